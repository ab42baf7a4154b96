/* What several areas of the suite use (tests/test_*.c; fixture.c defines
 * it): the fixture and send/recv ops on its buffers, gates, exact inputs
 * and their sums, the caller's command buffers, the record API's
 * submissions, Vulkan functions replaced through the loader, a transport's
 * other nodes, and checks of creation. */
#ifndef VKAR_TEST_FIXTURE_H
#define VKAR_TEST_FIXTURE_H

#include "harness.h"

#include <pthread.h>

/* The wires in the order the tests take them (AUTO last), and each
 * VkarWire's name (k_wire_names[VKAR_WIRE_F16] is "f16"). */
extern const VkarWire k_wires[4];
extern const char* const k_wire_names[5];
#define SECOND 1000000000ull
#define GUARD 0xdeadbeefu
/* The timeout of a communicator whose tests wait it out. */
#define SHORT_TIMEOUT_NS (300ull * 1000000ull)

/* ---- Fixture: a communicator, one buffer and one timeline per rank ------- */

typedef struct Fixture {
    uint32_t ranks;
    VkarComm comm;
    TestBuffer buf[MAX_RANKS];
    VkSemaphore sem[MAX_RANKS];
    uint64_t value; /* every rank's timeline sits here between calls */
} Fixture;

/* From fixture_open to fixture_close the harness holds the fixture
 * (harness.h): a failed CHECK closes it. Gates too, from gates_open to
 * gates_close; a failed CHECK opens them first. */
int fixture_open(Fixture* f, uint32_t ranks, VkDeviceSize bytes);
void fixture_close(Fixture* f);
/* fixture_open with rounds of 256 elements (maxSlotBytes 1024), so that
 * calls cross rounds. */
int fixture_open_small_rounds(Fixture* f, uint32_t ranks, VkDeviceSize bytes);

typedef struct Call {
    uint64_t count;
    VkarWire wire;
    VkDeviceSize offset;
    const VkBool32* zero;
    const VkarSemaphoreValue* waits;
    VkarAlgorithm algorithm;
    VkarAllreduceFlags flags;
    VkarDataType type;
    VkarReduceOp op;
    int outOfPlace; /* pOutputs: each rank's own buffer at outputOffset */
    VkDeviceSize outputOffset;
    uint32_t root;
    VkResult (*collective)(VkarComm, const VkarAllreduceInfo*); /* NULL: vkarAllreduce */
} Call;

VkResult fixture_submit(Fixture* f, const Call* c);
/* `call` with `info` as given, its pSignals replaced by each rank's
 * timeline at the next value. */
VkResult fixture_submit_info(Fixture* f, VkarAllreduceInfo info, VkResult (*call)(VkarComm, const VkarAllreduceInfo*));
int fixture_finish(Fixture* f);
int fixture_run(Fixture* f, const Call* c); /* fixture_submit, then fixture_finish */
uint32_t word_index(VkDeviceSize offset);   /* the index of the word at a byte offset */
/* One op of a send/recv group on rank's buffer from `offset`. f's ranks
 * are the group's first: a rank after them (another node's) has no buffer
 * here, VK_NULL_HANDLE. */
VkarPeerOp peer_op(const Fixture* f, VkarPeerOpType type, uint32_t rank, uint32_t peer, uint64_t count,
                   VkarDataType dataType, VkDeviceSize offset);

/* Gates: one timeline per rank that the host signals when a test says so. */
typedef struct Gates {
    uint32_t ranks;
    VkSemaphore sem[MAX_RANKS];
    VkarSemaphoreValue waits[MAX_RANKS]; /* each gate at value 1 */
    unsigned delayMs;
    pthread_t thread;
} Gates;

void gates_open(Gates* g, uint32_t ranks);
void gates_open_all(Gates* g);
void gates_open_later(Gates* g, unsigned ms);
void gates_close(Gates* g);
void sleep_ms(unsigned ms);

/* ---- Exact inputs and their sums ----------------------------------------- */

float exact_input(uint64_t e, uint32_t rank);
void fill_exact_inputs(Fixture* f, uint32_t k, uint64_t count, uint64_t salt);
void fill_exact_all(Fixture* f, uint64_t count, uint64_t salt); /* fill_exact_inputs on every rank */
int holds_exact_sums(const Fixture* f, uint64_t count, uint64_t salt);
int still_usable(Fixture* f);
/* One call of 1000 elements in which only rank `stuck` waits, on its gate. */
int submit_with_stuck_rank(Fixture* f, Gates* gates, uint32_t stuck);

/* ---- The caller's command buffers ---------------------------------------- */

VkCommandBuffer begin_commands(uint32_t rank);
VkResult submit_commands(uint32_t rank, VkCommandBuffer cmd, VkSemaphore wait, uint64_t waitValue,
                         VkPipelineStageFlags waitStage, VkSemaphore signal, uint64_t signalValue);

/* ---- The record API: the caller's submissions ---------------------------- */

typedef struct Recorded {
    VkCommandBuffer publish[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
    uint64_t round;
} Recorded;

/* The caller's vkQueueSubmit for the recorded submissions (NULL: the
 * loader's): the area "late_signals" delays publishes through it. */
extern PFN_vkQueueSubmit g_caller_queue_submit;

void begin_pair(Fixture* f, Recorded* rec);
VkResult submit_recorded(uint32_t rank, VkCommandBuffer cmd, uint32_t waitCount, const VkSemaphore* waits,
                         const uint64_t* waitValues, const VkPipelineStageFlags* stages, uint32_t signalCount,
                         const VkSemaphore* signals, const uint64_t* signalValues, VkSemaphore extra,
                         uint64_t extraValue);
int submit_publishes(Fixture* f, Recorded* rec);
int submit_reduces(Fixture* f, Recorded* rec);
int submit_pair(Fixture* f, Recorded* rec);
void free_pair(Fixture* f, Recorded* rec);
VkarCmdCollectiveInfo cmd_info(Fixture* f, Recorded* rec, VkarBufferRange* ranges, uint64_t count, VkarWire wire,
                              VkDeviceSize offset);

/* ---- Vulkan functions replaced through the loader ------------------------ */

/* One Vulkan function replaced: a table of them ends with { NULL, NULL }. */
typedef struct Intercept {
    const char* name;
    PFN_vkVoidFunction function;
} Intercept;

VkResult create_intercepted(VkarCommCreateInfo* info, const Intercept* intercepts, VkarComm* pComm);
int fixture_open_with(Fixture* f, uint32_t ranks, uint64_t timeoutNs, const Intercept* intercepts);
/* With k_failing_submit, the next vkQueueSubmit on g_fail_queue fails. */
extern VkQueue g_fail_queue;
extern const Intercept k_failing_submit[];
/* With k_hanging, vkGetEventStatus reads every event of g_hung_device as
 * set, as on a GPU hung in a round; stored atomically, as the bridge thread
 * reads it. */
extern VkDevice g_hung_device;
extern const Intercept k_hanging[];

/* amdgpu's userptr rule (tests/anon_only.h), for create_intercepted:
 * host-pointer imports of memory with a file behind it refused by
 * vkAllocateMemory, as RADV refuses them, and by
 * vkGetMemoryHostPointerPropertiesEXT too where `inProperties` (RADV's
 * answers without looking); and how many it has refused in this process. */
const Intercept* amdgpu_rule_intercepts(int inProperties);
int amdgpu_rule_refusals(void);

/* ---- A transport's other nodes ------------------------------------------- */

/* A stand-in for the other nodes: adds what a second node of `ranks` ranks
 * holding exact_input(e + salt, ranks + k) would have summed, and fails the
 * transport call numbered failAt (0: never). A call of `callCount`
 * elements reaches it in pieces, in order: `first` is the next one's. */
typedef struct FakeNodes {
    uint32_t ranks;
    uint64_t salt;
    uint64_t callCount, first;
    int calls, failAt;
    int invalidCalls; /* calls whose data the node said was meaningless */
} FakeNodes;

VkResult fake_nodes_sum(void* user, float* data, uint64_t count, VkBool32 valid);

/* ---- Host allocations, counted ------------------------------------------- */

/* VkarCommCreateInfo::pAllocationCallbacks that count allocations and frees
 * and fail the allocation numbered failAt (from 0; -1: none), then none
 * (failAt is set back to -1). Atomic: the library's threads allocate too. */
typedef struct CountingAllocator {
    int allocations, frees, failAt;
} CountingAllocator;

VkAllocationCallbacks counting_callbacks(CountingAllocator* counter);

/* ---- Creation ------------------------------------------------------------ */

/* 0 when vkarGetLastError is the last logged line without its prefix. */
int last_error_is_last_log(void);
/* vkarCreateComm fails with `expected`, a log line containing `logged`,
 * and that line as vkarGetLastError. */
int expect_create_error(const VkarCommCreateInfo* info, VkResult expected, const char* logged);
/* make_comm(2) with the environment variable `name` set to `value` for the
 * creation only: it returns `expected`, *props (if not NULL) the properties. */
int create_with_env(const char* name, const char* value, VkResult expected, VkarCommProperties* props);
/* The same with VkarCommCreateInfo::flags set to `flags`. */
int create_with_env_flags(const char* name, const char* value, VkarCommCreateFlags flags, VkResult expected,
                          VkarCommProperties* props);

#endif
