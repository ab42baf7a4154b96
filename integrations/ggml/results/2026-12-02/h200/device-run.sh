#!/bin/sh
# one H200: build the patched llama.cpp there, then test-llama-archs on 2 and 3 VkDevices of the GPU
set -u
for f in .gl/*.deb .gl/tp/*.deb; do dpkg -x "$f" /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json PATH=/opt/torch/.venv/bin:$PATH
stage=$1; shift
L=/tmp/llama.cpp
if [ ! -x $L/build-vkar/bin/test-llama-archs ]; then
  tar -xzf .gl/llama-src.tgz -C /tmp; t0=$(date +%s)
  integrations/ggml/apply.sh $L > $OUT/build.log 2>&1; echo "build rc $? in $(( $(date +%s) - t0 )) s"
fi
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv,noheader; nproc; grep -m1 'model name' /proc/cpuinfo; } > $OUT/machine.txt 2>&1
t0=$(date +%s)
timeout ${LIMIT:-3000} env VKAR_GGML_DRIVER=system VKAR_GGML_INSTALL=0 VKAR_GGML_LOGS=$OUT/logs-$stage "$@" integrations/ggml/test.sh $L ${ARCHS:-} 2>&1 | tee $OUT/test-$stage.log
echo "test: $(( $(date +%s) - t0 )) s"
tar -czf $OUT/logs-$stage.tgz -C $OUT logs-$stage && rm -rf $OUT/logs-$stage
