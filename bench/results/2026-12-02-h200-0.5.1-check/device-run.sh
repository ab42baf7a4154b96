#!/bin/bash
# 0.5.1 on one H200: every wire exact, the per-rank figures, the example.
set -u
P=.gl/vkar_perf
{ date -u; nvidia-smi -L; } > $OUT/machine.txt 2>&1
for w in f32 f16 bf16; do $P --driver gpu -g 2 -b 4 -e 64M -f 16 --wire $w -n 5 -w 2; done > $OUT/wires.txt 2>&1
$P --driver gpu -g 2 -b 4 -e 64M -f 16 --api record -n 5 -w 2 >> $OUT/wires.txt 2>&1
$P --per-rank --driver gpu -g 2 -e 64M -n 5 -w 2 > $OUT/per-rank.txt 2>&1
.gl/hello_allreduce > $OUT/hello.txt 2>&1; echo "hello rc=$?" >> $OUT/hello.txt
# the placement, once more with this build: confined to the interrupt's CPU and one other, and to three
irq=$(awk '/nvidia/ { sub(":", "", $1); print $1; exit }' /proc/interrupts); c=$(cut -d, -f1 /proc/irq/$irq/effective_affinity_list | cut -d- -f1)
pair=$([ $((c % 2)) = 0 ] && echo $c,$((c+1)) || echo $((c-1)),$c); lo=$([ $c -ge 2 ] && echo $((c-2)) || echo $c)
echo "interrupt cpu $c" >> $OUT/machine.txt
for i in 1 2; do taskset -c $pair $P --latency --driver gpu -g 1 -b 4K -e 4K; taskset -c $lo-$((lo+2)) $P --latency --driver gpu -g 1 -b 4K -e 4K; $P --latency --driver gpu -g 1 -b 4K -e 4K; done > $OUT/placement.txt 2>&1
