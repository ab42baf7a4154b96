/* Area "stuck": a peer that never finishes its part: a rank stuck in a
 * round (the bridge gives up after the timeout), vkarAbortComm, a device
 * lost mid-round, and vkarDestroyComm with a stuck peer (which leaks by
 * design, so it runs only when asked for by name). */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- A stuck peer -------------------------------------------------------- */

/* A stuck peer: rank 1 has begun the round (its ready event reads as set,
 * as on a GPU that hangs in it) and does not publish it. After the timeout
 * the bridge logs the rank and round, releases the other ranks and stops;
 * the status query and every later call report VK_ERROR_DEVICE_LOST with
 * the round and rank. When the gate opens at last, everything drains and
 * the communicator is destroyed as usual. */
static int test_stuck_peer(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    CHECK(fixture_open_with(&f, 3, SHORT_TIMEOUT_NS, k_hanging) == 0);
    gates_open(&gates, 3);
    __atomic_store_n(&g_hung_device, H.devices[1].device, __ATOMIC_RELEASE);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    sleep_ms(800);
    __atomic_store_n(&g_hung_device, VK_NULL_HANDLE, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("rank 1") && recent_log_contains("round 1 not published within 300 ms"));
    CHECK_VK(timeline_wait(0, f.sem[0], f.value, 10 * SECOND));
    CHECK_VK(timeline_wait(2, f.sem[2], f.value, 10 * SECOND));
    CHECK(timeline_value(1, f.sem[1]) < f.value); /* rank 1 still waits on its gate */
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 1 && status.failedRank == 1 && status.submittedRound == 1);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    CHECK(recent_log_contains("was lost at round 1"));
    CHECK(vkarReleaseRound(f.comm, 7) == VK_ERROR_VALIDATION_FAILED_EXT);
    timeline_signal(1, gates.sem[1], 1);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* ---- vkarAbortComm ------------------------------------------------------- */

/* vkarAbortComm with a peer gone (rank 1 idle behind a gate that stays
 * closed, the timeout 10 s): it returns at once, and the other ranks are
 * released within about 50 ms, over meaningless sums; the status and every
 * later call report VK_ERROR_DEVICE_LOST. Destroy, called as rank 1's gate
 * opens, waits for the round it released to drain there (what a loaded
 * machine shows even when the caller waited first) and frees everything
 * without waiting for the timeout (within 5 s: under ASan on two busy
 * cores its three drains and the layer's teardown took over a second). */
static int test_abort(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    double start;
    uint64_t value;
    CHECK(fixture_open_with(&f, 3, 0, NULL) == 0);
    gates_open(&gates, 3);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    value = f.value;
    sleep_ms(100);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS && status.finishedRound < status.submittedRound);
    start = now_seconds();
    vkarAbortComm(f.comm);
    CHECK(now_seconds() - start < 0.05);
    CHECK_VK(timeline_wait(0, f.sem[0], value, 2 * SECOND));
    CHECK_VK(timeline_wait(2, f.sem[2], value, 2 * SECOND));
    printf("    ranks 0 and 2 released %.0f ms after vkarAbortComm\n", 1e3 * (now_seconds() - start));
    CHECK(timeline_value(1, f.sem[1]) < value);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 1 && status.submittedRound == 1);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    timeline_signal(1, gates.sem[1], 1);
    recent_log_clear();
    start = now_seconds();
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE; /* before the check: a failed one releases the fixture */
    CHECK(now_seconds() - start < 5.0 && !recent_log_contains("leaked"));
    CHECK(timeline_value(1, f.sem[1]) >= value);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* ---- A lost device ------------------------------------------------------- */

static VkDevice g_lost_device; /* semaphore queries and waits on it report VK_ERROR_DEVICE_LOST */

static int device_is_lost(VkDevice device)
{
    return device == __atomic_load_n(&g_lost_device, __ATOMIC_ACQUIRE);
}

static VKAPI_ATTR VkResult VKAPI_CALL losing_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return device_is_lost(device) ? VK_ERROR_DEVICE_LOST : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static VKAPI_ATTR VkResult VKAPI_CALL losing_wait(VkDevice device, const VkSemaphoreWaitInfo* info, uint64_t timeout)
{
    return device_is_lost(device) ? VK_ERROR_DEVICE_LOST : vkWaitSemaphores(device, info, timeout);
}

static const Intercept k_losing[] = { { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)losing_counter_value },
                                      { "vkWaitSemaphores", (PFN_vkVoidFunction)losing_wait },
                                      { NULL, NULL } };

/* A device lost mid-round, as the bridge thread sees it: the bridge logs
 * the rank and round, releases the other ranks and stops; later calls
 * return VK_ERROR_DEVICE_LOST. The call waits on gates already open, so
 * that the bridge releases it in SYNC_FD mode too. */
static int test_device_lost_mid_round(void)
{
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    CHECK(fixture_open_with(&f, 3, 0, k_losing) == 0);
    gates_open(&gates, 3);
    gates_open_all(&gates);
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = gates.waits;
    __atomic_store_n(&g_lost_device, H.devices[1].device, __ATOMIC_RELEASE);
    CHECK_VK(fixture_submit(&f, &c));
    for (k = 0; k < 3; ++k) /* every rank released, the lost one too */
        CHECK_VK(timeline_wait(k, f.sem[k], f.value, 10 * SECOND));
    __atomic_store_n(&g_lost_device, VK_NULL_HANDLE, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("rank 1") && recent_log_contains("the bridge failed at round 1 (-4)"));
    c.waits = NULL;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* ---- vkarDestroyComm with a stuck peer ----------------------------------- */

/* vkarDestroyComm while a rank is stuck returns after the timeout and
 * leaks the communicator's resources, which a pending submission still
 * uses. It leaks by design, so tests/run.sh runs it apart. */
static int test_destroy_with_stuck_peer(void)
{
    Gates gates;
    Fixture f;
    double start, took;
    CHECK(fixture_open_with(&f, 3, SHORT_TIMEOUT_NS, NULL) == 0);
    gates_open(&gates, 3);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    start = now_seconds();
    vkarDestroyComm(f.comm);
    took = now_seconds() - start;
    f.comm = VK_NULL_HANDLE;
    printf("    vkarDestroyComm returned after %.2f s (timeout 0.3 s)\n", took);
    CHECK(took > 0.25 && took < 5.0);
    CHECK(recent_log_contains("leaked"));
    timeline_signal(1, gates.sem[1], 1);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_stuck[] = {
    { "a stuck peer: the bridge gives up after the timeout, the status and calls report it", test_stuck_peer, 0 },
    { "vkarAbortComm releases a round a peer never begins, at once", test_abort, 0 },
    { "a device lost mid-round: the bridge gives up, calls return VK_ERROR_DEVICE_LOST", test_device_lost_mid_round,
      0 },
    { "leaks by design: vkarDestroyComm with a stuck peer returns after the timeout", test_destroy_with_stuck_peer,
      TAG_LEAKS },
    { NULL, NULL, 0 },
};
