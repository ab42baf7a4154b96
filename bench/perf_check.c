/* perf_check.c - vkar_perf's check, #wrong (see perf.h): known inputs on
 * every rank, CHECK_ROUNDS calls of the collective under test through the
 * API under test, and every element of every rank's read-back compared bit
 * for bit with the tests' oracle (tests/reference.h), which follows the
 * library's rules, or for point to point with the peer's input element it
 * received. */
#include "perf.h"
#include "../tests/reference.h"

/* Two calls back to back: the second combines the first's results (out
 * of place, moves them on: Bench::pingPong), so a rank that reads a peer's
 * slot from the round before (a stale cache line, a missing wait) is
 * caught, which one round cannot show. */
#define CHECK_ROUNDS 2

/* What the reference needs to know of the calls. */
typedef struct Reference {
    Collective collective;
    VkarDataType type;
    VkarReduceOp op;
    uint32_t root, ranks;
    uint64_t count;  /* the calls' count: a block's elements for a reduce-scatter, all-gather or all-to-all */
    /* The wire of the elements before lastFirst, and from there on: the
     * record API's rounds each resolve AUTO by their own count, so a last,
     * shorter round may take another wire than the full ones. */
    VkarWire wire, lastWire;
    uint64_t lastFirst;
} Reference;

/* ---- The library's rules, through the oracle --------------------------------------- */

static VkarWire element_wire(const Reference* ref, uint64_t i)
{
    return i >= ref->lastFirst ? ref->lastWire : ref->wire;
}

static uint32_t vector_input(const void* user, uint32_t rank, uint64_t element)
{
    (void)element;
    return ((const uint32_t*)user)[rank];
}

/* Every rank's element v[0..N-1] reduced, as the buffer's type. */
static uint32_t reduce_ranks(const Reference* ref, VkarWire wire, const uint32_t* v)
{
    RefCall c = ref_call(REF_ALLREDUCE, ref->type, ref->op, ref->ranks, vector_input, v);
    c.wire = wire;
    return ref_reduce(&c, 0);
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

/* ---- Point to point: where each element comes from ------------------------------- */

/* The element that lands in element *i of global rank *rank's output, as
 * the rank and element of the input it is (both replaced): sendrecv's from
 * rank r - 1, the same element; alltoall's block s of rank p from block p
 * of rank s. */
static void peer_source(const Reference* ref, uint32_t* rank, uint64_t* i)
{
    uint32_t from;
    if (ref->collective == COLL_SEND_RECV) {
        *rank = (*rank + ref->ranks - 1) % ref->ranks;
        return;
    }
    from = (uint32_t)(*i / ref->count);
    *i = (uint64_t)*rank * ref->count + *i % ref->count;
    *rank = from;
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

/* Global rank `rank`'s input at element i. Point to point moves elements
 * without reading them: any word (the low half for 16-bit types), NaNs and
 * subnormals too, which a copy must keep bit for bit. The collectives'
 * combine: random signs and mantissas, so that the order the ranks combine
 * in and each rounding show in the bits, kept where every rule has one
 * answer (no NaN, no subnormal, nothing that makes a PROD NaN) over
 * CHECK_ROUNDS calls at up to 64 ranks:
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
    if (out_of_place(ref->collective))
        return type_bytes(ref->type) == 2 ? h >> 16 : h;
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
    const uint64_t perRound = round_elements(b);
    const int blocked = b->opt.collective == COLL_REDUCE_SCATTER || b->opt.collective == COLL_ALL_GATHER ||
                        b->opt.collective == COLL_ALL_TO_ALL;
    const int pieces = b->opt.api == API_RECORD && !blocked && count > perRound;
    Reference ref;
    memset(&ref, 0, sizeof ref);
    ref.collective = b->opt.collective;
    ref.type = b->opt.type;
    ref.op = b->opt.op;
    ref.root = b->opt.root;
    ref.ranks = global_rank_count(b);
    ref.count = count;
    ref.wire = call_wire(b, pieces ? perRound : count, b->opt.wire);
    ref.lastFirst = pieces ? (count - 1) / perRound * perRound : 0;
    ref.lastWire = call_wire(b, count - ref.lastFirst, b->opt.wire);
    return ref;
}

/* Element i of rank r's staging buffer (an element of the output region
 * from Bench::outputOffset / the type's bytes on). */
static void put_element(const Bench* b, uint32_t r, uint64_t i, uint32_t x)
{
    void* data = b->ranks[r].staging.mapped;
    if (type_bytes(b->opt.type) == 2)
        ((uint16_t*)data)[i] = (uint16_t)x;
    else
        ((uint32_t*)data)[i] = x;
}

static uint32_t read_back(const Bench* b, uint32_t r, uint64_t i)
{
    const void* data = b->ranks[r].staging.mapped;
    return type_bytes(b->opt.type) == 2 ? ((const uint16_t*)data)[i] : ((const uint32_t*)data)[i];
}

/* Every rank's inputs; out of place, its output region too, with what no
 * rank sends (a rank past the last one's inputs), so that an element no
 * call writes shows. */
static void fill_inputs(const Bench* b, const Reference* ref, uint64_t elements)
{
    const uint64_t output = b->outputOffset / type_bytes(ref->type);
    uint32_t r;
    uint64_t i;
    for (r = 0; r < b->rankCount; ++r)
        for (i = 0; i < elements; ++i) {
            put_element(b, r, i, input_bits(ref, global_rank(b, r), i));
            if (out_of_place(ref->collective))
                put_element(b, r, output + i, input_bits(ref, MAX_RANKS + global_rank(b, r), i));
        }
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

/* Element `element` of rank `rank` in a block of the 8-bit wire, as the
 * calls so far left it: Q8Block::v[element][rank]. */
typedef struct Q8Block {
    uint32_t v[32][MAX_RANKS];
} Q8Block;

static uint32_t q8_block_input(const void* user, uint32_t rank, uint64_t element)
{
    return ((const Q8Block*)user)->v[element][rank];
}

/* The 8-bit wire quantises blocks of 32 elements: the reference follows a
 * block of every global rank through the calls (elements past the end of
 * the call are zeros, as its publish reads them). */
static uint64_t count_wrong_q8(const Bench* b, const Reference* ref, uint64_t elements)
{
    Q8Block block, next;
    uint64_t wrong = 0, first, j;
    uint32_t k, round, r;
    for (first = 0; first < elements; first += 32) {
        const uint64_t n = elements - first < 32 ? elements - first : 32;
        RefCall c = ref_call(REF_ALLREDUCE, ref->type, ref->op, ref->ranks, q8_block_input, &block);
        c.count = n;
        c.wire = VKAR_WIRE_Q8;
        for (j = 0; j < n; ++j)
            for (k = 0; k < ref->ranks; ++k)
                block.v[j][k] = input_bits(ref, k, first + j);
        for (round = 0; round < CHECK_ROUNDS; ++round) {
            next = block;
            for (j = 0; j < n; ++j) {
                const uint32_t reduced = ref_reduce(&c, j);
                for (k = 0; k < ref->ranks; ++k)
                    if (ref->collective != COLL_REDUCE || k == ref->root)
                        next.v[j][k] = reduced;
            }
            block = next;
        }
        for (j = 0; j < n; ++j)
            for (r = 0; r < b->rankCount; ++r)
                wrong += read_back(b, r, first + j) != block.v[j][global_rank(b, r)];
    }
    return wrong;
}

/* Out of place, after the ping-pong's CHECK_ROUNDS (two) calls: the
 * elements of this process's ranks that differ from the input element they
 * trace back to, in the output region (the first call's, one step back)
 * and the input region (the second call's, two). */
static uint64_t count_wrong_moved(const Bench* b, const Reference* ref, uint64_t elements)
{
    const uint64_t output = b->outputOffset / type_bytes(ref->type);
    uint64_t wrong = 0, i;
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        for (i = 0; i < elements; ++i) {
            uint32_t rank = global_rank(b, r);
            uint64_t e = i;
            peer_source(ref, &rank, &e);
            wrong += read_back(b, r, output + i) != input_bits(ref, rank, e);
            peer_source(ref, &rank, &e);
            wrong += read_back(b, r, i) != input_bits(ref, rank, e);
        }
    return wrong;
}

/* Copies the regions a call of `bytes` per rank touches between every
 * rank's device buffer and its staging buffer: the input region, and out
 * of place the output region too. */
static void transfer_regions(const Bench* b, VkDeviceSize bytes, int toHost)
{
    transfer_all(b, 0, bytes, toHost);
    if (out_of_place(b->opt.collective))
        transfer_all(b, b->outputOffset, bytes, toHost);
}

/* Uploads the inputs, runs CHECK_ROUNDS calls of `count` through the API
 * under test, as the timed loop runs them, and reads every rank back. The
 * timed iterations then run on the results. */
uint64_t check_collective(Bench* b, uint64_t count)
{
    const uint64_t elements = call_elements(b, count);
    const VkDeviceSize bytes = elements * type_bytes(b->opt.type);
    const Reference ref = reference_of(b, count);
    const int moved = out_of_place(ref.collective);
    if (elements == 0)
        return 0;
    fill_inputs(b, &ref, elements);
    transfer_regions(b, bytes, 0);
    b->pingPong = moved;
    run_collectives(b, count, CHECK_ROUNDS);
    b->pingPong = 0;
    transfer_regions(b, bytes, 1);
    if (moved)
        return count_wrong_moved(b, &ref, elements);
    return ref.wire == VKAR_WIRE_Q8 ? count_wrong_q8(b, &ref, elements) : count_wrong(b, &ref, elements);
}
