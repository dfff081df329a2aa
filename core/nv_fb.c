// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_fb.h"

#define KiB (1ULL << 10)
#define MiB (1ULL << 20)

/* attr PAGE_SIZE (24:23) and attr2 PAGE_SIZE_HUGE (21:20), nvos.h */
#define ATTR_PAGE_SIZE(a)	(((a) >> 23) & 3)
#define ATTR_PAGE_4K		1
#define ATTR_PAGE_BIG		2
#define ATTR_PAGE_HUGE		3
#define ATTR2_HUGE(a)		(((a) >> 20) & 3)
#define ATTR2_HUGE_512M		2

u64 gs_nv_fb_alloc_size(u64 size, u32 attr, u32 attr2)
{
	u64 page;

	switch (ATTR_PAGE_SIZE(attr)) {
	case ATTR_PAGE_4K:
		page = 4 * KiB;
		break;
	case ATTR_PAGE_BIG:
		page = 64 * KiB;
		break;
	case ATTR_PAGE_HUGE:
		page = ATTR2_HUGE(attr2) == ATTR2_HUGE_512M ? 512 * MiB :
							      2 * MiB;
		break;
	default:
		/* RM's choice for a client: huge pages from 2 MiB up. */
		page = size >= 2 * MiB ? 2 * MiB : 64 * KiB;
		break;
	}
	if (size > ~0ULL - (page - 1))
		return ~0ULL;
	return (size + page - 1) & ~(page - 1);
}

/*
 * NVOS32 (184 bytes): function@8; ALLOC_SIZE's flags@52 attr@56 size@88
 * attr2@144 (nvos.h). rmapi_deprecated_vidheapctrl.c picks the class:
 * VIRTUAL flag 0x50a0, attr2 USE_EGM (24:24) 0x42, attr LOCATION (26:25)
 * VIDMEM 0x40, any other location 0x3e.
 */
#define NVOS32_SIZE		184
#define NVOS32_FUNCTION		8
#define NVOS32_FN_ALLOC_SIZE	2
#define NVOS32_FLAGS		52
#define NVOS32_ATTR		56
#define NVOS32_ALLOC_SIZE	88
#define NVOS32_ATTR2		144
#define FLAGS_VIRTUAL		0x80000
#define ATTR2_USE_EGM(a)	(((a) >> 24) & 1)
#define ATTR_LOCATION(a)	(((a) >> 25) & 3)

u64 gs_nv_fb_vidheap_request(const void *nvos32, u32 size)
{
	u32 fn, flags, attr, attr2;

	if (size != NVOS32_SIZE)
		return 0;
	fn = gs_get_u32(nvos32, NVOS32_FUNCTION);
	flags = gs_get_u32(nvos32, NVOS32_FLAGS);
	attr = gs_get_u32(nvos32, NVOS32_ATTR);
	attr2 = gs_get_u32(nvos32, NVOS32_ATTR2);
	if (fn != NVOS32_FN_ALLOC_SIZE || (flags & FLAGS_VIRTUAL) ||
	    ATTR2_USE_EGM(attr2) || ATTR_LOCATION(attr))
		return 0;
	return gs_nv_fb_alloc_size(gs_get_u64(nvos32, NVOS32_ALLOC_SIZE), attr,
				   attr2);
}
