#version 450
// Reduce (phase B) in one of four modes (p.mode): combine every
// rank's contribution with the op (VkarReduceOp),
// in rank order 0..N-1 (floats with F32 accumulation, 16-bit floats rounded
// to their type once at the end, integers in 32 bits, wrapping), and write
// the rank's buffer once. Peers' contributions
// come from their host slots; the rank's own is rebuilt from its buffer
// through the same conversion its publish made (own, own_pair), which saves
// reading its slot back over PCIe and gives the same bits, so every rank
// still sums the same words in the same order. The other modes move bits:
// one source's elements copied (a broadcast, a two-shot gather, a result
// across nodes), or every rank's into its block (an all-gather).
// On the 8-bit wire every contribution is dequantised to F32 first, the
// rank's own quantised here exactly as its publish did (common.glsl).
// Each invocation sums 4 slot words of every slot, so that enough reads of
// host memory are in flight to reach the PCIe limit: F16/BF16 as one 16-byte
// load (8 elements; slots are 256-byte aligned and padded, so a last partial
// group reads padding that is never stored), F32 as four 4-byte loads a grid
// apart (measured faster than one wide load across several slots on NVIDIA).
#include "common.glsl"

// The rank's input (its own contribution) and its output, which in place
// are the same range.
layout(std430, set = 0, binding = 0) readonly buffer Src { uint src[]; };
layout(std430, set = 0, binding = 2) buffer Dst { uint dst[]; };
layout(std430, set = 0, binding = 1) readonly buffer Slots { uvec4 slots[]; };
layout(std430, set = 0, binding = 1) readonly buffer SlotWords { uint slotWords[]; };

// GPUs differ in whether they keep F32 subnormals and in which NaN an
// addition returns. Flushing subnormals to signed zero and making NaNs
// canonical with integer operations, on every operand and every partial sum,
// gives the same bits on every vendor (ranks may be on mixed hardware).
vec4 canonical(vec4 x) {
    uvec4 u = floatBitsToUint(x);
    u = mix(u, u & 0x80000000u, equal(u & 0x7f800000u, uvec4(0u)));
    u = mix(u, uvec4(0x7fc00000u), greaterThan(u & 0x7fffffffu, uvec4(0x7f800000u)));
    return uintBitsToFloat(u);
}

// Min and max order floats by their canonical bits: -0 below +0, and a NaN
// operand makes the result NaN.
uvec4 float_order(uvec4 u) {
    return mix(u | 0x80000000u, ~u, notEqual(u & 0x80000000u, uvec4(0u)));
}

vec4 float_pick(vec4 a, vec4 b, bool smaller) {
    uvec4 ua = floatBitsToUint(a), ub = floatBitsToUint(b);
    bvec4 takeB = smaller ? lessThan(float_order(ub), float_order(ua)) : greaterThan(float_order(ub), float_order(ua));
    uvec4 r = mix(ua, ub, takeB);
    bvec4 nan = bvec4(uvec4(greaterThan(ua & 0x7fffffffu, uvec4(0x7f800000u))) |
                      uvec4(greaterThan(ub & 0x7fffffffu, uvec4(0x7f800000u))));
    return uintBitsToFloat(mix(r, uvec4(0x7fc00000u), nan));
}

// acc (canonical) combined with the next rank's x.
vec4 combine(vec4 acc, vec4 x) {
    x = canonical(x);
    if (p.op == VKAR_OP_PROD) return canonical(acc * x);
    if (p.op == VKAR_OP_MIN) return float_pick(acc, x, true);
    if (p.op == VKAR_OP_MAX) return float_pick(acc, x, false);
    return canonical(acc + x);
}

// AVG: the sum times 1 / rankCount, each product rounded once.
vec4 finish(vec4 acc) {
    return p.op == VKAR_OP_AVG ? canonical(acc * uintBitsToFloat(p.scale)) : acc;
}

uvec4 combine_int(uvec4 acc, uvec4 x) {
    bool s = p.type == VKAR_TYPE_I32;
    if (p.op == VKAR_OP_PROD) return acc * x;
    if (p.op == VKAR_OP_MIN) return s ? uvec4(min(ivec4(acc), ivec4(x))) : min(acc, x);
    if (p.op == VKAR_OP_MAX) return s ? uvec4(max(ivec4(acc), ivec4(x))) : max(acc, x);
    return acc + x;
}

// AVG: the wrapped sum divided by the rank count (p.scale), truncated
// toward zero.
uvec4 finish_int(uvec4 acc) {
    if (p.op != VKAR_OP_AVG) return acc;
    return p.type == VKAR_TYPE_I32 ? uvec4(ivec4(acc) / int(p.scale)) : acc / p.scale;
}

uint widen_one(uint h) {
    return p.wire == VKAR_WIRE_F16 ? f16_to_f32(h) : bf16_to_f32(h);
}

vec4 widen(uvec4 h) {
    return uintBitsToFloat(uvec4(widen_one(h.x), widen_one(h.y), widen_one(h.z), widen_one(h.w)));
}

void store_word(uint e, uint v) {
    if (e < p.count) dst[p.outputFirst + e] = v;
}

void store(uint e, float v) {
    store_word(e, floatBitsToUint(v));
}

// Element i of the rank's own buffer as its publish loaded it.
uint own(uint i) {
    if (p.zero != 0u || i >= p.count || outside_window(i)) return 0u;
    uint h = p.bufferFirst + i;
    return p.halves != 0u ? half_of(src[h / 2u], h) : src[h];
}

// Word w of a 16-bit wire as the rank's publish wrote it into its slot.
uint own_pair(uint w) {
    return pack_pair_bits(own(2u * w), own(2u * w + 1u));
}

// Group q (4 wire words) of rank k's contribution, `mine` for the rank's own.
uvec4 slot(uint k, uint q, uvec4 mine) {
    return k == p.rank ? mine : slots[(p.slotWord + k * p.slotStride) / 4u + q];
}

uint contribution(uint i) {
    return canonical_bits(widen_bits(own(i)));
}

// The scale byte of block b in rank k's slot.
uint q8_peer_scale(uint k, uint b) {
    uint word = slotWords[p.slotWord + k * p.slotStride + q8_data_words(p.count) + b / 4u];
    return (word >> (8u * (b & 3u))) & 0xffu;
}

// Element e of rank k's contribution on the 8-bit wire, dequantised from
// its slot: the rank's own too, since its buffer may already hold results
// other invocations stored (in place) where its block's scale reads.
uint q8_element(uint k, uint e) {
    uint word = slotWords[p.slotWord + k * p.slotStride + e / 4u];
    return q8_dequantise((word >> (8u * (e & 3u))) & 0xffu, q8_peer_scale(k, e / 32u));
}

// Elements e of rank k's contribution on the F32 wire. A peer's past the
// end repeat its last (never stored); the rank's own are zeros there, as
// its last word may already hold the result another invocation stored.
uvec4 slot_elements(uint k, uvec4 e) {
    uvec4 x;
    for (uint i = 0u; i < 4u; ++i)
        x[i] = k == p.rank ? own(e[i]) : slotWords[p.slotWord + k * p.slotStride + min(e[i], p.count - 1u)];
    return x;
}

bool is_float_type() {
    return p.type == VKAR_TYPE_F32 || p.type == VKAR_TYPE_F16 || p.type == VKAR_TYPE_BF16;
}

// A float type's elements as F32 bits: 16-bit types combine in F32.
uvec4 widen_type(uvec4 x) {
    return uvec4(widen_bits(x.x), widen_bits(x.y), widen_bits(x.z), widen_bits(x.w));
}

// F32 results back to the type, each rounded once.
uvec4 narrow_type(uvec4 x) {
    if (p.type == VKAR_TYPE_F16) return uvec4(f32_to_f16(x.x), f32_to_f16(x.y), f32_to_f16(x.z), f32_to_f16(x.w));
    if (p.type == VKAR_TYPE_BF16) return uvec4(f32_to_bf16(x.x), f32_to_bf16(x.y), f32_to_bf16(x.z), f32_to_bf16(x.w));
    return x;
}

// A float type's contribution as F32 bits: what a GATHER_NODES round of
// 16-bit elements reads, and the 8-bit wire's, is already F32.
uvec4 as_f32(uvec4 x) {
    return p.f32Words == VKAR_F32_WORDS_READ ? x : widen_type(x);
}

uvec4 combine_words(uvec4 acc, uvec4 x) {
    if (!is_float_type()) return combine_int(acc, x);
    return floatBitsToUint(combine(uintBitsToFloat(acc), uintBitsToFloat(as_f32(x))));
}

// Elements e combined over every rank, on the F32 wire. Slots are read two
// at a time, so that two slots' loads are in flight before either is
// combined (measured: with one slot's loads at a time, two slots ran at
// 0.89 of a raw copy on an H200).
uvec4 reduce_elements(uvec4 e) {
    uvec4 a = slot_elements(0u, e);
    uvec4 b = p.rankCount > 1u ? slot_elements(1u, e) : uvec4(0u);
    uvec4 acc = is_float_type() ? floatBitsToUint(canonical(uintBitsToFloat(as_f32(a)))) : a;
    if (p.rankCount > 1u) acc = combine_words(acc, b);
    for (uint k = 2u; k < p.rankCount; k += 2u) {
        a = slot_elements(k, e);
        b = k + 1u < p.rankCount ? slot_elements(k + 1u, e) : uvec4(0u);
        acc = combine_words(acc, a);
        if (k + 1u < p.rankCount) acc = combine_words(acc, b);
    }
    if (!is_float_type()) return finish_int(acc);
    acc = floatBitsToUint(finish(uintBitsToFloat(acc)));
    return p.f32Words == VKAR_F32_WORDS_WRITE ? acc : narrow_type(acc); // a node's share is rounded after the transport
}

// Elements e of a 16-bit buffer summed on the 8-bit wire, every rank's
// read from its slot (past the end: its last, never stored).
uvec4 q8_reduce_elements(uvec4 e) {
    vec4 acc;
    for (uint k = 0u; k < p.rankCount; ++k) {
        uvec4 x;
        for (uint i = 0u; i < 4u; ++i) x[i] = q8_element(k, min(e[i], p.count - 1u));
        acc = k == 0u ? canonical(uintBitsToFloat(x)) : combine(acc, uintBitsToFloat(x));
    }
    return narrow_type(floatBitsToUint(finish(acc)));
}

// Elements w, w + stride, w + 2 stride, w + 3 stride of a 4-byte type.
void reduce_words(uint w, uint stride) {
    uvec4 e = uvec4(w) + uvec4(0u, 1u, 2u, 3u) * stride;
    uvec4 acc = reduce_elements(e);
    for (uint i = 0u; i < 4u; ++i) store_word(e[i], acc[i]);
}

// 16-bit elements: invocation u writes output words 2u and 2u + 1, counted
// from the word that holds the output's first element, so no two
// invocations write one word. A word holding one element of this dispatch
// keeps its other half, another round's or the caller's, through atomics.
void store_halves(uint u, uvec4 v, bvec4 valid) {
    uint word = p.outputFirst / 2u + 2u * u;
    for (uint j = 0u; j < 2u; ++j, ++word) {
        uint lo = v[2u * j] & 0xffffu, hi = (v[2u * j + 1u] & 0xffffu) << 16u;
        if (valid[2u * j] && valid[2u * j + 1u]) {
            dst[word] = lo | hi;
        } else if (valid[2u * j]) {
            atomicAnd(dst[word], 0xffff0000u);
            atomicOr(dst[word], lo);
        } else if (valid[2u * j + 1u]) {
            atomicAnd(dst[word], 0x0000ffffu);
            atomicOr(dst[word], hi);
        }
    }
}

// The 4 output elements (relative to the output's first) that invocation u
// writes; the first is "before the output" (wrapped) when it starts on a
// word's high half.
uvec4 output_elements(uint u) {
    return uvec4(4u * u - (p.outputFirst & 1u)) + uvec4(0u, 1u, 2u, 3u);
}

void reduce_halves(uint stride) {
    uint invocations = (p.count + (p.outputFirst & 1u) + 3u) / 4u;
    for (uint u = gl_GlobalInvocationID.x; u < invocations; u += stride) {
        uvec4 e = output_elements(u);
        store_halves(u, p.wire == VKAR_WIRE_Q8 ? q8_reduce_elements(e) : reduce_elements(e), lessThan(e, uvec4(p.count)));
    }
}

// word j of the group holds elements 2j (low half) and 2j + 1 (high half)
void reduce_pairs(uint q) {
    uvec4 mine;
    for (uint j = 0u; j < 4u; ++j) mine[j] = own_pair(4u * q + j);
    uvec4 w = slot(0u, q, mine);
    vec4 lo = canonical(widen(w & 0xffffu));
    vec4 hi = canonical(widen(w >> 16u));
    for (uint k = 1u; k < p.rankCount; ++k) {
        w = slot(k, q, mine);
        lo = combine(lo, widen(w & 0xffffu));
        hi = combine(hi, widen(w >> 16u));
    }
    lo = finish(lo);
    hi = finish(hi);
    for (uint j = 0u; j < 4u; ++j) {
        store(8u * q + 2u * j, lo[j]);
        store(8u * q + 2u * j + 1u, hi[j]);
    }
}

// The 4 elements of a data word of the 8-bit wire, dequantised.
vec4 q8_dequantise_word(uint word, uint scale) {
    uvec4 x;
    for (uint i = 0u; i < 4u; ++i) x[i] = q8_dequantise((word >> (8u * i)) & 0xffu, scale);
    return uintBitsToFloat(x);
}

// Block b of an F32 buffer on the 8-bit wire: two 16-byte loads of every
// peer's data and its scale; the rank's own quantised from its buffer,
// whose block this invocation alone reads and writes (in place too).
void reduce_q8_block(uint b) {
    uint ownScale = q8_block_scale(b);
    uvec4 mine[2];
    for (uint j = 0u; j < 8u; ++j) mine[j / 4u][j % 4u] = q8_word(8u * b + j, ownScale);
    vec4 acc[8];
    for (uint k = 0u; k < p.rankCount; ++k) {
        uint scale = k == p.rank ? ownScale : q8_peer_scale(k, b);
        for (uint h = 0u; h < 2u; ++h) {
            uvec4 w = slot(k, 2u * b + h, mine[h]);
            for (uint j = 0u; j < 4u; ++j) {
                vec4 x = q8_dequantise_word(w[j], scale);
                acc[4u * h + j] = k == 0u ? canonical(x) : combine(acc[4u * h + j], x);
            }
        }
    }
    for (uint j = 0u; j < 8u; ++j) {
        vec4 v = finish(acc[j]);
        for (uint i = 0u; i < 4u; ++i) store(32u * b + 4u * j + i, v[i]);
    }
}

// All-gather: rank k's `count` words to block k of the output, the rank's
// own from its input; bits as they are.
void gather_blocks(uint stride) {
    uint total = p.count * p.rankCount;
    for (uint i = gl_GlobalInvocationID.x; i < total; i += stride) {
        uint k = i / p.count, e = i - k * p.count;
        uint v = k == p.rank ? own(e) : slotWords[p.slotWord + k * p.slotStride + e];
        dst[p.outputFirst + k * p.blockStride + e] = v;
    }
}

// The same for 16-bit elements, by output words (store_halves): output
// element o is element o % blockStride of block o / blockStride, if that is
// below count (the rest of a block is other rounds').
void gather_halves(uint stride) {
    uint outputs = (p.rankCount - 1u) * p.blockStride + p.count;
    uint invocations = (outputs + (p.outputFirst & 1u) + 3u) / 4u;
    for (uint u = gl_GlobalInvocationID.x; u < invocations; u += stride) {
        uvec4 o = output_elements(u), v = uvec4(0u);
        bvec4 valid = bvec4(false);
        for (uint i = 0u; i < 4u; ++i) {
            uint k = o[i] / p.blockStride, e = o[i] - k * p.blockStride;
            valid[i] = o[i] < outputs && e < p.count;
            if (valid[i]) v[i] = k == p.rank ? own(e) : slotWords[p.slotWord + k * p.slotStride + e];
        }
        store_halves(u, v, valid);
    }
}

// COPY_SLOT and COPY_INPUT: element e of the one source.
uint copied(uint e) {
    return p.mode == VKAR_KERNEL_COPY_INPUT ? own(e) : slotWords[p.slotWord + e];
}

void copy_words(uint stride) {
    for (uint e = gl_GlobalInvocationID.x; e < p.count; e += stride) dst[p.outputFirst + e] = copied(e);
}

// By output words, as reduce_halves: a word holding one element of this
// dispatch keeps its other half.
void copy_halves(uint stride) {
    uint invocations = (p.count + (p.outputFirst & 1u) + 3u) / 4u;
    for (uint u = gl_GlobalInvocationID.x; u < invocations; u += stride) {
        uvec4 e = output_elements(u), v = uvec4(0u);
        bvec4 valid = lessThan(e, uvec4(p.count));
        for (uint i = 0u; i < 4u; ++i)
            if (valid[i]) v[i] = copied(e[i]);
        store_halves(u, v, valid);
    }
}

// Which of main's paths this module holds: spirv_embed compiles one module
// per path (-DVKAR_REDUCE_PATH=N, the list below), so that a driver
// compiles only the paths a communicator's calls take (the whole kernel
// took lavapipe 5 times as long as the F32 path alone); the library picks
// the module for each dispatch (vkar__reduce_shader) by the same rules as
// the branches here.
// spirv_embed paths: words=0 pairs=1 halves=2 q8=3 copy=4 gather=5
#define VKAR_PATH_WORDS  0 // REDUCE on the F32 wire, 4-byte elements: reduce_words
#define VKAR_PATH_PAIRS  1 // REDUCE on a 16-bit wire, 4-byte elements: reduce_pairs
#define VKAR_PATH_HALVES 2 // REDUCE of 16-bit elements (not a node's F32 share): reduce_halves
#define VKAR_PATH_Q8     3 // REDUCE on the 8-bit wire, F32 elements: reduce_q8_block
#define VKAR_PATH_COPY   4 // COPY_SLOT and COPY_INPUT
#define VKAR_PATH_GATHER 5 // GATHER
#ifndef VKAR_REDUCE_PATH
#error "compile with -DVKAR_REDUCE_PATH=N (spirv_embed does)"
#endif

void main() {
    uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
#if VKAR_REDUCE_PATH == VKAR_PATH_GATHER
    if (p.halves != 0u) gather_halves(stride);
    else gather_blocks(stride);
#elif VKAR_REDUCE_PATH == VKAR_PATH_COPY
    if (p.halves != 0u) copy_halves(stride);
    else copy_words(stride);
#elif VKAR_REDUCE_PATH == VKAR_PATH_HALVES
    reduce_halves(stride);
#elif VKAR_REDUCE_PATH == VKAR_PATH_WORDS
    for (uint w = gl_GlobalInvocationID.x; w < p.count; w += 4u * stride) reduce_words(w, stride);
#elif VKAR_REDUCE_PATH == VKAR_PATH_Q8
    for (uint b = gl_GlobalInvocationID.x; b < q8_data_words(p.count) / 8u; b += stride) reduce_q8_block(b);
#else
    uint groups = ((p.count + 1u) / 2u + 3u) / 4u;
    for (uint q = gl_GlobalInvocationID.x; q < groups; q += stride) reduce_pairs(q);
#endif
}
