/* Area "sums": exact sums on every wire (counts, offsets, guard words, more
 * than 8 MiB, one rank), random inputs bit-exact against the host
 * emulation, the wire conversion's edge values, the AUTO wire's threshold,
 * pZero. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- Exact sums --------------------------------------------------------- */

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

/* ---- The AUTO wire and its threshold; the zero default is exact ---------- */

/* 1 + 2^-13 on every rank: exact in F32, rounds to 1 in F16. */
static int threshold_case(Fixture* f, uint64_t count, VkarWire wire, int expectF16)
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
    c.wire = wire;
    CHECK(vkarResolveWire(f->comm, count, wire) == (expectF16 ? VKAR_WIRE_F16 : VKAR_WIRE_F32));
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
    CHECK(threshold_case(&f, threshold - 1, VKAR_WIRE_AUTO, 0) == 0);
    CHECK(threshold_case(&f, threshold, VKAR_WIRE_AUTO, 1) == 0);
    CHECK(threshold_case(&f, threshold + 1, VKAR_WIRE_AUTO, 1) == 0);
    /* zero-initialised: exact at every size */
    CHECK(threshold_case(&f, threshold + 1, (VkarWire)0, 0) == 0);
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

const TestCase test_area_sums[] = {
    { "exact sums, 2-4 ranks, every wire", test_exact_wires, TAG_SERIAL },
    { "exact sums, counts 0..1000, offsets 0/4/12/68, guard words", test_exact_sizes_and_offsets, TAG_SWEEP },
    { "more than 8 MiB", test_large_count, TAG_SERIAL },
    { "one rank loopback", test_loopback_one_rank, TAG_SERIAL },
    { "random inputs: emulation bits, tolerance, ranks and repeats equal", test_random_wires, TAG_BITS },
    { "wire conversion edge values", test_wire_edge_values, TAG_MATRIX },
    { "AUTO wire at the F16 threshold +-1 element; a zero-initialised call exact past it", test_auto_wire_threshold,
      0 },
    { "custom threshold and properties", test_custom_threshold_and_properties, TAG_SERIAL },
    { "pZero ranks", test_zero_ranks, 0 },
    { NULL, NULL, 0 },
};
