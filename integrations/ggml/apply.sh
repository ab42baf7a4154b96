#!/bin/sh
# Applies the vk_allreduce communicator to a llama.cpp checkout of the base
# commit and builds test-llama-archs, test-backend-ops, llama-bench,
# copy-test.cpp (as BUILD_DIR/bin/vkar-copy-test) and wire-accuracy.cpp
# (as BUILD_DIR/bin/vkar-wire-accuracy).
#
#   integrations/ggml/apply.sh LLAMA_DIR [BUILD_DIR]
#
# BUILD_DIR defaults to LLAMA_DIR/build-vkar. Applying twice is harmless.
# Needs cmake, a C++ compiler, the Vulkan headers and loader, glslc and
# SPIR-V headers (Debian: cmake g++ libvulkan-dev glslc spirv-headers).
# JOBS sets the build's parallelism (default: every core); VKAR_CMAKE_ARGS
# adds configure arguments (copy-test links the shared libraries of the
# default BUILD_SHARED_LIBS=ON).
set -eu
if [ $# -lt 1 ]; then
    echo "usage: $0 LLAMA_DIR [BUILD_DIR]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
llama=$(cd "$1" && pwd)
build=${2:-$llama/build-vkar}
base=$(cat "$here/BASE")
patch_file="$here/ggml-vulkan-vk_allreduce.patch"

if [ -d "$llama/.git" ] && command -v git >/dev/null; then
    head=$(git -C "$llama" rev-parse HEAD 2>/dev/null || echo unknown)
    [ "$head" = "$base" ] || echo "note: $llama is at $head; the patch is made for $base" >&2
fi
if patch -d "$llama" -p1 -R -s -f --dry-run <"$patch_file" >/dev/null 2>&1; then
    echo "patch already applied in $llama"
elif patch -d "$llama" -p1 -s -f --dry-run <"$patch_file" >/dev/null 2>&1; then
    patch -d "$llama" -p1 -s -f --no-backup-if-mismatch <"$patch_file"
    echo "patch applied to $llama"
else
    # applying part of it (a tree patched by another version of it) would duplicate hunks
    echo "the patch neither applies to $llama nor is applied there (another version of it?): start from a clean tree of the base" >&2
    exit 1
fi
# copied only when it differs, so that a second run rebuilds nothing
cmp -s "$repo/vk_allreduce.h" "$llama/ggml/src/ggml-vulkan/vk_allreduce.h" ||
    cp "$repo/vk_allreduce.h" "$llama/ggml/src/ggml-vulkan/vk_allreduce.h"

mkdir -p "$build"
generator=
command -v ninja >/dev/null && generator="-G Ninja"
# shellcheck disable=SC2086
cmake -S "$llama" -B "$build" $generator -DCMAKE_BUILD_TYPE=Release -DGGML_VULKAN=ON \
    -DLLAMA_BUILD_SERVER=OFF -DLLAMA_BUILD_EXAMPLES=OFF ${VKAR_CMAKE_ARGS:-} >"$build/vkar-configure.log" 2>&1 ||
    { cat "$build/vkar-configure.log"; exit 1; }
cmake --build "$build" --target test-llama-archs test-backend-ops llama-bench -j "${JOBS:-$(nproc)}"
# built only when their sources changed (they link the shared libraries)
if [ -z "$(find "$build/bin/vkar-copy-test" -newer "$here/copy-test.cpp" 2>/dev/null)" ]; then
    "${CXX:-c++}" -std=c++17 -O2 -I"$llama/ggml/include" "$here/copy-test.cpp" -o "$build/bin/vkar-copy-test" \
        -L"$build/bin" -lggml -lggml-base -Wl,-rpath,"$build/bin"
fi
if [ -z "$(find "$build/bin/vkar-wire-accuracy" -newer "$here/wire-accuracy.cpp" 2>/dev/null)" ]; then
    "${CXX:-c++}" -std=c++17 -O2 -I"$llama/include" -I"$llama/ggml/include" "$here/wire-accuracy.cpp" \
        -o "$build/bin/vkar-wire-accuracy" -L"$build/bin" -lllama -lggml -lggml-base -Wl,-rpath,"$build/bin"
fi
echo "built $build/bin/test-llama-archs, test-backend-ops, llama-bench, vkar-copy-test and vkar-wire-accuracy"
