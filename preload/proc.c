// SPDX-License-Identifier: GPL-2.0
/*
 * Processes by pid and start time, read from /proc.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "proc.h"

int gs_raw_open(const char *path, int flags, mode_t mode)
{
	return (int)syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}

void gs_raw_close(int fd)
{
	syscall(SYS_close, fd);
}

/*
 * The start time is field 22, counted from the state (field 3), after the
 * last ')' (the name may hold any byte).
 */
bool gs_proc_stat(pid_t pid, char *state, u64 *start)
{
	char path[64], buf[1024], *p;
	ssize_t n;
	int fd, field;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	fd = gs_raw_open(path, O_RDONLY | O_CLOEXEC, 0);
	if (fd < 0)
		return false;
	n = read(fd, buf, sizeof(buf) - 1);
	gs_raw_close(fd);
	if (n <= 0)
		return false;
	buf[n] = 0;
	p = strrchr(buf, ')');
	if (!p || p[1] != ' ' || !p[2])
		return false;
	p += 2;
	*state = *p;
	for (field = 3; field < 22 && p; field++) {
		p = strchr(p, ' ');
		if (p)
			p++;
	}
	if (!p)
		return false;
	*start = strtoull(p, NULL, 10);
	return true;
}

bool gs_proc_alive(pid_t pid, u64 start)
{
	char state;
	u64 now;

	if (kill(pid, 0) && errno == ESRCH)
		return false;
	if (!gs_proc_stat(pid, &state, &now))
		return false;
	return state != 'Z' && state != 'X' && now == start;
}

void gs_proc_self(pid_t *pid, u64 *start)
{
	char state;

	*pid = getpid();
	if (!gs_proc_stat(*pid, &state, start))
		*start = 0;
}
