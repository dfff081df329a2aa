// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "ledger.h"
#include "nv_meminfo.h"

/*
 * The FB_GET_INFO indexes (ctrl2080fb.h) the view rewrites, in both
 * forms of the control and in both engines: sizes become at most the
 * slice's limit (so nvidia-smi's "reserved", TOTAL_RAM less HEAP_SIZE,
 * shrinks to what fits in it), free sizes at most what the slice has left.
 * Every other index is the driver's answer.
 */
static const struct {
	u32 index;
	bool free;
} fb_info_rewritten[] = {
	{ GS_ABI_FB_INFO_INDEX_RAM_SIZE, false },
	{ GS_ABI_FB_INFO_INDEX_TOTAL_RAM_SIZE, false },
	{ GS_ABI_FB_INFO_INDEX_HEAP_SIZE, false },
	{ GS_ABI_FB_INFO_INDEX_MAPPABLE_HEAP_SIZE, false },
	{ GS_ABI_FB_INFO_INDEX_LARGEST_FREE_REGION_SIZE_KB, true },
	{ GS_ABI_FB_INFO_INDEX_VISTA_RESERVED_HEAP_SIZE, false },
	{ GS_ABI_FB_INFO_INDEX_HEAP_FREE, true },
	{ GS_ABI_FB_INFO_INDEX_USABLE_RAM_SIZE, false },
};

static u64 min_u64(u64 a, u64 b)
{
	return a < b ? a : b;
}

/* What the slice may still take: nothing once at or over its limit. */
static u64 view_free(const struct gs_mem_view *v)
{
	return v->used < v->limit ? v->limit - v->used : 0;
}

/*
 * The slice's value of FB_GET_INFO @index, given the driver's @kib.
 * Values are KiB, rounded down: never more than the quota.
 */
static u32 rewrite_kib(u32 index, u32 kib, const struct gs_mem_view *v)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fb_info_rewritten); i++) {
		if (fb_info_rewritten[i].index != index)
			continue;
		if (fb_info_rewritten[i].free)
			return (u32)min_u64(kib, view_free(v) >> 10);
		return (u32)min_u64(kib, v->limit >> 10);
	}
	return kib;
}

/* Rewrites the @n entries at @list, at most @max of them. */
static void rewrite_list(void *list, u32 n, u32 max,
			 const struct gs_mem_view *v)
{
	u32 i;

	if (n > max)
		n = max;
	for (i = 0; i < n; i++) {
		u32 at = i * GS_ABI_FB_INFO_SIZE;

		gs_put_u32(list, at + GS_ABI_FB_INFO_DATA_AT,
			   rewrite_kib(gs_get_u32(list, at + GS_ABI_FB_INFO_INDEX_AT),
				       gs_get_u32(list, at + GS_ABI_FB_INFO_DATA_AT),
				       v));
	}
}

void gs_nv_meminfo_list(const struct gs_abi *abi, void *list, u32 n,
			const struct gs_mem_view *v)
{
	u32 max = abi ? GS_ABI(abi, FB_INFO_MAX_LIST_SIZE) : 0;

	if (max == GS_ABI_ABSENT)
		return;
	rewrite_list(list, n, max, v);
}

bool gs_nv_meminfo_v2(const struct gs_abi *abi, void *params, u32 size,
		      const struct gs_mem_view *v)
{
	u32 max;

	if (!abi || size != GS_ABI(abi, CTRL_2080_FB_GET_INFO_V2_SIZE))
		return false;
	max = GS_ABI(abi, CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX);
	if (max == GS_ABI_ABSENT ||
	    !gs_abi_within(GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT,
			   max * GS_ABI_FB_INFO_SIZE, size))
		return false;
	rewrite_list((u8 *)params + GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT,
		     gs_get_u32(params,
				GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT),
		     max, v);
	return true;
}

/*
 * RM fills total and free from HEAP_SIZE and HEAP_FREE for INFO only
 * (rmapi_deprecated_vidheapctrl.c); the allocating functions zero them.
 * Bytes, not KiB.
 */
bool gs_nv_meminfo_heap(const struct gs_abi *abi, void *nvos32, u32 size,
			const struct gs_mem_view *v)
{
	u64 left = view_free(v);

	if (!abi || size != GS_ABI_NVOS32_SIZE ||
	    gs_get_u32(nvos32, GS_ABI_NVOS32_FUNCTION_AT) !=
	    GS_ABI_NVOS32_FUNCTION_INFO)
		return false;
	gs_put_u64(nvos32, GS_ABI_NVOS32_TOTAL_AT,
		   min_u64(gs_get_u64(nvos32, GS_ABI_NVOS32_TOTAL_AT), v->limit));
	gs_put_u64(nvos32, GS_ABI_NVOS32_FREE_AT,
		   min_u64(gs_get_u64(nvos32, GS_ABI_NVOS32_FREE_AT), left));
	gs_put_u64(nvos32, GS_ABI_NVOS32_INFO_SIZE_AT,
		   min_u64(gs_get_u64(nvos32, GS_ABI_NVOS32_INFO_SIZE_AT), left));
	return true;
}

u32 gs_nv_meminfo_list_at(const struct gs_abi *abi, const void *params,
			  u32 size, u64 *list)
{
	u32 n, max;

	if (!abi || size != GS_ABI_CTRL_2080_FB_GET_INFO_SIZE)
		return 0;
	max = GS_ABI(abi, FB_INFO_MAX_LIST_SIZE);
	if (max == GS_ABI_ABSENT)
		return 0;
	n = gs_get_u32(params, GS_ABI_CTRL_2080_FB_GET_INFO_FBINFOLISTSIZE_AT);
	*list = gs_get_u64(params, GS_ABI_CTRL_2080_FB_GET_INFO_FBINFOLIST_AT);
	return n < max ? n : max;
}

void gs_mem_view_of(struct gs_mem_view *v, const struct gs_ledger *const *l,
		    unsigned int n)
{
	u64 left = U64_MAX;
	unsigned int i;

	if (!n) {
		v->limit = 0;
		v->used = 0;
		return;
	}
	v->limit = U64_MAX;
	for (i = 0; i < n; i++) {
		v->limit = min_u64(v->limit, l[i]->limit);
		left = min_u64(left, l[i]->used < l[i]->limit ?
				     l[i]->limit - l[i]->used : 0);
	}
	v->used = v->limit - min_u64(left, v->limit);
}
