/* Area "sync_fd": what SYNC_FD mode adds to the host bridge: AUTO's
 * fallback to the bridge when setting it up fails, a failed export, and
 * the bridge releasing a round while later ones are planned into the ring.
 * Host bridge mode runs them too; make test-syncfd runs them in SYNC_FD
 * mode. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- AUTO falls back to the bridge when SYNC_FD setup fails -------------- */

static int g_fail_submits; /* vkQueueSubmit fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL refusing_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                            VkFence fence)
{
    return __atomic_load_n(&g_fail_submits, __ATOMIC_ACQUIRE) ? VK_ERROR_OUT_OF_DEVICE_MEMORY
                                                              : vkQueueSubmit(queue, count, submits, fence);
}

/* Reports every device as RADV, which VKAR_SYNC_MODE_AUTO runs in SYNC_FD
 * mode where the driver can export SYNC_FDs. */
static VKAPI_ATTR void VKAPI_CALL radv_properties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* next;
    vkGetPhysicalDeviceProperties2(physicalDevice, props);
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES)
            ((VkPhysicalDeviceDriverProperties*)(void*)next)->driverID = VK_DRIVER_ID_MESA_RADV;
}

static const Intercept k_radv_refusing_submits[] = {
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)radv_properties2 },
    { "vkQueueSubmit", (PFN_vkVoidFunction)refusing_queue_submit },
    { NULL, NULL } };

/* VKAR_SYNC_MODE_AUTO on drivers it runs in SYNC_FD mode, when setting that
 * up fails (its first submission is refused): the communicator is created
 * on the host bridge instead, says so, and sums exactly. Where the driver
 * cannot export SYNC_FDs (Debian 12's lavapipe) AUTO picks the bridge
 * without trying; make test-syncfd runs the fallback. */
static int test_auto_falls_back_to_bridge(void)
{
    VkarCommProperties props;
    Fixture f;
    const char* forced = getenv("VKAR_SYNC");
    const char* release = getenv("VKAR_RELEASE"); /* RADV refuses make test's second pass, event */
    char saved[32] = "", savedRelease[32] = "";
    const int errors = __atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED);
    if (forced)
        snprintf(saved, sizeof saved, "%s", forced);
    if (release)
        snprintf(savedRelease, sizeof savedRelease, "%s", release);
    unsetenv("VKAR_SYNC");
    unsetenv("VKAR_RELEASE");
    __atomic_store_n(&g_fail_submits, 1, __ATOMIC_RELEASE);
    CHECK(fixture_open_with(&f, 2, 0, k_radv_refusing_submits) == 0);
    __atomic_store_n(&g_fail_submits, 0, __ATOMIC_RELEASE);
    if (*saved)
        setenv("VKAR_SYNC", saved, 1);
    if (*savedRelease)
        setenv("VKAR_RELEASE", savedRelease, 1);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    if (H.hasSyncFd) /* recovered: warned of, no error */
        CHECK(recent_log_contains("setting up SYNC_FD mode failed (-2); using the host bridge") &&
              __atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED) == errors);
    else
        printf("    the driver cannot export SYNC_FDs: AUTO chose the bridge without trying\n");
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- A failed SYNC_FD export --------------------------------------------- */

static int g_failing_exports; /* vkGetSemaphoreFdKHR fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL failing_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                               int* pFd)
{
    PFN_vkGetSemaphoreFdKHR real = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
    if (__atomic_load_n(&g_failing_exports, __ATOMIC_ACQUIRE))
        return VK_ERROR_OUT_OF_HOST_MEMORY; /* not the code of a timeout */
    return real(device, info, pFd);
}

static const Intercept k_failing_export[] = { { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)failing_get_semaphore_fd },
                                              { NULL, NULL } };

/* The record API's round whose exports fail: the caller asked for the GPUs'
 * release, which cannot happen, so vkarReleaseRound returns the error and
 * releases the reduces at once (meaningless sums); later rounds run on the
 * bridge and sum exactly. */
static int record_failed_export(void)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    VkarCommProperties props;
    Recorded rec;
    Fixture f;
    CHECK(fixture_open_with(&f, 3, 0, k_failing_export) == 0);
    begin_pair(&f, &rec);
    info = cmd_info(&f, &rec, ranges, 1000, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    CHECK(submit_publishes(&f, &rec) == 0);
    __atomic_store_n(&g_failing_exports, 1, __ATOMIC_RELEASE);
    CHECK(vkarReleaseRound(f.comm, rec.round) == VK_ERROR_OUT_OF_HOST_MEMORY);
    __atomic_store_n(&g_failing_exports, 0, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("the SYNC_FD exchange failed; later rounds use the host bridge"));
    CHECK(submit_reduces(&f, &rec) == 0);
    CHECK(fixture_finish(&f) == 0);
    free_pair(&f, &rec);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* SYNC_FD mode: a round whose exports fail is released by the bridge over
 * exact sums and the call succeeds, so that a caller who takes an error to
 * mean "no sums" does not sum again; later rounds run on the bridge. Then
 * the same through the record API (record_failed_export). */
static int test_failed_export(void)
{
    VkarCommProperties props;
    Fixture f;
    int lines;
    CHECK(fixture_open_with(&f, 3, 0, k_failing_export) == 0);
    vkarGetCommProperties(f.comm, &props);
    if (props.syncMode != VKAR_SYNC_MODE_SYNC_FD) {
        printf("    host bridge mode: no exports (make test-syncfd runs this)\n");
        fixture_close(&f);
        return 0;
    }
    CHECK(still_usable(&f) == 0);
    lines = log_lines();
    __atomic_store_n(&g_failing_exports, 1, __ATOMIC_RELEASE);
    CHECK(still_usable(&f) == 0);
    __atomic_store_n(&g_failing_exports, 0, __ATOMIC_RELEASE);
    CHECK(log_lines() > lines && recent_log_contains("the SYNC_FD exchange failed; later rounds use the host bridge"));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return record_failed_export();
}

/* ---- A failed publish, then a failed reduce ------------------------------ */

static int g_submits_seen; /* vkQueueSubmit calls since armed */
static unsigned g_failing_submits; /* bit k: the (k + 1)-th call since armed fails */

static VKAPI_ATTR VkResult VKAPI_CALL numbered_failing_submit(VkQueue queue, uint32_t count,
                                                              const VkSubmitInfo* submits, VkFence fence)
{
    const int k = __atomic_fetch_add(&g_submits_seen, 1, __ATOMIC_ACQ_REL);
    if (k < 32 && (__atomic_load_n(&g_failing_submits, __ATOMIC_ACQUIRE) & (1u << k)))
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    return vkQueueSubmit(queue, count, submits, fence);
}

static const Intercept k_numbered_failing_submit[] = {
    { "vkQueueSubmit", (PFN_vkVoidFunction)numbered_failing_submit }, { NULL, NULL } };

/* A SYNC_FD round of 3 ranks whose third publish fails, then whose first
 * reduce does: the two ranks that published are let finish their publishes
 * and the one that did not its previous round, each released from the
 * host, so nothing waits out the timeout and the communicator is not lost. */
static int test_publish_then_reduce_fail(void)
{
    VkarCommStatus status;
    VkarCommProperties props;
    Fixture f;
    Call c;
    double start;
    CHECK(fixture_open_with(&f, 3, 10 * SECOND, k_numbered_failing_submit) == 0);
    vkarGetCommProperties(f.comm, &props);
    if (props.syncMode != VKAR_SYNC_MODE_SYNC_FD) {
        printf("    host bridge mode: one submission a rank (make test-syncfd runs this)\n");
        fixture_close(&f);
        return 0;
    }
    CHECK(still_usable(&f) == 0);
    memset(&c, 0, sizeof c);
    c.count = 300;
    __atomic_store_n(&g_submits_seen, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&g_failing_submits, (1u << 2) | (1u << 3), __ATOMIC_RELEASE); /* publish 3, reduce 1 */
    start = now_seconds();
    CHECK(fixture_submit(&f, &c) == VK_ERROR_OUT_OF_DEVICE_MEMORY);
    __atomic_store_n(&g_failing_submits, 0, __ATOMIC_RELEASE);
    CHECK(now_seconds() - start < 5.0); /* before the fix: the whole timeout, then lost */
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.failedRound == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- The bridge beside later rounds in the ring ---------------------------
 * The bridge reads how each round it releases waits (comm->releases) while
 * the calling thread plans later rounds into the same 64 entries. The
 * intercepts below slow one SYNC_FD export by 300 ms, past its bound (5 ms,
 * or VKAR_EXPORT_WAIT_NS: that round goes to the bridge, released through
 * go) and one host signal of go by 300 ms, so a round is planned into an
 * entry the bridge is releasing. */

static int g_slow_export; /* the next vkGetSemaphoreFdKHR sleeps 300 ms first */
static int g_slow_signal; /* the next vkSignalSemaphore sleeps 300 ms first */

static VKAPI_ATTR VkResult VKAPI_CALL slow_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                            int* pFd)
{
    PFN_vkGetSemaphoreFdKHR real = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
    if (__atomic_exchange_n(&g_slow_export, 0, __ATOMIC_ACQ_REL))
        sleep_ms(300);
    return real(device, info, pFd);
}

static VKAPI_ATTR VkResult VKAPI_CALL slow_signal_semaphore(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    if (__atomic_exchange_n(&g_slow_signal, 0, __ATOMIC_ACQ_REL))
        sleep_ms(300);
    return vkSignalSemaphore(device, info);
}

static const Intercept k_slow_release[] = {
    { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)slow_get_semaphore_fd },
    { "vkSignalSemaphore", (PFN_vkVoidFunction)slow_signal_semaphore },
    { NULL, NULL } };

/* 65 calls in a row whose exports end in time (no log line): SYNC_FD
 * rounds the bridge never sees, so its next release spans the last 64 of
 * them, whose ring entries the next rounds are planned into. */
static int run_quiet_rounds(Fixture* f, const Call* c)
{
    uint32_t quiet = 0, calls = 0;
    while (quiet < 65 && calls++ < 1000) {
        int lines = log_lines();
        CHECK(fixture_run(f, c) == 0);
        quiet = log_lines() == lines ? quiet + 1 : 0; /* a line: an export took too long */
    }
    CHECK(quiet == 65);
    return 0;
}

/* Built for SYNC_FD mode with the event release, run in every mode:
 * 1. 65 calls in a row whose exports end in time: SYNC_FD rounds the
 *    bridge never sees, so its next release spans the last 64 of them;
 * 2. call T, its export slowed: the bridge releases it, its go signal
 *    slowed 300 ms;
 * 3. meanwhile call T + 1, whose rank 2 waits on a closed gate: planned
 *    into the entry of round T - 63, which the bridge's release spans.
 * Ranks 0 and 1 must not sum T + 1 before rank 2 has published it (the
 * bridge once set their events in step 2, as it reread that entry). */
static int test_release_beside_later_rounds(void)
{
    const uint64_t count = 1000, salt = 21;
    VkarSemaphoreValue waits[MAX_RANKS];
    uint32_t k, j;
    Gates gates;
    Fixture f;
    Call c;
    uint64_t e;
    CHECK(fixture_open_with(&f, 3, 0, k_slow_release) == 0);
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(run_quiet_rounds(&f, &c) == 0);
    for (k = 0; k < f.ranks; ++k)
        fill_exact_inputs(&f, k, count, salt);
    __atomic_store_n(&g_slow_export, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&g_slow_signal, 1, __ATOMIC_RELEASE);
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(100); /* the bridge is in its slowed signal */
    gates_open(&gates, 3);
    memset(waits, 0, sizeof waits);
    waits[2] = gates.waits[2];
    c.waits = waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(400); /* past the slowed signal */
    timeline_signal(2, gates.sem[2], 1);
    CHECK(fixture_finish(&f) == 0);
    gates_close(&gates);
    if (expected_sync_mode() == VKAR_SYNC_MODE_SYNC_FD)
        CHECK(__atomic_load_n(&g_slow_export, __ATOMIC_ACQUIRE) == 0); /* round T's export was slowed */
    else
        printf("    host bridge mode: no export to slow, every round the bridge's\n");
    __atomic_store_n(&g_slow_export, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&g_slow_signal, 0, __ATOMIC_RELEASE);
    for (k = 0; k < f.ranks; ++k) {
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            for (j = 0; j < f.ranks; ++j)
                sum += exact_input(e + salt, j);
            CHECK(f.buf[k].words[e] == float_bits(3.0f * sum)); /* T sums, T + 1 sums the sums */
        }
    }
    fixture_close(&f);
    return 0;
}

/* After the GPUs released the last 65 rounds, call T's last rank waits on
 * a gate opened 200 ms later: the bridge, posted T, first releases the
 * rounds published before it (up to T - 1), whose ring window holds T's
 * entry. Ranks 0 and 1 must not sum T before the last rank has published
 * it (the bridge once raised go to T's value there, as it read T's entry
 * for round T - 64's: wrong sums under load in make test-syncfd). */
static int test_late_publish_after_gpu_rounds(void)
{
    const uint64_t count = 1000, salt = 33;
    VkarSemaphoreValue waits[MAX_RANKS];
    Gates gates;
    Fixture f;
    Call c;
    uint32_t ranks;
    for (ranks = 2; ranks <= 3; ++ranks) {
        CHECK(fixture_open(&f, ranks, 4 * count) == 0);
        memset(&c, 0, sizeof c);
        c.count = count;
        CHECK(run_quiet_rounds(&f, &c) == 0);
        fill_exact_all(&f, count, salt);
        gates_open(&gates, ranks);
        memset(waits, 0, sizeof waits);
        waits[ranks - 1] = gates.waits[ranks - 1];
        c.waits = waits;
        CHECK_VK(fixture_submit(&f, &c));
        sleep_ms(200);
        timeline_signal(ranks - 1, gates.sem[ranks - 1], 1);
        CHECK(fixture_finish(&f) == 0);
        gates_close(&gates);
        CHECK(holds_exact_sums(&f, count, salt) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- The exchange's driver calls, and a failed merge ----------------------- */

static unsigned g_fd_exports, g_fd_imports;

static VKAPI_ATTR VkResult VKAPI_CALL counted_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                               int* pFd)
{
    PFN_vkGetSemaphoreFdKHR real = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
    __atomic_add_fetch(&g_fd_exports, 1, __ATOMIC_RELAXED);
    return real(device, info, pFd);
}

static VKAPI_ATTR VkResult VKAPI_CALL counted_import_semaphore_fd(VkDevice device,
                                                                  const VkImportSemaphoreFdInfoKHR* info)
{
    PFN_vkImportSemaphoreFdKHR real =
        (PFN_vkImportSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkImportSemaphoreFdKHR");
    __atomic_add_fetch(&g_fd_imports, 1, __ATOMIC_RELAXED);
    return real(device, info);
}

static const Intercept k_counted_fd_calls[] = {
    { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)counted_get_semaphore_fd },
    { "vkImportSemaphoreFdKHR", (PFN_vkVoidFunction)counted_import_semaphore_fd },
    { NULL, NULL } };

static int syncs_by_fd(Fixture* f)
{
    VkarCommProperties props;
    vkarGetCommProperties(f->comm, &props);
    return props.syncMode == VKAR_SYNC_MODE_SYNC_FD;
}

/* `rounds` exact calls on `ranks` ranks, counting the exports and imports
 * (the exporter thread is joined by the destroy before they are read). A
 * round the GPUs release costs N exports and N imports; one the bridge
 * releases (its exports late) N exports, or none. */
static int count_fd_calls(uint32_t ranks, uint32_t rounds, unsigned* pExports, unsigned* pImports, int* pSyncFd)
{
    Fixture f;
    uint32_t i;
    CHECK(fixture_open_with(&f, ranks, 0, k_counted_fd_calls) == 0);
    *pSyncFd = syncs_by_fd(&f);
    __atomic_store_n(&g_fd_exports, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&g_fd_imports, 0, __ATOMIC_RELAXED);
    for (i = 0; i < rounds; ++i)
        CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    *pExports = __atomic_load_n(&g_fd_exports, __ATOMIC_RELAXED);
    *pImports = __atomic_load_n(&g_fd_imports, __ATOMIC_RELAXED);
    return 0;
}

/* SYNC_FD mode at 2-8 ranks: N exports and N imports a round (one merged
 * sync file per rank, not one per peer: 2N, where it was N + N(N - 1)),
 * every sum exact. The host bridge makes none. */
static int test_fd_calls_per_round(void)
{
    const uint32_t rounds = 8;
    uint32_t ranks;
    for (ranks = 2; ranks <= MAX_RANKS; ++ranks) {
        unsigned exports, imports;
        int syncFd;
        CHECK(count_fd_calls(ranks, rounds, &exports, &imports, &syncFd) == 0);
        printf("    %u ranks, %u rounds: %u exports, %u imports\n", ranks, rounds, exports, imports);
        if (!syncFd) {
            CHECK(exports == 0 && imports == 0);
            continue;
        }
        CHECK(exports % ranks == 0 && imports % ranks == 0);
        CHECK(imports >= ranks && imports <= exports && exports <= ranks * rounds);
        CHECK(exports + imports <= (2 * ranks + 2) * rounds);
    }
    return 0;
}

/* The record API's round whose merge fails: vkarReleaseRound waits for the
 * publishes on the host, releases the reduces and succeeds over exact sums. */
static int record_failed_merge(Fixture* f)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    Recorded rec;
    const unsigned failed = __atomic_load_n(&g_merges_failed, __ATOMIC_RELAXED);
    fill_exact_all(f, 300, 7);
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, 300, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    CHECK(submit_publishes(f, &rec) == 0);
    __atomic_store_n(&g_merges_fail, 1, __ATOMIC_RELEASE);
    CHECK_VK(vkarReleaseRound(f->comm, rec.round));
    __atomic_store_n(&g_merges_fail, 0, __ATOMIC_RELEASE);
    CHECK(__atomic_load_n(&g_merges_failed, __ATOMIC_RELAXED) > failed);
    CHECK(recent_log_contains("released once every publish has finished"));
    CHECK(submit_reduces(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    free_pair(f, &rec);
    return holds_exact_sums(f, 300, 7);
}

/* SYNC_FD mode, 4 ranks: a round whose exports cannot be merged is released
 * by the bridge over exact sums, the call succeeds, and the next rounds are
 * the GPUs' again (imports resume); then the same through the record API. */
static int test_failed_merge(void)
{
    Fixture f;
    unsigned imports;
    uint32_t i;
    CHECK(fixture_open_with(&f, 4, 0, k_counted_fd_calls) == 0);
    if (!syncs_by_fd(&f)) {
        const unsigned merges = __atomic_load_n(&g_merges, __ATOMIC_RELAXED);
        CHECK(still_usable(&f) == 0);
        CHECK(__atomic_load_n(&g_merges, __ATOMIC_RELAXED) == merges);
        printf("    host bridge mode: no merges (make test-syncfd runs this)\n");
        fixture_close(&f);
        return 0;
    }
    CHECK(still_usable(&f) == 0);
    __atomic_store_n(&g_merges_fail, 1, __ATOMIC_RELEASE);
    /* a round whose exports come late goes to the bridge unmerged */
    for (i = 0; i < 5 && __atomic_load_n(&g_merges_failed, __ATOMIC_RELAXED) == 0; ++i)
        CHECK(still_usable(&f) == 0);
    __atomic_store_n(&g_merges_fail, 0, __ATOMIC_RELEASE);
    CHECK(__atomic_load_n(&g_merges_failed, __ATOMIC_RELAXED) > 0);
    CHECK(syncs_by_fd(&f));
    imports = __atomic_load_n(&g_fd_imports, __ATOMIC_RELAXED);
    for (i = 0; i < 5; ++i)
        CHECK(still_usable(&f) == 0);
    CHECK(__atomic_load_n(&g_fd_imports, __ATOMIC_RELAXED) > imports);
    CHECK(record_failed_merge(&f) == 0);
    CHECK(syncs_by_fd(&f) && still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_sync_fd[] = {
    { "SYNC_FD: a failed publish, then a failed reduce: released from the host, not lost",
      test_publish_then_reduce_fail, 0 },
    { "AUTO falls back to the bridge when SYNC_FD setup fails", test_auto_falls_back_to_bridge, 0 },
    { "a failed SYNC_FD export: vkarAllreduce succeeds over exact sums, vkarReleaseRound returns the error",
      test_failed_export, 0 },
    { "a round planned into a ring entry the bridge is releasing waits for its own release",
      test_release_beside_later_rounds, 0 },
    { "after rounds the GPUs released, a round whose last rank publishes late is summed after that publish",
      test_late_publish_after_gpu_rounds, 0 },
    { "SYNC_FD: N exports and N imports a round at 2-8 ranks, every sum exact", test_fd_calls_per_round, 0 },
    { "SYNC_FD: a failed merge: the bridge releases that round over exact sums, later rounds use SYNC_FD again",
      test_failed_merge, 0 },
    { NULL, NULL, 0 },
};
