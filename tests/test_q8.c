/* Area "q8": the 8-bit wire (VKAR_WIRE_Q8). Every rank's bits against the
 * oracle (tests/reference.h), which quantises apart from the shaders; the
 * error bound vk_allreduce.h states, on data chosen to strain it; what
 * blocks of zeros, infinities and NaNs give; and the calls it refuses. */
#define _POSIX_C_SOURCE 200809L
#include "collectives.h"
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Every rank's bits ---------------------------------------------------- */

/* All-reduce (SUM and AVG) and reduce (SUM) on F32, F16 and BF16 buffers,
 * at 2, 5 and 8 ranks: counts of 1, 31, 33 and 1,027 (across rounds of 256
 * and a partial block) submitted, 200 recorded, in and out of place by
 * turns. op_input's inputs put infinities, NaNs, subnormals and F32's
 * extremes in about half the blocks. */
static int test_q8_bits(void)
{
    static const uint32_t rankCounts[] = { 2, 5, 8 };
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_F16, VKAR_DATA_TYPE_BF16 };
    static const uint64_t counts[] = { 1, 31, 33, 1027, 200 };
    uint32_t r, t, op, n, col;
    for (r = 0; r < sizeof rankCounts / sizeof *rankCounts; ++r) {
        Fixture f;
        CHECK(fixture_open_small_rounds(&f, rankCounts[r], (2 * 1027 + 64) * 4) == 0);
        for (col = REF_ALLREDUCE; col <= REF_REDUCE; ++col)
            for (t = 0; t < 3; ++t)
                for (op = 0; op < (col == REF_ALLREDUCE ? 2u : 1u); ++op)
                    for (n = 0; n < sizeof counts / sizeof *counts; ++n) {
                        CollectiveCase c;
                        memset(&c, 0, sizeof c);
                        c.collective = (RefCollective)col;
                        c.type = types[t];
                        c.op = op ? VKAR_REDUCE_OP_AVG : VKAR_REDUCE_OP_SUM;
                        c.wire = VKAR_WIRE_Q8;
                        c.count = counts[n];
                        c.recorded = c.count == 200;
                        c.inPlace = (n + op + t) % 2 == 0;
                        c.root = (n + t) % rankCounts[r];
                        CHECK(collective_case(&f, &c, NULL, 100000u * r + 1000u * col + 100u * t + 10u * op + n) ==
                              0);
                    }
        fixture_close(&f);
    }
    return 0;
}

/* ---- The error bound ------------------------------------------------------ */

enum { OUTLIER, EQUAL, ALTERNATING, SUBNORMAL, SPREAD, PATTERN_COUNT };
static const char* const k_pattern_names[] = { "one outlier", "all equal", "alternating signs", "subnormals",
                                                "magnitudes 2^-20..2^20" };

/* Element i of rank r's block of `pattern`. */
static float pattern_input(uint32_t pattern, uint32_t r, uint32_t i, uint64_t* state)
{
    const float u = rng_float(state); /* [-1, 1) */
    switch (pattern) {
    case OUTLIER: return i == (r * 7 + 3) % 32 ? 1000.0f * (r % 2 ? -1.0f : 1.0f) : 0.01f * u;
    case EQUAL: return 0.3f + (float)r;
    case ALTERNATING: return (i % 2 ? -1.0f : 1.0f) * (1.0f + 0.5f * u);
    case SUBNORMAL: return (i % 3 == 0 ? 1e-40f : i % 3 == 1 ? 3e-38f : 1.5e-38f) * (u < 0 ? -1.0f : 1.0f);
    default: return u * (float)(1 << (i % 21)) / (float)(1 << 10) * (float)(1 << (i % 11)) / 32.0f;
    }
}

static uint32_t inputs_of(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint32_t* const*)user)[rank][e];
}

static double abs_of(double v)
{
    return v < 0 ? -v : v;
}

/* The bound of VKAR_WIRE_Q8's documentation for element e of a SUM. */
static double q8_bound(const RefCall* call, uint64_t e)
{
    const double n = (double)call->ranks, u = 1.0 / 16777216.0;
    double half_steps = 0, sum_of_magnitudes = 0, step;
    uint32_t r;
    for (r = 0; r < call->ranks; ++r) {
        int s = ref_q8_scale(call, r, e);
        for (step = 1.0; s > 0; --s)
            step *= 2.0;
        for (; s < 0; ++s)
            step *= 0.5;
        half_steps += step / 2;
        sum_of_magnitudes += abs_of((double)bits_float(ref_q8_operand(call, r, e)));
    }
    return half_steps + n / 8.5070591730234616e37 /* 2^-126 */ + (n - 1) * u / (1 - (n - 1) * u) * sum_of_magnitudes;
}

/* At 2 to 8 ranks, 16 blocks of each pattern: every rank holds the
 * oracle's bits, and every element lies within the bound of the exact sum. */
static int test_q8_error_bound(void)
{
    const uint64_t count = 32 * 16 * PATTERN_COUNT;
    uint32_t ranks;
    for (ranks = 2; ranks <= 8; ++ranks) {
        double worst[PATTERN_COUNT] = { 0 };
        uint32_t* in[MAX_RANKS];
        VkarBufferRange ranges[MAX_RANKS];
        VkarCollectiveInfo info;
        RefCall call;
        Fixture f;
        uint64_t e, state = ranks;
        uint32_t k, pattern;
        CHECK(fixture_open(&f, ranks, count * 4) == 0);
        for (k = 0; k < ranks; ++k) {
            in[k] = (uint32_t*)malloc(count * 4);
            CHECK(in[k]);
            for (e = 0; e < count; ++e)
                f.buf[k].words[e] = in[k][e] = float_bits(pattern_input((uint32_t)(e / 512), k, e % 32, &state));
            ranges[k].buffer = f.buf[k].buffer;
            ranges[k].offset = 0;
        }
        memset(&info, 0, sizeof info);
        info.count = count;
        info.wire = VKAR_WIRE_Q8;
        info.pBuffers = ranges;
        CHECK_VK(fixture_submit_info(&f, info, vkarAllreduce));
        CHECK(fixture_finish(&f) == 0);
        call = ref_call(REF_ALLREDUCE, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, ranks, inputs_of, in);
        call.count = count;
        call.wire = VKAR_WIRE_Q8;
        for (e = 0; e < count; ++e) {
            const double got = (double)bits_float(f.buf[0].words[e]), bound = q8_bound(&call, e);
            const uint32_t want = ref_reduce(&call, e);
            double exact = 0;
            for (k = 0; k < ranks; ++k) {
                CHECK(f.buf[k].words[e] == want);
                exact += (double)bits_float(in[k][e]);
            }
            CHECK(abs_of(got - exact) <= bound);
            pattern = (uint32_t)(e / 512);
            worst[pattern] = abs_of(got - exact) / bound > worst[pattern] ? abs_of(got - exact) / bound : worst[pattern];
        }
        printf("    %u ranks, the largest error as a fraction of the bound:", ranks);
        for (pattern = 0; pattern < PATTERN_COUNT; ++pattern)
            printf(" %s %.3f%s", k_pattern_names[pattern], worst[pattern], pattern + 1 < PATTERN_COUNT ? "," : "\n");
        for (k = 0; k < ranks; ++k)
            free(in[k]);
        fixture_close(&f);
    }
    return 0;
}

/* ---- Blocks of zeros, infinities and NaNs -------------------------------- */

/* Block 0 holds an infinity on rank 1, block 1 a NaN on rank 0, block 2
 * zeros of both signs on every rank, block 3 ones: 64 NaNs, then +0, then
 * the rank count, on every rank. */
static int test_q8_specials(void)
{
    static const uint32_t k_inputs[] = { 0x7f800000u, 0x7fc00001u, 0x80000000u };
    VkarBufferRange ranges[MAX_RANKS];
    VkarCollectiveInfo info;
    Fixture f;
    uint32_t k, e;
    CHECK(fixture_open(&f, 3, 128 * 4) == 0);
    for (k = 0; k < 3; ++k) {
        for (e = 0; e < 128; ++e)
            f.buf[k].words[e] = e < 96 ? (e % 2 ? 0u : 0x80000000u) : float_bits(1.0f);
        f.buf[k].words[5] = k == 1 ? k_inputs[0] : float_bits(2.0f);
        f.buf[k].words[40] = k == 0 ? k_inputs[1] : float_bits(2.0f);
        f.buf[k].words[70] = k_inputs[2];
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
    }
    memset(&info, 0, sizeof info);
    info.count = 128;
    info.wire = VKAR_WIRE_Q8;
    info.pBuffers = ranges;
    CHECK_VK(fixture_submit_info(&f, info, vkarAllreduce));
    CHECK(fixture_finish(&f) == 0);
    for (k = 0; k < 3; ++k)
        for (e = 0; e < 128; ++e)
            CHECK(f.buf[k].words[e] == (e < 64 ? 0x7fc00000u : e < 96 ? 0u : float_bits(3.0f)));
    fixture_close(&f);
    return 0;
}

/* ---- Refusals ------------------------------------------------------------- */

/* One call refused with VK_ERROR_VALIDATION_FAILED_EXT and a reason naming
 * the rule, nothing submitted. */
static int expect_refused(Fixture* f, VkarCollectiveInfo info, VkResult (*collective)(VkarComm,
                                                                                       const VkarCollectiveInfo*),
                          const char* reason)
{
    CHECK(fixture_submit_info(f, info, collective) == VK_ERROR_VALIDATION_FAILED_EXT);
    --f->value;
    CHECK(strstr(vkarGetLastError(), reason) != NULL);
    return 0;
}

/* Integer types, ops other than SUM and AVG, TWO_SHOT, and the collectives
 * that move bits or reduce blocks; AUTO resolves to ONE_SHOT; the
 * communicator stays usable. */
static int test_q8_refusals(void)
{
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarCollectiveInfo info;
    Fixture f;
    uint32_t k;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    for (k = 0; k < 2; ++k) {
        ranges[k].buffer = outputs[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        outputs[k].offset = 2048;
    }
    memset(&info, 0, sizeof info);
    info.count = 64;
    info.wire = VKAR_WIRE_Q8;
    info.pBuffers = ranges;
    info.dataType = VKAR_DATA_TYPE_I32;
    CHECK(expect_refused(&f, info, vkarAllreduce, "the 8-bit wire carries F32, F16 and BF16 buffers only") == 0);
    info.dataType = VKAR_DATA_TYPE_F32;
    info.op = VKAR_REDUCE_OP_MAX;
    CHECK(expect_refused(&f, info, vkarAllreduce, "the 8-bit wire sums (op SUM or AVG) only") == 0);
    info.op = VKAR_REDUCE_OP_SUM;
    info.algorithm = VKAR_ALGORITHM_TWO_SHOT;
    CHECK(expect_refused(&f, info, vkarAllreduce, "one round per piece") == 0);
    info.algorithm = VKAR_ALGORITHM_AUTO;
    CHECK(expect_refused(&f, info, vkarBroadcast, "wire VKAR_WIRE_F32 or AUTO") == 0);
    CHECK(expect_refused(&f, info, vkarAllGather, "wire VKAR_WIRE_F32 or AUTO") == 0);
    info.count = 32;
    info.pOutputs = outputs;
    CHECK(expect_refused(&f, info, vkarReduceScatter, "F32 wire") == 0);
    CHECK(vkarResolveWire(f.comm, 1u << 24, VKAR_WIRE_Q8) == VKAR_WIRE_Q8);
    CHECK(vkarResolveAlgorithm(f.comm, 1u << 24, VKAR_WIRE_Q8, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* Across nodes the transport carries F32: the 8-bit wire is refused with
 * VK_ERROR_FEATURE_NOT_PRESENT, nothing submitted, and F32 still sums. */
static int test_q8_across_nodes(void)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo create = comm_info(2, infos);
    VkarBufferRange ranges[MAX_RANKS];
    VkarCollectiveInfo info;
    VkarTransport transport;
    FakeNodes nodes;
    Fixture f;
    uint32_t k;
    memset(&transport, 0, sizeof transport);
    memset(&nodes, 0, sizeof nodes);
    nodes.ranks = 2;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.pUserData = &nodes;
    create.pTransport = &transport;
    CHECK_VK(vkarCreateComm(&create, &f.comm));
    for (k = 0; k < 2; ++k) {
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
    }
    memset(&info, 0, sizeof info);
    info.count = 64;
    info.wire = VKAR_WIRE_Q8;
    info.pBuffers = ranges;
    CHECK(fixture_submit_info(&f, info, vkarAllreduce) == VK_ERROR_FEATURE_NOT_PRESENT);
    --f.value;
    CHECK(strstr(vkarGetLastError(), "the 8-bit wire works within one node only") != NULL);
    CHECK(nodes.calls == 0);
    fill_exact_all(&f, 64, 5);
    nodes.salt = 5;
    nodes.callCount = 64;
    info.wire = VKAR_WIRE_F32;
    CHECK_VK(fixture_submit_info(&f, info, vkarAllreduce));
    CHECK(fixture_finish(&f) == 0);
    CHECK(nodes.calls > 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_q8[] = {
    { "8-bit wire: all-reduce and reduce, sum and avg, f32, f16 and bf16, 2, 5 and 8 ranks, across rounds, both "
      "APIs, every rank the oracle's bits",
      test_q8_bits, TAG_MATRIX },
    { "8-bit wire: within the stated error bound of the exact sum at 2 to 8 ranks (one outlier, all equal, "
      "alternating signs, subnormals, spread magnitudes)",
      test_q8_error_bound, 0 },
    { "8-bit wire: a block with an infinity or a NaN gives NaNs, zeros of either sign +0", test_q8_specials, 0 },
    { "8-bit wire: integer types, other ops, two-shot and the bit-moving collectives refused", test_q8_refusals, 0 },
    { "8-bit wire: refused across nodes, where the transport carries F32", test_q8_across_nodes, 0 },
    { NULL, NULL, 0 },
};
