# Issue 11: PCIe copy limits on 2 x H200 (vkar_perf --duplex), beside the all-reduce at 256 MiB. carry .gl build/vkar_perf
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi -L; date -u
for e in 256M 64M 16M; do build/vkar_perf --duplex --driver gpu -g 2 -e $e -n 10 -w 3; done
for w in f32 f16; do build/vkar_perf --driver gpu -g 2 -b 256M -e 256M -n 20 -w 5 --wire $w --reuse | grep -E '^ +[0-9]'; done
build/vkar_perf --duplex --driver gpu -g 2 -e 256M -n 10 -w 3
