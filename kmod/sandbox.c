// SPDX-License-Identifier: GPL-2.0
/*
 * Sandboxes: where the real driver finds its own files during a call made
 * for a container, though the container never holds one.
 *
 * nvidia.ko and nvidia-uvm look files up in the calling task's fd table:
 * the fds inside ioctl arguments (REGISTER_FD, MAP_MEMORY, OS events,
 * UVM's rmCtrlFd and uvmFd), and, before a device is allocated or UVM
 * registers a GPU, any open file of that GPU (nv_is_gpu_accessible). A
 * container holds only gpuslice's files. Installing the real files in its
 * table would let its other threads take them and talk to the driver
 * unchecked. So such calls run with the task's fd table swapped for a
 * private one, its slice's sandbox, holding just the real files the call
 * needs; the container's own table is never touched.
 *
 * While a table is swapped in, the caller holds its process's
 * exec_update_lock for writing: every way another task has into a task's
 * fd table (/proc/<tid>/fd links, pidfd_getfd, kcmp) takes it for reading
 * first, so nothing can look in until the real files are closed again.
 *
 * No exported interface makes an fd table, so a sandbox's is that of a
 * helper task: a user-mode helper whose init callback never lets it exec
 * and waits, idle and freezable, until the sandbox stops. Each slice has
 * its own, so one container's calls never wait for another's.
 */

#include <linux/delay.h>
#include <linux/error-injection.h>
#include <linux/fdtable.h>
#include <linux/file.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/umh.h>

#include "sandbox.h"

/* The helper's name; it is never executed. */
#define GS_SANDBOX_HELPER "gpuslice-sandbox"

static int gs_sandbox_hold(struct subprocess_info *info, struct cred *new)
{
	struct gs_sandbox *sb = info->data;

	/* set_task_comm() is not exported; the task is new and ours. */
	task_lock(current);
	strscpy_pad(current->comm, GS_SANDBOX_HELPER, sizeof(current->comm));
	task_unlock(current);
	sb->helper = get_task_struct(current);
	sb->files = current->files;
	complete(&sb->ready);
	wait_event_state(sb->wait, READ_ONCE(sb->stopping),
			 (TASK_IDLE | TASK_FREEZABLE));
	return -ECANCELED;	/* no exec: the helper exits */
}

/*
 * Runs when the helper could not be started (then only here is the
 * starter told), and when it exits.
 */
static void gs_sandbox_cleanup(struct subprocess_info *info)
{
	struct gs_sandbox *sb = info->data;

	if (!sb->helper)
		complete(&sb->ready);
}

/*
 * Starts @sb's helper. Sleeps. Returns 0 or a negative errno. Fault
 * injection (fail_function) may fail it whole: @sb is then as its caller
 * zeroed it, which gs_sandbox_stop() takes.
 */
noinline int gs_sandbox_start(struct gs_sandbox *sb)
{
	struct subprocess_info *info;
	int ret;

	mutex_init(&sb->lock);
	init_completion(&sb->ready);
	init_waitqueue_head(&sb->wait);
	sb->argv[0] = GS_SANDBOX_HELPER;
	sb->argv[1] = NULL;
	/* argv's NULL doubles as the empty environment */
	info = call_usermodehelper_setup(sb->argv[0], sb->argv, &sb->argv[1],
					 GFP_KERNEL, gs_sandbox_hold,
					 gs_sandbox_cleanup, sb);
	if (!info)
		return -ENOMEM;
	/* Every way out of it completes ready, once. */
	ret = call_usermodehelper_exec(info, UMH_NO_WAIT);
	wait_for_completion(&sb->ready);
	if (sb->helper)
		return 0;
	pr_warn_ratelimited("cannot start a sandbox helper: %d\n", ret);
	return ret ?: -EAGAIN;
}
ALLOW_ERROR_INJECTION(gs_sandbox_start, ERRNO);

/*
 * Lets the helper go, once, as @sb is about to be freed. It runs gpuslice's
 * code until it exits: waits for that, so that neither @sb nor the module
 * goes while it does. Sleeps.
 */
void gs_sandbox_stop(struct gs_sandbox *sb)
{
	struct task_struct *helper = sb->helper;

	if (!helper)
		return;
	WRITE_ONCE(sb->stopping, true);
	wake_up(&sb->wait);
	while (!(READ_ONCE(helper->flags) & PF_EXITING))
		usleep_range(1000, 2000);
	put_task_struct(helper);
}

/*
 * Swaps the caller's fd table for @sb's, empty, until gs_sandbox_leave().
 * Returns 0, or -EINTR when the caller was killed while waiting.
 */
int gs_sandbox_enter(struct gs_sandbox *sb, struct gs_sandbox_call *c)
{
	int ret;

	ret = mutex_lock_killable(&sb->lock);
	if (ret)
		return ret;
	ret = down_write_killable(&current->signal->exec_update_lock);
	if (ret) {
		mutex_unlock(&sb->lock);
		return ret;
	}
	c->nr = 0;
	task_lock(current);
	c->saved = current->files;
	current->files = sb->files;
	task_unlock(current);
	return 0;
}

/* Installs @real in the sandbox; returns its fd there or a negative errno. */
int gs_sandbox_add(struct gs_sandbox_call *c, struct file *real)
{
	int fd;

	if (c->nr == ARRAY_SIZE(c->fd))
		return -EMFILE;
	fd = get_unused_fd_flags(O_CLOEXEC);
	if (fd < 0)
		return fd;
	fd_install(fd, get_file(real));
	c->fd[c->nr++] = fd;
	return fd;
}

/*
 * Closes what the call put in the sandbox and gives the caller its own
 * table back. The driver keeps the references it took itself.
 */
void gs_sandbox_leave(struct gs_sandbox *sb, struct gs_sandbox_call *c)
{
	unsigned int i;

	for (i = 0; i < c->nr; i++)
		close_fd(c->fd[i]);
	task_lock(current);
	current->files = c->saved;
	task_unlock(current);
	up_write(&current->signal->exec_update_lock);
	mutex_unlock(&sb->lock);
}
