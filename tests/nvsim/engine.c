// SPDX-License-Identifier: GPL-2.0
/*
 * The execution engine: one kthread per GPU runs the channels' work, so
 * that compute limits can be measured in the VM. README.md ("Execution
 * engine") is the protocol a test follows; in short:
 *
 *  - a channel executes when its allocation named a USERD memory object
 *    (hUserdMemory[0], userdOffset[0], 512-byte aligned) of class 0x40 or
 *    0x3e; nvsim has no GPU page tables, so gpFifoOffset is read as a byte
 *    offset into that same object and gpFifoEntries as the ring's length;
 *  - a GPFIFO entry (8 bytes) is one work item: its low 32 bits are the
 *    GPU time it takes, in microseconds;
 *  - the program writes entries, then GP_PUT (USERD 0x8c), then the
 *    channel's work-submit token to the doorbell (usermode 0x90); the
 *    engine writes GP_GET (USERD 0x88) as items complete.
 *
 * The doorbell is a word in memory that the engine polls and clears; two
 * writes between two polls leave one token. So a doorbell arms every
 * channel of the GPU that has work (GP_GET != GP_PUT), not only the one
 * it names; a channel stays armed until its ring is empty.
 *
 * Scheduling (the runlist): TSGs in round robin, each running for its
 * timeslice (SET_TIMESLICE) while it has runnable channels; a channel
 * outside a TSG is a group of its own with the default timeslice. A channel
 * runs when it is armed, not disabled (FIFO_DISABLE_CHANNELS) and its TSG
 * is scheduled (NVA06C GPFIFO_SCHEDULE), or, outside a TSG, the channel
 * itself (NVA06F GPFIFO_SCHEDULE). Items are preempted at the end of a
 * timeslice and resumed later.
 *
 * Time is simulated: a step of q microseconds is charged exactly q to the
 * channel's client (and to the GPU's busy time), and the kthread sleeps
 * until a deadline that advances by q, so simulated time follows real time
 * where the CPU keeps up and never runs ahead of it. Ratios of busy time
 * are then exact whatever the jitter of the sleeps (TCG).
 *
 * Stalls: a TCG VM on a starved host stops for a second at a time (on a
 * 2-core builder 4 to 6 of 300 usleep(1000) calls took 0.5-3 s, in the
 * VM and on the host itself). The simulated GPU stops with it: a
 * wakeup more than STALL_US late, or steps more than STALL_US behind,
 * add the time to the GPU's stalled_us and the deadline skips it. A
 * share over an interval is busy time over the interval less its stalled
 * time (debugfs "engine"); RM's samples count their span the same way.
 *
 * A channel freed during a step, or disabled with preemption
 * (FIFO_DISABLE_CHANNELS with bOnlyDisableScheduling = 0, as the H100
 * answers once the channel is off the GPU), is charged the part of the
 * step that elapsed, by that call, and the kthread is woken to go on with
 * the others: nothing is lost or counted twice. A disable that only stops
 * scheduling lets the step run to its end.
 *
 * RM's utilization samples (PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2): the
 * kthread takes one every 200 ms, in whatever sleep it is in, idle or in
 * a step: the graphics engine's busy time since the previous sample (the
 * accounts above, plus the elapsed part of the step in progress) and the
 * process whose channel's step is in progress at that instant. 72 of them
 * in a ring, as RM keeps them.
 *
 * Locking: everything here is RM state under nvsim_lock, taken for each
 * step and sample and dropped while the kthread sleeps.
 */

#include <linux/highmem.h>
#include <linux/kthread.h>
#include <linux/math64.h>
#include <linux/pid_namespace.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/wait.h>

#include "nvsim.h"
#include "rm.h"

#define STEP_MAX_US		10000	/* the longest step: stop stays quick */
#define IDLE_POLL_US		1000	/* doorbell polling while idle */
#define IDLE_SLEEP_US		20000	/* no channel can execute at all */
#define MIN_SLICE_US		100	/* a timeslice of 0 still runs */
#define DEFAULT_SLICE_US	1024	/* a channel without a TSG */
#define STALL_US		50000	/* late by more: the VM stalled */
#define MAX_DEAD_ACCTS		64	/* accounts of gone clients kept */
/* RM's ring of utilization samples, as GPUMON_..._SAMPLES_V2 returns it */
#define NSAMPLES \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SAMPLES_MAX
#define GPUMON_AT(field) \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_##field##_AT
#define USERD_ALIGN		512
#define SAMPLE_PERIOD_MS	200	/* RM's GPUMON sampling, on the H100 */
#define UTIL_FULL		10000	/* 100%: util is in pct * 100 */

/* Within a GPUMON engine sample (ENGINE_UTIL_SAMPLE, 128 bytes) */

/*
 * What one client ran on one GPU. Accounts outlive their channels, so that
 * a test can read them after its processes exit; the oldest ones without
 * channels go beyond MAX_DEAD_ACCTS.
 */
struct eng_acct {
	struct list_head link;
	u32 hclient;
	pid_t pid;		/* thread group, initial namespace */
	u64 busy_us;
	u64 items;
	unsigned int chans;	/* channels charging it */
};

struct nvsim_eng_chan {
	struct list_head link;		/* engine->chans, the runlist order */
	struct nvsim_res *res;		/* the channel */
	struct pid *pid;		/* its client's process, a reference */
	struct nvsim_res *tsg;		/* its TSG (a reference), or NULL */
	struct eng_acct *acct;
	struct nvsim_backing *mem;	/* USERD and GPFIFO (a reference) */
	u64 userd_off;
	u64 gpfifo_off;
	u32 entries;
	u32 item_left_us;		/* of the item at GP_GET; 0: unread */
	bool armed;
};

/*
 * One GPUMON sample: the time, the graphics engine's utilization over the
 * interval before it, and the process on the engine at that instant.
 */
struct eng_sample {
	u64 ts;			/* CLOCK_REALTIME ns; 0: not taken yet */
	u32 util;		/* pct * 100 */
	struct pid *pid;	/* a reference, NULL when idle */
};

/**
 * struct nvsim_engine - one GPU's execution engine
 * @gpu: the GPU
 * @thread: the kthread (set once at init)
 * @wq: where the kthread sleeps; end_step() and enables wake it
 * @kicked: the step in progress was ended under the kthread (end_step()),
 *	or a channel was enabled while it waited idle; written under
 *	nvsim_lock, read by the sleeping kthread
 * @chans: the runlist (struct nvsim_eng_chan)
 * @accts: the clients' accounts (struct eng_acct)
 * @running: the channel whose step is in progress, NULL between steps
 * @step_us: the step's length
 * @step_start: when it began
 * @step_done_us: what end_step() charged of the last step it ended
 * @busy_us: busy time since the last reset (debugfs)
 * @items: items completed since the last reset
 * @wedged: channels wedged since the last reset
 * @busy_total_us: busy time since load, never reset: the samples' clock
 * @samples: RM's ring of GPUMON samples
 * @tracker: the next entry of @samples to write: the oldest sample once
 *	the ring is full, as RM's tracker
 * @nsamples: samples taken, at most NSAMPLES
 * @sample_at: when the last sample was taken (monotonic)
 * @sample_busy: @busy_total_us at that instant, with the part of the step
 *	then in progress
 * @sample_stalled: @stalled_us at that instant
 * @sample_due: when the next one is due; the kthread's own, no lock
 * @stalled_us: time the VM stalled the kthread since load (see above);
 *	written by the kthread only, which reads it without the lock
 * @sleep_until: when the kthread's sleep in progress ends, 0 when it is
 *	not asleep; the kthread's, read without the lock (a reader counts a
 *	stall in progress the kthread has not seen yet)
 *
 * All of it under nvsim_lock, but @thread, @wq and @sample_due.
 */
struct nvsim_engine {
	struct nvsim_gpu *gpu;
	struct task_struct *thread;
	wait_queue_head_t wq;
	bool kicked;
	struct list_head chans;
	struct list_head accts;
	struct nvsim_eng_chan *running;
	u32 step_us;
	ktime_t step_start;
	u32 step_done_us;
	u64 busy_us;
	u64 items;
	u64 wedged;
	u64 busy_total_us;
	struct eng_sample samples[NSAMPLES];
	u32 tracker;
	u32 nsamples;
	ktime_t sample_at;
	u64 sample_busy;
	u64 sample_stalled;
	ktime_t sample_due;
	u64 stalled_us;
	ktime_t sleep_until;
};

static u32 *map_word(struct nvsim_backing *b, u64 off)
{
	struct page *page = nvsim_backing_page(b, off >> PAGE_SHIFT);

	if (!page)
		return NULL;
	return (u32 *)((u8 *)kmap_local_page(page) + (off & ~PAGE_MASK));
}

static u32 read_word(struct nvsim_backing *b, u64 off)
{
	u32 *p = map_word(b, off), v;

	if (!p)
		return 0;
	v = READ_ONCE(*p);
	kunmap_local(p);
	return v;
}

static void write_word(struct nvsim_backing *b, u64 off, u32 v)
{
	u32 *p = map_word(b, off);

	if (!p)
		return;
	WRITE_ONCE(*p, v);
	kunmap_local(p);
}

/* The doorbell's token, cleared; 0 when nobody rang. */
static u32 take_doorbell(struct nvsim_engine *eng)
{
	u32 *p = map_word(eng->gpu->usermode,
			  GS_ABI_USERMODE_NOTIFY_CHANNEL_PENDING), v;

	if (!p)
		return 0;
	v = xchg(p, 0);
	kunmap_local(p);
	return v;
}

static bool has_work(struct nvsim_eng_chan *c)
{
	u32 get = read_word(c->mem, c->userd_off + GS_ABI_USERD_GP_GET_AT);
	u32 put = read_word(c->mem, c->userd_off + GS_ABI_USERD_GP_PUT_AT);

	return get != put && put < c->entries;
}

static bool runnable(struct nvsim_eng_chan *c)
{
	if (!c->armed || c->res->u.chan.disabled || c->res->u.chan.wedged)
		return false;
	if (c->tsg ? !c->tsg->u.tsg.scheduled : !c->res->u.chan.scheduled)
		return false;
	if (!has_work(c)) {
		c->armed = false;
		return false;
	}
	return true;
}

static void ring(struct nvsim_engine *eng)
{
	struct nvsim_eng_chan *c;

	if (!take_doorbell(eng))
		return;
	list_for_each_entry(c, &eng->chans, link)
		if (c->mem && has_work(c))
			c->armed = true;
}

static u32 slice_of(struct nvsim_eng_chan *c)
{
	u64 ts = c->tsg ? c->tsg->u.tsg.timeslice_us : DEFAULT_SLICE_US;

	return clamp_t(u64, ts, MIN_SLICE_US, U32_MAX);
}

/* The first runnable channel of group @tsg (or channel @only), or NULL. */
static struct nvsim_eng_chan *next_in_group(struct nvsim_engine *eng,
					    struct nvsim_res *tsg,
					    struct nvsim_eng_chan *only)
{
	struct nvsim_eng_chan *c;

	if (!tsg)
		return only->res && runnable(only) ? only : NULL;
	list_for_each_entry(c, &eng->chans, link)
		if (c->tsg == tsg && runnable(c))
			return c;
	return NULL;
}

/* The length of the next step of @c within @slice_left, reading its item. */
static u32 plan_step(struct nvsim_eng_chan *c, u32 slice_left)
{
	u32 get = read_word(c->mem, c->userd_off + GS_ABI_USERD_GP_GET_AT);

	if (!c->item_left_us) {
		if (get >= c->entries)
			get = 0;
		c->item_left_us = read_word(c->mem, c->gpfifo_off + 8ULL * get);
		c->item_left_us = max(c->item_left_us, 1U);
	}
	return min3(c->item_left_us, slice_left, (u32)STEP_MAX_US);
}

/* Charges @us of @c's step; completes its item when none is left. */
static void charge(struct nvsim_engine *eng, struct nvsim_eng_chan *c, u32 us)
{
	u32 get;

	eng->busy_us += us;
	eng->busy_total_us += us;
	c->acct->busy_us += us;
	c->item_left_us -= min(us, c->item_left_us);
	if (c->item_left_us)
		return;
	get = read_word(c->mem, c->userd_off + GS_ABI_USERD_GP_GET_AT) + 1;
	write_word(c->mem, c->userd_off + GS_ABI_USERD_GP_GET_AT,
		   get >= c->entries ? 0 : get);
	eng->items++;
	c->acct->items++;
}

/* Moves group @tsg (or channel @c) to the end of the runlist. */
static void rotate(struct nvsim_engine *eng, struct nvsim_res *tsg,
		   struct nvsim_eng_chan *c)
{
	struct nvsim_eng_chan *pos, *tmp;
	LIST_HEAD(moved);

	if (!tsg) {
		list_move_tail(&c->link, &eng->chans);
		return;
	}
	list_for_each_entry_safe(pos, tmp, &eng->chans, link)
		if (pos->tsg == tsg)
			list_move_tail(&pos->link, &moved);
	list_splice_tail(&moved, &eng->chans);
}

/* The elapsed part of the step in progress, at most its length. */
static u32 step_elapsed(struct nvsim_engine *eng, ktime_t now)
{
	s64 us = ktime_us_delta(now, eng->step_start);

	return clamp_t(s64, us, 0, eng->step_us);
}

/*
 * Ends the step in progress now, charging the part of it that elapsed,
 * and wakes the kthread, which then goes on with the other channels.
 */
static void end_step(struct nvsim_engine *eng)
{
	u32 us = step_elapsed(eng, ktime_get());

	lockdep_assert_held(&nvsim_lock);
	charge(eng, eng->running, us);
	eng->running = NULL;
	eng->step_done_us = us;
	WRITE_ONCE(eng->kicked, true);
	wake_up(&eng->wq);
}

/*
 * Takes a GPUMON sample now and sets the next one 200 ms after the time
 * this one was due, so that the cadence does not drift with the latency of
 * the wakeups (a sample more than a period late starts it again).
 */
static void take_sample(struct nvsim_engine *eng)
{
	struct eng_sample *s;
	u64 busy, span;
	ktime_t now;

	mutex_lock(&nvsim_lock);
	now = ktime_get();
	busy = eng->busy_total_us;
	if (eng->running)
		busy += step_elapsed(eng, now);
	span = ktime_us_delta(now, eng->sample_at);
	span -= min(span, eng->stalled_us - eng->sample_stalled);
	s = &eng->samples[eng->tracker];
	put_pid(s->pid);
	s->ts = ktime_get_real_ns();
	s->util = 0;
	if (span && busy > eng->sample_busy)
		s->util = min_t(u64, div64_u64((busy - eng->sample_busy) *
					       UTIL_FULL, span), UTIL_FULL);
	s->pid = eng->running ? get_pid(eng->running->pid) : NULL;
	eng->tracker = (eng->tracker + 1) % NSAMPLES;
	eng->nsamples = min_t(u32, eng->nsamples + 1, NSAMPLES);
	eng->sample_at = now;
	eng->sample_busy = busy;
	eng->sample_stalled = eng->stalled_us;
	mutex_unlock(&nvsim_lock);

	eng->sample_due = ktime_add_ms(eng->sample_due, SAMPLE_PERIOD_MS);
	if (!ktime_after(eng->sample_due, now))
		eng->sample_due = ktime_add_ms(now, SAMPLE_PERIOD_MS);
}

/*
 * Adds @us to the stalled time when it is more than STALL_US, and ends the
 * sleep that stalled_now() may have been counting, in one step for its
 * readers.
 */
static void note_stall(struct nvsim_engine *eng, s64 us)
{
	mutex_lock(&nvsim_lock);
	WRITE_ONCE(eng->sleep_until, 0);
	if (us > STALL_US)
		eng->stalled_us += us;
	mutex_unlock(&nvsim_lock);
}

/*
 * Sleeps until @until, taking the samples that fall due meanwhile (or are
 * already late). With @kickable, returns early when the step in progress
 * was ended (end_step()). False: stop.
 */
static bool eng_wait(struct nvsim_engine *eng, ktime_t until, bool kickable)
{
	ktime_t now = ktime_get(), next;

	for (;;) {
		if (kthread_should_stop())
			return false;
		if (kickable && READ_ONCE(eng->kicked))
			return true;
		if (!ktime_before(now, eng->sample_due)) {
			take_sample(eng);
			now = ktime_get();
			continue;
		}
		if (!ktime_before(now, until))
			return true;
		next = ktime_before(until, eng->sample_due) ? until :
							      eng->sample_due;
		WRITE_ONCE(eng->sleep_until, next);
		wait_event_hrtimeout(eng->wq, kthread_should_stop() ||
				     (kickable && READ_ONCE(eng->kicked)),
				     ktime_sub(next, now));
		now = ktime_get();
		note_stall(eng, ktime_us_delta(now, next));
	}
}

/*
 * Sleeps until @deadline, or not at all when behind: the step of @us in
 * progress. A stall meanwhile, or a lag beyond STALL_US, moves the
 * deadline on: the simulated GPU stopped with the VM. False: stop.
 */
static bool pace(struct nvsim_engine *eng, ktime_t *deadline, u32 us)
{
	ktime_t now = ktime_get();
	u64 stalled;
	bool go;

	*deadline = ktime_add_us(*deadline, us);
	if (ktime_before(*deadline, ktime_sub_us(now, STALL_US))) {
		note_stall(eng, ktime_us_delta(now, *deadline));
		*deadline = now;
	}
	stalled = eng->stalled_us;
	go = eng_wait(eng, *deadline, true);
	*deadline = ktime_add_us(*deadline, eng->stalled_us - stalled);
	return go;
}

/*
 * One timeslice of the first group that can run. Returns 1 when one ran,
 * 0 when none could though some channel can execute, -1 when none can.
 */
static int run_slice(struct nvsim_engine *eng, ktime_t *deadline)
{
	struct nvsim_eng_chan *first = NULL, *c;
	struct nvsim_res *tsg;
	bool executable = false;
	u32 left;

	mutex_lock(&nvsim_lock);
	ring(eng);
	list_for_each_entry(c, &eng->chans, link) {
		executable |= !!c->mem;
		if (c->mem && runnable(c)) {
			first = c;
			break;
		}
	}
	if (!first) {
		mutex_unlock(&nvsim_lock);
		return executable ? 0 : -1;
	}
	tsg = first->tsg;
	left = slice_of(first);
	c = first;
	while (c && left) {
		u32 us = plan_step(c, left);

		eng->running = c;
		eng->step_us = us;
		eng->step_start = ktime_get();
		WRITE_ONCE(eng->kicked, false);
		mutex_unlock(&nvsim_lock);
		if (!pace(eng, deadline, us))
			us = 0;		/* stopping: the channels are gone */
		mutex_lock(&nvsim_lock);
		if (eng->running) {
			charge(eng, eng->running, us);
			eng->running = NULL;
		} else {
			/*
			 * Ended early (freed or preempted) and charged what
			 * ran: the rest of the step was not GPU time.
			 */
			*deadline = ktime_sub_us(*deadline,
						 us - min(us, eng->step_done_us));
			us = eng->step_done_us;
			if (!tsg) {	/* @c may be gone */
				c = NULL;
				break;
			}
		}
		if (kthread_should_stop())
			break;
		left -= min(left, us);
		ring(eng);
		c = next_in_group(eng, tsg, c);
	}
	if (c || tsg)
		rotate(eng, tsg, first);
	mutex_unlock(&nvsim_lock);
	return 1;
}

static int engine_thread(void *data)
{
	struct nvsim_engine *eng = data;
	ktime_t deadline = ktime_get();

	while (!kthread_should_stop()) {
		int ran = run_slice(eng, &deadline);

		if (ran > 0)
			continue;
		WRITE_ONCE(eng->kicked, false);
		eng_wait(eng, ktime_add_us(ktime_get(), ran == 0 ?
					   IDLE_POLL_US : IDLE_SLEEP_US),
			 true);
		deadline = ktime_get();
	}
	return 0;
}

static void acct_trim(struct nvsim_engine *eng)
{
	struct eng_acct *a, *tmp;
	unsigned int dead = 0;

	list_for_each_entry_reverse(a, &eng->accts, link)
		if (!a->chans)
			dead++;
	list_for_each_entry_safe(a, tmp, &eng->accts, link) {
		if (dead <= MAX_DEAD_ACCTS)
			break;
		if (!a->chans) {
			list_del(&a->link);
			kfree(a);
			dead--;
		}
	}
}

static struct eng_acct *acct_get(struct nvsim_engine *eng, u32 hclient,
				 pid_t pid)
{
	struct eng_acct *a;

	list_for_each_entry(a, &eng->accts, link) {
		if (a->hclient == hclient && a->pid == pid) {
			a->chans++;
			return a;
		}
	}
	a = kzalloc(sizeof(*a), GFP_KERNEL_ACCOUNT);
	if (!a)
		return NULL;
	a->hclient = hclient;
	a->pid = pid;
	a->chans = 1;
	list_add_tail(&a->link, &eng->accts);
	acct_trim(eng);
	return a;
}

/* The USERD/GPFIFO memory of a new channel, if it names a usable one. */
static void attach_ring(struct nvsim_alloc *a, struct nvsim_eng_chan *c)
{
	u64 userd_off = gs_get_u64(a->params,
				   GS_ABI_CHANNEL_PARAMS_USERDOFFSET_AT);
	u64 gpfifo_off = gs_get_u64(a->params,
				    GS_ABI_CHANNEL_PARAMS_GPFIFOOFFSET_AT);
	u32 entries = gs_get_u32(a->params,
				 GS_ABI_CHANNEL_PARAMS_GPFIFOENTRIES_AT);
	struct nvsim_obj *mem;
	u64 size;

	mem = nvsim_obj_lookup(a->client,
			       gs_get_u32(a->params,
					  GS_ABI_CHANNEL_PARAMS_HUSERDMEMORY_AT));
	if (!mem || !mem->res->backing ||
	    (mem->cls != GS_ABI_CLS_MEMORY_LOCAL_USER &&
	     mem->cls != GS_ABI_CLS_MEMORY_SYSTEM))
		return;
	size = mem->res->size;
	if (!IS_ALIGNED(userd_off, USERD_ALIGN) || userd_off >= size ||
	    size - userd_off < USERD_ALIGN || !IS_ALIGNED(gpfifo_off, 8) ||
	    entries < 2 || gpfifo_off >= size ||
	    (size - gpfifo_off) / 8 < entries)
		return;
	c->mem = nvsim_backing_get(mem->res->backing);
	c->userd_off = userd_off;
	c->gpfifo_off = gpfifo_off;
	c->entries = entries;
}

/* From channel_ctor (alloc.c): puts the channel on its GPU's runlist. */
int nvsim_eng_chan_attach(struct nvsim_alloc *a)
{
	struct nvsim_engine *eng = a->gpu->engine;
	struct nvsim_eng_chan *c;

	lockdep_assert_held(&nvsim_lock);
	c = kzalloc(sizeof(*c), GFP_KERNEL_ACCOUNT);
	if (!c)
		return -ENOMEM;
	c->acct = acct_get(eng, a->client->handle, pid_nr(a->client->pid));
	if (!c->acct) {
		kfree(c);
		return -ENOMEM;
	}
	c->res = a->res;
	c->pid = get_pid(a->client->pid);
	if (a->parent->cls == GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A) {
		c->tsg = a->parent->res;
		c->tsg->refs++;
	}
	attach_ring(a, c);
	list_add_tail(&c->link, &eng->chans);
	a->res->u.chan.eng = c;
	return 0;
}

/*
 * From the last put of a channel (client.c): off the runlist. A step in
 * progress is charged what it ran so far.
 */
void nvsim_eng_chan_detach(struct nvsim_res *chan)
{
	struct nvsim_eng_chan *c = chan->u.chan.eng;
	struct nvsim_engine *eng;

	lockdep_assert_held(&nvsim_lock);
	if (!c)
		return;
	eng = chan->gpu->engine;
	if (eng->running == c)
		end_step(eng);
	list_del(&c->link);
	put_pid(c->pid);
	c->acct->chans--;
	if (c->mem)
		nvsim_backing_put(c->mem);
	if (c->tsg)
		nvsim_res_put(c->tsg);
	chan->u.chan.eng = NULL;
	kfree(c);
}

/*
 * From FIFO_DISABLE_CHANNELS with bOnlyDisableScheduling = 0 (ctrl_fifo.c),
 * once the channel is marked disabled: it comes off the GPU before the call
 * returns, as on the H100. A step of it in progress ends now, charged the
 * part that elapsed; its item resumes where it stopped once it is enabled.
 */
void nvsim_eng_chan_preempt(struct nvsim_res *chan)
{
	struct nvsim_eng_chan *c = chan->u.chan.eng;

	lockdep_assert_held(&nvsim_lock);
	if (c && chan->gpu->engine->running == c)
		end_step(chan->gpu->engine);
}

/*
 * A channel was enabled: a GPU schedules it at once, so an idle kthread
 * stops waiting for its next poll (the idle waits are kickable). A step in
 * progress goes on: a kick would end it early, charged in full (a process
 * enabling its channels in a loop made the GPU 231% busy).
 */
void nvsim_eng_chan_enabled(struct nvsim_res *chan)
{
	struct nvsim_engine *eng = chan->gpu->engine;

	lockdep_assert_held(&nvsim_lock);
	if (!chan->u.chan.eng || eng->running)
		return;
	WRITE_ONCE(eng->kicked, true);
	wake_up(&eng->wq);
}

/*
 * A preempting FIFO_DISABLE_CHANNELS named a channel already disabled. On
 * the H100 (580.159.04) the CUDA process owning it then stopped for good,
 * polling MC_SERVICE_INTERRUPTS: the channel never runs again, and the
 * GPU's count of wedged channels (debugfs) says so.
 */
void nvsim_eng_chan_wedge(struct nvsim_res *chan)
{
	lockdep_assert_held(&nvsim_lock);
	if (chan->u.chan.wedged)
		return;
	chan->u.chan.wedged = true;
	chan->gpu->engine->wedged++;
}

/*
 * GPUMON_PERFMON_UTIL_SAMPLES_V2's answer for @gpu into @params (its
 * version's size, bufSize already checked): tracker and the whole
 * ring, the entries not taken yet zeroed. Each sample's process is given
 * in the caller's pid namespace when it is visible there, else in the
 * initial one, as RM does (osFindNsPid); type and count are left as they
 * came, and pOsPidInfo (RM's struct pid pointer) stays 0.
 */
void nvsim_engine_samples(struct nvsim_gpu *gpu, u8 *params)
{
	struct pid_namespace *ns = task_active_pid_ns(current);
	struct nvsim_engine *eng = gpu->engine;
	u32 sample_size = NVSIM_ABI(GPUMON_SAMPLE_SIZE);
	u32 i;

	lockdep_assert_held(&nvsim_lock);
	memset(params + GPUMON_AT(SAMPLES), 0, NSAMPLES * sample_size);
	gs_put_u32(params, GPUMON_AT(TRACKER), eng->tracker);
	for (i = 0; i < eng->nsamples; i++) {
		const struct eng_sample *s = &eng->samples[i];
		u8 *p = params + GPUMON_AT(SAMPLES) + i * sample_size;
		u32 pid = GS_ABI_GPUMON_PID_INVALID;

		if (s->pid) {
			pid = pid_nr_ns(s->pid, ns);
			if (!pid)
				pid = pid_nr(s->pid);
		}
		gs_put_u64(p, GS_ABI_GPUMON_SAMPLE_TIMESTAMP_AT, s->ts);
		p += NVSIM_ABI(GPUMON_SAMPLE_GR_AT);
		gs_put_u32(p, GS_ABI_GPUMON_ENGINE_UTIL_AT, s->util);
		gs_put_u32(p, GS_ABI_GPUMON_ENGINE_PROCID_AT, pid);
		gs_put_u32(p, GS_ABI_GPUMON_ENGINE_SUBPROCESSID_AT,
			   GS_ABI_GPUMON_PID_INVALID);
	}
}

/*
 * The stalled time of @eng so far, with a stall in progress that the
 * kthread will count once it wakes: a stall spanning the start of a
 * reader's interval then falls in the interval for the part after it.
 */
static u64 stalled_now(struct nvsim_engine *eng)
{
	ktime_t until = READ_ONCE(eng->sleep_until);
	s64 late = until ? ktime_us_delta(ktime_get(), until) : 0;

	lockdep_assert_held(&nvsim_lock);
	return eng->stalled_us + (late > STALL_US ? late : 0);
}

/*
 * debugfs "engine":
 *	gpu <N> busy_us <us> items <n> wedged <n> stalled_us <us>
 *	client <hClient> pid <pid> gpu <N> busy_us <us> items <n> channels <n>
 */
void nvsim_engine_show(struct seq_file *m)
{
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_engine *eng = nvsim_gpus[i].engine;
		struct eng_acct *a;

		seq_printf(m, "gpu %u busy_us %llu items %llu wedged %llu stalled_us %llu\n",
			   i, eng->busy_us, eng->items, eng->wedged,
			   stalled_now(eng));
		list_for_each_entry(a, &eng->accts, link)
			seq_printf(m, "client 0x%x pid %d gpu %u busy_us %llu items %llu channels %u\n",
				   a->hclient, a->pid, i, a->busy_us, a->items,
				   a->chans);
	}
	mutex_unlock(&nvsim_lock);
}

/* A write to debugfs "engine": counters to 0, gone clients forgotten. */
void nvsim_engine_reset(void)
{
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_engine *eng = nvsim_gpus[i].engine;
		struct eng_acct *a, *tmp;

		eng->busy_us = 0;
		eng->wedged = 0;
		eng->items = 0;
		list_for_each_entry_safe(a, tmp, &eng->accts, link) {
			a->busy_us = 0;
			a->items = 0;
			if (!a->chans) {
				list_del(&a->link);
				kfree(a);
			}
		}
	}
	mutex_unlock(&nvsim_lock);
}

int nvsim_engine_init(void)
{
	unsigned int i;

	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_engine *eng = kzalloc(sizeof(*eng), GFP_KERNEL);
		struct task_struct *t;

		if (!eng)
			goto err;
		eng->gpu = &nvsim_gpus[i];
		init_waitqueue_head(&eng->wq);
		INIT_LIST_HEAD(&eng->chans);
		INIT_LIST_HEAD(&eng->accts);
		eng->sample_at = ktime_get();
		eng->sample_due = ktime_add_ms(eng->sample_at, SAMPLE_PERIOD_MS);
		nvsim_gpus[i].engine = eng;
		t = kthread_run(engine_thread, eng, "nvsim-engine/%u", i);
		if (IS_ERR(t))
			goto err;
		eng->thread = t;
	}
	return 0;

err:
	nvsim_engine_exit();
	return -ENOMEM;
}

/* At unload: every file is closed, so every channel is gone. */
void nvsim_engine_exit(void)
{
	unsigned int i;

	for (i = 0; i < NVSIM_MAX_GPUS; i++) {
		struct nvsim_engine *eng = nvsim_gpus[i].engine;
		struct eng_acct *a, *tmp;
		unsigned int j;

		if (!eng)
			continue;
		if (eng->thread)
			kthread_stop(eng->thread);
		WARN_ON(!list_empty(&eng->chans));
		list_for_each_entry_safe(a, tmp, &eng->accts, link)
			kfree(a);
		for (j = 0; j < NSAMPLES; j++)
			put_pid(eng->samples[j].pid);
		kfree(eng);
		nvsim_gpus[i].engine = NULL;
	}
}
