/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The memory sizes of docs/cli.md ("Sizes") and their edges: the one
 * grammar, core/mem_size.c's, of the CLI's --memory, apply's file and the
 * user-space engine's GPUSLICE_LIMITS. core_mem_size_test reads them with
 * gs_mem_size_parse(), cli_unit_test with the CLI's wrapper, so the two
 * cannot drift apart again (the CLI once read 20 digits, the core 19).
 */
#ifndef _GS_TESTS_MEM_SIZE_CASES_H
#define _GS_TESTS_MEM_SIZE_CASES_H

static const struct {
	const char *text;
	unsigned long long bytes;
} mem_size_good[] = {
	{ "4GiB", 4096ULL << 20 }, { "1536", 1536ULL << 20 },
	{ "512MiB", 512ULL << 20 }, { "1.5GiB", 1536ULL << 20 },
	{ "2 gib", 2048ULL << 20 }, { "1048576B", 1ULL << 20 },
	{ "1073741824B", 1ULL << 30 },
	{ "1024KiB", 1ULL << 20 }, { "0.5GiB", 512ULL << 20 },
	{ "007MiB", 7ULL << 20 }, { "1.000GiB", 1024ULL << 20 },
	{ "17179869183GiB", 17179869183ULL << 30 },
	/* the largest, in all its 20 digits */
	{ "18446744073708503040B", ~0ULL - (1ULL << 20) + 1 },
	{ "00000000000000000000001", 1ULL << 20 },
};

static const struct {
	const char *text, *why;
} mem_size_bad[] = {
	{ "", "expected a number" },
	{ "GiB", "expected a number" },
	{ "1.", "expected a number" },
	{ "-1", "cannot be negative" },
	{ "4GB", "unknown unit 'GB' (use B, KiB, MiB or GiB;" },
	{ "12XB", "unknown unit 'XB'" },
	{ "4 G", "unknown unit 'G'" },
	{ "1\x1b[2J", "unknown unit '\\x1b[2J'" },
	{ "1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
	  "unknown unit 'xxxxxxxxxxxxxxxxxxxxxxxx...'" },
	{ "1.5KiB", "1536 bytes is not a whole number of MiB" },
	{ "0", "at least 1 MiB" },
	{ "0.1B", "not a whole number of bytes" },
	{ "1.123456789GiB", "too many decimal places" },
	{ "17179869184GiB", "too large" },
	{ "99999999999GiB", "too large" },
	{ "99999999999999999999", "too large" },
	{ "18446744073709551616B", "too large" },
};

#endif /* _GS_TESTS_MEM_SIZE_CASES_H */
