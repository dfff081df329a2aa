// SPDX-License-Identifier: GPL-2.0
/*
 * A GPU's scheduler segment (sched_shm.h). Whoever holds the lock may run
 * the controller: lock() re-points its pointers into the caller's mapping
 * first. Only the leader plans and gives the controller the processes'
 * reports and RM's samples; every process joins its slice and lets it
 * leave, and reports what it did of each plan.
 *
 * The leader's round, once a period is over: the steps of the plan before
 * the one that just ended are given to the controller whatever was not
 * reported of them; those of the plan that just ended, each slice's in
 * order up to the first one none of its processes has reported yet (it
 * may be under way: the rest go at the next round); then the next plan is
 * made and published. An enable took effect when the first process of
 * the slice had enabled its channels, a disable once the last had
 * preempted them; a step every process skipped (already in that state)
 * is taken as done at its planned time, which changes nothing in the
 * controller when it agrees and puts it right when it does not.
 *
 * A leader that was away (a new leader, or one that lost two periods)
 * starts the controller's accounting afresh: periods the processes
 * repeated without it reported nothing.
 */

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "proc.h"
#include "sched_shm.h"
#include "shm_file.h"

/* The leader looks for dead members this often */
#define REAP_NS		100000000ULL

static u64 realtime_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return (u64)t.tv_sec * 1000000000ULL + t.tv_nsec;
}

static void repoint(struct gs_sched_shm *s)
{
	unsigned int i;

	s->g.slot = s->slot;
	s->g.claims = s->claims;
	for (i = 0; i < GS_SCHED_SLICES; i++)
		s->slot[i] = s->slice[i].joined ? &s->sched[i] : NULL;
}

static void member_drop(struct gs_sched_shm *s, unsigned int i)
{
	memset(&s->member[i], 0, sizeof(s->member[i]));
}

/*
 * Frees the slots of slices without members and lets slices without a
 * member with channels leave the controller.
 */
static void tidy_slices(struct gs_sched_shm *s)
{
	bool members[GS_SCHED_SLICES] = { false };
	bool active[GS_SCHED_SLICES] = { false };
	unsigned int i;

	for (i = 0; i < s->members_end && i < GS_SCHED_MEMBERS; i++) {
		const struct gs_sched_shm_member *m = &s->member[i];

		if (!m->pid || m->slice >= GS_SCHED_SLICES)
			continue;
		members[m->slice] = true;
		active[m->slice] |= m->active;
	}
	for (i = 0; i < GS_SCHED_SLICES; i++) {
		struct gs_sched_shm_slice *sl = &s->slice[i];

		if (sl->joined && !active[i]) {
			gs_sched_leave(&s->g, i);
			sl->joined = false;
		}
		if (sl->name[0] && !members[i])
			sl->name[0] = 0;
	}
}

static void reap(struct gs_sched_shm *s)
{
	unsigned int i;

	for (i = 0; i < s->members_end && i < GS_SCHED_MEMBERS; i++)
		if (s->member[i].pid &&
		    !gs_proc_alive(s->member[i].pid, s->member[i].start))
			member_drop(s, i);
	tidy_slices(s);
}

/*
 * A process died in the middle of the controller's work (@updating): the
 * controller starts again from the slices that are joined, and the plan in
 * force stays until the next is made.
 */
static void restart(struct gs_sched_shm *s)
{
	u64 now = realtime_ns();
	unsigned int i;

	gs_sched_init(&s->g, s->slot, s->claims, GS_SCHED_SLICES, s->period,
		      GS_SCHED_GRACE_NS, now ^ (u64)getpid());
	for (i = 0; i < GS_SCHED_SLICES; i++)
		if (s->slice[i].joined)
			gs_sched_join(&s->g, i, &s->sched[i], &s->slice[i].set,
				      now);
	s->fed_seq = 0;
	s->fed_until = now;
	s->updating = false;
}

static int lock(struct gs_sched_shm *s)
{
	int ret = pthread_mutex_lock(&s->lock);

	if (ret == EOWNERDEAD) {
		repoint(s);
		reap(s);
		if (s->updating)
			restart(s);
		pthread_mutex_consistent(&s->lock);
		ret = 0;
	}
	if (!ret)
		repoint(s);
	return -ret;
}

static void unlock(struct gs_sched_shm *s)
{
	pthread_mutex_unlock(&s->lock);
}

struct init_arg {
	u64 period;
};

static void init(void *mem, const void *arg_)
{
	const struct init_arg *arg = arg_;
	struct gs_sched_shm *s = mem;

	gs_shm_file_mutex_init(&s->lock);
	s->period = arg->period;
	gs_sched_init(&s->g, s->slot, s->claims, GS_SCHED_SLICES, s->period,
		      GS_SCHED_GRACE_NS, realtime_ns() ^ (u64)getpid());
	s->version = GS_SCHED_SHM_VERSION;
	s->size = sizeof(*s);
	s->mutex_size = sizeof(pthread_mutex_t);
	__atomic_store_n(&s->magic, GS_SCHED_SHM_MAGIC, __ATOMIC_RELEASE);
}

static bool valid(const void *mem)
{
	const struct gs_sched_shm *s = mem;

	return __atomic_load_n(&s->magic, __ATOMIC_ACQUIRE) ==
	       GS_SCHED_SHM_MAGIC && s->version == GS_SCHED_SHM_VERSION &&
	       s->size == sizeof(*s) &&
	       s->mutex_size == sizeof(pthread_mutex_t) &&
	       s->members_end <= GS_SCHED_MEMBERS && s->period;
}

static bool segment_path(char *buf, size_t len, const char *dir,
			 unsigned int gpu)
{
	int n = snprintf(buf, len, "%s/gpuslice@gpu%u", dir, gpu);

	return n > 0 && (size_t)n < len;
}

static void describe(char *buf, size_t len, const struct gs_compute *c)
{
	snprintf(buf, len, "limit=%u%% request=%u%% weight=%u priority=%s",
		 c->limit, c->request, c->weight,
		 c->priority == GS_COMPUTE_PRIO_HIGH ? "high" : "normal");
}

static bool same(const struct gs_compute *a, const struct gs_compute *b)
{
	return a->limit == b->limit && a->request == b->request &&
	       a->weight == b->weight && a->priority == b->priority;
}

static bool any_member(const struct gs_sched_shm *s)
{
	unsigned int i;

	for (i = 0; i < s->members_end && i < GS_SCHED_MEMBERS; i++)
		if (s->member[i].pid)
			return true;
	return false;
}

/*
 * Registers @h's slice (its slot found or taken) and this process in it;
 * lock held. 0 or a negative errno with @err saying why.
 */
static int enroll(struct gs_sched_handle *h, char *err, size_t errlen)
{
	unsigned int gpu = h->gpu;
	struct gs_sched_shm *s = h->shm;
	struct gs_sched_shm_slice *sl;
	unsigned int i, requests = 0;
	int slot = -1, free_slot = -1, free_member = -1;
	char have[128], want[128];

	for (i = 0; i < GS_SCHED_SLICES; i++) {
		sl = &s->slice[i];
		if (!sl->name[0]) {
			if (free_slot < 0)
				free_slot = i;
		} else if (!strcmp(sl->name, h->slice)) {
			slot = i;
		} else {
			requests += sl->set.request;
		}
	}
	if (slot >= 0 && !same(&s->slice[slot].set, &h->set)) {
		describe(have, sizeof(have), &s->slice[slot].set);
		describe(want, sizeof(want), &h->set);
		snprintf(err, errlen, "slice %s is in use on GPU %u with compute %s; GPUSLICE_COMPUTE_* say %s",
			 h->slice, gpu, have, want);
		return -EBUSY;
	}
	if (slot < 0 && requests + h->set.request > GS_COMPUTE_REQUEST_MAX) {
		snprintf(err, errlen, "GPU %u has %u%% of compute requested by other slices; slice %s's request of %u%% would take it to %u%%",
			 gpu, requests, h->slice, h->set.request,
			 requests + h->set.request);
		return -EBUSY;
	}
	for (i = 0; i < GS_SCHED_MEMBERS && free_member < 0; i++)
		if (!s->member[i].pid)
			free_member = i;
	if ((slot < 0 && free_slot < 0) || free_member < 0) {
		snprintf(err, errlen, "GPU %u has %d slices or %d processes already",
			 gpu, GS_SCHED_SLICES, GS_SCHED_MEMBERS);
		return -EUSERS;
	}
	if (slot < 0) {
		slot = free_slot;
		sl = &s->slice[slot];
		memcpy(sl->name, h->slice, sizeof(sl->name));
		sl->set = h->set;
		sl->gen++;
		sl->joined = false;
		sl->fed = 0;
		memset(sl->done, 0, sizeof(sl->done));
	}
	s->member[free_member].pid = h->pid;
	s->member[free_member].start = h->start;
	s->member[free_member].slice = slot;
	s->member[free_member].active = false;
	if ((u32)free_member >= s->members_end)
		s->members_end = free_member + 1;
	h->member = free_member;
	h->slot = slot;
	h->gen = s->slice[slot].gen;
	return 0;
}

/* Whether @h's member entry is still this process's; lock held. */
static bool enrolled(const struct gs_sched_handle *h)
{
	const struct gs_sched_shm_member *m;

	if (h->member < 0)
		return false;
	m = &h->shm->member[h->member];
	return m->pid == h->pid && m->start == h->start;
}

static bool is_leader(const struct gs_sched_handle *h)
{
	const struct gs_sched_shm *s = h->shm;

	return s->leader_pid == h->pid && s->leader_start == h->start;
}

/*
 * Drops the entries of this very process, left by the program it exec'd
 * from (same pid, same start time): its channels, if any survived, are
 * out of this one's reach; lock held.
 */
static void forget_self(const struct gs_sched_handle *h)
{
	struct gs_sched_shm *s = h->shm;
	unsigned int i;

	for (i = 0; i < s->members_end && i < GS_SCHED_MEMBERS; i++)
		if (s->member[i].pid == h->pid &&
		    s->member[i].start == h->start)
			member_drop(s, i);
	if (is_leader(h))
		s->leader_pid = 0;
	tidy_slices(s);
}

int gs_sched_shm_attach(struct gs_sched_handle *h, const char *dir,
			unsigned int gpu, const char *slice,
			const struct gs_compute *set, u64 period, char *err,
			size_t errlen)
{
	struct init_arg arg = { .period = period };
	char path[PATH_MAX];
	struct gs_sched_shm *s;
	int ret;

	err[0] = 0;
	memset(h, 0, sizeof(*h));
	h->member = -1;
	h->gpu = gpu;
	snprintf(h->slice, sizeof(h->slice), "%s", slice);
	h->set = *set;
	gs_proc_self(&h->pid, &h->start);
	if (!segment_path(path, sizeof(path), dir, gpu)) {
		snprintf(err, errlen, "GPUSLICE_LEDGER_DIR is too long");
		return -ENAMETOOLONG;
	}
	ret = gs_shm_file_map(path, sizeof(*s), init, &arg, valid,
			      (void **)&s);
	if (ret) {
		if (ret == -EINVAL)
			snprintf(err, errlen, "%s is not a gpuslice scheduler segment of this version (remove it when no process uses it)",
				 path);
		else
			snprintf(err, errlen, "GPU %u's scheduler segment %s: %s",
				 gpu, path, strerror(-ret));
		return ret;
	}
	h->shm = s;
	ret = lock(s);
	if (ret) {
		snprintf(err, errlen, "GPU %u's scheduler segment cannot be locked: %s",
			 gpu, strerror(-ret));
		goto fail;
	}
	reap(s);
	if (s->period != period && !any_member(s)) {
		/* nobody uses the GPU: it takes this process's period */
		s->period = period;
		restart(s);
		s->seq = 0;
	} else if (s->period != period) {
		snprintf(err, errlen, "GPU %u is in use with a compute period of %llu ms; GPUSLICE_COMPUTE_PERIOD_MS says %llu",
			 gpu, (unsigned long long)s->period / 1000000,
			 (unsigned long long)period / 1000000);
		ret = -EBUSY;
	}
	if (!ret) {
		forget_self(h);
		ret = enroll(h, err, errlen);
	}
	unlock(s);
	if (!ret)
		return 0;
fail:
	munmap(s, sizeof(*s));
	h->shm = NULL;
	return ret;
}

void gs_sched_shm_detach(struct gs_sched_handle *h)
{
	struct gs_sched_shm *s = h->shm;

	if (!s)
		return;
	if (!lock(s)) {
		if (enrolled(h))
			member_drop(s, h->member);
		if (is_leader(h))
			s->leader_pid = 0;
		tidy_slices(s);
		unlock(s);
	}
	munmap(s, sizeof(*s));
	h->shm = NULL;
}

/*
 * Gives the controller the reported steps of plan @seq, each slice's from
 * its cursor (@resume) or from its first; a step not reported stops its
 * slice's feed there unless @force, which skips it.
 */
static void feed(struct gs_sched_shm *s, u64 seq, bool resume, bool force)
{
	const struct gs_sched_shm_plan *p = &s->plan[seq % 2];
	unsigned int i, e, k;

	if (!seq || p->seq != seq)
		return;
	for (i = 0; i < GS_SCHED_SLICES; i++) {
		struct gs_sched_shm_slice *sl = &s->slice[i];
		const struct gs_sched_done *d = &sl->done[seq % 2];
		unsigned int from = resume ? sl->fed : 0;

		if (!p->gen[i] || p->gen[i] != sl->gen || !sl->joined ||
		    d->seq != seq)
			continue;
		for (e = 0, k = 0; e < p->nr && k < GS_SCHED_EVENTS_PER_SLICE;
		     e++) {
			const struct gs_sched_event *ev = &p->ev[e];

			if (ev->slot != i)
				continue;
			if (k >= from && d->seen[k])
				gs_sched_applied_span(&s->g, i, ev->enable,
						      d->at[k] ? d->from[k] :
						      p->start + ev->at,
						      d->at[k] ? d->at[k] :
						      p->start + ev->at);
			else if (k >= from && !force)
				break;
			k++;
		}
		sl->fed = k;
	}
}

/* The leader's round at @now (see the top of this file). */
static void next_plan(struct gs_sched_shm *s, u64 now, bool afresh)
{
	const struct gs_sched_shm_plan *cur = &s->plan[s->seq % 2];
	struct gs_sched_shm_plan *p;
	struct gs_sched_plan plan;
	unsigned int i;
	u64 seq;

	if (s->seq && cur->seq == s->seq &&
	    now > cur->start + 2 * cur->period)
		afresh = true;
	if (afresh || !s->seq) {
		s->g.start = 0;	/* the next plan opens a first period */
		s->fed_seq = 0;
		s->fed_until = now;
	} else {
		if (s->fed_seq && s->fed_seq != s->seq)
			feed(s, s->fed_seq, true, true);
		feed(s, s->seq, false, false);
		s->fed_seq = s->seq;
		s->fed_until = cur->start;
	}
	seq = s->seq + 1;
	p = &s->plan[seq % 2];
	plan.ev = p->ev;
	plan.max = GS_SCHED_PLAN_MAX;
	gs_sched_plan(&s->g, now, &plan);
	p->start = plan.start;
	p->period = s->g.period;
	p->nr = plan.nr;
	for (i = 0; i < GS_SCHED_SLICES; i++) {
		struct gs_sched_shm_slice *sl = &s->slice[i];

		p->gen[i] = sl->joined ? sl->gen : 0;
		memset(&sl->done[seq % 2], 0, sizeof(sl->done[0]));
		sl->done[seq % 2].seq = seq;
	}
	p->seq = seq;
	s->seq = seq;
}

/*
 * Whether the leader has gone: silent for GS_SCHED_LEADER_PERIODS
 * periods, or dead (a zombie too: its channels are freed) once it has
 * missed the end of a period; lock held.
 */
static bool leader_gone(const struct gs_sched_shm *s, u64 now)
{
	if (!s->leader_pid)
		return true;
	if (now > s->leader_beat + GS_SCHED_LEADER_PERIODS * s->period)
		return true;
	return now > s->leader_beat + s->period &&
	       !gs_proc_alive(s->leader_pid, s->leader_start);
}

static bool any_joined(const struct gs_sched_shm *s)
{
	unsigned int i;

	for (i = 0; i < GS_SCHED_SLICES; i++)
		if (s->slice[i].joined)
			return true;
	return false;
}

static void view(const struct gs_sched_handle *h, struct gs_sched_view *v)
{
	const struct gs_sched_shm *s = h->shm;
	const struct gs_sched_shm_plan *p = &s->plan[s->seq % 2];
	unsigned int e;

	memset(v, 0, sizeof(*v));
	v->leader = is_leader(h);
	if (!s->seq || p->seq != s->seq)
		return;
	v->seq = p->seq;
	v->start = p->start;
	v->period = p->period;
	if (p->gen[h->slot] != h->gen)
		return;
	for (e = 0; e < p->nr && v->nr < GS_SCHED_EVENTS_PER_SLICE; e++)
		if (p->ev[e].slot == h->slot)
			v->ev[v->nr++] = p->ev[e];
}

int gs_sched_shm_turn(struct gs_sched_handle *h, u64 now, bool active,
		      struct gs_sched_view *v)
{
	struct gs_sched_shm *s = h->shm;
	struct gs_sched_shm_slice *sl;
	bool afresh = false;
	char err[256];
	int ret;

	if (!s)
		return -ENODEV;
	ret = lock(s);
	if (ret)
		return ret;
	if (!enrolled(h) || s->slice[h->slot].gen != h->gen) {
		ret = enroll(h, err, sizeof(err));
		if (ret)
			goto out;
	}
	s->member[h->member].active = active;
	sl = &s->slice[h->slot];
	if (active && !sl->joined) {
		s->updating = true;
		gs_sched_join(&s->g, h->slot, &s->sched[h->slot], &sl->set,
			      now);
		sl->joined = true;
		s->updating = false;
	}
	if (!active)
		tidy_slices(s);
	if (is_leader(h) && !active) {
		s->leader_pid = 0;	/* another with channels leads */
	} else if (!is_leader(h) && active && leader_gone(s, now)) {
		s->leader_pid = h->pid;
		s->leader_start = h->start;
		s->reaped = 0;	/* the old leader may be dead, and its slice */
		afresh = true;
	}
	if (is_leader(h)) {
		s->leader_beat = now;
		if (now >= s->reaped + REAP_NS) {
			s->reaped = now;
			reap(s);
		}
		if (any_joined(s) &&
		    (afresh || !s->seq ||
		     now >= s->plan[s->seq % 2].start + s->plan[s->seq % 2].period)) {
			s->updating = true;
			next_plan(s, now, afresh);
			s->updating = false;
		}
	}
	view(h, v);
out:
	unlock(s);
	return ret;
}

void gs_sched_shm_done(struct gs_sched_handle *h, u64 seq, unsigned int k,
		       bool enable, u64 issued, u64 at)
{
	struct gs_sched_shm *s = h->shm;
	struct gs_sched_done *d;

	if (!s || k >= GS_SCHED_EVENTS_PER_SLICE || lock(s))
		return;
	d = &s->slice[h->slot].done[seq % 2];
	if (s->slice[h->slot].gen == h->gen && d->seq == seq) {
		d->seen[k] = 1;
		if (at && (!d->at[k] || (enable ? at < d->at[k] :
					 at > d->at[k])))
			d->at[k] = at;
		if (at && (!d->from[k] || issued < d->from[k]))
			d->from[k] = issued;
	}
	unlock(s);
}

/* The slot of the slice whose member @pid is, or GS_SCHED_OTHER. */
static int slot_of(const struct gs_sched_shm *s, u32 pid)
{
	unsigned int i;

	for (i = 0; i < s->members_end && i < GS_SCHED_MEMBERS; i++)
		if (s->member[i].pid && (u32)s->member[i].pid == pid &&
		    s->slice[s->member[i].slice].joined)
			return s->member[i].slice;
	return GS_SCHED_OTHER;
}

void gs_sched_shm_samples(struct gs_sched_handle *h,
			  const struct gs_nv_gpumon *smp, unsigned int n)
{
	struct gs_sched_shm *s = h->shm;
	unsigned int i;

	if (!s || lock(s))
		return;
	s->updating = true;
	for (i = 0; i < n && is_leader(h); i++) {
		if (smp[i].ts <= s->sampled)
			continue;
		if (smp[i].ts + GS_SCHED_GRACE_NS > s->fed_until)
			break;
		gs_sched_sample(&s->g, smp[i].ts, smp[i].util,
				smp[i].pid == GS_NV_GPUMON_PID_NONE ?
				GS_SCHED_IDLE : slot_of(s, smp[i].pid));
		s->sampled = smp[i].ts;
	}
	s->updating = false;
	unlock(s);
}

u64 gs_sched_shm_sampled(const struct gs_sched_handle *h)
{
	return h->shm ? __atomic_load_n(&h->shm->sampled, __ATOMIC_RELAXED) :
	       0;
}

void gs_sched_shm_forked(struct gs_sched_handle *h)
{
	h->member = -1;
	gs_proc_self(&h->pid, &h->start);
}

int gs_sched_shm_read(const char *dir, unsigned int gpu,
		      struct gs_sched_line *l, unsigned int max,
		      unsigned int *n)
{
	char path[PATH_MAX];
	struct gs_sched_shm *s;
	u64 now = realtime_ns();
	unsigned int i, m;
	int ret;

	*n = 0;
	if (!segment_path(path, sizeof(path), dir, gpu))
		return -ENAMETOOLONG;
	ret = gs_shm_file_open(path, sizeof(*s), valid, (void **)&s);
	if (ret)
		return ret;
	ret = lock(s);
	if (!ret) {
		reap(s);
		for (i = 0; i < GS_SCHED_SLICES; i++) {
			const struct gs_sched_shm_slice *sl = &s->slice[i];
			struct gs_sched_line *x;

			if (!sl->name[0])
				continue;
			if (*n >= max) {
				(*n)++;
				continue;
			}
			x = &l[*n];
			memcpy(x->name, sl->name, sizeof(x->name));
			x->set = sl->set;
			gs_sched_report(&s->g, i, now, &x->report);
			x->members = 0;
			for (m = 0; m < s->members_end &&
			     m < GS_SCHED_MEMBERS; m++)
				x->members += s->member[m].pid &&
					      s->member[m].slice == i;
			(*n)++;
		}
		unlock(s);
	}
	munmap(s, sizeof(*s));
	return ret;
}
