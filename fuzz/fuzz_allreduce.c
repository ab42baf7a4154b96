/* libFuzzer target over everything vk_allreduce reads from its caller: the
 * create-info (with the devices' reported limits), the environment
 * variables, VkarCollectiveInfo and VkarCmdCollectiveInfo given to every
 * collective of both APIs (vkarAllreduce, vkarReduce, vkarBroadcast,
 * vkarReduceScatter, vkarAllGather, vkarAllToAll and their vkarCmd*
 * forms), VkarSendRecvInfo and VkarCmdSendRecvInfo given to vkarSendRecv
 * and vkarCmdSendRecv, vkarReleaseRound's round, and the order of calls;
 * and the CPU lists it reads from procfs. A fake Vulkan driver
 * (tests/fake_driver.c), handed in as pfnGetInstanceProcAddr, answers
 * every call at once, so that one input runs creation, up to four calls
 * and destruction in microseconds; after destruction no Vulkan object the
 * library created may be left.
 *
 *   make fuzz                        (clang; FUZZ_ARGS="-runs=10000000")
 *   build/fuzz_allreduce -runs=N fuzz/corpus
 */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "../vk_allreduce.h"
#include "../tests/fake_driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_FUZZ_RANKS 5

/* ---- Reading the input ------------------------------------------------------ */

typedef struct Input {
    const uint8_t* data;
    size_t size;
} Input;

static uint64_t take(Input* in, unsigned bytes)
{
    uint64_t value = 0;
    unsigned i;
    for (i = 0; i < bytes && in->size; ++i, ++in->data, --in->size)
        value |= (uint64_t)in->data[0] << (8 * i);
    return value;
}

/* A value of an enum whose known values are 0..last: most bytes give one of
 * them (a zero byte, as where the input has run out, the zero default),
 * the others the unknown -1 or last + 1. */
static int32_t known_or_past_ends(uint64_t byte, int32_t last)
{
    const int32_t value = (int32_t)(byte % (uint64_t)(last + 3));
    return value == last + 2 ? -1 : value;
}

/* ---- The fake driver ------------------------------------------------------- */

/* tests/fake_driver.c, which the suite's area "fake" uses too; the limits
 * it reports are drawn from the input (draw_devices). */
#define CALLER_BUFFERS FAKE_CALLER_BUFFERS /* above every handle the fake driver hands out */
#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* ---- One input ---------------------------------------------------------------- */

/* The collectives, in the order of both APIs' entry points: all-to-all,
 * which the library runs as a group of sends and receives, takes a
 * collective's info, so it is decoded as one. */
enum { ALLREDUCE, REDUCE, BROADCAST, REDUCE_SCATTER, ALL_GATHER, ALL_TO_ALL, COLLECTIVES };
static const char* const collectiveNames[2][COLLECTIVES] = {
    {"vkarAllreduce", "vkarReduce", "vkarBroadcast", "vkarReduceScatter", "vkarAllGather", "vkarAllToAll"},
    {"vkarCmdAllreduce", "vkarCmdReduce", "vkarCmdBroadcast", "vkarCmdReduceScatter", "vkarCmdAllGather",
     "vkarCmdAllToAll"}};
/* The groups of sends and receives, by API ([0]: the submit API). */
static const char* const groupNames[2] = {"vkarSendRecv", "vkarCmdSendRecv"};
static const char* const typeNames[7] = {"-1", "F32", "F16", "BF16", "I32", "U32", "5"};

/* How rank i's output lies against its input: each case the library's
 * checks tell apart, good and bad. OWN_BLOCK is where a reduce-scatter's
 * output or an all-gather's input sits in place; ABOVE and BELOW overlap
 * the input or not as the count makes them. */
enum {
    OUTPUT_IN_PLACE,
    OUTPUT_APART, /* another buffer */
    OUTPUT_OWN_BLOCK,
    OUTPUT_ABOVE,
    OUTPUT_BELOW,
    OUTPUT_NULL_BUFFER,
    OUTPUT_MISALIGNED,
    OUTPUT_PAST_END, /* an aligned offset near 2^64, whose sums with the range's size wrap */
    OUTPUT_KINDS
};
static const char* const outputNames[OUTPUT_KINDS + 1] = {
    "in place", "apart", "own block", "above", "below", "null buffer", "misaligned", "past the end", "NULL"};

/* How deep the inputs got, printed at exit: a target whose inputs never
 * create a communicator would test validation of create-info only, and one
 * whose inputs never get a collective accepted would not test that
 * collective's recording, so a run of 1000 inputs or more that created none,
 * or in which an entry point accepted no call, fails (fuzz/seeds/ holds
 * inputs that reach each, for libFuzzer to start from). */
static unsigned long long runs, created, createdAcrossProcesses, submitted, recorded;
/* The sends and receives of the groups vkarSendRecv and vkarCmdSendRecv
 * accepted: a run whose accepted groups were all empty (a group of nothing
 * still runs its round) would not have tested matching and cutting. */
static unsigned long long peerOpsAccepted;

/* Calls that reached the library with a communicator, and those it accepted. */
typedef struct Tally {
    unsigned long long calls, accepted;
} Tally;
/* By entry point ([0]: the submit API, [1]: the record API), by dataType
 * (-1 to 5), and by how rank 0's output lies (the last: pOutputs NULL);
 * the groups by entry point. */
static Tally byCollective[2][COLLECTIVES], byType[7], byOutput[OUTPUT_KINDS + 1], byGroup[2];

static void tally(Tally* t, VkResult res)
{
    ++t->calls;
    t->accepted += res == VK_SUCCESS;
}

static void print_tallies(const char* what, const char* const* names, const Tally* tallies, unsigned count)
{
    unsigned i;
    fprintf(stderr, "fuzz_allreduce: %s (calls/accepted):", what);
    for (i = 0; i < count; ++i)
        fprintf(stderr, "%s %s %llu/%llu", i ? "," : "", names[i], tallies[i].calls, tallies[i].accepted);
    fprintf(stderr, "\n");
}

/* The names of the entry points that accepted no call, or NULL. */
static const char* never_accepted(char* names, size_t size)
{
    unsigned api, c;
    names[0] = '\0';
    for (api = 0; api < 2; ++api) {
        for (c = 0; c < COLLECTIVES; ++c)
            if (byCollective[api][c].accepted == 0)
                snprintf(names + strlen(names), size - strlen(names), " %s", collectiveNames[api][c]);
        if (byGroup[api].accepted == 0)
            snprintf(names + strlen(names), size - strlen(names), " %s", groupNames[api]);
    }
    return names[0] ? names : NULL;
}

static void print_depth(void)
{
    char missing[512];
    unsigned api;
    fprintf(stderr, "fuzz_allreduce: %llu inputs, %llu created a communicator (%llu with pMultiProcess), %llu "
            "collectives submitted, %llu rounds recorded, %llu sends and receives in accepted groups\n", runs,
            created, createdAcrossProcesses, submitted, recorded, peerOpsAccepted);
    for (api = 0; api < 2; ++api)
        print_tallies(api ? "the record API" : "the submit API", collectiveNames[api], byCollective[api],
                      COLLECTIVES);
    print_tallies("groups of sends and receives", groupNames, byGroup, 2);
    print_tallies("by dataType", typeNames, byType, 7);
    print_tallies("by rank 0's output", outputNames, byOutput, OUTPUT_KINDS + 1);
    if (runs >= 1000 && created == 0) {
        fprintf(stderr, "fuzz_allreduce: no input created a communicator: the run tested create-info checks only\n");
        _exit(1);
    }
    if (runs >= 1000 && never_accepted(missing, sizeof missing)) {
        fprintf(stderr, "fuzz_allreduce: no call of%s was accepted: the run tested its input checks only\n",
                missing);
        _exit(1);
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv);

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc, (void)argv;
    atexit(print_depth);
    return 0;
}

static char logLine[1024];

static void keep_log(void* user, VkarLogSeverity severity, const char* message)
{
    (void)user;
    (void)severity;
    strncpy(logLine, message, sizeof logLine - 1); /* the formatting is what is exercised */
    if (getenv("FUZZ_VERBOSE"))
        fprintf(stderr, "log: %s\n", message);
}

static void draw_devices(Input* in)
{
    FakeDriverConfig fake;
    memset(&fake, 0, sizeof fake);
    fake.maxStorageBufferRange = (uint32_t)take(in, 3);      /* up to 16 MiB: slots stay small */
    fake.offsetAlignment = (VkDeviceSize)1 << (take(in, 1) % 10);
    fake.importAlignment = (VkDeviceSize)1 << (take(in, 1) % 17);
    fake.maxWorkgroups = (uint32_t)take(in, 4);
    fake.queueFamilies = (uint32_t)(take(in, 1) % 4);
    fake.familyFlags = (VkQueueFlags)take(in, 1);
    fake.memoryTypes = (uint32_t)(take(in, 1) % 4);
    fake.hostPointerTypes = (uint32_t)take(in, 1);
    fake.bufferSize = take(in, 4);
    fake_driver_reset(&fake);
}

/* An environment variable set from the input for creation, or none. */
static const char* draw_environment(Input* in, char* value, size_t size)
{
    static const char* const names[] = {"VKAR_SYNC", "VKAR_SPIN_US", "VKAR_TIMEOUT_MS", "VKAR_DISABLE", "VKAR_RELEASE"};
    const uint64_t which = take(in, 1) % 10;
    size_t length = (size_t)(take(in, 1) % size), i;
    if (which >= COUNT_OF(names))
        return NULL;
    for (i = 0; i < length && in->size; ++i)
        value[i] = (char)(take(in, 1) % 95 + 32);
    value[i] = '\0';
    setenv(names[which], value, 1);
    return names[which];
}

/* The transport succeeds or fails as the input says. It leaves `data`
 * alone: the fake driver reports every round finished at once, before the
 * bridge hands it over, so a call may already have freed the slots that a
 * retired round's host sum lies in (with a real driver a round finishes
 * only after its release, which follows the transport). */
static VkResult fuzz_transport(void* user, float* data, uint64_t count, VkBool32 valid)
{
    (void)data, (void)count;
    return *(const int*)user || !valid ? VK_ERROR_DEVICE_LOST : VK_SUCCESS;
}

static VkResult fuzz_reduce_host(void* user, void* data, uint64_t count, VkarDataType type, VkarReduceOp op,
                                 VkBool32 valid)
{
    (void)type, (void)op;
    return fuzz_transport(user, (float*)data, count, valid);
}

static int transportFails;
static VkarTransport transport;

/* The transport's functions present or not as the create-info's `present` bits say. */
static const VkarTransport* draw_transport(uint64_t present)
{
    if (!(present & 4))
        return NULL;
    transport.pfnAllreduceHost = present & 8 ? fuzz_transport : NULL;
    transport.pUserData = &transportFails;
    transport.pfnReduceHost = present & 32 ? fuzz_reduce_host : NULL;
    transportFails = (present & 16) != 0;
    return &transport;
}

/* Ranks in several processes, all held by this one, numbered in order or
 * reversed; one input in eight of each kind breaks something: the id, the
 * numbers, the global count (one too many waits out the timeout for the
 * other process to join). */
static VkarMultiProcessInfo multiProcess;
static uint32_t globalRanks[MAX_FUZZ_RANKS];

static const VkarMultiProcessInfo* draw_multi_process(Input* in, uint64_t present, uint32_t rankCount)
{
    const int reversed = (present & 0x200) != 0;
    uint32_t i;
    if (!(present & 0x100))
        return NULL;
    memset(&multiProcess, 0, sizeof multiProcess);
    if (take(in, 1) % 8 == 7)
        memcpy(multiProcess.uniqueId.text, in->data, in->size < 8 ? in->size : 8);
    else
        vkarGetUniqueId(&multiProcess.uniqueId);
    multiProcess.globalRankCount = rankCount;
    if (take(in, 1) % 8 == 7)
        multiProcess.globalRankCount += (uint32_t)(take(in, 1) % 3) - 1;
    multiProcess.pGlobalRanks = take(in, 1) % 8 == 7 ? NULL : globalRanks;
    for (i = 0; i < MAX_FUZZ_RANKS; ++i)
        globalRanks[i] = reversed && i < rankCount ? rankCount - 1 - i : i;
    if (take(in, 1) % 8 == 7)
        globalRanks[take(in, 1) % MAX_FUZZ_RANKS] = (uint32_t)take(in, 1) % (MAX_FUZZ_RANKS + 1);
    return &multiProcess;
}

static VkarCommCreateInfo draw_create_info(Input* in, VkarRankInfo* ranks)
{
    const uint64_t present = take(in, 2);
    VkarCommCreateInfo info;
    uint32_t i;
    memset(&info, 0, sizeof info);
    info.rankCount = (uint32_t)(take(in, 1) % (MAX_FUZZ_RANKS + 1));
    info.pRanks = present & 1 ? ranks : NULL;
    info.instance = present & 2 ? fake_driver_instance() : VK_NULL_HANDLE;
    info.pfnGetInstanceProcAddr = fake_driver_get_instance_proc_addr;
    info.syncMode = (VkarSyncMode)(int32_t)take(in, 1) - 1;
    info.spinMicroseconds = 1 + (uint32_t)(take(in, 1) % 4); /* a spinning bridge would slow every input */
    info.f16WireMinBytes = take(in, 8);
    info.pfnLog = keep_log;
    info.maxSlotBytes = take(in, 4);
    info.flags = (VkarCommCreateFlags)take(in, 1);
    info.timeoutNanoseconds = take(in, 4) % 1000000;
    info.releaseMode = (VkarReleaseMode)(take(in, 1) % 4); /* one value out of range */
    info.pTransport = draw_transport(present);
    info.pMultiProcess = draw_multi_process(in, present, info.rankCount);
    if (info.pMultiProcess && info.timeoutNanoseconds == 0)
        info.timeoutNanoseconds = 1; /* not the default 10 s a join may wait */
    for (i = 0; i < MAX_FUZZ_RANKS; ++i) {
        const uint64_t bits = take(in, 1);
        ranks[i].physicalDevice = bits & 1 ? fake_driver_physical_device() : VK_NULL_HANDLE;
        ranks[i].device = bits & 2 ? fake_driver_device(bits & 4 ? 0 : i) : VK_NULL_HANDLE;
        ranks[i].queue = bits & 8 ? fake_driver_queue(bits & 16 ? 0 : i) : VK_NULL_HANDLE;
        ranks[i].queueFamilyIndex = (uint32_t)((bits >> 5) % 4);
    }
    return info;
}

/* Per-rank arrays of a call, each present or NULL as the input says. */
typedef struct CallArrays {
    VkarBufferRange buffers[MAX_FUZZ_RANKS], outputs[MAX_FUZZ_RANKS];
    VkBool32 zero[MAX_FUZZ_RANKS];
    VkarSemaphoreValue waits[MAX_FUZZ_RANKS], signals[MAX_FUZZ_RANKS];
    VkCommandBuffer publish[MAX_FUZZ_RANKS], reduce[MAX_FUZZ_RANKS];
    VkarRankSubmitInfo submits[MAX_FUZZ_RANKS];
} CallArrays;

static uint64_t draw_count(Input* in)
{
    const uint64_t form = take(in, 1) % 4;
    return form == 0 ? take(in, 8) : form == 1 ? take(in, 1) : take(in, 3);
}

static void draw_arrays(Input* in, CallArrays* a)
{
    uint32_t i;
    for (i = 0; i < MAX_FUZZ_RANKS; ++i) {
        const uint64_t bits = take(in, 1);
        a->buffers[i].buffer = bits & 1 ? (VkBuffer)(uintptr_t)(CALLER_BUFFERS + i) : VK_NULL_HANDLE;
        a->buffers[i].offset = bits & 2 ? take(in, 8) : 4 * take(in, 1);
        a->zero[i] = (VkBool32)((bits >> 2) & 1);
        a->waits[i].semaphore = bits & 8 ? (VkSemaphore)(uintptr_t)(2000 + i) : VK_NULL_HANDLE;
        a->waits[i].value = take(in, 1);
        a->signals[i].semaphore = bits & 16 ? (VkSemaphore)(uintptr_t)(3000 + i) : VK_NULL_HANDLE;
        a->signals[i].value = take(in, 1);
        a->publish[i] = bits & 32 ? fake_driver_command_buffer(i) : NULL;
        a->reduce[i] = bits & 64 ? fake_driver_command_buffer(bits & 128 ? i : 7 - i) : NULL;
    }
}

typedef VkResult (*SubmitFunction)(VkarComm, const VkarAllreduceInfo*);
typedef VkResult (*RecordFunction)(VkarComm, const VkarCmdCollectiveInfo*, VkarRankSubmitInfo*, uint64_t*);
static const SubmitFunction submitFunctions[COLLECTIVES] = {vkarAllreduce, vkarReduce, vkarBroadcast,
                                                            vkarReduceScatter, vkarAllGather, vkarAllToAll};
static const RecordFunction recordFunctions[COLLECTIVES] = {vkarCmdAllreduce, vkarCmdReduce, vkarCmdBroadcast,
                                                            vkarCmdReduceScatter, vkarCmdAllGather,
                                                            vkarCmdAllToAll};

/* What a call of either API takes besides its arrays, count and wire. */
typedef struct Shape {
    unsigned collective;
    VkarDataType dataType;
    VkarReduceOp op;
    uint32_t root;
    VkFlags flags;
    int hasOutputs;
    unsigned outputKind[MAX_FUZZ_RANKS];
    uint64_t outputDelta[MAX_FUZZ_RANKS];
} Shape;

/* One call in sixteen has unknown flags, the others any of both APIs' two
 * bits (the submit API knows one). */
static VkFlags draw_flags(Input* in)
{
    const uint64_t flags = take(in, 1);
    return flags >= 0xF0 ? (VkFlags)(flags << 24 | flags) : (VkFlags)(flags & 3);
}

/* A root may be at or past the rank count; the flags as draw_flags draws
 * them; one call in four lacks pOutputs, which reduce-scatter, all-gather
 * and all-to-all require; each rank's output lies against its input as
 * output_range places it. */
static void draw_shape(Input* in, Shape* shape)
{
    uint64_t root;
    uint32_t i;
    shape->collective = (unsigned)(take(in, 1) % COLLECTIVES);
    shape->dataType = (VkarDataType)known_or_past_ends(take(in, 1), VKAR_DATA_TYPE_U32);
    shape->op = (VkarReduceOp)known_or_past_ends(take(in, 1), VKAR_REDUCE_OP_AVG);
    root = take(in, 1);
    shape->root = root == 0xFF ? UINT32_MAX : (uint32_t)(root % (MAX_FUZZ_RANKS + 2));
    shape->flags = draw_flags(in);
    shape->hasOutputs = take(in, 1) % 4 != 0;
    for (i = 0; i < MAX_FUZZ_RANKS; ++i) {
        shape->outputKind[i] = (unsigned)(take(in, 1) % OUTPUT_KINDS);
        shape->outputDelta[i] = take(in, 1);
    }
}

static void count_call(unsigned api, const Shape* shape, VkResult res)
{
    tally(&byCollective[api][shape->collective], res);
    tally(&byType[(int)shape->dataType + 1], res); /* -1 to 5 */
    tally(&byOutput[shape->hasOutputs ? shape->outputKind[0] : OUTPUT_KINDS], res);
}

/* Bytes of an element as the library sizes them: a 16-bit type's two, else four. */
static uint64_t element_bytes(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

/* Rank i's output, of the kind the shape drew for it, beside its input of
 * `count` elements. Its own block is block i: that of its global rank
 * unless pMultiProcess numbers the ranks reversed, where it is a wrong one.
 * Offsets wrap as unsigned numbers: a wrapped one is a bad input too. */
static VkarBufferRange output_range(const Shape* shape, uint32_t i, const VkarBufferRange* input, uint64_t count)
{
    const uint64_t delta = shape->outputDelta[i], ownBlock = count * element_bytes(shape->dataType) * i;
    VkarBufferRange out = *input;
    switch (shape->outputKind[i]) {
    case OUTPUT_APART:
        out.buffer = (VkBuffer)(uintptr_t)(CALLER_BUFFERS + MAX_FUZZ_RANKS + i);
        out.offset = 4 * delta;
        break;
    case OUTPUT_OWN_BLOCK:
        out.offset = shape->collective == ALL_GATHER ? input->offset - ownBlock : input->offset + ownBlock;
        break;
    case OUTPUT_ABOVE:
        out.offset += 4 * (delta + 1);
        break;
    case OUTPUT_BELOW:
        out.offset -= 4 * (delta + 1);
        break;
    case OUTPUT_NULL_BUFFER:
        out.buffer = VK_NULL_HANDLE;
        break;
    case OUTPUT_MISALIGNED:
        out.offset += 1 + delta % 3;
        break;
    case OUTPUT_PAST_END:
        out.offset = (UINT64_MAX & ~(uint64_t)3) - 4 * delta;
        break;
    default: /* OUTPUT_IN_PLACE */
        break;
    }
    return out;
}

static const VkarBufferRange* outputs_for(const Shape* shape, CallArrays* a, uint64_t count)
{
    uint32_t i;
    if (!shape->hasOutputs)
        return NULL;
    for (i = 0; i < MAX_FUZZ_RANKS; ++i)
        a->outputs[i] = output_range(shape, i, &a->buffers[i], count);
    return a->outputs;
}

/* The library never returns a positive code (since 0.6.0 not even
 * vkarGetCommStatus, which returned VK_NOT_READY while rounds were in
 * flight), nor one vkarGetResultString does not name as its own: either is
 * a bug the fuzzer stops on. */
static VkResult no_positive(VkResult res)
{
    if (res > 0 || strstr(vkarGetResultString(res), "not a code vk_allreduce returns"))
        abort();
    return res;
}

/* A collective of the submit API. The draws after the arrays: count, wire,
 * algorithm, then the shape. */
static void submit_call(Input* in, VkarComm comm, uint64_t bits, CallArrays* a)
{
    VkarAllreduceInfo info;
    Shape shape;
    VkResult res;
    memset(&info, 0, sizeof info);
    info.count = draw_count(in);
    info.wire = (VkarWire)known_or_past_ends(take(in, 1), VKAR_WIRE_Q8);
    info.algorithm = (VkarAlgorithm)known_or_past_ends(take(in, 1), VKAR_ALGORITHM_TWO_SHOT);
    info.pBuffers = bits & 4 ? a->buffers : NULL;
    info.pZero = bits & 8 ? a->zero : NULL;
    info.pWaits = bits & 16 ? a->waits : NULL;
    info.pSignals = bits & 32 ? a->signals : NULL;
    draw_shape(in, &shape);
    info.pOutputs = outputs_for(&shape, a, info.count);
    info.dataType = shape.dataType;
    info.op = shape.op;
    info.root = shape.root;
    info.flags = shape.flags;
    res = no_positive(submitFunctions[shape.collective](comm, bits & 128 ? &info : NULL));
    count_call(0, &shape, res);
    submitted += res == VK_SUCCESS;
}

/* vkarReleaseRound of a recorded call's round where pRankSubmits was given
 * (bit 64 of the call's bits; without it the call was refused), else of a
 * drawn one: mostly not the round recorded. */
static void release_round(Input* in, VkarComm comm, uint64_t bits, uint64_t round)
{
    no_positive(vkarReleaseRound(comm, bits & 64 ? round : take(in, 2)));
}

/* A collective of the record API, then vkarReleaseRound of its round (or
 * of a drawn one). The draws after the arrays: count, wire, the shape, and
 * the drawn round. */
static void record_call(Input* in, VkarComm comm, uint64_t bits, CallArrays* a)
{
    VkarCmdCollectiveInfo info;
    uint64_t round = 0;
    Shape shape;
    VkResult res;
    memset(&info, 0, sizeof info);
    info.collective.count = draw_count(in);
    info.collective.wire = (VkarWire)known_or_past_ends(take(in, 1), VKAR_WIRE_Q8);
    info.collective.pBuffers = bits & 4 ? a->buffers : NULL;
    info.collective.pZero = bits & 8 ? a->zero : NULL;
    info.pPublishCommandBuffers = bits & 16 ? a->publish : NULL;
    info.pReduceCommandBuffers = bits & 32 ? a->reduce : NULL;
    draw_shape(in, &shape);
    info.collective.pOutputs = outputs_for(&shape, a, info.collective.count);
    info.collective.dataType = shape.dataType;
    info.collective.op = shape.op;
    info.collective.root = shape.root;
    info.flags = shape.flags;
    res = no_positive(recordFunctions[shape.collective](comm, bits & 128 ? &info : NULL,
                                                        bits & 64 ? a->submits : NULL, &round));
    count_call(1, &shape, res);
    recorded += res == VK_SUCCESS;
    release_round(in, comm, bits, round);
}

/* ---- Groups of sends and receives ----------------------------------------- */

/* Ops drawn per group; each send may bring its receive, so a group holds
 * up to twice as many. */
#define MAX_DRAWN_OPS 8

/* A value of an enum whose known values are 0..last, for an op of a group:
 * a group is accepted only if every op is, so one byte in sixteen, not
 * known_or_past_ends' two in last + 3, gives the unknown -1 or last + 1. */
static int32_t mostly_known(uint64_t byte, int32_t last)
{
    if (byte >= 0xF0)
        return byte & 1 ? -1 : last + 1;
    return (int32_t)(byte % (uint64_t)(last + 1));
}

/* An op's rank or peer: one byte, most values a rank below the rank count
 * (at least 1 once created; with pMultiProcess the global count too, as
 * this process holds every process's ranks), one in sixteen one at or past
 * it (0xFF: UINT32_MAX). */
static uint32_t draw_op_rank(Input* in, uint32_t rankCount)
{
    const uint64_t byte = take(in, 1);
    if (byte == 0xFF)
        return UINT32_MAX;
    return byte >= 0xF0 ? rankCount + (uint32_t)(byte % 4) : (uint32_t)(byte % rankCount);
}

/* An op's count, by its first byte: 0; small (one byte); large (three
 * bytes: several rounds where the slot is small, refused past 64); or any
 * (eight bytes: mostly past every buffer, or a size that wraps). */
static uint64_t draw_op_count(Input* in)
{
    const uint64_t form = take(in, 1) % 8;
    return form == 0 ? 0 : form == 7 ? take(in, 8) : form == 6 ? take(in, 3) : take(in, 1);
}

/* What an op's range lies in, by the low three bits of its byte: 0 to 3
 * one of the caller's buffers (the byte's high bits say which), else: */
enum {
    OP_BUFFER_EXACT = 4, /* a fake_driver_buffer that ends where the range does */
    OP_BUFFER_SHORT,     /* ... one byte before it */
    OP_BUFFER_DRAWN,     /* ... of a drawn size (three bytes) */
    OP_BUFFER_NULL       /* VK_NULL_HANDLE */
};

/* A range of `bytes`: its offset (one byte: in 64-byte steps, aligned for
 * every type and far enough apart that small ranges in one buffer seldom
 * overlap; one in twenty misaligned by 1 to 3 bytes; four values aligned
 * near 2^64, where the range's end wraps), then its buffer. Sizes wrap as
 * unsigned numbers: a wrapped one is a bad input too. The fake driver
 * makes 64 sized buffers per input, then VK_NULL_HANDLE: a call with no
 * buffer. */
static VkarBufferRange draw_op_range(Input* in, uint64_t bytes)
{
    const uint64_t place = take(in, 1), where = take(in, 1);
    VkarBufferRange range;
    if (place < 0xF0)
        range.offset = 64 * place;
    else if (place < 0xFC)
        range.offset = 64 * (place - 0xF0) + 1 + place % 3;
    else
        range.offset = (UINT64_MAX & ~(uint64_t)63) - 64 * (place - 0xFC);
    switch (where % 8) {
    case OP_BUFFER_EXACT:
        range.buffer = fake_driver_buffer(range.offset + bytes);
        break;
    case OP_BUFFER_SHORT:
        range.buffer = fake_driver_buffer(range.offset + bytes - 1);
        break;
    case OP_BUFFER_DRAWN:
        range.buffer = fake_driver_buffer(take(in, 3));
        break;
    case OP_BUFFER_NULL:
        range.buffer = VK_NULL_HANDLE;
        break;
    default: /* 0 to 3: the caller's */
        range.buffer = (VkBuffer)(uintptr_t)(CALLER_BUFFERS + (where >> 3) % (2 * MAX_FUZZ_RANKS));
        break;
    }
    return range;
}

/* The next op of a group into ops[0]: its kind (one byte: most often a
 * SEND, a RECV alone, one in sixteen an unknown type), rank, peer, count,
 * dataType and range. A SEND brings its matching RECV in ops[1] unless the
 * kind's bits 2 to 4 are clear, so that many groups match by construction
 * (random ops seldom do, and the library refuses a group with one op
 * unmatched); the RECV draws a range of its own, since a receive's range
 * must meet no other range of its rank. Returns the ops written, 1 or 2. */
static uint32_t draw_peer_ops(Input* in, uint32_t rankCount, VkarPeerOp* ops)
{
    const uint64_t kind = take(in, 1);
    VkarPeerOp* op = &ops[0];
    if (kind >= 0xF0)
        op->type = (VkarPeerOpType)(kind & 1 ? -1 : VKAR_PEER_OP_RECV + 1);
    else
        op->type = kind % 4 == 3 ? VKAR_PEER_OP_RECV : VKAR_PEER_OP_SEND;
    op->rank = draw_op_rank(in, rankCount);
    op->peer = draw_op_rank(in, rankCount);
    op->count = draw_op_count(in);
    op->dataType = (VkarDataType)mostly_known(take(in, 1), VKAR_DATA_TYPE_U32);
    op->buffer = draw_op_range(in, op->count * element_bytes(op->dataType));
    if (op->type != VKAR_PEER_OP_SEND || (kind >> 2) % 8 == 0)
        return 1;
    ops[1] = *op;
    ops[1].type = VKAR_PEER_OP_RECV;
    ops[1].rank = op->peer;
    ops[1].peer = op->rank;
    ops[1].buffer = draw_op_range(in, op->count * element_bytes(op->dataType));
    return 2;
}

/* A group's ops, the rest of its info left to each API; returns the
 * flags, which each API keeps in its own field. The draws: how many ops
 * are drawn (up to MAX_DRAWN_OPS), the ops, the flags. pOps is NULL where
 * bit 4 of the call's bits is clear, whatever the count. */
static VkFlags draw_group(Input* in, uint32_t rankCount, uint64_t bits, VkarPeerOp* ops, VkarSendRecvInfo* group)
{
    uint32_t drawn = (uint32_t)(take(in, 1) % (MAX_DRAWN_OPS + 1));
    memset(group, 0, sizeof *group);
    for (; drawn > 0; --drawn)
        group->opCount += draw_peer_ops(in, rankCount, ops + group->opCount);
    group->pOps = bits & 4 ? ops : NULL;
    return draw_flags(in);
}

static void count_group(unsigned api, const VkarSendRecvInfo* group, VkResult res)
{
    tally(&byGroup[api], res);
    peerOpsAccepted += res == VK_SUCCESS ? group->opCount : 0;
}

/* vkarSendRecv, with waits and signals as a collective of the submit API
 * has them (bits 16 and 32). */
static void send_recv_call(Input* in, VkarComm comm, uint32_t rankCount, uint64_t bits, CallArrays* a)
{
    VkarPeerOp ops[2 * MAX_DRAWN_OPS];
    VkarSendRecvInfo info;
    VkResult res;
    info.flags = draw_group(in, rankCount, bits, ops, &info);
    info.pWaits = bits & 16 ? a->waits : NULL;
    info.pSignals = bits & 32 ? a->signals : NULL;
    res = no_positive(vkarSendRecv(comm, bits & 128 ? &info : NULL));
    count_group(0, &info, res);
}

/* vkarCmdSendRecv, with the arrays a collective of the record API has
 * (bits 16, 32 and 64) and the drawn flags as the record API's, then
 * vkarReleaseRound of its round (or of a drawn one). */
static void cmd_send_recv_call(Input* in, VkarComm comm, uint32_t rankCount, uint64_t bits, CallArrays* a)
{
    VkarPeerOp ops[2 * MAX_DRAWN_OPS];
    VkarCmdSendRecvInfo info;
    uint64_t round = 0;
    VkResult res;
    memset(&info, 0, sizeof info);
    info.flags = draw_group(in, rankCount, bits, ops, &info.sendRecv);
    info.pPublishCommandBuffers = bits & 16 ? a->publish : NULL;
    info.pReduceCommandBuffers = bits & 32 ? a->reduce : NULL;
    res = no_positive(vkarCmdSendRecv(comm, bits & 128 ? &info : NULL, bits & 64 ? a->submits : NULL, &round));
    count_group(1, &info.sendRecv, res);
    recorded += res == VK_SUCCESS;
    release_round(in, comm, bits, round);
}

static void query_calls(Input* in, VkarComm comm, uint64_t bits)
{
    VkarCommProperties props;
    VkarCommStatus status;
    no_positive(vkarGetCommStatus(comm, bits & 4 ? &status : NULL));
    vkarForgetBuffers(comm);
    vkarGetCommProperties(comm, &props);
    vkarResolveWire(comm, draw_count(in), (VkarWire)(int32_t)take(in, 1));
    vkarResolveAlgorithm(comm, draw_count(in), (VkarWire)(int32_t)take(in, 1), (VkarAlgorithm)(int32_t)take(in, 1));
    no_positive(vkarMoveThreadOffInterruptCpus(bits & 16 ? comm : VK_NULL_HANDLE));
    if (bits & 8)
        vkarAbortComm(comm);
}

/* One call: its first byte picks the API (its two low bits: 0 the submit
 * API, 1 a group of sends and receives, of the record API where bit 8 is
 * set, 2 the record API, 3 the queries) and which arrays it gets. */
static void run_call(Input* in, VkarComm comm, uint32_t rankCount)
{
    const uint64_t bits = take(in, 1);
    CallArrays a;
    draw_arrays(in, &a);
    if (bits % 4 == 0)
        submit_call(in, comm, bits, &a);
    else if (bits % 4 == 1 && !(bits & 8))
        send_recv_call(in, comm, rankCount, bits, &a);
    else if (bits % 4 == 1)
        cmd_send_recv_call(in, comm, rankCount, bits, &a);
    else if (bits % 4 == 2)
        record_call(in, comm, bits, &a);
    else
        query_calls(in, comm, bits);
}

#if VKAR__HAS_CPU_AFFINITY
/* Up to 5 digits, into *pValue; how many were read (0 or 6: not a CPU
 * number as the kernel writes one). */
static int read_cpu_number(const char** p, unsigned long* pValue)
{
    int digits = 0;
    *pValue = 0;
    while (**p >= '0' && **p <= '9' && digits < 6) {
        *pValue = *pValue * 10 + (unsigned long)(**p - '0');
        ++*p;
        ++digits;
    }
    return digits;
}

/* A reading of a list in the form the kernel writes ("0-3,8,10-11"),
 * written apart from the library's; 0 for anything else. */
static int read_kernel_cpu_list(const char* p, vkar__CpuMask* mask)
{
    memset(mask, 0, sizeof *mask);
    for (;;) {
        unsigned long first, last, cpu;
        int digits = read_cpu_number(&p, &first);
        if (digits == 0 || digits == 6)
            return 0;
        last = first;
        if (*p == '-') {
            ++p;
            digits = read_cpu_number(&p, &last);
            if (digits == 0 || digits == 6 || last < first)
                return 0;
        }
        for (cpu = first; cpu <= last && cpu < VKAR__MAX_CPUS; ++cpu)
            vkar__cpu_add(mask, (unsigned)cpu);
        if (*p != ',')
            return *p == '\0';
        ++p;
    }
}
#endif

/* The parser of procfs CPU lists on the input's first line (the bytes the
 * draws read too): any text is read safely, and one in the kernel's form
 * is read as read_kernel_cpu_list reads it. */
static void check_cpu_list(const uint8_t* data, size_t size)
{
#if VKAR__HAS_CPU_AFFINITY
    char text[64];
    vkar__CpuMask parsed, expected;
    size_t length = 0;
    while (length < size && length < sizeof text - 1 && data[length] != '\n')
        ++length;
    memcpy(text, data, length);
    text[length] = '\0';
    memset(&parsed, 0, sizeof parsed);
    vkar__add_cpu_list(text, &parsed);
    if (read_kernel_cpu_list(text, &expected) && memcmp(&parsed, &expected, sizeof parsed) != 0)
        abort();
#else
    (void)data;
    (void)size;
#endif
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    Input in = {data, size};
    VkarRankInfo ranks[MAX_FUZZ_RANKS];
    VkarCommCreateInfo info;
    VkarComm comm = VK_NULL_HANDLE;
    char envValue[24];
    const char* env;
    unsigned calls;
    draw_devices(&in);
    env = draw_environment(&in, envValue, sizeof envValue);
    info = draw_create_info(&in, ranks);
    if (take(&in, 1) % 8 == 0)
        vkarCreateComm(NULL, &comm);
    ++runs;
    if (no_positive(vkarCreateComm(&info, take(&in, 1) % 16 == 0 ? NULL : &comm)) == VK_SUCCESS && comm) {
        ++created;
        createdAcrossProcesses += info.pMultiProcess != NULL;
        for (calls = (unsigned)(take(&in, 1) % 5); calls > 0; --calls)
            run_call(&in, comm, info.rankCount);
    }
    vkarDestroyComm(comm);
    if (fake_driver_live_objects() != 0) /* a leak, or an object destroyed twice */
        abort();
    if (env)
        unsetenv(env);
    check_cpu_list(data, size);
    return 0;
}
