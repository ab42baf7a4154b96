/* perf_sync_cost.c - vkar_perf --sync-cost (see perf.h). */
#include "perf.h"

/* ---- SYNC_FD cost by rank count (--sync-cost) ----------------------------------
 * What a SYNC_FD round costs the host as ranks are added (issue 25, item 1),
 * beside the host bridge in the same run: for N = 2 .. -g ranks (VkDevices
 * on the first device of --driver's kind), one communicator each, created
 * with the call profile's vkGetInstanceProcAddr (perf_profile.c).
 *   - calls: batches of SC_BATCH vkarAllreduce calls of 4 KiB F32 (one round
 *     each), without pWaits (SYNC_FD releases only such calls on the GPUs),
 *     each signalling every rank's timeline; after each batch the host waits
 *     for the last signals. SC_WARMUP_BATCHES untimed batches first (more
 *     rounds than the library's ring of 64), then -n timed ones.
 *   - exports, imports: every vkGetSemaphoreFdKHR and vkImportSemaphoreFdKHR
 *     the library makes, on any of its threads, counted by the profile's
 *     wrappers, per round (rounds: vkarGetCommStatus's submittedRound).
 *   - sync_fd%: the rounds the GPUs released through SYNC_FD, as imports /
 *     (N x rounds): each such round imports one sync file per rank. The
 *     library hands a round to the host bridge when the previous round's
 *     exports are still running at the call (not logged), or when they end
 *     after VKAR_EXPORT_WAIT_NS (logged: `log` counts the library's lines).
 *   - CPU time, which threads: the calling thread's (CLOCK_THREAD_CPUTIME_ID
 *     around each batch's calls: the bench's wait after them is not the
 *     library's) plus the library's own threads'. Those are told apart by
 *     how they start: perf_duplex.c compiles the library with
 *     VKAR_THREAD_CREATE routed through the core, which names each thread
 *     after its start function (vkar-bridge, vkar-exporter) and logs it; the
 *     threads logged while vkarCreateComm ran are this communicator's, and
 *     their clocks (pthread_getcpuclockid) are read after each batch's wait,
 *     back to back with the next batch, so all they do for the rounds
 *     counts, their polling included. The driver's threads (lavapipe's queue
 *     and rasterizer threads) are not counted, nor is the process's time.
 *   - figures: medians over the batches of each batch's microseconds per
 *     round (a shared machine's noise comes in bursts); total is the median
 *     of the batches' caller + library sums, so the columns need not add up;
 *     per rank = total / N; ratio = per rank / per rank at 2 ranks.
 *   - where the calling thread's wall time goes (second table, wall clock
 *     per round): inside vkarAllreduce, in vkQueueSubmit, in
 *     vkImportSemaphoreFdKHR, in the library's other Vulkan calls, and the
 *     rest (the library's own code and its wait for the exports); and the
 *     exporter's wall time in vkGetSemaphoreFdKHR (lavapipe's export returns
 *     only once the publish has run). */

#define SC_BATCH 16
#define SC_WARMUP_BATCHES 8
#define SC_MAX_BATCHES 1000
#define SC_THREAD_KINDS 3 /* bridge, exporter, any other */
#define SC_MAX_THREADS 16


typedef struct SyncCostRow {
    VkarSyncMode mode;
    uint32_t ranks;
    uint64_t rounds, logLines;
    double exports, imports, syncFdShare;          /* per round; share of rounds */
    double caller, threads[SC_THREAD_KINDS], total; /* CPU us per round, medians */
    double callWall, submitWall, importWall, otherVkWall, exportWall; /* wall us per round, means */
    uint64_t fromNs, toNs; /* the timed batches, CLOCK_MONOTONIC */
} SyncCostRow;

#ifndef _WIN32

static const char* const threadKinds[SC_THREAD_KINDS] = {"vkar-bridge", "vkar-exporter", ""};

typedef struct LibraryClocks {
    uint32_t count;
    LibraryClock clocks[SC_MAX_THREADS];
    int kind[SC_MAX_THREADS];
} LibraryClocks;

static void open_library_clocks(uint32_t mark, LibraryClocks* clocks)
{
    uint32_t i;
    int k;
    clocks->count = library_thread_clocks(mark, clocks->clocks, SC_MAX_THREADS);
    for (i = 0; i < clocks->count; ++i) {
        for (k = 0; k < SC_THREAD_KINDS - 1 && strcmp(clocks->clocks[i].name, threadKinds[k]) != 0; ++k)
            ;
        clocks->kind[i] = k;
    }
}

/* Each kind's CPU seconds so far. */
static void read_library_clocks(const LibraryClocks* clocks, double seconds[SC_THREAD_KINDS])
{
    uint32_t i;
    memset(seconds, 0, SC_THREAD_KINDS * sizeof *seconds);
    for (i = 0; i < clocks->count; ++i)
        seconds[clocks->kind[i]] += clock_seconds(clocks->clocks[i].id);
}

/* One batch of 4 KiB calls without waits, each signalling every rank's
 * timeline; returns the calling thread's CPU seconds in them and adds
 * their wall seconds to *wall. */
static double run_batch(Bench* b, double* wall)
{
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = PR_SMALL_BYTES / sizeof(float), .wire = VKAR_WIRE_F32, .pBuffers = buffers,
                              .pSignals = signals};
    uint32_t call, r;
    double cpu;
    uint64_t start;
    for (r = 0; r < b->rankCount; ++r) {
        buffers[r].buffer = b->ranks[r].data.buffer;
        buffers[r].offset = 0;
        signals[r].semaphore = b->ranks[r].timeline;
    }
    start = monotonic_ns();
    cpu = thread_cpu_seconds();
    for (call = 0; call < SC_BATCH; ++call) {
        for (r = 0; r < b->rankCount; ++r)
            signals[r].value = ++b->ranks[r].value;
        check(vkarAllreduce(b->comm, &info), "vkarAllreduce");
    }
    cpu = thread_cpu_seconds() - cpu;
    *wall += (double)(monotonic_ns() - start) * 1e-9;
    for (r = 0; r < b->rankCount; ++r)
        wait_value(&b->ranks[r], b->ranks[r].value);
    return cpu;
}

/* Returns 0 when no communicator could be created (logged). */
static int measure_row(Bench* b, SyncCostRow* row)
{
    static double callerUs[SC_MAX_BATCHES], threadUs[SC_THREAD_KINDS][SC_MAX_BATCHES], totalUs[SC_MAX_BATCHES];
    const uint32_t batches = b->opt.iters < SC_MAX_BATCHES ? b->opt.iters : SC_MAX_BATCHES;
    const uint32_t mark = library_thread_mark();
    LibraryClocks clocks;
    VkarCommStatus before, after;
    double wall = 0.0, last[SC_THREAD_KINDS], now[SC_THREAD_KINDS], rounds;
    uint32_t batch, k;

    b->logLines = 0;
    if (try_create_comm(b) != VK_SUCCESS)
        return 0;
    row->mode = b->props.syncMode;
    row->ranks = b->rankCount;
    open_library_clocks(mark, &clocks);
    for (batch = 0; batch < SC_WARMUP_BATCHES; ++batch)
        run_batch(b, &wall);
    wall = 0.0;
    profile_reset();
    check(vkarGetCommStatus(b->comm, &before), "vkarGetCommStatus");
    read_library_clocks(&clocks, last);
    row->fromNs = monotonic_ns();
    for (batch = 0; batch < batches; ++batch) {
        const double caller = run_batch(b, &wall) * 1e6 / SC_BATCH;
        double library = 0.0;
        read_library_clocks(&clocks, now);
        for (k = 0; k < SC_THREAD_KINDS; ++k) {
            threadUs[k][batch] = (now[k] - last[k]) * 1e6 / SC_BATCH;
            library += threadUs[k][batch];
            last[k] = now[k];
        }
        callerUs[batch] = caller;
        totalUs[batch] = caller + library;
    }
    row->toNs = monotonic_ns();
    check(vkarGetCommStatus(b->comm, &after), "vkarGetCommStatus");
    row->rounds = after.submittedRound - before.submittedRound;
    rounds = row->rounds ? (double)row->rounds : 1.0;
    row->logLines = b->logLines;
    row->exports = (double)(profile.calls[0][CALL_EXPORT_FD] + profile.calls[1][CALL_EXPORT_FD]) / rounds;
    row->imports = (double)(profile.calls[0][CALL_IMPORT_FD] + profile.calls[1][CALL_IMPORT_FD]) / rounds;
    row->syncFdShare = row->imports / row->ranks;
    row->caller = median(callerUs, batches);
    for (k = 0; k < SC_THREAD_KINDS; ++k)
        row->threads[k] = median(threadUs[k], batches);
    row->total = median(totalUs, batches);
    row->callWall = wall * 1e6 / rounds;
    row->submitWall = (double)profile.ns[0][CALL_SUBMIT] * 1e-3 / rounds;
    row->importWall = (double)profile.ns[0][CALL_IMPORT_FD] * 1e-3 / rounds;
    row->otherVkWall = 0.0;
    for (k = 0; k < CALL_KINDS; ++k)
        if (k != CALL_SUBMIT && k != CALL_IMPORT_FD)
            row->otherVkWall += (double)profile.ns[0][k] * 1e-3 / rounds;
    row->exportWall = (double)(profile.ns[0][CALL_EXPORT_FD] + profile.ns[1][CALL_EXPORT_FD]) * 1e-3 / rounds;
    close_comm(b);
    return 1;
}

static const char* mode_name(VkarSyncMode mode)
{
    return mode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge";
}

static void print_row(const SyncCostRow* row, double perRankAtTwo)
{
    const double perRank = row->total / row->ranks;
    printf("  %-7s  %5u  %6llu  %13.2f  %13.2f  %7.1f%%  %8.1f  %8.1f  %8.1f  %6.1f  %8.1f  %8.2f  %5.2f  %4llu\n",
           mode_name(row->mode), row->ranks, (unsigned long long)row->rounds, row->exports, row->imports,
           row->syncFdShare * 100.0, row->caller, row->threads[0], row->threads[1], row->threads[2], row->total,
           perRank, perRankAtTwo > 0.0 ? perRank / perRankAtTwo : 0.0, (unsigned long long)row->logLines);
    fflush(stdout);
}

static void print_wall_rows(const SyncCostRow* rows, uint32_t count)
{
    uint32_t i;
    printf("#\n# Where the calling thread's wall time goes, us per round (means; call profile wrappers):\n"
           "# call = inside vkarAllreduce; submit = vkQueueSubmit; import = vkImportSemaphoreFdKHR; other-vk =\n"
           "# the library's other Vulkan calls on the calling thread; rest = call - those (the library's own\n"
           "# code, and its wait for the exporter); export = vkGetSemaphoreFdKHR on the exporter thread (wall);\n"
           "# timed from, to: the timed batches on CLOCK_MONOTONIC, s (perf record -k CLOCK_MONOTONIC's clock)\n"
           "#  sync     ranks      call    submit    import  other-vk      rest    export    timed from, to\n");
    for (i = 0; i < count; ++i) {
        const SyncCostRow* r = &rows[i];
        printf("  %-7s  %5u  %8.1f  %8.1f  %8.1f  %8.1f  %8.1f  %8.1f  %.6f %.6f\n", mode_name(r->mode), r->ranks,
               r->callWall, r->submitWall, r->importWall, r->otherVkWall,
               r->callWall - r->submitWall - r->importWall - r->otherVkWall, r->exportWall, (double)r->fromNs * 1e-9,
               (double)r->toNs * 1e-9);
    }
}

int run_sync_cost(Bench* b)
{
    static SyncCostRow rows[2 * MAX_RANKS];
    const VkarSyncMode modes[2] = {VKAR_SYNC_MODE_SYNC_FD, VKAR_SYNC_MODE_HOST_BRIDGE};
    const char* env = getenv("VKAR_SYNC");
    const uint32_t maxRanks = b->opt.ranks;
    const VkarSyncMode asked = b->opt.sync;
    uint32_t m, n, count = 0;
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, PR_SMALL_BYTES);
    zero_buffers(b, PR_SMALL_BYTES);
    printf("# vkar_perf --sync-cost: %u B F32 vkarAllreduce, no pWaits, batches of %u calls (%u untimed, then %u),\n"
           "# ranks 2..%u on [%s], release %s\n"
           "# exports, imports: vkGetSemaphoreFdKHR, vkImportSemaphoreFdKHR calls per round (through the loader,\n"
           "# every thread); sync_fd%%: rounds the GPUs released through SYNC_FD (imports / (ranks x rounds)),\n"
           "# the host bridge the others. CPU us per round, medians of the batches: caller = the calling\n"
           "# thread inside vkarAllreduce (CLOCK_THREAD_CPUTIME_ID); bridge, exporter, other = the library's\n"
           "# threads that vkarCreateComm started (pthread_getcpuclockid; driver threads not counted);\n"
           "# total = caller + library threads; per-rank = total / ranks; ratio = per-rank / per-rank at 2\n"
           "# ranks, same mode; log = the library's log lines\n",
           PR_SMALL_BYTES, SC_BATCH, SC_WARMUP_BATCHES, b->opt.iters < SC_MAX_BATCHES ? b->opt.iters : SC_MAX_BATCHES,
           maxRanks, b->ranks[0].name, releaseNames[b->opt.release]);
    if (env)
        printf("# VKAR_SYNC=%s is set: it overrides the modes asked for (each row says the mode it got)\n", env);
    printf("#  sync     ranks  rounds  exports/round  imports/round  sync_fd%%    caller    bridge  exporter   other"
           "     total  per-rank  ratio   log\n");
    b->getInstanceProcAddr = timed_get_instance_proc_addr;
    for (m = 0; m < 2; ++m) {
        double perRankAtTwo = 0.0;
        if (asked != VKAR_SYNC_MODE_AUTO && asked != modes[m])
            continue;
        for (n = 2; n <= maxRanks; ++n) {
            SyncCostRow* row = &rows[count];
            b->opt.sync = modes[m];
            b->rankCount = n;
            if (!measure_row(b, row)) {
                printf("# %u ranks: no %s communicator (see the log)\n", n, mode_name(modes[m]));
                break;
            }
            if (row->mode != modes[m]) {
                printf("# %u ranks: asked for %s, the communicator runs %s (see the log)\n", n, mode_name(modes[m]),
                       mode_name(row->mode));
                if (!env)
                    break;
            }
            if (n == 2)
                perRankAtTwo = row->total / row->ranks;
            print_row(row, perRankAtTwo);
            ++count;
        }
    }
    b->opt.sync = asked;
    b->getInstanceProcAddr = NULL;
    for (m = 0; m < count; ++m) {
        const SyncCostRow* two = &rows[m];
        const SyncCostRow* last = two;
        if (two->ranks != 2)
            continue;
        for (n = m; n < count && rows[n].mode == two->mode && rows[n].ranks >= 2; ++n)
            last = &rows[n];
        if (last == two)
            continue;
        printf("# %s at %u ranks: exports + imports per round %.2f (2N + 2 = %u); CPU per rank %.1f us, %.2fx that "
               "at 2 ranks\n", mode_name(last->mode), last->ranks, last->exports + last->imports, 2 * last->ranks + 2,
               last->total / last->ranks, last->total / last->ranks / (two->total / two->ranks));
    }
    print_wall_rows(rows, count);
    b->rankCount = maxRanks;
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}

#else /* _WIN32 */

int run_sync_cost(Bench* b)
{
    (void)b;
    fprintf(stderr, "vkar_perf: --sync-cost needs POSIX thread CPU clocks (and SYNC_FD is Linux's)\n");
    return 2;
}

#endif
