#!/bin/sh
# The test runner behind `make test`: compile checks of the header, the
# SPIR-V drift check, the example and the correctness suite, all on Mesa's
# lavapipe (CPU Vulkan) with the Khronos validation layer. Ends with
# "N passed, N failed" and exits non-zero when anything failed.
set -u
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"

# lvp_icd.x86_64.json up to Debian 12, lvp_icd.json from Debian 13
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
if [ -z "$icd" ]; then
    echo "lavapipe is not installed (Debian: mesa-vulkan-drivers); run make deps"
    echo "0 passed, 1 failed"
    exit 1
fi
# lavapipe even where a GPU is present, so every machine tests the same thing
export VK_DRIVER_FILES="$icd"
export VK_ICD_FILENAMES="$icd"

log=$(mktemp)
trap 'rm -f "$log"' EXIT

. tests/check.sh

compile_header() { # compile_header COMPILER FLAGS...: the header in a file of its own
    src=$(mktemp --suffix=.c)
    printf '#define VK_ALLREDUCE_IMPLEMENTATION\n#include "vk_allreduce.h"\n' >"$src"
    "$@" -I"$here" -c "$src" -o /dev/null
    status=$?
    rm -f "$src"
    return $status
}

spirv_matches_shaders() {
    copy=$(mktemp --suffix=.h)
    cp vk_allreduce.h "$copy"
    ./spirv_embed "$copy" && cmp -s vk_allreduce.h "$copy" ||
        { echo "the SPIR-V in vk_allreduce.h differs from shaders/: run make spirv"; rm -f "$copy"; return 1; }
    rm -f "$copy"
}

# The examples' and the bench's own kernels, embedded as arrays so that they
# build without glslc (each header says the glslc command that writes them):
# each array is what glslc makes of its shader now.
array_matches_shader() { # array_matches_shader HEADER ARRAY SHADER [GLSLC FLAGS...]
    header=$1 array=$2 shader=$3
    shift 3
    embedded=$(awk -v name="$array" '$0 ~ "^static const uint32_t " name "\\[\\] = \\{$" { inside = 1; next }
        inside && /^};$/ { inside = 0 } inside' "$header")
    compiled=$(glslc -O --target-env=vulkan1.1 -mfmt=num "$@" -o - "$shader") || return 1
    [ -n "$embedded" ] && [ "$embedded" = "$compiled" ] ||
        { echo "$header's $array is not what glslc makes of $shader: regenerate it (the command is in $header)"; return 1; }
}
own_kernels_match_shaders() {
    array_matches_shader examples/mlp_spirv.h spirvMatmulGelu examples/shaders/mlp_matmul.comp -DAPPLY_GELU &&
        array_matches_shader examples/mlp_spirv.h spirvMatmul examples/shaders/mlp_matmul.comp &&
        array_matches_shader bench/epilogue_spirv.h spirvBaselineAdd bench/shaders/epilogue_baseline.comp &&
        array_matches_shader bench/epilogue_spirv.h spirvBaselineNorm bench/shaders/epilogue_baseline.comp -DNORM
}

# The CONTENTS paragraph of the opening comment lists every section heading
# ("/* ---- Name ---- */"), in the order they come.
contents_lists_every_heading() {
    headings=$(sed -n 's|^/\* ---- \(.*[^ -]\) -* \*/$|\1|p' vk_allreduce.h)
    listed=$(sed -n '/^ \* CONTENTS$/,/^ \* CALLER REQUIREMENTS$/s/^ \*     //p' vk_allreduce.h)
    [ -n "$headings" ] && [ "$headings" = "$listed" ] ||
        { echo "CONTENTS lists:"; echo "$listed"; echo "the headings are:"; echo "$headings"; return 1; }
}

# vkarGetResultString names every VK_ERROR_ code the implementation names
# (returns, passes on or compares with), as one of the library's own.
result_strings_cover_the_codes() {
    body=$(sed -n '/^VKAR_API const char\* vkarGetResultString(VkResult result)$/,/^}/p' vk_allreduce.h)
    named=$(printf '%s\n' "$body" | grep -o '^ *case VK_[A-Z_]*:\|VKAR__DRIVER_ERROR(VK_[A-Z_]*' |
        grep -o 'VK_[A-Z_]*' | sort -u)
    used=$(sed -n '/^#ifdef VK_ALLREDUCE_IMPLEMENTATION$/,$p' vk_allreduce.h |
        sed '/^VKAR_API const char\* vkarGetResultString(VkResult result)$/,/^}/d' | grep -o 'VK_ERROR_[A-Z_]*' | sort -u)
    missing=$(printf '%s\n' "$used" | grep -vxF "$named")
    [ -n "$named" ] && [ -z "$missing" ] || { echo "vkarGetResultString does not name:" $missing; return 1; }
}

# The title line, the first entry of the RELEASES note at the top and the
# newest entry of the revision history (at the end of the file, before the
# license) name the version the macros define.
version_is_consistent() {
    v=$(sed -n 's/^#define VK_ALLREDUCE_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$/\2/p' vk_allreduce.h | paste -sd.)
    head -n 1 vk_allreduce.h | grep -q " - v$v - " || { echo "the title line does not say v$v"; return 1; }
    newest=$(sed -n '/^\/\* REVISION HISTORY$/,/^ \*\/$/p' vk_allreduce.h | grep -m 1 -o '^ \*   [0-9][0-9.]* ')
    [ "$newest" = " *   $v " ] || { echo "the revision history's newest entry is not $v: '$newest'"; return 1; }
    release=$(sed -n '/^ \* RELEASES$/,/^ \* LICENSE$/p' vk_allreduce.h | grep -m 1 -o '^ \*   [0-9][0-9.]* ')
    [ "$release" = " *   $v " ] || { echo "the RELEASES note's first entry is not $v: '$release'"; return 1; }
}

warn="-Wall -Wextra -Wpedantic -Wshadow -Werror"
check "header compiles as C99" compile_header cc -std=c99 $warn
check "header compiles as C11" compile_header cc -std=c11 $warn
check "header compiles as C99 with -Wconversion" compile_header cc -std=c99 $warn -Wconversion
check "header compiles as C++" compile_header c++ -x c++ -std=c++11 $warn
check "header compiles as C11 with NDEBUG (VKAR_ASSERT off)" compile_header cc -std=c11 $warn -DNDEBUG -O2
check "header compiles with VK_NO_PROTOTYPES (volk-style)" compile_header cc -std=c99 $warn -DVK_NO_PROTOTYPES
check "the version macros, the title line and the revision history agree" version_is_consistent
check "CONTENTS lists every section heading, in order" contents_lists_every_heading
check "vkarGetResultString names every code the implementation uses" result_strings_cover_the_codes
check "the docs' names exist in the headers; the header's flags, variables and macros are documented" \
    sh tests/doc_names.sh
# VKAR_SKIP_SPIRV_CHECK=1: where glslc is missing (make test-syncfd's trixie
# root); the host run of make test checks it
if [ -n "${VKAR_SKIP_SPIRV_CHECK:-}" ]; then
    echo "SKIP embedded SPIR-V matches shaders/ (VKAR_SKIP_SPIRV_CHECK is set)"
else
    check "embedded SPIR-V matches shaders/" spirv_matches_shaders
    check "the examples' and the bench's embedded kernels match their shaders" own_kernels_match_shaders
fi
# VKAR_TEST_PRELOAD: LD_PRELOAD for the programs built from the repository
# only (make test-asan keeps the driver loaded with it), not for the compiler
preload() { env ${VKAR_TEST_PRELOAD:+LD_PRELOAD="$VKAR_TEST_PRELOAD"} "$@"; }
# The examples across processes join within 60 s, not the default 10: under
# TSan on a busy 2-core machine one process's devices and pipelines took
# longer to create than the others waited. A hang still fails in a minute.
join_timeout="VKAR_TIMEOUT_MS=60000"
# minimal.c enables only what the host bridge needs, so a forced
# VKAR_SYNC=sync_fd (make test-syncfd) could not run it: it runs in AUTO.
check "example: minimal.c, two ranks" env -u VKAR_SYNC ${VKAR_TEST_PRELOAD:+LD_PRELOAD="$VKAR_TEST_PRELOAD"} "$build/minimal"
check "example: hello_allreduce across 3 lavapipe devices" preload "$build/hello_allreduce" --devices 3 --count 100000 --iters 3
check "example: tensor-parallel MLP on 2 devices, F32 and F16 wire" preload "$build/tensor_parallel_mlp" --devices 2
check "example: tensor-parallel MLP on 3 devices, F32 and F16 wire" preload "$build/tensor_parallel_mlp" --devices 3 --ffn 768
check "example: token_sync on 3 devices, sampled ids (I32 MIN) and a greedy token (all-gather)" preload "$build/token_sync" --devices 3
check "example: layer_split, a two-layer model over 2 devices, activations sent (vkarSendRecv) for 4 micro-batches" preload "$build/layer_split" --micro-batches 4
check "example: process_allreduce, 3 processes of 2 lavapipe devices" preload env $join_timeout "$build/process_allreduce" --processes 3 --devices 2 --count 100000 --iters 3

# vkar_info (tools/vkar_info.c): its JSON against the committed schema, its
# choices against vkarCreateComm's for the same devices, and with no driver.
check "vkar_info on lavapipe: its JSON matches docs/vkar_info.schema.json, its choices vkarCreateComm's" \
    python3 tests/info_check.py "$build"
check "vkar_info without a Vulkan driver: a clear message, exit status 2; a bad --devices, status 1" \
    python3 tests/info_check.py "$build" no-driver

# Under amdgpu's userptr rule (LD_PRELOAD tests/anon_only_shim.c, built by
# make all): every process refuses the shared mapping, copies the slots
# through the host, says so and checks its sums.
copied_slots_ok() { # copied_slots_ok PROCESSES
    shim="$(cd "$build" && pwd)/anon_only_shim.so"
    out=$(env LD_PRELOAD="${VKAR_TEST_PRELOAD:-${LD_PRELOAD:-}} $shim" $join_timeout "$build/process_allreduce" \
        --processes "$1" --devices 2 --count 100000 --iters 3 2>&1)
    status=$?
    printf '%s\n' "$out"
    [ "$status" -eq 0 ] &&
        [ "$(printf '%s\n' "$out" | grep -c 'check: OK (.*slots copied through the host)')" -eq "$1" ] &&
        [ "$(printf '%s\n' "$out" | grep -c 'imports only private anonymous memory.*slots are copied')" -eq "$1" ]
}
check "example: process_allreduce under amdgpu's userptr rule, 2 processes of 2 devices: slots copied" copied_slots_ok 2
check "example: process_allreduce under amdgpu's userptr rule, 3 processes of 2 devices: slots copied" copied_slots_ok 3

# A crash's report, its first lines: the summary repeats them, so that the
# tail of a long log (all a CI page may show) names the fault and where.
crash_report() { # crash_report LOG
    grep -m 1 -A 14 -E '^==[0-9]+==ERROR|^WARNING: ThreadSanitizer|runtime error:|Assertion .* failed|^SIG[A-Z]* in the test: |^HANG: ' "$1"
}

# The suite's own crash report (tests/harness.c), on a crash it makes on
# purpose: the signal, the test, a stack; builds under a sanitizer have
# none of their own (exit status 3) and pass.
crash_is_reported() {
    out=$(preload "$build/test_allreduce" --crash 2>&1)
    status=$?
    printf '%s\n' "$out"
    [ "$status" -eq 3 ] && return 0
    [ "$status" -gt 128 ] && printf '%s\n' "$out" | grep -qx 'SIGSEGV in the test: a crash on purpose (--crash)' &&
        printf '%s\n' "$out" | sed -n '/^its stack, innermost first:$/{n;p;q;}' | grep -q 'test_allreduce'
}
check "the suite reports its own crash: the signal, the test that was running, its stack" crash_is_reported

# The test a crash inside the validation layer stopped, from the suite's own
# report (tests/harness.c: the handler's frame, the signal's, then the
# faulting one); nothing for any other crash, or one between tests.
layer_crash_test() { # layer_crash_test LOG
    sed -n '/^its stack, innermost first:$/{n;n;n;p;q;}' "$1" | grep -q 'libVkLayer_khronos_validation' || return 0
    sed -n 's/^SIG[A-Z]* in the test: //p' "$1" | grep -vx '(between tests)' | tail -n 1
}

# A hang is a test still running after VKAR_TEST_HANG_SECONDS (tests/harness.c:
# 900 s, status 124). The pass itself gets an hour: three suites at once on
# two cores took 25 to 30 minutes a pass, and one pass went past 30.
suite_once() { # suite_once RELEASE EXCLUDE ONLY [--from NAME]
    VKAR_RELEASE=$1 VKAR_TEST_EXCLUDE=$2 VKAR_TEST_ONLY=$3 timeout 3600 \
        env ${VKAR_TEST_PRELOAD:+LD_PRELOAD="$VKAR_TEST_PRELOAD"} "$build/test_allreduce" ${4:+"$4" "$5"} 2>&1
}

# The suite once per release mode of the host bridge: the default (a
# timeline, VKAR_RELEASE empty), then the opt-in VKAR_RELEASE=event. A hang
# or a crash is a failure too: one pass takes two to fifteen minutes (under
# a sanitizer on a loaded machine), so a hang shows after 30.
run_suite() { # run_suite RELEASE EXCLUDE [ONLY]: tags (tests/suite.h) joined with VKAR_TEST_EXCLUDE's
    exclude=${VKAR_TEST_EXCLUDE:-}
    [ -z "${2:-}" ] || exclude=${exclude:+$exclude,}$2
    echo "== test_allreduce, VKAR_RELEASE=${1:-(empty: the default, a timeline)}${exclude:+, leaving out: $exclude}${3:+, only: $3}"
    suite_once "$1" "$exclude" "${3:-}" >"$log"
    status=$?
    cat "$log"
    # trixie's layer (1.4.309) crashes, rarely, inside vkSignalSemaphore or
    # vkQueueSubmit when the bridge signals a device another thread submits
    # to (tests/sync_fd_chroot.sh): once a pass, such a crash is noted and
    # the pass resumes from the test it stopped. A second one fails, as does
    # any crash outside the layer.
    crashed=
    [ "$status" -le 128 ] || [ "$status" -eq 124 ] || crashed=$(layer_crash_test "$log")
    if [ -n "$crashed" ]; then
        echo "note: a crash inside the validation layer stopped '$crashed'; the pass resumes from that test"
        grep -E '^(PASS|FAIL) ' "$log" >"$log.done"
        suite_once "$1" "$exclude" "${3:-}" --from "$crashed" >"$log.rest"
        status=$?
        cat "$log.rest"
        cat "$log.done" "$log.rest" >"$log"
        rm -f "$log.done" "$log.rest"
    fi
    suite_passed=$(grep -c '^PASS ' "$log")
    suite_failed=$(grep -c '^FAIL ' "$log")
    if [ "$status" -ne 0 ] && { [ "$suite_failed" -eq 0 ] || [ "$status" -gt 1 ]; }; then
        echo "FAIL test_allreduce (VKAR_RELEASE=$1) exited with status $status$([ "$status" -eq 124 ] && echo ' (timed out)')"
        suite_failed=$((suite_failed + 1))
        last=$(grep -E '^(PASS|FAIL) ' "$log" | tail -n 1 | sed 's/ ([0-9.]* s)$//')
        report=$(crash_report "$log")
        failures="${failures}test_allreduce (VKAR_RELEASE=${1:-default}) stopped with status $status after: ${last:-no test}
${report:+$report
}"
    fi
    passed=$((passed + suite_passed))
    failed=$((failed + suite_failed))
    failed_names=$(sed -n "s/^FAIL \(.*\) ([0-9.]* s)$/\1 (VKAR_RELEASE=${1:-default})/p" "$log")
    [ -z "$failed_names" ] || failures="$failures$failed_names
"
}
# VKAR_TEST_RELEASES: the passes, "default" for the first (make test-asan and
# make test-tsan run that one only). Every pass leaves the long sweeps
# (SWEEP) to make soak. The later passes also leave out the tests
# whose paths do not depend on how a round is released: the sweeps, the
# fault injection, the processes (always the host bridge's timeline), CPU
# placement, the GPUs' bits, every op and type, creation and values. The
# default pass runs them.
release_independent=SWEEP,FAULTS,PROCESSES,CHILDREN,PLACEMENT,BITS,MATRIX,HOST
# VKAR_TEST_SYNCVAL_OFF=TAGS: the tests that carry them leave the passes
# and run apart, in the default release, with the validation layer's
# synchronization validation off (the rest of it on). make test-syncfd
# sets NODES: there trixie's layer (1.4.309) crashes inside its
# synchronization validation at vkQueueSubmit in the tests across nodes,
# whose communicators never use SYNC_FD; make test runs them with it on.
syncval_off=${VKAR_TEST_SYNCVAL_OFF:-}
for release in ${VKAR_TEST_RELEASES:-default event}; do
    case $release in
    default) run_suite "" "SWEEP${syncval_off:+,$syncval_off}" ;;
    *) run_suite "$release" "$release_independent${syncval_off:+,$syncval_off}" ;;
    esac
done
if [ -n "$syncval_off" ]; then
    export VK_KHRONOS_VALIDATION_VALIDATE_SYNC=false
    run_suite "" "" "$syncval_off"
    unset VK_KHRONOS_VALIDATION_VALIDATE_SYNC
fi

# Leaks by design (a pending submission still uses the communicator's
# resources), so it runs apart from the suite and from leak checkers.
check "vkarDestroyComm with a stuck peer returns after the timeout (leaks by design)" \
    env ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" timeout 60 \
    env ${VKAR_TEST_PRELOAD:+LD_PRELOAD="$VKAR_TEST_PRELOAD"} VKAR_TEST_EXCLUDE= VKAR_TEST_ONLY=LEAKS "$build/test_allreduce"

summarize
[ "$failed" -eq 0 ]
