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

/* ---- One call of any collective, checked element by element ----------------
 * The driver of every table below (and of test_collectives_nodes.c's): each
 * rank's buffer holds sentinels, its input, and after the call what the
 * oracle (tests/reference.h) says its output holds; every element of the
 * region, neighbours of 16-bit elements included, is compared with that
 * image. Ranges start at an odd element, the output after the input's
 * blocks, or in place where the collective puts it. */

const char* const k_collective_names[] = { "all-reduce", "reduce", "broadcast", "reduce-scatter", "all-gather" };

VkResult (*const k_collective_calls[])(VkarComm, const VkarCollectiveInfo*) = {
    vkarAllreduce, vkarReduce, vkarBroadcast, vkarReduceScatter, vkarAllGather
};
static VkResult (*const k_collective_records[])(VkarComm, const VkarCmdCollectiveInfo*, VkarRankSubmitInfo*,
                                                uint64_t*) = {
    vkarCmdAllreduce, vkarCmdReduce, vkarCmdBroadcast, vkarCmdReduceScatter, vkarCmdAllGather
};

static uint32_t element_bytes(const CollectiveCase* c)
{
    return c->type == VKAR_DATA_TYPE_F16 || c->type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

static uint32_t element_at(const Fixture* f, uint32_t k, uint64_t e, uint32_t bytes)
{
    return bytes == 2 ? ((const uint16_t*)(const void*)f->buf[k].words)[e] : f->buf[k].words[e];
}

static void set_element(Fixture* f, uint32_t k, uint64_t e, uint32_t bytes, uint32_t value)
{
    if (bytes == 2)
        ((uint16_t*)(void*)f->buf[k].words)[e] = (uint16_t)value;
    else
        f->buf[k].words[e] = value;
}

/* Elements of a rank's input and output: a reduce-scatter's input and an
 * all-gather's output hold N blocks. */
static uint64_t input_count(const CollectiveCase* c, uint32_t ranks)
{
    return c->count * (c->collective == REF_REDUCE_SCATTER ? ranks : 1);
}

static uint64_t output_count(const CollectiveCase* c, uint32_t ranks)
{
    return c->count * (c->collective == REF_ALL_GATHER ? ranks : 1);
}

/* Where rank k's input and output start, in elements: an odd start for
 * both, the output after the input (out of place) or where the collective
 * puts it in place. */
static void case_layout(const CollectiveCase* c, uint32_t ranks, uint32_t k, uint64_t* pIn, uint64_t* pOut)
{
    const uint64_t base = 3;
    *pIn = base;
    *pOut = base + input_count(c, ranks) + 5;
    if (!c->inPlace)
        return;
    *pOut = base;
    if (c->collective == REF_REDUCE_SCATTER)
        *pOut = base + k * c->count;
    if (c->collective == REF_ALL_GATHER)
        *pIn = base + k * c->count;
}

uint64_t case_region(const CollectiveCase* c, uint32_t ranks)
{
    return 3 + input_count(c, ranks) + 5 + output_count(c, ranks) + 16;
}

static uint32_t inputs_of(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint32_t* const*)user)[rank][e];
}

/* Output element e of rank k as the collective defines it, from `seen`
 * (the inputs, zeros where pZero takes them so), or -1 where the output
 * keeps what it held (a reduce's other ranks). */
static int64_t case_expected(const CollectiveCase* c, uint32_t* const* seen, uint32_t ranks, uint32_t k, uint64_t e)
{
    RefCall call = ref_call(c->collective, c->type, c->op, ranks, inputs_of, seen);
    call.root = c->root;
    call.count = c->count;
    call.wire = c->wire;
    return ref_expected(&call, k, e);
}

static int run_case_call(Fixture* f, const CollectiveCase* c, VkarBufferRange* ranges, VkarBufferRange* outputs,
                         const VkBool32* zero)
{
    if (c->recorded) {
        VkarBufferRange given[MAX_RANKS];
        VkarCmdCollectiveInfo info;
        Recorded rec;
        uint32_t k;
        for (k = 0; k < f->ranks; ++k)
            given[k] = ranges[k];
        begin_pair(f, &rec);
        info = cmd_info(f, &rec, ranges, c->count, c->wire, 0); /* resets the offsets */
        for (k = 0; k < f->ranks; ++k)
            ranges[k] = given[k];
        info.collective.dataType = c->type;
        info.collective.op = c->op;
        info.collective.root = c->root;
        info.collective.pOutputs = outputs;
        info.collective.pZero = zero;
        CHECK_VK(k_collective_records[c->collective](f->comm, &info, rec.submits, &rec.round));
        CHECK(submit_pair(f, &rec) == 0);
        CHECK(fixture_finish(f) == 0);
        free_pair(f, &rec);
    } else {
        VkarCollectiveInfo info;
        memset(&info, 0, sizeof info);
        info.count = c->count;
        info.wire = c->wire;
        info.pBuffers = ranges;
        info.pOutputs = outputs;
        info.pZero = zero;
        info.dataType = c->type;
        info.op = c->op;
        info.root = c->root;
        info.algorithm = c->algorithm;
        CHECK_VK(fixture_submit_info(f, info, k_collective_calls[c->collective]));
        CHECK(fixture_finish(f) == 0);
    }
    return 0;
}

static void print_mismatch(const Fixture* f, const CollectiveCase* c, uint32_t all, uint32_t k, uint64_t e,
                           uint64_t inFirst, uint64_t outFirst, uint32_t got, uint32_t want)
{
    printf("    %s %s %s, wire %s, root %u, pZero 0x%x, %s, %s, count %llu, %u ranks here of %u: rank %u element %llu "
           "(input from %llu, output from %llu) is 0x%0*x, not 0x%0*x\n",
           k_collective_names[c->collective], k_type_names[c->type], k_op_names[c->op], k_wire_names[c->wire], c->root,
           c->zeroed, c->recorded ? "recorded" : c->algorithm == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "submitted",
           c->inPlace ? "in place" : "out of place", (unsigned long long)c->count, f->ranks, all, k,
           (unsigned long long)e, (unsigned long long)inFirst, (unsigned long long)outFirst,
           (int)element_bytes(c) * 2, got, (int)element_bytes(c) * 2, want);
}

/* Rank k's buffer against its image: sentinels, its input, and the
 * expected output over it. */
static int check_rank(const Fixture* f, const CollectiveCase* c, struct OpNodes* n, uint32_t* const* in,
                      uint32_t* const* seen, uint32_t all, uint32_t k, uint32_t* image)
{
    const uint32_t bytes = element_bytes(c), sentinel = bytes == 2 ? 0x5eedu : 0x5eed5eedu;
    const uint64_t region = case_region(c, all), inCount = input_count(c, all), outCount = output_count(c, all);
    uint64_t e, inFirst, outFirst;
    case_layout(c, all, (n ? nodes_first_rank(n) : 0) + k, &inFirst, &outFirst);
    for (e = 0; e < region; ++e)
        image[e] = sentinel;
    for (e = 0; e < inCount; ++e)
        image[inFirst + e] = in[k][e];
    for (e = 0; e < outCount; ++e) {
        const int64_t want = n ? nodes_expected(c, seen, n, k, e) : case_expected(c, seen, f->ranks, k, e);
        if (want >= 0)
            image[outFirst + e] = (uint32_t)want;
    }
    for (e = 0; e < region; ++e)
        if (element_at(f, k, e, bytes) != image[e]) {
            print_mismatch(f, c, all, k, e, inFirst, outFirst, element_at(f, k, e, bytes), image[e]);
            return 1;
        }
    return 0;
}

/* One call of c on f's ranks, alone or (n) as one node among others. */
int collective_case(Fixture* f, const CollectiveCase* c, struct OpNodes* n, uint64_t seed)
{
    const uint32_t all = n ? nodes_all_ranks(n) : f->ranks, firstLocal = n ? nodes_first_rank(n) : 0;
    const uint32_t bytes = element_bytes(c), sentinel = bytes == 2 ? 0x5eedu : 0x5eed5eedu;
    const uint64_t inCount = input_count(c, all), region = case_region(c, all);
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkBool32 zero[MAX_RANKS];
    uint32_t* in[MAX_RANKS];
    uint32_t* seen[MAX_RANKS];
    uint32_t* image = (uint32_t*)malloc(region * 4);
    uint64_t e, state = seed, inFirst, outFirst;
    uint32_t k;
    int failed = 0;
    CHECK(image && region * bytes <= f->buf[0].bytes && (!n || !c->zeroed));
    if (n)
        nodes_call(n, c);
    for (k = 0; k < f->ranks; ++k) {
        case_layout(c, all, firstLocal + k, &inFirst, &outFirst);
        in[k] = (uint32_t*)malloc(inCount * 4);
        seen[k] = (uint32_t*)calloc(inCount ? inCount : 1, 4);
        CHECK(in[k] && seen[k]);
        zero[k] = (c->zeroed >> k) & 1;
        for (e = 0; e < region; ++e)
            set_element(f, k, e, bytes, sentinel);
        for (e = 0; e < inCount; ++e) {
            in[k][e] = bytes == 2 ? half_input(&state, c->type) : op_input(&state, c->type);
            set_element(f, k, inFirst + e, bytes, in[k][e]);
            seen[k][e] = zero[k] ? 0 : in[k][e];
        }
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = bytes * inFirst;
        outputs[k].offset = bytes * outFirst;
    }
    CHECK(run_case_call(f, c, ranges, c->inPlace && c->collective < REF_REDUCE_SCATTER ? NULL : outputs,
                        c->zeroed ? zero : NULL) == 0);
    for (k = 0; k < f->ranks && !failed; ++k)
        failed = check_rank(f, c, n, in, seen, all, k, image);
    free(image);
    for (k = 0; k < f->ranks; ++k) {
        free(in[k]);
        free(seen[k]);
    }
    return failed;
}

/* ---- Reduction ops and data types ----------------------------------------- */

/* SUM, PROD, MIN, MAX and AVG on F32, I32 and U32 buffers at 2, 3 and 5
 * ranks, one-shot, two-shot and recorded, in place and out of place by
 * turns, F32 buffers on every wire too (the record API: F32's): every rank
 * holds the bits VkarReduceOp defines (NaN, zeros of both signs,
 * subnormals, wrapping integers), which the oracle computes on the host. */
static int test_ops_and_types(void)
{
    static const uint32_t rankCounts[] = { 2, 3, 5 };
    const uint64_t count = 2053;
    uint32_t r, t, op, w, a;
    for (r = 0; r < 3; ++r) {
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], (2 * count * rankCounts[r] + 19) * 4) == 0);
        for (t = 0; t < 3; ++t)
            for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
                for (w = 0; w < (k_types[t] == VKAR_DATA_TYPE_F32 ? 3u : 1u); ++w)
                    for (a = 0; a < (w == 0 ? 3u : 2u); ++a) {
                        CollectiveCase c;
                        memset(&c, 0, sizeof c);
                        c.collective = REF_ALLREDUCE;
                        c.type = k_types[t];
                        c.op = (VkarReduceOp)op;
                        c.wire = k_wires[w];
                        c.algorithm = a == 1 ? VKAR_ALGORITHM_TWO_SHOT : VKAR_ALGORITHM_ONE_SHOT;
                        c.recorded = a == 2;
                        c.count = count;
                        c.inPlace = (op + a + r) % 2 == 0;
                        CHECK(collective_case(&f, &c, NULL, 1000u * r + 100u * t + 10u * op + 3u * w + a) == 0);
                    }
        fixture_close(&f);
    }
    return 0;
}

/* ---- Reduce to a root, and broadcast ------------------------------------- */

/* vkarReduce leaves every rank but the root as it was; vkarBroadcast gives
 * every rank the root's bits (NaN payloads and subnormals included); both
 * APIs, in place and out of place, first and last roots; and their
 * refusals. */
static int test_reduce_and_broadcast(void)
{
    static const uint32_t rankCounts[] = { 2, 4 };
    VkarBufferRange ranges[MAX_RANKS];
    VkarCollectiveInfo info;
    uint32_t r, k, variant;
    for (r = 0; r < 2; ++r) {
        Fixture f;
        CHECK(fixture_open(&f, rankCounts[r], (2 * 1031 * rankCounts[r] + 19) * 4) == 0);
        for (variant = 0; variant < 16; ++variant) {
            CollectiveCase c;
            memset(&c, 0, sizeof c);
            c.collective = variant & 1 ? REF_BROADCAST : REF_REDUCE;
            c.op = variant & 1 ? VKAR_REDUCE_OP_SUM : VKAR_REDUCE_OP_MAX;
            c.root = variant & 2 ? f.ranks - 1 : 0;
            c.recorded = (variant >> 2) & 1;
            c.inPlace = !((variant >> 3) & 1);
            c.count = 1031;
            CHECK(collective_case(&f, &c, NULL, 100u * r + variant) == 0);
        }
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

/* ---- Reduce-scatter and all-gather ---------------------------------------- */

/* Rank r gets the reduction of every rank's block r: every op on F32 and
 * I32 at 2 and 3 ranks, both APIs, in place and not, blocks that rounds of
 * 256 elements cut anywhere (the submit API's calls take several); and its
 * refusals. */
static int test_reduce_scatter(void)
{
    static const uint32_t rankCounts[] = { 2, 3 };
    uint32_t r, op, variant;
    for (r = 0; r < 2; ++r) {
        Fixture f;
        CHECK(fixture_open_small_rounds(&f, rankCounts[r], (2 * 389 * rankCounts[r] + 19) * 4) == 0);
        for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
            for (variant = 0; variant < 4; ++variant) {
                CollectiveCase c;
                memset(&c, 0, sizeof c);
                c.collective = REF_REDUCE_SCATTER;
                c.type = variant & 1 ? VKAR_DATA_TYPE_I32 : VKAR_DATA_TYPE_F32;
                c.op = (VkarReduceOp)op;
                c.count = variant & 2 ? 85 : 389; /* blocks end mid-round; the record API's one round */
                c.recorded = (variant >> 1) & 1;
                c.inPlace = (op + variant) % 2 == 0;
                CHECK(collective_case(&f, &c, NULL, 10u * op + variant + 100u * r) == 0);
            }
        fixture_close(&f);
    }
    {
        VkarBufferRange ranges[2], outputs[2];
        VkarCollectiveInfo info;
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

/* Every rank receives every rank's bits in that rank's block: 2 and 3
 * ranks, both APIs, in place and not, inputs that rounds of 256 elements
 * split (the submit API's calls take several); and its refusals. */
static int test_all_gather(void)
{
    static const uint32_t rankCounts[] = { 2, 3 };
    uint32_t r, variant;
    for (r = 0; r < 2; ++r) {
        Fixture f;
        CHECK(fixture_open_small_rounds(&f, rankCounts[r], (2 * 389 * rankCounts[r] + 19) * 4) == 0);
        for (variant = 0; variant < 4; ++variant) {
            CollectiveCase c;
            memset(&c, 0, sizeof c);
            c.collective = REF_ALL_GATHER;
            c.count = variant & 2 ? 201 : 389;
            c.recorded = (variant >> 1) & 1;
            c.inPlace = variant & 1;
            CHECK(collective_case(&f, &c, NULL, variant + 10u * r) == 0);
        }
        fixture_close(&f);
    }
    {
        VkarBufferRange ranges[2], outputs[2];
        VkarCollectiveInfo info;
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

/* pZero takes a rank's input as zeros in every collective, whatever it
 * holds: its share of a reduction (a reduce, a reduce-scatter), its block
 * of an all-gather, a broadcast root's elements (in place too: the root's
 * own buffer then receives the zeros), and nothing where a broadcast's
 * non-root ranks send nothing; 3 ranks, both APIs. */
static int test_zero_in_collectives(void)
{
    static const struct {
        RefCollective collective;
        uint32_t zeroed, root;
        int inPlace;
    } extra[] = { { REF_BROADCAST, 1, 1, 1 }, { REF_REDUCE, 0, 0, 1 } };
    uint32_t col, variant, i;
    Fixture f;
    CHECK(fixture_open(&f, 3, (2 * 301 * 3 + 19) * 4) == 0);
    for (col = REF_REDUCE; col <= REF_ALL_GATHER; ++col)
        for (variant = 0; variant < 4; ++variant) {
            CollectiveCase c;
            memset(&c, 0, sizeof c);
            c.collective = (RefCollective)col;
            c.count = 301;
            c.zeroed = variant & 1 ? 4u : 2u;
            c.root = col == REF_BROADCAST && variant & 1 ? 2 : 0;
            c.recorded = (variant >> 1) & 1;
            CHECK(collective_case(&f, &c, NULL, 10u * col + variant) == 0);
        }
    for (i = 0; i < 2 * (sizeof extra / sizeof *extra); ++i) {
        CollectiveCase c;
        memset(&c, 0, sizeof c);
        c.collective = extra[i / 2].collective;
        c.count = 301;
        c.zeroed = 1u << extra[i / 2].zeroed;
        c.root = extra[i / 2].root;
        c.inPlace = extra[i / 2].inPlace;
        c.recorded = i % 2;
        CHECK(collective_case(&f, &c, NULL, 50u + i) == 0);
    }
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
static int expect_block_refusal(Fixture* f, VkResult (*collective)(VkarComm, const VkarCollectiveInfo*),
                                uint64_t count, const char* logged)
{
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarCollectiveInfo info;
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
    CHECK(fixture_open(&f, 2, (2 * 4000 * 2 + 19) * 4) == 0);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    g_storage_range = 16384;
    CHECK_VK(create_intercepted(&info, k_narrow_storage, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.maxElementsPerRound <= 1024); /* the slots shrank with the limit */
    {
        CollectiveCase c;
        memset(&c, 0, sizeof c);
        c.collective = REF_REDUCE_SCATTER;
        c.count = 4000;
        CHECK(collective_case(&f, &c, NULL, 7) == 0);
        c.collective = REF_ALL_GATHER;
        c.count = 2000;
        CHECK(collective_case(&f, &c, NULL, 8) == 0);
    }
    CHECK(expect_block_refusal(&f, vkarReduceScatter, 4096, "maxStorageBufferRange 16384") == 0);
    CHECK(expect_block_refusal(&f, vkarAllGather, 2048, "more than one descriptor binds") == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- 16-bit buffers --------------------------------------------------------
 * F16 and BF16 buffers under every collective: collective_case compares
 * each half, so a word the kernels share with a neighbour's element must
 * keep that neighbour's half. Ranges start on a word's high half (odd
 * element offsets), counts are odd, and small slots cut the submit API's
 * calls into rounds mid-block. */

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
                        CollectiveCase c;
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
                        CHECK(collective_case(&f, &c, NULL,
                                              1000u * ranks + 100u * col + 10u * op + 2u * t + variant) == 0);
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
    static VkResult (*const calls[])(VkarComm, const VkarCollectiveInfo*) = { vkarAllreduce, vkarReduce, vkarBroadcast,
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
