// SPDX-License-Identifier: GPL-2.0
/*
 * GPU identity controls, answered as RM does (client_resource.c's
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

#define ID_INFO(v, field)	GS_ABI_CTRL_0000_GPU_GET_ID_INFO##v##_##field##_AT

static const struct id_info_layout id_info_v1 = {
	ID_INFO(, GPUFLAGS), ID_INFO(, DEVICEINSTANCE),
	ID_INFO(, SUBDEVICEINSTANCE), ID_INFO(, SLISTATUS), ID_INFO(, BOARDID),
	ID_INFO(, GPUINSTANCE), ID_INFO(, NUMAID),
};

static const struct id_info_layout id_info_v2 = {
	ID_INFO(_V2, GPUFLAGS), ID_INFO(_V2, DEVICEINSTANCE),
	ID_INFO(_V2, SUBDEVICEINSTANCE), ID_INFO(_V2, SLISTATUS),
	ID_INFO(_V2, BOARDID), ID_INFO(_V2, GPUINSTANCE), ID_INFO(_V2, NUMAID),
};

/* The GPU asked for, gpuId@0 in both */
static_assert(ID_INFO(, GPUID) == ID_INFO(_V2, GPUID));

/* "GPU-" and the UUID's 36 characters, a NUL: nvsim's own count */
#define UUID_STR_LEN		41

static void put_u16(void *buf, size_t off, u16 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/* gpuIds[32] at @params: the GPUs in instance or probe order, then none. */
static void put_ids(void *params, bool by_instance)
{
	u32 i;

	for (i = 0; i < GS_ABI_CTRL_0000_GPU_GET_ATTACHED_IDS_GPUIDS_MAX; i++) {
		const struct nvsim_gpu *gpu = NULL;

		if (by_instance)
			gpu = nvsim_gpu_by_instance(i);
		else if (i < nvsim_gpu_count)
			gpu = &nvsim_gpus[i];
		gs_put_u32(params, 4 * i, gpu ? gpu->id : GS_ABI_NV0000_GPU_INVALID_ID);
	}
}

/* NV0000_CTRL_GPU_GET_ATTACHED_IDS_PARAMS: gpuIds[32] */
u32 nvsim_ctrl_attached_ids(struct nvsim_ctrl_call *call)
{
	put_ids(call->params, true);
	return GS_ABI_NV_OK;
}

/*
 * NV0000_CTRL_GPU_GET_PROBED_IDS_PARAMS: gpuIds[32], excludedGpuIds[32]
 * (none), and from 580 gpuFlags[32] (0 for each probed GPU: no SOC
 * display); before 580 the parameters end with the excluded list.
 */
u32 nvsim_ctrl_probed_ids(struct nvsim_ctrl_call *call)
{
	u32 flags_at = NVSIM_ABI(CTRL_0000_GPU_GET_PROBED_IDS_GPUFLAGS_AT);
	u32 i;

	put_ids(call->params, false);
	for (i = 0; i < GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX; i++)
		gs_put_u32(call->params,
			   GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_EXCLUDEDGPUIDS_AT +
			   4 * i, GS_ABI_NV0000_GPU_INVALID_ID);
	for (i = 0; flags_at != GS_ABI_ABSENT && i < nvsim_gpu_count; i++)
		gs_put_u32(call->params, flags_at + 4 * i, 0);
	return GS_ABI_NV_OK;
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
			if (obj->cls == GS_ABI_CLS_DEVICE_0 && obj->res->gpu == gpu)
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

	gpu = nvsim_gpu_by_id(gs_get_u32(params, ID_INFO(, GPUID)));
	if (!gpu)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	gs_put_u32(params, l->flags,
		   gpu_in_use(gpu) ? GS_ABI_NV0000_GPU_ID_INFO_IN_USE_TRUE <<
				     GS_ABI_NV0000_GPU_ID_INFO_IN_USE_LO : 0);
	gs_put_u32(params, l->device, gpu->instance);
	gs_put_u32(params, l->subdevice, 0);
	gs_put_u32(params, l->sli, GS_ABI_NV0000_SLI_STATUS_GPU_NOT_SUPPORTED |
		   (nvsim_gpu_count < 2 ?
		    GS_ABI_NV0000_SLI_STATUS_INVALID_GPU_COUNT : 0));
	gs_put_u32(params, l->board, gpu->id);
	gs_put_u32(params, l->gpu_instance, gpu->instance);
	gs_put_u32(params, l->numa, GS_ABI_NV0000_NO_NUMA_NODE);
	return GS_ABI_NV_OK;
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
	return *gpu || (id == GS_ABI_NV0000_GPU_INVALID_ID &&
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

	if (!probed_slot(gs_get_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_PCI_INFO_GPUID_AT),
			 &gpu))
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_PCI_INFO_DOMAIN_AT, 0);
	put_u16(call->params, GS_ABI_CTRL_0000_GPU_GET_PCI_INFO_BUS_AT, 0);
	put_u16(call->params, GS_ABI_CTRL_0000_GPU_GET_PCI_INFO_SLOT_AT, gpu ? gpu->id : 0);
	return GS_ABI_NV_OK;
}

/*
 * NV0000_CTRL_GPU_QUERY_DRAIN_STATE_PARAMS (12): gpuId@0; drainState@4
 * and flags@8 0 (not draining), or NV_ERR_OBJECT_NOT_FOUND as above.
 */
u32 nvsim_ctrl_drain_state(struct nvsim_ctrl_call *call)
{
	const struct nvsim_gpu *gpu;

	if (!probed_slot(gs_get_u32(call->params,
				    GS_ABI_CTRL_0000_GPU_QUERY_DRAIN_STATE_GPUID_AT),
			 &gpu))
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	gs_put_u32(call->params,
		   GS_ABI_CTRL_0000_GPU_QUERY_DRAIN_STATE_DRAINSTATE_AT, 0);
	gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_QUERY_DRAIN_STATE_FLAGS_AT,
		   0);
	return GS_ABI_NV_OK;
}

/*
 * cliresCtrlCmdGpuAttachIds: on Linux the attaching is the open of the
 * GPU's file; RM only validates. ATTACH_ALL first is OK at once; else
 * every ID up to the first INVALID_ID must be a probed GPU's, or
 * NV_ERR_INVALID_ARGUMENT. failedId is never written.
 */
#define ATTACH_AT	GS_ABI_CTRL_0000_GPU_ATTACH_IDS_GPUIDS_AT

u32 nvsim_ctrl_attach_ids(struct nvsim_ctrl_call *call)
{
	u32 i, id;

	if (gs_get_u32(call->params, ATTACH_AT) == GS_ABI_NV0000_GPU_ATTACH_ALL_PROBED_IDS)
		return GS_ABI_NV_OK;
	for (i = 0; i < GS_ABI_CTRL_0000_GPU_ATTACH_IDS_GPUIDS_MAX; i++) {
		id = gs_get_u32(call->params, ATTACH_AT + 4 * i);
		if (id == GS_ABI_NV0000_GPU_INVALID_ID)
			break;
		if (!nvsim_gpu_by_id(id))
			return GS_ABI_ERR_INVALID_ARGUMENT;
	}
	return GS_ABI_NV_OK;
}

/*
 * NV0000_CTRL_GPU_ASYNC_ATTACH_ID_PARAMS: gpuId@0, validated as one of
 * ATTACH_IDS (ATTACH_ALL is no GPU's here).
 */
u32 nvsim_ctrl_async_attach_id(struct nvsim_ctrl_call *call)
{
	u32 id = gs_get_u32(call->params,
			    NVSIM_ABI(CTRL_0000_GPU_ASYNC_ATTACH_ID_GPUID_AT));

	return nvsim_gpu_by_id(id) ? GS_ABI_NV_OK : GS_ABI_ERR_INVALID_ARGUMENT;
}

/*
 * cliresCtrlCmdGpuDetachIds validates against the attached GPUs, but its
 * loop ends after the first entry whatever it finds: only gpuIds[0] is
 * looked at (DETACH_ALL and INVALID_ID there are OK).
 */
u32 nvsim_ctrl_detach_ids(struct nvsim_ctrl_call *call)
{
	u32 id = gs_get_u32(call->params,
			    GS_ABI_CTRL_0000_GPU_DETACH_IDS_GPUIDS_AT);

	if (id == GS_ABI_NV0000_GPU_ATTACH_ALL_PROBED_IDS || id == GS_ABI_NV0000_GPU_INVALID_ID ||
	    nvsim_gpu_by_id(id))
		return GS_ABI_NV_OK;
	return GS_ABI_ERR_INVALID_ARGUMENT;
}

/*
 * gpumgrCacheGetActiveDeviceIds: one entry per probed GPU, in probe
 * order, with no MIG instances; the entries past them are not written.
 */
u32 nvsim_ctrl_active_device_ids(struct nvsim_ctrl_call *call)
{
	u32 at = NVSIM_ABI(CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_DEVICES_AT);
	u32 i;

	for (i = 0; i < nvsim_gpu_count; i++) {
		u32 off = at + NVSIM_ABI(ACTIVE_DEVICE_SIZE) * i;

		gs_put_u32(call->params, off + NVSIM_ABI(ACTIVE_DEVICE_GPUID_AT),
			   nvsim_gpus[i].id);
		gs_put_u32(call->params,
			   off + NVSIM_ABI(ACTIVE_DEVICE_GPUINSTANCEID_AT),
			   GS_ABI_NV0000_GPU_INVALID_ID);
		gs_put_u32(call->params,
			   off + NVSIM_ABI(ACTIVE_DEVICE_COMPUTEINSTANCEID_AT),
			   GS_ABI_NV0000_GPU_INVALID_ID);
	}
	gs_put_u32(call->params,
		   NVSIM_ABI(CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_NUMDEVICES_AT),
		   nvsim_gpu_count);
	return GS_ABI_NV_OK;
}

/*
 * gpuGetGidInfo: @gpu's UUID into @buf as @flags ask: 16 bytes (BINARY),
 * else "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" and its NUL in lower
 * case. Returns the length, 0 for SHA-256 (NV_ERR_INVALID_FLAGS).
 */
static u32 gid(const struct nvsim_gpu *gpu, u32 flags, char *buf)
{
	const u8 *u = gpu->uuid;

	if (nvsim_drf(flags, GS_ABI_NV0000_UUID_FLAGS_TYPE_LO,
		      GS_ABI_NV0000_UUID_FLAGS_TYPE_HI) ==
	    GS_ABI_NV0000_UUID_FLAGS_TYPE_SHA256)
		return 0;
	if (nvsim_drf(flags, GS_ABI_NV0000_UUID_FLAGS_FORMAT_LO,
		      GS_ABI_NV0000_UUID_FLAGS_FORMAT_HI) ==
	    GS_ABI_NV0000_UUID_FLAGS_FORMAT_BINARY) {
		memcpy(buf, u, GS_ABI_UUID_BINARY_LEN);
		return GS_ABI_UUID_BINARY_LEN;
	}
	snprintf(buf, UUID_STR_LEN, "GPU-%4phN-%2phN-%2phN-%2phN-%6phN",
		 u, u + 4, u + 6, u + 8, u + 10);
	return UUID_STR_LEN;
}

/*
 * gpumgrGetGpuFromUuid: the attached GPUs in instance order, each one's
 * UUID in the form @flags ask compared with as many bytes of gpuUuid; a
 * form RM cannot make ends the walk. Not found: NV_ERR_OBJECT_NOT_FOUND.
 */
u32 nvsim_ctrl_uuid_info(struct nvsim_ctrl_call *call)
{
	u32 flags = gs_get_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_FLAGS_AT);
	char buf[UUID_STR_LEN];
	u32 i, len;

	for (i = 0; i < nvsim_gpu_count; i++) {
		const struct nvsim_gpu *gpu = nvsim_gpu_by_instance(i);

		len = gid(gpu, flags, buf);
		if (!len)
			break;
		if (memcmp(buf, call->params, len))
			continue;
		gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_GPUID_AT, gpu->id);
		gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_DEVICEINSTANCE_AT, gpu->instance);
		gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_INFO_SUBDEVICEINSTANCE_AT, 0);
		return GS_ABI_NV_OK;
	}
	return GS_ABI_ERR_OBJECT_NOT_FOUND;
}

/*
 * cliresCtrlCmdGpuGetUuidFromGpuId: an attached GPU's UUID (else
 * NV_ERR_OBJECT_NOT_FOUND) in the form @flags ask, its length in
 * uuidStrLen; the rest of gpuUuid is not written.
 */
u32 nvsim_ctrl_uuid_from_gpu_id(struct nvsim_ctrl_call *call)
{
	const struct nvsim_gpu *gpu;
	char buf[UUID_STR_LEN];
	u32 len;

	gpu = nvsim_gpu_by_id(gs_get_u32(call->params,
					 GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_GPUID_AT));
	if (!gpu)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	len = gid(gpu, gs_get_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_FLAGS_AT),
		  buf);
	if (!len)
		return GS_ABI_ERR_INVALID_FLAGS;
	memcpy((u8 *)call->params + GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_GPUUUID_AT, buf, len);
	gs_put_u32(call->params, GS_ABI_CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_UUIDSTRLEN_AT, len);
	return GS_ABI_NV_OK;
}

/*
 * GET_GID_INFO: the subdevice's GPU's UUID in the form flags ask (CUDA
 * asks the binary one), its length in length; else NV_ERR_INVALID_FLAGS.
 */
u32 nvsim_ctrl_gid_info(struct nvsim_ctrl_call *call)
{
	char buf[UUID_STR_LEN];
	u32 len;

	len = gid(nvsim_obj_gpu(call->obj),
		  gs_get_u32(call->params, GS_ABI_CTRL_2080_GPU_GET_GID_INFO_FLAGS_AT), buf);
	if (!len)
		return GS_ABI_ERR_INVALID_FLAGS;
	memcpy((u8 *)call->params + GS_ABI_CTRL_2080_GPU_GET_GID_INFO_DATA_AT, buf, len);
	gs_put_u32(call->params, GS_ABI_CTRL_2080_GPU_GET_GID_INFO_LENGTH_AT, len);
	return GS_ABI_NV_OK;
}

/* NV0080_CTRL_GPU_GET_NUM_SUBDEVICES_PARAMS: one subdevice, no SLI */
u32 nvsim_ctrl_num_subdevices(struct nvsim_ctrl_call *call)
{
	gs_put_u32(call->params,
		   GS_ABI_CTRL_0080_GPU_GET_NUM_SUBDEVICES_NUMSUBDEVICES_AT, 1);
	return GS_ABI_NV_OK;
}
