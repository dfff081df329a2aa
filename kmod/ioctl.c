// SPDX-License-Identifier: GPL-2.0
/*
 * Forwarded ioctls: what gpuslice checks and translates on the way to the
 * real driver. The core's tables (core/nv_escape.c) say what each request
 * is.
 *
 * - Requests the tables do not know, and IOCTL_XFER_CMD (which would carry
 *   another escape past this parser), are refused with -EINVAL, as the
 *   driver refuses unknown escapes: nothing passes unparsed.
 * - An fd field naming a file of the caller's slice is translated: the
 *   call runs in the slice's sandbox (sandbox.c), a private fd table in
 *   which that number names the real file. Any other fd is left as it is,
 *   so the driver refuses it with its own error: gpuslice's files are not
 *   the driver's, and another slice's files never translate.
 * - Allocating a device (NV01_DEVICE_0) and UVM_REGISTER_GPU run in the
 *   sandbox too, holding the real files of the slice's GPUs the caller has
 *   open: the driver allows them only to a task whose fd table holds an
 *   open file of the GPU, and the caller's holds only gpuslice's.
 *
 * - Charges (charge.c): what an RM_ALLOC, RM_FREE or VID_HEAP_CONTROL
 *   makes, frees and asks for is the core's decision (core/nv_charge.c,
 *   core/nv_class.c), as in the user-space engine, taken on one kernel
 *   copy of the argument. The driver reads the caller's memory again: the
 *   audits after every call that can change framebuffer use catch a
 *   thread that raced it.
 *
 * - The slice's view: nvidia-smi's process queries are narrowed to the
 *   slice's processes (core/nv_procs.c), and the memory queries CUDA and
 *   NVML size themselves by say the card is as large as the slice's limit
 *   and as free as its quota (core/nv_meminfo.c), after the driver
 *   answered; which controls those are is the core's (gs_nv_view_find()).
 *   That is a view, not a boundary: the driver already answers process
 *   queries in the caller's pid namespace, the limit is enforced by
 *   charge.c whatever a process believes, and a thread racing the
 *   parameters only changes what its own process sees.
 */

#include <linux/compat.h>
#include <linux/fdtable.h>
#include <linux/file.h>
#include <linux/uaccess.h>

#include "channels.h"
#include "charge.h"
#include "forward.h"
#include "gpuid.h"
#include "ioctl.h"
#include "nv_charge.h"
#include "nv_class.h"
#include "nv_fb.h"
#include "nv_fifo.h"
#include "nv_gpuid.h"
#include "nv_meminfo.h"
#include "nv_procs.h"
#include "nv_rmapi.h"
#include "share.h"
#include "slice.h"
#include "verifier.h"

static long call_real(struct file *real, unsigned int cmd, unsigned long arg,
		      bool compat)
{
	if (compat)
		return real->f_op->compat_ioctl ?
		       real->f_op->compat_ioctl(real, cmd, arg) : -ENOIOCTLCMD;
	return real->f_op->unlocked_ioctl ?
	       real->f_op->unlocked_ioctl(real, cmd, arg) : -ENOTTY;
}

/*
 * Answers a call as the driver does, with RM status @status at offset @at
 * of the argument and ioctl 0: a refusal, or an answer got elsewhere.
 */
static long answer_at(void __user *uarg, u32 at, u32 status)
{
	if (at == GS_NV_NO_FIELD || put_user(status, (u32 __user *)(uarg + at)))
		return -EFAULT;
	return 0;
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
	real = gs_forward_real_of(file, s, &kind);
	real = real && kind_fits(want, kind) ? get_file(real) : NULL;
	fput(file);
	return real;
}

/* Where an escape's or UVM command's fd field is, if it is translated. */
static s32 __user *fd_field(const struct gs_nv_fd_field *fld,
			    void __user *uarg, u32 size)
{
	if (!needs_translation(fld) || fld->offset + sizeof(s32) > size)
		return NULL;
	return uarg + fld->offset;
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

	real = gs_forward_real_of(file, g->slice, &kind);
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
 * at @ufd when it names a file of the slice of @kind (the caller's number
 * is put back after), and for @gpus the real files of the slice's GPUs the
 * caller has open, as nv_is_gpu_accessible() wants. A call needing neither
 * goes straight to the driver. An fd naming anything else is left as it
 * is: in the sandbox it names nothing the caller may not use, and the
 * driver refuses it with its own error.
 */
static long call_sandboxed(struct gs_file *gf, struct file *real,
			   unsigned int cmd, unsigned long arg, bool compat,
			   s32 __user *ufd, enum gs_nv_fd_kind kind, bool gpus)
{
	struct gpu_files g = { .slice = gf->slice }, *gp = &g;
	struct file *target = NULL;
	struct gs_sandbox_call sc;
	unsigned int i;
	long ret;
	s32 fd;

	if (ufd)
		target = fd_target(gf->slice, kind, ufd, &fd);
	if (gpus)
		iterate_fd(current->files, 0, add_gpu_file, &gp);
	if (!target && !gpus)
		return call_real(real, cmd, arg, compat);

	ret = gs_sandbox_enter(&gf->slice->sandbox, &sc);
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
		ret = call_real(real, cmd, arg, compat);
		/* The caller's memory, the caller's problem if it faults. */
		if (target && put_user(fd, ufd) && !ret)
			ret = -EFAULT;
	}
	gs_sandbox_leave(&gf->slice->sandbox, &sc);
out:
	if (target)
		fput(target);
	for (i = 0; i < g.nr; i++)
		fput(g.real[i]);
	return ret;
}

/* Escapes of no concern to charges (those are core/nv_charge.h's) */
#define ESC_RM_DUP_OBJECT	0x34
#define ESC_RM_SHARE		0x35
#define ESC_CARD_INFO		0xc8

/*
 * Whose answer is rewritten: the caller's file, the control (0 for an
 * escape's own answer), and the slice's number of the GPU the call is for
 * (GS_GPUID_UNKNOWN: any of them).
 */
struct view {
	struct gs_file *gf;
	u32 cmd;
	int gpu;
};

/* The answer of a call, @size bytes at @uparams, rewritten by @fn. */
static void rewrite_answer(const struct view *v, void __user *uparams,
			   u32 size,
			   bool (*fn)(const struct view *v, void *params,
				      u32 size))
{
	void *params;

	params = kmalloc(size, GFP_KERNEL);
	if (!params)
		return;
	/* A fault leaves the caller its own answer: only its view is at stake. */
	if (!copy_from_user(params, uparams, size) && fn(v, params, size) &&
	    copy_to_user(uparams, params, size))
		pr_debug("rewritten answer not written back\n");
	kfree(params);
}

static bool narrow_procs(const struct view *v, void *params, u32 size)
{
	struct gs_pid_list *list;
	struct gs_pid_set set;
	bool ret;

	list = kmalloc(sizeof(*list), GFP_KERNEL);
	if (!list)
		return false;
	gs_slice_pids(v->gf->slice, list);
	set.pids = list->pids;
	set.count = list->nr;
	ret = gs_nv_procs_narrow(v->cmd, params, size, &set);
	kfree(list);
	return ret;
}

/*
 * The slice's memory on its GPU @gpu, or, for a call gpuslice cannot place
 * on a GPU (GS_GPUID_UNKNOWN), its smallest share: never more than any of
 * them holds.
 */
static void mem_view(struct gs_slice *s, int gpu, struct gs_mem_view *v)
{
	u64 free = U64_MAX;
	unsigned int i;

	v->limit = U64_MAX;
	spin_lock(&s->lock);
	for (i = 0; i < s->nr_gpus; i++) {
		const struct gs_ledger *l = &s->gpu[i].ledger;

		if (gpu >= 0 && i != gpu)
			continue;

		v->limit = min(v->limit, l->limit);
		free = min(free, l->used < l->limit ? l->limit - l->used : 0);
	}
	spin_unlock(&s->lock);
	v->used = v->limit - min(free, v->limit);
}

static bool rewrite_fb_info_v2(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;

	mem_view(v->gf->slice, v->gpu, &mv);
	return gs_nv_meminfo_v2(params, size, &mv);
}

/* Legacy FB_GET_INFO: the entries are behind the pointer at offset 8. */
static bool rewrite_fb_info(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;
	void __user *ulist;
	void *list;
	u32 n, bytes;
	u64 p;

	memcpy(&n, params, sizeof(n));
	memcpy(&p, params + GS_NV_FB_GET_INFO_LIST_AT, sizeof(p));
	n = min(n, GS_NV_FB_INFO_MAX);
	bytes = n * GS_NV_FB_INFO_ENTRY;
	ulist = u64_to_user_ptr(p);
	list = kmalloc(bytes, GFP_KERNEL);
	if (!list)
		return false;
	if (!copy_from_user(list, ulist, bytes)) {
		mem_view(v->gf->slice, v->gpu, &mv);
		gs_nv_meminfo_list(list, n, &mv);
		if (copy_to_user(ulist, list, bytes))
			pr_debug("rewritten answer not written back\n");
	}
	kfree(list);
	return false;		/* the parameters themselves are unchanged */
}

/* The RM status the call left in its parameters is NV_OK. */
static bool rm_ok(const struct gs_nv_escape *e, void __user *uarg, u32 size)
{
	u32 at = gs_nv_escape_status(e, size), status;

	return at != GS_NV_NO_FIELD && !get_user(status, (u32 __user *)(uarg + at)) &&
	       !status;
}

static bool rewrite_gpuids(const struct view *v, void *params, u32 size)
{
	return gs_gpuid_control_view(v->gf->slice, v->cmd, params, size);
}

/*
 * An NV0000 control naming GPUs: refused when it names one that is not
 * the slice's, its answer rewritten for the slice (gpuid.c).
 */
static long gpuid_control(struct gs_file *gf, struct file *real,
			  unsigned int cmd, unsigned long arg, bool compat,
			  const struct gs_nv_escape *e, const struct gs_nvos54 *c)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct view v = { .gf = gf, .cmd = c->cmd };
	long ret;

	ret = gs_gpuid_control_check(gf->slice, c);
	if (ret < 0)
		return ret;
	if (ret)
		return answer_at(uarg, offsetof(struct gs_nvos54, status), ret);
	ret = call_real(real, cmd, arg, compat);
	/* NvP64: a 32-bit caller's pointer is zero-extended too. */
	if (!ret && rm_ok(e, uarg, sizeof(*c)))
		rewrite_answer(&v, u64_to_user_ptr(c->params), c->params_size,
			       rewrite_gpuids);
	return ret;
}

/*
 * RM_CONTROL: forwarded, then the answers of the slice's views
 * (gs_nv_view_find()) rewritten. A thread racing the parameters only
 * changes what its own process sees.
 */
static long rm_control(struct gs_file *gf, struct file *real, unsigned int cmd,
		       unsigned long arg, bool compat,
		       const struct gs_nv_escape *e)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	bool (*rewrite)(const struct view *v, void *params, u32 size);
	struct view v = { .gf = gf };
	bool settle = true;
	struct gs_nvos54 c;
	u32 refused;
	long ret;

	if (_IOC_SIZE(cmd) != sizeof(c) || copy_from_user(&c, uarg, sizeof(c)))
		return call_real(real, cmd, arg, compat);
	/*
	 * The controls that disable, enable or idle channels named by
	 * client act on any client's channels (measured on the H100): one
	 * would let a container stop another slice's work, or lift its own
	 * cap. The compute controller alone issues them (channels.c). A
	 * thread racing the number past this check is seen running while
	 * disabled and killed (controller.c).
	 */
	if (gs_nv_ctrl_sched_refused(c.cmd))
		return answer_at(uarg, offsetof(struct gs_nvos54, status),
				 GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	refused = gs_share_check_control(gf->slice, &c);
	if (refused)
		return answer_at(uarg, offsetof(struct gs_nvos54, status),
				 refused);
	/*
	 * The controls of export files (CUDA's POSIX-fd shareable handles)
	 * are refused (docs/design.md, "Export files"): what a file holds is
	 * charged to nobody once its owner frees it, and a control whose fd
	 * were translated would run with the real file in reach of a thread
	 * that turns it into another control.
	 */
	if (gs_nv_ctrl_fd_find(c.cmd, c.params_size))
		return answer_at(uarg, offsetof(struct gs_nvos54, status),
				 GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	if (gs_nv_gpuid_ctrl(c.cmd, c.params_size))
		return gpuid_control(gf, real, cmd, arg, compat, e, &c);
	switch (gs_nv_view_find(c.cmd, c.params_size)) {
	case GS_NV_VIEW_FB_INFO_V2:
		rewrite = rewrite_fb_info_v2;
		break;
	case GS_NV_VIEW_FB_INFO:
		rewrite = rewrite_fb_info;
		break;
	case GS_NV_VIEW_PROCS:
		rewrite = narrow_procs;
		settle = false;
		break;
	default:
		return call_real(real, cmd, arg, compat);
	}
	/* The memory views depend on the slice's use: audits settled first. */
	if (settle)
		gs_charge_settle(gf->slice);
	v.cmd = c.cmd;
	v.gpu = gs_gpuid_object_gpu(gf->slice, c.hclient, c.hobject);
	ret = call_real(real, cmd, arg, compat);
	if (ret || !rm_ok(e, uarg, sizeof(c)))
		return ret;
	/* NvP64: a 32-bit caller's pointer is zero-extended too. */
	rewrite_answer(&v, u64_to_user_ptr(c.params), c.params_size, rewrite);
	return ret;
}

/*
 * An escape that can make or free framebuffer memory, decided on one
 * kernel copy of its argument (core/nv_charge.c). @op is of kind
 * GS_NV_OP_NONE where the core decodes nothing: RM_DUP_OBJECT, a size or
 * VID_HEAP_CONTROL function the core does not know, a fault.
 */
struct fb_op {
	struct gs_nv_op op;
	u8 arg[GS_NV_NVOS32_SIZE];	/* the largest: VID_HEAP_CONTROL's */
};

static void fb_decode(const struct gs_nv_escape *e, void __user *uarg,
		      u32 size, struct fb_op *f)
{
	memset(&f->op, 0, sizeof(f->op));
	if (size <= sizeof(f->arg) && !copy_from_user(f->arg, uarg, size))
		gs_nv_op_decode(e->nr, f->arg, size, &f->op);
}

/*
 * The slice's number of the GPU an RM_ALLOC or VID_HEAP_CONTROL is for:
 * the GPU of its parent, a device or subdevice (gpuid.c).
 */
static int parent_gpu(struct gs_slice *s, const struct gs_nv_op *op)
{
	return gs_gpuid_object_gpu(s, op->client, op->parent);
}

/*
 * The bytes @f asks for, after RM's rounding (gs_nv_op_price()), and
 * those RM keeps for the object it makes (gs_nv_op_kept()) into @c; the
 * allocation's parameters copied as far as the prices need them. The
 * driver reads the caller's memory again, so a racing thread can lie to
 * these copies: for the bytes asked that only decides the honest path's
 * refusal, and the audit after the call catches the rest (no count of the
 * driver's shows what RM keeps: docs/design.md, "Framebuffer RM keeps").
 */
static void fb_price(const struct fb_op *f, struct gs_charge_call *c)
{
	u8 params[GS_NV_MEMPARAMS_SIZE];
	u32 n = gs_nv_op_price_params(&f->op);

	if (!n) {
		c->bytes = gs_nv_op_price(&f->op, f->arg, NULL);
		c->kept = gs_nv_op_kept(&f->op, NULL);
		return;
	}
	if (n > sizeof(params) ||
	    copy_from_user(params, u64_to_user_ptr(f->op.params), n))
		return;
	c->bytes = gs_nv_op_price(&f->op, f->arg, params);
	c->kept = gs_nv_op_kept(&f->op, params);
}

static bool rewrite_heap_info(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;

	mem_view(v->gf->slice, v->gpu, &mv);
	return gs_nv_meminfo_heap(params, size, &mv);
}

/* VID_HEAP_CONTROL's INFO: the heap's size and free bytes, rewritten. */
static long vid_heap_info(struct gs_file *gf, struct file *real,
			  unsigned int cmd, unsigned long arg, bool compat,
			  const struct gs_nv_escape *e,
			  const struct gs_nv_op *op)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct view v = { .gf = gf, .gpu = parent_gpu(gf->slice, op) };
	long ret;

	gs_charge_settle(gf->slice);
	ret = call_real(real, cmd, arg, compat);
	if (!ret && rm_ok(e, uarg, _IOC_SIZE(cmd)))
		rewrite_answer(&v, uarg, _IOC_SIZE(cmd), rewrite_heap_info);
	return ret;
}

static long refuse(const struct gs_nv_escape *e, void __user *uarg, u32 size,
		   u32 status)
{
	return answer_at(uarg, gs_nv_escape_status(e, size), status);
}

/*
 * Keeps the slice's RM clients (share.c), which GPU its devices and
 * subdevices are on (gpuid.c) and its channels, TSGs and VA spaces
 * (channels.c) after a call that made or freed one succeeded: a device or
 * subdevice is on @gpu, and RM keeps @kept bytes for the object made,
 * which channels.c gives back when it goes. The object freed is the one
 * decided on; the object made is the handle the driver wrote back (RM
 * picks a client's), read into @f->arg.
 */
static void track_objects(struct gs_file *gf, struct fb_op *f,
			  void __user *uarg, u32 size, int gpu, u64 kept)
{
	const struct gs_nv_op *op = &f->op;
	struct gs_slice *s = gf->slice;
	struct gs_chans_obj_made o;
	u8 role;
	u32 h;

	if (op->kind == GS_NV_OP_FREE && op->handle == op->client) {
		gs_share_client_freed(s, op->client, false);
	} else if (op->kind == GS_NV_OP_FREE) {
		gs_gpuid_object_freed(s, op->client, op->handle);
		gs_share_object_freed(s, op->client, op->handle);
		gs_chans_freed(s, op->client, op->handle);
	} else if (op->kind == GS_NV_OP_ALLOC) {
		/* a fault leaves the handle unknown: nothing to follow */
		if (copy_from_user(f->arg, uarg, size)) {
			if (gpu >= 0)
				gs_charge_unkeep(s, gpu, kept);
			return;
		}
		h = gs_nv_op_handle(op, f->arg);
		role = gs_nv_op_role(op);
		o = (struct gs_chans_obj_made){
			.hclient = op->client, .handle = h,
			.hparent = op->parent, .role = role, .kept = kept,
		};
		switch (role) {
		case GS_NV_ROLE_ROOT:
			gs_share_client_made(gf, h);
			break;
		case GS_NV_ROLE_DEVICE:
			gs_gpuid_object_made(s, op->client, h, gpu);
			break;
		case GS_NV_ROLE_SUBDEVICE:
		case GS_NV_ROLE_TSG:
			/* a TSG's channels are on its GPU */
			gs_gpuid_object_made(s, op->client, h, gpu);
			if (gpu >= 0)
				gs_chans_made(s, gpu, gf->tgid, &o);
			break;
		case GS_NV_ROLE_CHANNEL:
		case GS_NV_ROLE_VASPACE:
			gs_gpuid_object_made(s, op->client, h,
					     GS_GPUID_UNKNOWN);
			gs_chans_made(s, gpu, gf->tgid, &o);
			break;
		default:
			gs_gpuid_object_made(s, op->client, h,
					     GS_GPUID_UNKNOWN);
			break;
		}
	}
}

/*
 * Whether an RM_ALLOC of @role must be on a GPU of the slice known from
 * its parent: a channel runs only where the controller can reach it, and
 * what RM keeps for a TSG, a channel or a VA space is charged to the GPU
 * it is on (channels.c).
 */
static bool needs_gpu(enum gs_nv_class_role role)
{
	return role == GS_NV_ROLE_TSG || role == GS_NV_ROLE_CHANNEL ||
	       role == GS_NV_ROLE_VASPACE;
}

/*
 * Calls that can create or free framebuffer memory (charge.c). An
 * allocation gpuslice can price that would take the slice over its limit
 * is refused as the full driver refuses it: status NV_ERR_NO_MEMORY,
 * ioctl 0. The rest is forwarded, and the caller's charges are audited
 * after it, in the background.
 */
static long fb_call(struct gs_file *gf, struct file *real, unsigned int cmd,
		    unsigned long arg, bool compat,
		    const struct gs_nv_escape *e)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct gs_charge_call c = {
		.frees = e->nr == GS_NV_ESC_RM_FREE ||
			 e->nr == GS_NV_ESC_RM_VID_HEAP_CONTROL,
	};
	struct gs_gpuid_device dev = { .gpu = GS_GPUID_UNKNOWN };
	struct gs_slice *s = gf->slice;
	u32 size = _IOC_SIZE(cmd);
	int gpu = GS_GPUID_UNKNOWN;
	struct fb_op f;
	bool device;
	long ret;
	bool ok;

	fb_decode(e, uarg, size, &f);
	if (f.op.kind == GS_NV_OP_HEAP_INFO)
		return vid_heap_info(gf, real, cmd, arg, compat, e, &f.op);
	/* The exact check needs to know the GPU: its parent's. */
	if (f.op.kind == GS_NV_OP_ALLOC || f.op.kind == GS_NV_OP_HEAP_ALLOC)
		gpu = parent_gpu(s, &f.op);
	if (gpu >= 0)
		fb_price(&f, &c);
	c.gpu = max(gpu, 0);

	/*
	 * A device is on the GPU its deviceId names, not its parent's (a
	 * client). A fault leaves the deviceId as it is: the driver's copy
	 * fails too.
	 */
	device = gs_nv_op_role(&f.op) == GS_NV_ROLE_DEVICE;
	if (device) {
		ret = gs_gpuid_device_begin(s, u64_to_user_ptr(f.op.params),
					    &dev);
		if (ret)
			return ret < 0 ? ret : refuse(e, uarg, size, ret);
		gpu = dev.gpu;
	}
	/*
	 * A channel runs only where the controller can reach it: for a
	 * client with a subdevice there (channels.c).
	 */
	if ((needs_gpu(gs_nv_op_role(&f.op)) && gpu < 0) ||
	    (gs_nv_op_role(&f.op) == GS_NV_ROLE_CHANNEL &&
	     !gs_chans_may_make(s, gpu, f.op.client))) {
		ret = refuse(e, uarg, size, GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
		goto out;
	}
	if (gs_charge_begin(s, gf->proc, &c)) {
		ret = refuse(e, uarg, size, GS_NV_ERR_NO_MEMORY);
		goto out;
	}
	ret = call_sandboxed(gf, real, cmd, arg, compat,
			     fd_field(&e->fd, uarg, size), e->fd.kind, device);
	ok = !ret && rm_ok(e, uarg, size);
	gs_charge_end(s, gf->proc, &c, ok);
	if (ok)
		track_objects(gf, &f, uarg, size, gpu, c.kept);
out:
	gs_gpuid_device_end(&dev);
	return ret;
}

static bool changes_fb(const struct gs_nv_escape *e)
{
	switch (e->nr) {
	case GS_NV_ESC_RM_ALLOC:
	case GS_NV_ESC_RM_FREE:
	case ESC_RM_DUP_OBJECT:
	case GS_NV_ESC_RM_ALLOC_MEMORY:
	case GS_NV_ESC_RM_VID_HEAP_CONTROL:
		return true;
	default:
		return false;
	}
}

static bool rewrite_card_info(const struct view *v, void *info, u32 size)
{
	return gs_gpuid_card_info_view(v->gf->slice, info, size);
}

/* CARD_INFO: the driver's table of its GPUs, as the slice's (gpuid.c). */
static long card_info(struct gs_file *gf, struct file *real, unsigned int cmd,
		      unsigned long arg, bool compat)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	struct view v = { .gf = gf };
	long ret = call_real(real, cmd, arg, compat);

	if (!ret)
		rewrite_answer(&v, uarg, _IOC_SIZE(cmd), rewrite_card_info);
	return ret;
}

/*
 * RM_SHARE: issued by the verifier from a checked copy (share.c). One of
 * another size the driver refuses unread.
 */
static long rm_share(struct gs_file *gf, struct file *real, unsigned int cmd,
		     unsigned long arg, bool compat)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	u32 status;
	long ret;

	if (_IOC_SIZE(cmd) != sizeof(struct gs_nvos57))
		return call_real(real, cmd, arg, compat);
	ret = gs_share_rm_share(gf, real, uarg, &status);
	if (ret)
		return ret;
	return answer_at(uarg, offsetof(struct gs_nvos57, status), status);
}

static long nv_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
		     unsigned long arg, bool compat)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	const struct gs_nv_escape *e = gs_nv_escape_find(_IOC_NR(cmd));
	u32 size = _IOC_SIZE(cmd);
	long refused;

	if (!e || (e->flags & GS_NV_ESC_XFER))
		return -EINVAL;
	/* idles channels named by client, any client's (nv_fifo.h) */
	if (e->nr == GS_NV_ESC_RM_IDLE_CHANNELS)
		return refuse(e, uarg, size,
			      GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	if (e->nr == ESC_RM_SHARE)
		return rm_share(gf, real, cmd, arg, compat);
	if (e->nr == ESC_RM_DUP_OBJECT) {
		refused = gs_share_dup_begin(gf, uarg, size);
		if (refused)
			return refused < 0 ? refused :
			       refuse(e, uarg, size, refused);
	}
	if (e->nr == GS_NV_ESC_RM_CONTROL)
		return rm_control(gf, real, cmd, arg, compat, e);
	if (e->nr == ESC_CARD_INFO)
		return card_info(gf, real, cmd, arg, compat);
	if (changes_fb(e))
		return fb_call(gf, real, cmd, arg, compat, e);
	return call_sandboxed(gf, real, cmd, arg, compat,
			      fd_field(&e->fd, uarg, size), e->fd.kind, false);
}

#define UVM_INITIALIZE			0x30000001
#define UVM_INIT_FLAGS_DISABLE_HMM	0x1ULL
#define NV_ERR_ILLEGAL_ACTION		0x16
#define NV_ERR_NOT_SUPPORTED		0x56

/*
 * UVM_INITIALIZE, with HMM off (docs/design.md, "Managed memory"): with
 * HMM, GPU faults move ordinary memory into video memory that no account
 * of the driver's shows. The call goes with UVM_INIT_FLAGS_DISABLE_HMM
 * added to its flags (@flags@0); a thread can race that out of the
 * caller's memory before the driver reads it, so the VA space made is
 * then asked, through the verifier, whether GPUs reach pageable memory.
 * Only a file whose VA space says no becomes ready; until then every call
 * that needs a VA space is refused as UVM refuses it on a file without
 * one, and so is mmap. A VA space with HMM stays refused: UVM keeps its
 * first flags.
 */
static long uvm_initialize(struct gs_file *gf, struct file *real,
			   unsigned int cmd, unsigned long arg, bool compat,
			   const struct gs_uvm_cmd *c)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	u64 __user *uflags = uarg;
	bool pageable;
	u32 status;
	u64 flags;
	long ret;

	if (mutex_lock_killable(&gf->uvm_init))
		return -EINTR;
	ret = -EFAULT;
	if (get_user(flags, uflags) ||
	    put_user(flags | UVM_INIT_FLAGS_DISABLE_HMM, uflags))
		goto out;
	ret = call_real(real, cmd, arg, compat);
	/* The caller's memory, the caller's problem if it faults. */
	if (put_user(flags, uflags))
		pr_debug("UVM_INITIALIZE flags not put back\n");
	if (ret || gf->uvm_ready ||
	    get_user(status, (u32 __user *)(uarg + c->status)) || status)
		goto out;
	ret = gs_verifier_uvm_pageable(real, &pageable);
	if (!ret && pageable)
		ret = answer_at(uarg, c->status, NV_ERR_NOT_SUPPORTED);
	else if (!ret)	/* pairs with the acquires of the calls it lets go */
		smp_store_release(&gf->uvm_ready, true);
out:
	mutex_unlock(&gf->uvm_init);
	return ret;
}

static long uvm_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
		      unsigned long arg, bool compat)
{
	void __user *uarg = compat ? compat_ptr(arg) : (void __user *)arg;
	const struct gs_uvm_cmd *c = gs_uvm_cmd_find(cmd);
	bool uvm = gf->kind == GS_NV_NODE_UVM, ready;
	u32 refused;

	if (!c)
		return -EINVAL;
	if (uvm && c->cmd == UVM_INITIALIZE)
		return uvm_initialize(gf, real, cmd, arg, compat, c);
	/* Pairs with uvm_initialize()'s release: the check came first. */
	ready = smp_load_acquire(&gf->uvm_ready);
	if (uvm && !(c->flags & GS_UVM_BEFORE_INIT) && !ready)
		return answer_at(uarg, c->status, NV_ERR_ILLEGAL_ACTION);
	refused = gs_share_check_uvm(gf->slice, c, uarg);
	if (refused)		/* UVM answers in rmStatus, as RM does */
		return answer_at(uarg, c->status, refused);
	return call_sandboxed(gf, real, cmd, arg, compat,
			      fd_field(&c->fd, uarg, c->size), c->fd.kind,
			      c->flags & GS_UVM_GPU_ACCESS);
}

/* @arg goes to the real driver as it came, native or compat. */
long gs_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
	      unsigned long arg, bool compat)
{
	if (gf->kind == GS_NV_NODE_UVM || gf->kind == GS_NV_NODE_UVM_TOOLS)
		return uvm_ioctl(gf, real, cmd, arg, compat);
	return nv_ioctl(gf, real, cmd, arg, compat);
}
