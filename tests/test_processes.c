/* Area "processes": ranks in several processes (Linux; elsewhere refused). */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "processes.h"
#include "suite.h"

#include <string.h>
#ifndef _WIN32 /* the tests of ranks in several processes start child processes */
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;
#endif

/* ---- Ranks in several processes ------------------------------------------ */

#ifdef _WIN32
/* Linux only: the id and the create-info are refused. */
static int test_processes_refused_here(void)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(1, infos);
    const uint32_t global = 0;
    VkarMultiProcessInfo mp;
    VkarUniqueId id;
    CHECK(vkarGetUniqueId(&id) == VK_ERROR_FEATURE_NOT_PRESENT);
    memset(&mp, 0, sizeof mp);
    strcpy(mp.uniqueId.text, "/vkar-test");
    mp.globalRankCount = 1;
    mp.pGlobalRanks = &global;
    info.pMultiProcess = &mp;
    return expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "need Linux");
}
#else

/* A communicator over processes (VkarCommCreateInfo::pMultiProcess): the
 * suite's process holds one part and starts the others as children, this
 * binary again with `--process SCENARIO ID INDEX`, each with its own
 * instance and lavapipe devices. Every process makes every global rank's
 * inputs, so each checks its own ranks' sums against the emulation of all
 * of them, bit for bit. */

/* Two processes of one rank each, and three holding four ranks out of order. */
static const Layout k_two_processes = { 2, 2, { 1, 1, 0 }, { { 0 }, { 1 } } };
static const Layout k_three_processes = { 3, 4, { 2, 1, 1 }, { { 3, 0 }, { 1 }, { 2 } } };
#define PROCESS_SLOT_BYTES 4096 /* 1024 elements a round */

/* A scenario's name may start with a rule its processes' devices import
 * under (take_rule): "amdgpu:", amdgpu's userptr rule in every process,
 * refused in both vkAllocateMemory and vkGetMemoryHostPointerPropertiesEXT;
 * "amdgpu1:", the same rule in process 1 only and in vkAllocateMemory only,
 * as RADV applies it; "nohost1:", process 1's devices import no host
 * memory at all. */
typedef struct Rule {
    int copied;                  /* the slots are copied through the host, in every process */
    uint32_t refusedRank;        /* the global rank every process's log names; UINT32_MAX: any */
    const Intercept* intercepts; /* this process's; NULL: none */
} Rule;
static Rule g_rule;

static VKAPI_ATTR VkResult VKAPI_CALL refuse_host_memory(VkDevice device, const VkMemoryAllocateInfo* info,
                                                         const VkAllocationCallbacks* allocator, VkDeviceMemory* memory)
{
    const VkBaseInStructure* next;
    for (next = (const VkBaseInStructure*)info->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT)
            return VK_ERROR_INVALID_EXTERNAL_HANDLE;
    return vkAllocateMemory(device, info, allocator, memory);
}

static const Intercept k_no_host_memory[] = { { "vkAllocateMemory", (PFN_vkVoidFunction)refuse_host_memory },
                                              { NULL, NULL } };

/* Sets g_rule for process `index` from the scenario's prefix; returns the
 * scenario without it. */
static const char* take_rule(const char* scenario, uint32_t index)
{
    memset(&g_rule, 0, sizeof g_rule);
    if (strncmp(scenario, "amdgpu:", 7) == 0) {
        g_rule.copied = 1;
        g_rule.refusedRank = UINT32_MAX;
        g_rule.intercepts = amdgpu_rule_intercepts(1);
        return scenario + 7;
    }
    if (strncmp(scenario, "amdgpu1:", 8) == 0) {
        g_rule.copied = 1;
        g_rule.refusedRank = 1;
        g_rule.intercepts = index == 1 ? amdgpu_rule_intercepts(0) : NULL;
        return scenario + 8;
    }
    if (strncmp(scenario, "nohost1:", 8) == 0) {
        g_rule.intercepts = index == 1 ? k_no_host_memory : NULL;
        return scenario + 8;
    }
    return scenario;
}

/* The path creation chose, which every process must have chosen, and why
 * it said it did; `refusals`: amdgpu_rule_refusals() before creation. */
static int check_slot_path(const Fixture* f, int refusals)
{
    VkarCommProperties props;
    char named[80];
    vkarGetCommProperties(f->comm, &props);
    CHECK(props.slotsCopiedThroughHost == (g_rule.copied ? VK_TRUE : VK_FALSE));
    if (!g_rule.copied)
        return 0;
    snprintf(named, sizeof named, "the shared mapping cannot be imported by global rank ");
    if (g_rule.refusedRank != UINT32_MAX)
        snprintf(named, sizeof named, "the shared mapping cannot be imported by global rank %u (", g_rule.refusedRank);
    CHECK(recent_log_contains(named));
    CHECK(recent_log_contains("imports only private anonymous memory (amdgpu's userptr rule); slots are copied "
                              "through the host"));
    if (g_rule.intercepts) {
        CHECK(amdgpu_rule_refusals() > refusals);
        CHECK(recent_log_contains("where private anonymous memory imports: its driver refuses host memory with a "
                                  "file behind it"));
    }
    return 0;
}

static uint64_t g_process_timeout_ns; /* VkarCommCreateInfo::timeoutNanoseconds; 0: the default */

/* Process `index`'s communicator of layout l, into f (no buffers yet). */
static VkResult create_process_comm(Fixture* f, const Layout* l, uint32_t index, const VkarUniqueId* id,
                                    VkDeviceSize maxSlotBytes)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(l->rankCounts[index], infos);
    VkarMultiProcessInfo mp;
    memset(f, 0, sizeof *f);
    memset(&mp, 0, sizeof mp);
    mp.uniqueId = *id;
    mp.globalRankCount = l->globalRankCount;
    mp.pGlobalRanks = l->globalRanks[index];
    info.pMultiProcess = &mp;
    info.maxSlotBytes = maxSlotBytes;
    info.timeoutNanoseconds = g_process_timeout_ns;
    /* the bridge polls rather than block in vkWaitSemaphores (see poll_timelines) */
    info.spinMicroseconds = 1000000;
    f->ranks = l->rankCounts[index];
    return g_rule.intercepts ? create_intercepted(&info, g_rule.intercepts, &f->comm) : vkarCreateComm(&info, &f->comm);
}

static int create_process_buffers(Fixture* f)
{
    uint32_t i;
    for (i = 0; i < f->ranks; ++i) {
        CHECK(buffer_create(&f->buf[i], i, 3000 * 4) == 0);
        f->sem[i] = timeline_create(i, 0);
    }
    return 0;
}

static int fixture_open_process(Fixture* f, const Layout* l, uint32_t index, const VkarUniqueId* id,
                                VkDeviceSize maxSlotBytes, VkResult expected)
{
    const int refusals = amdgpu_rule_refusals();
    CHECK(create_process_comm(f, l, index, id, maxSlotBytes) == expected);
    if (expected != VK_SUCCESS)
        return 0;
    CHECK(check_slot_path(f, refusals) == 0);
    return create_process_buffers(f);
}

/* Waits, polling, for every rank's timeline to reach f->value, after
 * poll_sums: a blocking host wait woken by the bridge's release meets
 * Debian 12's layer stall (harness.c, wait_for_event). */
int poll_timelines(Fixture* f)
{
    const double end = now_seconds() + 120.0;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        while (timeline_value(k, f->sem[k]) < f->value)
            if (now_seconds() > end || (sleep_ms(1), 0))
                return 1;
    return 0;
}

/* Waits, polling host memory, until every rank's buffer holds `expected`
 * (or 30 s pass: the caller's comparison then fails), then 10 ms more: what
 * wait_for_event in harness.c does with an event, for the same layer stall,
 * with a longer settle for three processes sharing two cores. Only then
 * does the caller query a timeline (poll_timelines). */
static void poll_sums(const Fixture* f, const uint32_t* expected, uint64_t count)
{
    const double end = now_seconds() + 30.0;
    uint32_t k = 0;
    while (k < f->ranks && now_seconds() < end)
        if (memcmp((const void*)f->buf[k].words, expected, count * 4) == 0)
            ++k;
        else
            sleep_ms(1);
    sleep_ms(10);
}

/* Global rank g's input for call `seed`: random, with subnormals, NaNs,
 * infinities and values F16 rounds to infinity mixed in. */
uint32_t process_input(uint32_t seed, uint32_t g, uint64_t e)
{
    static const uint32_t specials[] = { 0x00000001u, 0x80400000u, 0x7fc00001u, 0xff800000u, 0x477ff000u,
                                         0x387fc000u, 0x33000001u, 0x80000000u };
    uint64_t state = 0x9e3779b97f4a7c15ull ^ ((uint64_t)seed << 40) ^ ((uint64_t)g << 32) ^ e;
    const uint64_t r = rng_next(&state);
    return r % 16 == 0 ? specials[(r >> 8) % 8] : float_bits(rng_float(&state) * 300.0f);
}

/* One call on this process's ranks with call `seed`'s inputs, checked
 * against the emulation of every global rank. */
static int process_call(Fixture* f, const Layout* l, uint32_t index, uint32_t seed, Call c, const VkBool32* globalZero)
{
    uint32_t* in[4];
    uint32_t* expected = (uint32_t*)calloc(c.count + 1, 4);
    VkBool32 zero[MAX_RANKS];
    uint32_t k, g;
    uint64_t e;
    for (g = 0; g < l->globalRankCount; ++g) {
        in[g] = (uint32_t*)calloc(c.count + 1, 4);
        for (e = 0; e < c.count; ++e)
            in[g][e] = process_input(seed, g, e);
    }
    emulate(in, l->globalRankCount, 0, c.count, vkarResolveWire(f->comm, c.count, c.wire), globalZero, expected);
    for (k = 0; k < f->ranks; ++k) {
        memcpy(f->buf[k].words, in[l->globalRanks[index][k]], c.count * 4);
        zero[k] = globalZero && globalZero[l->globalRanks[index][k]];
    }
    c.zero = globalZero ? zero : NULL;
    CHECK_VK(fixture_submit(f, &c));
    for (k = 0; c.waits && k < f->ranks; ++k) { /* gates opened 300 ms on: nothing ran */
        CHECK(timeline_value(k, f->sem[k]) < f->value);
        CHECK(memcmp(f->buf[k].words, in[l->globalRanks[index][k]], c.count * 4) == 0);
    }
    poll_sums(f, expected, c.count);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, c.count * 4) == 0);
    for (g = 0; g < l->globalRankCount; ++g)
        free(in[g]);
    free(expected);
    return 0;
}

/* The fused epilogue's values (VkarRmsNormInfo), finite: part 0 the
 * inputs, 1 the residual, 2 the weights, of global rank g. */
static uint32_t epilogue_value(uint32_t part, uint32_t g, uint64_t e)
{
    uint64_t state = 0x2545f4914f6cdd1dull ^ ((uint64_t)part << 48) ^ ((uint64_t)g << 32) ^ e;
    return float_bits(4.0f * rng_float(&state));
}

static uint32_t epilogue_input(const void* user, uint32_t g, uint64_t e)
{
    (void)user;
    return epilogue_value(0, g, e);
}

/* The fused epilogue across processes, one-shot and two-shot: F32, 2 rows
 * of 300; every rank's sum, out and h against the oracle over every
 * global rank's inputs, with its own residual and weights. */
static int process_epilogue(Fixture* f, const Layout* l, uint32_t index)
{
    enum { ROW = 300, COUNT = 2 * ROW, RESIDUAL = COUNT, WEIGHT = 2 * COUNT, OUT = WEIGHT + ROW, HS = OUT + COUNT };
    VkarBufferRange buffers[MAX_RANKS], residuals[MAX_RANKS], weights[MAX_RANKS], outs[MAX_RANKS], hs[MAX_RANKS];
    RefCall call = ref_call(REF_ALLREDUCE, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, l->globalRankCount, epilogue_input,
                            NULL);
    uint32_t sum[COUNT], out[COUNT], h[COUNT];
    VkarRmsNormInfo rms;
    VkarAllreduceInfo info;
    uint32_t k, g, a, row;
    uint64_t e;
    CHECK(HS + COUNT <= 3000);
    call.count = COUNT;
    for (e = 0; e < COUNT; ++e)
        sum[e] = ref_reduce(&call, e);
    memset(&rms, 0, sizeof rms);
    rms.rowLength = ROW;
    rms.epsilon = 1e-5f;
    rms.pResiduals = residuals;
    rms.pWeights = weights;
    rms.pNormOutputs = outs;
    rms.pResidualOutputs = hs;
    for (a = VKAR_ALGORITHM_ONE_SHOT; a <= VKAR_ALGORITHM_TWO_SHOT; ++a) {
        for (k = 0; k < f->ranks; ++k) {
            uint32_t* w = f->buf[k].words;
            g = l->globalRanks[index][k];
            for (e = 0; e < COUNT; ++e) {
                w[e] = epilogue_value(0, g, e);
                w[RESIDUAL + e] = epilogue_value(1, g, e);
                w[OUT + e] = w[HS + e] = 0x5eed5eedu;
            }
            for (e = 0; e < ROW; ++e)
                w[WEIGHT + e] = epilogue_value(2, g, e);
            buffers[k].buffer = residuals[k].buffer = weights[k].buffer = outs[k].buffer = hs[k].buffer =
                f->buf[k].buffer;
            buffers[k].offset = 0;
            residuals[k].offset = 4 * RESIDUAL;
            weights[k].offset = 4 * WEIGHT;
            outs[k].offset = 4 * OUT;
            hs[k].offset = 4 * HS;
        }
        memset(&info, 0, sizeof info);
        info.count = COUNT;
        info.pBuffers = buffers;
        info.dataType = VKAR_DATA_TYPE_F32;
        info.op = VKAR_REDUCE_OP_SUM;
        info.algorithm = (VkarAlgorithm)a;
        info.pRmsNorm = &rms;
        CHECK_VK(fixture_submit_info(f, info, vkarAllreduce));
        poll_sums(f, sum, COUNT);
        CHECK(poll_timelines(f) == 0);
        CHECK(fixture_finish(f) == 0);
        for (k = 0; k < f->ranks; ++k) {
            const uint32_t* w = f->buf[k].words;
            for (row = 0; row < 2; ++row)
                ref_rms_norm(VKAR_DATA_TYPE_F32, ROW, 1e-5f, sum + row * ROW, w + RESIDUAL + row * ROW, w + WEIGHT,
                             out + row * ROW, h + row * ROW);
            CHECK(memcmp(w, sum, sizeof sum) == 0);
            CHECK(memcmp(w + OUT, out, sizeof out) == 0 && memcmp(w + HS, h, sizeof h) == 0);
        }
    }
    return 0;
}

/* The record API across processes: one round, exact sums. */
static int process_record_round(Fixture* f, const Layout* l, uint32_t index)
{
    enum { COUNT = 500 };
    uint32_t expected[COUNT];
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    Recorded rec;
    uint32_t k, g, e;
    for (e = 0; e < COUNT; ++e) {
        float sum = 0.0f;
        for (g = 0; g < l->globalRankCount; ++g)
            sum += exact_input(e, g);
        expected[e] = float_bits(sum);
        for (k = 0; k < f->ranks; ++k)
            f->buf[k].words[e] = float_bits(exact_input(e, l->globalRanks[index][k]));
    }
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, COUNT, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    for (k = 0; k < f->ranks; ++k)
        vkCmdPipelineBarrier(rec.reduce[k], VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 0,
                             NULL, 0, NULL, 0, NULL);
    CHECK(submit_pair(f, &rec) == 0);
    poll_sums(f, expected, COUNT);
    CHECK(poll_timelines(f) == 0);
    free_pair(f, &rec);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, sizeof expected) == 0);
    return 0;
}

/* A broadcast from the last global rank, then an all-gather in place, across
 * the processes: every rank holds the root's bits, then every global
 * rank's bits in that rank's block. */
static int process_collectives(Fixture* f, const Layout* l, uint32_t index)
{
    enum { COUNT = 600 };
    const uint32_t n = l->globalRankCount, root = l->globalRankCount - 1;
    uint32_t* expected = (uint32_t*)calloc((size_t)COUNT * n, 4);
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t k, g, e;
    Call c;
    CHECK(expected && n * COUNT <= 3000);
    for (e = 0; e < COUNT; ++e)
        expected[e] = process_input(91, root, e);
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < COUNT; ++e)
            f->buf[k].words[e] = process_input(91, l->globalRanks[index][k], e);
    memset(&c, 0, sizeof c);
    c.count = COUNT;
    c.root = root;
    c.collective = vkarBroadcast;
    CHECK_VK(fixture_submit(f, &c));
    poll_sums(f, expected, COUNT);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, COUNT * 4) == 0);

    for (g = 0; g < n; ++g)
        for (e = 0; e < COUNT; ++e)
            expected[g * COUNT + e] = process_input(92, g, e);
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        g = l->globalRanks[index][k];
        memcpy(f->buf[k].words + g * COUNT, expected + g * COUNT, COUNT * 4);
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 4 * g * COUNT;
        outputs[k].offset = 0;
    }
    info.count = COUNT;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    CHECK_VK(fixture_submit_info(f, info, vkarAllGather));
    poll_sums(f, expected, (uint64_t)COUNT * n);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, (size_t)COUNT * n * 4) == 0);
    free(expected);
    return 0;
}

/* An I32 MIN all-reduce, then a BF16 all-gather of an odd count out of
 * place (blocks that start mid-word), across the processes. */
static int process_typed_collectives(Fixture* f, const Layout* l, uint32_t index)
{
    enum { COUNT = 301 };
    const uint32_t n = l->globalRankCount;
    uint32_t* expected = (uint32_t*)calloc((size_t)COUNT * n, 4);
    uint16_t* halves = (uint16_t*)(void*)expected;
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t k, g, e;
    Call c;
    CHECK(expected);
    for (e = 0; e < COUNT; ++e)
        for (g = 0; g < n; ++g)
            if (g == 0 || (int32_t)process_input(93, g, e) < (int32_t)expected[e])
                expected[e] = process_input(93, g, e);
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < COUNT; ++e)
            f->buf[k].words[e] = process_input(93, l->globalRanks[index][k], e);
    memset(&c, 0, sizeof c);
    c.count = COUNT;
    c.type = VKAR_DATA_TYPE_I32;
    c.op = VKAR_REDUCE_OP_MIN;
    CHECK_VK(fixture_submit(f, &c));
    poll_sums(f, expected, COUNT);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, COUNT * 4) == 0);

    memset(expected, 0, (size_t)COUNT * n * 4);
    for (g = 0; g < n; ++g)
        for (e = 0; e < COUNT; ++e)
            halves[g * COUNT + e] = (uint16_t)f32_to_bf16(process_input(94, g, e));
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        uint16_t* own = (uint16_t*)(void*)f->buf[k].words;
        g = l->globalRanks[index][k];
        memset(f->buf[k].words, 0, (size_t)COUNT * (n + 1) * 2 + 4);
        memcpy(own + COUNT * n + 2, halves + g * COUNT, COUNT * 2);
        ranges[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        ranges[k].offset = 2 * (COUNT * n + 2);
        outputs[k].offset = 0;
    }
    info.count = COUNT;
    info.dataType = VKAR_DATA_TYPE_BF16;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    CHECK_VK(fixture_submit_info(f, info, vkarAllGather));
    poll_sums(f, expected, (uint64_t)COUNT * n / 2);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k) /* and the half after the blocks is still zero */
        CHECK(memcmp(f->buf[k].words, expected, (size_t)COUNT * n * 2 + 2) == 0);
    free(expected);
    return 0;
}

/* Every process's part of the "bits" scenario: every wire (the 8-bit one
 * one-shot), both algorithms,
 * calls split into rounds, pZero on global rank 1, waits signalled 50 ms
 * after the call, a round of the record API, a broadcast and an
 * all-gather, then point to point (process_p2p, tests/processes_p2p.c). */
static int process_bits(const Layout* l, uint32_t index, const VkarUniqueId* id)
{
    static const VkBool32 zeroOne[4] = { VK_FALSE, VK_TRUE, VK_FALSE, VK_FALSE };
    static const uint64_t counts[] = { 1, 777, 3000 };
    VkarCommProperties props;
    Gates gates;
    Fixture f;
    Call c;
    uint32_t seed = 0, w, a, n;
    g_process_timeout_ns = 60 * SECOND; /* three processes joining under a sanitizer on a busy machine take > 10 s */
    CHECK(fixture_open_process(&f, l, index, id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.globalRankCount == l->globalRankCount && props.rankCount == l->rankCounts[index]);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE && props.maxElementsPerRound == PROCESS_SLOT_BYTES / 4);
    memset(&c, 0, sizeof c);
    for (w = 0; w < 3; ++w)
        for (a = 1; a <= 2; ++a)
            for (n = 0; n < 3; ++n) {
                c.count = counts[n];
                c.wire = k_wires[w];
                c.algorithm = (VkarAlgorithm)a;
                CHECK(process_call(&f, l, index, ++seed, c, NULL) == 0);
            }
    for (n = 0; n < 3; ++n) {
        c.count = counts[n];
        c.wire = VKAR_WIRE_Q8;
        c.algorithm = VKAR_ALGORITHM_AUTO;
        CHECK(process_call(&f, l, index, ++seed, c, NULL) == 0);
    }
    c.wire = VKAR_WIRE_BF16;
    c.algorithm = VKAR_ALGORITHM_TWO_SHOT;
    c.count = 2000;
    CHECK(process_call(&f, l, index, ++seed, c, zeroOne) == 0);
    gates_open(&gates, f.ranks);
    c.waits = gates.waits;
    gates_open_later(&gates, 300);
    CHECK(process_call(&f, l, index, ++seed, c, NULL) == 0);
    gates_close(&gates);
    CHECK(process_record_round(&f, l, index) == 0);
    CHECK(process_collectives(&f, l, index) == 0);
    CHECK(process_typed_collectives(&f, l, index) == 0);
    CHECK(process_p2p(&f, l, index) == 0);
    CHECK(process_epilogue(&f, l, index) == 0);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    fixture_close(&f);
    return 0;
}

/* A file both processes of a scenario know: a signal from one to the other. */
static void signal_path(const VkarUniqueId* id, char* path, size_t size)
{
    snprintf(path, size, "/tmp/%s.go", id->text + 1);
}

static int wait_for_signal(const VkarUniqueId* id)
{
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    const double end = now_seconds() + 60.0;
    signal_path(id, path, sizeof path);
    while (access(path, F_OK) != 0 && now_seconds() < end)
        sleep_ms(5);
    return unlink(path) == 0 ? 0 : 1;
}

static void send_signal(const VkarUniqueId* id)
{
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    FILE* file;
    signal_path(id, path, sizeof path);
    file = fopen(path, "w");
    if (file)
        fclose(file);
}

/* "die", "leave" and "abort": after one call together, process 1 dies or
 * destroys its communicator, and process 0's next call is released over
 * meaningless sums; or process 1 aborts while that call waits for it. The
 * communicator of process 0 is then lost, naming global rank 1. */
static int process_loss(const char* how, uint32_t index, const VkarUniqueId* id, pid_t child)
{
    const Layout* l = &k_two_processes;
    const int abort = strcmp(how, "abort") == 0;
    VkarCommStatus status;
    Fixture f;
    Call c;
    int wstatus;
    CHECK(fixture_open_process(&f, l, index, id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    memset(&c, 0, sizeof c);
    c.count = 100;
    CHECK(process_call(&f, l, index, 1, c, NULL) == 0);
    if (index == 1) {
        if (strcmp(how, "die") == 0)
            raise(SIGKILL);
        if (abort) {
            CHECK(wait_for_signal(id) == 0);
            vkarAbortComm(f.comm);
        }
        fixture_close(&f);
        return 0;
    }
    if (abort) {
        CHECK_VK(fixture_submit(&f, &c));
        send_signal(id);
    }
    CHECK(waitpid(child, &wstatus, 0) == child);
    CHECK(strcmp(how, "die") == 0 ? WIFSIGNALED(wstatus) : WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0);
    if (!abort)
        CHECK_VK(fixture_submit(&f, &c));
    CHECK(poll_timelines(&f) == 0);
    CHECK(fixture_finish(&f) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRank == 1 && status.failedRound == 2);
    CHECK(recent_log_contains(abort ? "global rank 1's process failed at round 2" : "global rank 1's process is gone"));
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    --f.value;
    fixture_close(&f);
    return 0;
}

/* "mismatch": process 1 asks for other slots than process 0 made; both fail. */
static int process_mismatch(uint32_t index, const VkarUniqueId* id)
{
    Fixture f;
    CHECK(fixture_open_process(&f, &k_two_processes, index, id, PROCESS_SLOT_BYTES * (index + 1),
                               VK_ERROR_INITIALIZATION_FAILED) == 0);
    CHECK(recent_log_contains(index == 0 ? "another process failed to join" : "must be the same in every process"));
    return 0;
}

/* "fail" under "nohost1:": process 1's devices import neither the mapping
 * nor private memory, so its creation fails, and process 0's at once, not
 * after the timeout. */
static int process_no_host_memory(uint32_t index, const VkarUniqueId* id)
{
    const double start = now_seconds();
    Fixture f;
    g_process_timeout_ns = 60 * SECOND; /* "at once": well within it, under a sanitizer on a busy machine too */
    CHECK(fixture_open_process(&f, &k_two_processes, index, id, PROCESS_SLOT_BYTES,
                               index == 1 ? VK_ERROR_INVALID_EXTERNAL_HANDLE : VK_ERROR_INITIALIZATION_FAILED) == 0);
    CHECK(recent_log_contains(index == 1 ? "and importing private memory failed too"
                                         : "another process failed to join"));
    CHECK(now_seconds() - start < 20.0);
    return 0;
}

/* ---- A peer that writes garbage over the mapping --------------------------
 * Process 2 of three ("hostile-join", "hostile-rounds") maps the object
 * itself and overwrites the header and its own rank's record with random
 * bytes (the layout from the header's own size words), as a peer with a
 * wild pointer would: before the others have all joined, or after two
 * calls together. Every other process must end with a lost communicator or
 * exact sums: no crash, no sanitizer report, no wait past the timeout. */

#define HOSTILE_TIMEOUT_NS (10 * SECOND) /* three processes under a sanitizer join in seconds */

/* Maps the object named by id (waiting for its creator), or NULL. */
static unsigned char* map_object(const VkarUniqueId* id, size_t* pBytes)
{
    const double end = now_seconds() + 30.0;
    struct stat st;
    void* p = MAP_FAILED;
    int fd = -1;
    while (fd < 0 && now_seconds() < end)
        if ((fd = shm_open(id->text, O_RDWR, 0600)) < 0)
            sleep_ms(1);
    while (fd >= 0 && fstat(fd, &st) == 0 && st.st_size < 4096 && now_seconds() < end)
        sleep_ms(1);
    if (fd >= 0 && fstat(fd, &st) == 0 && st.st_size >= 4096)
        p = mmap(NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (fd >= 0)
        close(fd);
    *pBytes = p == MAP_FAILED ? 0 : (size_t)st.st_size;
    return p == MAP_FAILED ? NULL : (unsigned char*)p;
}

/* Random bytes over the header and global rank g's record of the mapping
 * at p, whose layout its creator has written (or that of a moment ago). */
static int write_garbage(unsigned char* p, uint32_t g, uint64_t seed, size_t* pLayout)
{
    size_t headerBytes, rankBytes, i;
    uint64_t state = seed;
    if (!pLayout[0]) {
        const double end = now_seconds() + 30.0;
        while (p[0] == 0 && now_seconds() < end) /* the magic, stored last */
            sleep_ms(1);
        memcpy(&pLayout[0], p + 8, sizeof *pLayout); /* vkar__SharedHeader::headerBytes */
        memcpy(&pLayout[1], p + 16, sizeof *pLayout); /* ::sharedRankBytes */
    }
    headerBytes = pLayout[0];
    rankBytes = pLayout[1];
    CHECK(headerBytes >= 64 && headerBytes < 4096 && rankBytes >= 8 && rankBytes < 256);
    for (i = 0; i < headerBytes; ++i)
        p[i] = (unsigned char)rng_next(&state);
    for (i = 0; i < rankBytes; ++i)
        p[headerBytes + g * rankBytes + i] = (unsigned char)rng_next(&state);
    printf("    process 2: random bytes over the header and its record (seed 0x%llx)\n", (unsigned long long)seed);
    return 0;
}

/* Call `seed` on this process's ranks, each given global rank g's inputs;
 * with `expected`, whether every rank's sums are the emulation's (else 1). */
static int hostile_call(Fixture* f, const Layout* l, uint32_t index, uint32_t seed, int* pExact)
{
    uint32_t* in[3];
    uint32_t expected[700];
    uint32_t k, g;
    uint64_t e;
    Call c;
    VkResult res;
    memset(&c, 0, sizeof c);
    c.count = 700;
    for (g = 0; g < l->globalRankCount; ++g) {
        in[g] = (uint32_t*)calloc(c.count, 4);
        for (e = 0; e < c.count; ++e)
            in[g][e] = process_input(seed, g, e);
    }
    emulate(in, l->globalRankCount, 0, c.count, VKAR_WIRE_F32, NULL, expected);
    for (k = 0; k < f->ranks; ++k)
        memcpy(f->buf[k].words, in[l->globalRanks[index][k]], c.count * 4);
    for (g = 0; g < l->globalRankCount; ++g)
        free(in[g]);
    res = fixture_submit(f, &c);
    *pExact = 0;
    if (res != VK_SUCCESS) {
        --f->value;
        return res == VK_ERROR_DEVICE_LOST ? 0 : 1;
    }
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    *pExact = 1;
    for (k = 0; k < f->ranks; ++k)
        *pExact &= memcmp(f->buf[k].words, expected, c.count * 4) == 0;
    return 0;
}

static int hostile_victim(const Layout* l, uint32_t index, const VkarUniqueId* id, int atJoin)
{
    const double start = now_seconds();
    VkarCommStatus status;
    Fixture f;
    uint32_t call;
    int exact;
    g_process_timeout_ns = HOSTILE_TIMEOUT_NS;
    if (create_process_comm(&f, l, index, id, PROCESS_SLOT_BYTES) != VK_SUCCESS) {
        /* refused at join, within the timeout, and said why */
        printf("    process %u: creation failed: %s\n", index, vkarGetLastError());
        CHECK(atJoin && f.comm == VK_NULL_HANDLE && *vkarGetLastError() != '\0');
        CHECK(now_seconds() - start < 5.0 + HOSTILE_TIMEOUT_NS / 1e9);
        return 0;
    }
    CHECK(create_process_buffers(&f) == 0);
    for (call = 1; call <= 6; ++call) {
        const double before = now_seconds();
        if (!atJoin && call == 3 && index == 0)
            send_signal(id); /* two calls together: process 2 may write now */
        CHECK(hostile_call(&f, l, index, call, &exact) == 0);
        CHECK(now_seconds() - before < 5.0 + 2 * HOSTILE_TIMEOUT_NS / 1e9);
        /* every call before the garbage is exact; after it, exact unless lost */
        CHECK(exact || vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
        CHECK(exact || atJoin || call >= 3);
    }
    printf("    process %u: %s\n", index,
           vkarGetCommStatus(f.comm, &status) == VK_SUCCESS ? "every call exact" : vkarGetLastError());
    fixture_close(&f);
    return 0;
}

/* Process 2: maps the object before the name goes (once all have joined),
 * writes the garbage, makes the calls the others make, whatever becomes of
 * them, and exits without tidying up (a peer with a wild pointer would not
 * either; destroying a wedged communicator leaks by design). */
static int hostile_peer(const Layout* l, const VkarUniqueId* id, int atJoin)
{
    const uint64_t seed = (uint64_t)getpid() * 0x9e3779b97f4a7c15ull;
    size_t bytes, layout[2] = { 0, 0 };
    unsigned char* p = map_object(id, &bytes);
    Fixture f;
    uint32_t call;
    int exact;
    g_process_timeout_ns = HOSTILE_TIMEOUT_NS;
    CHECK(p != NULL);
    if (atJoin)
        CHECK(write_garbage(p, 2, seed, layout) == 0);
    if (create_process_comm(&f, l, 2, id, PROCESS_SLOT_BYTES) == VK_SUCCESS && create_process_buffers(&f) == 0)
        for (call = 1; call <= 6; ++call) {
            if (!atJoin && call == 3) {
                CHECK(wait_for_signal(id) == 0);
                CHECK(write_garbage(p, 2, seed, layout) == 0);
            }
            if (hostile_call(&f, l, 2, call, &exact) != 0)
                break;
        }
    fflush(stdout);
    _exit(0);
}

static int process_hostile(uint32_t index, const VkarUniqueId* id, int atJoin)
{
    static const Layout l = { 3, 3, { 1, 1, 1 }, { { 0 }, { 1 }, { 2 } } };
    return index == 2 ? hostile_peer(&l, id, atJoin) : hostile_victim(&l, index, id, atJoin);
}

static int process_scenario(const char* scenario, uint32_t index, const VkarUniqueId* id, pid_t child)
{
    scenario = take_rule(scenario, index);
    if (strcmp(scenario, "hostile-join") == 0 || strcmp(scenario, "hostile-rounds") == 0)
        return process_hostile(index, id, strcmp(scenario, "hostile-join") == 0);
    if (strcmp(scenario, "fail") == 0)
        return process_no_host_memory(index, id);
    if (strcmp(scenario, "bits2") == 0)
        return process_bits(&k_two_processes, index, id);
    if (strcmp(scenario, "bits3") == 0)
        return process_bits(&k_three_processes, index, id);
    if (strcmp(scenario, "mismatch") == 0)
        return process_mismatch(index, id);
    return process_loss(scenario, index, id, child);
}

/* A child: one process's part, then no validation message. */
int process_child(char** argv)
{
    VkarUniqueId id;
    int failed;
    memset(&id, 0, sizeof id);
    strncpy(id.text, argv[3], sizeof id.text - 1);
    if (harness_init()) {
        printf("    child %s: harness setup failed\n", argv[4]);
        return 1;
    }
    failed = process_scenario(argv[2], (uint32_t)atoi(argv[4]), &id, 0);
    harness_shutdown();
    if (g_validation_messages)
        printf("    child %s: %d validation messages\n", argv[4], g_validation_messages);
    return failed || g_validation_messages;
}

/* Runs `scenario` in `processes` processes, this one index 0; the children
 * must exit 0 (or, "die", be killed) within two minutes. */
static int run_processes(const char* scenario, uint32_t processes)
{
    pid_t children[3] = { 0, 0, 0 };
    VkarUniqueId id;
    uint32_t i;
    int failed;
    g_process_timeout_ns = 0; /* a scenario may set its own */
    CHECK_VK(vkarGetUniqueId(&id));
    for (i = 1; i < processes; ++i) {
        char index[12];
        char* args[6];
        snprintf(index, sizeof index, "%u", i);
        args[0] = (char*)"/proc/self/exe";
        args[1] = (char*)"--process";
        args[2] = (char*)scenario;
        args[3] = id.text;
        args[4] = index;
        args[5] = NULL;
        CHECK(posix_spawn(&children[i], "/proc/self/exe", NULL, NULL, args, environ) == 0);
    }
    failed = process_scenario(scenario, 0, &id, children[1]);
    for (i = 1; i < processes; ++i) {
        const double end = now_seconds() + 120.0;
        int status = 0;
        pid_t got;
        while ((got = waitpid(children[i], &status, WNOHANG)) == 0 && now_seconds() < end)
            sleep_ms(10);
        if (got == 0) {
            kill(children[i], SIGKILL);
            waitpid(children[i], &status, 0);
            printf("    child %u did not finish within two minutes\n", i);
            failed = 1;
        } else if (got > 0 && !(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
            printf("    child %u ended with status 0x%x\n", i, (unsigned)status);
            failed = 1;
        }
    }
    return failed;
}

static int test_processes_bits(void)
{
    CHECK(run_processes("bits2", 2) == 0);
    return run_processes("bits3", 3);
}

static int test_processes_loss(void)
{
    CHECK(run_processes("die", 2) == 0);
    CHECK(run_processes("leave", 2) == 0);
    return run_processes("abort", 2);
}

static int test_processes_copied_bits(void)
{
    CHECK(run_processes("amdgpu:bits2", 2) == 0);
    CHECK(run_processes("amdgpu:bits3", 3) == 0);
    CHECK(run_processes("amdgpu1:bits2", 2) == 0);
    return run_processes("amdgpu1:bits3", 3);
}

static int test_processes_copied_loss(void)
{
    CHECK(run_processes("amdgpu:die", 2) == 0);
    CHECK(run_processes("amdgpu1:leave", 2) == 0);
    return run_processes("amdgpu:abort", 2);
}

static int test_processes_copied_refused(void)
{
    CHECK(run_processes("nohost1:fail", 2) == 0);
    return run_processes("amdgpu:mismatch", 2);
}

/* One process holding every global rank, given out of order: the sums
 * follow the global numbers (the emulation's rank order), and the shared
 * mapping's name is gone once all have joined. Under g_rule. */
static int in_one_process(void)
{
    static const Layout permuted = { 1, 3, { 3, 0, 0 }, { { 2, 0, 1 } } };
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    VkarUniqueId id;
    Fixture f;
    Call c;
    uint32_t seed = 0, w, a;
    CHECK_VK(vkarGetUniqueId(&id));
    CHECK(id.text[0] == '/' && strlen(id.text) < sizeof id.text);
    CHECK(fixture_open_process(&f, &permuted, 0, &id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    snprintf(path, sizeof path, "/dev/shm%s", id.text);
    CHECK(access(path, F_OK) != 0);
    memset(&c, 0, sizeof c);
    c.count = 2500;
    for (w = 0; w < 3; ++w)
        for (a = 1; a <= 2; ++a) {
            c.wire = k_wires[w];
            c.algorithm = (VkarAlgorithm)a;
            CHECK(process_call(&f, &permuted, 0, ++seed, c, NULL) == 0);
        }
    fixture_close(&f);
    return 0;
}

static int test_processes_in_one(void)
{
    take_rule("", 0);
    return in_one_process();
}

/* Under amdgpu's rule: one process holding every global rank copies its
 * slots through the mapping, with the same sums; a communicator without
 * processes imports its own slots (private memory), refused nothing. */
static int test_processes_in_one_copied(void)
{
    Fixture f;
    int refusals, failed;
    const int errors = g_log_severities[VKAR_LOG_SEVERITY_ERROR];
    const int warnings = g_log_severities[VKAR_LOG_SEVERITY_WARNING];
    VkarCommProperties props;
    take_rule("amdgpu:", 0);
    failed = in_one_process();
    take_rule("", 0);
    CHECK(failed == 0);
    /* recovered, so warned of, not an error */
    CHECK(g_log_severities[VKAR_LOG_SEVERITY_WARNING] > warnings);
    CHECK(g_log_severities[VKAR_LOG_SEVERITY_ERROR] == errors);
    refusals = amdgpu_rule_refusals();
    CHECK(fixture_open_with(&f, 2, 0, amdgpu_rule_intercepts(1)) == 0);
    CHECK(still_usable(&f) == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.slotsCopiedThroughHost == VK_FALSE && amdgpu_rule_refusals() == refusals);
    fixture_close(&f);
    return 0;
}

/* Creates a communicator over `globals` ranks of H.devices[0..] (a
 * thread's part in test_processes_refused). */
typedef struct Joiner {
    const VkarUniqueId* id;
    uint32_t rankCount, globalRankCount;
    uint32_t globalRanks[3];
    uint64_t timeoutNs;
    VkarComm comm;
    VkResult result;
    pthread_t thread;
} Joiner;

static void* joiner_main(void* arg)
{
    Joiner* j = (Joiner*)arg;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(j->rankCount, infos);
    VkarMultiProcessInfo mp;
    memset(&mp, 0, sizeof mp);
    mp.uniqueId = *j->id;
    mp.globalRankCount = j->globalRankCount;
    mp.pGlobalRanks = j->globalRanks;
    info.pMultiProcess = &mp;
    info.timeoutNanoseconds = j->timeoutNs;
    j->result = vkarCreateComm(&info, &j->comm);
    return NULL;
}

/* What creation refuses: bad ids and numbering, a transport, SYNC_FD; a
 * join that times out; a global rank two communicators claim (both fail,
 * the one waiting to join told by the other); two processes that ask for
 * different slots. Nothing is left in /dev/shm. */
static int test_processes_refused(void)
{
    static const uint32_t duplicate[2] = { 1, 1 };
    static const uint32_t outside[2] = { 0, 2 };
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    VkarMultiProcessInfo mp;
    VkarTransport transport;
    Joiner first, second;
    memset(&mp, 0, sizeof mp);
    memset(&transport, 0, sizeof transport);
    info.pMultiProcess = &mp;
    mp.globalRankCount = 2;
    mp.pGlobalRanks = outside;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not one vkarGetUniqueId made") == 0);
    strcpy(mp.uniqueId.text, "/a/b");
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not one vkarGetUniqueId made") == 0);
    CHECK_VK(vkarGetUniqueId(&mp.uniqueId));
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not below globalRankCount") == 0);
    mp.pGlobalRanks = duplicate;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "both have global number 1") == 0);
    mp.pGlobalRanks = NULL;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pGlobalRanks NULL") == 0);
    mp.pGlobalRanks = outside;
    mp.globalRankCount = 1;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "at least rankCount 2") == 0);
    mp.globalRankCount = VKAR_MAX_GLOBAL_RANKS + 1;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "globalRankCount 1025") == 0);
    mp.globalRankCount = 3;
    transport.pfnAllreduceHost = fake_nodes_sum;
    info.pTransport = &transport;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "cannot be combined") == 0);
    info.pTransport = NULL;
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    CHECK(expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "not possible with ranks in several processes") == 0);
    info.syncMode = VKAR_SYNC_MODE_AUTO;
    info.timeoutNanoseconds = 300000000ull;
    CHECK(expect_create_error(&info, VK_ERROR_INITIALIZATION_FAILED, "only 2 of 3 ranks joined") == 0);
    snprintf(path, sizeof path, "/dev/shm%s", mp.uniqueId.text);
    CHECK(access(path, F_OK) != 0);

    memset(&first, 0, sizeof first);
    first.id = &mp.uniqueId;
    CHECK_VK(vkarGetUniqueId(&mp.uniqueId));
    first.rankCount = 2;
    first.globalRankCount = 3;
    first.globalRanks[1] = 1;
    first.timeoutNs = 60 * SECOND;
    second = first;
    second.rankCount = 1;
    second.globalRanks[0] = 1;
    pthread_create(&first.thread, NULL, joiner_main, &first);
    sleep_ms(200);
    joiner_main(&second);
    pthread_join(first.thread, NULL);
    CHECK(second.result == VK_ERROR_INITIALIZATION_FAILED && first.result == VK_ERROR_INITIALIZATION_FAILED);
    CHECK(first.comm == VK_NULL_HANDLE && second.comm == VK_NULL_HANDLE);
    snprintf(path, sizeof path, "/dev/shm%s", mp.uniqueId.text);
    CHECK(access(path, F_OK) != 0);
    return run_processes("mismatch", 2);
}

/* A peer process that writes random bytes over the header and its own
 * rank's record, before the others have all joined and after two calls:
 * the others' communicators end lost or their sums exact, within the
 * timeout, without a crash (and, under make test-asan and test-tsan, a
 * report). */
static int test_processes_hostile(void)
{
    CHECK(run_processes("hostile-join", 3) == 0);
    return run_processes("hostile-rounds", 3);
}

/* An object under the id made first by someone else: open to group and
 * others, or (as root) another user's. A joiner refuses it at once, naming
 * it and why; the process holding global rank 0 cannot create its own. */
static int precreated_refused(mode_t mode, int otherUser, const char* why)
{
    const double start = now_seconds();
    VkarUniqueId id;
    Joiner joiner, creator;
    int fd;
    CHECK_VK(vkarGetUniqueId(&id));
    fd = shm_open(id.text, O_RDWR | O_CREAT | O_EXCL, 0600);
    CHECK(fd >= 0 && ftruncate(fd, 1 << 20) == 0 && fchmod(fd, mode) == 0);
    CHECK(!otherUser || fchown(fd, 65534, 65534) == 0);
    memset(&joiner, 0, sizeof joiner);
    joiner.id = &id;
    joiner.rankCount = 1;
    joiner.globalRankCount = 2;
    joiner.globalRanks[0] = 1;
    joiner.timeoutNs = 30 * SECOND;
    creator = joiner;
    creator.globalRanks[0] = 0;
    joiner_main(&joiner);
    CHECK(joiner.result == VK_ERROR_INITIALIZATION_FAILED && joiner.comm == VK_NULL_HANDLE);
    CHECK(strstr(vkarGetLastError(), id.text) && strstr(vkarGetLastError(), why));
    CHECK(now_seconds() - start < 10.0); /* at once, not after the 30 s timeout */
    joiner_main(&creator);
    CHECK(creator.result == VK_ERROR_INITIALIZATION_FAILED &&
          strstr(vkarGetLastError(), "something else holds the name"));
    close(fd);
    shm_unlink(id.text);
    return 0;
}

static int test_processes_untrusted_object(void)
{
    CHECK(precreated_refused(0666, 0, "its mode 0666 lets group or others open it") == 0);
    CHECK(precreated_refused(0640, 0, "its mode 0640 lets group or others open it") == 0);
    if (geteuid() != 0) {
        printf("    not root: an object of another user is left to a run as root (CI's)\n");
        return 0;
    }
    return precreated_refused(0600, 1, "it belongs to uid 65534");
}

static int compare_ids(const void* a, const void* b)
{
    return strcmp(((const VkarUniqueId*)a)->text, ((const VkarUniqueId*)b)->text);
}

/* 4096 ids: "/vkar-" and 32 hex digits, none twice, and each of the 128
 * bits set in about half of them (within six standard deviations). */
static int test_processes_ids(void)
{
    enum { IDS = 4096 };
    VkarUniqueId* ids = (VkarUniqueId*)calloc(IDS, sizeof *ids);
    unsigned ones[128];
    unsigned i, b;
    CHECK(ids);
    memset(ones, 0, sizeof ones);
    for (i = 0; i < IDS; ++i) {
        CHECK_VK(vkarGetUniqueId(&ids[i]));
        CHECK(strncmp(ids[i].text, "/vkar-", 6) == 0 && strlen(ids[i].text) == 6 + 32);
        for (b = 0; b < 128; ++b) {
            const char c = ids[i].text[6 + b / 4];
            const unsigned nibble = (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
            CHECK(nibble < 16);
            ones[b] += nibble >> (3 - b % 4) & 1;
        }
    }
    qsort(ids, IDS, sizeof *ids, compare_ids);
    for (i = 1; i < IDS; ++i)
        CHECK(strcmp(ids[i - 1].text, ids[i].text) != 0);
    for (b = 0; b < 128; ++b)
        if (ones[b] < IDS / 2 - 192 || ones[b] > IDS / 2 + 192) {
            printf("    bit %u is set in %u of %u ids\n", b, ones[b], IDS);
            free(ids);
            return 1;
        }
    free(ids);
    return 0;
}

#endif /* _WIN32 */

const TestCase test_area_processes[] = {
#ifdef _WIN32
    { "processes: refused on Windows", test_processes_refused_here, 0 },
#else
    { "processes: ranks in 2 and 3 processes, the emulation's bits on every rank, every wire, both "
      "algorithms, split calls, pZero, late waits, the record API, a broadcast, an all-gather, i32 min, a bf16 "
      "all-gather, send/recv, all-to-all and the fused epilogue",
      test_processes_bits, TAG_PROCESSES | TAG_CHILDREN },
    { "processes: a process that dies, leaves or aborts makes the others' communicators lost, naming its rank",
      test_processes_loss, TAG_PROCESSES | TAG_CHILDREN },
    { "processes: one process holding every global rank out of order sums in global order", test_processes_in_one,
      TAG_SERIAL | TAG_PROCESSES },
    { "processes: ranks in 2 and 3 processes under amdgpu's rule (emulated), in every process or in one: "
      "every process copies the slots through the host, reports it and logs why; the emulation's bits, every "
      "wire, both algorithms, split calls, pZero, late waits, the record API, a broadcast, an all-gather, i32 min, a bf16 "
      "all-gather, send/recv, all-to-all and the fused epilogue",
      test_processes_copied_bits, TAG_SERIAL | TAG_PROCESSES | TAG_CHILDREN },
    { "processes: a process that dies, leaves or aborts makes the others' communicators lost, with the slots "
      "copied through the host",
      test_processes_copied_loss, TAG_SERIAL | TAG_PROCESSES | TAG_CHILDREN },
    { "processes: one process holding every global rank copies under amdgpu's rule, in global order; without "
      "processes its slots import",
      test_processes_in_one_copied, TAG_SERIAL | TAG_PROCESSES },
    { "processes: ranks in 2 processes where one imports no host memory, or under amdgpu's rule with mismatched "
      "slots: creation fails in both, at once",
      test_processes_copied_refused, TAG_SERIAL | TAG_PROCESSES | TAG_CHILDREN },
    { "processes: bad ids and numbering, a transport, SYNC_FD, a join timeout, a rank claimed twice and "
      "mismatched slots are refused, nothing left in /dev/shm",
      test_processes_refused, TAG_CHILDREN },
    { "processes: a peer that writes random bytes over the header and its rank's record, at join or between calls: "
      "every other process lost or exact, within the timeout",
      test_processes_hostile, TAG_SERIAL | TAG_PROCESSES | TAG_CHILDREN },
    { "processes: an object under the id open to others, or another user's, is refused at once, naming it",
      test_processes_untrusted_object, TAG_PROCESSES },
    { "processes: ids of 128 random bits, none twice in 4096, each bit set in about half", test_processes_ids,
      TAG_PROCESSES },
#endif
    { NULL, NULL, 0 },
};
