// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The table of a slice's framebuffer handles (fb_table.h). Entries are
 * found by (client, handle) through a hash of chains; a block's handles
 * are a singly linked ring in RM's list order; entries given back go on a
 * free list, and entries above @end were never touched (a table in a
 * fresh file costs memory only as it fills). Every index read from the
 * table is checked against @end before it is followed, and every walk
 * stops after @cap steps, so a table a process left half-written (or
 * wrote over) can give wrong answers but never a fault or an endless loop.
 */

#include "fb_table.h"
#include "handle_chain.h"

static u32 *buckets(struct gs_fb_table *t)
{
	return (u32 *)(t + 1);
}

static struct gs_fb_handle *entries(struct gs_fb_table *t)
{
	return (struct gs_fb_handle *)(buckets(t) + t->cap);
}

static const struct gs_fb_handle *
entries_const(const struct gs_fb_table *t)
{
	return (const struct gs_fb_handle *)((const u32 *)(t + 1) + t->cap);
}

/* Entry @i if it is one in use, else NULL. */
static struct gs_fb_handle *in_use(struct gs_fb_table *t, u32 i)
{
	struct gs_fb_handle *e;

	if (i >= t->end)
		return NULL;
	e = &entries(t)[i];
	return e->flags & GS_FB_USED ? e : NULL;
}

/* The made handle (@client, @handle), or GS_CHAIN_NONE. */
static u32 find(struct gs_fb_table *t, u32 client, u32 handle)
{
	u32 b = gs_chain_bucket(t->cap, client, handle);
	u32 i = gs_chain_index(buckets(t)[b]), steps;
	struct gs_fb_handle *e;

	for (steps = 0; steps < t->cap && (e = in_use(t, i)); steps++) {
		if (e->client == client && e->handle == handle)
			return i;
		i = gs_chain_index(e->link);
	}
	return GS_CHAIN_NONE;
}

static void hash_add(struct gs_fb_table *t, u32 i)
{
	struct gs_fb_handle *e = &entries(t)[i];
	u32 *b = &buckets(t)[gs_chain_bucket(t->cap, e->client, e->handle)];

	e->link = *b;
	*b = gs_chain_link(i);
}

static void hash_remove(struct gs_fb_table *t, u32 i)
{
	struct gs_fb_handle *e = &entries(t)[i], *p;
	u32 *at = &buckets(t)[gs_chain_bucket(t->cap, e->client, e->handle)];
	u32 steps;

	for (steps = 0; steps < t->cap && *at; steps++) {
		if (gs_chain_index(*at) == i) {
			*at = e->link;
			return;
		}
		p = in_use(t, gs_chain_index(*at));
		if (!p)
			return;
		at = &p->link;
	}
}

/* A free entry, emptied and in use; GS_CHAIN_NONE when there is none. */
static u32 take(struct gs_fb_table *t)
{
	struct gs_fb_handle *e;
	u32 i = gs_chain_index(t->free);

	if (i < t->end && !(entries(t)[i].flags & GS_FB_USED))
		t->free = entries(t)[i].link;
	else if (t->end < t->cap)
		i = t->end++;
	else
		return GS_CHAIN_NONE;
	e = &entries(t)[i];
	memset(e, 0, sizeof(*e));
	e->flags = GS_FB_USED;
	e->next = i;
	t->used++;
	return i;
}

static void give_back(struct gs_fb_table *t, u32 i)
{
	struct gs_fb_handle *e = &entries(t)[i];

	memset(e, 0, sizeof(*e));
	e->link = t->free;
	t->free = gs_chain_link(i);
	if (t->used)
		t->used--;
}

static void move(const struct gs_fb_mover *m, u32 from, u32 to, int gpu,
		 u64 bytes)
{
	if (bytes && from != to)
		m->move(m->ctx, from, to, gpu, bytes);
}

/*
 * The entry before @i on its block's list, or GS_CHAIN_NONE when it is
 * alone.
 */
static u32 before(struct gs_fb_table *t, u32 i)
{
	u32 j = i, steps;
	struct gs_fb_handle *e;

	for (steps = 0; steps < t->cap; steps++) {
		e = in_use(t, j);
		if (!e)
			return GS_CHAIN_NONE;
		if (e->next == i)
			return j == i ? GS_CHAIN_NONE : j;
		j = e->next;
	}
	return GS_CHAIN_NONE;
}

/*
 * Handle @i goes, as RM destroys a Memory: off its block's list, and if
 * it owned the block, ownership and the charge pass to the next handle,
 * or the block is given back with its last.
 */
static void drop(struct gs_fb_table *t, u32 i, const struct gs_fb_mover *m)
{
	struct gs_fb_handle *e = &entries(t)[i], *n;
	u32 p = before(t, i), next = e->next;

	if (e->handle)
		hash_remove(t, i);
	n = p == GS_CHAIN_NONE ? NULL : in_use(t, next);
	/* a list torn past @i ends at its entry before */
	if (p != GS_CHAIN_NONE)
		entries(t)[p].next = n ? next : p;
	if (n && (e->flags & GS_FB_OWNER)) {
		n->flags |= GS_FB_OWNER;
		move(m, e->holder, n->holder, e->gpu, e->bytes);
	} else if (e->flags & GS_FB_OWNER) {
		move(m, e->holder, GS_FB_NOBODY, e->gpu, e->bytes);
	}
	give_back(t, i);
}

void gs_fb_table_init(struct gs_fb_table *t, u32 cap)
{
	t->cap = cap;
	t->end = 0;
	t->free = 0;
	t->used = 0;
	t->blocks = 0;
}

bool gs_fb_table_sane(const struct gs_fb_table *t, u32 cap)
{
	return t->cap == cap && cap && !(cap & (cap - 1)) && t->end <= cap &&
	       t->free <= t->end && t->used <= t->end;
}

int gs_fb_table_reserve(struct gs_fb_table *t, u32 client, u32 holder,
			int gpu)
{
	struct gs_fb_handle *e;
	u32 i = take(t);

	if (i == GS_CHAIN_NONE)
		return GS_FB_FULL;
	e = &entries(t)[i];
	e->block = ++t->blocks;
	e->client = client;
	e->holder = holder;
	e->gpu = gpu;
	e->flags |= GS_FB_OWNER;
	return i;
}

int gs_fb_table_reserve_dup(struct gs_fb_table *t, u32 src_client,
			    u32 src_handle, u32 client, u32 holder)
{
	u32 s = find(t, src_client, src_handle), i;
	struct gs_fb_handle *e, *src;

	if (s == GS_CHAIN_NONE)
		return GS_FB_UNKNOWN;
	i = take(t);
	if (i == GS_CHAIN_NONE)
		return GS_FB_FULL;
	src = &entries(t)[s];
	e = &entries(t)[i];
	e->block = src->block;
	e->bytes = src->bytes;
	e->gpu = src->gpu;
	e->client = client;
	e->holder = holder;
	e->flags |= GS_FB_DUP;
	/* right after its source, as RM links it */
	e->next = src->next;
	src->next = i;
	return i;
}

/* Reservation @i of @holder, or NULL when it is no longer one. */
static struct gs_fb_handle *reserved(struct gs_fb_table *t, u32 i,
				     u32 holder)
{
	struct gs_fb_handle *e = in_use(t, i);

	return e && !e->handle && e->holder == holder ? e : NULL;
}

void gs_fb_table_made(struct gs_fb_table *t, u32 i, u32 holder, u32 handle,
		      u64 bytes, const struct gs_fb_mover *m)
{
	struct gs_fb_handle *e = reserved(t, i, holder);
	u32 old;

	if (!e)
		return;
	if (!handle) {
		/* no handle made after all: nothing to follow */
		drop(t, i, m);
		return;
	}
	old = find(t, e->client, handle);
	if (old != GS_CHAIN_NONE)
		drop(t, old, m);
	e->handle = handle;
	if (!(e->flags & GS_FB_DUP))
		e->bytes = bytes;
	hash_add(t, i);
}

void gs_fb_table_cancel(struct gs_fb_table *t, u32 i, u32 holder,
			const struct gs_fb_mover *m)
{
	if (reserved(t, i, holder))
		drop(t, i, m);
}

void gs_fb_table_free(struct gs_fb_table *t, u32 client, u32 handle,
		      const struct gs_fb_mover *m)
{
	u32 i;

	if (!handle)
		return;
	i = find(t, client, handle);
	if (i != GS_CHAIN_NONE)
		drop(t, i, m);
}

void gs_fb_table_free_client(struct gs_fb_table *t, u32 client,
			     const struct gs_fb_mover *m)
{
	struct gs_fb_handle *e;
	u32 i;

	/* a reservation stays: its call says what became of it */
	for (i = 0; i < t->end; i++) {
		e = in_use(t, i);
		if (e && e->handle && e->client == client)
			drop(t, i, m);
	}
}

void gs_fb_table_drop_holders(struct gs_fb_table *t, const bool *gone,
			      u32 holders, const struct gs_fb_mover *m)
{
	struct gs_fb_handle *e;
	u32 i;

	for (i = 0; i < t->end; i++) {
		e = in_use(t, i);
		if (e && (e->holder >= holders || gone[e->holder]))
			drop(t, i, m);
	}
}

/*
 * Whether the list through @i is whole: every entry on it in use, of
 * @i's block, seen on no other list, back at @i within @cap steps, with
 * one owner. Marks what it walked.
 */
static bool list_whole(struct gs_fb_table *t, u32 i)
{
	struct gs_fb_handle *first = &entries(t)[i], *e;
	u32 j = i, steps, owners = 0;

	for (steps = 0; steps < t->cap; steps++) {
		e = in_use(t, j);
		if (!e || e->block != first->block || (e->flags & GS_FB_SEEN))
			return false;
		e->flags |= GS_FB_SEEN;
		owners += !!(e->flags & GS_FB_OWNER);
		j = e->next;
		if (j == i)
			return owners == 1;
	}
	return false;
}

/* Links every entry of @block in index order, the first owner owning. */
static void relink(struct gs_fb_table *t, u64 block)
{
	struct gs_fb_handle *e, *last = NULL, *owner = NULL;
	u32 i, first = GS_CHAIN_NONE;

	for (i = 0; i < t->end; i++) {
		e = in_use(t, i);
		if (!e || e->block != block)
			continue;
		e->flags |= GS_FB_SEEN;
		if ((e->flags & GS_FB_OWNER) && owner)
			e->flags &= ~GS_FB_OWNER;
		else if (e->flags & GS_FB_OWNER)
			owner = e;
		if (last)
			last->next = i;
		else
			first = i;
		last = e;
	}
	if (!last)
		return;
	last->next = first;
	if (!owner)
		entries(t)[first].flags |= GS_FB_OWNER;
}

unsigned int gs_fb_table_repair(struct gs_fb_table *t)
{
	struct gs_fb_handle *e;
	unsigned int remade = 0;
	u32 i;

	if (t->end > t->cap)
		t->end = t->cap;
	for (i = 0; i < t->cap; i++)
		buckets(t)[i] = 0;
	t->free = 0;
	t->used = 0;
	for (i = t->end; i-- > 0;) {
		e = &entries(t)[i];
		e->flags &= ~GS_FB_SEEN;
		if (!(e->flags & GS_FB_USED)) {
			memset(e, 0, sizeof(*e));
			e->link = t->free;
			t->free = gs_chain_link(i);
			continue;
		}
		t->used++;
		if (e->handle)
			hash_add(t, i);
	}
	for (i = 0; i < t->end; i++) {
		e = in_use(t, i);
		if (!e || (e->flags & GS_FB_SEEN) || list_whole(t, i))
			continue;
		relink(t, e->block);
		remade++;
	}
	for (i = 0; i < t->end; i++)
		entries(t)[i].flags &= ~GS_FB_SEEN;
	return remade;
}

u64 gs_fb_table_owned(const struct gs_fb_table *t, u32 holder, int gpu)
{
	const struct gs_fb_handle *e = entries_const(t);
	u64 bytes = 0;
	u32 i;

	for (i = 0; i < t->end && i < t->cap; i++)
		if ((e[i].flags & GS_FB_USED) && (e[i].flags & GS_FB_OWNER) &&
		    e[i].holder == holder && e[i].gpu == gpu)
			bytes += e[i].bytes;
	return bytes;
}

u32 gs_fb_table_count(const struct gs_fb_table *t)
{
	return t->used;
}
