#version 450
// The all-reduce's fused epilogue (VkarRmsNormInfo), after the call's last
// reduce: row by row of e.rowLength elements, one workgroup a row,
//   h   = sum + residual, rounded to the buffers' type
//   out = h * (1 / sqrt(mean(h^2) + epsilon)) * weight, rounded to the type
// Every operation rounds once to nearest, ties to even, on canonical F32
// (common.glsl's rule): additions and products in hardware, which Vulkan
// rounds correctly (`precise` keeps them from being fused), the division
// and the square root in integer code (Vulkan allows them 2.5 ulp), and the
// row's sum of squares in one fixed order (each invocation's elements in
// turn, then a fixed tree), so every rank on every vendor gets the same bits.
#include "numbers.glsl"

#define VKAR_TYPE_BF16 2u
#define VKAR_TYPE_F16 1u

layout(local_size_x = 256) in;

layout(push_constant) uniform Epilogue {
    uint rows;
    uint rowLength;     // elements; even for 16-bit types, whose firsts are even too
    uint type;          // VkarDataType: F32, F16 or BF16
    uint sumFirst;      // first element in each binding
    uint residualFirst;
    uint weightFirst;
    uint outFirst;
    uint hFirst;
    uint writeH;        // write h (binding 7)
    uint epsilon;       // F32 bits
} e;

layout(std430, set = 0, binding = 3) readonly buffer Sum { uint sums[]; };
layout(std430, set = 0, binding = 4) buffer Residual { uint residuals[]; };
layout(std430, set = 0, binding = 5) readonly buffer Weight { uint weights[]; };
layout(std430, set = 0, binding = 6) buffer Out { uint outs[]; };
layout(std430, set = 0, binding = 7) buffer H { uint hs[]; };

shared uint partials[256];

bool halves() {
    return e.type != 0u;
}

// Element i of a buffer as canonical F32 bits, given the word that holds it.
uint widened(uint word, uint i) {
    if (!halves()) return canonical_bits(word);
    uint x = (word >> (16u * (i & 1u))) & 0xffffu;
    return canonical_bits(e.type == VKAR_TYPE_BF16 ? bf16_to_f32(x) : f16_to_f32(x));
}

// F32 bits rounded to the type (in the low half for 16-bit types).
uint narrowed(uint x) {
    if (!halves()) return x;
    return e.type == VKAR_TYPE_BF16 ? f32_to_bf16(x) : f32_to_f16(x);
}

uint add(uint a, uint b) {
    precise float r = uintBitsToFloat(a) + uintBitsToFloat(b);
    return canonical_bits(floatBitsToUint(r));
}

uint mul(uint a, uint b) {
    precise float r = uintBitsToFloat(a) * uintBitsToFloat(b);
    return canonical_bits(floatBitsToUint(r));
}

// A 25-bit significand q (its value q / 2^24 times 2^(biased - 127)) and
// whether bits below it were lost, rounded to nearest even and packed;
// below F32's normal range flushed to signed zero, as canonical_bits does.
uint round_pack(uint sign, int biased, uint q, bool sticky) {
    uint m = q >> 1u;
    if ((q & 1u) != 0u && (sticky || (m & 1u) != 0u)) m += 1u;
    if (m == 0x1000000u) {
        m >>= 1u;
        biased += 1;
    }
    if (biased >= 255) return sign | 0x7f800000u;
    if (biased <= 0) return sign;
    return sign | (uint(biased) << 23u) | (m & 0x7fffffu);
}

// a / b of canonical F32 bits, correctly rounded: long division of the
// significands, one quotient bit a step.
uint divide(uint a, uint b) {
    uint sign = (a ^ b) & 0x80000000u, aa = a & 0x7fffffffu, bb = b & 0x7fffffffu;
    if (aa > 0x7f800000u || bb > 0x7f800000u || (aa == bb && (aa == 0u || aa == 0x7f800000u))) return 0x7fc00000u;
    if (aa == 0x7f800000u || bb == 0u) return sign | 0x7f800000u;
    if (aa == 0u || bb == 0x7f800000u) return sign;
    uint ma = (aa & 0x7fffffu) | 0x800000u, mb = (bb & 0x7fffffu) | 0x800000u, q = 0u;
    int biased = int(aa >> 23u) - int(bb >> 23u) + 127;
    if (ma < mb) {
        ma <<= 1u;
        biased -= 1;
    }
    for (uint i = 0u; i < 25u; ++i) {
        q <<= 1u;
        if (ma >= mb) {
            ma -= mb;
            q |= 1u;
        }
        ma <<= 1u;
    }
    return round_pack(sign, biased, q, ma != 0u);
}

// sqrt(v) of canonical F32 bits, correctly rounded: the integer square root
// of the significand shifted left by s (25 or 26, so that the exponent
// left over is even), two bits of it a step.
uint square_root(uint v) {
    if (v == 0u || v == 0x80000000u || v == 0x7f800000u) return v;
    if (v > 0x7f800000u) return 0x7fc00000u; // NaN, or below zero
    int exponent = int(v >> 23u) - 127;
    uint m = (v & 0x7fffffu) | 0x800000u, s = (exponent & 1) == 0 ? 25u : 26u, root = 0u, rem = 0u;
    for (int i = 24; i >= 0; --i) {
        uint j = uint(2 * i);
        uint pair = (j + 1u >= s ? ((m >> (j + 1u - s)) & 1u) << 1u : 0u) | (j >= s ? (m >> (j - s)) & 1u : 0u);
        rem = (rem << 2u) | pair;
        uint trial = (root << 2u) | 1u;
        root <<= 1u;
        if (rem >= trial) {
            rem -= trial;
            root |= 1u;
        }
    }
    return round_pack(0u, (exponent - 23 - int(s)) / 2 + 24 + 127, root, rem != 0u);
}

uint word_of(uint first, uint unit) {
    return halves() ? first / 2u + unit : first + unit;
}

// Element j (0, or 1 for 16-bit types) of unit u of the row at `base`: h
// as F32 bits, rounded to the type and back.
uint h_of(uint base, uint u, uint j) {
    uint i = halves() ? 2u * u + j : u;
    uint s = widened(sums[word_of(e.sumFirst + base, u)], i);
    uint r = widened(residuals[word_of(e.residualFirst + base, u)], i);
    return canonical_bits(widened(narrowed(add(s, r)), 0u));
}

// The row's sum of squares: each invocation's units in order, then the
// 256 partial sums in a fixed tree.
uint sum_of_squares(uint base, uint units, uint perUnit) {
    uint lid = gl_LocalInvocationID.x, acc = 0u;
    for (uint u = lid; u < units; u += 256u)
        for (uint j = 0u; j < perUnit; ++j) {
            uint h = h_of(base, u, j);
            acc = add(acc, mul(h, h));
        }
    partials[lid] = acc;
    barrier();
    for (uint width = 128u; width > 0u; width >>= 1u) {
        if (lid < width) partials[lid] = add(partials[lid], partials[lid + width]);
        barrier();
    }
    uint total = partials[0];
    barrier(); // every invocation has read it before the next row's partials
    return total;
}

void normalise_row(uint row) {
    uint perUnit = halves() ? 2u : 1u, units = e.rowLength / perUnit, base = row * e.rowLength;
    uint mean = divide(sum_of_squares(base, units, perUnit), floatBitsToUint(float(e.rowLength)));
    uint scale = divide(floatBitsToUint(1.0), square_root(add(mean, e.epsilon)));
    for (uint u = gl_LocalInvocationID.x; u < units; u += 256u) {
        uint outWord = 0u, hWord = 0u;
        for (uint j = 0u; j < perUnit; ++j) {
            uint h = h_of(base, u, j);
            uint w = widened(weights[word_of(e.weightFirst, u)], halves() ? 2u * u + j : u);
            outWord |= narrowed(mul(mul(h, scale), w)) << (16u * j);
            hWord |= narrowed(h) << (16u * j);
        }
        outs[word_of(e.outFirst + base, u)] = outWord;
        if (e.writeH != 0u) hs[word_of(e.hFirst + base, u)] = hWord;
    }
}

void main() {
    for (uint row = gl_WorkGroupID.x; row < e.rows; row += gl_NumWorkGroups.x) normalise_row(row);
}
