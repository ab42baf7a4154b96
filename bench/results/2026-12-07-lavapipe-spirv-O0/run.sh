#!/bin/bash
# lavapipe on the device machine: SPIR-V at -O against -O0
mkdir -p /tmp/mesa; for f in .gl/mesa/*.deb; do dpkg -x $f /tmp/mesa; done
L=/tmp/mesa/usr/lib/x86_64-linux-gnu
sed "s|\"library_path\": \"[^\"]*\"|\"library_path\": \"$L/libvulkan_lvp.so\"|" /tmp/mesa/usr/share/vulkan/icd.d/lvp_icd.x86_64.json > /tmp/lvp.json
export LD_LIBRARY_PATH=$L VK_DRIVER_FILES=/tmp/lvp.json VK_ICD_FILENAMES=/tmp/lvp.json
S=$OUT/summary.txt
{ nproc; lscpu | grep 'Model name'; date -u; } > $S
for v in O O0; do /usr/bin/time -f "$v create+1call %e s %U user" timeout 60 .gl/bin/vkar_perf_$v -b 4 -e 4 -n 1 -w 0 -g 2 --driver lavapipe >/dev/null 2>>$S; done
for r in 1 2 3; do for v in O O0; do
  for d in float bfloat16; do
    echo "== $v round $r $d" >> $OUT/sweep_$v.txt
    timeout 100 .gl/bin/vkar_perf_$v -b 4K -e 16M -f 4 -n 10 -w 3 -g 2 -d $d --driver lavapipe >> $OUT/sweep_$v.txt 2>&1
  done
  echo "== $v round $r f16 wire" >> $OUT/sweep_$v.txt
  timeout 100 .gl/bin/vkar_perf_$v -b 4K -e 16M -f 4 -n 10 -w 3 -g 2 --wire f16 --driver lavapipe >> $OUT/sweep_$v.txt 2>&1
done; done
for v in O O0; do /usr/bin/time -f "$v per-rank %e s" timeout 150 .gl/bin/vkar_perf_$v --per-rank --quick --driver lavapipe > $OUT/per_rank_$v.txt 2>>$S; done
echo done >> $S
