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

#include "gpu_limits.h"
#include "gs_types.h"
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* NV0000_CTRL_GPU_INVALID_ID: the end of a gpuId list, or no GPU */
#define GS_NV_GPU_INVALID_ID	GS_ABI_NV0000_GPU_INVALID_ID

/**
 * struct gs_nv_gpu_map - a slice's GPUs, in the slice's order
 * @nr: how many
 * @minor: the real /dev/nvidiaN of each
 * @gpu_id: its gpuId
 * @instance: its device instance
 */
struct gs_nv_gpu_map {
	u32 nr;
	u32 minor[GS_SLICE_MAX_GPUS];
	u32 gpu_id[GS_SLICE_MAX_GPUS];
	u32 instance[GS_SLICE_MAX_GPUS];
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

/*
 * Whether NV0000 control @cmd of @size bytes names GPUs (below) in @abi's
 * driver: not for a size that is not the control's there.
 */
bool gs_nv_gpuid_ctrl(const struct gs_abi *abi, u32 cmd, u32 size);

/*
 * The RM status to refuse control @cmd with, before the driver sees it,
 * when it names a GPU that is not the slice's: RM's own for a gpuId it
 * does not know (NV_ERR_INVALID_ARGUMENT, or NV_ERR_NOT_FOUND for PCI info,
 * drain state and UUID); else 0. "All GPUs" in ATTACH_IDS and DETACH_IDS goes:
 * attaching gives no access (that takes the GPU's file), and nvidia-smi
 * detaches all when it exits.
 */
u32 gs_nv_gpuid_check(const struct gs_abi *abi, u32 cmd, const void *params,
		      u32 size, const struct gs_nv_gpu_map *m);

/*
 * Rewrites the answer of control @cmd for the slice: lists of GPUs hold
 * only the slice's, in its order; device instances are the slice's
 * numbers. Returns whether @params changed.
 */
bool gs_nv_gpuid_view(const struct gs_abi *abi, u32 cmd, void *params,
		      u32 size, const struct gs_nv_gpu_map *m);

/**
 * struct gs_nv_host_gpus - the host's GPUs as a process learnt them from
 * the driver's answers, to tell which GPU a device object is on
 * @nr: entries in use
 * @gpu_id: each GPU's gpuId
 * @minor: its /dev/nvidiaN minor, GS_NV_GPU_INVALID_ID while not known
 * @instance: its device instance, GS_NV_GPU_INVALID_ID while not known
 *
 * A slice numbers its GPUs by minor, which the driver gives each GPU at
 * probe and keeps; a device object (NV01_DEVICE_0) names its GPU by device
 * instance, which RM gives GPUs in the order they attach, so it need not
 * follow the minors (two H100 of one host came up swapped). An instance
 * cannot change while a file has its GPU attached, and devices are made
 * only on attached GPUs: CUDA asks GET_ID_INFO_V2 of the GPU right before
 * each device it makes.
 */
struct gs_nv_host_gpus {
	u32 nr;
	u32 gpu_id[GS_NV_MAX_GPUS];
	u32 minor[GS_NV_MAX_GPUS];
	u32 instance[GS_NV_MAX_GPUS];
};

/* Learns each valid GPU's minor from a CARD_INFO answer of @size bytes. */
void gs_nv_host_gpus_card_info(struct gs_nv_host_gpus *h, const void *card,
			       u32 size);

/*
 * Learns a GPU's device instance from the answer @params (@size bytes) of
 * control @cmd, if it is GET_ID_INFO or GET_ID_INFO_V2 of their size in
 * @abi's driver; returns whether it was.
 */
bool gs_nv_host_gpus_id_info(const struct gs_abi *abi,
			     struct gs_nv_host_gpus *h, u32 cmd,
			     const void *params, u32 size);

/* The minor of the GPU of device instance @instance, or -1 if not known. */
int gs_nv_host_gpus_minor(const struct gs_nv_host_gpus *h, u32 instance);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_GPUID_H */
