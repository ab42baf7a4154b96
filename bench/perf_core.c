/* perf_core.c - the core every mode of vkar_perf runs on: the library's
 * threads, devices, submissions, every collective through either API, the
 * copy baselines and the statistics (see perf.h). */
#include "perf.h"

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

/* ---- The library's threads ---------------------------------------------------
 * perf_duplex.c, which compiles the library, defines VKAR_THREAD_CREATE
 * (POSIX): every thread the library starts (the host bridge, SYNC_FD's
 * exporter) runs bench_named_thread_main first, is named after its start
 * function ("vkar-bridge", "vkar-exporter": /proc/PID/task/TID/comm,
 * top -H, perf report --sort comm) and is kept in a log, so that
 * --sync-cost reads the CPU clock (pthread_getcpuclockid) of exactly the
 * threads vkarCreateComm started, while their communicator lives. */
#ifndef _WIN32
#ifdef __linux__
#include <sys/prctl.h>
#endif

typedef struct ThreadStart {
    void* (*start)(void*);
    void* arg;
    char name[16];
} ThreadStart;

static struct {
    pthread_mutex_t mutex;
    uint32_t count; /* started; entry i of the log at i % LIBRARY_THREAD_LOG */
    LibraryThread log[LIBRARY_THREAD_LOG];
} libraryThreads = {PTHREAD_MUTEX_INITIALIZER, 0, {{0}}};

/* "vkar__bridge_main" -> "vkar-bridge" */
static void thread_name(const char* function, char name[16])
{
    const char* word = strncmp(function, "vkar__", 6) == 0 ? function + 6 : function;
    size_t length = strlen(word);
    if (length > 5 && strcmp(word + length - 5, "_main") == 0)
        length -= 5;
    snprintf(name, 16, "vkar-%.*s", (int)length, word);
}

/* What the new thread runs first: bench_named_thread_main's argument. */
void* bench_thread_start(void* (*start)(void*), void* arg, const char* function)
{
    ThreadStart* s = (ThreadStart*)checked_calloc(1, sizeof *s);
    s->start = start;
    s->arg = arg;
    thread_name(function, s->name);
    return s;
}

void* bench_named_thread_main(void* arg)
{
    ThreadStart start = *(ThreadStart*)arg;
    free(arg);
#ifdef __linux__
    prctl(PR_SET_NAME, start.name, 0, 0, 0);
#endif
    return start.start(start.arg);
}

/* After the library's vkar__thread_create: logs the thread it started
 * (the handle stays valid until the library joins it). */
int bench_thread_created(int result, const void* thread, const char* function)
{
    if (result == 0) {
        LibraryThread* entry;
        pthread_mutex_lock(&libraryThreads.mutex);
        entry = &libraryThreads.log[libraryThreads.count++ % LIBRARY_THREAD_LOG];
        entry->thread = *(const pthread_t*)thread;
        thread_name(function, entry->name);
        pthread_mutex_unlock(&libraryThreads.mutex);
    }
    return result;
}

uint32_t library_thread_mark(void)
{
    uint32_t count;
    pthread_mutex_lock(&libraryThreads.mutex);
    count = libraryThreads.count;
    pthread_mutex_unlock(&libraryThreads.mutex);
    return count;
}

/* The threads started since `mark` (at most max, and what the log still holds). */
uint32_t library_threads_since(uint32_t mark, LibraryThread* out, uint32_t max)
{
    uint32_t n = 0, i;
    pthread_mutex_lock(&libraryThreads.mutex);
    if (libraryThreads.count - mark > LIBRARY_THREAD_LOG)
        mark = libraryThreads.count - LIBRARY_THREAD_LOG;
    for (i = mark; i != libraryThreads.count && n < max; ++i)
        out[n++] = libraryThreads.log[i % LIBRARY_THREAD_LOG];
    pthread_mutex_unlock(&libraryThreads.mutex);
    return n;
}

uint32_t library_thread_clocks(uint32_t mark, LibraryClock* out, uint32_t max)
{
    LibraryThread threads[LIBRARY_THREAD_LOG];
    const uint32_t count = library_threads_since(mark, threads, max < LIBRARY_THREAD_LOG ? max : LIBRARY_THREAD_LOG);
    uint32_t i;
    for (i = 0; i < count; ++i) {
        if (pthread_getcpuclockid(threads[i].thread, &out[i].id) != 0) {
            fprintf(stderr, "vkar_perf: no CPU clock for the library's thread %s\n", threads[i].name);
            exit(1);
        }
        memcpy(out[i].name, threads[i].name, sizeof out[i].name);
    }
    return count;
}

double clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double library_cpu_seconds(const LibraryClock* clocks, uint32_t count)
{
    double seconds = 0.0;
    uint32_t i;
    for (i = 0; i < count; ++i)
        seconds += clock_seconds(clocks[i].id);
    return seconds;
}
#endif /* !_WIN32 */

/* The library's log: to stderr, counted in Bench::logLines. */
void bench_log(void* userData, VkarLogSeverity severity, const char* message)
{
    Bench* b = (Bench*)userData;
    if (severity == VKAR_LOG_SEVERITY_INFO)
        return;
    if (b)
        __atomic_fetch_add(&b->logLines, 1, __ATOMIC_RELAXED);
    write_line_to_stderr(message);
}

/* The calling thread's CPU time, seconds. */
double thread_cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

uint64_t monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* ---- Devices ----------------------------------------------------------------- */

/* The rank's physical devices: the CPU device(s) for lavapipe, else every
 * other device; ranks go round-robin, several VkDevices per device. The
 * per-rank figures and --sync-cost put every rank on the first device: they
 * are about ranks sharing one GPU (host costs). */
void choose_rank_devices(Bench* b)
{
    VkPhysicalDevice picked[COMMON_MAX_PHYSICAL_DEVICES];
    uint32_t pickedCount = physical_devices_of_kind(b->instance, b->opt.driver == DRIVER_LAVAPIPE, picked), i;
    if (pickedCount == 0) {
        fprintf(stderr, "vkar_perf: no %s Vulkan device found%s\n", b->opt.driver == DRIVER_GPU ? "GPU" : "CPU",
                b->opt.driver == DRIVER_GPU ? " (try --driver lavapipe)" : " (install mesa-vulkan-drivers)");
        exit(1);
    }
    if (b->opt.perRank || b->opt.syncCost)
        pickedCount = 1;
    b->rankCount = b->opt.ranks;
    for (i = 0; i < b->rankCount; ++i)
        b->ranks[i].info.physicalDevice = picked[i % pickedCount];
}

/* What the library needs, plus calibrated timestamps where offered for
 * --per-rank's loopback timeline, and for --duplex a second queue. */
static void create_device(Rank* rank, int duplex)
{
    static const char* const calibrated[] = {VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME};
    check_device(rank->info.physicalDevice, rank->name, sizeof rank->name);
    rank->calibrated = has_extension(rank->info.physicalDevice, VK_EXT_CALIBRATED_TIMESTAMPS_EXTENSION_NAME);
    create_rank_device(&rank->info, calibrated, 1, duplex ? &rank->second : NULL);
}

static void create_commands(Rank* rank)
{
    VkDevice device = rank->info.device;
    rank->timeline = create_timeline(device);
    rank->pool = create_command_pool(&rank->info);
    allocate_command_buffers(device, rank->pool, 1, &rank->util);
    allocate_command_buffers(device, rank->pool, 1, &rank->secondUtil);
    allocate_command_buffers(device, rank->pool, RECORD_RING, rank->publish);
    allocate_command_buffers(device, rank->pool, RECORD_RING, rank->reduce);
}

/* The bytes of every rank's buffers for calls of up to maxBytes, and
 * where an out-of-place call's output region starts in them
 * (Bench::outputOffset): past the largest input, where any call measured
 * is out of place. Vulkan buffers cannot be empty: -e 0 still gets one
 * element's room; 16-bit elements go in whole words. */
VkDeviceSize plan_buffers(Bench* b, uint64_t maxBytes, int outOfPlace)
{
    const VkDeviceSize input = round_up(maxBytes < 4 ? 4 : maxBytes, 4);
    b->outputOffset = outOfPlace ? input : 0;
    return input + b->outputOffset;
}

void setup_ranks(Bench* b, VkDeviceSize maxBytes)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        create_device(rank, b->opt.duplex);
        create_buffer(&rank->info, &rank->data, maxBytes, 0); /* device-local, as an engine's tensors */
        create_buffer(&rank->info, &rank->staging, maxBytes, 1); /* the check and the naive path read it */
        create_commands(rank);
    }
}

void destroy_ranks(Bench* b)
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

/* vkarCreateComm over the first b->rankCount ranks: its result. */
VkResult try_create_comm(Bench* b)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = {.rankCount = b->rankCount, .pRanks = infos, .instance = b->instance,
                               .syncMode = b->opt.sync, .releaseMode = b->opt.release,
                               .pfnLog = bench_log, .pLogUserData = b,
                               .pfnGetInstanceProcAddr = b->getInstanceProcAddr,
                               .pMultiProcess = b->multiProcess,
                               .flags = b->opt.reuse ? VKAR_COMM_CREATE_REUSE_COMMANDS_BIT : 0};
    uint32_t r;
    VkResult res;
    for (r = 0; r < b->rankCount; ++r)
        infos[r] = b->ranks[r].info;
    fflush(stdout); /* before the library's log lines on stderr */
    res = vkarCreateComm(&info, &b->comm);
    if (res != VK_SUCCESS)
        return res;
    vkarGetCommProperties(b->comm, &b->props);
    /* The calling thread submits and polls for every rank: like the
     * library's threads, it keeps off the CPUs that take the GPUs'
     * interrupts (unless VKAR_THREAD_AFFINITY=keep). */
    (void)vkarMoveThreadOffInterruptCpus(b->comm);
    return VK_SUCCESS;
}

void create_comm(Bench* b)
{
    check(try_create_comm(b), "vkarCreateComm");
}

/* A communicator over the first n ranks: the sweep's helpers then see n. */
void open_comm(Bench* b, uint32_t n)
{
    b->rankCount = n;
    create_comm(b);
    if (b->props.syncMode != VKAR_SYNC_MODE_HOST_BRIDGE) {
        fprintf(stderr, "vkar_perf: --per-rank needs the host bridge (VKAR_SYNC overrides it: unset it)\n");
        exit(1);
    }
}

void close_comm(Bench* b)
{
    vkarDestroyComm(b->comm);
    b->comm = VK_NULL_HANDLE;
}

/* ---- Submissions ------------------------------------------------------------- */

/* Orders a copy after everything earlier on the queue (the all-reduce's
 * compute writes, the previous copy), and everything later after it. */
void cmd_full_barrier(VkCommandBuffer cmd)
{
    cmd_barrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
}

static void cmd_copy(VkCommandBuffer cmd, VkBuffer src, VkBuffer dst, VkDeviceSize offset, VkDeviceSize bytes)
{
    VkBufferCopy region = {offset, offset, bytes};
    vkCmdCopyBuffer(cmd, src, dst, 1, &region);
}

/* stages may be NULL (signals). */
void submit(const Rank* rank, VkCommandBuffer cmd, const SemaphoreList* waits, const SemaphoreList* signals)
{
    submit_with(rank->info.queue, cmd, waits, signals);
}

void submit_plain(const Rank* rank, VkCommandBuffer cmd)
{
    SemaphoreList none;
    none.count = 0;
    submit(rank, cmd, &none, &none);
}

void wait_value(const Rank* rank, uint64_t value)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &value};
    check(vkWaitSemaphores(rank->info.device, &info, TIMEOUT_NS), "vkWaitSemaphores");
}

/* Polls until every rank's timeline reaches its latest value: the host's
 * quickest way to see a signal. */
void spin_all(const Bench* b)
{
    const double deadline = now_seconds() + 30.0;
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

/* ---- What each call runs --------------------------------------------------------- */

uint32_t type_bytes(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

/* Ranks over every process (--processes), else this process's. */
uint32_t global_rank_count(const Bench* b)
{
    return b->multiProcess ? b->globalRankCount : b->rankCount;
}

uint32_t global_rank(const Bench* b, uint32_t r)
{
    return (b->multiProcess ? b->globalRankBase : 0) + r;
}

/* A reduce-scatter's input, an all-gather's output and an all-to-all's
 * input and output hold N blocks. */
static int blocked(Collective collective)
{
    return collective == COLL_REDUCE_SCATTER || collective == COLL_ALL_GATHER || collective == COLL_ALL_TO_ALL;
}

/* Point to point, which has no in-place form (a rank's receives may not
 * overlap its sends; nccl-tests runs it out of place only): its output
 * lies in the region at Bench::outputOffset. */
int out_of_place(Collective collective)
{
    return collective == COLL_SEND_RECV || collective == COLL_ALL_TO_ALL;
}

/* nccl-tests' count for a size in bytes (its GetCollByteCount): the
 * elements of `bytes`; for a reduce-scatter, all-gather or all-to-all,
 * whose size is the N blocks', a block's, rounded down to whole 16 bytes
 * as nccl-tests rounds it, which keeps every block word-aligned for 16-bit
 * types too. */
uint64_t count_for_bytes(const Bench* b, uint64_t bytes)
{
    const uint64_t t = type_bytes(b->opt.type), elements = bytes / t;
    if (!blocked(b->opt.collective))
        return elements;
    return (elements / global_rank_count(b)) & ~(uint64_t)(16 / t - 1);
}

/* The elements of a rank's buffer that a call of `count` covers. */
uint64_t call_elements(const Bench* b, uint64_t count)
{
    return blocked(b->opt.collective) ? count * global_rank_count(b) : count;
}

/* The most elements of a rank's buffer one recorded round carries: a
 * collective's maxElementsPerRound (a 16-bit element takes a word in the
 * slots), a group's 4 * maxElementsPerRound bytes (its elements travel as
 * they are). */
uint64_t round_elements(const Bench* b)
{
    if (out_of_place(b->opt.collective))
        return 4 * b->props.maxElementsPerRound / type_bytes(b->opt.type);
    return b->props.maxElementsPerRound;
}

/* The wire a call of `count` asked for `wire` takes, as the library picks
 * it: only an all-reduce or a reduce of F32 buffers may narrow its wire;
 * every other call moves its elements exactly. */
VkarWire call_wire(const Bench* b, uint64_t count, VkarWire wire)
{
    const int reduces = b->opt.collective == COLL_ALLREDUCE || b->opt.collective == COLL_REDUCE;
    if (reduces && wire == VKAR_WIRE_Q8)
        return wire;
    return reduces && b->opt.type == VKAR_DATA_TYPE_F32 ? vkarResolveWire(b->comm, count, wire) : VKAR_WIRE_F32;
}

const char* call_name(const Options* opt, int recorded)
{
    static const char* const submitted[COLLECTIVES] = {"vkarAllreduce", "vkarReduce", "vkarBroadcast",
                                                       "vkarReduceScatter", "vkarAllGather", "vkarSendRecv",
                                                       "vkarAllToAll"};
    static const char* const cmd[COLLECTIVES] = {"vkarCmdAllreduce", "vkarCmdReduce", "vkarCmdBroadcast",
                                                 "vkarCmdReduceScatter", "vkarCmdAllGather", "vkarCmdSendRecv",
                                                 "vkarCmdAllToAll"};
    return (recorded ? cmd : submitted)[opt->collective];
}

/* A failed call ends the run with the library's reason beside the call's
 * name, so that a refusal (a data type whose kernels are not there yet, a
 * call too large for the record API's one round) reads as one rather than
 * as a bare code. */
void check_call(VkResult res, const char* call)
{
    if (res == VK_SUCCESS)
        return;
    fflush(stdout);
    fprintf(stderr, "vkar_perf: %s failed: %s\nvkar_perf: the library's reason: %s\n", call,
            vkarGetResultString(res), vkarGetLastError());
    exit(1);
}

/* Rank r's input and output for a call of `count` from element `first`, in
 * place as nccl-tests' in-place rows: a reduce-scatter's output is the
 * rank's own block of its input and an all-gather's input its own block of
 * its output (those run whole, from element 0); the other collectives'
 * output is their input. Point to point, out of place as nccl-tests' rows
 * of it, writes the same elements of the output region. */
static void call_ranges(const Bench* b, uint32_t r, uint64_t first, uint64_t count, VkarBufferRange* input,
                        VkarBufferRange* output)
{
    const VkDeviceSize t = type_bytes(b->opt.type), own = (VkDeviceSize)global_rank(b, r) * count * t;
    input->buffer = output->buffer = b->ranks[r].data.buffer;
    input->offset = output->offset = first * t;
    if (b->opt.collective == COLL_REDUCE_SCATTER)
        output->offset = own;
    if (b->opt.collective == COLL_ALL_GATHER)
        input->offset = own;
    if (out_of_place(b->opt.collective))
        output->offset += b->outputOffset;
}

/* A call of the options' collective, type, op and root over every rank's
 * ranges, which it fills; pOutputs only where the result does not fit the
 * input. */
static VkarAllreduceInfo call_info(const Bench* b, uint64_t first, uint64_t count, VkarWire wire,
                                   VkarBufferRange* buffers, VkarBufferRange* outputs)
{
    const int outputsApart = blocked(b->opt.collective) || out_of_place(b->opt.collective);
    VkarAllreduceInfo info = {.count = count, .wire = wire, .pBuffers = buffers,
                              .pOutputs = outputsApart ? outputs : NULL,
                              .algorithm = b->opt.algorithm, .dataType = b->opt.type, .op = b->opt.op,
                              .root = b->opt.root};
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        call_ranges(b, r, first, count, &buffers[r], &outputs[r]);
    return info;
}

/* nccl-tests' sendrecv as one group of the call's ranges: rank r sends
 * its input to rank r + 1 and receives rank r - 1's into its output (a
 * ring; one rank sends to itself). Fills ops, 2 per rank. */
static VkarSendRecvInfo ring_group(const Bench* b, const VkarAllreduceInfo* call, VkarPeerOp* ops)
{
    const uint32_t n = b->rankCount;
    VkarSendRecvInfo group = {.opCount = 2 * n, .pOps = ops, .pWaits = call->pWaits, .pSignals = call->pSignals,
                              .flags = call->flags};
    uint32_t r;
    for (r = 0; r < n; ++r) {
        VkarPeerOp* send = &ops[2 * r];
        VkarPeerOp* recv = send + 1;
        send->type = VKAR_PEER_OP_SEND;
        recv->type = VKAR_PEER_OP_RECV;
        send->rank = recv->rank = r;
        send->peer = (r + 1) % n;
        recv->peer = (r + n - 1) % n;
        send->count = recv->count = call->count;
        send->dataType = recv->dataType = call->dataType;
        send->buffer = call->pBuffers[r];
        recv->buffer = call->pOutputs[r];
    }
    return group;
}

static VkResult submit_ring(const Bench* b, const VkarAllreduceInfo* info)
{
    VkarPeerOp ops[2 * MAX_RANKS];
    const VkarSendRecvInfo group = ring_group(b, info, ops);
    return vkarSendRecv(b->comm, &group);
}

static VkResult record_ring(const Bench* b, const VkarCmdCollectiveInfo* info, VkarRankSubmitInfo* submits,
                            uint64_t* round)
{
    VkarPeerOp ops[2 * MAX_RANKS];
    const VkarCmdSendRecvInfo group = {.sendRecv = ring_group(b, &info->collective, ops),
                                       .pPublishCommandBuffers = info->pPublishCommandBuffers,
                                       .pReduceCommandBuffers = info->pReduceCommandBuffers,
                                       .flags = info->flags};
    return vkarCmdSendRecv(b->comm, &group, submits, round);
}

static VkResult submit_call(const Bench* b, const VkarAllreduceInfo* info)
{
    switch (b->opt.collective) {
    case COLL_REDUCE: return vkarReduce(b->comm, info);
    case COLL_BROADCAST: return vkarBroadcast(b->comm, info);
    case COLL_REDUCE_SCATTER: return vkarReduceScatter(b->comm, info);
    case COLL_ALL_GATHER: return vkarAllGather(b->comm, info);
    case COLL_SEND_RECV: return submit_ring(b, info);
    case COLL_ALL_TO_ALL: return vkarAllToAll(b->comm, info);
    default: return vkarAllreduce(b->comm, info);
    }
}

static VkResult record_call(const Bench* b, const VkarCmdCollectiveInfo* info, VkarRankSubmitInfo* submits,
                            uint64_t* round)
{
    switch (b->opt.collective) {
    case COLL_REDUCE: return vkarCmdReduce(b->comm, info, submits, round);
    case COLL_BROADCAST: return vkarCmdBroadcast(b->comm, info, submits, round);
    case COLL_REDUCE_SCATTER: return vkarCmdReduceScatter(b->comm, info, submits, round);
    case COLL_ALL_GATHER: return vkarCmdAllGather(b->comm, info, submits, round);
    case COLL_SEND_RECV: return record_ring(b, info, submits, round);
    case COLL_ALL_TO_ALL: return vkarCmdAllToAll(b->comm, info, submits, round);
    default: return vkarCmdAllreduce(b->comm, info, submits, round);
    }
}

/* An out-of-place call the other way: from the output region to the input region. */
static void swap_regions(VkarAllreduceInfo* info)
{
    const VkarBufferRange* input = info->pBuffers;
    info->pBuffers = info->pOutputs;
    info->pOutputs = input;
}

/* Whether call `it` of a run goes the other way: Bench::pingPong's every second call. */
static int reversed_call(const Bench* b, uint32_t it)
{
    return b->pingPong && it % 2;
}

/* One call of the options' collective, `count` elements on the F32 wire,
 * waiting on every rank's previous signal and signalling the next value,
 * as the next layer of a decode loop would call it. */
void chained_submit(Bench* b, uint64_t count)
{
    VkarBufferRange buffers[MAX_RANKS], outputs[MAX_RANKS];
    VkarSemaphoreValue waits[MAX_RANKS], signals[MAX_RANKS];
    VkarAllreduceInfo info = call_info(b, 0, count, VKAR_WIRE_F32, buffers, outputs);
    uint32_t r;
    info.algorithm = VKAR_ALGORITHM_AUTO; /* the stream rows' own: --latency and --processes take no --algorithm */
    info.pWaits = waits;
    info.pSignals = signals;
    for (r = 0; r < b->rankCount; ++r) {
        Rank* rank = &b->ranks[r];
        waits[r].semaphore = signals[r].semaphore = rank->timeline;
        waits[r].value = rank->value;
        signals[r].value = ++rank->value;
    }
    check_call(submit_call(b, &info), call_name(&b->opt, 0));
}

static void wait_all_idle(const Bench* b)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
}

/* Copies `bytes` from `offset` between every rank's device buffer and its
 * staging buffer (the same place in both), all ranks at once, and waits
 * for them. */
void transfer_all(const Bench* b, VkDeviceSize offset, VkDeviceSize bytes, int toHost)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        const Rank* rank = &b->ranks[r];
        begin_commands(rank->util);
        cmd_full_barrier(rank->util);
        if (toHost)
            cmd_copy(rank->util, rank->data.buffer, rank->staging.buffer, offset, bytes);
        else
            cmd_copy(rank->util, rank->staging.buffer, rank->data.buffer, offset, bytes);
        /* the host reads staging after the wait */
        cmd_barrier(rank->util, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                    VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
        check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
        submit_plain(rank, rank->util);
    }
    wait_all_idle(b);
}

/* ---- Every collective, both APIs ---------------------------------------------- */

/* `iters` calls back to back, ordered by queue (no pWaits, as an engine's
 * stream would); only the last signals, and the host waits. */
static void collective_submit(Bench* b, uint64_t count, uint32_t iters)
{
    VkarBufferRange buffers[MAX_RANKS], outputs[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info[2]; /* [1]: out of place, the other way */
    uint32_t r, it;
    info[0] = info[1] = call_info(b, 0, count, b->opt.wire, buffers, outputs);
    swap_regions(&info[1]);
    for (r = 0; r < b->rankCount; ++r) {
        signals[r].semaphore = b->ranks[r].timeline;
        signals[r].value = b->ranks[r].value + 1;
    }
    for (it = 0; it < iters; ++it) {
        VkarAllreduceInfo* call = &info[reversed_call(b, it)];
        call->pSignals = it + 1 == iters ? signals : NULL;
        check_call(submit_call(b, call), call_name(&b->opt, 0));
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

/* Phase 1: a free command buffer pair per rank, open, for a round from
 * element `first` of every rank's buffer. */
void begin_round(Bench* b, RecordedRound* rec, uint64_t first)
{
    uint32_t r;
    rec->slot = begin_ring_slot(b);
    rec->first = first;
    rec->reversed = 0;
    for (r = 0; r < b->rankCount; ++r) {
        rec->publish[r] = b->ranks[r].publish[rec->slot];
        rec->reduce[r] = b->ranks[r].reduce[rec->slot];
    }
}

/* Phase 2: the library records the options' collective of `count`
 * elements into the open command buffers. */
void record_collective(Bench* b, RecordedRound* rec, uint64_t count, VkarWire wire)
{
    VkarCmdCollectiveInfo info = {.collective = call_info(b, rec->first, count, wire, rec->buffers, rec->outputs),
                                  .pPublishCommandBuffers = rec->publish,
                                  .pReduceCommandBuffers = rec->reduce,
                                  .flags = b->recordFlags};
    if (rec->reversed)
        swap_regions(&info.collective);
    check_call(record_call(b, &info, rec->submits, &rec->round), call_name(&b->opt, 1));
}

/* Phase 3: ends the command buffers and copies the submissions' semaphores.
 * Each reduce also signals the rank's timeline so that its command buffer
 * pair can be reused. */
void end_round(Bench* b, RecordedRound* rec)
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

void submit_publish(const Bench* b, const RecordedRound* rec, uint32_t r)
{
    SemaphoreList waits;
    waits.count = 0;
    if (b->chainPublishes)
        add_semaphores(&waits, 1, &b->ranks[r].timeline, &rec->previous[r], NULL);
    submit(&b->ranks[r], rec->publish[r], &waits, &rec->publishSignals[r]);
}

void submit_reduce(const Bench* b, const RecordedRound* rec, uint32_t r)
{
    submit(&b->ranks[r], rec->reduce[r], &rec->reduceWaits[r], &rec->reduceSignals[r]);
}

/* The publish and the reduce as two batches of one vkQueueSubmit, before
 * vkarReleaseRound: allowed where the host bridge releases the reduce (a
 * timeline wait, or none with the event release), as vkarAllreduce itself
 * submits them. */
void submit_publish_and_reduce(const Bench* b, const RecordedRound* rec, uint32_t r)
{
    SemaphoreList publishWaits;
    SubmitBatch batches[2];
    publishWaits.count = 0;
    if (b->chainPublishes)
        add_semaphores(&publishWaits, 1, &b->ranks[r].timeline, &rec->previous[r], NULL);
    batches[0] = (SubmitBatch){rec->publish[r], &publishWaits, &rec->publishSignals[r]};
    batches[1] = (SubmitBatch){rec->reduce[r], &rec->reduceWaits[r], &rec->reduceSignals[r]};
    submit_batches(b->ranks[r].info.queue, 2, batches);
}

/* One recorded round over elements [first, first + count), `reversed`
 * (an out-of-place call the other way) or not: record, submit every
 * publish, release, submit every reduce. */
static void record_and_submit(Bench* b, uint64_t first, uint64_t count, int reversed)
{
    static RecordedRound rec; /* large; one round at a time */
    uint32_t r;
    begin_round(b, &rec, first);
    rec.reversed = reversed;
    record_collective(b, &rec, count, b->opt.wire);
    end_round(b, &rec);
    if (b->submitTogether && b->props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE) {
        for (r = 0; r < b->rankCount; ++r)
            submit_publish_and_reduce(b, &rec, r);
        check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
        return;
    }
    /* A reduce waits for every rank's publish: all publishes go first. */
    for (r = 0; r < b->rankCount; ++r)
        submit_publish(b, &rec, r);
    check(vkarReleaseRound(b->comm, rec.round), "vkarReleaseRound");
    for (r = 0; r < b->rankCount; ++r)
        submit_reduce(b, &rec, r);
}

/* record_and_submit the usual way: from the input region. */
void record_round(Bench* b, uint64_t first, uint64_t count)
{
    record_and_submit(b, first, count, 0);
}

/* `iters` calls through the record API, each split into rounds of at most
 * round_elements (one round carries no more), then the host waits for
 * the last. A reduce-scatter, an all-gather or an all-to-all is one round,
 * whose blocks lie `count` apart: a piece of each block is not a call the
 * API can express (the library refuses one too large, and the run ends
 * saying so; the sweep measures no all-to-all that large). */
static void collective_record(Bench* b, uint64_t count, uint32_t iters)
{
    const uint64_t perRound = blocked(b->opt.collective) ? count : round_elements(b);
    uint32_t r, it;
    for (it = 0; it < iters; ++it) {
        uint64_t first = 0;
        do {
            const uint64_t n = count - first < perRound ? count - first : perRound;
            record_and_submit(b, first, n, reversed_call(b, it));
            first += n;
        } while (first < count);
    }
    for (r = 0; r < b->rankCount; ++r)
        wait_value(&b->ranks[r], b->ranks[r].value);
}

void run_collectives(Bench* b, uint64_t count, uint32_t iters)
{
    if (iters == 0)
        return;
    if (b->opt.api == API_RECORD)
        collective_record(b, count, iters);
    else
        collective_submit(b, count, iters);
}

/* Untimed calls of `count` elements for `seconds`, before the sweep:
 * the first milliseconds of a process run slower (cold driver threads and
 * CPU clocks; measured on H200s: the first sizes of a sweep took 1.5-4x
 * the time of the next ones), and -w warms each size for a few rounds only. */
void warm_up(Bench* b, uint64_t count, double seconds)
{
    const double end = now_seconds() + seconds;
    while (now_seconds() < end)
        run_collectives(b, count, 16);
}

/* Seconds per call over `iters` back to back, after the warmup. */
double time_collective(Bench* b, uint64_t count)
{
    double start;
    run_collectives(b, count, b->opt.warmup);
    start = now_seconds();
    run_collectives(b, count, b->opt.iters);
    return (now_seconds() - start) / b->opt.iters;
}

/* ---- Baselines ----------------------------------------------------------------- */

/* The naive baseline is an all-reduce of 4-byte elements: what a program
 * without the library does, summing on the CPU as the type sums (floats
 * as floats, integers wrapping); the cost of a combine is about the same
 * for every op. */
int naive_applies(const Options* opt)
{
    return opt->collective == COLL_ALLREDUCE && type_bytes(opt->type) == 4;
}

static void naive_sum(void* sum, const void* peer, uint64_t count, VkarDataType type)
{
    uint64_t e;
    if (type == VKAR_DATA_TYPE_F32)
        for (e = 0; e < count; ++e)
            ((float*)sum)[e] += ((const float*)peer)[e];
    else
        for (e = 0; e < count; ++e)
            ((uint32_t*)sum)[e] += ((const uint32_t*)peer)[e];
}

/* Read every rank back, wait, sum on the CPU, upload the sum to every
 * rank, wait. */
static void naive_allreduce(const Bench* b, uint64_t count)
{
    void* sum = b->ranks[0].staging.mapped;
    uint32_t r;
    transfer_all(b, 0, count * 4, 1);
    for (r = 1; r < b->rankCount; ++r)
        naive_sum(sum, b->ranks[r].staging.mapped, count, b->opt.type);
    for (r = 1; r < b->rankCount; ++r)
        memcpy(b->ranks[r].staging.mapped, sum, count * 4);
    transfer_all(b, 0, count * 4, 0);
}

/* Seconds per naive all-reduce; 0 where none is measured. */
double time_naive(const Bench* b, uint64_t count)
{
    double start;
    uint32_t it;
    if (count == 0 || !naive_applies(&b->opt))
        return 0.0;
    for (it = 0; it < b->opt.warmup; ++it)
        naive_allreduce(b, count);
    start = now_seconds();
    for (it = 0; it < b->opt.iters; ++it)
        naive_allreduce(b, count);
    return (now_seconds() - start) / b->opt.iters;
}

VkDeviceSize round_up(VkDeviceSize value, VkDeviceSize alignment)
{
    return (value + alignment - 1) / alignment * alignment;
}

/* Page-aligned host memory imported into a rank's device as a transfer
 * buffer: the memory the library's slots live in. */
void create_host_import(const Rank* rank, HostImport* out, VkDeviceSize maxBytes)
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
                               .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                        VK_BUFFER_USAGE_STORAGE_BUFFER_BIT};
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

void destroy_host_import(const Rank* rank, HostImport* out)
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
double run_copies(const Bench* b, VkDeviceSize bytes, int toHost, uint32_t copies)
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
double copy_bandwidth(const Bench* b, VkDeviceSize bytes, int toHost)
{
    if (bytes == 0)
        return 0.0;
    if (b->opt.warmup)
        run_copies(b, bytes, toHost, b->opt.warmup);
    return (double)bytes * b->opt.iters / run_copies(b, bytes, toHost, b->opt.iters) * 1e-9;
}

static int compare_doubles(const void* a, const void* b)
{
    const double x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

/* Sorts `values`. */
double median(double* values, uint32_t count)
{
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

/* Nearest-rank percentiles, in microseconds, of `count` nanosecond samples (sorted here). */
Percentiles percentiles_us(double* ns, uint32_t count)
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

/* Zeros every rank's device buffer: the wire conversion takes other paths
 * for NaNs and subnormals, and device memory starts with whatever it held. */
void zero_buffers(const Bench* b, VkDeviceSize bytes)
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

/* Host-waits until every semaphore of `list` reaches its value: with the
 * host bridge every semaphore the library hands out is a timeline. */
void wait_list(const Rank* rank, const SemaphoreList* list)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = list->count,
                                .pSemaphores = list->semaphores, .pValues = list->values};
    if (list->count)
        check(vkWaitSemaphores(rank->info.device, &info, TIMEOUT_NS), "vkWaitSemaphores");
}

/* Records one round of `count` elements with four timestamps per rank
 * in pools[r]: 0 and 1 around the library's publish, 2 and 3 around its
 * reduce. */
void record_stamped_round(Bench* b, RecordedRound* rec, const VkQueryPool* pools, uint64_t count,
                          VkarWire wire)
{
    uint32_t r;
    begin_round(b, rec, 0);
    for (r = 0; r < b->rankCount; ++r) {
        vkCmdResetQueryPool(rec->publish[r], pools[r], 0, 4);
        vkCmdWriteTimestamp(rec->publish[r], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pools[r], 0);
        vkCmdWriteTimestamp(rec->reduce[r], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pools[r], 2);
    }
    record_collective(b, rec, count, wire);
    for (r = 0; r < b->rankCount; ++r) {
        vkCmdWriteTimestamp(rec->publish[r], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pools[r], 1);
        vkCmdWriteTimestamp(rec->reduce[r], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pools[r], 3);
    }
    end_round(b, rec);
}

void calibrate(const Rank* rank, uint64_t calibration[2])
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

/* The size after `size`, or 0 past the end (-b 0 steps to 1, as a 0 would
 * never grow). */
uint64_t next_size(const Options* opt, uint64_t size)
{
    if (size == 0)
        return opt->maxBytes >= 1 ? 1 : 0;
    return size <= opt->maxBytes / opt->factor ? size * opt->factor : 0;
}

/* ---- Timing the calls: --per-rank's CPU-time table and the call profile ---- */

const uint32_t prCpuRankCounts[PR_CPU_RANK_COUNTS] = {1, 2, 4};

/* After each batch of calls: the hook, where one is set, hears whether the
 * batch was a warm-up one or which timed batch it was. */
static void batch_done(const Bench* b, uint32_t batch)
{
    const int timed = batch >= PR_CPU_WARMUP_BATCHES;
    if (b->batchDone)
        b->batchDone(timed, timed ? batch - PR_CPU_WARMUP_BATCHES : 0);
}

/* The cost of reading `clock` once (for the thread CPU clock, a system call
 * on Linux): each measured interval includes about one, and it is
 * subtracted. */
double clock_cost(Clock clock)
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
 * batches' means, as a shared machine's noise comes in bursts. */
double time_submit_calls(Bench* b, uint64_t count, Clock clock)
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
        if (batch >= PR_CPU_WARMUP_BATCHES)
            means[batch - PR_CPU_WARMUP_BATCHES] = spent / PR_CPU_BATCH;
        batch_done(b, batch);
    }
    return median(means, PR_CPU_BATCHES);
}

/* Seconds of `clock` per recorded round of `count` elements, medians of the
 * batches' means as above: the library's part (vkarCmdAllreduce,
 * vkarReleaseRound) and the caller's (ring slot and vkBeginCommandBuffer,
 * vkEndCommandBuffer and the semaphore lists, the two vkQueueSubmits per
 * rank). */
void time_record_calls(Bench* b, uint64_t count, Clock clock, double* library, double* caller)
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
            record_collective(b, &rec, count, VKAR_WIRE_F32);
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
        }
        batch_done(b, batch);
    }
    *library = median(libraryMeans, PR_CPU_BATCHES);
    *caller = median(callerMeans, PR_CPU_BATCHES);
}
