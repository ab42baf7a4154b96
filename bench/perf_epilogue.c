/* perf_epilogue.c - vkar_perf --epilogue (see perf.h). */
#include "perf.h"
#include "../tests/reference.h"
#include "epilogue_spirv.h"

/* ---- The fused epilogue against separate dispatches (--epilogue) ----------------
 * What VkarRmsNormInfo saves a tensor-parallel layer (issue 43): per size
 * (-b..-e, default 4 KiB to 1 MiB, x4; a size is a rank's F32 buffer),
 * on -g ranks, the time per call of
 *   - allreduce: vkarAllreduce alone, out of place (the sum to its own
 *     range, so every call sees the same inputs);
 *   - fused:     the same call with pRmsNorm: h = sum + residual and
 *     out = rmsnorm(h) * weight, both written, in the call's last round;
 *   - separate:  the plain call, then on every rank's queue a command
 *     buffer of two dispatches, as ggml-vulkan runs ADD and RMS_NORM fused
 *     with MUL (bench/shaders/epilogue_baseline.comp): h = sum + residual,
 *     a barrier, then out = h * inversesqrt(mean(h^2) + eps) * weight,
 *     one workgroup of 256 per row.
 * Rows are EP_ROW elements (an 8B model's hidden size), or the whole count
 * below it. Time per call: a stream of -n chained calls after -w untimed
 * ones, every rank's queue drained once at the end; EP_REPEATS such
 * streams per variant, interleaved, and the median. Every queue orders
 * the caller's submission after the library's reduce (which ends with a
 * barrier) and the next call's publish after the caller's work.
 * The check: one fused call's out and h on every rank against the oracle
 * (tests/reference.c's ref_rms_norm: the kernel's bits, exactly), and the
 * separate dispatches' out beside it (their largest relative difference:
 * the GPU's own square root and division, not the same bits). */

#define EP_ROW 4096u
#define EP_REPEATS 5
#define EP_EPSILON 1e-5f

/* Every rank's buffer holds these regions, each maxBytes long. */
enum { EP_INPUT, EP_SUM, EP_RESIDUAL, EP_WEIGHT, EP_H, EP_OUT, EP_REGIONS };

typedef enum Variant { EP_ALLREDUCE, EP_FUSED, EP_SEPARATE, EP_VARIANTS } Variant;
static const char* const variantNames[EP_VARIANTS] = {"allreduce", "fused", "separate"};

/* The two baseline kernels on one rank, and their command buffer for the
 * current size. */
typedef struct Baseline {
    VkDescriptorSetLayout setLayout;
    VkPipelineLayout layout;
    VkPipeline add, norm;
    VkDescriptorPool pool;
    VkDescriptorSet addSet, normSet;
    VkCommandBuffer cmd;
} Baseline;

typedef struct EpilogueRow {
    uint64_t bytes;
    uint32_t rowLength;
    double us[EP_VARIANTS];
    uint64_t wrong;
    double separateDiff; /* the separate dispatches' largest relative difference from the oracle */
} EpilogueRow;

static VkDeviceSize region_offset(const Bench* b, int region)
{
    return (VkDeviceSize)region * b->opt.maxBytes;
}

static VkarBufferRange region_range(const Bench* b, uint32_t r, int region)
{
    VkarBufferRange range = {b->ranks[r].data.buffer, region_offset(b, region)};
    return range;
}

/* Bindings 0..2 of `set`: three regions of the rank's buffer. */
static void write_regions(const Bench* b, uint32_t r, VkDescriptorSet set, const int regions[3], VkDeviceSize bytes)
{
    VkDescriptorBufferInfo infos[3];
    uint32_t k;
    for (k = 0; k < 3; ++k) {
        infos[k].buffer = b->ranks[r].data.buffer;
        infos[k].offset = region_offset(b, regions[k]);
        infos[k].range = bytes;
    }
    write_storage_ranges(b->ranks[r].info.device, set, infos, 3);
}

static void create_baseline(const Bench* b, uint32_t r, Baseline* base)
{
    VkDevice device = b->ranks[r].info.device;
    VkDescriptorSetAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                         .descriptorSetCount = 1};
    create_storage_layouts(device, 3, 8, &base->setLayout, &base->layout);
    base->add = create_compute_pipeline(device, base->layout, spirvBaselineAdd, sizeof spirvBaselineAdd);
    base->norm = create_compute_pipeline(device, base->layout, spirvBaselineNorm, sizeof spirvBaselineNorm);
    base->pool = create_storage_pool(device, 2, 3);
    alloc.descriptorPool = base->pool;
    alloc.pSetLayouts = &base->setLayout;
    check(vkAllocateDescriptorSets(device, &alloc, &base->addSet), "vkAllocateDescriptorSets");
    check(vkAllocateDescriptorSets(device, &alloc, &base->normSet), "vkAllocateDescriptorSets");
    allocate_command_buffers(device, b->ranks[r].pool, 1, &base->cmd);
}

static void destroy_baseline(const Bench* b, uint32_t r, Baseline* base)
{
    VkDevice device = b->ranks[r].info.device;
    vkDestroyPipeline(device, base->add, NULL);
    vkDestroyPipeline(device, base->norm, NULL);
    vkDestroyDescriptorPool(device, base->pool, NULL);
    vkDestroyPipelineLayout(device, base->layout, NULL);
    vkDestroyDescriptorSetLayout(device, base->setLayout, NULL);
}

/* The separate dispatches for `count` elements in rows of rowLength, ending
 * with a barrier so that the next call's publish and reduce come after. */
static void record_baseline(const Bench* b, uint32_t r, Baseline* base, uint64_t count, uint32_t rowLength)
{
    static const int addRegions[3] = {EP_SUM, EP_RESIDUAL, EP_H};
    static const int normRegions[3] = {EP_H, EP_WEIGHT, EP_OUT};
    const VkDeviceSize bytes = count * sizeof(float);
    const uint32_t addPush[2] = {(uint32_t)count, 0};
    struct {
        uint32_t rowLength;
        float epsilon;
    } normPush = {rowLength, EP_EPSILON};
    VkCommandBuffer cmd = base->cmd;
    write_regions(b, r, base->addSet, addRegions, bytes);
    write_regions(b, r, base->normSet, normRegions, bytes);
    check(vkResetCommandBuffer(cmd, 0), "vkResetCommandBuffer");
    begin_commands(cmd);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, base->add);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, base->layout, 0, 1, &base->addSet, 0, NULL);
    vkCmdPushConstants(cmd, base->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof addPush, addPush);
    vkCmdDispatch(cmd, (uint32_t)((count + 255) / 256), 1, 1);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, base->norm);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, base->layout, 0, 1, &base->normSet, 0, NULL);
    vkCmdPushConstants(cmd, base->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof normPush, &normPush);
    vkCmdDispatch(cmd, (uint32_t)(count / rowLength), 1, 1);
    cmd_full_barrier(cmd);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
}

/* How the rank's utility command buffer moves bytes: the whole staging
 * buffer to the device buffer, zeros over a region, or a region back to
 * the same place in the staging buffer. */
typedef enum Transfer { EP_UPLOAD, EP_CLEAR, EP_READ } Transfer;

/* `how` over the region's count elements on rank r (the whole buffer for
 * EP_UPLOAD), between full barriers, waited for. */
static void transfer(const Bench* b, uint32_t r, Transfer how, int region, uint64_t count)
{
    const Rank* rank = &b->ranks[r];
    const VkDeviceSize offset = how == EP_UPLOAD ? 0 : region_offset(b, region);
    const VkDeviceSize bytes = how == EP_UPLOAD ? rank->data.size : count * sizeof(float);
    VkBufferCopy copy = {offset, offset, bytes};
    check(vkResetCommandBuffer(rank->util, 0), "vkResetCommandBuffer");
    begin_commands(rank->util);
    cmd_full_barrier(rank->util);
    if (how == EP_CLEAR)
        vkCmdFillBuffer(rank->util, rank->data.buffer, offset, bytes, 0);
    else if (how == EP_READ)
        vkCmdCopyBuffer(rank->util, rank->data.buffer, rank->staging.buffer, 1, &copy);
    else
        vkCmdCopyBuffer(rank->util, rank->staging.buffer, rank->data.buffer, 1, &copy);
    cmd_full_barrier(rank->util);
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    submit_plain(rank, rank->util);
    check(vkQueueWaitIdle(rank->info.queue), "vkQueueWaitIdle");
}

/* Inputs, residuals and weights: small random values, each rank its own,
 * written once through the staging buffer; the outputs zeroed. */
static void upload_inputs(const Bench* b, uint64_t maxCount)
{
    uint32_t r, state = 12345u;
    for (r = 0; r < b->rankCount; ++r) {
        float* host = (float*)b->ranks[r].staging.mapped;
        memset(host, 0, (size_t)b->ranks[r].data.size);
        fill_uniform(host + region_offset(b, EP_INPUT) / sizeof(float), maxCount, 1.0f, &state);
        fill_uniform(host + region_offset(b, EP_RESIDUAL) / sizeof(float), maxCount, 1.0f, &state);
        fill_uniform(host + region_offset(b, EP_WEIGHT) / sizeof(float), maxCount < EP_ROW ? maxCount : EP_ROW,
                     1.0f, &state); /* the longest row a size takes */
        transfer(b, r, EP_UPLOAD, 0, 0);
    }
}

/* One call of the variant on every rank. */
static void run_variant(Bench* b, Variant v, Baseline* bases, uint64_t count, uint32_t rowLength)
{
    VkarBufferRange inputs[MAX_RANKS], sums[MAX_RANKS], residuals[MAX_RANKS], weights[MAX_RANKS], hs[MAX_RANKS],
        outs[MAX_RANKS];
    VkarRmsNormInfo rms = {rowLength, EP_EPSILON, residuals, weights, outs, hs};
    VkarCollectiveInfo info = {.count = count, .wire = VKAR_WIRE_F32, .pBuffers = inputs, .pOutputs = sums,
                               .dataType = VKAR_DATA_TYPE_F32, .op = VKAR_REDUCE_OP_SUM,
                               .algorithm = VKAR_ALGORITHM_ONE_SHOT};
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        inputs[r] = region_range(b, r, EP_INPUT);
        sums[r] = region_range(b, r, EP_SUM);
        residuals[r] = region_range(b, r, EP_RESIDUAL);
        weights[r] = region_range(b, r, EP_WEIGHT);
        hs[r] = region_range(b, r, EP_H);
        outs[r] = region_range(b, r, EP_OUT);
    }
    if (v == EP_FUSED)
        info.pRmsNorm = &rms;
    check_call(vkarAllreduce(b->comm, &info), "vkarAllreduce");
    if (v == EP_SEPARATE)
        for (r = 0; r < b->rankCount; ++r)
            submit_plain(&b->ranks[r], bases[r].cmd);
}

static void drain(const Bench* b)
{
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r)
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
}

/* Seconds per call of a stream of -n calls, after -w untimed ones. */
static double time_variant(Bench* b, Variant v, Baseline* bases, uint64_t count, uint32_t rowLength)
{
    uint32_t i;
    double start;
    for (i = 0; i < b->opt.warmup; ++i)
        run_variant(b, v, bases, count, rowLength);
    drain(b);
    start = now_seconds();
    for (i = 0; i < b->opt.iters; ++i)
        run_variant(b, v, bases, count, rowLength);
    drain(b);
    return (now_seconds() - start) / b->opt.iters;
}

/* The region's count elements on rank r, read back through the staging buffer. */
static const uint32_t* read_region(const Bench* b, uint32_t r, int region, uint64_t count)
{
    transfer(b, r, EP_READ, region, count);
    return (const uint32_t*)b->ranks[r].staging.mapped + region_offset(b, region) / sizeof(float);
}

static double relative_difference(uint32_t got, uint32_t want)
{
    const double g = bits_float(got), w = bits_float(want);
    const double d = absolute(g - w), m = absolute(w);
    return m > 0 ? d / m : d;
}

static uint32_t input_of(const void* user, uint32_t rank, uint64_t e)
{
    return ((uint32_t* const*)user)[rank][e];
}

/* The all-reduce's sum of every rank's input, as the oracle gives it. */
static void expected_sum(const Bench* b, uint64_t count, uint32_t* sum)
{
    uint32_t* inputs[MAX_RANKS];
    RefCall call;
    uint64_t e;
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        inputs[r] = (uint32_t*)checked_calloc(count, sizeof *inputs[r]);
        memcpy(inputs[r], read_region(b, r, EP_INPUT, count), count * sizeof *inputs[r]);
    }
    call = ref_call(REF_ALLREDUCE, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, b->rankCount, input_of, inputs);
    call.count = count;
    for (e = 0; e < count; ++e)
        sum[e] = ref_reduce(&call, e);
    for (r = 0; r < b->rankCount; ++r)
        free(inputs[r]);
}

/* The fused call's out and h on every rank against the oracle: wrong
 * elements; and the separate dispatches' largest relative difference. */
static uint64_t check_epilogue(Bench* b, Baseline* bases, uint64_t count, uint32_t rowLength, double* separateDiff)
{
    uint32_t* sum = (uint32_t*)checked_calloc(count, sizeof *sum);
    uint32_t* want = (uint32_t*)checked_calloc(count, sizeof *want);
    uint32_t* wantH = (uint32_t*)checked_calloc(count, sizeof *wantH);
    uint32_t* residual = (uint32_t*)checked_calloc(count, sizeof *residual);
    uint32_t* weight = (uint32_t*)checked_calloc(rowLength, sizeof *weight);
    uint64_t wrong = 0, e;
    uint32_t r;
    for (r = 0; r < b->rankCount; ++r) {
        transfer(b, r, EP_CLEAR, EP_H, count); /* a kernel that did not run shows */
        transfer(b, r, EP_CLEAR, EP_OUT, count);
    }
    run_variant(b, EP_FUSED, bases, count, rowLength);
    drain(b);
    expected_sum(b, count, sum);
    *separateDiff = 0.0;
    for (r = 0; r < b->rankCount; ++r) {
        const uint32_t *got, *gotH;
        uint64_t row;
        memcpy(residual, read_region(b, r, EP_RESIDUAL, count), count * sizeof *residual);
        memcpy(weight, read_region(b, r, EP_WEIGHT, rowLength), rowLength * sizeof *weight);
        for (row = 0; row < count / rowLength; ++row)
            ref_rms_norm(VKAR_DATA_TYPE_F32, rowLength, EP_EPSILON, sum + row * rowLength, residual + row * rowLength,
                         weight, want + row * rowLength, wantH + row * rowLength);
        gotH = read_region(b, r, EP_H, count);
        for (e = 0; e < count; ++e)
            wrong += gotH[e] != wantH[e];
        got = read_region(b, r, EP_OUT, count);
        for (e = 0; e < count; ++e)
            wrong += got[e] != want[e];
        transfer(b, r, EP_CLEAR, EP_OUT, count);
        submit_plain(&b->ranks[r], bases[r].cmd);
        drain(b);
        got = read_region(b, r, EP_OUT, count);
        for (e = 0; e < count; ++e) {
            const double d = relative_difference(got[e], want[e]);
            if (d > *separateDiff)
                *separateDiff = d;
        }
    }
    free(sum);
    free(want);
    free(wantH);
    free(residual);
    free(weight);
    return wrong;
}

static EpilogueRow measure_epilogue(Bench* b, Baseline* bases, uint64_t bytes)
{
    EpilogueRow row;
    double samples[EP_VARIANTS][EP_REPEATS];
    const uint64_t count = bytes / sizeof(float);
    uint32_t r, k;
    int v;
    memset(&row, 0, sizeof row);
    row.bytes = bytes;
    row.rowLength = count < EP_ROW ? (uint32_t)count : EP_ROW;
    for (r = 0; r < b->rankCount; ++r)
        record_baseline(b, r, &bases[r], count, row.rowLength);
    row.wrong = b->opt.check ? check_epilogue(b, bases, count, row.rowLength, &row.separateDiff) : 0;
    for (k = 0; k < EP_REPEATS; ++k)
        for (v = 0; v < EP_VARIANTS; ++v)
            samples[v][k] = time_variant(b, (Variant)v, bases, count, row.rowLength);
    for (v = 0; v < EP_VARIANTS; ++v)
        row.us[v] = median(samples[v], EP_REPEATS) * 1e6;
    return row;
}

static void print_epilogue_row(const EpilogueRow* row)
{
    printf("%12llu %9u %7u %10.2f %10.2f %10.2f %8.3f %8.3f %7llu %10.2e\n", (unsigned long long)row->bytes,
           (unsigned)(row->bytes / sizeof(float) / row->rowLength), row->rowLength, row->us[EP_ALLREDUCE],
           row->us[EP_FUSED], row->us[EP_SEPARATE], row->us[EP_FUSED] / row->us[EP_SEPARATE],
           row->us[EP_FUSED] / row->us[EP_ALLREDUCE], (unsigned long long)row->wrong, row->separateDiff);
}

static void write_epilogue_csv(const char* path, const EpilogueRow* rows, uint32_t count)
{
    FILE* f = fopen(path, "w");
    uint32_t i;
    if (!f) {
        fprintf(stderr, "vkar_perf: cannot write %s\n", path);
        exit(1);
    }
    fprintf(f, "bytes,rows,row_length,%s_us,%s_us,%s_us,fused_over_separate,wrong,separate_max_rel_diff\n",
            variantNames[0], variantNames[1], variantNames[2]);
    for (i = 0; i < count; ++i)
        fprintf(f, "%llu,%llu,%u,%.3f,%.3f,%.3f,%.4f,%llu,%.3e\n", (unsigned long long)rows[i].bytes,
                (unsigned long long)(rows[i].bytes / sizeof(float) / rows[i].rowLength), rows[i].rowLength,
                rows[i].us[EP_ALLREDUCE], rows[i].us[EP_FUSED], rows[i].us[EP_SEPARATE],
                rows[i].us[EP_FUSED] / rows[i].us[EP_SEPARATE], (unsigned long long)rows[i].wrong,
                rows[i].separateDiff);
    fclose(f);
}

int run_epilogue(Bench* b)
{
    EpilogueRow rows[64];
    Baseline bases[MAX_RANKS];
    uint32_t count = 0, r;
    uint64_t size, wrong = 0;
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, region_offset(b, EP_REGIONS));
    create_comm(b);
    for (r = 0; r < b->rankCount; ++r)
        create_baseline(b, r, &bases[r]);
    upload_inputs(b, b->opt.maxBytes / sizeof(float));
    printf("# vkar_perf --epilogue: %u ranks (%s), F32 sum, one-shot, out of place; time per call (us) of\n"
           "# the all-reduce alone, with the fused epilogue (pRmsNorm: h and out written), and followed by\n"
           "# separate add and RMS-norm dispatches; medians of %u streams of %u calls; rows of %u elements\n"
           "# wrong: the fused call's out and h against the oracle (every rank); separate_diff: the\n"
           "# separate dispatches' largest relative difference from it\n",
           b->rankCount, b->ranks[0].name, EP_REPEATS, b->opt.iters, EP_ROW);
    printf("%12s %9s %7s %10s %10s %10s %8s %8s %7s %10s\n", "bytes", "rows", "row", "allreduce", "fused",
           "separate", "fus/sep", "fus/ar", "wrong", "sep_diff");
    for (size = b->opt.minBytes; size != 0 && count < COUNT_OF(rows); size = next_size(&b->opt, size)) {
        rows[count] = measure_epilogue(b, bases, size);
        print_epilogue_row(&rows[count]);
        wrong += rows[count++].wrong;
    }
    printf("# Wrong elements (all sizes, all ranks): %llu %s\n", (unsigned long long)wrong,
           !b->opt.check ? "(not checked)" : wrong ? "FAILED" : "OK");
    if (b->opt.csvPath)
        write_epilogue_csv(b->opt.csvPath, rows, count);
    drain(b);
    for (r = 0; r < b->rankCount; ++r)
        destroy_baseline(b, r, &bases[r]);
    vkarDestroyComm(b->comm);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return wrong ? 1 : 0;
}
