/* Area "record": the record API, rounds folded into the caller's command
 * buffers: sums on every wire, work recorded after the reduce, the next
 * round's publish folded into a reduce's command buffer, misuse refused. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#include <string.h>

/* ---- The record API --------------------------------------------------------- */

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
        VkarCmdCollectiveInfo info;
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
    VkarCmdCollectiveInfo info;
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
    VkarCmdCollectiveInfo info;
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
    info.collective.count = small;
    info.collective.pBuffers = first;
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

    info.collective.count = large;
    info.collective.pBuffers = second;
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

/* A round recorded and not released, while both APIs' calls are refused
 * (area "fake" checks every refusal of the record API, and that nothing is
 * recorded then): the round, submitted and released after, sums exactly,
 * and so does the submit API after it. */
static int test_record_misuse(void)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    Recorded rec, again;
    Fixture f;
    Call c;
    CHECK(fixture_open(&f, 2, 4096) == 0);
    fill_exact_all(&f, 100, 3);
    begin_pair(&f, &rec);
    begin_pair(&f, &again);
    info = cmd_info(&f, &rec, ranges, 100, VKAR_WIRE_AUTO, 0);
    info.collective.algorithm = VKAR_ALGORITHM_TWO_SHOT;
    CHECK(expect_misuse(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round), "algorithm AUTO or ONE_SHOT") == 0);
    info.collective.algorithm = VKAR_ALGORITHM_ONE_SHOT;
    CHECK_VK(vkarCmdAllreduce(f.comm, &info, rec.submits, &rec.round));
    info = cmd_info(&f, &again, ranges, 100, VKAR_WIRE_AUTO, 0);
    CHECK(expect_misuse(vkarCmdAllreduce(f.comm, &info, again.submits, &again.round), "not released") == 0);
    memset(&c, 0, sizeof c);
    c.count = 10;
    CHECK(expect_misuse(fixture_submit(&f, &c), "not released") == 0);
    --f.value;
    CHECK(expect_misuse(vkarReleaseRound(f.comm, rec.round + 1), "not the round recorded") == 0);
    CHECK(submit_pair(&f, &rec) == 0);
    CHECK(fixture_finish(&f) == 0);
    free_pair(&f, &rec);
    free_pair(&f, &again);
    CHECK(holds_exact_sums(&f, 100, 3) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

/* ---- Without the closing barrier, publish and reduce in one submission ------ */

static int g_recorded_barriers;

static VKAPI_ATTR void VKAPI_CALL barrier_counted(VkCommandBuffer cmd, VkPipelineStageFlags src,
                                                  VkPipelineStageFlags dst, VkDependencyFlags flags,
                                                  uint32_t memoryCount, const VkMemoryBarrier* memory,
                                                  uint32_t bufferCount, const VkBufferMemoryBarrier* buffers,
                                                  uint32_t imageCount, const VkImageMemoryBarrier* images)
{
    ++g_recorded_barriers;
    vkCmdPipelineBarrier(cmd, src, dst, flags, memoryCount, memory, bufferCount, buffers, imageCount, images);
}

static const Intercept k_counted_barriers[] = { { "vkCmdPipelineBarrier", (PFN_vkVoidFunction)barrier_counted },
                                                { NULL, NULL } };

/* A rank's publish and reduce as two batches of one vkQueueSubmit, made
 * before vkarReleaseRound, as the host bridge allows; the reduce also
 * signals the rank's test timeline at the next value. */
static int submit_together(Fixture* f, Recorded* rec)
{
    uint32_t k, i;
    ++f->value;
    for (k = 0; k < f->ranks; ++k) {
        const VkarRankSubmitInfo* s = &rec->submits[k];
        VkSemaphore signals[4];
        uint64_t values[4];
        VkTimelineSemaphoreSubmitInfo timeline[2] = { { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO },
                                                      { .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO } };
        VkSubmitInfo batches[2] = { { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO },
                                    { .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO } };
        for (i = 0; i < s->reduceSignalCount; ++i) {
            signals[i] = s->pReduceSignalSemaphores[i];
            values[i] = s->pReduceSignalValues[i];
        }
        signals[i] = f->sem[k];
        values[i] = f->value;
        vkEndCommandBuffer(rec->publish[k]);
        vkEndCommandBuffer(rec->reduce[k]);
        timeline[0].signalSemaphoreValueCount = batches[0].signalSemaphoreCount = s->publishSignalCount;
        timeline[0].pSignalSemaphoreValues = s->pPublishSignalValues;
        batches[0].pSignalSemaphores = s->pPublishSignalSemaphores;
        batches[0].commandBufferCount = 1;
        batches[0].pCommandBuffers = &rec->publish[k];
        timeline[1].waitSemaphoreValueCount = batches[1].waitSemaphoreCount = s->reduceWaitCount;
        timeline[1].pWaitSemaphoreValues = s->pReduceWaitValues;
        batches[1].pWaitSemaphores = s->pReduceWaitSemaphores;
        batches[1].pWaitDstStageMask = s->pReduceWaitDstStageMasks;
        timeline[1].signalSemaphoreValueCount = batches[1].signalSemaphoreCount = i + 1;
        timeline[1].pSignalSemaphoreValues = values;
        batches[1].pSignalSemaphores = signals;
        batches[1].commandBufferCount = 1;
        batches[1].pCommandBuffers = &rec->reduce[k];
        batches[0].pNext = &timeline[0];
        batches[1].pNext = &timeline[1];
        CHECK_VK(vkQueueSubmit(H.devices[k].queue, 2, batches, VK_NULL_HANDLE));
    }
    CHECK_VK(vkarReleaseRound(f->comm, rec->round));
    return 0;
}

/* One recorded round of exact sums with `flags`; *pBarriers: the barriers
 * it recorded. With the host bridge and `together`, each rank's publish and
 * reduce go in one submission before the release. */
static int record_exact(Fixture* f, VkarCmdAllreduceFlags flags, int together, int* pBarriers)
{
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    VkarCommProperties props;
    Recorded rec;
    const int before = g_recorded_barriers;
    vkarGetCommProperties(f->comm, &props);
    fill_exact_all(f, 300, (uint64_t)flags + (uint64_t)together);
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, 300, VKAR_WIRE_F32, 0);
    info.flags = flags;
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    *pBarriers = g_recorded_barriers - before;
    if (together && props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE)
        CHECK(submit_together(f, &rec) == 0);
    else
        CHECK(submit_pair(f, &rec) == 0);
    CHECK(fixture_finish(f) == 0);
    free_pair(f, &rec);
    return holds_exact_sums(f, 300, (uint64_t)flags + (uint64_t)together);
}

/* VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT leaves out one barrier per
 * rank, the sums exact when later work waits on the reduce's signal; with
 * the host bridge a rank's publish and reduce may go in one vkQueueSubmit
 * before vkarReleaseRound (unknown flags are refused: area "fake"). */
static int test_record_lean(void)
{
    Fixture f;
    int with, without, together;
    CHECK(fixture_open_with(&f, 3, 0, k_counted_barriers) == 0);
    CHECK(record_exact(&f, 0, 0, &with) == 0);
    CHECK(record_exact(&f, VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT, 0, &without) == 0);
    CHECK(without == with - 3);
    CHECK(record_exact(&f, VKAR_CMD_ALLREDUCE_NO_CLOSING_BARRIER_BIT, 1, &together) == 0);
    CHECK(together == without);
    CHECK(record_exact(&f, 0, 1, &together) == 0);
    CHECK(still_usable(&f) == 0);
    fixture_close(&f);
    return 0;
}

const TestCase test_area_record[] = {
    { "record API: rounds folded into the caller's command buffers", test_record_api, 0 },
    { "record API: a dispatch, a copy and a host read recorded after the reduce see the sum",
      test_record_work_after_reduce, 0 },
    { "record API: the next round's publish folded into the reduce's command buffer, slots growing",
      test_record_fold_with_growth, 0 },
    { "record API: misuse refused while a round is recorded, which then sums exactly", test_record_misuse, 0 },
    { "record API: without the closing barrier, publish and reduce in one submission, sums exact", test_record_lean,
      0 },
    { NULL, NULL, 0 },
};
