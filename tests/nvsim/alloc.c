// SPDX-License-Identifier: GPL-2.0
/*
 * RM_ALLOC: the class table and the allocation path.
 *
 * The table holds every class the three H100 traces allocate, with the
 * parameter sizes of the version nvsim answers as (the description's
 * CLS_*_PARAMS) and the parents of RM's class table (resource_list.h in
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
		return GS_ABI_ERR_INVALID_ARGUMENT;
	id = gs_get_u32(a->params, GS_ABI_DEVICE_PARAMS_DEVICEID_AT);
	if (id >= NVSIM_MAX_GPUS)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	gpu = nvsim_gpu_by_instance(id);
	if (!gpu)
		return GS_ABI_ERR_INVALID_CLASS;
	a->res = nvsim_res_new(a->cls, gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	/*
	 * deviceConstruct: once the device is set up, a user client's is torn
	 * down again (nvsim_rm_alloc puts a->res) unless the caller holds the
	 * GPU's file open. nvsim has no kernel clients, so every caller is a
	 * user one.
	 */
	if (!nvsim_gpu_accessible(gpu))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	return GS_ABI_NV_OK;
}

static u32 subdevice_ctor(struct nvsim_alloc *a)
{
	/* one subdevice per device: SLI is not modelled */
	if (a->params && gs_get_u32(a->params, GS_ABI_SUBDEVICE_PARAMS_SUBDEVICEID_AT) != 0)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	a->res = nvsim_res_new(a->cls, a->gpu);
	return a->res ? GS_ABI_NV_OK : GS_ABI_ERR_NO_MEMORY;
}

/* Framebuffer RM keeps for the TSG, the channel or the VA space: fb.c */
static u32 tsg_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	/* RM's default timeslice: 128 << 3 us (docs/nvidia-abi.md 5) */
	a->res->u.tsg.timeslice_us = 1024;
	a->res->u.tsg.hvaspace = gs_get_u32(a->params, GS_ABI_TSG_PARAMS_HVASPACE_AT);
	if (nvsim_fb_keep_tsg(a->res,
			      gs_get_u32(a->params, GS_ABI_TSG_PARAMS_ENGINETYPE_AT)))
		return GS_ABI_ERR_NO_MEMORY;
	return GS_ABI_NV_OK;
}

/* FERMI_VASPACE_A: UVM_REGISTER_GPU_VASPACE wants IS_EXTERNALLY_OWNED. */
static u32 vaspace_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->u.vaspace.flags = gs_get_u32(a->params, GS_ABI_VASPACE_PARAMS_FLAGS_AT);
	if (nvsim_fb_keep_vaspace(a->res))
		return GS_ABI_ERR_NO_MEMORY;
	return GS_ABI_NV_OK;
}

/*
 * Context shares take a subcontext ID of their TSG: SYNC the lowest free,
 * ASYNC the highest free (CUDA's ASYNC share got 63 in the traces),
 * SPECIFIED the one asked for.
 */
/* nvsim's own: the H100's subcontexts per TSG, one bit each of a u64 */
#define MAX_SUBCTX	64

static u32 ctxshare_ctor(struct nvsim_alloc *a)
{
	struct nvsim_res *tsg = a->parent->res;
	u32 flags = nvsim_drf(gs_get_u32(a->params,
					 GS_ABI_CTXSHARE_PARAMS_FLAGS_AT),
			      GS_ABI_NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_LO,
			      GS_ABI_NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_HI);
	u64 used = tsg->u.tsg.subctx_used;
	u32 id;

	switch (flags) {
	case GS_ABI_NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_SYNC:
		if (used == U64_MAX)
			return GS_ABI_ERR_INVALID_STATE;
		id = __ffs64(~used);
		break;
	case GS_ABI_NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_ASYNC:
		if (used == U64_MAX)
			return GS_ABI_ERR_INVALID_STATE;
		id = fls64(~used) - 1;
		break;
	case GS_ABI_NV_CTXSHARE_ALLOCATION_FLAGS_SUBCONTEXT_SPECIFIED:
		id = gs_get_u32(a->params, GS_ABI_CTXSHARE_PARAMS_SUBCTXID_AT);
		if (id >= MAX_SUBCTX || (used & BIT_ULL(id)))
			return GS_ABI_ERR_INVALID_ARGUMENT;
		break;
	default:
		return GS_ABI_ERR_INVALID_ARGUMENT;
	}

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	tsg->refs++;
	a->res->u.ctxshare.tsg = tsg;
	a->res->u.ctxshare.id = id;
	a->res->u.ctxshare.hvaspace = gs_get_u32(a->params, GS_ABI_CTXSHARE_PARAMS_HVASPACE_AT);
	if (!a->res->u.ctxshare.hvaspace)
		a->res->u.ctxshare.hvaspace = tsg->u.tsg.hvaspace;
	tsg->u.tsg.subctx_used |= BIT_ULL(id);
	gs_put_u32(a->params, GS_ABI_CTXSHARE_PARAMS_SUBCTXID_AT, id);
	return GS_ABI_NV_OK;
}

/*
 * The VA space a channel runs in: hVASpace, else its context share's, else
 * its TSG's; 0 is the device's default one.
 */
static u32 channel_vaspace(struct nvsim_alloc *a)
{
	u32 h = gs_get_u32(a->params, GS_ABI_CHANNEL_PARAMS_HVASPACE_AT);
	struct nvsim_obj *share;

	if (h)
		return h;
	share = nvsim_obj_lookup(a->client,
				 gs_get_u32(a->params, GS_ABI_CHANNEL_PARAMS_HCONTEXTSHARE_AT));
	if (share && share->cls == GS_ABI_CLS_FERMI_CONTEXT_SHARE_A)
		return share->res->u.ctxshare.hvaspace;
	if (a->parent->cls == GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A)
		return a->parent->res->u.tsg.hvaspace;
	return 0;
}

static u32 channel_ctor(struct nvsim_alloc *a)
{
	struct nvsim_res *tsg = NULL;

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	if (a->parent->cls == GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A)
		tsg = a->parent->res;
	if (nvsim_fb_keep_channel(a->res, tsg))
		return GS_ABI_ERR_NO_MEMORY;
	a->res->u.chan.hclient = a->client->handle;
	a->res->u.chan.hvaspace = channel_vaspace(a);
	if (nvsim_eng_chan_attach(a))
		return GS_ABI_ERR_NO_MEMORY;
	a->res->u.chan.chid = a->gpu->next_chid++;
	gs_put_u32(a->params, GS_ABI_CHANNEL_PARAMS_CID_AT, a->res->u.chan.chid);
	return GS_ABI_NV_OK;
}

#define MEM_PARENTS	PARENTS(DEVICE, SUBDEVICE)
#define REQ		NVSIM_PARAMS_REQUIRED
#define OPT		NVSIM_PARAMS_OPTIONAL
#define NONE		NVSIM_PARAMS_NONE
#define DEVICE		GS_ABI_CLS_DEVICE_0
#define SUBDEVICE	GS_ABI_CLS_SUBDEVICE_0
#define CLIENT		GS_ABI_CLS_ROOT_CLIENT
#define TSG		GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A
#define CHANNEL		GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A
/* a class whose parameter size is the same in every version, or versioned */
#define CK(name_, nvname, rule_)					\
	.cls = GS_ABI_CLS_##name_, .name = nvname,			\
	.psize = NVSIM_K(CLS_##name_##_PARAMS), .rule = (rule_)
#define CV(name_, nvname, rule_)					\
	.cls = GS_ABI_CLS_##name_, .name = nvname,			\
	.psize = NVSIM_V(CLS_##name_##_PARAMS), .rule = (rule_)
#define K(name)		NVSIM_K(name)
#define MEM_AT(field)	K(MEMPARAMS_##field##_AT)
/* what the memory classes answer: attr, attr2, size, alignment, limit */
#define MEM_OUT								\
	{ NVSIM_OUT_TO(MEM_AT(ATTR), MEM_AT(FORMAT)),			\
	  NVSIM_OUT_TO(MEM_AT(SIZE), MEM_AT(OFFSET)),			\
	  NVSIM_OUT_TO(MEM_AT(LIMIT), MEM_AT(ADDRESS)) }

/*
 * Sorted by class; a class the version lacks (its parameter size absent)
 * is unknown to RM_ALLOC.
 */
static const struct nvsim_class classes[] = {
	{ CK(ROOT, "NV01_ROOT", OPT) },
	{ CK(ROOT_NON_PRIV, "NV01_ROOT_NON_PRIV", OPT) },
	{ CK(EVENT, "NV01_EVENT", REQ) },
	{ CV(MEMORY_SYSTEM, "NV01_MEMORY_SYSTEM", REQ),
	  .parents = PARENTS(DEVICE), .ctor = nvsim_mem_system_ctor,
	  .out = MEM_OUT },
	{ CV(MEMORY_LOCAL_USER, "NV01_MEMORY_LOCAL_USER", REQ),
	  .parents = MEM_PARENTS, .ctor = nvsim_mem_local_ctor,
	  .out = MEM_OUT },
	{ CK(ROOT_CLIENT, "NV01_ROOT_CLIENT", OPT) },
	/* EGM memory: up to 590 (memory.c) */
	{ CV(MEMORY_EXTENDED_USER, "NV_MEMORY_EXTENDED_USER", REQ),
	  .parents = MEM_PARENTS, .ctor = nvsim_mem_egm_ctor },
	{ CK(MEMORY_SYSTEM_OS_DESCRIPTOR, "NV01_MEMORY_SYSTEM_OS_DESCRIPTOR",
	     REQ),
	  .parents = PARENTS(DEVICE), .ctor = nvsim_mem_osdesc_ctor },
	{ CK(EVENT_OS_EVENT, "NV01_EVENT_OS_EVENT", REQ) },
	{ CK(DEVICE_0, "NV01_DEVICE_0", OPT),
	  .parents = PARENTS(CLIENT), .ctor = device_ctor },
	{ CV(RM_USER_SHARED_DATA, "RM_USER_SHARED_DATA", REQ),
	  .parents = PARENTS(SUBDEVICE), .ctor = nvsim_mem_shared_data_ctor },
	{ CK(SUBDEVICE_0, "NV20_SUBDEVICE_0", OPT),
	  .parents = PARENTS(DEVICE), .ctor = subdevice_ctor },
	{ CK(BINAPI, "NV2081_BINAPI", OPT), .parents = PARENTS(SUBDEVICE) },
	{ CK(THIRD_PARTY_P2P, "NV50_THIRD_PARTY_P2P", OPT),
	  .parents = PARENTS(SUBDEVICE) },
	{ CV(MEMORY_VIRTUAL_50, "NV50_MEMORY_VIRTUAL", REQ),
	  .parents = PARENTS(DEVICE), .ctor = nvsim_mem_virtual_ctor,
	  .out = { NVSIM_OUT_TO(MEM_AT(SIZE), MEM_AT(OFFSET)),
		   NVSIM_OUT_TO(MEM_AT(LIMIT), MEM_AT(ADDRESS)) } },
	{ CK(GT200_DEBUGGER, "GT200_DEBUGGER", REQ),
	  .parents = PARENTS(DEVICE) },
	{ CK(FERMI_CONTEXT_SHARE_A, "FERMI_CONTEXT_SHARE_A", REQ),
	  .parents = PARENTS(TSG), .ctor = ctxshare_ctor,
	  .out = { NVSIM_OUT_TO(K(CTXSHARE_PARAMS_SUBCTXID_AT),
				K(CTXSHARE_PARAMS_SIZE)) } },
	{ CK(GF100_SUBDEVICE_MASTER, "GF100_SUBDEVICE_MASTER", NONE),
	  .parents = PARENTS(SUBDEVICE) },
	{ CV(FERMI_VASPACE_A, "FERMI_VASPACE_A", REQ),
	  .parents = MEM_PARENTS, .ctor = vaspace_ctor },
	{ CK(KEPLER_CHANNEL_GROUP_A, "KEPLER_CHANNEL_GROUP_A", REQ),
	  .parents = PARENTS(DEVICE), .ctor = tsg_ctor },
	/* capDescriptor (an nvidia-caps fd) is not checked: no such device */
	{ CK(AMPERE_SMC_CONFIG_SESSION, "AMPERE_SMC_CONFIG_SESSION", REQ),
	  .parents = PARENTS(CLIENT) },
	{ CK(AMPERE_SMC_MONITOR_SESSION, "AMPERE_SMC_MONITOR_SESSION", REQ),
	  .parents = PARENTS(CLIENT) },
	{ CK(HOPPER_USERMODE_A, "HOPPER_USERMODE_A", OPT),
	  .parents = PARENTS(SUBDEVICE), .ctor = nvsim_mem_usermode_ctor },
	{ CV(HOPPER_CHANNEL_GPFIFO_A, "HOPPER_CHANNEL_GPFIFO_A", REQ),
	  .parents = PARENTS(DEVICE, TSG), .ctor = channel_ctor },
	{ CK(HOPPER_DMA_COPY_A, "HOPPER_DMA_COPY_A", OPT),
	  .parents = PARENTS(CHANNEL) },
	{ CK(CONFIDENTIAL_COMPUTE, "NV_CONFIDENTIAL_COMPUTE", OPT),
	  .parents = PARENTS(CLIENT) },
	{ CK(HOPPER_COMPUTE_A, "HOPPER_COMPUTE_A", OPT),
	  .parents = PARENTS(CHANNEL) },
};

u32 nvsim_class_psize(const struct nvsim_class *k)
{
	return nvsim_fact(k->psize);
}

/* Class @cls, if nvsim's version has it. */
const struct nvsim_class *nvsim_class_find(u32 cls)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(classes); i++)
		if (classes[i].cls == cls)
			return nvsim_class_psize(&classes[i]) == GS_ABI_ABSENT ?
			       NULL : &classes[i];
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
	return cls == GS_ABI_CLS_ROOT || cls == GS_ABI_CLS_ROOT_NON_PRIV ||
	       cls == GS_ABI_CLS_ROOT_CLIENT;
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
		return GS_ABI_ERR_INVALID_CLASS;
	if (is_root_class(cls))
		return nvsim_client_new(os, hnew);

	status = nvsim_client_get(hroot, os, &a.client);
	if (status != GS_ABI_NV_OK)
		return status;
	if (*hnew == a.client->handle)
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	if (*hnew && nvsim_obj_lookup(a.client, *hnew))
		return GS_ABI_ERR_INSERT_DUPLICATE_NAME;
	a.parent = nvsim_obj_lookup(a.client, hparent ? hparent : hroot);
	if (!a.parent)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (!parent_ok(k, a.parent->cls))
		return GS_ABI_ERR_INVALID_OBJECT_PARENT;
	a.gpu = nvsim_obj_gpu(a.parent);

	if (k->ctor) {
		status = k->ctor(&a);
		if (status != GS_ABI_NV_OK)
			goto err;
	} else {
		a.res = nvsim_res_new(cls, a.gpu);
		if (!a.res)
			return GS_ABI_ERR_NO_MEMORY;
	}

	status = nvsim_obj_add(a.client, a.parent, hnew, cls, a.res);
	if (status != GS_ABI_NV_OK)
		goto err;
	return GS_ABI_NV_OK;

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

		if (nvsim_class_psize(k) != GS_ABI_ABSENT)
			nvsim_model_line(m, "class", k->cls, k->name, k->out);
	}
}
