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
 *                  caller's next work): both words' times are given.
 * Each case releases just after the queues have run other work, or 20 us
 * after.
 *
 *   release_probe [device index]                                       */
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

typedef struct Probe {
    VkarRankInfo rank;
    VkQueue second;
    Buffer words; /* host-visible: the words the released work writes */
    VkCommandPool pool;
    VkCommandBuffer fill[5]; /* fill words[i] with ~0 and make it available to the host; [4]: words[1] after the event */
    VkSemaphore timeline;
    uint64_t value;
    VkEvent event;
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

static void report(const char* name, uint64_t queuedNs, uint64_t* ns, const char* part)
{
    qsort(ns, SAMPLES, sizeof *ns, compare_u64);
    printf("%-13s %8.0f  %-14s %7.2f %7.2f %7.2f %8.2f\n", name, (double)queuedNs * 1e-3, part,
           (double)ns[SAMPLES / 10] * 1e-3, (double)ns[SAMPLES / 2] * 1e-3, (double)ns[SAMPLES * 9 / 10] * 1e-3,
           (double)ns[SAMPLES - 1] * 1e-3);
}

static void probe(Probe* p, const char* name, Sample (*release)(Probe*, uint64_t), uint64_t queuedNs)
{
    static uint64_t call[SAMPLES], first[SAMPLES], second[SAMPLES];
    uint32_t i;
    for (i = 0; i < SAMPLES; ++i) {
        const Sample s = release(p, queuedNs);
        call[i] = s.call;
        first[i] = s.first;
        second[i] = s.second;
        idle(p);
    }
    report(name, queuedNs, call, "host call");
    report(name, queuedNs, first, "released seen");
    if (second[0])
        report(name, queuedNs, second, "chained seen");
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
    allocate_command_buffers(p->rank.device, p->pool, 5, p->fill);
    p->timeline = create_timeline(p->rank.device);
    check(vkCreateEvent(p->rank.device, &eventInfo, NULL, &p->event), "vkCreateEvent");
    for (i = 0; i < 4; ++i)
        record_fill(p, i, i, 0);
    record_fill(p, 4, 1, 1);
    idle(p);
}

int main(int argc, char** argv)
{
    static const uint64_t queued[2] = {0, 20000};
    static Probe p;
    uint32_t q, pass;
    open_probe(&p, argc > 1 ? (uint32_t)atoi(argv[1]) : 0);
    printf("# from the host's release to the host seeing the word, us (%u samples)\n", SAMPLES);
    printf("# case      queued_us  part               p10     p50     p90      max\n");
    for (pass = 0; pass < 2; ++pass)
        for (q = 0; q < 2; ++q) {
            probe(&p, "signal", release_by_signal, queued[q]);
            probe(&p, "event", release_by_event, queued[q]);
            probe(&p, "submit", release_by_submit, queued[q]);
            probe(&p, "submit+chain", release_by_submit_chain, queued[q]);
        }
    vkDestroyEvent(p.rank.device, p.event, NULL);
    vkDestroySemaphore(p.rank.device, p.timeline, NULL);
    vkDestroyCommandPool(p.rank.device, p.pool, NULL);
    destroy_buffer(p.rank.device, &p.words);
    vkDestroyDevice(p.rank.device, NULL);
    return 0;
}
