// SPDX-License-Identifier: GPL-2.0
/*
 * Reads the H100 traces into fz_rec records (corpus.h).
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "corpus.h"

/* The value of "@key=" among the words of @line, or NULL. */
static const char *field(const char *line, const char *key)
{
	size_t n = strlen(key);
	const char *p = line;

	while ((p = strstr(p, key))) {
		if ((p == line || p[-1] == ' ') && p[n] == '=')
			return p + n + 1;
		p += n;
	}
	return NULL;
}

static unsigned int nibble(char c)
{
	return isdigit((unsigned char)c) ? c - '0' :
					   tolower((unsigned char)c) - 'a' + 10;
}

/* The hex bytes after "@key=" in @line, allocated; *@len gets their count. */
static uint8_t *hex_field(const char *line, const char *key, uint32_t *len)
{
	const char *h = field(line, key);
	size_t n = 0, i;
	uint8_t *buf;

	if (!h)
		return NULL;
	while (isxdigit((unsigned char)h[n]))
		n++;
	buf = calloc(n / 2 ? n / 2 : 1, 1);
	if (!buf)
		return NULL;
	for (i = 0; i < n / 2; i++)
		buf[i] = nibble(h[2 * i]) << 4 | nibble(h[2 * i + 1]);
	*len = n / 2;
	return buf;
}

static struct fz_rec *grow(struct fz_trace *t, size_t *cap)
{
	struct fz_rec *r;

	if (t->count == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		r = realloc(t->recs, *cap * sizeof(*r));
		if (!r)
			return NULL;
		t->recs = r;
	}
	r = &t->recs[t->count++];
	memset(r, 0, sizeof(*r));
	return r;
}

/* Records "OPEN fd=N PATH", "CLOSE ...", "MMAP ..." and "IOCTL ...". */
static int parse_head(struct fz_rec *r, const char *line)
{
	char path[256];
	const char *v;

	if (!strncmp(line, "OPEN ", 5))
		r->kind = FZ_OPEN;
	else if (!strncmp(line, "CLOSE ", 6))
		r->kind = FZ_CLOSE;
	else if (!strncmp(line, "MMAP ", 5))
		r->kind = FZ_MMAP;
	else
		r->kind = FZ_IOCTL;
	v = field(line, "fd");
	if (!v || sscanf(v, "%d %255s", &r->tfd, path) != 2)
		return -1;
	r->node = gs_nv_node_of_path(path);
	if (r->node == GS_NV_NODE_NR)	/* a file the fuzzer does not drive */
		return 1;
	if (r->kind == FZ_MMAP) {
		v = field(line, "len");
		if (!v)
			return -1;
		r->len = strtoull(v, NULL, 0);
		v = field(line, "prot");
		r->prot = v ? (int)strtol(v, NULL, 0) : 3;
	} else if (r->kind == FZ_IOCTL) {
		v = field(line, "req");
		if (!v)
			return -1;
		r->req = strtoul(v, NULL, 0);
	}
	return 0;
}

int fz_trace_load(struct fz_trace *t, const char *path)
{
	size_t cap = 0, n = 0, lineno = 0;
	struct fz_rec *r = NULL;
	char *line = NULL, cmd[512];
	bool gz = strlen(path) > 3 && !strcmp(path + strlen(path) - 3, ".gz");
	FILE *f;
	int ret = 0;

	memset(t, 0, sizeof(*t));
	t->name = path;
	if (gz) {
		snprintf(cmd, sizeof(cmd), "gzip -dc '%s'", path);
		f = popen(cmd, "r");
	} else {
		f = fopen(path, "r");
	}
	if (!f) {
		perror(path);
		return -1;
	}
	while (getline(&line, &n, f) > 0) {
		lineno++;
		if (line[0] == ' ') {
			uint32_t len = 0;

			if (!r || r->kind != FZ_IOCTL)
				continue;
			if (!strncmp(line, " pre=", 5)) {
				r->arg = hex_field(line + 1, "pre", &len);
				r->size = len;
			} else if (!strncmp(line, " post=", 6)) {
				r->post = hex_field(line + 1, "post", &len);
				if (len != r->size) {
					free(r->post);
					r->post = NULL;
				}
			} else if (!strncmp(line, " subpre=", 8)) {
				r->sub = hex_field(line + 1, "subpre", &len);
				r->sub_size = len;
			}
			continue;
		}
		if (strncmp(line, "OPEN ", 5) && strncmp(line, "CLOSE ", 6) &&
		    strncmp(line, "MMAP ", 5) && strncmp(line, "IOCTL ", 6)) {
			r = NULL;	/* MARK and the like */
			continue;
		}
		r = grow(t, &cap);
		if (!r) {
			fprintf(stderr, "%s: out of memory\n", path);
			ret = -1;
			break;
		}
		ret = parse_head(r, line);
		if (ret < 0) {
			fprintf(stderr, "%s:%zu: bad record\n", path, lineno);
			break;
		}
		if (ret > 0) {	/* a file the fuzzer leaves alone */
			t->count--;
			r = NULL;
			ret = 0;
		}
	}
	free(line);
	if (gz ? pclose(f) != 0 : fclose(f) != 0) {
		fprintf(stderr, "%s: could not be read\n", path);
		ret = -1;
	}
	/* an ioctl whose argument was not recorded cannot be replayed */
	for (n = 0; !ret && n < t->count; n++)
		if (t->recs[n].kind == FZ_IOCTL && !t->recs[n].arg)
			t->recs[n].kind = FZ_SKIP;
	return ret;
}
