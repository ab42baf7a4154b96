/* perf_duplex.c - vkar_perf --duplex (see perf.h), and the part of vkar_perf
 * that compiles the library: --duplex runs the library's kernels outside a
 * communicator, so it is the one part that uses the implementation's
 * internals (vkar__spirv, vkar__KernelParams, VKAR__MAX_WORKGROUPS), and
 * they stay in this file. perf.h sets _POSIX_C_SOURCE first. The library
 * starts its threads (with its own vkar__thread_create) through the core's
 * bench_named_thread_main, which names them, and the core logs them for
 * --sync-cost (POSIX); the start function's name travels as a string
 * (declared here: perf.h comes after the library). */
#define VK_ALLREDUCE_IMPLEMENTATION
#ifndef _WIN32
void* bench_thread_start(void* (*start)(void*), void* arg, const char* function);
void* bench_named_thread_main(void* start);
int bench_thread_created(int result, const void* thread, const char* function);
#define VKAR_THREAD_CREATE(thread, start, arg)                                                                     \
    bench_thread_created(vkar__thread_create(thread, bench_named_thread_main, bench_thread_start(start, arg, #start)), \
                         thread, #start)
#endif
#include "perf.h"

/* ---- --duplex: PCIe copy limits -------------------------------------------------
 * What one GPU's link carries between device memory and imported host
 * memory, device to host, host to device, and both at once: the bound on a
 * publish (device to host) and a reduce (host to device) running side by
 * side. First with copies, the limit of the path itself; then with the
 * library's own kernels, whose loads and stores cross the link from the
 * shader cores as NCCL's do: whether they gain from both directions at
 * once is what overlapping a publish with a reduce could win (issue 11). */

enum {
    DUPLEX_D2H = 1,
    DUPLEX_H2D,
    DUPLEX_BOTH_ONE_QUEUE,
    DUPLEX_BOTH_TWO_QUEUES,
    DUPLEX_PUBLISH,
    DUPLEX_REDUCE,
    DUPLEX_KERNELS_ONE_QUEUE,
    DUPLEX_KERNELS_TWO_QUEUES,
    DUPLEX_KINDS
};
static const char* const duplexNames[] = {"",
                                          "device to host",
                                          "host to device",
                                          "both, one queue",
                                          "both, two queues",
                                          "publish kernel",
                                          "reduce kernel",
                                          "kernels, one queue",
                                          "kernels, two queues"};

static int duplex_is_kernel(int kind)
{
    return kind >= DUPLEX_PUBLISH;
}

static int duplex_on_two_queues(int kind)
{
    return kind == DUPLEX_BOTH_TWO_QUEUES || kind == DUPLEX_KERNELS_TWO_QUEUES;
}

static int duplex_moves_both_ways(int kind)
{
    return kind == DUPLEX_BOTH_ONE_QUEUE || kind == DUPLEX_KERNELS_ONE_QUEUE || duplex_on_two_queues(kind);
}

/* The library's publish and reduce (F32 wire) as one rank of two sees
 * them: binding 0 is the rank's device buffer, binding 1 the host import
 * holding both ranks' slots. The publish converts device bytes [0, n) into
 * rank 0's slot, host bytes [0, n); the reduce sums rank 1's slot, host
 * bytes [n, 2n), into device bytes [n, 2n), its own contribution read from
 * there: the traffic of a real round, on memory the other kernel does not
 * touch. */
typedef struct DuplexKernels {
    VkDescriptorSetLayout setLayout;
    VkPipelineLayout layout;
    VkPipeline publish, reduce;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} DuplexKernels;

static VkPipeline create_kernel_pipeline(VkDevice device, VkPipelineLayout layout, int reduce)
{
    VkShaderModuleCreateInfo moduleInfo = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    VkComputePipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO, .layout = layout};
    VkShaderModule module;
    VkPipeline pipeline;
    moduleInfo.pCode = vkar__spirv(reduce, &moduleInfo.codeSize);
    check(vkCreateShaderModule(device, &moduleInfo, NULL, &module), "vkCreateShaderModule");
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module;
    info.stage.pName = "main";
    check(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &info, NULL, &pipeline), "vkCreateComputePipelines");
    vkDestroyShaderModule(device, module, NULL);
    return pipeline;
}

static void create_duplex_kernels(const Rank* rank, const HostImport* import, VkDeviceSize bytes,
                                  DuplexKernels* k)
{
    const VkDevice device = rank->info.device;
    /* the library's layout: input, slots, output (the input again) */
    const VkDescriptorSetLayoutBinding bindings[3] = {
        {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {2, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
    const VkDescriptorSetLayoutCreateInfo setInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                                     .bindingCount = 3, .pBindings = bindings};
    const VkPushConstantRange push = {VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(vkar__KernelParams)};
    const VkDescriptorPoolSize poolSize = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 3};
    const VkDescriptorPoolCreateInfo poolInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                                 .maxSets = 1, .poolSizeCount = 1, .pPoolSizes = &poolSize};
    const VkDescriptorBufferInfo buffers[3] = {
        {rank->data.buffer, 0, 2 * bytes}, {import->buffer, 0, 2 * bytes}, {rank->data.buffer, 0, 2 * bytes}};
    VkPipelineLayoutCreateInfo layoutInfo = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                             .setLayoutCount = 1, .pushConstantRangeCount = 1,
                                             .pPushConstantRanges = &push};
    VkDescriptorSetAllocateInfo allocInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                             .descriptorSetCount = 1};
    VkWriteDescriptorSet writes[3];
    uint32_t b;
    check(vkCreateDescriptorSetLayout(device, &setInfo, NULL, &k->setLayout), "vkCreateDescriptorSetLayout");
    layoutInfo.pSetLayouts = &k->setLayout;
    check(vkCreatePipelineLayout(device, &layoutInfo, NULL, &k->layout), "vkCreatePipelineLayout");
    k->publish = create_kernel_pipeline(device, k->layout, 0);
    k->reduce = create_kernel_pipeline(device, k->layout, 1);
    check(vkCreateDescriptorPool(device, &poolInfo, NULL, &k->pool), "vkCreateDescriptorPool");
    allocInfo.descriptorPool = k->pool;
    allocInfo.pSetLayouts = &k->setLayout;
    check(vkAllocateDescriptorSets(device, &allocInfo, &k->set), "vkAllocateDescriptorSets");
    for (b = 0; b < 3; ++b)
        writes[b] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = k->set,
                                           .dstBinding = b, .descriptorCount = 1,
                                           .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                           .pBufferInfo = &buffers[b]};
    vkUpdateDescriptorSets(device, 3, writes, 0, NULL);
}

static void destroy_duplex_kernels(const Rank* rank, const DuplexKernels* k)
{
    const VkDevice device = rank->info.device;
    vkDestroyDescriptorPool(device, k->pool, NULL);
    vkDestroyPipeline(device, k->publish, NULL);
    vkDestroyPipeline(device, k->reduce, NULL);
    vkDestroyPipelineLayout(device, k->layout, NULL);
    vkDestroyDescriptorSetLayout(device, k->setLayout, NULL);
}

/* The grid the library would dispatch: an invocation per word (publish)
 * or per four words (the F32 reduce), capped. */
static void cmd_kernel(VkCommandBuffer cmd, const DuplexKernels* k, int reduce, VkDeviceSize bytes)
{
    const uint32_t words = (uint32_t)(bytes / 4), perInvocation = reduce ? 4 : 1;
    const uint32_t groups = (words / perInvocation + 255) / 256;
    const vkar__KernelParams push = {.count = words, .bufferFirst = reduce ? words : 0, .slotStride = words,
                                     .rankCount = reduce ? 2 : 1, .wire = VKAR_WIRE_F32,
                                     .outputFirst = reduce ? words : 0};
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, reduce ? k->reduce : k->publish);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, k->layout, 0, 1, &k->set, 0, NULL);
    vkCmdPushConstants(cmd, k->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof push, &push);
    vkCmdDispatch(cmd, groups < VKAR__MAX_WORKGROUPS ? groups : VKAR__MAX_WORKGROUPS, 1, 1);
}

/* `copies` rounds of the case on one rank's queue(s): device bytes [0, n)
 * go to host bytes [0, n) and host bytes [n, 2n) come to device bytes
 * [n, 2n), so the two directions touch different memory and need no
 * barrier between them; a barrier between rounds. */
static void record_duplex(const Rank* rank, const HostImport* import, const DuplexKernels* k, int kind,
                          VkDeviceSize bytes, uint32_t copies)
{
    const VkBufferCopy down = {0, 0, bytes}, up = {bytes, bytes, bytes};
    const int d2h = kind != DUPLEX_H2D && kind != DUPLEX_REDUCE, h2d = kind != DUPLEX_D2H && kind != DUPLEX_PUBLISH;
    const int split = duplex_on_two_queues(kind), kernels = duplex_is_kernel(kind);
    const VkCommandBuffer upCmd = split ? rank->secondUtil : rank->util;
    uint32_t i;
    begin_commands(rank->util);
    if (split)
        begin_commands(rank->secondUtil);
    for (i = 0; i < copies; ++i) {
        cmd_full_barrier(rank->util);
        if (split)
            cmd_full_barrier(rank->secondUtil);
        if (d2h && kernels)
            cmd_kernel(rank->util, k, 0, bytes);
        else if (d2h)
            vkCmdCopyBuffer(rank->util, rank->data.buffer, import->buffer, 1, &down);
        if (h2d && kernels)
            cmd_kernel(upCmd, k, 1, bytes);
        else if (h2d)
            vkCmdCopyBuffer(upCmd, import->buffer, rank->data.buffer, 1, &up);
    }
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    if (split)
        check(vkEndCommandBuffer(rank->secondUtil), "vkEndCommandBuffer");
}

/* GB/s over ranks [first, end) together, both directions counted. */
static double duplex_bandwidth(const Bench* b, const HostImport* imports, const DuplexKernels* kernels,
                               uint32_t first, uint32_t end, int kind, VkDeviceSize bytes, uint32_t copies)
{
    const VkSubmitInfo none = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    double start, seconds;
    uint32_t r;
    for (r = first; r < end; ++r)
        record_duplex(&b->ranks[r], &imports[r], &kernels[r], kind, bytes, copies);
    start = now_seconds();
    for (r = first; r < end; ++r) {
        VkSubmitInfo info = none;
        info.commandBufferCount = 1;
        info.pCommandBuffers = &b->ranks[r].util;
        check(vkQueueSubmit(b->ranks[r].info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        if (duplex_on_two_queues(kind)) {
            info.pCommandBuffers = &b->ranks[r].secondUtil;
            check(vkQueueSubmit(b->ranks[r].second, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        }
    }
    for (r = first; r < end; ++r) {
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
        if (duplex_on_two_queues(kind))
            check(vkQueueWaitIdle(b->ranks[r].second), "vkQueueWaitIdle");
    }
    seconds = now_seconds() - start;
    return (double)bytes * copies * (end - first) * (duplex_moves_both_ways(kind) ? 2 : 1) / seconds * 1e-9;
}

int run_duplex(Bench* b)
{
    const VkDeviceSize bytes = b->opt.maxBytes < 4096 ? 4096 : b->opt.maxBytes;
    HostImport imports[MAX_RANKS];
    DuplexKernels kernels[MAX_RANKS];
    uint32_t r, first, kind, withSecond = 1;
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, 2 * bytes);
    for (r = 0; r < b->rankCount; ++r) {
        create_host_import(&b->ranks[r], &imports[r], 2 * bytes);
        create_duplex_kernels(&b->ranks[r], &imports[r], bytes, &kernels[r]);
        withSecond &= b->ranks[r].second != VK_NULL_HANDLE;
    }
    printf("# vkar_perf --duplex: %llu bytes between device memory and imported host memory by vkCmdCopyBuffer,\n"
           "# then by the library's publish (device to host) and reduce of 2 ranks (its peer's slot from host),\n"
           "# F32 wire; %u per direction per run after %u untimed; GB/s counts both directions; %u rank(s):",
           (unsigned long long)bytes, b->opt.iters, b->opt.warmup, b->rankCount);
    for (r = 0; r < b->rankCount; ++r)
        printf(" %s", b->ranks[r].name);
    printf("\n#  rank   moved by               GB/s\n");
    /* each GPU alone, then all together */
    for (first = 0; first <= b->rankCount; ++first) {
        const uint32_t from = first < b->rankCount ? first : 0, to = first < b->rankCount ? first + 1 : b->rankCount;
        if (first == b->rankCount && b->rankCount == 1)
            break;
        for (kind = DUPLEX_D2H; kind < DUPLEX_KINDS; ++kind) {
            char label[16];
            if (duplex_on_two_queues((int)kind) && !withSecond)
                continue;
            if (b->opt.warmup)
                duplex_bandwidth(b, imports, kernels, from, to, (int)kind, bytes, b->opt.warmup);
            snprintf(label, sizeof label, first < b->rankCount ? "%u" : "all", first);
            printf("  %-6s %-20s %7.2f\n", label, duplexNames[kind],
                   duplex_bandwidth(b, imports, kernels, from, to, (int)kind, bytes, b->opt.iters));
        }
    }
    if (!withSecond)
        printf("# two queues: not measured (a compute family with one queue)\n");
    for (r = 0; r < b->rankCount; ++r) {
        destroy_duplex_kernels(&b->ranks[r], &kernels[r]);
        destroy_host_import(&b->ranks[r], &imports[r]);
    }
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}
