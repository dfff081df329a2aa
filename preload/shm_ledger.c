// SPDX-License-Identifier: GPL-2.0
/*
 * The shared ledger. Invariant, under the lock: each GPU's ledger.used is
 * the sum of the members' bytes on that GPU. Every change moves both in
 * one critical section, so when a process dies holding the lock (the
 * robust mutex then says EOWNERDEAD) the next owner restores the
 * invariant by recounting from the members, after giving back what the
 * dead held.
 *
 * Members are reaped, under the lock, whenever one is charged, views are
 * read or a process attaches: a member is dead when its pid is gone, is a
 * zombie (its files, and so its memory, are already released), or is
 * another process with a reused pid (a different start time).
 *
 * The table of framebuffer handles (core/fb_table.h) names members as
 * holders by their slot. A block's bytes are part of its owner's holder's
 * bytes; when ownership passes, move_charge() moves them between members
 * (used unchanged), or gives them back with the block's last handle. A
 * member's handles go before the member does, so no handle names a free
 * slot, and a slot is never reused while a handle names it.
 */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"
#include "shm_file.h"
#include "shm_ledger.h"

static struct gs_shm *shm;
/*
 * This process's member slot and pid, forgotten in a child after fork
 * (gs_shm_forked()), so that the hot path asks the kernel nothing.
 */
static int self_slot = -1;
static pid_t self_pid;
static u64 self_start;

static bool member_alive(const struct gs_shm_member *m)
{
	return gs_proc_alive(m->pid, m->start);
}

/* Whether a charge on @gpu (or GS_GPU_ALL) falls on GPU @g. */
static bool targeted(int gpu, unsigned int g)
{
	return gpu == GS_GPU_ALL ? shm->gpus & (1U << g) :
	       g == (unsigned int)gpu;
}

/* Takes @bytes, at most what is there, off ledger @l's use. */
static void give_back(struct gs_ledger *l, u64 bytes)
{
	l->used -= bytes < l->used ? bytes : l->used;
}

/*
 * The table's mover: a block's @bytes on @gpu pass from member @from to
 * member @to with its ownership, or are given back (GS_FB_NOBODY, or a
 * slot no process holds); lock held.
 */
static void move_charge(void *ctx, u32 from, u32 to, int gpu, u64 bytes)
{
	struct gs_shm_member *f, *t = NULL;
	unsigned int g;
	u64 b;

	(void)ctx;
	if (from >= GS_SHM_MEMBERS)
		return;
	f = &shm->member[from];
	if (to < GS_SHM_MEMBERS && shm->member[to].pid)
		t = &shm->member[to];
	for (g = 0; g < GS_NV_MAX_GPUS; g++) {
		if (!targeted(gpu, g))
			continue;
		/* never more than it holds: the rest is not its */
		b = bytes < f->bytes[g] ? bytes : f->bytes[g];
		f->bytes[g] -= b;
		if (t)
			t->bytes[g] += b;
		else
			give_back(&shm->ledger[g], b);
	}
}

static const struct gs_fb_mover mover = { .move = move_charge };

/*
 * Empties the members marked in @gone, giving back what they held: their
 * handles first, whose blocks pass to other members' handles as RM passes
 * them when a process's clients go; lock held.
 */
static void drop_members(const bool *gone)
{
	struct gs_shm_member *m;
	unsigned int i, g;

	gs_fb_table_drop_holders(&shm->fb, gone, GS_SHM_MEMBERS, &mover);
	for (i = 0; i < GS_SHM_MEMBERS; i++) {
		if (!gone[i])
			continue;
		m = &shm->member[i];
		for (g = 0; g < GS_NV_MAX_GPUS; g++)
			give_back(&shm->ledger[g], m->bytes[g]);
		memset(m, 0, sizeof(*m));
	}
}

static void reap(void)
{
	bool gone[GS_SHM_MEMBERS] = { false };
	unsigned int i;
	bool any = false;

	for (i = 0; i < shm->members_end && i < GS_SHM_MEMBERS; i++) {
		if (shm->member[i].pid && !member_alive(&shm->member[i])) {
			gone[i] = true;
			any = true;
		}
	}
	if (any)
		drop_members(gone);
}

/*
 * reap() costs two system calls and a read of /proc per member, more than
 * the rest of a driver call's overhead together: a charge that fits does
 * without it (a dead member's bytes can only make the slice look fuller,
 * never admit more), and a view reaps at most every REAP_VIEW_NS, so it
 * shows a dead process's memory as free that much later at most.
 */
#define REAP_VIEW_NS	(100 * 1000 * 1000ULL)

static void reap_now_and_then(void)
{
	static u64 last;	/* this process's last reap; lock held */
	struct timespec t;
	u64 now;

	clock_gettime(CLOCK_MONOTONIC, &t);
	now = (u64)t.tv_sec * 1000000000ULL + t.tv_nsec;
	if (last && now - last < REAP_VIEW_NS)
		return;
	last = now;
	reap();
}

/*
 * The dead owner may have left a ledger half-moved: the table of handles
 * made whole (a block whose list was torn keeps its charge where it was),
 * the dead reaped, handles of no member dropped, used recounted.
 */
static void repair(void)
{
	bool gone[GS_SHM_MEMBERS];
	unsigned int i, g;

	gs_fb_table_repair(&shm->fb);
	reap();
	for (i = 0; i < GS_SHM_MEMBERS; i++)
		gone[i] = !shm->member[i].pid;
	gs_fb_table_drop_holders(&shm->fb, gone, GS_SHM_MEMBERS, &mover);
	for (g = 0; g < GS_NV_MAX_GPUS; g++) {
		u64 sum = 0;

		for (i = 0; i < shm->members_end && i < GS_SHM_MEMBERS; i++)
			sum += shm->member[i].bytes[g];
		shm->ledger[g].used = sum;
	}
}

static int lock(void)
{
	int ret = pthread_mutex_lock(&shm->lock);

	if (ret == EOWNERDEAD) {
		repair();
		pthread_mutex_consistent(&shm->lock);
		ret = 0;
	}
	if (ret) {
		static bool said;

		if (!__atomic_exchange_n(&said, true, __ATOMIC_RELAXED))
			fprintf(stderr, "gpuslice-preload: the slice's ledger cannot be locked (%s): refusing allocations\n",
				strerror(ret));
	}
	return ret;
}

static void unlock(void)
{
	pthread_mutex_unlock(&shm->lock);
}

/* This process's member slot, made if need be; lock held. -1: full. */
static int self(void)
{
	struct gs_shm_member *m;
	unsigned int i;
	int free = -1;

	/* still ours unless reaped as dead, which a live process is not */
	if (self_slot >= 0 && shm->member[self_slot].pid == self_pid &&
	    shm->member[self_slot].start == self_start)
		return self_slot;
	if (self_pid != getpid())
		gs_proc_self(&self_pid, &self_start);
	for (i = 0; i < GS_SHM_MEMBERS; i++) {
		m = &shm->member[i];
		if (m->pid == self_pid && m->start == self_start)
			return self_slot = i;
		if (!m->pid && free < 0)
			free = i;
	}
	if (free < 0)
		return -1;
	m = &shm->member[free];
	memset(m, 0, sizeof(*m));
	m->pid = self_pid;
	m->start = self_start;
	if ((u32)free >= shm->members_end)
		shm->members_end = free + 1;
	return self_slot = free;
}

static bool limits_equal(const struct gs_config *c)
{
	unsigned int g;

	if (shm->gpus != c->gpus)
		return false;
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		if ((c->gpus & (1U << g)) && shm->ledger[g].limit != c->limit[g])
			return false;
	return true;
}

static bool idle(void)
{
	unsigned int i, g;

	for (i = 0; i < shm->members_end && i < GS_SHM_MEMBERS; i++)
		if (shm->member[i].pid)
			return false;
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		if (shm->ledger[g].used)
			return false;
	return true;
}

static void set_limits(struct gs_shm *s, const struct gs_config *c)
{
	unsigned int g;

	s->gpus = c->gpus;
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		gs_ledger_set_limit(&s->ledger[g],
				    (c->gpus & (1U << g)) ? c->limit[g] : 0);
}

/* A new ledger's contents: limits of @arg (a struct gs_config) */
static void init(void *mem, const void *arg)
{
	struct gs_shm *s = mem;
	unsigned int g;

	gs_shm_file_mutex_init(&s->lock);
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		gs_ledger_init(&s->ledger[g], 0);
	set_limits(s, arg);
	gs_fb_table_init(&s->fb, GS_SHM_HANDLES);
	s->version = GS_SHM_VERSION;
	s->size = sizeof(*s);
	s->mutex_size = sizeof(pthread_mutex_t);
	__atomic_store_n(&s->magic, GS_SHM_MAGIC, __ATOMIC_RELEASE);
}

static bool valid(const void *mem)
{
	const struct gs_shm *s = mem;

	return __atomic_load_n(&s->magic, __ATOMIC_ACQUIRE) == GS_SHM_MAGIC &&
	       s->version == GS_SHM_VERSION && s->size == sizeof(*s) &&
	       s->mutex_size == sizeof(pthread_mutex_t) &&
	       s->members_end <= GS_SHM_MEMBERS &&
	       gs_fb_table_sane(&s->fb, GS_SHM_HANDLES);
}

static void not_a_ledger(const char *path, char *err, size_t errlen)
{
	snprintf(err, errlen, "%s is not a gpuslice ledger of this version (remove it when no process uses it)",
		 path);
}

static bool ledger_path(char *buf, size_t len, const char *dir,
			const char *slice)
{
	int n = snprintf(buf, len, "%s/gpuslice-%s", dir, slice);

	return n > 0 && (size_t)n < len;
}

static int map_slice(const struct gs_config *c, struct gs_shm **out,
		     char *err, size_t errlen)
{
	char path[PATH_MAX];
	int ret;

	if (!ledger_path(path, sizeof(path), c->ledger_dir, c->slice)) {
		snprintf(err, errlen, "GPUSLICE_LEDGER_DIR is too long");
		return -ENAMETOOLONG;
	}
	ret = gs_shm_file_map(path, sizeof(**out), init, c, valid,
			      (void **)out);
	if (ret == -EINVAL)
		not_a_ledger(path, err, errlen);
	else if (ret)
		snprintf(err, errlen, "the slice's ledger %s: %s", path,
			 strerror(-ret));
	return ret;
}

static void describe(char *buf, size_t len, u32 gpus, const u64 *limit)
{
	size_t n = 0;
	unsigned int g;

	buf[0] = 0;
	for (g = 0; g < GS_NV_MAX_GPUS && n < len; g++)
		if (gpus & (1U << g))
			n += snprintf(buf + n, len - n, "%s%u:%lluMiB",
				      n ? "," : "", g, limit[g] >> 20);
}

int gs_shm_attach(const struct gs_config *c, bool fresh, char *err,
		  size_t errlen)
{
	struct gs_shm *s;
	int ret, slot;

	err[0] = 0;
	if (shm)
		return 0;
	ret = map_slice(c, &s, err, errlen);
	if (ret)
		return ret;
	shm = s;
	ret = lock();
	if (ret) {
		snprintf(err, errlen, "the slice's ledger cannot be locked: %s",
			 strerror(ret));
		goto fail;
	}
	reap();
	if (!limits_equal(c) && idle()) {
		set_limits(shm, c);
	} else if (!limits_equal(c)) {
		u64 limit[GS_NV_MAX_GPUS];
		char have[256], want[256];
		unsigned int g;

		for (g = 0; g < GS_NV_MAX_GPUS; g++)
			limit[g] = shm->ledger[g].limit;
		describe(have, sizeof(have), shm->gpus, limit);
		describe(want, sizeof(want), c->gpus, c->limit);
		snprintf(err, errlen, "slice %s is in use with limits %s; GPUSLICE_LIMITS says %s",
			 c->slice, have, want);
		unlock();
		ret = -EBUSY;
		goto fail;
	}
	slot = self();
	if (slot >= 0 && fresh) {
		bool gone[GS_SHM_MEMBERS] = { false };

		/* left by the program this one exec'd from */
		gone[slot] = true;
		drop_members(gone);
		self_slot = -1;
		slot = self();
	}
	unlock();
	if (slot < 0) {
		snprintf(err, errlen, "slice %s has %d processes already",
			 c->slice, GS_SHM_MEMBERS);
		ret = -EUSERS;
		goto fail;
	}
	return 0;
fail:
	munmap(shm, sizeof(*shm));
	shm = NULL;
	return ret;
}

bool gs_shm_attached(void)
{
	return shm;
}

/* Adds @bytes on GPU @g to member @m and the ledger; lock held. */
static void add(struct gs_shm_member *m, unsigned int g, u64 bytes)
{
	gs_ledger_force(&shm->ledger[g], bytes);
	m->bytes[g] += bytes;
}

/*
 * Charges @bytes on @gpu to this process if they fit, after giving back
 * what dead members held if they do not at first; on GS_GPU_ALL, on every
 * GPU of the slice or none (the core's rule, gs_ledger_charge_each(), the
 * kernel engine's too); lock held.
 */
static bool charge(int gpu, u64 bytes)
{
	struct gs_ledger *l[GS_NV_MAX_GPUS];
	unsigned int g, n = 0;
	int slot;

	if (gpu >= GS_NV_MAX_GPUS || (gpu == GS_GPU_ALL && !shm->gpus))
		return false;
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		if (targeted(gpu, g))
			l[n++] = &shm->ledger[g];
	if (!gs_ledger_fits_each(l, n, bytes))
		reap();
	slot = self();
	if (slot < 0 || gs_ledger_charge_each(l, n, bytes) < n)
		return false;
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		if (targeted(gpu, g))
			shm->member[slot].bytes[g] += bytes;
	return true;
}

bool gs_shm_charge(int gpu, u64 bytes)
{
	bool ok;

	if (!shm)
		return false;
	if (!bytes)
		return true;
	if (lock())
		return false;
	ok = charge(gpu, bytes);
	unlock();
	return ok;
}

void gs_shm_force(int gpu, u64 bytes)
{
	unsigned int g;
	int slot;

	if (!shm || !bytes || lock())
		return;
	slot = self();
	for (g = 0; g < GS_NV_MAX_GPUS && slot >= 0; g++)
		if (targeted(gpu, g))
			add(&shm->member[slot], g, bytes);
	unlock();
}

void gs_shm_refund(int gpu, u64 bytes)
{
	struct gs_shm_member *m;
	unsigned int g;
	int slot;

	if (!shm || !bytes || lock())
		return;
	slot = self();
	for (g = 0; g < GS_NV_MAX_GPUS && slot >= 0; g++) {
		u64 b = bytes;

		if (!targeted(gpu, g))
			continue;
		m = &shm->member[slot];
		/* never below what this process holds: the others' is theirs */
		b = b < m->bytes[g] ? b : m->bytes[g];
		m->bytes[g] -= b;
		if (!gs_ledger_refund(&shm->ledger[g], b))
			shm->ledger[g].used = 0;
	}
	unlock();
}

int gs_shm_fb_charge(int gpu, u64 bytes, u32 client)
{
	int slot, i;

	if (!shm)
		return -ENODEV;
	if (lock())
		return -ENOLCK;
	slot = self();
	i = slot < 0 ? -EUSERS :
	    gs_fb_table_reserve(&shm->fb, client, slot, gpu);
	if (i == GS_FB_FULL) {
		i = -ENOSPC;
	} else if (i >= 0 && bytes && !charge(gpu, bytes)) {
		gs_fb_table_cancel(&shm->fb, i, slot, &mover);
		i = -ENOMEM;
	}
	unlock();
	return i;
}

int gs_shm_fb_reserve_dup(u32 src_client, u32 src_handle, u32 client)
{
	int slot, i;

	if (!shm)
		return -ENODEV;
	if (lock())
		return -ENOLCK;
	slot = self();
	i = slot < 0 ? -EUSERS :
	    gs_fb_table_reserve_dup(&shm->fb, src_client, src_handle, client,
				    slot);
	unlock();
	if (i == GS_FB_FULL)
		return -ENOSPC;
	return i == GS_FB_UNKNOWN ? -ENOENT : i;
}

void gs_shm_fb_made(int entry, u32 handle, u64 bytes)
{
	int slot;

	if (!shm || entry < 0 || lock())
		return;
	slot = self();
	if (slot >= 0)
		gs_fb_table_made(&shm->fb, entry, slot, handle, bytes, &mover);
	unlock();
}

void gs_shm_fb_cancel(int entry)
{
	int slot;

	if (!shm || entry < 0 || lock())
		return;
	slot = self();
	if (slot >= 0)
		gs_fb_table_cancel(&shm->fb, entry, slot, &mover);
	unlock();
}

void gs_shm_fb_free(u32 client, u32 handle)
{
	if (!shm || lock())
		return;
	gs_fb_table_free(&shm->fb, client, handle, &mover);
	unlock();
}

void gs_shm_fb_free_client(u32 client)
{
	if (!shm || lock())
		return;
	gs_fb_table_free_client(&shm->fb, client, &mover);
	unlock();
}

void gs_shm_view(int gpu, struct gs_mem_view *v)
{
	const struct gs_ledger *l[GS_NV_MAX_GPUS];
	unsigned int g, n = 0;

	if (!shm || lock()) {
		gs_mem_view_of(v, l, 0);
		return;
	}
	reap_now_and_then();
	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		if (targeted(gpu, g))
			l[n++] = &shm->ledger[g];
	gs_mem_view_of(v, l, n);
	unlock();
}

unsigned int gs_shm_pids(s32 *pids, unsigned int max)
{
	unsigned int i, n = 0;

	if (!shm || lock())
		return 0;
	reap();
	for (i = 0; i < shm->members_end && i < GS_SHM_MEMBERS && n < max; i++)
		if (shm->member[i].pid)
			pids[n++] = shm->member[i].pid;
	unlock();
	return n;
}

void gs_shm_forked(void)
{
	self_slot = -1;
	self_pid = 0;
}

int gs_shm_read_members(const char *dir, const char *slice, unsigned int gpu,
			struct gs_ledger *l, struct gs_shm_holder *held,
			unsigned int max, unsigned int *members)
{
	struct gs_shm *old = shm;
	char path[PATH_MAX];
	unsigned int i;
	int ret;

	if (gpu >= GS_NV_MAX_GPUS)
		return -EINVAL;
	if (!ledger_path(path, sizeof(path), dir, slice))
		return -ENAMETOOLONG;
	ret = gs_shm_file_open(path, sizeof(*shm), valid, (void **)&shm);
	if (ret) {
		shm = old;
		return ret;
	}
	ret = -lock();
	if (!ret) {
		reap();
		*l = shm->ledger[gpu];
		*members = 0;
		for (i = 0; i < shm->members_end && i < GS_SHM_MEMBERS; i++) {
			const struct gs_shm_member *m = &shm->member[i];

			if (!m->pid)
				continue;
			if (*members < max) {
				held[*members].pid = m->pid;
				held[*members].bytes = m->bytes[gpu];
			}
			(*members)++;
		}
		unlock();
	}
	munmap(shm, sizeof(*shm));
	shm = old;
	return ret;
}

int gs_shm_read(const char *dir, const char *slice, unsigned int gpu,
		struct gs_ledger *l, unsigned int *members)
{
	return gs_shm_read_members(dir, slice, gpu, l, NULL, 0, members);
}
