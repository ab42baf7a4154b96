/* token_sync.c - what tensor-parallel ranks exchange each decode step besides the per-layer all-reduces:
 *
 *   1. The sampled token ids. Each rank samples on its own, and one whose sampling diverged (its own
 *      random state, a nondeterministic kernel) would go on decoding another sequence. An all-reduce of
 *      the ids as I32 with MIN gives every rank the same ones, as SGLang does.
 *   2. Greedy decoding over vocabulary-parallel logits. Each rank holds the logits of a slice of the
 *      vocabulary and finds its best (logit, token id); an all-gather gives every rank every rank's pair,
 *      so that all pick the same token after moving N pairs rather than the vocabulary's logits. (A
 *      sampler that needs the whole distribution, top-p for one, all-gathers the slices themselves.)
 *
 *   token_sync [--devices N]
 *
 * N ranks (VkDevices) over the GPUs, or on the CPU driver, lavapipe, where there is none (default 2).
 * Both results are checked against the host's; a wrong one exits with status 1.
 */

/* First, so that the header's _POSIX_C_SOURCE takes effect. */
#define VK_ALLREDUCE_IMPLEMENTATION
#include "vk_allreduce.h"

#define COMMON_PROGRAM "token_sync"
#include "common.h" /* the Vulkan setup the examples and the bench share */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANKS 16
#define BATCH 4     /* sequences decoded together: one token id each per step */
#define VOCAB 32000 /* split across the ranks in contiguous slices */

/* A rank's best token of its slice. The all-gather carries its two words bit for bit. */
typedef struct Candidate {
    float logit;
    int32_t token;
} Candidate;

typedef struct Rank {
    VkarRankInfo info;
    Buffer tokens;    /* BATCH sampled ids, replaced by the agreed ones */
    Buffer candidate; /* this rank's Candidate */
    Buffer gathered;  /* every rank's Candidate, rank k's at k */
    VkSemaphore timeline;
    uint64_t value; /* what the last call signals */
} Rank;

static uint32_t parse_devices(int argc, char** argv)
{
    char* end = NULL;
    unsigned long n;
    if (argc == 1)
        return 0; /* one rank per GPU, or 2 on the CPU driver */
    n = argc == 3 && strcmp(argv[1], "--devices") == 0 ? strtoul(argv[2], &end, 10) : 0;
    if (!end || *end != '\0' || n < 1 || n > MAX_RANKS) {
        fprintf(stderr, "usage: token_sync [--devices N], N from 1 to %d\n", MAX_RANKS);
        exit(2);
    }
    return (uint32_t)n;
}

/* The id rank r sampled for sequence s: the same on every rank but one, where sequence 2 diverged. */
static int32_t sampled_token(uint32_t r, uint32_t s)
{
    return 1000 * (int32_t)(s + 1) + (r == 1 && s == 2 ? 7 : 0);
}

/* What every rank must hold for sequence s after step 1: the lowest id any of the n ranks sampled. */
static int32_t agreed_token(uint32_t s, uint32_t n)
{
    int32_t lowest = sampled_token(0, s);
    uint32_t r;
    for (r = 1; r < n; ++r)
        lowest = sampled_token(r, s) < lowest ? sampled_token(r, s) : lowest;
    return lowest;
}

/* A fixed, scattered logit per token, with two equal maxima in slices far apart: greedy decoding
 * must break the tie the same way on every rank (the lower id wins). */
static float logit_of(int32_t token)
{
    if (token == 100 || token == VOCAB - 100)
        return 20.0f;
    return (float)(((uint32_t)token * 2654435761u) >> 20) / 256.0f - 8.0f;
}

static int better(Candidate a, Candidate b)
{
    return a.logit > b.logit || (a.logit == b.logit && a.token < b.token);
}

/* Rank r's slice is [VOCAB * r / n, VOCAB * (r + 1) / n). In an engine, an argmax kernel on the
 * rank's logits writes this; here the host does. */
static Candidate best_of_slice(uint32_t r, uint32_t n)
{
    int32_t token = (int32_t)(VOCAB * r / n);
    Candidate best = {logit_of(token), token};
    for (++token; token < (int32_t)(VOCAB * (r + 1) / n); ++token) {
        Candidate c = {logit_of(token), token};
        if (better(c, best))
            best = c;
    }
    return best;
}

static Candidate best_of(const Candidate* candidates, uint32_t n)
{
    Candidate best = candidates[0];
    uint32_t k;
    for (k = 1; k < n; ++k)
        if (better(candidates[k], best))
            best = candidates[k];
    return best;
}

static void create_rank(Rank* rank, VkPhysicalDevice physicalDevice, uint32_t n)
{
    char name[800];
    memset(rank, 0, sizeof *rank);
    rank->info.physicalDevice = physicalDevice;
    check_device(physicalDevice, name, sizeof name);
    create_rank_device(&rank->info, NULL, 0, NULL);
    create_buffer(&rank->info, &rank->tokens, BATCH * sizeof(int32_t), 1);
    create_buffer(&rank->info, &rank->candidate, sizeof(Candidate), 1);
    create_buffer(&rank->info, &rank->gathered, n * sizeof(Candidate), 1);
    rank->timeline = create_timeline(rank->info.device);
}

/* Makes the call signal each rank's timeline at its next value, readable by the host once reached. */
static void signal_next(Rank* ranks, uint32_t n, VkarSemaphoreValue* signals, VkarAllreduceInfo* info)
{
    uint32_t r;
    for (r = 0; r < n; ++r) {
        signals[r].semaphore = ranks[r].timeline;
        signals[r].value = ++ranks[r].value;
    }
    info->pSignals = signals;
    info->flags = VKAR_ALLREDUCE_HOST_READ_BIT;
}

static void wait_all(const Rank* ranks, uint32_t n)
{
    uint32_t r;
    for (r = 0; r < n; ++r) {
        VkSemaphoreWaitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
                                    .pSemaphores = &ranks[r].timeline, .pValues = &ranks[r].value};
        check(vkWaitSemaphores(ranks[r].info.device, &wait, COMMON_WAIT_NS), "vkWaitSemaphores");
    }
}

/* Step 1: every rank ends with the element-wise minimum of the ranks' sampled ids. */
static int agree_on_tokens(VkarComm comm, Rank* ranks, uint32_t n)
{
    VkarBufferRange tokens[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarAllreduceInfo info = {.count = BATCH, .pBuffers = tokens, .dataType = VKAR_DATA_TYPE_I32,
                              .op = VKAR_REDUCE_OP_MIN};
    uint32_t r, s;
    int ok = 1;
    for (r = 0; r < n; ++r) {
        for (s = 0; s < BATCH; ++s)
            ((int32_t*)ranks[r].tokens.mapped)[s] = sampled_token(r, s);
        tokens[r] = (VkarBufferRange){ranks[r].tokens.buffer, 0};
    }
    signal_next(ranks, n, signals, &info);
    check(vkarAllreduce(comm, &info), "vkarAllreduce");
    wait_all(ranks, n);
    for (r = 0; r < n; ++r)
        for (s = 0; s < BATCH; ++s)
            ok &= ((const int32_t*)ranks[r].tokens.mapped)[s] == agreed_token(s, n);
    printf("step 1, all-reduce MIN of I32: sequence 2's ids were");
    for (r = 0; r < n; ++r)
        printf(" %d", (int)sampled_token(r, 2));
    printf("; every rank now holds");
    for (s = 0; s < BATCH; ++s)
        printf(" %d", (int)((const int32_t*)ranks[0].tokens.mapped)[s]);
    printf(" (%s)\n", ok ? "as expected" : "WRONG");
    return ok;
}

/* Step 2: every rank receives every rank's Candidate, out of place, and picks the same token: the
 * vocabulary's best, which the host finds from all VOCAB logits. */
static int pick_greedy_token(VkarComm comm, Rank* ranks, uint32_t n)
{
    VkarBufferRange candidates[MAX_RANKS], gathered[MAX_RANKS];
    VkarSemaphoreValue signals[MAX_RANKS];
    /* dataType only sizes the elements of an all-gather: U32 words carry the pair's bits as they are. */
    VkarAllreduceInfo info = {.count = sizeof(Candidate) / 4, .pBuffers = candidates, .pOutputs = gathered,
                              .dataType = VKAR_DATA_TYPE_U32};
    const Candidate expected = best_of_slice(0, 1); /* one slice: the whole vocabulary */
    Candidate own[MAX_RANKS], picked = {0.0f, -1};
    uint32_t r;
    int ok = 1;
    for (r = 0; r < n; ++r) {
        own[r] = best_of_slice(r, n);
        memcpy(ranks[r].candidate.mapped, &own[r], sizeof own[r]);
        candidates[r] = (VkarBufferRange){ranks[r].candidate.buffer, 0};
        gathered[r] = (VkarBufferRange){ranks[r].gathered.buffer, 0};
    }
    signal_next(ranks, n, signals, &info);
    check(vkarAllGather(comm, &info), "vkarAllGather");
    wait_all(ranks, n);
    for (r = 0; r < n; ++r) {
        picked = best_of((const Candidate*)ranks[r].gathered.mapped, n);
        ok &= memcmp(ranks[r].gathered.mapped, own, n * sizeof own[0]) == 0;
        ok &= picked.token == expected.token && picked.logit == expected.logit;
    }
    printf("step 2, all-gather of (logit, id) over %u vocabulary slices: rank %u picks token %d (logit %.2f; ", n,
           n - 1, (int)picked.token, (double)picked.logit);
    if (ok)
        printf("so does every rank, as expected)\n");
    else
        printf("WRONG: every rank should pick %d)\n", (int)expected.token);
    return ok;
}

static void destroy_rank(Rank* rank)
{
    check(vkDeviceWaitIdle(rank->info.device), "vkDeviceWaitIdle");
    vkDestroySemaphore(rank->info.device, rank->timeline, NULL);
    destroy_buffer(rank->info.device, &rank->tokens);
    destroy_buffer(rank->info.device, &rank->candidate);
    destroy_buffer(rank->info.device, &rank->gathered);
    vkDestroyDevice(rank->info.device, NULL);
}

int main(int argc, char** argv)
{
    const uint32_t devices = parse_devices(argc, argv);
    VkInstance instance = create_instance("token_sync");
    VkPhysicalDevice physicalDevices[MAX_RANKS];
    const uint32_t n = choose_physical_devices(instance, devices, physicalDevices);
    Rank ranks[MAX_RANKS];
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo commInfo = {.rankCount = n, .pRanks = infos, .instance = instance, .pfnLog = log_to_stderr};
    VkarComm comm;
    uint32_t r;
    int ok;

    for (r = 0; r < n; ++r) {
        create_rank(&ranks[r], physicalDevices[r], n);
        infos[r] = ranks[r].info;
    }
    check(vkarCreateComm(&commInfo, &comm), "vkarCreateComm");
    printf("token_sync: %u ranks, %d sequences, a vocabulary of %d\n", n, BATCH, VOCAB);
    ok = agree_on_tokens(comm, ranks, n);
    ok &= pick_greedy_token(comm, ranks, n);
    printf("check: %s\n", ok ? "OK" : "FAILED");

    vkarDestroyComm(comm);
    for (r = 0; r < n; ++r)
        destroy_rank(&ranks[r]);
    vkDestroyInstance(instance, NULL);
    return ok ? 0 : 1;
}
