/* Area "rounds": many rounds in a row (sizes up and down, slot growth with
 * rounds in flight), more rounds queued than the driver is given at once,
 * calls split into rounds by maxSlotBytes. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

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

/* ---- Rounds queued beyond the in-flight limit ---------------------------- */

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

/* ---- Calls split into rounds by maxSlotBytes ----------------------------- */

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

const TestCase test_area_rounds[] = {
    { "500 rounds: sizes up and down, slot growth, mixed wires and pZero", test_stream_500_rounds, TAG_SWEEP },
    { "rounds queued beyond the in-flight limit", test_queue_ahead, 0 },
    { "calls split into rounds by maxSlotBytes", test_split_rounds, TAG_SERIAL },
    { NULL, NULL, 0 },
};
