// SPDX-License-Identifier: GPL-2.0
/*
 * Slurm's GRES strings, the slices a node holds and the GPU a share goes
 * to: see place.h.
 */

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "place.h"

/*
 * A count at @s, Slurm's way: decimal digits and an optional suffix of
 * K, M, G, T or P (powers of 1024, as suffix_mult() reads gres counts).
 */
static bool parse_count(const char *s, const char **end,
			unsigned long long *count)
{
	static const char suffixes[] = "KMGTP";
	unsigned long long v;
	const char *p;
	char *e;
	int shift;

	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	v = strtoull(s, &e, 10);
	if (errno)
		return false;
	p = strchr(suffixes, toupper((unsigned char)*e));
	if (*e && p) {
		shift = 10 * (int)(p - suffixes + 1);
		if (v > (~0ULL >> shift))
			return false;
		v <<= shift;
		e++;
	}
	*end = e;
	*count = v;
	return true;
}

/* The length of the GRES name at @s: up to a ':', '(' or ','. */
static size_t name_len(const char *s)
{
	return strcspn(s, ":(,");
}

/* The length of the token at @s: up to a ',' outside parentheses. */
static size_t token_len(const char *s)
{
	size_t n = 0;
	int depth = 0;

	for (; s[n] && (depth || s[n] != ','); n++) {
		if (s[n] == '(')
			depth++;
		else if (s[n] == ')' && depth)
			depth--;
	}
	return n;
}

bool gs_gres_detail_count(const char *detail, const char *name,
			  unsigned long long *count)
{
	size_t len = strlen(name), tok;
	const char *p, *end;

	*count = 0;
	for (p = detail; p && *p; p += tok + (p[tok] == ',')) {
		tok = token_len(p);
		if (name_len(p) != len || strncmp(p, name, len))
			continue;
		p += len;
		if (!strncmp(p, "(CNT:", 5))
			p += 5;
		else if (*p == ':')
			p++;
		else
			return false;
		return parse_count(p, &end, count) &&
		       (*end == ')' || *end == '(' || *end == ',' || !*end);
	}
	return true;
}

bool gs_gres_config_count(const char *gres, const char *name,
			  unsigned long long *count)
{
	size_t len = strlen(name), tok, body;
	unsigned long long v;
	const char *p, *last, *end;

	*count = 0;
	for (p = gres; p && *p; p += tok + (p[tok] == ',')) {
		tok = token_len(p);
		if (name_len(p) != len || strncmp(p, name, len))
			continue;
		/* "name[:type]:count[(S:...)]": the count is the last field */
		body = strcspn(p, "(,");
		for (last = p + body; last > p && last[-1] != ':'; last--)
			;
		if (last == p + len || !parse_count(last, &end, &v) ||
		    end != p + body || *count + v < *count)
			return false;
		*count += v;
	}
	return true;
}

/*
 * The number after "key": in @json from @p on, the key matched as a whole
 * string; NULL when @p holds no such key.
 */
static const char *json_number(const char *p, const char *key,
			       unsigned long long *v)
{
	size_t len = strlen(key);
	char *end;

	for (p = strchr(p, '"'); p; p = strchr(p + 1, '"')) {
		if (strncmp(p + 1, key, len) || p[len + 1] != '"' ||
		    p[len + 2] != ':')
			continue;
		p += len + 3;
		if (!isdigit((unsigned char)*p))
			return NULL;
		errno = 0;
		*v = strtoull(p, &end, 10);
		return errno ? NULL : end;
	}
	return NULL;
}

bool gs_status_gpus(const char *json, unsigned int *gpus)
{
	unsigned long long v;

	if (!json_number(json, "gpus", &v) || v > GS_NODE_MAX_GPUS)
		return false;
	*gpus = v;
	return true;
}

/* One GPU object of a slice, as the list is read. */
struct gpu_entry {
	bool device_seen, memory_seen, compute_seen;
	unsigned long long device, memory, compute;
};

/* Reads a "key":number pair at @p (just past the key's opening quote). */
static void read_member(const char *p, struct gpu_entry *e)
{
	unsigned long long v;
	char *end;

	if (!strncmp(p, "device\":", 8)) {
		e->device = strtoull(p + 8, &end, 10);
		e->device_seen = end != p + 8;
	} else if (!strncmp(p, "memory_limit\":", 14)) {
		v = strtoull(p + 14, &end, 10);
		e->memory = v;
		e->memory_seen = end != p + 14;
	} else if (!strncmp(p, "compute_request\":", 17)) {
		v = strtoull(p + 17, &end, 10);
		e->compute = v;
		e->compute_seen = end != p + 17;
	}
}

/*
 * The list is an array of slices, each with an array of GPU objects, the
 * innermost objects of the document: each is read from its '{' to its
 * '}', keys in any order; strings are skipped whole, so that no name can
 * pass for a key.
 */
bool gs_list_use(const char *json, struct gs_gpu_use *use, unsigned int gpus)
{
	struct gpu_entry e = { 0 };
	const char *p = json;

	memset(use, 0, gpus * sizeof(*use));
	while (isspace((unsigned char)*p))
		p++;
	if (*p != '[')
		return false;
	for (; *p; p++) {
		switch (*p) {
		case '"':
			/* only a key is followed by ':' after its quote */
			read_member(p + 1, &e);
			for (p++; *p && *p != '"'; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				return false;
			break;
		case '{':
			memset(&e, 0, sizeof(e));
			break;
		case '}':
			if (!e.device_seen)
				break;
			if (!e.memory_seen || !e.compute_seen ||
			    e.device >= gpus)
				return false;
			if (use[e.device].memory + e.memory < e.memory)
				return false;
			use[e.device].memory += e.memory;
			use[e.device].compute += e.compute;
			memset(&e, 0, sizeof(e));
			break;
		}
	}
	return true;
}

int gs_place(const struct gs_gpu_use *use, unsigned int gpus,
	     unsigned long long memory, unsigned int compute,
	     const struct gs_share *share)
{
	unsigned long long free_mem, best_free = 0;
	unsigned int g;
	int best = -1;

	for (g = 0; g < gpus; g++) {
		if (use[g].memory > memory || use[g].compute > compute)
			continue;
		free_mem = memory - use[g].memory;
		if (share->memory > free_mem ||
		    share->compute > compute - use[g].compute)
			continue;
		if (best < 0 || free_mem - share->memory < best_free) {
			best = g;
			best_free = free_mem - share->memory;
		}
	}
	return best;
}
