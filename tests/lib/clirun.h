/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running the gpuslice CLI (and other commands) from a test the way a user
 * or a script would: stdout, stderr and exit status captured.
 */
#ifndef _GS_TEST_CLIRUN_H
#define _GS_TEST_CLIRUN_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <string.h>

/* The outcome of one command. */
struct run {
	int status;	/* exit status; 128 + N when killed by signal N */
	char *out;	/* stdout, NUL-terminated */
	size_t out_len;
	char *err;	/* stderr, NUL-terminated */
	size_t err_len;
};

/* The CLI's path: $GPUSLICE_CLI, else "gpuslice" on PATH. */
const char *cli_path(void);
void run_free(struct run *r);
/*
 * Runs @argv (argv[0] looked up in PATH) with stdin from /dev/null and
 * captures stdout and stderr. Returns 0, or a positive errno when the
 * command could not be started. @extra_path is appended to the child's
 * PATH (for rmmod and modprobe in sbin directories).
 */
int run_argv(struct run *r, char *const argv[], const char *extra_path);
/* Runs the CLI with the NULL-terminated arguments that follow @r. */
int run_cli(struct run *r, ...);
/* Runs a module tool (rmmod, modprobe); sbin directories are searched too. */
int run_tool(struct run *r, const char *tool, const char *arg1,
	     const char *arg2, const char *arg3);
/*
 * Deletes the slices named in the NULL-terminated @names with --force,
 * whatever state a test left them in (a missing one is no error).
 */
void delete_slices(const char *const *names);
/* Runs the CLI as uid/gid 65534; returns its exit status, stderr in @err. */
int run_unprivileged(char *err, size_t size, const char *a0, const char *a1,
		     const char *a2, const char *a3, const char *a4,
		     const char *a5);

/*
 * A command left running in the background (gpuslice monitor, show
 * --watch), its stdout read a line at a time.
 */
struct bg {
	pid_t pid;
	int out;		/* its stdout, read end */
	char buf[65536];	/* read and not yet returned */
	size_t len;
};

/*
 * Starts the CLI with the NULL-terminated arguments that follow @b, its
 * stderr on this process's. With @ready, waits (10 s at most) for a line
 * of its stderr that starts with @ready. Returns 0, or -1.
 */
int bg_start(struct bg *b, const char *ready, ...);
/*
 * The next line of its stdout into @line (no newline), waiting @timeout_ms
 * at most: false on timeout, at its end, or for a line longer than @size.
 */
bool bg_line(struct bg *b, char *line, size_t size, int timeout_ms);
/* Kills it (SIGTERM) and reaps it. */
void bg_stop(struct bg *b);
/*
 * Whether `gpuslice monitor --json` in @b tells, within @timeout_ms, that
 * the module killed process @pid for @reason ("memory" or "compute").
 */
bool bg_killed_told(struct bg *b, pid_t pid, const char *reason,
		    int timeout_ms);

/* Runs the CLI or fails the test when it cannot even be started. */
#define CLI(r, ...) do { \
	int _e = run_cli((r), __VA_ARGS__, NULL); \
	ASSERT_EQ(0, _e) TH_LOG("cannot run %s: %s", cli_path(), \
				 strerror(_e)); \
} while (0)

/* Runs the CLI, asserting that it exited 0. */
#define CLI_OK(...) do { \
	struct run _r; \
	CLI(&_r, __VA_ARGS__); \
	ASSERT_EXIT(0, &_r); \
	run_free(&_r); \
} while (0)

/* Checks the exit status and shows the command's output when it differs. */
#define ASSERT_EXIT(expected, r) \
	ASSERT_EQ((expected), (r)->status) \
		TH_LOG("stdout: <<%s>> stderr: <<%s>>", (r)->out, (r)->err)

#endif /* _GS_TEST_CLIRUN_H */
