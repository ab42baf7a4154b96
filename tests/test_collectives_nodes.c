/* Area "collectives_nodes": the reduction ops, the collectives and 16-bit
 * buffers across nodes, through a transport whose other nodes are faked,
 * each against a host reference, bit for bit; and their refusals. The host
 * references and the 16-bit cases are test_collectives.c's
 * (tests/collectives.h). */
#define _POSIX_C_SOURCE 200809L
#include "collectives.h"
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Across nodes ----------------------------------------------------------
 * A transport's pfnReduceHost, faked: `others` more nodes of `ranks` ranks
 * each, this node at nodeIndex among them (with nodeCount set: `numbered`)
 * or first. What another node contributes to element e of a call depends
 * on the call in progress (collective, root, count), set before it. */

typedef struct OpNodes {
    uint32_t others, ranks, localRanks, nodeIndex;
    int numbered;
    uint64_t seed;
    int calls;
    RefCollective collective;
    uint32_t root;
    uint64_t count, callElements, first; /* first: the next transport call's first element of the call */
} OpNodes;

static uint32_t node_first_rank(const OpNodes* n, uint32_t m)
{
    return m <= n->nodeIndex ? m * n->ranks : n->nodeIndex * n->ranks + n->localRanks + (m - n->nodeIndex - 1) * n->ranks;
}

/* Node m's contribution to element e of the call: the combination over its
 * ranks (a value of its own) for a reduction; for a broadcast the root's
 * element where m holds the root, else zero; for an all-gather its ranks'
 * blocks, zero elsewhere. */
static uint32_t other_node_value(const OpNodes* n, uint32_t m, uint64_t e, VkarDataType type)
{
    const uint32_t first = node_first_rank(n, m);
    uint64_t state = n->seed + 7919u * m + 104729u * e;
    if (n->collective == REF_BROADCAST)
        return n->root >= first && n->root < first + n->ranks ? op_input(&state, type) : 0;
    if (n->collective == REF_ALL_GATHER)
        return e / n->count >= first && e / n->count < first + n->ranks ? op_input(&state, type) : 0;
    return op_input(&state, type);
}

/* Element e over every node in node order, this node's being `own`. */
static uint32_t nodes_combine(const OpNodes* n, uint32_t own, uint64_t e, VkarDataType type, VkarReduceOp op)
{
    uint32_t acc = 0, m;
    for (m = 0; m <= n->others; ++m) {
        const uint32_t x = m == n->nodeIndex ? own : other_node_value(n, m, e, type);
        acc = m > 0 ? ref_combine(acc, ref_operand(x, type, VKAR_WIRE_F32), type, op) : ref_operand(x, type, VKAR_WIRE_F32);
    }
    return acc;
}

/* Creation's two calls count the ranks of every node, then agree on the
 * smallest node's slot (the fake nodes' slots are larger than this one's);
 * the rest combine in node order, as the library's kernels do. */
static VkResult fake_nodes_reduce(void* user, void* data, uint64_t count, VkarDataType type, VkarReduceOp op,
                                  VkBool32 valid)
{
    OpNodes* n = (OpNodes*)user;
    uint32_t* words = (uint32_t*)data;
    uint64_t e;
    uint32_t m;
    if (!valid || op == VKAR_REDUCE_OP_AVG)
        return VK_ERROR_DEVICE_LOST;
    switch (__atomic_fetch_add(&n->calls, 1, __ATOMIC_ACQ_REL)) {
    case 0:
        for (m = 0; m <= n->others && n->numbered; ++m)
            words[m] += m == n->nodeIndex ? 0 : n->ranks;
        if (!n->numbered)
            words[0] += n->others * n->ranks;
        return count == (n->numbered ? n->others + 1u : 1u) && type == VKAR_DATA_TYPE_U32 &&
                       op == VKAR_REDUCE_OP_SUM
                   ? VK_SUCCESS
                   : VK_ERROR_DEVICE_LOST;
    case 1:
        return count == 1 && type == VKAR_DATA_TYPE_U32 && op == VKAR_REDUCE_OP_MIN ? VK_SUCCESS
                                                                                     : VK_ERROR_DEVICE_LOST;
    default:
        break;
    }
    for (e = 0; e < count; ++e)
        words[e] = nodes_combine(n, words[e], n->first + e, type, op);
    n->first = n->first + count == n->callElements ? 0 : n->first + count;
    return VK_SUCCESS;
}

static VkResult fake_nodes_sum_f32(void* user, float* data, uint64_t count, VkBool32 valid)
{
    return fake_nodes_reduce(user, data, count, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, valid);
}

uint32_t nodes_first_rank(const OpNodes* n)
{
    return node_first_rank(n, n->nodeIndex);
}

uint32_t nodes_all_ranks(const OpNodes* n)
{
    return n->localRanks + n->others * n->ranks;
}

/* Element v of a reduction across nodes: this node's ranks combine in
 * rank order (16-bit elements widened to F32), the nodes those shares in
 * node order (what crosses the transport: F32 for 16-bit buffers), AVG
 * scales by every node's ranks, and the result is rounded to the type
 * once. */
static uint32_t reduced_across_nodes(uint32_t* const* in, const OpNodes* n, uint64_t v, VkarDataType type,
                                     VkarReduceOp op)
{
    const VkarReduceOp nodesOp = op == VKAR_REDUCE_OP_AVG ? VKAR_REDUCE_OP_SUM : op;
    const VkarDataType shares =
        type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? VKAR_DATA_TYPE_F32 : type;
    uint32_t acc = ref_operand(in[0][v], type, VKAR_WIRE_F32), k;
    for (k = 1; k < n->localRanks; ++k)
        acc = ref_combine(acc, ref_operand(in[k][v], type, VKAR_WIRE_F32), type, nodesOp);
    acc = nodes_combine(n, acc, v, shares, nodesOp);
    if (op == VKAR_REDUCE_OP_AVG)
        acc = ref_average(acc, shares, nodes_all_ranks(n));
    return ref_narrow(acc, type);
}

/* Element v that moves as bits (a broadcast, an all-gather): the U32 sum
 * of every node's words, one of them nonzero; a 16-bit element is each
 * word's low half (the other nodes' fakes fill all 32 bits). */
static uint32_t moved_across_nodes(const CollectiveCase* c, const OpNodes* n, uint32_t own, uint64_t v)
{
    const uint32_t word = nodes_combine(n, own, v, VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_SUM);
    return c->type == VKAR_DATA_TYPE_F16 || c->type == VKAR_DATA_TYPE_BF16 ? word & 0xffffu : word;
}

int64_t nodes_expected(const CollectiveCase* c, uint32_t* const* in, const OpNodes* n, uint32_t k, uint64_t e)
{
    const uint32_t firstLocal = nodes_first_rank(n), g = firstLocal + k;
    switch (c->collective) {
    case REF_REDUCE:
        return g == c->root ? (int64_t)reduced_across_nodes(in, n, e, c->type, c->op) : -1;
    case REF_BROADCAST: {
        const int local = c->root >= firstLocal && c->root < firstLocal + n->localRanks;
        return moved_across_nodes(c, n, local ? in[c->root - firstLocal][e] : 0, e);
    }
    case REF_REDUCE_SCATTER:
        return reduced_across_nodes(in, n, g * c->count + e, c->type, c->op);
    case REF_ALL_GATHER: {
        const uint64_t owner = e / c->count;
        const int local = owner >= firstLocal && owner < firstLocal + n->localRanks;
        return moved_across_nodes(c, n, local ? in[owner - firstLocal][e % c->count] : 0, e);
    }
    default:
        return reduced_across_nodes(in, n, e, c->type, c->op);
    }
}

void nodes_call(OpNodes* n, const CollectiveCase* c)
{
    n->collective = c->collective;
    n->root = c->root;
    n->count = c->count;
    n->callElements = c->collective >= REF_REDUCE_SCATTER ? c->count * nodes_all_ranks(n) : c->count;
}

static int open_with_op_nodes(Fixture* f, uint32_t ranks, OpNodes* nodes, int withReduce, VkDeviceSize maxSlotBytes)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    VkarTransport transport;
    CHECK(fixture_open(f, ranks, 8192 * 4) == 0);
    vkarDestroyComm(f->comm);
    memset(&transport, 0, sizeof transport);
    transport.pfnAllreduceHost = fake_nodes_sum_f32;
    transport.pfnReduceHost = withReduce ? fake_nodes_reduce : NULL;
    transport.pUserData = nodes;
    transport.nodeCount = nodes->numbered ? nodes->others + 1 : 0;
    transport.nodeIndex = nodes->nodeIndex;
    nodes->localRanks = ranks;
    info.pTransport = &transport;
    info.maxSlotBytes = maxSlotBytes;
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    return 0;
}

/* Through a transport with pfnReduceHost: every op on F32, I32 and U32 at
 * 2 and 3 ranks of this node and two more nodes, AVG divided by every
 * node's ranks; without it, float sums only. */
static int test_ops_across_nodes(void)
{
    uint32_t ranks, t, op;
    for (ranks = 2; ranks <= 3; ++ranks) {
        OpNodes n;
        Fixture f;
        memset(&n, 0, sizeof n);
        n.others = 2;
        n.ranks = 3;
        n.seed = 77u * ranks;
        n.count = 1000;
        CHECK(open_with_op_nodes(&f, ranks, &n, 1, 0) == 0);
        for (t = 0; t < 3; ++t)
            for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op) {
                CollectiveCase c;
                memset(&c, 0, sizeof c);
                c.type = k_types[t];
                c.op = (VkarReduceOp)op;
                c.count = 1000;
                c.inPlace = (op + t) % 2 == 0;
                CHECK(collective_case(&f, &c, &n, 100u * ranks + 10u * t + op) == 0);
            }
        fixture_close(&f);
    }
    {
        OpNodes n;
        Fixture f;
        Call c;
        memset(&n, 0, sizeof n);
        n.others = 1;
        n.ranks = 2;
        CHECK(open_with_op_nodes(&f, 2, &n, 0, 0) == 0);
        memset(&c, 0, sizeof c);
        c.count = 10;
        c.type = VKAR_DATA_TYPE_I32;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT &&
              strstr(vkarGetLastError(), "a transport without pfnReduceHost sums F32, F16 and BF16 buffers only"));
        --f.value;
        c.type = VKAR_DATA_TYPE_BF16;
        c.op = VKAR_REDUCE_OP_MAX;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT &&
              strstr(vkarGetLastError(), "a transport without pfnReduceHost sums F32, F16 and BF16 buffers only"));
        --f.value;
        fixture_close(&f);
    }
    return 0;
}

/* Every collective across three nodes, this one in the middle with 2 or 3
 * ranks: roots here and on another node, blocks of every node's ranks, in
 * place and out of place, calls cut into rounds of 256 elements; and a
 * transport without nodeCount runs the all-reduce only. */
static int test_collectives_across_nodes(void)
{
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_I32 };
    uint32_t ranks, col, t, variant;
    for (ranks = 2; ranks <= 3; ++ranks) {
        OpNodes n;
        Fixture f;
        memset(&n, 0, sizeof n);
        n.others = 2;
        n.ranks = 2;
        n.nodeIndex = 1;
        n.numbered = 1;
        n.seed = 31u * ranks;
        CHECK(open_with_op_nodes(&f, ranks, &n, 1, 1024) == 0);
        for (col = REF_ALLREDUCE; col <= REF_ALL_GATHER; ++col)
            for (t = 0; t < 2; ++t)
                for (variant = 0; variant < 4; ++variant) {
                    CollectiveCase c;
                    memset(&c, 0, sizeof c);
                    c.collective = (RefCollective)col;
                    c.type = types[t];
                    c.op = (VkarReduceOp)((col + variant + t) % 5);
                    c.count = variant & 1 ? 301 : 37;
                    c.root = variant & 2 ? node_first_rank(&n, 1) + ranks - 1 : 0; /* here, or on node 0 */
                    c.inPlace = !((variant >> 1) & 1);
                    CHECK(collective_case(&f, &c, &n, 1000u * ranks + 10u * col + variant) == 0);
                }
        fixture_close(&f);
    }
    {
        OpNodes n;
        Fixture f;
        Call c;
        memset(&n, 0, sizeof n);
        n.others = 1;
        n.ranks = 2;
        CHECK(open_with_op_nodes(&f, 2, &n, 1, 0) == 0);
        memset(&c, 0, sizeof c);
        c.count = 10;
        c.collective = vkarReduce;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT &&
              strstr(vkarGetLastError(), "the transport needs pfnReduceHost and nodeCount"));
        --f.value;
        fixture_close(&f);
    }
    return 0;
}

/* Every collective and op on F16 and BF16 across three nodes, this one in
 * the middle with 2 or 3 ranks: roots here and on node 0, in and out of
 * place, odd counts from odd element offsets, calls cut into rounds; and an
 * F16 sum through a transport with pfnAllreduceHost only. */
static int test_16_bit_across_nodes(void)
{
    uint32_t ranks, col, t, op, variant;
    for (ranks = 2; ranks <= 3; ++ranks) {
        OpNodes n;
        Fixture f;
        memset(&n, 0, sizeof n);
        n.others = 2;
        n.ranks = 2;
        n.nodeIndex = 1;
        n.numbered = 1;
        n.seed = 53u * ranks;
        CHECK(open_with_op_nodes(&f, ranks, &n, 1, 1024) == 0);
        for (col = REF_ALLREDUCE; col <= REF_ALL_GATHER; ++col)
            for (t = 0; t < 2; ++t)
                for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op)
                    for (variant = 0; variant < 2; ++variant) {
                        CollectiveCase c;
                        if ((col == REF_BROADCAST || col == REF_ALL_GATHER) && op != VKAR_REDUCE_OP_SUM)
                            continue;
                        memset(&c, 0, sizeof c);
                        c.collective = (RefCollective)col;
                        c.type = t ? VKAR_DATA_TYPE_BF16 : VKAR_DATA_TYPE_F16;
                        c.op = (VkarReduceOp)op;
                        c.inPlace = variant;
                        c.count = (op + variant) % 2 ? 301 : 37;
                        c.root = (op + t) % 2 ? node_first_rank(&n, 1) + ranks - 1 : 0; /* here, or on node 0 */
                        CHECK(collective_case(&f, &c, &n, 3000u * ranks + 100u * col + 10u * op + 2u * t + variant) == 0);
                    }
        fixture_close(&f);
    }
    {
        OpNodes n;
        Fixture f;
        CollectiveCase c;
        memset(&n, 0, sizeof n);
        n.others = 1;
        n.ranks = 2;
        n.seed = 9;
        n.calls = 2; /* without pfnReduceHost, creation makes no transport call */
        CHECK(open_with_op_nodes(&f, 2, &n, 0, 0) == 0);
        memset(&c, 0, sizeof c);
        c.type = VKAR_DATA_TYPE_F16;
        c.count = 301;
        CHECK(collective_case(&f, &c, &n, 99) == 0);
        fixture_close(&f);
    }
    return 0;
}

/* ---- Point to point across nodes ------------------------------------------ */

/* The other node of two, for pfnExchangeHost: what this node sends it is
 * kept, what it sends this node is a pattern; the call numbered failAt
 * fails. */
typedef struct ExchangeNode {
    OpNodes nodes; /* first: pfnReduceHost's user data (creation's calls) */
    int calls, failAt;
    uint32_t sends, receives; /* the last call's messages */
    uint8_t sent[256];
    uint64_t sentBytes;
} ExchangeNode;

static uint8_t from_other_node(uint64_t i)
{
    return (uint8_t)(0x5a ^ (i * 37));
}

static VkResult fake_exchange(void* user, const VkarHostMessage* messages, uint32_t count, VkBool32 valid)
{
    ExchangeNode* x = (ExchangeNode*)user;
    uint32_t i;
    uint64_t b;
    if (++x->calls == x->failAt || !valid)
        return VK_ERROR_DEVICE_LOST;
    x->sends = x->receives = 0;
    for (i = 0; i < count; ++i) {
        const VkarHostMessage* m = &messages[i];
        if (m->node != 1 || (!m->receive && m->bytes > sizeof x->sent))
            return VK_ERROR_DEVICE_LOST;
        ++*(m->receive ? &x->receives : &x->sends);
        for (b = 0; b < m->bytes && m->receive; ++b)
            ((uint8_t*)m->data)[b] = from_other_node(b);
        if (!m->receive) {
            memcpy(x->sent, m->data, (size_t)m->bytes);
            x->sentBytes = m->bytes;
        }
    }
    return VK_SUCCESS;
}

/* This node's two ranks (numbers 0 and 1) and the fake's two (2 and 3). */
static int open_exchange_nodes(Fixture* f, ExchangeNode* x, int withExchange)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarTransport transport;
    memset(x, 0, sizeof *x);
    x->nodes.others = 1;
    x->nodes.ranks = 2;
    x->nodes.localRanks = 2;
    x->nodes.numbered = 1;
    CHECK(fixture_open(f, 2, 4096) == 0);
    vkarDestroyComm(f->comm);
    memset(&transport, 0, sizeof transport);
    transport.pfnAllreduceHost = fake_nodes_sum_f32;
    transport.pfnReduceHost = fake_nodes_reduce;
    transport.pfnExchangeHost = withExchange ? fake_exchange : NULL;
    transport.pUserData = x;
    transport.nodeCount = 2;
    info.pTransport = &transport;
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    return 0;
}

static VkResult send_recv_signalled(Fixture* f, const VkarPeerOp* ops, uint32_t opCount)
{
    VkarSemaphoreValue signals[2];
    VkarSendRecvInfo info;
    uint32_t r;
    memset(&info, 0, sizeof info);
    for (r = 0; r < 2; ++r) {
        signals[r].semaphore = f->sem[r];
        signals[r].value = f->value + 1;
    }
    info.opCount = opCount;
    info.pOps = ops;
    info.pSignals = signals;
    return vkarSendRecv(f->comm, &info);
}

/* A group across two nodes, the other one faked: rank 0 sends to rank 2
 * and receives from rank 3 (one message each way through pfnExchangeHost),
 * rank 1 to itself, every byte where it belongs; a failing exchange loses
 * the communicator; without pfnExchangeHost such a group is refused. */
static int test_send_recv_across_nodes(void)
{
    VkarPeerOp ops[6];
    VkarCommStatus status;
    ExchangeNode x;
    Fixture f;
    uint32_t e;
    CHECK(open_exchange_nodes(&f, &x, 0) == 0);
    ops[0] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 2, 16, VKAR_DATA_TYPE_U32, 0);
    ops[1] = peer_op(&f, VKAR_PEER_OP_RECV, 2, 0, 16, VKAR_DATA_TYPE_U32, 0);
    recent_log_clear();
    CHECK(send_recv_signalled(&f, ops, 2) == VK_ERROR_FEATURE_NOT_PRESENT);
    CHECK(recent_log_contains("across nodes, point to point needs the transport's pfnExchangeHost"));
    fixture_close(&f);

    CHECK(open_exchange_nodes(&f, &x, 1) == 0);
    ops[0] = peer_op(&f, VKAR_PEER_OP_SEND, 0, 2, 16, VKAR_DATA_TYPE_U32, 0);
    ops[1] = peer_op(&f, VKAR_PEER_OP_RECV, 2, 0, 16, VKAR_DATA_TYPE_U32, 0);
    ops[2] = peer_op(&f, VKAR_PEER_OP_SEND, 3, 0, 16, VKAR_DATA_TYPE_U32, 0);
    ops[3] = peer_op(&f, VKAR_PEER_OP_RECV, 0, 3, 16, VKAR_DATA_TYPE_U32, 256);
    ops[4] = peer_op(&f, VKAR_PEER_OP_SEND, 1, 1, 8, VKAR_DATA_TYPE_U32, 0);
    ops[5] = peer_op(&f, VKAR_PEER_OP_RECV, 1, 1, 8, VKAR_DATA_TYPE_U32, 512);
    for (e = 0; e < 16; ++e) {
        f.buf[0].words[e] = 0x1000u + e;
        f.buf[1].words[e] = 0x2000u + e;
    }
    CHECK_VK(send_recv_signalled(&f, ops, 6));
    ++f.value;
    CHECK(fixture_finish(&f) == 0);
    CHECK(x.calls == 1 && x.sends == 1 && x.receives == 1 && x.sentBytes == 64);
    CHECK(memcmp(x.sent, f.buf[0].words, 64) == 0);
    for (e = 0; e < 64; ++e)
        CHECK(((const uint8_t*)f.buf[0].words)[256 + e] == from_other_node(e));
    CHECK(memcmp(f.buf[1].words + 128, f.buf[1].words, 32) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);

    x.failAt = 2;
    CHECK_VK(send_recv_signalled(&f, ops, 6));
    ++f.value;
    CHECK(fixture_finish(&f) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(recent_log_contains("the transport failed"));
    CHECK(send_recv_signalled(&f, ops, 6) == VK_ERROR_DEVICE_LOST);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_collectives_nodes[] = {
    { "ops across nodes: every op on f32, i32, u32 through a transport's pfnReduceHost, avg over every node's ranks; "
      "refusals without it",
      test_ops_across_nodes, TAG_MATRIX | TAG_NODES },
    { "collectives across nodes: reduce, broadcast, reduce-scatter, all-gather and all-reduce over three nodes, roots "
      "here and there, in and out of place, across rounds",
      test_collectives_across_nodes, TAG_SERIAL | TAG_NODES },
    { "16-bit buffers across nodes: every collective and op on f16 and bf16 over three nodes, combined in F32 and "
      "rounded once, roots here and there, in and out of place; an f16 sum without pfnReduceHost",
      test_16_bit_across_nodes, TAG_MATRIX | TAG_NODES },
    { "point to point across nodes: a group's messages through pfnExchangeHost, every byte in place; a failing "
      "exchange loses the communicator; refused without it",
      test_send_recv_across_nodes, TAG_NODES },
    { NULL, NULL, 0 },
};
