/* Area "errors": the codes the library returns, what vkarGetResultString
 * says of each, one code for a bad argument, and the status function's
 * return while rounds are in flight and once the communicator is lost. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <pthread.h>
#include <string.h>

/* ---- Errors: codes and their names ---------------------------------------- */

/* Every code the library returns: its own, and the driver errors it passes
 * on as it met them. */
static const struct {
    VkResult code;
    const char* name;
} k_library_codes[] = {
    { VK_SUCCESS, "VK_SUCCESS" },
    { VK_ERROR_VALIDATION_FAILED_EXT, "VK_ERROR_VALIDATION_FAILED_EXT" },
    { VK_ERROR_TOO_MANY_OBJECTS, "VK_ERROR_TOO_MANY_OBJECTS" },
    { VK_ERROR_DEVICE_LOST, "VK_ERROR_DEVICE_LOST" },
    { VK_ERROR_FEATURE_NOT_PRESENT, "VK_ERROR_FEATURE_NOT_PRESENT" },
    { VK_ERROR_EXTENSION_NOT_PRESENT, "VK_ERROR_EXTENSION_NOT_PRESENT" },
    { VK_ERROR_INITIALIZATION_FAILED, "VK_ERROR_INITIALIZATION_FAILED" },
    { VK_ERROR_OUT_OF_HOST_MEMORY, "VK_ERROR_OUT_OF_HOST_MEMORY" },
    { VK_ERROR_OUT_OF_DEVICE_MEMORY, "VK_ERROR_OUT_OF_DEVICE_MEMORY" },
    { VK_ERROR_INVALID_EXTERNAL_HANDLE, "VK_ERROR_INVALID_EXTERNAL_HANDLE" },
    { VK_ERROR_MEMORY_MAP_FAILED, "VK_ERROR_MEMORY_MAP_FAILED" },
    { VK_ERROR_OUT_OF_POOL_MEMORY, "VK_ERROR_OUT_OF_POOL_MEMORY" },
    { VK_ERROR_FRAGMENTED_POOL, "VK_ERROR_FRAGMENTED_POOL" },
    { VK_ERROR_FRAGMENTATION, "VK_ERROR_FRAGMENTATION" },
    { VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS, "VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS" },
    { VK_ERROR_INVALID_SHADER_NV, "VK_ERROR_INVALID_SHADER_NV" },
    { VK_ERROR_UNKNOWN, "VK_ERROR_UNKNOWN" },
};

/* Whether vkarGetResultString(res) opens with `name` and a colon, says
 * more than the name, and fits in 80 characters; 0 when it does. */
static int named(VkResult res, const char* name)
{
    const char* s = vkarGetResultString(res);
    const size_t n = strlen(name);
    if (!s || strncmp(s, name, n) != 0 || s[n] != ':' || strlen(s) < n + 10 || strlen(s) > 80) {
        printf("    %d (%s): %s\n", (int)res, name, s ? s : "(NULL)");
        return 1;
    }
    return 0;
}

/* vkarGetResultString gives every code the library returns a phrase of its
 * own; any other value one string, never NULL, that is none of them. */
static int test_result_strings(void)
{
    static const VkResult others[] = { VK_NOT_READY,        VK_TIMEOUT,          VK_INCOMPLETE,
                                       VK_SUBOPTIMAL_KHR,   VK_ERROR_LAYER_NOT_PRESENT,
                                       (VkResult)12345,     (VkResult)-12345,    (VkResult)0x7fffffff };
    const size_t codes = sizeof k_library_codes / sizeof *k_library_codes;
    const char* other = vkarGetResultString(others[0]);
    size_t i, j;
    CHECK(other != NULL && strlen(other) <= 80);
    for (i = 0; i < codes; ++i) {
        CHECK(named(k_library_codes[i].code, k_library_codes[i].name) == 0);
        CHECK(strcmp(vkarGetResultString(k_library_codes[i].code), other) != 0);
        for (j = 0; j < i; ++j)
            CHECK(strcmp(vkarGetResultString(k_library_codes[i].code), vkarGetResultString(k_library_codes[j].code)));
    }
    for (i = 0; i < sizeof others / sizeof *others; ++i)
        CHECK(vkarGetResultString(others[i]) != NULL && strcmp(vkarGetResultString(others[i]), other) == 0);
    /* a call that succeeded may only have queued its work */
    CHECK(strstr(vkarGetResultString(VK_SUCCESS), "in flight") && !strstr(vkarGetResultString(VK_SUCCESS), "done"));
    return 0;
}

/* A bad argument is VK_ERROR_VALIDATION_FAILED_EXT everywhere (creation's
 * create-info, environment and devices, vkarGetUniqueId,
 * vkarMoveThreadOffInterruptCpus and the calls), and a thread that cannot
 * start VK_ERROR_INITIALIZATION_FAILED: checked on the fake driver (area
 * "fake"), which answers at once. */

static void* fail_a_call(void* reason)
{
    (void)vkarAllreduce(VK_NULL_HANDLE, NULL);
    snprintf((char*)reason, 128, "%s", vkarGetLastError());
    return NULL;
}

/* Each failure leaves its reason for vkarGetLastError, with a logger or
 * without one, creation's too; a call that succeeds clears it; each
 * thread has its own. */
static int test_last_error(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarComm comm = VK_NULL_HANDLE;
    VkarUniqueId id;
    char silent[512], first[512], other[128] = "";
    pthread_t thread;
    Fixture f;

    CHECK(vkarCreateComm(NULL, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && vkarGetLastError()[0] != '\0');
    snprintf(first, sizeof first, "%s", vkarGetLastError());
#ifdef _WIN32 /* no processes there: a failure with its reason */
    CHECK(vkarGetUniqueId(&id) == VK_ERROR_FEATURE_NOT_PRESENT && vkarGetLastError()[0] != '\0');
#else /* a success keeps the last failure's reason, as ncclGetLastError does */
    CHECK(vkarGetUniqueId(&id) == VK_SUCCESS && strcmp(vkarGetLastError(), first) == 0);
#endif

    /* the same failure, without and with a logger */
    info.flags = 0x80;
    info.pfnLog = NULL;
    CHECK(vkarCreateComm(&info, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && comm == VK_NULL_HANDLE);
    snprintf(silent, sizeof silent, "%s", vkarGetLastError());
    CHECK(silent[0] != '\0');
    info.pfnLog = test_log;
    CHECK(vkarCreateComm(&info, &comm) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(last_error_is_last_log() == 0 && strcmp(silent, vkarGetLastError()) == 0);

    /* a call's, then successes, the status query (the README's advice after
     * a failure) among them: the reason stays until the next failure */
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(vkarAllreduce(f.comm, NULL) == VK_ERROR_VALIDATION_FAILED_EXT && last_error_is_last_log() == 0);
    snprintf(first, sizeof first, "%s", vkarGetLastError());
    CHECK(strstr(first, "vkarAllreduce") != NULL);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS && strcmp(vkarGetLastError(), first) == 0);
    CHECK(still_usable(&f) == 0 && strcmp(vkarGetLastError(), first) == 0);

    /* another thread's failure is its own */
    CHECK(pthread_create(&thread, NULL, fail_a_call, other) == 0);
    CHECK(pthread_join(thread, NULL) == 0);
    CHECK(other[0] != '\0' && strcmp(other, first) != 0 && strcmp(vkarGetLastError(), first) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* Creation notes what it set up (INFO) and no error; a failure is an
 * ERROR line; INFO lines are not among the lines the tests read. */
static int test_log_severities(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    const int errors = g_log_severities[VKAR_LOG_SEVERITY_ERROR];
    const int infos = g_log_severities[VKAR_LOG_SEVERITY_INFO];
    const int lines = log_lines();
    Fixture f;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(g_log_severities[VKAR_LOG_SEVERITY_INFO] > infos);
    CHECK(g_log_severities[VKAR_LOG_SEVERITY_ERROR] == errors && log_lines() == lines);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    info.flags = 0x80;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "0x80") == 0);
    CHECK(g_log_severities[VKAR_LOG_SEVERITY_ERROR] == errors + 1);
    return 0;
}

static int g_fail_reads; /* vkGetSemaphoreCounterValue fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL failing_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return __atomic_load_n(&g_fail_reads, __ATOMIC_ACQUIRE) ? VK_ERROR_OUT_OF_HOST_MEMORY
                                                            : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static const Intercept k_failing_reads[] = {
    { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)failing_counter_value }, { NULL, NULL }
};

/* vkarGetCommStatus returns VK_SUCCESS whether rounds are in flight or not
 * (finishedRound against submittedRound tells), never a positive code; a
 * negative one when reading a timeline fails (which loses nothing) and
 * once the communicator is lost. */
static int test_status_codes(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    uint64_t value;
    CHECK(fixture_open_with(&f, 2, 0, k_failing_reads) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 0 && status.finishedRound == 0 && status.failedRound == 0);

    /* in flight: both ranks wait on gates not yet open */
    gates_open(&gates, 2);
    fill_exact_all(&f, 1000, 5);
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(50);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 1 && status.finishedRound == 0 && status.failedRound == 0);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    gates_open_all(&gates);
    CHECK(fixture_finish(&f) == 0);
    CHECK(holds_exact_sums(&f, 1000, 5) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 1 && status.finishedRound == 1 && status.failedRound == 0);
    gates_close(&gates);

    /* a timeline that cannot be read: the driver's error, logged, nothing lost */
    __atomic_store_n(&g_fail_reads, 1, __ATOMIC_RELEASE);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_OUT_OF_HOST_MEMORY);
    __atomic_store_n(&g_fail_reads, 0, __ATOMIC_RELEASE);
    CHECK(status.finishedRound == 0 && status.failedRound == 0);
    CHECK(recent_log_contains("reading its timeline failed"));
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS && status.finishedRound == 1);

    /* lost: a rank that never begins its round, then vkarAbortComm */
    gates_open(&gates, 2);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    value = f.value;
    sleep_ms(50);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 2 && status.finishedRound == 1);
    vkarAbortComm(f.comm);
    CHECK_VK(timeline_wait(0, f.sem[0], value, 2 * SECOND));
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 2 && status.submittedRound == 2 && vkarGetLastError()[0] != '\0');
    CHECK(vkarGetCommStatus(f.comm, NULL) < 0);
    timeline_signal(1, gates.sem[1], 1);
    CHECK_VK(timeline_wait(1, f.sem[1], value, 10 * SECOND));
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_errors[] = {
    { "errors: vkarGetResultString names every code the library returns, and any other value", test_result_strings, 0 },
    { "errors: vkarGetCommStatus is VK_SUCCESS with rounds in flight, negative once lost", test_status_codes, 0 },
    { "errors: vkarGetLastError has each failure's reason, with or without a logger, per thread, kept past successes",
      test_last_error, 0 },
    { "errors: log lines carry their severity: creation's notes are INFO, failures ERROR", test_log_severities, 0 },
    { NULL, NULL, 0 },
};
