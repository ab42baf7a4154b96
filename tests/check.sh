# Sourced by the test runners (run.sh, packaging.sh, mingw_cross.sh): their
# one-line test records and the closing "N passed, N failed" counts. The
# runner sets $log, a file each command's output goes to.
passed=0
failed=0

check() { # check NAME COMMAND...: one test that passes when COMMAND succeeds
    name=$1
    shift
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "PASS $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$log"
    fi
}
