/* Area "config": what a communicator is built from besides its ranks: the
 * version (compiled in and written in the repository's files), the
 * caller's vkGetInstanceProcAddr, the environment variables that override
 * the create-info. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- The version, wherever it is written --------------------------------- */

/* `file`, a path from the repository's root, as this program can open it:
 * the build named this source relative to the root (make, from where the
 * suite runs) or absolutely (CMake), and the root is what comes before
 * "tests/test_config.c". */
static void root_path(char* path, size_t size, const char* file)
{
    snprintf(path, size, "%.*s%s", (int)(sizeof __FILE__ - sizeof "tests/test_config.c"), __FILE__, file);
}

/* In the file `file`, past the line that starts with `after` (NULL: from
 * the first line), the first line that starts with `prefix` followed, where
 * `digit`, by a digit: its word after the prefix (up to a space, a colon or
 * the line's end) into `word`. 0 when found; otherwise it says what is
 * missing. */
static int word_after(const char* file, const char* after, const char* prefix, int digit, char* word, size_t size)
{
    char path[1024], line[1024];
    FILE* f;
    int past = after == NULL, found = 0;
    root_path(path, sizeof path, file);
    f = fopen(path, "r");
    if (!f) {
        printf("    cannot open %s: the suite runs from the repository's root\n", path);
        return 1;
    }
    while (!found && fgets(line, sizeof line, f)) {
        const char* rest = line + strlen(prefix);
        if (!past) {
            past = strncmp(line, after, strlen(after)) == 0;
        } else if (strncmp(line, prefix, strlen(prefix)) == 0 && (!digit || (*rest >= '0' && *rest <= '9'))) {
            snprintf(word, size, "%.*s", (int)strcspn(rest, " :\r\n"), rest);
            found = 1;
        }
    }
    fclose(f);
    if (!found)
        printf("    %s: no line starting with \"%s\"%s%s\n", file, prefix, after ? " after " : "", after ? after : "");
    return !found;
}

/* `what` names `expected`, or reports what it names instead. */
static int names_version(const char* what, const char* word, const char* expected)
{
    if (strcmp(word, expected) == 0)
        return 0;
    printf("    %s: \"%s\", the version is %s\n", what, word, expected);
    return 1;
}

/* A release changes the version in the macros, and by hand in the title
 * line, the RELEASES note and the revision history; CMake and pkg-config
 * take the macros' (make test-packaging checks what they install) unless a
 * literal replaces them. Each is read from the files and compared with
 * what vkarGetVersion of this build returns, so that a bump of one and not
 * the others fails here, and so does a build older than the header. */
static int test_version(void)
{
    const uint32_t v = vkarGetVersion();
    char version[32], major[16], minor[16], patch[16], word[256];
    CHECK(v == VK_ALLREDUCE_VERSION);
    CHECK(VK_ALLREDUCE_VERSION_MINOR < 100 && VK_ALLREDUCE_VERSION_PATCH < 100); /* packed in two digits each */
    snprintf(version, sizeof version, "%u.%u.%u", (unsigned)(v / 10000), (unsigned)(v / 100 % 100),
             (unsigned)(v % 100));
    CHECK(word_after("vk_allreduce.h", NULL, "#define VK_ALLREDUCE_VERSION_MAJOR ", 1, major, sizeof major) == 0);
    CHECK(word_after("vk_allreduce.h", NULL, "#define VK_ALLREDUCE_VERSION_MINOR ", 1, minor, sizeof minor) == 0);
    CHECK(word_after("vk_allreduce.h", NULL, "#define VK_ALLREDUCE_VERSION_PATCH ", 1, patch, sizeof patch) == 0);
    snprintf(word, sizeof word, "%s.%s.%s", major, minor, patch);
    CHECK(names_version("vk_allreduce.h's version macros (rebuild after a change)", word, version) == 0);
    CHECK(word_after("vk_allreduce.h", NULL, "/* vk_allreduce.h - v", 1, word, sizeof word) == 0);
    CHECK(names_version("vk_allreduce.h's title line", word, version) == 0);
    CHECK(word_after("vk_allreduce.h", " * RELEASES", " *   ", 1, word, sizeof word) == 0);
    CHECK(names_version("vk_allreduce.h's RELEASES note, first entry", word, version) == 0);
    CHECK(word_after("vk_allreduce.h", "/* REVISION HISTORY", " *   ", 1, word, sizeof word) == 0);
    CHECK(names_version("vk_allreduce.h's revision history, newest entry", word, version) == 0);
    CHECK(word_after("CMakeLists.txt", NULL, "project(vk_allreduce VERSION ", 0, word, sizeof word) == 0);
    if (word[0] != '$') /* a literal, not the variables read from the macros */
        CHECK(names_version("CMakeLists.txt's project VERSION", word, version) == 0);
    CHECK(word_after("cmake/vk_allreduce.pc.in", NULL, "Version: ", 0, word, sizeof word) == 0);
    if (strcmp(word, "@PROJECT_VERSION@") != 0)
        CHECK(names_version("cmake/vk_allreduce.pc.in's Version", word, version) == 0);
    return 0;
}

/* ---- The caller's loader ----------------------------------------------- */

static int g_loader_calls;

static PFN_vkVoidFunction VKAPI_CALL counting_get_instance_proc_addr(VkInstance instance, const char* name)
{
    ++g_loader_calls;
    return vkGetInstanceProcAddr(instance, name);
}

/* Function pointers come from the caller's vkGetInstanceProcAddr, as with
 * volk or a static loader, and the communicator works through them. */
static int test_caller_loader(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    g_loader_calls = 0;
    info.pfnGetInstanceProcAddr = counting_get_instance_proc_addr;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    CHECK(g_loader_calls >= 5);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Environment overrides ------------------------------------------------- */

static int test_environment_overrides(void)
{
    VkarCommProperties props;
    CHECK(create_with_env("VKAR_DISABLE", "1", VK_ERROR_FEATURE_NOT_PRESENT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_DISABLE") != NULL);
    CHECK(create_with_env("VKAR_DISABLE", "0", VK_SUCCESS, NULL) == 0);
    CHECK(create_with_env("VKAR_SYNC", "bridge", VK_SUCCESS, &props) == 0);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(create_with_env("VKAR_SYNC", "smoke_signals", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_SYNC=smoke_signals") != NULL);
    CHECK(create_with_env("VKAR_SYNC", "sync_fd", H.hasSyncFd ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, &props) == 0);
    CHECK(!H.hasSyncFd || props.syncMode == VKAR_SYNC_MODE_SYNC_FD);
    CHECK(create_with_env("VKAR_RELEASE", "timeline", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_TIMELINE);
    CHECK(create_with_env("VKAR_RELEASE", "event", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_EVENT);
    CHECK(create_with_env("VKAR_RELEASE", "auto", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_TIMELINE);
    CHECK(create_with_env("VKAR_RELEASE", "semaphore", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_RELEASE=semaphore: expected auto, timeline or event") != NULL);
    CHECK(create_with_env("VKAR_SPIN_US", "12x", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(create_with_env("VKAR_SPIN_US", "0", VK_SUCCESS, NULL) == 0);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "250", VK_SUCCESS, &props) == 0);
    CHECK(props.timeoutNanoseconds == 250000000ull);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "0", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_TIMEOUT_MS=0") != NULL);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "-5", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "99999999999999999999", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    return 0;
}

/* ---- A device's limits, lowered through the caller's loader --------------- */

static uint32_t g_workgroup_invocations; /* reported in place of the driver's, when not 0 */
static uint64_t g_timeline_difference;

static VKAPI_ATTR void VKAPI_CALL limited_properties2(VkPhysicalDevice physical, VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* next;
    vkGetPhysicalDeviceProperties2(physical, props);
    if (g_workgroup_invocations)
        props->properties.limits.maxComputeWorkGroupInvocations = g_workgroup_invocations;
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_PROPERTIES && g_timeline_difference)
            ((VkPhysicalDeviceTimelineSemaphoreProperties*)(void*)next)->maxTimelineSemaphoreValueDifference =
                g_timeline_difference;
}

static const Intercept k_limited[] = {
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)limited_properties2 }, { NULL, NULL } };

static int expect_limited(uint32_t invocations, uint64_t difference, VkResult expected, const char* logged)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarComm comm = VK_NULL_HANDLE;
    g_workgroup_invocations = invocations;
    g_timeline_difference = difference;
    CHECK(create_intercepted(&info, k_limited, &comm) == expected);
    g_workgroup_invocations = 0;
    g_timeline_difference = 0;
    vkarDestroyComm(comm);
    CHECK(!logged || recent_log_contains(logged));
    return 0;
}

/* A device whose workgroups cannot hold the kernels' 256 invocations, or
 * whose timelines allow too small a lag, is refused at creation with the
 * limit named; the core minimums pass. */
static int test_device_limits(void)
{
    CHECK(expect_limited(128, 0, VK_ERROR_FEATURE_NOT_PRESENT, "the kernels need workgroups of 256 invocations; "
                                                               "the device allows 128") == 0);
    CHECK(expect_limited(0, 200, VK_ERROR_FEATURE_NOT_PRESENT,
                         "maxTimelineSemaphoreValueDifference is 200; the library needs 256") == 0);
    CHECK(expect_limited(256, 0x7fffffffu, VK_SUCCESS, NULL) == 0);
    return 0;
}

/* ---- go moves by the rounds it releases, not by every round ---------------- */

static uint64_t g_last_signal[64][2]; /* a semaphore and its last host-signalled value */
static uint64_t g_largest_step;
static unsigned g_host_signals;

static VKAPI_ATTR VkResult VKAPI_CALL stepping_signal_semaphore(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    PFN_vkSignalSemaphore real = (PFN_vkSignalSemaphore)vkGetDeviceProcAddr(device, "vkSignalSemaphore");
    const uint64_t handle = (uint64_t)(uintptr_t)info->semaphore;
    unsigned i;
    __atomic_add_fetch(&g_host_signals, 1, __ATOMIC_RELAXED);
    for (i = 0; i < 64 && g_last_signal[i][0] && g_last_signal[i][0] != handle; ++i)
        ;
    if (i < 64) {
        if (info->value - g_last_signal[i][1] > g_largest_step)
            g_largest_step = info->value - g_last_signal[i][1];
        g_last_signal[i][0] = handle;
        g_last_signal[i][1] = info->value;
    }
    return real(device, info);
}

static const Intercept k_stepping_signals[] = {
    { "vkSignalSemaphore", (PFN_vkVoidFunction)stepping_signal_semaphore }, { NULL, NULL } };

/* 200 rounds released on the GPUs (SYNC_FD), then rounds with a caller's
 * waits, which the bridge releases through go: go steps by the rounds it
 * released, not by 200 (which after 2^31 rounds would pass the core
 * maxTimelineSemaphoreValueDifference). Under the bridge alone every round
 * is released through go, one step each. */
static int test_go_steps(void)
{
    VkarSemaphoreValue waits[MAX_RANKS];
    Fixture f;
    Call c;
    uint32_t round, k;
    memset(g_last_signal, 0, sizeof g_last_signal);
    g_largest_step = 0;
    g_host_signals = 0;
    CHECK(fixture_open_with(&f, 2, 0, k_stepping_signals) == 0);
    memset(&c, 0, sizeof c);
    c.count = 256;
    for (round = 1; round <= 200; ++round) {
        CHECK_VK(fixture_submit(&f, &c));
        if (round % 32 == 0)
            CHECK(fixture_finish(&f) == 0); /* within the ring, whatever the driver's pace */
    }
    CHECK(fixture_finish(&f) == 0);
    for (round = 0; round < 3; ++round) {
        for (k = 0; k < f.ranks; ++k) {
            waits[k].semaphore = f.sem[k];
            waits[k].value = f.value;
        }
        fill_exact_all(&f, 256, round);
        c.waits = waits;
        CHECK(fixture_run(&f, &c) == 0);
        CHECK(holds_exact_sums(&f, 256, round) == 0);
    }
    fixture_close(&f);
    printf("    go's largest step: %llu over %u host signals\n", (unsigned long long)g_largest_step,
           __atomic_load_n(&g_host_signals, __ATOMIC_RELAXED));
    CHECK(g_largest_step <= 64);
    return 0;
}

/* ---- The event release only where its wait is known safe ------------------ */

static VkDriverId g_fake_driver;

static VKAPI_ATTR void VKAPI_CALL faked_driver_properties2(VkPhysicalDevice physical,
                                                           VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* next;
    vkGetPhysicalDeviceProperties2(physical, props);
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES)
            ((VkPhysicalDeviceDriverProperties*)(void*)next)->driverID = g_fake_driver;
}

static const Intercept k_faked_driver[] = {
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)faked_driver_properties2 }, { NULL, NULL } };

/* A communicator on `driver` in `mode`: `expected`, and exact sums when created. */
static int create_as_driver(VkDriverId driver, VkarReleaseMode mode, VkResult expected)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    Fixture f;
    VkResult res;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    info.releaseMode = mode;
    g_fake_driver = driver;
    res = create_intercepted(&info, k_faked_driver, &f.comm);
    if (res != expected)
        printf("    driver id %d, release mode %d: %d\n", (int)driver, (int)mode, (int)res);
    CHECK(res == expected);
    if (res == VK_SUCCESS)
        CHECK(still_usable(&f) == 0);
    else
        CHECK(recent_log_contains("VKAR_RELEASE_MODE_EVENT is refused on driver id"));
    fixture_close(&f);
    return 0;
}

/* VKAR_RELEASE_MODE_EVENT holds a reduce in a command buffer until the host
 * sets an event: refused on RADV, ANV and AMD's proprietary driver, whose
 * GPUs reset a job that outlasts their timeout, where the timeline release
 * still works; NVIDIA's proprietary driver and lavapipe take it. */
static int test_event_release_refused(void)
{
    static const VkDriverId k_refused[] = { VK_DRIVER_ID_MESA_RADV, VK_DRIVER_ID_INTEL_OPEN_SOURCE_MESA,
                                            VK_DRIVER_ID_AMD_PROPRIETARY };
    const char* forced = getenv("VKAR_RELEASE");
    char saved[32] = "";
    unsigned i;
    int failed = 0;
    if (forced)
        snprintf(saved, sizeof saved, "%s", forced);
    unsetenv("VKAR_RELEASE"); /* make test's second pass sets it */
    for (i = 0; i < sizeof k_refused / sizeof *k_refused && !failed; ++i) {
        failed |= create_as_driver(k_refused[i], VKAR_RELEASE_MODE_EVENT, VK_ERROR_FEATURE_NOT_PRESENT);
        failed |= create_as_driver(k_refused[i], VKAR_RELEASE_MODE_TIMELINE, VK_SUCCESS);
    }
    if (!failed)
        failed |= create_as_driver(VK_DRIVER_ID_NVIDIA_PROPRIETARY, VKAR_RELEASE_MODE_EVENT, VK_SUCCESS);
    if (!failed)
        failed |= create_as_driver(VK_DRIVER_ID_MESA_LLVMPIPE, VKAR_RELEASE_MODE_EVENT, VK_SUCCESS);
    if (*saved)
        setenv("VKAR_RELEASE", saved, 1);
    return failed;
}

/* ---- Why the sync mode is what it is --------------------------------------- */

/* A communicator of 2 ranks on `driver` (0: lavapipe's own id) asked for
 * `mode`, the environment ignored: its syncMode and pSyncModeReason. */
static int sync_reason(VkDriverId driver, VkarSyncMode mode, VkarSyncMode* pMode, char* why, size_t size)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarCommProperties props;
    Fixture f;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    info.syncMode = mode;
    info.flags |= VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT;
    g_fake_driver = driver;
    if (driver)
        CHECK_VK(create_intercepted(&info, k_faked_driver, &f.comm));
    else
        CHECK_VK(vkarCreateComm(&info, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.pSyncModeReason != NULL);
    snprintf(why, size, "%s", props.pSyncModeReason);
    printf("    driver id %d, sync mode %d asked: %s, because %s\n", (int)driver, (int)mode,
           props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "SYNC_FD" : "host bridge", why);
    *pMode = props.syncMode;
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

static int starts_with(const char* s, const char* prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* VkarCommProperties::pSyncModeReason: what was asked, or the rank whose
 * driver decided AUTO and how; the reason names the mode chosen. */
static int test_sync_mode_reason(void)
{
    VkarSyncMode mode;
    char why[512];
    CHECK(sync_reason((VkDriverId)0, VKAR_SYNC_MODE_AUTO, &mode, why, sizeof why) == 0);
    CHECK(mode == VKAR_SYNC_MODE_HOST_BRIDGE && starts_with(why, "AUTO: rank 0 (") &&
          (strstr(why, "is not RADV, ANV or NVK") || strstr(why, "cannot run SYNC_FD: ")));
    CHECK(sync_reason((VkDriverId)0, VKAR_SYNC_MODE_HOST_BRIDGE, &mode, why, sizeof why) == 0);
    CHECK(mode == VKAR_SYNC_MODE_HOST_BRIDGE && starts_with(why, "asked for"));
    /* as RADV: SYNC_FD where lavapipe exports sync files (the trixie root), else what stops it */
    CHECK(sync_reason(VK_DRIVER_ID_MESA_RADV, VKAR_SYNC_MODE_AUTO, &mode, why, sizeof why) == 0);
    if (mode == VKAR_SYNC_MODE_SYNC_FD)
        CHECK(starts_with(why, "AUTO: every rank runs RADV, ANV or NVK"));
    else
        CHECK(starts_with(why, "AUTO: rank 0 (") && strstr(why, "cannot run SYNC_FD: "));
    return 0;
}

/* ---- The slots' queue family ownership --------------------------------- */

static uint32_t g_expected_external; /* the family the slots pass to */
static unsigned g_acquires, g_releases, g_other_transfers;
static int g_distinct_uuids; /* each device reports a deviceUUID of its own */

static VKAPI_ATTR void VKAPI_CALL counted_pipeline_barrier(
    VkCommandBuffer cmd, VkPipelineStageFlags srcStage, VkPipelineStageFlags dstStage, VkDependencyFlags flags,
    uint32_t memoryCount, const VkMemoryBarrier* memory, uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
    uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    uint32_t i;
    for (i = 0; i < bufferCount; ++i) {
        if (buffers[i].srcQueueFamilyIndex == buffers[i].dstQueueFamilyIndex)
            continue;
        if (buffers[i].srcQueueFamilyIndex == g_expected_external && buffers[i].dstQueueFamilyIndex == H.queueFamily)
            ++g_acquires;
        else if (buffers[i].srcQueueFamilyIndex == H.queueFamily && buffers[i].dstQueueFamilyIndex == g_expected_external)
            ++g_releases;
        else
            ++g_other_transfers;
    }
    vkCmdPipelineBarrier(cmd, srcStage, dstStage, flags, memoryCount, memory, bufferCount, buffers, imageCount,
                         images);
}

static VKAPI_ATTR void VKAPI_CALL uuid_properties2(VkPhysicalDevice physical, VkPhysicalDeviceProperties2* props)
{
    static unsigned s_next;
    VkBaseOutStructure* next;
    vkGetPhysicalDeviceProperties2(physical, props);
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES && g_distinct_uuids)
            ((VkPhysicalDeviceIDProperties*)(void*)next)->deviceUUID[0] ^= (uint8_t)(++s_next);
}

static const Intercept k_counted_barriers[] = {
    { "vkCmdPipelineBarrier", (PFN_vkVoidFunction)counted_pipeline_barrier },
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)uuid_properties2 },
    { NULL, NULL } };

/* `rounds` one-shot rounds on 3 ranks, each recorded afresh: exact sums, and
 * every publish and every reduce acquires the slots from `external` and
 * releases them back, nothing else. */
static int ownership_case(int distinct, VkarCommCreateFlags flags, uint32_t external)
{
    const uint32_t rounds = 4;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, infos);
    Fixture f;
    uint32_t round;
    Call c;
    CHECK(fixture_open(&f, 3, 4096) == 0);
    vkarDestroyComm(f.comm);
    info.flags = flags;
    g_distinct_uuids = distinct;
    CHECK_VK(create_intercepted(&info, k_counted_barriers, &f.comm));
    g_distinct_uuids = 0;
    g_expected_external = external;
    g_acquires = g_releases = g_other_transfers = 0;
    memset(&c, 0, sizeof c);
    c.count = 256;
    for (round = 0; round < rounds; ++round) {
        fill_exact_all(&f, c.count, round);
        CHECK(fixture_run(&f, &c) == 0);
        CHECK(holds_exact_sums(&f, c.count, round) == 0);
    }
    fixture_close(&f);
    if (g_acquires != 2 * 3 * rounds || g_releases != 2 * 3 * rounds || g_other_transfers)
        printf("    %u acquires, %u releases, %u other transfers\n", g_acquires, g_releases, g_other_transfers);
    CHECK(g_acquires == 2 * 3 * rounds && g_releases == 2 * 3 * rounds && g_other_transfers == 0);
    return 0;
}

/* The slots pass to and from VK_QUEUE_FAMILY_EXTERNAL around each publish
 * and reduce, on one device and on devices reporting distinct UUIDs; with
 * VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT and distinct UUIDs, to
 * and from VK_QUEUE_FAMILY_FOREIGN_EXT (where the driver offers the
 * extension). Validation silent, sums exact. */
static int test_slot_ownership(void)
{
    CHECK(ownership_case(0, 0, VK_QUEUE_FAMILY_EXTERNAL) == 0);
    CHECK(ownership_case(1, 0, VK_QUEUE_FAMILY_EXTERNAL) == 0);
    if (!H.hasForeign) {
        printf("    VK_EXT_queue_family_foreign not offered: FOREIGN not tried\n");
        return 0;
    }
    CHECK(ownership_case(0, VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT, VK_QUEUE_FAMILY_EXTERNAL) == 0);
    return ownership_case(1, VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT, VK_QUEUE_FAMILY_FOREIGN_EXT);
}

/* ---- VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT ------------------------------ */

/* With the flag the VKAR_* variables change nothing: not the timeout, not a
 * bad value (which otherwise fails creation), not VKAR_DISABLE. */
static int test_environment_ignored(void)
{
    const VkarCommCreateFlags ignore = VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT;
    VkarCommProperties plain, props;
    CHECK(create_with_env_flags("VKAR_TIMEOUT_MS", "250", 0, VK_SUCCESS, &plain) == 0);
    CHECK(plain.timeoutNanoseconds == 250000000ull); /* read without the flag */
    CHECK(create_with_env_flags("VKAR_TIMEOUT_MS", "250", ignore, VK_SUCCESS, &props) == 0);
    CHECK(props.timeoutNanoseconds != 250000000ull);
    CHECK(create_with_env_flags("VKAR_TIMEOUT_MS", "0", ignore, VK_SUCCESS, NULL) == 0);
    CHECK(create_with_env_flags("VKAR_DISABLE", "1", 0, VK_ERROR_FEATURE_NOT_PRESENT, NULL) == 0);
    CHECK(create_with_env_flags("VKAR_DISABLE", "1", ignore, VK_SUCCESS, NULL) == 0);
    return 0;
}

const TestCase test_area_config[] = {
    { "the version: vkarGetVersion, the macros, the title line, RELEASES, the revision history, CMake, pkg-config",
      test_version, 0 },
    { "the caller's vkGetInstanceProcAddr", test_caller_loader, 0 },
    { "environment overrides", test_environment_overrides, TAG_HOST },
    { "a device's limits: workgroups too small or a timeline lag too short are refused", test_device_limits, 0 },
    { "go steps by the rounds the bridge releases, not by every round", test_go_steps, 0 },
    { "the event release: refused on RADV, ANV and AMD's driver, taken on NVIDIA's and lavapipe",
      test_event_release_refused, TAG_BITS },
    { "the slots' ownership: acquired from and released to the external (or foreign) family each phase",
      test_slot_ownership, TAG_SERIAL },
    { "VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT: the VKAR_* variables change nothing", test_environment_ignored,
      TAG_HOST },
    { "the sync mode's reason: what was asked, or the driver that decided AUTO", test_sync_mode_reason, TAG_HOST },
    { NULL, NULL, 0 },
};
