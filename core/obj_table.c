// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The table of a slice's RM objects (obj_table.h). Entries are found by
 * (client, handle) through a hash of chains, and kept packed: the first
 * @nr, in the order they were added. Most frees are of a leaf (a block of
 * memory): one pass of comparisons finds it has no children, it leaves its
 * chain, and, unless it was the last entry, those after it move down one
 * and the links to them with them, in sequential passes with nothing
 * hashed again. Any other free marks what goes, shows it to the
 * caller, packs the rest down in order and rebuilds the chains, all in
 * passes over the table (a subtree takes one pass per level that is out of
 * order, which RM's parents-first order makes none). Every index read from
 * the table is checked against @nr before it is followed, and every walk
 * stops after @cap steps.
 */

#include "obj_table.h"
#include "handle_chain.h"

static u32 *buckets(struct gs_obj_table *t)
{
	return (u32 *)(t + 1);
}

static struct gs_obj *entries(struct gs_obj_table *t)
{
	return (struct gs_obj *)(buckets(t) + t->cap);
}

static const struct gs_obj *entries_const(const struct gs_obj_table *t)
{
	return (const struct gs_obj *)((const u32 *)(t + 1) + t->cap);
}

/* The entry of (@client, @handle), or GS_CHAIN_NONE. */
static u32 find(struct gs_obj_table *t, u32 client, u32 handle)
{
	u32 b = gs_chain_bucket(t->cap, client, handle);
	u32 i = gs_chain_index(buckets(t)[b]), steps;
	struct gs_obj *e;

	for (steps = 0; steps < t->cap && i < t->nr; steps++) {
		e = &entries(t)[i];
		if (e->client == client && e->handle == handle)
			return i;
		i = gs_chain_index(e->link);
	}
	return GS_CHAIN_NONE;
}

static void hash_add(struct gs_obj_table *t, u32 i)
{
	struct gs_obj *e = &entries(t)[i];
	u32 *b = &buckets(t)[gs_chain_bucket(t->cap, e->client, e->handle)];

	e->link = *b;
	*b = gs_chain_link(i);
}

/* Every chain made again from the entries in use. */
static void rehash(struct gs_obj_table *t)
{
	u32 i;

	memset(buckets(t), 0, (size_t)t->cap * sizeof(u32));
	for (i = 0; i < t->nr; i++)
		hash_add(t, i);
}

void gs_obj_table_init(struct gs_obj_table *t, u32 cap)
{
	t->cap = cap;
	t->nr = 0;
	memset(buckets(t), 0, (size_t)cap * sizeof(u32));
}

bool gs_obj_table_sane(const struct gs_obj_table *t, u32 cap)
{
	return t->cap == cap && cap && !(cap & (cap - 1)) && t->nr <= cap;
}

struct gs_obj *gs_obj_table_add(struct gs_obj_table *t, const struct gs_obj *o)
{
	u32 i = find(t, o->client, o->handle), link;
	struct gs_obj *e;

	if (i != GS_CHAIN_NONE) {
		e = &entries(t)[i];
		link = e->link;
		*e = *o;
		e->link = link;
		e->mark = 0;
		return e;
	}
	if (t->nr == t->cap)
		return NULL;
	i = t->nr++;
	e = &entries(t)[i];
	*e = *o;
	e->mark = 0;
	hash_add(t, i);
	return e;
}

struct gs_obj *gs_obj_table_find(struct gs_obj_table *t, u32 client,
				 u32 handle)
{
	u32 i = find(t, client, handle);

	return i == GS_CHAIN_NONE ? NULL : &entries(t)[i];
}

struct gs_obj *gs_obj_table_at(struct gs_obj_table *t, u32 i)
{
	return i < t->nr ? &entries(t)[i] : NULL;
}

struct gs_obj *gs_obj_table_first(struct gs_obj_table *t, u32 client,
				  u8 kind, int gpu)
{
	struct gs_obj *e;
	u32 i;

	for (i = 0; i < t->nr; i++) {
		e = &entries(t)[i];
		if (e->kind == kind && e->gpu == gpu &&
		    (client == GS_OBJ_ANY_CLIENT || e->client == client))
			return e;
	}
	return NULL;
}

u32 gs_obj_table_count(const struct gs_obj_table *t, u8 kind, int gpu)
{
	const struct gs_obj *e = entries_const(t);
	u32 i, n = 0;

	for (i = 0; i < t->nr; i++)
		n += e[i].kind == kind && e[i].gpu == gpu;
	return n;
}

u64 gs_obj_table_kept(const struct gs_obj_table *t, int gpu)
{
	const struct gs_obj *e = entries_const(t);
	u64 kept = 0;
	u32 i;

	for (i = 0; i < t->nr; i++)
		if (e[i].gpu == gpu)
			kept += e[i].kept;
	return kept;
}

/* Whether entry @i's parent is marked. */
static bool parent_marked(struct gs_obj_table *t, u32 i)
{
	const struct gs_obj *e = &entries(t)[i];
	u32 p = find(t, e->client, e->parent);

	return p != GS_CHAIN_NONE && entries(t)[p].mark;
}

/*
 * Marks every object under a marked one of @client. A pass marks the
 * children of what is marked before them; another pass is needed only
 * when one was marked after its child (a handle made again).
 */
static void mark_subtrees(struct gs_obj_table *t, u32 client)
{
	bool more = true;
	struct gs_obj *e;
	u32 i, passes;

	for (passes = 0; more && passes < t->cap; passes++) {
		more = false;
		for (i = 0; i < t->nr; i++) {
			e = &entries(t)[i];
			if (e->mark || e->client != client ||
			    !parent_marked(t, i))
				continue;
			e->mark = 1;
			more = true;
		}
	}
}

/* Shows @v every marked entry, then packs the others down in order. */
static void drop_marked(struct gs_obj_table *t, const struct gs_obj_visitor *v)
{
	struct gs_obj *e = entries(t);
	u32 i, kept = 0;

	for (i = 0; i < t->nr; i++) {
		if (e[i].mark) {
			v->freed(v->ctx, &e[i]);
			continue;
		}
		if (kept != i)
			e[kept] = e[i];
		kept++;
	}
	if (kept == t->nr)
		return;
	t->nr = kept;
	rehash(t);
}

/* Whether an entry but @i has entry @i for its parent. */
static bool has_children(struct gs_obj_table *t, u32 i)
{
	const struct gs_obj *e = entries(t);
	u32 j;

	for (j = 0; j < t->nr; j++)
		if (j != i && e[j].client == e[i].client &&
		    e[j].parent == e[i].handle)
			return true;
	return false;
}

/* Takes entry @i out of its chain. */
static void hash_del(struct gs_obj_table *t, u32 i)
{
	struct gs_obj *e = &entries(t)[i];
	u32 *l = &buckets(t)[gs_chain_bucket(t->cap, e->client, e->handle)];
	u32 steps;

	for (steps = 0; steps < t->cap && gs_chain_index(*l) < t->nr; steps++) {
		if (gs_chain_index(*l) == i) {
			*l = e->link;
			return;
		}
		l = &entries(t)[gs_chain_index(*l)].link;
	}
}

/*
 * Entry @i, out of its chain already, goes: the entries after it move down
 * one, and so do the links to them.
 */
static void remove_at(struct gs_obj_table *t, u32 i)
{
	struct gs_obj *e = entries(t);
	u32 *b = buckets(t), j;

	t->nr--;
	/* the last, as a block freed soon after it was made is: none moves */
	if (i == t->nr)
		return;
	memmove(&e[i], &e[i + 1], (size_t)(t->nr - i) * sizeof(*e));
	for (j = 0; j < t->cap; j++)
		if (gs_chain_index(b[j]) != GS_CHAIN_NONE &&
		    gs_chain_index(b[j]) > i)
			b[j]--;
	for (j = 0; j < t->nr; j++)
		if (gs_chain_index(e[j].link) != GS_CHAIN_NONE &&
		    gs_chain_index(e[j].link) > i)
			e[j].link--;
}

bool gs_obj_table_free(struct gs_obj_table *t, u32 client, u32 handle,
		       const struct gs_obj_visitor *v)
{
	struct gs_obj *e = entries(t);
	bool found = false;
	u32 i;

	/* a leaf, the common case, goes alone, without the passes below */
	i = find(t, client, handle);
	if (handle != client && i != GS_CHAIN_NONE && !has_children(t, i)) {
		v->freed(v->ctx, &e[i]);
		hash_del(t, i);
		remove_at(t, i);
		return true;
	}
	for (i = 0; i < t->nr; i++) {
		/* a client's free takes all of it, whatever its parents */
		e[i].mark = e[i].client == client &&
			    (handle == client || e[i].handle == handle);
		found |= e[i].client == client && e[i].handle == handle;
	}
	if (handle != client)
		mark_subtrees(t, client);
	drop_marked(t, v);
	return found;
}

void gs_obj_table_free_owner(struct gs_obj_table *t, u64 owner,
			     const struct gs_obj_visitor *v)
{
	struct gs_obj *e = entries(t);
	u32 i, c;

	for (i = 0; i < t->nr; i++)
		e[i].mark = e[i].handle == e[i].client && e[i].owner == owner;
	/* a client's objects go with it */
	for (i = 0; i < t->nr; i++) {
		c = find(t, e[i].client, e[i].client);
		if (c != GS_CHAIN_NONE && e[c].mark)
			e[i].mark = 1;
	}
	drop_marked(t, v);
}

void gs_obj_table_move(struct gs_obj_table *dst, struct gs_obj_table *src)
{
	u32 i;

	for (i = 0; i < src->nr && gs_obj_table_add(dst, &entries(src)[i]); i++)
		;
	src->nr = 0;
	memset(buckets(src), 0, (size_t)src->cap * sizeof(u32));
}
