#!/bin/sh
# 0.2.0 with the bridge fix, the Windows platform layer and the split bench, on 2 x H200
set -u
B=.gl
O=${OUT:-/tmp/out}
mkdir -p $O
nvidia-smi -L > $O/gpus.txt 2>&1
(date -u; uname -r; nvidia-smi --query-gpu=name,driver_version --format=csv) > $O/machine.txt 2>&1
run() { name=$1; shift; echo "## $*" > $O/$name.txt; timeout 240 "$@" >> $O/$name.txt 2>&1; echo "rc=$?" >> $O/$name.txt; }
run hello $B/hello_allreduce
run mlp $B/tensor_parallel_mlp
run sweep_f32 $B/vkar_perf --driver gpu -g 2 --wire f32 -b 4 -e 256M -f 4 -n 20 -w 5 --csv $O/vkar_f32.csv
run sweep_f16 $B/vkar_perf --driver gpu -g 2 --wire f16 -b 4 -e 256M -f 4 -n 20 -w 5 --csv $O/vkar_f16.csv
run sweep_bf16_record $B/vkar_perf --driver gpu -g 2 --wire bf16 --api record -b 4 -e 256M -f 16 -n 20 -w 5
run duplex $B/vkar_perf --duplex --driver gpu -g 2
run latency $B/vkar_perf --latency --driver gpu -g 2
