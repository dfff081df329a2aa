// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The table of a slice's RM objects (core/obj_table.h): objects found by
 * (client, handle), a handle made again, subtrees freed with their root as
 * RM frees them (through several levels, and a parent made after its
 * child), a client freed whatever its objects' parents, a file's clients
 * freed with it, kinds and GPUs counted and found, what freed objects were
 * charged shown to the caller, a full table refusing and moving into a
 * larger one, 200 tables of garbage that neither fault nor loop, and random
 * sequences against a plain list of objects.
 */

#include <stdlib.h>

#include <kselftest_harness.h>

#include "nv_class.h"
#include "obj_table.h"

#define MiB (1024ULL * 1024)
#define GPUS 4

/* What the freed objects were charged, per GPU (+1: -1, all GPUs). */
struct refund {
	u64 bytes[GPUS + 1];
	unsigned int objects;
};

static void count_freed(void *ctx, const struct gs_obj *o)
{
	struct refund *r = ctx;

	r->objects++;
	if (o->gpu >= -1 && o->gpu < GPUS)
		r->bytes[o->gpu + 1] += o->bytes;
}

FIXTURE(objt) {
	struct gs_obj_table *t;
	struct refund r;
	struct gs_obj_visitor v;
};

FIXTURE_SETUP(objt)
{
	self->t = malloc(GS_OBJ_TABLE_SIZE(64));
	ASSERT_NE(NULL, self->t);
	/* whatever the storage held */
	memset(self->t, 0xa5, GS_OBJ_TABLE_SIZE(64));
	gs_obj_table_init(self->t, 64);
	memset(&self->r, 0, sizeof(self->r));
	self->v.freed = count_freed;
	self->v.ctx = &self->r;
}

FIXTURE_TEARDOWN(objt)
{
	free(self->t);
}

static struct gs_obj *add(struct gs_obj_table *t, u32 client, u32 handle,
			  u32 parent, u8 kind, int gpu, u64 bytes)
{
	struct gs_obj o = {
		.client = client, .handle = handle, .parent = parent,
		.kind = kind, .gpu = gpu, .bytes = bytes,
	};

	return gs_obj_table_add(t, &o);
}

/* A client of file @owner, a device on GPU 1 with a subdevice, memory. */
static void tree(struct gs_obj_table *t, u32 c, u64 owner)
{
	struct gs_obj root = {
		.client = c, .handle = c, .kind = GS_NV_ROLE_ROOT, .gpu = -2,
		.owner = owner, .cls = 0x41,
	};

	gs_obj_table_add(t, &root);
	add(t, c, 0xd, c, GS_NV_ROLE_DEVICE, 1, 0);
	add(t, c, 0x5d, 0xd, GS_NV_ROLE_SUBDEVICE, 1, 0);
	add(t, c, 0x100, 0xd, GS_NV_ROLE_VIDMEM, 1, 2 * MiB);
	add(t, c, 0x101, 0x5d, GS_NV_ROLE_VIDMEM, 1, 4 * MiB);
	add(t, c, 0x102, 0xd, GS_NV_ROLE_VIDMEM, -1, 8 * MiB);
}

static bool there(struct gs_obj_table *t, u32 client, u32 handle)
{
	return gs_obj_table_find(t, client, handle);
}

TEST_F(objt, objects_found_by_client_and_handle)
{
	struct gs_obj *o;

	tree(self->t, 0xc1d00001, 7);
	tree(self->t, 0xc1d00002, 8);
	EXPECT_NE(NULL, gs_obj_table_at(self->t, 11));
	EXPECT_EQ(NULL, gs_obj_table_at(self->t, 12));
	o = gs_obj_table_find(self->t, 0xc1d00002, 0x101);
	ASSERT_NE(NULL, o);
	EXPECT_EQ(0x5d, o->parent);
	EXPECT_EQ(1, o->gpu);
	EXPECT_EQ(4 * MiB, o->bytes);
	EXPECT_EQ(GS_NV_ROLE_VIDMEM, o->kind);
	o = gs_obj_table_find(self->t, 0xc1d00001, 0xc1d00001);
	ASSERT_NE(NULL, o);
	EXPECT_EQ(7, o->owner);
	EXPECT_EQ(0x41, o->cls);
	EXPECT_FALSE(there(self->t, 0xc1d00001, 0x999));
	EXPECT_FALSE(there(self->t, 0xc1d00003, 0x100));
	/* in the order they were added */
	EXPECT_EQ(0x5d, gs_obj_table_at(self->t, 2)->handle);
	EXPECT_EQ(0xc1d00002, gs_obj_table_at(self->t, 6)->handle);
}

/* RM made a handle again before the engine heard of its free. */
TEST_F(objt, a_handle_made_again_replaces_it)
{
	tree(self->t, 1, 7);
	ASSERT_NE(NULL, add(self->t, 1, 0x100, 0x5d, GS_NV_ROLE_VIDMEM, 2,
			    MiB));
	EXPECT_EQ(6, self->t->nr);
	EXPECT_EQ(2, gs_obj_table_find(self->t, 1, 0x100)->gpu);
	/* where it was, and under its new parent */
	EXPECT_EQ(0x100, gs_obj_table_at(self->t, 3)->handle);
	gs_obj_table_free(self->t, 1, 0x5d, &self->v);
	EXPECT_FALSE(there(self->t, 1, 0x100));
	EXPECT_EQ(MiB, self->r.bytes[3]);
	EXPECT_EQ(4 * MiB, self->r.bytes[2]);
}

TEST_F(objt, subtrees_go_with_their_root)
{
	tree(self->t, 0xc1d00001, 7);
	tree(self->t, 0xc1d00002, 8);

	/* a leaf */
	EXPECT_TRUE(gs_obj_table_free(self->t, 0xc1d00001, 0x100, &self->v));
	EXPECT_EQ(2 * MiB, self->r.bytes[2]);
	EXPECT_EQ(1, self->r.objects);
	/* again, or an unknown handle: nothing */
	memset(&self->r, 0, sizeof(self->r));
	EXPECT_FALSE(gs_obj_table_free(self->t, 0xc1d00001, 0x100, &self->v));
	EXPECT_FALSE(gs_obj_table_free(self->t, 0xc1d00001, 0x999, &self->v));
	EXPECT_EQ(0, self->r.objects);
	/* a subdevice takes what is under it */
	EXPECT_TRUE(gs_obj_table_free(self->t, 0xc1d00001, 0x5d, &self->v));
	EXPECT_EQ(4 * MiB, self->r.bytes[2]);
	EXPECT_EQ(2, self->r.objects);
	EXPECT_FALSE(there(self->t, 0xc1d00001, 0x101));
	EXPECT_TRUE(there(self->t, 0xc1d00001, 0x102));
	/* the other client's objects of the same handles stay */
	EXPECT_TRUE(there(self->t, 0xc1d00002, 0x101));
	/* a device: through two levels */
	memset(&self->r, 0, sizeof(self->r));
	EXPECT_TRUE(gs_obj_table_free(self->t, 0xc1d00002, 0xd, &self->v));
	EXPECT_EQ(6 * MiB, self->r.bytes[2]);
	EXPECT_EQ(8 * MiB, self->r.bytes[0]);
	EXPECT_EQ(5, self->r.objects);
	EXPECT_TRUE(there(self->t, 0xc1d00002, 0xc1d00002));
	EXPECT_EQ(4, self->t->nr);
	/* the rest still found, in order */
	EXPECT_EQ(0xc1d00002, gs_obj_table_at(self->t, 3)->handle);
	EXPECT_TRUE(there(self->t, 0xc1d00001, 0xd));
}

/* A parent made again after its children: a second pass finds them. */
TEST_F(objt, a_subtree_out_of_order)
{
	add(self->t, 1, 1, 0, GS_NV_ROLE_ROOT, -2, 0);
	add(self->t, 1, 0x300, 0x200, GS_NV_ROLE_VIDMEM, 0, MiB);
	add(self->t, 1, 0x200, 0x100, GS_NV_ROLE_OTHER, 0, 0);
	add(self->t, 1, 0x400, 0x300, GS_NV_ROLE_VIDMEM, 0, 2 * MiB);
	add(self->t, 1, 0x100, 1, GS_NV_ROLE_DEVICE, 0, 0);
	EXPECT_TRUE(gs_obj_table_free(self->t, 1, 0x100, &self->v));
	EXPECT_EQ(4, self->r.objects);
	EXPECT_EQ(3 * MiB, self->r.bytes[1]);
	EXPECT_EQ(1, self->t->nr);
}

TEST_F(objt, a_client_takes_all_of_it)
{
	tree(self->t, 0xc1d00001, 7);
	tree(self->t, 0xc1d00002, 8);
	/* whatever its parent: one RM never heard of */
	add(self->t, 0xc1d00001, 0x500, 0x999, GS_NV_ROLE_VIDMEM, 0, MiB);
	EXPECT_TRUE(gs_obj_table_free(self->t, 0xc1d00001, 0xc1d00001,
				      &self->v));
	EXPECT_EQ(7, self->r.objects);
	EXPECT_EQ(MiB, self->r.bytes[1]);
	EXPECT_EQ(6 * MiB, self->r.bytes[2]);
	EXPECT_EQ(8 * MiB, self->r.bytes[0]);
	EXPECT_EQ(6, self->t->nr);
	EXPECT_TRUE(there(self->t, 0xc1d00002, 0x100));
	/* a client the table never saw: its objects go all the same */
	add(self->t, 3, 0x100, 3, GS_NV_ROLE_OTHER, 0, 0);
	EXPECT_FALSE(gs_obj_table_free(self->t, 3, 3, &self->v));
	EXPECT_FALSE(there(self->t, 3, 0x100));
}

TEST_F(objt, a_files_clients_go_with_it)
{
	tree(self->t, 0xc1d00001, 7);
	tree(self->t, 0xc1d00002, 8);
	tree(self->t, 0xc1d00003, 7);
	gs_obj_table_free_owner(self->t, 7, &self->v);
	EXPECT_EQ(12, self->r.objects);
	EXPECT_EQ(12 * MiB, self->r.bytes[2]);
	EXPECT_EQ(16 * MiB, self->r.bytes[0]);
	EXPECT_TRUE(there(self->t, 0xc1d00002, 0xd));
	EXPECT_FALSE(there(self->t, 0xc1d00003, 0xd));
	/* a file with no clients: nothing */
	gs_obj_table_free_owner(self->t, 9, &self->v);
	EXPECT_EQ(6, self->t->nr);
}

TEST_F(objt, kinds_and_gpus)
{
	struct gs_obj *o;
	u32 h;

	tree(self->t, 1, 7);
	tree(self->t, 2, 8);
	add(self->t, 2, 0x5e, 0xd, GS_NV_ROLE_SUBDEVICE, 2, 0);
	for (h = 0; h < 5; h++) {
		o = add(self->t, 1, 0x200 + h, 0xd, GS_NV_ROLE_CHANNEL, 1, 0);
		o->kept = MiB;
	}
	o = add(self->t, 2, 0x70, 0xd, GS_NV_ROLE_TSG, 2, 0);
	o->kept = 2 * MiB;
	o->flags = GS_OBJ_SCHEDULED;

	EXPECT_EQ(5, gs_obj_table_count(self->t, GS_NV_ROLE_CHANNEL, 1));
	EXPECT_EQ(0, gs_obj_table_count(self->t, GS_NV_ROLE_CHANNEL, 2));
	EXPECT_EQ(2, gs_obj_table_count(self->t, GS_NV_ROLE_SUBDEVICE, 1));
	EXPECT_EQ(5 * MiB, gs_obj_table_kept(self->t, 1));
	EXPECT_EQ(2 * MiB, gs_obj_table_kept(self->t, 2));
	EXPECT_EQ(0, gs_obj_table_kept(self->t, 0));

	o = gs_obj_table_first(self->t, GS_OBJ_ANY_CLIENT,
			       GS_NV_ROLE_SUBDEVICE, 1);
	ASSERT_NE(NULL, o);
	EXPECT_EQ(1, o->client);
	o = gs_obj_table_first(self->t, 2, GS_NV_ROLE_SUBDEVICE, 1);
	ASSERT_NE(NULL, o);
	EXPECT_EQ(0x5d, o->handle);
	o = gs_obj_table_first(self->t, GS_OBJ_ANY_CLIENT,
			       GS_NV_ROLE_SUBDEVICE, 2);
	ASSERT_NE(NULL, o);
	EXPECT_EQ(0x5e, o->handle);
	EXPECT_EQ(NULL, gs_obj_table_first(self->t, 1, GS_NV_ROLE_SUBDEVICE,
					   2));
	EXPECT_EQ(NULL, gs_obj_table_first(self->t, GS_OBJ_ANY_CLIENT,
					   GS_NV_ROLE_TSG, 1));
	EXPECT_EQ(GS_OBJ_SCHEDULED,
		  gs_obj_table_find(self->t, 2, 0x70)->flags);

	/* the channels go with their device */
	gs_obj_table_free(self->t, 1, 0xd, &self->v);
	EXPECT_EQ(0, gs_obj_table_count(self->t, GS_NV_ROLE_CHANNEL, 1));
	EXPECT_EQ(0, gs_obj_table_kept(self->t, 1));
}

TEST_F(objt, a_full_table_refuses_and_moves)
{
	struct gs_obj_table *big;
	u32 h;

	for (h = 1; h <= 64; h++)
		ASSERT_NE(NULL, add(self->t, 1, h, h - 1, GS_NV_ROLE_OTHER, 0,
				    h));
	EXPECT_EQ(NULL, add(self->t, 1, 65, 64, GS_NV_ROLE_OTHER, 0, 65));
	/* an object already there is still overwritten */
	EXPECT_NE(NULL, add(self->t, 1, 64, 63, GS_NV_ROLE_OTHER, 1, 64));
	/* a free makes room */
	gs_obj_table_free(self->t, 1, 60, &self->v);
	EXPECT_EQ(5, self->r.objects);
	EXPECT_NE(NULL, add(self->t, 1, 65, 59, GS_NV_ROLE_OTHER, 0, 65));

	big = malloc(GS_OBJ_TABLE_SIZE(128));
	ASSERT_NE(NULL, big);
	gs_obj_table_init(big, 128);
	gs_obj_table_move(big, self->t);
	EXPECT_EQ(0, self->t->nr);
	EXPECT_FALSE(there(self->t, 1, 1));
	EXPECT_EQ(60, big->nr);
	EXPECT_EQ(1, gs_obj_table_at(big, 0)->handle);
	EXPECT_EQ(65, gs_obj_table_at(big, 59)->handle);
	for (h = 66; h < 100; h++)
		EXPECT_NE(NULL, add(big, 1, h, h - 1, GS_NV_ROLE_OTHER, 0, 1));
	/* the client takes all of it */
	memset(&self->r, 0, sizeof(self->r));
	EXPECT_TRUE(gs_obj_table_free(big, 1, 1, &self->v));
	EXPECT_EQ(94, self->r.objects);
	EXPECT_EQ(0, big->nr);
	free(big);
}

static void ignore_freed(void *ctx, const struct gs_obj *o)
{
	(void)ctx;
	(void)o;
}

/* Whatever the entries hold, calls end and stay inside the table. */
TEST(garbage_neither_faults_nor_loops)
{
	const struct gs_obj_visitor v = { .freed = ignore_freed };
	size_t size = GS_OBJ_TABLE_SIZE(64), k;
	struct gs_obj_table *t = malloc(size);
	unsigned int round, r;

	ASSERT_NE(NULL, t);
	srand(7);
	for (round = 0; round < 200; round++) {
		for (k = 0; k < size; k++)
			((u8 *)t)[k] = rand() % 4 ? rand() : 0;
		/* the header as gs_obj_table_sane() lets it by */
		t->cap = 64;
		t->nr = rand() % 65;
		ASSERT_TRUE(gs_obj_table_sane(t, 64));
		for (r = 0; r < 64; r++) {
			u32 c = rand() % 4, h = rand() % 8;

			switch (rand() % 6) {
			case 0:
				gs_obj_table_free(t, c, h, &v);
				break;
			case 1:
				gs_obj_table_free(t, c, c, &v);
				break;
			case 2:
				gs_obj_table_free_owner(t, rand() % 4, &v);
				break;
			case 3:
				add(t, c, h, rand() % 8, rand() % 8, 0, 1);
				break;
			case 4:
				gs_obj_table_find(t, c, h);
				gs_obj_table_first(t, c, rand() % 8, 0);
				break;
			default:
				gs_obj_table_count(t, rand() % 8, 0);
				gs_obj_table_kept(t, 0);
				break;
			}
		}
		EXPECT_TRUE(gs_obj_table_sane(t, 64));
	}
	EXPECT_FALSE(gs_obj_table_sane(&(struct gs_obj_table){ 48, 0 }, 48));
	EXPECT_FALSE(gs_obj_table_sane(&(struct gs_obj_table){ 64, 65 }, 64));
	EXPECT_FALSE(gs_obj_table_sane(&(struct gs_obj_table){ 64, 0 }, 32));
	free(t);
}

/*
 * Random sequences against a plain model: a list of objects in the order
 * added, a free taking the subtree (found by walking each object's parents)
 * or the client's objects, or a file's clients.
 */
#define MODEL_MAX 32

struct model_obj {
	u32 client, handle, parent;
	u64 owner, bytes;
};

struct model {
	struct model_obj o[MODEL_MAX];
	unsigned int nr;
};

static int model_find(const struct model *m, u32 client, u32 handle)
{
	unsigned int i;

	for (i = 0; i < m->nr; i++)
		if (m->o[i].client == client && m->o[i].handle == handle)
			return i;
	return -1;
}

/* Whether @i is @root of its client or under it. */
static bool model_under(const struct model *m, int i, u32 root)
{
	unsigned int steps;

	for (steps = 0; i >= 0 && steps <= m->nr; steps++) {
		if (m->o[i].handle == root)
			return true;
		i = model_find(m, m->o[i].client, m->o[i].parent);
	}
	return false;
}

/* Drops what @gone says, adding its bytes to *@bytes. */
static void model_drop(struct model *m, const bool *gone, u64 *bytes)
{
	unsigned int i, kept = 0;

	for (i = 0; i < m->nr; i++) {
		if (gone[i]) {
			*bytes += m->o[i].bytes;
			continue;
		}
		m->o[kept++] = m->o[i];
	}
	m->nr = kept;
}

TEST(random_sequences_follow_the_model)
{
	const u32 cap = MODEL_MAX;
	struct gs_obj_table *t = malloc(GS_OBJ_TABLE_SIZE(cap));
	unsigned int seq, step, i;
	struct refund r;
	struct gs_obj_visitor v = { .freed = count_freed, .ctx = &r };
	struct model m;

	ASSERT_NE(NULL, t);
	srand(11);
	for (seq = 0; seq < 300; seq++) {
		gs_obj_table_init(t, cap);
		memset(&m, 0, sizeof(m));
		for (step = 0; step < 60; step++) {
			u32 c = 1 + rand() % 3, h = 1 + rand() % 12;
			bool gone[MODEL_MAX] = { false };
			u64 bytes = 0;
			int k = model_find(&m, c, h);

			memset(&r, 0, sizeof(r));
			switch (rand() % 4) {
			case 0:
			case 1: {
				struct gs_obj o = {
					.client = c, .handle = h,
					.parent = h == c ? 0 : rand() % 13,
					.owner = h == c ? rand() % 3 : 0,
					.bytes = rand() % 100, .gpu = 0,
				};
				bool full = m.nr == cap && k < 0;

				EXPECT_EQ(full, !gs_obj_table_add(t, &o));
				if (full)
					break;
				if (k < 0)
					k = m.nr++;
				m.o[k] = (struct model_obj){
					.client = c, .handle = h,
					.parent = o.parent, .owner = o.owner,
					.bytes = o.bytes,
				};
				break;
			}
			case 2:
				for (i = 0; i < m.nr; i++)
					gone[i] = m.o[i].client == c &&
						  (h == c ||
						   model_under(&m, i, h));
				EXPECT_EQ(k >= 0, gs_obj_table_free(t, c, h,
								    &v));
				model_drop(&m, gone, &bytes);
				break;
			default: {
				u64 owner = rand() % 3;

				for (i = 0; i < m.nr; i++) {
					int root = model_find(&m, m.o[i].client,
							      m.o[i].client);

					gone[i] = root >= 0 &&
						  m.o[root].owner == owner;
				}
				gs_obj_table_free_owner(t, owner, &v);
				model_drop(&m, gone, &bytes);
				break;
			}
			}
			EXPECT_EQ(bytes, r.bytes[1]);
			ASSERT_EQ(m.nr, t->nr);
			for (i = 0; i < m.nr; i++) {
				const struct gs_obj *o = gs_obj_table_at(t, i);

				ASSERT_EQ(m.o[i].client, o->client);
				ASSERT_EQ(m.o[i].handle, o->handle);
				ASSERT_EQ(m.o[i].bytes, o->bytes);
				ASSERT_EQ(o, gs_obj_table_find(t, o->client,
							       o->handle));
			}
		}
	}
	free(t);
}

TEST_HARNESS_MAIN
