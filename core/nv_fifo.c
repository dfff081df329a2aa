// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Parameters of the compute controller's RM controls, built and read, as
 * the ABI description lays them out for the driver's version
 * (ctrl2080fifo.h, ctrl2080perf.h and ctrl2080gpumon.h; checked against
 * the H100 on 580, docs/gpu-findings.md).
 */

#include "nv_fifo.h"

void gs_nv_disable_channels(void *params, bool disable, u32 client,
			    const u32 *channels, unsigned int n)
{
	u8 *p = params;
	unsigned int i;

	memset(p, 0, GS_NV_DISABLE_CHANNELS_SIZE);
	if (n > GS_NV_DISABLE_CHANNELS_MAX)
		n = GS_NV_DISABLE_CHANNELS_MAX;
	p[GS_NV_DISABLE_AT] = disable;
	gs_put_u32(p, GS_NV_DISABLE_COUNT_AT, n);
	for (i = 0; i < n; i++) {
		gs_put_u32(p, GS_NV_DISABLE_CLIENTS_AT + 4 * i, client);
		gs_put_u32(p, GS_NV_DISABLE_CHANNELS_AT + 4 * i, channels[i]);
	}
}

/* The graphics engine's util and procId within a sample of @abi's driver */
static bool gpumon_gr(const struct gs_abi *abi, u32 sample, u32 *gr)
{
	*gr = GS_ABI(abi, GPUMON_SAMPLE_GR_AT);
	return gs_abi_within(*gr, GS_ABI(abi, GPUMON_ENGINE_SIZE), sample) &&
	       gs_abi_within(GS_ABI_GPUMON_ENGINE_UTIL_AT, 4,
			     GS_ABI(abi, GPUMON_ENGINE_SIZE)) &&
	       gs_abi_within(GS_ABI_GPUMON_ENGINE_PROCID_AT, 4,
			     GS_ABI(abi, GPUMON_ENGINE_SIZE)) &&
	       gs_abi_within(GS_ABI_GPUMON_SAMPLE_TIMESTAMP_AT, 8, sample);
}

u32 gs_nv_gpumon_size(const struct gs_abi *abi)
{
	u32 size, sample, gr;

	if (!abi)
		return 0;
	size = GS_ABI(abi, CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE);
	sample = GS_ABI(abi, GPUMON_SAMPLE_SIZE);
	if (sample == GS_ABI_ABSENT || !gpumon_gr(abi, sample, &gr) ||
	    size > GS_NV_GPUMON_MAX_SIZE ||
	    !gs_abi_within(GS_NV_GPUMON(SAMPLES_AT),
			   GS_NV_GPUMON_COUNT * sample, size) ||
	    !gs_abi_within(GS_NV_GPUMON(TRACKER_AT), 4, size))
		return 0;
	return size;
}

void gs_nv_gpumon_query(const struct gs_abi *abi, void *params)
{
	u32 size = gs_nv_gpumon_size(abi);
	u8 *p = params;

	if (!size)
		return;
	memset(p, 0, size);
	p[GS_NV_GPUMON(TYPE_AT)] = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
	gs_put_u32(p, GS_NV_GPUMON(BUFSIZE_AT),
		   GS_NV_GPUMON_COUNT * GS_ABI(abi, GPUMON_SAMPLE_SIZE));
}

unsigned int gs_nv_gpumon_read(const struct gs_abi *abi, const void *params,
			       u64 after, struct gs_nv_gpumon *out,
			       unsigned int max)
{
	u32 tracker, sample, gr;
	unsigned int k, n = 0;

	if (!gs_nv_gpumon_size(abi))
		return 0;
	sample = GS_ABI(abi, GPUMON_SAMPLE_SIZE);
	gpumon_gr(abi, sample, &gr);
	tracker = gs_get_u32(params, GS_NV_GPUMON(TRACKER_AT));
	for (k = 0; k < GS_NV_GPUMON_COUNT && n < max; k++) {
		u32 i = (tracker + k) % GS_NV_GPUMON_COUNT;
		const u8 *s = (const u8 *)params + GS_NV_GPUMON(SAMPLES_AT) +
			      (size_t)i * sample;
		u64 ts = gs_get_u64(s, GS_ABI_GPUMON_SAMPLE_TIMESTAMP_AT);

		if (!ts || ts <= after)
			continue;
		out[n].ts = ts;
		out[n].util = gs_get_u32(s, gr + GS_ABI_GPUMON_ENGINE_UTIL_AT);
		out[n].pid = gs_get_u32(s, gr + GS_ABI_GPUMON_ENGINE_PROCID_AT);
		n++;
	}
	/* in time order whatever the tracker said: at most 72, insertion */
	for (k = 1; k < n; k++) {
		struct gs_nv_gpumon t = out[k];
		unsigned int j = k;

		for (; j > 0 && out[j - 1].ts > t.ts; j--)
			out[j] = out[j - 1];
		out[j] = t;
	}
	return n;
}

bool gs_nv_ctrl_sched_refused(u32 cmd)
{
	switch (cmd) {
	case GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS:
	case GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_FOR_KEY_ROTATION:
	case GS_ABI_CTRL_2080_FIFO_ROTATE_KEYS:
	case GS_ABI_CTRL_0080_FIFO_IDLE_CHANNELS:
		return true;
	default:
		return false;
	}
}
