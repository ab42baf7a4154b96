for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi -L
for i in 1 2 3 4; do for b in vkar_perf_before vkar_perf; do echo "## $i $b"; build/$b --latency --driver gpu -g 2 -b 4 -e 64K -f 16 2>&1 | grep -E "^  (stream|isolated|release|publish)"; done; done
