/* sync_fd_probe: checks that the first Vulkan device can export and import
 * binary semaphores as SYNC_FD, the way the library's sync_fd mode uses them,
 * before the suite runs in that mode (tests/sync_fd_chroot.sh). It fails
 * loudly rather than skipping, so a CI run whose driver lost SYNC_FD fails.
 *
 * Two VkDevices on one physical device, the Khronos validation layer with
 * synchronization validation on. Each round: device A fills a host-visible
 * buffer and signals a binary semaphore; its payload is exported as a
 * SYNC_FD, imported temporarily into a binary semaphore of device B, and B
 * submits work that waits on it. Once B's fence signals, A's work must be
 * complete (its fence signalled, the fill visible). Any validation message
 * fails the probe. Prints "sync_fd: supported" and exits 0 on success.
 *
 *   cc -std=c99 -o sync_fd_probe tests/sync_fd_probe.c -lvulkan
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, in common.h */
#include "../vk_allreduce.h"   /* declarations only: common.h names VkarRankInfo */

#define COMMON_PROGRAM "sync_fd_probe"
#include "../examples/common.h" /* the Vulkan setup the examples and the bench share */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ROUNDS 4
#define BUFFER_BYTES 4096

static int g_messages;

static VKAPI_ATTR VkBool32 VKAPI_CALL on_validation(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                   VkDebugUtilsMessageTypeFlagsEXT types,
                                                   const VkDebugUtilsMessengerCallbackDataEXT* data, void* user)
{
    (void)severity;
    (void)types;
    (void)user;
    ++g_messages;
    printf("validation: %s\n", data->pMessage);
    return VK_FALSE;
}

#define FAIL(...)                                   \
    do {                                            \
        printf("sync_fd: NOT SUPPORTED: " __VA_ARGS__); \
        printf("\n");                               \
        exit(1);                                    \
    } while (0)
#define CHECK_VK(expr)                                                       \
    do {                                                                     \
        VkResult r_ = (expr);                                                \
        if (r_ != VK_SUCCESS)                                                \
            FAIL("%s returned %d (%s:%d)", #expr, (int)r_, __FILE__, __LINE__); \
    } while (0)

typedef struct Device {
    VkDevice device;
    VkQueue queue;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkBuffer buffer;
    VkDeviceMemory memory;
    volatile uint32_t* words;
    VkSemaphore semaphore;
    VkFence fence;
} Device;

static VkPhysicalDevice g_physical;
static uint32_t g_family;

static void create_device(Device* d)
{
    const char* extensions[] = { VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME };
    float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = { .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO };
    VkDeviceCreateInfo info = { .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO };
    VkCommandPoolCreateInfo pool = { .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO };
    VkCommandBufferAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
    VkBufferCreateInfo buffer = { .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO };
    VkMemoryAllocateInfo memory = { .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO };
    VkMemoryRequirements req;
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    VkExportSemaphoreCreateInfo exportable = { .sType = VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO };
    VkSemaphoreCreateInfo semaphore = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO };
    VkFenceCreateInfo fence = { .sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO };
    void* mapped;

    queue.queueFamilyIndex = g_family;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue;
    info.enabledExtensionCount = 1;
    info.ppEnabledExtensionNames = extensions;
    CHECK_VK(vkCreateDevice(g_physical, &info, NULL, &d->device));
    vkGetDeviceQueue(d->device, g_family, 0, &d->queue);
    pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool.queueFamilyIndex = g_family;
    CHECK_VK(vkCreateCommandPool(d->device, &pool, NULL, &d->pool));
    alloc.commandPool = d->pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    CHECK_VK(vkAllocateCommandBuffers(d->device, &alloc, &d->cmd));

    buffer.size = BUFFER_BYTES;
    buffer.usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    buffer.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    CHECK_VK(vkCreateBuffer(d->device, &buffer, NULL, &d->buffer));
    vkGetBufferMemoryRequirements(d->device, d->buffer, &req);
    memory.memoryTypeIndex = find_memory_type(g_physical, req.memoryTypeBits, host, 0);
    memory.allocationSize = req.size;
    CHECK_VK(vkAllocateMemory(d->device, &memory, NULL, &d->memory));
    CHECK_VK(vkBindBufferMemory(d->device, d->buffer, d->memory, 0));
    CHECK_VK(vkMapMemory(d->device, d->memory, 0, VK_WHOLE_SIZE, 0, &mapped));
    d->words = mapped;

    /* both semaphores are created exportable as SYNC_FD: the library's
     * pooled semaphores are both exported (publish) and imported into (reduce) */
    exportable.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    semaphore.pNext = &exportable;
    CHECK_VK(vkCreateSemaphore(d->device, &semaphore, NULL, &d->semaphore));
    CHECK_VK(vkCreateFence(d->device, &fence, NULL, &d->fence));
}

static void destroy_device(Device* d)
{
    vkDestroyFence(d->device, d->fence, NULL);
    vkDestroySemaphore(d->device, d->semaphore, NULL);
    vkUnmapMemory(d->device, d->memory);
    vkDestroyBuffer(d->device, d->buffer, NULL);
    vkFreeMemory(d->device, d->memory, NULL);
    vkDestroyCommandPool(d->device, d->pool, NULL);
    vkDestroyDevice(d->device, NULL);
}

/* records: fill the buffer with `value`, then make the write visible to the host */
static void record_fill(Device* d, uint32_t value)
{
    VkCommandBufferBeginInfo begin = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
    VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    CHECK_VK(vkResetCommandBuffer(d->cmd, 0));
    CHECK_VK(vkBeginCommandBuffer(d->cmd, &begin));
    vkCmdFillBuffer(d->cmd, d->buffer, 0, VK_WHOLE_SIZE, value);
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(d->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
    CHECK_VK(vkEndCommandBuffer(d->cmd));
}

int main(void)
{
    const char* layers[] = { "VK_LAYER_KHRONOS_validation" };
    const char* instanceExtensions[] = { VK_EXT_DEBUG_UTILS_EXTENSION_NAME };
    VkValidationFeatureEnableEXT enables[] = { VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT };
    VkValidationFeaturesEXT features = { VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT, NULL, 1, enables, 0, NULL };
    VkDebugUtilsMessengerCreateInfoEXT messengerInfo = { .sType =
                                                             VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT };
    VkApplicationInfo app = { .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO };
    VkInstanceCreateInfo info = { .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO };
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    PFN_vkCreateDebugUtilsMessengerEXT createMessenger;
    PFN_vkDestroyDebugUtilsMessengerEXT destroyMessenger;
    PFN_vkGetSemaphoreFdKHR getFd;
    PFN_vkImportSemaphoreFdKHR importFd;
    VkPhysicalDevice physicals[8];
    uint32_t count = 8, round;
    VkPhysicalDeviceDriverProperties driver = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES };
    VkPhysicalDeviceProperties2 props = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 };
    VkPhysicalDeviceExternalSemaphoreInfo semInfo = { .sType =
                                                          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO };
    VkSemaphoreTypeCreateInfo binary = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO };
    VkExternalSemaphoreProperties semProps = { .sType = VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES };
    const VkExternalSemaphoreFeatureFlags both =
        VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT | VK_EXTERNAL_SEMAPHORE_FEATURE_IMPORTABLE_BIT;
    Device a, b;

    messengerInfo.messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    messengerInfo.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                                VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                                VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    messengerInfo.pfnUserCallback = on_validation;
    features.pNext = &messengerInfo;
    app.apiVersion = VK_API_VERSION_1_2;
    app.pApplicationName = "vk_allreduce sync_fd probe";
    info.pNext = &features;
    info.pApplicationInfo = &app;
    info.enabledLayerCount = 1;
    info.ppEnabledLayerNames = layers;
    info.enabledExtensionCount = 1;
    info.ppEnabledExtensionNames = instanceExtensions;
    if (vkCreateInstance(&info, NULL, &instance) != VK_SUCCESS)
        FAIL("cannot create a Vulkan 1.2 instance with VK_LAYER_KHRONOS_validation");
    createMessenger =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(instance, "vkCreateDebugUtilsMessengerEXT");
    destroyMessenger =
        (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(instance, "vkDestroyDebugUtilsMessengerEXT");
    CHECK_VK(createMessenger(instance, &messengerInfo, NULL, &messenger));

    if (vkEnumeratePhysicalDevices(instance, &count, physicals) < 0 || count == 0)
        FAIL("no Vulkan device (is VK_DRIVER_FILES pointing at lavapipe?)");
    g_physical = physicals[0];
    props.pNext = &driver;
    vkGetPhysicalDeviceProperties2(g_physical, &props);
    printf("device: %s, driver: %s %s\n", props.properties.deviceName, driver.driverName, driver.driverInfo);

    if (!has_extension(g_physical, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME))
        FAIL("the device does not expose %s (Mesa's lavapipe exposes it only when /dev/udmabuf "
             "opens: is udmabuf_shim.so in LD_PRELOAD?)",
             VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME);

    binary.semaphoreType = VK_SEMAPHORE_TYPE_BINARY;
    semInfo.pNext = &binary;
    semInfo.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    vkGetPhysicalDeviceExternalSemaphoreProperties(g_physical, &semInfo, &semProps);
    printf("binary semaphore SYNC_FD: externalSemaphoreFeatures 0x%x, compatibleHandleTypes 0x%x, "
           "exportFromImportedHandleTypes 0x%x\n",
           (unsigned)semProps.externalSemaphoreFeatures, (unsigned)semProps.compatibleHandleTypes,
           (unsigned)semProps.exportFromImportedHandleTypes);
    if ((semProps.externalSemaphoreFeatures & both) != both)
        FAIL("binary semaphores cannot both export and import SYNC_FD");

    g_family = find_compute_family(g_physical);

    create_device(&a);
    create_device(&b);
    getFd = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(a.device, "vkGetSemaphoreFdKHR");
    importFd = (PFN_vkImportSemaphoreFdKHR)vkGetDeviceProcAddr(b.device, "vkImportSemaphoreFdKHR");
    if (!getFd || !importFd)
        FAIL("vkGetSemaphoreFdKHR / vkImportSemaphoreFdKHR are missing");

    for (round = 1; round <= ROUNDS; ++round) {
        const uint32_t value = 0x5eed0000u + round;
        VkPipelineStageFlags waitStage = VK_PIPELINE_STAGE_TRANSFER_BIT;
        VkSubmitInfo submitA = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
        VkSubmitInfo submitB = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
        VkSemaphoreGetFdInfoKHR get = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR };
        VkImportSemaphoreFdInfoKHR import = { .sType = VK_STRUCTURE_TYPE_IMPORT_SEMAPHORE_FD_INFO_KHR };
        int fd = -1;

        /* A: fill, signal its binary semaphore */
        record_fill(&a, value);
        submitA.commandBufferCount = 1;
        submitA.pCommandBuffers = &a.cmd;
        submitA.signalSemaphoreCount = 1;
        submitA.pSignalSemaphores = &a.semaphore;
        CHECK_VK(vkQueueSubmit(a.queue, 1, &submitA, a.fence));

        /* export A's pending signal as a sync file (this also unsignals A's semaphore) */
        get.semaphore = a.semaphore;
        get.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
        CHECK_VK(getFd(a.device, &get, &fd));

        /* B: import it temporarily, wait on it, fill its own buffer */
        import.semaphore = b.semaphore;
        import.flags = VK_SEMAPHORE_IMPORT_TEMPORARY_BIT;
        import.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
        import.fd = fd; /* ownership passes to the driver on success */
        CHECK_VK(importFd(b.device, &import));
        record_fill(&b, ~value);
        submitB.waitSemaphoreCount = 1;
        submitB.pWaitSemaphores = &b.semaphore;
        submitB.pWaitDstStageMask = &waitStage;
        submitB.commandBufferCount = 1;
        submitB.pCommandBuffers = &b.cmd;
        CHECK_VK(vkQueueSubmit(b.queue, 1, &submitB, b.fence));
        CHECK_VK(vkWaitForFences(b.device, 1, &b.fence, VK_TRUE, 10ull * 1000 * 1000 * 1000));

        /* B waited on A's work, so A's work is done */
        if (vkGetFenceStatus(a.device, a.fence) != VK_SUCCESS)
            FAIL("round %u: device B's wait on the imported sync file ended before device A's work completed",
                 round);
        CHECK_VK(vkWaitForFences(a.device, 1, &a.fence, VK_TRUE, 10ull * 1000 * 1000 * 1000));
        if (a.words[0] != value || a.words[BUFFER_BYTES / 4 - 1] != value || b.words[0] != ~value)
            FAIL("round %u: wrong buffer contents 0x%x 0x%x", round, (unsigned)a.words[0], (unsigned)b.words[0]);
        printf("round %u: exported fd %d, imported, waited\n", round, fd);
        CHECK_VK(vkResetFences(a.device, 1, &a.fence));
        CHECK_VK(vkResetFences(b.device, 1, &b.fence));
    }

    destroy_device(&a);
    destroy_device(&b);
    destroyMessenger(instance, messenger, NULL);
    vkDestroyInstance(instance, NULL);
    if (g_messages)
        FAIL("%d validation message(s)", g_messages);
    printf("sync_fd: supported\n");
    return 0;
}
