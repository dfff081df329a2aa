// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Parameters of the compute controller's RM controls, built and read.
 * Layouts from 580.142's ctrl2080fifo.h, ctrl2080perf.h and
 * ctrl2080gpumon.h, checked against the H100 (docs/gpu-findings.md).
 */

#include "nv_fifo.h"

/* The other NON_PRIVILEGED controls that act on channels named by client */
#define CTRL_DISABLE_CHANNELS_FOR_KEY_ROTATION	0x2080111aU
#define CTRL_FIFO_IDLE_CHANNELS			0x00801714U

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

void gs_nv_gpumon_query(void *params)
{
	u8 *p = params;

	memset(p, 0, GS_NV_GPUMON_SIZE);
	p[GS_NV_GPUMON_TYPE_AT] = GS_NV_GPUMON_TYPE_PERFMON_UTIL;
	gs_put_u32(p, GS_NV_GPUMON_BUFSIZE_AT, GS_NV_GPUMON_BUF_SIZE);
}

unsigned int gs_nv_gpumon_read(const void *params, u64 after,
			       struct gs_nv_gpumon *out, unsigned int max)
{
	u32 tracker = gs_get_u32(params, GS_NV_GPUMON_TRACKER_AT);
	unsigned int k, n = 0;

	for (k = 0; k < GS_NV_GPUMON_COUNT && n < max; k++) {
		u32 i = (tracker + k) % GS_NV_GPUMON_COUNT;
		const u8 *s = (const u8 *)params + GS_NV_GPUMON_SAMPLES_AT +
			      (size_t)i * GS_NV_GPUMON_SAMPLE_SIZE;
		u64 ts = gs_get_u64(s, 0);

		if (!ts || ts <= after)
			continue;
		out[n].ts = ts;
		out[n].util = gs_get_u32(s, GS_NV_GPUMON_GR_AT +
					 GS_NV_GPUMON_UTIL_AT);
		out[n].pid = gs_get_u32(s, GS_NV_GPUMON_GR_AT +
					GS_NV_GPUMON_PID_AT);
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
	return cmd == GS_NV_CTRL_DISABLE_CHANNELS ||
	       cmd == CTRL_DISABLE_CHANNELS_FOR_KEY_ROTATION ||
	       cmd == CTRL_FIFO_IDLE_CHANNELS;
}
