#!/bin/sh
# make test-packaging: the library consumed the three ways a project takes
# it, each building a copy of examples/hello_allreduce.c (with
# examples/common.h) and running it
# across 2 lavapipe devices: CMake's add_subdirectory (which installs
# nothing unless asked, and with VK_ALLREDUCE_LINK_VULKAN=OFF leaves the
# loader to the consumer), find_package after `cmake --install` to a
# prefix, and pkg-config on that prefix (each flag once); also an install
# straight after configure, with nothing built. Ends with
# "N passed, N failed" and exits non-zero when anything failed.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
[ -n "$icd" ] || { echo "lavapipe is not installed"; echo "0 passed, 1 failed"; exit 1; }
export VK_DRIVER_FILES="$icd" VK_ICD_FILENAMES="$icd"

work=$(mktemp -d)
log=$work/log
trap 'rm -rf "$work"' EXIT
consumer=$work/consumer
prefix=$work/prefix
mkdir -p "$consumer"
cp tests/consumer/CMakeLists.txt "$consumer/"
cp examples/hello_allreduce.c "$consumer/main.c"
cp examples/common.h "$consumer/" # the examples' shared Vulkan setup, beside main.c
version=$(sed -n 's/^#define VK_ALLREDUCE_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$/\2/p' vk_allreduce.h | paste -sd.)

. tests/check.sh

run_consumer() { "$1" --devices 2 --count 10000 --iters 2; }

# DIR installs nothing: a subproject has no install rules of its own
installs_nothing() {
    cmake --install "$1" --prefix "$1/prefix" && ! [ -e "$1/prefix" ]
}

# add_subdirectory BUILD [CMAKE_ARG...]: the library's own examples, tests
# and bench stay off, and so does its install
via_add_subdirectory() {
    dir=$work/$1
    shift
    cmake -S "$consumer" -B "$dir" -DVKAR_USE=add_subdirectory -DVKAR_SOURCE_DIR="$here" "$@" &&
        cmake --build "$dir" &&
        ! [ -e "$dir/vk_allreduce/test_allreduce" ] &&
        installs_nothing "$dir" &&
        run_consumer "$dir/consumer"
}

# add_subdirectory with VK_ALLREDUCE_INSTALL=ON: a subproject installs when asked
installed_as_subproject() {
    cmake -S "$consumer" -B "$work/sub_install" -DVKAR_USE=add_subdirectory -DVKAR_SOURCE_DIR="$here" \
        -DVK_ALLREDUCE_INSTALL=ON &&
        cmake --install "$work/sub_install" --prefix "$work/sub_prefix" &&
        [ -f "$work/sub_prefix/include/vk_allreduce.h" ] &&
        [ -f "$work/sub_prefix/share/vk_allreduce/cmake/vk_allreduceConfig.cmake" ]
}

installed() {
    cmake -S "$here" -B "$work/lib" -DVK_ALLREDUCE_BUILD_EXAMPLES=OFF -DVK_ALLREDUCE_BUILD_TESTS=OFF \
        -DVK_ALLREDUCE_BUILD_BENCH=OFF -DCMAKE_INSTALL_PREFIX="$prefix" &&
        cmake --build "$work/lib" && cmake --install "$work/lib" &&
        [ -f "$prefix/include/vk_allreduce.h" ] && [ -f "$prefix/include/vk_allreduce_mpi.h" ] &&
        [ -f "$prefix/share/pkgconfig/vk_allreduce.pc" ] && "$prefix/bin/vkar_info" --no-measure >/dev/null
}

# configure, then install, nothing built: the header-only library installs
# whole (as packagers of header-only libraries do); vkar_info, not built,
# does not
installed_unbuilt() {
    cmake -S "$here" -B "$work/unbuilt" >/dev/null &&
        cmake --install "$work/unbuilt" --prefix "$work/unbuilt_prefix" &&
        [ -f "$work/unbuilt_prefix/include/vk_allreduce.h" ] &&
        [ -f "$work/unbuilt_prefix/include/vk_allreduce_mpi.h" ] &&
        [ -f "$work/unbuilt_prefix/share/vk_allreduce/cmake/vk_allreduceConfig.cmake" ] &&
        [ -f "$work/unbuilt_prefix/share/pkgconfig/vk_allreduce.pc" ] &&
        ! [ -e "$work/unbuilt_prefix/bin/vkar_info" ]
}

via_find_package() {
    cmake -S "$consumer" -B "$work/found" -DCMAKE_PREFIX_PATH="$prefix" -DVKAR_VERSION_WANTED="${version%.*}" &&
        cmake --build "$work/found" &&
        grep -q "$prefix/include" "$work/found/CMakeFiles/consumer.dir/flags.make" &&
        run_consumer "$work/found/consumer"
}

via_pkg_config() {
    export PKG_CONFIG_PATH="$prefix/share/pkgconfig"
    [ "$(pkg-config --modversion vk_allreduce)" = "$version" ] &&
        cc -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Werror -o "$work/pc_consumer" "$consumer/main.c" \
            $(pkg-config --cflags --libs vk_allreduce) &&
        run_consumer "$work/pc_consumer"
}

# pkg-config --cflags --libs prints each flag once
pkg_config_flags_once() {
    flags=$(PKG_CONFIG_PATH="$prefix/share/pkgconfig" pkg-config --cflags --libs vk_allreduce) &&
        echo "$flags" &&
        [ -n "$flags" ] &&
        [ -z "$(printf '%s\n' $flags | sort | uniq -d)" ]
}

check "CMake add_subdirectory: a consumer builds and sums across 2 devices, nothing installed" via_add_subdirectory sub
check "CMake add_subdirectory, VK_ALLREDUCE_LINK_VULKAN=OFF: no loader on the target, the consumer's own links" \
    via_add_subdirectory sub_no_loader -DVK_ALLREDUCE_LINK_VULKAN=OFF
check "CMake add_subdirectory, VK_ALLREDUCE_INSTALL=ON: the subproject installs" installed_as_subproject
check "CMake install to a prefix: the headers, the package, vk_allreduce.pc and vkar_info" installed
check "CMake configure, then install without a build: the headers, the package and vk_allreduce.pc" installed_unbuilt
check "CMake find_package(vk_allreduce ${version%.*}) from the prefix: a consumer builds and sums" via_find_package
check "pkg-config vk_allreduce (version $version): a consumer builds and sums" via_pkg_config
check "pkg-config --cflags --libs vk_allreduce: each flag once" pkg_config_flags_once
summarize
[ "$failed" -eq 0 ]
