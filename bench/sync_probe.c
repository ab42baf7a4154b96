/* sync_probe: what the host pays for each synchronisation call the bridge
 * thread makes, object by object, as a process creates more of them.
 *
 * Issue 10's slow mode (small all-reduces at 90-140 us instead of 40) comes
 * and goes with the communicator: later communicators of a process land in
 * it more often. A driver that serves its first timeline semaphores from a
 * fast pool and later ones through the kernel would do exactly that. This
 * probe creates SYNC_PROBE_OBJECTS timeline semaphores and events on one
 * device (all kept alive, as a process with several communicators keeps
 * them) and times, for every SYNC_PROBE_STEP-th one, the median of:
 *   - vkGetSemaphoreCounterValue (how the bridge sees a publish);
 *   - vkSignalSemaphore with a batch on the queue waiting for the value
 *     (the timeline release), and the same with no waiter;
 *   - vkGetEventStatus and vkSetEvent (the event paths).
 * Then it destroys them all and creates the same again, to show whether
 * freed objects bring the fast path back.
 *
 *   sync_probe [device index]
 * Output: one row per probed object, times in microseconds. */
#define _POSIX_C_SOURCE 200809L
#include "../vk_allreduce.h" /* declarations only: common.h names VkarRankInfo */

#define COMMON_PROGRAM "sync_probe"
#include "../examples/common.h" /* the Vulkan setup the examples and the bench share */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SYNC_PROBE_OBJECTS 512
#define SYNC_PROBE_STEP 32
#define SYNC_PROBE_CALLS 101

typedef struct Probe {
    VkInstance instance;
    VkPhysicalDevice physicalDevice;
    VkDevice device;
    VkQueue queue;
    VkSemaphore sink; /* what the waiting batches signal */
    uint64_t sinkValue;
    VkSemaphore semaphores[SYNC_PROBE_OBJECTS];
    uint64_t values[SYNC_PROBE_OBJECTS];
    VkEvent events[SYNC_PROBE_OBJECTS];
} Probe;

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static int compare_u64(const void* a, const void* b)
{
    const uint64_t x = *(const uint64_t*)a, y = *(const uint64_t*)b;
    return (x > y) - (x < y);
}

static double median_us(uint64_t* ns, uint32_t count)
{
    qsort(ns, count, sizeof *ns, compare_u64);
    return (double)ns[count / 2] * 1e-3;
}

/* Timelines only: what is probed needs nothing else. */
static void open_device(Probe* p, uint32_t index)
{
    const float priority = 1.0f;
    VkPhysicalDevice devices[16];
    uint32_t count = 16;
    VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                                   .timelineSemaphore = VK_TRUE};
    VkDeviceQueueCreateInfo queueInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                         .pQueuePriorities = &priority};
    VkDeviceCreateInfo deviceInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &features12,
                                     .queueCreateInfoCount = 1, .pQueueCreateInfos = &queueInfo};
    VkPhysicalDeviceProperties props;
    p->instance = create_instance("sync_probe");
    check(vkEnumeratePhysicalDevices(p->instance, &count, devices), "vkEnumeratePhysicalDevices");
    if (index >= count) {
        fprintf(stderr, "sync_probe: no device %u (%u found)\n", index, count);
        exit(2);
    }
    p->physicalDevice = devices[index];
    queueInfo.queueFamilyIndex = find_compute_family(p->physicalDevice);
    check(vkCreateDevice(p->physicalDevice, &deviceInfo, NULL, &p->device), "vkCreateDevice");
    vkGetDeviceQueue(p->device, queueInfo.queueFamilyIndex, 0, &p->queue);
    vkGetPhysicalDeviceProperties(p->physicalDevice, &props);
    printf("# device %u: %s, driver version 0x%x\n", index, props.deviceName, props.driverVersion);
}

static void create_objects(Probe* p)
{
    const VkEventCreateInfo eventInfo = {.sType = VK_STRUCTURE_TYPE_EVENT_CREATE_INFO};
    uint32_t i;
    for (i = 0; i < SYNC_PROBE_OBJECTS; ++i) {
        p->semaphores[i] = create_timeline(p->device);
        p->values[i] = 0;
        check(vkCreateEvent(p->device, &eventInfo, NULL, &p->events[i]), "vkCreateEvent");
    }
}

static void destroy_objects(Probe* p)
{
    uint32_t i;
    for (i = 0; i < SYNC_PROBE_OBJECTS; ++i) {
        vkDestroySemaphore(p->device, p->semaphores[i], NULL);
        vkDestroyEvent(p->device, p->events[i], NULL);
    }
}

static void host_signal(const Probe* p, VkSemaphore semaphore, uint64_t value)
{
    const VkSemaphoreSignalInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO, .semaphore = semaphore,
                                        .value = value};
    check(vkSignalSemaphore(p->device, &info), "vkSignalSemaphore");
}

/* An empty batch waiting for `semaphore` to reach `value`, then signalling
 * the sink. */
static void submit_waiter(Probe* p, VkSemaphore semaphore, uint64_t value)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const uint64_t signalValue = ++p->sinkValue;
    const VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                                  .waitSemaphoreValueCount = 1, .pWaitSemaphoreValues = &value,
                                                  .signalSemaphoreValueCount = 1,
                                                  .pSignalSemaphoreValues = &signalValue};
    const VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values, .waitSemaphoreCount = 1,
                                 .pWaitSemaphores = &semaphore, .pWaitDstStageMask = &stage,
                                 .signalSemaphoreCount = 1, .pSignalSemaphores = &p->sink};
    check(vkQueueSubmit(p->queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit");
}

static void wait_sink(const Probe* p)
{
    const VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                      .pSemaphores = &p->sink, .pValues = &p->sinkValue};
    check(vkWaitSemaphores(p->device, &info, 5000000000ull), "vkWaitSemaphores");
}

typedef struct Row {
    double counter, signalWaited, signalIdle, eventStatus, setEvent;
} Row;

static Row probe_object(Probe* p, uint32_t i)
{
    uint64_t ns[SYNC_PROBE_CALLS], value, start;
    uint32_t c;
    Row row;
    for (c = 0; c < SYNC_PROBE_CALLS; ++c) {
        start = now_ns();
        check(vkGetSemaphoreCounterValue(p->device, p->semaphores[i], &value), "vkGetSemaphoreCounterValue");
        ns[c] = now_ns() - start;
    }
    row.counter = median_us(ns, SYNC_PROBE_CALLS);
    for (c = 0; c < SYNC_PROBE_CALLS; ++c) {
        submit_waiter(p, p->semaphores[i], p->values[i] + 1);
        start = now_ns();
        host_signal(p, p->semaphores[i], ++p->values[i]);
        ns[c] = now_ns() - start;
        wait_sink(p);
    }
    row.signalWaited = median_us(ns, SYNC_PROBE_CALLS);
    for (c = 0; c < SYNC_PROBE_CALLS; ++c) {
        start = now_ns();
        host_signal(p, p->semaphores[i], ++p->values[i]);
        ns[c] = now_ns() - start;
    }
    row.signalIdle = median_us(ns, SYNC_PROBE_CALLS);
    for (c = 0; c < SYNC_PROBE_CALLS; ++c) {
        start = now_ns();
        (void)vkGetEventStatus(p->device, p->events[i]);
        ns[c] = now_ns() - start;
    }
    row.eventStatus = median_us(ns, SYNC_PROBE_CALLS);
    for (c = 0; c < SYNC_PROBE_CALLS; ++c) {
        start = now_ns();
        check(vkSetEvent(p->device, p->events[i]), "vkSetEvent");
        ns[c] = now_ns() - start;
        check(vkResetEvent(p->device, p->events[i]), "vkResetEvent");
    }
    row.setEvent = median_us(ns, SYNC_PROBE_CALLS);
    return row;
}

static void probe_all(Probe* p, const char* pass)
{
    uint32_t i;
    printf("# %s: medians of %u calls, us\n", pass, SYNC_PROBE_CALLS);
    printf("#  object  counter  signal(waited)  signal(idle)  eventStatus  setEvent\n");
    for (i = 0; i < SYNC_PROBE_OBJECTS; i += i < 8 ? 1 : SYNC_PROBE_STEP) {
        const Row row = probe_object(p, i);
        printf("   %6u  %7.2f  %14.2f  %12.2f  %11.2f  %8.2f\n", i, row.counter, row.signalWaited, row.signalIdle,
               row.eventStatus, row.setEvent);
        fflush(stdout);
    }
}

int main(int argc, char** argv)
{
    static Probe p;
    open_device(&p, argc > 1 ? (uint32_t)atoi(argv[1]) : 0);
    p.sink = create_timeline(p.device);
    create_objects(&p);
    probe_all(&p, "first objects of the process");
    destroy_objects(&p);
    create_objects(&p);
    probe_all(&p, "the same number again, after destroying the first");
    destroy_objects(&p);
    vkDestroySemaphore(p.device, p.sink, NULL);
    vkDestroyDevice(p.device, NULL);
    vkDestroyInstance(p.instance, NULL);
    return 0;
}
