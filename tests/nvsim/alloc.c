// SPDX-License-Identifier: GPL-2.0
/*
 * RM_ALLOC: the class table and the allocation path.
 *
 * The table holds every class the three H100 traces allocate, with the
 * parameter sizes and parents of RM's class table (resource_list.h in
 * NVIDIA's tree) and docs/nvidia-abi.md 1e: RM ignores the caller's paramsSize
 * and copies sizeof(params) itself, refuses a NULL pointer for
 * RS_REQUIRED classes and copies the parameters back only on success.
 *
 * The order of the checks is RM's (serverAllocResource): class, parameters,
 * client and its file, new handle, parent, then the class's constructor.
 */

#include <linux/seq_file.h>

#include "nvsim.h"
#include "rm.h"

#define ANY_PARENT	{ 0 }
#define PARENTS(...)	{ __VA_ARGS__ }

/*
 * deviceId names a device instance, which need not be the GPU's minor
 * (ctrl_gpu.c). RM's resource factory refuses no parameters or an
 * instance past NV_MAX_DEVICES (INVALID_ARGUMENT) before deviceConstruct
 * refuses an instance no GPU has (gpumgrIsDeviceInstanceValid:
 * INVALID_CLASS).
 */
static u32 device_ctor(struct nvsim_alloc *a)
{
	struct nvsim_gpu *gpu;
	u32 id;

	if (!a->params)
		return NV_ERR_INVALID_ARGUMENT;
	id = gs_get_u32(a->params, NV0080_DEVICE_ID);
	if (id >= NVSIM_MAX_GPUS)
		return NV_ERR_INVALID_ARGUMENT;
	gpu = nvsim_gpu_by_instance(id);
	if (!gpu)
		return NV_ERR_INVALID_CLASS;
	a->res = nvsim_res_new(a->cls, gpu);
	if (!a->res)
		return NV_ERR_NO_MEMORY;
	/*
	 * deviceConstruct: once the device is set up, a user client's is torn
	 * down again (nvsim_rm_alloc puts a->res) unless the caller holds the
	 * GPU's file open. nvsim has no kernel clients, so every caller is a
	 * user one.
	 */
	if (!nvsim_gpu_accessible(gpu))
		return NV_ERR_INSUFFICIENT_PERMISSIONS;
	return NV_OK;
}

static u32 subdevice_ctor(struct nvsim_alloc *a)
{
	/* one subdevice per device: SLI is not modelled */
	if (a->params && gs_get_u32(a->params, NV2080_SUBDEVICE_ID) != 0)
		return NV_ERR_INVALID_ARGUMENT;
	a->res = nvsim_res_new(a->cls, a->gpu);
	return a->res ? NV_OK : NV_ERR_NO_MEMORY;
}

/* Framebuffer RM keeps for the TSG, the channel or the VA space: fb.c */
static u32 tsg_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return NV_ERR_NO_MEMORY;
	/* RM's default timeslice: 128 << 3 us (docs/nvidia-abi.md 5) */
	a->res->u.tsg.timeslice_us = 1024;
	a->res->u.tsg.hvaspace = gs_get_u32(a->params, NVA06C_HVASPACE);
	if (nvsim_fb_keep_tsg(a->res,
			      gs_get_u32(a->params, NVA06C_ENGINE_TYPE)))
		return NV_ERR_NO_MEMORY;
	return NV_OK;
}

/* FERMI_VASPACE_A: UVM_REGISTER_GPU_VASPACE wants IS_EXTERNALLY_OWNED. */
static u32 vaspace_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return NV_ERR_NO_MEMORY;
	a->res->u.vaspace.flags = gs_get_u32(a->params, NV90F1_FLAGS);
	if (nvsim_fb_keep_vaspace(a->res))
		return NV_ERR_NO_MEMORY;
	return NV_OK;
}

/*
 * Context shares take a subcontext ID of their TSG: SYNC the lowest free,
 * ASYNC the highest free (CUDA's ASYNC share got 63 in the traces),
 * SPECIFIED the one asked for.
 */
static u32 ctxshare_ctor(struct nvsim_alloc *a)
{
	struct nvsim_res *tsg = a->parent->res;
	u32 flags = gs_get_u32(a->params, NV9067_FLAGS) & 0x3;
	u64 used = tsg->u.tsg.subctx_used;
	u32 id;

	switch (flags) {
	case NV9067_SUBCTX_SYNC:
		if (used == U64_MAX)
			return NV_ERR_INVALID_STATE;
		id = __ffs64(~used);
		break;
	case NV9067_SUBCTX_ASYNC:
		if (used == U64_MAX)
			return NV_ERR_INVALID_STATE;
		id = fls64(~used) - 1;
		break;
	case NV9067_SUBCTX_SPECIFIED:
		id = gs_get_u32(a->params, NV9067_SUBCTX_ID);
		if (id >= NV9067_MAX_SUBCTX || (used & BIT_ULL(id)))
			return NV_ERR_INVALID_ARGUMENT;
		break;
	default:
		return NV_ERR_INVALID_ARGUMENT;
	}

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return NV_ERR_NO_MEMORY;
	tsg->refs++;
	a->res->u.ctxshare.tsg = tsg;
	a->res->u.ctxshare.id = id;
	a->res->u.ctxshare.hvaspace = gs_get_u32(a->params, NV9067_HVASPACE);
	if (!a->res->u.ctxshare.hvaspace)
		a->res->u.ctxshare.hvaspace = tsg->u.tsg.hvaspace;
	tsg->u.tsg.subctx_used |= BIT_ULL(id);
	gs_put_u32(a->params, NV9067_SUBCTX_ID, id);
	return NV_OK;
}

/*
 * The VA space a channel runs in: hVASpace, else its context share's, else
 * its TSG's; 0 is the device's default one.
 */
static u32 channel_vaspace(struct nvsim_alloc *a)
{
	u32 h = gs_get_u32(a->params, NVC86F_HVASPACE);
	struct nvsim_obj *share;

	if (h)
		return h;
	share = nvsim_obj_lookup(a->client,
				 gs_get_u32(a->params, NVC86F_HCTXSHARE));
	if (share && share->cls == FERMI_CONTEXT_SHARE_A)
		return share->res->u.ctxshare.hvaspace;
	if (a->parent->cls == KEPLER_CHANNEL_GROUP_A)
		return a->parent->res->u.tsg.hvaspace;
	return 0;
}

static u32 channel_ctor(struct nvsim_alloc *a)
{
	struct nvsim_res *tsg = NULL;

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return NV_ERR_NO_MEMORY;
	if (a->parent->cls == KEPLER_CHANNEL_GROUP_A)
		tsg = a->parent->res;
	if (nvsim_fb_keep_channel(a->res, tsg))
		return NV_ERR_NO_MEMORY;
	a->res->u.chan.hclient = a->client->handle;
	a->res->u.chan.hvaspace = channel_vaspace(a);
	if (nvsim_eng_chan_attach(a))
		return NV_ERR_NO_MEMORY;
	a->res->u.chan.chid = a->gpu->next_chid++;
	gs_put_u32(a->params, NVC86F_CID, a->res->u.chan.chid);
	return NV_OK;
}

#define MEM_PARENTS	PARENTS(NV01_DEVICE_0, NV20_SUBDEVICE_0)
#define MEMSZ		NVMEM_PARAMS_SIZE
#define REQ		NVSIM_PARAMS_REQUIRED
#define OPT		NVSIM_PARAMS_OPTIONAL
#define NONE		NVSIM_PARAMS_NONE

/* Sorted by class. */
static const struct nvsim_class classes[] = {
	{ NV01_ROOT, "NV01_ROOT", 4, OPT },
	{ NV01_ROOT_NON_PRIV, "NV01_ROOT_NON_PRIV", 4, OPT },
	{ NV01_EVENT, "NV01_EVENT", NV0005_PARAMS_SIZE, REQ, ANY_PARENT },
	{ NV01_MEMORY_SYSTEM, "NV01_MEMORY_SYSTEM", MEMSZ, REQ,
	  PARENTS(NV01_DEVICE_0), nvsim_mem_system_ctor,
	  "out=24+8,64+16,88+8" },
	{ NV01_MEMORY_LOCAL_USER, "NV01_MEMORY_LOCAL_USER", MEMSZ, REQ,
	  MEM_PARENTS, nvsim_mem_local_ctor, "out=24+8,64+16,88+8" },
	{ NV01_ROOT_CLIENT, "NV01_ROOT_CLIENT", 4, OPT },
	{ NV01_MEMORY_SYSTEM_OS_DESCRIPTOR, "NV01_MEMORY_SYSTEM_OS_DESCRIPTOR",
	  NVOSDESC_PARAMS_SIZE, REQ, PARENTS(NV01_DEVICE_0),
	  nvsim_mem_osdesc_ctor },
	{ NV01_EVENT_OS_EVENT, "NV01_EVENT_OS_EVENT", NV0005_PARAMS_SIZE, REQ,
	  ANY_PARENT },
	{ NV01_DEVICE_0, "NV01_DEVICE_0", 56, OPT,
	  PARENTS(NV01_ROOT_CLIENT), device_ctor },
	{ RM_USER_SHARED_DATA, "RM_USER_SHARED_DATA", 8, REQ,
	  PARENTS(NV20_SUBDEVICE_0), nvsim_mem_shared_data_ctor },
	{ NV20_SUBDEVICE_0, "NV20_SUBDEVICE_0", 4, OPT,
	  PARENTS(NV01_DEVICE_0), subdevice_ctor },
	{ NV2081_BINAPI, "NV2081_BINAPI", 4, OPT,
	  PARENTS(NV20_SUBDEVICE_0) },
	{ NV50_THIRD_PARTY_P2P, "NV50_THIRD_PARTY_P2P", 4, OPT,
	  PARENTS(NV20_SUBDEVICE_0) },
	{ NV50_MEMORY_VIRTUAL, "NV50_MEMORY_VIRTUAL", MEMSZ, REQ,
	  PARENTS(NV01_DEVICE_0), nvsim_mem_virtual_ctor,
	  "out=64+16,88+8" },
	{ GT200_DEBUGGER, "GT200_DEBUGGER", 12, REQ,
	  PARENTS(NV01_DEVICE_0) },
	{ FERMI_CONTEXT_SHARE_A, "FERMI_CONTEXT_SHARE_A", 12, REQ,
	  PARENTS(KEPLER_CHANNEL_GROUP_A), ctxshare_ctor, "out=8+4" },
	{ GF100_SUBDEVICE_MASTER, "GF100_SUBDEVICE_MASTER", 0, NONE,
	  PARENTS(NV20_SUBDEVICE_0) },
	{ FERMI_VASPACE_A, "FERMI_VASPACE_A", 56, REQ, MEM_PARENTS,
	  vaspace_ctor },
	{ KEPLER_CHANNEL_GROUP_A, "KEPLER_CHANNEL_GROUP_A", 20, REQ,
	  PARENTS(NV01_DEVICE_0), tsg_ctor },
	/* capDescriptor (an nvidia-caps fd) is not checked: no such device */
	{ AMPERE_SMC_CONFIG_SESSION, "AMPERE_SMC_CONFIG_SESSION", 8, REQ,
	  PARENTS(NV01_ROOT_CLIENT) },
	{ AMPERE_SMC_MONITOR_SESSION, "AMPERE_SMC_MONITOR_SESSION", 8, REQ,
	  PARENTS(NV01_ROOT_CLIENT) },
	{ HOPPER_USERMODE_A, "HOPPER_USERMODE_A", 2, OPT,
	  PARENTS(NV20_SUBDEVICE_0), nvsim_mem_usermode_ctor },
	{ HOPPER_CHANNEL_GPFIFO_A, "HOPPER_CHANNEL_GPFIFO_A", 368, REQ,
	  PARENTS(NV01_DEVICE_0, KEPLER_CHANNEL_GROUP_A), channel_ctor },
	{ HOPPER_DMA_COPY_A, "HOPPER_DMA_COPY_A", 8, OPT,
	  PARENTS(HOPPER_CHANNEL_GPFIFO_A) },
	{ NV_CONFIDENTIAL_COMPUTE, "NV_CONFIDENTIAL_COMPUTE", 4, OPT,
	  PARENTS(NV01_ROOT_CLIENT) },
	{ HOPPER_COMPUTE_A, "HOPPER_COMPUTE_A", 16, OPT,
	  PARENTS(HOPPER_CHANNEL_GPFIFO_A) },
};

const struct nvsim_class *nvsim_class_find(u32 cls)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(classes); i++)
		if (classes[i].cls == cls)
			return &classes[i];
	return NULL;
}

static bool parent_ok(const struct nvsim_class *k, u32 parent_cls)
{
	unsigned int i;

	if (!k->parents[0])
		return true;
	for (i = 0; i < ARRAY_SIZE(k->parents) && k->parents[i]; i++)
		if (k->parents[i] == parent_cls)
			return true;
	return false;
}

static bool is_root_class(u32 cls)
{
	return cls == NV01_ROOT || cls == NV01_ROOT_NON_PRIV ||
	       cls == NV01_ROOT_CLIENT;
}

/**
 * nvsim_rm_alloc() - RM_ALLOC after the parameters were copied in
 * @os: the file the call is bound to (nvsim_file_os_info())
 * @hroot: the client, ignored for root classes
 * @hparent: the parent
 * @hnew: in: the handle asked for, 0 for one RM picks; out: the handle
 * @cls: the class
 * @params: the class parameters, updated in place, or NULL
 * @psize: bytes at @params
 *
 * Context: nvsim_lock held.
 */
u32 nvsim_rm_alloc(struct nvsim_file *os, u32 hroot, u32 hparent, u32 *hnew,
		   u32 cls, void *params, u32 psize)
{
	const struct nvsim_class *k = nvsim_class_find(cls);
	struct nvsim_alloc a = {
		.os = os, .cls = cls, .params = params, .psize = psize,
	};
	u32 status;

	lockdep_assert_held(&nvsim_lock);
	if (!k)
		return NV_ERR_INVALID_CLASS;
	if (is_root_class(cls))
		return nvsim_client_new(os, hnew);

	status = nvsim_client_get(hroot, os, &a.client);
	if (status != NV_OK)
		return status;
	if (*hnew == a.client->handle)
		return NV_ERR_INVALID_OBJECT_HANDLE;
	if (*hnew && nvsim_obj_lookup(a.client, *hnew))
		return NV_ERR_INSERT_DUPLICATE_NAME;
	a.parent = nvsim_obj_lookup(a.client, hparent ? hparent : hroot);
	if (!a.parent)
		return NV_ERR_OBJECT_NOT_FOUND;
	if (!parent_ok(k, a.parent->cls))
		return NV_ERR_INVALID_OBJECT_PARENT;
	a.gpu = nvsim_obj_gpu(a.parent);

	if (k->ctor) {
		status = k->ctor(&a);
		if (status != NV_OK)
			goto err;
	} else {
		a.res = nvsim_res_new(cls, a.gpu);
		if (!a.res)
			return NV_ERR_NO_MEMORY;
	}

	status = nvsim_obj_add(a.client, a.parent, hnew, cls, a.res);
	if (status != NV_OK)
		goto err;
	return NV_OK;

err:
	if (a.res)
		nvsim_res_put(a.res);
	return status;
}

/* debugfs "model": one "class" line per class. */
void nvsim_class_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(classes); i++) {
		const struct nvsim_class *k = &classes[i];

		seq_printf(m, "class 0x%x %s%s%s\n", k->cls, k->name,
			   k->out ? " " : "", k->out ? k->out : "");
	}
}
