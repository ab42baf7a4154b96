/* layer_split.c - a two-layer model split across two Vulkan devices by
 * layers, as llama.cpp's layer split (--split-mode layer) splits a model:
 * each device holds whole layers, and only the activations between them
 * cross from one device to the next (pipeline parallelism).
 *
 *   layer_split [--micro-batches M] [--batch B]
 *
 *   y = W2 . gelu(W1 . x)   x: B tokens of H values, W1: [F x H], W2: [H x F]
 *
 * Stage 0 (device 0) holds W1 and runs layer 1, h = gelu(W1 . x); stage 1
 * (device 1) holds W2 and runs layer 2, y = W2 . h. In between, h (B x F
 * values) goes from device 0 to device 1 with vkarSendRecv: a group in which
 * rank 0 sends and rank 1 receives (ncclSend and ncclRecv in NCCL).
 *
 * M micro-batches of B tokens go through in a row, and the host makes every
 * submission and call before it waits for anything: timeline semaphores
 * order the steps on the GPUs, so that device 0 may run layer 1 of
 * micro-batch m + 1 while device 1 runs layer 2 of micro-batch m, as
 * llama.cpp's pipeline parallelism overlaps a batch's micro-batches:
 *
 *   device 0:  layer 1 (m) -> send (m) -> layer 1 (m+1) -> send (m+1)
 *                               |                            |
 *   device 1:                 recv (m) -> layer 2 (m) ----> recv (m+1) -> layer 2 (m+1)
 *
 * Then the host checks every micro-batch's y against the same model
 * computed unsplit on the host, in double precision.
 *
 * Two ranks (VkDevices): on the first two GPUs, both on the GPU where there
 * is one, or on Mesa's CPU driver, lavapipe, where there is none.
 * VKAR_SYNC=bridge|sync_fd picks the library's sync mode.
 */

/* First, so that the header's _POSIX_C_SOURCE takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#define COMMON_PROGRAM "layer_split"
#include "common.h" /* the Vulkan setup the examples and the bench share */

#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HIDDEN 256 /* H: values per token of x and y */
#define FFN 1024   /* F: values per token of h, what crosses between the devices */
#define MAX_MICRO_BATCHES 64
#define MAX_BATCH 1024
/* The shader's local_size_x. */
#define WORKGROUP_SIZE 64u

#include "mlp_spirv.h" /* the kernels of examples/tensor_parallel_mlp.c: layer 1 with GELU, layer 2 */

/* ---- Options ------------------------------------------------------------------ */

typedef struct Options {
    uint32_t microBatches;
    uint32_t batch; /* tokens per micro-batch */
} Options;

static void usage(FILE* out)
{
    fprintf(out, "usage: layer_split [--micro-batches M] [--batch B]\n"
                 "  --micro-batches M  micro-batches sent through the two stages in a row, 1 to %d (default 4)\n"
                 "  --batch B          tokens per micro-batch, 1 to %d (default 8)\n",
            MAX_MICRO_BATCHES, MAX_BATCH);
}

static int take_option(void* options, const char* flag, const char* value)
{
    Options* opt = (Options*)options;
    if (strcmp(flag, "--micro-batches") == 0)
        return parse_count(value, MAX_MICRO_BATCHES, &opt->microBatches);
    return strcmp(flag, "--batch") == 0 && parse_count(value, MAX_BATCH, &opt->batch);
}

static Options parse_options(int argc, char** argv)
{
    Options opt = {4, 8};
    parse_flags(argc, argv, &opt, take_option, usage);
    return opt;
}

/* ---- The model on the host ------------------------------------------------------ */

/* tanh(u) = 1 - 2 / (e^2|u| + 1), with the sign of u, for |u| <= 10 (the
 * shader's clamp); e^2|u| as the series of e^(2|u| / 64), squared six
 * times: no libm. */
static double hyperbolic_tangent(double u)
{
    double v = 2 * absolute(u) / 64, term = 1, e = 1, t;
    int i;
    for (i = 1; i < 24; ++i) {
        term *= v / i;
        e += term;
    }
    for (i = 0; i < 6; ++i)
        e *= e;
    t = 1 - 2 / (e + 1);
    return u < 0 ? -t : t;
}

/* mlp_matmul.comp's GELU, clamp included. */
static double gelu(double v)
{
    double u = 0.7978845608 * (v + 0.044715 * v * v * v);
    return 0.5 * v * (1 + hyperbolic_tangent(u < -10 ? -10 : u > 10 ? 10 : u));
}

/* y of `tokens` tokens, the model unsplit, in double: what the two stages
 * together must give. Row-major: w1 [F x H], w2 [H x F], x [tokens x H]. */
static void host_forward(const float* w1, const float* w2, const float* x, uint32_t tokens, double* y)
{
    static double h[FFN];
    uint32_t t, row, k;
    for (t = 0; t < tokens; ++t) {
        const float* xt = x + (size_t)t * HIDDEN;
        for (row = 0; row < FFN; ++row) {
            double sum = 0;
            for (k = 0; k < HIDDEN; ++k)
                sum += (double)w1[(size_t)row * HIDDEN + k] * xt[k];
            h[row] = gelu(sum);
        }
        for (row = 0; row < HIDDEN; ++row) {
            double sum = 0;
            for (k = 0; k < FFN; ++k)
                sum += (double)w2[(size_t)row * FFN + k] * h[k];
            y[(size_t)t * HIDDEN + row] = sum;
        }
    }
}

/* ---- A stage: one device, one layer --------------------------------------------- */

/* mlp_matmul.comp's push constants: out [tokens x rows] = act(weights [rows x cols] . in [tokens x cols]). */
typedef struct LayerSizes {
    uint32_t rows, cols, tokens;
} LayerSizes;

typedef struct Stage {
    VkarRankInfo info; /* what vkarCreateComm gets: physical device, device, queue, family */
    LayerSizes sizes;
    VkDescriptorSetLayout setLayout;
    VkPipelineLayout pipelineLayout;
    VkPipeline layer;
    VkDescriptorPool descriptorPool;
    VkDescriptorSet set; /* weights, in, out */
    Buffer weights;      /* stage 0: W1; stage 1: W2 */
    Buffer in;           /* stage 0: x; stage 1: h, received */
    Buffer out;          /* stage 0: h, sent; stage 1: y */
    Buffer staging;      /* host-visible, every micro-batch's: stage 0 x, stage 1 y */
    VkCommandPool pool;
    VkCommandBuffer cmds[MAX_MICRO_BATCHES]; /* one per micro-batch: all are in flight at once */
    /* The stage's progress through micro-batch m (k = m + 1), which the
     * other steps wait on:
     *   stage 0's: 2k - 1 once layer 1 has written h, 2k once the send has read it;
     *   stage 1's: 2k - 1 once the receive has written h, 2k once layer 2 has
     *              read it and y is in the staging buffer. */
    VkSemaphore timeline;
} Stage;

/* The weights go to the device once, before the pipeline starts: the host
 * may wait here. */
static void upload_weights(Stage* s, const float* weights)
{
    VkCommandBuffer cmd = s->cmds[0];
    VkBufferCopy region = {0, 0, s->weights.size};
    SemaphoreList none;
    Buffer staging;
    none.count = 0;
    create_buffer(&s->info, &staging, s->weights.size, 1);
    memcpy(staging.mapped, weights, (size_t)s->weights.size);
    begin_commands(cmd);
    vkCmdCopyBuffer(cmd, staging.buffer, s->weights.buffer, 1, &region);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_READ_BIT);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_with(s->info.queue, cmd, &none, &none);
    check(vkQueueWaitIdle(s->info.queue), "vkQueueWaitIdle");
    destroy_buffer(s->info.device, &staging);
}

/* A rank on `physicalDevice` that holds one layer, and only that one: its
 * kernel, its weights uploaded, its buffers for one micro-batch, and a
 * staging buffer of `stagingBytes` for all of them. */
static void create_stage(Stage* s, const char* role, VkPhysicalDevice physicalDevice, const uint32_t* code,
                         size_t codeSize, LayerSizes sizes, const float* weights, VkDeviceSize stagingBytes,
                         uint32_t microBatches)
{
    const VkDeviceSize f32 = sizeof(float);
    const Buffer* bindings[3] = {&s->weights, &s->in, &s->out};
    char name[800];
    memset(s, 0, sizeof *s);
    check_device(physicalDevice, name, sizeof name);
    printf("%s: %s\n", role, name);
    s->info.physicalDevice = physicalDevice;
    s->sizes = sizes;
    create_rank_device(&s->info, NULL, 0, NULL);
    create_storage_layouts(s->info.device, 3, sizeof(LayerSizes), &s->setLayout, &s->pipelineLayout);
    s->layer = create_compute_pipeline(s->info.device, s->pipelineLayout, code, codeSize);
    create_buffer(&s->info, &s->weights, f32 * sizes.rows * sizes.cols, 0);
    create_buffer(&s->info, &s->in, f32 * sizes.tokens * sizes.cols, 0);
    create_buffer(&s->info, &s->out, f32 * sizes.tokens * sizes.rows, 0);
    create_buffer(&s->info, &s->staging, stagingBytes, 1);
    s->descriptorPool = create_storage_pool(s->info.device, 1, 3);
    s->set = create_storage_set(s->info.device, s->descriptorPool, s->setLayout, bindings, 3);
    s->pool = create_command_pool(&s->info);
    allocate_command_buffers(s->info.device, s->pool, microBatches, s->cmds);
    s->timeline = create_timeline(s->info.device);
    upload_weights(s, weights);
}

static void destroy_stage(Stage* s)
{
    VkDevice device = s->info.device;
    check(vkDeviceWaitIdle(device), "vkDeviceWaitIdle");
    destroy_buffer(device, &s->weights);
    destroy_buffer(device, &s->in);
    destroy_buffer(device, &s->out);
    destroy_buffer(device, &s->staging);
    vkDestroyDescriptorPool(device, s->descriptorPool, NULL);
    vkDestroyCommandPool(device, s->pool, NULL);
    vkDestroySemaphore(device, s->timeline, NULL);
    vkDestroyPipeline(device, s->layer, NULL);
    vkDestroyPipelineLayout(device, s->pipelineLayout, NULL);
    vkDestroyDescriptorSetLayout(device, s->setLayout, NULL);
    vkDestroyDevice(device, NULL);
}

/* ---- One micro-batch through the two stages ------------------------------------- */

/* One invocation per output element: x over the rows, y over the tokens. */
static void cmd_layer(VkCommandBuffer cmd, const Stage* s)
{
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->layer);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->pipelineLayout, 0, 1, &s->set, 0, NULL);
    vkCmdPushConstants(cmd, s->pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof s->sizes, &s->sizes);
    vkCmdDispatch(cmd, (s->sizes.rows + WORKGROUP_SIZE - 1) / WORKGROUP_SIZE, s->sizes.tokens, 1);
}

/* `cmd` on the stage's queue once its timeline reaches `after`; the
 * timeline then reaches `done`. `after` is the library's part of a group:
 * stage 0's previous send, stage 1's receive. The wait orders the two on the
 * GPU and makes the library's writes visible, without the host waiting. */
static void submit_step(const Stage* s, VkCommandBuffer cmd, uint64_t after, uint64_t done)
{
    SemaphoreList waits, signals;
    waits.count = signals.count = 0;
    add_semaphores(&waits, 1, &s->timeline, &after, NULL);
    add_semaphores(&signals, 1, &s->timeline, &done, NULL);
    submit_with(s->info.queue, cmd, &waits, &signals);
}

/* Stage 0, micro-batch m: its tokens from the staging buffer, then layer 1
 * into h, once the previous micro-batch's send has read h. */
static void run_layer1(Stage* s, uint32_t m)
{
    const uint64_t k = (uint64_t)m + 1;
    VkCommandBuffer cmd = s->cmds[m];
    VkBufferCopy tokens = {m * s->in.size, 0, s->in.size};
    begin_commands(cmd);
    /* The previous micro-batch's copy and layer 1 used x: done before the
     * copy overwrites it. */
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
    vkCmdCopyBuffer(cmd, s->staging.buffer, s->in.buffer, 1, &tokens);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_READ_BIT);
    cmd_layer(cmd, s);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_step(s, cmd, 2 * k - 2, 2 * k - 1);
}

/* Micro-batch m's h from stage 0 to stage 1: one group, one send and its
 * receive. The library reads the send only after pWaits[0] (layer 1 wrote
 * it) and writes the receive only after pWaits[1] (the previous layer 2
 * read it); each side's pSignals entry then tells that side's next step that
 * the library is done with its buffer. */
static void send_activations(VkarComm comm, const Stage* stages, uint32_t m)
{
    const uint64_t k = (uint64_t)m + 1;
    const uint64_t count = (uint64_t)stages[0].sizes.tokens * stages[0].sizes.rows;
    const VkarPeerOp ops[2] = {
        {.type = VKAR_PEER_OP_SEND, .rank = 0, .peer = 1, .count = count, .dataType = VKAR_DATA_TYPE_F32,
         .buffer = {stages[0].out.buffer, 0}},
        {.type = VKAR_PEER_OP_RECV, .rank = 1, .peer = 0, .count = count, .dataType = VKAR_DATA_TYPE_F32,
         .buffer = {stages[1].in.buffer, 0}}};
    const VkarSemaphoreValue waits[2] = {{stages[0].timeline, 2 * k - 1}, {stages[1].timeline, 2 * k - 2}};
    const VkarSemaphoreValue signals[2] = {{stages[0].timeline, 2 * k}, {stages[1].timeline, 2 * k - 1}};
    VkarSendRecvInfo info = {.opCount = 2, .pOps = ops, .pWaits = waits, .pSignals = signals};
    check(vkarSendRecv(comm, &info), "vkarSendRecv");
}

/* Stage 1, micro-batch m: layer 2 over the received h, once it is in place,
 * then y into micro-batch m's part of the staging buffer for the host. */
static void run_layer2(Stage* s, uint32_t m)
{
    const uint64_t k = (uint64_t)m + 1;
    VkCommandBuffer cmd = s->cmds[m];
    VkBufferCopy result = {0, m * s->out.size, s->out.size};
    begin_commands(cmd);
    /* The previous micro-batch's layer 2 and copy used y: done before
     * layer 2 overwrites it. */
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT);
    cmd_layer(cmd, s);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_TRANSFER_READ_BIT);
    vkCmdCopyBuffer(cmd, s->out.buffer, s->staging.buffer, 1, &result);
    cmd_barrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                VK_ACCESS_HOST_READ_BIT);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_step(s, cmd, 2 * k - 1, 2 * k);
}

/* ---- Checks ------------------------------------------------------------------ */

/* Micro-batch m's y from stage 1 against the host's, within `relTolerance`
 * of the largest |y|: the GPUs sum in F32 (with FMA, their own tanh), the
 * host in double, so exact equality is not expected. */
static int check_micro_batch(uint32_t m, const float* y, const double* reference, size_t count, double relTolerance)
{
    double scale = 0, maxError = 0;
    size_t i;
    int ok;
    for (i = 0; i < count; ++i) {
        double error = absolute((double)y[i] - reference[i]);
        if (error != error)
            error = DBL_MAX; /* a NaN fails the check rather than comparing false */
        maxError = error > maxError ? error : maxError;
        scale = absolute(reference[i]) > scale ? absolute(reference[i]) : scale;
    }
    ok = scale > 0 && maxError <= relTolerance * scale;
    printf("micro-batch %u: max |y - y_host| = %.3g (%.3g of max |y_host| = %.3g; tolerance %.3g) -> %s\n", m,
           maxError, scale > 0 ? maxError / scale : maxError, scale, relTolerance, ok ? "ok" : "FAILED");
    return ok;
}

/* ---- Main ------------------------------------------------------------------ */

int main(int argc, char** argv)
{
    const Options opt = parse_options(argc, argv);
    const size_t xCount = (size_t)opt.microBatches * opt.batch * HIDDEN; /* every micro-batch's tokens, and y */
    const LayerSizes layer1 = {FFN, HIDDEN, opt.batch}, layer2 = {HIDDEN, FFN, opt.batch};
    VkInstance instance = create_instance("layer_split");
    VkPhysicalDevice physicalDevices[2];
    static Stage stages[2];
    VkarRankInfo ranks[2];
    VkarCommCreateInfo commInfo = {.rankCount = 2, .pRanks = ranks, .pfnLog = log_to_stderr};
    VkarCommProperties props;
    VkarComm comm;
    float *w1, *w2, *x;
    double* yHost;
    uint32_t state = 0x9e3779b9u, m, s;
    VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1};
    uint64_t last = 2 * (uint64_t)opt.microBatches;
    int ok = 1;

    w1 = (float*)checked_calloc((size_t)FFN * HIDDEN, sizeof(float));
    w2 = (float*)checked_calloc((size_t)HIDDEN * FFN, sizeof(float));
    x = (float*)checked_calloc(xCount, sizeof(float));
    /* Weights in +-sqrt(3 / fan_in), tokens in +-1: h's pre-activations and
     * y are of order 1, so GELU's curved part is exercised and the check
     * compares O(1) values. The same model on every machine. */
    fill_uniform(w1, (size_t)FFN * HIDDEN, (float)square_root(3.0 / HIDDEN), &state);
    fill_uniform(w2, (size_t)HIDDEN * FFN, (float)square_root(3.0 / FFN), &state);
    fill_uniform(x, xCount, 1.0f, &state);

    choose_physical_devices(instance, 2, physicalDevices);
    create_stage(&stages[0], "stage 0 (rank 0), layer 1, h = gelu(W1 . x)", physicalDevices[0], spirvMatmulGelu,
                 sizeof spirvMatmulGelu, layer1, w1, sizeof(float) * xCount, opt.microBatches);
    create_stage(&stages[1], "stage 1 (rank 1), layer 2, y = W2 . h", physicalDevices[1], spirvMatmul,
                 sizeof spirvMatmul, layer2, w2, sizeof(float) * xCount, opt.microBatches);
    memcpy(stages[0].staging.mapped, x, xCount * sizeof(float));

    for (s = 0; s < 2; ++s)
        ranks[s] = stages[s].info;
    commInfo.instance = instance;
    check(vkarCreateComm(&commInfo, &comm), "vkarCreateComm");
    vkarGetCommProperties(comm, &props);
    printf("comm: rank count %u, sync mode %s\n", props.rankCount,
           props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "host bridge");
    printf("model: hidden %u, ffn %u; micro-batches: %u of %u token(s); each sends h, %u F32 values (%u KiB), "
           "from device 0 to device 1\n",
           HIDDEN, FFN, opt.microBatches, opt.batch, opt.batch * FFN, opt.batch * FFN * 4 / 1024);

    /* The whole pipeline is queued before the host waits: each step waits
     * on the GPUs for the steps it needs (see Stage::timeline). */
    for (m = 0; m < opt.microBatches; ++m) {
        run_layer1(&stages[0], m);
        send_activations(comm, stages, m);
        run_layer2(&stages[1], m);
    }
    printf("queued: %u x (layer 1 on device 0, vkarSendRecv, layer 2 on device 1), no host wait in between\n",
           opt.microBatches);
    wait.pSemaphores = &stages[1].timeline;
    wait.pValues = &last;
    check(vkWaitSemaphores(stages[1].info.device, &wait, COMMON_WAIT_NS), "vkWaitSemaphores");

    yHost = (double*)checked_calloc(xCount, sizeof(double));
    host_forward(w1, w2, x, opt.microBatches * opt.batch, yHost);
    for (m = 0; m < opt.microBatches; ++m) {
        const size_t offset = (size_t)m * opt.batch * HIDDEN;
        ok &= check_micro_batch(m, (const float*)stages[1].staging.mapped + offset, yHost + offset,
                                (size_t)opt.batch * HIDDEN, 1e-4);
    }
    printf("check: %s\n", ok ? "OK" : "FAILED");

    vkarDestroyComm(comm);
    for (s = 0; s < 2; ++s)
        destroy_stage(&stages[s]);
    vkDestroyInstance(instance, NULL);
    free(w1);
    free(w2);
    free(x);
    free(yHost);
    return ok ? 0 : 1;
}
