// SPDX-License-Identifier: GPL-2.0
/*
 * A job's view of /dev: see devview.h.
 *
 * Why a new /dev rather than bind mounts over the host's nodes: the host's
 * /dev (devtmpfs) holds every slice's nodes under /dev/gpuslice and a node
 * for each real GPU; a bind mount can only cover a node with another file,
 * never take it away, and anything a job's processes can reach there they
 * can open (a slice node's permission is the only check). A tmpfs in the
 * job's mount namespace holding copies of the host's device nodes (the
 * same numbers), its directories bound in (pts, shm, mqueue ...), and the
 * slice's nodes under NVIDIA's names, leaves nothing else to open: a user
 * cannot make a node (CAP_MKNOD), mount devtmpfs, nor unmount what its
 * namespace inherited (it is locked in any namespace a user makes).
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "devview.h"

#define HOST_SLICES "gpuslice"

static int failed(char *why, size_t len, const char *fmt, ...)
{
	int err = errno;
	size_t n;
	va_list ap;

	va_start(ap, fmt);
	n = vsnprintf(why, len, fmt, ap);
	va_end(ap);
	if (n < len)
		snprintf(why + n, len - n, ": %s", strerror(err));
	return -1;
}

/* What the view leaves out of the host's /dev: NVIDIA's and gpuslice's. */
static bool hidden(const char *name)
{
	return !strncmp(name, "nvidia", 6) || !strcmp(name, HOST_SLICES) ||
	       !strcmp(name, GS_VIEW_MARK + 5);
}

/*
 * Copies entry @name of the host's /dev (@host, a directory fd whose
 * path under /proc/self/fd binds what /dev shadows now) into the view
 * (@view, the new /dev).
 */
static int copy_entry(int host, int view, const char *name, char *why,
		      size_t len)
{
	char src[PATH_MAX], dst[PATH_MAX], link[PATH_MAX];
	struct stat st;
	ssize_t n;
	int fd;

	if (fstatat(host, name, &st, AT_SYMLINK_NOFOLLOW))
		return failed(why, len, "stat /dev/%s", name);
	snprintf(src, sizeof(src), "/proc/self/fd/%d/%s", host, name);
	snprintf(dst, sizeof(dst), "/dev/%s", name);
	switch (st.st_mode & S_IFMT) {
	case S_IFCHR:
	case S_IFBLK:
		if (mknodat(view, name, st.st_mode, st.st_rdev) ||
		    fchownat(view, name, st.st_uid, st.st_gid,
			     AT_SYMLINK_NOFOLLOW))
			return failed(why, len, "mknod %s", dst);
		return 0;
	case S_IFLNK:
		n = readlinkat(host, name, link, sizeof(link) - 1);
		if (n < 0)
			return failed(why, len, "readlink /dev/%s", name);
		link[n] = '\0';
		if (symlinkat(link, view, name))
			return failed(why, len, "symlink %s", dst);
		return 0;
	case S_IFDIR:
		if (mkdirat(view, name, st.st_mode & 07777))
			return failed(why, len, "mkdir %s", dst);
		break;
	default:
		/* sockets (/dev/log), fifos, files: bound onto a file */
		fd = openat(view, name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC,
			    0600);
		if (fd < 0)
			return failed(why, len, "create %s", dst);
		close(fd);
		break;
	}
	if (mount(src, dst, NULL, MS_BIND | MS_REC, NULL))
		return failed(why, len, "bind /dev/%s", name);
	return 0;
}

/* Makes the slice's nodes (/dev/gpuslice/@slice/X) the view's /dev/X. */
static int add_slice(int host, int view, const char *slice, char *why,
		     size_t len)
{
	char dir[PATH_MAX];
	struct dirent *e;
	struct stat st;
	int fd, nodes = 0;
	DIR *d;

	snprintf(dir, sizeof(dir), "%s/%s", HOST_SLICES, slice);
	fd = openat(host, dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return failed(why, len, "open /dev/%s", dir);
	d = fdopendir(fd);
	if (!d) {
		close(fd);
		return failed(why, len, "read /dev/%s", dir);
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		if (fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) ||
		    !S_ISCHR(st.st_mode))
			continue;
		if (mknodat(view, e->d_name, st.st_mode, st.st_rdev) ||
		    fchownat(view, e->d_name, st.st_uid, st.st_gid,
			     AT_SYMLINK_NOFOLLOW)) {
			failed(why, len, "mknod /dev/%s", e->d_name);
			closedir(d);
			return -1;
		}
		nodes++;
	}
	closedir(d);
	if (!nodes) {
		errno = ENOENT;
		return failed(why, len, "no nodes in /dev/%s", dir);
	}
	return 0;
}

static int write_mark(int view, const char *slice, char *why, size_t len)
{
	const char *text = slice ? slice : "-";
	int fd;

	fd = openat(view, GS_VIEW_MARK + 5,
		    O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0444);
	if (fd < 0)
		return failed(why, len, "create %s", GS_VIEW_MARK);
	if (write(fd, text, strlen(text)) != (ssize_t)strlen(text)) {
		close(fd);
		return failed(why, len, "write %s", GS_VIEW_MARK);
	}
	close(fd);
	return 0;
}

int gs_view_build(const char *slice, char *why, size_t len)
{
	int host, view = -1, ret = -1;
	struct dirent *e;
	DIR *d;

	umask(0);
	/* nothing mounted here may ever show in the host's namespace */
	if (mount(NULL, "/", NULL, MS_REC | MS_SLAVE, NULL))
		return failed(why, len, "make / a slave mount");
	host = open("/dev", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (host < 0)
		return failed(why, len, "open /dev");
	if (mount("gpuslice-dev", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC,
		  "mode=0755,size=1m")) {
		failed(why, len, "mount a tmpfs on /dev");
		goto out;
	}
	view = open("/dev", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	d = fdopendir(dup(host));
	if (view < 0 || !d) {
		failed(why, len, "open the view's /dev");
		goto out;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    hidden(e->d_name))
			continue;
		if (copy_entry(host, view, e->d_name, why, len)) {
			closedir(d);
			goto out;
		}
	}
	closedir(d);
	if (slice && add_slice(host, view, slice, why, len))
		goto out;
	ret = write_mark(view, slice, why, len);
out:
	if (view >= 0)
		close(view);
	close(host);
	return ret;
}

int gs_view_is(const char *slice)
{
	const char *want = slice ? slice : "-";
	char mark[128];
	ssize_t n;
	int fd;

	fd = open(GS_VIEW_MARK, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = read(fd, mark, sizeof(mark) - 1);
	close(fd);
	if (n < 0)
		return -1;
	mark[n] = '\0';
	return strcmp(mark, want) ? -1 : 1;
}

int gs_view_build_in(const char *ns_path, const char *slice, char *why,
		     size_t len)
{
	int fds[2], status, ns;
	ssize_t n;
	pid_t pid;

	if (pipe2(fds, O_CLOEXEC))
		return failed(why, len, "pipe");
	pid = fork();
	if (pid == 0) {
		/* a mount namespace is entered single-threaded: in a child */
		close(fds[0]);
		ns = open(ns_path, O_RDONLY | O_CLOEXEC);
		if (ns < 0)
			failed(why, len, "open %s", ns_path);
		else if (setns(ns, CLONE_NEWNS))
			failed(why, len, "enter %s", ns_path);
		else if (!gs_view_build(slice, why, len))
			_exit(0);
		n = write(fds[1], why, strlen(why));
		_exit(n < 0 ? 2 : 1);
	}
	close(fds[1]);
	if (pid < 0) {
		close(fds[0]);
		return failed(why, len, "fork");
	}
	n = read(fds[0], why, len - 1);
	close(fds[0]);
	why[n > 0 ? n : 0] = '\0';
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return failed(why, len, "wait");
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (!why[0])
		snprintf(why, len, "building the view in %s failed", ns_path);
	return -1;
}
