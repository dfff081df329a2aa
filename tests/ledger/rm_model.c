// SPDX-License-Identifier: GPL-2.0
/*
 * RM's rules for per-process framebuffer counts, from NVIDIA's 580.142
 * sources (src/nvidia/src/kernel/mem_mgr/mem.c: memConstructCommon,
 * memCopyConstruct, _memDestructCommonWithDevice; gpu/gpu_rmapi.c:
 * _gpuCollectMemInfo and gpuFindClientInfoWithPidIterator): every handle
 * on a block of memory is in a circular list, a dup right after the handle
 * it was duped from; the allocating handle owns the block, and when the
 * owner's handle goes, ownership passes to the next handle of the list.
 * GET_PID_INFO counts each handle of the process's clients once: private
 * when it is the block's only handle, shared (owned) when it owns it,
 * shared (duped) otherwise. A block is on the card while it has a handle.
 *
 * The checker keeps the sequence's handles here, to choose its steps and
 * to hold nvsim to these rules.
 */

#include <stdlib.h>
#include <string.h>

#include "ledger_diff.h"

#define NO_BLOCK	(-1)

struct handle {
	bool live;
	int block;
	struct rm_handle_info info;
};

struct block {
	int gpu;
	uint64_t size;
	int n;			/* handles, in the list's order */
	int order[DIFF_HANDLES];
	int owner;		/* a handle */
};

struct client {
	bool live;
	struct rm_client_info info;
};

struct rm_model {
	struct handle h[DIFF_HANDLES];
	struct block b[DIFF_HANDLES];
	struct client c[DIFF_CLIENTS];
};

struct rm_model *rm_model_new(void)
{
	return calloc(1, sizeof(struct rm_model));
}

void rm_model_free(struct rm_model *m)
{
	free(m);
}

void rm_model_reset(struct rm_model *m)
{
	memset(m, 0, sizeof(*m));
}

int rm_model_client(struct rm_model *m, int w, int f, uint32_t handle)
{
	int i;

	for (i = 0; i < DIFF_CLIENTS; i++) {
		if (m->c[i].live)
			continue;
		m->c[i].live = true;
		m->c[i].info = (struct rm_client_info){
			.worker = w, .file = f, .handle = handle,
			/* the test's own handles, after CUDA's */
			.next = GS_ABI_CUDA_HANDLE_BASE + 0x100000,
		};
		return i;
	}
	return -1;
}

static int new_handle(struct rm_model *m, int c, int block, uint32_t handle)
{
	int i;

	for (i = 0; i < DIFF_HANDLES; i++) {
		if (m->h[i].live)
			continue;
		m->h[i] = (struct handle){
			.live = true, .block = block,
			.info = { .client = c, .gpu = m->b[block].gpu,
				  .handle = handle },
		};
		return i;
	}
	return -1;
}

int rm_model_alloc(struct rm_model *m, int c, int gpu, uint64_t size,
		   uint32_t handle)
{
	int b, h;

	for (b = 0; b < DIFF_HANDLES && m->b[b].n; b++)
		;
	if (b == DIFF_HANDLES)
		return -1;
	m->b[b].gpu = gpu;
	m->b[b].size = size;
	h = new_handle(m, c, b, handle);
	if (h < 0)
		return -1;
	m->b[b].n = 1;
	m->b[b].order[0] = h;
	m->b[b].owner = h;
	return h;
}

static int position(const struct block *b, int h)
{
	int i;

	for (i = 0; i < b->n; i++)
		if (b->order[i] == h)
			return i;
	return -1;
}

int rm_model_dup(struct rm_model *m, int c, int src, uint32_t handle)
{
	struct block *b = &m->b[m->h[src].block];
	int h = new_handle(m, c, m->h[src].block, handle), at;

	if (h < 0)
		return -1;
	/* right after its source */
	at = position(b, src) + 1;
	memmove(&b->order[at + 1], &b->order[at],
		(b->n - at) * sizeof(b->order[0]));
	b->order[at] = h;
	b->n++;
	return h;
}

void rm_model_free_handle(struct rm_model *m, int h)
{
	struct block *b = &m->b[m->h[h].block];
	int at = position(b, h);

	if (b->owner == h && b->n > 1)
		b->owner = b->order[(at + 1) % b->n];
	memmove(&b->order[at], &b->order[at + 1],
		(b->n - at - 1) * sizeof(b->order[0]));
	b->n--;
	m->h[h].live = false;
}

/* A client's handles go in the order RM frees them: any gives the same. */
void rm_model_free_client(struct rm_model *m, int c)
{
	int h;

	for (h = 0; h < DIFF_HANDLES; h++)
		if (m->h[h].live && m->h[h].info.client == c)
			rm_model_free_handle(m, h);
	m->c[c].live = false;
}

void rm_model_close(struct rm_model *m, int w, int f)
{
	int c;

	for (c = 0; c < DIFF_CLIENTS; c++)
		if (m->c[c].live && m->c[c].info.worker == w &&
		    m->c[c].info.file == f)
			rm_model_free_client(m, c);
}

void rm_model_exit(struct rm_model *m, int w)
{
	int f;

	for (f = 0; f < DIFF_FILES; f++)
		rm_model_close(m, w, f);
}

struct rm_count rm_model_count(const struct rm_model *m, int w, int gpu)
{
	struct rm_count n = { 0 };
	int h;

	for (h = 0; h < DIFF_HANDLES; h++) {
		const struct handle *x = &m->h[h];
		const struct block *b = &m->b[x->block];

		if (!x->live || x->info.gpu != gpu ||
		    m->c[x->info.client].info.worker != w)
			continue;
		if (b->n == 1)
			n.priv += b->size;
		else if (b->owner == h)
			n.owned += b->size;
		else
			n.duped += b->size;
	}
	return n;
}

uint64_t rm_model_held(const struct rm_model *m, int gpu)
{
	uint64_t bytes = 0;
	int b;

	for (b = 0; b < DIFF_HANDLES; b++)
		if (m->b[b].n && m->b[b].gpu == gpu)
			bytes += m->b[b].size;
	return bytes;
}

int rm_model_handles(const struct rm_model *m, int *out)
{
	int h, n = 0;

	for (h = 0; h < DIFF_HANDLES; h++)
		if (m->h[h].live)
			out[n++] = h;
	return n;
}

int rm_model_clients(const struct rm_model *m, int *out)
{
	int c, n = 0;

	for (c = 0; c < DIFF_CLIENTS; c++)
		if (m->c[c].live)
			out[n++] = c;
	return n;
}

struct rm_handle_info *rm_model_handle(struct rm_model *m, int h)
{
	return &m->h[h].info;
}

struct rm_client_info *rm_model_client_info(struct rm_model *m, int c)
{
	return &m->c[c].info;
}

bool rm_model_file_used(const struct rm_model *m, int w, int f)
{
	int c;

	for (c = 0; c < DIFF_CLIENTS; c++)
		if (m->c[c].live && m->c[c].info.worker == w &&
		    m->c[c].info.file == f)
			return true;
	return false;
}
