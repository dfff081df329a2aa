// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Which table describes a driver: the lookup by version string. The tables
 * themselves are core/nv_abi_tables.c's.
 */

#include "nv_abi.h"

/* NVIDIA's versions: "580.142", "580.159.04"; the patch is two digits. */
#define MAJOR_MAX	9999U
#define MINOR_MAX	999U
#define PATCH_MAX	99U

/* Reads digits at *@s into *@n, at most @max; advances *@s. */
static bool parse_number(const char **s, u32 max, u32 *n)
{
	const char *p = *s;
	u32 v = 0;

	if (*p < '0' || *p > '9')
		return false;
	for (; *p >= '0' && *p <= '9'; p++) {
		v = v * 10 + (u32)(*p - '0');
		if (v > max)
			return false;
	}
	*s = p;
	*n = v;
	return true;
}

/**
 * gs_abi_parse() - a version string as a number to compare
 * @version: "major.minor" or "major.minor.patch", nothing else
 * @key: set to GS_ABI_KEY() of it
 *
 * Return: false for anything that is not such a version.
 */
bool gs_abi_parse(const char *version, u32 *key)
{
	u32 major, minor, patch = 0;
	const char *p = version;

	if (!p || !parse_number(&p, MAJOR_MAX, &major) || *p++ != '.' ||
	    !parse_number(&p, MINOR_MAX, &minor))
		return false;
	if (*p == '.' && (p++, !parse_number(&p, PATCH_MAX, &patch)))
		return false;
	if (*p)
		return false;
	*key = GS_ABI_KEY(major, minor, patch);
	return true;
}

/**
 * gs_abi_find() - the table of a driver version
 * @version: the driver's version string (NV_VERSION_STRING)
 * @match: set to how it matched
 *
 * An exact supported version gets its own table. Another release of a
 * supported branch from the oldest with the same facts on (the tagged
 * version's @from) gets the branch's, its tagged version's, and
 * GS_ABI_BRANCH, which the caller says once. Anything else, an older
 * release of the branch included, is GS_ABI_UNKNOWN, and NULL: the caller
 * refuses the driver.
 *
 * Return: the table, or NULL.
 */
const struct gs_abi *gs_abi_find(const char *version,
				 enum gs_abi_match *match)
{
	const struct gs_abi *branch = NULL;
	unsigned int i;
	u32 key;

	*match = GS_ABI_UNKNOWN;
	if (!gs_abi_parse(version, &key))
		return NULL;
	for (i = 0; i < gs_abi_nr_versions; i++) {
		const struct gs_abi *a = &gs_abi_versions[i];

		if (a->key == key) {
			*match = GS_ABI_EXACT;
			return a;
		}
		if (GS_ABI_KEY_BRANCH(a->key) == GS_ABI_KEY_BRANCH(key) &&
		    a->tagged && key >= a->from)
			branch = a;
	}
	if (branch)
		*match = GS_ABI_BRANCH;
	return branch;
}

/**
 * gs_abi_list() - every supported version, sorted
 * @count: set to how many
 */
const struct gs_abi *gs_abi_list(unsigned int *count)
{
	*count = gs_abi_nr_versions;
	return gs_abi_versions;
}

/* @s after the @n characters of @buf, as far as @len leaves room */
static void append(char *buf, size_t len, size_t *n, const char *s)
{
	for (; *s; s++, (*n)++)
		if (*n + 1 < len)
			buf[*n] = *s;
}

/**
 * gs_abi_supported() - the supported versions, for a message
 * @buf: receives "535.288.01, 550.163.01, ...", NUL-terminated
 * @len: its size
 *
 * Return: the length the whole list needs, without the NUL; the list is
 * cut short when that is @len or more.
 */
size_t gs_abi_supported(char *buf, size_t len)
{
	size_t n = 0;
	unsigned int i;

	for (i = 0; i < gs_abi_nr_versions; i++) {
		if (i)
			append(buf, len, &n, ", ");
		append(buf, len, &n, gs_abi_versions[i].version);
	}
	if (len)
		buf[n < len ? n : len - 1] = '\0';
	return n;
}
