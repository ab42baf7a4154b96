#!/bin/sh
# One H200: the build before this session's changes (0797661) and the new
# one, interleaved, one-shot only (the default for 1 and 2 ranks).
out=$1
for i in 1 2; do
  for b in vkar_perf_0797661 vkar_perf; do
    .gl/$b --driver gpu -g 2 -b 4 -e 256M -f 16 -n 20 -w 5 --reuse > $out/sweep-$b-$i.txt 2>&1
    .gl/$b --per-rank --quick --driver gpu > $out/per-rank-$b-$i.txt 2>&1
  done
done
