// SPDX-License-Identifier: GPL-2.0
/*
 * Forwarded ioctls: what gpuslice checks and translates on the way to the
 * real driver. The core's tables (core/nv_escape.c) say what each request
 * is.
 *
 * - Requests the tables do not know, and IOCTL_XFER_CMD (which would carry
 *   another escape past this parser), are refused with -EINVAL, as the
 *   driver refuses unknown escapes: nothing passes unparsed.
 * - An fd field naming a file of the caller's slice is translated: a decoy
 *   of the real file for nvidia.ko (decoy.c says why), the real file
 *   itself for nvidia-uvm, whose check compares f_op. Any other fd is left
 *   as it is, so the driver refuses it with its own error: gpuslice's files
 *   are not the driver's, and another slice's files never translate.
 *
 * Translated calls are serialised (gs_xlate_lock), so that at most one
 * translated file is installed anywhere at a time and a racing thread that
 * rewrites the fd number can only name that one, of its own slice.
 *
 * - nvidia-smi's process queries are narrowed to the slice's processes
 *   after the driver answered (core/nv_procs.c). That is the slice's view,
 *   not a boundary: the driver already answers in the caller's pid
 *   namespace, and a thread racing the parameters only changes what its
 *   own process sees.
 */

#include <linux/compat.h>
#include <linux/fdtable.h>
#include <linux/file.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

#include "charge.h"
#include "decoy.h"
#include "forward.h"
#include "ioctl.h"
#include "nv_fb.h"
#include "nv_procs.h"
#include "nv_rmapi.h"
#include "slice.h"

static DEFINE_MUTEX(gs_xlate_lock);

static long call_real(struct file *real, unsigned int cmd, unsigned long arg,
		      bool compat)
{
	if (compat)
		return real->f_op->compat_ioctl ?
		       real->f_op->compat_ioctl(real, cmd, arg) : -ENOIOCTLCMD;
	return real->f_op->unlocked_ioctl ?
	       real->f_op->unlocked_ioctl(real, cmd, arg) : -ENOTTY;
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

/*
 * Runs the call with the fd at @uoff of the argument replaced by a file
 * the driver accepts for @target, and puts the caller's number back after.
 */
static long call_translated(struct gs_file *gf, struct file *real,
			    unsigned int cmd, unsigned long arg, bool compat,
			    s32 __user *ufd, s32 fd, struct file *target,
			    bool decoy)
{
	struct file *f;
	long ret;
	int nfd;

	mutex_lock(&gs_xlate_lock);
	f = decoy ? gs_decoy_create(target) : get_file(target);
	if (IS_ERR(f)) {
		ret = PTR_ERR(f);
		goto out;
	}
	nfd = get_unused_fd_flags(O_CLOEXEC);
	if (nfd < 0) {
		fput(f);
		ret = nfd;
		goto out;
	}
	get_file(f);		/* ours, past the fd's */
	fd_install(nfd, f);
	if (put_user(nfd, ufd)) {
		ret = -EFAULT;
	} else {
		ret = call_real(real, cmd, arg, compat);
		/* The caller's memory, the caller's problem if it faults. */
		if (put_user(fd, ufd) && !ret)
			ret = -EFAULT;
	}
	if (decoy)
		gs_decoy_retire(f);
	/*
	 * A racing thread may have closed or replaced the number: then we
	 * close what it put there, which only hurts itself.
	 */
	close_fd(nfd);
	fput(f);
out:
	mutex_unlock(&gs_xlate_lock);
	return ret;
}

/* Forwards a call whose argument has fd field @fld (kind already known). */
static long call_with_fd(struct gs_file *gf, struct file *real,
			 unsigned int cmd, unsigned long arg, bool compat,
			 const struct gs_nv_fd_field *fld, u32 size)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	s32 __user *ufd = uarg + fld->offset;
	enum gs_nv_node kind;
	struct file *file, *target;
	long ret;
	s32 fd;

	if (fld->offset + sizeof(s32) > size || get_user(fd, ufd))
		return call_real(real, cmd, arg, compat);
	if (fd < 0)
		return call_real(real, cmd, arg, compat);
	file = fget(fd);
	if (!file)
		return call_real(real, cmd, arg, compat);
	target = gs_forward_real_of(file, gf->slice, &kind);
	if (!target || !kind_fits(fld->kind, kind))
		ret = call_real(real, cmd, arg, compat);
	else
		ret = call_translated(gf, real, cmd, arg, compat, ufd, fd,
				      target, fld->kind != GS_NV_FD_UVM);
	fput(file);
	return ret;
}

static bool needs_translation(const struct gs_nv_fd_field *fld)
{
	if (fld->flags & GS_NV_FD_UNUSED)
		return false;
	return fld->kind == GS_NV_FD_CTL || fld->kind == GS_NV_FD_CTL_OR_GPU ||
	       fld->kind == GS_NV_FD_UVM;
}

#define ESC_RM_ALLOC_MEMORY	0x27
#define ESC_RM_FREE		0x29
#define ESC_RM_CONTROL		0x2a
#define ESC_RM_ALLOC		0x2b
#define ESC_RM_DUP_OBJECT	0x34
#define ESC_RM_VID_HEAP_CONTROL	0x4a

#define NV_ERR_NO_MEMORY	0x51
#define CLASS_MEMORY_LOCAL_USER	0x40

/* Narrows a process query's answer in user memory to the slice's pids. */
static void narrow_procs(struct gs_file *gf, const struct gs_nvos54 *c,
			 void __user *uparams)
{
	struct gs_pid_list *list;
	struct gs_pid_set set;
	void *params;

	params = kmalloc(c->params_size, GFP_KERNEL);
	list = kmalloc(sizeof(*list), GFP_KERNEL);
	if (!params || !list)
		goto out;
	if (copy_from_user(params, uparams, c->params_size))
		goto out;
	gs_slice_pids(gf->slice, list);
	set.pids = list->pids;
	set.count = list->nr;
	if (gs_nv_procs_narrow(c->cmd, params, c->params_size, &set) &&
	    copy_to_user(uparams, params, c->params_size))
		pr_debug("process query answer not written back\n");
out:
	kfree(list);
	kfree(params);
}

/* RM_CONTROL: forwarded, then the controls gpuslice rewrites. */
static long rm_control(struct gs_file *gf, struct file *real, unsigned int cmd,
		       unsigned long arg, bool compat)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct gs_nvos54 c;
	long ret;

	if (_IOC_SIZE(cmd) != sizeof(c) || copy_from_user(&c, uarg, sizeof(c)))
		return call_real(real, cmd, arg, compat);
	ret = call_real(real, cmd, arg, compat);
	if (ret || (c.cmd != GS_NV_CTRL_GET_PIDS &&
		    c.cmd != GS_NV_CTRL_GET_PID_INFO))
		return ret;
	if (c.params_size != GS_NV_GET_PIDS_SIZE &&
	    c.params_size != GS_NV_GET_PID_INFO_SIZE)
		return ret;
	if (get_user(c.status, (u32 __user *)(uarg +
					      offsetof(struct gs_nvos54, status))) ||
	    c.status)
		return ret;
	/* NvP64: a 32-bit caller's pointer is zero-extended too. */
	narrow_procs(gf, &c, u64_to_user_ptr(c.params));
	return ret;
}

/*
 * The bytes a class-0x40 RM_ALLOC asks for, after RM's rounding, or 0 for
 * any other call. Read from the caller's memory, so a racing thread can
 * lie: this only decides the honest path's refusal, the audit after the
 * call catches the rest.
 */
static u64 fb_request(void __user *uarg, u32 size)
{
	u8 hdr[48], params[GS_NV_MEMPARAMS_SIZE];
	u32 cls, attr, attr2;
	u64 p, bytes;

	if ((size != 32 && size != 48) || copy_from_user(hdr, uarg, size))
		return 0;
	memcpy(&cls, hdr + GS_NV_RM_ALLOC_CLASS, sizeof(cls));
	memcpy(&p, hdr + 16, sizeof(p));
	if (cls != CLASS_MEMORY_LOCAL_USER ||
	    copy_from_user(params, u64_to_user_ptr(p), sizeof(params)))
		return 0;
	memcpy(&bytes, params + GS_NV_MEMPARAMS_SIZE_AT, sizeof(bytes));
	memcpy(&attr, params + GS_NV_MEMPARAMS_ATTR, sizeof(attr));
	memcpy(&attr2, params + GS_NV_MEMPARAMS_ATTR2, sizeof(attr2));
	return gs_nv_fb_alloc_size(bytes, attr, attr2);
}

/*
 * Calls that can create or free framebuffer memory: forwarded, then the
 * caller's charges are brought up to date from the driver's own count. A
 * framebuffer allocation that would take the slice over its limit is first
 * refused as the full driver refuses it: status NV_ERR_NO_MEMORY, ioctl 0.
 */
static long fb_call(struct gs_file *gf, struct file *real, unsigned int cmd,
		    unsigned long arg, bool compat,
		    const struct gs_nv_escape *e)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct gs_slice *s = gf->slice;
	u32 size = _IOC_SIZE(cmd);
	u64 want = 0;
	long ret;
	int err;

	/* The exact check needs to know the GPU: one-GPU slices for now. */
	if (e->nr == ESC_RM_ALLOC && s->nr_gpus == 1)
		want = fb_request(uarg, size);
	if (want && !gs_charge_reserve(s, 0, want)) {
		u32 status = gs_nv_escape_status(e, size);

		if (status == GS_NV_NO_FIELD ||
		    put_user((u32)NV_ERR_NO_MEMORY, (u32 __user *)(uarg + status)))
			return -EFAULT;
		return 0;
	}
	if (needs_translation(&e->fd))
		ret = call_with_fd(gf, real, cmd, arg, compat, &e->fd, size);
	else
		ret = call_real(real, cmd, arg, compat);
	if (want)
		gs_charge_unreserve(s, 0, want);
	err = gs_charge_audit(s, gf->tgid);
	if (err)
		pr_warn_ratelimited("cannot read the driver's accounts: %d\n",
				    err);
	return ret;
}

static bool changes_fb(const struct gs_nv_escape *e)
{
	switch (e->nr) {
	case ESC_RM_ALLOC:
	case ESC_RM_FREE:
	case ESC_RM_DUP_OBJECT:
	case ESC_RM_ALLOC_MEMORY:
	case ESC_RM_VID_HEAP_CONTROL:
		return true;
	default:
		return false;
	}
}

static long nv_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
		     unsigned long arg, bool compat)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(_IOC_NR(cmd));
	u32 size = _IOC_SIZE(cmd);

	if (!e || (e->flags & GS_NV_ESC_XFER))
		return -EINVAL;
	if (e->nr == ESC_RM_CONTROL)
		return rm_control(gf, real, cmd, arg, compat);
	if (changes_fb(e))
		return fb_call(gf, real, cmd, arg, compat, e);
	if (needs_translation(&e->fd))
		return call_with_fd(gf, real, cmd, arg, compat, &e->fd, size);
	return call_real(real, cmd, arg, compat);
}

static long uvm_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
		      unsigned long arg, bool compat)
{
	const struct gs_uvm_cmd *c = gs_uvm_cmd_find(cmd);

	if (!c)
		return -EINVAL;
	if (needs_translation(&c->fd))
		return call_with_fd(gf, real, cmd, arg, compat, &c->fd,
				    c->size);
	return call_real(real, cmd, arg, compat);
}

/* @arg goes to the real driver as it came, native or compat. */
long gs_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
	      unsigned long arg, bool compat)
{
	if (gf->kind == GS_NV_NODE_UVM || gf->kind == GS_NV_NODE_UVM_TOOLS)
		return uvm_ioctl(gf, real, cmd, arg, compat);
	return nv_ioctl(gf, real, cmd, arg, compat);
}
