/* vkar_perf.c - NCCL all_reduce_perf for vk_allreduce, with baselines.
 *
 *   vkar_perf [-b MINBYTES] [-e MAXBYTES] [-f FACTOR] [-n ITERS] [-w WARMUP]
 *             [-c 0|1] [-g RANKS] [--wire auto|f32|f16|bf16]
 *             [--sync auto|bridge|sync_fd] [--api submit|record]
 *             [--driver gpu|lavapipe] [--csv FILE] [--reuse]
 *   vkar_perf --per-rank [--quick] [--driver gpu|lavapipe]
 *
 * For each size from MINBYTES to MAXBYTES (times FACTOR each step) it prints
 * NCCL's table (in place only): time per all-reduce, algbw = bytes / time,
 * busbw = algbw * 2(N-1)/N, and #wrong, the elements of every rank that
 * differ from the exact result of two all-reduces of small integers. Beside
 * it, measured in the same run on the same buffers:
 *   - naive: what a program without the library does (copy every rank's
 *     buffer to host memory, wait idle, sum on the CPU, upload, wait idle);
 *   - raw vkCmdCopyBuffer bandwidth between rank 0's device buffer and host
 *     memory imported with VK_EXT_external_memory_host: the physical limit
 *     of the path the library's data takes.
 * Exits non-zero when any #wrong is non-zero.
 *
 * --per-rank prints instead what one rank costs, on up to 8 ranks sharing
 * the first device, each beside a baseline from the same run: publish and
 * reduce GPU bandwidth (timestamps around the record API's commands) against
 * raw copies, CPU time per call per rank, one-rank loopback latency against
 * the bare submit round trip, the fixed GPU cost of each barrier and of a
 * one-element publish and reduce, and how soon the host sees a submission
 * end (timeline counter or event status). See "Per-rank figures" below.
 *
 * --latency prints the time per call of small all-reduces instead: see
 * "Latency" below.
 */

/* First, so that the header's _POSIX_C_SOURCE (posix_memalign,
 * clock_gettime) takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Page-aligned host memory for the raw copy baseline's import (MinGW-w64
 * has no posix_memalign). */
#ifdef _WIN32
#include <malloc.h>
#define host_alloc(pointer, alignment, size) ((*(pointer) = _aligned_malloc(size, alignment)) != NULL ? 0 : 1)
#define host_free(pointer) _aligned_free(pointer)
#else
#define host_alloc(pointer, alignment, size) posix_memalign(pointer, alignment, size)
#define host_free(pointer) free(pointer)
#endif

#define MAX_RANKS 64
#define MAX_PHYSICAL_DEVICES 16
/* Command buffer pairs per rank for the record API: a pair is re-recorded
 * only once its round has finished, so this bounds the rounds queued ahead. */
#define RECORD_RING 64
#define MAX_SUBMIT_SEMAPHORES 8
#define TIMEOUT_NS 120000000000ull
/* The raw copy baseline moves each copy to fresh host memory within this
 * span, larger than twice a GPU's L2 cache: copying the same host bytes
 * again ran at 140-240 GB/s on an H200 at 2-8 MiB, above what PCIe carries,
 * so the repeated bytes came from a cache and not over the bus. */
#define COPY_SPAN ((VkDeviceSize)128 << 20)
#define WARM_UP_SECONDS 0.2 /* untimed all-reduces before the sweep */

typedef enum Api { API_SUBMIT, API_RECORD } Api;
typedef enum Driver { DRIVER_GPU, DRIVER_LAVAPIPE } Driver;

typedef struct Options {
    uint64_t minBytes, maxBytes, factor;
    uint32_t iters, warmup, ranks;
    int check;
    VkarWire wire;
    VkarSyncMode sync;
    VkarReleaseMode release;
    Api api;
    Driver driver;
    const char* csvPath;
    int perRank; /* --per-rank: the per-rank figures instead of the sweep */
    int quick;   /* --quick: the per-rank figures at small sizes only (lavapipe) */
    int reuse;   /* --reuse: VKAR_COMM_CREATE_REUSE_COMMANDS_BIT */
    int latency; /* --latency: per-call latency instead of the sweep */
    int duplex;  /* --duplex: the PCIe copy limits, one direction and both at once */
    uint32_t passes; /* --passes: --latency's three communicators, this many times over */
    int sizesGiven; /* -b or -e was given */
} Options;

typedef struct Buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    void* mapped; /* host-visible buffers only */
} Buffer;

typedef struct Rank {
    VkarRankInfo info;
    char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    Buffer data;    /* device-local: summed in place */
    Buffer staging; /* host-visible: inputs, read-back, the naive path's CPU side */
    VkSemaphore timeline;
    uint64_t value; /* the last value submitted for `timeline` to reach */
    VkCommandPool pool;
    VkCommandBuffer util; /* uploads, read-backs, copies: always waited for before reuse */
    VkQueue second;       /* --duplex: another queue of the family, where there is one */
    VkCommandBuffer secondUtil;
    VkCommandBuffer publish[RECORD_RING], reduce[RECORD_RING];
    uint64_t ringValue[RECORD_RING]; /* timeline value at which the pair is free again */
    int calibrated;                  /* VK_EXT_calibrated_timestamps is enabled */
} Rank;

/* rank 0's device buffer seen through imported host memory, for the raw copy baseline */
typedef struct HostImport {
    void* host;
    VkDeviceSize size;
    VkDeviceMemory memory;
    VkBuffer buffer;
} HostImport;

typedef struct Bench {
    Options opt;
    VkInstance instance;
    uint32_t rankCount;
    Rank ranks[MAX_RANKS];
    VkarComm comm;
    VkarCommProperties props;
    HostImport import;
    uint64_t ringNext;
    int profiled; /* the communicator calls Vulkan through the call profile's wrappers */
    int chainPublishes; /* each recorded publish waits on the previous round's reduce signal */
} Bench;

typedef struct Result {
    uint64_t bytes, count, wrong;
    VkarWire wire;
    double us, algbw, busbw, naiveUs, d2h, h2d;
} Result;

static const char* const wireNames[] = {"auto", "f32", "f16", "bf16"};
static const char* const syncNames[] = {"auto", "bridge", "sync_fd"};
static const char* const releaseNames[] = {"auto", "timeline", "event"};
static const char* const apiNames[] = {"submit", "record"};
static const char* const driverNames[] = {"gpu", "lavapipe"};

/* ---- Helpers ----------------------------------------------------------------- */

static void check(VkResult res, const char* what)
{
    if (res != VK_SUCCESS) {
        fprintf(stderr, "vkar_perf: %s failed (VkResult %d)\n", what, (int)res);
        exit(1);
    }
}

static void* xcalloc(size_t count, size_t size)
{
    void* p = calloc(count, size);
    if (!p) {
        fprintf(stderr, "vkar_perf: out of host memory\n");
        exit(1);
    }
    return p;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void log_to_stderr(void* userData, const char* message)
{
    (void)userData;
    fprintf(stderr, "%s\n", message); /* the library names itself */
}

/* ---- Options ----------------------------------------------------------------- */

static void usage(FILE* out)
{
    fprintf(out,
            "usage: vkar_perf [options]   (NCCL all_reduce_perf for vk_allreduce, in place)\n"
            "  -b MINBYTES   smallest size (default 32M; suffixes K, M, G are powers of 1024)\n"
            "  -e MAXBYTES   largest size (default 32M)\n"
            "  -f FACTOR     size multiplier per step, at least 2 (default 2)\n"
            "  -n ITERS      timed iterations per size (default 20)\n"
            "  -w WARMUP     untimed iterations per size first (default 5)\n"
            "  -c 0|1        check the sums, #wrong (default 1)\n"
            "  -g RANKS      ranks (VkDevices), spread over the devices round-robin (default 2)\n"
            "  --wire W      auto|f32|f16|bf16 (default auto)\n"
            "  --sync S      auto|bridge|sync_fd: VkarCommCreateInfo::syncMode (default auto)\n"
            "  --release R   auto|timeline|event: VkarCommCreateInfo::releaseMode (default auto)\n"
            "  --api A       submit (vkarAllreduce) | record (vkarCmdAllreduce) (default submit)\n"
            "  --driver D    gpu: the non-CPU devices | lavapipe: the CPU device (default gpu)\n"
            "  --csv FILE    also write one CSV row per size to FILE\n"
            "  --reuse       VKAR_COMM_CREATE_REUSE_COMMANDS_BIT (the submit API resubmits its command\n"
            "                buffers while calls repeat)\n"
            "  --per-rank    instead of the sweep: per-rank publish / reduce bandwidth (timestamps),\n"
            "                CPU time per call, loopback latency, each beside its baseline, fixed GPU\n"
            "                costs, completion seen through a timeline or an event; ranks\n"
            "                1..8 on the first device, host bridge; -b -e -f -n -w -c -g --wire\n"
            "                --api --csv do not apply\n"
            "  --quick       with --per-rank: small sizes only (lavapipe)\n"
            "  --latency     instead of the sweep: time per call of small all-reduces, F32 wire, for the\n"
            "                submit API, the submit API with reused commands and the record API: stream\n"
            "                (chained calls, batches of 16), isolated (one call at a time) beside a bare\n"
            "                submission, and the release stage (GPU timestamps); sizes -b..-e (default 4 B\n"
            "                to 64K, -f 4); --csv writes latency.csv's rows; --api --reuse --wire -n -w\n"
            "                do not apply\n"
            "  --passes N    with --latency: create and measure the three communicators N times over, one\n"
            "                after the other, in this process (default 1; the CSV gets every pass's rows)\n"
            "  --duplex      instead of the sweep: vkCmdCopyBuffer between device memory and imported host\n"
            "                memory, device to host, host to device, and both at once (one queue, and two\n"
            "                queues where the family has two), on each rank's GPU alone and on all together;\n"
            "                -g ranks spread over the GPUs, copies of -e bytes (default 256M), -n per run\n"
            "  --help        this text\n");
}

/* A byte count with an optional K, M or G suffix (powers of 1024, as NCCL). */
static int parse_size(const char* text, uint64_t* out)
{
    char* end = NULL;
    uint64_t value;
    if (*text < '0' || *text > '9')
        return 0;
    value = strtoull(text, &end, 10);
    switch (*end) {
    case 'G': case 'g': value <<= 10; /* fall through */
    case 'M': case 'm': value <<= 10; /* fall through */
    case 'K': case 'k': value <<= 10; ++end; break;
    default: break;
    }
    *out = value;
    return *end == '\0';
}

static int parse_uint(const char* text, uint64_t min, uint64_t max, uint64_t* out)
{
    char* end = NULL;
    if (*text < '0' || *text > '9')
        return 0;
    *out = strtoull(text, &end, 10);
    return *end == '\0' && *out >= min && *out <= max;
}

/* The index of `text` in `names`, or -1. */
static int parse_name(const char* text, const char* const* names, int count)
{
    int i;
    for (i = 0; i < count; ++i)
        if (strcmp(text, names[i]) == 0)
            return i;
    return -1;
}

/* One flag and its value; returns 0 when either is not understood. */
static int parse_flag(Options* opt, const char* flag, const char* value)
{
    uint64_t n = 0;
    int k;
    if (strcmp(flag, "-b") == 0 || strcmp(flag, "-e") == 0) {
        opt->sizesGiven = 1;
        return parse_size(value, flag[1] == 'b' ? &opt->minBytes : &opt->maxBytes);
    }
    if (strcmp(flag, "-f") == 0)
        return parse_uint(value, 2, 1u << 20, &opt->factor);
    if (strcmp(flag, "-n") == 0 || strcmp(flag, "-w") == 0 || strcmp(flag, "-c") == 0 ||
        strcmp(flag, "-g") == 0) {
        const uint64_t min = flag[1] == 'n' || flag[1] == 'g' ? 1 : 0;
        const uint64_t max = flag[1] == 'c' ? 1 : flag[1] == 'g' ? MAX_RANKS : 10000000;
        if (!parse_uint(value, min, max, &n))
            return 0;
        if (flag[1] == 'n') opt->iters = (uint32_t)n;
        if (flag[1] == 'w') opt->warmup = (uint32_t)n;
        if (flag[1] == 'c') opt->check = (int)n;
        if (flag[1] == 'g') opt->ranks = (uint32_t)n;
        return 1;
    }
    if (strcmp(flag, "--passes") == 0) {
        if (!parse_uint(value, 1, 100, &n))
            return 0;
        opt->passes = (uint32_t)n;
        return 1;
    }
    if (strcmp(flag, "--csv") == 0) {
        opt->csvPath = value;
        return *value != '\0';
    }
    if (strcmp(flag, "--wire") == 0 && (k = parse_name(value, wireNames, 4)) >= 0)
        opt->wire = (VkarWire)k;
    else if (strcmp(flag, "--sync") == 0 && (k = parse_name(value, syncNames, 3)) >= 0)
        opt->sync = (VkarSyncMode)k;
    else if (strcmp(flag, "--release") == 0 && (k = parse_name(value, releaseNames, 3)) >= 0)
        opt->release = (VkarReleaseMode)k;
    else if (strcmp(flag, "--api") == 0 && (k = parse_name(value, apiNames, 2)) >= 0)
        opt->api = (Api)k;
    else if (strcmp(flag, "--driver") == 0 && (k = parse_name(value, driverNames, 2)) >= 0)
        opt->driver = (Driver)k;
    else
        return 0;
    return 1;
}

static Options parse_options(int argc, char** argv)
{
    Options opt;
    int i;
    memset(&opt, 0, sizeof opt);
    opt.minBytes = opt.maxBytes = 32u << 20; /* NCCL's defaults */
    opt.factor = 2;
    opt.iters = 20;
    opt.warmup = 5;
    opt.check = 1;
    opt.ranks = 2;
    opt.passes = 1;
    for (i = 1; i < argc; i += 2) {
        const char* value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            exit(0);
        }
        /* the flags without a value */
        if (strcmp(argv[i], "--per-rank") == 0 || strcmp(argv[i], "--quick") == 0 ||
            strcmp(argv[i], "--reuse") == 0 || strcmp(argv[i], "--latency") == 0 ||
            strcmp(argv[i], "--duplex") == 0) {
            *(argv[i][2] == 'p' ? &opt.perRank : argv[i][2] == 'q' ? &opt.quick
              : argv[i][2] == 'r' ? &opt.reuse : argv[i][2] == 'd' ? &opt.duplex : &opt.latency) = 1;
            --i;
            continue;
        }
        if (!parse_flag(&opt, argv[i], value)) {
            fprintf(stderr, "vkar_perf: bad option or value: %s %s\n", argv[i], value);
            usage(stderr);
            exit(2);
        }
    }
    if (opt.latency && !opt.sizesGiven) {
        opt.minBytes = 4;
        opt.maxBytes = 64u << 10;
        opt.factor = 4;
    }
    if (opt.duplex && !opt.sizesGiven)
        opt.maxBytes = 256u << 20;
    if (opt.duplex)
        opt.minBytes = opt.maxBytes;
    if (opt.minBytes > opt.maxBytes) {
        fprintf(stderr, "vkar_perf: -b %llu is larger than -e %llu\n", (unsigned long long)opt.minBytes,
                (unsigned long long)opt.maxBytes);
        exit(2);
    }
    return opt;
}

/* ---- Call profile ------------------------------------------------------------
 * The library takes its Vulkan functions from the caller's
 * vkGetInstanceProcAddr. --per-rank hands it timed_get_instance_proc_addr
 * for its profile: every device function the library calls on its hot path
 * is then timed (wall clock, CLOCK_MONOTONIC), apart for the calling thread
 * and for the bridge. The wrappers call the loader's exported functions,
 * which dispatch on the device, queue or command buffer. */

enum {
    CALL_SUBMIT,
    CALL_BEGIN_END,
    CALL_DESCRIPTORS,
    CALL_REQUIREMENTS,
    CALL_BARRIER,
    CALL_BIND,
    CALL_PUSH,
    CALL_DISPATCH,
    CALL_COUNTER,
    CALL_SIGNAL,
    CALL_SET_EVENT,
    CALL_WAIT,
    CALL_KINDS
};
static const char* const callNames[CALL_KINDS] = {
    "vkQueueSubmit", "vkBegin/EndCommandBuffer", "vkUpdateDescriptorSets", "vkGetBufferMemoryRequirements",
    "vkCmdPipelineBarrier", "vkCmdBindPipeline, vkCmdBindDescriptorSets", "vkCmdPushConstants", "vkCmdDispatch",
    "vkGetSemaphoreCounterValue", "vkSignalSemaphore", "vkSetEvent", "vkWaitSemaphores"};

#define PROFILE_BATCHES 32 /* timed batches of calls, each kept apart */

/* [0]: the thread that called profile_reset, [1]: any other (the bridge). */
typedef struct CallProfile {
    pthread_t caller;
    uint64_t calls[2][CALL_KINDS];
    uint64_t ns[2][CALL_KINDS];
    uint64_t batchNs[PROFILE_BATCHES][CALL_KINDS]; /* the calling thread's, per timed batch */
    uint64_t lastSignalNs; /* when the latest release (vkSignalSemaphore or vkSetEvent) began */
} CallProfile;

static CallProfile profile;

static uint64_t monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Between measurements only: no library call may be running. */
static void profile_reset(void)
{
    memset(profile.calls, 0, sizeof profile.calls);
    memset(profile.ns, 0, sizeof profile.ns);
    profile.caller = pthread_self();
}

/* Keeps the calling thread's figures of timed batch `batch` apart; the
 * bridge's keep adding up. */
static void profile_end_batch(uint32_t batch)
{
    memcpy(profile.batchNs[batch], profile.ns[0], sizeof profile.batchNs[batch]);
    memset(profile.ns[0], 0, sizeof profile.ns[0]);
    memset(profile.calls[0], 0, sizeof profile.calls[0]);
}

static void profile_add(int kind, uint64_t startNs)
{
    const uint64_t ns = monotonic_ns() - startNs;
    const int other = !pthread_equal(pthread_self(), profile.caller);
    __atomic_fetch_add(&profile.calls[other][kind], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&profile.ns[other][kind], ns, __ATOMIC_RELAXED);
}

#define TIMED(kind, call)                          \
    do {                                           \
        const uint64_t timedStart = monotonic_ns(); \
        call;                                      \
        profile_add(kind, timedStart);             \
    } while (0)

static VKAPI_ATTR VkResult VKAPI_CALL timed_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                         VkFence fence)
{
    VkResult res;
    TIMED(CALL_SUBMIT, res = vkQueueSubmit(queue, count, submits, fence));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_begin(VkCommandBuffer cmd, const VkCommandBufferBeginInfo* info)
{
    VkResult res;
    TIMED(CALL_BEGIN_END, res = vkBeginCommandBuffer(cmd, info));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_end(VkCommandBuffer cmd)
{
    VkResult res;
    TIMED(CALL_BEGIN_END, res = vkEndCommandBuffer(cmd));
    return res;
}

static VKAPI_ATTR void VKAPI_CALL timed_update_descriptors(VkDevice device, uint32_t writeCount,
                                                           const VkWriteDescriptorSet* writes, uint32_t copyCount,
                                                           const VkCopyDescriptorSet* copies)
{
    TIMED(CALL_DESCRIPTORS, vkUpdateDescriptorSets(device, writeCount, writes, copyCount, copies));
}

static VKAPI_ATTR void VKAPI_CALL timed_requirements(VkDevice device, VkBuffer buffer, VkMemoryRequirements* out)
{
    TIMED(CALL_REQUIREMENTS, vkGetBufferMemoryRequirements(device, buffer, out));
}

static VKAPI_ATTR void VKAPI_CALL timed_barrier(VkCommandBuffer cmd, VkPipelineStageFlags src,
                                                VkPipelineStageFlags dst, VkDependencyFlags flags,
                                                uint32_t memoryCount, const VkMemoryBarrier* memory,
                                                uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                                uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    TIMED(CALL_BARRIER, vkCmdPipelineBarrier(cmd, src, dst, flags, memoryCount, memory, bufferCount, buffers,
                                            imageCount, images));
}

static VKAPI_ATTR void VKAPI_CALL timed_bind_pipeline(VkCommandBuffer cmd, VkPipelineBindPoint point,
                                                      VkPipeline pipeline)
{
    TIMED(CALL_BIND, vkCmdBindPipeline(cmd, point, pipeline));
}

static VKAPI_ATTR void VKAPI_CALL timed_bind_sets(VkCommandBuffer cmd, VkPipelineBindPoint point,
                                                  VkPipelineLayout layout, uint32_t first, uint32_t count,
                                                  const VkDescriptorSet* sets, uint32_t dynamicCount,
                                                  const uint32_t* dynamicOffsets)
{
    TIMED(CALL_BIND, vkCmdBindDescriptorSets(cmd, point, layout, first, count, sets, dynamicCount, dynamicOffsets));
}

static VKAPI_ATTR void VKAPI_CALL timed_push(VkCommandBuffer cmd, VkPipelineLayout layout, VkShaderStageFlags stages,
                                             uint32_t offset, uint32_t size, const void* values)
{
    TIMED(CALL_PUSH, vkCmdPushConstants(cmd, layout, stages, offset, size, values));
}

static VKAPI_ATTR void VKAPI_CALL timed_dispatch(VkCommandBuffer cmd, uint32_t x, uint32_t y, uint32_t z)
{
    TIMED(CALL_DISPATCH, vkCmdDispatch(cmd, x, y, z));
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_counter(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    VkResult res;
    TIMED(CALL_COUNTER, res = vkGetSemaphoreCounterValue(device, semaphore, value));
    return res;
}

/* A release call of the bridge: timed, and its start kept for the loopback stages. */
#define TIMED_RELEASE(kind, call)                                          \
    do {                                                                   \
        const uint64_t releaseStart = monotonic_ns();                      \
        __atomic_store_n(&profile.lastSignalNs, releaseStart, __ATOMIC_RELEASE); \
        call;                                                              \
        profile_add(kind, releaseStart);                                   \
    } while (0)

static VKAPI_ATTR VkResult VKAPI_CALL timed_signal(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    VkResult res;
    TIMED_RELEASE(CALL_SIGNAL, res = vkSignalSemaphore(device, info));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_set_event(VkDevice device, VkEvent event)
{
    VkResult res;
    TIMED_RELEASE(CALL_SET_EVENT, res = vkSetEvent(device, event));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_wait(VkDevice device, const VkSemaphoreWaitInfo* info, uint64_t timeout)
{
    VkResult res;
    TIMED(CALL_WAIT, res = vkWaitSemaphores(device, info, timeout));
    return res;
}

static const struct {
    const char* name;
    PFN_vkVoidFunction function;
} timedFunctions[] = {
    {"vkQueueSubmit", (PFN_vkVoidFunction)timed_queue_submit},
    {"vkBeginCommandBuffer", (PFN_vkVoidFunction)timed_begin},
    {"vkEndCommandBuffer", (PFN_vkVoidFunction)timed_end},
    {"vkUpdateDescriptorSets", (PFN_vkVoidFunction)timed_update_descriptors},
    {"vkGetBufferMemoryRequirements", (PFN_vkVoidFunction)timed_requirements},
    {"vkCmdPipelineBarrier", (PFN_vkVoidFunction)timed_barrier},
    {"vkCmdBindPipeline", (PFN_vkVoidFunction)timed_bind_pipeline},
    {"vkCmdBindDescriptorSets", (PFN_vkVoidFunction)timed_bind_sets},
    {"vkCmdPushConstants", (PFN_vkVoidFunction)timed_push},
    {"vkCmdDispatch", (PFN_vkVoidFunction)timed_dispatch},
    {"vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)timed_counter},
    {"vkSignalSemaphore", (PFN_vkVoidFunction)timed_signal},
    {"vkSetEvent", (PFN_vkVoidFunction)timed_set_event},
    {"vkWaitSemaphores", (PFN_vkVoidFunction)timed_wait},
};

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL timed_get_device_proc_addr(VkDevice device, const char* name)
{
    size_t i;
    for (i = 0; i < sizeof timedFunctions / sizeof timedFunctions[0]; ++i)
        if (strcmp(name, timedFunctions[i].name) == 0)
            return timedFunctions[i].function;
    return vkGetDeviceProcAddr(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL timed_get_instance_proc_addr(VkInstance instance, const char* name)
{
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)timed_get_device_proc_addr;
    return vkGetInstanceProcAddr(instance, name);
}

/* ---- Devices ----------------------------------------------------------------- */

static VkInstance create_instance(void)
{
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .pApplicationName = "vkar_perf",
                             .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance instance;
    check(vkCreateInstance(&info, NULL, &instance), "vkCreateInstance");
    return instance;
}

/* The rank's physical devices: the CPU device(s) for lavapipe, else every
 * other device; ranks go round-robin, several VkDevices per device. The
 * per-rank figures put every rank on the first device: they are about ranks
 * sharing one GPU. */
static void choose_physical_devices(Bench* b)
{
    VkPhysicalDevice all[MAX_PHYSICAL_DEVICES], picked[MAX_PHYSICAL_DEVICES];
    uint32_t count = MAX_PHYSICAL_DEVICES, pickedCount = 0, i;
    VkResult res = vkEnumeratePhysicalDevices(b->instance, &count, all);
    if (res != VK_INCOMPLETE)
        check(res, "vkEnumeratePhysicalDevices");
    for (i = 0; i < count; ++i) {
        VkPhysicalDeviceProperties props;
        vkGetPhysicalDeviceProperties(all[i], &props);
        if ((props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) == (b->opt.driver == DRIVER_LAVAPIPE))
            picked[pickedCount++] = all[i];
    }
    if (pickedCount == 0) {
        fprintf(stderr, "vkar_perf: no %s Vulkan device found%s\n", b->opt.driver == DRIVER_GPU ? "GPU" : "CPU",
                b->opt.driver == DRIVER_GPU ? " (try --driver lavapipe)" : " (install mesa-vulkan-drivers)");
        exit(1);
    }
    if (b->opt.perRank)
        pickedCount = 1;
    b->rankCount = b->opt.ranks;
    for (i = 0; i < b->rankCount; ++i)
        b->ranks[i].info.physicalDevice = picked[i % pickedCount];
}

static int has_extension(VkPhysicalDevice physicalDevice, const char* name)
{
    VkExtensionProperties* exts;
    uint32_t count = 0, i;
    int found = 0;
    check(vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, NULL),
          "vkEnumerateDeviceExtensionProperties");
    exts = (VkExtensionProperties*)xcalloc(count + 1, sizeof *exts);
    check(vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, exts),
          "vkEnumerateDeviceExtensionProperties");
    for (i = 0; i < count && !found; ++i)
        found = strcmp(exts[i].extensionName, name) == 0;
    free(exts);
    return found;
}

static uint32_t find_compute_family(VkPhysicalDevice physicalDevice)
{
    VkQueueFamilyProperties families[32];
    uint32_t familyCount = 32, family;
    vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, &familyCount, families);
    for (family = 0; family < familyCount; ++family)
        if (families[family].queueFlags & VK_QUEUE_COMPUTE_BIT)
            return family;
    fprintf(stderr, "vkar_perf: a device has no compute queue\n");
    exit(1);
}

/* What the library needs (host memory import, timelines), plus
 * external_semaphore_fd where offered so that --sync sync_fd can work, and
 * calibrated timestamps for --per-rank's loopback timeline. */
static void create_device(Rank* rank, int duplex)
{
    static const float priorities[2] = {1.0f, 1.0f};
    VkQueueFamilyProperties families[32];
    uint32_t familyCount = 32;
    const char* extensions[3] = {VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME};
    VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                                   .timelineSemaphore = VK_TRUE};
    VkDeviceQueueCreateInfo queueInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                         .pQueuePriorities = priorities};
    VkDeviceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &features12,
                               .queueCreateInfoCount = 1, .pQueueCreateInfos = &queueInfo,
                               .enabledExtensionCount = 1, .ppEnabledExtensionNames = extensions};
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(rank->info.physicalDevice, &props);
    snprintf(rank->name, sizeof rank->name, "%s", props.deviceName);
    if (props.apiVersion < VK_API_VERSION_1_2 ||
        !has_extension(rank->info.physicalDevice, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME)) {
        fprintf(stderr, "vkar_perf: %s lacks Vulkan 1.2 or %s\n", rank->name,
                VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
        exit(1);
    }
    if (has_extension(rank->info.physicalDevice, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME))
        extensions[info.enabledExtensionCount++] = VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME;
    rank->calibrated = has_extension(rank->info.physicalDevice, VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME);
    if (rank->calibrated)
        extensions[info.enabledExtensionCount++] = VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME;
    queueInfo.queueFamilyIndex = rank->info.queueFamilyIndex = find_compute_family(rank->info.physicalDevice);
    vkGetPhysicalDeviceQueueFamilyProperties(rank->info.physicalDevice, &familyCount, families);
    if (duplex && families[queueInfo.queueFamilyIndex].queueCount > 1)
        queueInfo.queueCount = 2;
    check(vkCreateDevice(rank->info.physicalDevice, &info, NULL, &rank->info.device), "vkCreateDevice");
    vkGetDeviceQueue(rank->info.device, rank->info.queueFamilyIndex, 0, &rank->info.queue);
    if (queueInfo.queueCount > 1)
        vkGetDeviceQueue(rank->info.device, rank->info.queueFamilyIndex, 1, &rank->second);
}

/* A memory type among `typeBits` with every `required` flag, and every
 * `preferred` one too if there is such a type. */
static uint32_t find_memory_type(VkPhysicalDevice physicalDevice, uint32_t typeBits, VkMemoryPropertyFlags required,
                                 VkMemoryPropertyFlags preferred)
{
    VkPhysicalDeviceMemoryProperties props;
    uint32_t pass, type;
    vkGetPhysicalDeviceMemoryProperties(physicalDevice, &props);
    for (pass = 0; pass < 2; ++pass) {
        const VkMemoryPropertyFlags wanted = pass == 0 ? required | preferred : required;
        for (type = 0; type < props.memoryTypeCount; ++type)
            if ((typeBits >> type & 1) && (props.memoryTypes[type].propertyFlags & wanted) == wanted)
                return type;
    }
    fprintf(stderr, "vkar_perf: no memory type with properties 0x%x\n", (unsigned)required);
    exit(1);
}

/* The all-reduce buffer is device-local, as an inference engine's tensors
 * are. Staging is host-visible and coherent (no flushes), cached where
 * possible: the check and the naive path read it on the CPU. */
static void create_buffer(const Rank* rank, Buffer* buf, VkDeviceSize size, int hostVisible)
{
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    VkDevice device = rank->info.device;
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size,
                               .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                        VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    VkMemoryRequirements req;
    memset(buf, 0, sizeof *buf);
    check(vkCreateBuffer(device, &info, NULL, &buf->buffer), "vkCreateBuffer");
    vkGetBufferMemoryRequirements(device, buf->buffer, &req);
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex =
        hostVisible ? find_memory_type(rank->info.physicalDevice, req.memoryTypeBits, host,
                                       VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
                    : find_memory_type(rank->info.physicalDevice, req.memoryTypeBits, 0,
                                       VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    check(vkAllocateMemory(device, &alloc, NULL, &buf->memory), "vkAllocateMemory");
    check(vkBindBufferMemory(device, buf->buffer, buf->memory, 0), "vkBindBufferMemory");
    if (hostVisible)
        check(vkMapMemory(device, buf->memory, 0, VK_WHOLE_SIZE, 0, &buf->mapped), "vkMapMemory");
}

static void destroy_buffer(VkDevice device, Buffer* buf)
{
    if (buf->mapped)
        vkUnmapMemory(device, buf->memory);
    vkDestroyBuffer(device, buf->buffer, NULL);
    vkFreeMemory(device, buf->memory, NULL);
}

static void create_commands(Rank* rank)
{
    VkSemaphoreTypeCreateInfo type = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
                                      .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE};
    VkSemaphoreCreateInfo semInfo = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &type};
    VkCommandPoolCreateInfo poolInfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                        .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
                                        .queueFamilyIndex = rank->info.queueFamilyIndex};
    VkCommandBufferAllocateInfo cmdInfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                           .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY, .commandBufferCount = 1};
    VkDevice device = rank->info.device;
    check(vkCreateSemaphore(device, &semInfo, NULL, &rank->timeline), "vkCreateSemaphore");
    check(vkCreateCommandPool(device, &poolInfo, NULL, &rank->pool), "vkCreateCommandPool");
    cmdInfo.commandPool = rank->pool;
    check(vkAllocateCommandBuffers(device, &cmdInfo, &rank->util), "vkAllocateCommandBuffers");
    check(vkAllocateCommandBuffers(device, &cmdInfo, &rank->secondUtil), "vkAllocateCommandBuffers");
    cmdInfo.commandBufferCount = RECORD_RING;
    check(vkAllocateCommandBuffers(device, &cmdInfo, rank->publish), "vkAllocateCommandBuffers");
    check(vkAllocateCommandBuffers(device, &cmdInfo, rank->reduce), "vkAllocateCommandBuffers");
}

static void setup_ranks(Bench* b, VkDeviceSize maxBytes)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        create_device(rank, b->opt.duplex);
        create_buffer(rank, &rank->data, maxBytes, 0);
        create_buffer(rank, &rank->staging, maxBytes, 1);
        create_commands(rank);
    }
}

static void destroy_ranks(Bench* b)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        VkDevice device = rank->info.device;
        check(vkDeviceWaitIdle(device), "vkDeviceWaitIdle");
        vkDestroyCommandPool(device, rank->pool, NULL);
        vkDestroySemaphore(device, rank->timeline, NULL);
        destroy_buffer(device, &rank->staging);
        destroy_buffer(device, &rank->data);
        vkDestroyDevice(device, NULL);
    }
}

static void create_comm(Bench* b)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = {.rankCount = b->rankCount, .pRanks = infos, .instance = b->instance,
                               .syncMode = b->opt.sync, .releaseMode = b->opt.release,
                               .pfnLog = log_to_stderr,
                               .pfnGetInstanceProcAddr = b->profiled ? timed_get_instance_proc_addr : NULL,
                               .flags = b->opt.reuse ? VKAR_COMM_CREATE_REUSE_COMMANDS_BIT : 0};
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        infos[r] = b->ranks[r].info;
    check(vkarCreateComm(&info, &b->comm), "vkarCreateComm");
    vkarGetCommProperties(b->comm, &b->props);
}

/* ---- Submissions ------------------------------------------------------------- */

static void begin_commands(VkCommandBuffer cmd)
{
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                      .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
}

static void cmd_barrier(VkCommandBuffer cmd, VkPipelineStageFlags srcStage, VkAccessFlags srcAccess,
                        VkPipelineStageFlags dstStage, VkAccessFlags dstAccess)
{
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = srcAccess,
                               .dstAccessMask = dstAccess};
    vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 1, &barrier, 0, NULL, 0, NULL);
}

/* Orders a copy after everything earlier on the queue (the all-reduce's
 * compute writes, the previous copy), and everything later after it. */
static void cmd_full_barrier(VkCommandBuffer cmd)
{
    cmd_barrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
}

static void cmd_copy(VkCommandBuffer cmd, VkBuffer src, VkBuffer dst, VkDeviceSize bytes)
{
    VkBufferCopy region = {0, 0, bytes};
    vkCmdCopyBuffer(cmd, src, dst, 1, &region);
}

/* One side (waits or signals) of a VkSubmitInfo. Binary semaphores (SYNC_FD
 * mode) carry the value 0, so one VkTimelineSemaphoreSubmitInfo covers all. */
typedef struct SemaphoreList {
    uint32_t count;
    VkSemaphore semaphores[MAX_SUBMIT_SEMAPHORES];
    uint64_t values[MAX_SUBMIT_SEMAPHORES];
    VkPipelineStageFlags stages[MAX_SUBMIT_SEMAPHORES]; /* waits only */
} SemaphoreList;

/* stages may be NULL (signals). */
static void add_semaphores(SemaphoreList* list, uint32_t count, const VkSemaphore* semaphores, const uint64_t* values,
                           const VkPipelineStageFlags* stages)
{
    uint32_t i;
    if (list->count + count > MAX_SUBMIT_SEMAPHORES) {
        fprintf(stderr, "vkar_perf: more than %u semaphores in one submission\n", MAX_SUBMIT_SEMAPHORES);
        exit(1);
    }
    for (i = 0; i < count; ++i, ++list->count) {
        list->semaphores[list->count] = semaphores[i];
        list->values[list->count] = values[i];
        list->stages[list->count] = stages ? stages[i] : VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    }
}

static void submit(const Rank* rank, VkCommandBuffer cmd, const SemaphoreList* waits, const SemaphoreList* signals)
{
    VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                            .waitSemaphoreValueCount = waits->count,
                                            .pWaitSemaphoreValues = waits->values,
                                            .signalSemaphoreValueCount = signals->count,
                                            .pSignalSemaphoreValues = signals->values};
    VkSubmitInfo info = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values,
                         .waitSemaphoreCount = waits->count, .pWaitSemaphores = waits->semaphores,
                         .pWaitDstStageMask = waits->stages, .commandBufferCount = 1, .pCommandBuffers = &cmd,
                         .signalSemaphoreCount = signals->count, .pSignalSemaphores = signals->semaphores};
    check(vkQueueSubmit(rank->info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
}

static void submit_plain(const Rank* rank, VkCommandBuffer cmd)
{
    SemaphoreList none;
    none.count = 0;
    submit(rank, cmd, &none, &none);
}

static void wait_value(const Rank* rank, uint64_t value)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &value};
    check(vkWaitSemaphores(rank->info.device, &info, TIMEOUT_NS), "vkWaitSemaphores");
}

static void wait_all_idle(const Bench* b)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
}

/* Copies `bytes` between every rank's device buffer and its staging buffer,
 * all ranks at once, and waits for them. */
static void transfer_all(const Bench* b, VkDeviceSize bytes, int toHost)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const Rank* rank = &b->ranks[r];
        begin_commands(rank->util);
        cmd_full_barrier(rank->util);
        if (toHost)
            cmd_copy(rank->util, rank->data.buffer, rank->staging.buffer, bytes);
        else
            cmd_copy(rank->util, rank->staging.buffer, rank->data.buffer, bytes);
        /* the host reads staging after the wait */
        cmd_barrier(rank->util, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                    VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
        check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
        submit_plain(rank, rank->util);
    }
    wait_all_idle(b);
}

/* ---- The all-reduce, both APIs ------------------------------------------------ */

/* `iters` vkarAllreduce calls back to back, ordered by queue (no pWaits, as
 * an engine's stream would); only the last signals, and the host waits. */
static void allreduce_submit(Bench* b, uint64_t count, uint32_t iters)
{
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = count, .wire = b->opt.wire, .pBuffers = buffers};
    uint32_t r, it;
    for (r = 0; r < b->rankCount; ++r) {
        buffers[r].buffer = b->ranks[r].data.buffer;
        buffers[r].offset = 0;
        signals[r].semaphore = b->ranks[r].timeline;
        signals[r].value = b->ranks[r].value + 1;
    }
    for (it = 0; it < iters; ++it) {
        info.pSignals = it + 1 == iters ? signals : NULL;
        check(vkarAllreduce(b->comm, &info), "vkarAllreduce");
    }
    for (r = 0; r < b->rankCount; ++r)
        wait_value(&b->ranks[r], ++b->ranks[r].value);
}

/* Waits until the ring's next command buffer pair is free on every rank,
 * and opens both for recording. */
static uint32_t begin_ring_slot(Bench* b)
{
    const uint32_t slot = (uint32_t)(b->ringNext++ % RECORD_RING);
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        if (rank->ringValue[slot])
            wait_value(rank, rank->ringValue[slot]);
        begin_commands(rank->publish[slot]);
        begin_commands(rank->reduce[slot]);
    }
    return slot;
}

/* One recorded round in flight: its command buffers and what each rank's two
 * submissions carry, copied out of the communicator's arrays (they are valid
 * only until the next call). */
typedef struct RecordedRound {
    uint32_t slot;
    uint64_t round;
    VkarBufferRange buffers[MAX_RANKS];
    VkCommandBuffer publish[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
    SemaphoreList publishSignals[MAX_RANKS], reduceWaits[MAX_RANKS], reduceSignals[MAX_RANKS];
    uint64_t previous[MAX_RANKS]; /* the rank's timeline value before this round's reduce */
} RecordedRound;

/* Phase 1: a free command buffer pair per rank, open, over elements
 * [first, first + count) of every rank's buffer. */
static void begin_round(Bench* b, RecordedRound* rec, uint64_t first)
{
    uint32_t r;
    rec->slot = begin_ring_slot(b);
    for (r = 0; r < b->rankCount; ++r) {
        rec->buffers[r].buffer = b->ranks[r].data.buffer;
        rec->buffers[r].offset = first * sizeof(float);
        rec->publish[r] = b->ranks[r].publish[rec->slot];
        rec->reduce[r] = b->ranks[r].reduce[rec->slot];
    }
}

/* Phase 2: the library records into the open command buffers. */
static void record_allreduce(Bench* b, RecordedRound* rec, uint64_t count, VkarWire wire)
{
    VkarCmdAllreduceInfo info = {.count = count, .wire = wire, .pBuffers = rec->buffers,
                                 .pPublishCommandBuffers = rec->publish, .pReduceCommandBuffers = rec->reduce};
    check(vkarCmdAllreduce(b->comm, &info, rec->submits, &rec->round), "vkarCmdAllreduce");
}

/* Phase 3: ends the command buffers and copies the submissions' semaphores.
 * Each reduce also signals the rank's timeline so that its command buffer
 * pair can be reused. */
static void end_round(Bench* b, RecordedRound* rec)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const VkarRankSubmitInfo* s = &rec->submits[r];
        Rank* rank = &b->ranks[r];
        check(vkEndCommandBuffer(rec->publish[r]), "vkEndCommandBuffer");
        check(vkEndCommandBuffer(rec->reduce[r]), "vkEndCommandBuffer");
        rec->publishSignals[r].count = rec->reduceWaits[r].count = rec->reduceSignals[r].count = 0;
        add_semaphores(&rec->publishSignals[r], s->publishSignalCount, s->pPublishSignalSemaphores,
                       s->pPublishSignalValues, NULL);
        add_semaphores(&rec->reduceWaits[r], s->reduceWaitCount, s->pReduceWaitSemaphores, s->pReduceWaitValues,
                       s->pReduceWaitDstStageMasks);
        add_semaphores(&rec->reduceSignals[r], s->reduceSignalCount, s->pReduceSignalSemaphores,
                       s->pReduceSignalValues, NULL);
        rec->previous[r] = rank->value;
        rank->ringValue[rec->slot] = ++rank->value;
        add_semaphores(&rec->reduceSignals[r], 1, &rank->timeline, &rank->value, NULL);
    }
}

static void submit_publish(const Bench* b, const RecordedRound* rec, uint32_t r)
{
    SemaphoreList waits;
    waits.count = 0;
    if (b->chainPublishes)
        add_semaphores(&waits, 1, &b->ranks[r].timeline, &rec->previous[r], NULL);
    submit(&b->ranks[r], rec->publish[r], &waits, &rec->publishSignals[r]);
}

static void submit_reduce(const Bench* b, const RecordedRound* rec, uint32_t r)
{
    submit(&b->ranks[r], rec->reduce[r], &rec->reduceWaits[r], &rec->reduceSignals[r]);
}

/* One recorded round over elements [first, first + count): record, submit
 * every publish, release, submit every reduce. */
static void record_round(Bench* b, uint64_t first, uint64_t count)
{
    static RecordedRound rec; /* large; one round at a time */
    uint32_t r;
    begin_round(b, &rec, first);
    record_allreduce(b, &rec, count, b->opt.wire);
    end_round(b, &rec);
    /* A reduce waits for every rank's publish: all publishes go first. */
    for (r = 0; r < b->rankCount; ++r)
        submit_publish(b, &rec, r);
    check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    for (r = 0; r < b->rankCount; ++r)
        submit_reduce(b, &rec, r);
}

/* `iters` all-reduces through vkarCmdAllreduce, each split into rounds of at
 * most maxElementsPerRound (one round carries no more), then the host waits
 * for the last. */
static void allreduce_record(Bench* b, uint64_t count, uint32_t iters)
{
    const uint64_t perRound = b->props.maxElementsPerRound;
    uint32_t r, it;
    for (it = 0; it < iters; ++it) {
        uint64_t first = 0;
        do {
            const uint64_t n = count - first < perRound ? count - first : perRound;
            record_round(b, first, n);
            first += n;
        } while (first < count);
    }
    for (r = 0; r < b->rankCount; ++r)
        wait_value(&b->ranks[r], b->ranks[r].value);
}

static void run_allreduces(Bench* b, uint64_t count, uint32_t iters)
{
    if (iters == 0)
        return;
    if (b->opt.api == API_RECORD)
        allreduce_record(b, count, iters);
    else
        allreduce_submit(b, count, iters);
}

/* Untimed all-reduces of `count` elements for `seconds`, before the sweep:
 * the first milliseconds of a process run slower (cold driver threads and
 * CPU clocks; measured on H200s: the first sizes of a sweep took 1.5-4x
 * the time of the next ones), and -w warms each size for a few rounds only. */
static void warm_up(Bench* b, uint64_t count, double seconds)
{
    const double end = now_seconds() + seconds;
    while (now_seconds() < end)
        run_allreduces(b, count, 16);
}

/* Seconds per all-reduce over `iters` back to back, after the warmup. */
static double time_allreduce(Bench* b, uint64_t count)
{
    double start;
    run_allreduces(b, count, b->opt.warmup);
    start = now_seconds();
    run_allreduces(b, count, b->opt.iters);
    return (now_seconds() - start) / b->opt.iters;
}

/* ---- The check ----------------------------------------------------------------- */

/* The check runs two all-reduces back to back: the second sums the first's
 * sums, so a rank that reads a peer's slot from the round before (a stale
 * cache line, a missing wait) is caught, which one round cannot show. */
#define CHECK_ROUNDS 2
/* The inputs repeat every INPUT_PERIOD elements. */
#define INPUT_PERIOD 9

/* Integers in [-4, 4]: with at most 64 ranks a first-round sum is an
 * integer of magnitude at most 256, which F16 and BF16 carry exactly, so the
 * second round's wire is exact too, and F32 accumulation is exact: every
 * wire must give the exact result. */
static float input_value(uint64_t element, uint32_t rank)
{
    return (float)((int)((element * 7u + rank * 3u) % INPUT_PERIOD) - 4);
}

static void fill_inputs(const Bench* b, uint64_t count)
{
    uint32_t r;
    uint64_t e;
    for (r = 0; r < b->rankCount; ++r) {
        float* data = (float*)b->ranks[r].staging.mapped;
        for (e = 0; e < count; ++e)
            data[e] = input_value(e, r);
    }
}

/* Elements of every rank's read-back that differ from the exact result of
 * CHECK_ROUNDS all-reduces: round 1 gives every rank the sum S, and each
 * later round multiplies it by the rank count. */
static uint64_t count_wrong(const Bench* b, uint64_t count)
{
    float expected[INPUT_PERIOD] = {0};
    uint64_t wrong = 0, e;
    uint32_t r, round;
    for (e = 0; e < INPUT_PERIOD; ++e) {
        for (r = 0; r < b->rankCount; ++r)
            expected[e] += input_value(e, r);
        for (round = 1; round < CHECK_ROUNDS; ++round)
            expected[e] *= (float)b->rankCount;
    }
    for (r = 0; r < b->rankCount; ++r) {
        const float* data = (const float*)b->ranks[r].staging.mapped;
        for (e = 0; e < count; ++e)
            wrong += data[e] != expected[e % INPUT_PERIOD];
    }
    return wrong;
}

/* Uploads known inputs, runs CHECK_ROUNDS all-reduces through the API under
 * test, as the timed loop runs them, and reads every rank back. The timed
 * iterations then run on the sums. */
static uint64_t check_allreduce(Bench* b, uint64_t count)
{
    const VkDeviceSize bytes = count * sizeof(float);
    if (count == 0)
        return 0;
    fill_inputs(b, count);
    transfer_all(b, bytes, 0);
    run_allreduces(b, count, CHECK_ROUNDS);
    transfer_all(b, bytes, 1);
    return count_wrong(b, count);
}

/* ---- Baselines ----------------------------------------------------------------- */

/* What a program without the library does: read every rank back, wait, sum
 * on the CPU, upload the sum to every rank, wait. */
static void naive_allreduce(const Bench* b, uint64_t count)
{
    float* sum = (float*)b->ranks[0].staging.mapped;
    uint32_t r;
    uint64_t e;
    transfer_all(b, count * sizeof(float), 1);
    for (r = 1; r < b->rankCount; ++r) {
        const float* peer = (const float*)b->ranks[r].staging.mapped;
        for (e = 0; e < count; ++e)
            sum[e] += peer[e];
    }
    for (r = 1; r < b->rankCount; ++r)
        memcpy(b->ranks[r].staging.mapped, sum, count * sizeof(float));
    transfer_all(b, count * sizeof(float), 0);
}

static double time_naive(const Bench* b, uint64_t count)
{
    double start;
    uint32_t it;
    if (count == 0)
        return 0.0;
    for (it = 0; it < b->opt.warmup; ++it)
        naive_allreduce(b, count);
    start = now_seconds();
    for (it = 0; it < b->opt.iters; ++it)
        naive_allreduce(b, count);
    return (now_seconds() - start) / b->opt.iters;
}

static VkDeviceSize round_up(VkDeviceSize value, VkDeviceSize alignment)
{
    return (value + alignment - 1) / alignment * alignment;
}

/* Page-aligned host memory imported into a rank's device as a transfer
 * buffer: the memory the library's slots live in. */
static void create_host_import(const Rank* rank, HostImport* out, VkDeviceSize maxBytes)
{
    VkDevice device = rank->info.device;
    const VkExternalMemoryHandleTypeFlagBits handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
    VkPhysicalDeviceExternalMemoryHostPropertiesEXT hostProps = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT};
    VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &hostProps};
    VkMemoryHostPointerPropertiesEXT pointerProps = {.sType = VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT};
    VkExternalMemoryBufferCreateInfo external = {.sType = VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO,
                                                 .handleTypes = (VkExternalMemoryHandleTypeFlags)handleType};
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .pNext = &external,
                               .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    VkImportMemoryHostPointerInfoEXT import = {.sType = VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT,
                                               .handleType = handleType};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .pNext = &import};
    PFN_vkGetMemoryHostPointerPropertiesEXT getPointerProps =
        (PFN_vkGetMemoryHostPointerPropertiesEXT)vkGetDeviceProcAddr(device, "vkGetMemoryHostPointerPropertiesEXT");
    VkMemoryRequirements req;
    VkDeviceSize alignment, size;

    vkGetPhysicalDeviceProperties2(rank->info.physicalDevice, &props);
    alignment = hostProps.minImportedHostPointerAlignment < 4096 ? 4096 : hostProps.minImportedHostPointerAlignment;
    size = round_up(maxBytes < COPY_SPAN ? COPY_SPAN : maxBytes, alignment);
    out->size = size;
    if (!getPointerProps || host_alloc(&out->host, (size_t)alignment, (size_t)size) != 0) {
        fprintf(stderr, "vkar_perf: cannot set up the host memory import for the raw copy baseline\n");
        exit(1);
    }
    memset(out->host, 0, (size_t)size); /* touch every page before the driver pins it */
    check(getPointerProps(device, handleType, out->host, &pointerProps), "vkGetMemoryHostPointerPropertiesEXT");
    info.size = size;
    check(vkCreateBuffer(device, &info, NULL, &out->buffer), "vkCreateBuffer");
    vkGetBufferMemoryRequirements(device, out->buffer, &req);
    import.pHostPointer = out->host;
    alloc.allocationSize = size;
    alloc.memoryTypeIndex =
        find_memory_type(rank->info.physicalDevice, req.memoryTypeBits & pointerProps.memoryTypeBits, 0, 0);
    check(vkAllocateMemory(device, &alloc, NULL, &out->memory), "vkAllocateMemory");
    check(vkBindBufferMemory(device, out->buffer, out->memory, 0), "vkBindBufferMemory");
}

static void destroy_host_import(const Rank* rank, HostImport* out)
{
    VkDevice device = rank->info.device;
    check(vkDeviceWaitIdle(device), "vkDeviceWaitIdle");
    vkDestroyBuffer(device, out->buffer, NULL);
    vkFreeMemory(device, out->memory, NULL);
    host_free(out->host);
}

/* `copies` copies of `bytes` between rank 0's device buffer and the host
 * import, in one command buffer, one after another (a barrier between, as
 * they touch the same device bytes), each at the next place of COPY_SPAN in
 * host memory; returns the seconds from submit until the queue is idle. */
static double run_copies(const Bench* b, VkDeviceSize bytes, int toHost, uint32_t copies)
{
    const Rank* rank = &b->ranks[0];
    const VkDeviceSize stride = round_up(bytes, 4096), places = b->import.size / stride;
    double start;
    uint32_t i;
    begin_commands(rank->util);
    for (i = 0; i < copies; ++i) {
        VkBufferCopy region = {0, 0, bytes};
        if (toHost)
            region.dstOffset = i % places * stride;
        else
            region.srcOffset = i % places * stride;
        cmd_full_barrier(rank->util);
        vkCmdCopyBuffer(rank->util, toHost ? rank->data.buffer : b->import.buffer,
                        toHost ? b->import.buffer : rank->data.buffer, 1, &region);
    }
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    start = now_seconds();
    submit_plain(rank, rank->util);
    check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
    return now_seconds() - start;
}

/* GB/s of vkCmdCopyBuffer between rank 0's device buffer and imported host
 * memory, device to host or host to device. */
static double copy_bandwidth(const Bench* b, VkDeviceSize bytes, int toHost)
{
    if (bytes == 0)
        return 0.0;
    if (b->opt.warmup)
        run_copies(b, bytes, toHost, b->opt.warmup);
    return (double)bytes * b->opt.iters / run_copies(b, bytes, toHost, b->opt.iters) * 1e-9;
}

/* ---- Output -------------------------------------------------------------------- */

static void print_preamble(const Bench* b)
{
    const Options* o = &b->opt;
    uint32_t r;
    printf("# vkar_perf: vk_allreduce in place, %u ranks, api %s, sync %s, release %s, wire %s\n", b->rankCount,
           apiNames[o->api], b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge",
           releaseNames[b->props.releaseMode], wireNames[o->wire]);
    printf("# minBytes %llu maxBytes %llu step: %llu(factor) warmup iters: %u iters: %u validation: %d\n",
           (unsigned long long)o->minBytes, (unsigned long long)o->maxBytes, (unsigned long long)o->factor,
           o->warmup, o->iters, o->check);
    printf("#\n# Using devices\n");
    for (r = 0; r < b->rankCount; ++r)
        printf("#  Rank %2u device %p [%s]\n", r, (void*)b->ranks[r].info.device, b->ranks[r].name);
    printf("#\n");
    printf("#                                                      in-place                                 naive\n");
    printf("#       size         count      type   redop    root     time   algbw   busbw #wrong  wire"
           "       time  speedup\n");
    printf("#        (B)    (elements)                               (us)  (GB/s)  (GB/s)              "
           "     (us)   (x)\n");
}

/* NCCL's width: more digits for short times. */
static void format_time(char* out, size_t size, double us)
{
    snprintf(out, size, us < 100.0 ? "%7.2f" : us < 100000.0 ? "%7.1f" : "%7.0f", us);
}

static void print_row(const Bench* b, const Result* res)
{
    char time[32], naive[32], wrong[32];
    format_time(time, sizeof time, res->us);
    format_time(naive, sizeof naive, res->naiveUs);
    if (b->opt.check)
        snprintf(wrong, sizeof wrong, "%llu", (unsigned long long)res->wrong);
    else
        snprintf(wrong, sizeof wrong, "N/A");
    printf("%12llu  %12llu  %8s  %6s  %6d  %7s  %6.2f  %6.2f  %5s  %4s  %9s  %7.2f\n",
           (unsigned long long)res->bytes, (unsigned long long)res->count, "float", "sum", -1, time, res->algbw,
           res->busbw, wrong, wireNames[res->wire], naive, res->us > 0 ? res->naiveUs / res->us : 0.0);
    fflush(stdout);
}

static void print_copy_table(const Result* results, uint32_t count)
{
    uint32_t i;
    printf("#\n# Raw vkCmdCopyBuffer, rank 0: device buffer <-> imported host memory (the path's limit)\n");
    printf("#       size   d2h(GB/s)   h2d(GB/s)\n");
    for (i = 0; i < count; ++i)
        printf("%12llu  %10.2f  %10.2f\n", (unsigned long long)results[i].bytes, results[i].d2h, results[i].h2d);
}

static void write_csv(const Bench* b, const Result* results, uint32_t count)
{
    FILE* f = fopen(b->opt.csvPath, "w");
    uint32_t i;
    if (!f) {
        fprintf(stderr, "vkar_perf: cannot write %s\n", b->opt.csvPath);
        exit(1);
    }
    fprintf(f, "size,count,type,redop,root,ranks,api,sync,wire,time_us,algbw_gbps,busbw_gbps,wrong,"
               "naive_us,speedup,d2h_gbps,h2d_gbps\n");
    for (i = 0; i < count; ++i) {
        const Result* r = &results[i];
        fprintf(f, "%llu,%llu,float,sum,-1,%u,%s,%s,%s,%.3f,%.4f,%.4f,", (unsigned long long)r->bytes,
                (unsigned long long)r->count, b->rankCount, apiNames[b->opt.api],
                b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge", wireNames[r->wire], r->us,
                r->algbw, r->busbw);
        if (b->opt.check)
            fprintf(f, "%llu", (unsigned long long)r->wrong);
        fprintf(f, ",%.3f,%.3f,%.4f,%.4f\n", r->naiveUs, r->us > 0 ? r->naiveUs / r->us : 0.0, r->d2h, r->h2d);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "vkar_perf: cannot write %s\n", b->opt.csvPath);
        exit(1);
    }
}

/* ---- Per-rank figures (--per-rank) ---------------------------------------------
 *
 * What one rank costs, on ranks (VkDevices) that share one GPU, each figure
 * beside a baseline measured in the same run (issue 4, item 3):
 *   - publish and reduce GPU time, from timestamps written into our command
 *     buffers just before and after what vkarCmdAllreduce records there,
 *     against vkCmdCopyBuffer to and from imported host memory timed alike;
 *   - the calling thread's CPU time per call per rank, both APIs;
 *   - the one-rank loopback latency against the bare submit round trip.
 * Timed rounds run one rank at a time, each submission host-waited before
 * the next, so ranks sharing a GPU never time-slice inside an interval. The
 * host bridge is used: its release is a timeline the host can wait on, so a
 * reduce is submitted only once released and its start timestamp cannot be
 * written while it still waits on the bridge. */

#define PR_MAX_RANKS 8
#define PR_BW_ITERS 5         /* timed rounds per size, wire and rank count, after one untimed */
#define PR_CPU_BATCH 16       /* calls timed back to back, then the queues drained untimed, */
#define PR_CPU_BATCHES PROFILE_BATCHES /* so that no call waits for rounds in flight, */
#define PR_CPU_WARMUP_BATCHES 4 /* after untimed ones that fill the library's ring of 64 rounds */
#define PR_LATENCY_ITERS 200  /* median of these, after PR_LATENCY_WARMUP */
#define PR_LATENCY_WARMUP 70 /* more than the library's ring of 64, for reuse */
#define PR_SMALL_BYTES 4096   /* CPU time and latency: a size where the GPU work is negligible */
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static const uint32_t prRankCounts[] = {1, 2, 4, 8};
static const uint32_t prCpuRankCounts[] = {1, 2, 4};
static const VkarWire prWires[] = {VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16};
static const uint64_t prSizes[] = {1u << 20, 4u << 20, 16u << 20, 64u << 20};
static const uint64_t prQuickSizes[] = {256u << 10, 1u << 20};
#define PR_MAX_SIZES 4
#define PR_RANK_COUNTS 4
#define PR_WIRES 3

/* Four timestamp queries per rank: publish start and end, reduce start and
 * end (the raw copies use rank 0's first two). Every rank is on one device. */
typedef struct Timestamps {
    VkQueryPool pools[PR_MAX_RANKS];
    double periodNs;
    uint64_t mask; /* timestampValidBits: the counter wraps there */
} Timestamps;

/* Medians in nanoseconds; [rank count][wire][size]. */
typedef struct PerRankBandwidth {
    const uint64_t* sizes;
    uint32_t sizeCount;
    double publishNs[PR_RANK_COUNTS][PR_WIRES][PR_MAX_SIZES];
    double reduceNs[PR_RANK_COUNTS][PR_WIRES][PR_MAX_SIZES];
    double d2hNs[PR_MAX_SIZES], h2dNs[PR_MAX_SIZES];
} PerRankBandwidth;

static double thread_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_doubles(const void* a, const void* b)
{
    const double x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

/* Sorts `values`. */
static double median(double* values, uint32_t count)
{
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

typedef struct Percentiles {
    double p50, p90, p99, max;
} Percentiles;

/* Nearest-rank percentiles, in microseconds, of `count` nanosecond samples (sorted here). */
static Percentiles percentiles_us(double* ns, uint32_t count)
{
    Percentiles p;
    qsort(ns, count, sizeof *ns, compare_doubles);
#define LAT_RANK(q) ns[(uint32_t)((q) * count + 0.999999) - 1] * 1e-3
    p.p50 = LAT_RANK(0.50);
    p.p90 = LAT_RANK(0.90);
    p.p99 = LAT_RANK(0.99);
#undef LAT_RANK
    p.max = ns[count - 1] * 1e-3;
    return p;
}

/* bytes per nanosecond are GB/s */
static double gbps(double bytes, double ns)
{
    return ns > 0.0 ? bytes / ns : 0.0;
}

static uint32_t wire_bytes(VkarWire wire)
{
    return wire == VKAR_WIRE_F32 ? 4 : 2;
}

static void create_timestamps(const Bench* b, Timestamps* ts)
{
    const Rank* rank0 = &b->ranks[0];
    VkQueueFamilyProperties families[32];
    uint32_t familyCount = 32, bits, r;
    VkPhysicalDeviceProperties props;
    VkQueryPoolCreateInfo info = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                                  .queryType = VK_QUERY_TYPE_TIMESTAMP, .queryCount = 4};
    vkGetPhysicalDeviceProperties(rank0->info.physicalDevice, &props);
    vkGetPhysicalDeviceQueueFamilyProperties(rank0->info.physicalDevice, &familyCount, families);
    bits = families[rank0->info.queueFamilyIndex].timestampValidBits;
    if (bits == 0 || props.limits.timestampPeriod <= 0.0f) {
        fprintf(stderr, "vkar_perf: %s has no timestamps on its compute queue\n", rank0->name);
        exit(1);
    }
    ts->periodNs = props.limits.timestampPeriod;
    ts->mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    for (r = 0; r < b->rankCount; ++r)
        check(vkCreateQueryPool(b->ranks[r].info.device, &info, NULL, &ts->pools[r]), "vkCreateQueryPool");
}

static void destroy_timestamps(const Bench* b, const Timestamps* ts)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        vkDestroyQueryPool(b->ranks[r].info.device, ts->pools[r], NULL);
}

/* Nanoseconds from timestamp `first` to `first + 1` of rank r's pool. */
static double timestamp_interval_ns(const Bench* b, const Timestamps* ts, uint32_t r, uint32_t first)
{
    uint64_t t[2];
    check(vkGetQueryPoolResults(b->ranks[r].info.device, ts->pools[r], first, 2, sizeof t, t, sizeof t[0],
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    return (double)((t[1] - t[0]) & ts->mask) * ts->periodNs;
}

/* Zeros every rank's device buffer: the wire conversion takes other paths
 * for NaNs and subnormals, and device memory starts with whatever it held. */
static void zero_buffers(const Bench* b, VkDeviceSize bytes)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const Rank* rank = &b->ranks[r];
        begin_commands(rank->util);
        vkCmdFillBuffer(rank->util, rank->data.buffer, 0, bytes, 0);
        check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
        submit_plain(rank, rank->util);
    }
    wait_all_idle(b);
}

/* A communicator over the first n ranks: the sweep's helpers then see n. */
static void open_comm(Bench* b, uint32_t n)
{
    b->rankCount = n;
    create_comm(b);
    if (b->props.syncMode != VKAR_SYNC_MODE_HOST_BRIDGE) {
        fprintf(stderr, "vkar_perf: --per-rank needs the host bridge (VKAR_SYNC overrides it: unset it)\n");
        exit(1);
    }
}

/* The same with VKAR_RELEASE_MODE_TIMELINE, whatever --release says: where
 * the host submits a reduce only after its release (it waits on the plan's
 * semaphores first), so that the reduce's timestamps time the GPU work
 * alone. An event release would be waited for inside the command buffer,
 * after the first timestamp. */
static void open_timeline_comm(Bench* b, uint32_t n)
{
    const VkarReleaseMode asked = b->opt.release;
    b->opt.release = VKAR_RELEASE_MODE_TIMELINE;
    open_comm(b, n);
    b->opt.release = asked;
}

static void close_comm(Bench* b)
{
    vkarDestroyComm(b->comm);
    b->comm = VK_NULL_HANDLE;
}

/* Host-waits until every semaphore of `list` reaches its value: with the
 * host bridge every semaphore the library hands out is a timeline. */
static void wait_list(const Rank* rank, const SemaphoreList* list)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = list->count,
                                .pSemaphores = list->semaphores, .pValues = list->values};
    if (list->count)
        check(vkWaitSemaphores(rank->info.device, &info, TIMEOUT_NS), "vkWaitSemaphores");
}

/* Records one round of `count` elements with four timestamps per rank
 * in pools[r]: 0 and 1 around the library's publish, 2 and 3 around its
 * reduce. */
static void record_stamped_round(Bench* b, RecordedRound* rec, const VkQueryPool* pools, uint64_t count,
                                 VkarWire wire)
{
    uint32_t r;
    begin_round(b, rec, 0);
    for (r = 0; r < b->rankCount; ++r) {
        vkCmdResetQueryPool(rec->publish[r], pools[r], 0, 4);
        vkCmdWriteTimestamp(rec->publish[r], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pools[r], 0);
        vkCmdWriteTimestamp(rec->reduce[r], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pools[r], 2);
    }
    record_allreduce(b, rec, count, wire);
    for (r = 0; r < b->rankCount; ++r) {
        vkCmdWriteTimestamp(rec->publish[r], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pools[r], 1);
        vkCmdWriteTimestamp(rec->reduce[r], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pools[r], 3);
    }
    end_round(b, rec);
}

/* One recorded round of `count` elements with timestamps around the
 * library's publish and reduce, run one rank at a time (see above); stores
 * each rank's publish and reduce nanoseconds. */
static void timed_round(Bench* b, const Timestamps* ts, uint64_t count, VkarWire wire, double* publishNs,
                        double* reduceNs)
{
    static RecordedRound rec; /* large; one round at a time */
    uint32_t r;
    record_stamped_round(b, &rec, ts->pools, count, wire);
    for (r = 0; r < b->rankCount; ++r) {
        submit_publish(b, &rec, r);
        wait_list(&b->ranks[r], &rec.publishSignals[r]);
    }
    check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    for (r = 0; r < b->rankCount; ++r) {
        wait_list(&b->ranks[r], &rec.reduceWaits[r]);
        submit_reduce(b, &rec, r);
        wait_value(&b->ranks[r], b->ranks[r].value);
    }
    for (r = 0; r < b->rankCount; ++r) {
        publishNs[r] = timestamp_interval_ns(b, ts, r, 0);
        reduceNs[r] = timestamp_interval_ns(b, ts, r, 2);
    }
}

/* Medians over PR_BW_ITERS rounds and every rank, after one untimed round
 * (the first call at a size grows the slots). */
static void measure_round_times(Bench* b, const Timestamps* ts, uint64_t count, VkarWire wire, double* publishNs,
                                double* reduceNs)
{
    double publish[PR_BW_ITERS * PR_MAX_RANKS], reduce[PR_BW_ITERS * PR_MAX_RANKS];
    uint32_t it;
    if (count > b->props.maxElementsPerRound) {
        fprintf(stderr, "vkar_perf: %llu elements are more than one round carries here\n",
                (unsigned long long)count);
        exit(1);
    }
    timed_round(b, ts, count, wire, publish, reduce);
    for (it = 0; it < PR_BW_ITERS; ++it)
        timed_round(b, ts, count, wire, publish + it * b->rankCount, reduce + it * b->rankCount);
    *publishNs = median(publish, PR_BW_ITERS * b->rankCount);
    *reduceNs = median(reduce, PR_BW_ITERS * b->rankCount);
}

/* One vkCmdCopyBuffer of `bytes` between rank 0's device buffer and the
 * host import, at the `place`-th place of COPY_SPAN (fresh host bytes, as
 * run_copies), timed by timestamps like the library's phases. */
static double timed_copy_ns(const Bench* b, const Timestamps* ts, VkDeviceSize bytes, int toHost, uint32_t place)
{
    const Rank* rank = &b->ranks[0];
    const VkDeviceSize stride = round_up(bytes, 4096), places = b->import.size / stride;
    VkBufferCopy region = {0, 0, bytes};
    if (toHost)
        region.dstOffset = place % places * stride;
    else
        region.srcOffset = place % places * stride;
    begin_commands(rank->util);
    vkCmdResetQueryPool(rank->util, ts->pools[0], 0, 2);
    cmd_full_barrier(rank->util);
    vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, ts->pools[0], 0);
    vkCmdCopyBuffer(rank->util, toHost ? rank->data.buffer : b->import.buffer,
                    toHost ? b->import.buffer : rank->data.buffer, 1, &region);
    vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 1);
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    submit_plain(rank, rank->util);
    check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
    return timestamp_interval_ns(b, ts, 0, 0);
}

static double median_copy_ns(const Bench* b, const Timestamps* ts, VkDeviceSize bytes, int toHost)
{
    double ns[PR_BW_ITERS];
    uint32_t it;
    timed_copy_ns(b, ts, bytes, toHost, 0);
    for (it = 0; it < PR_BW_ITERS; ++it)
        ns[it] = timed_copy_ns(b, ts, bytes, toHost, it + 1);
    return median(ns, PR_BW_ITERS);
}

static void measure_bandwidth(Bench* b, const Timestamps* ts, PerRankBandwidth* bw)
{
    uint32_t n, w, s;
    for (s = 0; s < bw->sizeCount; ++s) {
        bw->d2hNs[s] = median_copy_ns(b, ts, bw->sizes[s], 1);
        bw->h2dNs[s] = median_copy_ns(b, ts, bw->sizes[s], 0);
    }
    for (n = 0; n < PR_RANK_COUNTS; ++n) {
        open_timeline_comm(b, prRankCounts[n]);
        for (w = 0; w < PR_WIRES; ++w)
            for (s = 0; s < bw->sizeCount; ++s)
                measure_round_times(b, ts, bw->sizes[s] / sizeof(float), prWires[w], &bw->publishNs[n][w][s],
                                    &bw->reduceNs[n][w][s]);
        close_comm(b);
    }
}

/* The publish with one rank: the kernel is the same for any N. */
static void print_publish_table(const PerRankBandwidth* bw)
{
    uint32_t w, s;
    printf("#\n# Publish per rank (N = 1): GB/s = F32 bytes read / GPU time of the recorded publish;\n"
           "# baseline d2h = vkCmdCopyBuffer device -> imported host memory, same bytes; ratio = publish / d2h\n");
    printf("#       size  wire  publish(us)  publish(GB/s)   d2h(us)  d2h(GB/s)  ratio\n");
    for (w = 0; w < PR_WIRES; ++w)
        for (s = 0; s < bw->sizeCount; ++s) {
            const double bytes = (double)bw->sizes[s], ns = bw->publishNs[0][w][s], copyNs = bw->d2hNs[s];
            printf("%12llu  %4s  %11.1f  %13.2f  %8.1f  %9.2f  %5.2f\n", (unsigned long long)bw->sizes[s],
                   wireNames[prWires[w]], ns * 1e-3, gbps(bytes, ns), copyNs * 1e-3, gbps(bytes, copyNs),
                   ns > 0.0 ? copyNs / ns : 0.0);
        }
}

static void print_reduce_table(const PerRankBandwidth* bw)
{
    uint32_t n, w, s;
    printf("#\n# Reduce per rank: GB/s = N - 1 peer slots x wire bytes read from host memory / GPU time of the\n"
           "# recorded reduce (a rank's own contribution comes from its buffer; one rank reads none);\n"
           "# baseline h2d = vkCmdCopyBuffer imported host memory -> device of the F32 size; ratio = reduce / h2d\n");
    printf("#       size  wire  ranks  reduce(us)  read(bytes)  reduce(GB/s)   h2d(us)  h2d(GB/s)  ratio\n");
    for (w = 0; w < PR_WIRES; ++w)
        for (s = 0; s < bw->sizeCount; ++s)
            for (n = 0; n < PR_RANK_COUNTS; ++n) {
                const double read = (double)(prRankCounts[n] - 1) * (double)(bw->sizes[s] / sizeof(float)) *
                                    wire_bytes(prWires[w]);
                const double ns = bw->reduceNs[n][w][s], copyNs = bw->h2dNs[s];
                const double ratio = copyNs > 0.0 ? gbps(read, ns) / gbps((double)bw->sizes[s], copyNs) : 0.0;
                printf("%12llu  %4s  %5u  %10.1f  %11.0f  %12.2f  %8.1f  %9.2f  %5.2f\n",
                       (unsigned long long)bw->sizes[s], wireNames[prWires[w]], prRankCounts[n], ns * 1e-3, read,
                       gbps(read, ns), copyNs * 1e-3, gbps((double)bw->sizes[s], copyNs), ratio);
            }
}

typedef double (*Clock)(void);

/* The cost of reading `clock` once (for the thread CPU clock, a system call
 * on Linux): each measured interval includes about one, and it is
 * subtracted. */
static double clock_cost(Clock clock)
{
    double samples[64];
    uint32_t i;
    for (i = 0; i < 64; ++i) {
        const double start = clock();
        samples[i] = clock() - start;
    }
    return median(samples, 64);
}

/* Seconds of `clock` per vkarAllreduce call of `count` elements, each call
 * signalling every rank's timeline as an engine's would: the median of the
 * batches' means, as a shared machine's noise comes in bursts. The call
 * profile restarts after the warmup batches. */
static double time_submit_calls(Bench* b, uint64_t count, Clock clock)
{
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = count, .wire = VKAR_WIRE_F32, .pBuffers = buffers, .pSignals = signals};
    const double clockCost = clock_cost(clock);
    double means[PR_CPU_BATCHES];
    uint32_t batch, call, r;
    for (r = 0; r < b->rankCount; ++r) {
        buffers[r].buffer = b->ranks[r].data.buffer;
        buffers[r].offset = 0;
        signals[r].semaphore = b->ranks[r].timeline;
    }
    for (batch = 0; batch < PR_CPU_WARMUP_BATCHES + PR_CPU_BATCHES; ++batch) {
        const double start = clock();
        double spent;
        for (call = 0; call < PR_CPU_BATCH; ++call) {
            for (r = 0; r < b->rankCount; ++r)
                signals[r].value = ++b->ranks[r].value;
            check(vkarAllreduce(b->comm, &info), "vkarAllreduce");
        }
        spent = clock() - start - clockCost;
        for (r = 0; r < b->rankCount; ++r)
            wait_value(&b->ranks[r], b->ranks[r].value);
        if (batch >= PR_CPU_WARMUP_BATCHES) {
            means[batch - PR_CPU_WARMUP_BATCHES] = spent / PR_CPU_BATCH;
            profile_end_batch(batch - PR_CPU_WARMUP_BATCHES);
        } else {
            profile_reset();
        }
    }
    return median(means, PR_CPU_BATCHES);
}

/* Seconds of `clock` per recorded round of `count` elements, medians of the
 * batches' means as above: the library's part (vkarCmdAllreduce,
 * vkarReleaseRound) and the caller's (ring slot and vkBeginCommandBuffer,
 * vkEndCommandBuffer and the semaphore lists, the two vkQueueSubmits per
 * rank). The call profile restarts after the warmup batches. */
static void time_record_calls(Bench* b, uint64_t count, Clock clock, double* library, double* caller)
{
    static RecordedRound rec;
    const double clockCost = clock_cost(clock);
    double libraryMeans[PR_CPU_BATCHES], callerMeans[PR_CPU_BATCHES];
    uint32_t batch, call, r;
    for (batch = 0; batch < PR_CPU_WARMUP_BATCHES + PR_CPU_BATCHES; ++batch) {
        double lib = 0.0, own = 0.0;
        for (call = 0; call < PR_CPU_BATCH; ++call) {
            double t[6];
            t[0] = clock();
            begin_round(b, &rec, 0);
            t[1] = clock();
            record_allreduce(b, &rec, count, VKAR_WIRE_F32);
            t[2] = clock();
            end_round(b, &rec);
            for (r = 0; r < b->rankCount; ++r)
                submit_publish(b, &rec, r);
            t[3] = clock();
            check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
            t[4] = clock();
            for (r = 0; r < b->rankCount; ++r)
                submit_reduce(b, &rec, r);
            t[5] = clock();
            lib += (t[2] - t[1]) + (t[4] - t[3]) - 2.0 * clockCost;
            own += (t[1] - t[0]) + (t[3] - t[2]) + (t[5] - t[4]) - 3.0 * clockCost;
        }
        for (r = 0; r < b->rankCount; ++r)
            wait_value(&b->ranks[r], b->ranks[r].value);
        if (batch >= PR_CPU_WARMUP_BATCHES) {
            libraryMeans[batch - PR_CPU_WARMUP_BATCHES] = lib / PR_CPU_BATCH;
            callerMeans[batch - PR_CPU_WARMUP_BATCHES] = own / PR_CPU_BATCH;
            profile_end_batch(batch - PR_CPU_WARMUP_BATCHES);
        } else {
            profile_reset();
        }
    }
    *library = median(libraryMeans, PR_CPU_BATCHES);
    *caller = median(callerMeans, PR_CPU_BATCHES);
}

static void measure_and_print_cpu(Bench* b)
{
    const uint64_t count = PR_SMALL_BYTES / sizeof(float);
    uint32_t n;
    printf("#\n# CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID) per rank per call, %u B, wire f32:\n"
           "# median of %u batches' means, %u calls each; submit = vkarAllreduce, +reuse with\n"
           "# VKAR_COMM_CREATE_REUSE_COMMANDS_BIT; record = vkarCmdAllreduce + vkarReleaseRound; caller = the\n"
           "# caller's own begin/end, semaphore lists and vkQueueSubmits in the record API (not in record);\n"
           "# clock read cost %.2f us subtracted per interval\n",
           PR_SMALL_BYTES, PR_CPU_BATCHES, PR_CPU_BATCH, clock_cost(thread_seconds) * 1e6);
    printf("#  ranks  submit(us)  submit+reuse(us)  record(us)  caller(us)\n");
    for (n = 0; n < COUNT_OF(prCpuRankCounts); ++n) {
        const uint32_t ranks = prCpuRankCounts[n];
        double submitS, reuseS, libraryS, callerS;
        open_comm(b, ranks);
        submitS = time_submit_calls(b, count, thread_seconds);
        time_record_calls(b, count, thread_seconds, &libraryS, &callerS);
        close_comm(b);
        b->opt.reuse = 1;
        open_comm(b, ranks);
        reuseS = time_submit_calls(b, count, thread_seconds);
        close_comm(b);
        b->opt.reuse = 0;
        printf("%8u  %10.2f  %16.2f  %10.2f  %10.2f\n", ranks, submitS * 1e6 / ranks, reuseS * 1e6 / ranks,
               libraryS * 1e6 / ranks, callerS * 1e6 / ranks);
        fflush(stdout);
    }
}

/* One row of the call profile: the calling thread's microseconds per rank
 * per call in each kind of Vulkan call (medians of the batches), the rest
 * of `wall` (so `own` is rough on a noisy machine), and the bridge's calls
 * per round (means). */
static void print_profile_row(const char* api, uint32_t ranks, double wall)
{
    const double calls = PR_CPU_BATCHES * PR_CPU_BATCH;
    double vulkan = 0.0, batches[PR_CPU_BATCHES];
    uint32_t k, batch;
    printf("%7s  %5u  %6.2f", api, ranks, wall * 1e6 / ranks);
    for (k = 0; k < CALL_KINDS; ++k) {
        double us;
        for (batch = 0; batch < PR_CPU_BATCHES; ++batch)
            batches[batch] = (double)profile.batchNs[batch][k] * 1e-3 / (PR_CPU_BATCH * ranks);
        us = median(batches, PR_CPU_BATCHES);
        printf("  %5.2f", us);
        vulkan += us;
    }
    printf("  %5.2f  %7.1f %6.2f  %6.2f\n", wall * 1e6 / ranks - vulkan,
           (double)profile.calls[1][CALL_COUNTER] / calls, (double)profile.ns[1][CALL_COUNTER] * 1e-3 / calls,
           (double)profile.ns[1][CALL_SIGNAL] * 1e-3 / calls);
}

/* Where the calling thread's time goes, through the call profile's
 * wrappers: wall time, as a blocked call is worth seeing too. */
static void measure_and_print_profile(Bench* b)
{
    const uint64_t count = PR_SMALL_BYTES / sizeof(float);
    uint32_t n;
    int k;
    printf("#\n# Call profile, %u B, wire f32, medians of %u batches of %u calls: wall us per rank per call\n"
           "# on the calling thread (CLOCK_MONOTONIC) in each kind of Vulkan call the library makes, through\n"
           "# wrappers handed in as pfnGetInstanceProcAddr (about 0.05 us each added); own = the rest of the\n"
           "# library's time; bridge = the bridge thread's vkGetSemaphoreCounterValue calls and us, and its\n"
           "# vkSignalSemaphore us, per round (means). Columns:\n",
           PR_SMALL_BYTES, PR_CPU_BATCHES, PR_CPU_BATCH);
    for (k = 0; k < CALL_KINDS; ++k)
        printf("#   k%d = %s\n", k, callNames[k]);
    printf("#    api  ranks   wall");
    for (k = 0; k < CALL_KINDS; ++k)
        printf("    k%-2d", k);
    printf("    own  bridge:polls    us  signal\n");
    b->profiled = 1;
    for (n = 0; n < COUNT_OF(prCpuRankCounts); ++n) {
        const uint32_t ranks = prCpuRankCounts[n];
        double library, caller;
        open_comm(b, ranks);
        print_profile_row("submit", ranks, time_submit_calls(b, count, now_seconds));
        time_record_calls(b, count, now_seconds, &library, &caller);
        print_profile_row("record", ranks, library);
        close_comm(b);
        b->opt.reuse = 1;
        open_comm(b, ranks);
        print_profile_row("reuse", ranks, time_submit_calls(b, count, now_seconds));
        close_comm(b);
        b->opt.reuse = 0;
        fflush(stdout);
    }
    b->profiled = 0;
}

/* Median seconds from vkarAllreduce (one rank, 4 KiB) until the host sees
 * its pSignals value: publish, the bridge's release, reduce. */
static double loopback_latency(Bench* b)
{
    Rank* rank = &b->ranks[0];
    VkarBufferRange buffer = {rank->data.buffer, 0};
    VkarSemaphoreValue signal = {rank->timeline, 0};
    VkarAllreduceInfo info = {.count = PR_SMALL_BYTES / sizeof(float), .wire = VKAR_WIRE_F32,
                              .pBuffers = &buffer, .pSignals = &signal};
    double samples[PR_LATENCY_ITERS];
    uint32_t it;
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        const double start = now_seconds();
        signal.value = ++rank->value;
        check(vkarAllreduce(b->comm, &info), "vkarAllreduce");
        wait_value(rank, rank->value);
        if (it >= PR_LATENCY_WARMUP)
            samples[it - PR_LATENCY_WARMUP] = now_seconds() - start;
    }
    return median(samples, PR_LATENCY_ITERS);
}

/* The same for a vkQueueSubmit without command buffers that signals the
 * timeline: the bare submit round trip. */
static double bare_round_trip(Bench* b)
{
    Rank* rank = &b->ranks[0];
    VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                            .signalSemaphoreValueCount = 1};
    VkSubmitInfo info = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values, .signalSemaphoreCount = 1,
                         .pSignalSemaphores = &rank->timeline};
    double samples[PR_LATENCY_ITERS];
    uint32_t it;
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        const double start = now_seconds();
        const uint64_t value = ++rank->value;
        values.pSignalSemaphoreValues = &value;
        check(vkQueueSubmit(rank->info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        wait_value(rank, value);
        if (it >= PR_LATENCY_WARMUP)
            samples[it - PR_LATENCY_WARMUP] = now_seconds() - start;
    }
    return median(samples, PR_LATENCY_ITERS);
}

/* The stages of one recorded loopback round, in microseconds on the host's
 * CLOCK_MONOTONIC: GPU timestamps are placed on it by a calibration taken
 * just before the round. */
enum { STAGE_TO_PUBLISH, STAGE_PUBLISH, STAGE_TO_SIGNAL, STAGE_TO_REDUCE, STAGE_REDUCE, STAGE_TO_HOST, STAGE_TOTAL,
       STAGES };
static const char* const stageNames[STAGES] = {
    "submit -> publish starts", "publish (GPU)", "publish ends -> bridge releases (bridge wake-up)",
    "release -> reduce ends", "reduce (GPU, from submission)", "reduce ends -> host wait returns", "total"};

/* Host nanoseconds of rank 0's timestamps 0..3, given a calibration pair. */
/* Rank 0's timestamp value `t` in host nanoseconds, given a calibration pair. */
static double timestamp_on_host(const Timestamps* ts, const uint64_t calibration[2], uint64_t t)
{
    const uint64_t ticks = (t - calibration[0]) & ts->mask;
    const double sinceNs = ticks > ts->mask / 2 ? -(double)((calibration[0] - t) & ts->mask) : (double)ticks;
    return (double)calibration[1] + sinceNs * ts->periodNs;
}

static void timestamps_on_host(const Bench* b, const Timestamps* ts, const uint64_t calibration[2], double out[4])
{
    uint64_t t[4];
    uint32_t i;
    check(vkGetQueryPoolResults(b->ranks[0].info.device, ts->pools[0], 0, 4, sizeof t, t, sizeof t[0],
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    for (i = 0; i < 4; ++i)
        out[i] = timestamp_on_host(ts, calibration, t[i]);
}

static void calibrate(const Rank* rank, uint64_t calibration[2])
{
    static PFN_vkGetCalibratedTimestampsEXT getCalibrated;
    const VkCalibratedTimestampInfoEXT infos[2] = {
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_DEVICE_EXT},
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT}};
    uint64_t deviation;
    if (!getCalibrated)
        getCalibrated = (PFN_vkGetCalibratedTimestampsEXT)vkGetDeviceProcAddr(rank->info.device,
                                                                              "vkGetCalibratedTimestampsEXT");
    check(getCalibrated(rank->info.device, 2, infos, calibration, &deviation), "vkGetCalibratedTimestampsEXT");
}

/* One loopback round through the record API with timestamps around the
 * library's publish and reduce; the bridge's release call is timed
 * by the call profile. */
static void loopback_stages(Bench* b, const Timestamps* ts, double stages[STAGES])
{
    static RecordedRound rec;
    Rank* rank = &b->ranks[0];
    uint64_t calibration[2];
    double gpu[4], start, signal, end;
    begin_round(b, &rec, 0);
    vkCmdResetQueryPool(rec.publish[0], ts->pools[0], 0, 4);
    vkCmdWriteTimestamp(rec.publish[0], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, ts->pools[0], 0);
    vkCmdWriteTimestamp(rec.reduce[0], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, ts->pools[0], 2);
    record_allreduce(b, &rec, PR_SMALL_BYTES / sizeof(float), VKAR_WIRE_F32);
    vkCmdWriteTimestamp(rec.publish[0], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 1);
    vkCmdWriteTimestamp(rec.reduce[0], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 3);
    end_round(b, &rec);
    calibrate(rank, calibration);
    start = (double)monotonic_ns();
    submit_publish(b, &rec, 0);
    check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    submit_reduce(b, &rec, 0);
    wait_value(rank, rank->value);
    end = (double)monotonic_ns();
    signal = (double)__atomic_load_n(&profile.lastSignalNs, __ATOMIC_ACQUIRE);
    timestamps_on_host(b, ts, calibration, gpu);
    stages[STAGE_TO_PUBLISH] = gpu[0] - start;
    stages[STAGE_PUBLISH] = gpu[1] - gpu[0];
    stages[STAGE_TO_SIGNAL] = signal - gpu[1];
    stages[STAGE_TO_REDUCE] = gpu[3] - signal;
    stages[STAGE_REDUCE] = gpu[3] - gpu[2];
    stages[STAGE_TO_HOST] = end - gpu[3];
    stages[STAGE_TOTAL] = end - start;
}

/* Medians of each stage of the loopback, when the device can calibrate
 * its timestamps against CLOCK_MONOTONIC. */
static void measure_and_print_loopback_stages(Bench* b, const Timestamps* ts)
{
    static double samples[STAGES][PR_LATENCY_ITERS];
    double stages[STAGES];
    uint32_t it, k;
    if (!b->ranks[0].calibrated) {
        printf("#\n# Loopback stages: not measured (no VK_EXT_calibrated_timestamps)\n");
        return;
    }
    b->profiled = 1;
    open_comm(b, 1);
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        loopback_stages(b, ts, stages);
        for (k = 0; it >= PR_LATENCY_WARMUP && k < STAGES; ++k)
            samples[k][it - PR_LATENCY_WARMUP] = stages[k];
    }
    close_comm(b);
    b->profiled = 0;
    printf("#\n# Loopback stages, record API, one rank, %u B, wire f32: GPU timestamps around the library's\n"
           "# commands placed on CLOCK_MONOTONIC (VK_EXT_calibrated_timestamps), the bridge's release call\n"
           "# timed by the call profile; medians of %u (they need not add up to the total's)\n",
           PR_SMALL_BYTES, PR_LATENCY_ITERS);
    printf("#  stage                                               us\n");
    for (k = 0; k < STAGES; ++k)
        printf("   %-50s %6.1f\n", stageNames[k], median(samples[k], PR_LATENCY_ITERS) * 1e-3);
}

/* The median seconds of a recorded one-rank round whose reduce follows its
 * publish in queue order instead of waiting for the release (one rank
 * needs none; the round is released afterwards): the GPU work's own round
 * trip, which no release path can beat. */
static double kernels_round_trip(Bench* b)
{
    static RecordedRound rec;
    Rank* rank = &b->ranks[0];
    double samples[PR_LATENCY_ITERS];
    uint32_t it;
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        double start;
        begin_round(b, &rec, 0);
        record_allreduce(b, &rec, PR_SMALL_BYTES / sizeof(float), VKAR_WIRE_F32);
        end_round(b, &rec);
        rec.reduceWaits[0].count = 0;
        start = now_seconds();
        submit_publish(b, &rec, 0);
        submit_reduce(b, &rec, 0);
        wait_value(rank, rank->value);
        if (it >= PR_LATENCY_WARMUP)
            samples[it - PR_LATENCY_WARMUP] = now_seconds() - start;
        check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    }
    return median(samples, PR_LATENCY_ITERS);
}

static void measure_and_print_latency(Bench* b)
{
    double loopback, reused, bare, kernels;
    open_timeline_comm(b, 1); /* the kernels' reduce must not wait for an event */
    bare = bare_round_trip(b);
    kernels = kernels_round_trip(b);
    close_comm(b);
    open_comm(b, 1);
    loopback = loopback_latency(b);
    close_comm(b);
    b->opt.reuse = 1;
    open_comm(b, 1);
    reused = loopback_latency(b);
    close_comm(b);
    b->opt.reuse = 0;
    printf("#\n# One-rank loopback, %u B, wire f32, medians of %u: vkarAllreduce until the host sees its\n"
           "# pSignals value, without and with VKAR_COMM_CREATE_REUSE_COMMANDS_BIT; baseline bare = an\n"
           "# empty vkQueueSubmit signalling a timeline, host-waited; kernels = the library's publish and\n"
           "# reduce submitted in queue order without the release (the floor of any release path)\n",
           PR_SMALL_BYTES, PR_LATENCY_ITERS);
    printf("#  bare(us)  kernels(us)  loopback(us)  reuse(us)  kernels/bare  loopback/bare  reuse/bare\n");
    printf("%10.1f  %11.1f  %12.1f  %9.1f  %12.2f  %13.2f  %10.2f\n", bare * 1e6, kernels * 1e6, loopback * 1e6,
           reused * 1e6, kernels / bare, loopback / bare, reused / bare);
}

static void print_per_rank_preamble(const Bench* b, const Timestamps* ts, const PerRankBandwidth* bw)
{
    printf("# vkar_perf --per-rank: up to %u ranks (VkDevices) on one device [%s], host bridge\n", PR_MAX_RANKS,
           b->ranks[0].name);
    printf("# GPU times: vkCmdWriteTimestamp TOP_OF_PIPE / BOTTOM_OF_PIPE around what the record API put in\n"
           "# our command buffers (timestampPeriod %.3f ns); ranks run one at a time; medians over %u rounds x\n"
           "# N ranks; raw copies alike, medians of %u, each to fresh host memory; sizes: %u from %llu B\n",
           ts->periodNs, PR_BW_ITERS, PR_BW_ITERS, bw->sizeCount, (unsigned long long)bw->sizes[0]);
    fflush(stdout);
}

/* The fixed GPU cost of a small call's parts on one rank: each pipeline
 * barrier the library records, alone between two timestamps, and the
 * library's own publish and reduce of one element (record API, run one
 * after the other as the bandwidth tables do). Medians of
 * PR_LATENCY_ITERS. */
enum { FC_TIMESTAMPS, FC_INTO_COMPUTE, FC_TO_HOST, FC_FROM_HOST, FC_OUT_OF_COMPUTE, FC_BARRIERS };
static const char* const fixedCostNames[FC_BARRIERS] = {
    "two timestamps, nothing between",
    "barrier all commands -> compute (the publish's first)",
    "barrier compute -> host (the publish's last)",
    "barrier host + compute -> compute (the reduce's first)",
    "barrier compute -> all commands (the reduce's last)"};

static void record_fixed_cost_barrier(VkCommandBuffer cmd, int kind)
{
    const VkAccessFlags readWrite = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
    if (kind == FC_INTO_COMPUTE)
        cmd_barrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                    VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, readWrite);
    else if (kind == FC_TO_HOST)
        cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                    VK_ACCESS_HOST_READ_BIT);
    else if (kind == FC_FROM_HOST)
        cmd_barrier(cmd, VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                    VK_ACCESS_HOST_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                    readWrite);
    else if (kind == FC_OUT_OF_COMPUTE)
        cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                    VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
}

static double barrier_cost_ns(const Bench* b, const Timestamps* ts, int kind)
{
    const Rank* rank = &b->ranks[0];
    double ns[PR_LATENCY_ITERS];
    uint32_t it;
    for (it = 0; it < PR_LATENCY_ITERS; ++it) {
        begin_commands(rank->util);
        vkCmdResetQueryPool(rank->util, ts->pools[0], 0, 2);
        vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, ts->pools[0], 0);
        record_fixed_cost_barrier(rank->util, kind);
        vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 1);
        check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
        submit_plain(rank, rank->util);
        check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
        ns[it] = timestamp_interval_ns(b, ts, 0, 0);
    }
    return median(ns, PR_LATENCY_ITERS);
}

static void measure_and_print_fixed_costs(Bench* b, const Timestamps* ts)
{
    double publish[PR_LATENCY_ITERS], reduce[PR_LATENCY_ITERS];
    uint32_t it;
    int kind;
    printf("#\n# Fixed GPU costs on one rank, medians of %u: vkCmdWriteTimestamp TOP_OF_PIPE and BOTTOM_OF_PIPE\n"
           "# around each pipeline barrier the library records, alone, and around the library's publish and\n"
           "# reduce of one F32 element (record API; the reduce submitted once released)\n", PR_LATENCY_ITERS);
    printf("#  part                                                        GPU us\n");
    for (kind = 0; kind < FC_BARRIERS; ++kind)
        printf("   %-58s %6.2f\n", fixedCostNames[kind], barrier_cost_ns(b, ts, kind) * 1e-3);
    open_timeline_comm(b, 1);
    for (it = 0; it < PR_LATENCY_ITERS; ++it)
        timed_round(b, ts, 1, VKAR_WIRE_F32, &publish[it], &reduce[it]);
    close_comm(b);
    printf("   %-58s %6.2f\n", "the library's publish (barrier, dispatch, barrier)",
           median(publish, PR_LATENCY_ITERS) * 1e-3);
    printf("   %-58s %6.2f\n", "the library's reduce (barrier, dispatch, barrier)", median(reduce, PR_LATENCY_ITERS) * 1e-3);
}

/* How soon the host sees that a submission ended, the two ways the bridge
 * could watch a publish: the submission's timeline signal, read with
 * vkGetSemaphoreCounterValue (what it does), or an event the command
 * buffer sets at its end (vkCmdSetEvent), read with vkGetEventStatus. The
 * command buffer writes a timestamp, then sets the event; the host polls
 * both in one loop and notes when each shows. Medians and p90 of
 * PR_LATENCY_ITERS delays from the timestamp, placed on CLOCK_MONOTONIC. */
static void measure_and_print_completion_seen(Bench* b, const Timestamps* ts)
{
    Rank* rank = &b->ranks[0];
    const VkEventCreateInfo eventInfo = {.sType = VK_STRUCTURE_TYPE_EVENT_CREATE_INFO};
    double viaCounter[PR_LATENCY_ITERS], viaEvent[PR_LATENCY_ITERS];
    SemaphoreList none, signal;
    VkEvent event;
    uint32_t it;
    if (!rank->calibrated) {
        printf("#\n# Completion seen by the host: not measured (no VK_EXT_calibrated_timestamps)\n");
        return;
    }
    check(vkCreateEvent(rank->info.device, &eventInfo, NULL, &event), "vkCreateEvent");
    none.count = 0;
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        uint64_t calibration[2], value = rank->value + 1, counter = 0, t;
        double counterSeen = 0.0, eventSeen = 0.0, end;
        check(vkResetEvent(rank->info.device, event), "vkResetEvent");
        begin_commands(rank->util);
        vkCmdResetQueryPool(rank->util, ts->pools[0], 0, 1);
        vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 0);
        vkCmdSetEvent(rank->util, event, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
        check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
        signal.count = 0;
        add_semaphores(&signal, 1, &rank->timeline, &value, NULL);
        calibrate(rank, calibration);
        submit(rank, rank->util, &none, &signal);
        rank->value = value;
        while (counterSeen == 0.0 || eventSeen == 0.0) {
            const double now = (double)monotonic_ns();
            if (counterSeen == 0.0) {
                check(vkGetSemaphoreCounterValue(rank->info.device, rank->timeline, &counter),
                      "vkGetSemaphoreCounterValue");
                counterSeen = counter >= value ? now : 0.0;
            }
            if (eventSeen == 0.0 && vkGetEventStatus(rank->info.device, event) == VK_EVENT_SET)
                eventSeen = now;
        }
        check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
        check(vkGetQueryPoolResults(rank->info.device, ts->pools[0], 0, 1, sizeof t, &t, sizeof t,
                                    VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
              "vkGetQueryPoolResults");
        end = timestamp_on_host(ts, calibration, t);
        if (it >= PR_LATENCY_WARMUP) {
            viaCounter[it - PR_LATENCY_WARMUP] = counterSeen - end;
            viaEvent[it - PR_LATENCY_WARMUP] = eventSeen - end;
        }
    }
    vkDestroyEvent(rank->info.device, event, NULL);
    {
        const Percentiles counter = percentiles_us(viaCounter, PR_LATENCY_ITERS);
        const Percentiles status = percentiles_us(viaEvent, PR_LATENCY_ITERS);
        printf("#\n# Completion seen by the host, one rank, medians of %u: from the command buffer's last timestamp\n"
               "# (on CLOCK_MONOTONIC) to the host seeing its submission's timeline signal\n"
               "# (vkGetSemaphoreCounterValue, what the bridge polls) or an event set at its end\n"
               "# (vkCmdSetEvent, polled with vkGetEventStatus), both polled in one loop\n", PR_LATENCY_ITERS);
        printf("#  seen through               p50(us)  p90(us)  p99(us)\n");
        printf("   timeline counter          %7.1f  %7.1f  %7.1f\n", counter.p50, counter.p90, counter.p99);
        printf("   vkGetEventStatus          %7.1f  %7.1f  %7.1f\n", status.p50, status.p90, status.p99);
    }
}

/* The --per-rank mode: its own setup, ranks on the first device. */
static int run_per_rank(Bench* b)
{
    static PerRankBandwidth bw;
    Timestamps ts;
    bw.sizes = b->opt.quick ? prQuickSizes : prSizes;
    bw.sizeCount = b->opt.quick ? (uint32_t)COUNT_OF(prQuickSizes) : (uint32_t)COUNT_OF(prSizes);
    if (b->opt.sync == VKAR_SYNC_MODE_SYNC_FD) {
        fprintf(stderr, "vkar_perf: --per-rank runs the host bridge only\n");
        return 2;
    }
    b->opt.sync = VKAR_SYNC_MODE_HOST_BRIDGE;
    b->opt.ranks = PR_MAX_RANKS;
    b->instance = create_instance();
    choose_physical_devices(b);
    setup_ranks(b, bw.sizes[bw.sizeCount - 1]);
    zero_buffers(b, bw.sizes[bw.sizeCount - 1]);
    create_host_import(&b->ranks[0], &b->import, bw.sizes[bw.sizeCount - 1]);
    create_timestamps(b, &ts);
    print_per_rank_preamble(b, &ts, &bw);

    /* The small-call figures first: releasing the bandwidth runs' large
     * imports keeps some drivers busy for a while afterwards. */
    measure_and_print_cpu(b);
    measure_and_print_profile(b);
    measure_and_print_latency(b);
    measure_and_print_loopback_stages(b, &ts);
    measure_and_print_fixed_costs(b, &ts);
    measure_and_print_completion_seen(b, &ts);
    measure_bandwidth(b, &ts, &bw);
    print_publish_table(&bw);
    print_reduce_table(&bw);
    printf("#\n");

    b->rankCount = PR_MAX_RANKS; /* open_comm narrowed it */
    destroy_timestamps(b, &ts);
    destroy_host_import(&b->ranks[0], &b->import);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}

/* The size after `size`, or 0 past the end (-b 0 steps to 1, as a 0 would
 * never grow). */
static uint64_t next_size(const Options* opt, uint64_t size)
{
    if (size == 0)
        return opt->maxBytes >= 1 ? 1 : 0;
    return size <= opt->maxBytes / opt->factor ? size * opt->factor : 0;
}

/* ---- Latency (--latency) --------------------------------------------------------
 * What a decode loop pays per small all-reduce (tensor-parallel decode runs
 * two per layer per token), F32 wire, for three ways of calling:
 *   - stream: calls chained on the same buffers, each waiting on the
 *     previous one's signal as the next layer would; the time per call is
 *     the mean of a batch of LAT_BATCH calls, from the first call until the
 *     host sees every rank's last signal (polling the counters);
 *   - isolated: one call at a time, the host polling every rank's signal
 *     before the next; beside it the same for a bare vkQueueSubmit per rank
 *     that only signals (isolated-floor: the driver's and the GPUs' own
 *     round trip, which no all-reduce can beat);
 *   - release (record API): GPU timestamps on every rank placed on the
 *     host clock (VK_EXT_calibrated_timestamps): from the end of the last
 *     publish to the start of rank 0's reduce. The reduce's start is its
 *     end less the median time of the same reduce submitted once already
 *     released (an event release is waited for inside the reduce's command
 *     buffer, where no timestamp can be put between the wait and the
 *     dispatch). */

#define LAT_BATCH 16
#define LAT_BATCHES 200
#define LAT_SAMPLES 300
#define LAT_WARMUP 70 /* more than the library's ring of 64, so that reuse has begun */
#define LAT_SPIN_TIMEOUT_S 30.0

enum { LAT_SUBMIT, LAT_REUSE, LAT_RECORD, LAT_APIS };
static const char* const latencyApiNames[LAT_APIS] = {"submit", "submit-reuse", "record"};

/* Polls until every rank's timeline reaches its latest value: the host's
 * quickest way to see a signal. */
static void spin_all(const Bench* b)
{
    const double deadline = now_seconds() + LAT_SPIN_TIMEOUT_S;
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const Rank* rank = &b->ranks[r];
        uint64_t value = 0;
        do {
            check(vkGetSemaphoreCounterValue(rank->info.device, rank->timeline, &value), "vkGetSemaphoreCounterValue");
            if (now_seconds() > deadline) {
                fprintf(stderr, "vkar_perf: rank %u never signalled %llu\n", r, (unsigned long long)rank->value);
                exit(1);
            }
        } while (value < rank->value);
    }
}

/* One all-reduce of `count` elements waiting on every rank's previous
 * signal and signalling the next value. */
static void chained_call(Bench* b, int api, uint64_t count)
{
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue waits[MAX_RANKS], signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = count, .wire = VKAR_WIRE_F32, .pBuffers = buffers, .pWaits = waits,
                              .pSignals = signals};
    uint32_t r;
    if (api == LAT_RECORD) {
        record_round(b, 0, count);
        return;
    }
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        buffers[r].buffer = rank->data.buffer;
        buffers[r].offset = 0;
        waits[r].semaphore = signals[r].semaphore = rank->timeline;
        waits[r].value = rank->value;
        signals[r].value = ++rank->value;
    }
    check(vkarAllreduce(b->comm, &info), "vkarAllreduce");
}

/* An empty vkQueueSubmit per rank that signals the next value. */
static void bare_submits(Bench* b)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        const uint64_t value = ++rank->value;
        VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                                .signalSemaphoreValueCount = 1, .pSignalSemaphoreValues = &value};
        VkSubmitInfo info = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values, .signalSemaphoreCount = 1,
                             .pSignalSemaphores = &rank->timeline};
        check(vkQueueSubmit(rank->info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
    }
}

static void open_latency_comm(Bench* b, int api)
{
    b->opt.reuse = api == LAT_REUSE;
    b->opt.api = api == LAT_RECORD ? API_RECORD : API_SUBMIT;
    b->chainPublishes = 1;
    create_comm(b);
}

static void print_latency_row(FILE* csv, const char* mode, const char* api, uint64_t bytes, uint32_t calls,
                              const Percentiles* p)
{
    printf("  %-15s %-13s %8llu %6u %9.1f %9.1f %9.1f %9.1f\n", mode, api, (unsigned long long)bytes, calls, p->p50,
           p->p90, p->p99, p->max);
    fflush(stdout);
    if (csv)
        fprintf(csv, "%s,%s,%llu,%u,%.2f,%.2f,%.2f,%.2f\n", mode, api, (unsigned long long)bytes, calls, p->p50,
                p->p90, p->p99, p->max);
}

static void measure_stream(Bench* b, int api, uint64_t bytes, FILE* csv)
{
    static double ns[LAT_BATCHES];
    Percentiles p;
    uint32_t batch, i;
    for (i = 0; i < LAT_WARMUP; ++i)
        chained_call(b, api, bytes / sizeof(float));
    spin_all(b);
    for (batch = 0; batch < LAT_BATCHES; ++batch) {
        const uint64_t start = monotonic_ns();
        for (i = 0; i < LAT_BATCH; ++i)
            chained_call(b, api, bytes / sizeof(float));
        spin_all(b);
        ns[batch] = (double)(monotonic_ns() - start) / LAT_BATCH;
    }
    p = percentiles_us(ns, LAT_BATCHES);
    print_latency_row(csv, "stream", latencyApiNames[api], bytes, LAT_BATCHES * LAT_BATCH, &p);
}

/* api < 0: the bare submissions (isolated-floor). */
static void measure_isolated(Bench* b, int api, uint64_t bytes, FILE* csv)
{
    static double ns[LAT_SAMPLES];
    Percentiles p;
    uint32_t i;
    for (i = 0; i < LAT_WARMUP + LAT_SAMPLES; ++i) {
        const uint64_t start = monotonic_ns();
        if (api < 0)
            bare_submits(b);
        else
            chained_call(b, api, bytes / sizeof(float));
        spin_all(b);
        if (i >= LAT_WARMUP)
            ns[i - LAT_WARMUP] = (double)(monotonic_ns() - start);
    }
    p = percentiles_us(ns, LAT_SAMPLES);
    print_latency_row(csv, api < 0 ? "isolated-floor" : "isolated", api < 0 ? "bare" : latencyApiNames[api], bytes,
                      LAT_SAMPLES, &p);
}

/* Timestamps of the release stage, per rank as record_stamped_round
 * places them. */
typedef struct ReleaseClock {
    VkQueryPool pools[MAX_RANKS];
    PFN_vkGetCalibratedTimestampsEXT calibrate[MAX_RANKS];
    double periodNs[MAX_RANKS];
} ReleaseClock;

static int open_release_clock(const Bench* b, ReleaseClock* clock)
{
    VkQueryPoolCreateInfo info = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                                  .queryType = VK_QUERY_TYPE_TIMESTAMP, .queryCount = 4};
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const Rank* rank = &b->ranks[r];
        VkPhysicalDeviceProperties props;
        VkQueueFamilyProperties families[32];
        uint32_t familyCount = 32;
        vkGetPhysicalDeviceProperties(rank->info.physicalDevice, &props);
        vkGetPhysicalDeviceQueueFamilyProperties(rank->info.physicalDevice, &familyCount, families);
        /* 64 valid bits: no wrap to handle between a calibration and its round */
        if (!rank->calibrated || families[rank->info.queueFamilyIndex].timestampValidBits < 64)
            return 0;
        clock->periodNs[r] = props.limits.timestampPeriod;
        clock->calibrate[r] = (PFN_vkGetCalibratedTimestampsEXT)vkGetDeviceProcAddr(rank->info.device,
                                                                                   "vkGetCalibratedTimestampsEXT");
        check(vkCreateQueryPool(rank->info.device, &info, NULL, &clock->pools[r]), "vkCreateQueryPool");
    }
    return 1;
}

static void close_release_clock(const Bench* b, const ReleaseClock* clock)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        vkDestroyQueryPool(b->ranks[r].info.device, clock->pools[r], NULL);
}

/* One recorded round with the release-stage timestamps; `preReleased`:
 * the reduces are submitted only once every publish has finished and the
 * bridge has had 2 ms to release them. Fills host nanoseconds per rank:
 * out[r][0..3], as record_stamped_round places them. */
static void release_round(Bench* b, const ReleaseClock* clock, uint64_t count, int preReleased, double out[][4])
{
    static RecordedRound rec;
    static const VkCalibratedTimestampInfoEXT domains[2] = {
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_DEVICE_EXT},
        {.sType = VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT, .timeDomain = VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT}};
    uint64_t calibration[MAX_RANKS][2], deviation, t[4];
    uint32_t r, q;
    record_stamped_round(b, &rec, clock->pools, count, VKAR_WIRE_F32);
    for (r = 0; r < b->rankCount; ++r)
        check(clock->calibrate[r](b->ranks[r].info.device, 2, domains, calibration[r], &deviation),
              "vkGetCalibratedTimestampsEXT");
    for (r = 0; r < b->rankCount; ++r)
        submit_publish(b, &rec, r);
    check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    if (preReleased) {
        for (r = 0; r < b->rankCount; ++r)
            wait_list(&b->ranks[r], &rec.publishSignals[r]);
        {
            const double until = now_seconds() + 0.002;
            while (now_seconds() < until)
                ;
        }
    }
    for (r = 0; r < b->rankCount; ++r)
        submit_reduce(b, &rec, r);
    spin_all(b);
    for (r = 0; r < b->rankCount; ++r) {
        check(vkGetQueryPoolResults(b->ranks[r].info.device, clock->pools[r], 0, 4, sizeof t, t, sizeof t[0],
                                    VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
              "vkGetQueryPoolResults");
        for (q = 0; q < 4; ++q)
            out[r][q] = (double)calibration[r][1] +
                        ((double)t[q] - (double)calibration[r][0]) * clock->periodNs[r];
    }
}

static void measure_release(Bench* b, const ReleaseClock* clock, uint64_t bytes, FILE* csv)
{
    static double reduceNs[LAT_SAMPLES], releaseNs[LAT_SAMPLES], toEndNs[LAT_SAMPLES];
    double host[MAX_RANKS][4];
    double reduce;
    Percentiles p;
    uint32_t i, r;
    for (i = 0; i < LAT_SAMPLES / 10; ++i) {
        release_round(b, clock, bytes / sizeof(float), 1, host);
        reduceNs[i] = host[0][3] - host[0][2];
    }
    reduce = median(reduceNs, LAT_SAMPLES / 10);
    for (i = 0; i < LAT_WARMUP + LAT_SAMPLES; ++i) {
        double lastPublish = 0.0;
        release_round(b, clock, bytes / sizeof(float), 0, host);
        for (r = 0; r < b->rankCount; ++r)
            lastPublish = host[r][1] > lastPublish ? host[r][1] : lastPublish;
        if (i >= LAT_WARMUP) {
            toEndNs[i - LAT_WARMUP] = host[0][3] - lastPublish;
            releaseNs[i - LAT_WARMUP] = host[0][3] - reduce - lastPublish;
        }
    }
    p = percentiles_us(releaseNs, LAT_SAMPLES);
    print_latency_row(csv, "release", "record", bytes, LAT_SAMPLES, &p);
    p = percentiles_us(toEndNs, LAT_SAMPLES);
    printf("  %-15s %-13s %8llu %6u %9.1f %9.1f %9.1f %9.1f   (reduce alone %.1f us)\n", "publish->reduced",
           "record", (unsigned long long)bytes, LAT_SAMPLES, p.p50, p.p90, p.p99, p.max, reduce * 1e-3);
}

static void print_latency_preamble(const Bench* b)
{
    uint32_t r;
    printf("# vkar_perf --latency: %u ranks, sync %s, release %s, wire f32; stream: mean per call of batches of %u\n"
           "# chained calls, %u batches; isolated: %u single calls, the host polling every rank's signal;\n"
           "# isolated-floor: an empty vkQueueSubmit per rank, the same way; release: %u recorded rounds,\n"
           "# last publish end -> rank 0's reduce start (GPU timestamps on CLOCK_MONOTONIC)\n",
           b->rankCount, b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge",
           releaseNames[b->props.releaseMode], LAT_BATCH, LAT_BATCHES, LAT_SAMPLES, LAT_SAMPLES);
    for (r = 0; r < b->rankCount; ++r)
        printf("#  Rank %2u [%s]\n", r, b->ranks[r].name);
    printf("#  mode            api              bytes  calls   p50(us)   p90(us)   p99(us)   max(us)\n");
}

static int run_latency(Bench* b)
{
    FILE* csv = NULL;
    ReleaseClock clock;
    uint64_t bytes;
    uint32_t pass;
    int api, clocked;
    if (b->opt.csvPath) {
        csv = fopen(b->opt.csvPath, "w");
        if (!csv) {
            fprintf(stderr, "vkar_perf: cannot write %s\n", b->opt.csvPath);
            return 1;
        }
        fprintf(csv, "mode,api,bytes,calls,p50_us,p90_us,p99_us,max_us\n");
    }
    b->instance = create_instance();
    choose_physical_devices(b);
    setup_ranks(b, b->opt.maxBytes < 4 ? 4 : b->opt.maxBytes);
    zero_buffers(b, b->opt.maxBytes < 4 ? 4 : b->opt.maxBytes);
    clocked = open_release_clock(b, &clock);
    for (pass = 0; pass < b->opt.passes * LAT_APIS; ++pass) {
        api = (int)(pass % LAT_APIS);
        open_latency_comm(b, api);
        if (pass == 0)
            print_latency_preamble(b);
        if (b->opt.passes > 1)
            printf("# communicator %u of this process (pass %u)\n", pass + 1, pass / LAT_APIS + 1);
        for (bytes = b->opt.minBytes; bytes; bytes = next_size(&b->opt, bytes)) {
            measure_stream(b, api, bytes, csv);
            measure_isolated(b, api, bytes, csv);
            if (api == LAT_SUBMIT)
                measure_isolated(b, -1, bytes, csv);
            if (api == LAT_RECORD && clocked)
                measure_release(b, &clock, bytes, csv);
        }
        vkarDestroyComm(b->comm);
    }
    if (!clocked)
        printf("# release: not measured (a device lacks VK_EXT_calibrated_timestamps or 64-bit timestamps)\n");
    if (clocked)
        close_release_clock(b, &clock);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    if (csv)
        fclose(csv);
    return 0;
}

/* ---- Main ---------------------------------------------------------------------- */

static Result measure_size(Bench* b, uint64_t bytes)
{
    const uint64_t count = bytes / sizeof(float);
    const double n = b->rankCount;
    Result res;
    memset(&res, 0, sizeof res);
    res.count = count;
    res.bytes = count * sizeof(float);
    res.wire = vkarResolveWire(b->comm, count, b->opt.wire);
    res.wrong = b->opt.check ? check_allreduce(b, count) : 0;
    res.us = time_allreduce(b, count) * 1e6;
    res.algbw = res.us > 0 ? (double)res.bytes / res.us * 1e-3 : 0.0;
    res.busbw = res.algbw * 2.0 * (n - 1.0) / n;
    res.naiveUs = time_naive(b, count) * 1e6;
    res.d2h = copy_bandwidth(b, res.bytes, 1);
    res.h2d = copy_bandwidth(b, res.bytes, 0);
    return res;
}

static uint32_t count_sizes(const Options* opt)
{
    uint32_t n = 1;
    uint64_t size;
    for (size = opt->minBytes; (size = next_size(opt, size)) != 0;)
        ++n;
    return n;
}

/* ---- --duplex: PCIe copy limits -------------------------------------------------
 * What one GPU's link carries between device memory and imported host
 * memory, device to host, host to device, and both at once: the bound on a
 * publish (device to host) and a reduce (host to device) running side by
 * side. Copies, not the library's kernels: the limit of the path itself. */

enum { DUPLEX_D2H = 1, DUPLEX_H2D = 2, DUPLEX_BOTH_ONE_QUEUE = 3, DUPLEX_BOTH_TWO_QUEUES = 4 };
static const char* const duplexNames[] = {"", "device to host", "host to device", "both, one queue",
                                          "both, two queues"};

/* `copies` rounds of the case on one rank's queue(s): device bytes [0, n)
 * go to host bytes [0, n) and host bytes [n, 2n) come to device bytes
 * [n, 2n), so the two directions touch different memory and need no
 * barrier between them; a barrier between rounds. */
static void record_duplex(const Rank* rank, const HostImport* import, int kind, VkDeviceSize bytes,
                          uint32_t copies)
{
    const VkBufferCopy down = {0, 0, bytes}, up = {bytes, bytes, bytes};
    const int d2h = kind != DUPLEX_H2D, h2d = kind != DUPLEX_D2H, split = kind == DUPLEX_BOTH_TWO_QUEUES;
    uint32_t i;
    begin_commands(rank->util);
    if (split)
        begin_commands(rank->secondUtil);
    for (i = 0; i < copies; ++i) {
        cmd_full_barrier(rank->util);
        if (d2h)
            vkCmdCopyBuffer(rank->util, rank->data.buffer, import->buffer, 1, &down);
        if (split)
            cmd_full_barrier(rank->secondUtil);
        if (h2d)
            vkCmdCopyBuffer(split ? rank->secondUtil : rank->util, import->buffer, rank->data.buffer, 1, &up);
    }
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    if (split)
        check(vkEndCommandBuffer(rank->secondUtil), "vkEndCommandBuffer");
}

/* GB/s over ranks [first, end) together, both directions counted. */
static double duplex_bandwidth(const Bench* b, const HostImport* imports, uint32_t first, uint32_t end, int kind,
                               VkDeviceSize bytes, uint32_t copies)
{
    const VkSubmitInfo none = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    double start, seconds;
    uint32_t r;
    for (r = first; r < end; ++r)
        record_duplex(&b->ranks[r], &imports[r], kind, bytes, copies);
    start = now_seconds();
    for (r = first; r < end; ++r) {
        VkSubmitInfo info = none;
        info.commandBufferCount = 1;
        info.pCommandBuffers = &b->ranks[r].util;
        check(vkQueueSubmit(b->ranks[r].info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        if (kind == DUPLEX_BOTH_TWO_QUEUES) {
            info.pCommandBuffers = &b->ranks[r].secondUtil;
            check(vkQueueSubmit(b->ranks[r].second, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        }
    }
    for (r = first; r < end; ++r) {
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
        if (kind == DUPLEX_BOTH_TWO_QUEUES)
            check(vkQueueWaitIdle(b->ranks[r].second), "vkQueueWaitIdle");
    }
    seconds = now_seconds() - start;
    return (double)bytes * copies * (end - first) * (kind >= DUPLEX_BOTH_ONE_QUEUE ? 2 : 1) / seconds * 1e-9;
}

static int run_duplex(Bench* b)
{
    const VkDeviceSize bytes = b->opt.maxBytes < 4096 ? 4096 : b->opt.maxBytes;
    HostImport imports[MAX_RANKS];
    uint32_t r, first, kind, withSecond = 1;
    b->instance = create_instance();
    choose_physical_devices(b);
    setup_ranks(b, 2 * bytes);
    for (r = 0; r < b->rankCount; ++r) {
        create_host_import(&b->ranks[r], &imports[r], 2 * bytes);
        withSecond &= b->ranks[r].second != VK_NULL_HANDLE;
    }
    printf("# vkar_perf --duplex: vkCmdCopyBuffer of %llu bytes between device memory and imported host memory,\n"
           "# %u copies per direction per run after %u untimed; GB/s counts both directions; %u rank(s):",
           (unsigned long long)bytes, b->opt.iters, b->opt.warmup, b->rankCount);
    for (r = 0; r < b->rankCount; ++r)
        printf(" %s", b->ranks[r].name);
    printf("\n#  rank   copies                GB/s\n");
    /* each GPU alone, then all together */
    for (first = 0; first <= b->rankCount; ++first) {
        const uint32_t from = first < b->rankCount ? first : 0, to = first < b->rankCount ? first + 1 : b->rankCount;
        if (first == b->rankCount && b->rankCount == 1)
            break;
        for (kind = DUPLEX_D2H; kind <= DUPLEX_BOTH_TWO_QUEUES; ++kind) {
            if (kind == DUPLEX_BOTH_TWO_QUEUES && !withSecond)
                continue;
            if (b->opt.warmup)
                duplex_bandwidth(b, imports, from, to, (int)kind, bytes, b->opt.warmup);
            char label[16];
            snprintf(label, sizeof label, first < b->rankCount ? "%u" : "all", first);
            printf("  %-6s %-18s %7.2f\n", label, duplexNames[kind],
                   duplex_bandwidth(b, imports, from, to, (int)kind, bytes, b->opt.iters));
        }
    }
    if (!withSecond)
        printf("# both, two queues: not measured (a compute family with one queue)\n");
    for (r = 0; r < b->rankCount; ++r)
        destroy_host_import(&b->ranks[r], &imports[r]);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}

int main(int argc, char** argv)
{
    Bench* b = (Bench*)xcalloc(1, sizeof *b);
    Result* results;
    uint32_t sizeCount, i;
    uint64_t size, wrong = 0;
    /* Vulkan buffers cannot be empty: -e 0 still gets one element's room. */
    VkDeviceSize bufferBytes;
    double busbwSum = 0.0;

    b->opt = parse_options(argc, argv);
    if (b->opt.perRank || b->opt.latency || b->opt.duplex) {
        const int rc = b->opt.perRank ? run_per_rank(b) : b->opt.latency ? run_latency(b) : run_duplex(b);
        free(b);
        return rc;
    }
    sizeCount = count_sizes(&b->opt);
    results = (Result*)xcalloc(sizeCount, sizeof *results);
    bufferBytes = b->opt.maxBytes < 4 ? 4 : b->opt.maxBytes;
    b->instance = create_instance();
    choose_physical_devices(b);
    setup_ranks(b, bufferBytes);
    create_comm(b);
    create_host_import(&b->ranks[0], &b->import, bufferBytes);
    print_preamble(b);
    warm_up(b, b->opt.minBytes / sizeof(float), WARM_UP_SECONDS);

    for (i = 0, size = b->opt.minBytes; i < sizeCount; ++i, size = next_size(&b->opt, size)) {
        results[i] = measure_size(b, size);
        print_row(b, &results[i]);
        wrong += results[i].wrong;
        busbwSum += results[i].busbw;
    }
    print_copy_table(results, sizeCount);
    printf("# Wrong elements (all sizes, all ranks): %llu %s\n", (unsigned long long)wrong,
           !b->opt.check ? "(not checked)" : wrong ? "FAILED" : "OK");
    printf("# Avg bus bandwidth    : %g\n#\n", busbwSum / sizeCount);
    if (b->opt.csvPath)
        write_csv(b, results, sizeCount);

    vkarDestroyComm(b->comm);
    destroy_host_import(&b->ranks[0], &b->import);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    free(results);
    free(b);
    return wrong ? 1 : 0;
}
