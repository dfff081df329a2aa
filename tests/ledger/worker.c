// SPDX-License-Identifier: GPL-2.0
/*
 * The processes of the slice under test. A zygote forks them on request,
 * so that they hold nothing of the checker's (its nvsim client, its
 * netlink socket) and, for the user-space engine, have the library loaded
 * since the zygote's exec. Each worker holds the slice's GPU nodes open
 * (a device needs its GPU's file in the caller's fd table), opens ctl files
 * as told and does the RM calls it is told, one at a time, answering each
 * with the RM status.
 */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "ledger_diff.h"
#include "nvrm.h"

#define WAIT_MS		60000

struct worker {
	const char *dir;
	int gpu[DIFF_GPUS];
	int ctl[DIFF_FILES];
};

/* A client on ctl file @f with a device on each GPU, as CUDA makes one. */
static uint32_t new_client(struct worker *w, unsigned int f, uint32_t *hc)
{
	uint32_t h = 0, st;
	unsigned int g;

	if (f >= DIFF_FILES)
		return NVRM_ERRNO(EINVAL);
	if (w->ctl[f] < 0) {
		w->ctl[f] = nvrm_open(w->dir, "nvidiactl");
		if (w->ctl[f] < 0)
			return NVRM_ERRNO(errno);
	}
	st = nvrm_alloc(w->ctl[f], 0, 0, &h, GS_ABI_CLS_ROOT, NULL);
	if (st)
		return st;
	*hc = h;
	for (g = 0; g < DIFF_GPUS && !st; g++) {
		uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE] = { 0 };

		/* NV0080_ALLOC_PARAMETERS: deviceId, the GPU's instance */
		memcpy(devp + GS_ABI_DEVICE_PARAMS_DEVICEID_AT, &g, sizeof(g));
		h = DIFF_H_DEV(g);
		st = nvrm_alloc(w->ctl[f], *hc, *hc, &h, GS_ABI_CLS_DEVICE_0,
				devp);
	}
	return st;
}

static uint32_t alloc_fb(int ctl, const struct diff_cmd *c)
{
	struct nvrm_memparams p = {
		.owner = c->client, .flags = GS_ABI_CUDA_MALLOC_FLAGS,
		.attr = GS_ABI_CUDA_MALLOC_ATTR, .size = c->size,
	};
	uint32_t h = c->h;

	return nvrm_alloc(ctl, c->client, DIFF_H_DEV(c->gpu), &h,
			  GS_ABI_CLS_MEMORY_LOCAL_USER, &p);
}

static uint32_t serve(struct worker *w, const struct diff_cmd *c,
		      uint32_t *value)
{
	int ctl = c->file < DIFF_FILES ? w->ctl[c->file] : -1;
	unsigned int i;

	switch (c->op) {
	case OP_CLIENT:
		return new_client(w, c->file, value);
	case OP_ALLOC:
		return alloc_fb(ctl, c);
	case OP_DUP:
		return nvrm_dup(ctl, c->client, DIFF_H_DEV(c->gpu), c->h,
				c->src_client, c->src);
	case OP_SHARE:
		return nvrm_share(ctl, c->client, c->src, NVRM_SHARE_ALL, 0,
				  NVRM_ACCESS_DUP);
	case OP_FREE:
		return nvrm_free(ctl, c->client, c->h);
	case OP_CLOSE:
		if (ctl < 0 || close(ctl))
			return NVRM_ERRNO(EBADF);
		w->ctl[c->file] = -1;
		return NVRM_OK;
	case OP_RESET:
		for (i = 0; i < DIFF_FILES; i++) {
			if (w->ctl[i] >= 0 && close(w->ctl[i]))
				return NVRM_ERRNO(EBADF);
			w->ctl[i] = -1;
		}
		return new_client(w, 0, value);
	}
	return NVRM_ERRNO(EINVAL);
}

static void worker_main(int sock, const char *dir)
{
	struct worker w = { .dir = dir };
	struct diff_reply r = { 0 };
	struct diff_cmd c;
	unsigned int i;

	for (i = 0; i < DIFF_FILES; i++)
		w.ctl[i] = -1;
	for (i = 0; i < DIFF_GPUS; i++) {
		char name[16];

		snprintf(name, sizeof(name), "nvidia%u", i);
		w.gpu[i] = nvrm_open(dir, name);
		if (w.gpu[i] < 0)
			_exit(3);
	}
	while (read(sock, &c, sizeof(c)) == sizeof(c)) {
		if (c.op == OP_EXIT)
			_exit(0);
		r.value = 0;
		r.status = serve(&w, &c, &r.value);
		if (write(sock, &r, sizeof(r)) != sizeof(r))
			break;
	}
	_exit(0);
}

/* Sends @fd and @pid over @sock (SCM_RIGHTS). */
static int send_worker(int sock, int fd, pid_t pid)
{
	char cbuf[CMSG_SPACE(sizeof(int))] = { 0 };
	struct iovec iov = { &pid, sizeof(pid) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cm = CMSG_FIRSTHDR(&msg);

	cm->cmsg_level = SOL_SOCKET;
	cm->cmsg_type = SCM_RIGHTS;
	cm->cmsg_len = CMSG_LEN(sizeof(int));
	memcpy(CMSG_DATA(cm), &fd, sizeof(int));
	return sendmsg(sock, &msg, 0) == sizeof(pid) ? 0 : -errno;
}

static int recv_worker(int sock, pid_t *pid)
{
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct iovec iov = { pid, sizeof(*pid) };
	struct msghdr msg = {
		.msg_iov = &iov, .msg_iovlen = 1,
		.msg_control = cbuf, .msg_controllen = sizeof(cbuf),
	};
	struct cmsghdr *cm;
	int fd;

	if (recvmsg(sock, &msg, MSG_CMSG_CLOEXEC) != sizeof(*pid))
		return -EPIPE;
	cm = CMSG_FIRSTHDR(&msg);
	if (!cm || cm->cmsg_type != SCM_RIGHTS)
		return -EPROTO;
	memcpy(&fd, CMSG_DATA(cm), sizeof(fd));
	return fd;
}

/*
 * The zygote: each byte read on @sock forks a worker, whose end of a new
 * socket pair goes back with its pid. Workers are reaped by the kernel
 * (SIGCHLD ignored): the checker waits for them through pidfds.
 */
int diff_zygote_main(int sock, const char *dir)
{
	char c;

	signal(SIGCHLD, SIG_IGN);
	while (read(sock, &c, 1) == 1) {
		int sv[2];
		pid_t pid;

		if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
			return 1;
		pid = fork();
		if (pid < 0)
			return 1;
		if (!pid) {
			close(sock);
			close(sv[0]);
			worker_main(sv[1], dir);
		}
		close(sv[1]);
		if (send_worker(sock, sv[0], pid))
			return 1;
		close(sv[0]);
	}
	return 0;
}

int diff_zygote_start(struct diff_zygote *z, enum diff_engine engine,
		      const char *dir, const char *const *env)
{
	char self[4096], fd[16];
	ssize_t n;
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return -errno;
	z->pid = fork();
	if (z->pid < 0)
		return -errno;
	if (!z->pid) {
		close(sv[0]);
		if (engine == ENGINE_KERNEL)
			_exit(diff_zygote_main(sv[1], dir));
		n = readlink("/proc/self/exe", self, sizeof(self) - 1);
		if (n <= 0)
			_exit(127);
		self[n] = 0;
		snprintf(fd, sizeof(fd), "%d", sv[1]);
		for (; env && *env; env++)
			putenv((char *)*env);
		execl(self, self, "--zygote", fd, dir, (char *)NULL);
		_exit(127);
	}
	close(sv[1]);
	z->sock = sv[0];
	return 0;
}

void diff_zygote_stop(struct diff_zygote *z)
{
	if (z->pid <= 0)
		return;
	close(z->sock);
	waitpid(z->pid, NULL, 0);
	z->pid = 0;
}

int diff_spawn(struct diff_zygote *z, pid_t *pid, int *sock, int *pidfd)
{
	struct pollfd p = { .fd = z->sock, .events = POLLIN };
	int fd;

	if (write(z->sock, "w", 1) != 1)
		return -EPIPE;
	if (poll(&p, 1, WAIT_MS) != 1)
		return -ETIMEDOUT;
	fd = recv_worker(z->sock, pid);
	if (fd < 0)
		return fd;
	*pidfd = syscall(SYS_pidfd_open, *pid, 0);
	if (*pidfd < 0) {
		close(fd);
		return -errno;
	}
	*sock = fd;
	return 0;
}

int diff_ask(int sock, const struct diff_cmd *cmd, struct diff_reply *r)
{
	struct pollfd p = { .fd = sock, .events = POLLIN };
	ssize_t n;

	if (write(sock, cmd, sizeof(*cmd)) != sizeof(*cmd))
		return -EPIPE;
	if (poll(&p, 1, WAIT_MS) != 1)
		return -ETIMEDOUT;
	n = read(sock, r, sizeof(*r));
	return n == sizeof(*r) ? 0 : -EPIPE;
}

int diff_wait_gone(int pidfd)
{
	struct pollfd p = { .fd = pidfd, .events = POLLIN };

	return poll(&p, 1, WAIT_MS) == 1 ? 0 : -ETIMEDOUT;
}

bool diff_gone(int pidfd)
{
	struct pollfd p = { .fd = pidfd, .events = POLLIN };

	return poll(&p, 1, 0) == 1;
}
