/* Area "collectives": the reduction ops and data types, out of place, and
 * the collectives beside the all-reduce (reduce to a root, broadcast,
 * reduce-scatter, all-gather), each against a host reference, bit for bit,
 * in both APIs; and their refusals. */
#define _POSIX_C_SOURCE 200809L
#include "collectives.h"
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Reduction ops and data types ----------------------------------------- */

const VkarDataType k_types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_I32, VKAR_DATA_TYPE_U32 };
const char* const k_type_names[] = { "f32", "f16", "bf16", "i32", "u32" };
const char* const k_op_names[] = { "sum", "prod", "min", "max", "avg" };
/* AUTO stands for the record API in op_case */
static const VkarAlgorithm k_algorithms[] = { VKAR_ALGORITHM_ONE_SHOT, VKAR_ALGORITHM_TWO_SHOT, VKAR_ALGORITHM_AUTO };

static uint32_t words_input(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint32_t* const*)user)[rank][e];
}

uint32_t reduce_words(uint32_t* const* in, uint32_t ranks, uint64_t e, VkarDataType type, VkarReduceOp op,
                      VkarWire wire)
{
    RefCall c = ref_call(REF_ALLREDUCE, type, op, ranks, words_input, in);
    c.wire = wire;
    return ref_reduce(&c, e);
}

/* Inputs that reach every case of an op: floats from [-4, 4) with zeros of
 * both signs, infinities, NaNs, subnormals and values near F32's limits
 * mixed in; integers from the whole 32-bit range with the signed extremes. */
uint32_t op_input(uint64_t* state, VkarDataType type)
{
    static const uint32_t specials[] = { 0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00001u,
                                         0xffa00000u, 0x00000001u, 0x807fffffu, 0x7f7fffffu, 0xff7fffffu,
                                         0x7fffffffu, 0x80000001u, 0xffffffffu, 0x00000002u };
    const uint64_t r = rng_next(state);
    if (r % 16 == 0)
        return specials[(r >> 8) % (sizeof specials / sizeof *specials)];
    if (type != VKAR_DATA_TYPE_F32)
        return (uint32_t)(r >> 17);
    return float_bits(4.0f * rng_float(state));
}

/* One recorded round (the record API) of the call `c`, waited for on the
 * host; `record` is vkarCmdAllreduce, vkarCmdReduce or vkarCmdBroadcast. */
static int run_recorded(Fixture* f, const Call* c,
                        VkResult (*record)(VkarComm, const VkarCmdAllreduceInfo*, VkarRankSubmitInfo*, uint64_t*))
{
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    Recorded rec;
    uint32_t k;
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, c->count, VKAR_WIRE_F32, 0);
    info.dataType = c->type;
    info.op = c->op;
    for (k = 0; k < f->ranks; ++k) {
        outputs[k].buffer = f->buf[k].buffer;
        outputs[k].offset = c->outputOffset;
    }
    info.pOutputs = c->outOfPlace ? outputs : NULL;
    info.root = c->root;
    CHECK_VK(record(f->comm, &info, rec.submits, &rec.round));
    CHECK(submit_pair(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    free_pair(f, &rec);
    return 0;
}

typedef VkResult (*SubmitFn)(VkarComm, const VkarAllreduceInfo*);
typedef VkResult (*RecordFn)(VkarComm, const VkarCmdAllreduceInfo*, VkarRankSubmitInfo*, uint64_t*);

/* `info` through the submit API's `submit`, or where `recorded` as one
 * round of `record` with the same fields, waited for on the host. */
static int run_either(Fixture* f, VkarAllreduceInfo info, int recorded, SubmitFn submit, RecordFn record)
{
    VkarCmdAllreduceInfo cmd;
    Recorded rec;
    if (!recorded) {
        CHECK_VK(fixture_submit_info(f, info, submit));
        return fixture_finish(f);
    }
    begin_pair(f, &rec);
    memset(&cmd, 0, sizeof cmd);
    cmd.count = info.count;
    cmd.wire = info.wire;
    cmd.pBuffers = info.pBuffers;
    cmd.pZero = info.pZero;
    cmd.pOutputs = info.pOutputs;
    cmd.pPublishCommandBuffers = rec.publish;
    cmd.pReduceCommandBuffers = rec.reduce;
    cmd.dataType = info.dataType;
    cmd.op = info.op;
    cmd.root = info.root;
    CHECK_VK(record(f->comm, &cmd, rec.submits, &rec.round));
    CHECK(submit_pair(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    free_pair(f, &rec);
    return 0;
}

/* Every rank gets the reference's bits, for `count` elements of `type`
 * combined with `op` on `wire` through `algorithm` (AUTO here: the record
 * API's one round); `outOfPlace`: into words count.. of each rank's buffer,
 * its input left as it was. */
static int op_case(Fixture* f, VkarDataType type, VkarReduceOp op, VkarWire wire, VkarAlgorithm algorithm,
                   uint64_t count, uint64_t seed, int outOfPlace)
{
    const uint64_t out = outOfPlace ? count : 0;
    uint32_t* in[MAX_RANKS];
    uint64_t e, state = seed;
    uint32_t k;
    Call c;
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(count * 4);
        CHECK(in[k]);
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = in[k][e] = op_input(&state, type);
    }
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = wire;
    c.algorithm = algorithm;
    c.type = type;
    c.op = op;
    c.outOfPlace = outOfPlace;
    c.outputOffset = 4 * out;
    if (algorithm == VKAR_ALGORITHM_AUTO)
        CHECK(run_recorded(f, &c, vkarCmdAllreduce) == 0);
    else
        CHECK(fixture_run(f, &c) == 0);
    for (e = 0; e < count; ++e) {
        const uint32_t want = reduce_words(in, f->ranks, e, type, op, wire);
        for (k = 0; k < f->ranks; ++k) {
            CHECK(!outOfPlace || f->buf[k].words[e] == in[k][e]);
            if (f->buf[k].words[out + e] != want) {
                printf("    %s %s, wire %s, %s, %u ranks: rank %u element %llu is 0x%08x, not 0x%08x\n",
                       k_type_names[type], k_op_names[op], k_wire_names[wire],
                       algorithm == VKAR_ALGORITHM_TWO_SHOT   ? "two-shot"
                       : algorithm == VKAR_ALGORITHM_ONE_SHOT ? "one-shot"
                                                              : "recorded",
                       f->ranks, k,
                       (unsigned long long)e, f->buf[k].words[out + e], want);
                return 1;
            }
        }
    }
    for (k = 0; k < f->ranks; ++k)
        free(in[k]);
    return 0;
}

/* SUM, PROD, MIN, MAX and AVG on F32, I32 and U32 buffers at 2, 3 and 5
 * ranks, one-shot, two-shot and recorded, in place and out of place by
 * turns, F32 buffers on every wire too (the record API: F32's): every rank
 * holds the bits VkarReduceOp defines (NaN, zeros of both signs,
 * subnormals, wrapping integers), which a reference computes on the host. */
static int test_ops_and_types(void)
{
    static const uint32_t rankCounts[] = { 2, 3, 5 };
    const uint64_t count = 2053;
    uint32_t r, t, op, w, a;
    for (r = 0; r < 3; ++r) {
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], 2 * count * 4) == 0);
        for (t = 0; t < 3; ++t)
            for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
                for (w = 0; w < (k_types[t] == VKAR_DATA_TYPE_F32 ? 3u : 1u); ++w)
                    for (a = 0; a < (w == 0 ? 3u : 2u); ++a)
                        CHECK(op_case(&f, k_types[t], (VkarReduceOp)op, k_wires[w], k_algorithms[a], count,
                                      1000u * r + 100u * t + 10u * op + 3u * w + a, (op + a + r) % 2) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- Reduce to a root, and broadcast ------------------------------------- */

/* vkarReduce or vkarBroadcast (`broadcast`) from `root` over the fixture's
 * ranks, through the submit API or recorded, in place or into words
 * count.. of each buffer, which start as a sentinel. */
static int rooted_case(Fixture* f, int broadcast, uint32_t root, int recorded, int outOfPlace, uint64_t seed)
{
    const uint64_t count = 1031, out = outOfPlace ? count : 0;
    const uint32_t sentinel = 0x5eed5eedu;
    uint32_t* in[MAX_RANKS];
    uint64_t e, state = seed;
    uint32_t k;
    Call c;
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(count * 4);
        CHECK(in[k]);
        for (e = 0; e < count; ++e) {
            f->buf[k].words[e] = in[k][e] = op_input(&state, VKAR_DATA_TYPE_F32);
            f->buf[k].words[count + e] = sentinel;
        }
    }
    memset(&c, 0, sizeof c);
    c.count = count;
    c.op = broadcast ? VKAR_REDUCE_OP_SUM : VKAR_REDUCE_OP_MAX;
    c.root = root;
    c.outOfPlace = outOfPlace;
    c.outputOffset = 4 * out;
    c.collective = broadcast ? vkarBroadcast : vkarReduce;
    if (recorded)
        CHECK(run_recorded(f, &c, broadcast ? vkarCmdBroadcast : vkarCmdReduce) == 0);
    else
        CHECK(fixture_run(f, &c) == 0);
    for (k = 0; k < f->ranks; ++k) {
        for (e = 0; e < count; ++e) {
            /* a broadcast moves the root's bits, NaN payloads and subnormals included */
            const uint32_t want = broadcast ? in[root][e]
                                  : k == root
                                      ? reduce_words(in, f->ranks, e, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_MAX, VKAR_WIRE_F32)
                                      : outOfPlace ? sentinel
                                                   : in[k][e];
            CHECK(!outOfPlace || f->buf[k].words[e] == in[k][e]);
            if (f->buf[k].words[out + e] != want) {
                printf("    %s from root %u, %s, %s, %u ranks: rank %u element %llu is 0x%08x, not 0x%08x\n",
                       broadcast ? "broadcast" : "reduce", root, recorded ? "recorded" : "submitted",
                       outOfPlace ? "out of place" : "in place", f->ranks, k, (unsigned long long)e,
                       f->buf[k].words[out + e], want);
                return 1;
            }
        }
    }
    for (k = 0; k < f->ranks; ++k)
        free(in[k]);
    return 0;
}

/* vkarReduce leaves every rank but the root as it was; vkarBroadcast gives
 * every rank the root's bits; both APIs, in place and out of place, first
 * and last roots; and their refusals. */
static int test_reduce_and_broadcast(void)
{
    static const uint32_t rankCounts[] = { 2, 4 };
    VkarBufferRange ranges[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t r, k, variant;
    for (r = 0; r < 2; ++r) {
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], 2 * 1031 * 4) == 0);
        for (variant = 0; variant < 16; ++variant)
            CHECK(rooted_case(&f, variant & 1, variant & 2 ? f.ranks - 1 : 0, (variant >> 2) & 1, (variant >> 3) & 1,
                              100u * r + variant) == 0);
        fixture_close(&f);
    }
    {
        Fixture f;
        CHECK(fixture_open(&f, 3, 4096) == 0);
        memset(&info, 0, sizeof info);
        for (k = 0; k < 3; ++k) {
            ranges[k].buffer = f.buf[k].buffer;
            ranges[k].offset = 0;
        }
        info.count = 10;
        info.pBuffers = ranges;
        info.root = 3;
        CHECK(vkarReduce(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "vkarReduce: root 3 is not below the rank count 3"));
        info.root = 2;
        info.algorithm = VKAR_ALGORITHM_TWO_SHOT;
        CHECK(vkarBroadcast(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT);
        info.algorithm = VKAR_ALGORITHM_AUTO;
        info.wire = VKAR_WIRE_F16;
        CHECK(vkarBroadcast(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "moves the bits as they are"));
        CHECK(vkarReduce(f.comm, &info) == VK_SUCCESS); /* a reduce may take a 16-bit wire */
        CHECK(fixture_finish(&f) == 0);
        CHECK(still_usable(&f) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- Reduce-scatter ------------------------------------------------------ */

/* vkarReduceScatter (or recorded, vkarCmdReduceScatter) of `count`
 * elements per rank with `op` on `type`: each rank's buffer holds N blocks
 * of its input; its block of the result goes in place (its own input
 * block) or after the input. */
static int reduce_scatter_case(Fixture* f, VkarDataType type, VkarReduceOp op, uint64_t count, int recorded,
                               int inPlace, uint64_t seed)
{
    const uint64_t total = count * f->ranks;
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t* in[MAX_RANKS];
    uint64_t e, state = seed;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(total * 4);
        CHECK(in[k]);
        for (e = 0; e < total; ++e)
            f->buf[k].words[e] = in[k][e] = op_input(&state, type);
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 0;
        outputs[k].offset = 4 * (inPlace ? k * count : total);
    }
    memset(&info, 0, sizeof info);
    info.count = count;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    info.dataType = type;
    info.op = op;
    CHECK(run_either(f, info, recorded, vkarReduceScatter, vkarCmdReduceScatter) == 0);
    for (k = 0; k < f->ranks; ++k) {
        const uint64_t out = outputs[k].offset / 4;
        for (e = 0; e < total; ++e) /* the input, but the block an in-place result replaced */
            CHECK((inPlace && e / count == k) || f->buf[k].words[e] == in[k][e]);
        for (e = 0; e < count; ++e) {
            const uint32_t want = reduce_words(in, f->ranks, k * count + e, type, op, VKAR_WIRE_F32);
            if (f->buf[k].words[out + e] != want) {
                printf("    reduce-scatter %s %s, %s, %s, %u ranks: rank %u element %llu is 0x%08x, not 0x%08x\n",
                       k_type_names[type], k_op_names[op], recorded ? "recorded" : "submitted",
                       inPlace ? "in place" : "out of place", f->ranks, k, (unsigned long long)e,
                       f->buf[k].words[out + e], want);
                return 1;
            }
        }
    }
    for (k = 0; k < f->ranks; ++k)
        free(in[k]);
    return 0;
}

/* Rank r gets the reduction of every rank's block r: every op on F32 and
 * I32 at 2 and 3 ranks, both APIs, in place and not, blocks that rounds of
 * 256 elements cut anywhere (the submit API's calls take several); and its
 * refusals. */
static int test_reduce_scatter(void)
{
    static const uint32_t rankCounts[] = { 2, 3 };
    const uint64_t count = 389; /* blocks end mid-round */
    uint32_t r, op, variant;
    for (r = 0; r < 2; ++r) {
        VkarRankInfo infos[MAX_RANKS];
        VkarCommCreateInfo info = comm_info(rankCounts[r], infos);
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], (rankCounts[r] + 1) * count * 4) == 0);
        vkarDestroyComm(f.comm);
        info.maxSlotBytes = 1024;
        CHECK_VK(vkarCreateComm(&info, &f.comm));
        for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
            for (variant = 0; variant < 4; ++variant)
                CHECK(reduce_scatter_case(&f, variant & 1 ? VKAR_DATA_TYPE_I32 : VKAR_DATA_TYPE_F32, (VkarReduceOp)op,
                                          variant & 2 ? 85 : count, variant & 2, (op + variant) % 2 == 0,
                                          10u * op + variant + 100u * r) == 0);
        fixture_close(&f);
    }
    {
        VkarBufferRange ranges[2], outputs[2];
        VkarAllreduceInfo info;
        Fixture f;
        uint32_t k;
        CHECK(fixture_open(&f, 2, 4096) == 0);
        memset(&info, 0, sizeof info);
        for (k = 0; k < 2; ++k) {
            ranges[k].buffer = outputs[k].buffer = f.buf[k].buffer;
            ranges[k].offset = 0;
            outputs[k].offset = 40;
        }
        info.count = 10;
        info.pBuffers = ranges;
        CHECK(vkarReduceScatter(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "pOutputs is NULL"));
        info.pOutputs = outputs; /* rank 1's input is 20 elements: an output at 40 overlaps it */
        CHECK(vkarReduceScatter(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "overlaps the input"));
        outputs[0].offset = 0;
        outputs[1].offset = 80;
        info.wire = VKAR_WIRE_BF16;
        CHECK(vkarReduceScatter(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "F32 wire"));
        CHECK(still_usable(&f) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- All-gather ----------------------------------------------------------- */

/* vkarAllGather (or vkarCmdAllGather) of `count` elements per rank: each
 * rank's output is N blocks after its input, or in place holds its input
 * as its own block. */
static int all_gather_case(Fixture* f, uint64_t count, int recorded, int inPlace, uint64_t seed)
{
    const uint64_t total = count * f->ranks;
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t* in[MAX_RANKS];
    uint64_t e, state = seed;
    uint32_t k, j;
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(count * 4);
        CHECK(in[k]);
        outputs[k].buffer = ranges[k].buffer = f->buf[k].buffer;
        outputs[k].offset = inPlace ? 0 : 4 * count;
        ranges[k].offset = inPlace ? 4 * k * count : 0;
        for (e = 0; e <= total + count; ++e)
            f->buf[k].words[e] = 0x5eed5eedu;
        for (e = 0; e < count; ++e)
            f->buf[k].words[ranges[k].offset / 4 + e] = in[k][e] = op_input(&state, VKAR_DATA_TYPE_F32);
    }
    memset(&info, 0, sizeof info);
    info.count = count;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    CHECK(run_either(f, info, recorded, vkarAllGather, vkarCmdAllGather) == 0);
    for (k = 0; k < f->ranks; ++k) {
        const uint64_t out = outputs[k].offset / 4;
        for (e = 0; e < count && !inPlace; ++e)
            CHECK(f->buf[k].words[e] == in[k][e]);
        for (j = 0; j < f->ranks; ++j)
            for (e = 0; e < count; ++e)
                if (f->buf[k].words[out + j * count + e] != in[j][e]) {
                    printf("    all-gather, %s, %s, %u ranks: rank %u block %u element %llu is 0x%08x, not 0x%08x\n",
                           recorded ? "recorded" : "submitted", inPlace ? "in place" : "out of place", f->ranks, k,
                           j, (unsigned long long)e, f->buf[k].words[out + j * count + e], in[j][e]);
                    return 1;
                }
        CHECK(f->buf[k].words[out + total] == 0x5eed5eedu || inPlace); /* nothing past the blocks */
    }
    for (k = 0; k < f->ranks; ++k)
        free(in[k]);
    return 0;
}

/* Every rank receives every rank's bits in that rank's block: 2 and 3
 * ranks, both APIs, in place and not, inputs that rounds of 256 elements
 * split (the submit API's calls take several); and its refusals. */
static int test_all_gather(void)
{
    static const uint32_t rankCounts[] = { 2, 3 };
    uint32_t r, variant;
    for (r = 0; r < 2; ++r) {
        VkarRankInfo infos[MAX_RANKS];
        VkarCommCreateInfo info = comm_info(rankCounts[r], infos);
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], (rankCounts[r] + 1) * 389 * 4 + 4) == 0);
        vkarDestroyComm(f.comm);
        info.maxSlotBytes = 1024;
        CHECK_VK(vkarCreateComm(&info, &f.comm));
        for (variant = 0; variant < 4; ++variant)
            CHECK(all_gather_case(&f, variant & 2 ? 201 : 389, variant & 2, variant & 1, variant + 10u * r) == 0);
        fixture_close(&f);
    }
    {
        VkarBufferRange ranges[2], outputs[2];
        VkarAllreduceInfo info;
        Fixture f;
        uint32_t k;
        CHECK(fixture_open(&f, 2, 4096) == 0);
        memset(&info, 0, sizeof info);
        for (k = 0; k < 2; ++k) {
            ranges[k].buffer = outputs[k].buffer = f.buf[k].buffer;
            ranges[k].offset = 0;
            outputs[k].offset = 4;
        }
        info.count = 10;
        info.pBuffers = ranges;
        CHECK(vkarAllGather(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "pOutputs is NULL"));
        info.pOutputs = outputs;
        CHECK(vkarAllGather(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "overlaps the input"));
        outputs[0].offset = outputs[1].offset = 40;
        info.wire = VKAR_WIRE_F16;
        CHECK(vkarAllGather(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT &&
              strstr(vkarGetLastError(), "moves the bits as they are"));
        CHECK(still_usable(&f) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- pZero in every collective --------------------------------------------- */

typedef enum ZeroCollective { ZERO_REDUCE, ZERO_BROADCAST, ZERO_REDUCE_SCATTER, ZERO_ALL_GATHER } ZeroCollective;

static const char* const k_zero_names[] = { "reduce", "broadcast", "reduce-scatter", "all-gather" };

static const SubmitFn k_zero_submit[] = { vkarReduce, vkarBroadcast, vkarReduceScatter, vkarAllGather };
static const RecordFn k_zero_record[] = { vkarCmdReduce, vkarCmdBroadcast, vkarCmdReduceScatter, vkarCmdAllGather };

/* What rank k's output must hold at element e, the inputs that pZero
 * zeroes already replaced by zeros in `seen`. */
static uint32_t zero_case_want(ZeroCollective which, uint32_t* const* seen, uint32_t ranks, uint32_t k, uint32_t root,
                               uint64_t count, uint64_t e, uint32_t sentinel)
{
    if (which == ZERO_REDUCE)
        return k == root ? reduce_words(seen, ranks, e, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, VKAR_WIRE_F32) : sentinel;
    if (which == ZERO_BROADCAST)
        return seen[root][e];
    if (which == ZERO_REDUCE_SCATTER)
        return reduce_words(seen, ranks, k * count + e, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, VKAR_WIRE_F32);
    return seen[e / count][e % count];
}

/* One collective with pZero on rank `zeroed`, submitted or recorded: each
 * rank's input (N blocks for a reduce-scatter) at word 0, its output after
 * it, or in place where `inPlace` (a broadcast). */
static int zero_case(Fixture* f, ZeroCollective which, uint32_t zeroed, uint32_t root, int recorded, int inPlace,
                     uint64_t seed)
{
    const uint64_t count = 301, n = f->ranks;
    const uint64_t inCount = which == ZERO_REDUCE_SCATTER ? count * n : count;
    const uint64_t outCount = which == ZERO_ALL_GATHER ? count * n : count;
    const uint64_t out = inPlace ? 0 : inCount;
    const uint32_t sentinel = 0x5eed5eedu;
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    VkBool32 zero[MAX_RANKS];
    uint32_t* in[MAX_RANKS];
    uint32_t* seen[MAX_RANKS];
    uint64_t e, state = seed;
    uint32_t k;
    for (k = 0; k < n; ++k) {
        in[k] = (uint32_t*)malloc(inCount * 4);
        seen[k] = (uint32_t*)calloc(inCount, 4);
        CHECK(in[k] && seen[k]);
        zero[k] = k == zeroed;
        for (e = 0; e < inCount; ++e)
            f->buf[k].words[e] = in[k][e] = op_input(&state, VKAR_DATA_TYPE_F32);
        for (e = inCount; e < inCount + outCount; ++e)
            f->buf[k].words[e] = sentinel;
        if (!zero[k])
            memcpy(seen[k], in[k], inCount * 4);
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 0;
        outputs[k].offset = 4 * out;
    }
    memset(&info, 0, sizeof info);
    info.count = count;
    info.pBuffers = ranges;
    info.pZero = zero;
    info.pOutputs = inPlace ? NULL : outputs;
    info.root = root;
    CHECK(run_either(f, info, recorded, k_zero_submit[which], k_zero_record[which]) == 0);
    for (k = 0; k < n; ++k)
        for (e = 0; e < outCount; ++e) {
            const uint32_t want = inPlace && which == ZERO_REDUCE && k != root
                                      ? in[k][e]
                                      : zero_case_want(which, seen, (uint32_t)n, k, root, count, e, sentinel);
            if (f->buf[k].words[out + e] != want) {
                printf("    %s, pZero on rank %u, root %u, %s, %s: rank %u element %llu is 0x%08x, not 0x%08x\n",
                       k_zero_names[which], zeroed, root, recorded ? "recorded" : "submitted",
                       inPlace ? "in place" : "out of place", k, (unsigned long long)e, f->buf[k].words[out + e],
                       want);
                return 1;
            }
        }
    for (k = 0; k < n; ++k) {
        free(in[k]);
        free(seen[k]);
    }
    return 0;
}

/* pZero takes a rank's input as zeros in every collective, whatever it
 * holds: its share of a reduction (a reduce, a reduce-scatter), its block
 * of an all-gather, a broadcast root's elements (in place too: the root's
 * own buffer then receives the zeros), and nothing where a broadcast's
 * non-root ranks send nothing; 3 ranks, both APIs. */
static int test_zero_in_collectives(void)
{
    uint32_t which, variant;
    Fixture f;
    CHECK(fixture_open(&f, 3, 4 * 301 * 4) == 0);
    for (which = 0; which < 4; ++which)
        for (variant = 0; variant < 4; ++variant) {
            const uint32_t zeroed = variant & 1 ? 2 : 1, root = which == ZERO_BROADCAST && variant & 1 ? 2 : 0;
            CHECK(zero_case(&f, (ZeroCollective)which, zeroed, root, (variant >> 1) & 1, 0, 10u * which + variant) == 0);
        }
    CHECK(zero_case(&f, ZERO_BROADCAST, 1, 1, 0, 1, 50) == 0);
    CHECK(zero_case(&f, ZERO_BROADCAST, 1, 1, 1, 1, 51) == 0);
    CHECK(zero_case(&f, ZERO_REDUCE, 0, 0, 0, 1, 52) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Blocks one descriptor binds ------------------------------------------ */

static uint32_t g_storage_range; /* maxStorageBufferRange as the library reads it */

static VKAPI_ATTR void VKAPI_CALL narrow_properties2(VkPhysicalDevice physical, VkPhysicalDeviceProperties2* props)
{
    vkGetPhysicalDeviceProperties2(physical, props);
    props->properties.limits.maxStorageBufferRange = g_storage_range;
}

static const Intercept k_narrow_storage[] = {
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)narrow_properties2 }, { NULL, NULL } };

/* One all-gather or reduce-scatter of `count` elements per block, each
 * rank's output after its N-block input: refused with `logged`, nothing
 * submitted. */
static int expect_block_refusal(Fixture* f, VkResult (*collective)(VkarComm, const VkarAllreduceInfo*),
                                uint64_t count, const char* logged)
{
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t k;
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 0;
        outputs[k].offset = 4 * count * f->ranks;
    }
    info.count = count;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    CHECK(collective(f->comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT && strstr(vkarGetLastError(), logged));
    return 0;
}

/* A round binds a reduce-scatter's whole output block and an all-gather's
 * N blocks in one descriptor: with maxStorageBufferRange lowered to 16 KiB
 * (two ranks), a 4000-element block and 2 x 2000 gathered are exact, while
 * 4096 and 2 x 2048 (16 KiB, no room for the alignment) are refused with
 * the limit named, the communicator still usable. */
static int test_block_binding(void)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarCommProperties props;
    Fixture f;
    CHECK(fixture_open(&f, 2, 3 * 4096 * 4 + 4) == 0);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    g_storage_range = 16384;
    CHECK_VK(create_intercepted(&info, k_narrow_storage, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.maxElementsPerRound <= 1024); /* the slots shrank with the limit */
    CHECK(reduce_scatter_case(&f, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, 4000, 0, 0, 7) == 0);
    CHECK(all_gather_case(&f, 2000, 0, 0, 8) == 0);
    CHECK(expect_block_refusal(&f, vkarReduceScatter, 4096, "maxStorageBufferRange 16384") == 0);
    CHECK(expect_block_refusal(&f, vkarAllGather, 2048, "more than one descriptor binds") == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- 16-bit buffers --------------------------------------------------------
 * F16 and BF16 buffers under every collective, each half of every rank's
 * buffer compared with an image of what it must hold afterwards: the
 * results, the inputs, and sentinels everywhere else, so a word the kernels
 * share with a neighbour's element must keep that neighbour's half.
 * Ranges start on a word's high half (odd element offsets), counts are odd,
 * and small slots cut the submit API's calls into rounds mid-block. */

const char* const k_half_collectives[] = { "all-reduce", "reduce", "broadcast", "reduce-scatter",
                                                  "all-gather" };

#define HALF_SENTINEL 0x5eedu

static uint16_t* halves_of(Fixture* f, uint32_t k)
{
    return (uint16_t*)(void*)f->buf[k].words;
}

/* A 16-bit float's bits: every NaN, infinity, zero and subnormal among
 * them, or a value from [-4, 4). */
static uint16_t half_input(uint64_t* state, VkarDataType type)
{
    const uint64_t r = rng_next(state);
    const uint32_t f32 = float_bits(4.0f * rng_float(state));
    if (r % 8 == 0)
        return (uint16_t)(r >> 20);
    return (uint16_t)(type == VKAR_DATA_TYPE_F16 ? f32_to_f16(f32) : f32_to_bf16(f32));
}

/* Where rank k's input and output start, in halves: an odd start for both,
 * the output after the input (out of place) or where the collective puts it
 * in place. */
static void half_layout(const HalfCase* c, uint32_t ranks, uint32_t k, uint64_t* pIn, uint64_t* pOut)
{
    const uint64_t base = 3, blocks = c->count * ranks;
    *pIn = base;
    *pOut = base + blocks + 5;
    if (!c->inPlace)
        return;
    *pOut = base;
    if (c->collective == REF_REDUCE_SCATTER)
        *pOut = base + k * c->count;
    if (c->collective == REF_ALL_GATHER)
        *pIn = base + k * c->count;
}

static uint64_t half_input_count(const HalfCase* c, uint32_t ranks)
{
    return c->collective == REF_REDUCE_SCATTER ? c->count * ranks : c->count;
}

static uint64_t half_output_count(const HalfCase* c, uint32_t ranks)
{
    return c->collective == REF_ALL_GATHER ? c->count * ranks : c->count;
}

static uint32_t halves_input(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint16_t* const*)user)[rank][e];
}

/* Output element e of rank k as the collective defines it (the oracle), or
 * -1 where the output keeps what it held (a reduce's other ranks). */
static int32_t half_expected(const HalfCase* c, uint16_t* const* in, uint32_t ranks, uint32_t k, uint64_t e)
{
    RefCall call = ref_call(c->collective, c->type, c->op, ranks, halves_input, in);
    call.root = c->root;
    call.count = c->count;
    return (int32_t)ref_expected(&call, k, e);
}

VkResult (*const k_half_calls[])(VkarComm, const VkarAllreduceInfo*) = {
    vkarAllreduce, vkarReduce, vkarBroadcast, vkarReduceScatter, vkarAllGather
};
static VkResult (*const k_half_records[])(VkarComm, const VkarCmdAllreduceInfo*, VkarRankSubmitInfo*, uint64_t*) = {
    vkarCmdAllreduce, vkarCmdReduce, vkarCmdBroadcast, vkarCmdReduceScatter, vkarCmdAllGather
};

static int run_half_call(Fixture* f, const HalfCase* c, VkarBufferRange* ranges, VkarBufferRange* outputs)
{
    if (c->recorded) {
        VkarCmdAllreduceInfo info;
        Recorded rec;
        uint32_t k;
        VkarBufferRange given[MAX_RANKS];
        for (k = 0; k < f->ranks; ++k)
            given[k] = ranges[k];
        begin_pair(f, &rec);
        info = cmd_info(f, &rec, ranges, c->count, VKAR_WIRE_F32, 0); /* resets the offsets */
        for (k = 0; k < f->ranks; ++k)
            ranges[k] = given[k];
        info.dataType = c->type;
        info.op = c->op;
        info.root = c->root;
        info.pOutputs = outputs;
        CHECK_VK(k_half_records[c->collective](f->comm, &info, rec.submits, &rec.round));
        CHECK(submit_pair(f, &rec) == 0);
        CHECK(fixture_finish(f) == 0);
        free_pair(f, &rec);
    } else {
        VkarAllreduceInfo info;
        memset(&info, 0, sizeof info);
        info.count = c->count;
        info.pBuffers = ranges;
        info.pOutputs = outputs;
        info.dataType = c->type;
        info.op = c->op;
        info.root = c->root;
        info.algorithm = c->algorithm;
        CHECK_VK(fixture_submit_info(f, info, k_half_calls[c->collective]));
        CHECK(fixture_finish(f) == 0);
    }
    return 0;
}

/* One call of c on f's ranks, alone or (n) as one node among others. */
int half_case(Fixture* f, const HalfCase* c, struct OpNodes* n, uint64_t seed)
{
    const uint32_t all = n ? half_nodes_all_ranks(n) : f->ranks, firstLocal = n ? half_nodes_first_rank(n) : 0;
    const uint64_t inCount = half_input_count(c, all), outCount = half_output_count(c, all);
    const uint64_t region = 3 + 2 * c->count * all + 16;
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    uint16_t* in[MAX_RANKS];
    uint16_t* image;
    uint64_t e, state = seed, inFirst, outFirst;
    uint32_t k;
    CHECK(region * 2 <= f->buf[0].bytes);
    if (n)
        half_nodes_call(n, c);
    for (k = 0; k < f->ranks; ++k) {
        uint16_t* h = halves_of(f, k);
        half_layout(c, all, firstLocal + k, &inFirst, &outFirst);
        in[k] = (uint16_t*)malloc(inCount * 2);
        CHECK(in[k]);
        for (e = 0; e < region; ++e)
            h[e] = HALF_SENTINEL;
        for (e = 0; e < inCount; ++e)
            h[inFirst + e] = in[k][e] = half_input(&state, c->type);
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 2 * inFirst;
        outputs[k].offset = 2 * outFirst;
    }
    CHECK(run_half_call(f, c, ranges, c->inPlace && c->collective < REF_REDUCE_SCATTER ? NULL : outputs) == 0);
    image = (uint16_t*)malloc(region * 2);
    CHECK(image);
    for (k = 0; k < f->ranks; ++k) {
        const uint16_t* h = halves_of(f, k);
        half_layout(c, all, firstLocal + k, &inFirst, &outFirst);
        for (e = 0; e < region; ++e)
            image[e] = HALF_SENTINEL;
        for (e = 0; e < inCount; ++e)
            image[inFirst + e] = in[k][e];
        for (e = 0; e < outCount; ++e) {
            const int32_t want = n ? half_nodes_expected(c, in, n, k, e) : half_expected(c, in, f->ranks, k, e);
            if (want >= 0)
                image[outFirst + e] = (uint16_t)want;
        }
        for (e = 0; e < region; ++e)
            if (h[e] != image[e]) {
                printf("    %s %s %s, root %u, %s, %s, count %llu, %u ranks here of %u: rank %u half %llu (input "
                       "from %llu, output from %llu) is 0x%04x, not 0x%04x\n",
                       k_half_collectives[c->collective], c->type == VKAR_DATA_TYPE_F16 ? "f16" : "bf16",
                       k_op_names[c->op], c->root, c->recorded ? "recorded" : "submitted",
                       c->inPlace ? "in place" : "out of place", (unsigned long long)c->count, f->ranks, all, k,
                       (unsigned long long)e, (unsigned long long)inFirst, (unsigned long long)outFirst, h[e],
                       image[e]);
                free(image);
                return 1;
            }
    }
    free(image);
    for (k = 0; k < f->ranks; ++k)
        free(in[k]);
    return 0;
}

/* Every collective on F16 and BF16 at 2, 3 and 4 ranks: every op for the
 * reductions, one-shot and two-shot for the all-reduce, both APIs, in
 * place and out of place, odd counts from odd element offsets, calls cut
 * into rounds of 256 elements. */
static int test_16_bit_buffers(void)
{
    static const uint64_t counts[] = { 301, 61 }; /* submitted (rounds of 256), recorded (one round) */
    uint32_t ranks, col, t, op, variant;
    for (ranks = 2; ranks <= 4; ++ranks) {
        VkarRankInfo infos[MAX_RANKS];
        VkarCommCreateInfo info = comm_info(ranks, infos);
        Fixture f;
        CHECK(fixture_open(&f, ranks, (2 * ranks * 301 + 64) * 2) == 0);
        vkarDestroyComm(f.comm);
        info.maxSlotBytes = 1024;
        CHECK_VK(vkarCreateComm(&info, &f.comm));
        for (col = REF_ALLREDUCE; col <= REF_ALL_GATHER; ++col)
            for (t = 0; t < 2; ++t)
                for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
                    for (variant = 0; variant < 4; ++variant) {
                        HalfCase c;
                        if ((col == REF_BROADCAST || col == REF_ALL_GATHER) && op != VKAR_REDUCE_OP_SUM)
                            continue;
                        memset(&c, 0, sizeof c);
                        c.collective = (RefCollective)col;
                        c.type = t ? VKAR_DATA_TYPE_BF16 : VKAR_DATA_TYPE_F16;
                        c.op = (VkarReduceOp)op;
                        c.recorded = variant & 1;
                        c.inPlace = (variant >> 1) & 1;
                        c.count = counts[c.recorded];
                        c.root = (op + variant) % ranks;
                        c.algorithm = col == REF_ALLREDUCE && !c.recorded && (op + variant) % 4 == 0
                                          ? VKAR_ALGORITHM_TWO_SHOT
                                          : VKAR_ALGORITHM_AUTO;
                        CHECK(half_case(&f, &c, NULL, 1000u * ranks + 100u * col + 10u * op + 2u * t + variant) ==
                              0);
                    }
        fixture_close(&f);
    }
    return 0;
}

/* ---- Zero counts ---------------------------------------------------------- */

/* Count 0 runs every collective's protocol with nothing to move: each
 * call signals, and the buffers keep their bits. */
static int test_zero_counts(void)
{
    static VkResult (*const calls[])(VkarComm, const VkarAllreduceInfo*) = { vkarAllreduce, vkarReduce, vkarBroadcast,
                                                                            vkarReduceScatter, vkarAllGather };
    Fixture f;
    uint32_t i, k;
    CHECK(fixture_open(&f, 3, 4096) == 0);
    fill_exact_all(&f, 100, 7);
    for (i = 0; i < sizeof calls / sizeof *calls; ++i) {
        Call c;
        memset(&c, 0, sizeof c);
        c.collective = calls[i];
        c.root = 2;
        c.outOfPlace = 1;
        c.outputOffset = 2048;
        CHECK(fixture_run(&f, &c) == 0);
    }
    for (k = 0; k < f.ranks; ++k)
        for (i = 0; i < 100; ++i)
            CHECK(f.buf[k].words[i] == float_bits(exact_input(i + 7, k)));
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_collectives[] = {
    { "ops and types: sum, prod, min, max, avg on f32, i32, u32, every wire, one-shot, two-shot, recorded, in and out "
      "of place, exact",
      test_ops_and_types, TAG_MATRIX },
    { "reduce to a root and broadcast: 2 and 4 ranks, both APIs, in and out of place, first and last root, refusals",
      test_reduce_and_broadcast, TAG_SERIAL },
    { "reduce-scatter: every op on f32 and i32, 2 and 3 ranks, both APIs, in and out of place, blocks across rounds",
      test_reduce_scatter, TAG_SERIAL },
    { "all-gather: 2 and 3 ranks, both APIs, in and out of place, inputs across rounds, bits as they are, refusals",
      test_all_gather, TAG_SERIAL },
    { "pZero in every collective: a share, a block, a broadcast root's elements (in place too) taken as zeros, both "
      "APIs",
      test_zero_in_collectives, 0 },
    { "reduce-scatter and all-gather: blocks one descriptor cannot bind refused, those that fit exact",
      test_block_binding, TAG_SERIAL },
    { "16-bit buffers: every collective and op on f16 and bf16, 2 to 4 ranks, both APIs, in and out of place, odd "
      "offsets and counts, neighbouring halves kept",
      test_16_bit_buffers, TAG_MATRIX },
    { "zero counts: every collective signals with nothing to move", test_zero_counts, 0 },
    { NULL, NULL, 0 },
};
