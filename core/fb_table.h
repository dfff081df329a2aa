/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * A slice's blocks of framebuffer and the RM handles that hold them, owned
 * as RM owns them, so that each block is charged once, to the process RM
 * counts it for, until its last handle goes.
 *
 * RM's rule (mem.c memCopyConstruct and memDestructCommon,
 * gpu_rmapi.c _gpuCollectMemInfo; measured in docs/gpu-findings.md, "GET_PID_INFO
 * and RM_DUP_OBJECT"): every Memory handle of a block sits on one circular
 * list. The allocating handle owns the block; RM_DUP_OBJECT inserts the
 * new handle right after its source and it does not own; when the owner's
 * handle is freed (by RM_FREE of it or of an ancestor, with its client,
 * with the file or the process holding the client) ownership passes to
 * the next handle on the list. GET_PID_INFO counts, per process, a block
 * with one handle as private, the owner's handle as shared-owned and the
 * others as shared-duped: private + shared counts each block once, for the
 * process whose client holds the owner's handle.
 *
 * So a handle here is named by its (client, handle), which is unique on
 * the host: RM's client handles are. It belongs to a holder, the caller's
 * number for the process RM counts its client for. A charge moves with
 * ownership: whenever the owner's handle goes, the caller's mover is told
 * to move the block's bytes from the old owner's holder to the new one's,
 * or to give them back (GS_FB_NOBODY) when it was the last handle.
 * Whatever order RM frees a set of handles in, the owner left is the
 * first remaining handle after the old owner on the list, so frees of many
 * handles at once (a client, a process) may go in any order.
 *
 * The table is plain data addressed by indices, never pointers, so that
 * processes mapping one copy of it (the user-space engine's shared ledger)
 * all read it alike; the caller serialises every call. It allocates
 * nothing: an allocation or dup finds no free entry and is refused by the
 * caller, never let through uncounted. Every loop is bounded by the
 * table's capacity, whatever the memory holds.
 */
#ifndef _GS_FB_TABLE_H
#define _GS_FB_TABLE_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A move's destination: the bytes are given back */
#define GS_FB_NOBODY		0xffffffffU

/* gs_fb_table_reserve*() failures */
#define GS_FB_FULL		(-1)	/* no free entry */
#define GS_FB_UNKNOWN		(-2)	/* the dup's source is no handle here */

/* gs_fb_handle.flags */
#define GS_FB_USED		BIT(0)
#define GS_FB_OWNER		BIT(1)	/* RM's isMemDescOwner */
#define GS_FB_DUP		BIT(2)	/* made by RM_DUP_OBJECT */
#define GS_FB_SEEN		BIT(3)	/* gs_fb_table_repair()'s mark */

/**
 * struct gs_fb_handle - one RM handle on a block of framebuffer
 * @block: its block's number: every handle of one block has it
 * @bytes: the block's size
 * @client: the client it is in
 * @handle: its handle; 0 while reserved (the driver has not answered)
 * @holder: the process RM counts @client for (the caller's numbers)
 * @next: the next handle of the block, in RM's list order; itself when
 *	it is the block's only one
 * @link: 1 + the next entry of its hash chain (a made handle) or of the
 *	free list (an unused entry); 0 for none
 * @gpu: the block's GPU, as the caller numbers GPUs
 * @flags: GS_FB_*
 */
struct gs_fb_handle {
	u64 block;
	u64 bytes;
	u32 client;
	u32 handle;
	u32 holder;
	u32 next;
	u32 link;
	s16 gpu;
	u8 flags;
	u8 pad;
};

/**
 * struct gs_fb_table - the header of a table; its hash buckets (@cap u32,
 * 1 + the first entry of each chain) and its entries (@cap struct
 * gs_fb_handle) follow it in memory
 * @cap: entries, a power of two
 * @end: one past the highest entry ever used
 * @free: 1 + the first entry of the free list (entries below @end given
 *	back); 0 for none
 * @used: entries in use
 * @blocks: block numbers handed out
 */
struct gs_fb_table {
	u32 cap;
	u32 end;
	u32 free;
	u32 used;
	u64 blocks;
};

/* The bytes a table of @cap entries takes, header included. */
#define GS_FB_TABLE_SIZE(cap)						\
	(sizeof(struct gs_fb_table) + (u64)(cap) * sizeof(u32) +	\
	 (u64)(cap) * sizeof(struct gs_fb_handle))

/**
 * struct gs_fb_mover - what the caller does when a block's charge moves
 * @move: moves @bytes on @gpu from holder @from to holder @to, or gives
 *	them back when @to is GS_FB_NOBODY
 * @ctx: the caller's, passed to @move
 */
struct gs_fb_mover {
	void (*move)(void *ctx, u32 from, u32 to, int gpu, u64 bytes);
	void *ctx;
};

/*
 * Starts table @t of @cap entries (a power of two) in
 * GS_FB_TABLE_SIZE(@cap) bytes of zeroes.
 */
void gs_fb_table_init(struct gs_fb_table *t, u32 cap);

/* Whether @t's header is one gs_fb_table_init() could have made. */
bool gs_fb_table_sane(const struct gs_fb_table *t, u32 cap);

/*
 * Before an allocation of a block on @gpu in @client by @holder: an entry
 * for the handle the driver will make, which owns it (its bytes are the
 * caller's to charge to @holder meanwhile). Returns the entry, or
 * GS_FB_FULL. gs_fb_table_made() or gs_fb_table_cancel() follows.
 */
int gs_fb_table_reserve(struct gs_fb_table *t, u32 client, u32 holder,
			int gpu);

/*
 * Before an RM_DUP_OBJECT of (@src_client, @src_handle) into @client by
 * @holder: an entry on the source's block, right after the source as RM
 * inserts it, so that the block stays charged while the call is under
 * way. Returns the entry, GS_FB_UNKNOWN when the source is no handle of
 * the table (nothing to follow), or GS_FB_FULL.
 */
int gs_fb_table_reserve_dup(struct gs_fb_table *t, u32 src_client,
			    u32 src_handle, u32 client, u32 holder);

/*
 * The driver made @handle for reservation @i of @holder; for a block,
 * @bytes is the size it took, which the caller has charged to @holder (a
 * dup takes its block's). A handle made already of the same name (the
 * driver reuses a freed one before this table heard of the free) goes
 * first, as if freed.
 */
void gs_fb_table_made(struct gs_fb_table *t, u32 i, u32 holder, u32 handle,
		      u64 bytes, const struct gs_fb_mover *m);

/*
 * The call of reservation @i of @holder failed: the entry goes, as a freed
 * handle goes (a dup's block may have passed to it meanwhile).
 */
void gs_fb_table_cancel(struct gs_fb_table *t, u32 i, u32 holder,
			const struct gs_fb_mover *m);

/* (@client, @handle) was freed; nothing when it is no handle here. */
void gs_fb_table_free(struct gs_fb_table *t, u32 client, u32 handle,
		      const struct gs_fb_mover *m);

/* Client @client was freed, and every handle in it. */
void gs_fb_table_free_client(struct gs_fb_table *t, u32 client,
			     const struct gs_fb_mover *m);

/*
 * Holders are gone (their processes exited: the driver freed their
 * clients), and every handle they held, reserved ones too: holder h is
 * gone when h >= @holders or @gone[h].
 */
void gs_fb_table_drop_holders(struct gs_fb_table *t, const bool *gone,
			      u32 holders, const struct gs_fb_mover *m);

/*
 * After a caller died in the middle of a call: makes @t whole again (every
 * entry in use on one well-formed list of its block with one owner, on its
 * hash chain, the others on the free list), moving no charge. Returns the
 * number of blocks whose list had to be remade.
 */
unsigned int gs_fb_table_repair(struct gs_fb_table *t);

/* The bytes on @gpu of the blocks whose owner's handle @holder holds. */
u64 gs_fb_table_owned(const struct gs_fb_table *t, u32 holder, int gpu);

/* The entries in use. */
u32 gs_fb_table_count(const struct gs_fb_table *t);

#ifdef __cplusplus
}
#endif

#endif /* _GS_FB_TABLE_H */
