#!/bin/sh
# make test-syncfd: the test suite in the library's sync_fd mode, against
# Mesa's own SYNC_FD implementation, on a machine with no GPU.
#
# Debian trixie's lavapipe (Mesa 25) implements binary SYNC_FD semaphores but
# exposes them only when /dev/udmabuf opens, and CI kernels have no udmabuf
# driver (../shared/DESIGN.md §4). So this script
#   1. makes a Debian trixie root with debootstrap, once (a stamp file marks
#      it complete; it is reused while the package list is unchanged),
#   2. copies the checkout (tracked and untracked, not ignored files) into
#      ROOT/src and builds there: tests/udmabuf_shim.c, the LD_PRELOAD shim
#      that fakes /dev/udmabuf, tests/sync_fd_probe.c, and `make all` with
#      VKAR_EXPORT_WAIT_NS at 50 ms (lavapipe's exports wait for its submit
#      thread, often past the default 5 ms on a loaded machine; every such
#      round goes to the bridge, and the trixie layer (1.4.309) then crashes
#      about once in 500 of those rounds, inside its vkSignalSemaphore or
#      vkQueueSubmit, when the bridge's host signal meets a submission on
#      the same device: a layer defect, seen with its fine-grained locking
#      off too. The fallback itself is tested at any bound: the suite slows
#      exports past it on purpose),
#   3. runs the probe: lavapipe must export and import SYNC_FD across two
#      VkDevices with the validation layer silent, or the run FAILS (it never
#      skips, so CI cannot lose the sync_fd path without noticing),
#   4. runs tests/run.sh there with the shim preloaded and VKAR_SYNC=sync_fd
#      (the SPIR-V drift check is left to the host run: no glslc inside).
# Ends with the runner's "N passed, N failed" line; exits non-zero on failure.
# Needs root (for chroot and mount; re-runs itself with sudo) and the network
# the first time (about 900 MB, a minute).
#
# Environment:
#   VKAR_TRIXIE_ROOT    the root (default build/trixie; must be git-ignored
#                       or outside the checkout); remove it to start afresh
#   VKAR_DEBIAN_MIRROR  the Debian archive debootstrap fetches from; default:
#                       the first one this machine's apt sources name
#                       (/etc/apt/sources.list.d/*.sources, *.list,
#                       /etc/apt/sources.list) for a Debian release suite
#   VKAR_SYNC           the mode the suite runs in: default sync_fd; set it
#                       empty to run the library's default mode instead
#   VKAR_SANITIZE       address or thread: instead of step 4, the areas
#                       sync_fd and late_signals built with ASan and UBSan,
#                       or with TSan (tests/*.supp), in SYNC_FD mode
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sync=${VKAR_SYNC-sync_fd}
sanitize=${VKAR_SANITIZE:-}
case $sanitize in ''|address|thread) ;; *) echo "VKAR_SANITIZE is address or thread, not $sanitize"; exit 1 ;; esac
root=${VKAR_TRIXIE_ROOT:-build/trixie}
mirror=${VKAR_DEBIAN_MIRROR:-}

if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "tests/sync_fd_chroot.sh needs root (chroot, mount)"; exit 1; }
    exec sudo env VKAR_SYNC="$sync" VKAR_TRIXIE_ROOT="$root" ${mirror:+VKAR_DEBIAN_MIRROR="$mirror"} \
        ${sanitize:+VKAR_SANITIZE="$sanitize"} \
        ${VKAR_TEST_VERBOSE:+VKAR_TEST_VERBOSE=1} sh "$here/tests/sync_fd_chroot.sh" "$@"
fi
export PATH="$PATH:/usr/sbin:/sbin"

case $root in /*) ;; *) root=$here/$root ;; esac
case $root in *[[:space:]]*) echo "VKAR_TRIXIE_ROOT may not contain spaces: $root"; exit 1 ;; esac
# git on the checkout; as root (through sudo) on a checkout someone else owns,
# git refuses it unless told it is safe. Without git, everything but build/
# and .git is copied.
checkout_git() { git -c safe.directory="$here" -C "$here" "$@"; }
if command -v git >/dev/null && checkout_git rev-parse --git-dir >/dev/null 2>&1; then has_git=1; else has_git=; fi
case $root/ in
"$here"/build/*) ;;
"$here"/*)
    if [ -z "$has_git" ] || ! checkout_git check-ignore -q "$root"; then
        echo "$root is inside the checkout but not ignored: it would be copied into itself"
        exit 1
    fi
    ;;
esac

# mesa-vulkan-drivers: lavapipe; g++: tests/run.sh compiles the header as C++;
# python3-jsonschema: tests/info_check.py
packages="mesa-vulkan-drivers libvulkan-dev vulkan-validationlayers gcc g++ libc6-dev make python3-jsonschema"
marker=$root/.vkar-trixie-root     # made before debootstrap: ours to remove
stamp=$root/.vkar-trixie-complete  # made after it: complete, with these packages
build=build-trixie # inside ROOT/src
shim=/src/$build/udmabuf_shim.so

# Unmounts everything at or under the root, deepest first. Run before the root
# is removed and on every exit, so that a killed run leaves nothing mounted.
unmount_all() {
    awk -v r="$root" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/self/mounts | sort -r |
        while read -r m; do umount "$m" || umount -l "$m"; done
}

# runs a command in the root with a clean environment; VAR=value arguments first
in_root() {
    chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LC_ALL=C.UTF-8 ${VKAR_TEST_VERBOSE:+VKAR_TEST_VERBOSE=1} "$@"
}

# The Debian archives this machine's apt sources name, one per line: the URIs
# of enabled deb sources with a Debian release suite (a codename or
# stable/testing/unstable, not -security or -updates), deb822 files first.
apt_debian_archives() {
    release='^(buster|bullseye|bookworm|trixie|forky|duke|sid|oldstable|stable|testing|unstable)$'
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v release="$release" '
            function flush() {
                if (types ~ /(^| )deb( |$)/ && enabled != "no" && debian)
                    for (i = 1; i <= nuris; ++i) print uris[i]
                types = ""; enabled = ""; debian = 0; nuris = 0
            }
            /^[[:space:]]*$/ { flush(); next }
            /^#/ { next }
            tolower($1) == "types:" { types = substr($0, index($0, ":") + 1) }
            tolower($1) == "enabled:" { enabled = tolower($2) }
            tolower($1) == "uris:" { for (i = 2; i <= NF; ++i) uris[++nuris] = $i }
            tolower($1) == "suites:" { for (i = 2; i <= NF; ++i) if ($i ~ release) debian = 1 }
            END { flush() }' "$f"
    done
    for f in /etc/apt/sources.list.d/*.list /etc/apt/sources.list; do
        [ -f "$f" ] || continue
        # deb [options] URI suite components
        sed -e 's/\[[^]]*\]//' "$f" | awk -v release="$release" '$1 == "deb" && $3 ~ release { print $2 }'
    done
}

fail() { # fail MESSAGE: a failure before the suite ran, in the runner's format
    echo "FAIL $1"
    echo "0 passed, 1 failed"
    exit 1
}

# 1. the trixie root
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$packages" ]; then
    echo "reusing the Debian trixie root at $root"
else
    if ! command -v debootstrap >/dev/null; then
        echo "installing debootstrap"
        DEBIAN_FRONTEND=noninteractive apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
            debootstrap debian-archive-keyring
    fi
    if [ -d "$root" ] && [ ! -e "$marker" ] && [ -n "$(ls -A "$root")" ]; then
        echo "$root exists and was not made by this script: remove it, or set VKAR_TRIXIE_ROOT"
        exit 1
    fi
    [ -n "$mirror" ] || mirror=$(apt_debian_archives | head -n 1)
    [ -n "$mirror" ] || fail "no Debian archive: this machine's apt sources name none for a Debian release suite; set VKAR_DEBIAN_MIRROR"
    unmount_all
    rm -rf "$root"
    mkdir -p "$root"
    : >"$marker"
    echo "debootstrap: Debian trixie into $root from $mirror"
    start=$(date +%s)
    debootstrap --variant=minbase --include="$(echo "$packages" | tr ' ' ,)" trixie "$root" "$mirror" ||
        fail "debootstrap of Debian trixie into $root (see its log: $root/debootstrap/debootstrap.log)"
    echo "$packages" >"$stamp"
    echo "debootstrap took $(($(date +%s) - start)) s"
fi

# mounts for the run: /proc, /dev read-only (so that removing the root
# while mounted cannot delete the host's device nodes), and a tmpfs of its
# own on /dev/shm for the suite's communicators that span processes
trap unmount_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP
unmount_all
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --make-private "$root/dev"
mount -o remount,bind,ro "$root/dev" || echo "note: /dev stays writable inside the root"
mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"

# 2. the checkout, built inside
rm -rf "$root/src"
mkdir -p "$root/src"
if [ -n "$has_git" ]; then
    checkout_git ls-files -z --cached --others --exclude-standard |
        tar -C "$here" --null --ignore-failed-read -T - -cf - | tar -C "$root/src" -xf -
else
    tar -C "$here" --exclude=./build --exclude=./.git -cf - . | tar -C "$root/src" -xf -
fi
in_root sh -ec "
    cd /src
    mkdir -p $build
    gcc -shared -fPIC -O2 -Wall -Wextra -o $shim tests/udmabuf_shim.c -ldl
    cc -std=c99 -Wall -Wextra -Wpedantic -Wshadow -Werror -O2 -g -o $build/sync_fd_probe tests/sync_fd_probe.c -lvulkan
    make --no-print-directory BUILD=$build CFLAGS='-O2 -g -DVKAR_EXPORT_WAIT_NS=50000000' all
" || fail "building in the trixie root"

icd=$(cd "$root" && ls usr/share/vulkan/icd.d/lvp_icd*.json 2>/dev/null | head -n 1)
[ -n "$icd" ] || fail "no lavapipe ICD in the trixie root"
icd=/$icd
echo "$(in_root dpkg-query -W -f '${Package} ${Version}' mesa-vulkan-drivers)," \
    "$(in_root dpkg-query -W -f '${Package} ${Version}' vulkan-validationlayers)"

# 3. SYNC_FD must be there
echo "probe: SYNC_FD export -> temporary import -> wait across two VkDevices"
in_root LD_PRELOAD="$shim" VK_DRIVER_FILES="$icd" /src/$build/sync_fd_probe ||
    fail "lavapipe in the trixie root cannot export and import SYNC_FD: the sync_fd suite cannot run"

# 4. the suite, or its SYNC_FD areas under a sanitizer
if [ -n "$sanitize" ]; then
    echo "the areas sync_fd and late_signals in the trixie root under -fsanitize=$sanitize, VKAR_SYNC=${sync:-(unset)}"
    status=0
    in_root LD_PRELOAD="$shim" ${sync:+VKAR_SYNC=$sync} VK_DRIVER_FILES="$icd" sh -c '
        cd /src
        flags="-O1 -g -fno-omit-frame-pointer -DVKAR_EXPORT_WAIT_NS=50000000"
        preload=$LD_PRELOAD
        if [ "$1" = address ]; then
            flags="$flags -fsanitize=address,undefined -fno-sanitize-recover=undefined"
            # ASan first; the driver kept loaded so its leaks keep a module name to be suppressed by
            lavapipe=$(sed -n "s/.*\"library_path\": *\"\([^\"]*\)\".*/\1/p" "$VK_DRIVER_FILES")
            preload="$(gcc -print-file-name=libasan.so) $lavapipe $preload"
            export LSAN_OPTIONS=suppressions=/src/tests/lsan.supp UBSAN_OPTIONS=print_stacktrace=1
        else
            flags="$flags -fsanitize=thread"
            export TSAN_OPTIONS="suppressions=/src/tests/tsan.supp halt_on_error=1 second_deadlock_stack=1"
        fi
        env -u LD_PRELOAD make --no-print-directory -s BUILD=build-trixie-$1 CFLAGS="$flags" \
            build-trixie-$1/test_allreduce || exit 1
        passed=0 failed=0
        # The layer runs without its synchronization validation here (the
        # rest on): make test-syncfd checks synchronization; under the
        # sanitizers trixie'"'"'s layer (1.4.309) sometimes crashes inside
        # vkQueueSubmit on a null read. An area whose run ends in a crash
        # in the layer runs once more, and says so.
        export VK_KHRONOS_VALIDATION_VALIDATE_SYNC=false
        for area in sync_fd late_signals; do
            log=$(mktemp)
            for try in 1 2; do
                timeout 1200 env LD_PRELOAD="$preload" build-trixie-$1/test_allreduce --area $area >"$log" 2>&1
                status=$?
                [ "$status" -ne 0 ] && [ "$try" = 1 ] &&
                    grep -q "Sanitizer: SEGV.*libVkLayer_khronos_validation" "$log" || break
                cat "$log"
                echo "note: the area $area crashed inside the validation layer; it runs again"
            done
            cat "$log"
            passed=$((passed + $(grep -c "^PASS " "$log")))
            failed=$((failed + $(grep -c "^FAIL " "$log")))
            [ "$status" -eq 0 ] || [ "$(grep -c "^FAIL " "$log")" -gt 0 ] ||
                { echo "FAIL the area $area exited with status $status"; failed=$((failed + 1)); }
            rm -f "$log"
        done
        echo "$passed passed, $failed failed"
        [ "$failed" -eq 0 ]' sh "$sanitize" || status=$?
    exit $status
fi
echo "the suite in the trixie root, VKAR_SYNC=${sync:-(unset)}"
status=0
# One pass of the suite: the second (VKAR_RELEASE=event) is the host bridge's
# release, which SYNC_FD mode takes only where it falls back; make test runs
# it. Left out by tag (tests/suite.h): the long sweeps (a round is released
# the same way whatever its count; the areas sync_fd and late_signals run
# SYNC_FD's many rounds), CPU placement, the GPUs' bits and drivers'
# choices, and the processes (which run the host bridge: processes refuse
# SYNC_FD, which "bad ids", not tagged PROCESSES, checks here). The tests
# across nodes run with the layer's synchronization validation off
# (tests/run.sh, VKAR_TEST_SYNCVAL_OFF): it crashes there in trixie's layer.
in_root LD_PRELOAD="$shim" ${sync:+VKAR_SYNC=$sync} VKAR_SKIP_SPIRV_CHECK=1 VKAR_TEST_RELEASES=default \
    VKAR_TEST_EXCLUDE=SWEEP,PLACEMENT,BITS,PROCESSES VKAR_TEST_SYNCVAL_OFF=NODES \
    sh -c "cd /src && exec sh tests/run.sh $build" || status=$?
exit $status
