/* common.h - the Vulkan setup the examples and the bench share: an instance,
 * the physical devices ranks go on, a checked device with what vk_allreduce
 * needs, memory types and buffers, command buffers and compute kernels over
 * storage buffers, semaphore lists for vkQueueSubmit, and the small helpers
 * around them: "--flag value" options, and arithmetic and random values
 * without libm. Every failure
 * prints "COMMON_PROGRAM: why" and exits: these are programs, not a library.
 *
 * Include it after vk_allreduce.h, with COMMON_PROGRAM defined to the
 * program's name. Its functions are static inline, so a program that uses
 * only some of them compiles without warnings.
 */
#ifndef VKAR_EXAMPLES_COMMON_H
#define VKAR_EXAMPLES_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef COMMON_PROGRAM
#error "define COMMON_PROGRAM (the program's name, for its error messages) before including common.h"
#endif

#define COMMON_MAX_PHYSICAL_DEVICES 16

/* How long the examples wait for a signal: a process's first calls may
 * compile the kernels (lavapipe with a cold shader cache on a loaded CPU:
 * over 10 s), so the bound is generous; a hang still ends. */
#define COMMON_WAIT_NS 60000000000ull

static inline void check(VkResult res, const char* what)
{
    if (res != VK_SUCCESS) {
        fprintf(stderr, COMMON_PROGRAM ": %s failed (VkResult %d)\n", what, (int)res);
        exit(1);
    }
}

static inline void* checked_calloc(size_t count, size_t size)
{
    void* p = calloc(count, size);
    if (!p) {
        fprintf(stderr, COMMON_PROGRAM ": out of host memory\n");
        exit(1);
    }
    return p;
}

static inline double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A decimal number from 1 to `max` into *out; 0 when `text` is not one. */
static inline int parse_count(const char* text, uint64_t max, uint32_t* out)
{
    char* end = NULL;
    unsigned long long n;
    if (*text < '0' || *text > '9')
        return 0;
    n = strtoull(text, &end, 10);
    if (*end != '\0' || n < 1 || n > max)
        return 0;
    *out = (uint32_t)n;
    return 1;
}

/* Says why `flag value` is refused, then the usage, and exits 2 (a usage
 * error). */
static inline void refuse_option(const char* flag, const char* value, const char* why, void (*usage)(FILE*))
{
    fprintf(stderr, COMMON_PROGRAM ": %s %s: %s\n", flag, value, why);
    usage(stderr);
    exit(2);
}

/* argv as "--flag value" pairs, each given to `take`, which sets it in
 * `options` or returns 0 (an unknown flag or a bad value: refused);
 * --help prints the usage to stdout and exits 0. */
static inline void parse_flags(int argc, char** argv, void* options, int (*take)(void*, const char*, const char*),
                               void (*usage)(FILE*))
{
    int i;
    for (i = 1; i < argc; i += 2) {
        const char* flag = argv[i];
        const char* value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(flag, "--help") == 0) {
            usage(stdout);
            exit(0);
        }
        if (!take(options, flag, value))
            refuse_option(flag, value, "unknown option or bad value", usage);
    }
}

/* The arithmetic below spares the examples libm, which their builds do not
 * link. */

static inline double absolute(double v)
{
    return v < 0 ? -v : v;
}

/* Newton's method. */
static inline double square_root(double v)
{
    double r = v > 1 ? v : 1;
    int i;
    for (i = 0; i < 64; ++i)
        r = 0.5 * (r + v / r);
    return r;
}

/* xorshift32, mapped to [-1, 1): the same values on every machine. */
static inline float random_uniform(uint32_t* state)
{
    uint32_t s = *state;
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    *state = s;
    return (float)((double)(s >> 8) / 8388608.0 - 1.0);
}

static inline void fill_uniform(float* out, size_t count, float scale, uint32_t* state)
{
    size_t i;
    for (i = 0; i < count; ++i)
        out[i] = scale * random_uniform(state);
}

/* Writes one line in one fwrite, so lines from several processes on one
 * pipe stay whole: glibc 2.37 and later write an unbuffered stream's fprintf
 * in 128-byte pieces, which other processes' lines can split. */
static inline void write_line_to_stderr(const char* message)
{
    char line[1024];
    int n = snprintf(line, sizeof line, "%s\n", message);
    if (n > 0)
        fwrite(line, 1, n < (int)sizeof line ? (size_t)n : sizeof line - 1, stderr);
}

/* VkarCommCreateInfo::pfnLog: the library's lines name the library; its
 * notes of what creation set up (INFO) are left out. */
static inline void log_to_stderr(void* userData, VkarLogSeverity severity, const char* message)
{
    (void)userData;
    if (severity != VKAR_LOG_SEVERITY_INFO)
        write_line_to_stderr(message);
}

static inline VkInstance create_instance(const char* applicationName)
{
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .pApplicationName = applicationName,
                             .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance instance;
    check(vkCreateInstance(&info, NULL, &instance), "vkCreateInstance");
    return instance;
}

/* The physical devices of one kind: CPU ones (lavapipe) when `cpu`, else
 * every other. Returns how many were written to out[COMMON_MAX_PHYSICAL_DEVICES]. */
static inline uint32_t physical_devices_of_kind(VkInstance instance, int cpu, VkPhysicalDevice* out)
{
    VkPhysicalDevice all[COMMON_MAX_PHYSICAL_DEVICES];
    uint32_t count = COMMON_MAX_PHYSICAL_DEVICES, found = 0, i;
    VkResult res = vkEnumeratePhysicalDevices(instance, &count, all);
    if (res != VK_INCOMPLETE)
        check(res, "vkEnumeratePhysicalDevices");
    for (i = 0; i < count; ++i) {
        VkPhysicalDeviceProperties props;
        vkGetPhysicalDeviceProperties(all[i], &props);
        if ((props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) == (cpu != 0))
            out[found++] = all[i];
    }
    return found;
}

/* `ranks` physical devices (0: one per GPU, or 2 on the CPU driver), round-
 * robin over the GPUs. The CPU driver stands in only when there is no GPU:
 * next to GPUs it would be the slowest rank, and every rank waits for the
 * slowest. Returns the rank count. */
static inline uint32_t choose_physical_devices(VkInstance instance, uint32_t ranks, VkPhysicalDevice* chosen)
{
    VkPhysicalDevice found[COMMON_MAX_PHYSICAL_DEVICES];
    uint32_t count = physical_devices_of_kind(instance, 0, found), i;
    const uint32_t gpus = count;
    if (count == 0)
        count = physical_devices_of_kind(instance, 1, found);
    if (count == 0) {
        fprintf(stderr, COMMON_PROGRAM ": no Vulkan device found\n");
        exit(1);
    }
    if (ranks == 0)
        ranks = gpus ? gpus : 2;
    for (i = 0; i < ranks; ++i)
        chosen[i] = found[i % count];
    return ranks;
}

static inline int has_extension(VkPhysicalDevice physicalDevice, const char* name)
{
    const char* what = "vkEnumerateDeviceExtensionProperties";
    VkExtensionProperties* exts;
    uint32_t count = 0, i;
    int found = 0;
    check(vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, NULL), what);
    exts = (VkExtensionProperties*)checked_calloc(count + 1, sizeof *exts);
    check(vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, exts), what);
    for (i = 0; i < count && !found; ++i)
        found = strcmp(exts[i].extensionName, name) == 0;
    free(exts);
    return found;
}

/* Refuses, with the reason, a device the library cannot use, rather than
 * leaving vkCreateDevice or vkarCreateComm to fail less clearly. Writes the
 * device's name and driver into `name`. */
static inline void check_device(VkPhysicalDevice physicalDevice, char* name, size_t size)
{
    VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceFeatures2 features = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &features12};
    VkPhysicalDeviceDriverProperties driver = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
    VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &driver};
    vkGetPhysicalDeviceProperties(physicalDevice, &props.properties);
    snprintf(name, size, "%s", props.properties.deviceName);
    /* The *2 queries below may chain 1.2 structures only on a 1.2 device. */
    if (props.properties.apiVersion < VK_API_VERSION_1_2) {
        fprintf(stderr, COMMON_PROGRAM ": %s supports Vulkan 1.%u only; vk_allreduce needs 1.2\n", name,
                VK_API_VERSION_MINOR(props.properties.apiVersion));
        exit(1);
    }
    if (!has_extension(physicalDevice, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME)) {
        fprintf(stderr, COMMON_PROGRAM ": %s lacks %s, which vk_allreduce needs to share host memory between devices\n",
                name, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
        exit(1);
    }
    vkGetPhysicalDeviceFeatures2(physicalDevice, &features);
    if (!features12.timelineSemaphore) {
        fprintf(stderr, COMMON_PROGRAM ": %s lacks the timelineSemaphore feature\n", name);
        exit(1);
    }
    vkGetPhysicalDeviceProperties2(physicalDevice, &props);
    snprintf(name, size, "%s (%s, %s)", props.properties.deviceName, driver.driverName, driver.driverInfo);
}

static inline uint32_t find_compute_family(VkPhysicalDevice physicalDevice)
{
    VkQueueFamilyProperties families[32];
    uint32_t count = 32, family;
    vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, &count, families);
    for (family = 0; family < count; ++family)
        if (families[family].queueFlags & VK_QUEUE_COMPUTE_BIT)
            return family;
    fprintf(stderr, COMMON_PROGRAM ": a device has no compute queue\n");
    exit(1);
}

/* Creates rank->device on rank->physicalDevice with what vk_allreduce needs
 * (host memory import, timelines), VK_KHR_external_semaphore_fd where
 * offered (the library may then run its SYNC_FD mode: it decides, VKAR_SYNC
 * overrides), and each of `optional` that is offered. The rank's queue is
 * the first of a compute family; with `secondQueue`, a second one of that
 * family where it has two (else VK_NULL_HANDLE). */
static inline void create_rank_device(VkarRankInfo* rank, const char* const* optional, uint32_t optionalCount,
                                      VkQueue* secondQueue)
{
    static const float priorities[2] = {1.0f, 1.0f};
    const char* extensions[8] = {VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME,
                                 VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME};
    VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                                   .timelineSemaphore = VK_TRUE};
    VkDeviceQueueCreateInfo queueInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                         .pQueuePriorities = priorities};
    VkDeviceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &features12,
                               .queueCreateInfoCount = 1, .pQueueCreateInfos = &queueInfo,
                               .enabledExtensionCount = 1, .ppEnabledExtensionNames = extensions};
    VkQueueFamilyProperties families[32];
    uint32_t familyCount = 32, i;
    if (has_extension(rank->physicalDevice, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME))
        info.enabledExtensionCount = 2;
    for (i = 0; i < optionalCount && info.enabledExtensionCount < 8; ++i)
        if (has_extension(rank->physicalDevice, optional[i]))
            extensions[info.enabledExtensionCount++] = optional[i];
    rank->queueFamilyIndex = queueInfo.queueFamilyIndex = find_compute_family(rank->physicalDevice);
    vkGetPhysicalDeviceQueueFamilyProperties(rank->physicalDevice, &familyCount, families);
    if (secondQueue && families[rank->queueFamilyIndex].queueCount > 1)
        queueInfo.queueCount = 2;
    check(vkCreateDevice(rank->physicalDevice, &info, NULL, &rank->device), "vkCreateDevice");
    vkGetDeviceQueue(rank->device, rank->queueFamilyIndex, 0, &rank->queue);
    if (secondQueue)
        *secondQueue = VK_NULL_HANDLE;
    if (queueInfo.queueCount > 1)
        vkGetDeviceQueue(rank->device, rank->queueFamilyIndex, 1, secondQueue);
}

/* A memory type among `typeBits` with every `required` flag, and every
 * `preferred` one too if there is such a type. */
static inline uint32_t find_memory_type(VkPhysicalDevice physicalDevice, uint32_t typeBits,
                                        VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred)
{
    VkPhysicalDeviceMemoryProperties props;
    uint32_t pass, type;
    vkGetPhysicalDeviceMemoryProperties(physicalDevice, &props);
    for (pass = 0; pass < 2; ++pass) {
        const VkMemoryPropertyFlags wanted = pass == 0 ? required | preferred : required;
        for (type = 0; type < props.memoryTypeCount; ++type)
            if ((typeBits >> type & 1) && (props.memoryTypes[type].propertyFlags & wanted) == wanted)
                return type;
    }
    fprintf(stderr, COMMON_PROGRAM ": no memory type with properties 0x%x\n", (unsigned)required);
    exit(1);
}

static inline VkSemaphore create_timeline(VkDevice device)
{
    VkSemaphoreTypeCreateInfo type = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
                                      .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE};
    VkSemaphoreCreateInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &type};
    VkSemaphore semaphore;
    check(vkCreateSemaphore(device, &info, NULL, &semaphore), "vkCreateSemaphore");
    return semaphore;
}

/* A pool on the rank's queue family whose command buffers reset one by one. */
static inline VkCommandPool create_command_pool(const VkarRankInfo* rank)
{
    VkCommandPoolCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                    .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
                                    .queueFamilyIndex = rank->queueFamilyIndex};
    VkCommandPool pool;
    check(vkCreateCommandPool(rank->device, &info, NULL, &pool), "vkCreateCommandPool");
    return pool;
}

static inline void allocate_command_buffers(VkDevice device, VkCommandPool pool, uint32_t count, VkCommandBuffer* out)
{
    VkCommandBufferAllocateInfo info = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, .commandPool = pool,
                                        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY, .commandBufferCount = count};
    check(vkAllocateCommandBuffers(device, &info, out), "vkAllocateCommandBuffers");
}

static inline void begin_commands(VkCommandBuffer cmd)
{
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                      .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
}

static inline void cmd_barrier(VkCommandBuffer cmd, VkPipelineStageFlags srcStage, VkAccessFlags srcAccess,
                               VkPipelineStageFlags dstStage, VkAccessFlags dstAccess)
{
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = srcAccess,
                               .dstAccessMask = dstAccess};
    vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 1, &barrier, 0, NULL, 0, NULL);
}

/* One barrier that makes compute shader writes (the all-reduce's sums)
 * visible to host reads: recorded once, resubmitted after each call whose
 * results the host reads. */
static inline VkCommandBuffer record_host_read_barrier(VkDevice device, VkCommandPool pool)
{
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    VkMemoryBarrier barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
                               .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    VkCommandBuffer cmd;
    allocate_command_buffers(device, pool, 1, &cmd);
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                         NULL, 0, NULL);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    return cmd;
}

/* A buffer for storage and copies: host-visible and coherent (cached where
 * possible: the host reads it), mapped; or device-local where possible. */
typedef struct Buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkDeviceSize size;
    void* mapped; /* host-visible buffers only */
} Buffer;

static inline void create_buffer(const VkarRankInfo* rank, Buffer* b, VkDeviceSize size, int hostVisible)
{
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size,
                               .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                        VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    VkMemoryRequirements req;
    memset(b, 0, sizeof *b);
    b->size = size;
    check(vkCreateBuffer(rank->device, &info, NULL, &b->buffer), "vkCreateBuffer");
    vkGetBufferMemoryRequirements(rank->device, b->buffer, &req);
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex =
        hostVisible
            ? find_memory_type(rank->physicalDevice, req.memoryTypeBits, host, VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
            : find_memory_type(rank->physicalDevice, req.memoryTypeBits, 0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    check(vkAllocateMemory(rank->device, &alloc, NULL, &b->memory), "vkAllocateMemory");
    check(vkBindBufferMemory(rank->device, b->buffer, b->memory, 0), "vkBindBufferMemory");
    if (hostVisible)
        check(vkMapMemory(rank->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->mapped), "vkMapMemory");
}

static inline void destroy_buffer(VkDevice device, Buffer* b)
{
    if (b->mapped)
        vkUnmapMemory(device, b->memory);
    vkDestroyBuffer(device, b->buffer, NULL);
    vkFreeMemory(device, b->memory, NULL);
    memset(b, 0, sizeof *b);
}

/* Compute kernels whose buffers are storage buffers at bindings 0, 1, ...,
 * as many as COMMON_MAX_STORAGE_BUFFERS. */
#define COMMON_MAX_STORAGE_BUFFERS 8

static inline void check_storage_count(uint32_t count)
{
    if (count > COMMON_MAX_STORAGE_BUFFERS) {
        fprintf(stderr, COMMON_PROGRAM ": more than %u storage buffers in one kernel\n", COMMON_MAX_STORAGE_BUFFERS);
        exit(1);
    }
}

/* The layouts of kernels over `count` storage buffers that take
 * `pushBytes` of push constants. */
static inline void create_storage_layouts(VkDevice device, uint32_t count, uint32_t pushBytes,
                                          VkDescriptorSetLayout* setLayout, VkPipelineLayout* pipelineLayout)
{
    VkDescriptorSetLayoutBinding bindings[COMMON_MAX_STORAGE_BUFFERS];
    VkDescriptorSetLayoutCreateInfo setInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                               .bindingCount = count, .pBindings = bindings};
    VkPushConstantRange push = {.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT, .offset = 0, .size = pushBytes};
    VkPipelineLayoutCreateInfo layoutInfo = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                             .setLayoutCount = 1, .pSetLayouts = setLayout,
                                             .pushConstantRangeCount = 1, .pPushConstantRanges = &push};
    uint32_t b;
    check_storage_count(count);
    memset(bindings, 0, sizeof bindings);
    for (b = 0; b < count; ++b) {
        bindings[b].binding = b;
        bindings[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[b].descriptorCount = 1;
        bindings[b].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    check(vkCreateDescriptorSetLayout(device, &setInfo, NULL, setLayout), "vkCreateDescriptorSetLayout");
    check(vkCreatePipelineLayout(device, &layoutInfo, NULL, pipelineLayout), "vkCreatePipelineLayout");
}

/* The kernel `code` (SPIR-V words, `codeSize` bytes), entry point main. */
static inline VkPipeline create_compute_pipeline(VkDevice device, VkPipelineLayout layout, const uint32_t* code,
                                                 size_t codeSize)
{
    VkShaderModuleCreateInfo moduleInfo = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                           .codeSize = codeSize, .pCode = code};
    VkComputePipelineCreateInfo info = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO, .layout = layout};
    VkPipeline pipeline;
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.pName = "main";
    check(vkCreateShaderModule(device, &moduleInfo, NULL, &info.stage.module), "vkCreateShaderModule");
    check(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &info, NULL, &pipeline), "vkCreateComputePipelines");
    vkDestroyShaderModule(device, info.stage.module, NULL);
    return pipeline;
}

/* A pool for `sets` descriptor sets of `buffersPerSet` storage buffers. */
static inline VkDescriptorPool create_storage_pool(VkDevice device, uint32_t sets, uint32_t buffersPerSet)
{
    VkDescriptorPoolSize size = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, sets * buffersPerSet};
    VkDescriptorPoolCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = sets,
                                       .poolSizeCount = 1, .pPoolSizes = &size};
    VkDescriptorPool pool;
    check(vkCreateDescriptorPool(device, &info, NULL, &pool), "vkCreateDescriptorPool");
    return pool;
}

/* Binding b of `set` becomes the range infos[b], for b below count. */
static inline void write_storage_ranges(VkDevice device, VkDescriptorSet set, const VkDescriptorBufferInfo* infos,
                                        uint32_t count)
{
    VkWriteDescriptorSet writes[COMMON_MAX_STORAGE_BUFFERS];
    uint32_t b;
    check_storage_count(count);
    memset(writes, 0, sizeof writes);
    for (b = 0; b < count; ++b) {
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &infos[b];
    }
    vkUpdateDescriptorSets(device, count, writes, 0, NULL);
}

/* A descriptor set of create_storage_layouts' `setLayout` whose binding b
 * is the whole of buffers[b]. */
static inline VkDescriptorSet create_storage_set(VkDevice device, VkDescriptorPool pool,
                                                 VkDescriptorSetLayout setLayout, const Buffer* const* buffers,
                                                 uint32_t count)
{
    VkDescriptorSetAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                         .descriptorPool = pool, .descriptorSetCount = 1, .pSetLayouts = &setLayout};
    VkDescriptorBufferInfo infos[COMMON_MAX_STORAGE_BUFFERS];
    VkDescriptorSet set;
    uint32_t b;
    check_storage_count(count);
    check(vkAllocateDescriptorSets(device, &alloc, &set), "vkAllocateDescriptorSets");
    for (b = 0; b < count; ++b) {
        infos[b].buffer = buffers[b]->buffer;
        infos[b].offset = 0;
        infos[b].range = buffers[b]->size;
    }
    write_storage_ranges(device, set, infos, count);
    return set;
}

/* One side (waits or signals) of a VkSubmitInfo, room for every peer of 64
 * ranks and a few of the program's own. Binary semaphores, which the
 * library uses in SYNC_FD mode, carry the value 0: one
 * VkTimelineSemaphoreSubmitInfo then covers every semaphore. */
#define COMMON_MAX_SUBMIT_SEMAPHORES 68
typedef struct SemaphoreList {
    uint32_t count;
    VkSemaphore semaphores[COMMON_MAX_SUBMIT_SEMAPHORES];
    uint64_t values[COMMON_MAX_SUBMIT_SEMAPHORES];
    VkPipelineStageFlags stages[COMMON_MAX_SUBMIT_SEMAPHORES]; /* waits only */
} SemaphoreList;

/* stages may be NULL (signals). */
static inline void add_semaphores(SemaphoreList* list, uint32_t count, const VkSemaphore* semaphores,
                                  const uint64_t* values, const VkPipelineStageFlags* stages)
{
    uint32_t i;
    if (list->count + count > COMMON_MAX_SUBMIT_SEMAPHORES) {
        fprintf(stderr, COMMON_PROGRAM ": more than %u semaphores in one submission\n", COMMON_MAX_SUBMIT_SEMAPHORES);
        exit(1);
    }
    for (i = 0; i < count; ++i, ++list->count) {
        list->semaphores[list->count] = semaphores[i];
        list->values[list->count] = values[i];
        list->stages[list->count] = stages ? stages[i] : VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    }
}

/* One batch of a vkQueueSubmit: a command buffer between two lists. */
typedef struct SubmitBatch {
    VkCommandBuffer cmd;
    const SemaphoreList* waits;
    const SemaphoreList* signals;
} SubmitBatch;

#define COMMON_MAX_SUBMIT_BATCHES 2

/* The batches, in order, in one vkQueueSubmit on `queue`. */
static inline void submit_batches(VkQueue queue, uint32_t count, const SubmitBatch* batches)
{
    VkTimelineSemaphoreSubmitInfo values[COMMON_MAX_SUBMIT_BATCHES];
    VkSubmitInfo infos[COMMON_MAX_SUBMIT_BATCHES];
    uint32_t i;
    if (count > COMMON_MAX_SUBMIT_BATCHES) {
        fprintf(stderr, COMMON_PROGRAM ": more than %u batches in one submission\n", COMMON_MAX_SUBMIT_BATCHES);
        exit(1);
    }
    for (i = 0; i < count; ++i) {
        const SemaphoreList* waits = batches[i].waits;
        const SemaphoreList* signals = batches[i].signals;
        values[i] = (VkTimelineSemaphoreSubmitInfo){.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                                    .waitSemaphoreValueCount = waits->count,
                                                    .pWaitSemaphoreValues = waits->values,
                                                    .signalSemaphoreValueCount = signals->count,
                                                    .pSignalSemaphoreValues = signals->values};
        infos[i] = (VkSubmitInfo){.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values[i],
                                  .waitSemaphoreCount = waits->count, .pWaitSemaphores = waits->semaphores,
                                  .pWaitDstStageMask = waits->stages, .commandBufferCount = 1,
                                  .pCommandBuffers = &batches[i].cmd, .signalSemaphoreCount = signals->count,
                                  .pSignalSemaphores = signals->semaphores};
    }
    check(vkQueueSubmit(queue, count, infos, VK_NULL_HANDLE), "vkQueueSubmit");
}

/* One command buffer on `queue` between the two lists. */
static inline void submit_with(VkQueue queue, VkCommandBuffer cmd, const SemaphoreList* waits,
                               const SemaphoreList* signals)
{
    const SubmitBatch batch = {cmd, waits, signals};
    submit_batches(queue, 1, &batch);
}

#endif /* VKAR_EXAMPLES_COMMON_H */
