#!/bin/sh
# Small all-reduce latency on every GPU of this machine (issue 10's figures):
# vkar_perf --latency (4 B to 64 KiB, F32 wire; stream, isolated beside the
# bare-submission floor, release stage) in PROCESSES separate processes with
# the default timeline release, and in 3 with the opt-in event release
# (VKAR_RELEASE_MODE_EVENT, outside the Vulkan specification: see
# vk_allreduce.h), in the same run; then a table of every process's stream
# p50. With one GPU the ranks are VkDevices time-slicing it (say so
# when reporting), or RANKS=1 gives issue 10's one-rank loopback. Needs a
# Vulkan loader and driver; build/vkar_perf built.
#
# usage: bench/latency.sh [BUILD_DIR] [OUTPUT_DIR]
#        (env PROCESSES, default 10; RANKS, default every GPU and at least 2)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
ranks=${RANKS:-$([ "${gpus:-0}" -ge 2 ] && echo "$gpus" || echo 2)}
out=${2:-$here/bench/results/$(date -u +%Y-%m-%d)-latency-${gpus}x}
processes=${PROCESSES:-10}
mkdir -p "$out"
{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "ranks: $ranks on $gpus GPU(s); processes: $processes (timeline) + 3 (event)"
    nvidia-smi -L || true
} >"$out/machine.txt" 2>&1

one() { # one NAME RELEASE: one process
    echo "## $1: vkar_perf --latency --driver gpu -g $ranks --release $2" | tee "$out/$1.txt"
    "$build/vkar_perf" --latency --driver gpu -g "$ranks" --release "$2" --csv "$out/$1.csv" 2>&1 |
        tee -a "$out/$1.txt"
}
i=1
while [ "$i" -le "$processes" ]; do
    one "timeline-$i" timeline
    i=$((i + 1))
done
for i in 1 2 3; do one "event-$i" event; done
cp "$out/timeline-1.csv" "$out/latency.csv"

# every process's stream p50 (us) per API and size
{
    echo "| process | api | $(awk -F, '$1 == "stream" && $2 == "submit" { printf "%s B | ", $3 }' "$out/timeline-1.csv")"
    for f in "$out"/timeline-*.csv "$out"/event-*.csv; do
        name=$(basename "$f" .csv)
        for api in submit submit-reuse record; do
            awk -F, -v name="$name" -v api="$api" 'BEGIN { printf "| %s | %s | ", name, api }
                $1 == "stream" && $2 == api { printf "%s | ", $5 } END { print "" }' "$f"
        done
    done
} >"$out/stream-p50.md"
cat "$out/stream-p50.md"
tar -czf "$out.tgz" -C "$(dirname "$out")" "$(basename "$out")"
echo "results in $out and $out.tgz"
