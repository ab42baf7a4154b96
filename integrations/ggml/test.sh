#!/bin/sh
# llama.cpp's own tensor-parallel check through vk_allreduce, on Mesa's
# lavapipe (or on a GPU): test-llama-archs with 2 and 3 devices
# (GGML_VK_VISIBLE_DEVICES=0,0 and 0,0,0: VkDevices on the first physical
# device), whose "Meta" rows run every
# architecture split across the devices (LLAMA_SPLIT_MODE_TENSOR) and compare
# the logits with the CPU's (NMSE <= 1e-4).
#
#   integrations/ggml/test.sh LLAMA_DIR [test-llama-archs arguments, e.g. -a llama]
#
# Installs what it needs (Debian/Ubuntu), applies the patch and builds
# (apply.sh). Environment:
#   VKAR_GGML_LEVELS   levels to run, default "folded submit"
#   VKAR_GGML_DEVICES  device counts, default "2 3"
#   VKAR_GGML_COMPARE  1: also run ggml's generic all-reduce
#                      (GGML_VK_DISABLE_ALLREDUCE) and require the same rows;
#                      a generic run already in the logs folder is reused
#                      (the patch leaves that path as it was)
#   VKAR_GGML_LOGS     where the raw outputs go, default LLAMA_DIR/vkar-test-logs
#   VKAR_GGML_JUDGE    1: run nothing, judge the outputs already in the logs
#   VKAR_GGML_DRIVER   lavapipe (default), or system: the Vulkan drivers the
#                      environment names (VK_DRIVER_FILES), e.g. a GPU's
#   VKAR_GGML_INSTALL  0: install nothing (the toolchain is already there)
# A run passes when test-llama-archs succeeds, no row says FAIL, and the
# communicator served all-reduces (GGML_VK_ALLREDUCE_STATS counts them).
# Some architectures abort the process with 3 devices (GGML_ASSERTs in
# ggml-backend-meta.cpp, and segmentation faults, with ggml's generic
# all-reduce too): such an architecture gets a CRASH row and the others run
# on, one process each. With VKAR_GGML_COMPARE=1, the architectures that
# crash with the generic path are left out of the comparison (a row there
# may be OK with vk_allreduce), and every other row must be the same;
# without it, any crash fails the run.
# Ends with "N passed, N failed".
set -u
if [ $# -lt 1 ]; then
    echo "usage: $0 LLAMA_DIR [test-llama-archs arguments]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
llama=$(cd "$1" && pwd)
shift
build=$llama/build-vkar
logs=${VKAR_GGML_LOGS:-$llama/vkar-test-logs}
levels=${VKAR_GGML_LEVELS:-folded submit}
counts=${VKAR_GGML_DEVICES:-2 3}

judge_only=${VKAR_GGML_JUDGE:-0}
driver=${VKAR_GGML_DRIVER:-lavapipe}
case $driver in
lavapipe | system) ;;
*)
    echo "VKAR_GGML_DRIVER must be lavapipe or system, not '$driver'" >&2
    exit 2
    ;;
esac
deps="cmake g++ make libvulkan-dev mesa-vulkan-drivers glslc spirv-headers"
missing=$(for p in $deps; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ] && [ "$judge_only" != 1 ] && [ "${VKAR_GGML_INSTALL:-1}" != 0 ]; then
    sudo=$([ "$(id -u)" = 0 ] || echo sudo)
    # shellcheck disable=SC2086
    $sudo apt-get update && $sudo apt-get install -y --no-install-recommends $missing || exit 1
fi
[ "$judge_only" = 1 ] || "$here/apply.sh" "$llama" "$build" || { echo "0 passed, 1 failed"; exit 1; }

if [ "$driver" = lavapipe ]; then
    icd=$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
    export VK_DRIVER_FILES="$icd" VK_ICD_FILENAMES="$icd"
fi
mkdir -p "$logs"
passed=0
failed=0

# rows NAME: the result rows of a run, colours stripped:
# "arch|device|config|NMSE status|roundtrip status"
rows() {
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$1.out" |
        awk -F'|' 'NF >= 7 && $5 ~ /OK|SKIP|FAIL|CRASH/ {
                   for (i = 2; i <= 6; i++) { gsub(/^ +| +$/, "", $i) }
                   sub(/ *\(.*/, "", $5); print $2 "|" $3 "|" $4 "|" $5 "|" $6 }'
}

# crashed NAME: "arch|device" of the row the last process left unfinished
crashed() {
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$1.out" | awk -F'|' '/^\|/ && $5 !~ /OK|SKIP|FAIL|CRASH/ && $2 !~ /Model|^-+$/ {
        a = $2 "|" $3; gsub(/^ +| +$/, "", a); gsub(/ *\| */, "|", a) } END { print a }'
}

# the architectures test-llama-archs runs: those of a finished 2-device run,
# else every one in the tree's own table
all_archs() {
    for done in "$logs"/*-2.out; do
        if [ -f "$done" ] && [ -z "$(crashed "$(basename "$done" .out)")" ]; then
            rows "$(basename "$done" .out)" | cut -d'|' -f1 | uniq
            return
        fi
    done
    sed -n 's/^ *{ *LLM_ARCH_[A-Z0-9_]*, *"\([^"]*\)" *},.*/\1/p' "$llama/src/llama-arch.cpp"
}

# once NAME DEVICES ENV... -- ARGS...: one process, its output appended;
# an abort leaves a CRASH row for its architecture
once() {
    name=$1 devices=$2
    shift 2
    envs=
    while [ "$1" != -- ]; do
        envs="$envs $1"
        shift
    done
    shift
    # shellcheck disable=SC2086
    env GGML_VK_VISIBLE_DEVICES="$devices" GGML_VK_ALLREDUCE_STATS=1 $envs \
        "$build/bin/test-llama-archs" "$@" >>"$logs/$name.out" 2>>"$logs/$name.err"
    status=$?
    if [ "$status" -ne 0 ] && [ -n "$(crashed "$name")" ]; then
        printf '\n|%s|-|CRASH|CRASH|\n' "$(crashed "$name")" >>"$logs/$name.out"
        crashes=$((crashes + 1))
    elif [ "$status" -ne 0 ]; then
        rc=$status
    fi
}

# run NAME DEVICES ENV...: every architecture (or the ones asked for); after
# a crash, each architecture not yet run in a process of its own
run() {
    name=$1 devices=$2
    shift 2
    start=$(date +%s)
    rc=0 crashes=0
    if [ "$judge_only" = 1 ]; then
        crashes=$(rows "$name" | grep -c '|CRASH|')
    else
        : >"$logs/$name.out"
        : >"$logs/$name.err"
        # shellcheck disable=SC2086
        once "$name" "$devices" "$@" -- $archs
        if [ "$crashes" -ne 0 ] && [ -z "$archs" ]; then
            for a in $(all_archs); do
                rows "$name" | grep -q "^$a|" || once "$name" "$devices" "$@" -- -a "$a"
            done
        fi
    fi
    meta=$(rows "$name" | grep '|Meta|')
    ok=$(echo "$meta" | grep -c '|OK|[A-Z]*$')
    skip=$(echo "$meta" | grep -c '|SKIP|[A-Z]*$')
    fail=$(rows "$name" | grep -c 'FAIL')
    served=$(sed -n 's/.* \([0-9]*\) all-reduces served.*/\1/p' "$logs/$name.err" | awk '{ s += $1 } END { print s + 0 }')
    refused=$(sed -n 's/.*), \([0-9]*\) refused$/\1/p' "$logs/$name.err" | awk '{ s += $1 } END { print s + 0 }')
    echo "$name: exit $rc, Meta rows $ok OK $skip SKIP, $fail FAIL rows, $crashes crashed; $served all-reduces served, $refused refused; $(($(date +%s) - start)) s"
}

# comparable NAME N: the rows of a run but for the architectures that crash
# with the generic path on N devices
comparable() {
    crashes_generic=$(grep '|CRASH|' "$logs/generic-$2.rows" | cut -d'|' -f1 | sort -u)
    rows "$1" | while IFS= read -r row; do
        echo "$crashes_generic" | grep -qx "${row%%|*}" || echo "$row"
    done
}

# judge NAME VERDICT...: counts a run
judge() {
    if [ "$2" = ok ]; then
        passed=$((passed + 1))
        echo "PASS $1"
    else
        failed=$((failed + 1))
        echo "FAIL $1: $2"
    fi
}

archs="$*"
for n in $counts; do
    devices=$(yes 0 | head -n "$n" | paste -sd, -)
    if [ "${VKAR_GGML_COMPARE:-0}" = 1 ] && [ ! -s "$logs/generic-$n.rows" ]; then
        run "generic-$n" "$devices" GGML_VK_DISABLE_ALLREDUCE=1
        rows "generic-$n" >"$logs/generic-$n.rows"
    fi
    for level in $levels; do
        name="$level-$n"
        run "$name" "$devices" GGML_VK_ALLREDUCE="$level"
        verdict=ok
        if [ "$fail" -ne 0 ] || [ "$rc" -ne 0 ]; then
            verdict="test-llama-archs failed (exit $rc, $fail FAIL rows)"
        elif [ "$crashes" -ne 0 ] && [ ! -f "$logs/generic-$n.rows" ]; then
            verdict="$crashes architectures crashed (VKAR_GGML_COMPARE=1 tells whether the generic path does too)"
        elif [ "$served" -eq 0 ]; then
            verdict="vk_allreduce served no all-reduce"
        elif [ -f "$logs/generic-$n.rows" ]; then
            comparable "generic-$n" "$n" >"$logs/generic-$n.comparable"
            comparable "$name" "$n" | diff "$logs/generic-$n.comparable" - >"$logs/$name.diff" ||
                verdict="rows differ from the generic all-reduce's ($logs/$name.diff)"
        fi
        if [ -f "$logs/generic-$n.rows" ]; then
            rescued=$(grep '|CRASH|' "$logs/generic-$n.rows" | cut -d'|' -f1 | sort -u | while read -r a; do
                rows "$name" | grep -q "^$a|Meta|.*|OK|" && printf '%s ' "$a"; done)
            [ -z "$rescued" ] || echo "$name: crash with the generic path, OK here: $rescued"
        fi
        judge "test-llama-archs $archs on $n $driver devices, vk_allreduce $level" "$verdict"
    done
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
