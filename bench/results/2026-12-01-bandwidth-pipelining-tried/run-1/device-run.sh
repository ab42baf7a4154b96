# Issue 11 step 2 on 2 x H200: pipelined rounds (publish beside the previous reduce). p1 = peer-only, no pipelining
# (251a811); vkar_perf = chunk 16 MiB x up to 8 rounds; _a 8 MiB x 16; _b 32 MiB x 4; _c 4 MiB x 32.
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig; export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export NCCL_NVLS_ENABLE=0 PATH=/opt/torch/.venv/bin:$PATH
nvidia-smi -L; mkdir -p /tmp/o; date -u > /tmp/o/date.txt
for i in 1 2; do for w in f32 f16; do for b in vkar_perf_p1 vkar_perf vkar_perf_a vkar_perf_b vkar_perf_c; do
  echo "## $i $w $b"; timeout 100 build/$b --driver gpu -g 2 -b 16M -e 256M -f 2 -n 20 -w 5 --wire $w --reuse 2>&1
done; done; done > /tmp/o/bw.txt 2>&1
for i in 1 2; do for b in vkar_perf_p1 vkar_perf; do echo "## $i $b"; timeout 90 build/$b --latency --driver gpu -g 2 -b 4 -e 64K -f 16 2>&1; done; done > /tmp/o/lat.txt 2>&1
for i in 1 2; do for b in vkar_perf_p1 vkar_perf; do echo "## $i $b"; timeout 90 build/$b --driver gpu -g 2 -b 4 -e 16M -f 4 -n 20 -w 5 --wire f32 --reuse 2>&1; done; done > /tmp/o/small.txt 2>&1
for p in 1 0; do echo "## NCCL_P2P_DISABLE=$p"; NCCL_P2P_DISABLE=$p timeout 120 python3 bench/nccl_allreduce.py -g 2 -b 16M -e 256M -f 2 -n 20 -w 5 2>&1; done > /tmp/o/nccl.txt 2>&1
tar -czf $OUT/l.tgz -C /tmp o
awk '/^## /{h=$2" "$3" "$4; next} /^ +[0-9]+ +[0-9]+ +float/{print h, $1, $8, $9}' /tmp/o/bw.txt
grep -E '^## |^ +[0-9]+' /tmp/o/nccl.txt | head -14
