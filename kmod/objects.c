// SPDX-License-Identifier: GPL-2.0
/*
 * A slice's RM objects (docs/design.md, "A slice's RM objects"): every
 * object the driver made through the slice's files, learnt from the
 * RM_ALLOCs gpuslice forwards, in the core's table (core/obj_table.c),
 * under one mutex. Each is kept by (client, handle) with its parent, its
 * class and kind, the GPU of the slice it is on (GS_GPUID_UNKNOWN when
 * none is known) and, in @bytes, the framebuffer RM keeps for it that the
 * slice was charged and gets back when it goes (core/nv_charge.h): a
 * TSG's, a VA space's, and a channel's, which its TSG holds (in the TSG's
 * @bytes beside its own @kept) until the TSG's last channel goes, as RM
 * gives them back. A client's @owner is the gs_file it was made through:
 * while the client is in the table and the lock held, that file is not
 * freed (its release frees its clients here first).
 *
 * Sharing (share.c) reads the clients and marks the objects shared with
 * every process (GS_OBJ_SHARED), GPU numbering (gpuid.c) reads the GPU of
 * an object's parent, and channels.c the channels the controller disables
 * (GS_OBJ_DISABLED), the subdevices that reach them and what goes back
 * when they go. What a racing thread makes gpuslice believe here only
 * decides the honest path's refusals and the caller's own view: the
 * driver's accounts and policies hold every slice whatever is kept here.
 */

#include <linux/mm.h>
#include <linux/slab.h>

#include "gpuid.h"
#include "nv_class.h"
#include "objects.h"
#include "slice.h"

/* Entries of a new slice's table; it doubles when it fills */
#define FIRST_CAP	64

static struct gs_obj_table *table_alloc(u32 cap)
{
	struct gs_obj_table *t = kvmalloc(GS_OBJ_TABLE_SIZE(cap),
					  GFP_KERNEL_ACCOUNT);

	if (t)
		gs_obj_table_init(t, cap);
	return t;
}

int gs_objs_init(struct gs_slice_objs *o)
{
	mutex_init(&o->lock);
	o->table = table_alloc(FIRST_CAP);
	return o->table ? 0 : -ENOMEM;
}

void gs_objs_destroy(struct gs_slice_objs *o)
{
	kvfree(o->table);
}

static void freed(void *ctx, const struct gs_obj *o)
{
	struct gs_objs_gone *gone = ctx;

	if (o->gpu < 0 || o->gpu >= GPUSLICE_SLICE_MAX_GPUS)
		return;
	gone->kept[o->gpu] += o->bytes;
	if (o->kind == GS_NV_ROLE_CHANNEL)
		gone->channels |= BIT(o->gpu);
}

/* Whether TSG @tsg has a channel left; lock held. */
static bool has_channels(struct gs_obj_table *t, const struct gs_obj *tsg)
{
	const struct gs_obj *o;
	u32 i;

	for (i = 0; (o = gs_obj_table_at(t, i)); i++)
		if (o->kind == GS_NV_ROLE_CHANNEL && o->client == tsg->client &&
		    o->parent == tsg->handle)
			return true;
	return false;
}

/*
 * After channels went: a TSG whose last channel went gives back what RM
 * kept for its channels; lock held.
 */
static void tsgs_emptied(struct gs_obj_table *t, struct gs_objs_gone *gone)
{
	struct gs_obj *o;
	u32 i;

	if (!gone->channels)
		return;
	for (i = 0; (o = gs_obj_table_at(t, i)); i++) {
		if (o->kind != GS_NV_ROLE_TSG || o->bytes <= o->kept ||
		    o->gpu < 0 || o->gpu >= GPUSLICE_SLICE_MAX_GPUS ||
		    has_channels(t, o))
			continue;
		gone->kept[o->gpu] += o->bytes - o->kept;
		o->bytes = o->kept;
	}
}

/* Frees (@hclient, @handle) and what is under it; lock held. */
static void free_locked(struct gs_slice *s, u32 hclient, u32 handle,
			struct gs_objs_gone *gone)
{
	const struct gs_obj_visitor v = { .freed = freed, .ctx = gone };

	lockdep_assert_held(&s->objs.lock);
	gs_obj_table_free(s->objs.table, hclient, handle, &v);
	tsgs_emptied(s->objs.table, gone);
}

/* Adds @o, the table grown if it is full; lock held. */
static struct gs_obj *add_locked(struct gs_slice *s, const struct gs_obj *o)
{
	struct gs_obj_table *t = s->objs.table, *grown;
	struct gs_obj *e;

	lockdep_assert_held(&s->objs.lock);
	e = gs_obj_table_add(t, o);
	if (e || t->cap > U32_MAX / 2)
		return e;
	grown = table_alloc(2 * t->cap);
	if (!grown)
		return NULL;
	gs_obj_table_move(grown, t);
	kvfree(t);
	s->objs.table = grown;
	return gs_obj_table_add(grown, o);
}

/*
 * The driver made @o. A handle made again was freed first, with what was
 * under it (the free came by a path gpuslice does not follow): what they
 * leave goes in @gone. A channel's kept bytes go to its TSG, if it has one.
 * Returns -ENOMEM when there is no room: the object is not followed.
 */
int gs_objs_add(struct gs_slice *s, const struct gs_obj *o,
		struct gs_objs_gone *gone)
{
	struct gs_obj_table *t;
	struct gs_obj *e, *tsg;
	int ret = 0;

	mutex_lock(&s->objs.lock);
	if (gs_obj_table_find(s->objs.table, o->client, o->handle))
		free_locked(s, o->client, o->handle, gone);
	e = add_locked(s, o);
	if (!e) {
		ret = -ENOMEM;
		goto out;
	}
	t = s->objs.table;
	tsg = gs_obj_table_find(t, o->client, o->parent);
	if (o->kind == GS_NV_ROLE_CHANNEL && tsg &&
	    tsg->kind == GS_NV_ROLE_TSG) {
		tsg->bytes += e->bytes;
		e->bytes = 0;
	}
out:
	mutex_unlock(&s->objs.lock);
	return ret;
}

/*
 * The driver freed (@hclient, @handle), and with it what was under it (a
 * client: all of it); what they leave goes in @gone.
 */
void gs_objs_free(struct gs_slice *s, u32 hclient, u32 handle,
		  struct gs_objs_gone *gone)
{
	mutex_lock(&s->objs.lock);
	free_locked(s, hclient, handle, gone);
	mutex_unlock(&s->objs.lock);
}

/* File @gf closed: the driver freed the clients made through it. */
void gs_objs_free_file(struct gs_slice *s, const struct gs_file *gf,
		       struct gs_objs_gone *gone)
{
	const struct gs_obj_visitor v = { .freed = freed, .ctx = gone };

	mutex_lock(&s->objs.lock);
	gs_obj_table_free_owner(s->objs.table, (unsigned long)gf, &v);
	tsgs_emptied(s->objs.table, gone);
	mutex_unlock(&s->objs.lock);
}

/* Revoked: the driver freed everything. */
void gs_objs_free_all(struct gs_slice *s, struct gs_objs_gone *gone)
{
	struct gs_obj_table *t;
	const struct gs_obj *o;
	u32 i;

	mutex_lock(&s->objs.lock);
	t = s->objs.table;
	for (i = 0; (o = gs_obj_table_at(t, i)); i++)
		freed(gone, o);
	gs_obj_table_init(t, t->cap);
	mutex_unlock(&s->objs.lock);
}

/* Whether @hclient is a client made through the slice's files. */
bool gs_objs_is_client(struct gs_slice *s, u32 hclient)
{
	bool client;

	mutex_lock(&s->objs.lock);
	client = hclient && gs_obj_table_find(s->objs.table, hclient, hclient);
	mutex_unlock(&s->objs.lock);
	return client;
}

/*
 * The file client @hclient was made through, or NULL; lock held, which
 * keeps it from being freed.
 */
struct gs_file *gs_objs_client_file(struct gs_slice *s, u32 hclient)
{
	const struct gs_obj *c;

	lockdep_assert_held(&s->objs.lock);
	c = gs_obj_table_find(s->objs.table, hclient, hclient);
	return c ? (struct gs_file *)(unsigned long)c->owner : NULL;
}

/*
 * (@hclient, @handle) is shared with every process (@shared) or no longer.
 * An object gpuslice did not see made (a dup's handle) is added for it;
 * without room it is not kept shared, and its dups go to the driver as
 * they come (which refuses them).
 */
void gs_objs_set_shared(struct gs_slice *s, u32 hclient, u32 handle,
			bool shared)
{
	struct gs_obj add = {
		.client = hclient, .handle = handle,
		.gpu = GS_GPUID_UNKNOWN, .flags = GS_OBJ_SHARED,
	};
	struct gs_obj *o;

	mutex_lock(&s->objs.lock);
	o = gs_obj_table_find(s->objs.table, hclient, handle);
	if (o && shared)
		o->flags |= GS_OBJ_SHARED;
	else if (o)
		o->flags &= ~GS_OBJ_SHARED;
	else if (shared)
		add_locked(s, &add);
	mutex_unlock(&s->objs.lock);
}

bool gs_objs_shared(struct gs_slice *s, u32 hclient, u32 handle)
{
	const struct gs_obj *o;
	bool shared;

	mutex_lock(&s->objs.lock);
	o = gs_obj_table_find(s->objs.table, hclient, handle);
	shared = o && (o->flags & GS_OBJ_SHARED);
	mutex_unlock(&s->objs.lock);
	return shared;
}
