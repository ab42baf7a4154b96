/* udmabuf_shim: a test-only LD_PRELOAD library that fakes /dev/udmabuf, so
 * that Mesa's lavapipe (Mesa 25.0, Debian trixie) exposes binary SYNC_FD
 * semaphores on a kernel without the udmabuf driver. Used by
 * tests/sync_fd_chroot.sh to run the suite's sync_fd mode on a machine with
 * no GPU; see ../shared/DESIGN.md §4. Never ship it.
 *
 * Why it works (Mesa 25.0, src/gallium/drivers/llvmpipe): when llvmpipe
 * creates its screen it opens /dev/udmabuf and, if that works, makes one idle
 * dma-buf from a memfd (UDMABUF_CREATE) and takes one sync file from it
 * (DMA_BUF_IOCTL_EXPORT_SYNC_FILE). Nothing is pending on that buffer, so a
 * real kernel answers an already-signalled sync file. Having that "dummy
 * sync fd" is what turns on native fence fds, and with them lavapipe's
 * VK_KHR_external_semaphore_fd with binary SYNC_FD. Exporting a fence later
 * first finishes every context of the screen, then returns a dup of the
 * dummy (or of the sync file the fence was imported from): so
 * vkGetSemaphoreFdKHR returns only once the signalling work is done, and an
 * always-signalled file is the truth, as with the real driver.
 *
 * What it fakes, statelessly (no table of descriptors to go stale when one
 * is closed and its number reused):
 *   open/open64/openat/openat64("/dev/udmabuf") -> a descriptor of /dev/null.
 *     Mesa 25.0 calls open64 only (openat in the kernel); the other names
 *     cost nothing and keep a differently built Mesa from slipping past.
 *   ioctl(/dev/null, UDMABUF_CREATE) -> dup(memfd): the "dma-buf" is the memfd
 *     itself, so mmap of it sees the same pages (offset 0 only).
 *   ioctl(memfd, DMA_BUF_IOCTL_EXPORT_SYNC_FILE) -> an eventfd with count 1:
 *     always readable (POLLIN), which is how a signalled sync file polls;
 *     lavapipe only polls and dups it.
 *   ioctl(eventfd, SYNC_IOC_MERGE) with an eventfd as fd2 -> a new eventfd
 *     with count 1: the merge of two signalled sync files is a signalled
 *     one. The library merges the publishes' exports (the kernel would
 *     answer ENOTTY for eventfds).
 *   ioctl(memfd, any other DMA_BUF_* request) -> 0 (sync, name, import).
 * A descriptor is recognised as the fake device by being the /dev/null
 * character device, as a fake buffer by being a memfd (F_GET_SEALS
 * succeeds only on memfds), and as a fake sync file by being an eventfd
 * (its /proc/self/fd link); nothing else sends them these requests, since
 * the real ioctls would fail. Everything else goes to libc unchanged.
 *
 *   gcc -shared -fPIC -O2 -Wall -Wextra -o udmabuf_shim.so tests/udmabuf_shim.c -ldl
 */
#undef _FORTIFY_SOURCE /* we define open() itself; fortify would inline a wrapper */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/dma-buf.h>
#include <linux/sync_file.h>
#include <linux/udmabuf.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

static const char kUdmabuf[] = "/dev/udmabuf";

typedef int (*open_fn)(const char*, int, ...);
typedef int (*openat_fn)(int, const char*, int, ...);
typedef int (*ioctl_fn)(int, unsigned long, ...);

/* the next definition of a libc function (libc's own), looked up once */
#define REAL(name, type)     \
    static type real_##name; \
    if (!real_##name)        \
        real_##name = (type)dlsym(RTLD_NEXT, #name)

static int is_udmabuf(const char* path)
{
    return path && strcmp(path, kUdmabuf) == 0;
}

/* the stand-in for /dev/udmabuf; keeps the caller's O_CLOEXEC */
static int open_fake_device(int flags)
{
    REAL(open, open_fn);
    return real_open("/dev/null", O_RDWR | (flags & O_CLOEXEC));
}

/* the mode argument exists only with O_CREAT or O_TMPFILE */
static mode_t mode_arg(int flags, va_list ap)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(ap, int) : 0;
}

int open(const char* path, int flags, ...)
{
    va_list ap;
    mode_t mode;
    REAL(open, open_fn);
    if (is_udmabuf(path))
        return open_fake_device(flags);
    va_start(ap, flags);
    mode = mode_arg(flags, ap);
    va_end(ap);
    return real_open(path, flags, mode);
}

int open64(const char* path, int flags, ...)
{
    va_list ap;
    mode_t mode;
    REAL(open64, open_fn);
    if (is_udmabuf(path))
        return open_fake_device(flags);
    va_start(ap, flags);
    mode = mode_arg(flags, ap);
    va_end(ap);
    return real_open64(path, flags, mode);
}

int openat(int dir, const char* path, int flags, ...)
{
    va_list ap;
    mode_t mode;
    REAL(openat, openat_fn);
    if (is_udmabuf(path))
        return open_fake_device(flags);
    va_start(ap, flags);
    mode = mode_arg(flags, ap);
    va_end(ap);
    return real_openat(dir, path, flags, mode);
}

int openat64(int dir, const char* path, int flags, ...)
{
    va_list ap;
    mode_t mode;
    REAL(openat64, openat_fn);
    if (is_udmabuf(path))
        return open_fake_device(flags);
    va_start(ap, flags);
    mode = mode_arg(flags, ap);
    va_end(ap);
    return real_openat64(dir, path, flags, mode);
}

static int is_fake_device(int fd)
{
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 3);
}

static int is_fake_buffer(int fd)
{
    return fcntl(fd, F_GET_SEALS) >= 0;
}

static int is_fake_sync_file(int fd)
{
    char path[64], target[64];
    ssize_t n;
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    n = readlink(path, target, sizeof target - 1);
    if (n < 0)
        return 0;
    target[n] = '\0';
    return strcmp(target, "anon_inode:[eventfd]") == 0;
}

/* SYNC_IOC_MERGE of two fake sync files: a signalled one */
static int fake_merge(int fd, struct sync_merge_data* merge)
{
    if (!is_fake_sync_file(merge->fd2)) {
        fprintf(stderr, "udmabuf_shim: SYNC_IOC_MERGE of an eventfd with fd %d, not one, is not faked\n", merge->fd2);
        errno = EINVAL;
        return -1;
    }
    (void)fd;
    merge->fence = eventfd(1, EFD_CLOEXEC);
    return merge->fence < 0 ? -1 : 0;
}

/* UDMABUF_CREATE: the dma-buf is a duplicate of the memfd */
static int fake_create(const struct udmabuf_create* create)
{
    if (create->offset != 0 || !is_fake_buffer((int)create->memfd)) {
        fprintf(stderr, "udmabuf_shim: UDMABUF_CREATE with offset %llu or a non-memfd is not faked\n",
                (unsigned long long)create->offset);
        errno = EINVAL;
        return -1;
    }
    return fcntl((int)create->memfd, (create->flags & UDMABUF_FLAGS_CLOEXEC) ? F_DUPFD_CLOEXEC : F_DUPFD, 0);
}

/* DMA_BUF_IOCTL_EXPORT_SYNC_FILE: an already-signalled "sync file" */
static int fake_export_sync_file(struct dma_buf_export_sync_file* out)
{
    out->fd = eventfd(1, EFD_CLOEXEC);
    return out->fd < 0 ? -1 : 0;
}

int ioctl(int fd, unsigned long request, ...)
{
    va_list ap;
    void* arg;
    REAL(ioctl, ioctl_fn);
    va_start(ap, request);
    arg = va_arg(ap, void*);
    va_end(ap);

    if (request == UDMABUF_CREATE && is_fake_device(fd))
        return fake_create(arg);
    if (request == SYNC_IOC_MERGE && is_fake_sync_file(fd))
        return fake_merge(fd, arg);
    if (_IOC_TYPE(request) == DMA_BUF_BASE && is_fake_buffer(fd)) {
        if (request == DMA_BUF_IOCTL_EXPORT_SYNC_FILE)
            return fake_export_sync_file(arg);
        return 0;
    }
    return real_ioctl(fd, request, arg);
}
