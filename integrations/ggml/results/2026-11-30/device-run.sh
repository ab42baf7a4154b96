#!/bin/sh
# device glue: loaders, trixie toolchain in /tmp/tp, builds of the vk_allreduce patch and the seed port, then bench.sh
# usage: sh .gl/gpu.sh STAGE   (build | 8b | 70b | 70b-rest)
set -u
stage=$1
for f in .gl/*.deb; do dpkg -x "$f" /; done
mkdir -p /tmp/tp; for f in .gl/tp/*.deb; do dpkg -x "$f" /tmp/tp; done
ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export PATH=/tmp/tp/usr/bin:/opt/torch/.venv/bin:$PATH LD_LIBRARY_PATH=/tmp/tp/usr/lib/x86_64-linux-gnu
export NCCL_NVLS_ENABLE=0 VKAR_MAKE_MODEL=$PWD/.gl/make_random_llama.py VKAR_MODELS=/tmp/models
L=/tmp/l/llama-base S=/tmp/l/seed
A="-DVulkan_INCLUDE_DIR=/tmp/tp/usr/include -DVulkan_LIBRARY=/tmp/tp/usr/lib/x86_64-linux-gnu/libvulkan.so.1 -DVulkan_GLSLC_EXECUTABLE=/tmp/tp/usr/bin/glslc -DCMAKE_CXX_FLAGS=-I/tmp/tp/usr/include"
if [ ! -x $L/build-vkar/bin/llama-bench ]; then
    rm -rf /tmp/l; mkdir -p /tmp/l; tar -xzf .gl/llama-src.tgz -C /tmp/l; cp -a $L $S; cp .gl/seed/* $S/ggml/src/ggml-vulkan/
    t0=$(date +%s)
    (VKAR_CMAKE_ARGS="$A" JOBS=16 integrations/ggml/apply.sh $L $L/build-vkar > $OUT/build-vkar.log 2>&1; echo "vkar build rc $?") &
    (cmake -S $S -B $S/b -G Ninja -DCMAKE_BUILD_TYPE=Release -DGGML_VULKAN=ON -DLLAMA_BUILD_SERVER=OFF -DLLAMA_BUILD_EXAMPLES=OFF $A && cmake --build $S/b --target llama-bench -j16) > $OUT/build-seed.log 2>&1; echo "seed build rc $?"
    wait
    echo "builds: $(( $(date +%s) - t0 )) s"
    grep -i "not supported by glslc\|supported by glslc" $L/build-vkar/vkar-configure.log | head
fi
nvidia-smi -L
case $stage in
build) ;;
*) t0=$(date +%s)
   VKAR_SEED_BENCH=$S/b/bin/llama-bench VKAR_BENCH_MODELS=$stage integrations/ggml/bench.sh $L /tmp/r-$stage
   echo "bench: $(( $(date +%s) - t0 )) s"
   tar -czf $OUT/results-$stage.tgz -C /tmp r-$stage ;;
esac
