// SPDX-License-Identifier: GPL-2.0
/*
 * Runs a program from the plugin: see run.h. Both pipes are read as the
 * program writes them (poll), so a full stderr cannot stall it.
 */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "run.h"

/* A growing buffer of what one pipe said. */
struct sink {
	char *buf;
	size_t len, cap;
};

static int sink_read(int fd, struct sink *s)
{
	char chunk[4096], *bigger;
	ssize_t n;

	n = read(fd, chunk, sizeof(chunk));
	if (n <= 0)
		return n < 0 && errno == EINTR ? 1 : 0;
	if (s->len + n + 1 > s->cap && s->len < GS_RUN_MAX) {
		s->cap = s->cap ? s->cap * 2 : 8192;
		while (s->cap < s->len + n + 1)
			s->cap *= 2;
		bigger = realloc(s->buf, s->cap);
		if (!bigger)
			return 0;
		s->buf = bigger;
	}
	if (s->len + n + 1 <= s->cap) {
		memcpy(s->buf + s->len, chunk, n);
		s->len += n;
	}
	return 1;
}

static char *sink_text(struct sink *s)
{
	if (!s->buf)
		return strdup("");
	s->buf[s->len] = '\0';
	return s->buf;
}

static int run_child(char *const argv[], struct gs_output *o)
{
	static char *const env[] = { "PATH=/usr/sbin:/usr/bin:/sbin:/bin", NULL };
	struct sink out = { 0 }, err = { 0 };
	int po[2], pe[2], status, null;
	struct pollfd fds[2];
	pid_t pid;

	o->out = NULL;
	o->err = NULL;
	if (pipe2(po, O_CLOEXEC))
		return -1;
	if (pipe2(pe, O_CLOEXEC)) {
		close(po[0]);
		close(po[1]);
		return -1;
	}
	pid = fork();
	if (pid == 0) {
		null = open("/dev/null", O_RDONLY);
		if (null < 0 || dup2(null, 0) < 0 || dup2(po[1], 1) < 0 ||
		    dup2(pe[1], 2) < 0)
			_exit(127);
		execve(argv[0], argv, env);
		_exit(127);
	}
	close(po[1]);
	close(pe[1]);
	if (pid < 0) {
		close(po[0]);
		close(pe[0]);
		return -1;
	}
	fds[0] = (struct pollfd){ .fd = po[0], .events = POLLIN };
	fds[1] = (struct pollfd){ .fd = pe[0], .events = POLLIN };
	while (fds[0].fd >= 0 || fds[1].fd >= 0) {
		if (poll(fds, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (fds[0].revents && !sink_read(po[0], &out))
			fds[0].fd = -1;
		if (fds[1].revents && !sink_read(pe[0], &err))
			fds[1].fd = -1;
	}
	close(po[0]);
	close(pe[0]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	o->out = sink_text(&out);
	o->err = sink_text(&err);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/*
 * SIGCHLD at its default while the program runs: a caller that ignores it
 * (slurmstepd) would have the child reaped before it could be waited for.
 */
int gs_run(char *const argv[], struct gs_output *o)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL }, old;
	int rc;

	if (sigaction(SIGCHLD, &dfl, &old))
		return -1;
	rc = run_child(argv, o);
	sigaction(SIGCHLD, &old, NULL);
	return rc;
}

void gs_output_free(struct gs_output *o)
{
	free(o->out);
	free(o->err);
	o->out = NULL;
	o->err = NULL;
}

const char *gs_output_why(struct gs_output *o, int rc)
{
	char *text = o->err && *o->err ? o->err : o->out;

	if (text && *text) {
		text[strcspn(text, "\n")] = '\0';
		/* the CLI's own prefix: the caller names the program */
		if (!strncmp(text, "gpuslice: ", 10))
			text += 10;
		return text;
	}
	if (rc < 0)
		snprintf(o->why, sizeof(o->why), "cannot run it: %s",
			 strerror(errno));
	else
		snprintf(o->why, sizeof(o->why), "exit status %d, nothing said",
			 rc);
	return o->why;
}
