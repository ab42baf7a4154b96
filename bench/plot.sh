#!/bin/sh
# Draws a results folder's time and bandwidth against size as PNG, with the
# baselines on the same axes: vkar_perf's CSVs (vk_allreduce, the naive path,
# raw copies to and from host memory) and, where present, NCCL's tables from
# bench/nccl_allreduce.py. Needs gnuplot (Debian: gnuplot-nox).
#
# usage: bench/plot.sh RESULTS_DIR
set -eu
dir=${1:?usage: bench/plot.sh RESULTS_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# NCCL's table rows -> "size time_us busbw"
for name in nccl_default nccl_p2p_disabled; do
    [ -f "$dir/$name.txt" ] && awk '$1 ~ /^[0-9]+$/ && $3 == "float" { print $1, $6, $8 }' "$dir/$name.txt" >"$tmp/$name.dat"
done
# vkar_perf CSV -> "size time_us busbw naive_us d2h h2d"
for name in vkar_submit vkar_reuse vkar_record; do
    [ -f "$dir/$name.csv" ] && awk -F, 'NR > 1 { print $1, $10, $12, $14, $16, $17 }' "$dir/$name.csv" >"$tmp/$name.dat"
done

curves() { # curves COLUMN: the plot clauses for the files present
    column=$1
    sep=""
    [ -f "$tmp/vkar_submit.dat" ] && printf '%s"%s" using 1:%s with linespoints title "vk\\_allreduce submit"' "$sep" "$tmp/vkar_submit.dat" "$column" && sep=", "
    [ -f "$tmp/vkar_reuse.dat" ] && printf '%s"%s" using 1:%s with linespoints title "vk\\_allreduce submit, reused commands"' "$sep" "$tmp/vkar_reuse.dat" "$column" && sep=", "
    [ -f "$tmp/vkar_record.dat" ] && printf '%s"%s" using 1:%s with linespoints title "vk\\_allreduce record"' "$sep" "$tmp/vkar_record.dat" "$column" && sep=", "
    [ -f "$tmp/nccl_p2p_disabled.dat" ] && printf '%s"%s" using 1:%s with linespoints title "NCCL, P2P disabled (host memory)"' "$sep" "$tmp/nccl_p2p_disabled.dat" "$column" && sep=", "
    [ -f "$tmp/nccl_default.dat" ] && printf '%s"%s" using 1:%s with linespoints title "NCCL default"' "$sep" "$tmp/nccl_default.dat" "$column" && sep=", "
    true
}

{
    echo 'set terminal pngcairo size 1000,600 noenhanced'
    echo 'set logscale x 2; set format x "%.0b%BB"; set grid; set key top left; set xlabel "size"'
    echo "set output '$dir/time.png'"
    echo 'set logscale y 10; set ylabel "time per all-reduce (us)"; set title "all-reduce time"'
    printf 'plot %s' "$(curves 2)"
    [ -f "$tmp/vkar_submit.dat" ] && printf ', "%s" using 1:4 with linespoints title "naive: read back, CPU sum, upload"' "$tmp/vkar_submit.dat"
    echo
    echo "set output '$dir/bandwidth.png'"
    echo 'unset logscale y; set ylabel "GB/s"; set title "bus bandwidth; raw copies to and from imported host memory for scale"'
    printf 'plot %s' "$(curves 3)"
    [ -f "$tmp/vkar_submit.dat" ] && printf ', "%s" using 1:5 with lines dashtype 2 title "raw copy device->host", "%s" using 1:6 with lines dashtype 3 title "raw copy host->device"' "$tmp/vkar_submit.dat" "$tmp/vkar_submit.dat"
    echo
} >"$tmp/plot.gp"
gnuplot "$tmp/plot.gp"
echo "wrote $dir/time.png and $dir/bandwidth.png"
