// SPDX-License-Identifier: GPL-2.0
/*
 * The driver's version, as the user-space engine learns it: escape
 * CHECK_VERSION_STR with the query command, which needs no RM client and
 * answers NV_VERSION_STRING in every supported version (docs/abi.md). It
 * is asked on a ctl file of the engine's own, closed at once, so that
 * nothing of the program's own files changes; through raw system calls,
 * since the wrapped open and ioctl would come back into the engine.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "driver.h"

/* An escape's request number, as nvidia.ko decodes it (_IOC_NR, _IOC_SIZE) */
#define ESC_REQ(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))

/**
 * gs_driver_version() - the version of the driver behind an NVIDIA node
 * @fd: the node the program just opened
 * @f: what @fd names
 * @buf: receives NVIDIA's version string, "580.159.04"
 * @len: its size
 *
 * A ctl node is opened again through /proc/self/fd, so the question goes to
 * the very driver the program opened, wherever its node is; for the other
 * nodes, /dev/nvidiactl.
 *
 * Return: 0, or the -errno of the open or the ioctl.
 */
int gs_driver_version(int fd, const struct gs_fd *f, char *buf, size_t len)
{
	unsigned char a[GS_ABI_RM_API_VERSION_SIZE] = { 0 };
	char path[sizeof("/proc/self/fd/") + 11];
	u32 cmd = GS_ABI_RM_API_VERSION_CMD_QUERY;
	int ctl, ret = 0;

	if (f->kind == GS_FD_CTL)
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	else
		snprintf(path, sizeof(path), "/dev/nvidiactl");
	ctl = syscall(SYS_openat, AT_FDCWD, path, O_RDWR | O_CLOEXEC);
	if (ctl < 0)
		return -errno;
	memcpy(a + GS_ABI_RM_API_VERSION_CMD_AT, &cmd, sizeof(cmd));
	if (syscall(SYS_ioctl, ctl,
		    ESC_REQ(GS_ABI_ESC_CHECK_VERSION_STR, sizeof(a)), a))
		ret = -errno;
	else
		snprintf(buf, len, "%.*s", GS_ABI_RM_API_VERSION_STRING_LEN,
			 (char *)a + GS_ABI_RM_API_VERSION_STRING_AT);
	syscall(SYS_close, ctl);
	return ret;
}
