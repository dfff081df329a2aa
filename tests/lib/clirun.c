// SPDX-License-Identifier: GPL-2.0
/* Running the gpuslice CLI from tests (clirun.h). */

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "clirun.h"
#include "json.h"

const char *cli_path(void)
{
	const char *path = getenv("GPUSLICE_CLI");

	return path && *path ? path : "gpuslice";
}

void run_free(struct run *r)
{
	free(r->out);
	free(r->err);
	memset(r, 0, sizeof(*r));
}

/* Appends what is readable on @fd to *buf; returns false at EOF. */
static bool drain(int fd, char **buf, size_t *len, int *error)
{
	char chunk[4096];
	ssize_t n;
	char *grown;

	n = read(fd, chunk, sizeof(chunk));
	if (n < 0) {
		if (errno == EINTR || errno == EAGAIN)
			return true;
		*error = errno;
		return false;
	}
	if (n == 0)
		return false;
	grown = realloc(*buf, *len + n + 1);
	if (!grown) {
		*error = ENOMEM;
		return false;
	}
	memcpy(grown + *len, chunk, n);
	*len += n;
	grown[*len] = '\0';
	*buf = grown;
	return true;
}

/*
 * Runs @argv (argv[0] looked up in PATH) with stdin from /dev/null and
 * captures stdout and stderr. Returns 0, or a positive errno when the
 * command could not be started (127 is not used as a marker: a program may
 * exit with it). @extra_path is appended to the child's PATH (for rmmod and
 * modprobe in sbin directories).
 */
int run_argv(struct run *r, char *const argv[], const char *extra_path)
{
	int out[2] = { -1, -1 }, err[2] = { -1, -1 }, exec_err[2] = { -1, -1 };
	int error = 0, child_errno = 0, wstatus;
	struct pollfd pfd[2];
	pid_t pid;

	memset(r, 0, sizeof(*r));
	r->out = calloc(1, 1);
	r->err = calloc(1, 1);
	if (!r->out || !r->err)
		return ENOMEM;
	if (pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) ||
	    pipe2(exec_err, O_CLOEXEC)) {
		error = errno;
		goto close;
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		error = errno;
		goto close;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDONLY);

		if (null < 0 || dup2(null, 0) < 0 || dup2(out[1], 1) < 0 ||
		    dup2(err[1], 2) < 0)
			goto child_fail;
		if (extra_path) {
			const char *path = getenv("PATH");
			char buf[4096];

			snprintf(buf, sizeof(buf), "%s:%s",
				 path ? path : "/usr/bin:/bin", extra_path);
			setenv("PATH", buf, 1);
		}
		execvp(argv[0], argv);
child_fail:
		child_errno = errno;
		/* on a failed write the parent sees EOF and reports ENOEXEC */
		if (write(exec_err[1], &child_errno, sizeof(child_errno))) {
		}
		_exit(126);
	}

	close(out[1]);
	close(err[1]);
	close(exec_err[1]);
	out[1] = err[1] = exec_err[1] = -1;

	pfd[0] = (struct pollfd){ .fd = out[0], .events = POLLIN };
	pfd[1] = (struct pollfd){ .fd = err[0], .events = POLLIN };
	while (pfd[0].fd >= 0 || pfd[1].fd >= 0) {
		if (poll(pfd, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			error = errno;
			break;
		}
		if (pfd[0].revents && !drain(out[0], &r->out, &r->out_len, &error))
			pfd[0].fd = -1;
		if (pfd[1].revents && !drain(err[0], &r->err, &r->err_len, &error))
			pfd[1].fd = -1;
	}
	if (read(exec_err[0], &child_errno, sizeof(child_errno)) ==
	    sizeof(child_errno) && !error)
		error = child_errno ? child_errno : ENOEXEC;

	while (waitpid(pid, &wstatus, 0) < 0) {
		if (errno != EINTR) {
			error = error ? error : errno;
			goto close;
		}
	}
	if (WIFEXITED(wstatus))
		r->status = WEXITSTATUS(wstatus);
	else
		r->status = 128 + WTERMSIG(wstatus);
close:
	for (int i = 0; i < 2; i++) {
		if (out[i] >= 0)
			close(out[i]);
		if (err[i] >= 0)
			close(err[i]);
		if (exec_err[i] >= 0)
			close(exec_err[i]);
	}
	return error;
}

/* Runs the CLI with the NULL-terminated arguments that follow @r. */
/*
 * The CLI's command line into @argv (room for 32): its path, then the
 * arguments of @ap up to their NULL (30 at most), then NULL.
 */
static void cli_argv(char **argv, va_list ap)
{
	int argc = 0;

	argv[argc++] = (char *)cli_path();
	while (argc < 31) {
		char *arg = va_arg(ap, char *);

		if (!arg)
			break;
		argv[argc++] = arg;
	}
	argv[argc] = NULL;
}

int run_cli(struct run *r, ...)
{
	char *argv[32];
	va_list ap;

	va_start(ap, r);
	cli_argv(argv, ap);
	va_end(ap);
	return run_argv(r, argv, NULL);
}

/* Runs a module tool (rmmod, modprobe); sbin directories are searched too. */
int run_tool(struct run *r, const char *tool, const char *arg1,
		    const char *arg2, const char *arg3)
{
	char *argv[] = { (char *)tool, (char *)arg1, (char *)arg2,
			 (char *)arg3, NULL };

	return run_argv(r, argv, "/usr/sbin:/sbin");
}

/* Runs the CLI as uid/gid 65534; returns its exit status, stderr in @err. */
int run_unprivileged(char *err, size_t size, const char *a0,
			    const char *a1, const char *a2, const char *a3,
			    const char *a4, const char *a5)
{
	int pipefd[2], status;
	ssize_t n;
	pid_t pid;

	if (pipe(pipefd))
		return -1;
	pid = fork();
	if (pid == 0) {
		struct run r;

		close(pipefd[0]);
		if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
		    setresuid(65534, 65534, 65534))
			_exit(100);
		if (run_cli(&r, a0, a1, a2, a3, a4, a5, NULL))
			_exit(101);
		if (write(pipefd[1], r.err, r.err_len) < 0)
			_exit(102);
		_exit(r.status);
	}
	close(pipefd[1]);
	n = read(pipefd[0], err, size - 1);
	err[n > 0 ? n : 0] = '\0';
	close(pipefd[0]);
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}


void delete_slices(const char *const *names)
{
	struct run r;

	for (; *names; names++)
		if (!run_cli(&r, "delete", "--force", *names, NULL))
			run_free(&r);
}

int bg_start(struct bg *b, const char *ready, ...)
{
	int out[2], err[2] = { -1, -1 };
	char *argv[32], line[256];
	size_t len = 0;
	va_list ap;
	FILE *f;

	memset(b, 0, sizeof(*b));
	va_start(ap, ready);
	cli_argv(argv, ap);
	va_end(ap);
	if (pipe2(out, O_CLOEXEC) || (ready && pipe2(err, O_CLOEXEC)))
		return -1;
	b->pid = fork();
	if (b->pid == 0) {
		if (dup2(out[1], 1) < 0 || (ready && dup2(err[1], 2) < 0))
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(out[1]);
	b->out = out[0];
	if (!ready)
		return b->pid < 0 ? -1 : 0;
	close(err[1]);
	f = fdopen(err[0], "r");
	if (!f) {
		close(err[0]);
		return -1;
	}
	/* the process's end closes the pipe: fgets then stops */
	while (fgets(line, sizeof(line), f)) {
		fputs(line, stderr);
		len = strlen(ready);
		if (!strncmp(line, ready, len))
			break;
		len = 0;
	}
	fclose(f);
	return b->pid > 0 && len ? 0 : -1;
}

bool bg_line(struct bg *b, char *line, size_t size, int timeout_ms)
{
	struct pollfd pfd = { .fd = b->out, .events = POLLIN };
	char *nl;
	ssize_t n;

	for (;;) {
		nl = memchr(b->buf, '\n', b->len);
		if (nl) {
			size_t k = nl - b->buf;

			if (k >= size)
				return false;
			memcpy(line, b->buf, k);
			line[k] = '\0';
			b->len -= k + 1;
			memmove(b->buf, nl + 1, b->len);
			return true;
		}
		if (b->len == sizeof(b->buf) || poll(&pfd, 1, timeout_ms) <= 0)
			return false;
		n = read(b->out, b->buf + b->len, sizeof(b->buf) - b->len);
		if (n <= 0)
			return false;
		b->len += n;
	}
}

void bg_stop(struct bg *b)
{
	if (b->pid > 0) {
		kill(b->pid, SIGTERM);
		waitpid(b->pid, NULL, 0);
		b->pid = 0;
	}
	if (b->out > 0)
		close(b->out);
	b->out = -1;
}

bool bg_killed_told(struct bg *b, pid_t pid, const char *reason,
		    int timeout_ms)
{
	const struct json_value *event, *why;
	char line[4096], err[128];
	struct json_value *v;
	uint64_t nr = 0;
	bool told = false;

	while (!told && bg_line(b, line, sizeof(line), timeout_ms)) {
		v = json_parse(line, strlen(line), err, sizeof(err));
		if (!v)
			continue;
		event = json_get(v, "event");
		why = json_get(v, "reason");
		told = event && json_type(event) == JSON_STRING &&
		       !strcmp(json_string(event), "killed") && why &&
		       json_type(why) == JSON_STRING &&
		       !strcmp(json_string(why), reason) &&
		       json_u64(json_get(v, "pid"), &nr) && nr == (uint64_t)pid;
		json_free(v);
	}
	return told;
}
