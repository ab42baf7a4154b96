/* Sums across processes through vk_allreduce_mpi.h, run under mpirun by
 * tests/mpi.sh: each process is a node with two lavapipe ranks (harness.c,
 * validation layer on). Every check runs on every node; node 0 prints one
 * PASS or FAIL line per check, failing when any node failed. The transport's
 * pfnReduceHost is also called directly on host arrays, every type and op
 * against a host reference, with no GPU involved.
 *
 *   mpirun -np M tests/mpi_test [die | PART-OF-A-NAME]
 * With "die", node 1 exits in the middle of a call, before its transport
 * runs: the others must not hang (tests/mpi.sh times the job). With part
 * of a check's name, only the checks whose names contain it. */
#define _POSIX_C_SOURCE 200809L
#define VK_ALLREDUCE_MPI_IMPLEMENTATION
#include "harness.h"
#include "../vk_allreduce_mpi.h"

#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define LOCAL_RANKS 2u
#define MAX_NODES (VKAR_MAX_GLOBAL_RANKS / LOCAL_RANKS) /* the oracle's node layout */
#define MAX_COUNT 70001u

static int g_node, g_nodes;
static int g_passed, g_failed;

typedef struct Node {
    VkarMpiTransport mpi;
    VkarComm comm;
    TestBuffer buf[LOCAL_RANKS];
    VkSemaphore sem[LOCAL_RANKS];
    uint64_t value;
} Node;

static uint32_t global_rank(uint32_t local, int node)
{
    return (uint32_t)node * LOCAL_RANKS + local;
}

static int node_open(Node* n, VkDeviceSize maxSlotBytes)
{
    VkarRankInfo ranks[LOCAL_RANKS];
    VkarCommCreateInfo info = comm_info(LOCAL_RANKS, ranks);
    VkarTransport transport;
    VkarCommProperties props;
    uint32_t i;
    memset(n, 0, sizeof *n);
    CHECK_VK(vkarMpiTransportInit(&n->mpi, MPI_COMM_WORLD, &transport));
    info.pTransport = &transport;
    info.maxSlotBytes = maxSlotBytes;
    CHECK_VK(vkarCreateComm(&info, &n->comm));
    vkarGetCommProperties(n->comm, &props);
    CHECK(props.crossesNodes == VK_TRUE && props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(vkarResolveAlgorithm(n->comm, 1, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_TWO_SHOT);
    for (i = 0; i < LOCAL_RANKS; ++i) {
        CHECK(buffer_create(&n->buf[i], i, (MAX_COUNT + 2) * 4) == 0);
        n->sem[i] = timeline_create(i, 0);
        CHECK(n->sem[i] != VK_NULL_HANDLE);
    }
    return 0;
}

static void node_close(Node* n)
{
    uint32_t i;
    vkarDestroyComm(n->comm);
    queues_idle(LOCAL_RANKS);
    for (i = 0; i < LOCAL_RANKS; ++i) {
        buffer_destroy(&n->buf[i]);
        semaphore_destroy(i, n->sem[i]);
    }
    vkarMpiTransportDestroy(&n->mpi);
}

/* One call over elements [1, 1 + count) of every buffer, each rank
 * signalling its timeline; the host then sees the results. */
static int node_call(Node* n, uint64_t count, VkarWire wire, const VkarSemaphoreValue* waits)
{
    VkarBufferRange ranges[LOCAL_RANKS];
    VkarSemaphoreValue signals[LOCAL_RANKS];
    VkarAllreduceInfo info;
    uint32_t i;
    memset(&info, 0, sizeof info);
    ++n->value;
    for (i = 0; i < LOCAL_RANKS; ++i) {
        ranges[i].buffer = n->buf[i].buffer;
        ranges[i].offset = 4;
        signals[i].semaphore = n->sem[i];
        signals[i].value = n->value;
    }
    info.count = count;
    info.wire = wire;
    info.pBuffers = ranges;
    info.pWaits = waits;
    info.pSignals = signals;
    CHECK_VK(vkarAllreduce(n->comm, &info));
    for (i = 0; i < LOCAL_RANKS; ++i)
        CHECK_VK(submit_host_barrier(i, n->sem[i], n->value, n->sem[i], n->value + 1));
    ++n->value;
    return 0;
}

/* Small integers: exact in every wire, and their sums too. */
static float exact_input(uint64_t e, uint32_t globalRank)
{
    return (float)((int)((e * 7 + globalRank * 3) % 17) - 8);
}

/* Rank `globalRank`'s random inputs, which every node can make. */
static void random_inputs(uint32_t globalRank, uint64_t count, uint32_t* out)
{
    uint64_t state = 0x9e3779b97f4a7c15ull * (globalRank + 1), e;
    for (e = 0; e < count; ++e)
        out[e] = float_bits(rng_float(&state) * 100.0f);
}

/* The expected bits: each node's sum as its ranks compute it (the
 * emulation), then the nodes' sums in node order by the same rule. */
static void expected_sum(uint64_t count, VkarWire wire, uint32_t* out)
{
    uint32_t* in[LOCAL_RANKS];
    uint32_t* nodeSum = (uint32_t*)malloc(count * 4 + 4);
    uint32_t i;
    uint64_t e;
    int m;
    for (i = 0; i < LOCAL_RANKS; ++i)
        in[i] = (uint32_t*)malloc(count * 4 + 4);
    for (m = 0; m < g_nodes; ++m) {
        for (i = 0; i < LOCAL_RANKS; ++i)
            random_inputs(global_rank(i, m), count, in[i]);
        emulate(in, LOCAL_RANKS, 0, count, wire, NULL, m == 0 ? out : nodeSum);
        for (e = 0; m > 0 && e < count; ++e)
            out[e] = canonical(float_bits(bits_float(out[e]) + bits_float(nodeSum[e])));
    }
    for (i = 0; i < LOCAL_RANKS; ++i)
        free(in[i]);
    free(nodeSum);
}

static int check_guards(const Node* n, uint64_t count)
{
    uint32_t i;
    for (i = 0; i < LOCAL_RANKS; ++i)
        CHECK(n->buf[i].words[0] == 0xdeadbeefu && n->buf[i].words[1 + count] == 0xdeadbeefu);
    return 0;
}

static int exact_case(Node* n, uint64_t count, VkarWire wire, const VkarSemaphoreValue* waits)
{
    uint32_t i;
    uint64_t e;
    for (i = 0; i < LOCAL_RANKS; ++i) {
        n->buf[i].words[0] = n->buf[i].words[1 + count] = 0xdeadbeefu;
        for (e = 0; e < count; ++e)
            n->buf[i].words[1 + e] = float_bits(exact_input(e, global_rank(i, g_node)));
    }
    CHECK(node_call(n, count, wire, waits) == 0);
    CHECK(check_guards(n, count) == 0);
    for (i = 0; i < LOCAL_RANKS; ++i)
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            uint32_t k;
            for (k = 0; k < LOCAL_RANKS * (uint32_t)g_nodes; ++k)
                sum += exact_input(e, k);
            CHECK(n->buf[i].words[1 + e] == float_bits(sum));
        }
    return 0;
}

static int test_exact(void)
{
    static const uint64_t counts[] = { 0, 1, 1000, MAX_COUNT };
    static const VkarWire wires[] = { VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16, VKAR_WIRE_AUTO };
    Node n;
    uint32_t c, w;
    CHECK(node_open(&n, 0) == 0);
    for (w = 0; w < 4; ++w)
        for (c = 0; c < 4; ++c)
            if (exact_case(&n, counts[c], wires[w], NULL)) {
                printf("    node %d: count %llu wire %d\n", g_node, (unsigned long long)counts[c], (int)wires[w]);
                return 1;
            }
    node_close(&n);
    return 0;
}

static int random_case(Node* n, uint64_t count, VkarWire wire)
{
    uint32_t* expected = (uint32_t*)malloc(count * 4 + 4);
    uint32_t i;
    uint64_t e;
    CHECK(expected);
    for (i = 0; i < LOCAL_RANKS; ++i) {
        n->buf[i].words[0] = n->buf[i].words[1 + count] = 0xdeadbeefu;
        random_inputs(global_rank(i, g_node), count, n->buf[i].words + 1);
    }
    expected_sum(count, wire, expected);
    CHECK(node_call(n, count, wire, NULL) == 0);
    CHECK(check_guards(n, count) == 0);
    for (i = 0; i < LOCAL_RANKS; ++i)
        for (e = 0; e < count; ++e)
            if (n->buf[i].words[1 + e] != expected[e]) {
                printf("    node %d rank %u element %llu: 0x%08x, expected 0x%08x\n", g_node, i,
                       (unsigned long long)e, n->buf[i].words[1 + e], expected[e]);
                return 1;
            }
    free(expected);
    return 0;
}

static int test_random(void)
{
    static const VkarWire wires[] = { VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16 };
    Node n;
    uint32_t w;
    CHECK(node_open(&n, 0) == 0);
    for (w = 0; w < 3; ++w)
        CHECK(random_case(&n, 20011, wires[w]) == 0);
    node_close(&n);
    return 0;
}

/* Calls split into rounds (4096-byte slots: 1024 elements a round, each a
 * SCATTER and a transport round). */
static int test_split(void)
{
    Node n;
    CHECK(node_open(&n, 4096) == 0);
    CHECK(random_case(&n, 5000, VKAR_WIRE_F32) == 0);
    CHECK(exact_case(&n, 4097, VKAR_WIRE_BF16, NULL) == 0);
    node_close(&n);
    return 0;
}

typedef struct Gate {
    VkSemaphore sem[LOCAL_RANKS];
    unsigned delayMs;
} Gate;

static void* open_gate_later(void* arg)
{
    Gate* g = (Gate*)arg;
    struct timespec pause;
    uint32_t i;
    pause.tv_sec = g->delayMs / 1000;
    pause.tv_nsec = (long)(g->delayMs % 1000) * 1000000L;
    nanosleep(&pause, NULL);
    for (i = 0; i < LOCAL_RANKS; ++i)
        timeline_signal(i, g->sem[i], 1);
    return NULL;
}

/* The last node's ranks wait on gates its host opens 300 ms after the
 * call: the other nodes' bridges wait in the transport meanwhile. */
static int test_wait_before_signal(void)
{
    VkarSemaphoreValue waits[LOCAL_RANKS];
    const int gated = g_node == g_nodes - 1;
    pthread_t thread;
    Gate gate;
    Node n;
    uint32_t i;
    CHECK(node_open(&n, 0) == 0);
    gate.delayMs = 300;
    for (i = 0; gated && i < LOCAL_RANKS; ++i) {
        gate.sem[i] = timeline_create(i, 0);
        waits[i].semaphore = gate.sem[i];
        waits[i].value = 1;
    }
    if (gated)
        CHECK(pthread_create(&thread, NULL, open_gate_later, &gate) == 0);
    CHECK(exact_case(&n, 3000, VKAR_WIRE_F16, gated ? waits : NULL) == 0);
    if (gated) {
        pthread_join(thread, NULL);
        for (i = 0; i < LOCAL_RANKS; ++i)
            semaphore_destroy(i, gate.sem[i]);
    }
    node_close(&n);
    return 0;
}

static int test_bad_use(void)
{
    VkarRankInfo ranks[LOCAL_RANKS];
    VkarCommCreateInfo info = comm_info(LOCAL_RANKS, ranks);
    VkarTransport transport;
    VkarCmdCollectiveInfo cmd;
    VkarRankSubmitInfo submits[LOCAL_RANKS];
    uint64_t round = 0;
    Node n;
    CHECK(node_open(&n, 0) == 0);
    memset(&cmd, 0, sizeof cmd);
    CHECK(vkarCmdAllreduce(n.comm, &cmd, submits, &round) == VK_ERROR_VALIDATION_FAILED_EXT);
    node_close(&n);
    memset(&transport, 0, sizeof transport);
    info.pTransport = &transport;
    CHECK(vkarCreateComm(&info, &n.comm) == VK_ERROR_VALIDATION_FAILED_EXT);
    return 0;
}

/* ---- pfnReduceHost called directly ------------------------------------- */

/* Two of the transport's slices, the second short. */
#define DIRECT_COUNT (VKAR_MPI_SLICE + 1001u)

static const char* const k_type_names[] = { "f32", "f16", "bf16", "i32", "u32" };
static const char* const k_op_names[] = { "sum", "prod", "min", "max", "avg" };

/* Floats that reach every rule: zeros of both signs, subnormals of both
 * signs, the smallest normals and a neighbour whose difference from them is
 * subnormal (flushed), NaNs quiet, signalling, negative and with payloads,
 * infinities, the largest finite values (overflow), 2^-64 (whose products
 * underflow), and 2^24 + 2 with 1 (a tie that rounds to even). */
static const uint32_t k_float_specials[] = { 0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u,
                                             0x80800000u, 0x00800001u, 0x3f800000u, 0xbf800000u, 0x7f7fffffu,
                                             0xff7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u,
                                             0x7f800001u, 0x1f800000u, 0x3fc00000u, 0x4b800001u, 0xcb800001u };
/* Integers at the wrap and at the signed/unsigned split. */
static const uint32_t k_int_specials[] = { 0x00000000u, 0x00000001u, 0xffffffffu, 0x7fffffffu,
                                           0x80000000u, 0x80000001u, 0x00000002u, 0x00010000u,
                                           0xfffffffeu, 0x00003039u, 0x55555555u, 0xaaaaaaaau };

/* splitmix64: any node's input for any element, without state. */
static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* Element e of node m's input: the first S^M elements give every M-tuple of
 * the S specials (node m takes base-S digit m of e), the rest are random:
 * floats of moderate exponents, so that sums cancel and products stay
 * mostly finite, with arbitrary bit patterns mixed in; integers from the
 * whole range with small ones mixed in. */
static uint32_t direct_input(VkarDataType type, int m, uint64_t e)
{
    const int isFloat = type == VKAR_DATA_TYPE_F32;
    const uint32_t* specials = isFloat ? k_float_specials : k_int_specials;
    const uint64_t s = isFloat ? sizeof k_float_specials / 4 : sizeof k_int_specials / 4;
    uint64_t tuples = 1, digit = e, r;
    int k;
    for (k = 0; k < g_nodes && tuples <= DIRECT_COUNT; ++k) /* bounded: no overflow on many nodes */
        tuples *= s;
    if (e < tuples) {
        for (k = 0; k < m; ++k)
            digit /= s;
        return specials[digit % s];
    }
    r = mix64(((uint64_t)type << 56) ^ ((uint64_t)m << 48) ^ e);
    if (r % 4 == 0)
        return (uint32_t)(r >> 32);
    if (!isFloat)
        return r % 4 == 1 ? (uint32_t)((r >> 32) % 7) - 3u : (uint32_t)(r >> 32);
    return (uint32_t)(r >> 63 << 31) | ((uint32_t)(100 + (r >> 8) % 56) << 23) | ((uint32_t)(r >> 32) & 0x7fffffu);
}

static uint32_t direct_node_input(const void* user, uint32_t m, uint64_t e)
{
    return direct_input(*(const VkarDataType*)user, (int)m, e);
}

/* Element e combined over the nodes in node order (tests/reference.h). */
static uint32_t direct_expected(VkarDataType type, VkarReduceOp op, uint64_t e)
{
    const RefCall c = ref_call(REF_ALLREDUCE, type, op, (uint32_t)g_nodes, direct_node_input, &type);
    return ref_reduce(&c, e);
}

/* Whether this node's words are node 0's: every node matching the
 * reference could still hide a reference that varies by node. */
static int same_as_node0(const uint32_t* words, uint64_t count, uint32_t* node0)
{
    memcpy(node0, words, count * 4);
    MPI_Bcast(node0, (int)count, MPI_UINT32_T, 0, MPI_COMM_WORLD);
    return memcmp(node0, words, count * 4) == 0;
}

/* Elements of `words` that differ from the reference; the first printed. */
static uint64_t count_wrong(const uint32_t* words, uint64_t count, VkarDataType type, VkarReduceOp op)
{
    uint64_t e, wrong = 0;
    for (e = 0; e < count; ++e) {
        const uint32_t expected = direct_expected(type, op, e);
        if (words[e] == expected)
            continue;
        if (wrong++ == 0)
            printf("    node %d %s %s element %llu (node 0 input 0x%08x): 0x%08x, expected 0x%08x\n", g_node,
                   k_type_names[type], k_op_names[op], (unsigned long long)e, direct_input(type, 0, e), words[e],
                   expected);
    }
    return wrong;
}

/* One call of `fn` (pfnReduceHost, or pfnAllreduceHost for F32 SUM when
 * viaAllreduce) on DIRECT_COUNT elements between guard words. Every node
 * makes every collective call whatever it found, so that a wrong element
 * on one node cannot leave the others waiting in MPI. Returns 0 when
 * every element matched the reference and node 0's bits. */
static int direct_case(const VkarTransport* t, VkarDataType type, VkarReduceOp op, int viaAllreduce)
{
    uint32_t* words = (uint32_t*)malloc((DIRECT_COUNT + 2) * 4);
    uint32_t* node0 = (uint32_t*)malloc(DIRECT_COUNT * 4);
    uint32_t* data = words + 1;
    uint64_t e, wrong;
    VkResult res;
    int same, failed;
    CHECK(words && node0);
    words[0] = data[DIRECT_COUNT] = 0xdeadbeefu;
    for (e = 0; e < DIRECT_COUNT; ++e)
        data[e] = direct_input(type, g_node, e);
    res = viaAllreduce ? t->pfnAllreduceHost(t->pUserData, (float*)(void*)data, DIRECT_COUNT, VK_TRUE)
                       : t->pfnReduceHost(t->pUserData, data, DIRECT_COUNT, type, op, VK_TRUE);
    wrong = count_wrong(data, DIRECT_COUNT, type, op);
    same = same_as_node0(data, DIRECT_COUNT, node0);
    failed = res != VK_SUCCESS || wrong != 0 || !same || words[0] != 0xdeadbeefu || data[DIRECT_COUNT] != 0xdeadbeefu;
    if (failed)
        printf("    node %d %s %s%s: result %d, %llu wrong, %s node 0, guards 0x%08x 0x%08x\n", g_node,
               k_type_names[type], k_op_names[op], viaAllreduce ? " (pfnAllreduceHost)" : "", (int)res,
               (unsigned long long)wrong, same ? "same as" : "differs from", words[0], data[DIRECT_COUNT]);
    free(words);
    free(node0);
    return failed;
}

static int direct_open(VkarMpiTransport* mpi, VkarTransport* t)
{
    memset(t, 0, sizeof *t);
    CHECK_VK(vkarMpiTransportInit(mpi, MPI_COMM_WORLD, t));
    CHECK(t->pfnAllreduceHost != NULL && t->pfnReduceHost != NULL && t->pUserData == mpi);
    return 0;
}

/* Every type and op but AVG (the library's), past a slice boundary, bit
 * for bit against the reference and node 0 on every node; and
 * pfnAllreduceHost as F32 SUM. */
static int test_direct_every_type_op(void)
{
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_I32, VKAR_DATA_TYPE_U32 };
    static const VkarReduceOp ops[] = { VKAR_REDUCE_OP_SUM, VKAR_REDUCE_OP_PROD, VKAR_REDUCE_OP_MIN,
                                        VKAR_REDUCE_OP_MAX };
    VkarMpiTransport mpi;
    VkarTransport t;
    int failed = 0;
    uint32_t i, j;
    CHECK(direct_open(&mpi, &t) == 0);
    for (i = 0; i < 3; ++i)
        for (j = 0; j < 4; ++j)
            failed |= direct_case(&t, types[i], ops[j], 0);
    failed |= direct_case(&t, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_SUM, 1);
    vkarMpiTransportDestroy(&mpi);
    return failed;
}

/* One call with this node's own type, op and validity on 1000 elements:
 * its result, after every node made it. */
static VkResult direct_call(const VkarTransport* t, VkarDataType type, VkarReduceOp op, VkBool32 valid)
{
    uint32_t data[1000];
    uint32_t e;
    for (e = 0; e < 1000; ++e)
        data[e] = direct_input(VKAR_DATA_TYPE_U32, g_node, e);
    return t->pfnReduceHost(t->pUserData, data, 1000, type, op, valid);
}

/* A call that some node got wrong fails on every node, in the agreement
 * before any data moves, so the transport stays in step: the last node
 * passing another type, another op, or invalid data; every node passing
 * AVG or a type the transport does not combine; and then a good call. */
static int test_direct_mismatch(void)
{
    const int last = g_node == g_nodes - 1;
    VkarMpiTransport mpi;
    VkarTransport t;
    VkResult res[6];
    int i, failed = 0;
    CHECK(direct_open(&mpi, &t) == 0);
    res[0] = direct_call(&t, last ? VKAR_DATA_TYPE_I32 : VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_SUM, VK_TRUE);
    res[1] = direct_call(&t, VKAR_DATA_TYPE_F32, last ? VKAR_REDUCE_OP_MAX : VKAR_REDUCE_OP_MIN, VK_TRUE);
    res[2] = direct_call(&t, VKAR_DATA_TYPE_I32, VKAR_REDUCE_OP_PROD, last ? VK_FALSE : VK_TRUE);
    res[3] = direct_call(&t, VKAR_DATA_TYPE_F32, VKAR_REDUCE_OP_AVG, VK_TRUE);
    res[4] = direct_call(&t, VKAR_DATA_TYPE_F16, VKAR_REDUCE_OP_SUM, VK_TRUE);
    res[5] = t.pfnReduceHost(t.pUserData, NULL, 0, VKAR_DATA_TYPE_U32, VKAR_REDUCE_OP_MIN, VK_TRUE);
    for (i = 0; i < 5; ++i)
        if (res[i] >= 0) {
            printf("    node %d: mismatched call %d returned %d\n", g_node, i, (int)res[i]);
            failed = 1;
        }
    if (res[5] != VK_SUCCESS) {
        printf("    node %d: an empty call returned %d\n", g_node, (int)res[5]);
        failed = 1;
    }
    failed |= direct_case(&t, VKAR_DATA_TYPE_I32, VKAR_REDUCE_OP_MAX, 0);
    vkarMpiTransportDestroy(&mpi);
    return failed;
}

/* Node 1 aborts its communicator after a good call; the others' next call
 * meets, in the transport, the call node 1's bridge makes with no data:
 * every node's communicator is lost, and no node hangs. */
static int test_abort_reaches_every_node(void)
{
    VkarCommStatus status;
    Node n;
    CHECK(node_open(&n, 0) == 0);
    CHECK(exact_case(&n, 1000, VKAR_WIRE_F32, NULL) == 0);
    if (g_node == 1) {
        vkarAbortComm(n.comm);
    } else {
        VkarBufferRange ranges[LOCAL_RANKS];
        VkarSemaphoreValue signals[LOCAL_RANKS];
        VkarAllreduceInfo info;
        uint32_t i;
        memset(&info, 0, sizeof info);
        ++n.value;
        for (i = 0; i < LOCAL_RANKS; ++i) {
            ranges[i].buffer = n.buf[i].buffer;
            ranges[i].offset = 4;
            signals[i].semaphore = n.sem[i];
            signals[i].value = n.value;
        }
        info.count = 1000;
        info.pBuffers = ranges;
        info.pSignals = signals;
        CHECK_VK(vkarAllreduce(n.comm, &info));
        for (i = 0; i < LOCAL_RANKS; ++i) /* released over meaningless sums */
            CHECK_VK(timeline_wait(i, n.sem[i], n.value, 60000000000ull));
    }
    CHECK(vkarGetCommStatus(n.comm, &status) == VK_ERROR_DEVICE_LOST);
    node_close(&n);
    return 0;
}

/* ---- Creation: a node that fails, nodes of different sizes --------------- */

static uint64_t seconds_since(const struct timespec* start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)(now.tv_sec - start->tv_sec);
}

/* Node 1's creation fails, at its start (`early`: VKAR_DISABLE, before any
 * transport call) or at its end (SYNC_FD asked with a transport); every
 * node's creation must fail, promptly, and with an error. */
static int creation_fails_on_node_1(int early)
{
    VkarRankInfo ranks[LOCAL_RANKS];
    VkarCommCreateInfo info = comm_info(LOCAL_RANKS, ranks);
    VkarMpiTransport mpi;
    VkarTransport transport;
    VkarComm comm = VK_NULL_HANDLE;
    struct timespec start;
    VkResult res;
    CHECK_VK(vkarMpiTransportInit(&mpi, MPI_COMM_WORLD, &transport));
    info.pTransport = &transport;
    info.timeoutNanoseconds = 2000000000ull;
    if (g_node == 1 && early)
        setenv("VKAR_DISABLE", "1", 1);
    if (g_node == 1 && !early)
        info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    clock_gettime(CLOCK_MONOTONIC, &start);
    res = vkarCreateComm(&info, &comm);
    unsetenv("VKAR_DISABLE");
    if (res == VK_SUCCESS)
        printf("    node %d: created a communicator although node 1 failed\n", g_node);
    CHECK(res < 0 && comm == VK_NULL_HANDLE);
    CHECK(g_node != 1 || res == VK_ERROR_FEATURE_NOT_PRESENT || res == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(seconds_since(&start) <= 2 + 10);
    vkarDestroyComm(comm);
    vkarMpiTransportDestroy(&mpi);
    return 0;
}

static int test_creation_fails_early(void)
{
    return creation_fails_on_node_1(1);
}

static int test_creation_fails_late(void)
{
    return creation_fails_on_node_1(0);
}

/* Node 0 has one rank, the others two, with a maxSlotBytes larger than a
 * two-rank node's devices hold (lavapipe: maxStorageBufferRange / 4): node
 * 0 alone would cut a call of this count in one round, the others in two.
 * Creation agrees on the smaller, and the sums are exact. */
static int test_nodes_of_different_sizes(void)
{
    const uint32_t local = g_node == 0 ? 1 : LOCAL_RANKS;
    const uint64_t count = 8388609;
    VkarRankInfo ranks[LOCAL_RANKS];
    VkarCommCreateInfo info = comm_info(local, ranks);
    VkarMpiTransport mpi;
    VkarTransport transport;
    VkarCommProperties props;
    VkarBufferRange ranges[LOCAL_RANKS];
    VkarSemaphoreValue signals[LOCAL_RANKS];
    VkarAllreduceInfo call;
    TestBuffer buf[LOCAL_RANKS];
    VkSemaphore sem[LOCAL_RANKS];
    VkarComm comm;
    unsigned long long perRound[2];
    uint32_t i, all = 1 + LOCAL_RANKS * (uint32_t)(g_nodes - 1);
    uint64_t e;
    CHECK_VK(vkarMpiTransportInit(&mpi, MPI_COMM_WORLD, &transport));
    info.pTransport = &transport;
    info.maxSlotBytes = 48u << 20;
    CHECK_VK(vkarCreateComm(&info, &comm));
    vkarGetCommProperties(comm, &props);
    perRound[0] = props.maxElementsPerRound;
    perRound[1] = ~perRound[0];
    MPI_Allreduce(MPI_IN_PLACE, perRound, 2, MPI_UNSIGNED_LONG_LONG, MPI_MAX, MPI_COMM_WORLD);
    CHECK(perRound[0] == ~perRound[1] && perRound[0] == props.maxElementsPerRound && perRound[0] < count);
    memset(&call, 0, sizeof call);
    for (i = 0; i < local; ++i) {
        const uint32_t g = g_node == 0 ? 0 : 1 + LOCAL_RANKS * (uint32_t)(g_node - 1) + i;
        CHECK(buffer_create(&buf[i], i, count * 4) == 0);
        for (e = 0; e < count; ++e)
            buf[i].words[e] = float_bits(exact_input(e, g));
        ranges[i].buffer = buf[i].buffer;
        ranges[i].offset = 0;
        sem[i] = timeline_create(i, 0);
        signals[i].semaphore = sem[i];
        signals[i].value = 1;
    }
    call.count = count;
    call.wire = VKAR_WIRE_F32;
    call.pBuffers = ranges;
    call.pSignals = signals;
    CHECK_VK(vkarAllreduce(comm, &call));
    for (i = 0; i < local; ++i) {
        CHECK_VK(submit_host_barrier(i, sem[i], 1, sem[i], 2));
        CHECK_VK(timeline_wait(i, sem[i], 2, 60000000000ull));
    }
    for (i = 0; i < local; ++i) {
        for (e = 0; e < count; e += 997) {
            float sum = 0.0f;
            uint32_t k;
            for (k = 0; k < all; ++k)
                sum += exact_input(e, k);
            CHECK(buf[i].words[e] == float_bits(sum));
        }
        CHECK(buf[i].words[count - 1] == buf[0].words[count - 1]);
    }
    vkarDestroyComm(comm);
    for (i = 0; i < local; ++i) {
        buffer_destroy(&buf[i]);
        semaphore_destroy(i, sem[i]);
    }
    vkarMpiTransportDestroy(&mpi);
    return 0;
}

/* ---- Every collective across nodes, through the library ------------------ */


static const char* const k_collective_names[] = { "all-reduce", "reduce", "broadcast", "reduce-scatter",
                                                  "all-gather" };
static VkResult (*const k_collectives[])(VkarComm, const VkarCollectiveInfo*) = {
    vkarAllreduce, vkarReduce, vkarBroadcast, vkarReduceScatter, vkarAllGather
};

/* Element v of global rank g's input: specials one time in eight, else
 * direct_input's random values. */
static uint32_t rank_input(VkarDataType type, uint32_t g, uint64_t v)
{
    const uint64_t r = mix64(((uint64_t)g << 40) ^ ((uint64_t)type << 32) ^ v);
    if (r % 8 == 0)
        return type == VKAR_DATA_TYPE_F32 ? k_float_specials[(r >> 8) % (sizeof k_float_specials / 4)]
                                          : k_int_specials[(r >> 8) % (sizeof k_int_specials / 4)];
    return direct_input(type, (int)g, DIRECT_COUNT + v);
}

/* Element v of global rank g's 16-bit input: every NaN, infinity, zero and
 * subnormal among the random bits, else a value from [-4, 4). */
static uint16_t half_input(VkarDataType type, uint32_t g, uint64_t v)
{
    const uint64_t r = mix64(((uint64_t)g << 40) ^ ((uint64_t)type << 32) ^ (v + 77));
    const uint32_t f32 = float_bits((float)((int64_t)(r >> 11 & 0xffff) - 0x8000) / 8192.0f);
    if (r % 8 == 0)
        return (uint16_t)(r >> 20);
    return (uint16_t)(type == VKAR_DATA_TYPE_F16 ? f32_to_f16(f32) : f32_to_bf16(f32));
}

static uint32_t element_bytes(VkarDataType type)
{
    return type == VKAR_DATA_TYPE_F16 || type == VKAR_DATA_TYPE_BF16 ? 2 : 4;
}

/* Element v of global rank g's input, of either width. */
static uint32_t case_input(VkarDataType type, uint32_t g, uint64_t v)
{
    return element_bytes(type) == 2 ? half_input(type, g, v) : rank_input(type, g, v);
}

static uint32_t case_input_of(const void* user, uint32_t g, uint64_t v)
{
    return case_input(*(const VkarDataType*)user, g, v);
}

/* Output element v of global rank g as the oracle (tests/reference.h)
 * gives it over every node's ranks, each node's in order, then the nodes
 * in order; or -1 where the call leaves it. */
static int64_t coll_expected(RefCollective c, VkarDataType type, VkarReduceOp op, uint32_t root, uint64_t count,
                             uint32_t g, uint64_t v)
{
    uint32_t nodeRanks[MAX_NODES];
    RefCall call = ref_call(c, type, op, LOCAL_RANKS * (uint32_t)g_nodes, case_input_of, &type);
    int m;
    for (m = 0; m < g_nodes; ++m)
        nodeRanks[m] = LOCAL_RANKS;
    call.root = root;
    call.count = count;
    call.nodeRanks = nodeRanks;
    call.nodes = (uint32_t)g_nodes;
    return ref_expected(&call, g, v);
}

static uint32_t element_at(const Node* n, uint32_t i, uint64_t e, uint32_t bytes)
{
    return bytes == 2 ? ((const uint16_t*)(const void*)n->buf[i].words)[e] : n->buf[i].words[e];
}

static void set_element(Node* n, uint32_t i, uint64_t e, uint32_t bytes, uint32_t value)
{
    if (bytes == 2)
        ((uint16_t*)(void*)n->buf[i].words)[e] = (uint16_t)value;
    else
        n->buf[i].words[e] = value;
}

/* One call of collective c, each rank's input from the odd element 3 (a
 * 16-bit element: a word's high half) and its output after it, out of
 * place; every element of the region checked, neighbouring halves kept. */
static int coll_case(Node* n, RefCollective c, VkarDataType type, VkarReduceOp op, uint32_t root, uint64_t count)
{
    const uint32_t all = LOCAL_RANKS * (uint32_t)g_nodes, bytes = element_bytes(type);
    const uint32_t sentinel = bytes == 2 ? 0x5eedu : 0x5eed5eedu;
    const uint64_t inCount = c == REF_REDUCE_SCATTER ? count * all : count;
    const uint64_t outCount = c == REF_ALL_GATHER ? count * all : count;
    const uint64_t inFirst = 3, outFirst = inFirst + inCount + 1, region = outFirst + outCount + 3;
    VkarBufferRange ranges[LOCAL_RANKS], outputs[LOCAL_RANKS];
    VkarSemaphoreValue signals[LOCAL_RANKS];
    VkarCollectiveInfo info;
    uint64_t e;
    uint32_t i;
    int wrong = 0;
    CHECK(region * bytes <= 4 * (MAX_COUNT + 2));
    memset(&info, 0, sizeof info);
    ++n->value;
    for (i = 0; i < LOCAL_RANKS; ++i) {
        const uint32_t g = global_rank(i, g_node);
        for (e = 0; e < region; ++e)
            set_element(n, i, e, bytes, sentinel);
        for (e = 0; e < inCount; ++e)
            set_element(n, i, inFirst + e, bytes, case_input(type, g, e));
        ranges[i].buffer = outputs[i].buffer = n->buf[i].buffer;
        ranges[i].offset = bytes * inFirst;
        outputs[i].offset = bytes * outFirst;
        signals[i].semaphore = n->sem[i];
        signals[i].value = n->value;
    }
    info.count = count;
    info.pBuffers = ranges;
    info.pOutputs = outputs;
    info.pSignals = signals;
    info.dataType = type;
    info.op = op;
    info.root = root;
    CHECK_VK(k_collectives[c](n->comm, &info));
    for (i = 0; i < LOCAL_RANKS; ++i)
        CHECK_VK(submit_host_barrier(i, n->sem[i], n->value, n->sem[i], n->value + 1));
    ++n->value;
    for (i = 0; i < LOCAL_RANKS && !wrong; ++i) {
        const uint32_t g = global_rank(i, g_node);
        for (e = 0; e < region && !wrong; ++e) {
            int64_t want = sentinel;
            if (e >= inFirst && e < inFirst + inCount)
                want = case_input(type, g, e - inFirst);
            else if (e >= outFirst && e < outFirst + outCount) {
                want = coll_expected(c, type, op, root, count, g, e - outFirst);
                if (want < 0)
                    want = sentinel;
            }
            if (element_at(n, i, e, bytes) != (uint32_t)want) {
                printf("    node %d: %s %s %s, root %u: rank %u element %llu is 0x%0*x, not 0x%0*x\n", g_node,
                       k_collective_names[c], k_type_names[type], k_op_names[op], root, g, (unsigned long long)e,
                       (int)bytes * 2, element_at(n, i, e, bytes), (int)bytes * 2, (uint32_t)want);
                wrong = 1;
            }
        }
    }
    return wrong;
}

/* Every collective through the MPI transport: every op on F32, I32 and
 * U32 for the reductions, roots on the first and the last node, counts
 * that calls of rounds of 256 elements cut mid-block. */
static int test_collectives_every_op(void)
{
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F32, VKAR_DATA_TYPE_I32, VKAR_DATA_TYPE_U32 };
    const uint32_t all = LOCAL_RANKS * (uint32_t)g_nodes;
    Node n;
    uint32_t c, t, op;
    int failed = 0;
    CHECK(node_open(&n, 1024) == 0);
    for (c = REF_ALLREDUCE; c <= REF_ALL_GATHER; ++c)
        for (t = 0; t < 3; ++t)
            for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op) {
                const int moves = c == REF_BROADCAST || c == REF_ALL_GATHER;
                if (moves && op != VKAR_REDUCE_OP_SUM)
                    continue;
                failed |= coll_case(&n, (RefCollective)c, types[t], (VkarReduceOp)op, (op + t) % 2 ? all - 1 : 1,
                                    c == REF_REDUCE_SCATTER || c == REF_ALL_GATHER ? 97 : 301);
            }
    node_close(&n);
    return failed;
}

/* ---- 16-bit buffers across nodes ------------------------------------------ */

/* Every collective on F16 and BF16 through the MPI transport: every op for
 * the reductions, roots on the first and the last node, counts that rounds
 * of 256 elements cut mid-block. */
static int test_collectives_16_bit(void)
{
    static const VkarDataType types[] = { VKAR_DATA_TYPE_F16, VKAR_DATA_TYPE_BF16 };
    const uint32_t all = LOCAL_RANKS * (uint32_t)g_nodes;
    Node n;
    uint32_t c, t, op;
    int failed = 0;
    CHECK(node_open(&n, 1024) == 0);
    for (c = REF_ALLREDUCE; c <= REF_ALL_GATHER; ++c)
        for (t = 0; t < 2; ++t)
            for (op = 0; op <= VKAR_REDUCE_OP_AVG; ++op) {
                const int moves = c == REF_BROADCAST || c == REF_ALL_GATHER;
                if (moves && op != VKAR_REDUCE_OP_SUM)
                    continue;
                failed |= coll_case(&n, (RefCollective)c, types[t], (VkarReduceOp)op, (op + t) % 2 ? all - 1 : 1,
                                         c == REF_REDUCE_SCATTER || c == REF_ALL_GATHER ? 97 : 301);
            }
    node_close(&n);
    return failed;
}

/* ---- Point to point across nodes ---------------------------------------- */

#define P2P_COUNT 1500 /* words per message: several rounds of 4 KiB a sender */

/* The word e of what rank number `from` sends in group `group`. */
static uint32_t sent_word(uint32_t group, uint32_t from, uint64_t e)
{
    uint64_t state = 0x9e3779b97f4a7c15ull ^ ((uint64_t)group << 48) ^ ((uint64_t)from << 32) ^ e;
    return (uint32_t)rng_next(&state);
}

/* One group on every node, each passing the whole group (other nodes'
 * ranks' ranges VK_NULL_HANDLE), signalling every local rank's timeline;
 * the host then sees the receives. */
static int node_group(Node* n, const VkarPeerOp* ops, uint32_t opCount)
{
    VkarSemaphoreValue signals[LOCAL_RANKS];
    VkarSendRecvInfo info;
    uint32_t i;
    memset(&info, 0, sizeof info);
    ++n->value;
    for (i = 0; i < LOCAL_RANKS; ++i) {
        signals[i].semaphore = n->sem[i];
        signals[i].value = n->value;
    }
    info.opCount = opCount;
    info.pOps = ops;
    info.pSignals = signals;
    CHECK_VK(vkarSendRecv(n->comm, &info));
    for (i = 0; i < LOCAL_RANKS; ++i)
        CHECK_VK(submit_host_barrier(i, n->sem[i], n->value, n->sem[i], n->value + 1));
    ++n->value;
    return 0;
}

/* Every rank number g sends the words at its buffer's start to g + 1, to
 * itself and to g + LOCAL_RANKS (another node's), and receives them from
 * g - 1, itself and g - LOCAL_RANKS after them; the ops in a different
 * order on every node. Then an all-to-all of 300 words a block. Every word
 * is its sender's, bit for bit, on every rank of every node. */
static int test_send_recv(void)
{
    const uint32_t n = (uint32_t)g_nodes * LOCAL_RANKS;
    const uint32_t step[3] = { 1, 0, LOCAL_RANKS };
    VkarPeerOp* ops = (VkarPeerOp*)calloc(6 * (size_t)n, sizeof *ops);
    VkarBufferRange inputs[LOCAL_RANKS], outputs[LOCAL_RANKS];
    VkarAllreduceInfo all;
    uint32_t g, j, i, e, p;
    Node nd;
    CHECK(ops != NULL);
    CHECK(node_open(&nd, 4096) == 0);
    for (g = 0; g < n; ++g)
        for (j = 0; j < 3; ++j) {
            /* node m lists the group from rank m's ops on: the order between pairs is free */
            VkarPeerOp* send = &ops[6 * ((g + (uint32_t)g_node) % n) + 2 * j];
            VkarPeerOp* recv = send + 1;
            send->type = VKAR_PEER_OP_SEND;
            recv->type = VKAR_PEER_OP_RECV;
            send->rank = recv->rank = g;
            send->peer = (g + step[j]) % n;
            recv->peer = (g + n - step[j]) % n;
            send->count = recv->count = P2P_COUNT;
            recv->buffer.offset = 4 * (VkDeviceSize)P2P_COUNT * (1 + j);
            if (g / LOCAL_RANKS == (uint32_t)g_node)
                send->buffer.buffer = recv->buffer.buffer = nd.buf[g % LOCAL_RANKS].buffer;
        }
    for (i = 0; i < LOCAL_RANKS; ++i)
        for (e = 0; e < P2P_COUNT; ++e)
            nd.buf[i].words[e] = sent_word(1, global_rank(i, g_node), e);
    CHECK(node_group(&nd, ops, 6 * n) == 0);
    for (i = 0; i < LOCAL_RANKS; ++i) {
        g = global_rank(i, g_node);
        for (j = 0; j < 3; ++j)
            for (e = 0; e < P2P_COUNT; ++e)
                CHECK(nd.buf[i].words[P2P_COUNT * (1 + j) + e] == sent_word(1, (g + n - step[j]) % n, e));
    }

    memset(&all, 0, sizeof all);
    for (i = 0; i < LOCAL_RANKS; ++i) {
        g = global_rank(i, g_node);
        for (e = 0; e < 300 * n; ++e)
            nd.buf[i].words[e] = sent_word(2, g, e);
        inputs[i].buffer = outputs[i].buffer = nd.buf[i].buffer;
        inputs[i].offset = 0;
        outputs[i].offset = 4 * 300 * (VkDeviceSize)n;
    }
    all.count = 300;
    all.dataType = VKAR_DATA_TYPE_U32;
    all.pBuffers = inputs;
    all.pOutputs = outputs;
    ++nd.value;
    CHECK_VK(vkarAllToAll(nd.comm, &all));
    for (i = 0; i < LOCAL_RANKS; ++i)
        CHECK_VK(submit_host_barrier(i, nd.sem[i], 0, nd.sem[i], nd.value));
    for (i = 0; i < LOCAL_RANKS; ++i) {
        g = global_rank(i, g_node);
        for (p = 0; p < n; ++p) /* block p: rank p's block g */
            for (e = 0; e < 300; ++e)
                CHECK(nd.buf[i].words[300 * n + 300 * p + e] == sent_word(2, p, 300 * g + e));
    }
    node_close(&nd);
    free(ops);
    return 0;
}

/* With an argument other than "die", only the checks whose names contain it. */
static const char* g_only;

static void run(const char* name, int (*fn)(void))
{
    int failed, anyFailed = 0;
    if (g_only && !strstr(name, g_only))
        return;
    failed = fn() != 0;
    MPI_Allreduce(&failed, &anyFailed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (anyFailed)
        ++g_failed;
    else
        ++g_passed;
    if (g_node == 0)
        printf("%s %s (%d nodes)\n", anyFailed ? "FAIL" : "PASS", name, g_nodes);
    fflush(stdout);
}

/* Node 1 submits a call and exits before its bridge hands the round to
 * the transport; every other node is left inside MPI. */
static int die_mid_call(void)
{
    Node n;
    CHECK(node_open(&n, 0) == 0);
    if (g_node == 1) {
        uint32_t i;
        VkarBufferRange ranges[LOCAL_RANKS];
        VkarAllreduceInfo info;
        memset(&info, 0, sizeof info);
        for (i = 0; i < LOCAL_RANKS; ++i) {
            ranges[i].buffer = n.buf[i].buffer;
            ranges[i].offset = 0;
        }
        info.count = 1000;
        info.pBuffers = ranges;
        vkarAllreduce(n.comm, &info);
        _exit(3);
    }
    return node_call(&n, 1000, VKAR_WIRE_F32, NULL);
}

int main(int argc, char** argv)
{
    int provided = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided) != MPI_SUCCESS ||
        provided < MPI_THREAD_MULTIPLE) {
        printf("MPI without MPI_THREAD_MULTIPLE\n0 passed, 1 failed\n");
        return 1;
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &g_node);
    MPI_Comm_size(MPI_COMM_WORLD, &g_nodes);
    if (harness_init()) {
        printf("node %d: harness setup failed\n", g_node);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    if (argc > 1 && strcmp(argv[1], "die") == 0) {
        int res = die_mid_call();
        printf("node %d: the call returned %d after node 1 died\n", g_node, res);
        MPI_Finalize();
        return 0;
    }
    g_only = argc > 1 ? argv[1] : NULL;
    run("exact sums across nodes, every wire, counts 0..70001, guard words", test_exact);
    run("random inputs: the nodes' sums in node order, the same bits on every rank of every node", test_random);
    run("calls split into rounds by maxSlotBytes", test_split);
    run("wait before signal on one node", test_wait_before_signal);
    run("the record API and a transport without its function are refused", test_bad_use);
    run("pfnReduceHost directly: every type and op, NaN, zeros, subnormals, wrap-around, bit for bit on every node",
        test_direct_every_type_op);
    run("pfnReduceHost directly: another type, op or invalid data on one node, AVG, F16: fails on every node",
        test_direct_mismatch);
    run("every collective across nodes: reduce, broadcast, reduce-scatter, all-gather, all-reduce; every op on f32, "
        "i32, u32; roots on the first and last node; bit for bit",
        test_collectives_every_op);
    run("every collective on f16 and bf16 across nodes, every op, combined in F32 and rounded once, neighbouring "
        "halves kept; bit for bit",
        test_collectives_16_bit);
    run("send/recv across nodes (next rank, self, the next node's), the ops in another order on every node, several "
        "rounds; an all-to-all; bit for bit",
        test_send_recv);
    run("a node that aborts: every node's communicator is lost, none hangs", test_abort_reaches_every_node);
    run("nodes of 1 and 2 ranks with a maxSlotBytes only one of them holds: one round size, exact sums",
        test_nodes_of_different_sizes);
    run("node 1's creation fails late (SYNC_FD asked with a transport): every node's fails, at once",
        test_creation_fails_late);
    run("node 1's creation fails before any transport call (VKAR_DISABLE): every node's fails, at once",
        test_creation_fails_early);
    harness_shutdown();
    if (g_node == 0)
        printf("%d passed, %d failed\n", g_passed, g_failed);
    MPI_Finalize();
    return g_failed != 0;
}
