// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "ledger.h"
#include "nv_abi_const.h"
#include "nv_meminfo.h"

/* NVOS32: function@8, total u64@24, free u64@32; INFO's size u64@56 */
#define NVOS32_FUNCTION			GS_ABI_NVOS32_FUNCTION_AT
#define NVOS32_TOTAL			GS_ABI_NVOS32_TOTAL_AT
#define NVOS32_FREE			GS_ABI_NVOS32_FREE_AT
#define NVOS32_INFO_SIZE		GS_ABI_NVOS32_INFO_SIZE_AT
#define NVOS32_FUNCTION_INFO		GS_ABI_NVOS32_FUNCTION_INFO

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

void gs_nv_meminfo_list(void *list, u32 n, const struct gs_mem_view *v)
{
	u32 i;

	if (n > GS_NV_FB_INFO_MAX)
		n = GS_NV_FB_INFO_MAX;
	for (i = 0; i < n; i++) {
		u32 at = i * GS_NV_FB_INFO_ENTRY;

		gs_put_u32(list, at + 4, rewrite_kib(gs_get_u32(list, at),
						  gs_get_u32(list, at + 4), v));
	}
}

bool gs_nv_meminfo_v2(void *params, u32 size, const struct gs_mem_view *v)
{
	if (size != GS_NV_FB_GET_INFO_V2_SIZE)
		return false;
	gs_nv_meminfo_list((u8 *)params + 4, gs_get_u32(params, 0), v);
	return true;
}

/*
 * RM fills total and free from HEAP_SIZE and HEAP_FREE for INFO only
 * (rmapi_deprecated_vidheapctrl.c); the allocating functions zero them.
 * Bytes, not KiB.
 */
bool gs_nv_meminfo_heap(void *nvos32, u32 size, const struct gs_mem_view *v)
{
	u64 left = view_free(v);

	if (size != GS_NV_NVOS32_SIZE ||
	    gs_get_u32(nvos32, NVOS32_FUNCTION) != NVOS32_FUNCTION_INFO)
		return false;
	gs_put_u64(nvos32, NVOS32_TOTAL,
		min_u64(gs_get_u64(nvos32, NVOS32_TOTAL), v->limit));
	gs_put_u64(nvos32, NVOS32_FREE,
		min_u64(gs_get_u64(nvos32, NVOS32_FREE), left));
	gs_put_u64(nvos32, NVOS32_INFO_SIZE,
		min_u64(gs_get_u64(nvos32, NVOS32_INFO_SIZE), left));
	return true;
}

u32 gs_nv_meminfo_list_at(const void *params, u32 size, u64 *list)
{
	u32 n;

	if (size != GS_NV_FB_GET_INFO_SIZE)
		return 0;
	n = gs_get_u32(params, GS_ABI_CTRL_2080_FB_GET_INFO_FBINFOLISTSIZE_AT);
	*list = gs_get_u64(params, GS_NV_FB_GET_INFO_LIST_AT);
	return n < GS_NV_FB_INFO_MAX ? n : GS_NV_FB_INFO_MAX;
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
