// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Memory sizes as the CLI's --memory reads them (docs/cli.md, "Sizes"),
 * the same table: the user-space engine's limits mean the same.
 */

#include <string.h>

#include <kselftest_harness.h>

#include "mem_size.h"

#define MiB (1ULL << 20)

static char why[GS_MEM_SIZE_WHY_MAX];

/* NULL when @text is a size, else why not. */
static const char *parse(const char *text, u64 *bytes)
{
	return gs_mem_size_parse(text, strlen(text), bytes, why) ? NULL : why;
}

TEST(sizes_of_the_cli_table)
{
	static const struct {
		const char *text;
		u64 bytes;
	} good[] = {
		{ "4GiB", 4096 * MiB }, { "1536", 1536 * MiB },
		{ "512MiB", 512 * MiB }, { "1.5GiB", 1536 * MiB },
		{ "2 gib", 2048 * MiB }, { "1048576B", MiB },
		{ "1024KiB", MiB }, { "0.5GiB", 512 * MiB },
		{ "007MiB", 7 * MiB }, { "1.000GiB", 1024 * MiB },
		{ "17179869183GiB", 17179869183ULL << 30 },
		/* the largest, in all its 20 digits */
		{ "18446744073708503040B", ~0ULL - MiB + 1 },
		{ "00000000000000000000001", MiB },
	};
	unsigned int i;
	u64 bytes;

	for (i = 0; i < ARRAY_SIZE(good); i++) {
		const char *why = parse(good[i].text, &bytes);

		EXPECT_EQ(NULL, why) TH_LOG("'%s': %s", good[i].text, why);
		EXPECT_EQ(good[i].bytes, bytes) TH_LOG("'%s'", good[i].text);
	}
}

TEST(errors_say_why)
{
	static const struct {
		const char *text, *why;
	} bad[] = {
		{ "", "expected a number" },
		{ "GiB", "expected a number" },
		{ "1.", "expected a number" },
		{ "-1", "cannot be negative" },
		{ "4GB", "unknown unit 'GB' (use B, KiB, MiB or GiB;" },
		{ "4 G", "unknown unit 'G'" },
		{ "1\x1b[2J", "unknown unit '\\x1b[2J'" },
		{ "1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		  "unknown unit 'xxxxxxxxxxxxxxxxxxxxxxxx...'" },
		{ "1.5KiB", "1536 bytes is not a whole number of MiB" },
		{ "0", "at least 1 MiB" },
		{ "0.1B", "not a whole number of bytes" },
		{ "1.123456789GiB", "too many decimal places" },
		{ "17179869184GiB", "too large" },
		{ "99999999999999999999", "too large" },
		{ "18446744073709551616B", "too large" },
	};
	unsigned int i;
	u64 bytes;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		const char *why = parse(bad[i].text, &bytes);

		ASSERT_NE(NULL, why) TH_LOG("'%s' accepted", bad[i].text);
		EXPECT_NE(NULL, strstr(why, bad[i].why))
			TH_LOG("'%s': %s", bad[i].text, why);
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
