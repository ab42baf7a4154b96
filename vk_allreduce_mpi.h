/* vk_allreduce_mpi.h - v0.6.0 - a VkarTransport over MPI, for vk_allreduce.h
 *
 * OVERVIEW
 *
 *   vk_allreduce.h combines buffers across the Vulkan devices of one
 *   process. With this header, one such communicator per process (a
 *   "node": one machine, or one process of a machine) combines across
 *   every process of an MPI communicator too: each call's node result
 *   lands in one host buffer, which this transport combines across the
 *   processes, and every rank of every node reads the result. It fills
 *   VkarTransport's functions: pfnAllreduceHost (F32 sums), pfnReduceHost
 *   (SUM, PROD, MIN and MAX of F32, I32 and U32) and pfnExchangeHost (the
 *   rounds of vkarSendRecv and vkarAllToAll: MPI_Isend and MPI_Irecv of
 *   each message, then MPI_Waitall), and numbers the nodes by MPI rank
 *   (nodeCount, nodeIndex), so that every collective crosses them: global
 *   ranks run node 0's first. MPI brings
 *   its own transports (TCP, shared memory, InfiniBand) and launchers;
 *   nothing here depends on which.
 *
 * USAGE
 *
 *   In exactly one C or C++ file, after vk_allreduce.h:
 *
 *       #define VK_ALLREDUCE_MPI_IMPLEMENTATION
 *       #include "vk_allreduce_mpi.h"
 *
 *   Then, in every process, with MPI initialised for MPI_THREAD_MULTIPLE
 *   (the library's bridge thread calls MPI while yours may too):
 *
 *       VkarMpiTransport mpi;
 *       VkarTransport transport;
 *       if (vkarMpiTransportInit(&mpi, MPI_COMM_WORLD, &transport) != VK_SUCCESS) { ... }
 *       createInfo.pTransport = &transport;   // the node's ranks in pRanks
 *       vkarCreateComm(&createInfo, &comm);
 *       ... vkarAllreduce(comm, &info) in the same order, with the same
 *           counts and maxSlotBytes, in every process ...
 *       vkarDestroyComm(comm);
 *       vkarMpiTransportDestroy(&mpi);
 *
 *   Launch as any MPI program, e.g. mpirun -np 2 ./app; examples/mpi_allreduce.c.
 *
 * THE SUM
 *
 *   Every process must end with the same bytes. MPI_Allreduce does not
 *   promise that (its combination order may differ between processes), so
 *   the transport gathers every node's buffer (MPI_Allgather of the
 *   elements' bits, in slices of VKAR_MPI_SLICE elements) and combines it
 *   on every process in node order 0..M-1, with vk_allreduce's rules
 *   (VkarReduceOp, shaders/reduce.comp): on F32 every operand and partial
 *   result canonical (subnormals flushed to zero of their sign, any NaN
 *   0x7fc00000), each operation rounded once in single precision, MIN and
 *   MAX ordering -0 below +0 with a NaN operand giving NaN; on I32 and U32,
 *   SUM and PROD wrap and MIN and MAX compare signed or unsigned. AVG is
 *   not the transport's: the library scales the sum itself, and a call
 *   asking for it fails. pfnAllreduceHost is pfnReduceHost's F32 SUM.
 *   Gathering moves M times the buffer into each process, which suits the
 *   few nodes of a tensor-parallel group; each call also checks, with one
 *   small MPI_Allreduce, that every node passed the same count, type and
 *   op and valid data (VkarTransport). VKAR_MPI_SLICE must be the same on
 *   every node. Build the file without -ffast-math, on a target whose
 *   float operations round to nearest in single precision (SSE on x86-64,
 *   any AArch64).
 *
 * FAILURE
 *
 *   The communicator this transport uses (a duplicate of the one passed)
 *   returns MPI errors instead of aborting. A failed call, differing
 *   counts, types or ops, or a node whose own communicator failed make the
 *   call fail on every node: each node's vk_allreduce communicator is then
 *   lost (VK_ERROR_DEVICE_LOST), with a log line, and its ranks released.
 *   Whether a dead process makes MPI return an error or hang, or makes the
 *   launcher stop the job, is the MPI implementation's choice: Open MPI's
 *   mpirun stops every process of the job.
 *
 * LICENSE: as vk_allreduce.h.
 */
#ifndef VK_ALLREDUCE_MPI_H
#define VK_ALLREDUCE_MPI_H

#include <mpi.h>
#include <stdint.h>

#include "vk_allreduce.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Elements each MPI_Allgather carries per node (the scratch holds one
 *  slice of every node's). */
#ifndef VKAR_MPI_SLICE
#define VKAR_MPI_SLICE (1u << 20)
#endif

/** What the transport keeps; fill it with vkarMpiTransportInit. */
typedef struct VkarMpiTransport {
    MPI_Comm comm; /* a duplicate, errors returned */
    int nodes;
    int node;
    uint32_t* scratch; /* nodes * VKAR_MPI_SLICE elements' bits */
} VkarMpiTransport;

/** Duplicates `comm` (a collective call: every process of it calls this),
 *  allocates the scratch and fills *pTransport for
 *  VkarCommCreateInfo::pTransport. Returns VK_SUCCESS,
 *  VK_ERROR_INITIALIZATION_FAILED when MPI was not initialised for
 *  MPI_THREAD_MULTIPLE or an MPI call failed, or
 *  VK_ERROR_OUT_OF_HOST_MEMORY. */
VKAR_API VkResult vkarMpiTransportInit(VkarMpiTransport* pMpi, MPI_Comm comm, VkarTransport* pTransport);

/** Frees the duplicate and the scratch, after vkarDestroyComm of the
 *  communicator that used it (a collective call). One VkarMpiTransport
 *  serves one vk_allreduce communicator: two would run collectives on one
 *  MPI communicator from two bridge threads at once. */
VKAR_API void vkarMpiTransportDestroy(VkarMpiTransport* pMpi);

#ifdef __cplusplus
}
#endif

#endif /* VK_ALLREDUCE_MPI_H */

#ifdef VK_ALLREDUCE_MPI_IMPLEMENTATION
#ifndef VK_ALLREDUCE_MPI_IMPLEMENTED
#define VK_ALLREDUCE_MPI_IMPLEMENTED

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Elements travel and combine as their bits: a float is loaded from its
 * word only for the arithmetic, so that no conversion can alter a NaN or a
 * subnormal on the way. */
static float vkar_mpi__float(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint32_t vkar_mpi__bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* shaders/reduce.comp's canonical(): GPUs differ in whether they keep
 * subnormals and which NaN they return, so every operand and partial result
 * is flushed to signed zero or made the one quiet NaN. */
static uint32_t vkar_mpi__canonical(uint32_t u)
{
    if ((u & 0x7f800000u) == 0)
        return u & 0x80000000u;
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return 0x7fc00000u;
    return u;
}

static int vkar_mpi__is_nan(uint32_t u)
{
    return (u & 0x7fffffffu) > 0x7f800000u;
}

/* MIN and MAX order floats by their canonical bits, so -0 is below +0
 * (reduce.comp's float_order): as unsigned integers after this map. */
static uint32_t vkar_mpi__float_order(uint32_t u)
{
    return (u & 0x80000000u) ? ~u : u | 0x80000000u;
}

/* reduce.comp's float_pick: acc kept on a tie; a NaN operand gives NaN. */
static uint32_t vkar_mpi__float_pick(uint32_t acc, uint32_t x, int smaller)
{
    const uint32_t a = vkar_mpi__float_order(acc), b = vkar_mpi__float_order(x);
    if (vkar_mpi__is_nan(acc) || vkar_mpi__is_nan(x))
        return 0x7fc00000u;
    return (smaller ? b < a : b > a) ? x : acc;
}

/* reduce.comp's combine: acc (canonical) with the next node's x, each
 * operation rounded once in single precision. */
static uint32_t vkar_mpi__combine_float(uint32_t acc, uint32_t x, VkarReduceOp op)
{
    x = vkar_mpi__canonical(x);
    switch (op) {
    case VKAR_REDUCE_OP_PROD:
        return vkar_mpi__canonical(vkar_mpi__bits(vkar_mpi__float(acc) * vkar_mpi__float(x)));
    case VKAR_REDUCE_OP_MIN:
        return vkar_mpi__float_pick(acc, x, 1);
    case VKAR_REDUCE_OP_MAX:
        return vkar_mpi__float_pick(acc, x, 0);
    default:
        return vkar_mpi__canonical(vkar_mpi__bits(vkar_mpi__float(acc) + vkar_mpi__float(x)));
    }
}

/* reduce.comp's combine_int. SUM and PROD wrap, done in uint32_t where C
 * defines the wrap; I32 compares signed by flipping the sign bit, which
 * keeps the comparison unsigned and free of implementation-defined casts. */
static uint32_t vkar_mpi__combine_int(uint32_t acc, uint32_t x, VkarDataType type, VkarReduceOp op)
{
    const uint32_t bias = type == VKAR_DATA_TYPE_I32 ? 0x80000000u : 0u;
    switch (op) {
    case VKAR_REDUCE_OP_PROD:
        return acc * x;
    case VKAR_REDUCE_OP_MIN:
        return (x ^ bias) < (acc ^ bias) ? x : acc;
    case VKAR_REDUCE_OP_MAX:
        return (x ^ bias) > (acc ^ bias) ? x : acc;
    default:
        return acc + x;
    }
}

/* The ops and types the transport combines; anything else fails the call
 * on every node (AVG's scaling is the library's). */
static int vkar_mpi__supported(VkarDataType type, VkarReduceOp op)
{
    const int typeOk = type == VKAR_DATA_TYPE_F32 || type == VKAR_DATA_TYPE_I32 || type == VKAR_DATA_TYPE_U32;
    const int opOk = op == VKAR_REDUCE_OP_SUM || op == VKAR_REDUCE_OP_PROD || op == VKAR_REDUCE_OP_MIN ||
                     op == VKAR_REDUCE_OP_MAX;
    return typeOk && opOk;
}

/* Every node's data is valid and every node passed the same count, type
 * and op: the largest of each and of its complement give it back, and no
 * node says its data is meaningless or its op unsupported (that flag is
 * checked for zero, not against this node's own, so that the node that
 * raised it fails too). One collective, so every node decides alike. */
static VkResult vkar_mpi__agree(const VkarMpiTransport* mpi, uint64_t count, VkarDataType type, VkarReduceOp op,
                                VkBool32 valid)
{
    uint64_t mine[7], seen[7];
    int i;
    mine[0] = count;
    mine[1] = (uint64_t)type;
    mine[2] = (uint64_t)op;
    for (i = 0; i < 3; ++i)
        mine[3 + i] = ~mine[i];
    mine[6] = valid && vkar_mpi__supported(type, op) ? 0 : 1;
    memcpy(seen, mine, sizeof seen);
    if (MPI_Allreduce(MPI_IN_PLACE, seen, 7, MPI_UINT64_T, MPI_MAX, mpi->comm) != MPI_SUCCESS)
        return VK_ERROR_DEVICE_LOST;
    return memcmp(seen, mine, 6 * sizeof *seen) == 0 && seen[6] == 0 ? VK_SUCCESS : VK_ERROR_DEVICE_LOST;
}

/* Node m's slice of the gather: count words at scratch + m * count. */
static const uint32_t* vkar_mpi__node_slice(const VkarMpiTransport* mpi, int m, int count)
{
    return mpi->scratch + (size_t)m * (size_t)count;
}

/* out = node 0's slice combined with nodes 1..M-1's, in node order. Node
 * by node, so that each pass reads two arrays straight through. */
static void vkar_mpi__combine_nodes(const VkarMpiTransport* mpi, uint32_t* out, int count, VkarDataType type,
                                    VkarReduceOp op)
{
    const uint32_t* first = vkar_mpi__node_slice(mpi, 0, count);
    int e, m;
    for (e = 0; e < count; ++e)
        out[e] = type == VKAR_DATA_TYPE_F32 ? vkar_mpi__canonical(first[e]) : first[e];
    for (m = 1; m < mpi->nodes; ++m) {
        const uint32_t* x = vkar_mpi__node_slice(mpi, m, count);
        if (type == VKAR_DATA_TYPE_F32)
            for (e = 0; e < count; ++e)
                out[e] = vkar_mpi__combine_float(out[e], x[e], op);
        else
            for (e = 0; e < count; ++e)
                out[e] = vkar_mpi__combine_int(out[e], x[e], type, op);
    }
}

/* data[0..count) on every node, combined in node order into data. The
 * result is built in node 0's slice of the scratch (already gathered, no
 * longer needed) and copied out whole, so data is only ever touched as
 * bytes, whatever type its memory holds. */
static VkResult vkar_mpi__reduce_slice(const VkarMpiTransport* mpi, unsigned char* data, int count, VkarDataType type,
                                       VkarReduceOp op)
{
    if (MPI_Allgather(data, count, MPI_UINT32_T, mpi->scratch, count, MPI_UINT32_T, mpi->comm) != MPI_SUCCESS)
        return VK_ERROR_DEVICE_LOST;
    vkar_mpi__combine_nodes(mpi, mpi->scratch, count, type, op);
    memcpy(data, mpi->scratch, (size_t)count * 4);
    return VK_SUCCESS;
}

static VkResult vkar_mpi__reduce_host(void* pUserData, void* data, uint64_t count, VkarDataType type, VkarReduceOp op,
                                      VkBool32 valid)
{
    const VkarMpiTransport* mpi = (const VkarMpiTransport*)pUserData;
    VkResult res = vkar_mpi__agree(mpi, count, type, op, valid);
    uint64_t first;
    for (first = 0; first < count && res == VK_SUCCESS; first += VKAR_MPI_SLICE) {
        const uint64_t left = count - first;
        const int slice = (int)(left < VKAR_MPI_SLICE ? left : VKAR_MPI_SLICE);
        res = vkar_mpi__reduce_slice(mpi, (unsigned char*)data + first * 4, slice, type, op);
    }
    return res;
}

/* A count no reduction passes to vkar_mpi__agree: an exchange that meets a
 * reduction on another node (one that failed, paying its round with a
 * call of no data) fails on every node. */
#define VKAR_MPI__EXCHANGE_COUNT UINT64_MAX
/* The tag of every message: two nodes' messages to each other then match
 * in the order each posts them (MPI's non-overtaking rule), as
 * VkarTransport::pfnExchangeHost asks. */
#define VKAR_MPI__EXCHANGE_TAG 1

/* Posts message i: a receive or a send of its bytes with the node. */
static int vkar_mpi__post(const VkarMpiTransport* mpi, const VkarHostMessage* m, MPI_Request* request)
{
    if (m->bytes > (uint64_t)INT_MAX || m->node >= (uint32_t)mpi->nodes)
        return MPI_ERR_COUNT;
    if (m->receive)
        return MPI_Irecv(m->data, (int)m->bytes, MPI_BYTE, (int)m->node, VKAR_MPI__EXCHANGE_TAG, mpi->comm, request);
    return MPI_Isend(m->data, (int)m->bytes, MPI_BYTE, (int)m->node, VKAR_MPI__EXCHANGE_TAG, mpi->comm, request);
}

/* Every message posted before any is waited for, so that no two nodes
 * wait for each other's sends. */
static VkResult vkar_mpi__exchange_host(void* pUserData, const VkarHostMessage* pMessages, uint32_t messageCount,
                                        VkBool32 valid)
{
    const VkarMpiTransport* mpi = (const VkarMpiTransport*)pUserData;
    VkResult res = vkar_mpi__agree(mpi, VKAR_MPI__EXCHANGE_COUNT, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, valid);
    MPI_Request* requests;
    uint32_t posted = 0;
    if (res != VK_SUCCESS || messageCount == 0)
        return res;
    requests = (MPI_Request*)malloc(messageCount * sizeof *requests);
    if (!requests)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    while (posted < messageCount && vkar_mpi__post(mpi, &pMessages[posted], &requests[posted]) == MPI_SUCCESS)
        ++posted;
    if (MPI_Waitall((int)posted, requests, MPI_STATUSES_IGNORE) != MPI_SUCCESS || posted < messageCount)
        res = VK_ERROR_DEVICE_LOST;
    free(requests);
    return res;
}

/* The library's F32 sum: the same call, so both functions agree bit for bit. */
static VkResult vkar_mpi__allreduce_host(void* pUserData, float* data, uint64_t count, VkBool32 valid)
{
    return vkar_mpi__reduce_host(pUserData, data, count, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, valid);
}

VKAR_API VkResult vkarMpiTransportInit(VkarMpiTransport* pMpi, MPI_Comm comm, VkarTransport* pTransport)
{
    int provided = 0;
    memset(pMpi, 0, sizeof *pMpi);
    pMpi->comm = MPI_COMM_NULL;
    if (MPI_Query_thread(&provided) != MPI_SUCCESS || provided < MPI_THREAD_MULTIPLE)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (MPI_Comm_dup(comm, &pMpi->comm) != MPI_SUCCESS)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (MPI_Comm_set_errhandler(pMpi->comm, MPI_ERRORS_RETURN) != MPI_SUCCESS ||
        MPI_Comm_size(pMpi->comm, &pMpi->nodes) != MPI_SUCCESS ||
        MPI_Comm_rank(pMpi->comm, &pMpi->node) != MPI_SUCCESS) {
        vkarMpiTransportDestroy(pMpi);
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    pMpi->scratch = (uint32_t*)malloc((size_t)pMpi->nodes * VKAR_MPI_SLICE * sizeof(uint32_t));
    if (!pMpi->scratch) {
        vkarMpiTransportDestroy(pMpi);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    /* Members a later vk_allreduce.h adds stay NULL, as it asks. */
    memset(pTransport, 0, sizeof *pTransport);
    pTransport->pfnAllreduceHost = vkar_mpi__allreduce_host;
    pTransport->pfnReduceHost = vkar_mpi__reduce_host;
    pTransport->pfnExchangeHost = vkar_mpi__exchange_host;
    pTransport->pUserData = pMpi;
    /* ranks numbered across nodes in MPI rank order: every collective crosses nodes */
    pTransport->nodeCount = (uint32_t)pMpi->nodes;
    pTransport->nodeIndex = (uint32_t)pMpi->node;
    return VK_SUCCESS;
}

VKAR_API void vkarMpiTransportDestroy(VkarMpiTransport* pMpi)
{
    if (pMpi->comm != MPI_COMM_NULL)
        MPI_Comm_free(&pMpi->comm);
    free(pMpi->scratch);
    memset(pMpi, 0, sizeof *pMpi);
    pMpi->comm = MPI_COMM_NULL;
}

#endif /* VK_ALLREDUCE_MPI_IMPLEMENTED */
#endif /* VK_ALLREDUCE_MPI_IMPLEMENTATION */
