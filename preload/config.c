// SPDX-License-Identifier: GPL-2.0
/*
 * Configuration. Every variable may also come from the file that
 * GPUSLICE_CONFIG names (KEY=VALUE lines, '#' comments), so a container
 * image can carry it; a variable set in the environment wins over the
 * file. Nothing configured leaves the library a pure pass-through; a
 * configuration that is wrong is an error, never "no limit".
 *
 * Compute settings (GPUSLICE_COMPUTE_*) are per GPU, like the memory
 * limits, and only for GPUs that have one; unset ones are the core's
 * defaults (gs_compute_default()), and the core judges them, alone and
 * together (gs_compute_invalid()).
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "mem_size.h"
#include "nv_abi.h"
#include "slice_name.h"

#define KEY_CONFIG	"GPUSLICE_CONFIG"

/* A GPU is a bit of struct gs_config's gpus. */
_Static_assert(GS_NV_MAX_GPUS <= 32, "GPU minors do not fit in a u32");

/* The variables, by index into keys[] */
enum key {
	SLICE, LIMITS, LEDGER_DIR, TRACE, NV_VERSION,
	COMPUTE,	/* the four settings, in enum gs_config_compute order */
	PERIOD = COMPUTE + GS_CONFIG_PRIORITY + 1,
};

static const char *const keys[] = {
	[SLICE] = "GPUSLICE_SLICE",
	[LIMITS] = "GPUSLICE_LIMITS",
	[LEDGER_DIR] = "GPUSLICE_LEDGER_DIR",
	[TRACE] = "GPUSLICE_TRACE",
	[NV_VERSION] = "GPUSLICE_NV_VERSION",
	[COMPUTE + GS_CONFIG_LIMIT] = "GPUSLICE_COMPUTE_LIMIT",
	[COMPUTE + GS_CONFIG_REQUEST] = "GPUSLICE_COMPUTE_REQUEST",
	[COMPUTE + GS_CONFIG_WEIGHT] = "GPUSLICE_COMPUTE_WEIGHT",
	[COMPUTE + GS_CONFIG_PRIORITY] = "GPUSLICE_COMPUTE_PRIORITY",
	[PERIOD] = "GPUSLICE_COMPUTE_PERIOD_MS",
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

/**
 * struct list - a GPU:VALUE[,GPU:VALUE]... variable being parsed
 * @what: what its values are, for messages ("limits")
 * @form: one item's form ("GPU:SIZE")
 * @example: one item ("0:4GiB")
 * @value: parses the @len bytes at @text as GPU @gpu's value; NULL or why
 *	not (in @err)
 * @ctx: @value's
 */
struct list {
	const char *what, *form, *example;
	const char *(*value)(void *ctx, unsigned int gpu, const char *text,
			     size_t len, char *err, size_t errlen);
	void *ctx;
};

static const char *parse_list(const struct list *l, const char *text,
			      u32 *gpus, char *err, size_t errlen)
{
	const char *p = text;

	*gpus = 0;
	if (!*p) {
		snprintf(err, errlen, "no %s (expected %s[,%s]...)", l->what,
			 l->form, l->form);
		return err;
	}
	while (*p) {
		const char *comma = strchr(p, ','), *colon, *v;
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		unsigned long gpu;
		char *end;

		colon = memchr(p, ':', len);
		if (!colon) {
			snprintf(err, errlen, "'%.*s': expected %s, e.g. %s",
				 (int)len, p, l->form, l->example);
			return err;
		}
		errno = 0;
		gpu = strtoul(p, &end, 10);
		if (end != colon || end == p || *p == '-' || *p == '+' ||
		    errno || gpu >= GS_NV_MAX_GPUS) {
			snprintf(err, errlen,
				 "'%.*s': the GPU is a number from 0 to %d",
				 (int)len, p, GS_NV_MAX_GPUS - 1);
			return err;
		}
		if (*gpus & (1U << gpu)) {
			snprintf(err, errlen, "GPU %lu is given twice", gpu);
			return err;
		}
		if (__builtin_popcount(*gpus) == GS_SLICE_MAX_GPUS) {
			snprintf(err, errlen,
				 "more than %d GPUs (a slice spans at most %d, as in the kernel engine)",
				 GS_SLICE_MAX_GPUS, GS_SLICE_MAX_GPUS);
			return err;
		}
		v = colon + 1;
		if (l->value(l->ctx, gpu, v, len - (v - p), err, errlen))
			return err;
		*gpus |= 1U << gpu;
		p += len;
		if (*p == ',' && !*++p) {
			snprintf(err, errlen, "a trailing comma");
			return err;
		}
	}
	return NULL;
}

static const char *size_value(void *ctx, unsigned int gpu, const char *text,
			      size_t len, char *err, size_t errlen)
{
	char why[GS_MEM_SIZE_WHY_MAX];

	if (gs_mem_size_parse(text, len, (u64 *)ctx + gpu, why))
		return NULL;
	snprintf(err, errlen, "invalid memory size '%.*s': %s", (int)len,
		 text, why);
	return err;
}

const char *gs_config_parse_limits(const char *text, u32 *gpus, u64 *limit,
				   char *err, size_t errlen)
{
	const struct list l = {
		.what = "limits", .form = "GPU:SIZE", .example = "0:4GiB",
		.value = size_value, .ctx = limit,
	};

	return parse_list(&l, text, gpus, err, errlen);
}

struct compute_ctx {
	enum gs_config_compute what;
	struct gs_compute *c;
};

/* A whole number of at most 9 digits, then @suffix or nothing. */
static bool number(const char *text, size_t len, const char *suffix, u32 *v)
{
	size_t i, n = strlen(suffix);

	if (len > n && !strncmp(text + len - n, suffix, n))
		len -= n;
	if (!len || len > 9)
		return false;
	*v = 0;
	for (i = 0; i < len; i++) {
		if (text[i] < '0' || text[i] > '9')
			return false;
		*v = *v * 10 + (text[i] - '0');
	}
	return true;
}

static u8 clamp_u8(u32 v)
{
	return v > 0xff ? 0xff : v;
}

/*
 * One GPU's setting. Its range is the core's to judge (gs_compute_invalid()
 * of the defaults with this one value), so both engines say the same.
 */
static const char *compute_value(void *ctx_, unsigned int gpu,
				 const char *text, size_t len, char *err,
				 size_t errlen)
{
	struct compute_ctx *ctx = ctx_;
	struct gs_compute one, *c = &ctx->c[gpu];
	const char *why;
	u32 v = 0;

	gs_compute_default(&one);
	switch (ctx->what) {
	case GS_CONFIG_LIMIT:
	case GS_CONFIG_REQUEST:
		if (!number(text, len, "%", &v)) {
			snprintf(err, errlen, "'%.*s' is not a percentage (e.g. 30 or 30%%)",
				 (int)len, text);
			return err;
		}
		if (ctx->what == GS_CONFIG_LIMIT)
			one.limit = clamp_u8(v);
		else
			one.request = clamp_u8(v);
		break;
	case GS_CONFIG_WEIGHT:
		if (!number(text, len, "", &v)) {
			snprintf(err, errlen, "'%.*s' is not a weight (a whole number)",
				 (int)len, text);
			return err;
		}
		one.weight = v > UINT16_MAX ? UINT16_MAX : v;
		break;
	case GS_CONFIG_PRIORITY:
		if (len == 4 && !strncmp(text, "high", 4)) {
			one.priority = GS_COMPUTE_PRIO_HIGH;
		} else if (len != 6 || strncmp(text, "normal", 6)) {
			snprintf(err, errlen, "'%.*s': a priority is high or normal",
				 (int)len, text);
			return err;
		}
		break;
	}
	why = gs_compute_invalid(&one);
	if (why) {
		snprintf(err, errlen, "'%.*s': %s", (int)len, text, why);
		return err;
	}
	switch (ctx->what) {
	case GS_CONFIG_LIMIT:
		c->limit = one.limit;
		break;
	case GS_CONFIG_REQUEST:
		c->request = one.request;
		break;
	case GS_CONFIG_WEIGHT:
		c->weight = one.weight;
		break;
	case GS_CONFIG_PRIORITY:
		c->priority = one.priority;
		break;
	}
	return NULL;
}

const char *gs_config_parse_compute(enum gs_config_compute what,
				    const char *text, struct gs_compute *c,
				    u32 *gpus, char *err, size_t errlen)
{
	static const char *const forms[] = {
		[GS_CONFIG_LIMIT] = "GPU:PERCENT",
		[GS_CONFIG_REQUEST] = "GPU:PERCENT",
		[GS_CONFIG_WEIGHT] = "GPU:WEIGHT",
		[GS_CONFIG_PRIORITY] = "GPU:PRIORITY",
	};
	static const char *const examples[] = {
		[GS_CONFIG_LIMIT] = "0:30",
		[GS_CONFIG_REQUEST] = "0:20%",
		[GS_CONFIG_WEIGHT] = "0:300",
		[GS_CONFIG_PRIORITY] = "0:high",
	};
	struct compute_ctx ctx = { .what = what, .c = c };
	const struct list l = {
		.what = "values", .form = forms[what],
		.example = examples[what], .value = compute_value, .ctx = &ctx,
	};

	return parse_list(&l, text, gpus, err, errlen);
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

/* Whether any compute setting or the period is given. */
static bool compute_given(const struct file_values *fv)
{
	unsigned int k;

	for (k = COMPUTE; k <= PERIOD; k++)
		if (value(fv, k) && *value(fv, k))
			return true;
	return false;
}

/* "KEY=VALUE" of key @k for a message, or "" when it is unset. */
static void given(const struct file_values *fv, unsigned int k, char *buf,
		  size_t len)
{
	const char *v = value(fv, k);

	snprintf(buf, len, "%s=%s", keys[k], v && *v ? v : "(unset)");
}

/* The compute settings and the period, once the limits are known. */
static void load_compute(struct gs_config *c, const struct file_values *fv)
{
	char err[256], a[160], b[160];
	unsigned int k, g;
	const char *text, *why;
	u32 gpus, ms;

	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		gs_compute_default(&c->compute[g]);
	c->period_ms = GS_PERIOD_MS_DEFAULT;
	for (k = COMPUTE; k < PERIOD; k++) {
		text = value(fv, k);
		if (!text || !*text)
			continue;
		if (gs_config_parse_compute(k - COMPUTE, text, c->compute,
					    &gpus, err, sizeof(err))) {
			fail(c, "%s: %s", keys[k], err);
			return;
		}
		if (gpus & ~c->gpus) {
			g = __builtin_ctz(gpus & ~c->gpus);
			snprintf(c->error, sizeof(c->error),
				 "%s: GPU %u has no memory limit in %s",
				 keys[k], g, keys[LIMITS]);
			return;
		}
	}
	for (g = 0; g < GS_NV_MAX_GPUS; g++) {
		why = gs_compute_invalid(&c->compute[g]);
		if (!why)
			continue;
		given(fv, COMPUTE + GS_CONFIG_LIMIT, a, sizeof(a));
		given(fv, COMPUTE + GS_CONFIG_REQUEST, b, sizeof(b));
		snprintf(c->error, sizeof(c->error), "GPU %u: %s (%s, %s)", g,
			 why, a, b);
		return;
	}
	text = value(fv, PERIOD);
	if (text && *text) {
		if (!number(text, strlen(text), "", &ms) ||
		    ms < GS_PERIOD_MS_MIN || ms > GS_PERIOD_MS_MAX) {
			snprintf(c->error, sizeof(c->error),
				 "%s: '%.64s': a period is %d to %d ms",
				 keys[PERIOD], text, GS_PERIOD_MS_MIN,
				 GS_PERIOD_MS_MAX);
			return;
		}
		c->period_ms = ms;
	}
}

void gs_config_load(struct gs_config *c, int pid)
{
	struct file_values fv = { { NULL } };
	const char *slice, *limits, *dir, *trace, *file, *nv;
	enum gs_abi_match match;
	char err[256];
	unsigned int i;

	memset(c, 0, sizeof(*c));
	file = getenv(KEY_CONFIG);
	if (file && *file)
		read_file(c, file, &fv);
	if (c->error[0])
		goto out;
	slice = value(&fv, SLICE);
	limits = value(&fv, LIMITS);
	dir = value(&fv, LEDGER_DIR);
	trace = value(&fv, TRACE);

	if (trace && *trace && !expand_pid(trace, pid, c->trace,
					   sizeof(c->trace))) {
		fail(c, "%s: '%s' is too long", keys[TRACE], trace);
		goto out;
	}
	if (!dir || !*dir)
		dir = GS_DEFAULT_LEDGER_DIR;
	if (dir[0] != '/' || strlen(dir) >= sizeof(c->ledger_dir) - 80) {
		fail(c, "%s: '%s' is not an absolute directory path",
		     keys[LEDGER_DIR], dir);
		goto out;
	}
	strcpy(c->ledger_dir, dir);
	nv = value(&fv, NV_VERSION);
	if (nv && *nv) {
		if (!gs_abi_find(nv, &match) || match != GS_ABI_EXACT) {
			gs_abi_supported(err, sizeof(err));
			snprintf(c->error, sizeof(c->error),
				 "%s: '%.32s' is not a supported driver version (supported: %s)",
				 keys[NV_VERSION], nv, err);
			goto out;
		}
		strcpy(c->nv_version, nv);
	}

	if ((!slice || !*slice) && (!limits || !*limits) && !compute_given(&fv))
		goto out;	/* no slice: pass-through (and maybe a trace) */
	if (!slice || !*slice) {
		/* the first of the slice's own variables that is set */
		for (i = LIMITS; i < PERIOD; i++) {
			if (i == LEDGER_DIR || i == TRACE)
				continue;
			if (value(&fv, i) && *value(&fv, i))
				break;
		}
		fail(c, "%s is set but %s is not: name the slice it is for",
		     keys[i], keys[SLICE]);
		goto out;
	}
	if (strlen(slice) >= sizeof(c->slice) ||
	    !gs_slice_name_valid(slice, sizeof(c->slice))) {
		fail(c, "%s: invalid slice name '%s' (1 to 63 of [a-z0-9_.-], starting with a letter or digit)",
		     keys[SLICE], slice);
		goto out;
	}
	if (!limits || !*limits) {
		snprintf(c->error, sizeof(c->error),
			 "%s=%s needs %s, e.g. %s=0:4GiB", keys[SLICE], slice,
			 keys[LIMITS], keys[LIMITS]);
		goto out;
	}
	if (gs_config_parse_limits(limits, &c->gpus, c->limit, err,
				   sizeof(err))) {
		fail(c, "%s: %s", keys[LIMITS], err);
		goto out;
	}
	load_compute(c, &fv);
	if (!c->error[0])
		strcpy(c->slice, slice);
out:
	for (i = 0; i < ARRAY_SIZE(keys); i++)
		free(fv.v[i]);
}
