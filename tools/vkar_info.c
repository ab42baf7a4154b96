/* vkar_info.c - what vk_allreduce sees on this machine, what it would choose
 * and what each link measures: the report to paste into a bug report.
 *
 *   vkar_info [--json] [--devices LIST] [--no-measure]
 *
 * For every Vulkan device: the device, driver and PCI address, what the
 * library requires and whether each is there (with what to do where it is
 * not), which host memory the driver imports (tried, not guessed), and the
 * copy bandwidth to imported host memory and a host signal's cost. For the
 * chosen devices (one rank per GPU, or two on lavapipe where there is no
 * GPU; --devices 0,0,1 picks by index, an index twice being two ranks on one
 * device): what vkarCreateComm chooses and why (its own
 * VkarCommProperties, vkarResolveWire, vkarResolveAlgorithm, and for ranks
 * in several processes a communicator made as one), and a small all-reduce's
 * latency and a large one's bandwidth. --json writes the same as JSON
 * (docs/vkar_info.schema.json); docs/vkar_info.md explains each line.
 *
 * Exit status: 0 the library runs on the chosen devices, 1 bad usage,
 * 2 no Vulkan device, 3 the library cannot run on the chosen devices (the
 * report says why).
 */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* memfd_create, before any system header */
#endif
#define VK_ALLREDUCE_IMPLEMENTATION
#include "../vk_allreduce.h"

#define COMMON_PROGRAM "vkar_info"
#include "../examples/common.h" /* buffers, pools, timelines, submissions */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __linux__
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#define MAX_DEVICES COMMON_MAX_PHYSICAL_DEVICES
#define MAX_RANKS 16
#define MAX_LOG_LINES 24
#define SCHEMA_VERSION 1

/* ---- Output: one description, written as a table or as JSON ---------------
 * Objects and arrays nest; in the table an object is a heading and its
 * members indented lines, in JSON the same keys. A heading starts with its
 * JSON key, so that both name every member alike; an absent value is "-"
 * in the table and null in JSON, never "". */

typedef struct Out {
    int json;
    int depth;
    int count[16]; /* members written at each depth, for JSON's commas */
} Out;

static Out g_out;

static void out_indent(void)
{
    printf("%*s", 2 * g_out.depth, "");
}

static void json_string(const char* s)
{
    putchar('"');
    for (; *s; ++s) {
        const unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* JSON: the comma and indent before a member, and its key (none in arrays). */
static void json_member(const char* key)
{
    if (g_out.count[g_out.depth]++)
        putchar(',');
    putchar('\n');
    out_indent();
    if (key) {
        json_string(key);
        printf(": ");
    }
}

/* Opens an object or array ('{' or '['); `title` heads it in the table. */
static void out_open(const char* key, char bracket, const char* title)
{
    if (g_out.json) {
        json_member(key);
        putchar(bracket);
    } else if (title) {
        out_indent();
        printf("%s\n", title);
    }
    g_out.count[++g_out.depth] = 0;
}

static void out_close(char bracket)
{
    const int members = g_out.count[g_out.depth--];
    if (!g_out.json)
        return;
    if (members) {
        putchar('\n');
        out_indent();
    }
    putchar(bracket);
}

/* An empty string as absent: a driver's or the library's "" says nothing. */
static const char* absent_if_empty(const char* s)
{
    return s && *s ? s : NULL;
}

/* A member whose JSON value is `json` (a number, true, null...) and whose
 * table value is `text`. */
static void out_raw(const char* key, const char* json, const char* text)
{
    if (g_out.json) {
        json_member(key);
        printf("%s", json);
    } else {
        out_indent();
        printf("%-30s %s\n", key ? key : "", text);
    }
}

static void out_str(const char* key, const char* value)
{
    if (g_out.json) {
        json_member(key);
        if (value)
            json_string(value);
        else
            printf("null");
    } else {
        out_indent();
        printf("%-30s %s\n", key ? key : "", value ? value : "-");
    }
}

static void out_fmt(const char* key, const char* format, ...)
{
    char text[1024];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    out_str(key, text);
}

static void out_uint(const char* key, uint64_t value)
{
    char text[32];
    snprintf(text, sizeof text, "%llu", (unsigned long long)value);
    out_raw(key, text, text);
}

/* A measured figure; negative: not measured (null, "-"). */
static void out_figure(const char* key, double value, const char* unit)
{
    char json[32], text[128];
    if (value < 0) {
        out_raw(key, "null", "-");
        return;
    }
    snprintf(json, sizeof json, "%.3f", value);
    snprintf(text, sizeof text, "%.2f %s", value, unit);
    out_raw(key, json, text);
}

static void out_bool(const char* key, int value)
{
    out_raw(key, value ? "true" : "false", value ? "yes" : "no");
}

/* ---- What the library needs of a device -----------------------------------
 * Each requirement: present or not, the value found, and what to do. */

typedef struct Device {
    VkPhysicalDevice physical;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceDriverProperties driver;
    VkPhysicalDeviceIDProperties id;
    VkPhysicalDevicePCIBusInfoPropertiesEXT pci;
    int hasPci, usable; /* usable: every requirement met, a VkDevice made */
    VkarRankInfo rank;  /* the probe's device and queue */
} Device;

typedef struct Machine {
    VkInstance instance;
    uint32_t deviceCount;
    Device devices[MAX_DEVICES];
} Machine;

static int has_device_extension(VkPhysicalDevice physical, const char* name)
{
    VkExtensionProperties exts[512];
    uint32_t count = 512, i;
    if (vkEnumerateDeviceExtensionProperties(physical, NULL, &count, exts) < 0)
        return 0;
    for (i = 0; i < count; ++i)
        if (strcmp(exts[i].extensionName, name) == 0)
            return 1;
    return 0;
}

static int has_compute_queue(VkPhysicalDevice physical)
{
    VkQueueFamilyProperties families[32];
    uint32_t count = 32, i;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families);
    for (i = 0; i < count; ++i)
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
            return 1;
    return 0;
}

static void requirement(const char* name, int ok, const char* value, const char* fix)
{
    if (g_out.json) {
        out_open(NULL, '{', NULL);
        out_str("name", name);
        out_bool("present", ok);
        out_str("value", value);
        out_str("fix", ok ? NULL : fix);
        out_close('}');
    } else {
        out_indent();
        printf("%-44s %-4s %s%s%s\n", name, ok ? "yes" : "NO", value ? value : "-", ok || !fix ? "" : " -> ",
               ok || !fix ? "" : fix);
    }
}

static const char* version_text(uint32_t v, char* text, size_t size)
{
    snprintf(text, size, "%u.%u.%u", VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
    return text;
}

/* The SYNC_FD semaphore features, as the library asks for them. */
static VkExternalSemaphoreFeatureFlags sync_fd_features(VkPhysicalDevice physical)
{
    VkPhysicalDeviceExternalSemaphoreInfo info = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO,
                                                  .handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT};
    VkExternalSemaphoreProperties props = {.sType = VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES};
    vkGetPhysicalDeviceExternalSemaphoreProperties(physical, &info, &props);
    return props.externalSemaphoreFeatures;
}

/* Writes every requirement; returns whether the library can use the device. */
static int report_requirements(const Device* d)
{
    const VkExternalSemaphoreFeatureFlags both =
        VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT | VK_EXTERNAL_SEMAPHORE_FEATURE_IMPORTABLE_BIT;
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceFeatures2 features = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f12};
    VkPhysicalDeviceExternalMemoryHostPropertiesEXT host = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT};
    VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &host};
    const VkPhysicalDeviceLimits* limits = &d->props.limits;
    const int v12 = d->props.apiVersion >= VK_API_VERSION_1_2;
    const int hostExt = has_device_extension(d->physical, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
    const int fdExt = has_device_extension(d->physical, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME);
    const int workgroup = limits->maxComputeWorkGroupInvocations >= 256 && limits->maxComputeWorkGroupSize[0] >= 256;
    const VkExternalSemaphoreFeatureFlags fd = v12 ? sync_fd_features(d->physical) : 0;
    char text[128];
    int ok;
    if (v12) {
        vkGetPhysicalDeviceFeatures2(d->physical, &features);
        vkGetPhysicalDeviceProperties2(d->physical, &props);
    }
    ok = v12 && hostExt && f12.timelineSemaphore && workgroup && has_compute_queue(d->physical);
    out_open("requirements", '[', "requirements (the library needs all but the last three)");
    requirement("Vulkan 1.2", v12, version_text(d->props.apiVersion, text, sizeof text),
                "update the driver: vk_allreduce needs Vulkan 1.2");
    requirement(VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME, hostExt, NULL,
                "the driver cannot import host memory, which every rank's slots are; no workaround");
    requirement("timelineSemaphore feature", f12.timelineSemaphore != 0, NULL,
                "update the driver (Vulkan 1.2 makes it core, but optional before 1.3)");
    requirement("a compute queue", has_compute_queue(d->physical), NULL, "no workaround");
    snprintf(text, sizeof text, "%u invocations, x %u", limits->maxComputeWorkGroupInvocations,
             limits->maxComputeWorkGroupSize[0]);
    requirement("workgroups of 256", workgroup, text, "no workaround: the kernels' workgroup is 256 wide");
    snprintf(text, sizeof text, "%llu B", (unsigned long long)host.minImportedHostPointerAlignment);
    requirement("minImportedHostPointerAlignment", hostExt && v12, hostExt && v12 ? text : NULL, NULL);
    requirement(VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME " (SYNC_FD mode)", fdExt, NULL,
                "optional: without it the host bridge releases every round");
    snprintf(text, sizeof text, "%s%s", fd & VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT ? "export " : "",
             fd & VK_EXTERNAL_SEMAPHORE_FEATURE_IMPORTABLE_BIT ? "import" : "");
    requirement("SYNC_FD export and import (SYNC_FD mode)", (fd & both) == both, absent_if_empty(text),
                "optional: the driver cannot; the host bridge releases every round");
    requirement("PCI bus info (VK_EXT_pci_bus_info)", d->hasPci, NULL,
                "optional: without it the report cannot tell which devices share a GPU by address");
    out_close(']');
    return ok;
}

/* ---- Host memory the driver imports ---------------------------------------
 * Tried with vkGetMemoryHostPointerPropertiesEXT and vkAllocateMemory, as
 * the library imports its slots. */

typedef enum HostKind { HOST_PRIVATE, HOST_SHARED, HOST_MEMFD, HOST_SHM, HOST_KINDS } HostKind;

static const char* const k_host_kinds[HOST_KINDS] = {
    "private anonymous (one process's slots)", "shared anonymous", "memfd (shared)",
    "POSIX shared memory (pMultiProcess's slots)"};

#define PROBE_BYTES ((size_t)2 << 20)

#ifdef __linux__
static void* map_host(HostKind kind)
{
    int fd = -1, flags = MAP_SHARED;
    void* p;
    char name[64];
    if (kind == HOST_PRIVATE || kind == HOST_SHARED) {
        flags = (kind == HOST_PRIVATE ? MAP_PRIVATE : MAP_SHARED) | MAP_ANONYMOUS;
    } else if (kind == HOST_MEMFD) {
        fd = memfd_create("vkar_info", 0);
    } else {
        snprintf(name, sizeof name, "/vkar_info-%ld", (long)getpid());
        fd = shm_open(name, O_CREAT | O_EXCL | O_RDWR, 0600);
        if (fd >= 0)
            shm_unlink(name);
    }
    if (kind >= HOST_MEMFD && (fd < 0 || ftruncate(fd, (off_t)PROBE_BYTES) != 0)) {
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    p = mmap(NULL, PROBE_BYTES, PROT_READ | PROT_WRITE, flags, fd, 0);
    if (fd >= 0)
        close(fd);
    return p == MAP_FAILED ? NULL : p;
}

static void unmap_host(void* p)
{
    munmap(p, PROBE_BYTES);
}
#else
static void* map_host(HostKind kind)
{
    return kind == HOST_PRIVATE ? VKAR_ALIGNED_MALLOC(PROBE_BYTES, 65536) : NULL;
}

static void unmap_host(void* p)
{
    VKAR_ALIGNED_FREE(p);
}
#endif

/* Why the device cannot import p, or NULL. */
static const char* try_import(const Device* d, void* p, char* why, size_t size)
{
    PFN_vkGetMemoryHostPointerPropertiesEXT getProps = (PFN_vkGetMemoryHostPointerPropertiesEXT)vkGetDeviceProcAddr(
        d->rank.device, "vkGetMemoryHostPointerPropertiesEXT");
    VkMemoryHostPointerPropertiesEXT props = {.sType = VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT};
    VkImportMemoryHostPointerInfoEXT import = {.sType = VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT,
                                               .handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT,
                                               .pHostPointer = p};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .pNext = &import,
                                  .allocationSize = PROBE_BYTES};
    const VkMemoryPropertyFlags coherent = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    VkPhysicalDeviceMemoryProperties memory;
    VkDeviceMemory imported;
    VkResult res;
    uint32_t t;
    if (!p)
        return "the system could not make such memory";
    if (!getProps)
        return "vkGetMemoryHostPointerPropertiesEXT is missing";
    res = getProps(d->rank.device, import.handleType, p, &props);
    if (res != VK_SUCCESS) {
        snprintf(why, size, "vkGetMemoryHostPointerPropertiesEXT: %s", vkarGetResultString(res));
        return why;
    }
    vkGetPhysicalDeviceMemoryProperties(d->physical, &memory);
    for (t = 0; t < memory.memoryTypeCount; ++t)
        if ((props.memoryTypeBits >> t & 1) && (memory.memoryTypes[t].propertyFlags & coherent) == coherent)
            break;
    if (t == memory.memoryTypeCount) {
        snprintf(why, size, "no host-visible, host-coherent type among memoryTypeBits 0x%x",
                 (unsigned)props.memoryTypeBits);
        return why;
    }
    alloc.memoryTypeIndex = t;
    res = vkAllocateMemory(d->rank.device, &alloc, NULL, &imported);
    if (res != VK_SUCCESS) {
        snprintf(why, size, "vkAllocateMemory: %s", vkarGetResultString(res));
        return why;
    }
    vkFreeMemory(d->rank.device, imported, NULL);
    return NULL;
}

static void report_host_imports(const Device* d)
{
    HostKind kind;
    out_open("hostImports", '[', "hostImports (host memory the driver imports, tried)");
    for (kind = HOST_PRIVATE; kind < HOST_KINDS; ++kind) {
        void* p = map_host(kind);
        char why[160];
        const char* refusal = try_import(d, p, why, sizeof why);
        if (p)
            unmap_host(p);
        if (g_out.json) {
            out_open(NULL, '{', NULL);
            out_str("kind", k_host_kinds[kind]);
            out_bool("imported", refusal == NULL);
            out_str("why", refusal);
            out_close('}');
        } else {
            out_indent();
            printf("%-44s %s%s\n", k_host_kinds[kind], refusal ? "NO: " : "yes", refusal ? refusal : "");
        }
    }
    out_close(']');
}

/* ---- The devices ---------------------------------------------------------- */

static const char* device_type_name(VkPhysicalDeviceType type)
{
    switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
        return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
        return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
        return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU:
        return "CPU";
    default:
        return "other";
    }
}

static void describe_physical(Device* d)
{
    VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    vkGetPhysicalDeviceProperties(d->physical, &d->props);
    d->driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
    d->id.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES;
    d->pci.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT;
    d->hasPci = has_device_extension(d->physical, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME);
    if (d->props.apiVersion < VK_API_VERSION_1_2)
        return; /* the 1.2 structures may not be chained */
    props.pNext = &d->driver;
    d->driver.pNext = &d->id;
    d->id.pNext = d->hasPci ? &d->pci : NULL;
    vkGetPhysicalDeviceProperties2(d->physical, &props);
}

/* The probe's VkDevice: what the library needs, SYNC_FD's extension where offered. */
static int create_probe_device(Device* d)
{
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .timelineSemaphore = VK_TRUE};
    const char* extensions[2] = {VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME,
                                 VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME};
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1,
                                     .pQueuePriorities = &priority};
    VkDeviceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &f12,
                               .queueCreateInfoCount = 1, .pQueueCreateInfos = &queue,
                               .enabledExtensionCount = 1, .ppEnabledExtensionNames = extensions};
    if (has_device_extension(d->physical, extensions[1]))
        info.enabledExtensionCount = 2;
    d->rank.physicalDevice = d->physical;
    d->rank.queueFamilyIndex = queue.queueFamilyIndex = find_compute_family(d->physical);
    if (vkCreateDevice(d->physical, &info, NULL, &d->rank.device) != VK_SUCCESS)
        return 0;
    vkGetDeviceQueue(d->rank.device, d->rank.queueFamilyIndex, 0, &d->rank.queue);
    return 1;
}

/* describe_physical read the driver's and the ID properties. */
static int has_uuid(const Device* d)
{
    return d->props.apiVersion >= VK_API_VERSION_1_2;
}

/* The indexes of the other devices with this one's deviceUUID or PCI address. */
static void report_shared_gpu(const Machine* m, uint32_t index)
{
    const Device* d = &m->devices[index];
    uint32_t i, shared = 0;
    out_open("sharesGpuWith", '[', "sharesGpuWith (other devices with this deviceUUID or PCI address)");
    for (i = 0; i < m->deviceCount; ++i) {
        const Device* o = &m->devices[i];
        /* below Vulkan 1.2 no UUID was read: zeros match nothing */
        const int sameUuid =
            has_uuid(d) && has_uuid(o) && memcmp(o->id.deviceUUID, d->id.deviceUUID, VK_UUID_SIZE) == 0;
        const int samePci = d->hasPci && o->hasPci && o->pci.pciDomain == d->pci.pciDomain &&
                            o->pci.pciBus == d->pci.pciBus && o->pci.pciDevice == d->pci.pciDevice;
        char text[16];
        if (i == index || !(sameUuid || samePci))
            continue;
        snprintf(text, sizeof text, "%u", i);
        out_raw(g_out.json ? NULL : "device", text, text);
        ++shared;
    }
    if (!shared && !g_out.json)
        out_str("-", "no other device");
    out_close(']');
}

static void report_identity(const Machine* m, uint32_t index)
{
    const Device* d = &m->devices[index];
    char text[128];
    uint32_t i;
    out_str("name", d->props.deviceName);
    out_str("type", device_type_name(d->props.deviceType));
    out_fmt("vendorId", "0x%04x", d->props.vendorID);
    out_fmt("deviceId", "0x%04x", d->props.deviceID);
    out_str("driverName", absent_if_empty(d->driver.driverName));
    out_str("driverInfo", absent_if_empty(d->driver.driverInfo));
    if (d->driver.driverID)
        out_uint("driverId", (uint64_t)d->driver.driverID);
    else
        out_raw("driverId", "null", "-"); /* not read (below Vulkan 1.2); VkDriverId has no 0 */
    out_fmt("driverVersion", "0x%08x", d->props.driverVersion);
    out_str("apiVersion", version_text(d->props.apiVersion, text, sizeof text));
    if (d->hasPci)
        out_fmt("pciAddress", "%04x:%02x:%02x.%x", d->pci.pciDomain, d->pci.pciBus, d->pci.pciDevice,
                d->pci.pciFunction);
    else
        out_str("pciAddress", NULL);
    for (i = 0; i < VK_UUID_SIZE; ++i)
        snprintf(text + 2 * i, sizeof text - 2 * i, "%02x", d->id.deviceUUID[i]);
    out_str("deviceUuid", has_uuid(d) ? text : NULL);
    report_shared_gpu(m, index);
}

/* ---- Measured on one device ------------------------------------------------
 * Copies between device memory and imported host memory, as the library's
 * kernels move the slots' bytes, timed by GPU timestamps; and the CPU cost
 * of a host signal, what the bridge thread pays per rank and round. */

typedef struct HostBuffer {
    void* host;
    size_t bytes;
    VkDeviceMemory memory;
    VkBuffer buffer;
} HostBuffer;

static void* alloc_host(size_t bytes)
{
#ifdef __linux__
    void* p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
#else
    return VKAR_ALIGNED_MALLOC(bytes, 65536);
#endif
}

static void free_host(void* p, size_t bytes)
{
#ifdef __linux__
    munmap(p, bytes);
#else
    (void)bytes;
    VKAR_ALIGNED_FREE(p);
#endif
}

/* A transfer buffer on imported private anonymous memory; 0 where the
 * driver refuses it. */
static int import_host_buffer(const Device* d, size_t bytes, HostBuffer* h)
{
    PFN_vkGetMemoryHostPointerPropertiesEXT getProps = (PFN_vkGetMemoryHostPointerPropertiesEXT)vkGetDeviceProcAddr(
        d->rank.device, "vkGetMemoryHostPointerPropertiesEXT");
    const VkExternalMemoryHandleTypeFlagBits type = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
    VkMemoryHostPointerPropertiesEXT props = {.sType = VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT};
    VkExternalMemoryBufferCreateInfo external = {.sType = VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO,
                                                 .handleTypes = type};
    VkBufferCreateInfo info = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .pNext = &external, .size = bytes,
                               .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    VkImportMemoryHostPointerInfoEXT import = {.sType = VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT,
                                               .handleType = type};
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .pNext = &import,
                                  .allocationSize = bytes};
    memset(h, 0, sizeof *h);
    h->bytes = bytes;
    h->host = import.pHostPointer = alloc_host(bytes);
    if (!h->host || !getProps || getProps(d->rank.device, type, h->host, &props) != VK_SUCCESS ||
        !props.memoryTypeBits)
        return 0;
    alloc.memoryTypeIndex = find_memory_type(d->physical, props.memoryTypeBits,
                                             VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0);
    if (vkCreateBuffer(d->rank.device, &info, NULL, &h->buffer) != VK_SUCCESS)
        return 0;
    return vkAllocateMemory(d->rank.device, &alloc, NULL, &h->memory) == VK_SUCCESS &&
           vkBindBufferMemory(d->rank.device, h->buffer, h->memory, 0) == VK_SUCCESS;
}

static void destroy_host_buffer(const Device* d, HostBuffer* h)
{
    vkDestroyBuffer(d->rank.device, h->buffer, NULL);
    vkFreeMemory(d->rank.device, h->memory, NULL);
    if (h->host)
        free_host(h->host, h->bytes);
}

typedef enum Direction { TO_DEVICE, TO_HOST, BOTH_WAYS } Direction;

/* Records the copies of one direction: each `bytes` long, the two of
 * BOTH_WAYS in different halves so that they may overlap. */
static void record_copies(VkCommandBuffer cmd, VkBuffer device, VkBuffer host, VkDeviceSize bytes, Direction dir)
{
    const VkBufferCopy first = {0, 0, bytes}, second = {bytes, bytes, bytes};
    if (dir != TO_HOST)
        vkCmdCopyBuffer(cmd, host, device, 1, &first);
    if (dir != TO_DEVICE)
        vkCmdCopyBuffer(cmd, device, host, 1, dir == BOTH_WAYS ? &second : &first);
}

/* GB/s of `dir`, the best of five after one untimed, from GPU timestamps. */
static double copy_bandwidth(const Device* d, VkCommandPool pool, VkBuffer device, VkBuffer host, VkDeviceSize bytes,
                             Direction dir)
{
    VkQueryPoolCreateInfo queryInfo = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                                       .queryType = VK_QUERY_TYPE_TIMESTAMP, .queryCount = 2};
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1};
    VkQueryPool queries;
    VkCommandBuffer cmd;
    double best = 0;
    int rep;
    check(vkCreateQueryPool(d->rank.device, &queryInfo, NULL, &queries), "vkCreateQueryPool");
    allocate_command_buffers(d->rank.device, pool, 1, &cmd);
    submit.pCommandBuffers = &cmd;
    for (rep = 0; rep < 6; ++rep) {
        uint64_t stamps[2];
        double seconds;
        check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
        vkCmdResetQueryPool(cmd, queries, 0, 2);
        vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, queries, 0);
        record_copies(cmd, device, host, bytes, dir);
        vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, queries, 1);
        check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
        check(vkQueueSubmit(d->rank.queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit");
        check(vkQueueWaitIdle(d->rank.queue), "vkQueueWaitIdle");
        check(vkGetQueryPoolResults(d->rank.device, queries, 0, 2, sizeof stamps, stamps, sizeof stamps[0],
                                    VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
              "vkGetQueryPoolResults");
        seconds = (double)(stamps[1] - stamps[0]) * d->props.limits.timestampPeriod * 1e-9;
        if (rep > 0 && seconds > 0 && (double)bytes * (dir == BOTH_WAYS ? 2 : 1) / seconds * 1e-9 > best)
            best = (double)bytes * (dir == BOTH_WAYS ? 2 : 1) / seconds * 1e-9;
    }
    vkFreeCommandBuffers(d->rank.device, pool, 1, &cmd);
    vkDestroyQueryPool(d->rank.device, queries, NULL);
    return best;
}

/* Microseconds of CPU per vkSignalSemaphore on a timeline, the mean of 2000. */
static double host_signal_cost(const Device* d)
{
    VkSemaphore timeline = create_timeline(d->rank.device);
    VkSemaphoreSignalInfo signal = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO, .semaphore = timeline};
    const double start = now_seconds();
    double seconds;
    int i;
    for (i = 1; i <= 2000; ++i) {
        signal.value = (uint64_t)i;
        check(vkSignalSemaphore(d->rank.device, &signal), "vkSignalSemaphore");
    }
    seconds = now_seconds() - start;
    vkDestroySemaphore(d->rank.device, timeline, NULL);
    return seconds * 1e6 / 2000.0;
}

/* Bytes of each copy: a CPU device copies with the CPU, and slowly. */
static VkDeviceSize copy_bytes(const Device* d)
{
    return d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU ? (VkDeviceSize)16 << 20 : (VkDeviceSize)64 << 20;
}

/* The rank's queue family writes timestamps. */
static int has_timestamps(const Device* d)
{
    VkQueueFamilyProperties families[32];
    uint32_t count = 32;
    vkGetPhysicalDeviceQueueFamilyProperties(d->physical, &count, families);
    return d->rank.queueFamilyIndex < count && families[d->rank.queueFamilyIndex].timestampValidBits > 0 &&
           d->props.limits.timestampPeriod > 0;
}

static void report_copies(const Device* d)
{
    const VkDeviceSize bytes = copy_bytes(d);
    const int timed = has_timestamps(d);
    VkCommandPool pool = create_command_pool(&d->rank);
    HostBuffer host;
    Buffer device;
    double h2d = -1, d2h = -1, both = -1;
    memset(&host, 0, sizeof host);
    create_buffer(&d->rank, &device, 2 * bytes, 0);
    if (timed && import_host_buffer(d, (size_t)(2 * bytes), &host)) {
        h2d = copy_bandwidth(d, pool, device.buffer, host.buffer, bytes, TO_DEVICE);
        d2h = copy_bandwidth(d, pool, device.buffer, host.buffer, bytes, TO_HOST);
        both = copy_bandwidth(d, pool, device.buffer, host.buffer, bytes, BOTH_WAYS);
    }
    destroy_host_buffer(d, &host);
    destroy_buffer(d->rank.device, &device);
    vkDestroyCommandPool(d->rank.device, pool, NULL);
    out_open("measured", '{', "measured (GPU timestamps; copies to imported private anonymous memory)");
    out_uint("copyBytes", bytes);
    out_figure("hostToDeviceGBs", h2d, "GB/s");
    out_figure("deviceToHostGBs", d2h, "GB/s");
    out_figure("bothWaysGBs", both, "GB/s (the two directions' bytes together)");
    out_figure("hostSignalUs", host_signal_cost(d), "us of CPU per vkSignalSemaphore");
    out_close('}');
}

/* ---- The chosen devices: what vkarCreateComm does with them ---------------
 * Every choice below is the library's own: a communicator is created on the
 * ranks and asked (VkarCommProperties, vkarResolveWire,
 * vkarResolveAlgorithm); its log lines say the rest. */

typedef struct Chosen {
    uint32_t rankCount;
    uint32_t deviceIndex[MAX_RANKS];
    VkarRankInfo ranks[MAX_RANKS];
    Buffer buffers[MAX_RANKS];
    VkSemaphore timelines[MAX_RANKS];
    uint64_t value;
    char log[MAX_LOG_LINES][256];
    uint32_t logLines;
} Chosen;

static void collect_log(void* user, VkarLogSeverity severity, const char* message)
{
    Chosen* c = (Chosen*)user;
    (void)severity;
    if (c->logLines < MAX_LOG_LINES)
        snprintf(c->log[c->logLines++], sizeof c->log[0], "%s", message);
}

static void report_log(const Chosen* c, const char* key)
{
    uint32_t i;
    out_open(key, '[', "log (the library's log lines)");
    for (i = 0; i < c->logLines; ++i)
        out_str(g_out.json ? NULL : "-", c->log[i]);
    out_close(']');
}

static VkResult create_comm(const Machine* m, Chosen* c, const VkarMultiProcessInfo* processes, VkarComm* comm)
{
    VkarCommCreateInfo info;
    memset(&info, 0, sizeof info);
    info.rankCount = c->rankCount;
    info.pRanks = c->ranks;
    info.instance = m->instance;
    info.pfnLog = collect_log;
    info.pLogUserData = c;
    info.pMultiProcess = processes;
    c->logLines = 0;
    return vkarCreateComm(&info, comm);
}

static const char* const k_wire_names[] = {"f32", "auto", "f16", "bf16"};

/* What AUTO resolves to, by size: the wire a call asking AUTO gets, and the
 * algorithm of an F32 call and of one on that wire. */
static void report_sizes(VkarComm comm)
{
    static const uint64_t sizes[] = {4096, 65536, 1 << 20, 16 << 20, 256 << 20};
    unsigned i;
    out_open("sizes", '[', "sizes (a call of each size asking AUTO; bytes: wire, algorithm on f32, on that wire)");
    for (i = 0; i < sizeof sizes / sizeof *sizes; ++i) {
        const uint64_t count = sizes[i] / 4;
        const VkarWire wire = vkarResolveWire(comm, count, VKAR_WIRE_AUTO);
        const VkarAlgorithm f32 = vkarResolveAlgorithm(comm, count, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO);
        const VkarAlgorithm onWire = vkarResolveAlgorithm(comm, count, wire, VKAR_ALGORITHM_AUTO);
        if (g_out.json) {
            out_open(NULL, '{', NULL);
            out_uint("bytes", sizes[i]);
            out_str("autoWire", k_wire_names[wire]);
            out_str("algorithmF32", f32 == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "one-shot");
            out_str("algorithmAutoWire", onWire == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "one-shot");
            out_close('}');
        } else {
            char key[32];
            snprintf(key, sizeof key, "%llu B", (unsigned long long)sizes[i]);
            out_fmt(key, "%s, %s, %s", k_wire_names[wire], f32 == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "one-shot",
                    onWire == VKAR_ALGORITHM_TWO_SHOT ? "two-shot" : "one-shot");
        }
    }
    out_close(']');
}

static void report_properties(VkarComm comm)
{
    VkarCommProperties props;
    vkarGetCommProperties(comm, &props);
    out_str("syncMode", props.syncMode == VKAR_SYNC_MODE_SYNC_FD ? "sync_fd" : "host_bridge");
    out_str("syncModeReason", props.pSyncModeReason);
    out_str("releaseMode", props.releaseMode == VKAR_RELEASE_MODE_EVENT ? "event" : "timeline");
    out_uint("maxElementsPerRound", props.maxElementsPerRound);
    out_uint("maxRoundsInFlight", props.maxRoundsInFlight);
    out_uint("f16WireMinBytes", props.f16WireMinBytes);
    out_uint("timeoutNanoseconds", props.timeoutNanoseconds);
    report_sizes(comm);
}

/* One all-reduce of `count` F32 on every rank's buffer, waited for: seconds. */
static double timed_allreduce(VkarComm comm, Chosen* c, uint64_t count)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info;
    const double start = now_seconds();
    uint32_t r;
    memset(&info, 0, sizeof info);
    ++c->value;
    for (r = 0; r < c->rankCount; ++r) {
        ranges[r].buffer = c->buffers[r].buffer;
        ranges[r].offset = 0;
        signals[r].semaphore = c->timelines[r];
        signals[r].value = c->value;
    }
    info.count = count;
    info.pBuffers = ranges;
    info.pSignals = signals;
    check(vkarAllreduce(comm, &info), "vkarAllreduce");
    for (r = 0; r < c->rankCount; ++r) {
        VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                    .pSemaphores = &c->timelines[r], .pValues = &c->value};
        check(vkWaitSemaphores(c->ranks[r].device, &wait, 60000000000ull), "vkWaitSemaphores");
    }
    return now_seconds() - start;
}

static int compare_doubles(const void* a, const void* b)
{
    const double x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

/* Bytes of the large all-reduce: less where a CPU device computes it. */
static VkDeviceSize large_bytes(const Machine* m, const Chosen* c)
{
    uint32_t r;
    for (r = 0; r < c->rankCount; ++r)
        if (m->devices[c->deviceIndex[r]].props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU)
            return (VkDeviceSize)8 << 20;
    return (VkDeviceSize)64 << 20;
}

/* A 4 KiB all-reduce's p50 over 200 calls one at a time, and a large one's
 * best of three: algorithm and bus bandwidth, as nccl-tests count them. */
static void report_allreduce_times(const Machine* m, VkarComm comm, Chosen* c)
{
    const VkDeviceSize large = large_bytes(m, c);
    double small[200], best = 1e30;
    const double n = (double)c->rankCount;
    uint32_t r;
    int i;
    for (r = 0; r < c->rankCount; ++r) {
        create_buffer(&c->ranks[r], &c->buffers[r], large, 0);
        c->timelines[r] = create_timeline(c->ranks[r].device);
    }
    c->value = 0;
    for (i = 0; i < 200; ++i)
        small[i] = timed_allreduce(comm, c, 1024);
    qsort(small, 200, sizeof *small, compare_doubles);
    timed_allreduce(comm, c, large / 4);
    for (i = 0; i < 3; ++i) {
        const double t = timed_allreduce(comm, c, large / 4);
        best = t < best ? t : best;
    }
    for (r = 0; r < c->rankCount; ++r) {
        vkDestroySemaphore(c->ranks[r].device, c->timelines[r], NULL);
        destroy_buffer(c->ranks[r].device, &c->buffers[r]);
    }
    out_open("measured", '{', "measured (F32 in place, the submit API, each call waited for)");
    out_figure("smallAllreduceP50Us", small[100] * 1e6, "us for 4096 B, p50 of 200 calls one at a time");
    out_uint("largeAllreduceBytes", large);
    out_figure("largeAllreduceAlgBwGBs", (double)large / best * 1e-9, "GB/s algorithm bandwidth, best of 3");
    out_figure("largeAllreduceBusBwGBs", (double)large / best * 1e-9 * 2 * (n - 1) / n,
               "GB/s bus bandwidth (x 2(N-1)/N)");
    out_close('}');
}

/* Ranks in several processes share their slots through a POSIX shared
 * mapping, or copy them through it where a driver refuses to import it
 * (amdgpu): a communicator made as one over these ranks decides so. */
static void report_processes(const Machine* m, Chosen* c)
{
    VkarMultiProcessInfo processes;
    uint32_t globalRanks[MAX_RANKS], r;
    VkarCommProperties props;
    VkarComm comm = VK_NULL_HANDLE;
    VkResult res;
    memset(&processes, 0, sizeof processes);
    for (r = 0; r < c->rankCount; ++r)
        globalRanks[r] = r;
    processes.globalRankCount = c->rankCount;
    processes.pGlobalRanks = globalRanks;
    res = vkarGetUniqueId(&processes.uniqueId);
    out_open("processes", '{', "processes (the same ranks as if in several processes, pMultiProcess)");
    if (res == VK_SUCCESS)
        res = create_comm(m, c, &processes, &comm);
    out_bool("supported", res == VK_SUCCESS);
    if (res == VK_SUCCESS) {
        vkarGetCommProperties(comm, &props);
        out_str("slots", props.slotsCopiedThroughHost ? "copied through the host" : "shared");
        out_str("error", NULL);
        vkarDestroyComm(comm);
    } else {
        out_str("slots", NULL);
        out_str("error", absent_if_empty(vkarGetLastError()));
    }
    report_log(c, "log");
    out_close('}');
}

/* --devices LIST: device indexes below `devices`, at most MAX_RANKS. */
static int parse_ranks(const char* list, uint32_t devices, Chosen* c)
{
    memset(c, 0, sizeof *c);
    while (*list) {
        char* end;
        const unsigned long index = strtoul(list, &end, 10);
        if (end == list || index >= devices || c->rankCount == MAX_RANKS || (*end && *end != ','))
            return 0;
        c->deviceIndex[c->rankCount++] = (uint32_t)index;
        list = *end ? end + 1 : end;
    }
    return c->rankCount > 0;
}

/* Without --devices: one rank per usable GPU, or two on the first usable
 * device where there is none (lavapipe). */
static void default_ranks(const Machine* m, Chosen* c)
{
    uint32_t i;
    memset(c, 0, sizeof *c);
    for (i = 0; i < m->deviceCount && c->rankCount < MAX_RANKS; ++i)
        if (m->devices[i].props.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU && m->devices[i].usable)
            c->deviceIndex[c->rankCount++] = i;
    for (i = 0; i < m->deviceCount && c->rankCount == 0; ++i)
        if (m->devices[i].usable) {
            c->deviceIndex[0] = c->deviceIndex[1] = i;
            c->rankCount = 2;
        }
}

/* The first rank whose device the library cannot use, or rankCount. */
static uint32_t first_unusable(const Machine* m, const Chosen* c)
{
    uint32_t r;
    for (r = 0; r < c->rankCount && m->devices[c->deviceIndex[r]].usable; ++r)
        ;
    return r;
}

static void create_rank_devices(const Machine* m, Chosen* c)
{
    uint32_t r;
    for (r = 0; r < c->rankCount; ++r) {
        c->ranks[r].physicalDevice = m->devices[c->deviceIndex[r]].physical;
        create_rank_device(&c->ranks[r], NULL, 0, NULL);
    }
}

static void destroy_rank_devices(Chosen* c)
{
    uint32_t r;
    for (r = 0; r < c->rankCount; ++r)
        vkDestroyDevice(c->ranks[r].device, NULL);
}

/* Returns whether the library runs on the chosen devices. */
static int report_chosen(const Machine* m, Chosen* c, int measure)
{
    VkarComm comm = VK_NULL_HANDLE;
    VkResult res;
    uint32_t r;
    char text[16];
    out_open("chosen", '{', "\nchosen (what vkarCreateComm does with the chosen devices)");
    out_open("devices", '[', "devices (each rank's device index)");
    for (r = 0; r < c->rankCount; ++r) {
        char rank[16];
        snprintf(rank, sizeof rank, "rank %u", r);
        snprintf(text, sizeof text, "%u", c->deviceIndex[r]);
        out_raw(g_out.json ? NULL : rank, text, text);
    }
    out_close(']');
    if (c->rankCount == 0 || first_unusable(m, c) < c->rankCount) {
        out_bool("created", 0);
        out_str("error", c->rankCount ? "a chosen device is not usable (its requirements above say why)"
                                      : "no usable device to put ranks on");
        out_close('}');
        return 0;
    }
    create_rank_devices(m, c);
    res = create_comm(m, c, NULL, &comm);
    out_bool("created", res == VK_SUCCESS);
    out_str("error", res == VK_SUCCESS ? NULL : absent_if_empty(vkarGetLastError()));
    if (res == VK_SUCCESS) {
        report_properties(comm);
        report_log(c, "log");
        if (measure)
            report_allreduce_times(m, comm, c);
        vkarDestroyComm(comm);
        report_processes(m, c);
    } else {
        report_log(c, "log");
    }
    destroy_rank_devices(c);
    out_close('}');
    return res == VK_SUCCESS;
}

/* ---- The library, the environment, the command line ------------------------ */

#ifdef _WIN32
#define ENVIRONMENT _environ
#else
extern char** environ;
#define ENVIRONMENT environ
#endif

/* The variables that change what the library or the Vulkan loader does. */
static void report_environment(void)
{
    char** e;
    out_open("environment", '{', "environment (the VKAR_* and VK_* variables set)");
    for (e = ENVIRONMENT; e && *e; ++e) {
        const char* eq = strchr(*e, '=');
        char name[128];
        if (!eq || (strncmp(*e, "VKAR_", 5) != 0 && strncmp(*e, "VK_", 3) != 0) || eq - *e >= (long)sizeof name)
            continue;
        snprintf(name, sizeof name, "%.*s", (int)(eq - *e), *e);
        out_str(name, eq + 1);
    }
    out_close('}');
}

static void report_library(void)
{
    const uint32_t v = vkarGetVersion();
    out_open("library", '{', "library (vk_allreduce)");
    out_fmt("version", "%u.%u.%u", v / 10000, v / 100 % 100, v % 100);
    out_close('}');
}

/* The loader's codes, which vkarGetResultString does not name. */
static const char* loader_result(VkResult res, char* text, size_t size)
{
    switch (res) {
    case VK_ERROR_INCOMPATIBLE_DRIVER:
        return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_INITIALIZATION_FAILED:
        return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT:
        return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT:
        return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_OUT_OF_HOST_MEMORY:
        return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_SUCCESS:
        return "VK_SUCCESS";
    default:
        snprintf(text, size, "VkResult %d", (int)res);
        return text;
    }
}

static int create_instance_or_explain(Machine* m)
{
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .pApplicationName = "vkar_info",
                             .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo info = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkPhysicalDevice found[MAX_DEVICES];
    uint32_t count = MAX_DEVICES, i;
    char text[32];
    VkResult res = vkCreateInstance(&info, NULL, &m->instance);
    if (res != VK_SUCCESS) {
        fprintf(stderr, "vkar_info: no Vulkan driver answered (vkCreateInstance: %s). Install your GPU's Vulkan "
                "driver, or Mesa's lavapipe to try the library on the CPU (Debian: mesa-vulkan-drivers); "
                "VK_DRIVER_FILES, if set, must name a driver's JSON file.\n", loader_result(res, text, sizeof text));
        return 0;
    }
    res = vkEnumeratePhysicalDevices(m->instance, &count, found);
    if ((res != VK_SUCCESS && res != VK_INCOMPLETE) || count == 0) {
        fprintf(stderr, "vkar_info: the Vulkan loader found no device (%s). Install your GPU's Vulkan driver, or "
                "Mesa's lavapipe (Debian: mesa-vulkan-drivers); check VK_DRIVER_FILES.\n",
                loader_result(res, text, sizeof text));
        vkDestroyInstance(m->instance, NULL);
        return 0;
    }
    m->deviceCount = count;
    for (i = 0; i < count; ++i)
        m->devices[i].physical = found[i];
    return 1;
}

static void report_devices(Machine* m, int measure)
{
    uint32_t i;
    out_open("devices", '[', "\ndevices (every Vulkan device)");
    for (i = 0; i < m->deviceCount; ++i) {
        Device* d = &m->devices[i];
        char title[300];
        snprintf(title, sizeof title, "device %u: %s", i, d->props.deviceName);
        out_open(NULL, '{', title);
        out_uint("index", i);
        report_identity(m, i);
        d->usable = report_requirements(d) && create_probe_device(d);
        out_bool("usable", d->usable);
        if (d->usable) {
            report_host_imports(d);
            if (measure)
                report_copies(d);
            vkDestroyDevice(d->rank.device, NULL);
        }
        out_close('}');
    }
    out_close(']');
}

static void usage(FILE* out)
{
    fprintf(out, "usage: vkar_info [--json] [--devices LIST] [--no-measure]\n"
                 "  --json          JSON (docs/vkar_info.schema.json) instead of the table\n"
                 "  --devices LIST  the ranks, as device indexes (0,1 or 0,0): default one per GPU,\n"
                 "                  or two on the CPU device where there is no GPU\n"
                 "  --no-measure    skip the copies, host signals and all-reduces timed\n"
                 "Exit status: 0 the library runs on the chosen devices, 1 bad usage, 2 no Vulkan\n"
                 "device, 3 the library cannot run on the chosen devices (the report says why).\n");
}

int main(int argc, char** argv)
{
    static Machine m;
    static Chosen chosen;
    const char* devices = NULL;
    int measure = 1, i, ok;
    for (i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--json") == 0)
            g_out.json = 1;
        else if (strcmp(argv[i], "--no-measure") == 0)
            measure = 0;
        else if (strcmp(argv[i], "--devices") == 0 && i + 1 < argc)
            devices = argv[++i];
        else {
            usage(strcmp(argv[i], "--help") == 0 ? stdout : stderr);
            return strcmp(argv[i], "--help") == 0 ? 0 : 1;
        }
    }
    if (!create_instance_or_explain(&m))
        return 2;
    if (devices && !parse_ranks(devices, m.deviceCount, &chosen)) {
        fprintf(stderr, "vkar_info: --devices %s: device indexes from 0 to %u, at most %u, comma-separated\n",
                devices, m.deviceCount - 1, MAX_RANKS);
        vkDestroyInstance(m.instance, NULL);
        return 1;
    }
    for (i = 0; i < (int)m.deviceCount; ++i)
        describe_physical(&m.devices[i]);
    if (g_out.json)
        printf("{");
    else
        printf("vkar_info: what vk_allreduce sees, would choose, and measures (docs/vkar_info.md)\n");
    out_uint("schemaVersion", SCHEMA_VERSION);
    report_library();
    report_environment();
    report_devices(&m, measure);
    if (!devices)
        default_ranks(&m, &chosen);
    ok = report_chosen(&m, &chosen, measure);
    printf(g_out.json ? "\n}\n" : "");
    vkDestroyInstance(m.instance, NULL);
    return ok ? 0 : 3;
}
