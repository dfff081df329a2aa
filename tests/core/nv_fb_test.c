// SPDX-License-Identifier: GPL-2.0 OR MIT
/* RM's rounding of class-0x40 sizes, from the H100 traces' allocations. */

#include <string.h>

#include <kselftest_harness.h>

#include "nv_fb.h"

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

#define H100 abi("580.159.04")

#define KiB (1ULL << 10)
#define MiB (1ULL << 20)
#define CUDA_ATTR 0x18000000u	/* CUDA's cudaMalloc attr: page size left to RM */

TEST(default_pages_as_in_the_traces)
{
	EXPECT_EQ(0x600000ULL, gs_nv_fb_alloc_size(0x420000, CUDA_ATTR, 0));
	EXPECT_EQ(0x4600000ULL, gs_nv_fb_alloc_size(0x44c6880, CUDA_ATTR, 0));
	EXPECT_EQ(0x19e00000ULL, gs_nv_fb_alloc_size(0x19c80000, CUDA_ATTR, 0));
	EXPECT_EQ(2 * MiB, gs_nv_fb_alloc_size(2 * MiB, CUDA_ATTR, 0));
	EXPECT_EQ(64 * KiB, gs_nv_fb_alloc_size(1, CUDA_ATTR, 0));
	EXPECT_EQ(1 * MiB, gs_nv_fb_alloc_size(1 * MiB, CUDA_ATTR, 0));
}

TEST(explicit_page_sizes)
{
	EXPECT_EQ(8 * KiB, gs_nv_fb_alloc_size(5 * KiB, 1u << 23, 0));
	EXPECT_EQ(128 * KiB, gs_nv_fb_alloc_size(65 * KiB, 2u << 23, 0));
	EXPECT_EQ(4 * MiB, gs_nv_fb_alloc_size(3 * MiB, 3u << 23, 1u << 20));
	EXPECT_EQ(512 * MiB, gs_nv_fb_alloc_size(3 * MiB, 3u << 23, 2u << 20));
}

TEST(no_wrap)
{
	EXPECT_EQ(~0ULL, gs_nv_fb_alloc_size(~0ULL - 5, CUDA_ATTR, 0));
}

/* An NVOS32 of @fn asking for @size with @flags, @attr, @attr2. */
static void nvos32(unsigned char *b, unsigned int fn, unsigned int flags,
		   unsigned int attr, unsigned int attr2, unsigned long long size)
{
	memset(b, 0, 184);
	memcpy(b + 8, &fn, 4);
	memcpy(b + 52, &flags, 4);
	memcpy(b + 56, &attr, 4);
	memcpy(b + 88, &size, 8);
	memcpy(b + 144, &attr2, 4);
}

TEST(vidheap_alloc_size_vidmem)
{
	unsigned char b[184];

	nvos32(b, 2, 0, CUDA_ATTR, 0, 3 * MiB);
	EXPECT_EQ(4 * MiB, gs_nv_fb_vidheap_request(H100, b, 184));
	nvos32(b, 2, 0, 1u << 23, 0, 5 * KiB);
	EXPECT_EQ(8 * KiB, gs_nv_fb_vidheap_request(H100, b, 184));
}

TEST(vidheap_other_allocations_and_functions)
{
	unsigned char b[184];

	nvos32(b, 2, 0x80000, CUDA_ATTR, 0, 3 * MiB);	/* virtual: 0x50a0 */
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(H100, b, 184));
	nvos32(b, 2, 0, CUDA_ATTR, 1u << 24, 3 * MiB);	/* EGM: 0x42 */
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(H100, b, 184));
	nvos32(b, 2, 0, CUDA_ATTR | 1u << 25, 0, 3 * MiB);	/* sysmem */
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(H100, b, 184));
	nvos32(b, 5, 0, CUDA_ATTR, 0, 3 * MiB);		/* INFO */
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(H100, b, 184));
	nvos32(b, 2, 0, CUDA_ATTR, 0, 3 * MiB);
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(H100, b, 180));
}

/*
 * attr2 bit 24 is USE_EGM from 550 to 590 (class 0x42, host memory); 535
 * has no such bit and 595 removed it with the class: there the same
 * request is ordinary class-0x40 memory, charged as any other.
 */
TEST(vidheap_egm_bit_per_version)
{
	static const struct {
		const char *version;
		bool egm;
	} v[] = {
		{ "535.288.01", false }, { "550.163.01", true },
		{ "570.211.01", true }, { "575.64.05", true },
		{ "580.142", true }, { "580.159.04", true },
		{ "590.48.01", true }, { "595.45.04", false },
	};
	unsigned char b[184];
	unsigned int i;

	nvos32(b, 2, 0, CUDA_ATTR, 1u << 24, 3 * MiB);
	for (i = 0; i < ARRAY_SIZE(v); i++)
		EXPECT_EQ(v[i].egm ? 0 : 4 * MiB,
			  gs_nv_fb_vidheap_request(abi(v[i].version), b, 184))
			TH_LOG("%s", v[i].version);
	/* no driver's version: nothing priced, the audit's to catch */
	EXPECT_EQ(0, gs_nv_fb_vidheap_request(NULL, b, 184));
}

TEST_HARNESS_MAIN
