/* vkar_perf.c - NCCL's *_perf (nccl-tests) for vk_allreduce, with baselines.
 *
 *   vkar_perf [-b MINBYTES] [-e MAXBYTES] [-f FACTOR] [-n ITERS] [-w WARMUP]
 *             [-c allreduce|reduce|broadcast|reducescatter|allgather|sendrecv|alltoall]
 *             [-o sum|prod|min|max|avg]
 *             [-d float|half|bfloat16|int32|uint32] [-r ROOT] [-c 0|1]
 *             [-g RANKS] [--wire auto|f32|f16|bf16] [--algorithm auto|one|two]
 *             [--sync auto|bridge|sync_fd] [--api submit|record]
 *             [--driver gpu|lavapipe] [--csv FILE] [--reuse]
 *   vkar_perf --per-rank [--quick] [-d TYPE] [-o OP] [--driver gpu|lavapipe]
 *   vkar_perf --latency [-c COLLECTIVE|all] [-d TYPE] [-o OP] [-r ROOT] [-g RANKS] [-b -e -f]
 *   vkar_perf --sync-cost [-g RANKS] [-n BATCHES] [--sync auto|bridge|sync_fd] [--driver gpu|lavapipe]
 *   vkar_perf --processes P [-g RANKS] [-b MINBYTES] [-e MAXBYTES] [-f FACTOR] [-n ITERS] [-w WARMUP]
 *             [--api submit|record] [--driver gpu|lavapipe]
 *   vkar_perf --epilogue [-g RANKS] [-b -e -f] [-n ITERS] [-w WARMUP] [--driver gpu|lavapipe] [--csv FILE]
 *
 * For each size from MINBYTES to MAXBYTES (times FACTOR each step) it prints
 * nccl-tests' table for the collective (-c, default allreduce; the five
 * collectives in place only, sendrecv and alltoall out of place only, as
 * NCCL has no in-place point to point): size and count as nccl-tests
 * defines them (a size is the bytes of a rank's buffer: for reducescatter
 * its input, for allgather its output and for alltoall its input and its
 * output, N blocks of count elements; for sendrecv what each rank sends to
 * the next and receives from the one before), time per call, algbw = size
 * / time, busbw = algbw times nccl-tests' factor (allreduce 2(N-1)/N,
 * reducescatter, allgather and alltoall (N-1)/N, reduce, broadcast and
 * sendrecv 1), and #wrong, the elements of every rank that differ, bit for
 * bit, from a host reference of two calls under the library's rules, or
 * for sendrecv and alltoall from what the peer sent (bench/perf_check.c).
 * Through the record API an alltoall is one round, so the sweep stops
 * below the sizes that take more (4 * maxElementsPerRound bytes per rank).
 * Beside it, measured in the same run on the same buffers:
 *   - naive (all-reduces of 4-byte types): what a program without the
 *     library does (copy every rank's buffer to host memory, wait idle, sum
 *     on the CPU, upload, wait idle);
 *   - raw vkCmdCopyBuffer bandwidth between rank 0's device buffer and host
 *     memory imported with VK_EXT_external_memory_host: the physical limit
 *     of the path the library's data takes.
 * Exits non-zero when any #wrong is non-zero, and when the library refuses
 * a call (a data type it has no kernels for, a 16-bit wire on a broadcast), after
 * printing its reason (vkarGetLastError).
 *
 * --per-rank prints instead what one rank costs, on up to 8 ranks sharing
 * the first device, each beside a baseline from the same run: publish and
 * reduce GPU bandwidth (timestamps around the record API's commands) against
 * raw copies, CPU time per call per rank, one-rank loopback latency against
 * the bare submit round trip, the fixed GPU cost of each barrier and of a
 * one-element publish and reduce, and how soon the host sees a submission
 * end (timeline counter or event status), and every collective's publish
 * and reduce per rank beside raw copies of the same bytes:
 * bench/perf_per_rank.c.
 *
 * --latency prints the time per call of small all-reduces instead, and
 * with -c of another collective beside them (bench/perf_latency.c); --duplex the PCIe copy limits, one direction and
 * both at once, by copies and by the library's kernels (bench/perf_duplex.c);
 * --sync-cost, for 2..RANKS ranks, a 4 KiB round's SYNC_FD exports and
 * imports and the CPU time of the calling thread and the library's threads,
 * beside the host bridge (bench/perf_sync_cost.c); --processes P the stream
 * latency and the NCCL table with the ranks split over P processes, beside
 * the same ranks in one process (bench/perf_processes.c); --epilogue the
 * all-reduce with its fused residual add and RMS norm beside the plain
 * all-reduce followed by separate add and norm dispatches
 * (bench/perf_epilogue.c).
 *
 * Like the library's threads, the calling thread keeps off the CPUs that
 * take the GPUs' interrupts (vkarMoveThreadOffInterruptCpus), unless
 * VKAR_THREAD_AFFINITY=keep, which keeps every thread where it started.
 *
 * This file is the sweep and main; bench/perf.h says where the rest is.
 */

#include "perf.h"

/* ---- Output -------------------------------------------------------------------- */

static int rooted(Collective collective)
{
    return collective == COLL_REDUCE || collective == COLL_BROADCAST;
}

/* nccl-tests' redop column: only the reductions take an op. */
static const char* op_column(const Options* o)
{
    const int reduces =
        o->collective == COLL_ALLREDUCE || o->collective == COLL_REDUCE || o->collective == COLL_REDUCE_SCATTER;
    return reduces ? opNames[o->op] : "none";
}

static int root_column(const Options* o)
{
    return rooted(o->collective) ? (int)o->root : -1;
}

/* The wire only concerns F32 buffers: other types travel as they are. */
static const char* wire_column(const Options* o, VkarWire wire)
{
    return o->type == VKAR_DATA_TYPE_F32 ? wireNames[wire] : "-";
}

static uint32_t count_sizes(const Options* opt)
{
    uint32_t n = 1;
    uint64_t size;
    for (size = opt->minBytes; (size = next_size(opt, size)) != 0;)
        ++n;
    return n;
}

/* Through the record API an all-to-all is one round (a piece of each
 * block is no call it can express), which carries round_elements: the
 * sweep's first `sizeCount` sizes, less those past the first that takes
 * more. */
static uint32_t one_round_sizes(const Bench* b, uint32_t sizeCount)
{
    uint64_t size = b->opt.minBytes;
    uint32_t n = 0;
    if (b->opt.api != API_RECORD || b->opt.collective != COLL_ALL_TO_ALL)
        return sizeCount;
    for (; n < sizeCount && call_elements(b, count_for_bytes(b, size)) <= round_elements(b); ++n)
        size = next_size(&b->opt, size);
    if (n == 0) {
        fprintf(stderr, "vkar_perf: %s records one round, at most %llu B per rank here: -b %llu is larger\n",
                call_name(&b->opt, 1), (unsigned long long)(round_elements(b) * type_bytes(b->opt.type)),
                (unsigned long long)size);
        exit(2);
    }
    return n;
}

static void print_preamble(const Bench* b, uint32_t sizeCount)
{
    const Options* o = &b->opt;
    uint32_t r;
    printf("# vkar_perf: %s %s, %u ranks, type %s, op %s, root %d, api %s, sync %s, release %s, wire %s\n",
           call_name(o, o->api == API_RECORD), out_of_place(o->collective) ? "out of place" : "in place",
           b->rankCount, typeNames[o->type], op_column(o), root_column(o), apiNames[o->api],
           b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge", releaseNames[b->props.releaseMode],
           wireNames[o->wire]);
    printf("# minBytes %llu maxBytes %llu step: %llu(factor) warmup iters: %u iters: %u validation: %d\n",
           (unsigned long long)o->minBytes, (unsigned long long)o->maxBytes, (unsigned long long)o->factor,
           o->warmup, o->iters, o->check);
    if (sizeCount < count_sizes(o))
        printf("# %s records one round, at most %llu B per rank here: the larger sizes are not measured\n",
               call_name(o, 1), (unsigned long long)(round_elements(b) * type_bytes(o->type)));
    printf("#\n# Using devices\n");
    for (r = 0; r < b->rankCount; ++r)
        printf("#  Rank %2u device %p [%s]\n", r, (void*)b->ranks[r].info.device, b->ranks[r].name);
    printf("#\n");
    printf("#                                                  %12s                                 naive\n",
           out_of_place(o->collective) ? "out-of-place" : "    in-place");
    printf("#       size         count      type   redop    root     time   algbw   busbw #wrong  wire  algo"
           "       time  speedup\n");
    printf("#        (B)    (elements)                               (us)  (GB/s)  (GB/s)                    "
           "     (us)   (x)\n");
}

/* NCCL's width: more digits for short times. */
static void format_time(char* out, size_t size, double us)
{
    snprintf(out, size, us < 100.0 ? "%7.2f" : us < 100000.0 ? "%7.1f" : "%7.0f", us);
}

static void print_row(const Bench* b, const Result* res)
{
    const Options* o = &b->opt;
    char time[32], naive[32], speedup[32], wrong[32];
    format_time(time, sizeof time, res->us);
    snprintf(naive, sizeof naive, "N/A");
    snprintf(speedup, sizeof speedup, "N/A");
    if (naive_applies(o)) {
        format_time(naive, sizeof naive, res->naiveUs);
        snprintf(speedup, sizeof speedup, "%.2f", res->us > 0 ? res->naiveUs / res->us : 0.0);
    }
    if (o->check)
        snprintf(wrong, sizeof wrong, "%llu", (unsigned long long)res->wrong);
    else
        snprintf(wrong, sizeof wrong, "N/A");
    printf("%12llu  %12llu  %8s  %6s  %6d  %7s  %6.2f  %6.2f  %5s  %4s  %4s  %9s  %7s\n",
           (unsigned long long)res->bytes, (unsigned long long)res->count, typeNames[o->type], op_column(o),
           root_column(o), time, res->algbw, res->busbw, wrong, wire_column(o, res->wire), algorithmNames[res->algorithm],
           naive, speedup);
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
    const Options* o = &b->opt;
    FILE* f = fopen(o->csvPath, "w");
    uint32_t i;
    if (!f) {
        fprintf(stderr, "vkar_perf: cannot write %s\n", o->csvPath);
        exit(1);
    }
    fprintf(f, "size,count,type,redop,root,ranks,api,sync,wire,time_us,algbw_gbps,busbw_gbps,wrong,"
               "naive_us,speedup,d2h_gbps,h2d_gbps,algorithm,collective\n");
    for (i = 0; i < count; ++i) {
        const Result* r = &results[i];
        fprintf(f, "%llu,%llu,%s,%s,%d,%u,%s,%s,%s,%.3f,%.4f,%.4f,", (unsigned long long)r->bytes,
                (unsigned long long)r->count, typeNames[o->type], op_column(o), root_column(o), b->rankCount,
                apiNames[o->api], b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge",
                wire_column(o, r->wire), r->us, r->algbw, r->busbw);
        if (o->check)
            fprintf(f, "%llu", (unsigned long long)r->wrong);
        fprintf(f, ",%.3f,%.3f,%.4f,%.4f,%s,%s\n", r->naiveUs, r->us > 0 ? r->naiveUs / r->us : 0.0, r->d2h, r->h2d,
                algorithmNames[r->algorithm], collectiveNames[o->collective]);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "vkar_perf: cannot write %s\n", o->csvPath);
        exit(1);
    }
}

/* ---- Main ---------------------------------------------------------------------- */

/* nccl-tests' busbw factor (its *GetBw): what each rank's link carries per
 * byte of algbw's size, so that every collective's busbw compares with the
 * hardware's bandwidth. */
static double bus_factor(const Bench* b)
{
    const double n = global_rank_count(b);
    switch (b->opt.collective) {
    case COLL_ALLREDUCE: return 2.0 * (n - 1.0) / n;
    case COLL_REDUCE_SCATTER:
    case COLL_ALL_GATHER:
    case COLL_ALL_TO_ALL: return (n - 1.0) / n;
    default: return 1.0;
    }
}

static Result measure_size(Bench* b, uint64_t bytes)
{
    const uint64_t count = count_for_bytes(b, bytes);
    Result res;
    memset(&res, 0, sizeof res);
    res.count = count;
    res.bytes = call_elements(b, count) * type_bytes(b->opt.type);
    res.wire = call_wire(b, count, b->opt.wire);
    res.algorithm = b->opt.api == API_RECORD || b->opt.collective != COLL_ALLREDUCE
                        ? VKAR_ALGORITHM_ONE_SHOT
                        : vkarResolveAlgorithm(b->comm, count, res.wire, b->opt.algorithm);
    res.wrong = b->opt.check ? check_collective(b, count) : 0;
    res.us = time_collective(b, count) * 1e6;
    res.algbw = res.us > 0 ? (double)res.bytes / res.us * 1e-3 : 0.0;
    res.busbw = res.algbw * bus_factor(b);
    res.naiveUs = time_naive(b, count) * 1e6;
    res.d2h = copy_bandwidth(b, res.bytes, 1);
    res.h2d = copy_bandwidth(b, res.bytes, 0);
    return res;
}

int main(int argc, char** argv)
{
    Bench* b = (Bench*)checked_calloc(1, sizeof *b);
    Result* results;
    uint32_t sizeCount, i;
    uint64_t size, wrong = 0;
    double busbwSum = 0.0;

    b->opt = parse_options(argc, argv);
    if (b->opt.processes) {
        const int rc = run_processes(b, argc, argv);
        free(b);
        return rc;
    }
    if (b->opt.perRank || b->opt.latency || b->opt.duplex || b->opt.syncCost || b->opt.epilogue) {
        const int rc = b->opt.perRank    ? run_per_rank(b)
                       : b->opt.latency  ? run_latency(b)
                       : b->opt.duplex   ? run_duplex(b)
                       : b->opt.epilogue ? run_epilogue(b)
                                         : run_sync_cost(b);
        free(b);
        return rc;
    }
    sizeCount = count_sizes(&b->opt);
    results = (Result*)checked_calloc(sizeCount, sizeof *results);
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, plan_buffers(b, b->opt.maxBytes, out_of_place(b->opt.collective)));
    create_comm(b);
    sizeCount = one_round_sizes(b, sizeCount);
    create_host_import(&b->ranks[0], &b->import, b->opt.maxBytes);
    print_preamble(b, sizeCount);
    warm_up(b, count_for_bytes(b, b->opt.minBytes), WARM_UP_SECONDS);

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
