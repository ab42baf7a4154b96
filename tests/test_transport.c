/* Area "transport": a communicator with a transport sums across nodes
 * between a call's rounds; a transport that fails, and one told when this
 * node fails. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- A transport: sums across nodes between a call's rounds ------------- */

/* The counts, written by the bridge thread: read atomically. */
static int fake_calls(FakeNodes* nodes)
{
    return __atomic_load_n(&nodes->calls, __ATOMIC_ACQUIRE);
}

static int fake_invalid_calls(FakeNodes* nodes)
{
    return __atomic_load_n(&nodes->invalidCalls, __ATOMIC_ACQUIRE);
}

/* fixture_submit of `c` is refused with a log line containing `logged`. */
static int expect_call_error_of(Fixture* f, const Call* c, const char* logged)
{
    int lines = g_log_lines;
    CHECK(fixture_submit(f, c) == VK_ERROR_VALIDATION_FAILED_EXT);
    --f->value;
    CHECK(g_log_lines > lines && strstr(g_last_log, logged));
    return 0;
}

static int open_with_transport(Fixture* f, uint32_t ranks, FakeNodes* nodes, VkDeviceSize maxSlotBytes)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    VkarTransport transport;
    memset(&transport, 0, sizeof transport);
    CHECK(fixture_open(f, ranks, 5000 * 4) == 0);
    vkarDestroyComm(f->comm);
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.pUserData = nodes;
    info.pTransport = &transport;
    info.maxSlotBytes = maxSlotBytes;
    CHECK_VK(vkarCreateComm(&info, &f->comm));
    return 0;
}

/* Every rank holds the sum over its node's ranks and the other node's. */
static int holds_both_nodes(const Fixture* f, uint64_t count, uint64_t salt)
{
    uint64_t e;
    uint32_t k, j;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e) {
            float sum = 0.0f, other = 0.0f;
            for (j = 0; j < f->ranks; ++j) {
                sum += exact_input(e + salt, j);
                other += exact_input(e + salt, f->ranks + j);
            }
            if (f->buf[k].words[e] != float_bits(sum + other)) {
                printf("    rank %u element %llu: %g, expected %g + %g\n", k, (unsigned long long)e,
                       (double)bits_float(f->buf[k].words[e]), (double)sum, (double)other);
                return 1;
            }
        }
    return 0;
}

static int test_transport(void)
{
    FakeNodes nodes = { 3, 5, 1000, 0, 0, 0, 0 };
    VkarCommProperties props;
    VkarCmdCollectiveInfo cmd;
    VkarRankSubmitInfo submits[MAX_RANKS];
    VkarBufferRange ranges[MAX_RANKS];
    VkCommandBuffer commandBuffers[MAX_RANKS];
    uint64_t round = 0;
    Fixture f;
    Call c;
    CHECK(open_with_transport(&f, 3, &nodes, 4096) == 0); /* 1024 elements a round */
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.crossesNodes == VK_TRUE && props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(vkarResolveAlgorithm(f.comm, 1, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_TWO_SHOT);
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.wire = VKAR_WIRE_BF16;
    fill_exact_all(&f, c.count, nodes.salt);
    CHECK(fixture_run(&f, &c) == 0);
    CHECK(fake_calls(&nodes) == 1);
    CHECK(holds_both_nodes(&f, c.count, nodes.salt) == 0);
    c.count = 4097; /* five pieces: one transport call each, the last of one element */
    nodes.callCount = c.count;
    nodes.salt = 11;
    fill_exact_all(&f, c.count, nodes.salt);
    CHECK(fixture_run(&f, &c) == 0);
    CHECK(fake_calls(&nodes) == 6);
    CHECK(holds_both_nodes(&f, c.count, nodes.salt) == 0);
    c.algorithm = VKAR_ALGORITHM_ONE_SHOT;
    CHECK(expect_call_error_of(&f, &c, "a communicator with a transport runs two-shot") == 0);
    /* the transport sums F32: another op or type cannot cross nodes */
    c.algorithm = VKAR_ALGORITHM_AUTO;
    c.op = VKAR_REDUCE_OP_MAX;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT && strstr(vkarGetLastError(), "transport"));
    --f.value;
    c.op = VKAR_REDUCE_OP_SUM;
    c.wire = VKAR_WIRE_F32;
    c.type = VKAR_DATA_TYPE_I32;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT);
    --f.value;
    c.type = VKAR_DATA_TYPE_F32;
    c.collective = vkarBroadcast;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_FEATURE_NOT_PRESENT &&
          strstr(vkarGetLastError(), "the transport needs pfnReduceHost and nodeCount"));
    --f.value;
    /* the record API runs no bridge round for the transport: refused
     * before it looks at the collective's own needs */
    memset(&cmd, 0, sizeof cmd);
    memset(ranges, 0, sizeof ranges);
    memset(commandBuffers, 0, sizeof commandBuffers);
    cmd.collective.count = 4;
    cmd.collective.pBuffers = ranges;
    cmd.pPublishCommandBuffers = commandBuffers;
    cmd.pReduceCommandBuffers = commandBuffers;
    CHECK(vkarCmdAllreduce(f.comm, &cmd, submits, &round) == VK_ERROR_VALIDATION_FAILED_EXT &&
          strstr(vkarGetLastError(), "record API does not run"));
    CHECK(vkarCmdBroadcast(f.comm, &cmd, submits, &round) == VK_ERROR_VALIDATION_FAILED_EXT &&
          strstr(vkarGetLastError(), "record API does not run"));
    fixture_close(&f);
    return 0;
}

/* The transport fails on a call's second piece: the bridge gives up and
 * releases every rank (the call's signals fire), the communicator is lost. */
static int test_transport_failure(void)
{
    FakeNodes nodes = { 2, 0, 3000, 0, 0, 2, 0 };
    VkarCommStatus status;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarTransport transport;
    VkarComm comm;
    Fixture f;
    Call c;
    memset(&transport, 0, sizeof transport);
    CHECK(open_with_transport(&f, 2, &nodes, 4096) == 0);
    memset(&c, 0, sizeof c);
    c.count = 3000;
    fill_exact_all(&f, c.count, 0);
    CHECK_VK(fixture_submit(&f, &c));
    CHECK(fixture_finish(&f) == 0);
    CHECK(fake_calls(&nodes) == 2);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 4); /* pieces of two rounds: the second's GATHER */
    CHECK(recent_log_contains("round 4: the transport failed"));
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    --f.value;
    CHECK(fake_calls(&nodes) == 2 && fake_invalid_calls(&nodes) == 0); /* every node failed already: nothing to tell */
    fixture_close(&f);
    /* SYNC_FD cannot take a transport; a transport needs its function */
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.pUserData = &nodes;
    info.pTransport = &transport;
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    CHECK(vkarCreateComm(&info, &comm) == VK_ERROR_FEATURE_NOT_PRESENT);
    CHECK(recent_log_contains("not possible with a transport"));
    info.syncMode = VKAR_SYNC_MODE_AUTO;
    transport.pfnAllreduceHost = NULL;
    CHECK(vkarCreateComm(&info, &comm) == VK_ERROR_VALIDATION_FAILED_EXT);
    return 0;
}

/* ---- A transport told of this node's failure ----------------------------- */

/* This node fails where the other nodes would wait for it in the transport:
 * a submission fails on rank 1 in a call's first (SCATTER) round, so its
 * transport round is never posted; then vkarAbortComm on a healthy one.
 * Each time the bridge makes one transport call with no data, so that the
 * other nodes fail too, and the communicator is lost. */
static int test_transport_told_of_failure(void)
{
    FakeNodes nodes = { 2, 0, 3000, 0, 0, 0, 0 };
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarTransport transport;
    VkarCommStatus status;
    Fixture f;
    Call c;
    int pass, wait;
    memset(&transport, 0, sizeof transport);
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.pUserData = &nodes;
    info.pTransport = &transport;
    memset(&c, 0, sizeof c);
    c.count = 3000;
    for (pass = 0; pass < 2; ++pass) {
        CHECK(fixture_open(&f, 2, 3000 * 4) == 0);
        vkarDestroyComm(f.comm);
        CHECK_VK(create_intercepted(&info, k_failing_submit, &f.comm));
        nodes.calls = nodes.invalidCalls = 0;
        nodes.first = 0;
        fill_exact_all(&f, c.count, 0);
        CHECK(fixture_run(&f, &c) == 0);
        CHECK(holds_both_nodes(&f, c.count, 0) == 0);
        if (pass == 0) {
            g_fail_queue = H.devices[1].queue;
            CHECK(fixture_submit(&f, &c) == VK_ERROR_OUT_OF_DEVICE_MEMORY);
            --f.value;
        } else {
            vkarAbortComm(f.comm);
        }
        queues_idle(2);
        CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
        for (wait = 0; wait < 1000 && fake_invalid_calls(&nodes) == 0; ++wait)
            sleep_ms(10); /* the bridge's call */
        sleep_ms(100); /* and no second one */
        CHECK(fake_calls(&nodes) == 2 && fake_invalid_calls(&nodes) == 1);
        CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
        --f.value;
        fixture_close(&f);
    }
    return 0;
}

/* ---- Creation: the exchange every node joins ----------------------------- */

/* A pfnReduceHost standing in for the transport and one other node: that
 * node has `otherRanks` ranks and slots of `otherSlotUnits` 256-byte
 * units. It records what creation asks. */
typedef struct FakeExchange {
    uint32_t otherRanks, otherSlotUnits;
    int sums, mins, invalid, others;
} FakeExchange;

static VkResult fake_exchange(void* user, void* data, uint64_t count, VkarDataType type, VkarReduceOp op,
                              VkBool32 valid)
{
    FakeExchange* x = (FakeExchange*)user;
    uint32_t* words = (uint32_t*)data;
    if (!valid) {
        ++x->invalid;
        return VK_ERROR_DEVICE_LOST;
    }
    if (type == VKAR_DATA_TYPE_U32 && op == VKAR_REDUCE_OP_SUM && count == 2 && words[1] == 0) {
        ++x->sums;
        words[1] = x->otherRanks;
        return VK_SUCCESS;
    }
    if (type == VKAR_DATA_TYPE_U32 && op == VKAR_REDUCE_OP_MIN && count == 1) {
        ++x->mins;
        words[0] = words[0] < x->otherSlotUnits ? words[0] : x->otherSlotUnits;
        return VK_SUCCESS;
    }
    ++x->others;
    return VK_ERROR_VALIDATION_FAILED_EXT;
}

static VkResult refuse_sums(void* user, float* data, uint64_t count, VkBool32 valid)
{
    (void)user, (void)data, (void)count, (void)valid;
    return VK_ERROR_DEVICE_LOST;
}

/* Node 0 of two with 2 ranks; `env` set to "1" for the creation if not NULL. */
static VkResult create_node_0(FakeExchange* x, const char* env, VkarCommCreateFlags flags, VkarSyncMode syncMode,
                              VkarComm* comm)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarTransport transport;
    VkResult res;
    memset(&transport, 0, sizeof transport);
    transport.pfnAllreduceHost = refuse_sums;
    transport.pfnReduceHost = fake_exchange;
    transport.pUserData = x;
    transport.nodeCount = 2;
    info.pTransport = &transport;
    info.flags = flags;
    info.syncMode = syncMode;
    if (env)
        setenv(env, "1", 1);
    res = vkarCreateComm(&info, comm);
    if (env)
        unsetenv(env);
    return res;
}

/* Creation counts the nodes' ranks and takes the smallest node's slot; a
 * node whose creation fails, early or late, still makes one call, with
 * no data, so that the other nodes' creation fails too. */
static int test_creation_exchange(void)
{
    FakeExchange x = { 3, 4, 0, 0, 0, 0 };
    VkarCommProperties props;
    VkarComm comm = VK_NULL_HANDLE;
    CHECK_VK(create_node_0(&x, NULL, 0, VKAR_SYNC_MODE_AUTO, &comm));
    vkarGetCommProperties(comm, &props);
    vkarDestroyComm(comm);
    CHECK(x.sums == 1 && x.mins == 1 && x.invalid == 0 && x.others == 0);
    CHECK(props.maxElementsPerRound == 4 * 256 / 4);
    memset(&x, 0, sizeof x);
    CHECK(create_node_0(&x, "VKAR_DISABLE", 0, VKAR_SYNC_MODE_AUTO, &comm) == VK_ERROR_FEATURE_NOT_PRESENT && comm == VK_NULL_HANDLE);
    CHECK(x.invalid == 1 && x.sums + x.mins + x.others == 0);
    memset(&x, 0, sizeof x);
    CHECK(create_node_0(&x, NULL, 0x80000000u, VKAR_SYNC_MODE_AUTO, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && comm == VK_NULL_HANDLE);
    CHECK(x.invalid == 1 && x.sums + x.mins + x.others == 0);
    memset(&x, 0, sizeof x);
    CHECK(create_node_0(&x, NULL, 0, VKAR_SYNC_MODE_SYNC_FD, &comm) < 0 && comm == VK_NULL_HANDLE);
    CHECK(x.invalid == 1 && x.sums + x.mins + x.others == 0);
    return 0;
}

/* Without pfnReduceHost no node learns the others' round size: a
 * maxSlotBytes this node's devices cannot hold is refused, not cut. */
static int test_slot_limit_without_exchange(void)
{
    FakeNodes nodes = { 2, 0, 1000, 0, 0, 0, 0 };
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    VkarTransport transport;
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(H.physical, &props);
    memset(&transport, 0, sizeof transport);
    transport.pfnAllreduceHost = fake_nodes_sum;
    transport.pUserData = &nodes;
    info.pTransport = &transport;
    info.maxSlotBytes = props.limits.maxStorageBufferRange; /* a two-rank node holds a quarter */
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pass one that every node can hold") == 0);
    CHECK(fake_calls(&nodes) == 0);
    return 0;
}

const TestCase test_area_transport[] = {
    { "a transport: the node's sum crosses nodes between a call's rounds, once per piece", test_transport, 0 },
    { "a transport that fails: the communicator is lost, every rank released", test_transport_failure, 0 },
    { "a transport is told when this node fails where the others wait for it (a failed submission, an abort)",
      test_transport_told_of_failure, 0 },
    { "creation across nodes: the ranks counted, the smallest node's round size, a node's failure told to the others",
      test_creation_exchange, TAG_NODES },
    { "a transport without pfnReduceHost: a maxSlotBytes this node cannot hold is refused",
      test_slot_limit_without_exchange, 0 },
    { NULL, NULL, 0 },
};
