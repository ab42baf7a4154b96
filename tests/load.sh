#!/bin/sh
# Three runs of `make test` (or `make test-syncfd`) at once, round after
# round: the load a 2-core CI machine may be under, which the suite must
# pass 5 rounds of 5 (issue 40). Not part of CI; an hour or two by hand:
#
#   sh tests/load.sh [ROUNDS] [test|test-syncfd]     (defaults: 5, test)
#
# `make test`: `make all` first, so that the three runs only read build/.
# `make test-syncfd`: each run its own trixie root, build/trixie and two
# copies of it (build/trixie-load2, -load3), each copying the checkout
# into itself. Each run's output goes to build/load/ROUND.RUN.log; one line
# a run says its closing "N passed, N failed" line and its time. Exits
# non-zero when any run failed.
set -u
cd "$(dirname "$0")/.."
rounds=${1:-5}
target=${2:-test}
case $target in test | test-syncfd) ;; *) echo "tests/load.sh: test or test-syncfd, not $target"; exit 2 ;; esac
mkdir -p build/load
if [ "$target" = test ]; then
    make --no-print-directory all >/dev/null || exit 1
else
    [ -f build/trixie/.vkar-trixie-complete ] || make --no-print-directory test-syncfd >/dev/null
    # a root in use has /proc and /dev mounted in it: never copy those
    if grep -q " $(pwd)/build/trixie/" /proc/self/mounts; then
        echo "tests/load.sh: build/trixie is in use (mounted); wait for its run to end"
        exit 1
    fi
    for i in 2 3; do
        [ -d build/trixie-load$i ] || cp -a build/trixie build/trixie-load$i || exit 1
    done
fi
failed=0
r=1
while [ "$r" -le "$rounds" ]; do
    for i in 1 2 3; do
        root=build/trixie
        [ "$i" = 1 ] || root=build/trixie-load$i
        (
            start=$(date +%s)
            if [ "$target" = test ]; then make --no-print-directory test; else make --no-print-directory test-syncfd TRIXIE_ROOT=$root; fi \
                >"build/load/$r.$i.log" 2>&1
            echo "exit status $? after $(($(date +%s) - start)) s" >>"build/load/$r.$i.log"
        ) &
    done
    wait
    for i in 1 2 3; do
        echo "make $target, round $r, run $i: $(grep -E '^[0-9]+ passed, [0-9]+ failed$' "build/load/$r.$i.log" | tail -n 1), $(tail -n 1 "build/load/$r.$i.log")"
        tail -n 1 "build/load/$r.$i.log" | grep -q '^exit status 0 ' || failed=1
    done
    r=$((r + 1))
done
exit $failed
