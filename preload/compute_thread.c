// SPDX-License-Identifier: GPL-2.0
/*
 * The compute thread. Each turn, for every GPU where the process has
 * channels: its turn in the GPU's segment (gs_sched_shm_turn(): the leader
 * plans there), then the steps of its slice that are due. A plan's steps
 * are offsets from its start, repeated period after period until the next
 * plan, so processes go on when the leader is gone until another takes
 * over. A step is FIFO_DISABLE_CHANNELS on all of the process's channels
 * on the GPU, one call per client and 64 channels, each through a ctl
 * file the client was made on and naming its subdevice there (RM checks
 * the client against the file: docs/nvidia-abi.md 5). A step names only the
 * channels it changes: a disable of disabled channels wedges the program
 * on the H100 (docs/design.md, "Compute"), so channels a program enabled
 * behind the engine's back are not disabled again before the next window
 * edge; the leader's samples see them run (a violation, gs_sched_sample()).
 * Steps that came due together (a late wake) are taken as one, the last.
 *
 * Processes report when each step of a plan's first period took effect:
 * an enable once its first call returned, a disable once its last did
 * (the preempting call returns when the channels are off the GPU).
 *
 * The thread sleeps with clock_nanosleep() until its next step. The leader
 * wakes at the period's end to make the next plan; the others look for it
 * every POLL_NS from then on, keeping their channels as they are, for a
 * tenth of a period at most before they repeat the plan they have: the
 * steps at its start are then as late as the leader, no later. As the
 * leader, the thread reads RM's samples every READ_NS.
 *
 * Anything that goes wrong with a GPU's segment (it cannot be locked, the
 * slice cannot be registered again after fork) leaves that GPU's channels
 * enabled and alone, said once on stderr: never disabled for good.
 */

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "compute_thread.h"
#include "engine.h"
#include "fdtab.h"
#include "nv_charge.h"
#include "nv_fifo.h"
#include "objects.h"
#include "rm_call.h"
#include "sched_shm.h"

/* The leader reads RM's samples this often (RM takes one every 200 ms) */
#define READ_NS		250000000ULL
/* A follower looks for the next plan this often */
#define POLL_NS		1000000ULL
/* Batches of channels one step of one GPU can name: 64 clients' */
#define MAX_BATCHES	64
#define NSEC		1000000000ULL

/**
 * struct gpu - this process on one GPU of its slice
 * @h: its place in the GPU's segment; @h.shm NULL: not attached
 * @off: given up on: its channels are enabled and left alone
 * @said: @off was said
 * @enabled: its channels' state there (apply_lock)
 * @active: it had channels there at its last turn
 * @seq: the plan it follows (0: none)
 * @start: that plan's start
 * @period: its period
 * @nr: its slice's steps in that plan
 * @ev: the steps
 * @round: the start of the period being carried out
 * @next: the next step of that period
 * @read_at: the leader's next read of RM's samples
 */
struct gpu {
	struct gs_sched_handle h;
	bool off, said;
	bool enabled;
	bool active;
	u64 seq, start, period;
	unsigned int nr;
	struct gs_sched_event ev[GS_SCHED_EVENTS_PER_SLICE];
	u64 round;
	unsigned int next;
	u64 read_at;
};

static struct gpu gpus[GS_NV_MAX_GPUS];
static bool attached;
static u64 period_ns;
/* The channels' state, changed by the thread and by new channels */
static pthread_mutex_t apply_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t start_lock = PTHREAD_MUTEX_INITIALIZER;
static bool started;	/* start_lock */

/* The thread's own: one step's batches, one GPUMON answer */
static struct gs_chan_batch batches[MAX_BATCHES];
static u8 gpumon[GS_NV_GPUMON_MAX_SIZE];
static struct gs_nv_gpumon samples[GS_NV_GPUMON_COUNT];

static u64 realtime_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return (u64)t.tv_sec * NSEC + t.tv_nsec;
}

static void say(unsigned int gpu, const char *what, const char *why)
{
	fprintf(stderr, "gpuslice-preload: GPU %u: %s%s%s\n", gpu, what,
		why ? ": " : "", why ? why : "");
}

/* One FIFO_DISABLE_CHANNELS of batch @b through @fd; RM's status. */
static u32 set_batch(int fd, const struct gs_chan_batch *b, bool enable)
{
	u8 params[GS_NV_DISABLE_CHANNELS_SIZE];

	gs_nv_disable_channels(params, !enable, b->client, b->handle, b->n);
	return gs_rm_control(fd, b->client, b->subdevice,
			     GS_NV_CTRL_DISABLE_CHANNELS, params, sizeof(params));
}

/*
 * Enables or disables this process's channels on GPU @g; apply_lock held.
 * Returns when it took effect: after the first call for an enable, the
 * last for a disable.
 */
static u64 set_channels(unsigned int g, bool enable, u64 *issued)
{
	unsigned int n = gs_objs_channels(g, enable, batches, MAX_BATCHES), i;
	u64 first = 0, t = 0;
	u32 status;
	int fd;

	*issued = realtime_ns();
	for (i = 0; i < n; i++) {
		if (!batches[i].n)
			continue;	/* no subdevice to name: out of reach */
		gs_fdtab_lock();
		fd = gs_fdtab_find(batches[i].file);
		status = fd < 0 ? ~0U : set_batch(fd, &batches[i], enable);
		gs_fdtab_unlock();
		/* a call that failed is made again at the next turn */
		if (!status)
			gs_objs_mark(&batches[i], !enable);
		t = realtime_ns();
		if (!first)
			first = t;
		if (status && fd >= 0 && !gpus[g].said) {
			gpus[g].said = true;
			fprintf(stderr, "gpuslice-preload: GPU %u: FIFO_DISABLE_CHANNELS answered 0x%x\n",
				g, status);
		}
	}
	if (!t)
		t = first = realtime_ns();
	gpus[g].enabled = enable;
	return enable ? first : t;
}

/* Leaves GPU @g's channels enabled and alone from now on. */
static void give_up(unsigned int g, int err)
{
	struct gpu *x = &gpus[g];
	u64 issued;

	pthread_mutex_lock(&apply_lock);
	if (!x->enabled)
		set_channels(g, true, &issued);
	x->off = true;
	pthread_mutex_unlock(&apply_lock);
	say(g, "its scheduler segment cannot be used, its channels run unhindered",
	    strerror(-err));
}

/* The step's state for this process; returns when it took effect, 0: skipped. */
static u64 carry_out(unsigned int g, bool enable, u64 *issued)
{
	u64 at = 0;

	*issued = 0;
	pthread_mutex_lock(&apply_lock);
	if (enable != gpus[g].enabled)
		at = set_channels(g, enable, issued);
	pthread_mutex_unlock(&apply_lock);
	return at;
}

/* The leader's read of RM's samples, through a subdevice of its own. */
static void sample(unsigned int g)
{
	const struct gs_abi *abi = gs_engine_abi();
	u32 size = gs_nv_gpumon_size(abi);
	struct gpu *x = &gpus[g];
	u32 client = 0, sub, status = ~0U;
	unsigned int n;
	u64 file;
	int fd;

	/* the driver's version has a query of that layout, as every one does */
	if (!size || !gs_objs_subdevice(g, &client, &sub, &file))
		return;
	gs_nv_gpumon_query(abi, gpumon);
	gs_fdtab_lock();
	fd = gs_fdtab_find(file);
	if (fd >= 0)
		status = gs_rm_control(fd, client, sub,
				       GS_NV_CTRL_GPUMON_SAMPLES, gpumon, size);
	gs_fdtab_unlock();
	if (status) {
		if (fd >= 0 && !x->said) {
			x->said = true;
			fprintf(stderr, "gpuslice-preload: GPU %u: RM's utilization samples answered 0x%x: idle slices are not told from busy ones\n",
				g, status);
		}
		return;
	}
	n = gs_nv_gpumon_read(abi, gpumon, gs_sched_shm_sampled(&x->h),
			      samples, GS_NV_GPUMON_COUNT);
	gs_sched_shm_samples(&x->h, samples, n);
}

static u64 min_u64(u64 a, u64 b)
{
	return a < b ? a : b;
}

/*
 * Carries out what is due of the plan in @v at @now on GPU @g, and lowers
 * *@wake to when something next is.
 */
static void follow(unsigned int g, const struct gs_sched_view *v, u64 now,
		   u64 *wake)
{
	struct gpu *x = &gpus[g];
	unsigned int due;
	u64 at, issued, k;

	if (v->seq != x->seq) {
		x->seq = v->seq;
		x->start = v->start;
		x->period = v->period;
		x->nr = v->nr;
		memcpy(x->ev, v->ev, sizeof(x->ev));
		x->round = 0;
	}
	if (!x->nr) {
		/* not in the plan: not held back */
		if (!x->enabled)
			carry_out(g, true, &issued);
		if (x->seq)
			*wake = min_u64(*wake, x->start + x->period + POLL_NS);
		return;
	}
	if (now < x->start) {
		*wake = min_u64(*wake, x->start);
		return;
	}
	k = (now - x->start) / x->period;
	if (k == 1 && !v->leader && now < x->start + x->period + x->period / 10) {
		/* the leader is making the next plan: wait for it a while */
		*wake = min_u64(*wake, now + POLL_NS);
		return;
	}
	if (x->start + k * x->period != x->round) {
		x->round = x->start + k * x->period;
		x->next = 0;
	}
	for (due = x->next; due < x->nr &&
	     x->round + x->ev[due].at <= now; due++)
		;
	if (due > x->next) {
		at = carry_out(g, x->ev[due - 1].enable, &issued);
		/* the leader feeds the controller a plan's first period */
		if (x->round == x->start)
			gs_sched_shm_done(&x->h, x->seq, due - 1,
					  x->ev[due - 1].enable, issued, at);
		x->next = due;
	}
	if (x->next < x->nr)
		*wake = min_u64(*wake, x->round + x->ev[x->next].at);
	else
		*wake = min_u64(*wake, x->round + x->period +
				(v->leader ? 0 : POLL_NS));
}

/*
 * While GPU @g's channels are disabled, those not yet (made or scheduled
 * since, or whose call failed) are disabled too: only they, as
 * set_channels() names no channel twice.
 */
static void catch_up(unsigned int g)
{
	u64 issued;

	pthread_mutex_lock(&apply_lock);
	if (!gpus[g].enabled)
		set_channels(g, false, &issued);
	pthread_mutex_unlock(&apply_lock);
}

/* GPU @g's part of a turn of the thread at @now. */
static void visit(unsigned int g, u64 now, u64 *wake)
{
	struct gpu *x = &gpus[g];
	struct gs_sched_view v;
	bool active = gs_objs_nr_channels(g) > 0;
	int ret;

	if (!active && !x->active)
		return;
	ret = gs_sched_shm_turn(&x->h, now, active, &v);
	if (ret) {
		give_up(g, ret);
		return;
	}
	x->active = active;
	if (!active) {
		x->enabled = true;	/* new channels are made enabled */
		x->seq = 0;
		return;
	}
	if (v.leader && now >= x->read_at) {
		x->read_at = now + READ_NS;
		sample(g);
	}
	follow(g, &v, realtime_ns(), wake);
	catch_up(g);
	if (v.leader && v.seq)
		*wake = min_u64(*wake, v.start + v.period);
}

static void sleep_until(u64 t)
{
	struct timespec ts = {
		.tv_sec = t / NSEC, .tv_nsec = t % NSEC,
	};

	while (clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &ts, NULL) ==
	       EINTR)
		;
}

static void *run(void *arg)
{
	unsigned int g;
	u64 now, wake;

	(void)arg;
	for (;;) {
		now = realtime_ns();
		/* new channels on another GPU are seen within a period */
		wake = now + period_ns;
		for (g = 0; g < GS_NV_MAX_GPUS; g++)
			if (gpus[g].h.shm && !gpus[g].off)
				visit(g, now, &wake);
		sleep_until(wake);
	}
	return NULL;
}

/* The thread, once; signals are the program's threads' to take. */
static void start_thread(void)
{
	sigset_t all, old;
	pthread_attr_t attr;
	pthread_t t;
	int ret;

	pthread_mutex_lock(&start_lock);
	if (started) {
		pthread_mutex_unlock(&start_lock);
		return;
	}
	started = true;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&attr, 256 * 1024);
	ret = pthread_create(&t, &attr, run, NULL);
	pthread_attr_destroy(&attr);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_mutex_unlock(&start_lock);
	if (ret)
		fprintf(stderr, "gpuslice-preload: the compute thread cannot start (%s): channels run unhindered\n",
			strerror(ret));
	else
		pthread_setname_np(t, "gpuslice");
}

int gs_compute_attach(const struct gs_config *c, char *err, size_t errlen)
{
	unsigned int g, k;
	int ret;

	period_ns = (u64)c->period_ms * 1000000;
	for (g = 0; g < GS_NV_MAX_GPUS; g++) {
		if (!(c->gpus & (1U << g)))
			continue;
		gpus[g].enabled = true;
		ret = gs_sched_shm_attach(&gpus[g].h, c->ledger_dir, g,
					  c->slice, &c->compute[g], period_ns,
					  err, errlen);
		if (ret == -EBUSY || ret == -EUSERS) {
			for (k = 0; k < g; k++)
				gs_sched_shm_detach(&gpus[k].h);
			return ret;
		}
		if (ret)
			say(g, "compute shares are not enforced", err);
	}
	err[0] = 0;
	attached = true;
	return 0;
}

bool gs_compute_attached(void)
{
	return attached;
}

/*
 * A channel scheduled while its GPU's channels are disabled is disabled at
 * once (only it: set_channels() names no channel twice), lest a slice with
 * no window run it for ever.
 */
void gs_compute_channel(int gpu)
{
	struct gpu *x;
	u64 issued;

	if (gpu < 0 || gpu >= GS_NV_MAX_GPUS || !gpus[gpu].h.shm)
		return;
	x = &gpus[gpu];
	pthread_mutex_lock(&apply_lock);
	if (!x->off && !x->enabled)
		set_channels(gpu, false, &issued);
	pthread_mutex_unlock(&apply_lock);
	if (!x->off)
		start_thread();
}

void gs_compute_forked(void)
{
	unsigned int g;

	/* Only this thread runs in the child: no lock is held by another. */
	pthread_mutex_init(&apply_lock, NULL);
	pthread_mutex_init(&start_lock, NULL);
	started = false;
	for (g = 0; g < GS_NV_MAX_GPUS; g++) {
		struct gpu *x = &gpus[g];

		if (x->h.shm)
			gs_sched_shm_forked(&x->h);
		x->enabled = true;
		x->active = false;
		x->seq = 0;
	}
}
