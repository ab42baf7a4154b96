/* perf_per_rank.c - vkar_perf --per-rank (see perf.h). */
#include "perf.h"

/* ---- Per-rank figures (--per-rank) ---------------------------------------------
 *
 * What one rank costs, on ranks (VkDevices) that share one GPU, each figure
 * beside a baseline measured in the same run (issue 4, item 3):
 *   - publish and reduce GPU time, from timestamps written into our command
 *     buffers just before and after what vkarCmdAllreduce records there,
 *     against vkCmdCopyBuffer to and from imported host memory timed alike;
 *   - the calling thread's CPU time per call per rank, both APIs;
 *   - the one-rank loopback latency against the bare submit round trip;
 *   - every collective's publish and reduce per rank, against copies of
 *     the same bytes.
 * Timed rounds run one rank at a time, each submission host-waited before
 * the next, so ranks sharing a GPU never time-slice inside an interval. The
 * host bridge is used: its release is a timeline the host can wait on, so a
 * reduce is submitted only once released and its start timestamp cannot be
 * written while it still waits on the bridge. */

#define PR_BW_ITERS 5         /* timed rounds per size, wire and rank count, after one untimed */
#define PR_LATENCY_ITERS 200  /* median of these, after PR_LATENCY_WARMUP */
#define PR_LATENCY_WARMUP 70 /* more than the library's ring of 64, for reuse */

static const uint32_t prRankCounts[] = {1, 2, 4, 8};
static const VkarWire prWires[] = {VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16, VKAR_WIRE_Q8};
static const uint64_t prSizes[] = {1u << 20, 4u << 20, 16u << 20, 64u << 20};
static const uint64_t prQuickSizes[] = {256u << 10, 1u << 20};
#define PR_MAX_SIZES 4
#define PR_RANK_COUNTS 4
#define PR_WIRES 4

/* Medians in nanoseconds; [rank count][wire][size]. */
typedef struct PerRankBandwidth {
    const uint64_t* sizes;
    uint32_t sizeCount;
    double publishNs[PR_RANK_COUNTS][PR_WIRES][PR_MAX_SIZES];
    double reduceNs[PR_RANK_COUNTS][PR_WIRES][PR_MAX_SIZES];
    double d2hNs[PR_MAX_SIZES], h2dNs[PR_MAX_SIZES];
} PerRankBandwidth;

/* bytes per nanosecond are GB/s */
static double gbps(double bytes, double ns)
{
    return ns > 0.0 ? bytes / ns : 0.0;
}

/* Bytes an element on the wire: Q8's 33 a block of 32. */
static double wire_bytes(VkarWire wire)
{
    if (wire == VKAR_WIRE_Q8)
        return 33.0 / 32.0;
    return wire == VKAR_WIRE_F32 ? 4.0 : 2.0;
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
    if (call_elements(b, count) > b->props.maxElementsPerRound) {
        fprintf(stderr, "vkar_perf: %llu elements are more than one round carries here\n",
                (unsigned long long)call_elements(b, count));
        exit(1);
    }
    timed_round(b, ts, count, wire, publish, reduce);
    for (it = 0; it < PR_BW_ITERS; ++it)
        timed_round(b, ts, count, wire, publish + it * b->rankCount, reduce + it * b->rankCount);
    *publishNs = median(publish, PR_BW_ITERS * b->rankCount);
    *reduceNs = median(reduce, PR_BW_ITERS * b->rankCount);
}

/* `copies` vkCmdCopyBuffer of `bytes` each between rank 0's device buffer
 * and the host import, from the `place`-th place of COPY_SPAN on (fresh
 * host bytes, as run_copies), one after the other, timed by timestamps like
 * the library's phases. */
static double timed_copies_ns(const Bench* b, const Timestamps* ts, VkDeviceSize bytes, int toHost, uint32_t place,
                              uint32_t copies)
{
    const Rank* rank = &b->ranks[0];
    const VkDeviceSize stride = round_up(bytes, 4096), places = b->import.size / stride;
    uint32_t i;
    begin_commands(rank->util);
    vkCmdResetQueryPool(rank->util, ts->pools[0], 0, 2);
    cmd_full_barrier(rank->util);
    vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, ts->pools[0], 0);
    for (i = 0; i < copies; ++i) {
        VkBufferCopy region = {0, 0, bytes};
        if (toHost)
            region.dstOffset = (place + i) % places * stride;
        else
            region.srcOffset = (place + i) % places * stride;
        if (i)
            cmd_full_barrier(rank->util); /* every copy writes the same bytes on one side */
        vkCmdCopyBuffer(rank->util, toHost ? rank->data.buffer : b->import.buffer,
                        toHost ? b->import.buffer : rank->data.buffer, 1, &region);
    }
    vkCmdWriteTimestamp(rank->util, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, ts->pools[0], 1);
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    submit_plain(rank, rank->util);
    check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
    return timestamp_interval_ns(b, ts, 0, 0);
}

static double median_copies_ns(const Bench* b, const Timestamps* ts, VkDeviceSize bytes, int toHost,
                               uint32_t copies)
{
    double ns[PR_BW_ITERS];
    uint32_t it;
    timed_copies_ns(b, ts, bytes, toHost, 0, copies);
    for (it = 0; it < PR_BW_ITERS; ++it)
        ns[it] = timed_copies_ns(b, ts, bytes, toHost, (it + 1) * copies, copies);
    return median(ns, PR_BW_ITERS);
}

static double median_copy_ns(const Bench* b, const Timestamps* ts, VkDeviceSize bytes, int toHost)
{
    return median_copies_ns(b, ts, bytes, toHost, 1);
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
           "# effective = the same slots' F32 bytes / the same time, which a narrower wire raises;\n"
           "# baseline h2d = vkCmdCopyBuffer imported host memory -> device of the F32 size; ratio = reduce / h2d\n");
    printf("#       size  wire  ranks  reduce(us)  read(bytes)  reduce(GB/s)  effective(GB/s)   h2d(us)  h2d(GB/s)  "
           "ratio\n");
    for (w = 0; w < PR_WIRES; ++w)
        for (s = 0; s < bw->sizeCount; ++s)
            for (n = 0; n < PR_RANK_COUNTS; ++n) {
                const double read = (double)(prRankCounts[n] - 1) * (double)(bw->sizes[s] / sizeof(float)) *
                                    wire_bytes(prWires[w]);
                const double ns = bw->reduceNs[n][w][s], copyNs = bw->h2dNs[s];
                const double ratio = copyNs > 0.0 ? gbps(read, ns) / gbps((double)bw->sizes[s], copyNs) : 0.0;
                printf("%12llu  %4s  %5u  %10.1f  %11.0f  %12.2f  %15.2f  %8.1f  %9.2f  %5.2f\n",
                       (unsigned long long)bw->sizes[s], wireNames[prWires[w]], prRankCounts[n], ns * 1e-3, read,
                       gbps(read, ns), gbps(read * 4.0 / wire_bytes(prWires[w]), ns), copyNs * 1e-3,
                       gbps((double)bw->sizes[s], copyNs), ratio);
            }
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
           PR_SMALL_BYTES, PR_CPU_BATCHES, PR_CPU_BATCH, clock_cost(thread_cpu_seconds) * 1e6);
    printf("#  ranks  submit(us)  submit+reuse(us)  record(us)  caller(us)\n");
    for (n = 0; n < PR_CPU_RANK_COUNTS; ++n) {
        const uint32_t ranks = prCpuRankCounts[n];
        double submitS, reuseS, libraryS, callerS;
        open_comm(b, ranks);
        submitS = time_submit_calls(b, count, thread_cpu_seconds);
        time_record_calls(b, count, thread_cpu_seconds, &libraryS, &callerS);
        close_comm(b);
        b->opt.reuse = 1;
        open_comm(b, ranks);
        reuseS = time_submit_calls(b, count, thread_cpu_seconds);
        close_comm(b);
        b->opt.reuse = 0;
        printf("%8u  %10.2f  %16.2f  %10.2f  %10.2f\n", ranks, submitS * 1e6 / ranks, reuseS * 1e6 / ranks,
               libraryS * 1e6 / ranks, callerS * 1e6 / ranks);
        fflush(stdout);
    }
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
    record_collective(b, &rec, PR_SMALL_BYTES / sizeof(float), VKAR_WIRE_F32);
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
    b->getInstanceProcAddr = timed_get_instance_proc_addr; /* the bridge's release calls, timed */
    open_comm(b, 1);
    for (it = 0; it < PR_LATENCY_WARMUP + PR_LATENCY_ITERS; ++it) {
        loopback_stages(b, ts, stages);
        for (k = 0; it >= PR_LATENCY_WARMUP && k < STAGES; ++k)
            samples[k][it - PR_LATENCY_WARMUP] = stages[k];
    }
    close_comm(b);
    b->getInstanceProcAddr = NULL;
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
        record_collective(b, &rec, PR_SMALL_BYTES / sizeof(float), VKAR_WIRE_F32);
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

/* ---- Every collective per rank ---------------------------------------------------
 * Each collective's publish and reduce on 2, 4 and 8 ranks sharing the GPU,
 * timed as the all-reduce's above (record API, timestamps, ranks one at a
 * time, so a size's call must fit one round), on the F32 wire with -d's
 * type and -o's op, root 0. What a rank's phase moves through host memory,
 * in blocks of `count` elements (the whole size for an all-reduce, reduce,
 * broadcast or sendrecv; a reduce-scatter's, all-gather's or all-to-all's
 * size over N):
 *   publish (device -> host): a block; a reduce-scatter's and an
 *     all-to-all's all N; a broadcast's root one and the other ranks none;
 *   reduce (host -> device): the N - 1 peers' blocks; for a reduce only
 *     the root's, for a broadcast the non-roots' one block each, for a
 *     sendrecv the one from the rank before, for an all-to-all all N (its
 *     own block too goes through its slot).
 * Each phase's GB/s is the median over the rounds and the ranks that move
 * bytes in it, beside raw copies of the same bytes: one device -> host copy
 * for the publish, one host -> device copy per block read for the reduce,
 * each from fresh host memory. */

#define PR_COLL_RANK_COUNTS 3
static const uint32_t prCollRankCounts[PR_COLL_RANK_COUNTS] = {2, 4, 8};

/* What rank r's phases move for blocks of `block` bytes over n ranks, root 0. */
typedef struct PhaseBytes {
    uint64_t publish;    /* bytes written to host memory */
    uint32_t blocksRead; /* blocks read from the peers' slots */
} PhaseBytes;

static PhaseBytes phase_bytes(Collective collective, uint32_t r, uint32_t n, uint64_t block)
{
    PhaseBytes p;
    p.publish = collective == COLL_REDUCE_SCATTER ? n * block : block;
    p.blocksRead = n - 1;
    if (collective == COLL_REDUCE && r != 0)
        p.blocksRead = 0;
    if (collective == COLL_BROADCAST) {
        p.publish = r == 0 ? block : 0;
        p.blocksRead = r == 0 ? 0 : 1;
    }
    if (collective == COLL_SEND_RECV)
        p.blocksRead = 1;
    if (collective == COLL_ALL_TO_ALL) {
        p.publish = n * block;
        p.blocksRead = n;
    }
    return p;
}

typedef struct CollectiveRow {
    uint64_t block, publishBytes;
    uint32_t blocksRead;
    double publishGbps, reduceGbps, d2hGbps, h2dGbps;
} CollectiveRow;

/* [collective][rank count][size] */
typedef struct CollectiveRows {
    CollectiveRow rows[COLLECTIVES][PR_COLL_RANK_COUNTS][PR_MAX_SIZES];
} CollectiveRows;

/* The options' collective at `size` bytes on the open communicator: each
 * phase's median GB/s over PR_BW_ITERS rounds and the ranks that move
 * bytes in it, after one untimed round (the first call at a size grows the
 * slots). */
static CollectiveRow measure_collective(Bench* b, const Timestamps* ts, uint64_t size)
{
    const uint64_t count = count_for_bytes(b, size);
    double publishNs[PR_MAX_RANKS], reduceNs[PR_MAX_RANKS];
    double publish[PR_BW_ITERS * PR_MAX_RANKS], reduce[PR_BW_ITERS * PR_MAX_RANKS];
    uint32_t published = 0, reduced = 0, it, r;
    CollectiveRow row;
    memset(&row, 0, sizeof row);
    row.block = count * type_bytes(b->opt.type);
    timed_round(b, ts, count, VKAR_WIRE_F32, publishNs, reduceNs);
    for (it = 0; it < PR_BW_ITERS; ++it) {
        timed_round(b, ts, count, VKAR_WIRE_F32, publishNs, reduceNs);
        for (r = 0; r < b->rankCount; ++r) {
            const PhaseBytes p = phase_bytes(b->opt.collective, r, b->rankCount, row.block);
            if (p.publish) {
                row.publishBytes = p.publish;
                publish[published++] = gbps((double)p.publish, publishNs[r]);
            }
            if (p.blocksRead) {
                row.blocksRead = p.blocksRead;
                reduce[reduced++] = gbps((double)(p.blocksRead * row.block), reduceNs[r]);
            }
        }
    }
    row.publishGbps = published ? median(publish, published) : 0.0;
    row.reduceGbps = reduced ? median(reduce, reduced) : 0.0;
    return row;
}

/* The raw copies of the same bytes as a row's phases. */
static void measure_collective_baselines(const Bench* b, const Timestamps* ts, CollectiveRow* row)
{
    if (row->publishBytes)
        row->d2hGbps = gbps((double)row->publishBytes, median_copy_ns(b, ts, row->publishBytes, 1));
    if (row->blocksRead)
        row->h2dGbps = gbps((double)(row->blocksRead * row->block),
                            median_copies_ns(b, ts, row->block, 0, row->blocksRead));
}

static void measure_collectives(Bench* b, const Timestamps* ts, const PerRankBandwidth* bw, CollectiveRows* out)
{
    uint32_t n, s;
    int c;
    for (n = 0; n < PR_COLL_RANK_COUNTS; ++n) {
        open_timeline_comm(b, prCollRankCounts[n]);
        for (c = 0; c < COLLECTIVES; ++c) {
            b->opt.collective = (Collective)c;
            for (s = 0; s < bw->sizeCount; ++s)
                out->rows[c][n][s] = measure_collective(b, ts, bw->sizes[s]);
        }
        close_comm(b);
    }
    b->opt.collective = COLL_ALLREDUCE;
    for (c = 0; c < COLLECTIVES; ++c)
        for (n = 0; n < PR_COLL_RANK_COUNTS; ++n)
            for (s = 0; s < bw->sizeCount; ++s)
                measure_collective_baselines(b, ts, &out->rows[c][n][s]);
}

static double ratio(double value, double baseline)
{
    return baseline > 0.0 ? value / baseline : 0.0;
}

/* A row's two phases together, as a call runs them one after the other:
 * the bytes both move over their GPU times added, beside the raw copies'
 * bytes over theirs (a broadcast's publishing root and reading peers, a
 * reduce's publishing peers and reading root, are different ranks). */
static void both_phases(const CollectiveRow* row, double* pGbps, double* pRawGbps)
{
    const double publish = (double)row->publishBytes, read = (double)(row->blocksRead * row->block);
    double ns = 0.0, rawNs = 0.0;
    if (publish > 0.0 && row->publishGbps > 0.0 && row->d2hGbps > 0.0) {
        ns += publish / row->publishGbps;
        rawNs += publish / row->d2hGbps;
    }
    if (read > 0.0 && row->reduceGbps > 0.0 && row->h2dGbps > 0.0) {
        ns += read / row->reduceGbps;
        rawNs += read / row->h2dGbps;
    }
    *pGbps = ns > 0.0 ? (publish + read) / ns : 0.0;
    *pRawGbps = rawNs > 0.0 ? (publish + read) / rawNs : 0.0;
}

static void print_collectives_table(const Options* opt, const PerRankBandwidth* bw, const CollectiveRows* in)
{
    uint32_t n, s;
    int c;
    printf("#\n# Every collective per rank, record API, F32 wire, type %s, op %s, root 0: GB/s = the bytes a rank's\n"
           "# phase moves through host memory / its GPU time (timestamps, ranks one at a time), the median over\n"
           "# %u rounds and the ranks that move any; baselines, the same bytes by vkCmdCopyBuffer: d2h one copy\n"
           "# device -> imported host memory (the publish's bytes), h2d one copy host -> device per block the\n"
           "# reduce reads; size: nccl-tests' (reducescatter, allgather, alltoall: the N blocks'); sendrecv and\n"
           "# alltoall out of place (publish: the sends' copies into the slot, reduce: the receives' out of it);\n"
           "# both = the two phases one after the other, their bytes over their times added, beside the raw\n"
           "# copies' (raw)\n",
           typeNames[opt->type], opNames[opt->op], PR_BW_ITERS);
    printf("#  collective        size  ranks  publish(B)  publish(GB/s)  d2h(GB/s)  ratio     read(B)  reduce(GB/s)"
           "  h2d(GB/s)  ratio  both(GB/s)  raw(GB/s)  ratio\n");
    for (c = 0; c < COLLECTIVES; ++c)
        for (s = 0; s < bw->sizeCount; ++s)
            for (n = 0; n < PR_COLL_RANK_COUNTS; ++n) {
                const CollectiveRow* row = &in->rows[c][n][s];
                double both, raw;
                both_phases(row, &both, &raw);
                printf("   %-13s %8llu  %5u  %10llu  %13.2f  %9.2f  %5.2f  %10llu  %12.2f  %9.2f  %5.2f  %10.2f  %9.2f"
                       "  %5.2f\n",
                       collectiveNames[c], (unsigned long long)bw->sizes[s], prCollRankCounts[n],
                       (unsigned long long)row->publishBytes, row->publishGbps, row->d2hGbps,
                       ratio(row->publishGbps, row->d2hGbps), (unsigned long long)(row->blocksRead * row->block),
                       row->reduceGbps, row->h2dGbps, ratio(row->reduceGbps, row->h2dGbps), both, raw,
                       ratio(both, raw));
            }
}

/* The --per-rank mode: its own setup, ranks on the first device. */
int run_per_rank(Bench* b)
{
    static PerRankBandwidth bw;
    static CollectiveRows collectives;
    const Options asked = b->opt;
    Timestamps ts;
    VkDeviceSize bufferBytes;
    bw.sizes = b->opt.quick ? prQuickSizes : prSizes;
    bw.sizeCount = b->opt.quick ? (uint32_t)COUNT_OF(prQuickSizes) : (uint32_t)COUNT_OF(prSizes);
    if (b->opt.sync == VKAR_SYNC_MODE_SYNC_FD) {
        fprintf(stderr, "vkar_perf: --per-rank runs the host bridge only\n");
        return 2;
    }
    b->opt.sync = VKAR_SYNC_MODE_HOST_BRIDGE;
    b->opt.ranks = PR_MAX_RANKS;
    /* the all-reduce's F32 sum, but for the collectives' table */
    b->opt.collective = COLL_ALLREDUCE;
    b->opt.type = VKAR_DATA_TYPE_F32;
    b->opt.op = VKAR_REDUCE_OP_SUM;
    b->opt.root = 0;
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    bufferBytes = plan_buffers(b, bw.sizes[bw.sizeCount - 1], 1); /* sendrecv's and alltoall's outputs too */
    setup_ranks(b, bufferBytes);
    zero_buffers(b, bufferBytes);
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
    fflush(stdout);
    b->opt.type = asked.type;
    b->opt.op = asked.op;
    measure_collectives(b, &ts, &bw, &collectives);
    print_collectives_table(&b->opt, &bw, &collectives);
    printf("#\n");

    b->rankCount = PR_MAX_RANKS; /* open_comm narrowed it */
    destroy_timestamps(b, &ts);
    destroy_host_import(&b->ranks[0], &b->import);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}
