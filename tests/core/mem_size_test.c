// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Memory sizes as the CLI's --memory reads them (docs/cli.md, "Sizes"),
 * the table cli_unit_test reads through the CLI (mem_size_cases.h): the
 * user-space engine's limits mean the same.
 */

#include <string.h>

#include <kselftest_harness.h>

#include "mem_size.h"
#include "mem_size_cases.h"

#define MiB (1ULL << 20)

static char why[GS_MEM_SIZE_WHY_MAX];

/* NULL when @text is a size, else why not. */
static const char *parse(const char *text, u64 *bytes)
{
	return gs_mem_size_parse(text, strlen(text), bytes, why) ? NULL : why;
}

TEST(sizes_of_the_cli_table)
{
	unsigned int i;
	u64 bytes;

	for (i = 0; i < ARRAY_SIZE(mem_size_good); i++) {
		const char *why = parse(mem_size_good[i].text, &bytes);

		EXPECT_EQ(NULL, why)
			TH_LOG("'%s': %s", mem_size_good[i].text, why);
		EXPECT_EQ(mem_size_good[i].bytes, bytes)
			TH_LOG("'%s'", mem_size_good[i].text);
	}
}

TEST(errors_say_why)
{
	unsigned int i;
	u64 bytes;

	for (i = 0; i < ARRAY_SIZE(mem_size_bad); i++) {
		const char *why = parse(mem_size_bad[i].text, &bytes);

		ASSERT_NE(NULL, why)
			TH_LOG("'%s' accepted", mem_size_bad[i].text);
		EXPECT_NE(NULL, strstr(why, mem_size_bad[i].why))
			TH_LOG("'%s': %s", mem_size_bad[i].text, why);
	}
}

/* The length bounds the text: a list's entries are parsed in place. */
TEST(length_bounds_the_text)
{
	u64 bytes;

	EXPECT_TRUE(gs_mem_size_parse("64MiB,1:2GiB", 5, &bytes, why));
	EXPECT_EQ(64 * MiB, bytes);
}

TEST_HARNESS_MAIN
