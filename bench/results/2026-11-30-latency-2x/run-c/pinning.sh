for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi topo -m; lscpu | grep -E "NUMA|Socket|Thread|Core|Model name"
aff0=$(nvidia-smi topo -m | awk '/^GPU0/ {print $(NF-2)}'); echo "GPU0 cpu affinity: $aff0"
one() { echo "## $1"; shift; "$@" build/vkar_perf --latency --driver gpu -g 2 -b 4K -e 4K --release ${REL:-auto} 2>&1 | grep -E "^  stream"; }
for i in 1 2 3 4 5 6; do
  one "$i default" env
  one "$i taskset $aff0" taskset -c $aff0
  one "$i taskset 0-3" taskset -c 0-3
done
