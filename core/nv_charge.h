/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * What an nvidia.ko escape does to a slice's memory, read from its
 * argument: which RM object it makes or frees, how much framebuffer it
 * asks for (after RM's rounding, core/nv_fb.c) and how much the driver
 * says it took, and which answers are the slice's view of the GPU
 * (core/nv_meminfo.c, core/nv_procs.c).
 *
 * The decisions both engines make, on a copy of the argument: the kernel
 * engine (kmod/ioctl.c, on a kernel copy) and the user-space engine
 * (preload/engine.c) take them from here.
 */
#ifndef _GS_NV_CHARGE_H
#define _GS_NV_CHARGE_H

#include "gs_types.h"
#include "nv_abi.h"
#include "nv_class.h"

#ifdef __cplusplus
extern "C" {
#endif

/* gs_nv_op.kind */
enum gs_nv_op_kind {
	GS_NV_OP_NONE,		/* nothing a ledger or a view cares about */
	GS_NV_OP_ALLOC,		/* RM_ALLOC: an object of class @cls */
	GS_NV_OP_ALLOC_MEMORY,	/* RM_ALLOC_MEMORY: host memory, no FB */
	GS_NV_OP_FREE,		/* RM_FREE: the object and its subtree */
	GS_NV_OP_HEAP_ALLOC,	/* VID_HEAP_CONTROL ALLOC_SIZE: a memory object */
	GS_NV_OP_HEAP_FREE,	/* VID_HEAP_CONTROL FREE of one memory object */
	GS_NV_OP_HEAP_INFO,	/* VID_HEAP_CONTROL INFO: the heap's sizes */
	GS_NV_OP_CONTROL,	/* RM_CONTROL of @cmd */
	GS_NV_OP_DUP,		/* RM_DUP_OBJECT: a new handle on @src_handle */
};

/**
 * struct gs_nv_op - one escape, decoded
 * @abi: the driver's version it was decoded for, which the functions below
 *	read the rest of it by
 * @kind: enum gs_nv_op_kind
 * @client: the RM client it acts for (hRoot, hClient)
 * @parent: the parent of the object made, for allocations
 * @handle: the object made (0 before the call: RM picks one, read it back
 *	with gs_nv_op_handle()), the object freed, or the control's object
 * @src_client: the client of the object a dup names
 * @src_handle: the object a dup names, which the new handle will share
 * @cls: the class made (RM_ALLOC, RM_ALLOC_MEMORY)
 * @cmd: the control (RM_CONTROL)
 * @params: the user pointer of the allocation's or control's parameters
 * @params_size: the bytes RM copies from @params: the class's (0 when
 *	the class is unknown or @params is NULL), or the control's paramsSize
 * @handle_at: offset in the argument where the driver writes the new
 *	handle back
 * @status_at: offset of the RM status in the argument
 */
struct gs_nv_op {
	const struct gs_abi *abi;
	u8 kind;
	u32 client, parent, handle;
	u32 src_client, src_handle;
	u32 cls, cmd;
	u64 params;
	u32 params_size;
	u16 handle_at;
	u16 status_at;
};

/*
 * Decodes the escape @nr on @size bytes at @arg, as @abi's driver reads
 * it. Returns false, leaving @op of kind GS_NV_OP_NONE, for anything the
 * driver would refuse as it is (an unknown escape, a wrong size), that is
 * none of the above, or without @abi.
 */
bool gs_nv_op_decode(const struct gs_abi *abi, u32 nr, const void *arg,
		     u32 size, struct gs_nv_op *op);

/* The handle the driver left at @op->handle_at of @arg. */
u32 gs_nv_op_handle(const struct gs_nv_op *op, const void *arg);

/*
 * How many bytes of the allocation's parameters gs_nv_op_price(),
 * gs_nv_op_allocated() and gs_nv_op_kept() read (at most
 * GS_ABI_MAX_MEMPARAMS_SIZE, never more than @op->params_size): 0
 * for anything they price from the argument alone or not at all. An
 * engine can copy just these.
 */
u32 gs_nv_op_price_params(const struct gs_nv_op *op);

/*
 * What the object an RM_ALLOC makes is to gpuslice: its class's role
 * (enum gs_nv_class_role, core/nv_class.c); GS_NV_ROLE_OTHER for a class
 * the table or the driver does not know and for anything but an RM_ALLOC.
 */
enum gs_nv_class_role gs_nv_op_role(const struct gs_nv_op *op);

/*
 * The framebuffer bytes @op asks for, after RM's rounding, from the
 * argument @arg and the allocation's parameters @params (@op->params_size
 * bytes, or at least gs_nv_op_price_params(); NULL when there are none);
 * 0 for anything that takes none.
 */
u64 gs_nv_op_price(const struct gs_nv_op *op, const void *arg,
		   const void *params);

/*
 * Framebuffer RM keeps for itself for the objects a context is made of,
 * which no per-process count of the driver's shows (GET_PID_INFO, what
 * the audits read). Measured on the GH100 with driver 580.159.04
 * (docs/gpu-validate.md, "Framebuffer RM keeps for itself"):
 *  - a TSG of the graphics/compute engine, 4.3125 MiB (its context
 *    buffers), priced 4.5 MiB: the rest pays for the UVM page-table chunk
 *    of 2 MiB that every eleventh context on a GPU adds;
 *  - a channel, 64 KiB, which RM gives back per TSG, with its last
 *    channel;
 *  - a VA space, 64 KiB at most (RM pools them in pairs).
 * TSGs of copy engines and every other class CUDA allocates cost none.
 */
#define GS_NV_KEPT_GR_TSG	(4608ULL << 10)
#define GS_NV_KEPT_CHANNEL	(64ULL << 10)
#define GS_NV_KEPT_VASPACE	(64ULL << 10)

/*
 * The framebuffer RM keeps for the object @op makes, from its parameters
 * @params (gs_nv_op_price_params() bytes; NULL when there are none): 0
 * for any object of no such cost and for anything but an RM_ALLOC.
 */
u64 gs_nv_op_kept(const struct gs_nv_op *op, const void *params);

/*
 * The framebuffer bytes the driver says it allocated for @op, read from
 * the argument and parameters it wrote back on success; 0 for anything
 * that takes none.
 */
u64 gs_nv_op_allocated(const struct gs_nv_op *op, const void *arg,
		       const void *params);

/* Answers rewritten for a slice's view (gs_nv_view_find()). */
enum gs_nv_view {
	GS_NV_VIEW_NONE,
	GS_NV_VIEW_FB_INFO_V2,	/* FB_GET_INFO_V2: gs_nv_meminfo_v2() */
	GS_NV_VIEW_FB_INFO,	/* FB_GET_INFO: gs_nv_meminfo_list() behind @8 */
	GS_NV_VIEW_PROCS,	/* GET_PIDS, GET_PID_INFO: gs_nv_procs_narrow() */
};

/*
 * The view an RM_CONTROL of @cmd with @params_size bytes answers in @abi's
 * driver: none for a size that is not the control's there.
 */
enum gs_nv_view gs_nv_view_find(const struct gs_abi *abi, u32 cmd,
				u32 params_size);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_CHARGE_H */
