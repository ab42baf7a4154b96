for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json NCCL_NVLS_ENABLE=0 PATH=/opt/torch/.venv/bin:$PATH
R=$OUT/r; mkdir -p $R; t0=$(date +%s)
nvidia-smi -L > $R/smi.txt; nvidia-smi topo -m >> $R/smi.txt 2>&1
PROCESSES=10 sh bench/latency.sh build $R/latency > $R/latency.log 2>&1; echo "latency done $(( $(date +%s) - t0 )) s"
for m in event timeline event timeline; do echo "== release $m"; build/vkar_perf --driver gpu -g 2 -b 1M -e 256M -f 4 --wire f32 --release $m -n 20 -w 5; done > $R/bw-f32.log 2>&1; echo "bw done $(( $(date +%s) - t0 )) s"
timeout 120 build/vkar_perf --per-rank --quick --driver gpu > $R/per-rank-quick.log 2>&1; echo "per-rank done $(( $(date +%s) - t0 )) s"
for g in "" --graph; do for p in 0 1; do echo "== NCCL_P2P_DISABLE=$p $g"; NCCL_P2P_DISABLE=$p timeout 150 python3 bench/nccl_allreduce.py -g 2 -b 4 -e 64K -f 4 -n 200 -w 20 $g 2>&1 | grep -v Warning; done; done > $R/nccl-small.log 2>&1; echo "nccl done $(( $(date +%s) - t0 )) s"
