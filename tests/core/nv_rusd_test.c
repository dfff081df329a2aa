// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * RM_USER_SHARED_DATA (class 0xde; docs/abi.md): what the engines do with
 * it and what its page carries. Every CUDA context makes one under each
 * GPU's subdevice and maps it; refused, CUDA finds no device (measured on
 * the H100, docs/gpu-findings.md), so the engines let it through and
 * charge it nothing. Its page holds the card's PMA total and free bytes
 * from 550 on: the description's offsets for them lie within the page in
 * every version that has them, for whoever reads or writes the page
 * (nvsim, the tests).
 */

#include <kselftest_harness.h>

#include "nv_abi.h"
#include "nv_charge.h"
#include "nv_rmapi.h"

/*
 * The cuda trace's (tests/fixtures/cuda.trace.gz, ioctl 86): NVOS64 under
 * the subdevice, a parameter pointer and paramsSize 0
 */
TEST(let_through_and_charged_nothing)
{
	u8 params[GS_ABI_MAX_CLS_RM_USER_SHARED_DATA_PARAMS] = { 0 };
	struct gs_nvos64 a = {
		.hroot = 0xc1d0001b, .hparent = 0x5c000003,
		.hnew = 0x5c000008, .hclass = GS_ABI_CLS_RM_USER_SHARED_DATA,
		.params = (uintptr_t)params,
	};
	struct gs_nv_op op;

	ASSERT_TRUE(gs_nv_op_decode(GS_ABI_ESC_RM_ALLOC, &a, sizeof(a), &op));
	EXPECT_EQ(GS_NV_OP_ALLOC, op.kind);
	EXPECT_EQ(GS_ABI_CLS_RM_USER_SHARED_DATA, op.cls);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_op_role(&op));
	EXPECT_EQ(0, gs_nv_op_price(&op, &a, params));
	EXPECT_EQ(0, gs_nv_op_kept(&op, params));
}

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
