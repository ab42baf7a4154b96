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
#   VKAR_GGML_SPLIT    tensor (default), or layer: the layer-split copy
#                      between devices instead (below)
#   VKAR_GGML_SEED     layer: test-llama-archs's seed, default 1 (the runs
#                      compared must draw the same weights and tokens)
# A run passes when test-llama-archs succeeds, no row says FAIL, and the
# communicator served all-reduces (GGML_VK_ALLREDUCE_STATS counts them).
# Some architectures abort the process with 3 devices (GGML_ASSERTs in
# ggml-backend-meta.cpp, and segmentation faults, with ggml's generic
# all-reduce too): such an architecture gets a CRASH row and the others run
# on, one process each. With VKAR_GGML_COMPARE=1, the architectures that
# crash with the generic path are left out of the comparison (a row there
# may be OK with vk_allreduce), and every other row must be the same;
# without it, any crash fails the run.
#
# VKAR_GGML_SPLIT=layer checks the copy between devices (README.md, "Layer
# split"): once, test-backend-ops -o CPY on the first device count (each
# device against the CPU); then for each device count, copy-test (single
# copies of what the hook serves and refuses, and a ring through every
# device without host waits, byte for byte) and test-llama-archs's "Layer"
# row (TEST_LLAMA_ARCHS_LAYER=1: each architecture's layers split across
# the devices, LLAMA_SPLIT_MODE_LAYER, against the CPU), each with the stock
# path (GGML_VK_DISABLE_ALLREDUCE_COPY=1) and with the hook. The hook's runs
# pass when they pass as the stock ones do, copy-test's counts are the ones
# it expects, test-llama-archs's copies were served, and its rows (NMSE
# values included) and logits (an FNV-1a hash per row) are the stock run's.
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
split=${VKAR_GGML_SPLIT:-tensor}
# a fixed seed where runs are compared logit for logit (test-llama-archs
# draws one otherwise)
seed_args=
case $split in
tensor) label=Meta ;;
layer)
    label=Layer
    seed_args="-s ${VKAR_GGML_SEED:-1}"
    ;;
*)
    echo "VKAR_GGML_SPLIT must be tensor or layer, not '$split'" >&2
    exit 2
    ;;
esac

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
        "$build/bin/test-llama-archs" $seed_args "$@" >>"$logs/$name.out" 2>>"$logs/$name.err"
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
    meta=$(rows "$name" | grep "|$label|")
    ok=$(echo "$meta" | grep -c '|OK|[A-Z]*$')
    skip=$(echo "$meta" | grep -c '|SKIP|[A-Z]*$')
    fail=$(rows "$name" | grep -c 'FAIL')
    if [ "$split" = layer ]; then
        what=copies
        served=$(copies_served "$name")
        refused=$(copies_refused "$name")
    else
        what=all-reduces
        served=$(sed -n 's/.* \([0-9]*\) all-reduces served.*/\1/p' "$logs/$name.err" | awk '{ s += $1 } END { print s + 0 }')
        refused=$(sed -n 's/.*), \([0-9]*\) refused$/\1/p' "$logs/$name.err" | awk '{ s += $1 } END { print s + 0 }')
    fi
    echo "$name: exit $rc, $label rows $ok OK $skip SKIP, $fail FAIL rows, $crashes crashed; $served $what served, $refused refused; $(($(date +%s) - start)) s"
}

# copies_served NAME, copies_refused NAME: the layer-split copies the hook
# served and refused, summed over its stats lines (one per pair of devices)
copies_served() {
    sed -n 's/.*: \([0-9]*\) copies served.*/\1/p' "$logs/$1.err" | awk '{ s += $1 } END { print s + 0 }'
}
copies_refused() {
    sed -n 's/.* copies served ([0-9]* bytes), \([0-9]*\) refused.*/\1/p' "$logs/$1.err" | awk '{ s += $1 } END { print s + 0 }'
}

# full_rows NAME: rows with the NMSE value; hashes NAME: the logits' hashes
full_rows() {
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$1.out" |
        awk -F'|' 'NF >= 7 && $5 ~ /OK|SKIP|FAIL|CRASH/ {
                   for (i = 2; i <= 6; i++) { gsub(/^ +| +$/, "", $i); gsub(/ +/, " ", $i) }
                   print $2 "|" $3 "|" $4 "|" $5 "|" $6 }'
}
hashes() {
    grep '^test-llama-archs: logits ' "$logs/$1.err" | sort
}

# copy_run NAME DEVICES N ENV...: copy-test on N devices
copy_run() {
    name=$1 devices=$2 n=$3
    shift 3
    start=$(date +%s)
    if [ "$judge_only" != 1 ]; then
        env GGML_VK_VISIBLE_DEVICES="$devices" GGML_VK_ALLREDUCE_STATS=1 "$@" "$build/bin/vkar-copy-test" "$n" \
            >"$logs/$name.out" 2>"$logs/$name.err"
        echo $? >"$logs/$name.rc"
    fi
    rc=$(cat "$logs/$name.rc" 2>/dev/null || echo missing)
    served=$(copies_served "$name")
    refused=$(copies_refused "$name")
    expect=$(sed -n 's/^expect: //p' "$logs/$name.out")
    summary=$(tail -n 1 "$logs/$name.out")
    echo "$name: exit $rc, $summary; $served copies served, $refused refused (copy-test expects with the hook: $expect); $(($(date +%s) - start)) s"
}

# layer_checks: VKAR_GGML_SPLIT=layer
layer_checks() {
    first=$(echo "$counts" | awk '{ print $1 }')
    devices=$(yes 0 | head -n "$first" | paste -sd, -)
    if [ "$judge_only" != 1 ]; then
        env GGML_VK_VISIBLE_DEVICES="$devices" "$build/bin/test-backend-ops" -o CPY >"$logs/cpy-$first.out" 2>"$logs/cpy-$first.err"
        echo $? >"$logs/cpy-$first.rc"
    fi
    rc=$(cat "$logs/cpy-$first.rc" 2>/dev/null || echo missing)
    echo "test-backend-ops -o CPY on $first devices: exit $rc; $(grep -E 'tests passed|backends passed' "$logs/cpy-$first.out" | tr -s ' \n' ' ')"
    verdict=ok
    if [ "$rc" != 0 ] || ! sed 's/\x1b\[[0-9;]*m//g' "$logs/cpy-$first.out" | grep -qx OK; then
        verdict="test-backend-ops failed (exit $rc)"
    fi
    judge "test-backend-ops -o CPY on $first $driver devices" "$verdict"

    for n in $counts; do
        devices=$(yes 0 | head -n "$n" | paste -sd, -)

        copy_run "copy-stock-$n" "$devices" "$n" GGML_VK_DISABLE_ALLREDUCE_COPY=1
        verdict=ok
        if [ "$rc" != 0 ]; then
            verdict="copy-test failed (exit $rc)"
        elif [ "$served" -ne 0 ] || [ "$refused" -ne 0 ]; then
            verdict="the hook ran with GGML_VK_DISABLE_ALLREDUCE_COPY"
        fi
        judge "copy-test on $n $driver devices, stock path" "$verdict"

        copy_run "copy-$n" "$devices" "$n"
        verdict=ok
        if [ "$rc" != 0 ]; then
            verdict="copy-test failed (exit $rc)"
        elif [ "$served copies served, $refused refused" != "$expect" ]; then
            verdict="the hook served $served and refused $refused copies, not $expect"
        fi
        judge "copy-test on $n $driver devices, vk_allreduce" "$verdict"

        run "layer-stock-$n" "$devices" TEST_LLAMA_ARCHS_LAYER=1 GGML_VK_DISABLE_ALLREDUCE_COPY=1
        verdict=ok
        if [ "$fail" -ne 0 ] || [ "$rc" -ne 0 ]; then
            verdict="test-llama-archs failed (exit $rc, $fail FAIL rows)"
        elif [ "$served" -ne 0 ] || [ "$refused" -ne 0 ]; then
            verdict="the hook ran with GGML_VK_DISABLE_ALLREDUCE_COPY"
        fi
        judge "test-llama-archs $archs, layer split on $n $driver devices, stock path" "$verdict"

        run "layer-$n" "$devices" TEST_LLAMA_ARCHS_LAYER=1
        full_rows "layer-stock-$n" >"$logs/layer-stock-$n.rows"
        hashes "layer-stock-$n" >"$logs/layer-stock-$n.hashes"
        verdict=ok
        if [ "$fail" -ne 0 ] || [ "$rc" -ne 0 ]; then
            verdict="test-llama-archs failed (exit $rc, $fail FAIL rows)"
        elif [ "$served" -eq 0 ]; then
            verdict="vk_allreduce served no copy"
        elif ! full_rows "layer-$n" | diff "$logs/layer-stock-$n.rows" - >"$logs/layer-$n.diff"; then
            verdict="rows differ from the stock path's ($logs/layer-$n.diff)"
        elif [ ! -s "$logs/layer-stock-$n.hashes" ]; then
            verdict="no logits hashes (a test-llama-archs without the patch's TEST_LLAMA_ARCHS_LAYER?)"
        elif ! hashes "layer-$n" | diff "$logs/layer-stock-$n.hashes" - >>"$logs/layer-$n.diff"; then
            verdict="logits differ from the stock path's ($logs/layer-$n.diff)"
        else
            echo "layer-$n: $(wc -l <"$logs/layer-$n.diff" | tr -d ' ') lines differ from the stock path; $(hashes "layer-$n" | wc -l | tr -d ' ') logits hashes the same"
        fi
        judge "test-llama-archs $archs, layer split on $n $driver devices, vk_allreduce copies" "$verdict"
    done
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
if [ "$split" = layer ]; then
    layer_checks
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
fi
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
