// SPDX-License-Identifier: GPL-2.0
/*
 * Calls that can make or free framebuffer memory, and the charges they
 * bring (charge.c): what an RM_ALLOC, RM_FREE or VID_HEAP_CONTROL makes,
 * frees and asks for is the core's decision (core/nv_charge.c,
 * core/nv_class.c), as in the user-space engine, taken on one kernel copy
 * of the argument. The driver reads the caller's memory again: the audits
 * after every call that can change framebuffer use catch a thread that
 * raced it.
 */

#include <linux/uaccess.h>

#include "alloc.h"
#include "call.h"
#include "channels.h"
#include "charge.h"
#include "forward.h"
#include "gpuid.h"
#include "nv_charge.h"
#include "nv_class.h"
#include "nv_fb.h"
#include "nv_meminfo.h"
#include "nv_rmapi.h"
#include "objects.h"
#include "share.h"
#include "slice.h"
#include "view.h"

/*
 * An escape that can make or free framebuffer memory, decided on one
 * kernel copy of its argument (core/nv_charge.c). @op is of kind
 * GS_NV_OP_NONE where the core decodes nothing: RM_DUP_OBJECT, a size or
 * VID_HEAP_CONTROL function the core does not know, a fault.
 */
struct fb_op {
	struct gs_nv_op op;
	u8 arg[GS_ABI_NVOS32_SIZE];	/* the largest: VID_HEAP_CONTROL's */
};

static void fb_decode(const struct gs_call *c, struct fb_op *f)
{
	memset(&f->op, 0, sizeof(f->op));
	if (c->size <= sizeof(f->arg) &&
	    !copy_from_user(f->arg, c->uarg, c->size))
		gs_nv_op_decode(c->abi, c->esc->nr, f->arg, c->size,
				&f->op);
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
	u8 params[GS_ABI_MAX_MEMPARAMS_SIZE];
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

/*
 * Keeps the slice's table of objects (objects.c) after a call that made
 * or freed one succeeded: the object made goes in it, on @gpu, with the
 * @kept bytes RM keeps for it, charged already, which come back when it
 * goes (at once when it cannot be kept). The object freed is the one
 * decided on; the object made is the handle the driver wrote back (RM
 * picks a client's), read into @f->arg. A channel made joins the
 * controller (channels.c).
 */
static void track_objects(const struct gs_call *c, struct fb_op *f, int gpu,
			  u64 kept)
{
	struct gs_objs_gone gone = { .tgid = c->gf->tgid };
	const struct gs_nv_op *op = &f->op;
	struct gs_slice *s = c->slice;
	struct gs_obj o;

	if (op->kind == GS_NV_OP_FREE) {
		gs_objs_free(s, op->client, op->handle, &gone);
		gs_chans_gone(s, &gone, false);
		return;
	}
	if (op->kind != GS_NV_OP_ALLOC)
		return;
	o = (struct gs_obj){
		.bytes = kept, .kept = kept,
		.client = op->client, .parent = op->parent, .cls = op->cls,
		.gpu = gpu, .kind = gs_nv_op_role(op),
	};
	/* a fault leaves the handle unknown: nothing to follow */
	if (!copy_from_user(f->arg, c->uarg, c->size))
		o.handle = gs_nv_op_handle(op, f->arg);
	if (o.kind == GS_NV_ROLE_ROOT) {
		o.client = o.handle;
		o.parent = 0;
		o.owner = (unsigned long)c->gf;
	}
	if (!o.handle || gs_objs_add(s, &o, &gone)) {
		if (gpu >= 0)
			gs_charge_unkeep(s, gpu, kept);
	} else if (o.kind == GS_NV_ROLE_CHANNEL) {
		gs_chans_made(s, gpu, o.client);
	}
	gs_chans_gone(s, &gone, false);
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
long gs_alloc_call(const struct gs_call *c)
{
	struct gs_charge_call charge = {
		.frees = c->esc->nr == GS_ABI_ESC_RM_FREE ||
			 c->esc->nr == GS_ABI_ESC_RM_VID_HEAP_CONTROL,
	};
	struct gs_gpuid_device dev = { .gpu = GS_GPUID_UNKNOWN };
	struct gs_slice *s = c->slice;
	int gpu = GS_GPUID_UNKNOWN;
	struct fb_op f;
	bool device;
	long ret;
	bool ok;

	fb_decode(c, &f);
	if (f.op.kind == GS_NV_OP_HEAP_INFO)
		return gs_view_heap_info(c, &f.op);
	/* The exact check needs to know the GPU: its parent's. */
	if (f.op.kind == GS_NV_OP_ALLOC || f.op.kind == GS_NV_OP_HEAP_ALLOC)
		gpu = parent_gpu(s, &f.op);
	/* one gpuslice cannot place is charged on every GPU (charge.h) */
	fb_price(&f, &charge);
	charge.gpu = gpu;

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
			return ret < 0 ? ret : gs_call_refuse(c, ret);
		gpu = dev.gpu;
	}
	/*
	 * A channel runs only where the controller can reach it: for a
	 * client with a subdevice there (channels.c).
	 */
	if ((needs_gpu(gs_nv_op_role(&f.op)) && gpu < 0) ||
	    (gs_nv_op_role(&f.op) == GS_NV_ROLE_CHANNEL &&
	     !gs_chans_may_make(s, gpu, f.op.client))) {
		ret = gs_call_refuse(c, GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
		goto out;
	}
	if (gs_charge_begin(s, c->gf->proc, &charge)) {
		ret = gs_call_refuse(c, GS_ABI_ERR_NO_MEMORY);
		goto out;
	}
	ret = gs_call_sandboxed(c, &c->esc->fd, device);
	ok = !ret && gs_call_rm_ok(c);
	gs_charge_end(s, c->gf->proc, &charge, ok);
	if (ok)
		track_objects(c, &f, gpu, charge.kept);
out:
	gs_gpuid_device_end(&dev);
	return ret;
}

/* Whether escape @e is one gs_alloc_call() takes. */
bool gs_alloc_changes_fb(const struct gs_nv_escape *e)
{
	switch (e->nr) {
	case GS_ABI_ESC_RM_ALLOC:
	case GS_ABI_ESC_RM_FREE:
	case GS_ABI_ESC_RM_DUP_OBJECT:
	case GS_ABI_ESC_RM_ALLOC_MEMORY:
	case GS_ABI_ESC_RM_VID_HEAP_CONTROL:
		return true;
	default:
		return false;
	}
}
