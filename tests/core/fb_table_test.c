// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The table of a slice's framebuffer handles against RM's rule for them
 * (core/fb_table.h): the H200's measured sequence (docs/gpu-findings.md,
 * "GET_PID_INFO and RM_DUP_OBJECT"), ownership passing to the next handle
 * in RM's list order (a dup right after its source), clients and
 * processes going with handles elsewhere, reservations, a full table, a
 * table repaired after a torn update or filled with garbage, and random
 * sequences against a plain list of each block's handles.
 */

#include <stdlib.h>

#include <kselftest_harness.h>

#include "fb_table.h"

#define MiB (1024ULL * 1024)
#define HOLDERS 8
#define GPUS 4

/* The charges the table's moves made: per holder, per GPU (+1: ALL). */
struct book {
	s64 held[HOLDERS][GPUS + 1];
	s64 given_back[GPUS + 1];
	unsigned int moves;
};

static void book_move(void *ctx, u32 from, u32 to, int gpu, u64 bytes)
{
	struct book *b = ctx;

	b->moves++;
	b->held[from][gpu + 1] -= bytes;
	if (to == GS_FB_NOBODY)
		b->given_back[gpu + 1] += bytes;
	else
		b->held[to][gpu + 1] += bytes;
}

FIXTURE(fbt) {
	struct gs_fb_table *t;
	struct book book;
	struct gs_fb_mover m;
};

FIXTURE_SETUP(fbt)
{
	self->t = calloc(1, GS_FB_TABLE_SIZE(16));
	ASSERT_NE(NULL, self->t);
	gs_fb_table_init(self->t, 16);
	memset(&self->book, 0, sizeof(self->book));
	self->m.move = book_move;
	self->m.ctx = &self->book;
}

FIXTURE_TEARDOWN(fbt)
{
	free(self->t);
}

/*
 * An allocation of @bytes on GPU 0 as (@client, @handle) by @holder, as
 * an engine makes it: the bytes charged to the holder, then the entry.
 */
static void alloc(FIXTURE_DATA(fbt) *self, u32 client, u32 handle,
		  u32 holder, u64 bytes)
{
	int i = gs_fb_table_reserve(self->t, client, holder, 0);

	if (i < 0)
		abort();
	self->book.held[holder][1] += bytes;
	gs_fb_table_made(self->t, i, holder, handle, bytes, &self->m);
}

static int dup_handle(FIXTURE_DATA(fbt) *self, u32 src_client, u32 src_handle,
	       u32 client, u32 handle, u32 holder)
{
	int i = gs_fb_table_reserve_dup(self->t, src_client, src_handle,
					client, holder);

	if (i >= 0)
		gs_fb_table_made(self->t, i, holder, handle, 0, &self->m);
	return i;
}

#define HELD(holder) (self->book.held[holder][1])

/* Holder @holder's process is gone. */
static void drop_holder(struct gs_fb_table *t, u32 holder,
			const struct gs_fb_mover *m)
{
	bool gone[HOLDERS] = { 0 };

	gone[holder] = true;
	gs_fb_table_drop_holders(t, gone, HOLDERS, m);
}

/*
 * docs/gpu-findings.md: one process allocates 100 MiB, dups it into the
 * same client, then into a second client of its own, then frees the
 * handles one by one; RM counted private + shared 100 MiB at every step
 * but the last, 0 there.
 */
TEST_F(fbt, the_h200_sequence)
{
	alloc(self, 0xc1, 0x10, 0, 100 * MiB);
	EXPECT_EQ(100 * MiB, HELD(0));
	ASSERT_LE(0, dup_handle(self, 0xc1, 0x10, 0xc1, 0x11, 0));
	EXPECT_EQ(100 * MiB, HELD(0));
	ASSERT_LE(0, dup_handle(self, 0xc1, 0x10, 0xc2, 0x12, 0));
	EXPECT_EQ(100 * MiB, HELD(0));
	EXPECT_EQ(3, gs_fb_table_count(self->t));
	gs_fb_table_free(self->t, 0xc1, 0x10, &self->m);
	EXPECT_EQ(100 * MiB, HELD(0));
	EXPECT_EQ(100 * MiB, gs_fb_table_owned(self->t, 0, 0));
	gs_fb_table_free(self->t, 0xc1, 0x11, &self->m);
	EXPECT_EQ(100 * MiB, HELD(0));
	gs_fb_table_free(self->t, 0xc2, 0x12, &self->m);
	EXPECT_EQ(0, HELD(0));
	EXPECT_EQ(100 * MiB, self->book.given_back[1]);
	EXPECT_EQ(0, gs_fb_table_count(self->t));
	/* one process's handles never moved its charge */
	EXPECT_EQ(1, self->book.moves);
}

/* The case: allocate, dup into the own client, free; six times. */
TEST_F(fbt, a_dup_keeps_the_block_charged)
{
	u32 r;

	for (r = 0; r < 6; r++) {
		alloc(self, 0xc1, 0x100 + r, 0, 200 * MiB);
		ASSERT_LE(0, dup_handle(self, 0xc1, 0x100 + r, 0xc1, 0x200 + r, 0));
		gs_fb_table_free(self->t, 0xc1, 0x100 + r, &self->m);
		EXPECT_EQ((r + 1) * 200 * MiB, HELD(0));
	}
	EXPECT_EQ(1200 * MiB, gs_fb_table_owned(self->t, 0, 0));
	EXPECT_EQ(0, self->book.moves);
}

/*
 * RM links a dup right after its source, and passes ownership to the
 * next handle: A allocates X, B dups X, then C dups X, so the list is
 * X, C's, B's; the owner's free makes C the owner, not B.
 */
TEST_F(fbt, ownership_passes_in_rm_list_order)
{
	alloc(self, 0xa, 0x1, 0, 64 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xc, 0x3, 2));
	EXPECT_EQ(64 * MiB, HELD(0));
	EXPECT_EQ(0, HELD(1));
	EXPECT_EQ(0, HELD(2));
	gs_fb_table_free(self->t, 0xa, 0x1, &self->m);
	EXPECT_EQ(0, HELD(0));
	EXPECT_EQ(0, HELD(1));
	EXPECT_EQ(64 * MiB, HELD(2));
	/* a handle that does not own goes without a move */
	gs_fb_table_free(self->t, 0xb, 0x2, &self->m);
	EXPECT_EQ(64 * MiB, HELD(2));
	gs_fb_table_free(self->t, 0xc, 0x3, &self->m);
	EXPECT_EQ(0, HELD(2));
	EXPECT_EQ(64 * MiB, self->book.given_back[1]);
}

/* A dup of a dup follows the dup it was made from. */
TEST_F(fbt, a_dup_of_a_dup)
{
	alloc(self, 0xa, 0x1, 0, 8 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
	ASSERT_LE(0, dup_handle(self, 0xb, 0x2, 0xc, 0x3, 2));
	/* X, B's, C's */
	gs_fb_table_free(self->t, 0xa, 0x1, &self->m);
	EXPECT_EQ(8 * MiB, HELD(1));
	gs_fb_table_free(self->t, 0xb, 0x2, &self->m);
	EXPECT_EQ(0, HELD(1));
	EXPECT_EQ(8 * MiB, HELD(2));
}

/*
 * A client's free takes its handles in whatever order: the owner left is
 * the first remaining handle after the old owner. X in client 0xa, a dup
 * of it in client 0xb (B), then one in 0xa: the list is X, 0xa's dup,
 * B's. Freeing 0xa leaves B the owner, in either order of its handles.
 */
TEST_F(fbt, a_client_free_in_any_order)
{
	static const u32 order[2][2] = { { 0x1, 0x3 }, { 0x3, 0x1 } };
	unsigned int o, k;

	for (o = 0; o < 2; o++) {
		memset(&self->book, 0, sizeof(self->book));
		alloc(self, 0xa, 0x1, 0, 4 * MiB);
		ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
		ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xa, 0x3, 0));
		for (k = 0; k < 2; k++)
			gs_fb_table_free(self->t, 0xa, order[o][k], &self->m);
		EXPECT_EQ(0, HELD(0));
		EXPECT_EQ(4 * MiB, HELD(1));
		gs_fb_table_free(self->t, 0xb, 0x2, &self->m);
	}
	alloc(self, 0xa, 0x1, 0, 4 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xa, 0x3, 0));
	gs_fb_table_free_client(self->t, 0xa, &self->m);
	EXPECT_EQ(0, HELD(0));
	EXPECT_EQ(4 * MiB, HELD(1));
	EXPECT_EQ(1, gs_fb_table_count(self->t));
}

/* A process gone: its blocks pass to others' handles, or come back. */
TEST_F(fbt, a_holder_goes)
{
	alloc(self, 0xa, 0x1, 0, 16 * MiB);
	alloc(self, 0xa, 0x2, 0, 2 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x5, 1));
	drop_holder(self->t, 0, &self->m);
	EXPECT_EQ(0, HELD(0));
	EXPECT_EQ(16 * MiB, HELD(1));
	EXPECT_EQ(2 * MiB, self->book.given_back[1]);
	drop_holder(self->t, 1, &self->m);
	EXPECT_EQ(0, HELD(1));
	EXPECT_EQ(0, gs_fb_table_count(self->t));
}

/*
 * Reservations: a dup of a handle the table never saw has nothing to
 * follow; a reserved dup holds its block while the call is under way,
 * and takes it over when the source goes meanwhile; a cancelled
 * reservation goes as a freed handle goes.
 */
TEST_F(fbt, reservations)
{
	int i;

	EXPECT_EQ(GS_FB_UNKNOWN,
		  gs_fb_table_reserve_dup(self->t, 0xa, 0x1, 0xb, 1));
	alloc(self, 0xa, 0x1, 0, 32 * MiB);
	i = gs_fb_table_reserve_dup(self->t, 0xa, 0x1, 0xb, 1);
	ASSERT_LE(0, i);
	gs_fb_table_free(self->t, 0xa, 0x1, &self->m);
	EXPECT_EQ(32 * MiB, HELD(1));
	/* another holder cannot end it */
	gs_fb_table_cancel(self->t, i, 0, &self->m);
	EXPECT_EQ(32 * MiB, HELD(1));
	gs_fb_table_cancel(self->t, i, 1, &self->m);
	EXPECT_EQ(0, HELD(1));
	EXPECT_EQ(0, gs_fb_table_count(self->t));
	/* a block's reservation holds nothing in the table until made */
	i = gs_fb_table_reserve(self->t, 0xa, 0, 0);
	ASSERT_LE(0, i);
	gs_fb_table_cancel(self->t, i, 0, &self->m);
	EXPECT_EQ(2, self->book.moves);
	/* a reservation is not found by a dup, nor freed with its client */
	i = gs_fb_table_reserve(self->t, 0xa, 0, 0);
	gs_fb_table_free_client(self->t, 0xa, &self->m);
	EXPECT_EQ(1, gs_fb_table_count(self->t));
	gs_fb_table_made(self->t, i, 0, 0x9, MiB, &self->m);
	EXPECT_EQ(MiB, gs_fb_table_owned(self->t, 0, 0));
}

/* The driver made a handle the table still has: the old one was freed. */
TEST_F(fbt, a_name_made_again)
{
	alloc(self, 0xa, 0x1, 0, 8 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
	self->book.held[0][1] += 2 * MiB;
	gs_fb_table_made(self->t, gs_fb_table_reserve(self->t, 0xa, 0, 0), 0,
			 0x1, 2 * MiB, &self->m);
	EXPECT_EQ(2 * MiB, HELD(0));
	EXPECT_EQ(8 * MiB, HELD(1));
	EXPECT_EQ(2 * MiB, gs_fb_table_owned(self->t, 0, 0));
}

TEST_F(fbt, full_is_refused_and_entries_come_back)
{
	u32 h;

	for (h = 0; h < 16; h++)
		alloc(self, 0xa, 0x100 + h, 0, MiB);
	EXPECT_EQ(GS_FB_FULL, gs_fb_table_reserve(self->t, 0xa, 0, 0));
	EXPECT_EQ(GS_FB_FULL,
		  gs_fb_table_reserve_dup(self->t, 0xa, 0x100, 0xa, 0));
	gs_fb_table_free(self->t, 0xa, 0x105, &self->m);
	EXPECT_LE(0, dup_handle(self, 0xa, 0x100, 0xa, 0x200, 0));
	EXPECT_EQ(GS_FB_FULL, gs_fb_table_reserve(self->t, 0xa, 0, 0));
	EXPECT_EQ(15 * MiB, HELD(0));
	gs_fb_table_free_client(self->t, 0xa, &self->m);
	EXPECT_EQ(0, HELD(0));
	EXPECT_EQ(0, gs_fb_table_count(self->t));
}

/* Blocks on several GPUs and on all of them (GS_GPU_ALL's -1). */
TEST_F(fbt, gpus_move_with_their_blocks)
{
	int i = gs_fb_table_reserve(self->t, 0xa, 0, 2);

	gs_fb_table_made(self->t, i, 0, 0x1, 4 * MiB, &self->m);
	i = gs_fb_table_reserve(self->t, 0xa, 0, -1);
	gs_fb_table_made(self->t, i, 0, 0x2, 6 * MiB, &self->m);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x3, 1));
	ASSERT_LE(0, dup_handle(self, 0xa, 0x2, 0xb, 0x4, 1));
	gs_fb_table_free_client(self->t, 0xa, &self->m);
	EXPECT_EQ(4 * MiB, self->book.held[1][3]);
	EXPECT_EQ(6 * MiB, self->book.held[1][0]);
	EXPECT_EQ(4 * MiB, gs_fb_table_owned(self->t, 1, 2));
	EXPECT_EQ(6 * MiB, gs_fb_table_owned(self->t, 1, -1));
}

/* The entries of the table, behind its hash buckets. */
static struct gs_fb_handle *entry(struct gs_fb_table *t, u32 i)
{
	return (struct gs_fb_handle *)((u32 *)(t + 1) + t->cap) + i;
}

/*
 * A process that died in a dup's insertion (the new entry linked to the
 * list but the source not yet to it) or in a free (an owner flag lost):
 * repair remakes the block's list with one owner, and the table works on.
 */
TEST_F(fbt, repair_after_a_torn_update)
{
	int i;

	alloc(self, 0xa, 0x1, 0, 8 * MiB);
	ASSERT_LE(0, dup_handle(self, 0xa, 0x1, 0xb, 0x2, 1));
	alloc(self, 0xa, 0x3, 0, 2 * MiB);
	i = gs_fb_table_reserve_dup(self->t, 0xa, 0x1, 0xc, 2);
	ASSERT_LE(0, i);
	/* the source's link to the new entry never written */
	entry(self->t, 0)->next = entry(self->t, i)->next;
	/* the other block's owner flag lost */
	entry(self->t, 2)->flags &= ~GS_FB_OWNER;
	EXPECT_EQ(2, gs_fb_table_repair(self->t));
	EXPECT_EQ(0, gs_fb_table_repair(self->t));
	EXPECT_EQ(4, gs_fb_table_count(self->t));
	EXPECT_EQ(10 * MiB, gs_fb_table_owned(self->t, 0, 0));
	gs_fb_table_made(self->t, i, 2, 0x4, 0, &self->m);
	gs_fb_table_free(self->t, 0xa, 0x1, &self->m);
	gs_fb_table_free(self->t, 0xb, 0x2, &self->m);
	EXPECT_EQ(8 * MiB, HELD(2));
	gs_fb_table_free(self->t, 0xc, 0x4, &self->m);
	gs_fb_table_free(self->t, 0xa, 0x3, &self->m);
	EXPECT_EQ(0, gs_fb_table_count(self->t));
	EXPECT_EQ(10 * MiB, self->book.given_back[1]);
}

static void ignore_move(void *ctx, u32 from, u32 to, int gpu, u64 bytes)
{
	(void)ctx;
	(void)from;
	(void)to;
	(void)gpu;
	(void)bytes;
}

/* Whatever the memory holds, calls end and stay inside the table. */
TEST(garbage_neither_faults_nor_loops)
{
	const struct gs_fb_mover m = { .move = ignore_move };
	size_t size = GS_FB_TABLE_SIZE(64), k;
	struct gs_fb_table *t = malloc(size);
	unsigned int round;
	u32 r;

	ASSERT_NE(NULL, t);
	srand(7);
	for (round = 0; round < 200; round++) {
		for (k = 0; k < size; k++)
			((u8 *)t)[k] = rand();
		/* the header as a mapping's check lets it by */
		t->cap = 64;
		t->end = rand() % 65;
		t->free = rand() % (t->end + 1);
		t->used = 0;
		for (r = 0; r < 64; r++) {
			u32 c = rand() % 4, h = rand() % 8;

			switch (rand() % 5) {
			case 0:
				gs_fb_table_free(t, c, h, &m);
				break;
			case 1:
				gs_fb_table_reserve_dup(t, c, h, c, 0);
				break;
			case 2:
				gs_fb_table_made(t, rand() % 64, rand() % 4, h,
						 MiB, &m);
				break;
			case 3:
				gs_fb_table_free_client(t, c, &m);
				break;
			default:
				drop_holder(t, rand() % 4, &m);
				break;
			}
		}
		gs_fb_table_repair(t);
		EXPECT_TRUE(gs_fb_table_sane(t, 64));
	}
	free(t);
}

/*
 * Random sequences against a plain model: each block a list of handles in
 * RM's order (a dup after its source, ownership to the next on a free), the
 * charges per holder recomputed from it after every step.
 */
struct model_handle {
	u32 client, handle, holder;
	int block;	/* -1: none */
	bool owner;
};

#define MODEL_MAX 64

struct model {
	struct model_handle h[MODEL_MAX];	/* per block, in list order */
	int order[MODEL_MAX][MODEL_MAX];	/* block -> handle slots */
	int len[MODEL_MAX];
	u64 bytes[MODEL_MAX];
};

static void model_remove(struct model *md, int s)
{
	int b = md->h[s].block, k, at = -1;

	for (k = 0; k < md->len[b]; k++)
		if (md->order[b][k] == s)
			at = k;
	if (md->h[s].owner && md->len[b] > 1)
		md->h[md->order[b][(at + 1) % md->len[b]]].owner = true;
	for (k = at; k < md->len[b] - 1; k++)
		md->order[b][k] = md->order[b][k + 1];
	md->len[b]--;
	md->h[s].block = -1;
}

TEST(random_sequences_follow_the_model)
{
	struct gs_fb_table *t = calloc(1, GS_FB_TABLE_SIZE(32));
	struct book book = { 0 };
	const struct gs_fb_mover m = { .move = book_move, .ctx = &book };
	static struct model md;
	unsigned int seq, step, s, k, mismatches = 0;
	u32 next_handle = 1;

	ASSERT_NE(NULL, t);
	srand(23);
	for (seq = 0; seq < 300; seq++) {
		memset(t, 0, GS_FB_TABLE_SIZE(32));
		gs_fb_table_init(t, 32);
		memset(&book, 0, sizeof(book));
		memset(&md, 0, sizeof(md));
		for (s = 0; s < MODEL_MAX; s++)
			md.h[s].block = -1;
		for (step = 0; step < 60; step++) {
			int op = rand() % 6, i;
			u32 holder = rand() % 4, client = 0xc0 + rand() % 6;
			int free_slot = -1, free_block = -1, used[MODEL_MAX];
			int n = 0;

			for (s = 0; s < MODEL_MAX; s++) {
				if (md.h[s].block < 0 && free_slot < 0)
					free_slot = s;
				if (!md.len[s] && free_block < 0)
					free_block = s;
				if (md.h[s].block >= 0)
					used[n++] = s;
			}
			if ((op == 0 || (op == 1 && !n)) && free_slot >= 0) {
				/* an allocation: its own block */
				u64 bytes = (1 + rand() % 8) * MiB;

				i = gs_fb_table_reserve(t, client, holder, 0);
				if (i < 0)
					continue;
				book.held[holder][1] += bytes;
				gs_fb_table_made(t, i, holder, next_handle, bytes,
						 &m);
				md.h[free_slot] = (struct model_handle){
					client, next_handle++, holder,
					free_block, true };
				md.order[free_block][0] = free_slot;
				md.len[free_block] = 1;
				md.bytes[free_block] = bytes;
			} else if (op == 1 && free_slot >= 0) {
				int src = used[rand() % n], b = md.h[src].block;

				i = gs_fb_table_reserve_dup(t, md.h[src].client,
							    md.h[src].handle,
							    client, holder);
				if (i < 0)
					continue;
				gs_fb_table_made(t, i, holder, next_handle, 0,
						 &m);
				md.h[free_slot] = (struct model_handle){
					client, next_handle++, holder, b,
					false };
				for (k = 0; k < (unsigned int)md.len[b]; k++)
					if (md.order[b][k] == src)
						break;
				memmove(&md.order[b][k + 2],
					&md.order[b][k + 1],
					(md.len[b] - k - 1) * sizeof(int));
				md.order[b][k + 1] = free_slot;
				md.len[b]++;
			} else if (op <= 3 && n) {
				s = used[rand() % n];
				gs_fb_table_free(t, md.h[s].client,
						 md.h[s].handle, &m);
				model_remove(&md, s);
			} else if (op == 4) {
				gs_fb_table_free_client(t, client, &m);
				for (s = 0; s < MODEL_MAX; s++)
					if (md.h[s].block >= 0 &&
					    md.h[s].client == client)
						model_remove(&md, s);
			} else if (op == 5) {
				drop_holder(t, holder, &m);
				for (s = 0; s < MODEL_MAX; s++)
					if (md.h[s].block >= 0 &&
					    md.h[s].holder == holder)
						model_remove(&md, s);
			}
			/* each holder: the blocks whose owner it holds */
			for (k = 0; k < 4; k++) {
				s64 want = 0;

				for (s = 0; s < MODEL_MAX; s++)
					if (md.h[s].block >= 0 &&
					    md.h[s].owner &&
					    md.h[s].holder == k)
						want += md.bytes[md.h[s].block];
				if (book.held[k][1] != want ||
				    gs_fb_table_owned(t, k, 0) != (u64)want)
					mismatches++;
			}
		}
	}
	EXPECT_EQ(0, mismatches);
	free(t);
}

TEST_HARNESS_MAIN
