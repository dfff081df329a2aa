/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The slice's own view of a GPU's memory (docs/nvidia-abi.md 4): the answers of
 * the memory queries CUDA, NVML and frameworks size themselves by,
 * rewritten so the card looks as large as the slice's limit and as free as
 * the slice's remaining quota. Works on a kernel copy of the answer, after
 * the driver has given it.
 *
 * Every rewritten value is the smaller of the driver's and the slice's, so
 * a slice never sees more than the card has, nor more free memory than the
 * card has left: other slices' use still shows.
 */
#ifndef _GS_NV_MEMINFO_H
#define _GS_NV_MEMINFO_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* NV2080 FB_GET_INFO (legacy: the list is behind a pointer) and _V2 */
#define GS_NV_CTRL_FB_GET_INFO		0x20801301U
#define GS_NV_CTRL_FB_GET_INFO_V2	0x20801303U
#define GS_NV_FB_GET_INFO_SIZE		16U
#define GS_NV_FB_GET_INFO_V2_SIZE	1028U
/* FB_GET_INFO: fbInfoListSize u32@0, fbInfoList NvP64@8 */
#define GS_NV_FB_GET_INFO_LIST_AT	8U
/* Most {index, data} entries of one query (both forms) */
#define GS_NV_FB_INFO_MAX		128U
#define GS_NV_FB_INFO_ENTRY		8U

/* RM_VID_HEAP_CONTROL's NVOS32 (184 bytes) */
#define GS_NV_NVOS32_SIZE		184U

/* One slice's share of one GPU, in bytes. */
struct gs_mem_view {
	u64 limit;
	u64 used;
};

struct gs_ledger;

/*
 * The slice's share for a call, from the ledgers at @l: the one of the GPU
 * the call is for, or, for a call gpuslice cannot place on a GPU, those of
 * every GPU of the slice, whose smallest share it sees (the smallest limit
 * and the least left: never more than any of them holds). No ledger, for
 * a GPU that is none of the slice's, is a share of nothing. The caller
 * holds what serialises the ledgers.
 */
void gs_mem_view_of(struct gs_mem_view *v, const struct gs_ledger *const *l,
		    unsigned int n);

/*
 * Rewrites @n {index u32, data u32} entries at @list (values in KiB);
 * @n above GS_NV_FB_INFO_MAX is clamped, as the driver refuses it anyway.
 */
void gs_nv_meminfo_list(void *list, u32 n, const struct gs_mem_view *v);

/*
 * The legacy FB_GET_INFO's list is in the caller's memory, not in the
 * parameters (@size bytes at @params): puts its address into *@list and
 * returns the entries the view rewrites there (at most GS_NV_FB_INFO_MAX,
 * as the driver refuses more); 0 when @size is not the control's. The
 * engine copies that many GS_NV_FB_INFO_ENTRY bytes from *@list,
 * rewrites them with gs_nv_meminfo_list() and writes them back.
 */
u32 gs_nv_meminfo_list_at(const void *params, u32 size, u64 *list);

/*
 * Rewrites an FB_GET_INFO_V2 answer, @size bytes at @params. Returns false,
 * changing nothing, when @size is not the control's.
 */
bool gs_nv_meminfo_v2(void *params, u32 size, const struct gs_mem_view *v);

/*
 * Rewrites a VID_HEAP_CONTROL answer (NVOS32, @size bytes): the heap's total
 * and free bytes and, for function INFO, the largest free block. Returns
 * false, changing nothing, for a size that is not NVOS32's or a function
 * that answers no heap sizes.
 */
bool gs_nv_meminfo_heap(void *nvos32, u32 size, const struct gs_mem_view *v);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_MEMINFO_H */
