/* The fake Vulkan driver: see fake_driver.h. */
#include "fake_driver.h"

#include <string.h>

/* Dispatchable handles point at these; nothing reads them. */
static char fakeInstance, fakePhysical, fakeDevices[FAKE_MAX_RANKS], fakeQueues[FAKE_MAX_RANKS];
static char fakeCommandBuffers[FAKE_COMMAND_BUFFERS];

#define SIZED_BUFFERS 64
/* fake_driver_buffer's buffers, above those the caller numbers itself. */
#define SIZED_BUFFER_BASE (FAKE_CALLER_BUFFERS + ((uint64_t)1 << 20))
/* What a failed creation leaves in its handle where poisonFailedHandles:
 * no destroy may meet it. */
#define POISON_HANDLE ((uint64_t)0xbad0bad0bad0bad0ull)

static FakeDriverConfig config;
static VkDeviceSize sizedBuffers[SIZED_BUFFERS];
static uint32_t sizedBufferCount;

/* Read and written with __atomic builtins: the library's bridge thread
 * calls the driver beside the thread that called the library. */
static struct {
    uint64_t nextHandle;
    long calls, failAt, live, commands, submits, poisonDestroys;
    int failCode, failed, failedSubmitCode;
    uint64_t largestSignal;
    VkQueue failedSubmitQueue;
} counts;
static const char* failedName; /* the failed call's */

FakeDriverConfig fake_driver_config(void)
{
    FakeDriverConfig c;
    memset(&c, 0, sizeof c);
    c.maxStorageBufferRange = 1u << 27;
    c.offsetAlignment = 64;
    c.importAlignment = 4096;
    c.maxWorkgroups = 65535;
    c.queueFamilies = 1;
    c.familyFlags = VK_QUEUE_COMPUTE_BIT | VK_QUEUE_TRANSFER_BIT;
    c.memoryTypes = 2;
    c.hostPointerTypes = 2; /* type 1: HOST_VISIBLE | HOST_COHERENT */
    c.bufferSize = 4096;
    return c;
}

void fake_driver_reset(const FakeDriverConfig* c)
{
    config = *c;
    sizedBufferCount = 0;
    __atomic_store_n(&counts.nextHandle, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.calls, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failAt, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.live, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.commands, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.submits, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.poisonDestroys, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.largestSignal, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failedSubmitQueue, VK_NULL_HANDLE, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failed, 0, __ATOMIC_RELEASE);
}

VkInstance fake_driver_instance(void)
{
    return (VkInstance)(void*)&fakeInstance;
}

VkPhysicalDevice fake_driver_physical_device(void)
{
    return (VkPhysicalDevice)(void*)&fakePhysical;
}

VkDevice fake_driver_device(uint32_t rank)
{
    return (VkDevice)(void*)&fakeDevices[rank % FAKE_MAX_RANKS];
}

VkQueue fake_driver_queue(uint32_t rank)
{
    return (VkQueue)(void*)&fakeQueues[rank % FAKE_MAX_RANKS];
}

VkCommandBuffer fake_driver_command_buffer(uint32_t index)
{
    return (VkCommandBuffer)(void*)&fakeCommandBuffers[index % FAKE_COMMAND_BUFFERS];
}

VkBuffer fake_driver_buffer(VkDeviceSize bytes)
{
    if (sizedBufferCount == SIZED_BUFFERS)
        return VK_NULL_HANDLE;
    sizedBuffers[sizedBufferCount] = bytes;
    return (VkBuffer)(uintptr_t)(SIZED_BUFFER_BASE + sizedBufferCount++);
}

void fake_driver_fail_at(long failAt, VkResult code)
{
    __atomic_store_n(&counts.failCode, (int)code, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failed, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.calls, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failAt, failAt, __ATOMIC_RELEASE);
}

void fake_driver_fail_submits(VkQueue queue, VkResult code)
{
    __atomic_store_n(&counts.failedSubmitCode, (int)code, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failedSubmitQueue, queue, __ATOMIC_RELEASE);
}

uint64_t fake_driver_largest_signal(void)
{
    return __atomic_load_n(&counts.largestSignal, __ATOMIC_ACQUIRE);
}

int fake_driver_failed(void)
{
    return __atomic_load_n(&counts.failed, __ATOMIC_ACQUIRE);
}

const char* fake_driver_failed_call(void)
{
    return fake_driver_failed() ? __atomic_load_n(&failedName, __ATOMIC_RELAXED) : NULL;
}

long fake_driver_calls(void)
{
    return __atomic_load_n(&counts.calls, __ATOMIC_ACQUIRE);
}

long fake_driver_live_objects(void)
{
    return __atomic_load_n(&counts.live, __ATOMIC_ACQUIRE);
}

long fake_driver_poison_destroys(void)
{
    return __atomic_load_n(&counts.poisonDestroys, __ATOMIC_ACQUIRE);
}

long fake_driver_commands(void)
{
    return __atomic_load_n(&counts.commands, __ATOMIC_ACQUIRE);
}

long fake_driver_submits(void)
{
    return __atomic_load_n(&counts.submits, __ATOMIC_ACQUIRE);
}

/* VK_SUCCESS, or the armed failure's code where this is its call. */
static VkResult counted_call(const char* name)
{
    const long failAt = __atomic_load_n(&counts.failAt, __ATOMIC_ACQUIRE);
    if (__atomic_add_fetch(&counts.calls, 1, __ATOMIC_ACQ_REL) != failAt || failAt == 0)
        return VK_SUCCESS;
    __atomic_store_n(&failedName, name, __ATOMIC_RELAXED);
    __atomic_store_n(&counts.failed, 1, __ATOMIC_RELEASE);
    return (VkResult)__atomic_load_n(&counts.failCode, __ATOMIC_RELAXED);
}

static uint64_t new_handle(void)
{
    __atomic_add_fetch(&counts.live, 1, __ATOMIC_ACQ_REL);
    return __atomic_add_fetch(&counts.nextHandle, 1, __ATOMIC_ACQ_REL);
}

/* ---- Instance and physical device ----------------------------------------- */

static VKAPI_ATTR void VKAPI_CALL fake_properties(VkPhysicalDevice physical, VkPhysicalDeviceProperties* props)
{
    (void)physical;
    memset(props, 0, sizeof *props);
    props->apiVersion = VK_API_VERSION_1_2;
    strcpy(props->deviceName, "fake");
    props->limits.maxStorageBufferRange = config.maxStorageBufferRange;
    props->limits.minStorageBufferOffsetAlignment = config.offsetAlignment;
    props->limits.maxComputeWorkGroupCount[0] = config.maxWorkgroups;
    props->limits.maxComputeWorkGroupInvocations = 1024; /* the core minimum is 128; the kernels need 256 */
    props->limits.maxComputeWorkGroupSize[0] = 1024;
}

static VKAPI_ATTR void VKAPI_CALL fake_properties2(VkPhysicalDevice physical, VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* next;
    fake_properties(physical, &props->properties);
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext) {
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT)
            ((VkPhysicalDeviceExternalMemoryHostPropertiesEXT*)next)->minImportedHostPointerAlignment =
                config.importAlignment;
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES)
            ((VkPhysicalDeviceDriverProperties*)next)->driverID = VK_DRIVER_ID_MESA_LLVMPIPE;
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_PROPERTIES)
            ((VkPhysicalDeviceTimelineSemaphoreProperties*)next)->maxTimelineSemaphoreValueDifference = 0x7fffffffu;
    }
}

/* No extensions: no PCI address, so no interrupt CPUs to keep off, and no
 * SYNC_FD. */
static VKAPI_ATTR VkResult VKAPI_CALL fake_device_extensions(VkPhysicalDevice physical, const char* layer,
                                                            uint32_t* count, VkExtensionProperties* props)
{
    const VkResult res = counted_call("vkEnumerateDeviceExtensionProperties");
    (void)physical;
    (void)layer;
    (void)props;
    *count = 0;
    return res;
}

static VKAPI_ATTR void VKAPI_CALL fake_memory_properties(VkPhysicalDevice physical,
                                                        VkPhysicalDeviceMemoryProperties* props)
{
    uint32_t i;
    (void)physical;
    memset(props, 0, sizeof *props);
    props->memoryTypeCount = config.memoryTypes;
    for (i = 0; i < config.memoryTypes; ++i)
        props->memoryTypes[i].propertyFlags = i % 2 ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                          VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                                                    : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
}

static VKAPI_ATTR void VKAPI_CALL fake_queue_families(VkPhysicalDevice physical, uint32_t* count,
                                                     VkQueueFamilyProperties* families)
{
    uint32_t i;
    (void)physical;
    if (families)
        for (i = 0; i < *count && i < config.queueFamilies; ++i) {
            memset(&families[i], 0, sizeof families[i]);
            families[i].queueFlags = config.familyFlags;
            families[i].queueCount = 1;
        }
    *count = config.queueFamilies;
}

static VKAPI_ATTR void VKAPI_CALL fake_semaphore_properties(VkPhysicalDevice physical,
                                                           const VkPhysicalDeviceExternalSemaphoreInfo* info,
                                                           VkExternalSemaphoreProperties* props)
{
    (void)physical, (void)info;
    props->externalSemaphoreFeatures = 0;
}

/* ---- Device ----------------------------------------------------------------- */

/* One fake for every call that creates something: a fresh handle. */
static VkResult fake_create(const char* name, uint64_t* out)
{
    const VkResult res = counted_call(name);
    if (res == VK_SUCCESS)
        *out = new_handle();
    else if (config.poisonFailedHandles)
        *out = POISON_HANDLE;
    return res;
}

/* One fake for every call that destroys or frees one object. */
static VKAPI_ATTR void VKAPI_CALL fake_destroy(VkDevice device, uint64_t object, const void* alloc)
{
    (void)device, (void)alloc;
    if (object == POISON_HANDLE)
        __atomic_add_fetch(&counts.poisonDestroys, 1, __ATOMIC_ACQ_REL);
    else if (object != 0)
        __atomic_sub_fetch(&counts.live, 1, __ATOMIC_ACQ_REL);
}

static VKAPI_ATTR VkResult VKAPI_CALL fake_create_pipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                            const VkComputePipelineCreateInfo* infos,
                                                            const VkAllocationCallbacks* alloc, VkPipeline* out)
{
    const VkResult res = counted_call("vkCreateComputePipelines");
    uint32_t i;
    (void)device, (void)cache, (void)infos, (void)alloc;
    for (i = 0; i < count; ++i) /* a failed creation's pipelines are VK_NULL_HANDLE */
        out[i] = res == VK_SUCCESS ? (VkPipeline)(uintptr_t)new_handle() : VK_NULL_HANDLE;
    return res;
}

/* Descriptor sets and command buffers go with their pools: not counted. */
static VKAPI_ATTR VkResult VKAPI_CALL fake_allocate_sets(VkDevice device, const VkDescriptorSetAllocateInfo* info,
                                                         VkDescriptorSet* out)
{
    const VkResult res = counted_call("vkAllocateDescriptorSets");
    uint32_t i;
    (void)device;
    for (i = 0; i < info->descriptorSetCount && res == VK_SUCCESS; ++i)
        out[i] = (VkDescriptorSet)(uintptr_t)__atomic_add_fetch(&counts.nextHandle, 1, __ATOMIC_ACQ_REL);
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL fake_allocate_command_buffers(VkDevice device,
                                                                   const VkCommandBufferAllocateInfo* info,
                                                                   VkCommandBuffer* out)
{
    const VkResult res = counted_call("vkAllocateCommandBuffers");
    uint32_t i;
    (void)device;
    for (i = 0; i < info->commandBufferCount && res == VK_SUCCESS; ++i)
        out[i] = fake_driver_command_buffer(i);
    return res;
}

/* The caller's buffers report their size; the library's own slot buffer
 * fits its import. */
static VKAPI_ATTR void VKAPI_CALL fake_buffer_requirements(VkDevice device, VkBuffer buffer,
                                                           VkMemoryRequirements* reqs)
{
    const uint64_t handle = (uint64_t)(uintptr_t)buffer;
    (void)device;
    if (handle >= SIZED_BUFFER_BASE && handle - SIZED_BUFFER_BASE < sizedBufferCount)
        reqs->size = sizedBuffers[handle - SIZED_BUFFER_BASE];
    else
        reqs->size = handle >= FAKE_CALLER_BUFFERS ? config.bufferSize : 0;
    reqs->alignment = 256;
    reqs->memoryTypeBits = ~0u;
}

static VKAPI_ATTR VkResult VKAPI_CALL fake_host_pointer_properties(VkDevice device,
                                                                   VkExternalMemoryHandleTypeFlagBits type,
                                                                   const void* pointer,
                                                                   VkMemoryHostPointerPropertiesEXT* props)
{
    const VkResult res = counted_call("vkGetMemoryHostPointerPropertiesEXT");
    (void)device, (void)type, (void)pointer;
    props->memoryTypeBits = config.hostPointerTypes;
    return res;
}

/* Every round has finished already: the counters stand far ahead. */
static VKAPI_ATTR VkResult VKAPI_CALL fake_counter(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    const VkResult res = counted_call("vkGetSemaphoreCounterValue");
    (void)device, (void)semaphore;
    *value = 1ull << 60;
    return res;
}

/* Every round has begun. */
static VKAPI_ATTR VkResult VKAPI_CALL fake_event_status(VkDevice device, VkEvent event)
{
    const VkResult res = counted_call("vkGetEventStatus");
    (void)device, (void)event;
    return res == VK_SUCCESS ? VK_EVENT_SET : res;
}

static VKAPI_ATTR VkResult VKAPI_CALL fake_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                  VkFence fence)
{
    const VkResult res = counted_call("vkQueueSubmit");
    (void)count, (void)submits, (void)fence;
    if (res == VK_SUCCESS && queue == __atomic_load_n(&counts.failedSubmitQueue, __ATOMIC_ACQUIRE))
        return (VkResult)__atomic_load_n(&counts.failedSubmitCode, __ATOMIC_RELAXED);
    if (res == VK_SUCCESS)
        __atomic_add_fetch(&counts.submits, 1, __ATOMIC_ACQ_REL);
    return res;
}

static VKAPI_ATTR VkResult VKAPI_CALL fake_vkSignalSemaphore(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    const VkResult res = counted_call("vkSignalSemaphore");
    uint64_t seen = __atomic_load_n(&counts.largestSignal, __ATOMIC_ACQUIRE);
    (void)device;
    while (res == VK_SUCCESS && info->value > seen &&
           !__atomic_compare_exchange_n(&counts.largestSignal, &seen, info->value, 0, __ATOMIC_ACQ_REL,
                                        __ATOMIC_ACQUIRE)) {
    }
    return res;
}

/* The calls that create one object, and those that only succeed or fail:
 * one fake each, so that a failure names its call. */
#define FAKE_CREATE(name)                                                                                          \
    static VKAPI_ATTR VkResult VKAPI_CALL fake_##name(VkDevice device, const void* info, const void* alloc,       \
                                                      uint64_t* out)                                             \
    {                                                                                                              \
        (void)device, (void)info, (void)alloc;                                                                     \
        return fake_create(#name, out);                                                                            \
    }
FAKE_CREATE(vkCreateBuffer)
FAKE_CREATE(vkAllocateMemory)
FAKE_CREATE(vkCreateShaderModule)
FAKE_CREATE(vkCreateDescriptorSetLayout)
FAKE_CREATE(vkCreatePipelineLayout)
FAKE_CREATE(vkCreateDescriptorPool)
FAKE_CREATE(vkCreateCommandPool)
FAKE_CREATE(vkCreateSemaphore)
FAKE_CREATE(vkCreateEvent)
FAKE_CREATE(vkCreateFence)
#undef FAKE_CREATE

#define FAKE_SUCCESS(name)                                                                                         \
    static VKAPI_ATTR VkResult VKAPI_CALL fake_##name(void)                                                       \
    {                                                                                                              \
        return counted_call(#name);                                                                                \
    }
FAKE_SUCCESS(vkBindBufferMemory)
FAKE_SUCCESS(vkBeginCommandBuffer)
FAKE_SUCCESS(vkEndCommandBuffer)
FAKE_SUCCESS(vkResetEvent)
FAKE_SUCCESS(vkWaitSemaphores)
FAKE_SUCCESS(vkSetEvent)
FAKE_SUCCESS(vkGetFenceStatus)
#undef FAKE_SUCCESS

static VKAPI_ATTR void VKAPI_CALL fake_command(void)
{
    __atomic_add_fetch(&counts.commands, 1, __ATOMIC_ACQ_REL);
}

static VKAPI_ATTR void VKAPI_CALL fake_nothing(void)
{
}

typedef struct Named {
    const char* name;
    PFN_vkVoidFunction function;
} Named;
#define NAMED(name) { #name, (PFN_vkVoidFunction)fake_##name }
static const Named k_device_functions[] = {
    NAMED(vkCreateBuffer),       NAMED(vkAllocateMemory),       NAMED(vkCreateShaderModule),
    NAMED(vkCreateDescriptorSetLayout), NAMED(vkCreatePipelineLayout), NAMED(vkCreateDescriptorPool),
    NAMED(vkCreateCommandPool),  NAMED(vkCreateSemaphore),      NAMED(vkCreateEvent),
    NAMED(vkCreateFence),        NAMED(vkBindBufferMemory),     NAMED(vkBeginCommandBuffer),
    NAMED(vkEndCommandBuffer),   NAMED(vkResetEvent),           NAMED(vkSignalSemaphore),
    NAMED(vkWaitSemaphores),     NAMED(vkSetEvent),             NAMED(vkGetFenceStatus)};
#undef NAMED
static const char* const destroyNames[] = {
    "vkDestroyBuffer", "vkFreeMemory", "vkDestroyShaderModule", "vkDestroyDescriptorSetLayout",
    "vkDestroyPipelineLayout", "vkDestroyDescriptorPool", "vkDestroyCommandPool", "vkDestroySemaphore",
    "vkDestroyEvent", "vkDestroyFence", "vkDestroyPipeline"};
static const char* const commandNames[] = {
    "vkCmdBindDescriptorSets", "vkCmdBindPipeline", "vkCmdDispatch",   "vkCmdPipelineBarrier",
    "vkCmdPushConstants",      "vkCmdWaitEvents",   "vkCmdResetEvent", "vkCmdSetEvent",
    "vkCmdCopyBuffer",         "vkCmdFillBuffer"};

static int named(const char* name, const char* const* names, size_t count)
{
    size_t i;
    for (i = 0; i < count; ++i)
        if (strcmp(name, names[i]) == 0)
            return 1;
    return 0;
}

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static int hidden(const char* name)
{
    const char* const* h;
    for (h = config.hidden; h && *h; ++h)
        if (strcmp(name, *h) == 0)
            return 1;
    return 0;
}

/* Whether device `device` lacks VK_EXT_external_memory_host. */
static int without_host_import(VkDevice device)
{
    const uintptr_t index = (uintptr_t)(void*)device - (uintptr_t)(void*)fakeDevices;
    return index < FAKE_MAX_RANKS && (config.devicesWithoutHostImport >> index & 1u);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL fake_device_proc(VkDevice device, const char* name)
{
    size_t i;
    if (hidden(name))
        return NULL;
    for (i = 0; i < COUNT_OF(k_device_functions); ++i)
        if (strcmp(name, k_device_functions[i].name) == 0)
            return k_device_functions[i].function;
    if (named(name, destroyNames, COUNT_OF(destroyNames)))
        return (PFN_vkVoidFunction)fake_destroy;
    if (named(name, commandNames, COUNT_OF(commandNames)))
        return (PFN_vkVoidFunction)fake_command;
    if (strcmp(name, "vkUpdateDescriptorSets") == 0)
        return (PFN_vkVoidFunction)fake_nothing;
    if (strcmp(name, "vkQueueSubmit") == 0)
        return (PFN_vkVoidFunction)fake_submit;
    if (strcmp(name, "vkCreateComputePipelines") == 0)
        return (PFN_vkVoidFunction)fake_create_pipelines;
    if (strcmp(name, "vkAllocateDescriptorSets") == 0)
        return (PFN_vkVoidFunction)fake_allocate_sets;
    if (strcmp(name, "vkAllocateCommandBuffers") == 0)
        return (PFN_vkVoidFunction)fake_allocate_command_buffers;
    if (strcmp(name, "vkGetBufferMemoryRequirements") == 0)
        return (PFN_vkVoidFunction)fake_buffer_requirements;
    if (strcmp(name, "vkGetMemoryHostPointerPropertiesEXT") == 0)
        return without_host_import(device) ? NULL : (PFN_vkVoidFunction)fake_host_pointer_properties;
    if (strcmp(name, "vkGetSemaphoreCounterValue") == 0)
        return (PFN_vkVoidFunction)fake_counter;
    if (strcmp(name, "vkGetEventStatus") == 0)
        return (PFN_vkVoidFunction)fake_event_status;
    return NULL;
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL fake_driver_get_instance_proc_addr(VkInstance instance, const char* name)
{
    (void)instance;
    if (hidden(name))
        return NULL;
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)fake_device_proc;
    if (strcmp(name, "vkGetPhysicalDeviceProperties") == 0)
        return (PFN_vkVoidFunction)fake_properties;
    if (strcmp(name, "vkGetPhysicalDeviceProperties2") == 0)
        return (PFN_vkVoidFunction)fake_properties2;
    if (strcmp(name, "vkEnumerateDeviceExtensionProperties") == 0)
        return (PFN_vkVoidFunction)fake_device_extensions;
    if (strcmp(name, "vkGetPhysicalDeviceMemoryProperties") == 0)
        return (PFN_vkVoidFunction)fake_memory_properties;
    if (strcmp(name, "vkGetPhysicalDeviceQueueFamilyProperties") == 0)
        return (PFN_vkVoidFunction)fake_queue_families;
    if (strcmp(name, "vkGetPhysicalDeviceExternalSemaphoreProperties") == 0)
        return (PFN_vkVoidFunction)fake_semaphore_properties;
    return NULL;
}
