// SPDX-License-Identifier: GPL-2.0
/*
 * The slice registry: every slice that exists, by name and in creation
 * order, how many may exist, and the references that keep a slice's
 * memory alive. What a slice is made of and how it changes is slice.c's.
 */

#include <linux/atomic.h>
#include <linux/moduleparam.h>
#include <linux/netlink.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/wait_bit.h>

#include "registry.h"
#include "slice.h"

DEFINE_MUTEX(gs_slices_lock);
LIST_HEAD(gs_slices);

/*
 * Under gs_slices_lock: how many slices are listed, the next creation
 * number, and gs_generation, which changes with every change of the set
 * or of a limit so that dumps can tell they were interrupted.
 */
static unsigned int gs_nr_slices;
static u64 gs_next_id;
static unsigned int gs_generation;

/*
 * Slices not yet freed, listed or not: a deleted slice lives on while an
 * audit is queued for it (its timer would fire into a destroyed
 * workqueue), and its memory until the grace period after its last
 * reference, so module exit waits for this to reach 0.
 */
static atomic_t gs_slices_alive = ATOMIC_INIT(0);

/*
 * What the lifecycle (slice.c) tears down of a slice whose last reference
 * went, before its memory goes: its parts are owned by files above this
 * one, which must not be called from here but through the callback
 * slice.c registers at load (gs_registry_init()).
 */
static void (*gs_slice_release)(struct gs_slice *s) __ro_after_init;

/*
 * How many slices may exist, fixed at load: each costs the kernel a helper
 * task and device nodes, which a host may want to bound below the most
 * there are minors for.
 */
static unsigned int gs_max_slices = GPUSLICE_MAX_SLICES;

static int max_slices_set(const char *val, const struct kernel_param *kp)
{
	return param_set_uint_minmax(val, kp, 1, GPUSLICE_MAX_SLICES);
}

static const struct kernel_param_ops max_slices_ops = {
	.set = max_slices_set,
	.get = param_get_uint,
};
module_param_cb(max_slices, &max_slices_ops, &gs_max_slices, 0444);
MODULE_PARM_DESC(max_slices,
		 "how many slices may exist, 1 to " __stringify(GPUSLICE_MAX_SLICES) " (the default)");

/* A zeroed slice holding one reference, not listed. */
struct gs_slice *gs_slice_new(void)
{
	struct gs_slice *s;

	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return NULL;
	atomic_inc(&gs_slices_alive);
	kref_init(&s->ref);
	return s;
}

static void slice_free_rcu(struct rcu_head *rcu)
{
	kfree(container_of(rcu, struct gs_slice, rcu));
	if (atomic_dec_and_test(&gs_slices_alive))
		wake_up_var(&gs_slices_alive);
}

/*
 * Freed after an RCU grace period, because opens find the slice through
 * their node without holding a reference yet (node.c). By call_rcu, not
 * kfree_rcu: that batches frees for up to 5 seconds before the grace
 * period even starts, holding a deleted slice's 8 kB that long.
 */
static void slice_free(struct kref *ref)
{
	struct gs_slice *s = container_of(ref, struct gs_slice, ref);

	gs_slice_release(s);
	call_rcu(&s->rcu, slice_free_rcu);
}

/* Another reference to @s, whose caller holds one already. */
void gs_slice_get(struct gs_slice *s)
{
	kref_get(&s->ref);
}

/*
 * A reference to @s, which may be going: under RCU, found through a node
 * (node.c). False once its last reference went.
 */
bool gs_slice_tryget(struct gs_slice *s)
{
	return kref_get_unless_zero(&s->ref);
}

void gs_slice_put(struct gs_slice *s)
{
	kref_put(&s->ref, slice_free);
}

struct gs_slice *gs_registry_find_locked(const char *name)
{
	struct gs_slice *s;

	lockdep_assert_held(&gs_slices_lock);
	list_for_each_entry(s, &gs_slices, list)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

/* The slice named @name, with a reference, or NULL. */
struct gs_slice *gs_registry_get(const char *name)
{
	struct gs_slice *s;

	mutex_lock(&gs_slices_lock);
	s = gs_registry_find_locked(name);
	if (s)
		gs_slice_get(s);
	mutex_unlock(&gs_slices_lock);
	return s;
}

/*
 * For dumps: the first slice created at or after @cursor, or NULL, and in
 * *@generation the registry's generation.
 */
struct gs_slice *gs_registry_after_locked(u64 cursor,
					  unsigned int *generation)
{
	struct gs_slice *s;

	lockdep_assert_held(&gs_slices_lock);
	*generation = gs_generation;
	list_for_each_entry(s, &gs_slices, list)
		if (s->id >= cursor)
			return s;
	return NULL;
}

/* Whether a slice named @name may be listed: none of that name, room. */
int gs_registry_may_add_locked(const char *name,
			       struct netlink_ext_ack *extack)
{
	lockdep_assert_held(&gs_slices_lock);
	if (gs_registry_find_locked(name)) {
		NL_SET_ERR_MSG(extack, "a slice of that name exists");
		return -EEXIST;
	}
	if (gs_nr_slices >= gs_max_slices) {
		NL_SET_ERR_MSG(extack, "as many slices exist as the module's max_slices allows");
		return -ENOSPC;
	}
	return 0;
}

/* Lists @s, which gs_registry_may_add_locked() let in; takes its reference. */
void gs_registry_add_locked(struct gs_slice *s)
{
	lockdep_assert_held(&gs_slices_lock);
	s->id = gs_next_id++;
	list_add_tail(&s->list, &gs_slices);
	gs_nr_slices++;
	gs_generation++;
}

/* Unlists @s; the caller then puts the registry's reference. */
void gs_registry_del_locked(struct gs_slice *s)
{
	lockdep_assert_held(&gs_slices_lock);
	list_del(&s->list);
	gs_nr_slices--;
	gs_generation++;
}

/* A listed slice's settings changed: dumps under way are interrupted. */
void gs_registry_changed_locked(void)
{
	lockdep_assert_held(&gs_slices_lock);
	gs_generation++;
}

unsigned int gs_registry_count(void)
{
	unsigned int n;

	mutex_lock(&gs_slices_lock);
	n = gs_nr_slices;
	mutex_unlock(&gs_slices_lock);
	return n;
}

void __init gs_registry_init(void (*release)(struct gs_slice *s))
{
	gs_slice_release = release;
}

/*
 * Module exit, every slice unlisted: returns once each is freed and the
 * last callback that freed one has returned.
 */
void gs_registry_wait_freed(void)
{
	wait_var_event(&gs_slices_alive, !atomic_read(&gs_slices_alive));
	rcu_barrier();
}
