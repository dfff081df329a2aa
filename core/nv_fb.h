/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * How much framebuffer a class-0x40 allocation takes (docs/nvidia-abi.md 3):
 * RM rounds the size up to the page size it picks, which
 * NV_MEMORY_ALLOCATION_PARAMS.attr/attr2 choose or leave to RM.
 */
#ifndef _GS_NV_FB_H
#define _GS_NV_FB_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* NV_MEMORY_ALLOCATION_PARAMS (128 bytes) */
#define GS_NV_MEMPARAMS_SIZE	128
#define GS_NV_MEMPARAMS_ATTR	24
#define GS_NV_MEMPARAMS_ATTR2	28
#define GS_NV_MEMPARAMS_SIZE_AT	64

/*
 * The bytes RM allocates for @size with @attr/@attr2, or ~0 when the sum
 * would not fit in 64 bits.
 */
u64 gs_nv_fb_alloc_size(u64 size, u32 attr, u32 attr2);

/*
 * The framebuffer bytes a RM_VID_HEAP_CONTROL (NVOS32, @size bytes) asks
 * for: an ALLOC_SIZE that becomes a class-0x40 allocation (not virtual,
 * not EGM, located in video memory), after RM's rounding; 0 for anything
 * else.
 */
u64 gs_nv_fb_vidheap_request(const void *nvos32, u32 size);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_FB_H */
