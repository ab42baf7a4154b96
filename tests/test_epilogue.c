/* Area "epilogue": the all-reduce's fused residual add and RMS norm
 * (VkarRmsNormInfo). Every rank's sum, out and h against the oracle
 * (tests/reference.h), bit for bit, in both APIs, across rounds, with h
 * and out apart or in place; and the calls it refuses. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* Where each part of a rank's buffer lies, in elements: the all-reduce's
 * input (the sum, in place), the residual, the weights, out and h, each on
 * a 16-byte boundary. */
typedef struct EpilogueLayout {
    uint64_t sum, residual, weight, out, h, end;
} EpilogueLayout;

typedef struct EpilogueCase {
    VkarDataType type;
    VkarReduceOp op;
    uint32_t rowLength, rows;
    int hMode;    /* 0: not written, 1: apart, 2: over the residual */
    int outOverSum;
    int recorded;
    VkarAlgorithm algorithm; /* the submit API's */
} EpilogueCase;

static uint64_t padded(uint64_t elements)
{
    return (elements + 7) / 8 * 8;
}

static EpilogueLayout layout_of(const EpilogueCase* c)
{
    const uint64_t count = (uint64_t)c->rows * c->rowLength;
    EpilogueLayout l;
    l.sum = 0;
    l.residual = padded(count);
    l.weight = l.residual + padded(count);
    l.out = l.weight + padded(c->rowLength);
    l.h = l.out + padded(count);
    l.end = l.h + padded(count);
    return l;
}

static uint32_t bytes_of(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F32 ? 4 : 2;
}

static uint32_t get(const Fixture* f, uint32_t k, uint64_t e, VkarDataType type)
{
    return bytes_of(type) == 2 ? ((const uint16_t*)(const void*)f->buf[k].words)[e] : f->buf[k].words[e];
}

static void put(Fixture* f, uint32_t k, uint64_t e, VkarDataType type, uint32_t x)
{
    if (bytes_of(type) == 2)
        ((uint16_t*)(void*)f->buf[k].words)[e] = (uint16_t)x;
    else
        f->buf[k].words[e] = x;
}

/* A finite value from [-4, 4) as the type's bits. */
static uint32_t random_element(uint64_t* state, VkarDataType type)
{
    const uint32_t f32 = float_bits(4.0f * rng_float(state));
    if (type == VKAR_DATA_TYPE_F16)
        return f32_to_f16(f32);
    return type == VKAR_DATA_TYPE_BF16 ? f32_to_bf16(f32) : f32;
}

static VkarBufferRange range_at(const Fixture* f, uint32_t k, uint64_t element, VkarDataType type)
{
    VkarBufferRange r;
    r.buffer = f->buf[k].buffer;
    r.offset = element * bytes_of(type);
    return r;
}

static uint32_t inputs_of(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint32_t* const*)user)[rank][e];
}

/* The call of c on f's ranks, through either API. */
static int run_epilogue(Fixture* f, const EpilogueCase* c, const EpilogueLayout* l, VkarRmsNormInfo* rms)
{
    const uint64_t count = (uint64_t)c->rows * c->rowLength;
    VkarBufferRange buffers[MAX_RANKS], residuals[MAX_RANKS], weights[MAX_RANKS], outs[MAX_RANKS], hs[MAX_RANKS];
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        buffers[k] = range_at(f, k, l->sum, c->type);
        residuals[k] = range_at(f, k, l->residual, c->type);
        weights[k] = range_at(f, k, l->weight, c->type);
        outs[k] = range_at(f, k, c->outOverSum ? l->sum : l->out, c->type);
        hs[k] = range_at(f, k, c->hMode == 2 ? l->residual : l->h, c->type);
    }
    memset(rms, 0, sizeof *rms);
    rms->rowLength = c->rowLength;
    rms->epsilon = 1e-5f;
    rms->pResiduals = residuals;
    rms->pWeights = weights;
    rms->pNormOutputs = outs;
    rms->pResidualOutputs = c->hMode ? hs : NULL;
    if (c->recorded) {
        VkarCmdCollectiveInfo info;
        Recorded rec;
        begin_pair(f, &rec);
        info = cmd_info(f, &rec, buffers, count, VKAR_WIRE_F32, 0);
        info.collective.dataType = c->type;
        info.collective.op = c->op;
        info.collective.pRmsNorm = rms;
        CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
        CHECK(submit_pair(f, &rec) == 0);
        CHECK(fixture_finish(f) == 0);
        free_pair(f, &rec);
    } else {
        VkarCollectiveInfo info;
        memset(&info, 0, sizeof info);
        info.count = count;
        info.pBuffers = buffers;
        info.dataType = c->type;
        info.op = c->op;
        info.algorithm = c->algorithm;
        info.pRmsNorm = rms;
        CHECK_VK(fixture_submit_info(f, info, vkarAllreduce));
        CHECK(fixture_finish(f) == 0);
    }
    return 0;
}

/* Rank k's buffer against what the oracle says: the sum, out and h where
 * they go, everything else as it was (`before`). */
static int check_epilogue_rank(const Fixture* f, const EpilogueCase* c, const EpilogueLayout* l, uint32_t k,
                               uint32_t* const* in, const uint32_t* before)
{
    const uint64_t count = (uint64_t)c->rows * c->rowLength;
    RefCall call = ref_call(REF_ALLREDUCE, c->type, c->op, f->ranks, inputs_of, in);
    uint32_t* want = (uint32_t*)malloc(l->end * 4);
    uint32_t *sum = (uint32_t*)malloc(count * 4), *residual = (uint32_t*)malloc(count * 4);
    uint32_t *weight = (uint32_t*)malloc(c->rowLength * 4), *out = (uint32_t*)malloc(count * 4);
    uint32_t* h = (uint32_t*)malloc(count * 4);
    uint64_t e, row;
    int wrong = 0;
    CHECK(want && sum && residual && weight && out && h);
    call.count = count;
    memcpy(want, before, l->end * 4);
    for (e = 0; e < count; ++e) {
        sum[e] = ref_reduce(&call, e);
        residual[e] = before[l->residual + e];
    }
    for (e = 0; e < c->rowLength; ++e)
        weight[e] = before[l->weight + e];
    for (row = 0; row < c->rows; ++row)
        ref_rms_norm(c->type, c->rowLength, 1e-5f, sum + row * c->rowLength, residual + row * c->rowLength, weight,
                     out + row * c->rowLength, h + row * c->rowLength);
    for (e = 0; e < count; ++e) {
        want[l->sum + e] = sum[e];
        if (c->hMode)
            want[(c->hMode == 2 ? l->residual : l->h) + e] = h[e];
        want[(c->outOverSum ? l->sum : l->out) + e] = out[e];
    }
    for (e = 0; e < l->end && !wrong; ++e)
        if (get(f, k, e, c->type) != want[e]) {
            printf("    %s, %s, rows of %u, %u rows, h %s, out %s, %s%s: rank %u element %llu is 0x%x, not 0x%x\n",
                   c->type == VKAR_DATA_TYPE_F32 ? "f32" : c->type == VKAR_DATA_TYPE_F16 ? "f16" : "bf16",
                   c->op == VKAR_REDUCE_OP_AVG ? "avg" : "sum", c->rowLength, c->rows,
                   c->hMode == 0 ? "not written" : c->hMode == 1 ? "apart" : "over the residual",
                   c->outOverSum ? "over the sum" : "apart", c->recorded ? "recorded" : "submitted",
                   c->algorithm == VKAR_ALGORITHM_TWO_SHOT ? ", two-shot" : "", k,
                   (unsigned long long)e, get(f, k, e, c->type), want[e]);
            wrong = 1;
        }
    free(want);
    free(sum);
    free(residual);
    free(weight);
    free(out);
    free(h);
    return wrong;
}

/* One case: every rank's input, residual and weights random (each rank's
 * own), sentinels elsewhere; every rank's buffer checked. */
static int epilogue_case(Fixture* f, const EpilogueCase* c, uint64_t seed)
{
    const EpilogueLayout l = layout_of(c);
    const uint64_t count = (uint64_t)c->rows * c->rowLength;
    uint32_t* in[MAX_RANKS];
    uint32_t* before[MAX_RANKS];
    VkarRmsNormInfo rms;
    uint64_t e, state = seed;
    uint32_t k;
    int failed = 0;
    CHECK(l.end * bytes_of(c->type) <= f->buf[0].bytes);
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(count * 4);
        before[k] = (uint32_t*)malloc(l.end * 4);
        CHECK(in[k] && before[k]);
        for (e = 0; e < l.end; ++e) {
            const int random = (e >= l.residual && e < l.residual + count) || (e >= l.weight && e < l.weight + c->rowLength);
            before[k][e] = random || e < count ? random_element(&state, c->type) : (bytes_of(c->type) == 2 ? 0x5eedu : 0x5eed5eedu);
            put(f, k, e, c->type, before[k][e]);
        }
        memcpy(in[k], before[k], count * 4);
    }
    CHECK(run_epilogue(f, c, &l, &rms) == 0);
    for (k = 0; k < f->ranks && !failed; ++k)
        failed = check_epilogue_rank(f, c, &l, k, in, before[k]);
    for (k = 0; k < f->ranks; ++k) {
        free(in[k]);
        free(before[k]);
    }
    return failed;
}

/* F32, F16 and BF16, SUM and AVG, at 2 and 3 ranks; rows of 1 to 1,000
 * elements (16-bit: even), calls across rounds of 256 elements; h not
 * written, apart or over the residual (two-shot); out apart or over the
 * sum; both APIs (the record API's calls of one round). */
static int test_epilogue_bits(void)
{
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_F16, VKAR_DATA_TYPE_BF16 };
    static const uint32_t rowLengths[][4] = { { 1, 7, 300, 1000 }, { 2, 6, 300, 1000 } };
    static const uint32_t rowCounts[] = { 40, 3, 2, 1 };
    uint32_t ranks, t, n, variant;
    for (ranks = 2; ranks <= 3; ++ranks) {
        Fixture f;
        CHECK(fixture_open_small_rounds(&f, ranks, 6 * 4096 * 4) == 0);
        for (t = 0; t < 3; ++t)
            for (n = 0; n < 4; ++n)
                for (variant = 0; variant < 3; ++variant) {
                    EpilogueCase c;
                    memset(&c, 0, sizeof c);
                    c.type = types[t];
                    c.op = (n + variant) % 2 ? VKAR_REDUCE_OP_AVG : VKAR_REDUCE_OP_SUM;
                    c.rowLength = rowLengths[t != 0][n];
                    c.rows = rowCounts[n];
                    c.hMode = (int)variant;
                    c.outOverSum = (n + t) % 2;
                    c.recorded = variant == 1 && c.rows * c.rowLength <= 256;
                    c.algorithm = variant == 2 ? VKAR_ALGORITHM_TWO_SHOT : VKAR_ALGORITHM_AUTO;
                    CHECK(epilogue_case(&f, &c, 1000u * ranks + 100u * t + 10u * n + variant) == 0);
                }
        fixture_close(&f);
    }
    return 0;
}

/* One call refused with `code` and a reason containing `reason`, nothing
 * submitted. */
static int expect_epilogue_refused(Fixture* f, VkarCollectiveInfo info, VkResult (*call)(VkarComm, const VkarCollectiveInfo*),
                                   VkResult code, const char* reason)
{
    CHECK(fixture_submit_info(f, info, call) == code);
    --f->value;
    CHECK(strstr(vkarGetLastError(), reason) != NULL);
    return 0;
}

/* Each rule of VkarRmsNormInfo broken in turn; then a good call. */
static int test_epilogue_refusals(void)
{
    VkarBufferRange buffers[MAX_RANKS], residuals[MAX_RANKS], weights[MAX_RANKS], outs[MAX_RANKS];
    VkarRmsNormInfo rms;
    VkarCollectiveInfo info;
    Fixture f;
    uint32_t k;
    CHECK(fixture_open(&f, 2, 4096 * 4) == 0);
    for (k = 0; k < 2; ++k) {
        buffers[k] = range_at(&f, k, 0, VKAR_DATA_TYPE_F32);
        residuals[k] = range_at(&f, k, 1024, VKAR_DATA_TYPE_F32);
        weights[k] = range_at(&f, k, 2048, VKAR_DATA_TYPE_F32);
        outs[k] = range_at(&f, k, 3072, VKAR_DATA_TYPE_F32);
    }
    memset(&rms, 0, sizeof rms);
    rms.rowLength = 64;
    rms.epsilon = 1e-6f;
    rms.pResiduals = residuals;
    rms.pWeights = weights;
    rms.pNormOutputs = outs;
    memset(&info, 0, sizeof info);
    info.count = 256;
    info.pBuffers = buffers;
    info.pRmsNorm = &rms;
    CHECK(expect_epilogue_refused(&f, info, vkarReduce, VK_ERROR_VALIDATION_FAILED_EXT, "an all-reduce only") == 0);
    info.dataType = VKAR_DATA_TYPE_I32;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "F32, F16 and BF16") == 0);
    info.dataType = VKAR_DATA_TYPE_F32;
    info.op = VKAR_REDUCE_OP_MAX;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "op SUM or AVG") == 0);
    info.op = VKAR_REDUCE_OP_SUM;
    info.count = 250;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "divide count") == 0);
    info.count = 256;
    info.dataType = VKAR_DATA_TYPE_F16;
    rms.rowLength = 63;
    info.count = 252;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "even number") == 0);
    rms.rowLength = 64;
    info.count = 256;
    residuals[1].offset = 2 * 1025;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "inside a word") == 0);
    residuals[1].offset = 4 * 1024;
    info.dataType = VKAR_DATA_TYPE_F32;
    rms.epsilon = -1.0f;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "epsilon") == 0);
    rms.epsilon = 1e-6f;
    rms.pWeights = NULL;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "are required") == 0);
    rms.pWeights = weights;
    outs[0].offset = 4 * 2000;
    CHECK(expect_epilogue_refused(&f, info, vkarAllreduce, VK_ERROR_VALIDATION_FAILED_EXT, "overlaps the weights") ==
          0);
    outs[0].offset = 4 * 3072;
    fill_exact_all(&f, 256, 3);
    CHECK_VK(fixture_submit_info(&f, info, vkarAllreduce));
    CHECK(fixture_finish(&f) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_epilogue[] = {
    { "fused epilogue: sum + residual, RMS norm and weights after the all-reduce, f32, f16 and bf16, sum and avg, "
      "2 and 3 ranks, rows of 1 to 1,000, across rounds, one-shot and two-shot, h and out apart or in place, both APIs, "
      "the oracle's bits",
      test_epilogue_bits, TAG_MATRIX },
    { "fused epilogue: every rule of VkarRmsNormInfo refused, nothing submitted, then a call that runs",
      test_epilogue_refusals, 0 },
    { NULL, NULL, 0 },
};
