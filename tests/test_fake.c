/* Area "fake": what needs no round to run, on the fake driver
 * (tests/fake_driver.c) instead of lavapipe: create-info and calls the
 * library refuses, each with its code and log line, for every collective
 * of both APIs; the codes of bad arguments; and a failure injected at
 * every Vulkan call, host allocation and thread creation of a
 * communicator's life in turn, each an error and nothing leaked. The fake
 * answers at once, so each test takes milliseconds and every pass of the
 * suite runs them, under every sanitizer too. What needs a real sum (a
 * communicator still usable after a refusal) stays on lavapipe, once. */
#define _POSIX_C_SOURCE 200809L
#include "fake_driver.h"
#include "fixture.h"
#include "suite.h"

#include <pthread.h>
#include <string.h>

/* ---- Communicators on the fake driver ------------------------------------- */

/* VKAR_SYNC=sync_fd (make test-syncfd) would ask the fake for SYNC_FD,
 * which it lacks: unset while a test of this area runs. Held by the
 * harness, so that a failed CHECK sets it back too. */
static struct {
    char value[64];
    int present;
} g_saved_sync;

static void restore_sync(void* object)
{
    (void)object;
    if (g_saved_sync.present)
        setenv("VKAR_SYNC", g_saved_sync.value, 1);
}

static void without_sync_env(void)
{
    const char* value = getenv("VKAR_SYNC");
    g_saved_sync.present = value != NULL;
    snprintf(g_saved_sync.value, sizeof g_saved_sync.value, "%s", value ? value : "");
    unsetenv("VKAR_SYNC");
    harness_hold(&g_saved_sync, restore_sync, "VKAR_SYNC unset (without_sync_env)");
}

static void sync_env_back(void)
{
    harness_let_go(&g_saved_sync);
    restore_sync(&g_saved_sync);
}

/* A create-info of `rankCount` ranks on the fake driver, reset to `config`
 * (NULL: fake_driver_config()). */
static VkarCommCreateInfo fake_comm_info(uint32_t rankCount, VkarRankInfo* ranks, const FakeDriverConfig* config)
{
    const FakeDriverConfig defaults = fake_driver_config();
    VkarCommCreateInfo info;
    uint32_t i;
    fake_driver_reset(config ? config : &defaults);
    memset(ranks, 0, sizeof *ranks * rankCount);
    for (i = 0; i < rankCount; ++i) {
        ranks[i].physicalDevice = fake_driver_physical_device();
        ranks[i].device = fake_driver_device(i);
        ranks[i].queue = fake_driver_queue(i);
    }
    memset(&info, 0, sizeof info);
    info.rankCount = rankCount;
    info.pRanks = ranks;
    info.instance = fake_driver_instance();
    info.pfnGetInstanceProcAddr = fake_driver_get_instance_proc_addr;
    info.pfnLog = test_log;
    return info;
}

/* A communicator on the fake driver, its ranks' buffers the fake's
 * FAKE_CALLER_BUFFERS + k (4 KiB), and the caller's command buffers. */
typedef struct FakeComm {
    uint32_t ranks;
    VkarComm comm;
    VkarBufferRange inputs[MAX_RANKS], outputs[MAX_RANKS];
    VkCommandBuffer publish[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
} FakeComm;

static void fake_release(void* object)
{
    FakeComm* f = (FakeComm*)object;
    vkarDestroyComm(f->comm);
    f->comm = VK_NULL_HANDLE;
}

static int fake_open(FakeComm* f, uint32_t ranks)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = fake_comm_info(ranks, infos, NULL);
    uint32_t k;
    memset(f, 0, sizeof *f);
    f->ranks = ranks;
    for (k = 0; k < ranks; ++k) {
        f->inputs[k].buffer = f->outputs[k].buffer = (VkBuffer)(uintptr_t)(FAKE_CALLER_BUFFERS + k);
        f->publish[k] = fake_driver_command_buffer(2 * k);
        f->reduce[k] = fake_driver_command_buffer(2 * k + 1);
    }
    harness_hold(f, fake_release, "a communicator on the fake driver (fake_open)");
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    return 0;
}

/* Destroys the communicator: nothing it created may be left. */
static int fake_close(FakeComm* f)
{
    harness_let_go(f);
    fake_release(f);
    CHECK(fake_driver_live_objects() == 0);
    return 0;
}

/* `res` is VK_ERROR_VALIDATION_FAILED_EXT, with a new log line that
 * contains `caller`, then `logged`, and is vkarGetLastError; the fake
 * recorded no command and submitted nothing since `commands` and
 * `submits` were read. */
static int expect_refused(VkResult res, int lines, const char* caller, const char* logged, long commands, long submits)
{
    const char* at = strstr(g_last_log, caller);
    if (res != VK_ERROR_VALIDATION_FAILED_EXT || g_log_lines == lines || !at || !strstr(at, logged)) {
        printf("    %s: got %d (expected %d), log: %s\n    expected: %s\n", caller, (int)res,
               (int)VK_ERROR_VALIDATION_FAILED_EXT, g_log_lines == lines ? "(none)" : g_last_log, logged);
        return 1;
    }
    if (fake_driver_commands() != commands || fake_driver_submits() != submits) {
        printf("    %s: refused (%s), yet %ld commands recorded and %ld submissions made\n", caller, logged,
               fake_driver_commands() - commands, fake_driver_submits() - submits);
        return 1;
    }
    return last_error_is_last_log();
}

/* ---- Bad create info ----------------------------------------------------------- */

static int thread_never_starts(void)
{
    return 1;
}

/* The environment variable `name` set to `value` for one creation of the
 * fake's two ranks, which returns `expected` with a log line holding `logged`. */
static int expect_env_refused(const char* name, const char* value, VkResult expected, const char* logged)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = fake_comm_info(2, ranks, NULL);
    const char* saved = getenv(name);
    char copy[256];
    int failed;
    snprintf(copy, sizeof copy, "%s", saved ? saved : "");
    setenv(name, value, 1);
    failed = expect_create_error(&info, expected, logged);
    if (saved)
        setenv(name, copy, 1);
    else
        unsetenv(name);
    return failed;
}

/* Every create-info the library refuses, with its code and log line, and
 * nothing created; then the same create-info, put right, creates. */
static int test_fake_bad_create_info(void)
{
    static const char* const noTimeline[] = { "vkWaitSemaphores", "vkWaitSemaphoresKHR", NULL };
    static const char* const noProperties2[] = { "vkGetPhysicalDeviceProperties2",
                                                 "vkGetPhysicalDeviceProperties2KHR", NULL };
    FakeDriverConfig config = fake_driver_config();
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = fake_comm_info(2, ranks, NULL);
    VkarTransport transport;
    VkarComm comm = (VkarComm)(uintptr_t)1;
    without_sync_env();

    CHECK(vkarCreateComm(NULL, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && comm == VK_NULL_HANDLE);
    CHECK(vkarCreateComm(&info, NULL) == VK_ERROR_VALIDATION_FAILED_EXT);
    info.rankCount = 0;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "rankCount 0") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.pRanks = NULL;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pRanks NULL") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.instance = VK_NULL_HANDLE;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "instance NULL") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.syncMode = (VkarSyncMode)9;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown syncMode 9") == 0);
    info.syncMode = (VkarSyncMode)-1;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown syncMode -1") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.releaseMode = (VkarReleaseMode)3;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown releaseMode 3") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.flags = 0x80;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown flags 0x80") == 0);
    info = fake_comm_info(2, ranks, NULL);
    info.spinMicroseconds = 1000001; /* a spin that long would hold destroy */
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "spinMicroseconds 1000001 is more than") == 0);
    info = fake_comm_info(2, ranks, NULL);
    memset(&transport, 0, sizeof transport);
    info.pTransport = &transport;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pfnAllreduceHost is NULL") == 0);
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.nodeCount = 2;
    transport.nodeIndex = 2;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "nodeIndex 2 is not below nodeCount 2") == 0);

    /* the ranks */
    info = fake_comm_info(2, ranks, NULL);
    ranks[1] = ranks[0];
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "ranks 0 and 1 use the same device and queue") ==
          0);
    info = fake_comm_info(3, ranks, NULL);
    ranks[2].queue = VK_NULL_HANDLE;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "rank 2 has a NULL physicalDevice, device or "
                                                                      "queue") == 0);
    info = fake_comm_info(2, ranks, NULL);
    ranks[0].physicalDevice = VK_NULL_HANDLE;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "rank 0 has a NULL physicalDevice") == 0);
    info = fake_comm_info(2, ranks, NULL);
    ranks[1].queueFamilyIndex = 99;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "queueFamilyIndex 99 does not exist") == 0);

    /* what the devices lack */
    info = fake_comm_info(2, ranks, NULL);
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    CHECK(expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "SYNC_FD is not possible") == 0);
#ifdef _WIN32
    CHECK(strstr(g_last_log, "Linux-only") != NULL);
#else
    CHECK(strstr(g_last_log, "VK_KHR_external_semaphore_fd") != NULL);
#endif
    config.devicesWithoutHostImport = 2;
    info = fake_comm_info(2, ranks, &config);
    CHECK(expect_create_error(&info, VK_ERROR_EXTENSION_NOT_PRESENT, "rank 1 (") == 0);
    CHECK(strstr(g_last_log, "VK_EXT_external_memory_host") != NULL);
    config = fake_driver_config();
    config.hidden = noTimeline;
    info = fake_comm_info(2, ranks, &config);
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "the device has no vkWaitSemaphores") == 0);
    config.hidden = noProperties2;
    info = fake_comm_info(2, ranks, &config);
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "Vulkan 1.1 or newer is needed") == 0);
    CHECK(fake_driver_live_objects() == 0);

    /* the environment */
    CHECK(expect_env_refused("VKAR_THREAD_AFFINITY", "sideways", VK_ERROR_VALIDATION_FAILED_EXT,
                             "VKAR_THREAD_AFFINITY=sideways") == 0);
    CHECK(expect_env_refused("VKAR_SPIN_US", "1000001", VK_ERROR_VALIDATION_FAILED_EXT, "VKAR_SPIN_US") == 0);

    /* not the caller's argument: the library's thread cannot start */
    info = fake_comm_info(2, ranks, NULL);
    g_thread_create_fails = thread_never_starts;
    CHECK(expect_create_error(&info, VK_ERROR_INITIALIZATION_FAILED, "thread failed") == 0);
    g_thread_create_fails = NULL;
    CHECK(fake_driver_live_objects() == 0);

    /* put right, it creates, and nothing is left once destroyed */
    info = fake_comm_info(2, ranks, NULL);
    CHECK_VK(vkarCreateComm(&info, &comm));
    CHECK(comm != VK_NULL_HANDLE && fake_driver_live_objects() > 0);
    vkarDestroyComm(comm);
    CHECK(fake_driver_live_objects() == 0);
    vkarDestroyComm(VK_NULL_HANDLE);
    sync_env_back();
    return 0;
}

/* ---- Misuse of every collective, both APIs --------------------------------------- */

typedef VkResult (*SubmitFunction)(VkarComm, const VkarCollectiveInfo*);
typedef VkResult (*RecordFunction)(VkarComm, const VkarCmdCollectiveInfo*, VkarRankSubmitInfo*, uint64_t*);

enum { ALLREDUCE, REDUCE, BROADCAST, REDUCE_SCATTER, ALL_GATHER, COLLECTIVES };
static const struct {
    const char* name[2]; /* the submit API's, the record API's */
    SubmitFunction submit;
    RecordFunction record;
    int rooted, f32Wire;
} k_collectives[COLLECTIVES] = {
    { { "vkarAllreduce", "vkarCmdAllreduce" }, vkarAllreduce, vkarCmdAllreduce, 0, 0 },
    { { "vkarReduce", "vkarCmdReduce" }, vkarReduce, vkarCmdReduce, 1, 0 },
    { { "vkarBroadcast", "vkarCmdBroadcast" }, vkarBroadcast, vkarCmdBroadcast, 1, 1 },
    { { "vkarReduceScatter", "vkarCmdReduceScatter" }, vkarReduceScatter, vkarCmdReduceScatter, 0, 1 },
    { { "vkarAllGather", "vkarCmdAllGather" }, vkarAllGather, vkarCmdAllGather, 0, 1 },
};

/* A call of collective c that the library takes: `count` F32 elements per
 * rank from offset 0; a reduce-scatter's input of N blocks and an
 * all-gather's output of N blocks; outputs (pOutputs) from byte 2048 of
 * the same buffer, required by those two, apart from the input. */
#define COUNT 10
#define OUTPUT_OFFSET 2048
static VkarCollectiveInfo good_info(FakeComm* f, unsigned c)
{
    VkarCollectiveInfo info;
    uint32_t k;
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        f->inputs[k].buffer = f->outputs[k].buffer = (VkBuffer)(uintptr_t)(FAKE_CALLER_BUFFERS + k);
        f->inputs[k].offset = 0;
        f->outputs[k].offset = OUTPUT_OFFSET;
    }
    info.count = COUNT;
    info.pBuffers = f->inputs;
    info.pOutputs = c == REDUCE_SCATTER || c == ALL_GATHER ? f->outputs : NULL;
    return info;
}

static VkarCmdCollectiveInfo good_cmd_info(FakeComm* f, unsigned c)
{
    VkarCmdCollectiveInfo info;
    memset(&info, 0, sizeof info);
    info.collective = good_info(f, c);
    info.pPublishCommandBuffers = f->publish;
    info.pReduceCommandBuffers = f->reduce;
    return info;
}

/* Collective c through API `api` (0: submit, 1: record) with `info`
 * (NULL: pInfo NULL), as the record API takes it; *pRound: its round. */
static VkResult call_api(FakeComm* f, unsigned api, unsigned c, const VkarCmdCollectiveInfo* info, uint64_t* pRound)
{
    if (api == 0)
        return k_collectives[c].submit(f->comm, info ? &info->collective : NULL);
    return k_collectives[c].record(f->comm, info, f->submits, pRound);
}

/* One refused call: collective c through `api`, `info` as given. */
static int refused(FakeComm* f, unsigned api, unsigned c, const VkarCmdCollectiveInfo* info, const char* logged)
{
    const long commands = fake_driver_commands(), submits = fake_driver_submits();
    const int lines = g_log_lines;
    uint64_t round = 0;
    const VkResult res = call_api(f, api, c, info, &round);
    if (expect_refused(res, lines, k_collectives[c].name[api], logged, commands, submits)) {
        printf("    (%s refused what it should not take?)\n", k_collectives[c].name[api]);
        return 1;
    }
    return 0;
}

/* vkarReleaseRound(round) refused with `logged`, nothing recorded or submitted. */
static int release_refused(FakeComm* f, uint64_t round, const char* logged)
{
    const long commands = fake_driver_commands(), submits = fake_driver_submits();
    const int lines = g_log_lines;
    return expect_refused(vkarReleaseRound(f->comm, round), lines, "vkarReleaseRound", logged, commands, submits);
}

/* Collective c through `api`: each mistake a caller can make in its info
 * refused with its own log line, nothing recorded or submitted; the call
 * put right is taken (and its recorded round released). */
static int misuse_of(FakeComm* f, unsigned api, unsigned c)
{
    const int rooted = k_collectives[c].rooted, blocked = c == REDUCE_SCATTER || c == ALL_GATHER;
    VkarCmdCollectiveInfo info;
    VkarCommProperties props;
    VkarSemaphoreValue waits[MAX_RANKS];
    VkCommandBuffer shared[MAX_RANKS];
    uint64_t round = 0;
    char text[160];
    memset(waits, 0, sizeof waits);
    vkarGetCommProperties(f->comm, &props);

    CHECK(refused(f, api, c, NULL, api ? "are required" : "pInfo is NULL") == 0);
    info = good_cmd_info(f, c);
    info.collective.pBuffers = NULL;
    CHECK(refused(f, api, c, &info, "pInfo->pBuffers is NULL") == 0);
    info = good_cmd_info(f, c);
    info.collective.wire = (VkarWire)7;
    CHECK(refused(f, api, c, &info, "unknown wire 7") == 0);
    info.collective.wire = (VkarWire)-1;
    CHECK(refused(f, api, c, &info, "unknown wire -1") == 0);
    info = good_cmd_info(f, c);
    info.collective.algorithm = (VkarAlgorithm)3;
    CHECK(refused(f, api, c, &info, "unknown algorithm 3") == 0);
    info = good_cmd_info(f, c);
    info.collective.flags = 0x2;
    CHECK(refused(f, api, c, &info, "unknown flags 0x2") == 0);
    info = good_cmd_info(f, c);
    info.collective.dataType = (VkarDataType)5;
    CHECK(refused(f, api, c, &info, "dataType 5, op 0: unknown dataType") == 0);
    info.collective.dataType = (VkarDataType)-1;
    CHECK(refused(f, api, c, &info, "dataType -1, op 0: unknown dataType") == 0);
    info = good_cmd_info(f, c);
    info.collective.dataType = VKAR_DATA_TYPE_I32;
    info.collective.op = (VkarReduceOp)5;
    CHECK(refused(f, api, c, &info, "dataType 3, op 5: unknown op") == 0);
    info = good_cmd_info(f, c);
    info.collective.dataType = VKAR_DATA_TYPE_F16;
    info.collective.wire = VKAR_WIRE_BF16;
    CHECK(refused(f, api, c, &info, k_collectives[c].f32Wire ? "VKAR_WIRE_F32 or AUTO"
                                                              : "a 16-bit wire carries F32 buffers only") == 0);
    if (k_collectives[c].f32Wire) { /* F32 buffers too */
        info = good_cmd_info(f, c);
        info.collective.wire = VKAR_WIRE_F16;
        CHECK(refused(f, api, c, &info, "VKAR_WIRE_F32 or AUTO") == 0);
    }
    if (rooted) {
        info = good_cmd_info(f, c);
        info.collective.root = f->ranks;
        snprintf(text, sizeof text, "root %u is not below the rank count %u", f->ranks, f->ranks);
        CHECK(refused(f, api, c, &info, text) == 0);
        info.collective.root = UINT32_MAX;
        CHECK(refused(f, api, c, &info, "is not below the rank count") == 0);
    }
    info = good_cmd_info(f, c);
    info.collective.algorithm = VKAR_ALGORITHM_TWO_SHOT; /* vkarAllreduce's alone, the submit API's alone */
    if (api == 1)
        CHECK(refused(f, api, c, &info, "pWaits and pSignals must be NULL, algorithm AUTO or ONE_SHOT") == 0);
    else if (c != ALLREDUCE)
        CHECK(refused(f, api, c, &info, "VKAR_ALGORITHM_TWO_SHOT is vkarAllreduce's only") == 0);

    /* the ranges */
    info = good_cmd_info(f, c);
    f->inputs[1].buffer = VK_NULL_HANDLE;
    CHECK(refused(f, api, c, &info, "rank 1: buffer is VK_NULL_HANDLE") == 0);
    info = good_cmd_info(f, c);
    f->inputs[1].offset = 2;
    CHECK(refused(f, api, c, &info, "rank 1: offset 2 is not a multiple of 4") == 0);
    info.collective.dataType = VKAR_DATA_TYPE_F16;
    f->inputs[1].offset = 1;
    CHECK(refused(f, api, c, &info, "rank 1: offset 1 is not a multiple of 2") == 0);
    info = good_cmd_info(f, c);
    f->inputs[1].offset = 4096;
    snprintf(text, sizeof text, "rank 1: offset 4096 + %u elements * 4 bytes exceeds the buffer (4096 bytes)",
             c == REDUCE_SCATTER ? COUNT * f->ranks : COUNT);
    CHECK(refused(f, api, c, &info, text) == 0);
    f->inputs[1].offset = 4096 - 36;
    CHECK(refused(f, api, c, &info, "exceeds the buffer") == 0);
    f->inputs[1].offset = UINT64_MAX - 3; /* offset + size wraps */
    CHECK(refused(f, api, c, &info, "exceeds the buffer") == 0);
    info = good_cmd_info(f, c);
    info.collective.count = UINT64_MAX / 2;
    CHECK(refused(f, api, c, &info, api ? "more than one round carries"
                                    : blocked ? "more than one descriptor binds"
                                              : "exceeds the buffer") == 0);
    info = good_cmd_info(f, c);
    info.collective.count = 2;
    info.collective.dataType = VKAR_DATA_TYPE_BF16; /* 16-bit elements are sized by 2 bytes */
    f->inputs[1].offset = 4094;
    snprintf(text, sizeof text, "rank 1: offset 4094 + %u elements * 2 bytes exceeds the buffer",
             c == REDUCE_SCATTER ? 2 * f->ranks : 2);
    CHECK(refused(f, api, c, &info, text) == 0);

    /* the outputs */
    if (blocked) {
        info = good_cmd_info(f, c);
        info.collective.pOutputs = NULL;
        CHECK(refused(f, api, c, &info, "pOutputs is NULL (the result does not fit the input)") == 0);
    }
    info = good_cmd_info(f, c);
    info.collective.pOutputs = f->outputs;
    f->outputs[1].offset = 4; /* inside the input, not where the result may sit in place */
    CHECK(refused(f, api, c, &info, "rank 1: the output at offset 4 overlaps the input at offset 0") == 0);
    f->outputs[1].offset = 4096;
    CHECK(refused(f, api, c, &info, "rank 1: offset 4096") == 0);
    f->outputs[1].offset = OUTPUT_OFFSET + 2;
    CHECK(refused(f, api, c, &info, "is not a multiple of 4") == 0);
    f->outputs[1].offset = OUTPUT_OFFSET;
    f->outputs[0].buffer = VK_NULL_HANDLE;
    CHECK(refused(f, api, c, &info, "rank 0: buffer is VK_NULL_HANDLE") == 0);

    /* what only the record API refuses */
    if (api == 1) {
        const long commands = fake_driver_commands(), submits = fake_driver_submits();
        int lines = g_log_lines;
        info = good_cmd_info(f, c);
        CHECK(expect_refused(k_collectives[c].record(f->comm, &info, NULL, &round), lines, k_collectives[c].name[1],
                             "are required", commands, submits) == 0);
        lines = g_log_lines;
        CHECK(expect_refused(k_collectives[c].record(f->comm, &info, f->submits, NULL), lines,
                             k_collectives[c].name[1], "are required", commands, submits) == 0);
        info.pPublishCommandBuffers = NULL;
        CHECK(refused(f, api, c, &info, "are required") == 0);
        info = good_cmd_info(f, c);
        info.pReduceCommandBuffers = NULL;
        CHECK(refused(f, api, c, &info, "are required") == 0);
        info = good_cmd_info(f, c);
        info.flags = 0x4;
        CHECK(refused(f, api, c, &info, "unknown flags 0x4") == 0);
        info = good_cmd_info(f, c);
        info.collective.pWaits = waits;
        CHECK(refused(f, api, c, &info, "pWaits and pSignals must be NULL") == 0);
        info.collective.pWaits = NULL;
        info.collective.pSignals = waits;
        CHECK(refused(f, api, c, &info, "pWaits and pSignals must be NULL") == 0);
        info = good_cmd_info(f, c);
        memcpy(shared, f->publish, sizeof shared);
        shared[1] = f->publish[1];
        info.pReduceCommandBuffers = shared;
        CHECK(refused(f, api, c, &info, "rank 0 needs two distinct command buffers") == 0);
        shared[0] = f->reduce[0];
        CHECK(refused(f, api, c, &info, "rank 1 needs two distinct command buffers") == 0);
        info = good_cmd_info(f, c);
        info.collective.count =
            (c == REDUCE_SCATTER ? props.maxElementsPerRound / f->ranks : props.maxElementsPerRound) + 1;
        CHECK(refused(f, api, c, &info, "more than one round carries") == 0);
    }

    /* put right: taken, and a recorded round released once */
    {
        const long commands = fake_driver_commands();
        info = good_cmd_info(f, c);
        CHECK_VK(call_api(f, api, c, &info, &round));
        CHECK(fake_driver_commands() > commands); /* the counting sees what is recorded */
        if (api == 1) {
            CHECK(release_refused(f, round + 1, "is not the round recorded") == 0);
            CHECK_VK(vkarReleaseRound(f->comm, round));
            CHECK(release_refused(f, round, "is not the round recorded") == 0); /* twice */
        }
    }
    return 0;
}

static int test_fake_misuse(void)
{
    FakeComm f;
    unsigned api, c;
    without_sync_env();
    CHECK(fake_open(&f, 2) == 0);
    for (api = 0; api < 2; ++api)
        for (c = 0; c < COLLECTIVES; ++c) {
            uint64_t round = 0;
            VkarCmdCollectiveInfo info = good_cmd_info(&f, c);
            CHECK((api ? k_collectives[c].record(VK_NULL_HANDLE, &info, f.submits, &round)
                       : k_collectives[c].submit(VK_NULL_HANDLE, &info.collective)) == VK_ERROR_VALIDATION_FAILED_EXT);
            CHECK(strstr(vkarGetLastError(), k_collectives[c].name[api]) && strstr(vkarGetLastError(), "comm is NULL"));
            if (misuse_of(&f, api, c) != 0) {
                printf("    %s\n", k_collectives[c].name[api]);
                harness_release_held(); /* what a failed check in misuse_of did not */
                return 1;
            }
        }
    CHECK(fake_close(&f) == 0);
    sync_env_back();
    return 0;
}

/* A round recorded and not yet released: every call of either API is
 * refused until vkarReleaseRound, which takes that round only, once. */
static int test_fake_unreleased_round(void)
{
    VkarCmdCollectiveInfo info;
    uint64_t round = 0, other = 0;
    FakeComm f;
    unsigned c;
    long submits;
    without_sync_env();
    CHECK(fake_open(&f, 3) == 0);
    info = good_cmd_info(&f, ALLREDUCE);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, f.submits, &round));
    CHECK(round != 0);
    submits = fake_driver_submits();
    for (c = 0; c < COLLECTIVES; ++c) {
        info = good_cmd_info(&f, c);
        CHECK(refused(&f, 0, c, &info, "was recorded by vkarCmdAllreduce and not released") == 0);
        CHECK(refused(&f, 1, c, &info, "was recorded by vkarCmdAllreduce and not released") == 0);
    }
    CHECK(release_refused(&f, 0, "round 0 is not the round") == 0);
    CHECK(release_refused(&f, round + 1, "is not the round recorded") == 0);
    CHECK_VK(vkarReleaseRound(f.comm, round));
    CHECK(release_refused(&f, round, "is not the round recorded") == 0); /* twice */
    info = good_cmd_info(&f, REDUCE_SCATTER);
    CHECK_VK(vkarCmdReduceScatter(f.comm, &info, f.submits, &other));
    CHECK(other == round + 1);
    CHECK_VK(vkarReleaseRound(f.comm, other));
    info = good_cmd_info(&f, ALL_GATHER);
    CHECK_VK(vkarAllGather(f.comm, &info.collective));
    CHECK(fake_driver_submits() > submits);
    CHECK(fake_close(&f) == 0);
    sync_env_back();
    return 0;
}

/* 16-bit elements that end in the middle of a word, in a buffer that ends
 * there too (2002 bytes): refused with what to do; a word less is taken.
 * The F32 message says nothing of words. */
static int test_fake_odd_16_bit_tail(void)
{
    VkarBufferRange ranges[2];
    VkarCollectiveInfo info;
    FakeComm f;
    uint32_t k;
    int lines;
    without_sync_env();
    CHECK(fake_open(&f, 2) == 0);
    for (k = 0; k < 2; ++k) {
        ranges[k].buffer = fake_driver_buffer(2002);
        ranges[k].offset = 0;
    }
    memset(&info, 0, sizeof info);
    info.pBuffers = ranges;
    info.dataType = VKAR_DATA_TYPE_F16;
    info.count = 1001;
    lines = g_log_lines;
    CHECK(expect_refused(vkarAllreduce(f.comm, &info), lines, "vkarAllreduce",
                         "rank 0: 1001 16-bit elements from offset 0 end at byte 2002, inside a 4-byte word",
                         fake_driver_commands(), fake_driver_submits()) == 0);
    CHECK(strstr(g_last_log, "make it at least 2004 bytes (room for one more element)") != NULL);
    info.count = 1000;
    CHECK_VK(vkarAllreduce(f.comm, &info));
    info.dataType = VKAR_DATA_TYPE_F32;
    info.count = 501;
    lines = g_log_lines;
    CHECK(expect_refused(vkarAllreduce(f.comm, &info), lines, "vkarAllreduce",
                         "rank 0: offset 0 + 501 elements * 4 bytes exceeds the buffer (2002 bytes)",
                         fake_driver_commands(), fake_driver_submits()) == 0);
    CHECK(strstr(g_last_log, "word") == NULL);
    info.count = 500; /* exactly the buffer's whole words */
    CHECK_VK(vkarAllreduce(f.comm, &info));
    CHECK(fake_close(&f) == 0);
    sync_env_back();
    return 0;
}

/* The calls' other bad arguments: VK_ERROR_VALIDATION_FAILED_EXT, each
 * with its reason for vkarGetLastError. */
static int test_fake_bad_arguments_code(void)
{
    VkarCommStatus status;
    FakeComm f;
    without_sync_env();
    CHECK(vkarGetUniqueId(NULL) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarMoveThreadOffInterruptCpus(VK_NULL_HANDLE) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarGetCommStatus(VK_NULL_HANDLE, &status) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(strstr(vkarGetLastError(), "vkarGetCommStatus: comm is NULL") != NULL);
    CHECK(vkarReleaseRound(VK_NULL_HANDLE, 1) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(strstr(vkarGetLastError(), "vkarReleaseRound: comm is NULL") != NULL);
    CHECK(fake_open(&f, 2) == 0);
    CHECK(release_refused(&f, 7, "round 7 is not the round recorded") == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS && status.submittedRound == 0);
    CHECK(fake_close(&f) == 0);
    sync_env_back();
    return 0;
}

/* Calls whose first submission fails (rank 0's queue refuses every
 * vkQueueSubmit) submit nothing and spend no value of the go semaphore the
 * host raises: after twice the ring's rounds of them, the first round that
 * runs is released with go = 1. Each failed call spending one let go jump
 * past the rounds in flight (found by the fuzzer). */
static int test_fake_failed_submits_spend_no_go_value(void)
{
    VkarCommProperties props;
    VkarCollectiveInfo info;
    VkarCommStatus status;
    FakeComm f;
    int k;
    without_sync_env();
    CHECK(fake_open(&f, 2) == 0);
    info = good_info(&f, ALLREDUCE);
    fake_driver_fail_submits(fake_driver_queue(0), VK_ERROR_OUT_OF_HOST_MEMORY);
    for (k = 0; k < 2 * 64; ++k)
        CHECK(vkarAllreduce(f.comm, &info) == VK_ERROR_OUT_OF_HOST_MEMORY);
    CHECK(fake_driver_submits() == 0);
    fake_driver_fail_submits(VK_NULL_HANDLE, VK_SUCCESS);
    CHECK_VK(vkarAllreduce(f.comm, &info));
    CHECK_VK(vkarGetCommStatus(f.comm, &status));
    CHECK(status.submittedRound == 1 && status.failedRound == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(fake_close(&f) == 0);
    printf("        the host's largest semaphore signal: %llu\n", (unsigned long long)fake_driver_largest_signal());
    /* VKAR_RELEASE=event releases with vkSetEvent: no go at all */
    CHECK(fake_driver_largest_signal() == (props.releaseMode == VKAR_RELEASE_MODE_TIMELINE ? 1u : 0u));
    sync_env_back();
    return 0;
}

/* ---- Injected faults ---------------------------------------------------------------
 * A communicator's life on the fake driver: creation of three ranks, each
 * collective of the submit API, a send/recv group and an all-to-all, a
 * recorded all-reduce released, the status, destruction. Each sweep fails
 * one thing of that life in turn, the k-th for every k until a life meets
 * no fault: a Vulkan call (each failable
 * call the fake counts, on any thread, the code cycling through three),
 * a host allocation, a thread creation. Every fault is an error of some
 * step with a log line (the driver's code as met; VK_ERROR_OUT_OF_HOST_MEMORY
 * for an allocation, VK_ERROR_INITIALIZATION_FAILED for the thread), no
 * code is positive, and nothing is left: no Vulkan object, no host
 * allocation. A fault inside vkarDestroyComm, which returns nothing, shows
 * in its log line. */

enum { FAULT_VULKAN, FAULT_ALLOCATION, FAULT_THREAD, FAULT_KINDS };
static const char* const k_fault_names[FAULT_KINDS] = { "Vulkan call", "host allocation", "thread creation" };

/* Calls whose failure the library takes in its stride, and why: no error
 * need follow. */
static const char* const k_absorbed[] = {
    "vkEnumerateDeviceExtensionProperties", /* optional: no PCI address, no SYNC_FD (as a device without them) */
    NULL
};

static int absorbed(const char* call)
{
    const char* const* a;
    for (a = k_absorbed; call && *a; ++a)
        if (strcmp(call, *a) == 0)
            return 1;
    return 0;
}

/* Host allocations of a life, counted and kept in a list: a destruction
 * that leaks by design (below) leaves them to be freed here, as the fake
 * driver holds nothing that could still use them, so that LeakSanitizer
 * sees no leak. The allocation numbered failAt (from 0) fails. */
typedef struct Block {
    struct Block *prev, *next;
    void* raw;
} Block;

static struct {
    pthread_mutex_t mutex;
    Block head; /* a ring: head.next the oldest */
    int allocations, frees, failAt, failed;
} g_host = { PTHREAD_MUTEX_INITIALIZER, { NULL, NULL, NULL }, 0, 0, -1, 0 };

static void* VKAPI_CALL tracked_alloc(void* user, size_t size, size_t alignment, VkSystemAllocationScope scope)
{
    const size_t align = alignment < sizeof(void*) ? sizeof(void*) : alignment;
    const size_t pad = (sizeof(Block) + align - 1) / align * align;
    void* raw = NULL;
    Block* b;
    (void)user, (void)scope;
    pthread_mutex_lock(&g_host.mutex);
    if (g_host.failAt >= 0 && g_host.allocations == g_host.failAt && !g_host.failed) {
        g_host.failed = 1;
        pthread_mutex_unlock(&g_host.mutex);
        return NULL;
    }
    if (test_aligned_alloc(&raw, align, pad + size) != 0) {
        pthread_mutex_unlock(&g_host.mutex);
        return NULL;
    }
    b = (Block*)((char*)raw + pad) - 1;
    b->raw = raw;
    b->prev = g_host.head.prev;
    b->next = &g_host.head;
    g_host.head.prev->next = b;
    g_host.head.prev = b;
    ++g_host.allocations;
    pthread_mutex_unlock(&g_host.mutex);
    return b + 1;
}

static void* VKAPI_CALL tracked_realloc(void* user, void* p, size_t size, size_t alignment,
                                        VkSystemAllocationScope scope)
{
    (void)user, (void)p, (void)size, (void)alignment, (void)scope;
    return NULL; /* the library never reallocates */
}

static void tracked_unlink(Block* b)
{
    b->prev->next = b->next;
    b->next->prev = b->prev;
    ++g_host.frees;
    test_aligned_free(b->raw);
}

static void VKAPI_CALL tracked_free(void* user, void* p)
{
    (void)user;
    if (!p)
        return;
    pthread_mutex_lock(&g_host.mutex);
    tracked_unlink((Block*)p - 1);
    pthread_mutex_unlock(&g_host.mutex);
}

/* A new life's allocator: nothing allocated, allocation failAt failing. */
static VkAllocationCallbacks tracked_callbacks(int failAt)
{
    VkAllocationCallbacks callbacks;
    pthread_mutex_lock(&g_host.mutex);
    g_host.head.prev = g_host.head.next = &g_host.head;
    g_host.allocations = g_host.frees = g_host.failed = 0;
    g_host.failAt = failAt;
    pthread_mutex_unlock(&g_host.mutex);
    memset(&callbacks, 0, sizeof callbacks);
    callbacks.pfnAllocation = tracked_alloc;
    callbacks.pfnReallocation = tracked_realloc;
    callbacks.pfnFree = tracked_free;
    return callbacks;
}

/* Frees what a life left; how many blocks that was. */
static int tracked_free_all(void)
{
    int left = 0;
    pthread_mutex_lock(&g_host.mutex);
    while (g_host.head.next != &g_host.head) {
        tracked_unlink(g_host.head.next);
        ++left;
    }
    pthread_mutex_unlock(&g_host.mutex);
    return left;
}

static int tracked_failed(void)
{
    int failed;
    pthread_mutex_lock(&g_host.mutex);
    failed = g_host.failed;
    pthread_mutex_unlock(&g_host.mutex);
    return failed;
}

static int tracked_left(void)
{
    int left;
    pthread_mutex_lock(&g_host.mutex);
    left = g_host.allocations - g_host.frees;
    pthread_mutex_unlock(&g_host.mutex);
    return left;
}

static long g_thread_fail_at, g_thread_creations;
static int g_leaked_by_design; /* destructions that leaked, as documented, after a failed read */

static int thread_creation_fault(void)
{
    return __atomic_add_fetch(&g_thread_creations, 1, __ATOMIC_ACQ_REL) == g_thread_fail_at;
}

static VkResult g_first_error; /* of the life that runs */

/* One step's result: an error is counted, a positive code fails. */
static int step(VkResult res, int* pErrors)
{
    if (res > 0) {
        printf("    a positive code: %d\n", (int)res);
        return 1;
    }
    if (res < 0 && *pErrors == 0)
        g_first_error = res;
    *pErrors += res < 0;
    return 0;
}

/* A ring of sends among f's ranks, each receiving into its buffer from
 * OUTPUT_OFFSET. */
static VkResult send_recv_ring(FakeComm* f)
{
    VkarPeerOp ops[2 * MAX_RANKS];
    VkarSendRecvInfo info;
    uint32_t r;
    memset(ops, 0, sizeof ops);
    for (r = 0; r < f->ranks; ++r) {
        VkarPeerOp* send = &ops[2 * r];
        VkarPeerOp* recv = send + 1;
        send->type = VKAR_PEER_OP_SEND;
        recv->type = VKAR_PEER_OP_RECV;
        send->rank = recv->rank = r;
        send->peer = (r + 1) % f->ranks;
        recv->peer = (r + f->ranks - 1) % f->ranks;
        send->count = recv->count = COUNT;
        send->buffer.buffer = recv->buffer.buffer = (VkBuffer)(uintptr_t)(FAKE_CALLER_BUFFERS + r);
        recv->buffer.offset = OUTPUT_OFFSET;
    }
    memset(&info, 0, sizeof info);
    info.opCount = 2 * f->ranks;
    info.pOps = ops;
    return vkarSendRecv(f->comm, &info);
}

static int life_steps(VkarComm comm, int* pErrors)
{
    FakeComm f;
    VkarCmdCollectiveInfo info;
    uint64_t round = 0;
    unsigned c;
    memset(&f, 0, sizeof f);
    f.ranks = 3;
    f.comm = comm;
    for (c = 0; c < 3; ++c) {
        f.inputs[c].buffer = f.outputs[c].buffer = (VkBuffer)(uintptr_t)(FAKE_CALLER_BUFFERS + c);
        f.publish[c] = fake_driver_command_buffer(2 * c);
        f.reduce[c] = fake_driver_command_buffer(2 * c + 1);
    }
    for (c = 0; c < COLLECTIVES; ++c) {
        info = good_cmd_info(&f, c);
        if (step(k_collectives[c].submit(comm, &info.collective), pErrors))
            return 1;
    }
    if (step(send_recv_ring(&f), pErrors))
        return 1;
    info = good_cmd_info(&f, ALL_GATHER); /* its outputs, apart from the inputs */
    if (step(vkarAllToAll(comm, &info.collective), pErrors))
        return 1;
    info = good_cmd_info(&f, ALLREDUCE);
    info.collective.count = 3000; /* larger: the slots grow */
    if (step(vkarCmdAllreduce(comm, &info, f.submits, &round), pErrors))
        return 1;
    if (round && step(vkarReleaseRound(comm, round), pErrors))
        return 1;
    return step(vkarGetCommStatus(comm, NULL), pErrors);
}

/* One life with the failAt-th thing of `kind` failing; *pInjected: whether
 * it did. */
static int fault_life(int kind, long failAt, int* pInjected)
{
    static const VkResult codes[] = { VK_ERROR_OUT_OF_HOST_MEMORY, VK_ERROR_OUT_OF_DEVICE_MEMORY,
                                      VK_ERROR_DEVICE_LOST };
    VkAllocationCallbacks callbacks = tracked_callbacks(kind == FAULT_ALLOCATION ? (int)failAt - 1 : -1);
    FakeDriverConfig config = fake_driver_config();
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info;
    const int lines = log_lines();
    VkarComm comm = (VkarComm)(uintptr_t)1;
    int errors = 0, wait, mayPass;
    long callsBeforeDestroy;
    config.bufferSize = 1 << 16;
    config.poisonFailedHandles = 1; /* as a driver may: the spec leaves a failed creation's output undefined */
    info = fake_comm_info(3, ranks, &config);
    info.pAllocationCallbacks = &callbacks;
    info.spinMicroseconds = 1;
    info.timeoutNanoseconds = 100ull * 1000000ull; /* a destroy that waits for a round lost to a fault */
    if (kind == FAULT_VULKAN)
        fake_driver_fail_at(failAt, codes[failAt % 3]);
    __atomic_store_n(&g_thread_creations, 0, __ATOMIC_RELEASE);
    g_first_error = VK_SUCCESS;
    recent_log_clear();
    g_thread_fail_at = kind == FAULT_THREAD ? failAt : 0;

    CHECK(step(vkarCreateComm(&info, &comm), &errors) == 0);
    CHECK(errors == 0 || comm == VK_NULL_HANDLE);
    if (comm)
        CHECK(life_steps(comm, &errors) == 0);
    if (kind == FAULT_VULKAN)
        *pInjected = fake_driver_failed();
    else if (kind == FAULT_ALLOCATION)
        *pInjected = tracked_failed();
    else
        *pInjected = __atomic_load_n(&g_thread_creations, __ATOMIC_ACQUIRE) >= failAt;
    mayPass = kind == FAULT_VULKAN && absorbed(fake_driver_failed_call());
    /* a fault the bridge thread met shows in a later call */
    for (wait = 0; comm && *pInjected && !mayPass && errors == 0 && wait < 1000; ++wait) {
        sleep_ms(1);
        CHECK(step(vkarGetCommStatus(comm, NULL), &errors) == 0);
    }
    callsBeforeDestroy = fake_driver_calls();
    vkarDestroyComm(comm);
    g_thread_fail_at = 0;
    if (kind == FAULT_VULKAN && !*pInjected && fake_driver_failed()) { /* in vkarDestroyComm, which returns nothing */
        *pInjected = 1;
        CHECK(log_lines() > lines);
        errors = 1;
    }
    if (!*pInjected)
        CHECK(errors == 0);
    else if (!mayPass)
        CHECK(errors > 0 && log_lines() > lines);
    if (*pInjected && kind == FAULT_VULKAN && !mayPass && g_first_error != VK_SUCCESS)
        CHECK(g_first_error == codes[failAt % 3]); /* the driver's error, passed on as met */
    if (*pInjected && kind == FAULT_ALLOCATION) /* the code and line of its own */
        CHECK(g_first_error == VK_ERROR_OUT_OF_HOST_MEMORY && recent_log_contains("out of host memory"));
    if (*pInjected && kind == FAULT_THREAD)
        CHECK(g_first_error == VK_ERROR_INITIALIZATION_FAILED && recent_log_contains("thread failed"));
    /* Destruction that cannot tell whether its rounds finished (a timeline
     * read failing there) leaks them rather than free what a GPU may still
     * use, and says so: documented, counted apart. */
    if (kind == FAULT_VULKAN && *pInjected && failAt > callsBeforeDestroy &&
        (recent_log_contains("vkarDestroyComm: rounds still in flight; their resources are leaked") ||
         recent_log_contains("did not drain; the communicator is leaked"))) {
        ++g_leaked_by_design;
        tracked_free_all();
        return 0;
    }
    if (fake_driver_live_objects() != 0 || tracked_left() != 0)
        printf("    %ld Vulkan objects left, %d host allocations not freed\n", fake_driver_live_objects(),
               tracked_left());
    CHECK(fake_driver_poison_destroys() == 0); /* nothing freed that a failed creation never made */
    CHECK(tracked_free_all() == 0);         /* no host memory left */
    CHECK(fake_driver_live_objects() == 0); /* no Vulkan object left, none destroyed twice */
    return 0;
}

static int test_fake_fault_injection(void)
{
    int kind;
    without_sync_env();
    g_leaked_by_design = 0;
    g_thread_create_fails = thread_creation_fault;
    for (kind = 0; kind < FAULT_KINDS; ++kind) {
        long k, faults = 0;
        int injected = 1;
        for (k = 1; injected; ++k) {
            if (k > 100000 || fault_life(kind, k, &injected) != 0) {
                printf("    %s %ld failing%s%s\n", k_fault_names[kind], k, kind == FAULT_VULKAN ? ": " : "",
                       kind == FAULT_VULKAN && fake_driver_failed_call() ? fake_driver_failed_call() : "");
                g_thread_create_fails = NULL;
                harness_release_held();
                return 1;
            }
            faults += injected;
        }
        printf("    %s: %ld faults injected, each an error and a log line, nothing left\n", k_fault_names[kind],
               faults);
        if (kind == FAULT_VULKAN)
            printf("    (of them %d in vkarDestroyComm, which then leaked its rounds' resources and said so, as "
                   "documented)\n", g_leaked_by_design);
        CHECK(faults > 0);
    }
    g_thread_create_fails = NULL;
    sync_env_back();
    return 0;
}

const TestCase test_area_fake[] = {
    { "fake driver: bad create info refused, each with its code and log line, nothing left", test_fake_bad_create_info,
      TAG_FAKE },
    { "fake driver: misuse of every collective of both APIs refused with its log line, nothing recorded",
      test_fake_misuse, TAG_FAKE },
    { "fake driver: a recorded round not released refuses every call until released once", test_fake_unreleased_round,
      TAG_FAKE },
    { "fake driver: 16-bit elements ending inside a buffer's last word refused", test_fake_odd_16_bit_tail, TAG_FAKE },
    { "fake driver: a bad argument of a call is VK_ERROR_VALIDATION_FAILED_EXT", test_fake_bad_arguments_code,
      TAG_FAKE },
    { "fake driver: calls that submit nothing spend no go value", test_fake_failed_submits_spend_no_go_value,
      TAG_FAKE },
    { "fake driver: every k-th Vulkan call, host allocation and thread creation fails in turn, nothing left",
      test_fake_fault_injection, TAG_FAKE },
    { NULL, NULL, 0 },
};
