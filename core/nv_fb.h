/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * How much framebuffer a class-0x40 allocation takes (docs/nvidia-abi.md 3):
 * RM rounds the size up to the page size it picks, which
 * NV_MEMORY_ALLOCATION_PARAMS.attr/attr2 choose or leave to RM. The
 * structures' layouts are the ABI description's (GS_ABI_MEMPARAMS_*,
 * GS_ABI_NVOS32_*).
 */
#ifndef _GS_NV_FB_H
#define _GS_NV_FB_H

#include "gs_types.h"
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The bytes RM allocates for @size with @attr/@attr2, or ~0 when the sum
 * would not fit in 64 bits. The attr bits are the same in every supported
 * version.
 */
u64 gs_nv_fb_alloc_size(u64 size, u32 attr, u32 attr2);

/*
 * The framebuffer bytes a RM_VID_HEAP_CONTROL (NVOS32, @size bytes) asks
 * @abi's driver for: an ALLOC_SIZE that becomes a class-0x40 allocation
 * (not virtual, not EGM where the driver has EGM, located in video
 * memory), after RM's rounding; 0 for anything else.
 */
u64 gs_nv_fb_vidheap_request(const struct gs_abi *abi, const void *nvos32,
			     u32 size);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_FB_H */
