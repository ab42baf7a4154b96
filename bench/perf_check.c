/* perf_check.c - vkar_perf's check, #wrong (see perf.h): known inputs on
 * every rank, CHECK_ROUNDS calls of the collective under test through the
 * API under test, and every element of every rank's read-back compared bit
 * for bit with a host reference that follows the library's rules
 * (vk_allreduce.h, VkarReduceOp and VkarDataType): ranks combine in order
 * 0..N-1; on floats every operand and partial result is canonical
 * (subnormals flushed to the zero of their sign, any NaN 0x7fc00000) and
 * each operation rounds once to nearest even, AVG being the sum times 1/N
 * rounded to F32; F16 and BF16 widen to F32, combine as F32 and round once
 * to their type at the end; integers wrap, and their AVG truncates toward
 * zero. A 16-bit wire rounds every rank's F32 contribution, its own too,
 * to the wire's type (round to nearest even). */
#include "perf.h"

/* Two calls back to back: the second combines the first's results, so a
 * rank that reads a peer's slot from the round before (a stale cache line,
 * a missing wait) is caught, which one round cannot show. */
#define CHECK_ROUNDS 2

#define CANONICAL_NAN 0x7fc00000u

/* What the reference needs to know of the calls. */
typedef struct Reference {
    Collective collective;
    VkarDataType type;
    VkarReduceOp op;
    uint32_t root, ranks;
    uint64_t count;  /* the calls' count: a block's elements for a reduce-scatter or an all-gather */
    uint32_t scale;  /* AVG on floats: the bits of 1/N rounded to F32 */
    /* The wire of the elements before lastFirst, and from there on: the
     * record API's rounds each resolve AUTO by their own count, so a last,
     * shorter round may take another wire than the full ones. */
    VkarWire wire, lastWire;
    uint64_t lastFirst;
} Reference;

/* ---- F32, F16 and BF16 as bits ------------------------------------------------- */

static float float_of(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

static uint32_t bits_of(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}

static int is_nan(uint32_t x)
{
    return (x & 0x7fffffffu) > 0x7f800000u;
}

/* As the library makes every float operand and partial result. */
static uint32_t canonical(uint32_t x)
{
    if ((x & 0x7f800000u) == 0)
        return x & 0x80000000u;
    return is_nan(x) ? CANONICAL_NAN : x;
}

static uint32_t f16_to_f32(uint32_t h)
{
    const uint32_t sign = (h & 0x8000u) << 16, exponent = (h >> 10) & 0x1fu;
    uint32_t mantissa = h & 0x3ffu, e = 113; /* F32's exponent of F16's smallest normal */
    if (exponent == 0x1fu)
        return sign | 0x7f800000u | mantissa << 13;
    if (exponent != 0)
        return sign | (exponent + 112u) << 23 | mantissa << 13;
    if (mantissa == 0)
        return sign;
    while (!(mantissa & 0x400u)) { /* a subnormal: normalised, as F32 holds it */
        mantissa <<= 1;
        --e;
    }
    return sign | e << 23 | (mantissa & 0x3ffu) << 13;
}

/* Round to nearest even, into F16's subnormals below its smallest normal
 * and to infinity from 65520 up. */
static uint32_t f32_to_f16(uint32_t x)
{
    const uint32_t sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
    uint32_t shift, mantissa, q, rest, half;
    if (is_nan(x))
        return sign | 0x7e00u | ((a >> 13) & 0x3ffu);
    if (a >= 0x477ff000u)
        return sign | 0x7c00u;
    if (a >= 0x38800000u) /* normal in F16: rebias, round away the 13 low bits */
        return sign | (a - (112u << 23) + 0xfffu + ((a >> 13) & 1u)) >> 13;
    if (a <= 0x33000000u) /* at most half the smallest subnormal: ties to 0 */
        return sign;
    shift = 126u - (a >> 23);
    mantissa = (a & 0x7fffffu) | 0x800000u;
    q = mantissa >> shift;
    rest = mantissa & ((1u << shift) - 1u);
    half = 1u << (shift - 1u);
    return sign | (q + (rest > half || (rest == half && (q & 1u))));
}

static uint32_t bf16_to_f32(uint32_t h)
{
    return h << 16;
}

static uint32_t f32_to_bf16(uint32_t x)
{
    if (is_nan(x))
        return (x >> 16) | 0x40u;
    return (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
}

/* ---- The library's rules --------------------------------------------------------- */

/* + and * through double, then rounded to F32: for two F32 operands
 * double's 53 bits make that one rounding to nearest even, whatever
 * precision the compiler evaluates float expressions in. */
static uint32_t f32_add(uint32_t a, uint32_t b)
{
    return bits_of((float)((double)float_of(a) + (double)float_of(b)));
}

static uint32_t f32_mul(uint32_t a, uint32_t b)
{
    return bits_of((float)((double)float_of(a) * (double)float_of(b)));
}

/* a below b, -0 below +0; neither a NaN. */
static int f32_below(uint32_t a, uint32_t b)
{
    if (((a | b) & 0x7fffffffu) == 0)
        return a > b;
    return float_of(a) < float_of(b);
}

static int32_t as_signed(uint32_t x)
{
    return x < 0x80000000u ? (int32_t)x : -(int32_t)(~x) - 1;
}

static int is_float(VkarDataType type)
{
    return type != VKAR_DATA_TYPE_I32 && type != VKAR_DATA_TYPE_U32;
}

/* Two canonical F32 values combined (AVG's sum is a SUM). */
static uint32_t combine_f32(VkarReduceOp op, uint32_t a, uint32_t b)
{
    switch (op) {
    case VKAR_REDUCE_OP_PROD: return canonical(f32_mul(a, b));
    case VKAR_REDUCE_OP_MIN: return is_nan(a) || is_nan(b) ? CANONICAL_NAN : f32_below(b, a) ? b : a;
    case VKAR_REDUCE_OP_MAX: return is_nan(a) || is_nan(b) ? CANONICAL_NAN : f32_below(a, b) ? b : a;
    default: return canonical(f32_add(a, b));
    }
}

/* Two 32-bit integers combined: SUM and PROD wrap (the same bits signed or
 * unsigned). */
static uint32_t combine_integers(VkarDataType type, VkarReduceOp op, uint32_t a, uint32_t b)
{
    const int below = type == VKAR_DATA_TYPE_I32 ? as_signed(b) < as_signed(a) : b < a;
    switch (op) {
    case VKAR_REDUCE_OP_PROD: return a * b;
    case VKAR_REDUCE_OP_MIN: return below ? b : a;
    case VKAR_REDUCE_OP_MAX: return below ? a : b;
    default: return a + b;
    }
}

static uint32_t finish_average(const Reference* ref, uint32_t sum)
{
    if (is_float(ref->type))
        return canonical(f32_mul(sum, ref->scale));
    if (ref->type == VKAR_DATA_TYPE_I32)
        return (uint32_t)(as_signed(sum) / (int32_t)ref->ranks);
    return sum / ref->ranks;
}

static VkarWire element_wire(const Reference* ref, uint64_t i)
{
    return i >= ref->lastFirst ? ref->lastWire : ref->wire;
}

/* A buffer's element as the reduce combines it: widened to F32 and
 * canonical for floats, an F32 one through the wire's rounding first. */
static uint32_t operand(const Reference* ref, VkarWire wire, uint32_t x)
{
    switch (ref->type) {
    case VKAR_DATA_TYPE_F16: return canonical(f16_to_f32(x));
    case VKAR_DATA_TYPE_BF16: return canonical(bf16_to_f32(x));
    case VKAR_DATA_TYPE_F32:
        if (wire == VKAR_WIRE_F16)
            return canonical(f16_to_f32(f32_to_f16(canonical(x))));
        if (wire == VKAR_WIRE_BF16)
            return canonical(bf16_to_f32(f32_to_bf16(canonical(x))));
        return canonical(x);
    default: return x;
    }
}

/* Every rank's element v[0..N-1] reduced in rank order, as the buffer's type. */
static uint32_t reduce_ranks(const Reference* ref, VkarWire wire, const uint32_t* v)
{
    uint32_t acc = operand(ref, wire, v[0]), k;
    for (k = 1; k < ref->ranks; ++k) {
        const uint32_t x = operand(ref, wire, v[k]);
        acc = is_float(ref->type) ? combine_f32(ref->op, acc, x) : combine_integers(ref->type, ref->op, acc, x);
    }
    if (ref->op == VKAR_REDUCE_OP_AVG)
        acc = finish_average(ref, acc);
    if (ref->type == VKAR_DATA_TYPE_F16)
        return f32_to_f16(acc);
    return ref->type == VKAR_DATA_TYPE_BF16 ? f32_to_bf16(acc) : acc;
}

static void set_every_rank(const Reference* ref, uint32_t* v, uint32_t x)
{
    uint32_t k;
    for (k = 0; k < ref->ranks; ++k)
        v[k] = x;
}

/* One call's effect on element i of every rank's buffer (v[k]: rank k's,
 * in place as the bench calls it). Element i of a reduce-scatter's input
 * or an all-gather's output lies in block i / count: the reduce-scatter
 * leaves the reduction in that block of its rank's buffer, and every rank
 * receives that block from its rank. */
static void apply_call(const Reference* ref, uint64_t i, uint32_t* v)
{
    const uint32_t block = ref->count ? (uint32_t)(i / ref->count) : 0;
    const VkarWire wire = element_wire(ref, i);
    switch (ref->collective) {
    case COLL_REDUCE: v[ref->root] = reduce_ranks(ref, wire, v); break;
    case COLL_BROADCAST: set_every_rank(ref, v, v[ref->root]); break;
    case COLL_REDUCE_SCATTER: v[block] = reduce_ranks(ref, wire, v); break;
    case COLL_ALL_GATHER: set_every_rank(ref, v, v[block]); break;
    default: set_every_rank(ref, v, reduce_ranks(ref, wire, v)); break;
    }
}

/* ---- Inputs ------------------------------------------------------------------------ */

/* splitmix64's finaliser, its high word: a well-mixed word per rank and element. */
static uint32_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return (uint32_t)((x ^ (x >> 31)) >> 32);
}

/* Global rank `rank`'s input at element i: random signs and mantissas, so
 * that the order the ranks combine in and each rounding show in the bits,
 * kept where every rule has one answer (no NaN, no subnormal, nothing that
 * makes a PROD NaN) over CHECK_ROUNDS calls at up to 64 ranks:
 *   - F32 on the F32 wire: magnitudes in [0.5, 4), all 23 mantissa bits; a
 *     product of up to 64 stays normal, and a sum is 0 or at least 2^-24;
 *   - F32 on a 16-bit wire, F16, BF16: [1, 2) with 7 mantissa bits, which
 *     both wires and both types carry exactly; no product falls below 1,
 *     no sum but 0 below 2^-7, no AVG below F16's smallest normal, so
 *     nothing meets F16's subnormals, where a rounding could go two ways;
 *   - integers: any odd word, so that products wrap without reaching 0. */
static uint32_t input_bits(const Reference* ref, uint32_t rank, uint64_t i)
{
    const uint32_t h = mix(((uint64_t)rank << 48) ^ i), sign = h >> 31;
    switch (ref->type) {
    case VKAR_DATA_TYPE_F16: return sign << 15 | 15u << 10 | (h & 0x7fu) << 3;
    case VKAR_DATA_TYPE_BF16: return sign << 15 | 127u << 7 | (h & 0x7fu);
    case VKAR_DATA_TYPE_F32:
        if (element_wire(ref, i) != VKAR_WIRE_F32)
            return sign << 31 | 127u << 23 | (h & 0x7fu) << 16;
        return sign << 31 | (126u + ((h >> 23) & 0xffu) % 3u) << 23 | (h & 0x7fffffu);
    default: return h | 1u;
    }
}

/* ---- The check ------------------------------------------------------------------- */

static Reference reference_of(const Bench* b, uint64_t count)
{
    const uint64_t perRound = b->props.maxElementsPerRound;
    const int blocked = b->opt.collective == COLL_REDUCE_SCATTER || b->opt.collective == COLL_ALL_GATHER;
    const int pieces = b->opt.api == API_RECORD && !blocked && count > perRound;
    Reference ref;
    memset(&ref, 0, sizeof ref);
    ref.collective = b->opt.collective;
    ref.type = b->opt.type;
    ref.op = b->opt.op;
    ref.root = b->opt.root;
    ref.ranks = global_rank_count(b);
    ref.count = count;
    ref.scale = bits_of((float)(1.0 / (double)ref.ranks));
    ref.wire = call_wire(b, pieces ? perRound : count, b->opt.wire);
    ref.lastFirst = pieces ? (count - 1) / perRound * perRound : 0;
    ref.lastWire = call_wire(b, count - ref.lastFirst, b->opt.wire);
    return ref;
}

static void fill_inputs(const Bench* b, const Reference* ref, uint64_t elements)
{
    const int halves = type_bytes(ref->type) == 2;
    uint32_t r;
    uint64_t i;
    for (r = 0; r < b->rankCount; ++r) {
        void* data = b->ranks[r].staging.mapped;
        for (i = 0; i < elements; ++i) {
            const uint32_t x = input_bits(ref, global_rank(b, r), i);
            if (halves)
                ((uint16_t*)data)[i] = (uint16_t)x;
            else
                ((uint32_t*)data)[i] = x;
        }
    }
}

static uint32_t read_back(const Bench* b, uint32_t r, uint64_t i)
{
    const void* data = b->ranks[r].staging.mapped;
    return type_bytes(b->opt.type) == 2 ? ((const uint16_t*)data)[i] : ((const uint32_t*)data)[i];
}

/* The elements of this process's ranks that differ from the reference,
 * which follows each element of every global rank through the calls. */
static uint64_t count_wrong(const Bench* b, const Reference* ref, uint64_t elements)
{
    uint32_t v[MAX_RANKS], k, round, r;
    uint64_t wrong = 0, i;
    for (i = 0; i < elements; ++i) {
        for (k = 0; k < ref->ranks; ++k)
            v[k] = input_bits(ref, k, i);
        for (round = 0; round < CHECK_ROUNDS; ++round)
            apply_call(ref, i, v);
        for (r = 0; r < b->rankCount; ++r)
            wrong += read_back(b, r, i) != v[global_rank(b, r)];
    }
    return wrong;
}

/* Uploads the inputs, runs CHECK_ROUNDS calls of `count` through the API
 * under test, as the timed loop runs them, and reads every rank back. The
 * timed iterations then run on the results. */
uint64_t check_collective(Bench* b, uint64_t count)
{
    const uint64_t elements = call_elements(b, count);
    const VkDeviceSize bytes = elements * type_bytes(b->opt.type);
    const Reference ref = reference_of(b, count);
    if (elements == 0)
        return 0;
    fill_inputs(b, &ref, elements);
    transfer_all(b, bytes, 0);
    run_collectives(b, count, CHECK_ROUNDS);
    transfer_all(b, bytes, 1);
    return count_wrong(b, &ref, elements);
}
