/* Sums across processes through vk_allreduce_mpi.h, run under mpirun by
 * tests/mpi.sh: each process is a node with two lavapipe ranks (harness.c,
 * validation layer on). Every check runs on every node; node 0 prints one
 * PASS or FAIL line per check, failing when any node failed.
 *
 *   mpirun -np M tests/mpi_test [die]
 * With "die", node 1 exits in the middle of a call, before its transport
 * runs: the others must not hang (tests/mpi.sh times the job). */
#define _POSIX_C_SOURCE 200809L
#define VK_ALLREDUCE_MPI_IMPLEMENTATION
#include "harness.h"
#include "../vk_allreduce_mpi.h"

#include <pthread.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define LOCAL_RANKS 2u
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
    VkarCmdAllreduceInfo cmd;
    VkarRankSubmitInfo submits[LOCAL_RANKS];
    uint64_t round = 0;
    Node n;
    CHECK(node_open(&n, 0) == 0);
    memset(&cmd, 0, sizeof cmd);
    CHECK(vkarCmdAllreduce(n.comm, &cmd, submits, &round) == VK_ERROR_VALIDATION_FAILED_EXT);
    node_close(&n);
    transport.pfnAllreduceHost = NULL;
    transport.pUserData = NULL;
    info.pTransport = &transport;
    CHECK(vkarCreateComm(&info, &n.comm) == VK_ERROR_VALIDATION_FAILED_EXT);
    return 0;
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

static void run(const char* name, int (*fn)(void))
{
    int failed = fn() != 0, anyFailed = 0;
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
    run("exact sums across nodes, every wire, counts 0..70001, guard words", test_exact);
    run("random inputs: the nodes' sums in node order, the same bits on every rank of every node", test_random);
    run("calls split into rounds by maxSlotBytes", test_split);
    run("wait before signal on one node", test_wait_before_signal);
    run("the record API and a transport without its function are refused", test_bad_use);
    run("a node that aborts: every node's communicator is lost, none hangs", test_abort_reaches_every_node);
    harness_shutdown();
    if (g_node == 0)
        printf("%d passed, %d failed\n", g_passed, g_failed);
    MPI_Finalize();
    return g_failed != 0;
}
