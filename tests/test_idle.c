/* Area "idle": an idle caller is not a stuck peer. Rounds whose waits are
 * signalled after the timeout, through vkarAllreduce and the record API; an
 * export that would block; more rounds than the ring holds behind closed
 * gates. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- An idle caller: waits signalled after the timeout ------------------- */

/* Writes each rank's exact inputs for round i, submits a call of `count`
 * elements that waits on every rank's gate, and opens the gates `ms`
 * later from another thread; returns once every rank's sum is in place. */
static int gated_round(Fixture* f, uint64_t count, uint32_t i, unsigned ms, VkResult* pStatusWhileIdle)
{
    Gates gates;
    Call c;
    uint32_t k;
    gates_open(&gates, f->ranks);
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, i);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(f, &c));
    gates_open_later(&gates, ms);
    sleep_ms(ms / 2);
    *pStatusWhileIdle = vkarGetCommStatus(f->comm, NULL);
    CHECK(fixture_finish(f) == 0);
    gates_close(&gates);
    return holds_exact_sums(f, count, i);
}

/* An idle caller is not a stuck peer: with a 1 s timeout, three rounds in a
 * row wait on every rank's gate, opened 2-3 s after the call (an engine
 * that queued the next layer's all-reduce, then waited for a request).
 * Each sums exactly, no rank is given up on, and the communicator stays
 * usable. */
static int test_idle_caller(void)
{
    static const unsigned delays[] = { 2000, 2500, 3000 };
    VkarCommStatus status;
    Fixture f;
    uint32_t i;
    CHECK(fixture_open_with(&f, 3, SECOND, NULL) == 0);
    for (i = 0; i < 3; ++i) {
        VkResult whileIdle;
        CHECK(gated_round(&f, 1000, i, delays[i], &whileIdle) == 0);
        CHECK(whileIdle == VK_SUCCESS);
        CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
        CHECK(status.submittedRound == i + 1 && status.finishedRound == i + 1 && status.failedRound == 0);
    }
    CHECK(!recent_log_contains("not published"));
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* What the layer reports when a SYNC_FD export depends on a wait whose
 * signal the caller has not submitted yet. */
#define EXPORT_BEFORE_SIGNAL "resolving signal"

/* The record API's idle caller: every rank's publish submission waits on a
 * gate opened 2 s later, the timeout 1 s. No rank is given up on and the
 * sums are exact. In SYNC_FD mode that is the misuse vkarCmdAllreduce
 * documents: vkarReleaseRound's export cannot end before the gates open
 * (the layer reports it: Vulkan allows it only once their signals are
 * submitted). It returns VK_ERROR_TOO_MANY_OBJECTS after the timeout, the
 * round's sums meaningless, and later rounds sum exactly on the bridge. */
static int test_record_idle_caller(void)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const uint64_t one = 1, count = 1000;
    VkarBufferRange ranges[MAX_RANKS];
    VkarCommProperties props;
    VkarCmdCollectiveInfo info;
    VkResult released;
    Recorded rec;
    Gates gates;
    Fixture f;
    double start, took;
    uint32_t k;
    CHECK(fixture_open_with(&f, 2, SECOND, NULL) == 0);
    vkarGetCommProperties(f.comm, &props);
    __atomic_store_n(&g_expected_message, EXPORT_BEFORE_SIGNAL, __ATOMIC_RELEASE);
    gates_open(&gates, 2);
    begin_pair(&f, &rec);
    for (k = 0; k < 2; ++k)
        fill_exact_inputs(&f, k, count, 7);
    info = cmd_info(&f, &rec, ranges, count, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    for (k = 0; k < 2; ++k) {
        const VkarRankSubmitInfo* s = &rec.submits[k];
        CHECK_VK(submit_recorded(k, rec.publish[k], 1, &gates.sem[k], &one, &stage, s->publishSignalCount,
                                 s->pPublishSignalSemaphores, s->pPublishSignalValues, VK_NULL_HANDLE, 0));
    }
    start = now_seconds();
    released = vkarReleaseRound(f.comm, rec.round);
    took = now_seconds() - start;
    if (props.syncMode == VKAR_SYNC_MODE_SYNC_FD) {
        printf("    SYNC_FD mode: vkarReleaseRound returned %d after %.2f s (timeout 1 s)\n", (int)released, took);
        CHECK(released == VK_ERROR_TOO_MANY_OBJECTS && took > 0.9 && took < 1.9);
        CHECK(recent_log_contains("took longer than 1000 ms"));
    } else {
        CHECK_VK(released);
    }
    CHECK(submit_reduces(&f, &rec) == 0);
    gates_open_later(&gates, 2000);
    CHECK(fixture_finish(&f) == 0);
    free_pair(&f, &rec);
    gates_close(&gates);
    __atomic_store_n(&g_expected_message, NULL, __ATOMIC_RELEASE);
    CHECK(!recent_log_contains("not published"));
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(props.syncMode == VKAR_SYNC_MODE_SYNC_FD || holds_exact_sums(&f, count, 7) == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE); /* SYNC_FD gave up after the failed exchange */
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- An export that would block ------------------------------------------ */

/* The caller's own batch on rank's queue: waits for `value` of `semaphore`. */
static VkResult submit_wait(uint32_t rank, VkSemaphore semaphore, uint64_t value)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    values.waitSemaphoreValueCount = 1;
    values.pWaitSemaphoreValues = &value;
    submit.pNext = &values;
    submit.waitSemaphoreCount = 1;
    submit.pWaitSemaphores = &semaphore;
    submit.pWaitDstStageMask = &stage;
    return vkQueueSubmit(H.devices[rank].queue, 1, &submit, VK_NULL_HANDLE);
}

/* One round of the misuse vkarAllreduce documents for SYNC_FD mode: rank
 * 0's queue holds the caller's batch waiting on a gate opened 1.5 s later,
 * and a call without pWaits follows it, so its export cannot end until the
 * gate opens. The call returns within the export's bound (SYNC_FD mode: the
 * bridge releases the round), and the sums are exact. */
static int export_would_block_round(Fixture* f, uint64_t salt)
{
    const uint64_t count = 1000;
    const int syncFd = expected_sync_mode() == VKAR_SYNC_MODE_SYNC_FD;
    VkarCommProperties props;
    VkarCommStatus status;
    char released[64];
    Gates gates;
    Call c;
    uint32_t k;
    int lines;
    double start;
    gates_open(&gates, 1);
    CHECK_VK(submit_wait(0, gates.sem[0], 1));
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, salt);
    memset(&c, 0, sizeof c);
    c.count = count;
    lines = log_lines();
    start = now_seconds();
    CHECK_VK(fixture_submit(f, &c));
    CHECK(now_seconds() - start < 0.5);
    vkarGetCommStatus(f->comm, &status);
    snprintf(released, sizeof released, "round %llu: the host bridge releases it",
             (unsigned long long)status.submittedRound);
    CHECK(!syncFd || (log_lines() > lines && recent_log_contains(released)));
    vkarGetCommProperties(f->comm, &props);
    CHECK(props.syncMode == expected_sync_mode()); /* a blocked export is no reason to leave SYNC_FD */
    gates_open_later(&gates, 1500);
    CHECK(fixture_finish(f) == 0);
    gates_close(&gates);
    return holds_exact_sums(f, count, salt);
}

/* An export that would block, twice in a row, with a 1 s timeout (the
 * caller is idle, not a stuck peer): each call returns at once and sums
 * exactly. The second round trying SYNC_FD again (its export too waits,
 * logged) shows the first did not leave SYNC_FD mode. Any mode runs it; the
 * layer reports the exports as the caller's misuse, counted apart. */
static int test_export_would_block(void)
{
    Fixture f;
    CHECK(fixture_open_with(&f, 3, SECOND, NULL) == 0);
    __atomic_store_n(&g_expected_message, EXPORT_BEFORE_SIGNAL, __ATOMIC_RELEASE);
    CHECK(export_would_block_round(&f, 11) == 0);
    sleep_ms(200); /* the exporter ends its export once the gate opens */
    CHECK(export_would_block_round(&f, 12) == 0);
    __atomic_store_n(&g_expected_message, NULL, __ATOMIC_RELEASE);
    printf("    the layer reported %d exports as the caller's misuse\n", __atomic_load_n(&g_expected_reports, __ATOMIC_RELAXED));
    CHECK(!recent_log_contains("not published"));
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- More rounds than the ring holds behind an idle caller --------------- */

/* More than 64 rounds behind an idle caller's gates: the call that would
 * exceed the ring waits for the oldest round for the timeout, then returns
 * VK_ERROR_TOO_MANY_OBJECTS (negative: nothing submitted) without losing
 * the communicator; once the gates open, the same call succeeds and every
 * sum is exact. */
static int test_ring_full_behind_idle_caller(void)
{
    VkarCommProperties props;
    Gates gates;
    Fixture f;
    Call c;
    uint32_t i, k;
    uint64_t first;
    CHECK(fixture_open_with(&f, 2, SHORT_TIMEOUT_NS, NULL) == 0);
    vkarGetCommProperties(f.comm, &props);
    gates_open(&gates, 2);
    for (k = 0; k < 2; ++k)
        fill_exact_inputs(&f, k, 100, 0);
    memset(&c, 0, sizeof c);
    c.count = 100;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c)); /* the real sum, then sums of it and zeros */
    first = f.value;
    c.waits = NULL;
    for (i = 1; i < props.maxRoundsInFlight; ++i) {
        VkBool32 zero[2] = { VK_FALSE, VK_TRUE };
        c.zero = zero;
        CHECK_VK(fixture_submit(&f, &c));
    }
    c.zero = NULL;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_TOO_MANY_OBJECTS);
    --f.value; /* nothing was submitted */
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    gates_open_all(&gates);
    /* The oldest round must finish before the next call may take its
     * entry; under valgrind that takes longer than the short timeout. */
    for (k = 0; k < 2; ++k)
        CHECK_VK(timeline_wait(k, f.sem[k], first, 30 * SECOND));
    {
        VkBool32 zero[2] = { VK_FALSE, VK_TRUE };
        c.zero = zero;
        CHECK_VK(fixture_submit(&f, &c));
    }
    CHECK(fixture_finish(&f) == 0);
    CHECK(holds_exact_sums(&f, 100, 0) == 0);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_idle[] = {
    { "an idle caller: waits signalled after the timeout, the sums exact", test_idle_caller, 0 },
    { "record API, an idle caller: publishes waiting past the timeout (bridge: exact sums; SYNC_FD: a bounded error)",
      test_record_idle_caller, 0 },
    { "an export that would block: the call returns at once, the bridge releases the round", test_export_would_block,
      0 },
    { "more rounds than the ring holds behind an idle caller: VK_ERROR_TOO_MANY_OBJECTS, then exact",
      test_ring_full_behind_idle_caller, 0 },
    { NULL, NULL, 0 },
};
