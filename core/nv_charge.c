// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_charge.h"
#include "nv_class.h"
#include "nv_escape.h"
#include "nv_fb.h"
#include "nv_meminfo.h"
#include "nv_procs.h"

/*
 * NVOS21/NVOS64 (RM_ALLOC) and NVOS02 (RM_ALLOC_MEMORY): hRoot@0,
 * hObjectParent@4, hObjectNew@8 (in/out), hClass@12, pAllocParms@16.
 * NVOS00 (RM_FREE): hRoot@0, hObjectParent@4, hObjectOld@8.
 * NVOS54 (RM_CONTROL): hClient@0, hObject@4, cmd@8, params@16,
 * paramsSize@24.
 * NVOS55 (RM_DUP_OBJECT): hClient@0, hParent@4, hObject@8 (in/out),
 * hClientSrc@12, hObjectSrc@16.
 */
#define RM_ROOT			0
#define RM_PARENT		4
#define RM_HANDLE		8
#define RM_CLASS		12
#define RM_PARAMS		16
#define RM_CTRL_CMD		8
#define RM_CTRL_PARAMS_SIZE	24
#define RM_DUP_SRC_CLIENT	12
#define RM_DUP_SRC_OBJECT	16

/*
 * NVOS32 (VID_HEAP_CONTROL): hRoot@0, hObjectParent@4, function@8; the
 * AllocSize and Free data both start owner@40, hMemory@44 (in/out for
 * ALLOC_SIZE); AllocSize's size@88 is written back rounded.
 */
#define NVOS32_FUNCTION		8
#define NVOS32_HMEMORY		44
#define NVOS32_ALLOC_SIZE	88
#define NVOS32_FN_ALLOC_SIZE	2
#define NVOS32_FN_FREE		3
#define NVOS32_FN_INFO		5

static void decode_alloc(const void *arg, struct gs_nv_op *op)
{
	const struct gs_nv_class *c;

	op->client = gs_get_u32(arg, RM_ROOT);
	op->parent = gs_get_u32(arg, RM_PARENT);
	op->handle = gs_get_u32(arg, RM_HANDLE);
	op->cls = gs_get_u32(arg, RM_CLASS);
	op->handle_at = RM_HANDLE;
	if (op->kind != GS_NV_OP_ALLOC)
		return;
	op->params = gs_get_u64(arg, RM_PARAMS);
	c = gs_nv_class_find(op->cls);
	op->params_size = op->params && c ? c->params_size : 0;
}

static bool decode_vid_heap(const void *arg, struct gs_nv_op *op)
{
	op->client = gs_get_u32(arg, RM_ROOT);
	op->parent = gs_get_u32(arg, RM_PARENT);
	op->handle = gs_get_u32(arg, NVOS32_HMEMORY);
	op->handle_at = NVOS32_HMEMORY;
	switch (gs_get_u32(arg, NVOS32_FUNCTION)) {
	case NVOS32_FN_ALLOC_SIZE:
		op->kind = GS_NV_OP_HEAP_ALLOC;
		return true;
	case NVOS32_FN_FREE:
		op->kind = GS_NV_OP_HEAP_FREE;
		return true;
	case NVOS32_FN_INFO:
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
	if (!e || !gs_nv_escape_size_ok(e, size))
		return false;
	op->status_at = gs_nv_escape_status(e, size);
	switch (nr) {
	case GS_NV_ESC_RM_ALLOC:
		op->kind = GS_NV_OP_ALLOC;
		decode_alloc(arg, op);
		return true;
	case GS_NV_ESC_RM_ALLOC_MEMORY:
		op->kind = GS_NV_OP_ALLOC_MEMORY;
		decode_alloc(arg, op);
		return true;
	case GS_NV_ESC_RM_FREE:
		op->kind = GS_NV_OP_FREE;
		op->client = gs_get_u32(arg, RM_ROOT);
		op->parent = gs_get_u32(arg, RM_PARENT);
		op->handle = gs_get_u32(arg, RM_HANDLE);
		return true;
	case GS_NV_ESC_RM_CONTROL:
		op->kind = GS_NV_OP_CONTROL;
		op->client = gs_get_u32(arg, RM_ROOT);
		op->handle = gs_get_u32(arg, RM_PARENT);
		op->cmd = gs_get_u32(arg, RM_CTRL_CMD);
		op->params = gs_get_u64(arg, RM_PARAMS);
		op->params_size = gs_get_u32(arg, RM_CTRL_PARAMS_SIZE);
		return true;
	case GS_NV_ESC_RM_DUP_OBJECT:
		op->kind = GS_NV_OP_DUP;
		op->client = gs_get_u32(arg, RM_ROOT);
		op->parent = gs_get_u32(arg, RM_PARENT);
		op->handle = gs_get_u32(arg, RM_HANDLE);
		op->src_client = gs_get_u32(arg, RM_DUP_SRC_CLIENT);
		op->src_handle = gs_get_u32(arg, RM_DUP_SRC_OBJECT);
		op->handle_at = RM_HANDLE;
		return true;
	case GS_NV_ESC_RM_VID_HEAP_CONTROL:
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
	c = gs_nv_class_find(op->cls);
	return c ? c->role : GS_NV_ROLE_OTHER;
}

/*
 * NVA06C_ALLOC_PARAMETERS (KEPLER_CHANNEL_GROUP_A): engineType@12, an
 * NV2080_ENGINE_TYPE; GR0 is the graphics/compute engine.
 */
#define TSG_ENGINE_TYPE		12
#define TSG_PARAMS_PRICED	(TSG_ENGINE_TYPE + 4)
#define ENGINE_TYPE_GR0		1

u32 gs_nv_op_price_params(const struct gs_nv_op *op)
{
	switch (gs_nv_op_role(op)) {
	case GS_NV_ROLE_VIDMEM:
		if (op->params_size < GS_NV_MEMPARAMS_SIZE)
			return 0;
		return GS_NV_MEMPARAMS_SIZE;
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
		    gs_get_u32(params, TSG_ENGINE_TYPE) != ENGINE_TYPE_GR0)
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
		return gs_nv_fb_vidheap_request(arg, GS_NV_NVOS32_SIZE);
	if (!prices_params(op, params))
		return 0;
	return gs_nv_fb_alloc_size(gs_get_u64(params, GS_NV_MEMPARAMS_SIZE_AT),
				   gs_get_u32(params, GS_NV_MEMPARAMS_ATTR),
				   gs_get_u32(params, GS_NV_MEMPARAMS_ATTR2));
}

u64 gs_nv_op_allocated(const struct gs_nv_op *op, const void *arg,
		       const void *params)
{
	/* Only what was priced takes framebuffer: the rest is 0 either way. */
	if (!gs_nv_op_price(op, arg, params))
		return 0;
	if (op->kind == GS_NV_OP_HEAP_ALLOC)
		return gs_get_u64(arg, NVOS32_ALLOC_SIZE);
	return gs_get_u64(params, GS_NV_MEMPARAMS_SIZE_AT);
}

enum gs_nv_view gs_nv_view_find(u32 cmd, u32 params_size)
{
	if (cmd == GS_NV_CTRL_FB_GET_INFO_V2 &&
	    params_size == GS_NV_FB_GET_INFO_V2_SIZE)
		return GS_NV_VIEW_FB_INFO_V2;
	if (cmd == GS_NV_CTRL_FB_GET_INFO &&
	    params_size == GS_NV_FB_GET_INFO_SIZE)
		return GS_NV_VIEW_FB_INFO;
	if ((cmd == GS_NV_CTRL_GET_PIDS && params_size == GS_NV_GET_PIDS_SIZE) ||
	    (cmd == GS_NV_CTRL_GET_PID_INFO &&
	     params_size == GS_NV_GET_PID_INFO_SIZE))
		return GS_NV_VIEW_PROCS;
	return GS_NV_VIEW_NONE;
}
