/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The process queries nvidia-smi sends (docs/nvidia-abi.md 4), narrowed to the
 * processes of one slice: GPU_GET_PIDS lists only them, GPU_GET_PID_INFO
 * reports no memory for anyone else. Works on a kernel copy of the
 * control's parameters, after the driver has answered.
 */
#ifndef _GS_NV_PROCS_H
#define _GS_NV_PROCS_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_NV_CTRL_GET_PIDS		0x2080018dU
#define GS_NV_CTRL_GET_PID_INFO		0x2080018eU
#define GS_NV_GET_PIDS_SIZE		3812U
#define GS_NV_GET_PID_INFO_SIZE		14408U

/* The slice's processes, as pids of the caller's namespace. */
struct gs_pid_set {
	const s32 *pids;
	unsigned int count;
};

/*
 * Narrows a GET_PIDS (@cmd) or GET_PID_INFO answer in @params (@size
 * bytes) to @set. Returns false, changing nothing, for any other control
 * or a size that is not the control's.
 */
bool gs_nv_procs_narrow(u32 cmd, void *params, u32 size,
			const struct gs_pid_set *set);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_PROCS_H */
