#!/bin/sh
# One H200, 2-4 ranks (VkDevices time-slicing one GPU and its one link):
# both algorithms, F32 and F16 wires, 16 MiB to 256 MiB.
out=$1; mkdir -p $out/csv
for g in 2 3 4; do for w in f32 f16; do for a in one two; do
  echo "## -g $g --wire $w --algorithm $a"
  .gl/vkar_perf --driver gpu -g $g -b 16M -e 256M -f 4 -n 5 -w 2 --wire $w --algorithm $a --csv $out/csv/g$g-$w-$a.csv 2>&1 | grep -v "^#  Rank"
done; done; done
