// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * RM_USER_SHARED_DATA's page (class 0xde; docs/abi.md), which every CUDA
 * context maps: the card's PMA total and free bytes, from 550 on. The
 * description's offsets for them lie within the page in every version
 * that has them, for whoever reads or writes the page (nvsim, the tests,
 * gpu/rusd_shim.c). That the engines let the class through and charge it
 * nothing, view_test shows through a slice.
 */

#include <kselftest_harness.h>

#include "nv_abi.h"

/* The PMA figures: two u64 in the page from 550, none before */
TEST(pma_figures_within_the_page)
{
	unsigned int i, n;
	const struct gs_abi *abi = gs_abi_list(&n);

	for (i = 0; i < n; i++) {
		const struct gs_abi *v = &abi[i];
		u32 size = GS_ABI(v, RUSD_PAGE_SIZE);
		u32 total_at = GS_ABI(v, RUSD_PAGE_PMA_TOTAL_AT);
		u32 free_at = GS_ABI(v, RUSD_PAGE_PMA_FREE_AT);

		if (v->key < GS_ABI_KEY(550, 0, 0)) {
			EXPECT_EQ(GS_ABI_ABSENT, total_at) TH_LOG("%s", v->version);
			EXPECT_EQ(GS_ABI_ABSENT, free_at) TH_LOG("%s", v->version);
			continue;
		}
		EXPECT_TRUE(gs_abi_within(total_at, 8, size))
			TH_LOG("%s", v->version);
		EXPECT_TRUE(gs_abi_within(free_at, 8, size))
			TH_LOG("%s", v->version);
		EXPECT_EQ(total_at + 8, free_at) TH_LOG("%s", v->version);
		EXPECT_GE(4096, size) TH_LOG("%s: one page", v->version);
	}
}

TEST_HARNESS_MAIN
