/* The correctness suite, on lavapipe with the validation layer. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef _WIN32 /* the tests of ranks in several processes start child processes */
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;
#endif

static const VkarWire k_wires[] = { VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16, VKAR_WIRE_AUTO };
static const char* const k_wire_names[] = { "auto", "f32", "f16", "bf16" };
#define SECOND 1000000000ull
#define GUARD 0xdeadbeefu

/* ---- Fixture: a communicator, one buffer and one timeline per rank ------- */

typedef struct Fixture {
    uint32_t ranks;
    VkarComm comm;
    TestBuffer buf[MAX_RANKS];
    VkSemaphore sem[MAX_RANKS];
    uint64_t value; /* every rank's timeline sits here between calls */
} Fixture;

static int fixture_open(Fixture* f, uint32_t ranks, VkDeviceSize bytes)
{
    uint32_t i;
    memset(f, 0, sizeof *f);
    f->ranks = ranks;
    CHECK_VK(make_comm(ranks, &f->comm));
    for (i = 0; i < ranks; ++i) {
        CHECK(buffer_create(&f->buf[i], i, bytes) == 0);
        f->sem[i] = timeline_create(i, 0);
        CHECK(f->sem[i] != VK_NULL_HANDLE);
    }
    return 0;
}

static void fixture_close(Fixture* f)
{
    uint32_t i;
    vkarDestroyComm(f->comm);
    queues_idle(f->ranks);
    for (i = 0; i < f->ranks; ++i) {
        buffer_destroy(&f->buf[i]);
        semaphore_destroy(i, f->sem[i]);
    }
}

typedef struct Call {
    uint64_t count;
    VkarWire wire;
    VkDeviceSize offset;
    const VkBool32* zero;
    const VkarSemaphoreValue* waits;
    VkarAlgorithm algorithm;
} Call;

/* Submits one all-reduce that signals each rank's timeline; returns its result. */
static VkResult fixture_submit(Fixture* f, const Call* c)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info;
    uint32_t i;
    memset(&info, 0, sizeof info);
    ++f->value;
    for (i = 0; i < f->ranks; ++i) {
        ranges[i].buffer = f->buf[i].buffer;
        ranges[i].offset = c->offset;
        signals[i].semaphore = f->sem[i];
        signals[i].value = f->value;
    }
    info.count = c->count;
    info.wire = c->wire;
    info.pBuffers = ranges;
    info.pZero = c->zero;
    info.pWaits = c->waits;
    info.pSignals = signals;
    info.algorithm = c->algorithm;
    return vkarAllreduce(f->comm, &info);
}

/* Waits for the last call and makes its writes visible to the host. */
static int fixture_finish(Fixture* f)
{
    uint32_t i;
    for (i = 0; i < f->ranks; ++i)
        CHECK_VK(submit_host_barrier(i, f->sem[i], f->value, f->sem[i], f->value + 1));
    ++f->value;
    return 0;
}

/* Gates: one timeline per rank that the host signals when a test says so. */
typedef struct Gates {
    uint32_t ranks;
    VkSemaphore sem[MAX_RANKS];
    VkarSemaphoreValue waits[MAX_RANKS]; /* each gate at value 1 */
    unsigned delayMs;
    pthread_t thread;
} Gates;

static void gates_open(Gates* g, uint32_t ranks)
{
    uint32_t k;
    memset(g, 0, sizeof *g);
    g->ranks = ranks;
    for (k = 0; k < ranks; ++k) {
        g->sem[k] = timeline_create(k, 0);
        g->waits[k].semaphore = g->sem[k];
        g->waits[k].value = 1;
    }
}

static void gates_open_all(Gates* g)
{
    uint32_t k;
    for (k = 0; k < g->ranks; ++k)
        timeline_signal(k, g->sem[k], 1);
}

static void sleep_ms(unsigned ms)
{
    struct timespec t;
    t.tv_sec = ms / 1000;
    t.tv_nsec = (long)(ms % 1000) * 1000000L;
    nanosleep(&t, NULL);
}

static void* gates_open_later_main(void* arg)
{
    Gates* g = (Gates*)arg;
    sleep_ms(g->delayMs);
    gates_open_all(g);
    return NULL;
}

/* Opens every gate from another thread after `ms`, while this one blocks. */
static void gates_open_later(Gates* g, unsigned ms)
{
    g->delayMs = ms;
    pthread_create(&g->thread, NULL, gates_open_later_main, g);
}

static void gates_close(Gates* g)
{
    uint32_t k;
    if (g->delayMs)
        pthread_join(g->thread, NULL);
    queues_idle(g->ranks);
    for (k = 0; k < g->ranks; ++k)
        semaphore_destroy(k, g->sem[k]);
}

static int fixture_run(Fixture* f, const Call* c)
{
    CHECK_VK(fixture_submit(f, c));
    return fixture_finish(f);
}


static uint32_t word_index(VkDeviceSize offset)
{
    return (uint32_t)(offset / 4);
}

/* ---- Exact sums --------------------------------------------------------- */

/* Small integers: every partial sum is exact in every wire format. */
static float exact_input(uint64_t e, uint32_t rank)
{
    return (float)((int)((e * 7 + rank * 3) % 17) - 8);
}

static int exact_case(uint32_t ranks, VkarWire wire, uint64_t count, VkDeviceSize offset)
{
    Fixture f;
    Call c;
    const uint32_t first = word_index(offset);
    const uint64_t words = first + count + 8;
    uint64_t e;
    uint32_t k;

    CHECK(fixture_open(&f, ranks, words * 4) == 0);
    for (k = 0; k < ranks; ++k)
        for (e = 0; e < words; ++e)
            f.buf[k].words[e] = e >= first && e < first + count ? float_bits(exact_input(e - first, k)) : GUARD;
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = wire;
    c.offset = offset;
    CHECK(fixture_run(&f, &c) == 0);
    for (k = 0; k < ranks; ++k) {
        for (e = 0; e < words; ++e) {
            float expected = 0.0f;
            uint32_t j;
            if (e < first || e >= first + count) {
                CHECK(f.buf[k].words[e] == GUARD);
                continue;
            }
            for (j = 0; j < ranks; ++j)
                expected += exact_input(e - first, j);
            CHECK(f.buf[k].words[e] == float_bits(expected));
        }
    }
    fixture_close(&f);
    return 0;
}

static int test_exact_wires(void)
{
    uint32_t ranks, w;
    for (ranks = 2; ranks <= 4; ++ranks)
        for (w = 0; w < 4; ++w)
            if (exact_case(ranks, k_wires[w], 4099, 0)) {
                printf("    ranks %u wire %s\n", ranks, k_wire_names[k_wires[w]]);
                return 1;
            }
    return 0;
}

static int test_exact_sizes_and_offsets(void)
{
    /* workgroup boundaries: 256 words, i.e. 256 F32 or 512 F16/BF16 elements */
    const uint64_t counts[] = { 0, 1, 2, 3, 255, 256, 257, 511, 512, 513, 1000 };
    const VkDeviceSize offsets[] = { 0, 4, 12, 68 };
    uint32_t c, o, w;
    for (c = 0; c < sizeof counts / sizeof *counts; ++c)
        for (o = 0; o < sizeof offsets / sizeof *offsets; ++o)
            for (w = 0; w < 3; ++w)
                if (exact_case(3, k_wires[w], counts[c], offsets[o])) {
                    printf("    count %llu offset %llu wire %s\n", (unsigned long long)counts[c],
                           (unsigned long long)offsets[o], k_wire_names[k_wires[w]]);
                    return 1;
                }
    return 0;
}

static int test_large_count(void)
{
    /* 9 MiB per rank, beyond 8 MiB, in F32 and in BF16 */
    return exact_case(2, VKAR_WIRE_F32, (9u << 20) / 4 + 5, 12) || exact_case(2, VKAR_WIRE_BF16, (9u << 20) / 4 + 5, 4);
}

/* One rank sums only its own contribution, through the wire: F16 and BF16
 * round 1 + 2^-12 to 1, and a zero contribution clears the buffer, so a
 * call that did nothing would show. */
static int loopback_wire_case(VkarWire wire, VkBool32 zero)
{
    const uint64_t count = 513;
    const float input = 1.0f + 0x1p-12f;
    const float expected = zero ? 0.0f : wire == VKAR_WIRE_F16 || wire == VKAR_WIRE_BF16 ? 1.0f : input;
    Fixture f;
    Call c;
    uint64_t e;
    CHECK(fixture_open(&f, 1, count * 4) == 0);
    for (e = 0; e < count; ++e)
        f.buf[0].words[e] = float_bits(input);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = wire;
    c.zero = &zero;
    CHECK(fixture_run(&f, &c) == 0);
    for (e = 0; e < count; ++e)
        CHECK(f.buf[0].words[e] == float_bits(expected));
    fixture_close(&f);
    return 0;
}

static int test_loopback_one_rank(void)
{
    uint32_t w;
    for (w = 0; w < 4; ++w) {
        CHECK(exact_case(1, k_wires[w], 777, 4) == 0);
        CHECK(loopback_wire_case(k_wires[w], VK_FALSE) == 0);
        CHECK(loopback_wire_case(k_wires[w], VK_TRUE) == 0);
    }
    return 0;
}

/* ---- Random inputs: bit-exact against the host emulation, and within the
 *      wire's stated tolerance of the double-precision sum ----------------- */

static double wire_tolerance(VkarWire wire, uint32_t ranks)
{
    /* Inputs in [-1, 1): each rounding to the wire errs by at most half an
     * ulp at 1.0, F32 accumulation adds a few ulps of F32. */
    double unit = wire == VKAR_WIRE_F16 ? 1.0 / 2048 : wire == VKAR_WIRE_BF16 ? 1.0 / 256 : 0.0;
    return ranks * (unit / 2 + 4.0 / (1 << 23));
}

static int random_case(uint32_t ranks, VkarWire wire, uint64_t count, uint64_t seed)
{
    Fixture f;
    Call c;
    uint32_t* in[MAX_RANKS];
    uint32_t* expected = (uint32_t*)malloc(count * 4);
    uint32_t* first = (uint32_t*)malloc(count * 4);
    uint64_t e, state = seed;
    uint32_t k, repeat;

    CHECK(expected && first);
    CHECK(fixture_open(&f, ranks, count * 4) == 0);
    for (k = 0; k < ranks; ++k) {
        in[k] = (uint32_t*)malloc(count * 4);
        CHECK(in[k]);
        for (e = 0; e < count; ++e)
            in[k][e] = float_bits(rng_float(&state));
    }
    emulate(in, ranks, 0, count, wire, NULL, expected);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = wire;
    for (repeat = 0; repeat < 2; ++repeat) {
        for (k = 0; k < ranks; ++k)
            memcpy(f.buf[k].words, in[k], count * 4);
        CHECK(fixture_run(&f, &c) == 0);
        for (k = 1; k < ranks; ++k)
            CHECK(memcmp(f.buf[k].words, f.buf[0].words, count * 4) == 0); /* every rank, same bits */
        if (repeat == 0)
            memcpy(first, f.buf[0].words, count * 4);
        else
            CHECK(memcmp(first, f.buf[0].words, count * 4) == 0); /* run after run */
    }
    for (e = 0; e < count; ++e) {
        double exact = 0.0, got = bits_float(f.buf[0].words[e]);
        for (k = 0; k < ranks; ++k)
            exact += bits_float(in[k][e]);
        if (got - exact > wire_tolerance(wire, ranks) || exact - got > wire_tolerance(wire, ranks)) {
            printf("    element %llu: %.9g, exact %.9g\n", (unsigned long long)e, got, exact);
            return 1;
        }
        CHECK(f.buf[0].words[e] == expected[e]);
    }
    for (k = 0; k < ranks; ++k)
        free(in[k]);
    free(expected);
    free(first);
    fixture_close(&f);
    return 0;
}

static int test_random_wires(void)
{
    uint32_t w, ranks;
    for (ranks = 2; ranks <= 4; ++ranks)
        for (w = 0; w < 3; ++w)
            if (random_case(ranks, k_wires[w], 20001, 1234567u + w + 10 * ranks)) {
                printf("    ranks %u wire %s\n", ranks, k_wire_names[k_wires[w]]);
                return 1;
            }
    return 0;
}

/* Conversion edge cases through the real kernels: ties, subnormals,
 * overflow, infinities, NaN, negative zero. */
static int test_wire_edge_values(void)
{
    static const uint32_t values[] = {
        0x00000000u, 0x80000000u, 0x3f800000u, 0x3f801000u, 0x3f803000u, 0x3f800fffu, 0x3f801001u,
        0x477fe000u, 0x477fefffu, 0x477ff000u, 0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u,
        0x38800000u, 0x387fc000u, 0x33800000u, 0x33000000u, 0x33000001u, 0x337fffffu, 0x00000001u,
        0x3f808000u, 0x3f818000u, 0x3f817fffu, 0xc0490fdbu, 0x3a83126fu, 0x38000000u, 0x37800000u,
    };
    /* paired with the values above on a second rank: sums that land on
     * subnormals, cancel to zero, overflow, or meet infinities and NaN */
    static const uint32_t partners[] = {
        0x80000000u, 0x80000000u, 0xbf800000u, 0x00000001u, 0x7fc00001u, 0xff800000u, 0x3f800000u,
        0x477fe000u, 0x00000000u, 0xc77ff000u, 0x7f7fffffu, 0xff800000u, 0xff800000u, 0x3f800000u,
        0x88800000u, 0xb87fc000u, 0x80000001u, 0x33000000u, 0xb3000001u, 0x807fffffu, 0x00000001u,
        0xbf808000u, 0x3f818000u, 0x80800001u, 0x40490fdbu, 0xba83126fu, 0xb8000000u, 0x00800000u,
    };
    const uint32_t n = sizeof values / sizeof *values;
    uint32_t* in[3];
    uint32_t want[sizeof values / sizeof *values];
    Fixture f;
    Call c;
    uint32_t w, e, ranks;
    uint32_t k;
    in[0] = (uint32_t*)values;
    in[1] = (uint32_t*)partners;
    in[2] = (uint32_t*)values;
    /* every rank takes its own contribution from its buffer, the others
     * from host memory: each position in the summation order is checked */
    for (ranks = 1; ranks <= 3; ++ranks) {
        CHECK(fixture_open(&f, ranks, n * 4) == 0);
        memset(&c, 0, sizeof c);
        c.count = n;
        for (w = 0; w < 3; ++w) {
            for (k = 0; k < ranks; ++k)
                memcpy(f.buf[k].words, in[k], sizeof values);
            c.wire = k_wires[w];
            CHECK(fixture_run(&f, &c) == 0);
            emulate(in, ranks, 0, n, c.wire, NULL, want);
            for (k = 0; k < ranks; ++k)
                for (e = 0; e < n; ++e)
                    if (f.buf[k].words[e] != want[e]) {
                        printf("    %u rank(s), wire %s, rank %u: 0x%08x (+ 0x%08x) became 0x%08x, expected 0x%08x\n",
                               ranks, k_wire_names[c.wire], k, values[e], partners[e], f.buf[k].words[e], want[e]);
                        return 1;
                    }
        }
        fixture_close(&f);
    }
    return 0;
}

/* ---- The AUTO wire and its threshold ------------------------------------- */

/* 1 + 2^-13 on every rank: exact in F32, rounds to 1 in F16. */
static int threshold_case(Fixture* f, uint64_t count, int expectF16)
{
    const uint32_t one_plus = 0x3f800400u;
    Call c;
    uint64_t e;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = one_plus;
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(vkarResolveWire(f->comm, count, VKAR_WIRE_AUTO) == (expectF16 ? VKAR_WIRE_F16 : VKAR_WIRE_F32));
    CHECK(fixture_run(f, &c) == 0);
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f->buf[k].words[e] == (expectF16 ? float_bits(2.0f) : float_bits(2 * bits_float(one_plus))));
    return 0;
}

static int test_auto_wire_threshold(void)
{
    const uint64_t threshold = (1u << 20) / 4; /* default f16WireMinBytes, in elements */
    Fixture f;
    CHECK(fixture_open(&f, 2, (threshold + 1) * 4) == 0);
    CHECK(threshold_case(&f, threshold - 1, 0) == 0);
    CHECK(threshold_case(&f, threshold, 1) == 0);
    CHECK(threshold_case(&f, threshold + 1, 1) == 0);
    CHECK(vkarResolveWire(f.comm, 5, VKAR_WIRE_BF16) == VKAR_WIRE_BF16);
    fixture_close(&f);
    return 0;
}

static int test_custom_threshold_and_properties(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    VkarCommProperties props;
    VkarComm comm;
    info.f16WireMinBytes = 400;
    info.timeoutNanoseconds = 0; /* the default */
    CHECK_VK(vkarCreateComm(&info, &comm));
    vkarGetCommProperties(comm, &props);
    CHECK(props.syncMode == expected_sync_mode());
    CHECK(props.releaseMode == expected_release_mode());
    CHECK(props.rankCount == 3);
    CHECK(props.f16WireMinBytes == 400);
    CHECK(props.maxRoundsInFlight >= 2);
    CHECK(props.timeoutNanoseconds == 10000000000ull); /* the default */
    CHECK(props.maxElementsPerRound > 0);
    CHECK(vkarResolveWire(comm, 99, VKAR_WIRE_AUTO) == VKAR_WIRE_F32);
    CHECK(vkarResolveWire(comm, 100, VKAR_WIRE_AUTO) == VKAR_WIRE_F16);
    CHECK(vkarResolveWire(comm, 0, VKAR_WIRE_AUTO) == VKAR_WIRE_F32);
    vkarDestroyComm(comm);
    info.releaseMode = VKAR_RELEASE_MODE_EVENT; /* VKAR_RELEASE is empty or says the same */
    CHECK_VK(vkarCreateComm(&info, &comm));
    vkarGetCommProperties(comm, &props);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_EVENT);
    vkarDestroyComm(comm);
    return 0;
}

/* ---- pZero ------------------------------------------------------------- */

static int test_zero_ranks(void)
{
    const uint64_t count = 3001;
    VkBool32 zero[3] = { VK_TRUE, VK_FALSE, VK_TRUE };
    Fixture f;
    Call c;
    uint64_t e;
    uint32_t k, w;
    CHECK(fixture_open(&f, 3, count * 4) == 0);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.zero = zero;
    for (w = 0; w < 3; ++w) {
        for (k = 0; k < 3; ++k)
            for (e = 0; e < count; ++e)
                f.buf[k].words[e] = float_bits(exact_input(e, k) + 1000.0f * (float)zero[k]); /* must not leak in */
        c.wire = k_wires[w];
        CHECK(fixture_run(&f, &c) == 0);
        for (k = 0; k < 3; ++k)
            for (e = 0; e < count; ++e)
                CHECK(f.buf[k].words[e] == float_bits(exact_input(e, 1)));
    }
    fixture_close(&f);
    return 0;
}

/* ---- Many rounds: sizes up and down, slot growth with rounds in flight,
 *      mixed wires and pZero, bit-exact against the emulation ------------- */

static uint64_t stream_count(uint32_t round, uint64_t* state)
{
    /* a triangle wave up to 300k elements (across the F16 threshold) with jitter */
    uint32_t phase = round % 100;
    uint64_t base = (uint64_t)(phase < 50 ? phase : 100 - phase) * 6000;
    return base + rng_next(state) % 4000;
}

static int test_stream_500_rounds(void)
{
    const uint64_t capacity = 304000;
    Fixture f;
    uint32_t* model[MAX_RANKS];
    uint32_t* sum = (uint32_t*)malloc(capacity * 4);
    uint64_t state = 99;
    uint32_t round = 0, k;
    VkarCommProperties props;
    VkDeviceSize firstCapacity = 0;

    CHECK(sum);
    CHECK(fixture_open(&f, 4, capacity * 4) == 0);
    for (k = 0; k < 4; ++k) {
        model[k] = (uint32_t*)malloc(capacity * 4);
        CHECK(model[k]);
    }
    while (round < 500) {
        /* a batch of rounds queued back to back, then one wait */
        uint32_t batch = 1 + (uint32_t)(rng_next(&state) % 8), b;
        uint64_t e;
        for (k = 0; k < 4; ++k) {
            for (e = 0; e < capacity; ++e)
                model[k][e] = float_bits(rng_float(&state));
            memcpy(f.buf[k].words, model[k], capacity * 4);
        }
        for (b = 0; b < batch && round < 500; ++b, ++round) {
            VkBool32 zero[4];
            Call c;
            memset(&c, 0, sizeof c);
            for (k = 0; k < 4; ++k)
                zero[k] = (rng_next(&state) % 5) == 0;
            c.count = stream_count(round, &state);
            c.wire = k_wires[rng_next(&state) % 4];
            c.zero = (rng_next(&state) % 2) ? zero : NULL;
            CHECK_VK(fixture_submit(&f, &c));
            emulate(model, 4, 0, c.count, vkarResolveWire(f.comm, c.count, c.wire), c.zero, sum);
            for (k = 0; k < 4; ++k)
                memcpy(model[k], sum, c.count * 4);
            if (round == 0) {
                vkarGetCommProperties(f.comm, &props);
                firstCapacity = props.slotCapacityBytes;
            }
        }
        CHECK(fixture_finish(&f) == 0);
        for (k = 0; k < 4; ++k) {
            if (memcmp(f.buf[k].words, model[k], capacity * 4) != 0) {
                printf("    round %u rank %u differs from the emulation\n", round, k);
                return 1;
            }
        }
    }
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.slotCapacityBytes > firstCapacity); /* the slots grew mid-stream */
    CHECK(props.syncMode == expected_sync_mode());   /* no fallback from SYNC_FD */
    for (k = 0; k < 4; ++k)
        free(model[k]);
    free(sum);
    fixture_close(&f);
    return 0;
}

/* More rounds queued than the library lets into the driver: it must apply
 * back-pressure and still get every round right. Each round sums a window
 * of its own, with inputs of its own (every other round without one rank's
 * contribution), so a round dropped, run twice or run over another
 * round's slots leaves a wrong window. */
static int test_queue_ahead(void)
{
    const uint64_t count = 1000;
    VkarCommProperties props;
    Fixture f;
    uint32_t round, k, rounds;
    uint64_t e;
    CHECK(fixture_open(&f, 3, 1 << 20) == 0);
    vkarGetCommProperties(f.comm, &props);
    rounds = 3 * props.maxRoundsInFlight + 1;
    CHECK(rounds * count * 4 <= 1 << 20);
    for (round = 0; round < rounds; ++round)
        for (k = 0; k < 3; ++k)
            for (e = 0; e < count; ++e)
                f.buf[k].words[round * count + e] = float_bits(exact_input(e + round, k));
    for (round = 0; round < rounds; ++round) {
        VkBool32 zero[3];
        Call c;
        memset(&c, 0, sizeof c);
        for (k = 0; k < 3; ++k)
            zero[k] = round % 2 == 1 && k == round % 3;
        c.offset = (VkDeviceSize)round * count * 4;
        c.count = count;
        c.wire = k_wires[round % 3];
        c.zero = zero;
        CHECK_VK(fixture_submit(&f, &c));
    }
    CHECK(fixture_finish(&f) == 0);
    for (round = 0; round < rounds; ++round) {
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            for (k = 0; k < 3; ++k)
                sum += round % 2 == 1 && k == round % 3 ? 0.0f : exact_input(e + round, k);
            for (k = 0; k < 3; ++k)
                CHECK(f.buf[k].words[round * count + e] == float_bits(sum));
        }
    }
    fixture_close(&f);
    return 0;
}

/* A small maxSlotBytes splits a call into several rounds: waits apply to the
 * first, signals to the last, and the sum is whole. */
static int test_split_rounds(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarCommProperties props;
    Gates gates;
    Fixture f;
    Call c;
    uint64_t e;
    uint32_t k;
    CHECK(fixture_open(&f, 2, 10007 * 4 + 8) == 0);
    vkarDestroyComm(f.comm);
    info.maxSlotBytes = 4096;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.maxElementsPerRound == 1024);
    for (k = 0; k < 2; ++k)
        for (e = 0; e < 10007 + 2; ++e)
            f.buf[k].words[e] = e < 1 || e > 10007 ? GUARD : float_bits(exact_input(e, k));
    gates_open(&gates, 2);
    memset(&c, 0, sizeof c);
    c.count = 10007;
    c.offset = 4;
    c.wire = VKAR_WIRE_BF16;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(50);
    for (k = 0; k < 2; ++k) {
        CHECK(timeline_value(k, f.sem[k]) == 0);
        CHECK(f.buf[k].words[1] == float_bits(exact_input(1, k))); /* not one round ran */
    }
    gates_open_all(&gates);
    CHECK(fixture_finish(&f) == 0);
    gates_close(&gates);
    for (k = 0; k < 2; ++k) {
        CHECK(f.buf[k].words[0] == GUARD && f.buf[k].words[10008] == GUARD);
        for (e = 1; e <= 10007; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1)));
    }
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.slotCapacityBytes == 4096);

    /* 64 elements per round: 64 rounds are accepted, more are refused */
    vkarDestroyComm(f.comm);
    info.maxSlotBytes = 256;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    c.offset = 0;
    c.waits = NULL;
    c.count = 64 * 64;
    CHECK(fixture_run(&f, &c) == 0);
    c.count = 64 * 64 + 1;
    {
        int lines = g_log_lines;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_VALIDATION_FAILED_EXT);
        --f.value;
        CHECK(g_log_lines > lines && strstr(g_last_log, "raise maxSlotBytes"));
    }
    fixture_close(&f);
    return 0;
}

/* ---- Two-shot ------------------------------------------------------------- */

static int holds_exact_sums(const Fixture* f, uint64_t count, uint64_t salt);
static void fill_exact_inputs(Fixture* f, uint32_t k, uint64_t count, uint64_t salt);

static void fill_exact_all(Fixture* f, uint64_t count, uint64_t salt)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, salt);
}

/* Every rank's buffer words [0, words): the call's elements from word 3,
 * random inputs with subnormals, NaNs, infinities and values F16 rounds
 * to infinity mixed in, guard words around. */
static void fill_two_shot_inputs(Fixture* f, uint64_t count, uint64_t words, uint64_t* state)
{
    static const uint32_t specials[] = { 0x00000001u, 0x80400000u, 0x7fc00001u, 0xff800000u, 0x477ff000u,
                                         0x387fc000u, 0x33000001u, 0x80000000u };
    uint32_t k;
    uint64_t e;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < words; ++e) {
            const uint64_t r = rng_next(state);
            f->buf[k].words[e] = e < 3 || e >= 3 + count ? GUARD
                                 : r % 16 == 0        ? specials[(r >> 8) % 8]
                                                      : float_bits(rng_float(state) * 300.0f);
        }
}

/* One call of `count` elements from word 3 with `algorithm`; `out` gets
 * every rank's words. */
static int two_shot_call(Fixture* f, const uint32_t* const* in, uint64_t count, uint64_t words, VkarWire wire,
                         const VkBool32* zero, VkarAlgorithm algorithm, uint32_t** out)
{
    Call c;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        memcpy(f->buf[k].words, in[k], words * 4);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = wire;
    c.offset = 12;
    c.zero = zero;
    c.algorithm = algorithm;
    CHECK(fixture_run(f, &c) == 0);
    for (k = 0; k < f->ranks; ++k)
        memcpy(out[k], f->buf[k].words, words * 4);
    return 0;
}

/* Two-shot against one-shot and the host emulation on the same inputs:
 * every rank, every element, the same bits; the guard words untouched. */
static int two_shot_case(Fixture* f, uint64_t count, VkarWire wire, const VkBool32* zero, uint64_t* state)
{
    const uint64_t words = count + 6;
    uint32_t* in[MAX_RANKS];
    uint32_t* one[MAX_RANKS];
    uint32_t* two[MAX_RANKS];
    uint32_t* offsetIn[MAX_RANKS];
    uint32_t* expected = (uint32_t*)malloc(words * 4);
    uint32_t k;
    uint64_t e;
    CHECK(expected);
    fill_two_shot_inputs(f, count, words, state);
    for (k = 0; k < f->ranks; ++k) {
        in[k] = (uint32_t*)malloc(words * 4);
        one[k] = (uint32_t*)malloc(words * 4);
        two[k] = (uint32_t*)malloc(words * 4);
        CHECK(in[k] && one[k] && two[k]);
        memcpy(in[k], f->buf[k].words, words * 4);
        offsetIn[k] = in[k] + 3;
    }
    emulate(offsetIn, f->ranks, 0, count, wire, zero, expected);
    CHECK(two_shot_call(f, (const uint32_t* const*)in, count, words, wire, zero, VKAR_ALGORITHM_ONE_SHOT, one) == 0);
    CHECK(two_shot_call(f, (const uint32_t* const*)in, count, words, wire, zero, VKAR_ALGORITHM_TWO_SHOT, two) == 0);
    for (k = 0; k < f->ranks; ++k) {
        for (e = 0; e < words; ++e)
            if (two[k][e] != one[k][e] || (e >= 3 && e < 3 + count && two[k][e] != expected[e - 3]) ||
                ((e < 3 || e >= 3 + count) && two[k][e] != GUARD)) {
                printf("    rank %u word %llu: two-shot 0x%08x, one-shot 0x%08x\n", k, (unsigned long long)e,
                       two[k][e], one[k][e]);
                return 1;
            }
        free(in[k]);
        free(one[k]);
        free(two[k]);
    }
    free(expected);
    return 0;
}

static int test_two_shot_bits(void)
{
    /* shares are 64-element multiples: counts below, at and past them */
    const uint64_t counts[] = { 0, 1, 63, 64, 65, 130, 200, 513, 4099 };
    VkBool32 zero[MAX_RANKS];
    uint64_t state = 0x2545f4914f6cdd1dull;
    uint32_t ranks, w, c;
    memset(zero, 0, sizeof zero);
    for (ranks = 1; ranks <= MAX_RANKS; ++ranks) {
        Fixture f;
        CHECK(fixture_open(&f, ranks, (4099 + 6) * 4) == 0);
        for (w = 0; w < 3; ++w)
            for (c = 0; c < sizeof counts / sizeof *counts; ++c) {
                zero[ranks - 1] = c % 2; /* the last rank contributes zeros in every other case */
                if (two_shot_case(&f, counts[c], k_wires[w], zero, &state)) {
                    printf("    ranks %u wire %s count %llu\n", ranks, k_wire_names[k_wires[w]],
                           (unsigned long long)counts[c]);
                    return 1;
                }
                zero[ranks - 1] = 0;
            }
        fixture_close(&f);
    }
    return 0;
}

/* Calls split into rounds, two rounds each piece, waits signalled after
 * the call, reused command buffers; then the ring's limit counts both. */
static int test_two_shot_rounds(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k, call;
    CHECK(fixture_open(&f, 3, 3000 * 4) == 0);
    vkarDestroyComm(f.comm);
    info.maxSlotBytes = 1024; /* 256 elements a round */
    info.flags = VKAR_COMM_CREATE_REUSE_COMMANDS_BIT;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    memset(&c, 0, sizeof c);
    c.count = 2999; /* 12 pieces, 24 rounds */
    c.wire = VKAR_WIRE_F16;
    for (call = 0; call < 8; ++call) {
        c.algorithm = call % 4 == 3 ? VKAR_ALGORITHM_ONE_SHOT : VKAR_ALGORITHM_TWO_SHOT;
        c.waits = call == 1 ? gates.waits : NULL;
        if (call == 1)
            gates_open(&gates, 3);
        fill_exact_all(&f, c.count, call);
        CHECK_VK(fixture_submit(&f, &c));
        if (call == 1) {
            sleep_ms(50);
            for (k = 0; k < 3; ++k)
                CHECK(timeline_value(k, f.sem[k]) < f.value); /* waiting on its gate */
            gates_open_all(&gates);
        }
        CHECK(fixture_finish(&f) == 0);
        if (call == 1)
            gates_close(&gates);
        CHECK(holds_exact_sums(&f, c.count, call) == 0);
    }
    /* 64 elements a round: 32 pieces take the whole ring, 33 are refused */
    vkarDestroyComm(f.comm);
    info.maxSlotBytes = 256;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    c.algorithm = VKAR_ALGORITHM_TWO_SHOT;
    c.count = 32 * 64;
    fill_exact_all(&f, c.count, 99);
    CHECK(fixture_run(&f, &c) == 0);
    CHECK(holds_exact_sums(&f, c.count, 99) == 0);
    c.count = 32 * 64 + 1;
    {
        int lines = g_log_lines;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_VALIDATION_FAILED_EXT);
        --f.value;
        CHECK(g_log_lines > lines && strstr(g_last_log, "take 66 rounds"));
    }
    c.algorithm = VKAR_ALGORITHM_ONE_SHOT; /* 33 rounds */
    fill_exact_all(&f, c.count, 7);
    CHECK(fixture_run(&f, &c) == 0);
    CHECK(holds_exact_sums(&f, c.count, 7) == 0);
    fixture_close(&f);
    return 0;
}

/* AUTO follows the model at its edge: N * N * wire bytes against
 * (2N - 1) * wire + N * F32 + N * 2.25 MB. */
static int test_two_shot_auto(void)
{
    /* F32 at 3 ranks: two-shot from 4 * count > 3 * 2.25 MB */
    const uint64_t edge3 = 3ull * 2250000 / 4;
    VkarComm comm;
    CHECK(vkarResolveAlgorithm(VK_NULL_HANDLE, 1u << 30, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) ==
          VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(VK_NULL_HANDLE, 1, VKAR_WIRE_F32, VKAR_ALGORITHM_TWO_SHOT) ==
          VKAR_ALGORITHM_TWO_SHOT);
    CHECK_VK(make_comm(2, &comm));
    CHECK(vkarResolveAlgorithm(comm, 1ull << 34, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(comm, 1ull << 34, VKAR_WIRE_F16, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(comm, 10, VKAR_WIRE_F32, VKAR_ALGORITHM_ONE_SHOT) == VKAR_ALGORITHM_ONE_SHOT);
    vkarDestroyComm(comm);
    CHECK_VK(make_comm(3, &comm));
    CHECK(vkarResolveAlgorithm(comm, edge3, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(comm, edge3 + 1, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_TWO_SHOT);
    /* F16 at 3 ranks never pays; AUTO's wire is F16 from 1 MiB */
    CHECK(vkarResolveAlgorithm(comm, 1ull << 34, VKAR_WIRE_F16, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(comm, 1ull << 34, VKAR_WIRE_AUTO, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
    vkarDestroyComm(comm);
    CHECK_VK(make_comm(8, &comm));
    /* F32 at 8 ranks: 15w + 8f + 8R < 64w, w = f = 4 count: count > 8R / 164 */
    CHECK(vkarResolveAlgorithm(comm, 8ull * 2250000 / 164, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) ==
          VKAR_ALGORITHM_ONE_SHOT);
    CHECK(vkarResolveAlgorithm(comm, 8ull * 2250000 / 164 + 1, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) ==
          VKAR_ALGORITHM_TWO_SHOT);
    CHECK(vkarResolveAlgorithm(comm, 1ull << 22, VKAR_WIRE_AUTO, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_TWO_SHOT);
    vkarDestroyComm(comm);
    {
        /* 40 pieces of 1 MiB: the model picks two-shot (F32, 8 ranks), whose
         * 80 rounds would not fit in the ring, so AUTO keeps one-shot */
        VkarRankInfo ranks[MAX_RANKS];
        VkarCommCreateInfo info = comm_info(8, ranks);
        info.maxSlotBytes = 1u << 20;
        CHECK_VK(vkarCreateComm(&info, &comm));
        CHECK(vkarResolveAlgorithm(comm, 32ull << 18, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_TWO_SHOT);
        CHECK(vkarResolveAlgorithm(comm, 40ull << 18, VKAR_WIRE_F32, VKAR_ALGORITHM_AUTO) == VKAR_ALGORITHM_ONE_SHOT);
        vkarDestroyComm(comm);
    }
    return 0;
}

/* ---- A transport: sums across nodes between a call's rounds ------------- */

/* A stand-in for the other nodes: adds what a second node of `ranks` ranks
 * holding exact_input(e + salt, ranks + k) would have summed, and fails the
 * transport call numbered failAt (0: never). A call of `callCount`
 * elements reaches it in pieces, in order: `first` is the next one's. */
typedef struct FakeNodes {
    uint32_t ranks;
    uint64_t salt;
    uint64_t callCount, first;
    int calls, failAt;
    int invalidCalls; /* calls whose data the node said was meaningless */
} FakeNodes;

/* The counts, written by the bridge thread: read atomically. */
static int fake_calls(FakeNodes* nodes)
{
    return __atomic_load_n(&nodes->calls, __ATOMIC_ACQUIRE);
}

static int fake_invalid_calls(FakeNodes* nodes)
{
    return __atomic_load_n(&nodes->invalidCalls, __ATOMIC_ACQUIRE);
}

static VkResult fake_nodes_sum(void* user, float* data, uint64_t count, VkBool32 valid)
{
    FakeNodes* nodes = (FakeNodes*)user;
    uint64_t e;
    uint32_t k;
    if (__atomic_add_fetch(&nodes->calls, 1, __ATOMIC_ACQ_REL) == nodes->failAt)
        return VK_ERROR_DEVICE_LOST;
    if (!valid) {
        __atomic_add_fetch(&nodes->invalidCalls, 1, __ATOMIC_ACQ_REL);
        return data == NULL && count == 0 ? VK_ERROR_DEVICE_LOST : VK_ERROR_UNKNOWN;
    }
    if (nodes->first + count > nodes->callCount)
        return VK_ERROR_VALIDATION_FAILED_EXT;
    for (e = 0; e < count; ++e) {
        float other = 0.0f;
        for (k = 0; k < nodes->ranks; ++k)
            other += exact_input(nodes->first + e + nodes->salt, nodes->ranks + k);
        data[e] += other;
    }
    nodes->first = nodes->first + count == nodes->callCount ? 0 : nodes->first + count;
    return VK_SUCCESS;
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
    memset(&cmd, 0, sizeof cmd);
    CHECK(vkarCmdAllreduce(f.comm, &cmd, submits, &round) == VK_ERROR_VALIDATION_FAILED_EXT);
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

/* ---- Caller work before and after, waits and signals --------------------- */

static VkCommandBuffer begin_commands(uint32_t rank)
{
    VkCommandBufferAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
    VkCommandBufferBeginInfo begin = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    alloc.commandPool = H.devices[rank].pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    vkAllocateCommandBuffers(H.devices[rank].device, &alloc, &cmd);
    vkBeginCommandBuffer(cmd, &begin);
    return cmd;
}

static VkResult submit_commands(uint32_t rank, VkCommandBuffer cmd, VkSemaphore wait, uint64_t waitValue,
                                VkPipelineStageFlags waitStage, VkSemaphore signal, uint64_t signalValue)
{
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    vkEndCommandBuffer(cmd);
    values.waitSemaphoreValueCount = wait ? 1 : 0;
    values.pWaitSemaphoreValues = &waitValue;
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &signalValue;
    submit.pNext = &values;
    submit.waitSemaphoreCount = wait ? 1 : 0;
    submit.pWaitSemaphores = &wait;
    submit.pWaitDstStageMask = &waitStage;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cmd;
    submit.signalSemaphoreCount = 1;
    submit.pSignalSemaphores = &signal;
    return vkQueueSubmit(H.devices[rank].queue, 1, &submit, VK_NULL_HANDLE);
}

/* The caller's command writes the input (vkCmdFillBuffer) and signals the
 * wait; the all-reduce signals; the caller's next command copies the sum
 * into a second buffer. Synchronization validation checks the chain. */
static int test_caller_work_before_and_after(void)
{
    const uint64_t count = 2048;
    Fixture f;
    TestBuffer out[3];
    VkCommandBuffer fills[3], copies[3];
    VkarBufferRange ranges[3];
    VkarSemaphoreValue waits[3], signals[3];
    VkarAllreduceInfo info;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 3, count * 4) == 0);
    memset(&info, 0, sizeof info);
    for (k = 0; k < 3; ++k) {
        fills[k] = begin_commands(k);
        CHECK(buffer_create(&out[k], k, count * 4) == 0);
        vkCmdFillBuffer(fills[k], f.buf[k].buffer, 0, count * 4, float_bits((float)(k + 1)));
        CHECK_VK(submit_commands(k, fills[k], VK_NULL_HANDLE, 0, 0, f.sem[k], 1));
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        waits[k].semaphore = f.sem[k];
        waits[k].value = 1;
        signals[k].semaphore = f.sem[k];
        signals[k].value = 2;
    }
    info.count = count;
    info.pBuffers = ranges;
    info.pWaits = waits;
    info.pSignals = signals;
    CHECK_VK(vkarAllreduce(f.comm, &info));
    for (k = 0; k < 3; ++k) {
        VkBufferCopy region = { 0, 0, count * 4 };
        copies[k] = begin_commands(k);
        vkCmdCopyBuffer(copies[k], f.buf[k].buffer, out[k].buffer, 1, &region);
        CHECK_VK(submit_commands(k, copies[k], f.sem[k], 2, VK_PIPELINE_STAGE_TRANSFER_BIT, f.sem[k], 3));
        CHECK_VK(submit_host_barrier(k, f.sem[k], 3, f.sem[k], 4));
    }
    for (k = 0; k < 3; ++k) {
        for (e = 0; e < count; ++e)
            CHECK(out[k].words[e] == float_bits(6.0f));
    }
    queues_idle(3);
    for (k = 0; k < 3; ++k) {
        buffer_destroy(&out[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &fills[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &copies[k]);
    }
    fixture_close(&f);
    return 0;
}

/* Waits signalled from the host after the call returned: nothing may run
 * before. Run with count 0 too: waits honoured, signals fired. */
/* Two ranks' exact inputs, summed with the given waits; the sum checked. */
static void fill_exact(Fixture* f, uint64_t count)
{
    uint32_t k;
    uint64_t e;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
}

static int check_exact_pair_sum(Fixture* f, uint64_t count)
{
    uint32_t k;
    uint64_t e;
    for (k = 0; k < 2; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f->buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1)));
    return 0;
}

static int wait_before_signal_case(uint64_t count)
{
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 2, (count + 1) * 4) == 0);
    gates_open(&gates, 2);
    fill_exact(&f, count);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(50);
    for (k = 0; k < 2; ++k) {
        CHECK(timeline_value(k, f.sem[k]) == 0);
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, k))); /* untouched */
    }
    timeline_signal(0, gates.sem[0], 1);
    sleep_ms(50);
    CHECK(timeline_value(0, f.sem[0]) == 0); /* rank 1 has not published yet */
    timeline_signal(1, gates.sem[1], 1);
    CHECK(fixture_finish(&f) == 0);
    gates_close(&gates);
    CHECK(check_exact_pair_sum(&f, count) == 0);
    fixture_close(&f);
    return 0;
}

static int test_wait_before_signal(void)
{
    return wait_before_signal_case(1500);
}

static int test_count_zero_waits_and_signals(void)
{
    return wait_before_signal_case(0);
}

/* A binary wait: the caller's batch that signals it, submitted before the
 * call, writes the input (vkCmdFillBuffer); the sum shows the publish
 * waited for it, and synchronization validation checks the chain. Its
 * signal cannot wait on a host signal to come: a binary wait needs every
 * signal it depends on submitted (VUID-vkQueueSubmit-pWaitSemaphores-03238).
 * The call's signal is a timeline semaphore, as vkarAllreduce asks. */
static int test_binary_semaphores(void)
{
    const uint64_t count = 700;
    VkarSemaphoreValue waits[2];
    VkCommandBuffer fills[2];
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 2, count * 4) == 0);
    for (k = 0; k < 2; ++k) {
        fills[k] = begin_commands(k);
        vkCmdFillBuffer(fills[k], f.buf[k].buffer, 0, count * 4, float_bits((float)(k + 1)));
        waits[k].semaphore = binary_create(k);
        waits[k].value = 12345; /* ignored for binary semaphores */
        CHECK_VK(submit_commands(k, fills[k], VK_NULL_HANDLE, 0, 0, waits[k].semaphore, 0));
    }
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = waits;
    CHECK_VK(fixture_submit(&f, &c));
    CHECK(fixture_finish(&f) == 0);
    queues_idle(2);
    for (k = 0; k < 2; ++k) {
        semaphore_destroy(k, waits[k].semaphore);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &fills[k]);
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(3.0f));
    }
    fixture_close(&f);
    return 0;
}

/* Destroy while rounds wait on a gate that another thread opens 200 ms
 * later: destroy must wait for them, not free what the GPU uses (the
 * validation layer reports that), and the sums must land. */
static int test_destroy_in_flight(void)
{
    const uint64_t count = 400000;
    Gates gates;
    Fixture f;
    Call c;
    double start;
    uint32_t k, i;
    uint64_t e;
    CHECK(fixture_open(&f, 3, count * 4) == 0);
    gates_open(&gates, 3);
    for (k = 0; k < 3; ++k)
        for (e = 0; e < count; ++e)
            f.buf[k].words[e] = float_bits(exact_input(e, k));
    memset(&c, 0, sizeof c);
    c.count = count;
    c.wire = VKAR_WIRE_F32;
    for (i = 0; i < 4; ++i) {
        VkBool32 zero[3] = { i != 0, i != 0, VK_FALSE };
        c.zero = zero;
        c.waits = i == 0 ? gates.waits : NULL;
        CHECK_VK(fixture_submit(&f, &c));
    }
    for (k = 0; k < 3; ++k)
        CHECK(timeline_value(k, f.sem[k]) < f.value); /* in flight */
    start = now_seconds();
    gates_open_later(&gates, 200);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    CHECK(now_seconds() - start > 0.15);
    gates_close(&gates);
    for (k = 0; k < 3; ++k)
        CHECK_VK(submit_host_barrier(k, f.sem[k], f.value, f.sem[k], f.value + 1));
    for (k = 0; k < 3; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2)));
    fixture_close(&f);
    return 0;
}

static int still_usable(Fixture* f);
static int holds_exact_sums(const Fixture* f, uint64_t count, uint64_t salt);
static void fill_exact_inputs(Fixture* f, uint32_t k, uint64_t count, uint64_t salt);

/* ---- The caller's loader ----------------------------------------------- */

static int g_loader_calls;

static PFN_vkVoidFunction VKAPI_CALL counting_get_instance_proc_addr(VkInstance instance, const char* name)
{
    ++g_loader_calls;
    return vkGetInstanceProcAddr(instance, name);
}

/* Function pointers come from the caller's vkGetInstanceProcAddr, as with
 * volk or a static loader, and the communicator works through them. */
static int test_caller_loader(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    g_loader_calls = 0;
    info.pfnGetInstanceProcAddr = counting_get_instance_proc_addr;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    CHECK(g_loader_calls >= 5);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Vulkan functions replaced through the loader --------------------------
 * A communicator loads its Vulkan functions once, when created, through
 * VkarCommCreateInfo::pfnGetInstanceProcAddr. intercepting_loader hands it
 * the replacements in g_intercepts (a NULL-terminated table, set only
 * around the creation, see create_intercepted) and the real functions for
 * the rest. */

typedef struct Intercept {
    const char* name;
    PFN_vkVoidFunction function;
} Intercept;

static const Intercept* g_intercepts;

static PFN_vkVoidFunction intercepted(const char* name)
{
    const Intercept* i;
    for (i = g_intercepts; i && i->name; ++i)
        if (strcmp(name, i->name) == 0)
            return i->function;
    return NULL;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL intercepting_device_loader(VkDevice device, const char* name)
{
    PFN_vkVoidFunction function = intercepted(name);
    return function ? function : vkGetDeviceProcAddr(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL intercepting_loader(VkInstance instance, const char* name)
{
    PFN_vkVoidFunction function =
        strcmp(name, "vkGetDeviceProcAddr") == 0 ? (PFN_vkVoidFunction)intercepting_device_loader : intercepted(name);
    return function ? function : vkGetInstanceProcAddr(instance, name);
}

/* vkarCreateComm with `intercepts` replacing Vulkan functions. */
static VkResult create_intercepted(VkarCommCreateInfo* info, const Intercept* intercepts, VkarComm* pComm)
{
    VkResult res;
    g_intercepts = intercepts;
    info->pfnGetInstanceProcAddr = intercepting_loader;
    res = vkarCreateComm(info, pComm);
    g_intercepts = NULL;
    return res;
}

/* A communicator over `ranks` ranks, 4 KiB buffers, with create-info
 * changes: `timeoutNs` (0: the default) and Vulkan functions replaced by
 * `intercepts` (NULL: none). */
static int fixture_open_with(Fixture* f, uint32_t ranks, uint64_t timeoutNs, const Intercept* intercepts)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    CHECK(fixture_open(f, ranks, 4096) == 0);
    vkarDestroyComm(f->comm);
    info.timeoutNanoseconds = timeoutNs;
    CHECK_VK(create_intercepted(&info, intercepts, &f->comm));
    return 0;
}

/* ---- A failing vkQueueSubmit, injected through the loader ------------------ */

static VkQueue g_fail_queue; /* its next vkQueueSubmit fails */

static VKAPI_ATTR VkResult VKAPI_CALL failing_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                          VkFence fence)
{
    if (queue == g_fail_queue) {
        g_fail_queue = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    }
    return vkQueueSubmit(queue, count, submits, fence);
}

static const Intercept k_failing_submit[] = { { "vkQueueSubmit", (PFN_vkVoidFunction)failing_queue_submit },
                                              { NULL, NULL } };

static int still_usable_with_late_rank0(Fixture* f);

static int expect_submit_failure(Fixture* f, uint32_t failingRank)
{
    const uint64_t count = 1000;
    Call c;
    int lines = g_log_lines;
    memset(&c, 0, sizeof c);
    c.count = count;
    g_fail_queue = H.devices[failingRank].queue;
    CHECK(fixture_submit(f, &c) == VK_ERROR_OUT_OF_DEVICE_MEMORY);
    CHECK(g_log_lines > lines && recent_log_contains("vkQueueSubmit"));
    queues_idle(f->ranks); /* the ranks that did submit finish their round: no hang */
    return still_usable(f);
}

/* A submission that fails part-way through a round: ranks already submitted
 * must be released (not left waiting forever), the failing ranks' earlier
 * rounds must still finish (rank 1 has one held by a gate), no Vulkan rule
 * may be broken doing so, and the communicator stays usable. */
static int test_submit_failure(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    uint64_t e;
    CHECK(fixture_open(&f, 3, 8192) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_failing_submit, &f.comm));

    CHECK(expect_submit_failure(&f, 0) == 0); /* nothing of the round was submitted */
    CHECK(expect_submit_failure(&f, 2) == 0);
    /* Rank 2 never ran the failed round, so no release may linger for the
     * round that next uses its ring entry, 64 rounds on: that round's
     * reduce would run before rank 0 publishes. */
    CHECK(still_usable_with_late_rank0(&f) == 0);

    gates_open(&gates, 3);
    for (k = 0; k < 3; ++k) /* the gated round's own window, after the failing calls' */
        for (e = 0; e < 1000; ++e)
            f.buf[k].words[1024 + e] = float_bits(exact_input(e + 5, k));
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.offset = 4096;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    gates_open_later(&gates, 200);
    CHECK(expect_submit_failure(&f, 1) == 0);
    gates_close(&gates);
    for (k = 0; k < 3; ++k)
        for (e = 0; e < 1000; ++e)
            CHECK(f.buf[k].words[1024 + e] ==
                  float_bits(exact_input(e + 5, 0) + exact_input(e + 5, 1) + exact_input(e + 5, 2)));
    fixture_close(&f);
    return 0;
}

/* ---- Slots no memory type can import, injected through the loader --------- */

static int g_no_import_types; /* while set, host pointers offer no memory type */

static VKAPI_ATTR VkResult VKAPI_CALL typeless_host_pointer_properties(VkDevice device,
                                                                      VkExternalMemoryHandleTypeFlagBits type,
                                                                      const void* pointer,
                                                                      VkMemoryHostPointerPropertiesEXT* props)
{
    PFN_vkGetMemoryHostPointerPropertiesEXT real =
        (PFN_vkGetMemoryHostPointerPropertiesEXT)vkGetDeviceProcAddr(device, "vkGetMemoryHostPointerPropertiesEXT");
    VkResult res = real(device, type, pointer, props);
    if (g_no_import_types)
        props->memoryTypeBits = 0;
    return res;
}

static const Intercept k_typeless_host_pointers[] = {
    { "vkGetMemoryHostPointerPropertiesEXT", (PFN_vkVoidFunction)typeless_host_pointer_properties },
    { NULL, NULL }
};

/* A call whose slots no memory type can import: VK_ERROR_FEATURE_NOT_PRESENT
 * and a log line, nothing submitted, the capacity 0 until a call grows it. */
static int expect_import_refused(Fixture* f, uint64_t count)
{
    VkarCommStatus before, after;
    VkarCommProperties props;
    Call c;
    int lines = g_log_lines;
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(vkarGetCommStatus(f->comm, &before) == VK_SUCCESS);
    g_no_import_types = 1;
    CHECK(fixture_submit(f, &c) == VK_ERROR_FEATURE_NOT_PRESENT);
    g_no_import_types = 0;
    CHECK(g_log_lines > lines && recent_log_contains("no memory type can import the slots"));
    CHECK(vkarGetCommStatus(f->comm, &after) == VK_SUCCESS);
    CHECK(after.submittedRound == before.submittedRound);
    vkarGetCommProperties(f->comm, &props);
    CHECK(props.slotCapacityBytes == 0);
    return 0;
}

/* The first call makes the slots and a larger one grows them: both refused
 * when the devices cannot import them, and the communicator sums exactly
 * once they can. */
static int test_slots_not_importable(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    CHECK(fixture_open(&f, 2, 1 << 20) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_typeless_host_pointers, &f.comm));
    CHECK(expect_import_refused(&f, 300) == 0);
    CHECK(still_usable(&f) == 0);
    CHECK(expect_import_refused(&f, 200000) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

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

/* ---- The record API --------------------------------------------------------- */

typedef struct Recorded {
    VkCommandBuffer publish[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits[MAX_RANKS];
    uint64_t round;
} Recorded;

static void begin_pair(Fixture* f, Recorded* rec)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        rec->publish[k] = begin_commands(k);
        rec->reduce[k] = begin_commands(k);
    }
}

static VkResult submit_recorded(uint32_t rank, VkCommandBuffer cmd, uint32_t waitCount, const VkSemaphore* waits,
                                const uint64_t* waitValues, const VkPipelineStageFlags* stages, uint32_t signalCount,
                                const VkSemaphore* signals, const uint64_t* signalValues, VkSemaphore extra,
                                uint64_t extraValue)
{
    VkSemaphore allSignals[4];
    uint64_t allValues[4];
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    uint32_t i, n = 0;
    for (i = 0; i < signalCount; ++i, ++n) {
        allSignals[n] = signals[i];
        allValues[n] = signalValues[i];
    }
    if (extra) {
        allSignals[n] = extra;
        allValues[n++] = extraValue;
    }
    vkEndCommandBuffer(cmd);
    values.waitSemaphoreValueCount = waitCount;
    values.pWaitSemaphoreValues = waitValues;
    values.signalSemaphoreValueCount = n;
    values.pSignalSemaphoreValues = allValues;
    submit.pNext = &values;
    submit.waitSemaphoreCount = waitCount;
    submit.pWaitSemaphores = waits;
    submit.pWaitDstStageMask = stages;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cmd;
    submit.signalSemaphoreCount = n;
    submit.pSignalSemaphores = allSignals;
    return vkQueueSubmit(H.devices[rank].queue, 1, &submit, VK_NULL_HANDLE);
}

/* Step 1 of vkarCmdAllreduce: every rank's publish submission. */
static int submit_publishes(Fixture* f, Recorded* rec)
{
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        const VkarRankSubmitInfo* s = &rec->submits[k];
        CHECK_VK(submit_recorded(k, rec->publish[k], 0, NULL, NULL, NULL, s->publishSignalCount,
                                 s->pPublishSignalSemaphores, s->pPublishSignalValues, VK_NULL_HANDLE, 0));
    }
    return 0;
}

/* Step 3: every rank's reduce submission, each also signalling the rank's
 * test timeline at the next value. */
static int submit_reduces(Fixture* f, Recorded* rec)
{
    uint32_t k;
    ++f->value;
    for (k = 0; k < f->ranks; ++k) {
        const VkarRankSubmitInfo* s = &rec->submits[k];
        CHECK_VK(submit_recorded(k, rec->reduce[k], s->reduceWaitCount, s->pReduceWaitSemaphores,
                                 s->pReduceWaitValues, s->pReduceWaitDstStageMasks, s->reduceSignalCount,
                                 s->pReduceSignalSemaphores, s->pReduceSignalValues, f->sem[k], f->value));
    }
    return 0;
}

/* Steps 1-3 of vkarCmdAllreduce: the publishes, the release, the reduces. */
static int submit_pair(Fixture* f, Recorded* rec)
{
    CHECK(submit_publishes(f, rec) == 0);
    CHECK_VK(vkarReleaseRound(f->comm, rec->round));
    return submit_reduces(f, rec);
}

static void free_pair(Fixture* f, Recorded* rec)
{
    uint32_t k;
    queues_idle(f->ranks);
    for (k = 0; k < f->ranks; ++k) {
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &rec->publish[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &rec->reduce[k]);
    }
}

static VkarCmdAllreduceInfo cmd_info(Fixture* f, Recorded* rec, VkarBufferRange* ranges, uint64_t count,
                                     VkarWire wire, VkDeviceSize offset)
{
    VkarCmdAllreduceInfo info;
    uint32_t k;
    memset(&info, 0, sizeof info);
    for (k = 0; k < f->ranks; ++k) {
        ranges[k].buffer = f->buf[k].buffer;
        ranges[k].offset = offset;
    }
    info.count = count;
    info.wire = wire;
    info.pBuffers = ranges;
    info.pPublishCommandBuffers = rec->publish;
    info.pReduceCommandBuffers = rec->reduce;
    return info;
}

/* Rounds folded into the caller's command buffers: the caller's own command
 * (a fill) before the publish, the host barrier after the reduce, one
 * submission per rank per all-reduce; mixed with vkarAllreduce calls. */
static int record_case(uint32_t ranks, VkarWire wire)
{
    const uint64_t count = 3001, filled = 16;
    const VkDeviceSize offset = 12;
    VkarBufferRange ranges[MAX_RANKS];
    Fixture f;
    uint32_t k, round;
    uint64_t e;
    CHECK(fixture_open(&f, ranks, (count + 3) * 4) == 0);
    for (round = 0; round < 4; ++round) {
        Recorded rec;
        VkarCmdAllreduceInfo info;
        if (round == 2) {
            CHECK(still_usable(&f) == 0); /* the submit API in between */
            continue;
        }
        for (k = 0; k < ranks; ++k)
            for (e = 0; e < count; ++e)
                f.buf[k].words[3 + e] = float_bits(exact_input(e, k));
        begin_pair(&f, &rec);
        for (k = 0; k < ranks; ++k)
            vkCmdFillBuffer(rec.publish[k], f.buf[k].buffer, offset, filled * 4, float_bits(100.0f));
        info = cmd_info(&f, &rec, ranges, count, wire, offset);
        CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
        for (k = 0; k < ranks; ++k) {
            VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
            barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
            barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
            vkCmdPipelineBarrier(rec.reduce[k], VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                                 1, &barrier, 0, NULL, 0, NULL);
        }
        CHECK(submit_pair(&f, &rec) == 0);
        for (k = 0; k < ranks; ++k)
            CHECK_VK(timeline_wait(k, f.sem[k], f.value, 60 * SECOND));
        free_pair(&f, &rec);
        for (k = 0; k < ranks; ++k) {
            for (e = 0; e < count; ++e) {
                float want = 0.0f;
                uint32_t j;
                for (j = 0; j < ranks; ++j)
                    want += e < filled ? 100.0f : exact_input(e, j);
                CHECK(f.buf[k].words[3 + e] == float_bits(want));
            }
        }
    }
    fixture_close(&f);
    return 0;
}

static int test_record_api(void)
{
    uint32_t ranks, w;
    for (ranks = 1; ranks <= 4; ++ranks)
        for (w = 0; w < 3; ++w)
            if (record_case(ranks, k_wires[w])) {
                printf("    ranks %u wire %s\n", ranks, k_wire_names[k_wires[w]]);
                return 1;
            }
    return 0;
}

/* The record API's promise: commands the caller records after the reduce,
 * in the same command buffer and without a barrier of their own, see the
 * sum: a compute dispatch and a transfer, each copying it out, then a
 * barrier to the host, which reads both copies. Synchronization validation
 * watches for hazards. */
static int test_record_work_after_reduce(void)
{
    const uint64_t count = 1500;
    VkarBufferRange ranges[MAX_RANKS];
    TestBuffer copied[MAX_RANKS], dispatched[MAX_RANKS];
    CopyKernel kernels[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    Recorded rec;
    Fixture f;
    uint32_t k;
    uint64_t e;

    CHECK(fixture_open(&f, 3, count * 4) == 0);
    begin_pair(&f, &rec);
    for (k = 0; k < 3; ++k) {
        CHECK(buffer_create(&copied[k], k, count * 4) == 0);
        CHECK(buffer_create(&dispatched[k], k, count * 4) == 0);
        CHECK(copy_kernel_create(&kernels[k], k, &f.buf[k], &dispatched[k]) == 0);
        for (e = 0; e < count; ++e)
            f.buf[k].words[e] = float_bits(exact_input(e, k));
    }
    info = cmd_info(&f, &rec, ranges, count, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    for (k = 0; k < 3; ++k) {
        VkBufferCopy region = { 0, 0, count * 4 };
        VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
        copy_kernel_record(&kernels[k], rec.reduce[k], (uint32_t)count);
        vkCmdCopyBuffer(rec.reduce[k], f.buf[k].buffer, copied[k].buffer, 1, &region);
        barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT;
        barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
        vkCmdPipelineBarrier(rec.reduce[k], VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                             VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, NULL, 0, NULL);
    }
    CHECK(submit_pair(&f, &rec) == 0);
    for (k = 0; k < 3; ++k)
        CHECK_VK(timeline_wait(k, f.sem[k], f.value, 60 * SECOND));
    free_pair(&f, &rec);
    for (k = 0; k < 3; ++k) {
        for (e = 0; e < count; ++e) {
            const uint32_t sum = float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2));
            CHECK(copied[k].words[e] == sum && dispatched[k].words[e] == sum);
        }
        copy_kernel_destroy(&kernels[k]);
        buffer_destroy(&copied[k]);
        buffer_destroy(&dispatched[k]);
    }
    fixture_close(&f);
    return 0;
}

/* A rank's reduce waits and signals, copied: VkarRankSubmitInfo's arrays
 * last only until the next call, and a fold submits them after it. */
typedef struct ReduceSubmit {
    uint32_t waitCount, signalCount;
    VkSemaphore waits[4], signals[8];
    uint64_t waitValues[4], signalValues[8];
    VkPipelineStageFlags stages[4];
} ReduceSubmit;

static void keep_reduce_submit(const VkarRankSubmitInfo* s, ReduceSubmit* kept)
{
    uint32_t i;
    kept->waitCount = s->reduceWaitCount;
    for (i = 0; i < s->reduceWaitCount; ++i) {
        kept->waits[i] = s->pReduceWaitSemaphores[i];
        kept->waitValues[i] = s->pReduceWaitValues[i];
        kept->stages[i] = s->pReduceWaitDstStageMasks[i];
    }
    kept->signalCount = s->reduceSignalCount;
    for (i = 0; i < s->reduceSignalCount; ++i) {
        kept->signals[i] = s->pReduceSignalSemaphores[i];
        kept->signalValues[i] = s->pReduceSignalValues[i];
    }
}

/* A fold's submission signals: the reduce's, then the next publish's, a
 * semaphore in both once with the higher value (VkarRankSubmitInfo). */
static void merge_signals(ReduceSubmit* fold, const VkarRankSubmitInfo* publish)
{
    VkSemaphore* semaphores = fold->signals;
    uint64_t* values = fold->signalValues;
    uint32_t i, j, n = fold->signalCount;
    for (i = 0; i < publish->publishSignalCount; ++i) {
        for (j = 0; j < n && semaphores[j] != publish->pPublishSignalSemaphores[i]; ++j)
            ;
        if (j == n) {
            semaphores[n] = publish->pPublishSignalSemaphores[i];
            values[n++] = 0;
        }
        if (publish->pPublishSignalValues[i] > values[j])
            values[j] = publish->pPublishSignalValues[i];
    }
    fold->signalCount = n;
}

/* The fold a graph runner makes: round 2's publish is recorded into the
 * command buffer holding round 1's reduce, before that is submitted, and
 * round 2 is larger, so the slots grow while round 1's reduce still waits
 * to be submitted: growth must not wait for it. Both sums are checked. */
static int test_record_fold_with_growth(void)
{
    const uint64_t small = 100, large = 3000;
    VkarBufferRange first[MAX_RANKS], second[MAX_RANKS];
    VkCommandBuffer publish[MAX_RANKS], fold[MAX_RANKS], reduce[MAX_RANKS];
    VkarRankSubmitInfo submits1[MAX_RANKS], submits2[MAX_RANKS];
    ReduceSubmit folds[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    VkarCommProperties props;
    uint64_t round1, round2, e;
    Fixture f;
    uint32_t k;

    CHECK(fixture_open(&f, 3, (small + large) * 4) == 0);
    memset(&info, 0, sizeof info);
    for (k = 0; k < 3; ++k) {
        publish[k] = begin_commands(k);
        fold[k] = begin_commands(k);
        reduce[k] = begin_commands(k);
        first[k].buffer = second[k].buffer = f.buf[k].buffer;
        first[k].offset = 0;
        second[k].offset = small * 4;
        for (e = 0; e < small + large; ++e)
            f.buf[k].words[e] = float_bits(exact_input(e, k));
    }
    info.count = small;
    info.pBuffers = first;
    info.pPublishCommandBuffers = publish;
    info.pReduceCommandBuffers = fold;
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, submits1, &round1));
    for (k = 0; k < 3; ++k)
        CHECK_VK(submit_recorded(k, publish[k], 0, NULL, NULL, NULL, submits1[k].publishSignalCount,
                                 submits1[k].pPublishSignalSemaphores, submits1[k].pPublishSignalValues,
                                 VK_NULL_HANDLE, 0));
    CHECK_VK(vkarReleaseRound(f.comm, round1));
    for (k = 0; k < 3; ++k)
        keep_reduce_submit(&submits1[k], &folds[k]);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.slotCapacityBytes < large * 4);

    info.count = large;
    info.pBuffers = second;
    info.pPublishCommandBuffers = fold;
    info.pReduceCommandBuffers = reduce;
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, submits2, &round2));
    for (k = 0; k < 3; ++k) {
        ReduceSubmit* r = &folds[k];
        merge_signals(r, &submits2[k]);
        CHECK_VK(submit_recorded(k, fold[k], r->waitCount, r->waits, r->waitValues, r->stages, r->signalCount,
                                 r->signals, r->signalValues, VK_NULL_HANDLE, 0));
    }
    CHECK_VK(vkarReleaseRound(f.comm, round2));
    ++f.value;
    for (k = 0; k < 3; ++k) {
        VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
        barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
        barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
        vkCmdPipelineBarrier(reduce[k], VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                             &barrier, 0, NULL, 0, NULL);
        CHECK_VK(submit_recorded(k, reduce[k], submits2[k].reduceWaitCount, submits2[k].pReduceWaitSemaphores,
                                 submits2[k].pReduceWaitValues, submits2[k].pReduceWaitDstStageMasks,
                                 submits2[k].reduceSignalCount, submits2[k].pReduceSignalSemaphores,
                                 submits2[k].pReduceSignalValues, f.sem[k], f.value));
    }
    for (k = 0; k < 3; ++k)
        CHECK_VK(timeline_wait(k, f.sem[k], f.value, 60 * SECOND));
    queues_idle(3);
    for (k = 0; k < 3; ++k) {
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &publish[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &fold[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &reduce[k]);
        for (e = 0; e < small + large; ++e)
            CHECK(f.buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2)));
    }
    fixture_close(&f);
    return 0;
}

static int expect_misuse(VkResult res, const char* logged)
{
    if (res != VK_ERROR_VALIDATION_FAILED_EXT || !strstr(g_last_log, logged)) {
        printf("    got %d, log: %s\n", (int)res, g_last_log);
        return 1;
    }
    return 0;
}

/* Counts the commands the library records, for "nothing is recorded". */
static int g_recorded_commands;

static VKAPI_ATTR void VKAPI_CALL counted_bind_pipeline(VkCommandBuffer cmd, VkPipelineBindPoint point,
                                                       VkPipeline pipeline)
{
    ++g_recorded_commands;
    vkCmdBindPipeline(cmd, point, pipeline);
}

static VKAPI_ATTR void VKAPI_CALL counted_dispatch(VkCommandBuffer cmd, uint32_t x, uint32_t y, uint32_t z)
{
    ++g_recorded_commands;
    vkCmdDispatch(cmd, x, y, z);
}

static VKAPI_ATTR void VKAPI_CALL counted_pipeline_barrier(VkCommandBuffer cmd, VkPipelineStageFlags src,
                                                          VkPipelineStageFlags dst, VkDependencyFlags flags,
                                                          uint32_t memoryCount, const VkMemoryBarrier* memory,
                                                          uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                                          uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    ++g_recorded_commands;
    vkCmdPipelineBarrier(cmd, src, dst, flags, memoryCount, memory, bufferCount, buffers, imageCount, images);
}

static const Intercept k_counted_commands[] = {
    { "vkCmdBindPipeline", (PFN_vkVoidFunction)counted_bind_pipeline },
    { "vkCmdDispatch", (PFN_vkVoidFunction)counted_dispatch },
    { "vkCmdPipelineBarrier", (PFN_vkVoidFunction)counted_pipeline_barrier },
    { NULL, NULL }
};

/* A refused vkarCmdAllreduce: VK_ERROR_VALIDATION_FAILED_EXT, its log line,
 * and no command recorded. */
static int expect_refused_record(VkResult res, const char* reason, int recordedBefore)
{
    CHECK(expect_misuse(res, reason) == 0);
    CHECK(g_recorded_commands == recordedBefore);
    return 0;
}

/* What the record API can see is refused, and nothing is recorded then. */
static int test_record_misuse(void)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCommProperties props;
    VkarCmdAllreduceInfo info;
    VkCommandBuffer shared[2];
    Recorded rec, again;
    Fixture f;
    Call c;
    int before;
    CHECK(fixture_open_with(&f, 2, 0, k_counted_commands) == 0);
    vkarGetCommProperties(f.comm, &props);
    begin_pair(&f, &rec);
    begin_pair(&f, &again);

    info = cmd_info(&f, &rec, ranges, 100, VKAR_WIRE_AUTO, 0);
    before = g_recorded_commands;
    CHECK(expect_misuse(vkarCmdAllreduce(f.comm, NULL, rec.submits, &rec.round), "required") == 0);
    CHECK(expect_misuse(vkarCmdAllreduce(f.comm, &info, NULL, &rec.round), "required") == 0);
    shared[0] = rec.publish[0];
    shared[1] = rec.reduce[1];
    info.pReduceCommandBuffers = shared;
    CHECK(expect_refused_record(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round), "two distinct command buffers", before) == 0);
    info.pReduceCommandBuffers = rec.reduce;
    info.count = props.maxElementsPerRound + 1;
    CHECK(expect_refused_record(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round), "more than one round", before) == 0);
    info.count = 100;
    info.wire = (VkarWire)9;
    CHECK(expect_refused_record(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round), "unknown wire", before) == 0);
    info.wire = VKAR_WIRE_AUTO;
    CHECK(expect_misuse(vkarReleaseRound(f.comm, 1), "not the round recorded") == 0);

    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    CHECK(g_recorded_commands > before); /* the counting sees what is recorded */
    before = g_recorded_commands;
    info = cmd_info(&f, &again, ranges, 100, VKAR_WIRE_AUTO, 0);
    CHECK(expect_refused_record(vkarCmdAllreduce(f.comm, &info, again.submits, &again.round), "not released",
                                before) == 0);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(expect_refused_record(fixture_submit(&f, &c), "not released", before) == 0);
    --f.value;
    CHECK(expect_misuse(vkarReleaseRound(f.comm, rec.round + 1), "not the round recorded") == 0);
    CHECK(submit_pair(&f, &rec) == 0);
    CHECK(expect_misuse(vkarReleaseRound(f.comm, rec.round), "not the round recorded") == 0); /* twice */
    queues_idle(2);
    free_pair(&f, &rec);
    free_pair(&f, &again);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Environment overrides ------------------------------------------------- */

static int create_with_env(const char* name, const char* value, VkResult expected, VkarCommProperties* props)
{
    const char* saved = getenv(name);
    char* copy = saved ? strdup(saved) : NULL;
    VkarComm comm = VK_NULL_HANDLE;
    VkResult res;
    setenv(name, value, 1);
    res = make_comm(2, &comm);
    if (copy) {
        setenv(name, copy, 1);
        free(copy);
    } else {
        unsetenv(name);
    }
    if (res != expected) {
        printf("    %s=%s: got %d, expected %d (%s)\n", name, value, (int)res, (int)expected, g_last_log);
        return 1;
    }
    if (comm && props)
        vkarGetCommProperties(comm, props);
    vkarDestroyComm(comm);
    return 0;
}

static int test_environment_overrides(void)
{
    VkarCommProperties props;
    CHECK(create_with_env("VKAR_DISABLE", "1", VK_ERROR_FEATURE_NOT_PRESENT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_DISABLE") != NULL);
    CHECK(create_with_env("VKAR_DISABLE", "0", VK_SUCCESS, NULL) == 0);
    CHECK(create_with_env("VKAR_SYNC", "bridge", VK_SUCCESS, &props) == 0);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(create_with_env("VKAR_SYNC", "smoke_signals", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_SYNC=smoke_signals") != NULL);
    CHECK(create_with_env("VKAR_SYNC", "sync_fd", H.hasSyncFd ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, &props) == 0);
    CHECK(!H.hasSyncFd || props.syncMode == VKAR_SYNC_MODE_SYNC_FD);
    CHECK(create_with_env("VKAR_RELEASE", "timeline", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_TIMELINE);
    CHECK(create_with_env("VKAR_RELEASE", "event", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_EVENT);
    CHECK(create_with_env("VKAR_RELEASE", "auto", VK_SUCCESS, &props) == 0);
    CHECK(props.releaseMode == VKAR_RELEASE_MODE_TIMELINE);
    CHECK(create_with_env("VKAR_RELEASE", "semaphore", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_RELEASE=semaphore: expected auto, timeline or event") != NULL);
    CHECK(create_with_env("VKAR_SPIN_US", "12x", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(create_with_env("VKAR_SPIN_US", "0", VK_SUCCESS, NULL) == 0);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "250", VK_SUCCESS, &props) == 0);
    CHECK(props.timeoutNanoseconds == 250000000ull);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "0", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_TIMEOUT_MS=0") != NULL);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "-5", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(create_with_env("VKAR_TIMEOUT_MS", "99999999999999999999", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    return 0;
}

/* ---- Library threads off the GPUs' interrupt CPUs --------------------------
 * lavapipe has no PCI address, so the loader reports VK_EXT_pci_bus_info at
 * FAKE_PCI on every device, and the library reads sysfs and procfs from a
 * fake tree in which that device's interrupts are taken by the first CPU
 * this process may use. */

#if defined(__linux__)
#include <dirent.h>
#include <sys/stat.h>

#define FAKE_PCI "0000:65:00.0"

static VKAPI_ATTR VkResult VKAPI_CALL pci_extensions(VkPhysicalDevice physicalDevice, const char* layer,
                                                    uint32_t* count, VkExtensionProperties* props)
{
    uint32_t real = 0, i;
    VkExtensionProperties* all;
    VkResult res = vkEnumerateDeviceExtensionProperties(physicalDevice, layer, &real, NULL);
    if (res != VK_SUCCESS)
        return res;
    if (!props) {
        *count = real + 1;
        return VK_SUCCESS;
    }
    all = (VkExtensionProperties*)calloc(real + 1, sizeof *all);
    if (!all)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    res = vkEnumerateDeviceExtensionProperties(physicalDevice, layer, &real, all);
    snprintf(all[real].extensionName, sizeof all[real].extensionName, "%s", VK_EXT_PCI_BUS_INFO_EXTENSION_NAME);
    all[real].specVersion = 1;
    for (i = 0; i < *count && i < real + 1; ++i)
        props[i] = all[i];
    if (res == VK_SUCCESS && *count < real + 1)
        res = VK_INCOMPLETE;
    *count = i;
    free(all);
    return res;
}

/* Fills the PCI structure itself: the driver underneath never sees it. */
static VKAPI_ATTR void VKAPI_CALL pci_properties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* prev = (VkBaseOutStructure*)(void*)props;
    VkBaseOutStructure* pci;
    while (prev->pNext && prev->pNext->sType != VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT)
        prev = prev->pNext;
    pci = prev->pNext;
    if (pci)
        prev->pNext = pci->pNext;
    vkGetPhysicalDeviceProperties2(physicalDevice, props);
    if (pci) {
        VkPhysicalDevicePCIBusInfoPropertiesEXT* info = (VkPhysicalDevicePCIBusInfoPropertiesEXT*)(void*)pci;
        prev->pNext = pci;
        info->pciDomain = 0;
        info->pciBus = 0x65;
        info->pciDevice = 0;
        info->pciFunction = 0;
    }
}

static const Intercept k_pci[] = { { "vkEnumerateDeviceExtensionProperties", (PFN_vkVoidFunction)pci_extensions },
                                   { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)pci_properties2 },
                                   { NULL, NULL } };

static char g_fake_root[64];

/* The fake tree's files: FAKE_PCI's interrupts as MSI (120, 121, 122) or
 * as one legacy interrupt (33), taken by the CPUs `cpus`. Interrupt 121 is
 * taken by CPUs no process here has, and may go to any (smp_affinity_list,
 * which the library must not read). Interrupt 122 is taken by g_idle_cpu,
 * the second CPU this process may use (1022 where it has only one), and counts
 * or not by how many interrupts each vector has taken (FakeCounts). */
static const char* const k_fake_dirs[] = { "/sys",          "/sys/bus",       "/sys/bus/pci",
                                           "/sys/bus/pci/devices", "/sys/bus/pci/devices/" FAKE_PCI,
                                           "/sys/kernel",   "/sys/kernel/irq", "/sys/kernel/irq/120",
                                           "/sys/kernel/irq/121", "/sys/kernel/irq/122", "/proc",
                                           "/proc/irq",     "/proc/irq/120",  "/proc/irq/121",
                                           "/proc/irq/122", "/proc/irq/33" };
static const char* const k_fake_files[] = { "/sys/bus/pci/devices/" FAKE_PCI "/msi_irqs/120",
                                            "/sys/bus/pci/devices/" FAKE_PCI "/msi_irqs/121",
                                            "/sys/bus/pci/devices/" FAKE_PCI "/msi_irqs/122",
                                            "/sys/bus/pci/devices/" FAKE_PCI "/irq",
                                            "/sys/kernel/irq/120/per_cpu_count",
                                            "/sys/kernel/irq/121/per_cpu_count",
                                            "/sys/kernel/irq/122/per_cpu_count",
                                            "/proc/irq/120/effective_affinity_list",
                                            "/proc/irq/121/effective_affinity_list",
                                            "/proc/irq/121/smp_affinity_list",
                                            "/proc/irq/122/effective_affinity_list",
                                            "/proc/irq/33/effective_affinity_list" };
static unsigned g_idle_cpu;

/* per_cpu_count of vectors 120, 121 and 122 (NULL: no such file), and
 * whether 122 must then count. */
typedef struct FakeCounts {
    const char* perCpu[3];
    int idleCounts;
} FakeCounts;

static const FakeCounts k_busy_counts = { { "0,4947\n", "50\n", "1,1,1\n" }, 0 }; /* 122: under 1% of 5000 */
static const FakeCounts k_other_counts[] = {
    { { "0,988\n", "11\n", "1\n" }, 0 },     /* under 1% of 1000 */
    { { "0,4900\n", "50\n", "25,25\n" }, 1 }, /* exactly 1% of 5000 */
    { { "0,980,7\n", "11\n", "0,1\n" }, 1 },  /* 999 in all: too few to tell */
    { { "0,5000\n", NULL, NULL }, 1 },        /* 122's count unknown */
    { { "0,5000\n", "50\n", "\n" }, 1 },      /* 122's count unreadable */
    { { NULL, NULL, NULL }, 1 },               /* no counts */
};
#define FAKE_MSI_DIR "/sys/bus/pci/devices/" FAKE_PCI "/msi_irqs"

static int write_fake_file(const char* path, const char* text)
{
    char full[256];
    FILE* f;
    snprintf(full, sizeof full, "%s%s", g_fake_root, path);
    f = fopen(full, "w");
    CHECK(f != NULL);
    fputs(text, f);
    fclose(f);
    return 0;
}

static void remove_fake_tree(void)
{
    char full[256];
    size_t i;
    for (i = 0; i < sizeof k_fake_files / sizeof *k_fake_files; ++i) {
        snprintf(full, sizeof full, "%s%s", g_fake_root, k_fake_files[i]);
        remove(full);
    }
    snprintf(full, sizeof full, "%s%s", g_fake_root, FAKE_MSI_DIR);
    rmdir(full);
    for (i = sizeof k_fake_dirs / sizeof *k_fake_dirs; i-- > 0;) {
        snprintf(full, sizeof full, "%s%s", g_fake_root, k_fake_dirs[i]);
        rmdir(full);
    }
}

static int write_fake_counts(const FakeCounts* counts)
{
    char path[64];
    int i;
    for (i = 0; i < 3; ++i) {
        snprintf(path, sizeof path, "/sys/kernel/irq/%d/per_cpu_count", 120 + i);
        if (counts->perCpu[i])
            CHECK(write_fake_file(path, counts->perCpu[i]) == 0);
    }
    return 0;
}

/* MSI interrupts with `counts`, or (NULL) a legacy interrupt. */
static int make_fake_tree(const FakeCounts* counts, const char* cpus)
{
    char full[256], idle[16];
    size_t i;
    remove_fake_tree();
    for (i = 0; i < sizeof k_fake_dirs / sizeof *k_fake_dirs; ++i) {
        snprintf(full, sizeof full, "%s%s", g_fake_root, k_fake_dirs[i]);
        CHECK(mkdir(full, 0700) == 0);
    }
    if (!counts) {
        CHECK(write_fake_file("/sys/bus/pci/devices/" FAKE_PCI "/irq", "33\n") == 0);
        return write_fake_file("/proc/irq/33/effective_affinity_list", cpus);
    }
    snprintf(full, sizeof full, "%s%s", g_fake_root, FAKE_MSI_DIR);
    CHECK(mkdir(full, 0700) == 0);
    CHECK(write_fake_file(FAKE_MSI_DIR "/120", "") == 0);
    CHECK(write_fake_file(FAKE_MSI_DIR "/121", "") == 0);
    CHECK(write_fake_file(FAKE_MSI_DIR "/122", "") == 0);
    CHECK(write_fake_counts(counts) == 0);
    snprintf(idle, sizeof idle, "%u\n", g_idle_cpu);
    CHECK(write_fake_file("/proc/irq/120/effective_affinity_list", cpus) == 0);
    CHECK(write_fake_file("/proc/irq/121/effective_affinity_list", "1023\n") == 0);
    CHECK(write_fake_file("/proc/irq/122/effective_affinity_list", idle) == 0);
    return write_fake_file("/proc/irq/121/smp_affinity_list", "0-1023\n");
}

/* The Cpus_allowed_list of a /proc status file ("0-3,8"), or "". */
static void allowed_list(const char* status, char* list, size_t size)
{
    char line[512];
    FILE* f = fopen(status, "r");
    *list = '\0';
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "Cpus_allowed_list:", 18) == 0) {
            snprintf(list, size, "%s", line + 18 + strspn(line + 18, " \t"));
            list[strcspn(list, "\n")] = '\0';
        }
    if (f)
        fclose(f);
}

/* CPUs in a list such as "0-3,8"; cpu's membership in *pHas. */
static unsigned list_count(const char* list, unsigned cpu, int* pHas)
{
    unsigned count = 0;
    *pHas = 0;
    while (*list) {
        char* end;
        unsigned long first = strtoul(list, &end, 10), last = first;
        if (*end == '-')
            last = strtoul(end + 1, &end, 10);
        count += (unsigned)(last - first + 1);
        *pHas |= cpu >= first && cpu <= last;
        list = *end == ',' ? end + 1 : end;
        if (end == list && *end)
            break;
    }
    return count;
}

/* The process's threads that may run on every one of the `count` CPUs
 * but `cpu` (count 0: on any CPUs but `cpu`). */
static int threads_without(unsigned cpu, unsigned count)
{
    char path[300], list[512];
    struct dirent* entry;
    DIR* dir = opendir("/proc/self/task");
    int without = 0, has;
    while (dir && (entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "/proc/self/task/%s/status", entry->d_name);
        allowed_list(path, list, sizeof list);
        without += *list && list_count(list, cpu, &has) + 1 >= count && !has;
    }
    if (dir)
        closedir(dir);
    return without;
}

/* The second CPU of a list such as "0-3,8" (1022 if it has none). */
static unsigned second_cpu(const char* list)
{
    char* end;
    unsigned long first = strtoul(list, &end, 10);
    if (*end == '-' && strtoul(end + 1, NULL, 10) > first)
        return (unsigned)first + 1;
    return *end == ',' ? (unsigned)strtoul(end + 1, NULL, 10) : 1022;
}

typedef struct Move {
    VkarComm comm;
    VkResult res;
    char before[512], after[512];
} Move;

static void* move_thread(void* arg)
{
    Move* m = (Move*)arg;
    allowed_list("/proc/thread-self/status", m->before, sizeof m->before);
    m->res = vkarMoveThreadOffInterruptCpus(m->comm);
    allowed_list("/proc/thread-self/status", m->after, sizeof m->after);
    return NULL;
}

/* vkarMoveThreadOffInterruptCpus on a thread of its own, which must then
 * run on every CPU it could before but `cpu`, or (`expected` an error) on
 * the same CPUs. */
static int expect_move(VkarComm comm, VkResult expected, unsigned cpu)
{
    Move m;
    pthread_t thread;
    unsigned before, after;
    int hadCpu, hasCpu;
    memset(&m, 0, sizeof m);
    m.comm = comm;
    CHECK(pthread_create(&thread, NULL, move_thread, &m) == 0);
    pthread_join(thread, NULL);
    before = list_count(m.before, cpu, &hadCpu);
    after = list_count(m.after, cpu, &hasCpu);
    if (m.res != expected)
        printf("    vkarMoveThreadOffInterruptCpus: %d, expected %d (CPUs %s -> %s)\n", (int)m.res, (int)expected,
               m.before, m.after);
    CHECK(m.res == expected && hadCpu);
    if (expected == VK_SUCCESS)
        CHECK(!hasCpu && after == before - 1);
    else
        CHECK(strcmp(m.before, m.after) == 0);
    return 0;
}

/* A communicator reading the fake tree, with `flags`; the bridge thread
 * has placed itself when creation returns. */
static int open_pci_comm(Fixture* f, VkarCommCreateFlags flags)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    CHECK(fixture_open(f, 2, 4096) == 0);
    vkarDestroyComm(f->comm);
    info.flags = flags;
    CHECK_VK(create_intercepted(&info, k_pci, &f->comm));
    return 0;
}

/* With the interrupts on CPU `cpu` of the `count` this process may use:
 * the bridge thread leaves it out (before creation returns) where another
 * remains, and vkarMoveThreadOffInterruptCpus (and in SYNC_FD mode the
 * exporter thread) where two others remain, leaving the last one to the
 * bridge; every thread keeps the affinity it had with
 * VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT or VKAR_THREAD_AFFINITY=keep;
 * the sums stay exact. */
static int check_placement(unsigned cpu, unsigned count)
{
    const int movable = count > 1;
    Fixture f;
    CHECK(threads_without(cpu, 0) == 0);
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK((threads_without(cpu, count) > 0) == movable);
    CHECK(expect_move(f.comm, count > 2 ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);

    CHECK(open_pci_comm(&f, VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT) == 0);
    CHECK(threads_without(cpu, 0) == 0);
    CHECK(expect_move(f.comm, VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    setenv("VKAR_THREAD_AFFINITY", "keep", 1);
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK(threads_without(cpu, 0) == 0);
    CHECK(expect_move(f.comm, VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    setenv("VKAR_THREAD_AFFINITY", "move", 1);
    CHECK(open_pci_comm(&f, VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT) == 0);
    CHECK((threads_without(cpu, count) > 0) == movable);
    CHECK(expect_move(f.comm, count > 2 ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    return 0;
}

/* With interrupt 120 on no CPU of ours: the threads leave g_idle_cpu
 * exactly when interrupt 122 counts. */
static int check_idle_vector(const FakeCounts* counts, unsigned count)
{
    Fixture f;
    CHECK(make_fake_tree(counts, "1020-1021\n") == 0);
    CHECK(threads_without(g_idle_cpu, 0) == 0);
    CHECK(open_pci_comm(&f, 0) == 0);
    if (counts->idleCounts) {
        CHECK(threads_without(g_idle_cpu, count) > 0);
        CHECK(expect_move(f.comm, count > 2 ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, g_idle_cpu) == 0);
    } else {
        CHECK(threads_without(g_idle_cpu, 0) == 0);
    }
    fixture_close(&f);
    return 0;
}

/* With the interrupts on no CPU of ours the thread has nothing to leave
 * (VK_SUCCESS), but with the flag or VKAR_THREAD_AFFINITY=keep the function
 * moves nothing, whatever the number of CPUs. */
static int check_keep_switch(void)
{
    Fixture f;
    unsetenv("VKAR_THREAD_AFFINITY");
    CHECK(make_fake_tree(&k_busy_counts, "1020-1021\n") == 0);
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK(vkarMoveThreadOffInterruptCpus(f.comm) == VK_SUCCESS);
    fixture_close(&f);
    CHECK(open_pci_comm(&f, VKAR_COMM_CREATE_KEEP_THREAD_AFFINITY_BIT) == 0);
    CHECK(vkarMoveThreadOffInterruptCpus(f.comm) == VK_ERROR_FEATURE_NOT_PRESENT);
    fixture_close(&f);
    setenv("VKAR_THREAD_AFFINITY", "keep", 1);
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK(vkarMoveThreadOffInterruptCpus(f.comm) == VK_ERROR_FEATURE_NOT_PRESENT);
    fixture_close(&f);
    unsetenv("VKAR_THREAD_AFFINITY");
    return 0;
}

static int check_interrupt_cpus(unsigned cpu, unsigned count)
{
    char cpuText[32];
    Fixture f;
    size_t i;
    snprintf(cpuText, sizeof cpuText, "1020-1021,%u\n", cpu);
    CHECK(make_fake_tree(&k_busy_counts, cpuText) == 0);
    CHECK(check_placement(cpu, count) == 0);
    CHECK(create_with_env("VKAR_THREAD_AFFINITY", "somewhere", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    for (i = 0; i < sizeof k_other_counts / sizeof *k_other_counts && count > 1; ++i)
        CHECK(check_idle_vector(&k_other_counts[i], count) == 0);
    CHECK(make_fake_tree(NULL, cpuText) == 0); /* a legacy interrupt */
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK((threads_without(cpu, count) > 0) == (count > 1));
    CHECK(expect_move(f.comm, count > 2 ? VK_SUCCESS : VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    CHECK(check_keep_switch() == 0);
    CHECK(make_fake_tree(&k_busy_counts, "0-1023\n") == 0); /* every CPU takes interrupts */
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK(threads_without(cpu, 0) == 0);
    CHECK(expect_move(f.comm, VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    remove_fake_tree(); /* no sysfs */
    CHECK(open_pci_comm(&f, 0) == 0);
    CHECK(expect_move(f.comm, VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    return 0;
}

/* The fake tree lives only while check_interrupt_cpus runs, pass or fail. */
static int test_threads_off_interrupt_cpus(void)
{
    char list[512];
    unsigned cpu, count;
    int has, failed;
    Fixture f;
    allowed_list("/proc/thread-self/status", list, sizeof list);
    CHECK(*list != '\0');
    cpu = (unsigned)strtoul(list, NULL, 10);
    count = list_count(list, cpu, &has);
    g_idle_cpu = second_cpu(list);
    if (count <= 2)
        printf("    %u CPUs allowed: vkarMoveThreadOffInterruptCpus's move needs 3 (2 left free), only its refusal runs\n",
               count);
    snprintf(g_fake_root, sizeof g_fake_root, "/tmp/vkar-fs-XXXXXX");
    CHECK(mkdtemp(g_fake_root) != NULL);
    harness_set_fs_root(g_fake_root);
    failed = check_interrupt_cpus(cpu, count);
    unsetenv("VKAR_THREAD_AFFINITY");
    harness_set_fs_root("");
    remove_fake_tree();
    rmdir(g_fake_root);
    CHECK(failed == 0);

    CHECK(fixture_open(&f, 2, 4096) == 0); /* lavapipe itself: no PCI address */
    CHECK(expect_move(f.comm, VK_ERROR_FEATURE_NOT_PRESENT, cpu) == 0);
    fixture_close(&f);
    CHECK(vkarMoveThreadOffInterruptCpus(VK_NULL_HANDLE) == VK_ERROR_VALIDATION_FAILED_EXT);
    return 0;
}
#else
static int test_threads_off_interrupt_cpus(void)
{
    Fixture f;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(vkarMoveThreadOffInterruptCpus(f.comm) == VK_ERROR_FEATURE_NOT_PRESENT);
    fixture_close(&f);
    CHECK(vkarMoveThreadOffInterruptCpus(VK_NULL_HANDLE) == VK_ERROR_VALIDATION_FAILED_EXT);
    return 0;
}
#endif

/* ---- A stuck peer, a lost device ------------------------------------------ */

#define SHORT_TIMEOUT_NS (300ull * 1000000ull)

/* One call of 1000 elements in which only rank `stuck` waits, on its gate. */
static int submit_with_stuck_rank(Fixture* f, Gates* gates, uint32_t stuck)
{
    VkarSemaphoreValue waits[MAX_RANKS];
    Call c;
    memset(waits, 0, sizeof waits);
    waits[stuck] = gates->waits[stuck];
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = waits;
    CHECK_VK(fixture_submit(f, &c));
    return 0;
}

static int g_fail_submits; /* vkQueueSubmit fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL refusing_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                            VkFence fence)
{
    return __atomic_load_n(&g_fail_submits, __ATOMIC_ACQUIRE) ? VK_ERROR_OUT_OF_DEVICE_MEMORY
                                                              : vkQueueSubmit(queue, count, submits, fence);
}

/* Reports every device as RADV, which VKAR_SYNC_MODE_AUTO runs in SYNC_FD
 * mode where the driver can export SYNC_FDs. */
static VKAPI_ATTR void VKAPI_CALL radv_properties2(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties2* props)
{
    VkBaseOutStructure* next;
    vkGetPhysicalDeviceProperties2(physicalDevice, props);
    for (next = (VkBaseOutStructure*)props->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES)
            ((VkPhysicalDeviceDriverProperties*)(void*)next)->driverID = VK_DRIVER_ID_MESA_RADV;
}

static const Intercept k_radv_refusing_submits[] = {
    { "vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)radv_properties2 },
    { "vkQueueSubmit", (PFN_vkVoidFunction)refusing_queue_submit },
    { NULL, NULL } };

/* VKAR_SYNC_MODE_AUTO on drivers it runs in SYNC_FD mode, when setting that
 * up fails (its first submission is refused): the communicator is created
 * on the host bridge instead, says so, and sums exactly. Where the driver
 * cannot export SYNC_FDs (Debian 12's lavapipe) AUTO picks the bridge
 * without trying; make test-syncfd runs the fallback. */
static int test_auto_falls_back_to_bridge(void)
{
    VkarCommProperties props;
    Fixture f;
    const char* forced = getenv("VKAR_SYNC");
    char saved[32] = "";
    if (forced)
        snprintf(saved, sizeof saved, "%s", forced);
    unsetenv("VKAR_SYNC");
    __atomic_store_n(&g_fail_submits, 1, __ATOMIC_RELEASE);
    CHECK(fixture_open_with(&f, 2, 0, k_radv_refusing_submits) == 0);
    __atomic_store_n(&g_fail_submits, 0, __ATOMIC_RELEASE);
    if (*saved)
        setenv("VKAR_SYNC", saved, 1);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    if (H.hasSyncFd)
        CHECK(recent_log_contains("setting up SYNC_FD mode failed (-2); using the host bridge"));
    else
        printf("    the driver cannot export SYNC_FDs: AUTO chose the bridge without trying\n");
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

static VkDevice g_hung_device; /* its events read as set: its rounds look begun */

static VKAPI_ATTR VkResult VKAPI_CALL hanging_event_status(VkDevice device, VkEvent event)
{
    return device == __atomic_load_n(&g_hung_device, __ATOMIC_ACQUIRE) ? VK_EVENT_SET
                                                                      : vkGetEventStatus(device, event);
}

static const Intercept k_hanging[] = { { "vkGetEventStatus", (PFN_vkVoidFunction)hanging_event_status },
                                       { NULL, NULL } };

/* A stuck peer: rank 1 has begun the round (its ready event reads as set,
 * as on a GPU that hangs in it) and does not publish it. After the timeout
 * the bridge logs the rank and round, releases the other ranks and stops;
 * the status query and every later call report VK_ERROR_DEVICE_LOST with
 * the round and rank. When the gate opens at last, everything drains and
 * the communicator is destroyed as usual. */
static int test_stuck_peer(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    CHECK(fixture_open_with(&f, 3, SHORT_TIMEOUT_NS, k_hanging) == 0);
    gates_open(&gates, 3);
    __atomic_store_n(&g_hung_device, H.devices[1].device, __ATOMIC_RELEASE);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    sleep_ms(800);
    __atomic_store_n(&g_hung_device, VK_NULL_HANDLE, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("rank 1") && recent_log_contains("round 1 not published within 300 ms"));
    CHECK_VK(timeline_wait(0, f.sem[0], f.value, 10 * SECOND));
    CHECK_VK(timeline_wait(2, f.sem[2], f.value, 10 * SECOND));
    CHECK(timeline_value(1, f.sem[1]) < f.value); /* rank 1 still waits on its gate */
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 1 && status.failedRank == 1 && status.submittedRound == 1);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    CHECK(recent_log_contains("was lost at round 1"));
    CHECK(vkarReleaseRound(f.comm, 7) == VK_ERROR_VALIDATION_FAILED_EXT);
    timeline_signal(1, gates.sem[1], 1);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* Writes each rank's exact inputs for round i, submits a call of `count`
 * elements that waits on every rank's gate, and opens the gates `ms`
 * later from another thread; returns once every rank's sum is in place. */
static int gated_round(Fixture* f, uint64_t count, uint32_t i, unsigned ms, VkResult* pStatusWhileIdle)
{
    Gates gates;
    Call c;
    uint32_t k;
    gates_open(&gates, f->ranks);
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, i);
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(f, &c));
    gates_open_later(&gates, ms);
    sleep_ms(ms / 2);
    *pStatusWhileIdle = vkarGetCommStatus(f->comm, NULL);
    CHECK(fixture_finish(f) == 0);
    gates_close(&gates);
    return holds_exact_sums(f, count, i);
}

/* An idle caller is not a stuck peer: with a 1 s timeout, three rounds in a
 * row wait on every rank's gate, opened 2-3 s after the call (an engine
 * that queued the next layer's all-reduce, then waited for a request).
 * Each sums exactly, no rank is given up on, and the communicator stays
 * usable. */
static int test_idle_caller(void)
{
    static const unsigned delays[] = { 2000, 2500, 3000 };
    VkarCommStatus status;
    Fixture f;
    uint32_t i;
    CHECK(fixture_open_with(&f, 3, SECOND, NULL) == 0);
    for (i = 0; i < 3; ++i) {
        VkResult whileIdle;
        CHECK(gated_round(&f, 1000, i, delays[i], &whileIdle) == 0);
        CHECK(whileIdle == VK_SUCCESS);
        CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
        CHECK(status.submittedRound == i + 1 && status.finishedRound == i + 1 && status.failedRound == 0);
    }
    CHECK(!recent_log_contains("not published"));
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* What the layer reports when a SYNC_FD export depends on a wait whose
 * signal the caller has not submitted yet. */
#define EXPORT_BEFORE_SIGNAL "resolving signal"

/* The record API's idle caller: every rank's publish submission waits on a
 * gate opened 2 s later, the timeout 1 s. No rank is given up on and the
 * sums are exact. In SYNC_FD mode that is the misuse vkarCmdAllreduce
 * documents: vkarReleaseRound's export cannot end before the gates open
 * (the layer reports it: Vulkan allows it only once their signals are
 * submitted). It returns VK_ERROR_TOO_MANY_OBJECTS after the timeout, the
 * round's sums meaningless, and later rounds sum exactly on the bridge. */
static int test_record_idle_caller(void)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    const uint64_t one = 1, count = 1000;
    VkarBufferRange ranges[MAX_RANKS];
    VkarCommProperties props;
    VkarCmdAllreduceInfo info;
    VkResult released;
    Recorded rec;
    Gates gates;
    Fixture f;
    double start, took;
    uint32_t k;
    CHECK(fixture_open_with(&f, 2, SECOND, NULL) == 0);
    vkarGetCommProperties(f.comm, &props);
    __atomic_store_n(&g_expected_message, EXPORT_BEFORE_SIGNAL, __ATOMIC_RELEASE);
    gates_open(&gates, 2);
    begin_pair(&f, &rec);
    for (k = 0; k < 2; ++k)
        fill_exact_inputs(&f, k, count, 7);
    info = cmd_info(&f, &rec, ranges, count, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    for (k = 0; k < 2; ++k) {
        const VkarRankSubmitInfo* s = &rec.submits[k];
        CHECK_VK(submit_recorded(k, rec.publish[k], 1, &gates.sem[k], &one, &stage, s->publishSignalCount,
                                 s->pPublishSignalSemaphores, s->pPublishSignalValues, VK_NULL_HANDLE, 0));
    }
    start = now_seconds();
    released = vkarReleaseRound(f.comm, rec.round);
    took = now_seconds() - start;
    if (props.syncMode == VKAR_SYNC_MODE_SYNC_FD) {
        printf("    SYNC_FD mode: vkarReleaseRound returned %d after %.2f s (timeout 1 s)\n", (int)released, took);
        CHECK(released == VK_ERROR_TOO_MANY_OBJECTS && took > 0.9 && took < 1.9);
        CHECK(recent_log_contains("took longer than 1000 ms"));
    } else {
        CHECK_VK(released);
    }
    CHECK(submit_reduces(&f, &rec) == 0);
    gates_open_later(&gates, 2000);
    CHECK(fixture_finish(&f) == 0);
    free_pair(&f, &rec);
    gates_close(&gates);
    __atomic_store_n(&g_expected_message, NULL, __ATOMIC_RELEASE);
    CHECK(!recent_log_contains("not published"));
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(props.syncMode == VKAR_SYNC_MODE_SYNC_FD || holds_exact_sums(&f, count, 7) == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE); /* SYNC_FD gave up after the failed exchange */
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* The implementation compiled in reports the version the header defines,
 * packed as documented. */
static int test_version(void)
{
    CHECK(vkarGetVersion() == VK_ALLREDUCE_VERSION);
    CHECK(VK_ALLREDUCE_VERSION / 10000 == VK_ALLREDUCE_VERSION_MAJOR);
    CHECK(VK_ALLREDUCE_VERSION / 100 % 100 == VK_ALLREDUCE_VERSION_MINOR);
    CHECK(VK_ALLREDUCE_VERSION % 100 == VK_ALLREDUCE_VERSION_PATCH);
    CHECK(VK_ALLREDUCE_VERSION_MINOR < 100 && VK_ALLREDUCE_VERSION_PATCH < 100);
    return 0;
}

/* The caller's own batch on rank's queue: waits for `value` of `semaphore`. */
static VkResult submit_wait(uint32_t rank, VkSemaphore semaphore, uint64_t value)
{
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    VkTimelineSemaphoreSubmitInfo values = { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO };
    VkSubmitInfo submit = { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO };
    values.waitSemaphoreValueCount = 1;
    values.pWaitSemaphoreValues = &value;
    submit.pNext = &values;
    submit.waitSemaphoreCount = 1;
    submit.pWaitSemaphores = &semaphore;
    submit.pWaitDstStageMask = &stage;
    return vkQueueSubmit(H.devices[rank].queue, 1, &submit, VK_NULL_HANDLE);
}

/* One round of the misuse vkarAllreduce documents for SYNC_FD mode: rank
 * 0's queue holds the caller's batch waiting on a gate opened 1.5 s later,
 * and a call without pWaits follows it, so its export cannot end until the
 * gate opens. The call returns within the export's bound (SYNC_FD mode: the
 * bridge releases the round), and the sums are exact. */
static int export_would_block_round(Fixture* f, uint64_t salt)
{
    const uint64_t count = 1000;
    const int syncFd = expected_sync_mode() == VKAR_SYNC_MODE_SYNC_FD;
    VkarCommProperties props;
    VkarCommStatus status;
    char released[64];
    Gates gates;
    Call c;
    uint32_t k;
    int lines;
    double start;
    gates_open(&gates, 1);
    CHECK_VK(submit_wait(0, gates.sem[0], 1));
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, salt);
    memset(&c, 0, sizeof c);
    c.count = count;
    lines = log_lines();
    start = now_seconds();
    CHECK_VK(fixture_submit(f, &c));
    CHECK(now_seconds() - start < 0.5);
    vkarGetCommStatus(f->comm, &status);
    snprintf(released, sizeof released, "round %llu: the host bridge releases it",
             (unsigned long long)status.submittedRound);
    CHECK(!syncFd || (log_lines() > lines && recent_log_contains(released)));
    vkarGetCommProperties(f->comm, &props);
    CHECK(props.syncMode == expected_sync_mode()); /* a blocked export is no reason to leave SYNC_FD */
    gates_open_later(&gates, 1500);
    CHECK(fixture_finish(f) == 0);
    gates_close(&gates);
    return holds_exact_sums(f, count, salt);
}

/* An export that would block, twice in a row, with a 1 s timeout (the
 * caller is idle, not a stuck peer): each call returns at once and sums
 * exactly. The second round trying SYNC_FD again (its export too waits,
 * logged) shows the first did not leave SYNC_FD mode. Any mode runs it; the
 * layer reports the exports as the caller's misuse, counted apart. */
static int test_export_would_block(void)
{
    Fixture f;
    CHECK(fixture_open_with(&f, 3, SECOND, NULL) == 0);
    __atomic_store_n(&g_expected_message, EXPORT_BEFORE_SIGNAL, __ATOMIC_RELEASE);
    CHECK(export_would_block_round(&f, 11) == 0);
    sleep_ms(200); /* the exporter ends its export once the gate opens */
    CHECK(export_would_block_round(&f, 12) == 0);
    __atomic_store_n(&g_expected_message, NULL, __ATOMIC_RELEASE);
    printf("    the layer reported %d exports as the caller's misuse\n", __atomic_load_n(&g_expected_reports, __ATOMIC_RELAXED));
    CHECK(!recent_log_contains("not published"));
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- The bridge beside later rounds in the ring ---------------------------
 * The bridge reads how each round it releases waits (comm->releases) while
 * the calling thread plans later rounds into the same 64 entries. The
 * intercepts below slow one SYNC_FD export by 300 ms, past its bound (5 ms,
 * or VKAR_EXPORT_WAIT_NS: that round goes to the bridge, released through
 * go) and one host signal of go by 300 ms, so a round is planned into an
 * entry the bridge is releasing. */

static int g_slow_export; /* the next vkGetSemaphoreFdKHR sleeps 300 ms first */
static int g_slow_signal; /* the next vkSignalSemaphore sleeps 300 ms first */

static VKAPI_ATTR VkResult VKAPI_CALL slow_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                            int* pFd)
{
    PFN_vkGetSemaphoreFdKHR real = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
    if (__atomic_exchange_n(&g_slow_export, 0, __ATOMIC_ACQ_REL))
        sleep_ms(300);
    return real(device, info, pFd);
}

static VKAPI_ATTR VkResult VKAPI_CALL slow_signal_semaphore(VkDevice device, const VkSemaphoreSignalInfo* info)
{
    if (__atomic_exchange_n(&g_slow_signal, 0, __ATOMIC_ACQ_REL))
        sleep_ms(300);
    return vkSignalSemaphore(device, info);
}

static const Intercept k_slow_release[] = {
    { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)slow_get_semaphore_fd },
    { "vkSignalSemaphore", (PFN_vkVoidFunction)slow_signal_semaphore },
    { NULL, NULL } };

/* Built for SYNC_FD mode with the event release, run in every mode:
 * 1. 65 calls in a row whose exports end in time: SYNC_FD rounds the
 *    bridge never sees, so its next release spans the last 64 of them;
 * 2. call T, its export slowed: the bridge releases it, its go signal
 *    slowed 300 ms;
 * 3. meanwhile call T + 1, whose rank 2 waits on a closed gate: planned
 *    into the entry of round T - 63, which the bridge's release spans.
 * Ranks 0 and 1 must not sum T + 1 before rank 2 has published it (the
 * bridge once set their events in step 2, as it reread that entry). */
static int test_release_beside_later_rounds(void)
{
    const uint64_t count = 1000, salt = 21;
    VkarSemaphoreValue waits[MAX_RANKS];
    uint32_t quiet = 0, calls = 0, k, j;
    Gates gates;
    Fixture f;
    Call c;
    uint64_t e;
    CHECK(fixture_open_with(&f, 3, 0, k_slow_release) == 0);
    memset(&c, 0, sizeof c);
    c.count = count;
    while (quiet < 65 && calls++ < 1000) {
        int lines = log_lines();
        CHECK(fixture_run(&f, &c) == 0);
        quiet = log_lines() == lines ? quiet + 1 : 0; /* a line: an export took too long */
    }
    CHECK(quiet == 65);
    for (k = 0; k < f.ranks; ++k)
        fill_exact_inputs(&f, k, count, salt);
    __atomic_store_n(&g_slow_export, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&g_slow_signal, 1, __ATOMIC_RELEASE);
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(100); /* the bridge is in its slowed signal */
    gates_open(&gates, 3);
    memset(waits, 0, sizeof waits);
    waits[2] = gates.waits[2];
    c.waits = waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(400); /* past the slowed signal */
    timeline_signal(2, gates.sem[2], 1);
    CHECK(fixture_finish(&f) == 0);
    gates_close(&gates);
    if (expected_sync_mode() == VKAR_SYNC_MODE_SYNC_FD)
        CHECK(__atomic_load_n(&g_slow_export, __ATOMIC_ACQUIRE) == 0); /* round T's export was slowed */
    else
        printf("    host bridge mode: no export to slow, every round the bridge's\n");
    __atomic_store_n(&g_slow_export, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&g_slow_signal, 0, __ATOMIC_RELEASE);
    for (k = 0; k < f.ranks; ++k) {
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            for (j = 0; j < f.ranks; ++j)
                sum += exact_input(e + salt, j);
            CHECK(f.buf[k].words[e] == float_bits(3.0f * sum)); /* T sums, T + 1 sums the sums */
        }
    }
    fixture_close(&f);
    return 0;
}

/* ---- A failed SYNC_FD export --------------------------------------------- */

static int g_failing_exports; /* vkGetSemaphoreFdKHR fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL failing_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                               int* pFd)
{
    PFN_vkGetSemaphoreFdKHR real = (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
    if (__atomic_load_n(&g_failing_exports, __ATOMIC_ACQUIRE))
        return VK_ERROR_OUT_OF_HOST_MEMORY; /* not the code of a timeout */
    return real(device, info, pFd);
}

static const Intercept k_failing_export[] = { { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)failing_get_semaphore_fd },
                                              { NULL, NULL } };

/* The record API's round whose exports fail: the caller asked for the GPUs'
 * release, which cannot happen, so vkarReleaseRound returns the error and
 * releases the reduces at once (meaningless sums); later rounds run on the
 * bridge and sum exactly. */
static int record_failed_export(void)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    VkarCommProperties props;
    Recorded rec;
    Fixture f;
    CHECK(fixture_open_with(&f, 3, 0, k_failing_export) == 0);
    begin_pair(&f, &rec);
    info = cmd_info(&f, &rec, ranges, 1000, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    CHECK(submit_publishes(&f, &rec) == 0);
    __atomic_store_n(&g_failing_exports, 1, __ATOMIC_RELEASE);
    CHECK(vkarReleaseRound(f.comm, rec.round) == VK_ERROR_OUT_OF_HOST_MEMORY);
    __atomic_store_n(&g_failing_exports, 0, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("the SYNC_FD exchange failed; later rounds use the host bridge"));
    CHECK(submit_reduces(&f, &rec) == 0);
    CHECK(fixture_finish(&f) == 0);
    free_pair(&f, &rec);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* SYNC_FD mode: a round whose exports fail is released by the bridge over
 * exact sums and the call succeeds, so that a caller who takes an error to
 * mean "no sums" does not sum again; later rounds run on the bridge. Then
 * the same through the record API (record_failed_export). */
static int test_failed_export(void)
{
    VkarCommProperties props;
    Fixture f;
    int lines;
    CHECK(fixture_open_with(&f, 3, 0, k_failing_export) == 0);
    vkarGetCommProperties(f.comm, &props);
    if (props.syncMode != VKAR_SYNC_MODE_SYNC_FD) {
        printf("    host bridge mode: no exports (make test-syncfd runs this)\n");
        fixture_close(&f);
        return 0;
    }
    CHECK(still_usable(&f) == 0);
    lines = log_lines();
    __atomic_store_n(&g_failing_exports, 1, __ATOMIC_RELEASE);
    CHECK(still_usable(&f) == 0);
    __atomic_store_n(&g_failing_exports, 0, __ATOMIC_RELEASE);
    CHECK(log_lines() > lines && recent_log_contains("the SYNC_FD exchange failed; later rounds use the host bridge"));
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return record_failed_export();
}

/* vkarAbortComm with a peer gone (rank 1 idle behind a gate that stays
 * closed, the timeout 10 s): it returns at once, and the other ranks are
 * released within about 50 ms, over meaningless sums; the status and every
 * later call report VK_ERROR_DEVICE_LOST. Once rank 1's gate opens its
 * queue drains, and destroy frees everything without waiting. */
static int test_abort(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    double start;
    uint64_t value;
    CHECK(fixture_open_with(&f, 3, 0, NULL) == 0);
    gates_open(&gates, 3);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    value = f.value;
    sleep_ms(100);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS && status.finishedRound < status.submittedRound);
    start = now_seconds();
    vkarAbortComm(f.comm);
    CHECK(now_seconds() - start < 0.05);
    CHECK_VK(timeline_wait(0, f.sem[0], value, 2 * SECOND));
    CHECK_VK(timeline_wait(2, f.sem[2], value, 2 * SECOND));
    printf("    ranks 0 and 2 released %.0f ms after vkarAbortComm\n", 1e3 * (now_seconds() - start));
    CHECK(timeline_value(1, f.sem[1]) < value);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 1 && status.submittedRound == 1);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    timeline_signal(1, gates.sem[1], 1);
    CHECK_VK(timeline_wait(1, f.sem[1], value, 10 * SECOND));
    start = now_seconds();
    vkarDestroyComm(f.comm);
    CHECK(now_seconds() - start < 1.0 && !recent_log_contains("leaked"));
    f.comm = VK_NULL_HANDLE;
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* More than 64 rounds behind an idle caller's gates: the call that would
 * exceed the ring waits for the oldest round for the timeout, then returns
 * VK_ERROR_TOO_MANY_OBJECTS (negative: nothing submitted) without losing
 * the communicator; once the gates open, the same call succeeds and every
 * sum is exact. */
static int test_ring_full_behind_idle_caller(void)
{
    VkarCommProperties props;
    Gates gates;
    Fixture f;
    Call c;
    uint32_t i, k;
    uint64_t first;
    CHECK(fixture_open_with(&f, 2, SHORT_TIMEOUT_NS, NULL) == 0);
    vkarGetCommProperties(f.comm, &props);
    gates_open(&gates, 2);
    for (k = 0; k < 2; ++k)
        fill_exact_inputs(&f, k, 100, 0);
    memset(&c, 0, sizeof c);
    c.count = 100;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c)); /* the real sum, then sums of it and zeros */
    first = f.value;
    c.waits = NULL;
    for (i = 1; i < props.maxRoundsInFlight; ++i) {
        VkBool32 zero[2] = { VK_FALSE, VK_TRUE };
        c.zero = zero;
        CHECK_VK(fixture_submit(&f, &c));
    }
    c.zero = NULL;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_TOO_MANY_OBJECTS);
    --f.value; /* nothing was submitted */
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    gates_open_all(&gates);
    /* The oldest round must finish before the next call may take its
     * entry; under valgrind that takes longer than the short timeout. */
    for (k = 0; k < 2; ++k)
        CHECK_VK(timeline_wait(k, f.sem[k], first, 30 * SECOND));
    {
        VkBool32 zero[2] = { VK_FALSE, VK_TRUE };
        c.zero = zero;
        CHECK_VK(fixture_submit(&f, &c));
    }
    CHECK(fixture_finish(&f) == 0);
    CHECK(holds_exact_sums(&f, 100, 0) == 0);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* vkarDestroyComm while a rank is stuck returns after the timeout and
 * leaks the communicator's resources, which a pending submission still
 * uses. It leaks by design, so tests/run.sh runs it apart. */
static int test_destroy_with_stuck_peer(void)
{
    Gates gates;
    Fixture f;
    double start, took;
    CHECK(fixture_open_with(&f, 3, SHORT_TIMEOUT_NS, NULL) == 0);
    gates_open(&gates, 3);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    start = now_seconds();
    vkarDestroyComm(f.comm);
    took = now_seconds() - start;
    f.comm = VK_NULL_HANDLE;
    printf("    vkarDestroyComm returned after %.2f s (timeout 0.3 s)\n", took);
    CHECK(took > 0.25 && took < 5.0);
    CHECK(recent_log_contains("leaked"));
    timeline_signal(1, gates.sem[1], 1);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

static VkDevice g_lost_device; /* semaphore queries and waits on it report VK_ERROR_DEVICE_LOST */

static int device_is_lost(VkDevice device)
{
    return device == __atomic_load_n(&g_lost_device, __ATOMIC_ACQUIRE);
}

static VKAPI_ATTR VkResult VKAPI_CALL losing_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return device_is_lost(device) ? VK_ERROR_DEVICE_LOST : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static VKAPI_ATTR VkResult VKAPI_CALL losing_wait(VkDevice device, const VkSemaphoreWaitInfo* info, uint64_t timeout)
{
    return device_is_lost(device) ? VK_ERROR_DEVICE_LOST : vkWaitSemaphores(device, info, timeout);
}

static const Intercept k_losing[] = { { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)losing_counter_value },
                                      { "vkWaitSemaphores", (PFN_vkVoidFunction)losing_wait },
                                      { NULL, NULL } };

/* A device lost mid-round, as the bridge thread sees it: the bridge logs
 * the rank and round, releases the other ranks and stops; later calls
 * return VK_ERROR_DEVICE_LOST. The call waits on gates already open, so
 * that the bridge releases it in SYNC_FD mode too. */
static int test_device_lost_mid_round(void)
{
    Gates gates;
    Fixture f;
    Call c;
    uint32_t k;
    CHECK(fixture_open_with(&f, 3, 0, k_losing) == 0);
    gates_open(&gates, 3);
    gates_open_all(&gates);
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = gates.waits;
    __atomic_store_n(&g_lost_device, H.devices[1].device, __ATOMIC_RELEASE);
    CHECK_VK(fixture_submit(&f, &c));
    for (k = 0; k < 3; ++k) /* every rank released, the lost one too */
        CHECK_VK(timeline_wait(k, f.sem[k], f.value, 10 * SECOND));
    __atomic_store_n(&g_lost_device, VK_NULL_HANDLE, __ATOMIC_RELEASE);
    CHECK(recent_log_contains("rank 1") && recent_log_contains("the bridge failed at round 1 (-4)"));
    c.waits = NULL;
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* ---- Reused command buffers --------------------------------------------------- */

static int g_begins; /* vkBeginCommandBuffer calls the communicator made */

static VKAPI_ATTR VkResult VKAPI_CALL counting_begin(VkCommandBuffer cmd, const VkCommandBufferBeginInfo* info)
{
    ++g_begins;
    return vkBeginCommandBuffer(cmd, info);
}

static const Intercept k_counting_begins[] = { { "vkBeginCommandBuffer", (PFN_vkVoidFunction)counting_begin },
                                               { NULL, NULL } };


/* Inputs that differ from call to call (`salt`) and that F16 and BF16
 * round (a 2^-12 fraction), so that commands recorded for another wire
 * give other bits; the call; then every rank's range compared with the
 * emulated sums. */
static int reuse_step(Fixture* f, const Call* c, uint32_t salt)
{
    const uint32_t first = word_index(c->offset);
    uint32_t* in[MAX_RANKS];
    uint32_t* want = (uint32_t*)malloc(c->count * 4 + 4);
    uint64_t e;
    uint32_t k;
    CHECK(want);
    for (k = 0; k < f->ranks; ++k) {
        in[k] = f->buf[k].words + first;
        for (e = 0; e < c->count; ++e)
            in[k][e] = float_bits(exact_input(e + salt, k) + (float)((e + k) % 3) / 4096.0f);
    }
    emulate(in, f->ranks, 0, c->count, vkarResolveWire(f->comm, c->count, c->wire), c->zero, want);
    CHECK(fixture_run(f, c) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words + first, want, c->count * 4) == 0);
    free(want);
    return 0;
}

/* `rounds` checked calls of `c`; *pBegins gets the command buffers begun. */
static int reuse_steps(Fixture* f, const Call* c, uint32_t rounds, int* pBegins)
{
    uint32_t i;
    g_begins = 0;
    for (i = 0; i < rounds; ++i)
        CHECK(reuse_step(f, c, i) == 0);
    *pBegins = g_begins;
    return 0;
}

/* One checked round through the record API: it rewrites its ring entry's
 * descriptor set, which the entry's own command buffers use. */
static int reuse_record_round(Fixture* f, uint64_t count)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    Recorded rec;
    uint32_t k;
    uint64_t e;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, count, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    CHECK(submit_pair(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    free_pair(f, &rec);
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            CHECK(f->buf[k].words[e] == float_bits(exact_input(e, 0) + exact_input(e, 1) + exact_input(e, 2)));
    return 0;
}

/* VKAR_COMM_CREATE_REUSE_COMMANDS_BIT: a ring entry's command buffers are
 * submitted again while every rank asks for the same; any change (count,
 * wire, offset, pZero, slot growth, a record-API round on the entry, a
 * buffer forgotten and recreated) records afresh, and every sum stays
 * exact. The validation layer sees every resubmission. */
static int test_reuse_commands(void)
{
    const VkBool32 zeroRank1[3] = { VK_FALSE, VK_TRUE, VK_FALSE };
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, ranks);
    VkarCommProperties props;
    Call base, variant;
    Fixture f;
    int begins;
    uint32_t i, ring, rerecorded;
    CHECK(fixture_open(&f, 3, 4096 * 4) == 0);
    vkarDestroyComm(f.comm);
    info.flags = VKAR_COMM_CREATE_REUSE_COMMANDS_BIT;
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    ring = props.maxRoundsInFlight;
    memset(&base, 0, sizeof base);
    base.count = 1000;
    base.wire = VKAR_WIRE_F32;

    /* Every fifth call differs; one of the variants grows the slots. */
    for (i = 0; i < 2 * ring + 5; ++i) {
        variant = base;
        if (i % 5 == 4) {
            const uint32_t v = i / 5 % 5;
            variant.count = v == 0 ? 999 : v == 4 ? 4000 : base.count;
            variant.wire = v == 1 ? VKAR_WIRE_F16 : base.wire;
            variant.offset = v == 2 ? 12 : 0;
            variant.zero = v == 3 ? zeroRank1 : NULL;
        }
        CHECK(reuse_step(&f, &variant, i) == 0);
    }
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    /* The entries that held variants record again, and only those: on
     * every rank, or on rank 1 alone for the pZero variant (v == 3). */
    for (i = ring + 5, rerecorded = 0; i < 2 * ring + 5; ++i)
        if (i % 5 == 4)
            rerecorded += i / 5 % 5 == 3 ? 1 : 3;
    CHECK(begins == (int)(2 * rerecorded));
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == 0);

    CHECK(reuse_record_round(&f, base.count) == 0);
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == 2 * 3); /* the record round's entry only */

    buffer_destroy(&f.buf[0]);
    CHECK(buffer_create(&f.buf[0], 0, 4096 * 4) == 0);
    vkarForgetBuffers(f.comm);
    CHECK(reuse_steps(&f, &base, ring, &begins) == 0);
    CHECK(begins == (int)(2 * 3 * ring));
    CHECK(reuse_steps(&f, &base, 8, &begins) == 0);
    CHECK(begins == 0);
    fixture_close(&f);
    return 0;
}

/* With reused command buffers, a call without pSignals after a ring of
 * calls with them: its reduce must end with the barrier that queue order
 * relies on (a call with pSignals leaves it out), so it is recorded afresh
 * rather than resubmitted, and the caller's copy submitted next, in queue
 * order, sees the sum (validation layers that track hazards across
 * submissions check it). */
static int test_reuse_keeps_queue_order(void)
{
    const uint64_t count = 1000;
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarBufferRange ranges[2];
    VkarAllreduceInfo unsignalled;
    VkarCommProperties props;
    TestBuffer out[2];
    VkCommandBuffer copies[2];
    Fixture f;
    Call c;
    uint32_t i, k;
    uint64_t e;
    CHECK(fixture_open(&f, 2, count * 4) == 0);
    vkarDestroyComm(f.comm);
    info.flags = VKAR_COMM_CREATE_REUSE_COMMANDS_BIT;
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    memset(&c, 0, sizeof c);
    c.count = count;
    for (i = 0; i < 2 * props.maxRoundsInFlight; ++i)
        CHECK_VK(fixture_submit(&f, &c));
    CHECK(fixture_finish(&f) == 0);
    for (k = 0; k < 2; ++k) {
        fill_exact_inputs(&f, k, count, 7);
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
        CHECK(buffer_create(&out[k], k, count * 4) == 0);
    }
    memset(&unsignalled, 0, sizeof unsignalled);
    unsignalled.count = count;
    unsignalled.pBuffers = ranges;
    g_begins = 0;
    CHECK_VK(vkarAllreduce(f.comm, &unsignalled));
    CHECK(g_begins == 2 * 2); /* each rank's publish and reduce recorded afresh */
    for (k = 0; k < 2; ++k) {
        VkBufferCopy region = { 0, 0, count * 4 };
        copies[k] = begin_commands(k);
        vkCmdCopyBuffer(copies[k], f.buf[k].buffer, out[k].buffer, 1, &region);
        CHECK_VK(submit_commands(k, copies[k], VK_NULL_HANDLE, 0, 0, f.sem[k], f.value + 1));
        CHECK_VK(submit_host_barrier(k, f.sem[k], f.value + 1, f.sem[k], f.value + 2));
    }
    f.value += 2;
    queues_idle(2);
    for (k = 0; k < 2; ++k) {
        for (e = 0; e < count; ++e)
            CHECK(out[k].words[e] == float_bits(exact_input(e + 7, 0) + exact_input(e + 7, 1)));
        buffer_destroy(&out[k]);
        vkFreeCommandBuffers(H.devices[k].device, H.devices[k].pool, 1, &copies[k]);
    }
    fixture_close(&f);
    return 0;
}

/* Without the flag, every call records. */
static int test_no_reuse_by_default(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarCommProperties props;
    Call base;
    Fixture f;
    int begins;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    CHECK_VK(create_intercepted(&info, k_counting_begins, &f.comm));
    vkarGetCommProperties(f.comm, &props);
    memset(&base, 0, sizeof base);
    base.count = 1000;
    CHECK(reuse_steps(&f, &base, props.maxRoundsInFlight + 3, &begins) == 0);
    CHECK(begins == (int)(2 * 2 * (props.maxRoundsInFlight + 3)));
    vkarForgetBuffers(f.comm); /* a no-op without the flag */
    vkarForgetBuffers(NULL);
    fixture_close(&f);
    return 0;
}

/* ---- Bad input ----------------------------------------------------------- */

/* One exact all-reduce: proof that a communicator is still usable. */
/* exact_input from element `salt` on. */
static void fill_exact_inputs(Fixture* f, uint32_t k, uint64_t count, uint64_t salt)
{
    uint64_t e;
    for (e = 0; e < count; ++e)
        f->buf[k].words[e] = float_bits(exact_input(e + salt, k));
}

static int holds_exact_sums(const Fixture* f, uint64_t count, uint64_t salt)
{
    uint64_t e;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k) {
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            uint32_t j;
            for (j = 0; j < f->ranks; ++j)
                sum += exact_input(e + salt, j);
            CHECK(f->buf[k].words[e] == float_bits(sum));
        }
    }
    return 0;
}

static int still_usable(Fixture* f)
{
    const uint64_t count = 300;
    Call c;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        fill_exact_inputs(f, k, count, 0);
    memset(&c, 0, sizeof c);
    c.count = count;
    CHECK(fixture_run(f, &c) == 0);
    return holds_exact_sums(f, count, 0);
}

/* 70 rounds (more than the ring's 64) in which rank 0 publishes 20 ms after
 * the call, each with other inputs, each summed exactly on every rank. */
static int still_usable_with_late_rank0(Fixture* f)
{
    VkarSemaphoreValue waits[MAX_RANKS];
    Gates gate;
    Call c;
    uint32_t k, i;
    memset(waits, 0, sizeof waits);
    memset(&c, 0, sizeof c);
    c.count = 300;
    c.waits = waits;
    for (i = 0; i < 70; ++i) {
        gates_open(&gate, 1);
        waits[0] = gate.waits[0];
        for (k = 0; k < f->ranks; ++k)
            fill_exact_inputs(f, k, c.count, i);
        CHECK_VK(fixture_submit(f, &c));
        gates_open_later(&gate, 20);
        CHECK(fixture_finish(f) == 0);
        gates_close(&gate);
        CHECK(holds_exact_sums(f, c.count, i) == 0);
    }
    return 0;
}

static int expect_create_error(const VkarCommCreateInfo* info, VkResult expected, const char* logged)
{
    VkarComm comm = (VkarComm)(uintptr_t)1;
    int lines = g_log_lines;
    VkResult res = vkarCreateComm(info, &comm);
    if (res != expected || comm != VK_NULL_HANDLE || g_log_lines == lines || !strstr(g_last_log, logged)) {
        printf("    got %d (expected %d), log: %s\n", (int)res, (int)expected, g_log_lines == lines ? "(none)" : g_last_log);
        return 1;
    }
    return 0;
}

static int test_bad_create_info(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarComm comm;
    CHECK(vkarCreateComm(NULL, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && comm == VK_NULL_HANDLE);
    CHECK(vkarCreateComm(&info, NULL) == VK_ERROR_VALIDATION_FAILED_EXT);

    info.rankCount = 0;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "rankCount 0") == 0);
    info = comm_info(2, ranks);
    info.pRanks = NULL;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pRanks NULL") == 0);
    info = comm_info(2, ranks);
    info.instance = VK_NULL_HANDLE;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "instance NULL") == 0);
    info = comm_info(2, ranks);
    info.syncMode = (VkarSyncMode)9;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "syncMode") == 0);
    info = comm_info(2, ranks);
    info.releaseMode = (VkarReleaseMode)3;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown releaseMode 3") == 0);
    info = comm_info(2, ranks);
    info.spinMicroseconds = 1000001; /* a spin that long would hold destroy */
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "spinMicroseconds 1000001 is more than") == 0);
    info = comm_info(2, ranks);
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    ranks[1].device = H.noSyncFdDevice.device;
    ranks[1].queue = H.noSyncFdDevice.queue;
    {
        /* VKAR_SYNC would override the explicit mode this checks */
        const char* saved = getenv("VKAR_SYNC");
        char* copy = saved ? strdup(saved) : NULL;
        int failed;
        unsetenv("VKAR_SYNC");
        failed = expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "SYNC_FD is not possible");
        if (copy)
            setenv("VKAR_SYNC", copy, 1);
        free(copy);
        CHECK(failed == 0);
    }
#ifdef _WIN32
    CHECK(strstr(g_last_log, "Linux-only") != NULL);
#else
    CHECK(strstr(g_last_log, "VK_KHR_external_semaphore_fd") != NULL);
#endif
    info = comm_info(2, ranks);
    ranks[1] = ranks[0];
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "same device and queue") == 0);
    info = comm_info(2, ranks);
    ranks[1].queue = VK_NULL_HANDLE;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "NULL physicalDevice, device or queue") == 0);
    info = comm_info(2, ranks);
    ranks[1].queueFamilyIndex = 99;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "queueFamilyIndex 99") == 0);
    info = comm_info(2, ranks);
    ranks[1].device = H.plainDevice.device;
    ranks[1].queue = H.plainDevice.queue;
    CHECK(expect_create_error(&info, VK_ERROR_EXTENSION_NOT_PRESENT, "rank 1 (") == 0);
    CHECK(strstr(g_last_log, "VK_EXT_external_memory_host") != NULL);
    vkarDestroyComm(VK_NULL_HANDLE);
    return 0;
}

static int expect_call_error(Fixture* f, const VkarAllreduceInfo* info, const char* logged)
{
    int lines = g_log_lines;
    VkResult res = vkarAllreduce(f->comm, info);
    if (res != VK_ERROR_VALIDATION_FAILED_EXT || g_log_lines == lines || !strstr(g_last_log, logged)) {
        printf("    got %d, log: %s\n", (int)res, g_log_lines == lines ? "(none)" : g_last_log);
        return 1;
    }
    return still_usable(f);
}

static int test_bad_allreduce_info(void)
{
    Fixture f;
    VkarBufferRange ranges[2];
    VkarAllreduceInfo info;
    uint32_t k;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    for (k = 0; k < 2; ++k) {
        ranges[k].buffer = f.buf[k].buffer;
        ranges[k].offset = 0;
    }
    memset(&info, 0, sizeof info);
    info.count = 10;
    info.pBuffers = ranges;

    CHECK(vkarAllreduce(VK_NULL_HANDLE, &info) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(expect_call_error(&f, NULL, "pInfo is NULL") == 0);
    info.pBuffers = NULL;
    CHECK(expect_call_error(&f, &info, "pBuffers is NULL") == 0);
    info.pBuffers = ranges;
    info.wire = (VkarWire)7;
    CHECK(expect_call_error(&f, &info, "unknown wire 7") == 0);
    info.wire = VKAR_WIRE_AUTO;
    info.algorithm = (VkarAlgorithm)3;
    CHECK(expect_call_error(&f, &info, "unknown algorithm 3") == 0);
    info.algorithm = VKAR_ALGORITHM_AUTO;
    ranges[1].offset = 2;
    CHECK(expect_call_error(&f, &info, "rank 1: offset 2 is not a multiple of 4") == 0);
    ranges[1].offset = 4096 - 36;
    CHECK(expect_call_error(&f, &info, "exceeds the buffer") == 0);
    ranges[1].offset = 8192;
    CHECK(expect_call_error(&f, &info, "exceeds the buffer") == 0);
    ranges[1].offset = 0;
    info.count = UINT64_MAX / 2;
    CHECK(expect_call_error(&f, &info, "exceeds the buffer") == 0);
    info.count = UINT64_MAX;
    ranges[0].offset = 4;
    CHECK(expect_call_error(&f, &info, "exceeds the buffer") == 0);
    info.count = 10;
    ranges[0].offset = 0;
    ranges[0].buffer = VK_NULL_HANDLE;
    CHECK(expect_call_error(&f, &info, "rank 0: buffer is VK_NULL_HANDLE") == 0);
    ranges[0].buffer = f.buf[0].buffer;
    info.count = 1024; /* exactly the buffer */
    CHECK_VK(vkarAllreduce(f.comm, &info));
    fixture_close(&f);
    return 0;
}

/* ---- Host allocation failure ---------------------------------------------- */

typedef struct CountingAllocator {
    int allocations, frees, failAt; /* failAt: the allocation number that fails, -1 never */
} CountingAllocator;

static void* VKAPI_CALL counting_alloc(void* user, size_t size, size_t alignment, VkSystemAllocationScope scope)
{
    CountingAllocator* a = (CountingAllocator*)user;
    void* p = NULL;
    (void)scope;
    if (a->failAt >= 0 && a->allocations >= a->failAt) {
        a->failAt = -1;
        return NULL;
    }
    if (test_aligned_alloc(&p, alignment < sizeof(void*) ? sizeof(void*) : alignment, size) != 0)
        return NULL;
    ++a->allocations;
    return p;
}

static void* VKAPI_CALL counting_realloc(void* user, void* p, size_t size, size_t alignment,
                                         VkSystemAllocationScope scope)
{
    (void)user, (void)p, (void)size, (void)alignment, (void)scope;
    return NULL; /* the library never reallocates */
}

static void VKAPI_CALL counting_free(void* user, void* p)
{
    CountingAllocator* a = (CountingAllocator*)user;
    if (p) {
        ++a->frees;
        test_aligned_free(p);
    }
}

static int test_host_allocation_failure(void)
{
    CountingAllocator counter = { 0, 0, -1 };
    VkAllocationCallbacks callbacks;
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    Fixture f;
    int k, created = 0;

    memset(&callbacks, 0, sizeof callbacks);
    callbacks.pUserData = &counter;
    callbacks.pfnAllocation = counting_alloc;
    callbacks.pfnReallocation = counting_realloc;
    callbacks.pfnFree = counting_free;
    info.pAllocationCallbacks = &callbacks;

    /* fail each allocation of creation in turn, until creation needs no more */
    for (k = 0; !created; ++k) {
        VkarComm comm;
        int lines = g_log_lines;
        VkResult res;
        counter.failAt = k;
        counter.allocations = counter.frees = 0;
        res = vkarCreateComm(&info, &comm);
        if (res == VK_SUCCESS) {
            CHECK(counter.failAt == k); /* no allocation failed */
            vkarDestroyComm(comm);
            created = 1;
        } else {
            CHECK(res == VK_ERROR_OUT_OF_HOST_MEMORY && comm == VK_NULL_HANDLE);
            CHECK(g_log_lines > lines && strstr(g_last_log, "out of host memory"));
        }
        CHECK(counter.allocations == counter.frees);
        CHECK(k < 100);
    }
    CHECK(k > 1);

    /* fail the slot allocation of a call: an error, then the next call works */
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    counter.allocations = counter.frees = 0;
    counter.failAt = -1;
    CHECK_VK(vkarCreateComm(&info, &f.comm));
    counter.failAt = counter.allocations;
    {
        Call c;
        int lines = g_log_lines;
        memset(&c, 0, sizeof c);
        c.count = 16;
        CHECK(fixture_submit(&f, &c) == VK_ERROR_OUT_OF_HOST_MEMORY);
        CHECK(g_log_lines > lines && strstr(g_last_log, "out of host memory"));
        --f.value; /* nothing was submitted */
    }
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    CHECK(counter.allocations == counter.frees);
    return 0;
}

/* ---- Fault injection ----------------------------------------------------------
 * The caller's loader hands the library wrappers that make the k-th call of
 * one kind fail, and that count the Vulkan objects the library holds; host
 * allocations go through counting callbacks, the bridge thread's creation
 * through the harness's hook. For every k along the path of creation and
 * of three calls: an error and a log line, nothing leaked, and the
 * communicator either still sums exactly or is destroyed cleanly. */

enum { F_ALLOCATE_MEMORY, F_CREATE_PIPELINES, F_CREATE_SEMAPHORE, F_QUEUE_SUBMIT, F_COUNTER_VALUE, F_THREAD, F_KINDS };
static const char* const k_fault_names[F_KINDS] = { "vkAllocateMemory", "vkCreateComputePipelines",
                                                    "vkCreateSemaphore", "vkQueueSubmit",
                                                    "vkGetSemaphoreCounterValue", "thread creation" };

/* After a failed call: [0] the communicator refused later calls (to be
 * destroyed), [1] it summed exactly again. */
static int g_fault_outcomes[2];

/* The bridge thread calls some wrappers: every field under the mutex. */
static struct {
    pthread_mutex_t mutex;
    int kind;
    long failAt, calls; /* the failAt-th call of `kind` fails */
    int injected;
    long live; /* Vulkan objects the library created and has not destroyed */
} g_faults = { PTHREAD_MUTEX_INITIALIZER, -1, 0, 0, 0, 0 };

static int fault_now(int kind)
{
    int fail;
    pthread_mutex_lock(&g_faults.mutex);
    fail = kind == g_faults.kind && ++g_faults.calls == g_faults.failAt;
    g_faults.injected |= fail;
    pthread_mutex_unlock(&g_faults.mutex);
    return fail;
}

static void live_add(long n)
{
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.live += n;
    pthread_mutex_unlock(&g_faults.mutex);
}

static long fault_read(const long* field)
{
    long value;
    pthread_mutex_lock(&g_faults.mutex);
    value = *field;
    pthread_mutex_unlock(&g_faults.mutex);
    return value;
}

static int fault_injected(void)
{
    int injected;
    pthread_mutex_lock(&g_faults.mutex);
    injected = g_faults.injected;
    pthread_mutex_unlock(&g_faults.mutex);
    return injected;
}

static int thread_fault(void)
{
    return fault_now(F_THREAD);
}

#define COUNTED_PAIR(Type, create, destroy, CreateInfo)                                                           \
    static VKAPI_ATTR VkResult VKAPI_CALL counted_##create(VkDevice device, const CreateInfo* info,               \
                                                           const VkAllocationCallbacks* alloc, Type* out)        \
    {                                                                                                             \
        VkResult res = vk##create(device, info, alloc, out);                                                      \
        if (res == VK_SUCCESS)                                                                                    \
            live_add(1);                                                                                          \
        return res;                                                                                               \
    }                                                                                                             \
    static VKAPI_ATTR void VKAPI_CALL counted_##destroy(VkDevice device, Type object,                            \
                                                       const VkAllocationCallbacks* alloc)                       \
    {                                                                                                             \
        if (object != VK_NULL_HANDLE)                                                                             \
            live_add(-1);                                                                                         \
        vk##destroy(device, object, alloc);                                                                       \
    }
COUNTED_PAIR(VkBuffer, CreateBuffer, DestroyBuffer, VkBufferCreateInfo)
COUNTED_PAIR(VkShaderModule, CreateShaderModule, DestroyShaderModule, VkShaderModuleCreateInfo)
COUNTED_PAIR(VkDescriptorSetLayout, CreateDescriptorSetLayout, DestroyDescriptorSetLayout,
             VkDescriptorSetLayoutCreateInfo)
COUNTED_PAIR(VkPipelineLayout, CreatePipelineLayout, DestroyPipelineLayout, VkPipelineLayoutCreateInfo)
COUNTED_PAIR(VkDescriptorPool, CreateDescriptorPool, DestroyDescriptorPool, VkDescriptorPoolCreateInfo)
COUNTED_PAIR(VkCommandPool, CreateCommandPool, DestroyCommandPool, VkCommandPoolCreateInfo)
COUNTED_PAIR(VkSemaphore, CreateSemaphore, DestroySemaphore, VkSemaphoreCreateInfo)
#undef COUNTED_PAIR

static VKAPI_ATTR VkResult VKAPI_CALL faulty_create_semaphore(VkDevice device, const VkSemaphoreCreateInfo* info,
                                                              const VkAllocationCallbacks* alloc, VkSemaphore* out)
{
    return fault_now(F_CREATE_SEMAPHORE) ? VK_ERROR_OUT_OF_HOST_MEMORY
                                         : counted_CreateSemaphore(device, info, alloc, out);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_allocate_memory(VkDevice device, const VkMemoryAllocateInfo* info,
                                                             const VkAllocationCallbacks* alloc,
                                                             VkDeviceMemory* memory)
{
    VkResult res;
    if (fault_now(F_ALLOCATE_MEMORY))
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    res = vkAllocateMemory(device, info, alloc, memory);
    if (res == VK_SUCCESS)
        live_add(1);
    return res;
}

static VKAPI_ATTR void VKAPI_CALL counted_free_memory(VkDevice device, VkDeviceMemory memory,
                                                     const VkAllocationCallbacks* alloc)
{
    if (memory != VK_NULL_HANDLE)
        live_add(-1);
    vkFreeMemory(device, memory, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_create_pipelines(VkDevice device, VkPipelineCache cache, uint32_t count,
                                                              const VkComputePipelineCreateInfo* infos,
                                                              const VkAllocationCallbacks* alloc,
                                                              VkPipeline* pipelines)
{
    VkResult res;
    uint32_t i;
    if (fault_now(F_CREATE_PIPELINES)) {
        for (i = 0; i < count; ++i)
            pipelines[i] = VK_NULL_HANDLE;
        return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    }
    res = vkCreateComputePipelines(device, cache, count, infos, alloc, pipelines);
    for (i = 0; i < count; ++i)
        if (pipelines[i] != VK_NULL_HANDLE)
            live_add(1);
    return res;
}

static VKAPI_ATTR void VKAPI_CALL counted_destroy_pipeline(VkDevice device, VkPipeline pipeline,
                                                          const VkAllocationCallbacks* alloc)
{
    if (pipeline != VK_NULL_HANDLE)
        live_add(-1);
    vkDestroyPipeline(device, pipeline, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                         VkFence fence)
{
    return fault_now(F_QUEUE_SUBMIT) ? VK_ERROR_OUT_OF_DEVICE_MEMORY : vkQueueSubmit(queue, count, submits, fence);
}

static VKAPI_ATTR VkResult VKAPI_CALL faulty_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return fault_now(F_COUNTER_VALUE) ? VK_ERROR_DEVICE_LOST : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static const Intercept k_fault_functions[] = {
    { "vkAllocateMemory", (PFN_vkVoidFunction)faulty_allocate_memory },
    { "vkFreeMemory", (PFN_vkVoidFunction)counted_free_memory },
    { "vkCreateComputePipelines", (PFN_vkVoidFunction)faulty_create_pipelines },
    { "vkDestroyPipeline", (PFN_vkVoidFunction)counted_destroy_pipeline },
    { "vkCreateSemaphore", (PFN_vkVoidFunction)faulty_create_semaphore },
    { "vkDestroySemaphore", (PFN_vkVoidFunction)counted_DestroySemaphore },
    { "vkQueueSubmit", (PFN_vkVoidFunction)faulty_queue_submit },
    { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)faulty_counter_value },
    { "vkCreateBuffer", (PFN_vkVoidFunction)counted_CreateBuffer },
    { "vkDestroyBuffer", (PFN_vkVoidFunction)counted_DestroyBuffer },
    { "vkCreateShaderModule", (PFN_vkVoidFunction)counted_CreateShaderModule },
    { "vkDestroyShaderModule", (PFN_vkVoidFunction)counted_DestroyShaderModule },
    { "vkCreateDescriptorSetLayout", (PFN_vkVoidFunction)counted_CreateDescriptorSetLayout },
    { "vkDestroyDescriptorSetLayout", (PFN_vkVoidFunction)counted_DestroyDescriptorSetLayout },
    { "vkCreatePipelineLayout", (PFN_vkVoidFunction)counted_CreatePipelineLayout },
    { "vkDestroyPipelineLayout", (PFN_vkVoidFunction)counted_DestroyPipelineLayout },
    { "vkCreateDescriptorPool", (PFN_vkVoidFunction)counted_CreateDescriptorPool },
    { "vkDestroyDescriptorPool", (PFN_vkVoidFunction)counted_DestroyDescriptorPool },
    { "vkCreateCommandPool", (PFN_vkVoidFunction)counted_CreateCommandPool },
    { "vkDestroyCommandPool", (PFN_vkVoidFunction)counted_DestroyCommandPool },
    { NULL, NULL },
};

/* One exact all-reduce of every rank's buffer, waited for; *pExact tells
 * whether the sums are right (meaningful only if the call succeeded and no
 * fault was injected before it finished). `waits` may be NULL. */
static VkResult exact_call(Fixture* f, const VkarSemaphoreValue* waits, int* pExact)
{
    const uint64_t count = 300;
    VkResult res;
    Call c;
    uint64_t e;
    uint32_t k, j;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e)
            f->buf[k].words[e] = float_bits(exact_input(e, k));
    memset(&c, 0, sizeof c);
    c.count = count;
    c.waits = waits;
    res = fixture_submit(f, &c);
    *pExact = 0;
    if (res != VK_SUCCESS)
        return res;
    if (fixture_finish(f) != 0)
        return VK_ERROR_UNKNOWN;
    for (k = 0; k < f->ranks; ++k)
        if (timeline_wait(k, f->sem[k], f->value, 60 * SECOND) != VK_SUCCESS)
            return VK_ERROR_UNKNOWN;
    *pExact = 1;
    for (k = 0; k < f->ranks; ++k)
        for (e = 0; e < count; ++e) {
            float sum = 0.0f;
            for (j = 0; j < f->ranks; ++j)
                sum += exact_input(e, j);
            *pExact &= f->buf[k].words[e] == float_bits(sum);
        }
    return VK_SUCCESS;
}

/* One run: the failAt-th call of `kind` fails. Creation, three exact
 * calls, destruction; *pInjected tells whether the fault happened. Every
 * other call waits on gates already open, so that the bridge releases it in
 * SYNC_FD mode too. */
static int fault_run(int kind, long failAt, int* pInjected)
{
    CountingAllocator host = { 0, 0, -1 };
    VkAllocationCallbacks callbacks;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(3, infos);
    const int lines = log_lines();
    VkResult res = VK_SUCCESS;
    int call, errors = 0, usable = 0, injectedBefore = 0;
    Gates gates;
    Fixture f;

    CHECK(fixture_open(&f, 3, 4096) == 0);
    gates_open(&gates, 3);
    gates_open_all(&gates);
    vkarDestroyComm(f.comm);
    memset(&callbacks, 0, sizeof callbacks);
    callbacks.pUserData = &host;
    callbacks.pfnAllocation = counting_alloc;
    callbacks.pfnReallocation = counting_realloc;
    callbacks.pfnFree = counting_free;
    info.pAllocationCallbacks = &callbacks;
    info.spinMicroseconds = 1; /* the bridge blocks at once: few counter queries, so few k to try */
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.kind = kind;
    g_faults.failAt = failAt;
    g_faults.calls = g_faults.live = 0;
    g_faults.injected = 0;
    pthread_mutex_unlock(&g_faults.mutex);

    res = create_intercepted(&info, k_fault_functions, &f.comm);
    errors += res != VK_SUCCESS;
    /* Three calls; a fault the bridge thread meets shows in the call after
     * it, so one more is made then (after the bridge has had time to stop). */
    for (call = 0; res == VK_SUCCESS && errors == 0 && (call < 3 || injectedBefore != fault_injected()); ++call) {
        int exact;
        VkResult callRes;
        if (fault_injected()) {
            injectedBefore = 1;
            sleep_ms(100);
        }
        callRes = exact_call(&f, call % 2 ? gates.waits : NULL, &exact);
        CHECK(callRes != VK_ERROR_UNKNOWN); /* no hang, no failed wait */
        errors += callRes != VK_SUCCESS;
        usable = callRes == VK_SUCCESS && exact;
        CHECK(callRes != VK_SUCCESS || exact || fault_injected()); /* wrong sums only after a fault */
    }
    *pInjected = fault_injected();
    pthread_mutex_lock(&g_faults.mutex);
    g_faults.kind = -1;
    pthread_mutex_unlock(&g_faults.mutex);
    if (*pInjected) {
        CHECK(errors > 0 && log_lines() > lines);
        CHECK(res == VK_SUCCESS || f.comm == VK_NULL_HANDLE);
        if (res == VK_SUCCESS) { /* after a failed call: either usable, or an error every time */
            int exact;
            VkResult again;
            queues_idle(3); /* the failed call's submitted rounds still run, writing the buffers */
            again = exact_call(&f, NULL, &exact);
            CHECK(again != VK_ERROR_UNKNOWN && (again != VK_SUCCESS || exact));
            g_fault_outcomes[again == VK_SUCCESS]++;
        }
    } else {
        CHECK(errors == 0 && usable);
    }
    queues_idle(3);
    vkarDestroyComm(f.comm);
    f.comm = VK_NULL_HANDLE;
    CHECK(fault_read(&g_faults.live) == 0);          /* no Vulkan object leaked */
    CHECK(host.allocations == host.frees);           /* no host memory leaked */
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* Every k from 1 to 64, then every doubling, until a run meets no fault.
 * The bridge thread polls vkGetSemaphoreCounterValue, so how many calls a
 * run makes follows the driver's speed (thousands under valgrind); past the
 * first polls a later one fails on the same path, so doubling still reaches
 * every path while keeping the sweep short. */
static int fault_sweep(int kind, int* pInjected)
{
    long k;
    int injected = 1;
    *pInjected = 0;
    for (k = 1; injected; k += k < 64 ? 1 : k) {
        CHECK(k < 1L << 24);
        if (fault_run(kind, k, &injected) != 0) {
            printf("    %s failing at call %ld\n", k_fault_names[kind], k);
            return 1;
        }
        *pInjected += injected;
    }
    return 0;
}

static int test_fault_injection(void)
{
    int kind, total = 0;
    g_thread_create_fails = thread_fault;
    for (kind = 0; kind < F_KINDS; ++kind) {
        int injected;
        if (fault_sweep(kind, &injected) != 0) {
            g_thread_create_fails = NULL;
            return 1;
        }
        printf("    %s: %d faults injected, each an error and a log line, nothing leaked\n", k_fault_names[kind],
               injected);
        CHECK(injected > 0);
        total += injected;
    }
    g_thread_create_fails = NULL;
    printf("    %d faults in all; after a failed call the communicator summed exactly again %d times and was "
           "unusable (then destroyed) %d times\n", total, g_fault_outcomes[1], g_fault_outcomes[0]);
    return 0;
}


/* ---- The bridge thread while idle --------------------------------------- */

static double process_cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int test_idle_bridge_uses_no_cpu(void)
{
    Fixture f;
    double before, used;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(still_usable(&f) == 0);
    before = process_cpu_seconds();
    sleep_ms(1000);
    used = process_cpu_seconds() - before;
    fixture_close(&f);
    printf("    process CPU over one idle second: %.3f ms\n", used * 1e3);
    CHECK(used < 0.01); /* the whole process, an upper bound on the bridge thread */
    return 0;
}

/* Process CPU over one second while a round waits on an unopened gate. */
static int stalled_round_cpu(Fixture* f, double* used)
{
    Gates gates;
    Call c;
    double before;
    gates_open(&gates, 2);
    memset(&c, 0, sizeof c);
    c.count = 100;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(f, &c));
    before = process_cpu_seconds();
    sleep_ms(1000);
    *used = process_cpu_seconds() - before;
    gates_open_all(&gates);
    CHECK(fixture_finish(f) == 0);
    gates_close(&gates);
    return 0;
}

/* spinMicroseconds is how long the bridge polls before it blocks: 300 ms of
 * spinning shows up in the CPU time of a stalled second, the default not. */
static int test_spin_microseconds(void)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    const char* saved = getenv("VKAR_SPIN_US");
    char* copy = saved ? strdup(saved) : NULL;
    Fixture f;
    double used;
    VkResult res;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    vkarDestroyComm(f.comm);
    info.spinMicroseconds = 300000;
    unsetenv("VKAR_SPIN_US"); /* it would override the member */
    res = vkarCreateComm(&info, &f.comm);
    if (copy)
        setenv("VKAR_SPIN_US", copy, 1);
    free(copy);
    CHECK_VK(res);
    CHECK(stalled_round_cpu(&f, &used) == 0);
    printf("    process CPU over one stalled second, 300 ms spin: %.1f ms\n", used * 1e3);
    CHECK(used > 0.15);
    fixture_close(&f);
    return 0;
}

/* A round stalled on a wait: the bridge spins 200 us, then blocks. */
static int test_stalled_bridge_uses_little_cpu(void)
{
    Fixture f;
    double used;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(stalled_round_cpu(&f, &used) == 0);
    printf("    process CPU over one second with a round stalled: %.3f ms\n", used * 1e3);
    CHECK(used < 0.05);
    fixture_close(&f);
    return 0;
}

/* A fresh communicator's bridge polls spinMicroseconds for a round's
 * publishes, then blocks. After a round whose publishes took a second to
 * land it polls longer for the next (twice as long, capped at 10 ms): a
 * stalled round then costs about 10 ms more CPU than the first did. */
static int test_publish_spin_follows_slow_rounds(void)
{
    Fixture f;
    double first, second;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(stalled_round_cpu(&f, &first) == 0);
    CHECK(stalled_round_cpu(&f, &second) == 0);
    printf("    process CPU over a stalled second: %.1f ms for the first round, %.1f ms for the next\n",
           first * 1e3, second * 1e3);
    CHECK(second > first + 0.002 && second < 0.05); /* ~10 ms more; half of it on a loaded machine */
    fixture_close(&f);
    return 0;
}

/* ---- Ranks in several processes ------------------------------------------ */

#ifdef _WIN32
/* Linux only: the id and the create-info are refused. */
static int test_processes_refused_here(void)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(1, infos);
    const uint32_t global = 0;
    VkarMultiProcessInfo mp;
    VkarUniqueId id;
    CHECK(vkarGetUniqueId(&id) == VK_ERROR_FEATURE_NOT_PRESENT);
    memset(&mp, 0, sizeof mp);
    strcpy(mp.uniqueId.text, "/vkar-test");
    mp.globalRankCount = 1;
    mp.pGlobalRanks = &global;
    info.pMultiProcess = &mp;
    return expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "need Linux");
}
#else

/* A communicator over processes (VkarCommCreateInfo::pMultiProcess): the
 * suite's process holds one part and starts the others as children, this
 * binary again with `--process SCENARIO ID INDEX`, each with its own
 * instance and lavapipe devices. Every process makes every global rank's
 * inputs, so each checks its own ranks' sums against the emulation of all
 * of them, bit for bit. */

typedef struct Layout {
    uint32_t processes;
    uint32_t globalRankCount;
    uint32_t rankCounts[3];
    uint32_t globalRanks[3][3];
} Layout;

/* Two processes of one rank each, and three holding four ranks out of order. */
static const Layout k_two_processes = { 2, 2, { 1, 1, 0 }, { { 0 }, { 1 } } };
static const Layout k_three_processes = { 3, 4, { 2, 1, 1 }, { { 3, 0 }, { 1 }, { 2 } } };
#define PROCESS_SLOT_BYTES 4096 /* 1024 elements a round */

static int fixture_open_process(Fixture* f, const Layout* l, uint32_t index, const VkarUniqueId* id,
                                VkDeviceSize maxSlotBytes, VkResult expected)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(l->rankCounts[index], infos);
    VkarMultiProcessInfo mp;
    uint32_t i;
    memset(f, 0, sizeof *f);
    memset(&mp, 0, sizeof mp);
    mp.uniqueId = *id;
    mp.globalRankCount = l->globalRankCount;
    mp.pGlobalRanks = l->globalRanks[index];
    info.pMultiProcess = &mp;
    info.maxSlotBytes = maxSlotBytes;
    /* the bridge polls rather than block in vkWaitSemaphores (see poll_timelines) */
    info.spinMicroseconds = 1000000;
    f->ranks = l->rankCounts[index];
    CHECK(vkarCreateComm(&info, &f->comm) == expected);
    if (expected != VK_SUCCESS)
        return 0;
    for (i = 0; i < f->ranks; ++i) {
        CHECK(buffer_create(&f->buf[i], i, 3000 * 4) == 0);
        f->sem[i] = timeline_create(i, 0);
    }
    return 0;
}

/* Waits, polling, for every rank's timeline to reach f->value, after
 * poll_sums: a blocking host wait woken by the bridge's release meets
 * Debian 12's layer stall (harness.c, wait_for_event). */
static int poll_timelines(Fixture* f)
{
    const double end = now_seconds() + 120.0;
    uint32_t k;
    for (k = 0; k < f->ranks; ++k)
        while (timeline_value(k, f->sem[k]) < f->value)
            if (now_seconds() > end || (sleep_ms(1), 0))
                return 1;
    return 0;
}

/* Waits, polling host memory, until every rank's buffer holds `expected`
 * (or 30 s pass: the caller's comparison then fails), then 10 ms more: what
 * wait_for_event in harness.c does with an event, for the same layer stall,
 * with a longer settle for three processes sharing two cores. Only then
 * does the caller query a timeline (poll_timelines). */
static void poll_sums(const Fixture* f, const uint32_t* expected, uint64_t count)
{
    const double end = now_seconds() + 30.0;
    uint32_t k = 0;
    while (k < f->ranks && now_seconds() < end)
        if (memcmp((const void*)f->buf[k].words, expected, count * 4) == 0)
            ++k;
        else
            sleep_ms(1);
    sleep_ms(10);
}

/* Global rank g's input for call `seed`: random, with subnormals, NaNs,
 * infinities and values F16 rounds to infinity mixed in. */
static uint32_t process_input(uint32_t seed, uint32_t g, uint64_t e)
{
    static const uint32_t specials[] = { 0x00000001u, 0x80400000u, 0x7fc00001u, 0xff800000u, 0x477ff000u,
                                         0x387fc000u, 0x33000001u, 0x80000000u };
    uint64_t state = 0x9e3779b97f4a7c15ull ^ ((uint64_t)seed << 40) ^ ((uint64_t)g << 32) ^ e;
    const uint64_t r = rng_next(&state);
    return r % 16 == 0 ? specials[(r >> 8) % 8] : float_bits(rng_float(&state) * 300.0f);
}

/* One call on this process's ranks with call `seed`'s inputs, checked
 * against the emulation of every global rank. */
static int process_call(Fixture* f, const Layout* l, uint32_t index, uint32_t seed, Call c, const VkBool32* globalZero)
{
    uint32_t* in[4];
    uint32_t* expected = (uint32_t*)calloc(c.count + 1, 4);
    VkBool32 zero[MAX_RANKS];
    uint32_t k, g;
    uint64_t e;
    for (g = 0; g < l->globalRankCount; ++g) {
        in[g] = (uint32_t*)calloc(c.count + 1, 4);
        for (e = 0; e < c.count; ++e)
            in[g][e] = process_input(seed, g, e);
    }
    emulate(in, l->globalRankCount, 0, c.count, vkarResolveWire(f->comm, c.count, c.wire), globalZero, expected);
    for (k = 0; k < f->ranks; ++k) {
        memcpy(f->buf[k].words, in[l->globalRanks[index][k]], c.count * 4);
        zero[k] = globalZero && globalZero[l->globalRanks[index][k]];
    }
    c.zero = globalZero ? zero : NULL;
    CHECK_VK(fixture_submit(f, &c));
    for (k = 0; c.waits && k < f->ranks; ++k) { /* gates opened 300 ms on: nothing ran */
        CHECK(timeline_value(k, f->sem[k]) < f->value);
        CHECK(memcmp(f->buf[k].words, in[l->globalRanks[index][k]], c.count * 4) == 0);
    }
    poll_sums(f, expected, c.count);
    CHECK(poll_timelines(f) == 0);
    CHECK(fixture_finish(f) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, c.count * 4) == 0);
    for (g = 0; g < l->globalRankCount; ++g)
        free(in[g]);
    free(expected);
    return 0;
}

/* The record API across processes: one round, exact sums. */
static int process_record_round(Fixture* f, const Layout* l, uint32_t index)
{
    enum { COUNT = 500 };
    uint32_t expected[COUNT];
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdAllreduceInfo info;
    Recorded rec;
    uint32_t k, g, e;
    for (e = 0; e < COUNT; ++e) {
        float sum = 0.0f;
        for (g = 0; g < l->globalRankCount; ++g)
            sum += exact_input(e, g);
        expected[e] = float_bits(sum);
        for (k = 0; k < f->ranks; ++k)
            f->buf[k].words[e] = float_bits(exact_input(e, l->globalRanks[index][k]));
    }
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, COUNT, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    for (k = 0; k < f->ranks; ++k)
        vkCmdPipelineBarrier(rec.reduce[k], VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 0,
                             NULL, 0, NULL, 0, NULL);
    CHECK(submit_pair(f, &rec) == 0);
    poll_sums(f, expected, COUNT);
    CHECK(poll_timelines(f) == 0);
    free_pair(f, &rec);
    for (k = 0; k < f->ranks; ++k)
        CHECK(memcmp(f->buf[k].words, expected, sizeof expected) == 0);
    return 0;
}

/* Every process's part of the "bits" scenario: every wire, both algorithms,
 * calls split into rounds, pZero on global rank 1, waits signalled 50 ms
 * after the call, and a round of the record API. */
static int process_bits(const Layout* l, uint32_t index, const VkarUniqueId* id)
{
    static const VkBool32 zeroOne[4] = { VK_FALSE, VK_TRUE, VK_FALSE, VK_FALSE };
    static const uint64_t counts[] = { 1, 777, 3000 };
    VkarCommProperties props;
    Gates gates;
    Fixture f;
    Call c;
    uint32_t seed = 0, w, a, n;
    CHECK(fixture_open_process(&f, l, index, id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.globalRankCount == l->globalRankCount && props.rankCount == l->rankCounts[index]);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE && props.maxElementsPerRound == PROCESS_SLOT_BYTES / 4);
    memset(&c, 0, sizeof c);
    for (w = 0; w < 3; ++w)
        for (a = 1; a <= 2; ++a)
            for (n = 0; n < 3; ++n) {
                c.count = counts[n];
                c.wire = k_wires[w];
                c.algorithm = (VkarAlgorithm)a;
                CHECK(process_call(&f, l, index, ++seed, c, NULL) == 0);
            }
    c.count = 2000;
    CHECK(process_call(&f, l, index, ++seed, c, zeroOne) == 0);
    gates_open(&gates, f.ranks);
    c.waits = gates.waits;
    gates_open_later(&gates, 300);
    CHECK(process_call(&f, l, index, ++seed, c, NULL) == 0);
    gates_close(&gates);
    CHECK(process_record_round(&f, l, index) == 0);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    fixture_close(&f);
    return 0;
}

/* A file both processes of a scenario know: a signal from one to the other. */
static void signal_path(const VkarUniqueId* id, char* path, size_t size)
{
    snprintf(path, size, "/tmp/%s.go", id->text + 1);
}

static int wait_for_signal(const VkarUniqueId* id)
{
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    const double end = now_seconds() + 60.0;
    signal_path(id, path, sizeof path);
    while (access(path, F_OK) != 0 && now_seconds() < end)
        sleep_ms(5);
    return unlink(path) == 0 ? 0 : 1;
}

static void send_signal(const VkarUniqueId* id)
{
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    FILE* file;
    signal_path(id, path, sizeof path);
    file = fopen(path, "w");
    if (file)
        fclose(file);
}

/* "die", "leave" and "abort": after one call together, process 1 dies or
 * destroys its communicator, and process 0's next call is released over
 * meaningless sums; or process 1 aborts while that call waits for it. The
 * communicator of process 0 is then lost, naming global rank 1. */
static int process_loss(const char* how, uint32_t index, const VkarUniqueId* id, pid_t child)
{
    const Layout* l = &k_two_processes;
    const int abort = strcmp(how, "abort") == 0;
    VkarCommStatus status;
    Fixture f;
    Call c;
    int wstatus;
    CHECK(fixture_open_process(&f, l, index, id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    memset(&c, 0, sizeof c);
    c.count = 100;
    CHECK(process_call(&f, l, index, 1, c, NULL) == 0);
    if (index == 1) {
        if (strcmp(how, "die") == 0)
            raise(SIGKILL);
        if (abort) {
            CHECK(wait_for_signal(id) == 0);
            vkarAbortComm(f.comm);
        }
        fixture_close(&f);
        return 0;
    }
    if (abort) {
        CHECK_VK(fixture_submit(&f, &c));
        send_signal(id);
    }
    CHECK(waitpid(child, &wstatus, 0) == child);
    CHECK(strcmp(how, "die") == 0 ? WIFSIGNALED(wstatus) : WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0);
    if (!abort)
        CHECK_VK(fixture_submit(&f, &c));
    CHECK(poll_timelines(&f) == 0);
    CHECK(fixture_finish(&f) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRank == 1 && status.failedRound == 2);
    CHECK(recent_log_contains(abort ? "global rank 1's process failed at round 2" : "global rank 1's process is gone"));
    CHECK(fixture_submit(&f, &c) == VK_ERROR_DEVICE_LOST);
    --f.value;
    fixture_close(&f);
    return 0;
}

/* "mismatch": process 1 asks for other slots than process 0 made; both fail. */
static int process_mismatch(uint32_t index, const VkarUniqueId* id)
{
    Fixture f;
    CHECK(fixture_open_process(&f, &k_two_processes, index, id, PROCESS_SLOT_BYTES * (index + 1),
                               VK_ERROR_INITIALIZATION_FAILED) == 0);
    CHECK(recent_log_contains(index == 0 ? "another process failed to join" : "must be the same in every process"));
    return 0;
}

static int process_scenario(const char* scenario, uint32_t index, const VkarUniqueId* id, pid_t child)
{
    if (strcmp(scenario, "bits2") == 0)
        return process_bits(&k_two_processes, index, id);
    if (strcmp(scenario, "bits3") == 0)
        return process_bits(&k_three_processes, index, id);
    if (strcmp(scenario, "mismatch") == 0)
        return process_mismatch(index, id);
    return process_loss(scenario, index, id, child);
}

/* A child: one process's part, then no validation message. */
static int process_child(char** argv)
{
    VkarUniqueId id;
    int failed;
    memset(&id, 0, sizeof id);
    strncpy(id.text, argv[3], sizeof id.text - 1);
    if (harness_init()) {
        printf("    child %s: harness setup failed\n", argv[4]);
        return 1;
    }
    failed = process_scenario(argv[2], (uint32_t)atoi(argv[4]), &id, 0);
    harness_shutdown();
    if (g_validation_messages)
        printf("    child %s: %d validation messages\n", argv[4], g_validation_messages);
    return failed || g_validation_messages;
}

/* Runs `scenario` in `processes` processes, this one index 0; the children
 * must exit 0 (or, "die", be killed) within two minutes. */
static int run_processes(const char* scenario, uint32_t processes)
{
    pid_t children[3] = { 0, 0, 0 };
    VkarUniqueId id;
    uint32_t i;
    int failed;
    CHECK_VK(vkarGetUniqueId(&id));
    for (i = 1; i < processes; ++i) {
        char index[12];
        char* args[6];
        snprintf(index, sizeof index, "%u", i);
        args[0] = (char*)"/proc/self/exe";
        args[1] = (char*)"--process";
        args[2] = (char*)scenario;
        args[3] = id.text;
        args[4] = index;
        args[5] = NULL;
        CHECK(posix_spawn(&children[i], "/proc/self/exe", NULL, NULL, args, environ) == 0);
    }
    failed = process_scenario(scenario, 0, &id, children[1]);
    for (i = 1; i < processes; ++i) {
        const double end = now_seconds() + 120.0;
        int status = 0;
        pid_t got;
        while ((got = waitpid(children[i], &status, WNOHANG)) == 0 && now_seconds() < end)
            sleep_ms(10);
        if (got == 0) {
            kill(children[i], SIGKILL);
            waitpid(children[i], &status, 0);
            printf("    child %u did not finish within two minutes\n", i);
            failed = 1;
        } else if (got > 0 && !(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
            printf("    child %u ended with status 0x%x\n", i, (unsigned)status);
            failed = 1;
        }
    }
    return failed;
}

static int test_processes_bits(void)
{
    CHECK(run_processes("bits2", 2) == 0);
    return run_processes("bits3", 3);
}

static int test_processes_loss(void)
{
    CHECK(run_processes("die", 2) == 0);
    CHECK(run_processes("leave", 2) == 0);
    return run_processes("abort", 2);
}

/* One process holding every global rank, given out of order: the sums
 * follow the global numbers (the emulation's rank order), and the shared
 * mapping's name is gone once all have joined. */
static int test_processes_in_one(void)
{
    static const Layout permuted = { 1, 3, { 3, 0, 0 }, { { 2, 0, 1 } } };
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    VkarUniqueId id;
    Fixture f;
    Call c;
    uint32_t seed = 0, w, a;
    CHECK_VK(vkarGetUniqueId(&id));
    CHECK(id.text[0] == '/' && strlen(id.text) < sizeof id.text);
    CHECK(fixture_open_process(&f, &permuted, 0, &id, PROCESS_SLOT_BYTES, VK_SUCCESS) == 0);
    snprintf(path, sizeof path, "/dev/shm%s", id.text);
    CHECK(access(path, F_OK) != 0);
    memset(&c, 0, sizeof c);
    c.count = 2500;
    for (w = 0; w < 3; ++w)
        for (a = 1; a <= 2; ++a) {
            c.wire = k_wires[w];
            c.algorithm = (VkarAlgorithm)a;
            CHECK(process_call(&f, &permuted, 0, ++seed, c, NULL) == 0);
        }
    fixture_close(&f);
    return 0;
}

/* Creates a communicator over `globals` ranks of H.devices[0..] (a
 * thread's part in test_processes_refused). */
typedef struct Joiner {
    const VkarUniqueId* id;
    uint32_t rankCount, globalRankCount;
    uint32_t globalRanks[3];
    uint64_t timeoutNs;
    VkarComm comm;
    VkResult result;
    pthread_t thread;
} Joiner;

static void* joiner_main(void* arg)
{
    Joiner* j = (Joiner*)arg;
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(j->rankCount, infos);
    VkarMultiProcessInfo mp;
    memset(&mp, 0, sizeof mp);
    mp.uniqueId = *j->id;
    mp.globalRankCount = j->globalRankCount;
    mp.pGlobalRanks = j->globalRanks;
    info.pMultiProcess = &mp;
    info.timeoutNanoseconds = j->timeoutNs;
    j->result = vkarCreateComm(&info, &j->comm);
    return NULL;
}

/* What creation refuses: bad ids and numbering, a transport, SYNC_FD; a
 * join that times out; a global rank two communicators claim (both fail,
 * the one waiting to join told by the other); two processes that ask for
 * different slots. Nothing is left in /dev/shm. */
static int test_processes_refused(void)
{
    static const uint32_t duplicate[2] = { 1, 1 };
    static const uint32_t outside[2] = { 0, 2 };
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, infos);
    char path[16 + VKAR_UNIQUE_ID_BYTES];
    VkarMultiProcessInfo mp;
    VkarTransport transport;
    Joiner first, second;
    memset(&mp, 0, sizeof mp);
    memset(&transport, 0, sizeof transport);
    info.pMultiProcess = &mp;
    mp.globalRankCount = 2;
    mp.pGlobalRanks = outside;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not one vkarGetUniqueId made") == 0);
    strcpy(mp.uniqueId.text, "/a/b");
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not one vkarGetUniqueId made") == 0);
    CHECK_VK(vkarGetUniqueId(&mp.uniqueId));
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "is not below globalRankCount") == 0);
    mp.pGlobalRanks = duplicate;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "both have global number 1") == 0);
    mp.pGlobalRanks = NULL;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pGlobalRanks NULL") == 0);
    mp.pGlobalRanks = outside;
    mp.globalRankCount = 1;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "at least rankCount 2") == 0);
    mp.globalRankCount = VKAR_MAX_GLOBAL_RANKS + 1;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "globalRankCount 1025") == 0);
    mp.globalRankCount = 3;
    transport.pfnAllreduceHost = fake_nodes_sum;
    info.pTransport = &transport;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "cannot be combined") == 0);
    info.pTransport = NULL;
    info.syncMode = VKAR_SYNC_MODE_SYNC_FD;
    CHECK(expect_create_error(&info, VK_ERROR_FEATURE_NOT_PRESENT, "not possible with ranks in several processes") == 0);
    info.syncMode = VKAR_SYNC_MODE_AUTO;
    info.timeoutNanoseconds = 300000000ull;
    CHECK(expect_create_error(&info, VK_ERROR_INITIALIZATION_FAILED, "only 2 of 3 ranks joined") == 0);
    snprintf(path, sizeof path, "/dev/shm%s", mp.uniqueId.text);
    CHECK(access(path, F_OK) != 0);

    memset(&first, 0, sizeof first);
    first.id = &mp.uniqueId;
    CHECK_VK(vkarGetUniqueId(&mp.uniqueId));
    first.rankCount = 2;
    first.globalRankCount = 3;
    first.globalRanks[1] = 1;
    first.timeoutNs = 60 * SECOND;
    second = first;
    second.rankCount = 1;
    second.globalRanks[0] = 1;
    pthread_create(&first.thread, NULL, joiner_main, &first);
    sleep_ms(200);
    joiner_main(&second);
    pthread_join(first.thread, NULL);
    CHECK(second.result == VK_ERROR_INITIALIZATION_FAILED && first.result == VK_ERROR_INITIALIZATION_FAILED);
    CHECK(first.comm == VK_NULL_HANDLE && second.comm == VK_NULL_HANDLE);
    snprintf(path, sizeof path, "/dev/shm%s", mp.uniqueId.text);
    CHECK(access(path, F_OK) != 0);
    return run_processes("mismatch", 2);
}

#endif /* _WIN32 */

/* ---- Errors: codes and their names ---------------------------------------- */

/* Every code the library returns: its own, and the driver errors it passes
 * on as it met them. */
static const struct {
    VkResult code;
    const char* name;
} k_library_codes[] = {
    { VK_SUCCESS, "VK_SUCCESS" },
    { VK_ERROR_VALIDATION_FAILED_EXT, "VK_ERROR_VALIDATION_FAILED_EXT" },
    { VK_ERROR_TOO_MANY_OBJECTS, "VK_ERROR_TOO_MANY_OBJECTS" },
    { VK_ERROR_DEVICE_LOST, "VK_ERROR_DEVICE_LOST" },
    { VK_ERROR_FEATURE_NOT_PRESENT, "VK_ERROR_FEATURE_NOT_PRESENT" },
    { VK_ERROR_EXTENSION_NOT_PRESENT, "VK_ERROR_EXTENSION_NOT_PRESENT" },
    { VK_ERROR_INITIALIZATION_FAILED, "VK_ERROR_INITIALIZATION_FAILED" },
    { VK_ERROR_OUT_OF_HOST_MEMORY, "VK_ERROR_OUT_OF_HOST_MEMORY" },
    { VK_ERROR_OUT_OF_DEVICE_MEMORY, "VK_ERROR_OUT_OF_DEVICE_MEMORY" },
    { VK_ERROR_INVALID_EXTERNAL_HANDLE, "VK_ERROR_INVALID_EXTERNAL_HANDLE" },
    { VK_ERROR_MEMORY_MAP_FAILED, "VK_ERROR_MEMORY_MAP_FAILED" },
    { VK_ERROR_OUT_OF_POOL_MEMORY, "VK_ERROR_OUT_OF_POOL_MEMORY" },
    { VK_ERROR_FRAGMENTED_POOL, "VK_ERROR_FRAGMENTED_POOL" },
    { VK_ERROR_FRAGMENTATION, "VK_ERROR_FRAGMENTATION" },
    { VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS, "VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS" },
    { VK_ERROR_INVALID_SHADER_NV, "VK_ERROR_INVALID_SHADER_NV" },
    { VK_ERROR_UNKNOWN, "VK_ERROR_UNKNOWN" },
};

#define NOT_RETURNED "not a code vk_allreduce returns"

/* Whether vkarGetResultString(res) opens with `name` and a colon, and says
 * more than the name; 0 when it does. */
static int named(VkResult res, const char* name)
{
    const char* s = vkarGetResultString(res);
    const size_t n = strlen(name);
    if (!s || strncmp(s, name, n) != 0 || s[n] != ':' || strlen(s) < n + 40 || strstr(s, NOT_RETURNED)) {
        printf("    %d (%s): %s\n", (int)res, name, s ? s : "(NULL)");
        return 1;
    }
    return 0;
}

/* vkarGetResultString names every code the library returns, each with
 * what it means from the library (the strings differ); any other value
 * gets a string, never NULL, that names it and says the library does not
 * return it. */
static int test_result_strings(void)
{
    static const struct {
        VkResult code;
        const char* named;
    } others[] = {
        { VK_NOT_READY, "VK_NOT_READY (1)" },
        { VK_TIMEOUT, "VK_TIMEOUT (2)" },
        { VK_EVENT_SET, "VK_EVENT_SET (3)" },
        { VK_INCOMPLETE, "VK_INCOMPLETE (5)" },
        { VK_SUBOPTIMAL_KHR, "VK_SUBOPTIMAL_KHR (1000001003)" },
        { VK_ERROR_LAYER_NOT_PRESENT, "VK_ERROR_LAYER_NOT_PRESENT (-6)" },
        { VK_ERROR_INCOMPATIBLE_DRIVER, "VK_ERROR_INCOMPATIBLE_DRIVER (-9)" },
        { VK_ERROR_SURFACE_LOST_KHR, "VK_ERROR_SURFACE_LOST_KHR (-1000000000)" },
        { (VkResult)12345, "" },
        { (VkResult)-12345, "" },
        { (VkResult)0x7fffffff, "" },
    };
    const size_t codes = sizeof k_library_codes / sizeof *k_library_codes;
    size_t i, j;
    for (i = 0; i < codes; ++i) {
        CHECK(named(k_library_codes[i].code, k_library_codes[i].name) == 0);
        for (j = 0; j < i; ++j)
            CHECK(strcmp(vkarGetResultString(k_library_codes[i].code), vkarGetResultString(k_library_codes[j].code)));
    }
    CHECK(strstr(vkarGetResultString(VK_ERROR_TOO_MANY_OBJECTS), "did not finish within the timeout; nothing was "
                                                                 "submitted, the communicator is usable"));
    CHECK(strstr(vkarGetResultString(VK_ERROR_DEVICE_LOST), "destroy the communicator"));
    CHECK(strstr(vkarGetResultString(VK_ERROR_OUT_OF_DEVICE_MEMORY), "the driver's error"));
    CHECK(strstr(vkarGetResultString(VK_ERROR_INVALID_EXTERNAL_HANDLE), "the driver's error"));
    for (i = 0; i < sizeof others / sizeof *others; ++i) {
        const char* s = vkarGetResultString(others[i].code);
        CHECK(s != NULL && strstr(s, NOT_RETURNED) != NULL);
        CHECK(strncmp(s, others[i].named, strlen(others[i].named)) == 0);
    }
    CHECK(strstr(vkarGetResultString(VK_NOT_READY), "vkarGetCommStatus") != NULL);
    return 0;
}

/* A loader that hides some commands, as an instance below Vulkan 1.1 or a
 * device without timeline semaphores would. */
static const char* const* g_hidden;

static int hidden(const char* name)
{
    const char* const* h;
    for (h = g_hidden; h && *h; ++h)
        if (strcmp(name, *h) == 0)
            return 1;
    return 0;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL hiding_device_loader(VkDevice device, const char* name)
{
    return hidden(name) ? NULL : vkGetDeviceProcAddr(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL hiding_loader(VkInstance instance, const char* name)
{
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)hiding_device_loader;
    return hidden(name) ? NULL : vkGetInstanceProcAddr(instance, name);
}

static int expect_hidden_refused(const char* const* hide, const char* logged)
{
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    int failed;
    info.pfnGetInstanceProcAddr = hiding_loader;
    g_hidden = hide;
    failed = expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, logged);
    g_hidden = NULL;
    return failed;
}

static int thread_never_starts(void)
{
    return 1;
}

/* A bad argument is VK_ERROR_VALIDATION_FAILED_EXT everywhere: creation
 * (create-info, environment, an instance or device without what the
 * library needs), vkarGetUniqueId, vkarMoveThreadOffInterruptCpus and the
 * calls, each logged where a logger is at hand; nothing is created. A
 * creation that fails for another reason (a thread that cannot start)
 * stays VK_ERROR_INITIALIZATION_FAILED. vkarGetResultString names each. */
static int test_bad_arguments_code(void)
{
    static const char* const noTimeline[] = { "vkWaitSemaphores", "vkWaitSemaphoresKHR", NULL };
    static const char* const noProperties2[] = { "vkGetPhysicalDeviceProperties2",
                                                 "vkGetPhysicalDeviceProperties2KHR", NULL };
    VkarRankInfo ranks[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(2, ranks);
    VkarTransport transport;
    VkarCommStatus status;
    VkarComm comm = (VkarComm)(uintptr_t)1;
    Fixture f;
    CHECK(vkarGetUniqueId(NULL) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarMoveThreadOffInterruptCpus(VK_NULL_HANDLE) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarGetCommStatus(VK_NULL_HANDLE, &status) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarAllreduce(VK_NULL_HANDLE, NULL) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarCreateComm(NULL, &comm) == VK_ERROR_VALIDATION_FAILED_EXT && comm == VK_NULL_HANDLE);
    info.flags = 0x80;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "unknown flags 0x80") == 0);
    info = comm_info(2, ranks);
    memset(&transport, 0, sizeof transport);
    info.pTransport = &transport;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "pfnAllreduceHost is NULL") == 0);
    info = comm_info(2, ranks);
    ranks[0].queueFamilyIndex = 99;
    CHECK(expect_create_error(&info, VK_ERROR_VALIDATION_FAILED_EXT, "queueFamilyIndex 99 does not exist") == 0);
    CHECK(expect_hidden_refused(noTimeline, "the device has no vkWaitSemaphores") == 0);
    CHECK(expect_hidden_refused(noProperties2, "Vulkan 1.1 or newer is needed") == 0);
    CHECK(create_with_env("VKAR_THREAD_AFFINITY", "sideways", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(strstr(g_last_log, "VKAR_THREAD_AFFINITY=sideways") != NULL);
    CHECK(create_with_env("VKAR_SPIN_US", "1000001", VK_ERROR_VALIDATION_FAILED_EXT, NULL) == 0);
    CHECK(named(VK_ERROR_VALIDATION_FAILED_EXT, "VK_ERROR_VALIDATION_FAILED_EXT") == 0);

    /* not the caller's argument: the library's thread cannot start */
    info = comm_info(2, ranks);
    g_thread_create_fails = thread_never_starts;
    CHECK(expect_create_error(&info, VK_ERROR_INITIALIZATION_FAILED, "thread failed") == 0);
    g_thread_create_fails = NULL;
    CHECK(strstr(vkarGetResultString(VK_ERROR_INITIALIZATION_FAILED), "other than its arguments") != NULL);

    /* the calls give the same code for their bad arguments */
    CHECK(fixture_open(&f, 2, 4096) == 0);
    CHECK(vkarAllreduce(f.comm, NULL) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(vkarReleaseRound(f.comm, 7) == VK_ERROR_VALIDATION_FAILED_EXT);
    CHECK(recent_log_contains("round 7 is not the round recorded"));
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

static int g_fail_reads; /* vkGetSemaphoreCounterValue fails while set */

static VKAPI_ATTR VkResult VKAPI_CALL failing_counter_value(VkDevice device, VkSemaphore semaphore, uint64_t* value)
{
    return __atomic_load_n(&g_fail_reads, __ATOMIC_ACQUIRE) ? VK_ERROR_OUT_OF_HOST_MEMORY
                                                            : vkGetSemaphoreCounterValue(device, semaphore, value);
}

static const Intercept k_failing_reads[] = {
    { "vkGetSemaphoreCounterValue", (PFN_vkVoidFunction)failing_counter_value }, { NULL, NULL }
};

/* vkarGetCommStatus returns VK_SUCCESS whether rounds are in flight or not
 * (finishedRound against submittedRound tells), never a positive code; a
 * negative one when reading a timeline fails (which loses nothing) and
 * once the communicator is lost. */
static int test_status_codes(void)
{
    VkarCommStatus status;
    Gates gates;
    Fixture f;
    Call c;
    uint64_t value;
    CHECK(fixture_open_with(&f, 2, 0, k_failing_reads) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 0 && status.finishedRound == 0 && status.failedRound == 0);

    /* in flight: both ranks wait on gates not yet open */
    gates_open(&gates, 2);
    fill_exact_all(&f, 1000, 5);
    memset(&c, 0, sizeof c);
    c.count = 1000;
    c.waits = gates.waits;
    CHECK_VK(fixture_submit(&f, &c));
    sleep_ms(50);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 1 && status.finishedRound == 0 && status.failedRound == 0);
    CHECK(vkarGetCommStatus(f.comm, NULL) == VK_SUCCESS);
    gates_open_all(&gates);
    CHECK(fixture_finish(&f) == 0);
    CHECK(holds_exact_sums(&f, 1000, 5) == 0);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 1 && status.finishedRound == 1 && status.failedRound == 0);
    gates_close(&gates);

    /* a timeline that cannot be read: the driver's error, logged, nothing lost */
    __atomic_store_n(&g_fail_reads, 1, __ATOMIC_RELEASE);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_OUT_OF_HOST_MEMORY);
    __atomic_store_n(&g_fail_reads, 0, __ATOMIC_RELEASE);
    CHECK(status.finishedRound == 0 && status.failedRound == 0);
    CHECK(recent_log_contains("reading its timeline failed"));
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS && status.finishedRound == 1);

    /* lost: a rank that never begins its round, then vkarAbortComm */
    gates_open(&gates, 2);
    CHECK(submit_with_stuck_rank(&f, &gates, 1) == 0);
    value = f.value;
    sleep_ms(50);
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_SUCCESS);
    CHECK(status.submittedRound == 2 && status.finishedRound == 1);
    vkarAbortComm(f.comm);
    CHECK_VK(timeline_wait(0, f.sem[0], value, 2 * SECOND));
    CHECK(vkarGetCommStatus(f.comm, &status) == VK_ERROR_DEVICE_LOST);
    CHECK(status.failedRound == 2 && status.submittedRound == 2);
    CHECK(vkarGetCommStatus(f.comm, NULL) < 0);
    CHECK(named(VK_ERROR_DEVICE_LOST, "VK_ERROR_DEVICE_LOST") == 0);
    timeline_signal(1, gates.sem[1], 1);
    CHECK_VK(timeline_wait(1, f.sem[1], value, 10 * SECOND));
    gates_close(&gates);
    fixture_close(&f);
    return 0;
}

/* VKAR_TEST_SKIP="A|B": leave out the tests whose names contain A or B
 * (make test-valgrind leaves out the ones that time CPU use). */
static int skipped(const char* name)
{
    const char* list = getenv("VKAR_TEST_SKIP");
    while (list && *list) {
        const char* end = strchr(list, '|');
        size_t length = end ? (size_t)(end - list) : strlen(list);
        const char* at;
        for (at = name; length && *at; ++at)
            if (strncmp(at, list, length) == 0)
                return 1;
        list = end ? end + 1 : NULL;
    }
    return 0;
}

int main(int argc, char** argv)
{
    struct {
        const char* name;
        int (*fn)(void);
    } tests[] = {
        { "exact sums, 2-4 ranks, every wire", test_exact_wires },
        { "exact sums, counts 0..1000, offsets 0/4/12/68, guard words", test_exact_sizes_and_offsets },
        { "more than 8 MiB", test_large_count },
        { "one rank loopback", test_loopback_one_rank },
        { "random inputs: emulation bits, tolerance, ranks and repeats equal", test_random_wires },
        { "wire conversion edge values", test_wire_edge_values },
        { "AUTO wire at the F16 threshold +-1 element", test_auto_wire_threshold },
        { "custom threshold and properties", test_custom_threshold_and_properties },
        { "vkarGetVersion matches the version macros", test_version },
        { "pZero ranks", test_zero_ranks },
        { "500 rounds: sizes up and down, slot growth, mixed wires and pZero", test_stream_500_rounds },
        { "rounds queued beyond the in-flight limit", test_queue_ahead },
        { "calls split into rounds by maxSlotBytes", test_split_rounds },
        { "two-shot: the same bits as one-shot and the emulation, 1-8 ranks, every wire, pZero, guard words",
          test_two_shot_bits },
        { "two-shot: split calls, waits signalled later, reused commands, the ring counts both rounds",
          test_two_shot_rounds },
        { "two-shot: AUTO follows the link model", test_two_shot_auto },
        { "a transport: the node's sum crosses nodes between a call's rounds, once per piece", test_transport },
        { "a transport that fails: the communicator is lost, every rank released", test_transport_failure },
        { "a transport is told when this node fails where the others wait for it (a failed submission, an abort)",
          test_transport_told_of_failure },
        { "caller work before and after", test_caller_work_before_and_after },
        { "wait before signal", test_wait_before_signal },
        { "count 0: waits honoured, signals fired", test_count_zero_waits_and_signals },
        { "binary wait semaphores", test_binary_semaphores },
        { "destroy with rounds in flight", test_destroy_in_flight },
        { "the caller's vkGetInstanceProcAddr", test_caller_loader },
        { "a vkQueueSubmit failing part-way through a round", test_submit_failure },
        { "slots no memory type can import: refused, then usable", test_slots_not_importable },
        { "record API: rounds folded into the caller's command buffers", test_record_api },
        { "record API: a dispatch, a copy and a host read recorded after the reduce see the sum",
          test_record_work_after_reduce },
        { "record API: the next round's publish folded into the reduce's command buffer, slots growing",
          test_record_fold_with_growth },
        { "record API: detectable misuse is refused", test_record_misuse },
        { "reused command buffers: resubmitted while calls repeat, recorded on any change", test_reuse_commands },
        { "reused command buffers: a call without pSignals keeps queue order", test_reuse_keeps_queue_order },
        { "without the reuse flag every call records", test_no_reuse_by_default },
        { "environment overrides", test_environment_overrides },
        { "the library's threads and vkarMoveThreadOffInterruptCpus keep off the CPUs that take the GPUs' interrupts",
          test_threads_off_interrupt_cpus },
        { "bad create info", test_bad_create_info },
        { "bad all-reduce info", test_bad_allreduce_info },
        { "host allocation failure", test_host_allocation_failure },
        { "fault injection: every k-th Vulkan call, allocation and thread creation on the path fails in turn",
          test_fault_injection },
        { "idle bridge thread uses no CPU", test_idle_bridge_uses_no_cpu },
        { "bridge thread with a stalled round uses little CPU", test_stalled_bridge_uses_little_cpu },
        { "spinMicroseconds sets how long the bridge polls", test_spin_microseconds },
        { "bridge thread polls longer for publishes after rounds that landed late", test_publish_spin_follows_slow_rounds },
        { "AUTO falls back to the bridge when SYNC_FD setup fails", test_auto_falls_back_to_bridge },
        { "an idle caller: waits signalled after the timeout, the sums exact", test_idle_caller },
        { "record API, an idle caller: publishes waiting past the timeout (bridge: exact sums; SYNC_FD: a bounded error)", test_record_idle_caller },
        { "an export that would block: the call returns at once, the bridge releases the round", test_export_would_block },
        { "a failed SYNC_FD export: vkarAllreduce succeeds over exact sums, vkarReleaseRound returns the error", test_failed_export },
        { "a round planned into a ring entry the bridge is releasing waits for its own release",
          test_release_beside_later_rounds },
        { "a stuck peer: the bridge gives up after the timeout, the status and calls report it", test_stuck_peer },
        { "vkarAbortComm releases a round a peer never begins, at once", test_abort },
        { "more rounds than the ring holds behind an idle caller: VK_ERROR_TOO_MANY_OBJECTS, then exact",
          test_ring_full_behind_idle_caller },
        { "a device lost mid-round: the bridge gives up, calls return VK_ERROR_DEVICE_LOST",
          test_device_lost_mid_round },
#ifdef _WIN32
        { "processes: refused on Windows", test_processes_refused_here },
#else
        { "processes: ranks in 2 and 3 processes, the emulation's bits on every rank, every wire, both "
          "algorithms, split calls, pZero, late waits, the record API", test_processes_bits },
        { "processes: a process that dies, leaves or aborts makes the others' communicators lost, naming its rank",
          test_processes_loss },
        { "processes: one process holding every global rank out of order sums in global order",
          test_processes_in_one },
        { "processes: bad ids and numbering, a transport, SYNC_FD, a join timeout, a rank claimed twice and "
          "mismatched slots are refused, nothing left in /dev/shm", test_processes_refused },
#endif
        { "errors: vkarGetResultString names every code the library returns, and any other value", test_result_strings },
        { "errors: a bad argument is VK_ERROR_VALIDATION_FAILED_EXT, creation's too", test_bad_arguments_code },
        { "errors: vkarGetCommStatus is VK_SUCCESS with rounds in flight, negative once lost", test_status_codes },
        { "leaks by design: vkarDestroyComm with a stuck peer returns after the timeout",
          test_destroy_with_stuck_peer },
    };
    const char* only = argc > 1 ? argv[1] : NULL;
    size_t i;
#ifndef _WIN32
    if (argc == 5 && strcmp(argv[1], "--process") == 0)
        return process_child(argv);
#endif
    if (harness_init()) {
        printf("FAIL harness setup\n");
        return 1;
    }
    /* Tests that leak by design run only when asked for by name. */
    for (i = 0; i < sizeof tests / sizeof *tests; ++i)
        if (only ? strstr(tests[i].name, only) != NULL
                 : strncmp(tests[i].name, "leaks by design", 15) != 0 && !skipped(tests[i].name))
            run_test(tests[i].name, tests[i].fn);
    harness_shutdown();
    return harness_failed() != 0;
}
