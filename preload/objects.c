// SPDX-License-Identifier: GPL-2.0
/*
 * The object table: the core's (core/obj_table.c), under one mutex, in
 * storage that doubles when it fills. A CUDA context makes a few hundred
 * objects, and only allocations, frees, memory queries and the compute
 * thread's calls look here, never the launch path (which issues no
 * ioctl); every RM_FREE is linear in the table's size.
 */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "nv_class.h"
#include "objects.h"
#include "shm_ledger.h"

/* The table's first storage, made before any object: no allocation */
#define FIRST_CAP	256

static union {
	struct gs_obj_table t;
	u64 storage[(GS_OBJ_TABLE_SIZE(FIRST_CAP) + 7) / sizeof(u64)];
} first = { .t = { .cap = FIRST_CAP } };

static pthread_mutex_t objs_lock = PTHREAD_MUTEX_INITIALIZER;
static struct gs_obj_table *objs = &first.t;	/* objs_lock */

/*
 * Moves the full table into one twice its size; objs_lock held. Returns
 * false when there is no memory for it.
 */
static bool grow(void)
{
	u32 cap = 2 * objs->cap;
	struct gs_obj_table *grown = malloc(GS_OBJ_TABLE_SIZE(cap));

	if (!grown)
		return false;
	gs_obj_table_init(grown, cap);
	gs_obj_table_move(grown, objs);
	if (objs != &first.t)
		free(objs);
	objs = grown;
	return true;
}

void gs_objs_add(const struct gs_obj *o)
{
	pthread_mutex_lock(&objs_lock);
	/* forgotten when there is no room: its free refunds nothing */
	if (!gs_obj_table_add(objs, o) && grow())
		gs_obj_table_add(objs, o);
	pthread_mutex_unlock(&objs_lock);
}

int gs_objs_gpu(u32 client, u32 handle)
{
	struct gs_obj *o;
	int gpu;

	pthread_mutex_lock(&objs_lock);
	o = gs_obj_table_find(objs, client, handle);
	gpu = o ? o->gpu : GS_GPU_NONE;
	pthread_mutex_unlock(&objs_lock);
	return gpu;
}

u64 gs_objs_kept(int gpu)
{
	u64 kept;

	pthread_mutex_lock(&objs_lock);
	kept = gs_obj_table_kept(objs, gpu);
	pthread_mutex_unlock(&objs_lock);
	return kept;
}

/*
 * An object went: what it was charged goes back, and the slice's table of
 * framebuffer handles hears of it (a client with all its handles, or one
 * handle); objs_lock held.
 */
static void freed(void *ctx, const struct gs_obj *o)
{
	struct gs_refund *r = ctx;

	if (o->gpu == GS_GPU_ALL)
		r->all += o->bytes;
	else if (o->gpu >= 0 && o->gpu < GS_NV_MAX_GPUS)
		r->gpu[o->gpu] += o->bytes;
	if (o->kind == GS_NV_ROLE_ROOT)
		gs_shm_fb_free_client(o->client);
	else if (o->flags & GS_OBJ_FB)
		gs_shm_fb_free(o->client, o->handle);
}

bool gs_objs_free(u32 client, u32 handle, struct gs_refund *r)
{
	const struct gs_obj_visitor v = { .freed = freed, .ctx = r };
	bool found;

	pthread_mutex_lock(&objs_lock);
	found = gs_obj_table_free(objs, client, handle, &v);
	pthread_mutex_unlock(&objs_lock);
	return found;
}

void gs_objs_free_file(u64 file, struct gs_refund *r)
{
	const struct gs_obj_visitor v = { .freed = freed, .ctx = r };

	pthread_mutex_lock(&objs_lock);
	gs_obj_table_free_owner(objs, file, &v);
	pthread_mutex_unlock(&objs_lock);
}

/* The file client @client was made through, or 0; objs_lock held. */
static u64 file_of(u32 client)
{
	const struct gs_obj *c = gs_obj_table_find(objs, client, client);

	return c ? c->owner : 0;
}

/* Whether channel @o, or its TSG, was scheduled; objs_lock held. */
static bool scheduled(const struct gs_obj *o)
{
	const struct gs_obj *tsg = gs_obj_table_find(objs, o->client,
						     o->parent);

	return (o->flags & GS_OBJ_SCHEDULED) ||
	       (tsg && tsg->kind == GS_NV_ROLE_TSG &&
		(tsg->flags & GS_OBJ_SCHEDULED));
}

unsigned int gs_objs_channels(int gpu, bool enable, struct gs_chan_batch *b,
			      unsigned int max)
{
	const struct gs_obj *o, *sub;
	unsigned int n = 0, k;
	u32 i;

	pthread_mutex_lock(&objs_lock);
	for (i = 0; (o = gs_obj_table_at(objs, i)); i++) {
		if (o->kind != GS_NV_ROLE_CHANNEL || o->gpu != gpu ||
		    !!(o->flags & GS_OBJ_DISABLED) != enable ||
		    (!enable && !scheduled(o)))
			continue;
		for (k = 0; k < n; k++)
			if (b[k].client == o->client &&
			    b[k].n < GS_NV_DISABLE_CHANNELS_MAX)
				break;
		if (k == n) {
			if (n == max)
				break;
			sub = gs_obj_table_first(objs, o->client,
						 GS_NV_ROLE_SUBDEVICE, gpu);
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
		o = gs_obj_table_find(objs, b->client, b->handle[i]);
		if (!o || o->kind != GS_NV_ROLE_CHANNEL)
			continue;
		if (disabled)
			o->flags |= GS_OBJ_DISABLED;
		else
			o->flags &= ~GS_OBJ_DISABLED;
	}
	pthread_mutex_unlock(&objs_lock);
}

void gs_objs_set_scheduled(u32 client, u32 handle)
{
	struct gs_obj *o;

	pthread_mutex_lock(&objs_lock);
	o = gs_obj_table_find(objs, client, handle);
	if (o && (o->kind == GS_NV_ROLE_TSG || o->kind == GS_NV_ROLE_CHANNEL))
		o->flags |= GS_OBJ_SCHEDULED;
	pthread_mutex_unlock(&objs_lock);
}

unsigned int gs_objs_nr_channels(int gpu)
{
	unsigned int n;

	pthread_mutex_lock(&objs_lock);
	n = gs_obj_table_count(objs, GS_NV_ROLE_CHANNEL, gpu);
	pthread_mutex_unlock(&objs_lock);
	return n;
}

bool gs_objs_subdevice(int gpu, u32 *client, u32 *subdevice, u64 *file)
{
	const struct gs_obj *sub;

	pthread_mutex_lock(&objs_lock);
	/* *client 0 is GS_OBJ_ANY_CLIENT: RM never makes a client 0 */
	sub = gs_obj_table_first(objs, *client, GS_NV_ROLE_SUBDEVICE, gpu);
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
	gs_obj_table_init(objs, objs->cap);
}
