/* Area "caller_sync": the caller's work before and after a call, chained
 * by its waits and signals (timeline and binary), destroy while rounds
 * still wait on them, and host reads after the signal alone. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Caller work before and after, waits and signals --------------------- */

/* The caller's command writes the input (vkCmdFillBuffer) and signals the
 * wait; the all-reduce signals; the caller's next command copies the sum
 * into a second buffer. Synchronization validation checks the chain. */
static int test_caller_work_before_and_after(void)
{
    const uint64_t count = 2048;
    Fixture f;
    TestBuffer out[3];
    VkCommandBuffer fills[3], copies[3];
    VkarBufferRange ranges[3];
    VkarSemaphoreValue waits[3], signals[3];
    VkarAllreduceInfo info;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 3, count * 4) == 0);
    memset(&info, 0, sizeof info);
    for (k = 0; k < 3; ++k) {
        fills[k] = begin_commands(k);
        CHECK(buffer_create(&out[k], k, count * 4) == 0);
        vkCmdFillBuffer(fills[k], f.buf[k].buffer, 0, count * 4, float_bits((float)(k + 1)));
        CHECK_VK(submit_commands(k, fills[k], VK_NULL_HANDLE, 0, 0, f.sem[k], 1));
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        waits[k].semaphore = f.sem[k];
        waits[k].value = 1;
        signals[k].semaphore = f.sem[k];
        signals[k].value = 2;
    }
    info.count = count;
    info.pBuffers = ranges;
    info.pWaits = waits;
    info.pSignals = signals;
    CHECK_VK(vkarAllreduce(f.comm, &info));
    for (k = 0; k < 3; ++k) {
        VkBufferCopy region = { 0, 0, count * 4 };
        copies[k] = begin_commands(k);
        vkCmdCopyBuffer(copies[k], f.buf[k].buffer, out[k].buffer, 1, &region);
        CHECK_VK(submit_commands(k, copies[k], f.sem[k], 2, VK_PIPELINE_STAGE_TRANSFER_BIT, f.sem[k], 3));
        CHECK_VK(submit_host_barrier(k, f.sem[k], 3, f.sem[k], 4));
    }
    for (k = 0; k < 3; ++k) {
        for (e = 0; e < count; ++e)
            CHECK(out[k].words[e] == float_bits(6.0f));
    }
    queues_idle(3);
    for (k = 0; k < 3; ++k) {
        buffer_destroy(&out[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &fills[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &copies[k]);
    }
    fixture_close(&f);
    return 0;
}

/* Waits signalled from the host after the call returned: nothing may run
 * before. Run with count 0 too: waits honoured, signals fired. */
/* Two ranks' exact inputs, summed with the given waits; the sum checked. */
static void fill_exact(Fixture* f, uint64_t count)
{
    uint32_t k;
    uint64_t e;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
}

static int check_exact_pair_sum(Fixture* f, uint64_t count)
{
    uint32_t k;
    uint64_t e;
    for (k = 0; k < 2; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f->buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1)));
    return 0;
}

static int wait_before_signal_case(uint64_t count)
{
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 2, (count + 1) * 4) == 0);
    gates_open(&gates, 2);
    fill_exact(&f, count);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(50);
    for (k = 0; k < 2; ++k) {
        CHECK(timeline_value(k, f.sem[k]) == 0);
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, k))); /* untouched */
    }
    timeline_signal(0, gates.sem[0], 1);
    sleep_ms(50);
    CHECK(timeline_value(0, f.sem[0]) == 0); /* rank 1 has not published yet */
    timeline_signal(1, gates.sem[1], 1);
    CHECK(fixture_finish(&f) == 0);
    gates_close(&gates);
    CHECK(check_exact_pair_sum(&f, count) == 0);
    fixture_close(&f);
    return 0;
}

static int test_wait_before_signal(void)
{
    return wait_before_signal_case(1500);
}

static int test_count_zero_waits_and_signals(void)
{
    return wait_before_signal_case(0);
}

/* A binary wait: the caller's batch that signals it, submitted before the
 * call, writes the input (vkCmdFillBuffer); the sum shows the publish
 * waited for it, and synchronization validation checks the chain. Its
 * signal cannot wait on a host signal to come: a binary wait needs every
 * signal it depends on submitted (VUID-vkQueueSubmit-pWaitSemaphores-03238).
 * The call's signal is a timeline semaphore, as vkarAllreduce asks. */
static int test_binary_semaphores(void)
{
    const uint64_t count = 700;
    VkarSemaphoreValue waits[2];
    VkCommandBuffer fills[2];
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 2, count * 4) == 0);
    for (k = 0; k < 2; ++k) {
        fills[k] = begin_commands(k);
        vkCmdFillBuffer(fills[k], f.buf[k].buffer, 0, count * 4, float_bits((float)(k + 1)));
        waits[k].semaphore = binary_create(k);
        waits[k].value = 12345; /* ignored for binary semaphores */
        CHECK_VK(submit_commands(k, fills[k], VK_NULL_HANDLE, 0, 0, waits[k].semaphore, 0));
    }
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = waits;
    CHECK_VK(fixture_submit(&f, &c));
    CHECK(fixture_finish(&f) == 0);
    queues_idle(2);
    for (k = 0; k < 2; ++k) {
        semaphore_destroy(k, waits[k].semaphore);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &fills[k]);
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(3.0f));
    }
    fixture_close(&f);
    return 0;
}

/* ---- Destroy with rounds in flight --------------------------------------- */

/* Destroy while rounds wait on a gate that another thread opens 200 ms
 * later: destroy must wait for them, not free what the GPU uses (the
 * validation layer reports that), and the sums must land. */
static int test_destroy_in_flight(void)
{
    const uint64_t count = 400000;
    Gates gates;
    Fixture f;
    Call c;
    double start;
    uint32_t k, i;
    uint64_t e;
    CHECK(fixture_open(&f, 3, count * 4) == 0);
    gates_open(&gates, 3);
    for (k = 0; k < 3; ++k)
        for (e = 0; e < count; ++e)
            f.buf[k].words[e] = float_bits(exact_input(e, k));
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = VKAR_WIRE_F32;
    for (i = 0; i < 4; ++i) {
        VkBool32 zero[3] = { i != 0, i != 0, VK_FALSE };
        c.zero = zero;
        c.waits = i == 0 ? gates.waits : NULL;
        CHECK_VK(fixture_submit(&f, &c));
    }
    for (k = 0; k < 3; ++k)
        CHECK(timeline_value(k, f.sem[k]) < f.value); /* in flight */
    start = now_seconds();
    gates_open_later(&gates, 200);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    CHECK(now_seconds() - start > 0.15);
    gates_close(&gates);
    for (k = 0; k < 3; ++k)
        CHECK_VK(submit_host_barrier(k, f.sem[k], f.value, f.sem[k], f.value + 1));
    for (k = 0; k < 3; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2)));
    fixture_close(&f);
    return 0;
}

/* ---- Host reads ----------------------------------------------------------- */

/* Barriers recorded whose second scope is the host's. */
static int g_host_barriers;

static VKAPI_ATTR void VKAPI_CALL counted_host_barrier(VkCommandBuffer cmd, VkPipelineStageFlags src,
                                                       VkPipelineStageFlags dst, VkDependencyFlags flags,
                                                       uint32_t memoryCount, const VkMemoryBarrier* memory,
                                                       uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                                       uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    if (dst & VK_PIPELINE_STAGE_HOST_BIT)
        __atomic_add_fetch(&g_host_barriers, 1, __ATOMIC_RELAXED);
    vkCmdPipelineBarrier(cmd, src, dst, flags, memoryCount, memory, bufferCount, buffers, imageCount, images);
}

static const Intercept k_counted_host_barriers[] = {
    { "vkCmdPipelineBarrier", (PFN_vkVoidFunction)counted_host_barrier }, { NULL, NULL }
};

/* One submit-API call, or one recorded round, of `count` elements with
 * `flags`, waited for on the host through the signal alone; the host
 * barriers it recorded. */
static int host_read_call(Fixture* f, int recorded, uint32_t flags, uint64_t count, uint64_t salt, int* pBarriers)
{
    const int before = __atomic_load_n(&g_host_barriers, __ATOMIC_RELAXED);
    uint32_t k;
    fill_exact_all(f, count, salt);
    if (recorded) {
        VkarBufferRange ranges[MAX_RANKS];
        Recorded rec;
        VkarCmdCollectiveInfo info;
        begin_pair(f, &rec);
        info = cmd_info(f, &rec, ranges, count, VKAR_WIRE_F32, 0);
        info.flags = flags;
        CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
        CHECK(submit_pair(f, &rec) == 0);
        for (k = 0; k < f->ranks; ++k)
            CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
        free_pair(f, &rec);
    } else {
        Call c;
        memset(&c, 0, sizeof c);
        c.count = count;
        c.flags = flags;
        CHECK_VK(fixture_submit(f, &c));
        for (k = 0; k < f->ranks; ++k)
            CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    }
    *pBarriers = __atomic_load_n(&g_host_barriers, __ATOMIC_RELAXED) - before;
    return 0;
}

/* With the host-read flag, waiting for the signal is all a host read needs:
 * each rank's reduce ends with one barrier more, to the host, and the sums
 * read straight from the mapped buffers are exact; both APIs. */
static int test_host_read_flag(void)
{
    Fixture f;
    int api, plain, flagged;
    CHECK(fixture_open_with(&f, 3, 0, k_counted_host_barriers) == 0);
    for (api = 0; api < 2; ++api) {
        const uint32_t flag = api ? (uint32_t)VKAR_CMD_ALLREDUCE_HOST_READ_BIT : (uint32_t)VKAR_ALLREDUCE_HOST_READ_BIT;
        CHECK(host_read_call(&f, api, 0, 1000, 1, &plain) == 0);
        CHECK(host_read_call(&f, api, flag, 1000, 2, &flagged) == 0);
        CHECK(holds_exact_sums(&f, 1000, 2) == 0);
        CHECK(flagged == plain + (int)f.ranks);
    }
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_caller_sync[] = {
    { "caller work before and after", test_caller_work_before_and_after, 0 },
    { "wait before signal", test_wait_before_signal, 0 },
    { "count 0: waits honoured, signals fired", test_count_zero_waits_and_signals, 0 },
    { "binary wait semaphores", test_binary_semaphores, 0 },
    { "destroy with rounds in flight", test_destroy_in_flight, 0 },
    { "host reads: with the host-read flag a wait for the signal is enough, both APIs", test_host_read_flag, 0 },
    { NULL, NULL, 0 },
};
