// SPDX-License-Identifier: GPL-2.0
/*
 * Shared files: made, published and mapped (shm_file.h).
 */

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "proc.h"
#include "shm_file.h"

int gs_shm_file_open(const char *path, size_t size,
		     bool (*valid)(const void *mem), void **out)
{
	struct stat st;
	void *mem;
	int fd;

	fd = gs_raw_open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0);
	if (fd < 0)
		return -errno;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) ||
	    (size_t)st.st_size != size) {
		gs_raw_close(fd);
		return -EINVAL;
	}
	mem = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	gs_raw_close(fd);
	if (mem == MAP_FAILED)
		return -errno;
	if (!valid(mem)) {
		munmap(mem, size);
		return -EINVAL;
	}
	*out = mem;
	return 0;
}

/* A new file at @path, or -EEXIST when another process won. */
static int create(const char *path, size_t size,
		  void (*init)(void *mem, const void *arg), const void *arg)
{
	char tmp[PATH_MAX + 32];
	void *mem;
	int fd, ret;

	snprintf(tmp, sizeof(tmp), "%s.%d.new", path, (int)getpid());
	fd = gs_raw_open(tmp, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return -errno;
	ret = ftruncate(fd, size) ? -errno : 0;
	mem = ret ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_WRITE,
				      MAP_SHARED, fd, 0);
	gs_raw_close(fd);
	if (mem == MAP_FAILED) {
		ret = ret ? ret : -errno;
		unlink(tmp);
		return ret;
	}
	init(mem, arg);
	munmap(mem, size);
	/* link() publishes it whole, and never over another's */
	ret = link(tmp, path) ? -errno : 0;
	unlink(tmp);
	return ret;
}

int gs_shm_file_map(const char *path, size_t size,
		    void (*init)(void *mem, const void *arg), const void *arg,
		    bool (*valid)(const void *mem), void **out)
{
	int ret, tries;

	/* a file removed between link() and the open is made again */
	for (tries = 0;; tries++) {
		ret = gs_shm_file_open(path, size, valid, out);
		if (ret != -ENOENT || tries == 2)
			return ret;
		ret = create(path, size, init, arg);
		if (ret && ret != -EEXIST)
			return ret;
	}
}

void gs_shm_file_mutex_init(pthread_mutex_t *m)
{
	pthread_mutexattr_t attr;

	pthread_mutexattr_init(&attr);
	pthread_mutexattr_setpshared(&attr, PTHREAD_PROCESS_SHARED);
	pthread_mutexattr_setrobust(&attr, PTHREAD_MUTEX_ROBUST);
	pthread_mutex_init(m, &attr);
	pthread_mutexattr_destroy(&attr);
}
