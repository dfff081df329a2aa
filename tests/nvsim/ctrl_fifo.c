// SPDX-License-Identifier: GPL-2.0
/*
 * Compute controls (docs/nvidia-abi.md 5): channel disable/enable, TSG
 * scheduling and timeslices, and RM's utilization samples. nvsim records
 * the state and the execution engine (engine.c) obeys it: a disabled
 * channel or an unscheduled TSG runs nothing, and TSGs share the GPU by
 * timeslice; the engine takes the samples.
 */

#include "nv_fifo.h"
#include "nvsim.h"
#include "rm.h"

static u64 get_u64(const void *buf, size_t off)
{
	return gs_get_u64(buf, off);
}

/*
 * FIFO_DISABLE_CHANNELS on a subdevice (NV2080_CTRL_FIFO_DISABLE_CHANNELS_
 * PARAMS, 536 bytes). The control's own client is checked against the
 * calling file, as for every control, but the clients of the lists are
 * not: they need only exist, so a process can disable or enable another
 * process's channels by naming them (measured on the H100, 580.159.04).
 * Every listed channel must be a channel on the subdevice's GPU; the check
 * is all-or-nothing. A disable preempts unless bOnlyDisableScheduling: the
 * channels are off the GPU when the call returns (nvsim_eng_chan_preempt()),
 * else a step in progress runs to its end. A preempting disable of a
 * channel that is disabled wedges it for good, as it wedged CUDA on the
 * H100 (nvsim_eng_chan_wedge()). bRewindGpPut is not modelled. A preempt
 * event pointer needs kernel privilege, which no user call has.
 */
u32 nvsim_ctrl_disable_channels(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	struct nvsim_res *chans[GS_NV_DISABLE_CHANNELS_MAX];
	const u8 *p = call->params;
	bool disable = p[GS_NV_DISABLE_AT] != 0;
	bool preempt = disable && !p[GS_NV_DISABLE_ONLY_SCHED_AT];
	u32 n = gs_get_u32(p, GS_NV_DISABLE_COUNT_AT);
	u32 i;

	if (n > GS_NV_DISABLE_CHANNELS_MAX)
		return NV_ERR_INVALID_ARGUMENT;
	if (get_u64(p, GS_NV_DISABLE_EVENT_AT))
		return NV_ERR_INSUFFICIENT_PERMISSIONS;

	for (i = 0; i < n; i++) {
		u32 hc = gs_get_u32(p, GS_NV_DISABLE_CLIENTS_AT + 4 * i);
		u32 hch = gs_get_u32(p, GS_NV_DISABLE_CHANNELS_AT + 4 * i);
		struct nvsim_client *c = nvsim_client_lookup(hc);
		struct nvsim_obj *ch;

		if (!c)
			return NV_ERR_INVALID_CLIENT;
		ch = nvsim_obj_lookup(c, hch);
		if (!ch)
			return NV_ERR_OBJECT_NOT_FOUND;
		if (ch->cls != HOPPER_CHANNEL_GPFIFO_A || ch->res->gpu != gpu)
			return NV_ERR_INVALID_ARGUMENT;
		chans[i] = ch->res;
	}
	for (i = 0; i < n; i++) {
		if (preempt && chans[i]->u.chan.disabled)
			nvsim_eng_chan_wedge(chans[i]);
		chans[i]->u.chan.disabled = disable;
		if (preempt)
			nvsim_eng_chan_preempt(chans[i]);
		else if (!disable)
			nvsim_eng_chan_enabled(chans[i]);
	}
	return NV_OK;
}

/*
 * PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2 on a subdevice: the GPU's last 72
 * samples (engine.c). A bufSize other than the ring's is
 * NV_ERR_INVALID_ARGUMENT with nothing written, as RM answers.
 */
u32 nvsim_ctrl_gpumon_samples(struct nvsim_ctrl_call *call)
{
	if (gs_get_u32(call->params, GS_NV_GPUMON_BUFSIZE_AT) !=
	    GS_NV_GPUMON_BUF_SIZE)
		return NV_ERR_INVALID_ARGUMENT;
	nvsim_engine_samples(nvsim_obj_gpu(call->obj), call->params);
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
