// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_charge.h"
#include "nv_class.h"
#include "nv_escape.h"
#include "nv_fb.h"
#include "nv_meminfo.h"
#include "nv_procs.h"

/*
 * RM_ALLOC takes NVOS21 or NVOS64 and RM_ALLOC_MEMORY NVOS02, all three
 * with hRoot, hObjectParent, hObjectNew (in/out) and hClass at the same
 * offsets, and pAllocParms at NVOS21's for the first two; NVOS00
 * (RM_FREE) begins as they do.
 */
#if (GS_ABI_NVOS64_HROOT_AT != GS_ABI_NVOS21_HROOT_AT) || \
	(GS_ABI_NVOS64_HOBJECTPARENT_AT != GS_ABI_NVOS21_HOBJECTPARENT_AT) || \
	(GS_ABI_NVOS64_HOBJECTNEW_AT != GS_ABI_NVOS21_HOBJECTNEW_AT) || \
	(GS_ABI_NVOS64_HCLASS_AT != GS_ABI_NVOS21_HCLASS_AT) || \
	(GS_ABI_NVOS64_PALLOCPARMS_AT != GS_ABI_NVOS21_PALLOCPARMS_AT) || \
	(GS_ABI_NVOS02_HROOT_AT != GS_ABI_NVOS21_HROOT_AT) || \
	(GS_ABI_NVOS02_HOBJECTPARENT_AT != GS_ABI_NVOS21_HOBJECTPARENT_AT) || \
	(GS_ABI_NVOS02_HOBJECTNEW_AT != GS_ABI_NVOS21_HOBJECTNEW_AT) || \
	(GS_ABI_NVOS02_HCLASS_AT != GS_ABI_NVOS21_HCLASS_AT)
#error "RM_ALLOC's and RM_ALLOC_MEMORY's arguments differ where read"
#endif

/*
 * NVOS32 (VID_HEAP_CONTROL): the AllocSize and Free data both have
 * hMemory at one offset (in/out for ALLOC_SIZE).
 */
#if (GS_ABI_NVOS32_ALLOC_HMEMORY_AT != GS_ABI_NVOS32_FREE_HMEMORY_AT)
#error "VID_HEAP_CONTROL's hMemory differs between functions"
#endif

static void decode_alloc(const void *arg, struct gs_nv_op *op)
{
	const struct gs_nv_class *c;

	op->client = gs_get_u32(arg, GS_ABI_NVOS21_HROOT_AT);
	op->parent = gs_get_u32(arg, GS_ABI_NVOS21_HOBJECTPARENT_AT);
	op->handle = gs_get_u32(arg, GS_ABI_NVOS21_HOBJECTNEW_AT);
	op->cls = gs_get_u32(arg, GS_ABI_NVOS21_HCLASS_AT);
	op->handle_at = GS_ABI_NVOS21_HOBJECTNEW_AT;
	if (op->kind != GS_NV_OP_ALLOC)
		return;
	op->params = gs_get_u64(arg, GS_ABI_NVOS21_PALLOCPARMS_AT);
	c = gs_nv_class_find(op->abi, op->cls);
	op->params_size = op->params && c ? gs_nv_class_params(op->abi, c) : 0;
}

static bool decode_vid_heap(const void *arg, struct gs_nv_op *op)
{
	op->client = gs_get_u32(arg, GS_ABI_NVOS32_HROOT_AT);
	op->parent = gs_get_u32(arg, GS_ABI_NVOS32_HOBJECTPARENT_AT);
	op->handle = gs_get_u32(arg, GS_ABI_NVOS32_ALLOC_HMEMORY_AT);
	op->handle_at = GS_ABI_NVOS32_ALLOC_HMEMORY_AT;
	switch (gs_get_u32(arg, GS_ABI_NVOS32_FUNCTION_AT)) {
	case GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE:
		op->kind = GS_NV_OP_HEAP_ALLOC;
		return true;
	case GS_ABI_NVOS32_FUNCTION_FREE:
		op->kind = GS_NV_OP_HEAP_FREE;
		return true;
	case GS_ABI_NVOS32_FUNCTION_INFO:
		op->kind = GS_NV_OP_HEAP_INFO;
		return true;
	}
	return false;
}

bool gs_nv_op_decode(const struct gs_abi *abi, u32 nr, const void *arg,
		     u32 size, struct gs_nv_op *op)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(abi, nr);

	memset(op, 0, sizeof(*op));
	if (!abi || !e || !gs_nv_escape_size_ok(e, size))
		return false;
	op->abi = abi;
	op->status_at = gs_nv_escape_status(e, size);
	switch (nr) {
	case GS_ABI_ESC_RM_ALLOC:
		op->kind = GS_NV_OP_ALLOC;
		decode_alloc(arg, op);
		return true;
	case GS_ABI_ESC_RM_ALLOC_MEMORY:
		op->kind = GS_NV_OP_ALLOC_MEMORY;
		decode_alloc(arg, op);
		return true;
	case GS_ABI_ESC_RM_FREE:
		op->kind = GS_NV_OP_FREE;
		op->client = gs_get_u32(arg, GS_ABI_NVOS00_HROOT_AT);
		op->parent = gs_get_u32(arg, GS_ABI_NVOS00_HOBJECTPARENT_AT);
		op->handle = gs_get_u32(arg, GS_ABI_NVOS00_HOBJECTOLD_AT);
		return true;
	case GS_ABI_ESC_RM_CONTROL:
		op->kind = GS_NV_OP_CONTROL;
		op->client = gs_get_u32(arg, GS_ABI_NVOS54_HCLIENT_AT);
		op->handle = gs_get_u32(arg, GS_ABI_NVOS54_HOBJECT_AT);
		op->cmd = gs_get_u32(arg, GS_ABI_NVOS54_CMD_AT);
		op->params = gs_get_u64(arg, GS_ABI_NVOS54_PARAMS_AT);
		op->params_size = gs_get_u32(arg, GS_ABI_NVOS54_PARAMSSIZE_AT);
		return true;
	case GS_ABI_ESC_RM_DUP_OBJECT:
		op->kind = GS_NV_OP_DUP;
		op->client = gs_get_u32(arg, GS_ABI_NVOS55_HCLIENT_AT);
		op->parent = gs_get_u32(arg, GS_ABI_NVOS55_HPARENT_AT);
		op->handle = gs_get_u32(arg, GS_ABI_NVOS55_HOBJECT_AT);
		op->src_client = gs_get_u32(arg, GS_ABI_NVOS55_HCLIENTSRC_AT);
		op->src_handle = gs_get_u32(arg, GS_ABI_NVOS55_HOBJECTSRC_AT);
		op->handle_at = GS_ABI_NVOS55_HOBJECT_AT;
		return true;
	case GS_ABI_ESC_RM_VID_HEAP_CONTROL:
		if (decode_vid_heap(arg, op))
			return true;
		break;
	}
	memset(op, 0, sizeof(*op));
	return false;
}

u32 gs_nv_op_handle(const struct gs_nv_op *op, const void *arg)
{
	return gs_get_u32(arg, op->handle_at);
}

enum gs_nv_class_role gs_nv_op_role(const struct gs_nv_op *op)
{
	const struct gs_nv_class *c;

	if (op->kind != GS_NV_OP_ALLOC)
		return GS_NV_ROLE_OTHER;
	c = gs_nv_class_find(op->abi, op->cls);
	return c ? c->role : GS_NV_ROLE_OTHER;
}

/*
 * The bytes of a class-0x40 allocation's NV_MEMORY_ALLOCATION_PARAMS the
 * prices read, as @op's driver lays them out: the whole structure, which
 * RM copies, when what the prices read of it lies within the parameters.
 */
static u32 vidmem_params(const struct gs_nv_op *op)
{
	u32 size = GS_ABI(op->abi, MEMPARAMS_SIZE);

	if (size == GS_ABI_ABSENT || op->params_size < size ||
	    !gs_abi_within(GS_ABI_MEMPARAMS_ATTR_AT, 4, size) ||
	    !gs_abi_within(GS_ABI_MEMPARAMS_ATTR2_AT, 4, size) ||
	    !gs_abi_within(GS_ABI_MEMPARAMS_SIZE_AT, 8, size))
		return 0;
	return size;
}

/* NV_CHANNEL_GROUP_ALLOCATION_PARAMETERS up to its engineType */
#define TSG_PARAMS_PRICED	(GS_ABI_TSG_PARAMS_ENGINETYPE_AT + 4)

u32 gs_nv_op_price_params(const struct gs_nv_op *op)
{
	switch (gs_nv_op_role(op)) {
	case GS_NV_ROLE_VIDMEM:
		return vidmem_params(op);
	case GS_NV_ROLE_TSG:
		if (op->params_size < TSG_PARAMS_PRICED)
			return 0;
		return TSG_PARAMS_PRICED;
	default:
		return 0;
	}
}

u64 gs_nv_op_kept(const struct gs_nv_op *op, const void *params)
{
	switch (gs_nv_op_role(op)) {
	case GS_NV_ROLE_TSG:
		/* RM refuses a TSG without parameters */
		if (!params || !gs_nv_op_price_params(op) ||
		    gs_get_u32(params, GS_ABI_TSG_PARAMS_ENGINETYPE_AT) !=
		    GS_ABI_NV2080_ENGINE_TYPE_GR0)
			return 0;
		return GS_NV_KEPT_GR_TSG;
	case GS_NV_ROLE_CHANNEL:
		return GS_NV_KEPT_CHANNEL;
	case GS_NV_ROLE_VASPACE:
		return GS_NV_KEPT_VASPACE;
	default:
		return 0;
	}
}

/* A class-0x40 allocation with its parameters at hand. */
static bool prices_params(const struct gs_nv_op *op, const void *params)
{
	return params && gs_nv_op_role(op) == GS_NV_ROLE_VIDMEM &&
	       gs_nv_op_price_params(op);
}

u64 gs_nv_op_price(const struct gs_nv_op *op, const void *arg,
		   const void *params)
{
	if (op->kind == GS_NV_OP_HEAP_ALLOC)
		return gs_nv_fb_vidheap_request(op->abi, arg,
						GS_ABI_NVOS32_SIZE);
	if (!prices_params(op, params))
		return 0;
	return gs_nv_fb_alloc_size(gs_get_u64(params, GS_ABI_MEMPARAMS_SIZE_AT),
				   gs_get_u32(params, GS_ABI_MEMPARAMS_ATTR_AT),
				   gs_get_u32(params, GS_ABI_MEMPARAMS_ATTR2_AT));
}

u64 gs_nv_op_allocated(const struct gs_nv_op *op, const void *arg,
		       const void *params)
{
	/* Only what was priced takes framebuffer: the rest is 0 either way. */
	if (!gs_nv_op_price(op, arg, params))
		return 0;
	if (op->kind == GS_NV_OP_HEAP_ALLOC)
		return gs_get_u64(arg, GS_ABI_NVOS32_ALLOC_SIZE_AT);
	return gs_get_u64(params, GS_ABI_MEMPARAMS_SIZE_AT);
}

enum gs_nv_view gs_nv_view_find(const struct gs_abi *abi, u32 cmd,
				u32 params_size)
{
	if (!abi)
		return GS_NV_VIEW_NONE;
	if (cmd == GS_ABI_CTRL_2080_FB_GET_INFO_V2 &&
	    params_size == GS_ABI(abi, CTRL_2080_FB_GET_INFO_V2_SIZE))
		return GS_NV_VIEW_FB_INFO_V2;
	if (cmd == GS_ABI_CTRL_2080_FB_GET_INFO &&
	    params_size == GS_ABI_CTRL_2080_FB_GET_INFO_SIZE)
		return GS_NV_VIEW_FB_INFO;
	if ((cmd == GS_ABI_CTRL_2080_GPU_GET_PIDS &&
	     params_size == GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE) ||
	    (cmd == GS_ABI_CTRL_2080_GPU_GET_PID_INFO &&
	     params_size == GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE))
		return GS_NV_VIEW_PROCS;
	return GS_NV_VIEW_NONE;
}
