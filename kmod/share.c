// SPDX-License-Identifier: GPL-2.0
/*
 * What a slice's processes may share (docs/design.md, "Sharing").
 *
 * RM lets a process dup another's memory once the owner shares it
 * (RM_SHARE); CUDA's IPC shares with policy ALL, which admits every
 * process on the machine, and UVM's external mappings dup through UVM's
 * own client under the same policies. Within a slice that is IPC, and the
 * driver's accounts charge it once (the owner's shared-owned bytes).
 * Across slices it would let one container read another's memory, so
 * gpuslice keeps the RM clients made through each slice's files and
 * refuses, as RM refuses a dup it does not allow:
 * - a dup (RM_DUP_OBJECT, UVM's external mappings) whose source client is
 *   not the slice's;
 * - a share of an object of a client that is not the slice's (RM checks
 *   no ownership for policy CLIENT), a share with a client of another
 *   slice, and the policies that admit by user id, GPU, partition or
 *   fabric manager, which cross slices.
 *
 * The handles are read from the caller's memory before the driver reads
 * them, and a client's handle after the driver wrote it: a thread racing
 * them can get past these checks (docs/design.md says what is left).
 */

#include <linux/uaccess.h>
#include <linux/xarray.h>

#include "forward.h"
#include "gpuid.h"
#include "nv_escape.h"
#include "share.h"
#include "slice.h"

#define ESC_RM_DUP_OBJECT	0x34
#define ESC_RM_SHARE		0x35

/* NVOS55: hClientSrc@12; NVOS57: hClient@0, target@8, type u16@16 */
#define NVOS55_CLIENT_SRC	12
#define NVOS57_CLIENT		0
#define NVOS57_TARGET		8
#define NVOS57_TYPE		16

/* RS_SHARE_TYPE_* (rs_access.h) */
#define SHARE_ALL		1
#define SHARE_CLIENT		3
#define SHARE_PID		4

/* A client made through @gf: it is its slice's until freed or closed. */
void gs_share_client_made(struct gs_file *gf, u32 hclient)
{
	if (hclient)
		xa_store(&gf->slice->clients, hclient, gf, GFP_KERNEL);
}

void gs_share_client_freed(struct gs_slice *s, u32 hclient)
{
	xa_erase(&s->clients, hclient);
	gs_gpuid_client_freed(s, hclient);
}

/* The file closed: the driver freed the clients made through it. */
void gs_share_forget_file(struct gs_file *gf)
{
	struct xarray *xa = &gf->slice->clients;
	struct gs_file *owner;
	unsigned long h;

	xa_for_each(xa, h, owner)
		if (owner == gf)
			gs_share_client_freed(gf->slice, h);
}

static bool owns(struct gs_slice *s, u32 hclient)
{
	return hclient && xa_load(&s->clients, hclient);
}

static bool get_u32_at(const void __user *uarg, u32 off, u32 *v)
{
	return !get_user(*v, (const u32 __user *)(uarg + off));
}

static u32 check_share(struct gs_slice *s, const void __user *uarg)
{
	u32 hclient, target;
	u16 type;

	if (!get_u32_at(uarg, NVOS57_CLIENT, &hclient) ||
	    !get_u32_at(uarg, NVOS57_TARGET, &target) ||
	    get_user(type, (const u16 __user *)(uarg + NVOS57_TYPE)))
		return 0;	/* the driver's own copy fails the same way */
	if (!owns(s, hclient))
		return GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	switch (type) {
	case SHARE_ALL:
	case SHARE_PID:
		return 0;
	case SHARE_CLIENT:
		return owns(s, target) ? 0 : GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	default:
		return GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	}
}

/*
 * The RM status to refuse escape @e with before the driver sees it, or 0
 * to let it go.
 */
u32 gs_share_check_rm(struct gs_slice *s, const struct gs_nv_escape *e,
		      const void __user *uarg, u32 size)
{
	u32 src;

	if (size != e->size)
		return 0;
	switch (e->nr) {
	case ESC_RM_DUP_OBJECT:
		if (!get_u32_at(uarg, NVOS55_CLIENT_SRC, &src))
			return 0;
		return owns(s, src) ? 0 : GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	case ESC_RM_SHARE:
		return check_share(s, uarg);
	default:
		return 0;
	}
}

/* The same for UVM command @c, whose client's objects UVM dups. */
u32 gs_share_check_uvm(struct gs_slice *s, const struct gs_uvm_cmd *c,
		       const void __user *uarg)
{
	u32 hclient;

	if (c->client == GS_NV_NO_FIELD ||
	    !get_u32_at(uarg, c->client, &hclient))
		return 0;
	/* REGISTER_GPU passes 0 without MIG: no client, nothing dup'd. */
	if (!hclient)
		return 0;
	return owns(s, hclient) ? 0 : GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
}
