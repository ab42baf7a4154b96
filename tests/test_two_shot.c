/* Area "two_shot": the two-shot algorithm, the same bits as one-shot and
 * the emulation; its calls split into rounds; AUTO's choice of it. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Two-shot ------------------------------------------------------------- */

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

const TestCase test_area_two_shot[] = {
    { "two-shot: the same bits as one-shot and the emulation, 1-8 ranks, every wire, pZero, guard words",
      test_two_shot_bits, TAG_BITS },
    { "two-shot: split calls, waits signalled later, reused commands, the ring counts both rounds",
      test_two_shot_rounds, 0 },
    { "two-shot: AUTO follows the link model", test_two_shot_auto, TAG_BITS },
    { NULL, NULL, 0 },
};
