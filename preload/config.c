// SPDX-License-Identifier: GPL-2.0
/*
 * Configuration. Every variable may also come from the file that
 * GPUSLICE_CONFIG names (KEY=VALUE lines, '#' comments), so a container
 * image can carry it; a variable set in the environment wins over the
 * file. Nothing configured leaves the library a pure pass-through; a
 * configuration that is wrong is an error, never "no limit".
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mem_size.h"
#include "slice_name.h"

#define KEY_CONFIG	"GPUSLICE_CONFIG"
#define KEY_SLICE	"GPUSLICE_SLICE"
#define KEY_LIMITS	"GPUSLICE_LIMITS"
#define KEY_LEDGER_DIR	"GPUSLICE_LEDGER_DIR"
#define KEY_TRACE	"GPUSLICE_TRACE"

static const char *const keys[] = {
	KEY_SLICE, KEY_LIMITS, KEY_LEDGER_DIR, KEY_TRACE,
};

/* Values from the file, by the index of keys[]. */
struct file_values {
	char *v[ARRAY_SIZE(keys)];
};

static const char *value(const struct file_values *fv, unsigned int key)
{
	const char *env = getenv(keys[key]);

	return env ? env : fv->v[key];
}

static void fail(struct gs_config *c, const char *fmt, const char *a,
		 const char *b)
{
	snprintf(c->error, sizeof(c->error), fmt, a, b);
}

static char *trim(char *s)
{
	char *end;

	while (*s == ' ' || *s == '\t')
		s++;
	end = s + strlen(s);
	while (end > s && (end[-1] == ' ' || end[-1] == '\t' ||
			   end[-1] == '\n' || end[-1] == '\r'))
		*--end = 0;
	return s;
}

static void read_file(struct gs_config *c, const char *path,
		      struct file_values *fv)
{
	char line[1024], where[64];
	unsigned int i, lineno = 0;
	FILE *f = fopen(path, "re");

	if (!f) {
		fail(c, "%s %s: cannot be read", KEY_CONFIG, path);
		return;
	}
	while (fgets(line, sizeof(line), f) && !c->error[0]) {
		char *s = trim(line), *eq;

		lineno++;
		if (!*s || *s == '#')
			continue;
		eq = strchr(s, '=');
		snprintf(where, sizeof(where), "%s:%u", path, lineno);
		if (!eq) {
			fail(c, "%s: expected KEY=VALUE, found '%s'", where, s);
			break;
		}
		*eq = 0;
		s = trim(s);
		for (i = 0; i < ARRAY_SIZE(keys); i++)
			if (!strcmp(s, keys[i]))
				break;
		if (i == ARRAY_SIZE(keys)) {
			fail(c, "%s: unknown key '%s'", where, s);
			break;
		}
		free(fv->v[i]);
		fv->v[i] = strdup(trim(eq + 1));
	}
	fclose(f);
}

const char *gs_config_parse_limits(const char *text, u32 *gpus, u64 *limit,
				   char *err, size_t errlen)
{
	const char *p = text;

	*gpus = 0;
	if (!*p) {
		snprintf(err, errlen, "no limits (expected GPU:SIZE[,GPU:SIZE]...)");
		return err;
	}
	while (*p) {
		const char *comma = strchr(p, ','), *colon, *why;
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		unsigned long gpu;
		char *end;

		colon = memchr(p, ':', len);
		if (!colon) {
			snprintf(err, errlen,
				 "'%.*s': expected GPU:SIZE, e.g. 0:4GiB",
				 (int)len, p);
			return err;
		}
		errno = 0;
		gpu = strtoul(p, &end, 10);
		if (end != colon || end == p || *p == '-' || *p == '+' ||
		    errno || gpu >= GS_MAX_GPUS) {
			snprintf(err, errlen,
				 "'%.*s': the GPU is a number from 0 to %d",
				 (int)len, p, GS_MAX_GPUS - 1);
			return err;
		}
		if (*gpus & (1U << gpu)) {
			snprintf(err, errlen, "GPU %lu is given twice", gpu);
			return err;
		}
		why = gs_mem_size_parse(colon + 1, len - (colon + 1 - p),
					&limit[gpu]);
		if (why) {
			snprintf(err, errlen, "invalid memory size '%.*s': %s",
				 (int)(len - (colon + 1 - p)), colon + 1, why);
			return err;
		}
		*gpus |= 1U << gpu;
		p += len;
		if (*p == ',' && !*++p) {
			snprintf(err, errlen, "a trailing comma");
			return err;
		}
	}
	return NULL;
}

/* @path with every "%p" replaced by @pid, into @out. */
static bool expand_pid(const char *path, int pid, char *out, size_t len)
{
	size_t n = 0;
	int w;

	for (; *path; path++) {
		if (path[0] == '%' && path[1] == 'p') {
			w = snprintf(out + n, len - n, "%d", pid);
			if (w < 0 || (size_t)w >= len - n)
				return false;
			n += w;
			path++;
			continue;
		}
		if (n + 1 >= len)
			return false;
		out[n++] = *path;
	}
	out[n] = 0;
	return true;
}

void gs_config_load(struct gs_config *c, int pid)
{
	struct file_values fv = { { NULL } };
	const char *slice, *limits, *dir, *trace, *file;
	char err[256];
	unsigned int i;

	memset(c, 0, sizeof(*c));
	file = getenv(KEY_CONFIG);
	if (file && *file)
		read_file(c, file, &fv);
	if (c->error[0])
		goto out;
	slice = value(&fv, 0);
	limits = value(&fv, 1);
	dir = value(&fv, 2);
	trace = value(&fv, 3);

	if (trace && *trace && !expand_pid(trace, pid, c->trace,
					   sizeof(c->trace))) {
		fail(c, "%s: '%s' is too long", KEY_TRACE, trace);
		goto out;
	}
	if (!dir || !*dir)
		dir = GS_DEFAULT_LEDGER_DIR;
	if (dir[0] != '/' || strlen(dir) >= sizeof(c->ledger_dir) - 80) {
		fail(c, "%s: '%s' is not an absolute directory path",
		     KEY_LEDGER_DIR, dir);
		goto out;
	}
	strcpy(c->ledger_dir, dir);

	if ((!slice || !*slice) && (!limits || !*limits))
		goto out;	/* no slice: pass-through (and maybe a trace) */
	if (!slice || !*slice) {
		fail(c, "%s is set but %s is not: name the slice the limits are for",
		     KEY_LIMITS, KEY_SLICE);
		goto out;
	}
	if (strlen(slice) >= sizeof(c->slice) ||
	    !gs_slice_name_valid(slice, sizeof(c->slice))) {
		fail(c, "%s: invalid slice name '%s' (1 to 63 of [a-z0-9_.-], starting with a letter or digit)",
		     KEY_SLICE, slice);
		goto out;
	}
	if (!limits || !*limits) {
		snprintf(c->error, sizeof(c->error),
			 "%s=%s needs %s, e.g. %s=0:4GiB", KEY_SLICE, slice,
			 KEY_LIMITS, KEY_LIMITS);
		goto out;
	}
	if (gs_config_parse_limits(limits, &c->gpus, c->limit, err,
				   sizeof(err))) {
		fail(c, "%s: %s", KEY_LIMITS, err);
		goto out;
	}
	strcpy(c->slice, slice);
out:
	for (i = 0; i < ARRAY_SIZE(keys); i++)
		free(fv.v[i]);
}
