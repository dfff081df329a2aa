// SPDX-License-Identifier: GPL-2.0
/*
 * libc interposition (LD_PRELOAD): open and its variants, close, the dup
 * family, ioctl, mmap and munmap. libcuda and NVML call these libc
 * functions for all their driver traffic (docs/gpu-findings.md), so wrapping
 * them sees every call; the real functions come from dlsym(RTLD_NEXT).
 *
 * Only what names an NVIDIA node reaches the engine. An fd is known as
 * one from its open (by fstat: char 195:N, or nvidia-uvm's dynamic major),
 * from the scan of the fds a process starts with (inherited across exec),
 * from a dup of one, or, for an fd this library never saw (passed over a
 * socket, dup'ed by a raw system call, above the table), by fstat at its
 * first ioctl whose number looks like the driver's, or its first mmap.
 *
 * Without configuration everything goes straight to libc.
 */

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "engine.h"
#include "fdtab.h"
#include "gpuslice-preload.h"
#include "trace.h"

#define EXPORT __attribute__((visibility("default")))

typedef int (*open_fn)(const char *path, int flags, ...);
typedef int (*openat_fn)(int dirfd, const char *path, int flags, ...);
typedef int (*open2_fn)(const char *path, int flags);
typedef int (*openat2_fn)(int dirfd, const char *path, int flags);
typedef int (*close_fn)(int fd);
typedef int (*dup_fn)(int fd);
typedef int (*dup2_fn)(int fd, int fd2);
typedef int (*dup3_fn)(int fd, int fd2, int flags);
typedef int (*fcntl_fn)(int fd, int cmd, ...);
typedef void *(*mmap_fn)(void *addr, size_t len, int prot, int flags,
			 int fd, off_t off);
typedef int (*munmap_fn)(void *addr, size_t len);

static struct {
	open_fn open, open64;
	openat_fn openat, openat64;
	open2_fn open_2, open64_2;
	openat2_fn openat_2, openat64_2;
	close_fn close;
	dup_fn dup;
	dup2_fn dup2;
	dup3_fn dup3;
	fcntl_fn fcntl, fcntl64;
	gs_ioctl_fn ioctl;
	mmap_fn mmap, mmap64;
	munmap_fn munmap;
} real;

/* Whether the engine is on: set once, before the program runs. */
static bool active;

static void *next(const char *name)
{
	return dlsym(RTLD_NEXT, name);
}

static void resolve(void)
{
	real.open = next("open");
	real.open64 = next("open64");
	real.openat = next("openat");
	real.openat64 = next("openat64");
	real.open_2 = next("__open_2");
	real.open64_2 = next("__open64_2");
	real.openat_2 = next("__openat_2");
	real.openat64_2 = next("__openat64_2");
	real.close = next("close");
	real.dup = next("dup");
	real.dup2 = next("dup2");
	real.dup3 = next("dup3");
	real.fcntl = next("fcntl");
	real.fcntl64 = next("fcntl64");
	real.ioctl = next("ioctl");
	real.mmap = next("mmap");
	real.mmap64 = next("mmap64");
	real.munmap = next("munmap");
}

/* Called before the constructor (another library's) : resolve then. */
#define REAL(fn) (real.fn ? real.fn : (resolve(), real.fn))

static void forked(void)
{
	gs_engine_forked();
}

__attribute__((constructor)) static void preload_init(void)
{
	struct gs_config c;
	unsigned int inherited;

	resolve();
	gs_config_load(&c, getpid());
	gs_fdtab_init();
	/*
	 * Nodes open already came across exec: what the program before held
	 * through them is still held, so this process is not fresh.
	 */
	inherited = gs_fdtab_scan();
	gs_engine_init(&c, !inherited);
	active = gs_engine_active();
	if (active)
		pthread_atfork(NULL, NULL, forked);
}

/* After an open of @path gave @fd: track it if it is a driver's node. */
static int opened(int fd, const char *path)
{
	struct gs_fd f;
	int err;

	if (fd < 0 || !active || !path || !strstr(path, "nvidia") ||
	    !gs_fd_classify(fd, path, &f))
		return fd;
	err = gs_engine_opened(fd, &f);
	if (err) {
		REAL(close)(fd);
		errno = -err;
		return -1;
	}
	gs_fdtab_set(fd, &f);
	return fd;
}

static bool wants_mode(int flags)
{
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE;
}

#define MODE_ARG(flags, mode)						\
	do {								\
		va_list ap;						\
		if (wants_mode(flags)) {				\
			va_start(ap, flags);				\
			mode = va_arg(ap, mode_t);			\
			va_end(ap);					\
		}							\
	} while (0)

EXPORT int open(const char *path, int flags, ...)
{
	mode_t mode = 0;

	MODE_ARG(flags, mode);
	return opened(REAL(open)(path, flags, mode), path);
}

EXPORT int open64(const char *path, int flags, ...)
{
	mode_t mode = 0;

	MODE_ARG(flags, mode);
	return opened(REAL(open64)(path, flags, mode), path);
}

EXPORT int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	MODE_ARG(flags, mode);
	return opened(REAL(openat)(dirfd, path, flags, mode), path);
}

EXPORT int openat64(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;

	MODE_ARG(flags, mode);
	return opened(REAL(openat64)(dirfd, path, flags, mode), path);
}

/* The _FORTIFY_SOURCE entry points: no mode argument. */
EXPORT int __open_2(const char *path, int flags)
{
	return opened(REAL(open_2)(path, flags), path);
}

EXPORT int __open64_2(const char *path, int flags)
{
	return opened(REAL(open64_2)(path, flags), path);
}

EXPORT int __openat_2(int dirfd, const char *path, int flags)
{
	return opened(REAL(openat_2)(dirfd, path, flags), path);
}

EXPORT int __openat64_2(int dirfd, const char *path, int flags)
{
	return opened(REAL(openat64_2)(dirfd, path, flags), path);
}

/*
 * Forgets @fd before it is closed (or reused by dup2): once closed, its
 * number may be another thread's next open. Returns whether it was the
 * last fd of an NVIDIA file; @f gets what it named. A tracked fd is
 * forgotten and closed under gs_fdtab_lock(), which the compute thread's
 * calls on the program's fds hold: the caller unlocks once it is closed.
 */
static bool forget(int fd, struct gs_fd *f, bool *tracked)
{
	struct gs_fd probe;

	*tracked = gs_fdtab_get(fd, &probe);
	if (*tracked)
		gs_fdtab_lock();
	return *tracked && gs_fdtab_clear(fd, f);
}

EXPORT int close(int fd)
{
	bool last, tracked;
	struct gs_fd f;
	int ret, err;

	if (!active)
		return REAL(close)(fd);
	last = forget(fd, &f, &tracked);
	ret = REAL(close)(fd);
	err = errno;
	if (tracked) {
		gs_fdtab_unlock();
		gs_engine_closed(fd, &f, last);
	}
	errno = err;
	return ret;
}

/* @fd2 became a copy of @fd: it names what @fd names. */
static int duped(int fd, int fd2)
{
	struct gs_fd f;

	if (fd2 >= 0 && gs_fdtab_get(fd, &f)) {
		gs_fdtab_set(fd2, &f);
		gs_engine_opened(fd2, &f);
	}
	return fd2;
}

EXPORT int dup(int fd)
{
	int ret = REAL(dup)(fd);

	return active ? duped(fd, ret) : ret;
}

/* dup2 and dup3 close what @fd2 named first. */
static int dup_over(int fd, int fd2, int flags, bool three)
{
	bool last = false, tracked = false;
	struct gs_fd f;
	int ret, err;

	if (active && fd != fd2)
		last = forget(fd2, &f, &tracked);
	ret = three ? REAL(dup3)(fd, fd2, flags) : REAL(dup2)(fd, fd2);
	err = errno;
	if (tracked) {
		gs_fdtab_unlock();
		gs_engine_closed(fd2, &f, last);
	}
	if (active && ret >= 0 && fd != fd2)
		duped(fd, ret);
	errno = err;
	return ret;
}

EXPORT int dup2(int fd, int fd2)
{
	return dup_over(fd, fd2, 0, false);
}

EXPORT int dup3(int fd, int fd2, int flags)
{
	return dup_over(fd, fd2, flags, true);
}

/*
 * fcntl's third argument is an int or a pointer by command; both travel
 * in one register on the ABIs glibc supports, so it is passed on as a
 * pointer-sized value, as glibc itself does.
 */
static int do_fcntl(fcntl_fn fn, int fd, int cmd, void *arg)
{
	int ret = fn(fd, cmd, arg);

	if (active && (cmd == F_DUPFD || cmd == F_DUPFD_CLOEXEC))
		duped(fd, ret);
	return ret;
}

EXPORT int fcntl(int fd, int cmd, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, cmd);
	arg = va_arg(ap, void *);
	va_end(ap);
	return do_fcntl(REAL(fcntl), fd, cmd, arg);
}

EXPORT int fcntl64(int fd, int cmd, ...)
{
	va_list ap;
	void *arg;

	va_start(ap, cmd);
	arg = va_arg(ap, void *);
	va_end(ap);
	return do_fcntl(REAL(fcntl64) ? real.fcntl64 : REAL(fcntl), fd, cmd,
			arg);
}

/*
 * Numbers the driver's nodes take: nvidia.ko's escapes are type 'F';
 * nvidia-uvm's are plain integers (UVM_INITIALIZE is 0x30000001).
 */
static bool looks_nvidia(unsigned long req)
{
	return _IOC_TYPE(req) == 'F' || req < 0x800 ||
	       (req & ~0xfUL) == 0x30000000UL;
}

/* What @fd names: from the table, or looked at now. */
static bool nvidia_fd(int fd, struct gs_fd *f)
{
	if (gs_fdtab_get(fd, f))
		return true;
	if (!gs_fd_classify(fd, NULL, f))
		return false;
	gs_fdtab_set(fd, f);
	if (gs_engine_opened(fd, f))
		gs_fdtab_clear(fd, f);
	return true;
}

EXPORT int ioctl(int fd, unsigned long req, ...)
{
	struct gs_fd f;
	va_list ap;
	void *arg;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (!active)
		return REAL(ioctl)(fd, req, arg);
	if (!gs_fdtab_get(fd, &f) &&
	    (!looks_nvidia(req) || !nvidia_fd(fd, &f)))
		return REAL(ioctl)(fd, req, arg);
	return gs_engine_ioctl(REAL(ioctl), fd, &f, req, arg);
}

static void *do_mmap(mmap_fn fn, void *addr, size_t len, int prot, int flags,
		     int fd, off_t off)
{
	bool nv = false;
	struct gs_fd f;
	void *ret;
	int err;

	if (!active)
		return fn(addr, len, prot, flags, fd, off);
	if (fd >= 0 && !(flags & MAP_ANONYMOUS) && nvidia_fd(fd, &f)) {
		nv = true;
		err = gs_engine_mmap_begin(fd, &f, len);
		if (err) {
			errno = -err;
			return MAP_FAILED;
		}
	}
	ret = fn(addr, len, prot, flags, fd, off);
	err = errno;
	/* MAP_FIXED replaced whatever was there: managed memory too */
	if (ret != MAP_FAILED && (flags & MAP_FIXED))
		gs_engine_unmapped(ret, len);
	if (nv)
		gs_engine_mmap_end(fd, &f, len, prot, flags, off, ret);
	errno = err;
	return ret;
}

EXPORT void *mmap(void *addr, size_t len, int prot, int flags, int fd,
		  off_t off)
{
	return do_mmap(REAL(mmap), addr, len, prot, flags, fd, off);
}

EXPORT void *mmap64(void *addr, size_t len, int prot, int flags, int fd,
		    off_t off)
{
	return do_mmap(REAL(mmap64) ? real.mmap64 : REAL(mmap), addr, len,
		       prot, flags, fd, off);
}

EXPORT int munmap(void *addr, size_t len)
{
	int ret = REAL(munmap)(addr, len);
	int err = errno;

	if (active && !ret)
		gs_engine_unmapped(addr, len);
	errno = err;
	return ret;
}

EXPORT void gpuslice_trace_mark(const char *name)
{
	gs_trace_mark(name);
}
