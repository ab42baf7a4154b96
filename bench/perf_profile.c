/* perf_profile.c - the call profile: every Vulkan call the library makes on
 * its hot path, timed, for --per-rank's CPU-time table (see perf.h). */
#include "perf.h"

/* ---- Call profile ------------------------------------------------------------
 * The library takes its Vulkan functions from the caller's
 * vkGetInstanceProcAddr. --per-rank hands it timed_get_instance_proc_addr
 * for its profile: every device function the library calls on its hot path
 * is then timed (wall clock, CLOCK_MONOTONIC), apart for the calling thread
 * and for the bridge. The wrappers call the loader's exported functions,
 * which dispatch on the device, queue or command buffer. */

static const char* const callNames[CALL_KINDS] = {
    "vkQueueSubmit", "vkBegin/EndCommandBuffer", "vkUpdateDescriptorSets", "vkGetBufferMemoryRequirements",
    "vkCmdPipelineBarrier", "vkCmdBindPipeline, vkCmdBindDescriptorSets", "vkCmdPushConstants", "vkCmdDispatch",
    "vkGetSemaphoreCounterValue", "vkSignalSemaphore", "vkSetEvent", "vkWaitSemaphores", "vkGetSemaphoreFdKHR",
    "vkImportSemaphoreFdKHR"};

CallProfile profile;

/* Between measurements only: no library call may be running. */
void profile_reset(void)
{
    memset(profile.calls, 0, sizeof profile.calls);
    memset(profile.ns, 0, sizeof profile.ns);
    profile.caller = pthread_self();
}

/* Keeps the calling thread's figures of timed batch `batch` apart; the
 * bridge's keep adding up. */
static void profile_end_batch(uint32_t batch)
{
    memcpy(profile.batchNs[batch], profile.ns[0], sizeof profile.batchNs[batch]);
    memset(profile.ns[0], 0, sizeof profile.ns[0]);
    memset(profile.calls[0], 0, sizeof profile.calls[0]);
}

/* Bench::batchDone while the profile measures: it restarts after the
 * warm-up batches and keeps each timed batch's figures apart. */
static void profile_batch_done(int timed, uint32_t batch)
{
    if (timed)
        profile_end_batch(batch);
    else
        profile_reset();
}

static void profile_add(int kind, uint64_t startNs)
{
    const uint64_t ns = monotonic_ns() - startNs;
    const int other = !pthread_equal(pthread_self(), profile.caller);
    __atomic_fetch_add(&profile.calls[other][kind], 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&profile.ns[other][kind], ns, __ATOMIC_RELAXED);
}

#define TIMED(kind, call)                          \
    do {                                           \
        const uint64_t timedStart = monotonic_ns(); \
        call;                                      \
        profile_add(kind, timedStart);             \
    } while (0)

static VKAPI_ATTR VkResult VKAPI_CALL timed_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                         VkFence fence)
{
    VkResult res;
    TIMED(CALL_SUBMIT, res = vkQueueSubmit(queue, count, submits, fence));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_begin(VkCommandBuffer cmd, const VkCommandBufferBeginInfo* info)
{
    VkResult res;
    TIMED(CALL_BEGIN_END, res = vkBeginCommandBuffer(cmd, info));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_end(VkCommandBuffer cmd)
{
    VkResult res;
    TIMED(CALL_BEGIN_END, res = vkEndCommandBuffer(cmd));
    return res;
}

static VKAPI_ATTR void VKAPI_CALL timed_update_descriptors(VkDevice device, uint32_t writeCount,
                                                           const VkWriteDescriptorSet* writes, uint32_t copyCount,
                                                           const VkCopyDescriptorSet* copies)
{
    TIMED(CALL_DESCRIPTORS, vkUpdateDescriptorSets(device, writeCount, writes, copyCount, copies));
}

static VKAPI_ATTR void VKAPI_CALL timed_requirements(VkDevice device, VkBuffer buffer, VkMemoryRequirements* out)
{
    TIMED(CALL_REQUIREMENTS, vkGetBufferMemoryRequirements(device, buffer, out));
}

static VKAPI_ATTR void VKAPI_CALL timed_barrier(VkCommandBuffer cmd, VkPipelineStageFlags src,
                                                VkPipelineStageFlags dst, VkDependencyFlags flags,
                                                uint32_t memoryCount, const VkMemoryBarrier* memory,
                                                uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                                uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    TIMED(CALL_BARRIER, vkCmdPipelineBarrier(cmd, src, dst, flags, memoryCount, memory, bufferCount, buffers,
                                            imageCount, images));
}

static VKAPI_ATTR void VKAPI_CALL timed_bind_pipeline(VkCommandBuffer cmd, VkPipelineBindPoint point,
                                                      VkPipeline pipeline)
{
    TIMED(CALL_BIND, vkCmdBindPipeline(cmd, point, pipeline));
}

static VKAPI_ATTR void VKAPI_CALL timed_bind_sets(VkCommandBuffer cmd, VkPipelineBindPoint point,
                                                  VkPipelineLayout layout, uint32_t first, uint32_t count,
                                                  const VkDescriptorSet* sets, uint32_t dynamicCount,
                                                  const uint32_t* dynamicOffsets)
{
    TIMED(CALL_BIND, vkCmdBindDescriptorSets(cmd, point, layout, first, count, sets, dynamicCount, dynamicOffsets));
}

static VKAPI_ATTR void VKAPI_CALL timed_push(VkCommandBuffer cmd, VkPipelineLayout layout, VkShaderStageFlags stages,
                                             uint32_t offset, uint32_t size, const void* values)
{
    TIMED(CALL_PUSH, vkCmdPushConstants(cmd, layout, stages, offset, size, values));
}

static VKAPI_ATTR void VKAPI_CALL timed_dispatch(VkCommandBuffer cmd, uint32_t x, uint32_t y, uint32_t z)
{
    TIMED(CALL_DISPATCH, vkCmdDispatch(cmd, x, y, z));
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_counter(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    VkResult res;
    TIMED(CALL_COUNTER, res = vkGetSemaphoreCounterValue(device, semaphore, value));
    return res;
}

/* A release call of the bridge: timed, and its start kept for the loopback stages. */
#define TIMED_RELEASE(kind, call)                                          \
    do {                                                                   \
        const uint64_t releaseStart = monotonic_ns();                      \
        __atomic_store_n(&profile.lastSignalNs, releaseStart, __ATOMIC_RELEASE); \
        call;                                                              \
        profile_add(kind, releaseStart);                                   \
    } while (0)

static VKAPI_ATTR VkResult VKAPI_CALL timed_signal(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    VkResult res;
    TIMED_RELEASE(CALL_SIGNAL, res = vkSignalSemaphore(device, info));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_set_event(VkDevice device, VkEvent event)
{
    VkResult res;
    TIMED_RELEASE(CALL_SET_EVENT, res = vkSetEvent(device, event));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_wait(VkDevice device, const VkSemaphoreWaitInfo* info, uint64_t timeout)
{
    VkResult res;
    TIMED(CALL_WAIT, res = vkWaitSemaphores(device, info, timeout));
    return res;
}

/* SYNC_FD mode's exchange (--sync-cost counts them): the exporter thread
 * exports, the calling thread imports. Extension functions are not the
 * loader's exports: each device's own, looked up once. */
#define FD_DEVICES 256
static struct {
    pthread_mutex_t mutex;
    uint32_t count;
    VkDevice devices[FD_DEVICES];
    PFN_vkGetSemaphoreFdKHR get[FD_DEVICES];
    PFN_vkImportSemaphoreFdKHR import[FD_DEVICES];
} fdFunctions = {PTHREAD_MUTEX_INITIALIZER, 0, {0}, {0}, {0}};

static uint32_t fd_functions_of(VkDevice device)
{
    uint32_t i;
    pthread_mutex_lock(&fdFunctions.mutex);
    for (i = 0; i < fdFunctions.count && fdFunctions.devices[i] != device; ++i)
        ;
    if (i == fdFunctions.count) {
        /* full (devices come and go): start over */
        if (i == FD_DEVICES)
            i = fdFunctions.count = 0;
        fdFunctions.devices[i] = device;
        fdFunctions.get[i] = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
        fdFunctions.import[i] = (PFN_vkImportSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkImportSemaphoreFdKHR");
        ++fdFunctions.count;
    }
    pthread_mutex_unlock(&fdFunctions.mutex);
    return i;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                             int* fd)
{
    const PFN_vkGetSemaphoreFdKHR real = fdFunctions.get[fd_functions_of(device)];
    VkResult res;
    TIMED(CALL_EXPORT_FD, res = real(device, info, fd));
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL timed_import_semaphore_fd(VkDevice device,
                                                                const VkImportSemaphoreFdInfoKHR* info)
{
    const PFN_vkImportSemaphoreFdKHR real = fdFunctions.import[fd_functions_of(device)];
    VkResult res;
    TIMED(CALL_IMPORT_FD, res = real(device, info));
    return res;
}

static const struct {
    const char* name;
    PFN_vkVoidFunction function;
} timedFunctions[] = {
    {"vkQueueSubmit", (PFN_vkVoidFunction)timed_queue_submit},
    {"vkBeginCommandBuffer", (PFN_vkVoidFunction)timed_begin},
    {"vkEndCommandBuffer", (PFN_vkVoidFunction)timed_end},
    {"vkUpdateDescriptorSets", (PFN_vkVoidFunction)timed_update_descriptors},
    {"vkGetBufferMemoryRequirements", (PFN_vkVoidFunction)timed_requirements},
    {"vkCmdPipelineBarrier", (PFN_vkVoidFunction)timed_barrier},
    {"vkCmdBindPipeline", (PFN_vkVoidFunction)timed_bind_pipeline},
    {"vkCmdBindDescriptorSets", (PFN_vkVoidFunction)timed_bind_sets},
    {"vkCmdPushConstants", (PFN_vkVoidFunction)timed_push},
    {"vkCmdDispatch", (PFN_vkVoidFunction)timed_dispatch},
    {"vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)timed_counter},
    {"vkSignalSemaphore", (PFN_vkVoidFunction)timed_signal},
    {"vkSetEvent", (PFN_vkVoidFunction)timed_set_event},
    {"vkWaitSemaphores", (PFN_vkVoidFunction)timed_wait},
    {"vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)timed_get_semaphore_fd},
    {"vkImportSemaphoreFdKHR", (PFN_vkVoidFunction)timed_import_semaphore_fd},
};

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL timed_get_device_proc_addr(VkDevice device, const char* name)
{
    size_t i;
    for (i = 0; i < sizeof timedFunctions / sizeof timedFunctions[0]; ++i)
        if (strcmp(name, timedFunctions[i].name) == 0)
            return timedFunctions[i].function;
    return vkGetDeviceProcAddr(device, name);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL timed_get_instance_proc_addr(VkInstance instance, const char* name)
{
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)timed_get_device_proc_addr;
    return vkGetInstanceProcAddr(instance, name);
}

/* One row of the call profile: the calling thread's microseconds per rank
 * per call in each kind of Vulkan call (medians of the batches), the rest
 * of `wall` (so `own` is rough on a noisy machine), and the bridge's calls
 * per round (means). */
static void print_profile_row(const char* api, uint32_t ranks, double wall)
{
    const double calls = PR_CPU_BATCHES * PR_CPU_BATCH;
    double vulkan = 0.0, batches[PR_CPU_BATCHES];
    uint32_t k, batch;
    printf("%7s  %5u  %6.2f", api, ranks, wall * 1e6 / ranks);
    for (k = 0; k < CALL_PROFILE_COLUMNS; ++k) {
        double us;
        for (batch = 0; batch < PR_CPU_BATCHES; ++batch)
            batches[batch] = (double)profile.batchNs[batch][k] * 1e-3 / (PR_CPU_BATCH * ranks);
        us = median(batches, PR_CPU_BATCHES);
        printf("  %5.2f", us);
        vulkan += us;
    }
    printf("  %5.2f  %7.1f %6.2f  %6.2f\n", wall * 1e6 / ranks - vulkan,
           (double)profile.calls[1][CALL_COUNTER] / calls, (double)profile.ns[1][CALL_COUNTER] * 1e-3 / calls,
           (double)profile.ns[1][CALL_SIGNAL] * 1e-3 / calls);
}

/* Where the calling thread's time goes, through the call profile's
 * wrappers: wall time, as a blocked call is worth seeing too. */
void measure_and_print_profile(Bench* b)
{
    const uint64_t count = PR_SMALL_BYTES / sizeof(float);
    uint32_t n;
    int k;
    printf("#\n# Call profile, %u B, wire f32, medians of %u batches of %u calls: wall us per rank per call\n"
           "# on the calling thread (CLOCK_MONOTONIC) in each kind of Vulkan call the library makes, through\n"
           "# wrappers handed in as pfnGetInstanceProcAddr (about 0.05 us each added); own = the rest of the\n"
           "# library's time; bridge = the bridge thread's vkGetSemaphoreCounterValue calls and us, and its\n"
           "# vkSignalSemaphore us, per round (means). Columns:\n",
           PR_SMALL_BYTES, PR_CPU_BATCHES, PR_CPU_BATCH);
    for (k = 0; k < CALL_PROFILE_COLUMNS; ++k)
        printf("#   k%d = %s\n", k, callNames[k]);
    printf("#    api  ranks   wall");
    for (k = 0; k < CALL_PROFILE_COLUMNS; ++k)
        printf("    k%-2d", k);
    printf("    own  bridge:polls    us  signal\n");
    b->getInstanceProcAddr = timed_get_instance_proc_addr;
    b->batchDone = profile_batch_done;
    for (n = 0; n < PR_CPU_RANK_COUNTS; ++n) {
        const uint32_t ranks = prCpuRankCounts[n];
        double library, caller;
        open_comm(b, ranks);
        print_profile_row("submit", ranks, time_submit_calls(b, count, now_seconds));
        time_record_calls(b, count, now_seconds, &library, &caller);
        print_profile_row("record", ranks, library);
        close_comm(b);
        b->opt.reuse = 1;
        open_comm(b, ranks);
        print_profile_row("reuse", ranks, time_submit_calls(b, count, now_seconds));
        close_comm(b);
        b->opt.reuse = 0;
        fflush(stdout);
    }
    b->getInstanceProcAddr = NULL;
    b->batchDone = NULL;
}
