// Shared by publish.comp and reduce.comp: the push constants, VkarDataType's
// and VkarReduceOp's values, the 16-bit wires' packing and the 8-bit wire's
// quantisation, all with integer operations (numbers.glsl says why).

#define VKAR_WIRE_F32  0u
#define VKAR_WIRE_F16  2u
#define VKAR_WIRE_BF16 3u
#define VKAR_WIRE_Q8   4u

// VkarDataType and VkarReduceOp
#define VKAR_TYPE_F32 0u
#define VKAR_TYPE_F16 1u
#define VKAR_TYPE_BF16 2u
#define VKAR_TYPE_I32 3u
#define VKAR_TYPE_U32 4u
#define VKAR_OP_SUM  0u
#define VKAR_OP_PROD 1u
#define VKAR_OP_MIN  2u
#define VKAR_OP_MAX  3u
#define VKAR_OP_AVG  4u

// What the reduce kernel does (p.mode; vkar__KernelMode in vk_allreduce.h)
#define VKAR_KERNEL_REDUCE     0u // combine every rank's contribution with p.op, in rank order
#define VKAR_KERNEL_COPY_SLOT  1u // copy the one slot at p.slotWord, bits as they are
#define VKAR_KERNEL_COPY_INPUT 2u // copy the rank's own input (zeros with p.zero), bits as they are
#define VKAR_KERNEL_GATHER     3u // every rank's elements into its block of the output, p.blockStride apart

// 16-bit elements across nodes (p.f32Words; vkar__F32Words in vk_allreduce.h)
#define VKAR_F32_WORDS_NONE  0u
#define VKAR_F32_WORDS_WRITE 1u // the reduce writes a node's shares as F32 words, unrounded
#define VKAR_F32_WORDS_READ  2u // it reads every node's result as F32 words from the one slot, rounds once

#include "numbers.glsl"

layout(local_size_x = 256) in;

layout(push_constant) uniform Params {
    uint count;        // elements of the caller's buffer in this round
    uint bufferFirst;  // first element inside binding 0 (descriptor offset is aligned down)
    uint slotWord;     // publish: this rank's slot; reduce: slot of rank 0
    uint slotStride;   // words between consecutive ranks' slots
    uint rankCount;
    uint wire;
    uint zero;         // contribute zeros instead of the buffer
    uint rank;         // reduce: this rank, whose contribution is rebuilt from its buffer
    uint type;         // VkarDataType of the buffer
    uint op;           // VkarReduceOp
    uint scale;        // AVG: on a float type the bits of 1 / N rounded to F32, on an integer N (every node's ranks)
    uint outputFirst;  // first element inside binding 2, the output (the input itself in place)
    uint fromOutput;   // publish: read the output (a two-shot gather publishes its share of the result)
    uint blockStride;  // VKAR_KERNEL_GATHER: elements between ranks' blocks of the output
    uint halves;       // the buffers hold 16-bit elements, two to a word; a slot holds one per word
    uint windowShift;  // windowCount != 0: the contribution's element i is the input's where
    uint windowCount;  // i + windowShift (mod 2^32) < windowCount, else zero (an all-gather across nodes)
    uint f32Words;     // VKAR_F32_WORDS_*
    uint mode;         // reduce: VKAR_KERNEL_*
} p;

// Element i of the input lies outside the window: the contribution is zero there.
bool outside_window(uint i) {
    return p.windowCount != 0u && i + p.windowShift >= p.windowCount;
}

// Element h of a buffer of 16-bit elements, from the word that holds it.
uint half_of(uint word, uint h) {
    return (word >> (16u * (h & 1u))) & 0xffffu;
}

// Elements lo and hi in one wire word of the 16-bit wires, lo in the low half.
uint pack_pair_bits(uint lo, uint hi) {
    if (p.wire == VKAR_WIRE_F16) return f32_to_f16(lo) | (f32_to_f16(hi) << 16);
    return f32_to_bf16(lo) | (f32_to_bf16(hi) << 16);
}

// Buffer bits as F32 bits: 16-bit types are widened exactly.
uint widen_bits(uint x) {
    if (p.type == VKAR_TYPE_BF16) return bf16_to_f32(x);
    return p.type == VKAR_TYPE_F16 ? f16_to_f32(x) : x;
}

// ---- The 8-bit wire (VKAR_WIRE_Q8) -----------------------------------------
// Blocks of 32 elements, each element an int8 q times the block's scale
// 2^e (the OCP Microscaling MXINT8 shape: one E8M0 byte per block). A
// round's slot holds every block's 8 data words (element i in byte i % 4 of
// word i / 4), then one word of scale bytes per 4 blocks (byte e + 127; 255:
// the block held an infinity or a NaN). Quantisation uses integer
// operations only, so the rank's own contribution, rebuilt by its reduce,
// has the bits its publish sent, on every vendor.

uint q8_data_words(uint count) {
    return 8u * ((count + 31u) / 32u);
}

// Element i of the rank's contribution as canonical F32 bits (each shader's own).
uint contribution(uint i);

// The scale byte of a block whose largest magnitude has the (canonical)
// bits amax: the smallest e with amax <= 127 * 2^e, at least -127.
uint q8_scale_of(uint amax) {
    if (amax >= 0x7f800000u) return 255u;
    if (amax == 0u) return 0u;
    int e = int(amax >> 23u) - 127 - 6 + ((amax & 0x7fffffu) > 0x7e0000u ? 1 : 0);
    return uint(max(e, -127) + 127);
}

uint q8_block_scale(uint block) {
    uint amax = 0u;
    for (uint i = 32u * block; i < 32u * block + 32u; ++i) amax = max(amax, contribution(i) & 0x7fffffffu);
    return q8_scale_of(amax);
}

// x / 2^e rounded to nearest, ties to even, as a two's complement byte;
// |x| <= 127 * 2^e, so it fits.
uint q8_quantise(uint x, uint scale) {
    uint ax = x & 0x7fffffffu;
    if (scale == 255u || ax == 0u) return 0u;
    // ax = m * 2^(E - 23) with E its unbiased exponent; x / 2^e = m >> s
    uint s = scale + 23u - (ax >> 23u);
    if (s >= 25u) return 0u; // below half a step
    uint m = (ax & 0x7fffffu) | 0x800000u;
    uint q = m >> s;
    uint rem = m & ((1u << s) - 1u), halfway = 1u << (s - 1u);
    if (rem > halfway || (rem == halfway && (q & 1u) != 0u)) q += 1u;
    return (x >> 31u) != 0u ? (256u - q) & 0xffu : q;
}

// Byte b (two's complement) times 2^(scale - 127) as F32 bits, below F32's
// normal range flushed to signed zero as canonical_bits does.
uint q8_dequantise(uint b, uint scale) {
    if (scale == 255u) return 0x7fc00000u;
    int q = int(b << 24u) >> 24;
    if (q == 0) return 0u;
    uint f = floatBitsToUint(float(q));
    int exponent = int((f >> 23u) & 0xffu) + int(scale) - 127;
    return exponent <= 0 ? f & 0x80000000u : f + ((scale - 127u) << 23u);
}

// Elements 4w .. 4w + 3 of the rank's contribution quantised with the scale of their block.
uint q8_word(uint w, uint scale) {
    uint word = 0u;
    for (uint j = 0u; j < 4u; ++j) word |= q8_quantise(contribution(4u * w + j), scale) << (8u * j);
    return word;
}
