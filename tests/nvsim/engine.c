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
 * is scheduled (GPFIFO_SCHEDULE). Items are preempted at the end of a
 * timeslice and resumed later.
 *
 * Time is simulated: a step of q microseconds is charged exactly q to the
 * channel's client (and to the GPU's busy time), and the kthread sleeps
 * until a deadline that advances by q, so simulated time follows real time
 * where the CPU keeps up and never runs ahead of it. Ratios of busy time
 * are then exact whatever the jitter of the sleeps (TCG).
 *
 * Locking: everything here is RM state under nvsim_lock, taken for each
 * step and dropped while the kthread sleeps. A channel freed during a step
 * is charged the part of the step that elapsed, by the free path, and the
 * step is then dropped: nothing is lost or counted twice.
 */

#include <linux/delay.h>
#include <linux/highmem.h>
#include <linux/kthread.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

#define STEP_MAX_US		10000	/* the longest step: stop stays quick */
#define IDLE_POLL_US		1000	/* doorbell polling while idle */
#define IDLE_SLEEP_US		20000	/* no channel can execute at all */
#define MIN_SLICE_US		100	/* a timeslice of 0 still runs */
#define DEFAULT_SLICE_US	1024	/* a channel without a TSG */
#define MAX_LAG_US		50000	/* behind by more: stop catching up */
#define MAX_DEAD_ACCTS		64	/* accounts of gone clients kept */
#define USERD_ALIGN		512

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
	struct nvsim_res *tsg;		/* its TSG (a reference), or NULL */
	struct eng_acct *acct;
	struct nvsim_backing *mem;	/* USERD and GPFIFO (a reference) */
	u64 userd_off;
	u64 gpfifo_off;
	u32 entries;
	u32 item_left_us;		/* of the item at GP_GET; 0: unread */
	bool armed;
};

/* All of it under nvsim_lock, but @thread. */
struct nvsim_engine {
	struct nvsim_gpu *gpu;
	struct task_struct *thread;
	struct list_head chans;
	struct list_head accts;
	struct nvsim_eng_chan *running;	/* the step in progress */
	u32 step_us;
	ktime_t step_start;
	u64 busy_us;
	u64 items;
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
	u32 *p = map_word(eng->gpu->usermode, NVC661_DOORBELL), v;

	if (!p)
		return 0;
	v = xchg(p, 0);
	kunmap_local(p);
	return v;
}

static bool has_work(struct nvsim_eng_chan *c)
{
	u32 get = read_word(c->mem, c->userd_off + NVC86F_USERD_GP_GET);
	u32 put = read_word(c->mem, c->userd_off + NVC86F_USERD_GP_PUT);

	return get != put && put < c->entries;
}

static bool runnable(struct nvsim_eng_chan *c)
{
	if (!c->armed || c->res->u.chan.disabled)
		return false;
	if (c->tsg && !c->tsg->u.tsg.scheduled)
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
	u32 get = read_word(c->mem, c->userd_off + NVC86F_USERD_GP_GET);

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
	c->acct->busy_us += us;
	c->item_left_us -= min(us, c->item_left_us);
	if (c->item_left_us)
		return;
	get = read_word(c->mem, c->userd_off + NVC86F_USERD_GP_GET) + 1;
	write_word(c->mem, c->userd_off + NVC86F_USERD_GP_GET,
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

/* Sleeps until @deadline, or not at all when behind; false: stop. */
static bool pace(ktime_t *deadline, u32 us)
{
	ktime_t now = ktime_get();

	*deadline = ktime_add_us(*deadline, us);
	if (ktime_before(*deadline, ktime_sub_us(now, MAX_LAG_US)))
		*deadline = now;
	if (ktime_after(*deadline, now)) {
		u64 d = ktime_us_delta(*deadline, now);

		usleep_range(d, d + 20);
	}
	return !kthread_should_stop();
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
		mutex_unlock(&nvsim_lock);
		if (!pace(deadline, us))
			us = 0;		/* stopping: the channels are gone */
		mutex_lock(&nvsim_lock);
		if (eng->running) {	/* else freed, and charged, meanwhile */
			charge(eng, eng->running, us);
			eng->running = NULL;
		} else if (!tsg) {
			c = NULL;
			break;
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
		if (ran == 0)
			usleep_range(IDLE_POLL_US, 2 * IDLE_POLL_US);
		else
			usleep_range(IDLE_SLEEP_US, 2 * IDLE_SLEEP_US);
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
	u64 userd_off = gs_get_u64(a->params, NVC86F_USERD_OFFSET);
	u64 gpfifo_off = gs_get_u64(a->params, NVC86F_GPFIFO_OFFSET);
	u32 entries = gs_get_u32(a->params, NVC86F_GPFIFO_ENTRIES);
	struct nvsim_obj *mem;
	u64 size;

	mem = nvsim_obj_lookup(a->client, gs_get_u32(a->params, NVC86F_HUSERD));
	if (!mem || !mem->res->backing ||
	    (mem->cls != NV01_MEMORY_LOCAL_USER &&
	     mem->cls != NV01_MEMORY_SYSTEM))
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
	if (a->parent->cls == KEPLER_CHANNEL_GROUP_A) {
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
	if (eng->running == c) {
		s64 us = ktime_us_delta(ktime_get(), eng->step_start);

		charge(eng, c, clamp_t(s64, us, 0, eng->step_us));
		eng->running = NULL;
	}
	list_del(&c->link);
	c->acct->chans--;
	if (c->mem)
		nvsim_backing_put(c->mem);
	if (c->tsg)
		nvsim_res_put(c->tsg);
	chan->u.chan.eng = NULL;
	kfree(c);
}

/*
 * debugfs "engine":
 *	gpu <N> busy_us <us> items <n>
 *	client <hClient> pid <pid> gpu <N> busy_us <us> items <n> channels <n>
 */
void nvsim_engine_show(struct seq_file *m)
{
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_engine *eng = nvsim_gpus[i].engine;
		struct eng_acct *a;

		seq_printf(m, "gpu %u busy_us %llu items %llu\n", i,
			   eng->busy_us, eng->items);
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
		INIT_LIST_HEAD(&eng->chans);
		INIT_LIST_HEAD(&eng->accts);
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

		if (!eng)
			continue;
		if (eng->thread)
			kthread_stop(eng->thread);
		WARN_ON(!list_empty(&eng->chans));
		list_for_each_entry_safe(a, tmp, &eng->accts, link)
			kfree(a);
		kfree(eng);
		nvsim_gpus[i].engine = NULL;
	}
}
