// SPDX-License-Identifier: GPL-2.0
/*
 * Calls to the real driver, and the files it looks up for them.
 *
 * - An fd field naming a file of the caller's slice is translated: the
 *   call runs in the slice's sandbox (sandbox.c), a private fd table in
 *   which that number names the real file. Any other fd is left as it is,
 *   so the driver refuses it with its own error: gpuslice's files are not
 *   the driver's, and another slice's files never translate.
 * - Allocating a device (NV01_DEVICE_0) and UVM_REGISTER_GPU run in the
 *   sandbox too, holding the real files of the slice's GPUs the caller has
 *   open: the driver allows them only to a task whose fd table holds an
 *   open file of the GPU, and the caller's holds only gpuslice's.
 * - A call refused, or answered from here, is answered as the driver
 *   answers: an RM status in the argument and ioctl 0.
 */

#include <linux/fdtable.h>
#include <linux/file.h>
#include <linux/uaccess.h>

#include "call.h"
#include "files.h"
#include "slice.h"

/* The call, as it came, to the real driver. */
long gs_call_real(const struct gs_call *c)
{
	struct file *real = c->real;

	if (c->compat)
		return real->f_op->compat_ioctl ?
		       real->f_op->compat_ioctl(real, c->cmd, c->arg) :
		       -ENOIOCTLCMD;
	return real->f_op->unlocked_ioctl ?
	       real->f_op->unlocked_ioctl(real, c->cmd, c->arg) : -ENOTTY;
}

/*
 * Answers a call as the driver does, with RM status @status at offset @at
 * of the argument and ioctl 0: a refusal, or an answer got elsewhere.
 */
long gs_call_answer(const struct gs_call *c, u32 at, u32 status)
{
	if (at == GS_NV_NO_FIELD ||
	    put_user(status, (u32 __user *)(c->uarg + at)))
		return -EFAULT;
	return 0;
}

/* Refuses an escape with @status, where its kind of argument keeps it. */
long gs_call_refuse(const struct gs_call *c, u32 status)
{
	return gs_call_answer(c, gs_nv_escape_status(c->esc, c->size), status);
}

/* The RM status the escape left in its argument is NV_OK. */
bool gs_call_rm_ok(const struct gs_call *c)
{
	u32 at = gs_nv_escape_status(c->esc, c->size), status;

	return at != GS_NV_NO_FIELD &&
	       !get_user(status, (u32 __user *)(c->uarg + at)) && !status;
}

/* Whether a file of @kind may stand where the driver wants @want. */
static bool kind_fits(enum gs_nv_fd_kind want, enum gs_nv_node kind)
{
	switch (want) {
	case GS_NV_FD_CTL:
		return kind == GS_NV_NODE_CTL;
	case GS_NV_FD_CTL_OR_GPU:
		return kind == GS_NV_NODE_CTL || kind == GS_NV_NODE_GPU;
	case GS_NV_FD_UVM:
		return kind == GS_NV_NODE_UVM;
	default:
		return false;
	}
}

static bool needs_translation(const struct gs_nv_fd_field *fld)
{
	if (fld->flags & GS_NV_FD_UNUSED)
		return false;
	return fld->kind == GS_NV_FD_CTL || fld->kind == GS_NV_FD_CTL_OR_GPU ||
	       fld->kind == GS_NV_FD_UVM;
}

/*
 * The real file (a reference) for the fd at @ufd, read into *@fd, when it
 * names a file of @s that may stand where the driver wants @want; else
 * NULL.
 */
static struct file *fd_target(struct gs_slice *s, enum gs_nv_fd_kind want,
			      s32 __user *ufd, s32 *fd)
{
	enum gs_nv_node kind;
	struct file *file, *real;

	if (get_user(*fd, ufd) || *fd < 0)
		return NULL;
	file = fget(*fd);
	if (!file)
		return NULL;
	real = gs_files_real_of(file, s, &kind);
	real = real && kind_fits(want, kind) ? get_file(real) : NULL;
	fput(file);
	return real;
}

/* Where a call's fd field @fld is, if it is translated. */
static s32 __user *fd_field(const struct gs_call *c,
			    const struct gs_nv_fd_field *fld)
{
	if (!needs_translation(fld) || fld->offset + sizeof(s32) > c->size)
		return NULL;
	return c->uarg + fld->offset;
}

/* The real files of the GPUs of @slice the caller has open, one each. */
struct gpu_files {
	struct gs_slice *slice;
	unsigned int nr;
	struct file *real[GPUSLICE_SLICE_MAX_GPUS];
};

/* iterate_fd() callback, under the table's file_lock: references only. */
static int add_gpu_file(const void *data, struct file *file, unsigned int fd)
{
	struct gpu_files *g = *(struct gpu_files * const *)data;
	enum gs_nv_node kind;
	struct file *real;
	unsigned int i;

	real = gs_files_real_of(file, g->slice, &kind);
	if (!real || kind != GS_NV_NODE_GPU)
		return 0;
	for (i = 0; i < g->nr; i++)
		if (file_inode(g->real[i])->i_rdev == file_inode(real)->i_rdev)
			return 0;
	g->real[g->nr++] = get_file(real);
	return g->nr == ARRAY_SIZE(g->real);
}

/*
 * Runs a call in the slice's sandbox (sandbox.c), which then holds what
 * the driver looks up in the caller's fd table: the real file for the fd
 * of the field @fld when it names a file of the slice of the kind the
 * field wants (the caller's number is put back after), and for @gpus the
 * real files of the slice's GPUs the caller has open, as
 * nv_is_gpu_accessible() wants. A call needing neither goes straight to
 * the driver. An fd naming anything else is left as it is: in the sandbox
 * it names nothing the caller may not use, and the driver refuses it with
 * its own error.
 */
long gs_call_sandboxed(const struct gs_call *c,
		       const struct gs_nv_fd_field *fld, bool gpus)
{
	struct gpu_files g = { .slice = c->slice }, *gp = &g;
	s32 __user *ufd = fd_field(c, fld);
	struct gs_sandbox *sandbox = &c->slice->sandbox;
	struct file *target = NULL;
	struct gs_sandbox_call sc;
	unsigned int i;
	long ret;
	s32 fd;

	if (ufd)
		target = fd_target(c->slice, fld->kind, ufd, &fd);
	if (gpus)
		iterate_fd(current->files, 0, add_gpu_file, &gp);
	if (!target && !gpus)
		return gs_call_real(c);

	ret = gs_sandbox_enter(sandbox, &sc);
	if (ret)
		goto out;
	for (i = 0; i < g.nr && ret >= 0; i++)
		ret = gs_sandbox_add(&sc, g.real[i]);
	if (ret >= 0 && target) {
		ret = gs_sandbox_add(&sc, target);
		if (ret >= 0 && put_user((s32)ret, ufd))
			ret = -EFAULT;
	}
	if (ret >= 0) {
		ret = gs_call_real(c);
		/* The caller's memory, the caller's problem if it faults. */
		if (target && put_user(fd, ufd) && !ret)
			ret = -EFAULT;
	}
	gs_sandbox_leave(sandbox, &sc);
out:
	if (target)
		fput(target);
	for (i = 0; i < g.nr; i++)
		fput(g.real[i]);
	return ret;
}
