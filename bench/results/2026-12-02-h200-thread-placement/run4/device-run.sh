#!/bin/bash
# Does a thread that blocks (vkWaitSemaphores) for the GPU lose time on the CPU that takes its interrupts?
irq=$(awk '/nvidia/ { sub(":", "", $1); print $1; exit }' /proc/interrupts); c=$(cut -d, -f1 /proc/irq/$irq/effective_affinity_list | cut -d- -f1)
o=$([ $c -ge 1 ] && echo $((c-1)) || echo $((c+1)))
echo "interrupt cpu $c, other $o"
for i in 1 2; do for cpu in $c $o; do echo "## taskset -c $cpu"; VKAR_THREAD_AFFINITY=keep taskset -c $cpu timeout 100 .gl/vkar_perf --per-rank --driver gpu -g 1 -b 1M -e 1M -n 3 -w 1 2>&1 | grep -A1 "bare(us)"; done; done
