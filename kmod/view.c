// SPDX-License-Identifier: GPL-2.0
/*
 * The slice's view: answers of the driver rewritten for the slice.
 *
 * nvidia-smi's process queries are narrowed to the slice's processes
 * (core/nv_procs.c), and the memory queries CUDA and NVML size themselves
 * by say the card is as large as the slice's limit and as free as its
 * quota (core/nv_meminfo.c), after the driver answered; which controls
 * those are is the core's (gs_nv_view_find()). Calls naming GPUs see the
 * slice's numbers (gpuid.c). That is a view, not a boundary: the driver
 * already answers process queries in the caller's pid namespace, the limit
 * is enforced by charge.c whatever a process believes, and a thread racing
 * the parameters only changes what its own process sees.
 *
 * RM_CONTROL comes here whole: the controls no slice may issue are
 * refused first.
 */

#include <linux/slab.h>
#include <linux/uaccess.h>

#include "call.h"
#include "charge.h"
#include "files.h"
#include "gpuid.h"
#include "nv_charge.h"
#include "nv_fifo.h"
#include "nv_gpuid.h"
#include "nv_meminfo.h"
#include "nv_procs.h"
#include "nv_rmapi.h"
#include "share.h"
#include "slice.h"
#include "view.h"

/*
 * Whose answer is rewritten: the caller's slice, the driver's version it
 * is laid out for, the control (0 for an escape's own answer), and the
 * slice's number of the GPU the call is for (GS_GPUID_UNKNOWN: any of
 * them).
 */
struct view {
	struct gs_slice *slice;
	const struct gs_abi *abi;
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
	gs_files_pids(v->slice, list);
	set.pids = list->pids;
	set.count = list->nr;
	ret = gs_nv_procs_narrow(v->abi, v->cmd, params, size, &set);
	kfree(list);
	return ret;
}

/*
 * The slice's share of its GPU @gpu, or, for a call gpuslice cannot place
 * on a GPU (GS_GPUID_UNKNOWN), of every GPU of the slice (the core's
 * rule, gs_mem_view_of(), the user-space engine's too).
 */
static void mem_view(struct gs_slice *s, int gpu, struct gs_mem_view *v)
{
	const struct gs_ledger *l[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int i, n = 0;

	spin_lock(&s->lock);
	for (i = 0; i < s->nr_gpus; i++)
		if (gpu < 0 || i == gpu)
			l[n++] = &s->gpu[i].ledger;
	gs_mem_view_of(v, l, n);
	spin_unlock(&s->lock);
}

static bool rewrite_fb_info_v2(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;

	mem_view(v->slice, v->gpu, &mv);
	return gs_nv_meminfo_v2(v->abi, params, size, &mv);
}

/* Legacy FB_GET_INFO: the entries are behind the pointer at offset 8. */
static bool rewrite_fb_info(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;
	void __user *ulist;
	void *list;
	u32 n, bytes;
	u64 p;

	n = gs_nv_meminfo_list_at(v->abi, params, size, &p);
	bytes = n * GS_ABI_FB_INFO_SIZE;
	ulist = u64_to_user_ptr(p);
	list = kmalloc(bytes, GFP_KERNEL);
	if (!list)
		return false;
	if (!copy_from_user(list, ulist, bytes)) {
		mem_view(v->slice, v->gpu, &mv);
		gs_nv_meminfo_list(v->abi, list, n, &mv);
		if (copy_to_user(ulist, list, bytes))
			pr_debug("rewritten answer not written back\n");
	}
	kfree(list);
	return false;		/* the parameters themselves are unchanged */
}

static bool rewrite_gpuids(const struct view *v, void *params, u32 size)
{
	return gs_gpuid_control_view(v->slice, v->abi, v->cmd, params, size);
}

/*
 * An NV0000 control naming GPUs: refused when it names one that is not
 * the slice's, its answer rewritten for the slice (gpuid.c).
 */
static long gpuid_control(const struct gs_call *c, const struct gs_nvos54 *ctl)
{
	struct view v = { .slice = c->slice, .abi = c->abi, .cmd = ctl->cmd };
	int refused;
	long ret;

	refused = gs_gpuid_control_check(c->slice, c->abi, ctl);
	if (refused < 0)
		return refused;
	if (refused)
		return gs_call_answer(c, offsetof(struct gs_nvos54, status),
				      refused);
	ret = gs_call_real(c);
	/* NvP64: a 32-bit caller's pointer is zero-extended too. */
	if (!ret && gs_call_rm_ok(c))
		rewrite_answer(&v, u64_to_user_ptr(ctl->params),
			       ctl->params_size, rewrite_gpuids);
	return ret;
}

/*
 * RM_CONTROL: forwarded, then the answers of the slice's views
 * (gs_nv_view_find()) rewritten. A thread racing the parameters only
 * changes what its own process sees.
 */
long gs_view_rm_control(const struct gs_call *c)
{
	bool (*rewrite)(const struct view *v, void *params, u32 size);
	struct view v = { .slice = c->slice, .abi = c->abi };
	struct gs_nvos54 ctl;
	bool settle = true;
	int refused;
	long ret;

	if (c->size != sizeof(ctl) || copy_from_user(&ctl, c->uarg, sizeof(ctl)))
		return gs_call_real(c);
	/*
	 * The controls that disable, enable or idle channels named by
	 * client act on any client's channels (measured on the H100): one
	 * would let a container stop another slice's work, or lift its own
	 * cap. The compute controller alone issues them (channels.c). A
	 * thread racing the number past this check is seen running while
	 * disabled and killed (controller.c).
	 */
	if (gs_nv_ctrl_sched_refused(ctl.cmd))
		return gs_call_answer(c, offsetof(struct gs_nvos54, status),
				      GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	refused = gs_share_check_control(c->slice, &ctl);
	if (refused)
		return gs_call_answer(c, offsetof(struct gs_nvos54, status),
				      refused);
	/*
	 * The controls of export files (CUDA's POSIX-fd shareable handles)
	 * are refused (docs/design.md, "Export files"): what a file holds is
	 * charged to nobody once its owner frees it, and a control whose fd
	 * were translated would run with the real file in reach of a thread
	 * that turns it into another control.
	 */
	if (gs_nv_ctrl_fd_find(c->abi, ctl.cmd, ctl.params_size))
		return gs_call_answer(c, offsetof(struct gs_nvos54, status),
				      GS_NV_ERR_INSUFFICIENT_PERMISSIONS);
	if (gs_nv_gpuid_ctrl(c->abi, ctl.cmd, ctl.params_size))
		return gpuid_control(c, &ctl);
	switch (gs_nv_view_find(c->abi, ctl.cmd, ctl.params_size)) {
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
		return gs_call_real(c);
	}
	/*
	 * The memory views depend on the slice's use: audits settled first
	 * (the user-space engine has none: its ledger is all it counts).
	 */
	if (settle)
		gs_charge_settle(c->slice);
	v.cmd = ctl.cmd;
	v.gpu = gs_gpuid_object_gpu(c->slice, ctl.hclient, ctl.hobject);
	ret = gs_call_real(c);
	if (ret || !gs_call_rm_ok(c))
		return ret;
	/* NvP64: a 32-bit caller's pointer is zero-extended too. */
	rewrite_answer(&v, u64_to_user_ptr(ctl.params), ctl.params_size,
		       rewrite);
	return ret;
}

static bool rewrite_heap_info(const struct view *v, void *params, u32 size)
{
	struct gs_mem_view mv;

	mem_view(v->slice, v->gpu, &mv);
	return gs_nv_meminfo_heap(v->abi, params, size, &mv);
}

/* VID_HEAP_CONTROL's INFO: the heap's size and free bytes, rewritten. */
long gs_view_heap_info(const struct gs_call *c, const struct gs_nv_op *op)
{
	struct view v = {
		.slice = c->slice,
		.abi = c->abi,
		/* the GPU of its parent, a device or subdevice (gpuid.c) */
		.gpu = gs_gpuid_object_gpu(c->slice, op->client, op->parent),
	};
	long ret;

	gs_charge_settle(c->slice);
	ret = gs_call_real(c);
	if (!ret && gs_call_rm_ok(c))
		rewrite_answer(&v, c->uarg, c->size, rewrite_heap_info);
	return ret;
}

static bool rewrite_card_info(const struct view *v, void *info, u32 size)
{
	return gs_gpuid_card_info_view(v->slice, info, size);
}

/* CARD_INFO: the driver's table of its GPUs, as the slice's (gpuid.c). */
long gs_view_card_info(const struct gs_call *c)
{
	struct view v = { .slice = c->slice };
	long ret = gs_call_real(c);

	if (!ret)
		rewrite_answer(&v, c->uarg, c->size, rewrite_card_info);
	return ret;
}
