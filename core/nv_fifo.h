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
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_NV_CTRL_DISABLE_CHANNELS	GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS
#define GS_NV_CTRL_GPUMON_SAMPLES \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2

/*
 * NV2080_CTRL_FIFO_DISABLE_CHANNELS_PARAMS, the same in every supported
 * version
 */
#define GS_NV_DISABLE(f)	GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_##f
#define GS_NV_DISABLE_CHANNELS_SIZE	GS_NV_DISABLE(SIZE)
#define GS_NV_DISABLE_CHANNELS_MAX	GS_NV_DISABLE(HCLIENTLIST_MAX)
#define GS_NV_DISABLE_AT		GS_NV_DISABLE(BDISABLE_AT)	/* u8 */
#define GS_NV_DISABLE_COUNT_AT		GS_NV_DISABLE(NUMCHANNELS_AT)
#define GS_NV_DISABLE_ONLY_SCHED_AT	GS_NV_DISABLE(BONLYDISABLESCHEDULING_AT)
#define GS_NV_DISABLE_EVENT_AT		GS_NV_DISABLE(PRUNLISTPREEMPTEVENT_AT)
#define GS_NV_DISABLE_CLIENTS_AT	GS_NV_DISABLE(HCLIENTLIST_AT)
#define GS_NV_DISABLE_CHANNELS_AT	GS_NV_DISABLE(HCHANNELLIST_AT)

/*
 * FIFO_DISABLE_CHANNELS parameters (@params: GS_NV_DISABLE_CHANNELS_SIZE
 * bytes) disabling (@disable) or enabling the @n (at most 64) channels
 * @channels of client @client. A disable preempts: the call returns once
 * they are off the GPU.
 */
void gs_nv_disable_channels(void *params, bool disable, u32 client,
			    const u32 *channels, unsigned int n);

/*
 * NV2080_CTRL_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_PARAMS: its size and
 * its samples' differ between versions (34,000 bytes on 535, 50,704 on
 * 550, 55,888 from 570: gs_nv_gpumon_size()), the count of samples does
 * not. GS_NV_GPUMON_MAX_SIZE holds any version's.
 */
#define GS_NV_GPUMON(f) \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_##f
#define GS_NV_GPUMON_COUNT		GS_NV_GPUMON(SAMPLES_MAX)
#define GS_NV_GPUMON_MAX_SIZE \
	GS_ABI_MAX_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE
#define GS_NV_GPUMON_PID_NONE		GS_ABI_GPUMON_PID_INVALID

/*
 * The bytes of a GPUMON query in @abi's driver, 0 where it has no such
 * control or its samples do not fit (the query is then not made).
 */
u32 gs_nv_gpumon_size(const struct gs_abi *abi);

/*
 * Ready-to-send parameters of a GPUMON query in @abi's driver (@params:
 * gs_nv_gpumon_size() bytes).
 */
void gs_nv_gpumon_query(const struct gs_abi *abi, void *params);

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
 * The samples of an answered query (@params, gs_nv_gpumon_size() bytes of
 * @abi's driver) newer than @after, oldest first, into @out (room for
 * @max; GS_NV_GPUMON_COUNT holds them all). Returns how many.
 */
unsigned int gs_nv_gpumon_read(const struct gs_abi *abi, const void *params,
			       u64 after, struct gs_nv_gpumon *out,
			       unsigned int max);

/*
 * Whether a slice's process may not issue RM control @cmd: the controls
 * that disable, enable, idle or stop for key rotation channels named by
 * client (any client's), whatever the driver's version: one a version
 * lacks the driver refuses anyway, and another release of a branch may
 * have it (595's FIFO_ROTATE_KEYS).
 */
bool gs_nv_ctrl_sched_refused(u32 cmd);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_FIFO_H */
