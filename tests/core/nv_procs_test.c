// SPDX-License-Identifier: GPL-2.0 OR MIT
/* nvidia-smi's process queries narrowed to one slice's processes. */

#include <stdint.h>
#include <string.h>

#include <kselftest_harness.h>

#include "nv_procs.h"

static uint8_t buf[GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE];

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

static void set_u32(unsigned int off, uint32_t v)
{
	memcpy(buf + off, &v, 4);
}

TEST(get_pids_keeps_only_members)
{
	static const s32 mine[] = { 42, 7 };
	struct gs_pid_set set = { mine, 2 };
	static const uint32_t all[] = { 5, 7, 9, 42, 100 };
	unsigned int i;

	memset(buf, 0, sizeof(buf));
	set_u32(4, 0x2080);
	set_u32(8, 5);
	for (i = 0; i < 5; i++)
		set_u32(12 + 4 * i, all[i]);
	ASSERT_TRUE(gs_nv_procs_narrow(H100, GS_ABI_CTRL_2080_GPU_GET_PIDS, buf,
				       GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE, &set));
	EXPECT_EQ(2, u32_at(8));
	EXPECT_EQ(7, u32_at(12));
	EXPECT_EQ(42, u32_at(16));
	for (i = 2; i < 5; i++)
		EXPECT_EQ(0, u32_at(12 + 4 * i));
	EXPECT_EQ(0x2080, u32_at(4));
}

TEST(get_pids_empty_set)
{
	struct gs_pid_set set = { NULL, 0 };

	memset(buf, 0, sizeof(buf));
	set_u32(8, 2);
	set_u32(12, 11);
	set_u32(16, 12);
	ASSERT_TRUE(gs_nv_procs_narrow(H100, GS_ABI_CTRL_2080_GPU_GET_PIDS, buf,
				       GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE, &set));
	EXPECT_EQ(0, u32_at(8));
	EXPECT_EQ(0, u32_at(12));
}

/* A count beyond the table is clamped, never read past the buffer. */
TEST(get_pids_hostile_count)
{
	static const s32 mine[] = { 1 };
	struct gs_pid_set set = { mine, 1 };

	memset(buf, 0, sizeof(buf));
	set_u32(8, 0xffffffff);
	set_u32(12, 1);
	ASSERT_TRUE(gs_nv_procs_narrow(H100, GS_ABI_CTRL_2080_GPU_GET_PIDS, buf,
				       GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE, &set));
	EXPECT_EQ(1, u32_at(8));
}

TEST(pid_info_hides_others_memory)
{
	static const s32 mine[] = { 300 };
	struct gs_pid_set set = { mine, 1 };
	uint64_t mem = 64ULL << 20, got;

	memset(buf, 0, sizeof(buf));
	set_u32(0, 2);
	set_u32(8, 300);
	memcpy(buf + 8 + 16, &mem, 8);
	set_u32(80, 301);
	memcpy(buf + 80 + 16, &mem, 8);
	memcpy(buf + 80 + 24, &mem, 8);
	ASSERT_TRUE(gs_nv_procs_narrow(H100, GS_ABI_CTRL_2080_GPU_GET_PID_INFO, buf,
				       GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE, &set));
	memcpy(&got, buf + 8 + 16, 8);
	EXPECT_EQ(mem, got);
	memcpy(&got, buf + 80 + 16, 8);
	EXPECT_EQ(0, got);
	memcpy(&got, buf + 80 + 24, 8);
	EXPECT_EQ(0, got);
	EXPECT_EQ(301, u32_at(80));
}

TEST(other_controls_untouched)
{
	struct gs_pid_set set = { NULL, 0 };

	memset(buf, 0xab, sizeof(buf));
	EXPECT_FALSE(gs_nv_procs_narrow(H100, 0x20801303, buf, 1028, &set));
	EXPECT_FALSE(gs_nv_procs_narrow(H100, GS_ABI_CTRL_2080_GPU_GET_PIDS, buf, 3800, &set));
	EXPECT_EQ(0xabababab, u32_at(8));
}

TEST_HARNESS_MAIN
