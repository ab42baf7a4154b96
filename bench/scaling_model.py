#!/usr/bin/env python3
"""How one vk_allreduce call's time and CPU grow with the GPUs (issue 25, item 4).

A model of one all-reduce call -- publish, detection, release, reduce -- and
of the CPU a round costs, as a function of N GPUs and the payload, for

  bridge   the host bridge on NVIDIA: a library thread polls every rank's
           `done` counter, then releases the ranks one after another with
           vkSignalSemaphore (vkar__bridge_release);
  sync_fd  SYNC_FD on Mesa drivers: each rank's publish is exported as a sync
           file, the N files are merged into one (N - 1 SYNC_IOC_MERGE), each
           rank imports one copy of it, and the kernel resolves the reduces'
           waits: no host thread on the release path.

Built from per-rank figures of one H200 (one VkDevice alone is a real GPU;
several on the one H200 time-slice it, so only per-rank GPU times and
host-side costs are taken from them), DESIGN.md section 4, and for SYNC_FD's
host calls the costs named at SYNC_FD_CALL_US. Every input below names where
it was measured, or says that it is assumed.

Small calls are modelled as a *stream* of chained calls (what a decode loop
pays, and what `vkar_perf --latency` calls "stream"): the calling thread runs
ahead of the GPUs, so a call's time is the critical path of one round through
the rank released last:

  T(N) = T1 + detection(N) + release(N) + [reduce(N) - reduce(1)]

  T1            the one-rank stream, measured whole on one H200 (publish,
                the bridge seeing it, one host signal, the reduce, and the
                queue's own gaps);
  detection(N)  the bridge reads N counters per poll instead of one;
  release(N)    the last rank's signal starts only when the N - 1 signals
                before it have returned: the first signal's duration plus
                N - 2 more (NVIDIA's vkSignalSemaphore on a timeline that a
                batch waits on does the wait-before-signal work inside the
                call, DESIGN.md 4);
  reduce(N)     the reduce reads N - 1 peer slots from host memory (two
                slots' loads in flight at a time, shaders/reduce.comp).

and the call cannot be quicker than the calling thread's CPU for it, N ranks
recorded and submitted one after another: T = max(chain, N x CPU per rank).
Large calls add the bytes at the per-rank link rates (publish W device to
host, reduce (N - 1) W host to device, or two-shot's two rounds), each GPU on
its own PCIe link (measured so for 2 x H200: 2026-12-01-duplex-2x).

  python3 bench/scaling_model.py            # every table and the 2-GPU check
  python3 bench/scaling_model.py --check    # only the check

Plain python3, no third-party modules.
"""
import sys

# ---------------------------------------------------------------------------
# Inputs: small calls, bridge (NVIDIA H200, driver 580.159.04, one GPU)
# ---------------------------------------------------------------------------

# One-rank stream p50, us per call, submit API / with reused commands, at 4 B
# and 64 KiB: median of four processes, library 770a8dc (0.6.0):
# bench/results/2026-12-02-scaling-model/raw/lat-g1.txt (27.4 / 27.8 at 4 B,
# 28.6 / 27.9 at 16 KiB) and 2026-12-02-h200-record-at-submit-floor
# latency-{1,2,3}.csv (28.08, 27.98, 28.17 / 27.91, 27.69, 27.88 at 4 B;
# 28.86, 28.47, 28.34 / 28.20, 28.13, 28.41 at 64 KiB).
T1_STREAM_US = {"submit": {4: 28.0, 65536: 28.5}, "reuse": {4: 27.85, 65536: 28.2}}

# One-rank isolated p50 (one call at a time, the host polling its signal),
# same four processes: 39.9, 40.69, 35.91, 39.73 (submit, 4 B); 33.0, 32.76,
# 31.36, 32.55 (reuse, 4 B); 41.83, 36.39, 39.46 / 33.32, 31.42, 32.20 (64 KiB).
T1_ISOLATED_US = {"submit": {4: 39.8, 65536: 39.5}, "reuse": {4: 32.65, 65536: 32.2}}

# One rank, record API: last publish end -> reduce start (the bridge seeing
# the publish, its host signal, the driver starting the waiting reduce):
# raw/lat-g1.txt 10.5-10.8, 2026-12-02-h200-record-at-submit-floor 10.24-10.75.
RELEASE_STAGE_1_US = 10.6

# GPU time of the library's publish of one element (barrier, dispatch,
# barrier, ready event): raw/per-rank.txt 7.28, 2026-12-02-h200-0.5.1-check 7.30.
PUBLISH_SMALL_US = 7.3

# "Reduce alone" of 4 bytes by rank count: rank 0's reduce, GPU timestamps,
# submitted once already released (vkar_perf --latency -g N, record rows,
# raw/lat-g{1,2,4,8}.txt; N VkDevices on the one H200 but this interval is one
# rank's work running alone). The growth is the peer slots' host-memory reads.
REDUCE_ALONE_US = {1: 8.65, 2: 9.5, 4: 11.3, 8: 13.6}

# The reduce's extra time per byte of peer slot read at small sizes, from the
# per-rank reduce of 256 KiB F32 (raw/per-rank.txt: 14.5 / 24.9 / 45.4 us at
# N = 2 / 4 / 8, one slot of 256 KiB per peer) less REDUCE_ALONE_US:
# (14.5 - 9.5) / 262144, (24.9 - 11.3) / 786432, (45.4 - 13.6) / 1835008 us/B.
SMALL_READ_US_PER_BYTE = {2: 5.0 / 262144, 4: 13.6 / 786432, 8: 31.8 / 1835008}

# vkGetSemaphoreCounterValue, one per rank per poll of the bridge:
# 0.04-0.07 us (2026-11-30-sync-probe-2x, sync_probe.txt).
COUNTER_READ_US = 0.05

# Duration of the bridge's vkSignalSemaphore, us, when a stream of calls is
# queued behind it (the regime of a decode loop and of --latency's stream):
# the call profile of vkar_perf --per-rank, one rank, batches of 16 chained
# 4 KiB calls, bridge "signal" per round: 16.57, 14.35, 17.49
# (2026-12-02-h200-0.5.1-check) and 18.22, 15.82, 18.22 (raw/per-rank.txt);
# median 17.0, range 14.4-18.2.
SIGNAL_STREAM_US = 17.0
SIGNAL_STREAM_RANGE_US = (14.4, 18.2)

# The same call when the waiting batch was queued just before and nothing
# else is (an isolated call): the host call took 3.3-7.3 us p50
# (2026-12-01-h200-release-probe, three processes) and 9.1 us
# (DESIGN.md 4, 2026-11-30).
SIGNAL_ISOLATED_US = 5.3
SIGNAL_ISOLATED_RANGE_US = (3.3, 9.1)

# Each further signal, to another GPU. On several GPUs it is not measured
# (DESIGN.md 4), so the model gives two cases:
#   high = SIGNAL_STREAM_US: each call kicks another GPU, and costs what a
#          lone signal costs;
#   low  = what one more VkDevice of the *same* H200 added in the call
#          profile: per round 29.36, 42.81, 47.66, 53.57, 52.66, 49.64 us at
#          4 ranks (same two runs), median 48.65, so (48.65 - 17.0) / 3 =
#          10.5 us. (DESIGN.md 4's probe, waiters queued just before: 8-11 /
#          41-60 us at N = 1 / 8, about 5.9 us per further VkDevice.)
SIGNAL_NEXT_US = {"high": SIGNAL_STREAM_US, "low": 10.5}

# Calling thread CPU per rank per call (CLOCK_THREAD_CPUTIME_ID), 4 KiB, by
# ranks: mean of 2026-12-02-h200-0.5.1-check (13.66 / 12.65 / 17.62 submit,
# 4.09 / 6.97 / 6.52 reuse) and raw/per-rank.txt (9.29 / 15.48 / 19.00,
# 4.12 / 7.08 / 7.95) at 1 / 2 / 4 ranks. Not measured at 8: taken as at 4.
CPU_PER_RANK_US = {"submit": {1: 11.5, 2: 14.1, 4: 18.3, 8: 18.3},
                   "reuse": {1: 4.1, 2: 7.0, 4: 7.2, 8: 7.2}}

# ---------------------------------------------------------------------------
# Inputs: large calls (per-rank link rates, one H200)
# ---------------------------------------------------------------------------

# Marginal rates between 16 and 64 MiB (so the fixed costs drop out),
# 2026-12-02-h200-0.5.1-check per-rank.txt, GB/s:
#   publish, wire bytes written: F32 (1289.2 - 324.0) us for 48 MiB = 52.15;
#     F16 (644.2 - 165.9) us for 24 MiB = 52.6;
#   reduce, peer-slot bytes read: F32 51.4 / 51.4 / 51.4 and F16 51.2 / 51.3 /
#     51.3 at N = 2 / 4 / 8 (e.g. F32 N = 2: (1316.0 - 336.8) us for 48 MiB).
D2H_GBPS = {"f32": 52.15, "f16": 52.6}
H2D_GBPS = 51.3

# ---------------------------------------------------------------------------
# Inputs: SYNC_FD (Mesa). No Mesa GPU here: the GPU-side figures are the
# H200's, standing in; the release is assumed; the host calls as below.
# ---------------------------------------------------------------------------

# Last publish done -> the reduces start, resolved by the kernel (the
# publish's fence signals from its interrupt, the merged sync file's callback
# wakes each rank's scheduler, which starts the reduce already submitted).
# ASSUMED equal to the H200's measured host release stage (RELEASE_STAGE_1_US:
# the GPU's completion seen, one signal, the waiting work started), range
# 5-30 us. Not measured on any Mesa GPU.
SYNC_FD_RELEASE_US = RELEASE_STAGE_1_US
SYNC_FD_RELEASE_RANGE_US = (5.0, 30.0)

# Host cost of each call of a SYNC_FD round, us of CPU (see sync_fd_calls()
# for how many of each). ASSUMED for a Mesa driver on a GPU (RADV, ANV):
# export = vkGetSemaphoreFdKHR (one DRM syncobj ioctl exporting a sync file),
# import = vkImportSemaphoreFdKHR temporary (syncobj ioctl), merge =
# SYNC_IOC_MERGE (a fence array and a new file), dup, close.
SYNC_FD_CALL_US = {"export": 3.0, "import": 3.0, "merge": 2.0, "dup": 0.3, "close": 0.5}
SYNC_FD_CALL_SOURCE = "assumed (no Mesa GPU here; see README)"

# ---------------------------------------------------------------------------
# Measured on 2 x H200 (the check): bench/results/2026-12-01-2x-0.2.0-check,
# commit ae00da7 (0.2.0), `vkar_perf --latency --driver gpu -g 2` (stream and
# isolated p50, F32) and the sweeps `-g 2 --wire f32|f16 -b 4 -e 256M -f 4`
# (submit API, one-shot, us per call).
# ---------------------------------------------------------------------------
MEASURED_2X = {
    ("stream", "submit", 4): 43.7, ("stream", "submit", 65536): 44.5,
    ("stream", "reuse", 4): 42.7, ("stream", "reuse", 65536): 44.0,
    ("isolated", "submit", 4): 55.9, ("isolated", "submit", 65536): 57.4,
    ("isolated", "reuse", 4): 46.9, ("isolated", "reuse", 65536): 48.0,
}
MEASURED_2X_LARGE = {  # (wire, bytes): us per call
    ("f32", 16 << 20): 693.9, ("f32", 64 << 20): 2687.7, ("f32", 256 << 20): 10785.1,
    ("f16", 16 << 20): 387.1, ("f16", 64 << 20): 1360.6, ("f16", 256 << 20): 5286.9,
}

RANKS = (2, 4, 8)
MIB = 1 << 20


# ---------------------------------------------------------------------------
# The model
# ---------------------------------------------------------------------------

def reduce_extra(n, nbytes):
    """The reduce's time beyond one rank's, us: the peer slots' reads."""
    if n == 1:
        return 0.0
    return REDUCE_ALONE_US[n] - REDUCE_ALONE_US[1] + (n - 1) * nbytes * SMALL_READ_US_PER_BYTE[n]


def base_size(nbytes):
    return 4 if nbytes <= 4 else 65536


def release_delay(n, first, nxt):
    """How much later than with one rank the last rank's signal starts."""
    return 0.0 if n == 1 else first + (n - 2) * nxt


def bridge_small(n, api, nbytes, mode="stream", nxt="high"):
    """A small call through the host bridge: stages and total, us."""
    size = base_size(nbytes)
    t1 = (T1_STREAM_US if mode == "stream" else T1_ISOLATED_US)[api][size]
    first = SIGNAL_STREAM_US if mode == "stream" else SIGNAL_ISOLATED_US
    after = first if nxt == "high" or mode != "stream" else SIGNAL_NEXT_US["low"]
    st = {
        "base": t1,
        "detection": (n - 1) * COUNTER_READ_US,
        "release": release_delay(n, first, after),
        "reduce": reduce_extra(n, nbytes),
        # isolated: the calling thread submits the ranks one after another,
        # so the last rank's publish starts N - 1 ranks' CPU later
        "submit": (n - 1) * CPU_PER_RANK_US[api][n] if mode == "isolated" else 0.0,
    }
    chain = sum(st.values())
    cpu = n * CPU_PER_RANK_US[api][n] if mode == "stream" else 0.0
    return max(chain, cpu), chain, cpu, st


def sync_fd_calls(n):
    """Calls of one SYNC_FD round at N ranks (vkar__exchange): N exports, a
    merge of N files (N - 1 merges) and N - 1 dups for N > 2 (at N = 2 each
    rank imports its peer's export), N imports, and the N exported fds
    closed (merged ones are consumed by the imports)."""
    if n == 1:
        return {"export": 0, "import": 0, "merge": 0, "dup": 0, "close": 0}
    merges = n - 1 if n > 2 else 0
    return {"export": n, "import": n, "merge": merges, "dup": merges,
            "close": n if n > 2 else 0}


def sync_fd_exchange_us(n):
    calls = sync_fd_calls(n)
    caller = sum(calls[k] * SYNC_FD_CALL_US[k] for k in ("import", "merge", "dup", "close"))
    exporter = calls["export"] * SYNC_FD_CALL_US["export"]
    return caller, exporter


def sync_fd_small(n, api, nbytes, release=None):
    """A small call through SYNC_FD (stream): the release is the kernel's,
    the same for every rank; no host signals one after another."""
    size = base_size(nbytes)
    rel = SYNC_FD_RELEASE_US if release is None else release
    st = {
        "base": T1_STREAM_US[api][size],
        "detection": 0.0,
        "release": rel - RELEASE_STAGE_1_US,
        "reduce": reduce_extra(n, nbytes),
        "submit": 0.0,
    }
    chain = sum(st.values())
    caller, exporter = sync_fd_exchange_us(n)
    cpu = max(n * CPU_PER_RANK_US[api][n] + caller, exporter)
    return max(chain, cpu), chain, cpu, st


def cpu_per_round(n, api, sync):
    """CPU us of one round, spin-polling left out: calling thread, library
    thread (bridge or exporter), total."""
    calling = n * CPU_PER_RANK_US[api][n]
    if sync == "bridge":
        lib = n * SIGNAL_STREAM_US + n * COUNTER_READ_US
    else:
        caller, exporter = sync_fd_exchange_us(n)
        calling += caller
        lib = exporter
    return calling, lib, calling + lib


def large_time(n, nbytes, wire, algorithm, sync="bridge", api="submit", nxt="high"):
    """us per call of a large stream call: the small call's chain for each
    round (its fixed publish and reduce included), plus the bytes."""
    s = float(nbytes)
    w = s if wire == "f32" else s / 2
    if sync == "bridge":
        small = bridge_small(n, api, 4, "stream", nxt)[1]
    else:
        small = sync_fd_small(n, api, 4)[1]
    us = lambda b, gbps: b / (gbps * 1e3)
    if algorithm == "one":
        return small + us(w, D2H_GBPS[wire]) + us((n - 1) * w, H2D_GBPS)
    # two-shot: scatter (publish W, read the N - 1 peers' parts of the rank's
    # share), gather (publish the share's F32 sum, read the other N - 1
    # shares), each round released like a small call
    return (2 * small + us(w, D2H_GBPS[wire]) + us((n - 1) * w / n, H2D_GBPS)
            + us(s / n, D2H_GBPS["f32"]) + us((n - 1) * s / n, H2D_GBPS))


def busbw(n, nbytes, t_us):
    return nbytes / (t_us * 1e3) * 2 * (n - 1) / n


def auto_algorithm(n, nbytes, wire):
    """vkarResolveAlgorithm's thresholds (bench/results/2026-12-01-two-shot-model):
    two-shot from 6.75 / 1.8 / 0.44 MB (F32, 3 / 4 / 8 ranks), 18 / 1.1 MB
    (F16, 4 / 8 ranks), never at 2."""
    edge = {("f32", 4): 1.8e6, ("f32", 8): 0.44e6, ("f16", 4): 18e6, ("f16", 8): 1.1e6}.get((wire, n))
    return "two" if edge is not None and nbytes >= edge else "one"


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------

def fmt_range(lo, hi):
    return f"{lo:.0f}" if abs(hi - lo) < 0.5 else f"{lo:.0f}–{hi:.0f}"


def small_table():
    print("## Small calls: stream p50 per call, us (4 B and 64 KiB, F32)\n")
    print("Bridge: the first figure takes each further host signal at a lone signal's cost "
          f"({SIGNAL_STREAM_US:.1f} us), the second (in brackets) at what one more VkDevice of one H200 "
          f"added ({SIGNAL_NEXT_US['low']:.1f} us). SYNC_FD: release assumed {SYNC_FD_RELEASE_US:.1f} us "
          f"({SYNC_FD_RELEASE_RANGE_US[0]:.0f}–{SYNC_FD_RELEASE_RANGE_US[1]:.0f} us gives the range).\n")
    print("| N | size | bridge, submit | bridge, reused commands | SYNC_FD, submit | SYNC_FD, reused commands |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for nbytes in (4, 65536):
        print(f"| 1 | {nbytes} B | {T1_STREAM_US['submit'][nbytes]:.1f} (measured) "
              f"| {T1_STREAM_US['reuse'][nbytes]:.1f} (measured) | = bridge | = bridge |")
    for n in RANKS:
        for nbytes in (4, 65536):
            cells = []
            for api in ("submit", "reuse"):
                hi = bridge_small(n, api, nbytes, "stream", "high")[0]
                lo = bridge_small(n, api, nbytes, "stream", "low")[0]
                cells.append(f"{hi:.1f} ({lo:.1f})")
            for api in ("submit", "reuse"):
                mid = sync_fd_small(n, api, nbytes)[0]
                lo = sync_fd_small(n, api, nbytes, SYNC_FD_RELEASE_RANGE_US[0])[0]
                hi = sync_fd_small(n, api, nbytes, SYNC_FD_RELEASE_RANGE_US[1])[0]
                cells.append(f"{mid:.1f} ({lo:.0f}–{hi:.0f})")
            print(f"| {n} | {nbytes} B | " + " | ".join(cells) + " |")
    print()
    print("Where a 4 B call's time goes, submit API, us (chain = the one-rank call + what N adds; "
          "cpu = the calling thread's N ranks; the call takes the larger):\n")
    print("| N | sync | one-rank call | + detection | + release | + reduce | chain | calling thread | call |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for n in RANKS:
        t, chain, cpu, st = bridge_small(n, "submit", 4, "stream", "high")
        print(f"| {n} | bridge | {st['base']:.1f} | {st['detection']:.2f} | {st['release']:.1f} | "
              f"{st['reduce']:.1f} | {chain:.1f} | {cpu:.1f} | {t:.1f} |")
        t, chain, cpu, st = sync_fd_small(n, "submit", 4)
        print(f"| {n} | SYNC_FD | {st['base']:.1f} | {st['detection']:.2f} | {st['release']:+.1f} | "
              f"{st['reduce']:.1f} | {chain:.1f} | {cpu:.1f} | {t:.1f} |")
    print()


def cpu_table():
    print("## CPU per round, 4 KiB, us (spin-polling left out)\n")
    print("Calling thread: N x CPU per rank (one H200, CLOCK_THREAD_CPUTIME_ID; 8 ranks taken as 4), "
          "plus SYNC_FD's merges, dups, imports and closes. Library thread: the bridge's N host signals "
          f"({SIGNAL_STREAM_US:.1f} us each) and counter reads, or the exporter's N exports. "
          f"SYNC_FD call costs: {SYNC_FD_CALL_SOURCE}: "
          + ", ".join(f"{k} {v:g}" for k, v in SYNC_FD_CALL_US.items()) + " us.\n")
    print("| N | api | sync | calls per round (export / import / merge / dup) | calling thread | library thread "
          "| total | per rank | per rank / at 2 |")
    print("| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for api in ("submit", "reuse"):
        for sync in ("bridge", "sync_fd"):
            at2 = cpu_per_round(2, api, sync)[2] / 2
            for n in RANKS:
                calling, lib, total = cpu_per_round(n, api, sync)
                c = sync_fd_calls(n)
                calls = (f"{c['export']} / {c['import']} / {c['merge']} / {c['dup']}" if sync == "sync_fd"
                         else f"{n} vkSignalSemaphore")
                print(f"| {n} | {api} | {sync} | {calls} | {calling:.1f} | {lib:.1f} | {total:.1f} | "
                      f"{total / n:.1f} | {total / n / at2:.2f} |")
    print()
    print("Both library threads also poll while calls stream (the bridge for publishes, the exporter for "
          "the next round, spinMicroseconds = 200 us after each): each keeps one core busy during a "
          "stream, whatever N.\n")


def large_table():
    print("## Large calls: bus bandwidth, GB/s (submit API, stream)\n")
    print("Bridge with each further signal at a lone signal's cost; SYNC_FD differs only by the "
          "release (tens of us per round), shown for AUTO's pick. AUTO: vkarResolveAlgorithm's pick. "
          "Host DRAM is not a cap in the model: the last column is the host-memory read rate "
          "the prediction needs, all GPUs together.\n")
    print("| N | size | wire | one-shot us | one-shot busbw | two-shot us | two-shot busbw | AUTO "
          "| SYNC_FD busbw (AUTO) | host reads GB/s (AUTO) |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |")
    for n in RANKS:
        for size in (16 * MIB, 64 * MIB, 256 * MIB):
            for wire in ("f32", "f16"):
                one = large_time(n, size, wire, "one")
                two = large_time(n, size, wire, "two")
                pick = auto_algorithm(n, size, wire)
                sfd = large_time(n, size, wire, pick, "sync_fd")
                w = size if wire == "f32" else size / 2
                reads = n * (n - 1) * w if pick == "one" else (n - 1) * (w + size)
                t = one if pick == "one" else two
                print(f"| {n} | {size // MIB} MiB | {wire.upper()} | {one:.0f} | {busbw(n, size, one):.1f} | "
                      f"{two:.0f} | {busbw(n, size, two):.1f} | {pick} | {busbw(n, size, sfd):.1f} | "
                      f"{reads / (t * 1e3):.0f} |")
    print()


def check_table():
    print("## The check: 2 GPUs, model against 2 x H200 (2026-12-01-2x-0.2.0-check)\n")
    print("| what | api | size | model us | measured us | model / measured |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    worst = 0.0
    for (mode, api, nbytes), measured in MEASURED_2X.items():
        t = bridge_small(2, api, nbytes, mode)[0]
        r = t / measured
        worst = max(worst, abs(r - 1))
        print(f"| {mode} | {api} | {nbytes} B | {t:.1f} | {measured:.1f} | {r:.2f} |")
    for (wire, nbytes), measured in MEASURED_2X_LARGE.items():
        t = large_time(2, nbytes, wire, "one")
        r = t / measured
        worst = max(worst, abs(r - 1))
        print(f"| sweep, {wire.upper()} wire | submit | {nbytes // MIB} MiB | {t:.0f} | {measured:.0f} | {r:.2f} |")
    print()
    print(f"Largest deviation: {worst * 100:.0f}% (target: within 10%).\n")
    print("Sensitivity of the 2-GPU small call to the one input that decides it, the first host "
          "signal's duration (stream, submit, 4 B; measured 43.7 us):\n")
    print("| first signal, us | source | model us | model / measured |")
    print("| ---: | --- | ---: | ---: |")
    saved = globals()["SIGNAL_STREAM_US"]
    for value, source in ((SIGNAL_STREAM_RANGE_US[0], "call profile, lowest of 6"),
                          (saved, "call profile, median of 6 (the model)"),
                          (SIGNAL_STREAM_RANGE_US[1], "call profile, highest of 6"),
                          (9.1, "DESIGN.md 4, one signal in a probe"),
                          (SIGNAL_ISOLATED_US, "release probe, waiter queued just before")):
        globals()["SIGNAL_STREAM_US"] = value
        t = bridge_small(2, "submit", 4, "stream")[0]
        print(f"| {value:.1f} | {source} | {t:.1f} | {t / MEASURED_2X[('stream', 'submit', 4)]:.2f} |")
    globals()["SIGNAL_STREAM_US"] = saved
    print()


def main():
    if "--check" not in sys.argv[1:]:
        small_table()
        cpu_table()
        large_table()
    check_table()


if __name__ == "__main__":
    main()
