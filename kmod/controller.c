// SPDX-License-Identifier: GPL-2.0
/*
 * The compute controllers (docs/design.md, "Compute"): one kernel thread
 * per real GPU that slices run channels on. Each period it asks the core's
 * controller (core/gpu_sched.c) for a plan of exclusive windows, makes the
 * plan's steps at their times by disabling and enabling the slices'
 * channels (channels.c, through the verifier), tells the core when each
 * step took effect, and every quarter second feeds it RM's utilization
 * samples, read by the verifier.
 *
 * A process seen on the GPU while its slice was disabled there ran
 * channels gpuslice does not control (a raced allocation) or undid a
 * disable (a raced control): after GS_STRIKES such samples within
 * GS_STRIKE_WINDOW it is killed, which frees all it ran.
 *
 * Locking: a controller's @lock guards the core's state and the slots. It
 * is taken inside a slice's channel lock (join and leave come from
 * channels.c with it held), never around one: the thread drops @lock
 * before it applies a step, holding a reference to the slice instead.
 */

#include <linux/kthread.h>
#include <linux/moduleparam.h>
#include <linux/mutex.h>
#include <linux/pid.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>
#include <linux/wait.h>

#include "charge.h"
#include "controller.h"
#include "events.h"
#include "gpu_limits.h"
#include "gpu_sched.h"
#include "nv_fifo.h"
#include "slice.h"
#include "verifier.h"

static unsigned int gs_period_ms = 100;
module_param_named(compute_period_ms, gs_period_ms, uint, 0444);
MODULE_PARM_DESC(compute_period_ms,
		 "period of the compute controllers' windows, ms (10-1000)");

/* Either side of a window's edge, a sample says nothing of the slice. */
#define GRACE_NS		(3 * NSEC_PER_MSEC)
#define SAMPLES_EVERY_NS	(250 * NSEC_PER_MSEC)
#define GS_STRIKES		3
#define GS_STRIKE_WINDOW	(10ULL * NSEC_PER_SEC)
#define MAX_SLOTS		GPUSLICE_MAX_SLICES

/* A slice on a controller's GPU. */
struct gs_ctl_slot {
	struct gs_slice *slice;		/* a reference */
	unsigned int gpu;		/* the slice's number of the GPU */
	u64 id;				/* tells a reused slot apart */
	unsigned int strikes;
	u64 first_strike;
	struct gs_sched_slice sched;
};

/* A plan's step, with the slot it was planned for. */
struct gs_ctl_step {
	struct gs_sched_event ev;
	u64 id;
};

struct gs_ctl {
	unsigned int device;		/* the real GPU's minor */
	struct task_struct *thread;
	wait_queue_head_t wake;		/* a slice joined */
	struct mutex lock;		/* guards everything below */
	struct gs_sched sched;
	struct gs_sched_slice *sched_slot[MAX_SLOTS];
	struct gs_compute_claim claims[MAX_SLOTS];
	struct gs_ctl_slot *slot[MAX_SLOTS];
	unsigned int nr;
	u64 next_id;
	struct gs_sched_event ev[MAX_SLOTS * GS_SCHED_EVENTS_PER_SLICE];
	/* the thread's own, outside @lock */
	struct gs_ctl_step steps[MAX_SLOTS * GS_SCHED_EVENTS_PER_SLICE];
	struct gs_verifier_sample samples[GS_VERIFIER_SAMPLES];
	u64 samples_after;
	u64 samples_read;
};

/* The controllers by GPU minor, made on first need; under gs_ctls_lock. */
static DEFINE_MUTEX(gs_ctls_lock);
static struct gs_ctl *gs_ctls[GS_NV_MAX_GPUS];

static u64 period_ns(void)
{
	return (u64)clamp(gs_period_ms, 10U, 1000U) * NSEC_PER_MSEC;
}

/* Sleeps until CLOCK_MONOTONIC @t; false when the thread must stop. */
static bool sleep_until(u64 t)
{
	ktime_t until = ns_to_ktime(t);

	while (!kthread_should_stop() && ktime_before(ktime_get(), until)) {
		set_current_state(TASK_INTERRUPTIBLE);
		schedule_hrtimeout_range(&until, 20 * NSEC_PER_USEC,
					 HRTIMER_MODE_ABS);
	}
	__set_current_state(TASK_RUNNING);
	return !kthread_should_stop();
}

/* The slot of the slice whose process is pid @nr, or GS_SCHED_OTHER. */
static int slot_of_pid(struct gs_ctl *c, u32 nr)
{
	const struct gs_slice *s = NULL;
	struct pid *pid;
	unsigned int i;

	if (nr == GS_ABI_GPUMON_PID_INVALID)
		return GS_SCHED_IDLE;
	pid = find_get_pid(nr);
	if (pid) {
		s = gs_charge_slice_of(pid);
		put_pid(pid);
	}
	for (i = 0; s && i < MAX_SLOTS; i++)
		if (c->slot[i] && c->slot[i]->slice == s)
			return i;
	return GS_SCHED_OTHER;
}

/* A third strike within the window: the process is killed. */
static void strike(struct gs_ctl *c, struct gs_ctl_slot *sl, u32 nr, u64 now)
{
	struct pid *pid;

	if (!sl->strikes || now - sl->first_strike > GS_STRIKE_WINDOW) {
		sl->strikes = 0;
		sl->first_strike = now;
	}
	if (++sl->strikes < GS_STRIKES)
		return;
	sl->strikes = 0;
	pr_warn_ratelimited("pid %u of slice %s ran on GPU %u while its slice was disabled there: killed\n",
			    nr, sl->slice->name, c->device);
	pid = find_get_pid(nr);
	if (pid) {
		kill_pid(pid, SIGKILL, 1);
		put_pid(pid);
		gs_event_killed(sl->slice, nr, GPUSLICE_KILL_COMPUTE, sl->gpu);
	}
}

/* RM's samples since the last ones, fed to the core. */
static void read_samples(struct gs_ctl *c)
{
	u64 now = ktime_get_real_ns();
	unsigned int i, n;

	if (now - c->samples_read < SAMPLES_EVERY_NS)
		return;
	c->samples_read = now;
	if (gs_verifier_gpumon(c->device, c->samples_after, c->samples, &n))
		return;
	mutex_lock(&c->lock);
	for (i = 0; i < n; i++) {
		const struct gs_verifier_sample *x = &c->samples[i];
		int who = slot_of_pid(c, x->pid);

		c->samples_after = max(c->samples_after, x->ts);
		if (gs_sched_sample(&c->sched, x->ts, x->util, who) ==
		    GS_SCHED_SAMPLE_VIOLATION)
			strike(c, c->slot[who], x->pid, now);
	}
	mutex_unlock(&c->lock);
}

/*
 * One step: the slice's channels enabled or disabled, and the moment it
 * took effect told to the core. A step that changes nothing is skipped
 * (channels disabled again wedge their program: gs_sched_plan). A step the
 * verifier could not make is not told: the core then counts the slice as
 * it was, and the next period makes it again.
 */
static void apply(struct gs_ctl *c, const struct gs_ctl_step *st)
{
	struct gs_ctl_slot *sl;
	struct gs_slice *s;
	unsigned int gpu;
	u64 issued;
	int ret;

	mutex_lock(&c->lock);
	sl = c->slot[st->ev.slot];
	if (!sl || sl->id != st->id || st->ev.enable == sl->sched.enabled) {
		mutex_unlock(&c->lock);
		return;
	}
	s = sl->slice;
	gpu = sl->gpu;
	gs_slice_get(s);
	mutex_unlock(&c->lock);

	issued = ktime_get_real_ns();
	ret = gs_chans_apply(s, gpu, st->ev.enable);

	mutex_lock(&c->lock);
	sl = c->slot[st->ev.slot];
	if (!ret && sl && sl->id == st->id)
		gs_sched_applied_span(&c->sched, st->ev.slot, st->ev.enable,
				      issued, ktime_get_real_ns());
	mutex_unlock(&c->lock);
	gs_slice_put(s);
}

/* One period: plan, then each step at its time. */
static void run_period(struct gs_ctl *c)
{
	struct gs_sched_plan plan = {
		.ev = c->ev, .max = ARRAY_SIZE(c->ev),
	};
	u64 start = ktime_get_ns();
	unsigned int i;

	mutex_lock(&c->lock);
	gs_sched_plan(&c->sched, ktime_get_real_ns(), &plan);
	for (i = 0; i < plan.nr; i++) {
		c->steps[i].ev = plan.ev[i];
		c->steps[i].id = c->slot[plan.ev[i].slot]->id;
	}
	mutex_unlock(&c->lock);

	read_samples(c);
	for (i = 0; i < plan.nr; i++) {
		if (!sleep_until(start + c->steps[i].ev.at))
			return;
		apply(c, &c->steps[i]);
	}
	sleep_until(start + period_ns());
}

static int ctl_thread(void *data)
{
	struct gs_ctl *c = data;

	while (!kthread_should_stop()) {
		if (!READ_ONCE(c->nr)) {
			wait_event_interruptible(c->wake, READ_ONCE(c->nr) ||
						 kthread_should_stop());
			continue;
		}
		run_period(c);
	}
	return 0;
}

/* The controller of GPU @device, made and started on first need. */
static struct gs_ctl *get_ctl(unsigned int device)
{
	struct task_struct *t;
	struct gs_ctl *c;

	if (device >= GS_NV_MAX_GPUS)
		return ERR_PTR(-ENODEV);
	mutex_lock(&gs_ctls_lock);
	c = gs_ctls[device];
	if (c)
		goto out;
	c = kvzalloc(sizeof(*c), GFP_KERNEL);
	if (!c) {
		c = ERR_PTR(-ENOMEM);
		goto out;
	}
	c->device = device;
	mutex_init(&c->lock);
	init_waitqueue_head(&c->wake);
	gs_sched_init(&c->sched, c->sched_slot, c->claims, MAX_SLOTS,
		      period_ns(), GRACE_NS, get_random_u64());
	t = kthread_run(ctl_thread, c, "gpuslice-ctl/%u", device);
	if (IS_ERR(t)) {
		kvfree(c);
		c = ERR_CAST(t);
		goto out;
	}
	c->thread = t;
	gs_ctls[device] = c;
out:
	mutex_unlock(&gs_ctls_lock);
	return c;
}

static void settings_of(struct gs_slice *s, unsigned int gpu,
			struct gs_compute *set)
{
	spin_lock(&s->lock);
	*set = s->gpu[gpu].compute;
	spin_unlock(&s->lock);
}

/*
 * Slice @s takes part in the controller of its GPU @gpu: it has a channel
 * there. Its channels' lock held.
 */
static int controller_join(struct gs_slice *s, unsigned int gpu)
{
	struct gs_slice_chans *chans = &s->gpu[gpu].chans;
	struct gs_ctl_slot *sl;
	struct gs_compute set;
	struct gs_ctl *c;
	unsigned int i;

	lockdep_assert_held(&chans->lock);
	c = get_ctl(s->gpu[gpu].device);
	if (IS_ERR(c))
		return PTR_ERR(c);
	sl = kzalloc(sizeof(*sl), GFP_KERNEL);
	if (!sl)
		return -ENOMEM;
	settings_of(s, gpu, &set);
	mutex_lock(&c->lock);
	for (i = 0; i < MAX_SLOTS && c->slot[i]; i++)
		;
	if (i == MAX_SLOTS) {
		mutex_unlock(&c->lock);
		kfree(sl);
		return -ENOSPC;
	}
	gs_slice_get(s);
	sl->slice = s;
	sl->gpu = gpu;
	sl->id = ++c->next_id;
	gs_sched_join(&c->sched, i, &sl->sched, &set, ktime_get_real_ns());
	c->slot[i] = sl;
	c->nr++;
	chans->slot = i;
	chans->disabled = false;
	mutex_unlock(&c->lock);
	wake_up(&c->wake);
	return 0;
}

/* Slice @s has no channel left on its GPU @gpu; its channels' lock held. */
static void controller_leave(struct gs_slice *s, unsigned int gpu)
{
	struct gs_slice_chans *chans = &s->gpu[gpu].chans;
	struct gs_ctl *c = READ_ONCE(gs_ctls[s->gpu[gpu].device]);
	struct gs_ctl_slot *sl;

	lockdep_assert_held(&chans->lock);
	if (chans->slot < 0 || WARN_ON(!c))
		return;
	mutex_lock(&c->lock);
	sl = c->slot[chans->slot];
	gs_sched_leave(&c->sched, chans->slot);
	c->slot[chans->slot] = NULL;
	c->nr--;
	mutex_unlock(&c->lock);
	chans->busy_before += sl->sched.busy_total;
	chans->slot = -1;
	chans->disabled = false;
	kfree(sl);
	/* The caller holds its own reference: never the last. */
	gs_slice_put(s);
}

/* The settings of slice @s on its GPU @gpu changed: from the next period. */
void gs_controller_settings(struct gs_slice *s, unsigned int gpu)
{
	struct gs_slice_chans *chans = &s->gpu[gpu].chans;
	struct gs_compute set;
	struct gs_ctl *c;

	settings_of(s, gpu, &set);
	mutex_lock(&chans->lock);
	c = READ_ONCE(gs_ctls[s->gpu[gpu].device]);
	if (chans->slot >= 0 && c) {
		mutex_lock(&c->lock);
		gs_sched_set(&c->sched, chans->slot, &set);
		mutex_unlock(&c->lock);
	}
	mutex_unlock(&chans->lock);
}

/* What slice @s gets of its GPU @gpu, and got since it was created. */
void gs_controller_report(struct gs_slice *s, unsigned int gpu,
			  struct gs_compute_report *r)
{
	struct gs_slice_chans *chans = &s->gpu[gpu].chans;
	struct gs_sched_report now;
	struct gs_ctl *c;

	mutex_lock(&chans->lock);
	memset(r, 0, sizeof(*r));
	r->busy_us = div_u64(chans->busy_before, NSEC_PER_USEC);
	c = READ_ONCE(gs_ctls[s->gpu[gpu].device]);
	if (chans->slot >= 0 && c) {
		mutex_lock(&c->lock);
		gs_sched_report(&c->sched, chans->slot, ktime_get_real_ns(),
				&now);
		mutex_unlock(&c->lock);
		r->target = now.target;
		r->share = now.share;
		r->busy_us += div_u64(now.busy_total, NSEC_PER_USEC);
	}
	mutex_unlock(&chans->lock);
}

/*
 * Module exit: every file is closed, so no slice has channels and no slot
 * is taken; the threads stop.
 */
/* Module load: channels.c tells the controllers of slices' channels. */
void __init gs_controller_init(void)
{
	gs_chans_register_controller(controller_join, controller_leave);
}

void gs_controller_uninit(void)
{
	unsigned int i;

	for (i = 0; i < GS_NV_MAX_GPUS; i++) {
		struct gs_ctl *c = gs_ctls[i];

		if (!c)
			continue;
		kthread_stop(c->thread);
		WARN_ON(c->nr);
		kvfree(c);
		gs_ctls[i] = NULL;
	}
}
