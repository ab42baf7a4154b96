/* Area "reuse": VKAR_COMM_CREATE_REUSE_COMMANDS_BIT, a ring entry's command
 * buffers submitted again while calls repeat, recorded on any change; and
 * without the flag, every call records. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Reused command buffers --------------------------------------------------- */

static int g_begins; /* vkBeginCommandBuffer calls the communicator made */

static VKAPI_ATTR VkResult VKAPI_CALL counting_begin(VkCommandBuffer cmd, const VkCommandBufferBeginInfo* info)
{
    ++g_begins;
    return vkBeginCommandBuffer(cmd, info);
}

static const Intercept k_counting_begins[] = { { "vkBeginCommandBuffer", (PFN_vkVoidFunction)counting_begin },
                                               { NULL, NULL } };

/* Inputs that differ from call to call (`salt`) and that F16 and BF16
 * round (a 2^-12 fraction), so that commands recorded for another wire
 * give other bits; the call; then every rank's range compared with the
 * emulated sums. */
static int reuse_step(Fixture* f, const Call* c, uint32_t salt)
{
    const uint32_t first = word_index(c->offset);
    uint32_t* in[MAX_RANKS];
    uint32_t* want = (uint32_t*)malloc(c->count * 4 + 4);
    uint64_t e;
    uint32_t k;
    CHECK(want);
    for (k = 0; k < f->ranks; ++k) {
        in[k] = f->buf[k].words + first;
        for (e = 0; e < c->count; ++e)
            in[k][e] = float_bits(exact_input(e + salt, k) + (float)((e + k) % 3) / 4096.0f);
    }
    emulate(in, f->ranks, 0, c->count, vkarResolveWire(f->comm, c->count, c->wire), c->zero, want);
    CHECK(fixture_run(f, c) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words + first, want, c->count * 4) == 0);
    free(want);
    return 0;
}

/* `rounds` checked calls of `c`; *pBegins gets the command buffers begun. */
static int reuse_steps(Fixture* f, const Call* c, uint32_t rounds, int* pBegins)
{
    uint32_t i;
    g_begins = 0;
    for (i = 0; i < rounds; ++i)
        CHECK(reuse_step(f, c, i) == 0);
    *pBegins = g_begins;
    return 0;
}

/* One checked round through the record API: it rewrites its ring entry's
 * descriptor set, which the entry's own command buffers use. */
static int reuse_record_round(Fixture* f, uint64_t count)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    Recorded rec;
    uint32_t k;
    uint64_t e;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, count, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    CHECK(submit_pair(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    free_pair(f, &rec);
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f->buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2)));
    return 0;
}

/* VKAR_COMM_CREATE_REUSE_COMMANDS_BIT: a ring entry's command buffers are
 * submitted again while every rank asks for the same; any change (count,
 * wire, offset, pZero, slot growth, a record-API round on the entry, a
 * buffer forgotten and recreated) records afresh, and every sum stays
 * exact. The validation layer sees every resubmission. */
static int test_reuse_commands(void)
{
    const VkBool32 zeroRank1[3] = { VK_FALSE, VK_TRUE, VK_FALSE };
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    VkarCommProperties props;
    Call base, variant;
    Fixture f;
    int begins;
    uint32_t i, ring, rerecorded;
    CHECK(fixture_open(&f, 3, 4096 * 4) == 0);
    vkarDestroyComm(f.comm);
    info.flags = VKAR_COMM_CREATE_REUSE_COMMANDS_BIT;
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    ring = props.maxRoundsInFlight;
    memset(&base, 0, sizeof base);
    base.count = 1000;
    base.wire = VKAR_WIRE_F32;

    /* Every fifth call differs; one of the variants grows the slots. */
    for (i = 0; i < 2 * ring + 5; ++i) {
        variant = base;
        if (i % 5 == 4) {
            const uint32_t v = i / 5 % 5;
            variant.count = v == 0 ? 999 : v == 4 ? 4000 : base.count;
            variant.wire = v == 1 ? VKAR_WIRE_F16 : base.wire;
            variant.offset = v == 2 ? 12 : 0;
            variant.zero = v == 3 ? zeroRank1 : NULL;
        }
        CHECK(reuse_step(&f, &variant, i) == 0);
    }
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    /* The entries that held variants record again, and only those: on
     * every rank, or on rank 1 alone for the pZero variant (v == 3). */
    for (i = ring + 5, rerecorded = 0; i < 2 * ring + 5; ++i)
        if (i % 5 == 4)
            rerecorded += i / 5 % 5 == 3 ? 1 : 3;
    CHECK(begins == (int)(2 * rerecorded));
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == 0);

    CHECK(reuse_record_round(&f, base.count) == 0);
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == 2 * 3); /* the record round's entry only */

    buffer_destroy(&f.buf[0]);
    CHECK(buffer_create(&f.buf[0], 0, 4096 * 4) == 0);
    vkarForgetBuffers(f.comm);
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == (int)(2 * 3 * ring));
    CHECK(reuse_steps(&f, &base, 8, &begins) == 0);
    CHECK(begins == 0);
    fixture_close(&f);
    return 0;
}

/* With reused command buffers, a call without pSignals after a ring of
 * calls with them: its reduce must end with the barrier that queue order
 * relies on (a call with pSignals leaves it out), so it is recorded afresh
 * rather than resubmitted, and the caller's copy submitted next, in queue
 * order, sees the sum (validation layers that track hazards across
 * submissions check it). */
static int test_reuse_keeps_queue_order(void)
{
    const uint64_t count = 1000;
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarBufferRange ranges[2];
    VkarAllreduceInfo unsignalled;
    VkarCommProperties props;
    TestBuffer out[2];
    VkCommandBuffer copies[2];
    Fixture f;
    Call c;
    uint32_t i, k;
    uint64_t e;
    CHECK(fixture_open(&f, 2, count * 4) == 0);
    vkarDestroyComm(f.comm);
    info.flags = VKAR_COMM_CREATE_REUSE_COMMANDS_BIT;
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    memset(&c, 0, sizeof c);
    c.count = count;
    for (i = 0; i < props.maxRoundsInFlight; ++i) /* each ring entry recorded once, with pSignals */
        CHECK_VK(fixture_submit(&f, &c));
    CHECK(fixture_finish(&f) == 0);
    for (k = 0; k < 2; ++k) {
        fill_exact_inputs(&f, k, count, 7);
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        CHECK(buffer_create(&out[k], k, count * 4) == 0);
    }
    memset(&unsignalled, 0, sizeof unsignalled);
    unsignalled.count = count;
    unsignalled.pBuffers = ranges;
    g_begins = 0;
    CHECK_VK(vkarAllreduce(f.comm, &unsignalled));
    CHECK(g_begins == 2 * 2); /* each rank's publish and reduce recorded afresh */
    for (k = 0; k < 2; ++k) {
        VkBufferCopy region = { 0, 0, count * 4 };
        copies[k] = begin_commands(k);
        vkCmdCopyBuffer(copies[k], f.buf[k].buffer, out[k].buffer, 1, &region);
        CHECK_VK(submit_commands(k, copies[k], VK_NULL_HANDLE, 0, 0, f.sem[k], f.value + 1));
        CHECK_VK(submit_host_barrier(k, f.sem[k], f.value + 1, f.sem[k], f.value + 2));
    }
    f.value += 2;
    queues_idle(2);
    for (k = 0; k < 2; ++k) {
        for (e = 0; e < count; ++e)
            CHECK(out[k].words[e] == float_bits(exact_input(e + 7, 0) + exact_input(e + 7, 1)));
        buffer_destroy(&out[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &copies[k]);
    }
    fixture_close(&f);
    return 0;
}

/* Without the flag, every call records. */
static int test_no_reuse_by_default(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarCommProperties props;
    Call base;
    Fixture f;
    int begins;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    memset(&base, 0, sizeof base);
    base.count = 1000;
    CHECK(reuse_steps(&f, &base, props.maxRoundsInFlight + 3, &begins) == 0);
    CHECK(begins == (int)(2 * 2 * (props.maxRoundsInFlight + 3)));
    vkarForgetBuffers(f.comm); /* a no-op without the flag */
    vkarForgetBuffers(NULL);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_reuse[] = {
    { "reused command buffers: resubmitted while calls repeat, recorded on any change", test_reuse_commands, 0 },
    { "reused command buffers: a call without pSignals keeps queue order", test_reuse_keeps_queue_order, 0 },
    { "without the reuse flag every call records", test_no_reuse_by_default, 0 },
    { NULL, NULL, 0 },
};
