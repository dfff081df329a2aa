// SPDX-License-Identifier: GPL-2.0
/*
 * The SPANK plugin's reading of Slurm's GRES strings and of gpuslice list,
 * and its choice of GPU (slurm/place.c), on the host.
 */

#include "kselftest_harness.h"

#include "place.h"

#define GIB (1ULL << 30)

TEST(detail_counts)
{
	unsigned long long v;

	/* slurmctld's per-node detail of GRES without files */
	ASSERT_TRUE(gs_gres_detail_count("gpumem(CNT:8589934592),gpucompute(CNT:30)",
					 "gpumem", &v));
	EXPECT_EQ(8 * GIB, v);
	ASSERT_TRUE(gs_gres_detail_count("gpumem(CNT:8589934592),gpucompute(CNT:30)",
					 "gpucompute", &v));
	EXPECT_EQ(30, v);
	/* with files, an index list holding a comma */
	ASSERT_TRUE(gs_gres_detail_count("gpu:2(IDX:0,2),gpucompute(CNT:5)",
					 "gpucompute", &v));
	EXPECT_EQ(5, v);
	ASSERT_TRUE(gs_gres_detail_count("gpu:2(IDX:0,2)", "gpu", &v));
	EXPECT_EQ(2, v);
	/* absent: none */
	ASSERT_TRUE(gs_gres_detail_count("gpucompute(CNT:5)", "gpumem", &v));
	EXPECT_EQ(0, v);
	ASSERT_TRUE(gs_gres_detail_count(NULL, "gpumem", &v));
	EXPECT_EQ(0, v);
	/* a longer name is another GRES */
	ASSERT_TRUE(gs_gres_detail_count("gpumemx(CNT:5)", "gpumem", &v));
	EXPECT_EQ(0, v);
	EXPECT_FALSE(gs_gres_detail_count("gpumem(CNT:x)", "gpumem", &v));
	EXPECT_FALSE(gs_gres_detail_count("gpumem(CNT:5x)", "gpumem", &v));
}

TEST(config_counts)
{
	unsigned long long v;

	ASSERT_TRUE(gs_gres_config_count("gpumem:16G,gpucompute:200", "gpumem",
					 &v));
	EXPECT_EQ(16 * GIB, v);
	ASSERT_TRUE(gs_gres_config_count("gpumem:16G,gpucompute:200",
					 "gpucompute", &v));
	EXPECT_EQ(200, v);
	/* types summed, socket lists skipped */
	ASSERT_TRUE(gs_gres_config_count("gpu:a:2(S:0-1),gpu:b:1(S:0),gpumem:1T",
					 "gpu", &v));
	EXPECT_EQ(3, v);
	ASSERT_TRUE(gs_gres_config_count("gpu:a:2(S:0-1),gpumem:1T", "gpumem",
					 &v));
	EXPECT_EQ(1024 * GIB, v);
	ASSERT_TRUE(gs_gres_config_count("gpumem:17179869184", "gpumem", &v));
	EXPECT_EQ(16 * GIB, v);
	ASSERT_TRUE(gs_gres_config_count("(null)", "gpumem", &v));
	EXPECT_EQ(0, v);
	EXPECT_FALSE(gs_gres_config_count("gpumem", "gpumem", &v));
	EXPECT_FALSE(gs_gres_config_count("gpumem:16X", "gpumem", &v));
	/* 2^64 and more does not wrap */
	EXPECT_FALSE(gs_gres_config_count("gpumem:16777216T", "gpumem", &v));
}

TEST(status_and_list)
{
	struct gs_gpu_use use[2];
	unsigned int gpus;

	ASSERT_TRUE(gs_status_gpus("{\"module_version\":\"0.1.0\",\"gpus\":2,\"slices\":1}",
				   &gpus));
	EXPECT_EQ(2, gpus);
	EXPECT_FALSE(gs_status_gpus("{\"gpus\":99}", &gpus));

	ASSERT_TRUE(gs_list_use("[]\n", use, 2));
	EXPECT_EQ(0, use[0].memory);
	/* two slices, one of two GPUs; a name that looks like a key */
	ASSERT_TRUE(gs_list_use(
		"[{\"name\":\"device\",\"gpus\":[{\"index\":0,\"device\":1,\"memory_limit\":1024,\"compute_request\":30}],\"open_files\":0,\"processes\":[]},"
		"{\"name\":\"b\",\"gpus\":[{\"index\":0,\"device\":0,\"memory_limit\":10,\"compute_request\":5},{\"device\":1,\"compute_request\":10,\"memory_limit\":20}],\"processes\":[1,2]}]",
		use, 2));
	EXPECT_EQ(10, use[0].memory);
	EXPECT_EQ(5, use[0].compute);
	EXPECT_EQ(1044, use[1].memory);
	EXPECT_EQ(40, use[1].compute);
	/* a GPU the node does not have, a GPU object missing a figure */
	EXPECT_FALSE(gs_list_use("[{\"gpus\":[{\"device\":2,\"memory_limit\":1,\"compute_request\":0}]}]",
				 use, 2));
	EXPECT_FALSE(gs_list_use("[{\"gpus\":[{\"device\":0,\"compute_request\":0}]}]",
				 use, 2));
	EXPECT_FALSE(gs_list_use("{}", use, 2));
	EXPECT_FALSE(gs_list_use("[{\"name\":\"x", use, 2));
}

TEST(placement)
{
	struct gs_gpu_use use[2] = { { 0 } };
	struct gs_share share = { 8 * GIB, 30, 0 };

	/* empty GPUs: the first */
	EXPECT_EQ(0, gs_place(use, 2, 16 * GIB, 100, &share));
	/* best fit: the GPU it leaves least memory free on */
	use[0].memory = 4 * GIB;
	use[1].memory = 6 * GIB;
	EXPECT_EQ(1, gs_place(use, 2, 16 * GIB, 100, &share));
	/* compute decides too */
	use[1].compute = 80;
	EXPECT_EQ(0, gs_place(use, 2, 16 * GIB, 100, &share));
	/* exactly full fits */
	share.memory = 12 * GIB;
	share.compute = 70;
	use[0].compute = 30;
	EXPECT_EQ(0, gs_place(use, 2, 16 * GIB, 100, &share));
	/* memory free on the node, but on no one GPU */
	share.memory = 13 * GIB;
	EXPECT_EQ(-1, gs_place(use, 2, 16 * GIB, 100, &share));
	/* a GPU held beyond what the node offers has no room */
	use[0].memory = 20 * GIB;
	share.memory = 1;
	share.compute = 0;
	EXPECT_EQ(1, gs_place(use, 2, 16 * GIB, 100, &share));
}

TEST_HARNESS_MAIN
