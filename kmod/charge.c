// SPDX-License-Identifier: GPL-2.0
/*
 * Memory charged to a slice (docs/design.md, "Check-then-use" and "Managed
 * memory").
 *
 * Every process with files of a slice open has a gs_proc: what the driver
 * last said the process holds on each of the slice's GPUs (its RM
 * accounts, read through the verifier), what was admitted for it since,
 * and the bytes of its managed (UVM) mappings, which could all move to any
 * GPU of the slice and so are charged on every one. The slice's ledgers
 * hold the sum, plus reservations of calls in flight, plus what RM keeps
 * for itself for the slice's channels, TSGs and VA spaces, which no count
 * of the driver's shows (charged per object: channels.c, docs/design.md).
 *
 * Audits bring a process's entry up to what the driver says. They run in
 * the background after each call that can change framebuffer use, and
 * synchronously only where the answer matters: before refusing an
 * allocation, before answering a memory query and before reporting the
 * slice. An audit excludes the process's own allocating calls
 * (gs_proc.calls), so the driver's count is exactly what was admitted,
 * unless a thread raced the parameters past the admission check. Then the
 * count is higher and the process is killed, which frees all it holds.
 *
 * The driver counts a block of framebuffer once, for the process whose
 * handle owns it, until its last handle goes; when the owner's handle goes
 * (a free, a client's free, a file's close, an exit), the next handle
 * takes it over, in whichever process it is (docs/gpu-findings.md, "GET_PID_INFO
 * and RM_DUP_OBJECT"). So one process's count can fall while another's
 * grows without a call of its own. Every free and close marks the slice's
 * processes for audit; a settle reads all that are marked first and
 * applies them together, falls before growth, so that a block passing
 * between two processes is never charged twice (which could kill the
 * receiver) nor to nobody (which could admit beyond the limit); and what a
 * process held when its last file closed stays charged (the slice's
 * departed bytes) until such a settle has counted what the others took
 * over.
 */

#include <linux/hashtable.h>
#include <linux/mm.h>
#include <linux/pid.h>
#include <linux/sched/mm.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/slab.h>
#include <linux/workqueue.h>

#include "charge.h"
#include "events.h"
#include "slice.h"
#include "verifier.h"

/*
 * A process of a slice. In slice->procs and gs_procs: added and removed
 * with slice->audit_lock, gs_procs_lock and slice->lock held (in that
 * order), so any of them keeps it there.
 */
struct gs_proc {
	struct list_head list;
	struct hlist_node by_tgid;	/* in gs_procs, under gs_procs_lock */
	struct gs_slice *slice;		/* immutable */
	struct pid *tgid;		/* immutable */
	/* Read: allocating calls of the process in flight; write: its audit. */
	struct rw_semaphore calls;
	/* The rest under slice->lock. */
	unsigned int files;
	bool dirty;			/* may have changed since its audit */
	bool allocated;			/* allocated since its audit */
	bool over;			/* found above the limit: killed */
	/*
	 * The last audit's reading, until settle applies it with the
	 * others' (audit_read()): the driver's count, the admitted bytes it
	 * includes, the managed bytes; valid when read and not applied.
	 */
	bool read_valid;
	u64 read_rm[GPUSLICE_SLICE_MAX_GPUS];
	u64 read_admitted[GPUSLICE_SLICE_MAX_GPUS];
	u64 read_managed;
	const struct file_operations *uvm_fop;	/* of its real UVM files */
	unsigned int uvm_files;		/* of them, open */
	u64 rm[GPUSLICE_SLICE_MAX_GPUS];	/* the driver's count */
	u64 admitted[GPUSLICE_SLICE_MAX_GPUS];	/* since that count */
	u64 managed;			/* its UVM mappings' bytes */
	/*
	 * What RM kept for objects of its clients that are gone, but may
	 * still be held (gs_charge_unkeep_gone()): by its UVM files, until
	 * they close; by real files others keep open, until its last closes.
	 */
	u64 held_uvm[GPUSLICE_SLICE_MAX_GPUS];
	u64 held_closed[GPUSLICE_SLICE_MAX_GPUS];
};

/*
 * Every process of every slice, by tgid: a process belongs to one slice at
 * a time, because the driver counts all its memory together.
 */
static DEFINE_HASHTABLE(gs_procs, 8);
static DEFINE_SPINLOCK(gs_procs_lock);

/* Runs audits after the calls that returned, off the callers' paths. */
static struct workqueue_struct *gs_audit_wq;

static u64 charged(const struct gs_proc *p, unsigned int gpu)
{
	return p->rm[gpu] + p->admitted[gpu] + p->managed;
}

/*
 * Moves @l from @old to @now bytes. Returns false when an increase did not
 * fit under the limit; it is recorded all the same.
 */
static bool move(struct gs_ledger *l, u64 old, u64 now)
{
	if (now <= old) {
		WARN_ON_ONCE(!gs_ledger_refund(l, old - now));
		return true;
	}
	if (gs_ledger_charge(l, now - old))
		return true;
	gs_ledger_force(l, now - old);
	return false;
}

/*
 * The entry of @tgid, in whichever slice, or NULL; gs_procs_lock held.
 * Entries stay while their process has files open.
 */
static struct gs_proc *find(struct pid *tgid)
{
	struct gs_proc *p;

	lockdep_assert_held(&gs_procs_lock);
	hash_for_each_possible(gs_procs, p, by_tgid, (unsigned long)tgid)
		if (p->tgid == tgid)
			return p;
	return NULL;
}

/*
 * The slice whose files process @tgid has open, or NULL: for comparison
 * only (no reference is taken).
 */
const struct gs_slice *gs_charge_slice_of(struct pid *tgid)
{
	const struct gs_slice *s;
	struct gs_proc *p;

	spin_lock(&gs_procs_lock);
	p = find(tgid);
	s = p ? p->slice : NULL;
	spin_unlock(&gs_procs_lock);
	return s;
}

/*
 * A file of @s was opened by @tgid; @uvm_fop is the real file's f_op when
 * it is a UVM file. Returns the process's entry, valid until the matching
 * gs_charge_close(), or -EBUSY when the process has files of another
 * slice open.
 */
struct gs_proc *gs_charge_open(struct gs_slice *s, struct pid *tgid,
			       const struct file_operations *uvm_fop)
{
	struct gs_proc *p, *new;

	new = kzalloc(sizeof(*new), GFP_KERNEL_ACCOUNT);
	if (!new)
		return ERR_PTR(-ENOMEM);
	mutex_lock(&s->audit_lock);
	spin_lock(&gs_procs_lock);
	p = find(tgid);
	if (p && p->slice != s) {
		p = ERR_PTR(-EBUSY);
		goto out;
	}
	spin_lock(&s->lock);
	if (!p) {
		p = new;
		new = NULL;
		p->slice = s;
		p->tgid = get_pid(tgid);
		init_rwsem(&p->calls);
		list_add_tail(&p->list, &s->procs);
		hash_add(gs_procs, &p->by_tgid, (unsigned long)tgid);
	}
	p->files++;
	if (uvm_fop) {
		p->uvm_fop = uvm_fop;
		p->uvm_files++;
	}
	spin_unlock(&s->lock);
out:
	spin_unlock(&gs_procs_lock);
	mutex_unlock(&s->audit_lock);
	kfree(new);
	return p;
}

/* What @p held of RM's kept framebuffer for UVM is back; s->lock held. */
static void release_held_uvm(struct gs_slice *s, struct gs_proc *p)
{
	unsigned int i;

	lockdep_assert_held(&s->lock);
	for (i = 0; i < s->nr_gpus; i++) {
		move(&s->gpu[i].ledger, p->held_uvm[i], 0);
		p->held_uvm[i] = 0;
	}
}

static void refund_all(struct gs_slice *s, struct gs_proc *p)
{
	unsigned int i;

	release_held_uvm(s, p);
	for (i = 0; i < s->nr_gpus; i++) {
		move(&s->gpu[i].ledger, charged(p, i) + p->held_closed[i], 0);
		p->rm[i] = 0;
		p->admitted[i] = 0;
		p->held_closed[i] = 0;
	}
	p->managed = 0;
}

/*
 * Audits run a little after a call, so that a burst of calls (a CUDA
 * context makes some 150) shares one. A process that raced its parameters
 * past admission holds its excess that long at most before it is killed;
 * it cannot free the excess first and go on: a call that can free, or a
 * close, audits an allocation not yet audited before it goes
 * (gs_charge_flush).
 */
#define GS_AUDIT_DELAY_MS	10

/*
 * Settles in a row that may put off readings a move straddled: each one
 * more period of GS_AUDIT_DELAY_MS that a raced excess can live.
 */
#define GS_AUDIT_PUT_OFF_MAX	5

/* The work holds a reference to the slice, dropped when it has run. */
static void queue_audit(struct gs_slice *s)
{
	gs_slice_get(s);
	if (!queue_delayed_work(gs_audit_wq, &s->audit_work,
				msecs_to_jiffies(GS_AUDIT_DELAY_MS)))
		gs_slice_put(s);
}

/*
 * A free, a close or a process's exit can move memory into another
 * process's account: when the owner of memory others dup'd lets go, the
 * driver counts it for one of them (RM's memory descriptor changes owner).
 * So every process of the slice is audited next. s->lock held.
 */
static void others_changed(struct gs_slice *s)
{
	struct gs_proc *p;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(p, &s->procs, list)
		p->dirty = true;
}

/*
 * A file of @p was closed, a UVM file if @uvm, and the driver has let go
 * of the real file (forward.c calls this once the real file's release has
 * run): what its clients held is freed, or now another process's. With its
 * last UVM file UVM holds nothing of the process's any more; with its last
 * file its entry goes, what RM kept for it is back, and what the driver
 * counted for it stays charged as departed until the next settle has
 * counted what the others took over of it.
 */
void gs_charge_close(struct gs_slice *s, struct gs_proc *p, bool uvm)
{
	unsigned int i;
	bool last;

	mutex_lock(&s->audit_lock);
	spin_lock(&gs_procs_lock);
	spin_lock(&s->lock);
	if (uvm && !--p->uvm_files)
		release_held_uvm(s, p);
	last = !--p->files;
	if (last) {
		release_held_uvm(s, p);
		for (i = 0; i < s->nr_gpus; i++) {
			move(&s->gpu[i].ledger, p->held_closed[i], 0);
			s->gpu[i].departed += charged(p, i);
		}
		list_del(&p->list);
		hash_del(&p->by_tgid);
	}
	others_changed(s);
	spin_unlock(&s->lock);
	spin_unlock(&gs_procs_lock);
	mutex_unlock(&s->audit_lock);
	if (last) {
		put_pid(p->tgid);
		kfree(p);
	}
	queue_audit(s);
}

/* The bytes of @mm's mappings of UVM files (f_op @fop); mmap lock held. */
static u64 managed_bytes(struct mm_struct *mm,
			 const struct file_operations *fop)
{
	VMA_ITERATOR(vmi, mm, 0);
	struct vm_area_struct *vma;
	u64 bytes = 0;

	mmap_assert_locked(mm);
	for_each_vma(vmi, vma)
		if (vma->vm_file && vma->vm_file->f_op == fop)
			bytes += vma->vm_end - vma->vm_start;
	return bytes;
}

static u64 read_managed(struct task_struct *task,
			const struct file_operations *fop)
{
	struct mm_struct *mm;
	u64 bytes;

	if (!fop)
		return 0;
	mm = get_task_mm(task);
	if (!mm)
		return 0;
	mmap_read_lock(mm);
	bytes = managed_bytes(mm, fop);
	mmap_read_unlock(mm);
	mmput(mm);
	return bytes;
}

/*
 * Reads the driver's count of @p, to be applied by apply_reads() with the
 * others'. s->audit_lock held, so @p stays. Sleeps: a verifier round trip
 * per GPU. Returns false when the count could not be read (@p stays
 * marked); a process that is gone is not read, and keeps its charges until
 * its files close: a file another process still holds keeps its clients'
 * memory alive, and the driver no longer counts it for anyone.
 */
static bool audit_read(struct gs_slice *s, struct gs_proc *p)
{
	const struct file_operations *fop;
	u64 rm[GPUSLICE_SLICE_MAX_GPUS];
	struct task_struct *task;
	unsigned int i;
	u64 managed;
	int ret = 0;

	lockdep_assert_held(&s->audit_lock);
	task = get_pid_task(p->tgid, PIDTYPE_TGID);
	if (!task)
		return true;
	/* the count includes the calls admitted so far, and no later one */
	down_write(&p->calls);
	spin_lock(&s->lock);
	p->dirty = false;
	p->allocated = false;
	fop = p->uvm_fop;
	memcpy(p->read_admitted, p->admitted, sizeof(p->admitted));
	spin_unlock(&s->lock);
	for (i = 0; i < s->nr_gpus && !ret; i++)
		ret = gs_verifier_pid_mem(s->gpu[i].device, pid_nr(p->tgid),
					  &rm[i]);
	managed = read_managed(task, fop);
	up_write(&p->calls);
	put_task_struct(task);

	spin_lock(&s->lock);
	if (ret) {
		p->dirty = true;
		p->allocated = true;
	} else {
		memcpy(p->read_rm, rm, sizeof(rm));
		p->read_managed = managed;
		p->read_valid = true;
	}
	spin_unlock(&s->lock);
	/*
	 * A caller killed while it waited for the verifier (-EINTR) failed
	 * nothing: the entry stays dirty, and a worker, which nothing
	 * kills, audits it.
	 */
	if (ret == -EINTR)
		queue_audit(s);
	else if (ret)
		pr_warn_ratelimited("cannot read the driver's accounts: %d\n",
				    ret);
	return !ret;
}

/* What @p is charged on GPU @i once its reading is applied. */
static u64 read_charge(const struct gs_proc *p, unsigned int i)
{
	return p->read_rm[i] + p->admitted[i] - p->read_admitted[i] +
	       p->read_managed;
}

/*
 * Whether the readings show growth on GPU @i that no fall beside them (nor,
 * with @departures, what departed processes held) explains: a raced
 * allocation, or half of a move the readings straddled. s->lock held.
 */
static bool growth_unexplained_on(struct gs_slice *s, unsigned int i,
				  bool departures)
{
	u64 fell = departures ? s->gpu[i].departed : 0, grew = 0, old, now;
	struct gs_proc *p;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(p, &s->procs, list) {
		if (!p->read_valid)
			continue;
		old = charged(p, i);
		now = read_charge(p, i);
		fell += old - min(old, now);
		grew += now - min(old, now);
	}
	return grew > fell;
}

/* growth_unexplained_on() some GPU of @s. s->lock held. */
static bool growth_unexplained(struct gs_slice *s, bool departures)
{
	unsigned int i;

	for (i = 0; i < s->nr_gpus; i++)
		if (growth_unexplained_on(s, i, departures))
			return true;
	return false;
}

/*
 * Applies the readings of the audits, and with @departures gives back
 * what departed processes held (only once every marked process was read:
 * what they took over of it is then in their readings), all at once on
 * each GPU: first what fell, then what grew. A process's count grows
 * without a call of its own when the driver hands it a block another let
 * go; that growth is no more than what fell here, and is charged whatever
 * the limit (a limit lowered below the use refuses allocations, not
 * this). Growth beyond what fell is raced: a process whose growth then
 * does not fit under the limit is marked over, to be killed.
 * s->lock held.
 */
static void apply_reads(struct gs_slice *s, bool departures)
{
	struct gs_ledger *l;
	struct gs_proc *p;
	u64 old, now;
	unsigned int i;
	bool raced;

	lockdep_assert_held(&s->lock);
	for (i = 0; i < s->nr_gpus; i++) {
		l = &s->gpu[i].ledger;
		raced = growth_unexplained_on(s, i, departures);
		if (departures) {
			move(l, s->gpu[i].departed, 0);
			s->gpu[i].departed = 0;
		}
		list_for_each_entry(p, &s->procs, list) {
			if (!p->read_valid)
				continue;
			old = charged(p, i);
			now = read_charge(p, i);
			if (now < old)
				move(l, old, now);
		}
		list_for_each_entry(p, &s->procs, list) {
			if (!p->read_valid)
				continue;
			old = charged(p, i);
			now = read_charge(p, i);
			if (now <= old)
				continue;
			if (!raced) {
				gs_ledger_force(l, now - old);
			} else if (!gs_ledger_charge(l, now - old)) {
				gs_ledger_force(l, now - old);
				p->over = true;
			}
		}
	}
	list_for_each_entry(p, &s->procs, list) {
		if (!p->read_valid)
			continue;
		for (i = 0; i < s->nr_gpus; i++) {
			p->admitted[i] -= p->read_admitted[i];
			p->rm[i] = p->read_rm[i];
		}
		p->managed = p->read_managed;
		p->read_valid = false;
	}
}

/*
 * Kills the processes of @s found over its limit by apply_reads().
 * s->audit_lock held, so they stay.
 */
static void kill_over(struct gs_slice *s)
{
	struct task_struct *task;
	struct gs_proc *p;
	bool over;

	lockdep_assert_held(&s->audit_lock);
	list_for_each_entry(p, &s->procs, list) {
		spin_lock(&s->lock);
		over = p->over;
		p->over = false;
		spin_unlock(&s->lock);
		if (!over)
			continue;
		task = get_pid_task(p->tgid, PIDTYPE_TGID);
		if (!task)
			continue;
		pr_warn_ratelimited("pid %d exceeded the memory limit of slice %s: killed\n",
				    pid_nr(p->tgid), s->name);
		send_sig(SIGKILL, task, 1);
		gs_event_killed(s, pid_nr(p->tgid), GPUSLICE_KILL_MEMORY, 0);
		put_task_struct(task);
	}
}

/* The readings are forgotten, their processes marked to be read again. */
static void forget_reads(struct gs_slice *s)
{
	struct gs_proc *p;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(p, &s->procs, list) {
		if (!p->read_valid)
			continue;
		p->read_valid = false;
		p->dirty = true;
	}
}

/*
 * Applies what audit_read() read, unless the slice was revoked (its
 * charges are all back), and kills whoever went over; puts the readings
 * off instead when a move may have @straddled them and they show growth
 * it would explain (gs_charge_settle()). s->audit_lock held.
 */
static void apply_audits(struct gs_slice *s, bool departures,
			 bool straddled)
{
	bool put_off = false;
	struct gs_proc *p;

	lockdep_assert_held(&s->audit_lock);
	spin_lock(&s->lock);
	if (s->dead) {
		list_for_each_entry(p, &s->procs, list)
			p->read_valid = false;
	} else if (straddled && s->put_off < GS_AUDIT_PUT_OFF_MAX &&
		   growth_unexplained(s, departures)) {
		forget_reads(s);
		s->put_off++;
		put_off = true;
	} else {
		s->put_off = 0;
		apply_reads(s, departures);
	}
	spin_unlock(&s->lock);
	if (put_off)
		queue_audit(s);
	else
		kill_over(s);
}

/*
 * Recounts @p's managed bytes, which munmap lowers without a call of ours;
 * s->audit_lock held. Never more than charged: mappings are charged when
 * made.
 */
static void recount_managed(struct gs_slice *s, struct gs_proc *p)
{
	const struct file_operations *fop;
	struct task_struct *task;
	unsigned int i;
	u64 now;

	lockdep_assert_held(&s->audit_lock);
	task = get_pid_task(p->tgid, PIDTYPE_TGID);
	if (!task)
		return;
	spin_lock(&s->lock);
	fop = p->uvm_fop;
	spin_unlock(&s->lock);
	now = read_managed(task, fop);
	put_task_struct(task);

	spin_lock(&s->lock);
	if (!s->dead && now < p->managed) {
		for (i = 0; i < s->nr_gpus; i++)
			move(&s->gpu[i].ledger, charged(p, i),
			     charged(p, i) - (p->managed - now));
		p->managed = now;
	}
	spin_unlock(&s->lock);
}

/*
 * Audits every process of @s changed since its last audit, and recounts
 * the others' managed mappings. Sleeps.
 *
 * The readings are one process after another, each a verifier round trip,
 * so a free or close that moves a block between two processes can fall
 * between them: one reading from before it and one from after show the
 * block twice, or nowhere. Applied, the first would kill the receiver as
 * if it had raced an allocation; the second could admit beyond the limit.
 * Readings that such a move straddled, and that show growth no fall
 * explains, are put off to the next settle, which the move's end queues,
 * but never more than GS_AUDIT_PUT_OFF_MAX times in a row: a process that
 * frees and closes without pause must not keep a raced excess unaudited.
 */
void gs_charge_settle(struct gs_slice *s)
{
	bool dirty, managed, straddled, all_read = true;
	int begun, in_flight;
	struct gs_proc *p;

	mutex_lock(&s->audit_lock);
	in_flight = atomic_read(&s->moves_in_flight);
	begun = atomic_read(&s->moves_begun);
	list_for_each_entry(p, &s->procs, list) {
		spin_lock(&s->lock);
		dirty = p->dirty;
		managed = p->managed;
		spin_unlock(&s->lock);
		if (dirty)
			all_read &= audit_read(s, p);
		else if (managed)
			recount_managed(s, p);
	}
	/* pairs with gs_charge_moving(): a move the readings saw is counted */
	smp_rmb();
	straddled = in_flight || atomic_read(&s->moves_in_flight) ||
		    atomic_read(&s->moves_begun) != begun;
	apply_audits(s, all_read, straddled);
	mutex_unlock(&s->audit_lock);
}

/*
 * A free or a close of @s may move ownership between its processes: an
 * audit whose readings straddle it is put off (gs_charge_settle()), until
 * gs_charge_moved() once the driver is done and the others are marked.
 */
void gs_charge_moving(struct gs_slice *s)
{
	atomic_inc(&s->moves_begun);
	atomic_inc(&s->moves_in_flight);
	/* counted before the driver moves anything (gs_charge_settle()) */
	smp_mb__after_atomic();
}

void gs_charge_moved(struct gs_slice *s)
{
	/* the others are marked before the move is seen to end */
	smp_mb__before_atomic();
	atomic_dec(&s->moves_in_flight);
}

/*
 * Audits @p now if it allocated since its last audit: before a call or a
 * close frees what a raced allocation got, so the excess cannot hide. The
 * others that are marked are read with it: @p's count may have grown by a
 * block another process let go since the last settle, and only their
 * readings together tell that from a race (it fell as much there). Sleeps.
 */
void gs_charge_flush(struct gs_slice *s, struct gs_proc *p)
{
	bool allocated;

	spin_lock(&s->lock);
	allocated = p->allocated;
	spin_unlock(&s->lock);
	if (allocated)
		gs_charge_settle(s);
}

static void audit_worker(struct work_struct *work)
{
	struct gs_slice *s = container_of(to_delayed_work(work),
					  struct gs_slice, audit_work);

	gs_charge_settle(s);
	gs_slice_put(s);
}


/*
 * What each process of @s is charged on each GPU, for reports: at most
 * @max, those whose pid the caller sees; how many. s->lock held.
 */
unsigned int gs_charge_collect(struct gs_slice *s, struct gs_proc_mem *mem,
			       unsigned int max)
{
	struct gs_proc *p;
	unsigned int i, n = 0;

	lockdep_assert_held(&s->lock);
	list_for_each_entry(p, &s->procs, list) {
		if (n == max)
			break;
		mem[n].pid = pid_vnr(p->tgid);
		if (!mem[n].pid)
			continue;
		for (i = 0; i < s->nr_gpus; i++)
			mem[n].bytes[i] = charged(p, i);
		n++;
	}
	return n;
}

/* Whether call @c charges the slice's GPU @i. */
static bool charges_gpu(const struct gs_charge_call *c, unsigned int i)
{
	return c->gpu < 0 || i == c->gpu;
}

/*
 * The ledgers call @c charges into @l, and their GPUs' numbers into @gpu:
 * one, or every GPU's for an allocation gpuslice cannot place. Returns
 * how many. The slice's GPUs are immutable.
 */
static unsigned int ledgers_of(struct gs_slice *s,
			       const struct gs_charge_call *c,
			       struct gs_ledger **l, unsigned int *gpu)
{
	unsigned int i, n = 0;

	for (i = 0; i < s->nr_gpus; i++) {
		if (!charges_gpu(c, i))
			continue;
		l[n] = &s->gpu[i].ledger;
		gpu[n++] = i;
	}
	return n;
}

/*
 * Starts an allocating call of @p that asks for @c->bytes on GPU @c->gpu
 * (0 when it asks for no framebuffer gpuslice can price): reserves them,
 * auditing the slice first if they do not fit as the ledgers stand (frees
 * may not be audited yet). Returns -ENOSPC, counting a denial, when they
 * still do not fit; else the call may go, and gs_charge_end() must follow.
 */
int gs_charge_begin(struct gs_slice *s, struct gs_proc *p,
		    const struct gs_charge_call *c)
{
	struct gs_ledger *l[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int gpu[GPUSLICE_SLICE_MAX_GPUS], n, taken;
	u64 bytes = c->bytes + c->kept;
	bool ok;

	if (c->frees)
		gs_charge_flush(s, p);

	if (bytes) {
		n = ledgers_of(s, c, l, gpu);
		spin_lock(&s->lock);
		ok = gs_ledger_fits_each(l, n, bytes);
		spin_unlock(&s->lock);
		if (!ok)
			gs_charge_settle(s);
		spin_lock(&s->lock);
		taken = gs_ledger_charge_each(l, n, bytes);
		spin_unlock(&s->lock);
		if (taken < n) {
			gs_event_denied(s, gpu[taken], bytes, p->tgid);
			return -ENOSPC;
		}
	}
	if (c->frees)
		gs_charge_moving(s);
	down_read(&p->calls);
	return 0;
}

/*
 * Ends the call: what it reserved stays charged if the driver says it
 * succeeded (@done), the bytes asked for until the audit queued here
 * replaces them with the driver's own count (which has an allocation
 * gpuslice could not place on its own GPU alone), what RM keeps until the
 * object made is gone (the caller hands it to channels.c).
 */
void gs_charge_end(struct gs_slice *s, struct gs_proc *p,
		   const struct gs_charge_call *c, bool done)
{
	unsigned int i;

	spin_lock(&s->lock);
	for (i = 0; i < s->nr_gpus; i++) {
		if (!charges_gpu(c, i))
			continue;
		if (done)
			p->admitted[i] += c->bytes;
		else if (c->bytes + c->kept)
			move(&s->gpu[i].ledger, c->bytes + c->kept, 0);
	}
	p->dirty = true;
	if (!c->frees)
		p->allocated = true;
	else
		others_changed(s);
	spin_unlock(&s->lock);
	up_read(&p->calls);
	if (c->frees)
		gs_charge_moved(s);
	queue_audit(s);
}

/*
 * A managed mapping of @bytes by @p, in @mm, whose mmap lock the caller
 * holds for writing (so no audit may wait for it here, and no mapping of
 * the process changes meanwhile). The process's managed bytes are first
 * recounted, then the new ones charged on every GPU of the slice. Returns
 * -ENOMEM, counting a denial, when they do not fit. The next audit counts
 * the mapping if it is made, and forgets it if not.
 */
int gs_charge_map(struct gs_slice *s, struct gs_proc *p, struct mm_struct *mm,
		  u64 bytes)
{
	const struct gs_charge_call every_gpu = { .gpu = -1 };
	struct gs_ledger *l[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int gpu[GPUSLICE_SLICE_MAX_GPUS], i, n, taken;
	const struct file_operations *fop;
	u64 now = 0;
	int ret = 0;

	mmap_assert_write_locked(mm);
	spin_lock(&s->lock);
	fop = p->uvm_fop;
	spin_unlock(&s->lock);
	if (fop)
		now = managed_bytes(mm, fop);

	spin_lock(&s->lock);
	for (i = 0; i < s->nr_gpus; i++)
		move(&s->gpu[i].ledger, charged(p, i),
		     charged(p, i) - p->managed + now);
	p->managed = now;
	n = ledgers_of(s, &every_gpu, l, gpu);
	taken = gs_ledger_charge_each(l, n, bytes);
	if (taken < n)
		ret = -ENOMEM;
	else
		p->managed += bytes;
	p->dirty = true;
	spin_unlock(&s->lock);
	if (ret)
		gs_event_denied(s, gpu[taken], bytes, p->tgid);
	queue_audit(s);
	return ret;
}

/*
 * What RM kept for an object on the slice's GPU @gpu is back: it was never
 * made, or is not followed, or the driver let go of everything (channels.c).
 */
void gs_charge_unkeep(struct gs_slice *s, unsigned int gpu, u64 bytes)
{
	if (!bytes)
		return;
	spin_lock(&s->lock);
	move(&s->gpu[gpu].ledger, bytes, 0);
	spin_unlock(&s->lock);
}

/*
 * The objects of a client of process @tgid for which RM kept @bytes on
 * the slice's GPU @gpu are gone from the client (channels.c): freed by
 * RM_FREE, or with the client when its file closed (@closed). RM may keep
 * them all the same, and the bytes stay charged as long as it may: UVM
 * keeps the channels and VA spaces registered with it (and the TSGs of
 * those channels) until the process's UVM files close; and other real
 * files may hold the closed file's (REGISTER_FD takes a reference), until
 * the process's last file of the slice closes. Else, and once the process
 * has no file of the slice open, they are back at once.
 */
void gs_charge_unkeep_gone(struct gs_slice *s, struct pid *tgid,
			   unsigned int gpu, u64 bytes, bool closed)
{
	struct gs_proc *p;

	if (!bytes)
		return;
	spin_lock(&gs_procs_lock);
	p = find(tgid);
	spin_lock(&s->lock);
	if (p && p->slice == s && closed)
		p->held_closed[gpu] += bytes;
	else if (p && p->slice == s && p->uvm_files)
		p->held_uvm[gpu] += bytes;
	else
		move(&s->gpu[gpu].ledger, bytes, 0);
	spin_unlock(&s->lock);
	spin_unlock(&gs_procs_lock);
}

/* Forced deletion dropped the real files: nothing is held any more. */
void gs_charge_revoke(struct gs_slice *s)
{
	struct gs_proc *p;
	unsigned int i;

	spin_lock(&s->lock);
	list_for_each_entry(p, &s->procs, list)
		refund_all(s, p);
	for (i = 0; i < s->nr_gpus; i++) {
		move(&s->gpu[i].ledger, s->gpu[i].departed, 0);
		s->gpu[i].departed = 0;
	}
	spin_unlock(&s->lock);
}

/*
 * A new slice's charges: its GPUs' ledgers at the limits @spec gives, no
 * process, no audit queued. The slice is not yet visible.
 */
void gs_charge_slice_init(struct gs_slice *s,
			  const struct gs_slice_spec *spec)
{
	unsigned int i;

	mutex_init(&s->audit_lock);
	INIT_DELAYED_WORK(&s->audit_work, audit_worker);
	INIT_LIST_HEAD(&s->procs);
	atomic_set(&s->moves_in_flight, 0);
	atomic_set(&s->moves_begun, 0);
	s->put_off = 0;
	for (i = 0; i < spec->nr_gpus; i++)
		gs_ledger_init(&s->gpu[i].ledger, spec->gpu[i].mem_limit);
}

/*
 * The memory limit of @s's GPU @gpu is now @limit: what is charged stays,
 * and allocations past it are refused from now on. s->lock held.
 */
void gs_charge_set_limit(struct gs_slice *s, unsigned int gpu, u64 limit)
{
	lockdep_assert_held(&s->lock);
	gs_ledger_set_limit(&s->gpu[gpu].ledger, limit);
}

int gs_charge_init(void)
{
	gs_audit_wq = alloc_workqueue("gpuslice_audit", WQ_UNBOUND, 0);
	return gs_audit_wq ? 0 : -ENOMEM;
}

/* Module exit: runs the audits still queued, which drop their slices. */
void gs_charge_uninit(void)
{
	destroy_workqueue(gs_audit_wq);
}
