# Sourced by the test runners (run.sh, packaging.sh, mingw_cross.sh): their
# one-line test records and the closing "N passed, N failed" counts, after
# the failed tests' names again (a CI log shows only its tail). The runner
# sets $log, a file each command's output goes to. Each record ends with the
# test's wall time.
passed=0
failed=0
failures=""

check() { # check NAME COMMAND...: one test that passes when COMMAND succeeds
    name=$1
    shift
    start=$(date +%s%N)
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name ($(elapsed_since "$start"))"
    else
        failed=$((failed + 1))
        # with the inner test runner's own failures, which a CI log's cut
        # may otherwise hide in the middle of the output
        failures="$failures$name$(grep '^FAIL ' "$log" | sed 's/^/: /' | tr '\n' ' ')
"
        echo "FAIL $name ($(elapsed_since "$start"))"
        sed 's/^/    /' "$log"
    fi
}

elapsed_since() { # elapsed_since NANOSECONDS: "12.3 s" since that date +%s%N
    tenths=$((($(date +%s%N) - $1) / 100000000))
    echo "$((tenths / 10)).$((tenths % 10)) s"
}

summarize() { # the failed tests again, then "N passed, N failed"
    [ -z "$failures" ] || printf 'failed:\n%s' "$failures" | sed '2,$s/^/    /'
    echo "$passed passed, $failed failed"
}
