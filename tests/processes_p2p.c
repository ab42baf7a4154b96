/* Point to point across processes, part of the area "processes"
 * (tests/test_processes.c), whose "bits" scenario runs it in every
 * process: a send/recv group and an all-to-all over every global rank. */
#define _POSIX_C_SOURCE 200809L
#include "processes.h"

#include <string.h>

#ifndef _WIN32 /* ranks in several processes are Linux only (test_processes.c) */

#define P2P_COUNT 700 /* words each rank sends to the next and to itself */
#define P2P_BLOCK 150 /* words of an all-to-all's block */

/* poll_sums (test_processes.c) for receives: until each rank k's `count`
 * words from word `first` of its buffer are expected[k]. */
static void poll_received(const Fixture* f, uint32_t (*expected)[2 * P2P_COUNT], uint64_t first, uint64_t count)
{
    const double end = now_seconds() + 30.0;
    uint32_t k = 0;
    while (k < f->ranks && now_seconds() < end)
        if (memcmp((const void*)(f->buf[k].words + first), expected[k], count * 4) == 0)
            ++k;
        else
            sleep_ms(1);
    sleep_ms(10);
}

/* A send/recv group and an all-to-all across the processes, each process
 * passing the whole group (other processes' ranks' ranges VK_NULL_HANDLE):
 * every global rank sends 700 words to the next rank and to itself (two
 * rounds of 4 KiB per sender) and receives the previous rank's and its
 * own; then an all-to-all of 150 words per block. Every received word is
 * its sender's, bit for bit. */
int process_p2p(Fixture* f, const Layout* l, uint32_t index)
{
    const uint32_t n = l->globalRankCount;
    VkarBufferRange inputs[MAX_RANKS], outputs[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarPeerOp ops[4 * 4];
    VkarSendRecvInfo info;
    static uint32_t expected[3][2 * P2P_COUNT];
    VkarAllreduceInfo all;
    uint32_t k, g, e, p;
    CHECK(n <= 4 && f->ranks <= 3 && n * P2P_BLOCK <= 2 * P2P_COUNT && 2 * n * P2P_BLOCK <= 3000);
    memset(ops, 0, sizeof ops);
    for (g = 0; g < n; ++g) {
        VkarPeerOp* op = &ops[4 * g];
        uint32_t j;
        for (j = 0; j < 4; ++j) {
            op[j].type = j < 2 ? VKAR_PEER_OP_SEND : VKAR_PEER_OP_RECV;
            op[j].rank = g;
            op[j].count = P2P_COUNT;
            op[j].dataType = VKAR_DATA_TYPE_U32;
        }
        op[0].peer = (g + 1) % n;
        op[1].peer = g;
        op[2].peer = (g + n - 1) % n;
        op[3].peer = g;
        op[2].buffer.offset = 4 * P2P_COUNT;
        op[3].buffer.offset = 8 * P2P_COUNT;
        for (k = 0; k < l->rankCounts[index]; ++k)
            if (l->globalRanks[index][k] == g)
                for (j = 0; j < 4; ++j)
                    op[j].buffer.buffer = f->buf[k].buffer;
    }
    for (k = 0; k < f->ranks; ++k) {
        g = l->globalRanks[index][k];
        memset(f->buf[k].words, 0, 3000 * 4);
        for (e = 0; e < P2P_COUNT; ++e)
            f->buf[k].words[e] = process_input(95, g, e);
        signals[k].semaphore = f->sem[k];
        signals[k].value = f->value + 1;
    }
    memset(&info, 0, sizeof info);
    info.opCount = 4 * n;
    info.pOps = ops;
    info.pSignals = signals;
    CHECK_VK(vkarSendRecv(f->comm, &info));
    ++f->value;
    for (k = 0; k < f->ranks; ++k) { /* what each rank receives, behind its own bytes */
        g = l->globalRanks[index][k];
        for (e = 0; e < P2P_COUNT; ++e) {
            expected[k][e] = process_input(95, (g + n - 1) % n, e);
            expected[k][P2P_COUNT + e] = process_input(95, g, e);
        }
    }
    poll_received(f, expected, P2P_COUNT, 2 * P2P_COUNT);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words + P2P_COUNT, expected[k], 2 * P2P_COUNT * 4) == 0);

    memset(&all, 0, sizeof all);
    for (k = 0; k < f->ranks; ++k) {
        g = l->globalRanks[index][k];
        for (e = 0; e < n * P2P_BLOCK; ++e)
            f->buf[k].words[e] = process_input(96, g, e);
        inputs[k].buffer = outputs[k].buffer = f->buf[k].buffer;
        inputs[k].offset = 0;
        outputs[k].offset = 4 * n * P2P_BLOCK;
    }
    all.count = P2P_BLOCK;
    all.dataType = VKAR_DATA_TYPE_U32;
    all.pBuffers = inputs;
    all.pOutputs = outputs;
    CHECK_VK(fixture_submit_info(f, all, vkarAllToAll));
    for (k = 0; k < f->ranks; ++k) { /* block p: rank p's block g */
        g = l->globalRanks[index][k];
        for (p = 0; p < n; ++p)
            for (e = 0; e < P2P_BLOCK; ++e)
                expected[k][p * P2P_BLOCK + e] = process_input(96, p, g * P2P_BLOCK + e);
    }
    poll_received(f, expected, n * P2P_BLOCK, n * P2P_BLOCK);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words + n * P2P_BLOCK, expected[k], n * P2P_BLOCK * 4) == 0);
    return 0;
}

#endif /* _WIN32 */
