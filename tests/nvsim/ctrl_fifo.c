// SPDX-License-Identifier: GPL-2.0
/*
 * Compute controls (nvidia-abi.md 5): channel disable/enable, TSG
 * scheduling and timeslices. nvsim records the state and the execution
 * engine (engine.c) obeys it: a disabled channel or an unscheduled TSG runs
 * nothing, and TSGs share the GPU by timeslice.
 */

#include "nvsim.h"
#include "rm.h"

/* NV2080_CTRL_FIFO_DISABLE_CHANNELS_PARAMS (536) */
#define DIS_DISABLE		0
#define DIS_COUNT		4
#define DIS_PREEMPT_EVENT	16
#define DIS_CLIENTS		24
#define DIS_CHANNELS		280
#define DIS_MAX			64

static u64 get_u64(const void *buf, size_t off)
{
	return gs_get_u64(buf, off);
}

/*
 * FIFO_DISABLE_CHANNELS on a subdevice: every listed channel must be one of
 * the caller's (a client bound to the calling file) on the subdevice's GPU;
 * the check is all-or-nothing. A preempt event pointer needs kernel
 * privilege, which no user call has.
 */
u32 nvsim_ctrl_disable_channels(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	struct nvsim_res *chans[DIS_MAX];
	bool disable = *(u8 *)call->params != 0;
	u32 n = gs_get_u32(call->params, DIS_COUNT);
	u32 i;

	if (n > DIS_MAX)
		return NV_ERR_INVALID_ARGUMENT;
	if (get_u64(call->params, DIS_PREEMPT_EVENT))
		return NV_ERR_INSUFFICIENT_PERMISSIONS;

	for (i = 0; i < n; i++) {
		u32 hc = gs_get_u32(call->params, DIS_CLIENTS + 4 * i);
		u32 hch = gs_get_u32(call->params, DIS_CHANNELS + 4 * i);
		struct nvsim_client *c;
		struct nvsim_obj *ch;
		u32 status;

		status = nvsim_client_get(hc, call->os, &c);
		if (status != NV_OK)
			return status;
		ch = nvsim_obj_lookup(c, hch);
		if (!ch)
			return NV_ERR_OBJECT_NOT_FOUND;
		if (ch->cls != HOPPER_CHANNEL_GPFIFO_A || ch->res->gpu != gpu)
			return NV_ERR_INVALID_ARGUMENT;
		chans[i] = ch->res;
	}
	for (i = 0; i < n; i++)
		chans[i]->u.chan.disabled = disable;
	return NV_OK;
}

/* NVA06C_CTRL_GPFIFO_SCHEDULE_PARAMS (3): bEnable@0 */
u32 nvsim_ctrl_gpfifo_schedule(struct nvsim_ctrl_call *call)
{
	call->obj->res->u.tsg.scheduled = *(u8 *)call->params != 0;
	return NV_OK;
}

/* NVA06C_CTRL_TIMESLICE_PARAMS (8): timesliceUs u64@0 */
u32 nvsim_ctrl_set_timeslice(struct nvsim_ctrl_call *call)
{
	call->obj->res->u.tsg.timeslice_us = get_u64(call->params, 0);
	return NV_OK;
}

u32 nvsim_ctrl_get_timeslice(struct nvsim_ctrl_call *call)
{
	u64 v = call->obj->res->u.tsg.timeslice_us;

	memcpy(call->params, &v, sizeof(v));
	return NV_OK;
}

/* NVC36F GPFIFO_GET_WORK_SUBMIT_TOKEN (4): the doorbell value; the chid */
u32 nvsim_ctrl_work_submit_token(struct nvsim_ctrl_call *call)
{
	gs_put_u32(call->params, 0, call->obj->res->u.chan.chid);
	return NV_OK;
}
