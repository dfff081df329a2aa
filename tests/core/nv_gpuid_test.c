// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * GPU identity as a slice sees it. The host has four GPUs (minors 0-3,
 * gpuIds 6, 7, 0x41, 0x42, device instances 3-0: the reverse); the slice
 * spans minors 2 and 0, in that order, which it calls 0 and 1.
 */

#include <stdint.h>
#include <string.h>

#include <kselftest_harness.h>

#include "nv_gpuid.h"

#define INVALID	GS_NV_GPU_INVALID_ID

static const uint32_t host_id[4] = { 6, 7, 0x41, 0x42 };

static const struct gs_nv_gpu_map slice = {
	.nr = 2,
	.minor = { 2, 0 },
	.gpu_id = { 0x41, 6 },
	.instance = { 1, 3 },
};

static uint8_t buf[8348], out[8348];

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

#define H100 abi("580.159.04")

static uint32_t u32_at(const uint8_t *b, unsigned int off)
{
	uint32_t v;

	memcpy(&v, b + off, 4);
	return v;
}

static void set_u32(uint8_t *b, unsigned int off, uint32_t v)
{
	memcpy(b + off, &v, 4);
}

/* The driver's CARD_INFO answer for the host: 32 elements, 4 valid. */
static void host_card_info(void)
{
	unsigned int i;

	memset(buf, 0, sizeof(buf));
	for (i = 0; i < 4; i++) {
		uint8_t *e = buf + 72 * i;

		e[0] = 1;
		e[9] = 6 + i;			/* pci slot */
		set_u32(e, 16, host_id[i]);
		set_u32(e, 56, i);
	}
}

TEST(card_info_holds_the_slices_gpus_renumbered)
{
	unsigned int i;

	host_card_info();
	memset(out, 0xaa, sizeof(out));
	gs_nv_card_info_view(buf, out, 32 * 72, &slice);
	EXPECT_EQ(1, out[0]);
	EXPECT_EQ(0x41, u32_at(out, 16));
	EXPECT_EQ(8, out[9]);			/* minor 2's PCI slot */
	EXPECT_EQ(0, u32_at(out, 56));
	EXPECT_EQ(1, out[72]);
	EXPECT_EQ(6, u32_at(out, 72 + 16));
	EXPECT_EQ(1, u32_at(out, 72 + 56));
	for (i = 2 * 72; i < 32 * 72; i++)
		ASSERT_EQ(0, out[i]);
}

TEST(card_info_without_the_slices_gpu_is_empty)
{
	struct gs_nv_gpu_map gone = { .nr = 1, .minor = { 9 } };
	unsigned int i;

	host_card_info();
	gs_nv_card_info_view(buf, out, 32 * 72, &gone);
	for (i = 0; i < 32 * 72; i++)
		ASSERT_EQ(0, out[i]);
}

TEST(attached_ids_list_the_slices_in_its_order)
{
	unsigned int i;

	memset(buf, 0xff, 128);
	for (i = 0; i < 4; i++)
		set_u32(buf, 4 * i, host_id[i]);
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x201, buf, 128, &slice));
	EXPECT_EQ(0x41, u32_at(buf, 0));
	EXPECT_EQ(6, u32_at(buf, 4));
	for (i = 2; i < 32; i++)
		ASSERT_EQ(INVALID, u32_at(buf, 4 * i));
}

TEST(probed_ids_keep_each_gpus_flags)
{
	unsigned int i;

	memset(buf, 0xff, 384);
	for (i = 0; i < 4; i++) {
		set_u32(buf, 4 * i, host_id[i]);
		set_u32(buf, 256 + 4 * i, 0x10 + i);
	}
	set_u32(buf, 128, 7);			/* an excluded GPU */
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x214, buf, 384, &slice));
	EXPECT_EQ(0x41, u32_at(buf, 0));
	EXPECT_EQ(0x12, u32_at(buf, 256));
	EXPECT_EQ(6, u32_at(buf, 4));
	EXPECT_EQ(0x10, u32_at(buf, 260));
	EXPECT_EQ(INVALID, u32_at(buf, 8));
	EXPECT_EQ(0, u32_at(buf, 264));
	EXPECT_EQ(INVALID, u32_at(buf, 128));
}

/*
 * Before 580 GET_PROBED_IDS is 256 bytes, without gpuFlags: filtered at
 * that size, nothing written past it.
 */
TEST(probed_ids_before_580)
{
	static const char *const versions[] = {
		"535.288.01", "550.163.01", "570.211.01", "575.64.05",
	};
	unsigned int k, i;

	for (k = 0; k < ARRAY_SIZE(versions); k++) {
		const struct gs_abi *a = abi(versions[k]);

		memset(buf, 0xff, 256);
		memset(buf + 256, 0xee, 128);
		for (i = 0; i < 4; i++)
			set_u32(buf, 4 * i, host_id[i]);
		set_u32(buf, 128, 7);		/* an excluded GPU */
		EXPECT_TRUE(gs_nv_gpuid_ctrl(a, 0x214, 256));
		EXPECT_FALSE(gs_nv_gpuid_ctrl(a, 0x214, 384));
		ASSERT_TRUE(gs_nv_gpuid_view(a, 0x214, buf, 256, &slice))
			TH_LOG("%s", versions[k]);
		EXPECT_EQ(0x41, u32_at(buf, 0));
		EXPECT_EQ(6, u32_at(buf, 4));
		EXPECT_EQ(INVALID, u32_at(buf, 8));
		EXPECT_EQ(INVALID, u32_at(buf, 128));
		for (i = 256; i < 384; i++)
			ASSERT_EQ(0xee, buf[i]) TH_LOG("%s: byte %u",
						       versions[k], i);
	}
	EXPECT_FALSE(gs_nv_gpuid_ctrl(H100, 0x214, 256));
	EXPECT_FALSE(gs_nv_gpuid_ctrl(NULL, 0x214, 384));
}

/* 535's P2P_CAPS_V2 is 4,252 bytes; it has no ACTIVE_DEVICE_IDS, ASYNC_ATTACH_ID */
TEST(controls_per_version)
{
	const struct gs_abi *a = abi("535.288.01");

	EXPECT_TRUE(gs_nv_gpuid_ctrl(a, 0x12b, 4252));
	EXPECT_FALSE(gs_nv_gpuid_ctrl(a, 0x12b, 8348));
	memset(buf, 0, 4252);
	set_u32(buf, 0, 7);
	set_u32(buf, 128, 1);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(a, 0x12b, buf, 4252, &slice));
	EXPECT_FALSE(gs_nv_gpuid_ctrl(a, 0x288, 3076));
	EXPECT_FALSE(gs_nv_gpuid_ctrl(a, 0x289, 4));
	EXPECT_TRUE(gs_nv_gpuid_ctrl(abi("550.163.01"), 0x288, 3076));
	EXPECT_TRUE(gs_nv_gpuid_ctrl(abi("550.163.01"), 0x289, 4));
}

TEST(id_info_reports_the_slices_number)
{
	memset(buf, 0, 40);
	set_u32(buf, 0, 6);
	set_u32(buf, 8, 3);			/* the host's instance */
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x205, buf, 32, &slice));
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x205, buf, 32, &slice));
	EXPECT_EQ(1, u32_at(buf, 8));
	set_u32(buf, 0, 0x41);
	set_u32(buf, 8, 1);
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x202, buf, 40, &slice));
	EXPECT_EQ(0, u32_at(buf, 8));
}

TEST(calls_naming_another_gpu_are_refused)
{
	static const uint32_t one_id[] = { 0x202, 0x205, 0x21b, 0x275, 0x279,
					   0x289, 0x290 };
	static const uint32_t size[] = { 40, 32, 12, 268, 12, 4, 4 };
	static const uint32_t status[] = { 0x1f, 0x1f, 0x57, 0x57, 0x57,
					   0x1f, 0x1f };
	unsigned int i;

	for (i = 0; i < 7; i++) {
		memset(buf, 0, sizeof(buf));
		set_u32(buf, 0, 7);
		EXPECT_EQ(status[i], gs_nv_gpuid_check(H100, one_id[i], buf, size[i],
						       &slice));
		set_u32(buf, 0, 0x41);
		EXPECT_EQ(0, gs_nv_gpuid_check(H100, one_id[i], buf, size[i],
					       &slice));
	}
}

TEST(attach_and_detach_lists)
{
	memset(buf, 0, 132);
	set_u32(buf, 0, 0x41);
	set_u32(buf, 4, INVALID);
	set_u32(buf, 8, 7);			/* after the end: unread */
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x215, buf, 132, &slice));
	set_u32(buf, 4, 7);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x215, buf, 132, &slice));
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x216, buf, 128, &slice));
	set_u32(buf, 0, 0xffff);		/* every GPU */
	set_u32(buf, 4, 7);			/* unread after it */
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x215, buf, 132, &slice));
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x216, buf, 128, &slice));
	set_u32(buf, 0, 0x41);			/* not first: an unknown id */
	set_u32(buf, 4, 0xffff);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x215, buf, 132, &slice));
}

TEST(p2p_groups_must_be_the_slices)
{
	memset(buf, 0, 1352);
	set_u32(buf, 0, 2);
	set_u32(buf, 4, 1);
	set_u32(buf, 8, 6);
	set_u32(buf, 12, 0x41);
	set_u32(buf, 40, 6);
	set_u32(buf, 44, 7);			/* beyond group B's count */
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x13a, buf, 1352, &slice));
	set_u32(buf, 4, 2);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x13a, buf, 1352, &slice));
	set_u32(buf, 4, 1);
	set_u32(buf, 0, 1000);			/* read as 8 at most */
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x13a, buf, 1352, &slice));
}

/* GET_P2P_CAPS_V2, as NCCL asks it: the gpuIds counted at 128 */
TEST(p2p_caps_v2_names_only_the_slices)
{
	unsigned int i;

	memset(buf, 0, 8348);
	set_u32(buf, 0, 6);
	set_u32(buf, 4, 0x41);
	set_u32(buf, 8, 7);			/* not the slice's: beyond the count */
	set_u32(buf, 128, 2);
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x12b, buf, 8348, &slice));
	set_u32(buf, 128, 3);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x12b, buf, 8348, &slice));
	/* read as 32 at most: the 32nd is not the slice's */
	for (i = 0; i < 31; i++)
		set_u32(buf, 4 * i, 6);
	set_u32(buf, 4 * 31, 7);
	set_u32(buf, 128, 1000);
	EXPECT_EQ(0x1f, gs_nv_gpuid_check(H100, 0x12b, buf, 8348, &slice));
	set_u32(buf, 4 * 31, 0x41);
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x12b, buf, 8348, &slice));
	/* another size is not that control: RM refuses it unread */
	EXPECT_FALSE(gs_nv_gpuid_ctrl(H100, 0x12b, 8344));
}

TEST(active_devices_are_the_slices)
{
	unsigned int i;

	memset(buf, 0, 3076);
	set_u32(buf, 0, 4);
	for (i = 0; i < 4; i++) {
		set_u32(buf, 4 + 12 * i, host_id[i]);
		set_u32(buf, 8 + 12 * i, INVALID);
		set_u32(buf, 12 + 12 * i, INVALID);
	}
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x288, buf, 3076, &slice));
	EXPECT_EQ(2, u32_at(buf, 0));
	EXPECT_EQ(6, u32_at(buf, 4));
	EXPECT_EQ(0x41, u32_at(buf, 16));
	EXPECT_EQ(INVALID, u32_at(buf, 20));
	EXPECT_EQ(0, u32_at(buf, 28));
	EXPECT_EQ(0, u32_at(buf, 52));
}

TEST(uuid_info_of_another_gpu_names_none)
{
	memset(buf, 0, 272);
	set_u32(buf, 260, 7);
	set_u32(buf, 264, 2);
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x274, buf, 272, &slice));
	EXPECT_EQ(INVALID, u32_at(buf, 260));
	EXPECT_EQ(INVALID, u32_at(buf, 264));
	set_u32(buf, 260, 6);
	ASSERT_TRUE(gs_nv_gpuid_view(H100, 0x274, buf, 272, &slice));
	EXPECT_EQ(1, u32_at(buf, 264));
}

TEST(other_controls_and_sizes_are_not_touched)
{
	memset(buf, 0x5a, 64);
	EXPECT_FALSE(gs_nv_gpuid_ctrl(H100, 0x205, 40));
	EXPECT_FALSE(gs_nv_gpuid_ctrl(H100, 0x101, 40));
	EXPECT_TRUE(gs_nv_gpuid_ctrl(H100, 0x201, 128));
	EXPECT_EQ(0, gs_nv_gpuid_check(H100, 0x205, buf, 40, &slice));
	EXPECT_FALSE(gs_nv_gpuid_view(H100, 0x201, buf, 64, &slice));
	EXPECT_EQ(0x5a5a5a5a, u32_at(buf, 0));
}

/* GET_ID_INFO_V2's answer (or GET_ID_INFO's, @size 40) into buf. */
static void id_info(uint32_t gpu_id, uint32_t instance)
{
	memset(buf, 0, 40);
	set_u32(buf, 0, gpu_id);
	set_u32(buf, 8, instance);
}

TEST(device_instance_names_its_minor)
{
	struct gs_nv_host_gpus h = { 0 };

	host_card_info();
	gs_nv_host_gpus_card_info(&h, buf, 32 * 72);
	EXPECT_EQ(4, h.nr);
	/* minors known, instances not yet */
	EXPECT_EQ(-1, gs_nv_host_gpus_minor(&h, 3));
	id_info(6, 3);
	EXPECT_TRUE(gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32));
	id_info(0x41, 1);
	EXPECT_TRUE(gs_nv_host_gpus_id_info(H100, &h, 0x202, buf, 40));
	EXPECT_EQ(0, gs_nv_host_gpus_minor(&h, 3));
	EXPECT_EQ(2, gs_nv_host_gpus_minor(&h, 1));
	EXPECT_EQ(-1, gs_nv_host_gpus_minor(&h, 0));
	EXPECT_EQ(-1, gs_nv_host_gpus_minor(&h, INVALID));
	/* other controls and sizes teach nothing */
	id_info(7, 0);
	EXPECT_FALSE(gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 40));
	EXPECT_FALSE(gs_nv_host_gpus_id_info(H100, &h, 0x274, buf, 272));
	EXPECT_EQ(-1, gs_nv_host_gpus_minor(&h, 0));
}

TEST(a_reattached_gpu_takes_its_new_instance)
{
	struct gs_nv_host_gpus h = { 0 };

	host_card_info();
	gs_nv_host_gpus_card_info(&h, buf, 32 * 72);
	id_info(6, 0);
	gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32);
	EXPECT_EQ(0, gs_nv_host_gpus_minor(&h, 0));
	/* detached and attached again: instance 0 is now 0x42's */
	id_info(0x42, 0);
	gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32);
	id_info(6, 1);
	gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32);
	EXPECT_EQ(3, gs_nv_host_gpus_minor(&h, 0));
	EXPECT_EQ(0, gs_nv_host_gpus_minor(&h, 1));
}

TEST(an_instance_without_card_info_has_no_minor)
{
	struct gs_nv_host_gpus h = { 0 };
	unsigned int i;

	id_info(6, 2);
	gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32);
	EXPECT_EQ(-1, gs_nv_host_gpus_minor(&h, 2));
	/* invalid elements of CARD_INFO teach nothing, and the table is bounded */
	memset(buf, 0, 32 * 72);
	set_u32(buf + 72, 16, 7);
	gs_nv_host_gpus_card_info(&h, buf, 32 * 72);
	EXPECT_EQ(1, h.nr);
	for (i = 0; i < 40; i++) {
		id_info(100 + i, i);
		gs_nv_host_gpus_id_info(H100, &h, 0x205, buf, 32);
	}
	EXPECT_EQ(GS_NV_MAX_GPUS, h.nr);
}

TEST_HARNESS_MAIN
