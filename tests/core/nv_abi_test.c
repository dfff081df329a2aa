// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The ABI description's lookup (core/nv_abi.c): which table a driver
 * version string gets, exact, its branch's, or none, and what the tables
 * say of the differences the engines depend on. That the values are
 * NVIDIA's is scripts/nv-abi's check against each tag's headers
 * (abi_test); this is what the engines do with them.
 */

#include <kselftest_harness.h>

#include "nv_abi.h"

TEST(parse)
{
	static const struct {
		const char *s;
		u32 key;
	} good[] = {
		{ "580.159.04", 58015904 }, { "580.142", 58014200 },
		{ "535.288.01", 53528801 }, { "0.0", 0 },
		{ "595.45.4", 59504504 }, { "9999.999.99", 999999999 },
	};
	static const char *const bad[] = {
		"", "580", "580.", ".142", "580.142.", "580.142.04.1", "v580.142",
		"580.142 ", "580-142", "580.1000", "580.1.100", "10000.0",
		"580.x", "580..04",
	};
	unsigned int i;
	u32 key;

	for (i = 0; i < ARRAY_SIZE(good); i++) {
		key = 0;
		EXPECT_TRUE(gs_abi_parse(good[i].s, &key)) TH_LOG("%s", good[i].s);
		EXPECT_EQ(good[i].key, key) TH_LOG("%s", good[i].s);
	}
	for (i = 0; i < ARRAY_SIZE(bad); i++)
		EXPECT_FALSE(gs_abi_parse(bad[i], &key)) TH_LOG("'%s'", bad[i]);
	EXPECT_FALSE(gs_abi_parse(NULL, &key));
}

/* Every supported version finds itself, in order, each with a table. */
TEST(exact)
{
	const struct gs_abi *list, *a;
	enum gs_abi_match m;
	unsigned int n, i;

	list = gs_abi_list(&n);
	ASSERT_EQ(12, n);
	for (i = 0; i < n; i++) {
		if (i)
			EXPECT_LT(list[i - 1].key, list[i].key);
		a = gs_abi_find(list[i].version, &m);
		EXPECT_EQ(&list[i], a) TH_LOG("%s", list[i].version);
		EXPECT_EQ(GS_ABI_EXACT, m);
		ASSERT_NE(NULL, list[i].v);
	}
	a = gs_abi_find("580.159.04", &m);
	ASSERT_NE(NULL, a);
	EXPECT_EQ(GS_ABI_EXACT, m);
	EXPECT_FALSE(a->tagged);
	/* the GPU host's driver takes its branch's table */
	EXPECT_EQ(gs_abi_find("580.142", &m)->v, a->v);
}

/*
 * Another release of a supported branch, from the oldest with the same
 * facts on (GS_ABI_SPAN): the branch's tagged version, newer ones too.
 */
TEST(branch)
{
	static const struct {
		const char *asked, *got;
	} cases[] = {
		{ "580.65.06", "580.142" }, { "580.126.20", "580.142" },
		{ "580.200", "580.142" }, { "535.230.02", "535.288.01" },
		{ "535.274.02", "535.288.01" }, { "550.142", "550.163.01" },
		{ "595.45.05", "595.45.04" }, { "590.44.01", "590.48.01" },
		{ "575.51.02", "575.64.05" }, { "570.86.15", "570.211.01" },
	};
	enum gs_abi_match m;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct gs_abi *a = gs_abi_find(cases[i].asked, &m);

		ASSERT_NE(NULL, a) TH_LOG("%s", cases[i].asked);
		EXPECT_EQ(GS_ABI_BRANCH, m) TH_LOG("%s", cases[i].asked);
		EXPECT_STREQ(cases[i].got, a->version);
		EXPECT_TRUE(a->tagged);
	}
}

/*
 * Unknown branches, releases of a supported branch older than its span
 * (550.40.07's UVM_MAP_EXTERNAL_ALLOCATION is 1,200 bytes, 535.54.03's
 * channel parameters 304) and anything that is not a version: no table.
 */
TEST(unknown)
{
	static const char *const cases[] = {
		"530.41.03", "525.147.05", "520.61.05", "600.1.2", "5800.142",
		"58.142", "", "580", "nvidia", "580.142\n", "550.40.07",
		"535.54.03", "535.216.03", "550.135", "580.64",
	};
	enum gs_abi_match m;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		m = GS_ABI_EXACT;
		EXPECT_EQ(NULL, gs_abi_find(cases[i], &m)) TH_LOG("%s", cases[i]);
		EXPECT_EQ(GS_ABI_UNKNOWN, m) TH_LOG("%s", cases[i]);
	}
}

/* The list for a message, whole or cut short, always terminated. */
TEST(supported)
{
	char buf[256], small[12];
	size_t n;

	n = gs_abi_supported(buf, sizeof(buf));
	EXPECT_EQ(strlen(buf), n);
	EXPECT_STREQ("535.288.01, 545.29.06, 550.163.01, 555.58.02, "
		     "560.35.03, 565.77, 570.211.01, 575.64.05, 580.142, "
		     "580.159.04, 590.48.01, 595.45.04", buf);
	EXPECT_EQ(n, gs_abi_supported(small, sizeof(small)));
	EXPECT_STREQ("535.288.01,", small);
	EXPECT_EQ(n, gs_abi_supported(NULL, 0));
}

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

/* Differences the engines would get wrong with 580's numbers. */
TEST(differences)
{
	EXPECT_EQ(28, GS_ABI(abi("580.142"), UVM_UNREGISTER_CHANNEL_SIZE));
	EXPECT_EQ(16, GS_ABI(abi("580.142"), UVM_UNREGISTER_CHANNEL_HCLIENT_AT));
	EXPECT_EQ(12, GS_ABI(abi("590.48.01"), UVM_UNREGISTER_CHANNEL_SIZE));
	EXPECT_EQ(0, GS_ABI(abi("595.45.04"), UVM_UNREGISTER_CHANNEL_HCLIENT_AT));
	EXPECT_EQ(8, GS_ABI(abi("595.45.04"), UVM_UNREGISTER_CHANNEL_RMSTATUS_AT));
	EXPECT_EQ(16, GS_ABI(abi("590.48.01"), UVM_FREE_SIZE));
	EXPECT_EQ(1200, GS_ABI(abi("535.288.01"),
			       UVM_MAP_EXTERNAL_ALLOCATION_SIZE));
	EXPECT_EQ(120, GS_ABI(abi("535.288.01"), CLS_MEMORY_LOCAL_USER_PARAMS));
	EXPECT_EQ(GS_ABI_ABSENT,
		  GS_ABI(abi("595.45.04"), CLS_MEMORY_EXTENDED_USER_PARAMS));
	EXPECT_EQ(GS_ABI_ABSENT,
		  GS_ABI(abi("595.45.04"), NVOS32_ATTR2_USE_EGM_LO));
	EXPECT_EQ(520, GS_ABI(abi("595.45.04"), CTRL_2080_FIFO_ROTATE_KEYS_SIZE));
	EXPECT_EQ(GS_ABI_ABSENT,
		  GS_ABI(abi("580.142"), CTRL_2080_FIFO_ROTATE_KEYS_SIZE));
	EXPECT_EQ(460, GS_ABI(abi("575.64.05"), CTRL_2080_FB_GET_INFO_V2_SIZE));
	EXPECT_EQ(1028, GS_ABI(abi("580.159.04"), CTRL_2080_FB_GET_INFO_V2_SIZE));
	EXPECT_EQ(56, GS_ABI(abi("575.64.05"), NVOS46_SIZE));
	EXPECT_EQ(GS_ABI_ABSENT, GS_ABI(abi("535.288.01"), WAIT_OPEN_COMPLETE_SIZE));
	EXPECT_EQ(0x906f0101, GS_ABI_CTRL_906F_GET_CLASS_ENGINEID);
	EXPECT_EQ(0xa06f0103, GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE);
	EXPECT_EQ(0xde, GS_ABI_CLS_RM_USER_SHARED_DATA);
}

/* A field at a table's offset is read only within the argument. */
TEST(within)
{
	EXPECT_TRUE(gs_abi_within(8, 4, 12));
	EXPECT_FALSE(gs_abi_within(9, 4, 12));
	EXPECT_FALSE(gs_abi_within(16, 4, 12));
	EXPECT_TRUE(gs_abi_within(0, 0, 0));
	EXPECT_FALSE(gs_abi_within(0, 4, 0));
	EXPECT_FALSE(gs_abi_within(GS_ABI_ABSENT, 4, 28));
	EXPECT_FALSE(gs_abi_within(0, 4, GS_ABI_ABSENT));
	EXPECT_FALSE(gs_abi_within(0xfffffffe, 4, 0xfffffffd));
	/* UVM_UNREGISTER_CHANNEL's client on 595 lies within, 580's not */
	EXPECT_FALSE(gs_abi_within(16, 4,
		     GS_ABI(abi("595.45.04"), UVM_UNREGISTER_CHANNEL_SIZE)));
}

TEST_HARNESS_MAIN
