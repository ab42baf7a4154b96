#!/bin/sh
# The all-reduce sweep on every GPU of this machine, in one run: vk_allreduce
# (bench/vkar_perf: submit API, with and without reused command buffers, and
# record API; one-shot and two-shot forced with the F32 wire, checked against
# bench/two_shot_model.py) and the PCIe copy limits it works within (--duplex), beside
# NCCL's all-reduce through
# PyTorch (one process per GPU), with NCCL's default transports and with
# NCCL_P2P_DISABLE=1 (its host-memory transport: the physical path
# vk_allreduce takes), each as eager calls and as a CUDA graph. Needs a
# Vulkan loader and driver, nvidia-smi, and python3 with torch;
# build/vkar_perf built (make bench builds it).
#
# usage: bench/multi_gpu.sh [BUILD_DIR] [OUTPUT_DIR]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
gpus=$(nvidia-smi -L | grep -c '^GPU')
out=${2:-$here/bench/results/$(date -u +%Y-%m-%d)-multi-gpu-${gpus}x}
sweep=${VKAR_SWEEP:--b 4 -e 256M -f 4 -n 20 -w 5}
mkdir -p "$out"
export NCCL_NVLS_ENABLE=0 # NVLink multicast stays off on shared hosts

{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "sweep: $sweep"
    nvidia-smi -L
    nvidia-smi topo -m || true
} >"$out/machine.txt" 2>&1

run() { # run NAME COMMAND...: keep the output, show it
    name=$1
    shift
    echo "## $name: $*" | tee "$out/$name.txt"
    "$@" 2>&1 | tee -a "$out/$name.txt"
}

run duplex "$build/vkar_perf" --duplex --driver gpu -g "$gpus"
run vkar_submit "$build/vkar_perf" --driver gpu -g "$gpus" $sweep --api submit --csv "$out/vkar_submit.csv"
run vkar_reuse "$build/vkar_perf" --driver gpu -g "$gpus" $sweep --api submit --reuse --csv "$out/vkar_reuse.csv"
run vkar_record "$build/vkar_perf" --driver gpu -g "$gpus" $sweep --api record --csv "$out/vkar_record.csv"
for a in one two; do
    run "vkar_f32_$a" "$build/vkar_perf" --driver gpu -g "$gpus" $sweep --wire f32 --algorithm $a \
        --csv "$out/vkar_f32_$a.csv"
done
run two_shot_model python3 "$here/bench/two_shot_model.py" --check "$out/vkar_f32_one.csv" "$out/vkar_f32_two.csv"
run nccl_default python3 "$here/bench/nccl_allreduce.py" -g "$gpus" $sweep
run nccl_default_graph python3 "$here/bench/nccl_allreduce.py" -g "$gpus" $sweep --graph
run nccl_p2p_disabled env NCCL_P2P_DISABLE=1 python3 "$here/bench/nccl_allreduce.py" -g "$gpus" $sweep
run nccl_p2p_disabled_graph env NCCL_P2P_DISABLE=1 python3 "$here/bench/nccl_allreduce.py" -g "$gpus" $sweep --graph
echo "results in $out"
