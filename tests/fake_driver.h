/* A fake Vulkan driver, handed to the library as
 * VkarCommCreateInfo::pfnGetInstanceProcAddr: it answers every call at once
 * and executes nothing. Dispatchable handles point at static bytes that
 * nothing reads; non-dispatchable ones are counters. Every round has
 * finished as soon as it is submitted (timeline counters stand far
 * ahead, events are set), so a communicator on it is created, called and
 * destroyed in microseconds, but no sum is ever computed.
 *
 * Used by fuzz/fuzz_allreduce.c (which draws the limits from its input)
 * and by the suite's area "fake" (tests/test_fake.c: misuse, errors and
 * injected faults, in every pass and under every sanitizer). Plain C99
 * with no POSIX call, so that MinGW-w64 builds it (tests/mingw_cross.sh);
 * its counters are atomic, since the library's bridge thread calls it too.
 *
 *   FakeDriverConfig config = fake_driver_config();   what a GPU reports
 *   config.bufferSize = 1024;                         any limit changed
 *   fake_driver_reset(&config);                       before each creation
 *   info.pfnGetInstanceProcAddr = fake_driver_get_instance_proc_addr;
 *   info.instance = fake_driver_instance();
 *   ranks[i].physicalDevice = fake_driver_physical_device();
 *   ranks[i].device = fake_driver_device(i); ranks[i].queue = fake_driver_queue(i);
 */
#ifndef VKAR_TEST_FAKE_DRIVER_H
#define VKAR_TEST_FAKE_DRIVER_H

#include <stdint.h>
#include <vulkan/vulkan.h>

#define FAKE_MAX_RANKS 8
#define FAKE_COMMAND_BUFFERS 8
/* The caller's buffers are FAKE_CALLER_BUFFERS + i, above every handle the
 * driver hands out: their memory requirements report the configured
 * bufferSize (fake_driver_buffer makes one of another size). */
#define FAKE_CALLER_BUFFERS ((uint64_t)1 << 40)

/* What the fake devices report. Every rank's device reports the same. */
typedef struct FakeDriverConfig {
    uint32_t maxStorageBufferRange;
    VkDeviceSize offsetAlignment; /* minStorageBufferOffsetAlignment */
    VkDeviceSize importAlignment; /* minImportedHostPointerAlignment */
    uint32_t maxWorkgroups;       /* maxComputeWorkGroupCount[0] */
    uint32_t queueFamilies;       /* each with one queue of familyFlags */
    VkQueueFlags familyFlags;
    uint32_t memoryTypes;      /* even ones DEVICE_LOCAL, odd ones HOST_VISIBLE | HOST_COHERENT */
    uint32_t hostPointerTypes; /* vkGetMemoryHostPointerPropertiesEXT's memoryTypeBits */
    VkDeviceSize bufferSize;   /* the size of the caller's buffers FAKE_CALLER_BUFFERS + i */
    /* Bit r: device r lacks VK_EXT_external_memory_host (its loader has no
     * vkGetMemoryHostPointerPropertiesEXT). */
    uint32_t devicesWithoutHostImport;
    /* Commands the loader does not give (NULL-terminated, or NULL), as an
     * instance below Vulkan 1.1 or a device without timeline semaphores. */
    const char* const* hidden;
    /* A failed creation leaves its output handle as it found it, as Mesa's
     * drivers do; set, it writes a poison value there (the spec leaves the
     * output undefined), which no destroy may then meet. */
    int poisonFailedHandles;
} FakeDriverConfig;

/* A device as a current GPU reports it (every limit the library needs, with
 * room), 4 KiB caller buffers, nothing hidden. */
FakeDriverConfig fake_driver_config(void);

/* Starts afresh with `config`: handles count from 1 again, the counters
 * below are zero, no failure is armed, fake_driver_buffer's sizes forgotten. */
void fake_driver_reset(const FakeDriverConfig* config);

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL fake_driver_get_instance_proc_addr(VkInstance instance, const char* name);

VkInstance fake_driver_instance(void);
VkPhysicalDevice fake_driver_physical_device(void);
VkDevice fake_driver_device(uint32_t rank);                /* rank < FAKE_MAX_RANKS */
VkQueue fake_driver_queue(uint32_t rank);                  /* rank < FAKE_MAX_RANKS */
VkCommandBuffer fake_driver_command_buffer(uint32_t index); /* index % FAKE_COMMAND_BUFFERS */
/* A caller's buffer whose memory requirements report `bytes` (up to 64
 * between resets; then VK_NULL_HANDLE). */
VkBuffer fake_driver_buffer(VkDeviceSize bytes);

/* ---- Injected faults and what the library did ------------------------------
 * Every call that returns a VkResult (creations and allocations, binds,
 * command buffer begins and ends, submissions, waits, signals and status
 * queries, vkEnumerateDeviceExtensionProperties) counts as one failable
 * call, on any thread. */

/* The failAt-th failable call from now returns `code` (a negative VkResult);
 * failAt 0: none fails. A failed vkCreateComputePipelines sets its
 * pipelines to VK_NULL_HANDLE, as the spec says. */
void fake_driver_fail_at(long failAt, VkResult code);
/* Every vkQueueSubmit to `queue` fails with `code` until called again with
 * another queue (or VK_NULL_HANDLE): a submission that never works, where
 * fake_driver_fail_at fails one call. */
void fake_driver_fail_submits(VkQueue queue, VkResult code);
int fake_driver_failed(void); /* whether the armed failure happened */
const char* fake_driver_failed_call(void); /* its call's name ("vkQueueSubmit"), or NULL */
long fake_driver_calls(void); /* failable calls since the reset */
/* Objects created (buffers, memory, shader modules, set and pipeline
 * layouts, descriptor and command pools, pipelines, semaphores, events,
 * fences) less those destroyed, since the reset: 0 once a communicator is
 * destroyed, unless it leaked (or destroyed one twice). */
long fake_driver_live_objects(void);
/* Destroys of the handle a failed creation left where poisonFailedHandles:
 * the library freed what was never made. */
long fake_driver_poison_destroys(void);
long fake_driver_commands(void); /* vkCmd* calls since the reset */
long fake_driver_submits(void);  /* vkQueueSubmit calls that succeeded since the reset */
uint64_t fake_driver_largest_signal(void); /* the largest value vkSignalSemaphore was given since the reset */

#endif
