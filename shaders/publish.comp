#version 450
// Publish (phase A): write this rank's contribution (its input, or in a
// two-shot gather its share of the output) into its host slot in the wire
// format. F32 copies words; F16 and BF16 pack element pairs (2w, 2w+1)
// into word w, the odd tail padded with zero. A buffer of 16-bit elements
// (p.halves) travels on the F32 wire, each element in the low half of a word.
// Q8 quantises any float buffer, a word of 4 elements per invocation.
#include "common.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uint src[]; };
layout(std430, set = 0, binding = 1) writeonly buffer Slots { uint slots[]; };
layout(std430, set = 0, binding = 2) readonly buffer Out { uint dst[]; };

uint load_from(uint first, uint i) {
    uint h = first + i;
    if (p.halves != 0u) return half_of(p.fromOutput != 0u ? dst[h / 2u] : src[h / 2u], h);
    return p.fromOutput != 0u ? dst[h] : src[h];
}

uint load(uint i) {
    if (p.zero != 0u || i >= p.count || outside_window(i)) return 0u;
    return load_from(p.fromOutput != 0u ? p.outputFirst : p.bufferFirst, i);
}

uint contribution(uint i) {
    return canonical_bits(widen_bits(load(i)));
}

// Every data word; the first of every fourth block also writes the scale
// word of that block and the next three (byte 0 for blocks past the last).
void publish_q8(uint stride) {
    uint words = q8_data_words(p.count);
    for (uint w = gl_GlobalInvocationID.x; w < words; w += stride) {
        slots[p.slotWord + w] = q8_word(w, q8_block_scale(w / 8u));
        if ((w & 31u) != 0u) continue;
        uint scales = 0u;
        for (uint b = 0u; b < 4u && 8u * (w / 8u + b) < words; ++b) scales |= q8_block_scale(w / 8u + b) << (8u * b);
        slots[p.slotWord + words + w / 32u] = scales;
    }
}

void main() {
    if (p.wire == VKAR_WIRE_Q8) {
        publish_q8(gl_NumWorkGroups.x * gl_WorkGroupSize.x);
        return;
    }
    bool packed = p.wire != VKAR_WIRE_F32;
    uint words = packed ? (p.count + 1u) / 2u : p.count;
    uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;
    for (uint w = gl_GlobalInvocationID.x; w < words; w += stride) {
        slots[p.slotWord + w] = packed ? pack_pair_bits(load(2u * w), load(2u * w + 1u)) : load(w);
    }
}
