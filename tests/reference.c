/* The tests' one oracle (tests/reference.h). */
#include "reference.h"

#include <stdlib.h>
#include <string.h>

/* ---- Floats as bits, and the wire formats -------------------------------- */

uint32_t float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

float bits_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static int is_nan(uint32_t bits)
{
    return (bits & 0x7fffffffu) > 0x7f800000u;
}

uint32_t canonical(uint32_t bits)
{
    if ((bits & 0x7f800000u) == 0)
        return bits & 0x80000000u;
    return is_nan(bits) ? 0x7fc00000u : bits;
}

/* Written independently of the shaders: through float arithmetic rather than
 * bit manipulation where C allows, so the two cross-check each other. */
uint32_t f32_to_f16(uint32_t x)
{
    uint32_t sign = (x >> 16) & 0x8000u;
    float a = bits_float(x & 0x7fffffffu);
    uint32_t ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u)
        return sign | 0x7e00u;
    if (a >= 65520.0f)
        return sign | 0x7c00u;
    if (a < 6.103515625e-05f) { /* subnormal: round a * 2^24 to an integer, ties to even */
        float scaled = a * 16777216.0f; /* exact: power of two */
        uint32_t q = (uint32_t)scaled;
        float frac = scaled - (float)q;
        if (frac > 0.5f || (frac == 0.5f && (q & 1u)))
            ++q;
        return sign | q;
    }
    {
        int e = (int)(ax >> 23) - 127; /* -14..15 */
        uint32_t m = (ax & 0x7fffffu);
        uint32_t q = m >> 13, rest = m & 0x1fffu;
        uint32_t h;
        if (rest > 0x1000u || (rest == 0x1000u && (q & 1u)))
            ++q;
        h = ((uint32_t)(e + 15) << 10) + q; /* a carry out of the mantissa bumps the exponent */
        return sign | h;
    }
}

uint32_t f16_to_f32(uint32_t h)
{
    uint32_t sign = (h & 0x8000u) << 16;
    uint32_t e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 31)
        return sign | 0x7f800000u | (m << 13);
    if (e == 0)
        return sign | float_bits((float)m / 16777216.0f);
    return sign | float_bits(((float)(m | 0x400u) / 1024.0f) * bits_float((e + 112u) << 23) / bits_float(127u << 23));
}

uint32_t f32_to_bf16(uint32_t x)
{
    uint32_t lower = x & 0xffffu, upper = x >> 16;
    if (is_nan(x))
        return upper | 0x40u;
    if (lower > 0x8000u || (lower == 0x8000u && (upper & 1u)))
        ++upper;
    return upper;
}

uint32_t wire_round(uint32_t bits, VkarWire wire)
{
    if (wire == VKAR_WIRE_F16)
        return f16_to_f32(f32_to_f16(bits));
    if (wire == VKAR_WIRE_BF16)
        return f32_to_bf16(bits) << 16;
    return bits;
}

/* ---- The rules ----------------------------------------------------------- */

/* + and * through double, then rounded to F32: for two F32 operands
 * double's 53 bits make that one rounding to nearest even, whatever
 * precision the compiler evaluates float expressions in. */
static uint32_t f32_add(uint32_t a, uint32_t b)
{
    return canonical(float_bits((float)((double)bits_float(a) + (double)bits_float(b))));
}

static uint32_t f32_mul(uint32_t a, uint32_t b)
{
    return canonical(float_bits((float)((double)bits_float(a) * (double)bits_float(b))));
}

/* Canonical floats in the order MIN and MAX take: -0 below +0. */
static uint32_t float_order(uint32_t bits)
{
    return bits & 0x80000000u ? ~bits : bits | 0x80000000u;
}

static int is_float(VkarDataType type)
{
    return type != VKAR_DATA_TYPE_I32 && type != VKAR_DATA_TYPE_U32;
}

/* x below y in the type's order (I32's moved onto U32's by its sign bit). */
static int below(uint32_t x, uint32_t y, VkarDataType type)
{
    if (is_float(type))
        return float_order(x) < float_order(y);
    if (type == VKAR_DATA_TYPE_I32)
        return (x ^ 0x80000000u) < (y ^ 0x80000000u);
    return x < y;
}

uint32_t ref_combine(uint32_t acc, uint32_t x, VkarDataType type, VkarReduceOp op)
{
    const int floats = is_float(type);
    switch (op) {
    case VKAR_REDUCE_OP_PROD:
        return floats ? f32_mul(acc, x) : (uint32_t)((uint64_t)acc * x);
    case VKAR_REDUCE_OP_MIN:
    case VKAR_REDUCE_OP_MAX:
        if (floats && (is_nan(acc) || is_nan(x)))
            return 0x7fc00000u;
        return op == VKAR_REDUCE_OP_MIN ? (below(x, acc, type) ? x : acc) : (below(acc, x, type) ? x : acc);
    default:
        return floats ? f32_add(acc, x) : (uint32_t)((uint64_t)acc + x);
    }
}

RefCall ref_call(RefCollective collective, VkarDataType type, VkarReduceOp op, uint32_t ranks, RefInput input,
                 const void* user)
{
    RefCall c;
    memset(&c, 0, sizeof c);
    c.collective = collective;
    c.type = type;
    c.op = op;
    c.ranks = ranks;
    c.input = input;
    c.user = user;
    return c;
}

/* ---- The 8-bit wire, through double arithmetic (exact here: powers of
 * two, and integers below 2^24; no libm, which not every build links) ---- */

static double pow2(int s)
{
    double p = 1.0;
    for (; s > 0; --s)
        p *= 2.0;
    for (; s < 0; ++s)
        p *= 0.5;
    return p;
}

static double magnitude(uint32_t x)
{
    return (double)bits_float(x & 0x7fffffffu);
}

/* v (|v| < 2^31) rounded to an integer, ties to even. */
static double round_even(double v)
{
    const double t = (double)(long)v, frac = v - t; /* toward zero */
    const double away = v < 0 ? -1.0 : 1.0;
    if (frac * away > 0.5 || (frac * away == 0.5 && (long)t % 2 != 0))
        return t + away;
    return t;
}

/* The canonical F32 bits of rank r's element i as the reduce widens it;
 * zero past the end, as the publish reads it. */
static uint32_t q8_input(const RefCall* c, uint32_t r, uint64_t i)
{
    return i < c->count ? ref_operand(c->input(c->user, r, i), c->type, VKAR_WIRE_F32) : 0;
}

int ref_q8_scale(const RefCall* c, uint32_t r, uint64_t e)
{
    const uint64_t first = e / 32 * 32;
    uint32_t amax = 0;
    uint64_t i;
    int s;
    for (i = first; i < first + 32; ++i) {
        const uint32_t x = q8_input(c, r, i) & 0x7fffffffu;
        if (x >= 0x7f800000u)
            return REF_Q8_NAN_SCALE;
        amax = x > amax ? x : amax; /* magnitudes order as their bits */
    }
    /* from below the answer (2^(s + 7) <= amax) up to the smallest s with amax <= 127 * 2^s */
    s = (int)(amax >> 23) - 127 - 7;
    s = s < -127 ? -127 : s;
    while (magnitude(amax) > 127.0 * pow2(s))
        ++s;
    return s;
}

uint32_t ref_q8_operand(const RefCall* c, uint32_t r, uint64_t e)
{
    const int s = ref_q8_scale(c, r, e);
    double q;
    if (s == REF_Q8_NAN_SCALE)
        return 0x7fc00000u;
    q = round_even((double)bits_float(q8_input(c, r, e)) * pow2(-s));
    return q == 0.0 ? 0u : canonical(float_bits((float)(q * pow2(s))));
}

uint32_t ref_operand(uint32_t x, VkarDataType type, VkarWire wire)
{
    switch (type) {
    case VKAR_DATA_TYPE_F16: return canonical(f16_to_f32(x & 0xffffu));
    case VKAR_DATA_TYPE_BF16: return canonical((x & 0xffffu) << 16);
    case VKAR_DATA_TYPE_F32: return canonical(wire_round(x, wire));
    default: return x;
    }
}

static uint32_t first_rank_of(const RefCall* c, uint32_t m)
{
    uint32_t first = 0, n;
    for (n = 0; n < m; ++n)
        first += c->nodeRanks[n];
    return first;
}

static uint32_t rank_operand(const RefCall* c, uint32_t r, uint64_t e)
{
    if (c->wire == VKAR_WIRE_Q8)
        return ref_q8_operand(c, r, e);
    return ref_operand(c->input(c->user, r, e), c->type, c->wire);
}

uint32_t ref_node_share(const RefCall* c, uint32_t m, uint64_t e)
{
    const VkarReduceOp op = c->op == VKAR_REDUCE_OP_AVG ? VKAR_REDUCE_OP_SUM : c->op;
    const uint32_t first = c->nodeRanks ? first_rank_of(c, m) : 0;
    const uint32_t end = first + (c->nodeRanks ? c->nodeRanks[m] : c->ranks);
    uint32_t acc = rank_operand(c, first, e), r;
    for (r = first + 1; r < end; ++r)
        acc = ref_combine(acc, rank_operand(c, r, e), c->type, op);
    return acc;
}

uint32_t ref_average(uint32_t sum, VkarDataType type, uint32_t ranks)
{
    if (is_float(type))
        return f32_mul(sum, float_bits((float)(1.0 / (double)ranks)));
    return type == VKAR_DATA_TYPE_I32 ? (uint32_t)((int32_t)sum / (int32_t)ranks) : sum / ranks;
}

uint32_t ref_narrow(uint32_t acc, VkarDataType type)
{
    if (type == VKAR_DATA_TYPE_F16)
        return f32_to_f16(acc);
    return type == VKAR_DATA_TYPE_BF16 ? f32_to_bf16(acc) : acc;
}

uint32_t ref_reduce(const RefCall* c, uint64_t e)
{
    const VkarReduceOp op = c->op == VKAR_REDUCE_OP_AVG ? VKAR_REDUCE_OP_SUM : c->op;
    const uint32_t nodes = c->nodeRanks ? c->nodes : 1;
    uint32_t acc = ref_node_share(c, 0, e), m;
    for (m = 1; m < nodes; ++m)
        acc = ref_combine(acc, ref_node_share(c, m, e), c->type, op);
    if (c->op == VKAR_REDUCE_OP_AVG)
        acc = ref_average(acc, c->type, c->ranks);
    return ref_narrow(acc, c->type);
}

int64_t ref_expected(const RefCall* c, uint32_t g, uint64_t v)
{
    switch (c->collective) {
    case REF_REDUCE: return g == c->root ? (int64_t)ref_reduce(c, v) : -1;
    case REF_BROADCAST: return c->input(c->user, c->root, v);
    case REF_REDUCE_SCATTER: return ref_reduce(c, g * c->count + v);
    case REF_ALL_GATHER: return c->input(c->user, (uint32_t)(v / c->count), v % c->count);
    default: return ref_reduce(c, v);
    }
}

uint64_t ref_input_count(const RefCall* c)
{
    return c->collective == REF_REDUCE_SCATTER ? c->count * c->ranks : c->count;
}

uint64_t ref_output_count(const RefCall* c)
{
    return c->collective == REF_ALL_GATHER ? c->count * c->ranks : c->count;
}

/* ---- The all-reduce's fused epilogue (VkarRmsNormInfo) ------------------- */

static uint32_t f32_div(uint32_t a, uint32_t b)
{
    return canonical(float_bits((float)((double)bits_float(a) / (double)bits_float(b))));
}

/* The float whose half-ulp interval holds sqrt(v): Newton's iteration in
 * double, then the neighbours' midpoints squared, exactly in double (25
 * significant bits each), decide. */
static uint32_t f32_sqrt(uint32_t v)
{
    const double x = (double)bits_float(v);
    double y = x > 1.0 ? x : 1.0, mid;
    uint32_t f;
    int i;
    if (is_nan(v) || ((v & 0x80000000u) && v != 0x80000000u))
        return 0x7fc00000u;
    if ((v & 0x7fffffffu) == 0 || v == 0x7f800000u)
        return v;
    for (i = 0; i < 200; ++i)
        y = 0.5 * (y + x / y);
    f = float_bits((float)y);
    for (mid = ((double)bits_float(f) + (double)bits_float(f + 1)) / 2; mid * mid < x;
         mid = ((double)bits_float(f) + (double)bits_float(f + 1)) / 2)
        ++f;
    for (mid = ((double)bits_float(f) + (double)bits_float(f - 1)) / 2; mid * mid > x;
         mid = ((double)bits_float(f) + (double)bits_float(f - 1)) / 2)
        --f;
    return canonical(f);
}

static uint32_t widen_element(uint32_t x, VkarDataType type)
{
    return ref_operand(x, type, VKAR_WIRE_F32);
}

/* The invocations' partial sums of squares, then their fixed tree, as
 * shaders/epilogue.comp adds them: invocation t takes elements t, t + 256,
 * ... (16-bit types: pairs 2t, 2t + 1, then 2(t + 256), ...). */
static uint32_t sum_of_squares(const uint32_t* h, uint32_t rowLength, uint32_t perUnit)
{
    uint32_t partials[256], t, u, j, width;
    for (t = 0; t < 256; ++t) {
        partials[t] = 0;
        for (u = t; u < rowLength / perUnit; u += 256)
            for (j = 0; j < perUnit; ++j)
                partials[t] = f32_add(partials[t], f32_mul(h[perUnit * u + j], h[perUnit * u + j]));
    }
    for (width = 128; width > 0; width >>= 1)
        for (t = 0; t < width; ++t)
            partials[t] = f32_add(partials[t], partials[t + width]);
    return partials[0];
}

void ref_rms_norm(VkarDataType type, uint32_t rowLength, float epsilon, const uint32_t* sum, const uint32_t* residual,
                  const uint32_t* weight, uint32_t* out, uint32_t* h)
{
    const uint32_t perUnit = type == VKAR_DATA_TYPE_F32 ? 1 : 2;
    uint32_t* wide = (uint32_t*)malloc(rowLength * sizeof *wide);
    uint32_t i, mean, scale;
    if (!wide)
        abort();
    for (i = 0; i < rowLength; ++i) {
        h[i] = ref_narrow(f32_add(widen_element(sum[i], type), widen_element(residual[i], type)), type);
        wide[i] = widen_element(h[i], type);
    }
    mean = f32_div(sum_of_squares(wide, rowLength, perUnit), float_bits((float)rowLength));
    scale = f32_div(float_bits(1.0f), f32_sqrt(f32_add(mean, canonical(float_bits(epsilon)))));
    for (i = 0; i < rowLength; ++i)
        out[i] = ref_narrow(f32_mul(f32_mul(wide[i], scale), widen_element(weight[i], type)), type);
    free(wide);
}
