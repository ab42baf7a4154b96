#!/bin/bash
# Issue 10: the thread placement (0.5.0) on one H200. Part A: the A/B at 4 KiB,
# unpinned and pinned beside the interrupt CPU; part B: the latency sweep in
# 10 processes per setting, one-rank loopback (RANKS=1).
set -u
P=.gl/vkar_perf
irqs=$(awk '/nvidia/ { sub(":", "", $1); print $1 }' /proc/interrupts)
{ date -u; nvidia-smi -L; nproc; grep -E 'CPU|nvidia' /proc/interrupts | cut -c1-400
  for i in $irqs; do echo "irq $i effective=$(cat /proc/irq/$i/effective_affinity_list) smp=$(cat /proc/irq/$i/smp_affinity_list)"; done
} > $OUT/machine.txt 2>&1
c=$(cat /proc/irq/$(echo $irqs | cut -d' ' -f1)/effective_affinity_list | cut -d, -f1 | cut -d- -f1)
pair=$([ $((c % 2)) = 0 ] && echo $c,$((c+1)) || echo $((c-1)),$c)
echo "interrupt cpu $c, pair $pair" | tee -a $OUT/machine.txt
snap() { for s in 0.4 0.4 0.4 0.4; do sleep $s; for t in /proc/$1/task/*; do
    [ -r $t/stat ] && echo "$(basename $t) allowed=$(awk '/Cpus_allowed_list/ {print $2}' $t/status 2>/dev/null) last=$(awk '{print $39}' $t/stat 2>/dev/null)"; done; echo --; done; }
one() { n=$1; shift; "$@" > $OUT/ab/$n.txt 2>&1 & p=$!; snap $p > $OUT/ab/$n.threads 2>&1; wait $p; echo "$n rc=$?" >> $OUT/ab/rc.txt; }
mkdir -p $OUT/ab
for i in 1 2 3 4 5 6; do for m in move keep; do
  one free-$m-$i env VKAR_THREAD_AFFINITY=$m $P --latency --driver gpu -g 1 -b 4K -e 4K; done; done
for i in 1 2; do for m in move keep; do
  one pin-$m-$i env VKAR_THREAD_AFFINITY=$m taskset -c $pair $P --latency --driver gpu -g 1 -b 4K -e 4K; done; done
grep -H 'stream  *submit-reuse\|isolated-floor\|^  release' $OUT/ab/*.txt > $OUT/ab-summary.txt
t0=$(date +%s)
RANKS=1 PROCESSES=10 sh bench/latency.sh .gl $OUT/lat-move > $OUT/lat-move.log 2>&1
t1=$(date +%s); echo "move sweep took $((t1-t0)) s" >> $OUT/machine.txt
VKAR_THREAD_AFFINITY=keep RANKS=1 PROCESSES=10 sh bench/latency.sh .gl $OUT/lat-keep > $OUT/lat-keep.log 2>&1
echo "keep sweep took $(( $(date +%s)-t1)) s" >> $OUT/machine.txt
grep -E 'nvidia' /proc/interrupts | cut -c1-400 >> $OUT/machine.txt
cd $OUT && rm -f *.tgz && tar czf all.tgz machine.txt ab ab-summary.txt lat-move lat-keep lat-move.log lat-keep.log && rm -rf ab lat-move lat-keep lat-move.log lat-keep.log
