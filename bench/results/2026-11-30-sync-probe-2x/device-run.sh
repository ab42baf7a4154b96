# Issue 10/12 follow-up on 2 x H200 (carry .gl build/vkar_perf build/vkar_perf_before build/sync_probe):
# cost of issue 12's ready events (vkar_perf_before = 1c03225, before them) in the same run,
# the slow-mode probe, --passes, and the done-side comparison.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi -L; mkdir -p /tmp/o
for i in 1 2 3; do for b in vkar_perf_before vkar_perf; do echo "## $i $b"; timeout 90 build/$b --latency --driver gpu -g 2 -b 4 -e 64K -f 16 2>&1; done; done > /tmp/o/ready-cost.txt 2>&1
for i in 1 2 3; do for d in 0 1; do echo "## sync_probe process $i device $d"; timeout 60 build/sync_probe $d; done; done > /tmp/o/sync_probe.txt 2>&1
for i in 1 2 3 4; do echo "## latency process $i"; timeout 60 build/vkar_perf --latency --driver gpu -g 2 -b 4K -e 4K --passes 4 2>&1; done > /tmp/o/passes.txt 2>&1
timeout 200 build/vkar_perf --per-rank --quick --driver gpu > /tmp/o/per-rank.txt 2>&1
tar -czf $OUT/j.tgz -C /tmp o
grep -E "^## |^  (stream|isolated|release)" /tmp/o/ready-cost.txt | head -80
grep -A4 "Completion seen" /tmp/o/per-rank.txt
