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
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The most bytes of {index, data} entries a legacy FB_GET_INFO list has in
 * any supported version: room for gs_nv_meminfo_list_at()'s entries.
 */
#define GS_NV_FB_INFO_LIST_BYTES \
	(GS_ABI_MAX_FB_INFO_MAX_LIST_SIZE * GS_ABI_FB_INFO_SIZE)

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
 * @n above the most @abi's driver takes (FB_INFO_MAX_LIST_SIZE) is
 * clamped, as the driver refuses it anyway.
 */
void gs_nv_meminfo_list(const struct gs_abi *abi, void *list, u32 n,
			const struct gs_mem_view *v);

/*
 * The legacy FB_GET_INFO's list is in the caller's memory, not in the
 * parameters (@size bytes at @params): puts its address into *@list and
 * returns the entries the view rewrites there (at most @abi's driver's
 * FB_INFO_MAX_LIST_SIZE, as the driver refuses more); 0 when @size is not
 * the control's. The engine copies that many GS_ABI_FB_INFO_SIZE bytes
 * from *@list (at most GS_NV_FB_INFO_LIST_BYTES), rewrites them with
 * gs_nv_meminfo_list() and writes them back.
 */
u32 gs_nv_meminfo_list_at(const struct gs_abi *abi, const void *params,
			  u32 size, u64 *list);

/*
 * Rewrites an FB_GET_INFO_V2 answer, @size bytes at @params, as @abi's
 * driver lays it out. Returns false, changing nothing, when @size is not
 * the control's there.
 */
bool gs_nv_meminfo_v2(const struct gs_abi *abi, void *params, u32 size,
		      const struct gs_mem_view *v);

/*
 * Rewrites a VID_HEAP_CONTROL answer (NVOS32, @size bytes): the heap's total
 * and free bytes and, for function INFO, the largest free block. Returns
 * false, changing nothing, for a size that is not NVOS32's or a function
 * that answers no heap sizes.
 */
bool gs_nv_meminfo_heap(const struct gs_abi *abi, void *nvos32, u32 size,
			const struct gs_mem_view *v);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_MEMINFO_H */
