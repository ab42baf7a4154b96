/* release_probe: how soon a GPU runs work that the host releases, by each
 * way the host can release it (issue 10).
 *
 * The host bridge releases a rank's reduce once every rank has published.
 * Today it raises a timeline value that an already submitted reduce waits
 * on; on NVIDIA that host signal costs 9-41 us in the all-reduce stream and
 * 86-139 us when the waiter was queued long before (sync_probe), while the
 * same signal with nothing waiting costs 5-8 us. This probe times, from
 * the host's decision to the host seeing a word the released work writes
 * into host memory (median and p10/p90 of SAMPLES, us):
 *   signal         a batch waiting on a timeline, then the host signals it;
 *   event          a batch waiting on an event, then vkSetEvent (outside
 *                  the specification since 1.3.276; for comparison only);
 *   submit         the host submits the work itself, no waits;
 *   submit+chain   the host submits the work on a second queue; its signal
 *                  releases a batch already waiting on the first queue (the
 *                  caller's next work): both words' times are given;
 *   flag           the work's first command is a shader that spins on a
 *                  word of host-visible memory until the host stores to it
 *                  (bench/flag_poll.comp), outside the specification (no
 *                  domain operation makes a store the host makes during
 *                  the dispatch visible to it), for comparison only: the
 *                  polls it made are given, and samples where it gave up;
 *                  "flag" polls a host-cached memory type where there is
 *                  one, "flag-uncached" one without HOST_CACHED,
 *                  "flag-atomic" that one by atomicAdd(flag, 0), and
 *                  "flag-barrier" that one after a barrier from the host's
 *                  writes, which makes the shader's first read fresh: a
 *                  store made before the shader starts is then seen at
 *                  once, one made while it spins only if its reads reach
 *                  host memory; "flag-preset", the control, stores before
 *                  the submission (whose domain operation makes the store
 *                  visible): its shader must see the flag at once.
 * Each case releases just after the queues have run other work, or 20 us
 * or 500 us after.
 *
 *   release_probe [device index] [case]     (only the cases whose names
 *                                            begin with `case`)          */
#define _POSIX_C_SOURCE 200809L
#include "../vk_allreduce.h" /* declarations only: common.h names VkarRankInfo */

#define COMMON_PROGRAM "release_probe"
#include "../examples/common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SAMPLES 300
#define POLLS_WORD 64      /* in a flag buffer, after the flag (word 0): the polls the shader made */
#define MAX_POLLS 200000u /* the flag shader gives up after this many */

/* The flag cases: the flags buffer each polls, and whether by atomics. */
enum { FLAG_CACHED, FLAG_UNCACHED, FLAG_ATOMIC, FLAG_BARRIER, FLAG_PRESET, FLAG_CASES };
static const uint32_t flagBuffer[FLAG_CASES] = {0, 1, 1, 1, 1};

static const uint32_t flagPollSpirv[] = {
#include "flag_poll.inc"
};

typedef struct Probe {
    VkarRankInfo rank;
    VkQueue second;
    Buffer words; /* host-visible: the words the released work writes */
    VkCommandPool pool;
    VkCommandBuffer fill[5 + FLAG_CASES]; /* fill words[i] with ~0 and make it available to the host; [4]: words[1] after the
                                event; [5 + c]: words[0] after the flag shader's case c (FLAG_CASES) */
    VkSemaphore timeline;
    uint64_t value;
    VkEvent event;
    Buffer flags[2]; /* the flag shader's words: [0] host-cached where offered, [1] not host-cached */
    VkDescriptorSetLayout setLayout; /* the flag shader: binding 0 is flags[k] */
    VkPipelineLayout layout;
    VkPipeline poll;
    VkDescriptorPool descriptorPool;
    VkDescriptorSet sets[2];
} Probe;

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void spin_ns(uint64_t ns)
{
    const uint64_t end = now_ns() + ns;
    while (now_ns() < end)
        ;
}

static int compare_u64(const void* a, const void* b)
{
    const uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
    return (x > y) - (x < y);
}

static volatile uint32_t* word(const Probe* p, uint32_t i)
{
    return (volatile uint32_t*)p->words.mapped + i * 64; /* a cache line apart */
}

static uint64_t seen_after(const Probe* p, uint32_t i, uint64_t start)
{
    const uint64_t deadline = start + 5000000000ull;
    while (*word(p, i) == 0)
        if (now_ns() > deadline) {
            fprintf(stderr, "release_probe: word %u never written\n", i);
            exit(1);
        }
    return now_ns() - start;
}

static void record_fill(Probe* p, uint32_t i, uint32_t w, int waitEvent)
{
    const VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    const VkMemoryBarrier toHost = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                    .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
                                    .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    VkCommandBuffer cmd = p->fill[i];
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
    if (waitEvent)
        vkCmdWaitEvents(cmd, 1, &p->event, VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, NULL, 0,
                        NULL, 0, NULL);
    vkCmdFillBuffer(cmd, p->words.buffer, w * 256, 4, ~0u);
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost, 0, NULL, 0,
                         NULL);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
}

/* flags[1]: a host-visible, coherent buffer of a memory type without
 * HOST_CACHED, mapped (create_buffer prefers a cached type). */
static void create_uncached_flags(Probe* p)
{
    const VkMemoryPropertyFlags wanted = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    const VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = 4096,
                                     .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    VkPhysicalDeviceMemoryProperties props;
    VkMemoryRequirements req;
    Buffer* b = &p->flags[1];
    uint32_t type;
    b->size = 4096;
    check(vkCreateBuffer(p->rank.device, &info, NULL, &b->buffer), "vkCreateBuffer");
    vkGetBufferMemoryRequirements(p->rank.device, b->buffer, &req);
    vkGetPhysicalDeviceMemoryProperties(p->rank.physicalDevice, &props);
    for (type = 0; type < props.memoryTypeCount; ++type) {
        const VkMemoryPropertyFlags f = props.memoryTypes[type].propertyFlags;
        if ((req.memoryTypeBits >> type & 1) && (f & wanted) == wanted && !(f & VK_MEMORY_PROPERTY_HOST_CACHED_BIT))
            break;
    }
    if (type == props.memoryTypeCount) {
        fprintf(stderr, "release_probe: no host-visible memory type without HOST_CACHED\n");
        exit(2);
    }
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = type;
    check(vkAllocateMemory(p->rank.device, &alloc, NULL, &b->memory), "vkAllocateMemory");
    check(vkBindBufferMemory(p->rank.device, b->buffer, b->memory, 0), "vkBindBufferMemory");
    check(vkMapMemory(p->rank.device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->mapped), "vkMapMemory");
}

static volatile uint32_t* flag_word(const Probe* p, uint32_t k, uint32_t i)
{
    return (volatile uint32_t*)p->flags[k].mapped + i;
}

static void create_flag_shader(Probe* p)
{
    const VkDevice device = p->rank.device;
    const VkDescriptorSetLayoutBinding binding = {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                                  VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    const VkDescriptorSetLayoutCreateInfo setInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                                     .bindingCount = 1, .pBindings = &binding};
    const VkPushConstantRange push = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 4 * sizeof(uint32_t)};
    const VkDescriptorPoolSize poolSize = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2};
    const VkDescriptorPoolCreateInfo poolInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                                 .maxSets = 2, .poolSizeCount = 1, .pPoolSizes = &poolSize};
    const VkShaderModuleCreateInfo moduleInfo = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                                 .codeSize = sizeof flagPollSpirv, .pCode = flagPollSpirv};
    const VkDescriptorBufferInfo buffers[2] = {{p->flags[0].buffer, 0, VK_WHOLE_SIZE},
                                               {p->flags[1].buffer, 0, VK_WHOLE_SIZE}};
    VkPipelineLayoutCreateInfo layoutInfo = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                             .setLayoutCount = 1, .pushConstantRangeCount = 1,
                                             .pPushConstantRanges = &push};
    VkComputePipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    VkDescriptorSetAllocateInfo allocInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                             .descriptorSetCount = 2};
    VkDescriptorSetLayout layouts[2];
    VkShaderModule module;
    uint32_t k;
    check(vkCreateDescriptorSetLayout(device, &setInfo, NULL, &p->setLayout), "vkCreateDescriptorSetLayout");
    layoutInfo.pSetLayouts = &p->setLayout;
    check(vkCreatePipelineLayout(device, &layoutInfo, NULL, &p->layout), "vkCreatePipelineLayout");
    check(vkCreateShaderModule(device, &moduleInfo, NULL, &module), "vkCreateShaderModule");
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module;
    info.stage.pName = "main";
    info.layout = p->layout;
    check(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &info, NULL, &p->poll), "vkCreateComputePipelines");
    vkDestroyShaderModule(device, module, NULL);
    check(vkCreateDescriptorPool(device, &poolInfo, NULL, &p->descriptorPool), "vkCreateDescriptorPool");
    layouts[0] = layouts[1] = p->setLayout;
    allocInfo.descriptorPool = p->descriptorPool;
    allocInfo.pSetLayouts = layouts;
    check(vkAllocateDescriptorSets(device, &allocInfo, p->sets), "vkAllocateDescriptorSets");
    for (k = 0; k < 2; ++k) {
        const VkWriteDescriptorSet write = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = p->sets[k],
                                            .dstBinding = 0, .descriptorCount = 1,
                                            .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                            .pBufferInfo = &buffers[k]};
        vkUpdateDescriptorSets(device, 1, &write, 0, NULL);
    }
}

static void destroy_flag_shader(Probe* p)
{
    destroy_buffer(p->rank.device, &p->flags[0]);
    destroy_buffer(p->rank.device, &p->flags[1]);
    vkDestroyDescriptorPool(p->rank.device, p->descriptorPool, NULL);
    vkDestroyPipeline(p->rank.device, p->poll, NULL);
    vkDestroyPipelineLayout(p->rank.device, p->layout, NULL);
    vkDestroyDescriptorSetLayout(p->rank.device, p->setLayout, NULL);
}

/* fill[5 + c]: the flag shader's case c, then words[0] as record_fill
 * fills it, the shader's count of polls made available to the host. */
static void record_flag_fill(Probe* p, uint32_t c)
{
    const VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    const VkMemoryBarrier toHost = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                    .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                                    .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    const VkMemoryBarrier fromHost = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                      .srcAccessMask = VK_ACCESS_HOST_WRITE_BIT,
                                      .dstAccessMask = VK_ACCESS_SHADER_READ_BIT};
    const uint32_t push[4] = {0, POLLS_WORD, MAX_POLLS, c == FLAG_ATOMIC};
    VkCommandBuffer cmd = p->fill[5 + c];
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
    if (c == FLAG_BARRIER)
        vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &fromHost,
                             0, NULL, 0, NULL);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p->poll);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p->layout, 0, 1, &p->sets[flagBuffer[c]], 0, NULL);
    vkCmdPushConstants(cmd, p->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof push, push);
    vkCmdDispatch(cmd, 1, 1, 1);
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, NULL, 0,
                         NULL, 0, NULL);
    vkCmdFillBuffer(cmd, p->words.buffer, 0, 4, ~0u);
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost, 0, NULL, 0, NULL);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
}

/* `cmd` (or nothing) on `queue`, waiting for the timeline at `wait` (0: no
 * wait) and signalling it to `signal` (0: no signal). */
static void submit(Probe* p, VkQueue queue, VkCommandBuffer cmd, uint64_t wait, uint64_t signal)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                                  .waitSemaphoreValueCount = wait ? 1 : 0,
                                                  .pWaitSemaphoreValues = &wait,
                                                  .signalSemaphoreValueCount = signal ? 1 : 0,
                                                  .pSignalSemaphoreValues = &signal};
    const VkSubmitInfo info = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values,
                               .waitSemaphoreCount = wait ? 1 : 0, .pWaitSemaphores = &p->timeline,
                               .pWaitDstStageMask = &stage, .commandBufferCount = cmd ? 1 : 0,
                               .pCommandBuffers = &cmd, .signalSemaphoreCount = signal ? 1 : 0,
                               .pSignalSemaphores = &p->timeline};
    check(vkQueueSubmit(queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
}

static void idle(Probe* p)
{
    uint32_t i;
    check(vkDeviceWaitIdle(p->rank.device), "vkDeviceWaitIdle");
    for (i = 0; i < 4; ++i)
        *word(p, i) = 0;
    for (i = 0; i < 2 && p->flags[i].mapped; ++i)
        *flag_word(p, i, 0) = *flag_word(p, i, POLLS_WORD) = 0;
}

/* An idle NVIDIA queue takes about 160 us to start a submission; in the
 * all-reduce stream the queue has just run the publish. So each sample
 * first runs a fill on both queues, submitted before the waiter, and
 * releases once the host has seen them, after `queuedNs`. */
static void warm(Probe* p)
{
    submit(p, p->rank.queue, p->fill[2], 0, 0);
    submit(p, p->second, p->fill[3], 0, 0);
}

static void warmed(Probe* p, uint64_t queuedNs)
{
    (void)seen_after(p, 2, now_ns());
    (void)seen_after(p, 3, now_ns());
    spin_ns(queuedNs);
}

typedef struct Sample {
    uint64_t call, first, second;
} Sample;

static Sample release_by_signal(Probe* p, uint64_t queuedNs)
{
    const uint64_t v = ++p->value;
    const VkSemaphoreSignalInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO,
                                        .semaphore = p->timeline, .value = v};
    Sample s = {0, 0, 0};
    uint64_t start;
    warm(p);
    submit(p, p->rank.queue, p->fill[0], v, 0);
    warmed(p, queuedNs);
    start = now_ns();
    check(vkSignalSemaphore(p->rank.device, &info), "vkSignalSemaphore");
    s.call = now_ns() - start;
    s.first = seen_after(p, 0, start);
    return s;
}

static Sample release_by_event(Probe* p, uint64_t queuedNs)
{
    Sample s = {0, 0, 0};
    uint64_t start;
    check(vkResetEvent(p->rank.device, p->event), "vkResetEvent");
    warm(p);
    submit(p, p->rank.queue, p->fill[4], 0, 0);
    warmed(p, queuedNs);
    start = now_ns();
    check(vkSetEvent(p->rank.device, p->event), "vkSetEvent");
    s.call = now_ns() - start;
    s.first = seen_after(p, 1, start);
    return s;
}

static Sample release_by_submit(Probe* p, uint64_t queuedNs)
{
    Sample s = {0, 0, 0};
    uint64_t start;
    warm(p);
    warmed(p, queuedNs);
    start = now_ns();
    submit(p, p->rank.queue, p->fill[0], 0, 0);
    s.call = now_ns() - start;
    s.first = seen_after(p, 0, start);
    return s;
}

static Sample release_by_submit_chain(Probe* p, uint64_t queuedNs)
{
    const uint64_t v = ++p->value;
    Sample s = {0, 0, 0};
    uint64_t start;
    warm(p);
    submit(p, p->rank.queue, p->fill[1], v, 0);
    warmed(p, queuedNs);
    start = now_ns();
    submit(p, p->second, p->fill[0], 0, v);
    s.call = now_ns() - start;
    s.first = seen_after(p, 0, start);
    s.second = seen_after(p, 1, start);
    return s;
}

static uint32_t flagPolls[SAMPLES], flagSample, flagGaveUp;

static Sample release_by_flag_in(Probe* p, uint64_t queuedNs, uint32_t c)
{
    const uint32_t k = flagBuffer[c];
    Sample s = {0, 0, 0};
    uint64_t start;
    warm(p);
    if (c == FLAG_PRESET)
        *flag_word(p, k, 0) = 1;
    submit(p, p->rank.queue, p->fill[5 + c], 0, 0);
    warmed(p, queuedNs);
    start = now_ns();
    *flag_word(p, k, 0) = 1;
    s.call = now_ns() - start;
    s.first = seen_after(p, 0, start);
    check(vkQueueWaitIdle(p->rank.queue), "vkQueueWaitIdle");
    flagPolls[flagSample++ % SAMPLES] = *flag_word(p, k, POLLS_WORD);
    flagGaveUp += *flag_word(p, k, POLLS_WORD) >= MAX_POLLS;
    return s;
}

static Sample release_by_flag(Probe* p, uint64_t queuedNs)
{
    return release_by_flag_in(p, queuedNs, FLAG_CACHED);
}

static Sample release_by_uncached_flag(Probe* p, uint64_t queuedNs)
{
    return release_by_flag_in(p, queuedNs, FLAG_UNCACHED);
}

static Sample release_by_atomic_flag(Probe* p, uint64_t queuedNs)
{
    return release_by_flag_in(p, queuedNs, FLAG_ATOMIC);
}

static Sample release_by_flag_after_barrier(Probe* p, uint64_t queuedNs)
{
    return release_by_flag_in(p, queuedNs, FLAG_BARRIER);
}

static Sample release_by_preset_flag(Probe* p, uint64_t queuedNs)
{
    return release_by_flag_in(p, queuedNs, FLAG_PRESET);
}

static int compare_u32(const void* a, const void* b)
{
    const uint32_t x = *(const uint32_t*)a, y = *(const uint32_t*)b;
    return (x > y) - (x < y);
}

/* A flag case whose shader gave up in each of its first FLAG_TRIES samples
 * stops there: each such sample polls MAX_POLLS times, seconds over PCIe. */
#define FLAG_TRIES 5

static int flag_never_seen(void)
{
    return flagSample >= FLAG_TRIES && flagGaveUp == flagSample;
}

static void report_polls(void)
{
    const uint32_t n = flagSample;
    if (n == 0)
        return;
    qsort(flagPolls, n, sizeof *flagPolls, compare_u32);
    printf("# the shader polled %u / %u / %u times (p10 / p50 / p90); gave up (%u polls) in %u of %u\n",
           flagPolls[n / 10], flagPolls[n / 2], flagPolls[n * 9 / 10], MAX_POLLS, flagGaveUp, n);
    fflush(stdout);
    flagGaveUp = flagSample = 0;
}

static void report(const char* name, uint64_t queuedNs, uint64_t* ns, uint32_t n, const char* part)
{
    qsort(ns, n, sizeof *ns, compare_u64);
    printf("%-13s %8.0f  %-14s %7.2f %7.2f %7.2f %8.2f\n", name, (double)queuedNs * 1e-3, part,
           (double)ns[n / 10] * 1e-3, (double)ns[n / 2] * 1e-3, (double)ns[n * 9 / 10] * 1e-3,
           (double)ns[n - 1] * 1e-3);
    fflush(stdout);
}

static const char* onlyCases = "";

static void probe(Probe* p, const char* name, Sample (*release)(Probe*, uint64_t), uint64_t queuedNs)
{
    static uint64_t call[SAMPLES], first[SAMPLES], second[SAMPLES];
    uint32_t n = 0;
    if (strncmp(name, onlyCases, strlen(onlyCases)) != 0)
        return;
    while (n < SAMPLES && !flag_never_seen()) {
        const Sample s = release(p, queuedNs);
        call[n] = s.call;
        first[n] = s.first;
        second[n++] = s.second;
        idle(p);
    }
    report(name, queuedNs, call, n, "host call");
    report(name, queuedNs, first, n, "released seen");
    if (second[0])
        report(name, queuedNs, second, n, "chained seen");
}

static void open_probe(Probe* p, uint32_t index)
{
    const VkEventCreateInfo eventInfo = {.sType = VK_STRUCTURE_TYPE_EVENT_CREATE_INFO};
    VkPhysicalDevice devices[COMMON_MAX_PHYSICAL_DEVICES];
    VkInstance instance = create_instance("release_probe");
    uint32_t count = physical_devices_of_kind(instance, 0, devices);
    char name[800];
    uint32_t i;
    if (count == 0)
        count = physical_devices_of_kind(instance, 1, devices);
    if (index >= count) {
        fprintf(stderr, "release_probe: no device %u (%u found)\n", index, count);
        exit(2);
    }
    memset(p, 0, sizeof *p);
    p->rank.physicalDevice = devices[index];
    check_device(p->rank.physicalDevice, name, sizeof name);
    create_rank_device(&p->rank, NULL, 0, &p->second);
    if (!p->second) {
        fprintf(stderr, "release_probe: %s has one queue in its compute family\n", name);
        exit(2);
    }
    printf("# %s\n", name);
    create_buffer(&p->rank, &p->words, 4096, 1);
    p->pool = create_command_pool(&p->rank);
    allocate_command_buffers(p->rank.device, p->pool, 5 + FLAG_CASES, p->fill);
    p->timeline = create_timeline(p->rank.device);
    check(vkCreateEvent(p->rank.device, &eventInfo, NULL, &p->event), "vkCreateEvent");
    for (i = 0; i < 4; ++i)
        record_fill(p, i, i, 0);
    record_fill(p, 4, 1, 1);
    create_buffer(&p->rank, &p->flags[0], 4096, 1);
    create_uncached_flags(p);
    create_flag_shader(p);
    for (i = 0; i < FLAG_CASES; ++i)
        record_flag_fill(p, i);
    idle(p);
}

int main(int argc, char** argv)
{
    static const uint64_t queued[3] = {0, 20000, 500000};
    static Probe p;
    uint32_t q, pass;
    open_probe(&p, argc > 1 ? (uint32_t)atoi(argv[1]) : 0);
    if (argc > 2)
        onlyCases = argv[2];
    printf("# from the host's release to the host seeing the word, us (%u samples)\n", SAMPLES);
    printf("# case      queued_us  part               p10     p50     p90      max\n");
    for (pass = 0; pass < 2; ++pass)
        for (q = 0; q < 3; ++q) {
            probe(&p, "signal", release_by_signal, queued[q]);
            probe(&p, "event", release_by_event, queued[q]);
            probe(&p, "submit", release_by_submit, queued[q]);
            probe(&p, "submit+chain", release_by_submit_chain, queued[q]);
            probe(&p, "flag", release_by_flag, queued[q]);
            report_polls();
            probe(&p, "flag-uncached", release_by_uncached_flag, queued[q]);
            report_polls();
            probe(&p, "flag-atomic", release_by_atomic_flag, queued[q]);
            report_polls();
            probe(&p, "flag-barrier", release_by_flag_after_barrier, queued[q]);
            report_polls();
            probe(&p, "flag-preset", release_by_preset_flag, queued[q]);
            report_polls();
        }
    destroy_flag_shader(&p);
    vkDestroyEvent(p.rank.device, p.event, NULL);
    vkDestroySemaphore(p.rank.device, p.timeline, NULL);
    vkDestroyCommandPool(p.rank.device, p.pool, NULL);
    destroy_buffer(p.rank.device, &p.words);
    vkDestroyDevice(p.rank.device, NULL);
    return 0;
}
