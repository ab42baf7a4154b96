#!/usr/bin/env python3
"""Where the calling thread's CPU goes in each row of vkar_perf --sync-cost.

    perf record -k CLOCK_MONOTONIC -F 4999 -g -o perf.data -- <vkar_perf --sync-cost ...> > out.txt
    perf script -i perf.data [--symfs ROOT] -F comm,tid,time,ip,sym,dso > script.txt
    python3 perf_by_window.py out.txt script.txt

Each row of the second table of out.txt ends with its timed window on
CLOCK_MONOTONIC (perf's clock with -k CLOCK_MONOTONIC). For each window it
prints the CPU seconds sampled per thread (the calling thread = the lowest
tid; lavapipe's threads carry the process's name, the library's are named
vkar-bridge / vkar-exporter) and how the calling thread's samples split by
the system call on their kernel stack, or else by the DSO of their first
frame."""
import collections
import re
import sys

RATE = 4999.0
out, script = sys.argv[1], sys.argv[2]
windows = []
for line in open(out):
    f = line.split()
    if len(f) == 10 and f[0] in ("sync_fd", "bridge"):
        windows.append((f[0], int(f[1]), float(f[8]), float(f[9])))
samples, cur = [], None
header = re.compile(r"^(\S.*?)\s+(\d+)\s+([\d.]+):\s*$")
for line in open(script):
    m = header.match(line.rstrip("\n"))
    if m:
        cur = [m.group(1), int(m.group(2)), float(m.group(3)), []]
        samples.append(cur)
    elif line.strip() and cur is not None:
        cur[3].append(line.strip())
caller = min(t for _, t, _, _ in samples)


def kind(stack):
    calls = [x for x in stack if "__x64_sys_" in x]
    if calls:
        return "sys " + re.search(r"__x64_sys_(\w+)", calls[0]).group(1)
    if stack and "kernel.kallsyms" in stack[0]:
        return "kernel, other"
    if stack:
        d = re.search(r"\(([^()]*)\)\s*$", stack[0])
        return "user " + (d.group(1).split("/")[-1] if d else "?")
    return "?"


for mode, n, start, end in windows:
    threads, split = collections.Counter(), collections.Counter()
    for comm, tid, t, stack in samples:
        if start <= t <= end:
            threads["caller" if tid == caller else comm] += 1
            if tid == caller:
                split[kind(stack)] += 1
    total = sum(split.values()) or 1
    print(f"{mode} N={n}: {end - start:.2f} s; CPU s by thread: " +
          ", ".join(f"{k} {v / RATE:.2f}" for k, v in threads.most_common()))
    print("   caller: " + ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in split.most_common(9)))
