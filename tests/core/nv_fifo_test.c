// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The compute controls' parameters: FIFO_DISABLE_CHANNELS as RM reads it,
 * RM's utilization samples read in time order from an answer laid out as
 * the H100 returns it, and the controls a slice may not issue.
 */

#include <kselftest_harness.h>

#include "nv_fifo.h"

/* one byte more: what a query must not touch */
static u8 buf[GS_NV_GPUMON_MAX_SIZE + 1];

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

#define H100 abi("580.159.04")

TEST(disable_channels_layout)
{
	u8 p[GS_NV_DISABLE_CHANNELS_SIZE];
	const u32 ch[3] = { 0x5c00001c, 0x5c000022, 0x5c000026 };

	memset(p, 0xaa, sizeof(p));
	gs_nv_disable_channels(p, true, 0xc1d0001a, ch, 3);
	EXPECT_EQ(1, p[0]);
	EXPECT_EQ(3, gs_get_u32(p, 4));
	EXPECT_EQ(0, p[8]);			/* preempting */
	EXPECT_EQ(0, gs_get_u64(p, 16));	/* no event */
	EXPECT_EQ(0xc1d0001a, gs_get_u32(p, 24 + 8));
	EXPECT_EQ(0x5c000026, gs_get_u32(p, 280 + 8));
	EXPECT_EQ(0, gs_get_u32(p, 280 + 12));
	gs_nv_disable_channels(p, false, 1, ch, 1);
	EXPECT_EQ(0, p[0]);
	EXPECT_EQ(1, gs_get_u32(p, 4));
}

TEST(gpumon_query)
{
	gs_nv_gpumon_query(H100, buf);
	EXPECT_EQ(55888, gs_nv_gpumon_size(H100));
	EXPECT_EQ(2, buf[0]);
	EXPECT_EQ(72 * 776, gs_get_u32(buf, 4));
}

/*
 * Before 570 the samples are smaller (472 bytes on 535, 704 on 550, the
 * graphics engine at 124): the query is that version's size, and its
 * samples are read where that version has them.
 */
TEST(gpumon_per_version)
{
	static const struct {
		const char *version;
		u32 size, sample, gr;
	} v[] = {
		{ "535.288.01", 34000, 472, 124 },
		{ "550.163.01", 50704, 704, 124 },
		{ "570.211.01", 55888, 776, 136 },
		{ "595.45.04", 55888, 776, 136 },
	};
	struct gs_nv_gpumon s[GS_NV_GPUMON_COUNT];
	unsigned int k;

	EXPECT_EQ(0, gs_nv_gpumon_size(NULL));
	for (k = 0; k < ARRAY_SIZE(v); k++) {
		const struct gs_abi *a = abi(v[k].version);
		u8 *s1 = buf + 16 + v[k].sample;

		EXPECT_EQ(v[k].size, gs_nv_gpumon_size(a));
		memset(buf, 0xee, sizeof(buf));
		gs_nv_gpumon_query(a, buf);
		EXPECT_EQ(2, buf[0]);
		EXPECT_EQ(72 * v[k].sample, gs_get_u32(buf, 4));
		EXPECT_EQ(0, buf[v[k].size - 1]);
		EXPECT_EQ(0xee, buf[v[k].size]) TH_LOG("%s", v[k].version);
		/* one sample, the second of the ring */
		gs_put_u64(s1, 0, 1000);
		gs_put_u32(s1, v[k].gr, 4321);
		gs_put_u32(s1, v[k].gr + 8, 77);
		gs_put_u32(buf, 12, 1);
		ASSERT_EQ(1, gs_nv_gpumon_read(a, buf, 0, s, 72))
			TH_LOG("%s", v[k].version);
		EXPECT_EQ(1000, s[0].ts);
		EXPECT_EQ(4321, s[0].util);
		EXPECT_EQ(77, s[0].pid);
	}
}

static void put_sample(unsigned int i, u64 ts, u32 util, u32 pid)
{
	u8 *s = buf + 16 + i * 776;

	gs_put_u64(s, 0, ts);
	gs_put_u32(s, 8 + 128, util);		/* gr.util */
	gs_put_u32(s, 8 + 128 + 8, pid);	/* gr.procId */
	gs_put_u32(s, 8, 1234);			/* fb.util, not read */
}

TEST(gpumon_read_in_time_order)
{
	struct gs_nv_gpumon s[GS_NV_GPUMON_COUNT];
	unsigned int i, n;

	memset(buf, 0, sizeof(buf));
	/* a full ring: the oldest at the tracker, 5 */
	for (i = 0; i < 72; i++)
		put_sample((5 + i) % 72, 1000 + i * 200, i, 500 + i);
	gs_put_u32(buf, 12, 5);
	n = gs_nv_gpumon_read(H100, buf, 0, s, 72);
	ASSERT_EQ(72, n);
	for (i = 0; i < n; i++) {
		EXPECT_EQ(1000 + i * 200, s[i].ts);
		EXPECT_EQ(i, s[i].util);
		EXPECT_EQ(500 + i, s[i].pid);
	}
	n = gs_nv_gpumon_read(H100, buf, 1000 + 69 * 200, s, 72);
	ASSERT_EQ(2, n);
	EXPECT_EQ(1000 + 70 * 200, s[0].ts);
}

TEST(gpumon_read_part_full)
{
	struct gs_nv_gpumon s[GS_NV_GPUMON_COUNT];

	memset(buf, 0, sizeof(buf));
	put_sample(0, 1795561091369211968ULL, 9711, 564);
	put_sample(1, 1795561091569154656ULL, 0, GS_NV_GPUMON_PID_NONE);
	gs_put_u32(buf, 12, 2);
	ASSERT_EQ(2, gs_nv_gpumon_read(H100, buf, 0, s, 72));
	EXPECT_EQ(564, s[0].pid);
	EXPECT_EQ(GS_NV_GPUMON_PID_NONE, s[1].pid);
}

TEST(controls_a_slice_may_not_issue)
{
	EXPECT_TRUE(gs_nv_ctrl_sched_refused(GS_NV_CTRL_DISABLE_CHANNELS));
	EXPECT_TRUE(gs_nv_ctrl_sched_refused(0x2080111a));
	EXPECT_TRUE(gs_nv_ctrl_sched_refused(0x801714));
	/* 595's FIFO_ROTATE_KEYS takes lists of any clients' channels */
	EXPECT_TRUE(gs_nv_ctrl_sched_refused(0x2080111c));
	/* what CUDA issues on its TSGs passes */
	EXPECT_FALSE(gs_nv_ctrl_sched_refused(0xa06c0101));
	EXPECT_FALSE(gs_nv_ctrl_sched_refused(0xa06c0103));
	EXPECT_FALSE(gs_nv_ctrl_sched_refused(GS_NV_CTRL_GPUMON_SAMPLES));
}

TEST_HARNESS_MAIN
