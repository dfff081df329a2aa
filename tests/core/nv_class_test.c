// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The RM class table: sorted for its lookup, parameter sizes as RM's
 * class table copies them (docs/nvidia-abi.md 1e), and the roles the engines
 * charge and place objects by.
 */

#include <kselftest_harness.h>

#include "nv_class.h"
#include "nv_fb.h"

TEST(sorted_and_found)
{
	const struct gs_nv_class *t;
	unsigned int n, i;

	t = gs_nv_class_table(&n);
	ASSERT_LT(30, n);
	for (i = 0; i < n; i++) {
		if (i)
			EXPECT_LT(t[i - 1].cls, t[i].cls);
		EXPECT_EQ(&t[i], gs_nv_class_find(t[i].cls));
	}
	EXPECT_EQ(NULL, gs_nv_class_find(0x1234));
}

TEST(sizes_of_nvidia_abi)
{
	static const struct {
		u32 cls, size;
	} sizes[] = {
		{ 0x40, GS_NV_MEMPARAMS_SIZE }, { 0x3e, 128 }, { 0x42, 128 },
		{ 0x50a0, 128 }, { 0xc2, 24 }, { 0x70, 24 }, { 0x71, 40 },
		{ 0xf8, 48 }, { 0xf9, 64 }, { 0xfd, 80 }, { 0xe0, 244 },
		{ 0xa06c, 20 }, { 0xc86f, 368 }, { 0x5, 24 }, { 0x79, 24 },
		{ 0x0, 4 }, { 0x41, 4 }, { 0x80, 56 }, { 0x2080, 4 },
		{ 0x90e6, 0 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		const struct gs_nv_class *c = gs_nv_class_find(sizes[i].cls);

		ASSERT_NE(NULL, c) TH_LOG("class %#x", sizes[i].cls);
		EXPECT_EQ(sizes[i].size, c->params_size)
			TH_LOG("class %#x", sizes[i].cls);
	}
}

TEST(roles)
{
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(0x0)->role);
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(0x1)->role);
	EXPECT_EQ(GS_NV_ROLE_ROOT, gs_nv_class_find(0x41)->role);
	EXPECT_EQ(GS_NV_ROLE_DEVICE, gs_nv_class_find(0x80)->role);
	EXPECT_EQ(GS_NV_ROLE_SUBDEVICE, gs_nv_class_find(0x2080)->role);
	/* only class 0x40 takes framebuffer an RM_ALLOC can price */
	EXPECT_EQ(GS_NV_ROLE_VIDMEM, gs_nv_class_find(0x40)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(0x3e)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(0x42)->role);
	/* what the compute controller disables, and their groups */
	EXPECT_EQ(GS_NV_ROLE_TSG, gs_nv_class_find(0xa06c)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(0xc86f)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(0xc56f)->role);
	EXPECT_EQ(GS_NV_ROLE_CHANNEL, gs_nv_class_find(0xca6f)->role);
	EXPECT_EQ(368, gs_nv_class_find(0xc96f)->params_size);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(0x50a0)->role);
	EXPECT_EQ(GS_NV_ROLE_OTHER, gs_nv_class_find(0xc2)->role);
}

TEST_HARNESS_MAIN
