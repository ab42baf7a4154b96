/* process_allreduce.c - one all-reduce whose ranks live in several processes
 * of this machine (Linux).
 *
 *   process_allreduce [--processes P] [--devices N] [--count N] [--iters K]
 *
 * The first process makes an id with vkarGetUniqueId and starts P - 1 more
 * copies of this program, handing them the id on the command line (any
 * channel does: an environment variable, a file, MPI_Bcast). Process i opens
 * N ranks, global numbers i*N .. i*N + N - 1, on the machine's GPUs round-
 * robin (or on the CPU driver, Mesa lavapipe, without a GPU), and every
 * process creates its part of one communicator with the id. Each checks its
 * own ranks' sums; the first exits non-zero if any process failed.
 */

/* First, so that the header's _POSIX_C_SOURCE (posix_spawn) takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#define COMMON_PROGRAM "process_allreduce"
#include "common.h"

#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

extern char** environ;

#define MAX_PROCESSES 8
#define MAX_LOCAL_RANKS 8

typedef struct Options {
    uint32_t processes, devices, iters, index;
    uint64_t count;
    const char* id; /* NULL in the first process */
} Options;

typedef struct Rank {
    VkarRankInfo info;
    uint32_t global;
    Buffer buffer; /* host-visible: the example needs no staging copies */
    VkSemaphore timeline;
    uint64_t value;
    VkCommandPool pool;
    VkCommandBuffer hostReadBarrier;
} Rank;

static void usage(FILE* out)
{
    fprintf(out, "usage: process_allreduce [--processes P] [--devices N] [--count N] [--iters K]\n"
                 "  --processes P  processes, each with its own ranks (default 2, at most 8)\n"
                 "  --devices N    ranks per process, over the GPUs round-robin (default 1, at most 8)\n"
                 "  --count N      F32 elements per rank (default 1048576)\n"
                 "  --iters K      all-reduces to run (default 10)\n");
}

static uint64_t parse_number(const char* flag, const char* text, uint64_t max)
{
    char* end = NULL;
    const uint64_t n = strtoull(text, &end, 10);
    if (*text < '0' || *text > '9' || *end || n > max || (n == 0 && strcmp(flag, "--index") != 0)) {
        fprintf(stderr, "process_allreduce: bad value: %s %s\n", flag, text);
        usage(stderr);
        exit(2);
    }
    return n;
}

/* --id and --index are what the first process hands its children. */
static Options parse_options(int argc, char** argv)
{
    Options opt = {2, 1, 10, 0, 1u << 20, NULL};
    int i;
    for (i = 1; i < argc; i += 2) {
        const char* flag = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(flag, "--help") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(flag, "--processes") == 0) {
            opt.processes = (uint32_t)parse_number(flag, value, MAX_PROCESSES);
        } else if (strcmp(flag, "--devices") == 0) {
            opt.devices = (uint32_t)parse_number(flag, value, MAX_LOCAL_RANKS);
        } else if (strcmp(flag, "--count") == 0) {
            opt.count = parse_number(flag, value, (uint64_t)1 << 32);
        } else if (strcmp(flag, "--iters") == 0) {
            opt.iters = (uint32_t)parse_number(flag, value, 1000000);
        } else if (strcmp(flag, "--index") == 0) {
            opt.index = (uint32_t)parse_number(flag, value, MAX_PROCESSES - 1);
        } else if (strcmp(flag, "--id") == 0) {
            opt.id = value;
        } else {
            fprintf(stderr, "process_allreduce: unknown option %s\n", flag);
            usage(stderr);
            exit(2);
        }
    }
    return opt;
}

/* Starts processes 1 .. P-1: this program again, with the id and an index. */
static void start_children(char** argv, int argc, const Options* opt, const VkarUniqueId* id, pid_t* children)
{
    char* args[32];
    char index[12];
    uint32_t p;
    int a;
    for (a = 0; a < argc && a < 26; ++a)
        args[a] = argv[a];
    args[a] = (char*)"--id";
    args[a + 1] = (char*)id->text;
    args[a + 2] = (char*)"--index";
    args[a + 3] = index;
    args[a + 4] = NULL;
    for (p = 1; p < opt->processes; ++p) {
        snprintf(index, sizeof index, "%u", p);
        if (posix_spawn(&children[p], "/proc/self/exe", NULL, NULL, args, environ) != 0) {
            fprintf(stderr, "process_allreduce: cannot start process %u\n", p);
            exit(1);
        }
    }
}

static int children_succeeded(const Options* opt, const pid_t* children)
{
    int ok = 1, status;
    uint32_t p;
    for (p = 1; p < opt->processes; ++p) {
        if (waitpid(children[p], &status, 0) != children[p] || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "process_allreduce: process %u failed\n", p);
            ok = 0;
        }
    }
    return ok;
}

/* Small integers: exact in F32 whatever the order, so every process knows
 * every sum. */
static float input_value(uint64_t element, uint32_t globalRank)
{
    return (float)((int)((element + 3u * globalRank) % 13u) - 6);
}

static void open_rank(Rank* rank, VkPhysicalDevice physicalDevice, uint32_t global, uint64_t count)
{
    char name[800];
    rank->info.physicalDevice = physicalDevice;
    rank->global = global;
    check_device(physicalDevice, name, sizeof name);
    create_rank_device(&rank->info, NULL, 0, NULL);
    create_buffer(&rank->info, &rank->buffer, count * sizeof(float), 1);
    rank->timeline = create_timeline(rank->info.device);
    rank->pool = create_command_pool(&rank->info);
    rank->hostReadBarrier = record_host_read_barrier(rank->info.device, rank->pool);
    printf("global rank %u: %s\n", global, name);
}

static void close_rank(Rank* rank)
{
    check(vkDeviceWaitIdle(rank->info.device), "vkDeviceWaitIdle");
    vkDestroyCommandPool(rank->info.device, rank->pool, NULL);
    vkDestroySemaphore(rank->info.device, rank->timeline, NULL);
    destroy_buffer(rank->info.device, &rank->buffer);
    vkDestroyDevice(rank->info.device, NULL);
}

static void wait_timeline(const Rank* rank, uint64_t value)
{
    VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &value};
    check(vkWaitSemaphores(rank->info.device, &wait, 60000000000ull), "vkWaitSemaphores");
}

/* One all-reduce, then the host-read barrier, waited for on the host.
 * Returns the seconds from vkarAllreduce to this process's ranks' signals. */
static double allreduce_once(VkarComm comm, Rank* ranks, uint32_t rankCount, uint64_t count)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    VkarBufferRange buffers[MAX_LOCAL_RANKS];
    VkarSemaphoreValue signals[MAX_LOCAL_RANKS];
    VkarAllreduceInfo info = {.count = count, .pBuffers = buffers, .pSignals = signals};
    uint32_t r;
    for (r = 0; r < rankCount; ++r) {
        buffers[r].buffer = ranks[r].buffer.buffer;
        buffers[r].offset = 0;
        signals[r].semaphore = ranks[r].timeline;
        signals[r].value = ++ranks[r].value;
    }
    double start = now_seconds(), seconds;
    check(vkarAllreduce(comm, &info), "vkarAllreduce");
    for (r = 0; r < rankCount; ++r)
        wait_timeline(&ranks[r], ranks[r].value);
    seconds = now_seconds() - start;
    for (r = 0; r < rankCount; ++r) {
        const uint64_t waitValue = ranks[r].value, signalValue = ++ranks[r].value;
        VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                                .waitSemaphoreValueCount = 1, .pWaitSemaphoreValues = &waitValue,
                                                .signalSemaphoreValueCount = 1,
                                                .pSignalSemaphoreValues = &signalValue};
        VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values, .waitSemaphoreCount = 1,
                               .pWaitSemaphores = &ranks[r].timeline, .pWaitDstStageMask = &stage,
                               .commandBufferCount = 1, .pCommandBuffers = &ranks[r].hostReadBarrier,
                               .signalSemaphoreCount = 1, .pSignalSemaphores = &ranks[r].timeline};
        check(vkQueueSubmit(ranks[r].info.queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit");
        wait_timeline(&ranks[r], signalValue);
    }
    return seconds;
}

static int sums_are_right(const Rank* ranks, uint32_t rankCount, uint32_t globalRankCount, uint64_t count)
{
    uint32_t r, g;
    uint64_t e;
    for (r = 0; r < rankCount; ++r) {
        const float* data = (const float*)ranks[r].buffer.mapped;
        for (e = 0; e < count; ++e) {
            float expected = 0.0f;
            for (g = 0; g < globalRankCount; ++g)
                expected += input_value(e, g);
            if (data[e] != expected) {
                fprintf(stderr, "global rank %u element %llu: got %g, expected %g\n", ranks[r].global,
                        (unsigned long long)e, (double)data[e], (double)expected);
                return 0;
            }
        }
    }
    return 1;
}

int main(int argc, char** argv)
{
    const Options opt = parse_options(argc, argv);
    const uint32_t globalRankCount = opt.processes * opt.devices;
    VkInstance instance = create_instance("process_allreduce");
    VkPhysicalDevice devices[MAX_PROCESSES * MAX_LOCAL_RANKS];
    pid_t children[MAX_PROCESSES] = {0};
    Rank ranks[MAX_LOCAL_RANKS];
    VkarRankInfo infos[MAX_LOCAL_RANKS];
    uint32_t globals[MAX_LOCAL_RANKS];
    VkarMultiProcessInfo multiProcess = {{{0}}, globalRankCount, globals};
    VkarCommCreateInfo createInfo = {.rankCount = opt.devices, .pRanks = infos, .instance = instance,
                                     .pfnLog = log_to_stderr, .pMultiProcess = &multiProcess};
    VkarComm comm;
    VkarCommProperties props;
    uint32_t r, it;
    double seconds = 0.0;
    int ok;

    if (opt.id) {
        snprintf(multiProcess.uniqueId.text, sizeof multiProcess.uniqueId.text, "%s", opt.id);
    } else {
        check(vkarGetUniqueId(&multiProcess.uniqueId), "vkarGetUniqueId");
        start_children(argv, argc, &opt, &multiProcess.uniqueId, children);
    }
    /* every process picks the same GPUs for all global ranks, then takes its own */
    choose_physical_devices(instance, globalRankCount, devices);
    memset(ranks, 0, sizeof ranks);
    for (r = 0; r < opt.devices; ++r) {
        globals[r] = opt.index * opt.devices + r;
        open_rank(&ranks[r], devices[globals[r]], globals[r], opt.count);
        infos[r] = ranks[r].info;
    }
    check(vkarCreateComm(&createInfo, &comm), "vkarCreateComm");

    for (it = 0; it < opt.iters; ++it) {
        uint64_t e;
        for (r = 0; r < opt.devices; ++r)
            for (e = 0; e < opt.count; ++e)
                ((float*)ranks[r].buffer.mapped)[e] = input_value(e, ranks[r].global);
        seconds += allreduce_once(comm, ranks, opt.devices, opt.count);
    }
    ok = sums_are_right(ranks, opt.devices, globalRankCount, opt.count);
    vkarGetCommProperties(comm, &props);
    printf("process %u: check: %s (%llu elements x %u ranks in %u processes, slots %s); all-reduce time %.1f us "
           "(mean of %u, from vkarAllreduce to this process's signals)\n", opt.index, ok ? "OK" : "FAILED",
           (unsigned long long)opt.count, globalRankCount, opt.processes,
           props.slotsCopiedThroughHost ? "copied through the host" : "shared", seconds / opt.iters * 1e6, opt.iters);

    vkarDestroyComm(comm);
    for (r = 0; r < opt.devices; ++r)
        close_rank(&ranks[r]);
    vkDestroyInstance(instance, NULL);
    if (!opt.id && !children_succeeded(&opt, children))
        ok = 0;
    return ok ? 0 : 1;
}
