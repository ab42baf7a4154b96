/* Area "bad_input": what the caller can get wrong in the create-info and
 * in a call's info, where it needs lavapipe: what the real loader reports
 * of devices, and the communicator still usable after refusals. Every
 * refusal itself, with its code and log line, is checked on the fake
 * driver (area "fake", tests/test_fake.c), in milliseconds. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Bad input ----------------------------------------------------------- */

/* What only a real loader and driver tell: a device that did not enable
 * VK_KHR_external_semaphore_fd (which the physical device offers) cannot
 * run SYNC_FD, and one without VK_EXT_external_memory_host is refused.
 * Every other create-info the library refuses is checked on the fake
 * driver (area "fake"). */
static int test_bad_create_info(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    ranks[1].device = H.noSyncFdDevice.device;
    ranks[1].queue = H.noSyncFdDevice.queue;
    {
        /* VKAR_SYNC would override the explicit mode this checks */
        const char* saved = getenv("VKAR_SYNC");
        char* copy = saved ? strdup(saved) : NULL;
        int failed;
        unsetenv("VKAR_SYNC");
        failed = expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "SYNC_FD is not possible");
        if (copy)
            setenv("VKAR_SYNC", copy, 1);
        free(copy);
        CHECK(failed == 0);
    }
#ifdef _WIN32
    CHECK(strstr(g_last_log, "Linux-only") != NULL);
#else
    CHECK(strstr(g_last_log, "VK_KHR_external_semaphore_fd") != NULL);
#endif
    info = comm_info(2, ranks);
    ranks[1].device = H.plainDevice.device;
    ranks[1].queue = H.plainDevice.queue;
    CHECK(expect_create_error(&info, VK_ERROR_EXTENSION_NOT_PRESENT, "rank 1 (") == 0);
    CHECK(strstr(g_last_log, "VK_EXT_external_memory_host") != NULL);
    return 0;
}

static int expect_call_error(Fixture* f, const VkarAllreduceInfo* info, const char* logged)
{
    int lines = g_log_lines;
    VkResult res = vkarAllreduce(f->comm, info);
    if (res != VK_ERROR_VALIDATION_FAILED_EXT || g_log_lines == lines || !strstr(g_last_log, logged)) {
        printf("    got %d, log: %s\n", (int)res, g_log_lines == lines ? "(none)" : g_last_log);
        return 1;
    }
    return last_error_is_last_log();
}

/* What needs real execution of what the area "fake" checks on the fake
 * driver, where every refusal of both APIs is: after refused calls the
 * communicator still sums exactly, and a call right up to a buffer's end
 * (F32 to its last byte, 16-bit elements to its last whole word, in a
 * buffer that ends mid-word) runs within it, under the validation layer. */
static int test_bad_allreduce_info(void)
{
    VkarBufferRange ranges[2], outputs[2];
    VkarAllreduceInfo info;
    TestBuffer odd[2];
    Fixture f;
    uint32_t k;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    for (k = 0; k < 2; ++k) {
        ranges[k].buffer = outputs[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        outputs[k].offset = k ? 36 : 40; /* rank 1's overlaps the input's 10 elements */
    }
    memset(&info, 0, sizeof info);
    info.count = 10;
    info.pBuffers = ranges;
    CHECK(expect_call_error(&f, NULL, "pInfo is NULL") == 0);
    info.pOutputs = outputs;
    CHECK(expect_call_error(&f, &info, "rank 1: the output at offset 36 overlaps the input at offset 0") == 0);
    info.pOutputs = NULL;
    ranges[1].offset = 4096 - 36;
    CHECK(expect_call_error(&f, &info, "exceeds the buffer") == 0);
    CHECK(vkarReleaseRound(f.comm, 7) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(still_usable(&f) == 0);

    ranges[1].offset = 0;
    info.count = 1024; /* exactly the buffer */
    CHECK_VK(vkarAllreduce(f.comm, &info));
    CHECK(fixture_finish(&f) == 0);
    for (k = 0; k < 2; ++k) { /* 2002 bytes: lavapipe's memory requirements keep the size */
        CHECK(buffer_create(&odd[k], k, 2002) == 0);
        ranges[k].buffer = odd[k].buffer;
    }
    info.dataType = VKAR_DATA_TYPE_F16;
    info.count = 1001;
    CHECK(expect_call_error(&f, &info, "inside a 4-byte word") == 0); /* the size as the real driver reports it */
    info.count = 1000;
    CHECK_VK(vkarAllreduce(f.comm, &info));
    CHECK(fixture_finish(&f) == 0);
    for (k = 0; k < 2; ++k)
        buffer_destroy(&odd[k]);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_bad_input[] = {
    { "bad create info: devices without SYNC_FD or host imports, as the real loader reports them",
      test_bad_create_info, 0 },
    { "bad all-reduce info: refused calls leave the communicator usable; calls up to a buffer's end run in it",
      test_bad_allreduce_info, 0 },
    { NULL, NULL, 0 },
};
