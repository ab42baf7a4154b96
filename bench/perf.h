/* perf.h - what the parts of vkar_perf share: its options, its ranks and
 * buffers, their command line (bench/perf_options.c: the usage, the parser
 * and the names of option values), and the core they all run on
 * (bench/perf_core.c: the library's threads, devices, submissions,
 * communicators, every collective through either API, the copy
 * baselines, the statistics, the timing of calls), and the check
 * (bench/perf_check.c: inputs and the host reference of every collective,
 * op and type, which #wrong counts against). Each
 * mode of the program is a file of its own:
 *   vkar_perf.c      the NCCL-style sweep, and main
 *   perf_per_rank.c  --per-rank: what one rank costs, beside its baselines
 *   perf_profile.c   the call profile: every Vulkan call the library makes,
 *                    timed (--per-rank's CPU-time table)
 *   perf_latency.c   --latency: small all-reduces (and another collective), per call
 *   perf_duplex.c    --duplex: the PCIe copy limits; the part that compiles
 *                    the library, as the one that uses its internals (and
 *                    starts the library's threads through the core's
 *                    bench_named_thread_main)
 *   perf_sync_cost.c --sync-cost: a round's SYNC_FD exports and imports and
 *                    its CPU time, by rank count
 *   perf_processes.c --processes: latency and bandwidth with the ranks in
 *                    several processes, beside one process
 *   perf_epilogue.c  --epilogue: the fused residual add and RMS norm against
 *                    separate dispatches after the all-reduce
 * Calls go one way: main to each mode, --per-rank and --sync-cost to the
 * profile, every part to the core; the core calls no part (it reaches the
 * profile through Bench's hooks). The program's usage is at the top of
 * vkar_perf.c. */
#ifndef VKAR_PERF_H
#define VKAR_PERF_H

/* clock_gettime and posix_memalign under strict C99, in every part (the
 * header defines it only where its implementation is compiled). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "../vk_allreduce.h"

#define COMMON_PROGRAM "vkar_perf"
#include "../examples/common.h" /* the Vulkan setup the examples and the bench share */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- Options, ranks and results ---- */

#define MAX_RANKS 64
/* Command buffer pairs per rank for the record API: a pair is re-recorded
 * only once its round has finished, so this bounds the rounds queued ahead. */
#define RECORD_RING 64
#define TIMEOUT_NS 120000000000ull
/* The raw copy baseline moves each copy to fresh host memory within this
 * span, larger than twice a GPU's L2 cache: copying the same host bytes
 * again ran at 140-240 GB/s on an H200 at 2-8 MiB, above what PCIe carries,
 * so the repeated bytes came from a cache and not over the bus. */
#define COPY_SPAN ((VkDeviceSize)128 << 20)
#define WARM_UP_SECONDS 0.2 /* untimed all-reduces before the sweep */

typedef enum Api { API_SUBMIT, API_RECORD } Api;
/* What each call runs (-c): nccl-tests' five collectives, in place, and
 * its sendrecv and alltoall, out of place (point to point: the elements
 * move as they are, from every rank's input region to its output region,
 * Bench::outputOffset). */
typedef enum Collective {
    COLL_ALLREDUCE,
    COLL_REDUCE,
    COLL_BROADCAST,
    COLL_REDUCE_SCATTER,
    COLL_ALL_GATHER,
    COLL_SEND_RECV,
    COLL_ALL_TO_ALL,
    COLLECTIVES
} Collective;
typedef enum Driver { DRIVER_GPU, DRIVER_LAVAPIPE } Driver;

typedef struct Options {
    uint64_t minBytes, maxBytes, factor;
    uint32_t iters, warmup, ranks;
    int check;
    Collective collective; /* -c NAME */
    int everyCollective;   /* --latency -c all */
    VkarDataType type;     /* -d */
    VkarReduceOp op;       /* -o */
    uint32_t root;         /* -r: reduce's and broadcast's */
    VkarWire wire;
    VkarAlgorithm algorithm; /* the submit API's */
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
    int ranksGiven; /* -g was given */
    int syncCost;   /* --sync-cost: SYNC_FD calls and CPU time per round by rank count */
    int epilogue;   /* --epilogue: the fused epilogue against separate dispatches */
    uint32_t processes;     /* --processes P: the ranks over P processes, beside one process */
    const char* processId;  /* --process-id: a child of --processes (the communicator's id) */
    uint32_t processIndex;  /* --process-index: that child's index, 1..P-1 */
} Options;

typedef struct Rank {
    VkarRankInfo info;
    /* "device (driver, version)", from check_device */
    char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE + VK_MAX_DRIVER_NAME_SIZE + VK_MAX_DRIVER_INFO_SIZE + 8];
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
    /* The call profile's hooks (perf_profile.c sets them while it measures;
     * NULL otherwise): the vkGetInstanceProcAddr create_comm hands the
     * library (NULL: the loader's), and what time_submit_calls and
     * time_record_calls call after each batch, a warm-up one (timed 0) or
     * timed batch `batch`. */
    PFN_vkGetInstanceProcAddr getInstanceProcAddr;
    void (*batchDone)(int timed, uint32_t batch);
    int chainPublishes; /* each recorded publish waits on the previous round's reduce signal */
    int submitTogether; /* record_round: with the host bridge, a rank's publish and reduce in one vkQueueSubmit */
    VkarCmdAllreduceFlags recordFlags; /* record_collective's VkarCmdCollectiveInfo::flags */
    /* --processes: this process's part of a communicator over several
     * (NULL: every rank here); the check then sums globalRankCount ranks'
     * inputs, this process's rank r being global rank globalRankBase + r. */
    const VkarMultiProcessInfo* multiProcess;
    uint32_t globalRankBase, globalRankCount;
    uint32_t logLines; /* the library's log lines (create_comm's pfnLog counts them) */
    /* Where an out-of-place call's output region starts in every rank's
     * buffer (plan_buffers), past the largest input. */
    VkDeviceSize outputOffset;
    /* The check's ping-pong: every second out-of-place call of a run reads
     * the output region and writes the input region, so that it moves the
     * previous call's results on. */
    int pingPong;
} Bench;

typedef struct Result {
    uint64_t bytes, count, wrong;
    VkarWire wire;
    VkarAlgorithm algorithm; /* resolved: one- or two-shot */
    double us, algbw, busbw, naiveUs, d2h, h2d;
} Result;

/* ---- The call profile (perf_profile.c), which --per-rank reads ---- */

/* The kinds of Vulkan call the library makes on its hot path. */
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
    CALL_PROFILE_COLUMNS, /* --per-rank's table shows the kinds above */
    CALL_EXPORT_FD = CALL_PROFILE_COLUMNS, /* vkGetSemaphoreFdKHR (SYNC_FD mode) */
    CALL_IMPORT_FD,                        /* vkImportSemaphoreFdKHR */
    CALL_KINDS
};

#define PROFILE_BATCHES 32 /* timed batches of calls, each kept apart */

/* [0]: the thread that called profile_reset, [1]: any other (the bridge). */
typedef struct CallProfile {
    pthread_t caller;
    uint64_t calls[2][CALL_KINDS];
    uint64_t ns[2][CALL_KINDS];
    uint64_t batchNs[PROFILE_BATCHES][CALL_KINDS]; /* the calling thread's, per timed batch */
    uint64_t lastSignalNs; /* when the latest release (vkSignalSemaphore or vkSetEvent) began */
} CallProfile;

/* ---- Measuring: what --per-rank, --latency and the core share ---- */

#define PR_MAX_RANKS 8 /* --per-rank's ranks, all on the first device */
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Four timestamp queries per rank: publish start and end, reduce start and
 * end (the raw copies use rank 0's first two). Every rank is on one device. */
typedef struct Timestamps {
    VkQueryPool pools[PR_MAX_RANKS];
    double periodNs;
    uint64_t mask; /* timestampValidBits: the counter wraps there */
} Timestamps;

typedef struct Percentiles {
    double p50, p90, p99, max;
} Percentiles;

/* One recorded round in flight: its command buffers and what each rank's two
 * submissions carry, copied out of the communicator's arrays (they are valid
 * only until the next call). */
typedef struct RecordedRound {
    uint32_t slot;
    uint64_t round;
    uint64_t first; /* the round's first element of every rank's buffer */
    int reversed;   /* out of place: from the output region to the input region (Bench::pingPong) */
    VkarBufferRange buffers[MAX_RANKS], outputs[MAX_RANKS];
    VkCommandBuffer publish[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
    SemaphoreList publishSignals[MAX_RANKS], reduceWaits[MAX_RANKS], reduceSignals[MAX_RANKS];
    uint64_t previous[MAX_RANKS]; /* the rank's timeline value before this round's reduce */
} RecordedRound;

/* What the CPU-time tables read: the calling thread's CPU time, or the wall clock (seconds). */
typedef double (*Clock)(void);

/* --per-rank's CPU-time figures, which the call profile shares */
#define PR_CPU_BATCH 16       /* calls timed back to back, then the queues drained untimed, */
#define PR_CPU_BATCHES PROFILE_BATCHES /* so that no call waits for rounds in flight, */
#define PR_CPU_WARMUP_BATCHES 4 /* after untimed ones that fill the library's ring of 64 rounds */
#define PR_CPU_RANK_COUNTS 3
extern const uint32_t prCpuRankCounts[PR_CPU_RANK_COUNTS]; /* ranks sharing the GPU, per table row */
#define PR_SMALL_BYTES 4096   /* CPU time and latency: a size where the GPU work is negligible */

/* perf_options.c: the names option values take, by enum value */
extern const char* const wireNames[];
extern const char* const algorithmNames[];
extern const char* const syncNames[];
extern const char* const releaseNames[];
extern const char* const apiNames[];
extern const char* const driverNames[];
extern const char* const collectiveNames[];
extern const char* const typeNames[]; /* nccl-tests' names, by VkarDataType */
extern const char* const opNames[];
extern CallProfile profile;

/* ---- Shared functions, by the file that defines them ---- */

/* perf_options.c */
Options parse_options(int argc, char** argv);

/* perf_core.c */
#ifndef _WIN32
/* The library's threads (POSIX): perf_duplex.c's VKAR_THREAD_CREATE starts
 * them through bench_named_thread_main and logs them with
 * bench_thread_created (`function`: the start function's name). Threads
 * started from a mark on: library_threads_since. */
#define LIBRARY_THREAD_LOG 256
typedef struct LibraryThread {
    pthread_t thread;
    char name[16];
} LibraryThread;
void* bench_thread_start(void* (*start)(void*), void* arg, const char* function);
void* bench_named_thread_main(void* start);
int bench_thread_created(int result, const void* thread, const char* function);
uint32_t library_thread_mark(void);
uint32_t library_threads_since(uint32_t mark, LibraryThread* out, uint32_t max);
/* Their CPU clocks (pthread_getcpuclockid), valid while their communicator lives. */
typedef struct LibraryClock {
    clockid_t id;
    char name[16];
} LibraryClock;
uint32_t library_thread_clocks(uint32_t mark, LibraryClock* out, uint32_t max);
double clock_seconds(clockid_t id);
double library_cpu_seconds(const LibraryClock* clocks, uint32_t count);
#endif
void bench_log(void* userData, VkarLogSeverity severity, const char* message);
double thread_cpu_seconds(void);
void spin_all(const Bench* b);
void chained_submit(Bench* b, uint64_t count);
uint32_t type_bytes(VkarDataType type);
uint32_t global_rank_count(const Bench* b);
uint32_t global_rank(const Bench* b, uint32_t r);
int out_of_place(Collective collective);
uint64_t count_for_bytes(const Bench* b, uint64_t bytes);
uint64_t call_elements(const Bench* b, uint64_t count);
uint64_t round_elements(const Bench* b);
VkarWire call_wire(const Bench* b, uint64_t count, VkarWire wire);
const char* call_name(const Options* opt, int recorded);
void check_call(VkResult res, const char* call);
uint64_t monotonic_ns(void);
void choose_rank_devices(Bench* b);
VkDeviceSize plan_buffers(Bench* b, uint64_t maxBytes, int outOfPlace);
void setup_ranks(Bench* b, VkDeviceSize maxBytes);
void destroy_ranks(Bench* b);
VkResult try_create_comm(Bench* b);
void create_comm(Bench* b);
void cmd_full_barrier(VkCommandBuffer cmd);
void submit(const Rank* rank, VkCommandBuffer cmd, const SemaphoreList* waits, const SemaphoreList* signals);
void submit_publish_and_reduce(const Bench* b, const RecordedRound* rec, uint32_t r);
void submit_plain(const Rank* rank, VkCommandBuffer cmd);
void wait_value(const Rank* rank, uint64_t value);
void begin_round(Bench* b, RecordedRound* rec, uint64_t first);
void record_collective(Bench* b, RecordedRound* rec, uint64_t count, VkarWire wire);
void end_round(Bench* b, RecordedRound* rec);
void submit_publish(const Bench* b, const RecordedRound* rec, uint32_t r);
void submit_reduce(const Bench* b, const RecordedRound* rec, uint32_t r);
void record_round(Bench* b, uint64_t first, uint64_t count);
void warm_up(Bench* b, uint64_t count, double seconds);
void run_collectives(Bench* b, uint64_t count, uint32_t iters);
double time_collective(Bench* b, uint64_t count);
void transfer_all(const Bench* b, VkDeviceSize offset, VkDeviceSize bytes, int toHost);
int naive_applies(const Options* opt);
double time_naive(const Bench* b, uint64_t count);
VkDeviceSize round_up(VkDeviceSize value, VkDeviceSize alignment);
void create_host_import(const Rank* rank, HostImport* out, VkDeviceSize maxBytes);
void destroy_host_import(const Rank* rank, HostImport* out);
double run_copies(const Bench* b, VkDeviceSize bytes, int toHost, uint32_t copies);
double copy_bandwidth(const Bench* b, VkDeviceSize bytes, int toHost);
double median(double* values, uint32_t count);
Percentiles percentiles_us(double* ns, uint32_t count);
void zero_buffers(const Bench* b, VkDeviceSize bytes);
void wait_list(const Rank* rank, const SemaphoreList* list);
void record_stamped_round(Bench* b, RecordedRound* rec, const VkQueryPool* pools, uint64_t count,
                          VkarWire wire);
void calibrate(const Rank* rank, uint64_t calibration[2]);
uint64_t next_size(const Options* opt, uint64_t size);
void open_comm(Bench* b, uint32_t n);
void close_comm(Bench* b);
double clock_cost(Clock clock);
double time_submit_calls(Bench* b, uint64_t count, Clock clock);
void time_record_calls(Bench* b, uint64_t count, Clock clock, double* library, double* caller);

/* perf_check.c */
uint64_t check_collective(Bench* b, uint64_t count);

/* perf_profile.c */
void profile_reset(void);
VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL timed_get_instance_proc_addr(VkInstance instance, const char* name);
void measure_and_print_profile(Bench* b);

/* perf_per_rank.c */
int run_per_rank(Bench* b);

/* perf_latency.c */
int run_latency(Bench* b);

/* perf_duplex.c */
int run_duplex(Bench* b);

/* perf_sync_cost.c */
int run_sync_cost(Bench* b);

/* perf_processes.c */
int run_processes(Bench* b, int argc, char** argv);

/* perf_epilogue.c */
int run_epilogue(Bench* b);

#endif /* VKAR_PERF_H */
