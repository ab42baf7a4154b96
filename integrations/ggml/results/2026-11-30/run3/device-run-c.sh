for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json LD_LIBRARY_PATH=/tmp/tp/usr/lib/x86_64-linux-gnu
M=/tmp/models/llama3-8b-q4_0.gguf; V=/tmp/l/llama-base/build-vkar/bin/llama-bench; S=/tmp/l/seed/b/bin/llama-bench
ls -la $V $S $M || exit 1
for i in 1 2 3; do
  echo "## repeat $i e folded"; GGML_VK_VISIBLE_DEVICES=0,1 GGML_VK_ALLREDUCE=folded $V -m $M -sm tensor -p 0 -n 128 -r 3 -fa 1 -ngl 99 2>&1 | grep tg128
  echo "## repeat $i f seed"; GGML_VK_VISIBLE_DEVICES=0,1 $S -m $M -sm tensor -p 0 -n 128 -r 3 -fa 1 -ngl 99 2>&1 | grep tg128
  echo "## repeat $i e folded, VKAR_RELEASE=timeline"; VKAR_RELEASE=timeline GGML_VK_VISIBLE_DEVICES=0,1 GGML_VK_ALLREDUCE=folded $V -m $M -sm tensor -p 0 -n 128 -r 3 -fa 1 -ngl 99 2>&1 | grep tg128
done > $OUT/repeats-8b.log 2>&1
echo "repeats done"
VKAR_BENCH_CASES="c e f" VKAR_PERF=0 sh .gl/gpu.sh 70b > $OUT/gpu-70b.log 2>&1
tail -3 $OUT/gpu-70b.log
