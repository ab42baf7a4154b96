/* vk_allreduce_mpi.h - v0.4.0 - a VkarTransport over MPI, for vk_allreduce.h
 *
 * OVERVIEW
 *
 *   vk_allreduce.h sums buffers across the Vulkan devices of one process.
 *   With this header, one such communicator per process (a "node": one
 *   machine, or one process of a machine) sums across every process of an
 *   MPI communicator too: each call's node sum lands in one host buffer,
 *   which this transport sums across the processes, and every rank of
 *   every node reads the result. MPI brings its own transports (TCP, shared
 *   memory, InfiniBand) and launchers; nothing here depends on which.
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
 *   the transport gathers every node's buffer (MPI_Allgather, in slices of
 *   VKAR_MPI_SLICE elements) and sums it on every process in node order
 *   0..M-1, with vk_allreduce's rule: F32 additions, subnormal results
 *   flushed to signed zero, NaNs made 0x7fc00000. That moves M times the
 *   buffer into each process, which suits the few nodes of a
 *   tensor-parallel group; each call also checks, with one small
 *   MPI_Allreduce, that every node passed the same count and valid data
 *   (VkarTransport). VKAR_MPI_SLICE must be the same on every node. Build the file
 *   without -ffast-math, on a target whose float additions round to
 *   nearest in single precision (SSE on x86-64, any AArch64).
 *
 * FAILURE
 *
 *   The communicator this transport uses (a duplicate of the one passed)
 *   returns MPI errors instead of aborting. A failed call, differing
 *   counts, or a node whose own communicator failed make the call fail on
 *   every node: each node's vk_allreduce communicator is then lost
 *   (VK_ERROR_DEVICE_LOST), with a log line, and its ranks released.
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
    float* scratch; /* nodes * VKAR_MPI_SLICE */
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

#include <stdlib.h>
#include <string.h>

/* vk_allreduce's addition rule (shaders/reduce.comp's canonical()). */
static float vkar_mpi__canonical(float x)
{
    uint32_t u;
    memcpy(&u, &x, 4);
    if ((u & 0x7f800000u) == 0)
        u &= 0x80000000u;
    else if ((u & 0x7fffffffu) > 0x7f800000u)
        u = 0x7fc00000u;
    memcpy(&x, &u, 4);
    return x;
}

/* Every node's data is valid and every node passed the same count: the
 * largest of count and of its complement give it back, and no node says
 * its data is meaningless. One collective, so every node decides alike. */
static VkResult vkar_mpi__agree(const VkarMpiTransport* mpi, uint64_t count, VkBool32 valid)
{
    uint64_t seen[3];
    seen[0] = count;
    seen[1] = ~count;
    seen[2] = valid ? 0 : 1;
    if (MPI_Allreduce(MPI_IN_PLACE, seen, 3, MPI_UINT64_T, MPI_MAX, mpi->comm) != MPI_SUCCESS)
        return VK_ERROR_DEVICE_LOST;
    return seen[2] == 0 && seen[0] == count && seen[1] == ~count ? VK_SUCCESS : VK_ERROR_DEVICE_LOST;
}

/* data[0..count) on every node, summed in node order into data. */
static VkResult vkar_mpi__sum_slice(const VkarMpiTransport* mpi, float* data, int count)
{
    int e, m;
    if (MPI_Allgather(data, count, MPI_FLOAT, mpi->scratch, count, MPI_FLOAT, mpi->comm) != MPI_SUCCESS)
        return VK_ERROR_DEVICE_LOST;
    for (e = 0; e < count; ++e) {
        float sum = mpi->scratch[e];
        for (m = 1; m < mpi->nodes; ++m)
            sum = vkar_mpi__canonical(sum + mpi->scratch[(size_t)m * (size_t)count + (size_t)e]);
        data[e] = sum;
    }
    return VK_SUCCESS;
}

static VkResult vkar_mpi__allreduce_host(void* pUserData, float* data, uint64_t count, VkBool32 valid)
{
    const VkarMpiTransport* mpi = (const VkarMpiTransport*)pUserData;
    VkResult res = vkar_mpi__agree(mpi, count, valid);
    uint64_t first;
    for (first = 0; first < count && res == VK_SUCCESS; first += VKAR_MPI_SLICE) {
        const uint64_t left = count - first;
        res = vkar_mpi__sum_slice(mpi, data + first, (int)(left < VKAR_MPI_SLICE ? left : VKAR_MPI_SLICE));
    }
    return res;
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
    pMpi->scratch = (float*)malloc((size_t)pMpi->nodes * VKAR_MPI_SLICE * sizeof(float));
    if (!pMpi->scratch) {
        vkarMpiTransportDestroy(pMpi);
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    pTransport->pfnAllreduceHost = vkar_mpi__allreduce_host;
    pTransport->pUserData = pMpi;
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
