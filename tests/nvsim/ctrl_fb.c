// SPDX-License-Identifier: GPL-2.0
/*
 * NV2080_CTRL_CMD_FB_GET_INFO_V2 (0x20801303): what cudaMemGetInfo and
 * nvidia-smi read (docs/nvidia-abi.md 4). Params: fbInfoListSize u32@0 (1..128),
 * then {index u32, data u32} at 4 + 8i. Sizes are KiB.
 *
 * The heap indexes follow the simulated heap (fb.c); the other indexes the
 * traces read answer with the H100's values. The heap is one region based
 * at 0, its free space one block: the largest free region is HEAP_FREE
 * (the traces never read 0x11..0x13; VID_HEAP_CONTROL INFO reports them).
 *
 * The legacy FB_GET_INFO (0x20801301) holds a pointer to the same list;
 * RM converts it to this control (control.c).
 */

#include "nvsim.h"
#include "rm.h"

#define FB_INFO_MAX_LIST	128
#define FB_INFO_INDEX_MAX	0x3b

#define BAR1_SIZE_KIB		134217728U	/* 128 GiB */
#define BAR1_AVAIL_KIB		134216064U

/* The value of FB_GET_INFO index @index of @gpu. Context: nvsim_lock held. */
u32 nvsim_fb_info(struct nvsim_gpu *gpu, u32 index)
{
	switch (index) {
	case 0x05:			/* BAR1_SIZE */
		return BAR1_SIZE_KIB;
	case 0x07:			/* RAM_SIZE */
	case 0x08:			/* TOTAL_RAM_SIZE */
	case 0x20:			/* USABLE_RAM_SIZE */
		return gpu->ram_size / SZ_1K;
	case 0x09:			/* HEAP_SIZE */
	case 0x0a:			/* MAPPABLE_HEAP_SIZE */
		return gpu->heap_size / SZ_1K;
	case 0x0b:			/* BUS_WIDTH */
		return 5120;
	case 0x0d:			/* RAM_TYPE: HBM3 */
		return 20;
	case 0x11:			/* HEAP_BASE_KB */
	case 0x13:			/* LARGEST_FREE_REGION_BASE_KB */
		return 0;
	case 0x12:			/* LARGEST_FREE_REGION_SIZE_KB */
	case 0x16:			/* HEAP_FREE */
		return nvsim_fb_free(gpu) / SZ_1K;
	case 0x19:			/* FBP_COUNT */
		return 10;
	case 0x1a:			/* FBP_MASK */
		return 4077;
	case 0x1b:			/* L2CACHE_SIZE, bytes */
		return 52428800;
	case 0x1d:			/* BAR1_AVAIL_SIZE */
		return BAR1_AVAIL_KIB;
	case 0x22:			/* LTC_COUNT */
		return 20;
	case 0x23:			/* LTS_COUNT */
		return 80;
	case 0x3b:			/* NUMA_NODE_ID: none */
		return U32_MAX;
	}
	/* FB_TAX (0x10), RAM_LOCATION, FB_IS_BROKEN, PROTECTED_MEM_* ... */
	return 0;
}

u32 nvsim_ctrl_fb_get_info_v2(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	u32 n = gs_get_u32(call->params, 0);
	u32 i;

	if (!n || n > FB_INFO_MAX_LIST)
		return NV_ERR_INVALID_ARGUMENT;
	for (i = 0; i < n; i++) {
		u32 index = gs_get_u32(call->params, 4 + 8 * i);

		if (index > FB_INFO_INDEX_MAX)
			return NV_ERR_INVALID_ARGUMENT;
		gs_put_u32(call->params, 8 + 8 * i, nvsim_fb_info(gpu, index));
	}
	return NV_OK;
}
