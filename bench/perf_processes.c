/* perf_processes.c - vkar_perf --processes (see perf.h). */
#include "perf.h"

/* ---- Ranks in several processes (--processes P) ---------------------------------
 * What spreading a communicator's ranks over processes of one machine
 * (VkarCommCreateInfo::pMultiProcess, docs/processes.md) costs, beside one
 * process holding every rank, in the same run (issue 25, item 5):
 *   - this process makes an id (vkarGetUniqueId) and starts P - 1 copies of
 *     the program (posix_spawn of /proc/self/exe with the same arguments and
 *     --process-id ID --process-index I), as examples/process_allreduce.c
 *     does; process i holds global ranks [i*N/P, (i+1)*N/P) of the -g N
 *     ranks, rank g on device g % devices of --driver's kind. This process
 *     also opens all N ranks again, on the same devices, in a communicator
 *     of its own (one process).
 *   - the measurements go item by item (each latency size, then each sweep
 *     size): every process measures the item with the P-process
 *     communicator, then this one measures it with the one-process
 *     communicator while the others wait on a pipe (blocked, not polling),
 *     then the next item. So both see the machine in the same state, which
 *     on a shared machine drifts by more than the difference measured.
 *   - latency: a stream of chained calls, each waiting on the previous one's
 *     signal (pWaits) as --latency's stream rows: mean per call of a batch
 *     of PROC_LAT_BATCH calls, from the first call until the host has seen
 *     every one of its ranks' last signal, PROC_LAT_BATCHES batches;
 *     percentiles over the batches. Bandwidth: NCCL's table (as the default
 *     sweep, without the baselines): -w untimed and -n timed calls per size
 *     back to back, the host waiting for the last; #wrong from the same
 *     two-round check, every process checking its own ranks against the sum
 *     of every global rank's inputs.
 *   - each process times its own ranks; the children send their figures
 *     through a pipe (their stdout) at the end. Shown for the P processes:
 *     the slowest process's figure (each percentile and time its maximum
 *     over the processes; #wrong their sum).
 * Every process must make the same calls, so nothing here is timed by the
 * clock (no time-based warm-up). Slots do not grow across processes (16 MiB
 * each by default): larger calls run several rounds there, and in one
 * process the slots grow instead. */

#define PROC_LAT_BATCH 16
#define PROC_LAT_BATCHES 50
#define PROC_LAT_WARMUP 70 /* more than the library's ring of 64 */
#define PROC_MAX_SIZES 64
#define PROC_RESULT "vkar_perf-result" /* a child's lines for the parent start with this */

static const uint64_t latencySizes[] = {4, 16, 64, 256, 1024, 4096, 16384, 65536};
#define PROC_LAT_SIZES (sizeof latencySizes / sizeof latencySizes[0])

typedef struct PartResults {
    Percentiles latency[PROC_LAT_SIZES];
    double libraryCpu[PROC_LAT_SIZES]; /* us per call: the library's threads' CPU time in the stream */
    uint32_t sweepCount;
    uint64_t sweepBytes[PROC_MAX_SIZES];
    double sweepUs[PROC_MAX_SIZES];
    uint64_t wrong[PROC_MAX_SIZES];
    VkarSyncMode syncMode;
    VkarReleaseMode releaseMode;
    char device[sizeof(((Rank*)0)->name)];
} PartResults;

#ifdef __linux__

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

#define PROC_MAX_THREADS 16

/* A part's communicator's own threads (bridge), for their CPU time. */
typedef struct PartThreads {
    uint32_t count;
    LibraryClock clocks[PROC_MAX_THREADS];
} PartThreads;

static uint32_t first_rank(const Options* opt, uint32_t process)
{
    return process * opt->ranks / opt->processes;
}

/* One call of the stream: chained as the next layer would call it. */
static void stream_call(Bench* b, uint64_t count)
{
    if (b->opt.api == API_RECORD)
        record_round(b, 0, count);
    else
        chained_submit(b, count);
}

/* *libraryCpu: the library's threads' CPU time per call, us. */
static Percentiles measure_stream(Bench* b, const PartThreads* threads, uint64_t bytes, double* libraryCpu)
{
    double ns[PROC_LAT_BATCHES], cpu;
    uint32_t batch, i;
    for (i = 0; i < PROC_LAT_WARMUP; ++i)
        stream_call(b, bytes / sizeof(float));
    spin_all(b);
    cpu = library_cpu_seconds(threads->clocks, threads->count);
    for (batch = 0; batch < PROC_LAT_BATCHES; ++batch) {
        const uint64_t start = monotonic_ns();
        for (i = 0; i < PROC_LAT_BATCH; ++i)
            stream_call(b, bytes / sizeof(float));
        spin_all(b);
        ns[batch] = (double)(monotonic_ns() - start) / PROC_LAT_BATCH;
    }
    *libraryCpu = (library_cpu_seconds(threads->clocks, threads->count) - cpu) * 1e6 /
                  (PROC_LAT_BATCHES * PROC_LAT_BATCH);
    return percentiles_us(ns, PROC_LAT_BATCHES);
}

/* Opens global ranks [first, first + count) of the -g ranks and a
 * communicator over them: with `id`, this process's part of one over every
 * process; without, one of its own. */
static void open_part(Bench* b, VkInstance instance, const VkarUniqueId* id, uint32_t first, uint32_t count,
                      VkarMultiProcessInfo* multiProcess, uint32_t* globals, PartThreads* threads)
{
    const Options* opt = &b->opt;
    const VkDeviceSize bufferBytes = opt->maxBytes > latencySizes[PROC_LAT_SIZES - 1]
                                         ? opt->maxBytes
                                         : latencySizes[PROC_LAT_SIZES - 1];
    VkPhysicalDevice picked[COMMON_MAX_PHYSICAL_DEVICES];
    const uint32_t pickedCount = physical_devices_of_kind(instance, opt->driver == DRIVER_LAVAPIPE, picked);
    uint32_t r, mark;
    if (pickedCount == 0) {
        fprintf(stderr, "vkar_perf: no %s Vulkan device found\n", opt->driver == DRIVER_GPU ? "GPU" : "CPU");
        exit(1);
    }
    b->instance = instance;
    b->chainPublishes = 1; /* the record API's stream: each publish waits on the previous round */
    b->rankCount = count;
    for (r = 0; r < count; ++r) {
        b->ranks[r].info.physicalDevice = picked[(first + r) % pickedCount];
        globals[r] = first + r;
    }
    setup_ranks(b, bufferBytes);
    zero_buffers(b, bufferBytes);
    b->multiProcess = NULL;
    if (id) {
        memset(multiProcess, 0, sizeof *multiProcess);
        multiProcess->uniqueId = *id;
        multiProcess->globalRankCount = opt->ranks;
        multiProcess->pGlobalRanks = globals;
        b->multiProcess = multiProcess;
        b->globalRankBase = first;
        b->globalRankCount = opt->ranks;
    }
    mark = library_thread_mark();
    create_comm(b);
    threads->count = library_thread_clocks(mark, threads->clocks, PROC_MAX_THREADS);
}

static void close_part(Bench* b, PartResults* out)
{
    out->syncMode = b->props.syncMode;
    out->releaseMode = b->props.releaseMode;
    memcpy(out->device, b->ranks[0].name, sizeof out->device);
    close_comm(b);
    destroy_ranks(b);
    b->multiProcess = NULL;
}

/* The items, in order: each latency size, then each sweep size. */
static uint32_t item_count(const Options* opt)
{
    uint32_t n = PROC_LAT_SIZES;
    uint64_t size;
    for (size = opt->minBytes; size && n < PROC_LAT_SIZES + PROC_MAX_SIZES; size = next_size(opt, size))
        ++n;
    return n;
}

static void measure_item(Bench* b, const PartThreads* threads, uint32_t item, PartResults* out)
{
    const Options* opt = &b->opt;
    uint64_t size = opt->minBytes, elements;
    uint32_t i;
    if (item < PROC_LAT_SIZES) {
        out->latency[item] = measure_stream(b, threads, latencySizes[item], &out->libraryCpu[item]);
        return;
    }
    for (i = PROC_LAT_SIZES; i < item; ++i)
        size = next_size(opt, size);
    elements = size / sizeof(float);
    i = item - PROC_LAT_SIZES;
    out->sweepCount = i + 1;
    out->sweepBytes[i] = elements * sizeof(float);
    out->wrong[i] = opt->check ? check_collective(b, elements) : 0;
    out->sweepUs[i] = time_collective(b, elements) * 1e6;
}

/* ---- Children: started, heard, waited for -------------------------------------- */

/* Starts process `process`: *readFd reads its stdout (its figures), *goFd
 * writes its stdin (one byte per item: measure it). */
static pid_t start_child(int argc, char** argv, const VkarUniqueId* id, uint32_t process, int* readFd, int* goFd)
{
    char** args = (char**)checked_calloc((size_t)argc + 5, sizeof *args);
    char index[12];
    posix_spawn_file_actions_t actions;
    int fds[2], go[2], a;
    pid_t pid;
    for (a = 0; a < argc; ++a)
        args[a] = argv[a];
    snprintf(index, sizeof index, "%u", process);
    args[a++] = (char*)"--process-id";
    args[a++] = (char*)id->text;
    args[a++] = (char*)"--process-index";
    args[a++] = index;
    args[a] = NULL;
    if (pipe(fds) != 0 || pipe(go) != 0 || fcntl(fds[0], F_SETFD, FD_CLOEXEC) != 0 ||
        fcntl(fds[1], F_SETFD, FD_CLOEXEC) != 0 || fcntl(go[0], F_SETFD, FD_CLOEXEC) != 0 ||
        fcntl(go[1], F_SETFD, FD_CLOEXEC) != 0) {
        fprintf(stderr, "vkar_perf: cannot make pipes for process %u\n", process);
        exit(1);
    }
    fflush(stdout);
    posix_spawn_file_actions_init(&actions);
    /* the child's stdout and stdin (dup2 clears FD_CLOEXEC there) */
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
    posix_spawn_file_actions_adddup2(&actions, go[0], 0);
    if (posix_spawn(&pid, "/proc/self/exe", &actions, NULL, args, environ) != 0) {
        fprintf(stderr, "vkar_perf: cannot start process %u\n", process);
        exit(1);
    }
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    close(go[0]);
    free(args);
    *readFd = fds[0];
    *goFd = go[1];
    return pid;
}

/* A child's figures, as print_part_results wrote them; other lines go to stderr. */
static void read_child(int fd, uint32_t process, PartResults* out)
{
    FILE* in = fdopen(fd, "r");
    char line[512];
    uint32_t latencies = 0;
    if (!in) {
        fprintf(stderr, "vkar_perf: cannot read process %u\n", process);
        exit(1);
    }
    memset(out, 0, sizeof *out);
    while (fgets(line, sizeof line, in)) {
        unsigned long long bytes, wrong;
        Percentiles p;
        double us;
        double cpu;
        if (sscanf(line, PROC_RESULT " lat %llu %lf %lf %lf %lf %lf", &bytes, &p.p50, &p.p90, &p.p99, &p.max, &cpu) ==
                6 &&
            latencies < PROC_LAT_SIZES) {
            out->libraryCpu[latencies] = cpu;
            out->latency[latencies++] = p;
        }
        else if (sscanf(line, PROC_RESULT " bw %llu %lf %llu", &bytes, &us, &wrong) == 3 &&
                 out->sweepCount < PROC_MAX_SIZES) {
            out->sweepBytes[out->sweepCount] = bytes;
            out->sweepUs[out->sweepCount] = us;
            out->wrong[out->sweepCount++] = wrong;
        } else {
            fprintf(stderr, "process %u: %s", process, line);
        }
    }
    fclose(in);
}

static void print_part_results(const PartResults* res)
{
    uint32_t i;
    for (i = 0; i < PROC_LAT_SIZES; ++i)
        printf(PROC_RESULT " lat %llu %.3f %.3f %.3f %.3f %.3f\n", (unsigned long long)latencySizes[i],
               res->latency[i].p50, res->latency[i].p90, res->latency[i].p99, res->latency[i].max, res->libraryCpu[i]);
    for (i = 0; i < res->sweepCount; ++i)
        printf(PROC_RESULT " bw %llu %.3f %llu\n", (unsigned long long)res->sweepBytes[i], res->sweepUs[i],
               (unsigned long long)res->wrong[i]);
    fflush(stdout);
}

static double max_of(double a, double b)
{
    return a > b ? a : b;
}

/* The slowest process's figures into *all; #wrong and CPU time summed. */
static void merge_results(PartResults* all, const PartResults* other)
{
    uint32_t i;
    for (i = 0; i < PROC_LAT_SIZES; ++i) {
        all->latency[i].p50 = max_of(all->latency[i].p50, other->latency[i].p50);
        all->latency[i].p90 = max_of(all->latency[i].p90, other->latency[i].p90);
        all->latency[i].p99 = max_of(all->latency[i].p99, other->latency[i].p99);
        all->latency[i].max = max_of(all->latency[i].max, other->latency[i].max);
        all->libraryCpu[i] += other->libraryCpu[i];
    }
    for (i = 0; i < all->sweepCount && i < other->sweepCount; ++i) {
        all->sweepUs[i] = max_of(all->sweepUs[i], other->sweepUs[i]);
        all->wrong[i] += other->wrong[i];
    }
    if (other->sweepCount != all->sweepCount) {
        fprintf(stderr, "vkar_perf: a process reported %u sizes, not %u\n", other->sweepCount, all->sweepCount);
        all->wrong[0] += 1;
    }
}

/* ---- Output ---------------------------------------------------------------------- */

static void format_us(char* out, size_t size, double us)
{
    snprintf(out, size, us < 100.0 ? "%7.2f" : us < 100000.0 ? "%7.1f" : "%7.0f", us);
}

static void print_results(const Bench* b, const PartResults* split, const PartResults* single)
{
    const Options* opt = &b->opt;
    const double n = opt->ranks;
    uint64_t wrong = 0;
    uint32_t p, i;
    printf("# vkar_perf --processes %u: %u ranks, api %s, sync %s, release %s, driver %s [%s]\n", opt->processes,
           opt->ranks, apiNames[opt->api], split->syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge",
           releaseNames[split->releaseMode], driverNames[opt->driver], split->device);
    printf("#  %u processes:", opt->processes);
    for (p = 0; p < opt->processes; ++p)
        printf(" process %u holds ranks %u-%u;", p, first_rank(opt, p), first_rank(opt, p + 1) - 1);
    printf("\n#  one process: ranks 0-%u (sync %s, release %s)\n", opt->ranks - 1,
           single->syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge", releaseNames[single->releaseMode]);
    printf("#  %u processes' figures are the slowest process's (each its own ranks', from its first call);\n"
           "#  measured size by size, each size with the %u processes, then in one process (the others blocked)\n#\n",
           opt->processes, opt->processes);
    printf("# Small calls: stream of chained calls (each waits on the previous one's signal), us per call:\n"
           "# mean of a batch of %u, percentiles over %u batches; ratio = %u processes / one process (p50);\n"
           "# lib cpu = the library's threads' CPU time per call (the bridges of every process, summed)\n",
           PROC_LAT_BATCH, PROC_LAT_BATCHES, opt->processes);
    printf("#      bytes   %2u procs p50      p90      p99  lib cpu   one proc p50      p90      p99  lib cpu   ratio\n",
           opt->processes);
    for (i = 0; i < PROC_LAT_SIZES; ++i) {
        const Percentiles* s = &split->latency[i];
        const Percentiles* o = &single->latency[i];
        printf("%12llu  %12.1f %8.1f %8.1f %8.1f  %12.1f %8.1f %8.1f %8.1f  %6.2f\n",
               (unsigned long long)latencySizes[i], s->p50, s->p90, s->p99, split->libraryCpu[i], o->p50, o->p90,
               o->p99, single->libraryCpu[i], o->p50 > 0 ? s->p50 / o->p50 : 0.0);
    }
    printf("#\n# Bandwidth (in place; -n %u timed calls per size after -w %u); ratio = time, %u processes / one\n",
           opt->iters, opt->warmup, opt->processes);
    printf("#                                                  %2u processes                    one process\n",
           opt->processes);
    printf("#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw"
           "   busbw #wrong   ratio\n");
    printf("#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)"
           "  (GB/s)           (x)\n");
    for (i = 0; i < split->sweepCount && i < single->sweepCount; ++i) {
        const double bytes = (double)split->sweepBytes[i];
        const double algbw[2] = {split->sweepUs[i] > 0 ? bytes / split->sweepUs[i] * 1e-3 : 0.0,
                                 single->sweepUs[i] > 0 ? bytes / single->sweepUs[i] * 1e-3 : 0.0};
        char times[2][32], wrongs[2][32];
        format_us(times[0], sizeof times[0], split->sweepUs[i]);
        format_us(times[1], sizeof times[1], single->sweepUs[i]);
        snprintf(wrongs[0], sizeof wrongs[0], opt->check ? "%llu" : "N/A", (unsigned long long)split->wrong[i]);
        snprintf(wrongs[1], sizeof wrongs[1], opt->check ? "%llu" : "N/A", (unsigned long long)single->wrong[i]);
        printf("%12llu  %12llu  %8s  %6s  %6d  %7s  %6.2f  %6.2f  %5s  %7s  %6.2f  %6.2f  %5s  %6.2f\n",
               (unsigned long long)split->sweepBytes[i], (unsigned long long)split->sweepBytes[i] / sizeof(float),
               "float", "sum", -1, times[0], algbw[0], algbw[0] * 2.0 * (n - 1.0) / n, wrongs[0], times[1], algbw[1],
               algbw[1] * 2.0 * (n - 1.0) / n, wrongs[1],
               single->sweepUs[i] > 0 ? split->sweepUs[i] / single->sweepUs[i] : 0.0);
        wrong += split->wrong[i] + single->wrong[i];
    }
    printf("# Wrong elements (all sizes, all ranks, both runs): %llu %s\n#\n", (unsigned long long)wrong,
           !opt->check ? "(not checked)" : wrong ? "FAILED" : "OK");
}

int run_processes(Bench* b, int argc, char** argv)
{
    static PartResults split, single, child;
    static uint32_t globals[MAX_RANKS], allGlobals[MAX_RANKS];
    const Options* opt = &b->opt;
    const uint32_t items = item_count(opt);
    VkInstance instance = create_instance("vkar_perf");
    VkarMultiProcessInfo multiProcess;
    PartThreads threads, oneThreads;
    pid_t pids[MAX_RANKS];
    int fds[MAX_RANKS], goFds[MAX_RANKS], ok = 1, status;
    VkarUniqueId id;
    Bench* one;
    uint32_t p, item;
    uint64_t wrong = 0;
    memset(&id, 0, sizeof id);
    if (opt->processId) { /* a child: its part, item by item when told, its figures to the parent */
        const uint32_t process = opt->processIndex;
        memcpy(id.text, opt->processId, strlen(opt->processId));
        open_part(b, instance, &id, first_rank(opt, process), first_rank(opt, process + 1) - first_rank(opt, process),
                  &multiProcess, globals, &threads);
        for (item = 0; item < items; ++item) {
            char go;
            if (read(0, &go, 1) != 1) {
                fprintf(stderr, "vkar_perf: process %u: the first process is gone\n", process);
                return 1;
            }
            measure_item(b, &threads, item, &split);
        }
        close_part(b, &split);
        vkDestroyInstance(instance, NULL);
        print_part_results(&split);
        return 0;
    }
    check(vkarGetUniqueId(&id), "vkarGetUniqueId");
    for (p = 1; p < opt->processes; ++p)
        pids[p] = start_child(argc, argv, &id, p, &fds[p], &goFds[p]);
    open_part(b, instance, &id, 0, first_rank(opt, 1), &multiProcess, globals, &threads);
    one = (Bench*)checked_calloc(1, sizeof *one);
    one->opt = *opt;
    open_part(one, instance, NULL, 0, opt->ranks, NULL, allGlobals, &oneThreads);
    for (item = 0; item < items; ++item) {
        for (p = 1; p < opt->processes; ++p)
            if (write(goFds[p], "g", 1) != 1) {
                fprintf(stderr, "vkar_perf: process %u is gone\n", p);
                return 1;
            }
        measure_item(b, &threads, item, &split);
        measure_item(one, &oneThreads, item, &single);
    }
    for (p = 1; p < opt->processes; ++p)
        close(goFds[p]);
    close_part(b, &split);
    close_part(one, &single);
    free(one);
    vkDestroyInstance(instance, NULL);
    for (p = 1; p < opt->processes; ++p) {
        read_child(fds[p], p, &child);
        if (waitpid(pids[p], &status, 0) != pids[p] || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "vkar_perf: process %u failed\n", p);
            ok = 0;
        }
        merge_results(&split, &child);
    }
    if (!ok)
        return 1;
    print_results(b, &split, &single);
    for (item = 0; item < split.sweepCount && item < single.sweepCount; ++item)
        wrong += split.wrong[item] + single.wrong[item];
    return wrong ? 1 : 0;
}

#else /* not Linux */

int run_processes(Bench* b, int argc, char** argv)
{
    (void)b, (void)argc, (void)argv;
    fprintf(stderr, "vkar_perf: --processes needs Linux (ranks in several processes: docs/processes.md)\n");
    return 2;
}

#endif
