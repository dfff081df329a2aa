// SPDX-License-Identifier: GPL-2.0
/*
 * A slice's lifecycle: made from a request, its settings and labels set,
 * deleted (its files revoked when forced), and what it holds read for
 * replies. Which slices exist, and their references, is the registry's
 * (registry.c).
 */

#include <linux/mutex.h>
#include <linux/netlink.h>
#include <linux/string.h>

#include "channels.h"
#include "charge.h"
#include "controller.h"
#include "events.h"
#include "files.h"
#include "forward.h"
#include "nvversion.h"
#include "realdrv.h"
#include "registry.h"
#include "slice.h"
#include "slice_name.h"

/*
 * Whether the module has a table of the real driver's version: without
 * one no file of the slice could open, so the slice is not made, and the
 * extended ack says why and what to do (nvversion.c). A driver that
 * cannot be asked is left to the files' opens, which fail as they would
 * (the nodes are what slices are made against: gs_realdrv_gpu_count()).
 */
static int check_driver(struct netlink_ext_ack *extack)
{
	char version[GPUSLICE_VERSION_MAX];
	struct gs_nvversion v;

	if (gs_nvversion_probe(version, sizeof(version), &v) || v.abi)
		return 0;
	/* a string that outlives the request, which NL_SET_ERR_MSG wants literal */
	if (extack)
		extack->_msg = v.refusal;
	return -EOPNOTSUPP;
}

/*
 * Tears down what the slice's parts hold, once its last reference went:
 * registered with the registry, which frees the slice after this.
 */
static void slice_release(struct gs_slice *s)
{
	unsigned int i;

	for (i = 0; i < s->nr_gpus; i++)
		gs_chans_destroy(&s->gpu[i].chans);
	gs_sandbox_stop(&s->sandbox);
	gs_objs_destroy(&s->objs);
}

static int check_spec(const struct gs_slice_spec *spec,
		      struct netlink_ext_ack *extack)
{
	unsigned int gpus = gs_realdrv_gpu_count();
	unsigned int i, j;
	int ret;

	if (!gs_slice_name_valid(spec->name, GPUSLICE_SLICE_NAME_MAX)) {
		NL_SET_ERR_MSG(extack,
			       "slice names are 1-63 characters of [a-z0-9_.-], starting with [a-z0-9]");
		return -EINVAL;
	}
	if (!spec->nr_gpus || spec->nr_gpus > GPUSLICE_SLICE_MAX_GPUS) {
		NL_SET_ERR_MSG(extack, "a slice spans 1 to 16 GPUs");
		return -EINVAL;
	}
	if (gpus) {
		ret = check_driver(extack);
		if (ret)
			return ret;
	}
	for (i = 0; i < spec->nr_gpus; i++) {
		if (spec->gpu[i].device >= gpus) {
			NL_SET_ERR_MSG(extack,
				       "no such GPU: the NVIDIA driver does not expose it");
			return -ENODEV;
		}
		for (j = 0; j < i; j++) {
			if (spec->gpu[j].device == spec->gpu[i].device) {
				NL_SET_ERR_MSG(extack, "a GPU is given twice");
				return -EINVAL;
			}
		}
	}
	return 0;
}

/* @c with the compute settings @g gives. */
static void merge_compute(struct gs_compute *c,
			  const struct gs_slice_gpu_spec *g)
{
	if (g->given & GS_SPEC_LIMIT)
		c->limit = g->compute.limit;
	if (g->given & GS_SPEC_REQUEST)
		c->request = g->compute.request;
	if (g->given & GS_SPEC_WEIGHT)
		c->weight = g->compute.weight;
	if (g->given & GS_SPEC_PRIORITY)
		c->priority = g->compute.priority;
}

/*
 * Whether the compute requests on GPU @device would add up to at most
 * 100 with @self's share of it requesting @request (@self NULL: a new
 * slice). gs_slices_lock held.
 */
static bool requests_fit(const struct gs_slice *self, unsigned int device,
			 unsigned int request)
{
	const struct gs_slice *s;
	unsigned int i, sum = request;

	lockdep_assert_held(&gs_slices_lock);
	list_for_each_entry(s, &gs_slices, list) {
		if (s == self)
			continue;
		for (i = 0; i < s->nr_gpus; i++)
			if (s->gpu[i].device == device)
				sum += s->gpu[i].compute.request;
	}
	return sum <= GPUSLICE_COMPUTE_LIMIT_MAX;
}

/*
 * Whether @c, the settings GPU @device of @self (NULL: a new slice) would
 * have, are valid: a request within the limit, and the requests on that
 * GPU within 100. gs_slices_lock held.
 */
static int check_compute(const struct gs_slice *self, unsigned int device,
			 const struct gs_compute *c,
			 struct netlink_ext_ack *extack)
{
	lockdep_assert_held(&gs_slices_lock);
	/* the policies hold each value to its range: only this is left */
	if (c->request > c->limit) {
		NL_SET_ERR_MSG(extack,
			       "the compute request exceeds the compute limit");
		return -EINVAL;
	}
	if (gs_compute_invalid(c)) {
		NL_SET_ERR_MSG(extack, "invalid compute settings");
		return -EINVAL;
	}
	if (!requests_fit(self, device, c->request)) {
		NL_SET_ERR_MSG(extack,
			       "the compute requests on a GPU would add up to more than 100 percent");
		return -EOVERFLOW;
	}
	return 0;
}

/* @l: the labels @spec gives, which netlink.c checked. */
static void set_labels(struct gs_slice_labels *l,
		       const struct gs_slice_spec *spec)
{
	unsigned int i;

	l->nr = spec->nr_labels;
	for (i = 0; i < spec->nr_labels; i++)
		strscpy(l->label[i], spec->label[i], sizeof(l->label[i]));
}

static void fill_info(struct gs_slice *s, struct gs_slice_info *info)
{
	unsigned int i;

	strscpy(info->name, s->name, sizeof(info->name));
	info->nr_gpus = s->nr_gpus;
	info->procs.nr = 0;
	spin_lock(&s->lock);
	info->labels = s->labels;
	for (i = 0; i < s->nr_gpus; i++) {
		info->device[i] = s->gpu[i].device;
		info->ledger[i] = s->gpu[i].ledger;
		info->compute[i] = s->gpu[i].compute;
	}
	info->open_files = s->nr_files;
	gs_files_collect_pids(s, &info->procs);
	info->nr_proc_mem = gs_charge_collect(s, info->proc_mem,
					      ARRAY_SIZE(info->proc_mem));
	spin_unlock(&s->lock);
	for (i = 0; i < s->nr_gpus; i++)
		gs_controller_report(s, i, &info->report[i]);
}

/*
 * Makes the slice @spec describes; @info gets it as made, taken before
 * any other request can change or delete it.
 */
int gs_slice_create(const struct gs_slice_spec *spec,
		    struct gs_slice_info *info,
		    struct netlink_ext_ack *extack)
{
	struct gs_slice *s;
	unsigned int i;
	int ret;

	ret = check_spec(spec, extack);
	if (ret)
		return ret;

	s = gs_slice_new();
	if (!s)
		return -ENOMEM;
	spin_lock_init(&s->lock);
	gs_events_slice_init(s);
	gs_files_slice_init(s);
	strscpy(s->name, spec->name, sizeof(s->name));
	set_labels(&s->labels, spec);
	s->nr_gpus = spec->nr_gpus;
	gs_charge_slice_init(s, spec);
	for (i = 0; i < spec->nr_gpus; i++) {
		s->gpu[i].device = spec->gpu[i].device;
		gs_compute_default(&s->gpu[i].compute);
		merge_compute(&s->gpu[i].compute, &spec->gpu[i]);
		gs_chans_init(&s->gpu[i].chans);
	}
	ret = gs_objs_init(&s->objs);
	if (ret) {
		gs_slice_put(s);
		return ret;
	}
	ret = gs_sandbox_start(&s->sandbox);
	if (ret) {
		NL_SET_ERR_MSG(extack, "cannot start the slice's sandbox helper");
		gs_slice_put(s);
		return ret;
	}

	mutex_lock(&gs_slices_lock);
	ret = gs_registry_may_add_locked(s->name, extack);
	if (ret)
		goto err_unlock;
	for (i = 0; i < s->nr_gpus; i++) {
		ret = check_compute(NULL, s->gpu[i].device, &s->gpu[i].compute,
				    extack);
		if (ret)
			goto err_unlock;
	}
	ret = gs_slice_nodes_create(s);
	if (ret) {
		NL_SET_ERR_MSG(extack, "cannot create the slice's device nodes");
		goto err_unlock;
	}
	gs_registry_add_locked(s);
	fill_info(s, info);
	mutex_unlock(&gs_slices_lock);
	return 0;

err_unlock:
	mutex_unlock(&gs_slices_lock);
	gs_slice_put(s);
	return ret;
}

int gs_slice_delete(const char *name, bool force, unsigned int *revoked,
		    struct netlink_ext_ack *extack)
{
	unsigned int busy;
	struct gs_slice *s;

	mutex_lock(&gs_slices_lock);
	s = gs_registry_find_locked(name);
	if (!s) {
		mutex_unlock(&gs_slices_lock);
		NL_SET_ERR_MSG(extack, "no slice of that name");
		return -ENOENT;
	}
	spin_lock(&s->lock);
	busy = s->nr_files;
	spin_unlock(&s->lock);
	if (busy && !force) {
		mutex_unlock(&gs_slices_lock);
		NL_SET_ERR_MSG(extack,
			       "files of the slice are open (force revokes them)");
		return -EBUSY;
	}
	/* No new opens once the nodes are gone, then none in flight. */
	gs_slice_nodes_destroy(s);
	gs_registry_del_locked(s);
	mutex_unlock(&gs_slices_lock);
	if (busy)
		gs_forward_revoke(s);
	gs_slice_put(s);
	*revoked = busy;
	return 0;
}

/*
 * Sets what @spec gives of its GPUs' settings, and its labels when it
 * gives them, all at once: nothing changes unless the slice spans every
 * GPU given, each once, and every GPU's settings are then valid. The
 * controllers take the compute settings from their next period. @info
 * gets the slice as set, its processes' changes audited.
 */
int gs_slice_set(const struct gs_slice_spec *spec, struct gs_slice_info *info,
		 struct netlink_ext_ack *extack)
{
	struct gs_compute compute[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int i, j, index[GPUSLICE_SLICE_MAX_GPUS];
	struct gs_slice *s;
	int ret = 0;

	mutex_lock(&gs_slices_lock);
	s = gs_registry_find_locked(spec->name);
	if (!s) {
		NL_SET_ERR_MSG(extack, "no slice of that name");
		ret = -ENOENT;
		goto out;
	}
	for (i = 0; i < spec->nr_gpus; i++) {
		for (j = 0; j < i; j++) {
			if (spec->gpu[j].device == spec->gpu[i].device) {
				NL_SET_ERR_MSG(extack, "a GPU is given twice");
				ret = -EINVAL;
				goto out;
			}
		}
		for (j = 0; j < s->nr_gpus; j++)
			if (s->gpu[j].device == spec->gpu[i].device)
				break;
		if (j == s->nr_gpus) {
			NL_SET_ERR_MSG(extack, "the slice does not span that GPU");
			ret = -ENODEV;
			goto out;
		}
		index[i] = j;
		compute[i] = s->gpu[j].compute;
		merge_compute(&compute[i], &spec->gpu[i]);
		ret = check_compute(s, s->gpu[j].device, &compute[i], extack);
		if (ret)
			goto out;
	}
	spin_lock(&s->lock);
	for (i = 0; i < spec->nr_gpus; i++) {
		if (spec->gpu[i].given & GS_SPEC_MEM)
			gs_charge_set_limit(s, index[i],
					    spec->gpu[i].mem_limit);
		s->gpu[index[i]].compute = compute[i];
	}
	if (spec->labels_given)
		set_labels(&s->labels, spec);
	spin_unlock(&s->lock);
	for (i = 0; i < spec->nr_gpus; i++)
		gs_controller_settings(s, index[i]);
	gs_registry_changed_locked();
	gs_charge_settle(s);
	fill_info(s, info);
out:
	mutex_unlock(&gs_slices_lock);
	return ret;
}

/* What the slice holds now: its processes' changes audited first. */
int gs_slice_get_info(const char *name, struct gs_slice_info *info)
{
	struct gs_slice *s;

	s = gs_registry_get(name);
	if (!s)
		return -ENOENT;
	gs_charge_settle(s);
	fill_info(s, info);
	gs_slice_put(s);
	return 0;
}

/*
 * For dumps: fills @info with the first slice created at or after *@cursor
 * and moves the cursor past it. Returns -ENOENT when there is none.
 */
int gs_slice_get_info_after(u64 *cursor, struct gs_slice_info *info,
			    unsigned int *generation)
{
	struct gs_slice *s;
	int ret = -ENOENT;

	mutex_lock(&gs_slices_lock);
	s = gs_registry_after_locked(*cursor, generation);
	if (s) {
		gs_charge_settle(s);
		fill_info(s, info);
		*cursor = s->id + 1;
		ret = 0;
	}
	mutex_unlock(&gs_slices_lock);
	return ret;
}

/* Module load: the registry tears slices down through slice_release(). */
void __init gs_slice_init(void)
{
	gs_registry_init(slice_release);
}

/*
 * Module exit: the netlink family is gone, so nothing else can run here;
 * returns once every slice is freed (queued audits have run).
 */
void gs_slice_uninit(void)
{
	struct gs_slice *s;

	for (;;) {
		mutex_lock(&gs_slices_lock);
		s = list_first_entry_or_null(&gs_slices, struct gs_slice, list);
		if (s) {
			gs_slice_nodes_destroy(s);
			gs_registry_del_locked(s);
		}
		mutex_unlock(&gs_slices_lock);
		if (!s)
			break;
		gs_slice_put(s);
	}
	gs_registry_wait_freed();
}
