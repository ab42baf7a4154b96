#!/bin/sh
# Tokens per second of llama.cpp's tensor-parallel decode on every GPU of
# this machine, through ggml-vulkan, in one run per model:
#   a  one GPU                      (GGML_VK_VISIBLE_DEVICES=0)
#   b  -sm layer                    (layer split, no all-reduce)
#   c  -sm tensor, ggml's generic all-reduce (GGML_VK_DISABLE_ALLREDUCE=1)
#   d  -sm tensor, vk_allreduce submit API   (GGML_VK_ALLREDUCE=submit)
#   e  -sm tensor, vk_allreduce folded       (GGML_VK_ALLREDUCE=folded)
#   f  -sm tensor, the seed's communicator   (only with VKAR_SEED_BENCH, a
#      llama-bench built from the seed's port; see README.md)
# each `llama-bench -fa 1 -p 512 -n 128 -r 5 -ngl 99` on random-weight Q4_0
# models of the Llama-3-8B shape and of a 70B-class shape (Llama-3-70B's
# layer, VKAR_70B_LAYERS layers, default 80), written by make_random_llama.py.
# The all-reduces each run served are counted (GGML_VK_ALLREDUCE_STATS), and
# bench/vkar_perf measures the small all-reduce's latency in the same run,
# so that count x latency says what each token spends in all-reduces.
#
#   integrations/ggml/bench.sh LLAMA_DIR [OUTPUT_DIR]
#
# LLAMA_DIR is a llama.cpp tree of the base commit; it is patched and built
# (apply.sh) unless LLAMA_DIR/build-vkar/bin/llama-bench exists. Needs a
# Vulkan loader and driver, python3 with numpy, and a random-weight GGUF
# writer, which this repository does not hold: VKAR_MAKE_MODEL (default
# ../shared/tools/make_random_llama.py beside the repository; its arguments:
# GGUF_PY_DIR OUT.gguf [--embd N --layers N ...]), unless the models are
# already in VKAR_MODELS (default /tmp/vkar-models): llama3-8b-q4_0.gguf and
# llama3-70b-shape-80l-q4_0.gguf.
# VKAR_BENCH_ARGS replaces "-p 512 -n 128 -r 5"; VKAR_BENCH_MODELS (default
# "8b 70b") and VKAR_BENCH_CASES (default "a b c d e f") pick what runs;
# VKAR_PERF=0 skips vkar_perf. VKAR_GPUS: how many GPUs (the first ones
# ggml-vulkan lists) to use; default: as many as nvidia-smi counts.
#
# VKAR_BENCH_MODE=copy measures the layer-split copy between devices instead
# (README.md, "Layer split"), on one GPU: `llama-bench -sm layer -fa 1
# -ngl 99` with two VkDevices of the first GPU (VKAR_COPY_DEVICES, default
# GGML_VK_VISIBLE_DEVICES=0,0), stock (GGML_VK_DISABLE_ALLREDUCE_COPY=1: the
# scheduler waits and copies through host memory) against the hook
# (vkarSendRecv), runs alternating, on the models of VKAR_BENCH_MODELS
# (default 8b; "tiny" is a small shape for a dry run on lavapipe). Each of
# pp512 (-p 512 -n 0) and tg128 (-p 0 -n 128) runs twice per case, with -r 1
# and with -r 1+VKAR_COPY_REPS (default 5), each under getrusage
# (RUSAGE_CHILDREN, through python3): the difference of their CPU times
# (user + system), over the tokens the extra repetitions processed, is the
# CPU time per token without loading, shader compiling or warm-up. Writes
# one raw file per run and copy-summary.md (t/s of the longer run, CPU
# ms per token, copies served per token).
set -eu
if [ $# -lt 1 ]; then
    echo "usage: $0 LLAMA_DIR [OUTPUT_DIR]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
llama=$(cd "$1" && pwd)
mode=${VKAR_BENCH_MODE:-gpus}
if [ "$mode" = copy ]; then
    gpus=${VKAR_GPUS:-1}
else
    gpus=${VKAR_GPUS:-$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)}
fi
case $gpus in
'' | 0 | *[!0-9]*)
    echo "how many GPUs? nvidia-smi counts none here: set VKAR_GPUS" >&2
    exit 2
    ;;
esac
out=${2:-$here/results/$(date -u +%Y-%m-%d)-$([ "$mode" = copy ] && echo copy || echo "${gpus}x")}
models=${VKAR_MODELS:-/tmp/vkar-models}
make_model=${VKAR_MAKE_MODEL:-$repo/../shared/tools/make_random_llama.py}
python=${PYTHON:-python3}
bench_args=${VKAR_BENCH_ARGS:--p 512 -n 128 -r 5}
bin=$llama/build-vkar/bin
mkdir -p "$out" "$models"

[ -x "$bin/llama-bench" ] || "$here/apply.sh" "$llama" "$llama/build-vkar"

model() { # model NAME make_random_llama.py-ARGS...: writes it once
    name=$1
    shift
    if [ ! -f "$models/$name.gguf" ]; then
        if [ ! -f "$make_model" ]; then
            echo "no $models/$name.gguf, and no model writer at $make_model: set VKAR_MAKE_MODEL, or put the model there" >&2
            exit 1
        fi
        "$python" "$make_model" "$llama/gguf-py" "$models/$name.gguf" "$@" >&2
    fi
    echo "$models/$name.gguf"
}

{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "base: $(cat "$here/BASE")"
    echo "llama-bench: $bench_args -fa 1 -ngl 99"
    nvidia-smi -L || true
    nvidia-smi --query-gpu=driver_version --format=csv,noheader || true
} >"$out/machine.txt" 2>&1

# case NAME MODEL ENV... -- LLAMA-BENCH-ARGS...: one llama-bench run
case_run() {
    name=$1 model_file=$2
    shift 2
    envs=
    while [ "$1" != -- ]; do
        envs="$envs $1"
        shift
    done
    shift
    echo "## $name: env$envs llama-bench -m $(basename "$model_file") $* $bench_args -fa 1 -ngl 99" | tee "$out/$name.txt"
    # shellcheck disable=SC2086
    env GGML_VK_ALLREDUCE_STATS=1 $envs "${BENCH:-$bin/llama-bench}" -m "$model_file" "$@" $bench_args -fa 1 -ngl 99 \
        -o md 2>"$out/$name.err" | tee -a "$out/$name.txt"
    grep 'vk_allreduce' "$out/$name.err" | tail -n 3 | tee -a "$out/$name.txt" || true
}

all_gpus=$(seq -s, 0 $((gpus - 1)))
bench_model() { # bench_model TAG MODEL: the cases of VKAR_BENCH_CASES (default a b c d e f)
    tag=$1 m=$2
    [ -f "$m" ] || exit 1 # model said why
    for c in ${VKAR_BENCH_CASES:-a b c d e f}; do
        case $c in
        a) case_run "$tag-a-one-gpu" "$m" GGML_VK_VISIBLE_DEVICES=0 -- -sm layer ;;
        b) case_run "$tag-b-layer" "$m" GGML_VK_VISIBLE_DEVICES="$all_gpus" -- -sm layer ;;
        c) case_run "$tag-c-tensor-generic" "$m" GGML_VK_VISIBLE_DEVICES="$all_gpus" GGML_VK_DISABLE_ALLREDUCE=1 -- -sm tensor ;;
        d) case_run "$tag-d-tensor-vkar-submit" "$m" GGML_VK_VISIBLE_DEVICES="$all_gpus" GGML_VK_ALLREDUCE=submit -- -sm tensor ;;
        e) case_run "$tag-e-tensor-vkar-folded" "$m" GGML_VK_VISIBLE_DEVICES="$all_gpus" GGML_VK_ALLREDUCE=folded -- -sm tensor ;;
        f) [ -z "${VKAR_SEED_BENCH:-}" ] ||
            BENCH=$VKAR_SEED_BENCH case_run "$tag-f-tensor-seed" "$m" GGML_VK_VISIBLE_DEVICES="$all_gpus" -- -sm tensor ;;
        esac
    done
}

# copy_case CASE TEST MODEL REPS ENV...: one llama-bench run under getrusage;
# prints "user system exit"
copy_case() {
    cname=$1 test=$2 model_file=$3 reps=$4
    shift 4
    case $test in
    pp512) targs="-p 512 -n 0" ;;
    tg128) targs="-p 0 -n 128" ;;
    esac
    f="$out/copy-$(basename "$model_file" .gguf)-$cname-$test-r$reps"
    # shellcheck disable=SC2086
    "$python" -c 'import resource, subprocess, sys
rc = subprocess.call(sys.argv[3:], stdout=open(sys.argv[1], "w"), stderr=open(sys.argv[2], "w"))
u = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.3f %.3f %d" % (u.ru_utime, u.ru_stime, rc))' "$f.txt" "$f.err" \
        env GGML_VK_VISIBLE_DEVICES="${VKAR_COPY_DEVICES:-0,0}" GGML_VK_ALLREDUCE_STATS=1 "$@" \
        "${BENCH:-$bin/llama-bench}" -m "$model_file" -sm layer $targs -r "$reps" -fa 1 -ngl 99 -o md
}

# copy_bench MODEL: stock against the hook, alternating; appends to copy-summary.md
copy_bench() {
    m=$1
    [ -f "$m" ] || exit 1 # model said why
    lo=1 hi=$((1 + ${VKAR_COPY_REPS:-5}))
    for test in pp512 tg128; do
        tokens=$([ "$test" = pp512 ] && echo 512 || echo 128)
        for reps in $lo $hi; do
            for cname in stock vkar; do
                if [ "$cname" = stock ]; then
                    r=$(copy_case "$cname" "$test" "$m" "$reps" GGML_VK_DISABLE_ALLREDUCE_COPY=1)
                else
                    r=$(copy_case "$cname" "$test" "$m" "$reps")
                fi
                echo "$cname $test $reps $r" >>"$out/copy-rusage.txt"
                echo "$(basename "$m") $cname $test -r $reps: user, system, exit: $r"
            done
        done
        for cname in stock vkar; do
            f="$out/copy-$(basename "$m" .gguf)-$cname-$test-r$hi"
            tps=$(sed -n "s/.*| *$test *| *\([0-9.]* ± [0-9.]*\) *|$/\1/p" "$f.txt")
            served=$(sed -n 's/.*: \([0-9]*\) copies served.*/\1/p' "$f.err" | awk '{ s += $1 } END { print s + 0 }')
            served_lo=$(sed -n 's/.*: \([0-9]*\) copies served.*/\1/p' "$out/copy-$(basename "$m" .gguf)-$cname-$test-r$lo.err" |
                awk '{ s += $1 } END { print s + 0 }')
            awk -v name="$(basename "$m")" -v c="$cname" -v t="$test" -v tps="$tps" -v n="$tokens" -v lo="$lo" -v hi="$hi" \
                -v served="$served" -v served_lo="$served_lo" '
                $1 == c && $2 == t && $3 == lo { cpu_lo = $4 + $5; rc_lo = $6 }
                $1 == c && $2 == t && $3 == hi { cpu_hi = $4 + $5; rc_hi = $6 }
                END {
                    tok = (hi - lo) * n
                    printf "| %s | %s | %s | %s | %.3f | %.1f | %.3f | %s |\n", name, c, t, tps, cpu_hi, 1000 * (cpu_hi - cpu_lo) / tok,
                           (served - served_lo) / tok, (rc_lo == 0 && rc_hi == 0) ? "ok" : "exit " rc_lo "/" rc_hi
                }' "$out/copy-rusage.txt" >>"$out/copy-summary.md"
        done
    done
}

if [ "$mode" = copy ]; then
    : >"$out/copy-rusage.txt"
    {
        echo "llama-bench -sm layer -fa 1 -ngl 99, GGML_VK_VISIBLE_DEVICES=${VKAR_COPY_DEVICES:-0,0}; CPU per token: (CPU of -r $((1 + ${VKAR_COPY_REPS:-5})) - CPU of -r 1) / tokens of the extra repetitions"
        echo
        echo "| model | case | test | t/s (-r $((1 + ${VKAR_COPY_REPS:-5}))) | CPU s, whole run | CPU ms per token | copies served per token | status |"
        echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
    } >"$out/copy-summary.md"
    for which in ${VKAR_BENCH_MODELS:-8b}; do
        case $which in
        8b) copy_bench "$(model llama3-8b-q4_0)" ;;
        70b) copy_bench "$(model "llama3-70b-shape-${VKAR_70B_LAYERS:-80}l-q4_0" --embd 8192 --layers "${VKAR_70B_LAYERS:-80}" \
            --ff 28672 --heads 64 --kv 8)" ;;
        tiny) copy_bench "$(model llama-tiny-q4_0 --embd 256 --layers 4 --ff 768 --heads 4 --kv 2 --vocab 2048 --ctx 2048)" ;;
        esac
    done
    cat "$out/copy-summary.md"
    echo "results in $out"
    exit 0
fi

if [ -x "$repo/build/vkar_perf" ] && [ "${VKAR_PERF:-1}" = 1 ]; then
    echo "## vkar_perf: small all-reduces, $gpus GPUs" | tee "$out/vkar_perf.txt"
    "$repo/build/vkar_perf" --driver gpu -g "$gpus" -b 4 -e 64K -f 4 -n 200 -w 20 2>&1 | tee -a "$out/vkar_perf.txt" || true
fi
for which in ${VKAR_BENCH_MODELS:-8b 70b}; do
    case $which in
    8b) bench_model 8b "$(model llama3-8b-q4_0)" ;;
    70b) bench_model 70b "$(model "llama3-70b-shape-${VKAR_70B_LAYERS:-80}l-q4_0" --embd 8192 --layers "${VKAR_70B_LAYERS:-80}" \
        --ff 28672 --heads 64 --kv 8)" ;;
    esac
done
echo "results in $out"
