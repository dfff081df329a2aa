// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The RM class table: sorted for its lookup, parameter sizes as RM's
 * class table copies them in each supported version (docs/nvidia-abi.md
 * 1e, docs/abi.md), and the roles the engines charge and place objects by.
 */

#include <kselftest_harness.h>

#include "nv_class.h"

static const struct gs_abi *abi(const char *version)
{
	enum gs_abi_match m;

	return gs_abi_find(version, &m);
}

#define H100 abi("580.159.04")

static u32 params(const char *version, u32 cls)
{
	const struct gs_abi *a = abi(version);
	const struct gs_nv_class *c = gs_nv_class_find(a, cls);

	return c ? gs_nv_class_params(a, c) : GS_ABI_ABSENT;
}

TEST(sorted_and_found)
{
	const struct gs_nv_class *t;
	unsigned int n, i;

	t = gs_nv_class_table(&n);
	ASSERT_LT(30, n);
	for (i = 0; i < n; i++) {
		if (i)
			EXPECT_LT(t[i - 1].cls, t[i].cls);
		EXPECT_EQ(&t[i], gs_nv_class_find(H100, t[i].cls));
	}
	EXPECT_EQ(NULL, gs_nv_class_find(H100, 0x1234));
	/* without a driver's version, nothing is known */
	EXPECT_EQ(NULL, gs_nv_class_find(NULL, 0x40));
}

TEST(sizes_of_nvidia_abi)
{
	static const struct {
		u32 cls, size;
	} sizes[] = {
		{ 0x40, 128 }, { 0x3e, 128 }, { 0x42, 128 },
		{ 0x50a0, 128 }, { 0xc2, 24 }, { 0x70, 24 }, { 0x71, 40 },
		{ 0xf8, 48 }, { 0xf9, 64 }, { 0xfd, 80 }, { 0xe0, 244 },
		{ 0xa06c, 20 }, { 0xc86f, 368 }, { 0x5, 24 }, { 0x79, 24 },
		{ 0x0, 4 }, { 0x41, 4 }, { 0x80, 56 }, { 0x2080, 4 },
		{ 0x90e6, 0 }, { 0x90f1, 56 }, { 0xde, 8 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++)
		EXPECT_EQ(sizes[i].size, params("580.159.04", sizes[i].cls))
			TH_LOG("class %#x", sizes[i].cls);
}

/* What changed, from the headers of each version (docs/abi.md's table) */
TEST(sizes_per_version)
{
	/* NV_MEMORY_ALLOCATION_PARAMS: 120 bytes on 535 */
	EXPECT_EQ(120, params("535.288.01", 0x40));
	EXPECT_EQ(120, params("535.288.01", 0x3e));
	EXPECT_EQ(120, params("535.288.01", 0x50a0));
	EXPECT_EQ(128, params("550.163.01", 0x40));
	EXPECT_EQ(128, params("595.45.04", 0x40));
	/* NV_CHANNEL_ALLOC_PARAMS: 360 before 570 */
	EXPECT_EQ(360, params("535.288.01", 0xc86f));
	EXPECT_EQ(360, params("550.163.01", 0xc56f));
	EXPECT_EQ(368, params("570.211.01", 0xc86f));
	/* FERMI_VASPACE_A: 48 before 580 */
	EXPECT_EQ(48, params("575.64.05", 0x90f1));
	EXPECT_EQ(48, params("535.288.01", 0x90f1));
	EXPECT_EQ(56, params("580.142", 0x90f1));
	/* RM_USER_SHARED_DATA: 4 on 535 */
	EXPECT_EQ(4, params("535.288.01", 0xde));
	EXPECT_EQ(8, params("550.163.01", 0xde));
	/* the multicast fabric: 40 on 535 */
	EXPECT_EQ(40, params("535.288.01", 0xfd));
}

TEST(classes_a_version_lacks_are_unknown_there)
{
	/* 595 removed NV_MEMORY_EXTENDED_USER (EGM) */
	EXPECT_EQ(NULL, gs_nv_class_find(abi("595.45.04"), 0x42));
	EXPECT_NE(NULL, gs_nv_class_find(abi("590.48.01"), 0x42));
	/* 535 has no memory export, fabric import, IMEX session */
	EXPECT_EQ(NULL, gs_nv_class_find(abi("535.288.01"), 0xe0));
	EXPECT_EQ(NULL, gs_nv_class_find(abi("535.288.01"), 0xf9));
	EXPECT_EQ(NULL, gs_nv_class_find(abi("535.288.01"), 0xf1));
	EXPECT_NE(NULL, gs_nv_class_find(abi("550.163.01"), 0xe0));
	/* nor Blackwell's channels before 570 */
	EXPECT_EQ(NULL, gs_nv_class_find(abi("550.163.01"), 0xc96f));
	EXPECT_NE(NULL, gs_nv_class_find(abi("570.211.01"), 0xc96f));
}

TEST(roles)
{
	const struct gs_abi *a = H100;

	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(a, 0x0)->role);
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(a, 0x1)->role);
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(a, 0x41)->role);
	EXPECT_EQ(GS_NV_ROLE_DEVICE, gs_nv_class_find(a, 0x80)->role);
	EXPECT_EQ(GS_NV_ROLE_SUBDEVICE, gs_nv_class_find(a, 0x2080)->role);
	/* only class 0x40 takes framebuffer an RM_ALLOC can price */
	EXPECT_EQ(GS_NV_ROLE_VIDMEM, gs_nv_class_find(a, 0x40)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(a, 0x3e)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(a, 0x42)->role);
	/* what the compute controller disables, and their groups */
	EXPECT_EQ(GS_NV_ROLE_TSG, gs_nv_class_find(a, 0xa06c)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(a, 0xc86f)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(a, 0xc56f)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(a, 0xca6f)->role);
	EXPECT_EQ(368, params("580.159.04", 0xc96f));
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(a, 0x50a0)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(a, 0xc2)->role);
	EXPECT_EQ(GS_NV_ROLE_VASPACE, gs_nv_class_find(a, 0x90f1)->role);
}

TEST_HARNESS_MAIN
