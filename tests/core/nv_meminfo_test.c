// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The slice's view of memory: the H100's answers (docs/nvidia-abi.md 4) as a
 * slice of 4 GiB sees them.
 */

#include <stdint.h>
#include <string.h>

#include <kselftest_harness.h>

#include "ledger.h"
#include "nv_meminfo.h"

#define KiB 1024ULL
#define MiB (1024 * KiB)
#define GiB (1024 * MiB)

/* The H100 80GB: TOTAL_RAM and HEAP_SIZE, KiB */
#define H100_RAM_KIB	83516416U
#define H100_HEAP_KIB	83024896U

static uint8_t buf[1028];

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

#define H100 abi("580.159.04")

static uint32_t u32_at(unsigned int off)
{
	uint32_t v;

	memcpy(&v, buf + off, 4);
	return v;
}

static uint64_t u64_at(unsigned int off)
{
	uint64_t v;

	memcpy(&v, buf + off, 8);
	return v;
}

static void set_u32(unsigned int off, uint32_t v)
{
	memcpy(buf + off, &v, 4);
}

static void set_u64(unsigned int off, uint64_t v)
{
	memcpy(buf + off, &v, 8);
}

/* A V2 answer of @n entries {idx[i], kib[i]}. */
static void answer(unsigned int n, const uint32_t *idx, const uint32_t *kib)
{
	unsigned int i;

	memset(buf, 0, sizeof(buf));
	set_u32(0, n);
	for (i = 0; i < n; i++) {
		set_u32(4 + 8 * i, idx[i]);
		set_u32(8 + 8 * i, kib[i]);
	}
}

/* cudaMemGetInfo's query: free = HEAP_FREE, total = HEAP_SIZE. */
TEST(cuda_mem_get_info)
{
	static const uint32_t idx[] = { 0x16, 0x09, 0x10 };
	static const uint32_t kib[] = { 80000000, H100_HEAP_KIB, 0 };
	struct gs_mem_view v = { 4 * GiB, 1 * GiB };

	answer(3, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(3 * GiB / KiB, u32_at(8));
	EXPECT_EQ(4 * GiB / KiB, u32_at(16));
	EXPECT_EQ(0, u32_at(24));
	/* The indexes themselves stay. */
	EXPECT_EQ(0x16, u32_at(4));
	EXPECT_EQ(0x09, u32_at(12));
}

/*
 * nvidia-smi: total = TOTAL_RAM, reserved = TOTAL_RAM - HEAP_SIZE, used =
 * total - free - reserved. In the slice: total is the limit, nothing is
 * reserved, used is the slice's use.
 */
TEST(nvidia_smi_memory)
{
	static const uint32_t idx[] = { 0x16, 0x08, 0x09 };
	static const uint32_t kib[] = { 70000000, H100_RAM_KIB, H100_HEAP_KIB };
	struct gs_mem_view v = { 4 * GiB, 1536 * MiB };
	uint32_t total, free, reserved;

	answer(3, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	free = u32_at(8);
	total = u32_at(16);
	reserved = total - u32_at(24);
	EXPECT_EQ(4 * GiB / KiB, total);
	EXPECT_EQ(0, reserved);
	EXPECT_EQ(1536 * MiB / KiB, total - free - reserved);
}

/* Every size index is capped; unrelated indexes are the driver's. */
TEST(sizes_capped_others_untouched)
{
	static const uint32_t idx[] = { 0x07, 0x08, 0x09, 0x0a, 0x15, 0x20,
					0x12, 0x16, 0x05, 0x1d, 0x0b, 0x3b };
	static const uint32_t kib[] = { H100_RAM_KIB, H100_RAM_KIB,
					H100_HEAP_KIB, H100_HEAP_KIB, 1000,
					H100_RAM_KIB, 50000000, 60000000,
					134217728, 134216064, 5120,
					0xffffffff };
	struct gs_mem_view v = { 2 * GiB, 0 };
	unsigned int i;

	answer(12, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	for (i = 0; i < 4; i++)
		EXPECT_EQ(2 * GiB / KiB, u32_at(8 + 8 * i));
	EXPECT_EQ(1000, u32_at(8 + 8 * 4));	/* already below the limit */
	EXPECT_EQ(2 * GiB / KiB, u32_at(8 + 8 * 5));
	EXPECT_EQ(2 * GiB / KiB, u32_at(8 + 8 * 6));
	EXPECT_EQ(2 * GiB / KiB, u32_at(8 + 8 * 7));
	for (i = 8; i < 12; i++)
		EXPECT_EQ(kib[i], u32_at(8 + 8 * i));
}

/* Free is the smaller of the card's and the slice's. */
TEST(free_capped_at_the_cards)
{
	static const uint32_t idx[] = { 0x16 };
	static const uint32_t kib[] = { 512 * 1024 };	/* 512 MiB left */
	struct gs_mem_view v = { 4 * GiB, 1 * GiB };

	answer(1, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(512 * 1024, u32_at(8));
}

/* A lowered limit below use leaves nothing free, and no wrap. */
TEST(over_limit_is_zero_free)
{
	static const uint32_t idx[] = { 0x16, 0x09 };
	static const uint32_t kib[] = { 80000000, H100_HEAP_KIB };
	struct gs_mem_view v = { 1 * GiB, 3 * GiB };

	answer(2, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(0, u32_at(8));
	EXPECT_EQ(1 * GiB / KiB, u32_at(16));
}

/* A slice larger than the card sees the card. */
TEST(limit_above_the_card)
{
	static const uint32_t idx[] = { 0x09, 0x16 };
	static const uint32_t kib[] = { H100_HEAP_KIB, 80000000 };
	struct gs_mem_view v = { 1ULL << 50, 0 };

	answer(2, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(H100_HEAP_KIB, u32_at(8));
	EXPECT_EQ(80000000, u32_at(16));
}

/* Not a KiB more than the quota: values round down. */
TEST(rounds_down)
{
	static const uint32_t idx[] = { 0x09, 0x16 };
	static const uint32_t kib[] = { H100_HEAP_KIB, 80000000 };
	struct gs_mem_view v = { 4 * GiB + 1023, 1 };

	answer(2, idx, kib);
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(4 * GiB / KiB, u32_at(8));
	EXPECT_EQ(4 * GiB / KiB, u32_at(16));
}

/* A hostile list size touches no byte past the parameters. */
TEST(list_size_clamped)
{
	struct gs_mem_view v = { 4 * GiB, 0 };
	unsigned int i;

	memset(buf, 0, sizeof(buf));
	set_u32(0, 0xffffffff);
	for (i = 0; i < 128; i++) {
		set_u32(4 + 8 * i, 0x09);
		set_u32(8 + 8 * i, H100_HEAP_KIB);
	}
	ASSERT_TRUE(gs_nv_meminfo_v2(H100, buf, sizeof(buf), &v));
	EXPECT_EQ(4 * GiB / KiB, u32_at(4 + 8 * 127 + 4));
	EXPECT_FALSE(gs_nv_meminfo_v2(H100, buf, 1020, &v));
}

/* VID_HEAP_CONTROL INFO: total@24, free@32, largest free block@56, bytes. */
TEST(vid_heap_info)
{
	struct gs_mem_view v = { 4 * GiB, 1 * GiB };

	memset(buf, 0, sizeof(buf));
	set_u32(8, 5);
	set_u64(24, (uint64_t)H100_HEAP_KIB * KiB);
	set_u64(32, 80000000ULL * KiB);
	set_u64(56, 79000000ULL * KiB);
	set_u64(64, 12345);
	ASSERT_TRUE(gs_nv_meminfo_heap(H100, buf, 184, &v));
	EXPECT_EQ(4 * GiB, u64_at(24));
	EXPECT_EQ(3 * GiB, u64_at(32));
	EXPECT_EQ(3 * GiB, u64_at(56));
	EXPECT_EQ(12345, u64_at(64));
}

/* Other heap functions, or another size, are left alone. */
TEST(vid_heap_other_functions)
{
	struct gs_mem_view v = { 4 * GiB, 0 };

	memset(buf, 0, sizeof(buf));
	set_u32(8, 2);			/* ALLOC_SIZE */
	set_u64(24, 99 * GiB);
	EXPECT_FALSE(gs_nv_meminfo_heap(H100, buf, 184, &v));
	EXPECT_EQ(99 * GiB, u64_at(24));
	set_u32(8, 5);
	EXPECT_FALSE(gs_nv_meminfo_heap(H100, buf, 180, &v));
	EXPECT_EQ(99 * GiB, u64_at(24));
}

/* The legacy FB_GET_INFO: its list's address and length, clamped. */
TEST(legacy_list_found)
{
	u64 list = 0;

	memset(buf, 0, sizeof(buf));
	set_u32(0, 3);
	set_u64(8, 0x7fff12345678ULL);
	EXPECT_EQ(3, gs_nv_meminfo_list_at(H100, buf, 16, &list));
	EXPECT_EQ(0x7fff12345678ULL, list);
	set_u32(0, 0xffffffff);
	EXPECT_EQ(128, gs_nv_meminfo_list_at(H100, buf, 16, &list));
	/* 535's driver takes at most 54 entries */
	EXPECT_EQ(54, gs_nv_meminfo_list_at(abi("535.288.01"), buf, 16,
					    &list));
	EXPECT_EQ(0, gs_nv_meminfo_list_at(H100, buf, 24, &list));
}

/*
 * Before 580 the V2 answer is shorter (436, 444, 460 bytes: lists of 54,
 * 55, 57 entries): rewritten at its size there, and not one byte past it
 * however large the count the answer claims.
 */
TEST(v2_per_version)
{
	static const struct {
		const char *version;
		u32 size, max;
	} vs[] = {
		{ "535.288.01", 436, 54 }, { "550.163.01", 444, 55 },
		{ "570.211.01", 460, 57 }, { "575.64.05", 460, 57 },
	};
	struct gs_mem_view v = { 4 * GiB, 1 * GiB };
	unsigned int k, i;

	for (k = 0; k < ARRAY_SIZE(vs); k++) {
		const struct gs_abi *a = abi(vs[k].version);

		memset(buf, 0xee, sizeof(buf));
		set_u32(0, 0xffffffff);
		for (i = 0; i < vs[k].max; i++) {
			set_u32(4 + 8 * i, 0x16);	/* HEAP_FREE */
			set_u32(8 + 8 * i, H100_HEAP_KIB);
		}
		ASSERT_TRUE(gs_nv_meminfo_v2(a, buf, vs[k].size, &v))
			TH_LOG("%s", vs[k].version);
		EXPECT_EQ(3 * GiB / KiB, u32_at(8 + 8 * (vs[k].max - 1)));
		for (i = vs[k].size; i < sizeof(buf); i++)
			ASSERT_EQ(0xee, buf[i]) TH_LOG("%s: byte %u",
						       vs[k].version, i);
		/* 580's size is not this version's */
		EXPECT_FALSE(gs_nv_meminfo_v2(a, buf, 1028, &v));
	}
	EXPECT_FALSE(gs_nv_meminfo_v2(H100, buf, 460, &v));
	EXPECT_FALSE(gs_nv_meminfo_v2(NULL, buf, 1028, &v));
}

/*
 * The share a call sees: its GPU's, or for a call on no known GPU the
 * smallest limit and the least left of any GPU, which need not be the
 * same GPU's; over its limit a GPU leaves nothing; no GPU, nothing.
 */
TEST(share_of_the_ledgers)
{
	struct gs_ledger a = { .limit = 4 * GiB, .used = 1 * GiB };
	struct gs_ledger b = { .limit = 8 * GiB, .used = 7 * GiB };
	struct gs_ledger over = { .limit = 2 * GiB, .used = 3 * GiB };
	const struct gs_ledger *l[] = { &a, &b, &over };
	struct gs_mem_view v;

	gs_mem_view_of(&v, l, 1);
	EXPECT_EQ(4 * GiB, v.limit);
	EXPECT_EQ(1 * GiB, v.used);
	gs_mem_view_of(&v, l, 2);
	EXPECT_EQ(4 * GiB, v.limit);	/* a's limit */
	EXPECT_EQ(3 * GiB, v.used);	/* b's 1 GiB left */
	gs_mem_view_of(&v, l + 2, 1);
	EXPECT_EQ(2 * GiB, v.limit);
	EXPECT_EQ(2 * GiB, v.used);
	gs_mem_view_of(&v, l, 3);
	EXPECT_EQ(2 * GiB, v.limit);
	EXPECT_EQ(2 * GiB, v.used);
	gs_mem_view_of(&v, l, 0);
	EXPECT_EQ(0, v.limit);
	EXPECT_EQ(0, v.used);
}

TEST_HARNESS_MAIN
