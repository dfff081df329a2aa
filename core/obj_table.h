/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * A slice's RM objects, as far as an engine needs them: each by (client,
 * handle), unique on the host as RM's client handles are, with its parent,
 * its class and what the class is to gpuslice (its kind: enum
 * gs_nv_class_role), the GPU it is on and what the engine charged for it.
 * RM frees an object's subtree with it and a client's objects with the
 * client (and a file's clients when its last fd closes); so does the
 * table, showing the caller each object as it goes, so that the caller
 * gives back what it was charged.
 *
 * The table is plain data addressed by indices. It allocates nothing: the
 * caller gives it GS_OBJ_TABLE_SIZE(cap) bytes of storage and, when
 * gs_obj_table_add() finds it full, refuses the object or moves the
 * entries into a larger table (gs_obj_table_move()). It takes no lock:
 * the caller serialises every call (the kernel engine under its slice's
 * lock, the user-space engine under its process's). Its entries lie in the
 * order they were added, so that a walk meets a process's objects in the
 * order it made them and parents before their children. Every index read
 * from the table is checked and every loop bounded by its capacity: a table
 * whose entries hold garbage gives wrong answers but never a fault or an
 * endless loop.
 */
#ifndef _GS_OBJ_TABLE_H
#define _GS_OBJ_TABLE_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* gs_obj.flags: what the engine follows of an object */
#define GS_OBJ_FB		BIT(0)	/* a handle on a block of framebuffer */
#define GS_OBJ_SCHEDULED	BIT(1)	/* a TSG or channel the program scheduled */
#define GS_OBJ_DISABLED		BIT(2)	/* a channel the controller disabled */
#define GS_OBJ_SHARED		BIT(3)	/* shared with every process (policy ALL) */

/* gs_obj_table_first()'s client: any */
#define GS_OBJ_ANY_CLIENT	0

/**
 * struct gs_obj - one RM object
 * @bytes: what the engine charged for it
 * @kept: of @bytes, those for the framebuffer RM keeps for itself (a TSG's,
 *	a channel's, a VA space's: gs_nv_op_kept())
 * @owner: for a client, the engine's name for the open file it was made
 *	through (RM frees the file's clients with it); 0 for other objects
 * @client: its client
 * @handle: its handle (== @client for the client itself)
 * @parent: its parent's handle (0 for a client)
 * @cls: its class (0 when the engine did not learn it)
 * @link: the table's: 1 + the next entry of its hash chain, 0 for none
 * @gpu: the GPU it is on, as the engine numbers GPUs (a negative number is
 *	the engine's: none known, or all)
 * @kind: enum gs_nv_class_role of its class
 * @flags: GS_OBJ_*
 * @mark: the table's: gs_obj_table_free*()'s mark
 */
struct gs_obj {
	u64 bytes;
	u64 kept;
	u64 owner;
	u32 client;
	u32 handle;
	u32 parent;
	u32 cls;
	u32 link;
	s16 gpu;
	u8 kind;
	u8 flags;
	u8 mark;
};

/**
 * struct gs_obj_table - the header of a table; its hash buckets (@cap u32,
 * 1 + the first entry of each chain) and its entries (@cap struct gs_obj)
 * follow it in memory
 * @cap: entries, a power of two
 * @nr: entries in use: the first @nr, in the order they were added
 */
struct gs_obj_table {
	u32 cap;
	u32 nr;
};

/* The bytes a table of @cap entries takes, header included. */
#define GS_OBJ_TABLE_SIZE(cap)						\
	(sizeof(struct gs_obj_table) + (u64)(cap) * sizeof(u32) +	\
	 (u64)(cap) * sizeof(struct gs_obj))

/**
 * struct gs_obj_visitor - what the caller does with each object freed
 * @freed: called for @o, in the table still, before it goes; it must not
 *	call the table
 * @ctx: the caller's, passed to @freed
 */
struct gs_obj_visitor {
	void (*freed)(void *ctx, const struct gs_obj *o);
	void *ctx;
};

/*
 * Starts table @t of @cap entries (a power of two) in
 * GS_OBJ_TABLE_SIZE(@cap) bytes.
 */
void gs_obj_table_init(struct gs_obj_table *t, u32 cap);

/* Whether @t's header is one gs_obj_table_init() could have made. */
bool gs_obj_table_sane(const struct gs_obj_table *t, u32 cap);

/*
 * Records @o (but its @link and @mark). An object of the same (client,
 * handle) is overwritten where it is: RM made the handle again before the
 * engine heard of its free, and what the old one was charged is the
 * caller's. Returns the entry, or NULL when the table is full.
 */
struct gs_obj *gs_obj_table_add(struct gs_obj_table *t, const struct gs_obj *o);

/*
 * Object (@client, @handle), or NULL. An entry is valid until the table's
 * next change.
 */
struct gs_obj *gs_obj_table_find(struct gs_obj_table *t, u32 client,
				 u32 handle);

/*
 * The @i-th entry in the order they were added, or NULL past the last:
 * for (i = 0; (o = gs_obj_table_at(t, i)); i++) walks the table.
 */
struct gs_obj *gs_obj_table_at(struct gs_obj_table *t, u32 i);

/*
 * The first object of @kind on @gpu of @client (GS_OBJ_ANY_CLIENT: of any
 * client), or NULL.
 */
struct gs_obj *gs_obj_table_first(struct gs_obj_table *t, u32 client,
				  u8 kind, int gpu);

/* How many objects of @kind are on @gpu. */
u32 gs_obj_table_count(const struct gs_obj_table *t, u8 kind, int gpu);

/* What the objects on @gpu were charged for the framebuffer RM keeps. */
u64 gs_obj_table_kept(const struct gs_obj_table *t, int gpu);

/*
 * RM freed (@client, @handle): it goes with its subtree (every object
 * whose parent goes), or, for a client (@handle == @client), with every
 * object of the client whatever its parent; @v is shown each. Returns
 * false when (@client, @handle) is no object of the table (its subtree, if
 * the table holds one, goes all the same).
 */
bool gs_obj_table_free(struct gs_obj_table *t, u32 client, u32 handle,
		       const struct gs_obj_visitor *v);

/*
 * The open file @owner closed: its clients go with all their objects, as
 * above.
 */
void gs_obj_table_free_owner(struct gs_obj_table *t, u64 owner,
			     const struct gs_obj_visitor *v);

/*
 * Moves @src's entries, in their order, into @dst, a table just started
 * with a capacity of at least @src's entries; @src is left empty.
 */
void gs_obj_table_move(struct gs_obj_table *dst, struct gs_obj_table *src);

#ifdef __cplusplus
}
#endif

#endif /* _GS_OBJ_TABLE_H */
