// SPDX-License-Identifier: GPL-2.0
/*
 * Which of a slice's GPUs is which (docs/design.md, "GPU numbering").
 *
 * The container numbers the slice's GPUs 0..N-1 in the slice's order, as
 * its nodes are numbered; the driver names each by minor, gpuId and device
 * instance. The map between them comes from the verifier, which asked the
 * driver in memory no container can reach (the core's nv_gpuid.c applies
 * it to the calls).
 *
 * Charges and the memory view need to know which GPU a call is for: the
 * device (NV01_DEVICE_0) and subdevice (NV20_SUBDEVICE_0) objects made
 * through the slice's files are in its table of objects (objects.c), by
 * client and handle, with their GPU.
 * What a racing thread makes gpuslice believe here only decides the
 * honest path's refusal and the caller's own view: the driver's accounts
 * hold every GPU to its limit whatever is kept here.
 */

#include <linux/slab.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "gpuid.h"
#include "nv_class.h"
#include "nv_gpuid.h"
#include "nv_rmapi.h"
#include "rm_status.h"
#include "slice.h"
#include "verifier.h"

/*
 * The core's maps of a slice's GPUs hold every GPU a slice can have. Its
 * per-GPU state is by the slice's numbers, 0..N-1; the user-space engine,
 * which does not renumber GPUs, keeps its own by minor (GS_NV_MAX_GPUS).
 */
static_assert(GS_SLICE_MAX_GPUS == GPUSLICE_SLICE_MAX_GPUS);

/* The slice's GPUs by minor alone: all CARD_INFO needs. */
static void gs_gpuid_minors(struct gs_slice *s, struct gs_nv_gpu_map *m)
{
	unsigned int i;

	memset(m, 0, sizeof(*m));
	m->nr = s->nr_gpus;
	for (i = 0; i < s->nr_gpus; i++)
		m->minor[i] = s->gpu[i].device;
}

/*
 * The slice's GPUs with their gpuIds and device instances. Sleeps (the
 * verifier is asked once for each GPU); errors as the verifier's.
 */
static int gs_gpuid_map(struct gs_slice *s, struct gs_nv_gpu_map *m)
{
	unsigned int i;
	int ret;

	gs_gpuid_minors(s, m);
	for (i = 0; i < m->nr; i++) {
		ret = gs_verifier_gpu_ident(m->minor[i], &m->gpu_id[i],
					    &m->instance[i]);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The slice's number of the GPU object @hobject is on, if known: a device,
 * a subdevice or a TSG (whose channels are on its GPU) of the slice's table
 * (objects.c). What is made under other objects is not placed.
 */
int gs_gpuid_object_gpu(struct gs_slice *s, u32 hclient, u32 hobject)
{
	const struct gs_obj *o;
	int gpu = GS_GPUID_UNKNOWN;

	if (s->nr_gpus == 1)
		return 0;
	mutex_lock(&s->objs.lock);
	o = gs_obj_table_find(s->objs.table, hclient, hobject);
	if (o && o->gpu >= 0 &&
	    (o->kind == GS_NV_ROLE_DEVICE || o->kind == GS_NV_ROLE_SUBDEVICE ||
	     o->kind == GS_NV_ROLE_TSG))
		gpu = o->gpu;
	mutex_unlock(&s->objs.lock);
	return gpu;
}

/*
 * An NV0000 control naming GPUs (gs_nv_gpuid_ctrl()), before the driver
 * sees it: the RM status to refuse it with when it names a GPU that is not
 * the slice's, 0 to let it go, or an errno when the slice's GPUs could not
 * be told (no verifier): rm_status.h. Read from the caller's memory: a racing thread
 * can name another GPU, which shows it what the driver tells anyone of
 * that GPU's identity and gives it no access (that takes the GPU's file).
 */
int gs_gpuid_control_check(struct gs_slice *s, const struct gs_abi *abi,
			   const struct gs_nvos54 *c)
{
	struct gs_nv_gpu_map m;
	void *params;
	int ret;

	ret = gs_gpuid_map(s, &m);
	if (ret)
		return ret;
	params = memdup_user(u64_to_user_ptr(c->params), c->params_size);
	if (IS_ERR(params))
		return 0;	/* the driver's own copy fails the same way */
	ret = gs_rm_status(gs_nv_gpuid_check(abi, c->cmd, params,
					       c->params_size, &m));
	kfree(params);
	return ret;
}

/*
 * Its answer (a kernel copy of @size bytes), rewritten for the slice.
 * Returns whether @params changed.
 */
bool gs_gpuid_control_view(struct gs_slice *s, const struct gs_abi *abi,
			   u32 cmd, void *params, u32 size)
{
	struct gs_nv_gpu_map m;

	return !gs_gpuid_map(s, &m) &&
	       gs_nv_gpuid_view(abi, cmd, params, size, &m);
}

/*
 * CARD_INFO's answer (a kernel copy of @size bytes): the slice's GPUs,
 * numbered as its nodes are, and nothing of the others. Returns whether
 * @info changed.
 */
bool gs_gpuid_card_info_view(struct gs_slice *s, void *info, u32 size)
{
	struct gs_nv_gpu_map m;
	void *out;

	out = kmalloc(size, GFP_KERNEL);
	if (!out)
		return false;
	gs_gpuid_minors(s, &m);
	gs_nv_card_info_view(info, out, size, &m);
	memcpy(info, out, size);
	kfree(out);
	return true;
}

/*
 * Allocating a device (NV01_DEVICE_0) with the parameters at @uparams: its
 * deviceId is the slice's number of the GPU, which becomes the GPU's
 * device instance for the driver, and is put back after. Returns the RM
 * status to refuse the call with (the driver's own for an instance that
 * does not exist), 0 to let it go with @d filled (the GPU the device will
 * be on, and what gs_gpuid_device_end() needs), or an errno
 * (rm_status.h).
 */
int gs_gpuid_device_begin(struct gs_slice *s, void __user *uparams,
			  struct gs_gpuid_device *d)
{
	struct gs_nv_gpu_map m;
	int ret;

	memset(d, 0, sizeof(*d));
	d->gpu = GS_GPUID_UNKNOWN;
	ret = gs_gpuid_map(s, &m);
	if (ret)
		return ret;
	/* Without parameters RM takes device instance 0. */
	if (!uparams) {
		d->gpu = 0;
		return m.instance[0] ? GS_ABI_ERR_INVALID_ARGUMENT : 0;
	}
	d->udevice_id = uparams + GS_ABI_DEVICE_PARAMS_DEVICEID_AT;
	if (get_user(d->asked, d->udevice_id))
		return 0;
	/* RM's answers: no such instance, or beyond any there can be */
	if (d->asked >= m.nr)
		return d->asked < GS_NV_MAX_GPUS ? GS_ABI_ERR_INVALID_CLASS :
						       GS_ABI_ERR_INVALID_ARGUMENT;
	if (put_user(m.instance[d->asked], d->udevice_id))
		return -EFAULT;
	d->gpu = d->asked;
	return 0;
}

/* The device call returned: the caller gets its deviceId back. */
void gs_gpuid_device_end(const struct gs_gpuid_device *d)
{
	/* The caller's memory, the caller's problem if it faults. */
	if (d->udevice_id && put_user(d->asked, d->udevice_id))
		pr_debug("deviceId not put back\n");
}
