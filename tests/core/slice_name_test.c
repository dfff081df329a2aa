// SPDX-License-Identifier: GPL-2.0 OR MIT
/* Slice names: what may become a directory under /dev/gpuslice/. */

#include <string.h>

#include <kselftest_harness.h>

#include "gpuslice.h"
#include "slice_name.h"

static bool valid(const char *name)
{
	return gs_slice_name_valid(name, GPUSLICE_SLICE_NAME_MAX);
}

TEST(accepts_container_names)
{
	EXPECT_TRUE(valid("a"));
	EXPECT_TRUE(valid("0"));
	EXPECT_TRUE(valid("train-job_1.v2"));
	EXPECT_TRUE(valid("pod-7f9c8d"));
}

TEST(rejects_bad_first_character)
{
	EXPECT_FALSE(valid(""));
	EXPECT_FALSE(valid("."));
	EXPECT_FALSE(valid(".."));
	EXPECT_FALSE(valid(".hidden"));
	EXPECT_FALSE(valid("-x"));
	EXPECT_FALSE(valid("_x"));
}

TEST(rejects_other_characters)
{
	EXPECT_FALSE(valid("a/b"));
	EXPECT_FALSE(valid("../x"));
	EXPECT_FALSE(valid("Upper"));
	EXPECT_FALSE(valid("sp ace"));
	EXPECT_FALSE(valid("a!b"));
	EXPECT_FALSE(valid("caf\xc3\xa9"));
}

TEST(length_limit)
{
	char name[GPUSLICE_SLICE_NAME_MAX + 1];

	memset(name, 'a', sizeof(name));
	name[GPUSLICE_SLICE_NAME_MAX - 1] = '\0';
	EXPECT_TRUE(valid(name));	/* 63 characters */
	name[GPUSLICE_SLICE_NAME_MAX - 1] = 'a';
	name[GPUSLICE_SLICE_NAME_MAX] = '\0';
	EXPECT_FALSE(valid(name));	/* 64 */
}

TEST_HARNESS_MAIN
