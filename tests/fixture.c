/* What several areas of the suite use: see fixture.h. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "anon_only.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

const VkarWire k_wires[] = { VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16, VKAR_WIRE_AUTO };
const char* const k_wire_names[] = { "f32", "auto", "f16", "bf16", "q8" };

/* ---- Fixture: a communicator, one buffer and one timeline per rank ------- */

/* A failed check's release (harness.h), of a fixture open or half-open;
 * zeroed after, so that a caller's own fixture_close finds nothing to do. */
static void fixture_release(void* object)
{
    Fixture* f = (Fixture*)object;
    fixture_close(f);
    memset(f, 0, sizeof *f);
}

int fixture_open(Fixture* f, uint32_t ranks, VkDeviceSize bytes)
{
    uint32_t i;
    memset(f, 0, sizeof *f);
    f->ranks = ranks;
    harness_hold(f, fixture_release, "a fixture (fixture_open)");
    CHECK_VK(make_comm(ranks, &f->comm));
    for (i = 0; i < ranks; ++i) {
        CHECK(buffer_create(&f->buf[i], i, bytes) == 0);
        f->sem[i] = timeline_create(i, 0);
        CHECK(f->sem[i] != VK_NULL_HANDLE);
    }
    return 0;
}

int fixture_open_small_rounds(Fixture* f, uint32_t ranks, VkDeviceSize bytes)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    CHECK(fixture_open(f, ranks, bytes) == 0);
    vkarDestroyComm(f->comm);
    info.maxSlotBytes = 1024;
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    return 0;
}

void fixture_close(Fixture* f)
{
    uint32_t i;
    harness_let_go(f);
    vkarDestroyComm(f->comm);
    queues_idle(f->ranks);
    for (i = 0; i < f->ranks; ++i) {
        buffer_destroy(&f->buf[i]);
        semaphore_destroy(i, f->sem[i]);
    }
}

VkResult fixture_submit_info(Fixture* f, VkarAllreduceInfo info, VkResult (*call)(VkarComm, const VkarAllreduceInfo*))
{
    VkarSemaphoreValue signals[MAX_RANKS];
    uint32_t i;
    ++f->value;
    for (i = 0; i < f->ranks; ++i) {
        signals[i].semaphore = f->sem[i];
        signals[i].value = f->value;
    }
    info.pSignals = signals;
    return call(f->comm, &info);
}

/* Submits one all-reduce that signals each rank's timeline; returns its result. */
VkResult fixture_submit(Fixture* f, const Call* c)
{
    VkarBufferRange ranges[MAX_RANKS], outputs[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t i;
    memset(&info, 0, sizeof info);
    for (i = 0; i < f->ranks; ++i) {
        ranges[i].buffer = f->buf[i].buffer;
        ranges[i].offset = c->offset;
        outputs[i].buffer = f->buf[i].buffer;
        outputs[i].offset = c->outputOffset;
    }
    info.count = c->count;
    info.wire = c->wire;
    info.pBuffers = ranges;
    info.pZero = c->zero;
    info.pWaits = c->waits;
    info.algorithm = c->algorithm;
    info.flags = c->flags;
    info.dataType = c->type;
    info.op = c->op;
    info.pOutputs = c->outOfPlace ? outputs : NULL;
    info.root = c->root;
    return fixture_submit_info(f, info, c->collective ? c->collective : vkarAllreduce);
}

/* Waits for the last call and makes its writes visible to the host. */
int fixture_finish(Fixture* f)
{
    uint32_t i;
    for (i = 0; i < f->ranks; ++i)
        CHECK_VK(submit_host_barrier(i, f->sem[i], f->value, f->sem[i], f->value + 1));
    ++f->value;
    return 0;
}

/* A failed check's release: the gates not opened yet open now, so that the
 * rounds waiting on them finish before the fixture's release waits for its
 * queues (gates_open_later's thread opens them itself). Zeroed after, as a
 * fixture is. */
static void gates_release(void* object)
{
    Gates* g = (Gates*)object;
    uint32_t k;
    if (!g->delayMs)
        for (k = 0; k < g->ranks; ++k)
            if (timeline_value(k, g->sem[k]) < 1)
                timeline_signal(k, g->sem[k], 1);
    gates_close(g);
    memset(g, 0, sizeof *g);
}

void gates_open(Gates* g, uint32_t ranks)
{
    uint32_t k;
    memset(g, 0, sizeof *g);
    g->ranks = ranks;
    harness_hold(g, gates_release, "gates (gates_open)");
    for (k = 0; k < ranks; ++k) {
        g->sem[k] = timeline_create(k, 0);
        g->waits[k].semaphore = g->sem[k];
        g->waits[k].value = 1;
    }
}

void gates_open_all(Gates* g)
{
    uint32_t k;
    for (k = 0; k < g->ranks; ++k)
        timeline_signal(k, g->sem[k], 1);
}

void sleep_ms(unsigned ms)
{
    struct timespec t;
    t.tv_sec = ms / 1000;
    t.tv_nsec = (long)(ms % 1000) * 1000000L;
    nanosleep(&t, NULL);
}

static void* gates_open_later_main(void* arg)
{
    Gates* g = (Gates*)arg;
    sleep_ms(g->delayMs);
    gates_open_all(g);
    return NULL;
}

/* Opens every gate from another thread after `ms`, while this one blocks. */
void gates_open_later(Gates* g, unsigned ms)
{
    g->delayMs = ms;
    pthread_create(&g->thread, NULL, gates_open_later_main, g);
}

void gates_close(Gates* g)
{
    uint32_t k;
    harness_let_go(g);
    if (g->delayMs)
        pthread_join(g->thread, NULL);
    queues_idle(g->ranks);
    for (k = 0; k < g->ranks; ++k)
        semaphore_destroy(k, g->sem[k]);
}

int fixture_run(Fixture* f, const Call* c)
{
    CHECK_VK(fixture_submit(f, c));
    return fixture_finish(f);
}

uint32_t word_index(VkDeviceSize offset)
{
    return (uint32_t)(offset / 4);
}

VkarPeerOp peer_op(const Fixture* f, VkarPeerOpType type, uint32_t rank, uint32_t peer, uint64_t count,
                   VkarDataType dataType, VkDeviceSize offset)
{
    VkarPeerOp op;
    memset(&op, 0, sizeof op);
    op.type = type;
    op.rank = rank;
    op.peer = peer;
    op.count = count;
    op.dataType = dataType;
    op.buffer.buffer = rank < f->ranks ? f->buf[rank].buffer : VK_NULL_HANDLE;
    op.buffer.offset = offset;
    return op;
}

/* ---- Exact inputs and their sums ----------------------------------------- */

/* Small integers: every partial sum is exact in every wire format. */
float exact_input(uint64_t e, uint32_t rank)
{
    return (float)((int)((e * 7 + rank * 3) % 17) - 8);
}

/* exact_input from element `salt` on. */
void fill_exact_inputs(Fixture* f, uint32_t k, uint64_t count, uint64_t salt)
{
    uint64_t e;
    for (e = 0; e < count; ++e)
        f->buf[k].words[e] = float_bits(exact_input(e + salt, k));
}

void fill_exact_all(Fixture* f, uint64_t count, uint64_t salt)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, salt);
}

int holds_exact_sums(const Fixture* f, uint64_t count, uint64_t salt)
{
    uint64_t e;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            uint32_t j;
            for (j = 0; j < f->ranks; ++j)
                sum += exact_input(e + salt, j);
            CHECK(f->buf[k].words[e] == float_bits(sum));
        }
    }
    return 0;
}

/* One call of 1000 elements in which only rank `stuck` waits, on its gate. */
int submit_with_stuck_rank(Fixture* f, Gates* gates, uint32_t stuck)
{
    VkarSemaphoreValue waits[MAX_RANKS];
    Call c;
    memset(waits, 0, sizeof waits);
    waits[stuck] = gates->waits[stuck];
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = waits;
    CHECK_VK(fixture_submit(f, &c));
    return 0;
}

/* One exact all-reduce: proof that a communicator is still usable. */
int still_usable(Fixture* f)
{
    const uint64_t count = 300;
    Call c;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, 0);
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(fixture_run(f, &c) == 0);
    return holds_exact_sums(f, count, 0);
}

/* ---- The caller's command buffers ---------------------------------------- */

VkCommandBuffer begin_commands(uint32_t rank)
{
    VkCommandBufferAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
    VkCommandBufferBeginInfo begin = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    alloc.commandPool = H.devices[rank].pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    vkAllocateCommandBuffers(H.devices[rank].device, &alloc, &cmd);
    vkBeginCommandBuffer(cmd, &begin);
    return cmd;
}

VkResult submit_commands(uint32_t rank, VkCommandBuffer cmd, VkSemaphore wait, uint64_t waitValue,
                         VkPipelineStageFlags waitStage, VkSemaphore signal, uint64_t signalValue)
{
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    vkEndCommandBuffer(cmd);
    values.waitSemaphoreValueCount = wait ? 1 : 0;
    values.pWaitSemaphoreValues = &waitValue;
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &signalValue;
    submit.pNext = &values;
    submit.waitSemaphoreCount = wait ? 1 : 0;
    submit.pWaitSemaphores = &wait;
    submit.pWaitDstStageMask = &waitStage;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cmd;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = &signal;
    return vkQueueSubmit(H.devices[rank].queue, 1, &submit, VK_NULL_HANDLE);
}

/* ---- The record API: the caller's submissions ---------------------------- */

PFN_vkQueueSubmit g_caller_queue_submit;

void begin_pair(Fixture* f, Recorded* rec)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        rec->publish[k] = begin_commands(k);
        rec->reduce[k] = begin_commands(k);
    }
}

VkResult submit_recorded(uint32_t rank, VkCommandBuffer cmd, uint32_t waitCount, const VkSemaphore* waits,
                         const uint64_t* waitValues, const VkPipelineStageFlags* stages, uint32_t signalCount,
                         const VkSemaphore* signals, const uint64_t* signalValues, VkSemaphore extra,
                         uint64_t extraValue)
{
    VkSemaphore allSignals[4];
    uint64_t allValues[4];
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    uint32_t i, n = 0;
    for (i = 0; i < signalCount; ++i, ++n) {
        allSignals[n] = signals[i];
        allValues[n] = signalValues[i];
    }
    if (extra) {
        allSignals[n] = extra;
        allValues[n++] = extraValue;
    }
    vkEndCommandBuffer(cmd);
    values.waitSemaphoreValueCount = waitCount;
    values.pWaitSemaphoreValues = waitValues;
    values.signalSemaphoreValueCount = n;
    values.pSignalSemaphoreValues = allValues;
    submit.pNext = &values;
    submit.waitSemaphoreCount = waitCount;
    submit.pWaitSemaphores = waits;
    submit.pWaitDstStageMask = stages;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cmd;
    submit.signalSemaphoreCount = n;
    submit.pSignalSemaphores = allSignals;
    return (g_caller_queue_submit ? g_caller_queue_submit : vkQueueSubmit)(H.devices[rank].queue, 1, &submit,
                                                                           VK_NULL_HANDLE);
}

/* Step 1 of vkarCmdAllreduce: every rank's publish submission. */
int submit_publishes(Fixture* f, Recorded* rec)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        const VkarRankSubmitInfo* s = &rec->submits[k];
        CHECK_VK(submit_recorded(k, rec->publish[k], 0, NULL, NULL, NULL, s->publishSignalCount,
                                 s->pPublishSignalSemaphores, s->pPublishSignalValues, VK_NULL_HANDLE, 0));
    }
    return 0;
}

/* Step 3: every rank's reduce submission, each also signalling the rank's
 * test timeline at the next value. */
int submit_reduces(Fixture* f, Recorded* rec)
{
    uint32_t k;
    ++f->value;
    for (k = 0; k < f->ranks; ++k) {
        const VkarRankSubmitInfo* s = &rec->submits[k];
        CHECK_VK(submit_recorded(k, rec->reduce[k], s->reduceWaitCount, s->pReduceWaitSemaphores,
                                 s->pReduceWaitValues, s->pReduceWaitDstStageMasks, s->reduceSignalCount,
                                 s->pReduceSignalSemaphores, s->pReduceSignalValues, f->sem[k], f->value));
    }
    return 0;
}

/* Steps 1-3 of vkarCmdAllreduce: the publishes, the release, the reduces. */
int submit_pair(Fixture* f, Recorded* rec)
{
    CHECK(submit_publishes(f, rec) == 0);
    CHECK_VK(vkarReleaseRound(f->comm, rec->round));
    return submit_reduces(f, rec);
}

void free_pair(Fixture* f, Recorded* rec)
{
    uint32_t k;
    queues_idle(f->ranks);
    for (k = 0; k < f->ranks; ++k) {
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &rec->publish[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &rec->reduce[k]);
    }
}

VkarCmdCollectiveInfo cmd_info(Fixture* f, Recorded* rec, VkarBufferRange* ranges, uint64_t count,
                              VkarWire wire, VkDeviceSize offset)
{
    VkarCmdCollectiveInfo info;
    uint32_t k;
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        ranges[k].buffer = f->buf[k].buffer;
        ranges[k].offset = offset;
    }
    info.collective.count = count;
    info.collective.wire = wire;
    info.collective.pBuffers = ranges;
    info.pPublishCommandBuffers = rec->publish;
    info.pReduceCommandBuffers = rec->reduce;
    return info;
}

/* ---- Vulkan functions replaced through the loader --------------------------
 * A communicator loads its Vulkan functions once, when created, through
 * VkarCommCreateInfo::pfnGetInstanceProcAddr. intercepting_loader hands it
 * the replacements in g_intercepts (a NULL-terminated table, set only
 * around the creation, see create_intercepted) and the real functions for
 * the rest. */

static const Intercept* g_intercepts;

static PFN_vkVoidFunction intercepted(const char* name)
{
    const Intercept* i;
    for (i = g_intercepts; i && i->name; ++i)
        if (strcmp(name, i->name) == 0)
            return i->function;
    return NULL;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL intercepting_device_loader(VkDevice device, const char* name)
{
    PFN_vkVoidFunction function = intercepted(name);
    return function ? function : vkGetDeviceProcAddr(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL intercepting_loader(VkInstance instance, const char* name)
{
    PFN_vkVoidFunction function =
        strcmp(name, "vkGetDeviceProcAddr") == 0 ? (PFN_vkVoidFunction)intercepting_device_loader : intercepted(name);
    return function ? function : vkGetInstanceProcAddr(instance, name);
}

/* vkarCreateComm with `intercepts` replacing Vulkan functions. */
VkResult create_intercepted(VkarCommCreateInfo* info, const Intercept* intercepts, VkarComm* pComm)
{
    VkResult res;
    g_intercepts = intercepts;
    info->pfnGetInstanceProcAddr = intercepting_loader;
    res = vkarCreateComm(info, pComm);
    g_intercepts = NULL;
    return res;
}

/* A communicator over `ranks` ranks, 4 KiB buffers, with create-info
 * changes: `timeoutNs` (0: the default) and Vulkan functions replaced by
 * `intercepts` (NULL: none). */
int fixture_open_with(Fixture* f, uint32_t ranks, uint64_t timeoutNs, const Intercept* intercepts)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    CHECK(fixture_open(f, ranks, 4096) == 0);
    vkarDestroyComm(f->comm);
    info.timeoutNanoseconds = timeoutNs;
    CHECK_VK(create_intercepted(&info, intercepts, &f->comm));
    return 0;
}

/* ---- A failing vkQueueSubmit, injected through the loader ------------------ */

VkQueue g_fail_queue; /* its next vkQueueSubmit fails */

static VKAPI_ATTR VkResult VKAPI_CALL failing_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                          VkFence fence)
{
    if (queue == g_fail_queue) {
        g_fail_queue = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    }
    return vkQueueSubmit(queue, count, submits, fence);
}

const Intercept k_failing_submit[] = { { "vkQueueSubmit", (PFN_vkVoidFunction)failing_queue_submit },
                                       { NULL, NULL } };

/* ---- A device hung in a round, injected through the loader --------------- */

VkDevice g_hung_device; /* its events read as set: its rounds look begun */

static VKAPI_ATTR VkResult VKAPI_CALL hanging_event_status(VkDevice device, VkEvent event)
{
    return device == __atomic_load_n(&g_hung_device, __ATOMIC_ACQUIRE) ? VK_EVENT_SET
                                                                      : vkGetEventStatus(device, event);
}

const Intercept k_hanging[] = { { "vkGetEventStatus", (PFN_vkVoidFunction)hanging_event_status }, { NULL, NULL } };

/* ---- amdgpu's userptr rule, emulated through the loader --------------------- */

const Intercept* amdgpu_rule_intercepts(int inProperties)
{
    static Intercept table[3];
    anon_only_next_allocate = vkAllocateMemory;
    anon_only_next_device_proc = vkGetDeviceProcAddr;
    table[0].name = "vkAllocateMemory";
    table[0].function = anon_only_function(table[0].name);
    table[1].name = inProperties ? "vkGetMemoryHostPointerPropertiesEXT" : NULL;
    table[1].function = inProperties ? anon_only_function(table[1].name) : NULL;
    return table;
}

int amdgpu_rule_refusals(void)
{
    return __atomic_load_n(&anon_only_refusals, __ATOMIC_ACQUIRE);
}

/* ---- A transport's other nodes ------------------------------------------- */

VkResult fake_nodes_sum(void* user, float* data, uint64_t count, VkBool32 valid)
{
    FakeNodes* nodes = (FakeNodes*)user;
    uint64_t e;
    uint32_t k;
    if (__atomic_add_fetch(&nodes->calls, 1, __ATOMIC_ACQ_REL) == nodes->failAt)
        return VK_ERROR_DEVICE_LOST;
    if (!valid) {
        __atomic_add_fetch(&nodes->invalidCalls, 1, __ATOMIC_ACQ_REL);
        return data == NULL && count == 0 ? VK_ERROR_DEVICE_LOST : VK_ERROR_UNKNOWN;
    }
    if (nodes->first + count > nodes->callCount)
        return VK_ERROR_VALIDATION_FAILED_EXT;
    for (e = 0; e < count; ++e) {
        float other = 0.0f;
        for (k = 0; k < nodes->ranks; ++k)
            other += exact_input(nodes->first + e + nodes->salt, nodes->ranks + k);
        data[e] += other;
    }
    nodes->first = nodes->first + count == nodes->callCount ? 0 : nodes->first + count;
    return VK_SUCCESS;
}

/* ---- Host allocations, counted ------------------------------------------- */

static void* VKAPI_CALL counting_alloc(void* user, size_t size, size_t alignment, VkSystemAllocationScope scope)
{
    CountingAllocator* a = (CountingAllocator*)user;
    int failAt = __atomic_load_n(&a->failAt, __ATOMIC_ACQUIRE);
    void* p = NULL;
    (void)scope;
    if (failAt >= 0 && __atomic_load_n(&a->allocations, __ATOMIC_ACQUIRE) >= failAt &&
        __atomic_compare_exchange_n(&a->failAt, &failAt, -1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return NULL;
    if (test_aligned_alloc(&p, alignment < sizeof(void*) ? sizeof(void*) : alignment, size) != 0)
        return NULL;
    __atomic_add_fetch(&a->allocations, 1, __ATOMIC_ACQ_REL);
    return p;
}

static void* VKAPI_CALL counting_realloc(void* user, void* p, size_t size, size_t alignment,
                                         VkSystemAllocationScope scope)
{
    (void)user, (void)p, (void)size, (void)alignment, (void)scope;
    return NULL; /* the library never reallocates */
}

static void VKAPI_CALL counting_free(void* user, void* p)
{
    CountingAllocator* a = (CountingAllocator*)user;
    if (p) {
        __atomic_add_fetch(&a->frees, 1, __ATOMIC_ACQ_REL);
        test_aligned_free(p);
    }
}

VkAllocationCallbacks counting_callbacks(CountingAllocator* counter)
{
    VkAllocationCallbacks callbacks;
    memset(&callbacks, 0, sizeof callbacks);
    callbacks.pUserData = counter;
    callbacks.pfnAllocation = counting_alloc;
    callbacks.pfnReallocation = counting_realloc;
    callbacks.pfnFree = counting_free;
    return callbacks;
}

/* ---- Creation ------------------------------------------------------------ */

int last_error_is_last_log(void)
{
    static const char prefix[] = "vk_allreduce: ";
    if (strncmp(g_last_log, prefix, sizeof prefix - 1) != 0 ||
        strcmp(g_last_log + sizeof prefix - 1, vkarGetLastError()) != 0) {
        printf("    logged: %s\n    last error: %s\n", g_last_log, vkarGetLastError());
        return 1;
    }
    return 0;
}

int expect_create_error(const VkarCommCreateInfo* info, VkResult expected, const char* logged)
{
    VkarComm comm = (VkarComm)(uintptr_t)1;
    int lines = g_log_lines;
    VkResult res = vkarCreateComm(info, &comm);
    if (res != expected || comm != VK_NULL_HANDLE || g_log_lines == lines || !strstr(g_last_log, logged)) {
        printf("    got %d (expected %d), log: %s\n", (int)res, (int)expected, g_log_lines == lines ? "(none)" : g_last_log);
        return 1;
    }
    return last_error_is_last_log();
}

int create_with_env(const char* name, const char* value, VkResult expected, VkarCommProperties* props)
{
    return create_with_env_flags(name, value, 0, expected, props);
}

int create_with_env_flags(const char* name, const char* value, VkarCommCreateFlags flags, VkResult expected,
                          VkarCommProperties* props)
{
    const char* saved = getenv(name);
    char* copy = saved ? strdup(saved) : NULL;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarComm comm = VK_NULL_HANDLE;
    VkResult res;
    setenv(name, value, 1);
    info.flags = flags;
    res = vkarCreateComm(&info, &comm);
    if (copy) {
        setenv(name, copy, 1);
        free(copy);
    } else {
        unsetenv(name);
    }
    if (res != expected) {
        printf("    %s=%s: got %d, expected %d (%s)\n", name, value, (int)res, (int)expected, g_last_log);
        return 1;
    }
    if (comm && props)
        vkarGetCommProperties(comm, props);
    vkarDestroyComm(comm);
    return 0;
}
