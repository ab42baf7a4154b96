/* perf_duplex.c - vkar_perf --duplex (see perf.h). */
#include "perf.h"

/* ---- --duplex: PCIe copy limits -------------------------------------------------
 * What one GPU's link carries between device memory and imported host
 * memory, device to host, host to device, and both at once: the bound on a
 * publish (device to host) and a reduce (host to device) running side by
 * side. Copies, not the library's kernels: the limit of the path itself. */

enum { DUPLEX_D2H = 1, DUPLEX_H2D = 2, DUPLEX_BOTH_ONE_QUEUE = 3, DUPLEX_BOTH_TWO_QUEUES = 4 };
static const char* const duplexNames[] = {"", "device to host", "host to device", "both, one queue",
                                          "both, two queues"};

/* `copies` rounds of the case on one rank's queue(s): device bytes [0, n)
 * go to host bytes [0, n) and host bytes [n, 2n) come to device bytes
 * [n, 2n), so the two directions touch different memory and need no
 * barrier between them; a barrier between rounds. */
static void record_duplex(const Rank* rank, const HostImport* import, int kind, VkDeviceSize bytes,
                          uint32_t copies)
{
    const VkBufferCopy down = {0, 0, bytes}, up = {bytes, bytes, bytes};
    const int d2h = kind != DUPLEX_H2D, h2d = kind != DUPLEX_D2H, split = kind == DUPLEX_BOTH_TWO_QUEUES;
    uint32_t i;
    begin_commands(rank->util);
    if (split)
        begin_commands(rank->secondUtil);
    for (i = 0; i < copies; ++i) {
        cmd_full_barrier(rank->util);
        if (d2h)
            vkCmdCopyBuffer(rank->util, rank->data.buffer, import->buffer, 1, &down);
        if (split)
            cmd_full_barrier(rank->secondUtil);
        if (h2d)
            vkCmdCopyBuffer(split ? rank->secondUtil : rank->util, import->buffer, rank->data.buffer, 1, &up);
    }
    check(vkEndCommandBuffer(rank->util), "vkEndCommandBuffer");
    if (split)
        check(vkEndCommandBuffer(rank->secondUtil), "vkEndCommandBuffer");
}

/* GB/s over ranks [first, end) together, both directions counted. */
static double duplex_bandwidth(const Bench* b, const HostImport* imports, uint32_t first, uint32_t end, int kind,
                               VkDeviceSize bytes, uint32_t copies)
{
    const VkSubmitInfo none = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO};
    double start, seconds;
    uint32_t r;
    for (r = first; r < end; ++r)
        record_duplex(&b->ranks[r], &imports[r], kind, bytes, copies);
    start = now_seconds();
    for (r = first; r < end; ++r) {
        VkSubmitInfo info = none;
        info.commandBufferCount = 1;
        info.pCommandBuffers = &b->ranks[r].util;
        check(vkQueueSubmit(b->ranks[r].info.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        if (kind == DUPLEX_BOTH_TWO_QUEUES) {
            info.pCommandBuffers = &b->ranks[r].secondUtil;
            check(vkQueueSubmit(b->ranks[r].second, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
        }
    }
    for (r = first; r < end; ++r) {
        check(vkQueueWaitIdle(b->ranks[r].info.queue), "vkQueueWaitIdle");
        if (kind == DUPLEX_BOTH_TWO_QUEUES)
            check(vkQueueWaitIdle(b->ranks[r].second), "vkQueueWaitIdle");
    }
    seconds = now_seconds() - start;
    return (double)bytes * copies * (end - first) * (kind >= DUPLEX_BOTH_ONE_QUEUE ? 2 : 1) / seconds * 1e-9;
}

int run_duplex(Bench* b)
{
    const VkDeviceSize bytes = b->opt.maxBytes < 4096 ? 4096 : b->opt.maxBytes;
    HostImport imports[MAX_RANKS];
    uint32_t r, first, kind, withSecond = 1;
    b->instance = create_instance("vkar_perf");
    choose_rank_devices(b);
    setup_ranks(b, 2 * bytes);
    for (r = 0; r < b->rankCount; ++r) {
        create_host_import(&b->ranks[r], &imports[r], 2 * bytes);
        withSecond &= b->ranks[r].second != VK_NULL_HANDLE;
    }
    printf("# vkar_perf --duplex: vkCmdCopyBuffer of %llu bytes between device memory and imported host memory,\n"
           "# %u copies per direction per run after %u untimed; GB/s counts both directions; %u rank(s):",
           (unsigned long long)bytes, b->opt.iters, b->opt.warmup, b->rankCount);
    for (r = 0; r < b->rankCount; ++r)
        printf(" %s", b->ranks[r].name);
    printf("\n#  rank   copies                GB/s\n");
    /* each GPU alone, then all together */
    for (first = 0; first <= b->rankCount; ++first) {
        const uint32_t from = first < b->rankCount ? first : 0, to = first < b->rankCount ? first + 1 : b->rankCount;
        if (first == b->rankCount && b->rankCount == 1)
            break;
        for (kind = DUPLEX_D2H; kind <= DUPLEX_BOTH_TWO_QUEUES; ++kind) {
            if (kind == DUPLEX_BOTH_TWO_QUEUES && !withSecond)
                continue;
            if (b->opt.warmup)
                duplex_bandwidth(b, imports, from, to, (int)kind, bytes, b->opt.warmup);
            char label[16];
            snprintf(label, sizeof label, first < b->rankCount ? "%u" : "all", first);
            printf("  %-6s %-18s %7.2f\n", label, duplexNames[kind],
                   duplex_bandwidth(b, imports, from, to, (int)kind, bytes, b->opt.iters));
        }
    }
    if (!withSecond)
        printf("# both, two queues: not measured (a compute family with one queue)\n");
    for (r = 0; r < b->rankCount; ++r)
        destroy_host_import(&b->ranks[r], &imports[r]);
    destroy_ranks(b);
    vkDestroyInstance(b->instance, NULL);
    return 0;
}
