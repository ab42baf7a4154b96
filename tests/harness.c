#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>

/* The library starts its threads through this, so that a test can make it
 * fail; otherwise the header's own vkar__thread_create (POSIX or Win32). */
int (*g_thread_create_fails)(void);
#define VKAR_THREAD_CREATE(thread, start, arg)                                                                     \
    (g_thread_create_fails && g_thread_create_fails() ? EAGAIN : vkar__thread_create(thread, start, arg))
/* SYNC_FD mode merges sync files through this, so that a test can count the
 * merges and make them fail (harness.h). */
int harness_merge_sync_files(int a, int b);
#define VKAR_MERGE_SYNC_FILES(a, b) harness_merge_sync_files(a, b)
/* The library checks its invariants through this: each one that fails is
 * counted in g_assertions and fails the test that was running. */
void harness_assertion_failed(const char* cond, const char* file, int line);
#define VKAR_ASSERT(cond) ((cond) ? (void)0 : harness_assertion_failed(#cond, __FILE__, __LINE__))

#define VK_ALLREDUCE_IMPLEMENTATION
#include "harness.h"

#ifndef _WIN32
#include <dlfcn.h>
#include <signal.h>
#include <unistd.h>
#endif
#ifdef __linux__
#include <linux/sync_file.h>
#include <sys/ioctl.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A crash names the test that was running and where, so that a rare one in
 * CI (a driver's or the layer's, or ours) can be told apart from its log
 * alone. Sanitizer builds keep their own reports. */
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>
#define HARNESS_CRASH_REPORT 1
#endif

Harness H;
int g_validation_messages;
int g_log_lines;
char g_last_log[512];
static char g_recent_logs[8][512];
static unsigned g_log_count;

/* The library logs from the calling thread or from its bridge thread. */
static pthread_mutex_t g_log_mutex = PTHREAD_MUTEX_INITIALIZER;

int recent_log_contains(const char* text)
{
    unsigned i;
    int found = 0;
    pthread_mutex_lock(&g_log_mutex);
    for (i = 0; i < 8 && i < g_log_count; ++i)
        found |= strstr(g_recent_logs[i], text) != NULL;
    pthread_mutex_unlock(&g_log_mutex);
    return found;
}

void recent_log_clear(void)
{
    pthread_mutex_lock(&g_log_mutex);
    g_log_count = 0;
    pthread_mutex_unlock(&g_log_mutex);
}

int g_layer_timeouts;

/* The layer's own state tracker can fall behind a timeline semaphore or a
 * queue that the driver has already advanced, when one thread waits on the
 * host while another signals from the host (the bridge thread does that);
 * it then reports UNASSIGNED-VkSemaphore-state-timeout or, waiting for a
 * queue, UNASSIGNED-VkQueue-state-timeout: "most likely a validation bug" in
 * its own words. Known in the layers Debian 12 ships (1.3.239):
 * KhronosGroup/Vulkan-ValidationLayers issues 4649 and 5928, fixed by pull
 * request 8519 (2024). It says nothing about the program, so it is counted
 * apart; every other message fails the test. */
static int is_layer_state_timeout(const VkDebugUtilsMessengerCallbackDataEXT* data)
{
    return data->pMessageIdName && (strcmp(data->pMessageIdName, "UNASSIGNED-VkSemaphore-state-timeout") == 0 ||
                                    strcmp(data->pMessageIdName, "UNASSIGNED-VkQueue-state-timeout") == 0);
}

static int g_event_release_reports;

/* VKAR_RELEASE_MODE_EVENT sets events that pending command buffers wait on,
 * which Vulkan 1.3.276 withdrew (the mode's documentation says so); layers
 * from that version on report it at every release. Counted apart in that
 * mode only: anywhere else it fails the test like every other message. */
static int is_documented_event_release(const VkDebugUtilsMessengerCallbackDataEXT* data)
{
    return expected_release_mode() == VKAR_RELEASE_MODE_EVENT && data->pMessageIdName &&
           strcmp(data->pMessageIdName, "VUID-vkSetEvent-event-09543") == 0;
}

const char* g_expected_message;
int g_expected_reports;

/* A test that provokes a misuse on purpose names the message the layer
 * reports for it (in g_expected_message); those are counted, not failed. */
static int is_expected_misuse(const VkDebugUtilsMessengerCallbackDataEXT* data)
{
    const char* expected = __atomic_load_n(&g_expected_message, __ATOMIC_ACQUIRE);
    return expected && data->pMessage && strstr(data->pMessage, expected);
}

static VKAPI_ATTR VkBool32 VKAPI_CALL on_validation(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                   VkDebugUtilsMessageTypeFlagsEXT types,
                                                   const VkDebugUtilsMessengerCallbackDataEXT* data, void* user)
{
    (void)severity;
    (void)types;
    (void)user;
    if (is_layer_state_timeout(data)) {
        __atomic_fetch_add(&g_layer_timeouts, 1, __ATOMIC_ACQ_REL);
        return VK_FALSE;
    }
    if (is_expected_misuse(data)) {
        __atomic_fetch_add(&g_expected_reports, 1, __ATOMIC_RELAXED);
        return VK_FALSE;
    }
    if (is_documented_event_release(data)) {
        __atomic_fetch_add(&g_event_release_reports, 1, __ATOMIC_RELAXED);
        return VK_FALSE;
    }
    ++g_validation_messages;
    printf("    validation: %s\n", data->pMessage);
    return VK_FALSE;
}

int log_lines(void)
{
    int lines;
    pthread_mutex_lock(&g_log_mutex);
    lines = g_log_lines;
    pthread_mutex_unlock(&g_log_mutex);
    return lines;
}

int g_log_severities[3];

/* Counts each severity; INFO lines (what creation set up) are not counted
 * among the log lines the tests read. */
void test_log(void* user, VkarLogSeverity severity, const char* message)
{
    (void)user;
    if ((unsigned)severity < 3)
        __atomic_add_fetch(&g_log_severities[severity], 1, __ATOMIC_RELAXED);
    if (severity == VKAR_LOG_SEVERITY_INFO) {
        if (getenv("VKAR_TEST_VERBOSE"))
            printf("    log (info): %s\n", message);
        return;
    }
    pthread_mutex_lock(&g_log_mutex);
    ++g_log_lines;
    snprintf(g_last_log, sizeof g_last_log, "%s", message);
    snprintf(g_recent_logs[g_log_count++ % 8], sizeof g_recent_logs[0], "%s", message);
    pthread_mutex_unlock(&g_log_mutex);
    if (getenv("VKAR_TEST_VERBOSE"))
        printf("    log: %s\n", message);
}

double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int g_passed, g_failed;
int g_assertions;

void harness_assertion_failed(const char* cond, const char* file, int line)
{
    __atomic_add_fetch(&g_assertions, 1, __ATOMIC_ACQ_REL);
    printf("    the library's assertion failed: %s (%s:%d)\n", cond, file, line);
}

/* What the running test holds, oldest first (harness.h). */
static struct {
    void* object;
    void (*release)(void*);
    const char* what;
} g_held[64];
static int g_held_count;

void harness_hold(void* object, void (*release)(void*), const char* what)
{
    if (g_held_count == (int)(sizeof g_held / sizeof *g_held)) {
        printf("    the harness cannot hold more than %d objects\n", g_held_count);
        abort();
    }
    g_held[g_held_count].object = object;
    g_held[g_held_count].release = release;
    g_held[g_held_count].what = what;
    ++g_held_count;
}

void harness_let_go(void* object)
{
    int i;
    for (i = g_held_count - 1; i >= 0 && g_held[i].object != object; --i)
        ;
    if (i < 0)
        return;
    memmove(&g_held[i], &g_held[i + 1], (size_t)(g_held_count - i - 1) * sizeof *g_held);
    --g_held_count;
}

/* Newest first: gates opened on a fixture's rounds go before the fixture.
 * Each is let go of before its release, whose own let-go then finds nothing. */
void harness_release_held(void)
{
    while (g_held_count > 0) {
        --g_held_count;
        g_held[g_held_count].release(g_held[g_held_count].object);
    }
}

int harness_held(void)
{
    return g_held_count;
}

static const char* volatile g_running_test = "(between tests)";

#ifdef HARNESS_CRASH_REPORT
static void write_text(const char* text)
{
    (void)!write(STDOUT_FILENO, text, strlen(text));
}

/* Only async-signal-safe calls: write, backtrace (loaded beforehand by
 * watch_for_crashes), then the signal again with its default action. */
static void report_crash(int sig)
{
    void* frames[48];
    write_text(sig == SIGSEGV ? "\nSIGSEGV" : sig == SIGBUS ? "\nSIGBUS" : sig == SIGILL ? "\nSIGILL" : "\nSIGFPE");
    write_text(" in the test: ");
    write_text(g_running_test);
    write_text("\nits stack, innermost first:\n");
    backtrace_symbols_fd(frames, backtrace(frames, 48), STDOUT_FILENO);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void watch_for_crashes(void)
{
    static const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE };
    void* frame;
    size_t i;
    backtrace(&frame, 1); /* loads libgcc's unwinder outside the handler */
    for (i = 0; i < sizeof signals / sizeof signals[0]; ++i)
        signal(signals[i], report_crash);
}

static int crash_on_purpose(void)
{
    raise(SIGSEGV);
    return 1;
}

int harness_crash_on_purpose(void)
{
    watch_for_crashes();
    run_test("a crash on purpose (--crash)", crash_on_purpose);
    return 1;
}
#else
int harness_crash_on_purpose(void)
{
    printf("this build has no crash report of its own\n");
    return 3;
}
#endif

/* A test still running after VKAR_TEST_HANG_SECONDS (default 900) is a
 * hang: the suite names it and ends with status 124, as timeout(1) would.
 * Per test, so that a pass as long as three suites at once on two cores
 * make it is not taken for one (tests/run.sh gives a pass far longer). */
#ifndef _WIN32
static void report_hang(int sig)
{
    static const char head[] = "\nHANG: still in the test after VKAR_TEST_HANG_SECONDS: ";
    const char* name = g_running_test;
    (void)sig;
    (void)!write(STDOUT_FILENO, head, sizeof head - 1);
    (void)!write(STDOUT_FILENO, name, strlen(name));
    (void)!write(STDOUT_FILENO, "\n", 1);
    _exit(124);
}

static void arm_hang_alarm(int on)
{
    static unsigned seconds;
    if (!seconds) {
        const char* value = getenv("VKAR_TEST_HANG_SECONDS");
        seconds = value && atoi(value) > 0 ? (unsigned)atoi(value) : 900u;
        signal(SIGALRM, report_hang);
    }
    alarm(on ? seconds : 0);
}
#else
static void arm_hang_alarm(int on)
{
    (void)on;
}
#endif

/* Each result line ends with the test's wall time, so that a slow runner's
 * log shows where its time went. */
void run_test(const char* name, int (*fn)(void))
{
    int before = g_validation_messages;
    const int stallsBefore = __atomic_load_n(&g_layer_timeouts, __ATOMIC_ACQUIRE);
    const int assertionsBefore = __atomic_load_n(&g_assertions, __ATOMIC_ACQUIRE);
    double start;
    int failed;
    recent_log_clear(); /* recent_log_contains reads this test's lines only */
    g_running_test = name;
    start = now_seconds();
    arm_hang_alarm(1);
    failed = fn();
    arm_hang_alarm(0);
    const double seconds = now_seconds() - start;
    const int stalls = __atomic_load_n(&g_layer_timeouts, __ATOMIC_ACQUIRE) - stallsBefore;
    g_running_test = "(between tests)";
    __atomic_store_n(&g_expected_message, NULL, __ATOMIC_RELEASE);
    if (g_held_count > 0) {
        int i;
        for (i = 0; i < g_held_count; ++i)
            printf("    returned still holding %s\n", g_held[i].what);
        g_held_count = 0;
        failed = 1;
    }
    if (__atomic_load_n(&g_assertions, __ATOMIC_ACQUIRE) != assertionsBefore)
        failed = 1;
    if (g_validation_messages != before) {
        printf("    %d validation message(s)\n", g_validation_messages - before);
        failed = 1;
    }
    if (stalls) /* where a run's time went: each is 10 s of the layer's own */
        printf("    the validation layer's known state-tracking timeout: %d time(s)\n", stalls);
    if (failed) {
        ++g_failed;
        printf("FAIL %s (%.1f s)\n", name, seconds);
    } else {
        ++g_passed;
        printf("PASS %s (%.1f s)\n", name, seconds);
    }
    fflush(stdout);
}

int harness_failed(void)
{
    if (g_layer_timeouts)
        printf("note: the validation layer reported its known state-tracking timeout %d time(s)\n", g_layer_timeouts);
    if (g_event_release_reports)
        printf("note: VKAR_RELEASE=event: the validation layer reported VUID-vkSetEvent-event-09543 %d time(s), "
               "as documented for VKAR_RELEASE_MODE_EVENT\n", g_event_release_reports);
    return g_failed;
}

static int create_instance(void)
{
    const char* layers[] = { "VK_LAYER_KHRONOS_validation" };
    const char* extensions[] = { VK_EXT_DEBUG_UTILS_EXTENSION_NAME };
    VkValidationFeatureEnableEXT enables[] = { VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT };
    VkValidationFeaturesEXT features = { VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT, NULL, 1, enables, 0, NULL };
    VkDebugUtilsMessengerCreateInfoEXT messenger = { .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT };
    VkApplicationInfo app = { .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO };
    VkInstanceCreateInfo info = { .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO };
    PFN_vkCreateDebugUtilsMessengerEXT createMessenger;

    messenger.messageSeverity =
        VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                            VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                            VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    messenger.pfnUserCallback = on_validation;
    features.pNext = &messenger;
    app.apiVersion = VK_API_VERSION_1_2;
    app.pApplicationName = "vk_allreduce tests";
    info.pApplicationInfo = &app;
    /* VKAR_TEST_VALIDATION=0 (make test-valgrind): the layer's own leaks and
     * a tenfold slowdown under valgrind say nothing about the library. */
    if (!getenv("VKAR_TEST_VALIDATION") || strcmp(getenv("VKAR_TEST_VALIDATION"), "0") != 0) {
        info.pNext = &features;
        info.enabledLayerCount = 1;
        info.ppEnabledLayerNames = layers;
    } else {
        info.pNext = &messenger;
        printf("validation layer off (VKAR_TEST_VALIDATION=0)\n");
    }
    info.enabledExtensionCount = 1;
    info.ppEnabledExtensionNames = extensions;
    if (vkCreateInstance(&info, NULL, &H.instance) != VK_SUCCESS) {
        printf("cannot create a Vulkan instance with VK_LAYER_KHRONOS_validation "
               "(install vulkan-validationlayers)\n");
        return 1;
    }
    createMessenger =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(H.instance, "vkCreateDebugUtilsMessengerEXT");
    return createMessenger(H.instance, &messenger, NULL, &H.messenger) != VK_SUCCESS;
}

static int pick_physical_device(void)
{
    VkPhysicalDevice devices[8];
    uint32_t count = 8, families = 8, i;
    VkQueueFamilyProperties props[8];
    VkPhysicalDeviceMemoryProperties memory;
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;

    if (vkEnumeratePhysicalDevices(H.instance, &count, devices) < 0 || count == 0) {
        printf("no Vulkan device (is VK_DRIVER_FILES pointing at lavapipe?)\n");
        return 1;
    }
    H.physical = devices[0];
    vkGetPhysicalDeviceQueueFamilyProperties(H.physical, &families, props);
    for (H.queueFamily = 0; H.queueFamily < families; ++H.queueFamily)
        if (props[H.queueFamily].queueFlags & VK_QUEUE_COMPUTE_BIT)
            break;
    vkGetPhysicalDeviceMemoryProperties(H.physical, &memory);
    for (i = 0; i < memory.memoryTypeCount; ++i)
        if ((memory.memoryTypes[i].propertyFlags & host) == host)
            break;
    H.hostMemoryType = i;
    return H.queueFamily == families || i == memory.memoryTypeCount;
}

static int device_has_extension(const char* name)
{
    VkExtensionProperties props[512];
    uint32_t count = 512, i;
    vkEnumerateDeviceExtensionProperties(H.physical, NULL, &count, props);
    for (i = 0; i < count; ++i)
        if (strcmp(props[i].extensionName, name) == 0)
            return 1;
    return 0;
}

/* withExtensions: 0 none, 1 external memory host, 2 and external semaphore
 * fd and queue family foreign where offered */
static int create_device(TestDevice* d, int withExtensions)
{
    const char* extensions[3] = { VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME };
    uint32_t extensionCount = withExtensions ? 1 : 0;
    float priority = 1.0f;
    VkDeviceQueueCreateInfo queue = { .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO };
    VkPhysicalDeviceVulkan12Features v12 = { .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES };
    VkDeviceCreateInfo info = { .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO };
    VkCommandPoolCreateInfo pool = { .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO };
    VkEventCreateInfo event = { .sType = VK_STRUCTURE_TYPE_EVENT_CREATE_INFO };

    queue.queueFamilyIndex = H.queueFamily;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    v12.timelineSemaphore = VK_TRUE;
    info.pNext = &v12;
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue;
    if (withExtensions == 2 && H.hasSyncFd)
        extensions[extensionCount++] = VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME;
    if (withExtensions == 2 && H.hasForeign)
        extensions[extensionCount++] = VK_EXT_QUEUE_FAMILY_FOREIGN_EXTENSION_NAME;
    info.enabledExtensionCount = extensionCount;
    info.ppEnabledExtensionNames = extensions;
    if (vkCreateDevice(H.physical, &info, NULL, &d->device) != VK_SUCCESS)
        return 1;
    vkGetDeviceQueue(d->device, H.queueFamily, 0, &d->queue);
    pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool.queueFamilyIndex = H.queueFamily;
    return vkCreateCommandPool(d->device, &pool, NULL, &d->pool) != VK_SUCCESS ||
           vkCreateEvent(d->device, &event, NULL, &d->barrierDone) != VK_SUCCESS;
}

/* Leak checkers name a leak's module only while it is loaded, and the
 * Vulkan loader unloads the driver and the layer at vkDestroyInstance:
 * pinning them keeps their own leaks attributable, and so suppressible
 * (tests/lsan.supp, tests/valgrind.supp), apart from the library's. */
static void pin_driver_and_layer(void)
{
#ifndef _WIN32 /* no leak checker runs there */
    static const char* const libraries[] = { "libvulkan_lvp.so", "libVkLayer_khronos_validation.so" };
    size_t i;
    for (i = 0; i < sizeof libraries / sizeof *libraries; ++i)
        dlopen(libraries[i], RTLD_NOW | RTLD_NODELETE);
#endif
}

int harness_init(void)
{
    uint32_t i;
#ifdef HARNESS_CRASH_REPORT
    watch_for_crashes();
#endif
    pin_driver_and_layer();
    if (create_instance() || pick_physical_device())
        return 1;
    H.hasSyncFd = device_has_extension(VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME);
    H.hasForeign = device_has_extension(VK_EXT_QUEUE_FAMILY_FOREIGN_EXTENSION_NAME);
    printf("driver: VK_KHR_external_semaphore_fd %s; communicators use %s, the bridge releasing through %s\n",
           H.hasSyncFd ? "offered" : "absent",
           expected_sync_mode() == VKAR_SYNC_MODE_SYNC_FD ? "SYNC_FD" : "the host bridge",
           expected_release_mode() == VKAR_RELEASE_MODE_EVENT ? "events (VKAR_RELEASE=event)" : "a timeline");
    for (i = 0; i < MAX_RANKS; ++i)
        if (create_device(&H.devices[i], 2))
            return 1;
    return create_device(&H.plainDevice, 0) || create_device(&H.noSyncFdDevice, 1);
}

static void destroy_device(TestDevice* d)
{
    vkDestroyEvent(d->device, d->barrierDone, NULL);
    vkDestroyCommandPool(d->device, d->pool, NULL);
    vkDestroyDevice(d->device, NULL);
}

void harness_shutdown(void)
{
    PFN_vkDestroyDebugUtilsMessengerEXT destroyMessenger =
        (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(H.instance, "vkDestroyDebugUtilsMessengerEXT");
    uint32_t i;
    for (i = 0; i < MAX_RANKS; ++i)
        destroy_device(&H.devices[i]);
    destroy_device(&H.plainDevice);
    destroy_device(&H.noSyncFdDevice);
    destroyMessenger(H.instance, H.messenger, NULL);
    vkDestroyInstance(H.instance, NULL);
}

VkarSyncMode expected_sync_mode(void)
{
    const char* sync = getenv("VKAR_SYNC");
    return sync && strcmp(sync, "sync_fd") == 0 ? VKAR_SYNC_MODE_SYNC_FD : VKAR_SYNC_MODE_HOST_BRIDGE;
}

VkarReleaseMode expected_release_mode(void)
{
    const char* release = getenv("VKAR_RELEASE");
    return release && strcmp(release, "event") == 0 ? VKAR_RELEASE_MODE_EVENT : VKAR_RELEASE_MODE_TIMELINE;
}

static VkarRankInfo g_ranks[MAX_RANKS];

VkarCommCreateInfo comm_info(uint32_t rankCount, VkarRankInfo* ranks)
{
    VkarCommCreateInfo info;
    uint32_t i;
    for (i = 0; i < rankCount; ++i) {
        ranks[i].physicalDevice = H.physical;
        ranks[i].device = H.devices[i].device;
        ranks[i].queue = H.devices[i].queue;
        ranks[i].queueFamilyIndex = H.queueFamily;
    }
    memset(&info, 0, sizeof info);
    info.rankCount = rankCount;
    info.pRanks = ranks;
    info.instance = H.instance;
    info.pfnLog = test_log;
    /* Debian 12's validation layer can stall a call for 10 s (see
     * is_layer_state_timeout), as long as the default timeout: the tests
     * give rounds a minute, and set shorter timeouts where they mean to. */
    info.timeoutNanoseconds = 60ull * 1000000000ull;
    return info;
}

VkResult make_comm(uint32_t rankCount, VkarComm* comm)
{
    VkarCommCreateInfo info = comm_info(rankCount, g_ranks);
    return vkarCreateComm(&info, comm);
}

int buffer_create(TestBuffer* b, uint32_t rank, VkDeviceSize bytes)
{
    VkDevice device = H.devices[rank].device;
    VkBufferCreateInfo info = { .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO };
    VkMemoryAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO };
    VkMemoryRequirements reqs;
    void* mapped;

    memset(b, 0, sizeof *b);
    b->rank = rank;
    b->bytes = bytes;
    info.size = bytes;
    info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                 VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (vkCreateBuffer(device, &info, NULL, &b->buffer) != VK_SUCCESS)
        return 1;
    vkGetBufferMemoryRequirements(device, b->buffer, &reqs);
    alloc.allocationSize = reqs.size;
    alloc.memoryTypeIndex = H.hostMemoryType;
    if (vkAllocateMemory(device, &alloc, NULL, &b->memory) != VK_SUCCESS ||
        vkBindBufferMemory(device, b->buffer, b->memory, 0) != VK_SUCCESS ||
        vkMapMemory(device, b->memory, 0, VK_WHOLE_SIZE, 0, &mapped) != VK_SUCCESS)
        return 1;
    b->words = (uint32_t*)mapped;
    return 0;
}

void buffer_destroy(TestBuffer* b)
{
    VkDevice device = H.devices[b->rank].device;
    if (b->memory)
        vkUnmapMemory(device, b->memory);
    vkDestroyBuffer(device, b->buffer, NULL);
    vkFreeMemory(device, b->memory, NULL);
    memset(b, 0, sizeof *b);
}

static VkSemaphore semaphore_create(uint32_t rank, VkSemaphoreType type, uint64_t initial)
{
    VkSemaphoreTypeCreateInfo typeInfo = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO };
    VkSemaphoreCreateInfo info = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO };
    VkSemaphore s = VK_NULL_HANDLE;
    typeInfo.semaphoreType = type;
    typeInfo.initialValue = initial;
    info.pNext = &typeInfo;
    vkCreateSemaphore(H.devices[rank].device, &info, NULL, &s);
    return s;
}

VkSemaphore timeline_create(uint32_t rank, uint64_t initial)
{
    return semaphore_create(rank, VK_SEMAPHORE_TYPE_TIMELINE, initial);
}

VkSemaphore binary_create(uint32_t rank)
{
    return semaphore_create(rank, VK_SEMAPHORE_TYPE_BINARY, 0);
}

void semaphore_destroy(uint32_t rank, VkSemaphore s)
{
    vkDestroySemaphore(H.devices[rank].device, s, NULL);
}

VkResult timeline_wait(uint32_t rank, VkSemaphore s, uint64_t value, uint64_t timeoutNs)
{
    VkSemaphoreWaitInfo info = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO };
    info.semaphoreCount = 1;
    info.pSemaphores = &s;
    info.pValues = &value;
    return vkWaitSemaphores(H.devices[rank].device, &info, timeoutNs);
}

uint64_t timeline_value(uint32_t rank, VkSemaphore s)
{
    uint64_t v = 0;
    vkGetSemaphoreCounterValue(H.devices[rank].device, s, &v);
    return v;
}

void timeline_signal(uint32_t rank, VkSemaphore s, uint64_t value)
{
    VkSemaphoreSignalInfo info = { .sType = VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO };
    info.semaphore = s;
    info.value = value;
    vkSignalSemaphore(H.devices[rank].device, &info);
}

/* Polls the barrier's event until it is set (or the timeout passes), then
 * lets 1 ms go by. A blocking vkWaitSemaphores returns the moment the GPU gets
 * there, and where the bridge's vkSignalSemaphore released that work, the
 * moment often falls between the signal reaching the driver and Debian 12's
 * validation layer recording it: the layer then makes the wait wait for the
 * record while holding the lock the record needs, and both stall for 10 s
 * (is_layer_state_timeout). An event's status is read without that wait,
 * and after it the semaphore wait returns at once. */
static void wait_for_event(const TestDevice* d, uint64_t timeoutNs)
{
    const struct timespec pause = { 0, 100000 };
    const struct timespec settle = { 0, 1000000 };
    const double end = now_seconds() + (double)timeoutNs * 1e-9;
    while (vkGetEventStatus(d->device, d->barrierDone) == VK_EVENT_RESET && now_seconds() < end)
        nanosleep(&pause, NULL);
    nanosleep(&settle, NULL);
}

VkResult submit_host_barrier(uint32_t rank, VkSemaphore wait, uint64_t waitValue, VkSemaphore signal,
                             uint64_t signalValue)
{
    TestDevice* d = &H.devices[rank];
    VkCommandBufferAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
    VkCommandBufferBeginInfo begin = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
    VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    VkCommandBuffer cmd;
    VkResult res;

    alloc.commandPool = d->pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    res = vkAllocateCommandBuffers(d->device, &alloc, &cmd);
    if (res != VK_SUCCESS)
        return res;
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    vkBeginCommandBuffer(cmd, &begin);
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, NULL, 0, NULL);
    vkCmdSetEvent(cmd, d->barrierDone, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
    vkEndCommandBuffer(cmd);
    values.waitSemaphoreValueCount = 1;
    values.pWaitSemaphoreValues = &waitValue;
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &signalValue;
    submit.pNext = &values;
    submit.waitSemaphoreCount = 1;
    submit.pWaitSemaphores = &wait;
    submit.pWaitDstStageMask = &stage;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cmd;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = &signal;
    res = vkQueueSubmit(d->queue, 1, &submit, VK_NULL_HANDLE);
    if (res == VK_SUCCESS) {
        /* minutes: under valgrind a batch of large rounds on a busy
         * machine has taken more than one */
        const uint64_t timeoutNs = 300000000000ull;
        wait_for_event(d, timeoutNs);
        res = timeline_wait(rank, signal, signalValue, timeoutNs);
    }
    /* lavapipe's submit thread may still touch the command buffer after the
     * signal (Mesa 22): wait for it before freeing */
    vkQueueWaitIdle(d->queue);
    vkResetEvent(d->device, d->barrierDone);
    vkFreeCommandBuffers(d->device, d->pool, 1, &cmd);
    return res;
}

void queues_idle(uint32_t rankCount)
{
    uint32_t i;
    for (i = 0; i < rankCount; ++i)
        vkQueueWaitIdle(H.devices[i].queue);
}

/* The all-reduce as the kernels define it, through the oracle's rules
 * (tests/reference.h). */
typedef struct EmulatedInputs {
    uint32_t* const* in;
    const VkBool32* zero;
} EmulatedInputs;

static uint32_t emulated_input(const void* user, uint32_t rank, uint64_t e)
{
    const EmulatedInputs* x = (const EmulatedInputs*)user;
    return x->zero && x->zero[rank] ? 0u : x->in[rank][e];
}

void emulate(uint32_t* const* in, uint32_t ranks, uint64_t first, uint64_t count, VkarWire wire,
                    const VkBool32* zero, uint32_t* out)
{
    EmulatedInputs inputs;
    RefCall c;
    uint64_t e;
    inputs.in = in;
    inputs.zero = zero;
    c = ref_call(REF_ALLREDUCE, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, ranks, emulated_input, &inputs);
    c.wire = wire;
    c.count = first + count; /* the 8-bit wire's blocks count from the call's first element */
    for (e = first; e < first + count; ++e)
        out[e] = ref_reduce(&c, e);
}

uint64_t rng_next(uint64_t* s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ull;
}

float rng_float(uint64_t* s)
{
    return (float)((double)(rng_next(s) >> 40) / (double)(1ull << 24) * 2.0 - 1.0);
}

void harness_set_fs_root(const char* root)
{
#if VKAR__HAS_CPU_AFFINITY
    vkar__fsRoot = root;
#else
    (void)root;
#endif
}

/* The tests' own compute work: the library's publish kernel with the F32
 * wire copies words from src to dst (bindings 0 and 1). */
int copy_kernel_create(CopyKernel* k, uint32_t rank, const TestBuffer* src, const TestBuffer* dst)
{
    VkDevice device = H.devices[rank].device;
    VkDescriptorSetLayoutBinding bindings[3];
    VkDescriptorSetLayoutCreateInfo setInfo = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO };
    VkPushConstantRange push = { VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(vkar__KernelParams) };
    VkPipelineLayoutCreateInfo layoutInfo = { .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO };
    VkShaderModuleCreateInfo moduleInfo = { .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO };
    VkComputePipelineCreateInfo pipelineInfo = { .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO };
    VkDescriptorPoolSize poolSize = { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 3 };
    VkDescriptorPoolCreateInfo poolInfo = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO };
    VkDescriptorSetAllocateInfo allocInfo = { .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO };
    /* the publish kernel's layout: input, slots (here the copy), output
     * (read only by a gather's publish: here the input again) */
    VkDescriptorBufferInfo buffers[3] = { { src->buffer, 0, src->bytes }, { dst->buffer, 0, dst->bytes },
                                          { src->buffer, 0, src->bytes } };
    VkWriteDescriptorSet writes[3];
    VkShaderModule module;
    uint32_t b;
    memset(k, 0, sizeof *k);
    k->rank = rank;
    memset(bindings, 0, sizeof bindings);
    memset(writes, 0, sizeof writes);
    for (b = 0; b < 3; ++b) {
        bindings[b].binding = b;
        bindings[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[b].descriptorCount = 1;
        bindings[b].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    setInfo.bindingCount = 3;
    setInfo.pBindings = bindings;
    if (vkCreateDescriptorSetLayout(device, &setInfo, NULL, &k->setLayout) != VK_SUCCESS)
        return 1;
    layoutInfo.setLayoutCount = 1;
    layoutInfo.pSetLayouts = &k->setLayout;
    layoutInfo.pushConstantRangeCount = 1;
    layoutInfo.pPushConstantRanges = &push;
    if (vkCreatePipelineLayout(device, &layoutInfo, NULL, &k->layout) != VK_SUCCESS)
        return 1;
    moduleInfo.codeSize = sizeof vkar__spirv_publish;
    moduleInfo.pCode = vkar__spirv_publish;
    if (vkCreateShaderModule(device, &moduleInfo, NULL, &module) != VK_SUCCESS)
        return 1;
    pipelineInfo.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pipelineInfo.stage.module = module;
    pipelineInfo.stage.pName = "main";
    pipelineInfo.layout = k->layout;
    b = vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &pipelineInfo, NULL, &k->pipeline) != VK_SUCCESS;
    vkDestroyShaderModule(device, module, NULL);
    poolInfo.maxSets = 1;
    poolInfo.poolSizeCount = 1;
    poolInfo.pPoolSizes = &poolSize;
    if (b || vkCreateDescriptorPool(device, &poolInfo, NULL, &k->pool) != VK_SUCCESS)
        return 1;
    allocInfo.descriptorPool = k->pool;
    allocInfo.descriptorSetCount = 1;
    allocInfo.pSetLayouts = &k->setLayout;
    if (vkAllocateDescriptorSets(device, &allocInfo, &k->set) != VK_SUCCESS)
        return 1;
    for (b = 0; b < 3; ++b) {
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = k->set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &buffers[b];
    }
    vkUpdateDescriptorSets(device, 3, writes, 0, NULL);
    return 0;
}

void copy_kernel_record(const CopyKernel* k, VkCommandBuffer cmd, uint32_t words)
{
    vkar__KernelParams params;
    memset(&params, 0, sizeof params);
    params.count = words;
    params.wire = VKAR_WIRE_F32;
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, k->pipeline);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, k->layout, 0, 1, &k->set, 0, NULL);
    vkCmdPushConstants(cmd, k->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof params, &params);
    vkCmdDispatch(cmd, (words + 255) / 256, 1, 1);
}

void copy_kernel_destroy(CopyKernel* k)
{
    VkDevice device = H.devices[k->rank].device;
    vkDestroyDescriptorPool(device, k->pool, NULL);
    vkDestroyPipeline(device, k->pipeline, NULL);
    vkDestroyPipelineLayout(device, k->layout, NULL);
    vkDestroyDescriptorSetLayout(device, k->setLayout, NULL);
    memset(k, 0, sizeof *k);
}

int g_merges_fail;
unsigned g_merges, g_merges_failed;
int (*g_late_merge)(int a, int b);

/* The kernel's SYNC_IOC_MERGE, as the library's default does it (or g_late_merge). */
int harness_merge_sync_files(int a, int b)
{
#ifdef __linux__
    struct sync_merge_data merge;
    __atomic_add_fetch(&g_merges, 1, __ATOMIC_RELAXED);
    if (__atomic_load_n(&g_merges_fail, __ATOMIC_ACQUIRE)) {
        __atomic_add_fetch(&g_merges_failed, 1, __ATOMIC_RELAXED);
        errno = ENOMEM;
        return -1;
    }
    memset(&merge, 0, sizeof merge);
    memcpy(merge.name, "vkar-test", sizeof "vkar-test");
    merge.fd2 = b;
    if (g_late_merge)
        return g_late_merge(a, b);
    return ioctl(a, SYNC_IOC_MERGE, &merge) < 0 ? -1 : merge.fence;
#else
    (void)a, (void)b;
    errno = ENOSYS;
    return -1;
#endif
}
