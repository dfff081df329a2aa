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
