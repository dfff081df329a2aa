/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_SANDBOX_H
#define _GS_SANDBOX_H

#include <linux/completion.h>
#include <linux/mutex.h>
#include <linux/wait.h>

#include "gpuslice.h"

struct files_struct;
struct task_struct;

/*
 * A private fd table, a helper task's (sandbox.c says why), in which the
 * driver finds the files gpuslice chooses during a call.
 * @lock: one call at a time in the table; taken outside the caller's
 *	exec_update_lock
 * @files: the helper's table; lives while the helper waits
 * @helper: the helper task, held until it has exited
 * @ready: the helper is waiting (or could not start: @files NULL)
 * @wait: where the helper waits for @stopping
 * @argv: the helper's, never executed; lives as long as the helper
 */
struct gs_sandbox {
	struct mutex lock;
	struct files_struct *files;
	struct task_struct *helper;
	struct completion ready;
	wait_queue_head_t wait;
	bool stopping;
	char *argv[2];
};

/* Files a call can put in the table: the caller's GPUs, and one argument. */
#define GS_SANDBOX_MAX_FILES (GPUSLICE_SLICE_MAX_GPUS + 1)

/*
 * One call in a sandbox.
 * @saved: the caller's own fd table, put back by gs_sandbox_leave()
 * @fd: the fds of the files installed in the table, @nr of them
 */
struct gs_sandbox_call {
	struct files_struct *saved;
	unsigned int nr;
	int fd[GS_SANDBOX_MAX_FILES];
};

int gs_sandbox_start(struct gs_sandbox *sb);
void gs_sandbox_stop(struct gs_sandbox *sb);
int gs_sandbox_enter(struct gs_sandbox *sb, struct gs_sandbox_call *c);
int gs_sandbox_add(struct gs_sandbox_call *c, struct file *real);
void gs_sandbox_leave(struct gs_sandbox *sb, struct gs_sandbox_call *c);

#endif /* _GS_SANDBOX_H */
