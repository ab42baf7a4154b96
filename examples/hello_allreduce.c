/* hello_allreduce.c - sum a buffer across every Vulkan GPU of this process.
 *
 *   hello_allreduce [--devices N] [--count N] [--iters K] [--wire f32|auto|f16|bf16]
 *
 * One rank (VkDevice + queue) per GPU, or N VkDevices spread over the GPUs
 * round-robin. Without a GPU it runs N VkDevices (default 2) on the CPU
 * driver, Mesa lavapipe, which is enough to try the library anywhere.
 */

/* First, so that the header's _POSIX_C_SOURCE (clock_gettime) takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#define COMMON_PROGRAM "hello_allreduce"
#include "common.h" /* the Vulkan setup the examples and the bench share */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANKS 64

typedef struct Options {
    uint32_t devices; /* 0: one rank per GPU, or 2 on the CPU driver */
    uint64_t count;
    uint32_t iters;
    VkarWire wire;
} Options;

typedef struct Rank {
    VkarRankInfo info; /* what vkarCreateComm gets: physical device, device, queue, family */
    Buffer buffer; /* host-visible: the demo needs no staging copies */
    float* data;   /* buffer's mapping */
    VkSemaphore timeline;
    uint64_t value; /* the last value submitted for the timeline to reach */
    VkCommandPool pool;
    VkCommandBuffer hostReadBarrier;
} Rank;

static const char* const wireNames[] = {"F32", "AUTO", "F16", "BF16"};

static void usage(FILE* out)
{
    fprintf(out, "usage: hello_allreduce [--devices N] [--count N] [--iters K] [--wire f32|auto|f16|bf16] [--help]\n"
                 "  --devices N  ranks (VkDevices), spread over the GPUs round-robin\n"
                 "               (default: one per GPU; 2 on the CPU driver when there is no GPU)\n"
                 "  --count N    F32 elements per rank (default 1048576)\n"
                 "  --iters K    all-reduces to run and time (default 10)\n"
                 "  --wire W     wire format (default f32, exact; auto: F32 below 1 MiB, F16 from there)\n");
}

static int parse_number(const char* text, uint64_t max, uint64_t* out)
{
    char* end = NULL;
    if (*text < '0' || *text > '9')
        return 0;
    *out = strtoull(text, &end, 10);
    return *end == '\0' && *out >= 1 && *out <= max;
}

static int parse_wire(const char* text, VkarWire* out)
{
    static const char* const names[] = {"f32", "auto", "f16", "bf16"};
    int i;
    for (i = 0; i < 4; ++i)
        if (strcmp(text, names[i]) == 0) {
            *out = (VkarWire)i;
            return 1;
        }
    return 0;
}

static Options parse_options(int argc, char** argv)
{
    Options opt = {0, 1u << 20, 10, VKAR_WIRE_F32};
    uint64_t n = 0;
    int i, ok;
    for (i = 1; i < argc; i += 2) {
        const char* flag = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(flag, "--help") == 0) {
            usage(stdout);
            exit(0);
        }
        if (strcmp(flag, "--devices") == 0 && (ok = parse_number(value, MAX_RANKS, &n)))
            opt.devices = (uint32_t)n;
        else if (strcmp(flag, "--count") == 0 && (ok = parse_number(value, (uint64_t)1 << 40, &n)))
            opt.count = n;
        else if (strcmp(flag, "--iters") == 0 && (ok = parse_number(value, 1000000, &n)))
            opt.iters = (uint32_t)n;
        else
            ok = strcmp(flag, "--wire") == 0 && parse_wire(value, &opt.wire);
        if (!ok) {
            fprintf(stderr, "hello_allreduce: bad option or value: %s %s\n", flag, value);
            usage(stderr);
            exit(2);
        }
    }
    return opt;
}

/* The sums are written by a compute shader; the host may read them only after
 * a barrier to the HOST stage. Recorded once, resubmitted every iteration. */
static void create_sync(Rank* rank)
{
    rank->timeline = create_timeline(rank->info.device);
    rank->pool = create_command_pool(&rank->info);
    rank->hostReadBarrier = record_host_read_barrier(rank->info.device, rank->pool);
}

static void wait_timeline(const Rank* rank)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &rank->value};
    check(vkWaitSemaphores(rank->info.device, &info, COMMON_WAIT_NS), "vkWaitSemaphores");
}

/* Runs the host-read barrier once the all-reduce has signalled rank->value,
 * and waits for it on the host. */
static void make_visible_to_host(Rank* rank)
{
    const VkPipelineStageFlags waitStage = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    const uint64_t waitValue = rank->value, signalValue = rank->value + 1;
    VkTimelineSemaphoreSubmitInfo timeline = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                              .waitSemaphoreValueCount = 1, .pWaitSemaphoreValues = &waitValue,
                                              .signalSemaphoreValueCount = 1, .pSignalSemaphoreValues = &signalValue};
    VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &timeline,
                           .waitSemaphoreCount = 1, .pWaitSemaphores = &rank->timeline,
                           .pWaitDstStageMask = &waitStage, .commandBufferCount = 1,
                           .pCommandBuffers = &rank->hostReadBarrier, .signalSemaphoreCount = 1,
                           .pSignalSemaphores = &rank->timeline};
    check(vkQueueSubmit(rank->info.queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit");
    rank->value = signalValue;
    wait_timeline(rank);
}

/* Small integers: every input and every sum is exact in F32, F16 and BF16,
 * so the check can demand exact equality whatever the wire. */
static float input_value(uint64_t element, uint32_t rank)
{
    return (float)((int)((element + 3u * rank) % 13u) - 6);
}

static void fill_inputs(Rank* ranks, uint32_t rankCount, uint64_t count)
{
    uint32_t r;
    uint64_t e;
    for (r = 0; r < rankCount; ++r)
        for (e = 0; e < count; ++e)
            ranks[r].data[e] = input_value(e, r);
}

static int check_results(const Rank* ranks, uint32_t rankCount, uint64_t count)
{
    float expected[13] = {0}; /* the inputs repeat every 13 elements */
    uint32_t r;
    uint64_t e;
    for (e = 0; e < 13; ++e)
        for (r = 0; r < rankCount; ++r)
            expected[e] += input_value(e, r);
    for (r = 0; r < rankCount; ++r) {
        for (e = 0; e < count; ++e)
            if (ranks[r].data[e] != expected[e % 13]) {
                fprintf(stderr, "rank %u element %llu: got %g, expected %g\n", r, (unsigned long long)e,
                        (double)ranks[r].data[e], (double)expected[e % 13]);
                return 0;
            }
        if (memcmp(ranks[r].data, ranks[0].data, count * sizeof(float)) != 0) {
            fprintf(stderr, "rank %u differs bitwise from rank 0\n", r);
            return 0;
        }
    }
    return 1;
}

/* Returns the seconds from vkarAllreduce to the last rank's signal, summed
 * over the iterations. */
static double run_allreduces(VkarComm comm, Rank* ranks, uint32_t rankCount, const Options* opt)
{
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue waits[MAX_RANKS], signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = opt->count, .wire = opt->wire, .pBuffers = buffers, .pWaits = waits,
                              .pSignals = signals};
    double seconds = 0.0, start;
    uint32_t r, it;
    for (it = 0; it < opt->iters; ++it) {
        /* The sums replaced the inputs: refill, so every iteration sums the same data. */
        fill_inputs(ranks, rankCount, opt->count);
        for (r = 0; r < rankCount; ++r) {
            buffers[r].buffer = ranks[r].buffer.buffer;
            buffers[r].offset = 0;
            /* Already reached, as the host waited for it; an application
             * would put here the signal of the work producing the input. */
            waits[r].semaphore = ranks[r].value ? ranks[r].timeline : VK_NULL_HANDLE;
            waits[r].value = ranks[r].value;
            signals[r].semaphore = ranks[r].timeline;
            signals[r].value = ++ranks[r].value;
        }
        start = now_seconds();
        check(vkarAllreduce(comm, &info), "vkarAllreduce");
        for (r = 0; r < rankCount; ++r)
            wait_timeline(&ranks[r]);
        seconds += now_seconds() - start;
        for (r = 0; r < rankCount; ++r)
            make_visible_to_host(&ranks[r]);
    }
    return seconds;
}

/* Ranks on one physical device (the same handle: one instance enumerates
 * each device once) share its time: the driver time-slices their work, so
 * the all-reduce time measures that, not the library. Says so, once per
 * physical device that has several ranks. */
static void print_shared_devices(const Rank* ranks, uint32_t rankCount)
{
    uint32_t r, s;
    for (r = 0; r < rankCount; ++r) {
        const VkPhysicalDevice device = ranks[r].info.physicalDevice;
        VkPhysicalDeviceProperties props;
        uint32_t sharing = 0, listed = 0;
        for (s = 0; s < r && ranks[s].info.physicalDevice != device; ++s) {
        }
        if (s < r)
            continue; /* said with the device's first rank */
        for (s = r; s < rankCount; ++s)
            sharing += ranks[s].info.physicalDevice == device;
        if (sharing < 2)
            continue;
        vkGetPhysicalDeviceProperties(device, &props);
        printf("(ranks");
        for (s = r; s < rankCount; ++s)
            if (ranks[s].info.physicalDevice == device) {
                ++listed;
                printf("%s %u", listed == 1 ? "" : listed == sharing ? " and" : ",", s);
            }
        printf(" share one physical device, %s: its driver time-slices them, so this time measures that, "
               "not the library)\n", props.deviceName);
    }
}

static void destroy_rank(Rank* rank)
{
    check(vkDeviceWaitIdle(rank->info.device), "vkDeviceWaitIdle");
    vkDestroyCommandPool(rank->info.device, rank->pool, NULL);
    vkDestroySemaphore(rank->info.device, rank->timeline, NULL);
    destroy_buffer(rank->info.device, &rank->buffer);
    vkDestroyDevice(rank->info.device, NULL);
}

int main(int argc, char** argv)
{
    Options opt = parse_options(argc, argv);
    VkInstance instance = create_instance("hello_allreduce");
    VkPhysicalDevice physicalDevices[MAX_RANKS];
    uint32_t rankCount = choose_physical_devices(instance, opt.devices, physicalDevices), r;
    Rank ranks[MAX_RANKS];
    VkarRankInfo rankInfos[MAX_RANKS];
    VkarCommCreateInfo commInfo = {.rankCount = rankCount, .pRanks = rankInfos, .instance = instance,
                                   .pfnLog = log_to_stderr};
    VkarCommProperties props;
    VkarComm comm;
    const char* wire;
    double loopStart, loopSeconds, perCall;
    int ok;

    memset(ranks, 0, sizeof ranks);
    for (r = 0; r < rankCount; ++r) {
        char name[800];
        ranks[r].info.physicalDevice = physicalDevices[r];
        check_device(physicalDevices[r], name, sizeof name);
        create_rank_device(&ranks[r].info, NULL, 0, NULL);
        /* Host-visible memory spares the demo staging copies; an application
         * would keep its tensors in device-local memory. */
        create_buffer(&ranks[r].info, &ranks[r].buffer, opt.count * sizeof(float), 1);
        ranks[r].data = (float*)ranks[r].buffer.mapped;
        create_sync(&ranks[r]);
        rankInfos[r] = ranks[r].info;
        printf("rank %u: %s\n", r, name);
    }

    check(vkarCreateComm(&commInfo, &comm), "vkarCreateComm");
    vkarGetCommProperties(comm, &props);
    wire = wireNames[vkarResolveWire(comm, opt.count, opt.wire)];
    printf("comm: rank count %u, sync mode %s, wire %s for %llu elements%s\n", props.rankCount,
           props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "host bridge", wire,
           (unsigned long long)opt.count,
           opt.wire == VKAR_WIRE_F32 ? " (exact; --wire auto|f16|bf16 sends half the bytes)" : "");

    loopStart = now_seconds();
    perCall = run_allreduces(comm, ranks, rankCount, &opt) / opt.iters;
    loopSeconds = now_seconds() - loopStart;

    ok = check_results(ranks, rankCount, opt.count);
    printf("check: %s (%llu elements x %u ranks, wire %s)\n", ok ? "OK" : "FAILED", (unsigned long long)opt.count,
           rankCount, wire);
    printf("all-reduce time: %.1f us (mean of %u, from vkarAllreduce to every rank's signal)\n", perCall * 1e6,
           opt.iters);
    printf("algbw: %.3f GB/s (count * 4 bytes / all-reduce time, 1 GB = 1e9 bytes)\n",
           (double)opt.count * 4.0 / perCall * 1e-9);
    print_shared_devices(ranks, rankCount);
    printf("whole loop: %.3f ms (%u iterations, with host refill and host-read barriers)\n", loopSeconds * 1e3,
           opt.iters);

    vkarDestroyComm(comm);
    for (r = 0; r < rankCount; ++r)
        destroy_rank(&ranks[r]);
    vkDestroyInstance(instance, NULL);
    return ok ? 0 : 1;
}
