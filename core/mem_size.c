// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "mem_size.h"

#define MiB (1ULL << 20)

/*
 * Digits kept: 19 integer digits always fit in 64 bits before the unit is
 * applied; 8 fraction digits times a GiB stay below 2^64 too.
 */
#define MAX_INTEGER_DIGITS	19
#define MAX_FRACTION_DIGITS	8

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Whether the @len bytes at @s spell @word, ignoring case. */
static bool word_is(const char *s, size_t len, const char *word)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!word[i] || lower(s[i]) != word[i])
			return false;
	return !word[len];
}

static const char *unit_of(const char *s, size_t len, u64 *unit)
{
	if (!len || word_is(s, len, "mib"))
		*unit = MiB;
	else if (word_is(s, len, "b"))
		*unit = 1;
	else if (word_is(s, len, "kib"))
		*unit = 1ULL << 10;
	else if (word_is(s, len, "gib"))
		*unit = 1ULL << 30;
	else
		return "unknown unit (use B, KiB, MiB or GiB; a number alone means MiB)";
	return NULL;
}

const char *gs_mem_size_parse(const char *text, size_t len, u64 *bytes)
{
	const char *expected =
		"expected a number and a unit, e.g. 4GiB, 512MiB or 1536 (a number alone means MiB)";
	size_t pos = 0, int_start, int_end, frac_start = 0, frac_end = 0;
	u64 unit, integer = 0, fraction = 0, scale = 1, whole, part;
	const char *why;

	if (!len)
		return expected;
	if (text[0] == '-')
		return "a size cannot be negative";
	while (pos < len && is_digit(text[pos]))
		pos++;
	int_start = 0;
	int_end = pos;
	if (pos < len && text[pos] == '.') {
		frac_start = ++pos;
		while (pos < len && is_digit(text[pos]))
			pos++;
		frac_end = pos;
		if (frac_end == frac_start)
			return expected;
	}
	if (int_end == int_start && frac_end == frac_start)
		return expected;
	while (pos < len && text[pos] == ' ')
		pos++;
	why = unit_of(text + pos, len - pos, &unit);
	if (why)
		return why;

	/* Leading zeros of the integer, trailing zeros of the fraction. */
	while (int_start < int_end && text[int_start] == '0')
		int_start++;
	while (frac_end > frac_start && text[frac_end - 1] == '0')
		frac_end--;
	if (int_end - int_start > MAX_INTEGER_DIGITS)
		return "too large (sizes must be below 16 EiB)";
	if (frac_end - frac_start > MAX_FRACTION_DIGITS)
		return "too many decimal places";
	for (pos = int_start; pos < int_end; pos++)
		integer = integer * 10 + (u64)(text[pos] - '0');
	for (pos = frac_start; pos < frac_end; pos++) {
		fraction = fraction * 10 + (u64)(text[pos] - '0');
		scale *= 10;
	}

	if (integer && unit > ~0ULL / integer)
		return "too large (sizes must be below 16 EiB)";
	whole = integer * unit;
	/* fraction < scale <= 10^8, unit <= 2^30: no wrap */
	if ((fraction * unit) % scale)
		return "not a whole number of bytes";
	part = fraction * unit / scale;
	if (part > ~0ULL - whole)
		return "too large (sizes must be below 16 EiB)";
	*bytes = whole + part;
	if (!*bytes)
		return "a memory limit is at least 1 MiB";
	if (*bytes % MiB)
		return "not a whole number of MiB (limits are whole MiB, at least 1 MiB)";
	return NULL;
}
