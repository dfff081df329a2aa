/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The RM controls of the compute controller (docs/nvidia-abi.md 5;
 * docs/design.md, "Compute"), for both engines, the verifier and nvsim:
 *
 *  - NV2080_CTRL_CMD_FIFO_DISABLE_CHANNELS on a subdevice: disables (and
 *    preempts off the GPU) or enables up to 64 channels, each named by
 *    client and handle;
 *  - NV2080_CTRL_CMD_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2 on a
 *    subdevice: RM's last 72 utilization samples of the GPU, each with
 *    the process that was on the graphics engine at that instant.
 *
 * And the controls no slice may issue: on the H100 (driver 580.159.04),
 * FIFO_DISABLE_CHANNELS issued through any client's subdevice acts on the
 * channels of every client its list names, another process's included, so
 * a container could stop another slice's work, or lift its own cap.
 */
#ifndef _GS_NV_FIFO_H
#define _GS_NV_FIFO_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_NV_CTRL_DISABLE_CHANNELS	0x2080110bU
#define GS_NV_CTRL_GPUMON_SAMPLES	0x20802096U

/* NV2080_CTRL_FIFO_DISABLE_CHANNELS_PARAMS */
#define GS_NV_DISABLE_CHANNELS_SIZE	536
#define GS_NV_DISABLE_CHANNELS_MAX	64
#define GS_NV_DISABLE_AT		0	/* bDisable, u8 */
#define GS_NV_DISABLE_COUNT_AT		4	/* numChannels */
#define GS_NV_DISABLE_ONLY_SCHED_AT	8	/* bOnlyDisableScheduling, u8 */
#define GS_NV_DISABLE_EVENT_AT		16	/* pRunlistPreemptEvent, u64 */
#define GS_NV_DISABLE_CLIENTS_AT	24	/* hClientList[64] */
#define GS_NV_DISABLE_CHANNELS_AT	280	/* hChannelList[64] */

/*
 * FIFO_DISABLE_CHANNELS parameters (@params: GS_NV_DISABLE_CHANNELS_SIZE
 * bytes) disabling (@disable) or enabling the @n (at most 64) channels
 * @channels of client @client. A disable preempts: the call returns once
 * they are off the GPU.
 */
void gs_nv_disable_channels(void *params, bool disable, u32 client,
			    const u32 *channels, unsigned int n);

/* NV2080_CTRL_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_PARAMS */
#define GS_NV_GPUMON_COUNT		72
#define GS_NV_GPUMON_SAMPLE_SIZE	776	/* timestamp + 6 engines */
#define GS_NV_GPUMON_ENGINE_SIZE	128
#define GS_NV_GPUMON_BUF_SIZE	(GS_NV_GPUMON_COUNT * GS_NV_GPUMON_SAMPLE_SIZE)
#define GS_NV_GPUMON_SIZE		(16 + GS_NV_GPUMON_BUF_SIZE)
#define GS_NV_GPUMON_TYPE_AT		0	/* u8: 2, PERFMON_UTIL */
#define GS_NV_GPUMON_BUFSIZE_AT		4
#define GS_NV_GPUMON_COUNT_AT		8
#define GS_NV_GPUMON_TRACKER_AT		12	/* the oldest sample's index */
#define GS_NV_GPUMON_SAMPLES_AT		16
#define GS_NV_GPUMON_TYPE_PERFMON_UTIL	2
/* within a sample: the timestamp, then the engines fb, gr, ... */
#define GS_NV_GPUMON_GR_AT		(8 + GS_NV_GPUMON_ENGINE_SIZE)
/* within an engine: util (pct * 100), vgpuScale, procId */
#define GS_NV_GPUMON_UTIL_AT		0
#define GS_NV_GPUMON_PID_AT		8
#define GS_NV_GPUMON_PID_NONE		0xffffffffU

/* Ready-to-send parameters of a GPUMON query (@params: GS_NV_GPUMON_SIZE). */
void gs_nv_gpumon_query(void *params);

/**
 * struct gs_nv_gpumon - one of RM's samples
 * @ts: CLOCK_REALTIME ns
 * @util: the graphics engine's busy time over the interval before, in
 *	hundredths of a percent
 * @pid: the process on the graphics engine at @ts (in the pid namespace
 *	of the caller), or GS_NV_GPUMON_PID_NONE
 */
struct gs_nv_gpumon {
	u64 ts;
	u32 util;
	u32 pid;
};

/*
 * The samples of an answered query (@params) newer than @after, oldest
 * first, into @out (room for @max; GS_NV_GPUMON_COUNT holds them all).
 * Returns how many.
 */
unsigned int gs_nv_gpumon_read(const void *params, u64 after,
			       struct gs_nv_gpumon *out, unsigned int max);

/*
 * Whether a slice's process may issue RM control @cmd: not the controls
 * that disable, enable or idle channels named by client (any client's).
 */
bool gs_nv_ctrl_sched_refused(u32 cmd);

/* RM_IDLE_CHANNELS, the escape that idles channels named by client */
#define GS_NV_ESC_RM_IDLE_CHANNELS	0x41

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_FIFO_H */
