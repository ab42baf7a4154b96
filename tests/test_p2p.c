/* The area "p2p": vkarSendRecv, vkarAllToAll and their recorded forms.
 * Every byte a receive writes is checked against the bytes its send read,
 * the bytes around every receive range against what was there before, and
 * every refusal against its log line, with nothing submitted. */
#include "fixture.h"
#include "suite.h"

#include <string.h>

#define GUARD_BYTE 0xa5

/* A communicator of `ranks` whose rounds carry `slotBytes` per rank, so
 * that groups of a few KiB take several rounds; buffers of `bytes`, filled
 * with GUARD_BYTE. */
static int open_p2p(Fixture* f, uint32_t ranks, VkDeviceSize slotBytes, VkDeviceSize bytes)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    uint32_t r;
    CHECK(fixture_open(f, ranks, bytes) == 0);
    vkarDestroyComm(f->comm);
    info.maxSlotBytes = slotBytes;
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    for (r = 0; r < ranks; ++r)
        memset(f->buf[r].words, GUARD_BYTE, (size_t)bytes);
    return 0;
}

static uint8_t* bytes_of(Fixture* f, uint32_t r)
{
    return (uint8_t*)f->buf[r].words;
}

/* The bytes rank `from` sends in message `message`, as a hash of the three:
 * any byte in the wrong place shows. */
static uint8_t sent_byte(uint32_t from, uint32_t message, uint64_t i)
{
    uint64_t x = (i + 1) * 0x9e3779b97f4a7c15ull ^ ((uint64_t)from << 40) ^ ((uint64_t)message << 20);
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    return (uint8_t)(x >> 32);
}

static void fill_sent(Fixture* f, uint32_t from, uint32_t message, VkDeviceSize offset, VkDeviceSize bytes)
{
    VkDeviceSize i;
    for (i = 0; i < bytes; ++i)
        bytes_of(f, from)[offset + i] = sent_byte(from, message, i);
}

/* Rank `to` holds message `message` of rank `from` at `offset`. */
static int holds_sent(Fixture* f, uint32_t to, VkDeviceSize offset, uint32_t from, uint32_t message, VkDeviceSize bytes)
{
    VkDeviceSize i;
    for (i = 0; i < bytes; ++i)
        if (bytes_of(f, to)[offset + i] != sent_byte(from, message, i)) {
            printf("    rank %u, byte %llu of the message %u from rank %u: 0x%02x, expected 0x%02x\n", to,
                   (unsigned long long)i, message, from, bytes_of(f, to)[offset + i], sent_byte(from, message, i));
            return 1;
        }
    return 0;
}

/* Rank r's bytes [from, end) are still GUARD_BYTE. */
static int guarded(Fixture* f, uint32_t r, VkDeviceSize from, VkDeviceSize end)
{
    VkDeviceSize i;
    for (i = from; i < end; ++i)
        if (bytes_of(f, r)[i] != GUARD_BYTE) {
            printf("    rank %u, byte %llu outside every receive: 0x%02x\n", r, (unsigned long long)i,
                   bytes_of(f, r)[i]);
            return 1;
        }
    return 0;
}

/* vkarSendRecv of the group, signalling every rank's timeline; on success
 * its receives are visible to the host once this returns 0. */
static int run_group(Fixture* f, const VkarPeerOp* ops, uint32_t opCount)
{
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarSendRecvInfo info;
    uint32_t r;
    memset(&info, 0, sizeof info);
    info.opCount = opCount;
    info.pOps = ops;
    info.pSignals = signals;
    for (r = 0; r < f->ranks; ++r) {
        signals[r].semaphore = f->sem[r];
        signals[r].value = f->value + 1;
    }
    if (vkarSendRecv(f->comm, &info) != VK_SUCCESS) {
        printf("    vkarSendRecv: %s\n", vkarGetLastError());
        return 1;
    }
    ++f->value;
    return fixture_finish(f);
}

static uint64_t submitted_round(Fixture* f)
{
    VkarCommStatus status;
    return vkarGetCommStatus(f->comm, &status) == VK_SUCCESS ? status.submittedRound : ~0ull;
}

static const VkarDataType k_types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_F16, VKAR_DATA_TYPE_BF16,
                                        VKAR_DATA_TYPE_I32, VKAR_DATA_TYPE_U32 };
#define TYPE_COUNT (sizeof k_types / sizeof k_types[0])

static uint32_t element_bytes(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

/* Each rank sends one range to the next rank and the same range to the
 * previous one, and receives both neighbours' (nccl-tests' sendrecv and its
 * reverse, in one group): every type, counts 0, 1, odd and across several
 * rounds (1 KiB of slot per rank and round), receive ranges at offsets of
 * one element past a word for 16-bit types. */
static int test_ring(void)
{
    static const uint64_t counts[] = { 0, 1, 3, 257, 1000 };
    const uint32_t n = 3;
    const VkDeviceSize size = 16384;
    uint32_t t, c, r, rounds = 0;
    Fixture f;
    CHECK(open_p2p(&f, n, 1024, size) == 0);
    for (t = 0; t < TYPE_COUNT; ++t)
        for (c = 0; c < sizeof counts / sizeof counts[0]; ++c) {
            const uint32_t e = element_bytes(k_types[t]);
            const VkDeviceSize bytes = counts[c] * e;
            /* the send at 0; the receives from the previous and the next rank after it, an element past a word
             * apart, with guard bytes between */
            const VkDeviceSize fromPrev = bytes + 4 + e, fromNext = fromPrev + bytes + 4 + e;
            VkarPeerOp ops[4 * MAX_RANKS];
            uint64_t before = submitted_round(&f);
            for (r = 0; r < n; ++r) {
                memset(bytes_of(&f, r), GUARD_BYTE, (size_t)size);
                fill_sent(&f, r, c, 0, bytes);
                ops[4 * r + 0] = peer_op(&f, VKAR_PEER_OP_SEND, r, (r + 1) % n, counts[c], k_types[t], 0);
                ops[4 * r + 1] = peer_op(&f, VKAR_PEER_OP_SEND, r, (r + n - 1) % n, counts[c], k_types[t], 0);
                ops[4 * r + 2] = peer_op(&f, VKAR_PEER_OP_RECV, r, (r + n - 1) % n, counts[c], k_types[t], fromPrev);
                ops[4 * r + 3] = peer_op(&f, VKAR_PEER_OP_RECV, r, (r + 1) % n, counts[c], k_types[t], fromNext);
            }
            CHECK(run_group(&f, ops, 4 * n) == 0);
            rounds += (uint32_t)(submitted_round(&f) - before);
            for (r = 0; r < n; ++r) {
                CHECK(holds_sent(&f, r, 0, r, c, bytes) == 0); /* the sends are only read */
                CHECK(holds_sent(&f, r, fromPrev, (r + n - 1) % n, c, bytes) == 0);
                CHECK(holds_sent(&f, r, fromNext, (r + 1) % n, c, bytes) == 0);
                CHECK(guarded(&f, r, bytes, fromPrev) == 0);
                CHECK(guarded(&f, r, fromPrev + bytes, fromNext) == 0);
                CHECK(guarded(&f, r, fromNext + bytes, size) == 0);
            }
        }
    /* 1000 F32 elements twice: 8000 bytes per rank, 8 rounds of 1 KiB */
    printf("        %u rounds for %u groups\n", rounds, (unsigned)(TYPE_COUNT * (sizeof counts / sizeof counts[0])));
    CHECK(rounds > TYPE_COUNT * (sizeof counts / sizeof counts[0]));
    fixture_close(&f);
    return 0;
}

static int same_queue(const VkarPeerOp* a, const VkarPeerOp* b)
{
    return a->type == b->type && a->rank == b->rank && a->peer == b->peer;
}

/* Shuffles the ops, then puts the ops of each (type, rank, peer) back in
 * their first order, which is all that matching reads. */
static void shuffle_keeping_pairs(VkarPeerOp* ops, uint32_t opCount, uint64_t seed)
{
    uint32_t order[2 * MAX_RANKS * MAX_RANKS + 4], i, j, t;
    VkarPeerOp o;
    int moved = 1;
    for (i = 0; i < opCount; ++i)
        order[i] = i;
    for (i = opCount - 1; i > 0; --i) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        j = (uint32_t)(seed >> 33) % (i + 1);
        o = ops[i], ops[i] = ops[j], ops[j] = o;
        t = order[i], order[i] = order[j], order[j] = t;
    }
    while (moved)
        for (moved = 0, i = 0; i < opCount; ++i)
            for (j = i + 1; j < opCount; ++j)
                if (same_queue(&ops[i], &ops[j]) && order[i] > order[j]) {
                    o = ops[i], ops[i] = ops[j], ops[j] = o;
                    t = order[i], order[i] = order[j], order[j] = t;
                    moved = 1;
                }
}

/* 4 ranks, every rank sending a message of its own to every rank, itself
 * included, and rank 0 a second and a third to rank 1 (landing in their
 * order), the group's ops shuffled: the order between different pairs does
 * not matter. A rank with nothing in a group keeps its bytes. */
static int test_fan(void)
{
    const uint32_t n = 4, count = 301; /* U32: 1204 bytes, several rounds of 1 KiB */
    const VkDeviceSize message = count * 4 + 12, extra = 8 * message + 16, size = extra + 2 * 40 + 64;
    VkarPeerOp ops[2 * MAX_RANKS * MAX_RANKS + 4];
    uint32_t opCount = 0, r, p, i;
    Fixture f;
    CHECK(open_p2p(&f, n, 1024, size) == 0);
    /* rank r's send to p at p * message, its receive from p at (4 + p) * message; the extra messages after */
    for (r = 0; r < n; ++r)
        for (p = 0; p < n; ++p) {
            fill_sent(&f, r, p, p * message, count * 4);
            ops[opCount++] = peer_op(&f, VKAR_PEER_OP_SEND, r, p, count, VKAR_DATA_TYPE_U32, p * message);
            ops[opCount++] = peer_op(&f, VKAR_PEER_OP_RECV, p, r, count, VKAR_DATA_TYPE_U32, (4 + r) * message);
        }
    for (i = 0; i < 2; ++i) { /* messages 10 and 11 of rank 0, from and into the bytes after the others */
        fill_sent(&f, 0, 10 + i, extra + i * 40, 40);
        ops[opCount++] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 1, 10, VKAR_DATA_TYPE_U32, extra + i * 40);
    }
    for (i = 0; i < 2; ++i)
        ops[opCount++] = peer_op(&f, VKAR_PEER_OP_RECV, 1, 0, 10, VKAR_DATA_TYPE_U32, extra + i * 40);
    shuffle_keeping_pairs(ops, opCount, 12345);
    CHECK(run_group(&f, ops, opCount) == 0);
    for (r = 0; r < n; ++r)
        for (p = 0; p < n; ++p)
            CHECK(holds_sent(&f, r, (4 + p) * message, p, r, count * 4) == 0);
    CHECK(holds_sent(&f, 1, extra, 0, 10, 40) == 0);
    CHECK(holds_sent(&f, 1, extra + 40, 0, 11, 40) == 0);
    /* a group of ranks 0 and 1 alone: ranks 2 and 3 take part in its round with nothing to copy */
    memset(bytes_of(&f, 2), GUARD_BYTE, (size_t)size);
    fill_sent(&f, 0, 20, 0, 64);
    ops[0] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 1, 16, VKAR_DATA_TYPE_F32, 0);
    ops[1] = peer_op(&f, VKAR_PEER_OP_RECV, 1, 0, 16, VKAR_DATA_TYPE_F32, 0);
    CHECK(run_group(&f, ops, 2) == 0);
    CHECK(holds_sent(&f, 1, 0, 0, 20, 64) == 0);
    CHECK(guarded(&f, 2, 0, size) == 0);
    /* and a group of nothing still runs its round */
    p = (uint32_t)submitted_round(&f);
    CHECK(run_group(&f, NULL, 0) == 0);
    CHECK(submitted_round(&f) == p + 1);
    fixture_close(&f);
    return 0;
}

/* vkarAllToAll: block p of rank r in block r of rank p's output, every
 * rank's own block too; F32 and F16 (at an odd element offset), counts 0,
 * 1, 5 and 300 (several rounds); pZero on rank 1 sends zeros; the recorded
 * form in one round. */
static int test_all_to_all(void)
{
    static const uint64_t counts[] = { 0, 1, 5, 300 };
    const uint32_t n = 3;
    const VkDeviceSize size = 8192, outputAt = 4096;
    VkarBufferRange inputs[MAX_RANKS], outputs[MAX_RANKS];
    VkBool32 zero[MAX_RANKS] = { VK_FALSE, VK_TRUE, VK_FALSE };
    uint32_t t, c, r, p, api;
    Fixture f;
    CHECK(open_p2p(&f, n, 1024, size) == 0);
    for (api = 0; api < 2; ++api)
        for (t = 0; t < 2; ++t)
            for (c = 0; c < sizeof counts / sizeof counts[0]; ++c) {
                const VkarDataType type = t ? VKAR_DATA_TYPE_F16 : VKAR_DATA_TYPE_F32;
                const VkDeviceSize block = counts[c] * element_bytes(type), skew = t ? 2 : 0;
                VkarCollectiveInfo info;
                if (api == 1 && counts[c] > 5)
                    continue; /* a recorded call is one round */
                memset(&info, 0, sizeof info);
                for (r = 0; r < n; ++r) {
                    memset(bytes_of(&f, r), GUARD_BYTE, (size_t)size);
                    for (p = 0; p < n; ++p)
                        fill_sent(&f, r, 100 * c + p, skew + p * block, block);
                    inputs[r].buffer = outputs[r].buffer = f.buf[r].buffer;
                    inputs[r].offset = skew;
                    outputs[r].offset = outputAt + skew;
                }
                info.count = counts[c];
                info.dataType = type;
                info.pBuffers = inputs;
                info.pOutputs = outputs;
                info.pZero = c == 2 ? zero : NULL;
                if (api == 0) {
                    CHECK_VK(fixture_submit_info(&f, info, vkarAllToAll));
                } else {
                    Recorded rec;
                    VkarCmdCollectiveInfo cmd;
                    memset(&cmd, 0, sizeof cmd);
                    begin_pair(&f, &rec);
                    cmd.collective = info;
                    cmd.pPublishCommandBuffers = rec.publish;
                    cmd.pReduceCommandBuffers = rec.reduce;
                    CHECK_VK(vkarCmdAllToAll(f.comm, &cmd, rec.submits, &rec.round));
                    CHECK(submit_pair(&f, &rec) == 0);
                    free_pair(&f, &rec);
                }
                CHECK(fixture_finish(&f) == 0);
                for (r = 0; r < n; ++r) {
                    for (p = 0; p < n; ++p) {
                        const VkDeviceSize at = outputAt + skew + p * block;
                        if (c == 2 && p == 1) {
                            VkDeviceSize i;
                            for (i = 0; i < block; ++i)
                                CHECK(bytes_of(&f, r)[at + i] == 0);
                        } else {
                            CHECK(holds_sent(&f, r, at, p, 100 * c + r, block) == 0);
                        }
                    }
                    CHECK(guarded(&f, r, outputAt, outputAt + skew) == 0);
                    CHECK(guarded(&f, r, outputAt + skew + n * block, size) == 0);
                }
            }
    fixture_close(&f);
    return 0;
}

/* vkarCmdSendRecv: a ring recorded into the caller's command buffers,
 * every rank's publish submitted, the round released, the receives
 * submitted. */
static int test_recorded(void)
{
    const uint32_t n = 3, count = 50;
    VkarPeerOp ops[2 * MAX_RANKS];
    VkarCmdSendRecvInfo info;
    Recorded rec;
    uint32_t r;
    Fixture f;
    CHECK(open_p2p(&f, n, 1024, 4096) == 0);
    for (r = 0; r < n; ++r) {
        fill_sent(&f, r, 7, 0, count * 4);
        ops[2 * r] = peer_op(&f, VKAR_PEER_OP_SEND, r, (r + 1) % n, count, VKAR_DATA_TYPE_I32, 0);
        ops[2 * r + 1] = peer_op(&f, VKAR_PEER_OP_RECV, r, (r + n - 1) % n, count, VKAR_DATA_TYPE_I32, 1024);
    }
    memset(&info, 0, sizeof info);
    info.sendRecv.opCount = 2 * n;
    info.sendRecv.pOps = ops;
    begin_pair(&f, &rec);
    info.pPublishCommandBuffers = rec.publish;
    info.pReduceCommandBuffers = rec.reduce;
    CHECK_VK(vkarCmdSendRecv(f.comm, &info, rec.submits, &rec.round));
    CHECK(rec.round == submitted_round(&f));
    CHECK(submit_pair(&f, &rec) == 0);
    free_pair(&f, &rec);
    CHECK(fixture_finish(&f) == 0);
    for (r = 0; r < n; ++r) {
        CHECK(holds_sent(&f, r, 1024, (r + n - 1) % n, 7, count * 4) == 0);
        CHECK(guarded(&f, r, count * 4, 1024) == 0);
        CHECK(guarded(&f, r, 1024 + count * 4, 4096) == 0);
    }
    fixture_close(&f);
    return 0;
}

/* One refused group: `res` expected, a log line with `logged`, no round
 * submitted. */
static int refused(Fixture* f, const VkarPeerOp* ops, uint32_t opCount, VkResult expected, const char* logged)
{
    const uint64_t before = submitted_round(f);
    VkarSendRecvInfo info;
    VkResult res;
    memset(&info, 0, sizeof info);
    info.opCount = opCount;
    info.pOps = ops;
    recent_log_clear();
    res = vkarSendRecv(f->comm, &info);
    if (res != expected || !recent_log_contains(logged)) {
        printf("    got %d (expected %d), log: %s\n    expected: %s\n", (int)res, (int)expected, g_last_log, logged);
        return 1;
    }
    CHECK(submitted_round(f) == before);
    return last_error_is_last_log();
}

/* Every refusal of a group: VK_ERROR_VALIDATION_FAILED_EXT, its log line,
 * nothing submitted, and the communicator usable after. */
static int test_refused(void)
{
    VkarPeerOp ops[4];
    VkarCollectiveInfo info;
    VkarBufferRange ranges[2];
    const VkDeviceSize size = 66 * 1024 + 64; /* room for more than 64 rounds of 1 KiB */
    Fixture f;
    CHECK(open_p2p(&f, 2, 1024, size) == 0);
    ops[0] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 1, 10, VKAR_DATA_TYPE_F32, 0);
    ops[1] = peer_op(&f, VKAR_PEER_OP_RECV, 1, 0, 10, VKAR_DATA_TYPE_F32, 0);
    CHECK(refused(&f, ops, 1, VK_ERROR_VALIDATION_FAILED_EXT, "the send pOps[0] of rank 0 to rank 1 has no receive") ==
          0);
    CHECK(refused(&f, ops + 1, 1, VK_ERROR_VALIDATION_FAILED_EXT, "the receive pOps[0] of rank 1 from rank 0 has no "
                  "send") == 0);
    ops[1].count = 11;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "and the receive pOps[1] it matches (11 of dataType 0) "
                  "differ") == 0);
    ops[1].count = 10;
    ops[1].dataType = VKAR_DATA_TYPE_U32;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "differ") == 0);
    ops[1].dataType = VKAR_DATA_TYPE_F32;
    ops[1].type = (VkarPeerOpType)2;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "pOps[1] (rank 1, peer 0): unknown type") == 0);
    ops[1].type = VKAR_PEER_OP_RECV;
    ops[1].peer = 2;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "rank and peer must be below the rank count") == 0);
    ops[1].peer = 0;
    ops[1].dataType = (VkarDataType)9;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "unknown dataType") == 0);
    ops[1].dataType = VKAR_DATA_TYPE_F32;
    ops[1].buffer.offset = 2;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "the offset must be a multiple of 4") == 0);
    ops[1].buffer.offset = size - 36;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "and the range within the buffer") == 0);
    ops[1].buffer.offset = 0;
    ops[1].buffer.buffer = VK_NULL_HANDLE;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "buffer is VK_NULL_HANDLE") == 0);
    ops[1].buffer.buffer = f.buf[1].buffer;
    /* rank 1 receives over its own send */
    ops[2] = peer_op(&f, VKAR_PEER_OP_SEND, 1, 0, 4, VKAR_DATA_TYPE_F32, 36);
    ops[3] = peer_op(&f, VKAR_PEER_OP_RECV, 0, 1, 4, VKAR_DATA_TYPE_F32, 100);
    CHECK(refused(&f, ops, 4, VK_ERROR_VALIDATION_FAILED_EXT, "rank 1: the receive pOps[1] overlaps pOps[2]") == 0);
    ops[2].buffer.offset = 40;
    /* 65 rounds of 1 KiB */
    ops[0].count = ops[1].count = 65 * 256;
    CHECK(refused(&f, ops, 2, VK_ERROR_VALIDATION_FAILED_EXT, "the group takes 65 rounds of 1024 bytes") == 0);
    ops[0].count = ops[1].count = 10;
    CHECK(refused(&f, NULL, 2, VK_ERROR_VALIDATION_FAILED_EXT, "pInfo->pOps is NULL") == 0);
    /* all-to-all: in place, and without outputs */
    memset(&info, 0, sizeof info);
    ranges[0].buffer = f.buf[0].buffer;
    ranges[1].buffer = f.buf[1].buffer;
    ranges[0].offset = ranges[1].offset = 0;
    info.count = 10;
    info.pBuffers = ranges;
    recent_log_clear();
    CHECK(vkarAllToAll(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(recent_log_contains("pOutputs is NULL (an all-to-all is not in place)"));
    info.pOutputs = ranges;
    recent_log_clear();
    CHECK(vkarAllToAll(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(recent_log_contains("rank 0: the output at offset 0 overlaps the input at offset 0"));
    info.wire = VKAR_WIRE_F16;
    recent_log_clear();
    CHECK(vkarAllToAll(f.comm, &info) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(recent_log_contains("an all-to-all moves the bits as they are"));
    CHECK(submitted_round(&f) == 0);
    /* still usable */
    fill_sent(&f, 0, 1, 0, 40);
    fill_sent(&f, 1, 2, 40, 16);
    CHECK(run_group(&f, ops, 4) == 0);
    CHECK(holds_sent(&f, 1, 0, 0, 1, 40) == 0);
    CHECK(holds_sent(&f, 0, 100, 1, 2, 16) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- A receiver that never gets to its part ------------------------------ */

/* Rank 0 sends to rank 1, which has begun the round (its ready event reads
 * as set, as on a GPU hung in it) and never publishes: after the timeout
 * the bridge logs the rank and round and releases ranks 0 and 2, and the
 * status and every later call report VK_ERROR_DEVICE_LOST, as for a
 * collective. Once rank 1's gate opens, everything drains. */
static int test_stuck_receiver(void)
{
    VkarSemaphoreValue waits[MAX_RANKS], signals[MAX_RANKS];
    VkarSendRecvInfo info;
    VkarCommStatus status;
    VkarPeerOp ops[2];
    Gates gates;
    Fixture f;
    uint32_t r;
    CHECK(fixture_open_with(&f, 3, SHORT_TIMEOUT_NS, k_hanging) == 0);
    gates_open(&gates, 3);
    memset(waits, 0, sizeof waits);
    waits[1] = gates.waits[1];
    ++f.value;
    for (r = 0; r < 3; ++r) {
        signals[r].semaphore = f.sem[r];
        signals[r].value = f.value;
    }
    ops[0] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 1, 10, VKAR_DATA_TYPE_F32, 0);
    ops[1] = peer_op(&f, VKAR_PEER_OP_RECV, 1, 0, 10, VKAR_DATA_TYPE_F32, 64);
    memset(&info, 0, sizeof info);
    info.opCount = 2;
    info.pOps = ops;
    info.pWaits = waits;
    info.pSignals = signals;
    __atomic_store_n(&g_hung_device, H.devices[1].device, __ATOMIC_RELEASE);
    CHECK_VK(vkarSendRecv(f.comm, &info));
    sleep_ms(800);
    __atomic_store_n(&g_hung_device, VK_NULL_HANDLE, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("rank 1") && recent_log_contains("round 1 not published within 300 ms"));
    CHECK_VK(timeline_wait(0, f.sem[0], f.value, 10 * SECOND));
    CHECK_VK(timeline_wait(2, f.sem[2], f.value, 10 * SECOND));
    CHECK(timeline_value(1, f.sem[1]) < f.value); /* rank 1 still waits on its gate */
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 1 && status.failedRank == 1 && status.submittedRound == 1);
    info.pWaits = info.pSignals = NULL;
    CHECK(vkarSendRecv(f.comm, &info) == VK_ERROR_DEVICE_LOST);
    CHECK(recent_log_contains("was lost at round 1"));
    timeline_signal(1, gates.sem[1], 1);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_p2p[] = {
    { "send/recv: a ring and its reverse in one group, every type, counts 0 to several rounds, exact bytes",
      test_ring, 0 },
    { "send/recv: every rank to every rank and itself, two messages in order, ops shuffled, idle ranks untouched",
      test_fan, 0 },
    { "all-to-all: blocks transposed, pZero, F32 and F16 at odd offsets, several rounds, both APIs", test_all_to_all,
      0 },
    { "send/recv recorded: vkarCmdSendRecv into the caller's command buffers", test_recorded, 0 },
    { "send/recv: unmatched, mismatched, out of range, overlapping and too large groups refused, nothing submitted",
      test_refused, 0 },
    { "send/recv: a receiver stuck in its round: the bridge gives up after the timeout, the status and calls report it",
      test_stuck_receiver, 0 },
    { NULL, NULL, 0 },
};
