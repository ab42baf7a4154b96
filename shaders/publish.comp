#version 450
// Publish (phase A): write this rank's contribution (its input, or in a
// two-shot gather its share of the output) into its host slot in the wire
// format. F32 copies words; F16 and BF16 pack element pairs (2w, 2w+1)
// into word w, the odd tail padded with zero.
#include "common.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uint src[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Slots { uint slots[]; };
layout(std430, set = 0, binding = 2) readonly buffer Out { uint dst[]; };

uint load(uint i) {
    if (p.zero != 0u || i >= p.count) return 0u;
    return p.fromOutput != 0u ? dst[p.outputWord + i] : src[p.bufferWord + i];
}

void main() {
    bool packed = p.wire != VKAR_WIRE_F32;
    uint words = packed ? (p.count + 1u) / 2u : p.count;
    uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint w = gl_GlobalInvocationID.x; w < words; w += stride) {
        slots[p.slotWord + w] = packed ? pack_pair_bits(load(2u * w), load(2u * w + 1u)) : load(w);
    }
}
