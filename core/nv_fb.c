// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_fb.h"

#define KiB (1ULL << 10)
#define MiB (1ULL << 20)

/* The bit field GS_ABI_<f>_LO..GS_ABI_<f>_HI of @v (nvos.h's DRF) */
#define FIELD(v, f) \
	(((v) >> GS_ABI_##f##_LO) & \
	 ((2U << (GS_ABI_##f##_HI - GS_ABI_##f##_LO)) - 1))

u64 gs_nv_fb_alloc_size(u64 size, u32 attr, u32 attr2)
{
	u64 page;

	switch (FIELD(attr, NVOS32_ATTR_PAGE_SIZE)) {
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_4KB:
		page = 4 * KiB;
		break;
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_BIG:
		page = 64 * KiB;
		break;
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_HUGE:
		page = FIELD(attr2, NVOS32_ATTR2_PAGE_SIZE_HUGE) ==
		       GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_512MB ? 512 * MiB :
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
 * Whether attr2 asks for EGM: rmapi_deprecated_vidheapctrl.c makes class
 * 0x42 of it where the driver has EGM (550 to 590); 535 and 595 have no
 * such bit, and bit 24 set there is an ordinary class-0x40 allocation.
 */
static bool vidheap_egm(const struct gs_abi *abi, u32 attr2)
{
	u32 lo = GS_ABI(abi, NVOS32_ATTR2_USE_EGM_LO);

	return GS_ABI(abi, VIDHEAP_EGM_CLASS) != GS_ABI_ABSENT &&
	       lo != GS_ABI_ABSENT &&
	       ((attr2 >> lo) & 1) == GS_ABI_NVOS32_ATTR2_USE_EGM_TRUE;
}

/*
 * rmapi_deprecated_vidheapctrl.c picks the class of an ALLOC_SIZE: the
 * VIRTUAL flag 0x50a0, EGM (above) 0x42, attr LOCATION VIDMEM 0x40, any
 * other location 0x3e.
 */
u64 gs_nv_fb_vidheap_request(const struct gs_abi *abi, const void *nvos32,
			     u32 size)
{
	u32 fn, flags, attr, attr2;

	if (!abi || size != GS_ABI_NVOS32_SIZE)
		return 0;
	fn = gs_get_u32(nvos32, GS_ABI_NVOS32_FUNCTION_AT);
	flags = gs_get_u32(nvos32, GS_ABI_NVOS32_ALLOC_FLAGS_AT);
	attr = gs_get_u32(nvos32, GS_ABI_NVOS32_ALLOC_ATTR_AT);
	attr2 = gs_get_u32(nvos32, GS_ABI_NVOS32_ALLOC_ATTR2_AT);
	if (fn != GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE ||
	    (flags & GS_ABI_NVOS32_ALLOC_FLAGS_VIRTUAL) ||
	    vidheap_egm(abi, attr2) ||
	    FIELD(attr, NVOS32_ATTR_LOCATION) != GS_ABI_NVOS32_ATTR_LOCATION_VIDMEM)
		return 0;
	return gs_nv_fb_alloc_size(gs_get_u64(nvos32, GS_ABI_NVOS32_ALLOC_SIZE_AT),
				   attr, attr2);
}
