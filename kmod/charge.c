// SPDX-License-Identifier: GPL-2.0
/*
 * Memory charged to a slice: the driver's own per-process accounts
 * (docs/design.md, "Check-then-use").
 *
 * Every process with files of a slice open has an entry with the bytes the
 * driver last said it holds on each of the slice's GPUs; the slice's
 * ledgers hold the sum, plus reservations of allocations in flight. After
 * each call that can create or free framebuffer memory the caller's entry
 * is brought up to date from the driver (gs_charge_audit). A process found
 * above its slice's limit got there by racing its own parameters past the
 * reservation: it is killed, which frees everything it holds.
 */

#include <linux/pid.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>

#include "charge.h"
#include "slice.h"
#include "verifier.h"

/* A process of a slice; in slice->procs, under slice->lock. */
struct gs_proc {
	struct list_head list;
	struct pid *tgid;
	unsigned int files;
	u64 bytes[GPUSLICE_SLICE_MAX_GPUS];
};

static struct gs_proc *find(struct gs_slice *s, struct pid *tgid)
{
	struct gs_proc *p;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(p, &s->procs, list)
		if (p->tgid == tgid)
			return p;
	return NULL;
}

/* A file of @s was opened by @tgid. */
int gs_charge_open(struct gs_slice *s, struct pid *tgid)
{
	struct gs_proc *p, *new;

	new = kzalloc(sizeof(*new), GFP_KERNEL_ACCOUNT);
	if (!new)
		return -ENOMEM;
	spin_lock(&s->lock);
	p = find(s, tgid);
	if (!p) {
		p = new;
		new = NULL;
		p->tgid = get_pid(tgid);
		list_add_tail(&p->list, &s->procs);
	}
	p->files++;
	spin_unlock(&s->lock);
	kfree(new);
	return 0;
}

static void refund_all(struct gs_slice *s, struct gs_proc *p)
{
	unsigned int i;

	for (i = 0; i < s->nr_gpus; i++) {
		WARN_ON_ONCE(!gs_ledger_refund(&s->gpu[i].ledger, p->bytes[i]));
		p->bytes[i] = 0;
	}
}

/*
 * A file of @s opened by @tgid was closed. With its last one the process's
 * real files are gone, and the driver has freed what its clients held.
 */
void gs_charge_close(struct gs_slice *s, struct pid *tgid)
{
	struct gs_proc *p;

	spin_lock(&s->lock);
	p = find(s, tgid);
	if (p && !--p->files) {
		refund_all(s, p);
		list_del(&p->list);
	} else {
		p = NULL;
	}
	spin_unlock(&s->lock);
	if (p) {
		put_pid(p->tgid);
		kfree(p);
	}
}

/* Holds @bytes on GPU @gpu of @s for an allocation in flight. */
bool gs_charge_reserve(struct gs_slice *s, unsigned int gpu, u64 bytes)
{
	bool ok;

	spin_lock(&s->lock);
	ok = gs_ledger_charge(&s->gpu[gpu].ledger, bytes);
	spin_unlock(&s->lock);
	return ok;
}

void gs_charge_unreserve(struct gs_slice *s, unsigned int gpu, u64 bytes)
{
	spin_lock(&s->lock);
	WARN_ON_ONCE(!gs_ledger_refund(&s->gpu[gpu].ledger, bytes));
	spin_unlock(&s->lock);
}

/*
 * Brings @tgid's charges up to what the driver says it holds. Sleeps.
 * Returns 0, or -EIO when the driver could not be asked.
 */
int gs_charge_audit(struct gs_slice *s, struct pid *tgid)
{
	u64 now[GPUSLICE_SLICE_MAX_GPUS];
	bool over = false;
	struct gs_proc *p;
	unsigned int i;
	pid_t nr;
	int ret;

	nr = pid_nr(tgid);
	for (i = 0; i < s->nr_gpus; i++) {
		ret = gs_verifier_pid_mem(s->gpu[i].device, nr, &now[i]);
		if (ret)
			return ret;
	}
	spin_lock(&s->lock);
	p = find(s, tgid);
	for (i = 0; p && !s->dead && i < s->nr_gpus; i++) {
		struct gs_ledger *l = &s->gpu[i].ledger;

		if (now[i] >= p->bytes[i]) {
			u64 more = now[i] - p->bytes[i];

			if (!gs_ledger_charge(l, more)) {
				gs_ledger_force(l, more);
				over = true;
			}
		} else {
			WARN_ON_ONCE(!gs_ledger_refund(l, p->bytes[i] - now[i]));
		}
		p->bytes[i] = now[i];
	}
	spin_unlock(&s->lock);
	if (over) {
		pr_warn_ratelimited("pid %d exceeded the memory limit of slice %s: killed\n",
				    nr, s->name);
		kill_pid(tgid, SIGKILL, 1);
	}
	return 0;
}

/* Forced deletion dropped the real files: nothing is held any more. */
void gs_charge_revoke(struct gs_slice *s)
{
	struct gs_proc *p;

	spin_lock(&s->lock);
	list_for_each_entry(p, &s->procs, list)
		refund_all(s, p);
	spin_unlock(&s->lock);
}
