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
    VkarCmdAllreduceInfo cmd;
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
    cmd.count = 4;
    cmd.pBuffers = ranges;
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

const TestCase test_area_transport[] = {
    { "a transport: the node's sum crosses nodes between a call's rounds, once per piece", test_transport },
    { "a transport that fails: the communicator is lost, every rank released", test_transport_failure },
    { "a transport is told when this node fails where the others wait for it (a failed submission, an abort)",
      test_transport_told_of_failure },
    { NULL, NULL },
};
