/* perf_options.c - vkar_perf's command line: the usage text, the option
 * parser and the names of the values options take (see perf.h). */
#include "perf.h"

const char* const wireNames[] = {"f32", "auto", "f16", "bf16", "q8"};
const char* const algorithmNames[] = {"auto", "one", "two"};
const char* const syncNames[] = {"auto", "bridge", "sync_fd"};
const char* const releaseNames[] = {"auto", "timeline", "event"};
const char* const apiNames[] = {"submit", "record"};
const char* const driverNames[] = {"gpu", "lavapipe"};
const char* const collectiveNames[] = {"allreduce", "reduce", "broadcast", "reducescatter", "allgather",
                                       "sendrecv", "alltoall"};
const char* const typeNames[] = {"float", "half", "bfloat16", "int32", "uint32"};
const char* const opNames[] = {"sum", "prod", "min", "max", "avg"};

/* -d's spellings: nccl-tests' and the library's, each a VkarDataType. */
static const struct {
    const char* name;
    VkarDataType type;
} typeSpellings[] = {
    {"float", VKAR_DATA_TYPE_F32},    {"f32", VKAR_DATA_TYPE_F32},   {"half", VKAR_DATA_TYPE_F16},
    {"f16", VKAR_DATA_TYPE_F16},      {"bfloat16", VKAR_DATA_TYPE_BF16}, {"bf16", VKAR_DATA_TYPE_BF16},
    {"int32", VKAR_DATA_TYPE_I32},    {"i32", VKAR_DATA_TYPE_I32},   {"uint32", VKAR_DATA_TYPE_U32},
    {"u32", VKAR_DATA_TYPE_U32}};

/* ---- Options ----------------------------------------------------------------- */

static void usage(FILE* out)
{
    fprintf(out,
            "usage: vkar_perf [options]   (NCCL's *_perf for vk_allreduce)\n"
            "  -b MINBYTES   smallest size (default 32M; suffixes K, M, G are powers of 1024); a size is\n"
            "                nccl-tests': the bytes of a rank's buffer, which for reducescatter (input),\n"
            "                allgather (output) and alltoall (input, and output) holds N blocks of count\n"
            "                elements; for sendrecv the bytes each rank sends (and receives)\n"
            "  -e MAXBYTES   largest size (default 32M)\n"
            "  -f FACTOR     size multiplier per step, at least 2 (default 2)\n"
            "  -n ITERS      timed iterations per size (default 20)\n"
            "  -w WARMUP     untimed iterations per size first (default 5)\n"
            "  -c, --collective C\n"
            "                what each call runs (default allreduce): allreduce|reduce|broadcast|\n"
            "                reducescatter|allgather, in place; sendrecv (vkarSendRecv: rank r sends count\n"
            "                elements to rank r + 1 and receives rank r - 1's; busbw = algbw) | alltoall\n"
            "                (vkarAllToAll: block p of rank r lands in block r of rank p; busbw = algbw\n"
            "                (N-1)/N), out of place; with --latency also all. --api record records a\n"
            "                sendrecv in rounds of at most 4 * maxElementsPerRound bytes per rank and an\n"
            "                alltoall in one: the sweep stops below alltoall sizes that take more\n"
            "  -c 0|1, --check 0|1\n"
            "                check the results against the host's, #wrong (default 1; -c takes a number\n"
            "                as the check, as nccl-tests' -c, and a name as the collective)\n"
            "  -o, --op O    sum|prod|min|max|avg (default sum; broadcast, allgather, sendrecv and alltoall\n"
            "                take none)\n"
            "  -d, --datatype T\n"
            "                float|f32|half|f16|bfloat16|bf16|int32|i32|uint32|u32 (default float)\n"
            "  -r, --root R  reduce's and broadcast's root rank (default 0)\n"
            "  -g RANKS      ranks (VkDevices), spread over the devices round-robin (default 2)\n"
            "  --wire W      f32|auto|f16|bf16|q8 (default f32, exact; q8: the all-reduce and reduce of float\n"
            "                buffers, sum or avg)\n"
            "  --algorithm A auto|one|two: VkarAllreduceInfo::algorithm, one-shot or two-shot (default auto)\n"
            "  --sync S      auto|bridge|sync_fd: VkarCommCreateInfo::syncMode (default auto)\n"
            "  --release R   auto|timeline|event: VkarCommCreateInfo::releaseMode (default auto)\n"
            "  --api A       submit (vkarAllreduce) | record (vkarCmdAllreduce) (default submit)\n"
            "  --driver D    gpu: the non-CPU devices | lavapipe: the CPU device (default gpu)\n"
            "  --csv FILE    also write one CSV row per size to FILE\n"
            "  --reuse       VKAR_COMM_CREATE_REUSE_COMMANDS_BIT (the submit API resubmits its command\n"
            "                buffers while calls repeat)\n");
    /* the modes: a second string, as C99 promises only 4095 characters in one */
    fprintf(out,
            "  --per-rank    instead of the sweep: per-rank publish / reduce bandwidth (timestamps),\n"
            "                CPU time per call, loopback latency, each beside its baseline, fixed GPU\n"
            "                costs, completion seen through a timeline or an event; ranks\n"
            "                1..8 on the first device, host bridge; then every collective's publish and\n"
            "                reduce per rank (2, 4, 8 ranks, root 0, -d and -o apply) beside raw copies\n"
            "                of the same bytes; -b -e -f -n -w -c -g -r --wire --api --csv do not apply\n"
            "  --quick       with --per-rank: small sizes only (lavapipe)\n"
            "  --latency     instead of the sweep: time per call of small all-reduces, F32 wire, for the\n"
            "                submit API, the submit API with reused commands, the record API, and the record\n"
            "                API with a rank's publish and reduce in one vkQueueSubmit (record-1submit), and\n"
            "                that without the reduce's closing barrier (record-lean): stream\n"
            "                (chained calls, batches of 16), isolated (one call at a time) beside a bare\n"
            "                submission, and the release stage (GPU timestamps); sizes -b..-e (default 4 B\n"
            "                to 64K, -f 4); -c C adds C's stream rows beside the all-reduce's, for each\n"
            "                API and size, and their p50 ratio (-c all: every collective); -d -o -r apply\n"
            "                to every row; --csv writes latency.csv's rows; --api --reuse --wire -n -w\n"
            "                do not apply\n"
            "  --passes N    with --latency: create and measure the five communicators N times over, one\n"
            "                after the other, in this process (default 1; the CSV gets every pass's rows)\n"
            "  --duplex      instead of the sweep: vkCmdCopyBuffer between device memory and imported host\n"
            "                memory, device to host, host to device, and both at once (one queue, and two\n"
            "                queues where the family has two), on each rank's GPU alone and on all together;\n"
            "                -g ranks spread over the GPUs, copies of -e bytes (default 256M), -n per run\n"
            "  --sync-cost   instead of the sweep: for 2..RANKS ranks (-g, default 8) on one device, per\n"
            "                round of a 4 KiB F32 vkarAllreduce: SYNC_FD's vkGetSemaphoreFdKHR and\n"
            "                vkImportSemaphoreFdKHR calls (counted through the loader), and the CPU time of\n"
            "                the calling thread (inside the calls) and of the library's threads (bridge,\n"
            "                exporter), total and per rank; --sync auto (the default) measures SYNC_FD, then\n"
            "                the host bridge as the baseline, in the same run, --sync bridge|sync_fd one of\n"
            "                them; VKAR_SYNC must not be set; -n timed batches of 16 calls (default 20)\n"
            "  --epilogue    instead of the sweep: time per call of the F32 sum all-reduce (out of place,\n"
            "                one-shot) alone, with the fused epilogue (VkarRmsNormInfo: h and out written,\n"
            "                rows of 4096 elements or the whole count below that), and followed by separate\n"
            "                add and RMS-norm dispatches; the fused results checked against the oracle;\n"
            "                sizes -b..-e (default 4K to 1M, -f 4), whole rows; -n -w -g --csv apply\n"
            "  --processes P instead of the sweep: the -g ranks split over P processes (pMultiProcess;\n"
            "                Linux) beside the same ranks in one process, size by size in the same run:\n"
            "                stream latency of chained small calls (4 B to 64K, x4) with the library's\n"
            "                threads' CPU time per call, and the NCCL table for -b..-e -f, each with the\n"
            "                ratio P processes / one process; the F32 sum all-reduce; -n -w -c 0|1\n"
            "                --api apply\n"
            "  --process-id ID, --process-index I\n"
            "                what --processes hands the processes it starts (not for use by hand)\n"
            "  --help        this text\n");
}

/* A byte count with an optional K, M or G suffix (powers of 1024, as NCCL). */
static int parse_size(const char* text, uint64_t* out)
{
    char* end = NULL;
    uint64_t value;
    if (*text < '0' || *text > '9')
        return 0;
    value = strtoull(text, &end, 10);
    switch (*end) {
    case 'G': case 'g': value <<= 10; /* fall through */
    case 'M': case 'm': value <<= 10; /* fall through */
    case 'K': case 'k': value <<= 10; ++end; break;
    default: break;
    }
    *out = value;
    return *end == '\0';
}

static int parse_uint(const char* text, uint64_t min, uint64_t max, uint64_t* out)
{
    char* end = NULL;
    if (*text < '0' || *text > '9')
        return 0;
    *out = strtoull(text, &end, 10);
    return *end == '\0' && *out >= min && *out <= max;
}

/* The index of `text` in `names`, or -1. */
static int parse_name(const char* text, const char* const* names, int count)
{
    int i;
    for (i = 0; i < count; ++i)
        if (strcmp(text, names[i]) == 0)
            return i;
    return -1;
}

static int parse_check(Options* opt, const char* value)
{
    uint64_t n = 0;
    if (!parse_uint(value, 0, 1, &n))
        return 0;
    opt->check = (int)n;
    return 1;
}

/* "all" asks --latency for every collective. */
static int parse_collective(Options* opt, const char* value)
{
    const int k = parse_name(value, collectiveNames, COLLECTIVES);
    if (strcmp(value, "all") == 0) {
        opt->everyCollective = 1;
        return 1;
    }
    if (k < 0)
        return 0;
    opt->collective = (Collective)k;
    return 1;
}

static int parse_type(Options* opt, const char* value)
{
    size_t i;
    for (i = 0; i < COUNT_OF(typeSpellings); ++i)
        if (strcmp(value, typeSpellings[i].name) == 0) {
            opt->type = typeSpellings[i].type;
            return 1;
        }
    return 0;
}

/* The flags of nccl-tests' that choose what each call runs: -c (a number
 * is nccl-tests' check, a name the collective), -o, -d, -r, and their long
 * forms; -1 when `flag` is none of them, else whether its value parsed. */
static int parse_call_flag(Options* opt, const char* flag, const char* value)
{
    uint64_t n = 0;
    int k;
    if (strcmp(flag, "-c") == 0)
        return *value >= '0' && *value <= '9' ? parse_check(opt, value) : parse_collective(opt, value);
    if (strcmp(flag, "--check") == 0)
        return parse_check(opt, value);
    if (strcmp(flag, "--collective") == 0)
        return parse_collective(opt, value);
    if (strcmp(flag, "-d") == 0 || strcmp(flag, "--datatype") == 0)
        return parse_type(opt, value);
    if (strcmp(flag, "-o") == 0 || strcmp(flag, "--op") == 0) {
        k = parse_name(value, opNames, (int)VKAR_REDUCE_OP_AVG + 1);
        opt->op = (VkarReduceOp)(k < 0 ? 0 : k);
        return k >= 0;
    }
    if (strcmp(flag, "-r") == 0 || strcmp(flag, "--root") == 0) {
        if (!parse_uint(value, 0, MAX_RANKS - 1, &n))
            return 0;
        opt->root = (uint32_t)n;
        return 1;
    }
    return -1;
}

/* One flag and its value; returns 0 when either is not understood. */
static int parse_flag(Options* opt, const char* flag, const char* value)
{
    uint64_t n = 0;
    int k = parse_call_flag(opt, flag, value);
    if (k >= 0)
        return k;
    if (strcmp(flag, "-b") == 0 || strcmp(flag, "-e") == 0) {
        opt->sizesGiven = 1;
        return parse_size(value, flag[1] == 'b' ? &opt->minBytes : &opt->maxBytes);
    }
    if (strcmp(flag, "-f") == 0)
        return parse_uint(value, 2, 1u << 20, &opt->factor);
    if (strcmp(flag, "-n") == 0 || strcmp(flag, "-w") == 0 || strcmp(flag, "-g") == 0) {
        const uint64_t min = flag[1] == 'n' || flag[1] == 'g' ? 1 : 0;
        const uint64_t max = flag[1] == 'g' ? MAX_RANKS : 10000000;
        if (!parse_uint(value, min, max, &n))
            return 0;
        if (flag[1] == 'n') opt->iters = (uint32_t)n;
        if (flag[1] == 'w') opt->warmup = (uint32_t)n;
        if (flag[1] == 'g') opt->ranks = (uint32_t)n, opt->ranksGiven = 1;
        return 1;
    }
    if (strcmp(flag, "--processes") == 0 || strcmp(flag, "--process-index") == 0) {
        const int processes = strcmp(flag, "--processes") == 0;
        if (!parse_uint(value, processes ? 2 : 1, MAX_RANKS, &n))
            return 0;
        *(processes ? &opt->processes : &opt->processIndex) = (uint32_t)n;
        return 1;
    }
    if (strcmp(flag, "--process-id") == 0) {
        opt->processId = value;
        return *value != '\0' && strlen(value) < VKAR_UNIQUE_ID_BYTES;
    }
    if (strcmp(flag, "--passes") == 0) {
        if (!parse_uint(value, 1, 100, &n))
            return 0;
        opt->passes = (uint32_t)n;
        return 1;
    }
    if (strcmp(flag, "--csv") == 0) {
        opt->csvPath = value;
        return *value != '\0';
    }
    if (strcmp(flag, "--wire") == 0 && (k = parse_name(value, wireNames, 5)) >= 0)
        opt->wire = (VkarWire)k;
    else if (strcmp(flag, "--algorithm") == 0 && (k = parse_name(value, algorithmNames, 3)) >= 0)
        opt->algorithm = (VkarAlgorithm)k;
    else if (strcmp(flag, "--sync") == 0 && (k = parse_name(value, syncNames, 3)) >= 0)
        opt->sync = (VkarSyncMode)k;
    else if (strcmp(flag, "--release") == 0 && (k = parse_name(value, releaseNames, 3)) >= 0)
        opt->release = (VkarReleaseMode)k;
    else if (strcmp(flag, "--api") == 0 && (k = parse_name(value, apiNames, 2)) >= 0)
        opt->api = (Api)k;
    else if (strcmp(flag, "--driver") == 0 && (k = parse_name(value, driverNames, 2)) >= 0)
        opt->driver = (Driver)k;
    else
        return 0;
    return 1;
}

/* What each call runs, against the modes: refused here with a reason
 * rather than by the library mid-run. The data type and op are left to the
 * library, which says why it refuses one (vkarGetLastError). */
static void check_call_options(const Options* opt)
{
    const int rooted = opt->collective == COLL_REDUCE || opt->collective == COLL_BROADCAST || opt->everyCollective;
    const int defaultCall = opt->collective == COLL_ALLREDUCE && !opt->everyCollective &&
                            opt->type == VKAR_DATA_TYPE_F32 && opt->op == VKAR_REDUCE_OP_SUM;
    if (opt->everyCollective && !opt->latency) {
        fprintf(stderr, "vkar_perf: -c all is --latency's (the sweep runs one collective)\n");
        exit(2);
    }
    if (opt->processes && !defaultCall) {
        fprintf(stderr, "vkar_perf: --processes measures the F32 sum all-reduce only (no -c NAME, -d, -o)\n");
        exit(2);
    }
    if (rooted && !opt->perRank && opt->root >= opt->ranks) {
        fprintf(stderr, "vkar_perf: root %u is not below the rank count (-g %u)\n", opt->root, opt->ranks);
        exit(2);
    }
}

Options parse_options(int argc, char** argv)
{
    Options opt;
    int i;
    memset(&opt, 0, sizeof opt);
    opt.minBytes = opt.maxBytes = 32u << 20; /* NCCL's defaults */
    opt.factor = 2;
    opt.iters = 20;
    opt.warmup = 5;
    opt.check = 1;
    opt.ranks = 2;
    opt.passes = 1;
    for (i = 1; i < argc; i += 2) {
        const char* value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            exit(0);
        }
        /* the flags without a value */
        {
            static const char* const names[] = {"--per-rank", "--quick",     "--reuse",   "--latency",
                                                "--duplex",   "--sync-cost", "--epilogue"};
            int* const flags[] = {&opt.perRank, &opt.quick,    &opt.reuse,   &opt.latency,
                                  &opt.duplex,  &opt.syncCost, &opt.epilogue};
            const int k = parse_name(argv[i], names, (int)COUNT_OF(names));
            if (k >= 0) {
                *flags[k] = 1;
                --i;
                continue;
            }
        }
        if (!parse_flag(&opt, argv[i], value)) {
            fprintf(stderr, "vkar_perf: bad option or value: %s %s\n", argv[i], value);
            usage(stderr);
            exit(2);
        }
    }
    if (opt.latency && !opt.sizesGiven) {
        opt.minBytes = 4;
        opt.maxBytes = 64u << 10;
        opt.factor = 4;
    }
    if (opt.duplex && !opt.sizesGiven)
        opt.maxBytes = 256u << 20;
    if (opt.epilogue && !opt.sizesGiven) {
        opt.minBytes = 4u << 10;
        opt.maxBytes = 1u << 20;
        opt.factor = 4;
    }
    if (opt.epilogue && opt.minBytes % 4 != 0) {
        fprintf(stderr, "vkar_perf: --epilogue sizes are whole F32 elements (-b a multiple of 4)\n");
        exit(2);
    }
    if (opt.syncCost && !opt.ranksGiven)
        opt.ranks = 8;
    if (opt.syncCost && opt.ranks < 2) {
        fprintf(stderr, "vkar_perf: --sync-cost needs -g 2 or more\n");
        exit(2);
    }
    if (opt.processes && opt.processes > opt.ranks) {
        fprintf(stderr, "vkar_perf: --processes %u needs at least as many ranks (-g %u)\n", opt.processes,
                opt.ranks);
        exit(2);
    }
    if ((opt.processId != NULL) != (opt.processIndex != 0) || (opt.processId && !opt.processes) ||
        opt.processIndex >= (opt.processes ? opt.processes : 1)) {
        fprintf(stderr, "vkar_perf: --process-id and --process-index come together, with --processes\n");
        exit(2);
    }
    check_call_options(&opt);
    if (opt.duplex)
        opt.minBytes = opt.maxBytes;
    if (opt.minBytes > opt.maxBytes) {
        fprintf(stderr, "vkar_perf: -b %llu is larger than -e %llu\n", (unsigned long long)opt.minBytes,
                (unsigned long long)opt.maxBytes);
        exit(2);
    }
    return opt;
}

