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
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The slice's processes, as pids of the caller's namespace. */
struct gs_pid_set {
	const s32 *pids;
	unsigned int count;
};

/*
 * Narrows a GET_PIDS (@cmd) or GET_PID_INFO answer in @params (@size
 * bytes) to @set. Returns false, changing nothing, for any other control,
 * a size that is not the control's, or without @abi.
 */
bool gs_nv_procs_narrow(const struct gs_abi *abi, u32 cmd, void *params,
			u32 size, const struct gs_pid_set *set);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_PROCS_H */
