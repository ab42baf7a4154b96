/* tensor_parallel_mlp.c - a two-layer MLP split across Vulkan devices the way
 * tensor-parallel inference splits a transformer's feed-forward block.
 *
 *   tensor_parallel_mlp [--devices N] [--hidden H] [--ffn F] [--batch B] [--wire f32|f16|both]
 *
 *   y = W2 . gelu(W1 . x)   x: B tokens of H values, W1: [F x H], W2: [H x F]
 *
 * Rank r holds the F/N rows r*F/N .. (r+1)*F/N - 1 of W1 and the matching F/N
 * columns of W2. (In the x . W convention of Megatron-LM, where W1 is stored
 * [H x F], that is "W1 split by columns, W2 by rows".) Each rank computes its
 * slice of the inner activations, h_r = gelu(W1_r . x), with no
 * communication, because GELU acts element by element; then a partial
 * y_r = W2_r . h_r of all H x B outputs. y is the sum of the N partials: one
 * all-reduce gives every rank the full y.
 *
 * The layers are the example's own compute shaders. The all-reduce is folded
 * into the same command buffers with the record API, so each forward pass
 * makes one queue submission per rank on each side of the all-reduce:
 *
 *   submission 1: [upload x, layer 1, layer 2, publish]  + the library's publish signals
 *   vkarReleaseRound
 *   submission 2: [reduce, copy y to the host]           + the library's reduce waits and
 *                                                          signals, and our own timeline
 *
 * The result is checked against the same MLP unsplit on rank 0's device
 * (the full W1 and W2, the same shaders, no all-reduce), and every rank's y
 * must be bitwise identical to every other rank's.
 *
 * One rank (VkDevice + queue) per GPU, or N VkDevices spread over the GPUs
 * round-robin. Without a GPU it runs N VkDevices (default 2) on Mesa's CPU
 * driver, lavapipe. VKAR_SYNC=bridge|sync_fd picks the library's sync mode.
 */

/* First, so that the header's _POSIX_C_SOURCE takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#define COMMON_PROGRAM "tensor_parallel_mlp"
#include "common.h" /* the Vulkan setup the examples and the bench share */

#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANKS 64
/* The shaders' local_size_x. */
#define WORKGROUP_SIZE 64u
/* Vulkan guarantees storage buffers of 2^27 bytes (maxStorageBufferRange);
 * the full W1 is the largest buffer. */
#define MAX_MATRIX_ELEMENTS ((uint64_t)1 << 25)

#include "mlp_spirv.h" /* spirvMatmulGelu (layer 1) and spirvMatmul (layer 2) */

/* ---- Options ---------------------------------------------------------------- */

enum { WIRE_BIT_F32 = 1, WIRE_BIT_F16 = 2 };

typedef struct Options {
    uint32_t devices; /* 0: one rank per GPU, or 2 on the CPU driver */
    uint32_t hidden;
    uint32_t ffn;
    uint32_t batch;
    unsigned wires; /* WIRE_BIT_* */
} Options;

static void usage(FILE* out)
{
    fprintf(out, "usage: tensor_parallel_mlp [--devices N] [--hidden H] [--ffn F] [--batch B] [--wire f32|f16|both]\n"
                 "  --devices N  ranks (VkDevices), spread over the GPUs round-robin\n"
                 "               (default: one per GPU; 2 on the CPU driver when there is no GPU)\n"
                 "  --hidden H   model width: x and y have H values per token (default 256)\n"
                 "  --ffn F      inner width of the MLP, a multiple of the rank count (default 1024)\n"
                 "  --batch B    tokens per forward pass (default 8)\n"
                 "  --wire W     the all-reduce's wire format: f32, f16, or both, one pass each (default both)\n");
}

static int parse_wires(const char* text, unsigned* out)
{
    if (strcmp(text, "f32") == 0)
        *out = WIRE_BIT_F32;
    else if (strcmp(text, "f16") == 0)
        *out = WIRE_BIT_F16;
    else if (strcmp(text, "both") == 0)
        *out = WIRE_BIT_F32 | WIRE_BIT_F16;
    else
        return 0;
    return 1;
}

static int take_option(void* options, const char* flag, const char* value)
{
    Options* opt = (Options*)options;
    if (strcmp(flag, "--devices") == 0)
        return parse_count(value, MAX_RANKS, &opt->devices);
    if (strcmp(flag, "--hidden") == 0)
        return parse_count(value, 65536, &opt->hidden);
    if (strcmp(flag, "--ffn") == 0)
        return parse_count(value, 65536, &opt->ffn);
    if (strcmp(flag, "--batch") == 0)
        return parse_count(value, 65535, &opt->batch); /* the dispatch's y dimension */
    return strcmp(flag, "--wire") == 0 && parse_wires(value, &opt->wires);
}

static Options parse_options(int argc, char** argv)
{
    Options opt = {0, 256, 1024, 8, WIRE_BIT_F32 | WIRE_BIT_F16};
    parse_flags(argc, argv, &opt, take_option, usage);
    if ((uint64_t)opt.ffn * opt.hidden > MAX_MATRIX_ELEMENTS ||
        (uint64_t)opt.batch * opt.ffn > MAX_MATRIX_ELEMENTS || (uint64_t)opt.batch * opt.hidden > MAX_MATRIX_ELEMENTS)
        refuse_option("--hidden/--ffn/--batch", "",
                      "every matrix must fit in 128 MiB, the storage buffer size Vulkan guarantees", usage);
    return opt;
}

/* ---- The model on the host ------------------------------------------------------ */

/* Row-major F32: w1 [ffn x hidden], w2 [hidden x ffn], x [batch x hidden]. */
typedef struct HostModel {
    uint32_t hidden, ffn, batch;
    float* w1;
    float* w2;
    float* x;
} HostModel;

/* Weights uniform in +-sqrt(3 / fan_in) (variance 1 / fan_in), tokens in
 * +-1: the pre-activations and y are of order 1 whatever the sizes, so
 * GELU's curved part is exercised and the checks compare O(1) values. The
 * same weights on every machine. */
static HostModel make_host_model(const Options* opt)
{
    HostModel m = {opt->hidden, opt->ffn, opt->batch, NULL, NULL, NULL};
    uint32_t state = 0x9e3779b9u;
    m.w1 = (float*)checked_calloc((size_t)m.ffn * m.hidden, sizeof(float));
    m.w2 = (float*)checked_calloc((size_t)m.hidden * m.ffn, sizeof(float));
    m.x = (float*)checked_calloc((size_t)m.batch * m.hidden, sizeof(float));
    fill_uniform(m.w1, (size_t)m.ffn * m.hidden, (float)square_root(3.0 / m.hidden), &state);
    fill_uniform(m.w2, (size_t)m.hidden * m.ffn, (float)square_root(3.0 / m.ffn), &state);
    fill_uniform(m.x, (size_t)m.batch * m.hidden, 1.0f, &state);
    return m;
}

static void free_host_model(HostModel* m)
{
    free(m->w1);
    free(m->w2);
    free(m->x);
}

/* Rank r's shard: rows [first, first + inner) of W1, which are contiguous,
 * and the same columns of W2, packed into an [hidden x inner] matrix. */
static void slice_shard(const HostModel* m, uint32_t first, uint32_t inner, float* w1, float* w2)
{
    uint32_t row;
    memcpy(w1, m->w1 + (size_t)first * m->hidden, (size_t)inner * m->hidden * sizeof(float));
    for (row = 0; row < m->hidden; ++row)
        memcpy(w2 + (size_t)row * inner, m->w2 + (size_t)row * m->ffn + first, inner * sizeof(float));
}

/* ---- Devices ------------------------------------------------------------------ */

/* An MLP on one device: the whole model (the reference) or one rank's shard,
 * whose inner width is F/N. Row-major F32 like HostModel. */
typedef struct Mlp {
    uint32_t hidden, inner, batch;
    Buffer w1;       /* [inner x hidden] */
    Buffer w2;       /* [hidden x inner] */
    Buffer x;        /* [batch x hidden] the tokens */
    Buffer h;        /* [batch x inner]  gelu(W1 . x) */
    Buffer y;        /* [batch x hidden] W2 . h: on a shard, a partial sum until the all-reduce */
    Buffer xStaging; /* host-visible: the tokens come in here... */
    Buffer yStaging; /* ...and y goes out here */
    VkDescriptorPool descriptorPool;
    VkDescriptorSet layer1, layer2;
} Mlp;

typedef struct Rank {
    VkarRankInfo info; /* what vkarCreateComm gets: physical device, device, queue, family */
    VkDescriptorSetLayout setLayout;
    VkPipelineLayout pipelineLayout;
    VkPipeline matmulGelu; /* layer 1 */
    VkPipeline matmul;     /* layer 2 */
    VkCommandPool pool;
    VkCommandBuffer cmds[2]; /* a forward pass's command buffers: before and after the all-reduce */
    VkSemaphore timeline;    /* ours: the host waits on it */
    uint64_t value;          /* the last value submitted for the timeline to reach */
    Mlp shard;
} Rank;

/* Both layers: bindings 0..2 = weights, inputs, outputs; push constants
 * rows, cols, tokens (mlp_matmul.comp's Sizes). */
typedef struct LayerSizes {
    uint32_t rows, cols, tokens;
} LayerSizes;

static void create_kernels(Rank* rank)
{
    const VkDevice device = rank->info.device;
    create_storage_layouts(device, 3, sizeof(LayerSizes), &rank->setLayout, &rank->pipelineLayout);
    rank->matmulGelu = create_compute_pipeline(device, rank->pipelineLayout, spirvMatmulGelu, sizeof spirvMatmulGelu);
    rank->matmul = create_compute_pipeline(device, rank->pipelineLayout, spirvMatmul, sizeof spirvMatmul);
}

/* Command buffers are re-recorded every forward pass: vkarCmdAllreduce
 * records a different round each time. */
static void create_commands(Rank* rank)
{
    rank->timeline = create_timeline(rank->info.device);
    rank->pool = create_command_pool(&rank->info);
    allocate_command_buffers(rank->info.device, rank->pool, 2, rank->cmds);
}

/* ---- Submissions ------------------------------------------------------------------ */

/* Adds the next value of the rank's own timeline, for the host to wait on. */
static void add_timeline_signal(SemaphoreList* list, Rank* rank)
{
    uint64_t value = ++rank->value;
    add_semaphores(list, 1, &rank->timeline, &value, NULL);
}

static void wait_timeline(const Rank* rank)
{
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &rank->value};
    check(vkWaitSemaphores(rank->info.device, &info, COMMON_WAIT_NS), "vkWaitSemaphores");
}

/* Submits `cmd` alone, signalling our timeline, and waits for it. */
static void submit_and_wait(Rank* rank, VkCommandBuffer cmd)
{
    SemaphoreList waits, signals;
    waits.count = signals.count = 0;
    add_timeline_signal(&signals, rank);
    submit_with(rank->info.queue, cmd, &waits, &signals);
    wait_timeline(rank);
}

/* ---- Recording ------------------------------------------------------------------ */

static void cmd_copy(VkCommandBuffer cmd, const Buffer* from, const Buffer* to)
{
    VkBufferCopy region = {0, 0, from->size};
    vkCmdCopyBuffer(cmd, from->buffer, to->buffer, 1, &region);
}

/* One invocation per output element: x over the rows, y over the tokens. */
static void cmd_layer(VkCommandBuffer cmd, const Rank* rank, VkPipeline pipeline, VkDescriptorSet set,
                      LayerSizes sizes)
{
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, rank->pipelineLayout, 0, 1, &set, 0, NULL);
    vkCmdPushConstants(cmd, rank->pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof sizes, &sizes);
    vkCmdDispatch(cmd, (sizes.rows + WORKGROUP_SIZE - 1) / WORKGROUP_SIZE, sizes.tokens, 1);
}

/* Upload the tokens, then both layers: y = W2 . gelu(W1 . x). */
static void record_layers(VkCommandBuffer cmd, const Rank* rank, const Mlp* mlp)
{
    LayerSizes layer1 = {mlp->inner, mlp->hidden, mlp->batch};
    LayerSizes layer2 = {mlp->hidden, mlp->inner, mlp->batch};
    /* The previous pass on this queue read x, h and y (layers, all-reduce,
     * copy out) and wrote h, y and the staging copy of y: all of that must be
     * done before this pass overwrites them. */
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    cmd_copy(cmd, &mlp->xStaging, &mlp->x);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_READ_BIT);
    cmd_layer(cmd, rank, rank->matmulGelu, mlp->layer1, layer1);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    cmd_layer(cmd, rank, rank->matmul, mlp->layer2, layer2);
}

/* Copy y, last written by a compute shader (layer 2 or the all-reduce's
 * reduce), to the staging buffer, and make it visible to the host. */
static void record_readback(VkCommandBuffer cmd, const Mlp* mlp)
{
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_TRANSFER_READ_BIT);
    cmd_copy(cmd, &mlp->y, &mlp->yStaging);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                VK_ACCESS_HOST_READ_BIT);
}

/* ---- An MLP on a device ------------------------------------------------------ */

static VkDescriptorSet create_layer_set(const Rank* rank, VkDescriptorPool pool, const Buffer* weights,
                                        const Buffer* inputs, const Buffer* outputs)
{
    const Buffer* buffers[3] = {weights, inputs, outputs};
    return create_storage_set(rank->info.device, pool, rank->setLayout, buffers, 3);
}

/* The weights go to the device once, through a staging buffer freed after. */
static void upload_weights(Rank* rank, Mlp* mlp, const float* w1, const float* w2)
{
    VkCommandBuffer cmd = rank->cmds[0];
    VkBufferCopy toW1 = {0, 0, mlp->w1.size}, toW2 = {mlp->w1.size, 0, mlp->w2.size};
    Buffer staging;
    create_buffer(&rank->info, &staging, mlp->w1.size + mlp->w2.size, 1);
    memcpy(staging.mapped, w1, (size_t)mlp->w1.size);
    memcpy((char*)staging.mapped + mlp->w1.size, w2, (size_t)mlp->w2.size);
    begin_commands(cmd);
    vkCmdCopyBuffer(cmd, staging.buffer, mlp->w1.buffer, 1, &toW1);
    vkCmdCopyBuffer(cmd, staging.buffer, mlp->w2.buffer, 1, &toW2);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_READ_BIT);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_and_wait(rank, cmd);
    destroy_buffer(rank->info.device, &staging);
}

/* An MLP of inner width `inner` on the rank's device, with its weights
 * uploaded and the tokens x in the staging buffer. */
static void create_mlp(Rank* rank, Mlp* mlp, const HostModel* model, uint32_t inner, const float* w1, const float* w2)
{
    const VkDeviceSize f32 = sizeof(float);
    memset(mlp, 0, sizeof *mlp);
    mlp->hidden = model->hidden;
    mlp->inner = inner;
    mlp->batch = model->batch;
    create_buffer(&rank->info, &mlp->w1, f32 * inner * mlp->hidden, 0);
    create_buffer(&rank->info, &mlp->w2, f32 * mlp->hidden * inner, 0);
    create_buffer(&rank->info, &mlp->x, f32 * mlp->batch * mlp->hidden, 0);
    create_buffer(&rank->info, &mlp->h, f32 * mlp->batch * inner, 0);
    create_buffer(&rank->info, &mlp->y, f32 * mlp->batch * mlp->hidden, 0);
    create_buffer(&rank->info, &mlp->xStaging, mlp->x.size, 1);
    create_buffer(&rank->info, &mlp->yStaging, mlp->y.size, 1);
    mlp->descriptorPool = create_storage_pool(rank->info.device, 2, 3);
    mlp->layer1 = create_layer_set(rank, mlp->descriptorPool, &mlp->w1, &mlp->x, &mlp->h);
    mlp->layer2 = create_layer_set(rank, mlp->descriptorPool, &mlp->w2, &mlp->h, &mlp->y);
    upload_weights(rank, mlp, w1, w2);
    memcpy(mlp->xStaging.mapped, model->x, (size_t)mlp->x.size);
}

static void destroy_mlp(VkDevice device, Mlp* mlp)
{
    Buffer* buffers[7] = {&mlp->w1, &mlp->w2, &mlp->x, &mlp->h, &mlp->y, &mlp->xStaging, &mlp->yStaging};
    int i;
    vkDestroyDescriptorPool(device, mlp->descriptorPool, NULL);
    for (i = 0; i < 7; ++i)
        destroy_buffer(device, buffers[i]);
}

/* Rank r's shard of the model: F/N rows of W1, the same columns of W2. */
static void create_shard(Rank* rank, uint32_t r, uint32_t rankCount, const HostModel* model)
{
    uint32_t inner = model->ffn / rankCount;
    float* w1 = (float*)checked_calloc((size_t)inner * model->hidden, sizeof(float));
    float* w2 = (float*)checked_calloc((size_t)model->hidden * inner, sizeof(float));
    slice_shard(model, r * inner, inner, w1, w2);
    create_mlp(rank, &rank->shard, model, inner, w1, w2);
    free(w1);
    free(w2);
}

/* ---- Forward passes ------------------------------------------------------------ */

/* The whole MLP on one device, no all-reduce: what the split one must match. */
static void run_reference(Rank* rank, const Mlp* mlp)
{
    VkCommandBuffer cmd = rank->cmds[0];
    begin_commands(cmd);
    record_layers(cmd, rank, mlp);
    record_readback(cmd, mlp);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_and_wait(rank, cmd);
}

/* The split MLP: every rank runs its shard and the all-reduce sums the
 * partial y's, with one submission per rank before the round's release and
 * one after. */
static void run_tensor_parallel(VkarComm comm, Rank* ranks, uint32_t rankCount, VkarWire wire)
{
    /* static: a quarter of a megabyte at MAX_RANKS, more than a stack frame should hold */
    static SemaphoreList publishSignals[MAX_RANKS], reduceWaits[MAX_RANKS], reduceSignals[MAX_RANKS];
    VkarBufferRange buffers[MAX_RANKS];
    VkCommandBuffer publishCmds[MAX_RANKS], reduceCmds[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
    VkarCmdCollectiveInfo info = {
        .collective = {.count = (uint64_t)ranks[0].shard.hidden * ranks[0].shard.batch, .wire = wire, .pBuffers = buffers},
        .pPublishCommandBuffers = publishCmds,
        .pReduceCommandBuffers = reduceCmds};
    SemaphoreList none;
    uint64_t round;
    uint32_t r;

    none.count = 0;
    for (r = 0; r < rankCount; ++r) {
        buffers[r].buffer = ranks[r].shard.y.buffer;
        buffers[r].offset = 0;
        publishCmds[r] = ranks[r].cmds[0];
        reduceCmds[r] = ranks[r].cmds[1];
        begin_commands(publishCmds[r]);
        begin_commands(reduceCmds[r]);
        record_layers(publishCmds[r], &ranks[r], &ranks[r].shard);
    }
    /* Appends each rank's publish (it reads y once layer 2 has written it)
     * to publishCmds, and records its reduce (it sums into y) in reduceCmds. */
    check(vkarCmdAllreduce(comm, &info, submits, &round), "vkarCmdAllreduce");

    for (r = 0; r < rankCount; ++r) {
        const VkarRankSubmitInfo* s = &submits[r];
        record_readback(reduceCmds[r], &ranks[r].shard);
        check(vkEndCommandBuffer(publishCmds[r]), "vkEndCommandBuffer");
        check(vkEndCommandBuffer(reduceCmds[r]), "vkEndCommandBuffer");
        /* Copied now: the arrays belong to the communicator. */
        publishSignals[r].count = reduceWaits[r].count = reduceSignals[r].count = 0;
        add_semaphores(&publishSignals[r], s->publishSignalCount, s->pPublishSignalSemaphores,
                       s->pPublishSignalValues, NULL);
        add_semaphores(&reduceWaits[r], s->reduceWaitCount, s->pReduceWaitSemaphores, s->pReduceWaitValues,
                       s->pReduceWaitDstStageMasks);
        add_semaphores(&reduceSignals[r], s->reduceSignalCount, s->pReduceSignalSemaphores, s->pReduceSignalValues,
                       NULL);
        add_timeline_signal(&reduceSignals[r], &ranks[r]);
    }

    /* Every publish must be submitted before the round is released, and every
     * reduce after: a reduce waits for all ranks' publishes. */
    for (r = 0; r < rankCount; ++r)
        submit_with(ranks[r].info.queue, publishCmds[r], &none, &publishSignals[r]);
    check(vkarReleaseRound(comm, round), "vkarReleaseRound");
    for (r = 0; r < rankCount; ++r)
        submit_with(ranks[r].info.queue, reduceCmds[r], &reduceWaits[r], &reduceSignals[r]);
    for (r = 0; r < rankCount; ++r)
        wait_timeline(&ranks[r]);
}

/* ---- Checks ------------------------------------------------------------------ */

/* Every rank's y against the single-device one, within `relTolerance` of the
 * largest |y|, and bitwise against rank 0's. The split sums in another order
 * than the single device's dot products, so exact equality is not expected. */
static int check_pass(const Rank* ranks, uint32_t rankCount, const float* reference, const char* wireName,
                      double relTolerance)
{
    const size_t count = (size_t)ranks[0].shard.hidden * ranks[0].shard.batch;
    const float* y0 = (const float*)ranks[0].shard.yStaging.mapped;
    double scale = 0, maxError = 0;
    int identical = 1, ok;
    uint32_t r;
    size_t i;
    for (i = 0; i < count; ++i)
        scale = absolute(reference[i]) > scale ? absolute(reference[i]) : scale;
    for (r = 0; r < rankCount; ++r) {
        const float* y = (const float*)ranks[r].shard.yStaging.mapped;
        for (i = 0; i < count; ++i) {
            double error = absolute((double)y[i] - (double)reference[i]);
            if (error != error)
                error = DBL_MAX; /* a NaN fails the check rather than comparing false */
            if (error > maxError)
                maxError = error;
        }
        if (memcmp(y, y0, count * sizeof(float)) != 0) {
            fprintf(stderr, "wire %s: rank %u's y differs bitwise from rank 0's\n", wireName, r);
            identical = 0;
        }
    }
    ok = identical && scale > 0 && maxError <= relTolerance * scale;
    printf("wire %s: max |y - y_single| = %.3g (%.3g of max |y_single| = %.3g; tolerance %.3g); "
           "ranks bitwise identical: %s -> %s\n",
           wireName, maxError, scale > 0 ? maxError / scale : maxError, scale, relTolerance,
           identical ? "yes" : "NO", ok ? "ok" : "FAILED");
    return ok;
}

/* ---- Setup and teardown ------------------------------------------------------------ */

static void destroy_rank(Rank* rank)
{
    VkDevice device = rank->info.device;
    check(vkDeviceWaitIdle(device), "vkDeviceWaitIdle");
    destroy_mlp(device, &rank->shard);
    vkDestroyCommandPool(device, rank->pool, NULL);
    vkDestroySemaphore(device, rank->timeline, NULL);
    vkDestroyPipeline(device, rank->matmulGelu, NULL);
    vkDestroyPipeline(device, rank->matmul, NULL);
    vkDestroyPipelineLayout(device, rank->pipelineLayout, NULL);
    vkDestroyDescriptorSetLayout(device, rank->setLayout, NULL);
    vkDestroyDevice(device, NULL);
}

static VkarComm create_comm(VkInstance instance, const Rank* ranks, uint32_t rankCount, uint64_t count)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = {.rankCount = rankCount, .pRanks = infos, .instance = instance,
                               .pfnLog = log_to_stderr};
    VkarCommProperties props;
    VkarComm comm;
    uint32_t r;
    for (r = 0; r < rankCount; ++r)
        infos[r] = ranks[r].info;
    check(vkarCreateComm(&info, &comm), "vkarCreateComm");
    vkarGetCommProperties(comm, &props);
    printf("comm: rank count %u, sync mode %s\n", props.rankCount,
           props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "host bridge");
    /* vkarCmdAllreduce records one round: y must fit in it. */
    if (count > props.maxElementsPerRound) {
        fprintf(stderr, COMMON_PROGRAM ": y has %llu values per rank; one all-reduce round carries %llu\n",
                (unsigned long long)count, (unsigned long long)props.maxElementsPerRound);
        exit(1);
    }
    return comm;
}

int main(int argc, char** argv)
{
    Options opt = parse_options(argc, argv);
    VkInstance instance = create_instance("tensor_parallel_mlp");
    VkPhysicalDevice physicalDevices[MAX_RANKS];
    uint32_t rankCount = choose_physical_devices(instance, opt.devices, physicalDevices), r;
    static Rank ranks[MAX_RANKS];
    HostModel model;
    Mlp reference;
    float* yReference;
    VkarComm comm;
    size_t yCount = (size_t)opt.hidden * opt.batch;
    int ok = 1;

    if (opt.ffn % rankCount != 0) {
        fprintf(stderr, COMMON_PROGRAM ": --ffn %u is not a multiple of the rank count %u\n", opt.ffn, rankCount);
        vkDestroyInstance(instance, NULL);
        return 2;
    }
    model = make_host_model(&opt);
    for (r = 0; r < rankCount; ++r) {
        char name[800];
        ranks[r].info.physicalDevice = physicalDevices[r];
        check_device(physicalDevices[r], name, sizeof name);
        create_rank_device(&ranks[r].info, NULL, 0, NULL);
        create_kernels(&ranks[r]);
        create_commands(&ranks[r]);
        create_shard(&ranks[r], r, rankCount, &model);
        printf("rank %u: %s\n", r, name);
    }
    printf("model: hidden %u, ffn %u (%u per rank), batch %u; all-reduce of %llu F32 values per rank\n", opt.hidden,
           opt.ffn, opt.ffn / rankCount, opt.batch, (unsigned long long)yCount);
    comm = create_comm(instance, ranks, rankCount, yCount);

    /* The reference: the full model on rank 0's device. Its y is copied out
     * because the staging buffer goes with the reference MLP. */
    create_mlp(&ranks[0], &reference, &model, opt.ffn, model.w1, model.w2);
    run_reference(&ranks[0], &reference);
    yReference = (float*)checked_calloc(yCount, sizeof(float));
    memcpy(yReference, reference.yStaging.mapped, yCount * sizeof(float));
    destroy_mlp(ranks[0].info.device, &reference);

    if (opt.wires & WIRE_BIT_F32) {
        run_tensor_parallel(comm, ranks, rankCount, VKAR_WIRE_F32);
        ok &= check_pass(ranks, rankCount, yReference, "F32", 1e-4);
    }
    if (opt.wires & WIRE_BIT_F16) {
        /* Each partial is rounded to F16 (relative error up to 2^-11) before
         * the sum: up to N roundings, of partials that may exceed |y|. */
        run_tensor_parallel(comm, ranks, rankCount, VKAR_WIRE_F16);
        ok &= check_pass(ranks, rankCount, yReference, "F16", 2e-3 * rankCount);
    }
    printf("check: %s\n", ok ? "OK" : "FAILED");

    vkarDestroyComm(comm);
    for (r = 0; r < rankCount; ++r)
        destroy_rank(&ranks[r]);
    vkDestroyInstance(instance, NULL);
    free(yReference);
    free_host_model(&model);
    return ok ? 0 : 1;
}
