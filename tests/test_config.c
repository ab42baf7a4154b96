/* Area "config": what a communicator is built from besides its ranks: the
 * version compiled in, the caller's vkGetInstanceProcAddr, the environment
 * variables that override the create-info. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- The version compiled in --------------------------------------------- */

/* The implementation compiled in reports the version the header defines,
 * packed as documented. */
static int test_version(void)
{
    CHECK(vkarGetVersion() == VK_ALLREDUCE_VERSION);
    CHECK(VK_ALLREDUCE_VERSION / 10000 == VK_ALLREDUCE_VERSION_MAJOR);
    CHECK(VK_ALLREDUCE_VERSION / 100 % 100 == VK_ALLREDUCE_VERSION_MINOR);
    CHECK(VK_ALLREDUCE_VERSION % 100 == VK_ALLREDUCE_VERSION_PATCH);
    CHECK(VK_ALLREDUCE_VERSION_MINOR < 100 && VK_ALLREDUCE_VERSION_PATCH < 100);
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

const TestCase test_area_config[] = {
    { "vkarGetVersion matches the version macros", test_version },
    { "the caller's vkGetInstanceProcAddr", test_caller_loader },
    { "environment overrides", test_environment_overrides },
    { NULL, NULL },
};
