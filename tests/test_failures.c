/* Area "failures": failures injected where the library cannot prevent
 * them: a vkQueueSubmit part-way through a round, slots no memory type can
 * import, host allocations, and every k-th Vulkan call, allocation and
 * thread creation on the path. Each is an error and a log line, nothing
 * leaks, and the communicator stays usable or is destroyed cleanly. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- A failing vkQueueSubmit, injected through the loader ------------------ */

/* 70 rounds (more than the ring's 64) in which rank 0 publishes 20 ms after
 * the call, each with other inputs, each summed exactly on every rank. */
static int still_usable_with_late_rank0(Fixture* f)
{
    VkarSemaphoreValue waits[MAX_RANKS];
    Gates gate;
    Call c;
    uint32_t k, i;
    memset(waits, 0, sizeof waits);
    memset(&c, 0, sizeof c);
    c.count = 300;
    c.waits = waits;
    for (i = 0; i < 70; ++i) {
        gates_open(&gate, 1);
        waits[0] = gate.waits[0];
        for (k = 0; k < f->ranks; ++k)
            fill_exact_inputs(f, k, c.count, i);
        CHECK_VK(fixture_submit(f, &c));
        gates_open_later(&gate, 20);
        CHECK(fixture_finish(f) == 0);
        gates_close(&gate);
        CHECK(holds_exact_sums(f, c.count, i) == 0);
    }
    return 0;
}

static int expect_submit_failure(Fixture* f, uint32_t failingRank)
{
    const uint64_t count = 1000;
    Call c;
    int lines = g_log_lines;
    memset(&c, 0, sizeof c);
    c.count = count;
    g_fail_queue = H.devices[failingRank].queue;
    CHECK(fixture_submit(f, &c) == VK_ERROR_OUT_OF_DEVICE_MEMORY);
    CHECK(g_log_lines > lines && recent_log_contains("vkQueueSubmit"));
    queues_idle(f->ranks); /* the ranks that did submit finish their round: no hang */
    return still_usable(f);
}

/* A submission that fails part-way through a round: ranks already submitted
 * must be released (not left waiting forever), the failing ranks' earlier
 * rounds must still finish (rank 1 has one held by a gate), no Vulkan rule
 * may be broken doing so, and the communicator stays usable. */
static int test_submit_failure(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;
    CHECK(fixture_open(&f, 3, 8192) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_failing_submit, &f.comm));

    CHECK(expect_submit_failure(&f, 0) == 0); /* nothing of the round was submitted */
    CHECK(expect_submit_failure(&f, 2) == 0);
    /* Rank 2 never ran the failed round, so no release may linger for the
     * round that next uses its ring entry, 64 rounds on: that round's
     * reduce would run before rank 0 publishes. */
    CHECK(still_usable_with_late_rank0(&f) == 0);

    gates_open(&gates, 3);
    for (k = 0; k < 3; ++k) /* the gated round's own window, after the failing calls' */
        for (e = 0; e < 1000; ++e)
            f.buf[k].words[1024 + e] = float_bits(exact_input(e + 5, k));
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.offset = 4096;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    gates_open_later(&gates, 200);
    CHECK(expect_submit_failure(&f, 1) == 0);
    gates_close(&gates);
    for (k = 0; k < 3; ++k)
        for (e = 0; e < 1000; ++e)
            CHECK(f.buf[k].words[1024 + e] ==
                  float_bits(exact_input(e + 5, 0) + exact_input(e + 5, 1) + exact_input(e + 5, 2)));
    fixture_close(&f);
    return 0;
}

/* ---- Slots no memory type can import, injected through the loader --------- */

static int g_no_import_types; /* while set, host pointers offer no memory type */

static VKAPI_ATTR VkResult VKAPI_CALL typeless_host_pointer_properties(VkDevice device,
                                                                      VkExternalMemoryHandleTypeFlagBits type,
                                                                      const void* pointer,
                                                                      VkMemoryHostPointerPropertiesEXT* props)
{
    PFN_vkGetMemoryHostPointerPropertiesEXT real =
        (PFN_vkGetMemoryHostPointerPropertiesEXT)vkGetDeviceProcAddr(device, "vkGetMemoryHostPointerPropertiesEXT");
    VkResult res = real(device, type, pointer, props);
    if (g_no_import_types)
        props->memoryTypeBits = 0;
    return res;
}

static const Intercept k_typeless_host_pointers[] = {
    { "vkGetMemoryHostPointerPropertiesEXT", (PFN_vkVoidFunction)typeless_host_pointer_properties },
    { NULL, NULL }
};

/* Every memory type without HOST_COHERENT: the slots, which the host writes
 * with no flush, are refused rather than put in such a type. */
static VKAPI_ATTR void VKAPI_CALL incoherent_memory_properties(VkPhysicalDevice physical,
                                                               VkPhysicalDeviceMemoryProperties* props)
{
    uint32_t i;
    vkGetPhysicalDeviceMemoryProperties(physical, props);
    for (i = 0; i < props->memoryTypeCount; ++i)
        props->memoryTypes[i].propertyFlags &= ~(VkMemoryPropertyFlags)VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
}

static const Intercept k_incoherent_memory[] = {
    { "vkGetPhysicalDeviceMemoryProperties", (PFN_vkVoidFunction)incoherent_memory_properties },
    { NULL, NULL }
};

static int test_slots_not_coherent(void)
{
    Fixture f;
    Call c;
    memset(&c, 0, sizeof c);
    c.count = 256;
    CHECK(fixture_open_with(&f, 2, 0, k_incoherent_memory) == 0);
    CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT);
    CHECK(recent_log_contains("no host-visible, host-coherent memory type can import the slots"));
    fixture_close(&f);
    return 0;
}

/* A call whose slots no memory type can import: VK_ERROR_FEATURE_NOT_PRESENT
 * and a log line, nothing submitted, the capacity 0 until a call grows it. */
static int expect_import_refused(Fixture* f, uint64_t count)
{
    VkarCommStatus before, after;
    VkarCommProperties props;
    Call c;
    int lines = g_log_lines;
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(vkarGetCommStatus(f->comm, &before) == VK_SUCCESS);
    g_no_import_types = 1;
    CHECK(fixture_submit(f, &c) == VK_ERROR_FEATURE_NOT_PRESENT);
    g_no_import_types = 0;
    CHECK(g_log_lines > lines && recent_log_contains("no host-visible, host-coherent memory type can import the slots"));
    CHECK(vkarGetCommStatus(f->comm, &after) == VK_SUCCESS);
    CHECK(after.submittedRound == before.submittedRound);
    vkarGetCommProperties(f->comm, &props);
    CHECK(props.slotCapacityBytes == 0);
    return 0;
}

/* The first call makes the slots and a larger one grows them: both refused
 * when the devices cannot import them, and the communicator sums exactly
 * once they can. */
static int test_slots_not_importable(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    CHECK(fixture_open(&f, 2, 1 << 20) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_typeless_host_pointers, &f.comm));
    CHECK(expect_import_refused(&f, 300) == 0);
    CHECK(still_usable(&f) == 0);
    CHECK(expect_import_refused(&f, 200000) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Host allocation failure ---------------------------------------------- */

static int test_host_allocation_failure(void)
{
    CountingAllocator counter = { 0, 0, -1 };
    VkAllocationCallbacks callbacks = counting_callbacks(&counter);
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    info.pAllocationCallbacks = &callbacks;
    /* Each allocation of creation and of the calls failing in turn, each
     * VK_ERROR_OUT_OF_HOST_MEMORY with nothing left, is the area "fake"'s;
     * here the slot allocation of a call fails: an error, then the next
     * call sums exactly. */
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    counter.allocations = counter.frees = 0;
    counter.failAt = -1;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    counter.failAt = counter.allocations;
    {
        Call c;
        int lines = g_log_lines;
        memset(&c, 0, sizeof c);
        c.count = 16;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_OUT_OF_HOST_MEMORY);
        CHECK(g_log_lines > lines && strstr(g_last_log, "out of host memory"));
        --f.value; /* nothing was submitted */
    }
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    CHECK(counter.allocations == counter.frees);
    return 0;
}

/* ---- Fault injection ----------------------------------------------------------
 * The caller's loader hands the library wrappers that make the k-th call of
 * one kind fail, and that count the Vulkan objects the library holds; host
 * allocations go through counting callbacks, the bridge thread's creation
 * through the harness's hook. For every k along the path of creation and
 * of three calls: an error and a log line, nothing leaked, and the
 * communicator either still sums exactly or is destroyed cleanly. Run for
 * the kinds whose aftermath needs real rounds (k_real_fault_kinds). */

enum { F_ALLOCATE_MEMORY, F_CREATE_PIPELINES, F_CREATE_SEMAPHORE, F_QUEUE_SUBMIT, F_COUNTER_VALUE, F_THREAD, F_KINDS };
static const char* const k_fault_names[F_KINDS] = { "vkAllocateMemory", "vkCreateComputePipelines",
                                                    "vkCreateSemaphore", "vkQueueSubmit",
                                                    "vkGetSemaphoreCounterValue", "thread creation" };

/* After a failed call: [0] the communicator refused later calls (to be
 * destroyed), [1] it summed exactly again. */
static int g_fault_outcomes[2];

/* The bridge thread calls some wrappers: every field under the mutex. */
static struct {
    pthread_mutex_t mutex;
    int kind;
    long failAt, calls; /* the failAt-th call of `kind` fails */
    int injected;
    long live; /* Vulkan objects the library created and has not destroyed */
} g_faults = { PTHREAD_MUTEX_INITIALIZER, -1, 0, 0, 0, 0 };

static int fault_now(int kind)
{
    int fail;
    pthread_mutex_lock(&g_faults.mutex);
    fail = kind == g_faults.kind && ++g_faults.calls == g_faults.failAt;
    g_faults.injected |= fail;
    pthread_mutex_unlock(&g_faults.mutex);
    return fail;
}

static void live_add(long n)
{
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.live += n;
    pthread_mutex_unlock(&g_faults.mutex);
}

static long fault_read(const long* field)
{
    long value;
    pthread_mutex_lock(&g_faults.mutex);
    value = *field;
    pthread_mutex_unlock(&g_faults.mutex);
    return value;
}

static int fault_injected(void)
{
    int injected;
    pthread_mutex_lock(&g_faults.mutex);
    injected = g_faults.injected;
    pthread_mutex_unlock(&g_faults.mutex);
    return injected;
}

static int thread_fault(void)
{
    return fault_now(F_THREAD);
}

#define COUNTED_PAIR(Type, create, destroy, CreateInfo)                                                           \
    static VKAPI_ATTR VkResult VKAPI_CALL counted_##create(VkDevice device, const CreateInfo* info,               \
                                                           const VkAllocationCallbacks* alloc, Type* out)        \
    {                                                                                                             \
        VkResult res = vk##create(device, info, alloc, out);                                                      \
        if (res == VK_SUCCESS)                                                                                    \
            live_add(1);                                                                                          \
        return res;                                                                                               \
    }                                                                                                             \
    static VKAPI_ATTR void VKAPI_CALL counted_##destroy(VkDevice device, Type object,                            \
                                                       const VkAllocationCallbacks* alloc)                       \
    {                                                                                                             \
        if (object != VK_NULL_HANDLE)                                                                             \
            live_add(-1);                                                                                         \
        vk##destroy(device, object, alloc);                                                                       \
    }
COUNTED_PAIR(VkBuffer, CreateBuffer, DestroyBuffer, VkBufferCreateInfo)
COUNTED_PAIR(VkShaderModule, CreateShaderModule, DestroyShaderModule, VkShaderModuleCreateInfo)
COUNTED_PAIR(VkDescriptorSetLayout, CreateDescriptorSetLayout, DestroyDescriptorSetLayout,
             VkDescriptorSetLayoutCreateInfo)
COUNTED_PAIR(VkPipelineLayout, CreatePipelineLayout, DestroyPipelineLayout, VkPipelineLayoutCreateInfo)
COUNTED_PAIR(VkDescriptorPool, CreateDescriptorPool, DestroyDescriptorPool, VkDescriptorPoolCreateInfo)
COUNTED_PAIR(VkCommandPool, CreateCommandPool, DestroyCommandPool, VkCommandPoolCreateInfo)
COUNTED_PAIR(VkSemaphore, CreateSemaphore, DestroySemaphore, VkSemaphoreCreateInfo)
#undef COUNTED_PAIR

static VKAPI_ATTR VkResult VKAPI_CALL faulty_create_semaphore(VkDevice device, const VkSemaphoreCreateInfo* info,
                                                              const VkAllocationCallbacks* alloc, VkSemaphore* out)
{
    return fault_now(F_CREATE_SEMAPHORE) ? VK_ERROR_OUT_OF_HOST_MEMORY
                                         : counted_CreateSemaphore(device, info, alloc, out);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_allocate_memory(VkDevice device, const VkMemoryAllocateInfo* info,
                                                             const VkAllocationCallbacks* alloc,
                                                             VkDeviceMemory* memory)
{
    VkResult res;
    if (fault_now(F_ALLOCATE_MEMORY))
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    res = vkAllocateMemory(device, info, alloc, memory);
    if (res == VK_SUCCESS)
        live_add(1);
    return res;
}

static VKAPI_ATTR void VKAPI_CALL counted_free_memory(VkDevice device, VkDeviceMemory memory,
                                                     const VkAllocationCallbacks* alloc)
{
    if (memory != VK_NULL_HANDLE)
        live_add(-1);
    vkFreeMemory(device, memory, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_create_pipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                              const VkComputePipelineCreateInfo* infos,
                                                              const VkAllocationCallbacks* alloc,
                                                              VkPipeline* pipelines)
{
    VkResult res;
    uint32_t i;
    if (fault_now(F_CREATE_PIPELINES)) {
        for (i = 0; i < count; ++i)
            pipelines[i] = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    }
    res = vkCreateComputePipelines(device, cache, count, infos, alloc, pipelines);
    for (i = 0; i < count; ++i)
        if (pipelines[i] != VK_NULL_HANDLE)
            live_add(1);
    return res;
}

static VKAPI_ATTR void VKAPI_CALL counted_destroy_pipeline(VkDevice device, VkPipeline pipeline,
                                                          const VkAllocationCallbacks* alloc)
{
    if (pipeline != VK_NULL_HANDLE)
        live_add(-1);
    vkDestroyPipeline(device, pipeline, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                         VkFence fence)
{
    return fault_now(F_QUEUE_SUBMIT) ? VK_ERROR_OUT_OF_DEVICE_MEMORY : vkQueueSubmit(queue, count, submits, fence);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return fault_now(F_COUNTER_VALUE) ? VK_ERROR_DEVICE_LOST : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static const Intercept k_fault_functions[] = {
    { "vkAllocateMemory", (PFN_vkVoidFunction)faulty_allocate_memory },
    { "vkFreeMemory", (PFN_vkVoidFunction)counted_free_memory },
    { "vkCreateComputePipelines", (PFN_vkVoidFunction)faulty_create_pipelines },
    { "vkDestroyPipeline", (PFN_vkVoidFunction)counted_destroy_pipeline },
    { "vkCreateSemaphore", (PFN_vkVoidFunction)faulty_create_semaphore },
    { "vkDestroySemaphore", (PFN_vkVoidFunction)counted_DestroySemaphore },
    { "vkQueueSubmit", (PFN_vkVoidFunction)faulty_queue_submit },
    { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)faulty_counter_value },
    { "vkCreateBuffer", (PFN_vkVoidFunction)counted_CreateBuffer },
    { "vkDestroyBuffer", (PFN_vkVoidFunction)counted_DestroyBuffer },
    { "vkCreateShaderModule", (PFN_vkVoidFunction)counted_CreateShaderModule },
    { "vkDestroyShaderModule", (PFN_vkVoidFunction)counted_DestroyShaderModule },
    { "vkCreateDescriptorSetLayout", (PFN_vkVoidFunction)counted_CreateDescriptorSetLayout },
    { "vkDestroyDescriptorSetLayout", (PFN_vkVoidFunction)counted_DestroyDescriptorSetLayout },
    { "vkCreatePipelineLayout", (PFN_vkVoidFunction)counted_CreatePipelineLayout },
    { "vkDestroyPipelineLayout", (PFN_vkVoidFunction)counted_DestroyPipelineLayout },
    { "vkCreateDescriptorPool", (PFN_vkVoidFunction)counted_CreateDescriptorPool },
    { "vkDestroyDescriptorPool", (PFN_vkVoidFunction)counted_DestroyDescriptorPool },
    { "vkCreateCommandPool", (PFN_vkVoidFunction)counted_CreateCommandPool },
    { "vkDestroyCommandPool", (PFN_vkVoidFunction)counted_DestroyCommandPool },
    { NULL, NULL },
};

/* One exact all-reduce of every rank's buffer, waited for; *pExact tells
 * whether the sums are right (meaningful only if the call succeeded and no
 * fault was injected before it finished). `waits` may be NULL. */
static VkResult exact_call(Fixture* f, const VkarSemaphoreValue* waits, int* pExact)
{
    const uint64_t count = 300;
    VkResult res;
    Call c;
    uint64_t e;
    uint32_t k, j;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = waits;
    res = fixture_submit(f, &c);
    *pExact = 0;
    if (res != VK_SUCCESS)
        return res;
    if (fixture_finish(f) != 0)
        return VK_ERROR_UNKNOWN;
    for (k = 0; k < f->ranks; ++k)
        if (timeline_wait(k, f->sem[k], f->value, 60 * SECOND) != VK_SUCCESS)
            return VK_ERROR_UNKNOWN;
    *pExact = 1;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            for (j = 0; j < f->ranks; ++j)
                sum += exact_input(e, j);
            *pExact &= f->buf[k].words[e] == float_bits(sum);
        }
    return VK_SUCCESS;
}

/* One run: the failAt-th call of `kind` fails. Creation, three exact
 * calls, destruction; *pInjected tells whether the fault happened. Every
 * other call waits on gates already open, so that the bridge releases it in
 * SYNC_FD mode too. */
static int fault_run(int kind, long failAt, int* pInjected)
{
    CountingAllocator host = { 0, 0, -1 };
    VkAllocationCallbacks callbacks = counting_callbacks(&host);
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, infos);
    const int lines = log_lines();
    VkResult res = VK_SUCCESS;
    int call, errors = 0, usable = 0, injectedBefore = 0;
    Gates gates;
    Fixture f;

    CHECK(fixture_open(&f, 3, 4096) == 0);
    gates_open(&gates, 3);
    gates_open_all(&gates);
    vkarDestroyComm(f.comm);
    info.pAllocationCallbacks = &callbacks;
    info.spinMicroseconds = 1; /* the bridge blocks at once: few counter queries, so few k to try */
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.kind = kind;
    g_faults.failAt = failAt;
    g_faults.calls = g_faults.live = 0;
    g_faults.injected = 0;
    pthread_mutex_unlock(&g_faults.mutex);

    res = create_intercepted(&info, k_fault_functions, &f.comm);
    errors += res != VK_SUCCESS;
    /* Three calls; a fault the bridge thread meets shows in the call after
     * it, so one more is made then (after the bridge has had time to stop). */
    for (call = 0; res == VK_SUCCESS && errors == 0 && (call < 3 || injectedBefore != fault_injected()); ++call) {
        int exact;
        VkResult callRes;
        if (fault_injected()) {
            injectedBefore = 1;
            sleep_ms(100);
        }
        callRes = exact_call(&f, call % 2 ? gates.waits : NULL, &exact);
        CHECK(callRes != VK_ERROR_UNKNOWN); /* no hang, no failed wait */
        errors += callRes != VK_SUCCESS;
        usable = callRes == VK_SUCCESS && exact;
        CHECK(callRes != VK_SUCCESS || exact || fault_injected()); /* wrong sums only after a fault */
    }
    *pInjected = fault_injected();
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.kind = -1;
    pthread_mutex_unlock(&g_faults.mutex);
    if (*pInjected) {
        CHECK(errors > 0 && log_lines() > lines);
        CHECK(res == VK_SUCCESS || f.comm == VK_NULL_HANDLE);
        if (res == VK_SUCCESS) { /* after a failed call: either usable, or an error every time */
            int exact;
            VkResult again;
            queues_idle(3); /* the failed call's submitted rounds still run, writing the buffers */
            again = exact_call(&f, NULL, &exact);
            CHECK(again != VK_ERROR_UNKNOWN && (again != VK_SUCCESS || exact));
            g_fault_outcomes[again == VK_SUCCESS]++;
        }
    } else {
        CHECK(errors == 0 && usable);
    }
    queues_idle(3);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    CHECK(fault_read(&g_faults.live) == 0);          /* no Vulkan object leaked */
    CHECK(host.allocations == host.frees);           /* no host memory leaked */
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* Every k from 1 to 64, then every doubling, until a run meets no fault.
 * The bridge thread polls vkGetSemaphoreCounterValue, so how many calls a
 * run makes follows the driver's speed (thousands under valgrind); past the
 * first polls a later one fails on the same path, so doubling still reaches
 * every path while keeping the sweep short. */
static int fault_sweep(int kind, int* pInjected)
{
    long k;
    int injected = 1;
    *pInjected = 0;
    for (k = 1; injected; k += k < 64 ? 1 : k) {
        CHECK(k < 1L << 24);
        if (fault_run(kind, k, &injected) != 0) {
            printf("    %s failing at call %ld\n", k_fault_names[kind], k);
            return 1;
        }
        *pInjected += injected;
    }
    return 0;
}

/* The kinds whose aftermath needs real rounds: a failed growth of the
 * slots on a call's path, a submission that fails with some ranks' rounds
 * already running, the bridge thread's failed reads with rounds in flight;
 * after each the communicator sums exactly or is destroyed cleanly, under
 * the validation layer. A fault at every failable call of creation
 * (pipelines, semaphores, the thread among them), of the calls and of
 * destruction, each an error with nothing left, is the area "fake"'s,
 * on the fake driver in milliseconds. */
static const int k_real_fault_kinds[] = { F_ALLOCATE_MEMORY, F_QUEUE_SUBMIT, F_COUNTER_VALUE };

static int test_fault_injection(void)
{
    int total = 0;
    size_t i;
    g_thread_create_fails = thread_fault;
    for (i = 0; i < sizeof k_real_fault_kinds / sizeof *k_real_fault_kinds; ++i) {
        const int kind = k_real_fault_kinds[i];
        const double start = now_seconds();
        int injected;
        if (fault_sweep(kind, &injected) != 0) {
            g_thread_create_fails = NULL;
            return 1;
        }
        printf("    %s: %d faults injected, each an error and a log line, nothing leaked (%.1f s)\n",
               k_fault_names[kind], injected, now_seconds() - start);
        CHECK(injected > 0);
        total += injected;
    }
    g_thread_create_fails = NULL;
    printf("    %d faults in all; after a failed call the communicator summed exactly again %d times and was "
           "unusable (then destroyed) %d times\n", total, g_fault_outcomes[1], g_fault_outcomes[0]);
    return 0;
}

const TestCase test_area_failures[] = {
    { "a vkQueueSubmit failing part-way through a round", test_submit_failure, TAG_FAULTS },
    { "slots no memory type can import: refused, then usable", test_slots_not_importable, 0 },
    { "slots only a memory type without HOST_COHERENT could hold: refused", test_slots_not_coherent, 0 },
    { "host allocation failure of a call's slots, then usable", test_host_allocation_failure, TAG_SERIAL },
    { "fault injection: every k-th allocation, submission and timeline read of the calls fails in turn",
      test_fault_injection, TAG_FAULTS },
    { NULL, NULL, 0 },
};
