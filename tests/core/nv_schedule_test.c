// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * What schedules a program's channels: GPFIFO_SCHEDULE of a TSG or of a
 * channel outside one, with bEnable, as the H100 traces send them; not
 * NV906F GET_CLASS_ENGINEID, which CUDA issues on every channel with an
 * engine object's handle at the place of bEnable.
 */

#include <kselftest_harness.h>

#include "nv_schedule.h"

TEST(the_schedule_controls)
{
	EXPECT_TRUE(gs_nv_ctrl_schedule(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE));
	EXPECT_TRUE(gs_nv_ctrl_schedule(GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE));
	EXPECT_FALSE(gs_nv_ctrl_schedule(GS_ABI_CTRL_906F_GET_CLASS_ENGINEID));
	EXPECT_FALSE(gs_nv_ctrl_schedule(GS_ABI_CTRL_A06C_SET_TIMESLICE));
}

/* The H100 traces: a TSG's schedule, 3 bytes, bEnable 1 */
TEST(a_tsg_scheduled)
{
	const u8 cuda[] = { 1, 0, 0 };
	const u8 off[] = { 0, 0, 0 };

	EXPECT_TRUE(gs_nv_schedule_enables(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE,
					   cuda, sizeof(cuda)));
	EXPECT_FALSE(gs_nv_schedule_enables(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE,
					    off, sizeof(off)));
}

/* A channel outside a TSG, as 575 and older size it (2 bytes) */
TEST(a_channel_scheduled)
{
	const u8 p[] = { 1, 0 };

	EXPECT_TRUE(gs_nv_schedule_enables(GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE,
					   p, sizeof(p)));
}

/* bEnable with bSkipSubmit or bSkipEnable: the channels may still run */
TEST(skips_still_count)
{
	const u8 skip_submit[] = { 1, 1, 0 }, skip_enable[] = { 1, 0, 1 };

	EXPECT_TRUE(gs_nv_schedule_enables(GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE,
					   skip_submit, sizeof(skip_submit)));
	EXPECT_TRUE(gs_nv_schedule_enables(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE,
					   skip_enable, sizeof(skip_enable)));
}

/* No byte read past the caller's parameters */
TEST(nothing_read_past_the_parameters)
{
	const u8 p[] = { 1 };

	EXPECT_FALSE(gs_nv_schedule_enables(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE,
					    p, 0));
	EXPECT_TRUE(gs_nv_schedule_enables(GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE,
					   p, 1));
}

/*
 * GET_CLASS_ENGINEID as CUDA sends it on channel 0x5c00001c (cuda trace,
 * ioctl 144): hObject 0x5c00001d, the channel's compute object, whose low
 * byte the engine once took for bEnable.
 */
TEST(get_class_engineid_schedules_nothing)
{
	u8 p[GS_ABI_CTRL_906F_GET_CLASS_ENGINEID_SIZE] = { 0 };

	gs_put_u32(p, GS_ABI_CTRL_906F_GET_CLASS_ENGINEID_HOBJECT_AT,
		   0x5c00001d);
	EXPECT_FALSE(gs_nv_ctrl_schedule(GS_ABI_CTRL_906F_GET_CLASS_ENGINEID));
	EXPECT_FALSE(gs_nv_schedule_enables(GS_ABI_CTRL_906F_GET_CLASS_ENGINEID,
					    p, sizeof(p)));
}

TEST_HARNESS_MAIN
