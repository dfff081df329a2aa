// SPDX-License-Identifier: GPL-2.0
/*
 * The object table: an array searched linearly, under one mutex. A CUDA
 * context makes a few hundred objects, and only allocations, frees,
 * memory queries and the compute thread's calls look here, never the
 * launch path (which issues no ioctl). A free walks down from the freed object only (a leaf, as
 * cudaFree's memory is, costs one pass), and a client's free takes its
 * objects in one pass: every RM_FREE stays linear in the table's size.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "nv_class.h"
#include "objects.h"
#include "shm_ledger.h"

static pthread_mutex_t objs_lock = PTHREAD_MUTEX_INITIALIZER;
static struct gs_obj *objs;	/* objs_lock */
static size_t nr_objs, cap_objs;	/* objs_lock */
/* Marks of gs_objs_free()'s walk, one per object; objs_lock */
static bool *marks;
/* The marked objects' indices, in the order the walk reached them */
static size_t *walk;

static struct gs_obj *find(u32 client, u32 handle)
{
	size_t i;

	for (i = 0; i < nr_objs; i++)
		if (objs[i].client == client && objs[i].handle == handle)
			return &objs[i];
	return NULL;
}

void gs_objs_add(const struct gs_obj *o)
{
	struct gs_obj *old, *grown;
	size_t *w;
	bool *m;

	pthread_mutex_lock(&objs_lock);
	old = find(o->client, o->handle);
	if (old) {
		*old = *o;
		goto out;
	}
	if (nr_objs == cap_objs) {
		size_t cap = cap_objs ? 2 * cap_objs : 256;

		grown = realloc(objs, cap * sizeof(*objs));
		if (grown)
			objs = grown;
		m = realloc(marks, cap * sizeof(*marks));
		if (m)
			marks = m;
		w = realloc(walk, cap * sizeof(*walk));
		if (w)
			walk = w;
		if (!grown || !m || !w)
			goto out;	/* forgotten: its free refunds nothing */
		cap_objs = cap;
	}
	objs[nr_objs++] = *o;
out:
	pthread_mutex_unlock(&objs_lock);
}

int gs_objs_gpu(u32 client, u32 handle)
{
	struct gs_obj *o;
	int gpu;

	pthread_mutex_lock(&objs_lock);
	o = find(client, handle);
	gpu = o ? o->gpu : GS_GPU_NONE;
	pthread_mutex_unlock(&objs_lock);
	return gpu;
}

u64 gs_objs_kept(int gpu)
{
	u64 kept = 0;
	size_t i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs; i++)
		if (objs[i].gpu == gpu)
			kept += objs[i].kept;
	pthread_mutex_unlock(&objs_lock);
	return kept;
}

static void add_refund(struct gs_refund *r, const struct gs_obj *o)
{
	if (!o->bytes)
		return;
	if (o->gpu == GS_GPU_ALL)
		r->all += o->bytes;
	else if (o->gpu >= 0 && o->gpu < GS_NV_MAX_GPUS)
		r->gpu[o->gpu] += o->bytes;
}

/*
 * Tells the slice's table of framebuffer handles that @o went: a client
 * with all its handles, or one handle; objs_lock held.
 */
static void fb_freed(const struct gs_obj *o)
{
	if (o->role == GS_NV_ROLE_ROOT)
		gs_shm_fb_free_client(o->client);
	else if (o->fb)
		gs_shm_fb_free(o->client, o->handle);
}

/*
 * Drops every marked object and, unless @whole_clients (every object of
 * the marked objects' clients is marked already), the objects under them;
 * objs_lock held.
 */
static void drop_marked(struct gs_refund *r, bool whole_clients)
{
	size_t i, kept, reached = 0, walked = 0;

	for (i = 0; i < nr_objs; i++)
		if (marks[i])
			walk[reached++] = i;
	/* each object reached marks its children: one pass per object */
	while (!whole_clients && walked < reached) {
		const struct gs_obj *p = &objs[walk[walked++]];

		for (i = 0; i < nr_objs; i++) {
			if (!marks[i] && objs[i].client == p->client &&
			    objs[i].parent == p->handle) {
				marks[i] = true;
				walk[reached++] = i;
			}
		}
	}
	for (i = 0, kept = 0; i < nr_objs; i++) {
		if (marks[i]) {
			add_refund(r, &objs[i]);
			fb_freed(&objs[i]);
			continue;
		}
		objs[kept++] = objs[i];
	}
	nr_objs = kept;
}

bool gs_objs_free(u32 client, u32 handle, struct gs_refund *r)
{
	bool found = false;
	size_t i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs; i++) {
		/* a client's free takes all of it, whatever its parents */
		marks[i] = objs[i].client == client &&
			   (handle == client || objs[i].handle == handle);
		found |= objs[i].client == client && objs[i].handle == handle;
	}
	drop_marked(r, handle == client);
	pthread_mutex_unlock(&objs_lock);
	return found;
}

void gs_objs_free_file(u64 file, struct gs_refund *r)
{
	size_t i, j;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs; i++)
		marks[i] = false;
	for (i = 0; i < nr_objs; i++) {
		if (objs[i].handle != objs[i].client || objs[i].file != file)
			continue;
		for (j = 0; j < nr_objs; j++)
			if (objs[j].client == objs[i].client)
				marks[j] = true;
	}
	drop_marked(r, true);
	pthread_mutex_unlock(&objs_lock);
}

/* Client @client's subdevice on @gpu, or NULL; objs_lock held. */
static const struct gs_obj *subdevice_of(u32 client, int gpu)
{
	size_t i;

	for (i = 0; i < nr_objs; i++)
		if (objs[i].client == client && objs[i].gpu == gpu &&
		    objs[i].role == GS_NV_ROLE_SUBDEVICE)
			return &objs[i];
	return NULL;
}

/* The file client @client was made through, or 0; objs_lock held. */
static u64 file_of(u32 client)
{
	const struct gs_obj *c = find(client, client);

	return c ? c->file : 0;
}

/* Whether channel @o, or its TSG, was scheduled; objs_lock held. */
static bool scheduled(const struct gs_obj *o)
{
	const struct gs_obj *tsg = find(o->client, o->parent);

	return o->scheduled ||
	       (tsg && tsg->role == GS_NV_ROLE_TSG && tsg->scheduled);
}

unsigned int gs_objs_channels(int gpu, bool enable, struct gs_chan_batch *b,
			      unsigned int max)
{
	const struct gs_obj *sub;
	unsigned int n = 0, k;
	size_t i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs; i++) {
		struct gs_obj *o = &objs[i];

		if (o->role != GS_NV_ROLE_CHANNEL || o->gpu != gpu ||
		    o->disabled != enable || (!enable && !scheduled(o)))
			continue;
		for (k = 0; k < n; k++)
			if (b[k].client == o->client &&
			    b[k].n < GS_NV_DISABLE_CHANNELS_MAX)
				break;
		if (k == n) {
			if (n == max)
				break;
			sub = subdevice_of(o->client, gpu);
			b[n].client = o->client;
			b[n].subdevice = sub ? sub->handle : 0;
			b[n].file = file_of(o->client);
			b[n].n = 0;
			n++;
		}
		if (!b[k].subdevice)
			continue;	/* no subdevice to name: out of reach */
		b[k].handle[b[k].n++] = o->handle;
	}
	pthread_mutex_unlock(&objs_lock);
	return n;
}

void gs_objs_mark(const struct gs_chan_batch *b, bool disabled)
{
	struct gs_obj *o;
	unsigned int i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < b->n; i++) {
		o = find(b->client, b->handle[i]);
		if (o && o->role == GS_NV_ROLE_CHANNEL)
			o->disabled = disabled;
	}
	pthread_mutex_unlock(&objs_lock);
}

void gs_objs_set_scheduled(u32 client, u32 handle)
{
	struct gs_obj *o;

	pthread_mutex_lock(&objs_lock);
	o = find(client, handle);
	if (o && (o->role == GS_NV_ROLE_TSG || o->role == GS_NV_ROLE_CHANNEL))
		o->scheduled = true;
	pthread_mutex_unlock(&objs_lock);
}

unsigned int gs_objs_nr_channels(int gpu)
{
	unsigned int n = 0;
	size_t i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs; i++)
		n += objs[i].role == GS_NV_ROLE_CHANNEL && objs[i].gpu == gpu;
	pthread_mutex_unlock(&objs_lock);
	return n;
}

bool gs_objs_subdevice(int gpu, u32 *client, u32 *subdevice, u64 *file)
{
	const struct gs_obj *sub = NULL;
	size_t i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; i < nr_objs && !sub; i++)
		if (objs[i].role == GS_NV_ROLE_SUBDEVICE &&
		    objs[i].gpu == gpu &&
		    (!*client || objs[i].client == *client))
			sub = &objs[i];
	if (sub) {
		*client = sub->client;
		*subdevice = sub->handle;
		*file = file_of(sub->client);
	}
	pthread_mutex_unlock(&objs_lock);
	return sub;
}

void gs_objs_forked(void)
{
	/* Only this thread runs in the child: no lock is held by another. */
	pthread_mutex_init(&objs_lock, NULL);
	nr_objs = 0;
}
