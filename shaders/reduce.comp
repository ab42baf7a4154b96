#version 450
// Reduce (phase B): sum every rank's slot, in rank order 0..N-1 with F32
// accumulation, and write the rank's buffer once. The order is fixed and the
// rank's own slot is read like its peers', so every rank gets the same bits.
#include "common.glsl"

// GPUs differ in whether they keep F32 subnormals and in which NaN an
// addition returns. Flushing subnormals to signed zero and making NaNs
// canonical with integer operations, on every operand and every partial sum,
// gives the same bits on every vendor (ranks may be on mixed hardware).
float canonical(float x) {
    uint u = floatBitsToUint(x);
    if ((u & 0x7f800000u) == 0u) return uintBitsToFloat(u & 0x80000000u);
    if ((u & 0x7fffffffu) > 0x7f800000u) return uintBitsToFloat(0x7fc00000u);
    return x;
}

float add(float sum, float x) {
    return canonical(sum + canonical(x));
}

layout(std430, set = 0, binding = 0) writeonly buffer Dst { uint dst[]; };
layout(std430, set = 0, binding = 1) readonly buffer Slots { uint slots[]; };

float unpack_lo(uint word) {
    return uintBitsToFloat(p.wire == VKAR_WIRE_F16 ? f16_to_f32(word & 0xffffu) : bf16_to_f32(word & 0xffffu));
}

float unpack_hi(uint word) {
    return uintBitsToFloat(p.wire == VKAR_WIRE_F16 ? f16_to_f32(word >> 16) : bf16_to_f32(word >> 16));
}

void reduce_f32(uint w) {
    float sum = canonical(uintBitsToFloat(slots[p.slotWord + w]));
    for (uint k = 1u; k < p.rankCount; ++k) {
        sum = add(sum, uintBitsToFloat(slots[p.slotWord + k * p.slotStride + w]));
    }
    dst[p.bufferWord + w] = floatBitsToUint(sum);
}

void reduce_pair(uint w) {
    uint word = slots[p.slotWord + w];
    float lo = canonical(unpack_lo(word));
    float hi = canonical(unpack_hi(word));
    for (uint k = 1u; k < p.rankCount; ++k) {
        word = slots[p.slotWord + k * p.slotStride + w];
        lo = add(lo, unpack_lo(word));
        hi = add(hi, unpack_hi(word));
    }
    dst[p.bufferWord + 2u * w] = floatBitsToUint(lo);
    if (2u * w + 1u < p.count) dst[p.bufferWord + 2u * w + 1u] = floatBitsToUint(hi);
}

void main() {
    bool packed = p.wire != VKAR_WIRE_F32;
    uint words = packed ? (p.count + 1u) / 2u : p.count;
    uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint w = gl_GlobalInvocationID.x; w < words; w += stride) {
        if (packed) reduce_pair(w); else reduce_f32(w);
    }
}
