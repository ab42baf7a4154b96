/* Soak: many rounds of random sizes, wires and pZero on 4 lavapipe devices,
 * every element checked against the emulation, resident memory watched.
 *
 *   soak [ROUNDS]      (default 100000; `make soak`, CI runs a short one)
 *
 * Rounds go in batches of 1 to 16 queued back to back, each round summing
 * the previous one's results, then one wait and the check. Prints the
 * resident set size after the first 1000 rounds and at the end, and fails
 * on any wrong element or when resident memory grew by more than 16 MiB. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#include <psapi.h>
#else
#include <unistd.h>
#endif

#define RANKS 4
#define MAX_COUNT 65536  /* elements: across the F16 threshold of 16384 (64 KiB, set below) */
#define RSS_GROWTH_LIMIT (16.0 * 1024 * 1024)
static const VkarWire k_wires[] = { VKAR_WIRE_AUTO, VKAR_WIRE_F32, VKAR_WIRE_F16, VKAR_WIRE_BF16 };

typedef struct Soak {
    VkarComm comm;
    TestBuffer buf[RANKS];
    VkSemaphore sem[RANKS];
    uint64_t value;
    uint32_t* model[RANKS];
    uint32_t* sum;
} Soak;

static double resident_bytes(void)
{
#ifdef _WIN32
    PROCESS_MEMORY_COUNTERS counters;
    if (!K32GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters))
        return 0.0;
    return (double)counters.WorkingSetSize;
#else
    long pages = 0, resident = 0;
    FILE* f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return (double)resident * (double)sysconf(_SC_PAGESIZE);
#endif
}

static int soak_open(Soak* s)
{
    VkarRankInfo ranks[RANKS];
    VkarCommCreateInfo info = comm_info(RANKS, ranks);
    uint32_t k;
    memset(s, 0, sizeof *s);
    info.f16WireMinBytes = 64 * 1024;
    CHECK_VK(vkarCreateComm(&info, &s->comm));
    for (k = 0; k < RANKS; ++k) {
        CHECK(buffer_create(&s->buf[k], k, MAX_COUNT * 4) == 0);
        s->sem[k] = timeline_create(k, 0);
        s->model[k] = (uint32_t*)malloc(MAX_COUNT * 4);
        CHECK(s->sem[k] != VK_NULL_HANDLE && s->model[k]);
    }
    s->sum = (uint32_t*)malloc(MAX_COUNT * 4);
    CHECK(s->sum);
    return 0;
}

static void soak_close(Soak* s)
{
    uint32_t k;
    vkarDestroyComm(s->comm);
    queues_idle(RANKS);
    for (k = 0; k < RANKS; ++k) {
        buffer_destroy(&s->buf[k]);
        semaphore_destroy(k, s->sem[k]);
        free(s->model[k]);
    }
    free(s->sum);
}

/* One round on every rank, signalling each timeline at the next value, and
 * its emulation applied to the model. */
static int soak_round(Soak* s, uint64_t* rng)
{
    VkarBufferRange ranges[RANKS];
    VkarSemaphoreValue signals[RANKS];
    VkBool32 zero[RANKS];
    VkarAllreduceInfo info;
    uint32_t k;
    memset(&info, 0, sizeof info);
    ++s->value;
    for (k = 0; k < RANKS; ++k) {
        ranges[k].buffer = s->buf[k].buffer;
        ranges[k].offset = 0;
        signals[k].semaphore = s->sem[k];
        signals[k].value = s->value;
        zero[k] = rng_next(rng) % 6 == 0;
    }
    info.count = 1 + rng_next(rng) % MAX_COUNT;
    info.wire = k_wires[rng_next(rng) % 4];
    info.pBuffers = ranges;
    info.pZero = rng_next(rng) % 2 ? zero : NULL;
    info.pSignals = signals;
    CHECK_VK(vkarAllreduce(s->comm, &info));
    emulate(s->model, RANKS, 0, info.count, vkarResolveWire(s->comm, info.count, info.wire), info.pZero, s->sum);
    for (k = 0; k < RANKS; ++k)
        memcpy(s->model[k], s->sum, info.count * 4);
    return 0;
}

/* Fresh inputs, a batch of rounds, one wait, every element compared. */
static int soak_batch(Soak* s, uint64_t* rng, uint32_t rounds, uint64_t* wrong)
{
    uint32_t k, r;
    uint64_t e;
    for (k = 0; k < RANKS; ++k) {
        for (e = 0; e < MAX_COUNT; ++e)
            s->model[k][e] = float_bits(rng_float(rng));
        memcpy(s->buf[k].words, s->model[k], MAX_COUNT * 4);
    }
    for (r = 0; r < rounds; ++r)
        CHECK(soak_round(s, rng) == 0);
    for (k = 0; k < RANKS; ++k)
        CHECK_VK(submit_host_barrier(k, s->sem[k], s->value, s->sem[k], s->value + 1));
    ++s->value;
    for (k = 0; k < RANKS; ++k) {
        CHECK_VK(timeline_wait(k, s->sem[k], s->value, 60ull * 1000000000ull));
        for (e = 0; e < MAX_COUNT; ++e)
            *wrong += s->buf[k].words[e] != s->model[k][e];
    }
    return 0;
}

int main(int argc, char** argv)
{
    const uint64_t rounds = argc > 1 ? strtoull(argv[1], NULL, 10) : 100000;
    uint64_t done = 0, wrong = 0, rng = 2026;
    double firstRss = 0.0, lastRss;
    Soak s;
    if (harness_init() || soak_open(&s) != 0) {
        printf("soak: setup failed\n");
        return 1;
    }
    while (done < rounds) {
        uint32_t batch = 1 + (uint32_t)(rng_next(&rng) % 16);
        if (batch > rounds - done)
            batch = (uint32_t)(rounds - done);
        if (soak_batch(&s, &rng, batch, &wrong) != 0) {
            printf("soak: round %llu failed\n", (unsigned long long)done);
            return 1;
        }
        if (done < 1000 && done + batch >= 1000)
            firstRss = resident_bytes();
        done += batch;
        if (done % 10000 < batch)
            printf("soak: %llu rounds, %llu wrong elements, resident %.1f MiB\n", (unsigned long long)done,
                   (unsigned long long)wrong, resident_bytes() / 1048576.0);
    }
    lastRss = resident_bytes();
    if (firstRss == 0.0)
        firstRss = lastRss;
    soak_close(&s);
    harness_shutdown();
    printf("soak: %llu rounds on %d devices, %llu wrong elements; resident %.1f MiB after 1000 rounds, %.1f MiB at "
           "the end\n", (unsigned long long)done, RANKS, (unsigned long long)wrong, firstRss / 1048576.0,
           lastRss / 1048576.0);
    return wrong != 0 || lastRss - firstRss > RSS_GROWTH_LIMIT || g_validation_messages != 0;
}
