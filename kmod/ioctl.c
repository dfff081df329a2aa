// SPDX-License-Identifier: GPL-2.0
/*
 * Forwarded ioctls: each decoded once into a struct gs_call (call.h) and
 * handed to the file whose job it is. The core's tables
 * (core/nv_escape.c) say what each request is.
 *
 * - Requests the tables do not know, and IOCTL_XFER_CMD (which would carry
 *   another escape past this parser), are refused with -EINVAL, as the
 *   driver refuses unknown escapes: nothing passes unparsed.
 * - Calls that can make or free framebuffer memory: alloc.c.
 * - RM_CONTROL and CARD_INFO, whose answers the slice sees its own way:
 *   view.c.
 * - RM_SHARE and RM_DUP_OBJECT, which reach other clients' objects:
 *   share.c.
 * - nvidia-uvm's calls: uvm.c.
 * - The rest goes to the real driver, its fd translated (call.c).
 */

#include <linux/compat.h>

#include "alloc.h"
#include "call.h"
#include "forward.h"
#include "ioctl.h"
#include "nv_abi_const.h"
#include "nv_charge.h"
#include "nv_fifo.h"
#include "nv_gpuid.h"
#include "nv_rmapi.h"
#include "share.h"
#include "uvm.h"
#include "view.h"

/*
 * RM_SHARE: issued by the verifier from a checked copy (share.c). One of
 * another size the driver refuses unread.
 */
static long rm_share(const struct gs_call *c)
{
	int ret;

	if (c->size != sizeof(struct gs_nvos57))
		return gs_call_real(c);
	ret = gs_share_rm_share(c->gf, c->real, c->uarg);
	if (ret < 0)
		return ret;
	return gs_call_answer(c, offsetof(struct gs_nvos57, status), ret);
}

static long nv_ioctl(struct gs_call *c)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(c->abi,
							 _IOC_NR(c->cmd));
	int refused;

	if (!e || (e->flags & GS_NV_ESC_XFER))
		return -EINVAL;
	c->esc = e;
	/* idles channels named by client, any client's (nv_fifo.h) */
	if (e->nr == GS_ABI_ESC_RM_IDLE_CHANNELS)
		return gs_call_refuse(c, GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	if (e->nr == GS_ABI_ESC_RM_SHARE)
		return rm_share(c);
	if (e->nr == GS_ABI_ESC_RM_DUP_OBJECT) {
		refused = gs_share_dup_begin(c->gf, c->uarg, c->size);
		if (refused)
			return refused < 0 ? refused :
			       gs_call_refuse(c, refused);
	}
	if (e->nr == GS_ABI_ESC_RM_CONTROL)
		return gs_view_rm_control(c);
	if (e->nr == GS_ABI_ESC_CARD_INFO)
		return gs_view_card_info(c);
	if (gs_alloc_changes_fb(e))
		return gs_alloc_call(c);
	return gs_call_sandboxed(c, &e->fd, false);
}

static long uvm_ioctl(struct gs_call *c)
{
	c->uvm = gs_uvm_cmd_find(c->abi, c->cmd);
	if (!c->uvm)
		return -EINVAL;
	c->size = c->uvm->size;
	return gs_uvm_call(c);
}

/* @arg goes to the real driver as it came, native or compat. */
long gs_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
	      unsigned long arg, bool compat)
{
	struct gs_call c = {
		.gf = gf,
		.slice = gf->slice,
		.abi = gf->abi,
		.real = real,
		.cmd = cmd,
		.arg = arg,
		.uarg = compat ? compat_ptr(arg) : (void __user *)arg,
		.compat = compat,
		.size = _IOC_SIZE(cmd),
	};

	if (gf->kind == GS_NV_NODE_UVM || gf->kind == GS_NV_NODE_UVM_TOOLS)
		return uvm_ioctl(&c);
	return nv_ioctl(&c);
}
