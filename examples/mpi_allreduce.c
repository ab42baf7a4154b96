/* mpi_allreduce.c - sum a buffer across the Vulkan devices of several
 * processes (nodes), each with its own ranks, through MPI.
 *
 *   mpirun -np NODES mpi_allreduce [--devices N] [--count N]
 *
 * Each process is a node: N ranks (default: one per GPU of the machine, or
 * 2 VkDevices on Mesa's lavapipe without a GPU) in one vk_allreduce
 * communicator whose transport, vk_allreduce_mpi.h, sums across the
 * processes of MPI_COMM_WORLD. Every rank of every node ends with the sum
 * over all ranks of all nodes. Every node must run as many ranks (the
 * inputs and the check number them node * ranks + rank). Build with mpicc
 * (see docs/mpi.md, "Usage").
 */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"
#define VK_ALLREDUCE_MPI_IMPLEMENTATION
#include "vk_allreduce_mpi.h"

#define COMMON_PROGRAM "mpi_allreduce"
#include "common.h" /* the Vulkan setup the examples and the bench share */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANKS 64

typedef struct Rank {
    VkarRankInfo info;
    Buffer buffer; /* host-visible, so the host fills and checks it directly */
    float* data;
    VkSemaphore timeline;
    VkCommandPool pool;
    VkCommandBuffer hostReadBarrier;
} Rank;

/* Small integers: exact in every wire, and so are their sums. */
static float input_value(uint64_t element, uint32_t globalRank)
{
    return (float)((int)((element + 3u * globalRank) % 13u) - 6);
}

static void create_rank(Rank* rank, VkPhysicalDevice physicalDevice, uint64_t count)
{
    memset(rank, 0, sizeof *rank);
    rank->info.physicalDevice = physicalDevice;
    create_rank_device(&rank->info, NULL, 0, NULL);
    create_buffer(&rank->info, &rank->buffer, count * sizeof(float), 1);
    rank->data = (float*)rank->buffer.mapped;
    rank->timeline = create_timeline(rank->info.device);
    rank->pool = create_command_pool(&rank->info);
    rank->hostReadBarrier = record_host_read_barrier(rank->info.device, rank->pool);
}

/* After the all-reduce signalled the timeline to 1: a host-read barrier
 * that signals 2, waited for on the host. */
static void wait_for_sum(const Rank* rank)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
    const uint64_t one = 1, two = 2;
    VkTimelineSemaphoreSubmitInfo values = {.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
                                            .waitSemaphoreValueCount = 1, .pWaitSemaphoreValues = &one,
                                            .signalSemaphoreValueCount = 1, .pSignalSemaphoreValues = &two};
    VkSubmitInfo submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .pNext = &values, .waitSemaphoreCount = 1,
                           .pWaitSemaphores = &rank->timeline, .pWaitDstStageMask = &stage,
                           .commandBufferCount = 1, .pCommandBuffers = &rank->hostReadBarrier,
                           .signalSemaphoreCount = 1, .pSignalSemaphores = &rank->timeline};
    VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                .pSemaphores = &rank->timeline, .pValues = &two};
    check(vkQueueSubmit(rank->info.queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit");
    check(vkWaitSemaphores(rank->info.device, &wait, 60000000000ull), "vkWaitSemaphores");
}

static uint64_t count_wrong(const Rank* ranks, uint32_t rankCount, uint32_t globalRanks, uint64_t count)
{
    uint64_t wrong = 0, e;
    uint32_t r, g;
    for (e = 0; e < count; ++e) {
        float expected = 0.0f;
        for (g = 0; g < globalRanks; ++g)
            expected += input_value(e, g);
        for (r = 0; r < rankCount; ++r)
            wrong += ranks[r].data[e] != expected;
    }
    return wrong;
}

int main(int argc, char** argv)
{
    uint64_t count = 1u << 20, wrong, wrongEverywhere = 0;
    uint32_t devices = 0, rankCount, r;
    int provided = 0, node, nodes, i;
    VkInstance instance;
    VkPhysicalDevice physicalDevices[MAX_RANKS];
    Rank ranks[MAX_RANKS];
    VkarRankInfo rankInfos[MAX_RANKS];
    VkarBufferRange buffers[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarMpiTransport mpi;
    VkarTransport transport;
    VkarComm comm;

    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided) != MPI_SUCCESS ||
        provided < MPI_THREAD_MULTIPLE) {
        fprintf(stderr, "mpi_allreduce: this MPI does not offer MPI_THREAD_MULTIPLE\n");
        return 1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &node);
    MPI_Comm_size(MPI_COMM_WORLD, &nodes);
    for (i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--devices") == 0)
            devices = (uint32_t)strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--count") == 0)
            count = strtoull(argv[i + 1], NULL, 10);
    }
    if (devices > MAX_RANKS || count == 0) {
        fprintf(stderr, "usage: mpirun -np NODES mpi_allreduce [--devices 1..%d] [--count N>0]\n", MAX_RANKS);
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    instance = create_instance("mpi_allreduce");
    rankCount = choose_physical_devices(instance, devices, physicalDevices);
    for (r = 0; r < rankCount; ++r) {
        create_rank(&ranks[r], physicalDevices[r], count);
        rankInfos[r] = ranks[r].info;
        /* this node's ranks are global ranks node * rankCount + r */
        for (uint64_t e = 0; e < count; ++e)
            ranks[r].data[e] = input_value(e, (uint32_t)node * rankCount + r);
        buffers[r].buffer = ranks[r].buffer.buffer;
        buffers[r].offset = 0;
        signals[r].semaphore = ranks[r].timeline;
        signals[r].value = 1;
    }

    check(vkarMpiTransportInit(&mpi, MPI_COMM_WORLD, &transport), "vkarMpiTransportInit");
    {
        VkarCommCreateInfo commInfo = {.rankCount = rankCount, .pRanks = rankInfos, .instance = instance,
                                       .pfnLog = log_to_stderr, .pTransport = &transport};
        VkarAllreduceInfo info = {.count = count, .pBuffers = buffers, .pSignals = signals};
        check(vkarCreateComm(&commInfo, &comm), "vkarCreateComm");
        check(vkarAllreduce(comm, &info), "vkarAllreduce");
    }
    for (r = 0; r < rankCount; ++r)
        wait_for_sum(&ranks[r]);

    wrong = count_wrong(ranks, rankCount, (uint32_t)nodes * rankCount, count);
    printf("node %d of %d: %u ranks, %llu elements, %llu wrong\n", node, nodes, rankCount,
           (unsigned long long)count, (unsigned long long)wrong);
    MPI_Allreduce(&wrong, &wrongEverywhere, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    if (node == 0)
        printf("check: %s (%u ranks on each of %d nodes)\n", wrongEverywhere ? "FAILED" : "OK", rankCount, nodes);

    vkarDestroyComm(comm);
    vkarMpiTransportDestroy(&mpi);
    for (r = 0; r < rankCount; ++r) {
        check(vkDeviceWaitIdle(ranks[r].info.device), "vkDeviceWaitIdle");
        vkDestroyCommandPool(ranks[r].info.device, ranks[r].pool, NULL);
        vkDestroySemaphore(ranks[r].info.device, ranks[r].timeline, NULL);
        destroy_buffer(ranks[r].info.device, &ranks[r].buffer);
        vkDestroyDevice(ranks[r].info.device, NULL);
    }
    vkDestroyInstance(instance, NULL);
    MPI_Finalize();
    return wrongEverywhere != 0;
}
