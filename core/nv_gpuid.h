/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * GPU identity as a slice's processes see it. The driver names a GPU three
 * ways: its /dev/nvidiaN minor (CARD_INFO), its gpuId (the NV0000 GPU
 * controls) and its device instance (NV01_DEVICE_0's deviceId, and the
 * deviceInstance those controls report). A slice's GPUs are numbered for
 * the container 0..N-1 in the slice's order, as its nodes are: minor and
 * device instance become that number, the gpuId stays the driver's, and
 * GPUs that are not the slice's are left out of every list and refused
 * where a call names one.
 *
 * Works on kernel copies of the parameters: checks before the driver sees
 * them, views after it answered.
 */
#ifndef _GS_NV_GPUID_H
#define _GS_NV_GPUID_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The most GPUs a slice spans (GPUSLICE_SLICE_MAX_GPUS). */
#define GS_NV_GPU_MAP_MAX	16

/* NV0000_CTRL_GPU_INVALID_ID: the end of a gpuId list, or no GPU */
#define GS_NV_GPU_INVALID_ID	0xffffffffU

/* nv_ioctl_card_info_t: CARD_INFO's elements, one per possible GPU */
#define GS_NV_CARD_INFO_SIZE	72U

/**
 * struct gs_nv_gpu_map - a slice's GPUs, in the slice's order
 * @nr: how many
 * @minor: the real /dev/nvidiaN of each
 * @gpu_id: its gpuId
 * @instance: its device instance
 */
struct gs_nv_gpu_map {
	u32 nr;
	u32 minor[GS_NV_GPU_MAP_MAX];
	u32 gpu_id[GS_NV_GPU_MAP_MAX];
	u32 instance[GS_NV_GPU_MAP_MAX];
};

/* The slice's number of the GPU with gpuId @id, or -1. */
int gs_nv_gpu_by_id(const struct gs_nv_gpu_map *m, u32 id);

/*
 * The slice's view of a CARD_INFO answer @in into @out (@size bytes each,
 * apart): element i describes the slice's GPU i, with minor number i, and
 * the others are cleared.
 */
void gs_nv_card_info_view(const void *in, void *out, u32 size,
			  const struct gs_nv_gpu_map *m);

/* Whether NV0000 control @cmd of @size bytes names GPUs (below). */
bool gs_nv_gpuid_ctrl(u32 cmd, u32 size);

/*
 * The RM status to refuse control @cmd with, before the driver sees it,
 * when it names a GPU that is not the slice's: RM's own for a gpuId it
 * does not know (NV_ERR_INVALID_ARGUMENT, or NV_ERR_NOT_FOUND for PCI info,
 * drain state and UUID); else 0. "All GPUs" in ATTACH_IDS and DETACH_IDS goes:
 * attaching gives no access (that takes the GPU's file), and nvidia-smi
 * detaches all when it exits.
 */
u32 gs_nv_gpuid_check(u32 cmd, const void *params, u32 size,
		      const struct gs_nv_gpu_map *m);

/*
 * Rewrites the answer of control @cmd for the slice: lists of GPUs hold
 * only the slice's, in its order; device instances are the slice's
 * numbers. Returns whether @params changed.
 */
bool gs_nv_gpuid_view(u32 cmd, void *params, u32 size,
		      const struct gs_nv_gpu_map *m);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_GPUID_H */
