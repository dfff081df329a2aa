// SPDX-License-Identifier: GPL-2.0
/*
 * Compute controls (docs/nvidia-abi.md 5): channel disable/enable, key
 * rotation, TSG scheduling and timeslices, and RM's utilization samples.
 * nvsim records the state and the execution engine (engine.c) obeys it: a
 * disabled channel or an unscheduled TSG runs nothing, and TSGs share the
 * GPU by timeslice; the engine takes the samples.
 */

#include "nvsim.h"
#include "rm.h"

#define DISABLE_AT(field) GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_##field##_AT
#define ROTATE_AT(field) NVSIM_ABI(CTRL_2080_FIFO_ROTATE_KEYS_##field##_AT)

static u64 get_u64(const void *buf, size_t off)
{
	return gs_get_u64(buf, off);
}

/* Preempts and disables channel @chan, or enables it. */
static void set_disabled(struct nvsim_res *chan, bool disable, bool preempt)
{
	if (preempt && chan->u.chan.disabled)
		nvsim_eng_chan_wedge(chan);
	chan->u.chan.disabled = disable;
	if (preempt)
		nvsim_eng_chan_preempt(chan);
	else if (!disable)
		nvsim_eng_chan_enabled(chan);
}

/*
 * FIFO_DISABLE_CHANNELS on a subdevice (NV2080_CTRL_FIFO_DISABLE_CHANNELS_
 * PARAMS). The control's own client is checked against the calling file,
 * as for every control, but the clients of the lists are not: they need
 * only exist, so a process can disable or enable another process's
 * channels by naming them (measured on the H100, 580.159.04). Every listed
 * channel must be a channel on the subdevice's GPU; the check is
 * all-or-nothing. A disable preempts unless bOnlyDisableScheduling: the
 * channels are off the GPU when the call returns (nvsim_eng_chan_preempt()),
 * else a step in progress runs to its end. A preempting disable of a
 * channel that is disabled wedges it for good, as it wedged CUDA on the
 * H100 (nvsim_eng_chan_wedge()). bRewindGpPut is not modelled. A preempt
 * event pointer needs kernel privilege, which no user call has.
 */
u32 nvsim_ctrl_disable_channels(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	struct nvsim_res *chans[GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_HCLIENTLIST_MAX];
	const u8 *p = call->params;
	bool disable = p[DISABLE_AT(BDISABLE)] != 0;
	bool preempt = disable && !p[DISABLE_AT(BONLYDISABLESCHEDULING)];
	u32 n = gs_get_u32(p, DISABLE_AT(NUMCHANNELS));
	u32 i;

	if (n > ARRAY_SIZE(chans))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (get_u64(p, DISABLE_AT(PRUNLISTPREEMPTEVENT)))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;

	for (i = 0; i < n; i++) {
		u32 hc = gs_get_u32(p, DISABLE_AT(HCLIENTLIST) + 4 * i);
		u32 hch = gs_get_u32(p, DISABLE_AT(HCHANNELLIST) + 4 * i);
		struct nvsim_client *c = nvsim_client_lookup(hc);
		struct nvsim_obj *ch;

		if (!c)
			return GS_ABI_ERR_INVALID_CLIENT;
		ch = nvsim_obj_lookup(c, hch);
		if (!ch)
			return GS_ABI_ERR_OBJECT_NOT_FOUND;
		if (ch->cls != GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A ||
		    ch->res->gpu != gpu)
			return GS_ABI_ERR_INVALID_ARGUMENT;
		chans[i] = ch->res;
	}
	for (i = 0; i < n; i++)
		set_disabled(chans[i], disable, preempt);
	return GS_ABI_NV_OK;
}

/*
 * FIFO_ROTATE_KEYS on a subdevice, 595 on, registered NON_PRIVILEGED
 * (subdeviceCtrlCmdFifoRotateKeys_IMPL, 595.45.04's kernel_fifo_ctrl.c):
 * more channels than the lists hold is NV_ERR_INVALID_ARGUMENT; then GSP
 * rotates the keys of the channels' confidential-compute key space and
 * kfifoDisableChannelsForKeyRotation_GH100 disables and preempts each
 * listed channel, marking it to be enabled again after the rotation if
 * bEnableAfterKeyRotation, the forced rotation done before the call
 * returns. Its clients are looked up as any client's
 * (serverGetClientUnderLock): a channel of another process is disabled as
 * readily as one's own, which is why an engine must refuse it. A lookup
 * that fails (an unknown client NV_ERR_INVALID_CLIENT, an unknown handle
 * NV_ERR_OBJECT_NOT_FOUND, not a channel NV_ERR_INVALID_CHANNEL) is
 * remembered and the walk goes on: the status is the last failure, the
 * channels found are disabled all the same. nvsim models a GPU whose GSP
 * performs the rotation (confidential computing on); what GSP answers
 * without it is not in the published sources.
 */
u32 nvsim_ctrl_rotate_keys(struct nvsim_ctrl_call *call)
{
	const u8 *p = call->params;
	u32 n = gs_get_u32(p, ROTATE_AT(NUMCHANNELS));
	bool enable = p[ROTATE_AT(BENABLEAFTERKEYROTATION)] != 0;
	u32 status = GS_ABI_NV_OK;
	u32 i;

	if (n > NVSIM_ABI(CTRL_2080_FIFO_ROTATE_KEYS_HCLIENTLIST_MAX))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	for (i = 0; i < n; i++) {
		u32 hc = gs_get_u32(p, ROTATE_AT(HCLIENTLIST) + 4 * i);
		u32 hch = gs_get_u32(p, ROTATE_AT(HCHANNELLIST) + 4 * i);
		struct nvsim_client *c = nvsim_client_lookup(hc);
		struct nvsim_obj *ch;

		if (!c) {
			status = GS_ABI_ERR_INVALID_CLIENT;
			continue;
		}
		ch = nvsim_obj_lookup(c, hch);
		if (!ch) {
			status = GS_ABI_ERR_OBJECT_NOT_FOUND;
			continue;
		}
		if (ch->cls != GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A) {
			status = GS_ABI_ERR_INVALID_CHANNEL;
			continue;
		}
		ch->res->u.chan.disabled = !enable;
		nvsim_eng_chan_preempt(ch->res);
		if (enable)
			nvsim_eng_chan_enabled(ch->res);
	}
	return status;
}

/*
 * PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2 on a subdevice: the GPU's last
 * samples (engine.c), as many as the version's array holds. A bufSize other
 * than the array's is NV_ERR_INVALID_ARGUMENT with nothing written, as RM
 * answers.
 */
u32 nvsim_ctrl_gpumon_samples(struct nvsim_ctrl_call *call)
{
	u32 want = GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SAMPLES_MAX *
		   NVSIM_ABI(GPUMON_SAMPLE_SIZE);

	if (gs_get_u32(call->params,
		       GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_BUFSIZE_AT) != want)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	nvsim_engine_samples(nvsim_obj_gpu(call->obj), call->params);
	return GS_ABI_NV_OK;
}

/* NVA06C_CTRL_GPFIFO_SCHEDULE_PARAMS: bEnable */
u32 nvsim_ctrl_gpfifo_schedule(struct nvsim_ctrl_call *call)
{
	const u8 *p = call->params;

	call->obj->res->u.tsg.scheduled =
		p[GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE_BENABLE_AT] != 0;
	return GS_ABI_NV_OK;
}

/*
 * NVA06F_CTRL_GPFIFO_SCHEDULE_PARAMS: bEnable, on a channel. What runs a
 * channel made outside a TSG (RM's own TSG around it is scheduled through
 * the channel: kchannelCtrlCmdGpFifoSchedule); nvsim keeps it for a
 * channel in a TSG too, where the TSG's own schedule decides.
 */
u32 nvsim_ctrl_channel_schedule(struct nvsim_ctrl_call *call)
{
	const u8 *p = call->params;

	call->obj->res->u.chan.scheduled =
		p[GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE_BENABLE_AT] != 0;
	return GS_ABI_NV_OK;
}

/* NVA06C_CTRL_TIMESLICE_PARAMS: timesliceUs, for SET and GET alike */
u32 nvsim_ctrl_set_timeslice(struct nvsim_ctrl_call *call)
{
	call->obj->res->u.tsg.timeslice_us =
		get_u64(call->params, GS_ABI_CTRL_A06C_SET_TIMESLICE_TIMESLICEUS_AT);
	return GS_ABI_NV_OK;
}

u32 nvsim_ctrl_get_timeslice(struct nvsim_ctrl_call *call)
{
	u64 v = call->obj->res->u.tsg.timeslice_us;

	memcpy((u8 *)call->params +
	       GS_ABI_CTRL_A06C_SET_TIMESLICE_TIMESLICEUS_AT, &v, sizeof(v));
	return GS_ABI_NV_OK;
}

/* NVC36F GPFIFO_GET_WORK_SUBMIT_TOKEN: the doorbell value; the chid */
u32 nvsim_ctrl_work_submit_token(struct nvsim_ctrl_call *call)
{
	gs_put_u32(call->params,
		   GS_ABI_CTRL_C36F_GPFIFO_GET_WORK_SUBMIT_TOKEN_WORKSUBMITTOKEN_AT,
		   call->obj->res->u.chan.chid);
	return GS_ABI_NV_OK;
}
