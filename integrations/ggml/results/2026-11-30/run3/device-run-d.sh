sh .gl/gpu.sh build > $OUT/build.log 2>&1; tail -2 $OUT/build.log
for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json LD_LIBRARY_PATH=/tmp/tp/usr/lib/x86_64-linux-gnu
L=/tmp/l/llama-base; V=$L/build-vkar/bin/llama-bench; S=/tmp/l/seed/b/bin/llama-bench; M=/tmp/models/llama3-70b-shape-80l-q4_0.gguf
mkdir -p /tmp/models; t0=$(date +%s)
[ -f $M ] || /opt/torch/.venv/bin/python3 .gl/make_random_llama.py $L/gguf-py $M --embd 8192 --layers 80 --ff 28672 --heads 64 --kv 8 > $OUT/gen.log 2>&1
echo "model $(( $(date +%s) - t0 )) s"; ls -la $M
run() { echo "## $1"; shift; env GGML_VK_VISIBLE_DEVICES=0,1 "$@" -m $M -sm tensor -p 0 -n 128 -r 3 -fa 1 -ngl 99 2>&1 | grep -E "tg128|served"; }
for i in 1 2 3 4; do
  run "$i event" GGML_VK_ALLREDUCE=folded GGML_VK_ALLREDUCE_STATS=1 $V
  run "$i timeline" VKAR_RELEASE=timeline GGML_VK_ALLREDUCE=folded $V
  [ $i -le 2 ] && run "$i seed" $S
done > $OUT/ab-70b.log 2>&1
echo "ab $(( $(date +%s) - t0 )) s"
