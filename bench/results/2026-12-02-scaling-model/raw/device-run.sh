#!/bin/sh
# issue 25 item 4: per-rank figures for the N-scaling model, one H200
O=${OUT:-/tmp/out}; mkdir -p $O
B=devbuild/model/vkar_perf
(date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc; grep nvidia /proc/interrupts | head -3) > $O/machine.txt 2>&1
t() { s=$1; f=$2; shift 2; echo "## $*" > $O/$f; timeout $s stdbuf -oL "$@" >> $O/$f 2>&1; echo "rc=$?" >> $O/$f; }
t 50 lat-g1.txt $B --latency --driver gpu -g 1 -b 4 -e 64K -f 16
t 50 lat-g2.txt $B --latency --driver gpu -g 2 -b 4 -e 4
t 70 lat-g4.txt $B --latency --driver gpu -g 4 -b 4 -e 4
t 100 lat-g8.txt $B --latency --driver gpu -g 8 -b 4 -e 4
t 60 per-rank.txt $B --per-rank --quick --driver gpu
date -u >> $O/machine.txt
