// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "mem_size.h"

#define MiB (1ULL << 20)

/* Fraction digits kept: 10^8 times a GiB stays below 2^64. */
#define MAX_FRACTION_DIGITS	8
/* Bytes of an unknown unit quoted in a reason */
#define MAX_UNIT_QUOTED		24

static const char expected[] =
	"expected a number and a unit, e.g. 4GiB, 512MiB or 1536 (a number alone means MiB)";
static const char too_large[] = "too large (sizes must be below 16 EiB)";

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

/* A reason being written into a GS_MEM_SIZE_WHY_MAX buffer. */
struct why {
	char *buf;
	size_t len;
};

static void put_char(struct why *w, char c)
{
	if (w->len + 1 < GS_MEM_SIZE_WHY_MAX)
		w->buf[w->len++] = c;
	w->buf[w->len] = '\0';
}

static void put_str(struct why *w, const char *s)
{
	while (*s)
		put_char(w, *s++);
}

static void put_u64(struct why *w, u64 v)
{
	char digits[20];
	int n = 0;

	do {
		digits[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	while (n)
		put_char(w, digits[--n]);
}

/* @len bytes of the caller's text, bytes outside printable ASCII as \xNN. */
static void put_quoted(struct why *w, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < len && i < MAX_UNIT_QUOTED; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c < 0x7f) {
			put_char(w, (char)c);
			continue;
		}
		put_str(w, "\\x");
		put_char(w, hex[c >> 4]);
		put_char(w, hex[c & 15]);
	}
	if (len > MAX_UNIT_QUOTED)
		put_str(w, "...");
}

static bool fail(struct why *w, const char *reason)
{
	put_str(w, reason);
	return false;
}

static bool unit_of(const char *s, size_t len, u64 *unit, struct why *w)
{
	if (!len || word_is(s, len, "mib"))
		*unit = MiB;
	else if (word_is(s, len, "b"))
		*unit = 1;
	else if (word_is(s, len, "kib"))
		*unit = 1ULL << 10;
	else if (word_is(s, len, "gib"))
		*unit = 1ULL << 30;
	else {
		put_str(w, "unknown unit '");
		put_quoted(w, s, len);
		return fail(w, "' (use B, KiB, MiB or GiB; a number alone means MiB)");
	}
	return true;
}

bool gs_mem_size_parse(const char *text, size_t len, u64 *bytes, char *why)
{
	size_t pos = 0, int_start, int_end, frac_start = 0, frac_end = 0;
	u64 unit, integer = 0, fraction = 0, scale = 1, whole, part;
	struct why w = { .buf = why, .len = 0 };

	why[0] = '\0';
	if (!len)
		return fail(&w, expected);
	if (text[0] == '-')
		return fail(&w, "a size cannot be negative");
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
			return fail(&w, expected);
	}
	if (int_end == int_start && frac_end == frac_start)
		return fail(&w, expected);
	while (pos < len && text[pos] == ' ')
		pos++;
	if (!unit_of(text + pos, len - pos, &unit, &w))
		return false;

	/* Trailing zeros of the fraction change nothing. */
	while (frac_end > frac_start && text[frac_end - 1] == '0')
		frac_end--;
	if (frac_end - frac_start > MAX_FRACTION_DIGITS)
		return fail(&w, "too many decimal places");
	for (pos = int_start; pos < int_end; pos++) {
		u64 digit = (u64)(text[pos] - '0');

		if (integer > (~0ULL - digit) / 10)
			return fail(&w, too_large);
		integer = integer * 10 + digit;
	}
	for (pos = frac_start; pos < frac_end; pos++) {
		fraction = fraction * 10 + (u64)(text[pos] - '0');
		scale *= 10;
	}

	if (integer && unit > ~0ULL / integer)
		return fail(&w, too_large);
	whole = integer * unit;
	/* fraction < scale <= 10^8, unit <= 2^30: no wrap */
	if ((fraction * unit) % scale)
		return fail(&w, "not a whole number of bytes");
	part = fraction * unit / scale;
	if (part > ~0ULL - whole)
		return fail(&w, too_large);
	*bytes = whole + part;
	if (!*bytes)
		return fail(&w, "a memory limit is at least 1 MiB");
	if (*bytes % MiB) {
		put_u64(&w, *bytes);
		return fail(&w, " bytes is not a whole number of MiB (limits are whole MiB, at least 1 MiB)");
	}
	return true;
}
