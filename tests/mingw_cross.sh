#!/bin/sh
# make test-windows: the Windows build, from Linux. Cross-compiles the header
# (C99 and C11, -Wconversion too), the suite, the soak, the examples and the
# bench with MinGW-w64 (x86_64-w64-mingw32-gcc), warnings as errors, then
# runs them under Wine (wine64), whose vulkan-1.dll hands every Vulkan call
# to this machine's loader and so to lavapipe.
#
# What Wine cannot give, and so what this does not test:
#   - the validation layer: Wine's vulkan-1.dll is not the Khronos loader
#     and loads no layers, so the suite runs with VKAR_TEST_VALIDATION=0
#     (make test runs the same suite with it on);
#   - "bridge thread polls longer ...": it times the bridge's CPU use to
#     2 ms, and a process's CPU time under Wine moves in 15.6 ms steps;
#   - the MSVC branch of the header's atomics (Interlocked functions) is
#     compiled, by MinGW's gcc posing as MSVC, not run.
# Ends with "N passed, N failed" and exits non-zero when anything failed.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
build=${1:-build}/windows
cc=x86_64-w64-mingw32-gcc
wine=/usr/lib/wine/wine64

mkdir -p "$build/include"
log=$build/check.log

. tests/check.sh

finish() {
    summarize
    [ "$failed" -eq 0 ]
    exit
}

icd=$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
for need in "$cc" "$wine" xvfb-run /usr/include/vulkan/vulkan_core.h "$icd"; do
    if ! command -v "$need" >/dev/null 2>&1 && [ ! -e "$need" ]; then
        echo "FAIL missing ${need:-lavapipe's ICD}: run make test-windows (it installs MinGW-w64, Wine, Xvfb)"
        failed=1
        finish
    fi
done

# The Vulkan headers, without the rest of /usr/include (glibc's headers
# would shadow MinGW's), and an import library for Wine's vulkan-1.dll made
# from the functions vulkan_core.h declares.
ln -sfn /usr/include/vulkan "$build/include/vulkan"
ln -sfn /usr/include/vk_video "$build/include/vk_video"
{
    echo "LIBRARY vulkan-1.dll"
    echo "EXPORTS"
    sed -n 's/.*VKAPI_CALL \(vk[A-Za-z0-9]*\)(.*/\1/p' /usr/include/vulkan/vulkan_core.h | sort -u
} >"$build/vulkan-1.def"
check "import library for vulkan-1.dll" x86_64-w64-mingw32-dlltool -d "$build/vulkan-1.def" -l "$build/libvulkan-1.a"

flags="-Wall -Wextra -Wpedantic -Wshadow -Werror -O2 -I$build/include -I."
libs="-L$build -lvulkan-1 -static -lpthread"
printf '#define VK_ALLREDUCE_IMPLEMENTATION\n#include "vk_allreduce.h"\nint main(void) { return vkarGetVersion() == 0; }\n' \
    >"$build/header.c"
check "header, C99, MinGW-w64" $cc -std=c99 $flags -Wconversion -o "$build/header99.exe" "$build/header.c" $libs
check "header, C11, MinGW-w64" $cc -std=c11 $flags -Wconversion -o "$build/header11.exe" "$build/header.c" $libs
check "header, the MSVC atomics (compiled with _MSC_VER set)" \
    $cc -std=c99 -D_MSC_VER=1930 -Wall -Wextra -Werror -I"$build/include" -I. -c -o "$build/header_msvc.o" "$build/header.c"
# The suite's sources: tests/suite.list, then tests/test_NAME.c for each
# AREA(NAME, ...) line of tests/areas.def, as the Makefile reads them.
suite=$(cat tests/suite.list; sed -n 's|^AREA.\([a-z0-9_]*\),.*|tests/test_\1.c|p' tests/areas.def)
check "build: the suite" $cc -std=c99 $flags -o "$build/test_allreduce.exe" $suite $libs
check "build: the soak" $cc -std=c99 $flags -o "$build/soak.exe" tests/soak.c tests/harness.c tests/reference.c $libs
check "build: the examples" sh -c "$cc -std=c99 $flags -o $build/minimal.exe examples/minimal.c $libs &&
    $cc -std=c99 $flags -o $build/hello_allreduce.exe examples/hello_allreduce.c $libs &&
    $cc -std=c99 $flags -o $build/tensor_parallel_mlp.exe examples/tensor_parallel_mlp.c $libs &&
    $cc -std=c99 $flags -o $build/token_sync.exe examples/token_sync.c $libs &&
    $cc -std=c99 $flags -o $build/layer_split.exe examples/layer_split.c $libs"
check "build: the bench" $cc -std=c99 $flags -o "$build/vkar_perf.exe" $(cat bench/vkar_perf.list) $libs -lm
check "build: vkar_info" $cc -std=c99 $flags -o "$build/vkar_info.exe" tools/vkar_info.c $libs
[ "$failed" -eq 0 ] || finish

# Wine: its own prefix under the build directory, no debug chatter, a
# virtual display for the first start.
export WINEPREFIX="$here/$build/wineprefix" WINEDEBUG=-all VK_DRIVER_FILES="$icd" VK_ICD_FILENAMES="$icd"
# The suite leaves out, by tag (tests/suite.h), the sweeps, the GPUs' bits
# and every op and type, whose paths do not differ on Windows (make test
# runs them; the Windows paths, threads, atomics, events and timing, are in
# every other test), and the test that depends on the wall clock.
export VKAR_TEST_VALIDATION=0 VKAR_TEST_EXCLUDE=SWEEP,BITS,MATRIX,TIMING
run() { timeout 900 xvfb-run -a "$wine" "$@"; }
check "Wine starts and its Vulkan reaches lavapipe" run "$build/hello_allreduce.exe" --devices 2 --count 1000 --iters 1
[ "$failed" -eq 0 ] || finish
check "example under Wine: minimal.c, two ranks" run "$build/minimal.exe"
check "example under Wine: hello_allreduce across 3 lavapipe devices" \
    run "$build/hello_allreduce.exe" --devices 3 --count 100000 --iters 3
check "example under Wine: tensor-parallel MLP on 2 devices" run "$build/tensor_parallel_mlp.exe" --devices 2
check "example under Wine: token_sync on 3 devices" run "$build/token_sync.exe" --devices 3
check "example under Wine: layer_split on 2 devices, 4 micro-batches" run "$build/layer_split.exe" --micro-batches 4
check "the suite under Wine (no validation layer)" run "$build/test_allreduce.exe"
check "the suite under Wine: destroy with a stuck peer" \
    env VKAR_TEST_EXCLUDE= VKAR_TEST_ONLY=LEAKS timeout 900 xvfb-run -a "$wine" "$build/test_allreduce.exe"
check "soak under Wine: 1,000 rounds" run "$build/soak.exe" 1000
check "bench under Wine: #wrong 0" run "$build/vkar_perf.exe" --driver lavapipe -g 2 -b 8 -e 64K -f 8 -n 3 -w 1
check "vkar_info under Wine: the report, a communicator on lavapipe" run "$build/vkar_info.exe"
finish
