# 0.2.0 header (SPIR-V as words, export thread) on one H200: exactness and a small/large sweep, two VkDevices on one GPU
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
nvidia-smi -L; date -u
.gl/hello_allreduce --devices 2 --count 1000000 --iters 5 | tail -3
for w in f32 f16 bf16; do .gl/vkar_perf --driver gpu -g 2 -b 4 -e 256M -f 16 -n 20 -w 5 --wire $w | grep -E '^ +[0-9]|wrong'; done
.gl/vkar_perf --driver gpu -g 2 -b 4 -e 16M -f 16 -n 20 -w 5 --api record | grep -E '^ +[0-9]'
