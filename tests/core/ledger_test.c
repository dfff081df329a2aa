// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The memory ledger: limits are exact to the byte, refunds return exactly
 * what was charged, and no input can wrap the arithmetic.
 */

#include <kselftest_harness.h>

#include "ledger.h"

#define MiB (1024ULL * 1024)

TEST(admits_up_to_limit_exactly)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 1024 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 1023 * MiB));
	ASSERT_TRUE(gs_ledger_charge(&l, MiB));
	EXPECT_EQ(1024 * MiB, l.used);
	EXPECT_FALSE(gs_ledger_charge(&l, 1));
	EXPECT_EQ(1024 * MiB, l.used);
	EXPECT_EQ(1, l.denials);
}

TEST(refusal_changes_nothing_but_denials)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 4096 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 4000 * MiB));
	EXPECT_FALSE(gs_ledger_charge(&l, 97 * MiB));
	EXPECT_EQ(4000 * MiB, l.used);
	EXPECT_EQ(4000 * MiB, l.peak);
	EXPECT_EQ(1, l.denials);
	EXPECT_TRUE(gs_ledger_charge(&l, 96 * MiB));
}

TEST(refund_returns_exactly)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 65536 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 2 * MiB));
	ASSERT_TRUE(gs_ledger_charge(&l, 64 * MiB));
	ASSERT_TRUE(gs_ledger_refund(&l, 2 * MiB));
	ASSERT_TRUE(gs_ledger_refund(&l, 64 * MiB));
	EXPECT_EQ(0, l.used);
	EXPECT_EQ(66 * MiB, l.peak);
}

TEST(over_refund_refused)
{
	struct gs_ledger l;

	gs_ledger_init(&l, MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 4096));
	EXPECT_FALSE(gs_ledger_refund(&l, 4097));
	EXPECT_EQ(4096, l.used);
}

TEST(huge_charges_cannot_wrap)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 1024 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 512 * MiB));
	EXPECT_FALSE(gs_ledger_charge(&l, ~0ULL));
	EXPECT_FALSE(gs_ledger_charge(&l, ~0ULL - 512 * MiB + 1));
	EXPECT_EQ(512 * MiB, l.used);
}

TEST(lowered_limit_refuses_until_use_falls)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 4096 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 3000 * MiB));
	gs_ledger_set_limit(&l, 2048 * MiB);
	EXPECT_FALSE(gs_ledger_charge(&l, 0));
	EXPECT_FALSE(gs_ledger_charge(&l, MiB));
	ASSERT_TRUE(gs_ledger_refund(&l, 952 * MiB));
	EXPECT_FALSE(gs_ledger_charge(&l, MiB));
	ASSERT_TRUE(gs_ledger_refund(&l, MiB));
	EXPECT_TRUE(gs_ledger_charge(&l, MiB));
	EXPECT_EQ(2048 * MiB, l.used);
}

TEST(raised_limit_admits_at_once)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 1024 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 1024 * MiB));
	EXPECT_FALSE(gs_ledger_charge(&l, MiB));
	gs_ledger_set_limit(&l, 1025 * MiB);
	EXPECT_TRUE(gs_ledger_charge(&l, MiB));
}

/* What the driver reports is recorded even beyond the limit. */
TEST(force_records_truth)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 1024 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&l, 1000 * MiB));
	gs_ledger_force(&l, 100 * MiB);
	EXPECT_EQ(1100 * MiB, l.used);
	EXPECT_EQ(1100 * MiB, l.peak);
	EXPECT_FALSE(gs_ledger_charge(&l, 0));
	gs_ledger_force(&l, ~0ULL);
	EXPECT_EQ(~0ULL, l.used);
}

/* fits() says what charge() would do, and counts nothing. */
TEST(fits_counts_nothing)
{
	struct gs_ledger l;

	gs_ledger_init(&l, 100);
	EXPECT_TRUE(gs_ledger_fits(&l, 100));
	EXPECT_FALSE(gs_ledger_fits(&l, 101));
	EXPECT_FALSE(gs_ledger_fits(&l, ~0ULL));
	EXPECT_EQ(0, l.denials);
	EXPECT_EQ(0, l.used);
	gs_ledger_force(&l, 150);
	EXPECT_FALSE(gs_ledger_fits(&l, 0));
	EXPECT_EQ(0, l.denials);
}

/*
 * An allocation on no GPU gpuslice knows: charged on every GPU of the
 * slice, and refused unless it fits on each (the smallest share decides),
 * each GPU it does not fit counting the denial; nothing charged then.
 */
TEST(charged_on_each_or_none)
{
	struct gs_ledger a, b, c;
	struct gs_ledger *l[] = { &a, &b, &c };

	gs_ledger_init(&a, 1024 * MiB);
	gs_ledger_init(&b, 256 * MiB);
	gs_ledger_init(&c, 128 * MiB);
	ASSERT_TRUE(gs_ledger_charge(&c, 64 * MiB));

	EXPECT_TRUE(gs_ledger_fits_each(l, 3, 64 * MiB));
	EXPECT_FALSE(gs_ledger_fits_each(l, 3, 65 * MiB));
	EXPECT_EQ(0, a.denials + b.denials + c.denials);

	/* fits a alone, not b or c: refused at b, counted at b and c */
	EXPECT_EQ(1, gs_ledger_charge_each(l, 3, 512 * MiB));
	EXPECT_EQ(0, a.used);
	EXPECT_EQ(0, a.peak);
	EXPECT_EQ(0, b.used);
	EXPECT_EQ(64 * MiB, c.used);
	EXPECT_EQ(0, a.denials);
	EXPECT_EQ(1, b.denials);
	EXPECT_EQ(1, c.denials);

	/* fits all: charged on all */
	EXPECT_EQ(3, gs_ledger_charge_each(l, 3, 64 * MiB));
	EXPECT_EQ(64 * MiB, a.used);
	EXPECT_EQ(64 * MiB, b.used);
	EXPECT_EQ(128 * MiB, c.used);
	EXPECT_EQ(128 * MiB, c.peak);

	/* one ledger: the placed allocation's ordinary charge */
	EXPECT_EQ(1, gs_ledger_charge_each(l, 1, 960 * MiB));
	EXPECT_EQ(1024 * MiB, a.used);
	EXPECT_EQ(0, gs_ledger_charge_each(l, 1, 1));
	EXPECT_EQ(1, a.denials);
}

TEST_HARNESS_MAIN
