/* perf_latency.c - vkar_perf --latency (see perf.h). */
#include "perf.h"

/* ---- Latency (--latency) --------------------------------------------------------
 * What a decode loop pays per small all-reduce (tensor-parallel decode runs
 * two per layer per token), F32 wire, for several ways of calling (with -c,
 * the stream of another collective beside it, or of every one, on the same
 * communicator at the same size, and each one's p50 over the all-reduce's;
 * -d, -o and -r apply to every row):
 *   - stream: calls chained on the same buffers, each waiting on the
 *     previous one's signal as the next layer would; the time per call is
 *     the mean of a batch of LAT_BATCH calls, from the first call until the
 *     host sees every rank's last signal (polling the counters);
 *   - isolated: one call at a time, the host polling every rank's signal
 *     before the next; beside it the same for a bare vkQueueSubmit per rank
 *     that only signals (isolated-floor: the driver's and the GPUs' own
 *     round trip, which no all-reduce can beat);
 *   - record-1submit: the record API with a rank's publish and reduce
 *     command buffers in one vkQueueSubmit (two batches) before
 *     vkarReleaseRound, as the host bridge allows (with SYNC_FD the row is
 *     the record row again: the reduce must wait for the release);
 *   - record-lean: record-1submit with VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT
 *     (the reduce's signal, not a barrier, orders the next call);
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
#define LAT_MAX_SIZES 64

enum { LAT_SUBMIT, LAT_REUSE, LAT_RECORD, LAT_RECORD_TOGETHER, LAT_RECORD_LEAN, LAT_APIS };
static const char* const latencyApiNames[LAT_APIS] = {"submit", "submit-reuse", "record", "record-1submit",
                                                      "record-lean"};

/* One call of `count` elements waiting on every rank's previous signal
 * and signalling the next value. */
static void chained_call(Bench* b, int api, uint64_t count)
{
    if (api >= LAT_RECORD)
        record_round(b, 0, count);
    else
        chained_submit(b, count);
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
    b->opt.api = api >= LAT_RECORD ? API_RECORD : API_SUBMIT;
    b->chainPublishes = 1;
    b->submitTogether = api == LAT_RECORD_TOGETHER || api == LAT_RECORD_LEAN;
    b->recordFlags = api == LAT_RECORD_LEAN ? VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT : 0;
    create_comm(b);
}

/* A row of the table and of the CSV (its collective last, so that the
 * columns before it read as they did before it was added). */
static void print_latency_row(const Bench* b, FILE* csv, const char* mode, const char* api, uint64_t bytes,
                              uint32_t calls, const Percentiles* p)
{
    const char* collective = collectiveNames[b->opt.collective];
    printf("  %-15s %-14s %-13s %8llu %6u %9.1f %9.1f %9.1f %9.1f\n", mode, api, collective, (unsigned long long)bytes,
           calls, p->p50, p->p90, p->p99, p->max);
    fflush(stdout);
    if (csv)
        fprintf(csv, "%s,%s,%llu,%u,%.2f,%.2f,%.2f,%.2f,%s\n", mode, api, (unsigned long long)bytes, calls, p->p50,
                p->p90, p->p99, p->max, collective);
}

/* The stream rows of the options' collective; returns its p50. */
static double measure_stream(Bench* b, int api, uint64_t bytes, FILE* csv)
{
    static double ns[LAT_BATCHES];
    const uint64_t count = count_for_bytes(b, bytes);
    Percentiles p;
    uint32_t batch, i;
    for (i = 0; i < LAT_WARMUP; ++i)
        chained_call(b, api, count);
    spin_all(b);
    for (batch = 0; batch < LAT_BATCHES; ++batch) {
        const uint64_t start = monotonic_ns();
        for (i = 0; i < LAT_BATCH; ++i)
            chained_call(b, api, count);
        spin_all(b);
        ns[batch] = (double)(monotonic_ns() - start) / LAT_BATCH;
    }
    p = percentiles_us(ns, LAT_BATCHES);
    print_latency_row(b, csv, "stream", latencyApiNames[api], bytes, LAT_BATCHES * LAT_BATCH, &p);
    return p.p50;
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
            chained_call(b, api, count_for_bytes(b, bytes));
        spin_all(b);
        if (i >= LAT_WARMUP)
            ns[i - LAT_WARMUP] = (double)(monotonic_ns() - start);
    }
    p = percentiles_us(ns, LAT_SAMPLES);
    print_latency_row(b, csv, api < 0 ? "isolated-floor" : "isolated", api < 0 ? "bare" : latencyApiNames[api], bytes,
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
        release_round(b, clock, count_for_bytes(b, bytes), 1, host);
        reduceNs[i] = host[0][3] - host[0][2];
    }
    reduce = median(reduceNs, LAT_SAMPLES / 10);
    for (i = 0; i < LAT_WARMUP + LAT_SAMPLES; ++i) {
        double lastPublish = 0.0;
        release_round(b, clock, count_for_bytes(b, bytes), 0, host);
        for (r = 0; r < b->rankCount; ++r)
            lastPublish = host[r][1] > lastPublish ? host[r][1] : lastPublish;
        if (i >= LAT_WARMUP) {
            toEndNs[i - LAT_WARMUP] = host[0][3] - lastPublish;
            releaseNs[i - LAT_WARMUP] = host[0][3] - reduce - lastPublish;
        }
    }
    p = percentiles_us(releaseNs, LAT_SAMPLES);
    print_latency_row(b, csv, "release", "record", bytes, LAT_SAMPLES, &p);
    p = percentiles_us(toEndNs, LAT_SAMPLES);
    printf("  %-15s %-14s %-13s %8llu %6u %9.1f %9.1f %9.1f %9.1f   (reduce alone %.1f us)\n", "publish->reduced",
           "record", collectiveNames[b->opt.collective], (unsigned long long)bytes, LAT_SAMPLES, p.p50, p.p90,
           p.p99, p.max, reduce * 1e-3);
}

static void print_latency_preamble(const Bench* b)
{
    uint32_t r;
    printf("# vkar_perf --latency: %u ranks, sync %s, release %s, wire f32, type %s, op %s, root %u; stream: mean\n"
           "# per call of batches of %u chained calls, %u batches; isolated: %u single calls, the host polling\n"
           "# every rank's signal; isolated-floor: an empty vkQueueSubmit per rank, the same way; release: %u\n"
           "# recorded rounds, last publish end -> rank 0's reduce start (GPU timestamps on CLOCK_MONOTONIC);\n"
           "# bytes: nccl-tests' size (reducescatter, allgather, alltoall: the N blocks'; sendrecv, out of place\n"
           "# as alltoall: what each rank sends)\n",
           b->rankCount, b->props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "bridge",
           releaseNames[b->props.releaseMode], typeNames[b->opt.type], opNames[b->opt.op], b->opt.root, LAT_BATCH,
           LAT_BATCHES, LAT_SAMPLES, LAT_SAMPLES);
    for (r = 0; r < b->rankCount; ++r)
        printf("#  Rank %2u [%s]\n", r, b->ranks[r].name);
    printf("# %-15s %-14s %-13s %8s %6s %9s %9s %9s %9s\n", "mode", "api", "collective", "bytes", "calls", "p50(us)",
           "p90(us)", "p99(us)", "max(us)");
}

/* Stream p50s, us: [api][size][collective], from the latest pass. */
typedef struct StreamP50 {
    double us[LAT_APIS][LAT_MAX_SIZES][COLLECTIVES];
    uint32_t sizes;
} StreamP50;

/* Whether --latency measures `c`: the all-reduce always, and -c's. */
static int measured(const Options* asked, Collective c)
{
    return c == COLL_ALLREDUCE || asked->everyCollective || c == asked->collective;
}

/* One size on one communicator: the all-reduce's rows, then the stream
 * of every other collective measured. */
static void measure_size(Bench* b, const Options* asked, int api, uint64_t bytes, const ReleaseClock* clock,
                         FILE* csv, double p50[COLLECTIVES])
{
    int c;
    b->opt.collective = COLL_ALLREDUCE;
    p50[COLL_ALLREDUCE] = measure_stream(b, api, bytes, csv);
    measure_isolated(b, api, bytes, csv);
    if (api == LAT_SUBMIT)
        measure_isolated(b, -1, bytes, csv);
    if (api == LAT_RECORD && clock)
        measure_release(b, clock, bytes, csv);
    for (c = COLL_ALLREDUCE + 1; c < COLLECTIVES; ++c)
        if (measured(asked, (Collective)c)) {
            b->opt.collective = (Collective)c;
            p50[c] = measure_stream(b, api, bytes, csv);
        }
    b->opt.collective = COLL_ALLREDUCE;
}

static void print_stream_ratios(const Options* asked, const StreamP50* p50)
{
    uint32_t s;
    uint64_t bytes;
    int api, c;
    printf("#\n# Stream p50 of each collective against the all-reduce's, same communicator, size and run%s\n",
           asked->passes > 1 ? " (the last pass)" : "");
    printf("# %-14s %-13s %8s %9s %14s %6s\n", "api", "collective", "bytes", "p50(us)", "allreduce(us)", "ratio");
    for (api = 0; api < LAT_APIS; ++api)
        for (s = 0, bytes = asked->minBytes; s < p50->sizes; ++s, bytes = next_size(asked, bytes))
            for (c = COLL_ALLREDUCE + 1; c < COLLECTIVES; ++c)
                if (measured(asked, (Collective)c)) {
                    const double own = p50->us[api][s][c], allreduce = p50->us[api][s][COLL_ALLREDUCE];
                    printf("  %-14s %-13s %8llu %9.1f %14.1f %6.2f\n", latencyApiNames[api], collectiveNames[c],
                           (unsigned long long)bytes, own, allreduce, allreduce > 0.0 ? own / allreduce : 0.0);
                }
}

int run_latency(Bench* b)
{
    static StreamP50 p50;
    const Options asked = b->opt;
    /* the output regions of sendrecv and alltoall where either is measured */
    const VkDeviceSize bufferBytes =
        plan_buffers(b, b->opt.maxBytes, asked.everyCollective || out_of_place(asked.collective));
    FILE* csv = NULL;
    ReleaseClock clock;
    uint64_t bytes;
    uint32_t pass, s;
    int api, clocked;
    if (b->opt.csvPath) {
        csv = fopen(b->opt.csvPath, "w");
        if (!csv) {
            fprintf(stderr, "vkar_perf: cannot write %s\n", b->opt.csvPath);
            return 1;
        }
        fprintf(csv, "mode,api,bytes,calls,p50_us,p90_us,p99_us,max_us,collective\n");
    }
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, bufferBytes);
    zero_buffers(b, bufferBytes);
    clocked = open_release_clock(b, &clock);
    for (pass = 0; pass < b->opt.passes * LAT_APIS; ++pass) {
        api = (int)(pass % LAT_APIS);
        open_latency_comm(b, api);
        if (pass == 0)
            print_latency_preamble(b);
        if (b->opt.passes > 1)
            printf("# communicator %u of this process (pass %u)\n", pass + 1, pass / LAT_APIS + 1);
        for (s = 0, bytes = b->opt.minBytes; bytes && s < LAT_MAX_SIZES; ++s, bytes = next_size(&b->opt, bytes))
            measure_size(b, &asked, api, bytes, clocked ? &clock : NULL, csv, p50.us[api][s]);
        p50.sizes = s;
        vkarDestroyComm(b->comm);
    }
    if (!clocked)
        printf("# release: not measured (a device lacks VK_EXT_calibrated_timestamps or 64-bit timestamps)\n");
    if (asked.everyCollective || asked.collective != COLL_ALLREDUCE)
        print_stream_ratios(&asked, &p50);
    if (clocked)
        close_release_clock(b, &clock);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    if (csv)
        fclose(csv);
    return 0;
}
