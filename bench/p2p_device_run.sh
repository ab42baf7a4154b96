#!/bin/bash
# Issues 42's and 43's one-GPU runs (repo root on the device machine):
#   G=.gl3 RESULT=$OUT bash bench/p2p_device_run.sh [SECTION...]
# G holds what was built here and carried (carry: [".gl3"]): the loader's
# .deb files, vkar_perf, llama-bench with lib/ (the patched build-vkar),
# model_fill and the model's header and manifest
# (integrations/ggml/model_skeleton.py), so that a 4.5 GB model is
# written there rather than carried
# SECTIONs (default: sweeps latency model copy per_rank; wires, epilogue
# and hot on request)
# run in the order given, each step bounded by timeout; the outputs are
# written to /tmp/o and packed into RESULT/all.tgz after every step, since
# the device tool brings back only a few files.
set -u
G=$(cd "${G:-.gl3}" && pwd)
W=/tmp/o
RESULT=${RESULT:-/tmp/result}
mkdir -p "$W" "$RESULT"
export VK_DRIVER_FILES=${ICD:-/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json}
DRIVER=${DRIVER:-gpu}
MODEL=${MODEL:-llama3-8b}
REPS=${REPS:-4}
P=$G/vkar_perf
{
    date -u '+%Y-%m-%d %H:%M:%S UTC'
    nvidia-smi -L 2>/dev/null; nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null
    echo "cpus: $(nproc)"
} >>"$W/machine.txt" 2>&1
pack() { tar czf /tmp/all.tgz -C "$W" . && cp /tmp/all.tgz "$RESULT/all.tgz"; }
step() { # step NAME SECONDS COMMAND...
    n=$1 t=$2
    shift 2
    s=$(date +%s.%N)
    timeout "$t" "$@" >"$W/$n.txt" 2>&1
    echo "$n: exit $? after $(awk -v s="$s" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }') s: $*" >>"$W/steps.txt"
    pack
}
sweeps() {
    for c in sendrecv allreduce alltoall; do
        step sweep-$c 40 "$P" --driver "$DRIVER" -g 2 -c $c -b 8 -e 256M -f 4 --csv "$W/sweep-$c.csv"
    done
}
latency() {
    step latency-sendrecv 60 "$P" --driver "$DRIVER" --latency -g 2 -c sendrecv -b 4 -e 64K -f 16 --csv "$W/latency-sendrecv.csv"
}
model() {
    [ -f /tmp/$MODEL.gguf ] || step model 60 "$G/model_fill" "$G/$MODEL.hdr" "$G/$MODEL.man" /tmp/$MODEL.gguf
}
# one RUN TEST REPS ENV...: llama-bench -sm layer on two VkDevices of GPU 0; the child's CPU through `times`
one() {
    c=$1 test=$2 reps=$3
    shift 3
    case $test in pp512) a="-p 512 -n 0" ;; tg128) a="-p 0 -n 128" ;; esac
    f="$W/copy-$c-$test-r$reps"
    (
        timeout 60 env LD_LIBRARY_PATH="$G/lib" GGML_VK_VISIBLE_DEVICES=0,0 GGML_VK_ALLREDUCE_STATS=1 "$@" \
            "$G/llama-bench" -m /tmp/$MODEL.gguf -sm layer $a -r "$reps" -fa 1 -ngl 99 -o md >"$f.txt" 2>"$f.err"
        echo "exit $?" >>"$f.err"
        times
    ) | tail -1 >"$f.times"
    echo "$c $test $reps $(cat "$f.times") $(tail -1 "$f.err")" >>"$W/copy-rusage.txt"
    pack
}
copy() {
    for test in pp512 tg128; do
        for reps in 1 $((1 + REPS)); do
            one stock $test $reps GGML_VK_DISABLE_ALLREDUCE_COPY=1
            one vkar $test $reps
        done
    done
}
# Issue 43: the 8-bit wire's sweep beside F16's and F32's, the same run
wires() {
    for w in f32 f16 q8; do
        step sweep-wire-$w 40 "$P" --driver "$DRIVER" -g 2 --wire $w -b 4K -e 256M -f 4 --csv "$W/sweep-wire-$w.csv"
    done
}
per_rank() {
    step per-rank 100 "$P" --driver "$DRIVER" --per-rank --quick --csv "$W/per-rank.csv"
}
# Issue 43: the fused epilogue against the all-reduce and separate add and
# RMS-norm dispatches, 4 KiB to 1 MiB
epilogue() {
    step epilogue 90 "$P" --driver "$DRIVER" --epilogue -g 2 -b 4K -e 1M -f 4 --csv "$W/epilogue.csv"
}
# Issues 41 and 43: the hot path against earlier builds in the same run:
# G/vkar_perf_BASE for each BASE in $BASES (default: 0.7.1 pre43, built
# here from f7e725c and 9df7e78), beside G/vkar_perf; --latency -c all at
# 4 B, 64 B, 1 KiB and 16 KiB (about 75 s each on a GPU) and --per-rank
# --quick, interleaved
hot() {
    for round in 1 2; do
        for v in ${BASES:-0.7.1 pre43} head; do
            b=$G/vkar_perf_$v
            [ "$v" = head ] && b=$P
            step hot-per-rank-$v-$round 70 "$b" --driver "$DRIVER" --per-rank --quick
            step hot-latency-$v-$round 100 "$b" --driver "$DRIVER" --latency -c all -b 4 -e 64K -f 16
        done
    done
}
for s in ${@:-sweeps latency model copy per_rank}; do
    $s
done
echo done >>"$W/steps.txt"
pack
