#!/bin/sh
# make test-mpi: vk_allreduce across processes through vk_allreduce_mpi.h,
# with Open MPI forced over TCP on the loopback (--mca btl self,tcp) on this one machine:
# each process is a node of two lavapipe ranks. The suite (tests/mpi_test.c)
# on 2 and 3 nodes, the example on 2, and a process that dies in the middle
# of a call, which must end the job with an error rather than hang. Ends with
# "N passed, N failed" and exits non-zero when anything failed.
set -u
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"

icd=$(ls /usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
if [ -z "$icd" ] || ! command -v mpicc >/dev/null || ! command -v mpirun >/dev/null; then
    echo "needs lavapipe and Open MPI (Debian: mesa-vulkan-drivers openmpi-bin libopenmpi-dev); run make deps"
    echo "0 passed, 1 failed"
    exit 1
fi
export VK_DRIVER_FILES="$icd"
export VK_ICD_FILENAMES="$icd"
# CI runs as root, which Open MPI refuses unless told
if [ "$(id -u)" = 0 ]; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fi
mkdir -p "$build"
log=$(mktemp)
out=$(mktemp)
trap 'rm -f "$log" "$out"' EXIT

. tests/check.sh

mpi_run() { # mpi_run SECONDS NODES PROGRAM ARGS...: over TCP, more processes than cores allowed
    seconds=$1
    nodes=$2
    shift 2
    timeout "$seconds" mpirun --oversubscribe --mca btl self,tcp --mca btl_tcp_if_include lo -np "$nodes" "$@"
}

build_programs() {
    flags="-std=c99 -Wall -Wextra -Wpedantic -Wshadow -Werror -O2 -g"
    mpicc $flags -o "$build/mpi_test" tests/mpi_test.c tests/harness.c tests/reference.c -lvulkan -lpthread -ldl &&
        mpicc $flags -I. -o "$build/mpi_allreduce" examples/mpi_allreduce.c -lvulkan -lpthread -ldl
}

# The suite's own PASS and FAIL lines, counted as this runner's tests.
suite_on() { # suite_on NODES
    mpi_run 900 "$1" "$build/mpi_test" >"$out" 2>&1
    status=$?
    while IFS= read -r line; do
        case "$line" in
        "PASS "*) passed=$((passed + 1)); echo "$line" ;;
        "FAIL "*) failed=$((failed + 1)); failures="$failures${line#FAIL } ($1 nodes)
"; echo "$line" ;;
        esac
    done <"$out"
    if [ $status -ne 0 ] || ! grep -q "^0 failed\|, 0 failed$" "$out"; then
        failed=$((failed + 1))
        failures="${failures}the suite on $1 nodes (exit status $status)
"
        echo "FAIL the suite on $1 nodes (exit status $status)"
        sed 's/^/    /' "$out"
    fi
}

example_on_two_nodes() {
    mpi_run 300 2 "$build/mpi_allreduce" --count 100003
}

# Node 1 exits mid-call; mpirun must end the job, non-zero, well within the
# limit (124 would be the limit's), and say which process ended it.
dead_node_ends_the_job() {
    mpi_run 300 3 "$build/mpi_test" die >"$out" 2>&1
    status=$?
    cat "$out"
    [ $status -ne 0 ] && [ $status -ne 124 ] && grep -qi "exit\|abort\|terminat" "$out"
}

check "build the suite and the example with mpicc" build_programs
suite_on 2
suite_on 3
check "example: mpirun -np 2 mpi_allreduce, 2 lavapipe ranks per node" example_on_two_nodes
check "a process that dies mid-call: the job ends with an error, not a hang" dead_node_ends_the_job
summarize
[ "$failed" -eq 0 ]
