// SPDX-License-Identifier: GPL-2.0
/*
 * GPU identity controls, answered as RM 580 does (client_resource.c's
 * cliresCtrlCmdGpu*, gpu_mgr.c). Three numbers name a GPU:
 *  - its gpuId, what the NV0000 controls take and CARD_INFO's gpu_id says:
 *    6 + N here, the PCI slot (the traced H100, in slot 6, had ID 6);
 *  - its minor, N of /dev/nvidiaN, fixed when the driver probes it;
 *  - its device instance, what NV01_DEVICE_0's deviceId names. RM hands
 *    instances out as GPUs attach, and a GPU attaches when it is first
 *    opened, so they follow the order of first opens, not the minors; its
 *    gpuInstance is handed out at the same time, the same number on GPUs
 *    without SLI. nvsim gives GPU N instance N, or gpus - 1 - N with the
 *    reverse_instances parameter, so that a client has to learn it.
 * Every GPU of nvsim is probed and attached. Lists of probed GPUs are in
 * probe (minor) order, of attached GPUs in instance order, as RM walks them.
 */

#include "nvsim.h"
#include "rm.h"

/* Where GET_ID_INFO and its V2 put what they answer. */
struct id_info_layout {
	u8 flags, device, subdevice, sli, board, gpu_instance, numa;
};

static const struct id_info_layout id_info_v1 = {
	NV0000_ID_INFO_FLAGS, NV0000_ID_INFO_DEVICE, NV0000_ID_INFO_SUBDEVICE,
	NV0000_ID_INFO_SLI, NV0000_ID_INFO_BOARD, NV0000_ID_INFO_GPU_INSTANCE,
	NV0000_ID_INFO_NUMA,
};

static const struct id_info_layout id_info_v2 = {
	NV0000_ID_INFO_FLAGS, NV0000_ID_INFO_DEVICE, NV0000_ID_INFO_SUBDEVICE,
	NV0000_ID_INFO_V2_SLI, NV0000_ID_INFO_V2_BOARD,
	NV0000_ID_INFO_V2_GPU_INSTANCE, NV0000_ID_INFO_V2_NUMA,
};

static void put_u16(void *buf, size_t off, u16 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/* gpuIds[32] at @params: the GPUs in instance or probe order, then none. */
static void put_ids(void *params, bool by_instance)
{
	u32 i;

	for (i = 0; i < NV0000_GPU_MAX_IDS; i++) {
		const struct nvsim_gpu *gpu = NULL;

		if (by_instance)
			gpu = nvsim_gpu_by_instance(i);
		else if (i < nvsim_gpu_count)
			gpu = &nvsim_gpus[i];
		gs_put_u32(params, 4 * i, gpu ? gpu->id : NV0000_GPU_INVALID_ID);
	}
}

/* NV0000_CTRL_GPU_GET_ATTACHED_IDS_PARAMS: gpuIds[32] */
u32 nvsim_ctrl_attached_ids(struct nvsim_ctrl_call *call)
{
	put_ids(call->params, true);
	return NV_OK;
}

/*
 * NV0000_CTRL_GPU_GET_PROBED_IDS_PARAMS: gpuIds[32], excludedGpuIds[32]
 * (none), gpuFlags[32] (0 for each probed GPU: no SOC display).
 */
u32 nvsim_ctrl_probed_ids(struct nvsim_ctrl_call *call)
{
	u32 i;

	put_ids(call->params, false);
	memset((u8 *)call->params + NV0000_PROBED_EXCLUDED, 0xff,
	       4 * NV0000_GPU_MAX_IDS);
	for (i = 0; i < nvsim_gpu_count; i++)
		gs_put_u32(call->params, NV0000_PROBED_FLAGS + 4 * i, 0);
	return NV_OK;
}

/*
 * gpuIsInUse: a user client has a device on @gpu, or nvidia-uvm holds it
 * (nvUvmInterfaceRegisterGpu's nvidia_dev_get_uuid, from the first
 * REGISTER_GPU of any VA space until the last one lets it go).
 */
static bool gpu_in_use(const struct nvsim_gpu *gpu)
{
	struct nvsim_client *c;
	struct nvsim_obj *obj;

	list_for_each_entry(c, &nvsim_clients, link) {
		if (!c->root)
			continue;
		list_for_each_entry(obj, &c->root->children, sibling)
			if (obj->cls == NV01_DEVICE_0 && obj->res->gpu == gpu)
				return true;
	}
	return nvsim_uvm_gpu_retained(gpu);
}

/*
 * gpumgrGetGpuIdInfoV2, which GET_ID_INFO calls too: an attached GPU's
 * numbers, else NV_ERR_INVALID_ARGUMENT and nothing written. The H100's
 * own: no flag but IN_USE, SLI status GPU_NOT_SUPPORTED, and
 * INVALID_GPU_COUNT with it where the GPU is alone (one H100 answered both,
 * each of two H100 the first only), boardId its gpuId (RM's default),
 * subdevice 0 and no NUMA node (no ATS). GET_ID_INFO leaves szName alone.
 */
static u32 id_info(void *params, const struct id_info_layout *l)
{
	const struct nvsim_gpu *gpu;

	gpu = nvsim_gpu_by_id(gs_get_u32(params, NV0000_ID_INFO_GPU_ID));
	if (!gpu)
		return NV_ERR_INVALID_ARGUMENT;
	gs_put_u32(params, l->flags,
		   gpu_in_use(gpu) ? NV0000_GPU_ID_INFO_IN_USE : 0);
	gs_put_u32(params, l->device, gpu->instance);
	gs_put_u32(params, l->subdevice, 0);
	gs_put_u32(params, l->sli, NV0000_SLI_GPU_NOT_SUPPORTED |
		   (nvsim_gpu_count < 2 ? NV0000_SLI_INVALID_GPU_COUNT : 0));
	gs_put_u32(params, l->board, gpu->id);
	gs_put_u32(params, l->gpu_instance, gpu->instance);
	gs_put_u32(params, l->numa, NV0000_GPU_NO_NUMA_NODE);
	return NV_OK;
}

/* NV0000_CTRL_GPU_GET_ID_INFO_PARAMS (40) */
u32 nvsim_ctrl_id_info(struct nvsim_ctrl_call *call)
{
	return id_info(call->params, &id_info_v1);
}

/* NV0000_CTRL_GPU_GET_ID_INFO_V2_PARAMS (32) */
u32 nvsim_ctrl_id_info_v2(struct nvsim_ctrl_call *call)
{
	return id_info(call->params, &id_info_v2);
}

/*
 * RM's table of probed GPUs (gpumgr's probedGpus[32]) searched by gpuId,
 * as GET_PCI_INFO and QUERY_DRAIN_STATE do: false when no slot has it.
 * An unused slot holds gpuId INVALID_ID and zeros, so with fewer than 32
 * GPUs that ID finds one (*@gpu NULL).
 */
static bool probed_slot(u32 id, const struct nvsim_gpu **gpu)
{
	*gpu = nvsim_gpu_by_id(id);
	return *gpu || (id == NV0000_GPU_INVALID_ID &&
			nvsim_gpu_count < NVSIM_MAX_GPUS);
}

/*
 * gpumgrGetProbedGpuDomainBusDevice: domain 0, bus 0 and the slot, which
 * is the gpuId; no slot is NV_ERR_OBJECT_NOT_FOUND (the header still says
 * INVALID_ARGUMENT: RM changed it so that NVML can tell a GPU gone).
 */
u32 nvsim_ctrl_pci_info(struct nvsim_ctrl_call *call)
{
	const struct nvsim_gpu *gpu;

	if (!probed_slot(gs_get_u32(call->params, NV0000_PCI_INFO_GPU_ID),
			 &gpu))
		return NV_ERR_OBJECT_NOT_FOUND;
	gs_put_u32(call->params, NV0000_PCI_INFO_DOMAIN, 0);
	put_u16(call->params, NV0000_PCI_INFO_BUS, 0);
	put_u16(call->params, NV0000_PCI_INFO_SLOT, gpu ? gpu->id : 0);
	return NV_OK;
}

/*
 * NV0000_CTRL_GPU_QUERY_DRAIN_STATE_PARAMS (12): gpuId@0; drainState@4
 * and flags@8 0 (not draining), or NV_ERR_OBJECT_NOT_FOUND as above.
 */
u32 nvsim_ctrl_drain_state(struct nvsim_ctrl_call *call)
{
	const struct nvsim_gpu *gpu;

	if (!probed_slot(gs_get_u32(call->params, 0), &gpu))
		return NV_ERR_OBJECT_NOT_FOUND;
	gs_put_u32(call->params, 4, 0);
	gs_put_u32(call->params, 8, 0);
	return NV_OK;
}

/*
 * cliresCtrlCmdGpuAttachIds: on Linux the attaching is the open of the
 * GPU's file; RM only validates. ATTACH_ALL first is OK at once; else
 * every ID up to the first INVALID_ID must be a probed GPU's, or
 * NV_ERR_INVALID_ARGUMENT. failedId is never written.
 */
u32 nvsim_ctrl_attach_ids(struct nvsim_ctrl_call *call)
{
	u32 i, id;

	if (gs_get_u32(call->params, 0) == NV0000_GPU_ATTACH_ALL)
		return NV_OK;
	for (i = 0; i < NV0000_GPU_MAX_IDS; i++) {
		id = gs_get_u32(call->params, 4 * i);
		if (id == NV0000_GPU_INVALID_ID)
			break;
		if (!nvsim_gpu_by_id(id))
			return NV_ERR_INVALID_ARGUMENT;
	}
	return NV_OK;
}

/*
 * NV0000_CTRL_GPU_ASYNC_ATTACH_ID_PARAMS: gpuId@0, validated as one of
 * ATTACH_IDS (ATTACH_ALL is no GPU's here).
 */
u32 nvsim_ctrl_async_attach_id(struct nvsim_ctrl_call *call)
{
	return nvsim_gpu_by_id(gs_get_u32(call->params, 0)) ?
	       NV_OK : NV_ERR_INVALID_ARGUMENT;
}

/*
 * cliresCtrlCmdGpuDetachIds validates against the attached GPUs, but its
 * loop ends after the first entry whatever it finds: only gpuIds[0] is
 * looked at (DETACH_ALL and INVALID_ID there are OK).
 */
u32 nvsim_ctrl_detach_ids(struct nvsim_ctrl_call *call)
{
	u32 id = gs_get_u32(call->params, 0);

	if (id == NV0000_GPU_ATTACH_ALL || id == NV0000_GPU_INVALID_ID ||
	    nvsim_gpu_by_id(id))
		return NV_OK;
	return NV_ERR_INVALID_ARGUMENT;
}

/*
 * gpumgrCacheGetActiveDeviceIds: one entry per probed GPU, in probe
 * order, with no MIG instances; the entries past them are not written.
 */
u32 nvsim_ctrl_active_device_ids(struct nvsim_ctrl_call *call)
{
	u32 i;

	for (i = 0; i < nvsim_gpu_count; i++) {
		u32 off = NV0000_ACTIVE_DEVICES + NV0000_ACTIVE_ENTRY * i;

		gs_put_u32(call->params, off, nvsim_gpus[i].id);
		gs_put_u32(call->params, off + 4, NV0000_GPU_INVALID_ID);
		gs_put_u32(call->params, off + 8, NV0000_GPU_INVALID_ID);
	}
	gs_put_u32(call->params, NV0000_ACTIVE_NUM, nvsim_gpu_count);
	return NV_OK;
}

/*
 * gpuGetGidInfo: @gpu's UUID into @buf as @flags ask: 16 bytes (BINARY),
 * else "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" and its NUL in lower
 * case. Returns the length, 0 for SHA-256 (NV_ERR_INVALID_FLAGS).
 */
static u32 gid(const struct nvsim_gpu *gpu, u32 flags, char *buf)
{
	const u8 *u = gpu->uuid;

	if (flags & NV0000_UUID_TYPE_SHA256)
		return 0;
	if ((flags & NV0000_UUID_FORMAT_MASK) == NV0000_UUID_FORMAT_BINARY) {
		memcpy(buf, u, NV0000_UUID_BIN_LEN);
		return NV0000_UUID_BIN_LEN;
	}
	snprintf(buf, NV0000_UUID_STR_LEN, "GPU-%4phN-%2phN-%2phN-%2phN-%6phN",
		 u, u + 4, u + 6, u + 8, u + 10);
	return NV0000_UUID_STR_LEN;
}

/*
 * gpumgrGetGpuFromUuid: the attached GPUs in instance order, each one's
 * UUID in the form @flags ask compared with as many bytes of gpuUuid; a
 * form RM cannot make ends the walk. Not found: NV_ERR_OBJECT_NOT_FOUND.
 */
u32 nvsim_ctrl_uuid_info(struct nvsim_ctrl_call *call)
{
	u32 flags = gs_get_u32(call->params, NV0000_UUID_INFO_FLAGS);
	char buf[NV0000_UUID_STR_LEN];
	u32 i, len;

	for (i = 0; i < nvsim_gpu_count; i++) {
		const struct nvsim_gpu *gpu = nvsim_gpu_by_instance(i);

		len = gid(gpu, flags, buf);
		if (!len)
			break;
		if (memcmp(buf, call->params, len))
			continue;
		gs_put_u32(call->params, NV0000_UUID_INFO_GPU_ID, gpu->id);
		gs_put_u32(call->params, NV0000_UUID_INFO_DEVICE, gpu->instance);
		gs_put_u32(call->params, NV0000_UUID_INFO_SUBDEVICE, 0);
		return NV_OK;
	}
	return NV_ERR_OBJECT_NOT_FOUND;
}

/*
 * cliresCtrlCmdGpuGetUuidFromGpuId: an attached GPU's UUID (else
 * NV_ERR_OBJECT_NOT_FOUND) in the form @flags ask, its length in
 * uuidStrLen; the rest of gpuUuid is not written.
 */
u32 nvsim_ctrl_uuid_from_gpu_id(struct nvsim_ctrl_call *call)
{
	const struct nvsim_gpu *gpu;
	char buf[NV0000_UUID_STR_LEN];
	u32 len;

	gpu = nvsim_gpu_by_id(gs_get_u32(call->params,
					 NV0000_UUID_FROM_ID_GPU_ID));
	if (!gpu)
		return NV_ERR_OBJECT_NOT_FOUND;
	len = gid(gpu, gs_get_u32(call->params, NV0000_UUID_FROM_ID_FLAGS),
		  buf);
	if (!len)
		return NV_ERR_INVALID_FLAGS;
	memcpy((u8 *)call->params + NV0000_UUID_FROM_ID_UUID, buf, len);
	gs_put_u32(call->params, NV0000_UUID_FROM_ID_LEN, len);
	return NV_OK;
}

/*
 * GET_GID_INFO: the subdevice's GPU's UUID in the form flags ask (CUDA
 * asks the binary one), its length in length; else NV_ERR_INVALID_FLAGS.
 */
u32 nvsim_ctrl_gid_info(struct nvsim_ctrl_call *call)
{
	char buf[NV0000_UUID_STR_LEN];
	u32 len;

	len = gid(nvsim_obj_gpu(call->obj),
		  gs_get_u32(call->params, NV2080_GID_INFO_FLAGS), buf);
	if (!len)
		return NV_ERR_INVALID_FLAGS;
	memcpy((u8 *)call->params + NV2080_GID_INFO_DATA, buf, len);
	gs_put_u32(call->params, NV2080_GID_INFO_LENGTH, len);
	return NV_OK;
}

/* NV0080_CTRL_GPU_GET_NUM_SUBDEVICES_PARAMS: numSubDevices u32 */
u32 nvsim_ctrl_num_subdevices(struct nvsim_ctrl_call *call)
{
	gs_put_u32(call->params, 0, 1);
	return NV_OK;
}
