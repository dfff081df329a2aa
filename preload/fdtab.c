// SPDX-License-Identifier: GPL-2.0
/*
 * The fd table: one u64 per fd, read and written with atomics only, so
 * ioctl() and mmap() can consult it from any thread, and from a signal
 * handler, without a lock.
 *
 * An entry packs the node's kind (bits 0-3), its minor (4-23) and the
 * number of the open file (24-63), which every dup of one open shares:
 * the driver frees a ctl file's RM clients when its last fd closes, not
 * the first.
 */

#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "fdtab.h"
#include "nv_abi.h"

#define NV_MAJOR		GS_ABI_NV_MAJOR
#define NV_CTL_MINOR		GS_ABI_NV_CTL_MINOR
#define NV_MODESET_MINOR	GS_ABI_NV_MODESET_MINOR

#define KIND_BITS	4
#define MINOR_BITS	20
#define KIND_MASK	((1ULL << KIND_BITS) - 1)
#define MINOR_MASK	((1ULL << MINOR_BITS) - 1)
#define FILE_SHIFT	(KIND_BITS + MINOR_BITS)

static u64 fdtab[GS_FDTAB_SIZE];
/* One past the highest fd ever set: bounds the scans of gs_fdtab_clear() */
static int fd_limit;
static u64 next_file = 1;

static pthread_mutex_t use_lock = PTHREAD_MUTEX_INITIALIZER;

/* Dynamic majors; ~0 until known */
static unsigned int uvm_major = ~0U;
static unsigned int caps_major = ~0U;

static u64 pack(const struct gs_fd *f)
{
	return f->kind | ((u64)(f->minor & MINOR_MASK) << KIND_BITS) |
	       (f->file << FILE_SHIFT);
}

static void unpack(u64 e, struct gs_fd *f)
{
	f->kind = e & KIND_MASK;
	f->minor = (e >> KIND_BITS) & MINOR_MASK;
	f->file = e >> FILE_SHIFT;
}

/* The major /proc/devices gives @name ("195 nvidia" lines), or ~0. */
static unsigned int proc_major(const char *text, const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while (p && *p) {
		const char *sp = strchr(p, ' ');
		const char *nl = strchr(p, '\n');

		if (sp && (!nl || sp < nl) && !strncmp(sp + 1, name, n) &&
		    (sp[1 + n] == '\n' || !sp[1 + n]))
			return (unsigned int)strtoul(p, NULL, 10);
		p = nl ? nl + 1 : NULL;
	}
	return ~0U;
}

void gs_fdtab_init(void)
{
	char buf[8192];
	ssize_t n = 0, got;
	int fd;

	/* A raw open: this library's own open() is not for its own files. */
	fd = syscall(SYS_openat, AT_FDCWD, "/proc/devices",
		     O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	while (n < (ssize_t)sizeof(buf) - 1 &&
	       (got = read(fd, buf + n, sizeof(buf) - 1 - n)) > 0)
		n += got;
	syscall(SYS_close, fd);
	buf[n] = 0;
	uvm_major = proc_major(buf, "nvidia-uvm");
	caps_major = proc_major(buf, "nvidia-caps");
}

/* The last component of @path is exactly @name. */
static bool path_is(const char *path, const char *name)
{
	const char *slash = path ? strrchr(path, '/') : NULL;

	return path && !strcmp(slash ? slash + 1 : path, name);
}

bool gs_fd_classify(int fd, const char *path, struct gs_fd *f)
{
	unsigned int maj, min;
	struct stat st;

	if (fd < 0 || fstat(fd, &st) || !S_ISCHR(st.st_mode))
		return false;
	maj = major(st.st_rdev);
	min = minor(st.st_rdev);
	memset(f, 0, sizeof(*f));
	f->minor = min;
	if (maj == NV_MAJOR && min == NV_CTL_MINOR) {
		f->kind = GS_FD_CTL;
	} else if (maj == NV_MAJOR && min < NV_MODESET_MINOR) {
		f->kind = GS_FD_GPU;
	} else if (maj == uvm_major || (uvm_major == ~0U &&
		   (path_is(path, "nvidia-uvm") ||
		    path_is(path, "nvidia-uvm-tools")))) {
		/* The major is dynamic: learnt from the node's name if need be */
		uvm_major = maj;
		f->kind = min ? GS_FD_UVM_TOOLS : GS_FD_UVM;
	} else if (maj == caps_major ||
		   (path && strstr(path, "/nvidia-caps/"))) {
		f->kind = GS_FD_CAPS;
	} else {
		return false;
	}
	f->file = __atomic_fetch_add(&next_file, 1, __ATOMIC_RELAXED);
	return true;
}

void gs_fdtab_set(int fd, const struct gs_fd *f)
{
	int limit;

	if (fd < 0 || fd >= GS_FDTAB_SIZE)
		return;
	__atomic_store_n(&fdtab[fd], pack(f), __ATOMIC_RELEASE);
	limit = __atomic_load_n(&fd_limit, __ATOMIC_RELAXED);
	while (fd >= limit &&
	       !__atomic_compare_exchange_n(&fd_limit, &limit, fd + 1, false,
					    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
}

bool gs_fdtab_get(int fd, struct gs_fd *f)
{
	u64 e;

	if (fd < 0 || fd >= GS_FDTAB_SIZE)
		return false;
	e = __atomic_load_n(&fdtab[fd], __ATOMIC_ACQUIRE);
	if (!e)
		return false;
	unpack(e, f);
	return true;
}

bool gs_fdtab_clear(int fd, struct gs_fd *f)
{
	int i, limit;
	u64 e;

	if (fd < 0 || fd >= GS_FDTAB_SIZE)
		return false;
	e = __atomic_exchange_n(&fdtab[fd], 0, __ATOMIC_ACQ_REL);
	if (!e)
		return false;
	unpack(e, f);
	limit = __atomic_load_n(&fd_limit, __ATOMIC_RELAXED);
	for (i = 0; i < limit; i++)
		if ((__atomic_load_n(&fdtab[i], __ATOMIC_RELAXED) >>
		     FILE_SHIFT) == f->file)
			return false;
	return true;
}

void gs_fdtab_lock(void)
{
	pthread_mutex_lock(&use_lock);
}

void gs_fdtab_unlock(void)
{
	pthread_mutex_unlock(&use_lock);
}

int gs_fdtab_find(u64 file)
{
	int i, limit = __atomic_load_n(&fd_limit, __ATOMIC_RELAXED);

	if (!file)
		return -1;
	for (i = 0; i < limit; i++)
		if ((__atomic_load_n(&fdtab[i], __ATOMIC_RELAXED) >>
		     FILE_SHIFT) == file)
			return i;
	return -1;
}

void gs_fdtab_forked(void)
{
	pthread_mutex_init(&use_lock, NULL);
}

unsigned int gs_fdtab_scan(void)
{
	unsigned int found = 0;
	struct dirent *d;
	struct gs_fd f;
	DIR *dir;

	dir = opendir("/proc/self/fd");
	if (!dir)
		return 0;
	while ((d = readdir(dir))) {
		char *end;
		long fd = strtol(d->d_name, &end, 10);

		if (*end || end == d->d_name || fd == dirfd(dir))
			continue;
		if (gs_fd_classify((int)fd, NULL, &f)) {
			gs_fdtab_set((int)fd, &f);
			found++;
		}
	}
	closedir(dir);
	return found;
}

void gs_fd_path(const struct gs_fd *f, char *buf, size_t len)
{
	switch (f->kind) {
	case GS_FD_CTL:
		snprintf(buf, len, "/dev/nvidiactl");
		break;
	case GS_FD_GPU:
		snprintf(buf, len, "/dev/nvidia%u", f->minor);
		break;
	case GS_FD_UVM:
		snprintf(buf, len, "/dev/nvidia-uvm");
		break;
	case GS_FD_UVM_TOOLS:
		snprintf(buf, len, "/dev/nvidia-uvm-tools");
		break;
	case GS_FD_CAPS:
		snprintf(buf, len, "/dev/nvidia-caps/nvidia-cap%u", f->minor);
		break;
	default:
		snprintf(buf, len, "?");
		break;
	}
}

enum gs_nv_node gs_fd_node(const struct gs_fd *f)
{
	switch (f->kind) {
	case GS_FD_CTL:
		return GS_NV_NODE_CTL;
	case GS_FD_GPU:
		return GS_NV_NODE_GPU;
	case GS_FD_UVM:
		return GS_NV_NODE_UVM;
	case GS_FD_UVM_TOOLS:
		return GS_NV_NODE_UVM_TOOLS;
	}
	return GS_NV_NODE_NR;
}
