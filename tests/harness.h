/* Test harness: a Vulkan instance with the Khronos validation layer
 * (synchronization validation on), several VkDevices on one physical device,
 * host-visible test buffers, and a tiny test runner. Any validation message
 * fails the test that was running. */
#ifndef VKAR_TEST_HARNESS_H
#define VKAR_TEST_HARNESS_H

#include "../vk_allreduce.h"
#include "reference.h" /* the floats as bits, the wire formats and the reduction rules */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The POSIX calls the tests make that MinGW-w64 lacks (its winpthreads
 * gives them threads, nanosleep and clock_gettime), on the C runtime's
 * equivalents. Tests always overwrite, and _putenv_s with "" removes. */
#ifdef _WIN32
#include <errno.h>
#include <malloc.h>
static inline int setenv(const char* name, const char* value, int overwrite)
{
    (void)overwrite;
    return _putenv_s(name, value);
}
static inline int unsetenv(const char* name)
{
    return _putenv_s(name, "");
}
#define test_aligned_alloc(pointer, alignment, size) \
    ((*(pointer) = _aligned_malloc(size, alignment)) != NULL ? 0 : ENOMEM)
#define test_aligned_free(pointer) _aligned_free(pointer)
#else
#define test_aligned_alloc(pointer, alignment, size) posix_memalign(pointer, alignment, size)
#define test_aligned_free(pointer) free(pointer)
#endif

#define MAX_RANKS 8

typedef struct TestDevice {
    VkDevice device;
    VkQueue queue;
    VkCommandPool pool;
    VkEvent barrierDone; /* set by submit_host_barrier's command buffer */
} TestDevice;

typedef struct TestBuffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    uint32_t* words;
    VkDeviceSize bytes;
    uint32_t rank;
} TestBuffer;

typedef struct Harness {
    VkInstance instance;
    VkPhysicalDevice physical;
    uint32_t queueFamily;
    uint32_t hostMemoryType;
    TestDevice devices[MAX_RANKS];
    TestDevice plainDevice; /* without VK_EXT_external_memory_host */
    TestDevice noSyncFdDevice; /* with it, without VK_KHR_external_semaphore_fd */
    int hasSyncFd;          /* the driver offers VK_KHR_external_semaphore_fd */
    int hasForeign;         /* the devices enable VK_EXT_queue_family_foreign, offered */
    VkDebugUtilsMessengerEXT messenger;
} Harness;

extern Harness H;
extern int g_validation_messages;
extern int g_assertions; /* the library's VKAR_ASSERTs that failed (atomic) */
extern int g_log_lines;
/* Set by a test that provokes a misuse on purpose: validation messages that
 * contain it are counted in g_expected_reports (atomically) instead of
 * failing the test. */
extern const char* g_expected_message;
extern int g_expected_reports;
extern char g_last_log[512];
/* Forgets the recent lines (run_test does before each test): a check of
 * what one call logs clears them first. */
void recent_log_clear(void);
int recent_log_contains(const char* text); /* among the last 8 log lines */
/* The library's merges of sync files (SYNC_FD mode, more than two ranks):
 * counted, and failing while g_merges_fail is set. Read and set them with
 * __atomic builtins: the library merges on the calling thread. */
extern int g_merges_fail;
extern unsigned g_merges, g_merges_failed;
/* When set, the library's merges go to it instead of SYNC_IOC_MERGE (the
 * area "late_signals": merges of sync files that signal later). */
extern int (*g_late_merge)(int a, int b);
int log_lines(void);                       /* g_log_lines, read safely while the bridge may log */
/* When set and it returns non-zero, the library's thread creation fails. */
extern int (*g_thread_create_fails)(void);

/* Runner: a test returns 0 on success. A failed CHECK prints where it
 * failed and releases what the test holds (below) before it returns, so
 * that a communicator, its threads and its rounds do not outlive the test
 * into the next. CHECK belongs on the thread that runs the test. */
#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            printf("    check failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);       \
            harness_release_held();                                                    \
            return 1;                                                                  \
        }                                                                              \
    } while (0)
#define CHECK_VK(expr) CHECK((expr) == VK_SUCCESS)

/* What a test holds: fixture.c's fixtures and gates hold themselves here
 * when opened and let go when closed, so no test body has to. A failed
 * CHECK releases them all, newest first, while the frames they live in are
 * still there; a test that returns still holding one fails (run_test), as
 * its frame is gone and with it what release needs. */
void harness_hold(void* object, void (*release)(void*), const char* what);
void harness_let_go(void* object); /* nothing if `object` is not held */
void harness_release_held(void);
int harness_held(void); /* how many objects are held */

/* CLOCK_MONOTONIC, in seconds. */
double now_seconds(void);
void run_test(const char* name, int (*fn)(void));
/* test_allreduce --crash: a segmentation fault inside a test, which the
 * suite's crash report must name (tests/run.sh checks it); returns 3 where
 * the build has no report of its own (the sanitizers keep theirs). */
int harness_crash_on_purpose(void);
int harness_failed(void); /* the number of failed tests */
int harness_init(void);
void harness_shutdown(void);

/* Where the library reads sysfs and procfs (Linux): a fake tree's root, or
 * "" for the system's. */
void harness_set_fs_root(const char* root);

void test_log(void* user, VkarLogSeverity severity, const char* message);
extern int g_log_severities[3]; /* lines of each VkarLogSeverity (atomic) */
VkarCommCreateInfo comm_info(uint32_t rankCount, VkarRankInfo* ranks);
VkResult make_comm(uint32_t rankCount, VkarComm* comm);

/* The mode every communicator of this run uses: VKAR_SYNC picks it. */
VkarSyncMode expected_sync_mode(void);
/* The release mode the suite runs in: VKAR_RELEASE=timeline or events. */
VkarReleaseMode expected_release_mode(void);

int buffer_create(TestBuffer* b, uint32_t rank, VkDeviceSize bytes);
void buffer_destroy(TestBuffer* b);

/* The tests' own compute work on rank `rank`: a dispatch that copies
 * `words` words from src to dst. */
typedef struct CopyKernel {
    uint32_t rank;
    VkDescriptorSetLayout setLayout;
    VkPipelineLayout layout;
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} CopyKernel;
int copy_kernel_create(CopyKernel* k, uint32_t rank, const TestBuffer* src, const TestBuffer* dst);
void copy_kernel_record(const CopyKernel* k, VkCommandBuffer cmd, uint32_t words);
void copy_kernel_destroy(CopyKernel* k);

VkSemaphore timeline_create(uint32_t rank, uint64_t initial);
VkSemaphore binary_create(uint32_t rank);
void semaphore_destroy(uint32_t rank, VkSemaphore s);
VkResult timeline_wait(uint32_t rank, VkSemaphore s, uint64_t value, uint64_t timeoutNs);
uint64_t timeline_value(uint32_t rank, VkSemaphore s);
void timeline_signal(uint32_t rank, VkSemaphore s, uint64_t value);

/* Submits on the rank's queue: wait `wait` (>= waitValue), then a barrier
 * that makes shader and transfer writes visible to the host, then signal
 * `signal` = signalValue. What a caller does before reading results. */
VkResult submit_host_barrier(uint32_t rank, VkSemaphore wait, uint64_t waitValue, VkSemaphore signal,
                             uint64_t signalValue);

/* Waits on every rank's queue (vkQueueWaitIdle: no timeout; a hang is
 * caught by tests/run.sh's bound on the whole suite). */
void queues_idle(uint32_t rankCount);

/* The F32 SUM all-reduce as the kernels define it (tests/reference.h),
 * elements [first, first + count) of each rank's `in`, into `out`. */
void emulate(uint32_t* const* in, uint32_t ranks, uint64_t first, uint64_t count, VkarWire wire,
             const VkBool32* zero, uint32_t* out);

/* xorshift64*: reproducible inputs. */
uint64_t rng_next(uint64_t* state);
float rng_float(uint64_t* state); /* uniform in [-1, 1) */

#endif
