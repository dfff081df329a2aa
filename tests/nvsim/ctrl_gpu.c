// SPDX-License-Identifier: GPL-2.0
/*
 * GPU identity controls: which GPUs exist and are attached. GPU i has the
 * ID 6 + i (the H100 of the traces, at PCI slot 6, had ID 6); every GPU is
 * attached.
 */

#include "nvsim.h"
#include "rm.h"

#define GPU_ID_BASE	6
#define MAX_IDS		32

static void put_ids(void *params)
{
	u32 i;

	for (i = 0; i < MAX_IDS; i++)
		gs_put_u32(params, 4 * i,
			   i < nvsim_gpu_count ? GPU_ID_BASE + i : U32_MAX);
}

/* NV0000_CTRL_GPU_GET_ATTACHED_IDS_PARAMS: gpuIds[32] */
u32 nvsim_ctrl_attached_ids(struct nvsim_ctrl_call *call)
{
	put_ids(call->params);
	return NV_OK;
}

/* NV0000_CTRL_GPU_GET_PROBED_IDS_PARAMS: gpuIds[32], excludedGpuIds[32] */
u32 nvsim_ctrl_probed_ids(struct nvsim_ctrl_call *call)
{
	put_ids(call->params);
	memset((u8 *)call->params + 4 * MAX_IDS, 0xff, 4 * MAX_IDS);
	return NV_OK;
}

/* NV0080_CTRL_GPU_GET_NUM_SUBDEVICES_PARAMS: numSubDevices u32 */
u32 nvsim_ctrl_num_subdevices(struct nvsim_ctrl_call *call)
{
	gs_put_u32(call->params, 0, 1);
	return NV_OK;
}
