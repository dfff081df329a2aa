// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_meminfo.h"

/* FB_GET_INFO indexes (ctrl2080fb.h) that say how large or free memory is */
#define FB_INFO_RAM_SIZE		0x07
#define FB_INFO_TOTAL_RAM_SIZE		0x08
#define FB_INFO_HEAP_SIZE		0x09
#define FB_INFO_MAPPABLE_HEAP_SIZE	0x0a
#define FB_INFO_LARGEST_FREE_SIZE	0x12
#define FB_INFO_VISTA_RESERVED_HEAP	0x15
#define FB_INFO_HEAP_FREE		0x16
#define FB_INFO_USABLE_RAM_SIZE		0x20

/* NVOS32: function@8, total u64@24, free u64@32; INFO's size u64@56 */
#define NVOS32_FUNCTION			8
#define NVOS32_TOTAL			24
#define NVOS32_FREE			32
#define NVOS32_INFO_SIZE		56
#define NVOS32_FUNCTION_INFO		5

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
 * The slice's value of FB_GET_INFO @index, given the driver's @kib; sizes
 * become at most the limit (so nvidia-smi's "reserved", TOTAL_RAM less
 * HEAP_SIZE, shrinks to what fits in it), free sizes at most what the
 * slice has left. Values are KiB, rounded down: never more than the quota.
 */
static u32 rewrite_kib(u32 index, u32 kib, const struct gs_mem_view *v)
{
	switch (index) {
	case FB_INFO_RAM_SIZE:
	case FB_INFO_TOTAL_RAM_SIZE:
	case FB_INFO_HEAP_SIZE:
	case FB_INFO_MAPPABLE_HEAP_SIZE:
	case FB_INFO_VISTA_RESERVED_HEAP:
	case FB_INFO_USABLE_RAM_SIZE:
		return (u32)min_u64(kib, v->limit >> 10);
	case FB_INFO_HEAP_FREE:
	case FB_INFO_LARGEST_FREE_SIZE:
		return (u32)min_u64(kib, view_free(v) >> 10);
	default:
		return kib;
	}
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
