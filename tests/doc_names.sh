#!/bin/sh
# tests/doc_names.sh [ROOT]: the names the docs use against the code.
#
# 1. Every VKAR_*, vkar* and VK_ALLREDUCE_* name in README.md and docs/*.md
#    exists: in vk_allreduce.h or vk_allreduce_mpi.h; for VK_ALLREDUCE_*
#    also as a CMake option; for VKAR_* also as an environment variable
#    that a script, the Makefile or the test harness reads (VKAR_TEST_*).
#    A name written with a trailing * (`VKAR_*`, `vkarCmd*`) is a prefix.
# 2. Every VKAR_COMM_CREATE_*_BIT, every VKAR_* variable the header reads
#    (getenv) and every macro of its CONFIGURATION section is in both
#    README.md and docs/options.md, which each list them all; every
#    option() of CMakeLists.txt is in docs/packaging.md.
#
# Prints each problem and "N names checked, N problems"; exits 1 on any.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root" || exit 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

docs="README.md $(ls docs/*.md)"
headers="vk_allreduce.h vk_allreduce_mpi.h"
problems=0
checked=0

problem() {
    echo "doc_names: $*"
    problems=$((problems + 1))
}

# Where a doc names it, for the message.
named_in() {
    grep -lF -- "$1" $docs | tr '\n' ' ' | sed 's/ $//'
}

# Every identifier of the headers, one a line.
grep -ohE '[A-Za-z_][A-Za-z0-9_]*' $headers | sort -u >"$work/header_names"
sed -n 's/^option(\([A-Z0-9_]*\) .*/\1/p' CMakeLists.txt | sort -u >"$work/cmake_options"

# The files that may read a VKAR_* environment variable: everything but
# the docs and the headers (checked above).
find Makefile CMakeLists.txt tests tools examples bench integrations fuzz .ci -type f \
    ! -name '*.md' ! -name '*.json' ! -name '*.csv' ! -name '*.svg' ! -name '*.png' 2>/dev/null >"$work/code_files"

# read_as_variable NAME: a program or script reads it from the environment,
# or the Makefile sets it.
read_as_variable() {
    pattern="getenv\\(\"$1\"\\)|environ(\\.get\\(|\\[)\"$1\"|\\\$\\{?$1([^A-Za-z0-9_]|\$)|(^|[^A-Za-z0-9_])$1 *[?:]?="
    xargs grep -qE -- "$pattern" <"$work/code_files" 2>/dev/null
}

# 1. The docs' names exist.
grep -ohE '(^|[^A-Za-z0-9_])(VKAR_[A-Z0-9_]*|vkar[A-Z][A-Za-z0-9]*|VK_ALLREDUCE_[A-Z0-9_]*)\*?' $docs |
    sed 's/^[^A-Za-z0-9_]//' | sort -u >"$work/doc_names"
while read -r name; do
    checked=$((checked + 1))
    case $name in
    *\* | *_)
        prefix=${name%\*}
        grep -q "^$prefix" "$work/header_names" || problem "$(named_in "$prefix"): $name: no name of the headers starts so"
        continue
        ;;
    esac
    grep -qxF -- "$name" "$work/header_names" && continue
    case $name in
    VK_ALLREDUCE_*) grep -qxF -- "$name" "$work/cmake_options" && continue ;;
    VKAR_*) read_as_variable "$name" && continue ;;
    esac
    problem "$(named_in "$name"): $name: not in the headers, nor a CMake option or a variable the code reads"
done <"$work/doc_names"

# 2. What the header offers, the docs list.
grep -oE 'VKAR_COMM_CREATE_[A-Z0-9_]*_BIT *=' vk_allreduce.h | sed 's/ *=$//' | sort -u |
    while read -r name; do echo "$name a VkarCommCreateFlagBits bit"; done >"$work/offered"
grep -oE 'getenv\("VKAR_[A-Z0-9_]*"\)' vk_allreduce.h | sed 's/getenv("\(.*\)")/\1/' | sort -u |
    while read -r name; do echo "$name an environment variable vkarCreateComm reads"; done >>"$work/offered"
sed -n '/^ \* CONFIGURATION/,/^ \* PLATFORMS/p' vk_allreduce.h | grep -E '^ \*   (VK_ALLREDUCE|VKAR)_' |
    grep -oE '(VK_ALLREDUCE|VKAR)_[A-Z0-9_]*' | sort -u |
    while read -r name; do echo "$name a configuration macro"; done >>"$work/offered"
while read -r name what; do
    for file in README.md docs/options.md; do
        checked=$((checked + 1))
        grep -qE -- "(^|[^A-Za-z0-9_])$name([^A-Za-z0-9_]|\$)" "$file" || problem "$file: does not name $name, $what"
    done
done <"$work/offered"
while read -r name; do
    checked=$((checked + 1))
    grep -qE -- "(^|[^A-Za-z0-9_])$name([^A-Za-z0-9_]|\$)" docs/packaging.md ||
        problem "docs/packaging.md: does not name $name, a CMake option"
done <"$work/cmake_options"

echo "$checked names checked, $problems problems"
[ "$problems" -eq 0 ]
