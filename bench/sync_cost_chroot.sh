#!/bin/sh
# Builds vkar_perf in a Debian trixie root and runs it there with lavapipe's
# SYNC_FD (Mesa 25; /dev/udmabuf faked by tests/udmabuf_shim.c, as
# tests/sync_fd_chroot.sh does). Root only (chroot, mount).
#   bench/sync_cost_chroot.sh ROOT [vkar_perf arguments]
# e.g. bench/sync_cost_chroot.sh /work/trixie-perf --driver lavapipe --sync-cost -g 8
# The root must hold mesa-vulkan-drivers libvulkan-dev gcc libc6-dev make
# (tests/sync_fd_chroot.sh makes one). The checkout (tracked and untracked,
# not ignored files) is copied to ROOT/src and built there with
# VKAR_EXPORT_WAIT_NS at 50 ms (make test-syncfd's bound: lavapipe's exports
# wait for its submit thread). VKAR_PERF_ENV: more VAR=value for the run.
set -eu
root=$1; shift
here=$(cd "$(dirname "$0")/.." && pwd)
unmount_all() {
    awk -v r="$root" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/self/mounts | sort -r |
        while read -r m; do umount "$m" || umount -l "$m"; done
}
trap unmount_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
unmount_all
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --make-private "$root/dev"
mount -o remount,bind,ro "$root/dev" || true
mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"
rm -rf "$root/src"
mkdir -p "$root/src"
git -C "$here" ls-files -z --cached --others --exclude-standard |
    tar -C "$here" --null --ignore-failed-read -T - -cf - | tar -C "$root/src" -xf -
chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root sh -ec "
    cd /src
    mkdir -p bt
    gcc -shared -fPIC -O2 -Wall -Wextra -o bt/udmabuf_shim.so tests/udmabuf_shim.c -ldl
    make --no-print-directory -s BUILD=bt CFLAGS='-O2 -g -DVKAR_EXPORT_WAIT_NS=50000000' bt/vkar_perf
" >&2
icd=/$(cd "$root" && ls usr/share/vulkan/icd.d/lvp_icd*.json | head -n 1)
echo "# in the root: $(chroot "$root" dpkg-query -W -f '${Package} ${Version}' mesa-vulkan-drivers), LD_PRELOAD udmabuf_shim.so, VK_DRIVER_FILES=$icd"
chroot "$root" env -i PATH=/usr/bin:/bin HOME=/root LD_PRELOAD=/src/bt/udmabuf_shim.so VK_DRIVER_FILES="$icd" \
    ${VKAR_PERF_ENV:-} /src/bt/vkar_perf "$@"
