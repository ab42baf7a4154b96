// Bit-exact conversions between F32 and F16 or BF16, and F32's canonical
// form, shared by every kernel. They use integer operations only, so every
// driver rounds the same way (to nearest, ties to even) and no 16-bit
// storage or arithmetic feature is needed.

uint f32_to_f16(uint x) {
    uint sign = (x >> 16) & 0x8000u;
    uint ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u) return sign | 0x7e00u;   // NaN stays a (quiet) NaN
    if (ax >= 0x477ff000u) return sign | 0x7c00u;  // >= 65520 rounds to infinity
    if (ax >= 0x38800000u) {                       // normal half: rebias, round at bit 13
        uint r = ax - 0x38000000u;
        r += 0xfffu + ((r >> 13) & 1u);
        return sign | (r >> 13);
    }
    if (ax <= 0x33000000u) return sign;            // <= 2^-25 rounds to (signed) zero
    uint e = ax >> 23;                             // subnormal half: units of 2^-24
    uint m = (ax & 0x7fffffu) | 0x800000u;
    uint shift = 126u - e;
    uint q = m >> shift;
    uint rem = m & ((1u << shift) - 1u);
    uint halfway = 1u << (shift - 1u);
    if (rem > halfway || (rem == halfway && (q & 1u) != 0u)) q += 1u;
    return sign | q;
}

uint f16_to_f32(uint h) {
    uint sign = (h & 0x8000u) << 16;
    uint e = (h >> 10) & 0x1fu;
    uint m = h & 0x3ffu;
    if (e == 31u) return sign | 0x7f800000u | (m << 13);
    if (e != 0u) return sign | ((e + 112u) << 23) | (m << 13);
    if (m == 0u) return sign;
    // m * 2^-24 is exact in F32 and normal, so one multiply by a power of two converts it
    return sign | floatBitsToUint(float(m) * 5.9604644775390625e-8);
}

uint f32_to_bf16(uint x) {
    if ((x & 0x7fffffffu) > 0x7f800000u) return (x >> 16) | 0x40u;
    return (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
}

uint bf16_to_f32(uint b) {
    return b << 16;
}

// Subnormals flushed to signed zero, NaNs made the one quiet NaN: what
// every rank's combine does, so that every GPU computes from the same bits.
uint canonical_bits(uint u) {
    if ((u & 0x7f800000u) == 0u) return u & 0x80000000u;
    return (u & 0x7fffffffu) > 0x7f800000u ? 0x7fc00000u : u;
}
