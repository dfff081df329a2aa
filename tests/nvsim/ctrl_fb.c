// SPDX-License-Identifier: GPL-2.0
/*
 * NV2080_CTRL_CMD_FB_GET_INFO_V2: what cudaMemGetInfo and nvidia-smi read
 * (docs/nvidia-abi.md 4); its size and list differ between versions
 * (docs/abi.md). Sizes are KiB.
 *
 * The heap indexes follow the simulated heap (fb.c); the other indexes the
 * traces read answer with the H100's values. The heap is one region based
 * at 0, its free space one block: the largest free region is HEAP_FREE
 * (the traces never read 0x11..0x13; VID_HEAP_CONTROL INFO reports them).
 *
 * The legacy FB_GET_INFO holds a pointer to the same list;
 * RM converts it to this control (control.c).
 */

#include "nvsim.h"
#include "rm.h"

#define FB(index)	GS_ABI_FB_INFO_INDEX_##index

/* nvsim's own: the simulated H100 80GB's figures, as the traces read them */
#define BAR1_SIZE_KIB		134217728U	/* 128 GiB */
#define BAR1_AVAIL_KIB		134216064U
#define H100_BUS_WIDTH		5120
#define H100_FBP_COUNT		10
#define H100_FBP_MASK		4077
#define H100_L2CACHE_BYTES	52428800
#define H100_LTC_COUNT		20
#define H100_LTS_COUNT		80

/* The value of FB_GET_INFO index @index of @gpu. Context: nvsim_lock held. */
u32 nvsim_fb_info(struct nvsim_gpu *gpu, u32 index)
{
	switch (index) {
	case FB(BAR1_SIZE):
		return BAR1_SIZE_KIB;
	case FB(RAM_SIZE):
	case FB(TOTAL_RAM_SIZE):
	case FB(USABLE_RAM_SIZE):
		return gpu->ram_size / SZ_1K;
	case FB(HEAP_SIZE):
	case FB(MAPPABLE_HEAP_SIZE):
		return gpu->heap_size / SZ_1K;
	case FB(BUS_WIDTH):
		return H100_BUS_WIDTH;
	case FB(RAM_TYPE):
		return GS_ABI_FB_INFO_RAM_TYPE_HBM3;
	case FB(HEAP_BASE_KB):
	case FB(LARGEST_FREE_REGION_BASE_KB):
		return 0;
	case FB(LARGEST_FREE_REGION_SIZE_KB):
	case FB(HEAP_FREE):
		return nvsim_fb_free(gpu) / SZ_1K;
	case FB(FBP_COUNT):
		return H100_FBP_COUNT;
	case FB(FBP_MASK):
		return H100_FBP_MASK;
	case FB(L2CACHE_SIZE):		/* bytes */
		return H100_L2CACHE_BYTES;
	case FB(BAR1_AVAIL_SIZE):
		return BAR1_AVAIL_KIB;
	case FB(LTC_COUNT):
		return H100_LTC_COUNT;
	case FB(LTS_COUNT):
		return H100_LTS_COUNT;
	case FB(NUMA_NODE_ID):		/* none; only 580 on asks (INDEX_MAX) */
		return U32_MAX;
	}
	/* FB_TAX, RAM_LOCATION, FB_IS_BROKEN, PROTECTED_MEM_* ... */
	return 0;
}

/*
 * Params: fbInfoListSize, then {index, data} entries; at most the
 * version's list (54 to 128 entries), indexes up to its INDEX_MAX
 * (0x35 to 0x3b): a list or index past the version's is refused.
 */
u32 nvsim_ctrl_fb_get_info_v2(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	u32 n = gs_get_u32(call->params,
			   GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT);
	u32 i;

	if (!n || n > NVSIM_ABI(CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	for (i = 0; i < n; i++) {
		u8 *e = (u8 *)call->params +
			GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT +
			GS_ABI_FB_INFO_SIZE * i;
		u32 index = gs_get_u32(e, GS_ABI_FB_INFO_INDEX_AT);

		if (index > NVSIM_ABI(FB_INFO_INDEX_MAX))
			return GS_ABI_ERR_INVALID_ARGUMENT;
		gs_put_u32(e, GS_ABI_FB_INFO_DATA_AT, nvsim_fb_info(gpu, index));
	}
	return GS_ABI_NV_OK;
}
