/* Area "late_signals": SYNC_FD rounds with exports that signal late, as
 * RADV and ANV hand them out. lavapipe's vkGetSemaphoreFdKHR returns only
 * once the signalling work has run, so under it a reduce that waited on no
 * peer at all would still find every publish done. Here, through the
 * caller's loader:
 *   - the last rank's publishes run late: each batch that signals an
 *     exportable semaphore runs behind tens of milliseconds of work (the
 *     caller's own publish submissions too, in the record API);
 *   - vkGetSemaphoreFdKHR returns at once a "sync file" (an eventfd, which
 *     polls as lavapipe polls a sync file) that a helper thread signals
 *     once the publish has run (its batch's fence), before the driver's own
 *     export is made: lavapipe's finishes every context first, and one may
 *     be waiting on that very file;
 *   - a merge of sync files signals once both of its inputs have.
 * A reduce ordered after a peer's publish by nothing but that peer's export
 * then reads the slot before the publish writes it. Only SYNC_FD mode
 * exports (make test-syncfd); elsewhere the rounds run on the bridge. */
#define _GNU_SOURCE
#include "fixture.h"
#include "suite.h"

#include <string.h>

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#define MAX_EXPORTABLE 512

/* ---- Exportable semaphores: the publishes' ------------------------------- */

/* A publish semaphore, the fence of the batch that last signalled it, and
 * whether the driver's export of that signal is still to come. */
typedef struct Exportable {
    VkSemaphore semaphore;
    VkDevice device;
    VkFence fence;
    int exporting;
} Exportable;

static pthread_mutex_t g_late_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_exported = PTHREAD_COND_INITIALIZER;
static Exportable g_exportable[MAX_EXPORTABLE];
static int g_helpers;              /* helper threads still running (atomic) */
static unsigned g_pending_exports; /* exports returned before their publish had run */
static unsigned g_gated_publishes;
static int g_slow_export;    /* the next export sleeps SLOW_EXPORT_MS first */
static int g_slow_exports_done;
static int g_failing_import; /* the next vkImportSemaphoreFdKHR fails */
static int g_failing_export; /* the next export fails once the call has returned, writing g_export_garbage */
static int g_call_returned;  /* the call of the failing export has returned (set_fault) */
static int g_export_garbage = -1; /* an fd of the test's, which the library must neither close nor import */

#define SLOW_EXPORT_MS 150u /* past VKAR_EXPORT_WAIT_NS, the default's 5 ms and make test-syncfd's 50 ms */

static int is_sync_fd_export(const VkSemaphoreCreateInfo* info)
{
    const VkBaseInStructure* next;
    for (next = (const VkBaseInStructure*)info->pNext; next; next = next->pNext)
        if (next->sType == VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO &&
            (((const VkExportSemaphoreCreateInfo*)(const void*)next)->handleTypes &
             VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_SYNC_FD_BIT))
            return 1;
    return 0;
}

/* The entry of `semaphore` (VK_NULL_HANDLE: a free one), or NULL; under g_late_mutex. */
static Exportable* exportable_find(VkSemaphore semaphore)
{
    int i;
    for (i = 0; i < MAX_EXPORTABLE; ++i)
        if (g_exportable[i].semaphore == semaphore)
            return &g_exportable[i];
    return NULL;
}

static VKAPI_ATTR VkResult VKAPI_CALL late_create_semaphore(VkDevice device, const VkSemaphoreCreateInfo* info,
                                                            const VkAllocationCallbacks* allocator,
                                                            VkSemaphore* pSemaphore)
{
    VkResult res = vkCreateSemaphore(device, info, allocator, pSemaphore);
    if (res == VK_SUCCESS && is_sync_fd_export(info)) {
        Exportable* e;
        pthread_mutex_lock(&g_late_mutex);
        e = exportable_find(VK_NULL_HANDLE);
        if (e) {
            memset(e, 0, sizeof *e);
            e->semaphore = *pSemaphore;
            e->device = device;
        }
        pthread_mutex_unlock(&g_late_mutex);
        if (!e) {
            printf("    late_signals: more than %d exportable semaphores\n", MAX_EXPORTABLE);
            abort();
        }
    }
    return res;
}

/* A fence of a signal never exported goes with its semaphore. */
static VKAPI_ATTR void VKAPI_CALL late_destroy_semaphore(VkDevice device, VkSemaphore semaphore,
                                                         const VkAllocationCallbacks* allocator)
{
    Exportable* e;
    pthread_mutex_lock(&g_late_mutex);
    e = semaphore ? exportable_find(semaphore) : NULL;
    while (e && e->exporting) /* a driver's export has returned before the semaphore goes */
        pthread_cond_wait(&g_exported, &g_late_mutex);
    if (e) {
        vkDestroyFence(device, e->fence, NULL);
        memset(e, 0, sizeof *e);
    }
    pthread_mutex_unlock(&g_late_mutex);
    vkDestroySemaphore(device, semaphore, allocator);
}

/* The exportable semaphore a batch signals, or NULL; under g_late_mutex. */
static Exportable* signalled_exportable(const VkSubmitInfo* submit)
{
    uint32_t i;
    for (i = 0; i < submit->signalSemaphoreCount; ++i) {
        Exportable* e = submit->pSignalSemaphores[i] ? exportable_find(submit->pSignalSemaphores[i]) : NULL;
        if (e)
            return e;
    }
    return NULL;
}

/* ---- Helper threads ------------------------------------------------------ */

static void start_helper(void* (*main)(void*), void* job)
{
    pthread_t thread;
    __atomic_add_fetch(&g_helpers, 1, __ATOMIC_ACQ_REL);
    if (pthread_create(&thread, NULL, main, job) != 0) {
        printf("    late_signals: pthread_create failed\n");
        abort();
    }
    pthread_detach(thread);
}

static void end_helper(void)
{
    __atomic_sub_fetch(&g_helpers, 1, __ATOMIC_ACQ_REL);
}

/* Every helper has ended: a test's communicator is gone, so every export
 * it started has returned. */
static int helpers_drained(void)
{
    double end = now_seconds() + 30.0;
    while (__atomic_load_n(&g_helpers, __ATOMIC_ACQUIRE) != 0 && now_seconds() < end)
        sleep_ms(1);
    return __atomic_load_n(&g_helpers, __ATOMIC_ACQUIRE) == 0;
}

static void signal_fd(int fd)
{
    const uint64_t one = 1;
    if (write(fd, &one, sizeof one) != (ssize_t)sizeof one) {
        printf("    late_signals: writing an eventfd failed\n");
        abort();
    }
}

static int is_signalled(int fd)
{
    struct pollfd p = { .fd = fd, .events = POLLIN };
    return poll(&p, 1, 0) == 1;
}

/* ---- The late rank's gates ------------------------------------------------
 * A publish batch of the late rank runs behind a command buffer of the
 * test's that first fills a large buffer GATE_FILLS times: work, not a
 * wait, so that the publish's signal depends on no wait without a
 * submitted signal, which an export requires
 * (VUID-VkSemaphoreGetFdInfoKHR-handleType-03254), and no host-set event
 * is waited on (VUID-vkSetEvent-event-09543). Tens of milliseconds on
 * lavapipe. */

#define MAX_GATES 64
#define GATE_BYTES (64u << 20)
#define GATE_FILLS 4

typedef struct LateGates {
    uint32_t rank;
    TestBuffer ballast;
    VkCommandPool pool;
    VkCommandBuffer cmds[MAX_GATES];
    uint32_t used;
} LateGates;

static LateGates g_gates;

static void record_gate(VkCommandBuffer cmd)
{
    VkCommandBufferBeginInfo begin = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO };
    VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
    int i;
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    vkBeginCommandBuffer(cmd, &begin);
    for (i = 0; i < GATE_FILLS; ++i) {
        /* after the previous gate's fills too: one queue, no hazard */
        vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &barrier, 0,
                             NULL, 0, NULL);
        vkCmdFillBuffer(cmd, g_gates.ballast.buffer, 0, VK_WHOLE_SIZE, (uint32_t)i);
    }
    vkEndCommandBuffer(cmd);
}

/* The next gate's command buffer, recorded; VK_NULL_HANDLE when none is
 * left. Under g_late_mutex. */
static VkCommandBuffer next_gate(void)
{
    VkCommandBufferAllocateInfo alloc = { .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO };
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    alloc.commandPool = g_gates.pool;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    if (g_gates.used < MAX_GATES &&
        vkAllocateCommandBuffers(H.devices[g_gates.rank].device, &alloc, &g_gates.cmds[g_gates.used]) == VK_SUCCESS) {
        cmd = g_gates.cmds[g_gates.used++];
        record_gate(cmd);
    }
    return cmd;
}

static int gates_create(uint32_t rank)
{
    VkCommandPoolCreateInfo info = { .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO };
    memset(&g_gates, 0, sizeof g_gates);
    g_gates.rank = rank;
    CHECK(buffer_create(&g_gates.ballast, rank, GATE_BYTES) == 0);
    info.queueFamilyIndex = H.queueFamily;
    CHECK_VK(vkCreateCommandPool(H.devices[rank].device, &info, NULL, &g_gates.pool));
    return 0;
}

/* Once the queues are idle. */
static void gates_destroy(void)
{
    vkDestroyCommandPool(H.devices[g_gates.rank].device, g_gates.pool, NULL);
    buffer_destroy(&g_gates.ballast);
}

/* The batch again, its command buffers behind the gate's. */
static VkResult submit_gated(VkQueue queue, const VkSubmitInfo* submit, VkCommandBuffer gate, VkFence fence)
{
    VkCommandBuffer cmds[8];
    VkSubmitInfo gated = *submit;
    uint32_t i;
    if (submit->commandBufferCount >= 8)
        return VK_ERROR_UNKNOWN;
    cmds[0] = gate;
    for (i = 0; i < submit->commandBufferCount; ++i)
        cmds[i + 1] = submit->pCommandBuffers[i];
    gated.commandBufferCount = submit->commandBufferCount + 1;
    gated.pCommandBuffers = cmds;
    return vkQueueSubmit(queue, 1, &gated, fence);
}

/* A batch that signals a publish semaphore, once the driver has exported
 * that semaphore's last signal: with a fence of its own, and on the late
 * rank's queue behind a gate. */
static VkResult submit_publish(VkQueue queue, const VkSubmitInfo* submit, Exportable* e)
{
    VkFenceCreateInfo fenceInfo = { .sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO };
    VkFence fence = VK_NULL_HANDLE;
    VkResult res;
    while (e->exporting)
        pthread_cond_wait(&g_exported, &g_late_mutex);
    res = vkCreateFence(e->device, &fenceInfo, NULL, &fence);
    if (res != VK_SUCCESS)
        return res;
    if (queue == H.devices[g_gates.rank].queue) {
        VkCommandBuffer gate = next_gate();
        res = gate ? submit_gated(queue, submit, gate, fence) : VK_ERROR_OUT_OF_HOST_MEMORY;
        if (res == VK_SUCCESS)
            __atomic_add_fetch(&g_gated_publishes, 1, __ATOMIC_RELAXED);
    } else {
        res = vkQueueSubmit(queue, 1, submit, fence);
    }
    if (res != VK_SUCCESS) {
        vkDestroyFence(e->device, fence, NULL);
        return res;
    }
    vkDestroyFence(e->device, e->fence, NULL); /* a signal never exported */
    e->fence = fence;
    return VK_SUCCESS;
}

static VKAPI_ATTR VkResult VKAPI_CALL late_queue_submit(VkQueue queue, uint32_t count, const VkSubmitInfo* submits,
                                                        VkFence fence)
{
    uint32_t b;
    for (b = 0; b < count; ++b) {
        VkResult res;
        Exportable* e;
        pthread_mutex_lock(&g_late_mutex);
        e = signalled_exportable(&submits[b]);
        res = e ? submit_publish(queue, &submits[b], e) : vkQueueSubmit(queue, 1, &submits[b], VK_NULL_HANDLE);
        pthread_mutex_unlock(&g_late_mutex);
        if (res != VK_SUCCESS)
            return res;
    }
    return fence ? vkQueueSubmit(queue, 0, NULL, fence) : VK_SUCCESS;
}

/* ---- Exports that return before their publish has run -------------------- */

typedef struct LateExport {
    VkDevice device;
    VkSemaphoreGetFdInfoKHR info;
    VkFence fence;
    int signal; /* a dup of the eventfd handed out */
} LateExport;

static PFN_vkGetSemaphoreFdKHR real_get_semaphore_fd(VkDevice device)
{
    return (PFN_vkGetSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkGetSemaphoreFdKHR");
}

static void* export_late(void* arg)
{
    LateExport* job = (LateExport*)arg;
    Exportable* e;
    int fd = -1;
    if (vkWaitForFences(job->device, 1, &job->fence, VK_TRUE, UINT64_MAX) != VK_SUCCESS) {
        printf("    late_signals: waiting for a publish's fence failed\n");
        abort();
    }
    signal_fd(job->signal); /* first: the driver's export waits for every queue, and one may wait on it */
    if (real_get_semaphore_fd(job->device)(job->device, &job->info, &fd) != VK_SUCCESS) {
        printf("    late_signals: the driver's export failed\n");
        abort();
    }
    if (fd >= 0)
        close(fd);
    close(job->signal);
    vkDestroyFence(job->device, job->fence, NULL);
    pthread_mutex_lock(&g_late_mutex);
    e = exportable_find(job->info.semaphore);
    if (e)
        e->exporting = 0;
    pthread_cond_broadcast(&g_exported);
    pthread_mutex_unlock(&g_late_mutex);
    free(job);
    end_helper();
    return NULL;
}

static VKAPI_ATTR VkResult VKAPI_CALL late_get_semaphore_fd(VkDevice device, const VkSemaphoreGetFdInfoKHR* info,
                                                            int* pFd)
{
    LateExport* job;
    Exportable* e;
    VkFence fence = VK_NULL_HANDLE;
    int fd;
    if (__atomic_exchange_n(&g_failing_export, 0, __ATOMIC_ACQ_REL)) {
        /* the driver blocked on a slow publish, then failed: after the call
         * stopped waiting for it, however late a loaded machine runs the
         * call (a fixed sleep was outrun under ThreadSanitizer) */
        const double end = now_seconds() + 30.0;
        while (!__atomic_load_n(&g_call_returned, __ATOMIC_ACQUIRE) && now_seconds() < end)
            sleep_ms(1);
        __atomic_add_fetch(&g_slow_exports_done, 1, __ATOMIC_ACQ_REL);
        *pFd = g_export_garbage; /* undefined on failure */
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    pthread_mutex_lock(&g_late_mutex);
    e = exportable_find(info->semaphore);
    if (e && e->fence) {
        fence = e->fence;
        e->fence = VK_NULL_HANDLE;
        e->exporting = 1;
    }
    pthread_mutex_unlock(&g_late_mutex);
    if (!fence)
        return real_get_semaphore_fd(device)(device, info, pFd); /* not a publish this test submitted */
    if (__atomic_exchange_n(&g_slow_export, 0, __ATOMIC_ACQ_REL)) {
        sleep_ms(SLOW_EXPORT_MS);
        __atomic_add_fetch(&g_slow_exports_done, 1, __ATOMIC_ACQ_REL);
    }
    job = (LateExport*)malloc(sizeof *job);
    fd = eventfd(0, EFD_CLOEXEC);
    if (!job || fd < 0) {
        printf("    late_signals: out of memory or descriptors\n");
        abort();
    }
    job->device = device;
    job->info = *info;
    job->info.pNext = NULL;
    job->fence = fence;
    job->signal = dup(fd);
    start_helper(export_late, job);
    if (!is_signalled(fd))
        __atomic_add_fetch(&g_pending_exports, 1, __ATOMIC_RELAXED);
    *pFd = fd;
    return VK_SUCCESS;
}

/* ---- Merges that signal once both inputs have ---------------------------- */

typedef struct LateMerge {
    int a, b, signal;
} LateMerge;

static void* merge_late(void* arg)
{
    LateMerge* job = (LateMerge*)arg;
    struct pollfd p[2] = { { .fd = job->a, .events = POLLIN }, { .fd = job->b, .events = POLLIN } };
    while (!is_signalled(job->a) || !is_signalled(job->b))
        poll(p, 2, 1);
    signal_fd(job->signal);
    close(job->a);
    close(job->b);
    close(job->signal);
    free(job);
    end_helper();
    return NULL;
}

static int late_merge(int a, int b)
{
    LateMerge* job = (LateMerge*)malloc(sizeof *job);
    int fd = eventfd(0, EFD_CLOEXEC);
    if (!job || fd < 0) {
        free(job);
        if (fd >= 0)
            close(fd);
        errno = ENOMEM;
        return -1;
    }
    job->a = dup(a);
    job->b = dup(b);
    job->signal = dup(fd);
    start_helper(merge_late, job);
    return fd;
}

/* ---- A failed import ---------------------------------------------------- */

static VKAPI_ATTR VkResult VKAPI_CALL late_import_semaphore_fd(VkDevice device,
                                                               const VkImportSemaphoreFdInfoKHR* info)
{
    PFN_vkImportSemaphoreFdKHR real =
        (PFN_vkImportSemaphoreFdKHR)vkGetDeviceProcAddr(device, "vkImportSemaphoreFdKHR");
    if (__atomic_exchange_n(&g_failing_import, 0, __ATOMIC_ACQ_REL))
        return VK_ERROR_INVALID_EXTERNAL_HANDLE; /* the fd stays the caller's */
    return real(device, info);
}

static const Intercept k_late_signals[] = {
    { "vkImportSemaphoreFdKHR", (PFN_vkVoidFunction)late_import_semaphore_fd },
    { "vkCreateSemaphore", (PFN_vkVoidFunction)late_create_semaphore },
    { "vkDestroySemaphore", (PFN_vkVoidFunction)late_destroy_semaphore },
    { "vkQueueSubmit", (PFN_vkVoidFunction)late_queue_submit },
    { "vkGetSemaphoreFdKHR", (PFN_vkVoidFunction)late_get_semaphore_fd },
    { NULL, NULL } };

/* ---- The sums ------------------------------------------------------------ */

/* A communicator of `ranks` ranks under the emulation, its last rank late. */
static int late_open(Fixture* f, uint32_t ranks)
{
    CHECK(gates_create(ranks - 1) == 0);
    __atomic_store_n(&g_slow_export, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&g_failing_export, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&g_slow_exports_done, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&g_pending_exports, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&g_gated_publishes, 0, __ATOMIC_RELAXED);
    g_late_merge = late_merge;
    g_caller_queue_submit = late_queue_submit;
    return fixture_open_with(f, ranks, 0, k_late_signals);
}

/* Closes it; the emulation's threads have all ended, and it was in effect:
 * exports were handed out before their publish had run. */
static int late_close(Fixture* f, uint32_t rounds)
{
    fixture_close(f);
    g_late_merge = NULL;
    g_caller_queue_submit = NULL;
    CHECK(helpers_drained());
    gates_destroy();
    CHECK(__atomic_load_n(&g_gated_publishes, __ATOMIC_RELAXED) >= rounds);
    CHECK(__atomic_load_n(&g_pending_exports, __ATOMIC_RELAXED) >= rounds);
    return 0;
}

static int syncs_by_fd(Fixture* f)
{
    VkarCommProperties props;
    vkarGetCommProperties(f->comm, &props);
    return props.syncMode == VKAR_SYNC_MODE_SYNC_FD;
}

#define ROUNDS 6u
#define COUNT 1024u

static int submitted_rounds(Fixture* f)
{
    uint32_t round;
    for (round = 0; round < ROUNDS; ++round) {
        Call c;
        memset(&c, 0, sizeof c);
        c.count = COUNT;
        fill_exact_all(f, COUNT, round * 5);
        CHECK(fixture_run(f, &c) == 0);
        if (holds_exact_sums(f, COUNT, round * 5)) {
            printf("    round %u: wrong sums\n", round);
            return 1;
        }
    }
    return 0;
}

typedef enum Fault { NO_FAULT, MERGE_FAILS, EXPORTS_LATE, IMPORT_FAILS, EXPORT_FAILS_LATE } Fault;
static int recorded_round(Fixture* f, uint64_t salt, Fault fault, VkResult expected);

static int recorded_rounds(Fixture* f)
{
    uint32_t round;
    for (round = 0; round < ROUNDS; ++round)
        if (recorded_round(f, round * 5, NO_FAULT, VK_SUCCESS)) {
            printf("    round %u: wrong sums\n", round);
            return 1;
        }
    return 0;
}

/* A send/recv ring of 250 words a rank, in rounds of 256 bytes (4 per
 * group: vkarSendRecv's exchange rounds are released as any round is),
 * ROUNDS times: every rank holds its previous rank's words, exactly. */
static int p2p_rounds(Fixture* f)
{
    enum { WORDS = 250, AT = 512 };
    VkarSemaphoreValue signals[MAX_RANKS];
    VkarPeerOp ops[2 * MAX_RANKS];
    VkarSendRecvInfo info;
    uint32_t round, r, e;
    memset(ops, 0, sizeof ops);
    memset(&info, 0, sizeof info);
    for (r = 0; r < f->ranks; ++r) {
        ops[2 * r].type = VKAR_PEER_OP_SEND;
        ops[2 * r].peer = (r + 1) % f->ranks;
        ops[2 * r + 1].type = VKAR_PEER_OP_RECV;
        ops[2 * r + 1].peer = (r + f->ranks - 1) % f->ranks;
        ops[2 * r + 1].buffer.offset = 4 * AT;
        ops[2 * r].rank = ops[2 * r + 1].rank = r;
        ops[2 * r].count = ops[2 * r + 1].count = WORDS;
        ops[2 * r].buffer.buffer = ops[2 * r + 1].buffer.buffer = f->buf[r].buffer;
        signals[r].semaphore = f->sem[r];
    }
    info.opCount = 2 * f->ranks;
    info.pOps = ops;
    info.pSignals = signals;
    for (round = 0; round < ROUNDS; ++round) {
        for (r = 0; r < f->ranks; ++r) {
            for (e = 0; e < WORDS; ++e)
                f->buf[r].words[e] = float_bits(exact_input(e + round, r));
            signals[r].value = f->value + 1;
        }
        CHECK_VK(vkarSendRecv(f->comm, &info));
        ++f->value;
        CHECK(fixture_finish(f) == 0);
        for (r = 0; r < f->ranks; ++r)
            for (e = 0; e < WORDS; ++e)
                CHECK(f->buf[r].words[AT + e] == float_bits(exact_input(e + round, (r + f->ranks - 1) % f->ranks)));
    }
    return 0;
}

/* Outside SYNC_FD mode nothing is exported: the rounds run on the bridge. */
static int late_case(uint32_t ranks, int (*rounds)(Fixture*))
{
    Fixture f;
    int byFd, failed;
    CHECK(late_open(&f, ranks) == 0);
    byFd = syncs_by_fd(&f);
    failed = rounds(&f);
    if (failed)
        printf("    %u ranks\n", ranks);
    CHECK(late_close(&f, byFd && !failed ? ROUNDS : 0) == 0);
    if (!byFd && ranks == 2)
        printf("    not in SYNC_FD mode (make test-syncfd runs it): nothing was exported\n");
    return failed;
}

/* Every rank count, failed or not, so that a run shows each one; where the
 * driver cannot export (the bridge, host waits that Debian 12's layer
 * stalls) two ranks only. */
static int late_cases(int (*rounds)(Fixture*))
{
    static const uint32_t k_ranks[] = { 2, 3, 4, 8 };
    const unsigned cases = H.hasSyncFd ? (unsigned)(sizeof k_ranks / sizeof *k_ranks) : 1;
    unsigned i;
    int failed = 0;
    for (i = 0; i < cases; ++i)
        failed |= late_case(k_ranks[i], rounds);
    return failed;
}

static int test_late_submitted(void)
{
    return late_cases(submitted_rounds);
}

static int test_late_recorded(void)
{
    return late_cases(recorded_rounds);
}

/* late_open with rounds of 256 bytes a rank. */
static int late_open_small_slots(Fixture* f, uint32_t ranks)
{
    VkarRankInfo infos[MAX_RANKS];
    VkarCommCreateInfo info = comm_info(ranks, infos);
    CHECK(late_open(f, ranks) == 0);
    vkarDestroyComm(f->comm);
    info.maxSlotBytes = 256;
    CHECK_VK(create_intercepted(&info, k_late_signals, &f->comm));
    return 0;
}

static int test_late_send_recv(void)
{
    Fixture f;
    int byFd, failed;
    CHECK(late_open_small_slots(&f, 3) == 0);
    byFd = syncs_by_fd(&f);
    failed = p2p_rounds(&f);
    CHECK(late_close(&f, byFd && !failed ? 4 * ROUNDS : 0) == 0);
    if (!byFd)
        printf("    not in SYNC_FD mode (make test-syncfd runs it): nothing was exported\n");
    return failed;
}

/* ---- Every SYNC_FD path under late signals ------------------------------ */

static void set_fault(Fault fault, int on)
{
    if (fault == MERGE_FAILS)
        __atomic_store_n(&g_merges_fail, on, __ATOMIC_RELEASE);
    if (fault == EXPORTS_LATE && on)
        __atomic_store_n(&g_slow_export, 1, __ATOMIC_RELEASE);
    if (fault == IMPORT_FAILS)
        __atomic_store_n(&g_failing_import, on, __ATOMIC_RELEASE);
    if (fault == EXPORT_FAILS_LATE) { /* the exporter may take up the failure after the call returned */
        __atomic_store_n(&g_call_returned, !on, __ATOMIC_RELEASE);
        if (on)
            __atomic_store_n(&g_failing_export, 1, __ATOMIC_RELEASE);
    }
}

/* The slow export has returned and every export after it: a round may use
 * SYNC_FD only once the exporter is idle. */
static int late_exports_ended(void)
{
    double end = now_seconds() + 30.0;
    while (__atomic_load_n(&g_slow_exports_done, __ATOMIC_ACQUIRE) == 0 && now_seconds() < end)
        sleep_ms(1);
    CHECK(__atomic_exchange_n(&g_slow_exports_done, 0, __ATOMIC_ACQ_REL) == 1);
    CHECK(helpers_drained());
    sleep_ms(100); /* the exporter's own bookkeeping after its last export */
    return 0;
}

/* One submitted round under `fault`: exact sums, a fault recovered from
 * warned of and never logged as an error, and *pExported: whether its
 * publishes were exported as late sync files (it ran in SYNC_FD mode). */
static int submitted_round(Fixture* f, uint64_t salt, Fault fault, int* pExported)
{
    const unsigned before = __atomic_load_n(&g_pending_exports, __ATOMIC_RELAXED);
    const int errors = __atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED);
    const int warnings = __atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_WARNING], __ATOMIC_RELAXED);
    Call c;
    memset(&c, 0, sizeof c);
    c.count = COUNT;
    fill_exact_all(f, COUNT, salt);
    set_fault(fault, 1);
    CHECK_VK(fixture_submit(f, &c));
    set_fault(fault, 0);
    CHECK(fixture_finish(f) == 0);
    CHECK(holds_exact_sums(f, COUNT, salt) == 0);
    if (fault == EXPORTS_LATE || fault == EXPORT_FAILS_LATE)
        CHECK(late_exports_ended() == 0);
    CHECK(__atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED) == errors);
    CHECK((__atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_WARNING], __ATOMIC_RELAXED) > warnings) ==
          (fault != NO_FAULT));
    *pExported = __atomic_load_n(&g_pending_exports, __ATOMIC_RELAXED) != before;
    return 0;
}

/* vkarAllreduce at 3 ranks: a failed merge and exports past the wait bound
 * each hand that round to the bridge and the next round is SYNC_FD again;
 * a failed import hands that round and every later one to the bridge.
 * Every sum exact, the log says which. */
static int test_late_submitted_faults(void)
{
    Fixture f;
    int exported;
    CHECK(late_open(&f, 3) == 0);
    if (!syncs_by_fd(&f)) {
        CHECK(submitted_round(&f, 1, NO_FAULT, &exported) == 0);
        CHECK(late_close(&f, 0) == 0);
        printf("    not in SYNC_FD mode (make test-syncfd runs it): one round on the bridge\n");
        return 0;
    }
    CHECK(submitted_round(&f, 1, NO_FAULT, &exported) == 0 && exported);
    CHECK(submitted_round(&f, 2, MERGE_FAILS, &exported) == 0);
    CHECK(recent_log_contains("round 2: the host bridge releases it"));
    CHECK(submitted_round(&f, 3, NO_FAULT, &exported) == 0 && exported);
    CHECK(submitted_round(&f, 4, EXPORTS_LATE, &exported) == 0);
    CHECK(recent_log_contains("round 4: the host bridge releases it"));
    CHECK(submitted_round(&f, 5, NO_FAULT, &exported) == 0 && exported);
    CHECK(submitted_round(&f, 6, IMPORT_FAILS, &exported) == 0);
    CHECK(recent_log_contains("round 6: the SYNC_FD exchange failed; later rounds use the host bridge"));
    CHECK(!syncs_by_fd(&f));
    CHECK(submitted_round(&f, 7, NO_FAULT, &exported) == 0 && !exported);
    return late_close(&f, 3);
}

/* One recorded round, its release's result `expected`: exact sums and no
 * error logged when it is VK_SUCCESS, else an error line that is
 * vkarGetLastError's. */
static int recorded_round(Fixture* f, uint64_t salt, Fault fault, VkResult expected)
{
    const int errors = __atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED);
    VkarBufferRange ranges[MAX_RANKS];
    VkarCmdCollectiveInfo info;
    Recorded rec;
    uint32_t k;
    fill_exact_all(f, COUNT, salt);
    begin_pair(f, &rec);
    info = cmd_info(f, &rec, ranges, COUNT, VKAR_WIRE_F32, 0);
    CHECK_VK(vkarCmdAllreduce(f->comm, &info, rec.submits, &rec.round));
    for (k = 0; k < f->ranks; ++k) {
        VkMemoryBarrier barrier = { .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER };
        barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
        barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
        vkCmdPipelineBarrier(rec.reduce[k], VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                             &barrier, 0, NULL, 0, NULL);
    }
    CHECK(submit_publishes(f, &rec) == 0);
    set_fault(fault, 1);
    CHECK(vkarReleaseRound(f->comm, rec.round) == expected);
    set_fault(fault, 0);
    CHECK((__atomic_load_n(&g_log_severities[VKAR_LOG_SEVERITY_ERROR], __ATOMIC_RELAXED) > errors) ==
          (expected != VK_SUCCESS));
    CHECK(expected == VK_SUCCESS || last_error_is_last_log() == 0);
    CHECK(submit_reduces(f, &rec) == 0);
    for (k = 0; k < f->ranks; ++k)
        CHECK_VK(timeline_wait(k, f->sem[k], f->value, 60 * SECOND));
    free_pair(f, &rec);
    if (fault == EXPORTS_LATE)
        CHECK(late_exports_ended() == 0);
    return expected == VK_SUCCESS ? holds_exact_sums(f, COUNT, salt) : 0;
}

/* The record API at 3 ranks: a failed merge is released once every publish
 * has run (the sync files polled), exports slower than SLOW_EXPORT_MS are
 * waited for, a failed import is the release's error and later rounds run
 * on the bridge. */
static int test_late_recorded_faults(void)
{
    Fixture f;
    CHECK(late_open(&f, 3) == 0);
    if (!syncs_by_fd(&f)) {
        CHECK(recorded_round(&f, 1, NO_FAULT, VK_SUCCESS) == 0);
        CHECK(late_close(&f, 0) == 0);
        return 0;
    }
    CHECK(recorded_round(&f, 1, NO_FAULT, VK_SUCCESS) == 0);
    CHECK(recorded_round(&f, 2, MERGE_FAILS, VK_SUCCESS) == 0);
    CHECK(recent_log_contains("released once every publish has finished"));
    CHECK(recorded_round(&f, 3, EXPORTS_LATE, VK_SUCCESS) == 0);
    CHECK(recorded_round(&f, 4, IMPORT_FAILS, VK_ERROR_INVALID_EXTERNAL_HANDLE) == 0);
    CHECK(recent_log_contains("the SYNC_FD exchange failed"));
    CHECK(recorded_round(&f, 5, NO_FAULT, VK_SUCCESS) == 0);
    CHECK(!syncs_by_fd(&f));
    return late_close(&f, 3);
}

/* vkarAllreduce at 3 ranks whose driver's export blocks on a slow publish,
 * then fails: the call stops waiting first, and the bridge releases the
 * round over exact sums; the failure, met after, still moves every later
 * round to the bridge (a driver whose exports fail would otherwise cost
 * each round VKAR_EXPORT_WAIT_NS). The failed export's output, undefined,
 * is neither closed nor imported. */
static int test_late_failed_export(void)
{
    VkarCommProperties props;
    Fixture f;
    int exported;
    CHECK(late_open(&f, 3) == 0);
    if (!syncs_by_fd(&f)) {
        CHECK(submitted_round(&f, 1, NO_FAULT, &exported) == 0);
        CHECK(late_close(&f, 0) == 0);
        printf("    not in SYNC_FD mode (make test-syncfd runs it): one round on the bridge\n");
        return 0;
    }
    g_export_garbage = eventfd(0, EFD_CLOEXEC);
    CHECK(g_export_garbage >= 0);
    CHECK(submitted_round(&f, 1, NO_FAULT, &exported) == 0 && exported);
    CHECK(submitted_round(&f, 2, EXPORT_FAILS_LATE, &exported) == 0);
    CHECK(recent_log_contains("round 2: a SYNC_FD export failed (-1) after the call stopped waiting for it; later "
                              "rounds use the host bridge"));
    CHECK(submitted_round(&f, 3, NO_FAULT, &exported) == 0 && !exported);
    vkarGetCommProperties(f.comm, &props);
    CHECK(props.syncMode == VKAR_SYNC_MODE_HOST_BRIDGE);
    CHECK(submitted_round(&f, 4, NO_FAULT, &exported) == 0 && !exported);
    CHECK(fcntl(g_export_garbage, F_GETFD) >= 0);
    close(g_export_garbage);
    g_export_garbage = -1;
    return late_close(&f, 1);
}

/* vkarDestroyComm with SYNC_FD rounds in flight, their exports still
 * pending and the late rank behind: it returns, every export ends. */
static int test_late_destroy_in_flight(void)
{
    Fixture f;
    uint32_t round;
    CHECK(late_open(&f, 4) == 0);
    for (round = 0; round < 5; ++round) {
        Call c;
        memset(&c, 0, sizeof c);
        c.count = COUNT;
        CHECK_VK(fixture_submit(&f, &c));
    }
    return late_close(&f, syncs_by_fd(&f) ? 5 : 0);
}

const TestCase test_area_late_signals[] = {
    { "late signals: vkarAllreduce at 2, 3, 4 and 8 ranks, exact sums", test_late_submitted, 0 },
    { "late signals: the record API at 2, 3, 4 and 8 ranks, exact sums", test_late_recorded, 0 },
    { "late signals: vkarSendRecv groups of 4 rounds each at 3 ranks, exact bytes", test_late_send_recv, 0 },
    { "late signals: vkarAllreduce past a failed merge, late exports and a failed import", test_late_submitted_faults,
      0 },
    { "late signals: the record API past a failed merge, slow exports and a failed import", test_late_recorded_faults,
      0 },
    { "late signals: an export that fails after a slow publish: that round and every later one on the bridge",
      test_late_failed_export, 0 },
    { "late signals: vkarDestroyComm with rounds in flight", test_late_destroy_in_flight, 0 },
    { NULL, NULL, 0 }
};

#else /* exports are sync files, a Linux kernel's */

const TestCase test_area_late_signals[] = { { NULL, NULL, 0 } };

#endif
