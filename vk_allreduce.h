/* vk_allreduce.h - v0.8.0 - sum buffers across several Vulkan devices
 *
 * OVERVIEW
 *
 *   An all-reduce across N Vulkan devices of one machine (sum, prod, min,
 *   max or avg of F32, F16, BF16, I32 or U32; also a reduce to one rank, a
 *   broadcast, a reduce-scatter, an all-gather, and sends and receives
 *   between ranks with all-to-all), for tensor- and pipeline-parallel
 *   inference where no vendor library serves: AMD, Intel, NVIDIA and
 *   mixed-vendor machines. Every rank (one VkDevice + one VkQueue) writes its
 *   contribution into a slot of one host allocation that every device
 *   imports (VK_EXT_external_memory_host); once all ranks have published,
 *   each rank combines its peers' slots and its own contribution into its
 *   own buffer. A library thread (the host bridge) sees the publishes
 *   complete through timeline semaphores and releases the reduces. The
 *   compute kernels are embedded below as SPIR-V: nothing is loaded from
 *   disk.
 *
 *   Every rank gets bit-identical results, run after run, with either
 *   algorithm (VkarAlgorithm): each rank sums in rank order 0..N-1 with F32
 *   accumulation, its own contribution passed through the wire format
 *   like its peers'.
 *
 *   The ranks may live in several processes of one machine
 *   (VkarCommCreateInfo::pMultiProcess, docs/processes.md), and each
 *   machine's communicator may sum across machines through a transport
 *   (VkarTransport; vk_allreduce_mpi.h is one over MPI, docs/mpi.md). How
 *   it works: docs/design.md. What it sees on a machine, and would choose
 *   there: tools/vkar_info.c (make info, docs/vkar_info.md).
 *
 * USAGE
 *
 *   In exactly one C or C++ file:
 *
 *       #define VK_ALLREDUCE_IMPLEMENTATION
 *       #include "vk_allreduce.h"
 *
 *   Elsewhere include it without the define. With volk (or any loader that
 *   sets VK_NO_PROTOTYPES), include volk.h first and pass
 *   vkGetInstanceProcAddr in VkarCommCreateInfo::pfnGetInstanceProcAddr.
 *   In the implementation file on POSIX systems (not on Windows), unless
 *   _POSIX_C_SOURCE or _GNU_SOURCE is already defined, the header defines
 *   _POSIX_C_SOURCE 200809L (for posix_memalign and clock_gettime under
 *   strict C99), which hides GNU and BSD declarations from the system
 *   headers that file includes after it: define _GNU_SOURCE first there if
 *   it needs them.
 *
 *       VkarRankInfo ranks[2] = {
 *           { physicalDevice0, device0, queue0, queueFamily0 },
 *           { physicalDevice1, device1, queue1, queueFamily1 },
 *       };
 *       VkarCommCreateInfo createInfo = {0};
 *       createInfo.rankCount = 2;
 *       createInfo.pRanks = ranks;
 *       createInfo.instance = instance;
 *       VkarComm comm;
 *       if (vkarCreateComm(&createInfo, &comm) != VK_SUCCESS) { ... use your own fallback ... }
 *
 *       VkarBufferRange buffers[2] = { { buffer0, 0 }, { buffer1, 0 } };
 *       VkarSemaphoreValue ready[2] = { { timeline0, 41 }, { timeline1, 41 } };
 *       VkarSemaphoreValue summed[2] = { { timeline0, 42 }, { timeline1, 42 } };
 *       VkarCollectiveInfo info = {0};
 *       info.count = elementCount;            // F32 elements per rank
 *       info.pBuffers = buffers;              // summed in place
 *       info.pWaits = ready;                  // optional: start after these
 *       info.pSignals = summed;               // optional: signalled when done
 *       vkarAllreduce(comm, &info);
 *       ...
 *       vkarDestroyComm(comm);
 *
 * CONTENTS
 *
 *   This comment, the public API with its documentation, then the
 *   implementation in dependency order, each section opening with a comment
 *   line "---- Name ----" (grep -n '^/\* ---- ' lists them); the last,
 *   Generated SPIR-V, is the one region written by spirv_embed. After the
 *   implementation come the revision history and the license. The
 *   sections:
 *
 *     Platform: threads, locks, clock, aligned memory, file descriptors
 *     Platform: atomics
 *     Platform: the CPUs that take a GPU's interrupts (Linux)
 *     Platform: open file description locks (Linux)
 *     Platform: shared memory (Linux)
 *     Platform: sync files (Linux)
 *     Constants
 *     Loader table
 *     Communicator state
 *     Collectives: traits
 *     Host memory, logging, deadlines, arithmetic
 *     Loader table: filling it
 *     Ranks: properties; the create-info checks
 *     Slots
 *     Processes: the shared mapping and vkarGetUniqueId
 *     Kernels
 *     Ranks: per-round resources, setting up and tearing down a rank
 *     Library threads: off the GPUs' interrupt CPUs
 *     Bridge thread, and the communicator's failure
 *     SYNC_FD mode: choosing it, the exporter thread, export and import
 *     Collectives: checks
 *     Point to point: checks, matching, the schedule
 *     Collectives: record
 *     Point to point: record
 *     Collectives: submit, and waiting for rounds
 *     Public functions: calls, status and queries
 *     Public functions: creation and destruction
 *     Generated SPIR-V
 *
 * CALLER REQUIREMENTS
 *
 *   - Each VkDevice enables VK_EXT_external_memory_host and the
 *     timelineSemaphore feature (Vulkan 1.2, or VK_KHR_timeline_semaphore).
 *     Nothing else: the 16-bit and 8-bit wire formats are packed with
 *     integer operations.
 *     vkarCreateComm reports a device without the extension.
 *   - Each rank's queue belongs to a compute-capable family.
 *   - Buffers are created with VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, those of
 *     vkarSendRecv's sends and receives with VK_BUFFER_USAGE_TRANSFER_SRC_BIT
 *     and VK_BUFFER_USAGE_TRANSFER_DST_BIT (and vkarAllToAll's inputs and
 *     outputs); offsets are multiples of the element's size (4 bytes, 2 for
 *     F16 and BF16; not only of minStorageBufferOffsetAlignment). A
 *     collective's range of 16-bit elements extends to a whole 4-byte word:
 *     an odd count that ends the buffer needs 2 bytes more (the kernels
 *     write 16-bit elements through their words, keeping the other half).
 *   - The instance is Vulkan 1.1 or newer (vkGetPhysicalDeviceProperties2).
 *
 * THREAD SAFETY
 *
 *   Calls on one VkarComm are externally synchronized, like calls on a
 *   VkQueue: do not make two at once. vkarGetCommStatus, vkarAbortComm and
 *   vkarMoveThreadOffInterruptCpus are the exceptions: any thread may call
 *   them at any time before vkarDestroyComm. vkarGetResultString,
 *   vkarGetVersion and vkarGetUniqueId take no communicator: any thread,
 *   any time. The calls that submit to the ranks' queues are
 *   vkarAllreduce, vkarDestroyComm (a fence behind the last round, waited
 *   for up to the timeout) and vkarCreateComm in SYNC_FD mode (one batch
 *   per queue that starts the driver's submit thread, waited for up to the
 *   timeout): during these no other thread may use those queues, and
 *   creation queued behind work that waits on a semaphore not yet
 *   signalled blocks for the timeout, then fails (AUTO cannot fall back to
 *   the bridge then: that batch is still queued). Different communicators
 *   are independent. The library's own threads (the bridge; in SYNC_FD
 *   mode also one that exports the publishes) touch only its semaphores,
 *   never the queues, and may call pfnLog.
 *
 * ERRORS
 *
 *   Every failure is a negative VkResult; no function returns a positive
 *   code. vkarGetLastError says why the calling thread's last failed call
 *   failed (a success leaves it), and VkarCommCreateInfo::pfnLog, where
 *   there is one, gets the same line as VKAR_LOG_SEVERITY_ERROR (what the
 *   library recovers from comes as a WARNING). vkarGetResultString names any code in a phrase. In short:
 *   VK_ERROR_VALIDATION_FAILED_EXT, an argument is invalid: fix the call;
 *   VK_ERROR_FEATURE_NOT_PRESENT or VK_ERROR_EXTENSION_NOT_PRESENT, the
 *   devices or the platform cannot: take your own fallback;
 *   VK_ERROR_TOO_MANY_OBJECTS, the rounds a call waited for did not finish
 *   in time: call again later; VK_ERROR_DEVICE_LOST, the communicator is
 *   lost: destroy it; VK_ERROR_INITIALIZATION_FAILED, creation failed for
 *   a reason other than its arguments; VK_ERROR_OUT_OF_HOST_MEMORY, or a
 *   driver's error passed on. Each function's comment lists its own.
 *
 * CONFIGURATION (define before the implementation include)
 *
 *   VK_ALLREDUCE_STATIC      make the public functions static
 *   VKAR_MALLOC(size), VKAR_FREE(ptr)
 *                            used when no VkAllocationCallbacks are given;
 *                            define both or neither
 *   VKAR_ALIGNED_MALLOC(size, alignment), VKAR_ALIGNED_FREE(ptr)
 *                            the slot allocation; default posix_memalign/free
 *                            (Windows: _aligned_malloc/_aligned_free);
 *                            define both or neither
 *   VKAR_THREAD_CREATE(thread, start, arg)
 *                            starts the library's threads, void* (*start)(void*),
 *                            into *thread (a pthread_t; Windows: a HANDLE);
 *                            returns 0 on success; default
 *                            pthread_create(thread, NULL, start, arg), on
 *                            Windows CreateThread
 *   VKAR_EXPORT_WAIT_NS      SYNC_FD mode: how long vkarAllreduce waits for
 *                            a round's exports before the host bridge
 *                            releases that round instead; default 5000000
 *                            (5 ms)
 *   VKAR_MERGE_SYNC_FILES(a, b)
 *                            SYNC_FD mode with more than two ranks: a new
 *                            sync file that signals once sync files a and b
 *                            have (neither is closed), or -1 with errno set;
 *                            default the kernel's SYNC_IOC_MERGE (Linux;
 *                            elsewhere SYNC_FD mode needs it defined)
 *   VKAR_ASSERT(cond)        checks an invariant of the implementation;
 *                            default assert() (off under NDEBUG)
 *
 * PLATFORMS
 *
 *   Linux: both sync modes (SYNC_FD needs a Mesa driver that exports
 *   binary semaphores as SYNC_FD). Other POSIX systems are untested; the
 *   threads need pthread_condattr_setclock with CLOCK_MONOTONIC, which
 *   macOS lacks, so the implementation refuses to build there. Windows (MSVC,
 *   MinGW-w64, clang-cl): the host-bridge mode, on Win32 threads, SRW locks
 *   and condition variables; VKAR_SYNC_MODE_SYNC_FD is refused there with
 *   VK_ERROR_FEATURE_NOT_PRESENT and AUTO picks the bridge. Ranks in
 *   several processes (pMultiProcess) need Linux: POSIX shared memory
 *   (shm_open; glibc before 2.34 links it from -lrt), open file
 *   description locks (Linux 3.15) and a random source (getrandom, or
 *   /dev/urandom).
 *
 * RELEASES
 *
 *   0.8.0 (2026-12-07): VkarCollectiveInfo names the five collectives'
 *     parameters (VkarAllreduceInfo stays, a typedef); the record API's
 *     VkarCmdCollectiveInfo holds them in `collective`, beside its command
 *     buffers (0.7 code that records calls changes its field names); the
 *     same speed, from a smaller implementation built on a table of the
 *     collectives.
 *   0.7.1 (2026-12-07): fixes: a node's failed creation fails every
 *     node's instead of hanging them; nodes agree on one round size;
 *     vkarDestroyComm after vkarAbortComm frees instead of leaking;
 *     a failed SYNC_FD export moves later rounds to the bridge;
 *     vkarGetLastError keeps the last failure's reason.
 *   0.7.0 (2026-12-05): exact by default (a zero-initialised call sends
 *     F32; VKAR_WIRE_AUTO is asked for by name); vkarGetLastError; log
 *     severities (pfnLog takes a VkarLogSeverity); result strings of one
 *     phrase; VKAR_ALLREDUCE_HOST_READ_BIT and
 *     VKAR_CMD_ALLREDUCE_HOST_READ_BIT; VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT;
 *     reduction ops (sum, prod, min, max, avg) on F32, F16, BF16, I32 and
 *     U32 buffers, across nodes too (VkarTransport::pfnReduceHost);
 *     out of place (pOutputs); vkarReduce, vkarBroadcast,
 *     vkarReduceScatter and vkarAllGather, with their record-API forms.
 *   0.6.1 (2026-12-03): fixes wrong sums with two ranks in SYNC_FD mode
 *     (0.6.0); the event release only where its wait is safe; slots only
 *     in host-coherent memory, passed between queue families as the spec
 *     asks; device limits checked at creation.
 *   0.6.0 (2026-12-02): errors a caller can act on: vkarGetResultString;
 *     VK_ERROR_VALIDATION_FAILED_EXT for every bad argument, creation's
 *     too; vkarGetCommStatus returns VK_SUCCESS while rounds are in flight;
 *     SYNC_FD rounds with N exports and N imports; a leaner record API.
 *   0.5.2 (2026-12-02): a failed SYNC_FD export or import in vkarAllreduce
 *     returns VK_SUCCESS (the host bridge releases the round, exact sums).
 *
 *   Every release, with what it changed: REVISION HISTORY at the end of
 *   this file.
 *
 * LICENSE
 *
 *   MIT or public domain, your choice: see the end of this file.
 */

/* posix_memalign and clock_gettime under strict C99/C11: this takes effect
 * only if the header comes before any system header in the implementation
 * file (otherwise compile with -D_POSIX_C_SOURCE=200809L). */
#if defined(VK_ALLREDUCE_IMPLEMENTATION) && !defined(_WIN32) && !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#ifndef VK_ALLREDUCE_H
#define VK_ALLREDUCE_H

#include <stdint.h>
#include <vulkan/vulkan.h>

/* Semantic versioning: from 1.0 a MINOR release only adds to the API and a
 * MAJOR one may change it; until 1.0 a MINOR release may change it too
 * (the revision history says how), a PATCH release never does.
 * VK_ALLREDUCE_VERSION is MAJOR * 10000 + MINOR * 100 + PATCH, for
 * #if VK_ALLREDUCE_VERSION >= 601. */
#define VK_ALLREDUCE_VERSION_MAJOR 0
#define VK_ALLREDUCE_VERSION_MINOR 8
#define VK_ALLREDUCE_VERSION_PATCH 0
#define VK_ALLREDUCE_VERSION \
    (VK_ALLREDUCE_VERSION_MAJOR * 10000 + VK_ALLREDUCE_VERSION_MINOR * 100 + VK_ALLREDUCE_VERSION_PATCH)

#ifndef VKAR_API
#ifdef VK_ALLREDUCE_STATIC
#define VKAR_API static
#else
#define VKAR_API extern
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** A communicator: N ranks, their slots, kernels and synchronisation. */
VK_DEFINE_HANDLE(VkarComm)

/** What a log line reports (VkarCommCreateInfo::pfnLog). */
typedef enum VkarLogSeverity {
    /** A failure: the call returns an error (vkarGetLastError returns
     *  this line), or, from a library thread, the communicator is lost. */
    VKAR_LOG_SEVERITY_ERROR = 0,
    /** Recovered: the call succeeds on a slower path (a fallback to the
     *  host bridge, a round released by it, a leak at destroy). */
    VKAR_LOG_SEVERITY_WARNING = 1,
    /** What vkarCreateComm set up. */
    VKAR_LOG_SEVERITY_INFO = 2
} VkarLogSeverity;

/** How each rank's contribution travels through host memory. The default
 *  (0) is exact; a narrower wire is asked for by name. */
typedef enum VkarWire {
    /** Exact: 4 bytes per element. The default. */
    VKAR_WIRE_F32 = 0,
    /** F32 when count * 4 < VkarCommCreateInfo::f16WireMinBytes, else F16:
     *  from that size up the sums lose precision. */
    VKAR_WIRE_AUTO = 1,
    /** Half the bytes; rounded to nearest even, so magnitudes from 65520
     *  up become infinity (those between 65504 and 65520 round to 65504). */
    VKAR_WIRE_F16 = 2,
    /** Half the bytes; rounded to nearest even; F32's range with 8 bits of mantissa. */
    VKAR_WIRE_BF16 = 3,
    /** 8 bits an element: blocks of 32 elements, each an int8 times the
     *  block's power-of-two scale (OCP MXINT8's shape), 33 bytes a block,
     *  0.52 of F16's. Asked for by name only (AUTO never picks it): the
     *  all-reduce and the reduce of F32, F16 and BF16 buffers, op SUM or
     *  AVG, in one round per piece (VKAR_ALGORITHM_ONE_SHOT) and within one
     *  node. Every rank still gets the same bits, run after run, on every
     *  vendor: each rank quantises its input once, with integer operations
     *  only; every rank dequantises and combines the N blocks in rank order
     *  in F32 and rounds once to the buffer's type.
     *
     *  Quantisation of a rank's block x (subnormals flushed, as every wire
     *  does): the scale 2^e with the smallest e >= -127 such that
     *  max|x| <= 127 * 2^e; each x_i / 2^e rounded to nearest, ties to even
     *  (|q_i| <= 127). A block of zeros sends zeros; -0 arrives as +0; a
     *  block that holds an infinity or a NaN arrives as 32 NaNs.
     *
     *  Error bound, for each element of a SUM, against the exact sum s of
     *  the N inputs x_r (x'_r: r's dequantised value, e_r: its block's
     *  scale, u = 2^-24):
     *    |result - s| <= sum_r 2^(e_r - 1)         (half a step each; at
     *                                               most max|x_r| / 127 of r's block)
     *                  + N * 2^-126                 (values below F32's
     *                                               normal range flushed)
     *                  + (N - 1) u / (1 - (N - 1) u) * sum_r |x'_r|
     *                                              (the F32 additions)
     *  plus, for F16 and BF16 buffers, the rounding of the result to the
     *  type (half an ulp of it). AVG is that sum times 1 / N, rounded once. */
    VKAR_WIRE_Q8 = 4
} VkarWire;

/** What a buffer holds: each element is carried and combined as its type.
 *  The 16-bit wires (VkarWire) carry F32 buffers only; the 8-bit wire
 *  carries F32, F16 and BF16 buffers. */
typedef enum VkarDataType {
    VKAR_DATA_TYPE_F32 = 0,
    /** IEEE half precision, 2 bytes an element: combined in F32 as F32
     *  buffers are, the result rounded once to F16 (to nearest even); across
     *  nodes each node's F32 share, then the nodes' in node order (the
     *  transport gets F32), rounded once. */
    VKAR_DATA_TYPE_F16 = 1,
    /** bfloat16, 2 bytes an element: as F16. */
    VKAR_DATA_TYPE_BF16 = 2,
    /** 32-bit signed integers: SUM and PROD wrap, as NCCL's. */
    VKAR_DATA_TYPE_I32 = 3,
    /** 32-bit unsigned integers: SUM and PROD wrap. */
    VKAR_DATA_TYPE_U32 = 4
} VkarDataType;

/** How the ranks' elements combine. Every rank gets the same bits, run after
 *  run: each element combines ranks 0..N-1 in order. On floats every operand
 *  and partial result is made canonical first (subnormals flushed to zero
 *  of their sign, any NaN the quiet NaN 0x7fc00000), and each operation
 *  rounds once (round to nearest even). */
typedef enum VkarReduceOp {
    VKAR_REDUCE_OP_SUM = 0,
    VKAR_REDUCE_OP_PROD = 1,
    /** Floats: a NaN operand makes the result NaN; -0 is below +0. */
    VKAR_REDUCE_OP_MIN = 2,
    /** Floats: a NaN operand makes the result NaN; +0 is above -0. */
    VKAR_REDUCE_OP_MAX = 3,
    /** Floats: the sum times 1/N (1/N rounded to F32, then the product).
     *  Integers: the wrapped sum divided by N, truncated toward zero. */
    VKAR_REDUCE_OP_AVG = 4
} VkarReduceOp;

/** How vkarAllreduce moves the data (vkarCmdAllreduce always runs ONE_SHOT). */
typedef enum VkarAlgorithm {
    /** TWO_SHOT where a model of the link says it is faster, else ONE_SHOT:
     *  see vkarResolveAlgorithm. */
    VKAR_ALGORITHM_AUTO = 0,
    /** One exchange: every rank publishes its buffer, then sums its N - 1
     *  peers' slots. Each rank's link carries N times the wire bytes; one
     *  release per round. */
    VKAR_ALGORITHM_ONE_SHOT = 1,
    /** Reduce-scatter, then all-gather, through host memory: every rank
     *  publishes its buffer, sums 1/N of the elements from every slot and
     *  publishes that F32 share of the sum, then reads the other N - 1
     *  shares. Each rank's link carries about the same bytes however many
     *  ranks, where ONE_SHOT's grow with N (docs/design.md), for a second
     *  release. The sums are the same bits as ONE_SHOT's. A call takes two
     *  rounds per maxElementsPerRound elements. */
    VKAR_ALGORITHM_TWO_SHOT = 2
} VkarAlgorithm;

/** Bits of VkarCommCreateInfo::flags. */
typedef enum VkarCommCreateFlagBits {
    /** vkarAllreduce resubmits a ring entry's command buffers without
     *  recording them when a round asks on a rank for what they hold: the
     *  same buffer handle and offset, count, wire, pZero and algorithm,
     *  released the same way (in SYNC_FD mode on the GPUs or by the bridge),
     *  on a call's last round the same presence of the rank's pSignals, and
     *  slots that have not grown since. Round n uses entry n % 64, so calls
     *  that repeat with a period dividing 64 record nothing once 64 rounds
     *  have run; other calls record as without the flag.
     *
     *  After destroying a buffer passed to vkarAllreduce, call
     *  vkarForgetBuffers before the next vkarAllreduce: Vulkan may give
     *  the destroyed buffer's handle to a new one, and the call would run
     *  commands recorded for the old. */
    VKAR_COMM_CREATE_REUSE_COMMANDS_BIT = 0x00000001,
    /** The library's threads keep the CPU affinity they start with, and
     *  vkarMoveThreadOffInterruptCpus moves no thread. Without it each
     *  library thread moves itself off the CPUs that take the ranks' GPUs'
     *  interrupts as it starts (Linux; as vkarMoveThreadOffInterruptCpus
     *  does, except that the bridge may take the last CPU free of them). */
    VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT = 0x00000002,
    /** Every rank's device was created with VK_EXT_queue_family_foreign
     *  enabled. Around each publish and reduce the slots pass to and from
     *  another queue family: VK_QUEUE_FAMILY_FOREIGN_EXT with this flag
     *  where the ranks' devices or drivers differ
     *  (VkPhysicalDeviceIDProperties) or the ranks span processes, as the
     *  spec asks there; VK_QUEUE_FAMILY_EXTERNAL otherwise and without the
     *  flag (docs/options.md). */
    VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT = 0x00000004,
    /** The VKAR_* environment variables are not read: the create-info is
     *  all there is (VKAR_DISABLE included). For an engine that manages
     *  its own settings. */
    VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT = 0x00000008
} VkarCommCreateFlagBits;
typedef VkFlags VkarCommCreateFlags;

/** How a rank learns that every peer has published. */
typedef enum VkarSyncMode {
    /** SYNC_FD when every rank is a Mesa driver (RADV, Intel's ANV, NVK)
     *  that can export and import it, else the host bridge. */
    VKAR_SYNC_MODE_AUTO = 0,
    /** A library thread waits for every publish and signals every reduce. */
    VKAR_SYNC_MODE_HOST_BRIDGE = 1,
    /** Each publish signals a binary semaphore that is exported as a SYNC_FD
     *  and imported into every peer, whose reduce waits on it: the GPUs
     *  resolve the wait with no host hop. Needs VK_KHR_external_semaphore_fd
     *  enabled on every device; creation fails with
     *  VK_ERROR_FEATURE_NOT_PRESENT where a device cannot do it. */
    VKAR_SYNC_MODE_SYNC_FD = 2
} VkarSyncMode;

/** How the host bridge releases a round's reduces once every rank has
 *  published it (rounds that SYNC_FD releases on the GPUs do not use it). */
typedef enum VkarReleaseMode {
    /** TIMELINE. */
    VKAR_RELEASE_MODE_AUTO = 0,
    /** Each reduce submission waits on a timeline value that the bridge
     *  thread signals with vkSignalSemaphore. Within the Vulkan
     *  specification. */
    VKAR_RELEASE_MODE_TIMELINE = 1,
    /** Opt-in, outside the Vulkan specification
     *  (VUID-vkSetEvent-event-09543; the validation layer reports every
     *  release): each reduce begins with vkCmdWaitEvents on an event that
     *  the bridge thread sets with vkSetEvent while the command buffer is
     *  pending. vkarCreateComm refuses it with
     *  VK_ERROR_FEATURE_NOT_PRESENT unless every rank runs NVIDIA's
     *  proprietary driver or Mesa's lavapipe. Why, and what it gains:
     *  docs/options.md. */
    VKAR_RELEASE_MODE_EVENT = 2
} VkarReleaseMode;

/** Sums a host buffer across nodes (machines, or processes), for a
 *  communicator whose ranks are one node's: see VkarCommCreateInfo::pTransport.
 *  vk_allreduce_mpi.h implements it with MPI. Zero-initialise it: members
 *  may be appended. */
/** One message of VkarTransport::pfnExchangeHost: `bytes` bytes at `data`
 *  sent to node `node`, or received from it into `data`. */
typedef struct VkarHostMessage {
    /** The other node, 0..nodeCount-1. */
    uint32_t node;
    /** VK_FALSE: a send of data; VK_TRUE: a receive into it. */
    VkBool32 receive;
    void* data;
    uint64_t bytes;
} VkarHostMessage;

typedef struct VkarTransport {
    /** Required. Replaces data[0..count) with its sum over every node, the
     *  same bytes on every node, and returns VK_SUCCESS, or a negative code,
     *  which loses the communicator (VK_ERROR_DEVICE_LOST). Called on the
     *  bridge thread once per maxElementsPerRound elements of a call, in call
     *  order. Every node's communicator must make the same calls with the
     *  same counts; without pfnReduceHost, also with the same nonzero
     *  maxSlotBytes (with it, creation agrees on the round size).
     *
     *  valid VK_FALSE: this node's communicator is lost (or, in
     *  creation's calls to pfnReduceHost, its creation failed), and data
     *  is meaningless or NULL. The transport still takes part and returns
     *  a negative code on every node, so that the call fails everywhere
     *  (vk_allreduce_mpi.h does).
     *
     *  The library bounds none of its waits: vkarDestroyComm waits for a
     *  call in progress, and so does the release that follows
     *  vkarAbortComm. */
    VkResult (*pfnAllreduceHost)(void* pUserData, float* data, uint64_t count, VkBool32 valid);
    /** Passed to pfnAllreduceHost and pfnReduceHost. */
    void* pUserData;
    /** Optional: as pfnAllreduceHost for any op but AVG on 4-byte
     *  elements of `type` (F32, I32 or U32), combined in node order
     *  0..M-1 by VkarReduceOp's rules, so that every node gets the same
     *  bits. F32 sums still go to pfnAllreduceHost; F16 and BF16 buffers
     *  come as their nodes' F32 shares. NULL: the communicator runs F32,
     *  F16 and BF16 sums only. When set, every node's vkarCreateComm
     *  ends with two calls to it: a U32 SUM of its rank count, to learn
     *  the ranks of every node that AVG divides by (each node sums, the
     *  last copy scales), with valid VK_FALSE where this node's creation
     *  failed, so that creation fails on every node; then a U32 MIN of
     *  its largest slot, so that every node cuts a call into the same
     *  rounds (VkarCommProperties::maxElementsPerRound is the smallest
     *  node's). A node whose creation fails before its first call still
     *  makes it, with no data; only a NULL pCreateInfo makes none.
     *  Without pfnReduceHost creation makes no transport call: each node
     *  cuts a call by its own maxSlotBytes (refused at creation where its
     *  devices cannot hold that much), and a node whose creation failed
     *  must keep its peers from calling. */
    VkResult (*pfnReduceHost)(void* pUserData, void* data, uint64_t count, VkarDataType type, VkarReduceOp op,
                              VkBool32 valid);
    /** With pfnReduceHost: the number of nodes and this node's place among
     *  them, 0..nodeCount-1. Ranks are numbered across nodes in node order
     *  (node 0's ranks first), which vkarReduce's and vkarBroadcast's root
     *  and the blocks of vkarReduceScatter and vkarAllGather follow; those
     *  collectives cross nodes only where nodeCount is set. Creation then
     *  counts every node's ranks with a U32 SUM of nodeCount elements. */
    uint32_t nodeCount;
    uint32_t nodeIndex;
    /** Optional, with pfnReduceHost and nodeCount: point to point across
     *  nodes (vkarSendRecv, vkarAllToAll). Makes this node's sends and
     *  receives of one round of a group, pMessages[0..messageCount) (none
     *  where this node has nothing to move in it), and returns once every
     *  receive has arrived and every send's data may be reused, VK_SUCCESS,
     *  or a negative code, which loses the communicator. Called on the
     *  bridge thread, once per round of every group, on every node, in the
     *  order of the rounds and of the other transport calls: it is a
     *  collective call. Two nodes' messages to each other match in the order
     *  they appear in each node's list (MPI's order of messages of one
     *  source and tag). valid VK_FALSE as for pfnAllreduceHost, where the
     *  messages are meaningless. NULL: groups that cross nodes are refused
     *  (VK_ERROR_FEATURE_NOT_PRESENT). */
    VkResult (*pfnExchangeHost)(void* pUserData, const VkarHostMessage* pMessages, uint32_t messageCount,
                                VkBool32 valid);
} VkarTransport;

/** Bytes of a VkarUniqueId. */
#define VKAR_UNIQUE_ID_BYTES 64

/** Names a communicator whose ranks live in several processes of one
 *  machine: made by vkarGetUniqueId in one process and handed to the others
 *  by any means. */
typedef struct VkarUniqueId {
    /** A NUL-terminated string of printable ASCII (the name of a POSIX
     *  shared-memory object), so it may travel as text: an environment
     *  variable, an argument, a file, MPI_Bcast. */
    char text[VKAR_UNIQUE_ID_BYTES];
} VkarUniqueId;

/** A process's part of a communicator that spans processes: see
 *  VkarCommCreateInfo::pMultiProcess. */
typedef struct VkarMultiProcessInfo {
    /** Required: the same in every process (vkarGetUniqueId). */
    VkarUniqueId uniqueId;
    /** Required: ranks over all processes, at most VKAR_MAX_GLOBAL_RANKS; the
     *  same in every process. */
    uint32_t globalRankCount;
    /** Required: VkarCommCreateInfo::rankCount entries, the global number
     *  of each of this process's ranks, below globalRankCount. Each number
     *  belongs to exactly one process. */
    const uint32_t* pGlobalRanks;
} VkarMultiProcessInfo;

/** The most ranks a communicator spans over all its processes. */
#define VKAR_MAX_GLOBAL_RANKS 1024u

/** One rank: a device and the queue its all-reduce work is submitted to. */
typedef struct VkarRankInfo {
    /** Required. */
    VkPhysicalDevice physicalDevice;
    /** Required. Ranks may share a device if they use distinct queues. */
    VkDevice device;
    /** Required; compute-capable. No two ranks may name the same (device, queue). */
    VkQueue queue;
    /** The family `queue` was created from. */
    uint32_t queueFamilyIndex;
} VkarRankInfo;

/** Parameters of vkarCreateComm. Zero-initialise it: zero members mean defaults. */
typedef struct VkarCommCreateInfo {
    /** Required, at least 1. One rank runs the whole protocol (a loopback). */
    uint32_t rankCount;
    /** Required: rankCount entries. Copied; need not outlive the call. */
    const VkarRankInfo* pRanks;
    /** Required: the instance every rank's physical device comes from. */
    VkInstance instance;
    /** Optional. NULL: the loader's vkGetInstanceProcAddr (an error under
     *  VK_NO_PROTOTYPES, where there is none to take). */
    PFN_vkGetInstanceProcAddr pfnGetInstanceProcAddr;
    /** Optional. AUTO (0): the best mode every rank supports. */
    VkarSyncMode syncMode;
    /** Optional. How long the bridge thread polls before it blocks: for a
     *  round's publishes (twice the longest recent wait, up to 10 ms,
     *  where that is longer) and, after a release, for the next round. In
     *  SYNC_FD mode also how long vkarAllreduce polls for a round's
     *  exports. 0: 200 microseconds; at most 1,000,000. Why:
     *  docs/options.md. */
    uint32_t spinMicroseconds;
    /** Optional. The F32 payload size (count * 4 bytes) from which
     *  VKAR_WIRE_AUTO sends F16. 0: 1 MiB. */
    VkDeviceSize f16WireMinBytes;
    /** Optional. Used for every host allocation of the library (the slots
     *  too) but the few bytes that start a thread on Windows, which come
     *  from VKAR_MALLOC; not passed to Vulkan. NULL: VKAR_MALLOC /
     *  VKAR_ALIGNED_MALLOC. */
    const VkAllocationCallbacks* pAllocationCallbacks;
    /** Optional. Receives one line per error, warning or note, with its
     *  severity, from the calling thread or a library thread. NULL:
     *  silent (vkarGetLastError still has the errors). */
    void (*pfnLog)(void* pUserData, VkarLogSeverity severity, const char* message);
    /** Optional. Passed to pfnLog. */
    void* pLogUserData;
    /** Optional. Upper bound on each rank's slot, in bytes, rounded down
     *  to a multiple of 256 (at least 256); a call carrying more elements
     *  is split into several rounds, at most 64. 0: as large as every
     *  device's maxStorageBufferRange allows; with pMultiProcess 16 MiB,
     *  or less where a device's limits ask. */
    VkDeviceSize maxSlotBytes;
    /** Optional. VkarCommCreateFlagBits. */
    VkarCommCreateFlags flags;
    /** Optional. How long the library waits for a round before it gives up:
     *  a call or vkarDestroyComm waiting for rounds in flight, and the bridge
     *  thread waiting for a rank that has begun a round (its waits
     *  satisfied, the work before it on its queue finished) to publish it.
     *  0: 10 s. UINT64_MAX: never give up. */
    uint64_t timeoutNanoseconds;
    /** Optional. AUTO (0): TIMELINE. */
    VkarReleaseMode releaseMode;
    /** Optional: the ranks here are one node's, and each call also sums
     *  across nodes through this transport (docs/mpi.md). Every
     *  vkarAllreduce then runs TWO_SHOT, the transport combining the
     *  node's shares between its two rounds; the other collectives cross
     *  nodes where the transport has pfnReduceHost and nodeCount. Every
     *  rank of every node gets the same bytes. The host bridge releases
     *  every round (syncMode AUTO resolves to it; SYNC_FD is refused); the
     *  record API is refused. Copied; the functions it names must stay
     *  valid. NULL: one node. */
    const VkarTransport* pTransport;
    /** Optional: the ranks here are some of a communicator whose other
     *  ranks live in other processes of this machine (docs/processes.md).
     *  Every process passes the same uniqueId, globalRankCount, resolved
     *  maxSlotBytes and f16WireMinBytes, and its own ranks' global
     *  numbers; all make the same calls in the same order with the same
     *  count, wire and algorithm. vkarCreateComm returns once every rank
     *  has joined, or fails after timeoutNanoseconds. The slots do not
     *  grow; creation reserves 2 * globalRankCount * maxSlotBytes of
     *  /dev/shm. Where they are copied through the host
     *  (VkarCommProperties::slotsCopiedThroughHost), pAllocationCallbacks
     *  or VKAR_ALIGNED_MALLOC must return private anonymous memory. A
     *  failure in one process loses every process's communicator. The host
     *  bridge releases every round (SYNC_FD is refused); not with
     *  pTransport. Linux only, elsewhere VK_ERROR_FEATURE_NOT_PRESENT.
     *  Copied. NULL: every rank is in this process. */
    const VkarMultiProcessInfo* pMultiProcess;
} VkarCommCreateInfo;

/** A caller buffer and the byte offset of its first element (a multiple of the element's size). */
typedef struct VkarBufferRange {
    VkBuffer buffer;
    VkDeviceSize offset;
} VkarBufferRange;

/** A semaphore and, for a timeline semaphore, its value (ignored for binary). */
typedef struct VkarSemaphoreValue {
    VkSemaphore semaphore;
    uint64_t value;
} VkarSemaphoreValue;

/** Bits of VkarCollectiveInfo::flags. */
typedef enum VkarAllreduceFlagBits {
    /** Each rank's pSignals entry also means that the sum is visible to
     *  host reads of a host-visible, host-coherent buffer: after a
     *  vkWaitSemaphores on it (or, without pSignals, once the rank's queue
     *  is idle) the host may read the mapped buffer. Costs one barrier per
     *  rank, on the call's last round. */
    VKAR_ALLREDUCE_HOST_READ_BIT = 0x00000001
} VkarAllreduceFlagBits;
typedef VkFlags VkarAllreduceFlags;

/** Parameters of one vkarAllreduce, vkarReduce, vkarBroadcast,
 *  vkarReduceScatter or vkarAllGather (each function says what its
 *  buffers and outputs hold). Zero-initialise it. */
typedef struct VkarCollectiveInfo {
    /** Elements of dataType per rank; 0 runs the protocol with nothing to
     *  sum. */
    uint64_t count;
    /** F32 (0): exact; AUTO, F16 or BF16 ask for fewer bytes, see VkarWire. */
    VkarWire wire;
    /** Required: rankCount entries; each holds `count` elements, replaced
     *  by the sum. offset is a multiple of the element's size, and the
     *  4-byte words that hold the range (offset + size * count, rounded up
     *  to 4) must not exceed the size the buffer was created with: the
     *  kernels touch 16-bit elements through their words, keeping the other
     *  half. The library can check only against
     *  vkGetBufferMemoryRequirements' size, which may be larger; a range
     *  between the two is invalid usage that it does not catch
     *  (VUID-VkDescriptorBufferInfo-range-00342). */
    const VkarBufferRange* pBuffers;
    /** Optional: rankCount entries. VK_TRUE: the rank's input is taken as
     *  zeros (its buffer is not read): its share of a reduction, its block
     *  of an all-gather, a broadcast root's elements (every rank, the root
     *  included, receives zeros). It still receives what the call gives
     *  it. */
    const VkBool32* pZero;
    /** Optional: rankCount entries, each `count` elements (an all-gather's
     *  N blocks) that receive the result in place of pBuffers (which are
     *  then only read). An output is the rank's input range itself (for a
     *  reduce-scatter or an all-gather, the rank's own block) or lies
     *  wholly apart from it. NULL: in place; required by vkarReduceScatter
     *  and vkarAllGather. */
    const VkarBufferRange* pOutputs;
    /** Optional: rankCount entries. Rank i reads its buffer only after
     *  pWaits[i] is signalled. A timeline value may be signalled after this
     *  call returns (wait-before-signal); a binary semaphore's signal must
     *  already be submitted, as for any vkQueueSubmit. An entry with
     *  VK_NULL_HANDLE means no wait for that rank: queue order then applies,
     *  and earlier writes to the buffer on the rank's queue are waited for. */
    const VkarSemaphoreValue* pWaits;
    /** Optional: rankCount entries. Signalled once rank i's sum is in its
     *  buffer. Use timeline semaphores: with the host bridge the signal
     *  depends on one the library's thread makes later, and Vulkan lets a
     *  queue wait on a binary semaphore only once everything its signal
     *  depends on is submitted. With a signal the reduce ends without a
     *  barrier: later work that uses the sum waits on the signal, as queue
     *  order alone does not order it after the reduce. An entry with
     *  VK_NULL_HANDLE means no signal for that rank: later work on the
     *  rank's queue, in submission order, sees the sum (the reduce ends
     *  with a barrier). */
    const VkarSemaphoreValue* pSignals;
    /** AUTO (0): by size and rank count, see vkarResolveAlgorithm. */
    VkarAlgorithm algorithm;
    /** VkarAllreduceFlagBits; 0: none. */
    VkarAllreduceFlags flags;
    /** F32 (0), or F16, BF16, I32 or U32, each carried exactly (with
     *  VKAR_WIRE_F32 or AUTO; a 16-bit wire carries F32 only, the 8-bit
     *  wire F32, F16 and BF16). A 16-bit element takes 4 bytes in the
     *  slots on the F32 wire. With pTransport: F32, F16 and
     *  BF16, and with its pfnReduceHost I32 and U32. */
    VkarDataType dataType;
    /** SUM (0), PROD, MIN, MAX or AVG. With pTransport: SUM, and with its
     *  pfnReduceHost every op. */
    VkarReduceOp op;
    /** vkarReduce and vkarBroadcast: the rank that receives the result, or
     *  whose buffer every rank receives; a global rank number with
     *  pMultiProcess. Below the rank count. */
    uint32_t root;
} VkarCollectiveInfo;

/** 0.7's name of VkarCollectiveInfo, kept: the same type. */
typedef VkarCollectiveInfo VkarAllreduceInfo;

/** Bits of VkarCmdCollectiveInfo::flags. */
typedef enum VkarCmdAllreduceFlagBits {
    /** The reduce ends without its closing barrier (what that saves:
     *  docs/performance.md): nothing recorded after the reduce in its
     *  command buffer may touch the rank's buffer unless the caller
     *  records its own barrier first, and later submissions that use the
     *  sum wait on the reduce submission's signals. */
    VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT = 0x00000001,
    /** The reduce ends with a barrier to host reads: once the reduce
     *  submission's signal is waited for on the host, the host may read
     *  the mapped buffer (host-visible, host-coherent memory). With
     *  NO_CLOSING_BARRIER too, it is the only barrier after the reduce. */
    VKAR_CMD_ALLREDUCE_HOST_READ_BIT = 0x00000002
} VkarCmdAllreduceFlagBits;
typedef VkFlags VkarCmdAllreduceFlags;

/** Parameters of vkarCmdAllreduce, vkarCmdReduce, vkarCmdBroadcast,
 *  vkarCmdReduceScatter and vkarCmdAllGather: the call, as the submit API
 *  takes it, and the command buffers it is recorded into.
 *  Zero-initialise it. */
typedef struct VkarCmdCollectiveInfo {
    /** As for vkarAllreduce ... vkarAllGather, but: count within
     *  VkarCommProperties::maxElementsPerRound; pWaits and pSignals NULL
     *  (the caller's own submissions wait and signal); algorithm AUTO or
     *  ONE_SHOT (a recorded call is one round). From the publish to the
     *  reduce nothing may write pBuffers: the reduce takes the rank's own
     *  contribution from its buffer again. */
    VkarCollectiveInfo collective;
    /** Required: rankCount command buffers in the recording state, from a
     *  pool of the rank's queue family. The publish is recorded into them:
     *  it reads the buffer after everything recorded before it. */
    const VkCommandBuffer* pPublishCommandBuffers;
    /** Required: rankCount command buffers in the recording state, each
     *  different from the rank's publish command buffer: the reduce is
     *  recorded into them, ending with a barrier (unless flags say
     *  otherwise), so that work recorded after it sees the sum and may
     *  write the buffer. */
    const VkCommandBuffer* pReduceCommandBuffers;
    /** VkarCmdAllreduceFlagBits; 0: none. VKAR_ALLREDUCE_HOST_READ_BIT in
     *  collective.flags is the same as VKAR_CMD_ALLREDUCE_HOST_READ_BIT. */
    VkarCmdAllreduceFlags flags;
} VkarCmdCollectiveInfo;

/** 0.7's name of VkarCmdCollectiveInfo, kept for the type: the fields it
 *  shared with VkarCollectiveInfo moved into `collective` in 0.8.0
 *  (docs/upgrading.md). */
typedef VkarCmdCollectiveInfo VkarCmdAllreduceInfo;

/** Which way a VkarPeerOp moves elements. */
typedef enum VkarPeerOpType {
    /** The rank's range goes to the peer. */
    VKAR_PEER_OP_SEND = 0,
    /** The rank's range receives what the peer sends. */
    VKAR_PEER_OP_RECV = 1
} VkarPeerOpType;

/** One send or receive of a vkarSendRecv group (ncclSend, ncclRecv). The
 *  k-th send of rank a to rank b in a group fills the k-th receive of b
 *  from a, which must have the same count and dataType. */
typedef struct VkarPeerOp {
    /** SEND (0) or RECV. */
    VkarPeerOpType type;
    /** The rank that sends or receives: its index in
     *  VkarCommCreateInfo::pRanks; with pMultiProcess its global rank, and
     *  with pTransport its number among every node's ranks, node 0's first
     *  (VkarTransport::nodeCount), as VkarCollectiveInfo::root counts. */
    uint32_t rank;
    /** The rank it sends to or receives from; the rank itself too. */
    uint32_t peer;
    /** Elements of dataType; 0 moves nothing (and is matched like any
     *  other). */
    uint64_t count;
    /** F32 (0), F16, BF16, I32 or U32: sizes the elements (4 or 2 bytes),
     *  whose bits move unchanged. */
    VkarDataType dataType;
    /** The rank's range of `count` elements: offset a multiple of the
     *  element's size, the range within the buffer. A send reads it (the
     *  buffer was created with VK_BUFFER_USAGE_TRANSFER_SRC_BIT), a receive
     *  writes it (VK_BUFFER_USAGE_TRANSFER_DST_BIT), exactly its bytes.
     *  Not read for a rank of another process (VK_NULL_HANDLE will do). */
    VkarBufferRange buffer;
} VkarPeerOp;

/** Parameters of vkarSendRecv: one group of sends and receives, which
 *  NCCL brackets with ncclGroupStart and ncclGroupEnd. Zero-initialise
 *  it. */
typedef struct VkarSendRecvInfo {
    uint32_t opCount;
    /** opCount operations of any ranks, in any order but one: the sends of
     *  one rank to one peer are matched in the order they appear, as are
     *  its receives from one peer. A rank's receive ranges may not overlap
     *  each other or its send ranges (sends may overlap each other). */
    const VkarPeerOp* pOps;
    /** Optional: rankCount entries, as VkarCollectiveInfo's. Rank i reads
     *  its send ranges and writes its receive ranges only after pWaits[i]. */
    const VkarSemaphoreValue* pWaits;
    /** Optional: rankCount entries, as VkarCollectiveInfo's: signalled once
     *  every receive of rank i is in place. */
    const VkarSemaphoreValue* pSignals;
    /** VkarAllreduceFlagBits (HOST_READ: the receives, for host reads);
     *  0: none. */
    VkarAllreduceFlags flags;
} VkarSendRecvInfo;

/** Parameters of vkarCmdSendRecv: the group, as vkarSendRecv takes it
 *  (pWaits and pSignals NULL), and the command buffers it is recorded into,
 *  as VkarCmdCollectiveInfo's: the sends' copies into the publish command
 *  buffers, the receives' into the reduce command buffers. From the publish
 *  to the reduce nothing may write a rank's send ranges. Zero-initialise
 *  it. */
typedef struct VkarCmdSendRecvInfo {
    VkarSendRecvInfo sendRecv;
    /** Required: rankCount command buffers in the recording state. */
    const VkCommandBuffer* pPublishCommandBuffers;
    /** Required: rankCount command buffers in the recording state, each
     *  different from the rank's publish command buffer. */
    const VkCommandBuffer* pReduceCommandBuffers;
    /** VkarCmdAllreduceFlagBits; 0: none. */
    VkarCmdAllreduceFlags flags;
} VkarCmdSendRecvInfo;

/** What one rank's two submissions of a recorded round must carry, besides
 *  the caller's own waits and signals. The arrays belong to the communicator
 *  and stay valid until its next call of a collective or a group, through
 *  either API (vkarAllreduce, ..., vkarCmdAllGather, vkarSendRecv, ...,
 *  vkarCmdAllToAll). Timeline
 *  values go into VkTimelineSemaphoreSubmitInfo (0 for binary semaphores).
 *
 *  The next round's publish may be recorded into the command buffer that
 *  holds this round's reduce, so that one submission carries this round's
 *  reduce waits and signals and the next round's publish signals. A
 *  semaphore in both signal lists is then signalled once, with the higher
 *  value: Vulkan does not order two signals of one semaphore in one batch. */
typedef struct VkarRankSubmitInfo {
    /** The submission holding the publish command buffer signals these. */
    uint32_t publishSignalCount;
    const VkSemaphore* pPublishSignalSemaphores;
    const uint64_t* pPublishSignalValues;
    /** The submission holding the reduce command buffer waits on these... */
    uint32_t reduceWaitCount;
    const VkSemaphore* pReduceWaitSemaphores;
    const uint64_t* pReduceWaitValues;
    const VkPipelineStageFlags* pReduceWaitDstStageMasks;
    /** ...and signals these. */
    uint32_t reduceSignalCount;
    const VkSemaphore* pReduceSignalSemaphores;
    const uint64_t* pReduceSignalValues;
} VkarRankSubmitInfo;

/** What a communicator runs; see vkarGetCommProperties. */
typedef struct VkarCommProperties {
    /** The mode in use, never AUTO. */
    VkarSyncMode syncMode;
    /** How the host bridge releases reduces, never AUTO. */
    VkarReleaseMode releaseMode;
    uint32_t rankCount;
    /** Bytes each rank's slot holds now: grows on demand; 0 after a
     *  growth failed, until a later call grows it. */
    VkDeviceSize slotCapacityBytes;
    /** Elements one round carries; larger calls take several rounds (two
     *  per this many elements with VKAR_ALGORITHM_TWO_SHOT). */
    uint64_t maxElementsPerRound;
    /** Rounds that may be queued ahead of the GPUs before a call waits. */
    uint32_t maxRoundsInFlight;
    /** The resolved VkarCommCreateInfo::f16WireMinBytes. */
    VkDeviceSize f16WireMinBytes;
    /** The resolved VkarCommCreateInfo::timeoutNanoseconds (or VKAR_TIMEOUT_MS). */
    uint64_t timeoutNanoseconds;
    /** VK_TRUE when calls sum across nodes through VkarCommCreateInfo::pTransport. */
    VkBool32 crossesNodes;
    /** Ranks over every process (VkarCommCreateInfo::pMultiProcess), else rankCount. */
    uint32_t globalRankCount;
    /** VK_TRUE when a device refused to import the shared mapping of
     *  VkarCommCreateInfo::pMultiProcess, so each process's devices use
     *  private slots whose bytes its bridge thread copies through the
     *  mapping each round. The same in every process. */
    VkBool32 slotsCopiedThroughHost;
    /** Why syncMode is what it is, one line of English (what was asked, or
     *  which rank's driver decided AUTO, and how). Owned by the
     *  communicator; valid until vkarDestroyComm. */
    const char* pSyncModeReason;
} VkarCommProperties;

/** Where a communicator's rounds stand; see vkarGetCommStatus. Rounds are
 *  numbered from 1 in submission order: a vkarAllreduce call runs one
 *  round per piece of maxElementsPerRound elements (one piece for count
 *  0), two per piece when it runs TWO_SHOT (vkarResolveAlgorithm; always
 *  with a transport); a vkarCmdAllreduce call runs one (its *pRound). */
typedef struct VkarCommStatus {
    /** The last round submitted or recorded; 0 before the first. */
    uint64_t submittedRound;
    /** Every round up to this one has finished on every rank. */
    uint64_t finishedRound;
    /** Once the communicator is lost: the first round whose sums may be
     *  meaningless on some rank; every later round's are too. 0 otherwise. */
    uint64_t failedRound;
    /** With failedRound: the rank the failure was seen on (the stuck or
     *  lost one; after vkarAbortComm, this process's first rank). With
     *  VkarCommCreateInfo::pMultiProcess, its global number: a rank of the
     *  process that died, or of the one whose communicator was lost first. */
    uint32_t failedRank;
} VkarCommStatus;

/** Makes a new id for a communicator that spans processes
 *  (VkarCommCreateInfo::pMultiProcess): call it in one process and pass
 *  *pId to every process, which all create their communicators with it.
 *  An id serves one set of communicators, once. Creates nothing: the
 *  process holding global rank 0 creates the shared mapping it names.
 *  Returns VK_SUCCESS, VK_ERROR_VALIDATION_FAILED_EXT for a NULL pId, or
 *  VK_ERROR_FEATURE_NOT_PRESENT where the library cannot span processes
 *  (everywhere but Linux). */
VKAR_API VkResult vkarGetUniqueId(VkarUniqueId* pId);

/** Creates a communicator over pCreateInfo->rankCount ranks.
 *
 *  Environment variables, read here, override the create-info:
 *  VKAR_SYNC=bridge|sync_fd|auto (syncMode; not with pTransport or
 *  pMultiProcess, which always run the host bridge),
 *  VKAR_RELEASE=event|timeline|auto (releaseMode), VKAR_SPIN_US=N
 *  (spinMicroseconds, 0 to 1,000,000; here 0 means no fixed polling, so
 *  that the bridge polls for publishes only as long as recent rounds'
 *  took), VKAR_TIMEOUT_MS=N (timeoutNanoseconds, in milliseconds, 1 to
 *  86,400,000), VKAR_THREAD_AFFINITY=keep|move|auto
 *  (VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT set, clear, clear), and
 *  VKAR_DISABLE=1, which makes creation fail with
 *  VK_ERROR_FEATURE_NOT_PRESENT so that callers take their own fallback.
 *  A value outside these fails creation with
 *  VK_ERROR_VALIDATION_FAILED_EXT and a log line. With
 *  VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT none of them is read.
 *
 *  Returns VK_SUCCESS, or an error with a log line naming the rank and the
 *  reason (but for a NULL pCreateInfo or pComm, which have no logger); on
 *  failure *pComm is VK_NULL_HANDLE and nothing is left behind:
 *  - VK_ERROR_VALIDATION_FAILED_EXT: an argument is invalid on its own: a
 *    NULL pointer, a create-info or pMultiProcess member, an environment
 *    variable above out of its range, an instance below Vulkan 1.1, a
 *    device without a command the library needs (timeline semaphores not
 *    enabled), a queue family that does not exist or cannot compute, or a
 *    NULL pfnGetInstanceProcAddr under VK_NO_PROTOTYPES;
 *  - VK_ERROR_EXTENSION_NOT_PRESENT: a device lacks
 *    VK_EXT_external_memory_host;
 *  - VK_ERROR_FEATURE_NOT_PRESENT: a sync mode the devices or the platform
 *    cannot do (see VkarSyncMode, pTransport, pMultiProcess), pMultiProcess
 *    anywhere but Linux or with a device whose import alignment the shared
 *    mapping cannot meet, or VKAR_DISABLE;
 *  - VK_ERROR_INITIALIZATION_FAILED: a failure that is not the arguments':
 *    a thread of the library (or, in SYNC_FD mode, a driver's submit
 *    thread, within the timeout) could not start; with pMultiProcess, the
 *    shared mapping could not be created (no room in /dev/shm), opened or
 *    set up, the processes disagree (globalRankCount, the resolved
 *    maxSlotBytes, f16WireMinBytes, a global rank two processes claim, a
 *    build for another ABI), not every rank joined within the timeout, or
 *    another process's creation failed (every process's creation then
 *    fails);
 *  - VK_ERROR_OUT_OF_HOST_MEMORY, or the driver's error a Vulkan call
 *    returned. */
VKAR_API VkResult vkarCreateComm(const VkarCommCreateInfo* pCreateInfo, VkarComm* pComm);

/** Waits for the rounds in flight, then for a fence submitted behind them on
 *  each rank's queue (which also waits for the caller's work queued before
 *  it; no other thread may use the queues meanwhile), stops the library's
 *  threads and frees everything. Each wait is bounded by the timeout
 *  (VkarCommCreateInfo::timeoutNanoseconds). A round recorded by
 *  vkarCmdAllreduce must have been released and submitted first.
 *
 *  If rounds do not finish in time, their resources are leaked with a log
 *  line rather than freed while in use, and the reduces still waiting for
 *  the library are released, so that no queue waits on it forever (a rank
 *  behind its own waits drains once they are signalled). After
 *  vkarAbortComm the rounds it released are waited for in the same way:
 *  a rank that never begins its round makes destroy wait out the
 *  timeout, then leak. With a transport it also waits for a transport call in
 *  progress, which the library cannot bound. NULL is a no-op. */
VKAR_API void vkarDestroyComm(VkarComm comm);

/** Reduces pInfo->pBuffers across all ranks with pInfo->op (a sum by
 *  default), in place: the same bits on every rank. One round per maxElementsPerRound elements, two with
 *  VKAR_ALGORITHM_TWO_SHOT (VkarCommStatus counts them).
 *
 *  Submits to every rank's queue and returns without waiting for the GPUs;
 *  the sums are in place once pSignals are signalled (without them, for later
 *  work on the rank's queue). The library's work touches rank i's buffer only
 *  after pWaits[i] and before pSignals[i]. pWaits may be signalled any time
 *  later, hours if need be: the timeout runs for a rank only once it has
 *  begun the round (its waits satisfied, the work before the round on its
 *  queue finished).
 *
 *  Waits before submitting anything, at most the timeout: for old rounds when
 *  more than 64 would be in flight, and when the slots must grow while rounds
 *  still read the allocation an earlier growth replaced. In SYNC_FD mode, at
 *  most VKAR_EXPORT_WAIT_NS for a round's exports; which rounds the host
 *  bridge releases there instead of the GPUs (the sums the same), and how to
 *  queue calls to avoid it: docs/options.md, syncMode.
 *
 *  Errors, each with a log line:
 *  - VK_ERROR_VALIDATION_FAILED_EXT: invalid input. Nothing is submitted.
 *  - VK_ERROR_TOO_MANY_OBJECTS: the rounds it waits for did not finish within
 *    the timeout (rounds queued behind waits not yet signalled). Nothing is
 *    submitted.
 *  - VK_ERROR_OUT_OF_HOST_MEMORY or the driver's error: the slots cannot
 *    grow; VK_ERROR_FEATURE_NOT_PRESENT: no host-visible, host-coherent
 *    memory type of a device can import them (the first call makes them,
 *    unless pMultiProcess). Nothing is submitted; the next call tries again.
 *  - the driver's error: recording or a submission failed. The rounds already
 *    submitted complete (one that only some ranks submitted, with meaningless
 *    sums); pWaits may have been consumed; pSignals are not signalled.
 *  - once the communicator is lost, its failure (see vkarGetCommStatus):
 *    VK_ERROR_DEVICE_LOST after a stuck peer, vkarAbortComm or a round that
 *    could not be finished, else the driver's error the bridge thread met.
 *    Destroy it.
 *
 *  Short of that last, the communicator stays usable. Whether a failed
 *  call submitted any of its rounds (so that the caller may sum another
 *  way only if not): read VkarCommStatus::submittedRound before and after
 *  the call. */
VKAR_API VkResult vkarAllreduce(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** vkarAllreduce's reduction, received by pInfo->root only: every rank
 *  publishes, the root reduces into its output (pOutputs, else its
 *  buffer); the other ranks' buffers and outputs are left as they are.
 *  One round per maxElementsPerRound elements (two with pTransport);
 *  algorithm AUTO or ONE_SHOT (AUTO only with pTransport). Errors as
 *  vkarAllreduce's, and VK_ERROR_VALIDATION_FAILED_EXT for a root not
 *  below the rank count or TWO_SHOT; VK_ERROR_FEATURE_NOT_PRESENT with a
 *  pTransport that lacks pfnReduceHost or nodeCount. */
VKAR_API VkResult vkarReduce(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** Every rank receives pInfo->root's `count` elements, bit for bit, in its
 *  output (pOutputs, else its buffer; the root's is left alone in place).
 *  Only the root publishes. dataType only sizes the elements; op is not
 *  used (a value outside VkarReduceOp is still refused); the wire is exact
 *  (VKAR_WIRE_F32 or AUTO). One round per maxElementsPerRound elements
 *  (two with pTransport); algorithm AUTO or ONE_SHOT (AUTO only with
 *  pTransport). Errors as vkarAllreduce's, and
 *  VK_ERROR_VALIDATION_FAILED_EXT for a root not below the rank count, a
 *  16-bit or 8-bit wire or TWO_SHOT; VK_ERROR_FEATURE_NOT_PRESENT with a
 *  pTransport that lacks pfnReduceHost or nodeCount. */
VKAR_API VkResult vkarBroadcast(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** Rank r receives in pOutputs[r] (required) the reduction, with pInfo->op,
 *  of block r (`count` elements) of every rank's buffer, which holds N
 *  blocks of `count` (N: the rank count, global with pMultiProcess). The
 *  output may be the rank's own block of its buffer (in place) or lie
 *  apart from the buffer. On the F32 wire (VKAR_WIRE_F32 or AUTO); one
 *  round per maxElementsPerRound elements of the N blocks (two with
 *  pTransport); algorithm AUTO or ONE_SHOT (AUTO only with pTransport).
 *  Each round binds the rank's whole output block, so a block must fit a
 *  rank's maxStorageBufferRange (less its storage offset alignment).
 *  Errors as vkarAllreduce's, and VK_ERROR_VALIDATION_FAILED_EXT for a
 *  NULL pOutputs, a 16-bit or 8-bit wire, TWO_SHOT or a block beyond that range;
 *  VK_ERROR_FEATURE_NOT_PRESENT with a pTransport that lacks pfnReduceHost
 *  or nodeCount. */
VKAR_API VkResult vkarReduceScatter(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** Every rank receives in pOutputs[r] (required; N blocks of `count`
 *  elements) every rank's `count` elements, rank k's in block k, bit for
 *  bit. The rank's input may be its own block of its output (in place) or
 *  lie apart from the output. dataType only sizes the elements; op is not
 *  used (a value outside VkarReduceOp is still refused); the wire is exact
 *  (VKAR_WIRE_F32 or AUTO). One round per maxElementsPerRound elements of
 *  the input (with pTransport, two per maxElementsPerRound of the N
 *  blocks); algorithm AUTO or ONE_SHOT (AUTO only with pTransport). Each
 *  round binds the N blocks of the output, so they must fit a rank's
 *  maxStorageBufferRange (less its storage offset alignment). Errors as
 *  vkarAllreduce's, and VK_ERROR_VALIDATION_FAILED_EXT for a NULL
 *  pOutputs, a 16-bit or 8-bit wire, TWO_SHOT or N blocks beyond that range;
 *  VK_ERROR_FEATURE_NOT_PRESENT with a pTransport that lacks pfnReduceHost
 *  or nodeCount. */
VKAR_API VkResult vkarAllGather(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** Records one all-reduce round into the caller's command buffers, for an
 *  all-reduce folded into the caller's own submissions
 *  (docs/integration-levels.md). Then, for every rank:
 *
 *    1. end and submit the publish command buffer, adding
 *       pRankSubmits[i]'s publish signals to that submission;
 *    2. once every rank's publish submission is made, call
 *       vkarReleaseRound(comm, *pRound);
 *    3. submit the reduce command buffer, adding pRankSubmits[i]'s reduce
 *       waits and signals.
 *
 *  With the host bridge (VkarCommProperties::syncMode) a rank's reduce may
 *  also go in the same vkQueueSubmit as its publish, as a second batch,
 *  before step 2. The reduce then waits for the library's thread: in its
 *  submission, on a timeline value signalled later (a queue may wait on a
 *  binary semaphore it signals only after that; prefer timelines), or, with
 *  VKAR_RELEASE_MODE_EVENT, inside its command buffer (the reduce submission
 *  gets no wait). In SYNC_FD mode the reduce must follow step 2, and every
 *  signal the publish submissions wait on must be submitted before step 2:
 *  vkarReleaseRound exports the publishes, which a driver blocks until then
 *  (the round fails after the timeout). A reduce submitted to a queue before
 *  its own rank's publish deadlocks it.
 *
 *  The timeout runs for a rank once its publish has begun (after everything
 *  submitted before it, the caller's waits included): a publish submission
 *  that waits hours is an idle caller, not a stuck peer.
 *
 *  Refused with VK_ERROR_VALIDATION_FAILED_EXT and a log line, nothing
 *  recorded: recording a round before the previous one was released, the
 *  same command buffer for publish and reduce, more elements than one
 *  round carries, pWaits or pSignals, TWO_SHOT, unknown flags, a
 *  communicator with a transport, and the checks of vkarAllreduce. */
VKAR_API VkResult vkarCmdAllreduce(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound);

/** vkarReduce as one recorded round: vkarCmdAllreduce's steps and rules. */
VKAR_API VkResult vkarCmdReduce(VkarComm comm, const VkarCmdCollectiveInfo* pInfo, VkarRankSubmitInfo* pRankSubmits,
                                uint64_t* pRound);

/** vkarBroadcast as one recorded round: vkarCmdAllreduce's steps and rules. */
VKAR_API VkResult vkarCmdBroadcast(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound);

/** vkarReduceScatter as one recorded round (its N blocks within
 *  maxElementsPerRound): vkarCmdAllreduce's steps and rules. */
VKAR_API VkResult vkarCmdReduceScatter(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                       VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound);

/** vkarAllGather as one recorded round: vkarCmdAllreduce's steps and rules. */
VKAR_API VkResult vkarCmdAllGather(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound);

/** Sends and receives between ranks, a group of them in one call: NCCL's
 *  ncclSend and ncclRecv between ncclGroupStart and ncclGroupEnd. Each
 *  send's elements land, bit for bit, in the receive it matches
 *  (VkarPeerOp says how they match), whatever the order of the group's
 *  operations: a group cannot deadlock on its own order. A rank may send to
 *  and receive from itself, and take part in any number of the group's
 *  operations, or none.
 *
 *  The elements travel through the slots: each round, every sender copies
 *  what it sends into its slot (vkCmdCopyBuffer) and every receiver copies
 *  from its senders' slots once they are all published, as a collective's
 *  round does: every rank takes part in every round, with nothing to copy
 *  where it has no operation. A sender's bytes are cut into rounds of at
 *  most 4 * VkarCommProperties::maxElementsPerRound bytes, all submitted
 *  by this call (up to 64: a larger group is refused), so the copies of one
 *  round overlap the next round's on the GPUs, without the host waiting
 *  between them.
 *
 *  Submits, waits and returns as vkarAllreduce does, with its errors, and
 *  VK_ERROR_VALIDATION_FAILED_EXT, nothing submitted, for: an op of an
 *  unknown type or data type, a rank or peer not below the rank count, a
 *  range outside its buffer or at an offset that is not a multiple of the
 *  element's size, a send without its receive or a receive without its
 *  send, a matched pair whose counts or data types differ, a rank's receive
 *  range overlapping another of its receives or one of its sends, unknown
 *  flags, more than 64 rounds. The log line names the operation.
 *
 *  With pMultiProcess, every process passes the whole group, the same
 *  operations of every global rank in the same order (the ranges of other
 *  processes' ranks are not read), as every process makes every collective
 *  call: each computes the same rounds from it, and every rank takes part
 *  in each. So does every node with pTransport, whose pfnExchangeHost
 *  carries each round's bytes between nodes (without it, a group that
 *  crosses nodes is refused with VK_ERROR_FEATURE_NOT_PRESENT). */
VKAR_API VkResult vkarSendRecv(VkarComm comm, const VkarSendRecvInfo* pInfo);

/** vkarSendRecv as one recorded round: vkarCmdAllreduce's steps and rules,
 *  and a group that takes more than one round is refused. */
VKAR_API VkResult vkarCmdSendRecv(VkarComm comm, const VkarCmdSendRecvInfo* pInfo, VkarRankSubmitInfo* pRankSubmits,
                                  uint64_t* pRound);

/** Every rank's buffer (pBuffers[r], N blocks of `count` elements, N the
 *  rank count, global with pMultiProcess) goes out block by block: block p
 *  of rank r lands in block r of rank p's output (pOutputs[p], required, N
 *  blocks), bit for bit (ncclAlltoAll). A rank's own block goes to its own output too. pZero[r]:
 *  rank r sends zeros (its buffer is not read). dataType sizes the
 *  elements; op is not used (a value outside VkarReduceOp is still
 *  refused); the wire is exact (VKAR_WIRE_F32 or AUTO), the algorithm AUTO
 *  or ONE_SHOT; root is not used. Runs as vkarSendRecv's group of each
 *  rank's N sends and N receives, with its rounds and errors, and
 *  VK_ERROR_VALIDATION_FAILED_EXT for a NULL pOutputs or an output that
 *  overlaps any of the rank's input (in place is refused, as in NCCL). */
VKAR_API VkResult vkarAllToAll(VkarComm comm, const VkarCollectiveInfo* pInfo);

/** vkarAllToAll as one recorded round: vkarCmdSendRecv's steps and
 *  rules. */
VKAR_API VkResult vkarCmdAllToAll(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                  VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound);

/** Step 2 of vkarCmdAllreduce: every rank's publish submission of `round` has
 *  been made; once this returns, the reduces may be submitted. Returns
 *  VK_SUCCESS, or VK_ERROR_VALIDATION_FAILED_EXT for a round that is not the
 *  one recorded and unreleased. In SYNC_FD mode also:
 *
 *  - an export or import fails, or the exports do not end within the timeout
 *    (VK_ERROR_TOO_MANY_OBJECTS: a publish submission waits on a signal not
 *    yet submitted): the reduces are released at once over meaningless sums,
 *    the error is returned, and later rounds use the host bridge;
 *  - merging the exports fails: it waits up to the timeout for every
 *    publish to finish, then releases the reduces over exact sums and
 *    returns VK_SUCCESS with a log line; later rounds use SYNC_FD. A
 *    publish not finished by then, or an import failing after it, is
 *    handled as above. */
VKAR_API VkResult vkarReleaseRound(VkarComm comm, uint64_t round);

/** With VKAR_COMM_CREATE_REUSE_COMMANDS_BIT: forgets which buffers the
 *  ring's command buffers were recorded for, so that the next calls record
 *  afresh. Call it after destroying a buffer passed to vkarAllreduce (see
 *  the flag). Without the flag it does nothing. NULL is a no-op. */
VKAR_API void vkarForgetBuffers(VkarComm comm);

/** Fills *pProperties with what `comm` runs. */
VKAR_API void vkarGetCommProperties(VkarComm comm, VkarCommProperties* pProperties);

/** VK_ALLREDUCE_VERSION of the implementation compiled into the program,
 *  which may differ from the header another file was built with. */
VKAR_API uint32_t vkarGetVersion(void);

/** `result`, as returned by a function of this library, in one phrase of
 *  at most 80 characters that opens with the code's name and says what the
 *  code means from this library, for example "VK_ERROR_DEVICE_LOST: the
 *  communicator is lost; destroy it". Names every code the library
 *  returns: VK_SUCCESS, VK_ERROR_VALIDATION_FAILED_EXT,
 *  VK_ERROR_TOO_MANY_OBJECTS, VK_ERROR_DEVICE_LOST,
 *  VK_ERROR_FEATURE_NOT_PRESENT, VK_ERROR_EXTENSION_NOT_PRESENT,
 *  VK_ERROR_INITIALIZATION_FAILED, VK_ERROR_OUT_OF_HOST_MEMORY, and the
 *  driver errors it passes on (VK_ERROR_OUT_OF_DEVICE_MEMORY,
 *  VK_ERROR_INVALID_EXTERNAL_HANDLE, ...). Any other value gets "not a
 *  code vk_allreduce returns". vkarGetLastError says why a call failed.
 *  The strings are static: never NULL, never to be freed. Any thread, any
 *  time; needs no communicator. */
VKAR_API const char* vkarGetResultString(VkResult result);

/** Why the calling thread's last call to a function of this library that
 *  returns a VkResult failed, as one line without the "vk_allreduce: "
 *  prefix, for example "vkarAllreduce: rank 1: offset 2 is not a multiple
 *  of 4". Every error return sets it, creation failures included, with or
 *  without a log callback; a call that succeeds leaves it as it was, so
 *  it is the last failure's until the thread's next failure (as
 *  ncclGetLastError), and "" before the thread's first. A failure the
 *  library's own threads meet reaches the caller as a lost communicator,
 *  whose calls then say so here. Never NULL; valid until the thread's
 *  next call. */
VKAR_API const char* vkarGetLastError(void);

/** Whether the rounds submitted so far have summed right: the way to learn
 *  that a signal fired over meaningless sums (as NCCL's
 *  ncclCommGetAsyncError). Any thread, also while another thread makes a call
 *  on `comm` (not during or after vkarDestroyComm). Fills *pStatus (may be
 *  NULL): rounds in flight are those after finishedRound up to
 *  submittedRound. Returns:
 *
 *  - VK_SUCCESS while the communicator is not lost, rounds in flight or not;
 *  - a negative code once the communicator is lost, from pStatus->failedRound
 *    on: VK_ERROR_DEVICE_LOST for a stuck peer (a rank that began a round and
 *    did not publish it within the timeout), a round that could not be
 *    finished after a failed submission, vkarAbortComm, a failed transport or
 *    another process's failure; else the driver's error that the library's
 *    thread met. The bridge thread has logged the rank and round, and
 *    releases every round posted, now or later, over meaningless sums, so
 *    that no queue waits on the library. Every later call on `comm` returns
 *    the same code: destroy it;
 *  - the driver's error, with a log line, when reading a rank's timeline
 *    fails here (finishedRound is then 0). It marks nothing as lost;
 *  - VK_ERROR_VALIDATION_FAILED_EXT for a NULL comm.
 *
 *  An error a call returns itself (a failed submission the communicator
 *  survives) is not repeated here. */
VKAR_API VkResult vkarGetCommStatus(VkarComm comm, VkarCommStatus* pStatus);

/** For a caller that knows a peer is gone: loses the communicator and
 *  returns at once. Within about 50 ms, without waiting on any GPU work,
 *  every round posted to the host bridge, now or later, is released over
 *  meaningless sums, so that no rank's queue waits on the library; a
 *  rank's queue still waits on the caller's own pWaits, and rounds that
 *  SYNC_FD mode released on the GPUs finish when their peers' publishes
 *  do. Every later call returns VK_ERROR_DEVICE_LOST (failedRound: the
 *  round after the last one finished). vkarDestroyComm then waits, bounded
 *  by the timeout, for the rounds released to finish and frees the
 *  communicator (a rank that never begins its round makes it wait out the
 *  timeout, then leak with a log line). With a transport, the release waits for a transport
 *  call in progress, then the bridge makes one call with valid VK_FALSE so
 *  that the other nodes fail too; vkarDestroyComm waits for those calls.
 *  Any thread, also during a call on `comm`. NULL is a no-op. */
VKAR_API void vkarAbortComm(VkarComm comm);

/** The wire vkarAllreduce uses for `count` elements when asked for `wire`
 *  (resolves VKAR_WIRE_AUTO; other values are returned as they are). A NULL
 *  comm answers for the default f16WireMinBytes. */
VKAR_API VkarWire vkarResolveWire(VkarComm comm, uint64_t count, VkarWire wire);

/** The algorithm vkarAllreduce runs for `count` elements on `wire`
 *  (resolved first, as vkarResolveWire does) when asked for `algorithm`.
 *  Values other than AUTO are returned as they are. AUTO: ONE_SHOT for a
 *  NULL comm and for VKAR_WIRE_Q8; TWO_SHOT for a communicator with a
 *  transport (vkarAllreduce refuses ONE_SHOT there); otherwise TWO_SHOT
 *  where a model of one rank's link predicts it faster, else ONE_SHOT. The
 *  model never picks TWO_SHOT at 1 or 2 ranks, nor where two rounds per
 *  piece of maxElementsPerRound elements would not fit in the 64-round
 *  ring. It leaves out host memory, which ONE_SHOT asks N times more of:
 *  pass TWO_SHOT to choose it sooner.
 *  The model and the sizes where it switches: docs/design.md. */
VKAR_API VkarAlgorithm vkarResolveAlgorithm(VkarComm comm, uint64_t count, VkarWire wire, VkarAlgorithm algorithm);

/** Moves the calling thread off the CPUs that take the interrupts of the
 *  communicator's GPUs (this process's ranks), onto the other CPUs it may
 *  use. For a thread of the caller's that submits and waits for the
 *  all-reduces: on such a CPU each interrupt stops it, which slows every
 *  round trip (docs/design.md). The library's own threads do this as they
 *  start. The CPUs are read at the call (VK_EXT_pci_bus_info, Linux's sysfs
 *  and procfs); the thread does not follow interrupts moved later. Returns:
 *
 *  - VK_SUCCESS: the thread runs on none of those CPUs (it may have before);
 *  - VK_ERROR_FEATURE_NOT_PRESENT, the affinity unchanged: the communicator
 *    keeps affinities (VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT or
 *    VKAR_THREAD_AFFINITY=keep), no such CPU is known (a device without
 *    VK_EXT_pci_bus_info, no sysfs, anything but Linux), or fewer than two of
 *    the CPUs the thread may use take none (the last is left to the bridge);
 *  - VK_ERROR_VALIDATION_FAILED_EXT for a NULL comm. */
VKAR_API VkResult vkarMoveThreadOffInterruptCpus(VkarComm comm);

#ifdef __cplusplus
}
#endif

#endif /* VK_ALLREDUCE_H */

/* ======================================================================== */
/*                              IMPLEMENTATION                              */
/* ======================================================================== */

#ifdef VK_ALLREDUCE_IMPLEMENTATION
#ifndef VK_ALLREDUCE_IMPLEMENTATION_DONE
#define VK_ALLREDUCE_IMPLEMENTATION_DONE

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <io.h>
#elif defined(__APPLE__)
#error "vk_allreduce: macOS lacks pthread_condattr_setclock, which the library's threads need (PLATFORMS)"
#else
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>
#endif
#if defined(__linux__)
#include <linux/sync_file.h>
#include <sys/ioctl.h>
#endif
/* Ranks in several processes need POSIX shared memory and open file
 * description locks, which this targets on Linux only. */
#if defined(__linux__)
#define VKAR__HAS_PROCESSES 1
#include <dirent.h>
#include <sys/mman.h>
#include <sys/stat.h>
/* getrandom from glibc 2.25 on; /dev/urandom before */
#if !defined(__GLIBC__) || __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 25)
#define VKAR__HAS_GETRANDOM 1
#include <sys/random.h>
#else
#define VKAR__HAS_GETRANDOM 0
#endif
#else
#define VKAR__HAS_PROCESSES 0
#endif

#if defined(VKAR_MALLOC) != defined(VKAR_FREE)
#error "vk_allreduce: define both VKAR_MALLOC and VKAR_FREE, or neither"
#endif
#ifndef VKAR_MALLOC
#define VKAR_MALLOC(size) malloc(size)
#define VKAR_FREE(ptr) free(ptr)
#endif

#ifndef VKAR_ASSERT
#ifdef NDEBUG
#define VKAR_ASSERT(cond) ((void)sizeof(cond)) /* off; what it reads counts as used */
#else
#include <assert.h>
#define VKAR_ASSERT(cond) assert(cond)
#endif
#endif

#if defined(VKAR_ALIGNED_MALLOC) != defined(VKAR_ALIGNED_FREE)
#error "vk_allreduce: define both VKAR_ALIGNED_MALLOC and VKAR_ALIGNED_FREE, or neither"
#endif

/* ---- Platform: threads, locks, clock, aligned memory, file descriptors ---- */

/* The little the library needs of the system, for POSIX and for Windows
 * (Win32 only, no GNU extensions there, so MSVC builds it). SYNC_FD mode is
 * Linux-only: on Windows it is refused (vkar__sync_fd_obstacle), and
 * vkar__dup_fd / vkar__close_fd are never reached. */
#ifdef _WIN32

typedef HANDLE vkar__Thread;
typedef SRWLOCK vkar__Mutex;
typedef CONDITION_VARIABLE vkar__Cond;

/* CreateThread calls a DWORD WINAPI function: this one runs the library's
 * void* (*)(void*) with its argument, both handed over on the heap. */
typedef struct vkar__ThreadStart {
    void* (*start)(void*);
    void* arg;
} vkar__ThreadStart;

static DWORD WINAPI vkar__thread_trampoline(LPVOID param)
{
    vkar__ThreadStart call = *(vkar__ThreadStart*)param;
    VKAR_FREE(param);
    call.start(call.arg);
    return 0;
}

static int vkar__thread_create(vkar__Thread* thread, void* (*start)(void*), void* arg)
{
    vkar__ThreadStart* call = (vkar__ThreadStart*)VKAR_MALLOC(sizeof *call);
    if (!call)
        return ENOMEM;
    call->start = start;
    call->arg = arg;
    *thread = CreateThread(NULL, 0, vkar__thread_trampoline, call, 0, NULL);
    if (!*thread) {
        VKAR_FREE(call);
        return EAGAIN;
    }
    return 0;
}

static void vkar__thread_join(vkar__Thread thread)
{
    WaitForSingleObject(thread, INFINITE);
    CloseHandle(thread);
}

static void vkar__thread_detach(vkar__Thread thread)
{
    CloseHandle(thread);
}

static int vkar__mutex_init(vkar__Mutex* mutex)
{
    InitializeSRWLock(mutex);
    return 0;
}

static void vkar__mutex_destroy(vkar__Mutex* mutex)
{
    (void)mutex; /* an SRW lock holds no resources */
}

static void vkar__mutex_lock(vkar__Mutex* mutex)
{
    AcquireSRWLockExclusive(mutex);
}

static void vkar__mutex_unlock(vkar__Mutex* mutex)
{
    ReleaseSRWLockExclusive(mutex);
}

static int vkar__cond_init(vkar__Cond* cond)
{
    InitializeConditionVariable(cond);
    return 0;
}

static void vkar__cond_destroy(vkar__Cond* cond)
{
    (void)cond; /* a condition variable holds no resources */
}

static void vkar__cond_wait(vkar__Cond* cond, vkar__Mutex* mutex)
{
    SleepConditionVariableSRW(cond, mutex, INFINITE, 0);
}

static void vkar__cond_signal(vkar__Cond* cond)
{
    WakeConditionVariable(cond);
}

static void vkar__yield(void)
{
    SwitchToThread();
}

static uint64_t vkar__now_ns(void)
{
    LARGE_INTEGER count, frequency;
    uint64_t ticks, hz;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    ticks = (uint64_t)count.QuadPart;
    hz = (uint64_t)frequency.QuadPart;
    /* split so that ticks * 1e9 cannot overflow */
    return ticks / hz * 1000000000ull + ticks % hz * 1000000000ull / hz;
}

/* Waits until signalled or until deadlineNs (vkar__now_ns's clock; UINT64_MAX:
 * none); the caller rechecks what it waits for either way. */
static void vkar__cond_wait_until(vkar__Cond* cond, vkar__Mutex* mutex, uint64_t deadlineNs)
{
    const uint64_t now = vkar__now_ns();
    uint64_t ms;
    if (now >= deadlineNs)
        return;
    if (deadlineNs == UINT64_MAX) {
        SleepConditionVariableSRW(cond, mutex, INFINITE, 0);
        return;
    }
    ms = (deadlineNs - now + 999999) / 1000000; /* a finite wait stays finite */
    SleepConditionVariableSRW(cond, mutex, ms < INFINITE ? (DWORD)ms : INFINITE - 1, 0);
}

static void* vkar__aligned_malloc_default(size_t size, size_t alignment)
{
    return _aligned_malloc(size, alignment);
}
#define VKAR__ALIGNED_FREE_DEFAULT(ptr) _aligned_free(ptr)

#define vkar__dup_fd(fd) _dup(fd)
#define vkar__close_fd(fd) _close(fd)

#else /* POSIX */

typedef pthread_t vkar__Thread;
typedef pthread_mutex_t vkar__Mutex;
typedef pthread_cond_t vkar__Cond;

static int vkar__thread_create(vkar__Thread* thread, void* (*start)(void*), void* arg)
{
    return pthread_create(thread, NULL, start, arg);
}

static void vkar__thread_join(vkar__Thread thread)
{
    pthread_join(thread, NULL);
}

static void vkar__thread_detach(vkar__Thread thread)
{
    pthread_detach(thread);
}

static int vkar__mutex_init(vkar__Mutex* mutex)
{
    return pthread_mutex_init(mutex, NULL);
}

static void vkar__mutex_destroy(vkar__Mutex* mutex)
{
    pthread_mutex_destroy(mutex);
}

static void vkar__mutex_lock(vkar__Mutex* mutex)
{
    pthread_mutex_lock(mutex);
}

static void vkar__mutex_unlock(vkar__Mutex* mutex)
{
    pthread_mutex_unlock(mutex);
}

/* On CLOCK_MONOTONIC, so that vkar__cond_wait_until takes vkar__now_ns's
 * deadlines and a change of the wall clock cannot stretch a wait. */
static int vkar__cond_init(vkar__Cond* cond)
{
    pthread_condattr_t attr;
    int err = pthread_condattr_init(&attr);
    if (err != 0)
        return err;
    err = pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    if (err == 0)
        err = pthread_cond_init(cond, &attr);
    pthread_condattr_destroy(&attr);
    return err;
}

static void vkar__cond_destroy(vkar__Cond* cond)
{
    pthread_cond_destroy(cond);
}

static void vkar__cond_wait(vkar__Cond* cond, vkar__Mutex* mutex)
{
    pthread_cond_wait(cond, mutex);
}

static void vkar__cond_signal(vkar__Cond* cond)
{
    pthread_cond_signal(cond);
}

static void vkar__yield(void)
{
    sched_yield();
}

static uint64_t vkar__now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Waits until signalled or until deadlineNs (vkar__now_ns's clock; UINT64_MAX:
 * none); the caller rechecks what it waits for either way. */
static void vkar__cond_wait_until(vkar__Cond* cond, vkar__Mutex* mutex, uint64_t deadlineNs)
{
    struct timespec ts;
    if (deadlineNs == UINT64_MAX) {
        pthread_cond_wait(cond, mutex);
        return;
    }
    ts.tv_sec = (time_t)(deadlineNs / 1000000000ull);
    ts.tv_nsec = (long)(deadlineNs % 1000000000ull);
    pthread_cond_timedwait(cond, mutex, &ts);
}

static void* vkar__aligned_malloc_default(size_t size, size_t alignment)
{
    void* p = NULL;
    return posix_memalign(&p, alignment, size) == 0 ? p : NULL;
}
#define VKAR__ALIGNED_FREE_DEFAULT(ptr) free(ptr)

/* close-on-exec, as the drivers' own sync files are: a child the caller
 * starts must not hold a release open */
#define vkar__dup_fd(fd) fcntl(fd, F_DUPFD_CLOEXEC, 0)
#define vkar__close_fd(fd) close(fd)

#endif /* _WIN32 */

#ifndef VKAR_ALIGNED_MALLOC
#define VKAR_ALIGNED_MALLOC(size, alignment) vkar__aligned_malloc_default(size, alignment)
#define VKAR_ALIGNED_FREE(ptr) VKAR__ALIGNED_FREE_DEFAULT(ptr)
#endif

/* Starts the library's threads (tests override it to make it fail). */
#ifndef VKAR_THREAD_CREATE
#define VKAR_THREAD_CREATE(thread, start, arg) vkar__thread_create(thread, start, arg)
#endif

/* Thread-local storage: C11's and C++11's, else the compiler's. */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define VKAR__THREAD_LOCAL thread_local
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_THREADS__)
#define VKAR__THREAD_LOCAL _Thread_local
#elif defined(__GNUC__) || defined(__clang__)
#define VKAR__THREAD_LOCAL __thread
#else
#define VKAR__THREAD_LOCAL __declspec(thread)
#endif

/* ---- Platform: atomics --------------------------------------------------- */

/* For the words the bridge polls without the mutex. GCC and Clang (MinGW
 * and clang-cl included): their builtins, there in C99 and in C++ alike (a
 * 64-bit one may need -latomic on 32-bit targets). MSVC: Interlocked
 * functions, full barriers, chosen by the word's size. */
#if defined(_MSC_VER) && !defined(__clang__)
#define VKAR__ATOMIC_LOAD(ptr)                                                                                     \
    (sizeof(*(ptr)) == 8 ? (uint64_t)InterlockedCompareExchange64((volatile LONG64*)(void*)(ptr), 0, 0)           \
                         : (uint64_t)(uint32_t)InterlockedCompareExchange((volatile LONG*)(void*)(ptr), 0, 0))
#define VKAR__ATOMIC_STORE(ptr, value)                                                                             \
    (sizeof(*(ptr)) == 8 ? (void)InterlockedExchange64((volatile LONG64*)(void*)(ptr), (LONG64)(value))           \
                         : (void)InterlockedExchange((volatile LONG*)(void*)(ptr), (LONG)(value)))
#define VKAR__CPU_PAUSE() YieldProcessor()
#else
#define VKAR__ATOMIC_LOAD(ptr) __atomic_load_n(ptr, __ATOMIC_ACQUIRE)
#define VKAR__ATOMIC_STORE(ptr, value) __atomic_store_n(ptr, value, __ATOMIC_RELEASE)
/* In a polling loop: lets a hyper-threaded sibling run. */
#if defined(__x86_64__) || defined(__i386__)
#define VKAR__CPU_PAUSE() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define VKAR__CPU_PAUSE() __asm__ __volatile__("yield")
#else
#define VKAR__CPU_PAUSE() ((void)0)
#endif
#endif

/* For the words processes share (VkarCommCreateInfo::pMultiProcess). */
#if defined(_MSC_VER) && !defined(__clang__)
#define VKAR__ATOMIC_CAS32(ptr, expected, desired)                                                             \
    (InterlockedCompareExchange((volatile LONG*)(void*)(ptr), (LONG)(desired), (LONG)(expected)) == (LONG)(expected))
#define VKAR__ATOMIC_ADD32(ptr, value) \
    ((uint32_t)InterlockedExchangeAdd((volatile LONG*)(void*)(ptr), (LONG)(value)) + (uint32_t)(value))
#else
#define VKAR__ATOMIC_CAS32(ptr, expected, desired) vkar__cas32(ptr, expected, desired)
#define VKAR__ATOMIC_ADD32(ptr, value) __atomic_add_fetch(ptr, value, __ATOMIC_ACQ_REL)
static int vkar__cas32(uint32_t* word, uint32_t expected, uint32_t desired)
{
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}
#endif

/* ---- Platform: the CPUs that take a GPU's interrupts (Linux) ------------- */

/* A thread that polls or waits for a GPU on a CPU that takes the GPU's
 * interrupts is stopped for each of them: on an H200 that adds about 32 us
 * to every round trip, and the scheduler puts a new thread there by
 * chance (bench/results/2026-12-02-h200-slow-mode-irq-cpu). Linux tells
 * which CPUs those are: a PCI device's interrupts are the entries of its
 * msi_irqs folder in sysfs (or its legacy irq file), how many each has
 * taken is in sysfs too (per_cpu_count), and the CPUs that take each are
 * in procfs (effective_affinity_list; smp_affinity_list is where it may
 * go, often a whole node, so it is not used). glibc and musl
 * declare the affinity calls only under _GNU_SOURCE, which the header does
 * not impose on the file that includes it, so they are declared here where
 * the system headers did not. */
#if defined(__linux__)
#define VKAR__HAS_CPU_AFFINITY 1
#define VKAR__MAX_CPUS 1024

typedef struct vkar__CpuMask {
    unsigned long bits[VKAR__MAX_CPUS / (8 * sizeof(unsigned long))];
} vkar__CpuMask;

#if defined(CPU_SETSIZE)
#define VKAR__CPU_SET_ARG(mask) ((cpu_set_t*)(void*)(mask))
#define VKAR__CONST_CPU_SET_ARG(mask) ((const cpu_set_t*)(const void*)(mask))
#else
#ifdef __cplusplus
extern "C" {
#endif
int sched_getaffinity(pid_t, size_t, void*);
int sched_setaffinity(pid_t, size_t, const void*);
#ifdef __cplusplus
}
#endif
#define VKAR__CPU_SET_ARG(mask) ((void*)(mask))
#define VKAR__CONST_CPU_SET_ARG(mask) ((const void*)(mask))
#endif

/* Where sysfs and procfs are found: "" (the root); the tests point it at a
 * tree of their own. */
static const char* vkar__fsRoot = "";

static int vkar__cpu_in(const vkar__CpuMask* mask, unsigned cpu)
{
    const unsigned width = 8 * sizeof(unsigned long);
    return cpu < VKAR__MAX_CPUS && (mask->bits[cpu / width] >> (cpu % width) & 1ul);
}

static void vkar__cpu_add(vkar__CpuMask* mask, unsigned cpu)
{
    const unsigned width = 8 * sizeof(unsigned long);
    if (cpu < VKAR__MAX_CPUS)
        mask->bits[cpu / width] |= 1ul << (cpu % width);
}

static int vkar__thread_cpus(vkar__CpuMask* mask)
{
    memset(mask, 0, sizeof *mask);
    return sched_getaffinity(0, sizeof *mask, VKAR__CPU_SET_ARG(mask)) == 0;
}

static int vkar__set_thread_cpus(const vkar__CpuMask* mask)
{
    return sched_setaffinity(0, sizeof *mask, VKAR__CONST_CPU_SET_ARG(mask)) == 0;
}

/* fsRoot + path, opened for reading. */
static FILE* vkar__open_fs_file(const char* path)
{
    char full[512];
    snprintf(full, sizeof full, "%s%s", vkar__fsRoot, path);
    return fopen(full, "r");
}

static DIR* vkar__open_fs_dir(const char* path)
{
    char full[512];
    snprintf(full, sizeof full, "%s%s", vkar__fsRoot, path);
    return opendir(full);
}

/* The first line of fsRoot + path, without its newline; 0 if unreadable. */
static int vkar__read_line(const char* path, char* line, size_t size)
{
    FILE* f = vkar__open_fs_file(path);
    int got;
    if (!f)
        return 0;
    got = fgets(line, (int)size, f) != NULL;
    fclose(f);
    if (got)
        line[strcspn(line, "\n")] = '\0';
    return got;
}

/* Adds a CPU list such as "0-3,8,10-11" to mask. */
static void vkar__add_cpu_list(const char* text, vkar__CpuMask* mask)
{
    for (;;) {
        char* end;
        unsigned long first = strtoul(text, &end, 10), last = first, cpu;
        if (end == text)
            return;
        if (*end == '-')
            last = strtoul(end + 1, &end, 10);
        for (cpu = first; cpu <= last && cpu < VKAR__MAX_CPUS; ++cpu)
            vkar__cpu_add(mask, (unsigned)cpu);
        if (*end != ',')
            return;
        text = end + 1;
    }
}

static void vkar__add_irq_cpus(unsigned long irq, vkar__CpuMask* mask)
{
    char path[64], line[4096];
    snprintf(path, sizeof path, "/proc/irq/%lu/effective_affinity_list", irq);
    if (vkar__read_line(path, line, sizeof line))
        vkar__add_cpu_list(line, mask);
}

/* How many interrupts irq has taken, over every CPU, in *pCount; 0 when
 * that is unknown (no per_cpu_count, or nothing readable in it). */
static int vkar__irq_count(unsigned long irq, unsigned long long* pCount)
{
    char path[64];
    unsigned long long count;
    int known = 0;
    FILE* f;
    *pCount = 0;
    snprintf(path, sizeof path, "/sys/kernel/irq/%lu/per_cpu_count", irq);
    f = vkar__open_fs_file(path);
    if (!f)
        return 0;
    while (fscanf(f, "%llu", &count) == 1) {
        *pCount += count;
        known = 1;
        if (fgetc(f) != ',')
            break;
    }
    fclose(f);
    return known;
}

/* The vector a msi_irqs entry names, or 0 for "." and ".." (no MSI vector
 * is IRQ 0). */
static unsigned long vkar__msi_irq(const struct dirent* entry)
{
    return entry->d_name[0] >= '0' && entry->d_name[0] <= '9' ? strtoul(entry->d_name, NULL, 10) : 0;
}

/* A driver may set up more MSI vectors than it uses (NVIDIA's 580 driver:
 * eight, on eight CPUs, one of them taking every completion), and leaving
 * all their CPUs would leave few or none. So a vector counts when it has
 * taken at least 1% of the device's `total`, when the device has taken too
 * few to tell (a fresh H200 had taken 13, all on a vector that then took
 * no more), or when its count is unknown. The counts run from boot and
 * wrap at 2^32 per CPU: a driver that moved its completions to another
 * vector late would be seen late. */
static int vkar__msi_in_use(int known, unsigned long long count, unsigned long long total)
{
    return !known || total < 1000 || count >= total / 100;
}

/* Adds the CPUs of the device's MSI vectors in use. */
static void vkar__add_msi_cpus(DIR* dir, vkar__CpuMask* mask)
{
    struct dirent* entry;
    unsigned long long total = 0, count;
    unsigned long irq;
    while ((entry = readdir(dir)) != NULL)
        if ((irq = vkar__msi_irq(entry)) != 0 && vkar__irq_count(irq, &count))
            total += count;
    rewinddir(dir);
    while ((entry = readdir(dir)) != NULL) {
        int known;
        if ((irq = vkar__msi_irq(entry)) == 0)
            continue;
        known = vkar__irq_count(irq, &count);
        if (vkar__msi_in_use(known, count, total))
            vkar__add_irq_cpus(irq, mask);
    }
}

/* Adds the CPUs that take the interrupts of the PCI device at `address`
 * ("0000:65:00.0") to mask. */
static void vkar__add_device_interrupt_cpus(const char* address, vkar__CpuMask* mask)
{
    char path[512], line[32];
    DIR* dir;
    snprintf(path, sizeof path, "/sys/bus/pci/devices/%s/msi_irqs", address);
    dir = vkar__open_fs_dir(path);
    if (dir) {
        vkar__add_msi_cpus(dir, mask);
        closedir(dir);
        return;
    }
    snprintf(path, sizeof path, "/sys/bus/pci/devices/%s/irq", address);
    if (vkar__read_line(path, line, sizeof line) && strtoul(line, NULL, 10) != 0)
        vkar__add_irq_cpus(strtoul(line, NULL, 10), mask);
}
#else
#define VKAR__HAS_CPU_AFFINITY 0
#endif

/* ---- Platform: open file description locks (Linux) ---------------------- */

/* What tells a peer a process is gone: a write lock on one byte of the
 * shared-memory object (the byte numbered as the global rank), taken on the
 * process's own open file description. The kernel keeps it, not the
 * mapping, so nothing another process writes into the mapping can forge or
 * break it; it goes when the process lets go or dies (its descriptor
 * closes). Ranks in several processes need Linux: elsewhere these stubs
 * are never reached past vkarGetUniqueId's and creation's refusal. */
#if VKAR__HAS_PROCESSES

/* glibc declares these only under _GNU_SOURCE; Linux has had them since 3.15 */
#ifndef F_OFD_GETLK
#define F_OFD_GETLK 36
#define F_OFD_SETLK 37
#endif

static int vkar__rank_lock(int fd, uint32_t globalRank, short type, int command)
{
    struct flock lock;
    memset(&lock, 0, sizeof lock); /* l_pid 0, as open file description locks require */
    lock.l_type = type;
    lock.l_whence = SEEK_SET;
    lock.l_start = (off_t)globalRank;
    lock.l_len = 1;
    if (fcntl(fd, command, &lock) != 0)
        return -1;
    return command == F_OFD_GETLK ? lock.l_type : 0;
}

/* Takes global rank g's lock without waiting: 0, or -1 where another
 * description holds it. */
static int vkar__hold_rank_lock(int fd, uint32_t g)
{
    return vkar__rank_lock(fd, g, F_WRLCK, F_OFD_SETLK);
}

static void vkar__let_go_rank_lock(int fd, uint32_t g)
{
    vkar__rank_lock(fd, g, F_UNLCK, F_OFD_SETLK);
}

/* Whether no other description holds global rank g's lock. */
static int vkar__rank_lock_free(int fd, uint32_t g)
{
    return vkar__rank_lock(fd, g, F_WRLCK, F_OFD_GETLK) == F_UNLCK;
}

#else

static int vkar__hold_rank_lock(int fd, uint32_t g)
{
    (void)fd, (void)g;
    return -1;
}
static void vkar__let_go_rank_lock(int fd, uint32_t g)
{
    (void)fd, (void)g;
}
static int vkar__rank_lock_free(int fd, uint32_t g)
{
    (void)fd, (void)g;
    return 1;
}

#endif /* VKAR__HAS_PROCESSES */

/* ---- Platform: shared memory (Linux) ------------------------------------- */

/* POSIX shared-memory objects, which hold the slots of ranks in several
 * processes, and the random bytes their names are made of. */
#if VKAR__HAS_PROCESSES

/* A new shared-memory object of `bytes` zeros, mapped, its descriptor in *pFd (kept: the ranks' locks live on it); NULL
 * with errno. Its pages are reserved here: tmpfs sizes an object without reserving it, so a full /dev/shm would
 * otherwise surface later, as a failed import or as SIGBUS on the first store to a page (the bridges' copies, when the
 * slots are copied through the host). */
static void* vkar__shm_create(const char* name, size_t bytes, int* pFd)
{
    void* p = MAP_FAILED;
    int err = 0;
    const int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd < 0)
        return NULL;
    if (ftruncate(fd, (off_t)bytes) == 0 && (err = posix_fallocate(fd, 0, (off_t)bytes)) == 0)
        p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (err)
        errno = err;
    if (p == MAP_FAILED) {
        err = errno;
        close(fd);
        shm_unlink(name);
        errno = err;
        return NULL;
    }
    *pFd = fd;
    return p;
}

/* Why an object another process created may not be trusted, or NULL: it
 * must belong to this process's user, and no one else may open it (the
 * creator makes it 0600 with O_EXCL; another user who took the name first
 * could read and write the slots and the header). */
static const char* vkar__shm_distrust(const struct stat* st, char* why, size_t size)
{
    if (st->st_uid != geteuid()) {
        snprintf(why, size, "it belongs to uid %lu, not to this process's user (uid %lu)",
                 (unsigned long)st->st_uid, (unsigned long)geteuid());
        return why;
    }
    if (st->st_mode & 077) {
        snprintf(why, size, "its mode %04o lets group or others open it (the creator makes it 0600)",
                 (unsigned)(st->st_mode & 07777));
        return why;
    }
    return NULL;
}

/* An existing object, mapped whole into *pBytes, its descriptor in *pFd;
 * NULL with errno (ENOENT until it is created, EAGAIN while its creator
 * has not sized it yet, EACCES with *pDistrust set when it may not be
 * trusted). */
static void* vkar__shm_open(const char* name, size_t* pBytes, int* pFd, const char** pDistrust, char* why,
                            size_t size)
{
    void* p = MAP_FAILED;
    struct stat st;
    const int fd = shm_open(name, O_RDWR, 0600);
    int err;
    *pBytes = 0;
    *pDistrust = NULL;
    if (fd < 0)
        return NULL;
    if (fstat(fd, &st) == 0) {
        *pBytes = (size_t)st.st_size;
        *pDistrust = vkar__shm_distrust(&st, why, size);
        if (*pDistrust)
            errno = EACCES;
        else if (st.st_size == 0)
            errno = EAGAIN;
        else
            p = mmap(NULL, *pBytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    }
    if (p == MAP_FAILED) {
        err = errno;
        close(fd);
        errno = err;
        return NULL;
    }
    *pFd = fd;
    return p;
}

static void vkar__shm_unmap(void* p, size_t bytes, int fd)
{
    munmap(p, bytes);
    close(fd);
}

/* n bytes from the kernel's random source; 0 with errno. */
static int vkar__random_bytes(unsigned char* out, size_t n)
{
    size_t got = 0;
    int fd;
#if VKAR__HAS_GETRANDOM
    while (got < n) {
        const ssize_t r = getrandom(out + got, n - got, 0);
        if (r < 0 && errno != EINTR)
            break;
        got += r > 0 ? (size_t)r : 0;
    }
    if (got == n)
        return 1;
#endif
    fd = open("/dev/urandom", O_RDONLY);
    if (fd < 0)
        return 0;
    for (got = 0; got < n;) {
        const ssize_t r = read(fd, out + got, n - got);
        if (r <= 0 && errno != EINTR)
            break;
        got += r > 0 ? (size_t)r : 0;
    }
    close(fd);
    return got == n;
}

static void vkar__shm_unlink(const char* name)
{
    shm_unlink(name);
}

#else

static void* vkar__shm_create(const char* name, size_t bytes, int* pFd)
{
    (void)name, (void)bytes, (void)pFd;
    errno = ENOSYS;
    return NULL;
}
static void* vkar__shm_open(const char* name, size_t* pBytes, int* pFd, const char** pDistrust, char* why,
                            size_t size)
{
    (void)name, (void)pFd, (void)why, (void)size;
    *pBytes = 0;
    *pDistrust = NULL;
    errno = ENOSYS;
    return NULL;
}
static void vkar__shm_unmap(void* p, size_t bytes, int fd)
{
    (void)p, (void)bytes, (void)fd;
}
static void vkar__shm_unlink(const char* name)
{
    (void)name;
}
static int vkar__random_bytes(unsigned char* out, size_t n)
{
    (void)out, (void)n;
    errno = ENOSYS;
    return 0;
}

#endif /* VKAR__HAS_PROCESSES */

/* ---- Platform: sync files (Linux) ---------------------------------------- */

/* SYNC_FD mode's sync files: merging several into one (the kernel's
 * SYNC_IOC_MERGE, or the caller's VKAR_MERGE_SYNC_FILES) and waiting for
 * one on the host. Windows drivers export Win32 handles instead: SYNC_FD
 * mode is refused there (vkar__sync_fd_obstacle). */
#ifdef _WIN32
#define VKAR__HAS_SYNC_FILES 0
#else
#define VKAR__HAS_SYNC_FILES 1
#endif

#if defined(VKAR_MERGE_SYNC_FILES) || defined(__linux__)
#define VKAR__CAN_MERGE_SYNC_FILES 1
#else
#define VKAR__CAN_MERGE_SYNC_FILES 0
#endif

#if !defined(VKAR_MERGE_SYNC_FILES) && defined(__linux__)
static int vkar__merge_sync_files(int a, int b)
{
    struct sync_merge_data merge;
    memset(&merge, 0, sizeof merge);
    memcpy(merge.name, "vk_allreduce", sizeof "vk_allreduce");
    merge.fd2 = b;
    return ioctl(a, SYNC_IOC_MERGE, &merge) < 0 ? -1 : merge.fence;
}
#define VKAR_MERGE_SYNC_FILES(a, b) vkar__merge_sync_files(a, b)
#elif !defined(VKAR_MERGE_SYNC_FILES)
#define VKAR_MERGE_SYNC_FILES(a, b) ((void)(a), (void)(b), errno = ENOSYS, -1)
#endif

/* 0 once sync file fd has signalled, -1 when it has not within timeoutNs
 * (UINT64_MAX: no bound). */
#ifdef _WIN32
static int vkar__wait_sync_file(int fd, uint64_t timeoutNs)
{
    (void)fd, (void)timeoutNs;
    VKAR_ASSERT(!"SYNC_FD mode is refused on Windows");
    return -1;
}
#else
static int vkar__wait_sync_file(int fd, uint64_t timeoutNs)
{
    const uint64_t start = vkar__now_ns();
    struct pollfd p;
    int ready;
    p.fd = fd;
    p.events = POLLIN;
    do {
        const uint64_t spent = vkar__now_ns() - start;
        const uint64_t leftMs = spent >= timeoutNs ? 0 : (timeoutNs - spent + 999999u) / 1000000u;
        p.revents = 0;
        ready = poll(&p, 1, timeoutNs == UINT64_MAX ? -1 : leftMs > 0x7fffffffu ? 0x7fffffff : (int)leftMs);
    } while (ready < 0 && errno == EINTR);
    return ready == 1 && (p.revents & POLLIN) ? 0 : -1;
}
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Constants ----------------------------------------------------------- */

/* Rounds that may be queued before a call waits. Every queued round holds a
 * reduce submission that waits on a semaphore not yet signalled; drivers
 * accept only a few thousand of those per queue (NVIDIA: device lost at the
 * 6553rd), so the library never passes a flood of them on. */
#define VKAR__MAX_ROUNDS_IN_FLIGHT 64u
#define VKAR__WORKGROUP_SIZE 256u
#define VKAR__MAX_WORKGROUPS 4096u
#define VKAR__SLOT_ALIGNMENT 256u
#define VKAR__DEFAULT_SPIN_US 200u
#define VKAR__MAX_SPIN_US 1000000u
/* The longest the bridge polls for a round's publishes when the last round's
 * took long to land (see vkar__publish_spin_ns). */
#define VKAR__MAX_PUBLISH_SPIN_NS 10000000ull
#define VKAR__DEFAULT_F16_WIRE_MIN_BYTES ((VkDeviceSize)1 << 20)
/* VKAR_ALGORITHM_AUTO's model (vkarResolveAlgorithm): a second release
 * costs what one rank's link moves meanwhile, 45 us at 50 GB/s on 2 x H200. */
#define VKAR__TWO_SHOT_RELEASE_BYTES 2250000ull
/* A two-shot rank's share of a round starts at a multiple of this many
 * elements (vkar__share). */
#define VKAR__SHARE_ALIGNMENT 64u
#define VKAR__DEFAULT_TIMEOUT_NS 10000000000ull
/* Ranks in several processes: each slot's size when maxSlotBytes is 0 (the
 * mapping does not grow), and the alignment of the slots in the mapping
 * and of their size, a multiple of every minImportedHostPointerAlignment
 * known (4 KiB), the same in every process. */
#define VKAR__DEFAULT_PROCESS_SLOT_BYTES ((VkDeviceSize)16 << 20)
#define VKAR__SHARED_ALIGNMENT 65536u
/* The bridge thread blocks in slices this long so it notices a stop request. */
#define VKAR__BRIDGE_SLICE_NS 50000000ull
/* An export normally ends within microseconds (vkar__Exporter says when
 * it does not). VKAR_EXPORT_WAIT_NS (CONFIGURATION) overrides it. */
#ifdef VKAR_EXPORT_WAIT_NS
#define VKAR__EXPORT_WAIT_NS ((uint64_t)(VKAR_EXPORT_WAIT_NS))
#else
#define VKAR__EXPORT_WAIT_NS 5000000ull
#endif

/* ---- Loader table -------------------------------------------------------- */

#define VKAR__INSTANCE_FUNCTIONS(X)               \
    X(vkEnumerateDeviceExtensionProperties)       \
    X(vkGetDeviceProcAddr)                        \
    X(vkGetPhysicalDeviceProperties)              \
    X(vkGetPhysicalDeviceProperties2)             \
    X(vkGetPhysicalDeviceMemoryProperties)        \
    X(vkGetPhysicalDeviceQueueFamilyProperties)   \
    X(vkGetPhysicalDeviceExternalSemaphoreProperties)

#define VKAR__DEVICE_FUNCTIONS(X)     \
    X(vkAllocateCommandBuffers)       \
    X(vkAllocateDescriptorSets)       \
    X(vkAllocateMemory)               \
    X(vkBeginCommandBuffer)           \
    X(vkBindBufferMemory)             \
    X(vkCmdBindDescriptorSets)        \
    X(vkCmdBindPipeline)              \
    X(vkCmdCopyBuffer)                \
    X(vkCmdDispatch)                  \
    X(vkCmdFillBuffer)                \
    X(vkCmdPipelineBarrier)           \
    X(vkCmdPushConstants)             \
    X(vkCmdResetEvent)                \
    X(vkCmdSetEvent)                  \
    X(vkCmdWaitEvents)                \
    X(vkCreateBuffer)                 \
    X(vkCreateCommandPool)            \
    X(vkCreateComputePipelines)       \
    X(vkCreateDescriptorPool)         \
    X(vkCreateDescriptorSetLayout)    \
    X(vkCreateEvent)                  \
    X(vkCreateFence)                  \
    X(vkCreatePipelineLayout)         \
    X(vkCreateSemaphore)              \
    X(vkCreateShaderModule)           \
    X(vkDestroyBuffer)                \
    X(vkDestroyCommandPool)           \
    X(vkDestroyDescriptorPool)        \
    X(vkDestroyDescriptorSetLayout)   \
    X(vkDestroyEvent)                 \
    X(vkDestroyFence)                 \
    X(vkDestroyPipeline)              \
    X(vkDestroyPipelineLayout)        \
    X(vkDestroySemaphore)             \
    X(vkDestroyShaderModule)          \
    X(vkEndCommandBuffer)             \
    X(vkFreeMemory)                   \
    X(vkGetBufferMemoryRequirements)  \
    X(vkGetEventStatus)               \
    X(vkGetFenceStatus)               \
    X(vkQueueSubmit)                  \
    X(vkResetEvent)                   \
    X(vkSetEvent)                     \
    X(vkUpdateDescriptorSets)

/* Timeline semaphore commands: core names in Vulkan 1.2, KHR names before. */
#define VKAR__TIMELINE_FUNCTIONS(X)                   \
    X(vkGetSemaphoreCounterValue, "vkGetSemaphoreCounterValueKHR") \
    X(vkSignalSemaphore, "vkSignalSemaphoreKHR")      \
    X(vkWaitSemaphores, "vkWaitSemaphoresKHR")

#define VKAR__DECLARE_MEMBER(name) PFN_##name name;
#define VKAR__DECLARE_MEMBER2(name, alias) PFN_##name name;

typedef struct vkar__InstanceFunctions {
    VKAR__INSTANCE_FUNCTIONS(VKAR__DECLARE_MEMBER)
} vkar__InstanceFunctions;

typedef struct vkar__DeviceFunctions {
    VKAR__DEVICE_FUNCTIONS(VKAR__DECLARE_MEMBER)
    VKAR__TIMELINE_FUNCTIONS(VKAR__DECLARE_MEMBER2)
    PFN_vkGetMemoryHostPointerPropertiesEXT vkGetMemoryHostPointerPropertiesEXT;
    /* VK_KHR_external_semaphore_fd: optional, SYNC_FD mode only */
    PFN_vkGetSemaphoreFdKHR vkGetSemaphoreFdKHR;
    PFN_vkImportSemaphoreFdKHR vkImportSemaphoreFdKHR;
} vkar__DeviceFunctions;

/* ---- Communicator state -------------------------------------------------- */

/* What a reduce dispatch does (vkar__KernelParams::mode; VKAR_KERNEL_* in
 * shaders/common.glsl): combine every rank's contribution, copy one
 * source's bits (the slot at slotWord, or the rank's own input), or put
 * every rank's elements into its block of the output. */
typedef enum vkar__KernelMode {
    VKAR__KERNEL_REDUCE,
    VKAR__KERNEL_COPY_SLOT,
    VKAR__KERNEL_COPY_INPUT,
    VKAR__KERNEL_GATHER
} vkar__KernelMode;

/* 16-bit elements across nodes (vkar__nodes_round_params): a SCATTER's
 * reduce writes the node's shares as F32 words, unrounded; a GATHER_NODES
 * reduce reads every node's result so from the one slot and rounds once. */
typedef enum vkar__F32Words { VKAR__F32_WORDS_NONE, VKAR__F32_WORDS_WRITE, VKAR__F32_WORDS_READ } vkar__F32Words;

/* Push constants of both kernels; mirrors `Params` in shaders/common.glsl. */
typedef struct vkar__KernelParams {
    uint32_t count;
    uint32_t bufferFirst;
    uint32_t slotWord;
    uint32_t slotStride;
    uint32_t rankCount;
    uint32_t wire;
    uint32_t zero;
    uint32_t rank;
    uint32_t type; /* VkarDataType */
    uint32_t op;   /* VkarReduceOp */
    uint32_t scale; /* AVG: vkar__average_scale */
    uint32_t outputFirst;
    uint32_t fromOutput; /* the publish reads the output (GATHER) */
    uint32_t blockStride; /* VKAR__KERNEL_GATHER: elements between the output's blocks */
    uint32_t halves; /* the buffers hold 16-bit elements (F16, BF16) */
    uint32_t windowShift; /* windowCount != 0: element i is the input's i + windowShift (mod 2^32) */
    uint32_t windowCount; /* ... where that is below windowCount, else zero */
    uint32_t f32Words; /* vkar__F32Words */
    uint32_t mode;     /* vkar__KernelMode of the reduce */
} vkar__KernelParams;

/* How a round's reduces learn that every publish is done: an event or a
 * timeline value the bridge thread sets, or the peers' SYNC_FD imports. */
typedef enum vkar__Release { VKAR__RELEASE_EVENT, VKAR__RELEASE_TIMELINE, VKAR__RELEASE_SYNC_FD } vkar__Release;

/* The collectives, one row each of vkar__collectives (Collectives: traits). */
typedef enum vkar__Collective {
    VKAR__ALL_REDUCE,
    VKAR__REDUCE,
    VKAR__BROADCAST,
    VKAR__REDUCE_SCATTER,
    VKAR__ALL_GATHER,
    VKAR__COLLECTIVE_COUNT
} vkar__Collective;

/* Which of its algorithm's rounds a round is. WHOLE: the collective's own round per piece; for an all-reduce, publish
 * the buffer and sum every slot into it (ONE_SHOT). VKAR_ALGORITHM_TWO_SHOT takes two rounds: SCATTER publishes the
 * buffer as WHOLE does and sums only the rank's share of the elements into it (vkar__share); GATHER publishes that
 * share of the sum as F32 and reads the other ranks' shares. Both are ordinary rounds to the release and the ring;
 * vkar__record_round says where each writes. Across nodes every collective runs SCATTER and GATHER_NODES
 * (vkar__nodes_round_params). */
typedef enum vkar__Phase {
    VKAR__PHASE_WHOLE,
    VKAR__PHASE_SCATTER,
    VKAR__PHASE_GATHER,
    /* GATHER with a transport: the bridge sums the round's host buffer
     * across nodes before it releases the round (vkar__HostSum), and every
     * rank reads every share back, its own included */
    VKAR__PHASE_GATHER_NODES
} vkar__Phase;

/* By ring entry: a GATHER_NODES round's host buffer, which the bridge
 * hands to the transport once every rank has published the round. Written
 * atomically by the calling thread before the round is posted (count, then
 * the address), read atomically by the bridge: the entry's next round is
 * planned while the bridge may still be reading it for an earlier batch,
 * ordered only through the GPUs. */
typedef struct vkar__HostSum {
    uint64_t address; /* (uintptr_t) of the data; 0: no transport */
    uint64_t count;
    uint64_t typeOp; /* VkarDataType | VkarReduceOp << 8 */
} vkar__HostSum;

/* By ring entry: a group's round across nodes, this node's messages for
 * VkarTransport::pfnExchangeHost (vkar__plan_host_exchange). `rounds` is
 * the round's number where the entry holds its messages, else another;
 * written atomically after the messages by the calling thread before the
 * round is posted, read by the bridge. The array grows, never while the
 * bridge may read it: the entry's previous round has been released. */
typedef struct vkar__HostExchange {
    VkarHostMessage* messages;
    uint32_t capacity;
    uint32_t count;
    uint64_t round;
} vkar__HostExchange;

/* The semaphores one rank's two submissions of a round carry, besides the
 * caller's: what vkarCmdAllreduce hands out and vkarAllreduce submits. */
typedef struct vkar__Plan {
    VkSemaphore publishSignals[2];
    uint64_t publishSignalValues[2];
    uint32_t publishSignalCount;
    VkSemaphore* reduceWaits; /* [rankCount] */
    uint64_t* reduceWaitValues;
    VkPipelineStageFlags* reduceWaitStages;
    uint32_t reduceWaitCount;
    VkSemaphore reduceSignal;
    uint64_t reduceSignalValue;
} vkar__Plan;

/* Where the communicator's ranks are, which decides how slots and rounds
 * reach every rank. Set at creation; PROCESSES becomes PROCESSES_COPIED
 * where a device refuses the mapping (vkar__use_private_slots), before any
 * round. */
typedef enum vkar__Topology {
    VKAR__TOPOLOGY_ONE_PROCESS = 0, /* every rank here: private slots */
    VKAR__TOPOLOGY_NODES,           /* the same, and a transport sums across nodes */
    VKAR__TOPOLOGY_PROCESSES,       /* ranks in several processes: the devices import the mapping's slots */
    VKAR__TOPOLOGY_PROCESSES_COPIED /* the same, the slots private and copied through the mapping */
} vkar__Topology;

/* The barriers a reduce ends with (vkar__record_reduce): for what follows
 * on the queue, for host reads, both or none. */
typedef enum vkar__Closing {
    VKAR__CLOSE_FOR_QUEUE = 1,
    VKAR__CLOSE_FOR_HOST = 2
} vkar__Closing;

/* What a ring entry's own command buffers were recorded for, kept with
 * VKAR_COMM_CREATE_REUSE_COMMANDS_BIT. */
typedef struct vkar__Recording {
    VkBuffer buffer;
    VkDeviceSize start; /* byte offset of the round's first element */
    VkBuffer output;    /* the buffer again in place */
    VkDeviceSize outputStart;
    uint32_t count;
    uint32_t wire;
    uint32_t zero;
    uint32_t release; /* vkar__Release: the event wait is recorded */
    uint32_t type;    /* VkarDataType */
    uint32_t op;      /* VkarReduceOp */
    uint32_t closing; /* vkar__Closing bits: the barriers the reduce ends with */
    uint32_t phase; /* vkar__Phase */
    uint32_t collective; /* vkar__Collective */
    uint32_t nodeRank; /* vkar__rank_number */
    uint32_t root; /* REDUCE and BROADCAST: the root's global rank */
    uint32_t block; /* REDUCE_SCATTER, ALL_GATHER: elements of each rank's block */
    uint64_t first; /* REDUCE_SCATTER: the round's first element in the flat input */
    uint64_t slotGeneration; /* 0: nothing to reuse */
} vkar__Recording;

/* A recording compares as one value (vkar__can_resubmit): no padding. */
typedef char vkar__RecordingHasNoPadding[sizeof(vkar__Recording) == 2 * sizeof(VkBuffer) + 2 * sizeof(VkDeviceSize) +
                                                                    12 * sizeof(uint32_t) + 2 * sizeof(uint64_t)
                                             ? 1
                                             : -1];

/* The kernels' parameters of one rank's part of a round. */
typedef struct vkar__RoundParams {
    vkar__KernelParams publish;
    vkar__KernelParams reduce[2];
    uint32_t reduceDispatches;
} vkar__RoundParams;

typedef struct vkar__Rank {
    VkarRankInfo info;
    /* Its number among every process's ranks (its index without processes):
     * where its slot is, and its place in the sum. */
    uint32_t globalRank;
    vkar__DeviceFunctions vk;
    char name[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    /* "0000:65:00.0" where the device has VK_EXT_pci_bus_info, else "":
     * where the library finds the CPUs that take its interrupts. */
    char pciAddress[24];
    VkDriverId driverID;
    VkPhysicalDeviceMemoryProperties memory;
    VkDeviceSize storageOffsetAlignment;
    VkDeviceSize importAlignment;
    uint32_t maxStorageBufferRange;
    uint32_t maxWorkgroups;

    /* done = 2r-1 once the publish of round r has finished, 2r once its
     * reduce has: one semaphore tells both the bridge and the ring. */
    VkSemaphore done;
    /* VKAR_RELEASE_MODE_TIMELINE: go = comm->goValues[r % 64] once every
     * rank has published round r (signalled by the bridge). */
    VkSemaphore go;
    /* The last value signalled to go. */
    uint64_t goSignalled;
    /* VKAR_RELEASE_MODE_EVENT, by ring entry: set by the bridge once every
     * rank has published the entry's round (vkar__release_rank says when
     * each is set and reset). */
    VkEvent events[VKAR__MAX_ROUNDS_IN_FLIGHT];
    /* By ring entry: set by the GPU as the entry's publish begins, once the caller's waits are satisfied and everything
     * before it on the queue has finished; reset by the calling thread before the round is submitted
     * (vkar__reset_ready_events). The bridge's clock for a rank runs only once it is set: a round queued behind an idle
     * caller's waits is not a stuck peer. */
    VkEvent readyEvents[VKAR__MAX_ROUNDS_IN_FLIGHT];
    /* The last round released on this rank: by the bridge thread, or by
     * vkarDestroyComm once that has stopped. */
    uint64_t released;

    VkDescriptorSetLayout setLayout;
    VkPipelineLayout pipelineLayout;
    VkPipeline publishPipeline;
    VkPipeline reducePipeline;
    VkDescriptorPool descriptorPool;
    VkCommandPool commandPool;
    /* Ring of per-round resources, indexed by round % VKAR__MAX_ROUNDS_IN_FLIGHT. */
    VkDescriptorSet sets[VKAR__MAX_ROUNDS_IN_FLIGHT];
    VkCommandBuffer publishCmds[VKAR__MAX_ROUNDS_IN_FLIGHT];
    VkCommandBuffer reduceCmds[VKAR__MAX_ROUNDS_IN_FLIGHT];
    vkar__Recording recordings[VKAR__MAX_ROUNDS_IN_FLIGHT];

    /* This rank's import of the shared slot allocation. */
    VkBuffer slotBuffer;
    /* The queue family the slots pass to after each publish and reduce,
     * and come back from before the next (vkar__choose_external_family). */
    uint32_t externalFamily;
    uint8_t deviceUuid[VK_UUID_SIZE], driverUuid[VK_UUID_SIZE];
    VkDeviceMemory slotMemory;
    /* The import of the slots that growth replaced, while rounds may read it. */
    VkBuffer retiredSlotBuffer;
    VkDeviceMemory retiredSlotMemory;

    vkar__Plan plan;
    /* SYNC_FD mode, by ring entry, created on first use: the binary semaphore the publish signals, and the one the
     * reduce waits on, which imports the round's release (every peer's publish in one sync file). A ring entry is
     * reused only after its previous round finished, so are these. */
    VkSemaphore* publishBinaries;
    VkSemaphore* releaseImports;
} vkar__Rank;

/* The shared mapping's header (see the Processes section). */
typedef struct vkar__SharedHeader vkar__SharedHeader;

typedef struct vkar__Bridge {
    vkar__Thread thread;
    vkar__Mutex mutex;
    vkar__Cond wake;
    int started;
    /* Written under the mutex; also read without it while the bridge polls. */
    uint64_t submitted;
    int stop;
    /* Set by vkarAbortComm: release everything posted, then wait for stop. */
    int aborted;
    /* Written atomically by the bridge thread: the last round it released
     * once every rank had published it. */
    uint64_t releasedRound;
    /* Guarded by mutex: the communicator's first failure, a negative code
     * (VK_SUCCESS while it runs), the round it hit and the rank it was
     * seen on. Written by the bridge thread, the calling thread or
     * vkarAbortComm; read by vkarGetCommStatus from any thread. */
    VkResult failure;
    uint64_t failedRound;
    uint32_t failedRank;
    /* The bridge thread's own: the longest recent wait for a round's
     * publishes, decaying by 1/16 at each wait (vkar__publish_spin_ns). */
    uint64_t recentPublishWaitNs;
    /* Set under the mutex by the calling thread: a call failed after posting
     * part of its rounds, so the other nodes may wait in the transport for
     * a round this node never posts (vkar__bridge_pay_transport). */
    int transportOwed;
    /* The bridge thread's own: a transport call failed or carried no data,
     * so every node has failed (VkarTransport). */
    int transportFailed;
    /* With processes, set under the mutex by the bridge thread as it starts: 1 once it holds its ranks' locks, -1 if it
     * could not (vkar__hold_ranks). */
    int holding;
    /* The bridge thread's own, when the slots are copied through the host:
     * the last round whose slots of this process it copied into the
     * mapping (vkar__bridge_wait_processes). */
    uint64_t copiedOut;
    /* The bridge thread's own, with processes: the round it last marked
     * its ranks published, and by global rank what it last read of every
     * rank's (vkar__processes_published); NULL without processes. */
    uint64_t markedPublished;
    uint64_t* seenPublished;
} vkar__Bridge;

/* SYNC_FD mode: exports each round's publish semaphores off the calling
 * thread. A driver blocks an export until the publish's batch is handed to
 * the kernel, which waits for every signal it depends on; one the caller
 * has not submitted yet (its own batch, queued before the call, waiting on
 * a host signal) would block a calling thread for as long. So
 * vkarAllreduce waits for the exports for VKAR__EXPORT_WAIT_NS only, then
 * has the bridge release that round and leaves the exports to this thread
 * (vkarReleaseRound, whose caller asked for the GPUs' release, waits the
 * timeout instead and then fails the round). */
typedef struct vkar__Exporter {
    vkar__Thread thread;
    vkar__Mutex mutex;
    vkar__Cond wake;
    /* Signalled when a round the calling thread waits for is exported. */
    vkar__Cond exported;
    int started;
    /* Guarded by mutex, written by the calling thread: the round to export,
     * how many ranks published it, whether the calling thread still waits
     * for the fds (else the exporter closes them), and stop. */
    uint64_t posted;
    uint32_t count;
    int wanted;
    int stop;
    /* Written by the exporter under mutex, also read atomically: the last
     * round whose exports ended. result and fds[rankCount] (-1: none) are
     * that round's, owned by the exporter until then. */
    uint64_t finished;
    VkResult result;
    int* fds;
    /* Written by the exporter under mutex, read atomically by the calling
     * thread: the first export that failed, in any round (a late one's
     * too), so that later rounds move to the host bridge. */
    int32_t failure;
    /* The exporter's own: the ranks whose export of the round failed,
     * whose publish semaphores it replaces once the round is handed on. */
    unsigned char* failed;
} vkar__Exporter;

struct VkarComm_T {
    uint32_t rankCount;
    vkar__Rank* ranks;
    VkarSyncMode syncMode;
    char syncModeReason[256]; /* VkarCommProperties::pSyncModeReason */
    VkarReleaseMode releaseMode;
    uint32_t spinMicroseconds;
    uint64_t timeoutNanoseconds;
    VkDeviceSize f16WireMinBytes;
    VkarCommCreateFlags flags;
    VkAllocationCallbacks allocator;
    int hasAllocator;
    void (*pfnLog)(void*, VkarLogSeverity, const char*);
    void* pLogUserData;
    /* How SYNC_FD setup's failures are logged: WARNING where AUTO falls
     * back to the host bridge, else ERROR (the zero). */
    VkarLogSeverity syncFdSetupSeverity;

    /* The last round submitted; rounds count from 1. Written atomically:
     * vkarGetCommStatus reads it from any thread. */
    uint64_t submittedRound;
    /* A round recorded by vkarCmdAllreduce and not yet released, or 0. */
    uint64_t unreleasedRound;
    int unreleasedSyncFd;
    /* Each ring entry's round and its vkar__Release, as round << 2 |
     * release (vkar__note_release; 0 while rewritten): written before the
     * round is posted to the bridge thread, which reads it atomically and
     * checks the round (vkar__read_release). */
    uint64_t releases[VKAR__MAX_ROUNDS_IN_FLIGHT];
    /* For a VKAR__RELEASE_TIMELINE round, by entry, written with releases:
     * the value of go its reduces wait on, one past goRounds, the count of
     * such rounds submitted so far (vkar__take_go_value). Counting rounds
     * instead would have go jump past maxTimelineSemaphoreValueDifference
     * after a long run of SYNC_FD rounds, and counting every plan would let
     * each call that fails before submitting anything skip a value; counted
     * so, go never moves by more than the rounds in flight. */
    uint64_t goValues[VKAR__MAX_ROUNDS_IN_FLIGHT];
    uint64_t goRounds;
    /* The last round whose publishes wait on caller semaphores. */
    uint64_t lastWaitedRound;
    /* The last round posted to the bridge thread. */
    uint64_t lastBridgeRound;
    /* VkarCommCreateInfo::pTransport's copy, and each ring entry's host
     * buffer for it. */
    VkarTransport transport;
    vkar__HostSum hostSums[VKAR__MAX_ROUNDS_IN_FLIGHT];
    vkar__HostExchange hostExchanges[VKAR__MAX_ROUNDS_IN_FLIGHT];
    /* With nodeCount: the number of each node's first rank, nodeCount + 1
     * entries (the last allRankCount), for point to point; else NULL. */
    uint32_t* nodeFirstRanks;
    /* The ranks of every node (pfnReduceHost counts them at creation), for
     * AVG, a root's number and the blocks; else globalRankCount. With
     * VkarTransport::nodeCount, the number of this node's rank 0 among them. */
    uint32_t allRankCount;
    uint32_t firstNodeRank;

    /* One host allocation: [parity 0: slot of rank 0..N-1][parity 1: ...]. */
    void* slotHost;
    VkDeviceSize slotHostBytes;
    VkDeviceSize slotBytes;
    VkDeviceSize maxSlotBytes;
    size_t slotHostAlignment;
    /* Counts slot allocations: a recording for an older one is stale. */
    uint64_t slotGeneration;
    /* The allocation growth replaced, freed once round retiredUntil has
     * finished (vkar__reserve_slots says why it is kept). */
    void* retiredSlotHost;
    uint64_t retiredUntil;
    /* Every rank has finished every round up to this one. */
    uint64_t finishedRound;

    vkar__Topology topology;
    /* VkarCommCreateInfo::pMultiProcess: the mapping every process shares
     * (vkar__SharedHeader, then the slots), or NULL. With
     * VKAR__TOPOLOGY_PROCESSES_COPIED the bridges copy each round's bytes
     * between its slots and slotHost, this process's private ones. */
    vkar__SharedHeader* shared;
    size_t sharedBytes;
    int sharedFd; /* the mapping's descriptor, which holds this process's ranks' locks */
    /* By ring entry, when the slots are copied: what the round's publishes
     * write (vkar__round_shape), stored atomically by the calling thread
     * before the round is posted, read by the bridge thread. */
    uint64_t roundShapes[VKAR__MAX_ROUNDS_IN_FLIGHT];
    uint32_t globalRankCount;
    char sharedName[VKAR_UNIQUE_ID_BYTES]; /* the id; empty without pMultiProcess */

    vkar__Bridge bridge;
    vkar__Exporter exporter;
};

/* ---- Collectives: traits ------------------------------------------------- */

/* Rank r's kernel parameters for its collective's WHOLE round, from an
 * all-reduce's (vkar__round_params); r is the rank's global number. */
typedef void vkar__ParamsFunction(uint32_t r, const vkar__Recording* what, uint32_t slotWords, vkar__RoundParams* out);

static vkar__ParamsFunction vkar__reduce_params, vkar__broadcast_params, vkar__reduce_scatter_params,
    vkar__all_gather_params;

/* What sets each collective apart. The checks, the plan and the recording
 * read these, so that adding a collective is a row and its params
 * function; what one collective alone does is named where it is done. */
typedef struct vkar__CollectiveTraits {
    /* NULL: any wire. Else the refusal of a 16-bit one: it runs on F32 */
    const char* f32Wire;
    /* pInfo->root names the one rank that reduces (a reduce) or publishes */
    uint8_t rooted;
    /* copies elements as they are: across nodes, U32 sums of the one
     * nonzero contribution */
    uint8_t movesBits;
    /* the input holds N blocks of `count`, a rank's own block being where
     * its output may sit in place (a reduce-scatter) */
    uint8_t blockedInput;
    /* the output holds N blocks of `count`, a rank's own block being where
     * its input may sit in place (an all-gather) */
    uint8_t blockedOutput;
    /* VKAR_ALGORITHM_TWO_SHOT may split each piece into SCATTER and GATHER */
    uint8_t twoShot;
    vkar__ParamsFunction* params; /* its WHOLE round's kernels; NULL: the all-reduce's */
} vkar__CollectiveTraits;

/* By vkar__Collective. */
static const vkar__CollectiveTraits vkar__collectives[] = {
    { NULL, 0, 0, 0, 0, 1, NULL },
    { NULL, 1, 0, 0, 0, 0, vkar__reduce_params },
    { "a broadcast moves the bits as they are: wire VKAR_WIRE_F32 or AUTO", 1, 1, 0, 0, 0, vkar__broadcast_params },
    { "a reduce-scatter runs on the F32 wire: VKAR_WIRE_F32 or AUTO", 0, 0, 1, 0, 0, vkar__reduce_scatter_params },
    { "an all-gather moves the bits as they are: wire VKAR_WIRE_F32 or AUTO", 0, 1, 0, 1, 0,
      vkar__all_gather_params },
};
typedef char vkar__OneRowPerCollective[sizeof vkar__collectives / sizeof vkar__collectives[0] == VKAR__COLLECTIVE_COUNT
                                           ? 1
                                           : -1];

/* ---- Host memory, logging, deadlines, arithmetic ------------------------- */

static void* vkar__alloc(VkarComm comm, size_t size, size_t alignment)
{
    if (comm->hasAllocator)
        return comm->allocator.pfnAllocation(comm->allocator.pUserData, size, alignment,
                                             VK_SYSTEM_ALLOCATION_SCOPE_OBJECT);
    return alignment <= sizeof(void*) * 2 ? VKAR_MALLOC(size) : VKAR_ALIGNED_MALLOC(size, alignment);
}

/* Zeroed, so that teardown after a partial failure sees only null handles. */
static void* vkar__alloc_zeroed(VkarComm comm, size_t size)
{
    void* p = vkar__alloc(comm, size, 8);
    if (p)
        memset(p, 0, size);
    return p;
}

static void vkar__free(VkarComm comm, void* p, size_t alignment)
{
    if (!p)
        return;
    if (comm->hasAllocator)
        comm->allocator.pfnFree(comm->allocator.pUserData, p);
    else if (alignment <= sizeof(void*) * 2)
        VKAR_FREE(p);
    else
        VKAR_ALIGNED_FREE(p);
}

/* A Vulkan structure, zeroed, with its sType. */
#define VKAR__INIT_STRUCT(s, type) (memset(&(s), 0, sizeof(s)), (s).sType = (type))

/* A failed vkCreate* or vkAllocateMemory leaves its output undefined (the spec's Return Codes); the handle the destroy
 * paths read is reset, so that they never free what was not made. */
#define VKAR__KEEP_IF_CREATED(res, handle) ((res) == VK_SUCCESS ? (void)0 : (void)((handle) = VK_NULL_HANDLE))

/* The calling thread's last error line (vkarGetLastError), and how many
 * it has had: a failing call must add one. */
static VKAR__THREAD_LOCAL char vkar__lastError[512];
static VKAR__THREAD_LOCAL unsigned vkar__errorLines;
static VKAR__THREAD_LOCAL unsigned vkar__errorLinesAtCall;

/* One line: to the caller's logger, and an error also to the thread's
 * last error, logger or not. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 4, 5)))
#endif
static void vkar__log(void (*pfnLog)(void*, VkarLogSeverity, const char*), void* pUserData,
                      VkarLogSeverity severity, const char* fmt, ...)
{
    static const char prefix[] = "vk_allreduce: ";
    char line[512];
    va_list args;
    if (!pfnLog && severity != VKAR_LOG_SEVERITY_ERROR)
        return;
    memcpy(line, prefix, sizeof prefix);
    va_start(args, fmt);
    vsnprintf(line + sizeof prefix - 1, sizeof line - (sizeof prefix - 1), fmt, args);
    va_end(args);
    if (severity == VKAR_LOG_SEVERITY_ERROR) {
        memcpy(vkar__lastError, line + sizeof prefix - 1, sizeof line - (sizeof prefix - 1));
        ++vkar__errorLines;
    }
    if (pfnLog)
        pfnLog(pUserData, severity, line);
}

#define VKAR__ERROR(comm, ...) vkar__log((comm)->pfnLog, (comm)->pLogUserData, VKAR_LOG_SEVERITY_ERROR, __VA_ARGS__)
#define VKAR__WARN(comm, ...) vkar__log((comm)->pfnLog, (comm)->pLogUserData, VKAR_LOG_SEVERITY_WARNING, __VA_ARGS__)
#define VKAR__INFO(comm, ...) vkar__log((comm)->pfnLog, (comm)->pLogUserData, VKAR_LOG_SEVERITY_INFO, __VA_ARGS__)
/* The shape of most failures: `return VKAR__FAIL(comm, code, "why", ...);` logs the error, then returns code. */
#define VKAR__FAIL(comm, res, ...) (VKAR__ERROR(comm, __VA_ARGS__), (res))
/* SYNC_FD mode's setup: an error, or a warning where AUTO falls back to the
 * host bridge (VkarComm_T::syncFdSetupSeverity); VKAR__SETUP_FAIL as VKAR__FAIL. */
#define VKAR__SETUP_LOG(comm, ...) \
    vkar__log((comm)->pfnLog, (comm)->pLogUserData, (comm)->syncFdSetupSeverity, __VA_ARGS__)
#define VKAR__SETUP_FAIL(comm, res, ...) (VKAR__SETUP_LOG(comm, __VA_ARGS__), (res))
/* A reason for vkarGetLastError that no logger hears: a call with no
 * communicator, or one the caller polls. */
#define VKAR__REASON(...) vkar__log(NULL, NULL, VKAR_LOG_SEVERITY_ERROR, __VA_ARGS__)

/* Every public function that returns a VkResult begins with
 * vkar__begin_call and returns through vkar__returned: an error without a
 * reason of its own is a bug of the library. The reason is not cleared,
 * so that a success (vkarGetCommStatus after a failed call, say) keeps
 * the last failure's, as ncclGetLastError does. */
static void vkar__begin_call(void)
{
    vkar__errorLinesAtCall = vkar__errorLines;
}

static VkResult vkar__returned(VkResult res)
{
    VKAR_ASSERT(res >= 0 || vkar__errorLines != vkar__errorLinesAtCall);
    return res;
}

static VkResult vkar__null_argument(const char* caller, const char* name)
{
    VKAR__REASON("%s: %s is NULL", caller, name);
    return VK_ERROR_VALIDATION_FAILED_EXT;
}

/* When the timeout from now ends; a timeout of UINT64_MAX never does. */
static uint64_t vkar__deadline(uint64_t timeoutNs)
{
    const uint64_t now = vkar__now_ns();
    return timeoutNs > ~0ull - now ? ~0ull : now + timeoutNs;
}

/* What is left until `deadline`, as a Vulkan timeout. */
static uint64_t vkar__time_left(uint64_t deadline)
{
    const uint64_t now = vkar__now_ns();
    return deadline == ~0ull ? ~0ull : deadline > now ? deadline - now : 0;
}

static uint32_t vkar__float_bits(float x)
{
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

static VkDeviceSize vkar__align_up(VkDeviceSize x, VkDeviceSize alignment)
{
    return (x + alignment - 1) / alignment * alignment;
}

static VkDeviceSize vkar__max(VkDeviceSize a, VkDeviceSize b)
{
    return a > b ? a : b;
}

static VkDeviceSize vkar__min(VkDeviceSize a, VkDeviceSize b)
{
    return a < b ? a : b;
}

/* ---- Loader table: filling it -------------------------------------------- */

static VkResult vkar__load_instance_functions(VkarComm comm, const VkarCommCreateInfo* ci,
                                              vkar__InstanceFunctions* fn)
{
    PFN_vkGetInstanceProcAddr gipa = ci->pfnGetInstanceProcAddr;
#ifndef VK_NO_PROTOTYPES
    if (!gipa)
        gipa = vkGetInstanceProcAddr;
#endif
    if (!gipa)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "pfnGetInstanceProcAddr is NULL and VK_NO_PROTOTYPES leaves no loader to take it from");
#define VKAR__LOAD_INSTANCE(name) fn->name = (PFN_##name)gipa(ci->instance, #name);
    VKAR__INSTANCE_FUNCTIONS(VKAR__LOAD_INSTANCE)
#undef VKAR__LOAD_INSTANCE
    if (!fn->vkGetPhysicalDeviceProperties2)
        fn->vkGetPhysicalDeviceProperties2 =
            (PFN_vkGetPhysicalDeviceProperties2)gipa(ci->instance, "vkGetPhysicalDeviceProperties2KHR");
    if (!fn->vkGetPhysicalDeviceExternalSemaphoreProperties)
        fn->vkGetPhysicalDeviceExternalSemaphoreProperties = (PFN_vkGetPhysicalDeviceExternalSemaphoreProperties)gipa(
            ci->instance, "vkGetPhysicalDeviceExternalSemaphorePropertiesKHR");
#define VKAR__CHECK_INSTANCE(name)                                                        \
    if (!fn->name) {                                                                      \
        VKAR__ERROR(comm, "the instance has no %s (Vulkan 1.1 or newer is needed)", #name); \
        return VK_ERROR_VALIDATION_FAILED_EXT;                                            \
    }
    VKAR__INSTANCE_FUNCTIONS(VKAR__CHECK_INSTANCE)
#undef VKAR__CHECK_INSTANCE
    return VK_SUCCESS;
}

static VkResult vkar__load_device_functions(VkarComm comm, uint32_t r, PFN_vkGetDeviceProcAddr gdpa)
{
    vkar__Rank* rank = &comm->ranks[r];
    vkar__DeviceFunctions* fn = &rank->vk;
    VkDevice device = rank->info.device;
#define VKAR__LOAD_DEVICE(name) fn->name = (PFN_##name)gdpa(device, #name);
#define VKAR__LOAD_DEVICE2(name, alias) \
    fn->name = (PFN_##name)gdpa(device, #name); \
    if (!fn->name) fn->name = (PFN_##name)gdpa(device, alias);
    VKAR__DEVICE_FUNCTIONS(VKAR__LOAD_DEVICE)
    VKAR__TIMELINE_FUNCTIONS(VKAR__LOAD_DEVICE2)
#undef VKAR__LOAD_DEVICE
#undef VKAR__LOAD_DEVICE2
#define VKAR__CHECK_DEVICE(command)                                                      \
    if (!fn->command) {                                                                  \
        VKAR__ERROR(comm, "rank %u (%s): the device has no %s", r, rank->name, #command); \
        memset(fn, 0, sizeof *fn);                                                    \
        return VK_ERROR_VALIDATION_FAILED_EXT;                                        \
    }
#define VKAR__CHECK_DEVICE2(command, alias) VKAR__CHECK_DEVICE(command)
    VKAR__DEVICE_FUNCTIONS(VKAR__CHECK_DEVICE)
    VKAR__TIMELINE_FUNCTIONS(VKAR__CHECK_DEVICE2)
#undef VKAR__CHECK_DEVICE
#undef VKAR__CHECK_DEVICE2
    fn->vkGetMemoryHostPointerPropertiesEXT =
        (PFN_vkGetMemoryHostPointerPropertiesEXT)gdpa(device, "vkGetMemoryHostPointerPropertiesEXT");
    if (!fn->vkGetMemoryHostPointerPropertiesEXT)
        return VKAR__FAIL(comm, VK_ERROR_EXTENSION_NOT_PRESENT, "rank %u (%s): VK_EXT_external_memory_host is not "
                          "enabled on the device (vkGetMemoryHostPointerPropertiesEXT not found)", r, rank->name);
    fn->vkGetSemaphoreFdKHR = (PFN_vkGetSemaphoreFdKHR)gdpa(device, "vkGetSemaphoreFdKHR");
    fn->vkImportSemaphoreFdKHR = (PFN_vkImportSemaphoreFdKHR)gdpa(device, "vkImportSemaphoreFdKHR");
    return VK_SUCCESS;
}

/* ---- Ranks: properties; the create-info checks --------------------------- */

/* Whether rank r's device offers VK_EXT_pci_bus_info: where the library
 * learns its PCI address (vkar__interrupt_cpus; Linux only). */
static VkResult vkar__offers_pci_bus_info(VkarComm comm, uint32_t r, const vkar__InstanceFunctions* ifn,
                                          int* pOffered)
{
    const VkPhysicalDevice physicalDevice = comm->ranks[r].info.physicalDevice;
    VkExtensionProperties* extensions;
    uint32_t count = 0, i;
    *pOffered = 0;
    if (!VKAR__HAS_CPU_AFFINITY ||
        ifn->vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, NULL) != VK_SUCCESS || count == 0)
        return VK_SUCCESS;
    extensions = (VkExtensionProperties*)vkar__alloc(comm, count * sizeof *extensions, 8);
    if (!extensions)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for rank %u's extension list", r);
    if (ifn->vkEnumerateDeviceExtensionProperties(physicalDevice, NULL, &count, extensions) >= 0)
        for (i = 0; i < count; ++i)
            *pOffered |= strcmp(extensions[i].extensionName, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME) == 0;
    vkar__free(comm, extensions, 8);
    return VK_SUCCESS;
}

/* The kernels' workgroups are VKAR__WORKGROUP_SIZE invocations wide (the
 * core minimum is 128), and a rank's timelines run at most a few ring
 * lengths ahead of their pending signals and waits (the core minimum of
 * maxTimelineSemaphoreValueDifference is 2^31 - 1). */
static int vkar__within_limits(VkarComm comm, uint32_t r, const VkPhysicalDeviceLimits* limits,
                               uint64_t timelineDifference)
{
    const vkar__Rank* rank = &comm->ranks[r];
    const uint64_t lag = 4 * VKAR__MAX_ROUNDS_IN_FLIGHT;
    if (limits->maxComputeWorkGroupInvocations < VKAR__WORKGROUP_SIZE ||
        limits->maxComputeWorkGroupSize[0] < VKAR__WORKGROUP_SIZE)
        return VKAR__FAIL(comm, 0,
                          "rank %u (%s): the kernels need workgroups of %u invocations; the device allows %u "
                          "(maxComputeWorkGroupInvocations), %u wide (maxComputeWorkGroupSize[0])",
                          r, rank->name, VKAR__WORKGROUP_SIZE, limits->maxComputeWorkGroupInvocations,
                          limits->maxComputeWorkGroupSize[0]);
    if (timelineDifference < lag)
        return VKAR__FAIL(comm, 0, "rank %u (%s): maxTimelineSemaphoreValueDifference is %llu; the library needs %llu",
                          r, rank->name, (unsigned long long)timelineDifference, (unsigned long long)lag);
    return 1;
}

static VkResult vkar__read_rank_properties(VkarComm comm, uint32_t r, const vkar__InstanceFunctions* ifn)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkPhysicalDeviceExternalMemoryHostPropertiesEXT hostProps;
    VkPhysicalDeviceDriverProperties driverProps;
    VkPhysicalDeviceTimelineSemaphoreProperties timelineProps;
    VkPhysicalDeviceIDProperties ids;
    VkPhysicalDevicePCIBusInfoPropertiesEXT pci;
    VkPhysicalDeviceProperties2 props;
    VkQueueFamilyProperties* families;
    uint32_t familyCount = 0;
    VkBool32 canCompute;
    int offersPci;

    if (vkar__offers_pci_bus_info(comm, r, ifn, &offersPci) != VK_SUCCESS)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    VKAR__INIT_STRUCT(hostProps, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT);
    VKAR__INIT_STRUCT(driverProps, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES);
    hostProps.pNext = &driverProps;
    VKAR__INIT_STRUCT(pci, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT);
    VKAR__INIT_STRUCT(timelineProps, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_PROPERTIES);
    VKAR__INIT_STRUCT(ids, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES);
    driverProps.pNext = &timelineProps;
    timelineProps.pNext = &ids;
    ids.pNext = offersPci ? &pci : NULL;
    VKAR__INIT_STRUCT(props, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
    props.pNext = &hostProps;
    ifn->vkGetPhysicalDeviceProperties2(rank->info.physicalDevice, &props);
    rank->pciAddress[0] = '\0';
    if (offersPci)
        snprintf(rank->pciAddress, sizeof rank->pciAddress, "%04x:%02x:%02x.%x", (unsigned)pci.pciDomain,
                 (unsigned)pci.pciBus & 0xffu, (unsigned)pci.pciDevice & 0x1fu, (unsigned)pci.pciFunction & 0x7u);
    memcpy(rank->name, props.properties.deviceName, sizeof rank->name);
    rank->driverID = driverProps.driverID;
    memcpy(rank->deviceUuid, ids.deviceUUID, VK_UUID_SIZE);
    memcpy(rank->driverUuid, ids.driverUUID, VK_UUID_SIZE);
    rank->name[sizeof rank->name - 1] = '\0';
    rank->storageOffsetAlignment = vkar__max(props.properties.limits.minStorageBufferOffsetAlignment, 4);
    rank->importAlignment = vkar__max(hostProps.minImportedHostPointerAlignment, 1);
    rank->maxStorageBufferRange = props.properties.limits.maxStorageBufferRange;
    rank->maxWorkgroups = (uint32_t)vkar__min(props.properties.limits.maxComputeWorkGroupCount[0],
                                              VKAR__MAX_WORKGROUPS);
    if (!vkar__within_limits(comm, r, &props.properties.limits, timelineProps.maxTimelineSemaphoreValueDifference))
        return VK_ERROR_FEATURE_NOT_PRESENT;
    ifn->vkGetPhysicalDeviceMemoryProperties(rank->info.physicalDevice, &rank->memory);

    ifn->vkGetPhysicalDeviceQueueFamilyProperties(rank->info.physicalDevice, &familyCount, NULL);
    if (rank->info.queueFamilyIndex >= familyCount)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "rank %u (%s): queueFamilyIndex %u does not exist (the "
                          "device has %u)", r, rank->name, rank->info.queueFamilyIndex, familyCount);
    families = (VkQueueFamilyProperties*)vkar__alloc(comm, familyCount * sizeof *families, 8);
    if (!families)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory reading queue families");
    ifn->vkGetPhysicalDeviceQueueFamilyProperties(rank->info.physicalDevice, &familyCount, families);
    canCompute = (families[rank->info.queueFamilyIndex].queueFlags & VK_QUEUE_COMPUTE_BIT) != 0;
    vkar__free(comm, families, 8);
    if (!canCompute)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "rank %u (%s): queue family %u cannot run compute work",
                          r, rank->name, rank->info.queueFamilyIndex);
    return VK_SUCCESS;
}

/* An id's name: VKAR__ID_PREFIX, then VKAR__ID_RANDOM_BYTES from the
 * kernel's random source in hex, so that no other process can guess it
 * (the name is all that leads to the object). */
#define VKAR__ID_PREFIX "/vkar-"
#define VKAR__ID_RANDOM_BYTES 16

/* What vkarGetUniqueId writes: the prefix, 2 * VKAR__ID_RANDOM_BYTES
 * lowercase hex digits, then zeros. */
static int vkar__is_unique_id(const VkarUniqueId* id)
{
    const size_t prefix = sizeof VKAR__ID_PREFIX - 1, digits = 2 * VKAR__ID_RANDOM_BYTES;
    size_t i;
    if (memcmp(id->text, VKAR__ID_PREFIX, prefix) != 0)
        return 0;
    for (i = prefix; i < prefix + digits; ++i)
        if (!((id->text[i] >= '0' && id->text[i] <= '9') || (id->text[i] >= 'a' && id->text[i] <= 'f')))
            return 0;
    for (; i < VKAR_UNIQUE_ID_BYTES; ++i)
        if (id->text[i] != '\0')
            return 0;
    return 1;
}

static VkResult vkar__check_multi_process_info(VkarComm comm, const VkarCommCreateInfo* ci)
{
    const VkarMultiProcessInfo* mp = ci->pMultiProcess;
    uint32_t i, j;
    if (!VKAR__HAS_PROCESSES)
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "pMultiProcess: ranks in several processes need Linux");
    if (!vkar__is_unique_id(&mp->uniqueId))
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "invalid create info: pMultiProcess->uniqueId is not one vkarGetUniqueId made");
    if (mp->globalRankCount == 0 || mp->globalRankCount > VKAR_MAX_GLOBAL_RANKS ||
        ci->rankCount > mp->globalRankCount || !mp->pGlobalRanks)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: pMultiProcess has "
                          "globalRankCount %u (1 to %u, at least rankCount %u) and pGlobalRanks %s",
                          mp->globalRankCount, VKAR_MAX_GLOBAL_RANKS, ci->rankCount, mp->pGlobalRanks ? "set" : "NULL");
    for (i = 0; i < ci->rankCount; ++i) {
        if (mp->pGlobalRanks[i] >= mp->globalRankCount)
            return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: rank %u's global number %u "
                              "is not below globalRankCount %u", i, mp->pGlobalRanks[i], mp->globalRankCount);
        for (j = 0; j < i; ++j) {
            if (mp->pGlobalRanks[j] == mp->pGlobalRanks[i])
                return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: ranks %u and %u both "
                                  "have global number %u", j, i, mp->pGlobalRanks[i]);
        }
    }
    if (ci->pTransport)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "invalid create info: pMultiProcess and pTransport cannot be combined");
    return VK_SUCCESS;
}

static VkResult vkar__check_create_info(VkarComm comm, const VkarCommCreateInfo* ci)
{
    uint32_t i, j;
    if (ci->rankCount == 0 || !ci->pRanks || ci->instance == VK_NULL_HANDLE)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: rankCount %u, pRanks %s, "
                          "instance %s", ci->rankCount, ci->pRanks ? "set" : "NULL", ci->instance ? "set" : "NULL");
    if ((unsigned)ci->syncMode > (unsigned)VKAR_SYNC_MODE_SYNC_FD)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: unknown syncMode %d",
                          (int)ci->syncMode);
    if ((unsigned)ci->releaseMode > (unsigned)VKAR_RELEASE_MODE_EVENT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: unknown releaseMode %d",
                          (int)ci->releaseMode);
    if (ci->flags & ~(VkarCommCreateFlags)(VKAR_COMM_CREATE_REUSE_COMMANDS_BIT | VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT |
                                           VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT |
                                           VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT))
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: unknown flags 0x%x",
                          (unsigned)ci->flags);
    if (ci->pTransport && !ci->pTransport->pfnAllreduceHost)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "invalid create info: pTransport->pfnAllreduceHost is NULL");
    if (ci->pTransport && ci->pTransport->nodeCount && ci->pTransport->nodeIndex >= ci->pTransport->nodeCount)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: pTransport->nodeIndex %u is not "
                          "below nodeCount %u", ci->pTransport->nodeIndex, ci->pTransport->nodeCount);
    if (ci->pMultiProcess) {
        VkResult res = vkar__check_multi_process_info(comm, ci);
        if (res != VK_SUCCESS)
            return res;
    }
    if (ci->spinMicroseconds > VKAR__MAX_SPIN_US)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: spinMicroseconds %u is more than "
                          "%u", ci->spinMicroseconds, VKAR__MAX_SPIN_US);
    for (i = 0; i < ci->rankCount; ++i) {
        const VkarRankInfo* a = &ci->pRanks[i];
        if (!a->physicalDevice || !a->device || !a->queue)
            return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                              "invalid create info: rank %u has a NULL physicalDevice, device or queue", i);
        for (j = 0; j < i; ++j) {
            if (ci->pRanks[j].device == a->device && ci->pRanks[j].queue == a->queue)
                return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                                  "invalid create info: ranks %u and %u use the same device and queue", j, i);
        }
    }
    return VK_SUCCESS;
}

/* ---- Slots --------------------------------------------------------------- */

/* The largest slot every rank can bind: both parities of all N slots sit in
 * one storage-buffer descriptor, and a caller range of one slot's size (plus
 * up to one offset alignment of slack) must fit another. */
static VkDeviceSize vkar__slot_limit(VkarComm comm, VkDeviceSize requested)
{
    VkDeviceSize limit = requested ? requested : ~(VkDeviceSize)0;
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        const vkar__Rank* rank = &comm->ranks[i];
        VkDeviceSize range = rank->maxStorageBufferRange;
        limit = vkar__min(limit, range / (2u * comm->globalRankCount));
        limit = vkar__min(limit, range - rank->storageOffsetAlignment);
    }
    limit = limit / VKAR__SLOT_ALIGNMENT * VKAR__SLOT_ALIGNMENT;
    return vkar__max(limit, VKAR__SLOT_ALIGNMENT);
}

/* The host writes the slots with no flush (the bridge's copies, the
 * transport, the zeroing at creation): only a host-visible, host-coherent
 * type will do. UINT32_MAX: none of `bits` is. */
static uint32_t vkar__pick_memory_type(const VkPhysicalDeviceMemoryProperties* memory, uint32_t bits)
{
    const VkMemoryPropertyFlags wanted = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t i;
    for (i = 0; i < memory->memoryTypeCount; ++i)
        if ((bits & (1u << i)) && (memory->memoryTypes[i].propertyFlags & wanted) == wanted)
            return i;
    return UINT32_MAX;
}

/* Imports comm->slotHost into rank r's memory for a buffer with `reqs`:
 * VK_SUCCESS, or the error, logged unless `quiet` (a first try, whose
 * failure the caller handles: vkar__attach_processes). */
static VkResult vkar__import_slot_memory(VkarComm comm, uint32_t r, const VkMemoryRequirements* reqs, int quiet)
{
    vkar__Rank* rank = &comm->ranks[r];
    const VkExternalMemoryHandleTypeFlagBits handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
    VkMemoryHostPointerPropertiesEXT pointerProps;
    VkImportMemoryHostPointerInfoEXT import;
    VkMemoryAllocateInfo allocInfo;
    VkResult res;

    VKAR__INIT_STRUCT(pointerProps, VK_STRUCTURE_TYPE_MEMORY_HOST_POINTER_PROPERTIES_EXT);
    res = rank->vk.vkGetMemoryHostPointerPropertiesEXT(rank->info.device, handleType, comm->slotHost, &pointerProps);
    if (res != VK_SUCCESS) {
        if (!quiet)
            VKAR__ERROR(comm, "rank %u (%s): vkGetMemoryHostPointerPropertiesEXT failed (%d)", r, rank->name, (int)res);
        return res;
    }
    VKAR__INIT_STRUCT(import, VK_STRUCTURE_TYPE_IMPORT_MEMORY_HOST_POINTER_INFO_EXT);
    import.handleType = handleType;
    import.pHostPointer = comm->slotHost;
    VKAR__INIT_STRUCT(allocInfo, VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    allocInfo.pNext = &import;
    allocInfo.allocationSize = comm->slotHostBytes;
    allocInfo.memoryTypeIndex =
        vkar__pick_memory_type(&rank->memory, pointerProps.memoryTypeBits & reqs->memoryTypeBits);
    if (allocInfo.memoryTypeIndex == UINT32_MAX || reqs->size > comm->slotHostBytes) {
        if (!quiet)
            VKAR__ERROR(comm, "rank %u (%s): no host-visible, host-coherent memory type can import the slots (host "
                        "pointer types 0x%x, buffer types 0x%x)", r, rank->name, pointerProps.memoryTypeBits,
                        reqs->memoryTypeBits);
        return VK_ERROR_FEATURE_NOT_PRESENT;
    }
    res = rank->vk.vkAllocateMemory(rank->info.device, &allocInfo, NULL, &rank->slotMemory);
    VKAR__KEEP_IF_CREATED(res, rank->slotMemory);
    if (res != VK_SUCCESS && !quiet)
        VKAR__ERROR(comm, "rank %u (%s): importing %llu bytes of host memory failed (%d)", r, rank->name,
                    (unsigned long long)comm->slotHostBytes, (int)res);
    return res;
}

/* Rank r's buffer over comm->slotHost; `quiet` as for vkar__import_slot_memory. */
static VkResult vkar__import_slots(VkarComm comm, uint32_t r, int quiet)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkExternalMemoryBufferCreateInfo external;
    VkBufferCreateInfo bufferInfo;
    VkMemoryRequirements reqs;
    VkResult res;

    VKAR__INIT_STRUCT(external, VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO);
    external.handleTypes = (VkExternalMemoryHandleTypeFlags)VK_EXTERNAL_MEMORY_HANDLE_TYPE_HOST_ALLOCATION_BIT_EXT;
    VKAR__INIT_STRUCT(bufferInfo, VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
    bufferInfo.pNext = &external;
    bufferInfo.size = comm->slotHostBytes;
    /* the kernels read and write the slots, point to point copies too */
    bufferInfo.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                       VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    bufferInfo.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    res = rank->vk.vkCreateBuffer(rank->info.device, &bufferInfo, NULL, &rank->slotBuffer);
    VKAR__KEEP_IF_CREATED(res, rank->slotBuffer);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkCreateBuffer for the slots failed (%d)", r, rank->name, (int)res);
    rank->vk.vkGetBufferMemoryRequirements(rank->info.device, rank->slotBuffer, &reqs);
    res = vkar__import_slot_memory(comm, r, &reqs, quiet);
    if (res != VK_SUCCESS)
        return res;
    res = rank->vk.vkBindBufferMemory(rank->info.device, rank->slotBuffer, rank->slotMemory, 0);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkBindBufferMemory for the slots failed (%d)", r, rank->name, (int)res);
    return res;
}

static void vkar__destroy_slot_import(vkar__Rank* rank, VkBuffer* buffer, VkDeviceMemory* memory)
{
    if (*buffer)
        rank->vk.vkDestroyBuffer(rank->info.device, *buffer, NULL);
    if (*memory)
        rank->vk.vkFreeMemory(rank->info.device, *memory, NULL);
    *buffer = VK_NULL_HANDLE;
    *memory = VK_NULL_HANDLE;
}

static void vkar__release_slot_imports(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i)
        vkar__destroy_slot_import(&comm->ranks[i], &comm->ranks[i].slotBuffer, &comm->ranks[i].slotMemory);
}

/* Imports comm->slotHost into every rank (`quiet` as for
 * vkar__import_slot_memory): VK_SUCCESS, or the first error, its rank in
 * *pRank, with no import left. */
static VkResult vkar__import_all_slots(VkarComm comm, int quiet, uint32_t* pRank)
{
    VkResult res = VK_SUCCESS;
    uint32_t i;
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i) {
        res = vkar__import_slots(comm, i, quiet);
        *pRank = i;
    }
    if (res != VK_SUCCESS)
        vkar__release_slot_imports(comm);
    return res;
}

/* comm->slotHost: slotHostBytes of zeros from the library's allocator. */
static VkResult vkar__alloc_slots(VkarComm comm)
{
    comm->slotHost = vkar__alloc(comm, (size_t)comm->slotHostBytes, comm->slotHostAlignment);
    if (!comm->slotHost)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for %llu bytes of slots",
                          (unsigned long long)comm->slotHostBytes);
    /* Never read before written, but zeroing keeps tools like valgrind quiet
     * and makes the pages resident before the devices import them. */
    memset(comm->slotHost, 0, (size_t)comm->slotHostBytes);
    return VK_SUCCESS;
}

static void vkar__release_slots(VkarComm comm)
{
    vkar__release_slot_imports(comm);
    /* with processes, unless copied, part of the mapping, unmapped by vkar__detach_processes */
    if (comm->topology != VKAR__TOPOLOGY_PROCESSES)
        vkar__free(comm, comm->slotHost, comm->slotHostAlignment);
    comm->slotHost = NULL;
    comm->slotHostBytes = 0;
    comm->slotBytes = 0;
}

static void vkar__free_retired_slots(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i)
        vkar__destroy_slot_import(&comm->ranks[i], &comm->ranks[i].retiredSlotBuffer,
                                  &comm->ranks[i].retiredSlotMemory);
    vkar__free(comm, comm->retiredSlotHost, comm->slotHostAlignment);
    comm->retiredSlotHost = NULL;
}

/* The current slots become the retired ones, read by rounds up to comm->submittedRound. */
static void vkar__retire_slots(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        vkar__Rank* rank = &comm->ranks[i];
        rank->retiredSlotBuffer = rank->slotBuffer;
        rank->retiredSlotMemory = rank->slotMemory;
        rank->slotBuffer = VK_NULL_HANDLE;
        rank->slotMemory = VK_NULL_HANDLE;
    }
    comm->retiredSlotHost = comm->slotHost;
    comm->retiredUntil = comm->submittedRound;
    comm->slotHost = NULL;
    comm->slotHostBytes = 0;
    comm->slotBytes = 0;
}

static VkResult vkar__wait_rounds_finished(VkarComm comm, uint64_t round);
static VkResult vkar__refresh_finished(VkarComm comm);

/* Frees the retired slots once their last round is known to have finished,
 * without waiting. */
static VkResult vkar__collect_retired_slots(VkarComm comm)
{
    VkResult res = VK_SUCCESS;
    if (!comm->retiredSlotHost)
        return VK_SUCCESS;
    if (comm->retiredUntil > comm->finishedRound)
        res = vkar__refresh_finished(comm);
    if (res == VK_SUCCESS && comm->retiredUntil <= comm->finishedRound)
        vkar__free_retired_slots(comm);
    return res;
}

/* Makes every slot hold at least `bytes`. Growing replaces the allocation,
 * which rounds in flight may still read. The newest round's reduce may not
 * even be submitted yet: the record API lets the caller submit it with the
 * next round's publish, in the command buffer vkarCmdAllreduce is recording
 * into. So the old allocation is retired, not waited for, and freed once
 * that round has finished. Only a retired allocation still in use when the
 * slots grow again is waited for; its rounds are older than the newest,
 * and so submitted. */
static int vkar__crosses_nodes(VkarComm comm);

/* Across nodes with pfnExchangeHost, the slot allocation ends with an
 * inbox per parity: a slot for every other node's rank, where the bridge
 * puts what that rank sends this node's ranks in a round of a group
 * (vkar__sender_slot). */
static uint32_t vkar__inbox_ranks(VkarComm comm)
{
    return vkar__crosses_nodes(comm) && comm->transport.pfnExchangeHost && comm->nodeFirstRanks
               ? comm->allRankCount - comm->globalRankCount
               : 0;
}

static VkResult vkar__reserve_slots(VkarComm comm, VkDeviceSize bytes)
{
    VkDeviceSize slotBytes;
    VkResult res;
    uint32_t rank;

    /* Processes' slots hold maxSlotBytes from the start (vkar__attach_processes). */
    if (bytes <= comm->slotBytes)
        return VK_SUCCESS;
    if (comm->retiredSlotHost) {
        res = vkar__wait_rounds_finished(comm, comm->retiredUntil);
        if (res != VK_SUCCESS)
            return res;
        vkar__free_retired_slots(comm);
    }
    slotBytes = vkar__max(vkar__align_up(bytes, VKAR__SLOT_ALIGNMENT), vkar__min(2 * comm->slotBytes, comm->maxSlotBytes));
    if (comm->slotHost)
        vkar__retire_slots(comm);

    comm->slotHostBytes =
        vkar__align_up(2u * (comm->globalRankCount + vkar__inbox_ranks(comm)) * slotBytes, comm->slotHostAlignment);
    res = vkar__alloc_slots(comm);
    if (res == VK_SUCCESS)
        res = vkar__import_all_slots(comm, 0, &rank);
    if (res != VK_SUCCESS) {
        vkar__release_slots(comm);
        return res;
    }
    comm->slotBytes = slotBytes;
    ++comm->slotGeneration;
    return VK_SUCCESS;
}

/* ---- Processes: the shared mapping and vkarGetUniqueId ------------------- */

/* With VkarCommCreateInfo::pMultiProcess the slots live in a POSIX shared-memory object that every process maps and its
 * devices import: a vkar__SharedHeader, a vkar__SharedRank per global rank, padding to VKAR__SHARED_ALIGNMENT, then the
 * slots laid out as for one process, by global rank. Where a device refuses to import it (vkar__refuse_mapping), every
 * process's devices import private slots of the same layout, and the bridge threads copy each round's bytes through the
 * mapping's (vkar__copy_slots). The header's words are how the processes talk: CPU atomics that each process's bridge
 * polls (polling host memory from a CPU is cheap and well-defined; a GPU's writes to it are not seen by another GPU on
 * NVIDIA, DESIGN.md section 4, so the GPUs never poll it). */

#define VKAR__SHARED_MAGIC 0x3270632d72616b76ull /* "vkar-cp2" */

typedef struct vkar__SharedRank {
    /* The last round every rank of that process has published, written by
     * its bridge thread. */
    uint64_t published;
    /* 1 once a process has taken the rank. */
    uint32_t claimed;
} vkar__SharedRank;

struct vkar__SharedHeader {
    /* VKAR__SHARED_MAGIC, stored last by the creator. */
    uint64_t magic;
    /* What every process must agree on: the layout (a process built for
     * another ABI lays the mapping out otherwise), the slots, and what
     * VKAR_WIRE_AUTO resolves by (one rank publishing F16 where another
     * reads F32 would sum garbage). */
    uint64_t headerBytes;
    uint64_t sharedRankBytes;
    uint64_t f16WireMinBytes;
    uint64_t slotBytes;
    uint64_t mappingBytes;
    uint32_t globalRankCount;
    /* Ranks whose process's bridge holds their `alive` mutex. */
    uint32_t joined;
    /* The first failure of any process: failureClaimed won by one process,
     * which writes failedRank and failedRound, then stores failure (a
     * VkResult, 0 while none). */
    uint32_t failureClaimed;
    int32_t failure;
    uint32_t failedRank;
    uint64_t failedRound;
    /* 1 once a process's device refused to import the mapping while it
     * imports private memory: that process, the first to set it, writes
     * refusedRank and refusedDevice before it joins, and every process
     * copies the slots through the host (vkar__settle_copied_slots), read
     * once every rank has joined, when every process has had its say. */
    uint32_t refusal;
    uint32_t refusedRank;
    char refusedDevice[VK_MAX_PHYSICAL_DEVICE_NAME_SIZE];
    /* With the slots copied: ranks whose process has imported its private
     * slots, after the join. */
    uint32_t settled;
};

/* Created with pMultiProcess: true before the mapping is attached too. */
static int vkar__spans_processes(VkarComm comm)
{
    return comm->topology == VKAR__TOPOLOGY_PROCESSES || comm->topology == VKAR__TOPOLOGY_PROCESSES_COPIED;
}

static int vkar__copies_slots(VkarComm comm)
{
    return comm->topology == VKAR__TOPOLOGY_PROCESSES_COPIED;
}

static int vkar__crosses_nodes(VkarComm comm)
{
    return comm->topology == VKAR__TOPOLOGY_NODES;
}

static vkar__SharedRank* vkar__shared_rank(VkarComm comm, uint32_t g)
{
    return (vkar__SharedRank*)(void*)((char*)comm->shared + sizeof(vkar__SharedHeader)) + g;
}

static VkDeviceSize vkar__shared_slot_offset(uint32_t globalRankCount)
{
    return vkar__align_up(sizeof(vkar__SharedHeader) + globalRankCount * sizeof(vkar__SharedRank),
                          VKAR__SHARED_ALIGNMENT);
}

/* The mapping's slots (VKAR__TOPOLOGY_PROCESSES_COPIED: what the bridges
 * copy through). */
static char* vkar__mapping_slots(VkarComm comm)
{
    return (char*)comm->shared + vkar__shared_slot_offset(comm->globalRankCount);
}

static VkDeviceSize vkar__shared_slots_bytes(VkarComm comm)
{
    return vkar__align_up(2u * comm->globalRankCount * comm->maxSlotBytes, VKAR__SHARED_ALIGNMENT);
}

/* Any process's failure, seen by all: the first is kept. */
static void vkar__share_failure(VkarComm comm, VkResult failure, uint32_t globalRank, uint64_t round)
{
    vkar__SharedHeader* header = comm->shared;
    if (!header || !VKAR__ATOMIC_CAS32(&header->failureClaimed, 0u, 1u))
        return;
    header->failedRank = globalRank;
    header->failedRound = round;
    VKAR__ATOMIC_STORE(&header->failure, (int32_t)failure);
}

/* The first failure of any process (VK_SUCCESS: none), its global rank and
 * round in *pRank and *pRound. What another process wrote is taken only as
 * it could be: an error code, a rank below globalRankCount (else 0); a
 * nonzero failure is a failure whatever its value. */
static VkResult vkar__shared_failure(VkarComm comm, uint32_t* pRank, uint64_t* pRound)
{
    const int32_t failure = comm->shared ? VKAR__ATOMIC_LOAD(&comm->shared->failure) : 0;
    uint32_t rank;
    if (failure == 0)
        return VK_SUCCESS;
    rank = comm->shared->failedRank;
    *pRank = rank < comm->globalRankCount ? rank : 0;
    *pRound = comm->shared->failedRound;
    return failure < 0 ? (VkResult)failure : VK_ERROR_DEVICE_LOST;
}

/* The lowest round every rank of every process has published, and a
 * global rank that has published no more; or VKAR__CORRUPT_PUBLISHED, the
 * rank in *pRank, where a rank's round is one no process could have
 * written: below what it was (rounds only grow), or past the one after
 * this process's own (a process publishes round n + 1 only once its
 * reduce of n has run, which waited for every rank's publish of n). */
#define VKAR__CORRUPT_PUBLISHED (~0ull)

static uint64_t vkar__processes_published(VkarComm comm, uint32_t* pRank)
{
    uint64_t lowest = ~0ull - 1;
    uint32_t g;
    for (g = 0; g < comm->globalRankCount; ++g) {
        const uint64_t published = VKAR__ATOMIC_LOAD(&vkar__shared_rank(comm, g)->published);
        if (published < comm->bridge.seenPublished[g] || published > comm->bridge.markedPublished + 1) {
            *pRank = g;
            return VKAR__CORRUPT_PUBLISHED;
        }
        comm->bridge.seenPublished[g] = published;
        if (published < lowest) {
            lowest = published;
            *pRank = g;
        }
    }
    return lowest;
}

/* The index of global rank g among this process's ranks; rankCount where
 * another process holds it. */
static uint32_t vkar__local_rank(VkarComm comm, uint32_t g)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount && comm->ranks[i].globalRank != g; ++i)
        ;
    return i;
}

static int vkar__holds_global_rank(VkarComm comm, uint32_t g)
{
    return vkar__local_rank(comm, g) < comm->rankCount;
}

static uint32_t vkar__wire_words(VkarWire wire, uint32_t count);
static void vkar__share(uint32_t rankCount, uint32_t count, uint32_t r, uint32_t* pFirst, uint32_t* pCount);

/* What a round's publishes write, in one word the bridge thread reads
 * atomically: its vkar__Phase, resolved wire and element count. */
static uint64_t vkar__round_shape(vkar__Phase phase, VkarWire wire, uint32_t count)
{
    return (uint64_t)count << 32 | (uint64_t)wire << 8 | (uint64_t)phase;
}

/* The bytes global rank g's publish of a round of `shape` writes, from the
 * start of the round's parity of slots: the first wire words of its slot,
 * or for GATHER its share of the sum, F32, at the share's own place
 * (vkar__round_params). */
static void vkar__published_bytes(VkarComm comm, uint64_t shape, uint32_t g, VkDeviceSize* pOffset,
                                  VkDeviceSize* pBytes)
{
    const vkar__Phase phase = (vkar__Phase)(shape & 0xffu);
    const uint32_t count = (uint32_t)(shape >> 32);
    uint32_t first, share;
    if (phase != VKAR__PHASE_GATHER && phase != VKAR__PHASE_GATHER_NODES) {
        *pOffset = g * comm->slotBytes;
        *pBytes = 4 * (VkDeviceSize)vkar__wire_words((VkarWire)((shape >> 8) & 0xffu), count);
        return;
    }
    vkar__share(comm->globalRankCount, count, g, &first, &share);
    *pOffset = 4 * (VkDeviceSize)first;
    *pBytes = 4 * (VkDeviceSize)share;
}

/* With the slots copied through the host, for rounds (from, to]: copies
 * what this process's ranks published from its slots into the mapping
 * (`out`), or what the other processes' ranks published from the mapping
 * into its slots; only those bytes. The bridge thread copies a round out
 * once its own ranks have published it, and in once every process has
 * marked it published, before it releases its ranks' reduces (a host
 * write before the release is visible to the reduce after its barrier
 * from the host). Round n's bytes are overwritten by round n + 2's, in the
 * mapping once a process's ranks have published n + 2 and in a process's
 * slots once every process has: either follows every process's release
 * of n + 1, each made once the others had marked n + 1 published, which
 * each did only after copying round n in; and a process's own reduces of
 * round n precede its publishes of n + 2 on their queues. */
static void vkar__copy_slots(VkarComm comm, uint64_t from, uint64_t to, int out)
{
    uint64_t n;
    uint32_t g;
    for (n = from + 1; n <= to; ++n) {
        const uint64_t shape = VKAR__ATOMIC_LOAD(&comm->roundShapes[n % VKAR__MAX_ROUNDS_IN_FLIGHT]);
        const VkDeviceSize parity = (n % 2) * comm->globalRankCount * comm->slotBytes;
        for (g = 0; g < comm->globalRankCount; ++g) {
            VkDeviceSize offset, bytes;
            char *own, *shared;
            if (vkar__holds_global_rank(comm, g) != out)
                continue;
            vkar__published_bytes(comm, shape, g, &offset, &bytes);
            /* within the parity's slots, which the mapping and slotHost both hold */
            VKAR_ASSERT(offset + bytes <= comm->globalRankCount * comm->slotBytes);
            own = (char*)comm->slotHost + parity + offset;
            shared = vkar__mapping_slots(comm) + parity + offset;
            memcpy(out ? shared : own, out ? own : shared, (size_t)bytes);
        }
    }
}

/* A global rank of another process whose bridge has let go of it or died:
 * VK_ERROR_DEVICE_LOST with the rank in *pRank, else VK_SUCCESS. */
static VkResult vkar__find_gone_process(VkarComm comm, uint32_t* pRank)
{
    uint32_t g;
    for (g = 0; g < comm->globalRankCount; ++g) {
        if (!vkar__holds_global_rank(comm, g) && vkar__rank_lock_free(comm->sharedFd, g)) {
            *pRank = g;
            return VK_ERROR_DEVICE_LOST;
        }
    }
    return VK_SUCCESS;
}

/* The bridge thread, as it starts and stops: this process's ranks' locks
 * (vkar__hold_rank_lock) are held from then until the communicator is
 * destroyed or the process dies. None is waited for: one another
 * description holds fails at once. */
static int vkar__hold_ranks(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        if (vkar__hold_rank_lock(comm->sharedFd, comm->ranks[i].globalRank) != 0) {
            VKAR__ERROR(comm, "global rank %u: taking its lock on %s failed (%s)", comm->ranks[i].globalRank,
                        comm->sharedName, strerror(errno));
            while (i-- > 0)
                vkar__let_go_rank_lock(comm->sharedFd, comm->ranks[i].globalRank);
            return 0;
        }
    }
    return 1;
}

static void vkar__let_go_ranks(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i)
        vkar__let_go_rank_lock(comm->sharedFd, comm->ranks[i].globalRank);
}

static void vkar__init_shared_header(VkarComm comm, vkar__SharedHeader* header)
{
    header->headerBytes = sizeof(vkar__SharedHeader);
    header->sharedRankBytes = sizeof(vkar__SharedRank);
    header->f16WireMinBytes = comm->f16WireMinBytes;
    header->slotBytes = comm->maxSlotBytes;
    header->mappingBytes = comm->sharedBytes;
    header->globalRankCount = comm->globalRankCount;
    VKAR__ATOMIC_STORE(&header->magic, VKAR__SHARED_MAGIC);
}

/* The mapping another process created, once its creator has set it up
 * (polled until the timeout). */
static VkResult vkar__open_shared(VkarComm comm, uint64_t deadline)
{
    const struct timespec pause = {0, 1000000};
    for (;;) {
        char why[128];
        const char* distrust;
        size_t bytes;
        int fd = -1;
        void* p = vkar__shm_open(comm->sharedName, &bytes, &fd, &distrust, why, sizeof why);
        if (p && bytes >= sizeof(vkar__SharedHeader) &&
            VKAR__ATOMIC_LOAD(&((vkar__SharedHeader*)p)->magic) == VKAR__SHARED_MAGIC) {
            comm->shared = (vkar__SharedHeader*)p;
            comm->sharedBytes = bytes;
            comm->sharedFd = fd;
            return VK_SUCCESS;
        }
        if (p)
            vkar__shm_unmap(p, bytes, fd);
        else if (distrust)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "the shared mapping %s is refused: %s",
                              comm->sharedName, distrust);
        else if (errno != ENOENT && errno != EAGAIN)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "opening the shared mapping %s failed (%s)",
                              comm->sharedName, strerror(errno));
        if (vkar__now_ns() >= deadline)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                              "the process holding global rank 0 has not set up %s within %llu ms", comm->sharedName,
                              (unsigned long long)(comm->timeoutNanoseconds / 1000000u));
        nanosleep(&pause, NULL);
    }
}

/* What the creator decided must be what this process would have. */
static VkResult vkar__check_shared_header(VkarComm comm, VkDeviceSize mappingBytes)
{
    const vkar__SharedHeader* header = comm->shared;
    if (comm->sharedBytes < sizeof(vkar__SharedHeader) || header->headerBytes != sizeof(vkar__SharedHeader) ||
        header->sharedRankBytes != sizeof(vkar__SharedRank))
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "%s was laid out by a process built for another ABI "
                          "(header %llu and rank record %llu bytes, here %u and %u)", comm->sharedName,
                          (unsigned long long)header->headerBytes, (unsigned long long)header->sharedRankBytes,
                          (unsigned)sizeof(vkar__SharedHeader), (unsigned)sizeof(vkar__SharedRank));
    if (header->f16WireMinBytes != comm->f16WireMinBytes)
        return VKAR__FAIL(
            comm, VK_ERROR_INITIALIZATION_FAILED,
            "%s was created with f16WireMinBytes %llu, this process has %llu (it must be the same in every process)",
            comm->sharedName, (unsigned long long)header->f16WireMinBytes, (unsigned long long)comm->f16WireMinBytes);
    if (header->globalRankCount != comm->globalRankCount || header->slotBytes != comm->maxSlotBytes ||
        header->mappingBytes != mappingBytes || comm->sharedBytes != mappingBytes)
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                          "%s was created for %u ranks of %llu slot bytes; this process asks for %u ranks of %llu "
                          "(globalRankCount and the resolved maxSlotBytes must be the same in every process)",
                          comm->sharedName, header->globalRankCount, (unsigned long long)header->slotBytes,
                          comm->globalRankCount, (unsigned long long)comm->maxSlotBytes);
    return VK_SUCCESS;
}

/* Takes this process's global ranks; one another process took is refused. */
static VkResult vkar__claim_ranks(VkarComm comm)
{
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        if (!VKAR__ATOMIC_CAS32(&vkar__shared_rank(comm, comm->ranks[i].globalRank)->claimed, 0u, 1u))
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "global rank %u is already another process's",
                              comm->ranks[i].globalRank);
    }
    return VK_SUCCESS;
}

/* The mapping, created by the process holding global rank 0 or opened and
 * checked, and this process's ranks taken in it. */
static VkResult vkar__open_mapping(VkarComm comm, uint64_t deadline)
{
    VkResult res = VK_SUCCESS;
    comm->sharedFd = -1;
    if (vkar__holds_global_rank(comm, 0)) {
        comm->shared = (vkar__SharedHeader*)vkar__shm_create(comm->sharedName, comm->sharedBytes, &comm->sharedFd);
        if (!comm->shared) {
            VKAR__ERROR(comm, "creating the shared mapping %s of %llu bytes failed (%s)%s", comm->sharedName,
                        (unsigned long long)comm->sharedBytes, strerror(errno),
                        errno == ENOSPC   ? ": /dev/shm has no room for it"
                        : errno == EEXIST ? ": something else holds the name (an id serves one communicator, once)"
                                          : "");
            return VK_ERROR_INITIALIZATION_FAILED;
        }
        vkar__init_shared_header(comm, comm->shared);
    } else {
        const size_t wanted = comm->sharedBytes;
        res = vkar__open_shared(comm, deadline);
        if (res == VK_SUCCESS)
            res = vkar__check_shared_header(comm, wanted);
    }
    return res == VK_SUCCESS ? vkar__claim_ranks(comm) : res;
}

/* The slots when they are copied through the host: private memory from
 * the library's allocator (posix_memalign by default: private anonymous
 * memory, which amdgpu imports), laid out as the mapping's slots and
 * imported into every rank. The bridge thread copies each round's bytes
 * between them and the mapping (vkar__copy_slots). */
static VkResult vkar__use_private_slots(VkarComm comm)
{
    uint32_t rank;
    VkResult res;
    comm->topology = VKAR__TOPOLOGY_PROCESSES_COPIED;
    res = vkar__alloc_slots(comm);
    return res == VK_SUCCESS ? vkar__import_all_slots(comm, 0, &rank) : res;
}

/* Rank r's device refused to import the mapping (`refused`). Where it
 * imports private memory, the mapping's file is the cause: amdgpu's
 * userptr rule (libdrm's amdgpu_create_bo_from_user_mem sets
 * AMDGPU_GEM_USERPTR_ANONONLY, and the kernel refuses a range with a file
 * behind it, as every shared mapping has). This process then copies the
 * slots through the host, and says so in the mapping before it joins, so
 * that every process does (vkar__settle_copied_slots). */
static VkResult vkar__refuse_mapping(VkarComm comm, uint32_t r, VkResult refused)
{
    vkar__SharedHeader* header = comm->shared;
    const vkar__Rank* rank = &comm->ranks[r];
    const VkResult res = vkar__use_private_slots(comm);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "global rank %u (%s): importing the shared mapping failed (%d), and importing "
                          "private memory failed too", rank->globalRank, rank->name, (int)refused);
    VKAR__WARN(comm, "global rank %u (%s): importing the shared mapping failed (%d) where private anonymous memory "
               "imports: its driver refuses host memory with a file behind it (amdgpu's userptr rule)",
               rank->globalRank, rank->name, (int)refused);
    if (VKAR__ATOMIC_CAS32(&header->refusal, 0u, 1u)) {
        header->refusedRank = rank->globalRank;
        memcpy(header->refusedDevice, rank->name, sizeof header->refusedDevice - 1);
    }
    return VK_SUCCESS;
}

/* Creates or opens the mapping, takes this process's ranks and imports the
 * slots into every device: the mapping's, or where a device refuses them,
 * private ones (vkar__refuse_mapping). The slots never grow
 * (vkar__reserve_slots). `deadline` bounds the whole of creation, the join
 * included. */
static VkResult vkar__attach_processes(VkarComm comm, uint64_t deadline)
{
    const VkDeviceSize slotOffset = vkar__shared_slot_offset(comm->globalRankCount);
    VkResult res;
    uint32_t i;

    comm->bridge.seenPublished =
        (uint64_t*)vkar__alloc_zeroed(comm, comm->globalRankCount * sizeof *comm->bridge.seenPublished);
    if (!comm->bridge.seenPublished)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the processes' rounds");

    for (i = 0; i < comm->rankCount; ++i) {
        if (VKAR__SHARED_ALIGNMENT % comm->ranks[i].importAlignment != 0)
            return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "rank %u (%s): its minImportedHostPointerAlignment "
                              "%llu does not divide %u, where processes place the slots", i, comm->ranks[i].name,
                              (unsigned long long)comm->ranks[i].importAlignment, VKAR__SHARED_ALIGNMENT);
    }
    comm->sharedBytes = (size_t)(slotOffset + vkar__shared_slots_bytes(comm));
    res = vkar__open_mapping(comm, deadline);
    if (res != VK_SUCCESS)
        return res;
    comm->slotHost = (char*)comm->shared + slotOffset;
    comm->slotHostBytes = vkar__shared_slots_bytes(comm);
    /* mmap promises page alignment only */
    for (i = 0; i < comm->rankCount; ++i) {
        if ((uintptr_t)comm->slotHost % comm->ranks[i].importAlignment != 0)
            return VKAR__FAIL(
                comm, VK_ERROR_FEATURE_NOT_PRESENT,
                "rank %u (%s): the shared mapping is not aligned to its minImportedHostPointerAlignment %llu", i,
                comm->ranks[i].name, (unsigned long long)comm->ranks[i].importAlignment);
    }
    res = vkar__import_all_slots(comm, 1, &i);
    if (res != VK_SUCCESS)
        res = vkar__refuse_mapping(comm, i, res);
    if (res != VK_SUCCESS)
        return res;
    comm->slotBytes = comm->maxSlotBytes;
    ++comm->slotGeneration;
    return VK_SUCCESS;
}

/* Polls, until the deadline, for `count` to reach every global rank:
 * VK_SUCCESS, or VK_ERROR_INITIALIZATION_FAILED, logged, once another
 * process's creation has failed or the deadline has passed. */
static VkResult vkar__wait_for_ranks(VkarComm comm, uint32_t* count, const char* what, uint64_t deadline)
{
    const struct timespec pause = {0, 1000000};
    uint32_t rank;
    uint64_t round;
    for (;;) {
        const uint32_t done = VKAR__ATOMIC_LOAD(count);
        if (done == comm->globalRankCount)
            return VK_SUCCESS;
        if (done > comm->globalRankCount)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "%s is corrupt: %u ranks %s, of %u (a process "
                              "wrote over the mapping?)", comm->sharedName, done, what, comm->globalRankCount);
        if (vkar__shared_failure(comm, &rank, &round) != VK_SUCCESS)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "another process failed to join %s",
                              comm->sharedName);
        if (vkar__now_ns() >= deadline)
            return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "only %u of %u ranks %s %s within %llu ms", done,
                              comm->globalRankCount, what, comm->sharedName,
                              (unsigned long long)(comm->timeoutNanoseconds / 1000000u));
        nanosleep(&pause, NULL);
    }
}

/* The length of s, at most max: for text another process wrote, which may
 * lack its terminating zero. */
static size_t vkar__strnlen(const char* s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n])
        ++n;
    return n;
}

/* Once every process has joined, with a refusal in the mapping: a process
 * whose devices imported the mapping takes private slots too (no round has
 * run yet), so that every process copies. */
static VkResult vkar__settle_copied_slots(VkarComm comm)
{
    const vkar__SharedHeader* header = comm->shared;
    VkResult res = VK_SUCCESS;
    if (!vkar__copies_slots(comm)) {
        vkar__release_slot_imports(comm);
        res = vkar__use_private_slots(comm);
        ++comm->slotGeneration;
    }
    /* another process wrote these: the name is printed only within its field */
    if (res == VK_SUCCESS)
        VKAR__WARN(comm, "the shared mapping cannot be imported by global rank %u (%.*s): its driver imports only "
                   "private anonymous memory (amdgpu's userptr rule); slots are copied through the host",
                   header->refusedRank, (int)vkar__strnlen(header->refusedDevice, sizeof header->refusedDevice),
                   header->refusedDevice);
    return res;
}

/* Once the bridge holds this process's ranks: counts them in, then waits
 * for every other process's. The name is unlinked once all have joined, so
 * nothing is left behind in /dev/shm. Where the slots are copied, every
 * process then sets up its private slots, and creation waits for all, so
 * that it fails everywhere if it fails in one. */
static VkResult vkar__join_processes(VkarComm comm, uint64_t deadline)
{
    VkResult res;
    (void)VKAR__ATOMIC_ADD32(&comm->shared->joined, comm->rankCount);
    res = vkar__wait_for_ranks(comm, &comm->shared->joined, "joined", deadline);
    if (res != VK_SUCCESS)
        return res;
    vkar__shm_unlink(comm->sharedName);
    if (!VKAR__ATOMIC_LOAD(&comm->shared->refusal))
        return VK_SUCCESS;
    res = vkar__settle_copied_slots(comm);
    if (res != VK_SUCCESS)
        return res;
    (void)VKAR__ATOMIC_ADD32(&comm->shared->settled, comm->rankCount);
    return vkar__wait_for_ranks(comm, &comm->shared->settled, "set up private slots for", deadline);
}

/* Teardown, after the bridge thread has stopped and the imports are gone.
 * A creation that failed tells the other processes (they fail rather than
 * wait out the timeout) and removes the name, whoever created it: the
 * creator may have died, and an id serves once. */
static void vkar__detach_processes(VkarComm comm, int failed)
{
    vkar__free(comm, comm->bridge.seenPublished, 8);
    comm->bridge.seenPublished = NULL;
    if (!comm->shared)
        return;
    if (failed) {
        vkar__share_failure(comm, VK_ERROR_INITIALIZATION_FAILED, comm->ranks[0].globalRank, 0);
        vkar__shm_unlink(comm->sharedName);
    }
    vkar__shm_unmap(comm->shared, comm->sharedBytes, comm->sharedFd);
    comm->shared = NULL;
}

static VkResult vkar__get_unique_id(VkarUniqueId* pId)
{
    unsigned char random[VKAR__ID_RANDOM_BYTES];
    size_t i;
    if (!pId)
        return vkar__null_argument("vkarGetUniqueId", "pId");
    memset(pId, 0, sizeof *pId);
    if (!VKAR__HAS_PROCESSES) {
        VKAR__REASON("vkarGetUniqueId: ranks in several processes need Linux");
        return VK_ERROR_FEATURE_NOT_PRESENT;
    }
    if (!vkar__random_bytes(random, sizeof random)) {
        VKAR__REASON("vkarGetUniqueId: the kernel's random source (getrandom, /dev/urandom) failed (%s)",
                     strerror(errno));
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    memcpy(pId->text, VKAR__ID_PREFIX, sizeof VKAR__ID_PREFIX - 1);
    for (i = 0; i < sizeof random; ++i)
        snprintf(pId->text + sizeof VKAR__ID_PREFIX - 1 + 2 * i, 3, "%02x", random[i]);
    return VK_SUCCESS;
}

VKAR_API VkResult vkarGetUniqueId(VkarUniqueId* pId)
{
    vkar__begin_call();
    return vkar__returned(vkar__get_unique_id(pId));
}

/* ---- Kernels ------------------------------------------------------------- */

/* The SPIR-V of shaders/publish.comp (reduce 0) or reduce.comp (reduce 1),
 * embedded at the end of this file. */
static const uint32_t* vkar__spirv(int reduce, size_t* pBytes);

static VkResult vkar__create_pipeline(VkarComm comm, uint32_t r, int reduce, VkPipeline* pPipeline)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkShaderModuleCreateInfo moduleInfo;
    VkComputePipelineCreateInfo pipelineInfo;
    VkShaderModule module;
    VkResult res;

    VKAR__INIT_STRUCT(moduleInfo, VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
    moduleInfo.pCode = vkar__spirv(reduce, &moduleInfo.codeSize);
    res = rank->vk.vkCreateShaderModule(rank->info.device, &moduleInfo, NULL, &module);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkCreateShaderModule failed (%d)", r, rank->name, (int)res);
    VKAR__INIT_STRUCT(pipelineInfo, VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
    pipelineInfo.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    pipelineInfo.stage.module = module;
    pipelineInfo.stage.pName = "main";
    pipelineInfo.layout = rank->pipelineLayout;
    res = rank->vk.vkCreateComputePipelines(rank->info.device, VK_NULL_HANDLE, 1, &pipelineInfo, NULL, pPipeline);
    rank->vk.vkDestroyShaderModule(rank->info.device, module, NULL);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkCreateComputePipelines failed (%d)", r, rank->name, (int)res);
    return res;
}

/* Binding 0: the caller's input; binding 1: all slots; binding 2: the
 * caller's output (the input again in place). Both kernels share this
 * layout, so one descriptor set per round serves publish and reduce. */
static VkResult vkar__create_layouts(VkarComm comm, uint32_t r)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkDescriptorSetLayoutBinding bindings[3];
    VkDescriptorSetLayoutCreateInfo setInfo;
    VkPushConstantRange pushRange;
    VkPipelineLayoutCreateInfo layoutInfo;
    VkResult res;
    uint32_t b;

    memset(bindings, 0, sizeof bindings);
    for (b = 0; b < 3; ++b) {
        bindings[b].binding = b;
        bindings[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        bindings[b].descriptorCount = 1;
        bindings[b].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VKAR__INIT_STRUCT(setInfo, VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    setInfo.bindingCount = 3;
    setInfo.pBindings = bindings;
    res = rank->vk.vkCreateDescriptorSetLayout(rank->info.device, &setInfo, NULL, &rank->setLayout);
    VKAR__KEEP_IF_CREATED(res, rank->setLayout);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkCreateDescriptorSetLayout failed (%d)", r, rank->name, (int)res);
    pushRange.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pushRange.offset = 0;
    pushRange.size = sizeof(vkar__KernelParams);
    VKAR__INIT_STRUCT(layoutInfo, VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
    layoutInfo.setLayoutCount = 1;
    layoutInfo.pSetLayouts = &rank->setLayout;
    layoutInfo.pushConstantRangeCount = 1;
    layoutInfo.pPushConstantRanges = &pushRange;
    res = rank->vk.vkCreatePipelineLayout(rank->info.device, &layoutInfo, NULL, &rank->pipelineLayout);
    VKAR__KEEP_IF_CREATED(res, rank->pipelineLayout);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkCreatePipelineLayout failed (%d)", r, rank->name, (int)res);
    return res;
}

static VkResult vkar__create_kernels(VkarComm comm, uint32_t r)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkResult res = vkar__create_layouts(comm, r);
    if (res == VK_SUCCESS)
        res = vkar__create_pipeline(comm, r, 0, &rank->publishPipeline);
    if (res == VK_SUCCESS)
        res = vkar__create_pipeline(comm, r, 1, &rank->reducePipeline);
    return res;
}

/* ---- Ranks: per-round resources, setting up and tearing down a rank ------ */

static VkResult vkar__create_round_ring(VkarComm comm, uint32_t r)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkDescriptorSetLayout layouts[VKAR__MAX_ROUNDS_IN_FLIGHT];
    VkDescriptorPoolSize poolSize;
    VkDescriptorPoolCreateInfo poolInfo;
    VkDescriptorSetAllocateInfo setInfo;
    VkCommandPoolCreateInfo cmdPoolInfo;
    VkCommandBufferAllocateInfo cmdInfo;
    VkResult res;
    uint32_t i;

    poolSize.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    poolSize.descriptorCount = 3 * VKAR__MAX_ROUNDS_IN_FLIGHT;
    VKAR__INIT_STRUCT(poolInfo, VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
    poolInfo.maxSets = VKAR__MAX_ROUNDS_IN_FLIGHT;
    poolInfo.poolSizeCount = 1;
    poolInfo.pPoolSizes = &poolSize;
    res = rank->vk.vkCreateDescriptorPool(rank->info.device, &poolInfo, NULL, &rank->descriptorPool);
    VKAR__KEEP_IF_CREATED(res, rank->descriptorPool);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkCreateDescriptorPool failed (%d)", r, rank->name, (int)res);
    for (i = 0; i < VKAR__MAX_ROUNDS_IN_FLIGHT; ++i)
        layouts[i] = rank->setLayout;
    VKAR__INIT_STRUCT(setInfo, VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
    setInfo.descriptorPool = rank->descriptorPool;
    setInfo.descriptorSetCount = VKAR__MAX_ROUNDS_IN_FLIGHT;
    setInfo.pSetLayouts = layouts;
    res = rank->vk.vkAllocateDescriptorSets(rank->info.device, &setInfo, rank->sets);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkAllocateDescriptorSets failed (%d)", r, rank->name, (int)res);

    VKAR__INIT_STRUCT(cmdPoolInfo, VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
    cmdPoolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    cmdPoolInfo.queueFamilyIndex = rank->info.queueFamilyIndex;
    res = rank->vk.vkCreateCommandPool(rank->info.device, &cmdPoolInfo, NULL, &rank->commandPool);
    VKAR__KEEP_IF_CREATED(res, rank->commandPool);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): vkCreateCommandPool failed (%d)", r, rank->name, (int)res);
    VKAR__INIT_STRUCT(cmdInfo, VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
    cmdInfo.commandPool = rank->commandPool;
    cmdInfo.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cmdInfo.commandBufferCount = VKAR__MAX_ROUNDS_IN_FLIGHT;
    res = rank->vk.vkAllocateCommandBuffers(rank->info.device, &cmdInfo, rank->publishCmds);
    if (res == VK_SUCCESS)
        res = rank->vk.vkAllocateCommandBuffers(rank->info.device, &cmdInfo, rank->reduceCmds);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkAllocateCommandBuffers failed (%d)", r, rank->name, (int)res);
    return res;
}

static VkResult vkar__create_timeline(VkarComm comm, uint32_t r, VkSemaphore* pSemaphore)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkSemaphoreTypeCreateInfo typeInfo;
    VkSemaphoreCreateInfo info;
    VkResult res;

    VKAR__INIT_STRUCT(typeInfo, VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO);
    typeInfo.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO);
    info.pNext = &typeInfo;
    res = rank->vk.vkCreateSemaphore(rank->info.device, &info, NULL, pSemaphore);
    VKAR__KEEP_IF_CREATED(res, *pSemaphore);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): creating a timeline semaphore failed (%d); is the timelineSemaphore feature "
                    "enabled?", r, rank->name, (int)res);
    return res;
}

/* One event per ring entry into `events`. */
static VkResult vkar__create_events(VkarComm comm, uint32_t r, VkEvent* events)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkEventCreateInfo info;
    VkResult res = VK_SUCCESS;
    uint32_t i;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_EVENT_CREATE_INFO);
    for (i = 0; i < VKAR__MAX_ROUNDS_IN_FLIGHT && res == VK_SUCCESS; ++i) {
        res = rank->vk.vkCreateEvent(rank->info.device, &info, NULL, &events[i]);
        VKAR__KEEP_IF_CREATED(res, events[i]);
    }
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkCreateEvent failed (%d)", r, rank->name, (int)res);
    return res;
}

/* One batch of a vkQueueSubmit, with its timeline values; cmd NULL: no command buffer. */
static void vkar__batch(VkSubmitInfo* submit, VkTimelineSemaphoreSubmitInfo* values, uint32_t waitCount,
                        const VkSemaphore* waits, const uint64_t* waitValues, const VkPipelineStageFlags* waitStages,
                        const VkCommandBuffer* cmd, uint32_t signalCount, const VkSemaphore* signals,
                        const uint64_t* signalValues)
{
    VKAR__INIT_STRUCT(*values, VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO);
    values->waitSemaphoreValueCount = waitCount;
    values->pWaitSemaphoreValues = waitValues;
    values->signalSemaphoreValueCount = signalCount;
    values->pSignalSemaphoreValues = signalValues;
    VKAR__INIT_STRUCT(*submit, VK_STRUCTURE_TYPE_SUBMIT_INFO);
    submit->pNext = values;
    submit->waitSemaphoreCount = waitCount;
    submit->pWaitSemaphores = waits;
    submit->pWaitDstStageMask = waitStages;
    submit->commandBufferCount = cmd ? 1 : 0;
    submit->pCommandBuffers = cmd;
    submit->signalSemaphoreCount = signalCount;
    submit->pSignalSemaphores = signals;
}

static VkResult vkar__wait_timeline(vkar__Rank* rank, VkSemaphore semaphore, uint64_t value, uint64_t timeoutNs)
{
    VkSemaphoreWaitInfo waitInfo;
    VKAR__INIT_STRUCT(waitInfo, VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO);
    waitInfo.semaphoreCount = 1;
    waitInfo.pSemaphores = &semaphore;
    waitInfo.pValues = &value;
    return rank->vk.vkWaitSemaphores(rank->info.device, &waitInfo, timeoutNs);
}

static VkResult vkar__signal_timeline(vkar__Rank* rank, VkSemaphore semaphore, uint64_t value)
{
    VkSemaphoreSignalInfo signal;
    VKAR__INIT_STRUCT(signal, VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO);
    signal.semaphore = semaphore;
    signal.value = value;
    return rank->vk.vkSignalSemaphore(rank->info.device, &signal);
}

/* The reduce waits on at most one semaphore per rank (SYNC_FD: each peer). */
static VkResult vkar__alloc_plan(VkarComm comm, uint32_t r)
{
    vkar__Plan* plan = &comm->ranks[r].plan;
    plan->reduceWaits = (VkSemaphore*)vkar__alloc(comm, comm->rankCount * sizeof *plan->reduceWaits, 8);
    plan->reduceWaitValues = (uint64_t*)vkar__alloc(comm, comm->rankCount * sizeof *plan->reduceWaitValues, 8);
    plan->reduceWaitStages = (VkPipelineStageFlags*)vkar__alloc(comm, comm->rankCount * sizeof *plan->reduceWaitStages, 8);
    if (!plan->reduceWaits || !plan->reduceWaitValues || !plan->reduceWaitStages)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the submission plan of rank %u",
                          r);
    return VK_SUCCESS;
}

/* The spec's queue family for memory shared with other devices:
 * VK_QUEUE_FAMILY_EXTERNAL where every rank has the same deviceUUID and
 * driverUUID and they share one process; otherwise
 * VK_QUEUE_FAMILY_FOREIGN_EXT, where the caller says the extension is
 * enabled, else EXTERNAL still (which the drivers treat alike). */
static void vkar__choose_external_family(VkarComm comm, int spansProcesses)
{
    const vkar__Rank* first = &comm->ranks[0];
    int same = !spansProcesses;
    uint32_t i;
    for (i = 1; i < comm->rankCount; ++i)
        same &= memcmp(comm->ranks[i].deviceUuid, first->deviceUuid, VK_UUID_SIZE) == 0 &&
                memcmp(comm->ranks[i].driverUuid, first->driverUuid, VK_UUID_SIZE) == 0;
    for (i = 0; i < comm->rankCount; ++i)
        comm->ranks[i].externalFamily = !same && (comm->flags & VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT)
                                            ? VK_QUEUE_FAMILY_FOREIGN_EXT
                                            : VK_QUEUE_FAMILY_EXTERNAL;
}

/* VKAR_RELEASE_MODE_EVENT holds a reduce inside a command buffer, in
 * vkCmdWaitEvents, until the host sets the event: for as long as the
 * slowest peer takes. A GPU with a job timeout (amdgpu, i915, xe: seconds)
 * resets then, and two ranks sharing a hardware ring can deadlock until it
 * does. Allowed only on drivers where that wait is known safe: NVIDIA's
 * proprietary driver and lavapipe (whose queue is a CPU thread). */
static VkResult vkar__check_event_release(VkarComm comm, uint32_t r)
{
    const vkar__Rank* rank = &comm->ranks[r];
    if (comm->releaseMode != VKAR_RELEASE_MODE_EVENT || rank->driverID == VK_DRIVER_ID_NVIDIA_PROPRIETARY ||
        rank->driverID == VK_DRIVER_ID_MESA_LLVMPIPE)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "rank %u (%s): VKAR_RELEASE_MODE_EVENT is refused on driver "
                      "id %d (a reduce waiting in a command buffer on a host-set event may outlast its job timeout); "
                      "use the timeline release", r, rank->name, (int)rank->driverID);
}

static VkResult vkar__init_rank(VkarComm comm, uint32_t r, const vkar__InstanceFunctions* ifn)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkResult res = vkar__read_rank_properties(comm, r, ifn);
    if (res == VK_SUCCESS)
        res = vkar__check_event_release(comm, r);
    if (res == VK_SUCCESS)
        res = vkar__alloc_plan(comm, r);
    if (res == VK_SUCCESS)
        res = vkar__load_device_functions(comm, r, ifn->vkGetDeviceProcAddr);
    if (res == VK_SUCCESS)
        res = vkar__create_timeline(comm, r, &rank->done);
    if (res == VK_SUCCESS)
        res = vkar__create_timeline(comm, r, &rank->go);
    if (res == VK_SUCCESS && comm->releaseMode == VKAR_RELEASE_MODE_EVENT)
        res = vkar__create_events(comm, r, rank->events);
    if (res == VK_SUCCESS)
        res = vkar__create_events(comm, r, rank->readyEvents);
    if (res == VK_SUCCESS)
        res = vkar__create_kernels(comm, r);
    if (res == VK_SUCCESS)
        res = vkar__create_round_ring(comm, r);
    return res;
}

/* Destroying a pool frees its command buffers and descriptor sets. */
static void vkar__destroy_sync_fd(VkarComm comm, vkar__Rank* rank);

static void vkar__destroy_rank(VkarComm comm, vkar__Rank* rank)
{
    VkDevice device = rank->info.device;
    uint32_t i;
    vkar__free(comm, rank->plan.reduceWaits, 8);
    vkar__free(comm, rank->plan.reduceWaitValues, 8);
    vkar__free(comm, rank->plan.reduceWaitStages, 8);
    if (!rank->vk.vkDestroySemaphore)
        return; /* the loader table never filled: nothing was created */
    vkar__destroy_sync_fd(comm, rank);
    rank->vk.vkDestroyCommandPool(device, rank->commandPool, NULL);
    rank->vk.vkDestroyDescriptorPool(device, rank->descriptorPool, NULL);
    rank->vk.vkDestroyPipeline(device, rank->publishPipeline, NULL);
    rank->vk.vkDestroyPipeline(device, rank->reducePipeline, NULL);
    rank->vk.vkDestroyPipelineLayout(device, rank->pipelineLayout, NULL);
    rank->vk.vkDestroyDescriptorSetLayout(device, rank->setLayout, NULL);
    rank->vk.vkDestroySemaphore(device, rank->done, NULL);
    rank->vk.vkDestroySemaphore(device, rank->go, NULL);
    for (i = 0; i < VKAR__MAX_ROUNDS_IN_FLIGHT; ++i) {
        rank->vk.vkDestroyEvent(device, rank->events[i], NULL);
        rank->vk.vkDestroyEvent(device, rank->readyEvents[i], NULL);
    }
}

/* ---- Library threads: off the GPUs' interrupt CPUs ----------------------- */

#if VKAR__HAS_CPU_AFFINITY
/* The CPUs that take the interrupts of this process's ranks' GPUs; 0 when
 * none are known (no VK_EXT_pci_bus_info, no sysfs, a CPU device). */
static int vkar__interrupt_cpus(VkarComm comm, vkar__CpuMask* cpus)
{
    uint32_t i;
    unsigned cpu;
    memset(cpus, 0, sizeof *cpus);
    for (i = 0; i < comm->rankCount; ++i)
        if (comm->ranks[i].pciAddress[0])
            vkar__add_device_interrupt_cpus(comm->ranks[i].pciAddress, cpus);
    for (cpu = 0; cpu < VKAR__MAX_CPUS; ++cpu)
        if (vkar__cpu_in(cpus, cpu))
            return 1;
    return 0;
}

/* Moves the calling thread off those CPUs when at least minKept others
 * remain. */
static VkResult vkar__move_thread_off_interrupt_cpus(VkarComm comm, unsigned minKept)
{
    vkar__CpuMask interrupts, allowed, kept;
    unsigned keep = 0, cpu;
    int leave = 0;
    if (!vkar__interrupt_cpus(comm, &interrupts) || !vkar__thread_cpus(&allowed))
        return VK_ERROR_FEATURE_NOT_PRESENT;
    memset(&kept, 0, sizeof kept);
    for (cpu = 0; cpu < VKAR__MAX_CPUS; ++cpu) {
        if (!vkar__cpu_in(&allowed, cpu))
            continue;
        if (vkar__cpu_in(&interrupts, cpu)) {
            leave = 1;
        } else {
            vkar__cpu_add(&kept, cpu);
            ++keep;
        }
    }
    if (!leave)
        return VK_SUCCESS;
    if (keep < minKept)
        return VK_ERROR_FEATURE_NOT_PRESENT;
    return vkar__set_thread_cpus(&kept) ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT;
}
#else
static VkResult vkar__move_thread_off_interrupt_cpus(VkarComm comm, unsigned minKept)
{
    (void)comm, (void)minKept;
    return VK_ERROR_FEATURE_NOT_PRESENT;
}
#endif

/* Two threads polling on one CPU made a small all-reduce on an H200 take
 * 264-285 us, against 37-92 us with one of them on the interrupts' CPU
 * (bench/results/2026-12-02-h200-thread-placement). So only the bridge,
 * which polls for every round, may take the last CPU free of interrupts;
 * every other thread (SYNC_FD's exporter, the caller's) moves only where
 * two remain. */
#define VKAR__BRIDGE_MIN_FREE_CPUS 1u
#define VKAR__OTHER_MIN_FREE_CPUS 2u

/* First thing in each library thread. */
static void vkar__place_library_thread(VkarComm comm, unsigned minKept)
{
    if (!(comm->flags & VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT))
        (void)vkar__move_thread_off_interrupt_cpus(comm, minKept);
}

/* One switch for every thread, so that a program comparing placements
 * need not repeat the library's reading of VKAR_THREAD_AFFINITY. */
VKAR_API VkResult vkarMoveThreadOffInterruptCpus(VkarComm comm)
{
    VkResult res;
    vkar__begin_call();
    if (!comm)
        return vkar__null_argument("vkarMoveThreadOffInterruptCpus", "comm");
    if (comm->flags & VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT) {
        VKAR__REASON("vkarMoveThreadOffInterruptCpus: the communicator keeps thread affinities "
                     "(VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT)");
        return VK_ERROR_FEATURE_NOT_PRESENT;
    }
    res = vkar__move_thread_off_interrupt_cpus(comm, VKAR__OTHER_MIN_FREE_CPUS);
    if (res != VK_SUCCESS)
        VKAR__REASON("vkarMoveThreadOffInterruptCpus: the GPUs' interrupt CPUs are unknown, or too few other CPUs "
                     "are allowed; the affinity is unchanged");
    return res;
}

/* ---- Bridge thread, and the communicator's failure ----------------------- */

/* The lowest `done` value over the ranks; on failure the driver's error,
 * the rank in *pRank. */
static VkResult vkar__lowest_done(VkarComm comm, uint64_t* pLowest, uint32_t* pRank)
{
    uint32_t i;
    *pLowest = ~0ull;
    for (i = 0; i < comm->rankCount; ++i) {
        vkar__Rank* rank = &comm->ranks[i];
        uint64_t value = 0;
        VkResult res = rank->vk.vkGetSemaphoreCounterValue(rank->info.device, rank->done, &value);
        if (res != VK_SUCCESS) {
            *pRank = i;
            return res;
        }
        *pLowest = value < *pLowest ? value : *pLowest;
    }
    return VK_SUCCESS;
}

static VkResult vkar__wait_done(VkarComm comm, uint32_t r, uint64_t value, uint64_t timeoutNs)
{
    return vkar__wait_timeline(&comm->ranks[r], comm->ranks[r].done, value, timeoutNs);
}

/* The highest round every rank has published, as far as `limit`. */
static VkResult vkar__published_round(VkarComm comm, uint64_t limit, uint64_t* pRound, uint32_t* pRank)
{
    uint64_t lowest;
    VkResult res = vkar__lowest_done(comm, &lowest, pRank);
    lowest = (lowest + 1) / 2;
    *pRound = lowest < limit ? lowest : limit;
    return res;
}

/* Asked to stop (vkarDestroyComm) or to release everything (vkarAbortComm). */
static int vkar__bridge_interrupted(VkarComm comm)
{
    return VKAR__ATOMIC_LOAD(&comm->bridge.stop) || VKAR__ATOMIC_LOAD(&comm->bridge.aborted);
}

/* Blocks until rank r has published `round`: VK_SUCCESS, VK_TIMEOUT once the rank has run the round for the timeout
 * without publishing it (a stuck peer), VK_NOT_READY when interrupted, or the driver's error (the device is lost:
 * nothing more will be published). The clock starts when the rank's ready event shows the round begun: until then the
 * rank is idle, behind the caller's waits or earlier work on its queue, which may take hours by design. */
static VkResult vkar__bridge_block_until_published(VkarComm comm, uint32_t r, uint64_t round)
{
    vkar__Rank* rank = &comm->ranks[r];
    const VkEvent ready = rank->readyEvents[round % VKAR__MAX_ROUNDS_IN_FLIGHT];
    uint64_t deadline = 0; /* 0: not begun */
    for (;;) {
        VkResult res = vkar__wait_done(comm, r, 2 * round - 1, VKAR__BRIDGE_SLICE_NS);
        if (res != VK_TIMEOUT)
            return res;
        if (vkar__bridge_interrupted(comm))
            return VK_NOT_READY;
        if (deadline == 0) {
            res = rank->vk.vkGetEventStatus(rank->info.device, ready);
            if (res < 0)
                return res;
            if (res == VK_EVENT_SET)
                deadline = vkar__deadline(comm->timeoutNanoseconds);
        } else if (vkar__now_ns() >= deadline) {
            return VK_TIMEOUT;
        }
    }
}

/* How long to poll for a round's publishes before blocking: spinMicroseconds, or twice the longest recent wait, up to
 * VKAR__MAX_PUBLISH_SPIN_NS. Blocking costs the wake-up when they land, which some drivers take milliseconds over
 * (NVIDIA's vkWaitSemaphores on the H200: llama.cpp's tensor-parallel prefill, whose publishes land milliseconds after
 * the call, ran at 0.4-0.6x the speed it reaches polling). The longest recent wait, not the last, because one quick
 * round among slow ones would otherwise make the next block. An idle or stalled bridge still blocks within 10 ms, or
 * spinMicroseconds where that is longer. */
static uint64_t vkar__publish_spin_ns(VkarComm comm)
{
    const uint64_t spin = 1000ull * comm->spinMicroseconds;
    const uint64_t recent = 2 * comm->bridge.recentPublishWaitNs;
    const uint64_t capped = recent < VKAR__MAX_PUBLISH_SPIN_NS ? recent : VKAR__MAX_PUBLISH_SPIN_NS;
    return capped > spin ? capped : spin;
}

static void vkar__note_publish_wait(VkarComm comm, uint64_t waitNs)
{
    uint64_t* recent = &comm->bridge.recentPublishWaitNs;
    *recent -= *recent / 16;
    *recent = waitNs > *recent ? waitNs : *recent;
}

/* Waits until every rank has published `round`: polls (vkar__publish_spin_ns),
 * then blocks in the driver so an idle or stalled round costs no CPU. On
 * failure *pRank is the rank that did not publish. */
static VkResult vkar__bridge_wait_published(VkarComm comm, uint64_t round, uint32_t* pRank)
{
    const uint64_t start = vkar__now_ns();
    const uint64_t spinEnd = start + vkar__publish_spin_ns(comm);
    uint64_t published;
    uint32_t i;
    for (;;) {
        VkResult res = vkar__published_round(comm, round, &published, pRank);
        if (res != VK_SUCCESS || published >= round) {
            vkar__note_publish_wait(comm, vkar__now_ns() - start);
            return res;
        }
        if (vkar__bridge_interrupted(comm))
            return VK_NOT_READY;
        if (vkar__now_ns() < spinEnd)
            continue;
        for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i) {
            res = vkar__bridge_block_until_published(comm, i, round);
            *pRank = i;
        }
        if (res != VK_SUCCESS)
            return res;
    }
}

/* Where round n's ring entry already holds a later round (n has finished
 * on every rank: vkar__prepare_call waited for it), or is being rewritten
 * for one: nothing to release. */
#define VKAR__RELEASE_FINISHED (-1)

/* How round n's reduces wait, from its ring entry, and for a timeline
 * round the go value they wait for in *pGo. The entry may be rewritten for
 * round n + 64 as it is read, once n has finished (SYNC_FD rounds finish
 * without the bridge, which may then release rounds whose entries hold
 * later ones): the round is checked, before and after the go value. Round
 * n + 64's writer clears the entry before it writes go, so a go value of
 * the later round read here makes the second read differ. Taking a later
 * round's go released that round's reduces before its publishes (seen
 * under make test-syncfd: wrong sums). */
static int vkar__read_release(VkarComm comm, uint64_t n, uint64_t* pGo)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    const uint64_t word = VKAR__ATOMIC_LOAD(&comm->releases[entry]);
    VKAR_ASSERT(word == 0 || word >> 2 >= n); /* every round up to n was planned before it was posted */
    if (word >> 2 != n)
        return VKAR__RELEASE_FINISHED;
    if ((word & 3) == VKAR__RELEASE_TIMELINE) {
        *pGo = VKAR__ATOMIC_LOAD(&comm->goValues[entry]);
        if (VKAR__ATOMIC_LOAD(&comm->releases[entry]) != word)
            return VKAR__RELEASE_FINISHED;
    }
    return (int)(word & 3);
}

static VkResult vkar__signal_go(vkar__Rank* rank, uint64_t value)
{
    const VkResult res = vkar__signal_timeline(rank, rank->go, value);
    if (res == VK_SUCCESS)
        rank->goSignalled = value;
    return res;
}

/* Releases rank r's reduces of the rounds after rank->released, up to `round`, each as its ring entry says it waits
 * (vkar__read_release).
 *
 * Timeline: go is raised once, to the value the last of the rounds that wait on it waits for.
 *
 * Events (VKAR_RELEASE_MODE_EVENT): round n's reduce begins with vkCmdWaitEvents on events[n % 64] and ends with
 * vkCmdResetEvent, whose stage mask (all commands) makes the reset follow the wait. No set is lost or seen by the wrong
 * round:
 * - the event is set only for a round the rank has not finished (done < 2n). A round that vkar__abandon_round finished
 *   from the host has no reduce to release, and a set would stay for the entry's next round;
 * - a set for round n cannot reach round n - 64's reduce: round n is set only once submitted, and the ring lets entry
 *   n % 64 be reused only after round n - 64 finished on every rank, its reset included (vkar__prepare_call);
 * - a set made before the reduce reaches its wait (a bridge that gave up, or vkarDestroyComm, releasing a round a stuck
 *   rank has not published) stays until the wait sees it; only the same reduce resets it.
 *
 * An entry may already hold a later round's release: after a SYNC_FD round n finishes, the calling thread may plan
 * round n + 64 into its entry while the bridge releases rounds up to and past n. So each entry is read once, before the
 * done counter, and only a round of its own counts: an entry read as round n's while round n + 64 is written over it
 * means round n had not finished at the read, or had, which the counter read after shows (done >= 2n), so that set is
 * skipped. Reading an entry twice let a set through for the later round before its peers had published (seen under make
 * test-syncfd: wrong sums). Rounds up to round - 64 are left out: they finished before `round` was submitted. */
static VkResult vkar__release_rank(VkarComm comm, uint32_t r, uint64_t round)
{
    vkar__Rank* rank = &comm->ranks[r];
    const uint64_t ring = VKAR__MAX_ROUNDS_IN_FLIGHT;
    const uint64_t first = vkar__max(rank->released + 1, round >= ring ? round - ring + 1 : 1);
    int releases[VKAR__MAX_ROUNDS_IN_FLIGHT];
    uint64_t done = 0, go = 0, roundGo = 0, n;
    int event = 0;
    VkResult query = VK_SUCCESS, res = VK_SUCCESS;
    for (n = first; n <= round; ++n) {
        releases[n % ring] = vkar__read_release(comm, n, &roundGo);
        if (releases[n % ring] == VKAR__RELEASE_TIMELINE)
            go = vkar__max(go, roundGo);
        event |= releases[n % ring] == VKAR__RELEASE_EVENT;
    }
    /* Unreadable (the device is lost): every event is set, as a last resort. */
    if (event)
        query = rank->vk.vkGetSemaphoreCounterValue(rank->info.device, rank->done, &done);
    if (go > rank->goSignalled) {
        /* one go value per round at most (below 64 here on a driver that
         * keeps the waits: a round finishes only once released) */
        VKAR_ASSERT(go - rank->goSignalled <= round - rank->released);
        res = vkar__signal_go(rank, go);
    }
    for (n = first; n <= round && res == VK_SUCCESS; ++n) {
        if (releases[n % ring] == VKAR__RELEASE_EVENT && (query != VK_SUCCESS || done < 2 * n))
            res = rank->vk.vkSetEvent(rank->info.device, rank->events[n % ring]);
        if (res == VK_SUCCESS)
            rank->released = n;
    }
    return res != VK_SUCCESS ? res : query;
}

/* Releases every rank's reduces up to `round`, each rank even when another
 * fails; returns the first failure, its rank in *pRank. */
static VkResult vkar__bridge_release(VkarComm comm, uint64_t round, uint32_t* pRank)
{
    VkResult first = VK_SUCCESS;
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        VkResult res = vkar__release_rank(comm, i, round);
        if (res != VK_SUCCESS && first == VK_SUCCESS) {
            first = res;
            *pRank = i;
        }
    }
    return first;
}

/* Marks the communicator lost: rounds from `round` on may be released over
 * meaningless sums. The first failure is kept, and told to the other
 * processes (the global rank is the failing one's). */
static void vkar__record_global_failure(VkarComm comm, VkResult failure, uint32_t globalRank, uint64_t round)
{
    vkar__mutex_lock(&comm->bridge.mutex);
    if (comm->bridge.failure == VK_SUCCESS) {
        comm->bridge.failure = failure;
        comm->bridge.failedRound = round;
        comm->bridge.failedRank = globalRank;
    }
    vkar__mutex_unlock(&comm->bridge.mutex);
    vkar__share_failure(comm, failure, globalRank, round);
}

/* The same, for this process's rank r. */
static void vkar__record_failure(VkarComm comm, VkResult failure, uint32_t r, uint64_t round)
{
    vkar__record_global_failure(comm, failure, comm->ranks[r].globalRank, round);
}

/* The communicator's first failure (VK_SUCCESS: none), its round and rank
 * where those are wanted. Another process's failure becomes this one's,
 * as VK_ERROR_DEVICE_LOST, the first time it is asked for. */
static VkResult vkar__failure(VkarComm comm, uint64_t* pRound, uint32_t* pRank)
{
    VkResult failure;
    uint64_t sharedRound;
    uint32_t sharedRank;
    if (vkar__shared_failure(comm, &sharedRank, &sharedRound) != VK_SUCCESS)
        vkar__record_global_failure(comm, VK_ERROR_DEVICE_LOST, sharedRank, sharedRound);
    vkar__mutex_lock(&comm->bridge.mutex);
    failure = comm->bridge.failure;
    if (pRound)
        *pRound = comm->bridge.failedRound;
    if (pRank)
        *pRank = comm->bridge.failedRank;
    vkar__mutex_unlock(&comm->bridge.mutex);
    return failure;
}

/* Releases every rank's reduces up to `round`, each even when another
 * fails: the release of a bridge that gave up or was stopped. */
static void vkar__release_behind(VkarComm comm, uint64_t round)
{
    uint32_t ignored;
    vkar__bridge_release(comm, round, &ignored);
}

/* The bridge gives up: later calls report the failure, a stuck peer as
 * VK_ERROR_DEVICE_LOST. */
static void vkar__bridge_give_up(VkarComm comm, VkResult failure, uint32_t r, uint64_t round)
{
    if (failure == VK_TIMEOUT)
        VKAR__ERROR(comm, "rank %u (%s): round %llu not published within %llu ms (a wait semaphore never "
                    "signalled?); the other ranks are released with meaningless sums, the communicator is unusable",
                    r, comm->ranks[r].name, (unsigned long long)round,
                    (unsigned long long)(comm->timeoutNanoseconds / 1000000u));
    else
        VKAR__ERROR(comm, "rank %u (%s): the bridge failed at round %llu (%d); the other ranks are released with "
                    "meaningless sums, the communicator is unusable", r, comm->ranks[r].name,
                    (unsigned long long)round, (int)failure);
    vkar__record_failure(comm, failure < 0 ? failure : VK_ERROR_DEVICE_LOST, r, round);
}

/* After giving up, until stopped: a round that one rank never publishes,
 * or whose rank's device is lost, would hold every other rank's queue too,
 * behind its reduce. So every round posted, now or later (a call that
 * passed its checks before the failure, vkarReleaseRound), is released at
 * once, with meaningless sums: only a rank stuck on its own wait stays
 * blocked, until that wait is signalled. */
static void vkar__bridge_drain(VkarComm comm)
{
    vkar__Bridge* bridge = &comm->bridge;
    uint64_t released = 0;
    for (;;) {
        uint64_t submitted;
        vkar__mutex_lock(&bridge->mutex);
        while (!bridge->stop && bridge->submitted == released)
            vkar__cond_wait(&bridge->wake, &bridge->mutex);
        submitted = bridge->submitted;
        vkar__mutex_unlock(&bridge->mutex);
        if (submitted == released)
            return; /* stopped */
        vkar__release_behind(comm, submitted);
        released = submitted;
    }
}

/* Before rounds (released, round] are released: the transport sums each
 * GATHER_NODES round's host buffer across nodes, and carries each group's
 * round between nodes. Every rank has published them, so the buffer holds
 * the node's sum. Such a round is the last of any batch: the next round's
 * publish follows its reduce on every queue. */
static VkResult vkar__transport_reduce(VkarComm comm, void* data, uint64_t count, uint64_t typeOp, VkBool32 valid)
{
    const VkarDataType type = (VkarDataType)(typeOp & 0xff);
    const VkarReduceOp op = (VkarReduceOp)(typeOp >> 8);
    if (type == VKAR_DATA_TYPE_F32 && op == VKAR_REDUCE_OP_SUM)
        return comm->transport.pfnAllreduceHost(comm->transport.pUserData, (float*)data, count, valid);
    return comm->transport.pfnReduceHost(comm->transport.pUserData, data, count, type, op, valid);
}

/* A group's round across nodes: this node's messages of it. Every rank has
 * published it, so the sends' bytes are in the slots; the receives land in
 * the inbox before the round is released. */
static VkResult vkar__transport_exchange(VkarComm comm, const vkar__HostExchange* exchange, VkBool32 valid)
{
    return comm->transport.pfnExchangeHost(comm->transport.pUserData, exchange->messages,
                                           (uint32_t)VKAR__ATOMIC_LOAD(&exchange->count), valid);
}

static VkResult vkar__bridge_sum_nodes(VkarComm comm, uint64_t released, uint64_t round)
{
    uint64_t n;
    if (!vkar__crosses_nodes(comm))
        return VK_SUCCESS;
    for (n = released + 1; n <= round; ++n) {
        vkar__HostSum* sum = &comm->hostSums[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
        const vkar__HostExchange* exchange = &comm->hostExchanges[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
        const uint64_t address = VKAR__ATOMIC_LOAD(&sum->address);
        const int exchanged = VKAR__ATOMIC_LOAD(&exchange->round) == n;
        VkBool32 valid;
        VkResult res;
        if (!address && !exchanged)
            continue;
        valid = vkar__failure(comm, NULL, NULL) == VK_SUCCESS;
        res = exchanged ? vkar__transport_exchange(comm, exchange, valid)
                        : vkar__transport_reduce(comm, (void*)(uintptr_t)address, VKAR__ATOMIC_LOAD(&sum->count),
                                                 VKAR__ATOMIC_LOAD(&sum->typeOp), valid);
        if (res != VK_SUCCESS || !valid) {
            comm->bridge.transportFailed = 1;
            return VKAR__FAIL(comm, VK_ERROR_DEVICE_LOST, "round %llu: the transport failed (%d)",
                              (unsigned long long)n, (int)res);
        }
    }
    return VK_SUCCESS;
}

/* With processes: tells the others that this process's ranks have published
 * up to *pRound, then waits until every rank of every process has published
 * released + 1, and lowers *pRound to what all have published. Where the
 * slots are copied through the host, a round's slots are copied into the
 * mapping before it is marked published, and the other processes' out of
 * it before it is released (vkar__copy_slots). It polls as
 * the wait for the local publishes does (vkar__publish_spin_ns), then
 * sleeps in steps up to a millisecond, checking between steps that no
 * process has failed or gone. A process that is only idle is waited for
 * (its caller has not made the call yet). Returns VK_NOT_READY when
 * interrupted, or the failure with its global rank in *pRank. */
static VkResult vkar__bridge_wait_processes(VkarComm comm, uint64_t released, uint64_t* pRound, uint32_t* pRank)
{
    const uint64_t start = vkar__now_ns();
    const uint64_t spinEnd = start + vkar__publish_spin_ns(comm);
    struct timespec pause = {0, 20000};
    uint64_t failedRound, lowest;
    uint32_t i;
    if (!vkar__spans_processes(comm))
        return VK_SUCCESS;
    if (vkar__copies_slots(comm) && *pRound > comm->bridge.copiedOut) {
        vkar__copy_slots(comm, vkar__max(released, comm->bridge.copiedOut), *pRound, 1);
        comm->bridge.copiedOut = *pRound;
    }
    for (i = 0; i < comm->rankCount; ++i)
        VKAR__ATOMIC_STORE(&vkar__shared_rank(comm, comm->ranks[i].globalRank)->published, *pRound);
    comm->bridge.markedPublished = *pRound;
    for (;;) {
        VkResult res;
        lowest = vkar__processes_published(comm, pRank);
        if (lowest > released && lowest != VKAR__CORRUPT_PUBLISHED)
            break;
        res = vkar__shared_failure(comm, &i, &failedRound); /* a failed process's drain may run ahead */
        if (res != VK_SUCCESS) {
            *pRank = i;
            return res;
        }
        if (lowest == VKAR__CORRUPT_PUBLISHED)
            return VK_ERROR_UNKNOWN;
        if (vkar__bridge_interrupted(comm))
            return VK_NOT_READY;
        if (vkar__now_ns() < spinEnd) {
            VKAR__CPU_PAUSE();
            continue;
        }
        /* a process that let go after publishing has published */
        if (vkar__find_gone_process(comm, pRank) != VK_SUCCESS &&
            vkar__processes_published(comm, &i) <= released)
            return VK_ERROR_DEVICE_LOST;
        nanosleep(&pause, NULL);
        pause.tv_nsec = pause.tv_nsec < 500000 ? 2 * pause.tv_nsec : 1000000;
    }
    /* a process that failed may have published a round it abandoned */
    if (vkar__shared_failure(comm, pRank, &failedRound) != VK_SUCCESS)
        return VK_ERROR_DEVICE_LOST;
    vkar__note_publish_wait(comm, vkar__now_ns() - start);
    *pRound = lowest < *pRound ? lowest : *pRound;
    if (vkar__copies_slots(comm))
        vkar__copy_slots(comm, released, *pRound, 0);
    return VK_SUCCESS;
}

/* The bridge gives up on another process's failure or departure, or on a
 * round in the mapping no process could have written (`corrupt`; the rank
 * in the processes' numbering): this communicator is lost,
 * VK_ERROR_DEVICE_LOST. */
static void vkar__bridge_give_up_to_processes(VkarComm comm, uint32_t globalRank, uint64_t round, int corrupt)
{
    uint64_t failedRound;
    uint32_t failedRank;
    if (corrupt)
        VKAR__ERROR(comm, "%s is corrupt: global rank %u's entry holds round %llu, which no process could have "
                    "written (this process has published %llu; a process wrote over the mapping?); this process's "
                    "ranks are released with meaningless sums, the communicator is unusable", comm->sharedName,
                    globalRank, (unsigned long long)VKAR__ATOMIC_LOAD(&vkar__shared_rank(comm, globalRank)->published),
                    (unsigned long long)comm->bridge.markedPublished);
    else if (vkar__shared_failure(comm, &failedRank, &failedRound) != VK_SUCCESS)
        VKAR__ERROR(comm, "global rank %u's process failed at round %llu; this process's ranks are released with "
                    "meaningless sums, the communicator is unusable", failedRank, (unsigned long long)failedRound);
    else
        VKAR__ERROR(comm, "global rank %u's process is gone (it died, or destroyed its communicator) before "
                    "publishing round %llu; this process's ranks are released with meaningless sums, the "
                    "communicator is unusable", globalRank, (unsigned long long)round);
    vkar__record_global_failure(comm, VK_ERROR_DEVICE_LOST, globalRank, round);
}

/* Once this node has failed (its bridge gave up, was aborted, or a call
 * failed after posting part of its rounds), the other nodes may wait in the
 * transport for a round this node will never hand over: one call with no
 * data stands in for it, and fails there too (VkarTransport). Not when a
 * transport call has already failed on every node. */
static void vkar__bridge_pay_transport(VkarComm comm)
{
    if (!vkar__crosses_nodes(comm) || comm->bridge.transportFailed)
        return;
    comm->bridge.transportFailed = 1;
    comm->transport.pfnAllreduceHost(comm->transport.pUserData, NULL, 0, VK_FALSE);
}

/* After a release, the next round usually follows within microseconds (the
 * next layer's call): poll for it for spinMicroseconds before sleeping, as
 * waking a sleeping thread costs tens of microseconds on some machines. */
static void vkar__bridge_poll_submitted(VkarComm comm, uint64_t released)
{
    const uint64_t spinEnd = vkar__now_ns() + 1000ull * comm->spinMicroseconds;
    while (VKAR__ATOMIC_LOAD(&comm->bridge.submitted) == released && !vkar__bridge_interrupted(comm) &&
           vkar__now_ns() < spinEnd)
        VKAR__CPU_PAUSE();
}

/* How the bridge thread's loop ends, which says what it still owes. */
typedef enum vkar__BridgeEnd {
    VKAR__BRIDGE_RUNS = 0,     /* not yet */
    VKAR__BRIDGE_STOPPED,      /* vkarDestroyComm, every round released: nothing owed */
    VKAR__BRIDGE_ABORTED,      /* aborted, or owing the transport a round: pay it, drain */
    VKAR__BRIDGE_FAILED,       /* a round failed here (given up, logged): pay the transport, drain */
    VKAR__BRIDGE_PEER_FAILED   /* another process failed (given up, logged): drain */
} vkar__BridgeEnd;

/* One turn of the bridge thread: waits for the next round submitted, then
 * releases it and any published with it. */
static vkar__BridgeEnd vkar__bridge_step(VkarComm comm, uint64_t* pReleased)
{
    vkar__Bridge* bridge = &comm->bridge;
    const uint64_t released = *pReleased;
    uint64_t submitted, round = released + 1, published = round;
    uint32_t rank = 0;
    VkResult res;
    vkar__bridge_poll_submitted(comm, released);
    vkar__mutex_lock(&bridge->mutex);
    while (!bridge->stop && !bridge->aborted && !bridge->transportOwed && bridge->submitted == released)
        vkar__cond_wait(&bridge->wake, &bridge->mutex);
    submitted = bridge->submitted;
    vkar__mutex_unlock(&bridge->mutex);
    /* nothing to release: told to end (an abort before the stop, as
     * vkarDestroyComm may follow it at once) */
    if (submitted == released)
        return VKAR__ATOMIC_LOAD(&bridge->transportOwed) || VKAR__ATOMIC_LOAD(&bridge->aborted) ? VKAR__BRIDGE_ABORTED
                                                                                                 : VKAR__BRIDGE_STOPPED;
    res = vkar__bridge_wait_published(comm, round, &rank);
    /* Later rounds may have been published meanwhile: release them together. */
    if (res == VK_SUCCESS)
        res = vkar__published_round(comm, submitted, &published, &rank);
    if (res == VK_SUCCESS) {
        round = published;
        rank = 0;
        res = vkar__bridge_sum_nodes(comm, released, round);
    }
    if (res == VK_SUCCESS) {
        res = vkar__bridge_wait_processes(comm, released, &round, &rank);
        if (res != VK_SUCCESS && res != VK_NOT_READY) {
            vkar__bridge_give_up_to_processes(comm, rank, released + 1, res == VK_ERROR_UNKNOWN);
            return VKAR__BRIDGE_PEER_FAILED;
        }
    }
    if (res == VK_SUCCESS)
        res = vkar__bridge_release(comm, round, &rank);
    if (res == VK_NOT_READY) /* interrupted */
        return VKAR__ATOMIC_LOAD(&bridge->aborted) ? VKAR__BRIDGE_ABORTED : VKAR__BRIDGE_STOPPED;
    if (res != VK_SUCCESS) {
        vkar__bridge_give_up(comm, res, rank, round);
        return VKAR__BRIDGE_FAILED;
    }
    VKAR_ASSERT(round > released && round <= submitted); /* in order, none released before it is submitted */
    *pReleased = round;
    VKAR__ATOMIC_STORE(&bridge->releasedRound, round);
    return VKAR__BRIDGE_RUNS;
}

/* The bridge thread's loop, and its one way out. */
static void vkar__bridge_run(VkarComm comm)
{
    uint64_t released = 0;
    vkar__BridgeEnd end;
    do
        end = vkar__bridge_step(comm, &released);
    while (end == VKAR__BRIDGE_RUNS);
    if (end == VKAR__BRIDGE_ABORTED || end == VKAR__BRIDGE_FAILED)
        vkar__bridge_pay_transport(comm);
    if (end != VKAR__BRIDGE_STOPPED)
        vkar__bridge_drain(comm);
}

/* With processes, the bridge thread holds its ranks' `alive` mutexes for
 * as long as it runs, and says when it does (vkar__bridge_start waits). */
static void* vkar__bridge_main(void* arg)
{
    VkarComm comm = (VkarComm)arg;
    int holding;
    vkar__place_library_thread(comm, VKAR__BRIDGE_MIN_FREE_CPUS);
    holding = vkar__spans_processes(comm) ? vkar__hold_ranks(comm) : 1;
    vkar__mutex_lock(&comm->bridge.mutex);
    comm->bridge.holding = holding ? 1 : -1;
    vkar__cond_signal(&comm->bridge.wake);
    vkar__mutex_unlock(&comm->bridge.mutex);
    if (!holding)
        return NULL;
    vkar__bridge_run(comm);
    if (vkar__spans_processes(comm))
        vkar__let_go_ranks(comm);
    return NULL;
}

static VkResult vkar__bridge_start(VkarComm comm)
{
    vkar__Bridge* bridge = &comm->bridge;
    if (vkar__mutex_init(&bridge->mutex) != 0)
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "creating the bridge thread's mutex failed");
    if (vkar__cond_init(&bridge->wake) != 0) {
        vkar__mutex_destroy(&bridge->mutex);
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                          "creating the bridge thread's condition variable failed");
    }
    if (VKAR_THREAD_CREATE(&bridge->thread, vkar__bridge_main, comm) != 0) {
        vkar__cond_destroy(&bridge->wake);
        vkar__mutex_destroy(&bridge->mutex);
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "starting the bridge thread failed");
    }
    bridge->started = 1;
    vkar__mutex_lock(&bridge->mutex);
    while (bridge->holding == 0)
        vkar__cond_wait(&bridge->wake, &bridge->mutex);
    vkar__mutex_unlock(&bridge->mutex);
    if (bridge->holding < 0)
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                          "the bridge thread could not take its ranks' mutexes in the shared mapping");
    return VK_SUCCESS;
}

static void vkar__bridge_post(VkarComm comm, uint64_t round)
{
    comm->lastBridgeRound = round;
    vkar__mutex_lock(&comm->bridge.mutex);
    VKAR__ATOMIC_STORE(&comm->bridge.submitted, round);
    vkar__cond_signal(&comm->bridge.wake);
    vkar__mutex_unlock(&comm->bridge.mutex);
}

static void vkar__bridge_stop(VkarComm comm)
{
    vkar__Bridge* bridge = &comm->bridge;
    if (!bridge->started)
        return;
    vkar__mutex_lock(&bridge->mutex);
    VKAR__ATOMIC_STORE(&bridge->stop, 1);
    vkar__cond_signal(&bridge->wake);
    vkar__mutex_unlock(&bridge->mutex);
    vkar__thread_join(bridge->thread);
    vkar__cond_destroy(&bridge->wake);
    vkar__mutex_destroy(&bridge->mutex);
    bridge->started = 0;
}

/* ---- SYNC_FD mode: choosing it, the exporter thread, export and import ---- */

/* SYNC_FD mode as vkarAllreduce's caller sees it. Each publish signals a
 * binary semaphore that is exported as a SYNC_FD; the kernel merges the
 * exports into one sync file (two ranks need no merge: each takes its
 * peer's), which every rank imports and its reduce waits on: the GPUs
 * release the round, for N exports and N imports. Vulkan allows
 * a SYNC_FD export only once every signal it depends on has been
 * submitted, so the host bridge releases a round instead (the sums the
 * same, exact) when:
 * - the call has pWaits: its waits may be signalled after it returns;
 * - an earlier call with pWaits has not published yet. Calls ordered by
 *   queue (no pWaits) keep the release on the GPUs;
 * - the exports did not end within VKAR_EXPORT_WAIT_NS (5 ms by default).
 *   An export lasts until the driver has handed the publish to the kernel,
 *   so a call without pWaits must not be queued behind the caller's own
 *   batch that waits on a signal not yet submitted (pass that wait as
 *   pWaits). If it is, the library's export thread stays blocked until
 *   that signal is submitted; the call returns after VKAR_EXPORT_WAIT_NS
 *   with a log line, and the host bridge releases that round and every
 *   round until that export has ended;
 * - a round's export or import failed: that round and every later one,
 *   with a log line; the call still succeeds;
 * - merging a round's exports failed: that round, with a log line; the
 *   next rounds use SYNC_FD again.
 * The record API waits for the exports up to the timeout instead
 * (vkarCmdAllreduce, vkarReleaseRound). */

/* NVK's id is newer than some Vulkan headers. */
#define VKAR__DRIVER_ID_MESA_NVK 24

static int vkar__is_mesa_driver(VkDriverId id)
{
    return id == VK_DRIVER_ID_MESA_RADV || id == VK_DRIVER_ID_INTEL_OPEN_SOURCE_MESA ||
           (int)id == VKAR__DRIVER_ID_MESA_NVK;
}

/* Why rank r cannot run SYNC_FD mode, or NULL when it can. */
static const char* vkar__sync_fd_obstacle(VkarComm comm, uint32_t r, const vkar__InstanceFunctions* ifn)
{
    const VkExternalSemaphoreFeatureFlags both =
        VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT | VK_EXTERNAL_SEMAPHORE_FEATURE_IMPORTABLE_BIT;
    vkar__Rank* rank = &comm->ranks[r];
    VkPhysicalDeviceExternalSemaphoreInfo info;
    VkExternalSemaphoreProperties props;
    if (!VKAR__HAS_SYNC_FILES)
        return "SYNC_FD semaphores are Linux-only (Windows drivers export Win32 handles)";
    if (!rank->vk.vkGetSemaphoreFdKHR || !rank->vk.vkImportSemaphoreFdKHR)
        return "VK_KHR_external_semaphore_fd is not enabled on the device";
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO);
    info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    VKAR__INIT_STRUCT(props, VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES);
    ifn->vkGetPhysicalDeviceExternalSemaphoreProperties(rank->info.physicalDevice, &info, &props);
    if ((props.externalSemaphoreFeatures & both) != both)
        return "the driver cannot export and import binary semaphores as SYNC_FD";
    if (!VKAR__CAN_MERGE_SYNC_FILES && comm->rankCount > 2)
        return "merging sync files needs Linux, or VKAR_MERGE_SYNC_FILES";
    return NULL;
}

static VkResult vkar__choose_sync_mode(VkarComm comm, VkarSyncMode requested, const vkar__InstanceFunctions* ifn)
{
    char* why = comm->syncModeReason;
    const size_t size = sizeof comm->syncModeReason;
    int everyRankMesa = 1;
    uint32_t i;
    comm->syncMode = VKAR_SYNC_MODE_HOST_BRIDGE;
    if (vkar__crosses_nodes(comm) && requested == VKAR_SYNC_MODE_SYNC_FD)
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "VKAR_SYNC_MODE_SYNC_FD is not possible with a "
                          "transport: the host sums across nodes between a call's rounds");
    if (vkar__spans_processes(comm) && requested == VKAR_SYNC_MODE_SYNC_FD)
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "VKAR_SYNC_MODE_SYNC_FD is not possible with ranks in "
                          "several processes: their bridges release the rounds");
    if (vkar__crosses_nodes(comm))
        snprintf(why, size, "a transport: the host combines each round across nodes");
    else if (vkar__spans_processes(comm))
        snprintf(why, size, "ranks in several processes: their bridge threads release each round");
    else if (requested == VKAR_SYNC_MODE_HOST_BRIDGE)
        snprintf(why, size, "asked for (syncMode or VKAR_SYNC)");
    if (*why)
        return VK_SUCCESS;
    for (i = 0; i < comm->rankCount; ++i) {
        const char* obstacle = vkar__sync_fd_obstacle(comm, i, ifn);
        if (obstacle && requested == VKAR_SYNC_MODE_SYNC_FD)
            return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "rank %u (%s): VKAR_SYNC_MODE_SYNC_FD is not "
                              "possible: %s", i, comm->ranks[i].name, obstacle);
        if (everyRankMesa && (obstacle || !vkar__is_mesa_driver(comm->ranks[i].driverID)))
            snprintf(why, size, "AUTO: rank %u (%.96s) %s%s", i, comm->ranks[i].name,
                     obstacle ? "cannot run SYNC_FD: " : "is not RADV, ANV or NVK, where AUTO takes SYNC_FD",
                     obstacle ? obstacle : "");
        if (obstacle || !vkar__is_mesa_driver(comm->ranks[i].driverID))
            everyRankMesa = 0;
    }
    if (requested == VKAR_SYNC_MODE_SYNC_FD || everyRankMesa) {
        comm->syncMode = VKAR_SYNC_MODE_SYNC_FD;
        snprintf(why, size, "%s", requested == VKAR_SYNC_MODE_SYNC_FD
                                      ? "asked for (syncMode or VKAR_SYNC)"
                                      : "AUTO: every rank runs RADV, ANV or NVK, which export and import SYNC_FD");
    }
    return VK_SUCCESS;
}

/* Mesa drivers submit on the calling thread until a queue first meets a
 * wait-before-signal, then hand that queue's submissions to a driver thread
 * for good. SYNC_FD mode wants the thread from the start: the kernel
 * submission ioctls leave the caller's thread, so vkQueueSubmit returns at
 * once, and the SYNC_FD export that follows waits only until the driver
 * thread has handed the publish to the kernel. One empty submission that
 * waits on a value the host signals afterwards switches a queue over. */
static VkResult vkar__start_driver_submit_thread(VkarComm comm, uint32_t r, int* pStranded)
{
    vkar__Rank* rank = &comm->ranks[r];
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const uint64_t begun = 1, finished = 2;
    VkTimelineSemaphoreSubmitInfo values;
    VkSubmitInfo submit;
    VkSemaphore timeline;
    int submitted;
    VkResult res = vkar__create_timeline(comm, r, &timeline);
    if (res != VK_SUCCESS)
        return res;
    vkar__batch(&submit, &values, 1, &timeline, &begun, &stage, NULL, 1, &timeline, &finished);
    res = rank->vk.vkQueueSubmit(rank->info.queue, 1, &submit, VK_NULL_HANDLE);
    submitted = res == VK_SUCCESS;
    if (res == VK_SUCCESS)
        res = vkar__signal_timeline(rank, timeline, begun);
    if (res == VK_SUCCESS)
        res = vkar__wait_timeline(rank, timeline, finished, comm->timeoutNanoseconds);
    if (res != VK_SUCCESS)
        VKAR__SETUP_LOG(comm, "rank %u (%s): starting the driver's submit thread failed (%d)%s", r, rank->name,
                        (int)res, submitted ? "; its semaphore is leaked, a batch may still wait on it" : "");
    /* A batch that never saw its wait satisfied still uses the semaphore. */
    if (res == VK_SUCCESS || !submitted)
        rank->vk.vkDestroySemaphore(rank->info.device, timeline, NULL);
    *pStranded = res != VK_SUCCESS && submitted;
    return res <= 0 ? res : VK_ERROR_INITIALIZATION_FAILED; /* VK_TIMEOUT */
}

/* Created on first use: most ring entries of a communicator never see a
 * SYNC_FD round when callers pass waits. */
static VkResult vkar__binary_semaphore(VkarComm comm, uint32_t r, int exportable, VkSemaphore* pSemaphore)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkExportSemaphoreCreateInfo exportInfo;
    VkSemaphoreCreateInfo info;
    VkResult res;
    if (*pSemaphore)
        return VK_SUCCESS;
    VKAR__INIT_STRUCT(exportInfo, VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO);
    exportInfo.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO);
    info.pNext = exportable ? &exportInfo : NULL;
    res = rank->vk.vkCreateSemaphore(rank->info.device, &info, NULL, pSemaphore);
    VKAR__KEEP_IF_CREATED(res, *pSemaphore);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): creating a binary semaphore failed (%d)", r, rank->name, (int)res);
    return res;
}

static VkResult vkar__export_sync_fd(VkarComm comm, uint32_t r, VkSemaphore semaphore, int* pFd)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkSemaphoreGetFdInfoKHR info;
    VkResult res;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR);
    info.semaphore = semaphore;
    info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    res = rank->vk.vkGetSemaphoreFdKHR(rank->info.device, &info, pFd);
    if (res != VK_SUCCESS) {
        *pFd = -1; /* undefined on failure: never closed nor imported */
        VKAR__WARN(comm, "rank %u (%s): exporting its publish as a SYNC_FD failed (%d)", r, rank->name, (int)res);
    }
    return res;
}

/* A temporary import: the semaphore gets the payload for one wait, then
 * returns to its own. Takes ownership of fd (-1: already signalled). */
static VkResult vkar__import_sync_fd(VkarComm comm, uint32_t r, VkSemaphore semaphore, int fd)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkImportSemaphoreFdInfoKHR info;
    VkResult res;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_IMPORT_SEMAPHORE_FD_INFO_KHR);
    info.semaphore = semaphore;
    info.flags = VK_SEMAPHORE_IMPORT_TEMPORARY_BIT;
    info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT;
    info.fd = fd;
    res = rank->vk.vkImportSemaphoreFdKHR(rank->info.device, &info);
    if (res != VK_SUCCESS) {
        VKAR__WARN(comm, "rank %u (%s): importing a peer's SYNC_FD failed (%d)", r, rank->name, (int)res);
        if (fd >= 0)
            vkar__close_fd(fd);
    }
    return res;
}

/* Makes the reduce plan of rank r wait on the semaphore that will hold the
 * round's release, and its publish signal the semaphore that is exported. */
static VkResult vkar__plan_sync_fd(VkarComm comm, uint32_t r, uint32_t entry)
{
    vkar__Rank* rank = &comm->ranks[r];
    vkar__Plan* plan = &rank->plan;
    VkResult res;
    if (comm->rankCount == 1)
        return VK_SUCCESS; /* no peer: queue order alone orders the reduce after the publish */
    res = vkar__binary_semaphore(comm, r, 1, &rank->publishBinaries[entry]);
    if (res == VK_SUCCESS)
        res = vkar__binary_semaphore(comm, r, 0, &rank->releaseImports[entry]);
    plan->publishSignals[1] = rank->publishBinaries[entry];
    plan->publishSignalValues[1] = 0;
    plan->publishSignalCount = 2;
    plan->reduceWaits[0] = rank->releaseImports[entry];
    plan->reduceWaitValues[0] = 0;
    plan->reduceWaitStages[0] = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    plan->reduceWaitCount = 1;
    return res;
}

/* Rank r's publish semaphore of round n could not be consumed, so it would
 * still be signalled when the ring entry comes back: once the publish has
 * finished (no signal pending) it is destroyed, and the entry's next SYNC_FD
 * round creates a fresh one. Leaked if the publish does not finish. */
static void vkar__drop_publish_binary(VkarComm comm, uint32_t r, uint64_t n)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkSemaphore* binary = &rank->publishBinaries[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
    if (vkar__wait_done(comm, r, 2 * n - 1, comm->timeoutNanoseconds) == VK_SUCCESS)
        rank->vk.vkDestroySemaphore(rank->info.device, *binary, NULL);
    else
        VKAR__WARN(comm, "rank %u (%s): round %llu's publish did not finish; its semaphore is leaked", r, rank->name,
                   (unsigned long long)n);
    *binary = VK_NULL_HANDLE;
}

/* The exporter's work for round n: export the publish semaphores of ranks
 * [0, count) into fds[]. Each is consumed even when another fails, as it
 * must be unsignalled when its ring entry comes back. */
static VkResult vkar__export_publishes(VkarComm comm, uint64_t n, uint32_t count)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    VkResult first = VK_SUCCESS;
    uint32_t k;
    for (k = 0; k < count; ++k) {
        VkResult res;
        /* the last round's were imported or closed: none is left to leak */
        VKAR_ASSERT(comm->exporter.fds[k] < 0);
        res = vkar__export_sync_fd(comm, k, comm->ranks[k].publishBinaries[entry], &comm->exporter.fds[k]);
        comm->exporter.failed[k] = res != VK_SUCCESS;
        if (res != VK_SUCCESS && first == VK_SUCCESS)
            first = res;
    }
    return first;
}

/* After round n is handed on: the publish semaphores whose export failed
 * are still signalled, so they are replaced. That waits for their
 * publishes, which is why it comes only after the calling thread has the
 * failure: it waits just VKAR_EXPORT_WAIT_NS and would take the round for
 * a late one, the failure lost. */
static void vkar__replace_failed_exports(VkarComm comm, uint64_t n, uint32_t count)
{
    uint32_t k;
    for (k = 0; k < count; ++k) {
        if (comm->exporter.failed[k])
            vkar__drop_publish_binary(comm, k, n);
        comm->exporter.failed[k] = 0;
    }
}

static void vkar__close_exported(VkarComm comm)
{
    uint32_t k;
    for (k = 0; k < comm->rankCount; ++k) {
        if (comm->exporter.fds[k] >= 0)
            vkar__close_fd(comm->exporter.fds[k]);
        comm->exporter.fds[k] = -1;
    }
}

/* Round n's exports that the calling thread gave up waiting for: their fds are closed, and their publish semaphores
 * replaced (the entry's next SYNC_FD round creates fresh ones). An export ends the semaphore's signal as a wait does,
 * but the validation layer (1.4.309) misses it when the export comes after the calling thread moved on, and reports the
 * entry's next signal of that semaphore as a second one. */
static void vkar__replace_late_exports(VkarComm comm, uint64_t n, uint32_t count)
{
    uint32_t k;
    vkar__close_exported(comm);
    for (k = 0; k < count; ++k)
        if (comm->ranks[k].publishBinaries[n % VKAR__MAX_ROUNDS_IN_FLIGHT])
            vkar__drop_publish_binary(comm, k, n);
}

/* Rounds follow each other within microseconds in a stream of calls: poll
 * for the next for spinMicroseconds before sleeping, as the bridge does. */
static void vkar__exporter_poll_posted(VkarComm comm, uint64_t finished)
{
    const uint64_t spinEnd = vkar__now_ns() + 1000ull * comm->spinMicroseconds;
    while (VKAR__ATOMIC_LOAD(&comm->exporter.posted) == finished && !VKAR__ATOMIC_LOAD(&comm->exporter.stop) &&
           vkar__now_ns() < spinEnd)
        VKAR__CPU_PAUSE();
}

static void* vkar__exporter_main(void* arg)
{
    VkarComm comm = (VkarComm)arg;
    vkar__Exporter* exporter = &comm->exporter;
    uint64_t finished = 0;
    vkar__place_library_thread(comm, VKAR__OTHER_MIN_FREE_CPUS);
    for (;;) {
        uint64_t n;
        uint32_t count;
        VkResult res;
        int late;
        vkar__exporter_poll_posted(comm, finished);
        vkar__mutex_lock(&exporter->mutex);
        while (!exporter->stop && exporter->posted == finished)
            vkar__cond_wait(&exporter->wake, &exporter->mutex);
        n = exporter->posted;
        count = exporter->count;
        vkar__mutex_unlock(&exporter->mutex);
        if (n == finished)
            return NULL; /* asked to stop */
        res = vkar__export_publishes(comm, n, count);
        vkar__mutex_lock(&exporter->mutex);
        exporter->result = res;
        if (res != VK_SUCCESS && VKAR__ATOMIC_LOAD(&exporter->failure) == 0)
            VKAR__ATOMIC_STORE(&exporter->failure, (int32_t)res);
        late = !exporter->wanted;
        if (!late) {
            VKAR__ATOMIC_STORE(&exporter->finished, n);
            vkar__cond_signal(&exporter->exported);
        }
        vkar__mutex_unlock(&exporter->mutex);
        if (late && res != VK_SUCCESS)
            VKAR__WARN(comm, "round %llu: a SYNC_FD export failed (%d) after the call stopped waiting for it; later "
                       "rounds use the host bridge", (unsigned long long)n, (int)res);
        vkar__replace_failed_exports(comm, n, count);
        if (late) {
            vkar__replace_late_exports(comm, n, count);
            vkar__mutex_lock(&exporter->mutex);
            VKAR__ATOMIC_STORE(&exporter->finished, n);
            vkar__mutex_unlock(&exporter->mutex);
        }
        finished = n;
    }
}

static VkResult vkar__exporter_start(VkarComm comm)
{
    vkar__Exporter* exporter = &comm->exporter;
    exporter->fds = (int*)vkar__alloc_zeroed(comm, comm->rankCount * sizeof *exporter->fds);
    exporter->failed = (unsigned char*)vkar__alloc_zeroed(comm, comm->rankCount);
    if (!exporter->fds || !exporter->failed)
        return VKAR__SETUP_FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the SYNC_FD exporter");
    memset(exporter->fds, 0xff, comm->rankCount * sizeof *exporter->fds); /* -1: none */
    if (vkar__mutex_init(&exporter->mutex) != 0)
        return VKAR__SETUP_FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "creating the SYNC_FD exporter's mutex failed");
    if (vkar__cond_init(&exporter->wake) != 0) {
        vkar__mutex_destroy(&exporter->mutex);
        return VKAR__SETUP_FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                                "creating the SYNC_FD exporter's condition variable failed");
    }
    if (vkar__cond_init(&exporter->exported) != 0) {
        vkar__cond_destroy(&exporter->wake);
        vkar__mutex_destroy(&exporter->mutex);
        return VKAR__SETUP_FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                                "creating the SYNC_FD exporter's condition variable failed");
    }
    if (VKAR_THREAD_CREATE(&exporter->thread, vkar__exporter_main, comm) != 0) {
        vkar__cond_destroy(&exporter->exported);
        vkar__cond_destroy(&exporter->wake);
        vkar__mutex_destroy(&exporter->mutex);
        return VKAR__SETUP_FAIL(comm, VK_ERROR_INITIALIZATION_FAILED, "starting the SYNC_FD exporter thread failed");
    }
    exporter->started = 1;
    return VK_SUCCESS;
}

/* Stops the exporter. `join`: it has nothing left to export (every round
 * finished) and is waited for; else it is left to end by itself once its
 * export returns, with the communicator leaked around it. */
static void vkar__exporter_stop(VkarComm comm, int join)
{
    vkar__Exporter* exporter = &comm->exporter;
    if (exporter->started) {
        vkar__mutex_lock(&exporter->mutex);
        VKAR__ATOMIC_STORE(&exporter->stop, 1);
        vkar__cond_signal(&exporter->wake);
        vkar__mutex_unlock(&exporter->mutex);
        if (!join) {
            vkar__thread_detach(exporter->thread);
            return;
        }
        vkar__thread_join(exporter->thread);
        vkar__cond_destroy(&exporter->exported);
        vkar__cond_destroy(&exporter->wake);
        vkar__mutex_destroy(&exporter->mutex);
        exporter->started = 0;
        vkar__close_exported(comm);
    }
    vkar__free(comm, exporter->fds, 8);
    vkar__free(comm, exporter->failed, 8);
    exporter->fds = NULL;
    exporter->failed = NULL;
}

/* Whether every round posted to the exporter has been exported. A round
 * may use SYNC_FD only then: its publish semaphores are the exporter's. */
static int vkar__exporter_idle(VkarComm comm)
{
    return !comm->exporter.started || VKAR__ATOMIC_LOAD(&comm->exporter.finished) == comm->exporter.posted;
}

/* Hands round n's publish semaphores of ranks [0, count) to the exporter;
 * `wanted`: the calling thread will take the fds (vkar__exporter_collect). */
static void vkar__exporter_post(VkarComm comm, uint64_t n, uint32_t count, int wanted)
{
    vkar__Exporter* exporter = &comm->exporter;
    vkar__mutex_lock(&exporter->mutex);
    exporter->count = count;
    exporter->wanted = wanted;
    VKAR__ATOMIC_STORE(&exporter->posted, n);
    vkar__cond_signal(&exporter->wake);
    vkar__mutex_unlock(&exporter->mutex);
}

/* Waits up to waitNs for round n's exports: their result, the fds then
 * the caller's, or VK_TIMEOUT, the exporter then closing them itself once
 * its export returns. Polls for spinMicroseconds, then blocks: a driver
 * whose export returns only once the publishes have run (lavapipe) would
 * otherwise have the calling thread yield for all of their run, a cost
 * that grows with the ranks. */
static VkResult vkar__exporter_collect(VkarComm comm, uint64_t n, uint64_t waitNs)
{
    vkar__Exporter* exporter = &comm->exporter;
    const uint64_t deadline = vkar__deadline(waitNs);
    const uint64_t spin = 1000ull * comm->spinMicroseconds;
    const uint64_t spinEnd = spin < waitNs ? vkar__deadline(spin) : deadline;
    VkResult res = VK_TIMEOUT;
    while (VKAR__ATOMIC_LOAD(&exporter->finished) != n && vkar__now_ns() < spinEnd)
        vkar__yield();
    vkar__mutex_lock(&exporter->mutex);
    while (exporter->finished != n && vkar__now_ns() < deadline)
        vkar__cond_wait_until(&exporter->exported, &exporter->mutex, deadline);
    if (exporter->finished == n)
        res = exporter->result;
    else
        exporter->wanted = 0;
    vkar__mutex_unlock(&exporter->mutex);
    return res;
}

/* *pStranded: a failure left a batch waiting on the rank's queue. */
static VkResult vkar__init_sync_fd(VkarComm comm, int* pStranded)
{
    const size_t publishBytes = VKAR__MAX_ROUNDS_IN_FLIGHT * sizeof(VkSemaphore);
    uint32_t i;
    for (i = 0; i < comm->rankCount; ++i) {
        vkar__Rank* rank = &comm->ranks[i];
        VkResult res;
        rank->publishBinaries = (VkSemaphore*)vkar__alloc_zeroed(comm, publishBytes);
        rank->releaseImports = (VkSemaphore*)vkar__alloc_zeroed(comm, publishBytes);
        if (!rank->publishBinaries || !rank->releaseImports)
            return VKAR__SETUP_FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for SYNC_FD semaphores");
        res = vkar__start_driver_submit_thread(comm, i, pStranded);
        if (res != VK_SUCCESS)
            return res;
    }
    return vkar__exporter_start(comm);
}

static void vkar__destroy_sync_fd(VkarComm comm, vkar__Rank* rank)
{
    uint32_t i;
    for (i = 0; rank->publishBinaries && i < VKAR__MAX_ROUNDS_IN_FLIGHT; ++i)
        rank->vk.vkDestroySemaphore(rank->info.device, rank->publishBinaries[i], NULL);
    for (i = 0; rank->releaseImports && i < VKAR__MAX_ROUNDS_IN_FLIGHT; ++i)
        rank->vk.vkDestroySemaphore(rank->info.device, rank->releaseImports[i], NULL);
    vkar__free(comm, rank->publishBinaries, 8);
    vkar__free(comm, rank->releaseImports, 8);
    rank->publishBinaries = NULL;
    rank->releaseImports = NULL;
}

/* VKAR_SYNC_MODE_AUTO chose SYNC_FD and setting it up failed: the host
 * bridge serves every driver, so the communicator runs on it instead. */
static void vkar__fall_back_to_bridge(VkarComm comm, VkResult failure)
{
    uint32_t i;
    VKAR__WARN(comm, "setting up SYNC_FD mode failed (%d); using the host bridge", (int)failure);
    snprintf(comm->syncModeReason, sizeof comm->syncModeReason,
             "AUTO chose SYNC_FD, whose setup failed (%d): the host bridge took over", (int)failure);
    for (i = 0; i < comm->rankCount; ++i)
        vkar__destroy_sync_fd(comm, &comm->ranks[i]);
    comm->syncMode = VKAR_SYNC_MODE_HOST_BRIDGE;
}

/* What became of a round's SYNC_FD exchange. */
typedef enum vkar__Exchange {
    /* every rank's release semaphore holds the round's release */
    VKAR__EXCHANGED = 0,
    /* the exports did not end in time; nothing was imported */
    VKAR__EXPORTS_LATE,
    /* the exports ended, merging them failed; nothing was imported, the
     * fds are still the exporter's, and the next round may use SYNC_FD */
    VKAR__MERGE_FAILED,
    /* an export or an import failed (logged); later rounds use the bridge */
    VKAR__EXCHANGE_FAILED
} vkar__Exchange;

/* Merges the exported fds of the ranks into one sync file that signals once
 * all of them have: *pMerged, or -1 when every one already has. The
 * exporter keeps its fds (but one it hands over when it is the only one).
 * Returns 0, or -1 with a log line when a merge failed. */
static int vkar__merge_exported(VkarComm comm, uint64_t n, int* pMerged)
{
    int* fds = comm->exporter.fds;
    int merged = -1;
    uint32_t k, last = comm->rankCount;
    for (k = 0; k < comm->rankCount; ++k) {
        int next;
        if (fds[k] < 0)
            continue; /* already signalled */
        if (last == comm->rankCount) {
            last = k;
            continue;
        }
        next = VKAR_MERGE_SYNC_FILES(merged < 0 ? fds[last] : merged, fds[k]);
        if (merged >= 0)
            vkar__close_fd(merged);
        if (next < 0) {
            VKAR__WARN(comm, "round %llu: merging the publishes' SYNC_FDs failed (errno %d)", (unsigned long long)n,
                       errno);
            return -1;
        }
        merged = next;
    }
    if (merged < 0 && last < comm->rankCount) {
        merged = fds[last];
        fds[last] = -1;
    }
    *pMerged = merged;
    return 0;
}

/* The sync file rank j imports as its release, the caller's to own: with
 * two ranks the peer's export, else a copy of the merge of every export (a
 * rank's own publish precedes its reduce in queue order anyway), the last
 * rank taking the merge itself. -2: a dup failed. */
static int vkar__release_fd(VkarComm comm, uint32_t j, int merged)
{
    int fd;
    if (comm->rankCount == 2) {
        VKAR_ASSERT(j < 2);
        fd = comm->exporter.fds[1 - j];
        comm->exporter.fds[1 - j] = -1;
        return fd;
    }
    if (merged < 0 || j == comm->rankCount - 1)
        return merged;
    fd = vkar__dup_fd(merged);
    return fd < 0 ? -2 : fd;
}

/* How many of the ranks' exports are sync files, not -1 (already signalled). */
static uint32_t vkar__count_exported(VkarComm comm)
{
    uint32_t k, count = 0;
    for (k = 0; k < comm->rankCount; ++k)
        count += comm->exporter.fds[k] >= 0;
    return count;
}

/* Imports round n's release into every rank: one sync file each, so a round costs N exports and N imports, not
 * N + N(N - 1). The exports stay open until every rank has taken its own: with two ranks each takes its peer's (closing
 * them first would hand each rank -1, "already signalled"). On failure the fds not yet imported are closed and *pError
 * is the failure. */
static vkar__Exchange vkar__import_release(VkarComm comm, uint64_t n, VkResult* pError)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    VkResult res = VK_SUCCESS;
    int merged = -1;
    uint32_t j;
    const int peerExported[2] = { comm->rankCount == 2 && comm->exporter.fds[1] >= 0,
                                  comm->rankCount == 2 && comm->exporter.fds[0] >= 0 };
    const int anyExported = vkar__count_exported(comm) > 0;
    if (comm->rankCount > 2 && vkar__merge_exported(comm, n, &merged) != 0)
        return VKAR__MERGE_FAILED;
    for (j = 0; j < comm->rankCount && res == VK_SUCCESS; ++j) {
        const int fd = vkar__release_fd(comm, j, merged);
        /* -1 is "already signalled": only where no peer's export was a sync file */
        VKAR_ASSERT(fd != -1 || !(comm->rankCount == 2 ? peerExported[j] : anyExported));
        if (fd == -2) {
            VKAR__WARN(comm, "rank %u (%s): dup of a SYNC_FD failed (out of file descriptors?)", j,
                       comm->ranks[j].name);
            res = VK_ERROR_TOO_MANY_OBJECTS;
        } else {
            res = vkar__import_sync_fd(comm, j, comm->ranks[j].releaseImports[entry], fd);
        }
    }
    if (merged >= 0 && j < comm->rankCount)
        vkar__close_fd(merged); /* the last rank, which would have taken it, was not reached */
    vkar__close_exported(comm);
    *pError = res;
    return res == VK_SUCCESS ? VKAR__EXCHANGED : VKAR__EXCHANGE_FAILED;
}

/* Every publish of round n is submitted: export each one's semaphore and
 * import the round's release into every rank. *pError: the export's or
 * import's failure (VKAR__EXCHANGE_FAILED). */
static vkar__Exchange vkar__exchange(VkarComm comm, uint64_t n, uint64_t waitNs, VkResult* pError)
{
    VkResult res;
    *pError = VK_SUCCESS;
    if (comm->rankCount == 1)
        return VKAR__EXCHANGED;
    vkar__exporter_post(comm, n, comm->rankCount, 1);
    res = vkar__exporter_collect(comm, n, waitNs);
    if (res == VK_TIMEOUT) {
        VKAR__WARN(comm, "round %llu: exporting the publishes as SYNC_FDs took longer than %llu ms (a publish "
                   "queued behind a wait not yet signalled?)", (unsigned long long)n,
                   (unsigned long long)(waitNs / 1000000u));
        return VKAR__EXPORTS_LATE;
    }
    if (res != VK_SUCCESS) {
        vkar__close_exported(comm);
        *pError = res;
        return VKAR__EXCHANGE_FAILED;
    }
    return vkar__import_release(comm, n, pError);
}

/* An export that failed after the calling thread stopped waiting for it
 * (its round already the bridge's; the exporter logged it) still means the
 * driver's exports fail: later rounds run on the host bridge rather than
 * each wait out VKAR_EXPORT_WAIT_NS and fall back. */
static void vkar__leave_sync_fd_after_failed_export(VkarComm comm)
{
    if (comm->syncMode == VKAR_SYNC_MODE_SYNC_FD && comm->exporter.started &&
        VKAR__ATOMIC_LOAD(&comm->exporter.failure) != 0)
        comm->syncMode = VKAR_SYNC_MODE_HOST_BRIDGE;
}

/* After a failed exchange of round n: give every rank's release import an
 * already-signalled payload so no reduce waits on it forever, and run later
 * rounds on the host bridge. */
static void vkar__abandon_exchange(VkarComm comm, uint64_t n)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    uint32_t j;
    for (j = 0; j < comm->rankCount; ++j)
        vkar__import_sync_fd(comm, j, comm->ranks[j].releaseImports[entry], -1);
    comm->syncMode = VKAR_SYNC_MODE_HOST_BRIDGE;
    VKAR__WARN(comm, "round %llu: the SYNC_FD exchange failed; later rounds use the host bridge",
               (unsigned long long)n);
}

/* The record API's way past a failed merge: the reduces already wait on
 * the release imports, so the host waits for every exported publish, then
 * gives each import an already-signalled payload. Returns VK_SUCCESS (the
 * sums exact), or VK_TIMEOUT when a publish did not finish within waitNs. */
static VkResult vkar__release_after_publishes(VkarComm comm, uint64_t n, uint64_t waitNs)
{
    const uint64_t deadline = vkar__deadline(waitNs);
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    VkResult res = VK_SUCCESS;
    uint32_t k;
    for (k = 0; k < comm->rankCount && res == VK_SUCCESS; ++k)
        if (comm->exporter.fds[k] >= 0 && vkar__wait_sync_file(comm->exporter.fds[k], vkar__time_left(deadline)) != 0)
            res = VK_TIMEOUT;
    vkar__close_exported(comm);
    for (k = 0; k < comm->rankCount && res == VK_SUCCESS; ++k)
        res = vkar__import_sync_fd(comm, k, comm->ranks[k].releaseImports[entry], -1);
    return res;
}

/* ---- Collectives: checks ------------------------------------------------- */

/* Bytes of an element of `type`. */
static uint32_t vkar__type_bytes(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

/* The data type and op of a call, and the wire it may take. */
static VkResult vkar__check_type_op(VkarComm comm, const char* caller, VkarDataType type, VkarReduceOp op,
                                    VkarWire wire)
{
    VkResult res = VK_ERROR_VALIDATION_FAILED_EXT;
    const char* refusal = NULL;
    if ((unsigned)type > (unsigned)VKAR_DATA_TYPE_U32)
        refusal = "unknown dataType";
    else if ((unsigned)op > (unsigned)VKAR_REDUCE_OP_AVG)
        refusal = "unknown op";
    else if (type != VKAR_DATA_TYPE_F32 && (wire == VKAR_WIRE_F16 || wire == VKAR_WIRE_BF16))
        refusal = "a 16-bit wire carries F32 buffers only";
    else if (wire == VKAR_WIRE_Q8 && (type == VKAR_DATA_TYPE_I32 || type == VKAR_DATA_TYPE_U32))
        refusal = "the 8-bit wire carries F32, F16 and BF16 buffers only";
    else if (wire == VKAR_WIRE_Q8 && op != VKAR_REDUCE_OP_SUM && op != VKAR_REDUCE_OP_AVG)
        refusal = "the 8-bit wire sums (op SUM or AVG) only";
    else if (vkar__crosses_nodes(comm) && !comm->transport.pfnReduceHost &&
             (op != VKAR_REDUCE_OP_SUM || type == VKAR_DATA_TYPE_I32 || type == VKAR_DATA_TYPE_U32)) {
        refusal = "a transport without pfnReduceHost sums F32, F16 and BF16 buffers only";
        res = VK_ERROR_FEATURE_NOT_PRESENT;
    }
    if (!refusal)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, res, "%s: dataType %d, op %d: %s", caller, (int)type, (int)op, refusal);
}

/* The wire a call's rounds use: the caller's (AUTO resolved) for F32, the
 * 8-bit one where asked for (checked: a float type), else the exact one. */
static VkarWire vkar__call_wire(VkarComm comm, uint64_t count, VkarWire wire, VkarDataType type)
{
    if (wire == VKAR_WIRE_Q8)
        return wire;
    return type == VKAR_DATA_TYPE_F32 ? vkarResolveWire(comm, count, wire) : VKAR_WIRE_F32;
}

static int vkar__wire_is_known(VkarWire wire)
{
    return wire == VKAR_WIRE_AUTO || wire == VKAR_WIRE_F32 || wire == VKAR_WIRE_F16 || wire == VKAR_WIRE_BF16 ||
           wire == VKAR_WIRE_Q8;
}

/* The 8-bit wire's blocks are whole within one node's one round: across
 * nodes the transport carries F32, and a TWO_SHOT share would cut them. */
static VkResult vkar__check_q8_rules(VkarComm comm, const char* caller, VkarWire wire, VkarAlgorithm algorithm)
{
    if (wire != VKAR_WIRE_Q8)
        return VK_SUCCESS;
    if (vkar__crosses_nodes(comm))
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "%s: the 8-bit wire works within one node only", caller);
    if (algorithm == VKAR_ALGORITHM_TWO_SHOT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "%s: the 8-bit wire runs one round per piece: algorithm AUTO or ONE_SHOT", caller);
    return VK_SUCCESS;
}

/* `count` elements of elementBytes from range->offset, in whole words: the
 * kernels read and write 16-bit elements through the words that hold them. */
static VkResult vkar__check_buffer(VkarComm comm, uint32_t r, const VkarBufferRange* range, uint64_t count,
                                   uint32_t elementBytes, const char* caller)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkMemoryRequirements reqs;
    if (range->buffer == VK_NULL_HANDLE)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: buffer is VK_NULL_HANDLE", caller, r);
    if (range->offset % elementBytes != 0)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: offset %llu is not a multiple of %u",
                          caller, r, (unsigned long long)range->offset, elementBytes);
    rank->vk.vkGetBufferMemoryRequirements(rank->info.device, range->buffer, &reqs);
    if (range->offset > reqs.size || count > (reqs.size - range->offset) / elementBytes)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "%s: rank %u: offset %llu + %llu elements * %u bytes exceeds the buffer (%llu bytes)", caller,
                          r, (unsigned long long)range->offset, (unsigned long long)count, elementBytes,
                          (unsigned long long)reqs.size);
    if (vkar__align_up(range->offset + count * elementBytes, 4) > reqs.size)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: %llu 16-bit elements from offset %llu "
                          "end at byte %llu, inside a 4-byte word that the kernels read and write whole, and the "
                          "buffer (%llu bytes) ends there: make it at least %llu bytes (room for one more element)",
                          caller, r, (unsigned long long)count, (unsigned long long)range->offset,
                          (unsigned long long)(range->offset + count * elementBytes), (unsigned long long)reqs.size,
                          (unsigned long long)vkar__align_up(range->offset + count * elementBytes, 4));
    return VK_SUCCESS;
}

static uint64_t vkar__round_count(VkarComm comm, uint64_t count, VkarAlgorithm algorithm);

/* Rank r's input of inputCount elements and, where pOutputs, its output
 * of outputCount: each within its buffer, the output at the input's byte
 * `inPlace` (the same elements) or apart from it (the kernels read a
 * rank's own contribution from its input while they write the output). */
static VkResult vkar__check_ranges(VkarComm comm, uint32_t r, const VkarBufferRange* input, uint64_t inputCount,
                                   const VkarBufferRange* output, uint64_t outputCount, VkDeviceSize inPlace,
                                   uint32_t elementBytes, const char* caller)
{
    VkResult res = vkar__check_buffer(comm, r, input, inputCount, elementBytes, caller);
    if (res != VK_SUCCESS || !output)
        return res;
    res = vkar__check_buffer(comm, r, output, outputCount, elementBytes, caller);
    if (res == VK_SUCCESS && output->buffer == input->buffer && output->offset != input->offset + inPlace &&
        output->offset < input->offset + elementBytes * inputCount &&
        input->offset < output->offset + elementBytes * outputCount) {
        VKAR__ERROR(comm, "%s: rank %u: the output at offset %llu overlaps the input at offset %llu", caller, r,
                    (unsigned long long)output->offset, (unsigned long long)input->offset);
        res = VK_ERROR_VALIDATION_FAILED_EXT;
    }
    return res;
}

static int vkar__algorithm_is_known(VkarAlgorithm algorithm)
{
    return algorithm == VKAR_ALGORITHM_AUTO || algorithm == VKAR_ALGORITHM_ONE_SHOT ||
           algorithm == VKAR_ALGORITHM_TWO_SHOT;
}

/* The communicator's failure once it is lost (vkar__record_failure). */
static VkResult vkar__check_comm_alive(VkarComm comm)
{
    uint64_t round;
    const VkResult failure = vkar__failure(comm, &round, NULL);
    if (failure != VK_SUCCESS)
        VKAR__ERROR(comm, "the communicator was lost at round %llu (%d); destroy it", (unsigned long long)round,
                    (int)failure);
    return failure;
}

static VkResult vkar__check_nothing_recorded(VkarComm comm, const char* caller)
{
    if (comm->unreleasedRound)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: round %llu was recorded by vkarCmdAllreduce and "
                          "not released", caller, (unsigned long long)comm->unreleasedRound);
    return VK_SUCCESS;
}

/* The other collectives' own rules: across nodes a transport that numbers
 * them, a root below the rank count, one round per piece, and the F32 wire
 * where they move bits or reduce blocks that a 16-bit wire would split
 * mid-word. */
static VkResult vkar__check_collective_rules(VkarComm comm, const char* caller, vkar__Collective collective,
                                             uint32_t root, VkarWire wire, VkarAlgorithm algorithm)
{
    const vkar__CollectiveTraits* traits = &vkar__collectives[collective];
    VkResult res = vkar__check_q8_rules(comm, caller, wire, algorithm);
    if (res != VK_SUCCESS || collective == VKAR__ALL_REDUCE)
        return res;
    if (vkar__crosses_nodes(comm) && (!comm->transport.pfnReduceHost || !comm->transport.nodeCount))
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT,
                          "%s: across nodes, the transport needs pfnReduceHost and nodeCount", caller);
    if (traits->rooted && root >= comm->allRankCount)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: root %u is not below the rank count %u", caller,
                          root, comm->allRankCount);
    if (algorithm == VKAR_ALGORITHM_TWO_SHOT && !traits->twoShot)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: VKAR_ALGORITHM_TWO_SHOT is vkarAllreduce's only",
                          caller);
    if (traits->f32Wire && wire != VKAR_WIRE_F32 && wire != VKAR_WIRE_AUTO)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: %s", caller, traits->f32Wire);
    return VK_SUCCESS;
}

/* A call's wire: a 16-bit one only where the collective allows it. */
static VkarWire vkar__collective_wire(VkarComm comm, vkar__Collective collective, uint64_t count, VkarWire wire,
                                      VkarDataType type)
{
    return vkar__collectives[collective].f32Wire ? VKAR_WIRE_F32 : vkar__call_wire(comm, count, wire, type);
}

/* The elements a call publishes per rank: a reduce-scatter's N blocks of
 * `count`, across nodes an all-gather's too (vkar__round_params), else
 * `count`. */
static uint64_t vkar__call_elements(VkarComm comm, vkar__Collective collective, uint64_t count)
{
    const vkar__CollectiveTraits* traits = &vkar__collectives[collective];
    if (traits->blockedInput || (traits->blockedOutput && vkar__crosses_nodes(comm)))
        return count * comm->allRankCount;
    return count;
}

/* Rank r's number among every node's ranks: its global rank, after the
 * ranks of the nodes before this one. */
static uint32_t vkar__rank_number(VkarComm comm, uint32_t r)
{
    return comm->firstNodeRank + comm->ranks[r].globalRank;
}

/* Each round binds a reduce-scatter's whole output block, and an
 * all-gather's N blocks, in one descriptor (vkar__output_elements), which
 * the rank's maxStorageBufferRange bounds, with its alignment slack and
 * whole words. */
static VkResult vkar__check_block_binding(VkarComm comm, uint32_t r, vkar__Collective collective, uint64_t count,
                                          uint32_t bytes, const char* caller)
{
    const vkar__Rank* rank = &comm->ranks[r];
    const uint64_t blocks = vkar__collectives[collective].blockedOutput ? comm->allRankCount : 1;
    const uint64_t slack = vkar__min(rank->maxStorageBufferRange, rank->storageOffsetAlignment + 3);
    const uint64_t room = (rank->maxStorageBufferRange - slack) / bytes / blocks;
    if (count <= room)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: %llu elements per block are more than one "
                      "descriptor binds (%llu blocks within maxStorageBufferRange %u: %llu per block); split the call",
                      caller, r, (unsigned long long)count, (unsigned long long)blocks, rank->maxStorageBufferRange,
                      (unsigned long long)room);
}

/* Whether the result does not fit the input, so pOutputs is required. */
static int vkar__needs_outputs(vkar__Collective collective)
{
    return vkar__collectives[collective].blockedInput || vkar__collectives[collective].blockedOutput;
}

/* A reduce-scatter's input holds N blocks of `count`, the rank's own block
 * being where its output may sit in place; an all-gather's output holds N
 * blocks, its own where its input may sit; the others' input and output
 * hold `count`. */
static VkResult vkar__check_call_ranges(VkarComm comm, uint32_t r, vkar__Collective collective, uint64_t count,
                                        VkarDataType type, const VkarBufferRange* input,
                                        const VkarBufferRange* output, const char* caller)
{
    const vkar__CollectiveTraits* traits = &vkar__collectives[collective];
    const uint32_t bytes = vkar__type_bytes(type);
    const uint64_t blocks = count * comm->allRankCount;
    const VkDeviceSize ownBlock = bytes * count * vkar__rank_number(comm, r);
    if ((traits->blockedInput || traits->blockedOutput) &&
        vkar__check_block_binding(comm, r, collective, count, bytes, caller) != VK_SUCCESS)
        return VK_ERROR_VALIDATION_FAILED_EXT;
    if (traits->blockedInput)
        return vkar__check_ranges(comm, r, input, blocks, output, count, ownBlock, bytes, caller);
    if (traits->blockedOutput)
        return vkar__check_ranges(comm, r, input, count, output, blocks, (VkDeviceSize)0 - ownBlock, bytes, caller);
    return vkar__check_ranges(comm, r, input, count, output, count, 0, bytes, caller);
}

typedef struct vkar__PeerPlan vkar__PeerPlan;

/* One call of a collective through either API, as the checks, the plan and
 * the rounds read it (vkar__call_of_info, vkar__call_of_cmd_info). */
typedef struct vkar__Call {
    /* the record API's without pWaits and pSignals, one round; flags in
     * the fields below */
    VkarCollectiveInfo info;
    vkar__Collective collective;
    const char* caller;
    /* the record API's; NULL: the library's own, which it submits */
    const VkCommandBuffer* pPublishCommandBuffers;
    const VkCommandBuffer* pReduceCommandBuffers;
    int hostRead;         /* the last reduce ends with a barrier to host reads */
    int noClosingBarrier; /* ... and without its barrier for the queue */
    /* A group of sends and receives (vkarSendRecv, vkarAllToAll): its
     * exchange rounds, in place of `collective`'s; info holds only pWaits
     * and pSignals. NULL: a collective. */
    const vkar__PeerPlan* peers;
} vkar__Call;

/* The submit API's call, or an error where its pointers or flags are bad
 * (pBuffers: vkar__check_buffers_given). Its collective is the caller's to
 * set. */
static VkResult vkar__call_of_info(VkarComm comm, const VkarCollectiveInfo* info, const char* caller, vkar__Call* call)
{
    if (!info)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pInfo is NULL", caller);
    if (info->flags & ~(VkarAllreduceFlags)VKAR_ALLREDUCE_HOST_READ_BIT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: unknown flags 0x%x", caller,
                          (unsigned)info->flags);
    memset(call, 0, sizeof *call);
    call->info = *info;
    call->info.flags = 0;
    call->caller = caller;
    call->hostRead = (info->flags & VKAR_ALLREDUCE_HOST_READ_BIT) != 0;
    return VK_SUCCESS;
}

/* The record API's call, or an error where its pointers or flags are bad,
 * where it asks what a recorded round does not do (its own waits and
 * signals, two rounds), or where it would combine across nodes (on the
 * host, between rounds). */
static VkResult vkar__call_of_cmd_info(VkarComm comm, const VkarCmdCollectiveInfo* info,
                                       const VkarRankSubmitInfo* pRankSubmits, const uint64_t* pRound,
                                       const char* caller, vkar__Call* call)
{
    const VkarCmdAllreduceFlags known =
        VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT | VKAR_CMD_ALLREDUCE_HOST_READ_BIT;
    VkResult res;
    if (!info || !info->pPublishCommandBuffers || !info->pReduceCommandBuffers || !pRankSubmits || !pRound)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "%s: pInfo, its command buffer arrays, pRankSubmits and pRound are required", caller);
    if (info->flags & ~known)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: unknown flags 0x%x", caller,
                          (unsigned)info->flags);
    if (info->collective.pWaits || info->collective.pSignals ||
        info->collective.algorithm == VKAR_ALGORITHM_TWO_SHOT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: a recorded call is one round, waited on and "
                          "signalled by the caller's own submissions: pWaits and pSignals must be NULL, algorithm AUTO "
                          "or ONE_SHOT", caller);
    if (vkar__crosses_nodes(comm))
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: a communicator with a transport combines across "
                          "nodes on the host between rounds, which the record API does not run; use the submit API",
                          caller);
    res = vkar__call_of_info(comm, &info->collective, caller, call);
    if (res != VK_SUCCESS)
        return res;
    call->pPublishCommandBuffers = info->pPublishCommandBuffers;
    call->pReduceCommandBuffers = info->pReduceCommandBuffers;
    call->hostRead |= (info->flags & VKAR_CMD_ALLREDUCE_HOST_READ_BIT) != 0;
    call->noClosingBarrier = (info->flags & VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT) != 0;
    return VK_SUCCESS;
}

/* A collective's pBuffers, which the checks of its ranges read. */
static VkResult vkar__check_buffers_given(VkarComm comm, const vkar__Call* call)
{
    if (!call->info.pBuffers)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pInfo->pBuffers is NULL", call->caller);
    return VK_SUCCESS;
}

/* Rank r's two command buffers of a recorded call: its reduce must be
 * submitted after every rank's publish. */
static VkResult vkar__check_command_buffers(VkarComm comm, const vkar__Call* call, uint32_t r)
{
    if (!call->pPublishCommandBuffers || (call->pPublishCommandBuffers[r] && call->pReduceCommandBuffers[r] &&
                                          call->pPublishCommandBuffers[r] != call->pReduceCommandBuffers[r]))
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u needs two distinct command buffers: its "
                      "reduce must be submitted after every rank's publish", call->caller, r);
}

/* What both APIs' calls must hold: known wire and algorithm, the
 * collective's rules, type and op, a recorded call within one round, and
 * every rank's ranges. */
static VkResult vkar__check_call(VkarComm comm, const vkar__Call* call)
{
    const VkarCollectiveInfo* info = &call->info;
    const uint64_t perRound = comm->maxSlotBytes / 4;
    const char* caller = call->caller;
    VkResult res = vkar__check_buffers_given(comm, call);
    uint32_t i;
    if (res != VK_SUCCESS)
        return res;
    if (!vkar__wire_is_known(info->wire))
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: unknown wire %d", caller, (int)info->wire);
    if (!vkar__algorithm_is_known(info->algorithm))
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: unknown algorithm %d", caller,
                          (int)info->algorithm);
    res = vkar__check_collective_rules(comm, caller, call->collective, info->root, info->wire, info->algorithm);
    if (res == VK_SUCCESS)
        res = vkar__check_type_op(comm, caller, info->dataType, info->op, info->wire);
    if (res != VK_SUCCESS)
        return res;
    if (vkar__crosses_nodes(comm) && info->algorithm == VKAR_ALGORITHM_ONE_SHOT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "%s: VKAR_ALGORITHM_ONE_SHOT, but a communicator with a transport runs two-shot", caller);
    if (call->pPublishCommandBuffers && vkar__call_elements(comm, call->collective, info->count) > perRound)
        return VKAR__FAIL(
            comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: %llu elements are more than one round carries (%llu)", caller,
            (unsigned long long)vkar__call_elements(comm, call->collective, info->count), (unsigned long long)perRound);
    if (vkar__needs_outputs(call->collective) && !info->pOutputs)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "%s: pOutputs is NULL (the result does not fit the input)", caller);
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i) {
        res = vkar__check_call_ranges(comm, i, call->collective, info->count, info->dataType, &info->pBuffers[i],
                                      info->pOutputs ? &info->pOutputs[i] : NULL, caller);
        if (res == VK_SUCCESS)
            res = vkar__check_command_buffers(comm, call, i);
    }
    return res;
}

/* A call's rounds share the ring: more than it holds would wait on the
 * call's own first rounds, which may wait on pWaits not yet signalled. */
static VkResult vkar__check_round_count(VkarComm comm, const vkar__Call* call, uint64_t total, VkarAlgorithm algorithm)
{
    const uint64_t rounds = vkar__round_count(comm, total, algorithm);
    if (rounds <= VKAR__MAX_ROUNDS_IN_FLIGHT)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: %llu elements take %llu rounds of %llu, more than %u; "
                      "raise maxSlotBytes", call->caller, (unsigned long long)total, (unsigned long long)rounds,
                      (unsigned long long)(comm->maxSlotBytes / 4), VKAR__MAX_ROUNDS_IN_FLIGHT);
}

/* ---- Point to point: checks, matching, the schedule ---------------------- */

/* A group of sends and receives runs as exchange rounds: ordinary rounds of
 * every rank, in which each rank copies what it sends this round into its
 * slot and, once every rank has published, copies what it receives out of
 * its senders' slots. The ring, the release, the slots' reuse
 * (vkar__record_round), SYNC_FD and a stuck peer's detection are a
 * collective round's. Everything is matched and cut on the host before
 * anything is recorded, so a refused group submits nothing. */

/* A chunk's place in a slot: 16-byte steps keep the copies' offsets
 * aligned for any driver's fast path, and a zero fill's in whole words. */
#define VKAR__PEER_CHUNK_ALIGNMENT 16u

/* One piece of a send: `bytes` from byte `offset` of op `send`'s range go
 * through the sender's slot, at slotOffset, in the group's round `round`,
 * into op `recv`'s range at the same offset. */
typedef struct vkar__PeerChunk {
    uint32_t round;
    uint32_t send;
    uint32_t recv;
    VkDeviceSize offset;
    VkDeviceSize bytes;
    VkDeviceSize slotOffset;
} vkar__PeerChunk;

/* A group checked, matched and cut into rounds (vkar__plan_peers). */
struct vkar__PeerPlan {
    const VkarPeerOp* ops;
    uint32_t opCount;
    const VkBool32* zero;    /* by rank, or NULL: VK_TRUE publishes zeros for its sends */
    vkar__PeerChunk* chunks; /* each sender's in its ops' order, so in round order */
    uint32_t chunkCount;
    uint32_t rounds;         /* at least 1: a group of nothing still runs a round */
    VkDeviceSize slotBytes;  /* the most one rank publishes in a round */
};

/* Rank number q's (vkar__rank_number) slot on this node, or UINT32_MAX
 * where another node holds it. */
static uint32_t vkar__node_slot(VkarComm comm, uint32_t q)
{
    return q - comm->firstNodeRank < comm->globalRankCount ? q - comm->firstNodeRank : UINT32_MAX;
}

/* Rank number q's index among this process's ranks, or rankCount. */
static uint32_t vkar__local_rank_of(VkarComm comm, uint32_t q)
{
    const uint32_t g = vkar__node_slot(comm, q);
    return g == UINT32_MAX ? comm->rankCount : vkar__local_rank(comm, g);
}

/* The node that holds rank number q (a communicator with nodeCount). */
static uint32_t vkar__node_of(VkarComm comm, uint32_t q)
{
    uint32_t m = 0;
    while (comm->nodeFirstRanks[m + 1] <= q)
        ++m;
    return m;
}

static VkDeviceSize vkar__op_bytes(const VkarPeerOp* op)
{
    return op->count * vkar__type_bytes(op->dataType);
}

/* Op i alone: its type, data type, ranks and, for a rank of this process,
 * its range within its buffer (a range of nothing needs no buffer; another
 * process's rank's is not read here). Copies touch exactly the range's
 * bytes, so no whole-word rule. */
static VkResult vkar__check_peer_op(VkarComm comm, const char* caller, const VkarPeerOp* op, uint32_t i)
{
    const uint32_t local = op->rank < comm->allRankCount ? vkar__local_rank_of(comm, op->rank) : comm->rankCount;
    const char* refusal = NULL;
    VkMemoryRequirements reqs;
    uint32_t bytes;
    if ((unsigned)op->type > (unsigned)VKAR_PEER_OP_RECV)
        refusal = "unknown type";
    else if ((unsigned)op->dataType > (unsigned)VKAR_DATA_TYPE_U32)
        refusal = "unknown dataType";
    else if (op->rank >= comm->allRankCount || op->peer >= comm->allRankCount)
        refusal = "rank and peer must be below the rank count";
    else if (op->count > UINT64_MAX / 4)
        refusal = "count is more than any buffer holds";
    else if (op->buffer.buffer == VK_NULL_HANDLE && op->count && local < comm->rankCount)
        refusal = "buffer is VK_NULL_HANDLE";
    if (refusal)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pOps[%u] (rank %u, peer %u): %s", caller, i,
                          op->rank, op->peer, refusal);
    if (!op->count || local == comm->rankCount)
        return VK_SUCCESS;
    bytes = vkar__type_bytes(op->dataType);
    comm->ranks[local].vk.vkGetBufferMemoryRequirements(comm->ranks[local].info.device, op->buffer.buffer, &reqs);
    if (op->buffer.offset % bytes != 0 || op->buffer.offset > reqs.size ||
        op->count > (reqs.size - op->buffer.offset) / bytes)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pOps[%u] (rank %u): offset %llu and %llu "
                          "elements of %u bytes: the offset must be a multiple of %u and the range within the buffer "
                          "(%llu bytes)", caller, i, op->rank, (unsigned long long)op->buffer.offset,
                          (unsigned long long)op->count, bytes, bytes, (unsigned long long)reqs.size);
    return VK_SUCCESS;
}

/* Whether ops a and b of one rank touch a byte in common. */
static int vkar__peer_ranges_overlap(const VkarPeerOp* a, const VkarPeerOp* b)
{
    return a->buffer.buffer == b->buffer.buffer && a->count && b->count &&
           a->buffer.offset < b->buffer.offset + vkar__op_bytes(b) &&
           b->buffer.offset < a->buffer.offset + vkar__op_bytes(a);
}

/* A receive writes while the round's other copies of its rank read or
 * write: its range may meet no other range of the rank (of this process:
 * another's buffers mean nothing here). */
static VkResult vkar__check_peer_overlaps(VkarComm comm, const char* caller, const VkarPeerOp* ops, uint32_t opCount)
{
    uint32_t i, j;
    for (i = 0; i < opCount; ++i)
        for (j = 0; j < opCount && ops[i].type == VKAR_PEER_OP_RECV; ++j)
            if (j != i && ops[j].rank == ops[i].rank && vkar__local_rank_of(comm, ops[i].rank) < comm->rankCount &&
                vkar__peer_ranges_overlap(&ops[i], &ops[j]))
                return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: the receive pOps[%u] overlaps "
                                  "pOps[%u]", caller, ops[i].rank, i, j);
    return VK_SUCCESS;
}

/* match[i]: the op that op i pairs with. The receives, in order, each take
 * the first send not yet taken from their peer to their rank, so the k-th
 * send of a pair fills its k-th receive. */
static VkResult vkar__match_peer_ops(VkarComm comm, const char* caller, const VkarPeerOp* ops, uint32_t opCount,
                                     uint32_t* match)
{
    uint32_t i, j;
    for (i = 0; i < opCount; ++i)
        match[i] = opCount;
    for (j = 0; j < opCount; ++j) {
        for (i = 0; i < opCount && ops[j].type == VKAR_PEER_OP_RECV; ++i)
            if (ops[i].type == VKAR_PEER_OP_SEND && ops[i].rank == ops[j].peer && ops[i].peer == ops[j].rank &&
                match[i] == opCount)
                break;
        if (ops[j].type != VKAR_PEER_OP_RECV)
            continue;
        if (i == opCount)
            return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: the receive pOps[%u] of rank %u from rank %u "
                              "has no send to match", caller, j, ops[j].rank, ops[j].peer);
        if (ops[i].count != ops[j].count || ops[i].dataType != ops[j].dataType)
            return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: the send pOps[%u] (rank %u to %u, %llu "
                              "elements of dataType %d) and the receive pOps[%u] it matches (%llu of dataType %d) "
                              "differ", caller, i, ops[i].rank, ops[i].peer, (unsigned long long)ops[i].count,
                              (int)ops[i].dataType, j, (unsigned long long)ops[j].count, (int)ops[j].dataType);
        match[i] = j;
        match[j] = i;
    }
    for (i = 0; i < opCount; ++i)
        if (match[i] == opCount)
            return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: the send pOps[%u] of rank %u to rank %u has "
                              "no receive to match", caller, i, ops[i].rank, ops[i].peer);
    return VK_SUCCESS;
}

/* Cuts each rank's sends, in their order, into rounds of its slot's
 * `capacity` bytes, each chunk at an aligned place in the slot: a send too
 * long for what is left goes on in the next rounds. Fills `chunks` unless
 * NULL, returns how many there are, and the plan's rounds and slotBytes.
 * Stops counting past the ring's rounds, which the caller refuses (another
 * process's rank's sends are not bounded by a buffer here). */
static uint32_t vkar__cut_sends(vkar__PeerPlan* plan, uint32_t rankCount, const uint32_t* match,
                                VkDeviceSize capacity, vkar__PeerChunk* chunks)
{
    uint32_t count = 0, r, i;
    plan->rounds = 1;
    plan->slotBytes = 0;
    for (r = 0; r < rankCount; ++r) {
        uint32_t round = 0;
        VkDeviceSize used = 0;
        for (i = 0; i < plan->opCount; ++i) {
            const VkarPeerOp* op = &plan->ops[i];
            const VkDeviceSize bytes = op->type == VKAR_PEER_OP_SEND && op->rank == r ? vkar__op_bytes(op) : 0;
            VkDeviceSize offset = 0;
            while (offset < bytes) {
                vkar__PeerChunk chunk;
                used = vkar__align_up(used, VKAR__PEER_CHUNK_ALIGNMENT);
                if (used >= capacity) {
                    ++round;
                    used = 0;
                }
                if (round >= VKAR__MAX_ROUNDS_IN_FLIGHT) {
                    plan->rounds = round + 1;
                    return count;
                }
                chunk.round = round;
                chunk.send = i;
                chunk.recv = match[i];
                chunk.offset = offset;
                chunk.bytes = vkar__min(bytes - offset, capacity - used);
                chunk.slotOffset = used;
                if (chunks)
                    chunks[count] = chunk;
                ++count;
                offset += chunk.bytes;
                used += chunk.bytes;
                plan->slotBytes = vkar__max(plan->slotBytes, vkar__align_up(used, 4));
                plan->rounds = round + 1 > plan->rounds ? round + 1 : plan->rounds;
            }
        }
    }
    return count;
}

/* What the chunks and the rounds need, each checked: match and cut. */
static VkResult vkar__schedule_peer_ops(VkarComm comm, const char* caller, vkar__PeerPlan* plan, uint32_t* match)
{
    VkResult res = vkar__match_peer_ops(comm, caller, plan->ops, plan->opCount, match);
    if (res != VK_SUCCESS)
        return res;
    plan->chunkCount = vkar__cut_sends(plan, comm->allRankCount, match, comm->maxSlotBytes, NULL);
    if (plan->rounds > VKAR__MAX_ROUNDS_IN_FLIGHT)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: the group takes %u rounds of %llu bytes per "
                          "rank, more than %u; raise maxSlotBytes or split it", caller, plan->rounds,
                          (unsigned long long)comm->maxSlotBytes, VKAR__MAX_ROUNDS_IN_FLIGHT);
    if (!plan->chunkCount)
        return VK_SUCCESS;
    plan->chunks = (vkar__PeerChunk*)vkar__alloc(comm, plan->chunkCount * sizeof *plan->chunks, 8);
    if (!plan->chunks)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory for %u chunks", caller,
                          plan->chunkCount);
    vkar__cut_sends(plan, comm->allRankCount, match, comm->maxSlotBytes, plan->chunks);
    return VK_SUCCESS;
}

static void vkar__free_peer_plan(VkarComm comm, vkar__PeerPlan* plan)
{
    vkar__free(comm, plan->chunks, 8);
    plan->chunks = NULL;
}

/* A group's plan, every op and pair checked; nothing to free on failure. */
static VkResult vkar__plan_peers(VkarComm comm, const char* caller, const VkarPeerOp* ops, uint32_t opCount,
                                 const VkBool32* zero, vkar__PeerPlan* plan)
{
    uint32_t* match = NULL;
    VkResult res = VK_SUCCESS;
    uint32_t i;
    memset(plan, 0, sizeof *plan);
    plan->ops = ops;
    plan->opCount = opCount;
    plan->zero = zero;
    if (opCount && !ops)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pInfo->pOps is NULL", caller);
    for (i = 0; i < opCount && res == VK_SUCCESS; ++i)
        res = vkar__check_peer_op(comm, caller, &ops[i], i);
    if (res == VK_SUCCESS)
        res = vkar__check_peer_overlaps(comm, caller, ops, opCount);
    if (res == VK_SUCCESS && opCount) {
        match = (uint32_t*)vkar__alloc(comm, opCount * sizeof *match, 8);
        if (!match)
            res = VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory for %u ops", caller, opCount);
    }
    if (res == VK_SUCCESS)
        res = vkar__schedule_peer_ops(comm, caller, plan, match);
    vkar__free(comm, match, 8);
    if (res != VK_SUCCESS)
        vkar__free_peer_plan(comm, plan);
    return res;
}

/* Across nodes the transport carries the chunks between nodes. */
static VkResult vkar__check_peer_topology(VkarComm comm, const char* caller)
{
    if (!vkar__crosses_nodes(comm) || vkar__inbox_ranks(comm) || comm->allRankCount == comm->globalRankCount)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "%s: across nodes, point to point needs the transport's "
                      "pfnExchangeHost, pfnReduceHost and nodeCount", caller);
}

/* ---- Collectives: record ------------------------------------------------- */

/* One round's slice of a call: elements [first, first + count). */
typedef struct vkar__CallRound {
    uint64_t first;
    uint32_t count;
    VkarWire wire;
    VkarDataType type;
    VkarReduceOp op;
    uint32_t root;
    uint32_t block; /* REDUCE_SCATTER, ALL_GATHER */
    vkar__Phase phase;
    vkar__Collective collective;
    uint32_t peerRound; /* a group's: the round of its plan, from 0 */
    int firstOfCall;
    int lastOfCall;
} vkar__CallRound;

/* A round's words in a slot: the 8-bit wire's data words (4 elements
 * each, whole blocks of 32), then a word of scale bytes per 4 blocks. */
static uint32_t vkar__wire_words(VkarWire wire, uint32_t count)
{
    const uint32_t blocks = count / 32 + (count % 32 != 0);
    if (wire == VKAR_WIRE_Q8)
        return 8 * blocks + blocks / 4 + (blocks % 4 != 0);
    return wire == VKAR_WIRE_F32 ? count : count / 2 + count % 2;
}

/* Rank r's part of a round, which is also what a ring entry's own command
 * buffers hold for VKAR_COMM_CREATE_REUSE_COMMANDS_BIT. */
static vkar__Recording vkar__recording_for(VkarComm comm, uint32_t r, const VkarBufferRange* range,
                                           const VkarBufferRange* output, VkBool32 zero, const vkar__CallRound* round,
                                           vkar__Release release, int closing)
{
    const vkar__CollectiveTraits* traits = &vkar__collectives[round->collective];
    const VkDeviceSize bytes = vkar__type_bytes(round->type);
    const int nodes = vkar__crosses_nodes(comm);
    vkar__Recording rec;
    memset(&rec, 0, sizeof rec);
    rec.nodeRank = vkar__rank_number(comm, r);
    rec.buffer = range->buffer;
    /* across nodes an all-gather's input is a window on the round's blocks */
    rec.start = range->offset + (nodes && traits->blockedOutput ? 0 : bytes * round->first);
    rec.output = output ? output->buffer : range->buffer;
    /* a reduce-scatter's output is the rank's block, wherever the piece is */
    rec.outputStart = (output ? output->offset : range->offset) + (traits->blockedInput ? 0 : bytes * round->first);
    /* across nodes, a broadcast sums the root's buffer with everyone's zeros */
    if (nodes && round->collective == VKAR__BROADCAST && rec.nodeRank != round->root)
        zero = VK_TRUE;
    rec.block = round->block;
    rec.first = round->first;
    rec.count = round->count;
    rec.wire = (uint32_t)round->wire;
    rec.type = (uint32_t)round->type;
    rec.op = (uint32_t)round->op;
    rec.zero = zero ? 1u : 0u;
    rec.release = (uint32_t)release;
    rec.closing = (uint32_t)closing;
    rec.phase = (uint32_t)round->phase;
    rec.collective = (uint32_t)round->collective;
    rec.root = round->root;
    rec.slotGeneration = comm->slotGeneration;
    return rec;
}

static int vkar__can_resubmit(VkarComm comm, uint32_t r, uint32_t entry, const vkar__Recording* wanted)
{
    const vkar__Recording* held = &comm->ranks[r].recordings[entry];
    return (comm->flags & VKAR_COMM_CREATE_REUSE_COMMANDS_BIT) && memcmp(held, wanted, sizeof *held) == 0;
}

/* `count` elements of `elementBytes` of `buffer` from byte `start`, for a
 * descriptor that must start at an aligned offset: the kernel skips
 * *pFirst elements of it. The range covers whole words, as the kernels
 * read and write words. */
static VkDescriptorBufferInfo vkar__aligned_range(const vkar__Rank* rank, VkBuffer buffer, VkDeviceSize start,
                                                  uint32_t count, uint32_t elementBytes, uint32_t* pFirst)
{
    VkDescriptorBufferInfo info;
    info.buffer = buffer;
    info.offset = start / rank->storageOffsetAlignment * rank->storageOffsetAlignment;
    info.range = vkar__align_up(start - info.offset + elementBytes * (VkDeviceSize)count, 4);
    *pFirst = (uint32_t)((start - info.offset) / elementBytes);
    return info;
}

/* The elements of the output a round writes from its start: a
 * reduce-scatter its rank's block, an all-gather every block's part, else
 * the round's. */
static uint32_t vkar__output_elements(VkarComm comm, const vkar__Recording* what)
{
    if (vkar__collectives[what->collective].blockedInput)
        return what->block;
    if (vkar__collectives[what->collective].blockedOutput && what->phase == VKAR__PHASE_WHOLE)
        return (comm->globalRankCount - 1) * what->block + what->count;
    return what->count;
}

/* The round's input, slots and output. A GATHER round reads no input: its
 * publish reads the rank's share of the result from the output, and its
 * reduce copies the other shares there. Binding 0 then holds the slots,
 * never read through it, as the input may be the output (in place), which
 * a reduce that read binding 0 while another dispatch wrote binding 2
 * would seem to race with. */
static void vkar__write_descriptors(VkarComm comm, uint32_t r, VkDescriptorSet set, const vkar__Recording* what,
                                    vkar__KernelParams* params)
{
    vkar__Rank* rank = &comm->ranks[r];
    const int gather = what->phase == VKAR__PHASE_GATHER || what->phase == VKAR__PHASE_GATHER_NODES;
    const int nodes = vkar__crosses_nodes(comm);
    const uint32_t elementBytes = vkar__type_bytes((VkarDataType)what->type);
    const uint32_t inputs = nodes && vkar__collectives[what->collective].blockedOutput ? what->block : what->count;
    VkDescriptorBufferInfo buffers[3];
    VkWriteDescriptorSet writes[3];
    uint32_t b;

    buffers[1].buffer = rank->slotBuffer;
    buffers[1].offset = 0;
    buffers[1].range = 2u * comm->globalRankCount * comm->slotBytes;
    buffers[0] = buffers[1];
    params->bufferFirst = 0;
    if (!gather)
        buffers[0] = vkar__aligned_range(rank, what->buffer, what->start, inputs, elementBytes, &params->bufferFirst);
    buffers[2] = vkar__aligned_range(rank, what->output, what->outputStart, vkar__output_elements(comm, what),
                                     elementBytes, &params->outputFirst);
    if (nodes && what->phase == VKAR__PHASE_SCATTER) { /* the share goes into the slots (vkar__round_params) */
        buffers[2] = buffers[1];
        params->outputFirst = 0;
    }

    memset(writes, 0, sizeof writes);
    for (b = 0; b < 3; ++b) {
        writes[b].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[b].dstSet = set;
        writes[b].dstBinding = b;
        writes[b].descriptorCount = 1;
        writes[b].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[b].pBufferInfo = &buffers[b];
    }
    rank->vk.vkUpdateDescriptorSets(rank->info.device, 3, writes, 0, NULL);
}

static void vkar__cmd_barrier(vkar__Rank* rank, VkCommandBuffer cmd, VkPipelineStageFlags srcStage,
                              VkAccessFlags srcAccess, VkPipelineStageFlags dstStage, VkAccessFlags dstAccess)
{
    VkMemoryBarrier barrier;
    VKAR__INIT_STRUCT(barrier, VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    barrier.srcAccessMask = srcAccess;
    barrier.dstAccessMask = dstAccess;
    rank->vk.vkCmdPipelineBarrier(cmd, srcStage, dstStage, 0, 1, &barrier, 0, NULL, 0, NULL);
}

/* The slots' queue family ownership transfer: `acquire` from the external
 * family to the rank's before its commands of `stage` touch them with
 * `access`, else the release back after they did. The slots are other
 * devices' memory too, and their writes reach this queue only through such
 * a pair (the spec's Queue Family Ownership Transfer). A barrier of its
 * own, on the commands' stage: a host stage may not carry a transfer
 * (VUID-vkCmdPipelineBarrier-srcStageMask-09634). */
static void vkar__cmd_slot_transfer(vkar__Rank* rank, VkCommandBuffer cmd, int acquire, VkPipelineStageFlags stage,
                                    VkAccessFlags access)
{
    VkBufferMemoryBarrier barrier;
    VKAR__INIT_STRUCT(barrier, VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER);
    barrier.srcAccessMask = acquire ? 0 : access;
    barrier.dstAccessMask = acquire ? access : 0;
    barrier.srcQueueFamilyIndex = acquire ? rank->externalFamily : rank->info.queueFamilyIndex;
    barrier.dstQueueFamilyIndex = acquire ? rank->info.queueFamilyIndex : rank->externalFamily;
    barrier.buffer = rank->slotBuffer;
    barrier.size = VK_WHOLE_SIZE;
    rank->vk.vkCmdPipelineBarrier(cmd, stage, stage, 0, 0, NULL, 1, &barrier, 0, NULL);
}

/* The kernels' side of vkar__cmd_slot_transfer. */
static void vkar__cmd_kernel_slots(vkar__Rank* rank, VkCommandBuffer cmd, int acquire)
{
    vkar__cmd_slot_transfer(rank, cmd, acquire, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                            acquire ? VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT
                                    : VK_ACCESS_SHADER_WRITE_BIT);
}

/* One invocation per `wordsPerInvocation` slot words; the kernels loop over
 * the rest when the grid is capped at maxWorkgroups. */
static void vkar__cmd_dispatch(vkar__Rank* rank, VkCommandBuffer cmd, VkPipeline pipeline, VkDescriptorSet set,
                               const vkar__KernelParams* params, uint32_t wordsPerInvocation)
{
    /* an all-gather's copy: a word per invocation, every rank's */
    const int gather = params->mode == VKAR__KERNEL_GATHER;
    const uint32_t words =
        gather ? params->count * params->rankCount : vkar__wire_words((VkarWire)params->wire, params->count);
    uint32_t invocations;
    if (gather)
        wordsPerInvocation = 1;
    invocations = (words + wordsPerInvocation - 1) / wordsPerInvocation;
    uint32_t groups = (invocations + VKAR__WORKGROUP_SIZE - 1) / VKAR__WORKGROUP_SIZE;
    if (words == 0)
        return;
    rank->vk.vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    rank->vk.vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, rank->pipelineLayout, 0, 1, &set, 0, NULL);
    rank->vk.vkCmdPushConstants(cmd, rank->pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof *params, params);
    rank->vk.vkCmdDispatch(cmd, groups < rank->maxWorkgroups ? groups : rank->maxWorkgroups, 1, 1);
}

/* Publish: tell the bridge the rank has begun the round (its ready event, set once everything earlier on the queue has
 * finished), order after everything earlier on the queue (the previous round's reduce read the slots and wrote the
 * buffer; a caller without pWaits may have written the buffer by any means), convert into this rank's slot, then make
 * the slot writes available to the host domain, where every peer's device reads them. */
static void vkar__record_publish(vkar__Rank* rank, VkCommandBuffer cmd, VkDescriptorSet set,
                                 const vkar__KernelParams* params, VkEvent ready)
{
    rank->vk.vkCmdSetEvent(cmd, ready, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    vkar__cmd_kernel_slots(rank, cmd, 1);
    vkar__cmd_dispatch(rank, cmd, rank->publishPipeline, set, params, 1);
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT,
                      VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    vkar__cmd_kernel_slots(rank, cmd, 0);
}

/* The barrier after the sum, for what `closing` (vkar__Closing bits) asks:
 * VKAR__CLOSE_FOR_QUEUE orders what follows on the queue after the sum (the
 * caller's commands recorded after the reduce, or its next submission after
 * a call without pSignals); VKAR__CLOSE_FOR_HOST makes the sum visible to
 * host reads once the host has waited for the reduce. The queue's is the
 * costliest of a round's barriers (3.4 us of GPU time on an H200 at one
 * element), so it is left out where nothing relies on queue order: a round
 * followed by the same call's next round (whose publish begins with a
 * barrier from all commands), and the last round of a rank with pSignals,
 * after which work that uses the sum waits on that signal. */
static void vkar__cmd_closing_barrier(vkar__Rank* rank, VkCommandBuffer cmd, int closing,
                                      VkPipelineStageFlags srcStage, VkAccessFlags srcAccess)
{
    VkPipelineStageFlags stages = 0;
    VkAccessFlags access = 0;
    if (closing & VKAR__CLOSE_FOR_QUEUE) {
        stages |= VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
        access |= VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    }
    if (closing & VKAR__CLOSE_FOR_HOST) {
        stages |= VK_PIPELINE_STAGE_HOST_BIT;
        access |= VK_ACCESS_HOST_READ_BIT;
    }
    if (stages)
        vkar__cmd_barrier(rank, cmd, srcStage, srcAccess, stages, access);
}

/* Reduce: runs once every peer's publish has reached the host domain; make
 * those writes visible, then sum. The publish read the buffer this writes. */
static void vkar__record_reduce(vkar__Rank* rank, VkCommandBuffer cmd, VkDescriptorSet set,
                                const vkar__KernelParams* params, uint32_t dispatches, int closing)
{
    uint32_t d;
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                      VK_ACCESS_HOST_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                      VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    vkar__cmd_kernel_slots(rank, cmd, 1);
    for (d = 0; d < dispatches; ++d)
        vkar__cmd_dispatch(rank, cmd, rank->reducePipeline, set, &params[d], 4);
    vkar__cmd_kernel_slots(rank, cmd, 0);
    vkar__cmd_closing_barrier(rank, cmd, closing, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_WRITE_BIT);
}

/* VKAR_RELEASE_MODE_EVENT: what follows in cmd, at `stage` with `access`,
 * waits for the bridge's vkSetEvent of `release`. */
static void vkar__cmd_wait_release(vkar__Rank* rank, VkCommandBuffer cmd, VkEvent release, VkPipelineStageFlags stage,
                                   VkAccessFlags access)
{
    VkMemoryBarrier hostToDevice;
    VKAR__INIT_STRUCT(hostToDevice, VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    hostToDevice.srcAccessMask = VK_ACCESS_HOST_WRITE_BIT;
    hostToDevice.dstAccessMask = access;
    rank->vk.vkCmdWaitEvents(cmd, 1, &release, VK_PIPELINE_STAGE_HOST_BIT, stage, 1, &hostToDevice, 0, NULL, 0, NULL);
}

/* The reduce between the wait for the bridge's vkSetEvent (the host's
 * release, which follows every peer's publish reaching the host domain)
 * and the event's reset for the ring entry's next round; the reset's stage
 * mask (all commands) makes it wait for everything before it, the wait
 * included (vkar__release_rank). */
static void vkar__record_event_reduce(vkar__Rank* rank, VkCommandBuffer cmd, VkDescriptorSet set,
                                      const vkar__KernelParams* params, uint32_t dispatches, int closing,
                                      VkEvent release)
{
    vkar__cmd_wait_release(rank, cmd, release, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT);
    vkar__record_reduce(rank, cmd, set, params, dispatches, closing);
    rank->vk.vkCmdResetEvent(cmd, release, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
}

static VkResult vkar__begin_own(VkarComm comm, vkar__Rank* rank, VkCommandBuffer cmd)
{
    VkCommandBufferBeginInfo begin;
    VKAR__INIT_STRUCT(begin, VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
    if (!(comm->flags & VKAR_COMM_CREATE_REUSE_COMMANDS_BIT))
        begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    return rank->vk.vkBeginCommandBuffer(cmd, &begin);
}

/* Records the round's two phases into publishCmd and reduceCmd. */
static void vkar__record_phases(vkar__Rank* rank, const vkar__Recording* what, VkCommandBuffer publishCmd,
                                VkCommandBuffer reduceCmd, VkDescriptorSet set, const vkar__RoundParams* params,
                                VkEvent ready, VkEvent release)
{
    vkar__record_publish(rank, publishCmd, set, &params->publish, ready);
    if (what->release == VKAR__RELEASE_EVENT)
        vkar__record_event_reduce(rank, reduceCmd, set, params->reduce, params->reduceDispatches,
                                  (int)what->closing, release);
    else
        vkar__record_reduce(rank, reduceCmd, set, params->reduce, params->reduceDispatches, (int)what->closing);
}

/* Rank r's share of a two-shot round of `count` elements: [*pFirst,
 * *pFirst + *pCount). Shares start at multiples of VKAR__SHARE_ALIGNMENT
 * elements, so that a 16-bit wire's share begins on a whole 16-byte group
 * of the reduce kernel's loads; the last ranks' may be shorter or empty. */
static void vkar__share(uint32_t rankCount, uint32_t count, uint32_t r, uint32_t* pFirst, uint32_t* pCount)
{
    const VkDeviceSize share = ((VkDeviceSize)count + rankCount - 1) / rankCount;
    const VkDeviceSize aligned = (share + VKAR__SHARE_ALIGNMENT - 1) / VKAR__SHARE_ALIGNMENT * VKAR__SHARE_ALIGNMENT;
    const VkDeviceSize first = vkar__min(aligned * r, count);
    *pFirst = (uint32_t)first;
    *pCount = (uint32_t)(vkar__min(first + aligned, count) - first);
    VKAR_ASSERT(*pFirst + *pCount <= count);
}

/* `base` narrowed to elements [first, first + count) of the round. */
static vkar__KernelParams vkar__narrowed(const vkar__KernelParams* base, uint32_t first, uint32_t count)
{
    vkar__KernelParams params = *base;
    params.count = count;
    params.bufferFirst += first;
    params.outputFirst += first;
    params.windowShift += first;
    params.slotWord += vkar__wire_words((VkarWire)base->wire, first);
    return params;
}

/* BROADCAST: the root publishes its buffer; every rank copies the root's
 * slot into its output, the root its own input (nothing in place). */
static void vkar__broadcast_params(uint32_t r, const vkar__Recording* what, uint32_t slotWords,
                                   vkar__RoundParams* out)
{
    vkar__KernelParams* copy = &out->reduce[0];
    const int inPlace = what->buffer == what->output && what->start == what->outputStart;
    if (r != what->root)
        out->publish.count = 0;
    copy->mode = r == what->root ? VKAR__KERNEL_COPY_INPUT : VKAR__KERNEL_COPY_SLOT;
    copy->slotWord += what->root * slotWords;
    if (r == what->root && inPlace && !what->zero) /* with pZero the root's own buffer receives the zeros too */
        copy->count = 0;
}

/* REDUCE_SCATTER: the round is elements [first, first + count) of the flat
 * input of N blocks; rank r reduces the part of its block r in it, into
 * its output at that part's place in the block. */
static void vkar__reduce_scatter_params(uint32_t r, const vkar__Recording* what, uint32_t slotWords,
                                        vkar__RoundParams* out)
{
    const uint64_t blockFirst = (uint64_t)r * what->block, end = what->first + what->count;
    const uint64_t lo = vkar__max(what->first, blockFirst), hi = vkar__min(end, blockFirst + what->block);
    const uint32_t outputFirst = out->reduce[0].outputFirst;
    (void)slotWords;
    if (lo >= hi) {
        out->reduce[0].count = 0;
        return;
    }
    out->reduce[0] = vkar__narrowed(&out->reduce[0], (uint32_t)(lo - what->first), (uint32_t)(hi - lo));
    out->reduce[0].outputFirst = outputFirst + (uint32_t)(lo - blockFirst);
}

/* REDUCE: the root alone reduces; every rank publishes. */
static void vkar__reduce_params(uint32_t r, const vkar__Recording* what, uint32_t slotWords, vkar__RoundParams* out)
{
    (void)slotWords;
    if (r != what->root)
        out->reduce[0].count = 0;
}

/* ALL_GATHER: every rank publishes its piece; each copies every rank's
 * piece into that rank's block of its output (blockStride apart). */
static void vkar__all_gather_params(uint32_t r, const vkar__Recording* what, uint32_t slotWords,
                                    vkar__RoundParams* out)
{
    (void)r, (void)slotWords;
    out->reduce[0].mode = VKAR__KERNEL_GATHER;
    out->reduce[0].blockStride = what->block;
}

/* AVG's push constant: for floats the bits of 1 / N rounded to F32, for
 * integers the divisor N, the ranks of every node. */
static uint32_t vkar__average_scale(VkarComm comm, VkarDataType type)
{
    if (type == VKAR_DATA_TYPE_I32 || type == VKAR_DATA_TYPE_U32)
        return comm->allRankCount;
    return vkar__float_bits(1.0f / (float)comm->allRankCount);
}

/* Rank r's kernel parameters for round n; `base` holds what every phase
 * shares (count, the buffer's first element, the slot stride, wire, zero),
 * with slotWord at the round's parity of slots (vkar__record_round).
 * ONE_SHOT: publish into the rank's slot; sum every slot into the buffer.
 * SCATTER: the same publish; sum only the rank's share.
 * GATHER: publish the rank's share of the buffer, now the sum, on the F32
 * wire into the parity's space at the share's own place (the shares tile
 * the round's elements, which fit in one slot: slots hold 4 bytes per
 * element for every wire); then copy the other shares from there into the
 * buffer (VKAR__KERNEL_COPY_SLOT: the bits as they are). The round before,
 * SCATTER, wrote
 * the share; the parity's slots were last read by round n - 2, finished on
 * every rank before round n - 1's release (see vkar__record_round).
 * Across nodes: vkar__nodes_round_params. */
static void vkar__round_params(uint32_t r, uint32_t rankCount, const vkar__Recording* what,
                               const vkar__KernelParams* base, uint32_t slotWords, vkar__RoundParams* out)
{
    vkar__KernelParams f32 = *base;
    uint32_t first, count;
    out->publish = *base;
    out->publish.slotWord = base->slotWord + r * slotWords;
    out->reduce[0] = *base;
    out->reduce[0].rank = r;
    out->reduceDispatches = 1;
    if (what->phase == VKAR__PHASE_WHOLE) {
        vkar__ParamsFunction* const own = vkar__collectives[what->collective].params;
        if (own)
            own(r, what, slotWords, out);
        return;
    }
    vkar__share(rankCount, what->count, r, &first, &count);
    if (what->phase == VKAR__PHASE_SCATTER) {
        out->reduce[0] = vkar__narrowed(&out->reduce[0], first, count);
        return;
    }
    f32.wire = VKAR_WIRE_F32;
    f32.zero = 0;
    f32.fromOutput = 1;
    out->publish = vkar__narrowed(&f32, first, count);
    f32.fromOutput = 0;
    f32.mode = VKAR__KERNEL_COPY_SLOT;
    out->reduce[0] = vkar__narrowed(&f32, 0, first);
    out->reduce[1] = vkar__narrowed(&f32, first + count, what->count - first - count);
    out->reduceDispatches = 2;
}

/* Across nodes every collective runs as a SCATTER and a GATHER_NODES round
 * over the call's elements (a reduce-scatter's and an all-gather's: the N
 * blocks of every node's ranks).
 * SCATTER: each rank publishes its contribution (a broadcast's root its
 * buffer, the others zeros; an all-gather's ranks their input at their
 * block, zeros elsewhere: a window) and combines its share over the node's
 * ranks (AVG as SUM; a broadcast and an all-gather as U32 sums, which keep
 * the one nonzero contribution's bits) straight into the next round's
 * parity of slots, at the share's place: the space GATHER reads, which
 * round n - 1 last read (see vkar__round_params's GATHER).
 * GATHER_NODES: publishes nothing; the transport combines the node's shares
 * with the other nodes' (vkar__bridge_sum_nodes); each rank copies from
 * there what its output takes: the whole round (an all-reduce, an
 * all-gather, a broadcast, a reduce's root; AVG scaled), its block's part
 * (a reduce-scatter), or nothing (a reduce's other ranks, whose outputs
 * the call leaves as they were). */
static void vkar__nodes_round_params(uint32_t r, uint32_t rankCount, const vkar__Recording* what,
                                     const vkar__KernelParams* base, uint32_t slotWords, vkar__RoundParams* out)
{
    const vkar__CollectiveTraits* traits = &vkar__collectives[what->collective];
    const int bits = traits->movesBits;
    const uint64_t blockFirst = (uint64_t)what->nodeRank * what->block, end = what->first + what->count;
    vkar__KernelParams p = *base;
    uint32_t first, count;
    out->reduceDispatches = 1;
    if (bits) {
        p.type = VKAR_DATA_TYPE_U32;
        p.op = VKAR_REDUCE_OP_SUM;
    }
    if (what->phase == VKAR__PHASE_SCATTER) {
        if (traits->blockedOutput) {
            p.windowShift = (uint32_t)(what->first - blockFirst);
            p.windowCount = what->block;
            p.bufferFirst += p.windowShift;
        }
        out->publish = p;
        out->publish.slotWord = base->slotWord + r * slotWords;
        vkar__share(rankCount, what->count, r, &first, &count);
        p.rank = r;
        out->reduce[0] = vkar__narrowed(&p, first, count);
        out->reduce[0].outputFirst = (base->slotWord ? 0 : rankCount * slotWords) + first;
        if (base->halves) /* the node's shares in F32 words, as the slots hold elements */
            out->reduce[0].f32Words = VKAR__F32_WORDS_WRITE;
        return;
    }
    out->publish = p;
    out->publish.count = 0;
    p.wire = VKAR_WIRE_F32;
    p.zero = 0;
    if ((what->op != VKAR_REDUCE_OP_AVG && !base->halves) || bits) {
        p.mode = VKAR__KERNEL_COPY_SLOT;
    } else { /* AVG scaled, or 16-bit floats' F32 words: one rounding of each */
        p.rankCount = 1;
        p.rank = 1; /* not 0: the one "slot" is read, never the buffer */
        p.f32Words = base->halves ? VKAR__F32_WORDS_READ : VKAR__F32_WORDS_NONE;
        if (what->op != VKAR_REDUCE_OP_AVG)
            p.op = VKAR_REDUCE_OP_SUM;
    }
    out->reduce[0] = p;
    if (what->collective == VKAR__REDUCE && what->nodeRank != what->root)
        out->reduce[0].count = 0;
    if (traits->blockedInput) {
        const uint64_t lo = vkar__max(what->first, blockFirst), hi = vkar__min(end, blockFirst + what->block);
        out->reduce[0].count = 0;
        if (lo < hi) {
            out->reduce[0] = vkar__narrowed(&p, (uint32_t)(lo - what->first), (uint32_t)(hi - lo));
            out->reduce[0].outputFirst = p.outputFirst + (uint32_t)(lo - blockFirst);
        }
    }
}

/* Slot layout: the slot of rank k for round n sits at ((n % 2) * rankCount + k) * slotBytes.
 *
 * Why a slot can be overwritten: rank i publishes round n+2 into the parity that round n used. On rank i's queue that
 * publish follows its reduce of round n+1, which waited (through the bridge, or SYNC_FD imports) for every peer's
 * publish of round n+1, and each peer submitted that publish after its own reduce of round n, the last reader of this
 * parity. So every read of round n's slots has finished before any rank writes them again.
 *
 * Records rank r's publish and reduce of round n: into the library's ring when the command buffers are VK_NULL_HANDLE,
 * else into the caller's. */
static VkResult vkar__record_round(VkarComm comm, uint32_t r, uint64_t n, const vkar__Recording* what,
                                   VkCommandBuffer publishCmd, VkCommandBuffer reduceCmd)
{
    vkar__Rank* rank = &comm->ranks[r];
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    const uint32_t slotWords = (uint32_t)(comm->slotBytes / 4);
    const uint32_t parityWord = (uint32_t)(n % 2) * comm->globalRankCount * slotWords;
    const VkDescriptorSet set = rank->sets[entry];
    vkar__KernelParams base;
    vkar__RoundParams params;
    VkResult res = VK_SUCCESS;

    memset(&base, 0, sizeof base);
    base.count = what->count;
    base.slotWord = parityWord;
    base.slotStride = slotWords;
    base.rankCount = comm->globalRankCount;
    base.wire = what->wire;
    base.zero = what->zero;
    base.type = what->type;
    base.halves = vkar__type_bytes((VkarDataType)what->type) == 2;
    base.op = what->op;
    base.scale = vkar__average_scale(comm, (VkarDataType)what->type);
    /* Updating the set makes the entry's own command buffers invalid. */
    rank->recordings[entry].slotGeneration = 0;
    if (what->count)
        vkar__write_descriptors(comm, r, set, what, &base);
    if (vkar__crosses_nodes(comm) && (what->phase == VKAR__PHASE_SCATTER || what->phase == VKAR__PHASE_GATHER_NODES))
        vkar__nodes_round_params(rank->globalRank, comm->globalRankCount, what, &base, slotWords, &params);
    else
        vkar__round_params(rank->globalRank, comm->globalRankCount, what, &base, slotWords, &params);

    if (publishCmd) {
        vkar__record_phases(rank, what, publishCmd, reduceCmd, set, &params, rank->readyEvents[entry],
                            rank->events[entry]);
        return VK_SUCCESS;
    }
    res = vkar__begin_own(comm, rank, rank->publishCmds[entry]);
    if (res == VK_SUCCESS)
        res = vkar__begin_own(comm, rank, rank->reduceCmds[entry]);
    if (res == VK_SUCCESS) {
        vkar__record_phases(rank, what, rank->publishCmds[entry], rank->reduceCmds[entry], set, &params,
                            rank->readyEvents[entry], rank->events[entry]);
        res = rank->vk.vkEndCommandBuffer(rank->publishCmds[entry]);
    }
    if (res == VK_SUCCESS)
        res = rank->vk.vkEndCommandBuffer(rank->reduceCmds[entry]);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): recording round %llu failed (%d)", r, rank->name, (unsigned long long)n,
                    (int)res);
    else if (comm->flags & VKAR_COMM_CREATE_REUSE_COMMANDS_BIT)
        rank->recordings[entry] = *what;
    return res;
}

/* ---- Point to point: record ---------------------------------------------- */

/* Where rank `from`'s slot of round n starts, in every rank's slot buffer. */
static VkDeviceSize vkar__slot_start(VkarComm comm, uint64_t n, uint32_t from)
{
    return ((n % 2) * comm->globalRankCount + from) * comm->slotBytes;
}

/* Where this node's receives read round n's bytes from sender q (a rank
 * number): q's slot, or q's place in the parity's inbox, after both
 * parities' slots (vkar__inbox_ranks). */
static VkDeviceSize vkar__sender_slot(VkarComm comm, uint64_t n, uint32_t q)
{
    const uint32_t g = vkar__node_slot(comm, q);
    const uint64_t inboxSlot =
        (n % 2) * vkar__inbox_ranks(comm) + (q < comm->firstNodeRank ? q : q - comm->globalRankCount);
    if (g != UINT32_MAX)
        return vkar__slot_start(comm, n, g);
    return (2 * (VkDeviceSize)comm->globalRankCount + inboxSlot) * comm->slotBytes;
}

/* Whether chunk c travels in the group's round k, and op `side` of it (its
 * send or its receive) is global rank g's. */
static int vkar__chunk_of(const vkar__PeerPlan* plan, const vkar__PeerChunk* c, uint32_t k, uint32_t g, uint32_t side)
{
    return c->round == k && plan->ops[side].rank == g;
}

/* Exchange round n (the group's round k): rank r's sends into its slot,
 * framed as vkar__record_publish frames its kernel, with transfer stages;
 * a rank of pZero fills its chunks with zeros instead (whole words: a
 * chunk's padding in the slot is its own). */
static void vkar__record_sends(VkarComm comm, uint32_t r, uint64_t n, const vkar__PeerPlan* plan, uint32_t k,
                               VkCommandBuffer cmd, VkEvent ready)
{
    vkar__Rank* rank = &comm->ranks[r];
    const VkDeviceSize slot = vkar__slot_start(comm, n, rank->globalRank);
    const int zero = plan->zero && plan->zero[r];
    uint32_t c;
    rank->vk.vkCmdSetEvent(cmd, ready, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_WRITE_BIT,
                      VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    vkar__cmd_slot_transfer(rank, cmd, 1, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
    for (c = 0; c < plan->chunkCount; ++c) {
        const vkar__PeerChunk* chunk = &plan->chunks[c];
        const VkarPeerOp* op = &plan->ops[chunk->send];
        VkBufferCopy region;
        if (!vkar__chunk_of(plan, chunk, k, vkar__rank_number(comm, r), chunk->send))
            continue;
        if (zero) {
            rank->vk.vkCmdFillBuffer(cmd, rank->slotBuffer, slot + chunk->slotOffset, vkar__align_up(chunk->bytes, 4),
                                     0);
            continue;
        }
        region.srcOffset = op->buffer.offset + chunk->offset;
        region.dstOffset = slot + chunk->slotOffset;
        region.size = chunk->bytes;
        rank->vk.vkCmdCopyBuffer(cmd, op->buffer.buffer, rank->slotBuffer, 1, &region);
    }
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                      VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    vkar__cmd_slot_transfer(rank, cmd, 0, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
}

/* Exchange round n: rank r's receives out of its senders' slots, framed as
 * vkar__record_reduce frames its kernels (the event's wait and reset where
 * `release` is not VK_NULL_HANDLE, as vkar__record_event_reduce). */
static void vkar__record_receives(VkarComm comm, uint32_t r, uint64_t n, const vkar__PeerPlan* plan, uint32_t k,
                                  VkCommandBuffer cmd, int closing, VkEvent release)
{
    vkar__Rank* rank = &comm->ranks[r];
    uint32_t c;
    if (release)
        vkar__cmd_wait_release(rank, cmd, release, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    vkar__cmd_barrier(rank, cmd, VK_PIPELINE_STAGE_HOST_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                      VK_ACCESS_HOST_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                      VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
    vkar__cmd_slot_transfer(rank, cmd, 1, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    for (c = 0; c < plan->chunkCount; ++c) {
        const vkar__PeerChunk* chunk = &plan->chunks[c];
        const VkarPeerOp* op = &plan->ops[chunk->recv];
        VkBufferCopy region;
        if (!vkar__chunk_of(plan, chunk, k, vkar__rank_number(comm, r), chunk->recv))
            continue;
        region.srcOffset = vkar__sender_slot(comm, n, plan->ops[chunk->send].rank) + chunk->slotOffset;
        region.dstOffset = op->buffer.offset + chunk->offset;
        region.size = chunk->bytes;
        rank->vk.vkCmdCopyBuffer(cmd, rank->slotBuffer, op->buffer.buffer, 1, &region);
    }
    vkar__cmd_slot_transfer(rank, cmd, 0, VK_PIPELINE_STAGE_TRANSFER_BIT, 0);
    vkar__cmd_closing_barrier(rank, cmd, closing, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
    if (release)
        rank->vk.vkCmdResetEvent(cmd, release, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
}

/* Rank r's part of exchange round n: into the caller's command buffers, or
 * (VK_NULL_HANDLE) into the ring entry's own, which then hold no
 * collective's round to resubmit. */
static VkResult vkar__record_exchange(VkarComm comm, uint32_t r, uint64_t n, const vkar__PeerPlan* plan, uint32_t k,
                                     vkar__Release release, int closing, VkCommandBuffer publishCmd,
                                     VkCommandBuffer reduceCmd)
{
    vkar__Rank* rank = &comm->ranks[r];
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    const VkEvent wait = release == VKAR__RELEASE_EVENT ? rank->events[entry] : VK_NULL_HANDLE;
    const int own = publishCmd == VK_NULL_HANDLE;
    VkResult res = VK_SUCCESS;
    if (own) {
        rank->recordings[entry].slotGeneration = 0;
        publishCmd = rank->publishCmds[entry];
        reduceCmd = rank->reduceCmds[entry];
        res = vkar__begin_own(comm, rank, publishCmd);
        if (res == VK_SUCCESS)
            res = vkar__begin_own(comm, rank, reduceCmd);
    }
    if (res == VK_SUCCESS) {
        vkar__record_sends(comm, r, n, plan, k, publishCmd, rank->readyEvents[entry]);
        vkar__record_receives(comm, r, n, plan, k, reduceCmd, closing, wait);
    }
    if (own && res == VK_SUCCESS)
        res = rank->vk.vkEndCommandBuffer(publishCmd);
    if (own && res == VK_SUCCESS)
        res = rank->vk.vkEndCommandBuffer(reduceCmd);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): recording round %llu failed (%d)", r, rank->name, (unsigned long long)n,
                    (int)res);
    return res;
}

/* ---- Collectives: submit, and waiting for rounds ------------------------- */

/* Before round n is recorded or submitted: its ring entry's previous round
 * has finished on every rank (vkar__prepare_call), its ready event set
 * included. */
static VkResult vkar__reset_ready_events(VkarComm comm, uint64_t n)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    VkResult res = VK_SUCCESS;
    uint32_t i;
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i) {
        vkar__Rank* rank = &comm->ranks[i];
        res = rank->vk.vkResetEvent(rank->info.device, rank->readyEvents[entry]);
        if (res != VK_SUCCESS)
            VKAR__ERROR(comm, "rank %u (%s): vkResetEvent failed (%d)", i, rank->name, (int)res);
    }
    return res;
}

/* Fills rank r's plan for round n: done = 2n-1 after the publish, 2n after
 * the reduce, and the reduce submission waits on go (the round's goValues
 * entry), on the peers' imports, or (released by an event its command
 * buffer waits on) on nothing. */
static VkResult vkar__plan_round(VkarComm comm, uint32_t r, uint64_t n, vkar__Release release)
{
    vkar__Rank* rank = &comm->ranks[r];
    vkar__Plan* plan = &rank->plan;
    plan->publishSignals[0] = rank->done;
    plan->publishSignalValues[0] = 2 * n - 1;
    plan->publishSignalCount = 1;
    plan->reduceSignal = rank->done;
    plan->reduceSignalValue = 2 * n;
    plan->reduceWaitCount = 0;
    if (release == VKAR__RELEASE_SYNC_FD)
        return vkar__plan_sync_fd(comm, r, (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT));
    if (release == VKAR__RELEASE_EVENT)
        return VK_SUCCESS;
    plan->reduceWaits[0] = rank->go;
    plan->reduceWaitValues[0] = comm->goValues[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
    plan->reduceWaitStages[0] = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    plan->reduceWaitCount = 1;
    return VK_SUCCESS;
}

/* Writes round n's ring entry for the bridge thread (vkar__read_release):
 * cleared first, so that a reader who sees this go value sees the entry
 * changed. A round planned again (its first plan was never submitted, or
 * the bridge takes over a SYNC_FD round) gets the same go value. */
static void vkar__note_release(VkarComm comm, uint64_t n, vkar__Release release)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    VKAR__ATOMIC_STORE(&comm->releases[entry], (uint64_t)0);
    if (release == VKAR__RELEASE_TIMELINE)
        VKAR__ATOMIC_STORE(&comm->goValues[entry], comm->goRounds + 1);
    VKAR__ATOMIC_STORE(&comm->releases[entry], n << 2 | (uint64_t)release);
}

/* Round n was submitted, on some ranks at least: a go value it waits on is
 * spent. */
static void vkar__take_go_value(VkarComm comm, uint64_t n)
{
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    if ((comm->releases[entry] & 3) == VKAR__RELEASE_TIMELINE)
        comm->goRounds = comm->goValues[entry];
}

/* Plans round n on every rank, and notes for the bridge thread how its
 * reduces are released (before the round is posted to it). */
static VkResult vkar__plan_ranks(VkarComm comm, uint64_t n, vkar__Release release)
{
    VkResult res = VK_SUCCESS;
    uint32_t i;
    /* round n's ring entry was round n - 64's, which every rank has
     * finished (vkar__prepare_call waited for it) */
    VKAR_ASSERT(n <= comm->finishedRound + VKAR__MAX_ROUNDS_IN_FLIGHT);
    vkar__note_release(comm, n, release);
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i)
        res = vkar__plan_round(comm, i, n, release);
    return res;
}

static const VkarSemaphoreValue* vkar__entry(const VkarSemaphoreValue* array, uint32_t r, int wanted)
{
    return wanted && array && array[r].semaphore != VK_NULL_HANDLE ? &array[r] : NULL;
}

/* Rank r's batches of round n, as planned, with the caller's wait on the
 * publish of the call's first round and its signal on the reduce of the
 * last: the publish batch, the reduce batch, or both in one vkQueueSubmit. */
static VkResult vkar__submit_round(VkarComm comm, uint32_t r, uint64_t n, const VkarCollectiveInfo* info,
                                   const vkar__CallRound* round, int publish, int reduce)
{
    vkar__Rank* rank = &comm->ranks[r];
    const vkar__Plan* plan = &rank->plan;
    const uint32_t entry = (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT);
    const VkarSemaphoreValue* callerWait = vkar__entry(info->pWaits, r, round->firstOfCall);
    const VkarSemaphoreValue* callerSignal = vkar__entry(info->pSignals, r, round->lastOfCall);
    /* All commands: the ready event, set first, must follow the wait too. */
    const VkPipelineStageFlags allStages = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const VkSemaphore publishWait = callerWait ? callerWait->semaphore : VK_NULL_HANDLE;
    const uint64_t publishWaitValue = callerWait ? callerWait->value : 0;
    VkSemaphore reduceSignals[2];
    uint64_t reduceSignalValues[2];
    VkTimelineSemaphoreSubmitInfo values[2];
    VkSubmitInfo submits[2];
    VkResult res;

    reduceSignals[0] = plan->reduceSignal;
    reduceSignalValues[0] = plan->reduceSignalValue;
    reduceSignals[1] = callerSignal ? callerSignal->semaphore : VK_NULL_HANDLE;
    reduceSignalValues[1] = callerSignal ? callerSignal->value : 0;
    vkar__batch(&submits[0], &values[0], callerWait ? 1 : 0, &publishWait, &publishWaitValue, &allStages,
                &rank->publishCmds[entry], plan->publishSignalCount, plan->publishSignals, plan->publishSignalValues);
    vkar__batch(&submits[1], &values[1], plan->reduceWaitCount, plan->reduceWaits, plan->reduceWaitValues,
                plan->reduceWaitStages, &rank->reduceCmds[entry], callerSignal ? 2 : 1, reduceSignals,
                reduceSignalValues);

    res = rank->vk.vkQueueSubmit(rank->info.queue, (uint32_t)(publish + reduce), publish ? &submits[0] : &submits[1],
                                 VK_NULL_HANDLE);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "rank %u (%s): vkQueueSubmit of round %llu failed (%d)", r, rank->name,
                    (unsigned long long)n, (int)res);
    return res;
}

/* Updates comm->finishedRound from the ranks' timelines, without waiting. */
static VkResult vkar__refresh_finished(VkarComm comm)
{
    uint64_t lowest;
    uint32_t i;
    VkResult res = vkar__lowest_done(comm, &lowest, &i);
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): reading its timeline failed (%d)", i, comm->ranks[i].name,
                          (int)res);
    comm->finishedRound = lowest / 2 > comm->finishedRound ? lowest / 2 : comm->finishedRound;
    return VK_SUCCESS;
}

/* What a wait for rounds in flight that did not end in time reports: the
 * communicator's failure if it was lost meanwhile, else the driver's error,
 * else VK_ERROR_TOO_MANY_OBJECTS (the rounds are still in flight: an idle
 * caller's, or a slow GPU's; the communicator stays usable). */
static VkResult vkar__unfinished_result(VkarComm comm, VkResult waited)
{
    const VkResult failure = vkar__failure(comm, NULL, NULL);
    if (failure != VK_SUCCESS)
        return failure;
    return waited < 0 ? waited : VK_ERROR_TOO_MANY_OBJECTS;
}

/* Waits until every rank has finished round `round` (reduce included).
 * What the counters show is kept, so that in a steady stream of calls most
 * ask the driver nothing. */
static VkResult vkar__wait_rounds_finished(VkarComm comm, uint64_t round)
{
    uint64_t deadline;
    uint32_t i;
    if (round > comm->finishedRound) {
        VkResult res = vkar__refresh_finished(comm);
        if (res != VK_SUCCESS)
            return res;
    }
    if (round <= comm->finishedRound)
        return VK_SUCCESS;
    deadline = vkar__deadline(comm->timeoutNanoseconds);
    for (i = 0; i < comm->rankCount; ++i) {
        VkResult res = vkar__wait_done(comm, i, 2 * round, vkar__time_left(deadline));
        if (res != VK_SUCCESS)
            return VKAR__FAIL(comm, vkar__unfinished_result(comm, res), "rank %u (%s): round %llu has not finished "
                              "(%d)", i, comm->ranks[i].name, (unsigned long long)round, (int)res);
    }
    comm->finishedRound = round;
    return VK_SUCCESS;
}

/* Round n that ranks [first, end) could not submit in full: finish it for them from the host, so the ranks that did
 * submit are released rather than left waiting forever (their sums are meaningless; the call reports the error). A host
 * signal must stay below every pending signal of the semaphore, so each such rank's submitted work is let finish first
 * (done >= reached: the ranks of one range submitted the same part). If it cannot, the communicator is lost. */
static void vkar__abandon_round(VkarComm comm, uint32_t first, uint32_t end, uint64_t n, uint64_t reached)
{
    const uint64_t deadline = vkar__deadline(comm->timeoutNanoseconds);
    uint32_t i;
    for (i = first; i < end; ++i) {
        vkar__Rank* rank = &comm->ranks[i];
        VkResult res = vkar__wait_done(comm, i, reached, vkar__time_left(deadline));
        if (res == VK_SUCCESS)
            res = vkar__signal_timeline(rank, rank->done, 2 * n);
        if (res != VK_SUCCESS) {
            VKAR__ERROR(comm, "rank %u (%s): cannot abandon round %llu (%d); the communicator is lost", i,
                        rank->name, (unsigned long long)n, (int)res);
            vkar__record_failure(comm, VK_ERROR_DEVICE_LOST, i, n);
        }
    }
}

/* Host bridge: each rank's publish and reduce in one vkQueueSubmit. */
static VkResult vkar__submit_bridge_round(VkarComm comm, uint64_t n, const VkarCollectiveInfo* info,
                                          const vkar__CallRound* round)
{
    VkResult res = VK_SUCCESS;
    uint32_t submitted = 0;
    while (submitted < comm->rankCount && res == VK_SUCCESS) {
        res = vkar__submit_round(comm, submitted, n, info, round, 1, 1);
        submitted += res == VK_SUCCESS;
    }
    if (submitted == 0)
        return res; /* nothing of round n was submitted */
    if (res != VK_SUCCESS)
        vkar__abandon_round(comm, submitted, comm->rankCount, n, 2 * (n - 1));
    /* before the bridge hands the round's meaningless sum to the transport
     * or to the other processes */
    if (res != VK_SUCCESS && comm->topology != VKAR__TOPOLOGY_ONE_PROCESS)
        vkar__record_failure(comm, VK_ERROR_DEVICE_LOST, submitted, n);
    VKAR__ATOMIC_STORE(&comm->submittedRound, n);
    vkar__bridge_post(comm, n);
    return res;
}

/* SYNC_FD: every rank's publish, then the exchange, then every reduce. If a
 * publish or the exchange fails, or the exports take too long, the ranks
 * that published are released by the host bridge instead; after late
 * exports or a failed merge the next rounds may use SYNC_FD again. */
static VkResult vkar__submit_sync_fd_round(VkarComm comm, uint64_t n, const VkarCollectiveInfo* info,
                                           const vkar__CallRound* round)
{
    VkResult res = VK_SUCCESS, reduceRes = VK_SUCCESS, exchangeError;
    vkar__Exchange exchange = VKAR__EXCHANGED;
    uint32_t published = 0, reduced = 0;
    while (published < comm->rankCount && res == VK_SUCCESS) {
        res = vkar__submit_round(comm, published, n, info, round, 1, 0);
        published += res == VK_SUCCESS;
    }
    if (published == 0)
        return res;
    VKAR__ATOMIC_STORE(&comm->submittedRound, n);
    if (res == VK_SUCCESS)
        exchange = vkar__exchange(comm, n, VKAR__EXPORT_WAIT_NS, &exchangeError);
    else if (comm->rankCount > 1)
        vkar__exporter_post(comm, n, published, 0); /* consumes their publish semaphores */
    if (exchange == VKAR__MERGE_FAILED)
        vkar__close_exported(comm);
    if (exchange == VKAR__EXPORTS_LATE || exchange == VKAR__MERGE_FAILED)
        VKAR__WARN(comm, "round %llu: the host bridge releases it", (unsigned long long)n);
    if (res != VK_SUCCESS || exchange != VKAR__EXCHANGED) {
        if (res != VK_SUCCESS || exchange == VKAR__EXCHANGE_FAILED)
            vkar__abandon_exchange(comm, n);
        /* the reduces were recorded without an event wait */
        vkar__plan_ranks(comm, n, VKAR__RELEASE_TIMELINE);
        vkar__bridge_post(comm, n);
    }
    while (reduced < published && reduceRes == VK_SUCCESS) {
        reduceRes = vkar__submit_round(comm, reduced, n, info, round, 0, 1);
        reduced += reduceRes == VK_SUCCESS;
    }
    if (reduced < published) /* published, not reduced: their publishes finish */
        vkar__abandon_round(comm, reduced, published, n, 2 * n - 1);
    if (published < comm->rankCount) /* never published: their previous round finishes */
        vkar__abandon_round(comm, published, comm->rankCount, n, 2 * (n - 1));
    /* Every publish submitted, a failed exchange costs nothing but speed:
     * the bridge releases the round over exact sums (logged), so the caller,
     * who may not see the sums as produced after an error, sees success. */
    return res != VK_SUCCESS ? res : reduceRes;
}

static int vkar__has_waits(VkarComm comm, const VkarSemaphoreValue* waits)
{
    uint32_t i;
    for (i = 0; waits && i < comm->rankCount; ++i)
        if (waits[i].semaphore != VK_NULL_HANDLE)
            return 1;
    return 0;
}

/* A SYNC_FD export is allowed only once every signal the publish depends on
 * has been submitted (Mesa blocks until then). The caller's waits may be
 * signalled after its call returns, and an earlier round the bridge
 * releases has a reduce that waits, in queue order before this publish, on
 * a value the bridge signals later. So the GPUs release a round only when
 * it has no caller waits, the bridge has released every round posted to
 * it, and the exporter has ended every export (one still blocked is behind
 * a wait the caller has not signalled); otherwise the bridge does, without
 * blocking. */
static vkar__Release vkar__release_for(VkarComm comm, int callerWaits)
{
    const vkar__Release bridge =
        comm->releaseMode == VKAR_RELEASE_MODE_EVENT ? VKAR__RELEASE_EVENT : VKAR__RELEASE_TIMELINE;
    vkar__leave_sync_fd_after_failed_export(comm);
    if (comm->syncMode != VKAR_SYNC_MODE_SYNC_FD || callerWaits ||
        VKAR__ATOMIC_LOAD(&comm->bridge.releasedRound) < comm->lastBridgeRound || !vkar__exporter_idle(comm))
        return bridge;
    return VKAR__RELEASE_SYNC_FD;
}

/* The op each node's ranks and then the transport combine with: AVG's
 * sum, which the GATHER_NODES copy scales (vkar__round_params). */
static VkarReduceOp vkar__nodes_op(VkarReduceOp op)
{
    return op == VKAR_REDUCE_OP_AVG ? VKAR_REDUCE_OP_SUM : op;
}

/* What the transport combines a round with (vkar__HostSum::typeOp): a
 * broadcast's and an all-gather's U32 sums, which keep the bits of the one
 * node whose element is not zero, and F16 and BF16 shares as the F32 words
 * the SCATTER wrote, rounded once after (vkar__nodes_round_params). */
static uint64_t vkar__nodes_type_op(const vkar__CallRound* round)
{
    const VkarDataType type = vkar__type_bytes(round->type) == 2 ? VKAR_DATA_TYPE_F32 : round->type;
    if (vkar__collectives[round->collective].movesBits)
        return (uint64_t)VKAR_DATA_TYPE_U32 | (uint64_t)VKAR_REDUCE_OP_SUM << 8;
    return (uint64_t)type | (uint64_t)vkar__nodes_op(round->op) << 8;
}

/* Before round n is posted: its host buffer for the transport, where the
 * SCATTER reduces put the node's shares (vkar__nodes_round_params), or none. */
static void vkar__plan_host_sum(VkarComm comm, uint64_t n, const vkar__CallRound* round)
{
    vkar__HostSum* sum = &comm->hostSums[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
    const char* parity = (const char*)comm->slotHost + (n % 2) * comm->globalRankCount * comm->slotBytes;
    if (!vkar__crosses_nodes(comm))
        return; /* every entry stays empty */
    if (round->phase != VKAR__PHASE_GATHER_NODES) {
        VKAR__ATOMIC_STORE(&sum->address, (uint64_t)0);
        return;
    }
    VKAR__ATOMIC_STORE(&sum->count, (uint64_t)round->count);
    VKAR__ATOMIC_STORE(&sum->typeOp, vkar__nodes_type_op(round));
    VKAR__ATOMIC_STORE(&sum->address, (uint64_t)(uintptr_t)parity);
}

/* The words an exchange round's publishes write, from the start of each
 * sender's slot: the busiest sender's (the others' tails are copied
 * too, harmlessly, within their slots). */
static uint32_t vkar__exchange_words(const vkar__PeerPlan* plan, uint32_t k)
{
    VkDeviceSize most = 0;
    uint32_t c;
    for (c = 0; c < plan->chunkCount; ++c)
        if (plan->chunks[c].round == k)
            most = vkar__max(most, plan->chunks[c].slotOffset + plan->chunks[c].bytes);
    return (uint32_t)((most + 3) / 4);
}

/* Room for `count` messages in a ring entry's exchange; the entry's
 * previous round was released, so the bridge no longer reads it. */
static VkResult vkar__reserve_messages(VkarComm comm, vkar__HostExchange* exchange, uint32_t count)
{
    VkarHostMessage* grown;
    if (count <= exchange->capacity)
        return VK_SUCCESS;
    grown = (VkarHostMessage*)vkar__alloc(comm, count * sizeof *grown, 8);
    if (!grown)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for %u transport messages", count);
    vkar__free(comm, exchange->messages, 8);
    exchange->messages = grown;
    exchange->capacity = count;
    return VK_SUCCESS;
}

/* Chunk c's message for this node, if one of its ends is here and the
 * other on another node: a send from the sender's slot, or a receive into
 * the sender's place in the inbox (vkar__sender_slot). */
static int vkar__chunk_message(VkarComm comm, uint64_t n, const vkar__PeerPlan* plan, const vkar__PeerChunk* c,
                               VkarHostMessage* out)
{
    const uint32_t from = plan->ops[c->send].rank, to = plan->ops[c->recv].rank;
    const int sendsHere = vkar__node_slot(comm, from) != UINT32_MAX;
    if (sendsHere == (vkar__node_slot(comm, to) != UINT32_MAX))
        return 0;
    out->node = vkar__node_of(comm, sendsHere ? to : from);
    out->receive = sendsHere ? VK_FALSE : VK_TRUE;
    out->data = (char*)comm->slotHost + vkar__sender_slot(comm, n, from) + c->slotOffset;
    out->bytes = c->bytes;
    return 1;
}

/* Before round n is posted, across nodes: a group's round gets this node's
 * messages, in the plan's order of chunks, which every node follows, so
 * that two nodes' messages to each other match in order. */
static VkResult vkar__plan_host_exchange(VkarComm comm, uint64_t n, const vkar__Call* call,
                                         const vkar__CallRound* round)
{
    vkar__HostExchange* exchange = &comm->hostExchanges[n % VKAR__MAX_ROUNDS_IN_FLIGHT];
    const vkar__PeerPlan* plan = call->peers;
    uint32_t c, count = 0;
    VkResult res;
    VKAR__ATOMIC_STORE(&exchange->round, (uint64_t)0);
    if (!plan || !vkar__inbox_ranks(comm))
        return VK_SUCCESS;
    res = vkar__reserve_messages(comm, exchange, plan->chunkCount);
    for (c = 0; c < plan->chunkCount && res == VK_SUCCESS; ++c)
        if (plan->chunks[c].round == round->peerRound)
            count += (uint32_t)vkar__chunk_message(comm, n, plan, &plan->chunks[c], &exchange->messages[count]);
    if (res != VK_SUCCESS)
        return res;
    VKAR__ATOMIC_STORE(&exchange->count, count);
    VKAR__ATOMIC_STORE(&exchange->round, n);
    return VK_SUCCESS;
}

/* Before round n is posted, where the slots are copied through the host:
 * what its publishes write, which the bridge thread copies. */
static void vkar__plan_slot_copies(VkarComm comm, uint64_t n, const vkar__Call* call, const vkar__CallRound* round)
{
    const uint64_t shape = call->peers ? vkar__round_shape(VKAR__PHASE_WHOLE, VKAR_WIRE_F32,
                                                           vkar__exchange_words(call->peers, round->peerRound))
                                       : vkar__round_shape(round->phase, round->wire, round->count);
    if (vkar__copies_slots(comm))
        VKAR__ATOMIC_STORE(&comm->roundShapes[n % VKAR__MAX_ROUNDS_IN_FLIGHT], shape);
}

static void vkar__fill_rank_submit(const vkar__Plan* plan, VkarRankSubmitInfo* out)
{
    out->publishSignalCount = plan->publishSignalCount;
    out->pPublishSignalSemaphores = plan->publishSignals;
    out->pPublishSignalValues = plan->publishSignalValues;
    out->reduceWaitCount = plan->reduceWaitCount;
    out->pReduceWaitSemaphores = plan->reduceWaits;
    out->pReduceWaitValues = plan->reduceWaitValues;
    out->pReduceWaitDstStageMasks = plan->reduceWaitStages;
    out->reduceSignalCount = 1;
    out->pReduceSignalSemaphores = &plan->reduceSignal;
    out->pReduceSignalValues = &plan->reduceSignalValue;
}

/* Rank r's part of a group's exchange round n; with the record API, what
 * its submissions carry. */
static VkResult vkar__record_rank_exchange(VkarComm comm, const vkar__Call* call, const vkar__CallRound* round,
                                           uint32_t r, uint64_t n, vkar__Release release, int closing,
                                           VkarRankSubmitInfo* pRankSubmits)
{
    const int recorded = call->pPublishCommandBuffers != NULL;
    const VkResult res = vkar__record_exchange(comm, r, n, call->peers, round->peerRound, release, closing,
                                               recorded ? call->pPublishCommandBuffers[r] : VK_NULL_HANDLE,
                                               recorded ? call->pReduceCommandBuffers[r] : VK_NULL_HANDLE);
    if (recorded)
        vkar__fill_rank_submit(&comm->ranks[r].plan, &pRankSubmits[r]);
    return res;
}

/* Rank r's part of round n: the barriers its reduce ends with (only the
 * call's last round's: a signal, or the record API's flag, replaces the
 * one for the queue), and where it is recorded. The library's own command
 * buffers are recorded again only where they were recorded for another
 * round; the caller's always, with what its submissions carry. */
static VkResult vkar__record_rank(VkarComm comm, const vkar__Call* call, const vkar__CallRound* round, uint32_t r,
                                  uint64_t n, vkar__Release release, VkarRankSubmitInfo* pRankSubmits)
{
    const VkarCollectiveInfo* info = &call->info;
    const int queue = !vkar__entry(info->pSignals, r, 1) && !call->noClosingBarrier;
    const int closing =
        round->lastOfCall ? (queue ? VKAR__CLOSE_FOR_QUEUE : 0) | (call->hostRead ? VKAR__CLOSE_FOR_HOST : 0) : 0;
    vkar__Recording what;
    if (call->peers)
        return vkar__record_rank_exchange(comm, call, round, r, n, release, closing, pRankSubmits);
    what = vkar__recording_for(comm, r, &info->pBuffers[r], info->pOutputs ? &info->pOutputs[r] : NULL,
                               info->pZero && info->pZero[r], round, release, closing);
    if (call->pPublishCommandBuffers) {
        vkar__record_round(comm, r, n, &what, call->pPublishCommandBuffers[r], call->pReduceCommandBuffers[r]);
        vkar__fill_rank_submit(&comm->ranks[r].plan, &pRankSubmits[r]);
        return VK_SUCCESS;
    }
    if (vkar__can_resubmit(comm, r, (uint32_t)(n % VKAR__MAX_ROUNDS_IN_FLIGHT), &what))
        return VK_SUCCESS;
    return vkar__record_round(comm, r, n, &what, VK_NULL_HANDLE, VK_NULL_HANDLE);
}

/* Round n = comm->submittedRound + 1 on every rank: recorded into the library's ring and submitted, or (the record API)
 * recorded into the caller's command buffers, planned first so that a failure leaves them as they were, and left for
 * vkarReleaseRound. Nothing in here waits on the GPUs (a SYNC_FD export waits only until the driver has handed the
 * publish to the kernel): vkar__prepare_call made room for every round of the call. */
static VkResult vkar__run_round(VkarComm comm, const vkar__Call* call, const vkar__CallRound* round,
                                VkarRankSubmitInfo* pRankSubmits)
{
    const uint64_t n = comm->submittedRound + 1;
    const int recorded = call->pPublishCommandBuffers != NULL;
    /* a round with caller waits, or a later round of a call with them */
    const int waited =
        round->firstOfCall ? vkar__has_waits(comm, call->info.pWaits) : comm->lastWaitedRound == n - 1;
    const vkar__Release release = vkar__release_for(comm, waited);
    VkResult res = vkar__reset_ready_events(comm, n);
    uint32_t i;

    if (res == VK_SUCCESS && recorded)
        res = vkar__plan_ranks(comm, n, release);
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i)
        res = vkar__record_rank(comm, call, round, i, n, release, pRankSubmits);
    if (res == VK_SUCCESS && !recorded)
        res = vkar__plan_ranks(comm, n, release);
    if (res != VK_SUCCESS)
        return res;
    vkar__plan_host_sum(comm, n, round);
    vkar__plan_slot_copies(comm, n, call, round);
    res = vkar__plan_host_exchange(comm, n, call, round);
    if (res != VK_SUCCESS)
        return res;
    if (recorded) {
        VKAR__ATOMIC_STORE(&comm->submittedRound, n);
        vkar__take_go_value(comm, n);
        comm->unreleasedRound = n;
        comm->unreleasedSyncFd = release == VKAR__RELEASE_SYNC_FD;
        return VK_SUCCESS;
    }
    res = release == VKAR__RELEASE_SYNC_FD ? vkar__submit_sync_fd_round(comm, n, &call->info, round)
                                           : vkar__submit_bridge_round(comm, n, &call->info, round);
    if (comm->submittedRound == n) {
        vkar__take_go_value(comm, n);
        if (waited)
            comm->lastWaitedRound = n;
    }
    return res;
}

/* `algorithm` resolved: two-shot takes two rounds per slot's worth. */
static uint64_t vkar__round_count(VkarComm comm, uint64_t count, VkarAlgorithm algorithm)
{
    const uint64_t perRound = comm->maxSlotBytes / 4;
    const uint64_t pieces = count == 0 ? 1 : (count - 1) / perRound + 1;
    return algorithm == VKAR_ALGORITHM_TWO_SHOT ? 2 * pieces : pieces;
}

/* Everything a call may wait for happens here, before any of its rounds is
 * submitted: slot growth, and room in the ring for all its rounds (the ring
 * entry of round n was last used by round n - MAX_ROUNDS_IN_FLIGHT). */
static VkResult vkar__prepare_rounds(VkarComm comm, VkDeviceSize slotBytes, uint64_t rounds)
{
    VkResult res = vkar__collect_retired_slots(comm);
    if (res == VK_SUCCESS)
        res = vkar__reserve_slots(comm, vkar__max(slotBytes, VKAR__SLOT_ALIGNMENT));
    if (res == VK_SUCCESS && comm->submittedRound + rounds > VKAR__MAX_ROUNDS_IN_FLIGHT)
        res = vkar__wait_rounds_finished(comm, comm->submittedRound + rounds - VKAR__MAX_ROUNDS_IN_FLIGHT);
    return res;
}

static VkResult vkar__prepare_call(VkarComm comm, uint64_t count, VkarAlgorithm algorithm)
{
    const uint64_t largest = count < comm->maxSlotBytes / 4 ? count : comm->maxSlotBytes / 4;
    return vkar__prepare_rounds(comm, 4 * largest, vkar__round_count(comm, count, algorithm));
}

/* ---- Public functions: calls, status and queries ------------------------- */

VKAR_API VkarWire vkarResolveWire(VkarComm comm, uint64_t count, VkarWire wire)
{
    const VkDeviceSize minBytes = comm ? comm->f16WireMinBytes : VKAR__DEFAULT_F16_WIRE_MIN_BYTES;
    if (wire != VKAR_WIRE_AUTO)
        return wire;
    return count < minBytes / 4 + (minBytes % 4 != 0) ? VKAR_WIRE_F32 : VKAR_WIRE_F16;
}

VKAR_API VkarAlgorithm vkarResolveAlgorithm(VkarComm comm, uint64_t count, VkarWire wire, VkarAlgorithm algorithm)
{
    double n, f32Bytes, wireBytes, releases;
    if (algorithm != VKAR_ALGORITHM_AUTO || !comm || wire == VKAR_WIRE_Q8)
        return algorithm != VKAR_ALGORITHM_AUTO ? algorithm : VKAR_ALGORITHM_ONE_SHOT;
    if (vkar__crosses_nodes(comm))
        return VKAR_ALGORITHM_TWO_SHOT;
    /* a call whose two rounds per piece would not fit in the ring */
    if (vkar__round_count(comm, count, VKAR_ALGORITHM_TWO_SHOT) > VKAR__MAX_ROUNDS_IN_FLIGHT)
        return VKAR_ALGORITHM_ONE_SHOT;
    n = (double)comm->globalRankCount;
    f32Bytes = 4.0 * (double)count;
    wireBytes = vkarResolveWire(comm, count, wire) == VKAR_WIRE_F32 ? f32Bytes : 4.0 * (double)((count + 1) / 2);
    releases = (double)vkar__round_count(comm, count, VKAR_ALGORITHM_ONE_SHOT);
    /* Link bytes per rank, times n: ONE_SHOT n * n * wire; TWO_SHOT
     * (2n - 1) * wire + n * f32 + n * one more release per piece. */
    return (2 * n - 1) * wireBytes + n * f32Bytes + n * releases * (double)VKAR__TWO_SHOT_RELEASE_BYTES <
                   n * n * wireBytes
               ? VKAR_ALGORITHM_TWO_SHOT
               : VKAR_ALGORITHM_ONE_SHOT;
}

/* One round of `round`, or for TWO_SHOT its SCATTER and GATHER rounds: the
 * caller's waits stay on the first, its signals on the last. */
static VkResult vkar__run_piece(VkarComm comm, const vkar__Call* call, vkar__CallRound round,
                                VkarAlgorithm algorithm, VkarRankSubmitInfo* pRankSubmits)
{
    const int lastOfCall = round.lastOfCall;
    VkResult res;
    if (algorithm != VKAR_ALGORITHM_TWO_SHOT)
        return vkar__run_round(comm, call, &round, pRankSubmits); /* the collective's WHOLE round */
    round.phase = VKAR__PHASE_SCATTER;
    round.lastOfCall = 0;
    if (vkar__crosses_nodes(comm))
        round.op = vkar__nodes_op(round.op);
    res = vkar__run_round(comm, call, &round, pRankSubmits);
    round.op = call->info.op;
    round.phase = vkar__crosses_nodes(comm) ? VKAR__PHASE_GATHER_NODES : VKAR__PHASE_GATHER;
    round.firstOfCall = 0;
    round.lastOfCall = lastOfCall;
    return res == VK_SUCCESS ? vkar__run_round(comm, call, &round, pRankSubmits) : res;
}

/* With a transport or other processes, a call that failed after posting
 * part of its rounds leaves this node or process out of step with the
 * others: the communicator is lost, which the other processes see in the
 * mapping and the bridge tells the other nodes through the transport. */
static void vkar__lose_peers(VkarComm comm)
{
    vkar__record_failure(comm, VK_ERROR_DEVICE_LOST, 0, comm->submittedRound);
    if (!vkar__crosses_nodes(comm))
        return;
    vkar__mutex_lock(&comm->bridge.mutex);
    VKAR__ATOMIC_STORE(&comm->bridge.transportOwed, 1);
    vkar__cond_signal(&comm->bridge.wake);
    vkar__mutex_unlock(&comm->bridge.mutex);
}

/* The algorithm a checked call runs: an all-reduce's as asked or by the
 * link model, TWO_SHOT across nodes (vkar__nodes_round_params), else one
 * round per piece. */
static VkarAlgorithm vkar__call_algorithm(VkarComm comm, const vkar__Call* call, VkarWire wire)
{
    if (vkar__crosses_nodes(comm))
        return VKAR_ALGORITHM_TWO_SHOT;
    if (vkar__collectives[call->collective].twoShot && !call->pPublishCommandBuffers)
        return vkarResolveAlgorithm(comm, call->info.count, wire, call->info.algorithm);
    return VKAR_ALGORITHM_ONE_SHOT;
}

/* Either API's call, normalised: checked, then its pieces, each one round
 * (two for TWO_SHOT); a recorded call is one round. */
static VkResult vkar__run_call(VkarComm comm, const vkar__Call* call, VkarRankSubmitInfo* pRankSubmits,
                               uint64_t* pRound)
{
    const VkarCollectiveInfo* info = &call->info;
    const uint64_t perRound = comm->maxSlotBytes / 4;
    const uint64_t total = vkar__call_elements(comm, call->collective, info->count);
    VkarAlgorithm algorithm = VKAR_ALGORITHM_ONE_SHOT;
    vkar__CallRound round;
    uint64_t before;
    VkResult res = vkar__check_call(comm, call);

    memset(&round, 0, sizeof round);
    if (res == VK_SUCCESS) {
        round.wire = vkar__collective_wire(comm, call->collective, info->count, info->wire, info->dataType);
        algorithm = vkar__call_algorithm(comm, call, round.wire);
        res = vkar__check_round_count(comm, call, total, algorithm);
    }
    if (res == VK_SUCCESS)
        res = vkar__check_nothing_recorded(comm, call->caller);
    if (res == VK_SUCCESS)
        res = vkar__prepare_call(comm, total, algorithm);
    if (res != VK_SUCCESS)
        return res;

    round.type = info->dataType;
    round.op = info->op;
    round.root = info->root;
    round.block = (uint32_t)info->count;
    round.phase = VKAR__PHASE_WHOLE;
    round.collective = call->collective;
    before = comm->submittedRound;
    do {
        uint64_t left = total - round.first;
        round.count = (uint32_t)(left < perRound ? left : perRound);
        round.firstOfCall = round.first == 0;
        round.lastOfCall = round.first + round.count == total;
        res = vkar__run_piece(comm, call, round, algorithm, pRankSubmits);
        round.first += round.count;
    } while (res == VK_SUCCESS && round.first < total);
    if (pRound && res == VK_SUCCESS)
        *pRound = comm->submittedRound;
    if (res != VK_SUCCESS && comm->topology != VKAR__TOPOLOGY_ONE_PROCESS && comm->submittedRound > before)
        vkar__lose_peers(comm);
    return res;
}

/* A group's exchange rounds (vkar__record_exchange): all of them
 * submitted, or the one round recorded. */
static VkResult vkar__run_peer_call(VkarComm comm, const vkar__Call* call, VkarRankSubmitInfo* pRankSubmits,
                                    uint64_t* pRound)
{
    const vkar__PeerPlan* plan = call->peers;
    VkResult res = vkar__check_nothing_recorded(comm, call->caller);
    vkar__CallRound round;
    uint64_t before;
    uint32_t i;
    if (res == VK_SUCCESS && call->pPublishCommandBuffers && plan->rounds > 1)
        res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: the group takes %u rounds of %llu bytes per rank; "
                         "a recorded call is one", call->caller, plan->rounds, (unsigned long long)comm->maxSlotBytes);
    for (i = 0; i < comm->rankCount && res == VK_SUCCESS; ++i)
        res = vkar__check_command_buffers(comm, call, i);
    if (res == VK_SUCCESS)
        res = vkar__prepare_rounds(comm, plan->slotBytes, plan->rounds);
    memset(&round, 0, sizeof round);
    before = comm->submittedRound;
    for (round.peerRound = 0; round.peerRound < plan->rounds && res == VK_SUCCESS; ++round.peerRound) {
        round.firstOfCall = round.peerRound == 0;
        round.lastOfCall = round.peerRound + 1 == plan->rounds;
        res = vkar__run_round(comm, call, &round, pRankSubmits);
    }
    if (pRound && res == VK_SUCCESS)
        *pRound = comm->submittedRound;
    if (res != VK_SUCCESS && comm->topology != VKAR__TOPOLOGY_ONE_PROCESS && comm->submittedRound > before)
        vkar__lose_peers(comm);
    return res;
}

/* A group through either API: planned, run, its plan freed. */
static VkResult vkar__run_group(VkarComm comm, vkar__Call* call, const VkarPeerOp* ops, uint32_t opCount,
                                const VkBool32* zero, VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__PeerPlan plan;
    VkResult res = vkar__check_peer_topology(comm, call->caller);
    if (res == VK_SUCCESS)
        res = vkar__plan_peers(comm, call->caller, ops, opCount, zero, &plan);
    if (res != VK_SUCCESS)
        return res;
    call->peers = &plan;
    res = vkar__run_peer_call(comm, call, pRankSubmits, pRound);
    vkar__free_peer_plan(comm, &plan);
    return res;
}

/* An all-to-all's own rules, then its group: each global rank's N sends
 * (block p of its input to rank p) and N receives (block p of its output
 * from rank p), every process's (each computes the same plan), into *pOps
 * (the caller frees it). */
static VkResult vkar__all_to_all_group(VkarComm comm, const vkar__Call* call, VkarPeerOp** pOps)
{
    const VkarCollectiveInfo* info = &call->info;
    const uint32_t n = comm->allRankCount, bytes = vkar__type_bytes(info->dataType);
    VkResult res = vkar__check_peer_topology(comm, call->caller);
    VkarPeerOp* ops;
    uint32_t r, p;
    if (res == VK_SUCCESS)
        res = vkar__check_buffers_given(comm, call);
    if (res == VK_SUCCESS && !info->pOutputs)
        res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: pOutputs is NULL (an all-to-all is not in place)",
                         call->caller);
    if (res == VK_SUCCESS && ((info->wire != VKAR_WIRE_F32 && info->wire != VKAR_WIRE_AUTO) ||
                              (info->algorithm != VKAR_ALGORITHM_AUTO && info->algorithm != VKAR_ALGORITHM_ONE_SHOT)))
        res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: wire %d, algorithm %d: an all-to-all moves the "
                         "bits as they are (wire F32 or AUTO), in one kind of round (algorithm AUTO or ONE_SHOT)",
                         call->caller, (int)info->wire, (int)info->algorithm);
    if (res == VK_SUCCESS)
        res = vkar__check_type_op(comm, call->caller, info->dataType, info->op, VKAR_WIRE_F32);
    if (res == VK_SUCCESS && info->count > UINT64_MAX / 4 / n)
        res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: %llu elements per block: too many",
                         call->caller, (unsigned long long)info->count);
    for (r = 0; r < comm->rankCount && res == VK_SUCCESS; ++r)
        if (!info->pBuffers[r].buffer || !info->pOutputs[r].buffer) /* as a collective's, whatever the count */
            res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: buffer is VK_NULL_HANDLE",
                             call->caller, r);
        else if (info->pOutputs[r].buffer == info->pBuffers[r].buffer && info->count &&
            info->pOutputs[r].offset < info->pBuffers[r].offset + n * bytes * info->count &&
            info->pBuffers[r].offset < info->pOutputs[r].offset + n * bytes * info->count)
            res = VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "%s: rank %u: the output at offset %llu overlaps "
                             "the input at offset %llu (an all-to-all is not in place)", call->caller, r,
                             (unsigned long long)info->pOutputs[r].offset,
                             (unsigned long long)info->pBuffers[r].offset);
    if (res != VK_SUCCESS)
        return res;
    ops = (VkarPeerOp*)vkar__alloc(comm, 2 * (size_t)n * n * sizeof *ops, 8);
    if (!ops)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "%s: out of host memory", call->caller);
    memset(ops, 0, 2 * (size_t)n * n * sizeof *ops);
    for (r = 0; r < n; ++r)
        for (p = 0; p < n; ++p) {
            const uint32_t local = vkar__local_rank_of(comm, r);
            VkarPeerOp* send = &ops[2 * (r * n + p)];
            VkarPeerOp* recv = send + 1;
            send->type = VKAR_PEER_OP_SEND;
            recv->type = VKAR_PEER_OP_RECV;
            send->rank = recv->rank = r;
            send->peer = recv->peer = p;
            send->count = recv->count = info->count;
            send->dataType = recv->dataType = info->dataType;
            if (local == comm->rankCount)
                continue; /* another process's rank: its ranges are not read here */
            send->buffer.buffer = info->pBuffers[local].buffer;
            send->buffer.offset = info->pBuffers[local].offset + (VkDeviceSize)p * bytes * info->count;
            recv->buffer.buffer = info->pOutputs[local].buffer;
            recv->buffer.offset = info->pOutputs[local].offset + (VkDeviceSize)p * bytes * info->count;
        }
    *pOps = ops;
    return VK_SUCCESS;
}

/* Either API's all-to-all. */
static VkResult vkar__run_all_to_all(VkarComm comm, vkar__Call* call, VkarRankSubmitInfo* pRankSubmits,
                                     uint64_t* pRound)
{
    VkarPeerOp* ops = NULL;
    VkResult res = vkar__all_to_all_group(comm, call, &ops);
    if (res == VK_SUCCESS)
        res = vkar__run_group(comm, call, ops, 2 * comm->allRankCount * comm->allRankCount, call->info.pZero,
                              pRankSubmits, pRound);
    vkar__free(comm, ops, 8);
    return res;
}

/* A group's waits, signals and flags, where a collective's call keeps them. */
static VkarCollectiveInfo vkar__group_info(const VkarSendRecvInfo* info)
{
    VkarCollectiveInfo group;
    memset(&group, 0, sizeof group);
    group.pWaits = info->pWaits;
    group.pSignals = info->pSignals;
    group.flags = info->flags;
    return group;
}

/* The submit API's calls. */
/* A submit-API call of any collective or group, normalised: the
 * communicator given and alive, then the call's own checks. */
static VkResult vkar__submit_call(VkarComm comm, const VkarCollectiveInfo* info, const char* caller, vkar__Call* call)
{
    VkResult res;
    if (!comm)
        return vkar__null_argument(caller, "comm");
    res = vkar__check_comm_alive(comm);
    return res == VK_SUCCESS ? vkar__call_of_info(comm, info, caller, call) : res;
}

/* The same for the record API. */
static VkResult vkar__record_call(VkarComm comm, const VkarCmdCollectiveInfo* info,
                                  const VkarRankSubmitInfo* pRankSubmits, const uint64_t* pRound, const char* caller,
                                  vkar__Call* call)
{
    VkResult res;
    if (!comm)
        return vkar__null_argument(caller, "comm");
    res = vkar__check_comm_alive(comm);
    return res == VK_SUCCESS ? vkar__call_of_cmd_info(comm, info, pRankSubmits, pRound, caller, call) : res;
}

static VkResult vkar__collective(VkarComm comm, const VkarCollectiveInfo* pInfo, vkar__Collective collective,
                                 const char* caller)
{
    vkar__Call call;
    const VkResult res = vkar__submit_call(comm, pInfo, caller, &call);
    call.collective = collective;
    return res == VK_SUCCESS ? vkar__run_call(comm, &call, NULL, NULL) : res;
}

VKAR_API VkResult vkarAllreduce(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__begin_call();
    return vkar__returned(vkar__collective(comm, pInfo, VKAR__ALL_REDUCE, "vkarAllreduce"));
}

VKAR_API VkResult vkarReduce(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__begin_call();
    return vkar__returned(vkar__collective(comm, pInfo, VKAR__REDUCE, "vkarReduce"));
}

VKAR_API VkResult vkarBroadcast(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__begin_call();
    return vkar__returned(vkar__collective(comm, pInfo, VKAR__BROADCAST, "vkarBroadcast"));
}

VKAR_API VkResult vkarReduceScatter(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__begin_call();
    return vkar__returned(vkar__collective(comm, pInfo, VKAR__REDUCE_SCATTER, "vkarReduceScatter"));
}

VKAR_API VkResult vkarAllGather(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__begin_call();
    return vkar__returned(vkar__collective(comm, pInfo, VKAR__ALL_GATHER, "vkarAllGather"));
}

/* The record API's calls. */
static VkResult vkar__cmd_collective(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                     VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound, vkar__Collective collective,
                                     const char* caller)
{
    vkar__Call call;
    const VkResult res = vkar__record_call(comm, pInfo, pRankSubmits, pRound, caller, &call);
    call.collective = collective;
    return res == VK_SUCCESS ? vkar__run_call(comm, &call, pRankSubmits, pRound) : res;
}

VKAR_API VkResult vkarCmdAllreduce(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__begin_call();
    return vkar__returned(
        vkar__cmd_collective(comm, pInfo, pRankSubmits, pRound, VKAR__ALL_REDUCE, "vkarCmdAllreduce"));
}

VKAR_API VkResult vkarCmdReduce(VkarComm comm, const VkarCmdCollectiveInfo* pInfo, VkarRankSubmitInfo* pRankSubmits,
                                uint64_t* pRound)
{
    vkar__begin_call();
    return vkar__returned(vkar__cmd_collective(comm, pInfo, pRankSubmits, pRound, VKAR__REDUCE, "vkarCmdReduce"));
}

VKAR_API VkResult vkarCmdBroadcast(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__begin_call();
    return vkar__returned(
        vkar__cmd_collective(comm, pInfo, pRankSubmits, pRound, VKAR__BROADCAST, "vkarCmdBroadcast"));
}

VKAR_API VkResult vkarCmdReduceScatter(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                       VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__begin_call();
    return vkar__returned(vkar__cmd_collective(comm, pInfo, pRankSubmits, pRound, VKAR__REDUCE_SCATTER,
                                               "vkarCmdReduceScatter"));
}

VKAR_API VkResult vkarCmdAllGather(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                   VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__begin_call();
    return vkar__returned(
        vkar__cmd_collective(comm, pInfo, pRankSubmits, pRound, VKAR__ALL_GATHER, "vkarCmdAllGather"));
}

VKAR_API VkResult vkarSendRecv(VkarComm comm, const VkarSendRecvInfo* pInfo)
{
    VkarCollectiveInfo group;
    vkar__Call call;
    VkResult res;
    vkar__begin_call();
    if (pInfo)
        group = vkar__group_info(pInfo);
    res = vkar__submit_call(comm, pInfo ? &group : NULL, "vkarSendRecv", &call);
    if (res == VK_SUCCESS)
        res = vkar__run_group(comm, &call, pInfo->pOps, pInfo->opCount, NULL, NULL, NULL);
    return vkar__returned(res);
}

VKAR_API VkResult vkarCmdSendRecv(VkarComm comm, const VkarCmdSendRecvInfo* pInfo, VkarRankSubmitInfo* pRankSubmits,
                                  uint64_t* pRound)
{
    VkarCmdCollectiveInfo group;
    vkar__Call call;
    VkResult res;
    vkar__begin_call();
    memset(&group, 0, sizeof group);
    if (pInfo) {
        group.collective = vkar__group_info(&pInfo->sendRecv);
        group.pPublishCommandBuffers = pInfo->pPublishCommandBuffers;
        group.pReduceCommandBuffers = pInfo->pReduceCommandBuffers;
        group.flags = pInfo->flags;
    }
    res = vkar__record_call(comm, pInfo ? &group : NULL, pRankSubmits, pRound, "vkarCmdSendRecv", &call);
    if (res == VK_SUCCESS)
        res = vkar__run_group(comm, &call, pInfo->sendRecv.pOps, pInfo->sendRecv.opCount, NULL, pRankSubmits, pRound);
    return vkar__returned(res);
}

VKAR_API VkResult vkarAllToAll(VkarComm comm, const VkarCollectiveInfo* pInfo)
{
    vkar__Call call;
    VkResult res;
    vkar__begin_call();
    res = vkar__submit_call(comm, pInfo, "vkarAllToAll", &call);
    if (res == VK_SUCCESS)
        res = vkar__run_all_to_all(comm, &call, NULL, NULL);
    return vkar__returned(res);
}

VKAR_API VkResult vkarCmdAllToAll(VkarComm comm, const VkarCmdCollectiveInfo* pInfo,
                                  VkarRankSubmitInfo* pRankSubmits, uint64_t* pRound)
{
    vkar__Call call;
    VkResult res;
    vkar__begin_call();
    res = vkar__record_call(comm, pInfo, pRankSubmits, pRound, "vkarCmdAllToAll", &call);
    if (res == VK_SUCCESS)
        res = vkar__run_all_to_all(comm, &call, pRankSubmits, pRound);
    return vkar__returned(res);
}

static VkResult vkar__release_round(VkarComm comm, uint64_t round)
{
    vkar__Exchange exchange;
    VkResult res;
    if (!comm)
        return vkar__null_argument("vkarReleaseRound", "comm");
    if (round == 0 || round != comm->unreleasedRound)
        return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT,
                          "vkarReleaseRound: round %llu is not the round recorded and unreleased (%llu)",
                          (unsigned long long)round, (unsigned long long)comm->unreleasedRound);
    comm->unreleasedRound = 0;
    if (!comm->unreleasedSyncFd) {
        vkar__bridge_post(comm, round);
        return VK_SUCCESS;
    }
    /* The caller submits the reduces next, waiting on the imports: only a
     * payload imported here can release them, so the exports are waited
     * for as long as a peer is. */
    exchange = vkar__exchange(comm, round, comm->timeoutNanoseconds, &res);
    if (exchange == VKAR__EXPORTS_LATE)
        res = VK_TIMEOUT;
    if (exchange == VKAR__MERGE_FAILED) {
        VKAR__WARN(comm, "round %llu: released once every publish has finished", (unsigned long long)round);
        res = vkar__release_after_publishes(comm, round, comm->timeoutNanoseconds);
    }
    if (res != VK_SUCCESS) {
        vkar__abandon_exchange(comm, round);
        VKAR__ERROR(comm, "vkarReleaseRound: round %llu: %s; its reduces are released over meaningless sums",
                    (unsigned long long)round,
                    res == VK_TIMEOUT ? "the publishes' SYNC_FD exports did not end within the timeout"
                    : "the SYNC_FD exchange failed");
    }
    return res == VK_TIMEOUT ? VK_ERROR_TOO_MANY_OBJECTS : res;
}

VKAR_API VkResult vkarReleaseRound(VkarComm comm, uint64_t round)
{
    vkar__begin_call();
    return vkar__returned(vkar__release_round(comm, round));
}

static VkResult vkar__get_comm_status(VkarComm comm, VkarCommStatus* pStatus)
{
    VkarCommStatus status;
    uint64_t lowest;
    uint32_t rank;
    VkResult res, failure;
    if (!comm)
        return vkar__null_argument("vkarGetCommStatus", "comm");
    memset(&status, 0, sizeof status);
    status.submittedRound = VKAR__ATOMIC_LOAD(&comm->submittedRound);
    failure = vkar__failure(comm, &status.failedRound, &status.failedRank);
    res = vkar__lowest_done(comm, &lowest, &rank);
    status.finishedRound = res == VK_SUCCESS ? lowest / 2 : 0;
    if (pStatus)
        *pStatus = status;
    if (failure != VK_SUCCESS) {
        VKAR__REASON("the communicator was lost at round %llu (%d)", (unsigned long long)status.failedRound,
                     (int)failure);
        return failure;
    }
    if (res != VK_SUCCESS)
        return VKAR__FAIL(comm, res, "rank %u (%s): reading its timeline failed (%d)", rank, comm->ranks[rank].name,
                          (int)res);
    return VK_SUCCESS; /* in flight or not: finishedRound against submittedRound tells */
}

VKAR_API VkResult vkarGetCommStatus(VkarComm comm, VkarCommStatus* pStatus)
{
    vkar__begin_call();
    return vkar__returned(vkar__get_comm_status(comm, pStatus));
}

VKAR_API void vkarAbortComm(VkarComm comm)
{
    uint64_t lowest = 0;
    uint32_t rank;
    if (!comm)
        return;
    vkar__lowest_done(comm, &lowest, &rank);
    vkar__record_failure(comm, VK_ERROR_DEVICE_LOST, 0, lowest / 2 + 1);
    VKAR__ERROR(comm, "vkarAbortComm: rounds after %llu are released over meaningless sums; destroy the communicator",
                (unsigned long long)(lowest / 2));
    vkar__mutex_lock(&comm->bridge.mutex);
    VKAR__ATOMIC_STORE(&comm->bridge.aborted, 1);
    vkar__cond_signal(&comm->bridge.wake);
    vkar__mutex_unlock(&comm->bridge.mutex);
}

VKAR_API void vkarForgetBuffers(VkarComm comm)
{
    uint32_t i, e;
    for (i = 0; comm && i < comm->rankCount; ++i)
        for (e = 0; e < VKAR__MAX_ROUNDS_IN_FLIGHT; ++e)
            comm->ranks[i].recordings[e].slotGeneration = 0;
}

VKAR_API uint32_t vkarGetVersion(void)
{
    return VK_ALLREDUCE_VERSION;
}

/* A driver's error that a function passes on as it met it. */
#define VKAR__DRIVER_ERROR(name, what) \
    case name:                         \
        return #name ": the driver's error: " what

VKAR_API const char* vkarGetResultString(VkResult result)
{
    switch ((int)result) {
    case VK_SUCCESS:
        return "VK_SUCCESS: succeeded; its work may still be in flight (status: not lost)";
    case VK_ERROR_VALIDATION_FAILED_EXT:
        return "VK_ERROR_VALIDATION_FAILED_EXT: an invalid argument; nothing was done";
    case VK_ERROR_TOO_MANY_OBJECTS:
        return "VK_ERROR_TOO_MANY_OBJECTS: what the call waits for did not end in time";
    case VK_ERROR_DEVICE_LOST:
        return "VK_ERROR_DEVICE_LOST: the communicator is lost; destroy it";
    case VK_ERROR_FEATURE_NOT_PRESENT:
        return "VK_ERROR_FEATURE_NOT_PRESENT: the devices or platform cannot do this";
    case VK_ERROR_EXTENSION_NOT_PRESENT:
        return "VK_ERROR_EXTENSION_NOT_PRESENT: a device lacks VK_EXT_external_memory_host";
    case VK_ERROR_INITIALIZATION_FAILED:
        return "VK_ERROR_INITIALIZATION_FAILED: creation failed; nothing was created";
    case VK_ERROR_OUT_OF_HOST_MEMORY:
        return "VK_ERROR_OUT_OF_HOST_MEMORY: a host allocation failed";
    VKAR__DRIVER_ERROR(VK_ERROR_OUT_OF_DEVICE_MEMORY, "device memory ran out");
    VKAR__DRIVER_ERROR(VK_ERROR_INVALID_EXTERNAL_HANDLE, "an import failed");
    VKAR__DRIVER_ERROR(VK_ERROR_MEMORY_MAP_FAILED, "a memory mapping failed");
    VKAR__DRIVER_ERROR(VK_ERROR_OUT_OF_POOL_MEMORY, "a pool ran out");
    VKAR__DRIVER_ERROR(VK_ERROR_FRAGMENTED_POOL, "a pool is fragmented");
    VKAR__DRIVER_ERROR(VK_ERROR_FRAGMENTATION, "fragmented memory");
    VKAR__DRIVER_ERROR(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS, "allocation failed");
    VKAR__DRIVER_ERROR(VK_ERROR_INVALID_SHADER_NV, "the kernels were refused");
    VKAR__DRIVER_ERROR(VK_ERROR_UNKNOWN, "no reason given");
    default:
        return "not a code vk_allreduce returns";
    }
}
#undef VKAR__DRIVER_ERROR

VKAR_API const char* vkarGetLastError(void)
{
    return vkar__lastError;
}

VKAR_API void vkarGetCommProperties(VkarComm comm, VkarCommProperties* pProperties)
{
    if (!comm || !pProperties)
        return;
    memset(pProperties, 0, sizeof *pProperties);
    pProperties->syncMode = comm->syncMode;
    pProperties->releaseMode = comm->releaseMode;
    pProperties->rankCount = comm->rankCount;
    pProperties->slotCapacityBytes = comm->slotBytes;
    pProperties->maxElementsPerRound = comm->maxSlotBytes / 4;
    pProperties->maxRoundsInFlight = VKAR__MAX_ROUNDS_IN_FLIGHT;
    pProperties->f16WireMinBytes = comm->f16WireMinBytes;
    pProperties->timeoutNanoseconds = comm->timeoutNanoseconds;
    pProperties->crossesNodes = vkar__crosses_nodes(comm) ? VK_TRUE : VK_FALSE;
    pProperties->globalRankCount = comm->globalRankCount;
    pProperties->slotsCopiedThroughHost = vkar__copies_slots(comm) ? VK_TRUE : VK_FALSE;
    pProperties->pSyncModeReason = comm->syncModeReason;
}

/* ---- Public functions: creation and destruction -------------------------- */

/* `failed`: creation failed, which the other processes are told. */
static void vkar__free_comm(VkarComm comm, int failed)
{
    uint32_t i;
    vkar__bridge_stop(comm);
    vkar__exporter_stop(comm, 1);
    vkar__free_retired_slots(comm);
    vkar__release_slots(comm);
    vkar__detach_processes(comm, failed);
    for (i = 0; comm->ranks && i < comm->rankCount; ++i)
        vkar__destroy_rank(comm, &comm->ranks[i]);
    for (i = 0; i < VKAR__MAX_ROUNDS_IN_FLIGHT; ++i)
        vkar__free(comm, comm->hostExchanges[i].messages, 8);
    vkar__free(comm, comm->nodeFirstRanks, 8);
    vkar__free(comm, comm->ranks, 8);
    vkar__free(comm, comm, 8);
}

/* Across nodes with pfnReduceHost, creation ends in an exchange that every node joins, whether its own creation
 * succeeded or not, so that a failure on one node fails creation on all of them instead of leaving the others blocked
 * in the transport (a node that never joins) or holding a communicator whose first call can never be matched. Its first
 * call, a U32 SUM with each node's rank count at its place (one element without nodeCount), carries the node's success
 * as `valid`; the second, a U32 MIN of each node's largest slot in VKAR__SLOT_ALIGNMENT units, sets one round size for
 * every node: the slot limit depends on the node's devices and its rank count, and nodes that cut a call differently
 * make mismatched transport calls. */
static uint32_t vkar__node_places(const VkarTransport* t)
{
    return t->nodeCount ? t->nodeCount : 1;
}

/* The failed node's part: one call with no data, which the transport
 * answers with an error on every node. Returns `res`. */
static VkResult vkar__tell_nodes_creation_failed(const VkarTransport* t, VkResult res)
{
    if (t && t->pfnReduceHost)
        (void)t->pfnReduceHost(t->pUserData, NULL, vkar__node_places(t), VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_SUM,
                               VK_FALSE);
    return res;
}

/* The ranks of every node, which AVG divides by, and with nodeCount those
 * before this node's. */
/* Every node's first rank, and allRankCount after the last. */
static VkResult vkar__keep_node_first_ranks(VkarComm comm, const uint32_t* firsts, uint32_t places, uint32_t total)
{
    comm->nodeFirstRanks = (uint32_t*)vkar__alloc(comm, (places + 1) * sizeof *comm->nodeFirstRanks, 8);
    if (!comm->nodeFirstRanks) {
        VKAR__ERROR(comm, "out of host memory for %u nodes", places);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    memcpy(comm->nodeFirstRanks, firsts, places * sizeof *firsts);
    comm->nodeFirstRanks[places] = total;
    return VK_SUCCESS;
}

static VkResult vkar__count_node_ranks(VkarComm comm)
{
    const VkarTransport* t = &comm->transport;
    const uint32_t places = vkar__node_places(t);
    uint32_t* counts = (uint32_t*)vkar__alloc_zeroed(comm, places * sizeof *counts);
    VkResult res = VK_ERROR_INITIALIZATION_FAILED;
    uint32_t m, total = 0;
    if (!counts) {
        VKAR__ERROR(comm, "out of host memory for %u nodes", places);
        return vkar__tell_nodes_creation_failed(t, VK_ERROR_OUT_OF_HOST_MEMORY);
    }
    counts[t->nodeCount ? t->nodeIndex : 0] = comm->rankCount;
    if (t->pfnReduceHost(t->pUserData, counts, places, VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_SUM, VK_TRUE) ==
        VK_SUCCESS) {
        for (m = 0; m < places; ++m) {
            if (t->nodeCount && m == t->nodeIndex)
                comm->firstNodeRank = total;
            total += counts[m];
            counts[m] = total - counts[m]; /* now the node's first rank, for point to point */
        }
        res = total >= comm->rankCount && total <= VKAR_MAX_GLOBAL_RANKS ? VK_SUCCESS : VK_ERROR_INITIALIZATION_FAILED;
    }
    if (res == VK_SUCCESS && t->nodeCount)
        res = vkar__keep_node_first_ranks(comm, counts, places, total);
    vkar__free(comm, counts, 8);
    if (res != VK_SUCCESS)
        VKAR__ERROR(comm, "creation failed on another node, or the transport failed to count the nodes' ranks "
                    "(%u counted)", total);
    comm->allRankCount = total;
    return res;
}

static VkResult vkar__agree_round_size(VkarComm comm)
{
    const VkarTransport* t = &comm->transport;
    uint32_t units = (uint32_t)vkar__min(comm->maxSlotBytes / VKAR__SLOT_ALIGNMENT, UINT32_MAX);
    if (t->pfnReduceHost(t->pUserData, &units, 1, VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_MIN, VK_TRUE) != VK_SUCCESS ||
        units == 0)
        return VKAR__FAIL(comm, VK_ERROR_INITIALIZATION_FAILED,
                          "the transport failed to agree on the nodes' round size");
    comm->maxSlotBytes = (VkDeviceSize)units * VKAR__SLOT_ALIGNMENT;
    return VK_SUCCESS;
}

static VkResult vkar__join_nodes(VkarComm comm)
{
    VkResult res = vkar__count_node_ranks(comm);
    return res == VK_SUCCESS ? vkar__agree_round_size(comm) : res;
}

/* Without pfnReduceHost there is no exchange: every node cuts a call by
 * its maxSlotBytes alone, so a node whose devices cannot hold that much
 * refuses it rather than cutting smaller than its peers. */
static VkResult vkar__check_node_slot_limit(VkarComm comm, VkDeviceSize requested)
{
    const VkDeviceSize wanted = vkar__max(requested / VKAR__SLOT_ALIGNMENT * VKAR__SLOT_ALIGNMENT, VKAR__SLOT_ALIGNMENT);
    if (!requested || comm->transport.pfnReduceHost || comm->maxSlotBytes == wanted)
        return VK_SUCCESS;
    return VKAR__FAIL(comm, VK_ERROR_VALIDATION_FAILED_EXT, "invalid create info: maxSlotBytes %llu is more than this "
                      "node's devices hold (%llu with %u ranks); a transport without pfnReduceHost cuts every node's "
                      "calls by maxSlotBytes alone, so pass one that every node can hold",
                      (unsigned long long)requested, (unsigned long long)comm->maxSlotBytes, comm->rankCount);
}

static VkResult vkar__init_comm(VkarComm comm, const VkarCommCreateInfo* ci, VkarSyncMode syncMode)
{
    const uint64_t deadline = vkar__deadline(comm->timeoutNanoseconds);
    vkar__InstanceFunctions ifn;
    VkResult res;
    uint32_t i;

    memset(&ifn, 0, sizeof ifn);
    res = vkar__load_instance_functions(comm, ci, &ifn);
    if (res != VK_SUCCESS)
        return res;
    comm->ranks = (vkar__Rank*)vkar__alloc_zeroed(comm, ci->rankCount * sizeof *comm->ranks);
    if (!comm->ranks)
        return VKAR__FAIL(comm, VK_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for %u ranks", ci->rankCount);
    comm->rankCount = ci->rankCount;
    comm->globalRankCount = ci->pMultiProcess ? ci->pMultiProcess->globalRankCount : ci->rankCount;
    if (ci->pMultiProcess)
        memcpy(comm->sharedName, ci->pMultiProcess->uniqueId.text, VKAR_UNIQUE_ID_BYTES);
    comm->topology = ci->pTransport      ? VKAR__TOPOLOGY_NODES
                     : ci->pMultiProcess ? VKAR__TOPOLOGY_PROCESSES
                                         : VKAR__TOPOLOGY_ONE_PROCESS;
    comm->allRankCount = comm->globalRankCount;
    if (ci->pTransport)
        comm->transport = *ci->pTransport;
    comm->slotHostAlignment = 4096;
    for (i = 0; i < ci->rankCount && res == VK_SUCCESS; ++i) {
        comm->ranks[i].info = ci->pRanks[i];
        comm->ranks[i].globalRank = ci->pMultiProcess ? ci->pMultiProcess->pGlobalRanks[i] : i;
        res = vkar__init_rank(comm, i, &ifn);
        comm->slotHostAlignment = (size_t)vkar__max(comm->slotHostAlignment, comm->ranks[i].importAlignment);
    }
    if (res == VK_SUCCESS)
        vkar__choose_external_family(comm, ci->pMultiProcess != NULL);
    if (res == VK_SUCCESS)
        res = vkar__choose_sync_mode(comm, syncMode, &ifn);
    if (res == VK_SUCCESS && comm->syncMode == VKAR_SYNC_MODE_SYNC_FD) {
        int stranded = 0;
        comm->syncFdSetupSeverity =
            syncMode == VKAR_SYNC_MODE_AUTO ? VKAR_LOG_SEVERITY_WARNING : VKAR_LOG_SEVERITY_ERROR;
        res = vkar__init_sync_fd(comm, &stranded);
        if (res != VK_SUCCESS && syncMode == VKAR_SYNC_MODE_AUTO && !stranded) {
            vkar__fall_back_to_bridge(comm, res);
            res = VK_SUCCESS;
        }
        if (res != VK_SUCCESS && syncMode == VKAR_SYNC_MODE_AUTO)
            VKAR__ERROR(comm, "setting up SYNC_FD mode failed (%d), and the host bridge cannot take over: a batch "
                        "still waits on the library's semaphore", (int)res);
    }
    if (res != VK_SUCCESS)
        return res;
    if (!ci->pMultiProcess) {
        comm->maxSlotBytes = vkar__slot_limit(comm, ci->maxSlotBytes);
        res = vkar__check_node_slot_limit(comm, ci->maxSlotBytes);
        return res == VK_SUCCESS ? vkar__bridge_start(comm) : res;
    }
    comm->maxSlotBytes =
        vkar__slot_limit(comm, ci->maxSlotBytes ? ci->maxSlotBytes : VKAR__DEFAULT_PROCESS_SLOT_BYTES);
    res = vkar__attach_processes(comm, deadline);
    if (res == VK_SUCCESS)
        res = vkar__bridge_start(comm);
    return res == VK_SUCCESS ? vkar__join_processes(comm, deadline) : res;
}

/* A decimal environment value in [min, max] (unset or empty: *pValue is kept); returns 0, logged, when it is not
 * one. */
static int vkar__read_number(VkarComm comm, const char* name, const char* text, unsigned long long min,
                             unsigned long long max, unsigned long long* pValue)
{
    char* end;
    unsigned long long value;
    if (!text || !*text)
        return 1;
    errno = 0;
    value = strtoull(text, &end, 10);
    if (end == text || *end || errno || value < min || value > max || text[0] == '-')
        return VKAR__FAIL(comm, 0, "%s=%s: expected a whole number from %llu to %llu", name, text, min, max);
    *pValue = value;
    return 1;
}

/* One of the three `names` (index i means value first + i; unset or empty: *pValue is kept); returns 0, logged,
 * when `text` is none of them. */
static int vkar__read_choice(VkarComm comm, const char* name, const char* text, const char* const* names, int first,
                             int* pValue)
{
    int i;
    if (!text || !*text)
        return 1;
    for (i = 0; i < 3; ++i) {
        if (strcmp(text, names[i]) == 0) {
            *pValue = first + i;
            return 1;
        }
    }
    return VKAR__FAIL(comm, 0, "%s=%s: expected %s, %s or %s", name, text, names[0], names[1], names[2]);
}

/* Overrides comm's settings and *pSyncMode with VKAR_DISABLE, VKAR_SYNC,
 * VKAR_RELEASE, VKAR_SPIN_US, VKAR_TIMEOUT_MS and VKAR_THREAD_AFFINITY
 * (see vkarCreateComm). */
static VkResult vkar__read_environment(VkarComm comm, VkarSyncMode* pSyncMode)
{
    static const char* const syncNames[] = {"auto", "bridge", "sync_fd"};
    static const char* const releaseNames[] = {"auto", "timeline", "event"};
    const char* disable = getenv("VKAR_DISABLE");
    const char* sync = getenv("VKAR_SYNC");
    const char* release = getenv("VKAR_RELEASE");
    const char* spin = getenv("VKAR_SPIN_US");
    const char* timeout = getenv("VKAR_TIMEOUT_MS");
    const char* affinity = getenv("VKAR_THREAD_AFFINITY");
    static const char* const affinityNames[] = {"auto", "keep", "move"};
    int syncChoice = (int)*pSyncMode, releaseChoice = (int)comm->releaseMode, affinityChoice = -1;
    unsigned long long spinUs = comm->spinMicroseconds, timeoutMs = 0;
    if (disable && *disable && strcmp(disable, "0") != 0)
        return VKAR__FAIL(comm, VK_ERROR_FEATURE_NOT_PRESENT, "VKAR_DISABLE=%s: not creating a communicator", disable);
    if (!vkar__read_choice(comm, "VKAR_SYNC", sync, syncNames, VKAR_SYNC_MODE_AUTO, &syncChoice) ||
        !vkar__read_choice(comm, "VKAR_RELEASE", release, releaseNames, VKAR_RELEASE_MODE_AUTO, &releaseChoice) ||
        !vkar__read_number(comm, "VKAR_SPIN_US", spin, 0, VKAR__MAX_SPIN_US, &spinUs) ||
        !vkar__read_number(comm, "VKAR_TIMEOUT_MS", timeout, 1, 86400000ull, &timeoutMs) ||
        !vkar__read_choice(comm, "VKAR_THREAD_AFFINITY", affinity, affinityNames, 0, &affinityChoice))
        return VK_ERROR_VALIDATION_FAILED_EXT;
    *pSyncMode = (VkarSyncMode)syncChoice;
    comm->releaseMode = (VkarReleaseMode)releaseChoice;
    comm->spinMicroseconds = (uint32_t)spinUs;
    if (timeoutMs)
        comm->timeoutNanoseconds = 1000000ull * timeoutMs;
    if (affinityChoice == 1)
        comm->flags |= VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT;
    else if (affinityChoice >= 0)
        comm->flags &= ~(VkarCommCreateFlags)VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT;
    return VK_SUCCESS;
}

static VkResult vkar__create_comm(const VkarCommCreateInfo* pCreateInfo, VkarComm* pComm)
{
    VkarComm comm;
    struct VkarComm_T scratch;
    VkarSyncMode syncMode;
    VkResult res;

    if (pComm)
        *pComm = VK_NULL_HANDLE;
    if (!pComm || !pCreateInfo)
        return vkar__null_argument("vkarCreateComm", pComm ? "pCreateInfo" : "pComm");
    syncMode = pCreateInfo->syncMode;

    /* A stack copy carries the allocator and logger until the real one exists. */
    memset(&scratch, 0, sizeof scratch);
    scratch.pfnLog = pCreateInfo->pfnLog;
    scratch.pLogUserData = pCreateInfo->pLogUserData;
    scratch.hasAllocator = pCreateInfo->pAllocationCallbacks != NULL;
    if (scratch.hasAllocator)
        scratch.allocator = *pCreateInfo->pAllocationCallbacks;
    res = vkar__check_create_info(&scratch, pCreateInfo);
    if (res != VK_SUCCESS)
        return vkar__tell_nodes_creation_failed(pCreateInfo->pTransport, res);
    scratch.flags = pCreateInfo->flags;
    scratch.releaseMode = pCreateInfo->releaseMode;
    scratch.spinMicroseconds = pCreateInfo->spinMicroseconds ? pCreateInfo->spinMicroseconds : VKAR__DEFAULT_SPIN_US;
    scratch.timeoutNanoseconds = pCreateInfo->timeoutNanoseconds ? pCreateInfo->timeoutNanoseconds : VKAR__DEFAULT_TIMEOUT_NS;
    scratch.f16WireMinBytes = pCreateInfo->f16WireMinBytes ? pCreateInfo->f16WireMinBytes
                                                           : VKAR__DEFAULT_F16_WIRE_MIN_BYTES;
    res = pCreateInfo->flags & VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT ? VK_SUCCESS
                                                                        : vkar__read_environment(&scratch, &syncMode);
    if (res != VK_SUCCESS)
        return vkar__tell_nodes_creation_failed(pCreateInfo->pTransport, res);
    /* VKAR_SYNC sets the mode of communicators that can take it */
    if ((pCreateInfo->pTransport || pCreateInfo->pMultiProcess) && pCreateInfo->syncMode != VKAR_SYNC_MODE_SYNC_FD)
        syncMode = VKAR_SYNC_MODE_HOST_BRIDGE;
    if (scratch.releaseMode == VKAR_RELEASE_MODE_AUTO)
        scratch.releaseMode = VKAR_RELEASE_MODE_TIMELINE;

    comm = (VkarComm)vkar__alloc(&scratch, sizeof *comm, 8);
    if (!comm) {
        VKAR__ERROR(&scratch, "out of host memory for the communicator");
        return vkar__tell_nodes_creation_failed(pCreateInfo->pTransport, VK_ERROR_OUT_OF_HOST_MEMORY);
    }
    *comm = scratch;
    res = vkar__init_comm(comm, pCreateInfo, syncMode);
    if (res != VK_SUCCESS)
        vkar__tell_nodes_creation_failed(pCreateInfo->pTransport, res);
    else if (comm->transport.pfnReduceHost)
        res = vkar__join_nodes(comm);
    if (res != VK_SUCCESS) {
        vkar__free_comm(comm, 1);
        return res;
    }
    VKAR__INFO(comm, "%u rank%s, %s, release %s%s", comm->rankCount, comm->rankCount == 1 ? "" : "s",
               comm->syncMode == VKAR_SYNC_MODE_SYNC_FD ? "SYNC_FD" : "host bridge",
               comm->releaseMode == VKAR_RELEASE_MODE_EVENT ? "event" : "timeline",
               vkar__copies_slots(comm) ? ", slots copied through the host" : "");
    *pComm = comm;
    return VK_SUCCESS;
}

VKAR_API VkResult vkarCreateComm(const VkarCommCreateInfo* pCreateInfo, VkarComm* pComm)
{
    vkar__begin_call();
    return vkar__returned(vkar__create_comm(pCreateInfo, pComm));
}

/* Polls `fence` every 100 microseconds until `deadline`: VK_SUCCESS once
 * signalled, VK_TIMEOUT, or the driver's error. Polled rather than waited
 * for: a blocking vkWaitForFences stalls for 10 s in some Khronos
 * validation layers (Debian 12's 1.3.239) while a queue holds a wait
 * that is not yet signalled. */
static VkResult vkar__poll_fence(vkar__Rank* rank, VkFence fence, uint64_t deadline)
{
    const struct timespec pause = {0, 100000};
    for (;;) {
        VkResult res = rank->vk.vkGetFenceStatus(rank->info.device, fence);
        if (res != VK_NOT_READY)
            return res;
        if (vkar__now_ns() >= deadline)
            return VK_TIMEOUT;
        nanosleep(&pause, NULL);
    }
}

/* The rounds have finished, but a driver's submit thread may still be
 * tidying up after the last one (Mesa 22's lavapipe touches the
 * submission's semaphores after signalling them). A fence submitted behind
 * them signals once it is done; unlike vkQueueWaitIdle its wait is bounded
 * (the caller's own work queued since counts too). */
static VkResult vkar__drain_queue(VkarComm comm, uint32_t r)
{
    vkar__Rank* rank = &comm->ranks[r];
    VkFenceCreateInfo info;
    VkFence fence;
    VkResult res;
    VKAR__INIT_STRUCT(info, VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
    res = rank->vk.vkCreateFence(rank->info.device, &info, NULL, &fence);
    if (res != VK_SUCCESS)
        return res;
    res = rank->vk.vkQueueSubmit(rank->info.queue, 0, NULL, fence);
    if (res == VK_SUCCESS)
        res = vkar__poll_fence(rank, fence, vkar__deadline(comm->timeoutNanoseconds));
    if (res != VK_TIMEOUT)
        rank->vk.vkDestroyFence(rank->info.device, fence, NULL); /* else still in use: leaked */
    return res;
}

VKAR_API void vkarDestroyComm(VkarComm comm)
{
    uint32_t i;
    if (!comm)
        return;
    /* After vkarAbortComm too: the rounds it released finish once their
     * ranks run them, and a caller that aborts and recreates communicators
     * must not leak one each time (nor, under load, one whose released
     * rounds were still draining). */
    if (vkar__wait_rounds_finished(comm, comm->submittedRound) != VK_SUCCESS) {
        /* Freeing objects a pending submission still uses would be undefined behaviour; leaking them is the lesser
         * harm. The reduces still waiting for a release get it, so that no queue waits forever on the library (a stuck
         * rank's queue drains once its wait is signalled). */
        VKAR__WARN(comm, "vkarDestroyComm: rounds still in flight; their resources are leaked");
        vkar__bridge_stop(comm);
        vkar__exporter_stop(comm, 0);
        vkar__release_behind(comm, comm->submittedRound);
        return;
    }
    for (i = 0; i < comm->rankCount; ++i) {
        if (vkar__drain_queue(comm, i) != VK_SUCCESS) {
            VKAR__WARN(comm, "vkarDestroyComm: rank %u's queue did not drain; the communicator is leaked", i);
            vkar__bridge_stop(comm);
            vkar__exporter_stop(comm, 0);
            return;
        }
    }
    vkar__free_comm(comm, 0);
}

/* ---- Generated SPIR-V ---------------------------------------------------- */

/* BEGIN GENERATED SPIR-V: written by spirv_embed from shaders/, do not edit */
/* shaders/publish.comp: 22832 bytes of SPIR-V as little-endian words */
static const uint32_t vkar__spirv_publish[5708] = {
    0x07230203, 0x00010300, 0x000d000b, 0x00000a8c, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0007000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x0000028b, 0x000002e0, 0x00060010,
    0x00000004, 0x00000011, 0x00000100, 0x00000001, 0x00000001, 0x00050048, 0x00000048, 0x00000000,
    0x00000023, 0x00000000, 0x00050048, 0x00000048, 0x00000001, 0x00000023, 0x00000004, 0x00050048,
    0x00000048, 0x00000002, 0x00000023, 0x00000008, 0x00050048, 0x00000048, 0x00000003, 0x00000023,
    0x0000000c, 0x00050048, 0x00000048, 0x00000004, 0x00000023, 0x00000010, 0x00050048, 0x00000048,
    0x00000005, 0x00000023, 0x00000014, 0x00050048, 0x00000048, 0x00000006, 0x00000023, 0x00000018,
    0x00050048, 0x00000048, 0x00000007, 0x00000023, 0x0000001c, 0x00050048, 0x00000048, 0x00000008,
    0x00000023, 0x00000020, 0x00050048, 0x00000048, 0x00000009, 0x00000023, 0x00000024, 0x00050048,
    0x00000048, 0x0000000a, 0x00000023, 0x00000028, 0x00050048, 0x00000048, 0x0000000b, 0x00000023,
    0x0000002c, 0x00050048, 0x00000048, 0x0000000c, 0x00000023, 0x00000030, 0x00050048, 0x00000048,
    0x0000000d, 0x00000023, 0x00000034, 0x00050048, 0x00000048, 0x0000000e, 0x00000023, 0x00000038,
    0x00050048, 0x00000048, 0x0000000f, 0x00000023, 0x0000003c, 0x00050048, 0x00000048, 0x00000010,
    0x00000023, 0x00000040, 0x00050048, 0x00000048, 0x00000011, 0x00000023, 0x00000044, 0x00050048,
    0x00000048, 0x00000012, 0x00000023, 0x00000048, 0x00030047, 0x00000048, 0x00000002, 0x00040047,
    0x0000022a, 0x00000006, 0x00000004, 0x00040048, 0x0000022b, 0x00000000, 0x00000018, 0x00050048,
    0x0000022b, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x0000022b, 0x00000002, 0x00040047,
    0x0000022d, 0x00000022, 0x00000000, 0x00040047, 0x0000022d, 0x00000021, 0x00000002, 0x00040047,
    0x00000234, 0x00000006, 0x00000004, 0x00040048, 0x00000235, 0x00000000, 0x00000018, 0x00050048,
    0x00000235, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000235, 0x00000002, 0x00040047,
    0x00000237, 0x00000022, 0x00000000, 0x00040047, 0x00000237, 0x00000021, 0x00000000, 0x00040047,
    0x0000028b, 0x0000000b, 0x0000001c, 0x00040047, 0x00000297, 0x00000006, 0x00000004, 0x00040048,
    0x00000298, 0x00000000, 0x00000019, 0x00050048, 0x00000298, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000298, 0x00000002, 0x00040047, 0x0000029a, 0x00000022, 0x00000000, 0x00040047,
    0x0000029a, 0x00000021, 0x00000001, 0x00040047, 0x000002e0, 0x0000000b, 0x00000018, 0x00040047,
    0x00000325, 0x0000000b, 0x00000019, 0x00020013, 0x00000002, 0x00030021, 0x00000003, 0x00000002,
    0x00040015, 0x00000006, 0x00000020, 0x00000000, 0x00020014, 0x00000008, 0x0015001e, 0x00000048,
    0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00040020, 0x00000049, 0x00000009, 0x00000048, 0x0004003b,
    0x00000049, 0x0000004a, 0x00000009, 0x00040015, 0x0000004b, 0x00000020, 0x00000001, 0x0004002b,
    0x0000004b, 0x0000004c, 0x00000010, 0x00040020, 0x0000004d, 0x00000009, 0x00000006, 0x0004002b,
    0x00000006, 0x00000050, 0x00000000, 0x0004002b, 0x0000004b, 0x00000055, 0x0000000f, 0x0004002b,
    0x00000006, 0x00000060, 0x00000010, 0x0004002b, 0x00000006, 0x00000062, 0x00000001, 0x0004002b,
    0x00000006, 0x00000066, 0x0000ffff, 0x0004002b, 0x00000006, 0x0000006d, 0x00008000, 0x0004002b,
    0x00000006, 0x00000071, 0x7fffffff, 0x0004002b, 0x00000006, 0x00000074, 0x7f800000, 0x0004002b,
    0x00000006, 0x00000079, 0x00007e00, 0x0004002b, 0x00000006, 0x0000007d, 0x477ff000, 0x0004002b,
    0x00000006, 0x00000082, 0x00007c00, 0x0004002b, 0x00000006, 0x00000086, 0x38800000, 0x0004002b,
    0x00000006, 0x0000008c, 0x38000000, 0x0004002b, 0x00000006, 0x0000008e, 0x00000fff, 0x0004002b,
    0x0000004b, 0x00000090, 0x0000000d, 0x0004002b, 0x00000006, 0x0000009c, 0x33000000, 0x0004002b,
    0x0000004b, 0x000000a4, 0x00000017, 0x0004002b, 0x00000006, 0x000000a8, 0x007fffff, 0x0004002b,
    0x00000006, 0x000000aa, 0x00800000, 0x0004002b, 0x00000006, 0x000000ad, 0x0000007e, 0x0004002b,
    0x0000004b, 0x000000dd, 0x0000000a, 0x0004002b, 0x00000006, 0x000000df, 0x0000001f, 0x0004002b,
    0x00000006, 0x000000e3, 0x000003ff, 0x0004002b, 0x00000006, 0x000000f5, 0x00000070, 0x00030016,
    0x00000105, 0x00000020, 0x0004002b, 0x00000105, 0x00000107, 0x33800000, 0x0004002b, 0x00000006,
    0x00000114, 0x00000040, 0x0004002b, 0x00000006, 0x00000118, 0x00007fff, 0x0004002b, 0x0000004b,
    0x00000125, 0x00000005, 0x0004002b, 0x00000006, 0x00000128, 0x00000002, 0x0004002b, 0x0000004b,
    0x0000013f, 0x00000008, 0x0004002b, 0x00000006, 0x0000015d, 0x80000000, 0x0004002b, 0x00000006,
    0x00000163, 0x7fc00000, 0x0004002b, 0x00000006, 0x00000168, 0x00000008, 0x0004002b, 0x00000006,
    0x0000016b, 0x00000020, 0x0004002b, 0x00000006, 0x00000174, 0x000000ff, 0x0004002b, 0x00000006,
    0x0000017e, 0x00000017, 0x0004002b, 0x0000004b, 0x00000181, 0x0000007f, 0x0004002b, 0x0000004b,
    0x00000183, 0x00000006, 0x0004002b, 0x00000006, 0x00000187, 0x007e0000, 0x0004002b, 0x0000004b,
    0x00000189, 0x00000001, 0x0004002b, 0x0000004b, 0x0000018a, 0x00000000, 0x0004002b, 0x0000004b,
    0x0000018e, 0xffffff81, 0x0004002b, 0x00000006, 0x000001c1, 0x00000019, 0x0004002b, 0x00000006,
    0x000001f2, 0x00000100, 0x0004002b, 0x00000006, 0x00000203, 0x00000004, 0x0004002b, 0x0000004b,
    0x0000021d, 0x0000000e, 0x0004002b, 0x0000004b, 0x00000223, 0x0000000c, 0x0003001d, 0x0000022a,
    0x00000006, 0x0003001e, 0x0000022b, 0x0000022a, 0x00040020, 0x0000022c, 0x0000000c, 0x0000022b,
    0x0004003b, 0x0000022c, 0x0000022d, 0x0000000c, 0x00040020, 0x00000230, 0x0000000c, 0x00000006,
    0x0003001d, 0x00000234, 0x00000006, 0x0003001e, 0x00000235, 0x00000234, 0x00040020, 0x00000236,
    0x0000000c, 0x00000235, 0x0004003b, 0x00000236, 0x00000237, 0x0000000c, 0x0004002b, 0x0000004b,
    0x0000026d, 0x0000000b, 0x00040017, 0x00000289, 0x00000006, 0x00000003, 0x00040020, 0x0000028a,
    0x00000001, 0x00000289, 0x0004003b, 0x0000028a, 0x0000028b, 0x00000001, 0x00040020, 0x0000028c,
    0x00000001, 0x00000006, 0x0003001d, 0x00000297, 0x00000006, 0x0003001e, 0x00000298, 0x00000297,
    0x00040020, 0x00000299, 0x0000000c, 0x00000298, 0x0004003b, 0x00000299, 0x0000029a, 0x0000000c,
    0x0004002b, 0x0000004b, 0x0000029b, 0x00000002, 0x0004003b, 0x0000028a, 0x000002e0, 0x00000001,
    0x0006002c, 0x00000289, 0x00000325, 0x000001f2, 0x00000062, 0x00000062, 0x0004002b, 0x00000006,
    0x00000a8a, 0x0000007d, 0x0004002b, 0x0000004b, 0x00000a8b, 0x00000085, 0x00050036, 0x00000002,
    0x00000004, 0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x000300f7, 0x00000326, 0x00000000,
    0x000300fb, 0x00000050, 0x00000327, 0x000200f8, 0x00000327, 0x00050041, 0x0000004d, 0x000002db,
    0x0000004a, 0x00000125, 0x0004003d, 0x00000006, 0x000002dc, 0x000002db, 0x000500aa, 0x00000008,
    0x000002dd, 0x000002dc, 0x00000203, 0x000300f7, 0x000002df, 0x00000000, 0x000400fa, 0x000002dd,
    0x000002de, 0x000002df, 0x000200f8, 0x000002de, 0x00050041, 0x0000028c, 0x000002e1, 0x000002e0,
    0x00000050, 0x0004003d, 0x00000006, 0x000002e2, 0x000002e1, 0x00050084, 0x00000006, 0x000002e3,
    0x000002e2, 0x000001f2, 0x00050041, 0x0000004d, 0x00000367, 0x0000004a, 0x0000018a, 0x0004003d,
    0x00000006, 0x00000368, 0x00000367, 0x00050080, 0x00000006, 0x000003af, 0x00000368, 0x000000df,
    0x00050086, 0x00000006, 0x000003b0, 0x000003af, 0x0000016b, 0x00050084, 0x00000006, 0x000003b1,
    0x00000168, 0x000003b0, 0x00050041, 0x0000028c, 0x0000036a, 0x0000028b, 0x00000050, 0x0004003d,
    0x00000006, 0x0000036b, 0x0000036a, 0x000200f9, 0x0000036c, 0x000200f8, 0x0000036c, 0x000700f5,
    0x00000006, 0x000009d4, 0x0000036b, 0x000002de, 0x000003aa, 0x000003a7, 0x000500b0, 0x00000008,
    0x00000370, 0x000009d4, 0x000003b1, 0x000400f6, 0x000003ab, 0x000003a7, 0x00000000, 0x000400fa,
    0x00000370, 0x00000371, 0x000003ab, 0x000200f8, 0x00000371, 0x00050041, 0x0000004d, 0x00000372,
    0x0000004a, 0x0000029b, 0x0004003d, 0x00000006, 0x00000373, 0x00000372, 0x00050080, 0x00000006,
    0x00000375, 0x00000373, 0x000009d4, 0x00050086, 0x00000006, 0x00000377, 0x000009d4, 0x00000168,
    0x00050084, 0x00000006, 0x000003b9, 0x0000016b, 0x00000377, 0x000200f9, 0x000003ba, 0x000200f8,
    0x000003ba, 0x000700f5, 0x00000006, 0x000009d6, 0x00000050, 0x00000371, 0x000003c6, 0x000003c7,
    0x000700f5, 0x00000006, 0x000009d5, 0x000003b9, 0x00000371, 0x000003c9, 0x000003c7, 0x00050080,
    0x00000006, 0x000003bf, 0x000003b9, 0x0000016b, 0x000500b0, 0x00000008, 0x000003c0, 0x000009d5,
    0x000003bf, 0x000400f6, 0x000003ca, 0x000003c7, 0x00000000, 0x000400fa, 0x000003c0, 0x000003c1,
    0x000003ca, 0x000200f8, 0x000003c1, 0x000300f7, 0x000003ff, 0x00000000, 0x000300fb, 0x00000050,
    0x000003de, 0x000200f8, 0x000003de, 0x00050041, 0x0000004d, 0x000003df, 0x0000004a, 0x00000183,
    0x0004003d, 0x00000006, 0x000003e0, 0x000003df, 0x000500ab, 0x00000008, 0x000003e1, 0x000003e0,
    0x00000050, 0x000400a8, 0x00000008, 0x000003e2, 0x000003e1, 0x000300f7, 0x000003e8, 0x00000000,
    0x000400fa, 0x000003e2, 0x000003e3, 0x000003e8, 0x000200f8, 0x000003e3, 0x000500ae, 0x00000008,
    0x000003e7, 0x000009d5, 0x00000368, 0x000200f9, 0x000003e8, 0x000200f8, 0x000003e8, 0x000700f5,
    0x00000008, 0x000003e9, 0x000003e1, 0x000003de, 0x000003e7, 0x000003e3, 0x000400a8, 0x00000008,
    0x000003ea, 0x000003e9, 0x000300f7, 0x000003ee, 0x00000000, 0x000400fa, 0x000003ea, 0x000003eb,
    0x000003ee, 0x000200f8, 0x000003eb, 0x00050041, 0x0000004d, 0x00000403, 0x0000004a, 0x0000004c,
    0x0004003d, 0x00000006, 0x00000404, 0x00000403, 0x000500ab, 0x00000008, 0x00000405, 0x00000404,
    0x00000050, 0x000300f7, 0x0000040e, 0x00000000, 0x000400fa, 0x00000405, 0x00000406, 0x0000040e,
    0x000200f8, 0x00000406, 0x00050041, 0x0000004d, 0x00000408, 0x0000004a, 0x00000055, 0x0004003d,
    0x00000006, 0x00000409, 0x00000408, 0x00050080, 0x00000006, 0x0000040a, 0x000009d5, 0x00000409,
    0x000500ae, 0x00000008, 0x0000040d, 0x0000040a, 0x00000404, 0x000200f9, 0x0000040e, 0x000200f8,
    0x0000040e, 0x000700f5, 0x00000008, 0x0000040f, 0x00000405, 0x000003eb, 0x0000040d, 0x00000406,
    0x000200f9, 0x000003ee, 0x000200f8, 0x000003ee, 0x000700f5, 0x00000008, 0x000003ef, 0x000003e9,
    0x000003e8, 0x0000040f, 0x0000040e, 0x000300f7, 0x000003f1, 0x00000000, 0x000400fa, 0x000003ef,
    0x000003f0, 0x000003f1, 0x000200f8, 0x000003f0, 0x000200f9, 0x000003ff, 0x000200f8, 0x000003f1,
    0x00050041, 0x0000004d, 0x000003f2, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006, 0x000003f3,
    0x000003f2, 0x000500ab, 0x00000008, 0x000003f4, 0x000003f3, 0x00000050, 0x000300f7, 0x000003fb,
    0x00000000, 0x000400fa, 0x000003f4, 0x000003f5, 0x000003f8, 0x000200f8, 0x000003f5, 0x00050041,
    0x0000004d, 0x000003f6, 0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x000003f7, 0x000003f6,
    0x000200f9, 0x000003fb, 0x000200f8, 0x000003f8, 0x00050041, 0x0000004d, 0x000003f9, 0x0000004a,
    0x00000189, 0x0004003d, 0x00000006, 0x000003fa, 0x000003f9, 0x000200f9, 0x000003fb, 0x000200f8,
    0x000003fb, 0x000700f5, 0x00000006, 0x00000a30, 0x000003f7, 0x000003f5, 0x000003fa, 0x000003f8,
    0x000300f7, 0x00000440, 0x00000000, 0x000300fb, 0x00000050, 0x00000419, 0x000200f8, 0x00000419,
    0x00050080, 0x00000006, 0x0000041c, 0x00000a30, 0x000009d5, 0x00050041, 0x0000004d, 0x0000041d,
    0x0000004a, 0x0000021d, 0x0004003d, 0x00000006, 0x0000041e, 0x0000041d, 0x000500ab, 0x00000008,
    0x0000041f, 0x0000041e, 0x00000050, 0x000300f7, 0x00000432, 0x00000000, 0x000400fa, 0x0000041f,
    0x00000420, 0x00000432, 0x000200f8, 0x00000420, 0x000300f7, 0x0000042e, 0x00000000, 0x000400fa,
    0x000003f4, 0x00000424, 0x00000429, 0x000200f8, 0x00000424, 0x00050086, 0x00000006, 0x00000426,
    0x0000041c, 0x00000128, 0x00060041, 0x00000230, 0x00000427, 0x0000022d, 0x0000018a, 0x00000426,
    0x0004003d, 0x00000006, 0x00000428, 0x00000427, 0x000200f9, 0x0000042e, 0x000200f8, 0x00000429,
    0x00050086, 0x00000006, 0x0000042b, 0x0000041c, 0x00000128, 0x00060041, 0x00000230, 0x0000042c,
    0x00000237, 0x0000018a, 0x0000042b, 0x0004003d, 0x00000006, 0x0000042d, 0x0000042c, 0x000200f9,
    0x0000042e, 0x000200f8, 0x0000042e, 0x000700f5, 0x00000006, 0x00000a32, 0x00000428, 0x00000424,
    0x0000042d, 0x00000429, 0x000500c7, 0x00000006, 0x00000446, 0x0000041c, 0x00000062, 0x00050084,
    0x00000006, 0x00000447, 0x00000060, 0x00000446, 0x000500c2, 0x00000006, 0x00000448, 0x00000a32,
    0x00000447, 0x000500c7, 0x00000006, 0x00000449, 0x00000448, 0x00000066, 0x000200f9, 0x00000440,
    0x000200f8, 0x00000432, 0x000300f7, 0x0000043e, 0x00000000, 0x000400fa, 0x000003f4, 0x00000436,
    0x0000043a, 0x000200f8, 0x00000436, 0x00060041, 0x00000230, 0x00000438, 0x0000022d, 0x0000018a,
    0x0000041c, 0x0004003d, 0x00000006, 0x00000439, 0x00000438, 0x000200f9, 0x0000043e, 0x000200f8,
    0x0000043a, 0x00060041, 0x00000230, 0x0000043c, 0x00000237, 0x0000018a, 0x0000041c, 0x0004003d,
    0x00000006, 0x0000043d, 0x0000043c, 0x000200f9, 0x0000043e, 0x000200f8, 0x0000043e, 0x000700f5,
    0x00000006, 0x00000a31, 0x00000439, 0x00000436, 0x0000043d, 0x0000043a, 0x000200f9, 0x00000440,
    0x000200f8, 0x00000440, 0x000700f5, 0x00000006, 0x00000a33, 0x00000449, 0x0000042e, 0x00000a31,
    0x0000043e, 0x000200f9, 0x000003ff, 0x000200f8, 0x000003ff, 0x000700f5, 0x00000006, 0x00000a34,
    0x00000050, 0x000003f0, 0x00000a33, 0x00000440, 0x000300f7, 0x00000463, 0x00000000, 0x000300fb,
    0x00000050, 0x00000451, 0x000200f8, 0x00000451, 0x00050041, 0x0000004d, 0x00000452, 0x0000004a,
    0x0000013f, 0x0004003d, 0x00000006, 0x00000453, 0x00000452, 0x000500aa, 0x00000008, 0x00000454,
    0x00000453, 0x00000128, 0x000300f7, 0x00000458, 0x00000000, 0x000400fa, 0x00000454, 0x00000455,
    0x00000458, 0x000200f8, 0x00000455, 0x000500c4, 0x00000006, 0x00000468, 0x00000a34, 0x0000004c,
    0x000200f9, 0x00000463, 0x000200f8, 0x00000458, 0x000500aa, 0x00000008, 0x0000045b, 0x00000453,
    0x00000062, 0x000300f7, 0x00000461, 0x00000000, 0x000400fa, 0x0000045b, 0x0000045c, 0x0000045f,
    0x000200f8, 0x0000045c, 0x000300f7, 0x00000499, 0x00000000, 0x000300fb, 0x00000050, 0x00000470,
    0x000200f8, 0x00000470, 0x000500c7, 0x00000006, 0x00000472, 0x00000a34, 0x0000006d, 0x000500c4,
    0x00000006, 0x00000473, 0x00000472, 0x0000004c, 0x000500c2, 0x00000006, 0x00000475, 0x00000a34,
    0x000000dd, 0x000500c7, 0x00000006, 0x00000476, 0x00000475, 0x000000df, 0x000500c7, 0x00000006,
    0x00000478, 0x00000a34, 0x000000e3, 0x000500aa, 0x00000008, 0x0000047a, 0x00000476, 0x000000df,
    0x000300f7, 0x00000481, 0x00000000, 0x000400fa, 0x0000047a, 0x0000047b, 0x00000481, 0x000200f8,
    0x0000047b, 0x000500c5, 0x00000006, 0x0000047d, 0x00000473, 0x00000074, 0x000500c4, 0x00000006,
    0x0000047f, 0x00000478, 0x00000090, 0x000500c5, 0x00000006, 0x00000480, 0x0000047d, 0x0000047f,
    0x000200f9, 0x00000499, 0x000200f8, 0x00000481, 0x000500ab, 0x00000008, 0x00000483, 0x00000476,
    0x00000050, 0x000300f7, 0x0000048d, 0x00000000, 0x000400fa, 0x00000483, 0x00000484, 0x0000048d,
    0x000200f8, 0x00000484, 0x00050080, 0x00000006, 0x00000487, 0x00000476, 0x000000f5, 0x000500c4,
    0x00000006, 0x00000488, 0x00000487, 0x000000a4, 0x000500c5, 0x00000006, 0x00000489, 0x00000473,
    0x00000488, 0x000500c4, 0x00000006, 0x0000048b, 0x00000478, 0x00000090, 0x000500c5, 0x00000006,
    0x0000048c, 0x00000489, 0x0000048b, 0x000200f9, 0x00000499, 0x000200f8, 0x0000048d, 0x000500aa,
    0x00000008, 0x0000048f, 0x00000478, 0x00000050, 0x000300f7, 0x00000492, 0x00000000, 0x000400fa,
    0x0000048f, 0x00000490, 0x00000492, 0x000200f8, 0x00000490, 0x000200f9, 0x00000499, 0x000200f8,
    0x00000492, 0x00040070, 0x00000105, 0x00000495, 0x00000478, 0x00050085, 0x00000105, 0x00000496,
    0x00000495, 0x00000107, 0x0004007c, 0x00000006, 0x00000497, 0x00000496, 0x000500c5, 0x00000006,
    0x00000498, 0x00000473, 0x00000497, 0x000200f9, 0x00000499, 0x000200f8, 0x00000499, 0x000b00f5,
    0x00000006, 0x00000a35, 0x00000480, 0x0000047b, 0x0000048c, 0x00000484, 0x00000473, 0x00000490,
    0x00000498, 0x00000492, 0x000200f9, 0x00000461, 0x000200f8, 0x0000045f, 0x000200f9, 0x00000461,
    0x000200f8, 0x00000461, 0x000700f5, 0x00000006, 0x00000a36, 0x00000a35, 0x00000499, 0x00000a34,
    0x0000045f, 0x000200f9, 0x00000463, 0x000200f8, 0x00000463, 0x000700f5, 0x00000006, 0x00000a37,
    0x00000468, 0x00000455, 0x00000a36, 0x00000461, 0x000300f7, 0x000004ac, 0x00000000, 0x000300fb,
    0x00000050, 0x0000049f, 0x000200f8, 0x0000049f, 0x000500c7, 0x00000006, 0x000004a1, 0x00000a37,
    0x00000074, 0x000500aa, 0x00000008, 0x000004a2, 0x000004a1, 0x00000050, 0x000300f7, 0x000004a6,
    0x00000000, 0x000400fa, 0x000004a2, 0x000004a3, 0x000004a6, 0x000200f8, 0x000004a3, 0x000500c7,
    0x00000006, 0x000004a5, 0x00000a37, 0x0000015d, 0x000200f9, 0x000004ac, 0x000200f8, 0x000004a6,
    0x000500c7, 0x00000006, 0x000004a8, 0x00000a37, 0x00000071, 0x000500ac, 0x00000008, 0x000004a9,
    0x000004a8, 0x00000074, 0x000600a9, 0x00000006, 0x000004ab, 0x000004a9, 0x00000163, 0x00000a37,
    0x000200f9, 0x000004ac, 0x000200f8, 0x000004ac, 0x000700f5, 0x00000006, 0x00000a38, 0x000004a5,
    0x000004a3, 0x000004ab, 0x000004a6, 0x000500c7, 0x00000006, 0x000003c5, 0x00000a38, 0x00000071,
    0x0007000c, 0x00000006, 0x000003c6, 0x00000001, 0x00000029, 0x000009d6, 0x000003c5, 0x000200f9,
    0x000003c7, 0x000200f8, 0x000003c7, 0x00050080, 0x00000006, 0x000003c9, 0x000009d5, 0x00000189,
    0x000200f9, 0x000003ba, 0x000200f8, 0x000003ca, 0x000300f7, 0x000004ca, 0x00000000, 0x000300fb,
    0x00000050, 0x000004b3, 0x000200f8, 0x000004b3, 0x000500ae, 0x00000008, 0x000004b5, 0x000009d6,
    0x00000074, 0x000300f7, 0x000004b7, 0x00000000, 0x000400fa, 0x000004b5, 0x000004b6, 0x000004b7,
    0x000200f8, 0x000004b6, 0x000200f9, 0x000004ca, 0x000200f8, 0x000004b7, 0x000500aa, 0x00000008,
    0x000004b9, 0x000009d6, 0x00000050, 0x000300f7, 0x000004bb, 0x00000000, 0x000400fa, 0x000004b9,
    0x000004ba, 0x000004bb, 0x000200f8, 0x000004ba, 0x000200f9, 0x000004ca, 0x000200f8, 0x000004bb,
    0x000500c2, 0x00000006, 0x000004bd, 0x000009d6, 0x0000017e, 0x0004007c, 0x0000004b, 0x000004be,
    0x000004bd, 0x00050082, 0x0000004b, 0x000004c0, 0x000004be, 0x00000a8b, 0x000500c7, 0x00000006,
    0x000004c2, 0x000009d6, 0x000000a8, 0x000500ac, 0x00000008, 0x000004c3, 0x000004c2, 0x00000187,
    0x000600a9, 0x0000004b, 0x000004c4, 0x000004c3, 0x00000189, 0x0000018a, 0x00050080, 0x0000004b,
    0x000004c5, 0x000004c0, 0x000004c4, 0x0007000c, 0x0000004b, 0x000004c7, 0x00000001, 0x0000002a,
    0x000004c5, 0x0000018e, 0x00050080, 0x0000004b, 0x000004c8, 0x000004c7, 0x00000181, 0x0004007c,
    0x00000006, 0x000004c9, 0x000004c8, 0x000200f9, 0x000004ca, 0x000200f8, 0x000004ca, 0x000900f5,
    0x00000006, 0x000009d7, 0x00000174, 0x000004b6, 0x00000050, 0x000004ba, 0x000004c9, 0x000004bb,
    0x000200f9, 0x000004d3, 0x000200f8, 0x000004d3, 0x000700f5, 0x00000006, 0x000009db, 0x00000050,
    0x000004ca, 0x000004e3, 0x000004e4, 0x000700f5, 0x00000006, 0x000009da, 0x00000050, 0x000004ca,
    0x000004e6, 0x000004e4, 0x000500b0, 0x00000008, 0x000004d6, 0x000009da, 0x00000203, 0x000400f6,
    0x000004e7, 0x000004e4, 0x00000000, 0x000400fa, 0x000004d6, 0x000004d7, 0x000004e7, 0x000200f8,
    0x000004d7, 0x00050084, 0x00000006, 0x000004d9, 0x00000203, 0x000009d4, 0x00050080, 0x00000006,
    0x000004db, 0x000004d9, 0x000009da, 0x000300f7, 0x0000051b, 0x00000000, 0x000300fb, 0x00000050,
    0x000004fa, 0x000200f8, 0x000004fa, 0x00050041, 0x0000004d, 0x000004fb, 0x0000004a, 0x00000183,
    0x0004003d, 0x00000006, 0x000004fc, 0x000004fb, 0x000500ab, 0x00000008, 0x000004fd, 0x000004fc,
    0x00000050, 0x000400a8, 0x00000008, 0x000004fe, 0x000004fd, 0x000300f7, 0x00000504, 0x00000000,
    0x000400fa, 0x000004fe, 0x000004ff, 0x00000504, 0x000200f8, 0x000004ff, 0x000500ae, 0x00000008,
    0x00000503, 0x000004db, 0x00000368, 0x000200f9, 0x00000504, 0x000200f8, 0x00000504, 0x000700f5,
    0x00000008, 0x00000505, 0x000004fd, 0x000004fa, 0x00000503, 0x000004ff, 0x000400a8, 0x00000008,
    0x00000506, 0x00000505, 0x000300f7, 0x0000050a, 0x00000000, 0x000400fa, 0x00000506, 0x00000507,
    0x0000050a, 0x000200f8, 0x00000507, 0x00050041, 0x0000004d, 0x0000051f, 0x0000004a, 0x0000004c,
    0x0004003d, 0x00000006, 0x00000520, 0x0000051f, 0x000500ab, 0x00000008, 0x00000521, 0x00000520,
    0x00000050, 0x000300f7, 0x0000052a, 0x00000000, 0x000400fa, 0x00000521, 0x00000522, 0x0000052a,
    0x000200f8, 0x00000522, 0x00050041, 0x0000004d, 0x00000524, 0x0000004a, 0x00000055, 0x0004003d,
    0x00000006, 0x00000525, 0x00000524, 0x00050080, 0x00000006, 0x00000526, 0x000004db, 0x00000525,
    0x000500ae, 0x00000008, 0x00000529, 0x00000526, 0x00000520, 0x000200f9, 0x0000052a, 0x000200f8,
    0x0000052a, 0x000700f5, 0x00000008, 0x0000052b, 0x00000521, 0x00000507, 0x00000529, 0x00000522,
    0x000200f9, 0x0000050a, 0x000200f8, 0x0000050a, 0x000700f5, 0x00000008, 0x0000050b, 0x00000505,
    0x00000504, 0x0000052b, 0x0000052a, 0x000300f7, 0x0000050d, 0x00000000, 0x000400fa, 0x0000050b,
    0x0000050c, 0x0000050d, 0x000200f8, 0x0000050c, 0x000200f9, 0x0000051b, 0x000200f8, 0x0000050d,
    0x00050041, 0x0000004d, 0x0000050e, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006, 0x0000050f,
    0x0000050e, 0x000500ab, 0x00000008, 0x00000510, 0x0000050f, 0x00000050, 0x000300f7, 0x00000517,
    0x00000000, 0x000400fa, 0x00000510, 0x00000511, 0x00000514, 0x000200f8, 0x00000511, 0x00050041,
    0x0000004d, 0x00000512, 0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x00000513, 0x00000512,
    0x000200f9, 0x00000517, 0x000200f8, 0x00000514, 0x00050041, 0x0000004d, 0x00000515, 0x0000004a,
    0x00000189, 0x0004003d, 0x00000006, 0x00000516, 0x00000515, 0x000200f9, 0x00000517, 0x000200f8,
    0x00000517, 0x000700f5, 0x00000006, 0x00000a00, 0x00000513, 0x00000511, 0x00000516, 0x00000514,
    0x000300f7, 0x0000055c, 0x00000000, 0x000300fb, 0x00000050, 0x00000535, 0x000200f8, 0x00000535,
    0x00050080, 0x00000006, 0x00000538, 0x00000a00, 0x000004db, 0x00050041, 0x0000004d, 0x00000539,
    0x0000004a, 0x0000021d, 0x0004003d, 0x00000006, 0x0000053a, 0x00000539, 0x000500ab, 0x00000008,
    0x0000053b, 0x0000053a, 0x00000050, 0x000300f7, 0x0000054e, 0x00000000, 0x000400fa, 0x0000053b,
    0x0000053c, 0x0000054e, 0x000200f8, 0x0000053c, 0x000300f7, 0x0000054a, 0x00000000, 0x000400fa,
    0x00000510, 0x00000540, 0x00000545, 0x000200f8, 0x00000540, 0x00050086, 0x00000006, 0x00000542,
    0x00000538, 0x00000128, 0x00060041, 0x00000230, 0x00000543, 0x0000022d, 0x0000018a, 0x00000542,
    0x0004003d, 0x00000006, 0x00000544, 0x00000543, 0x000200f9, 0x0000054a, 0x000200f8, 0x00000545,
    0x00050086, 0x00000006, 0x00000547, 0x00000538, 0x00000128, 0x00060041, 0x00000230, 0x00000548,
    0x00000237, 0x0000018a, 0x00000547, 0x0004003d, 0x00000006, 0x00000549, 0x00000548, 0x000200f9,
    0x0000054a, 0x000200f8, 0x0000054a, 0x000700f5, 0x00000006, 0x00000a02, 0x00000544, 0x00000540,
    0x00000549, 0x00000545, 0x000500c7, 0x00000006, 0x00000562, 0x00000538, 0x00000062, 0x00050084,
    0x00000006, 0x00000563, 0x00000060, 0x00000562, 0x000500c2, 0x00000006, 0x00000564, 0x00000a02,
    0x00000563, 0x000500c7, 0x00000006, 0x00000565, 0x00000564, 0x00000066, 0x000200f9, 0x0000055c,
    0x000200f8, 0x0000054e, 0x000300f7, 0x0000055a, 0x00000000, 0x000400fa, 0x00000510, 0x00000552,
    0x00000556, 0x000200f8, 0x00000552, 0x00060041, 0x00000230, 0x00000554, 0x0000022d, 0x0000018a,
    0x00000538, 0x0004003d, 0x00000006, 0x00000555, 0x00000554, 0x000200f9, 0x0000055a, 0x000200f8,
    0x00000556, 0x00060041, 0x00000230, 0x00000558, 0x00000237, 0x0000018a, 0x00000538, 0x0004003d,
    0x00000006, 0x00000559, 0x00000558, 0x000200f9, 0x0000055a, 0x000200f8, 0x0000055a, 0x000700f5,
    0x00000006, 0x00000a01, 0x00000555, 0x00000552, 0x00000559, 0x00000556, 0x000200f9, 0x0000055c,
    0x000200f8, 0x0000055c, 0x000700f5, 0x00000006, 0x00000a03, 0x00000565, 0x0000054a, 0x00000a01,
    0x0000055a, 0x000200f9, 0x0000051b, 0x000200f8, 0x0000051b, 0x000700f5, 0x00000006, 0x00000a04,
    0x00000050, 0x0000050c, 0x00000a03, 0x0000055c, 0x000300f7, 0x0000057f, 0x00000000, 0x000300fb,
    0x00000050, 0x0000056d, 0x000200f8, 0x0000056d, 0x00050041, 0x0000004d, 0x0000056e, 0x0000004a,
    0x0000013f, 0x0004003d, 0x00000006, 0x0000056f, 0x0000056e, 0x000500aa, 0x00000008, 0x00000570,
    0x0000056f, 0x00000128, 0x000300f7, 0x00000574, 0x00000000, 0x000400fa, 0x00000570, 0x00000571,
    0x00000574, 0x000200f8, 0x00000571, 0x000500c4, 0x00000006, 0x00000584, 0x00000a04, 0x0000004c,
    0x000200f9, 0x0000057f, 0x000200f8, 0x00000574, 0x000500aa, 0x00000008, 0x00000577, 0x0000056f,
    0x00000062, 0x000300f7, 0x0000057d, 0x00000000, 0x000400fa, 0x00000577, 0x00000578, 0x0000057b,
    0x000200f8, 0x00000578, 0x000300f7, 0x000005b5, 0x00000000, 0x000300fb, 0x00000050, 0x0000058c,
    0x000200f8, 0x0000058c, 0x000500c7, 0x00000006, 0x0000058e, 0x00000a04, 0x0000006d, 0x000500c4,
    0x00000006, 0x0000058f, 0x0000058e, 0x0000004c, 0x000500c2, 0x00000006, 0x00000591, 0x00000a04,
    0x000000dd, 0x000500c7, 0x00000006, 0x00000592, 0x00000591, 0x000000df, 0x000500c7, 0x00000006,
    0x00000594, 0x00000a04, 0x000000e3, 0x000500aa, 0x00000008, 0x00000596, 0x00000592, 0x000000df,
    0x000300f7, 0x0000059d, 0x00000000, 0x000400fa, 0x00000596, 0x00000597, 0x0000059d, 0x000200f8,
    0x00000597, 0x000500c5, 0x00000006, 0x00000599, 0x0000058f, 0x00000074, 0x000500c4, 0x00000006,
    0x0000059b, 0x00000594, 0x00000090, 0x000500c5, 0x00000006, 0x0000059c, 0x00000599, 0x0000059b,
    0x000200f9, 0x000005b5, 0x000200f8, 0x0000059d, 0x000500ab, 0x00000008, 0x0000059f, 0x00000592,
    0x00000050, 0x000300f7, 0x000005a9, 0x00000000, 0x000400fa, 0x0000059f, 0x000005a0, 0x000005a9,
    0x000200f8, 0x000005a0, 0x00050080, 0x00000006, 0x000005a3, 0x00000592, 0x000000f5, 0x000500c4,
    0x00000006, 0x000005a4, 0x000005a3, 0x000000a4, 0x000500c5, 0x00000006, 0x000005a5, 0x0000058f,
    0x000005a4, 0x000500c4, 0x00000006, 0x000005a7, 0x00000594, 0x00000090, 0x000500c5, 0x00000006,
    0x000005a8, 0x000005a5, 0x000005a7, 0x000200f9, 0x000005b5, 0x000200f8, 0x000005a9, 0x000500aa,
    0x00000008, 0x000005ab, 0x00000594, 0x00000050, 0x000300f7, 0x000005ae, 0x00000000, 0x000400fa,
    0x000005ab, 0x000005ac, 0x000005ae, 0x000200f8, 0x000005ac, 0x000200f9, 0x000005b5, 0x000200f8,
    0x000005ae, 0x00040070, 0x00000105, 0x000005b1, 0x00000594, 0x00050085, 0x00000105, 0x000005b2,
    0x000005b1, 0x00000107, 0x0004007c, 0x00000006, 0x000005b3, 0x000005b2, 0x000500c5, 0x00000006,
    0x000005b4, 0x0000058f, 0x000005b3, 0x000200f9, 0x000005b5, 0x000200f8, 0x000005b5, 0x000b00f5,
    0x00000006, 0x00000a05, 0x0000059c, 0x00000597, 0x000005a8, 0x000005a0, 0x0000058f, 0x000005ac,
    0x000005b4, 0x000005ae, 0x000200f9, 0x0000057d, 0x000200f8, 0x0000057b, 0x000200f9, 0x0000057d,
    0x000200f8, 0x0000057d, 0x000700f5, 0x00000006, 0x00000a06, 0x00000a05, 0x000005b5, 0x00000a04,
    0x0000057b, 0x000200f9, 0x0000057f, 0x000200f8, 0x0000057f, 0x000700f5, 0x00000006, 0x00000a07,
    0x00000584, 0x00000571, 0x00000a06, 0x0000057d, 0x000300f7, 0x000005c8, 0x00000000, 0x000300fb,
    0x00000050, 0x000005bb, 0x000200f8, 0x000005bb, 0x000500c7, 0x00000006, 0x000005bd, 0x00000a07,
    0x00000074, 0x000500aa, 0x00000008, 0x000005be, 0x000005bd, 0x00000050, 0x000300f7, 0x000005c2,
    0x00000000, 0x000400fa, 0x000005be, 0x000005bf, 0x000005c2, 0x000200f8, 0x000005bf, 0x000500c7,
    0x00000006, 0x000005c1, 0x00000a07, 0x0000015d, 0x000200f9, 0x000005c8, 0x000200f8, 0x000005c2,
    0x000500c7, 0x00000006, 0x000005c4, 0x00000a07, 0x00000071, 0x000500ac, 0x00000008, 0x000005c5,
    0x000005c4, 0x00000074, 0x000600a9, 0x00000006, 0x000005c7, 0x000005c5, 0x00000163, 0x00000a07,
    0x000200f9, 0x000005c8, 0x000200f8, 0x000005c8, 0x000700f5, 0x00000006, 0x00000a08, 0x000005c1,
    0x000005bf, 0x000005c7, 0x000005c2, 0x000300f7, 0x00000615, 0x00000000, 0x000300fb, 0x00000050,
    0x000005d5, 0x000200f8, 0x000005d5, 0x000500c7, 0x00000006, 0x000005d7, 0x00000a08, 0x00000071,
    0x000500aa, 0x00000008, 0x000005d9, 0x000009d7, 0x00000174, 0x000500aa, 0x00000008, 0x000005db,
    0x000005d7, 0x00000050, 0x000500a6, 0x00000008, 0x000005dc, 0x000005d9, 0x000005db, 0x000300f7,
    0x000005de, 0x00000000, 0x000400fa, 0x000005dc, 0x000005dd, 0x000005de, 0x000200f8, 0x000005dd,
    0x000200f9, 0x00000615, 0x000200f8, 0x000005de, 0x00050080, 0x00000006, 0x000005e0, 0x000009d7,
    0x0000017e, 0x000500c2, 0x00000006, 0x000005e2, 0x000005d7, 0x0000017e, 0x00050082, 0x00000006,
    0x000005e3, 0x000005e0, 0x000005e2, 0x000500ae, 0x00000008, 0x000005e5, 0x000005e3, 0x000001c1,
    0x000300f7, 0x000005e7, 0x00000000, 0x000400fa, 0x000005e5, 0x000005e6, 0x000005e7, 0x000200f8,
    0x000005e6, 0x000200f9, 0x00000615, 0x000200f8, 0x000005e7, 0x000500c7, 0x00000006, 0x000005e9,
    0x000005d7, 0x000000a8, 0x000500c5, 0x00000006, 0x000005ea, 0x000005e9, 0x000000aa, 0x000500c2,
    0x00000006, 0x000005ed, 0x000005ea, 0x000005e3, 0x000500c4, 0x00000006, 0x000005f0, 0x00000062,
    0x000005e3, 0x00050082, 0x00000006, 0x000005f1, 0x000005f0, 0x00000062, 0x000500c7, 0x00000006,
    0x000005f2, 0x000005ea, 0x000005f1, 0x00050082, 0x00000006, 0x000005f4, 0x000005e3, 0x00000062,
    0x000500c4, 0x00000006, 0x000005f5, 0x00000062, 0x000005f4, 0x000500ac, 0x00000008, 0x000005f8,
    0x000005f2, 0x000005f5, 0x000400a8, 0x00000008, 0x000005f9, 0x000005f8, 0x000300f7, 0x00000604,
    0x00000000, 0x000400fa, 0x000005f9, 0x000005fa, 0x00000604, 0x000200f8, 0x000005fa, 0x000500aa,
    0x00000008, 0x000005fd, 0x000005f2, 0x000005f5, 0x000300f7, 0x00000602, 0x00000000, 0x000400fa,
    0x000005fd, 0x000005fe, 0x00000602, 0x000200f8, 0x000005fe, 0x000500c7, 0x00000006, 0x00000600,
    0x000005ed, 0x00000062, 0x000500ab, 0x00000008, 0x00000601, 0x00000600, 0x00000050, 0x000200f9,
    0x00000602, 0x000200f8, 0x00000602, 0x000700f5, 0x00000008, 0x00000603, 0x000005fd, 0x000005fa,
    0x00000601, 0x000005fe, 0x000200f9, 0x00000604, 0x000200f8, 0x00000604, 0x000700f5, 0x00000008,
    0x00000605, 0x000005f8, 0x000005e7, 0x00000603, 0x00000602, 0x000300f7, 0x00000609, 0x00000000,
    0x000400fa, 0x00000605, 0x00000606, 0x00000609, 0x000200f8, 0x00000606, 0x00050080, 0x00000006,
    0x00000608, 0x000005ed, 0x00000062, 0x000200f9, 0x00000609, 0x000200f8, 0x00000609, 0x000700f5,
    0x00000006, 0x00000a0b, 0x000005ed, 0x00000604, 0x00000608, 0x00000606, 0x000500c2, 0x00000006,
    0x0000060b, 0x00000a08, 0x000000df, 0x000500ab, 0x00000008, 0x0000060c, 0x0000060b, 0x00000050,
    0x000300f7, 0x00000613, 0x00000000, 0x000400fa, 0x0000060c, 0x0000060d, 0x00000611, 0x000200f8,
    0x0000060d, 0x00050082, 0x00000006, 0x0000060f, 0x000001f2, 0x00000a0b, 0x000500c7, 0x00000006,
    0x00000610, 0x0000060f, 0x00000174, 0x000200f9, 0x00000613, 0x000200f8, 0x00000611, 0x000200f9,
    0x00000613, 0x000200f8, 0x00000613, 0x000700f5, 0x00000006, 0x00000a0c, 0x00000610, 0x0000060d,
    0x00000a0b, 0x00000611, 0x000200f9, 0x00000615, 0x000200f8, 0x00000615, 0x000900f5, 0x00000006,
    0x00000a0d, 0x00000050, 0x000005dd, 0x00000050, 0x000005e6, 0x00000a0c, 0x00000613, 0x00050084,
    0x00000006, 0x000004e0, 0x00000168, 0x000009da, 0x000500c4, 0x00000006, 0x000004e1, 0x00000a0d,
    0x000004e0, 0x000500c5, 0x00000006, 0x000004e3, 0x000009db, 0x000004e1, 0x000200f9, 0x000004e4,
    0x000200f8, 0x000004e4, 0x00050080, 0x00000006, 0x000004e6, 0x000009da, 0x00000189, 0x000200f9,
    0x000004d3, 0x000200f8, 0x000004e7, 0x00060041, 0x00000230, 0x0000037b, 0x0000029a, 0x0000018a,
    0x00000375, 0x0003003e, 0x0000037b, 0x000009db, 0x000500c7, 0x00000006, 0x0000037d, 0x000009d4,
    0x000000df, 0x000500ab, 0x00000008, 0x0000037e, 0x0000037d, 0x00000050, 0x000300f7, 0x00000380,
    0x00000000, 0x000400fa, 0x0000037e, 0x0000037f, 0x00000380, 0x000200f8, 0x0000037f, 0x000200f9,
    0x000003a7, 0x000200f8, 0x00000380, 0x000200f9, 0x00000381, 0x000200f8, 0x00000381, 0x000700f5,
    0x00000006, 0x000009e1, 0x00000050, 0x00000380, 0x00000399, 0x0000039a, 0x000700f5, 0x00000006,
    0x000009dd, 0x00000050, 0x00000380, 0x0000039c, 0x0000039a, 0x000400f6, 0x0000039d, 0x0000039a,
    0x00000000, 0x000200f9, 0x00000382, 0x000200f8, 0x00000382, 0x000500b0, 0x00000008, 0x00000384,
    0x000009dd, 0x00000203, 0x000300f7, 0x0000038d, 0x00000000, 0x000400fa, 0x00000384, 0x00000385,
    0x0000038d, 0x000200f8, 0x00000385, 0x00050080, 0x00000006, 0x00000389, 0x00000377, 0x000009dd,
    0x00050084, 0x00000006, 0x0000038a, 0x00000168, 0x00000389, 0x000500b0, 0x00000008, 0x0000038c,
    0x0000038a, 0x000003b1, 0x000200f9, 0x0000038d, 0x000200f8, 0x0000038d, 0x000700f5, 0x00000008,
    0x0000038e, 0x00000384, 0x00000382, 0x0000038c, 0x00000385, 0x000400fa, 0x0000038e, 0x0000038f,
    0x0000039d, 0x000200f8, 0x0000038f, 0x00050080, 0x00000006, 0x00000393, 0x00000377, 0x000009dd,
    0x00050084, 0x00000006, 0x0000061e, 0x0000016b, 0x00000393, 0x000200f9, 0x0000061f, 0x000200f8,
    0x0000061f, 0x000700f5, 0x00000006, 0x000009e4, 0x00000050, 0x0000038f, 0x0000062b, 0x0000062c,
    0x000700f5, 0x00000006, 0x000009e3, 0x0000061e, 0x0000038f, 0x0000062e, 0x0000062c, 0x00050080,
    0x00000006, 0x00000624, 0x0000061e, 0x0000016b, 0x000500b0, 0x00000008, 0x00000625, 0x000009e3,
    0x00000624, 0x000400f6, 0x0000062f, 0x0000062c, 0x00000000, 0x000400fa, 0x00000625, 0x00000626,
    0x0000062f, 0x000200f8, 0x00000626, 0x000300f7, 0x00000664, 0x00000000, 0x000300fb, 0x00000050,
    0x00000643, 0x000200f8, 0x00000643, 0x00050041, 0x0000004d, 0x00000644, 0x0000004a, 0x00000183,
    0x0004003d, 0x00000006, 0x00000645, 0x00000644, 0x000500ab, 0x00000008, 0x00000646, 0x00000645,
    0x00000050, 0x000400a8, 0x00000008, 0x00000647, 0x00000646, 0x000300f7, 0x0000064d, 0x00000000,
    0x000400fa, 0x00000647, 0x00000648, 0x0000064d, 0x000200f8, 0x00000648, 0x000500ae, 0x00000008,
    0x0000064c, 0x000009e3, 0x00000368, 0x000200f9, 0x0000064d, 0x000200f8, 0x0000064d, 0x000700f5,
    0x00000008, 0x0000064e, 0x00000646, 0x00000643, 0x0000064c, 0x00000648, 0x000400a8, 0x00000008,
    0x0000064f, 0x0000064e, 0x000300f7, 0x00000653, 0x00000000, 0x000400fa, 0x0000064f, 0x00000650,
    0x00000653, 0x000200f8, 0x00000650, 0x00050041, 0x0000004d, 0x00000668, 0x0000004a, 0x0000004c,
    0x0004003d, 0x00000006, 0x00000669, 0x00000668, 0x000500ab, 0x00000008, 0x0000066a, 0x00000669,
    0x00000050, 0x000300f7, 0x00000673, 0x00000000, 0x000400fa, 0x0000066a, 0x0000066b, 0x00000673,
    0x000200f8, 0x0000066b, 0x00050041, 0x0000004d, 0x0000066d, 0x0000004a, 0x00000055, 0x0004003d,
    0x00000006, 0x0000066e, 0x0000066d, 0x00050080, 0x00000006, 0x0000066f, 0x000009e3, 0x0000066e,
    0x000500ae, 0x00000008, 0x00000672, 0x0000066f, 0x00000669, 0x000200f9, 0x00000673, 0x000200f8,
    0x00000673, 0x000700f5, 0x00000008, 0x00000674, 0x0000066a, 0x00000650, 0x00000672, 0x0000066b,
    0x000200f9, 0x00000653, 0x000200f8, 0x00000653, 0x000700f5, 0x00000008, 0x00000654, 0x0000064e,
    0x0000064d, 0x00000674, 0x00000673, 0x000300f7, 0x00000656, 0x00000000, 0x000400fa, 0x00000654,
    0x00000655, 0x00000656, 0x000200f8, 0x00000655, 0x000200f9, 0x00000664, 0x000200f8, 0x00000656,
    0x00050041, 0x0000004d, 0x00000657, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006, 0x00000658,
    0x00000657, 0x000500ab, 0x00000008, 0x00000659, 0x00000658, 0x00000050, 0x000300f7, 0x00000660,
    0x00000000, 0x000400fa, 0x00000659, 0x0000065a, 0x0000065d, 0x000200f8, 0x0000065a, 0x00050041,
    0x0000004d, 0x0000065b, 0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x0000065c, 0x0000065b,
    0x000200f9, 0x00000660, 0x000200f8, 0x0000065d, 0x00050041, 0x0000004d, 0x0000065e, 0x0000004a,
    0x00000189, 0x0004003d, 0x00000006, 0x0000065f, 0x0000065e, 0x000200f9, 0x00000660, 0x000200f8,
    0x00000660, 0x000700f5, 0x00000006, 0x000009ea, 0x0000065c, 0x0000065a, 0x0000065f, 0x0000065d,
    0x000300f7, 0x000006a5, 0x00000000, 0x000300fb, 0x00000050, 0x0000067e, 0x000200f8, 0x0000067e,
    0x00050080, 0x00000006, 0x00000681, 0x000009ea, 0x000009e3, 0x00050041, 0x0000004d, 0x00000682,
    0x0000004a, 0x0000021d, 0x0004003d, 0x00000006, 0x00000683, 0x00000682, 0x000500ab, 0x00000008,
    0x00000684, 0x00000683, 0x00000050, 0x000300f7, 0x00000697, 0x00000000, 0x000400fa, 0x00000684,
    0x00000685, 0x00000697, 0x000200f8, 0x00000685, 0x000300f7, 0x00000693, 0x00000000, 0x000400fa,
    0x00000659, 0x00000689, 0x0000068e, 0x000200f8, 0x00000689, 0x00050086, 0x00000006, 0x0000068b,
    0x00000681, 0x00000128, 0x00060041, 0x00000230, 0x0000068c, 0x0000022d, 0x0000018a, 0x0000068b,
    0x0004003d, 0x00000006, 0x0000068d, 0x0000068c, 0x000200f9, 0x00000693, 0x000200f8, 0x0000068e,
    0x00050086, 0x00000006, 0x00000690, 0x00000681, 0x00000128, 0x00060041, 0x00000230, 0x00000691,
    0x00000237, 0x0000018a, 0x00000690, 0x0004003d, 0x00000006, 0x00000692, 0x00000691, 0x000200f9,
    0x00000693, 0x000200f8, 0x00000693, 0x000700f5, 0x00000006, 0x000009ec, 0x0000068d, 0x00000689,
    0x00000692, 0x0000068e, 0x000500c7, 0x00000006, 0x000006ab, 0x00000681, 0x00000062, 0x00050084,
    0x00000006, 0x000006ac, 0x00000060, 0x000006ab, 0x000500c2, 0x00000006, 0x000006ad, 0x000009ec,
    0x000006ac, 0x000500c7, 0x00000006, 0x000006ae, 0x000006ad, 0x00000066, 0x000200f9, 0x000006a5,
    0x000200f8, 0x00000697, 0x000300f7, 0x000006a3, 0x00000000, 0x000400fa, 0x00000659, 0x0000069b,
    0x0000069f, 0x000200f8, 0x0000069b, 0x00060041, 0x00000230, 0x0000069d, 0x0000022d, 0x0000018a,
    0x00000681, 0x0004003d, 0x00000006, 0x0000069e, 0x0000069d, 0x000200f9, 0x000006a3, 0x000200f8,
    0x0000069f, 0x00060041, 0x00000230, 0x000006a1, 0x00000237, 0x0000018a, 0x00000681, 0x0004003d,
    0x00000006, 0x000006a2, 0x000006a1, 0x000200f9, 0x000006a3, 0x000200f8, 0x000006a3, 0x000700f5,
    0x00000006, 0x000009eb, 0x0000069e, 0x0000069b, 0x000006a2, 0x0000069f, 0x000200f9, 0x000006a5,
    0x000200f8, 0x000006a5, 0x000700f5, 0x00000006, 0x000009ed, 0x000006ae, 0x00000693, 0x000009eb,
    0x000006a3, 0x000200f9, 0x00000664, 0x000200f8, 0x00000664, 0x000700f5, 0x00000006, 0x000009ee,
    0x00000050, 0x00000655, 0x000009ed, 0x000006a5, 0x000300f7, 0x000006c8, 0x00000000, 0x000300fb,
    0x00000050, 0x000006b6, 0x000200f8, 0x000006b6, 0x00050041, 0x0000004d, 0x000006b7, 0x0000004a,
    0x0000013f, 0x0004003d, 0x00000006, 0x000006b8, 0x000006b7, 0x000500aa, 0x00000008, 0x000006b9,
    0x000006b8, 0x00000128, 0x000300f7, 0x000006bd, 0x00000000, 0x000400fa, 0x000006b9, 0x000006ba,
    0x000006bd, 0x000200f8, 0x000006ba, 0x000500c4, 0x00000006, 0x000006cd, 0x000009ee, 0x0000004c,
    0x000200f9, 0x000006c8, 0x000200f8, 0x000006bd, 0x000500aa, 0x00000008, 0x000006c0, 0x000006b8,
    0x00000062, 0x000300f7, 0x000006c6, 0x00000000, 0x000400fa, 0x000006c0, 0x000006c1, 0x000006c4,
    0x000200f8, 0x000006c1, 0x000300f7, 0x000006fe, 0x00000000, 0x000300fb, 0x00000050, 0x000006d5,
    0x000200f8, 0x000006d5, 0x000500c7, 0x00000006, 0x000006d7, 0x000009ee, 0x0000006d, 0x000500c4,
    0x00000006, 0x000006d8, 0x000006d7, 0x0000004c, 0x000500c2, 0x00000006, 0x000006da, 0x000009ee,
    0x000000dd, 0x000500c7, 0x00000006, 0x000006db, 0x000006da, 0x000000df, 0x000500c7, 0x00000006,
    0x000006dd, 0x000009ee, 0x000000e3, 0x000500aa, 0x00000008, 0x000006df, 0x000006db, 0x000000df,
    0x000300f7, 0x000006e6, 0x00000000, 0x000400fa, 0x000006df, 0x000006e0, 0x000006e6, 0x000200f8,
    0x000006e0, 0x000500c5, 0x00000006, 0x000006e2, 0x000006d8, 0x00000074, 0x000500c4, 0x00000006,
    0x000006e4, 0x000006dd, 0x00000090, 0x000500c5, 0x00000006, 0x000006e5, 0x000006e2, 0x000006e4,
    0x000200f9, 0x000006fe, 0x000200f8, 0x000006e6, 0x000500ab, 0x00000008, 0x000006e8, 0x000006db,
    0x00000050, 0x000300f7, 0x000006f2, 0x00000000, 0x000400fa, 0x000006e8, 0x000006e9, 0x000006f2,
    0x000200f8, 0x000006e9, 0x00050080, 0x00000006, 0x000006ec, 0x000006db, 0x000000f5, 0x000500c4,
    0x00000006, 0x000006ed, 0x000006ec, 0x000000a4, 0x000500c5, 0x00000006, 0x000006ee, 0x000006d8,
    0x000006ed, 0x000500c4, 0x00000006, 0x000006f0, 0x000006dd, 0x00000090, 0x000500c5, 0x00000006,
    0x000006f1, 0x000006ee, 0x000006f0, 0x000200f9, 0x000006fe, 0x000200f8, 0x000006f2, 0x000500aa,
    0x00000008, 0x000006f4, 0x000006dd, 0x00000050, 0x000300f7, 0x000006f7, 0x00000000, 0x000400fa,
    0x000006f4, 0x000006f5, 0x000006f7, 0x000200f8, 0x000006f5, 0x000200f9, 0x000006fe, 0x000200f8,
    0x000006f7, 0x00040070, 0x00000105, 0x000006fa, 0x000006dd, 0x00050085, 0x00000105, 0x000006fb,
    0x000006fa, 0x00000107, 0x0004007c, 0x00000006, 0x000006fc, 0x000006fb, 0x000500c5, 0x00000006,
    0x000006fd, 0x000006d8, 0x000006fc, 0x000200f9, 0x000006fe, 0x000200f8, 0x000006fe, 0x000b00f5,
    0x00000006, 0x000009ef, 0x000006e5, 0x000006e0, 0x000006f1, 0x000006e9, 0x000006d8, 0x000006f5,
    0x000006fd, 0x000006f7, 0x000200f9, 0x000006c6, 0x000200f8, 0x000006c4, 0x000200f9, 0x000006c6,
    0x000200f8, 0x000006c6, 0x000700f5, 0x00000006, 0x000009f0, 0x000009ef, 0x000006fe, 0x000009ee,
    0x000006c4, 0x000200f9, 0x000006c8, 0x000200f8, 0x000006c8, 0x000700f5, 0x00000006, 0x000009f1,
    0x000006cd, 0x000006ba, 0x000009f0, 0x000006c6, 0x000300f7, 0x00000711, 0x00000000, 0x000300fb,
    0x00000050, 0x00000704, 0x000200f8, 0x00000704, 0x000500c7, 0x00000006, 0x00000706, 0x000009f1,
    0x00000074, 0x000500aa, 0x00000008, 0x00000707, 0x00000706, 0x00000050, 0x000300f7, 0x0000070b,
    0x00000000, 0x000400fa, 0x00000707, 0x00000708, 0x0000070b, 0x000200f8, 0x00000708, 0x000500c7,
    0x00000006, 0x0000070a, 0x000009f1, 0x0000015d, 0x000200f9, 0x00000711, 0x000200f8, 0x0000070b,
    0x000500c7, 0x00000006, 0x0000070d, 0x000009f1, 0x00000071, 0x000500ac, 0x00000008, 0x0000070e,
    0x0000070d, 0x00000074, 0x000600a9, 0x00000006, 0x00000710, 0x0000070e, 0x00000163, 0x000009f1,
    0x000200f9, 0x00000711, 0x000200f8, 0x00000711, 0x000700f5, 0x00000006, 0x000009f2, 0x0000070a,
    0x00000708, 0x00000710, 0x0000070b, 0x000500c7, 0x00000006, 0x0000062a, 0x000009f2, 0x00000071,
    0x0007000c, 0x00000006, 0x0000062b, 0x00000001, 0x00000029, 0x000009e4, 0x0000062a, 0x000200f9,
    0x0000062c, 0x000200f8, 0x0000062c, 0x00050080, 0x00000006, 0x0000062e, 0x000009e3, 0x00000189,
    0x000200f9, 0x0000061f, 0x000200f8, 0x0000062f, 0x000300f7, 0x0000072f, 0x00000000, 0x000300fb,
    0x00000050, 0x00000718, 0x000200f8, 0x00000718, 0x000500ae, 0x00000008, 0x0000071a, 0x000009e4,
    0x00000074, 0x000300f7, 0x0000071c, 0x00000000, 0x000400fa, 0x0000071a, 0x0000071b, 0x0000071c,
    0x000200f8, 0x0000071b, 0x000200f9, 0x0000072f, 0x000200f8, 0x0000071c, 0x000500aa, 0x00000008,
    0x0000071e, 0x000009e4, 0x00000050, 0x000300f7, 0x00000720, 0x00000000, 0x000400fa, 0x0000071e,
    0x0000071f, 0x00000720, 0x000200f8, 0x0000071f, 0x000200f9, 0x0000072f, 0x000200f8, 0x00000720,
    0x000500c2, 0x00000006, 0x00000722, 0x000009e4, 0x0000017e, 0x0004007c, 0x0000004b, 0x00000723,
    0x00000722, 0x00050082, 0x0000004b, 0x00000725, 0x00000723, 0x00000a8b, 0x000500c7, 0x00000006,
    0x00000727, 0x000009e4, 0x000000a8, 0x000500ac, 0x00000008, 0x00000728, 0x00000727, 0x00000187,
    0x000600a9, 0x0000004b, 0x00000729, 0x00000728, 0x00000189, 0x0000018a, 0x00050080, 0x0000004b,
    0x0000072a, 0x00000725, 0x00000729, 0x0007000c, 0x0000004b, 0x0000072c, 0x00000001, 0x0000002a,
    0x0000072a, 0x0000018e, 0x00050080, 0x0000004b, 0x0000072d, 0x0000072c, 0x00000181, 0x0004007c,
    0x00000006, 0x0000072e, 0x0000072d, 0x000200f9, 0x0000072f, 0x000200f8, 0x0000072f, 0x000900f5,
    0x00000006, 0x000009e5, 0x00000174, 0x0000071b, 0x00000050, 0x0000071f, 0x0000072e, 0x00000720,
    0x00050084, 0x00000006, 0x00000396, 0x00000168, 0x000009dd, 0x000500c4, 0x00000006, 0x00000397,
    0x000009e5, 0x00000396, 0x000500c5, 0x00000006, 0x00000399, 0x000009e1, 0x00000397, 0x000200f9,
    0x0000039a, 0x000200f8, 0x0000039a, 0x00050080, 0x00000006, 0x0000039c, 0x000009dd, 0x00000189,
    0x000200f9, 0x00000381, 0x000200f8, 0x0000039d, 0x00050080, 0x00000006, 0x000003a1, 0x00000373,
    0x000003b1, 0x00050086, 0x00000006, 0x000003a3, 0x000009d4, 0x0000016b, 0x00050080, 0x00000006,
    0x000003a4, 0x000003a1, 0x000003a3, 0x00060041, 0x00000230, 0x000003a6, 0x0000029a, 0x0000018a,
    0x000003a4, 0x0003003e, 0x000003a6, 0x000009e1, 0x000200f9, 0x000003a7, 0x000200f8, 0x000003a7,
    0x00050080, 0x00000006, 0x000003aa, 0x000009d4, 0x000002e3, 0x000200f9, 0x0000036c, 0x000200f8,
    0x000003ab, 0x000200f9, 0x00000326, 0x000200f8, 0x000002df, 0x000500ab, 0x00000008, 0x000002eb,
    0x000002dc, 0x00000050, 0x000300f7, 0x000002f0, 0x00000000, 0x000400fa, 0x000002eb, 0x000002ef,
    0x000002f5, 0x000200f8, 0x000002ef, 0x00050041, 0x0000004d, 0x000002f1, 0x0000004a, 0x0000018a,
    0x0004003d, 0x00000006, 0x000002f2, 0x000002f1, 0x00050080, 0x00000006, 0x000002f3, 0x000002f2,
    0x00000062, 0x00050086, 0x00000006, 0x000002f4, 0x000002f3, 0x00000128, 0x000200f9, 0x000002f0,
    0x000200f8, 0x000002f5, 0x00050041, 0x0000004d, 0x000002f6, 0x0000004a, 0x0000018a, 0x0004003d,
    0x00000006, 0x000002f7, 0x000002f6, 0x000200f9, 0x000002f0, 0x000200f8, 0x000002f0, 0x000700f5,
    0x00000006, 0x00000993, 0x000002f4, 0x000002ef, 0x000002f7, 0x000002f5, 0x00050041, 0x0000028c,
    0x000002fa, 0x000002e0, 0x00000050, 0x0004003d, 0x00000006, 0x000002fb, 0x000002fa, 0x00050084,
    0x00000006, 0x000002fc, 0x000002fb, 0x000001f2, 0x00050041, 0x0000028c, 0x000002fe, 0x0000028b,
    0x00000050, 0x0004003d, 0x00000006, 0x000002ff, 0x000002fe, 0x000200f9, 0x00000300, 0x000200f8,
    0x00000300, 0x000700f5, 0x00000006, 0x00000994, 0x000002ff, 0x000002f0, 0x00000324, 0x00000303,
    0x000500b0, 0x00000008, 0x00000307, 0x00000994, 0x00000993, 0x000400f6, 0x00000302, 0x00000303,
    0x00000000, 0x000400fa, 0x00000307, 0x00000301, 0x00000302, 0x000200f8, 0x00000301, 0x00050041,
    0x0000004d, 0x00000308, 0x0000004a, 0x0000029b, 0x0004003d, 0x00000006, 0x00000309, 0x00000308,
    0x00050080, 0x00000006, 0x0000030b, 0x00000309, 0x00000994, 0x000300f7, 0x0000030f, 0x00000000,
    0x000400fa, 0x000002eb, 0x0000030e, 0x0000031c, 0x000200f8, 0x0000030e, 0x00050084, 0x00000006,
    0x00000311, 0x00000128, 0x00000994, 0x000300f7, 0x0000075a, 0x00000000, 0x000300fb, 0x00000050,
    0x00000739, 0x000200f8, 0x00000739, 0x00050041, 0x0000004d, 0x0000073a, 0x0000004a, 0x00000183,
    0x0004003d, 0x00000006, 0x0000073b, 0x0000073a, 0x000500ab, 0x00000008, 0x0000073c, 0x0000073b,
    0x00000050, 0x000400a8, 0x00000008, 0x0000073d, 0x0000073c, 0x000300f7, 0x00000743, 0x00000000,
    0x000400fa, 0x0000073d, 0x0000073e, 0x00000743, 0x000200f8, 0x0000073e, 0x00050041, 0x0000004d,
    0x00000740, 0x0000004a, 0x0000018a, 0x0004003d, 0x00000006, 0x00000741, 0x00000740, 0x000500ae,
    0x00000008, 0x00000742, 0x00000311, 0x00000741, 0x000200f9, 0x00000743, 0x000200f8, 0x00000743,
    0x000700f5, 0x00000008, 0x00000744, 0x0000073c, 0x00000739, 0x00000742, 0x0000073e, 0x000400a8,
    0x00000008, 0x00000745, 0x00000744, 0x000300f7, 0x00000749, 0x00000000, 0x000400fa, 0x00000745,
    0x00000746, 0x00000749, 0x000200f8, 0x00000746, 0x00050041, 0x0000004d, 0x0000075e, 0x0000004a,
    0x0000004c, 0x0004003d, 0x00000006, 0x0000075f, 0x0000075e, 0x000500ab, 0x00000008, 0x00000760,
    0x0000075f, 0x00000050, 0x000300f7, 0x00000769, 0x00000000, 0x000400fa, 0x00000760, 0x00000761,
    0x00000769, 0x000200f8, 0x00000761, 0x00050041, 0x0000004d, 0x00000763, 0x0000004a, 0x00000055,
    0x0004003d, 0x00000006, 0x00000764, 0x00000763, 0x00050080, 0x00000006, 0x00000765, 0x00000311,
    0x00000764, 0x000500ae, 0x00000008, 0x00000768, 0x00000765, 0x0000075f, 0x000200f9, 0x00000769,
    0x000200f8, 0x00000769, 0x000700f5, 0x00000008, 0x0000076a, 0x00000760, 0x00000746, 0x00000768,
    0x00000761, 0x000200f9, 0x00000749, 0x000200f8, 0x00000749, 0x000700f5, 0x00000008, 0x0000074a,
    0x00000744, 0x00000743, 0x0000076a, 0x00000769, 0x000300f7, 0x0000074c, 0x00000000, 0x000400fa,
    0x0000074a, 0x0000074b, 0x0000074c, 0x000200f8, 0x0000074b, 0x000200f9, 0x0000075a, 0x000200f8,
    0x0000074c, 0x00050041, 0x0000004d, 0x0000074d, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006,
    0x0000074e, 0x0000074d, 0x000500ab, 0x00000008, 0x0000074f, 0x0000074e, 0x00000050, 0x000300f7,
    0x00000756, 0x00000000, 0x000400fa, 0x0000074f, 0x00000750, 0x00000753, 0x000200f8, 0x00000750,
    0x00050041, 0x0000004d, 0x00000751, 0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x00000752,
    0x00000751, 0x000200f9, 0x00000756, 0x000200f8, 0x00000753, 0x00050041, 0x0000004d, 0x00000754,
    0x0000004a, 0x00000189, 0x0004003d, 0x00000006, 0x00000755, 0x00000754, 0x000200f9, 0x00000756,
    0x000200f8, 0x00000756, 0x000700f5, 0x00000006, 0x0000099a, 0x00000752, 0x00000750, 0x00000755,
    0x00000753, 0x000300f7, 0x0000079b, 0x00000000, 0x000300fb, 0x00000050, 0x00000774, 0x000200f8,
    0x00000774, 0x00050080, 0x00000006, 0x00000777, 0x0000099a, 0x00000311, 0x00050041, 0x0000004d,
    0x00000778, 0x0000004a, 0x0000021d, 0x0004003d, 0x00000006, 0x00000779, 0x00000778, 0x000500ab,
    0x00000008, 0x0000077a, 0x00000779, 0x00000050, 0x000300f7, 0x0000078d, 0x00000000, 0x000400fa,
    0x0000077a, 0x0000077b, 0x0000078d, 0x000200f8, 0x0000077b, 0x000300f7, 0x00000789, 0x00000000,
    0x000400fa, 0x0000074f, 0x0000077f, 0x00000784, 0x000200f8, 0x0000077f, 0x00050086, 0x00000006,
    0x00000781, 0x00000777, 0x00000128, 0x00060041, 0x00000230, 0x00000782, 0x0000022d, 0x0000018a,
    0x00000781, 0x0004003d, 0x00000006, 0x00000783, 0x00000782, 0x000200f9, 0x00000789, 0x000200f8,
    0x00000784, 0x00050086, 0x00000006, 0x00000786, 0x00000777, 0x00000128, 0x00060041, 0x00000230,
    0x00000787, 0x00000237, 0x0000018a, 0x00000786, 0x0004003d, 0x00000006, 0x00000788, 0x00000787,
    0x000200f9, 0x00000789, 0x000200f8, 0x00000789, 0x000700f5, 0x00000006, 0x0000099c, 0x00000783,
    0x0000077f, 0x00000788, 0x00000784, 0x000500c7, 0x00000006, 0x000007a1, 0x00000777, 0x00000062,
    0x00050084, 0x00000006, 0x000007a2, 0x00000060, 0x000007a1, 0x000500c2, 0x00000006, 0x000007a3,
    0x0000099c, 0x000007a2, 0x000500c7, 0x00000006, 0x000007a4, 0x000007a3, 0x00000066, 0x000200f9,
    0x0000079b, 0x000200f8, 0x0000078d, 0x000300f7, 0x00000799, 0x00000000, 0x000400fa, 0x0000074f,
    0x00000791, 0x00000795, 0x000200f8, 0x00000791, 0x00060041, 0x00000230, 0x00000793, 0x0000022d,
    0x0000018a, 0x00000777, 0x0004003d, 0x00000006, 0x00000794, 0x00000793, 0x000200f9, 0x00000799,
    0x000200f8, 0x00000795, 0x00060041, 0x00000230, 0x00000797, 0x00000237, 0x0000018a, 0x00000777,
    0x0004003d, 0x00000006, 0x00000798, 0x00000797, 0x000200f9, 0x00000799, 0x000200f8, 0x00000799,
    0x000700f5, 0x00000006, 0x0000099b, 0x00000794, 0x00000791, 0x00000798, 0x00000795, 0x000200f9,
    0x0000079b, 0x000200f8, 0x0000079b, 0x000700f5, 0x00000006, 0x0000099d, 0x000007a4, 0x00000789,
    0x0000099b, 0x00000799, 0x000200f9, 0x0000075a, 0x000200f8, 0x0000075a, 0x000700f5, 0x00000006,
    0x0000099e, 0x00000050, 0x0000074b, 0x0000099d, 0x0000079b, 0x00050080, 0x00000006, 0x00000316,
    0x00000311, 0x00000062, 0x000300f7, 0x000007ce, 0x00000000, 0x000300fb, 0x00000050, 0x000007ad,
    0x000200f8, 0x000007ad, 0x000300f7, 0x000007b7, 0x00000000, 0x000400fa, 0x0000073d, 0x000007b2,
    0x000007b7, 0x000200f8, 0x000007b2, 0x00050041, 0x0000004d, 0x000007b4, 0x0000004a, 0x0000018a,
    0x0004003d, 0x00000006, 0x000007b5, 0x000007b4, 0x000500ae, 0x00000008, 0x000007b6, 0x00000316,
    0x000007b5, 0x000200f9, 0x000007b7, 0x000200f8, 0x000007b7, 0x000700f5, 0x00000008, 0x000007b8,
    0x0000073c, 0x000007ad, 0x000007b6, 0x000007b2, 0x000400a8, 0x00000008, 0x000007b9, 0x000007b8,
    0x000300f7, 0x000007bd, 0x00000000, 0x000400fa, 0x000007b9, 0x000007ba, 0x000007bd, 0x000200f8,
    0x000007ba, 0x00050041, 0x0000004d, 0x000007d2, 0x0000004a, 0x0000004c, 0x0004003d, 0x00000006,
    0x000007d3, 0x000007d2, 0x000500ab, 0x00000008, 0x000007d4, 0x000007d3, 0x00000050, 0x000300f7,
    0x000007dd, 0x00000000, 0x000400fa, 0x000007d4, 0x000007d5, 0x000007dd, 0x000200f8, 0x000007d5,
    0x00050041, 0x0000004d, 0x000007d7, 0x0000004a, 0x00000055, 0x0004003d, 0x00000006, 0x000007d8,
    0x000007d7, 0x00050080, 0x00000006, 0x000007d9, 0x00000316, 0x000007d8, 0x000500ae, 0x00000008,
    0x000007dc, 0x000007d9, 0x000007d3, 0x000200f9, 0x000007dd, 0x000200f8, 0x000007dd, 0x000700f5,
    0x00000008, 0x000007de, 0x000007d4, 0x000007ba, 0x000007dc, 0x000007d5, 0x000200f9, 0x000007bd,
    0x000200f8, 0x000007bd, 0x000700f5, 0x00000008, 0x000007be, 0x000007b8, 0x000007b7, 0x000007de,
    0x000007dd, 0x000300f7, 0x000007c0, 0x00000000, 0x000400fa, 0x000007be, 0x000007bf, 0x000007c0,
    0x000200f8, 0x000007bf, 0x000200f9, 0x000007ce, 0x000200f8, 0x000007c0, 0x00050041, 0x0000004d,
    0x000007c1, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006, 0x000007c2, 0x000007c1, 0x000500ab,
    0x00000008, 0x000007c3, 0x000007c2, 0x00000050, 0x000300f7, 0x000007ca, 0x00000000, 0x000400fa,
    0x000007c3, 0x000007c4, 0x000007c7, 0x000200f8, 0x000007c4, 0x00050041, 0x0000004d, 0x000007c5,
    0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x000007c6, 0x000007c5, 0x000200f9, 0x000007ca,
    0x000200f8, 0x000007c7, 0x00050041, 0x0000004d, 0x000007c8, 0x0000004a, 0x00000189, 0x0004003d,
    0x00000006, 0x000007c9, 0x000007c8, 0x000200f9, 0x000007ca, 0x000200f8, 0x000007ca, 0x000700f5,
    0x00000006, 0x000009a7, 0x000007c6, 0x000007c4, 0x000007c9, 0x000007c7, 0x000300f7, 0x0000080f,
    0x00000000, 0x000300fb, 0x00000050, 0x000007e8, 0x000200f8, 0x000007e8, 0x00050080, 0x00000006,
    0x000007eb, 0x000009a7, 0x00000316, 0x00050041, 0x0000004d, 0x000007ec, 0x0000004a, 0x0000021d,
    0x0004003d, 0x00000006, 0x000007ed, 0x000007ec, 0x000500ab, 0x00000008, 0x000007ee, 0x000007ed,
    0x00000050, 0x000300f7, 0x00000801, 0x00000000, 0x000400fa, 0x000007ee, 0x000007ef, 0x00000801,
    0x000200f8, 0x000007ef, 0x000300f7, 0x000007fd, 0x00000000, 0x000400fa, 0x000007c3, 0x000007f3,
    0x000007f8, 0x000200f8, 0x000007f3, 0x00050086, 0x00000006, 0x000007f5, 0x000007eb, 0x00000128,
    0x00060041, 0x00000230, 0x000007f6, 0x0000022d, 0x0000018a, 0x000007f5, 0x0004003d, 0x00000006,
    0x000007f7, 0x000007f6, 0x000200f9, 0x000007fd, 0x000200f8, 0x000007f8, 0x00050086, 0x00000006,
    0x000007fa, 0x000007eb, 0x00000128, 0x00060041, 0x00000230, 0x000007fb, 0x00000237, 0x0000018a,
    0x000007fa, 0x0004003d, 0x00000006, 0x000007fc, 0x000007fb, 0x000200f9, 0x000007fd, 0x000200f8,
    0x000007fd, 0x000700f5, 0x00000006, 0x000009a9, 0x000007f7, 0x000007f3, 0x000007fc, 0x000007f8,
    0x000500c7, 0x00000006, 0x00000815, 0x000007eb, 0x00000062, 0x00050084, 0x00000006, 0x00000816,
    0x00000060, 0x00000815, 0x000500c2, 0x00000006, 0x00000817, 0x000009a9, 0x00000816, 0x000500c7,
    0x00000006, 0x00000818, 0x00000817, 0x00000066, 0x000200f9, 0x0000080f, 0x000200f8, 0x00000801,
    0x000300f7, 0x0000080d, 0x00000000, 0x000400fa, 0x000007c3, 0x00000805, 0x00000809, 0x000200f8,
    0x00000805, 0x00060041, 0x00000230, 0x00000807, 0x0000022d, 0x0000018a, 0x000007eb, 0x0004003d,
    0x00000006, 0x00000808, 0x00000807, 0x000200f9, 0x0000080d, 0x000200f8, 0x00000809, 0x00060041,
    0x00000230, 0x0000080b, 0x00000237, 0x0000018a, 0x000007eb, 0x0004003d, 0x00000006, 0x0000080c,
    0x0000080b, 0x000200f9, 0x0000080d, 0x000200f8, 0x0000080d, 0x000700f5, 0x00000006, 0x000009a8,
    0x00000808, 0x00000805, 0x0000080c, 0x00000809, 0x000200f9, 0x0000080f, 0x000200f8, 0x0000080f,
    0x000700f5, 0x00000006, 0x000009aa, 0x00000818, 0x000007fd, 0x000009a8, 0x0000080d, 0x000200f9,
    0x000007ce, 0x000200f8, 0x000007ce, 0x000700f5, 0x00000006, 0x000009ab, 0x00000050, 0x000007bf,
    0x000009aa, 0x0000080f, 0x000300f7, 0x00000833, 0x00000000, 0x000300fb, 0x00000050, 0x00000821,
    0x000200f8, 0x00000821, 0x000500aa, 0x00000008, 0x00000824, 0x000002dc, 0x00000128, 0x000300f7,
    0x0000082c, 0x00000000, 0x000400fa, 0x00000824, 0x00000825, 0x0000082c, 0x000200f8, 0x00000825,
    0x000300f7, 0x00000892, 0x00000000, 0x000300fb, 0x00000050, 0x00000842, 0x000200f8, 0x00000842,
    0x000500c2, 0x00000006, 0x00000844, 0x0000099e, 0x0000004c, 0x000500c7, 0x00000006, 0x00000845,
    0x00000844, 0x0000006d, 0x000500c7, 0x00000006, 0x00000847, 0x0000099e, 0x00000071, 0x000500ac,
    0x00000008, 0x00000849, 0x00000847, 0x00000074, 0x000300f7, 0x0000084d, 0x00000000, 0x000400fa,
    0x00000849, 0x0000084a, 0x0000084d, 0x000200f8, 0x0000084a, 0x000500c5, 0x00000006, 0x0000084c,
    0x00000845, 0x00000079, 0x000200f9, 0x00000892, 0x000200f8, 0x0000084d, 0x000500ae, 0x00000008,
    0x0000084f, 0x00000847, 0x0000007d, 0x000300f7, 0x00000853, 0x00000000, 0x000400fa, 0x0000084f,
    0x00000850, 0x00000853, 0x000200f8, 0x00000850, 0x000500c5, 0x00000006, 0x00000852, 0x00000845,
    0x00000082, 0x000200f9, 0x00000892, 0x000200f8, 0x00000853, 0x000500ae, 0x00000008, 0x00000855,
    0x00000847, 0x00000086, 0x000300f7, 0x00000863, 0x00000000, 0x000400fa, 0x00000855, 0x00000856,
    0x00000863, 0x000200f8, 0x00000856, 0x00050082, 0x00000006, 0x00000858, 0x00000847, 0x0000008c,
    0x000500c2, 0x00000006, 0x0000085a, 0x00000858, 0x00000090, 0x000500c7, 0x00000006, 0x0000085b,
    0x0000085a, 0x00000062, 0x00050080, 0x00000006, 0x0000085c, 0x0000008e, 0x0000085b, 0x00050080,
    0x00000006, 0x0000085e, 0x00000858, 0x0000085c, 0x000500c2, 0x00000006, 0x00000861, 0x0000085e,
    0x00000090, 0x000500c5, 0x00000006, 0x00000862, 0x00000845, 0x00000861, 0x000200f9, 0x00000892,
    0x000200f8, 0x00000863, 0x000500b2, 0x00000008, 0x00000865, 0x00000847, 0x0000009c, 0x000300f7,
    0x00000868, 0x00000000, 0x000400fa, 0x00000865, 0x00000866, 0x00000868, 0x000200f8, 0x00000866,
    0x000200f9, 0x00000892, 0x000200f8, 0x00000868, 0x000500c2, 0x00000006, 0x0000086a, 0x00000847,
    0x000000a4, 0x000500c7, 0x00000006, 0x0000086c, 0x00000847, 0x000000a8, 0x000500c5, 0x00000006,
    0x0000086d, 0x0000086c, 0x000000aa, 0x00050082, 0x00000006, 0x0000086f, 0x000000ad, 0x0000086a,
    0x000500c2, 0x00000006, 0x00000872, 0x0000086d, 0x0000086f, 0x000500c4, 0x00000006, 0x00000875,
    0x00000062, 0x0000086f, 0x00050082, 0x00000006, 0x00000876, 0x00000875, 0x00000062, 0x000500c7,
    0x00000006, 0x00000877, 0x0000086d, 0x00000876, 0x00050082, 0x00000006, 0x00000879, 0x00000a8a,
    0x0000086a, 0x000500c4, 0x00000006, 0x0000087a, 0x00000062, 0x00000879, 0x000500ac, 0x00000008,
    0x0000087d, 0x00000877, 0x0000087a, 0x000400a8, 0x00000008, 0x0000087e, 0x0000087d, 0x000300f7,
    0x00000889, 0x00000000, 0x000400fa, 0x0000087e, 0x0000087f, 0x00000889, 0x000200f8, 0x0000087f,
    0x000500aa, 0x00000008, 0x00000882, 0x00000877, 0x0000087a, 0x000300f7, 0x00000887, 0x00000000,
    0x000400fa, 0x00000882, 0x00000883, 0x00000887, 0x000200f8, 0x00000883, 0x000500c7, 0x00000006,
    0x00000885, 0x00000872, 0x00000062, 0x000500ab, 0x00000008, 0x00000886, 0x00000885, 0x00000050,
    0x000200f9, 0x00000887, 0x000200f8, 0x00000887, 0x000700f5, 0x00000008, 0x00000888, 0x00000882,
    0x0000087f, 0x00000886, 0x00000883, 0x000200f9, 0x00000889, 0x000200f8, 0x00000889, 0x000700f5,
    0x00000008, 0x0000088a, 0x0000087d, 0x00000868, 0x00000888, 0x00000887, 0x000300f7, 0x0000088e,
    0x00000000, 0x000400fa, 0x0000088a, 0x0000088b, 0x0000088e, 0x000200f8, 0x0000088b, 0x00050080,
    0x00000006, 0x0000088d, 0x00000872, 0x00000062, 0x000200f9, 0x0000088e, 0x000200f8, 0x0000088e,
    0x000700f5, 0x00000006, 0x000009b0, 0x00000872, 0x00000889, 0x0000088d, 0x0000088b, 0x000500c5,
    0x00000006, 0x00000891, 0x00000845, 0x000009b0, 0x000200f9, 0x00000892, 0x000200f8, 0x00000892,
    0x000d00f5, 0x00000006, 0x000009b1, 0x0000084c, 0x0000084a, 0x00000852, 0x00000850, 0x00000862,
    0x00000856, 0x00000845, 0x00000866, 0x00000891, 0x0000088e, 0x000300f7, 0x000008f1, 0x00000000,
    0x000300fb, 0x00000050, 0x000008a1, 0x000200f8, 0x000008a1, 0x000500c2, 0x00000006, 0x000008a3,
    0x000009ab, 0x0000004c, 0x000500c7, 0x00000006, 0x000008a4, 0x000008a3, 0x0000006d, 0x000500c7,
    0x00000006, 0x000008a6, 0x000009ab, 0x00000071, 0x000500ac, 0x00000008, 0x000008a8, 0x000008a6,
    0x00000074, 0x000300f7, 0x000008ac, 0x00000000, 0x000400fa, 0x000008a8, 0x000008a9, 0x000008ac,
    0x000200f8, 0x000008a9, 0x000500c5, 0x00000006, 0x000008ab, 0x000008a4, 0x00000079, 0x000200f9,
    0x000008f1, 0x000200f8, 0x000008ac, 0x000500ae, 0x00000008, 0x000008ae, 0x000008a6, 0x0000007d,
    0x000300f7, 0x000008b2, 0x00000000, 0x000400fa, 0x000008ae, 0x000008af, 0x000008b2, 0x000200f8,
    0x000008af, 0x000500c5, 0x00000006, 0x000008b1, 0x000008a4, 0x00000082, 0x000200f9, 0x000008f1,
    0x000200f8, 0x000008b2, 0x000500ae, 0x00000008, 0x000008b4, 0x000008a6, 0x00000086, 0x000300f7,
    0x000008c2, 0x00000000, 0x000400fa, 0x000008b4, 0x000008b5, 0x000008c2, 0x000200f8, 0x000008b5,
    0x00050082, 0x00000006, 0x000008b7, 0x000008a6, 0x0000008c, 0x000500c2, 0x00000006, 0x000008b9,
    0x000008b7, 0x00000090, 0x000500c7, 0x00000006, 0x000008ba, 0x000008b9, 0x00000062, 0x00050080,
    0x00000006, 0x000008bb, 0x0000008e, 0x000008ba, 0x00050080, 0x00000006, 0x000008bd, 0x000008b7,
    0x000008bb, 0x000500c2, 0x00000006, 0x000008c0, 0x000008bd, 0x00000090, 0x000500c5, 0x00000006,
    0x000008c1, 0x000008a4, 0x000008c0, 0x000200f9, 0x000008f1, 0x000200f8, 0x000008c2, 0x000500b2,
    0x00000008, 0x000008c4, 0x000008a6, 0x0000009c, 0x000300f7, 0x000008c7, 0x00000000, 0x000400fa,
    0x000008c4, 0x000008c5, 0x000008c7, 0x000200f8, 0x000008c5, 0x000200f9, 0x000008f1, 0x000200f8,
    0x000008c7, 0x000500c2, 0x00000006, 0x000008c9, 0x000008a6, 0x000000a4, 0x000500c7, 0x00000006,
    0x000008cb, 0x000008a6, 0x000000a8, 0x000500c5, 0x00000006, 0x000008cc, 0x000008cb, 0x000000aa,
    0x00050082, 0x00000006, 0x000008ce, 0x000000ad, 0x000008c9, 0x000500c2, 0x00000006, 0x000008d1,
    0x000008cc, 0x000008ce, 0x000500c4, 0x00000006, 0x000008d4, 0x00000062, 0x000008ce, 0x00050082,
    0x00000006, 0x000008d5, 0x000008d4, 0x00000062, 0x000500c7, 0x00000006, 0x000008d6, 0x000008cc,
    0x000008d5, 0x00050082, 0x00000006, 0x000008d8, 0x00000a8a, 0x000008c9, 0x000500c4, 0x00000006,
    0x000008d9, 0x00000062, 0x000008d8, 0x000500ac, 0x00000008, 0x000008dc, 0x000008d6, 0x000008d9,
    0x000400a8, 0x00000008, 0x000008dd, 0x000008dc, 0x000300f7, 0x000008e8, 0x00000000, 0x000400fa,
    0x000008dd, 0x000008de, 0x000008e8, 0x000200f8, 0x000008de, 0x000500aa, 0x00000008, 0x000008e1,
    0x000008d6, 0x000008d9, 0x000300f7, 0x000008e6, 0x00000000, 0x000400fa, 0x000008e1, 0x000008e2,
    0x000008e6, 0x000200f8, 0x000008e2, 0x000500c7, 0x00000006, 0x000008e4, 0x000008d1, 0x00000062,
    0x000500ab, 0x00000008, 0x000008e5, 0x000008e4, 0x00000050, 0x000200f9, 0x000008e6, 0x000200f8,
    0x000008e6, 0x000700f5, 0x00000008, 0x000008e7, 0x000008e1, 0x000008de, 0x000008e5, 0x000008e2,
    0x000200f9, 0x000008e8, 0x000200f8, 0x000008e8, 0x000700f5, 0x00000008, 0x000008e9, 0x000008dc,
    0x000008c7, 0x000008e7, 0x000008e6, 0x000300f7, 0x000008ed, 0x00000000, 0x000400fa, 0x000008e9,
    0x000008ea, 0x000008ed, 0x000200f8, 0x000008ea, 0x00050080, 0x00000006, 0x000008ec, 0x000008d1,
    0x00000062, 0x000200f9, 0x000008ed, 0x000200f8, 0x000008ed, 0x000700f5, 0x00000006, 0x000009b4,
    0x000008d1, 0x000008e8, 0x000008ec, 0x000008ea, 0x000500c5, 0x00000006, 0x000008f0, 0x000008a4,
    0x000009b4, 0x000200f9, 0x000008f1, 0x000200f8, 0x000008f1, 0x000d00f5, 0x00000006, 0x000009b5,
    0x000008ab, 0x000008a9, 0x000008b1, 0x000008af, 0x000008c1, 0x000008b5, 0x000008a4, 0x000008c5,
    0x000008f0, 0x000008ed, 0x000500c4, 0x00000006, 0x0000082a, 0x000009b5, 0x0000004c, 0x000500c5,
    0x00000006, 0x0000082b, 0x000009b1, 0x0000082a, 0x000200f9, 0x00000833, 0x000200f8, 0x0000082c,
    0x000300f7, 0x00000907, 0x00000000, 0x000300fb, 0x00000050, 0x000008f7, 0x000200f8, 0x000008f7,
    0x000500c7, 0x00000006, 0x000008f9, 0x0000099e, 0x00000071, 0x000500ac, 0x00000008, 0x000008fa,
    0x000008f9, 0x00000074, 0x000300f7, 0x000008ff, 0x00000000, 0x000400fa, 0x000008fa, 0x000008fb,
    0x000008ff, 0x000200f8, 0x000008fb, 0x000500c2, 0x00000006, 0x000008fd, 0x0000099e, 0x0000004c,
    0x000500c5, 0x00000006, 0x000008fe, 0x000008fd, 0x00000114, 0x000200f9, 0x00000907, 0x000200f8,
    0x000008ff, 0x00050080, 0x00000006, 0x00000901, 0x0000099e, 0x00000118, 0x000500c2, 0x00000006,
    0x00000903, 0x0000099e, 0x0000004c, 0x000500c7, 0x00000006, 0x00000904, 0x00000903, 0x00000062,
    0x00050080, 0x00000006, 0x00000905, 0x00000901, 0x00000904, 0x000500c2, 0x00000006, 0x00000906,
    0x00000905, 0x0000004c, 0x000200f9, 0x00000907, 0x000200f8, 0x00000907, 0x000700f5, 0x00000006,
    0x000009ac, 0x000008fe, 0x000008fb, 0x00000906, 0x000008ff, 0x000300f7, 0x0000091d, 0x00000000,
    0x000300fb, 0x00000050, 0x0000090d, 0x000200f8, 0x0000090d, 0x000500c7, 0x00000006, 0x0000090f,
    0x000009ab, 0x00000071, 0x000500ac, 0x00000008, 0x00000910, 0x0000090f, 0x00000074, 0x000300f7,
    0x00000915, 0x00000000, 0x000400fa, 0x00000910, 0x00000911, 0x00000915, 0x000200f8, 0x00000911,
    0x000500c2, 0x00000006, 0x00000913, 0x000009ab, 0x0000004c, 0x000500c5, 0x00000006, 0x00000914,
    0x00000913, 0x00000114, 0x000200f9, 0x0000091d, 0x000200f8, 0x00000915, 0x00050080, 0x00000006,
    0x00000917, 0x000009ab, 0x00000118, 0x000500c2, 0x00000006, 0x00000919, 0x000009ab, 0x0000004c,
    0x000500c7, 0x00000006, 0x0000091a, 0x00000919, 0x00000062, 0x00050080, 0x00000006, 0x0000091b,
    0x00000917, 0x0000091a, 0x000500c2, 0x00000006, 0x0000091c, 0x0000091b, 0x0000004c, 0x000200f9,
    0x0000091d, 0x000200f8, 0x0000091d, 0x000700f5, 0x00000006, 0x000009ad, 0x00000914, 0x00000911,
    0x0000091c, 0x00000915, 0x000500c4, 0x00000006, 0x00000831, 0x000009ad, 0x0000004c, 0x000500c5,
    0x00000006, 0x00000832, 0x000009ac, 0x00000831, 0x000200f9, 0x00000833, 0x000200f8, 0x00000833,
    0x000700f5, 0x00000006, 0x000009b6, 0x0000082b, 0x000008f1, 0x00000832, 0x0000091d, 0x000200f9,
    0x0000030f, 0x000200f8, 0x0000031c, 0x000300f7, 0x00000948, 0x00000000, 0x000300fb, 0x00000050,
    0x00000927, 0x000200f8, 0x00000927, 0x00050041, 0x0000004d, 0x00000928, 0x0000004a, 0x00000183,
    0x0004003d, 0x00000006, 0x00000929, 0x00000928, 0x000500ab, 0x00000008, 0x0000092a, 0x00000929,
    0x00000050, 0x000400a8, 0x00000008, 0x0000092b, 0x0000092a, 0x000300f7, 0x00000931, 0x00000000,
    0x000400fa, 0x0000092b, 0x0000092c, 0x00000931, 0x000200f8, 0x0000092c, 0x00050041, 0x0000004d,
    0x0000092e, 0x0000004a, 0x0000018a, 0x0004003d, 0x00000006, 0x0000092f, 0x0000092e, 0x000500ae,
    0x00000008, 0x00000930, 0x00000994, 0x0000092f, 0x000200f9, 0x00000931, 0x000200f8, 0x00000931,
    0x000700f5, 0x00000008, 0x00000932, 0x0000092a, 0x00000927, 0x00000930, 0x0000092c, 0x000400a8,
    0x00000008, 0x00000933, 0x00000932, 0x000300f7, 0x00000937, 0x00000000, 0x000400fa, 0x00000933,
    0x00000934, 0x00000937, 0x000200f8, 0x00000934, 0x00050041, 0x0000004d, 0x0000094c, 0x0000004a,
    0x0000004c, 0x0004003d, 0x00000006, 0x0000094d, 0x0000094c, 0x000500ab, 0x00000008, 0x0000094e,
    0x0000094d, 0x00000050, 0x000300f7, 0x00000957, 0x00000000, 0x000400fa, 0x0000094e, 0x0000094f,
    0x00000957, 0x000200f8, 0x0000094f, 0x00050041, 0x0000004d, 0x00000951, 0x0000004a, 0x00000055,
    0x0004003d, 0x00000006, 0x00000952, 0x00000951, 0x00050080, 0x00000006, 0x00000953, 0x00000994,
    0x00000952, 0x000500ae, 0x00000008, 0x00000956, 0x00000953, 0x0000094d, 0x000200f9, 0x00000957,
    0x000200f8, 0x00000957, 0x000700f5, 0x00000008, 0x00000958, 0x0000094e, 0x00000934, 0x00000956,
    0x0000094f, 0x000200f9, 0x00000937, 0x000200f8, 0x00000937, 0x000700f5, 0x00000008, 0x00000938,
    0x00000932, 0x00000931, 0x00000958, 0x00000957, 0x000300f7, 0x0000093a, 0x00000000, 0x000400fa,
    0x00000938, 0x00000939, 0x0000093a, 0x000200f8, 0x00000939, 0x000200f9, 0x00000948, 0x000200f8,
    0x0000093a, 0x00050041, 0x0000004d, 0x0000093b, 0x0000004a, 0x00000223, 0x0004003d, 0x00000006,
    0x0000093c, 0x0000093b, 0x000500ab, 0x00000008, 0x0000093d, 0x0000093c, 0x00000050, 0x000300f7,
    0x00000944, 0x00000000, 0x000400fa, 0x0000093d, 0x0000093e, 0x00000941, 0x000200f8, 0x0000093e,
    0x00050041, 0x0000004d, 0x0000093f, 0x0000004a, 0x0000026d, 0x0004003d, 0x00000006, 0x00000940,
    0x0000093f, 0x000200f9, 0x00000944, 0x000200f8, 0x00000941, 0x00050041, 0x0000004d, 0x00000942,
    0x0000004a, 0x00000189, 0x0004003d, 0x00000006, 0x00000943, 0x00000942, 0x000200f9, 0x00000944,
    0x000200f8, 0x00000944, 0x000700f5, 0x00000006, 0x00000995, 0x00000940, 0x0000093e, 0x00000943,
    0x00000941, 0x000300f7, 0x00000989, 0x00000000, 0x000300fb, 0x00000050, 0x00000962, 0x000200f8,
    0x00000962, 0x00050080, 0x00000006, 0x00000965, 0x00000995, 0x00000994, 0x00050041, 0x0000004d,
    0x00000966, 0x0000004a, 0x0000021d, 0x0004003d, 0x00000006, 0x00000967, 0x00000966, 0x000500ab,
    0x00000008, 0x00000968, 0x00000967, 0x00000050, 0x000300f7, 0x0000097b, 0x00000000, 0x000400fa,
    0x00000968, 0x00000969, 0x0000097b, 0x000200f8, 0x00000969, 0x000300f7, 0x00000977, 0x00000000,
    0x000400fa, 0x0000093d, 0x0000096d, 0x00000972, 0x000200f8, 0x0000096d, 0x00050086, 0x00000006,
    0x0000096f, 0x00000965, 0x00000128, 0x00060041, 0x00000230, 0x00000970, 0x0000022d, 0x0000018a,
    0x0000096f, 0x0004003d, 0x00000006, 0x00000971, 0x00000970, 0x000200f9, 0x00000977, 0x000200f8,
    0x00000972, 0x00050086, 0x00000006, 0x00000974, 0x00000965, 0x00000128, 0x00060041, 0x00000230,
    0x00000975, 0x00000237, 0x0000018a, 0x00000974, 0x0004003d, 0x00000006, 0x00000976, 0x00000975,
    0x000200f9, 0x00000977, 0x000200f8, 0x00000977, 0x000700f5, 0x00000006, 0x00000997, 0x00000971,
    0x0000096d, 0x00000976, 0x00000972, 0x000500c7, 0x00000006, 0x0000098f, 0x00000965, 0x00000062,
    0x00050084, 0x00000006, 0x00000990, 0x00000060, 0x0000098f, 0x000500c2, 0x00000006, 0x00000991,
    0x00000997, 0x00000990, 0x000500c7, 0x00000006, 0x00000992, 0x00000991, 0x00000066, 0x000200f9,
    0x00000989, 0x000200f8, 0x0000097b, 0x000300f7, 0x00000987, 0x00000000, 0x000400fa, 0x0000093d,
    0x0000097f, 0x00000983, 0x000200f8, 0x0000097f, 0x00060041, 0x00000230, 0x00000981, 0x0000022d,
    0x0000018a, 0x00000965, 0x0004003d, 0x00000006, 0x00000982, 0x00000981, 0x000200f9, 0x00000987,
    0x000200f8, 0x00000983, 0x00060041, 0x00000230, 0x00000985, 0x00000237, 0x0000018a, 0x00000965,
    0x0004003d, 0x00000006, 0x00000986, 0x00000985, 0x000200f9, 0x00000987, 0x000200f8, 0x00000987,
    0x000700f5, 0x00000006, 0x00000996, 0x00000982, 0x0000097f, 0x00000986, 0x00000983, 0x000200f9,
    0x00000989, 0x000200f8, 0x00000989, 0x000700f5, 0x00000006, 0x00000998, 0x00000992, 0x00000977,
    0x00000996, 0x00000987, 0x000200f9, 0x00000948, 0x000200f8, 0x00000948, 0x000700f5, 0x00000006,
    0x00000999, 0x00000050, 0x00000939, 0x00000998, 0x00000989, 0x000200f9, 0x0000030f, 0x000200f8,
    0x0000030f, 0x000700f5, 0x00000006, 0x000009b7, 0x000009b6, 0x00000833, 0x00000999, 0x00000948,
    0x00060041, 0x00000230, 0x00000321, 0x0000029a, 0x0000018a, 0x0000030b, 0x0003003e, 0x00000321,
    0x000009b7, 0x000200f9, 0x00000303, 0x000200f8, 0x00000303, 0x00050080, 0x00000006, 0x00000324,
    0x00000994, 0x000002fc, 0x000200f9, 0x00000300, 0x000200f8, 0x00000302, 0x000200f9, 0x00000326,
    0x000200f8, 0x00000326, 0x000100fd, 0x00010038,
};
/* shaders/reduce.comp: 145896 bytes of SPIR-V as little-endian words */
static const uint32_t vkar__spirv_reduce[36474] = {
    0x07230203, 0x00010300, 0x000d000b, 0x000045ff, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0007000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00000696, 0x00000919, 0x00060010,
    0x00000004, 0x00000011, 0x00000100, 0x00000001, 0x00000001, 0x00050048, 0x000000d4, 0x00000000,
    0x00000023, 0x00000000, 0x00050048, 0x000000d4, 0x00000001, 0x00000023, 0x00000004, 0x00050048,
    0x000000d4, 0x00000002, 0x00000023, 0x00000008, 0x00050048, 0x000000d4, 0x00000003, 0x00000023,
    0x0000000c, 0x00050048, 0x000000d4, 0x00000004, 0x00000023, 0x00000010, 0x00050048, 0x000000d4,
    0x00000005, 0x00000023, 0x00000014, 0x00050048, 0x000000d4, 0x00000006, 0x00000023, 0x00000018,
    0x00050048, 0x000000d4, 0x00000007, 0x00000023, 0x0000001c, 0x00050048, 0x000000d4, 0x00000008,
    0x00000023, 0x00000020, 0x00050048, 0x000000d4, 0x00000009, 0x00000023, 0x00000024, 0x00050048,
    0x000000d4, 0x0000000a, 0x00000023, 0x00000028, 0x00050048, 0x000000d4, 0x0000000b, 0x00000023,
    0x0000002c, 0x00050048, 0x000000d4, 0x0000000c, 0x00000023, 0x00000030, 0x00050048, 0x000000d4,
    0x0000000d, 0x00000023, 0x00000034, 0x00050048, 0x000000d4, 0x0000000e, 0x00000023, 0x00000038,
    0x00050048, 0x000000d4, 0x0000000f, 0x00000023, 0x0000003c, 0x00050048, 0x000000d4, 0x00000010,
    0x00000023, 0x00000040, 0x00050048, 0x000000d4, 0x00000011, 0x00000023, 0x00000044, 0x00050048,
    0x000000d4, 0x00000012, 0x00000023, 0x00000048, 0x00030047, 0x000000d4, 0x00000002, 0x00040047,
    0x000003f4, 0x00000006, 0x00000004, 0x00050048, 0x000003f5, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x000003f5, 0x00000002, 0x00040047, 0x000003f7, 0x00000022, 0x00000000, 0x00040047,
    0x000003f7, 0x00000021, 0x00000002, 0x00040047, 0x00000427, 0x00000006, 0x00000004, 0x00040048,
    0x00000428, 0x00000000, 0x00000018, 0x00050048, 0x00000428, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000428, 0x00000002, 0x00040047, 0x0000042a, 0x00000022, 0x00000000, 0x00040047,
    0x0000042a, 0x00000021, 0x00000000, 0x00040047, 0x00000452, 0x00000006, 0x00000010, 0x00040048,
    0x00000453, 0x00000000, 0x00000018, 0x00050048, 0x00000453, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000453, 0x00000002, 0x00040047, 0x00000455, 0x00000022, 0x00000000, 0x00040047,
    0x00000455, 0x00000021, 0x00000001, 0x00040047, 0x00000472, 0x00000006, 0x00000004, 0x00040048,
    0x00000473, 0x00000000, 0x00000018, 0x00050048, 0x00000473, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000473, 0x00000002, 0x00040047, 0x00000475, 0x00000022, 0x00000000, 0x00040047,
    0x00000475, 0x00000021, 0x00000001, 0x00040047, 0x00000696, 0x0000000b, 0x0000001c, 0x00040047,
    0x00000919, 0x0000000b, 0x00000018, 0x00040047, 0x0000099e, 0x0000000b, 0x00000019, 0x00020013,
    0x00000002, 0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000,
    0x00040020, 0x00000007, 0x00000007, 0x00000006, 0x00020014, 0x00000008, 0x00030016, 0x0000003e,
    0x00000020, 0x00040017, 0x0000003f, 0x0000003e, 0x00000004, 0x00040020, 0x00000040, 0x00000007,
    0x0000003f, 0x00040017, 0x00000045, 0x00000006, 0x00000004, 0x00040020, 0x00000046, 0x00000007,
    0x00000045, 0x00040020, 0x0000004b, 0x00000007, 0x00000008, 0x00040020, 0x0000006e, 0x00000007,
    0x0000003e, 0x00040017, 0x000000aa, 0x00000008, 0x00000004, 0x00040020, 0x000000ab, 0x00000007,
    0x000000aa, 0x0015001e, 0x000000d4, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00040020, 0x000000d5,
    0x00000009, 0x000000d4, 0x0004003b, 0x000000d5, 0x000000d6, 0x00000009, 0x00040015, 0x000000d7,
    0x00000020, 0x00000001, 0x0004002b, 0x000000d7, 0x000000d8, 0x00000010, 0x00040020, 0x000000d9,
    0x00000009, 0x00000006, 0x0004002b, 0x00000006, 0x000000dc, 0x00000000, 0x0004002b, 0x000000d7,
    0x000000e1, 0x0000000f, 0x0004002b, 0x00000006, 0x000000ec, 0x00000010, 0x0004002b, 0x00000006,
    0x000000ee, 0x00000001, 0x0004002b, 0x00000006, 0x000000f2, 0x0000ffff, 0x0004002b, 0x00000006,
    0x000000f9, 0x00008000, 0x0004002b, 0x00000006, 0x000000fd, 0x7fffffff, 0x0004002b, 0x00000006,
    0x00000100, 0x7f800000, 0x0004002b, 0x00000006, 0x00000105, 0x00007e00, 0x0004002b, 0x00000006,
    0x00000109, 0x477ff000, 0x0004002b, 0x00000006, 0x0000010e, 0x00007c00, 0x0004002b, 0x00000006,
    0x00000112, 0x38800000, 0x0004002b, 0x00000006, 0x00000118, 0x38000000, 0x0004002b, 0x00000006,
    0x0000011a, 0x00000fff, 0x0004002b, 0x000000d7, 0x0000011c, 0x0000000d, 0x0004002b, 0x00000006,
    0x00000128, 0x33000000, 0x0004002b, 0x000000d7, 0x00000130, 0x00000017, 0x0004002b, 0x00000006,
    0x00000134, 0x007fffff, 0x0004002b, 0x00000006, 0x00000136, 0x00800000, 0x0004002b, 0x00000006,
    0x00000139, 0x0000007e, 0x0004002b, 0x000000d7, 0x00000169, 0x0000000a, 0x0004002b, 0x00000006,
    0x0000016b, 0x0000001f, 0x0004002b, 0x00000006, 0x0000016f, 0x000003ff, 0x0004002b, 0x00000006,
    0x00000181, 0x00000070, 0x0004002b, 0x0000003e, 0x00000192, 0x33800000, 0x0004002b, 0x00000006,
    0x0000019f, 0x00000040, 0x0004002b, 0x00000006, 0x000001a3, 0x00007fff, 0x0004002b, 0x000000d7,
    0x000001b0, 0x00000005, 0x0004002b, 0x00000006, 0x000001b3, 0x00000002, 0x0004002b, 0x000000d7,
    0x000001ca, 0x00000008, 0x0004002b, 0x00000006, 0x000001e8, 0x80000000, 0x0004002b, 0x00000006,
    0x000001ee, 0x7fc00000, 0x0004002b, 0x00000006, 0x000001f3, 0x00000008, 0x0004002b, 0x00000006,
    0x000001f6, 0x00000020, 0x0004002b, 0x00000006, 0x000001ff, 0x000000ff, 0x0004002b, 0x00000006,
    0x00000209, 0x00000017, 0x0004002b, 0x000000d7, 0x0000020c, 0x0000007f, 0x0004002b, 0x000000d7,
    0x0000020e, 0x00000006, 0x0004002b, 0x00000006, 0x00000212, 0x007e0000, 0x0004002b, 0x000000d7,
    0x00000214, 0x00000001, 0x0004002b, 0x000000d7, 0x00000215, 0x00000000, 0x0004002b, 0x000000d7,
    0x00000219, 0xffffff81, 0x0004002b, 0x00000006, 0x0000024c, 0x00000019, 0x0004002b, 0x00000006,
    0x0000027d, 0x00000100, 0x0004002b, 0x00000006, 0x0000028d, 0x00000018, 0x0004002b, 0x000000d7,
    0x00000290, 0x00000018, 0x0004002b, 0x00000006, 0x000002ae, 0x0000007f, 0x0004002b, 0x00000006,
    0x000002bd, 0x00000004, 0x0007002c, 0x00000045, 0x000002dd, 0x000000dc, 0x000000dc, 0x000000dc,
    0x000000dc, 0x0007002c, 0x00000045, 0x000002e1, 0x000001ee, 0x000001ee, 0x000001ee, 0x000001ee,
    0x0007002c, 0x00000045, 0x000002e5, 0x00000100, 0x00000100, 0x00000100, 0x00000100, 0x0007002c,
    0x00000045, 0x0000031d, 0x000000ee, 0x000000ee, 0x000000ee, 0x000000ee, 0x0004002b, 0x000000d7,
    0x0000032f, 0x00000009, 0x0004002b, 0x00000006, 0x0000034a, 0x00000003, 0x0003002a, 0x00000008,
    0x0000034e, 0x00040017, 0x00000386, 0x000000d7, 0x00000004, 0x0003001d, 0x000003f4, 0x00000006,
    0x0003001e, 0x000003f5, 0x000003f4, 0x00040020, 0x000003f6, 0x0000000c, 0x000003f5, 0x0004003b,
    0x000003f6, 0x000003f7, 0x0000000c, 0x0004002b, 0x000000d7, 0x000003f8, 0x0000000b, 0x00040020,
    0x000003fe, 0x0000000c, 0x00000006, 0x0004002b, 0x000000d7, 0x00000420, 0x0000000e, 0x0003001d,
    0x00000427, 0x00000006, 0x0003001e, 0x00000428, 0x00000427, 0x00040020, 0x00000429, 0x0000000c,
    0x00000428, 0x0004003b, 0x00000429, 0x0000042a, 0x0000000c, 0x0004002b, 0x000000d7, 0x00000449,
    0x00000007, 0x0003001d, 0x00000452, 0x00000045, 0x0003001e, 0x00000453, 0x00000452, 0x00040020,
    0x00000454, 0x0000000c, 0x00000453, 0x0004003b, 0x00000454, 0x00000455, 0x0000000c, 0x0004002b,
    0x000000d7, 0x00000456, 0x00000002, 0x0004002b, 0x000000d7, 0x0000045a, 0x00000003, 0x00040020,
    0x00000462, 0x0000000c, 0x00000045, 0x0003001d, 0x00000472, 0x00000006, 0x0003001e, 0x00000473,
    0x00000472, 0x00040020, 0x00000474, 0x0000000c, 0x00000473, 0x0004003b, 0x00000474, 0x00000475,
    0x0000000c, 0x0004002b, 0x000000d7, 0x00000533, 0x00000011, 0x0004002b, 0x000000d7, 0x0000055e,
    0x00000004, 0x0007002c, 0x00000045, 0x00000612, 0x000000dc, 0x000000ee, 0x000001b3, 0x0000034a,
    0x0004002b, 0x00000006, 0x00000667, 0xffff0000, 0x00040017, 0x00000694, 0x00000006, 0x00000003,
    0x00040020, 0x00000695, 0x00000001, 0x00000694, 0x0004003b, 0x00000695, 0x00000696, 0x00000001,
    0x00040020, 0x00000697, 0x00000001, 0x00000006, 0x0004001c, 0x0000075d, 0x00000045, 0x000001b3,
    0x00040020, 0x0000075e, 0x00000007, 0x0000075d, 0x0004001c, 0x000007ae, 0x0000003f, 0x000001f3,
    0x00040020, 0x000007af, 0x00000007, 0x000007ae, 0x0007002c, 0x000000aa, 0x0000085d, 0x0000034e,
    0x0000034e, 0x0000034e, 0x0000034e, 0x0004002b, 0x000000d7, 0x000008ae, 0x00000012, 0x0004003b,
    0x00000695, 0x00000919, 0x00000001, 0x0006002c, 0x00000694, 0x0000099e, 0x0000027d, 0x000000ee,
    0x000000ee, 0x00030001, 0x0000003f, 0x00004305, 0x0007002c, 0x00000045, 0x000045f8, 0x000001e8,
    0x000001e8, 0x000001e8, 0x000001e8, 0x0007002c, 0x00000045, 0x000045f9, 0x000000fd, 0x000000fd,
    0x000000fd, 0x000000fd, 0x0007002c, 0x00000045, 0x000045fa, 0x000000f2, 0x000000f2, 0x000000f2,
    0x000000f2, 0x0007002c, 0x00000045, 0x000045fb, 0x000000ec, 0x000000ec, 0x000000ec, 0x000000ec,
    0x0004002b, 0x00000006, 0x000045fc, 0x0000007d, 0x0004002b, 0x000000d7, 0x000045fd, 0x00000085,
    0x0004002b, 0x00000006, 0x000045fe, 0x00000400, 0x00050036, 0x00000002, 0x00000004, 0x00000000,
    0x00000003, 0x000200f8, 0x00000005, 0x0004003b, 0x00000046, 0x00003581, 0x00000007, 0x0004003b,
    0x00000040, 0x00003587, 0x00000007, 0x0004003b, 0x00000040, 0x0000358a, 0x00000007, 0x0004003b,
    0x00000046, 0x000033af, 0x00000007, 0x0004003b, 0x0000075e, 0x000030c5, 0x00000007, 0x0004003b,
    0x00000046, 0x000030ce, 0x00000007, 0x0004003b, 0x000007af, 0x000030d6, 0x00000007, 0x0004003b,
    0x00000040, 0x000030dc, 0x00000007, 0x0004003b, 0x00000046, 0x000027c4, 0x00000007, 0x0004003b,
    0x00000046, 0x0000274b, 0x00000007, 0x0004003b, 0x00000046, 0x0000223d, 0x00000007, 0x0004003b,
    0x00000046, 0x000021c4, 0x00000007, 0x0004003b, 0x00000046, 0x0000214b, 0x00000007, 0x0004003b,
    0x00000046, 0x0000214f, 0x00000007, 0x0004003b, 0x00000046, 0x00002158, 0x00000007, 0x0004003b,
    0x00000046, 0x0000215b, 0x00000007, 0x0004003b, 0x00000046, 0x00002128, 0x00000007, 0x0004003b,
    0x00000046, 0x00002129, 0x00000007, 0x0004003b, 0x00000046, 0x000017eb, 0x00000007, 0x0004003b,
    0x00000046, 0x00001772, 0x00000007, 0x0004003b, 0x00000046, 0x00001264, 0x00000007, 0x0004003b,
    0x00000046, 0x000011eb, 0x00000007, 0x0004003b, 0x00000046, 0x00001172, 0x00000007, 0x0004003b,
    0x00000046, 0x00001176, 0x00000007, 0x0004003b, 0x00000046, 0x0000117f, 0x00000007, 0x0004003b,
    0x00000046, 0x00001182, 0x00000007, 0x0004003b, 0x00000046, 0x00000d48, 0x00000007, 0x0004003b,
    0x00000046, 0x00000d0d, 0x00000007, 0x0004003b, 0x00000046, 0x00000d10, 0x00000007, 0x0004003b,
    0x000000ab, 0x00000d11, 0x00000007, 0x0004003b, 0x00000046, 0x00000b9c, 0x00000007, 0x0004003b,
    0x00000046, 0x00000b9e, 0x00000007, 0x0004003b, 0x000000ab, 0x00000b9f, 0x00000007, 0x0004003b,
    0x00000046, 0x00000ba3, 0x00000007, 0x0004003b, 0x000000ab, 0x00000ba4, 0x00000007, 0x0004003b,
    0x00000046, 0x000009f5, 0x00000007, 0x0004003b, 0x00000046, 0x000009f7, 0x00000007, 0x0004003b,
    0x000000ab, 0x000009f8, 0x00000007, 0x0004003b, 0x00000046, 0x000009ff, 0x00000007, 0x0004003b,
    0x000000ab, 0x00000a00, 0x00000007, 0x000300f7, 0x0000099f, 0x00000000, 0x000300fb, 0x000000dc,
    0x000009a0, 0x000200f8, 0x000009a0, 0x00050041, 0x00000697, 0x0000091a, 0x00000919, 0x000000dc,
    0x0004003d, 0x00000006, 0x0000091b, 0x0000091a, 0x00050084, 0x00000006, 0x0000091c, 0x0000091b,
    0x0000027d, 0x00050041, 0x000000d9, 0x0000091d, 0x000000d6, 0x000008ae, 0x0004003d, 0x00000006,
    0x0000091e, 0x0000091d, 0x000500aa, 0x00000008, 0x0000091f, 0x0000091e, 0x0000034a, 0x000300f7,
    0x00000921, 0x00000000, 0x000400fa, 0x0000091f, 0x00000920, 0x00000921, 0x000200f8, 0x00000920,
    0x00050041, 0x000000d9, 0x00000922, 0x000000d6, 0x00000420, 0x0004003d, 0x00000006, 0x00000923,
    0x00000922, 0x000500ab, 0x00000008, 0x00000924, 0x00000923, 0x000000dc, 0x000300f7, 0x00000926,
    0x00000000, 0x000400fa, 0x00000924, 0x00000925, 0x0000092a, 0x000200f8, 0x0000092a, 0x00050041,
    0x000000d9, 0x00000b14, 0x000000d6, 0x00000215, 0x0004003d, 0x00000006, 0x00000b15, 0x00000b14,
    0x00050041, 0x000000d9, 0x00000b16, 0x000000d6, 0x0000055e, 0x0004003d, 0x00000006, 0x00000b17,
    0x00000b16, 0x00050084, 0x00000006, 0x00000b18, 0x00000b15, 0x00000b17, 0x00050041, 0x00000697,
    0x00000b19, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000b1a, 0x00000b19, 0x000200f9,
    0x00000b1b, 0x000200f8, 0x00000b1b, 0x000700f5, 0x00000006, 0x00004400, 0x00000b1a, 0x0000092a,
    0x00000b4e, 0x00000b4b, 0x000500b0, 0x00000008, 0x00000b1f, 0x00004400, 0x00000b18, 0x000400f6,
    0x00000b4f, 0x00000b4b, 0x00000000, 0x000400fa, 0x00000b1f, 0x00000b20, 0x00000b4f, 0x000200f8,
    0x00000b20, 0x00050086, 0x00000006, 0x00000b24, 0x00004400, 0x00000b15, 0x00050084, 0x00000006,
    0x00000b29, 0x00000b24, 0x00000b15, 0x00050082, 0x00000006, 0x00000b2a, 0x00004400, 0x00000b29,
    0x00050041, 0x000000d9, 0x00000b2c, 0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x00000b2d,
    0x00000b2c, 0x000500aa, 0x00000008, 0x00000b2e, 0x00000b24, 0x00000b2d, 0x000300f7, 0x00000b3e,
    0x00000000, 0x000400fa, 0x00000b2e, 0x00000b2f, 0x00000b32, 0x000200f8, 0x00000b32, 0x00050041,
    0x000000d9, 0x00000b33, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00000b34, 0x00000b33,
    0x00050041, 0x000000d9, 0x00000b36, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x00000b37,
    0x00000b36, 0x00050084, 0x00000006, 0x00000b38, 0x00000b24, 0x00000b37, 0x00050080, 0x00000006,
    0x00000b39, 0x00000b34, 0x00000b38, 0x00050080, 0x00000006, 0x00000b3b, 0x00000b39, 0x00000b2a,
    0x00060041, 0x000003fe, 0x00000b3c, 0x00000475, 0x00000215, 0x00000b3b, 0x0004003d, 0x00000006,
    0x00000b3d, 0x00000b3c, 0x000200f9, 0x00000b3e, 0x000200f8, 0x00000b2f, 0x000300f7, 0x00000b81,
    0x00000000, 0x000300fb, 0x000000dc, 0x00000b59, 0x000200f8, 0x00000b59, 0x00050041, 0x000000d9,
    0x00000b5a, 0x000000d6, 0x0000020e, 0x0004003d, 0x00000006, 0x00000b5b, 0x00000b5a, 0x000500ab,
    0x00000008, 0x00000b5c, 0x00000b5b, 0x000000dc, 0x000400a8, 0x00000008, 0x00000b5d, 0x00000b5c,
    0x000300f7, 0x00000b63, 0x00000000, 0x000400fa, 0x00000b5d, 0x00000b5e, 0x00000b63, 0x000200f8,
    0x00000b5e, 0x000500ae, 0x00000008, 0x00000b62, 0x00000b2a, 0x00000b15, 0x000200f9, 0x00000b63,
    0x000200f8, 0x00000b63, 0x000700f5, 0x00000008, 0x00000b64, 0x00000b5c, 0x00000b59, 0x00000b62,
    0x00000b5e, 0x000400a8, 0x00000008, 0x00000b65, 0x00000b64, 0x000300f7, 0x00000b69, 0x00000000,
    0x000400fa, 0x00000b65, 0x00000b66, 0x00000b69, 0x000200f8, 0x00000b66, 0x00050041, 0x000000d9,
    0x00000b85, 0x000000d6, 0x000000d8, 0x0004003d, 0x00000006, 0x00000b86, 0x00000b85, 0x000500ab,
    0x00000008, 0x00000b87, 0x00000b86, 0x000000dc, 0x000300f7, 0x00000b90, 0x00000000, 0x000400fa,
    0x00000b87, 0x00000b88, 0x00000b90, 0x000200f8, 0x00000b88, 0x00050041, 0x000000d9, 0x00000b8a,
    0x000000d6, 0x000000e1, 0x0004003d, 0x00000006, 0x00000b8b, 0x00000b8a, 0x00050080, 0x00000006,
    0x00000b8c, 0x00000b2a, 0x00000b8b, 0x000500ae, 0x00000008, 0x00000b8f, 0x00000b8c, 0x00000b86,
    0x000200f9, 0x00000b90, 0x000200f8, 0x00000b90, 0x000700f5, 0x00000008, 0x00000b91, 0x00000b87,
    0x00000b66, 0x00000b8f, 0x00000b88, 0x000200f9, 0x00000b69, 0x000200f8, 0x00000b69, 0x000700f5,
    0x00000008, 0x00000b6a, 0x00000b64, 0x00000b63, 0x00000b91, 0x00000b90, 0x000300f7, 0x00000b6c,
    0x00000000, 0x000400fa, 0x00000b6a, 0x00000b6b, 0x00000b6c, 0x000200f8, 0x00000b6b, 0x000200f9,
    0x00000b81, 0x000200f8, 0x00000b6c, 0x00050041, 0x000000d9, 0x00000b6d, 0x000000d6, 0x00000214,
    0x0004003d, 0x00000006, 0x00000b6e, 0x00000b6d, 0x00050080, 0x00000006, 0x00000b70, 0x00000b6e,
    0x00000b2a, 0x000300f7, 0x00000b7f, 0x00000000, 0x000400fa, 0x00000924, 0x00000b74, 0x00000b7b,
    0x000200f8, 0x00000b7b, 0x00060041, 0x000003fe, 0x00000b7d, 0x0000042a, 0x00000215, 0x00000b70,
    0x0004003d, 0x00000006, 0x00000b7e, 0x00000b7d, 0x000200f9, 0x00000b7f, 0x000200f8, 0x00000b74,
    0x00050086, 0x00000006, 0x00000b76, 0x00000b70, 0x000001b3, 0x00060041, 0x000003fe, 0x00000b77,
    0x0000042a, 0x00000215, 0x00000b76, 0x0004003d, 0x00000006, 0x00000b78, 0x00000b77, 0x000500c7,
    0x00000006, 0x00000b96, 0x00000b70, 0x000000ee, 0x00050084, 0x00000006, 0x00000b97, 0x000000ec,
    0x00000b96, 0x000500c2, 0x00000006, 0x00000b98, 0x00000b78, 0x00000b97, 0x000500c7, 0x00000006,
    0x00000b99, 0x00000b98, 0x000000f2, 0x000200f9, 0x00000b7f, 0x000200f8, 0x00000b7f, 0x000700f5,
    0x00000006, 0x00004401, 0x00000b99, 0x00000b74, 0x00000b7e, 0x00000b7b, 0x000200f9, 0x00000b81,
    0x000200f8, 0x00000b81, 0x000700f5, 0x00000006, 0x00004402, 0x000000dc, 0x00000b6b, 0x00004401,
    0x00000b7f, 0x000200f9, 0x00000b3e, 0x000200f8, 0x00000b3e, 0x000700f5, 0x00000006, 0x00004403,
    0x00004402, 0x00000b81, 0x00000b3d, 0x00000b32, 0x00050041, 0x000000d9, 0x00000b40, 0x000000d6,
    0x000003f8, 0x0004003d, 0x00000006, 0x00000b41, 0x00000b40, 0x00050041, 0x000000d9, 0x00000b43,
    0x000000d6, 0x0000011c, 0x0004003d, 0x00000006, 0x00000b44, 0x00000b43, 0x00050084, 0x00000006,
    0x00000b45, 0x00000b24, 0x00000b44, 0x00050080, 0x00000006, 0x00000b46, 0x00000b41, 0x00000b45,
    0x00050080, 0x00000006, 0x00000b48, 0x00000b46, 0x00000b2a, 0x00060041, 0x000003fe, 0x00000b4a,
    0x000003f7, 0x00000215, 0x00000b48, 0x0003003e, 0x00000b4a, 0x00004403, 0x000200f9, 0x00000b4b,
    0x000200f8, 0x00000b4b, 0x00050080, 0x00000006, 0x00000b4e, 0x00004400, 0x0000091c, 0x000200f9,
    0x00000b1b, 0x000200f8, 0x00000b4f, 0x000200f9, 0x00000926, 0x000200f8, 0x00000925, 0x00050041,
    0x000000d9, 0x00000a02, 0x000000d6, 0x0000055e, 0x0004003d, 0x00000006, 0x00000a03, 0x00000a02,
    0x00050082, 0x00000006, 0x00000a04, 0x00000a03, 0x000000ee, 0x00050041, 0x000000d9, 0x00000a05,
    0x000000d6, 0x0000011c, 0x0004003d, 0x00000006, 0x00000a06, 0x00000a05, 0x00050084, 0x00000006,
    0x00000a07, 0x00000a04, 0x00000a06, 0x00050041, 0x000000d9, 0x00000a08, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x00000a09, 0x00000a08, 0x00050080, 0x00000006, 0x00000a0a, 0x00000a07,
    0x00000a09, 0x00050041, 0x000000d9, 0x00000a0c, 0x000000d6, 0x000003f8, 0x0004003d, 0x00000006,
    0x00000a0d, 0x00000a0c, 0x000500c7, 0x00000006, 0x00000a0e, 0x00000a0d, 0x000000ee, 0x00050080,
    0x00000006, 0x00000a0f, 0x00000a0a, 0x00000a0e, 0x00050080, 0x00000006, 0x00000a10, 0x00000a0f,
    0x0000034a, 0x00050086, 0x00000006, 0x00000a11, 0x00000a10, 0x000002bd, 0x00050041, 0x00000697,
    0x00000a12, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000a13, 0x00000a12, 0x000200f9,
    0x00000a14, 0x000200f8, 0x00000a14, 0x000700f5, 0x00000006, 0x0000440a, 0x00000a13, 0x00000925,
    0x00000a64, 0x00000a61, 0x000500b0, 0x00000008, 0x00000a18, 0x0000440a, 0x00000a11, 0x000400f6,
    0x00000a65, 0x00000a61, 0x00000000, 0x000400fa, 0x00000a18, 0x00000a19, 0x00000a65, 0x000200f8,
    0x00000a19, 0x00050084, 0x00000006, 0x00000a69, 0x000002bd, 0x0000440a, 0x00050082, 0x00000006,
    0x00000a6d, 0x00000a69, 0x00000a0e, 0x00070050, 0x00000045, 0x00000a6e, 0x00000a6d, 0x00000a6d,
    0x00000a6d, 0x00000a6d, 0x00050080, 0x00000045, 0x00000a6f, 0x00000a6e, 0x00000612, 0x0003003e,
    0x000009f5, 0x00000a6f, 0x0003003e, 0x000009f7, 0x000002dd, 0x0003003e, 0x000009f8, 0x0000085d,
    0x000200f9, 0x00000a1c, 0x000200f8, 0x00000a1c, 0x000700f5, 0x00000006, 0x0000440b, 0x000000dc,
    0x00000a19, 0x00000a5b, 0x00000a59, 0x000500b0, 0x00000008, 0x00000a1f, 0x0000440b, 0x000002bd,
    0x000400f6, 0x00000a5c, 0x00000a59, 0x00000000, 0x000400fa, 0x00000a1f, 0x00000a20, 0x00000a5c,
    0x000200f8, 0x00000a20, 0x00050041, 0x00000007, 0x00000a22, 0x000009f5, 0x0000440b, 0x0004003d,
    0x00000006, 0x00000a23, 0x00000a22, 0x00050086, 0x00000006, 0x00000a26, 0x00000a23, 0x00000a06,
    0x0004003d, 0x00000006, 0x00000a29, 0x00000a22, 0x00050084, 0x00000006, 0x00000a2d, 0x00000a26,
    0x00000a06, 0x00050082, 0x00000006, 0x00000a2e, 0x00000a29, 0x00000a2d, 0x0004003d, 0x00000006,
    0x00000a32, 0x00000a22, 0x000500b0, 0x00000008, 0x00000a34, 0x00000a32, 0x00000a0a, 0x000300f7,
    0x00000a3a, 0x00000000, 0x000400fa, 0x00000a34, 0x00000a35, 0x00000a3a, 0x000200f8, 0x00000a35,
    0x000500b0, 0x00000008, 0x00000a39, 0x00000a2e, 0x00000a09, 0x000200f9, 0x00000a3a, 0x000200f8,
    0x00000a3a, 0x000700f5, 0x00000008, 0x00000a3b, 0x00000a34, 0x00000a20, 0x00000a39, 0x00000a35,
    0x00050041, 0x0000004b, 0x00000a3c, 0x000009f8, 0x0000440b, 0x0003003e, 0x00000a3c, 0x00000a3b,
    0x0004003d, 0x00000008, 0x00000a3f, 0x00000a3c, 0x000300f7, 0x00000a58, 0x00000000, 0x000400fa,
    0x00000a3f, 0x00000a40, 0x00000a58, 0x000200f8, 0x00000a40, 0x00050041, 0x000000d9, 0x00000a43,
    0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x00000a44, 0x00000a43, 0x000500aa, 0x00000008,
    0x00000a45, 0x00000a26, 0x00000a44, 0x000300f7, 0x00000a55, 0x00000000, 0x000400fa, 0x00000a45,
    0x00000a46, 0x00000a49, 0x000200f8, 0x00000a49, 0x00050041, 0x000000d9, 0x00000a4a, 0x000000d6,
    0x00000456, 0x0004003d, 0x00000006, 0x00000a4b, 0x00000a4a, 0x00050041, 0x000000d9, 0x00000a4d,
    0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x00000a4e, 0x00000a4d, 0x00050084, 0x00000006,
    0x00000a4f, 0x00000a26, 0x00000a4e, 0x00050080, 0x00000006, 0x00000a50, 0x00000a4b, 0x00000a4f,
    0x00050080, 0x00000006, 0x00000a52, 0x00000a50, 0x00000a2e, 0x00060041, 0x000003fe, 0x00000a53,
    0x00000475, 0x00000215, 0x00000a52, 0x0004003d, 0x00000006, 0x00000a54, 0x00000a53, 0x000200f9,
    0x00000a55, 0x000200f8, 0x00000a46, 0x000300f7, 0x00000aa1, 0x00000000, 0x000300fb, 0x000000dc,
    0x00000a79, 0x000200f8, 0x00000a79, 0x00050041, 0x000000d9, 0x00000a7a, 0x000000d6, 0x0000020e,
    0x0004003d, 0x00000006, 0x00000a7b, 0x00000a7a, 0x000500ab, 0x00000008, 0x00000a7c, 0x00000a7b,
    0x000000dc, 0x000400a8, 0x00000008, 0x00000a7d, 0x00000a7c, 0x000300f7, 0x00000a83, 0x00000000,
    0x000400fa, 0x00000a7d, 0x00000a7e, 0x00000a83, 0x000200f8, 0x00000a7e, 0x000500ae, 0x00000008,
    0x00000a82, 0x00000a2e, 0x00000a09, 0x000200f9, 0x00000a83, 0x000200f8, 0x00000a83, 0x000700f5,
    0x00000008, 0x00000a84, 0x00000a7c, 0x00000a79, 0x00000a82, 0x00000a7e, 0x000400a8, 0x00000008,
    0x00000a85, 0x00000a84, 0x000300f7, 0x00000a89, 0x00000000, 0x000400fa, 0x00000a85, 0x00000a86,
    0x00000a89, 0x000200f8, 0x00000a86, 0x00050041, 0x000000d9, 0x00000aa5, 0x000000d6, 0x000000d8,
    0x0004003d, 0x00000006, 0x00000aa6, 0x00000aa5, 0x000500ab, 0x00000008, 0x00000aa7, 0x00000aa6,
    0x000000dc, 0x000300f7, 0x00000ab0, 0x00000000, 0x000400fa, 0x00000aa7, 0x00000aa8, 0x00000ab0,
    0x000200f8, 0x00000aa8, 0x00050041, 0x000000d9, 0x00000aaa, 0x000000d6, 0x000000e1, 0x0004003d,
    0x00000006, 0x00000aab, 0x00000aaa, 0x00050080, 0x00000006, 0x00000aac, 0x00000a2e, 0x00000aab,
    0x000500ae, 0x00000008, 0x00000aaf, 0x00000aac, 0x00000aa6, 0x000200f9, 0x00000ab0, 0x000200f8,
    0x00000ab0, 0x000700f5, 0x00000008, 0x00000ab1, 0x00000aa7, 0x00000a86, 0x00000aaf, 0x00000aa8,
    0x000200f9, 0x00000a89, 0x000200f8, 0x00000a89, 0x000700f5, 0x00000008, 0x00000a8a, 0x00000a84,
    0x00000a83, 0x00000ab1, 0x00000ab0, 0x000300f7, 0x00000a8c, 0x00000000, 0x000400fa, 0x00000a8a,
    0x00000a8b, 0x00000a8c, 0x000200f8, 0x00000a8b, 0x000200f9, 0x00000aa1, 0x000200f8, 0x00000a8c,
    0x00050041, 0x000000d9, 0x00000a8d, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00000a8e,
    0x00000a8d, 0x00050080, 0x00000006, 0x00000a90, 0x00000a8e, 0x00000a2e, 0x000300f7, 0x00000a9f,
    0x00000000, 0x000400fa, 0x00000924, 0x00000a94, 0x00000a9b, 0x000200f8, 0x00000a9b, 0x00060041,
    0x000003fe, 0x00000a9d, 0x0000042a, 0x00000215, 0x00000a90, 0x0004003d, 0x00000006, 0x00000a9e,
    0x00000a9d, 0x000200f9, 0x00000a9f, 0x000200f8, 0x00000a94, 0x00050086, 0x00000006, 0x00000a96,
    0x00000a90, 0x000001b3, 0x00060041, 0x000003fe, 0x00000a97, 0x0000042a, 0x00000215, 0x00000a96,
    0x0004003d, 0x00000006, 0x00000a98, 0x00000a97, 0x000500c7, 0x00000006, 0x00000ab6, 0x00000a90,
    0x000000ee, 0x00050084, 0x00000006, 0x00000ab7, 0x000000ec, 0x00000ab6, 0x000500c2, 0x00000006,
    0x00000ab8, 0x00000a98, 0x00000ab7, 0x000500c7, 0x00000006, 0x00000ab9, 0x00000ab8, 0x000000f2,
    0x000200f9, 0x00000a9f, 0x000200f8, 0x00000a9f, 0x000700f5, 0x00000006, 0x00004419, 0x00000ab9,
    0x00000a94, 0x00000a9e, 0x00000a9b, 0x000200f9, 0x00000aa1, 0x000200f8, 0x00000aa1, 0x000700f5,
    0x00000006, 0x0000441a, 0x000000dc, 0x00000a8b, 0x00004419, 0x00000a9f, 0x000200f9, 0x00000a55,
    0x000200f8, 0x00000a55, 0x000700f5, 0x00000006, 0x0000441b, 0x0000441a, 0x00000aa1, 0x00000a54,
    0x00000a49, 0x00050041, 0x00000007, 0x00000a57, 0x000009f7, 0x0000440b, 0x0003003e, 0x00000a57,
    0x0000441b, 0x000200f9, 0x00000a58, 0x000200f8, 0x00000a58, 0x000200f9, 0x00000a59, 0x000200f8,
    0x00000a59, 0x00050080, 0x00000006, 0x00000a5b, 0x0000440b, 0x00000214, 0x000200f9, 0x00000a1c,
    0x000200f8, 0x00000a5c, 0x0004003d, 0x00000045, 0x00000a5e, 0x000009f7, 0x0003003e, 0x000009ff,
    0x00000a5e, 0x0004003d, 0x000000aa, 0x00000a5f, 0x000009f8, 0x0003003e, 0x00000a00, 0x00000a5f,
    0x00050086, 0x00000006, 0x00000ac1, 0x00000a0d, 0x000001b3, 0x00050084, 0x00000006, 0x00000ac3,
    0x000001b3, 0x0000440a, 0x00050080, 0x00000006, 0x00000ac4, 0x00000ac1, 0x00000ac3, 0x000200f9,
    0x00000ac5, 0x000200f8, 0x00000ac5, 0x000700f5, 0x00000006, 0x00004411, 0x00000ac4, 0x00000a5c,
    0x00000b0a, 0x00000b06, 0x000700f5, 0x00000006, 0x0000440d, 0x000000dc, 0x00000a5c, 0x00000b08,
    0x00000b06, 0x000500b0, 0x00000008, 0x00000ac8, 0x0000440d, 0x000001b3, 0x000400f6, 0x00000b0b,
    0x00000b06, 0x00000000, 0x000400fa, 0x00000ac8, 0x00000ac9, 0x00000b0b, 0x000200f8, 0x00000ac9,
    0x00050084, 0x00000006, 0x00000acb, 0x000001b3, 0x0000440d, 0x00050041, 0x00000007, 0x00000acc,
    0x000009ff, 0x00000acb, 0x0004003d, 0x00000006, 0x00000acd, 0x00000acc, 0x000500c7, 0x00000006,
    0x00000ace, 0x00000acd, 0x000000f2, 0x00050080, 0x00000006, 0x00000ad1, 0x00000acb, 0x000000ee,
    0x00050041, 0x00000007, 0x00000ad2, 0x000009ff, 0x00000ad1, 0x0004003d, 0x00000006, 0x00000ad3,
    0x00000ad2, 0x000500c7, 0x00000006, 0x00000ad4, 0x00000ad3, 0x000000f2, 0x000500c4, 0x00000006,
    0x00000ad5, 0x00000ad4, 0x000000ec, 0x00050041, 0x0000004b, 0x00000ad8, 0x00000a00, 0x00000acb,
    0x0004003d, 0x00000008, 0x00000ad9, 0x00000ad8, 0x000300f7, 0x00000ae0, 0x00000000, 0x000400fa,
    0x00000ad9, 0x00000ada, 0x00000ae0, 0x000200f8, 0x00000ada, 0x00050041, 0x0000004b, 0x00000ade,
    0x00000a00, 0x00000ad1, 0x0004003d, 0x00000008, 0x00000adf, 0x00000ade, 0x000200f9, 0x00000ae0,
    0x000200f8, 0x00000ae0, 0x000700f5, 0x00000008, 0x00000ae1, 0x00000ad9, 0x00000ac9, 0x00000adf,
    0x00000ada, 0x000300f7, 0x00000b05, 0x00000000, 0x000400fa, 0x00000ae1, 0x00000ae2, 0x00000ae8,
    0x000200f8, 0x00000ae8, 0x0004003d, 0x00000008, 0x00000aec, 0x00000ad8, 0x000300f7, 0x00000b04,
    0x00000000, 0x000400fa, 0x00000aec, 0x00000aed, 0x00000af5, 0x000200f8, 0x00000af5, 0x00050041,
    0x0000004b, 0x00000af9, 0x00000a00, 0x00000ad1, 0x0004003d, 0x00000008, 0x00000afa, 0x00000af9,
    0x000300f7, 0x00000b03, 0x00000000, 0x000400fa, 0x00000afa, 0x00000afb, 0x00000b03, 0x000200f8,
    0x00000afb, 0x00060041, 0x000003fe, 0x00000afd, 0x000003f7, 0x00000215, 0x00004411, 0x000700f0,
    0x00000006, 0x00000afe, 0x00000afd, 0x000000ee, 0x000000dc, 0x000000f2, 0x000700f1, 0x00000006,
    0x00000b02, 0x00000afd, 0x000000ee, 0x000000dc, 0x00000ad5, 0x000200f9, 0x00000b03, 0x000200f8,
    0x00000b03, 0x000200f9, 0x00000b04, 0x000200f8, 0x00000aed, 0x00060041, 0x000003fe, 0x00000aef,
    0x000003f7, 0x00000215, 0x00004411, 0x000700f0, 0x00000006, 0x00000af0, 0x00000aef, 0x000000ee,
    0x000000dc, 0x00000667, 0x000700f1, 0x00000006, 0x00000af4, 0x00000aef, 0x000000ee, 0x000000dc,
    0x00000ace, 0x000200f9, 0x00000b04, 0x000200f8, 0x00000b04, 0x000200f9, 0x00000b05, 0x000200f8,
    0x00000ae2, 0x000500c5, 0x00000006, 0x00000ae6, 0x00000ace, 0x00000ad5, 0x00060041, 0x000003fe,
    0x00000ae7, 0x000003f7, 0x00000215, 0x00004411, 0x0003003e, 0x00000ae7, 0x00000ae6, 0x000200f9,
    0x00000b05, 0x000200f8, 0x00000b05, 0x000200f9, 0x00000b06, 0x000200f8, 0x00000b06, 0x00050080,
    0x00000006, 0x00000b08, 0x0000440d, 0x00000214, 0x00050080, 0x00000006, 0x00000b0a, 0x00004411,
    0x00000214, 0x000200f9, 0x00000ac5, 0x000200f8, 0x00000b0b, 0x000200f9, 0x00000a61, 0x000200f8,
    0x00000a61, 0x00050080, 0x00000006, 0x00000a64, 0x0000440a, 0x0000091c, 0x000200f9, 0x00000a14,
    0x000200f8, 0x00000a65, 0x000200f9, 0x00000926, 0x000200f8, 0x00000926, 0x000200f9, 0x0000099f,
    0x000200f8, 0x00000921, 0x000500ab, 0x00000008, 0x00000931, 0x0000091e, 0x000000dc, 0x000300f7,
    0x00000933, 0x00000000, 0x000400fa, 0x00000931, 0x00000932, 0x00000933, 0x000200f8, 0x00000932,
    0x00050041, 0x000000d9, 0x00000934, 0x000000d6, 0x00000420, 0x0004003d, 0x00000006, 0x00000935,
    0x00000934, 0x000500ab, 0x00000008, 0x00000936, 0x00000935, 0x000000dc, 0x000300f7, 0x00000938,
    0x00000000, 0x000400fa, 0x00000936, 0x00000937, 0x0000093c, 0x000200f8, 0x0000093c, 0x00050041,
    0x00000697, 0x00000c96, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000c97, 0x00000c96,
    0x000200f9, 0x00000c98, 0x000200f8, 0x00000c98, 0x000700f5, 0x00000006, 0x000043de, 0x00000c97,
    0x0000093c, 0x00000ca9, 0x00000ca6, 0x00050041, 0x000000d9, 0x00000c9b, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x00000c9c, 0x00000c9b, 0x000500b0, 0x00000008, 0x00000c9d, 0x000043de,
    0x00000c9c, 0x000400f6, 0x00000caa, 0x00000ca6, 0x00000000, 0x000400fa, 0x00000c9d, 0x00000c9e,
    0x00000caa, 0x000200f8, 0x00000c9e, 0x00050041, 0x000000d9, 0x00000c9f, 0x000000d6, 0x000003f8,
    0x0004003d, 0x00000006, 0x00000ca0, 0x00000c9f, 0x00050080, 0x00000006, 0x00000ca2, 0x00000ca0,
    0x000043de, 0x000500aa, 0x00000008, 0x00000cb1, 0x0000091e, 0x000001b3, 0x000300f7, 0x00000cbc,
    0x00000000, 0x000400fa, 0x00000cb1, 0x00000cb2, 0x00000cb5, 0x000200f8, 0x00000cb5, 0x00050041,
    0x000000d9, 0x00000cb6, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00000cb7, 0x00000cb6,
    0x00050080, 0x00000006, 0x00000cb9, 0x00000cb7, 0x000043de, 0x00060041, 0x000003fe, 0x00000cba,
    0x00000475, 0x00000215, 0x00000cb9, 0x0004003d, 0x00000006, 0x00000cbb, 0x00000cba, 0x000200f9,
    0x00000cbc, 0x000200f8, 0x00000cb2, 0x000300f7, 0x00000cef, 0x00000000, 0x000300fb, 0x000000dc,
    0x00000cc7, 0x000200f8, 0x00000cc7, 0x00050041, 0x000000d9, 0x00000cc8, 0x000000d6, 0x0000020e,
    0x0004003d, 0x00000006, 0x00000cc9, 0x00000cc8, 0x000500ab, 0x00000008, 0x00000cca, 0x00000cc9,
    0x000000dc, 0x000400a8, 0x00000008, 0x00000ccb, 0x00000cca, 0x000300f7, 0x00000cd1, 0x00000000,
    0x000400fa, 0x00000ccb, 0x00000ccc, 0x00000cd1, 0x000200f8, 0x00000ccc, 0x000500ae, 0x00000008,
    0x00000cd0, 0x000043de, 0x00000c9c, 0x000200f9, 0x00000cd1, 0x000200f8, 0x00000cd1, 0x000700f5,
    0x00000008, 0x00000cd2, 0x00000cca, 0x00000cc7, 0x00000cd0, 0x00000ccc, 0x000400a8, 0x00000008,
    0x00000cd3, 0x00000cd2, 0x000300f7, 0x00000cd7, 0x00000000, 0x000400fa, 0x00000cd3, 0x00000cd4,
    0x00000cd7, 0x000200f8, 0x00000cd4, 0x00050041, 0x000000d9, 0x00000cf3, 0x000000d6, 0x000000d8,
    0x0004003d, 0x00000006, 0x00000cf4, 0x00000cf3, 0x000500ab, 0x00000008, 0x00000cf5, 0x00000cf4,
    0x000000dc, 0x000300f7, 0x00000cfe, 0x00000000, 0x000400fa, 0x00000cf5, 0x00000cf6, 0x00000cfe,
    0x000200f8, 0x00000cf6, 0x00050041, 0x000000d9, 0x00000cf8, 0x000000d6, 0x000000e1, 0x0004003d,
    0x00000006, 0x00000cf9, 0x00000cf8, 0x00050080, 0x00000006, 0x00000cfa, 0x000043de, 0x00000cf9,
    0x000500ae, 0x00000008, 0x00000cfd, 0x00000cfa, 0x00000cf4, 0x000200f9, 0x00000cfe, 0x000200f8,
    0x00000cfe, 0x000700f5, 0x00000008, 0x00000cff, 0x00000cf5, 0x00000cd4, 0x00000cfd, 0x00000cf6,
    0x000200f9, 0x00000cd7, 0x000200f8, 0x00000cd7, 0x000700f5, 0x00000008, 0x00000cd8, 0x00000cd2,
    0x00000cd1, 0x00000cff, 0x00000cfe, 0x000300f7, 0x00000cda, 0x00000000, 0x000400fa, 0x00000cd8,
    0x00000cd9, 0x00000cda, 0x000200f8, 0x00000cd9, 0x000200f9, 0x00000cef, 0x000200f8, 0x00000cda,
    0x00050041, 0x000000d9, 0x00000cdb, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00000cdc,
    0x00000cdb, 0x00050080, 0x00000006, 0x00000cde, 0x00000cdc, 0x000043de, 0x000300f7, 0x00000ced,
    0x00000000, 0x000400fa, 0x00000936, 0x00000ce2, 0x00000ce9, 0x000200f8, 0x00000ce9, 0x00060041,
    0x000003fe, 0x00000ceb, 0x0000042a, 0x00000215, 0x00000cde, 0x0004003d, 0x00000006, 0x00000cec,
    0x00000ceb, 0x000200f9, 0x00000ced, 0x000200f8, 0x00000ce2, 0x00050086, 0x00000006, 0x00000ce4,
    0x00000cde, 0x000001b3, 0x00060041, 0x000003fe, 0x00000ce5, 0x0000042a, 0x00000215, 0x00000ce4,
    0x0004003d, 0x00000006, 0x00000ce6, 0x00000ce5, 0x000500c7, 0x00000006, 0x00000d04, 0x00000cde,
    0x000000ee, 0x00050084, 0x00000006, 0x00000d05, 0x000000ec, 0x00000d04, 0x000500c2, 0x00000006,
    0x00000d06, 0x00000ce6, 0x00000d05, 0x000500c7, 0x00000006, 0x00000d07, 0x00000d06, 0x000000f2,
    0x000200f9, 0x00000ced, 0x000200f8, 0x00000ced, 0x000700f5, 0x00000006, 0x000043df, 0x00000d07,
    0x00000ce2, 0x00000cec, 0x00000ce9, 0x000200f9, 0x00000cef, 0x000200f8, 0x00000cef, 0x000700f5,
    0x00000006, 0x000043e0, 0x000000dc, 0x00000cd9, 0x000043df, 0x00000ced, 0x000200f9, 0x00000cbc,
    0x000200f8, 0x00000cbc, 0x000700f5, 0x00000006, 0x000043e1, 0x000043e0, 0x00000cef, 0x00000cbb,
    0x00000cb5, 0x00060041, 0x000003fe, 0x00000ca5, 0x000003f7, 0x00000215, 0x00000ca2, 0x0003003e,
    0x00000ca5, 0x000043e1, 0x000200f9, 0x00000ca6, 0x000200f8, 0x00000ca6, 0x00050080, 0x00000006,
    0x00000ca9, 0x000043de, 0x0000091c, 0x000200f9, 0x00000c98, 0x000200f8, 0x00000caa, 0x000200f9,
    0x00000938, 0x000200f8, 0x00000937, 0x00050041, 0x000000d9, 0x00000ba6, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x00000ba7, 0x00000ba6, 0x00050041, 0x000000d9, 0x00000ba8, 0x000000d6,
    0x000003f8, 0x0004003d, 0x00000006, 0x00000ba9, 0x00000ba8, 0x000500c7, 0x00000006, 0x00000baa,
    0x00000ba9, 0x000000ee, 0x00050080, 0x00000006, 0x00000bab, 0x00000ba7, 0x00000baa, 0x00050080,
    0x00000006, 0x00000bac, 0x00000bab, 0x0000034a, 0x00050086, 0x00000006, 0x00000bad, 0x00000bac,
    0x000002bd, 0x00050041, 0x00000697, 0x00000bae, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006,
    0x00000baf, 0x00000bae, 0x000200f9, 0x00000bb0, 0x000200f8, 0x00000bb0, 0x000700f5, 0x00000006,
    0x000043e8, 0x00000baf, 0x00000937, 0x00000bd8, 0x00000bd5, 0x000500b0, 0x00000008, 0x00000bb4,
    0x000043e8, 0x00000bad, 0x000400f6, 0x00000bd9, 0x00000bd5, 0x00000000, 0x000400fa, 0x00000bb4,
    0x00000bb5, 0x00000bd9, 0x000200f8, 0x00000bb5, 0x00050084, 0x00000006, 0x00000bdd, 0x000002bd,
    0x000043e8, 0x00050082, 0x00000006, 0x00000be1, 0x00000bdd, 0x00000baa, 0x00070050, 0x00000045,
    0x00000be2, 0x00000be1, 0x00000be1, 0x00000be1, 0x00000be1, 0x00050080, 0x00000045, 0x00000be3,
    0x00000be2, 0x00000612, 0x0003003e, 0x00000b9c, 0x00000be3, 0x0003003e, 0x00000b9e, 0x000002dd,
    0x00070050, 0x00000045, 0x00000bbb, 0x00000ba7, 0x00000ba7, 0x00000ba7, 0x00000ba7, 0x000500b0,
    0x000000aa, 0x00000bbc, 0x00000be3, 0x00000bbb, 0x0003003e, 0x00000b9f, 0x00000bbc, 0x000200f9,
    0x00000bbd, 0x000200f8, 0x00000bbd, 0x000700f5, 0x00000006, 0x000043e9, 0x000000dc, 0x00000bb5,
    0x00000bcf, 0x00000bcd, 0x000500b0, 0x00000008, 0x00000bc0, 0x000043e9, 0x000002bd, 0x000400f6,
    0x00000bd0, 0x00000bcd, 0x00000000, 0x000400fa, 0x00000bc0, 0x00000bc1, 0x00000bd0, 0x000200f8,
    0x00000bc1, 0x00050041, 0x0000004b, 0x00000bc3, 0x00000b9f, 0x000043e9, 0x0004003d, 0x00000008,
    0x00000bc4, 0x00000bc3, 0x000300f7, 0x00000bcc, 0x00000000, 0x000400fa, 0x00000bc4, 0x00000bc5,
    0x00000bcc, 0x000200f8, 0x00000bc5, 0x00050041, 0x00000007, 0x00000bc8, 0x00000b9c, 0x000043e9,
    0x0004003d, 0x00000006, 0x00000bc9, 0x00000bc8, 0x000500aa, 0x00000008, 0x00000bea, 0x0000091e,
    0x000001b3, 0x000300f7, 0x00000bf5, 0x00000000, 0x000400fa, 0x00000bea, 0x00000beb, 0x00000bee,
    0x000200f8, 0x00000bee, 0x00050041, 0x000000d9, 0x00000bef, 0x000000d6, 0x00000456, 0x0004003d,
    0x00000006, 0x00000bf0, 0x00000bef, 0x00050080, 0x00000006, 0x00000bf2, 0x00000bf0, 0x00000bc9,
    0x00060041, 0x000003fe, 0x00000bf3, 0x00000475, 0x00000215, 0x00000bf2, 0x0004003d, 0x00000006,
    0x00000bf4, 0x00000bf3, 0x000200f9, 0x00000bf5, 0x000200f8, 0x00000beb, 0x000300f7, 0x00000c28,
    0x00000000, 0x000300fb, 0x000000dc, 0x00000c00, 0x000200f8, 0x00000c00, 0x00050041, 0x000000d9,
    0x00000c01, 0x000000d6, 0x0000020e, 0x0004003d, 0x00000006, 0x00000c02, 0x00000c01, 0x000500ab,
    0x00000008, 0x00000c03, 0x00000c02, 0x000000dc, 0x000400a8, 0x00000008, 0x00000c04, 0x00000c03,
    0x000300f7, 0x00000c0a, 0x00000000, 0x000400fa, 0x00000c04, 0x00000c05, 0x00000c0a, 0x000200f8,
    0x00000c05, 0x000500ae, 0x00000008, 0x00000c09, 0x00000bc9, 0x00000ba7, 0x000200f9, 0x00000c0a,
    0x000200f8, 0x00000c0a, 0x000700f5, 0x00000008, 0x00000c0b, 0x00000c03, 0x00000c00, 0x00000c09,
    0x00000c05, 0x000400a8, 0x00000008, 0x00000c0c, 0x00000c0b, 0x000300f7, 0x00000c10, 0x00000000,
    0x000400fa, 0x00000c0c, 0x00000c0d, 0x00000c10, 0x000200f8, 0x00000c0d, 0x00050041, 0x000000d9,
    0x00000c2c, 0x000000d6, 0x000000d8, 0x0004003d, 0x00000006, 0x00000c2d, 0x00000c2c, 0x000500ab,
    0x00000008, 0x00000c2e, 0x00000c2d, 0x000000dc, 0x000300f7, 0x00000c37, 0x00000000, 0x000400fa,
    0x00000c2e, 0x00000c2f, 0x00000c37, 0x000200f8, 0x00000c2f, 0x00050041, 0x000000d9, 0x00000c31,
    0x000000d6, 0x000000e1, 0x0004003d, 0x00000006, 0x00000c32, 0x00000c31, 0x00050080, 0x00000006,
    0x00000c33, 0x00000bc9, 0x00000c32, 0x000500ae, 0x00000008, 0x00000c36, 0x00000c33, 0x00000c2d,
    0x000200f9, 0x00000c37, 0x000200f8, 0x00000c37, 0x000700f5, 0x00000008, 0x00000c38, 0x00000c2e,
    0x00000c0d, 0x00000c36, 0x00000c2f, 0x000200f9, 0x00000c10, 0x000200f8, 0x00000c10, 0x000700f5,
    0x00000008, 0x00000c11, 0x00000c0b, 0x00000c0a, 0x00000c38, 0x00000c37, 0x000300f7, 0x00000c13,
    0x00000000, 0x000400fa, 0x00000c11, 0x00000c12, 0x00000c13, 0x000200f8, 0x00000c12, 0x000200f9,
    0x00000c28, 0x000200f8, 0x00000c13, 0x00050041, 0x000000d9, 0x00000c14, 0x000000d6, 0x00000214,
    0x0004003d, 0x00000006, 0x00000c15, 0x00000c14, 0x00050080, 0x00000006, 0x00000c17, 0x00000c15,
    0x00000bc9, 0x000300f7, 0x00000c26, 0x00000000, 0x000400fa, 0x00000936, 0x00000c1b, 0x00000c22,
    0x000200f8, 0x00000c22, 0x00060041, 0x000003fe, 0x00000c24, 0x0000042a, 0x00000215, 0x00000c17,
    0x0004003d, 0x00000006, 0x00000c25, 0x00000c24, 0x000200f9, 0x00000c26, 0x000200f8, 0x00000c1b,
    0x00050086, 0x00000006, 0x00000c1d, 0x00000c17, 0x000001b3, 0x00060041, 0x000003fe, 0x00000c1e,
    0x0000042a, 0x00000215, 0x00000c1d, 0x0004003d, 0x00000006, 0x00000c1f, 0x00000c1e, 0x000500c7,
    0x00000006, 0x00000c3d, 0x00000c17, 0x000000ee, 0x00050084, 0x00000006, 0x00000c3e, 0x000000ec,
    0x00000c3d, 0x000500c2, 0x00000006, 0x00000c3f, 0x00000c1f, 0x00000c3e, 0x000500c7, 0x00000006,
    0x00000c40, 0x00000c3f, 0x000000f2, 0x000200f9, 0x00000c26, 0x000200f8, 0x00000c26, 0x000700f5,
    0x00000006, 0x000043f6, 0x00000c40, 0x00000c1b, 0x00000c25, 0x00000c22, 0x000200f9, 0x00000c28,
    0x000200f8, 0x00000c28, 0x000700f5, 0x00000006, 0x000043f7, 0x000000dc, 0x00000c12, 0x000043f6,
    0x00000c26, 0x000200f9, 0x00000bf5, 0x000200f8, 0x00000bf5, 0x000700f5, 0x00000006, 0x000043f8,
    0x000043f7, 0x00000c28, 0x00000bf4, 0x00000bee, 0x00050041, 0x00000007, 0x00000bcb, 0x00000b9e,
    0x000043e9, 0x0003003e, 0x00000bcb, 0x000043f8, 0x000200f9, 0x00000bcc, 0x000200f8, 0x00000bcc,
    0x000200f9, 0x00000bcd, 0x000200f8, 0x00000bcd, 0x00050080, 0x00000006, 0x00000bcf, 0x000043e9,
    0x00000214, 0x000200f9, 0x00000bbd, 0x000200f8, 0x00000bd0, 0x0004003d, 0x00000045, 0x00000bd2,
    0x00000b9e, 0x0003003e, 0x00000ba3, 0x00000bd2, 0x0003003e, 0x00000ba4, 0x00000bbc, 0x00050086,
    0x00000006, 0x00000c48, 0x00000ba9, 0x000001b3, 0x00050084, 0x00000006, 0x00000c4a, 0x000001b3,
    0x000043e8, 0x00050080, 0x00000006, 0x00000c4b, 0x00000c48, 0x00000c4a, 0x000200f9, 0x00000c4c,
    0x000200f8, 0x00000c4c, 0x000700f5, 0x00000006, 0x000043ef, 0x00000c4b, 0x00000bd0, 0x00000c91,
    0x00000c8d, 0x000700f5, 0x00000006, 0x000043eb, 0x000000dc, 0x00000bd0, 0x00000c8f, 0x00000c8d,
    0x000500b0, 0x00000008, 0x00000c4f, 0x000043eb, 0x000001b3, 0x000400f6, 0x00000c92, 0x00000c8d,
    0x00000000, 0x000400fa, 0x00000c4f, 0x00000c50, 0x00000c92, 0x000200f8, 0x00000c50, 0x00050084,
    0x00000006, 0x00000c52, 0x000001b3, 0x000043eb, 0x00050041, 0x00000007, 0x00000c53, 0x00000ba3,
    0x00000c52, 0x0004003d, 0x00000006, 0x00000c54, 0x00000c53, 0x000500c7, 0x00000006, 0x00000c55,
    0x00000c54, 0x000000f2, 0x00050080, 0x00000006, 0x00000c58, 0x00000c52, 0x000000ee, 0x00050041,
    0x00000007, 0x00000c59, 0x00000ba3, 0x00000c58, 0x0004003d, 0x00000006, 0x00000c5a, 0x00000c59,
    0x000500c7, 0x00000006, 0x00000c5b, 0x00000c5a, 0x000000f2, 0x000500c4, 0x00000006, 0x00000c5c,
    0x00000c5b, 0x000000ec, 0x00050041, 0x0000004b, 0x00000c5f, 0x00000ba4, 0x00000c52, 0x0004003d,
    0x00000008, 0x00000c60, 0x00000c5f, 0x000300f7, 0x00000c67, 0x00000000, 0x000400fa, 0x00000c60,
    0x00000c61, 0x00000c67, 0x000200f8, 0x00000c61, 0x00050041, 0x0000004b, 0x00000c65, 0x00000ba4,
    0x00000c58, 0x0004003d, 0x00000008, 0x00000c66, 0x00000c65, 0x000200f9, 0x00000c67, 0x000200f8,
    0x00000c67, 0x000700f5, 0x00000008, 0x00000c68, 0x00000c60, 0x00000c50, 0x00000c66, 0x00000c61,
    0x000300f7, 0x00000c8c, 0x00000000, 0x000400fa, 0x00000c68, 0x00000c69, 0x00000c6f, 0x000200f8,
    0x00000c6f, 0x0004003d, 0x00000008, 0x00000c73, 0x00000c5f, 0x000300f7, 0x00000c8b, 0x00000000,
    0x000400fa, 0x00000c73, 0x00000c74, 0x00000c7c, 0x000200f8, 0x00000c7c, 0x00050041, 0x0000004b,
    0x00000c80, 0x00000ba4, 0x00000c58, 0x0004003d, 0x00000008, 0x00000c81, 0x00000c80, 0x000300f7,
    0x00000c8a, 0x00000000, 0x000400fa, 0x00000c81, 0x00000c82, 0x00000c8a, 0x000200f8, 0x00000c82,
    0x00060041, 0x000003fe, 0x00000c84, 0x000003f7, 0x00000215, 0x000043ef, 0x000700f0, 0x00000006,
    0x00000c85, 0x00000c84, 0x000000ee, 0x000000dc, 0x000000f2, 0x000700f1, 0x00000006, 0x00000c89,
    0x00000c84, 0x000000ee, 0x000000dc, 0x00000c5c, 0x000200f9, 0x00000c8a, 0x000200f8, 0x00000c8a,
    0x000200f9, 0x00000c8b, 0x000200f8, 0x00000c74, 0x00060041, 0x000003fe, 0x00000c76, 0x000003f7,
    0x00000215, 0x000043ef, 0x000700f0, 0x00000006, 0x00000c77, 0x00000c76, 0x000000ee, 0x000000dc,
    0x00000667, 0x000700f1, 0x00000006, 0x00000c7b, 0x00000c76, 0x000000ee, 0x000000dc, 0x00000c55,
    0x000200f9, 0x00000c8b, 0x000200f8, 0x00000c8b, 0x000200f9, 0x00000c8c, 0x000200f8, 0x00000c69,
    0x000500c5, 0x00000006, 0x00000c6d, 0x00000c55, 0x00000c5c, 0x00060041, 0x000003fe, 0x00000c6e,
    0x000003f7, 0x00000215, 0x000043ef, 0x0003003e, 0x00000c6e, 0x00000c6d, 0x000200f9, 0x00000c8c,
    0x000200f8, 0x00000c8c, 0x000200f9, 0x00000c8d, 0x000200f8, 0x00000c8d, 0x00050080, 0x00000006,
    0x00000c8f, 0x000043eb, 0x00000214, 0x00050080, 0x00000006, 0x00000c91, 0x000043ef, 0x00000214,
    0x000200f9, 0x00000c4c, 0x000200f8, 0x00000c92, 0x000200f9, 0x00000bd5, 0x000200f8, 0x00000bd5,
    0x00050080, 0x00000006, 0x00000bd8, 0x000043e8, 0x0000091c, 0x000200f9, 0x00000bb0, 0x000200f8,
    0x00000bd9, 0x000200f9, 0x00000938, 0x000200f8, 0x00000938, 0x000200f9, 0x0000099f, 0x000200f8,
    0x00000933, 0x00050041, 0x000000d9, 0x00000941, 0x000000d6, 0x00000420, 0x0004003d, 0x00000006,
    0x00000942, 0x00000941, 0x000500ab, 0x00000008, 0x00000943, 0x00000942, 0x000000dc, 0x000300f7,
    0x00000945, 0x00000000, 0x000400fa, 0x00000943, 0x00000944, 0x00000945, 0x000200f8, 0x00000944,
    0x00050041, 0x000000d9, 0x00000946, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x00000947,
    0x00000946, 0x000500ab, 0x00000008, 0x00000948, 0x00000947, 0x000000ee, 0x000200f9, 0x00000945,
    0x000200f8, 0x00000945, 0x000700f5, 0x00000008, 0x00000949, 0x00000943, 0x00000933, 0x00000948,
    0x00000944, 0x000300f7, 0x0000094b, 0x00000000, 0x000400fa, 0x00000949, 0x0000094a, 0x0000094b,
    0x000200f8, 0x0000094a, 0x00050041, 0x000000d9, 0x00000d13, 0x000000d6, 0x00000215, 0x0004003d,
    0x00000006, 0x00000d14, 0x00000d13, 0x00050041, 0x000000d9, 0x00000d15, 0x000000d6, 0x000003f8,
    0x0004003d, 0x00000006, 0x00000d16, 0x00000d15, 0x000500c7, 0x00000006, 0x00000d17, 0x00000d16,
    0x000000ee, 0x00050080, 0x00000006, 0x00000d18, 0x00000d14, 0x00000d17, 0x00050080, 0x00000006,
    0x00000d19, 0x00000d18, 0x0000034a, 0x00050086, 0x00000006, 0x00000d1a, 0x00000d19, 0x000002bd,
    0x00050041, 0x00000697, 0x00000d1b, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000d1c,
    0x00000d1b, 0x000200f9, 0x00000d1d, 0x000200f8, 0x00000d1d, 0x000700f5, 0x0000003f, 0x00004303,
    0x00004305, 0x0000094a, 0x00004528, 0x00000d37, 0x000700f5, 0x00000006, 0x0000420e, 0x00000d1c,
    0x0000094a, 0x00000d3a, 0x00000d37, 0x000500b0, 0x00000008, 0x00000d21, 0x0000420e, 0x00000d1a,
    0x000400f6, 0x00000d3b, 0x00000d37, 0x00000000, 0x000400fa, 0x00000d21, 0x00000d22, 0x00000d3b,
    0x000200f8, 0x00000d22, 0x00050084, 0x00000006, 0x00000d3f, 0x000002bd, 0x0000420e, 0x00050082,
    0x00000006, 0x00000d43, 0x00000d3f, 0x00000d17, 0x00070050, 0x00000045, 0x00000d44, 0x00000d43,
    0x00000d43, 0x00000d43, 0x00000d43, 0x00050080, 0x00000045, 0x00000d45, 0x00000d44, 0x00000612,
    0x00050041, 0x000000d9, 0x00000d25, 0x000000d6, 0x000001b0, 0x0004003d, 0x00000006, 0x00000d26,
    0x00000d25, 0x000500aa, 0x00000008, 0x00000d27, 0x00000d26, 0x000002bd, 0x000300f7, 0x00000d2e,
    0x00000000, 0x000400fa, 0x00000d27, 0x00000d28, 0x00000d2b, 0x000200f8, 0x00000d2b, 0x000300f7,
    0x000011e8, 0x00000000, 0x000300fb, 0x000000dc, 0x0000118d, 0x000200f8, 0x0000118d, 0x0003003e,
    0x00001172, 0x00000d45, 0x000200f9, 0x000011f0, 0x000200f8, 0x000011f0, 0x000700f5, 0x00000006,
    0x0000420f, 0x000000dc, 0x0000118d, 0x00001216, 0x00001214, 0x000500b0, 0x00000008, 0x000011f3,
    0x0000420f, 0x000002bd, 0x000400f6, 0x00001217, 0x00001214, 0x00000000, 0x000400fa, 0x000011f3,
    0x000011f4, 0x00001217, 0x000200f8, 0x000011f4, 0x00050041, 0x000000d9, 0x000011f7, 0x000000d6,
    0x00000449, 0x0004003d, 0x00000006, 0x000011f8, 0x000011f7, 0x000500aa, 0x00000008, 0x000011f9,
    0x000000dc, 0x000011f8, 0x000300f7, 0x00001211, 0x00000000, 0x000400fa, 0x000011f9, 0x000011fa,
    0x000011ff, 0x000200f8, 0x000011ff, 0x00050041, 0x000000d9, 0x00001200, 0x000000d6, 0x00000456,
    0x0004003d, 0x00000006, 0x00001201, 0x00001200, 0x00050041, 0x00000007, 0x00001208, 0x00001172,
    0x0000420f, 0x0004003d, 0x00000006, 0x00001209, 0x00001208, 0x00050082, 0x00000006, 0x0000120c,
    0x00000d14, 0x000000ee, 0x0007000c, 0x00000006, 0x0000120d, 0x00000001, 0x00000026, 0x00001209,
    0x0000120c, 0x00050080, 0x00000006, 0x0000120e, 0x00001201, 0x0000120d, 0x00060041, 0x000003fe,
    0x0000120f, 0x00000475, 0x00000215, 0x0000120e, 0x0004003d, 0x00000006, 0x00001210, 0x0000120f,
    0x000200f9, 0x00001211, 0x000200f8, 0x000011fa, 0x00050041, 0x00000007, 0x000011fc, 0x00001172,
    0x0000420f, 0x0004003d, 0x00000006, 0x000011fd, 0x000011fc, 0x000300f7, 0x0000124a, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001222, 0x000200f8, 0x00001222, 0x00050041, 0x000000d9, 0x00001223,
    0x000000d6, 0x0000020e, 0x0004003d, 0x00000006, 0x00001224, 0x00001223, 0x000500ab, 0x00000008,
    0x00001225, 0x00001224, 0x000000dc, 0x000400a8, 0x00000008, 0x00001226, 0x00001225, 0x000300f7,
    0x0000122c, 0x00000000, 0x000400fa, 0x00001226, 0x00001227, 0x0000122c, 0x000200f8, 0x00001227,
    0x000500ae, 0x00000008, 0x0000122b, 0x000011fd, 0x00000d14, 0x000200f9, 0x0000122c, 0x000200f8,
    0x0000122c, 0x000700f5, 0x00000008, 0x0000122d, 0x00001225, 0x00001222, 0x0000122b, 0x00001227,
    0x000400a8, 0x00000008, 0x0000122e, 0x0000122d, 0x000300f7, 0x00001232, 0x00000000, 0x000400fa,
    0x0000122e, 0x0000122f, 0x00001232, 0x000200f8, 0x0000122f, 0x00050041, 0x000000d9, 0x0000124e,
    0x000000d6, 0x000000d8, 0x0004003d, 0x00000006, 0x0000124f, 0x0000124e, 0x000500ab, 0x00000008,
    0x00001250, 0x0000124f, 0x000000dc, 0x000300f7, 0x00001259, 0x00000000, 0x000400fa, 0x00001250,
    0x00001251, 0x00001259, 0x000200f8, 0x00001251, 0x00050041, 0x000000d9, 0x00001253, 0x000000d6,
    0x000000e1, 0x0004003d, 0x00000006, 0x00001254, 0x00001253, 0x00050080, 0x00000006, 0x00001255,
    0x000011fd, 0x00001254, 0x000500ae, 0x00000008, 0x00001258, 0x00001255, 0x0000124f, 0x000200f9,
    0x00001259, 0x000200f8, 0x00001259, 0x000700f5, 0x00000008, 0x0000125a, 0x00001250, 0x0000122f,
    0x00001258, 0x00001251, 0x000200f9, 0x00001232, 0x000200f8, 0x00001232, 0x000700f5, 0x00000008,
    0x00001233, 0x0000122d, 0x0000122c, 0x0000125a, 0x00001259, 0x000300f7, 0x00001235, 0x00000000,
    0x000400fa, 0x00001233, 0x00001234, 0x00001235, 0x000200f8, 0x00001234, 0x000200f9, 0x0000124a,
    0x000200f8, 0x00001235, 0x00050041, 0x000000d9, 0x00001236, 0x000000d6, 0x00000214, 0x0004003d,
    0x00000006, 0x00001237, 0x00001236, 0x00050080, 0x00000006, 0x00001239, 0x00001237, 0x000011fd,
    0x000300f7, 0x00001248, 0x00000000, 0x000400fa, 0x00000943, 0x0000123d, 0x00001244, 0x000200f8,
    0x00001244, 0x00060041, 0x000003fe, 0x00001246, 0x0000042a, 0x00000215, 0x00001239, 0x0004003d,
    0x00000006, 0x00001247, 0x00001246, 0x000200f9, 0x00001248, 0x000200f8, 0x0000123d, 0x00050086,
    0x00000006, 0x0000123f, 0x00001239, 0x000001b3, 0x00060041, 0x000003fe, 0x00001240, 0x0000042a,
    0x00000215, 0x0000123f, 0x0004003d, 0x00000006, 0x00001241, 0x00001240, 0x000500c7, 0x00000006,
    0x0000125f, 0x00001239, 0x000000ee, 0x00050084, 0x00000006, 0x00001260, 0x000000ec, 0x0000125f,
    0x000500c2, 0x00000006, 0x00001261, 0x00001241, 0x00001260, 0x000500c7, 0x00000006, 0x00001262,
    0x00001261, 0x000000f2, 0x000200f9, 0x00001248, 0x000200f8, 0x00001248, 0x000700f5, 0x00000006,
    0x000042f8, 0x00001262, 0x0000123d, 0x00001247, 0x00001244, 0x000200f9, 0x0000124a, 0x000200f8,
    0x0000124a, 0x000700f5, 0x00000006, 0x000042f9, 0x000000dc, 0x00001234, 0x000042f8, 0x00001248,
    0x000200f9, 0x00001211, 0x000200f8, 0x00001211, 0x000700f5, 0x00000006, 0x000042fa, 0x000042f9,
    0x0000124a, 0x00001210, 0x000011ff, 0x00050041, 0x00000007, 0x00001213, 0x000011eb, 0x0000420f,
    0x0003003e, 0x00001213, 0x000042fa, 0x000200f9, 0x00001214, 0x000200f8, 0x00001214, 0x00050080,
    0x00000006, 0x00001216, 0x0000420f, 0x00000214, 0x000200f9, 0x000011f0, 0x000200f8, 0x00001217,
    0x0004003d, 0x00000045, 0x00001218, 0x000011eb, 0x00050041, 0x000000d9, 0x00001190, 0x000000d6,
    0x0000055e, 0x0004003d, 0x00000006, 0x00001191, 0x00001190, 0x000500ac, 0x00000008, 0x00001192,
    0x00001191, 0x000000ee, 0x000300f7, 0x00001197, 0x00000000, 0x000400fa, 0x00001192, 0x00001193,
    0x00001196, 0x000200f8, 0x00001196, 0x000200f9, 0x00001197, 0x000200f8, 0x00001193, 0x0003003e,
    0x00001176, 0x00000d45, 0x000200f9, 0x00001269, 0x000200f8, 0x00001269, 0x000700f5, 0x00000006,
    0x00004210, 0x000000dc, 0x00001193, 0x0000128f, 0x0000128d, 0x000500b0, 0x00000008, 0x0000126c,
    0x00004210, 0x000002bd, 0x000400f6, 0x00001290, 0x0000128d, 0x00000000, 0x000400fa, 0x0000126c,
    0x0000126d, 0x00001290, 0x000200f8, 0x0000126d, 0x00050041, 0x000000d9, 0x00001270, 0x000000d6,
    0x00000449, 0x0004003d, 0x00000006, 0x00001271, 0x00001270, 0x000500aa, 0x00000008, 0x00001272,
    0x000000ee, 0x00001271, 0x000300f7, 0x0000128a, 0x00000000, 0x000400fa, 0x00001272, 0x00001273,
    0x00001278, 0x000200f8, 0x00001278, 0x00050041, 0x000000d9, 0x00001279, 0x000000d6, 0x00000456,
    0x0004003d, 0x00000006, 0x0000127a, 0x00001279, 0x00050041, 0x000000d9, 0x0000127c, 0x000000d6,
    0x0000045a, 0x0004003d, 0x00000006, 0x0000127d, 0x0000127c, 0x00050080, 0x00000006, 0x0000127f,
    0x0000127a, 0x0000127d, 0x00050041, 0x00000007, 0x00001281, 0x00001176, 0x00004210, 0x0004003d,
    0x00000006, 0x00001282, 0x00001281, 0x00050082, 0x00000006, 0x00001285, 0x00000d14, 0x000000ee,
    0x0007000c, 0x00000006, 0x00001286, 0x00000001, 0x00000026, 0x00001282, 0x00001285, 0x00050080,
    0x00000006, 0x00001287, 0x0000127f, 0x00001286, 0x00060041, 0x000003fe, 0x00001288, 0x00000475,
    0x00000215, 0x00001287, 0x0004003d, 0x00000006, 0x00001289, 0x00001288, 0x000200f9, 0x0000128a,
    0x000200f8, 0x00001273, 0x00050041, 0x00000007, 0x00001275, 0x00001176, 0x00004210, 0x0004003d,
    0x00000006, 0x00001276, 0x00001275, 0x000300f7, 0x000012c3, 0x00000000, 0x000300fb, 0x000000dc,
    0x0000129b, 0x000200f8, 0x0000129b, 0x00050041, 0x000000d9, 0x0000129c, 0x000000d6, 0x0000020e,
    0x0004003d, 0x00000006, 0x0000129d, 0x0000129c, 0x000500ab, 0x00000008, 0x0000129e, 0x0000129d,
    0x000000dc, 0x000400a8, 0x00000008, 0x0000129f, 0x0000129e, 0x000300f7, 0x000012a5, 0x00000000,
    0x000400fa, 0x0000129f, 0x000012a0, 0x000012a5, 0x000200f8, 0x000012a0, 0x000500ae, 0x00000008,
    0x000012a4, 0x00001276, 0x00000d14, 0x000200f9, 0x000012a5, 0x000200f8, 0x000012a5, 0x000700f5,
    0x00000008, 0x000012a6, 0x0000129e, 0x0000129b, 0x000012a4, 0x000012a0, 0x000400a8, 0x00000008,
    0x000012a7, 0x000012a6, 0x000300f7, 0x000012ab, 0x00000000, 0x000400fa, 0x000012a7, 0x000012a8,
    0x000012ab, 0x000200f8, 0x000012a8, 0x00050041, 0x000000d9, 0x000012c7, 0x000000d6, 0x000000d8,
    0x0004003d, 0x00000006, 0x000012c8, 0x000012c7, 0x000500ab, 0x00000008, 0x000012c9, 0x000012c8,
    0x000000dc, 0x000300f7, 0x000012d2, 0x00000000, 0x000400fa, 0x000012c9, 0x000012ca, 0x000012d2,
    0x000200f8, 0x000012ca, 0x00050041, 0x000000d9, 0x000012cc, 0x000000d6, 0x000000e1, 0x0004003d,
    0x00000006, 0x000012cd, 0x000012cc, 0x00050080, 0x00000006, 0x000012ce, 0x00001276, 0x000012cd,
    0x000500ae, 0x00000008, 0x000012d1, 0x000012ce, 0x000012c8, 0x000200f9, 0x000012d2, 0x000200f8,
    0x000012d2, 0x000700f5, 0x00000008, 0x000012d3, 0x000012c9, 0x000012a8, 0x000012d1, 0x000012ca,
    0x000200f9, 0x000012ab, 0x000200f8, 0x000012ab, 0x000700f5, 0x00000008, 0x000012ac, 0x000012a6,
    0x000012a5, 0x000012d3, 0x000012d2, 0x000300f7, 0x000012ae, 0x00000000, 0x000400fa, 0x000012ac,
    0x000012ad, 0x000012ae, 0x000200f8, 0x000012ad, 0x000200f9, 0x000012c3, 0x000200f8, 0x000012ae,
    0x00050041, 0x000000d9, 0x000012af, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x000012b0,
    0x000012af, 0x00050080, 0x00000006, 0x000012b2, 0x000012b0, 0x00001276, 0x000300f7, 0x000012c1,
    0x00000000, 0x000400fa, 0x00000943, 0x000012b6, 0x000012bd, 0x000200f8, 0x000012bd, 0x00060041,
    0x000003fe, 0x000012bf, 0x0000042a, 0x00000215, 0x000012b2, 0x0004003d, 0x00000006, 0x000012c0,
    0x000012bf, 0x000200f9, 0x000012c1, 0x000200f8, 0x000012b6, 0x00050086, 0x00000006, 0x000012b8,
    0x000012b2, 0x000001b3, 0x00060041, 0x000003fe, 0x000012b9, 0x0000042a, 0x00000215, 0x000012b8,
    0x0004003d, 0x00000006, 0x000012ba, 0x000012b9, 0x000500c7, 0x00000006, 0x000012d8, 0x000012b2,
    0x000000ee, 0x00050084, 0x00000006, 0x000012d9, 0x000000ec, 0x000012d8, 0x000500c2, 0x00000006,
    0x000012da, 0x000012ba, 0x000012d9, 0x000500c7, 0x00000006, 0x000012db, 0x000012da, 0x000000f2,
    0x000200f9, 0x000012c1, 0x000200f8, 0x000012c1, 0x000700f5, 0x00000006, 0x000042ef, 0x000012db,
    0x000012b6, 0x000012c0, 0x000012bd, 0x000200f9, 0x000012c3, 0x000200f8, 0x000012c3, 0x000700f5,
    0x00000006, 0x000042f0, 0x000000dc, 0x000012ad, 0x000042ef, 0x000012c1, 0x000200f9, 0x0000128a,
    0x000200f8, 0x0000128a, 0x000700f5, 0x00000006, 0x000042f1, 0x000042f0, 0x000012c3, 0x00001289,
    0x00001278, 0x00050041, 0x00000007, 0x0000128c, 0x00001264, 0x00004210, 0x0003003e, 0x0000128c,
    0x000042f1, 0x000200f9, 0x0000128d, 0x000200f8, 0x0000128d, 0x00050080, 0x00000006, 0x0000128f,
    0x00004210, 0x00000214, 0x000200f9, 0x00001269, 0x000200f8, 0x00001290, 0x0004003d, 0x00000045,
    0x00001291, 0x00001264, 0x000200f9, 0x00001197, 0x000200f8, 0x00001197, 0x000700f5, 0x00000045,
    0x00004211, 0x00001291, 0x00001290, 0x000002dd, 0x00001196, 0x00050041, 0x000000d9, 0x000012de,
    0x000000d6, 0x000001ca, 0x0004003d, 0x00000006, 0x000012df, 0x000012de, 0x000500aa, 0x00000008,
    0x000012e0, 0x000012df, 0x000000dc, 0x000400a8, 0x00000008, 0x000012e1, 0x000012e0, 0x000300f7,
    0x000012e6, 0x00000000, 0x000400fa, 0x000012e1, 0x000012e2, 0x000012e6, 0x000200f8, 0x000012e2,
    0x000500aa, 0x00000008, 0x000012e5, 0x000012df, 0x000000ee, 0x000200f9, 0x000012e6, 0x000200f8,
    0x000012e6, 0x000700f5, 0x00000008, 0x000012e7, 0x000012e0, 0x00001197, 0x000012e5, 0x000012e2,
    0x000400a8, 0x00000008, 0x000012e8, 0x000012e7, 0x000300f7, 0x000012ed, 0x00000000, 0x000400fa,
    0x000012e8, 0x000012e9, 0x000012ed, 0x000200f8, 0x000012e9, 0x000500aa, 0x00000008, 0x000012ec,
    0x000012df, 0x000001b3, 0x000200f9, 0x000012ed, 0x000200f8, 0x000012ed, 0x000700f5, 0x00000008,
    0x000012ee, 0x000012e7, 0x000012e6, 0x000012ec, 0x000012e9, 0x000300f7, 0x000011a2, 0x00000000,
    0x000400fa, 0x000012ee, 0x0000119a, 0x000011a0, 0x000200f8, 0x000011a0, 0x000200f9, 0x000011a2,
    0x000200f8, 0x0000119a, 0x00050041, 0x000000d9, 0x000012f3, 0x000000d6, 0x00000533, 0x0004003d,
    0x00000006, 0x000012f4, 0x000012f3, 0x000500aa, 0x00000008, 0x000012f5, 0x000012f4, 0x000001b3,
    0x000300f7, 0x000012fb, 0x00000000, 0x000400fa, 0x000012f5, 0x000012f6, 0x000012f8, 0x000200f8,
    0x000012f8, 0x00050051, 0x00000006, 0x00001304, 0x00001218, 0x00000000, 0x000300f7, 0x00001329,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001317, 0x000200f8, 0x00001317, 0x000500aa, 0x00000008,
    0x0000131a, 0x000012df, 0x000001b3, 0x000300f7, 0x0000131e, 0x00000000, 0x000400fa, 0x0000131a,
    0x0000131b, 0x0000131e, 0x000200f8, 0x0000131b, 0x000500c4, 0x00000006, 0x0000132e, 0x00001304,
    0x000000d8, 0x000200f9, 0x00001329, 0x000200f8, 0x0000131e, 0x000500aa, 0x00000008, 0x00001321,
    0x000012df, 0x000000ee, 0x000300f7, 0x00001327, 0x00000000, 0x000400fa, 0x00001321, 0x00001322,
    0x00001325, 0x000200f8, 0x00001325, 0x000200f9, 0x00001327, 0x000200f8, 0x00001322, 0x000300f7,
    0x0000135f, 0x00000000, 0x000300fb, 0x000000dc, 0x00001336, 0x000200f8, 0x00001336, 0x000500c7,
    0x00000006, 0x00001338, 0x00001304, 0x000000f9, 0x000500c4, 0x00000006, 0x00001339, 0x00001338,
    0x000000d8, 0x000500c2, 0x00000006, 0x0000133b, 0x00001304, 0x00000169, 0x000500c7, 0x00000006,
    0x0000133c, 0x0000133b, 0x0000016b, 0x000500c7, 0x00000006, 0x0000133e, 0x00001304, 0x0000016f,
    0x000500aa, 0x00000008, 0x00001340, 0x0000133c, 0x0000016b, 0x000300f7, 0x00001347, 0x00000000,
    0x000400fa, 0x00001340, 0x00001341, 0x00001347, 0x000200f8, 0x00001341, 0x000500c5, 0x00000006,
    0x00001343, 0x00001339, 0x00000100, 0x000500c4, 0x00000006, 0x00001345, 0x0000133e, 0x0000011c,
    0x000500c5, 0x00000006, 0x00001346, 0x00001343, 0x00001345, 0x000200f9, 0x0000135f, 0x000200f8,
    0x00001347, 0x000500ab, 0x00000008, 0x00001349, 0x0000133c, 0x000000dc, 0x000300f7, 0x00001353,
    0x00000000, 0x000400fa, 0x00001349, 0x0000134a, 0x00001353, 0x000200f8, 0x0000134a, 0x00050080,
    0x00000006, 0x0000134d, 0x0000133c, 0x00000181, 0x000500c4, 0x00000006, 0x0000134e, 0x0000134d,
    0x00000130, 0x000500c5, 0x00000006, 0x0000134f, 0x00001339, 0x0000134e, 0x000500c4, 0x00000006,
    0x00001351, 0x0000133e, 0x0000011c, 0x000500c5, 0x00000006, 0x00001352, 0x0000134f, 0x00001351,
    0x000200f9, 0x0000135f, 0x000200f8, 0x00001353, 0x000500aa, 0x00000008, 0x00001355, 0x0000133e,
    0x000000dc, 0x000300f7, 0x00001358, 0x00000000, 0x000400fa, 0x00001355, 0x00001356, 0x00001358,
    0x000200f8, 0x00001356, 0x000200f9, 0x0000135f, 0x000200f8, 0x00001358, 0x00040070, 0x0000003e,
    0x0000135b, 0x0000133e, 0x00050085, 0x0000003e, 0x0000135c, 0x0000135b, 0x00000192, 0x0004007c,
    0x00000006, 0x0000135d, 0x0000135c, 0x000500c5, 0x00000006, 0x0000135e, 0x00001339, 0x0000135d,
    0x000200f9, 0x0000135f, 0x000200f8, 0x0000135f, 0x000b00f5, 0x00000006, 0x00004216, 0x00001346,
    0x00001341, 0x00001352, 0x0000134a, 0x00001339, 0x00001356, 0x0000135e, 0x00001358, 0x000200f9,
    0x00001327, 0x000200f8, 0x00001327, 0x000700f5, 0x00000006, 0x00004217, 0x00004216, 0x0000135f,
    0x00001304, 0x00001325, 0x000200f9, 0x00001329, 0x000200f8, 0x00001329, 0x000700f5, 0x00000006,
    0x00004218, 0x0000132e, 0x0000131b, 0x00004217, 0x00001327, 0x00050051, 0x00000006, 0x00001307,
    0x00001218, 0x00000001, 0x000300f7, 0x0000137a, 0x00000000, 0x000300fb, 0x000000dc, 0x00001368,
    0x000200f8, 0x00001368, 0x000300f7, 0x0000136f, 0x00000000, 0x000400fa, 0x0000131a, 0x0000136c,
    0x0000136f, 0x000200f8, 0x0000136c, 0x000500c4, 0x00000006, 0x0000137f, 0x00001307, 0x000000d8,
    0x000200f9, 0x0000137a, 0x000200f8, 0x0000136f, 0x000500aa, 0x00000008, 0x00001372, 0x000012df,
    0x000000ee, 0x000300f7, 0x00001378, 0x00000000, 0x000400fa, 0x00001372, 0x00001373, 0x00001376,
    0x000200f8, 0x00001376, 0x000200f9, 0x00001378, 0x000200f8, 0x00001373, 0x000300f7, 0x000013b0,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001387, 0x000200f8, 0x00001387, 0x000500c7, 0x00000006,
    0x00001389, 0x00001307, 0x000000f9, 0x000500c4, 0x00000006, 0x0000138a, 0x00001389, 0x000000d8,
    0x000500c2, 0x00000006, 0x0000138c, 0x00001307, 0x00000169, 0x000500c7, 0x00000006, 0x0000138d,
    0x0000138c, 0x0000016b, 0x000500c7, 0x00000006, 0x0000138f, 0x00001307, 0x0000016f, 0x000500aa,
    0x00000008, 0x00001391, 0x0000138d, 0x0000016b, 0x000300f7, 0x00001398, 0x00000000, 0x000400fa,
    0x00001391, 0x00001392, 0x00001398, 0x000200f8, 0x00001392, 0x000500c5, 0x00000006, 0x00001394,
    0x0000138a, 0x00000100, 0x000500c4, 0x00000006, 0x00001396, 0x0000138f, 0x0000011c, 0x000500c5,
    0x00000006, 0x00001397, 0x00001394, 0x00001396, 0x000200f9, 0x000013b0, 0x000200f8, 0x00001398,
    0x000500ab, 0x00000008, 0x0000139a, 0x0000138d, 0x000000dc, 0x000300f7, 0x000013a4, 0x00000000,
    0x000400fa, 0x0000139a, 0x0000139b, 0x000013a4, 0x000200f8, 0x0000139b, 0x00050080, 0x00000006,
    0x0000139e, 0x0000138d, 0x00000181, 0x000500c4, 0x00000006, 0x0000139f, 0x0000139e, 0x00000130,
    0x000500c5, 0x00000006, 0x000013a0, 0x0000138a, 0x0000139f, 0x000500c4, 0x00000006, 0x000013a2,
    0x0000138f, 0x0000011c, 0x000500c5, 0x00000006, 0x000013a3, 0x000013a0, 0x000013a2, 0x000200f9,
    0x000013b0, 0x000200f8, 0x000013a4, 0x000500aa, 0x00000008, 0x000013a6, 0x0000138f, 0x000000dc,
    0x000300f7, 0x000013a9, 0x00000000, 0x000400fa, 0x000013a6, 0x000013a7, 0x000013a9, 0x000200f8,
    0x000013a7, 0x000200f9, 0x000013b0, 0x000200f8, 0x000013a9, 0x00040070, 0x0000003e, 0x000013ac,
    0x0000138f, 0x00050085, 0x0000003e, 0x000013ad, 0x000013ac, 0x00000192, 0x0004007c, 0x00000006,
    0x000013ae, 0x000013ad, 0x000500c5, 0x00000006, 0x000013af, 0x0000138a, 0x000013ae, 0x000200f9,
    0x000013b0, 0x000200f8, 0x000013b0, 0x000b00f5, 0x00000006, 0x00004219, 0x00001397, 0x00001392,
    0x000013a3, 0x0000139b, 0x0000138a, 0x000013a7, 0x000013af, 0x000013a9, 0x000200f9, 0x00001378,
    0x000200f8, 0x00001378, 0x000700f5, 0x00000006, 0x0000421a, 0x00004219, 0x000013b0, 0x00001307,
    0x00001376, 0x000200f9, 0x0000137a, 0x000200f8, 0x0000137a, 0x000700f5, 0x00000006, 0x0000421b,
    0x0000137f, 0x0000136c, 0x0000421a, 0x00001378, 0x00050051, 0x00000006, 0x0000130a, 0x00001218,
    0x00000002, 0x000300f7, 0x000013cb, 0x00000000, 0x000300fb, 0x000000dc, 0x000013b9, 0x000200f8,
    0x000013b9, 0x000300f7, 0x000013c0, 0x00000000, 0x000400fa, 0x0000131a, 0x000013bd, 0x000013c0,
    0x000200f8, 0x000013bd, 0x000500c4, 0x00000006, 0x000013d0, 0x0000130a, 0x000000d8, 0x000200f9,
    0x000013cb, 0x000200f8, 0x000013c0, 0x000500aa, 0x00000008, 0x000013c3, 0x000012df, 0x000000ee,
    0x000300f7, 0x000013c9, 0x00000000, 0x000400fa, 0x000013c3, 0x000013c4, 0x000013c7, 0x000200f8,
    0x000013c7, 0x000200f9, 0x000013c9, 0x000200f8, 0x000013c4, 0x000300f7, 0x00001401, 0x00000000,
    0x000300fb, 0x000000dc, 0x000013d8, 0x000200f8, 0x000013d8, 0x000500c7, 0x00000006, 0x000013da,
    0x0000130a, 0x000000f9, 0x000500c4, 0x00000006, 0x000013db, 0x000013da, 0x000000d8, 0x000500c2,
    0x00000006, 0x000013dd, 0x0000130a, 0x00000169, 0x000500c7, 0x00000006, 0x000013de, 0x000013dd,
    0x0000016b, 0x000500c7, 0x00000006, 0x000013e0, 0x0000130a, 0x0000016f, 0x000500aa, 0x00000008,
    0x000013e2, 0x000013de, 0x0000016b, 0x000300f7, 0x000013e9, 0x00000000, 0x000400fa, 0x000013e2,
    0x000013e3, 0x000013e9, 0x000200f8, 0x000013e3, 0x000500c5, 0x00000006, 0x000013e5, 0x000013db,
    0x00000100, 0x000500c4, 0x00000006, 0x000013e7, 0x000013e0, 0x0000011c, 0x000500c5, 0x00000006,
    0x000013e8, 0x000013e5, 0x000013e7, 0x000200f9, 0x00001401, 0x000200f8, 0x000013e9, 0x000500ab,
    0x00000008, 0x000013eb, 0x000013de, 0x000000dc, 0x000300f7, 0x000013f5, 0x00000000, 0x000400fa,
    0x000013eb, 0x000013ec, 0x000013f5, 0x000200f8, 0x000013ec, 0x00050080, 0x00000006, 0x000013ef,
    0x000013de, 0x00000181, 0x000500c4, 0x00000006, 0x000013f0, 0x000013ef, 0x00000130, 0x000500c5,
    0x00000006, 0x000013f1, 0x000013db, 0x000013f0, 0x000500c4, 0x00000006, 0x000013f3, 0x000013e0,
    0x0000011c, 0x000500c5, 0x00000006, 0x000013f4, 0x000013f1, 0x000013f3, 0x000200f9, 0x00001401,
    0x000200f8, 0x000013f5, 0x000500aa, 0x00000008, 0x000013f7, 0x000013e0, 0x000000dc, 0x000300f7,
    0x000013fa, 0x00000000, 0x000400fa, 0x000013f7, 0x000013f8, 0x000013fa, 0x000200f8, 0x000013f8,
    0x000200f9, 0x00001401, 0x000200f8, 0x000013fa, 0x00040070, 0x0000003e, 0x000013fd, 0x000013e0,
    0x00050085, 0x0000003e, 0x000013fe, 0x000013fd, 0x00000192, 0x0004007c, 0x00000006, 0x000013ff,
    0x000013fe, 0x000500c5, 0x00000006, 0x00001400, 0x000013db, 0x000013ff, 0x000200f9, 0x00001401,
    0x000200f8, 0x00001401, 0x000b00f5, 0x00000006, 0x0000421c, 0x000013e8, 0x000013e3, 0x000013f4,
    0x000013ec, 0x000013db, 0x000013f8, 0x00001400, 0x000013fa, 0x000200f9, 0x000013c9, 0x000200f8,
    0x000013c9, 0x000700f5, 0x00000006, 0x0000421d, 0x0000421c, 0x00001401, 0x0000130a, 0x000013c7,
    0x000200f9, 0x000013cb, 0x000200f8, 0x000013cb, 0x000700f5, 0x00000006, 0x0000421e, 0x000013d0,
    0x000013bd, 0x0000421d, 0x000013c9, 0x00050051, 0x00000006, 0x0000130d, 0x00001218, 0x00000003,
    0x000300f7, 0x0000141c, 0x00000000, 0x000300fb, 0x000000dc, 0x0000140a, 0x000200f8, 0x0000140a,
    0x000300f7, 0x00001411, 0x00000000, 0x000400fa, 0x0000131a, 0x0000140e, 0x00001411, 0x000200f8,
    0x0000140e, 0x000500c4, 0x00000006, 0x00001421, 0x0000130d, 0x000000d8, 0x000200f9, 0x0000141c,
    0x000200f8, 0x00001411, 0x000500aa, 0x00000008, 0x00001414, 0x000012df, 0x000000ee, 0x000300f7,
    0x0000141a, 0x00000000, 0x000400fa, 0x00001414, 0x00001415, 0x00001418, 0x000200f8, 0x00001418,
    0x000200f9, 0x0000141a, 0x000200f8, 0x00001415, 0x000300f7, 0x00001452, 0x00000000, 0x000300fb,
    0x000000dc, 0x00001429, 0x000200f8, 0x00001429, 0x000500c7, 0x00000006, 0x0000142b, 0x0000130d,
    0x000000f9, 0x000500c4, 0x00000006, 0x0000142c, 0x0000142b, 0x000000d8, 0x000500c2, 0x00000006,
    0x0000142e, 0x0000130d, 0x00000169, 0x000500c7, 0x00000006, 0x0000142f, 0x0000142e, 0x0000016b,
    0x000500c7, 0x00000006, 0x00001431, 0x0000130d, 0x0000016f, 0x000500aa, 0x00000008, 0x00001433,
    0x0000142f, 0x0000016b, 0x000300f7, 0x0000143a, 0x00000000, 0x000400fa, 0x00001433, 0x00001434,
    0x0000143a, 0x000200f8, 0x00001434, 0x000500c5, 0x00000006, 0x00001436, 0x0000142c, 0x00000100,
    0x000500c4, 0x00000006, 0x00001438, 0x00001431, 0x0000011c, 0x000500c5, 0x00000006, 0x00001439,
    0x00001436, 0x00001438, 0x000200f9, 0x00001452, 0x000200f8, 0x0000143a, 0x000500ab, 0x00000008,
    0x0000143c, 0x0000142f, 0x000000dc, 0x000300f7, 0x00001446, 0x00000000, 0x000400fa, 0x0000143c,
    0x0000143d, 0x00001446, 0x000200f8, 0x0000143d, 0x00050080, 0x00000006, 0x00001440, 0x0000142f,
    0x00000181, 0x000500c4, 0x00000006, 0x00001441, 0x00001440, 0x00000130, 0x000500c5, 0x00000006,
    0x00001442, 0x0000142c, 0x00001441, 0x000500c4, 0x00000006, 0x00001444, 0x00001431, 0x0000011c,
    0x000500c5, 0x00000006, 0x00001445, 0x00001442, 0x00001444, 0x000200f9, 0x00001452, 0x000200f8,
    0x00001446, 0x000500aa, 0x00000008, 0x00001448, 0x00001431, 0x000000dc, 0x000300f7, 0x0000144b,
    0x00000000, 0x000400fa, 0x00001448, 0x00001449, 0x0000144b, 0x000200f8, 0x00001449, 0x000200f9,
    0x00001452, 0x000200f8, 0x0000144b, 0x00040070, 0x0000003e, 0x0000144e, 0x00001431, 0x00050085,
    0x0000003e, 0x0000144f, 0x0000144e, 0x00000192, 0x0004007c, 0x00000006, 0x00001450, 0x0000144f,
    0x000500c5, 0x00000006, 0x00001451, 0x0000142c, 0x00001450, 0x000200f9, 0x00001452, 0x000200f8,
    0x00001452, 0x000b00f5, 0x00000006, 0x0000421f, 0x00001439, 0x00001434, 0x00001445, 0x0000143d,
    0x0000142c, 0x00001449, 0x00001451, 0x0000144b, 0x000200f9, 0x0000141a, 0x000200f8, 0x0000141a,
    0x000700f5, 0x00000006, 0x00004220, 0x0000421f, 0x00001452, 0x0000130d, 0x00001418, 0x000200f9,
    0x0000141c, 0x000200f8, 0x0000141c, 0x000700f5, 0x00000006, 0x00004221, 0x00001421, 0x0000140e,
    0x00004220, 0x0000141a, 0x00070050, 0x00000045, 0x0000130f, 0x00004218, 0x0000421b, 0x0000421e,
    0x00004221, 0x000200f9, 0x000012fb, 0x000200f8, 0x000012f6, 0x000200f9, 0x000012fb, 0x000200f8,
    0x000012fb, 0x000700f5, 0x00000045, 0x00004222, 0x00001218, 0x000012f6, 0x0000130f, 0x0000141c,
    0x0004007c, 0x0000003f, 0x0000119d, 0x00004222, 0x0004007c, 0x00000045, 0x00001458, 0x0000119d,
    0x000500c7, 0x00000045, 0x0000145c, 0x00001458, 0x000045f8, 0x000500c7, 0x00000045, 0x0000145f,
    0x00001458, 0x000002e5, 0x000500aa, 0x000000aa, 0x00001460, 0x0000145f, 0x000002dd, 0x000600a9,
    0x00000045, 0x00001461, 0x00001460, 0x0000145c, 0x00001458, 0x000500c7, 0x00000045, 0x00001465,
    0x00001461, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001466, 0x00001465, 0x000002e5, 0x000600a9,
    0x00000045, 0x00001467, 0x00001466, 0x000002e1, 0x00001461, 0x0004007c, 0x0000003f, 0x00001469,
    0x00001467, 0x0004007c, 0x00000045, 0x0000119f, 0x00001469, 0x000200f9, 0x000011a2, 0x000200f8,
    0x000011a2, 0x000700f5, 0x00000045, 0x00004223, 0x0000119f, 0x000012fb, 0x00001218, 0x000011a0,
    0x000300f7, 0x000011ab, 0x00000000, 0x000400fa, 0x00001192, 0x000011a7, 0x000011ab, 0x000200f8,
    0x000011a7, 0x000300f7, 0x00001482, 0x00000000, 0x000300fb, 0x000000dc, 0x00001473, 0x000200f8,
    0x00001473, 0x000300f7, 0x0000148e, 0x00000000, 0x000400fa, 0x000012e1, 0x0000148a, 0x0000148e,
    0x000200f8, 0x0000148a, 0x000500aa, 0x00000008, 0x0000148d, 0x000012df, 0x000000ee, 0x000200f9,
    0x0000148e, 0x000200f8, 0x0000148e, 0x000700f5, 0x00000008, 0x0000148f, 0x000012e0, 0x00001473,
    0x0000148d, 0x0000148a, 0x000400a8, 0x00000008, 0x00001490, 0x0000148f, 0x000300f7, 0x00001495,
    0x00000000, 0x000400fa, 0x00001490, 0x00001491, 0x00001495, 0x000200f8, 0x00001491, 0x000500aa,
    0x00000008, 0x00001494, 0x000012df, 0x000001b3, 0x000200f9, 0x00001495, 0x000200f8, 0x00001495,
    0x000700f5, 0x00000008, 0x00001496, 0x0000148f, 0x0000148e, 0x00001494, 0x00001491, 0x000400a8,
    0x00000008, 0x00001475, 0x00001496, 0x000300f7, 0x0000147a, 0x00000000, 0x000400fa, 0x00001475,
    0x00001476, 0x0000147a, 0x000200f8, 0x00001476, 0x000300f7, 0x000014d3, 0x00000000, 0x000300fb,
    0x000000dc, 0x0000149e, 0x000200f8, 0x0000149e, 0x000500aa, 0x00000008, 0x000014a1, 0x000012df,
    0x0000034a, 0x00050041, 0x000000d9, 0x000014a2, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006,
    0x000014a3, 0x000014a2, 0x000500aa, 0x00000008, 0x000014a4, 0x000014a3, 0x000000ee, 0x000300f7,
    0x000014a9, 0x00000000, 0x000400fa, 0x000014a4, 0x000014a5, 0x000014a9, 0x000200f8, 0x000014a5,
    0x00050084, 0x00000045, 0x000014a8, 0x00004223, 0x00004211, 0x000200f9, 0x000014d3, 0x000200f8,
    0x000014a9, 0x000500aa, 0x00000008, 0x000014ac, 0x000014a3, 0x000001b3, 0x000300f7, 0x000014bc,
    0x00000000, 0x000400fa, 0x000014ac, 0x000014ad, 0x000014bc, 0x000200f8, 0x000014ad, 0x000300f7,
    0x000014ba, 0x00000000, 0x000400fa, 0x000014a1, 0x000014af, 0x000014b6, 0x000200f8, 0x000014b6,
    0x0007000c, 0x00000045, 0x000014b9, 0x00000001, 0x00000026, 0x00004223, 0x00004211, 0x000200f9,
    0x000014ba, 0x000200f8, 0x000014af, 0x0004007c, 0x00000386, 0x000014b1, 0x00004223, 0x0004007c,
    0x00000386, 0x000014b3, 0x00004211, 0x0007000c, 0x00000386, 0x000014b4, 0x00000001, 0x00000027,
    0x000014b1, 0x000014b3, 0x0004007c, 0x00000045, 0x000014b5, 0x000014b4, 0x000200f9, 0x000014ba,
    0x000200f8, 0x000014ba, 0x000700f5, 0x00000045, 0x00004245, 0x000014b5, 0x000014af, 0x000014b9,
    0x000014b6, 0x000200f9, 0x000014d3, 0x000200f8, 0x000014bc, 0x000500aa, 0x00000008, 0x000014bf,
    0x000014a3, 0x0000034a, 0x000300f7, 0x000014cf, 0x00000000, 0x000400fa, 0x000014bf, 0x000014c0,
    0x000014cf, 0x000200f8, 0x000014c0, 0x000300f7, 0x000014cd, 0x00000000, 0x000400fa, 0x000014a1,
    0x000014c2, 0x000014c9, 0x000200f8, 0x000014c9, 0x0007000c, 0x00000045, 0x000014cc, 0x00000001,
    0x00000029, 0x00004223, 0x00004211, 0x000200f9, 0x000014cd, 0x000200f8, 0x000014c2, 0x0004007c,
    0x00000386, 0x000014c4, 0x00004223, 0x0004007c, 0x00000386, 0x000014c6, 0x00004211, 0x0007000c,
    0x00000386, 0x000014c7, 0x00000001, 0x0000002a, 0x000014c4, 0x000014c6, 0x0004007c, 0x00000045,
    0x000014c8, 0x000014c7, 0x000200f9, 0x000014cd, 0x000200f8, 0x000014cd, 0x000700f5, 0x00000045,
    0x00004244, 0x000014c8, 0x000014c2, 0x000014cc, 0x000014c9, 0x000200f9, 0x000014d3, 0x000200f8,
    0x000014cf, 0x00050080, 0x00000045, 0x000014d2, 0x00004223, 0x00004211, 0x000200f9, 0x000014d3,
    0x000200f8, 0x000014d3, 0x000b00f5, 0x00000045, 0x00004246, 0x000014a8, 0x000014a5, 0x00004245,
    0x000014ba, 0x00004244, 0x000014cd, 0x000014d2, 0x000014cf, 0x000200f9, 0x00001482, 0x000200f8,
    0x0000147a, 0x0004007c, 0x0000003f, 0x0000147c, 0x00004223, 0x00050041, 0x000000d9, 0x000014d9,
    0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x000014da, 0x000014d9, 0x000500aa, 0x00000008,
    0x000014db, 0x000014da, 0x000001b3, 0x000300f7, 0x000014e1, 0x00000000, 0x000400fa, 0x000014db,
    0x000014dc, 0x000014de, 0x000200f8, 0x000014de, 0x00050051, 0x00000006, 0x000014ea, 0x00004211,
    0x00000000, 0x000300f7, 0x0000150f, 0x00000000, 0x000300fb, 0x000000dc, 0x000014fd, 0x000200f8,
    0x000014fd, 0x000500aa, 0x00000008, 0x00001500, 0x000012df, 0x000001b3, 0x000300f7, 0x00001504,
    0x00000000, 0x000400fa, 0x00001500, 0x00001501, 0x00001504, 0x000200f8, 0x00001501, 0x000500c4,
    0x00000006, 0x00001514, 0x000014ea, 0x000000d8, 0x000200f9, 0x0000150f, 0x000200f8, 0x00001504,
    0x000500aa, 0x00000008, 0x00001507, 0x000012df, 0x000000ee, 0x000300f7, 0x0000150d, 0x00000000,
    0x000400fa, 0x00001507, 0x00001508, 0x0000150b, 0x000200f8, 0x0000150b, 0x000200f9, 0x0000150d,
    0x000200f8, 0x00001508, 0x000300f7, 0x00001545, 0x00000000, 0x000300fb, 0x000000dc, 0x0000151c,
    0x000200f8, 0x0000151c, 0x000500c7, 0x00000006, 0x0000151e, 0x000014ea, 0x000000f9, 0x000500c4,
    0x00000006, 0x0000151f, 0x0000151e, 0x000000d8, 0x000500c2, 0x00000006, 0x00001521, 0x000014ea,
    0x00000169, 0x000500c7, 0x00000006, 0x00001522, 0x00001521, 0x0000016b, 0x000500c7, 0x00000006,
    0x00001524, 0x000014ea, 0x0000016f, 0x000500aa, 0x00000008, 0x00001526, 0x00001522, 0x0000016b,
    0x000300f7, 0x0000152d, 0x00000000, 0x000400fa, 0x00001526, 0x00001527, 0x0000152d, 0x000200f8,
    0x00001527, 0x000500c5, 0x00000006, 0x00001529, 0x0000151f, 0x00000100, 0x000500c4, 0x00000006,
    0x0000152b, 0x00001524, 0x0000011c, 0x000500c5, 0x00000006, 0x0000152c, 0x00001529, 0x0000152b,
    0x000200f9, 0x00001545, 0x000200f8, 0x0000152d, 0x000500ab, 0x00000008, 0x0000152f, 0x00001522,
    0x000000dc, 0x000300f7, 0x00001539, 0x00000000, 0x000400fa, 0x0000152f, 0x00001530, 0x00001539,
    0x000200f8, 0x00001530, 0x00050080, 0x00000006, 0x00001533, 0x00001522, 0x00000181, 0x000500c4,
    0x00000006, 0x00001534, 0x00001533, 0x00000130, 0x000500c5, 0x00000006, 0x00001535, 0x0000151f,
    0x00001534, 0x000500c4, 0x00000006, 0x00001537, 0x00001524, 0x0000011c, 0x000500c5, 0x00000006,
    0x00001538, 0x00001535, 0x00001537, 0x000200f9, 0x00001545, 0x000200f8, 0x00001539, 0x000500aa,
    0x00000008, 0x0000153b, 0x00001524, 0x000000dc, 0x000300f7, 0x0000153e, 0x00000000, 0x000400fa,
    0x0000153b, 0x0000153c, 0x0000153e, 0x000200f8, 0x0000153c, 0x000200f9, 0x00001545, 0x000200f8,
    0x0000153e, 0x00040070, 0x0000003e, 0x00001541, 0x00001524, 0x00050085, 0x0000003e, 0x00001542,
    0x00001541, 0x00000192, 0x0004007c, 0x00000006, 0x00001543, 0x00001542, 0x000500c5, 0x00000006,
    0x00001544, 0x0000151f, 0x00001543, 0x000200f9, 0x00001545, 0x000200f8, 0x00001545, 0x000b00f5,
    0x00000006, 0x00004234, 0x0000152c, 0x00001527, 0x00001538, 0x00001530, 0x0000151f, 0x0000153c,
    0x00001544, 0x0000153e, 0x000200f9, 0x0000150d, 0x000200f8, 0x0000150d, 0x000700f5, 0x00000006,
    0x00004235, 0x00004234, 0x00001545, 0x000014ea, 0x0000150b, 0x000200f9, 0x0000150f, 0x000200f8,
    0x0000150f, 0x000700f5, 0x00000006, 0x00004236, 0x00001514, 0x00001501, 0x00004235, 0x0000150d,
    0x00050051, 0x00000006, 0x000014ed, 0x00004211, 0x00000001, 0x000300f7, 0x00001560, 0x00000000,
    0x000300fb, 0x000000dc, 0x0000154e, 0x000200f8, 0x0000154e, 0x000300f7, 0x00001555, 0x00000000,
    0x000400fa, 0x00001500, 0x00001552, 0x00001555, 0x000200f8, 0x00001552, 0x000500c4, 0x00000006,
    0x00001565, 0x000014ed, 0x000000d8, 0x000200f9, 0x00001560, 0x000200f8, 0x00001555, 0x000500aa,
    0x00000008, 0x00001558, 0x000012df, 0x000000ee, 0x000300f7, 0x0000155e, 0x00000000, 0x000400fa,
    0x00001558, 0x00001559, 0x0000155c, 0x000200f8, 0x0000155c, 0x000200f9, 0x0000155e, 0x000200f8,
    0x00001559, 0x000300f7, 0x00001596, 0x00000000, 0x000300fb, 0x000000dc, 0x0000156d, 0x000200f8,
    0x0000156d, 0x000500c7, 0x00000006, 0x0000156f, 0x000014ed, 0x000000f9, 0x000500c4, 0x00000006,
    0x00001570, 0x0000156f, 0x000000d8, 0x000500c2, 0x00000006, 0x00001572, 0x000014ed, 0x00000169,
    0x000500c7, 0x00000006, 0x00001573, 0x00001572, 0x0000016b, 0x000500c7, 0x00000006, 0x00001575,
    0x000014ed, 0x0000016f, 0x000500aa, 0x00000008, 0x00001577, 0x00001573, 0x0000016b, 0x000300f7,
    0x0000157e, 0x00000000, 0x000400fa, 0x00001577, 0x00001578, 0x0000157e, 0x000200f8, 0x00001578,
    0x000500c5, 0x00000006, 0x0000157a, 0x00001570, 0x00000100, 0x000500c4, 0x00000006, 0x0000157c,
    0x00001575, 0x0000011c, 0x000500c5, 0x00000006, 0x0000157d, 0x0000157a, 0x0000157c, 0x000200f9,
    0x00001596, 0x000200f8, 0x0000157e, 0x000500ab, 0x00000008, 0x00001580, 0x00001573, 0x000000dc,
    0x000300f7, 0x0000158a, 0x00000000, 0x000400fa, 0x00001580, 0x00001581, 0x0000158a, 0x000200f8,
    0x00001581, 0x00050080, 0x00000006, 0x00001584, 0x00001573, 0x00000181, 0x000500c4, 0x00000006,
    0x00001585, 0x00001584, 0x00000130, 0x000500c5, 0x00000006, 0x00001586, 0x00001570, 0x00001585,
    0x000500c4, 0x00000006, 0x00001588, 0x00001575, 0x0000011c, 0x000500c5, 0x00000006, 0x00001589,
    0x00001586, 0x00001588, 0x000200f9, 0x00001596, 0x000200f8, 0x0000158a, 0x000500aa, 0x00000008,
    0x0000158c, 0x00001575, 0x000000dc, 0x000300f7, 0x0000158f, 0x00000000, 0x000400fa, 0x0000158c,
    0x0000158d, 0x0000158f, 0x000200f8, 0x0000158d, 0x000200f9, 0x00001596, 0x000200f8, 0x0000158f,
    0x00040070, 0x0000003e, 0x00001592, 0x00001575, 0x00050085, 0x0000003e, 0x00001593, 0x00001592,
    0x00000192, 0x0004007c, 0x00000006, 0x00001594, 0x00001593, 0x000500c5, 0x00000006, 0x00001595,
    0x00001570, 0x00001594, 0x000200f9, 0x00001596, 0x000200f8, 0x00001596, 0x000b00f5, 0x00000006,
    0x00004237, 0x0000157d, 0x00001578, 0x00001589, 0x00001581, 0x00001570, 0x0000158d, 0x00001595,
    0x0000158f, 0x000200f9, 0x0000155e, 0x000200f8, 0x0000155e, 0x000700f5, 0x00000006, 0x00004238,
    0x00004237, 0x00001596, 0x000014ed, 0x0000155c, 0x000200f9, 0x00001560, 0x000200f8, 0x00001560,
    0x000700f5, 0x00000006, 0x00004239, 0x00001565, 0x00001552, 0x00004238, 0x0000155e, 0x00050051,
    0x00000006, 0x000014f0, 0x00004211, 0x00000002, 0x000300f7, 0x000015b1, 0x00000000, 0x000300fb,
    0x000000dc, 0x0000159f, 0x000200f8, 0x0000159f, 0x000300f7, 0x000015a6, 0x00000000, 0x000400fa,
    0x00001500, 0x000015a3, 0x000015a6, 0x000200f8, 0x000015a3, 0x000500c4, 0x00000006, 0x000015b6,
    0x000014f0, 0x000000d8, 0x000200f9, 0x000015b1, 0x000200f8, 0x000015a6, 0x000500aa, 0x00000008,
    0x000015a9, 0x000012df, 0x000000ee, 0x000300f7, 0x000015af, 0x00000000, 0x000400fa, 0x000015a9,
    0x000015aa, 0x000015ad, 0x000200f8, 0x000015ad, 0x000200f9, 0x000015af, 0x000200f8, 0x000015aa,
    0x000300f7, 0x000015e7, 0x00000000, 0x000300fb, 0x000000dc, 0x000015be, 0x000200f8, 0x000015be,
    0x000500c7, 0x00000006, 0x000015c0, 0x000014f0, 0x000000f9, 0x000500c4, 0x00000006, 0x000015c1,
    0x000015c0, 0x000000d8, 0x000500c2, 0x00000006, 0x000015c3, 0x000014f0, 0x00000169, 0x000500c7,
    0x00000006, 0x000015c4, 0x000015c3, 0x0000016b, 0x000500c7, 0x00000006, 0x000015c6, 0x000014f0,
    0x0000016f, 0x000500aa, 0x00000008, 0x000015c8, 0x000015c4, 0x0000016b, 0x000300f7, 0x000015cf,
    0x00000000, 0x000400fa, 0x000015c8, 0x000015c9, 0x000015cf, 0x000200f8, 0x000015c9, 0x000500c5,
    0x00000006, 0x000015cb, 0x000015c1, 0x00000100, 0x000500c4, 0x00000006, 0x000015cd, 0x000015c6,
    0x0000011c, 0x000500c5, 0x00000006, 0x000015ce, 0x000015cb, 0x000015cd, 0x000200f9, 0x000015e7,
    0x000200f8, 0x000015cf, 0x000500ab, 0x00000008, 0x000015d1, 0x000015c4, 0x000000dc, 0x000300f7,
    0x000015db, 0x00000000, 0x000400fa, 0x000015d1, 0x000015d2, 0x000015db, 0x000200f8, 0x000015d2,
    0x00050080, 0x00000006, 0x000015d5, 0x000015c4, 0x00000181, 0x000500c4, 0x00000006, 0x000015d6,
    0x000015d5, 0x00000130, 0x000500c5, 0x00000006, 0x000015d7, 0x000015c1, 0x000015d6, 0x000500c4,
    0x00000006, 0x000015d9, 0x000015c6, 0x0000011c, 0x000500c5, 0x00000006, 0x000015da, 0x000015d7,
    0x000015d9, 0x000200f9, 0x000015e7, 0x000200f8, 0x000015db, 0x000500aa, 0x00000008, 0x000015dd,
    0x000015c6, 0x000000dc, 0x000300f7, 0x000015e0, 0x00000000, 0x000400fa, 0x000015dd, 0x000015de,
    0x000015e0, 0x000200f8, 0x000015de, 0x000200f9, 0x000015e7, 0x000200f8, 0x000015e0, 0x00040070,
    0x0000003e, 0x000015e3, 0x000015c6, 0x00050085, 0x0000003e, 0x000015e4, 0x000015e3, 0x00000192,
    0x0004007c, 0x00000006, 0x000015e5, 0x000015e4, 0x000500c5, 0x00000006, 0x000015e6, 0x000015c1,
    0x000015e5, 0x000200f9, 0x000015e7, 0x000200f8, 0x000015e7, 0x000b00f5, 0x00000006, 0x0000423a,
    0x000015ce, 0x000015c9, 0x000015da, 0x000015d2, 0x000015c1, 0x000015de, 0x000015e6, 0x000015e0,
    0x000200f9, 0x000015af, 0x000200f8, 0x000015af, 0x000700f5, 0x00000006, 0x0000423b, 0x0000423a,
    0x000015e7, 0x000014f0, 0x000015ad, 0x000200f9, 0x000015b1, 0x000200f8, 0x000015b1, 0x000700f5,
    0x00000006, 0x0000423c, 0x000015b6, 0x000015a3, 0x0000423b, 0x000015af, 0x00050051, 0x00000006,
    0x000014f3, 0x00004211, 0x00000003, 0x000300f7, 0x00001602, 0x00000000, 0x000300fb, 0x000000dc,
    0x000015f0, 0x000200f8, 0x000015f0, 0x000300f7, 0x000015f7, 0x00000000, 0x000400fa, 0x00001500,
    0x000015f4, 0x000015f7, 0x000200f8, 0x000015f4, 0x000500c4, 0x00000006, 0x00001607, 0x000014f3,
    0x000000d8, 0x000200f9, 0x00001602, 0x000200f8, 0x000015f7, 0x000500aa, 0x00000008, 0x000015fa,
    0x000012df, 0x000000ee, 0x000300f7, 0x00001600, 0x00000000, 0x000400fa, 0x000015fa, 0x000015fb,
    0x000015fe, 0x000200f8, 0x000015fe, 0x000200f9, 0x00001600, 0x000200f8, 0x000015fb, 0x000300f7,
    0x00001638, 0x00000000, 0x000300fb, 0x000000dc, 0x0000160f, 0x000200f8, 0x0000160f, 0x000500c7,
    0x00000006, 0x00001611, 0x000014f3, 0x000000f9, 0x000500c4, 0x00000006, 0x00001612, 0x00001611,
    0x000000d8, 0x000500c2, 0x00000006, 0x00001614, 0x000014f3, 0x00000169, 0x000500c7, 0x00000006,
    0x00001615, 0x00001614, 0x0000016b, 0x000500c7, 0x00000006, 0x00001617, 0x000014f3, 0x0000016f,
    0x000500aa, 0x00000008, 0x00001619, 0x00001615, 0x0000016b, 0x000300f7, 0x00001620, 0x00000000,
    0x000400fa, 0x00001619, 0x0000161a, 0x00001620, 0x000200f8, 0x0000161a, 0x000500c5, 0x00000006,
    0x0000161c, 0x00001612, 0x00000100, 0x000500c4, 0x00000006, 0x0000161e, 0x00001617, 0x0000011c,
    0x000500c5, 0x00000006, 0x0000161f, 0x0000161c, 0x0000161e, 0x000200f9, 0x00001638, 0x000200f8,
    0x00001620, 0x000500ab, 0x00000008, 0x00001622, 0x00001615, 0x000000dc, 0x000300f7, 0x0000162c,
    0x00000000, 0x000400fa, 0x00001622, 0x00001623, 0x0000162c, 0x000200f8, 0x00001623, 0x00050080,
    0x00000006, 0x00001626, 0x00001615, 0x00000181, 0x000500c4, 0x00000006, 0x00001627, 0x00001626,
    0x00000130, 0x000500c5, 0x00000006, 0x00001628, 0x00001612, 0x00001627, 0x000500c4, 0x00000006,
    0x0000162a, 0x00001617, 0x0000011c, 0x000500c5, 0x00000006, 0x0000162b, 0x00001628, 0x0000162a,
    0x000200f9, 0x00001638, 0x000200f8, 0x0000162c, 0x000500aa, 0x00000008, 0x0000162e, 0x00001617,
    0x000000dc, 0x000300f7, 0x00001631, 0x00000000, 0x000400fa, 0x0000162e, 0x0000162f, 0x00001631,
    0x000200f8, 0x0000162f, 0x000200f9, 0x00001638, 0x000200f8, 0x00001631, 0x00040070, 0x0000003e,
    0x00001634, 0x00001617, 0x00050085, 0x0000003e, 0x00001635, 0x00001634, 0x00000192, 0x0004007c,
    0x00000006, 0x00001636, 0x00001635, 0x000500c5, 0x00000006, 0x00001637, 0x00001612, 0x00001636,
    0x000200f9, 0x00001638, 0x000200f8, 0x00001638, 0x000b00f5, 0x00000006, 0x0000423d, 0x0000161f,
    0x0000161a, 0x0000162b, 0x00001623, 0x00001612, 0x0000162f, 0x00001637, 0x00001631, 0x000200f9,
    0x00001600, 0x000200f8, 0x00001600, 0x000700f5, 0x00000006, 0x0000423e, 0x0000423d, 0x00001638,
    0x000014f3, 0x000015fe, 0x000200f9, 0x00001602, 0x000200f8, 0x00001602, 0x000700f5, 0x00000006,
    0x0000423f, 0x00001607, 0x000015f4, 0x0000423e, 0x00001600, 0x00070050, 0x00000045, 0x000014f5,
    0x00004236, 0x00004239, 0x0000423c, 0x0000423f, 0x000200f9, 0x000014e1, 0x000200f8, 0x000014dc,
    0x000200f9, 0x000014e1, 0x000200f8, 0x000014e1, 0x000700f5, 0x00000045, 0x00004240, 0x00004211,
    0x000014dc, 0x000014f5, 0x00001602, 0x0004007c, 0x0000003f, 0x0000147f, 0x00004240, 0x000300f7,
    0x00001667, 0x00000000, 0x000300fb, 0x000000dc, 0x00001647, 0x000200f8, 0x00001647, 0x0004007c,
    0x00000045, 0x0000166d, 0x0000147f, 0x000500c7, 0x00000045, 0x00001671, 0x0000166d, 0x000045f8,
    0x000500c7, 0x00000045, 0x00001674, 0x0000166d, 0x000002e5, 0x000500aa, 0x000000aa, 0x00001675,
    0x00001674, 0x000002dd, 0x000600a9, 0x00000045, 0x00001676, 0x00001675, 0x00001671, 0x0000166d,
    0x000500c7, 0x00000045, 0x0000167a, 0x00001676, 0x000045f9, 0x000500ac, 0x000000aa, 0x0000167b,
    0x0000167a, 0x000002e5, 0x000600a9, 0x00000045, 0x0000167c, 0x0000167b, 0x000002e1, 0x00001676,
    0x0004007c, 0x0000003f, 0x0000167e, 0x0000167c, 0x00050041, 0x000000d9, 0x0000164a, 0x000000d6,
    0x0000032f, 0x0004003d, 0x00000006, 0x0000164b, 0x0000164a, 0x000500aa, 0x00000008, 0x0000164c,
    0x0000164b, 0x000000ee, 0x000300f7, 0x00001652, 0x00000000, 0x000400fa, 0x0000164c, 0x0000164d,
    0x00001652, 0x000200f8, 0x0000164d, 0x00050085, 0x0000003f, 0x00001650, 0x0000147c, 0x0000167e,
    0x0004007c, 0x00000045, 0x00001683, 0x00001650, 0x000500c7, 0x00000045, 0x00001687, 0x00001683,
    0x000045f8, 0x000500c7, 0x00000045, 0x0000168a, 0x00001683, 0x000002e5, 0x000500aa, 0x000000aa,
    0x0000168b, 0x0000168a, 0x000002dd, 0x000600a9, 0x00000045, 0x0000168c, 0x0000168b, 0x00001687,
    0x00001683, 0x000500c7, 0x00000045, 0x00001690, 0x0000168c, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00001691, 0x00001690, 0x000002e5, 0x000600a9, 0x00000045, 0x00001692, 0x00001691, 0x000002e1,
    0x0000168c, 0x0004007c, 0x0000003f, 0x00001694, 0x00001692, 0x000200f9, 0x00001667, 0x000200f8,
    0x00001652, 0x000500aa, 0x00000008, 0x00001655, 0x0000164b, 0x000001b3, 0x000300f7, 0x0000165a,
    0x00000000, 0x000400fa, 0x00001655, 0x00001656, 0x0000165a, 0x000200f8, 0x00001656, 0x0004007c,
    0x00000045, 0x000016a2, 0x0000147c, 0x0004007c, 0x00000045, 0x000016a4, 0x0000167e, 0x000500c5,
    0x00000045, 0x000016cc, 0x000016a4, 0x000045f8, 0x000400c8, 0x00000045, 0x000016ce, 0x000016a4,
    0x000500c7, 0x00000045, 0x000016d1, 0x000016a4, 0x000045f8, 0x000500ab, 0x000000aa, 0x000016d2,
    0x000016d1, 0x000002dd, 0x000600a9, 0x00000045, 0x000016d3, 0x000016d2, 0x000016ce, 0x000016cc,
    0x000500c5, 0x00000045, 0x000016d8, 0x000016a2, 0x000045f8, 0x000400c8, 0x00000045, 0x000016da,
    0x000016a2, 0x000500c7, 0x00000045, 0x000016dd, 0x000016a2, 0x000045f8, 0x000500ab, 0x000000aa,
    0x000016de, 0x000016dd, 0x000002dd, 0x000600a9, 0x00000045, 0x000016df, 0x000016de, 0x000016da,
    0x000016d8, 0x000500b0, 0x000000aa, 0x000016ab, 0x000016d3, 0x000016df, 0x000600a9, 0x00000045,
    0x000016b7, 0x000016ab, 0x000016a4, 0x000016a2, 0x000500c7, 0x00000045, 0x000016ba, 0x000016a2,
    0x000045f9, 0x000500ac, 0x000000aa, 0x000016bb, 0x000016ba, 0x000002e5, 0x000600a9, 0x00000045,
    0x000016bc, 0x000016bb, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x000016bf, 0x000016a4,
    0x000045f9, 0x000500ac, 0x000000aa, 0x000016c0, 0x000016bf, 0x000002e5, 0x000600a9, 0x00000045,
    0x000016c1, 0x000016c0, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x000016c2, 0x000016bc,
    0x000016c1, 0x000500ab, 0x000000aa, 0x000016c3, 0x000016c2, 0x000002dd, 0x000600a9, 0x00000045,
    0x000016c6, 0x000016c3, 0x000002e1, 0x000016b7, 0x0004007c, 0x0000003f, 0x000016c7, 0x000016c6,
    0x000200f9, 0x00001667, 0x000200f8, 0x0000165a, 0x000500aa, 0x00000008, 0x0000165d, 0x0000164b,
    0x0000034a, 0x000300f7, 0x00001662, 0x00000000, 0x000400fa, 0x0000165d, 0x0000165e, 0x00001662,
    0x000200f8, 0x0000165e, 0x0004007c, 0x00000045, 0x00001705, 0x0000147c, 0x0004007c, 0x00000045,
    0x00001707, 0x0000167e, 0x000500c5, 0x00000045, 0x00001747, 0x00001707, 0x000045f8, 0x000400c8,
    0x00000045, 0x00001749, 0x00001707, 0x000500c7, 0x00000045, 0x0000174c, 0x00001707, 0x000045f8,
    0x000500ab, 0x000000aa, 0x0000174d, 0x0000174c, 0x000002dd, 0x000600a9, 0x00000045, 0x0000174e,
    0x0000174d, 0x00001749, 0x00001747, 0x000500c5, 0x00000045, 0x00001753, 0x00001705, 0x000045f8,
    0x000400c8, 0x00000045, 0x00001755, 0x00001705, 0x000500c7, 0x00000045, 0x00001758, 0x00001705,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00001759, 0x00001758, 0x000002dd, 0x000600a9, 0x00000045,
    0x0000175a, 0x00001759, 0x00001755, 0x00001753, 0x000500ac, 0x000000aa, 0x00001714, 0x0000174e,
    0x0000175a, 0x000600a9, 0x00000045, 0x0000171a, 0x00001714, 0x00001707, 0x00001705, 0x000500c7,
    0x00000045, 0x0000171d, 0x00001705, 0x000045f9, 0x000500ac, 0x000000aa, 0x0000171e, 0x0000171d,
    0x000002e5, 0x000600a9, 0x00000045, 0x0000171f, 0x0000171e, 0x0000031d, 0x000002dd, 0x000500c7,
    0x00000045, 0x00001722, 0x00001707, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001723, 0x00001722,
    0x000002e5, 0x000600a9, 0x00000045, 0x00001724, 0x00001723, 0x0000031d, 0x000002dd, 0x000500c5,
    0x00000045, 0x00001725, 0x0000171f, 0x00001724, 0x000500ab, 0x000000aa, 0x00001726, 0x00001725,
    0x000002dd, 0x000600a9, 0x00000045, 0x00001729, 0x00001726, 0x000002e1, 0x0000171a, 0x0004007c,
    0x0000003f, 0x0000172a, 0x00001729, 0x000200f9, 0x00001667, 0x000200f8, 0x00001662, 0x00050081,
    0x0000003f, 0x00001665, 0x0000147c, 0x0000167e, 0x0004007c, 0x00000045, 0x0000175f, 0x00001665,
    0x000500c7, 0x00000045, 0x00001763, 0x0000175f, 0x000045f8, 0x000500c7, 0x00000045, 0x00001766,
    0x0000175f, 0x000002e5, 0x000500aa, 0x000000aa, 0x00001767, 0x00001766, 0x000002dd, 0x000600a9,
    0x00000045, 0x00001768, 0x00001767, 0x00001763, 0x0000175f, 0x000500c7, 0x00000045, 0x0000176c,
    0x00001768, 0x000045f9, 0x000500ac, 0x000000aa, 0x0000176d, 0x0000176c, 0x000002e5, 0x000600a9,
    0x00000045, 0x0000176e, 0x0000176d, 0x000002e1, 0x00001768, 0x0004007c, 0x0000003f, 0x00001770,
    0x0000176e, 0x000200f9, 0x00001667, 0x000200f8, 0x00001667, 0x000b00f5, 0x0000003f, 0x00004243,
    0x00001694, 0x0000164d, 0x000016c7, 0x00001656, 0x0000172a, 0x0000165e, 0x00001770, 0x00001662,
    0x0004007c, 0x00000045, 0x00001481, 0x00004243, 0x000200f9, 0x00001482, 0x000200f8, 0x00001482,
    0x000700f5, 0x00000045, 0x00004247, 0x00004246, 0x000014d3, 0x00001481, 0x00001667, 0x000200f9,
    0x000011ab, 0x000200f8, 0x000011ab, 0x000700f5, 0x00000045, 0x0000424c, 0x00004223, 0x000011a2,
    0x00004247, 0x00001482, 0x000200f9, 0x000011ac, 0x000200f8, 0x000011ac, 0x000700f5, 0x00000045,
    0x0000424b, 0x0000424c, 0x000011ab, 0x00004508, 0x000011d0, 0x000700f5, 0x00000006, 0x00004248,
    0x000001b3, 0x000011ab, 0x000011d2, 0x000011d0, 0x000500b0, 0x00000008, 0x000011b1, 0x00004248,
    0x00001191, 0x000400f6, 0x000011d3, 0x000011d0, 0x00000000, 0x000400fa, 0x000011b1, 0x000011b2,
    0x000011d3, 0x000200f8, 0x000011b2, 0x0003003e, 0x0000117f, 0x00000d45, 0x000200f9, 0x00001777,
    0x000200f8, 0x00001777, 0x000700f5, 0x00000006, 0x00004267, 0x000000dc, 0x000011b2, 0x0000179d,
    0x0000179b, 0x000500b0, 0x00000008, 0x0000177a, 0x00004267, 0x000002bd, 0x000400f6, 0x0000179e,
    0x0000179b, 0x00000000, 0x000400fa, 0x0000177a, 0x0000177b, 0x0000179e, 0x000200f8, 0x0000177b,
    0x00050041, 0x000000d9, 0x0000177e, 0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x0000177f,
    0x0000177e, 0x000500aa, 0x00000008, 0x00001780, 0x00004248, 0x0000177f, 0x000300f7, 0x00001798,
    0x00000000, 0x000400fa, 0x00001780, 0x00001781, 0x00001786, 0x000200f8, 0x00001786, 0x00050041,
    0x000000d9, 0x00001787, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00001788, 0x00001787,
    0x00050041, 0x000000d9, 0x0000178a, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x0000178b,
    0x0000178a, 0x00050084, 0x00000006, 0x0000178c, 0x00004248, 0x0000178b, 0x00050080, 0x00000006,
    0x0000178d, 0x00001788, 0x0000178c, 0x00050041, 0x00000007, 0x0000178f, 0x0000117f, 0x00004267,
    0x0004003d, 0x00000006, 0x00001790, 0x0000178f, 0x00050082, 0x00000006, 0x00001793, 0x00000d14,
    0x000000ee, 0x0007000c, 0x00000006, 0x00001794, 0x00000001, 0x00000026, 0x00001790, 0x00001793,
    0x00050080, 0x00000006, 0x00001795, 0x0000178d, 0x00001794, 0x00060041, 0x000003fe, 0x00001796,
    0x00000475, 0x00000215, 0x00001795, 0x0004003d, 0x00000006, 0x00001797, 0x00001796, 0x000200f9,
    0x00001798, 0x000200f8, 0x00001781, 0x00050041, 0x00000007, 0x00001783, 0x0000117f, 0x00004267,
    0x0004003d, 0x00000006, 0x00001784, 0x00001783, 0x000300f7, 0x000017d1, 0x00000000, 0x000300fb,
    0x000000dc, 0x000017a9, 0x000200f8, 0x000017a9, 0x00050041, 0x000000d9, 0x000017aa, 0x000000d6,
    0x0000020e, 0x0004003d, 0x00000006, 0x000017ab, 0x000017aa, 0x000500ab, 0x00000008, 0x000017ac,
    0x000017ab, 0x000000dc, 0x000400a8, 0x00000008, 0x000017ad, 0x000017ac, 0x000300f7, 0x000017b3,
    0x00000000, 0x000400fa, 0x000017ad, 0x000017ae, 0x000017b3, 0x000200f8, 0x000017ae, 0x000500ae,
    0x00000008, 0x000017b2, 0x00001784, 0x00000d14, 0x000200f9, 0x000017b3, 0x000200f8, 0x000017b3,
    0x000700f5, 0x00000008, 0x000017b4, 0x000017ac, 0x000017a9, 0x000017b2, 0x000017ae, 0x000400a8,
    0x00000008, 0x000017b5, 0x000017b4, 0x000300f7, 0x000017b9, 0x00000000, 0x000400fa, 0x000017b5,
    0x000017b6, 0x000017b9, 0x000200f8, 0x000017b6, 0x00050041, 0x000000d9, 0x000017d5, 0x000000d6,
    0x000000d8, 0x0004003d, 0x00000006, 0x000017d6, 0x000017d5, 0x000500ab, 0x00000008, 0x000017d7,
    0x000017d6, 0x000000dc, 0x000300f7, 0x000017e0, 0x00000000, 0x000400fa, 0x000017d7, 0x000017d8,
    0x000017e0, 0x000200f8, 0x000017d8, 0x00050041, 0x000000d9, 0x000017da, 0x000000d6, 0x000000e1,
    0x0004003d, 0x00000006, 0x000017db, 0x000017da, 0x00050080, 0x00000006, 0x000017dc, 0x00001784,
    0x000017db, 0x000500ae, 0x00000008, 0x000017df, 0x000017dc, 0x000017d6, 0x000200f9, 0x000017e0,
    0x000200f8, 0x000017e0, 0x000700f5, 0x00000008, 0x000017e1, 0x000017d7, 0x000017b6, 0x000017df,
    0x000017d8, 0x000200f9, 0x000017b9, 0x000200f8, 0x000017b9, 0x000700f5, 0x00000008, 0x000017ba,
    0x000017b4, 0x000017b3, 0x000017e1, 0x000017e0, 0x000300f7, 0x000017bc, 0x00000000, 0x000400fa,
    0x000017ba, 0x000017bb, 0x000017bc, 0x000200f8, 0x000017bb, 0x000200f9, 0x000017d1, 0x000200f8,
    0x000017bc, 0x00050041, 0x000000d9, 0x000017bd, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006,
    0x000017be, 0x000017bd, 0x00050080, 0x00000006, 0x000017c0, 0x000017be, 0x00001784, 0x000300f7,
    0x000017cf, 0x00000000, 0x000400fa, 0x00000943, 0x000017c4, 0x000017cb, 0x000200f8, 0x000017cb,
    0x00060041, 0x000003fe, 0x000017cd, 0x0000042a, 0x00000215, 0x000017c0, 0x0004003d, 0x00000006,
    0x000017ce, 0x000017cd, 0x000200f9, 0x000017cf, 0x000200f8, 0x000017c4, 0x00050086, 0x00000006,
    0x000017c6, 0x000017c0, 0x000001b3, 0x00060041, 0x000003fe, 0x000017c7, 0x0000042a, 0x00000215,
    0x000017c6, 0x0004003d, 0x00000006, 0x000017c8, 0x000017c7, 0x000500c7, 0x00000006, 0x000017e6,
    0x000017c0, 0x000000ee, 0x00050084, 0x00000006, 0x000017e7, 0x000000ec, 0x000017e6, 0x000500c2,
    0x00000006, 0x000017e8, 0x000017c8, 0x000017e7, 0x000500c7, 0x00000006, 0x000017e9, 0x000017e8,
    0x000000f2, 0x000200f9, 0x000017cf, 0x000200f8, 0x000017cf, 0x000700f5, 0x00000006, 0x000042e6,
    0x000017e9, 0x000017c4, 0x000017ce, 0x000017cb, 0x000200f9, 0x000017d1, 0x000200f8, 0x000017d1,
    0x000700f5, 0x00000006, 0x000042e7, 0x000000dc, 0x000017bb, 0x000042e6, 0x000017cf, 0x000200f9,
    0x00001798, 0x000200f8, 0x00001798, 0x000700f5, 0x00000006, 0x000042e8, 0x000042e7, 0x000017d1,
    0x00001797, 0x00001786, 0x00050041, 0x00000007, 0x0000179a, 0x00001772, 0x00004267, 0x0003003e,
    0x0000179a, 0x000042e8, 0x000200f9, 0x0000179b, 0x000200f8, 0x0000179b, 0x00050080, 0x00000006,
    0x0000179d, 0x00004267, 0x00000214, 0x000200f9, 0x00001777, 0x000200f8, 0x0000179e, 0x0004003d,
    0x00000045, 0x0000179f, 0x00001772, 0x00050080, 0x00000006, 0x000011b7, 0x00004248, 0x000000ee,
    0x000500b0, 0x00000008, 0x000011ba, 0x000011b7, 0x00001191, 0x000300f7, 0x000011c1, 0x00000000,
    0x000400fa, 0x000011ba, 0x000011bb, 0x000011c0, 0x000200f8, 0x000011c0, 0x000200f9, 0x000011c1,
    0x000200f8, 0x000011bb, 0x0003003e, 0x00001182, 0x00000d45, 0x000200f9, 0x000017f0, 0x000200f8,
    0x000017f0, 0x000700f5, 0x00000006, 0x00004269, 0x000000dc, 0x000011bb, 0x00001816, 0x00001814,
    0x000500b0, 0x00000008, 0x000017f3, 0x00004269, 0x000002bd, 0x000400f6, 0x00001817, 0x00001814,
    0x00000000, 0x000400fa, 0x000017f3, 0x000017f4, 0x00001817, 0x000200f8, 0x000017f4, 0x00050041,
    0x000000d9, 0x000017f7, 0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x000017f8, 0x000017f7,
    0x000500aa, 0x00000008, 0x000017f9, 0x000011b7, 0x000017f8, 0x000300f7, 0x00001811, 0x00000000,
    0x000400fa, 0x000017f9, 0x000017fa, 0x000017ff, 0x000200f8, 0x000017ff, 0x00050041, 0x000000d9,
    0x00001800, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00001801, 0x00001800, 0x00050041,
    0x000000d9, 0x00001803, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x00001804, 0x00001803,
    0x00050084, 0x00000006, 0x00001805, 0x000011b7, 0x00001804, 0x00050080, 0x00000006, 0x00001806,
    0x00001801, 0x00001805, 0x00050041, 0x00000007, 0x00001808, 0x00001182, 0x00004269, 0x0004003d,
    0x00000006, 0x00001809, 0x00001808, 0x00050082, 0x00000006, 0x0000180c, 0x00000d14, 0x000000ee,
    0x0007000c, 0x00000006, 0x0000180d, 0x00000001, 0x00000026, 0x00001809, 0x0000180c, 0x00050080,
    0x00000006, 0x0000180e, 0x00001806, 0x0000180d, 0x00060041, 0x000003fe, 0x0000180f, 0x00000475,
    0x00000215, 0x0000180e, 0x0004003d, 0x00000006, 0x00001810, 0x0000180f, 0x000200f9, 0x00001811,
    0x000200f8, 0x000017fa, 0x00050041, 0x00000007, 0x000017fc, 0x00001182, 0x00004269, 0x0004003d,
    0x00000006, 0x000017fd, 0x000017fc, 0x000300f7, 0x0000184a, 0x00000000, 0x000300fb, 0x000000dc,
    0x00001822, 0x000200f8, 0x00001822, 0x00050041, 0x000000d9, 0x00001823, 0x000000d6, 0x0000020e,
    0x0004003d, 0x00000006, 0x00001824, 0x00001823, 0x000500ab, 0x00000008, 0x00001825, 0x00001824,
    0x000000dc, 0x000400a8, 0x00000008, 0x00001826, 0x00001825, 0x000300f7, 0x0000182c, 0x00000000,
    0x000400fa, 0x00001826, 0x00001827, 0x0000182c, 0x000200f8, 0x00001827, 0x000500ae, 0x00000008,
    0x0000182b, 0x000017fd, 0x00000d14, 0x000200f9, 0x0000182c, 0x000200f8, 0x0000182c, 0x000700f5,
    0x00000008, 0x0000182d, 0x00001825, 0x00001822, 0x0000182b, 0x00001827, 0x000400a8, 0x00000008,
    0x0000182e, 0x0000182d, 0x000300f7, 0x00001832, 0x00000000, 0x000400fa, 0x0000182e, 0x0000182f,
    0x00001832, 0x000200f8, 0x0000182f, 0x00050041, 0x000000d9, 0x0000184e, 0x000000d6, 0x000000d8,
    0x0004003d, 0x00000006, 0x0000184f, 0x0000184e, 0x000500ab, 0x00000008, 0x00001850, 0x0000184f,
    0x000000dc, 0x000300f7, 0x00001859, 0x00000000, 0x000400fa, 0x00001850, 0x00001851, 0x00001859,
    0x000200f8, 0x00001851, 0x00050041, 0x000000d9, 0x00001853, 0x000000d6, 0x000000e1, 0x0004003d,
    0x00000006, 0x00001854, 0x00001853, 0x00050080, 0x00000006, 0x00001855, 0x000017fd, 0x00001854,
    0x000500ae, 0x00000008, 0x00001858, 0x00001855, 0x0000184f, 0x000200f9, 0x00001859, 0x000200f8,
    0x00001859, 0x000700f5, 0x00000008, 0x0000185a, 0x00001850, 0x0000182f, 0x00001858, 0x00001851,
    0x000200f9, 0x00001832, 0x000200f8, 0x00001832, 0x000700f5, 0x00000008, 0x00001833, 0x0000182d,
    0x0000182c, 0x0000185a, 0x00001859, 0x000300f7, 0x00001835, 0x00000000, 0x000400fa, 0x00001833,
    0x00001834, 0x00001835, 0x000200f8, 0x00001834, 0x000200f9, 0x0000184a, 0x000200f8, 0x00001835,
    0x00050041, 0x000000d9, 0x00001836, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00001837,
    0x00001836, 0x00050080, 0x00000006, 0x00001839, 0x00001837, 0x000017fd, 0x000300f7, 0x00001848,
    0x00000000, 0x000400fa, 0x00000943, 0x0000183d, 0x00001844, 0x000200f8, 0x00001844, 0x00060041,
    0x000003fe, 0x00001846, 0x0000042a, 0x00000215, 0x00001839, 0x0004003d, 0x00000006, 0x00001847,
    0x00001846, 0x000200f9, 0x00001848, 0x000200f8, 0x0000183d, 0x00050086, 0x00000006, 0x0000183f,
    0x00001839, 0x000001b3, 0x00060041, 0x000003fe, 0x00001840, 0x0000042a, 0x00000215, 0x0000183f,
    0x0004003d, 0x00000006, 0x00001841, 0x00001840, 0x000500c7, 0x00000006, 0x0000185f, 0x00001839,
    0x000000ee, 0x00050084, 0x00000006, 0x00001860, 0x000000ec, 0x0000185f, 0x000500c2, 0x00000006,
    0x00001861, 0x00001841, 0x00001860, 0x000500c7, 0x00000006, 0x00001862, 0x00001861, 0x000000f2,
    0x000200f9, 0x00001848, 0x000200f8, 0x00001848, 0x000700f5, 0x00000006, 0x000042dd, 0x00001862,
    0x0000183d, 0x00001847, 0x00001844, 0x000200f9, 0x0000184a, 0x000200f8, 0x0000184a, 0x000700f5,
    0x00000006, 0x000042de, 0x000000dc, 0x00001834, 0x000042dd, 0x00001848, 0x000200f9, 0x00001811,
    0x000200f8, 0x00001811, 0x000700f5, 0x00000006, 0x000042df, 0x000042de, 0x0000184a, 0x00001810,
    0x000017ff, 0x00050041, 0x00000007, 0x00001813, 0x000017eb, 0x00004269, 0x0003003e, 0x00001813,
    0x000042df, 0x000200f9, 0x00001814, 0x000200f8, 0x00001814, 0x00050080, 0x00000006, 0x00001816,
    0x00004269, 0x00000214, 0x000200f9, 0x000017f0, 0x000200f8, 0x00001817, 0x0004003d, 0x00000045,
    0x00001818, 0x000017eb, 0x000200f9, 0x000011c1, 0x000200f8, 0x000011c1, 0x000700f5, 0x00000045,
    0x0000426a, 0x00001818, 0x00001817, 0x000002dd, 0x000011c0, 0x000300f7, 0x0000187b, 0x00000000,
    0x000300fb, 0x000000dc, 0x0000186c, 0x000200f8, 0x0000186c, 0x000300f7, 0x00001887, 0x00000000,
    0x000400fa, 0x000012e1, 0x00001883, 0x00001887, 0x000200f8, 0x00001883, 0x000500aa, 0x00000008,
    0x00001886, 0x000012df, 0x000000ee, 0x000200f9, 0x00001887, 0x000200f8, 0x00001887, 0x000700f5,
    0x00000008, 0x00001888, 0x000012e0, 0x0000186c, 0x00001886, 0x00001883, 0x000400a8, 0x00000008,
    0x00001889, 0x00001888, 0x000300f7, 0x0000188e, 0x00000000, 0x000400fa, 0x00001889, 0x0000188a,
    0x0000188e, 0x000200f8, 0x0000188a, 0x000500aa, 0x00000008, 0x0000188d, 0x000012df, 0x000001b3,
    0x000200f9, 0x0000188e, 0x000200f8, 0x0000188e, 0x000700f5, 0x00000008, 0x0000188f, 0x00001888,
    0x00001887, 0x0000188d, 0x0000188a, 0x000400a8, 0x00000008, 0x0000186e, 0x0000188f, 0x000300f7,
    0x00001873, 0x00000000, 0x000400fa, 0x0000186e, 0x0000186f, 0x00001873, 0x000200f8, 0x0000186f,
    0x000300f7, 0x000018cc, 0x00000000, 0x000300fb, 0x000000dc, 0x00001897, 0x000200f8, 0x00001897,
    0x000500aa, 0x00000008, 0x0000189a, 0x000012df, 0x0000034a, 0x00050041, 0x000000d9, 0x0000189b,
    0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x0000189c, 0x0000189b, 0x000500aa, 0x00000008,
    0x0000189d, 0x0000189c, 0x000000ee, 0x000300f7, 0x000018a2, 0x00000000, 0x000400fa, 0x0000189d,
    0x0000189e, 0x000018a2, 0x000200f8, 0x0000189e, 0x00050084, 0x00000045, 0x000018a1, 0x0000424b,
    0x0000179f, 0x000200f9, 0x000018cc, 0x000200f8, 0x000018a2, 0x000500aa, 0x00000008, 0x000018a5,
    0x0000189c, 0x000001b3, 0x000300f7, 0x000018b5, 0x00000000, 0x000400fa, 0x000018a5, 0x000018a6,
    0x000018b5, 0x000200f8, 0x000018a6, 0x000300f7, 0x000018b3, 0x00000000, 0x000400fa, 0x0000189a,
    0x000018a8, 0x000018af, 0x000200f8, 0x000018af, 0x0007000c, 0x00000045, 0x000018b2, 0x00000001,
    0x00000026, 0x0000424b, 0x0000179f, 0x000200f9, 0x000018b3, 0x000200f8, 0x000018a8, 0x0004007c,
    0x00000386, 0x000018aa, 0x0000424b, 0x0004007c, 0x00000386, 0x000018ac, 0x0000179f, 0x0007000c,
    0x00000386, 0x000018ad, 0x00000001, 0x00000027, 0x000018aa, 0x000018ac, 0x0004007c, 0x00000045,
    0x000018ae, 0x000018ad, 0x000200f9, 0x000018b3, 0x000200f8, 0x000018b3, 0x000700f5, 0x00000045,
    0x00004281, 0x000018ae, 0x000018a8, 0x000018b2, 0x000018af, 0x000200f9, 0x000018cc, 0x000200f8,
    0x000018b5, 0x000500aa, 0x00000008, 0x000018b8, 0x0000189c, 0x0000034a, 0x000300f7, 0x000018c8,
    0x00000000, 0x000400fa, 0x000018b8, 0x000018b9, 0x000018c8, 0x000200f8, 0x000018b9, 0x000300f7,
    0x000018c6, 0x00000000, 0x000400fa, 0x0000189a, 0x000018bb, 0x000018c2, 0x000200f8, 0x000018c2,
    0x0007000c, 0x00000045, 0x000018c5, 0x00000001, 0x00000029, 0x0000424b, 0x0000179f, 0x000200f9,
    0x000018c6, 0x000200f8, 0x000018bb, 0x0004007c, 0x00000386, 0x000018bd, 0x0000424b, 0x0004007c,
    0x00000386, 0x000018bf, 0x0000179f, 0x0007000c, 0x00000386, 0x000018c0, 0x00000001, 0x0000002a,
    0x000018bd, 0x000018bf, 0x0004007c, 0x00000045, 0x000018c1, 0x000018c0, 0x000200f9, 0x000018c6,
    0x000200f8, 0x000018c6, 0x000700f5, 0x00000045, 0x00004280, 0x000018c1, 0x000018bb, 0x000018c5,
    0x000018c2, 0x000200f9, 0x000018cc, 0x000200f8, 0x000018c8, 0x00050080, 0x00000045, 0x000018cb,
    0x0000424b, 0x0000179f, 0x000200f9, 0x000018cc, 0x000200f8, 0x000018cc, 0x000b00f5, 0x00000045,
    0x00004282, 0x000018a1, 0x0000189e, 0x00004281, 0x000018b3, 0x00004280, 0x000018c6, 0x000018cb,
    0x000018c8, 0x000200f9, 0x0000187b, 0x000200f8, 0x00001873, 0x0004007c, 0x0000003f, 0x00001875,
    0x0000424b, 0x00050041, 0x000000d9, 0x000018d2, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006,
    0x000018d3, 0x000018d2, 0x000500aa, 0x00000008, 0x000018d4, 0x000018d3, 0x000001b3, 0x000300f7,
    0x000018da, 0x00000000, 0x000400fa, 0x000018d4, 0x000018d5, 0x000018d7, 0x000200f8, 0x000018d7,
    0x00050051, 0x00000006, 0x000018e3, 0x0000179f, 0x00000000, 0x000300f7, 0x00001908, 0x00000000,
    0x000300fb, 0x000000dc, 0x000018f6, 0x000200f8, 0x000018f6, 0x000500aa, 0x00000008, 0x000018f9,
    0x000012df, 0x000001b3, 0x000300f7, 0x000018fd, 0x00000000, 0x000400fa, 0x000018f9, 0x000018fa,
    0x000018fd, 0x000200f8, 0x000018fa, 0x000500c4, 0x00000006, 0x0000190d, 0x000018e3, 0x000000d8,
    0x000200f9, 0x00001908, 0x000200f8, 0x000018fd, 0x000500aa, 0x00000008, 0x00001900, 0x000012df,
    0x000000ee, 0x000300f7, 0x00001906, 0x00000000, 0x000400fa, 0x00001900, 0x00001901, 0x00001904,
    0x000200f8, 0x00001904, 0x000200f9, 0x00001906, 0x000200f8, 0x00001901, 0x000300f7, 0x0000193e,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001915, 0x000200f8, 0x00001915, 0x000500c7, 0x00000006,
    0x00001917, 0x000018e3, 0x000000f9, 0x000500c4, 0x00000006, 0x00001918, 0x00001917, 0x000000d8,
    0x000500c2, 0x00000006, 0x0000191a, 0x000018e3, 0x00000169, 0x000500c7, 0x00000006, 0x0000191b,
    0x0000191a, 0x0000016b, 0x000500c7, 0x00000006, 0x0000191d, 0x000018e3, 0x0000016f, 0x000500aa,
    0x00000008, 0x0000191f, 0x0000191b, 0x0000016b, 0x000300f7, 0x00001926, 0x00000000, 0x000400fa,
    0x0000191f, 0x00001920, 0x00001926, 0x000200f8, 0x00001920, 0x000500c5, 0x00000006, 0x00001922,
    0x00001918, 0x00000100, 0x000500c4, 0x00000006, 0x00001924, 0x0000191d, 0x0000011c, 0x000500c5,
    0x00000006, 0x00001925, 0x00001922, 0x00001924, 0x000200f9, 0x0000193e, 0x000200f8, 0x00001926,
    0x000500ab, 0x00000008, 0x00001928, 0x0000191b, 0x000000dc, 0x000300f7, 0x00001932, 0x00000000,
    0x000400fa, 0x00001928, 0x00001929, 0x00001932, 0x000200f8, 0x00001929, 0x00050080, 0x00000006,
    0x0000192c, 0x0000191b, 0x00000181, 0x000500c4, 0x00000006, 0x0000192d, 0x0000192c, 0x00000130,
    0x000500c5, 0x00000006, 0x0000192e, 0x00001918, 0x0000192d, 0x000500c4, 0x00000006, 0x00001930,
    0x0000191d, 0x0000011c, 0x000500c5, 0x00000006, 0x00001931, 0x0000192e, 0x00001930, 0x000200f9,
    0x0000193e, 0x000200f8, 0x00001932, 0x000500aa, 0x00000008, 0x00001934, 0x0000191d, 0x000000dc,
    0x000300f7, 0x00001937, 0x00000000, 0x000400fa, 0x00001934, 0x00001935, 0x00001937, 0x000200f8,
    0x00001935, 0x000200f9, 0x0000193e, 0x000200f8, 0x00001937, 0x00040070, 0x0000003e, 0x0000193a,
    0x0000191d, 0x00050085, 0x0000003e, 0x0000193b, 0x0000193a, 0x00000192, 0x0004007c, 0x00000006,
    0x0000193c, 0x0000193b, 0x000500c5, 0x00000006, 0x0000193d, 0x00001918, 0x0000193c, 0x000200f9,
    0x0000193e, 0x000200f8, 0x0000193e, 0x000b00f5, 0x00000006, 0x00004270, 0x00001925, 0x00001920,
    0x00001931, 0x00001929, 0x00001918, 0x00001935, 0x0000193d, 0x00001937, 0x000200f9, 0x00001906,
    0x000200f8, 0x00001906, 0x000700f5, 0x00000006, 0x00004271, 0x00004270, 0x0000193e, 0x000018e3,
    0x00001904, 0x000200f9, 0x00001908, 0x000200f8, 0x00001908, 0x000700f5, 0x00000006, 0x00004272,
    0x0000190d, 0x000018fa, 0x00004271, 0x00001906, 0x00050051, 0x00000006, 0x000018e6, 0x0000179f,
    0x00000001, 0x000300f7, 0x00001959, 0x00000000, 0x000300fb, 0x000000dc, 0x00001947, 0x000200f8,
    0x00001947, 0x000300f7, 0x0000194e, 0x00000000, 0x000400fa, 0x000018f9, 0x0000194b, 0x0000194e,
    0x000200f8, 0x0000194b, 0x000500c4, 0x00000006, 0x0000195e, 0x000018e6, 0x000000d8, 0x000200f9,
    0x00001959, 0x000200f8, 0x0000194e, 0x000500aa, 0x00000008, 0x00001951, 0x000012df, 0x000000ee,
    0x000300f7, 0x00001957, 0x00000000, 0x000400fa, 0x00001951, 0x00001952, 0x00001955, 0x000200f8,
    0x00001955, 0x000200f9, 0x00001957, 0x000200f8, 0x00001952, 0x000300f7, 0x0000198f, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001966, 0x000200f8, 0x00001966, 0x000500c7, 0x00000006, 0x00001968,
    0x000018e6, 0x000000f9, 0x000500c4, 0x00000006, 0x00001969, 0x00001968, 0x000000d8, 0x000500c2,
    0x00000006, 0x0000196b, 0x000018e6, 0x00000169, 0x000500c7, 0x00000006, 0x0000196c, 0x0000196b,
    0x0000016b, 0x000500c7, 0x00000006, 0x0000196e, 0x000018e6, 0x0000016f, 0x000500aa, 0x00000008,
    0x00001970, 0x0000196c, 0x0000016b, 0x000300f7, 0x00001977, 0x00000000, 0x000400fa, 0x00001970,
    0x00001971, 0x00001977, 0x000200f8, 0x00001971, 0x000500c5, 0x00000006, 0x00001973, 0x00001969,
    0x00000100, 0x000500c4, 0x00000006, 0x00001975, 0x0000196e, 0x0000011c, 0x000500c5, 0x00000006,
    0x00001976, 0x00001973, 0x00001975, 0x000200f9, 0x0000198f, 0x000200f8, 0x00001977, 0x000500ab,
    0x00000008, 0x00001979, 0x0000196c, 0x000000dc, 0x000300f7, 0x00001983, 0x00000000, 0x000400fa,
    0x00001979, 0x0000197a, 0x00001983, 0x000200f8, 0x0000197a, 0x00050080, 0x00000006, 0x0000197d,
    0x0000196c, 0x00000181, 0x000500c4, 0x00000006, 0x0000197e, 0x0000197d, 0x00000130, 0x000500c5,
    0x00000006, 0x0000197f, 0x00001969, 0x0000197e, 0x000500c4, 0x00000006, 0x00001981, 0x0000196e,
    0x0000011c, 0x000500c5, 0x00000006, 0x00001982, 0x0000197f, 0x00001981, 0x000200f9, 0x0000198f,
    0x000200f8, 0x00001983, 0x000500aa, 0x00000008, 0x00001985, 0x0000196e, 0x000000dc, 0x000300f7,
    0x00001988, 0x00000000, 0x000400fa, 0x00001985, 0x00001986, 0x00001988, 0x000200f8, 0x00001986,
    0x000200f9, 0x0000198f, 0x000200f8, 0x00001988, 0x00040070, 0x0000003e, 0x0000198b, 0x0000196e,
    0x00050085, 0x0000003e, 0x0000198c, 0x0000198b, 0x00000192, 0x0004007c, 0x00000006, 0x0000198d,
    0x0000198c, 0x000500c5, 0x00000006, 0x0000198e, 0x00001969, 0x0000198d, 0x000200f9, 0x0000198f,
    0x000200f8, 0x0000198f, 0x000b00f5, 0x00000006, 0x00004273, 0x00001976, 0x00001971, 0x00001982,
    0x0000197a, 0x00001969, 0x00001986, 0x0000198e, 0x00001988, 0x000200f9, 0x00001957, 0x000200f8,
    0x00001957, 0x000700f5, 0x00000006, 0x00004274, 0x00004273, 0x0000198f, 0x000018e6, 0x00001955,
    0x000200f9, 0x00001959, 0x000200f8, 0x00001959, 0x000700f5, 0x00000006, 0x00004275, 0x0000195e,
    0x0000194b, 0x00004274, 0x00001957, 0x00050051, 0x00000006, 0x000018e9, 0x0000179f, 0x00000002,
    0x000300f7, 0x000019aa, 0x00000000, 0x000300fb, 0x000000dc, 0x00001998, 0x000200f8, 0x00001998,
    0x000300f7, 0x0000199f, 0x00000000, 0x000400fa, 0x000018f9, 0x0000199c, 0x0000199f, 0x000200f8,
    0x0000199c, 0x000500c4, 0x00000006, 0x000019af, 0x000018e9, 0x000000d8, 0x000200f9, 0x000019aa,
    0x000200f8, 0x0000199f, 0x000500aa, 0x00000008, 0x000019a2, 0x000012df, 0x000000ee, 0x000300f7,
    0x000019a8, 0x00000000, 0x000400fa, 0x000019a2, 0x000019a3, 0x000019a6, 0x000200f8, 0x000019a6,
    0x000200f9, 0x000019a8, 0x000200f8, 0x000019a3, 0x000300f7, 0x000019e0, 0x00000000, 0x000300fb,
    0x000000dc, 0x000019b7, 0x000200f8, 0x000019b7, 0x000500c7, 0x00000006, 0x000019b9, 0x000018e9,
    0x000000f9, 0x000500c4, 0x00000006, 0x000019ba, 0x000019b9, 0x000000d8, 0x000500c2, 0x00000006,
    0x000019bc, 0x000018e9, 0x00000169, 0x000500c7, 0x00000006, 0x000019bd, 0x000019bc, 0x0000016b,
    0x000500c7, 0x00000006, 0x000019bf, 0x000018e9, 0x0000016f, 0x000500aa, 0x00000008, 0x000019c1,
    0x000019bd, 0x0000016b, 0x000300f7, 0x000019c8, 0x00000000, 0x000400fa, 0x000019c1, 0x000019c2,
    0x000019c8, 0x000200f8, 0x000019c2, 0x000500c5, 0x00000006, 0x000019c4, 0x000019ba, 0x00000100,
    0x000500c4, 0x00000006, 0x000019c6, 0x000019bf, 0x0000011c, 0x000500c5, 0x00000006, 0x000019c7,
    0x000019c4, 0x000019c6, 0x000200f9, 0x000019e0, 0x000200f8, 0x000019c8, 0x000500ab, 0x00000008,
    0x000019ca, 0x000019bd, 0x000000dc, 0x000300f7, 0x000019d4, 0x00000000, 0x000400fa, 0x000019ca,
    0x000019cb, 0x000019d4, 0x000200f8, 0x000019cb, 0x00050080, 0x00000006, 0x000019ce, 0x000019bd,
    0x00000181, 0x000500c4, 0x00000006, 0x000019cf, 0x000019ce, 0x00000130, 0x000500c5, 0x00000006,
    0x000019d0, 0x000019ba, 0x000019cf, 0x000500c4, 0x00000006, 0x000019d2, 0x000019bf, 0x0000011c,
    0x000500c5, 0x00000006, 0x000019d3, 0x000019d0, 0x000019d2, 0x000200f9, 0x000019e0, 0x000200f8,
    0x000019d4, 0x000500aa, 0x00000008, 0x000019d6, 0x000019bf, 0x000000dc, 0x000300f7, 0x000019d9,
    0x00000000, 0x000400fa, 0x000019d6, 0x000019d7, 0x000019d9, 0x000200f8, 0x000019d7, 0x000200f9,
    0x000019e0, 0x000200f8, 0x000019d9, 0x00040070, 0x0000003e, 0x000019dc, 0x000019bf, 0x00050085,
    0x0000003e, 0x000019dd, 0x000019dc, 0x00000192, 0x0004007c, 0x00000006, 0x000019de, 0x000019dd,
    0x000500c5, 0x00000006, 0x000019df, 0x000019ba, 0x000019de, 0x000200f9, 0x000019e0, 0x000200f8,
    0x000019e0, 0x000b00f5, 0x00000006, 0x00004276, 0x000019c7, 0x000019c2, 0x000019d3, 0x000019cb,
    0x000019ba, 0x000019d7, 0x000019df, 0x000019d9, 0x000200f9, 0x000019a8, 0x000200f8, 0x000019a8,
    0x000700f5, 0x00000006, 0x00004277, 0x00004276, 0x000019e0, 0x000018e9, 0x000019a6, 0x000200f9,
    0x000019aa, 0x000200f8, 0x000019aa, 0x000700f5, 0x00000006, 0x00004278, 0x000019af, 0x0000199c,
    0x00004277, 0x000019a8, 0x00050051, 0x00000006, 0x000018ec, 0x0000179f, 0x00000003, 0x000300f7,
    0x000019fb, 0x00000000, 0x000300fb, 0x000000dc, 0x000019e9, 0x000200f8, 0x000019e9, 0x000300f7,
    0x000019f0, 0x00000000, 0x000400fa, 0x000018f9, 0x000019ed, 0x000019f0, 0x000200f8, 0x000019ed,
    0x000500c4, 0x00000006, 0x00001a00, 0x000018ec, 0x000000d8, 0x000200f9, 0x000019fb, 0x000200f8,
    0x000019f0, 0x000500aa, 0x00000008, 0x000019f3, 0x000012df, 0x000000ee, 0x000300f7, 0x000019f9,
    0x00000000, 0x000400fa, 0x000019f3, 0x000019f4, 0x000019f7, 0x000200f8, 0x000019f7, 0x000200f9,
    0x000019f9, 0x000200f8, 0x000019f4, 0x000300f7, 0x00001a31, 0x00000000, 0x000300fb, 0x000000dc,
    0x00001a08, 0x000200f8, 0x00001a08, 0x000500c7, 0x00000006, 0x00001a0a, 0x000018ec, 0x000000f9,
    0x000500c4, 0x00000006, 0x00001a0b, 0x00001a0a, 0x000000d8, 0x000500c2, 0x00000006, 0x00001a0d,
    0x000018ec, 0x00000169, 0x000500c7, 0x00000006, 0x00001a0e, 0x00001a0d, 0x0000016b, 0x000500c7,
    0x00000006, 0x00001a10, 0x000018ec, 0x0000016f, 0x000500aa, 0x00000008, 0x00001a12, 0x00001a0e,
    0x0000016b, 0x000300f7, 0x00001a19, 0x00000000, 0x000400fa, 0x00001a12, 0x00001a13, 0x00001a19,
    0x000200f8, 0x00001a13, 0x000500c5, 0x00000006, 0x00001a15, 0x00001a0b, 0x00000100, 0x000500c4,
    0x00000006, 0x00001a17, 0x00001a10, 0x0000011c, 0x000500c5, 0x00000006, 0x00001a18, 0x00001a15,
    0x00001a17, 0x000200f9, 0x00001a31, 0x000200f8, 0x00001a19, 0x000500ab, 0x00000008, 0x00001a1b,
    0x00001a0e, 0x000000dc, 0x000300f7, 0x00001a25, 0x00000000, 0x000400fa, 0x00001a1b, 0x00001a1c,
    0x00001a25, 0x000200f8, 0x00001a1c, 0x00050080, 0x00000006, 0x00001a1f, 0x00001a0e, 0x00000181,
    0x000500c4, 0x00000006, 0x00001a20, 0x00001a1f, 0x00000130, 0x000500c5, 0x00000006, 0x00001a21,
    0x00001a0b, 0x00001a20, 0x000500c4, 0x00000006, 0x00001a23, 0x00001a10, 0x0000011c, 0x000500c5,
    0x00000006, 0x00001a24, 0x00001a21, 0x00001a23, 0x000200f9, 0x00001a31, 0x000200f8, 0x00001a25,
    0x000500aa, 0x00000008, 0x00001a27, 0x00001a10, 0x000000dc, 0x000300f7, 0x00001a2a, 0x00000000,
    0x000400fa, 0x00001a27, 0x00001a28, 0x00001a2a, 0x000200f8, 0x00001a28, 0x000200f9, 0x00001a31,
    0x000200f8, 0x00001a2a, 0x00040070, 0x0000003e, 0x00001a2d, 0x00001a10, 0x00050085, 0x0000003e,
    0x00001a2e, 0x00001a2d, 0x00000192, 0x0004007c, 0x00000006, 0x00001a2f, 0x00001a2e, 0x000500c5,
    0x00000006, 0x00001a30, 0x00001a0b, 0x00001a2f, 0x000200f9, 0x00001a31, 0x000200f8, 0x00001a31,
    0x000b00f5, 0x00000006, 0x00004279, 0x00001a18, 0x00001a13, 0x00001a24, 0x00001a1c, 0x00001a0b,
    0x00001a28, 0x00001a30, 0x00001a2a, 0x000200f9, 0x000019f9, 0x000200f8, 0x000019f9, 0x000700f5,
    0x00000006, 0x0000427a, 0x00004279, 0x00001a31, 0x000018ec, 0x000019f7, 0x000200f9, 0x000019fb,
    0x000200f8, 0x000019fb, 0x000700f5, 0x00000006, 0x0000427b, 0x00001a00, 0x000019ed, 0x0000427a,
    0x000019f9, 0x00070050, 0x00000045, 0x000018ee, 0x00004272, 0x00004275, 0x00004278, 0x0000427b,
    0x000200f9, 0x000018da, 0x000200f8, 0x000018d5, 0x000200f9, 0x000018da, 0x000200f8, 0x000018da,
    0x000700f5, 0x00000045, 0x0000427c, 0x0000179f, 0x000018d5, 0x000018ee, 0x000019fb, 0x0004007c,
    0x0000003f, 0x00001878, 0x0000427c, 0x000300f7, 0x00001a60, 0x00000000, 0x000300fb, 0x000000dc,
    0x00001a40, 0x000200f8, 0x00001a40, 0x0004007c, 0x00000045, 0x00001a66, 0x00001878, 0x000500c7,
    0x00000045, 0x00001a6a, 0x00001a66, 0x000045f8, 0x000500c7, 0x00000045, 0x00001a6d, 0x00001a66,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00001a6e, 0x00001a6d, 0x000002dd, 0x000600a9, 0x00000045,
    0x00001a6f, 0x00001a6e, 0x00001a6a, 0x00001a66, 0x000500c7, 0x00000045, 0x00001a73, 0x00001a6f,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00001a74, 0x00001a73, 0x000002e5, 0x000600a9, 0x00000045,
    0x00001a75, 0x00001a74, 0x000002e1, 0x00001a6f, 0x0004007c, 0x0000003f, 0x00001a77, 0x00001a75,
    0x00050041, 0x000000d9, 0x00001a43, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00001a44,
    0x00001a43, 0x000500aa, 0x00000008, 0x00001a45, 0x00001a44, 0x000000ee, 0x000300f7, 0x00001a4b,
    0x00000000, 0x000400fa, 0x00001a45, 0x00001a46, 0x00001a4b, 0x000200f8, 0x00001a46, 0x00050085,
    0x0000003f, 0x00001a49, 0x00001875, 0x00001a77, 0x0004007c, 0x00000045, 0x00001a7c, 0x00001a49,
    0x000500c7, 0x00000045, 0x00001a80, 0x00001a7c, 0x000045f8, 0x000500c7, 0x00000045, 0x00001a83,
    0x00001a7c, 0x000002e5, 0x000500aa, 0x000000aa, 0x00001a84, 0x00001a83, 0x000002dd, 0x000600a9,
    0x00000045, 0x00001a85, 0x00001a84, 0x00001a80, 0x00001a7c, 0x000500c7, 0x00000045, 0x00001a89,
    0x00001a85, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001a8a, 0x00001a89, 0x000002e5, 0x000600a9,
    0x00000045, 0x00001a8b, 0x00001a8a, 0x000002e1, 0x00001a85, 0x0004007c, 0x0000003f, 0x00001a8d,
    0x00001a8b, 0x000200f9, 0x00001a60, 0x000200f8, 0x00001a4b, 0x000500aa, 0x00000008, 0x00001a4e,
    0x00001a44, 0x000001b3, 0x000300f7, 0x00001a53, 0x00000000, 0x000400fa, 0x00001a4e, 0x00001a4f,
    0x00001a53, 0x000200f8, 0x00001a4f, 0x0004007c, 0x00000045, 0x00001a9b, 0x00001875, 0x0004007c,
    0x00000045, 0x00001a9d, 0x00001a77, 0x000500c5, 0x00000045, 0x00001ac5, 0x00001a9d, 0x000045f8,
    0x000400c8, 0x00000045, 0x00001ac7, 0x00001a9d, 0x000500c7, 0x00000045, 0x00001aca, 0x00001a9d,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00001acb, 0x00001aca, 0x000002dd, 0x000600a9, 0x00000045,
    0x00001acc, 0x00001acb, 0x00001ac7, 0x00001ac5, 0x000500c5, 0x00000045, 0x00001ad1, 0x00001a9b,
    0x000045f8, 0x000400c8, 0x00000045, 0x00001ad3, 0x00001a9b, 0x000500c7, 0x00000045, 0x00001ad6,
    0x00001a9b, 0x000045f8, 0x000500ab, 0x000000aa, 0x00001ad7, 0x00001ad6, 0x000002dd, 0x000600a9,
    0x00000045, 0x00001ad8, 0x00001ad7, 0x00001ad3, 0x00001ad1, 0x000500b0, 0x000000aa, 0x00001aa4,
    0x00001acc, 0x00001ad8, 0x000600a9, 0x00000045, 0x00001ab0, 0x00001aa4, 0x00001a9d, 0x00001a9b,
    0x000500c7, 0x00000045, 0x00001ab3, 0x00001a9b, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001ab4,
    0x00001ab3, 0x000002e5, 0x000600a9, 0x00000045, 0x00001ab5, 0x00001ab4, 0x0000031d, 0x000002dd,
    0x000500c7, 0x00000045, 0x00001ab8, 0x00001a9d, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001ab9,
    0x00001ab8, 0x000002e5, 0x000600a9, 0x00000045, 0x00001aba, 0x00001ab9, 0x0000031d, 0x000002dd,
    0x000500c5, 0x00000045, 0x00001abb, 0x00001ab5, 0x00001aba, 0x000500ab, 0x000000aa, 0x00001abc,
    0x00001abb, 0x000002dd, 0x000600a9, 0x00000045, 0x00001abf, 0x00001abc, 0x000002e1, 0x00001ab0,
    0x0004007c, 0x0000003f, 0x00001ac0, 0x00001abf, 0x000200f9, 0x00001a60, 0x000200f8, 0x00001a53,
    0x000500aa, 0x00000008, 0x00001a56, 0x00001a44, 0x0000034a, 0x000300f7, 0x00001a5b, 0x00000000,
    0x000400fa, 0x00001a56, 0x00001a57, 0x00001a5b, 0x000200f8, 0x00001a57, 0x0004007c, 0x00000045,
    0x00001afe, 0x00001875, 0x0004007c, 0x00000045, 0x00001b00, 0x00001a77, 0x000500c5, 0x00000045,
    0x00001b40, 0x00001b00, 0x000045f8, 0x000400c8, 0x00000045, 0x00001b42, 0x00001b00, 0x000500c7,
    0x00000045, 0x00001b45, 0x00001b00, 0x000045f8, 0x000500ab, 0x000000aa, 0x00001b46, 0x00001b45,
    0x000002dd, 0x000600a9, 0x00000045, 0x00001b47, 0x00001b46, 0x00001b42, 0x00001b40, 0x000500c5,
    0x00000045, 0x00001b4c, 0x00001afe, 0x000045f8, 0x000400c8, 0x00000045, 0x00001b4e, 0x00001afe,
    0x000500c7, 0x00000045, 0x00001b51, 0x00001afe, 0x000045f8, 0x000500ab, 0x000000aa, 0x00001b52,
    0x00001b51, 0x000002dd, 0x000600a9, 0x00000045, 0x00001b53, 0x00001b52, 0x00001b4e, 0x00001b4c,
    0x000500ac, 0x000000aa, 0x00001b0d, 0x00001b47, 0x00001b53, 0x000600a9, 0x00000045, 0x00001b13,
    0x00001b0d, 0x00001b00, 0x00001afe, 0x000500c7, 0x00000045, 0x00001b16, 0x00001afe, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00001b17, 0x00001b16, 0x000002e5, 0x000600a9, 0x00000045, 0x00001b18,
    0x00001b17, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00001b1b, 0x00001b00, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00001b1c, 0x00001b1b, 0x000002e5, 0x000600a9, 0x00000045, 0x00001b1d,
    0x00001b1c, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00001b1e, 0x00001b18, 0x00001b1d,
    0x000500ab, 0x000000aa, 0x00001b1f, 0x00001b1e, 0x000002dd, 0x000600a9, 0x00000045, 0x00001b22,
    0x00001b1f, 0x000002e1, 0x00001b13, 0x0004007c, 0x0000003f, 0x00001b23, 0x00001b22, 0x000200f9,
    0x00001a60, 0x000200f8, 0x00001a5b, 0x00050081, 0x0000003f, 0x00001a5e, 0x00001875, 0x00001a77,
    0x0004007c, 0x00000045, 0x00001b58, 0x00001a5e, 0x000500c7, 0x00000045, 0x00001b5c, 0x00001b58,
    0x000045f8, 0x000500c7, 0x00000045, 0x00001b5f, 0x00001b58, 0x000002e5, 0x000500aa, 0x000000aa,
    0x00001b60, 0x00001b5f, 0x000002dd, 0x000600a9, 0x00000045, 0x00001b61, 0x00001b60, 0x00001b5c,
    0x00001b58, 0x000500c7, 0x00000045, 0x00001b65, 0x00001b61, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00001b66, 0x00001b65, 0x000002e5, 0x000600a9, 0x00000045, 0x00001b67, 0x00001b66, 0x000002e1,
    0x00001b61, 0x0004007c, 0x0000003f, 0x00001b69, 0x00001b67, 0x000200f9, 0x00001a60, 0x000200f8,
    0x00001a60, 0x000b00f5, 0x0000003f, 0x0000427f, 0x00001a8d, 0x00001a46, 0x00001ac0, 0x00001a4f,
    0x00001b23, 0x00001a57, 0x00001b69, 0x00001a5b, 0x0004007c, 0x00000045, 0x0000187a, 0x0000427f,
    0x000200f9, 0x0000187b, 0x000200f8, 0x0000187b, 0x000700f5, 0x00000045, 0x00004283, 0x00004282,
    0x000018cc, 0x0000187a, 0x00001a60, 0x000300f7, 0x000011cf, 0x00000000, 0x000400fa, 0x000011ba,
    0x000011cb, 0x000011cf, 0x000200f8, 0x000011cb, 0x000300f7, 0x00001b82, 0x00000000, 0x000300fb,
    0x000000dc, 0x00001b73, 0x000200f8, 0x00001b73, 0x000300f7, 0x00001b8e, 0x00000000, 0x000400fa,
    0x000012e1, 0x00001b8a, 0x00001b8e, 0x000200f8, 0x00001b8a, 0x000500aa, 0x00000008, 0x00001b8d,
    0x000012df, 0x000000ee, 0x000200f9, 0x00001b8e, 0x000200f8, 0x00001b8e, 0x000700f5, 0x00000008,
    0x00001b8f, 0x000012e0, 0x00001b73, 0x00001b8d, 0x00001b8a, 0x000400a8, 0x00000008, 0x00001b90,
    0x00001b8f, 0x000300f7, 0x00001b95, 0x00000000, 0x000400fa, 0x00001b90, 0x00001b91, 0x00001b95,
    0x000200f8, 0x00001b91, 0x000500aa, 0x00000008, 0x00001b94, 0x000012df, 0x000001b3, 0x000200f9,
    0x00001b95, 0x000200f8, 0x00001b95, 0x000700f5, 0x00000008, 0x00001b96, 0x00001b8f, 0x00001b8e,
    0x00001b94, 0x00001b91, 0x000400a8, 0x00000008, 0x00001b75, 0x00001b96, 0x000300f7, 0x00001b7a,
    0x00000000, 0x000400fa, 0x00001b75, 0x00001b76, 0x00001b7a, 0x000200f8, 0x00001b76, 0x000300f7,
    0x00001bd3, 0x00000000, 0x000300fb, 0x000000dc, 0x00001b9e, 0x000200f8, 0x00001b9e, 0x000500aa,
    0x00000008, 0x00001ba1, 0x000012df, 0x0000034a, 0x00050041, 0x000000d9, 0x00001ba2, 0x000000d6,
    0x0000032f, 0x0004003d, 0x00000006, 0x00001ba3, 0x00001ba2, 0x000500aa, 0x00000008, 0x00001ba4,
    0x00001ba3, 0x000000ee, 0x000300f7, 0x00001ba9, 0x00000000, 0x000400fa, 0x00001ba4, 0x00001ba5,
    0x00001ba9, 0x000200f8, 0x00001ba5, 0x00050084, 0x00000045, 0x00001ba8, 0x00004283, 0x0000426a,
    0x000200f9, 0x00001bd3, 0x000200f8, 0x00001ba9, 0x000500aa, 0x00000008, 0x00001bac, 0x00001ba3,
    0x000001b3, 0x000300f7, 0x00001bbc, 0x00000000, 0x000400fa, 0x00001bac, 0x00001bad, 0x00001bbc,
    0x000200f8, 0x00001bad, 0x000300f7, 0x00001bba, 0x00000000, 0x000400fa, 0x00001ba1, 0x00001baf,
    0x00001bb6, 0x000200f8, 0x00001bb6, 0x0007000c, 0x00000045, 0x00001bb9, 0x00000001, 0x00000026,
    0x00004283, 0x0000426a, 0x000200f9, 0x00001bba, 0x000200f8, 0x00001baf, 0x0004007c, 0x00000386,
    0x00001bb1, 0x00004283, 0x0004007c, 0x00000386, 0x00001bb3, 0x0000426a, 0x0007000c, 0x00000386,
    0x00001bb4, 0x00000001, 0x00000027, 0x00001bb1, 0x00001bb3, 0x0004007c, 0x00000045, 0x00001bb5,
    0x00001bb4, 0x000200f9, 0x00001bba, 0x000200f8, 0x00001bba, 0x000700f5, 0x00000045, 0x000042c3,
    0x00001bb5, 0x00001baf, 0x00001bb9, 0x00001bb6, 0x000200f9, 0x00001bd3, 0x000200f8, 0x00001bbc,
    0x000500aa, 0x00000008, 0x00001bbf, 0x00001ba3, 0x0000034a, 0x000300f7, 0x00001bcf, 0x00000000,
    0x000400fa, 0x00001bbf, 0x00001bc0, 0x00001bcf, 0x000200f8, 0x00001bc0, 0x000300f7, 0x00001bcd,
    0x00000000, 0x000400fa, 0x00001ba1, 0x00001bc2, 0x00001bc9, 0x000200f8, 0x00001bc9, 0x0007000c,
    0x00000045, 0x00001bcc, 0x00000001, 0x00000029, 0x00004283, 0x0000426a, 0x000200f9, 0x00001bcd,
    0x000200f8, 0x00001bc2, 0x0004007c, 0x00000386, 0x00001bc4, 0x00004283, 0x0004007c, 0x00000386,
    0x00001bc6, 0x0000426a, 0x0007000c, 0x00000386, 0x00001bc7, 0x00000001, 0x0000002a, 0x00001bc4,
    0x00001bc6, 0x0004007c, 0x00000045, 0x00001bc8, 0x00001bc7, 0x000200f9, 0x00001bcd, 0x000200f8,
    0x00001bcd, 0x000700f5, 0x00000045, 0x000042c2, 0x00001bc8, 0x00001bc2, 0x00001bcc, 0x00001bc9,
    0x000200f9, 0x00001bd3, 0x000200f8, 0x00001bcf, 0x00050080, 0x00000045, 0x00001bd2, 0x00004283,
    0x0000426a, 0x000200f9, 0x00001bd3, 0x000200f8, 0x00001bd3, 0x000b00f5, 0x00000045, 0x000042c4,
    0x00001ba8, 0x00001ba5, 0x000042c3, 0x00001bba, 0x000042c2, 0x00001bcd, 0x00001bd2, 0x00001bcf,
    0x000200f9, 0x00001b82, 0x000200f8, 0x00001b7a, 0x0004007c, 0x0000003f, 0x00001b7c, 0x00004283,
    0x00050041, 0x000000d9, 0x00001bd9, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x00001bda,
    0x00001bd9, 0x000500aa, 0x00000008, 0x00001bdb, 0x00001bda, 0x000001b3, 0x000300f7, 0x00001be1,
    0x00000000, 0x000400fa, 0x00001bdb, 0x00001bdc, 0x00001bde, 0x000200f8, 0x00001bde, 0x00050051,
    0x00000006, 0x00001bea, 0x0000426a, 0x00000000, 0x000300f7, 0x00001c0f, 0x00000000, 0x000300fb,
    0x000000dc, 0x00001bfd, 0x000200f8, 0x00001bfd, 0x000500aa, 0x00000008, 0x00001c00, 0x000012df,
    0x000001b3, 0x000300f7, 0x00001c04, 0x00000000, 0x000400fa, 0x00001c00, 0x00001c01, 0x00001c04,
    0x000200f8, 0x00001c01, 0x000500c4, 0x00000006, 0x00001c14, 0x00001bea, 0x000000d8, 0x000200f9,
    0x00001c0f, 0x000200f8, 0x00001c04, 0x000500aa, 0x00000008, 0x00001c07, 0x000012df, 0x000000ee,
    0x000300f7, 0x00001c0d, 0x00000000, 0x000400fa, 0x00001c07, 0x00001c08, 0x00001c0b, 0x000200f8,
    0x00001c0b, 0x000200f9, 0x00001c0d, 0x000200f8, 0x00001c08, 0x000300f7, 0x00001c45, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001c1c, 0x000200f8, 0x00001c1c, 0x000500c7, 0x00000006, 0x00001c1e,
    0x00001bea, 0x000000f9, 0x000500c4, 0x00000006, 0x00001c1f, 0x00001c1e, 0x000000d8, 0x000500c2,
    0x00000006, 0x00001c21, 0x00001bea, 0x00000169, 0x000500c7, 0x00000006, 0x00001c22, 0x00001c21,
    0x0000016b, 0x000500c7, 0x00000006, 0x00001c24, 0x00001bea, 0x0000016f, 0x000500aa, 0x00000008,
    0x00001c26, 0x00001c22, 0x0000016b, 0x000300f7, 0x00001c2d, 0x00000000, 0x000400fa, 0x00001c26,
    0x00001c27, 0x00001c2d, 0x000200f8, 0x00001c27, 0x000500c5, 0x00000006, 0x00001c29, 0x00001c1f,
    0x00000100, 0x000500c4, 0x00000006, 0x00001c2b, 0x00001c24, 0x0000011c, 0x000500c5, 0x00000006,
    0x00001c2c, 0x00001c29, 0x00001c2b, 0x000200f9, 0x00001c45, 0x000200f8, 0x00001c2d, 0x000500ab,
    0x00000008, 0x00001c2f, 0x00001c22, 0x000000dc, 0x000300f7, 0x00001c39, 0x00000000, 0x000400fa,
    0x00001c2f, 0x00001c30, 0x00001c39, 0x000200f8, 0x00001c30, 0x00050080, 0x00000006, 0x00001c33,
    0x00001c22, 0x00000181, 0x000500c4, 0x00000006, 0x00001c34, 0x00001c33, 0x00000130, 0x000500c5,
    0x00000006, 0x00001c35, 0x00001c1f, 0x00001c34, 0x000500c4, 0x00000006, 0x00001c37, 0x00001c24,
    0x0000011c, 0x000500c5, 0x00000006, 0x00001c38, 0x00001c35, 0x00001c37, 0x000200f9, 0x00001c45,
    0x000200f8, 0x00001c39, 0x000500aa, 0x00000008, 0x00001c3b, 0x00001c24, 0x000000dc, 0x000300f7,
    0x00001c3e, 0x00000000, 0x000400fa, 0x00001c3b, 0x00001c3c, 0x00001c3e, 0x000200f8, 0x00001c3c,
    0x000200f9, 0x00001c45, 0x000200f8, 0x00001c3e, 0x00040070, 0x0000003e, 0x00001c41, 0x00001c24,
    0x00050085, 0x0000003e, 0x00001c42, 0x00001c41, 0x00000192, 0x0004007c, 0x00000006, 0x00001c43,
    0x00001c42, 0x000500c5, 0x00000006, 0x00001c44, 0x00001c1f, 0x00001c43, 0x000200f9, 0x00001c45,
    0x000200f8, 0x00001c45, 0x000b00f5, 0x00000006, 0x000042b2, 0x00001c2c, 0x00001c27, 0x00001c38,
    0x00001c30, 0x00001c1f, 0x00001c3c, 0x00001c44, 0x00001c3e, 0x000200f9, 0x00001c0d, 0x000200f8,
    0x00001c0d, 0x000700f5, 0x00000006, 0x000042b3, 0x000042b2, 0x00001c45, 0x00001bea, 0x00001c0b,
    0x000200f9, 0x00001c0f, 0x000200f8, 0x00001c0f, 0x000700f5, 0x00000006, 0x000042b4, 0x00001c14,
    0x00001c01, 0x000042b3, 0x00001c0d, 0x00050051, 0x00000006, 0x00001bed, 0x0000426a, 0x00000001,
    0x000300f7, 0x00001c60, 0x00000000, 0x000300fb, 0x000000dc, 0x00001c4e, 0x000200f8, 0x00001c4e,
    0x000300f7, 0x00001c55, 0x00000000, 0x000400fa, 0x00001c00, 0x00001c52, 0x00001c55, 0x000200f8,
    0x00001c52, 0x000500c4, 0x00000006, 0x00001c65, 0x00001bed, 0x000000d8, 0x000200f9, 0x00001c60,
    0x000200f8, 0x00001c55, 0x000500aa, 0x00000008, 0x00001c58, 0x000012df, 0x000000ee, 0x000300f7,
    0x00001c5e, 0x00000000, 0x000400fa, 0x00001c58, 0x00001c59, 0x00001c5c, 0x000200f8, 0x00001c5c,
    0x000200f9, 0x00001c5e, 0x000200f8, 0x00001c59, 0x000300f7, 0x00001c96, 0x00000000, 0x000300fb,
    0x000000dc, 0x00001c6d, 0x000200f8, 0x00001c6d, 0x000500c7, 0x00000006, 0x00001c6f, 0x00001bed,
    0x000000f9, 0x000500c4, 0x00000006, 0x00001c70, 0x00001c6f, 0x000000d8, 0x000500c2, 0x00000006,
    0x00001c72, 0x00001bed, 0x00000169, 0x000500c7, 0x00000006, 0x00001c73, 0x00001c72, 0x0000016b,
    0x000500c7, 0x00000006, 0x00001c75, 0x00001bed, 0x0000016f, 0x000500aa, 0x00000008, 0x00001c77,
    0x00001c73, 0x0000016b, 0x000300f7, 0x00001c7e, 0x00000000, 0x000400fa, 0x00001c77, 0x00001c78,
    0x00001c7e, 0x000200f8, 0x00001c78, 0x000500c5, 0x00000006, 0x00001c7a, 0x00001c70, 0x00000100,
    0x000500c4, 0x00000006, 0x00001c7c, 0x00001c75, 0x0000011c, 0x000500c5, 0x00000006, 0x00001c7d,
    0x00001c7a, 0x00001c7c, 0x000200f9, 0x00001c96, 0x000200f8, 0x00001c7e, 0x000500ab, 0x00000008,
    0x00001c80, 0x00001c73, 0x000000dc, 0x000300f7, 0x00001c8a, 0x00000000, 0x000400fa, 0x00001c80,
    0x00001c81, 0x00001c8a, 0x000200f8, 0x00001c81, 0x00050080, 0x00000006, 0x00001c84, 0x00001c73,
    0x00000181, 0x000500c4, 0x00000006, 0x00001c85, 0x00001c84, 0x00000130, 0x000500c5, 0x00000006,
    0x00001c86, 0x00001c70, 0x00001c85, 0x000500c4, 0x00000006, 0x00001c88, 0x00001c75, 0x0000011c,
    0x000500c5, 0x00000006, 0x00001c89, 0x00001c86, 0x00001c88, 0x000200f9, 0x00001c96, 0x000200f8,
    0x00001c8a, 0x000500aa, 0x00000008, 0x00001c8c, 0x00001c75, 0x000000dc, 0x000300f7, 0x00001c8f,
    0x00000000, 0x000400fa, 0x00001c8c, 0x00001c8d, 0x00001c8f, 0x000200f8, 0x00001c8d, 0x000200f9,
    0x00001c96, 0x000200f8, 0x00001c8f, 0x00040070, 0x0000003e, 0x00001c92, 0x00001c75, 0x00050085,
    0x0000003e, 0x00001c93, 0x00001c92, 0x00000192, 0x0004007c, 0x00000006, 0x00001c94, 0x00001c93,
    0x000500c5, 0x00000006, 0x00001c95, 0x00001c70, 0x00001c94, 0x000200f9, 0x00001c96, 0x000200f8,
    0x00001c96, 0x000b00f5, 0x00000006, 0x000042b5, 0x00001c7d, 0x00001c78, 0x00001c89, 0x00001c81,
    0x00001c70, 0x00001c8d, 0x00001c95, 0x00001c8f, 0x000200f9, 0x00001c5e, 0x000200f8, 0x00001c5e,
    0x000700f5, 0x00000006, 0x000042b6, 0x000042b5, 0x00001c96, 0x00001bed, 0x00001c5c, 0x000200f9,
    0x00001c60, 0x000200f8, 0x00001c60, 0x000700f5, 0x00000006, 0x000042b7, 0x00001c65, 0x00001c52,
    0x000042b6, 0x00001c5e, 0x00050051, 0x00000006, 0x00001bf0, 0x0000426a, 0x00000002, 0x000300f7,
    0x00001cb1, 0x00000000, 0x000300fb, 0x000000dc, 0x00001c9f, 0x000200f8, 0x00001c9f, 0x000300f7,
    0x00001ca6, 0x00000000, 0x000400fa, 0x00001c00, 0x00001ca3, 0x00001ca6, 0x000200f8, 0x00001ca3,
    0x000500c4, 0x00000006, 0x00001cb6, 0x00001bf0, 0x000000d8, 0x000200f9, 0x00001cb1, 0x000200f8,
    0x00001ca6, 0x000500aa, 0x00000008, 0x00001ca9, 0x000012df, 0x000000ee, 0x000300f7, 0x00001caf,
    0x00000000, 0x000400fa, 0x00001ca9, 0x00001caa, 0x00001cad, 0x000200f8, 0x00001cad, 0x000200f9,
    0x00001caf, 0x000200f8, 0x00001caa, 0x000300f7, 0x00001ce7, 0x00000000, 0x000300fb, 0x000000dc,
    0x00001cbe, 0x000200f8, 0x00001cbe, 0x000500c7, 0x00000006, 0x00001cc0, 0x00001bf0, 0x000000f9,
    0x000500c4, 0x00000006, 0x00001cc1, 0x00001cc0, 0x000000d8, 0x000500c2, 0x00000006, 0x00001cc3,
    0x00001bf0, 0x00000169, 0x000500c7, 0x00000006, 0x00001cc4, 0x00001cc3, 0x0000016b, 0x000500c7,
    0x00000006, 0x00001cc6, 0x00001bf0, 0x0000016f, 0x000500aa, 0x00000008, 0x00001cc8, 0x00001cc4,
    0x0000016b, 0x000300f7, 0x00001ccf, 0x00000000, 0x000400fa, 0x00001cc8, 0x00001cc9, 0x00001ccf,
    0x000200f8, 0x00001cc9, 0x000500c5, 0x00000006, 0x00001ccb, 0x00001cc1, 0x00000100, 0x000500c4,
    0x00000006, 0x00001ccd, 0x00001cc6, 0x0000011c, 0x000500c5, 0x00000006, 0x00001cce, 0x00001ccb,
    0x00001ccd, 0x000200f9, 0x00001ce7, 0x000200f8, 0x00001ccf, 0x000500ab, 0x00000008, 0x00001cd1,
    0x00001cc4, 0x000000dc, 0x000300f7, 0x00001cdb, 0x00000000, 0x000400fa, 0x00001cd1, 0x00001cd2,
    0x00001cdb, 0x000200f8, 0x00001cd2, 0x00050080, 0x00000006, 0x00001cd5, 0x00001cc4, 0x00000181,
    0x000500c4, 0x00000006, 0x00001cd6, 0x00001cd5, 0x00000130, 0x000500c5, 0x00000006, 0x00001cd7,
    0x00001cc1, 0x00001cd6, 0x000500c4, 0x00000006, 0x00001cd9, 0x00001cc6, 0x0000011c, 0x000500c5,
    0x00000006, 0x00001cda, 0x00001cd7, 0x00001cd9, 0x000200f9, 0x00001ce7, 0x000200f8, 0x00001cdb,
    0x000500aa, 0x00000008, 0x00001cdd, 0x00001cc6, 0x000000dc, 0x000300f7, 0x00001ce0, 0x00000000,
    0x000400fa, 0x00001cdd, 0x00001cde, 0x00001ce0, 0x000200f8, 0x00001cde, 0x000200f9, 0x00001ce7,
    0x000200f8, 0x00001ce0, 0x00040070, 0x0000003e, 0x00001ce3, 0x00001cc6, 0x00050085, 0x0000003e,
    0x00001ce4, 0x00001ce3, 0x00000192, 0x0004007c, 0x00000006, 0x00001ce5, 0x00001ce4, 0x000500c5,
    0x00000006, 0x00001ce6, 0x00001cc1, 0x00001ce5, 0x000200f9, 0x00001ce7, 0x000200f8, 0x00001ce7,
    0x000b00f5, 0x00000006, 0x000042b8, 0x00001cce, 0x00001cc9, 0x00001cda, 0x00001cd2, 0x00001cc1,
    0x00001cde, 0x00001ce6, 0x00001ce0, 0x000200f9, 0x00001caf, 0x000200f8, 0x00001caf, 0x000700f5,
    0x00000006, 0x000042b9, 0x000042b8, 0x00001ce7, 0x00001bf0, 0x00001cad, 0x000200f9, 0x00001cb1,
    0x000200f8, 0x00001cb1, 0x000700f5, 0x00000006, 0x000042ba, 0x00001cb6, 0x00001ca3, 0x000042b9,
    0x00001caf, 0x00050051, 0x00000006, 0x00001bf3, 0x0000426a, 0x00000003, 0x000300f7, 0x00001d02,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001cf0, 0x000200f8, 0x00001cf0, 0x000300f7, 0x00001cf7,
    0x00000000, 0x000400fa, 0x00001c00, 0x00001cf4, 0x00001cf7, 0x000200f8, 0x00001cf4, 0x000500c4,
    0x00000006, 0x00001d07, 0x00001bf3, 0x000000d8, 0x000200f9, 0x00001d02, 0x000200f8, 0x00001cf7,
    0x000500aa, 0x00000008, 0x00001cfa, 0x000012df, 0x000000ee, 0x000300f7, 0x00001d00, 0x00000000,
    0x000400fa, 0x00001cfa, 0x00001cfb, 0x00001cfe, 0x000200f8, 0x00001cfe, 0x000200f9, 0x00001d00,
    0x000200f8, 0x00001cfb, 0x000300f7, 0x00001d38, 0x00000000, 0x000300fb, 0x000000dc, 0x00001d0f,
    0x000200f8, 0x00001d0f, 0x000500c7, 0x00000006, 0x00001d11, 0x00001bf3, 0x000000f9, 0x000500c4,
    0x00000006, 0x00001d12, 0x00001d11, 0x000000d8, 0x000500c2, 0x00000006, 0x00001d14, 0x00001bf3,
    0x00000169, 0x000500c7, 0x00000006, 0x00001d15, 0x00001d14, 0x0000016b, 0x000500c7, 0x00000006,
    0x00001d17, 0x00001bf3, 0x0000016f, 0x000500aa, 0x00000008, 0x00001d19, 0x00001d15, 0x0000016b,
    0x000300f7, 0x00001d20, 0x00000000, 0x000400fa, 0x00001d19, 0x00001d1a, 0x00001d20, 0x000200f8,
    0x00001d1a, 0x000500c5, 0x00000006, 0x00001d1c, 0x00001d12, 0x00000100, 0x000500c4, 0x00000006,
    0x00001d1e, 0x00001d17, 0x0000011c, 0x000500c5, 0x00000006, 0x00001d1f, 0x00001d1c, 0x00001d1e,
    0x000200f9, 0x00001d38, 0x000200f8, 0x00001d20, 0x000500ab, 0x00000008, 0x00001d22, 0x00001d15,
    0x000000dc, 0x000300f7, 0x00001d2c, 0x00000000, 0x000400fa, 0x00001d22, 0x00001d23, 0x00001d2c,
    0x000200f8, 0x00001d23, 0x00050080, 0x00000006, 0x00001d26, 0x00001d15, 0x00000181, 0x000500c4,
    0x00000006, 0x00001d27, 0x00001d26, 0x00000130, 0x000500c5, 0x00000006, 0x00001d28, 0x00001d12,
    0x00001d27, 0x000500c4, 0x00000006, 0x00001d2a, 0x00001d17, 0x0000011c, 0x000500c5, 0x00000006,
    0x00001d2b, 0x00001d28, 0x00001d2a, 0x000200f9, 0x00001d38, 0x000200f8, 0x00001d2c, 0x000500aa,
    0x00000008, 0x00001d2e, 0x00001d17, 0x000000dc, 0x000300f7, 0x00001d31, 0x00000000, 0x000400fa,
    0x00001d2e, 0x00001d2f, 0x00001d31, 0x000200f8, 0x00001d2f, 0x000200f9, 0x00001d38, 0x000200f8,
    0x00001d31, 0x00040070, 0x0000003e, 0x00001d34, 0x00001d17, 0x00050085, 0x0000003e, 0x00001d35,
    0x00001d34, 0x00000192, 0x0004007c, 0x00000006, 0x00001d36, 0x00001d35, 0x000500c5, 0x00000006,
    0x00001d37, 0x00001d12, 0x00001d36, 0x000200f9, 0x00001d38, 0x000200f8, 0x00001d38, 0x000b00f5,
    0x00000006, 0x000042bb, 0x00001d1f, 0x00001d1a, 0x00001d2b, 0x00001d23, 0x00001d12, 0x00001d2f,
    0x00001d37, 0x00001d31, 0x000200f9, 0x00001d00, 0x000200f8, 0x00001d00, 0x000700f5, 0x00000006,
    0x000042bc, 0x000042bb, 0x00001d38, 0x00001bf3, 0x00001cfe, 0x000200f9, 0x00001d02, 0x000200f8,
    0x00001d02, 0x000700f5, 0x00000006, 0x000042bd, 0x00001d07, 0x00001cf4, 0x000042bc, 0x00001d00,
    0x00070050, 0x00000045, 0x00001bf5, 0x000042b4, 0x000042b7, 0x000042ba, 0x000042bd, 0x000200f9,
    0x00001be1, 0x000200f8, 0x00001bdc, 0x000200f9, 0x00001be1, 0x000200f8, 0x00001be1, 0x000700f5,
    0x00000045, 0x000042be, 0x0000426a, 0x00001bdc, 0x00001bf5, 0x00001d02, 0x0004007c, 0x0000003f,
    0x00001b7f, 0x000042be, 0x000300f7, 0x00001d67, 0x00000000, 0x000300fb, 0x000000dc, 0x00001d47,
    0x000200f8, 0x00001d47, 0x0004007c, 0x00000045, 0x00001d6d, 0x00001b7f, 0x000500c7, 0x00000045,
    0x00001d71, 0x00001d6d, 0x000045f8, 0x000500c7, 0x00000045, 0x00001d74, 0x00001d6d, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00001d75, 0x00001d74, 0x000002dd, 0x000600a9, 0x00000045, 0x00001d76,
    0x00001d75, 0x00001d71, 0x00001d6d, 0x000500c7, 0x00000045, 0x00001d7a, 0x00001d76, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00001d7b, 0x00001d7a, 0x000002e5, 0x000600a9, 0x00000045, 0x00001d7c,
    0x00001d7b, 0x000002e1, 0x00001d76, 0x0004007c, 0x0000003f, 0x00001d7e, 0x00001d7c, 0x00050041,
    0x000000d9, 0x00001d4a, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00001d4b, 0x00001d4a,
    0x000500aa, 0x00000008, 0x00001d4c, 0x00001d4b, 0x000000ee, 0x000300f7, 0x00001d52, 0x00000000,
    0x000400fa, 0x00001d4c, 0x00001d4d, 0x00001d52, 0x000200f8, 0x00001d4d, 0x00050085, 0x0000003f,
    0x00001d50, 0x00001b7c, 0x00001d7e, 0x0004007c, 0x00000045, 0x00001d83, 0x00001d50, 0x000500c7,
    0x00000045, 0x00001d87, 0x00001d83, 0x000045f8, 0x000500c7, 0x00000045, 0x00001d8a, 0x00001d83,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00001d8b, 0x00001d8a, 0x000002dd, 0x000600a9, 0x00000045,
    0x00001d8c, 0x00001d8b, 0x00001d87, 0x00001d83, 0x000500c7, 0x00000045, 0x00001d90, 0x00001d8c,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00001d91, 0x00001d90, 0x000002e5, 0x000600a9, 0x00000045,
    0x00001d92, 0x00001d91, 0x000002e1, 0x00001d8c, 0x0004007c, 0x0000003f, 0x00001d94, 0x00001d92,
    0x000200f9, 0x00001d67, 0x000200f8, 0x00001d52, 0x000500aa, 0x00000008, 0x00001d55, 0x00001d4b,
    0x000001b3, 0x000300f7, 0x00001d5a, 0x00000000, 0x000400fa, 0x00001d55, 0x00001d56, 0x00001d5a,
    0x000200f8, 0x00001d56, 0x0004007c, 0x00000045, 0x00001da2, 0x00001b7c, 0x0004007c, 0x00000045,
    0x00001da4, 0x00001d7e, 0x000500c5, 0x00000045, 0x00001dcc, 0x00001da4, 0x000045f8, 0x000400c8,
    0x00000045, 0x00001dce, 0x00001da4, 0x000500c7, 0x00000045, 0x00001dd1, 0x00001da4, 0x000045f8,
    0x000500ab, 0x000000aa, 0x00001dd2, 0x00001dd1, 0x000002dd, 0x000600a9, 0x00000045, 0x00001dd3,
    0x00001dd2, 0x00001dce, 0x00001dcc, 0x000500c5, 0x00000045, 0x00001dd8, 0x00001da2, 0x000045f8,
    0x000400c8, 0x00000045, 0x00001dda, 0x00001da2, 0x000500c7, 0x00000045, 0x00001ddd, 0x00001da2,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00001dde, 0x00001ddd, 0x000002dd, 0x000600a9, 0x00000045,
    0x00001ddf, 0x00001dde, 0x00001dda, 0x00001dd8, 0x000500b0, 0x000000aa, 0x00001dab, 0x00001dd3,
    0x00001ddf, 0x000600a9, 0x00000045, 0x00001db7, 0x00001dab, 0x00001da4, 0x00001da2, 0x000500c7,
    0x00000045, 0x00001dba, 0x00001da2, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001dbb, 0x00001dba,
    0x000002e5, 0x000600a9, 0x00000045, 0x00001dbc, 0x00001dbb, 0x0000031d, 0x000002dd, 0x000500c7,
    0x00000045, 0x00001dbf, 0x00001da4, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001dc0, 0x00001dbf,
    0x000002e5, 0x000600a9, 0x00000045, 0x00001dc1, 0x00001dc0, 0x0000031d, 0x000002dd, 0x000500c5,
    0x00000045, 0x00001dc2, 0x00001dbc, 0x00001dc1, 0x000500ab, 0x000000aa, 0x00001dc3, 0x00001dc2,
    0x000002dd, 0x000600a9, 0x00000045, 0x00001dc6, 0x00001dc3, 0x000002e1, 0x00001db7, 0x0004007c,
    0x0000003f, 0x00001dc7, 0x00001dc6, 0x000200f9, 0x00001d67, 0x000200f8, 0x00001d5a, 0x000500aa,
    0x00000008, 0x00001d5d, 0x00001d4b, 0x0000034a, 0x000300f7, 0x00001d62, 0x00000000, 0x000400fa,
    0x00001d5d, 0x00001d5e, 0x00001d62, 0x000200f8, 0x00001d5e, 0x0004007c, 0x00000045, 0x00001e05,
    0x00001b7c, 0x0004007c, 0x00000045, 0x00001e07, 0x00001d7e, 0x000500c5, 0x00000045, 0x00001e47,
    0x00001e07, 0x000045f8, 0x000400c8, 0x00000045, 0x00001e49, 0x00001e07, 0x000500c7, 0x00000045,
    0x00001e4c, 0x00001e07, 0x000045f8, 0x000500ab, 0x000000aa, 0x00001e4d, 0x00001e4c, 0x000002dd,
    0x000600a9, 0x00000045, 0x00001e4e, 0x00001e4d, 0x00001e49, 0x00001e47, 0x000500c5, 0x00000045,
    0x00001e53, 0x00001e05, 0x000045f8, 0x000400c8, 0x00000045, 0x00001e55, 0x00001e05, 0x000500c7,
    0x00000045, 0x00001e58, 0x00001e05, 0x000045f8, 0x000500ab, 0x000000aa, 0x00001e59, 0x00001e58,
    0x000002dd, 0x000600a9, 0x00000045, 0x00001e5a, 0x00001e59, 0x00001e55, 0x00001e53, 0x000500ac,
    0x000000aa, 0x00001e14, 0x00001e4e, 0x00001e5a, 0x000600a9, 0x00000045, 0x00001e1a, 0x00001e14,
    0x00001e07, 0x00001e05, 0x000500c7, 0x00000045, 0x00001e1d, 0x00001e05, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00001e1e, 0x00001e1d, 0x000002e5, 0x000600a9, 0x00000045, 0x00001e1f, 0x00001e1e,
    0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00001e22, 0x00001e07, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00001e23, 0x00001e22, 0x000002e5, 0x000600a9, 0x00000045, 0x00001e24, 0x00001e23,
    0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00001e25, 0x00001e1f, 0x00001e24, 0x000500ab,
    0x000000aa, 0x00001e26, 0x00001e25, 0x000002dd, 0x000600a9, 0x00000045, 0x00001e29, 0x00001e26,
    0x000002e1, 0x00001e1a, 0x0004007c, 0x0000003f, 0x00001e2a, 0x00001e29, 0x000200f9, 0x00001d67,
    0x000200f8, 0x00001d62, 0x00050081, 0x0000003f, 0x00001d65, 0x00001b7c, 0x00001d7e, 0x0004007c,
    0x00000045, 0x00001e5f, 0x00001d65, 0x000500c7, 0x00000045, 0x00001e63, 0x00001e5f, 0x000045f8,
    0x000500c7, 0x00000045, 0x00001e66, 0x00001e5f, 0x000002e5, 0x000500aa, 0x000000aa, 0x00001e67,
    0x00001e66, 0x000002dd, 0x000600a9, 0x00000045, 0x00001e68, 0x00001e67, 0x00001e63, 0x00001e5f,
    0x000500c7, 0x00000045, 0x00001e6c, 0x00001e68, 0x000045f9, 0x000500ac, 0x000000aa, 0x00001e6d,
    0x00001e6c, 0x000002e5, 0x000600a9, 0x00000045, 0x00001e6e, 0x00001e6d, 0x000002e1, 0x00001e68,
    0x0004007c, 0x0000003f, 0x00001e70, 0x00001e6e, 0x000200f9, 0x00001d67, 0x000200f8, 0x00001d67,
    0x000b00f5, 0x0000003f, 0x000042c1, 0x00001d94, 0x00001d4d, 0x00001dc7, 0x00001d56, 0x00001e2a,
    0x00001d5e, 0x00001e70, 0x00001d62, 0x0004007c, 0x00000045, 0x00001b81, 0x000042c1, 0x000200f9,
    0x00001b82, 0x000200f8, 0x00001b82, 0x000700f5, 0x00000045, 0x000042c5, 0x000042c4, 0x00001bd3,
    0x00001b81, 0x00001d67, 0x000200f9, 0x000011cf, 0x000200f8, 0x000011cf, 0x000700f5, 0x00000045,
    0x00004508, 0x00004283, 0x0000187b, 0x000042c5, 0x00001b82, 0x000200f9, 0x000011d0, 0x000200f8,
    0x000011d0, 0x00050080, 0x00000006, 0x000011d2, 0x00004248, 0x000001b3, 0x000200f9, 0x000011ac,
    0x000200f8, 0x000011d3, 0x000300f7, 0x00001e7b, 0x00000000, 0x000400fa, 0x000012e1, 0x00001e77,
    0x00001e7b, 0x000200f8, 0x00001e77, 0x000500aa, 0x00000008, 0x00001e7a, 0x000012df, 0x000000ee,
    0x000200f9, 0x00001e7b, 0x000200f8, 0x00001e7b, 0x000700f5, 0x00000008, 0x00001e7c, 0x000012e0,
    0x000011d3, 0x00001e7a, 0x00001e77, 0x000400a8, 0x00000008, 0x00001e7d, 0x00001e7c, 0x000300f7,
    0x00001e82, 0x00000000, 0x000400fa, 0x00001e7d, 0x00001e7e, 0x00001e82, 0x000200f8, 0x00001e7e,
    0x000500aa, 0x00000008, 0x00001e81, 0x000012df, 0x000001b3, 0x000200f9, 0x00001e82, 0x000200f8,
    0x00001e82, 0x000700f5, 0x00000008, 0x00001e83, 0x00001e7c, 0x00001e7b, 0x00001e81, 0x00001e7e,
    0x000400a8, 0x00000008, 0x000011d5, 0x00001e83, 0x000300f7, 0x000011d9, 0x00000000, 0x000400fa,
    0x000011d5, 0x000011d6, 0x000011d9, 0x000200f8, 0x000011d6, 0x000300f7, 0x00001ea4, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001e89, 0x000200f8, 0x00001e89, 0x00050041, 0x000000d9, 0x00001e8a,
    0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00001e8b, 0x00001e8a, 0x000500ab, 0x00000008,
    0x00001e8c, 0x00001e8b, 0x000002bd, 0x000300f7, 0x00001e8f, 0x00000000, 0x000400fa, 0x00001e8c,
    0x00001e8d, 0x00001e8f, 0x000200f8, 0x00001e8d, 0x000200f9, 0x00001ea4, 0x000200f8, 0x00001e8f,
    0x000500aa, 0x00000008, 0x00001e92, 0x000012df, 0x0000034a, 0x000300f7, 0x00001ea2, 0x00000000,
    0x000400fa, 0x00001e92, 0x00001e93, 0x00001e9c, 0x000200f8, 0x00001e9c, 0x00050041, 0x000000d9,
    0x00001e9e, 0x000000d6, 0x00000169, 0x0004003d, 0x00000006, 0x00001e9f, 0x00001e9e, 0x00070050,
    0x00000045, 0x00001ea0, 0x00001e9f, 0x00001e9f, 0x00001e9f, 0x00001e9f, 0x00050086, 0x00000045,
    0x00001ea1, 0x0000424b, 0x00001ea0, 0x000200f9, 0x00001ea2, 0x000200f8, 0x00001e93, 0x0004007c,
    0x00000386, 0x00001e95, 0x0000424b, 0x00050041, 0x000000d9, 0x00001e96, 0x000000d6, 0x00000169,
    0x0004003d, 0x00000006, 0x00001e97, 0x00001e96, 0x0004007c, 0x000000d7, 0x00001e98, 0x00001e97,
    0x00070050, 0x00000386, 0x00001e99, 0x00001e98, 0x00001e98, 0x00001e98, 0x00001e98, 0x00050087,
    0x00000386, 0x00001e9a, 0x00001e95, 0x00001e99, 0x0004007c, 0x00000045, 0x00001e9b, 0x00001e9a,
    0x000200f9, 0x00001ea2, 0x000200f8, 0x00001ea2, 0x000700f5, 0x00000045, 0x00004264, 0x00001e9b,
    0x00001e93, 0x00001ea1, 0x00001e9c, 0x000200f9, 0x00001ea4, 0x000200f8, 0x00001ea4, 0x000700f5,
    0x00000045, 0x00004265, 0x0000424b, 0x00001e8d, 0x00004264, 0x00001ea2, 0x000200f9, 0x000011e8,
    0x000200f8, 0x000011d9, 0x0004007c, 0x0000003f, 0x000011db, 0x0000424b, 0x00050041, 0x000000d9,
    0x00001eaa, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00001eab, 0x00001eaa, 0x000500aa,
    0x00000008, 0x00001eac, 0x00001eab, 0x000002bd, 0x000300f7, 0x00001eb6, 0x00000000, 0x000400fa,
    0x00001eac, 0x00001ead, 0x00001eb4, 0x000200f8, 0x00001eb4, 0x000200f9, 0x00001eb6, 0x000200f8,
    0x00001ead, 0x00050041, 0x000000d9, 0x00001eaf, 0x000000d6, 0x00000169, 0x0004003d, 0x00000006,
    0x00001eb0, 0x00001eaf, 0x0004007c, 0x0000003e, 0x00001eb1, 0x00001eb0, 0x0005008e, 0x0000003f,
    0x00001eb2, 0x000011db, 0x00001eb1, 0x0004007c, 0x00000045, 0x00001ebc, 0x00001eb2, 0x000500c7,
    0x00000045, 0x00001ec0, 0x00001ebc, 0x000045f8, 0x000500c7, 0x00000045, 0x00001ec3, 0x00001ebc,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00001ec4, 0x00001ec3, 0x000002dd, 0x000600a9, 0x00000045,
    0x00001ec5, 0x00001ec4, 0x00001ec0, 0x00001ebc, 0x000500c7, 0x00000045, 0x00001ec9, 0x00001ec5,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00001eca, 0x00001ec9, 0x000002e5, 0x000600a9, 0x00000045,
    0x00001ecb, 0x00001eca, 0x000002e1, 0x00001ec5, 0x0004007c, 0x0000003f, 0x00001ecd, 0x00001ecb,
    0x000200f9, 0x00001eb6, 0x000200f8, 0x00001eb6, 0x000700f5, 0x0000003f, 0x0000424d, 0x00001ecd,
    0x00001ead, 0x000011db, 0x00001eb4, 0x0004007c, 0x00000045, 0x000011dd, 0x0000424d, 0x00050041,
    0x000000d9, 0x000011de, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x000011df, 0x000011de,
    0x000500aa, 0x00000008, 0x000011e0, 0x000011df, 0x000000ee, 0x000300f7, 0x000011e6, 0x00000000,
    0x000400fa, 0x000011e0, 0x000011e1, 0x000011e3, 0x000200f8, 0x000011e3, 0x000300f7, 0x00001f00,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001eda, 0x000200f8, 0x00001eda, 0x000500aa, 0x00000008,
    0x00001edd, 0x000012df, 0x000000ee, 0x000300f7, 0x00001eec, 0x00000000, 0x000400fa, 0x00001edd,
    0x00001ede, 0x00001eec, 0x000200f8, 0x00001ede, 0x00050051, 0x00000006, 0x00001ee0, 0x000011dd,
    0x00000000, 0x000300f7, 0x00001f5f, 0x00000000, 0x000300fb, 0x000000dc, 0x00001f0f, 0x000200f8,
    0x00001f0f, 0x000500c2, 0x00000006, 0x00001f11, 0x00001ee0, 0x000000d8, 0x000500c7, 0x00000006,
    0x00001f12, 0x00001f11, 0x000000f9, 0x000500c7, 0x00000006, 0x00001f14, 0x00001ee0, 0x000000fd,
    0x000500ac, 0x00000008, 0x00001f16, 0x00001f14, 0x00000100, 0x000300f7, 0x00001f1a, 0x00000000,
    0x000400fa, 0x00001f16, 0x00001f17, 0x00001f1a, 0x000200f8, 0x00001f17, 0x000500c5, 0x00000006,
    0x00001f19, 0x00001f12, 0x00000105, 0x000200f9, 0x00001f5f, 0x000200f8, 0x00001f1a, 0x000500ae,
    0x00000008, 0x00001f1c, 0x00001f14, 0x00000109, 0x000300f7, 0x00001f20, 0x00000000, 0x000400fa,
    0x00001f1c, 0x00001f1d, 0x00001f20, 0x000200f8, 0x00001f1d, 0x000500c5, 0x00000006, 0x00001f1f,
    0x00001f12, 0x0000010e, 0x000200f9, 0x00001f5f, 0x000200f8, 0x00001f20, 0x000500ae, 0x00000008,
    0x00001f22, 0x00001f14, 0x00000112, 0x000300f7, 0x00001f30, 0x00000000, 0x000400fa, 0x00001f22,
    0x00001f23, 0x00001f30, 0x000200f8, 0x00001f23, 0x00050082, 0x00000006, 0x00001f25, 0x00001f14,
    0x00000118, 0x000500c2, 0x00000006, 0x00001f27, 0x00001f25, 0x0000011c, 0x000500c7, 0x00000006,
    0x00001f28, 0x00001f27, 0x000000ee, 0x00050080, 0x00000006, 0x00001f29, 0x0000011a, 0x00001f28,
    0x00050080, 0x00000006, 0x00001f2b, 0x00001f25, 0x00001f29, 0x000500c2, 0x00000006, 0x00001f2e,
    0x00001f2b, 0x0000011c, 0x000500c5, 0x00000006, 0x00001f2f, 0x00001f12, 0x00001f2e, 0x000200f9,
    0x00001f5f, 0x000200f8, 0x00001f30, 0x000500b2, 0x00000008, 0x00001f32, 0x00001f14, 0x00000128,
    0x000300f7, 0x00001f35, 0x00000000, 0x000400fa, 0x00001f32, 0x00001f33, 0x00001f35, 0x000200f8,
    0x00001f33, 0x000200f9, 0x00001f5f, 0x000200f8, 0x00001f35, 0x000500c2, 0x00000006, 0x00001f37,
    0x00001f14, 0x00000130, 0x000500c7, 0x00000006, 0x00001f39, 0x00001f14, 0x00000134, 0x000500c5,
    0x00000006, 0x00001f3a, 0x00001f39, 0x00000136, 0x00050082, 0x00000006, 0x00001f3c, 0x00000139,
    0x00001f37, 0x000500c2, 0x00000006, 0x00001f3f, 0x00001f3a, 0x00001f3c, 0x000500c4, 0x00000006,
    0x00001f42, 0x000000ee, 0x00001f3c, 0x00050082, 0x00000006, 0x00001f43, 0x00001f42, 0x000000ee,
    0x000500c7, 0x00000006, 0x00001f44, 0x00001f3a, 0x00001f43, 0x00050082, 0x00000006, 0x00001f46,
    0x000045fc, 0x00001f37, 0x000500c4, 0x00000006, 0x00001f47, 0x000000ee, 0x00001f46, 0x000500ac,
    0x00000008, 0x00001f4a, 0x00001f44, 0x00001f47, 0x000400a8, 0x00000008, 0x00001f4b, 0x00001f4a,
    0x000300f7, 0x00001f56, 0x00000000, 0x000400fa, 0x00001f4b, 0x00001f4c, 0x00001f56, 0x000200f8,
    0x00001f4c, 0x000500aa, 0x00000008, 0x00001f4f, 0x00001f44, 0x00001f47, 0x000300f7, 0x00001f54,
    0x00000000, 0x000400fa, 0x00001f4f, 0x00001f50, 0x00001f54, 0x000200f8, 0x00001f50, 0x000500c7,
    0x00000006, 0x00001f52, 0x00001f3f, 0x000000ee, 0x000500ab, 0x00000008, 0x00001f53, 0x00001f52,
    0x000000dc, 0x000200f9, 0x00001f54, 0x000200f8, 0x00001f54, 0x000700f5, 0x00000008, 0x00001f55,
    0x00001f4f, 0x00001f4c, 0x00001f53, 0x00001f50, 0x000200f9, 0x00001f56, 0x000200f8, 0x00001f56,
    0x000700f5, 0x00000008, 0x00001f57, 0x00001f4a, 0x00001f35, 0x00001f55, 0x00001f54, 0x000300f7,
    0x00001f5b, 0x00000000, 0x000400fa, 0x00001f57, 0x00001f58, 0x00001f5b, 0x000200f8, 0x00001f58,
    0x00050080, 0x00000006, 0x00001f5a, 0x00001f3f, 0x000000ee, 0x000200f9, 0x00001f5b, 0x000200f8,
    0x00001f5b, 0x000700f5, 0x00000006, 0x00004254, 0x00001f3f, 0x00001f56, 0x00001f5a, 0x00001f58,
    0x000500c5, 0x00000006, 0x00001f5e, 0x00001f12, 0x00004254, 0x000200f9, 0x00001f5f, 0x000200f8,
    0x00001f5f, 0x000d00f5, 0x00000006, 0x00004255, 0x00001f19, 0x00001f17, 0x00001f1f, 0x00001f1d,
    0x00001f2f, 0x00001f23, 0x00001f12, 0x00001f33, 0x00001f5e, 0x00001f5b, 0x00050051, 0x00000006,
    0x00001ee3, 0x000011dd, 0x00000001, 0x000300f7, 0x00001fbe, 0x00000000, 0x000300fb, 0x000000dc,
    0x00001f6e, 0x000200f8, 0x00001f6e, 0x000500c2, 0x00000006, 0x00001f70, 0x00001ee3, 0x000000d8,
    0x000500c7, 0x00000006, 0x00001f71, 0x00001f70, 0x000000f9, 0x000500c7, 0x00000006, 0x00001f73,
    0x00001ee3, 0x000000fd, 0x000500ac, 0x00000008, 0x00001f75, 0x00001f73, 0x00000100, 0x000300f7,
    0x00001f79, 0x00000000, 0x000400fa, 0x00001f75, 0x00001f76, 0x00001f79, 0x000200f8, 0x00001f76,
    0x000500c5, 0x00000006, 0x00001f78, 0x00001f71, 0x00000105, 0x000200f9, 0x00001fbe, 0x000200f8,
    0x00001f79, 0x000500ae, 0x00000008, 0x00001f7b, 0x00001f73, 0x00000109, 0x000300f7, 0x00001f7f,
    0x00000000, 0x000400fa, 0x00001f7b, 0x00001f7c, 0x00001f7f, 0x000200f8, 0x00001f7c, 0x000500c5,
    0x00000006, 0x00001f7e, 0x00001f71, 0x0000010e, 0x000200f9, 0x00001fbe, 0x000200f8, 0x00001f7f,
    0x000500ae, 0x00000008, 0x00001f81, 0x00001f73, 0x00000112, 0x000300f7, 0x00001f8f, 0x00000000,
    0x000400fa, 0x00001f81, 0x00001f82, 0x00001f8f, 0x000200f8, 0x00001f82, 0x00050082, 0x00000006,
    0x00001f84, 0x00001f73, 0x00000118, 0x000500c2, 0x00000006, 0x00001f86, 0x00001f84, 0x0000011c,
    0x000500c7, 0x00000006, 0x00001f87, 0x00001f86, 0x000000ee, 0x00050080, 0x00000006, 0x00001f88,
    0x0000011a, 0x00001f87, 0x00050080, 0x00000006, 0x00001f8a, 0x00001f84, 0x00001f88, 0x000500c2,
    0x00000006, 0x00001f8d, 0x00001f8a, 0x0000011c, 0x000500c5, 0x00000006, 0x00001f8e, 0x00001f71,
    0x00001f8d, 0x000200f9, 0x00001fbe, 0x000200f8, 0x00001f8f, 0x000500b2, 0x00000008, 0x00001f91,
    0x00001f73, 0x00000128, 0x000300f7, 0x00001f94, 0x00000000, 0x000400fa, 0x00001f91, 0x00001f92,
    0x00001f94, 0x000200f8, 0x00001f92, 0x000200f9, 0x00001fbe, 0x000200f8, 0x00001f94, 0x000500c2,
    0x00000006, 0x00001f96, 0x00001f73, 0x00000130, 0x000500c7, 0x00000006, 0x00001f98, 0x00001f73,
    0x00000134, 0x000500c5, 0x00000006, 0x00001f99, 0x00001f98, 0x00000136, 0x00050082, 0x00000006,
    0x00001f9b, 0x00000139, 0x00001f96, 0x000500c2, 0x00000006, 0x00001f9e, 0x00001f99, 0x00001f9b,
    0x000500c4, 0x00000006, 0x00001fa1, 0x000000ee, 0x00001f9b, 0x00050082, 0x00000006, 0x00001fa2,
    0x00001fa1, 0x000000ee, 0x000500c7, 0x00000006, 0x00001fa3, 0x00001f99, 0x00001fa2, 0x00050082,
    0x00000006, 0x00001fa5, 0x000045fc, 0x00001f96, 0x000500c4, 0x00000006, 0x00001fa6, 0x000000ee,
    0x00001fa5, 0x000500ac, 0x00000008, 0x00001fa9, 0x00001fa3, 0x00001fa6, 0x000400a8, 0x00000008,
    0x00001faa, 0x00001fa9, 0x000300f7, 0x00001fb5, 0x00000000, 0x000400fa, 0x00001faa, 0x00001fab,
    0x00001fb5, 0x000200f8, 0x00001fab, 0x000500aa, 0x00000008, 0x00001fae, 0x00001fa3, 0x00001fa6,
    0x000300f7, 0x00001fb3, 0x00000000, 0x000400fa, 0x00001fae, 0x00001faf, 0x00001fb3, 0x000200f8,
    0x00001faf, 0x000500c7, 0x00000006, 0x00001fb1, 0x00001f9e, 0x000000ee, 0x000500ab, 0x00000008,
    0x00001fb2, 0x00001fb1, 0x000000dc, 0x000200f9, 0x00001fb3, 0x000200f8, 0x00001fb3, 0x000700f5,
    0x00000008, 0x00001fb4, 0x00001fae, 0x00001fab, 0x00001fb2, 0x00001faf, 0x000200f9, 0x00001fb5,
    0x000200f8, 0x00001fb5, 0x000700f5, 0x00000008, 0x00001fb6, 0x00001fa9, 0x00001f94, 0x00001fb4,
    0x00001fb3, 0x000300f7, 0x00001fba, 0x00000000, 0x000400fa, 0x00001fb6, 0x00001fb7, 0x00001fba,
    0x000200f8, 0x00001fb7, 0x00050080, 0x00000006, 0x00001fb9, 0x00001f9e, 0x000000ee, 0x000200f9,
    0x00001fba, 0x000200f8, 0x00001fba, 0x000700f5, 0x00000006, 0x00004258, 0x00001f9e, 0x00001fb5,
    0x00001fb9, 0x00001fb7, 0x000500c5, 0x00000006, 0x00001fbd, 0x00001f71, 0x00004258, 0x000200f9,
    0x00001fbe, 0x000200f8, 0x00001fbe, 0x000d00f5, 0x00000006, 0x00004259, 0x00001f78, 0x00001f76,
    0x00001f7e, 0x00001f7c, 0x00001f8e, 0x00001f82, 0x00001f71, 0x00001f92, 0x00001fbd, 0x00001fba,
    0x00050051, 0x00000006, 0x00001ee6, 0x000011dd, 0x00000002, 0x000300f7, 0x0000201d, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001fcd, 0x000200f8, 0x00001fcd, 0x000500c2, 0x00000006, 0x00001fcf,
    0x00001ee6, 0x000000d8, 0x000500c7, 0x00000006, 0x00001fd0, 0x00001fcf, 0x000000f9, 0x000500c7,
    0x00000006, 0x00001fd2, 0x00001ee6, 0x000000fd, 0x000500ac, 0x00000008, 0x00001fd4, 0x00001fd2,
    0x00000100, 0x000300f7, 0x00001fd8, 0x00000000, 0x000400fa, 0x00001fd4, 0x00001fd5, 0x00001fd8,
    0x000200f8, 0x00001fd5, 0x000500c5, 0x00000006, 0x00001fd7, 0x00001fd0, 0x00000105, 0x000200f9,
    0x0000201d, 0x000200f8, 0x00001fd8, 0x000500ae, 0x00000008, 0x00001fda, 0x00001fd2, 0x00000109,
    0x000300f7, 0x00001fde, 0x00000000, 0x000400fa, 0x00001fda, 0x00001fdb, 0x00001fde, 0x000200f8,
    0x00001fdb, 0x000500c5, 0x00000006, 0x00001fdd, 0x00001fd0, 0x0000010e, 0x000200f9, 0x0000201d,
    0x000200f8, 0x00001fde, 0x000500ae, 0x00000008, 0x00001fe0, 0x00001fd2, 0x00000112, 0x000300f7,
    0x00001fee, 0x00000000, 0x000400fa, 0x00001fe0, 0x00001fe1, 0x00001fee, 0x000200f8, 0x00001fe1,
    0x00050082, 0x00000006, 0x00001fe3, 0x00001fd2, 0x00000118, 0x000500c2, 0x00000006, 0x00001fe5,
    0x00001fe3, 0x0000011c, 0x000500c7, 0x00000006, 0x00001fe6, 0x00001fe5, 0x000000ee, 0x00050080,
    0x00000006, 0x00001fe7, 0x0000011a, 0x00001fe6, 0x00050080, 0x00000006, 0x00001fe9, 0x00001fe3,
    0x00001fe7, 0x000500c2, 0x00000006, 0x00001fec, 0x00001fe9, 0x0000011c, 0x000500c5, 0x00000006,
    0x00001fed, 0x00001fd0, 0x00001fec, 0x000200f9, 0x0000201d, 0x000200f8, 0x00001fee, 0x000500b2,
    0x00000008, 0x00001ff0, 0x00001fd2, 0x00000128, 0x000300f7, 0x00001ff3, 0x00000000, 0x000400fa,
    0x00001ff0, 0x00001ff1, 0x00001ff3, 0x000200f8, 0x00001ff1, 0x000200f9, 0x0000201d, 0x000200f8,
    0x00001ff3, 0x000500c2, 0x00000006, 0x00001ff5, 0x00001fd2, 0x00000130, 0x000500c7, 0x00000006,
    0x00001ff7, 0x00001fd2, 0x00000134, 0x000500c5, 0x00000006, 0x00001ff8, 0x00001ff7, 0x00000136,
    0x00050082, 0x00000006, 0x00001ffa, 0x00000139, 0x00001ff5, 0x000500c2, 0x00000006, 0x00001ffd,
    0x00001ff8, 0x00001ffa, 0x000500c4, 0x00000006, 0x00002000, 0x000000ee, 0x00001ffa, 0x00050082,
    0x00000006, 0x00002001, 0x00002000, 0x000000ee, 0x000500c7, 0x00000006, 0x00002002, 0x00001ff8,
    0x00002001, 0x00050082, 0x00000006, 0x00002004, 0x000045fc, 0x00001ff5, 0x000500c4, 0x00000006,
    0x00002005, 0x000000ee, 0x00002004, 0x000500ac, 0x00000008, 0x00002008, 0x00002002, 0x00002005,
    0x000400a8, 0x00000008, 0x00002009, 0x00002008, 0x000300f7, 0x00002014, 0x00000000, 0x000400fa,
    0x00002009, 0x0000200a, 0x00002014, 0x000200f8, 0x0000200a, 0x000500aa, 0x00000008, 0x0000200d,
    0x00002002, 0x00002005, 0x000300f7, 0x00002012, 0x00000000, 0x000400fa, 0x0000200d, 0x0000200e,
    0x00002012, 0x000200f8, 0x0000200e, 0x000500c7, 0x00000006, 0x00002010, 0x00001ffd, 0x000000ee,
    0x000500ab, 0x00000008, 0x00002011, 0x00002010, 0x000000dc, 0x000200f9, 0x00002012, 0x000200f8,
    0x00002012, 0x000700f5, 0x00000008, 0x00002013, 0x0000200d, 0x0000200a, 0x00002011, 0x0000200e,
    0x000200f9, 0x00002014, 0x000200f8, 0x00002014, 0x000700f5, 0x00000008, 0x00002015, 0x00002008,
    0x00001ff3, 0x00002013, 0x00002012, 0x000300f7, 0x00002019, 0x00000000, 0x000400fa, 0x00002015,
    0x00002016, 0x00002019, 0x000200f8, 0x00002016, 0x00050080, 0x00000006, 0x00002018, 0x00001ffd,
    0x000000ee, 0x000200f9, 0x00002019, 0x000200f8, 0x00002019, 0x000700f5, 0x00000006, 0x0000425c,
    0x00001ffd, 0x00002014, 0x00002018, 0x00002016, 0x000500c5, 0x00000006, 0x0000201c, 0x00001fd0,
    0x0000425c, 0x000200f9, 0x0000201d, 0x000200f8, 0x0000201d, 0x000d00f5, 0x00000006, 0x0000425d,
    0x00001fd7, 0x00001fd5, 0x00001fdd, 0x00001fdb, 0x00001fed, 0x00001fe1, 0x00001fd0, 0x00001ff1,
    0x0000201c, 0x00002019, 0x00050051, 0x00000006, 0x00001ee9, 0x000011dd, 0x00000003, 0x000300f7,
    0x0000207c, 0x00000000, 0x000300fb, 0x000000dc, 0x0000202c, 0x000200f8, 0x0000202c, 0x000500c2,
    0x00000006, 0x0000202e, 0x00001ee9, 0x000000d8, 0x000500c7, 0x00000006, 0x0000202f, 0x0000202e,
    0x000000f9, 0x000500c7, 0x00000006, 0x00002031, 0x00001ee9, 0x000000fd, 0x000500ac, 0x00000008,
    0x00002033, 0x00002031, 0x00000100, 0x000300f7, 0x00002037, 0x00000000, 0x000400fa, 0x00002033,
    0x00002034, 0x00002037, 0x000200f8, 0x00002034, 0x000500c5, 0x00000006, 0x00002036, 0x0000202f,
    0x00000105, 0x000200f9, 0x0000207c, 0x000200f8, 0x00002037, 0x000500ae, 0x00000008, 0x00002039,
    0x00002031, 0x00000109, 0x000300f7, 0x0000203d, 0x00000000, 0x000400fa, 0x00002039, 0x0000203a,
    0x0000203d, 0x000200f8, 0x0000203a, 0x000500c5, 0x00000006, 0x0000203c, 0x0000202f, 0x0000010e,
    0x000200f9, 0x0000207c, 0x000200f8, 0x0000203d, 0x000500ae, 0x00000008, 0x0000203f, 0x00002031,
    0x00000112, 0x000300f7, 0x0000204d, 0x00000000, 0x000400fa, 0x0000203f, 0x00002040, 0x0000204d,
    0x000200f8, 0x00002040, 0x00050082, 0x00000006, 0x00002042, 0x00002031, 0x00000118, 0x000500c2,
    0x00000006, 0x00002044, 0x00002042, 0x0000011c, 0x000500c7, 0x00000006, 0x00002045, 0x00002044,
    0x000000ee, 0x00050080, 0x00000006, 0x00002046, 0x0000011a, 0x00002045, 0x00050080, 0x00000006,
    0x00002048, 0x00002042, 0x00002046, 0x000500c2, 0x00000006, 0x0000204b, 0x00002048, 0x0000011c,
    0x000500c5, 0x00000006, 0x0000204c, 0x0000202f, 0x0000204b, 0x000200f9, 0x0000207c, 0x000200f8,
    0x0000204d, 0x000500b2, 0x00000008, 0x0000204f, 0x00002031, 0x00000128, 0x000300f7, 0x00002052,
    0x00000000, 0x000400fa, 0x0000204f, 0x00002050, 0x00002052, 0x000200f8, 0x00002050, 0x000200f9,
    0x0000207c, 0x000200f8, 0x00002052, 0x000500c2, 0x00000006, 0x00002054, 0x00002031, 0x00000130,
    0x000500c7, 0x00000006, 0x00002056, 0x00002031, 0x00000134, 0x000500c5, 0x00000006, 0x00002057,
    0x00002056, 0x00000136, 0x00050082, 0x00000006, 0x00002059, 0x00000139, 0x00002054, 0x000500c2,
    0x00000006, 0x0000205c, 0x00002057, 0x00002059, 0x000500c4, 0x00000006, 0x0000205f, 0x000000ee,
    0x00002059, 0x00050082, 0x00000006, 0x00002060, 0x0000205f, 0x000000ee, 0x000500c7, 0x00000006,
    0x00002061, 0x00002057, 0x00002060, 0x00050082, 0x00000006, 0x00002063, 0x000045fc, 0x00002054,
    0x000500c4, 0x00000006, 0x00002064, 0x000000ee, 0x00002063, 0x000500ac, 0x00000008, 0x00002067,
    0x00002061, 0x00002064, 0x000400a8, 0x00000008, 0x00002068, 0x00002067, 0x000300f7, 0x00002073,
    0x00000000, 0x000400fa, 0x00002068, 0x00002069, 0x00002073, 0x000200f8, 0x00002069, 0x000500aa,
    0x00000008, 0x0000206c, 0x00002061, 0x00002064, 0x000300f7, 0x00002071, 0x00000000, 0x000400fa,
    0x0000206c, 0x0000206d, 0x00002071, 0x000200f8, 0x0000206d, 0x000500c7, 0x00000006, 0x0000206f,
    0x0000205c, 0x000000ee, 0x000500ab, 0x00000008, 0x00002070, 0x0000206f, 0x000000dc, 0x000200f9,
    0x00002071, 0x000200f8, 0x00002071, 0x000700f5, 0x00000008, 0x00002072, 0x0000206c, 0x00002069,
    0x00002070, 0x0000206d, 0x000200f9, 0x00002073, 0x000200f8, 0x00002073, 0x000700f5, 0x00000008,
    0x00002074, 0x00002067, 0x00002052, 0x00002072, 0x00002071, 0x000300f7, 0x00002078, 0x00000000,
    0x000400fa, 0x00002074, 0x00002075, 0x00002078, 0x000200f8, 0x00002075, 0x00050080, 0x00000006,
    0x00002077, 0x0000205c, 0x000000ee, 0x000200f9, 0x00002078, 0x000200f8, 0x00002078, 0x000700f5,
    0x00000006, 0x00004260, 0x0000205c, 0x00002073, 0x00002077, 0x00002075, 0x000500c5, 0x00000006,
    0x0000207b, 0x0000202f, 0x00004260, 0x000200f9, 0x0000207c, 0x000200f8, 0x0000207c, 0x000d00f5,
    0x00000006, 0x00004261, 0x00002036, 0x00002034, 0x0000203c, 0x0000203a, 0x0000204c, 0x00002040,
    0x0000202f, 0x00002050, 0x0000207b, 0x00002078, 0x00070050, 0x00000045, 0x00001eeb, 0x00004255,
    0x00004259, 0x0000425d, 0x00004261, 0x000200f9, 0x00001f00, 0x000200f8, 0x00001eec, 0x000500aa,
    0x00000008, 0x00001eef, 0x000012df, 0x000001b3, 0x000300f7, 0x00001efe, 0x00000000, 0x000400fa,
    0x00001eef, 0x00001ef0, 0x00001efe, 0x000200f8, 0x00001ef0, 0x00050051, 0x00000006, 0x00001ef2,
    0x000011dd, 0x00000000, 0x000300f7, 0x00002092, 0x00000000, 0x000300fb, 0x000000dc, 0x00002082,
    0x000200f8, 0x00002082, 0x000500c7, 0x00000006, 0x00002084, 0x00001ef2, 0x000000fd, 0x000500ac,
    0x00000008, 0x00002085, 0x00002084, 0x00000100, 0x000300f7, 0x0000208a, 0x00000000, 0x000400fa,
    0x00002085, 0x00002086, 0x0000208a, 0x000200f8, 0x00002086, 0x000500c2, 0x00000006, 0x00002088,
    0x00001ef2, 0x000000d8, 0x000500c5, 0x00000006, 0x00002089, 0x00002088, 0x0000019f, 0x000200f9,
    0x00002092, 0x000200f8, 0x0000208a, 0x00050080, 0x00000006, 0x0000208c, 0x00001ef2, 0x000001a3,
    0x000500c2, 0x00000006, 0x0000208e, 0x00001ef2, 0x000000d8, 0x000500c7, 0x00000006, 0x0000208f,
    0x0000208e, 0x000000ee, 0x00050080, 0x00000006, 0x00002090, 0x0000208c, 0x0000208f, 0x000500c2,
    0x00000006, 0x00002091, 0x00002090, 0x000000d8, 0x000200f9, 0x00002092, 0x000200f8, 0x00002092,
    0x000700f5, 0x00000006, 0x0000424e, 0x00002089, 0x00002086, 0x00002091, 0x0000208a, 0x00050051,
    0x00000006, 0x00001ef5, 0x000011dd, 0x00000001, 0x000300f7, 0x000020a8, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002098, 0x000200f8, 0x00002098, 0x000500c7, 0x00000006, 0x0000209a, 0x00001ef5,
    0x000000fd, 0x000500ac, 0x00000008, 0x0000209b, 0x0000209a, 0x00000100, 0x000300f7, 0x000020a0,
    0x00000000, 0x000400fa, 0x0000209b, 0x0000209c, 0x000020a0, 0x000200f8, 0x0000209c, 0x000500c2,
    0x00000006, 0x0000209e, 0x00001ef5, 0x000000d8, 0x000500c5, 0x00000006, 0x0000209f, 0x0000209e,
    0x0000019f, 0x000200f9, 0x000020a8, 0x000200f8, 0x000020a0, 0x00050080, 0x00000006, 0x000020a2,
    0x00001ef5, 0x000001a3, 0x000500c2, 0x00000006, 0x000020a4, 0x00001ef5, 0x000000d8, 0x000500c7,
    0x00000006, 0x000020a5, 0x000020a4, 0x000000ee, 0x00050080, 0x00000006, 0x000020a6, 0x000020a2,
    0x000020a5, 0x000500c2, 0x00000006, 0x000020a7, 0x000020a6, 0x000000d8, 0x000200f9, 0x000020a8,
    0x000200f8, 0x000020a8, 0x000700f5, 0x00000006, 0x0000424f, 0x0000209f, 0x0000209c, 0x000020a7,
    0x000020a0, 0x00050051, 0x00000006, 0x00001ef8, 0x000011dd, 0x00000002, 0x000300f7, 0x000020be,
    0x00000000, 0x000300fb, 0x000000dc, 0x000020ae, 0x000200f8, 0x000020ae, 0x000500c7, 0x00000006,
    0x000020b0, 0x00001ef8, 0x000000fd, 0x000500ac, 0x00000008, 0x000020b1, 0x000020b0, 0x00000100,
    0x000300f7, 0x000020b6, 0x00000000, 0x000400fa, 0x000020b1, 0x000020b2, 0x000020b6, 0x000200f8,
    0x000020b2, 0x000500c2, 0x00000006, 0x000020b4, 0x00001ef8, 0x000000d8, 0x000500c5, 0x00000006,
    0x000020b5, 0x000020b4, 0x0000019f, 0x000200f9, 0x000020be, 0x000200f8, 0x000020b6, 0x00050080,
    0x00000006, 0x000020b8, 0x00001ef8, 0x000001a3, 0x000500c2, 0x00000006, 0x000020ba, 0x00001ef8,
    0x000000d8, 0x000500c7, 0x00000006, 0x000020bb, 0x000020ba, 0x000000ee, 0x00050080, 0x00000006,
    0x000020bc, 0x000020b8, 0x000020bb, 0x000500c2, 0x00000006, 0x000020bd, 0x000020bc, 0x000000d8,
    0x000200f9, 0x000020be, 0x000200f8, 0x000020be, 0x000700f5, 0x00000006, 0x00004250, 0x000020b5,
    0x000020b2, 0x000020bd, 0x000020b6, 0x00050051, 0x00000006, 0x00001efb, 0x000011dd, 0x00000003,
    0x000300f7, 0x000020d4, 0x00000000, 0x000300fb, 0x000000dc, 0x000020c4, 0x000200f8, 0x000020c4,
    0x000500c7, 0x00000006, 0x000020c6, 0x00001efb, 0x000000fd, 0x000500ac, 0x00000008, 0x000020c7,
    0x000020c6, 0x00000100, 0x000300f7, 0x000020cc, 0x00000000, 0x000400fa, 0x000020c7, 0x000020c8,
    0x000020cc, 0x000200f8, 0x000020c8, 0x000500c2, 0x00000006, 0x000020ca, 0x00001efb, 0x000000d8,
    0x000500c5, 0x00000006, 0x000020cb, 0x000020ca, 0x0000019f, 0x000200f9, 0x000020d4, 0x000200f8,
    0x000020cc, 0x00050080, 0x00000006, 0x000020ce, 0x00001efb, 0x000001a3, 0x000500c2, 0x00000006,
    0x000020d0, 0x00001efb, 0x000000d8, 0x000500c7, 0x00000006, 0x000020d1, 0x000020d0, 0x000000ee,
    0x00050080, 0x00000006, 0x000020d2, 0x000020ce, 0x000020d1, 0x000500c2, 0x00000006, 0x000020d3,
    0x000020d2, 0x000000d8, 0x000200f9, 0x000020d4, 0x000200f8, 0x000020d4, 0x000700f5, 0x00000006,
    0x00004251, 0x000020cb, 0x000020c8, 0x000020d3, 0x000020cc, 0x00070050, 0x00000045, 0x00001efd,
    0x0000424e, 0x0000424f, 0x00004250, 0x00004251, 0x000200f9, 0x00001f00, 0x000200f8, 0x00001efe,
    0x000200f9, 0x00001f00, 0x000200f8, 0x00001f00, 0x000900f5, 0x00000045, 0x00004262, 0x00001eeb,
    0x0000207c, 0x00001efd, 0x000020d4, 0x000011dd, 0x00001efe, 0x000200f9, 0x000011e6, 0x000200f8,
    0x000011e1, 0x000200f9, 0x000011e6, 0x000200f8, 0x000011e6, 0x000700f5, 0x00000045, 0x00004263,
    0x000011dd, 0x000011e1, 0x00004262, 0x00001f00, 0x000200f9, 0x000011e8, 0x000200f8, 0x000011e8,
    0x000700f5, 0x00000045, 0x00004266, 0x00004265, 0x00001ea4, 0x00004263, 0x000011e6, 0x000200f9,
    0x00000d2e, 0x000200f8, 0x00000d28, 0x0003003e, 0x00000d0d, 0x00000d45, 0x000200f9, 0x00000d54,
    0x000200f8, 0x00000d54, 0x000700f5, 0x0000003f, 0x00004302, 0x00004303, 0x00000d28, 0x000043d5,
    0x00000d7c, 0x000700f5, 0x00000006, 0x00004301, 0x000000dc, 0x00000d28, 0x00000d7e, 0x00000d7c,
    0x00050041, 0x000000d9, 0x00000d57, 0x000000d6, 0x0000055e, 0x0004003d, 0x00000006, 0x00000d58,
    0x00000d57, 0x000500b0, 0x00000008, 0x00000d59, 0x00004301, 0x00000d58, 0x000400f6, 0x00000d7f,
    0x00000d7c, 0x00000000, 0x000400fa, 0x00000d59, 0x00000d5a, 0x00000d7f, 0x000200f8, 0x00000d5a,
    0x000200f9, 0x00000d5b, 0x000200f8, 0x00000d5b, 0x000700f5, 0x00000006, 0x000043cf, 0x000000dc,
    0x00000d5a, 0x00000d6d, 0x00000d6b, 0x000500b0, 0x00000008, 0x00000d5e, 0x000043cf, 0x000002bd,
    0x000400f6, 0x00000d6e, 0x00000d6b, 0x00000000, 0x000400fa, 0x00000d5e, 0x00000d5f, 0x00000d6e,
    0x000200f8, 0x00000d5f, 0x00050041, 0x00000007, 0x00000d62, 0x00000d0d, 0x000043cf, 0x0004003d,
    0x00000006, 0x00000d63, 0x00000d62, 0x00050082, 0x00000006, 0x00000d66, 0x00000d14, 0x000000ee,
    0x0007000c, 0x00000006, 0x00000d67, 0x00000001, 0x00000026, 0x00000d63, 0x00000d66, 0x00050041,
    0x000000d9, 0x00000d8b, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00000d8c, 0x00000d8b,
    0x00050041, 0x000000d9, 0x00000d8e, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x00000d8f,
    0x00000d8e, 0x00050084, 0x00000006, 0x00000d90, 0x00004301, 0x00000d8f, 0x00050080, 0x00000006,
    0x00000d91, 0x00000d8c, 0x00000d90, 0x00050086, 0x00000006, 0x00000d93, 0x00000d67, 0x000002bd,
    0x00050080, 0x00000006, 0x00000d94, 0x00000d91, 0x00000d93, 0x00060041, 0x000003fe, 0x00000d95,
    0x00000475, 0x00000215, 0x00000d94, 0x0004003d, 0x00000006, 0x00000d96, 0x00000d95, 0x000500c7,
    0x00000006, 0x00000d99, 0x00000d67, 0x0000034a, 0x00050084, 0x00000006, 0x00000d9a, 0x000001f3,
    0x00000d99, 0x000500c2, 0x00000006, 0x00000d9b, 0x00000d96, 0x00000d9a, 0x000500c7, 0x00000006,
    0x00000d9c, 0x00000d9b, 0x000001ff, 0x00050086, 0x00000006, 0x00000d9e, 0x00000d67, 0x000001f6,
    0x00050080, 0x00000006, 0x00000dbf, 0x00000d14, 0x0000016b, 0x00050086, 0x00000006, 0x00000dc0,
    0x00000dbf, 0x000001f6, 0x00050084, 0x00000006, 0x00000dc1, 0x000001f3, 0x00000dc0, 0x00050080,
    0x00000006, 0x00000db0, 0x00000d91, 0x00000dc1, 0x00050086, 0x00000006, 0x00000db2, 0x00000d9e,
    0x000002bd, 0x00050080, 0x00000006, 0x00000db3, 0x00000db0, 0x00000db2, 0x00060041, 0x000003fe,
    0x00000db4, 0x00000475, 0x00000215, 0x00000db3, 0x0004003d, 0x00000006, 0x00000db5, 0x00000db4,
    0x000500c7, 0x00000006, 0x00000db8, 0x00000d9e, 0x0000034a, 0x00050084, 0x00000006, 0x00000db9,
    0x000001f3, 0x00000db8, 0x000500c2, 0x00000006, 0x00000dba, 0x00000db5, 0x00000db9, 0x000500c7,
    0x00000006, 0x00000dbb, 0x00000dba, 0x000001ff, 0x000300f7, 0x00000def, 0x00000000, 0x000300fb,
    0x000000dc, 0x00000dca, 0x000200f8, 0x00000dca, 0x000500aa, 0x00000008, 0x00000dcc, 0x00000dbb,
    0x000001ff, 0x000300f7, 0x00000dce, 0x00000000, 0x000400fa, 0x00000dcc, 0x00000dcd, 0x00000dce,
    0x000200f8, 0x00000dcd, 0x000200f9, 0x00000def, 0x000200f8, 0x00000dce, 0x000500c4, 0x00000006,
    0x00000dd0, 0x00000d9c, 0x0000028d, 0x0004007c, 0x000000d7, 0x00000dd1, 0x00000dd0, 0x000500c3,
    0x000000d7, 0x00000dd2, 0x00000dd1, 0x00000290, 0x000500aa, 0x00000008, 0x00000dd4, 0x00000dd2,
    0x00000215, 0x000300f7, 0x00000dd6, 0x00000000, 0x000400fa, 0x00000dd4, 0x00000dd5, 0x00000dd6,
    0x000200f8, 0x00000dd5, 0x000200f9, 0x00000def, 0x000200f8, 0x00000dd6, 0x0004006f, 0x0000003e,
    0x00000dd8, 0x00000dd2, 0x0004007c, 0x00000006, 0x00000dd9, 0x00000dd8, 0x000500c2, 0x00000006,
    0x00000ddb, 0x00000dd9, 0x00000209, 0x000500c7, 0x00000006, 0x00000ddc, 0x00000ddb, 0x000001ff,
    0x0004007c, 0x000000d7, 0x00000ddd, 0x00000ddc, 0x0004007c, 0x000000d7, 0x00000ddf, 0x00000dbb,
    0x00050080, 0x000000d7, 0x00000de0, 0x00000ddd, 0x00000ddf, 0x00050082, 0x000000d7, 0x00000de1,
    0x00000de0, 0x0000020c, 0x000500b3, 0x00000008, 0x00000de3, 0x00000de1, 0x00000215, 0x000300f7,
    0x00000ded, 0x00000000, 0x000400fa, 0x00000de3, 0x00000de4, 0x00000de7, 0x000200f8, 0x00000de7,
    0x00050082, 0x00000006, 0x00000dea, 0x00000dbb, 0x000002ae, 0x000500c4, 0x00000006, 0x00000deb,
    0x00000dea, 0x00000209, 0x00050080, 0x00000006, 0x00000dec, 0x00000dd9, 0x00000deb, 0x000200f9,
    0x00000ded, 0x000200f8, 0x00000de4, 0x000500c7, 0x00000006, 0x00000de6, 0x00000dd9, 0x000001e8,
    0x000200f9, 0x00000ded, 0x000200f8, 0x00000ded, 0x000700f5, 0x00000006, 0x000043da, 0x00000de6,
    0x00000de4, 0x00000dec, 0x00000de7, 0x000200f9, 0x00000def, 0x000200f8, 0x00000def, 0x000900f5,
    0x00000006, 0x000043db, 0x000001ee, 0x00000dcd, 0x000000dc, 0x00000dd5, 0x000043da, 0x00000ded,
    0x00050041, 0x00000007, 0x00000d6a, 0x00000d48, 0x000043cf, 0x0003003e, 0x00000d6a, 0x000043db,
    0x000200f9, 0x00000d6b, 0x000200f8, 0x00000d6b, 0x00050080, 0x00000006, 0x00000d6d, 0x000043cf,
    0x00000214, 0x000200f9, 0x00000d5b, 0x000200f8, 0x00000d6e, 0x000500aa, 0x00000008, 0x00000d70,
    0x00004301, 0x000000dc, 0x000300f7, 0x00000d7a, 0x00000000, 0x000400fa, 0x00000d70, 0x00000d71,
    0x00000d75, 0x000200f8, 0x00000d75, 0x0004003d, 0x00000045, 0x00000d76, 0x00000d48, 0x0004007c,
    0x0000003f, 0x00000d77, 0x00000d76, 0x000300f7, 0x00000e34, 0x00000000, 0x000300fb, 0x000000dc,
    0x00000e14, 0x000200f8, 0x00000e14, 0x0004007c, 0x00000045, 0x00000e3a, 0x00000d77, 0x000500c7,
    0x00000045, 0x00000e3e, 0x00000e3a, 0x000045f8, 0x000500c7, 0x00000045, 0x00000e41, 0x00000e3a,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00000e42, 0x00000e41, 0x000002dd, 0x000600a9, 0x00000045,
    0x00000e43, 0x00000e42, 0x00000e3e, 0x00000e3a, 0x000500c7, 0x00000045, 0x00000e47, 0x00000e43,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00000e48, 0x00000e47, 0x000002e5, 0x000600a9, 0x00000045,
    0x00000e49, 0x00000e48, 0x000002e1, 0x00000e43, 0x0004007c, 0x0000003f, 0x00000e4b, 0x00000e49,
    0x00050041, 0x000000d9, 0x00000e17, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00000e18,
    0x00000e17, 0x000500aa, 0x00000008, 0x00000e19, 0x00000e18, 0x000000ee, 0x000300f7, 0x00000e1f,
    0x00000000, 0x000400fa, 0x00000e19, 0x00000e1a, 0x00000e1f, 0x000200f8, 0x00000e1a, 0x00050085,
    0x0000003f, 0x00000e1d, 0x00004302, 0x00000e4b, 0x0004007c, 0x00000045, 0x00000e50, 0x00000e1d,
    0x000500c7, 0x00000045, 0x00000e54, 0x00000e50, 0x000045f8, 0x000500c7, 0x00000045, 0x00000e57,
    0x00000e50, 0x000002e5, 0x000500aa, 0x000000aa, 0x00000e58, 0x00000e57, 0x000002dd, 0x000600a9,
    0x00000045, 0x00000e59, 0x00000e58, 0x00000e54, 0x00000e50, 0x000500c7, 0x00000045, 0x00000e5d,
    0x00000e59, 0x000045f9, 0x000500ac, 0x000000aa, 0x00000e5e, 0x00000e5d, 0x000002e5, 0x000600a9,
    0x00000045, 0x00000e5f, 0x00000e5e, 0x000002e1, 0x00000e59, 0x0004007c, 0x0000003f, 0x00000e61,
    0x00000e5f, 0x000200f9, 0x00000e34, 0x000200f8, 0x00000e1f, 0x000500aa, 0x00000008, 0x00000e22,
    0x00000e18, 0x000001b3, 0x000300f7, 0x00000e27, 0x00000000, 0x000400fa, 0x00000e22, 0x00000e23,
    0x00000e27, 0x000200f8, 0x00000e23, 0x0004007c, 0x00000045, 0x00000e6f, 0x00004302, 0x0004007c,
    0x00000045, 0x00000e71, 0x00000e4b, 0x000500c5, 0x00000045, 0x00000e99, 0x00000e71, 0x000045f8,
    0x000400c8, 0x00000045, 0x00000e9b, 0x00000e71, 0x000500c7, 0x00000045, 0x00000e9e, 0x00000e71,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00000e9f, 0x00000e9e, 0x000002dd, 0x000600a9, 0x00000045,
    0x00000ea0, 0x00000e9f, 0x00000e9b, 0x00000e99, 0x000500c5, 0x00000045, 0x00000ea5, 0x00000e6f,
    0x000045f8, 0x000400c8, 0x00000045, 0x00000ea7, 0x00000e6f, 0x000500c7, 0x00000045, 0x00000eaa,
    0x00000e6f, 0x000045f8, 0x000500ab, 0x000000aa, 0x00000eab, 0x00000eaa, 0x000002dd, 0x000600a9,
    0x00000045, 0x00000eac, 0x00000eab, 0x00000ea7, 0x00000ea5, 0x000500b0, 0x000000aa, 0x00000e78,
    0x00000ea0, 0x00000eac, 0x000600a9, 0x00000045, 0x00000e84, 0x00000e78, 0x00000e71, 0x00000e6f,
    0x000500c7, 0x00000045, 0x00000e87, 0x00000e6f, 0x000045f9, 0x000500ac, 0x000000aa, 0x00000e88,
    0x00000e87, 0x000002e5, 0x000600a9, 0x00000045, 0x00000e89, 0x00000e88, 0x0000031d, 0x000002dd,
    0x000500c7, 0x00000045, 0x00000e8c, 0x00000e71, 0x000045f9, 0x000500ac, 0x000000aa, 0x00000e8d,
    0x00000e8c, 0x000002e5, 0x000600a9, 0x00000045, 0x00000e8e, 0x00000e8d, 0x0000031d, 0x000002dd,
    0x000500c5, 0x00000045, 0x00000e8f, 0x00000e89, 0x00000e8e, 0x000500ab, 0x000000aa, 0x00000e90,
    0x00000e8f, 0x000002dd, 0x000600a9, 0x00000045, 0x00000e93, 0x00000e90, 0x000002e1, 0x00000e84,
    0x0004007c, 0x0000003f, 0x00000e94, 0x00000e93, 0x000200f9, 0x00000e34, 0x000200f8, 0x00000e27,
    0x000500aa, 0x00000008, 0x00000e2a, 0x00000e18, 0x0000034a, 0x000300f7, 0x00000e2f, 0x00000000,
    0x000400fa, 0x00000e2a, 0x00000e2b, 0x00000e2f, 0x000200f8, 0x00000e2b, 0x0004007c, 0x00000045,
    0x00000ed2, 0x00004302, 0x0004007c, 0x00000045, 0x00000ed4, 0x00000e4b, 0x000500c5, 0x00000045,
    0x00000f14, 0x00000ed4, 0x000045f8, 0x000400c8, 0x00000045, 0x00000f16, 0x00000ed4, 0x000500c7,
    0x00000045, 0x00000f19, 0x00000ed4, 0x000045f8, 0x000500ab, 0x000000aa, 0x00000f1a, 0x00000f19,
    0x000002dd, 0x000600a9, 0x00000045, 0x00000f1b, 0x00000f1a, 0x00000f16, 0x00000f14, 0x000500c5,
    0x00000045, 0x00000f20, 0x00000ed2, 0x000045f8, 0x000400c8, 0x00000045, 0x00000f22, 0x00000ed2,
    0x000500c7, 0x00000045, 0x00000f25, 0x00000ed2, 0x000045f8, 0x000500ab, 0x000000aa, 0x00000f26,
    0x00000f25, 0x000002dd, 0x000600a9, 0x00000045, 0x00000f27, 0x00000f26, 0x00000f22, 0x00000f20,
    0x000500ac, 0x000000aa, 0x00000ee1, 0x00000f1b, 0x00000f27, 0x000600a9, 0x00000045, 0x00000ee7,
    0x00000ee1, 0x00000ed4, 0x00000ed2, 0x000500c7, 0x00000045, 0x00000eea, 0x00000ed2, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00000eeb, 0x00000eea, 0x000002e5, 0x000600a9, 0x00000045, 0x00000eec,
    0x00000eeb, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00000eef, 0x00000ed4, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00000ef0, 0x00000eef, 0x000002e5, 0x000600a9, 0x00000045, 0x00000ef1,
    0x00000ef0, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00000ef2, 0x00000eec, 0x00000ef1,
    0x000500ab, 0x000000aa, 0x00000ef3, 0x00000ef2, 0x000002dd, 0x000600a9, 0x00000045, 0x00000ef6,
    0x00000ef3, 0x000002e1, 0x00000ee7, 0x0004007c, 0x0000003f, 0x00000ef7, 0x00000ef6, 0x000200f9,
    0x00000e34, 0x000200f8, 0x00000e2f, 0x00050081, 0x0000003f, 0x00000e32, 0x00004302, 0x00000e4b,
    0x0004007c, 0x00000045, 0x00000f2c, 0x00000e32, 0x000500c7, 0x00000045, 0x00000f30, 0x00000f2c,
    0x000045f8, 0x000500c7, 0x00000045, 0x00000f33, 0x00000f2c, 0x000002e5, 0x000500aa, 0x000000aa,
    0x00000f34, 0x00000f33, 0x000002dd, 0x000600a9, 0x00000045, 0x00000f35, 0x00000f34, 0x00000f30,
    0x00000f2c, 0x000500c7, 0x00000045, 0x00000f39, 0x00000f35, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00000f3a, 0x00000f39, 0x000002e5, 0x000600a9, 0x00000045, 0x00000f3b, 0x00000f3a, 0x000002e1,
    0x00000f35, 0x0004007c, 0x0000003f, 0x00000f3d, 0x00000f3b, 0x000200f9, 0x00000e34, 0x000200f8,
    0x00000e34, 0x000b00f5, 0x0000003f, 0x000043d4, 0x00000e61, 0x00000e1a, 0x00000e94, 0x00000e23,
    0x00000ef7, 0x00000e2b, 0x00000f3d, 0x00000e2f, 0x000200f9, 0x00000d7a, 0x000200f8, 0x00000d71,
    0x0004003d, 0x00000045, 0x00000d72, 0x00000d48, 0x0004007c, 0x0000003f, 0x00000d73, 0x00000d72,
    0x0004007c, 0x00000045, 0x00000df5, 0x00000d73, 0x000500c7, 0x00000045, 0x00000df9, 0x00000df5,
    0x000045f8, 0x000500c7, 0x00000045, 0x00000dfc, 0x00000df5, 0x000002e5, 0x000500aa, 0x000000aa,
    0x00000dfd, 0x00000dfc, 0x000002dd, 0x000600a9, 0x00000045, 0x00000dfe, 0x00000dfd, 0x00000df9,
    0x00000df5, 0x000500c7, 0x00000045, 0x00000e02, 0x00000dfe, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00000e03, 0x00000e02, 0x000002e5, 0x000600a9, 0x00000045, 0x00000e04, 0x00000e03, 0x000002e1,
    0x00000dfe, 0x0004007c, 0x0000003f, 0x00000e06, 0x00000e04, 0x000200f9, 0x00000d7a, 0x000200f8,
    0x00000d7a, 0x000700f5, 0x0000003f, 0x000043d5, 0x00000e06, 0x00000d71, 0x000043d4, 0x00000e34,
    0x000200f9, 0x00000d7c, 0x000200f8, 0x00000d7c, 0x00050080, 0x00000006, 0x00000d7e, 0x00004301,
    0x00000214, 0x000200f9, 0x00000d54, 0x000200f8, 0x00000d7f, 0x00050041, 0x000000d9, 0x00000f42,
    0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00000f43, 0x00000f42, 0x000500aa, 0x00000008,
    0x00000f44, 0x00000f43, 0x000002bd, 0x000300f7, 0x00000f4e, 0x00000000, 0x000400fa, 0x00000f44,
    0x00000f45, 0x00000f4c, 0x000200f8, 0x00000f4c, 0x000200f9, 0x00000f4e, 0x000200f8, 0x00000f45,
    0x00050041, 0x000000d9, 0x00000f47, 0x000000d6, 0x00000169, 0x0004003d, 0x00000006, 0x00000f48,
    0x00000f47, 0x0004007c, 0x0000003e, 0x00000f49, 0x00000f48, 0x0005008e, 0x0000003f, 0x00000f4a,
    0x00004302, 0x00000f49, 0x0004007c, 0x00000045, 0x00000f54, 0x00000f4a, 0x000500c7, 0x00000045,
    0x00000f58, 0x00000f54, 0x000045f8, 0x000500c7, 0x00000045, 0x00000f5b, 0x00000f54, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00000f5c, 0x00000f5b, 0x000002dd, 0x000600a9, 0x00000045, 0x00000f5d,
    0x00000f5c, 0x00000f58, 0x00000f54, 0x000500c7, 0x00000045, 0x00000f61, 0x00000f5d, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00000f62, 0x00000f61, 0x000002e5, 0x000600a9, 0x00000045, 0x00000f63,
    0x00000f62, 0x000002e1, 0x00000f5d, 0x0004007c, 0x0000003f, 0x00000f65, 0x00000f63, 0x000200f9,
    0x00000f4e, 0x000200f8, 0x00000f4e, 0x000700f5, 0x0000003f, 0x00004306, 0x00000f65, 0x00000f45,
    0x00004302, 0x00000f4c, 0x0004007c, 0x00000045, 0x00000d82, 0x00004306, 0x000300f7, 0x00000f98,
    0x00000000, 0x000300fb, 0x000000dc, 0x00000f72, 0x000200f8, 0x00000f72, 0x00050041, 0x000000d9,
    0x00000f73, 0x000000d6, 0x000001ca, 0x0004003d, 0x00000006, 0x00000f74, 0x00000f73, 0x000500aa,
    0x00000008, 0x00000f75, 0x00000f74, 0x000000ee, 0x000300f7, 0x00000f84, 0x00000000, 0x000400fa,
    0x00000f75, 0x00000f76, 0x00000f84, 0x000200f8, 0x00000f76, 0x00050051, 0x00000006, 0x00000f78,
    0x00000d82, 0x00000000, 0x000300f7, 0x00000ff7, 0x00000000, 0x000300fb, 0x000000dc, 0x00000fa7,
    0x000200f8, 0x00000fa7, 0x000500c2, 0x00000006, 0x00000fa9, 0x00000f78, 0x000000d8, 0x000500c7,
    0x00000006, 0x00000faa, 0x00000fa9, 0x000000f9, 0x000500c7, 0x00000006, 0x00000fac, 0x00000f78,
    0x000000fd, 0x000500ac, 0x00000008, 0x00000fae, 0x00000fac, 0x00000100, 0x000300f7, 0x00000fb2,
    0x00000000, 0x000400fa, 0x00000fae, 0x00000faf, 0x00000fb2, 0x000200f8, 0x00000faf, 0x000500c5,
    0x00000006, 0x00000fb1, 0x00000faa, 0x00000105, 0x000200f9, 0x00000ff7, 0x000200f8, 0x00000fb2,
    0x000500ae, 0x00000008, 0x00000fb4, 0x00000fac, 0x00000109, 0x000300f7, 0x00000fb8, 0x00000000,
    0x000400fa, 0x00000fb4, 0x00000fb5, 0x00000fb8, 0x000200f8, 0x00000fb5, 0x000500c5, 0x00000006,
    0x00000fb7, 0x00000faa, 0x0000010e, 0x000200f9, 0x00000ff7, 0x000200f8, 0x00000fb8, 0x000500ae,
    0x00000008, 0x00000fba, 0x00000fac, 0x00000112, 0x000300f7, 0x00000fc8, 0x00000000, 0x000400fa,
    0x00000fba, 0x00000fbb, 0x00000fc8, 0x000200f8, 0x00000fbb, 0x00050082, 0x00000006, 0x00000fbd,
    0x00000fac, 0x00000118, 0x000500c2, 0x00000006, 0x00000fbf, 0x00000fbd, 0x0000011c, 0x000500c7,
    0x00000006, 0x00000fc0, 0x00000fbf, 0x000000ee, 0x00050080, 0x00000006, 0x00000fc1, 0x0000011a,
    0x00000fc0, 0x00050080, 0x00000006, 0x00000fc3, 0x00000fbd, 0x00000fc1, 0x000500c2, 0x00000006,
    0x00000fc6, 0x00000fc3, 0x0000011c, 0x000500c5, 0x00000006, 0x00000fc7, 0x00000faa, 0x00000fc6,
    0x000200f9, 0x00000ff7, 0x000200f8, 0x00000fc8, 0x000500b2, 0x00000008, 0x00000fca, 0x00000fac,
    0x00000128, 0x000300f7, 0x00000fcd, 0x00000000, 0x000400fa, 0x00000fca, 0x00000fcb, 0x00000fcd,
    0x000200f8, 0x00000fcb, 0x000200f9, 0x00000ff7, 0x000200f8, 0x00000fcd, 0x000500c2, 0x00000006,
    0x00000fcf, 0x00000fac, 0x00000130, 0x000500c7, 0x00000006, 0x00000fd1, 0x00000fac, 0x00000134,
    0x000500c5, 0x00000006, 0x00000fd2, 0x00000fd1, 0x00000136, 0x00050082, 0x00000006, 0x00000fd4,
    0x00000139, 0x00000fcf, 0x000500c2, 0x00000006, 0x00000fd7, 0x00000fd2, 0x00000fd4, 0x000500c4,
    0x00000006, 0x00000fda, 0x000000ee, 0x00000fd4, 0x00050082, 0x00000006, 0x00000fdb, 0x00000fda,
    0x000000ee, 0x000500c7, 0x00000006, 0x00000fdc, 0x00000fd2, 0x00000fdb, 0x00050082, 0x00000006,
    0x00000fde, 0x000045fc, 0x00000fcf, 0x000500c4, 0x00000006, 0x00000fdf, 0x000000ee, 0x00000fde,
    0x000500ac, 0x00000008, 0x00000fe2, 0x00000fdc, 0x00000fdf, 0x000400a8, 0x00000008, 0x00000fe3,
    0x00000fe2, 0x000300f7, 0x00000fee, 0x00000000, 0x000400fa, 0x00000fe3, 0x00000fe4, 0x00000fee,
    0x000200f8, 0x00000fe4, 0x000500aa, 0x00000008, 0x00000fe7, 0x00000fdc, 0x00000fdf, 0x000300f7,
    0x00000fec, 0x00000000, 0x000400fa, 0x00000fe7, 0x00000fe8, 0x00000fec, 0x000200f8, 0x00000fe8,
    0x000500c7, 0x00000006, 0x00000fea, 0x00000fd7, 0x000000ee, 0x000500ab, 0x00000008, 0x00000feb,
    0x00000fea, 0x000000dc, 0x000200f9, 0x00000fec, 0x000200f8, 0x00000fec, 0x000700f5, 0x00000008,
    0x00000fed, 0x00000fe7, 0x00000fe4, 0x00000feb, 0x00000fe8, 0x000200f9, 0x00000fee, 0x000200f8,
    0x00000fee, 0x000700f5, 0x00000008, 0x00000fef, 0x00000fe2, 0x00000fcd, 0x00000fed, 0x00000fec,
    0x000300f7, 0x00000ff3, 0x00000000, 0x000400fa, 0x00000fef, 0x00000ff0, 0x00000ff3, 0x000200f8,
    0x00000ff0, 0x00050080, 0x00000006, 0x00000ff2, 0x00000fd7, 0x000000ee, 0x000200f9, 0x00000ff3,
    0x000200f8, 0x00000ff3, 0x000700f5, 0x00000006, 0x0000430d, 0x00000fd7, 0x00000fee, 0x00000ff2,
    0x00000ff0, 0x000500c5, 0x00000006, 0x00000ff6, 0x00000faa, 0x0000430d, 0x000200f9, 0x00000ff7,
    0x000200f8, 0x00000ff7, 0x000d00f5, 0x00000006, 0x0000430e, 0x00000fb1, 0x00000faf, 0x00000fb7,
    0x00000fb5, 0x00000fc7, 0x00000fbb, 0x00000faa, 0x00000fcb, 0x00000ff6, 0x00000ff3, 0x00050051,
    0x00000006, 0x00000f7b, 0x00000d82, 0x00000001, 0x000300f7, 0x00001056, 0x00000000, 0x000300fb,
    0x000000dc, 0x00001006, 0x000200f8, 0x00001006, 0x000500c2, 0x00000006, 0x00001008, 0x00000f7b,
    0x000000d8, 0x000500c7, 0x00000006, 0x00001009, 0x00001008, 0x000000f9, 0x000500c7, 0x00000006,
    0x0000100b, 0x00000f7b, 0x000000fd, 0x000500ac, 0x00000008, 0x0000100d, 0x0000100b, 0x00000100,
    0x000300f7, 0x00001011, 0x00000000, 0x000400fa, 0x0000100d, 0x0000100e, 0x00001011, 0x000200f8,
    0x0000100e, 0x000500c5, 0x00000006, 0x00001010, 0x00001009, 0x00000105, 0x000200f9, 0x00001056,
    0x000200f8, 0x00001011, 0x000500ae, 0x00000008, 0x00001013, 0x0000100b, 0x00000109, 0x000300f7,
    0x00001017, 0x00000000, 0x000400fa, 0x00001013, 0x00001014, 0x00001017, 0x000200f8, 0x00001014,
    0x000500c5, 0x00000006, 0x00001016, 0x00001009, 0x0000010e, 0x000200f9, 0x00001056, 0x000200f8,
    0x00001017, 0x000500ae, 0x00000008, 0x00001019, 0x0000100b, 0x00000112, 0x000300f7, 0x00001027,
    0x00000000, 0x000400fa, 0x00001019, 0x0000101a, 0x00001027, 0x000200f8, 0x0000101a, 0x00050082,
    0x00000006, 0x0000101c, 0x0000100b, 0x00000118, 0x000500c2, 0x00000006, 0x0000101e, 0x0000101c,
    0x0000011c, 0x000500c7, 0x00000006, 0x0000101f, 0x0000101e, 0x000000ee, 0x00050080, 0x00000006,
    0x00001020, 0x0000011a, 0x0000101f, 0x00050080, 0x00000006, 0x00001022, 0x0000101c, 0x00001020,
    0x000500c2, 0x00000006, 0x00001025, 0x00001022, 0x0000011c, 0x000500c5, 0x00000006, 0x00001026,
    0x00001009, 0x00001025, 0x000200f9, 0x00001056, 0x000200f8, 0x00001027, 0x000500b2, 0x00000008,
    0x00001029, 0x0000100b, 0x00000128, 0x000300f7, 0x0000102c, 0x00000000, 0x000400fa, 0x00001029,
    0x0000102a, 0x0000102c, 0x000200f8, 0x0000102a, 0x000200f9, 0x00001056, 0x000200f8, 0x0000102c,
    0x000500c2, 0x00000006, 0x0000102e, 0x0000100b, 0x00000130, 0x000500c7, 0x00000006, 0x00001030,
    0x0000100b, 0x00000134, 0x000500c5, 0x00000006, 0x00001031, 0x00001030, 0x00000136, 0x00050082,
    0x00000006, 0x00001033, 0x00000139, 0x0000102e, 0x000500c2, 0x00000006, 0x00001036, 0x00001031,
    0x00001033, 0x000500c4, 0x00000006, 0x00001039, 0x000000ee, 0x00001033, 0x00050082, 0x00000006,
    0x0000103a, 0x00001039, 0x000000ee, 0x000500c7, 0x00000006, 0x0000103b, 0x00001031, 0x0000103a,
    0x00050082, 0x00000006, 0x0000103d, 0x000045fc, 0x0000102e, 0x000500c4, 0x00000006, 0x0000103e,
    0x000000ee, 0x0000103d, 0x000500ac, 0x00000008, 0x00001041, 0x0000103b, 0x0000103e, 0x000400a8,
    0x00000008, 0x00001042, 0x00001041, 0x000300f7, 0x0000104d, 0x00000000, 0x000400fa, 0x00001042,
    0x00001043, 0x0000104d, 0x000200f8, 0x00001043, 0x000500aa, 0x00000008, 0x00001046, 0x0000103b,
    0x0000103e, 0x000300f7, 0x0000104b, 0x00000000, 0x000400fa, 0x00001046, 0x00001047, 0x0000104b,
    0x000200f8, 0x00001047, 0x000500c7, 0x00000006, 0x00001049, 0x00001036, 0x000000ee, 0x000500ab,
    0x00000008, 0x0000104a, 0x00001049, 0x000000dc, 0x000200f9, 0x0000104b, 0x000200f8, 0x0000104b,
    0x000700f5, 0x00000008, 0x0000104c, 0x00001046, 0x00001043, 0x0000104a, 0x00001047, 0x000200f9,
    0x0000104d, 0x000200f8, 0x0000104d, 0x000700f5, 0x00000008, 0x0000104e, 0x00001041, 0x0000102c,
    0x0000104c, 0x0000104b, 0x000300f7, 0x00001052, 0x00000000, 0x000400fa, 0x0000104e, 0x0000104f,
    0x00001052, 0x000200f8, 0x0000104f, 0x00050080, 0x00000006, 0x00001051, 0x00001036, 0x000000ee,
    0x000200f9, 0x00001052, 0x000200f8, 0x00001052, 0x000700f5, 0x00000006, 0x00004311, 0x00001036,
    0x0000104d, 0x00001051, 0x0000104f, 0x000500c5, 0x00000006, 0x00001055, 0x00001009, 0x00004311,
    0x000200f9, 0x00001056, 0x000200f8, 0x00001056, 0x000d00f5, 0x00000006, 0x00004312, 0x00001010,
    0x0000100e, 0x00001016, 0x00001014, 0x00001026, 0x0000101a, 0x00001009, 0x0000102a, 0x00001055,
    0x00001052, 0x00050051, 0x00000006, 0x00000f7e, 0x00000d82, 0x00000002, 0x000300f7, 0x000010b5,
    0x00000000, 0x000300fb, 0x000000dc, 0x00001065, 0x000200f8, 0x00001065, 0x000500c2, 0x00000006,
    0x00001067, 0x00000f7e, 0x000000d8, 0x000500c7, 0x00000006, 0x00001068, 0x00001067, 0x000000f9,
    0x000500c7, 0x00000006, 0x0000106a, 0x00000f7e, 0x000000fd, 0x000500ac, 0x00000008, 0x0000106c,
    0x0000106a, 0x00000100, 0x000300f7, 0x00001070, 0x00000000, 0x000400fa, 0x0000106c, 0x0000106d,
    0x00001070, 0x000200f8, 0x0000106d, 0x000500c5, 0x00000006, 0x0000106f, 0x00001068, 0x00000105,
    0x000200f9, 0x000010b5, 0x000200f8, 0x00001070, 0x000500ae, 0x00000008, 0x00001072, 0x0000106a,
    0x00000109, 0x000300f7, 0x00001076, 0x00000000, 0x000400fa, 0x00001072, 0x00001073, 0x00001076,
    0x000200f8, 0x00001073, 0x000500c5, 0x00000006, 0x00001075, 0x00001068, 0x0000010e, 0x000200f9,
    0x000010b5, 0x000200f8, 0x00001076, 0x000500ae, 0x00000008, 0x00001078, 0x0000106a, 0x00000112,
    0x000300f7, 0x00001086, 0x00000000, 0x000400fa, 0x00001078, 0x00001079, 0x00001086, 0x000200f8,
    0x00001079, 0x00050082, 0x00000006, 0x0000107b, 0x0000106a, 0x00000118, 0x000500c2, 0x00000006,
    0x0000107d, 0x0000107b, 0x0000011c, 0x000500c7, 0x00000006, 0x0000107e, 0x0000107d, 0x000000ee,
    0x00050080, 0x00000006, 0x0000107f, 0x0000011a, 0x0000107e, 0x00050080, 0x00000006, 0x00001081,
    0x0000107b, 0x0000107f, 0x000500c2, 0x00000006, 0x00001084, 0x00001081, 0x0000011c, 0x000500c5,
    0x00000006, 0x00001085, 0x00001068, 0x00001084, 0x000200f9, 0x000010b5, 0x000200f8, 0x00001086,
    0x000500b2, 0x00000008, 0x00001088, 0x0000106a, 0x00000128, 0x000300f7, 0x0000108b, 0x00000000,
    0x000400fa, 0x00001088, 0x00001089, 0x0000108b, 0x000200f8, 0x00001089, 0x000200f9, 0x000010b5,
    0x000200f8, 0x0000108b, 0x000500c2, 0x00000006, 0x0000108d, 0x0000106a, 0x00000130, 0x000500c7,
    0x00000006, 0x0000108f, 0x0000106a, 0x00000134, 0x000500c5, 0x00000006, 0x00001090, 0x0000108f,
    0x00000136, 0x00050082, 0x00000006, 0x00001092, 0x00000139, 0x0000108d, 0x000500c2, 0x00000006,
    0x00001095, 0x00001090, 0x00001092, 0x000500c4, 0x00000006, 0x00001098, 0x000000ee, 0x00001092,
    0x00050082, 0x00000006, 0x00001099, 0x00001098, 0x000000ee, 0x000500c7, 0x00000006, 0x0000109a,
    0x00001090, 0x00001099, 0x00050082, 0x00000006, 0x0000109c, 0x000045fc, 0x0000108d, 0x000500c4,
    0x00000006, 0x0000109d, 0x000000ee, 0x0000109c, 0x000500ac, 0x00000008, 0x000010a0, 0x0000109a,
    0x0000109d, 0x000400a8, 0x00000008, 0x000010a1, 0x000010a0, 0x000300f7, 0x000010ac, 0x00000000,
    0x000400fa, 0x000010a1, 0x000010a2, 0x000010ac, 0x000200f8, 0x000010a2, 0x000500aa, 0x00000008,
    0x000010a5, 0x0000109a, 0x0000109d, 0x000300f7, 0x000010aa, 0x00000000, 0x000400fa, 0x000010a5,
    0x000010a6, 0x000010aa, 0x000200f8, 0x000010a6, 0x000500c7, 0x00000006, 0x000010a8, 0x00001095,
    0x000000ee, 0x000500ab, 0x00000008, 0x000010a9, 0x000010a8, 0x000000dc, 0x000200f9, 0x000010aa,
    0x000200f8, 0x000010aa, 0x000700f5, 0x00000008, 0x000010ab, 0x000010a5, 0x000010a2, 0x000010a9,
    0x000010a6, 0x000200f9, 0x000010ac, 0x000200f8, 0x000010ac, 0x000700f5, 0x00000008, 0x000010ad,
    0x000010a0, 0x0000108b, 0x000010ab, 0x000010aa, 0x000300f7, 0x000010b1, 0x00000000, 0x000400fa,
    0x000010ad, 0x000010ae, 0x000010b1, 0x000200f8, 0x000010ae, 0x00050080, 0x00000006, 0x000010b0,
    0x00001095, 0x000000ee, 0x000200f9, 0x000010b1, 0x000200f8, 0x000010b1, 0x000700f5, 0x00000006,
    0x00004315, 0x00001095, 0x000010ac, 0x000010b0, 0x000010ae, 0x000500c5, 0x00000006, 0x000010b4,
    0x00001068, 0x00004315, 0x000200f9, 0x000010b5, 0x000200f8, 0x000010b5, 0x000d00f5, 0x00000006,
    0x00004316, 0x0000106f, 0x0000106d, 0x00001075, 0x00001073, 0x00001085, 0x00001079, 0x00001068,
    0x00001089, 0x000010b4, 0x000010b1, 0x00050051, 0x00000006, 0x00000f81, 0x00000d82, 0x00000003,
    0x000300f7, 0x00001114, 0x00000000, 0x000300fb, 0x000000dc, 0x000010c4, 0x000200f8, 0x000010c4,
    0x000500c2, 0x00000006, 0x000010c6, 0x00000f81, 0x000000d8, 0x000500c7, 0x00000006, 0x000010c7,
    0x000010c6, 0x000000f9, 0x000500c7, 0x00000006, 0x000010c9, 0x00000f81, 0x000000fd, 0x000500ac,
    0x00000008, 0x000010cb, 0x000010c9, 0x00000100, 0x000300f7, 0x000010cf, 0x00000000, 0x000400fa,
    0x000010cb, 0x000010cc, 0x000010cf, 0x000200f8, 0x000010cc, 0x000500c5, 0x00000006, 0x000010ce,
    0x000010c7, 0x00000105, 0x000200f9, 0x00001114, 0x000200f8, 0x000010cf, 0x000500ae, 0x00000008,
    0x000010d1, 0x000010c9, 0x00000109, 0x000300f7, 0x000010d5, 0x00000000, 0x000400fa, 0x000010d1,
    0x000010d2, 0x000010d5, 0x000200f8, 0x000010d2, 0x000500c5, 0x00000006, 0x000010d4, 0x000010c7,
    0x0000010e, 0x000200f9, 0x00001114, 0x000200f8, 0x000010d5, 0x000500ae, 0x00000008, 0x000010d7,
    0x000010c9, 0x00000112, 0x000300f7, 0x000010e5, 0x00000000, 0x000400fa, 0x000010d7, 0x000010d8,
    0x000010e5, 0x000200f8, 0x000010d8, 0x00050082, 0x00000006, 0x000010da, 0x000010c9, 0x00000118,
    0x000500c2, 0x00000006, 0x000010dc, 0x000010da, 0x0000011c, 0x000500c7, 0x00000006, 0x000010dd,
    0x000010dc, 0x000000ee, 0x00050080, 0x00000006, 0x000010de, 0x0000011a, 0x000010dd, 0x00050080,
    0x00000006, 0x000010e0, 0x000010da, 0x000010de, 0x000500c2, 0x00000006, 0x000010e3, 0x000010e0,
    0x0000011c, 0x000500c5, 0x00000006, 0x000010e4, 0x000010c7, 0x000010e3, 0x000200f9, 0x00001114,
    0x000200f8, 0x000010e5, 0x000500b2, 0x00000008, 0x000010e7, 0x000010c9, 0x00000128, 0x000300f7,
    0x000010ea, 0x00000000, 0x000400fa, 0x000010e7, 0x000010e8, 0x000010ea, 0x000200f8, 0x000010e8,
    0x000200f9, 0x00001114, 0x000200f8, 0x000010ea, 0x000500c2, 0x00000006, 0x000010ec, 0x000010c9,
    0x00000130, 0x000500c7, 0x00000006, 0x000010ee, 0x000010c9, 0x00000134, 0x000500c5, 0x00000006,
    0x000010ef, 0x000010ee, 0x00000136, 0x00050082, 0x00000006, 0x000010f1, 0x00000139, 0x000010ec,
    0x000500c2, 0x00000006, 0x000010f4, 0x000010ef, 0x000010f1, 0x000500c4, 0x00000006, 0x000010f7,
    0x000000ee, 0x000010f1, 0x00050082, 0x00000006, 0x000010f8, 0x000010f7, 0x000000ee, 0x000500c7,
    0x00000006, 0x000010f9, 0x000010ef, 0x000010f8, 0x00050082, 0x00000006, 0x000010fb, 0x000045fc,
    0x000010ec, 0x000500c4, 0x00000006, 0x000010fc, 0x000000ee, 0x000010fb, 0x000500ac, 0x00000008,
    0x000010ff, 0x000010f9, 0x000010fc, 0x000400a8, 0x00000008, 0x00001100, 0x000010ff, 0x000300f7,
    0x0000110b, 0x00000000, 0x000400fa, 0x00001100, 0x00001101, 0x0000110b, 0x000200f8, 0x00001101,
    0x000500aa, 0x00000008, 0x00001104, 0x000010f9, 0x000010fc, 0x000300f7, 0x00001109, 0x00000000,
    0x000400fa, 0x00001104, 0x00001105, 0x00001109, 0x000200f8, 0x00001105, 0x000500c7, 0x00000006,
    0x00001107, 0x000010f4, 0x000000ee, 0x000500ab, 0x00000008, 0x00001108, 0x00001107, 0x000000dc,
    0x000200f9, 0x00001109, 0x000200f8, 0x00001109, 0x000700f5, 0x00000008, 0x0000110a, 0x00001104,
    0x00001101, 0x00001108, 0x00001105, 0x000200f9, 0x0000110b, 0x000200f8, 0x0000110b, 0x000700f5,
    0x00000008, 0x0000110c, 0x000010ff, 0x000010ea, 0x0000110a, 0x00001109, 0x000300f7, 0x00001110,
    0x00000000, 0x000400fa, 0x0000110c, 0x0000110d, 0x00001110, 0x000200f8, 0x0000110d, 0x00050080,
    0x00000006, 0x0000110f, 0x000010f4, 0x000000ee, 0x000200f9, 0x00001110, 0x000200f8, 0x00001110,
    0x000700f5, 0x00000006, 0x00004319, 0x000010f4, 0x0000110b, 0x0000110f, 0x0000110d, 0x000500c5,
    0x00000006, 0x00001113, 0x000010c7, 0x00004319, 0x000200f9, 0x00001114, 0x000200f8, 0x00001114,
    0x000d00f5, 0x00000006, 0x0000431a, 0x000010ce, 0x000010cc, 0x000010d4, 0x000010d2, 0x000010e4,
    0x000010d8, 0x000010c7, 0x000010e8, 0x00001113, 0x00001110, 0x00070050, 0x00000045, 0x00000f83,
    0x0000430e, 0x00004312, 0x00004316, 0x0000431a, 0x000200f9, 0x00000f98, 0x000200f8, 0x00000f84,
    0x000500aa, 0x00000008, 0x00000f87, 0x00000f74, 0x000001b3, 0x000300f7, 0x00000f96, 0x00000000,
    0x000400fa, 0x00000f87, 0x00000f88, 0x00000f96, 0x000200f8, 0x00000f88, 0x00050051, 0x00000006,
    0x00000f8a, 0x00000d82, 0x00000000, 0x000300f7, 0x0000112a, 0x00000000, 0x000300fb, 0x000000dc,
    0x0000111a, 0x000200f8, 0x0000111a, 0x000500c7, 0x00000006, 0x0000111c, 0x00000f8a, 0x000000fd,
    0x000500ac, 0x00000008, 0x0000111d, 0x0000111c, 0x00000100, 0x000300f7, 0x00001122, 0x00000000,
    0x000400fa, 0x0000111d, 0x0000111e, 0x00001122, 0x000200f8, 0x0000111e, 0x000500c2, 0x00000006,
    0x00001120, 0x00000f8a, 0x000000d8, 0x000500c5, 0x00000006, 0x00001121, 0x00001120, 0x0000019f,
    0x000200f9, 0x0000112a, 0x000200f8, 0x00001122, 0x00050080, 0x00000006, 0x00001124, 0x00000f8a,
    0x000001a3, 0x000500c2, 0x00000006, 0x00001126, 0x00000f8a, 0x000000d8, 0x000500c7, 0x00000006,
    0x00001127, 0x00001126, 0x000000ee, 0x00050080, 0x00000006, 0x00001128, 0x00001124, 0x00001127,
    0x000500c2, 0x00000006, 0x00001129, 0x00001128, 0x000000d8, 0x000200f9, 0x0000112a, 0x000200f8,
    0x0000112a, 0x000700f5, 0x00000006, 0x00004307, 0x00001121, 0x0000111e, 0x00001129, 0x00001122,
    0x00050051, 0x00000006, 0x00000f8d, 0x00000d82, 0x00000001, 0x000300f7, 0x00001140, 0x00000000,
    0x000300fb, 0x000000dc, 0x00001130, 0x000200f8, 0x00001130, 0x000500c7, 0x00000006, 0x00001132,
    0x00000f8d, 0x000000fd, 0x000500ac, 0x00000008, 0x00001133, 0x00001132, 0x00000100, 0x000300f7,
    0x00001138, 0x00000000, 0x000400fa, 0x00001133, 0x00001134, 0x00001138, 0x000200f8, 0x00001134,
    0x000500c2, 0x00000006, 0x00001136, 0x00000f8d, 0x000000d8, 0x000500c5, 0x00000006, 0x00001137,
    0x00001136, 0x0000019f, 0x000200f9, 0x00001140, 0x000200f8, 0x00001138, 0x00050080, 0x00000006,
    0x0000113a, 0x00000f8d, 0x000001a3, 0x000500c2, 0x00000006, 0x0000113c, 0x00000f8d, 0x000000d8,
    0x000500c7, 0x00000006, 0x0000113d, 0x0000113c, 0x000000ee, 0x00050080, 0x00000006, 0x0000113e,
    0x0000113a, 0x0000113d, 0x000500c2, 0x00000006, 0x0000113f, 0x0000113e, 0x000000d8, 0x000200f9,
    0x00001140, 0x000200f8, 0x00001140, 0x000700f5, 0x00000006, 0x00004308, 0x00001137, 0x00001134,
    0x0000113f, 0x00001138, 0x00050051, 0x00000006, 0x00000f90, 0x00000d82, 0x00000002, 0x000300f7,
    0x00001156, 0x00000000, 0x000300fb, 0x000000dc, 0x00001146, 0x000200f8, 0x00001146, 0x000500c7,
    0x00000006, 0x00001148, 0x00000f90, 0x000000fd, 0x000500ac, 0x00000008, 0x00001149, 0x00001148,
    0x00000100, 0x000300f7, 0x0000114e, 0x00000000, 0x000400fa, 0x00001149, 0x0000114a, 0x0000114e,
    0x000200f8, 0x0000114a, 0x000500c2, 0x00000006, 0x0000114c, 0x00000f90, 0x000000d8, 0x000500c5,
    0x00000006, 0x0000114d, 0x0000114c, 0x0000019f, 0x000200f9, 0x00001156, 0x000200f8, 0x0000114e,
    0x00050080, 0x00000006, 0x00001150, 0x00000f90, 0x000001a3, 0x000500c2, 0x00000006, 0x00001152,
    0x00000f90, 0x000000d8, 0x000500c7, 0x00000006, 0x00001153, 0x00001152, 0x000000ee, 0x00050080,
    0x00000006, 0x00001154, 0x00001150, 0x00001153, 0x000500c2, 0x00000006, 0x00001155, 0x00001154,
    0x000000d8, 0x000200f9, 0x00001156, 0x000200f8, 0x00001156, 0x000700f5, 0x00000006, 0x00004309,
    0x0000114d, 0x0000114a, 0x00001155, 0x0000114e, 0x00050051, 0x00000006, 0x00000f93, 0x00000d82,
    0x00000003, 0x000300f7, 0x0000116c, 0x00000000, 0x000300fb, 0x000000dc, 0x0000115c, 0x000200f8,
    0x0000115c, 0x000500c7, 0x00000006, 0x0000115e, 0x00000f93, 0x000000fd, 0x000500ac, 0x00000008,
    0x0000115f, 0x0000115e, 0x00000100, 0x000300f7, 0x00001164, 0x00000000, 0x000400fa, 0x0000115f,
    0x00001160, 0x00001164, 0x000200f8, 0x00001160, 0x000500c2, 0x00000006, 0x00001162, 0x00000f93,
    0x000000d8, 0x000500c5, 0x00000006, 0x00001163, 0x00001162, 0x0000019f, 0x000200f9, 0x0000116c,
    0x000200f8, 0x00001164, 0x00050080, 0x00000006, 0x00001166, 0x00000f93, 0x000001a3, 0x000500c2,
    0x00000006, 0x00001168, 0x00000f93, 0x000000d8, 0x000500c7, 0x00000006, 0x00001169, 0x00001168,
    0x000000ee, 0x00050080, 0x00000006, 0x0000116a, 0x00001166, 0x00001169, 0x000500c2, 0x00000006,
    0x0000116b, 0x0000116a, 0x000000d8, 0x000200f9, 0x0000116c, 0x000200f8, 0x0000116c, 0x000700f5,
    0x00000006, 0x0000430a, 0x00001163, 0x00001160, 0x0000116b, 0x00001164, 0x00070050, 0x00000045,
    0x00000f95, 0x00004307, 0x00004308, 0x00004309, 0x0000430a, 0x000200f9, 0x00000f98, 0x000200f8,
    0x00000f96, 0x000200f9, 0x00000f98, 0x000200f8, 0x00000f98, 0x000900f5, 0x00000045, 0x0000431b,
    0x00000f83, 0x00001114, 0x00000f95, 0x0000116c, 0x00000d82, 0x00000f96, 0x000200f9, 0x00000d2e,
    0x000200f8, 0x00000d2e, 0x000700f5, 0x0000003f, 0x00004528, 0x00004302, 0x00000f98, 0x00004303,
    0x000011e8, 0x000700f5, 0x00000045, 0x000043c3, 0x0000431b, 0x00000f98, 0x00004266, 0x000011e8,
    0x00070050, 0x00000045, 0x00000d32, 0x00000d14, 0x00000d14, 0x00000d14, 0x00000d14, 0x000500b0,
    0x000000aa, 0x00000d33, 0x00000d45, 0x00000d32, 0x0003003e, 0x00000d10, 0x000043c3, 0x0003003e,
    0x00000d11, 0x00000d33, 0x00050086, 0x00000006, 0x000020dd, 0x00000d16, 0x000001b3, 0x00050084,
    0x00000006, 0x000020df, 0x000001b3, 0x0000420e, 0x00050080, 0x00000006, 0x000020e0, 0x000020dd,
    0x000020df, 0x000200f9, 0x000020e1, 0x000200f8, 0x000020e1, 0x000700f5, 0x00000006, 0x000043c8,
    0x000020e0, 0x00000d2e, 0x00002126, 0x00002122, 0x000700f5, 0x00000006, 0x000043c4, 0x000000dc,
    0x00000d2e, 0x00002124, 0x00002122, 0x000500b0, 0x00000008, 0x000020e4, 0x000043c4, 0x000001b3,
    0x000400f6, 0x00002127, 0x00002122, 0x00000000, 0x000400fa, 0x000020e4, 0x000020e5, 0x00002127,
    0x000200f8, 0x000020e5, 0x00050084, 0x00000006, 0x000020e7, 0x000001b3, 0x000043c4, 0x00050041,
    0x00000007, 0x000020e8, 0x00000d10, 0x000020e7, 0x0004003d, 0x00000006, 0x000020e9, 0x000020e8,
    0x000500c7, 0x00000006, 0x000020ea, 0x000020e9, 0x000000f2, 0x00050080, 0x00000006, 0x000020ed,
    0x000020e7, 0x000000ee, 0x00050041, 0x00000007, 0x000020ee, 0x00000d10, 0x000020ed, 0x0004003d,
    0x00000006, 0x000020ef, 0x000020ee, 0x000500c7, 0x00000006, 0x000020f0, 0x000020ef, 0x000000f2,
    0x000500c4, 0x00000006, 0x000020f1, 0x000020f0, 0x000000ec, 0x00050041, 0x0000004b, 0x000020f4,
    0x00000d11, 0x000020e7, 0x0004003d, 0x00000008, 0x000020f5, 0x000020f4, 0x000300f7, 0x000020fc,
    0x00000000, 0x000400fa, 0x000020f5, 0x000020f6, 0x000020fc, 0x000200f8, 0x000020f6, 0x00050041,
    0x0000004b, 0x000020fa, 0x00000d11, 0x000020ed, 0x0004003d, 0x00000008, 0x000020fb, 0x000020fa,
    0x000200f9, 0x000020fc, 0x000200f8, 0x000020fc, 0x000700f5, 0x00000008, 0x000020fd, 0x000020f5,
    0x000020e5, 0x000020fb, 0x000020f6, 0x000300f7, 0x00002121, 0x00000000, 0x000400fa, 0x000020fd,
    0x000020fe, 0x00002104, 0x000200f8, 0x00002104, 0x0004003d, 0x00000008, 0x00002108, 0x000020f4,
    0x000300f7, 0x00002120, 0x00000000, 0x000400fa, 0x00002108, 0x00002109, 0x00002111, 0x000200f8,
    0x00002111, 0x00050041, 0x0000004b, 0x00002115, 0x00000d11, 0x000020ed, 0x0004003d, 0x00000008,
    0x00002116, 0x00002115, 0x000300f7, 0x0000211f, 0x00000000, 0x000400fa, 0x00002116, 0x00002117,
    0x0000211f, 0x000200f8, 0x00002117, 0x00060041, 0x000003fe, 0x00002119, 0x000003f7, 0x00000215,
    0x000043c8, 0x000700f0, 0x00000006, 0x0000211a, 0x00002119, 0x000000ee, 0x000000dc, 0x000000f2,
    0x000700f1, 0x00000006, 0x0000211e, 0x00002119, 0x000000ee, 0x000000dc, 0x000020f1, 0x000200f9,
    0x0000211f, 0x000200f8, 0x0000211f, 0x000200f9, 0x00002120, 0x000200f8, 0x00002109, 0x00060041,
    0x000003fe, 0x0000210b, 0x000003f7, 0x00000215, 0x000043c8, 0x000700f0, 0x00000006, 0x0000210c,
    0x0000210b, 0x000000ee, 0x000000dc, 0x00000667, 0x000700f1, 0x00000006, 0x00002110, 0x0000210b,
    0x000000ee, 0x000000dc, 0x000020ea, 0x000200f9, 0x00002120, 0x000200f8, 0x00002120, 0x000200f9,
    0x00002121, 0x000200f8, 0x000020fe, 0x000500c5, 0x00000006, 0x00002102, 0x000020ea, 0x000020f1,
    0x00060041, 0x000003fe, 0x00002103, 0x000003f7, 0x00000215, 0x000043c8, 0x0003003e, 0x00002103,
    0x00002102, 0x000200f9, 0x00002121, 0x000200f8, 0x00002121, 0x000200f9, 0x00002122, 0x000200f8,
    0x00002122, 0x00050080, 0x00000006, 0x00002124, 0x000043c4, 0x00000214, 0x00050080, 0x00000006,
    0x00002126, 0x000043c8, 0x00000214, 0x000200f9, 0x000020e1, 0x000200f8, 0x00002127, 0x000200f9,
    0x00000d37, 0x000200f8, 0x00000d37, 0x00050080, 0x00000006, 0x00000d3a, 0x0000420e, 0x0000091c,
    0x000200f9, 0x00000d1d, 0x000200f8, 0x00000d3b, 0x000200f9, 0x0000099f, 0x000200f8, 0x0000094b,
    0x00050041, 0x000000d9, 0x00000950, 0x000000d6, 0x000001b0, 0x0004003d, 0x00000006, 0x00000951,
    0x00000950, 0x000500aa, 0x00000008, 0x00000952, 0x00000951, 0x000000dc, 0x000300f7, 0x00000954,
    0x00000000, 0x000400fa, 0x00000952, 0x00000953, 0x00000954, 0x000200f8, 0x00000953, 0x00050041,
    0x00000697, 0x00000956, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000957, 0x00000956,
    0x000200f9, 0x00000958, 0x000200f8, 0x00000958, 0x000700f5, 0x00000006, 0x000040d1, 0x00000957,
    0x00000953, 0x00000969, 0x0000095b, 0x00050041, 0x000000d9, 0x0000095e, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x0000095f, 0x0000095e, 0x000500b0, 0x00000008, 0x00000960, 0x000040d1,
    0x0000095f, 0x000400f6, 0x0000095a, 0x0000095b, 0x00000000, 0x000400fa, 0x00000960, 0x00000959,
    0x0000095a, 0x000200f8, 0x00000959, 0x00070050, 0x00000045, 0x00002130, 0x000040d1, 0x000040d1,
    0x000040d1, 0x000040d1, 0x00070050, 0x00000045, 0x00002132, 0x0000091c, 0x0000091c, 0x0000091c,
    0x0000091c, 0x00050084, 0x00000045, 0x00002133, 0x00000612, 0x00002132, 0x00050080, 0x00000045,
    0x00002134, 0x00002130, 0x00002133, 0x0003003e, 0x00002128, 0x00002134, 0x000300f7, 0x000021c1,
    0x00000000, 0x000300fb, 0x000000dc, 0x00002166, 0x000200f8, 0x00002166, 0x0003003e, 0x0000214b,
    0x00002134, 0x000200f9, 0x000021c9, 0x000200f8, 0x000021c9, 0x000700f5, 0x00000006, 0x000040d2,
    0x000000dc, 0x00002166, 0x000021ef, 0x000021ed, 0x000500b0, 0x00000008, 0x000021cc, 0x000040d2,
    0x000002bd, 0x000400f6, 0x000021f0, 0x000021ed, 0x00000000, 0x000400fa, 0x000021cc, 0x000021cd,
    0x000021f0, 0x000200f8, 0x000021cd, 0x00050041, 0x000000d9, 0x000021d0, 0x000000d6, 0x00000449,
    0x0004003d, 0x00000006, 0x000021d1, 0x000021d0, 0x000500aa, 0x00000008, 0x000021d2, 0x000000dc,
    0x000021d1, 0x000300f7, 0x000021ea, 0x00000000, 0x000400fa, 0x000021d2, 0x000021d3, 0x000021d8,
    0x000200f8, 0x000021d8, 0x00050041, 0x000000d9, 0x000021d9, 0x000000d6, 0x00000456, 0x0004003d,
    0x00000006, 0x000021da, 0x000021d9, 0x00050041, 0x00000007, 0x000021e1, 0x0000214b, 0x000040d2,
    0x0004003d, 0x00000006, 0x000021e2, 0x000021e1, 0x00050082, 0x00000006, 0x000021e5, 0x0000095f,
    0x000000ee, 0x0007000c, 0x00000006, 0x000021e6, 0x00000001, 0x00000026, 0x000021e2, 0x000021e5,
    0x00050080, 0x00000006, 0x000021e7, 0x000021da, 0x000021e6, 0x00060041, 0x000003fe, 0x000021e8,
    0x00000475, 0x00000215, 0x000021e7, 0x0004003d, 0x00000006, 0x000021e9, 0x000021e8, 0x000200f9,
    0x000021ea, 0x000200f8, 0x000021d3, 0x00050041, 0x00000007, 0x000021d5, 0x0000214b, 0x000040d2,
    0x0004003d, 0x00000006, 0x000021d6, 0x000021d5, 0x000300f7, 0x00002223, 0x00000000, 0x000300fb,
    0x000000dc, 0x000021fb, 0x000200f8, 0x000021fb, 0x00050041, 0x000000d9, 0x000021fc, 0x000000d6,
    0x0000020e, 0x0004003d, 0x00000006, 0x000021fd, 0x000021fc, 0x000500ab, 0x00000008, 0x000021fe,
    0x000021fd, 0x000000dc, 0x000400a8, 0x00000008, 0x000021ff, 0x000021fe, 0x000300f7, 0x00002205,
    0x00000000, 0x000400fa, 0x000021ff, 0x00002200, 0x00002205, 0x000200f8, 0x00002200, 0x000500ae,
    0x00000008, 0x00002204, 0x000021d6, 0x0000095f, 0x000200f9, 0x00002205, 0x000200f8, 0x00002205,
    0x000700f5, 0x00000008, 0x00002206, 0x000021fe, 0x000021fb, 0x00002204, 0x00002200, 0x000400a8,
    0x00000008, 0x00002207, 0x00002206, 0x000300f7, 0x0000220b, 0x00000000, 0x000400fa, 0x00002207,
    0x00002208, 0x0000220b, 0x000200f8, 0x00002208, 0x00050041, 0x000000d9, 0x00002227, 0x000000d6,
    0x000000d8, 0x0004003d, 0x00000006, 0x00002228, 0x00002227, 0x000500ab, 0x00000008, 0x00002229,
    0x00002228, 0x000000dc, 0x000300f7, 0x00002232, 0x00000000, 0x000400fa, 0x00002229, 0x0000222a,
    0x00002232, 0x000200f8, 0x0000222a, 0x00050041, 0x000000d9, 0x0000222c, 0x000000d6, 0x000000e1,
    0x0004003d, 0x00000006, 0x0000222d, 0x0000222c, 0x00050080, 0x00000006, 0x0000222e, 0x000021d6,
    0x0000222d, 0x000500ae, 0x00000008, 0x00002231, 0x0000222e, 0x00002228, 0x000200f9, 0x00002232,
    0x000200f8, 0x00002232, 0x000700f5, 0x00000008, 0x00002233, 0x00002229, 0x00002208, 0x00002231,
    0x0000222a, 0x000200f9, 0x0000220b, 0x000200f8, 0x0000220b, 0x000700f5, 0x00000008, 0x0000220c,
    0x00002206, 0x00002205, 0x00002233, 0x00002232, 0x000300f7, 0x0000220e, 0x00000000, 0x000400fa,
    0x0000220c, 0x0000220d, 0x0000220e, 0x000200f8, 0x0000220d, 0x000200f9, 0x00002223, 0x000200f8,
    0x0000220e, 0x00050041, 0x000000d9, 0x0000220f, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006,
    0x00002210, 0x0000220f, 0x00050080, 0x00000006, 0x00002212, 0x00002210, 0x000021d6, 0x000300f7,
    0x00002221, 0x00000000, 0x000400fa, 0x00000943, 0x00002216, 0x0000221d, 0x000200f8, 0x0000221d,
    0x00060041, 0x000003fe, 0x0000221f, 0x0000042a, 0x00000215, 0x00002212, 0x0004003d, 0x00000006,
    0x00002220, 0x0000221f, 0x000200f9, 0x00002221, 0x000200f8, 0x00002216, 0x00050086, 0x00000006,
    0x00002218, 0x00002212, 0x000001b3, 0x00060041, 0x000003fe, 0x00002219, 0x0000042a, 0x00000215,
    0x00002218, 0x0004003d, 0x00000006, 0x0000221a, 0x00002219, 0x000500c7, 0x00000006, 0x00002238,
    0x00002212, 0x000000ee, 0x00050084, 0x00000006, 0x00002239, 0x000000ec, 0x00002238, 0x000500c2,
    0x00000006, 0x0000223a, 0x0000221a, 0x00002239, 0x000500c7, 0x00000006, 0x0000223b, 0x0000223a,
    0x000000f2, 0x000200f9, 0x00002221, 0x000200f8, 0x00002221, 0x000700f5, 0x00000006, 0x00004205,
    0x0000223b, 0x00002216, 0x00002220, 0x0000221d, 0x000200f9, 0x00002223, 0x000200f8, 0x00002223,
    0x000700f5, 0x00000006, 0x00004206, 0x000000dc, 0x0000220d, 0x00004205, 0x00002221, 0x000200f9,
    0x000021ea, 0x000200f8, 0x000021ea, 0x000700f5, 0x00000006, 0x00004207, 0x00004206, 0x00002223,
    0x000021e9, 0x000021d8, 0x00050041, 0x00000007, 0x000021ec, 0x000021c4, 0x000040d2, 0x0003003e,
    0x000021ec, 0x00004207, 0x000200f9, 0x000021ed, 0x000200f8, 0x000021ed, 0x00050080, 0x00000006,
    0x000021ef, 0x000040d2, 0x00000214, 0x000200f9, 0x000021c9, 0x000200f8, 0x000021f0, 0x0004003d,
    0x00000045, 0x000021f1, 0x000021c4, 0x00050041, 0x000000d9, 0x00002169, 0x000000d6, 0x0000055e,
    0x0004003d, 0x00000006, 0x0000216a, 0x00002169, 0x000500ac, 0x00000008, 0x0000216b, 0x0000216a,
    0x000000ee, 0x000300f7, 0x00002170, 0x00000000, 0x000400fa, 0x0000216b, 0x0000216c, 0x0000216f,
    0x000200f8, 0x0000216f, 0x000200f9, 0x00002170, 0x000200f8, 0x0000216c, 0x0003003e, 0x0000214f,
    0x00002134, 0x000200f9, 0x00002242, 0x000200f8, 0x00002242, 0x000700f5, 0x00000006, 0x000040d3,
    0x000000dc, 0x0000216c, 0x00002268, 0x00002266, 0x000500b0, 0x00000008, 0x00002245, 0x000040d3,
    0x000002bd, 0x000400f6, 0x00002269, 0x00002266, 0x00000000, 0x000400fa, 0x00002245, 0x00002246,
    0x00002269, 0x000200f8, 0x00002246, 0x00050041, 0x000000d9, 0x00002249, 0x000000d6, 0x00000449,
    0x0004003d, 0x00000006, 0x0000224a, 0x00002249, 0x000500aa, 0x00000008, 0x0000224b, 0x000000ee,
    0x0000224a, 0x000300f7, 0x00002263, 0x00000000, 0x000400fa, 0x0000224b, 0x0000224c, 0x00002251,
    0x000200f8, 0x00002251, 0x00050041, 0x000000d9, 0x00002252, 0x000000d6, 0x00000456, 0x0004003d,
    0x00000006, 0x00002253, 0x00002252, 0x00050041, 0x000000d9, 0x00002255, 0x000000d6, 0x0000045a,
    0x0004003d, 0x00000006, 0x00002256, 0x00002255, 0x00050080, 0x00000006, 0x00002258, 0x00002253,
    0x00002256, 0x00050041, 0x00000007, 0x0000225a, 0x0000214f, 0x000040d3, 0x0004003d, 0x00000006,
    0x0000225b, 0x0000225a, 0x00050082, 0x00000006, 0x0000225e, 0x0000095f, 0x000000ee, 0x0007000c,
    0x00000006, 0x0000225f, 0x00000001, 0x00000026, 0x0000225b, 0x0000225e, 0x00050080, 0x00000006,
    0x00002260, 0x00002258, 0x0000225f, 0x00060041, 0x000003fe, 0x00002261, 0x00000475, 0x00000215,
    0x00002260, 0x0004003d, 0x00000006, 0x00002262, 0x00002261, 0x000200f9, 0x00002263, 0x000200f8,
    0x0000224c, 0x00050041, 0x00000007, 0x0000224e, 0x0000214f, 0x000040d3, 0x0004003d, 0x00000006,
    0x0000224f, 0x0000224e, 0x000300f7, 0x0000229c, 0x00000000, 0x000300fb, 0x000000dc, 0x00002274,
    0x000200f8, 0x00002274, 0x00050041, 0x000000d9, 0x00002275, 0x000000d6, 0x0000020e, 0x0004003d,
    0x00000006, 0x00002276, 0x00002275, 0x000500ab, 0x00000008, 0x00002277, 0x00002276, 0x000000dc,
    0x000400a8, 0x00000008, 0x00002278, 0x00002277, 0x000300f7, 0x0000227e, 0x00000000, 0x000400fa,
    0x00002278, 0x00002279, 0x0000227e, 0x000200f8, 0x00002279, 0x000500ae, 0x00000008, 0x0000227d,
    0x0000224f, 0x0000095f, 0x000200f9, 0x0000227e, 0x000200f8, 0x0000227e, 0x000700f5, 0x00000008,
    0x0000227f, 0x00002277, 0x00002274, 0x0000227d, 0x00002279, 0x000400a8, 0x00000008, 0x00002280,
    0x0000227f, 0x000300f7, 0x00002284, 0x00000000, 0x000400fa, 0x00002280, 0x00002281, 0x00002284,
    0x000200f8, 0x00002281, 0x00050041, 0x000000d9, 0x000022a0, 0x000000d6, 0x000000d8, 0x0004003d,
    0x00000006, 0x000022a1, 0x000022a0, 0x000500ab, 0x00000008, 0x000022a2, 0x000022a1, 0x000000dc,
    0x000300f7, 0x000022ab, 0x00000000, 0x000400fa, 0x000022a2, 0x000022a3, 0x000022ab, 0x000200f8,
    0x000022a3, 0x00050041, 0x000000d9, 0x000022a5, 0x000000d6, 0x000000e1, 0x0004003d, 0x00000006,
    0x000022a6, 0x000022a5, 0x00050080, 0x00000006, 0x000022a7, 0x0000224f, 0x000022a6, 0x000500ae,
    0x00000008, 0x000022aa, 0x000022a7, 0x000022a1, 0x000200f9, 0x000022ab, 0x000200f8, 0x000022ab,
    0x000700f5, 0x00000008, 0x000022ac, 0x000022a2, 0x00002281, 0x000022aa, 0x000022a3, 0x000200f9,
    0x00002284, 0x000200f8, 0x00002284, 0x000700f5, 0x00000008, 0x00002285, 0x0000227f, 0x0000227e,
    0x000022ac, 0x000022ab, 0x000300f7, 0x00002287, 0x00000000, 0x000400fa, 0x00002285, 0x00002286,
    0x00002287, 0x000200f8, 0x00002286, 0x000200f9, 0x0000229c, 0x000200f8, 0x00002287, 0x00050041,
    0x000000d9, 0x00002288, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00002289, 0x00002288,
    0x00050080, 0x00000006, 0x0000228b, 0x00002289, 0x0000224f, 0x000300f7, 0x0000229a, 0x00000000,
    0x000400fa, 0x00000943, 0x0000228f, 0x00002296, 0x000200f8, 0x00002296, 0x00060041, 0x000003fe,
    0x00002298, 0x0000042a, 0x00000215, 0x0000228b, 0x0004003d, 0x00000006, 0x00002299, 0x00002298,
    0x000200f9, 0x0000229a, 0x000200f8, 0x0000228f, 0x00050086, 0x00000006, 0x00002291, 0x0000228b,
    0x000001b3, 0x00060041, 0x000003fe, 0x00002292, 0x0000042a, 0x00000215, 0x00002291, 0x0004003d,
    0x00000006, 0x00002293, 0x00002292, 0x000500c7, 0x00000006, 0x000022b1, 0x0000228b, 0x000000ee,
    0x00050084, 0x00000006, 0x000022b2, 0x000000ec, 0x000022b1, 0x000500c2, 0x00000006, 0x000022b3,
    0x00002293, 0x000022b2, 0x000500c7, 0x00000006, 0x000022b4, 0x000022b3, 0x000000f2, 0x000200f9,
    0x0000229a, 0x000200f8, 0x0000229a, 0x000700f5, 0x00000006, 0x000041fc, 0x000022b4, 0x0000228f,
    0x00002299, 0x00002296, 0x000200f9, 0x0000229c, 0x000200f8, 0x0000229c, 0x000700f5, 0x00000006,
    0x000041fd, 0x000000dc, 0x00002286, 0x000041fc, 0x0000229a, 0x000200f9, 0x00002263, 0x000200f8,
    0x00002263, 0x000700f5, 0x00000006, 0x000041fe, 0x000041fd, 0x0000229c, 0x00002262, 0x00002251,
    0x00050041, 0x00000007, 0x00002265, 0x0000223d, 0x000040d3, 0x0003003e, 0x00002265, 0x000041fe,
    0x000200f9, 0x00002266, 0x000200f8, 0x00002266, 0x00050080, 0x00000006, 0x00002268, 0x000040d3,
    0x00000214, 0x000200f9, 0x00002242, 0x000200f8, 0x00002269, 0x0004003d, 0x00000045, 0x0000226a,
    0x0000223d, 0x000200f9, 0x00002170, 0x000200f8, 0x00002170, 0x000700f5, 0x00000045, 0x000040d4,
    0x0000226a, 0x00002269, 0x000002dd, 0x0000216f, 0x00050041, 0x000000d9, 0x000022b7, 0x000000d6,
    0x000001ca, 0x0004003d, 0x00000006, 0x000022b8, 0x000022b7, 0x000500aa, 0x00000008, 0x000022b9,
    0x000022b8, 0x000000dc, 0x000400a8, 0x00000008, 0x000022ba, 0x000022b9, 0x000300f7, 0x000022bf,
    0x00000000, 0x000400fa, 0x000022ba, 0x000022bb, 0x000022bf, 0x000200f8, 0x000022bb, 0x000500aa,
    0x00000008, 0x000022be, 0x000022b8, 0x000000ee, 0x000200f9, 0x000022bf, 0x000200f8, 0x000022bf,
    0x000700f5, 0x00000008, 0x000022c0, 0x000022b9, 0x00002170, 0x000022be, 0x000022bb, 0x000400a8,
    0x00000008, 0x000022c1, 0x000022c0, 0x000300f7, 0x000022c6, 0x00000000, 0x000400fa, 0x000022c1,
    0x000022c2, 0x000022c6, 0x000200f8, 0x000022c2, 0x000500aa, 0x00000008, 0x000022c5, 0x000022b8,
    0x000001b3, 0x000200f9, 0x000022c6, 0x000200f8, 0x000022c6, 0x000700f5, 0x00000008, 0x000022c7,
    0x000022c0, 0x000022bf, 0x000022c5, 0x000022c2, 0x000300f7, 0x0000217b, 0x00000000, 0x000400fa,
    0x000022c7, 0x00002173, 0x00002179, 0x000200f8, 0x00002179, 0x000200f9, 0x0000217b, 0x000200f8,
    0x00002173, 0x00050041, 0x000000d9, 0x000022cc, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006,
    0x000022cd, 0x000022cc, 0x000500aa, 0x00000008, 0x000022ce, 0x000022cd, 0x000001b3, 0x000300f7,
    0x000022d4, 0x00000000, 0x000400fa, 0x000022ce, 0x000022cf, 0x000022d1, 0x000200f8, 0x000022d1,
    0x00050051, 0x00000006, 0x000022dd, 0x000021f1, 0x00000000, 0x000300f7, 0x00002302, 0x00000000,
    0x000300fb, 0x000000dc, 0x000022f0, 0x000200f8, 0x000022f0, 0x000500aa, 0x00000008, 0x000022f3,
    0x000022b8, 0x000001b3, 0x000300f7, 0x000022f7, 0x00000000, 0x000400fa, 0x000022f3, 0x000022f4,
    0x000022f7, 0x000200f8, 0x000022f4, 0x000500c4, 0x00000006, 0x00002307, 0x000022dd, 0x000000d8,
    0x000200f9, 0x00002302, 0x000200f8, 0x000022f7, 0x000500aa, 0x00000008, 0x000022fa, 0x000022b8,
    0x000000ee, 0x000300f7, 0x00002300, 0x00000000, 0x000400fa, 0x000022fa, 0x000022fb, 0x000022fe,
    0x000200f8, 0x000022fe, 0x000200f9, 0x00002300, 0x000200f8, 0x000022fb, 0x000300f7, 0x00002338,
    0x00000000, 0x000300fb, 0x000000dc, 0x0000230f, 0x000200f8, 0x0000230f, 0x000500c7, 0x00000006,
    0x00002311, 0x000022dd, 0x000000f9, 0x000500c4, 0x00000006, 0x00002312, 0x00002311, 0x000000d8,
    0x000500c2, 0x00000006, 0x00002314, 0x000022dd, 0x00000169, 0x000500c7, 0x00000006, 0x00002315,
    0x00002314, 0x0000016b, 0x000500c7, 0x00000006, 0x00002317, 0x000022dd, 0x0000016f, 0x000500aa,
    0x00000008, 0x00002319, 0x00002315, 0x0000016b, 0x000300f7, 0x00002320, 0x00000000, 0x000400fa,
    0x00002319, 0x0000231a, 0x00002320, 0x000200f8, 0x0000231a, 0x000500c5, 0x00000006, 0x0000231c,
    0x00002312, 0x00000100, 0x000500c4, 0x00000006, 0x0000231e, 0x00002317, 0x0000011c, 0x000500c5,
    0x00000006, 0x0000231f, 0x0000231c, 0x0000231e, 0x000200f9, 0x00002338, 0x000200f8, 0x00002320,
    0x000500ab, 0x00000008, 0x00002322, 0x00002315, 0x000000dc, 0x000300f7, 0x0000232c, 0x00000000,
    0x000400fa, 0x00002322, 0x00002323, 0x0000232c, 0x000200f8, 0x00002323, 0x00050080, 0x00000006,
    0x00002326, 0x00002315, 0x00000181, 0x000500c4, 0x00000006, 0x00002327, 0x00002326, 0x00000130,
    0x000500c5, 0x00000006, 0x00002328, 0x00002312, 0x00002327, 0x000500c4, 0x00000006, 0x0000232a,
    0x00002317, 0x0000011c, 0x000500c5, 0x00000006, 0x0000232b, 0x00002328, 0x0000232a, 0x000200f9,
    0x00002338, 0x000200f8, 0x0000232c, 0x000500aa, 0x00000008, 0x0000232e, 0x00002317, 0x000000dc,
    0x000300f7, 0x00002331, 0x00000000, 0x000400fa, 0x0000232e, 0x0000232f, 0x00002331, 0x000200f8,
    0x0000232f, 0x000200f9, 0x00002338, 0x000200f8, 0x00002331, 0x00040070, 0x0000003e, 0x00002334,
    0x00002317, 0x00050085, 0x0000003e, 0x00002335, 0x00002334, 0x00000192, 0x0004007c, 0x00000006,
    0x00002336, 0x00002335, 0x000500c5, 0x00000006, 0x00002337, 0x00002312, 0x00002336, 0x000200f9,
    0x00002338, 0x000200f8, 0x00002338, 0x000b00f5, 0x00000006, 0x000040d9, 0x0000231f, 0x0000231a,
    0x0000232b, 0x00002323, 0x00002312, 0x0000232f, 0x00002337, 0x00002331, 0x000200f9, 0x00002300,
    0x000200f8, 0x00002300, 0x000700f5, 0x00000006, 0x000040da, 0x000040d9, 0x00002338, 0x000022dd,
    0x000022fe, 0x000200f9, 0x00002302, 0x000200f8, 0x00002302, 0x000700f5, 0x00000006, 0x000040db,
    0x00002307, 0x000022f4, 0x000040da, 0x00002300, 0x00050051, 0x00000006, 0x000022e0, 0x000021f1,
    0x00000001, 0x000300f7, 0x00002353, 0x00000000, 0x000300fb, 0x000000dc, 0x00002341, 0x000200f8,
    0x00002341, 0x000300f7, 0x00002348, 0x00000000, 0x000400fa, 0x000022f3, 0x00002345, 0x00002348,
    0x000200f8, 0x00002345, 0x000500c4, 0x00000006, 0x00002358, 0x000022e0, 0x000000d8, 0x000200f9,
    0x00002353, 0x000200f8, 0x00002348, 0x000500aa, 0x00000008, 0x0000234b, 0x000022b8, 0x000000ee,
    0x000300f7, 0x00002351, 0x00000000, 0x000400fa, 0x0000234b, 0x0000234c, 0x0000234f, 0x000200f8,
    0x0000234f, 0x000200f9, 0x00002351, 0x000200f8, 0x0000234c, 0x000300f7, 0x00002389, 0x00000000,
    0x000300fb, 0x000000dc, 0x00002360, 0x000200f8, 0x00002360, 0x000500c7, 0x00000006, 0x00002362,
    0x000022e0, 0x000000f9, 0x000500c4, 0x00000006, 0x00002363, 0x00002362, 0x000000d8, 0x000500c2,
    0x00000006, 0x00002365, 0x000022e0, 0x00000169, 0x000500c7, 0x00000006, 0x00002366, 0x00002365,
    0x0000016b, 0x000500c7, 0x00000006, 0x00002368, 0x000022e0, 0x0000016f, 0x000500aa, 0x00000008,
    0x0000236a, 0x00002366, 0x0000016b, 0x000300f7, 0x00002371, 0x00000000, 0x000400fa, 0x0000236a,
    0x0000236b, 0x00002371, 0x000200f8, 0x0000236b, 0x000500c5, 0x00000006, 0x0000236d, 0x00002363,
    0x00000100, 0x000500c4, 0x00000006, 0x0000236f, 0x00002368, 0x0000011c, 0x000500c5, 0x00000006,
    0x00002370, 0x0000236d, 0x0000236f, 0x000200f9, 0x00002389, 0x000200f8, 0x00002371, 0x000500ab,
    0x00000008, 0x00002373, 0x00002366, 0x000000dc, 0x000300f7, 0x0000237d, 0x00000000, 0x000400fa,
    0x00002373, 0x00002374, 0x0000237d, 0x000200f8, 0x00002374, 0x00050080, 0x00000006, 0x00002377,
    0x00002366, 0x00000181, 0x000500c4, 0x00000006, 0x00002378, 0x00002377, 0x00000130, 0x000500c5,
    0x00000006, 0x00002379, 0x00002363, 0x00002378, 0x000500c4, 0x00000006, 0x0000237b, 0x00002368,
    0x0000011c, 0x000500c5, 0x00000006, 0x0000237c, 0x00002379, 0x0000237b, 0x000200f9, 0x00002389,
    0x000200f8, 0x0000237d, 0x000500aa, 0x00000008, 0x0000237f, 0x00002368, 0x000000dc, 0x000300f7,
    0x00002382, 0x00000000, 0x000400fa, 0x0000237f, 0x00002380, 0x00002382, 0x000200f8, 0x00002380,
    0x000200f9, 0x00002389, 0x000200f8, 0x00002382, 0x00040070, 0x0000003e, 0x00002385, 0x00002368,
    0x00050085, 0x0000003e, 0x00002386, 0x00002385, 0x00000192, 0x0004007c, 0x00000006, 0x00002387,
    0x00002386, 0x000500c5, 0x00000006, 0x00002388, 0x00002363, 0x00002387, 0x000200f9, 0x00002389,
    0x000200f8, 0x00002389, 0x000b00f5, 0x00000006, 0x000040dc, 0x00002370, 0x0000236b, 0x0000237c,
    0x00002374, 0x00002363, 0x00002380, 0x00002388, 0x00002382, 0x000200f9, 0x00002351, 0x000200f8,
    0x00002351, 0x000700f5, 0x00000006, 0x000040dd, 0x000040dc, 0x00002389, 0x000022e0, 0x0000234f,
    0x000200f9, 0x00002353, 0x000200f8, 0x00002353, 0x000700f5, 0x00000006, 0x000040de, 0x00002358,
    0x00002345, 0x000040dd, 0x00002351, 0x00050051, 0x00000006, 0x000022e3, 0x000021f1, 0x00000002,
    0x000300f7, 0x000023a4, 0x00000000, 0x000300fb, 0x000000dc, 0x00002392, 0x000200f8, 0x00002392,
    0x000300f7, 0x00002399, 0x00000000, 0x000400fa, 0x000022f3, 0x00002396, 0x00002399, 0x000200f8,
    0x00002396, 0x000500c4, 0x00000006, 0x000023a9, 0x000022e3, 0x000000d8, 0x000200f9, 0x000023a4,
    0x000200f8, 0x00002399, 0x000500aa, 0x00000008, 0x0000239c, 0x000022b8, 0x000000ee, 0x000300f7,
    0x000023a2, 0x00000000, 0x000400fa, 0x0000239c, 0x0000239d, 0x000023a0, 0x000200f8, 0x000023a0,
    0x000200f9, 0x000023a2, 0x000200f8, 0x0000239d, 0x000300f7, 0x000023da, 0x00000000, 0x000300fb,
    0x000000dc, 0x000023b1, 0x000200f8, 0x000023b1, 0x000500c7, 0x00000006, 0x000023b3, 0x000022e3,
    0x000000f9, 0x000500c4, 0x00000006, 0x000023b4, 0x000023b3, 0x000000d8, 0x000500c2, 0x00000006,
    0x000023b6, 0x000022e3, 0x00000169, 0x000500c7, 0x00000006, 0x000023b7, 0x000023b6, 0x0000016b,
    0x000500c7, 0x00000006, 0x000023b9, 0x000022e3, 0x0000016f, 0x000500aa, 0x00000008, 0x000023bb,
    0x000023b7, 0x0000016b, 0x000300f7, 0x000023c2, 0x00000000, 0x000400fa, 0x000023bb, 0x000023bc,
    0x000023c2, 0x000200f8, 0x000023bc, 0x000500c5, 0x00000006, 0x000023be, 0x000023b4, 0x00000100,
    0x000500c4, 0x00000006, 0x000023c0, 0x000023b9, 0x0000011c, 0x000500c5, 0x00000006, 0x000023c1,
    0x000023be, 0x000023c0, 0x000200f9, 0x000023da, 0x000200f8, 0x000023c2, 0x000500ab, 0x00000008,
    0x000023c4, 0x000023b7, 0x000000dc, 0x000300f7, 0x000023ce, 0x00000000, 0x000400fa, 0x000023c4,
    0x000023c5, 0x000023ce, 0x000200f8, 0x000023c5, 0x00050080, 0x00000006, 0x000023c8, 0x000023b7,
    0x00000181, 0x000500c4, 0x00000006, 0x000023c9, 0x000023c8, 0x00000130, 0x000500c5, 0x00000006,
    0x000023ca, 0x000023b4, 0x000023c9, 0x000500c4, 0x00000006, 0x000023cc, 0x000023b9, 0x0000011c,
    0x000500c5, 0x00000006, 0x000023cd, 0x000023ca, 0x000023cc, 0x000200f9, 0x000023da, 0x000200f8,
    0x000023ce, 0x000500aa, 0x00000008, 0x000023d0, 0x000023b9, 0x000000dc, 0x000300f7, 0x000023d3,
    0x00000000, 0x000400fa, 0x000023d0, 0x000023d1, 0x000023d3, 0x000200f8, 0x000023d1, 0x000200f9,
    0x000023da, 0x000200f8, 0x000023d3, 0x00040070, 0x0000003e, 0x000023d6, 0x000023b9, 0x00050085,
    0x0000003e, 0x000023d7, 0x000023d6, 0x00000192, 0x0004007c, 0x00000006, 0x000023d8, 0x000023d7,
    0x000500c5, 0x00000006, 0x000023d9, 0x000023b4, 0x000023d8, 0x000200f9, 0x000023da, 0x000200f8,
    0x000023da, 0x000b00f5, 0x00000006, 0x000040df, 0x000023c1, 0x000023bc, 0x000023cd, 0x000023c5,
    0x000023b4, 0x000023d1, 0x000023d9, 0x000023d3, 0x000200f9, 0x000023a2, 0x000200f8, 0x000023a2,
    0x000700f5, 0x00000006, 0x000040e0, 0x000040df, 0x000023da, 0x000022e3, 0x000023a0, 0x000200f9,
    0x000023a4, 0x000200f8, 0x000023a4, 0x000700f5, 0x00000006, 0x000040e1, 0x000023a9, 0x00002396,
    0x000040e0, 0x000023a2, 0x00050051, 0x00000006, 0x000022e6, 0x000021f1, 0x00000003, 0x000300f7,
    0x000023f5, 0x00000000, 0x000300fb, 0x000000dc, 0x000023e3, 0x000200f8, 0x000023e3, 0x000300f7,
    0x000023ea, 0x00000000, 0x000400fa, 0x000022f3, 0x000023e7, 0x000023ea, 0x000200f8, 0x000023e7,
    0x000500c4, 0x00000006, 0x000023fa, 0x000022e6, 0x000000d8, 0x000200f9, 0x000023f5, 0x000200f8,
    0x000023ea, 0x000500aa, 0x00000008, 0x000023ed, 0x000022b8, 0x000000ee, 0x000300f7, 0x000023f3,
    0x00000000, 0x000400fa, 0x000023ed, 0x000023ee, 0x000023f1, 0x000200f8, 0x000023f1, 0x000200f9,
    0x000023f3, 0x000200f8, 0x000023ee, 0x000300f7, 0x0000242b, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002402, 0x000200f8, 0x00002402, 0x000500c7, 0x00000006, 0x00002404, 0x000022e6, 0x000000f9,
    0x000500c4, 0x00000006, 0x00002405, 0x00002404, 0x000000d8, 0x000500c2, 0x00000006, 0x00002407,
    0x000022e6, 0x00000169, 0x000500c7, 0x00000006, 0x00002408, 0x00002407, 0x0000016b, 0x000500c7,
    0x00000006, 0x0000240a, 0x000022e6, 0x0000016f, 0x000500aa, 0x00000008, 0x0000240c, 0x00002408,
    0x0000016b, 0x000300f7, 0x00002413, 0x00000000, 0x000400fa, 0x0000240c, 0x0000240d, 0x00002413,
    0x000200f8, 0x0000240d, 0x000500c5, 0x00000006, 0x0000240f, 0x00002405, 0x00000100, 0x000500c4,
    0x00000006, 0x00002411, 0x0000240a, 0x0000011c, 0x000500c5, 0x00000006, 0x00002412, 0x0000240f,
    0x00002411, 0x000200f9, 0x0000242b, 0x000200f8, 0x00002413, 0x000500ab, 0x00000008, 0x00002415,
    0x00002408, 0x000000dc, 0x000300f7, 0x0000241f, 0x00000000, 0x000400fa, 0x00002415, 0x00002416,
    0x0000241f, 0x000200f8, 0x00002416, 0x00050080, 0x00000006, 0x00002419, 0x00002408, 0x00000181,
    0x000500c4, 0x00000006, 0x0000241a, 0x00002419, 0x00000130, 0x000500c5, 0x00000006, 0x0000241b,
    0x00002405, 0x0000241a, 0x000500c4, 0x00000006, 0x0000241d, 0x0000240a, 0x0000011c, 0x000500c5,
    0x00000006, 0x0000241e, 0x0000241b, 0x0000241d, 0x000200f9, 0x0000242b, 0x000200f8, 0x0000241f,
    0x000500aa, 0x00000008, 0x00002421, 0x0000240a, 0x000000dc, 0x000300f7, 0x00002424, 0x00000000,
    0x000400fa, 0x00002421, 0x00002422, 0x00002424, 0x000200f8, 0x00002422, 0x000200f9, 0x0000242b,
    0x000200f8, 0x00002424, 0x00040070, 0x0000003e, 0x00002427, 0x0000240a, 0x00050085, 0x0000003e,
    0x00002428, 0x00002427, 0x00000192, 0x0004007c, 0x00000006, 0x00002429, 0x00002428, 0x000500c5,
    0x00000006, 0x0000242a, 0x00002405, 0x00002429, 0x000200f9, 0x0000242b, 0x000200f8, 0x0000242b,
    0x000b00f5, 0x00000006, 0x000040e2, 0x00002412, 0x0000240d, 0x0000241e, 0x00002416, 0x00002405,
    0x00002422, 0x0000242a, 0x00002424, 0x000200f9, 0x000023f3, 0x000200f8, 0x000023f3, 0x000700f5,
    0x00000006, 0x000040e3, 0x000040e2, 0x0000242b, 0x000022e6, 0x000023f1, 0x000200f9, 0x000023f5,
    0x000200f8, 0x000023f5, 0x000700f5, 0x00000006, 0x000040e4, 0x000023fa, 0x000023e7, 0x000040e3,
    0x000023f3, 0x00070050, 0x00000045, 0x000022e8, 0x000040db, 0x000040de, 0x000040e1, 0x000040e4,
    0x000200f9, 0x000022d4, 0x000200f8, 0x000022cf, 0x000200f9, 0x000022d4, 0x000200f8, 0x000022d4,
    0x000700f5, 0x00000045, 0x000040e5, 0x000021f1, 0x000022cf, 0x000022e8, 0x000023f5, 0x0004007c,
    0x0000003f, 0x00002176, 0x000040e5, 0x0004007c, 0x00000045, 0x00002431, 0x00002176, 0x000500c7,
    0x00000045, 0x00002435, 0x00002431, 0x000045f8, 0x000500c7, 0x00000045, 0x00002438, 0x00002431,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00002439, 0x00002438, 0x000002dd, 0x000600a9, 0x00000045,
    0x0000243a, 0x00002439, 0x00002435, 0x00002431, 0x000500c7, 0x00000045, 0x0000243e, 0x0000243a,
    0x000045f9, 0x000500ac, 0x000000aa, 0x0000243f, 0x0000243e, 0x000002e5, 0x000600a9, 0x00000045,
    0x00002440, 0x0000243f, 0x000002e1, 0x0000243a, 0x0004007c, 0x0000003f, 0x00002442, 0x00002440,
    0x0004007c, 0x00000045, 0x00002178, 0x00002442, 0x000200f9, 0x0000217b, 0x000200f8, 0x0000217b,
    0x000700f5, 0x00000045, 0x000040e6, 0x00002178, 0x000022d4, 0x000021f1, 0x00002179, 0x000300f7,
    0x00002184, 0x00000000, 0x000400fa, 0x0000216b, 0x00002180, 0x00002184, 0x000200f8, 0x00002180,
    0x000300f7, 0x0000245b, 0x00000000, 0x000300fb, 0x000000dc, 0x0000244c, 0x000200f8, 0x0000244c,
    0x000300f7, 0x00002467, 0x00000000, 0x000400fa, 0x000022ba, 0x00002463, 0x00002467, 0x000200f8,
    0x00002463, 0x000500aa, 0x00000008, 0x00002466, 0x000022b8, 0x000000ee, 0x000200f9, 0x00002467,
    0x000200f8, 0x00002467, 0x000700f5, 0x00000008, 0x00002468, 0x000022b9, 0x0000244c, 0x00002466,
    0x00002463, 0x000400a8, 0x00000008, 0x00002469, 0x00002468, 0x000300f7, 0x0000246e, 0x00000000,
    0x000400fa, 0x00002469, 0x0000246a, 0x0000246e, 0x000200f8, 0x0000246a, 0x000500aa, 0x00000008,
    0x0000246d, 0x000022b8, 0x000001b3, 0x000200f9, 0x0000246e, 0x000200f8, 0x0000246e, 0x000700f5,
    0x00000008, 0x0000246f, 0x00002468, 0x00002467, 0x0000246d, 0x0000246a, 0x000400a8, 0x00000008,
    0x0000244e, 0x0000246f, 0x000300f7, 0x00002453, 0x00000000, 0x000400fa, 0x0000244e, 0x0000244f,
    0x00002453, 0x000200f8, 0x0000244f, 0x000300f7, 0x000024ac, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002477, 0x000200f8, 0x00002477, 0x000500aa, 0x00000008, 0x0000247a, 0x000022b8, 0x0000034a,
    0x00050041, 0x000000d9, 0x0000247b, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x0000247c,
    0x0000247b, 0x000500aa, 0x00000008, 0x0000247d, 0x0000247c, 0x000000ee, 0x000300f7, 0x00002482,
    0x00000000, 0x000400fa, 0x0000247d, 0x0000247e, 0x00002482, 0x000200f8, 0x0000247e, 0x00050084,
    0x00000045, 0x00002481, 0x000040e6, 0x000040d4, 0x000200f9, 0x000024ac, 0x000200f8, 0x00002482,
    0x000500aa, 0x00000008, 0x00002485, 0x0000247c, 0x000001b3, 0x000300f7, 0x00002495, 0x00000000,
    0x000400fa, 0x00002485, 0x00002486, 0x00002495, 0x000200f8, 0x00002486, 0x000300f7, 0x00002493,
    0x00000000, 0x000400fa, 0x0000247a, 0x00002488, 0x0000248f, 0x000200f8, 0x0000248f, 0x0007000c,
    0x00000045, 0x00002492, 0x00000001, 0x00000026, 0x000040e6, 0x000040d4, 0x000200f9, 0x00002493,
    0x000200f8, 0x00002488, 0x0004007c, 0x00000386, 0x0000248a, 0x000040e6, 0x0004007c, 0x00000386,
    0x0000248c, 0x000040d4, 0x0007000c, 0x00000386, 0x0000248d, 0x00000001, 0x00000027, 0x0000248a,
    0x0000248c, 0x0004007c, 0x00000045, 0x0000248e, 0x0000248d, 0x000200f9, 0x00002493, 0x000200f8,
    0x00002493, 0x000700f5, 0x00000045, 0x00004108, 0x0000248e, 0x00002488, 0x00002492, 0x0000248f,
    0x000200f9, 0x000024ac, 0x000200f8, 0x00002495, 0x000500aa, 0x00000008, 0x00002498, 0x0000247c,
    0x0000034a, 0x000300f7, 0x000024a8, 0x00000000, 0x000400fa, 0x00002498, 0x00002499, 0x000024a8,
    0x000200f8, 0x00002499, 0x000300f7, 0x000024a6, 0x00000000, 0x000400fa, 0x0000247a, 0x0000249b,
    0x000024a2, 0x000200f8, 0x000024a2, 0x0007000c, 0x00000045, 0x000024a5, 0x00000001, 0x00000029,
    0x000040e6, 0x000040d4, 0x000200f9, 0x000024a6, 0x000200f8, 0x0000249b, 0x0004007c, 0x00000386,
    0x0000249d, 0x000040e6, 0x0004007c, 0x00000386, 0x0000249f, 0x000040d4, 0x0007000c, 0x00000386,
    0x000024a0, 0x00000001, 0x0000002a, 0x0000249d, 0x0000249f, 0x0004007c, 0x00000045, 0x000024a1,
    0x000024a0, 0x000200f9, 0x000024a6, 0x000200f8, 0x000024a6, 0x000700f5, 0x00000045, 0x00004107,
    0x000024a1, 0x0000249b, 0x000024a5, 0x000024a2, 0x000200f9, 0x000024ac, 0x000200f8, 0x000024a8,
    0x00050080, 0x00000045, 0x000024ab, 0x000040e6, 0x000040d4, 0x000200f9, 0x000024ac, 0x000200f8,
    0x000024ac, 0x000b00f5, 0x00000045, 0x00004109, 0x00002481, 0x0000247e, 0x00004108, 0x00002493,
    0x00004107, 0x000024a6, 0x000024ab, 0x000024a8, 0x000200f9, 0x0000245b, 0x000200f8, 0x00002453,
    0x0004007c, 0x0000003f, 0x00002455, 0x000040e6, 0x00050041, 0x000000d9, 0x000024b2, 0x000000d6,
    0x00000533, 0x0004003d, 0x00000006, 0x000024b3, 0x000024b2, 0x000500aa, 0x00000008, 0x000024b4,
    0x000024b3, 0x000001b3, 0x000300f7, 0x000024ba, 0x00000000, 0x000400fa, 0x000024b4, 0x000024b5,
    0x000024b7, 0x000200f8, 0x000024b7, 0x00050051, 0x00000006, 0x000024c3, 0x000040d4, 0x00000000,
    0x000300f7, 0x000024e8, 0x00000000, 0x000300fb, 0x000000dc, 0x000024d6, 0x000200f8, 0x000024d6,
    0x000500aa, 0x00000008, 0x000024d9, 0x000022b8, 0x000001b3, 0x000300f7, 0x000024dd, 0x00000000,
    0x000400fa, 0x000024d9, 0x000024da, 0x000024dd, 0x000200f8, 0x000024da, 0x000500c4, 0x00000006,
    0x000024ed, 0x000024c3, 0x000000d8, 0x000200f9, 0x000024e8, 0x000200f8, 0x000024dd, 0x000500aa,
    0x00000008, 0x000024e0, 0x000022b8, 0x000000ee, 0x000300f7, 0x000024e6, 0x00000000, 0x000400fa,
    0x000024e0, 0x000024e1, 0x000024e4, 0x000200f8, 0x000024e4, 0x000200f9, 0x000024e6, 0x000200f8,
    0x000024e1, 0x000300f7, 0x0000251e, 0x00000000, 0x000300fb, 0x000000dc, 0x000024f5, 0x000200f8,
    0x000024f5, 0x000500c7, 0x00000006, 0x000024f7, 0x000024c3, 0x000000f9, 0x000500c4, 0x00000006,
    0x000024f8, 0x000024f7, 0x000000d8, 0x000500c2, 0x00000006, 0x000024fa, 0x000024c3, 0x00000169,
    0x000500c7, 0x00000006, 0x000024fb, 0x000024fa, 0x0000016b, 0x000500c7, 0x00000006, 0x000024fd,
    0x000024c3, 0x0000016f, 0x000500aa, 0x00000008, 0x000024ff, 0x000024fb, 0x0000016b, 0x000300f7,
    0x00002506, 0x00000000, 0x000400fa, 0x000024ff, 0x00002500, 0x00002506, 0x000200f8, 0x00002500,
    0x000500c5, 0x00000006, 0x00002502, 0x000024f8, 0x00000100, 0x000500c4, 0x00000006, 0x00002504,
    0x000024fd, 0x0000011c, 0x000500c5, 0x00000006, 0x00002505, 0x00002502, 0x00002504, 0x000200f9,
    0x0000251e, 0x000200f8, 0x00002506, 0x000500ab, 0x00000008, 0x00002508, 0x000024fb, 0x000000dc,
    0x000300f7, 0x00002512, 0x00000000, 0x000400fa, 0x00002508, 0x00002509, 0x00002512, 0x000200f8,
    0x00002509, 0x00050080, 0x00000006, 0x0000250c, 0x000024fb, 0x00000181, 0x000500c4, 0x00000006,
    0x0000250d, 0x0000250c, 0x00000130, 0x000500c5, 0x00000006, 0x0000250e, 0x000024f8, 0x0000250d,
    0x000500c4, 0x00000006, 0x00002510, 0x000024fd, 0x0000011c, 0x000500c5, 0x00000006, 0x00002511,
    0x0000250e, 0x00002510, 0x000200f9, 0x0000251e, 0x000200f8, 0x00002512, 0x000500aa, 0x00000008,
    0x00002514, 0x000024fd, 0x000000dc, 0x000300f7, 0x00002517, 0x00000000, 0x000400fa, 0x00002514,
    0x00002515, 0x00002517, 0x000200f8, 0x00002515, 0x000200f9, 0x0000251e, 0x000200f8, 0x00002517,
    0x00040070, 0x0000003e, 0x0000251a, 0x000024fd, 0x00050085, 0x0000003e, 0x0000251b, 0x0000251a,
    0x00000192, 0x0004007c, 0x00000006, 0x0000251c, 0x0000251b, 0x000500c5, 0x00000006, 0x0000251d,
    0x000024f8, 0x0000251c, 0x000200f9, 0x0000251e, 0x000200f8, 0x0000251e, 0x000b00f5, 0x00000006,
    0x000040f7, 0x00002505, 0x00002500, 0x00002511, 0x00002509, 0x000024f8, 0x00002515, 0x0000251d,
    0x00002517, 0x000200f9, 0x000024e6, 0x000200f8, 0x000024e6, 0x000700f5, 0x00000006, 0x000040f8,
    0x000040f7, 0x0000251e, 0x000024c3, 0x000024e4, 0x000200f9, 0x000024e8, 0x000200f8, 0x000024e8,
    0x000700f5, 0x00000006, 0x000040f9, 0x000024ed, 0x000024da, 0x000040f8, 0x000024e6, 0x00050051,
    0x00000006, 0x000024c6, 0x000040d4, 0x00000001, 0x000300f7, 0x00002539, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002527, 0x000200f8, 0x00002527, 0x000300f7, 0x0000252e, 0x00000000, 0x000400fa,
    0x000024d9, 0x0000252b, 0x0000252e, 0x000200f8, 0x0000252b, 0x000500c4, 0x00000006, 0x0000253e,
    0x000024c6, 0x000000d8, 0x000200f9, 0x00002539, 0x000200f8, 0x0000252e, 0x000500aa, 0x00000008,
    0x00002531, 0x000022b8, 0x000000ee, 0x000300f7, 0x00002537, 0x00000000, 0x000400fa, 0x00002531,
    0x00002532, 0x00002535, 0x000200f8, 0x00002535, 0x000200f9, 0x00002537, 0x000200f8, 0x00002532,
    0x000300f7, 0x0000256f, 0x00000000, 0x000300fb, 0x000000dc, 0x00002546, 0x000200f8, 0x00002546,
    0x000500c7, 0x00000006, 0x00002548, 0x000024c6, 0x000000f9, 0x000500c4, 0x00000006, 0x00002549,
    0x00002548, 0x000000d8, 0x000500c2, 0x00000006, 0x0000254b, 0x000024c6, 0x00000169, 0x000500c7,
    0x00000006, 0x0000254c, 0x0000254b, 0x0000016b, 0x000500c7, 0x00000006, 0x0000254e, 0x000024c6,
    0x0000016f, 0x000500aa, 0x00000008, 0x00002550, 0x0000254c, 0x0000016b, 0x000300f7, 0x00002557,
    0x00000000, 0x000400fa, 0x00002550, 0x00002551, 0x00002557, 0x000200f8, 0x00002551, 0x000500c5,
    0x00000006, 0x00002553, 0x00002549, 0x00000100, 0x000500c4, 0x00000006, 0x00002555, 0x0000254e,
    0x0000011c, 0x000500c5, 0x00000006, 0x00002556, 0x00002553, 0x00002555, 0x000200f9, 0x0000256f,
    0x000200f8, 0x00002557, 0x000500ab, 0x00000008, 0x00002559, 0x0000254c, 0x000000dc, 0x000300f7,
    0x00002563, 0x00000000, 0x000400fa, 0x00002559, 0x0000255a, 0x00002563, 0x000200f8, 0x0000255a,
    0x00050080, 0x00000006, 0x0000255d, 0x0000254c, 0x00000181, 0x000500c4, 0x00000006, 0x0000255e,
    0x0000255d, 0x00000130, 0x000500c5, 0x00000006, 0x0000255f, 0x00002549, 0x0000255e, 0x000500c4,
    0x00000006, 0x00002561, 0x0000254e, 0x0000011c, 0x000500c5, 0x00000006, 0x00002562, 0x0000255f,
    0x00002561, 0x000200f9, 0x0000256f, 0x000200f8, 0x00002563, 0x000500aa, 0x00000008, 0x00002565,
    0x0000254e, 0x000000dc, 0x000300f7, 0x00002568, 0x00000000, 0x000400fa, 0x00002565, 0x00002566,
    0x00002568, 0x000200f8, 0x00002566, 0x000200f9, 0x0000256f, 0x000200f8, 0x00002568, 0x00040070,
    0x0000003e, 0x0000256b, 0x0000254e, 0x00050085, 0x0000003e, 0x0000256c, 0x0000256b, 0x00000192,
    0x0004007c, 0x00000006, 0x0000256d, 0x0000256c, 0x000500c5, 0x00000006, 0x0000256e, 0x00002549,
    0x0000256d, 0x000200f9, 0x0000256f, 0x000200f8, 0x0000256f, 0x000b00f5, 0x00000006, 0x000040fa,
    0x00002556, 0x00002551, 0x00002562, 0x0000255a, 0x00002549, 0x00002566, 0x0000256e, 0x00002568,
    0x000200f9, 0x00002537, 0x000200f8, 0x00002537, 0x000700f5, 0x00000006, 0x000040fb, 0x000040fa,
    0x0000256f, 0x000024c6, 0x00002535, 0x000200f9, 0x00002539, 0x000200f8, 0x00002539, 0x000700f5,
    0x00000006, 0x000040fc, 0x0000253e, 0x0000252b, 0x000040fb, 0x00002537, 0x00050051, 0x00000006,
    0x000024c9, 0x000040d4, 0x00000002, 0x000300f7, 0x0000258a, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002578, 0x000200f8, 0x00002578, 0x000300f7, 0x0000257f, 0x00000000, 0x000400fa, 0x000024d9,
    0x0000257c, 0x0000257f, 0x000200f8, 0x0000257c, 0x000500c4, 0x00000006, 0x0000258f, 0x000024c9,
    0x000000d8, 0x000200f9, 0x0000258a, 0x000200f8, 0x0000257f, 0x000500aa, 0x00000008, 0x00002582,
    0x000022b8, 0x000000ee, 0x000300f7, 0x00002588, 0x00000000, 0x000400fa, 0x00002582, 0x00002583,
    0x00002586, 0x000200f8, 0x00002586, 0x000200f9, 0x00002588, 0x000200f8, 0x00002583, 0x000300f7,
    0x000025c0, 0x00000000, 0x000300fb, 0x000000dc, 0x00002597, 0x000200f8, 0x00002597, 0x000500c7,
    0x00000006, 0x00002599, 0x000024c9, 0x000000f9, 0x000500c4, 0x00000006, 0x0000259a, 0x00002599,
    0x000000d8, 0x000500c2, 0x00000006, 0x0000259c, 0x000024c9, 0x00000169, 0x000500c7, 0x00000006,
    0x0000259d, 0x0000259c, 0x0000016b, 0x000500c7, 0x00000006, 0x0000259f, 0x000024c9, 0x0000016f,
    0x000500aa, 0x00000008, 0x000025a1, 0x0000259d, 0x0000016b, 0x000300f7, 0x000025a8, 0x00000000,
    0x000400fa, 0x000025a1, 0x000025a2, 0x000025a8, 0x000200f8, 0x000025a2, 0x000500c5, 0x00000006,
    0x000025a4, 0x0000259a, 0x00000100, 0x000500c4, 0x00000006, 0x000025a6, 0x0000259f, 0x0000011c,
    0x000500c5, 0x00000006, 0x000025a7, 0x000025a4, 0x000025a6, 0x000200f9, 0x000025c0, 0x000200f8,
    0x000025a8, 0x000500ab, 0x00000008, 0x000025aa, 0x0000259d, 0x000000dc, 0x000300f7, 0x000025b4,
    0x00000000, 0x000400fa, 0x000025aa, 0x000025ab, 0x000025b4, 0x000200f8, 0x000025ab, 0x00050080,
    0x00000006, 0x000025ae, 0x0000259d, 0x00000181, 0x000500c4, 0x00000006, 0x000025af, 0x000025ae,
    0x00000130, 0x000500c5, 0x00000006, 0x000025b0, 0x0000259a, 0x000025af, 0x000500c4, 0x00000006,
    0x000025b2, 0x0000259f, 0x0000011c, 0x000500c5, 0x00000006, 0x000025b3, 0x000025b0, 0x000025b2,
    0x000200f9, 0x000025c0, 0x000200f8, 0x000025b4, 0x000500aa, 0x00000008, 0x000025b6, 0x0000259f,
    0x000000dc, 0x000300f7, 0x000025b9, 0x00000000, 0x000400fa, 0x000025b6, 0x000025b7, 0x000025b9,
    0x000200f8, 0x000025b7, 0x000200f9, 0x000025c0, 0x000200f8, 0x000025b9, 0x00040070, 0x0000003e,
    0x000025bc, 0x0000259f, 0x00050085, 0x0000003e, 0x000025bd, 0x000025bc, 0x00000192, 0x0004007c,
    0x00000006, 0x000025be, 0x000025bd, 0x000500c5, 0x00000006, 0x000025bf, 0x0000259a, 0x000025be,
    0x000200f9, 0x000025c0, 0x000200f8, 0x000025c0, 0x000b00f5, 0x00000006, 0x000040fd, 0x000025a7,
    0x000025a2, 0x000025b3, 0x000025ab, 0x0000259a, 0x000025b7, 0x000025bf, 0x000025b9, 0x000200f9,
    0x00002588, 0x000200f8, 0x00002588, 0x000700f5, 0x00000006, 0x000040fe, 0x000040fd, 0x000025c0,
    0x000024c9, 0x00002586, 0x000200f9, 0x0000258a, 0x000200f8, 0x0000258a, 0x000700f5, 0x00000006,
    0x000040ff, 0x0000258f, 0x0000257c, 0x000040fe, 0x00002588, 0x00050051, 0x00000006, 0x000024cc,
    0x000040d4, 0x00000003, 0x000300f7, 0x000025db, 0x00000000, 0x000300fb, 0x000000dc, 0x000025c9,
    0x000200f8, 0x000025c9, 0x000300f7, 0x000025d0, 0x00000000, 0x000400fa, 0x000024d9, 0x000025cd,
    0x000025d0, 0x000200f8, 0x000025cd, 0x000500c4, 0x00000006, 0x000025e0, 0x000024cc, 0x000000d8,
    0x000200f9, 0x000025db, 0x000200f8, 0x000025d0, 0x000500aa, 0x00000008, 0x000025d3, 0x000022b8,
    0x000000ee, 0x000300f7, 0x000025d9, 0x00000000, 0x000400fa, 0x000025d3, 0x000025d4, 0x000025d7,
    0x000200f8, 0x000025d7, 0x000200f9, 0x000025d9, 0x000200f8, 0x000025d4, 0x000300f7, 0x00002611,
    0x00000000, 0x000300fb, 0x000000dc, 0x000025e8, 0x000200f8, 0x000025e8, 0x000500c7, 0x00000006,
    0x000025ea, 0x000024cc, 0x000000f9, 0x000500c4, 0x00000006, 0x000025eb, 0x000025ea, 0x000000d8,
    0x000500c2, 0x00000006, 0x000025ed, 0x000024cc, 0x00000169, 0x000500c7, 0x00000006, 0x000025ee,
    0x000025ed, 0x0000016b, 0x000500c7, 0x00000006, 0x000025f0, 0x000024cc, 0x0000016f, 0x000500aa,
    0x00000008, 0x000025f2, 0x000025ee, 0x0000016b, 0x000300f7, 0x000025f9, 0x00000000, 0x000400fa,
    0x000025f2, 0x000025f3, 0x000025f9, 0x000200f8, 0x000025f3, 0x000500c5, 0x00000006, 0x000025f5,
    0x000025eb, 0x00000100, 0x000500c4, 0x00000006, 0x000025f7, 0x000025f0, 0x0000011c, 0x000500c5,
    0x00000006, 0x000025f8, 0x000025f5, 0x000025f7, 0x000200f9, 0x00002611, 0x000200f8, 0x000025f9,
    0x000500ab, 0x00000008, 0x000025fb, 0x000025ee, 0x000000dc, 0x000300f7, 0x00002605, 0x00000000,
    0x000400fa, 0x000025fb, 0x000025fc, 0x00002605, 0x000200f8, 0x000025fc, 0x00050080, 0x00000006,
    0x000025ff, 0x000025ee, 0x00000181, 0x000500c4, 0x00000006, 0x00002600, 0x000025ff, 0x00000130,
    0x000500c5, 0x00000006, 0x00002601, 0x000025eb, 0x00002600, 0x000500c4, 0x00000006, 0x00002603,
    0x000025f0, 0x0000011c, 0x000500c5, 0x00000006, 0x00002604, 0x00002601, 0x00002603, 0x000200f9,
    0x00002611, 0x000200f8, 0x00002605, 0x000500aa, 0x00000008, 0x00002607, 0x000025f0, 0x000000dc,
    0x000300f7, 0x0000260a, 0x00000000, 0x000400fa, 0x00002607, 0x00002608, 0x0000260a, 0x000200f8,
    0x00002608, 0x000200f9, 0x00002611, 0x000200f8, 0x0000260a, 0x00040070, 0x0000003e, 0x0000260d,
    0x000025f0, 0x00050085, 0x0000003e, 0x0000260e, 0x0000260d, 0x00000192, 0x0004007c, 0x00000006,
    0x0000260f, 0x0000260e, 0x000500c5, 0x00000006, 0x00002610, 0x000025eb, 0x0000260f, 0x000200f9,
    0x00002611, 0x000200f8, 0x00002611, 0x000b00f5, 0x00000006, 0x00004100, 0x000025f8, 0x000025f3,
    0x00002604, 0x000025fc, 0x000025eb, 0x00002608, 0x00002610, 0x0000260a, 0x000200f9, 0x000025d9,
    0x000200f8, 0x000025d9, 0x000700f5, 0x00000006, 0x00004101, 0x00004100, 0x00002611, 0x000024cc,
    0x000025d7, 0x000200f9, 0x000025db, 0x000200f8, 0x000025db, 0x000700f5, 0x00000006, 0x00004102,
    0x000025e0, 0x000025cd, 0x00004101, 0x000025d9, 0x00070050, 0x00000045, 0x000024ce, 0x000040f9,
    0x000040fc, 0x000040ff, 0x00004102, 0x000200f9, 0x000024ba, 0x000200f8, 0x000024b5, 0x000200f9,
    0x000024ba, 0x000200f8, 0x000024ba, 0x000700f5, 0x00000045, 0x00004103, 0x000040d4, 0x000024b5,
    0x000024ce, 0x000025db, 0x0004007c, 0x0000003f, 0x00002458, 0x00004103, 0x000300f7, 0x00002640,
    0x00000000, 0x000300fb, 0x000000dc, 0x00002620, 0x000200f8, 0x00002620, 0x0004007c, 0x00000045,
    0x00002646, 0x00002458, 0x000500c7, 0x00000045, 0x0000264a, 0x00002646, 0x000045f8, 0x000500c7,
    0x00000045, 0x0000264d, 0x00002646, 0x000002e5, 0x000500aa, 0x000000aa, 0x0000264e, 0x0000264d,
    0x000002dd, 0x000600a9, 0x00000045, 0x0000264f, 0x0000264e, 0x0000264a, 0x00002646, 0x000500c7,
    0x00000045, 0x00002653, 0x0000264f, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002654, 0x00002653,
    0x000002e5, 0x000600a9, 0x00000045, 0x00002655, 0x00002654, 0x000002e1, 0x0000264f, 0x0004007c,
    0x0000003f, 0x00002657, 0x00002655, 0x00050041, 0x000000d9, 0x00002623, 0x000000d6, 0x0000032f,
    0x0004003d, 0x00000006, 0x00002624, 0x00002623, 0x000500aa, 0x00000008, 0x00002625, 0x00002624,
    0x000000ee, 0x000300f7, 0x0000262b, 0x00000000, 0x000400fa, 0x00002625, 0x00002626, 0x0000262b,
    0x000200f8, 0x00002626, 0x00050085, 0x0000003f, 0x00002629, 0x00002455, 0x00002657, 0x0004007c,
    0x00000045, 0x0000265c, 0x00002629, 0x000500c7, 0x00000045, 0x00002660, 0x0000265c, 0x000045f8,
    0x000500c7, 0x00000045, 0x00002663, 0x0000265c, 0x000002e5, 0x000500aa, 0x000000aa, 0x00002664,
    0x00002663, 0x000002dd, 0x000600a9, 0x00000045, 0x00002665, 0x00002664, 0x00002660, 0x0000265c,
    0x000500c7, 0x00000045, 0x00002669, 0x00002665, 0x000045f9, 0x000500ac, 0x000000aa, 0x0000266a,
    0x00002669, 0x000002e5, 0x000600a9, 0x00000045, 0x0000266b, 0x0000266a, 0x000002e1, 0x00002665,
    0x0004007c, 0x0000003f, 0x0000266d, 0x0000266b, 0x000200f9, 0x00002640, 0x000200f8, 0x0000262b,
    0x000500aa, 0x00000008, 0x0000262e, 0x00002624, 0x000001b3, 0x000300f7, 0x00002633, 0x00000000,
    0x000400fa, 0x0000262e, 0x0000262f, 0x00002633, 0x000200f8, 0x0000262f, 0x0004007c, 0x00000045,
    0x0000267b, 0x00002455, 0x0004007c, 0x00000045, 0x0000267d, 0x00002657, 0x000500c5, 0x00000045,
    0x000026a5, 0x0000267d, 0x000045f8, 0x000400c8, 0x00000045, 0x000026a7, 0x0000267d, 0x000500c7,
    0x00000045, 0x000026aa, 0x0000267d, 0x000045f8, 0x000500ab, 0x000000aa, 0x000026ab, 0x000026aa,
    0x000002dd, 0x000600a9, 0x00000045, 0x000026ac, 0x000026ab, 0x000026a7, 0x000026a5, 0x000500c5,
    0x00000045, 0x000026b1, 0x0000267b, 0x000045f8, 0x000400c8, 0x00000045, 0x000026b3, 0x0000267b,
    0x000500c7, 0x00000045, 0x000026b6, 0x0000267b, 0x000045f8, 0x000500ab, 0x000000aa, 0x000026b7,
    0x000026b6, 0x000002dd, 0x000600a9, 0x00000045, 0x000026b8, 0x000026b7, 0x000026b3, 0x000026b1,
    0x000500b0, 0x000000aa, 0x00002684, 0x000026ac, 0x000026b8, 0x000600a9, 0x00000045, 0x00002690,
    0x00002684, 0x0000267d, 0x0000267b, 0x000500c7, 0x00000045, 0x00002693, 0x0000267b, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00002694, 0x00002693, 0x000002e5, 0x000600a9, 0x00000045, 0x00002695,
    0x00002694, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00002698, 0x0000267d, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00002699, 0x00002698, 0x000002e5, 0x000600a9, 0x00000045, 0x0000269a,
    0x00002699, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x0000269b, 0x00002695, 0x0000269a,
    0x000500ab, 0x000000aa, 0x0000269c, 0x0000269b, 0x000002dd, 0x000600a9, 0x00000045, 0x0000269f,
    0x0000269c, 0x000002e1, 0x00002690, 0x0004007c, 0x0000003f, 0x000026a0, 0x0000269f, 0x000200f9,
    0x00002640, 0x000200f8, 0x00002633, 0x000500aa, 0x00000008, 0x00002636, 0x00002624, 0x0000034a,
    0x000300f7, 0x0000263b, 0x00000000, 0x000400fa, 0x00002636, 0x00002637, 0x0000263b, 0x000200f8,
    0x00002637, 0x0004007c, 0x00000045, 0x000026de, 0x00002455, 0x0004007c, 0x00000045, 0x000026e0,
    0x00002657, 0x000500c5, 0x00000045, 0x00002720, 0x000026e0, 0x000045f8, 0x000400c8, 0x00000045,
    0x00002722, 0x000026e0, 0x000500c7, 0x00000045, 0x00002725, 0x000026e0, 0x000045f8, 0x000500ab,
    0x000000aa, 0x00002726, 0x00002725, 0x000002dd, 0x000600a9, 0x00000045, 0x00002727, 0x00002726,
    0x00002722, 0x00002720, 0x000500c5, 0x00000045, 0x0000272c, 0x000026de, 0x000045f8, 0x000400c8,
    0x00000045, 0x0000272e, 0x000026de, 0x000500c7, 0x00000045, 0x00002731, 0x000026de, 0x000045f8,
    0x000500ab, 0x000000aa, 0x00002732, 0x00002731, 0x000002dd, 0x000600a9, 0x00000045, 0x00002733,
    0x00002732, 0x0000272e, 0x0000272c, 0x000500ac, 0x000000aa, 0x000026ed, 0x00002727, 0x00002733,
    0x000600a9, 0x00000045, 0x000026f3, 0x000026ed, 0x000026e0, 0x000026de, 0x000500c7, 0x00000045,
    0x000026f6, 0x000026de, 0x000045f9, 0x000500ac, 0x000000aa, 0x000026f7, 0x000026f6, 0x000002e5,
    0x000600a9, 0x00000045, 0x000026f8, 0x000026f7, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045,
    0x000026fb, 0x000026e0, 0x000045f9, 0x000500ac, 0x000000aa, 0x000026fc, 0x000026fb, 0x000002e5,
    0x000600a9, 0x00000045, 0x000026fd, 0x000026fc, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045,
    0x000026fe, 0x000026f8, 0x000026fd, 0x000500ab, 0x000000aa, 0x000026ff, 0x000026fe, 0x000002dd,
    0x000600a9, 0x00000045, 0x00002702, 0x000026ff, 0x000002e1, 0x000026f3, 0x0004007c, 0x0000003f,
    0x00002703, 0x00002702, 0x000200f9, 0x00002640, 0x000200f8, 0x0000263b, 0x00050081, 0x0000003f,
    0x0000263e, 0x00002455, 0x00002657, 0x0004007c, 0x00000045, 0x00002738, 0x0000263e, 0x000500c7,
    0x00000045, 0x0000273c, 0x00002738, 0x000045f8, 0x000500c7, 0x00000045, 0x0000273f, 0x00002738,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00002740, 0x0000273f, 0x000002dd, 0x000600a9, 0x00000045,
    0x00002741, 0x00002740, 0x0000273c, 0x00002738, 0x000500c7, 0x00000045, 0x00002745, 0x00002741,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00002746, 0x00002745, 0x000002e5, 0x000600a9, 0x00000045,
    0x00002747, 0x00002746, 0x000002e1, 0x00002741, 0x0004007c, 0x0000003f, 0x00002749, 0x00002747,
    0x000200f9, 0x00002640, 0x000200f8, 0x00002640, 0x000b00f5, 0x0000003f, 0x00004106, 0x0000266d,
    0x00002626, 0x000026a0, 0x0000262f, 0x00002703, 0x00002637, 0x00002749, 0x0000263b, 0x0004007c,
    0x00000045, 0x0000245a, 0x00004106, 0x000200f9, 0x0000245b, 0x000200f8, 0x0000245b, 0x000700f5,
    0x00000045, 0x0000410a, 0x00004109, 0x000024ac, 0x0000245a, 0x00002640, 0x000200f9, 0x00002184,
    0x000200f8, 0x00002184, 0x000700f5, 0x00000045, 0x0000410f, 0x000040e6, 0x0000217b, 0x0000410a,
    0x0000245b, 0x000200f9, 0x00002185, 0x000200f8, 0x00002185, 0x000700f5, 0x00000045, 0x0000410e,
    0x0000410f, 0x00002184, 0x0000449a, 0x000021a9, 0x000700f5, 0x00000006, 0x0000410b, 0x000001b3,
    0x00002184, 0x000021ab, 0x000021a9, 0x000500b0, 0x00000008, 0x0000218a, 0x0000410b, 0x0000216a,
    0x000400f6, 0x000021ac, 0x000021a9, 0x00000000, 0x000400fa, 0x0000218a, 0x0000218b, 0x000021ac,
    0x000200f8, 0x0000218b, 0x0003003e, 0x00002158, 0x00002134, 0x000200f9, 0x00002750, 0x000200f8,
    0x00002750, 0x000700f5, 0x00000006, 0x00004174, 0x000000dc, 0x0000218b, 0x00002776, 0x00002774,
    0x000500b0, 0x00000008, 0x00002753, 0x00004174, 0x000002bd, 0x000400f6, 0x00002777, 0x00002774,
    0x00000000, 0x000400fa, 0x00002753, 0x00002754, 0x00002777, 0x000200f8, 0x00002754, 0x00050041,
    0x000000d9, 0x00002757, 0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x00002758, 0x00002757,
    0x000500aa, 0x00000008, 0x00002759, 0x0000410b, 0x00002758, 0x000300f7, 0x00002771, 0x00000000,
    0x000400fa, 0x00002759, 0x0000275a, 0x0000275f, 0x000200f8, 0x0000275f, 0x00050041, 0x000000d9,
    0x00002760, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00002761, 0x00002760, 0x00050041,
    0x000000d9, 0x00002763, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x00002764, 0x00002763,
    0x00050084, 0x00000006, 0x00002765, 0x0000410b, 0x00002764, 0x00050080, 0x00000006, 0x00002766,
    0x00002761, 0x00002765, 0x00050041, 0x00000007, 0x00002768, 0x00002158, 0x00004174, 0x0004003d,
    0x00000006, 0x00002769, 0x00002768, 0x00050082, 0x00000006, 0x0000276c, 0x0000095f, 0x000000ee,
    0x0007000c, 0x00000006, 0x0000276d, 0x00000001, 0x00000026, 0x00002769, 0x0000276c, 0x00050080,
    0x00000006, 0x0000276e, 0x00002766, 0x0000276d, 0x00060041, 0x000003fe, 0x0000276f, 0x00000475,
    0x00000215, 0x0000276e, 0x0004003d, 0x00000006, 0x00002770, 0x0000276f, 0x000200f9, 0x00002771,
    0x000200f8, 0x0000275a, 0x00050041, 0x00000007, 0x0000275c, 0x00002158, 0x00004174, 0x0004003d,
    0x00000006, 0x0000275d, 0x0000275c, 0x000300f7, 0x000027aa, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002782, 0x000200f8, 0x00002782, 0x00050041, 0x000000d9, 0x00002783, 0x000000d6, 0x0000020e,
    0x0004003d, 0x00000006, 0x00002784, 0x00002783, 0x000500ab, 0x00000008, 0x00002785, 0x00002784,
    0x000000dc, 0x000400a8, 0x00000008, 0x00002786, 0x00002785, 0x000300f7, 0x0000278c, 0x00000000,
    0x000400fa, 0x00002786, 0x00002787, 0x0000278c, 0x000200f8, 0x00002787, 0x000500ae, 0x00000008,
    0x0000278b, 0x0000275d, 0x0000095f, 0x000200f9, 0x0000278c, 0x000200f8, 0x0000278c, 0x000700f5,
    0x00000008, 0x0000278d, 0x00002785, 0x00002782, 0x0000278b, 0x00002787, 0x000400a8, 0x00000008,
    0x0000278e, 0x0000278d, 0x000300f7, 0x00002792, 0x00000000, 0x000400fa, 0x0000278e, 0x0000278f,
    0x00002792, 0x000200f8, 0x0000278f, 0x00050041, 0x000000d9, 0x000027ae, 0x000000d6, 0x000000d8,
    0x0004003d, 0x00000006, 0x000027af, 0x000027ae, 0x000500ab, 0x00000008, 0x000027b0, 0x000027af,
    0x000000dc, 0x000300f7, 0x000027b9, 0x00000000, 0x000400fa, 0x000027b0, 0x000027b1, 0x000027b9,
    0x000200f8, 0x000027b1, 0x00050041, 0x000000d9, 0x000027b3, 0x000000d6, 0x000000e1, 0x0004003d,
    0x00000006, 0x000027b4, 0x000027b3, 0x00050080, 0x00000006, 0x000027b5, 0x0000275d, 0x000027b4,
    0x000500ae, 0x00000008, 0x000027b8, 0x000027b5, 0x000027af, 0x000200f9, 0x000027b9, 0x000200f8,
    0x000027b9, 0x000700f5, 0x00000008, 0x000027ba, 0x000027b0, 0x0000278f, 0x000027b8, 0x000027b1,
    0x000200f9, 0x00002792, 0x000200f8, 0x00002792, 0x000700f5, 0x00000008, 0x00002793, 0x0000278d,
    0x0000278c, 0x000027ba, 0x000027b9, 0x000300f7, 0x00002795, 0x00000000, 0x000400fa, 0x00002793,
    0x00002794, 0x00002795, 0x000200f8, 0x00002794, 0x000200f9, 0x000027aa, 0x000200f8, 0x00002795,
    0x00050041, 0x000000d9, 0x00002796, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00002797,
    0x00002796, 0x00050080, 0x00000006, 0x00002799, 0x00002797, 0x0000275d, 0x000300f7, 0x000027a8,
    0x00000000, 0x000400fa, 0x00000943, 0x0000279d, 0x000027a4, 0x000200f8, 0x000027a4, 0x00060041,
    0x000003fe, 0x000027a6, 0x0000042a, 0x00000215, 0x00002799, 0x0004003d, 0x00000006, 0x000027a7,
    0x000027a6, 0x000200f9, 0x000027a8, 0x000200f8, 0x0000279d, 0x00050086, 0x00000006, 0x0000279f,
    0x00002799, 0x000001b3, 0x00060041, 0x000003fe, 0x000027a0, 0x0000042a, 0x00000215, 0x0000279f,
    0x0004003d, 0x00000006, 0x000027a1, 0x000027a0, 0x000500c7, 0x00000006, 0x000027bf, 0x00002799,
    0x000000ee, 0x00050084, 0x00000006, 0x000027c0, 0x000000ec, 0x000027bf, 0x000500c2, 0x00000006,
    0x000027c1, 0x000027a1, 0x000027c0, 0x000500c7, 0x00000006, 0x000027c2, 0x000027c1, 0x000000f2,
    0x000200f9, 0x000027a8, 0x000200f8, 0x000027a8, 0x000700f5, 0x00000006, 0x000041f3, 0x000027c2,
    0x0000279d, 0x000027a7, 0x000027a4, 0x000200f9, 0x000027aa, 0x000200f8, 0x000027aa, 0x000700f5,
    0x00000006, 0x000041f4, 0x000000dc, 0x00002794, 0x000041f3, 0x000027a8, 0x000200f9, 0x00002771,
    0x000200f8, 0x00002771, 0x000700f5, 0x00000006, 0x000041f5, 0x000041f4, 0x000027aa, 0x00002770,
    0x0000275f, 0x00050041, 0x00000007, 0x00002773, 0x0000274b, 0x00004174, 0x0003003e, 0x00002773,
    0x000041f5, 0x000200f9, 0x00002774, 0x000200f8, 0x00002774, 0x00050080, 0x00000006, 0x00002776,
    0x00004174, 0x00000214, 0x000200f9, 0x00002750, 0x000200f8, 0x00002777, 0x0004003d, 0x00000045,
    0x00002778, 0x0000274b, 0x00050080, 0x00000006, 0x00002190, 0x0000410b, 0x000000ee, 0x000500b0,
    0x00000008, 0x00002193, 0x00002190, 0x0000216a, 0x000300f7, 0x0000219a, 0x00000000, 0x000400fa,
    0x00002193, 0x00002194, 0x00002199, 0x000200f8, 0x00002199, 0x000200f9, 0x0000219a, 0x000200f8,
    0x00002194, 0x0003003e, 0x0000215b, 0x00002134, 0x000200f9, 0x000027c9, 0x000200f8, 0x000027c9,
    0x000700f5, 0x00000006, 0x00004176, 0x000000dc, 0x00002194, 0x000027ef, 0x000027ed, 0x000500b0,
    0x00000008, 0x000027cc, 0x00004176, 0x000002bd, 0x000400f6, 0x000027f0, 0x000027ed, 0x00000000,
    0x000400fa, 0x000027cc, 0x000027cd, 0x000027f0, 0x000200f8, 0x000027cd, 0x00050041, 0x000000d9,
    0x000027d0, 0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x000027d1, 0x000027d0, 0x000500aa,
    0x00000008, 0x000027d2, 0x00002190, 0x000027d1, 0x000300f7, 0x000027ea, 0x00000000, 0x000400fa,
    0x000027d2, 0x000027d3, 0x000027d8, 0x000200f8, 0x000027d8, 0x00050041, 0x000000d9, 0x000027d9,
    0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x000027da, 0x000027d9, 0x00050041, 0x000000d9,
    0x000027dc, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x000027dd, 0x000027dc, 0x00050084,
    0x00000006, 0x000027de, 0x00002190, 0x000027dd, 0x00050080, 0x00000006, 0x000027df, 0x000027da,
    0x000027de, 0x00050041, 0x00000007, 0x000027e1, 0x0000215b, 0x00004176, 0x0004003d, 0x00000006,
    0x000027e2, 0x000027e1, 0x00050082, 0x00000006, 0x000027e5, 0x0000095f, 0x000000ee, 0x0007000c,
    0x00000006, 0x000027e6, 0x00000001, 0x00000026, 0x000027e2, 0x000027e5, 0x00050080, 0x00000006,
    0x000027e7, 0x000027df, 0x000027e6, 0x00060041, 0x000003fe, 0x000027e8, 0x00000475, 0x00000215,
    0x000027e7, 0x0004003d, 0x00000006, 0x000027e9, 0x000027e8, 0x000200f9, 0x000027ea, 0x000200f8,
    0x000027d3, 0x00050041, 0x00000007, 0x000027d5, 0x0000215b, 0x00004176, 0x0004003d, 0x00000006,
    0x000027d6, 0x000027d5, 0x000300f7, 0x00002823, 0x00000000, 0x000300fb, 0x000000dc, 0x000027fb,
    0x000200f8, 0x000027fb, 0x00050041, 0x000000d9, 0x000027fc, 0x000000d6, 0x0000020e, 0x0004003d,
    0x00000006, 0x000027fd, 0x000027fc, 0x000500ab, 0x00000008, 0x000027fe, 0x000027fd, 0x000000dc,
    0x000400a8, 0x00000008, 0x000027ff, 0x000027fe, 0x000300f7, 0x00002805, 0x00000000, 0x000400fa,
    0x000027ff, 0x00002800, 0x00002805, 0x000200f8, 0x00002800, 0x000500ae, 0x00000008, 0x00002804,
    0x000027d6, 0x0000095f, 0x000200f9, 0x00002805, 0x000200f8, 0x00002805, 0x000700f5, 0x00000008,
    0x00002806, 0x000027fe, 0x000027fb, 0x00002804, 0x00002800, 0x000400a8, 0x00000008, 0x00002807,
    0x00002806, 0x000300f7, 0x0000280b, 0x00000000, 0x000400fa, 0x00002807, 0x00002808, 0x0000280b,
    0x000200f8, 0x00002808, 0x00050041, 0x000000d9, 0x00002827, 0x000000d6, 0x000000d8, 0x0004003d,
    0x00000006, 0x00002828, 0x00002827, 0x000500ab, 0x00000008, 0x00002829, 0x00002828, 0x000000dc,
    0x000300f7, 0x00002832, 0x00000000, 0x000400fa, 0x00002829, 0x0000282a, 0x00002832, 0x000200f8,
    0x0000282a, 0x00050041, 0x000000d9, 0x0000282c, 0x000000d6, 0x000000e1, 0x0004003d, 0x00000006,
    0x0000282d, 0x0000282c, 0x00050080, 0x00000006, 0x0000282e, 0x000027d6, 0x0000282d, 0x000500ae,
    0x00000008, 0x00002831, 0x0000282e, 0x00002828, 0x000200f9, 0x00002832, 0x000200f8, 0x00002832,
    0x000700f5, 0x00000008, 0x00002833, 0x00002829, 0x00002808, 0x00002831, 0x0000282a, 0x000200f9,
    0x0000280b, 0x000200f8, 0x0000280b, 0x000700f5, 0x00000008, 0x0000280c, 0x00002806, 0x00002805,
    0x00002833, 0x00002832, 0x000300f7, 0x0000280e, 0x00000000, 0x000400fa, 0x0000280c, 0x0000280d,
    0x0000280e, 0x000200f8, 0x0000280d, 0x000200f9, 0x00002823, 0x000200f8, 0x0000280e, 0x00050041,
    0x000000d9, 0x0000280f, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00002810, 0x0000280f,
    0x00050080, 0x00000006, 0x00002812, 0x00002810, 0x000027d6, 0x000300f7, 0x00002821, 0x00000000,
    0x000400fa, 0x00000943, 0x00002816, 0x0000281d, 0x000200f8, 0x0000281d, 0x00060041, 0x000003fe,
    0x0000281f, 0x0000042a, 0x00000215, 0x00002812, 0x0004003d, 0x00000006, 0x00002820, 0x0000281f,
    0x000200f9, 0x00002821, 0x000200f8, 0x00002816, 0x00050086, 0x00000006, 0x00002818, 0x00002812,
    0x000001b3, 0x00060041, 0x000003fe, 0x00002819, 0x0000042a, 0x00000215, 0x00002818, 0x0004003d,
    0x00000006, 0x0000281a, 0x00002819, 0x000500c7, 0x00000006, 0x00002838, 0x00002812, 0x000000ee,
    0x00050084, 0x00000006, 0x00002839, 0x000000ec, 0x00002838, 0x000500c2, 0x00000006, 0x0000283a,
    0x0000281a, 0x00002839, 0x000500c7, 0x00000006, 0x0000283b, 0x0000283a, 0x000000f2, 0x000200f9,
    0x00002821, 0x000200f8, 0x00002821, 0x000700f5, 0x00000006, 0x000041ea, 0x0000283b, 0x00002816,
    0x00002820, 0x0000281d, 0x000200f9, 0x00002823, 0x000200f8, 0x00002823, 0x000700f5, 0x00000006,
    0x000041eb, 0x000000dc, 0x0000280d, 0x000041ea, 0x00002821, 0x000200f9, 0x000027ea, 0x000200f8,
    0x000027ea, 0x000700f5, 0x00000006, 0x000041ec, 0x000041eb, 0x00002823, 0x000027e9, 0x000027d8,
    0x00050041, 0x00000007, 0x000027ec, 0x000027c4, 0x00004176, 0x0003003e, 0x000027ec, 0x000041ec,
    0x000200f9, 0x000027ed, 0x000200f8, 0x000027ed, 0x00050080, 0x00000006, 0x000027ef, 0x00004176,
    0x00000214, 0x000200f9, 0x000027c9, 0x000200f8, 0x000027f0, 0x0004003d, 0x00000045, 0x000027f1,
    0x000027c4, 0x000200f9, 0x0000219a, 0x000200f8, 0x0000219a, 0x000700f5, 0x00000045, 0x00004177,
    0x000027f1, 0x000027f0, 0x000002dd, 0x00002199, 0x000300f7, 0x00002854, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002845, 0x000200f8, 0x00002845, 0x000300f7, 0x00002860, 0x00000000, 0x000400fa,
    0x000022ba, 0x0000285c, 0x00002860, 0x000200f8, 0x0000285c, 0x000500aa, 0x00000008, 0x0000285f,
    0x000022b8, 0x000000ee, 0x000200f9, 0x00002860, 0x000200f8, 0x00002860, 0x000700f5, 0x00000008,
    0x00002861, 0x000022b9, 0x00002845, 0x0000285f, 0x0000285c, 0x000400a8, 0x00000008, 0x00002862,
    0x00002861, 0x000300f7, 0x00002867, 0x00000000, 0x000400fa, 0x00002862, 0x00002863, 0x00002867,
    0x000200f8, 0x00002863, 0x000500aa, 0x00000008, 0x00002866, 0x000022b8, 0x000001b3, 0x000200f9,
    0x00002867, 0x000200f8, 0x00002867, 0x000700f5, 0x00000008, 0x00002868, 0x00002861, 0x00002860,
    0x00002866, 0x00002863, 0x000400a8, 0x00000008, 0x00002847, 0x00002868, 0x000300f7, 0x0000284c,
    0x00000000, 0x000400fa, 0x00002847, 0x00002848, 0x0000284c, 0x000200f8, 0x00002848, 0x000300f7,
    0x000028a5, 0x00000000, 0x000300fb, 0x000000dc, 0x00002870, 0x000200f8, 0x00002870, 0x000500aa,
    0x00000008, 0x00002873, 0x000022b8, 0x0000034a, 0x00050041, 0x000000d9, 0x00002874, 0x000000d6,
    0x0000032f, 0x0004003d, 0x00000006, 0x00002875, 0x00002874, 0x000500aa, 0x00000008, 0x00002876,
    0x00002875, 0x000000ee, 0x000300f7, 0x0000287b, 0x00000000, 0x000400fa, 0x00002876, 0x00002877,
    0x0000287b, 0x000200f8, 0x00002877, 0x00050084, 0x00000045, 0x0000287a, 0x0000410e, 0x00002778,
    0x000200f9, 0x000028a5, 0x000200f8, 0x0000287b, 0x000500aa, 0x00000008, 0x0000287e, 0x00002875,
    0x000001b3, 0x000300f7, 0x0000288e, 0x00000000, 0x000400fa, 0x0000287e, 0x0000287f, 0x0000288e,
    0x000200f8, 0x0000287f, 0x000300f7, 0x0000288c, 0x00000000, 0x000400fa, 0x00002873, 0x00002881,
    0x00002888, 0x000200f8, 0x00002888, 0x0007000c, 0x00000045, 0x0000288b, 0x00000001, 0x00000026,
    0x0000410e, 0x00002778, 0x000200f9, 0x0000288c, 0x000200f8, 0x00002881, 0x0004007c, 0x00000386,
    0x00002883, 0x0000410e, 0x0004007c, 0x00000386, 0x00002885, 0x00002778, 0x0007000c, 0x00000386,
    0x00002886, 0x00000001, 0x00000027, 0x00002883, 0x00002885, 0x0004007c, 0x00000045, 0x00002887,
    0x00002886, 0x000200f9, 0x0000288c, 0x000200f8, 0x0000288c, 0x000700f5, 0x00000045, 0x0000418e,
    0x00002887, 0x00002881, 0x0000288b, 0x00002888, 0x000200f9, 0x000028a5, 0x000200f8, 0x0000288e,
    0x000500aa, 0x00000008, 0x00002891, 0x00002875, 0x0000034a, 0x000300f7, 0x000028a1, 0x00000000,
    0x000400fa, 0x00002891, 0x00002892, 0x000028a1, 0x000200f8, 0x00002892, 0x000300f7, 0x0000289f,
    0x00000000, 0x000400fa, 0x00002873, 0x00002894, 0x0000289b, 0x000200f8, 0x0000289b, 0x0007000c,
    0x00000045, 0x0000289e, 0x00000001, 0x00000029, 0x0000410e, 0x00002778, 0x000200f9, 0x0000289f,
    0x000200f8, 0x00002894, 0x0004007c, 0x00000386, 0x00002896, 0x0000410e, 0x0004007c, 0x00000386,
    0x00002898, 0x00002778, 0x0007000c, 0x00000386, 0x00002899, 0x00000001, 0x0000002a, 0x00002896,
    0x00002898, 0x0004007c, 0x00000045, 0x0000289a, 0x00002899, 0x000200f9, 0x0000289f, 0x000200f8,
    0x0000289f, 0x000700f5, 0x00000045, 0x0000418d, 0x0000289a, 0x00002894, 0x0000289e, 0x0000289b,
    0x000200f9, 0x000028a5, 0x000200f8, 0x000028a1, 0x00050080, 0x00000045, 0x000028a4, 0x0000410e,
    0x00002778, 0x000200f9, 0x000028a5, 0x000200f8, 0x000028a5, 0x000b00f5, 0x00000045, 0x0000418f,
    0x0000287a, 0x00002877, 0x0000418e, 0x0000288c, 0x0000418d, 0x0000289f, 0x000028a4, 0x000028a1,
    0x000200f9, 0x00002854, 0x000200f8, 0x0000284c, 0x0004007c, 0x0000003f, 0x0000284e, 0x0000410e,
    0x00050041, 0x000000d9, 0x000028ab, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x000028ac,
    0x000028ab, 0x000500aa, 0x00000008, 0x000028ad, 0x000028ac, 0x000001b3, 0x000300f7, 0x000028b3,
    0x00000000, 0x000400fa, 0x000028ad, 0x000028ae, 0x000028b0, 0x000200f8, 0x000028b0, 0x00050051,
    0x00000006, 0x000028bc, 0x00002778, 0x00000000, 0x000300f7, 0x000028e1, 0x00000000, 0x000300fb,
    0x000000dc, 0x000028cf, 0x000200f8, 0x000028cf, 0x000500aa, 0x00000008, 0x000028d2, 0x000022b8,
    0x000001b3, 0x000300f7, 0x000028d6, 0x00000000, 0x000400fa, 0x000028d2, 0x000028d3, 0x000028d6,
    0x000200f8, 0x000028d3, 0x000500c4, 0x00000006, 0x000028e6, 0x000028bc, 0x000000d8, 0x000200f9,
    0x000028e1, 0x000200f8, 0x000028d6, 0x000500aa, 0x00000008, 0x000028d9, 0x000022b8, 0x000000ee,
    0x000300f7, 0x000028df, 0x00000000, 0x000400fa, 0x000028d9, 0x000028da, 0x000028dd, 0x000200f8,
    0x000028dd, 0x000200f9, 0x000028df, 0x000200f8, 0x000028da, 0x000300f7, 0x00002917, 0x00000000,
    0x000300fb, 0x000000dc, 0x000028ee, 0x000200f8, 0x000028ee, 0x000500c7, 0x00000006, 0x000028f0,
    0x000028bc, 0x000000f9, 0x000500c4, 0x00000006, 0x000028f1, 0x000028f0, 0x000000d8, 0x000500c2,
    0x00000006, 0x000028f3, 0x000028bc, 0x00000169, 0x000500c7, 0x00000006, 0x000028f4, 0x000028f3,
    0x0000016b, 0x000500c7, 0x00000006, 0x000028f6, 0x000028bc, 0x0000016f, 0x000500aa, 0x00000008,
    0x000028f8, 0x000028f4, 0x0000016b, 0x000300f7, 0x000028ff, 0x00000000, 0x000400fa, 0x000028f8,
    0x000028f9, 0x000028ff, 0x000200f8, 0x000028f9, 0x000500c5, 0x00000006, 0x000028fb, 0x000028f1,
    0x00000100, 0x000500c4, 0x00000006, 0x000028fd, 0x000028f6, 0x0000011c, 0x000500c5, 0x00000006,
    0x000028fe, 0x000028fb, 0x000028fd, 0x000200f9, 0x00002917, 0x000200f8, 0x000028ff, 0x000500ab,
    0x00000008, 0x00002901, 0x000028f4, 0x000000dc, 0x000300f7, 0x0000290b, 0x00000000, 0x000400fa,
    0x00002901, 0x00002902, 0x0000290b, 0x000200f8, 0x00002902, 0x00050080, 0x00000006, 0x00002905,
    0x000028f4, 0x00000181, 0x000500c4, 0x00000006, 0x00002906, 0x00002905, 0x00000130, 0x000500c5,
    0x00000006, 0x00002907, 0x000028f1, 0x00002906, 0x000500c4, 0x00000006, 0x00002909, 0x000028f6,
    0x0000011c, 0x000500c5, 0x00000006, 0x0000290a, 0x00002907, 0x00002909, 0x000200f9, 0x00002917,
    0x000200f8, 0x0000290b, 0x000500aa, 0x00000008, 0x0000290d, 0x000028f6, 0x000000dc, 0x000300f7,
    0x00002910, 0x00000000, 0x000400fa, 0x0000290d, 0x0000290e, 0x00002910, 0x000200f8, 0x0000290e,
    0x000200f9, 0x00002917, 0x000200f8, 0x00002910, 0x00040070, 0x0000003e, 0x00002913, 0x000028f6,
    0x00050085, 0x0000003e, 0x00002914, 0x00002913, 0x00000192, 0x0004007c, 0x00000006, 0x00002915,
    0x00002914, 0x000500c5, 0x00000006, 0x00002916, 0x000028f1, 0x00002915, 0x000200f9, 0x00002917,
    0x000200f8, 0x00002917, 0x000b00f5, 0x00000006, 0x0000417d, 0x000028fe, 0x000028f9, 0x0000290a,
    0x00002902, 0x000028f1, 0x0000290e, 0x00002916, 0x00002910, 0x000200f9, 0x000028df, 0x000200f8,
    0x000028df, 0x000700f5, 0x00000006, 0x0000417e, 0x0000417d, 0x00002917, 0x000028bc, 0x000028dd,
    0x000200f9, 0x000028e1, 0x000200f8, 0x000028e1, 0x000700f5, 0x00000006, 0x0000417f, 0x000028e6,
    0x000028d3, 0x0000417e, 0x000028df, 0x00050051, 0x00000006, 0x000028bf, 0x00002778, 0x00000001,
    0x000300f7, 0x00002932, 0x00000000, 0x000300fb, 0x000000dc, 0x00002920, 0x000200f8, 0x00002920,
    0x000300f7, 0x00002927, 0x00000000, 0x000400fa, 0x000028d2, 0x00002924, 0x00002927, 0x000200f8,
    0x00002924, 0x000500c4, 0x00000006, 0x00002937, 0x000028bf, 0x000000d8, 0x000200f9, 0x00002932,
    0x000200f8, 0x00002927, 0x000500aa, 0x00000008, 0x0000292a, 0x000022b8, 0x000000ee, 0x000300f7,
    0x00002930, 0x00000000, 0x000400fa, 0x0000292a, 0x0000292b, 0x0000292e, 0x000200f8, 0x0000292e,
    0x000200f9, 0x00002930, 0x000200f8, 0x0000292b, 0x000300f7, 0x00002968, 0x00000000, 0x000300fb,
    0x000000dc, 0x0000293f, 0x000200f8, 0x0000293f, 0x000500c7, 0x00000006, 0x00002941, 0x000028bf,
    0x000000f9, 0x000500c4, 0x00000006, 0x00002942, 0x00002941, 0x000000d8, 0x000500c2, 0x00000006,
    0x00002944, 0x000028bf, 0x00000169, 0x000500c7, 0x00000006, 0x00002945, 0x00002944, 0x0000016b,
    0x000500c7, 0x00000006, 0x00002947, 0x000028bf, 0x0000016f, 0x000500aa, 0x00000008, 0x00002949,
    0x00002945, 0x0000016b, 0x000300f7, 0x00002950, 0x00000000, 0x000400fa, 0x00002949, 0x0000294a,
    0x00002950, 0x000200f8, 0x0000294a, 0x000500c5, 0x00000006, 0x0000294c, 0x00002942, 0x00000100,
    0x000500c4, 0x00000006, 0x0000294e, 0x00002947, 0x0000011c, 0x000500c5, 0x00000006, 0x0000294f,
    0x0000294c, 0x0000294e, 0x000200f9, 0x00002968, 0x000200f8, 0x00002950, 0x000500ab, 0x00000008,
    0x00002952, 0x00002945, 0x000000dc, 0x000300f7, 0x0000295c, 0x00000000, 0x000400fa, 0x00002952,
    0x00002953, 0x0000295c, 0x000200f8, 0x00002953, 0x00050080, 0x00000006, 0x00002956, 0x00002945,
    0x00000181, 0x000500c4, 0x00000006, 0x00002957, 0x00002956, 0x00000130, 0x000500c5, 0x00000006,
    0x00002958, 0x00002942, 0x00002957, 0x000500c4, 0x00000006, 0x0000295a, 0x00002947, 0x0000011c,
    0x000500c5, 0x00000006, 0x0000295b, 0x00002958, 0x0000295a, 0x000200f9, 0x00002968, 0x000200f8,
    0x0000295c, 0x000500aa, 0x00000008, 0x0000295e, 0x00002947, 0x000000dc, 0x000300f7, 0x00002961,
    0x00000000, 0x000400fa, 0x0000295e, 0x0000295f, 0x00002961, 0x000200f8, 0x0000295f, 0x000200f9,
    0x00002968, 0x000200f8, 0x00002961, 0x00040070, 0x0000003e, 0x00002964, 0x00002947, 0x00050085,
    0x0000003e, 0x00002965, 0x00002964, 0x00000192, 0x0004007c, 0x00000006, 0x00002966, 0x00002965,
    0x000500c5, 0x00000006, 0x00002967, 0x00002942, 0x00002966, 0x000200f9, 0x00002968, 0x000200f8,
    0x00002968, 0x000b00f5, 0x00000006, 0x00004180, 0x0000294f, 0x0000294a, 0x0000295b, 0x00002953,
    0x00002942, 0x0000295f, 0x00002967, 0x00002961, 0x000200f9, 0x00002930, 0x000200f8, 0x00002930,
    0x000700f5, 0x00000006, 0x00004181, 0x00004180, 0x00002968, 0x000028bf, 0x0000292e, 0x000200f9,
    0x00002932, 0x000200f8, 0x00002932, 0x000700f5, 0x00000006, 0x00004182, 0x00002937, 0x00002924,
    0x00004181, 0x00002930, 0x00050051, 0x00000006, 0x000028c2, 0x00002778, 0x00000002, 0x000300f7,
    0x00002983, 0x00000000, 0x000300fb, 0x000000dc, 0x00002971, 0x000200f8, 0x00002971, 0x000300f7,
    0x00002978, 0x00000000, 0x000400fa, 0x000028d2, 0x00002975, 0x00002978, 0x000200f8, 0x00002975,
    0x000500c4, 0x00000006, 0x00002988, 0x000028c2, 0x000000d8, 0x000200f9, 0x00002983, 0x000200f8,
    0x00002978, 0x000500aa, 0x00000008, 0x0000297b, 0x000022b8, 0x000000ee, 0x000300f7, 0x00002981,
    0x00000000, 0x000400fa, 0x0000297b, 0x0000297c, 0x0000297f, 0x000200f8, 0x0000297f, 0x000200f9,
    0x00002981, 0x000200f8, 0x0000297c, 0x000300f7, 0x000029b9, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002990, 0x000200f8, 0x00002990, 0x000500c7, 0x00000006, 0x00002992, 0x000028c2, 0x000000f9,
    0x000500c4, 0x00000006, 0x00002993, 0x00002992, 0x000000d8, 0x000500c2, 0x00000006, 0x00002995,
    0x000028c2, 0x00000169, 0x000500c7, 0x00000006, 0x00002996, 0x00002995, 0x0000016b, 0x000500c7,
    0x00000006, 0x00002998, 0x000028c2, 0x0000016f, 0x000500aa, 0x00000008, 0x0000299a, 0x00002996,
    0x0000016b, 0x000300f7, 0x000029a1, 0x00000000, 0x000400fa, 0x0000299a, 0x0000299b, 0x000029a1,
    0x000200f8, 0x0000299b, 0x000500c5, 0x00000006, 0x0000299d, 0x00002993, 0x00000100, 0x000500c4,
    0x00000006, 0x0000299f, 0x00002998, 0x0000011c, 0x000500c5, 0x00000006, 0x000029a0, 0x0000299d,
    0x0000299f, 0x000200f9, 0x000029b9, 0x000200f8, 0x000029a1, 0x000500ab, 0x00000008, 0x000029a3,
    0x00002996, 0x000000dc, 0x000300f7, 0x000029ad, 0x00000000, 0x000400fa, 0x000029a3, 0x000029a4,
    0x000029ad, 0x000200f8, 0x000029a4, 0x00050080, 0x00000006, 0x000029a7, 0x00002996, 0x00000181,
    0x000500c4, 0x00000006, 0x000029a8, 0x000029a7, 0x00000130, 0x000500c5, 0x00000006, 0x000029a9,
    0x00002993, 0x000029a8, 0x000500c4, 0x00000006, 0x000029ab, 0x00002998, 0x0000011c, 0x000500c5,
    0x00000006, 0x000029ac, 0x000029a9, 0x000029ab, 0x000200f9, 0x000029b9, 0x000200f8, 0x000029ad,
    0x000500aa, 0x00000008, 0x000029af, 0x00002998, 0x000000dc, 0x000300f7, 0x000029b2, 0x00000000,
    0x000400fa, 0x000029af, 0x000029b0, 0x000029b2, 0x000200f8, 0x000029b0, 0x000200f9, 0x000029b9,
    0x000200f8, 0x000029b2, 0x00040070, 0x0000003e, 0x000029b5, 0x00002998, 0x00050085, 0x0000003e,
    0x000029b6, 0x000029b5, 0x00000192, 0x0004007c, 0x00000006, 0x000029b7, 0x000029b6, 0x000500c5,
    0x00000006, 0x000029b8, 0x00002993, 0x000029b7, 0x000200f9, 0x000029b9, 0x000200f8, 0x000029b9,
    0x000b00f5, 0x00000006, 0x00004183, 0x000029a0, 0x0000299b, 0x000029ac, 0x000029a4, 0x00002993,
    0x000029b0, 0x000029b8, 0x000029b2, 0x000200f9, 0x00002981, 0x000200f8, 0x00002981, 0x000700f5,
    0x00000006, 0x00004184, 0x00004183, 0x000029b9, 0x000028c2, 0x0000297f, 0x000200f9, 0x00002983,
    0x000200f8, 0x00002983, 0x000700f5, 0x00000006, 0x00004185, 0x00002988, 0x00002975, 0x00004184,
    0x00002981, 0x00050051, 0x00000006, 0x000028c5, 0x00002778, 0x00000003, 0x000300f7, 0x000029d4,
    0x00000000, 0x000300fb, 0x000000dc, 0x000029c2, 0x000200f8, 0x000029c2, 0x000300f7, 0x000029c9,
    0x00000000, 0x000400fa, 0x000028d2, 0x000029c6, 0x000029c9, 0x000200f8, 0x000029c6, 0x000500c4,
    0x00000006, 0x000029d9, 0x000028c5, 0x000000d8, 0x000200f9, 0x000029d4, 0x000200f8, 0x000029c9,
    0x000500aa, 0x00000008, 0x000029cc, 0x000022b8, 0x000000ee, 0x000300f7, 0x000029d2, 0x00000000,
    0x000400fa, 0x000029cc, 0x000029cd, 0x000029d0, 0x000200f8, 0x000029d0, 0x000200f9, 0x000029d2,
    0x000200f8, 0x000029cd, 0x000300f7, 0x00002a0a, 0x00000000, 0x000300fb, 0x000000dc, 0x000029e1,
    0x000200f8, 0x000029e1, 0x000500c7, 0x00000006, 0x000029e3, 0x000028c5, 0x000000f9, 0x000500c4,
    0x00000006, 0x000029e4, 0x000029e3, 0x000000d8, 0x000500c2, 0x00000006, 0x000029e6, 0x000028c5,
    0x00000169, 0x000500c7, 0x00000006, 0x000029e7, 0x000029e6, 0x0000016b, 0x000500c7, 0x00000006,
    0x000029e9, 0x000028c5, 0x0000016f, 0x000500aa, 0x00000008, 0x000029eb, 0x000029e7, 0x0000016b,
    0x000300f7, 0x000029f2, 0x00000000, 0x000400fa, 0x000029eb, 0x000029ec, 0x000029f2, 0x000200f8,
    0x000029ec, 0x000500c5, 0x00000006, 0x000029ee, 0x000029e4, 0x00000100, 0x000500c4, 0x00000006,
    0x000029f0, 0x000029e9, 0x0000011c, 0x000500c5, 0x00000006, 0x000029f1, 0x000029ee, 0x000029f0,
    0x000200f9, 0x00002a0a, 0x000200f8, 0x000029f2, 0x000500ab, 0x00000008, 0x000029f4, 0x000029e7,
    0x000000dc, 0x000300f7, 0x000029fe, 0x00000000, 0x000400fa, 0x000029f4, 0x000029f5, 0x000029fe,
    0x000200f8, 0x000029f5, 0x00050080, 0x00000006, 0x000029f8, 0x000029e7, 0x00000181, 0x000500c4,
    0x00000006, 0x000029f9, 0x000029f8, 0x00000130, 0x000500c5, 0x00000006, 0x000029fa, 0x000029e4,
    0x000029f9, 0x000500c4, 0x00000006, 0x000029fc, 0x000029e9, 0x0000011c, 0x000500c5, 0x00000006,
    0x000029fd, 0x000029fa, 0x000029fc, 0x000200f9, 0x00002a0a, 0x000200f8, 0x000029fe, 0x000500aa,
    0x00000008, 0x00002a00, 0x000029e9, 0x000000dc, 0x000300f7, 0x00002a03, 0x00000000, 0x000400fa,
    0x00002a00, 0x00002a01, 0x00002a03, 0x000200f8, 0x00002a01, 0x000200f9, 0x00002a0a, 0x000200f8,
    0x00002a03, 0x00040070, 0x0000003e, 0x00002a06, 0x000029e9, 0x00050085, 0x0000003e, 0x00002a07,
    0x00002a06, 0x00000192, 0x0004007c, 0x00000006, 0x00002a08, 0x00002a07, 0x000500c5, 0x00000006,
    0x00002a09, 0x000029e4, 0x00002a08, 0x000200f9, 0x00002a0a, 0x000200f8, 0x00002a0a, 0x000b00f5,
    0x00000006, 0x00004186, 0x000029f1, 0x000029ec, 0x000029fd, 0x000029f5, 0x000029e4, 0x00002a01,
    0x00002a09, 0x00002a03, 0x000200f9, 0x000029d2, 0x000200f8, 0x000029d2, 0x000700f5, 0x00000006,
    0x00004187, 0x00004186, 0x00002a0a, 0x000028c5, 0x000029d0, 0x000200f9, 0x000029d4, 0x000200f8,
    0x000029d4, 0x000700f5, 0x00000006, 0x00004188, 0x000029d9, 0x000029c6, 0x00004187, 0x000029d2,
    0x00070050, 0x00000045, 0x000028c7, 0x0000417f, 0x00004182, 0x00004185, 0x00004188, 0x000200f9,
    0x000028b3, 0x000200f8, 0x000028ae, 0x000200f9, 0x000028b3, 0x000200f8, 0x000028b3, 0x000700f5,
    0x00000045, 0x00004189, 0x00002778, 0x000028ae, 0x000028c7, 0x000029d4, 0x0004007c, 0x0000003f,
    0x00002851, 0x00004189, 0x000300f7, 0x00002a39, 0x00000000, 0x000300fb, 0x000000dc, 0x00002a19,
    0x000200f8, 0x00002a19, 0x0004007c, 0x00000045, 0x00002a3f, 0x00002851, 0x000500c7, 0x00000045,
    0x00002a43, 0x00002a3f, 0x000045f8, 0x000500c7, 0x00000045, 0x00002a46, 0x00002a3f, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00002a47, 0x00002a46, 0x000002dd, 0x000600a9, 0x00000045, 0x00002a48,
    0x00002a47, 0x00002a43, 0x00002a3f, 0x000500c7, 0x00000045, 0x00002a4c, 0x00002a48, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00002a4d, 0x00002a4c, 0x000002e5, 0x000600a9, 0x00000045, 0x00002a4e,
    0x00002a4d, 0x000002e1, 0x00002a48, 0x0004007c, 0x0000003f, 0x00002a50, 0x00002a4e, 0x00050041,
    0x000000d9, 0x00002a1c, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00002a1d, 0x00002a1c,
    0x000500aa, 0x00000008, 0x00002a1e, 0x00002a1d, 0x000000ee, 0x000300f7, 0x00002a24, 0x00000000,
    0x000400fa, 0x00002a1e, 0x00002a1f, 0x00002a24, 0x000200f8, 0x00002a1f, 0x00050085, 0x0000003f,
    0x00002a22, 0x0000284e, 0x00002a50, 0x0004007c, 0x00000045, 0x00002a55, 0x00002a22, 0x000500c7,
    0x00000045, 0x00002a59, 0x00002a55, 0x000045f8, 0x000500c7, 0x00000045, 0x00002a5c, 0x00002a55,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00002a5d, 0x00002a5c, 0x000002dd, 0x000600a9, 0x00000045,
    0x00002a5e, 0x00002a5d, 0x00002a59, 0x00002a55, 0x000500c7, 0x00000045, 0x00002a62, 0x00002a5e,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00002a63, 0x00002a62, 0x000002e5, 0x000600a9, 0x00000045,
    0x00002a64, 0x00002a63, 0x000002e1, 0x00002a5e, 0x0004007c, 0x0000003f, 0x00002a66, 0x00002a64,
    0x000200f9, 0x00002a39, 0x000200f8, 0x00002a24, 0x000500aa, 0x00000008, 0x00002a27, 0x00002a1d,
    0x000001b3, 0x000300f7, 0x00002a2c, 0x00000000, 0x000400fa, 0x00002a27, 0x00002a28, 0x00002a2c,
    0x000200f8, 0x00002a28, 0x0004007c, 0x00000045, 0x00002a74, 0x0000284e, 0x0004007c, 0x00000045,
    0x00002a76, 0x00002a50, 0x000500c5, 0x00000045, 0x00002a9e, 0x00002a76, 0x000045f8, 0x000400c8,
    0x00000045, 0x00002aa0, 0x00002a76, 0x000500c7, 0x00000045, 0x00002aa3, 0x00002a76, 0x000045f8,
    0x000500ab, 0x000000aa, 0x00002aa4, 0x00002aa3, 0x000002dd, 0x000600a9, 0x00000045, 0x00002aa5,
    0x00002aa4, 0x00002aa0, 0x00002a9e, 0x000500c5, 0x00000045, 0x00002aaa, 0x00002a74, 0x000045f8,
    0x000400c8, 0x00000045, 0x00002aac, 0x00002a74, 0x000500c7, 0x00000045, 0x00002aaf, 0x00002a74,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00002ab0, 0x00002aaf, 0x000002dd, 0x000600a9, 0x00000045,
    0x00002ab1, 0x00002ab0, 0x00002aac, 0x00002aaa, 0x000500b0, 0x000000aa, 0x00002a7d, 0x00002aa5,
    0x00002ab1, 0x000600a9, 0x00000045, 0x00002a89, 0x00002a7d, 0x00002a76, 0x00002a74, 0x000500c7,
    0x00000045, 0x00002a8c, 0x00002a74, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002a8d, 0x00002a8c,
    0x000002e5, 0x000600a9, 0x00000045, 0x00002a8e, 0x00002a8d, 0x0000031d, 0x000002dd, 0x000500c7,
    0x00000045, 0x00002a91, 0x00002a76, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002a92, 0x00002a91,
    0x000002e5, 0x000600a9, 0x00000045, 0x00002a93, 0x00002a92, 0x0000031d, 0x000002dd, 0x000500c5,
    0x00000045, 0x00002a94, 0x00002a8e, 0x00002a93, 0x000500ab, 0x000000aa, 0x00002a95, 0x00002a94,
    0x000002dd, 0x000600a9, 0x00000045, 0x00002a98, 0x00002a95, 0x000002e1, 0x00002a89, 0x0004007c,
    0x0000003f, 0x00002a99, 0x00002a98, 0x000200f9, 0x00002a39, 0x000200f8, 0x00002a2c, 0x000500aa,
    0x00000008, 0x00002a2f, 0x00002a1d, 0x0000034a, 0x000300f7, 0x00002a34, 0x00000000, 0x000400fa,
    0x00002a2f, 0x00002a30, 0x00002a34, 0x000200f8, 0x00002a30, 0x0004007c, 0x00000045, 0x00002ad7,
    0x0000284e, 0x0004007c, 0x00000045, 0x00002ad9, 0x00002a50, 0x000500c5, 0x00000045, 0x00002b19,
    0x00002ad9, 0x000045f8, 0x000400c8, 0x00000045, 0x00002b1b, 0x00002ad9, 0x000500c7, 0x00000045,
    0x00002b1e, 0x00002ad9, 0x000045f8, 0x000500ab, 0x000000aa, 0x00002b1f, 0x00002b1e, 0x000002dd,
    0x000600a9, 0x00000045, 0x00002b20, 0x00002b1f, 0x00002b1b, 0x00002b19, 0x000500c5, 0x00000045,
    0x00002b25, 0x00002ad7, 0x000045f8, 0x000400c8, 0x00000045, 0x00002b27, 0x00002ad7, 0x000500c7,
    0x00000045, 0x00002b2a, 0x00002ad7, 0x000045f8, 0x000500ab, 0x000000aa, 0x00002b2b, 0x00002b2a,
    0x000002dd, 0x000600a9, 0x00000045, 0x00002b2c, 0x00002b2b, 0x00002b27, 0x00002b25, 0x000500ac,
    0x000000aa, 0x00002ae6, 0x00002b20, 0x00002b2c, 0x000600a9, 0x00000045, 0x00002aec, 0x00002ae6,
    0x00002ad9, 0x00002ad7, 0x000500c7, 0x00000045, 0x00002aef, 0x00002ad7, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00002af0, 0x00002aef, 0x000002e5, 0x000600a9, 0x00000045, 0x00002af1, 0x00002af0,
    0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00002af4, 0x00002ad9, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00002af5, 0x00002af4, 0x000002e5, 0x000600a9, 0x00000045, 0x00002af6, 0x00002af5,
    0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00002af7, 0x00002af1, 0x00002af6, 0x000500ab,
    0x000000aa, 0x00002af8, 0x00002af7, 0x000002dd, 0x000600a9, 0x00000045, 0x00002afb, 0x00002af8,
    0x000002e1, 0x00002aec, 0x0004007c, 0x0000003f, 0x00002afc, 0x00002afb, 0x000200f9, 0x00002a39,
    0x000200f8, 0x00002a34, 0x00050081, 0x0000003f, 0x00002a37, 0x0000284e, 0x00002a50, 0x0004007c,
    0x00000045, 0x00002b31, 0x00002a37, 0x000500c7, 0x00000045, 0x00002b35, 0x00002b31, 0x000045f8,
    0x000500c7, 0x00000045, 0x00002b38, 0x00002b31, 0x000002e5, 0x000500aa, 0x000000aa, 0x00002b39,
    0x00002b38, 0x000002dd, 0x000600a9, 0x00000045, 0x00002b3a, 0x00002b39, 0x00002b35, 0x00002b31,
    0x000500c7, 0x00000045, 0x00002b3e, 0x00002b3a, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002b3f,
    0x00002b3e, 0x000002e5, 0x000600a9, 0x00000045, 0x00002b40, 0x00002b3f, 0x000002e1, 0x00002b3a,
    0x0004007c, 0x0000003f, 0x00002b42, 0x00002b40, 0x000200f9, 0x00002a39, 0x000200f8, 0x00002a39,
    0x000b00f5, 0x0000003f, 0x0000418c, 0x00002a66, 0x00002a1f, 0x00002a99, 0x00002a28, 0x00002afc,
    0x00002a30, 0x00002b42, 0x00002a34, 0x0004007c, 0x00000045, 0x00002853, 0x0000418c, 0x000200f9,
    0x00002854, 0x000200f8, 0x00002854, 0x000700f5, 0x00000045, 0x00004190, 0x0000418f, 0x000028a5,
    0x00002853, 0x00002a39, 0x000300f7, 0x000021a8, 0x00000000, 0x000400fa, 0x00002193, 0x000021a4,
    0x000021a8, 0x000200f8, 0x000021a4, 0x000300f7, 0x00002b5b, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002b4c, 0x000200f8, 0x00002b4c, 0x000300f7, 0x00002b67, 0x00000000, 0x000400fa, 0x000022ba,
    0x00002b63, 0x00002b67, 0x000200f8, 0x00002b63, 0x000500aa, 0x00000008, 0x00002b66, 0x000022b8,
    0x000000ee, 0x000200f9, 0x00002b67, 0x000200f8, 0x00002b67, 0x000700f5, 0x00000008, 0x00002b68,
    0x000022b9, 0x00002b4c, 0x00002b66, 0x00002b63, 0x000400a8, 0x00000008, 0x00002b69, 0x00002b68,
    0x000300f7, 0x00002b6e, 0x00000000, 0x000400fa, 0x00002b69, 0x00002b6a, 0x00002b6e, 0x000200f8,
    0x00002b6a, 0x000500aa, 0x00000008, 0x00002b6d, 0x000022b8, 0x000001b3, 0x000200f9, 0x00002b6e,
    0x000200f8, 0x00002b6e, 0x000700f5, 0x00000008, 0x00002b6f, 0x00002b68, 0x00002b67, 0x00002b6d,
    0x00002b6a, 0x000400a8, 0x00000008, 0x00002b4e, 0x00002b6f, 0x000300f7, 0x00002b53, 0x00000000,
    0x000400fa, 0x00002b4e, 0x00002b4f, 0x00002b53, 0x000200f8, 0x00002b4f, 0x000300f7, 0x00002bac,
    0x00000000, 0x000300fb, 0x000000dc, 0x00002b77, 0x000200f8, 0x00002b77, 0x000500aa, 0x00000008,
    0x00002b7a, 0x000022b8, 0x0000034a, 0x00050041, 0x000000d9, 0x00002b7b, 0x000000d6, 0x0000032f,
    0x0004003d, 0x00000006, 0x00002b7c, 0x00002b7b, 0x000500aa, 0x00000008, 0x00002b7d, 0x00002b7c,
    0x000000ee, 0x000300f7, 0x00002b82, 0x00000000, 0x000400fa, 0x00002b7d, 0x00002b7e, 0x00002b82,
    0x000200f8, 0x00002b7e, 0x00050084, 0x00000045, 0x00002b81, 0x00004190, 0x00004177, 0x000200f9,
    0x00002bac, 0x000200f8, 0x00002b82, 0x000500aa, 0x00000008, 0x00002b85, 0x00002b7c, 0x000001b3,
    0x000300f7, 0x00002b95, 0x00000000, 0x000400fa, 0x00002b85, 0x00002b86, 0x00002b95, 0x000200f8,
    0x00002b86, 0x000300f7, 0x00002b93, 0x00000000, 0x000400fa, 0x00002b7a, 0x00002b88, 0x00002b8f,
    0x000200f8, 0x00002b8f, 0x0007000c, 0x00000045, 0x00002b92, 0x00000001, 0x00000026, 0x00004190,
    0x00004177, 0x000200f9, 0x00002b93, 0x000200f8, 0x00002b88, 0x0004007c, 0x00000386, 0x00002b8a,
    0x00004190, 0x0004007c, 0x00000386, 0x00002b8c, 0x00004177, 0x0007000c, 0x00000386, 0x00002b8d,
    0x00000001, 0x00000027, 0x00002b8a, 0x00002b8c, 0x0004007c, 0x00000045, 0x00002b8e, 0x00002b8d,
    0x000200f9, 0x00002b93, 0x000200f8, 0x00002b93, 0x000700f5, 0x00000045, 0x000041d0, 0x00002b8e,
    0x00002b88, 0x00002b92, 0x00002b8f, 0x000200f9, 0x00002bac, 0x000200f8, 0x00002b95, 0x000500aa,
    0x00000008, 0x00002b98, 0x00002b7c, 0x0000034a, 0x000300f7, 0x00002ba8, 0x00000000, 0x000400fa,
    0x00002b98, 0x00002b99, 0x00002ba8, 0x000200f8, 0x00002b99, 0x000300f7, 0x00002ba6, 0x00000000,
    0x000400fa, 0x00002b7a, 0x00002b9b, 0x00002ba2, 0x000200f8, 0x00002ba2, 0x0007000c, 0x00000045,
    0x00002ba5, 0x00000001, 0x00000029, 0x00004190, 0x00004177, 0x000200f9, 0x00002ba6, 0x000200f8,
    0x00002b9b, 0x0004007c, 0x00000386, 0x00002b9d, 0x00004190, 0x0004007c, 0x00000386, 0x00002b9f,
    0x00004177, 0x0007000c, 0x00000386, 0x00002ba0, 0x00000001, 0x0000002a, 0x00002b9d, 0x00002b9f,
    0x0004007c, 0x00000045, 0x00002ba1, 0x00002ba0, 0x000200f9, 0x00002ba6, 0x000200f8, 0x00002ba6,
    0x000700f5, 0x00000045, 0x000041cf, 0x00002ba1, 0x00002b9b, 0x00002ba5, 0x00002ba2, 0x000200f9,
    0x00002bac, 0x000200f8, 0x00002ba8, 0x00050080, 0x00000045, 0x00002bab, 0x00004190, 0x00004177,
    0x000200f9, 0x00002bac, 0x000200f8, 0x00002bac, 0x000b00f5, 0x00000045, 0x000041d1, 0x00002b81,
    0x00002b7e, 0x000041d0, 0x00002b93, 0x000041cf, 0x00002ba6, 0x00002bab, 0x00002ba8, 0x000200f9,
    0x00002b5b, 0x000200f8, 0x00002b53, 0x0004007c, 0x0000003f, 0x00002b55, 0x00004190, 0x00050041,
    0x000000d9, 0x00002bb2, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x00002bb3, 0x00002bb2,
    0x000500aa, 0x00000008, 0x00002bb4, 0x00002bb3, 0x000001b3, 0x000300f7, 0x00002bba, 0x00000000,
    0x000400fa, 0x00002bb4, 0x00002bb5, 0x00002bb7, 0x000200f8, 0x00002bb7, 0x00050051, 0x00000006,
    0x00002bc3, 0x00004177, 0x00000000, 0x000300f7, 0x00002be8, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002bd6, 0x000200f8, 0x00002bd6, 0x000500aa, 0x00000008, 0x00002bd9, 0x000022b8, 0x000001b3,
    0x000300f7, 0x00002bdd, 0x00000000, 0x000400fa, 0x00002bd9, 0x00002bda, 0x00002bdd, 0x000200f8,
    0x00002bda, 0x000500c4, 0x00000006, 0x00002bed, 0x00002bc3, 0x000000d8, 0x000200f9, 0x00002be8,
    0x000200f8, 0x00002bdd, 0x000500aa, 0x00000008, 0x00002be0, 0x000022b8, 0x000000ee, 0x000300f7,
    0x00002be6, 0x00000000, 0x000400fa, 0x00002be0, 0x00002be1, 0x00002be4, 0x000200f8, 0x00002be4,
    0x000200f9, 0x00002be6, 0x000200f8, 0x00002be1, 0x000300f7, 0x00002c1e, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002bf5, 0x000200f8, 0x00002bf5, 0x000500c7, 0x00000006, 0x00002bf7, 0x00002bc3,
    0x000000f9, 0x000500c4, 0x00000006, 0x00002bf8, 0x00002bf7, 0x000000d8, 0x000500c2, 0x00000006,
    0x00002bfa, 0x00002bc3, 0x00000169, 0x000500c7, 0x00000006, 0x00002bfb, 0x00002bfa, 0x0000016b,
    0x000500c7, 0x00000006, 0x00002bfd, 0x00002bc3, 0x0000016f, 0x000500aa, 0x00000008, 0x00002bff,
    0x00002bfb, 0x0000016b, 0x000300f7, 0x00002c06, 0x00000000, 0x000400fa, 0x00002bff, 0x00002c00,
    0x00002c06, 0x000200f8, 0x00002c00, 0x000500c5, 0x00000006, 0x00002c02, 0x00002bf8, 0x00000100,
    0x000500c4, 0x00000006, 0x00002c04, 0x00002bfd, 0x0000011c, 0x000500c5, 0x00000006, 0x00002c05,
    0x00002c02, 0x00002c04, 0x000200f9, 0x00002c1e, 0x000200f8, 0x00002c06, 0x000500ab, 0x00000008,
    0x00002c08, 0x00002bfb, 0x000000dc, 0x000300f7, 0x00002c12, 0x00000000, 0x000400fa, 0x00002c08,
    0x00002c09, 0x00002c12, 0x000200f8, 0x00002c09, 0x00050080, 0x00000006, 0x00002c0c, 0x00002bfb,
    0x00000181, 0x000500c4, 0x00000006, 0x00002c0d, 0x00002c0c, 0x00000130, 0x000500c5, 0x00000006,
    0x00002c0e, 0x00002bf8, 0x00002c0d, 0x000500c4, 0x00000006, 0x00002c10, 0x00002bfd, 0x0000011c,
    0x000500c5, 0x00000006, 0x00002c11, 0x00002c0e, 0x00002c10, 0x000200f9, 0x00002c1e, 0x000200f8,
    0x00002c12, 0x000500aa, 0x00000008, 0x00002c14, 0x00002bfd, 0x000000dc, 0x000300f7, 0x00002c17,
    0x00000000, 0x000400fa, 0x00002c14, 0x00002c15, 0x00002c17, 0x000200f8, 0x00002c15, 0x000200f9,
    0x00002c1e, 0x000200f8, 0x00002c17, 0x00040070, 0x0000003e, 0x00002c1a, 0x00002bfd, 0x00050085,
    0x0000003e, 0x00002c1b, 0x00002c1a, 0x00000192, 0x0004007c, 0x00000006, 0x00002c1c, 0x00002c1b,
    0x000500c5, 0x00000006, 0x00002c1d, 0x00002bf8, 0x00002c1c, 0x000200f9, 0x00002c1e, 0x000200f8,
    0x00002c1e, 0x000b00f5, 0x00000006, 0x000041bf, 0x00002c05, 0x00002c00, 0x00002c11, 0x00002c09,
    0x00002bf8, 0x00002c15, 0x00002c1d, 0x00002c17, 0x000200f9, 0x00002be6, 0x000200f8, 0x00002be6,
    0x000700f5, 0x00000006, 0x000041c0, 0x000041bf, 0x00002c1e, 0x00002bc3, 0x00002be4, 0x000200f9,
    0x00002be8, 0x000200f8, 0x00002be8, 0x000700f5, 0x00000006, 0x000041c1, 0x00002bed, 0x00002bda,
    0x000041c0, 0x00002be6, 0x00050051, 0x00000006, 0x00002bc6, 0x00004177, 0x00000001, 0x000300f7,
    0x00002c39, 0x00000000, 0x000300fb, 0x000000dc, 0x00002c27, 0x000200f8, 0x00002c27, 0x000300f7,
    0x00002c2e, 0x00000000, 0x000400fa, 0x00002bd9, 0x00002c2b, 0x00002c2e, 0x000200f8, 0x00002c2b,
    0x000500c4, 0x00000006, 0x00002c3e, 0x00002bc6, 0x000000d8, 0x000200f9, 0x00002c39, 0x000200f8,
    0x00002c2e, 0x000500aa, 0x00000008, 0x00002c31, 0x000022b8, 0x000000ee, 0x000300f7, 0x00002c37,
    0x00000000, 0x000400fa, 0x00002c31, 0x00002c32, 0x00002c35, 0x000200f8, 0x00002c35, 0x000200f9,
    0x00002c37, 0x000200f8, 0x00002c32, 0x000300f7, 0x00002c6f, 0x00000000, 0x000300fb, 0x000000dc,
    0x00002c46, 0x000200f8, 0x00002c46, 0x000500c7, 0x00000006, 0x00002c48, 0x00002bc6, 0x000000f9,
    0x000500c4, 0x00000006, 0x00002c49, 0x00002c48, 0x000000d8, 0x000500c2, 0x00000006, 0x00002c4b,
    0x00002bc6, 0x00000169, 0x000500c7, 0x00000006, 0x00002c4c, 0x00002c4b, 0x0000016b, 0x000500c7,
    0x00000006, 0x00002c4e, 0x00002bc6, 0x0000016f, 0x000500aa, 0x00000008, 0x00002c50, 0x00002c4c,
    0x0000016b, 0x000300f7, 0x00002c57, 0x00000000, 0x000400fa, 0x00002c50, 0x00002c51, 0x00002c57,
    0x000200f8, 0x00002c51, 0x000500c5, 0x00000006, 0x00002c53, 0x00002c49, 0x00000100, 0x000500c4,
    0x00000006, 0x00002c55, 0x00002c4e, 0x0000011c, 0x000500c5, 0x00000006, 0x00002c56, 0x00002c53,
    0x00002c55, 0x000200f9, 0x00002c6f, 0x000200f8, 0x00002c57, 0x000500ab, 0x00000008, 0x00002c59,
    0x00002c4c, 0x000000dc, 0x000300f7, 0x00002c63, 0x00000000, 0x000400fa, 0x00002c59, 0x00002c5a,
    0x00002c63, 0x000200f8, 0x00002c5a, 0x00050080, 0x00000006, 0x00002c5d, 0x00002c4c, 0x00000181,
    0x000500c4, 0x00000006, 0x00002c5e, 0x00002c5d, 0x00000130, 0x000500c5, 0x00000006, 0x00002c5f,
    0x00002c49, 0x00002c5e, 0x000500c4, 0x00000006, 0x00002c61, 0x00002c4e, 0x0000011c, 0x000500c5,
    0x00000006, 0x00002c62, 0x00002c5f, 0x00002c61, 0x000200f9, 0x00002c6f, 0x000200f8, 0x00002c63,
    0x000500aa, 0x00000008, 0x00002c65, 0x00002c4e, 0x000000dc, 0x000300f7, 0x00002c68, 0x00000000,
    0x000400fa, 0x00002c65, 0x00002c66, 0x00002c68, 0x000200f8, 0x00002c66, 0x000200f9, 0x00002c6f,
    0x000200f8, 0x00002c68, 0x00040070, 0x0000003e, 0x00002c6b, 0x00002c4e, 0x00050085, 0x0000003e,
    0x00002c6c, 0x00002c6b, 0x00000192, 0x0004007c, 0x00000006, 0x00002c6d, 0x00002c6c, 0x000500c5,
    0x00000006, 0x00002c6e, 0x00002c49, 0x00002c6d, 0x000200f9, 0x00002c6f, 0x000200f8, 0x00002c6f,
    0x000b00f5, 0x00000006, 0x000041c2, 0x00002c56, 0x00002c51, 0x00002c62, 0x00002c5a, 0x00002c49,
    0x00002c66, 0x00002c6e, 0x00002c68, 0x000200f9, 0x00002c37, 0x000200f8, 0x00002c37, 0x000700f5,
    0x00000006, 0x000041c3, 0x000041c2, 0x00002c6f, 0x00002bc6, 0x00002c35, 0x000200f9, 0x00002c39,
    0x000200f8, 0x00002c39, 0x000700f5, 0x00000006, 0x000041c4, 0x00002c3e, 0x00002c2b, 0x000041c3,
    0x00002c37, 0x00050051, 0x00000006, 0x00002bc9, 0x00004177, 0x00000002, 0x000300f7, 0x00002c8a,
    0x00000000, 0x000300fb, 0x000000dc, 0x00002c78, 0x000200f8, 0x00002c78, 0x000300f7, 0x00002c7f,
    0x00000000, 0x000400fa, 0x00002bd9, 0x00002c7c, 0x00002c7f, 0x000200f8, 0x00002c7c, 0x000500c4,
    0x00000006, 0x00002c8f, 0x00002bc9, 0x000000d8, 0x000200f9, 0x00002c8a, 0x000200f8, 0x00002c7f,
    0x000500aa, 0x00000008, 0x00002c82, 0x000022b8, 0x000000ee, 0x000300f7, 0x00002c88, 0x00000000,
    0x000400fa, 0x00002c82, 0x00002c83, 0x00002c86, 0x000200f8, 0x00002c86, 0x000200f9, 0x00002c88,
    0x000200f8, 0x00002c83, 0x000300f7, 0x00002cc0, 0x00000000, 0x000300fb, 0x000000dc, 0x00002c97,
    0x000200f8, 0x00002c97, 0x000500c7, 0x00000006, 0x00002c99, 0x00002bc9, 0x000000f9, 0x000500c4,
    0x00000006, 0x00002c9a, 0x00002c99, 0x000000d8, 0x000500c2, 0x00000006, 0x00002c9c, 0x00002bc9,
    0x00000169, 0x000500c7, 0x00000006, 0x00002c9d, 0x00002c9c, 0x0000016b, 0x000500c7, 0x00000006,
    0x00002c9f, 0x00002bc9, 0x0000016f, 0x000500aa, 0x00000008, 0x00002ca1, 0x00002c9d, 0x0000016b,
    0x000300f7, 0x00002ca8, 0x00000000, 0x000400fa, 0x00002ca1, 0x00002ca2, 0x00002ca8, 0x000200f8,
    0x00002ca2, 0x000500c5, 0x00000006, 0x00002ca4, 0x00002c9a, 0x00000100, 0x000500c4, 0x00000006,
    0x00002ca6, 0x00002c9f, 0x0000011c, 0x000500c5, 0x00000006, 0x00002ca7, 0x00002ca4, 0x00002ca6,
    0x000200f9, 0x00002cc0, 0x000200f8, 0x00002ca8, 0x000500ab, 0x00000008, 0x00002caa, 0x00002c9d,
    0x000000dc, 0x000300f7, 0x00002cb4, 0x00000000, 0x000400fa, 0x00002caa, 0x00002cab, 0x00002cb4,
    0x000200f8, 0x00002cab, 0x00050080, 0x00000006, 0x00002cae, 0x00002c9d, 0x00000181, 0x000500c4,
    0x00000006, 0x00002caf, 0x00002cae, 0x00000130, 0x000500c5, 0x00000006, 0x00002cb0, 0x00002c9a,
    0x00002caf, 0x000500c4, 0x00000006, 0x00002cb2, 0x00002c9f, 0x0000011c, 0x000500c5, 0x00000006,
    0x00002cb3, 0x00002cb0, 0x00002cb2, 0x000200f9, 0x00002cc0, 0x000200f8, 0x00002cb4, 0x000500aa,
    0x00000008, 0x00002cb6, 0x00002c9f, 0x000000dc, 0x000300f7, 0x00002cb9, 0x00000000, 0x000400fa,
    0x00002cb6, 0x00002cb7, 0x00002cb9, 0x000200f8, 0x00002cb7, 0x000200f9, 0x00002cc0, 0x000200f8,
    0x00002cb9, 0x00040070, 0x0000003e, 0x00002cbc, 0x00002c9f, 0x00050085, 0x0000003e, 0x00002cbd,
    0x00002cbc, 0x00000192, 0x0004007c, 0x00000006, 0x00002cbe, 0x00002cbd, 0x000500c5, 0x00000006,
    0x00002cbf, 0x00002c9a, 0x00002cbe, 0x000200f9, 0x00002cc0, 0x000200f8, 0x00002cc0, 0x000b00f5,
    0x00000006, 0x000041c5, 0x00002ca7, 0x00002ca2, 0x00002cb3, 0x00002cab, 0x00002c9a, 0x00002cb7,
    0x00002cbf, 0x00002cb9, 0x000200f9, 0x00002c88, 0x000200f8, 0x00002c88, 0x000700f5, 0x00000006,
    0x000041c6, 0x000041c5, 0x00002cc0, 0x00002bc9, 0x00002c86, 0x000200f9, 0x00002c8a, 0x000200f8,
    0x00002c8a, 0x000700f5, 0x00000006, 0x000041c7, 0x00002c8f, 0x00002c7c, 0x000041c6, 0x00002c88,
    0x00050051, 0x00000006, 0x00002bcc, 0x00004177, 0x00000003, 0x000300f7, 0x00002cdb, 0x00000000,
    0x000300fb, 0x000000dc, 0x00002cc9, 0x000200f8, 0x00002cc9, 0x000300f7, 0x00002cd0, 0x00000000,
    0x000400fa, 0x00002bd9, 0x00002ccd, 0x00002cd0, 0x000200f8, 0x00002ccd, 0x000500c4, 0x00000006,
    0x00002ce0, 0x00002bcc, 0x000000d8, 0x000200f9, 0x00002cdb, 0x000200f8, 0x00002cd0, 0x000500aa,
    0x00000008, 0x00002cd3, 0x000022b8, 0x000000ee, 0x000300f7, 0x00002cd9, 0x00000000, 0x000400fa,
    0x00002cd3, 0x00002cd4, 0x00002cd7, 0x000200f8, 0x00002cd7, 0x000200f9, 0x00002cd9, 0x000200f8,
    0x00002cd4, 0x000300f7, 0x00002d11, 0x00000000, 0x000300fb, 0x000000dc, 0x00002ce8, 0x000200f8,
    0x00002ce8, 0x000500c7, 0x00000006, 0x00002cea, 0x00002bcc, 0x000000f9, 0x000500c4, 0x00000006,
    0x00002ceb, 0x00002cea, 0x000000d8, 0x000500c2, 0x00000006, 0x00002ced, 0x00002bcc, 0x00000169,
    0x000500c7, 0x00000006, 0x00002cee, 0x00002ced, 0x0000016b, 0x000500c7, 0x00000006, 0x00002cf0,
    0x00002bcc, 0x0000016f, 0x000500aa, 0x00000008, 0x00002cf2, 0x00002cee, 0x0000016b, 0x000300f7,
    0x00002cf9, 0x00000000, 0x000400fa, 0x00002cf2, 0x00002cf3, 0x00002cf9, 0x000200f8, 0x00002cf3,
    0x000500c5, 0x00000006, 0x00002cf5, 0x00002ceb, 0x00000100, 0x000500c4, 0x00000006, 0x00002cf7,
    0x00002cf0, 0x0000011c, 0x000500c5, 0x00000006, 0x00002cf8, 0x00002cf5, 0x00002cf7, 0x000200f9,
    0x00002d11, 0x000200f8, 0x00002cf9, 0x000500ab, 0x00000008, 0x00002cfb, 0x00002cee, 0x000000dc,
    0x000300f7, 0x00002d05, 0x00000000, 0x000400fa, 0x00002cfb, 0x00002cfc, 0x00002d05, 0x000200f8,
    0x00002cfc, 0x00050080, 0x00000006, 0x00002cff, 0x00002cee, 0x00000181, 0x000500c4, 0x00000006,
    0x00002d00, 0x00002cff, 0x00000130, 0x000500c5, 0x00000006, 0x00002d01, 0x00002ceb, 0x00002d00,
    0x000500c4, 0x00000006, 0x00002d03, 0x00002cf0, 0x0000011c, 0x000500c5, 0x00000006, 0x00002d04,
    0x00002d01, 0x00002d03, 0x000200f9, 0x00002d11, 0x000200f8, 0x00002d05, 0x000500aa, 0x00000008,
    0x00002d07, 0x00002cf0, 0x000000dc, 0x000300f7, 0x00002d0a, 0x00000000, 0x000400fa, 0x00002d07,
    0x00002d08, 0x00002d0a, 0x000200f8, 0x00002d08, 0x000200f9, 0x00002d11, 0x000200f8, 0x00002d0a,
    0x00040070, 0x0000003e, 0x00002d0d, 0x00002cf0, 0x00050085, 0x0000003e, 0x00002d0e, 0x00002d0d,
    0x00000192, 0x0004007c, 0x00000006, 0x00002d0f, 0x00002d0e, 0x000500c5, 0x00000006, 0x00002d10,
    0x00002ceb, 0x00002d0f, 0x000200f9, 0x00002d11, 0x000200f8, 0x00002d11, 0x000b00f5, 0x00000006,
    0x000041c8, 0x00002cf8, 0x00002cf3, 0x00002d04, 0x00002cfc, 0x00002ceb, 0x00002d08, 0x00002d10,
    0x00002d0a, 0x000200f9, 0x00002cd9, 0x000200f8, 0x00002cd9, 0x000700f5, 0x00000006, 0x000041c9,
    0x000041c8, 0x00002d11, 0x00002bcc, 0x00002cd7, 0x000200f9, 0x00002cdb, 0x000200f8, 0x00002cdb,
    0x000700f5, 0x00000006, 0x000041ca, 0x00002ce0, 0x00002ccd, 0x000041c9, 0x00002cd9, 0x00070050,
    0x00000045, 0x00002bce, 0x000041c1, 0x000041c4, 0x000041c7, 0x000041ca, 0x000200f9, 0x00002bba,
    0x000200f8, 0x00002bb5, 0x000200f9, 0x00002bba, 0x000200f8, 0x00002bba, 0x000700f5, 0x00000045,
    0x000041cb, 0x00004177, 0x00002bb5, 0x00002bce, 0x00002cdb, 0x0004007c, 0x0000003f, 0x00002b58,
    0x000041cb, 0x000300f7, 0x00002d40, 0x00000000, 0x000300fb, 0x000000dc, 0x00002d20, 0x000200f8,
    0x00002d20, 0x0004007c, 0x00000045, 0x00002d46, 0x00002b58, 0x000500c7, 0x00000045, 0x00002d4a,
    0x00002d46, 0x000045f8, 0x000500c7, 0x00000045, 0x00002d4d, 0x00002d46, 0x000002e5, 0x000500aa,
    0x000000aa, 0x00002d4e, 0x00002d4d, 0x000002dd, 0x000600a9, 0x00000045, 0x00002d4f, 0x00002d4e,
    0x00002d4a, 0x00002d46, 0x000500c7, 0x00000045, 0x00002d53, 0x00002d4f, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00002d54, 0x00002d53, 0x000002e5, 0x000600a9, 0x00000045, 0x00002d55, 0x00002d54,
    0x000002e1, 0x00002d4f, 0x0004007c, 0x0000003f, 0x00002d57, 0x00002d55, 0x00050041, 0x000000d9,
    0x00002d23, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00002d24, 0x00002d23, 0x000500aa,
    0x00000008, 0x00002d25, 0x00002d24, 0x000000ee, 0x000300f7, 0x00002d2b, 0x00000000, 0x000400fa,
    0x00002d25, 0x00002d26, 0x00002d2b, 0x000200f8, 0x00002d26, 0x00050085, 0x0000003f, 0x00002d29,
    0x00002b55, 0x00002d57, 0x0004007c, 0x00000045, 0x00002d5c, 0x00002d29, 0x000500c7, 0x00000045,
    0x00002d60, 0x00002d5c, 0x000045f8, 0x000500c7, 0x00000045, 0x00002d63, 0x00002d5c, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00002d64, 0x00002d63, 0x000002dd, 0x000600a9, 0x00000045, 0x00002d65,
    0x00002d64, 0x00002d60, 0x00002d5c, 0x000500c7, 0x00000045, 0x00002d69, 0x00002d65, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00002d6a, 0x00002d69, 0x000002e5, 0x000600a9, 0x00000045, 0x00002d6b,
    0x00002d6a, 0x000002e1, 0x00002d65, 0x0004007c, 0x0000003f, 0x00002d6d, 0x00002d6b, 0x000200f9,
    0x00002d40, 0x000200f8, 0x00002d2b, 0x000500aa, 0x00000008, 0x00002d2e, 0x00002d24, 0x000001b3,
    0x000300f7, 0x00002d33, 0x00000000, 0x000400fa, 0x00002d2e, 0x00002d2f, 0x00002d33, 0x000200f8,
    0x00002d2f, 0x0004007c, 0x00000045, 0x00002d7b, 0x00002b55, 0x0004007c, 0x00000045, 0x00002d7d,
    0x00002d57, 0x000500c5, 0x00000045, 0x00002da5, 0x00002d7d, 0x000045f8, 0x000400c8, 0x00000045,
    0x00002da7, 0x00002d7d, 0x000500c7, 0x00000045, 0x00002daa, 0x00002d7d, 0x000045f8, 0x000500ab,
    0x000000aa, 0x00002dab, 0x00002daa, 0x000002dd, 0x000600a9, 0x00000045, 0x00002dac, 0x00002dab,
    0x00002da7, 0x00002da5, 0x000500c5, 0x00000045, 0x00002db1, 0x00002d7b, 0x000045f8, 0x000400c8,
    0x00000045, 0x00002db3, 0x00002d7b, 0x000500c7, 0x00000045, 0x00002db6, 0x00002d7b, 0x000045f8,
    0x000500ab, 0x000000aa, 0x00002db7, 0x00002db6, 0x000002dd, 0x000600a9, 0x00000045, 0x00002db8,
    0x00002db7, 0x00002db3, 0x00002db1, 0x000500b0, 0x000000aa, 0x00002d84, 0x00002dac, 0x00002db8,
    0x000600a9, 0x00000045, 0x00002d90, 0x00002d84, 0x00002d7d, 0x00002d7b, 0x000500c7, 0x00000045,
    0x00002d93, 0x00002d7b, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002d94, 0x00002d93, 0x000002e5,
    0x000600a9, 0x00000045, 0x00002d95, 0x00002d94, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045,
    0x00002d98, 0x00002d7d, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002d99, 0x00002d98, 0x000002e5,
    0x000600a9, 0x00000045, 0x00002d9a, 0x00002d99, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045,
    0x00002d9b, 0x00002d95, 0x00002d9a, 0x000500ab, 0x000000aa, 0x00002d9c, 0x00002d9b, 0x000002dd,
    0x000600a9, 0x00000045, 0x00002d9f, 0x00002d9c, 0x000002e1, 0x00002d90, 0x0004007c, 0x0000003f,
    0x00002da0, 0x00002d9f, 0x000200f9, 0x00002d40, 0x000200f8, 0x00002d33, 0x000500aa, 0x00000008,
    0x00002d36, 0x00002d24, 0x0000034a, 0x000300f7, 0x00002d3b, 0x00000000, 0x000400fa, 0x00002d36,
    0x00002d37, 0x00002d3b, 0x000200f8, 0x00002d37, 0x0004007c, 0x00000045, 0x00002dde, 0x00002b55,
    0x0004007c, 0x00000045, 0x00002de0, 0x00002d57, 0x000500c5, 0x00000045, 0x00002e20, 0x00002de0,
    0x000045f8, 0x000400c8, 0x00000045, 0x00002e22, 0x00002de0, 0x000500c7, 0x00000045, 0x00002e25,
    0x00002de0, 0x000045f8, 0x000500ab, 0x000000aa, 0x00002e26, 0x00002e25, 0x000002dd, 0x000600a9,
    0x00000045, 0x00002e27, 0x00002e26, 0x00002e22, 0x00002e20, 0x000500c5, 0x00000045, 0x00002e2c,
    0x00002dde, 0x000045f8, 0x000400c8, 0x00000045, 0x00002e2e, 0x00002dde, 0x000500c7, 0x00000045,
    0x00002e31, 0x00002dde, 0x000045f8, 0x000500ab, 0x000000aa, 0x00002e32, 0x00002e31, 0x000002dd,
    0x000600a9, 0x00000045, 0x00002e33, 0x00002e32, 0x00002e2e, 0x00002e2c, 0x000500ac, 0x000000aa,
    0x00002ded, 0x00002e27, 0x00002e33, 0x000600a9, 0x00000045, 0x00002df3, 0x00002ded, 0x00002de0,
    0x00002dde, 0x000500c7, 0x00000045, 0x00002df6, 0x00002dde, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00002df7, 0x00002df6, 0x000002e5, 0x000600a9, 0x00000045, 0x00002df8, 0x00002df7, 0x0000031d,
    0x000002dd, 0x000500c7, 0x00000045, 0x00002dfb, 0x00002de0, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00002dfc, 0x00002dfb, 0x000002e5, 0x000600a9, 0x00000045, 0x00002dfd, 0x00002dfc, 0x0000031d,
    0x000002dd, 0x000500c5, 0x00000045, 0x00002dfe, 0x00002df8, 0x00002dfd, 0x000500ab, 0x000000aa,
    0x00002dff, 0x00002dfe, 0x000002dd, 0x000600a9, 0x00000045, 0x00002e02, 0x00002dff, 0x000002e1,
    0x00002df3, 0x0004007c, 0x0000003f, 0x00002e03, 0x00002e02, 0x000200f9, 0x00002d40, 0x000200f8,
    0x00002d3b, 0x00050081, 0x0000003f, 0x00002d3e, 0x00002b55, 0x00002d57, 0x0004007c, 0x00000045,
    0x00002e38, 0x00002d3e, 0x000500c7, 0x00000045, 0x00002e3c, 0x00002e38, 0x000045f8, 0x000500c7,
    0x00000045, 0x00002e3f, 0x00002e38, 0x000002e5, 0x000500aa, 0x000000aa, 0x00002e40, 0x00002e3f,
    0x000002dd, 0x000600a9, 0x00000045, 0x00002e41, 0x00002e40, 0x00002e3c, 0x00002e38, 0x000500c7,
    0x00000045, 0x00002e45, 0x00002e41, 0x000045f9, 0x000500ac, 0x000000aa, 0x00002e46, 0x00002e45,
    0x000002e5, 0x000600a9, 0x00000045, 0x00002e47, 0x00002e46, 0x000002e1, 0x00002e41, 0x0004007c,
    0x0000003f, 0x00002e49, 0x00002e47, 0x000200f9, 0x00002d40, 0x000200f8, 0x00002d40, 0x000b00f5,
    0x0000003f, 0x000041ce, 0x00002d6d, 0x00002d26, 0x00002da0, 0x00002d2f, 0x00002e03, 0x00002d37,
    0x00002e49, 0x00002d3b, 0x0004007c, 0x00000045, 0x00002b5a, 0x000041ce, 0x000200f9, 0x00002b5b,
    0x000200f8, 0x00002b5b, 0x000700f5, 0x00000045, 0x000041d2, 0x000041d1, 0x00002bac, 0x00002b5a,
    0x00002d40, 0x000200f9, 0x000021a8, 0x000200f8, 0x000021a8, 0x000700f5, 0x00000045, 0x0000449a,
    0x00004190, 0x00002854, 0x000041d2, 0x00002b5b, 0x000200f9, 0x000021a9, 0x000200f8, 0x000021a9,
    0x00050080, 0x00000006, 0x000021ab, 0x0000410b, 0x000001b3, 0x000200f9, 0x00002185, 0x000200f8,
    0x000021ac, 0x000300f7, 0x00002e54, 0x00000000, 0x000400fa, 0x000022ba, 0x00002e50, 0x00002e54,
    0x000200f8, 0x00002e50, 0x000500aa, 0x00000008, 0x00002e53, 0x000022b8, 0x000000ee, 0x000200f9,
    0x00002e54, 0x000200f8, 0x00002e54, 0x000700f5, 0x00000008, 0x00002e55, 0x000022b9, 0x000021ac,
    0x00002e53, 0x00002e50, 0x000400a8, 0x00000008, 0x00002e56, 0x00002e55, 0x000300f7, 0x00002e5b,
    0x00000000, 0x000400fa, 0x00002e56, 0x00002e57, 0x00002e5b, 0x000200f8, 0x00002e57, 0x000500aa,
    0x00000008, 0x00002e5a, 0x000022b8, 0x000001b3, 0x000200f9, 0x00002e5b, 0x000200f8, 0x00002e5b,
    0x000700f5, 0x00000008, 0x00002e5c, 0x00002e55, 0x00002e54, 0x00002e5a, 0x00002e57, 0x000400a8,
    0x00000008, 0x000021ae, 0x00002e5c, 0x000300f7, 0x000021b2, 0x00000000, 0x000400fa, 0x000021ae,
    0x000021af, 0x000021b2, 0x000200f8, 0x000021af, 0x000300f7, 0x00002e7d, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002e62, 0x000200f8, 0x00002e62, 0x00050041, 0x000000d9, 0x00002e63, 0x000000d6,
    0x0000032f, 0x0004003d, 0x00000006, 0x00002e64, 0x00002e63, 0x000500ab, 0x00000008, 0x00002e65,
    0x00002e64, 0x000002bd, 0x000300f7, 0x00002e68, 0x00000000, 0x000400fa, 0x00002e65, 0x00002e66,
    0x00002e68, 0x000200f8, 0x00002e66, 0x000200f9, 0x00002e7d, 0x000200f8, 0x00002e68, 0x000500aa,
    0x00000008, 0x00002e6b, 0x000022b8, 0x0000034a, 0x000300f7, 0x00002e7b, 0x00000000, 0x000400fa,
    0x00002e6b, 0x00002e6c, 0x00002e75, 0x000200f8, 0x00002e75, 0x00050041, 0x000000d9, 0x00002e77,
    0x000000d6, 0x00000169, 0x0004003d, 0x00000006, 0x00002e78, 0x00002e77, 0x00070050, 0x00000045,
    0x00002e79, 0x00002e78, 0x00002e78, 0x00002e78, 0x00002e78, 0x00050086, 0x00000045, 0x00002e7a,
    0x0000410e, 0x00002e79, 0x000200f9, 0x00002e7b, 0x000200f8, 0x00002e6c, 0x0004007c, 0x00000386,
    0x00002e6e, 0x0000410e, 0x00050041, 0x000000d9, 0x00002e6f, 0x000000d6, 0x00000169, 0x0004003d,
    0x00000006, 0x00002e70, 0x00002e6f, 0x0004007c, 0x000000d7, 0x00002e71, 0x00002e70, 0x00070050,
    0x00000386, 0x00002e72, 0x00002e71, 0x00002e71, 0x00002e71, 0x00002e71, 0x00050087, 0x00000386,
    0x00002e73, 0x00002e6e, 0x00002e72, 0x0004007c, 0x00000045, 0x00002e74, 0x00002e73, 0x000200f9,
    0x00002e7b, 0x000200f8, 0x00002e7b, 0x000700f5, 0x00000045, 0x00004127, 0x00002e74, 0x00002e6c,
    0x00002e7a, 0x00002e75, 0x000200f9, 0x00002e7d, 0x000200f8, 0x00002e7d, 0x000700f5, 0x00000045,
    0x00004128, 0x0000410e, 0x00002e66, 0x00004127, 0x00002e7b, 0x000200f9, 0x000021c1, 0x000200f8,
    0x000021b2, 0x0004007c, 0x0000003f, 0x000021b4, 0x0000410e, 0x00050041, 0x000000d9, 0x00002e83,
    0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00002e84, 0x00002e83, 0x000500aa, 0x00000008,
    0x00002e85, 0x00002e84, 0x000002bd, 0x000300f7, 0x00002e8f, 0x00000000, 0x000400fa, 0x00002e85,
    0x00002e86, 0x00002e8d, 0x000200f8, 0x00002e8d, 0x000200f9, 0x00002e8f, 0x000200f8, 0x00002e86,
    0x00050041, 0x000000d9, 0x00002e88, 0x000000d6, 0x00000169, 0x0004003d, 0x00000006, 0x00002e89,
    0x00002e88, 0x0004007c, 0x0000003e, 0x00002e8a, 0x00002e89, 0x0005008e, 0x0000003f, 0x00002e8b,
    0x000021b4, 0x00002e8a, 0x0004007c, 0x00000045, 0x00002e95, 0x00002e8b, 0x000500c7, 0x00000045,
    0x00002e99, 0x00002e95, 0x000045f8, 0x000500c7, 0x00000045, 0x00002e9c, 0x00002e95, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00002e9d, 0x00002e9c, 0x000002dd, 0x000600a9, 0x00000045, 0x00002e9e,
    0x00002e9d, 0x00002e99, 0x00002e95, 0x000500c7, 0x00000045, 0x00002ea2, 0x00002e9e, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00002ea3, 0x00002ea2, 0x000002e5, 0x000600a9, 0x00000045, 0x00002ea4,
    0x00002ea3, 0x000002e1, 0x00002e9e, 0x0004007c, 0x0000003f, 0x00002ea6, 0x00002ea4, 0x000200f9,
    0x00002e8f, 0x000200f8, 0x00002e8f, 0x000700f5, 0x0000003f, 0x00004110, 0x00002ea6, 0x00002e86,
    0x000021b4, 0x00002e8d, 0x0004007c, 0x00000045, 0x000021b6, 0x00004110, 0x00050041, 0x000000d9,
    0x000021b7, 0x000000d6, 0x00000533, 0x0004003d, 0x00000006, 0x000021b8, 0x000021b7, 0x000500aa,
    0x00000008, 0x000021b9, 0x000021b8, 0x000000ee, 0x000300f7, 0x000021bf, 0x00000000, 0x000400fa,
    0x000021b9, 0x000021ba, 0x000021bc, 0x000200f8, 0x000021bc, 0x000300f7, 0x00002ed9, 0x00000000,
    0x000300fb, 0x000000dc, 0x00002eb3, 0x000200f8, 0x00002eb3, 0x000500aa, 0x00000008, 0x00002eb6,
    0x000022b8, 0x000000ee, 0x000300f7, 0x00002ec5, 0x00000000, 0x000400fa, 0x00002eb6, 0x00002eb7,
    0x00002ec5, 0x000200f8, 0x00002eb7, 0x00050051, 0x00000006, 0x00002eb9, 0x000021b6, 0x00000000,
    0x000300f7, 0x00002f38, 0x00000000, 0x000300fb, 0x000000dc, 0x00002ee8, 0x000200f8, 0x00002ee8,
    0x000500c2, 0x00000006, 0x00002eea, 0x00002eb9, 0x000000d8, 0x000500c7, 0x00000006, 0x00002eeb,
    0x00002eea, 0x000000f9, 0x000500c7, 0x00000006, 0x00002eed, 0x00002eb9, 0x000000fd, 0x000500ac,
    0x00000008, 0x00002eef, 0x00002eed, 0x00000100, 0x000300f7, 0x00002ef3, 0x00000000, 0x000400fa,
    0x00002eef, 0x00002ef0, 0x00002ef3, 0x000200f8, 0x00002ef0, 0x000500c5, 0x00000006, 0x00002ef2,
    0x00002eeb, 0x00000105, 0x000200f9, 0x00002f38, 0x000200f8, 0x00002ef3, 0x000500ae, 0x00000008,
    0x00002ef5, 0x00002eed, 0x00000109, 0x000300f7, 0x00002ef9, 0x00000000, 0x000400fa, 0x00002ef5,
    0x00002ef6, 0x00002ef9, 0x000200f8, 0x00002ef6, 0x000500c5, 0x00000006, 0x00002ef8, 0x00002eeb,
    0x0000010e, 0x000200f9, 0x00002f38, 0x000200f8, 0x00002ef9, 0x000500ae, 0x00000008, 0x00002efb,
    0x00002eed, 0x00000112, 0x000300f7, 0x00002f09, 0x00000000, 0x000400fa, 0x00002efb, 0x00002efc,
    0x00002f09, 0x000200f8, 0x00002efc, 0x00050082, 0x00000006, 0x00002efe, 0x00002eed, 0x00000118,
    0x000500c2, 0x00000006, 0x00002f00, 0x00002efe, 0x0000011c, 0x000500c7, 0x00000006, 0x00002f01,
    0x00002f00, 0x000000ee, 0x00050080, 0x00000006, 0x00002f02, 0x0000011a, 0x00002f01, 0x00050080,
    0x00000006, 0x00002f04, 0x00002efe, 0x00002f02, 0x000500c2, 0x00000006, 0x00002f07, 0x00002f04,
    0x0000011c, 0x000500c5, 0x00000006, 0x00002f08, 0x00002eeb, 0x00002f07, 0x000200f9, 0x00002f38,
    0x000200f8, 0x00002f09, 0x000500b2, 0x00000008, 0x00002f0b, 0x00002eed, 0x00000128, 0x000300f7,
    0x00002f0e, 0x00000000, 0x000400fa, 0x00002f0b, 0x00002f0c, 0x00002f0e, 0x000200f8, 0x00002f0c,
    0x000200f9, 0x00002f38, 0x000200f8, 0x00002f0e, 0x000500c2, 0x00000006, 0x00002f10, 0x00002eed,
    0x00000130, 0x000500c7, 0x00000006, 0x00002f12, 0x00002eed, 0x00000134, 0x000500c5, 0x00000006,
    0x00002f13, 0x00002f12, 0x00000136, 0x00050082, 0x00000006, 0x00002f15, 0x00000139, 0x00002f10,
    0x000500c2, 0x00000006, 0x00002f18, 0x00002f13, 0x00002f15, 0x000500c4, 0x00000006, 0x00002f1b,
    0x000000ee, 0x00002f15, 0x00050082, 0x00000006, 0x00002f1c, 0x00002f1b, 0x000000ee, 0x000500c7,
    0x00000006, 0x00002f1d, 0x00002f13, 0x00002f1c, 0x00050082, 0x00000006, 0x00002f1f, 0x000045fc,
    0x00002f10, 0x000500c4, 0x00000006, 0x00002f20, 0x000000ee, 0x00002f1f, 0x000500ac, 0x00000008,
    0x00002f23, 0x00002f1d, 0x00002f20, 0x000400a8, 0x00000008, 0x00002f24, 0x00002f23, 0x000300f7,
    0x00002f2f, 0x00000000, 0x000400fa, 0x00002f24, 0x00002f25, 0x00002f2f, 0x000200f8, 0x00002f25,
    0x000500aa, 0x00000008, 0x00002f28, 0x00002f1d, 0x00002f20, 0x000300f7, 0x00002f2d, 0x00000000,
    0x000400fa, 0x00002f28, 0x00002f29, 0x00002f2d, 0x000200f8, 0x00002f29, 0x000500c7, 0x00000006,
    0x00002f2b, 0x00002f18, 0x000000ee, 0x000500ab, 0x00000008, 0x00002f2c, 0x00002f2b, 0x000000dc,
    0x000200f9, 0x00002f2d, 0x000200f8, 0x00002f2d, 0x000700f5, 0x00000008, 0x00002f2e, 0x00002f28,
    0x00002f25, 0x00002f2c, 0x00002f29, 0x000200f9, 0x00002f2f, 0x000200f8, 0x00002f2f, 0x000700f5,
    0x00000008, 0x00002f30, 0x00002f23, 0x00002f0e, 0x00002f2e, 0x00002f2d, 0x000300f7, 0x00002f34,
    0x00000000, 0x000400fa, 0x00002f30, 0x00002f31, 0x00002f34, 0x000200f8, 0x00002f31, 0x00050080,
    0x00000006, 0x00002f33, 0x00002f18, 0x000000ee, 0x000200f9, 0x00002f34, 0x000200f8, 0x00002f34,
    0x000700f5, 0x00000006, 0x00004117, 0x00002f18, 0x00002f2f, 0x00002f33, 0x00002f31, 0x000500c5,
    0x00000006, 0x00002f37, 0x00002eeb, 0x00004117, 0x000200f9, 0x00002f38, 0x000200f8, 0x00002f38,
    0x000d00f5, 0x00000006, 0x00004118, 0x00002ef2, 0x00002ef0, 0x00002ef8, 0x00002ef6, 0x00002f08,
    0x00002efc, 0x00002eeb, 0x00002f0c, 0x00002f37, 0x00002f34, 0x00050051, 0x00000006, 0x00002ebc,
    0x000021b6, 0x00000001, 0x000300f7, 0x00002f97, 0x00000000, 0x000300fb, 0x000000dc, 0x00002f47,
    0x000200f8, 0x00002f47, 0x000500c2, 0x00000006, 0x00002f49, 0x00002ebc, 0x000000d8, 0x000500c7,
    0x00000006, 0x00002f4a, 0x00002f49, 0x000000f9, 0x000500c7, 0x00000006, 0x00002f4c, 0x00002ebc,
    0x000000fd, 0x000500ac, 0x00000008, 0x00002f4e, 0x00002f4c, 0x00000100, 0x000300f7, 0x00002f52,
    0x00000000, 0x000400fa, 0x00002f4e, 0x00002f4f, 0x00002f52, 0x000200f8, 0x00002f4f, 0x000500c5,
    0x00000006, 0x00002f51, 0x00002f4a, 0x00000105, 0x000200f9, 0x00002f97, 0x000200f8, 0x00002f52,
    0x000500ae, 0x00000008, 0x00002f54, 0x00002f4c, 0x00000109, 0x000300f7, 0x00002f58, 0x00000000,
    0x000400fa, 0x00002f54, 0x00002f55, 0x00002f58, 0x000200f8, 0x00002f55, 0x000500c5, 0x00000006,
    0x00002f57, 0x00002f4a, 0x0000010e, 0x000200f9, 0x00002f97, 0x000200f8, 0x00002f58, 0x000500ae,
    0x00000008, 0x00002f5a, 0x00002f4c, 0x00000112, 0x000300f7, 0x00002f68, 0x00000000, 0x000400fa,
    0x00002f5a, 0x00002f5b, 0x00002f68, 0x000200f8, 0x00002f5b, 0x00050082, 0x00000006, 0x00002f5d,
    0x00002f4c, 0x00000118, 0x000500c2, 0x00000006, 0x00002f5f, 0x00002f5d, 0x0000011c, 0x000500c7,
    0x00000006, 0x00002f60, 0x00002f5f, 0x000000ee, 0x00050080, 0x00000006, 0x00002f61, 0x0000011a,
    0x00002f60, 0x00050080, 0x00000006, 0x00002f63, 0x00002f5d, 0x00002f61, 0x000500c2, 0x00000006,
    0x00002f66, 0x00002f63, 0x0000011c, 0x000500c5, 0x00000006, 0x00002f67, 0x00002f4a, 0x00002f66,
    0x000200f9, 0x00002f97, 0x000200f8, 0x00002f68, 0x000500b2, 0x00000008, 0x00002f6a, 0x00002f4c,
    0x00000128, 0x000300f7, 0x00002f6d, 0x00000000, 0x000400fa, 0x00002f6a, 0x00002f6b, 0x00002f6d,
    0x000200f8, 0x00002f6b, 0x000200f9, 0x00002f97, 0x000200f8, 0x00002f6d, 0x000500c2, 0x00000006,
    0x00002f6f, 0x00002f4c, 0x00000130, 0x000500c7, 0x00000006, 0x00002f71, 0x00002f4c, 0x00000134,
    0x000500c5, 0x00000006, 0x00002f72, 0x00002f71, 0x00000136, 0x00050082, 0x00000006, 0x00002f74,
    0x00000139, 0x00002f6f, 0x000500c2, 0x00000006, 0x00002f77, 0x00002f72, 0x00002f74, 0x000500c4,
    0x00000006, 0x00002f7a, 0x000000ee, 0x00002f74, 0x00050082, 0x00000006, 0x00002f7b, 0x00002f7a,
    0x000000ee, 0x000500c7, 0x00000006, 0x00002f7c, 0x00002f72, 0x00002f7b, 0x00050082, 0x00000006,
    0x00002f7e, 0x000045fc, 0x00002f6f, 0x000500c4, 0x00000006, 0x00002f7f, 0x000000ee, 0x00002f7e,
    0x000500ac, 0x00000008, 0x00002f82, 0x00002f7c, 0x00002f7f, 0x000400a8, 0x00000008, 0x00002f83,
    0x00002f82, 0x000300f7, 0x00002f8e, 0x00000000, 0x000400fa, 0x00002f83, 0x00002f84, 0x00002f8e,
    0x000200f8, 0x00002f84, 0x000500aa, 0x00000008, 0x00002f87, 0x00002f7c, 0x00002f7f, 0x000300f7,
    0x00002f8c, 0x00000000, 0x000400fa, 0x00002f87, 0x00002f88, 0x00002f8c, 0x000200f8, 0x00002f88,
    0x000500c7, 0x00000006, 0x00002f8a, 0x00002f77, 0x000000ee, 0x000500ab, 0x00000008, 0x00002f8b,
    0x00002f8a, 0x000000dc, 0x000200f9, 0x00002f8c, 0x000200f8, 0x00002f8c, 0x000700f5, 0x00000008,
    0x00002f8d, 0x00002f87, 0x00002f84, 0x00002f8b, 0x00002f88, 0x000200f9, 0x00002f8e, 0x000200f8,
    0x00002f8e, 0x000700f5, 0x00000008, 0x00002f8f, 0x00002f82, 0x00002f6d, 0x00002f8d, 0x00002f8c,
    0x000300f7, 0x00002f93, 0x00000000, 0x000400fa, 0x00002f8f, 0x00002f90, 0x00002f93, 0x000200f8,
    0x00002f90, 0x00050080, 0x00000006, 0x00002f92, 0x00002f77, 0x000000ee, 0x000200f9, 0x00002f93,
    0x000200f8, 0x00002f93, 0x000700f5, 0x00000006, 0x0000411b, 0x00002f77, 0x00002f8e, 0x00002f92,
    0x00002f90, 0x000500c5, 0x00000006, 0x00002f96, 0x00002f4a, 0x0000411b, 0x000200f9, 0x00002f97,
    0x000200f8, 0x00002f97, 0x000d00f5, 0x00000006, 0x0000411c, 0x00002f51, 0x00002f4f, 0x00002f57,
    0x00002f55, 0x00002f67, 0x00002f5b, 0x00002f4a, 0x00002f6b, 0x00002f96, 0x00002f93, 0x00050051,
    0x00000006, 0x00002ebf, 0x000021b6, 0x00000002, 0x000300f7, 0x00002ff6, 0x00000000, 0x000300fb,
    0x000000dc, 0x00002fa6, 0x000200f8, 0x00002fa6, 0x000500c2, 0x00000006, 0x00002fa8, 0x00002ebf,
    0x000000d8, 0x000500c7, 0x00000006, 0x00002fa9, 0x00002fa8, 0x000000f9, 0x000500c7, 0x00000006,
    0x00002fab, 0x00002ebf, 0x000000fd, 0x000500ac, 0x00000008, 0x00002fad, 0x00002fab, 0x00000100,
    0x000300f7, 0x00002fb1, 0x00000000, 0x000400fa, 0x00002fad, 0x00002fae, 0x00002fb1, 0x000200f8,
    0x00002fae, 0x000500c5, 0x00000006, 0x00002fb0, 0x00002fa9, 0x00000105, 0x000200f9, 0x00002ff6,
    0x000200f8, 0x00002fb1, 0x000500ae, 0x00000008, 0x00002fb3, 0x00002fab, 0x00000109, 0x000300f7,
    0x00002fb7, 0x00000000, 0x000400fa, 0x00002fb3, 0x00002fb4, 0x00002fb7, 0x000200f8, 0x00002fb4,
    0x000500c5, 0x00000006, 0x00002fb6, 0x00002fa9, 0x0000010e, 0x000200f9, 0x00002ff6, 0x000200f8,
    0x00002fb7, 0x000500ae, 0x00000008, 0x00002fb9, 0x00002fab, 0x00000112, 0x000300f7, 0x00002fc7,
    0x00000000, 0x000400fa, 0x00002fb9, 0x00002fba, 0x00002fc7, 0x000200f8, 0x00002fba, 0x00050082,
    0x00000006, 0x00002fbc, 0x00002fab, 0x00000118, 0x000500c2, 0x00000006, 0x00002fbe, 0x00002fbc,
    0x0000011c, 0x000500c7, 0x00000006, 0x00002fbf, 0x00002fbe, 0x000000ee, 0x00050080, 0x00000006,
    0x00002fc0, 0x0000011a, 0x00002fbf, 0x00050080, 0x00000006, 0x00002fc2, 0x00002fbc, 0x00002fc0,
    0x000500c2, 0x00000006, 0x00002fc5, 0x00002fc2, 0x0000011c, 0x000500c5, 0x00000006, 0x00002fc6,
    0x00002fa9, 0x00002fc5, 0x000200f9, 0x00002ff6, 0x000200f8, 0x00002fc7, 0x000500b2, 0x00000008,
    0x00002fc9, 0x00002fab, 0x00000128, 0x000300f7, 0x00002fcc, 0x00000000, 0x000400fa, 0x00002fc9,
    0x00002fca, 0x00002fcc, 0x000200f8, 0x00002fca, 0x000200f9, 0x00002ff6, 0x000200f8, 0x00002fcc,
    0x000500c2, 0x00000006, 0x00002fce, 0x00002fab, 0x00000130, 0x000500c7, 0x00000006, 0x00002fd0,
    0x00002fab, 0x00000134, 0x000500c5, 0x00000006, 0x00002fd1, 0x00002fd0, 0x00000136, 0x00050082,
    0x00000006, 0x00002fd3, 0x00000139, 0x00002fce, 0x000500c2, 0x00000006, 0x00002fd6, 0x00002fd1,
    0x00002fd3, 0x000500c4, 0x00000006, 0x00002fd9, 0x000000ee, 0x00002fd3, 0x00050082, 0x00000006,
    0x00002fda, 0x00002fd9, 0x000000ee, 0x000500c7, 0x00000006, 0x00002fdb, 0x00002fd1, 0x00002fda,
    0x00050082, 0x00000006, 0x00002fdd, 0x000045fc, 0x00002fce, 0x000500c4, 0x00000006, 0x00002fde,
    0x000000ee, 0x00002fdd, 0x000500ac, 0x00000008, 0x00002fe1, 0x00002fdb, 0x00002fde, 0x000400a8,
    0x00000008, 0x00002fe2, 0x00002fe1, 0x000300f7, 0x00002fed, 0x00000000, 0x000400fa, 0x00002fe2,
    0x00002fe3, 0x00002fed, 0x000200f8, 0x00002fe3, 0x000500aa, 0x00000008, 0x00002fe6, 0x00002fdb,
    0x00002fde, 0x000300f7, 0x00002feb, 0x00000000, 0x000400fa, 0x00002fe6, 0x00002fe7, 0x00002feb,
    0x000200f8, 0x00002fe7, 0x000500c7, 0x00000006, 0x00002fe9, 0x00002fd6, 0x000000ee, 0x000500ab,
    0x00000008, 0x00002fea, 0x00002fe9, 0x000000dc, 0x000200f9, 0x00002feb, 0x000200f8, 0x00002feb,
    0x000700f5, 0x00000008, 0x00002fec, 0x00002fe6, 0x00002fe3, 0x00002fea, 0x00002fe7, 0x000200f9,
    0x00002fed, 0x000200f8, 0x00002fed, 0x000700f5, 0x00000008, 0x00002fee, 0x00002fe1, 0x00002fcc,
    0x00002fec, 0x00002feb, 0x000300f7, 0x00002ff2, 0x00000000, 0x000400fa, 0x00002fee, 0x00002fef,
    0x00002ff2, 0x000200f8, 0x00002fef, 0x00050080, 0x00000006, 0x00002ff1, 0x00002fd6, 0x000000ee,
    0x000200f9, 0x00002ff2, 0x000200f8, 0x00002ff2, 0x000700f5, 0x00000006, 0x0000411f, 0x00002fd6,
    0x00002fed, 0x00002ff1, 0x00002fef, 0x000500c5, 0x00000006, 0x00002ff5, 0x00002fa9, 0x0000411f,
    0x000200f9, 0x00002ff6, 0x000200f8, 0x00002ff6, 0x000d00f5, 0x00000006, 0x00004120, 0x00002fb0,
    0x00002fae, 0x00002fb6, 0x00002fb4, 0x00002fc6, 0x00002fba, 0x00002fa9, 0x00002fca, 0x00002ff5,
    0x00002ff2, 0x00050051, 0x00000006, 0x00002ec2, 0x000021b6, 0x00000003, 0x000300f7, 0x00003055,
    0x00000000, 0x000300fb, 0x000000dc, 0x00003005, 0x000200f8, 0x00003005, 0x000500c2, 0x00000006,
    0x00003007, 0x00002ec2, 0x000000d8, 0x000500c7, 0x00000006, 0x00003008, 0x00003007, 0x000000f9,
    0x000500c7, 0x00000006, 0x0000300a, 0x00002ec2, 0x000000fd, 0x000500ac, 0x00000008, 0x0000300c,
    0x0000300a, 0x00000100, 0x000300f7, 0x00003010, 0x00000000, 0x000400fa, 0x0000300c, 0x0000300d,
    0x00003010, 0x000200f8, 0x0000300d, 0x000500c5, 0x00000006, 0x0000300f, 0x00003008, 0x00000105,
    0x000200f9, 0x00003055, 0x000200f8, 0x00003010, 0x000500ae, 0x00000008, 0x00003012, 0x0000300a,
    0x00000109, 0x000300f7, 0x00003016, 0x00000000, 0x000400fa, 0x00003012, 0x00003013, 0x00003016,
    0x000200f8, 0x00003013, 0x000500c5, 0x00000006, 0x00003015, 0x00003008, 0x0000010e, 0x000200f9,
    0x00003055, 0x000200f8, 0x00003016, 0x000500ae, 0x00000008, 0x00003018, 0x0000300a, 0x00000112,
    0x000300f7, 0x00003026, 0x00000000, 0x000400fa, 0x00003018, 0x00003019, 0x00003026, 0x000200f8,
    0x00003019, 0x00050082, 0x00000006, 0x0000301b, 0x0000300a, 0x00000118, 0x000500c2, 0x00000006,
    0x0000301d, 0x0000301b, 0x0000011c, 0x000500c7, 0x00000006, 0x0000301e, 0x0000301d, 0x000000ee,
    0x00050080, 0x00000006, 0x0000301f, 0x0000011a, 0x0000301e, 0x00050080, 0x00000006, 0x00003021,
    0x0000301b, 0x0000301f, 0x000500c2, 0x00000006, 0x00003024, 0x00003021, 0x0000011c, 0x000500c5,
    0x00000006, 0x00003025, 0x00003008, 0x00003024, 0x000200f9, 0x00003055, 0x000200f8, 0x00003026,
    0x000500b2, 0x00000008, 0x00003028, 0x0000300a, 0x00000128, 0x000300f7, 0x0000302b, 0x00000000,
    0x000400fa, 0x00003028, 0x00003029, 0x0000302b, 0x000200f8, 0x00003029, 0x000200f9, 0x00003055,
    0x000200f8, 0x0000302b, 0x000500c2, 0x00000006, 0x0000302d, 0x0000300a, 0x00000130, 0x000500c7,
    0x00000006, 0x0000302f, 0x0000300a, 0x00000134, 0x000500c5, 0x00000006, 0x00003030, 0x0000302f,
    0x00000136, 0x00050082, 0x00000006, 0x00003032, 0x00000139, 0x0000302d, 0x000500c2, 0x00000006,
    0x00003035, 0x00003030, 0x00003032, 0x000500c4, 0x00000006, 0x00003038, 0x000000ee, 0x00003032,
    0x00050082, 0x00000006, 0x00003039, 0x00003038, 0x000000ee, 0x000500c7, 0x00000006, 0x0000303a,
    0x00003030, 0x00003039, 0x00050082, 0x00000006, 0x0000303c, 0x000045fc, 0x0000302d, 0x000500c4,
    0x00000006, 0x0000303d, 0x000000ee, 0x0000303c, 0x000500ac, 0x00000008, 0x00003040, 0x0000303a,
    0x0000303d, 0x000400a8, 0x00000008, 0x00003041, 0x00003040, 0x000300f7, 0x0000304c, 0x00000000,
    0x000400fa, 0x00003041, 0x00003042, 0x0000304c, 0x000200f8, 0x00003042, 0x000500aa, 0x00000008,
    0x00003045, 0x0000303a, 0x0000303d, 0x000300f7, 0x0000304a, 0x00000000, 0x000400fa, 0x00003045,
    0x00003046, 0x0000304a, 0x000200f8, 0x00003046, 0x000500c7, 0x00000006, 0x00003048, 0x00003035,
    0x000000ee, 0x000500ab, 0x00000008, 0x00003049, 0x00003048, 0x000000dc, 0x000200f9, 0x0000304a,
    0x000200f8, 0x0000304a, 0x000700f5, 0x00000008, 0x0000304b, 0x00003045, 0x00003042, 0x00003049,
    0x00003046, 0x000200f9, 0x0000304c, 0x000200f8, 0x0000304c, 0x000700f5, 0x00000008, 0x0000304d,
    0x00003040, 0x0000302b, 0x0000304b, 0x0000304a, 0x000300f7, 0x00003051, 0x00000000, 0x000400fa,
    0x0000304d, 0x0000304e, 0x00003051, 0x000200f8, 0x0000304e, 0x00050080, 0x00000006, 0x00003050,
    0x00003035, 0x000000ee, 0x000200f9, 0x00003051, 0x000200f8, 0x00003051, 0x000700f5, 0x00000006,
    0x00004123, 0x00003035, 0x0000304c, 0x00003050, 0x0000304e, 0x000500c5, 0x00000006, 0x00003054,
    0x00003008, 0x00004123, 0x000200f9, 0x00003055, 0x000200f8, 0x00003055, 0x000d00f5, 0x00000006,
    0x00004124, 0x0000300f, 0x0000300d, 0x00003015, 0x00003013, 0x00003025, 0x00003019, 0x00003008,
    0x00003029, 0x00003054, 0x00003051, 0x00070050, 0x00000045, 0x00002ec4, 0x00004118, 0x0000411c,
    0x00004120, 0x00004124, 0x000200f9, 0x00002ed9, 0x000200f8, 0x00002ec5, 0x000500aa, 0x00000008,
    0x00002ec8, 0x000022b8, 0x000001b3, 0x000300f7, 0x00002ed7, 0x00000000, 0x000400fa, 0x00002ec8,
    0x00002ec9, 0x00002ed7, 0x000200f8, 0x00002ec9, 0x00050051, 0x00000006, 0x00002ecb, 0x000021b6,
    0x00000000, 0x000300f7, 0x0000306b, 0x00000000, 0x000300fb, 0x000000dc, 0x0000305b, 0x000200f8,
    0x0000305b, 0x000500c7, 0x00000006, 0x0000305d, 0x00002ecb, 0x000000fd, 0x000500ac, 0x00000008,
    0x0000305e, 0x0000305d, 0x00000100, 0x000300f7, 0x00003063, 0x00000000, 0x000400fa, 0x0000305e,
    0x0000305f, 0x00003063, 0x000200f8, 0x0000305f, 0x000500c2, 0x00000006, 0x00003061, 0x00002ecb,
    0x000000d8, 0x000500c5, 0x00000006, 0x00003062, 0x00003061, 0x0000019f, 0x000200f9, 0x0000306b,
    0x000200f8, 0x00003063, 0x00050080, 0x00000006, 0x00003065, 0x00002ecb, 0x000001a3, 0x000500c2,
    0x00000006, 0x00003067, 0x00002ecb, 0x000000d8, 0x000500c7, 0x00000006, 0x00003068, 0x00003067,
    0x000000ee, 0x00050080, 0x00000006, 0x00003069, 0x00003065, 0x00003068, 0x000500c2, 0x00000006,
    0x0000306a, 0x00003069, 0x000000d8, 0x000200f9, 0x0000306b, 0x000200f8, 0x0000306b, 0x000700f5,
    0x00000006, 0x00004111, 0x00003062, 0x0000305f, 0x0000306a, 0x00003063, 0x00050051, 0x00000006,
    0x00002ece, 0x000021b6, 0x00000001, 0x000300f7, 0x00003081, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003071, 0x000200f8, 0x00003071, 0x000500c7, 0x00000006, 0x00003073, 0x00002ece, 0x000000fd,
    0x000500ac, 0x00000008, 0x00003074, 0x00003073, 0x00000100, 0x000300f7, 0x00003079, 0x00000000,
    0x000400fa, 0x00003074, 0x00003075, 0x00003079, 0x000200f8, 0x00003075, 0x000500c2, 0x00000006,
    0x00003077, 0x00002ece, 0x000000d8, 0x000500c5, 0x00000006, 0x00003078, 0x00003077, 0x0000019f,
    0x000200f9, 0x00003081, 0x000200f8, 0x00003079, 0x00050080, 0x00000006, 0x0000307b, 0x00002ece,
    0x000001a3, 0x000500c2, 0x00000006, 0x0000307d, 0x00002ece, 0x000000d8, 0x000500c7, 0x00000006,
    0x0000307e, 0x0000307d, 0x000000ee, 0x00050080, 0x00000006, 0x0000307f, 0x0000307b, 0x0000307e,
    0x000500c2, 0x00000006, 0x00003080, 0x0000307f, 0x000000d8, 0x000200f9, 0x00003081, 0x000200f8,
    0x00003081, 0x000700f5, 0x00000006, 0x00004112, 0x00003078, 0x00003075, 0x00003080, 0x00003079,
    0x00050051, 0x00000006, 0x00002ed1, 0x000021b6, 0x00000002, 0x000300f7, 0x00003097, 0x00000000,
    0x000300fb, 0x000000dc, 0x00003087, 0x000200f8, 0x00003087, 0x000500c7, 0x00000006, 0x00003089,
    0x00002ed1, 0x000000fd, 0x000500ac, 0x00000008, 0x0000308a, 0x00003089, 0x00000100, 0x000300f7,
    0x0000308f, 0x00000000, 0x000400fa, 0x0000308a, 0x0000308b, 0x0000308f, 0x000200f8, 0x0000308b,
    0x000500c2, 0x00000006, 0x0000308d, 0x00002ed1, 0x000000d8, 0x000500c5, 0x00000006, 0x0000308e,
    0x0000308d, 0x0000019f, 0x000200f9, 0x00003097, 0x000200f8, 0x0000308f, 0x00050080, 0x00000006,
    0x00003091, 0x00002ed1, 0x000001a3, 0x000500c2, 0x00000006, 0x00003093, 0x00002ed1, 0x000000d8,
    0x000500c7, 0x00000006, 0x00003094, 0x00003093, 0x000000ee, 0x00050080, 0x00000006, 0x00003095,
    0x00003091, 0x00003094, 0x000500c2, 0x00000006, 0x00003096, 0x00003095, 0x000000d8, 0x000200f9,
    0x00003097, 0x000200f8, 0x00003097, 0x000700f5, 0x00000006, 0x00004113, 0x0000308e, 0x0000308b,
    0x00003096, 0x0000308f, 0x00050051, 0x00000006, 0x00002ed4, 0x000021b6, 0x00000003, 0x000300f7,
    0x000030ad, 0x00000000, 0x000300fb, 0x000000dc, 0x0000309d, 0x000200f8, 0x0000309d, 0x000500c7,
    0x00000006, 0x0000309f, 0x00002ed4, 0x000000fd, 0x000500ac, 0x00000008, 0x000030a0, 0x0000309f,
    0x00000100, 0x000300f7, 0x000030a5, 0x00000000, 0x000400fa, 0x000030a0, 0x000030a1, 0x000030a5,
    0x000200f8, 0x000030a1, 0x000500c2, 0x00000006, 0x000030a3, 0x00002ed4, 0x000000d8, 0x000500c5,
    0x00000006, 0x000030a4, 0x000030a3, 0x0000019f, 0x000200f9, 0x000030ad, 0x000200f8, 0x000030a5,
    0x00050080, 0x00000006, 0x000030a7, 0x00002ed4, 0x000001a3, 0x000500c2, 0x00000006, 0x000030a9,
    0x00002ed4, 0x000000d8, 0x000500c7, 0x00000006, 0x000030aa, 0x000030a9, 0x000000ee, 0x00050080,
    0x00000006, 0x000030ab, 0x000030a7, 0x000030aa, 0x000500c2, 0x00000006, 0x000030ac, 0x000030ab,
    0x000000d8, 0x000200f9, 0x000030ad, 0x000200f8, 0x000030ad, 0x000700f5, 0x00000006, 0x00004114,
    0x000030a4, 0x000030a1, 0x000030ac, 0x000030a5, 0x00070050, 0x00000045, 0x00002ed6, 0x00004111,
    0x00004112, 0x00004113, 0x00004114, 0x000200f9, 0x00002ed9, 0x000200f8, 0x00002ed7, 0x000200f9,
    0x00002ed9, 0x000200f8, 0x00002ed9, 0x000900f5, 0x00000045, 0x00004125, 0x00002ec4, 0x00003055,
    0x00002ed6, 0x000030ad, 0x000021b6, 0x00002ed7, 0x000200f9, 0x000021bf, 0x000200f8, 0x000021ba,
    0x000200f9, 0x000021bf, 0x000200f8, 0x000021bf, 0x000700f5, 0x00000045, 0x00004126, 0x000021b6,
    0x000021ba, 0x00004125, 0x00002ed9, 0x000200f9, 0x000021c1, 0x000200f8, 0x000021c1, 0x000700f5,
    0x00000045, 0x00004129, 0x00004128, 0x00002e7d, 0x00004126, 0x000021bf, 0x0003003e, 0x00002129,
    0x00004129, 0x000200f9, 0x00002137, 0x000200f8, 0x00002137, 0x000700f5, 0x00000006, 0x0000412a,
    0x000000dc, 0x000021c1, 0x00002145, 0x00002143, 0x000500b0, 0x00000008, 0x0000213a, 0x0000412a,
    0x000002bd, 0x000400f6, 0x00002146, 0x00002143, 0x00000000, 0x000400fa, 0x0000213a, 0x0000213b,
    0x00002146, 0x000200f8, 0x0000213b, 0x00050041, 0x00000007, 0x0000213e, 0x00002128, 0x0000412a,
    0x0004003d, 0x00000006, 0x0000213f, 0x0000213e, 0x00050041, 0x00000007, 0x00002140, 0x00002129,
    0x0000412a, 0x0004003d, 0x00000006, 0x00002141, 0x00002140, 0x000500b0, 0x00000008, 0x000030b3,
    0x0000213f, 0x0000095f, 0x000300f7, 0x000030bb, 0x00000000, 0x000400fa, 0x000030b3, 0x000030b4,
    0x000030bb, 0x000200f8, 0x000030b4, 0x00050041, 0x000000d9, 0x000030b5, 0x000000d6, 0x000003f8,
    0x0004003d, 0x00000006, 0x000030b6, 0x000030b5, 0x00050080, 0x00000006, 0x000030b8, 0x000030b6,
    0x0000213f, 0x00060041, 0x000003fe, 0x000030ba, 0x000003f7, 0x00000215, 0x000030b8, 0x0003003e,
    0x000030ba, 0x00002141, 0x000200f9, 0x000030bb, 0x000200f8, 0x000030bb, 0x000200f9, 0x00002143,
    0x000200f8, 0x00002143, 0x00050080, 0x00000006, 0x00002145, 0x0000412a, 0x00000214, 0x000200f9,
    0x00002137, 0x000200f8, 0x00002146, 0x000200f9, 0x0000095b, 0x000200f8, 0x0000095b, 0x00050084,
    0x00000006, 0x00000967, 0x0000091b, 0x000045fe, 0x00050080, 0x00000006, 0x00000969, 0x000040d1,
    0x00000967, 0x000200f9, 0x00000958, 0x000200f8, 0x0000095a, 0x000200f9, 0x0000099f, 0x000200f8,
    0x00000954, 0x000500aa, 0x00000008, 0x0000096d, 0x00000951, 0x000002bd, 0x000300f7, 0x0000096f,
    0x00000000, 0x000400fa, 0x0000096d, 0x0000096e, 0x0000096f, 0x000200f8, 0x0000096e, 0x00050041,
    0x00000697, 0x00000971, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x00000972, 0x00000971,
    0x000200f9, 0x00000973, 0x000200f8, 0x00000973, 0x000700f5, 0x00000006, 0x0000406d, 0x00000972,
    0x0000096e, 0x00000984, 0x00000976, 0x00050041, 0x000000d9, 0x0000097a, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x0000097b, 0x0000097a, 0x00050080, 0x00000006, 0x000030bf, 0x0000097b,
    0x0000016b, 0x00050086, 0x00000006, 0x000030c0, 0x000030bf, 0x000001f6, 0x00050084, 0x00000006,
    0x000030c1, 0x000001f3, 0x000030c0, 0x00050086, 0x00000006, 0x0000097d, 0x000030c1, 0x000001f3,
    0x000500b0, 0x00000008, 0x0000097e, 0x0000406d, 0x0000097d, 0x000400f6, 0x00000975, 0x00000976,
    0x00000000, 0x000400fa, 0x0000097e, 0x00000974, 0x00000975, 0x000200f8, 0x00000974, 0x00050084,
    0x00000006, 0x0000316c, 0x000001f6, 0x0000406d, 0x000200f9, 0x0000316d, 0x000200f8, 0x0000316d,
    0x000700f5, 0x00000006, 0x0000406f, 0x000000dc, 0x00000974, 0x00003179, 0x0000317a, 0x000700f5,
    0x00000006, 0x0000406e, 0x0000316c, 0x00000974, 0x0000317c, 0x0000317a, 0x00050080, 0x00000006,
    0x00003172, 0x0000316c, 0x000001f6, 0x000500b0, 0x00000008, 0x00003173, 0x0000406e, 0x00003172,
    0x000400f6, 0x0000317d, 0x0000317a, 0x00000000, 0x000400fa, 0x00003173, 0x00003174, 0x0000317d,
    0x000200f8, 0x00003174, 0x000300f7, 0x000031ba, 0x00000000, 0x000300fb, 0x000000dc, 0x00003192,
    0x000200f8, 0x00003192, 0x00050041, 0x000000d9, 0x00003193, 0x000000d6, 0x0000020e, 0x0004003d,
    0x00000006, 0x00003194, 0x00003193, 0x000500ab, 0x00000008, 0x00003195, 0x00003194, 0x000000dc,
    0x000400a8, 0x00000008, 0x00003196, 0x00003195, 0x000300f7, 0x0000319c, 0x00000000, 0x000400fa,
    0x00003196, 0x00003197, 0x0000319c, 0x000200f8, 0x00003197, 0x000500ae, 0x00000008, 0x0000319b,
    0x0000406e, 0x0000097b, 0x000200f9, 0x0000319c, 0x000200f8, 0x0000319c, 0x000700f5, 0x00000008,
    0x0000319d, 0x00003195, 0x00003192, 0x0000319b, 0x00003197, 0x000400a8, 0x00000008, 0x0000319e,
    0x0000319d, 0x000300f7, 0x000031a2, 0x00000000, 0x000400fa, 0x0000319e, 0x0000319f, 0x000031a2,
    0x000200f8, 0x0000319f, 0x00050041, 0x000000d9, 0x000031be, 0x000000d6, 0x000000d8, 0x0004003d,
    0x00000006, 0x000031bf, 0x000031be, 0x000500ab, 0x00000008, 0x000031c0, 0x000031bf, 0x000000dc,
    0x000300f7, 0x000031c9, 0x00000000, 0x000400fa, 0x000031c0, 0x000031c1, 0x000031c9, 0x000200f8,
    0x000031c1, 0x00050041, 0x000000d9, 0x000031c3, 0x000000d6, 0x000000e1, 0x0004003d, 0x00000006,
    0x000031c4, 0x000031c3, 0x00050080, 0x00000006, 0x000031c5, 0x0000406e, 0x000031c4, 0x000500ae,
    0x00000008, 0x000031c8, 0x000031c5, 0x000031bf, 0x000200f9, 0x000031c9, 0x000200f8, 0x000031c9,
    0x000700f5, 0x00000008, 0x000031ca, 0x000031c0, 0x0000319f, 0x000031c8, 0x000031c1, 0x000200f9,
    0x000031a2, 0x000200f8, 0x000031a2, 0x000700f5, 0x00000008, 0x000031a3, 0x0000319d, 0x0000319c,
    0x000031ca, 0x000031c9, 0x000300f7, 0x000031a5, 0x00000000, 0x000400fa, 0x000031a3, 0x000031a4,
    0x000031a5, 0x000200f8, 0x000031a4, 0x000200f9, 0x000031ba, 0x000200f8, 0x000031a5, 0x00050041,
    0x000000d9, 0x000031a6, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x000031a7, 0x000031a6,
    0x00050080, 0x00000006, 0x000031a9, 0x000031a7, 0x0000406e, 0x000300f7, 0x000031b8, 0x00000000,
    0x000400fa, 0x00000943, 0x000031ad, 0x000031b4, 0x000200f8, 0x000031b4, 0x00060041, 0x000003fe,
    0x000031b6, 0x0000042a, 0x00000215, 0x000031a9, 0x0004003d, 0x00000006, 0x000031b7, 0x000031b6,
    0x000200f9, 0x000031b8, 0x000200f8, 0x000031ad, 0x00050086, 0x00000006, 0x000031af, 0x000031a9,
    0x000001b3, 0x00060041, 0x000003fe, 0x000031b0, 0x0000042a, 0x00000215, 0x000031af, 0x0004003d,
    0x00000006, 0x000031b1, 0x000031b0, 0x000500c7, 0x00000006, 0x000031cf, 0x000031a9, 0x000000ee,
    0x00050084, 0x00000006, 0x000031d0, 0x000000ec, 0x000031cf, 0x000500c2, 0x00000006, 0x000031d1,
    0x000031b1, 0x000031d0, 0x000500c7, 0x00000006, 0x000031d2, 0x000031d1, 0x000000f2, 0x000200f9,
    0x000031b8, 0x000200f8, 0x000031b8, 0x000700f5, 0x00000006, 0x000040c2, 0x000031d2, 0x000031ad,
    0x000031b7, 0x000031b4, 0x000200f9, 0x000031ba, 0x000200f8, 0x000031ba, 0x000700f5, 0x00000006,
    0x000040c3, 0x000000dc, 0x000031a4, 0x000040c2, 0x000031b8, 0x000300f7, 0x000031ec, 0x00000000,
    0x000300fb, 0x000000dc, 0x000031da, 0x000200f8, 0x000031da, 0x00050041, 0x000000d9, 0x000031db,
    0x000000d6, 0x000001ca, 0x0004003d, 0x00000006, 0x000031dc, 0x000031db, 0x000500aa, 0x00000008,
    0x000031dd, 0x000031dc, 0x000001b3, 0x000300f7, 0x000031e1, 0x00000000, 0x000400fa, 0x000031dd,
    0x000031de, 0x000031e1, 0x000200f8, 0x000031de, 0x000500c4, 0x00000006, 0x000031f1, 0x000040c3,
    0x000000d8, 0x000200f9, 0x000031ec, 0x000200f8, 0x000031e1, 0x000500aa, 0x00000008, 0x000031e4,
    0x000031dc, 0x000000ee, 0x000300f7, 0x000031ea, 0x00000000, 0x000400fa, 0x000031e4, 0x000031e5,
    0x000031e8, 0x000200f8, 0x000031e8, 0x000200f9, 0x000031ea, 0x000200f8, 0x000031e5, 0x000300f7,
    0x00003222, 0x00000000, 0x000300fb, 0x000000dc, 0x000031f9, 0x000200f8, 0x000031f9, 0x000500c7,
    0x00000006, 0x000031fb, 0x000040c3, 0x000000f9, 0x000500c4, 0x00000006, 0x000031fc, 0x000031fb,
    0x000000d8, 0x000500c2, 0x00000006, 0x000031fe, 0x000040c3, 0x00000169, 0x000500c7, 0x00000006,
    0x000031ff, 0x000031fe, 0x0000016b, 0x000500c7, 0x00000006, 0x00003201, 0x000040c3, 0x0000016f,
    0x000500aa, 0x00000008, 0x00003203, 0x000031ff, 0x0000016b, 0x000300f7, 0x0000320a, 0x00000000,
    0x000400fa, 0x00003203, 0x00003204, 0x0000320a, 0x000200f8, 0x00003204, 0x000500c5, 0x00000006,
    0x00003206, 0x000031fc, 0x00000100, 0x000500c4, 0x00000006, 0x00003208, 0x00003201, 0x0000011c,
    0x000500c5, 0x00000006, 0x00003209, 0x00003206, 0x00003208, 0x000200f9, 0x00003222, 0x000200f8,
    0x0000320a, 0x000500ab, 0x00000008, 0x0000320c, 0x000031ff, 0x000000dc, 0x000300f7, 0x00003216,
    0x00000000, 0x000400fa, 0x0000320c, 0x0000320d, 0x00003216, 0x000200f8, 0x0000320d, 0x00050080,
    0x00000006, 0x00003210, 0x000031ff, 0x00000181, 0x000500c4, 0x00000006, 0x00003211, 0x00003210,
    0x00000130, 0x000500c5, 0x00000006, 0x00003212, 0x000031fc, 0x00003211, 0x000500c4, 0x00000006,
    0x00003214, 0x00003201, 0x0000011c, 0x000500c5, 0x00000006, 0x00003215, 0x00003212, 0x00003214,
    0x000200f9, 0x00003222, 0x000200f8, 0x00003216, 0x000500aa, 0x00000008, 0x00003218, 0x00003201,
    0x000000dc, 0x000300f7, 0x0000321b, 0x00000000, 0x000400fa, 0x00003218, 0x00003219, 0x0000321b,
    0x000200f8, 0x00003219, 0x000200f9, 0x00003222, 0x000200f8, 0x0000321b, 0x00040070, 0x0000003e,
    0x0000321e, 0x00003201, 0x00050085, 0x0000003e, 0x0000321f, 0x0000321e, 0x00000192, 0x0004007c,
    0x00000006, 0x00003220, 0x0000321f, 0x000500c5, 0x00000006, 0x00003221, 0x000031fc, 0x00003220,
    0x000200f9, 0x00003222, 0x000200f8, 0x00003222, 0x000b00f5, 0x00000006, 0x000040c4, 0x00003209,
    0x00003204, 0x00003215, 0x0000320d, 0x000031fc, 0x00003219, 0x00003221, 0x0000321b, 0x000200f9,
    0x000031ea, 0x000200f8, 0x000031ea, 0x000700f5, 0x00000006, 0x000040c5, 0x000040c4, 0x00003222,
    0x000040c3, 0x000031e8, 0x000200f9, 0x000031ec, 0x000200f8, 0x000031ec, 0x000700f5, 0x00000006,
    0x000040c6, 0x000031f1, 0x000031de, 0x000040c5, 0x000031ea, 0x000300f7, 0x00003235, 0x00000000,
    0x000300fb, 0x000000dc, 0x00003228, 0x000200f8, 0x00003228, 0x000500c7, 0x00000006, 0x0000322a,
    0x000040c6, 0x00000100, 0x000500aa, 0x00000008, 0x0000322b, 0x0000322a, 0x000000dc, 0x000300f7,
    0x0000322f, 0x00000000, 0x000400fa, 0x0000322b, 0x0000322c, 0x0000322f, 0x000200f8, 0x0000322c,
    0x000500c7, 0x00000006, 0x0000322e, 0x000040c6, 0x000001e8, 0x000200f9, 0x00003235, 0x000200f8,
    0x0000322f, 0x000500c7, 0x00000006, 0x00003231, 0x000040c6, 0x000000fd, 0x000500ac, 0x00000008,
    0x00003232, 0x00003231, 0x00000100, 0x000600a9, 0x00000006, 0x00003234, 0x00003232, 0x000001ee,
    0x000040c6, 0x000200f9, 0x00003235, 0x000200f8, 0x00003235, 0x000700f5, 0x00000006, 0x000040c7,
    0x0000322e, 0x0000322c, 0x00003234, 0x0000322f, 0x000500c7, 0x00000006, 0x00003178, 0x000040c7,
    0x000000fd, 0x0007000c, 0x00000006, 0x00003179, 0x00000001, 0x00000029, 0x0000406f, 0x00003178,
    0x000200f9, 0x0000317a, 0x000200f8, 0x0000317a, 0x00050080, 0x00000006, 0x0000317c, 0x0000406e,
    0x00000214, 0x000200f9, 0x0000316d, 0x000200f8, 0x0000317d, 0x000300f7, 0x00003253, 0x00000000,
    0x000300fb, 0x000000dc, 0x0000323c, 0x000200f8, 0x0000323c, 0x000500ae, 0x00000008, 0x0000323e,
    0x0000406f, 0x00000100, 0x000300f7, 0x00003240, 0x00000000, 0x000400fa, 0x0000323e, 0x0000323f,
    0x00003240, 0x000200f8, 0x0000323f, 0x000200f9, 0x00003253, 0x000200f8, 0x00003240, 0x000500aa,
    0x00000008, 0x00003242, 0x0000406f, 0x000000dc, 0x000300f7, 0x00003244, 0x00000000, 0x000400fa,
    0x00003242, 0x00003243, 0x00003244, 0x000200f8, 0x00003243, 0x000200f9, 0x00003253, 0x000200f8,
    0x00003244, 0x000500c2, 0x00000006, 0x00003246, 0x0000406f, 0x00000209, 0x0004007c, 0x000000d7,
    0x00003247, 0x00003246, 0x00050082, 0x000000d7, 0x00003249, 0x00003247, 0x000045fd, 0x000500c7,
    0x00000006, 0x0000324b, 0x0000406f, 0x00000134, 0x000500ac, 0x00000008, 0x0000324c, 0x0000324b,
    0x00000212, 0x000600a9, 0x000000d7, 0x0000324d, 0x0000324c, 0x00000214, 0x00000215, 0x00050080,
    0x000000d7, 0x0000324e, 0x00003249, 0x0000324d, 0x0007000c, 0x000000d7, 0x00003250, 0x00000001,
    0x0000002a, 0x0000324e, 0x00000219, 0x00050080, 0x000000d7, 0x00003251, 0x00003250, 0x0000020c,
    0x0004007c, 0x00000006, 0x00003252, 0x00003251, 0x000200f9, 0x00003253, 0x000200f8, 0x00003253,
    0x000900f5, 0x00000006, 0x00004070, 0x000001ff, 0x0000323f, 0x000000dc, 0x00003243, 0x00003252,
    0x00003244, 0x000200f9, 0x000030e4, 0x000200f8, 0x000030e4, 0x000700f5, 0x00000006, 0x00004071,
    0x000000dc, 0x00003253, 0x000030f6, 0x000030f4, 0x000500b0, 0x00000008, 0x000030e7, 0x00004071,
    0x000001f3, 0x000400f6, 0x000030f7, 0x000030f4, 0x00000000, 0x000400fa, 0x000030e7, 0x000030e8,
    0x000030f7, 0x000200f8, 0x000030e8, 0x00050086, 0x00000006, 0x000030ea, 0x00004071, 0x000002bd,
    0x00050089, 0x00000006, 0x000030ec, 0x00004071, 0x000002bd, 0x00050084, 0x00000006, 0x000030ee,
    0x000001f3, 0x0000406d, 0x00050080, 0x00000006, 0x000030f0, 0x000030ee, 0x00004071, 0x000200f9,
    0x0000325c, 0x000200f8, 0x0000325c, 0x000700f5, 0x00000006, 0x00004099, 0x000000dc, 0x000030e8,
    0x0000326c, 0x0000326d, 0x000700f5, 0x00000006, 0x00004098, 0x000000dc, 0x000030e8, 0x0000326f,
    0x0000326d, 0x000500b0, 0x00000008, 0x0000325f, 0x00004098, 0x000002bd, 0x000400f6, 0x00003270,
    0x0000326d, 0x00000000, 0x000400fa, 0x0000325f, 0x00003260, 0x00003270, 0x000200f8, 0x00003260,
    0x00050084, 0x00000006, 0x00003262, 0x000002bd, 0x000030f0, 0x00050080, 0x00000006, 0x00003264,
    0x00003262, 0x00004098, 0x000300f7, 0x000032ac, 0x00000000, 0x000300fb, 0x000000dc, 0x00003284,
    0x000200f8, 0x00003284, 0x00050041, 0x000000d9, 0x00003285, 0x000000d6, 0x0000020e, 0x0004003d,
    0x00000006, 0x00003286, 0x00003285, 0x000500ab, 0x00000008, 0x00003287, 0x00003286, 0x000000dc,
    0x000400a8, 0x00000008, 0x00003288, 0x00003287, 0x000300f7, 0x0000328e, 0x00000000, 0x000400fa,
    0x00003288, 0x00003289, 0x0000328e, 0x000200f8, 0x00003289, 0x000500ae, 0x00000008, 0x0000328d,
    0x00003264, 0x0000097b, 0x000200f9, 0x0000328e, 0x000200f8, 0x0000328e, 0x000700f5, 0x00000008,
    0x0000328f, 0x00003287, 0x00003284, 0x0000328d, 0x00003289, 0x000400a8, 0x00000008, 0x00003290,
    0x0000328f, 0x000300f7, 0x00003294, 0x00000000, 0x000400fa, 0x00003290, 0x00003291, 0x00003294,
    0x000200f8, 0x00003291, 0x00050041, 0x000000d9, 0x000032b0, 0x000000d6, 0x000000d8, 0x0004003d,
    0x00000006, 0x000032b1, 0x000032b0, 0x000500ab, 0x00000008, 0x000032b2, 0x000032b1, 0x000000dc,
    0x000300f7, 0x000032bb, 0x00000000, 0x000400fa, 0x000032b2, 0x000032b3, 0x000032bb, 0x000200f8,
    0x000032b3, 0x00050041, 0x000000d9, 0x000032b5, 0x000000d6, 0x000000e1, 0x0004003d, 0x00000006,
    0x000032b6, 0x000032b5, 0x00050080, 0x00000006, 0x000032b7, 0x00003264, 0x000032b6, 0x000500ae,
    0x00000008, 0x000032ba, 0x000032b7, 0x000032b1, 0x000200f9, 0x000032bb, 0x000200f8, 0x000032bb,
    0x000700f5, 0x00000008, 0x000032bc, 0x000032b2, 0x00003291, 0x000032ba, 0x000032b3, 0x000200f9,
    0x00003294, 0x000200f8, 0x00003294, 0x000700f5, 0x00000008, 0x00003295, 0x0000328f, 0x0000328e,
    0x000032bc, 0x000032bb, 0x000300f7, 0x00003297, 0x00000000, 0x000400fa, 0x00003295, 0x00003296,
    0x00003297, 0x000200f8, 0x00003296, 0x000200f9, 0x000032ac, 0x000200f8, 0x00003297, 0x00050041,
    0x000000d9, 0x00003298, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x00003299, 0x00003298,
    0x00050080, 0x00000006, 0x0000329b, 0x00003299, 0x00003264, 0x000300f7, 0x000032aa, 0x00000000,
    0x000400fa, 0x00000943, 0x0000329f, 0x000032a6, 0x000200f8, 0x000032a6, 0x00060041, 0x000003fe,
    0x000032a8, 0x0000042a, 0x00000215, 0x0000329b, 0x0004003d, 0x00000006, 0x000032a9, 0x000032a8,
    0x000200f9, 0x000032aa, 0x000200f8, 0x0000329f, 0x00050086, 0x00000006, 0x000032a1, 0x0000329b,
    0x000001b3, 0x00060041, 0x000003fe, 0x000032a2, 0x0000042a, 0x00000215, 0x000032a1, 0x0004003d,
    0x00000006, 0x000032a3, 0x000032a2, 0x000500c7, 0x00000006, 0x000032c1, 0x0000329b, 0x000000ee,
    0x00050084, 0x00000006, 0x000032c2, 0x000000ec, 0x000032c1, 0x000500c2, 0x00000006, 0x000032c3,
    0x000032a3, 0x000032c2, 0x000500c7, 0x00000006, 0x000032c4, 0x000032c3, 0x000000f2, 0x000200f9,
    0x000032aa, 0x000200f8, 0x000032aa, 0x000700f5, 0x00000006, 0x0000409b, 0x000032c4, 0x0000329f,
    0x000032a9, 0x000032a6, 0x000200f9, 0x000032ac, 0x000200f8, 0x000032ac, 0x000700f5, 0x00000006,
    0x0000409c, 0x000000dc, 0x00003296, 0x0000409b, 0x000032aa, 0x000300f7, 0x000032de, 0x00000000,
    0x000300fb, 0x000000dc, 0x000032cc, 0x000200f8, 0x000032cc, 0x00050041, 0x000000d9, 0x000032cd,
    0x000000d6, 0x000001ca, 0x0004003d, 0x00000006, 0x000032ce, 0x000032cd, 0x000500aa, 0x00000008,
    0x000032cf, 0x000032ce, 0x000001b3, 0x000300f7, 0x000032d3, 0x00000000, 0x000400fa, 0x000032cf,
    0x000032d0, 0x000032d3, 0x000200f8, 0x000032d0, 0x000500c4, 0x00000006, 0x000032e3, 0x0000409c,
    0x000000d8, 0x000200f9, 0x000032de, 0x000200f8, 0x000032d3, 0x000500aa, 0x00000008, 0x000032d6,
    0x000032ce, 0x000000ee, 0x000300f7, 0x000032dc, 0x00000000, 0x000400fa, 0x000032d6, 0x000032d7,
    0x000032da, 0x000200f8, 0x000032da, 0x000200f9, 0x000032dc, 0x000200f8, 0x000032d7, 0x000300f7,
    0x00003314, 0x00000000, 0x000300fb, 0x000000dc, 0x000032eb, 0x000200f8, 0x000032eb, 0x000500c7,
    0x00000006, 0x000032ed, 0x0000409c, 0x000000f9, 0x000500c4, 0x00000006, 0x000032ee, 0x000032ed,
    0x000000d8, 0x000500c2, 0x00000006, 0x000032f0, 0x0000409c, 0x00000169, 0x000500c7, 0x00000006,
    0x000032f1, 0x000032f0, 0x0000016b, 0x000500c7, 0x00000006, 0x000032f3, 0x0000409c, 0x0000016f,
    0x000500aa, 0x00000008, 0x000032f5, 0x000032f1, 0x0000016b, 0x000300f7, 0x000032fc, 0x00000000,
    0x000400fa, 0x000032f5, 0x000032f6, 0x000032fc, 0x000200f8, 0x000032f6, 0x000500c5, 0x00000006,
    0x000032f8, 0x000032ee, 0x00000100, 0x000500c4, 0x00000006, 0x000032fa, 0x000032f3, 0x0000011c,
    0x000500c5, 0x00000006, 0x000032fb, 0x000032f8, 0x000032fa, 0x000200f9, 0x00003314, 0x000200f8,
    0x000032fc, 0x000500ab, 0x00000008, 0x000032fe, 0x000032f1, 0x000000dc, 0x000300f7, 0x00003308,
    0x00000000, 0x000400fa, 0x000032fe, 0x000032ff, 0x00003308, 0x000200f8, 0x000032ff, 0x00050080,
    0x00000006, 0x00003302, 0x000032f1, 0x00000181, 0x000500c4, 0x00000006, 0x00003303, 0x00003302,
    0x00000130, 0x000500c5, 0x00000006, 0x00003304, 0x000032ee, 0x00003303, 0x000500c4, 0x00000006,
    0x00003306, 0x000032f3, 0x0000011c, 0x000500c5, 0x00000006, 0x00003307, 0x00003304, 0x00003306,
    0x000200f9, 0x00003314, 0x000200f8, 0x00003308, 0x000500aa, 0x00000008, 0x0000330a, 0x000032f3,
    0x000000dc, 0x000300f7, 0x0000330d, 0x00000000, 0x000400fa, 0x0000330a, 0x0000330b, 0x0000330d,
    0x000200f8, 0x0000330b, 0x000200f9, 0x00003314, 0x000200f8, 0x0000330d, 0x00040070, 0x0000003e,
    0x00003310, 0x000032f3, 0x00050085, 0x0000003e, 0x00003311, 0x00003310, 0x00000192, 0x0004007c,
    0x00000006, 0x00003312, 0x00003311, 0x000500c5, 0x00000006, 0x00003313, 0x000032ee, 0x00003312,
    0x000200f9, 0x00003314, 0x000200f8, 0x00003314, 0x000b00f5, 0x00000006, 0x0000409d, 0x000032fb,
    0x000032f6, 0x00003307, 0x000032ff, 0x000032ee, 0x0000330b, 0x00003313, 0x0000330d, 0x000200f9,
    0x000032dc, 0x000200f8, 0x000032dc, 0x000700f5, 0x00000006, 0x0000409e, 0x0000409d, 0x00003314,
    0x0000409c, 0x000032da, 0x000200f9, 0x000032de, 0x000200f8, 0x000032de, 0x000700f5, 0x00000006,
    0x0000409f, 0x000032e3, 0x000032d0, 0x0000409e, 0x000032dc, 0x000300f7, 0x00003327, 0x00000000,
    0x000300fb, 0x000000dc, 0x0000331a, 0x000200f8, 0x0000331a, 0x000500c7, 0x00000006, 0x0000331c,
    0x0000409f, 0x00000100, 0x000500aa, 0x00000008, 0x0000331d, 0x0000331c, 0x000000dc, 0x000300f7,
    0x00003321, 0x00000000, 0x000400fa, 0x0000331d, 0x0000331e, 0x00003321, 0x000200f8, 0x0000331e,
    0x000500c7, 0x00000006, 0x00003320, 0x0000409f, 0x000001e8, 0x000200f9, 0x00003327, 0x000200f8,
    0x00003321, 0x000500c7, 0x00000006, 0x00003323, 0x0000409f, 0x000000fd, 0x000500ac, 0x00000008,
    0x00003324, 0x00003323, 0x00000100, 0x000600a9, 0x00000006, 0x00003326, 0x00003324, 0x000001ee,
    0x0000409f, 0x000200f9, 0x00003327, 0x000200f8, 0x00003327, 0x000700f5, 0x00000006, 0x000040a0,
    0x00003320, 0x0000331e, 0x00003326, 0x00003321, 0x000300f7, 0x00003374, 0x00000000, 0x000300fb,
    0x000000dc, 0x00003334, 0x000200f8, 0x00003334, 0x000500c7, 0x00000006, 0x00003336, 0x000040a0,
    0x000000fd, 0x000500aa, 0x00000008, 0x00003338, 0x00004070, 0x000001ff, 0x000500aa, 0x00000008,
    0x0000333a, 0x00003336, 0x000000dc, 0x000500a6, 0x00000008, 0x0000333b, 0x00003338, 0x0000333a,
    0x000300f7, 0x0000333d, 0x00000000, 0x000400fa, 0x0000333b, 0x0000333c, 0x0000333d, 0x000200f8,
    0x0000333c, 0x000200f9, 0x00003374, 0x000200f8, 0x0000333d, 0x00050080, 0x00000006, 0x0000333f,
    0x00004070, 0x00000209, 0x000500c2, 0x00000006, 0x00003341, 0x00003336, 0x00000209, 0x00050082,
    0x00000006, 0x00003342, 0x0000333f, 0x00003341, 0x000500ae, 0x00000008, 0x00003344, 0x00003342,
    0x0000024c, 0x000300f7, 0x00003346, 0x00000000, 0x000400fa, 0x00003344, 0x00003345, 0x00003346,
    0x000200f8, 0x00003345, 0x000200f9, 0x00003374, 0x000200f8, 0x00003346, 0x000500c7, 0x00000006,
    0x00003348, 0x00003336, 0x00000134, 0x000500c5, 0x00000006, 0x00003349, 0x00003348, 0x00000136,
    0x000500c2, 0x00000006, 0x0000334c, 0x00003349, 0x00003342, 0x000500c4, 0x00000006, 0x0000334f,
    0x000000ee, 0x00003342, 0x00050082, 0x00000006, 0x00003350, 0x0000334f, 0x000000ee, 0x000500c7,
    0x00000006, 0x00003351, 0x00003349, 0x00003350, 0x00050082, 0x00000006, 0x00003353, 0x00003342,
    0x000000ee, 0x000500c4, 0x00000006, 0x00003354, 0x000000ee, 0x00003353, 0x000500ac, 0x00000008,
    0x00003357, 0x00003351, 0x00003354, 0x000400a8, 0x00000008, 0x00003358, 0x00003357, 0x000300f7,
    0x00003363, 0x00000000, 0x000400fa, 0x00003358, 0x00003359, 0x00003363, 0x000200f8, 0x00003359,
    0x000500aa, 0x00000008, 0x0000335c, 0x00003351, 0x00003354, 0x000300f7, 0x00003361, 0x00000000,
    0x000400fa, 0x0000335c, 0x0000335d, 0x00003361, 0x000200f8, 0x0000335d, 0x000500c7, 0x00000006,
    0x0000335f, 0x0000334c, 0x000000ee, 0x000500ab, 0x00000008, 0x00003360, 0x0000335f, 0x000000dc,
    0x000200f9, 0x00003361, 0x000200f8, 0x00003361, 0x000700f5, 0x00000008, 0x00003362, 0x0000335c,
    0x00003359, 0x00003360, 0x0000335d, 0x000200f9, 0x00003363, 0x000200f8, 0x00003363, 0x000700f5,
    0x00000008, 0x00003364, 0x00003357, 0x00003346, 0x00003362, 0x00003361, 0x000300f7, 0x00003368,
    0x00000000, 0x000400fa, 0x00003364, 0x00003365, 0x00003368, 0x000200f8, 0x00003365, 0x00050080,
    0x00000006, 0x00003367, 0x0000334c, 0x000000ee, 0x000200f9, 0x00003368, 0x000200f8, 0x00003368,
    0x000700f5, 0x00000006, 0x000040a3, 0x0000334c, 0x00003363, 0x00003367, 0x00003365, 0x000500c2,
    0x00000006, 0x0000336a, 0x000040a0, 0x0000016b, 0x000500ab, 0x00000008, 0x0000336b, 0x0000336a,
    0x000000dc, 0x000300f7, 0x00003372, 0x00000000, 0x000400fa, 0x0000336b, 0x0000336c, 0x00003370,
    0x000200f8, 0x00003370, 0x000200f9, 0x00003372, 0x000200f8, 0x0000336c, 0x00050082, 0x00000006,
    0x0000336e, 0x0000027d, 0x000040a3, 0x000500c7, 0x00000006, 0x0000336f, 0x0000336e, 0x000001ff,
    0x000200f9, 0x00003372, 0x000200f8, 0x00003372, 0x000700f5, 0x00000006, 0x000040a4, 0x0000336f,
    0x0000336c, 0x000040a3, 0x00003370, 0x000200f9, 0x00003374, 0x000200f8, 0x00003374, 0x000900f5,
    0x00000006, 0x000040a5, 0x000000dc, 0x0000333c, 0x000000dc, 0x00003345, 0x000040a4, 0x00003372,
    0x00050084, 0x00000006, 0x00003269, 0x000001f3, 0x00004098, 0x000500c4, 0x00000006, 0x0000326a,
    0x000040a5, 0x00003269, 0x000500c5, 0x00000006, 0x0000326c, 0x00004099, 0x0000326a, 0x000200f9,
    0x0000326d, 0x000200f8, 0x0000326d, 0x00050080, 0x00000006, 0x0000326f, 0x00004098, 0x00000214,
    0x000200f9, 0x0000325c, 0x000200f8, 0x00003270, 0x00060041, 0x00000007, 0x000030f3, 0x000030c5,
    0x000030ea, 0x000030ec, 0x0003003e, 0x000030f3, 0x00004099, 0x000200f9, 0x000030f4, 0x000200f8,
    0x000030f4, 0x00050080, 0x00000006, 0x000030f6, 0x00004071, 0x00000214, 0x000200f9, 0x000030e4,
    0x000200f8, 0x000030f7, 0x000200f9, 0x000030f8, 0x000200f8, 0x000030f8, 0x000700f5, 0x00000006,
    0x00004072, 0x000000dc, 0x000030f7, 0x00003142, 0x00003140, 0x00050041, 0x000000d9, 0x000030fb,
    0x000000d6, 0x0000055e, 0x0004003d, 0x00000006, 0x000030fc, 0x000030fb, 0x000500b0, 0x00000008,
    0x000030fd, 0x00004072, 0x000030fc, 0x000400f6, 0x00003143, 0x00003140, 0x00000000, 0x000400fa,
    0x000030fd, 0x000030fe, 0x00003143, 0x000200f8, 0x000030fe, 0x00050041, 0x000000d9, 0x00003100,
    0x000000d6, 0x00000449, 0x0004003d, 0x00000006, 0x00003101, 0x00003100, 0x000500aa, 0x00000008,
    0x00003102, 0x00004072, 0x00003101, 0x000300f7, 0x00003109, 0x00000000, 0x000400fa, 0x00003102,
    0x00003103, 0x00003105, 0x000200f8, 0x00003105, 0x00050041, 0x000000d9, 0x0000337a, 0x000000d6,
    0x00000456, 0x0004003d, 0x00000006, 0x0000337b, 0x0000337a, 0x00050041, 0x000000d9, 0x0000337d,
    0x000000d6, 0x0000045a, 0x0004003d, 0x00000006, 0x0000337e, 0x0000337d, 0x00050084, 0x00000006,
    0x0000337f, 0x00004072, 0x0000337e, 0x00050080, 0x00000006, 0x00003380, 0x0000337b, 0x0000337f,
    0x00050080, 0x00000006, 0x00003384, 0x00003380, 0x000030c1, 0x00050086, 0x00000006, 0x00003386,
    0x0000406d, 0x000002bd, 0x00050080, 0x00000006, 0x00003387, 0x00003384, 0x00003386, 0x00060041,
    0x000003fe, 0x00003388, 0x00000475, 0x00000215, 0x00003387, 0x0004003d, 0x00000006, 0x00003389,
    0x00003388, 0x000500c7, 0x00000006, 0x0000338c, 0x0000406d, 0x0000034a, 0x00050084, 0x00000006,
    0x0000338d, 0x000001f3, 0x0000338c, 0x000500c2, 0x00000006, 0x0000338e, 0x00003389, 0x0000338d,
    0x000500c7, 0x00000006, 0x0000338f, 0x0000338e, 0x000001ff, 0x000200f9, 0x00003109, 0x000200f8,
    0x00003103, 0x000200f9, 0x00003109, 0x000200f8, 0x00003109, 0x000700f5, 0x00000006, 0x0000407e,
    0x00004070, 0x00003103, 0x0000338f, 0x00003105, 0x000200f9, 0x0000310b, 0x000200f8, 0x0000310b,
    0x000700f5, 0x00000006, 0x0000407f, 0x000000dc, 0x00003109, 0x0000313e, 0x0000313c, 0x000500b0,
    0x00000008, 0x0000310e, 0x0000407f, 0x000001b3, 0x000400f6, 0x0000313f, 0x0000313c, 0x00000000,
    0x000400fa, 0x0000310e, 0x0000310f, 0x0000313f, 0x000200f8, 0x0000310f, 0x00050084, 0x00000006,
    0x00003111, 0x000001b3, 0x0000406d, 0x00050080, 0x00000006, 0x00003113, 0x00003111, 0x0000407f,
    0x00050041, 0x00000046, 0x00003116, 0x000030c5, 0x0000407f, 0x0004003d, 0x00000045, 0x00003117,
    0x00003116, 0x000300f7, 0x000033ac, 0x00000000, 0x000400fa, 0x00003102, 0x0000339d, 0x0000339f,
    0x000200f8, 0x0000339f, 0x00050041, 0x000000d9, 0x000033a0, 0x000000d6, 0x00000456, 0x0004003d,
    0x00000006, 0x000033a1, 0x000033a0, 0x00050041, 0x000000d9, 0x000033a3, 0x000000d6, 0x0000045a,
    0x0004003d, 0x00000006, 0x000033a4, 0x000033a3, 0x00050084, 0x00000006, 0x000033a5, 0x00004072,
    0x000033a4, 0x00050080, 0x00000006, 0x000033a6, 0x000033a1, 0x000033a5, 0x00050086, 0x00000006,
    0x000033a7, 0x000033a6, 0x000002bd, 0x00050080, 0x00000006, 0x000033a9, 0x000033a7, 0x00003113,
    0x00060041, 0x00000462, 0x000033aa, 0x00000455, 0x00000215, 0x000033a9, 0x0004003d, 0x00000045,
    0x000033ab, 0x000033aa, 0x000200f9, 0x000033ac, 0x000200f8, 0x0000339d, 0x000200f9, 0x000033ac,
    0x000200f8, 0x000033ac, 0x000700f5, 0x00000045, 0x00004082, 0x00003117, 0x0000339d, 0x000033ab,
    0x0000339f, 0x0003003e, 0x000030ce, 0x00004082, 0x000200f9, 0x00003119, 0x000200f8, 0x00003119,
    0x000700f5, 0x00000006, 0x00004083, 0x000000dc, 0x000033ac, 0x0000313a, 0x00003138, 0x000500b0,
    0x00000008, 0x0000311c, 0x00004083, 0x000002bd, 0x000400f6, 0x0000313b, 0x00003138, 0x00000000,
    0x000400fa, 0x0000311c, 0x0000311d, 0x0000313b, 0x000200f8, 0x0000311d, 0x00050041, 0x00000007,
    0x0000311f, 0x000030ce, 0x00004083, 0x0004003d, 0x00000006, 0x00003120, 0x0000311f, 0x000200f9,
    0x000033b4, 0x000200f8, 0x000033b4, 0x000700f5, 0x00000006, 0x00004086, 0x000000dc, 0x0000311d,
    0x000033c4, 0x000033c2, 0x000500b0, 0x00000008, 0x000033b7, 0x00004086, 0x000002bd, 0x000400f6,
    0x000033c5, 0x000033c2, 0x00000000, 0x000400fa, 0x000033b7, 0x000033b8, 0x000033c5, 0x000200f8,
    0x000033b8, 0x00050084, 0x00000006, 0x000033bc, 0x000001f3, 0x00004086, 0x000500c2, 0x00000006,
    0x000033bd, 0x00003120, 0x000033bc, 0x000500c7, 0x00000006, 0x000033be, 0x000033bd, 0x000001ff,
    0x000300f7, 0x000033f5, 0x00000000, 0x000300fb, 0x000000dc, 0x000033d0, 0x000200f8, 0x000033d0,
    0x000500aa, 0x00000008, 0x000033d2, 0x0000407e, 0x000001ff, 0x000300f7, 0x000033d4, 0x00000000,
    0x000400fa, 0x000033d2, 0x000033d3, 0x000033d4, 0x000200f8, 0x000033d3, 0x000200f9, 0x000033f5,
    0x000200f8, 0x000033d4, 0x000500c4, 0x00000006, 0x000033d6, 0x000033be, 0x0000028d, 0x0004007c,
    0x000000d7, 0x000033d7, 0x000033d6, 0x000500c3, 0x000000d7, 0x000033d8, 0x000033d7, 0x00000290,
    0x000500aa, 0x00000008, 0x000033da, 0x000033d8, 0x00000215, 0x000300f7, 0x000033dc, 0x00000000,
    0x000400fa, 0x000033da, 0x000033db, 0x000033dc, 0x000200f8, 0x000033db, 0x000200f9, 0x000033f5,
    0x000200f8, 0x000033dc, 0x0004006f, 0x0000003e, 0x000033de, 0x000033d8, 0x0004007c, 0x00000006,
    0x000033df, 0x000033de, 0x000500c2, 0x00000006, 0x000033e1, 0x000033df, 0x00000209, 0x000500c7,
    0x00000006, 0x000033e2, 0x000033e1, 0x000001ff, 0x0004007c, 0x000000d7, 0x000033e3, 0x000033e2,
    0x0004007c, 0x000000d7, 0x000033e5, 0x0000407e, 0x00050080, 0x000000d7, 0x000033e6, 0x000033e3,
    0x000033e5, 0x00050082, 0x000000d7, 0x000033e7, 0x000033e6, 0x0000020c, 0x000500b3, 0x00000008,
    0x000033e9, 0x000033e7, 0x00000215, 0x000300f7, 0x000033f3, 0x00000000, 0x000400fa, 0x000033e9,
    0x000033ea, 0x000033ed, 0x000200f8, 0x000033ed, 0x00050082, 0x00000006, 0x000033f0, 0x0000407e,
    0x000002ae, 0x000500c4, 0x00000006, 0x000033f1, 0x000033f0, 0x00000209, 0x00050080, 0x00000006,
    0x000033f2, 0x000033df, 0x000033f1, 0x000200f9, 0x000033f3, 0x000200f8, 0x000033ea, 0x000500c7,
    0x00000006, 0x000033ec, 0x000033df, 0x000001e8, 0x000200f9, 0x000033f3, 0x000200f8, 0x000033f3,
    0x000700f5, 0x00000006, 0x00004094, 0x000033ec, 0x000033ea, 0x000033f2, 0x000033ed, 0x000200f9,
    0x000033f5, 0x000200f8, 0x000033f5, 0x000900f5, 0x00000006, 0x00004095, 0x000001ee, 0x000033d3,
    0x000000dc, 0x000033db, 0x00004094, 0x000033f3, 0x00050041, 0x00000007, 0x000033c1, 0x000033af,
    0x00004086, 0x0003003e, 0x000033c1, 0x00004095, 0x000200f9, 0x000033c2, 0x000200f8, 0x000033c2,
    0x00050080, 0x00000006, 0x000033c4, 0x00004086, 0x00000214, 0x000200f9, 0x000033b4, 0x000200f8,
    0x000033c5, 0x0004003d, 0x00000045, 0x000033c6, 0x000033af, 0x0004007c, 0x0000003f, 0x000033c7,
    0x000033c6, 0x00050084, 0x00000006, 0x00003124, 0x000002bd, 0x0000407f, 0x00050080, 0x00000006,
    0x00003126, 0x00003124, 0x00004083, 0x000500aa, 0x00000008, 0x00003128, 0x00004072, 0x000000dc,
    0x000300f7, 0x00003135, 0x00000000, 0x000400fa, 0x00003128, 0x00003129, 0x0000312c, 0x000200f8,
    0x0000312c, 0x00050041, 0x00000040, 0x00003131, 0x000030d6, 0x00003126, 0x0004003d, 0x0000003f,
    0x00003132, 0x00003131, 0x000300f7, 0x0000343a, 0x00000000, 0x000300fb, 0x000000dc, 0x0000341a,
    0x000200f8, 0x0000341a, 0x0004007c, 0x00000045, 0x00003440, 0x000033c7, 0x000500c7, 0x00000045,
    0x00003444, 0x00003440, 0x000045f8, 0x000500c7, 0x00000045, 0x00003447, 0x00003440, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00003448, 0x00003447, 0x000002dd, 0x000600a9, 0x00000045, 0x00003449,
    0x00003448, 0x00003444, 0x00003440, 0x000500c7, 0x00000045, 0x0000344d, 0x00003449, 0x000045f9,
    0x000500ac, 0x000000aa, 0x0000344e, 0x0000344d, 0x000002e5, 0x000600a9, 0x00000045, 0x0000344f,
    0x0000344e, 0x000002e1, 0x00003449, 0x0004007c, 0x0000003f, 0x00003451, 0x0000344f, 0x00050041,
    0x000000d9, 0x0000341d, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x0000341e, 0x0000341d,
    0x000500aa, 0x00000008, 0x0000341f, 0x0000341e, 0x000000ee, 0x000300f7, 0x00003425, 0x00000000,
    0x000400fa, 0x0000341f, 0x00003420, 0x00003425, 0x000200f8, 0x00003420, 0x00050085, 0x0000003f,
    0x00003423, 0x00003132, 0x00003451, 0x0004007c, 0x00000045, 0x00003456, 0x00003423, 0x000500c7,
    0x00000045, 0x0000345a, 0x00003456, 0x000045f8, 0x000500c7, 0x00000045, 0x0000345d, 0x00003456,
    0x000002e5, 0x000500aa, 0x000000aa, 0x0000345e, 0x0000345d, 0x000002dd, 0x000600a9, 0x00000045,
    0x0000345f, 0x0000345e, 0x0000345a, 0x00003456, 0x000500c7, 0x00000045, 0x00003463, 0x0000345f,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00003464, 0x00003463, 0x000002e5, 0x000600a9, 0x00000045,
    0x00003465, 0x00003464, 0x000002e1, 0x0000345f, 0x0004007c, 0x0000003f, 0x00003467, 0x00003465,
    0x000200f9, 0x0000343a, 0x000200f8, 0x00003425, 0x000500aa, 0x00000008, 0x00003428, 0x0000341e,
    0x000001b3, 0x000300f7, 0x0000342d, 0x00000000, 0x000400fa, 0x00003428, 0x00003429, 0x0000342d,
    0x000200f8, 0x00003429, 0x0004007c, 0x00000045, 0x00003475, 0x00003132, 0x0004007c, 0x00000045,
    0x00003477, 0x00003451, 0x000500c5, 0x00000045, 0x0000349f, 0x00003477, 0x000045f8, 0x000400c8,
    0x00000045, 0x000034a1, 0x00003477, 0x000500c7, 0x00000045, 0x000034a4, 0x00003477, 0x000045f8,
    0x000500ab, 0x000000aa, 0x000034a5, 0x000034a4, 0x000002dd, 0x000600a9, 0x00000045, 0x000034a6,
    0x000034a5, 0x000034a1, 0x0000349f, 0x000500c5, 0x00000045, 0x000034ab, 0x00003475, 0x000045f8,
    0x000400c8, 0x00000045, 0x000034ad, 0x00003475, 0x000500c7, 0x00000045, 0x000034b0, 0x00003475,
    0x000045f8, 0x000500ab, 0x000000aa, 0x000034b1, 0x000034b0, 0x000002dd, 0x000600a9, 0x00000045,
    0x000034b2, 0x000034b1, 0x000034ad, 0x000034ab, 0x000500b0, 0x000000aa, 0x0000347e, 0x000034a6,
    0x000034b2, 0x000600a9, 0x00000045, 0x0000348a, 0x0000347e, 0x00003477, 0x00003475, 0x000500c7,
    0x00000045, 0x0000348d, 0x00003475, 0x000045f9, 0x000500ac, 0x000000aa, 0x0000348e, 0x0000348d,
    0x000002e5, 0x000600a9, 0x00000045, 0x0000348f, 0x0000348e, 0x0000031d, 0x000002dd, 0x000500c7,
    0x00000045, 0x00003492, 0x00003477, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003493, 0x00003492,
    0x000002e5, 0x000600a9, 0x00000045, 0x00003494, 0x00003493, 0x0000031d, 0x000002dd, 0x000500c5,
    0x00000045, 0x00003495, 0x0000348f, 0x00003494, 0x000500ab, 0x000000aa, 0x00003496, 0x00003495,
    0x000002dd, 0x000600a9, 0x00000045, 0x00003499, 0x00003496, 0x000002e1, 0x0000348a, 0x0004007c,
    0x0000003f, 0x0000349a, 0x00003499, 0x000200f9, 0x0000343a, 0x000200f8, 0x0000342d, 0x000500aa,
    0x00000008, 0x00003430, 0x0000341e, 0x0000034a, 0x000300f7, 0x00003435, 0x00000000, 0x000400fa,
    0x00003430, 0x00003431, 0x00003435, 0x000200f8, 0x00003431, 0x0004007c, 0x00000045, 0x000034d8,
    0x00003132, 0x0004007c, 0x00000045, 0x000034da, 0x00003451, 0x000500c5, 0x00000045, 0x0000351a,
    0x000034da, 0x000045f8, 0x000400c8, 0x00000045, 0x0000351c, 0x000034da, 0x000500c7, 0x00000045,
    0x0000351f, 0x000034da, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003520, 0x0000351f, 0x000002dd,
    0x000600a9, 0x00000045, 0x00003521, 0x00003520, 0x0000351c, 0x0000351a, 0x000500c5, 0x00000045,
    0x00003526, 0x000034d8, 0x000045f8, 0x000400c8, 0x00000045, 0x00003528, 0x000034d8, 0x000500c7,
    0x00000045, 0x0000352b, 0x000034d8, 0x000045f8, 0x000500ab, 0x000000aa, 0x0000352c, 0x0000352b,
    0x000002dd, 0x000600a9, 0x00000045, 0x0000352d, 0x0000352c, 0x00003528, 0x00003526, 0x000500ac,
    0x000000aa, 0x000034e7, 0x00003521, 0x0000352d, 0x000600a9, 0x00000045, 0x000034ed, 0x000034e7,
    0x000034da, 0x000034d8, 0x000500c7, 0x00000045, 0x000034f0, 0x000034d8, 0x000045f9, 0x000500ac,
    0x000000aa, 0x000034f1, 0x000034f0, 0x000002e5, 0x000600a9, 0x00000045, 0x000034f2, 0x000034f1,
    0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x000034f5, 0x000034da, 0x000045f9, 0x000500ac,
    0x000000aa, 0x000034f6, 0x000034f5, 0x000002e5, 0x000600a9, 0x00000045, 0x000034f7, 0x000034f6,
    0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x000034f8, 0x000034f2, 0x000034f7, 0x000500ab,
    0x000000aa, 0x000034f9, 0x000034f8, 0x000002dd, 0x000600a9, 0x00000045, 0x000034fc, 0x000034f9,
    0x000002e1, 0x000034ed, 0x0004007c, 0x0000003f, 0x000034fd, 0x000034fc, 0x000200f9, 0x0000343a,
    0x000200f8, 0x00003435, 0x00050081, 0x0000003f, 0x00003438, 0x00003132, 0x00003451, 0x0004007c,
    0x00000045, 0x00003532, 0x00003438, 0x000500c7, 0x00000045, 0x00003536, 0x00003532, 0x000045f8,
    0x000500c7, 0x00000045, 0x00003539, 0x00003532, 0x000002e5, 0x000500aa, 0x000000aa, 0x0000353a,
    0x00003539, 0x000002dd, 0x000600a9, 0x00000045, 0x0000353b, 0x0000353a, 0x00003536, 0x00003532,
    0x000500c7, 0x00000045, 0x0000353f, 0x0000353b, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003540,
    0x0000353f, 0x000002e5, 0x000600a9, 0x00000045, 0x00003541, 0x00003540, 0x000002e1, 0x0000353b,
    0x0004007c, 0x0000003f, 0x00003543, 0x00003541, 0x000200f9, 0x0000343a, 0x000200f8, 0x0000343a,
    0x000b00f5, 0x0000003f, 0x0000408e, 0x00003467, 0x00003420, 0x0000349a, 0x00003429, 0x000034fd,
    0x00003431, 0x00003543, 0x00003435, 0x000200f9, 0x00003135, 0x000200f8, 0x00003129, 0x0004007c,
    0x00000045, 0x000033fb, 0x000033c7, 0x000500c7, 0x00000045, 0x000033ff, 0x000033fb, 0x000045f8,
    0x000500c7, 0x00000045, 0x00003402, 0x000033fb, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003403,
    0x00003402, 0x000002dd, 0x000600a9, 0x00000045, 0x00003404, 0x00003403, 0x000033ff, 0x000033fb,
    0x000500c7, 0x00000045, 0x00003408, 0x00003404, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003409,
    0x00003408, 0x000002e5, 0x000600a9, 0x00000045, 0x0000340a, 0x00003409, 0x000002e1, 0x00003404,
    0x0004007c, 0x0000003f, 0x0000340c, 0x0000340a, 0x000200f9, 0x00003135, 0x000200f8, 0x00003135,
    0x000700f5, 0x0000003f, 0x0000408f, 0x0000340c, 0x00003129, 0x0000408e, 0x0000343a, 0x00050041,
    0x00000040, 0x00003137, 0x000030d6, 0x00003126, 0x0003003e, 0x00003137, 0x0000408f, 0x000200f9,
    0x00003138, 0x000200f8, 0x00003138, 0x00050080, 0x00000006, 0x0000313a, 0x00004083, 0x00000214,
    0x000200f9, 0x00003119, 0x000200f8, 0x0000313b, 0x000200f9, 0x0000313c, 0x000200f8, 0x0000313c,
    0x00050080, 0x00000006, 0x0000313e, 0x0000407f, 0x00000214, 0x000200f9, 0x0000310b, 0x000200f8,
    0x0000313f, 0x000200f9, 0x00003140, 0x000200f8, 0x00003140, 0x00050080, 0x00000006, 0x00003142,
    0x00004072, 0x00000214, 0x000200f9, 0x000030f8, 0x000200f8, 0x00003143, 0x000200f9, 0x00003144,
    0x000200f8, 0x00003144, 0x000700f5, 0x00000006, 0x00004073, 0x000000dc, 0x00003143, 0x00003163,
    0x00003161, 0x000500b0, 0x00000008, 0x00003147, 0x00004073, 0x000001f3, 0x000400f6, 0x00003164,
    0x00003161, 0x00000000, 0x000400fa, 0x00003147, 0x00003148, 0x00003164, 0x000200f8, 0x00003148,
    0x00050041, 0x00000040, 0x0000314a, 0x000030d6, 0x00004073, 0x0004003d, 0x0000003f, 0x0000314b,
    0x0000314a, 0x00050041, 0x000000d9, 0x00003548, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006,
    0x00003549, 0x00003548, 0x000500aa, 0x00000008, 0x0000354a, 0x00003549, 0x000002bd, 0x000300f7,
    0x00003554, 0x00000000, 0x000400fa, 0x0000354a, 0x0000354b, 0x00003552, 0x000200f8, 0x00003552,
    0x000200f9, 0x00003554, 0x000200f8, 0x0000354b, 0x00050041, 0x000000d9, 0x0000354d, 0x000000d6,
    0x00000169, 0x0004003d, 0x00000006, 0x0000354e, 0x0000354d, 0x0004007c, 0x0000003e, 0x0000354f,
    0x0000354e, 0x0005008e, 0x0000003f, 0x00003550, 0x0000314b, 0x0000354f, 0x0004007c, 0x00000045,
    0x0000355a, 0x00003550, 0x000500c7, 0x00000045, 0x0000355e, 0x0000355a, 0x000045f8, 0x000500c7,
    0x00000045, 0x00003561, 0x0000355a, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003562, 0x00003561,
    0x000002dd, 0x000600a9, 0x00000045, 0x00003563, 0x00003562, 0x0000355e, 0x0000355a, 0x000500c7,
    0x00000045, 0x00003567, 0x00003563, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003568, 0x00003567,
    0x000002e5, 0x000600a9, 0x00000045, 0x00003569, 0x00003568, 0x000002e1, 0x00003563, 0x0004007c,
    0x0000003f, 0x0000356b, 0x00003569, 0x000200f9, 0x00003554, 0x000200f8, 0x00003554, 0x000700f5,
    0x0000003f, 0x00004079, 0x0000356b, 0x0000354b, 0x0000314b, 0x00003552, 0x0003003e, 0x000030dc,
    0x00004079, 0x000200f9, 0x0000314d, 0x000200f8, 0x0000314d, 0x000700f5, 0x00000006, 0x0000407a,
    0x000000dc, 0x00003554, 0x0000315f, 0x0000315d, 0x000500b0, 0x00000008, 0x00003150, 0x0000407a,
    0x000002bd, 0x000400f6, 0x00003160, 0x0000315d, 0x00000000, 0x000400fa, 0x00003150, 0x00003151,
    0x00003160, 0x000200f8, 0x00003151, 0x00050084, 0x00000006, 0x00003155, 0x000002bd, 0x00004073,
    0x00050080, 0x00000006, 0x00003156, 0x0000316c, 0x00003155, 0x00050080, 0x00000006, 0x00003158,
    0x00003156, 0x0000407a, 0x00050041, 0x0000006e, 0x0000315a, 0x000030dc, 0x0000407a, 0x0004003d,
    0x0000003e, 0x0000315b, 0x0000315a, 0x0004007c, 0x00000006, 0x00003570, 0x0000315b, 0x000500b0,
    0x00000008, 0x00003577, 0x00003158, 0x0000097b, 0x000300f7, 0x0000357f, 0x00000000, 0x000400fa,
    0x00003577, 0x00003578, 0x0000357f, 0x000200f8, 0x00003578, 0x00050041, 0x000000d9, 0x00003579,
    0x000000d6, 0x000003f8, 0x0004003d, 0x00000006, 0x0000357a, 0x00003579, 0x00050080, 0x00000006,
    0x0000357c, 0x0000357a, 0x00003158, 0x00060041, 0x000003fe, 0x0000357e, 0x000003f7, 0x00000215,
    0x0000357c, 0x0003003e, 0x0000357e, 0x00003570, 0x000200f9, 0x0000357f, 0x000200f8, 0x0000357f,
    0x000200f9, 0x0000315d, 0x000200f8, 0x0000315d, 0x00050080, 0x00000006, 0x0000315f, 0x0000407a,
    0x00000214, 0x000200f9, 0x0000314d, 0x000200f8, 0x00003160, 0x000200f9, 0x00003161, 0x000200f8,
    0x00003161, 0x00050080, 0x00000006, 0x00003163, 0x00004073, 0x00000214, 0x000200f9, 0x00003144,
    0x000200f8, 0x00003164, 0x000200f9, 0x00000976, 0x000200f8, 0x00000976, 0x00050080, 0x00000006,
    0x00000984, 0x0000406d, 0x0000091c, 0x000200f9, 0x00000973, 0x000200f8, 0x00000975, 0x000200f9,
    0x0000099f, 0x000200f8, 0x0000096f, 0x00050041, 0x000000d9, 0x00000987, 0x000000d6, 0x00000215,
    0x0004003d, 0x00000006, 0x00000988, 0x00000987, 0x00050080, 0x00000006, 0x00000989, 0x00000988,
    0x000000ee, 0x00050086, 0x00000006, 0x0000098a, 0x00000989, 0x000001b3, 0x00050080, 0x00000006,
    0x0000098b, 0x0000098a, 0x0000034a, 0x00050086, 0x00000006, 0x0000098c, 0x0000098b, 0x000002bd,
    0x00050041, 0x00000697, 0x0000098e, 0x00000696, 0x000000dc, 0x0004003d, 0x00000006, 0x0000098f,
    0x0000098e, 0x000200f9, 0x00000990, 0x000200f8, 0x00000990, 0x000700f5, 0x00000006, 0x00003fd9,
    0x0000098f, 0x0000096f, 0x0000099d, 0x00000993, 0x000500b0, 0x00000008, 0x00000997, 0x00003fd9,
    0x0000098c, 0x000400f6, 0x00000992, 0x00000993, 0x00000000, 0x000400fa, 0x00000997, 0x00000991,
    0x00000992, 0x000200f8, 0x00000991, 0x000200f9, 0x0000359f, 0x000200f8, 0x0000359f, 0x000700f5,
    0x00000006, 0x00003fda, 0x000000dc, 0x00000991, 0x000035ad, 0x000035ab, 0x000500b0, 0x00000008,
    0x000035a2, 0x00003fda, 0x000002bd, 0x000400f6, 0x000035ae, 0x000035ab, 0x00000000, 0x000400fa,
    0x000035a2, 0x000035a3, 0x000035ae, 0x000200f8, 0x000035a3, 0x00050084, 0x00000006, 0x000035a6,
    0x000002bd, 0x00003fd9, 0x00050080, 0x00000006, 0x000035a8, 0x000035a6, 0x00003fda, 0x00050084,
    0x00000006, 0x000035fe, 0x000001b3, 0x000035a8, 0x000300f7, 0x00003636, 0x00000000, 0x000300fb,
    0x000000dc, 0x0000360e, 0x000200f8, 0x0000360e, 0x00050041, 0x000000d9, 0x0000360f, 0x000000d6,
    0x0000020e, 0x0004003d, 0x00000006, 0x00003610, 0x0000360f, 0x000500ab, 0x00000008, 0x00003611,
    0x00003610, 0x000000dc, 0x000400a8, 0x00000008, 0x00003612, 0x00003611, 0x000300f7, 0x00003618,
    0x00000000, 0x000400fa, 0x00003612, 0x00003613, 0x00003618, 0x000200f8, 0x00003613, 0x000500ae,
    0x00000008, 0x00003617, 0x000035fe, 0x00000988, 0x000200f9, 0x00003618, 0x000200f8, 0x00003618,
    0x000700f5, 0x00000008, 0x00003619, 0x00003611, 0x0000360e, 0x00003617, 0x00003613, 0x000400a8,
    0x00000008, 0x0000361a, 0x00003619, 0x000300f7, 0x0000361e, 0x00000000, 0x000400fa, 0x0000361a,
    0x0000361b, 0x0000361e, 0x000200f8, 0x0000361b, 0x00050041, 0x000000d9, 0x0000363a, 0x000000d6,
    0x000000d8, 0x0004003d, 0x00000006, 0x0000363b, 0x0000363a, 0x000500ab, 0x00000008, 0x0000363c,
    0x0000363b, 0x000000dc, 0x000300f7, 0x00003645, 0x00000000, 0x000400fa, 0x0000363c, 0x0000363d,
    0x00003645, 0x000200f8, 0x0000363d, 0x00050041, 0x000000d9, 0x0000363f, 0x000000d6, 0x000000e1,
    0x0004003d, 0x00000006, 0x00003640, 0x0000363f, 0x00050080, 0x00000006, 0x00003641, 0x000035fe,
    0x00003640, 0x000500ae, 0x00000008, 0x00003644, 0x00003641, 0x0000363b, 0x000200f9, 0x00003645,
    0x000200f8, 0x00003645, 0x000700f5, 0x00000008, 0x00003646, 0x0000363c, 0x0000361b, 0x00003644,
    0x0000363d, 0x000200f9, 0x0000361e, 0x000200f8, 0x0000361e, 0x000700f5, 0x00000008, 0x0000361f,
    0x00003619, 0x00003618, 0x00003646, 0x00003645, 0x000300f7, 0x00003621, 0x00000000, 0x000400fa,
    0x0000361f, 0x00003620, 0x00003621, 0x000200f8, 0x00003620, 0x000200f9, 0x00003636, 0x000200f8,
    0x00003621, 0x00050041, 0x000000d9, 0x00003622, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006,
    0x00003623, 0x00003622, 0x00050080, 0x00000006, 0x00003625, 0x00003623, 0x000035fe, 0x000300f7,
    0x00003634, 0x00000000, 0x000400fa, 0x00000943, 0x00003629, 0x00003630, 0x000200f8, 0x00003630,
    0x00060041, 0x000003fe, 0x00003632, 0x0000042a, 0x00000215, 0x00003625, 0x0004003d, 0x00000006,
    0x00003633, 0x00003632, 0x000200f9, 0x00003634, 0x000200f8, 0x00003629, 0x00050086, 0x00000006,
    0x0000362b, 0x00003625, 0x000001b3, 0x00060041, 0x000003fe, 0x0000362c, 0x0000042a, 0x00000215,
    0x0000362b, 0x0004003d, 0x00000006, 0x0000362d, 0x0000362c, 0x000500c7, 0x00000006, 0x0000364b,
    0x00003625, 0x000000ee, 0x00050084, 0x00000006, 0x0000364c, 0x000000ec, 0x0000364b, 0x000500c2,
    0x00000006, 0x0000364d, 0x0000362d, 0x0000364c, 0x000500c7, 0x00000006, 0x0000364e, 0x0000364d,
    0x000000f2, 0x000200f9, 0x00003634, 0x000200f8, 0x00003634, 0x000700f5, 0x00000006, 0x00004049,
    0x0000364e, 0x00003629, 0x00003633, 0x00003630, 0x000200f9, 0x00003636, 0x000200f8, 0x00003636,
    0x000700f5, 0x00000006, 0x0000404a, 0x000000dc, 0x00003620, 0x00004049, 0x00003634, 0x00050080,
    0x00000006, 0x00003602, 0x000035fe, 0x000000ee, 0x000300f7, 0x00003680, 0x00000000, 0x000300fb,
    0x000000dc, 0x00003658, 0x000200f8, 0x00003658, 0x000300f7, 0x00003662, 0x00000000, 0x000400fa,
    0x00003612, 0x0000365d, 0x00003662, 0x000200f8, 0x0000365d, 0x000500ae, 0x00000008, 0x00003661,
    0x00003602, 0x00000988, 0x000200f9, 0x00003662, 0x000200f8, 0x00003662, 0x000700f5, 0x00000008,
    0x00003663, 0x00003611, 0x00003658, 0x00003661, 0x0000365d, 0x000400a8, 0x00000008, 0x00003664,
    0x00003663, 0x000300f7, 0x00003668, 0x00000000, 0x000400fa, 0x00003664, 0x00003665, 0x00003668,
    0x000200f8, 0x00003665, 0x00050041, 0x000000d9, 0x00003684, 0x000000d6, 0x000000d8, 0x0004003d,
    0x00000006, 0x00003685, 0x00003684, 0x000500ab, 0x00000008, 0x00003686, 0x00003685, 0x000000dc,
    0x000300f7, 0x0000368f, 0x00000000, 0x000400fa, 0x00003686, 0x00003687, 0x0000368f, 0x000200f8,
    0x00003687, 0x00050041, 0x000000d9, 0x00003689, 0x000000d6, 0x000000e1, 0x0004003d, 0x00000006,
    0x0000368a, 0x00003689, 0x00050080, 0x00000006, 0x0000368b, 0x00003602, 0x0000368a, 0x000500ae,
    0x00000008, 0x0000368e, 0x0000368b, 0x00003685, 0x000200f9, 0x0000368f, 0x000200f8, 0x0000368f,
    0x000700f5, 0x00000008, 0x00003690, 0x00003686, 0x00003665, 0x0000368e, 0x00003687, 0x000200f9,
    0x00003668, 0x000200f8, 0x00003668, 0x000700f5, 0x00000008, 0x00003669, 0x00003663, 0x00003662,
    0x00003690, 0x0000368f, 0x000300f7, 0x0000366b, 0x00000000, 0x000400fa, 0x00003669, 0x0000366a,
    0x0000366b, 0x000200f8, 0x0000366a, 0x000200f9, 0x00003680, 0x000200f8, 0x0000366b, 0x00050041,
    0x000000d9, 0x0000366c, 0x000000d6, 0x00000214, 0x0004003d, 0x00000006, 0x0000366d, 0x0000366c,
    0x00050080, 0x00000006, 0x0000366f, 0x0000366d, 0x00003602, 0x000300f7, 0x0000367e, 0x00000000,
    0x000400fa, 0x00000943, 0x00003673, 0x0000367a, 0x000200f8, 0x0000367a, 0x00060041, 0x000003fe,
    0x0000367c, 0x0000042a, 0x00000215, 0x0000366f, 0x0004003d, 0x00000006, 0x0000367d, 0x0000367c,
    0x000200f9, 0x0000367e, 0x000200f8, 0x00003673, 0x00050086, 0x00000006, 0x00003675, 0x0000366f,
    0x000001b3, 0x00060041, 0x000003fe, 0x00003676, 0x0000042a, 0x00000215, 0x00003675, 0x0004003d,
    0x00000006, 0x00003677, 0x00003676, 0x000500c7, 0x00000006, 0x00003695, 0x0000366f, 0x000000ee,
    0x00050084, 0x00000006, 0x00003696, 0x000000ec, 0x00003695, 0x000500c2, 0x00000006, 0x00003697,
    0x00003677, 0x00003696, 0x000500c7, 0x00000006, 0x00003698, 0x00003697, 0x000000f2, 0x000200f9,
    0x0000367e, 0x000200f8, 0x0000367e, 0x000700f5, 0x00000006, 0x0000404b, 0x00003698, 0x00003673,
    0x0000367d, 0x0000367a, 0x000200f9, 0x00003680, 0x000200f8, 0x00003680, 0x000700f5, 0x00000006,
    0x0000404c, 0x000000dc, 0x0000366a, 0x0000404b, 0x0000367e, 0x000300f7, 0x000036b3, 0x00000000,
    0x000300fb, 0x000000dc, 0x000036a1, 0x000200f8, 0x000036a1, 0x000500aa, 0x00000008, 0x000036a4,
    0x00000951, 0x000001b3, 0x000300f7, 0x000036ac, 0x00000000, 0x000400fa, 0x000036a4, 0x000036a5,
    0x000036ac, 0x000200f8, 0x000036a5, 0x000300f7, 0x00003712, 0x00000000, 0x000300fb, 0x000000dc,
    0x000036c2, 0x000200f8, 0x000036c2, 0x000500c2, 0x00000006, 0x000036c4, 0x0000404a, 0x000000d8,
    0x000500c7, 0x00000006, 0x000036c5, 0x000036c4, 0x000000f9, 0x000500c7, 0x00000006, 0x000036c7,
    0x0000404a, 0x000000fd, 0x000500ac, 0x00000008, 0x000036c9, 0x000036c7, 0x00000100, 0x000300f7,
    0x000036cd, 0x00000000, 0x000400fa, 0x000036c9, 0x000036ca, 0x000036cd, 0x000200f8, 0x000036ca,
    0x000500c5, 0x00000006, 0x000036cc, 0x000036c5, 0x00000105, 0x000200f9, 0x00003712, 0x000200f8,
    0x000036cd, 0x000500ae, 0x00000008, 0x000036cf, 0x000036c7, 0x00000109, 0x000300f7, 0x000036d3,
    0x00000000, 0x000400fa, 0x000036cf, 0x000036d0, 0x000036d3, 0x000200f8, 0x000036d0, 0x000500c5,
    0x00000006, 0x000036d2, 0x000036c5, 0x0000010e, 0x000200f9, 0x00003712, 0x000200f8, 0x000036d3,
    0x000500ae, 0x00000008, 0x000036d5, 0x000036c7, 0x00000112, 0x000300f7, 0x000036e3, 0x00000000,
    0x000400fa, 0x000036d5, 0x000036d6, 0x000036e3, 0x000200f8, 0x000036d6, 0x00050082, 0x00000006,
    0x000036d8, 0x000036c7, 0x00000118, 0x000500c2, 0x00000006, 0x000036da, 0x000036d8, 0x0000011c,
    0x000500c7, 0x00000006, 0x000036db, 0x000036da, 0x000000ee, 0x00050080, 0x00000006, 0x000036dc,
    0x0000011a, 0x000036db, 0x00050080, 0x00000006, 0x000036de, 0x000036d8, 0x000036dc, 0x000500c2,
    0x00000006, 0x000036e1, 0x000036de, 0x0000011c, 0x000500c5, 0x00000006, 0x000036e2, 0x000036c5,
    0x000036e1, 0x000200f9, 0x00003712, 0x000200f8, 0x000036e3, 0x000500b2, 0x00000008, 0x000036e5,
    0x000036c7, 0x00000128, 0x000300f7, 0x000036e8, 0x00000000, 0x000400fa, 0x000036e5, 0x000036e6,
    0x000036e8, 0x000200f8, 0x000036e6, 0x000200f9, 0x00003712, 0x000200f8, 0x000036e8, 0x000500c2,
    0x00000006, 0x000036ea, 0x000036c7, 0x00000130, 0x000500c7, 0x00000006, 0x000036ec, 0x000036c7,
    0x00000134, 0x000500c5, 0x00000006, 0x000036ed, 0x000036ec, 0x00000136, 0x00050082, 0x00000006,
    0x000036ef, 0x00000139, 0x000036ea, 0x000500c2, 0x00000006, 0x000036f2, 0x000036ed, 0x000036ef,
    0x000500c4, 0x00000006, 0x000036f5, 0x000000ee, 0x000036ef, 0x00050082, 0x00000006, 0x000036f6,
    0x000036f5, 0x000000ee, 0x000500c7, 0x00000006, 0x000036f7, 0x000036ed, 0x000036f6, 0x00050082,
    0x00000006, 0x000036f9, 0x000045fc, 0x000036ea, 0x000500c4, 0x00000006, 0x000036fa, 0x000000ee,
    0x000036f9, 0x000500ac, 0x00000008, 0x000036fd, 0x000036f7, 0x000036fa, 0x000400a8, 0x00000008,
    0x000036fe, 0x000036fd, 0x000300f7, 0x00003709, 0x00000000, 0x000400fa, 0x000036fe, 0x000036ff,
    0x00003709, 0x000200f8, 0x000036ff, 0x000500aa, 0x00000008, 0x00003702, 0x000036f7, 0x000036fa,
    0x000300f7, 0x00003707, 0x00000000, 0x000400fa, 0x00003702, 0x00003703, 0x00003707, 0x000200f8,
    0x00003703, 0x000500c7, 0x00000006, 0x00003705, 0x000036f2, 0x000000ee, 0x000500ab, 0x00000008,
    0x00003706, 0x00003705, 0x000000dc, 0x000200f9, 0x00003707, 0x000200f8, 0x00003707, 0x000700f5,
    0x00000008, 0x00003708, 0x00003702, 0x000036ff, 0x00003706, 0x00003703, 0x000200f9, 0x00003709,
    0x000200f8, 0x00003709, 0x000700f5, 0x00000008, 0x0000370a, 0x000036fd, 0x000036e8, 0x00003708,
    0x00003707, 0x000300f7, 0x0000370e, 0x00000000, 0x000400fa, 0x0000370a, 0x0000370b, 0x0000370e,
    0x000200f8, 0x0000370b, 0x00050080, 0x00000006, 0x0000370d, 0x000036f2, 0x000000ee, 0x000200f9,
    0x0000370e, 0x000200f8, 0x0000370e, 0x000700f5, 0x00000006, 0x00004051, 0x000036f2, 0x00003709,
    0x0000370d, 0x0000370b, 0x000500c5, 0x00000006, 0x00003711, 0x000036c5, 0x00004051, 0x000200f9,
    0x00003712, 0x000200f8, 0x00003712, 0x000d00f5, 0x00000006, 0x00004052, 0x000036cc, 0x000036ca,
    0x000036d2, 0x000036d0, 0x000036e2, 0x000036d6, 0x000036c5, 0x000036e6, 0x00003711, 0x0000370e,
    0x000300f7, 0x00003771, 0x00000000, 0x000300fb, 0x000000dc, 0x00003721, 0x000200f8, 0x00003721,
    0x000500c2, 0x00000006, 0x00003723, 0x0000404c, 0x000000d8, 0x000500c7, 0x00000006, 0x00003724,
    0x00003723, 0x000000f9, 0x000500c7, 0x00000006, 0x00003726, 0x0000404c, 0x000000fd, 0x000500ac,
    0x00000008, 0x00003728, 0x00003726, 0x00000100, 0x000300f7, 0x0000372c, 0x00000000, 0x000400fa,
    0x00003728, 0x00003729, 0x0000372c, 0x000200f8, 0x00003729, 0x000500c5, 0x00000006, 0x0000372b,
    0x00003724, 0x00000105, 0x000200f9, 0x00003771, 0x000200f8, 0x0000372c, 0x000500ae, 0x00000008,
    0x0000372e, 0x00003726, 0x00000109, 0x000300f7, 0x00003732, 0x00000000, 0x000400fa, 0x0000372e,
    0x0000372f, 0x00003732, 0x000200f8, 0x0000372f, 0x000500c5, 0x00000006, 0x00003731, 0x00003724,
    0x0000010e, 0x000200f9, 0x00003771, 0x000200f8, 0x00003732, 0x000500ae, 0x00000008, 0x00003734,
    0x00003726, 0x00000112, 0x000300f7, 0x00003742, 0x00000000, 0x000400fa, 0x00003734, 0x00003735,
    0x00003742, 0x000200f8, 0x00003735, 0x00050082, 0x00000006, 0x00003737, 0x00003726, 0x00000118,
    0x000500c2, 0x00000006, 0x00003739, 0x00003737, 0x0000011c, 0x000500c7, 0x00000006, 0x0000373a,
    0x00003739, 0x000000ee, 0x00050080, 0x00000006, 0x0000373b, 0x0000011a, 0x0000373a, 0x00050080,
    0x00000006, 0x0000373d, 0x00003737, 0x0000373b, 0x000500c2, 0x00000006, 0x00003740, 0x0000373d,
    0x0000011c, 0x000500c5, 0x00000006, 0x00003741, 0x00003724, 0x00003740, 0x000200f9, 0x00003771,
    0x000200f8, 0x00003742, 0x000500b2, 0x00000008, 0x00003744, 0x00003726, 0x00000128, 0x000300f7,
    0x00003747, 0x00000000, 0x000400fa, 0x00003744, 0x00003745, 0x00003747, 0x000200f8, 0x00003745,
    0x000200f9, 0x00003771, 0x000200f8, 0x00003747, 0x000500c2, 0x00000006, 0x00003749, 0x00003726,
    0x00000130, 0x000500c7, 0x00000006, 0x0000374b, 0x00003726, 0x00000134, 0x000500c5, 0x00000006,
    0x0000374c, 0x0000374b, 0x00000136, 0x00050082, 0x00000006, 0x0000374e, 0x00000139, 0x00003749,
    0x000500c2, 0x00000006, 0x00003751, 0x0000374c, 0x0000374e, 0x000500c4, 0x00000006, 0x00003754,
    0x000000ee, 0x0000374e, 0x00050082, 0x00000006, 0x00003755, 0x00003754, 0x000000ee, 0x000500c7,
    0x00000006, 0x00003756, 0x0000374c, 0x00003755, 0x00050082, 0x00000006, 0x00003758, 0x000045fc,
    0x00003749, 0x000500c4, 0x00000006, 0x00003759, 0x000000ee, 0x00003758, 0x000500ac, 0x00000008,
    0x0000375c, 0x00003756, 0x00003759, 0x000400a8, 0x00000008, 0x0000375d, 0x0000375c, 0x000300f7,
    0x00003768, 0x00000000, 0x000400fa, 0x0000375d, 0x0000375e, 0x00003768, 0x000200f8, 0x0000375e,
    0x000500aa, 0x00000008, 0x00003761, 0x00003756, 0x00003759, 0x000300f7, 0x00003766, 0x00000000,
    0x000400fa, 0x00003761, 0x00003762, 0x00003766, 0x000200f8, 0x00003762, 0x000500c7, 0x00000006,
    0x00003764, 0x00003751, 0x000000ee, 0x000500ab, 0x00000008, 0x00003765, 0x00003764, 0x000000dc,
    0x000200f9, 0x00003766, 0x000200f8, 0x00003766, 0x000700f5, 0x00000008, 0x00003767, 0x00003761,
    0x0000375e, 0x00003765, 0x00003762, 0x000200f9, 0x00003768, 0x000200f8, 0x00003768, 0x000700f5,
    0x00000008, 0x00003769, 0x0000375c, 0x00003747, 0x00003767, 0x00003766, 0x000300f7, 0x0000376d,
    0x00000000, 0x000400fa, 0x00003769, 0x0000376a, 0x0000376d, 0x000200f8, 0x0000376a, 0x00050080,
    0x00000006, 0x0000376c, 0x00003751, 0x000000ee, 0x000200f9, 0x0000376d, 0x000200f8, 0x0000376d,
    0x000700f5, 0x00000006, 0x00004055, 0x00003751, 0x00003768, 0x0000376c, 0x0000376a, 0x000500c5,
    0x00000006, 0x00003770, 0x00003724, 0x00004055, 0x000200f9, 0x00003771, 0x000200f8, 0x00003771,
    0x000d00f5, 0x00000006, 0x00004056, 0x0000372b, 0x00003729, 0x00003731, 0x0000372f, 0x00003741,
    0x00003735, 0x00003724, 0x00003745, 0x00003770, 0x0000376d, 0x000500c4, 0x00000006, 0x000036aa,
    0x00004056, 0x000000d8, 0x000500c5, 0x00000006, 0x000036ab, 0x00004052, 0x000036aa, 0x000200f9,
    0x000036b3, 0x000200f8, 0x000036ac, 0x000300f7, 0x00003787, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003777, 0x000200f8, 0x00003777, 0x000500c7, 0x00000006, 0x00003779, 0x0000404a, 0x000000fd,
    0x000500ac, 0x00000008, 0x0000377a, 0x00003779, 0x00000100, 0x000300f7, 0x0000377f, 0x00000000,
    0x000400fa, 0x0000377a, 0x0000377b, 0x0000377f, 0x000200f8, 0x0000377b, 0x000500c2, 0x00000006,
    0x0000377d, 0x0000404a, 0x000000d8, 0x000500c5, 0x00000006, 0x0000377e, 0x0000377d, 0x0000019f,
    0x000200f9, 0x00003787, 0x000200f8, 0x0000377f, 0x00050080, 0x00000006, 0x00003781, 0x0000404a,
    0x000001a3, 0x000500c2, 0x00000006, 0x00003783, 0x0000404a, 0x000000d8, 0x000500c7, 0x00000006,
    0x00003784, 0x00003783, 0x000000ee, 0x00050080, 0x00000006, 0x00003785, 0x00003781, 0x00003784,
    0x000500c2, 0x00000006, 0x00003786, 0x00003785, 0x000000d8, 0x000200f9, 0x00003787, 0x000200f8,
    0x00003787, 0x000700f5, 0x00000006, 0x0000404d, 0x0000377e, 0x0000377b, 0x00003786, 0x0000377f,
    0x000300f7, 0x0000379d, 0x00000000, 0x000300fb, 0x000000dc, 0x0000378d, 0x000200f8, 0x0000378d,
    0x000500c7, 0x00000006, 0x0000378f, 0x0000404c, 0x000000fd, 0x000500ac, 0x00000008, 0x00003790,
    0x0000378f, 0x00000100, 0x000300f7, 0x00003795, 0x00000000, 0x000400fa, 0x00003790, 0x00003791,
    0x00003795, 0x000200f8, 0x00003791, 0x000500c2, 0x00000006, 0x00003793, 0x0000404c, 0x000000d8,
    0x000500c5, 0x00000006, 0x00003794, 0x00003793, 0x0000019f, 0x000200f9, 0x0000379d, 0x000200f8,
    0x00003795, 0x00050080, 0x00000006, 0x00003797, 0x0000404c, 0x000001a3, 0x000500c2, 0x00000006,
    0x00003799, 0x0000404c, 0x000000d8, 0x000500c7, 0x00000006, 0x0000379a, 0x00003799, 0x000000ee,
    0x00050080, 0x00000006, 0x0000379b, 0x00003797, 0x0000379a, 0x000500c2, 0x00000006, 0x0000379c,
    0x0000379b, 0x000000d8, 0x000200f9, 0x0000379d, 0x000200f8, 0x0000379d, 0x000700f5, 0x00000006,
    0x0000404e, 0x00003794, 0x00003791, 0x0000379c, 0x00003795, 0x000500c4, 0x00000006, 0x000036b1,
    0x0000404e, 0x000000d8, 0x000500c5, 0x00000006, 0x000036b2, 0x0000404d, 0x000036b1, 0x000200f9,
    0x000036b3, 0x000200f8, 0x000036b3, 0x000700f5, 0x00000006, 0x00004057, 0x000036ab, 0x00003771,
    0x000036b2, 0x0000379d, 0x00050041, 0x00000007, 0x000035aa, 0x00003581, 0x00003fda, 0x0003003e,
    0x000035aa, 0x00004057, 0x000200f9, 0x000035ab, 0x000200f8, 0x000035ab, 0x00050080, 0x00000006,
    0x000035ad, 0x00003fda, 0x00000214, 0x000200f9, 0x0000359f, 0x000200f8, 0x000035ae, 0x0004003d,
    0x00000045, 0x000035b0, 0x00003581, 0x00050041, 0x000000d9, 0x000037a3, 0x000000d6, 0x00000449,
    0x0004003d, 0x00000006, 0x000037a4, 0x000037a3, 0x000500aa, 0x00000008, 0x000037a5, 0x000000dc,
    0x000037a4, 0x000300f7, 0x000037b5, 0x00000000, 0x000400fa, 0x000037a5, 0x000037a6, 0x000037a8,
    0x000200f8, 0x000037a8, 0x00050041, 0x000000d9, 0x000037a9, 0x000000d6, 0x00000456, 0x0004003d,
    0x00000006, 0x000037aa, 0x000037a9, 0x00050086, 0x00000006, 0x000037b0, 0x000037aa, 0x000002bd,
    0x00050080, 0x00000006, 0x000037b2, 0x000037b0, 0x00003fd9, 0x00060041, 0x00000462, 0x000037b3,
    0x00000455, 0x00000215, 0x000037b2, 0x0004003d, 0x00000045, 0x000037b4, 0x000037b3, 0x000200f9,
    0x000037b5, 0x000200f8, 0x000037a6, 0x000200f9, 0x000037b5, 0x000200f8, 0x000037b5, 0x000700f5,
    0x00000045, 0x00003fdb, 0x000035b0, 0x000037a6, 0x000037b4, 0x000037a8, 0x000500c7, 0x00000045,
    0x000035b4, 0x00003fdb, 0x000045fa, 0x00050051, 0x00000006, 0x000037be, 0x000035b4, 0x00000000,
    0x000500aa, 0x00000008, 0x000037d2, 0x00000951, 0x000001b3, 0x000300f7, 0x000037d9, 0x00000000,
    0x000400fa, 0x000037d2, 0x000037d3, 0x000037d6, 0x000200f8, 0x000037d6, 0x000500c4, 0x00000006,
    0x00003810, 0x000037be, 0x000000d8, 0x000200f9, 0x000037d9, 0x000200f8, 0x000037d3, 0x000300f7,
    0x0000380b, 0x00000000, 0x000300fb, 0x000000dc, 0x000037e2, 0x000200f8, 0x000037e2, 0x000500c7,
    0x00000006, 0x000037e4, 0x000037be, 0x000000f9, 0x000500c4, 0x00000006, 0x000037e5, 0x000037e4,
    0x000000d8, 0x000500c2, 0x00000006, 0x000037e7, 0x000037be, 0x00000169, 0x000500c7, 0x00000006,
    0x000037e8, 0x000037e7, 0x0000016b, 0x000500c7, 0x00000006, 0x000037ea, 0x000037be, 0x0000016f,
    0x000500aa, 0x00000008, 0x000037ec, 0x000037e8, 0x0000016b, 0x000300f7, 0x000037f3, 0x00000000,
    0x000400fa, 0x000037ec, 0x000037ed, 0x000037f3, 0x000200f8, 0x000037ed, 0x000500c5, 0x00000006,
    0x000037ef, 0x000037e5, 0x00000100, 0x000500c4, 0x00000006, 0x000037f1, 0x000037ea, 0x0000011c,
    0x000500c5, 0x00000006, 0x000037f2, 0x000037ef, 0x000037f1, 0x000200f9, 0x0000380b, 0x000200f8,
    0x000037f3, 0x000500ab, 0x00000008, 0x000037f5, 0x000037e8, 0x000000dc, 0x000300f7, 0x000037ff,
    0x00000000, 0x000400fa, 0x000037f5, 0x000037f6, 0x000037ff, 0x000200f8, 0x000037f6, 0x00050080,
    0x00000006, 0x000037f9, 0x000037e8, 0x00000181, 0x000500c4, 0x00000006, 0x000037fa, 0x000037f9,
    0x00000130, 0x000500c5, 0x00000006, 0x000037fb, 0x000037e5, 0x000037fa, 0x000500c4, 0x00000006,
    0x000037fd, 0x000037ea, 0x0000011c, 0x000500c5, 0x00000006, 0x000037fe, 0x000037fb, 0x000037fd,
    0x000200f9, 0x0000380b, 0x000200f8, 0x000037ff, 0x000500aa, 0x00000008, 0x00003801, 0x000037ea,
    0x000000dc, 0x000300f7, 0x00003804, 0x00000000, 0x000400fa, 0x00003801, 0x00003802, 0x00003804,
    0x000200f8, 0x00003802, 0x000200f9, 0x0000380b, 0x000200f8, 0x00003804, 0x00040070, 0x0000003e,
    0x00003807, 0x000037ea, 0x00050085, 0x0000003e, 0x00003808, 0x00003807, 0x00000192, 0x0004007c,
    0x00000006, 0x00003809, 0x00003808, 0x000500c5, 0x00000006, 0x0000380a, 0x000037e5, 0x00003809,
    0x000200f9, 0x0000380b, 0x000200f8, 0x0000380b, 0x000b00f5, 0x00000006, 0x00003fdc, 0x000037f2,
    0x000037ed, 0x000037fe, 0x000037f6, 0x000037e5, 0x00003802, 0x0000380a, 0x00003804, 0x000200f9,
    0x000037d9, 0x000200f8, 0x000037d9, 0x000700f5, 0x00000006, 0x00003fdd, 0x00003fdc, 0x0000380b,
    0x00003810, 0x000037d6, 0x00050051, 0x00000006, 0x000037c1, 0x000035b4, 0x00000001, 0x000300f7,
    0x0000381f, 0x00000000, 0x000400fa, 0x000037d2, 0x00003819, 0x0000381c, 0x000200f8, 0x0000381c,
    0x000500c4, 0x00000006, 0x00003856, 0x000037c1, 0x000000d8, 0x000200f9, 0x0000381f, 0x000200f8,
    0x00003819, 0x000300f7, 0x00003851, 0x00000000, 0x000300fb, 0x000000dc, 0x00003828, 0x000200f8,
    0x00003828, 0x000500c7, 0x00000006, 0x0000382a, 0x000037c1, 0x000000f9, 0x000500c4, 0x00000006,
    0x0000382b, 0x0000382a, 0x000000d8, 0x000500c2, 0x00000006, 0x0000382d, 0x000037c1, 0x00000169,
    0x000500c7, 0x00000006, 0x0000382e, 0x0000382d, 0x0000016b, 0x000500c7, 0x00000006, 0x00003830,
    0x000037c1, 0x0000016f, 0x000500aa, 0x00000008, 0x00003832, 0x0000382e, 0x0000016b, 0x000300f7,
    0x00003839, 0x00000000, 0x000400fa, 0x00003832, 0x00003833, 0x00003839, 0x000200f8, 0x00003833,
    0x000500c5, 0x00000006, 0x00003835, 0x0000382b, 0x00000100, 0x000500c4, 0x00000006, 0x00003837,
    0x00003830, 0x0000011c, 0x000500c5, 0x00000006, 0x00003838, 0x00003835, 0x00003837, 0x000200f9,
    0x00003851, 0x000200f8, 0x00003839, 0x000500ab, 0x00000008, 0x0000383b, 0x0000382e, 0x000000dc,
    0x000300f7, 0x00003845, 0x00000000, 0x000400fa, 0x0000383b, 0x0000383c, 0x00003845, 0x000200f8,
    0x0000383c, 0x00050080, 0x00000006, 0x0000383f, 0x0000382e, 0x00000181, 0x000500c4, 0x00000006,
    0x00003840, 0x0000383f, 0x00000130, 0x000500c5, 0x00000006, 0x00003841, 0x0000382b, 0x00003840,
    0x000500c4, 0x00000006, 0x00003843, 0x00003830, 0x0000011c, 0x000500c5, 0x00000006, 0x00003844,
    0x00003841, 0x00003843, 0x000200f9, 0x00003851, 0x000200f8, 0x00003845, 0x000500aa, 0x00000008,
    0x00003847, 0x00003830, 0x000000dc, 0x000300f7, 0x0000384a, 0x00000000, 0x000400fa, 0x00003847,
    0x00003848, 0x0000384a, 0x000200f8, 0x00003848, 0x000200f9, 0x00003851, 0x000200f8, 0x0000384a,
    0x00040070, 0x0000003e, 0x0000384d, 0x00003830, 0x00050085, 0x0000003e, 0x0000384e, 0x0000384d,
    0x00000192, 0x0004007c, 0x00000006, 0x0000384f, 0x0000384e, 0x000500c5, 0x00000006, 0x00003850,
    0x0000382b, 0x0000384f, 0x000200f9, 0x00003851, 0x000200f8, 0x00003851, 0x000b00f5, 0x00000006,
    0x00003fde, 0x00003838, 0x00003833, 0x00003844, 0x0000383c, 0x0000382b, 0x00003848, 0x00003850,
    0x0000384a, 0x000200f9, 0x0000381f, 0x000200f8, 0x0000381f, 0x000700f5, 0x00000006, 0x00003fdf,
    0x00003fde, 0x00003851, 0x00003856, 0x0000381c, 0x00050051, 0x00000006, 0x000037c4, 0x000035b4,
    0x00000002, 0x000300f7, 0x00003865, 0x00000000, 0x000400fa, 0x000037d2, 0x0000385f, 0x00003862,
    0x000200f8, 0x00003862, 0x000500c4, 0x00000006, 0x0000389c, 0x000037c4, 0x000000d8, 0x000200f9,
    0x00003865, 0x000200f8, 0x0000385f, 0x000300f7, 0x00003897, 0x00000000, 0x000300fb, 0x000000dc,
    0x0000386e, 0x000200f8, 0x0000386e, 0x000500c7, 0x00000006, 0x00003870, 0x000037c4, 0x000000f9,
    0x000500c4, 0x00000006, 0x00003871, 0x00003870, 0x000000d8, 0x000500c2, 0x00000006, 0x00003873,
    0x000037c4, 0x00000169, 0x000500c7, 0x00000006, 0x00003874, 0x00003873, 0x0000016b, 0x000500c7,
    0x00000006, 0x00003876, 0x000037c4, 0x0000016f, 0x000500aa, 0x00000008, 0x00003878, 0x00003874,
    0x0000016b, 0x000300f7, 0x0000387f, 0x00000000, 0x000400fa, 0x00003878, 0x00003879, 0x0000387f,
    0x000200f8, 0x00003879, 0x000500c5, 0x00000006, 0x0000387b, 0x00003871, 0x00000100, 0x000500c4,
    0x00000006, 0x0000387d, 0x00003876, 0x0000011c, 0x000500c5, 0x00000006, 0x0000387e, 0x0000387b,
    0x0000387d, 0x000200f9, 0x00003897, 0x000200f8, 0x0000387f, 0x000500ab, 0x00000008, 0x00003881,
    0x00003874, 0x000000dc, 0x000300f7, 0x0000388b, 0x00000000, 0x000400fa, 0x00003881, 0x00003882,
    0x0000388b, 0x000200f8, 0x00003882, 0x00050080, 0x00000006, 0x00003885, 0x00003874, 0x00000181,
    0x000500c4, 0x00000006, 0x00003886, 0x00003885, 0x00000130, 0x000500c5, 0x00000006, 0x00003887,
    0x00003871, 0x00003886, 0x000500c4, 0x00000006, 0x00003889, 0x00003876, 0x0000011c, 0x000500c5,
    0x00000006, 0x0000388a, 0x00003887, 0x00003889, 0x000200f9, 0x00003897, 0x000200f8, 0x0000388b,
    0x000500aa, 0x00000008, 0x0000388d, 0x00003876, 0x000000dc, 0x000300f7, 0x00003890, 0x00000000,
    0x000400fa, 0x0000388d, 0x0000388e, 0x00003890, 0x000200f8, 0x0000388e, 0x000200f9, 0x00003897,
    0x000200f8, 0x00003890, 0x00040070, 0x0000003e, 0x00003893, 0x00003876, 0x00050085, 0x0000003e,
    0x00003894, 0x00003893, 0x00000192, 0x0004007c, 0x00000006, 0x00003895, 0x00003894, 0x000500c5,
    0x00000006, 0x00003896, 0x00003871, 0x00003895, 0x000200f9, 0x00003897, 0x000200f8, 0x00003897,
    0x000b00f5, 0x00000006, 0x00003fe0, 0x0000387e, 0x00003879, 0x0000388a, 0x00003882, 0x00003871,
    0x0000388e, 0x00003896, 0x00003890, 0x000200f9, 0x00003865, 0x000200f8, 0x00003865, 0x000700f5,
    0x00000006, 0x00003fe1, 0x00003fe0, 0x00003897, 0x0000389c, 0x00003862, 0x00050051, 0x00000006,
    0x000037c7, 0x000035b4, 0x00000003, 0x000300f7, 0x000038ab, 0x00000000, 0x000400fa, 0x000037d2,
    0x000038a5, 0x000038a8, 0x000200f8, 0x000038a8, 0x000500c4, 0x00000006, 0x000038e2, 0x000037c7,
    0x000000d8, 0x000200f9, 0x000038ab, 0x000200f8, 0x000038a5, 0x000300f7, 0x000038dd, 0x00000000,
    0x000300fb, 0x000000dc, 0x000038b4, 0x000200f8, 0x000038b4, 0x000500c7, 0x00000006, 0x000038b6,
    0x000037c7, 0x000000f9, 0x000500c4, 0x00000006, 0x000038b7, 0x000038b6, 0x000000d8, 0x000500c2,
    0x00000006, 0x000038b9, 0x000037c7, 0x00000169, 0x000500c7, 0x00000006, 0x000038ba, 0x000038b9,
    0x0000016b, 0x000500c7, 0x00000006, 0x000038bc, 0x000037c7, 0x0000016f, 0x000500aa, 0x00000008,
    0x000038be, 0x000038ba, 0x0000016b, 0x000300f7, 0x000038c5, 0x00000000, 0x000400fa, 0x000038be,
    0x000038bf, 0x000038c5, 0x000200f8, 0x000038bf, 0x000500c5, 0x00000006, 0x000038c1, 0x000038b7,
    0x00000100, 0x000500c4, 0x00000006, 0x000038c3, 0x000038bc, 0x0000011c, 0x000500c5, 0x00000006,
    0x000038c4, 0x000038c1, 0x000038c3, 0x000200f9, 0x000038dd, 0x000200f8, 0x000038c5, 0x000500ab,
    0x00000008, 0x000038c7, 0x000038ba, 0x000000dc, 0x000300f7, 0x000038d1, 0x00000000, 0x000400fa,
    0x000038c7, 0x000038c8, 0x000038d1, 0x000200f8, 0x000038c8, 0x00050080, 0x00000006, 0x000038cb,
    0x000038ba, 0x00000181, 0x000500c4, 0x00000006, 0x000038cc, 0x000038cb, 0x00000130, 0x000500c5,
    0x00000006, 0x000038cd, 0x000038b7, 0x000038cc, 0x000500c4, 0x00000006, 0x000038cf, 0x000038bc,
    0x0000011c, 0x000500c5, 0x00000006, 0x000038d0, 0x000038cd, 0x000038cf, 0x000200f9, 0x000038dd,
    0x000200f8, 0x000038d1, 0x000500aa, 0x00000008, 0x000038d3, 0x000038bc, 0x000000dc, 0x000300f7,
    0x000038d6, 0x00000000, 0x000400fa, 0x000038d3, 0x000038d4, 0x000038d6, 0x000200f8, 0x000038d4,
    0x000200f9, 0x000038dd, 0x000200f8, 0x000038d6, 0x00040070, 0x0000003e, 0x000038d9, 0x000038bc,
    0x00050085, 0x0000003e, 0x000038da, 0x000038d9, 0x00000192, 0x0004007c, 0x00000006, 0x000038db,
    0x000038da, 0x000500c5, 0x00000006, 0x000038dc, 0x000038b7, 0x000038db, 0x000200f9, 0x000038dd,
    0x000200f8, 0x000038dd, 0x000b00f5, 0x00000006, 0x00003fe2, 0x000038c4, 0x000038bf, 0x000038d0,
    0x000038c8, 0x000038b7, 0x000038d4, 0x000038dc, 0x000038d6, 0x000200f9, 0x000038ab, 0x000200f8,
    0x000038ab, 0x000700f5, 0x00000006, 0x00003fe3, 0x00003fe2, 0x000038dd, 0x000038e2, 0x000038a8,
    0x00070050, 0x00000045, 0x000037c9, 0x00003fdd, 0x00003fdf, 0x00003fe1, 0x00003fe3, 0x0004007c,
    0x0000003f, 0x000037ca, 0x000037c9, 0x0004007c, 0x00000045, 0x000038e7, 0x000037ca, 0x000500c7,
    0x00000045, 0x000038eb, 0x000038e7, 0x000045f8, 0x000500c7, 0x00000045, 0x000038ee, 0x000038e7,
    0x000002e5, 0x000500aa, 0x000000aa, 0x000038ef, 0x000038ee, 0x000002dd, 0x000600a9, 0x00000045,
    0x000038f0, 0x000038ef, 0x000038eb, 0x000038e7, 0x000500c7, 0x00000045, 0x000038f4, 0x000038f0,
    0x000045f9, 0x000500ac, 0x000000aa, 0x000038f5, 0x000038f4, 0x000002e5, 0x000600a9, 0x00000045,
    0x000038f6, 0x000038f5, 0x000002e1, 0x000038f0, 0x0004007c, 0x0000003f, 0x000038f8, 0x000038f6,
    0x0003003e, 0x00003587, 0x000038f8, 0x000500c2, 0x00000045, 0x000035b9, 0x00003fdb, 0x000045fb,
    0x00050051, 0x00000006, 0x00003900, 0x000035b9, 0x00000000, 0x000300f7, 0x0000391b, 0x00000000,
    0x000400fa, 0x000037d2, 0x00003915, 0x00003918, 0x000200f8, 0x00003918, 0x000500c4, 0x00000006,
    0x00003952, 0x00003900, 0x000000d8, 0x000200f9, 0x0000391b, 0x000200f8, 0x00003915, 0x000300f7,
    0x0000394d, 0x00000000, 0x000300fb, 0x000000dc, 0x00003924, 0x000200f8, 0x00003924, 0x000500c7,
    0x00000006, 0x00003926, 0x00003900, 0x000000f9, 0x000500c4, 0x00000006, 0x00003927, 0x00003926,
    0x000000d8, 0x000500c2, 0x00000006, 0x00003929, 0x00003900, 0x00000169, 0x000500c7, 0x00000006,
    0x0000392a, 0x00003929, 0x0000016b, 0x000500c7, 0x00000006, 0x0000392c, 0x00003900, 0x0000016f,
    0x000500aa, 0x00000008, 0x0000392e, 0x0000392a, 0x0000016b, 0x000300f7, 0x00003935, 0x00000000,
    0x000400fa, 0x0000392e, 0x0000392f, 0x00003935, 0x000200f8, 0x0000392f, 0x000500c5, 0x00000006,
    0x00003931, 0x00003927, 0x00000100, 0x000500c4, 0x00000006, 0x00003933, 0x0000392c, 0x0000011c,
    0x000500c5, 0x00000006, 0x00003934, 0x00003931, 0x00003933, 0x000200f9, 0x0000394d, 0x000200f8,
    0x00003935, 0x000500ab, 0x00000008, 0x00003937, 0x0000392a, 0x000000dc, 0x000300f7, 0x00003941,
    0x00000000, 0x000400fa, 0x00003937, 0x00003938, 0x00003941, 0x000200f8, 0x00003938, 0x00050080,
    0x00000006, 0x0000393b, 0x0000392a, 0x00000181, 0x000500c4, 0x00000006, 0x0000393c, 0x0000393b,
    0x00000130, 0x000500c5, 0x00000006, 0x0000393d, 0x00003927, 0x0000393c, 0x000500c4, 0x00000006,
    0x0000393f, 0x0000392c, 0x0000011c, 0x000500c5, 0x00000006, 0x00003940, 0x0000393d, 0x0000393f,
    0x000200f9, 0x0000394d, 0x000200f8, 0x00003941, 0x000500aa, 0x00000008, 0x00003943, 0x0000392c,
    0x000000dc, 0x000300f7, 0x00003946, 0x00000000, 0x000400fa, 0x00003943, 0x00003944, 0x00003946,
    0x000200f8, 0x00003944, 0x000200f9, 0x0000394d, 0x000200f8, 0x00003946, 0x00040070, 0x0000003e,
    0x00003949, 0x0000392c, 0x00050085, 0x0000003e, 0x0000394a, 0x00003949, 0x00000192, 0x0004007c,
    0x00000006, 0x0000394b, 0x0000394a, 0x000500c5, 0x00000006, 0x0000394c, 0x00003927, 0x0000394b,
    0x000200f9, 0x0000394d, 0x000200f8, 0x0000394d, 0x000b00f5, 0x00000006, 0x00003fec, 0x00003934,
    0x0000392f, 0x00003940, 0x00003938, 0x00003927, 0x00003944, 0x0000394c, 0x00003946, 0x000200f9,
    0x0000391b, 0x000200f8, 0x0000391b, 0x000700f5, 0x00000006, 0x00003fed, 0x00003fec, 0x0000394d,
    0x00003952, 0x00003918, 0x00050051, 0x00000006, 0x00003903, 0x000035b9, 0x00000001, 0x000300f7,
    0x00003961, 0x00000000, 0x000400fa, 0x000037d2, 0x0000395b, 0x0000395e, 0x000200f8, 0x0000395e,
    0x000500c4, 0x00000006, 0x00003998, 0x00003903, 0x000000d8, 0x000200f9, 0x00003961, 0x000200f8,
    0x0000395b, 0x000300f7, 0x00003993, 0x00000000, 0x000300fb, 0x000000dc, 0x0000396a, 0x000200f8,
    0x0000396a, 0x000500c7, 0x00000006, 0x0000396c, 0x00003903, 0x000000f9, 0x000500c4, 0x00000006,
    0x0000396d, 0x0000396c, 0x000000d8, 0x000500c2, 0x00000006, 0x0000396f, 0x00003903, 0x00000169,
    0x000500c7, 0x00000006, 0x00003970, 0x0000396f, 0x0000016b, 0x000500c7, 0x00000006, 0x00003972,
    0x00003903, 0x0000016f, 0x000500aa, 0x00000008, 0x00003974, 0x00003970, 0x0000016b, 0x000300f7,
    0x0000397b, 0x00000000, 0x000400fa, 0x00003974, 0x00003975, 0x0000397b, 0x000200f8, 0x00003975,
    0x000500c5, 0x00000006, 0x00003977, 0x0000396d, 0x00000100, 0x000500c4, 0x00000006, 0x00003979,
    0x00003972, 0x0000011c, 0x000500c5, 0x00000006, 0x0000397a, 0x00003977, 0x00003979, 0x000200f9,
    0x00003993, 0x000200f8, 0x0000397b, 0x000500ab, 0x00000008, 0x0000397d, 0x00003970, 0x000000dc,
    0x000300f7, 0x00003987, 0x00000000, 0x000400fa, 0x0000397d, 0x0000397e, 0x00003987, 0x000200f8,
    0x0000397e, 0x00050080, 0x00000006, 0x00003981, 0x00003970, 0x00000181, 0x000500c4, 0x00000006,
    0x00003982, 0x00003981, 0x00000130, 0x000500c5, 0x00000006, 0x00003983, 0x0000396d, 0x00003982,
    0x000500c4, 0x00000006, 0x00003985, 0x00003972, 0x0000011c, 0x000500c5, 0x00000006, 0x00003986,
    0x00003983, 0x00003985, 0x000200f9, 0x00003993, 0x000200f8, 0x00003987, 0x000500aa, 0x00000008,
    0x00003989, 0x00003972, 0x000000dc, 0x000300f7, 0x0000398c, 0x00000000, 0x000400fa, 0x00003989,
    0x0000398a, 0x0000398c, 0x000200f8, 0x0000398a, 0x000200f9, 0x00003993, 0x000200f8, 0x0000398c,
    0x00040070, 0x0000003e, 0x0000398f, 0x00003972, 0x00050085, 0x0000003e, 0x00003990, 0x0000398f,
    0x00000192, 0x0004007c, 0x00000006, 0x00003991, 0x00003990, 0x000500c5, 0x00000006, 0x00003992,
    0x0000396d, 0x00003991, 0x000200f9, 0x00003993, 0x000200f8, 0x00003993, 0x000b00f5, 0x00000006,
    0x00003fee, 0x0000397a, 0x00003975, 0x00003986, 0x0000397e, 0x0000396d, 0x0000398a, 0x00003992,
    0x0000398c, 0x000200f9, 0x00003961, 0x000200f8, 0x00003961, 0x000700f5, 0x00000006, 0x00003fef,
    0x00003fee, 0x00003993, 0x00003998, 0x0000395e, 0x00050051, 0x00000006, 0x00003906, 0x000035b9,
    0x00000002, 0x000300f7, 0x000039a7, 0x00000000, 0x000400fa, 0x000037d2, 0x000039a1, 0x000039a4,
    0x000200f8, 0x000039a4, 0x000500c4, 0x00000006, 0x000039de, 0x00003906, 0x000000d8, 0x000200f9,
    0x000039a7, 0x000200f8, 0x000039a1, 0x000300f7, 0x000039d9, 0x00000000, 0x000300fb, 0x000000dc,
    0x000039b0, 0x000200f8, 0x000039b0, 0x000500c7, 0x00000006, 0x000039b2, 0x00003906, 0x000000f9,
    0x000500c4, 0x00000006, 0x000039b3, 0x000039b2, 0x000000d8, 0x000500c2, 0x00000006, 0x000039b5,
    0x00003906, 0x00000169, 0x000500c7, 0x00000006, 0x000039b6, 0x000039b5, 0x0000016b, 0x000500c7,
    0x00000006, 0x000039b8, 0x00003906, 0x0000016f, 0x000500aa, 0x00000008, 0x000039ba, 0x000039b6,
    0x0000016b, 0x000300f7, 0x000039c1, 0x00000000, 0x000400fa, 0x000039ba, 0x000039bb, 0x000039c1,
    0x000200f8, 0x000039bb, 0x000500c5, 0x00000006, 0x000039bd, 0x000039b3, 0x00000100, 0x000500c4,
    0x00000006, 0x000039bf, 0x000039b8, 0x0000011c, 0x000500c5, 0x00000006, 0x000039c0, 0x000039bd,
    0x000039bf, 0x000200f9, 0x000039d9, 0x000200f8, 0x000039c1, 0x000500ab, 0x00000008, 0x000039c3,
    0x000039b6, 0x000000dc, 0x000300f7, 0x000039cd, 0x00000000, 0x000400fa, 0x000039c3, 0x000039c4,
    0x000039cd, 0x000200f8, 0x000039c4, 0x00050080, 0x00000006, 0x000039c7, 0x000039b6, 0x00000181,
    0x000500c4, 0x00000006, 0x000039c8, 0x000039c7, 0x00000130, 0x000500c5, 0x00000006, 0x000039c9,
    0x000039b3, 0x000039c8, 0x000500c4, 0x00000006, 0x000039cb, 0x000039b8, 0x0000011c, 0x000500c5,
    0x00000006, 0x000039cc, 0x000039c9, 0x000039cb, 0x000200f9, 0x000039d9, 0x000200f8, 0x000039cd,
    0x000500aa, 0x00000008, 0x000039cf, 0x000039b8, 0x000000dc, 0x000300f7, 0x000039d2, 0x00000000,
    0x000400fa, 0x000039cf, 0x000039d0, 0x000039d2, 0x000200f8, 0x000039d0, 0x000200f9, 0x000039d9,
    0x000200f8, 0x000039d2, 0x00040070, 0x0000003e, 0x000039d5, 0x000039b8, 0x00050085, 0x0000003e,
    0x000039d6, 0x000039d5, 0x00000192, 0x0004007c, 0x00000006, 0x000039d7, 0x000039d6, 0x000500c5,
    0x00000006, 0x000039d8, 0x000039b3, 0x000039d7, 0x000200f9, 0x000039d9, 0x000200f8, 0x000039d9,
    0x000b00f5, 0x00000006, 0x00003ff0, 0x000039c0, 0x000039bb, 0x000039cc, 0x000039c4, 0x000039b3,
    0x000039d0, 0x000039d8, 0x000039d2, 0x000200f9, 0x000039a7, 0x000200f8, 0x000039a7, 0x000700f5,
    0x00000006, 0x00003ff1, 0x00003ff0, 0x000039d9, 0x000039de, 0x000039a4, 0x00050051, 0x00000006,
    0x00003909, 0x000035b9, 0x00000003, 0x000300f7, 0x000039ed, 0x00000000, 0x000400fa, 0x000037d2,
    0x000039e7, 0x000039ea, 0x000200f8, 0x000039ea, 0x000500c4, 0x00000006, 0x00003a24, 0x00003909,
    0x000000d8, 0x000200f9, 0x000039ed, 0x000200f8, 0x000039e7, 0x000300f7, 0x00003a1f, 0x00000000,
    0x000300fb, 0x000000dc, 0x000039f6, 0x000200f8, 0x000039f6, 0x000500c7, 0x00000006, 0x000039f8,
    0x00003909, 0x000000f9, 0x000500c4, 0x00000006, 0x000039f9, 0x000039f8, 0x000000d8, 0x000500c2,
    0x00000006, 0x000039fb, 0x00003909, 0x00000169, 0x000500c7, 0x00000006, 0x000039fc, 0x000039fb,
    0x0000016b, 0x000500c7, 0x00000006, 0x000039fe, 0x00003909, 0x0000016f, 0x000500aa, 0x00000008,
    0x00003a00, 0x000039fc, 0x0000016b, 0x000300f7, 0x00003a07, 0x00000000, 0x000400fa, 0x00003a00,
    0x00003a01, 0x00003a07, 0x000200f8, 0x00003a01, 0x000500c5, 0x00000006, 0x00003a03, 0x000039f9,
    0x00000100, 0x000500c4, 0x00000006, 0x00003a05, 0x000039fe, 0x0000011c, 0x000500c5, 0x00000006,
    0x00003a06, 0x00003a03, 0x00003a05, 0x000200f9, 0x00003a1f, 0x000200f8, 0x00003a07, 0x000500ab,
    0x00000008, 0x00003a09, 0x000039fc, 0x000000dc, 0x000300f7, 0x00003a13, 0x00000000, 0x000400fa,
    0x00003a09, 0x00003a0a, 0x00003a13, 0x000200f8, 0x00003a0a, 0x00050080, 0x00000006, 0x00003a0d,
    0x000039fc, 0x00000181, 0x000500c4, 0x00000006, 0x00003a0e, 0x00003a0d, 0x00000130, 0x000500c5,
    0x00000006, 0x00003a0f, 0x000039f9, 0x00003a0e, 0x000500c4, 0x00000006, 0x00003a11, 0x000039fe,
    0x0000011c, 0x000500c5, 0x00000006, 0x00003a12, 0x00003a0f, 0x00003a11, 0x000200f9, 0x00003a1f,
    0x000200f8, 0x00003a13, 0x000500aa, 0x00000008, 0x00003a15, 0x000039fe, 0x000000dc, 0x000300f7,
    0x00003a18, 0x00000000, 0x000400fa, 0x00003a15, 0x00003a16, 0x00003a18, 0x000200f8, 0x00003a16,
    0x000200f9, 0x00003a1f, 0x000200f8, 0x00003a18, 0x00040070, 0x0000003e, 0x00003a1b, 0x000039fe,
    0x00050085, 0x0000003e, 0x00003a1c, 0x00003a1b, 0x00000192, 0x0004007c, 0x00000006, 0x00003a1d,
    0x00003a1c, 0x000500c5, 0x00000006, 0x00003a1e, 0x000039f9, 0x00003a1d, 0x000200f9, 0x00003a1f,
    0x000200f8, 0x00003a1f, 0x000b00f5, 0x00000006, 0x00003ff2, 0x00003a06, 0x00003a01, 0x00003a12,
    0x00003a0a, 0x000039f9, 0x00003a16, 0x00003a1e, 0x00003a18, 0x000200f9, 0x000039ed, 0x000200f8,
    0x000039ed, 0x000700f5, 0x00000006, 0x00003ff3, 0x00003ff2, 0x00003a1f, 0x00003a24, 0x000039ea,
    0x00070050, 0x00000045, 0x0000390b, 0x00003fed, 0x00003fef, 0x00003ff1, 0x00003ff3, 0x0004007c,
    0x0000003f, 0x0000390c, 0x0000390b, 0x0004007c, 0x00000045, 0x00003a29, 0x0000390c, 0x000500c7,
    0x00000045, 0x00003a2d, 0x00003a29, 0x000045f8, 0x000500c7, 0x00000045, 0x00003a30, 0x00003a29,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00003a31, 0x00003a30, 0x000002dd, 0x000600a9, 0x00000045,
    0x00003a32, 0x00003a31, 0x00003a2d, 0x00003a29, 0x000500c7, 0x00000045, 0x00003a36, 0x00003a32,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00003a37, 0x00003a36, 0x000002e5, 0x000600a9, 0x00000045,
    0x00003a38, 0x00003a37, 0x000002e1, 0x00003a32, 0x0004007c, 0x0000003f, 0x00003a3a, 0x00003a38,
    0x0003003e, 0x0000358a, 0x00003a3a, 0x000200f9, 0x000035bc, 0x000200f8, 0x000035bc, 0x000700f5,
    0x00000006, 0x00003ff4, 0x000000ee, 0x000039ed, 0x000035d5, 0x000035d3, 0x00050041, 0x000000d9,
    0x000035bf, 0x000000d6, 0x0000055e, 0x0004003d, 0x00000006, 0x000035c0, 0x000035bf, 0x000500b0,
    0x00000008, 0x000035c1, 0x00003ff4, 0x000035c0, 0x000400f6, 0x000035d6, 0x000035d3, 0x00000000,
    0x000400fa, 0x000035c1, 0x000035c2, 0x000035d6, 0x000200f8, 0x000035c2, 0x0004003d, 0x00000045,
    0x000035c5, 0x00003581, 0x000500aa, 0x00000008, 0x00003a41, 0x00003ff4, 0x000037a4, 0x000300f7,
    0x00003a51, 0x00000000, 0x000400fa, 0x00003a41, 0x00003a42, 0x00003a44, 0x000200f8, 0x00003a44,
    0x00050041, 0x000000d9, 0x00003a45, 0x000000d6, 0x00000456, 0x0004003d, 0x00000006, 0x00003a46,
    0x00003a45, 0x00050041, 0x000000d9, 0x00003a48, 0x000000d6, 0x0000045a, 0x0004003d, 0x00000006,
    0x00003a49, 0x00003a48, 0x00050084, 0x00000006, 0x00003a4a, 0x00003ff4, 0x00003a49, 0x00050080,
    0x00000006, 0x00003a4b, 0x00003a46, 0x00003a4a, 0x00050086, 0x00000006, 0x00003a4c, 0x00003a4b,
    0x000002bd, 0x00050080, 0x00000006, 0x00003a4e, 0x00003a4c, 0x00003fd9, 0x00060041, 0x00000462,
    0x00003a4f, 0x00000455, 0x00000215, 0x00003a4e, 0x0004003d, 0x00000045, 0x00003a50, 0x00003a4f,
    0x000200f9, 0x00003a51, 0x000200f8, 0x00003a42, 0x000200f9, 0x00003a51, 0x000200f8, 0x00003a51,
    0x000700f5, 0x00000045, 0x00004010, 0x000035c5, 0x00003a42, 0x00003a50, 0x00003a44, 0x000500c7,
    0x00000045, 0x000035c9, 0x00004010, 0x000045fa, 0x00050051, 0x00000006, 0x00003a5a, 0x000035c9,
    0x00000000, 0x000300f7, 0x00003a75, 0x00000000, 0x000400fa, 0x000037d2, 0x00003a6f, 0x00003a72,
    0x000200f8, 0x00003a72, 0x000500c4, 0x00000006, 0x00003aac, 0x00003a5a, 0x000000d8, 0x000200f9,
    0x00003a75, 0x000200f8, 0x00003a6f, 0x000300f7, 0x00003aa7, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003a7e, 0x000200f8, 0x00003a7e, 0x000500c7, 0x00000006, 0x00003a80, 0x00003a5a, 0x000000f9,
    0x000500c4, 0x00000006, 0x00003a81, 0x00003a80, 0x000000d8, 0x000500c2, 0x00000006, 0x00003a83,
    0x00003a5a, 0x00000169, 0x000500c7, 0x00000006, 0x00003a84, 0x00003a83, 0x0000016b, 0x000500c7,
    0x00000006, 0x00003a86, 0x00003a5a, 0x0000016f, 0x000500aa, 0x00000008, 0x00003a88, 0x00003a84,
    0x0000016b, 0x000300f7, 0x00003a8f, 0x00000000, 0x000400fa, 0x00003a88, 0x00003a89, 0x00003a8f,
    0x000200f8, 0x00003a89, 0x000500c5, 0x00000006, 0x00003a8b, 0x00003a81, 0x00000100, 0x000500c4,
    0x00000006, 0x00003a8d, 0x00003a86, 0x0000011c, 0x000500c5, 0x00000006, 0x00003a8e, 0x00003a8b,
    0x00003a8d, 0x000200f9, 0x00003aa7, 0x000200f8, 0x00003a8f, 0x000500ab, 0x00000008, 0x00003a91,
    0x00003a84, 0x000000dc, 0x000300f7, 0x00003a9b, 0x00000000, 0x000400fa, 0x00003a91, 0x00003a92,
    0x00003a9b, 0x000200f8, 0x00003a92, 0x00050080, 0x00000006, 0x00003a95, 0x00003a84, 0x00000181,
    0x000500c4, 0x00000006, 0x00003a96, 0x00003a95, 0x00000130, 0x000500c5, 0x00000006, 0x00003a97,
    0x00003a81, 0x00003a96, 0x000500c4, 0x00000006, 0x00003a99, 0x00003a86, 0x0000011c, 0x000500c5,
    0x00000006, 0x00003a9a, 0x00003a97, 0x00003a99, 0x000200f9, 0x00003aa7, 0x000200f8, 0x00003a9b,
    0x000500aa, 0x00000008, 0x00003a9d, 0x00003a86, 0x000000dc, 0x000300f7, 0x00003aa0, 0x00000000,
    0x000400fa, 0x00003a9d, 0x00003a9e, 0x00003aa0, 0x000200f8, 0x00003a9e, 0x000200f9, 0x00003aa7,
    0x000200f8, 0x00003aa0, 0x00040070, 0x0000003e, 0x00003aa3, 0x00003a86, 0x00050085, 0x0000003e,
    0x00003aa4, 0x00003aa3, 0x00000192, 0x0004007c, 0x00000006, 0x00003aa5, 0x00003aa4, 0x000500c5,
    0x00000006, 0x00003aa6, 0x00003a81, 0x00003aa5, 0x000200f9, 0x00003aa7, 0x000200f8, 0x00003aa7,
    0x000b00f5, 0x00000006, 0x00004011, 0x00003a8e, 0x00003a89, 0x00003a9a, 0x00003a92, 0x00003a81,
    0x00003a9e, 0x00003aa6, 0x00003aa0, 0x000200f9, 0x00003a75, 0x000200f8, 0x00003a75, 0x000700f5,
    0x00000006, 0x00004012, 0x00004011, 0x00003aa7, 0x00003aac, 0x00003a72, 0x00050051, 0x00000006,
    0x00003a5d, 0x000035c9, 0x00000001, 0x000300f7, 0x00003abb, 0x00000000, 0x000400fa, 0x000037d2,
    0x00003ab5, 0x00003ab8, 0x000200f8, 0x00003ab8, 0x000500c4, 0x00000006, 0x00003af2, 0x00003a5d,
    0x000000d8, 0x000200f9, 0x00003abb, 0x000200f8, 0x00003ab5, 0x000300f7, 0x00003aed, 0x00000000,
    0x000300fb, 0x000000dc, 0x00003ac4, 0x000200f8, 0x00003ac4, 0x000500c7, 0x00000006, 0x00003ac6,
    0x00003a5d, 0x000000f9, 0x000500c4, 0x00000006, 0x00003ac7, 0x00003ac6, 0x000000d8, 0x000500c2,
    0x00000006, 0x00003ac9, 0x00003a5d, 0x00000169, 0x000500c7, 0x00000006, 0x00003aca, 0x00003ac9,
    0x0000016b, 0x000500c7, 0x00000006, 0x00003acc, 0x00003a5d, 0x0000016f, 0x000500aa, 0x00000008,
    0x00003ace, 0x00003aca, 0x0000016b, 0x000300f7, 0x00003ad5, 0x00000000, 0x000400fa, 0x00003ace,
    0x00003acf, 0x00003ad5, 0x000200f8, 0x00003acf, 0x000500c5, 0x00000006, 0x00003ad1, 0x00003ac7,
    0x00000100, 0x000500c4, 0x00000006, 0x00003ad3, 0x00003acc, 0x0000011c, 0x000500c5, 0x00000006,
    0x00003ad4, 0x00003ad1, 0x00003ad3, 0x000200f9, 0x00003aed, 0x000200f8, 0x00003ad5, 0x000500ab,
    0x00000008, 0x00003ad7, 0x00003aca, 0x000000dc, 0x000300f7, 0x00003ae1, 0x00000000, 0x000400fa,
    0x00003ad7, 0x00003ad8, 0x00003ae1, 0x000200f8, 0x00003ad8, 0x00050080, 0x00000006, 0x00003adb,
    0x00003aca, 0x00000181, 0x000500c4, 0x00000006, 0x00003adc, 0x00003adb, 0x00000130, 0x000500c5,
    0x00000006, 0x00003add, 0x00003ac7, 0x00003adc, 0x000500c4, 0x00000006, 0x00003adf, 0x00003acc,
    0x0000011c, 0x000500c5, 0x00000006, 0x00003ae0, 0x00003add, 0x00003adf, 0x000200f9, 0x00003aed,
    0x000200f8, 0x00003ae1, 0x000500aa, 0x00000008, 0x00003ae3, 0x00003acc, 0x000000dc, 0x000300f7,
    0x00003ae6, 0x00000000, 0x000400fa, 0x00003ae3, 0x00003ae4, 0x00003ae6, 0x000200f8, 0x00003ae4,
    0x000200f9, 0x00003aed, 0x000200f8, 0x00003ae6, 0x00040070, 0x0000003e, 0x00003ae9, 0x00003acc,
    0x00050085, 0x0000003e, 0x00003aea, 0x00003ae9, 0x00000192, 0x0004007c, 0x00000006, 0x00003aeb,
    0x00003aea, 0x000500c5, 0x00000006, 0x00003aec, 0x00003ac7, 0x00003aeb, 0x000200f9, 0x00003aed,
    0x000200f8, 0x00003aed, 0x000b00f5, 0x00000006, 0x00004013, 0x00003ad4, 0x00003acf, 0x00003ae0,
    0x00003ad8, 0x00003ac7, 0x00003ae4, 0x00003aec, 0x00003ae6, 0x000200f9, 0x00003abb, 0x000200f8,
    0x00003abb, 0x000700f5, 0x00000006, 0x00004014, 0x00004013, 0x00003aed, 0x00003af2, 0x00003ab8,
    0x00050051, 0x00000006, 0x00003a60, 0x000035c9, 0x00000002, 0x000300f7, 0x00003b01, 0x00000000,
    0x000400fa, 0x000037d2, 0x00003afb, 0x00003afe, 0x000200f8, 0x00003afe, 0x000500c4, 0x00000006,
    0x00003b38, 0x00003a60, 0x000000d8, 0x000200f9, 0x00003b01, 0x000200f8, 0x00003afb, 0x000300f7,
    0x00003b33, 0x00000000, 0x000300fb, 0x000000dc, 0x00003b0a, 0x000200f8, 0x00003b0a, 0x000500c7,
    0x00000006, 0x00003b0c, 0x00003a60, 0x000000f9, 0x000500c4, 0x00000006, 0x00003b0d, 0x00003b0c,
    0x000000d8, 0x000500c2, 0x00000006, 0x00003b0f, 0x00003a60, 0x00000169, 0x000500c7, 0x00000006,
    0x00003b10, 0x00003b0f, 0x0000016b, 0x000500c7, 0x00000006, 0x00003b12, 0x00003a60, 0x0000016f,
    0x000500aa, 0x00000008, 0x00003b14, 0x00003b10, 0x0000016b, 0x000300f7, 0x00003b1b, 0x00000000,
    0x000400fa, 0x00003b14, 0x00003b15, 0x00003b1b, 0x000200f8, 0x00003b15, 0x000500c5, 0x00000006,
    0x00003b17, 0x00003b0d, 0x00000100, 0x000500c4, 0x00000006, 0x00003b19, 0x00003b12, 0x0000011c,
    0x000500c5, 0x00000006, 0x00003b1a, 0x00003b17, 0x00003b19, 0x000200f9, 0x00003b33, 0x000200f8,
    0x00003b1b, 0x000500ab, 0x00000008, 0x00003b1d, 0x00003b10, 0x000000dc, 0x000300f7, 0x00003b27,
    0x00000000, 0x000400fa, 0x00003b1d, 0x00003b1e, 0x00003b27, 0x000200f8, 0x00003b1e, 0x00050080,
    0x00000006, 0x00003b21, 0x00003b10, 0x00000181, 0x000500c4, 0x00000006, 0x00003b22, 0x00003b21,
    0x00000130, 0x000500c5, 0x00000006, 0x00003b23, 0x00003b0d, 0x00003b22, 0x000500c4, 0x00000006,
    0x00003b25, 0x00003b12, 0x0000011c, 0x000500c5, 0x00000006, 0x00003b26, 0x00003b23, 0x00003b25,
    0x000200f9, 0x00003b33, 0x000200f8, 0x00003b27, 0x000500aa, 0x00000008, 0x00003b29, 0x00003b12,
    0x000000dc, 0x000300f7, 0x00003b2c, 0x00000000, 0x000400fa, 0x00003b29, 0x00003b2a, 0x00003b2c,
    0x000200f8, 0x00003b2a, 0x000200f9, 0x00003b33, 0x000200f8, 0x00003b2c, 0x00040070, 0x0000003e,
    0x00003b2f, 0x00003b12, 0x00050085, 0x0000003e, 0x00003b30, 0x00003b2f, 0x00000192, 0x0004007c,
    0x00000006, 0x00003b31, 0x00003b30, 0x000500c5, 0x00000006, 0x00003b32, 0x00003b0d, 0x00003b31,
    0x000200f9, 0x00003b33, 0x000200f8, 0x00003b33, 0x000b00f5, 0x00000006, 0x00004015, 0x00003b1a,
    0x00003b15, 0x00003b26, 0x00003b1e, 0x00003b0d, 0x00003b2a, 0x00003b32, 0x00003b2c, 0x000200f9,
    0x00003b01, 0x000200f8, 0x00003b01, 0x000700f5, 0x00000006, 0x00004016, 0x00004015, 0x00003b33,
    0x00003b38, 0x00003afe, 0x00050051, 0x00000006, 0x00003a63, 0x000035c9, 0x00000003, 0x000300f7,
    0x00003b47, 0x00000000, 0x000400fa, 0x000037d2, 0x00003b41, 0x00003b44, 0x000200f8, 0x00003b44,
    0x000500c4, 0x00000006, 0x00003b7e, 0x00003a63, 0x000000d8, 0x000200f9, 0x00003b47, 0x000200f8,
    0x00003b41, 0x000300f7, 0x00003b79, 0x00000000, 0x000300fb, 0x000000dc, 0x00003b50, 0x000200f8,
    0x00003b50, 0x000500c7, 0x00000006, 0x00003b52, 0x00003a63, 0x000000f9, 0x000500c4, 0x00000006,
    0x00003b53, 0x00003b52, 0x000000d8, 0x000500c2, 0x00000006, 0x00003b55, 0x00003a63, 0x00000169,
    0x000500c7, 0x00000006, 0x00003b56, 0x00003b55, 0x0000016b, 0x000500c7, 0x00000006, 0x00003b58,
    0x00003a63, 0x0000016f, 0x000500aa, 0x00000008, 0x00003b5a, 0x00003b56, 0x0000016b, 0x000300f7,
    0x00003b61, 0x00000000, 0x000400fa, 0x00003b5a, 0x00003b5b, 0x00003b61, 0x000200f8, 0x00003b5b,
    0x000500c5, 0x00000006, 0x00003b5d, 0x00003b53, 0x00000100, 0x000500c4, 0x00000006, 0x00003b5f,
    0x00003b58, 0x0000011c, 0x000500c5, 0x00000006, 0x00003b60, 0x00003b5d, 0x00003b5f, 0x000200f9,
    0x00003b79, 0x000200f8, 0x00003b61, 0x000500ab, 0x00000008, 0x00003b63, 0x00003b56, 0x000000dc,
    0x000300f7, 0x00003b6d, 0x00000000, 0x000400fa, 0x00003b63, 0x00003b64, 0x00003b6d, 0x000200f8,
    0x00003b64, 0x00050080, 0x00000006, 0x00003b67, 0x00003b56, 0x00000181, 0x000500c4, 0x00000006,
    0x00003b68, 0x00003b67, 0x00000130, 0x000500c5, 0x00000006, 0x00003b69, 0x00003b53, 0x00003b68,
    0x000500c4, 0x00000006, 0x00003b6b, 0x00003b58, 0x0000011c, 0x000500c5, 0x00000006, 0x00003b6c,
    0x00003b69, 0x00003b6b, 0x000200f9, 0x00003b79, 0x000200f8, 0x00003b6d, 0x000500aa, 0x00000008,
    0x00003b6f, 0x00003b58, 0x000000dc, 0x000300f7, 0x00003b72, 0x00000000, 0x000400fa, 0x00003b6f,
    0x00003b70, 0x00003b72, 0x000200f8, 0x00003b70, 0x000200f9, 0x00003b79, 0x000200f8, 0x00003b72,
    0x00040070, 0x0000003e, 0x00003b75, 0x00003b58, 0x00050085, 0x0000003e, 0x00003b76, 0x00003b75,
    0x00000192, 0x0004007c, 0x00000006, 0x00003b77, 0x00003b76, 0x000500c5, 0x00000006, 0x00003b78,
    0x00003b53, 0x00003b77, 0x000200f9, 0x00003b79, 0x000200f8, 0x00003b79, 0x000b00f5, 0x00000006,
    0x00004017, 0x00003b60, 0x00003b5b, 0x00003b6c, 0x00003b64, 0x00003b53, 0x00003b70, 0x00003b78,
    0x00003b72, 0x000200f9, 0x00003b47, 0x000200f8, 0x00003b47, 0x000700f5, 0x00000006, 0x00004018,
    0x00004017, 0x00003b79, 0x00003b7e, 0x00003b44, 0x00070050, 0x00000045, 0x00003a65, 0x00004012,
    0x00004014, 0x00004016, 0x00004018, 0x0004007c, 0x0000003f, 0x00003a66, 0x00003a65, 0x0004003d,
    0x0000003f, 0x000035cb, 0x00003587, 0x000300f7, 0x00003bac, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003b8c, 0x000200f8, 0x00003b8c, 0x0004007c, 0x00000045, 0x00003bb2, 0x00003a66, 0x000500c7,
    0x00000045, 0x00003bb6, 0x00003bb2, 0x000045f8, 0x000500c7, 0x00000045, 0x00003bb9, 0x00003bb2,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00003bba, 0x00003bb9, 0x000002dd, 0x000600a9, 0x00000045,
    0x00003bbb, 0x00003bba, 0x00003bb6, 0x00003bb2, 0x000500c7, 0x00000045, 0x00003bbf, 0x00003bbb,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00003bc0, 0x00003bbf, 0x000002e5, 0x000600a9, 0x00000045,
    0x00003bc1, 0x00003bc0, 0x000002e1, 0x00003bbb, 0x0004007c, 0x0000003f, 0x00003bc3, 0x00003bc1,
    0x00050041, 0x000000d9, 0x00003b8f, 0x000000d6, 0x0000032f, 0x0004003d, 0x00000006, 0x00003b90,
    0x00003b8f, 0x000500aa, 0x00000008, 0x00003b91, 0x00003b90, 0x000000ee, 0x000300f7, 0x00003b97,
    0x00000000, 0x000400fa, 0x00003b91, 0x00003b92, 0x00003b97, 0x000200f8, 0x00003b92, 0x00050085,
    0x0000003f, 0x00003b95, 0x000035cb, 0x00003bc3, 0x0004007c, 0x00000045, 0x00003bc8, 0x00003b95,
    0x000500c7, 0x00000045, 0x00003bcc, 0x00003bc8, 0x000045f8, 0x000500c7, 0x00000045, 0x00003bcf,
    0x00003bc8, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003bd0, 0x00003bcf, 0x000002dd, 0x000600a9,
    0x00000045, 0x00003bd1, 0x00003bd0, 0x00003bcc, 0x00003bc8, 0x000500c7, 0x00000045, 0x00003bd5,
    0x00003bd1, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003bd6, 0x00003bd5, 0x000002e5, 0x000600a9,
    0x00000045, 0x00003bd7, 0x00003bd6, 0x000002e1, 0x00003bd1, 0x0004007c, 0x0000003f, 0x00003bd9,
    0x00003bd7, 0x000200f9, 0x00003bac, 0x000200f8, 0x00003b97, 0x000500aa, 0x00000008, 0x00003b9a,
    0x00003b90, 0x000001b3, 0x000300f7, 0x00003b9f, 0x00000000, 0x000400fa, 0x00003b9a, 0x00003b9b,
    0x00003b9f, 0x000200f8, 0x00003b9b, 0x0004007c, 0x00000045, 0x00003be7, 0x000035cb, 0x0004007c,
    0x00000045, 0x00003be9, 0x00003bc3, 0x000500c5, 0x00000045, 0x00003c11, 0x00003be9, 0x000045f8,
    0x000400c8, 0x00000045, 0x00003c13, 0x00003be9, 0x000500c7, 0x00000045, 0x00003c16, 0x00003be9,
    0x000045f8, 0x000500ab, 0x000000aa, 0x00003c17, 0x00003c16, 0x000002dd, 0x000600a9, 0x00000045,
    0x00003c18, 0x00003c17, 0x00003c13, 0x00003c11, 0x000500c5, 0x00000045, 0x00003c1d, 0x00003be7,
    0x000045f8, 0x000400c8, 0x00000045, 0x00003c1f, 0x00003be7, 0x000500c7, 0x00000045, 0x00003c22,
    0x00003be7, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003c23, 0x00003c22, 0x000002dd, 0x000600a9,
    0x00000045, 0x00003c24, 0x00003c23, 0x00003c1f, 0x00003c1d, 0x000500b0, 0x000000aa, 0x00003bf0,
    0x00003c18, 0x00003c24, 0x000600a9, 0x00000045, 0x00003bfc, 0x00003bf0, 0x00003be9, 0x00003be7,
    0x000500c7, 0x00000045, 0x00003bff, 0x00003be7, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003c00,
    0x00003bff, 0x000002e5, 0x000600a9, 0x00000045, 0x00003c01, 0x00003c00, 0x0000031d, 0x000002dd,
    0x000500c7, 0x00000045, 0x00003c04, 0x00003be9, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003c05,
    0x00003c04, 0x000002e5, 0x000600a9, 0x00000045, 0x00003c06, 0x00003c05, 0x0000031d, 0x000002dd,
    0x000500c5, 0x00000045, 0x00003c07, 0x00003c01, 0x00003c06, 0x000500ab, 0x000000aa, 0x00003c08,
    0x00003c07, 0x000002dd, 0x000600a9, 0x00000045, 0x00003c0b, 0x00003c08, 0x000002e1, 0x00003bfc,
    0x0004007c, 0x0000003f, 0x00003c0c, 0x00003c0b, 0x000200f9, 0x00003bac, 0x000200f8, 0x00003b9f,
    0x000500aa, 0x00000008, 0x00003ba2, 0x00003b90, 0x0000034a, 0x000300f7, 0x00003ba7, 0x00000000,
    0x000400fa, 0x00003ba2, 0x00003ba3, 0x00003ba7, 0x000200f8, 0x00003ba3, 0x0004007c, 0x00000045,
    0x00003c4a, 0x000035cb, 0x0004007c, 0x00000045, 0x00003c4c, 0x00003bc3, 0x000500c5, 0x00000045,
    0x00003c8c, 0x00003c4c, 0x000045f8, 0x000400c8, 0x00000045, 0x00003c8e, 0x00003c4c, 0x000500c7,
    0x00000045, 0x00003c91, 0x00003c4c, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003c92, 0x00003c91,
    0x000002dd, 0x000600a9, 0x00000045, 0x00003c93, 0x00003c92, 0x00003c8e, 0x00003c8c, 0x000500c5,
    0x00000045, 0x00003c98, 0x00003c4a, 0x000045f8, 0x000400c8, 0x00000045, 0x00003c9a, 0x00003c4a,
    0x000500c7, 0x00000045, 0x00003c9d, 0x00003c4a, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003c9e,
    0x00003c9d, 0x000002dd, 0x000600a9, 0x00000045, 0x00003c9f, 0x00003c9e, 0x00003c9a, 0x00003c98,
    0x000500ac, 0x000000aa, 0x00003c59, 0x00003c93, 0x00003c9f, 0x000600a9, 0x00000045, 0x00003c5f,
    0x00003c59, 0x00003c4c, 0x00003c4a, 0x000500c7, 0x00000045, 0x00003c62, 0x00003c4a, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00003c63, 0x00003c62, 0x000002e5, 0x000600a9, 0x00000045, 0x00003c64,
    0x00003c63, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00003c67, 0x00003c4c, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00003c68, 0x00003c67, 0x000002e5, 0x000600a9, 0x00000045, 0x00003c69,
    0x00003c68, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00003c6a, 0x00003c64, 0x00003c69,
    0x000500ab, 0x000000aa, 0x00003c6b, 0x00003c6a, 0x000002dd, 0x000600a9, 0x00000045, 0x00003c6e,
    0x00003c6b, 0x000002e1, 0x00003c5f, 0x0004007c, 0x0000003f, 0x00003c6f, 0x00003c6e, 0x000200f9,
    0x00003bac, 0x000200f8, 0x00003ba7, 0x00050081, 0x0000003f, 0x00003baa, 0x000035cb, 0x00003bc3,
    0x0004007c, 0x00000045, 0x00003ca4, 0x00003baa, 0x000500c7, 0x00000045, 0x00003ca8, 0x00003ca4,
    0x000045f8, 0x000500c7, 0x00000045, 0x00003cab, 0x00003ca4, 0x000002e5, 0x000500aa, 0x000000aa,
    0x00003cac, 0x00003cab, 0x000002dd, 0x000600a9, 0x00000045, 0x00003cad, 0x00003cac, 0x00003ca8,
    0x00003ca4, 0x000500c7, 0x00000045, 0x00003cb1, 0x00003cad, 0x000045f9, 0x000500ac, 0x000000aa,
    0x00003cb2, 0x00003cb1, 0x000002e5, 0x000600a9, 0x00000045, 0x00003cb3, 0x00003cb2, 0x000002e1,
    0x00003cad, 0x0004007c, 0x0000003f, 0x00003cb5, 0x00003cb3, 0x000200f9, 0x00003bac, 0x000200f8,
    0x00003bac, 0x000b00f5, 0x0000003f, 0x0000401b, 0x00003bd9, 0x00003b92, 0x00003c0c, 0x00003b9b,
    0x00003c6f, 0x00003ba3, 0x00003cb5, 0x00003ba7, 0x0003003e, 0x00003587, 0x0000401b, 0x000500c2,
    0x00000045, 0x000035cf, 0x00004010, 0x000045fb, 0x00050051, 0x00000006, 0x00003cbd, 0x000035cf,
    0x00000000, 0x000300f7, 0x00003cd8, 0x00000000, 0x000400fa, 0x000037d2, 0x00003cd2, 0x00003cd5,
    0x000200f8, 0x00003cd5, 0x000500c4, 0x00000006, 0x00003d0f, 0x00003cbd, 0x000000d8, 0x000200f9,
    0x00003cd8, 0x000200f8, 0x00003cd2, 0x000300f7, 0x00003d0a, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003ce1, 0x000200f8, 0x00003ce1, 0x000500c7, 0x00000006, 0x00003ce3, 0x00003cbd, 0x000000f9,
    0x000500c4, 0x00000006, 0x00003ce4, 0x00003ce3, 0x000000d8, 0x000500c2, 0x00000006, 0x00003ce6,
    0x00003cbd, 0x00000169, 0x000500c7, 0x00000006, 0x00003ce7, 0x00003ce6, 0x0000016b, 0x000500c7,
    0x00000006, 0x00003ce9, 0x00003cbd, 0x0000016f, 0x000500aa, 0x00000008, 0x00003ceb, 0x00003ce7,
    0x0000016b, 0x000300f7, 0x00003cf2, 0x00000000, 0x000400fa, 0x00003ceb, 0x00003cec, 0x00003cf2,
    0x000200f8, 0x00003cec, 0x000500c5, 0x00000006, 0x00003cee, 0x00003ce4, 0x00000100, 0x000500c4,
    0x00000006, 0x00003cf0, 0x00003ce9, 0x0000011c, 0x000500c5, 0x00000006, 0x00003cf1, 0x00003cee,
    0x00003cf0, 0x000200f9, 0x00003d0a, 0x000200f8, 0x00003cf2, 0x000500ab, 0x00000008, 0x00003cf4,
    0x00003ce7, 0x000000dc, 0x000300f7, 0x00003cfe, 0x00000000, 0x000400fa, 0x00003cf4, 0x00003cf5,
    0x00003cfe, 0x000200f8, 0x00003cf5, 0x00050080, 0x00000006, 0x00003cf8, 0x00003ce7, 0x00000181,
    0x000500c4, 0x00000006, 0x00003cf9, 0x00003cf8, 0x00000130, 0x000500c5, 0x00000006, 0x00003cfa,
    0x00003ce4, 0x00003cf9, 0x000500c4, 0x00000006, 0x00003cfc, 0x00003ce9, 0x0000011c, 0x000500c5,
    0x00000006, 0x00003cfd, 0x00003cfa, 0x00003cfc, 0x000200f9, 0x00003d0a, 0x000200f8, 0x00003cfe,
    0x000500aa, 0x00000008, 0x00003d00, 0x00003ce9, 0x000000dc, 0x000300f7, 0x00003d03, 0x00000000,
    0x000400fa, 0x00003d00, 0x00003d01, 0x00003d03, 0x000200f8, 0x00003d01, 0x000200f9, 0x00003d0a,
    0x000200f8, 0x00003d03, 0x00040070, 0x0000003e, 0x00003d06, 0x00003ce9, 0x00050085, 0x0000003e,
    0x00003d07, 0x00003d06, 0x00000192, 0x0004007c, 0x00000006, 0x00003d08, 0x00003d07, 0x000500c5,
    0x00000006, 0x00003d09, 0x00003ce4, 0x00003d08, 0x000200f9, 0x00003d0a, 0x000200f8, 0x00003d0a,
    0x000b00f5, 0x00000006, 0x00004027, 0x00003cf1, 0x00003cec, 0x00003cfd, 0x00003cf5, 0x00003ce4,
    0x00003d01, 0x00003d09, 0x00003d03, 0x000200f9, 0x00003cd8, 0x000200f8, 0x00003cd8, 0x000700f5,
    0x00000006, 0x00004028, 0x00004027, 0x00003d0a, 0x00003d0f, 0x00003cd5, 0x00050051, 0x00000006,
    0x00003cc0, 0x000035cf, 0x00000001, 0x000300f7, 0x00003d1e, 0x00000000, 0x000400fa, 0x000037d2,
    0x00003d18, 0x00003d1b, 0x000200f8, 0x00003d1b, 0x000500c4, 0x00000006, 0x00003d55, 0x00003cc0,
    0x000000d8, 0x000200f9, 0x00003d1e, 0x000200f8, 0x00003d18, 0x000300f7, 0x00003d50, 0x00000000,
    0x000300fb, 0x000000dc, 0x00003d27, 0x000200f8, 0x00003d27, 0x000500c7, 0x00000006, 0x00003d29,
    0x00003cc0, 0x000000f9, 0x000500c4, 0x00000006, 0x00003d2a, 0x00003d29, 0x000000d8, 0x000500c2,
    0x00000006, 0x00003d2c, 0x00003cc0, 0x00000169, 0x000500c7, 0x00000006, 0x00003d2d, 0x00003d2c,
    0x0000016b, 0x000500c7, 0x00000006, 0x00003d2f, 0x00003cc0, 0x0000016f, 0x000500aa, 0x00000008,
    0x00003d31, 0x00003d2d, 0x0000016b, 0x000300f7, 0x00003d38, 0x00000000, 0x000400fa, 0x00003d31,
    0x00003d32, 0x00003d38, 0x000200f8, 0x00003d32, 0x000500c5, 0x00000006, 0x00003d34, 0x00003d2a,
    0x00000100, 0x000500c4, 0x00000006, 0x00003d36, 0x00003d2f, 0x0000011c, 0x000500c5, 0x00000006,
    0x00003d37, 0x00003d34, 0x00003d36, 0x000200f9, 0x00003d50, 0x000200f8, 0x00003d38, 0x000500ab,
    0x00000008, 0x00003d3a, 0x00003d2d, 0x000000dc, 0x000300f7, 0x00003d44, 0x00000000, 0x000400fa,
    0x00003d3a, 0x00003d3b, 0x00003d44, 0x000200f8, 0x00003d3b, 0x00050080, 0x00000006, 0x00003d3e,
    0x00003d2d, 0x00000181, 0x000500c4, 0x00000006, 0x00003d3f, 0x00003d3e, 0x00000130, 0x000500c5,
    0x00000006, 0x00003d40, 0x00003d2a, 0x00003d3f, 0x000500c4, 0x00000006, 0x00003d42, 0x00003d2f,
    0x0000011c, 0x000500c5, 0x00000006, 0x00003d43, 0x00003d40, 0x00003d42, 0x000200f9, 0x00003d50,
    0x000200f8, 0x00003d44, 0x000500aa, 0x00000008, 0x00003d46, 0x00003d2f, 0x000000dc, 0x000300f7,
    0x00003d49, 0x00000000, 0x000400fa, 0x00003d46, 0x00003d47, 0x00003d49, 0x000200f8, 0x00003d47,
    0x000200f9, 0x00003d50, 0x000200f8, 0x00003d49, 0x00040070, 0x0000003e, 0x00003d4c, 0x00003d2f,
    0x00050085, 0x0000003e, 0x00003d4d, 0x00003d4c, 0x00000192, 0x0004007c, 0x00000006, 0x00003d4e,
    0x00003d4d, 0x000500c5, 0x00000006, 0x00003d4f, 0x00003d2a, 0x00003d4e, 0x000200f9, 0x00003d50,
    0x000200f8, 0x00003d50, 0x000b00f5, 0x00000006, 0x00004029, 0x00003d37, 0x00003d32, 0x00003d43,
    0x00003d3b, 0x00003d2a, 0x00003d47, 0x00003d4f, 0x00003d49, 0x000200f9, 0x00003d1e, 0x000200f8,
    0x00003d1e, 0x000700f5, 0x00000006, 0x0000402a, 0x00004029, 0x00003d50, 0x00003d55, 0x00003d1b,
    0x00050051, 0x00000006, 0x00003cc3, 0x000035cf, 0x00000002, 0x000300f7, 0x00003d64, 0x00000000,
    0x000400fa, 0x000037d2, 0x00003d5e, 0x00003d61, 0x000200f8, 0x00003d61, 0x000500c4, 0x00000006,
    0x00003d9b, 0x00003cc3, 0x000000d8, 0x000200f9, 0x00003d64, 0x000200f8, 0x00003d5e, 0x000300f7,
    0x00003d96, 0x00000000, 0x000300fb, 0x000000dc, 0x00003d6d, 0x000200f8, 0x00003d6d, 0x000500c7,
    0x00000006, 0x00003d6f, 0x00003cc3, 0x000000f9, 0x000500c4, 0x00000006, 0x00003d70, 0x00003d6f,
    0x000000d8, 0x000500c2, 0x00000006, 0x00003d72, 0x00003cc3, 0x00000169, 0x000500c7, 0x00000006,
    0x00003d73, 0x00003d72, 0x0000016b, 0x000500c7, 0x00000006, 0x00003d75, 0x00003cc3, 0x0000016f,
    0x000500aa, 0x00000008, 0x00003d77, 0x00003d73, 0x0000016b, 0x000300f7, 0x00003d7e, 0x00000000,
    0x000400fa, 0x00003d77, 0x00003d78, 0x00003d7e, 0x000200f8, 0x00003d78, 0x000500c5, 0x00000006,
    0x00003d7a, 0x00003d70, 0x00000100, 0x000500c4, 0x00000006, 0x00003d7c, 0x00003d75, 0x0000011c,
    0x000500c5, 0x00000006, 0x00003d7d, 0x00003d7a, 0x00003d7c, 0x000200f9, 0x00003d96, 0x000200f8,
    0x00003d7e, 0x000500ab, 0x00000008, 0x00003d80, 0x00003d73, 0x000000dc, 0x000300f7, 0x00003d8a,
    0x00000000, 0x000400fa, 0x00003d80, 0x00003d81, 0x00003d8a, 0x000200f8, 0x00003d81, 0x00050080,
    0x00000006, 0x00003d84, 0x00003d73, 0x00000181, 0x000500c4, 0x00000006, 0x00003d85, 0x00003d84,
    0x00000130, 0x000500c5, 0x00000006, 0x00003d86, 0x00003d70, 0x00003d85, 0x000500c4, 0x00000006,
    0x00003d88, 0x00003d75, 0x0000011c, 0x000500c5, 0x00000006, 0x00003d89, 0x00003d86, 0x00003d88,
    0x000200f9, 0x00003d96, 0x000200f8, 0x00003d8a, 0x000500aa, 0x00000008, 0x00003d8c, 0x00003d75,
    0x000000dc, 0x000300f7, 0x00003d8f, 0x00000000, 0x000400fa, 0x00003d8c, 0x00003d8d, 0x00003d8f,
    0x000200f8, 0x00003d8d, 0x000200f9, 0x00003d96, 0x000200f8, 0x00003d8f, 0x00040070, 0x0000003e,
    0x00003d92, 0x00003d75, 0x00050085, 0x0000003e, 0x00003d93, 0x00003d92, 0x00000192, 0x0004007c,
    0x00000006, 0x00003d94, 0x00003d93, 0x000500c5, 0x00000006, 0x00003d95, 0x00003d70, 0x00003d94,
    0x000200f9, 0x00003d96, 0x000200f8, 0x00003d96, 0x000b00f5, 0x00000006, 0x0000402b, 0x00003d7d,
    0x00003d78, 0x00003d89, 0x00003d81, 0x00003d70, 0x00003d8d, 0x00003d95, 0x00003d8f, 0x000200f9,
    0x00003d64, 0x000200f8, 0x00003d64, 0x000700f5, 0x00000006, 0x0000402c, 0x0000402b, 0x00003d96,
    0x00003d9b, 0x00003d61, 0x00050051, 0x00000006, 0x00003cc6, 0x000035cf, 0x00000003, 0x000300f7,
    0x00003daa, 0x00000000, 0x000400fa, 0x000037d2, 0x00003da4, 0x00003da7, 0x000200f8, 0x00003da7,
    0x000500c4, 0x00000006, 0x00003de1, 0x00003cc6, 0x000000d8, 0x000200f9, 0x00003daa, 0x000200f8,
    0x00003da4, 0x000300f7, 0x00003ddc, 0x00000000, 0x000300fb, 0x000000dc, 0x00003db3, 0x000200f8,
    0x00003db3, 0x000500c7, 0x00000006, 0x00003db5, 0x00003cc6, 0x000000f9, 0x000500c4, 0x00000006,
    0x00003db6, 0x00003db5, 0x000000d8, 0x000500c2, 0x00000006, 0x00003db8, 0x00003cc6, 0x00000169,
    0x000500c7, 0x00000006, 0x00003db9, 0x00003db8, 0x0000016b, 0x000500c7, 0x00000006, 0x00003dbb,
    0x00003cc6, 0x0000016f, 0x000500aa, 0x00000008, 0x00003dbd, 0x00003db9, 0x0000016b, 0x000300f7,
    0x00003dc4, 0x00000000, 0x000400fa, 0x00003dbd, 0x00003dbe, 0x00003dc4, 0x000200f8, 0x00003dbe,
    0x000500c5, 0x00000006, 0x00003dc0, 0x00003db6, 0x00000100, 0x000500c4, 0x00000006, 0x00003dc2,
    0x00003dbb, 0x0000011c, 0x000500c5, 0x00000006, 0x00003dc3, 0x00003dc0, 0x00003dc2, 0x000200f9,
    0x00003ddc, 0x000200f8, 0x00003dc4, 0x000500ab, 0x00000008, 0x00003dc6, 0x00003db9, 0x000000dc,
    0x000300f7, 0x00003dd0, 0x00000000, 0x000400fa, 0x00003dc6, 0x00003dc7, 0x00003dd0, 0x000200f8,
    0x00003dc7, 0x00050080, 0x00000006, 0x00003dca, 0x00003db9, 0x00000181, 0x000500c4, 0x00000006,
    0x00003dcb, 0x00003dca, 0x00000130, 0x000500c5, 0x00000006, 0x00003dcc, 0x00003db6, 0x00003dcb,
    0x000500c4, 0x00000006, 0x00003dce, 0x00003dbb, 0x0000011c, 0x000500c5, 0x00000006, 0x00003dcf,
    0x00003dcc, 0x00003dce, 0x000200f9, 0x00003ddc, 0x000200f8, 0x00003dd0, 0x000500aa, 0x00000008,
    0x00003dd2, 0x00003dbb, 0x000000dc, 0x000300f7, 0x00003dd5, 0x00000000, 0x000400fa, 0x00003dd2,
    0x00003dd3, 0x00003dd5, 0x000200f8, 0x00003dd3, 0x000200f9, 0x00003ddc, 0x000200f8, 0x00003dd5,
    0x00040070, 0x0000003e, 0x00003dd8, 0x00003dbb, 0x00050085, 0x0000003e, 0x00003dd9, 0x00003dd8,
    0x00000192, 0x0004007c, 0x00000006, 0x00003dda, 0x00003dd9, 0x000500c5, 0x00000006, 0x00003ddb,
    0x00003db6, 0x00003dda, 0x000200f9, 0x00003ddc, 0x000200f8, 0x00003ddc, 0x000b00f5, 0x00000006,
    0x0000402d, 0x00003dc3, 0x00003dbe, 0x00003dcf, 0x00003dc7, 0x00003db6, 0x00003dd3, 0x00003ddb,
    0x00003dd5, 0x000200f9, 0x00003daa, 0x000200f8, 0x00003daa, 0x000700f5, 0x00000006, 0x0000402e,
    0x0000402d, 0x00003ddc, 0x00003de1, 0x00003da7, 0x00070050, 0x00000045, 0x00003cc8, 0x00004028,
    0x0000402a, 0x0000402c, 0x0000402e, 0x0004007c, 0x0000003f, 0x00003cc9, 0x00003cc8, 0x0004003d,
    0x0000003f, 0x000035d1, 0x0000358a, 0x000300f7, 0x00003e0f, 0x00000000, 0x000300fb, 0x000000dc,
    0x00003def, 0x000200f8, 0x00003def, 0x0004007c, 0x00000045, 0x00003e15, 0x00003cc9, 0x000500c7,
    0x00000045, 0x00003e19, 0x00003e15, 0x000045f8, 0x000500c7, 0x00000045, 0x00003e1c, 0x00003e15,
    0x000002e5, 0x000500aa, 0x000000aa, 0x00003e1d, 0x00003e1c, 0x000002dd, 0x000600a9, 0x00000045,
    0x00003e1e, 0x00003e1d, 0x00003e19, 0x00003e15, 0x000500c7, 0x00000045, 0x00003e22, 0x00003e1e,
    0x000045f9, 0x000500ac, 0x000000aa, 0x00003e23, 0x00003e22, 0x000002e5, 0x000600a9, 0x00000045,
    0x00003e24, 0x00003e23, 0x000002e1, 0x00003e1e, 0x0004007c, 0x0000003f, 0x00003e26, 0x00003e24,
    0x000300f7, 0x00003dfa, 0x00000000, 0x000400fa, 0x00003b91, 0x00003df5, 0x00003dfa, 0x000200f8,
    0x00003df5, 0x00050085, 0x0000003f, 0x00003df8, 0x000035d1, 0x00003e26, 0x0004007c, 0x00000045,
    0x00003e2b, 0x00003df8, 0x000500c7, 0x00000045, 0x00003e2f, 0x00003e2b, 0x000045f8, 0x000500c7,
    0x00000045, 0x00003e32, 0x00003e2b, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003e33, 0x00003e32,
    0x000002dd, 0x000600a9, 0x00000045, 0x00003e34, 0x00003e33, 0x00003e2f, 0x00003e2b, 0x000500c7,
    0x00000045, 0x00003e38, 0x00003e34, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003e39, 0x00003e38,
    0x000002e5, 0x000600a9, 0x00000045, 0x00003e3a, 0x00003e39, 0x000002e1, 0x00003e34, 0x0004007c,
    0x0000003f, 0x00003e3c, 0x00003e3a, 0x000200f9, 0x00003e0f, 0x000200f8, 0x00003dfa, 0x000500aa,
    0x00000008, 0x00003dfd, 0x00003b90, 0x000001b3, 0x000300f7, 0x00003e02, 0x00000000, 0x000400fa,
    0x00003dfd, 0x00003dfe, 0x00003e02, 0x000200f8, 0x00003dfe, 0x0004007c, 0x00000045, 0x00003e4a,
    0x000035d1, 0x0004007c, 0x00000045, 0x00003e4c, 0x00003e26, 0x000500c5, 0x00000045, 0x00003e74,
    0x00003e4c, 0x000045f8, 0x000400c8, 0x00000045, 0x00003e76, 0x00003e4c, 0x000500c7, 0x00000045,
    0x00003e79, 0x00003e4c, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003e7a, 0x00003e79, 0x000002dd,
    0x000600a9, 0x00000045, 0x00003e7b, 0x00003e7a, 0x00003e76, 0x00003e74, 0x000500c5, 0x00000045,
    0x00003e80, 0x00003e4a, 0x000045f8, 0x000400c8, 0x00000045, 0x00003e82, 0x00003e4a, 0x000500c7,
    0x00000045, 0x00003e85, 0x00003e4a, 0x000045f8, 0x000500ab, 0x000000aa, 0x00003e86, 0x00003e85,
    0x000002dd, 0x000600a9, 0x00000045, 0x00003e87, 0x00003e86, 0x00003e82, 0x00003e80, 0x000500b0,
    0x000000aa, 0x00003e53, 0x00003e7b, 0x00003e87, 0x000600a9, 0x00000045, 0x00003e5f, 0x00003e53,
    0x00003e4c, 0x00003e4a, 0x000500c7, 0x00000045, 0x00003e62, 0x00003e4a, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00003e63, 0x00003e62, 0x000002e5, 0x000600a9, 0x00000045, 0x00003e64, 0x00003e63,
    0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00003e67, 0x00003e4c, 0x000045f9, 0x000500ac,
    0x000000aa, 0x00003e68, 0x00003e67, 0x000002e5, 0x000600a9, 0x00000045, 0x00003e69, 0x00003e68,
    0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00003e6a, 0x00003e64, 0x00003e69, 0x000500ab,
    0x000000aa, 0x00003e6b, 0x00003e6a, 0x000002dd, 0x000600a9, 0x00000045, 0x00003e6e, 0x00003e6b,
    0x000002e1, 0x00003e5f, 0x0004007c, 0x0000003f, 0x00003e6f, 0x00003e6e, 0x000200f9, 0x00003e0f,
    0x000200f8, 0x00003e02, 0x000500aa, 0x00000008, 0x00003e05, 0x00003b90, 0x0000034a, 0x000300f7,
    0x00003e0a, 0x00000000, 0x000400fa, 0x00003e05, 0x00003e06, 0x00003e0a, 0x000200f8, 0x00003e06,
    0x0004007c, 0x00000045, 0x00003ead, 0x000035d1, 0x0004007c, 0x00000045, 0x00003eaf, 0x00003e26,
    0x000500c5, 0x00000045, 0x00003eef, 0x00003eaf, 0x000045f8, 0x000400c8, 0x00000045, 0x00003ef1,
    0x00003eaf, 0x000500c7, 0x00000045, 0x00003ef4, 0x00003eaf, 0x000045f8, 0x000500ab, 0x000000aa,
    0x00003ef5, 0x00003ef4, 0x000002dd, 0x000600a9, 0x00000045, 0x00003ef6, 0x00003ef5, 0x00003ef1,
    0x00003eef, 0x000500c5, 0x00000045, 0x00003efb, 0x00003ead, 0x000045f8, 0x000400c8, 0x00000045,
    0x00003efd, 0x00003ead, 0x000500c7, 0x00000045, 0x00003f00, 0x00003ead, 0x000045f8, 0x000500ab,
    0x000000aa, 0x00003f01, 0x00003f00, 0x000002dd, 0x000600a9, 0x00000045, 0x00003f02, 0x00003f01,
    0x00003efd, 0x00003efb, 0x000500ac, 0x000000aa, 0x00003ebc, 0x00003ef6, 0x00003f02, 0x000600a9,
    0x00000045, 0x00003ec2, 0x00003ebc, 0x00003eaf, 0x00003ead, 0x000500c7, 0x00000045, 0x00003ec5,
    0x00003ead, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003ec6, 0x00003ec5, 0x000002e5, 0x000600a9,
    0x00000045, 0x00003ec7, 0x00003ec6, 0x0000031d, 0x000002dd, 0x000500c7, 0x00000045, 0x00003eca,
    0x00003eaf, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003ecb, 0x00003eca, 0x000002e5, 0x000600a9,
    0x00000045, 0x00003ecc, 0x00003ecb, 0x0000031d, 0x000002dd, 0x000500c5, 0x00000045, 0x00003ecd,
    0x00003ec7, 0x00003ecc, 0x000500ab, 0x000000aa, 0x00003ece, 0x00003ecd, 0x000002dd, 0x000600a9,
    0x00000045, 0x00003ed1, 0x00003ece, 0x000002e1, 0x00003ec2, 0x0004007c, 0x0000003f, 0x00003ed2,
    0x00003ed1, 0x000200f9, 0x00003e0f, 0x000200f8, 0x00003e0a, 0x00050081, 0x0000003f, 0x00003e0d,
    0x000035d1, 0x00003e26, 0x0004007c, 0x00000045, 0x00003f07, 0x00003e0d, 0x000500c7, 0x00000045,
    0x00003f0b, 0x00003f07, 0x000045f8, 0x000500c7, 0x00000045, 0x00003f0e, 0x00003f07, 0x000002e5,
    0x000500aa, 0x000000aa, 0x00003f0f, 0x00003f0e, 0x000002dd, 0x000600a9, 0x00000045, 0x00003f10,
    0x00003f0f, 0x00003f0b, 0x00003f07, 0x000500c7, 0x00000045, 0x00003f14, 0x00003f10, 0x000045f9,
    0x000500ac, 0x000000aa, 0x00003f15, 0x00003f14, 0x000002e5, 0x000600a9, 0x00000045, 0x00003f16,
    0x00003f15, 0x000002e1, 0x00003f10, 0x0004007c, 0x0000003f, 0x00003f18, 0x00003f16, 0x000200f9,
    0x00003e0f, 0x000200f8, 0x00003e0f, 0x000b00f5, 0x0000003f, 0x00004031, 0x00003e3c, 0x00003df5,
    0x00003e6f, 0x00003dfe, 0x00003ed2, 0x00003e06, 0x00003f18, 0x00003e0a, 0x0003003e, 0x0000358a,
    0x00004031, 0x000200f9, 0x000035d3, 0x000200f8, 0x000035d3, 0x00050080, 0x00000006, 0x000035d5,
    0x00003ff4, 0x00000214, 0x000200f9, 0x000035bc, 0x000200f8, 0x000035d6, 0x0004003d, 0x0000003f,
    0x000035d7, 0x00003587, 0x00050041, 0x000000d9, 0x00003f1d, 0x000000d6, 0x0000032f, 0x0004003d,
    0x00000006, 0x00003f1e, 0x00003f1d, 0x000500aa, 0x00000008, 0x00003f1f, 0x00003f1e, 0x000002bd,
    0x000300f7, 0x00003f29, 0x00000000, 0x000400fa, 0x00003f1f, 0x00003f20, 0x00003f27, 0x000200f8,
    0x00003f27, 0x000200f9, 0x00003f29, 0x000200f8, 0x00003f20, 0x00050041, 0x000000d9, 0x00003f22,
    0x000000d6, 0x00000169, 0x0004003d, 0x00000006, 0x00003f23, 0x00003f22, 0x0004007c, 0x0000003e,
    0x00003f24, 0x00003f23, 0x0005008e, 0x0000003f, 0x00003f25, 0x000035d7, 0x00003f24, 0x0004007c,
    0x00000045, 0x00003f2f, 0x00003f25, 0x000500c7, 0x00000045, 0x00003f33, 0x00003f2f, 0x000045f8,
    0x000500c7, 0x00000045, 0x00003f36, 0x00003f2f, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003f37,
    0x00003f36, 0x000002dd, 0x000600a9, 0x00000045, 0x00003f38, 0x00003f37, 0x00003f33, 0x00003f2f,
    0x000500c7, 0x00000045, 0x00003f3c, 0x00003f38, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003f3d,
    0x00003f3c, 0x000002e5, 0x000600a9, 0x00000045, 0x00003f3e, 0x00003f3d, 0x000002e1, 0x00003f38,
    0x0004007c, 0x0000003f, 0x00003f40, 0x00003f3e, 0x000200f9, 0x00003f29, 0x000200f8, 0x00003f29,
    0x000700f5, 0x0000003f, 0x00003ff5, 0x00003f40, 0x00003f20, 0x000035d7, 0x00003f27, 0x0003003e,
    0x00003587, 0x00003ff5, 0x0004003d, 0x0000003f, 0x000035d9, 0x0000358a, 0x000300f7, 0x00003f51,
    0x00000000, 0x000400fa, 0x00003f1f, 0x00003f48, 0x00003f4f, 0x000200f8, 0x00003f4f, 0x000200f9,
    0x00003f51, 0x000200f8, 0x00003f48, 0x00050041, 0x000000d9, 0x00003f4a, 0x000000d6, 0x00000169,
    0x0004003d, 0x00000006, 0x00003f4b, 0x00003f4a, 0x0004007c, 0x0000003e, 0x00003f4c, 0x00003f4b,
    0x0005008e, 0x0000003f, 0x00003f4d, 0x000035d9, 0x00003f4c, 0x0004007c, 0x00000045, 0x00003f57,
    0x00003f4d, 0x000500c7, 0x00000045, 0x00003f5b, 0x00003f57, 0x000045f8, 0x000500c7, 0x00000045,
    0x00003f5e, 0x00003f57, 0x000002e5, 0x000500aa, 0x000000aa, 0x00003f5f, 0x00003f5e, 0x000002dd,
    0x000600a9, 0x00000045, 0x00003f60, 0x00003f5f, 0x00003f5b, 0x00003f57, 0x000500c7, 0x00000045,
    0x00003f64, 0x00003f60, 0x000045f9, 0x000500ac, 0x000000aa, 0x00003f65, 0x00003f64, 0x000002e5,
    0x000600a9, 0x00000045, 0x00003f66, 0x00003f65, 0x000002e1, 0x00003f60, 0x0004007c, 0x0000003f,
    0x00003f68, 0x00003f66, 0x000200f9, 0x00003f51, 0x000200f8, 0x00003f51, 0x000700f5, 0x0000003f,
    0x00003ff6, 0x00003f68, 0x00003f48, 0x000035d9, 0x00003f4f, 0x0003003e, 0x0000358a, 0x00003ff6,
    0x000200f9, 0x000035db, 0x000200f8, 0x000035db, 0x000700f5, 0x00000006, 0x00003ff7, 0x000000dc,
    0x00003f51, 0x000035f5, 0x000035f3, 0x000500b0, 0x00000008, 0x000035de, 0x00003ff7, 0x000002bd,
    0x000400f6, 0x000035f6, 0x000035f3, 0x00000000, 0x000400fa, 0x000035de, 0x000035df, 0x000035f6,
    0x000200f8, 0x000035df, 0x00050084, 0x00000006, 0x000035e1, 0x000001f3, 0x00003fd9, 0x00050084,
    0x00000006, 0x000035e3, 0x000001b3, 0x00003ff7, 0x00050080, 0x00000006, 0x000035e4, 0x000035e1,
    0x000035e3, 0x00050041, 0x0000006e, 0x000035e6, 0x00003587, 0x00003ff7, 0x0004003d, 0x0000003e,
    0x000035e7, 0x000035e6, 0x0004007c, 0x00000006, 0x00003f6d, 0x000035e7, 0x000500b0, 0x00000008,
    0x00003f74, 0x000035e4, 0x00000988, 0x000300f7, 0x00003f7c, 0x00000000, 0x000400fa, 0x00003f74,
    0x00003f75, 0x00003f7c, 0x000200f8, 0x00003f75, 0x00050041, 0x000000d9, 0x00003f76, 0x000000d6,
    0x000003f8, 0x0004003d, 0x00000006, 0x00003f77, 0x00003f76, 0x00050080, 0x00000006, 0x00003f79,
    0x00003f77, 0x000035e4, 0x00060041, 0x000003fe, 0x00003f7b, 0x000003f7, 0x00000215, 0x00003f79,
    0x0003003e, 0x00003f7b, 0x00003f6d, 0x000200f9, 0x00003f7c, 0x000200f8, 0x00003f7c, 0x00050080,
    0x00000006, 0x000035ee, 0x000035e4, 0x000000ee, 0x00050041, 0x0000006e, 0x000035f0, 0x0000358a,
    0x00003ff7, 0x0004003d, 0x0000003e, 0x000035f1, 0x000035f0, 0x0004007c, 0x00000006, 0x00003f81,
    0x000035f1, 0x000500b0, 0x00000008, 0x00003f88, 0x000035ee, 0x00000988, 0x000300f7, 0x00003f90,
    0x00000000, 0x000400fa, 0x00003f88, 0x00003f89, 0x00003f90, 0x000200f8, 0x00003f89, 0x00050041,
    0x000000d9, 0x00003f8a, 0x000000d6, 0x000003f8, 0x0004003d, 0x00000006, 0x00003f8b, 0x00003f8a,
    0x00050080, 0x00000006, 0x00003f8d, 0x00003f8b, 0x000035ee, 0x00060041, 0x000003fe, 0x00003f8f,
    0x000003f7, 0x00000215, 0x00003f8d, 0x0003003e, 0x00003f8f, 0x00003f81, 0x000200f9, 0x00003f90,
    0x000200f8, 0x00003f90, 0x000200f9, 0x000035f3, 0x000200f8, 0x000035f3, 0x00050080, 0x00000006,
    0x000035f5, 0x00003ff7, 0x00000214, 0x000200f9, 0x000035db, 0x000200f8, 0x000035f6, 0x000200f9,
    0x00000993, 0x000200f8, 0x00000993, 0x00050080, 0x00000006, 0x0000099d, 0x00003fd9, 0x0000091c,
    0x000200f9, 0x00000990, 0x000200f8, 0x00000992, 0x000200f9, 0x0000099f, 0x000200f8, 0x0000099f,
    0x000100fd, 0x00010038,
};
/* END GENERATED SPIR-V */

static const uint32_t* vkar__spirv(int reduce, size_t* pBytes)
{
    *pBytes = reduce ? sizeof vkar__spirv_reduce : sizeof vkar__spirv_publish;
    return reduce ? vkar__spirv_reduce : vkar__spirv_publish;
}

#ifdef __cplusplus
}
#endif

#endif /* VK_ALLREDUCE_IMPLEMENTATION_DONE */
#endif /* VK_ALLREDUCE_IMPLEMENTATION */

/* REVISION HISTORY
 *
 *   VK_ALLREDUCE_VERSION, at the top of the file, says which one this is;
 *   vkarGetVersion says which one a program was built with.
 *
 *   0.8.0 (2026-12-07)
 *     - VkarCollectiveInfo: the submit API's parameters, named for the
 *       five collectives they serve; VkarAllreduceInfo is a typedef of it,
 *       so 0.7 callers compile unchanged;
 *     - VkarCmdCollectiveInfo (VkarCmdAllreduceInfo a typedef of it): the
 *       record API's parameters hold the call as the submit API takes it,
 *       in `collective`, beside the command buffers and record flags.
 *       Migrating: info.count becomes info.collective.count, and so on for
 *       the fields the two shared. A recorded call with pWaits, pSignals
 *       or VKAR_ALGORITHM_TWO_SHOT is refused (it is one round, and its
 *       submissions are the caller's);
 *     - inside, nothing a caller sees: a table of the collectives' traits,
 *       one internal call form for both APIs, and an explicit mode for
 *       each kernel dispatch. The hand-written implementation is 7,687
 *       lines, down from 7,890, and as fast (one H100: latency within
 *       0.3%, per-rank bandwidth within 1.3%);
 *     - a failed creation's handle is reset to VK_NULL_HANDLE, so that no
 *       destroy path frees what a driver left in it (the spec leaves it
 *       undefined);
 *     - the kernels' SPIR-V stays at glslc's -O: -O0 measured the same
 *       speed on an H100 and on lavapipe.
 *
 *   0.7.1 (2026-12-07)
 *     - across nodes, creation is collective: with pfnReduceHost every
 *       node's vkarCreateComm ends in two transport calls (the ranks'
 *       count, with valid VK_FALSE where this node's creation failed, then
 *       a U32 MIN of the nodes' slots), so a node whose creation fails,
 *       early or late, fails every node's instead of hanging them, and
 *       nodes of different rank counts cut a call into the same rounds;
 *       without pfnReduceHost a maxSlotBytes the node cannot hold is
 *       refused;
 *     - vkarDestroyComm after vkarAbortComm waits, bounded by the
 *       timeout, for the rounds the abort released, then frees (it leaked
 *       the communicator while they drained);
 *     - SYNC_FD: a failed export is reported at once, not taken for a late
 *       one, and moves later rounds to the host bridge; a failed export's
 *       output is reset to -1; dups are close-on-exec;
 *     - vkarGetLastError keeps the last failure's reason until the
 *       thread's next failure, as ncclGetLastError does (0.7.0 cleared it
 *       on success);
 *     - a 16-bit range that ends inside the buffer's last word is refused
 *       with a message naming the size to use; vkarGetResultString
 *       (VK_SUCCESS) no longer says the work is done.
 *
 *   0.7.0 (2026-12-05)
 *     - exact by default: VKAR_WIRE_F32 is 0, so a zero-initialised
 *       VkarAllreduceInfo or VkarCmdAllreduceInfo sends F32 at every size;
 *       VKAR_WIRE_AUTO (F16 from f16WireMinBytes up, as 0 did) is now 1.
 *       Migrating: a caller that relied on the zero default for F16 on
 *       large calls sets wire = VKAR_WIRE_AUTO; one that named every wire
 *       only rebuilds (the values changed, the names did not). The
 *       examples and vkar_perf default to F32 too;
 *     - VKAR_COMM_CREATE_IGNORE_ENVIRONMENT_BIT: the VKAR_* environment
 *       variables are not read;
 *     - vkarGetLastError: why the calling thread's last call failed (the
 *       log line without its prefix), set by every error return, creation
 *       and NULL arguments included, logger or not; "" after a success;
 *     - log severities: pfnLog is now void (*)(void*, VkarLogSeverity,
 *       const char*). Failures are VKAR_LOG_SEVERITY_ERROR; what the
 *       library recovers from (SYNC_FD setup or a round falling back to the
 *       host bridge, slots copied under amdgpu's rule, leaks at destroy) is
 *       WARNING; one INFO line says what creation set up. Migrating: add
 *       the severity parameter to your logger;
 *     - vkarGetResultString returns one phrase of at most 80 characters
 *       (the meanings in full: the README and docs/failures.md); any code
 *       the library does not return gets "not a code vk_allreduce returns";
 *     - host reads in one wait: VKAR_ALLREDUCE_HOST_READ_BIT
 *       (VkarAllreduceInfo::flags, new) and VKAR_CMD_ALLREDUCE_HOST_READ_BIT
 *       end each rank's reduce with a barrier to host reads, so a
 *       vkWaitSemaphores on the signal is all a host read of a mapped,
 *       host-coherent buffer needs;
 *     - reduction ops and data types: VkarAllreduceInfo and
 *       VkarCmdAllreduceInfo take dataType (F32, I32, U32) and op (SUM,
 *       PROD, MIN, MAX, AVG), both zero by default (F32 SUM, as before).
 *       Every rank gets the same bits: ranks combine in order, floats made
 *       canonical at every step (min and max: NaN wins, -0 below +0; avg:
 *       the sum times 1/N rounded to F32), integers wrap (avg truncates).
 *       F32 buffers keep every wire; integers travel exactly;
 *     - F16 and BF16 buffers (VKAR_DATA_TYPE_F16 = 1, BF16 = 2): combined
 *       in F32 in rank order, rounded once to the type (to nearest even);
 *       at any even byte offset, a word shared with a neighbouring element
 *       keeping that element's half; 4 bytes per element in the slots;
 *     - VkarTransport::pfnReduceHost (optional; zero-initialise
 *       VkarTransport): every op on F32, I32 and U32 across nodes. Creation
 *       calls it once to count every node's ranks, which AVG divides by.
 *       Without it a transport sums F32, F16 and BF16 only
 *       (VK_ERROR_FEATURE_NOT_PRESENT otherwise). F16 and BF16 buffers cross
 *       nodes as each node's F32 share, rounded to the type once after the
 *       transport (kernel push constant `wide`);
 *     - collectives across nodes: with VkarTransport::nodeCount and
 *       nodeIndex (vk_allreduce_mpi.h sets them) vkarReduce, vkarBroadcast,
 *       vkarReduceScatter and vkarAllGather cross nodes, ranks numbered
 *       node by node. Every collective there combines each rank's share
 *       straight into the slots, which the transport combines across
 *       nodes; a broadcast and an all-gather as U32 sums of one nonzero
 *       contribution;
 *     - out of place: pOutputs (VkarAllreduceInfo, VkarCmdAllreduceInfo)
 *       receive the result, the inputs only read. The kernels' descriptor
 *       set has a third binding, the output; an output that overlaps its
 *       input without being it is refused;
 *     - vkarReduce (the result at VkarAllreduceInfo::root only, every
 *       other rank's buffer and output left as they are) and vkarBroadcast
 *       (the root alone publishes; every rank receives its bits
 *       unchanged), and vkarCmdReduce / vkarCmdBroadcast; one round per
 *       piece;
 *     - vkarReduceScatter and vkarCmdReduceScatter: rank r receives in
 *       pOutputs[r] the reduction of block r of every rank's N blocks
 *       (the rounds cut the flat N blocks; each rank reduces its block's
 *       part of each), in place in its own block or apart; the F32 wire;
 *     - vkarAllGather and vkarCmdAllGather: every rank receives every
 *       rank's elements, rank k's in block k of pOutputs, bit for bit (one
 *       copy per round of every rank's piece: the reduce kernel's
 *       gather_blocks), in place or apart;
 *     - pZero in every collective takes the rank's input as zeros: its
 *       share of a reduction, its block of an all-gather, a broadcast
 *       root's elements (every rank receives zeros, the root in place
 *       too); a reduce-scatter's output block and an all-gather's N blocks
 *       beyond a rank's maxStorageBufferRange are refused (one descriptor
 *       binds them each round);
 *     - VkarCommProperties::pSyncModeReason: why the communicator runs its
 *       sync mode (what was asked, or the rank whose driver decided AUTO);
 *     - tools/vkar_info (make info): what the library sees on a machine,
 *       what vkarCreateComm chooses for its devices and why, and what each
 *       link measures, as a table or JSON (docs/vkar_info.md,
 *       docs/vkar_info.schema.json), for bug reports;
 *     - ranks in several processes trust only what they must: ids are 128
 *       random bits (getrandom; "/vkar-" and 32 hex digits, no other form
 *       accepted); a joiner refuses an object another user owns or others
 *       may open; liveness is an open file description lock per rank,
 *       which the kernel keeps, where a robust mutex in the mapping was
 *       (the mapping's layout changed: every process must run 0.7); every
 *       value read from the mapping is checked, and a value no process
 *       could have written makes the communicator lost (docs/processes.md,
 *       "Who can join, and what a peer can break").
 *
 *   0.6.1 (2026-12-03)
 *     - fixed: wrong sums with two ranks in SYNC_FD mode (0.6.0 only; the
 *       mode VKAR_SYNC_MODE_AUTO picks on two AMD or Intel GPUs under
 *       Mesa). Each rank's release imported -1 ("already signalled") in
 *       place of its peer's export, which had been closed first, so a
 *       reduce could read the peer's slot before the peer's publish wrote
 *       it and sum the previous round's bytes, in both APIs. Drivers whose
 *       export returns before the work has run (RADV, ANV) showed it;
 *       lavapipe, whose export waits for the work, did not. Three or more
 *       ranks were not affected. VKAR_ASSERT (new, overridable, default
 *       assert()) checks that no release waits on nothing while a peer
 *       exported a sync file;
 *     - VKAR_RELEASE_MODE_EVENT (and VKAR_RELEASE=event) is refused with
 *       VK_ERROR_FEATURE_NOT_PRESENT unless every rank runs NVIDIA's
 *       proprietary driver or lavapipe: a reduce waiting in its command
 *       buffer on a host-set event can outlast a GPU's job timeout;
 *     - the slots are imported only into host-visible, host-coherent
 *       memory (any type was taken when none was), else
 *       VK_ERROR_FEATURE_NOT_PRESENT with a log line;
 *     - queue family ownership transfers: each publish and reduce acquires
 *       the slots from VK_QUEUE_FAMILY_EXTERNAL and releases them back, or
 *       from VK_QUEUE_FAMILY_FOREIGN_EXT across devices, drivers or
 *       processes with VKAR_COMM_CREATE_EXT_QUEUE_FAMILY_FOREIGN_BIT (new);
 *     - creation refuses devices whose workgroups cannot hold the kernels'
 *       256 invocations, or whose maxTimelineSemaphoreValueDifference is
 *       below 256; the bridge's go timeline steps by the rounds it
 *       releases, so a long run of SYNC_FD rounds no longer makes it jump;
 *     - a SYNC_FD round whose publish and then reduce submissions failed
 *       releases the ranks from the host without waiting out the timeout
 *       (the communicator was marked lost);
 *     - documented: vkarCreateComm in SYNC_FD mode and vkarDestroyComm
 *       submit to the ranks' queues; vkarReleaseRound after a failed merge
 *       whose publishes do not finish in time; macOS is refused at build
 *       time (no pthread_condattr_setclock).
 *
 *   0.6.0 (2026-12-02)
 *     - errors a caller can act on: vkarGetResultString names every code
 *       the library returns and what it means from it (any other value:
 *       a string saying the library does not return it);
 *     - one code for a bad argument, VK_ERROR_VALIDATION_FAILED_EXT, as
 *       the calls returned, now also from vkarCreateComm (invalid
 *       create-info, an environment variable out of its range, an
 *       instance or device without what the library needs, a queue family
 *       that does not exist or cannot compute), vkarGetUniqueId (a NULL
 *       pId) and vkarMoveThreadOffInterruptCpus (a NULL comm), each still
 *       with its log line; VK_ERROR_INITIALIZATION_FAILED remains for a
 *       creation that failed otherwise (a thread that could not start, the
 *       processes of a communicator that could not be put together); the
 *       few sites that failed without a log line (a lock of the library's
 *       threads) log one;
 *     - vkarGetCommStatus returns VK_SUCCESS while the communicator is not
 *       lost, rounds in flight or not (finishedRound against
 *       submittedRound tells), a negative code once lost or when reading a
 *       timeline fails; never a positive code (no more VK_NOT_READY);
 *     - SYNC_FD mode: a round costs N exports and N imports (it was N
 *       exports and N(N - 1) imports): the kernel merges the exports into
 *       one sync file (VKAR_MERGE_SYNC_FILES) that every rank imports, and
 *       its reduce waits on one semaphore; a round whose merge fails goes
 *       through the host bridge over exact sums, and the next rounds use
 *       SYNC_FD again; vkarAllreduce polls for a round's exports for
 *       spinMicroseconds, then blocks until they end (it yielded for as long
 *       as they took, which on a CPU driver grows with the ranks);
 *     - the record API: VkarCmdAllreduceInfo::flags with
 *       VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT, and with the host bridge
 *       a rank's publish and reduce may go in one vkQueueSubmit before
 *       vkarReleaseRound; together they put a recorded round at the
 *       submit API's cost;
 *     - the header reshaped: atomics, robust mutexes and shared memory
 *       under headings of their own, every heading true and listed in
 *       CONTENTS; the revision history here, at the end, and a RELEASES
 *       note at the top; the declarations' comments state the contract
 *       without benchmark figures, vkarAllreduce's as a structured list;
 *     - ranks in several processes where a device refuses to import the
 *       shared mapping (amdgpu's userptr rule, under RADV): every process
 *       imports private slots and its bridge thread copies each round's
 *       bytes through the mapping, agreed at join, logged with the cause;
 *       VkarCommProperties::slotsCopiedThroughHost; /dev/shm's room is
 *       reserved at creation
 *   0.5.2 (2026-12-02)
 *     - a vkarAllreduce round whose SYNC_FD export or import fails returns
 *       VK_SUCCESS: the host bridge releases it over exact sums, as it did,
 *       so an error again always means the sums were not produced;
 *     - the documentation matches the code: VKAR_SPIN_US=0, the ranges of
 *       the environment variables, the F16 wire's overflow to infinity,
 *       what command reuse matches, the errors of a call whose slots
 *       cannot be imported, destroy and the transport after an abort, the
 *       rounds a call runs; on Windows a thread's start block comes from
 *       VKAR_MALLOC
 *   0.5.1 (2026-12-02)
 *     - only the interrupts a GPU uses count: a vector with 1% of its
 *       device's, or every vector of a device with fewer than 1,000
 *       (NVIDIA's driver sets up eight, on eight CPUs, and uses one);
 *       vkarMoveThreadOffInterruptCpus and SYNC_FD's exporter leave the
 *       last CPU free of them to the bridge;
 *       vkarMoveThreadOffInterruptCpus moves nothing where the
 *       communicator keeps affinities (the flag or VKAR_THREAD_AFFINITY=keep)
 *   0.5.0 (2026-12-02)
 *     - the library's threads move themselves off the CPUs that take the
 *       ranks' GPUs' interrupts (Linux), where a thread lost about 32 us
 *       per round trip (the "slow mode" of small calls on NVIDIA);
 *       vkarMoveThreadOffInterruptCpus does the same for a caller's
 *       thread; VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT and
 *       VKAR_THREAD_AFFINITY=keep leave affinities alone
 *   0.4.0 (2026-12-01)
 *     - VkarCommCreateInfo::pMultiProcess, vkarGetUniqueId: ranks in
 *       several processes of one machine (Linux), through a shared-memory
 *       mapping; a process that dies or fails makes every process's
 *       communicator lost; VkarCommProperties::globalRankCount;
 *       VkarCommStatus::failedRank is a global rank number
 *   0.3.0 (2026-12-01)
 *     - VkarAllreduceInfo::algorithm, vkarResolveAlgorithm: two-shot
 *       (reduce-scatter, then all-gather, through host memory) for many
 *       ranks, the same bits as one-shot; AUTO picks it by a model of the
 *       link (from 1.8 MB at 4 ranks, 0.44 MB at 8, F32 wire)
 *     - VkarCommCreateInfo::pTransport: one communicator per node, summed
 *       across nodes by a transport between the two-shot rounds;
 *       vk_allreduce_mpi.h implements it with MPI
 *   0.2.0 (2026-12-01)
 *     - vkarGetCommStatus, vkarAbortComm; every failure is a negative code
 *       (a communicator that gave up returns VK_ERROR_DEVICE_LOST, never
 *       VK_TIMEOUT); the timeout runs only once a rank has begun a round,
 *       so an idle caller is not a stuck peer; every wait is bounded (the
 *       SYNC_FD export runs on its own thread; vkarDestroyComm no longer
 *       calls vkQueueWaitIdle)
 *     - releaseMode (VKAR_RELEASE): reduces released by a host-signalled
 *       timeline (default) or by vkSetEvent (opt-in)
 *     - the record API's reduce ends with a barrier, so what the caller
 *       records after it sees the sum
 *     - the reduce reads only its peers' slots: +50% bandwidth at large sizes
 *     - version macros and vkarGetVersion
 *     - Windows: the host-bridge mode (Win32 threads; MSVC or MinGW-w64)
 *   0.1.0 (2026-11-29)
 *     - host-bridge and SYNC_FD modes; vkarAllreduce and the record API
 *       (vkarCmdAllreduce, vkarReleaseRound); F32, F16 and BF16 wires;
 *       flags, timeoutNanoseconds, maxSlotBytes, environment overrides
 *
 */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
------------------------------------------------------------------------------
ALTERNATIVE A - MIT License
Copyright (c) 2026 the vk_allreduce authors
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
ALTERNATIVE B - Public Domain (www.unlicense.org)
This is free and unencumbered software released into the public domain.
Anyone is free to copy, modify, publish, use, compile, sell, or distribute this
software, either in source code form or as a compiled binary, for any purpose,
commercial or non-commercial, and by any means.
In jurisdictions that recognize copyright laws, the author or authors of this
software dedicate any and all copyright interest in the software to the public
domain. We dedicate this to the public domain to the benefit of the public at
large and to the detriment of our heirs and successors. We intend this
dedication to be an overt act of relinquishment in perpetuity of all present
and future rights to this software under copyright law.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------
*/
