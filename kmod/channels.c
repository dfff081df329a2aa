// SPDX-License-Identifier: GPL-2.0
/*
 * What a slice runs on each of its GPUs: the channels (and the TSGs they
 * are grouped in) its RM clients made through the slice's files, learnt
 * from the RM_ALLOCs gpuslice forwards, and what disables and enables them
 * for the compute controller (compute.c; docs/design.md, "Compute").
 *
 * They, and the VA spaces, also hold framebuffer that RM keeps for itself
 * (core/nv_charge.h), charged to the slice's ledger when they were made
 * (charge.c) and given back when they go: a TSG's with it, a channel's
 * with the last channel of its TSG, as RM gives them back; charge.c keeps
 * them charged while UVM or another file may still hold them.
 *
 * The controls go to the driver as RM expects them from the channels'
 * owner: NV2080 FIFO_DISABLE_CHANNELS on a subdevice of the channels'
 * client on that GPU, issued by the verifier through the real ctl file
 * the client was made on (RM binds a client to its file and refuses it
 * through any other). Each call names that one client, and RM checks it
 * against the file: whatever a racing thread made gpuslice believe of
 * handles, a call can only ever reach channels of the container's own
 * clients. A handle that is not (or no longer) a channel fails its call;
 * the channels are then tried one by one and the stale ones forgotten.
 * Channels gpuslice never saw (a raced class) are not controlled: the
 * controller's audit of RM's samples catches them running (controller.c).
 */

#include <linux/file.h>
#include <linux/slab.h>

#include "channels.h"
#include "charge.h"
#include "nv_class.h"
#include "nv_fifo.h"
#include "slice.h"
#include "verifier.h"

/*
 * What this file calls above itself, through callbacks registered at load
 * by the files it would otherwise call up into (they call down into it):
 * - client_ctl: the real ctl file (a reference) through which client
 *   @hclient of @s was made, or NULL; the clients are share.c's.
 * - join, leave: the compute controller of GPU @gpu (controller.c) takes
 *   @s in when its first channel there is made, and lets it go with its
 *   last; its channels' lock held.
 */
static struct file *(*gs_chans_client_ctl)(struct gs_slice *s, u32 hclient)
	__ro_after_init;
static int (*gs_chans_join)(struct gs_slice *s, unsigned int gpu)
	__ro_after_init;
static void (*gs_chans_leave)(struct gs_slice *s, unsigned int gpu)
	__ro_after_init;

void __init gs_chans_register_client_ctl(struct file *(*client_ctl)(struct gs_slice *s,
								    u32 hclient))
{
	gs_chans_client_ctl = client_ctl;
}

void __init gs_chans_register_controller(int (*join)(struct gs_slice *s,
						     unsigned int gpu),
					 void (*leave)(struct gs_slice *s,
						       unsigned int gpu))
{
	gs_chans_join = join;
	gs_chans_leave = leave;
}

/*
 * A channel, a TSG or a VA space of a client, the object it was made
 * under, and the framebuffer RM keeps for it.
 */
struct gs_chan_obj {
	u32 handle;
	u32 parent;
	u64 kept;		/* its own; a TSG's channels' are in kept_chans */
	u64 kept_chans;		/* a TSG's: its channels', back with the last */
	bool channel;
	bool disabled;		/* by the controller, not enabled since */
	bool gone;		/* marked for removal */
};

/*
 * One RM client on one GPU of the slice, as the RM_ALLOCs named it; under
 * gs_slice_chans.lock. Made for a handle a racing thread may have named:
 * it need not be a client the slice knows, nor go before its process.
 */
struct gs_chan_client {
	struct list_head link;
	struct pid *tgid;		/* the process that made it (a ref) */
	u32 hclient;
	u32 hsubdev;		/* a subdevice of the client there, or 0 */
	unsigned int nr, room;
	struct gs_chan_obj *obj;
};

void gs_chans_init(struct gs_slice_chans *c)
{
	mutex_init(&c->lock);
	INIT_LIST_HEAD(&c->clients);
	c->slot = -1;
}

static void free_client(struct gs_chan_client *cl)
{
	list_del(&cl->link);
	put_pid(cl->tgid);
	kfree(cl->obj);
	kfree(cl);
}

/* At the slice's end: no controller slot is left (it holds the slice). */
void gs_chans_destroy(struct gs_slice_chans *c)
{
	struct gs_chan_client *cl, *tmp;

	WARN_ON(c->slot >= 0);
	list_for_each_entry_safe(cl, tmp, &c->clients, link)
		free_client(cl);
}

/* Client @hclient's entry, or NULL; made for process @create if not NULL. */
static struct gs_chan_client *find_client(struct gs_slice_chans *c,
					  u32 hclient, struct pid *create)
{
	struct gs_chan_client *cl;

	lockdep_assert_held(&c->lock);
	list_for_each_entry(cl, &c->clients, link)
		if (cl->hclient == hclient)
			return cl;
	if (!create)
		return NULL;
	cl = kzalloc(sizeof(*cl), GFP_KERNEL_ACCOUNT);
	if (!cl)
		return NULL;
	cl->hclient = hclient;
	cl->tgid = get_pid(create);
	list_add_tail(&cl->link, &c->clients);
	return cl;
}

/* The live TSG @handle of @cl, or NULL. */
static struct gs_chan_obj *find_tsg(struct gs_chan_client *cl, u32 handle)
{
	unsigned int k;

	for (k = 0; k < cl->nr; k++)
		if (cl->obj[k].handle == handle && !cl->obj[k].channel &&
		    !cl->obj[k].gone)
			return &cl->obj[k];
	return NULL;
}

/*
 * Adds an object that holds @kept bytes RM keeps, charged already: a
 * channel's go to its TSG, if it has one, and come back with the TSG's
 * last channel.
 */
static int add_obj(struct gs_chan_client *cl, u32 handle, u32 parent,
		   bool channel, u64 kept)
{
	struct gs_chan_obj *obj, *tsg;

	if (cl->nr == cl->room) {
		unsigned int room = cl->room ? 2 * cl->room : 32;

		obj = krealloc_array(cl->obj, room, sizeof(*obj),
				     GFP_KERNEL_ACCOUNT);
		if (!obj)
			return -ENOMEM;
		cl->obj = obj;
		cl->room = room;
	}
	tsg = channel ? find_tsg(cl, parent) : NULL;
	if (tsg) {
		tsg->kept_chans += kept;
		kept = 0;
	}
	cl->obj[cl->nr++] = (struct gs_chan_obj){
		.handle = handle, .parent = parent, .channel = channel,
		.kept = kept,
	};
	return 0;
}

/*
 * The controls of one call for @cl: its channels from @from on that are
 * not yet as @disable says, at most GS_NV_DISABLE_CHANNELS_MAX, into @h.
 * Returns how many, and moves @from past them. A channel is never named
 * for the state it is in: on the H100, disabling disabled channels again
 * wedged the process that owned them.
 */
static unsigned int next_batch(const struct gs_chan_client *cl,
			       unsigned int *from, u32 *h, bool disable)
{
	const struct gs_chan_obj *o;
	unsigned int n = 0;

	for (; *from < cl->nr && n < GS_NV_DISABLE_CHANNELS_MAX; (*from)++) {
		o = &cl->obj[*from];
		if (o->channel && !o->gone && o->disabled != disable)
			h[n++] = o->handle;
	}
	return n;
}

static void mark_gone(struct gs_chan_client *cl, u32 handle)
{
	unsigned int k;

	for (k = 0; k < cl->nr; k++)
		if (cl->obj[k].handle == handle)
			cl->obj[k].gone = true;
}

/* The @n channels in @h were disabled (@disable) or enabled. */
static void mark_state(struct gs_chan_client *cl, const u32 *h,
		       unsigned int n, bool disable)
{
	unsigned int i, k;

	for (k = 0; k < cl->nr; k++)
		for (i = 0; i < n; i++)
			if (cl->obj[k].handle == h[i])
				cl->obj[k].disabled = disable;
}

/*
 * Disables (@disable) or enables the channels of @cl on GPU @device
 * through the client's real ctl file. A call that fails is made again
 * channel by channel, and the channels that fail alone are marked gone.
 * Returns 0, or -EIO when the verifier could not make a call: then the
 * controller takes the step as not made, and makes it again.
 *
 * A client that freed its last subdevice there, or whose file is closing,
 * is left alone: nothing can reach its channels but the driver's release,
 * and while the slice is disabled the audit sees any of them run.
 */
static int apply_client(struct gs_slice *s, unsigned int device,
			struct gs_chan_client *cl, bool disable)
{
	u32 h[GS_NV_DISABLE_CHANNELS_MAX];
	unsigned int from = 0, n, i;
	int ret = 0, status;
	struct file *ctl;

	if (!cl->hsubdev)
		return 0;
	ctl = gs_chans_client_ctl(s, cl->hclient);
	if (!ctl)
		return 0;
	while (!ret && (n = next_batch(cl, &from, h, disable))) {
		status = gs_verifier_channels(device, ctl, cl->hclient,
					      cl->hsubdev, disable, h, n);
		if (status < 0) {
			ret = -EIO;
			break;
		}
		if (!status) {
			mark_state(cl, h, n, disable);
			continue;
		}
		/* all or nothing: one by one, the stale ones fail alone */
		if (n == 1) {
			mark_gone(cl, h[0]);
			continue;
		}
		for (i = 0; i < n; i++) {
			status = gs_verifier_channels(device, ctl, cl->hclient,
						      cl->hsubdev, disable,
						      &h[i], 1);
			if (status < 0) {
				ret = -EIO;
				break;
			}
			if (status)
				mark_gone(cl, h[i]);
			else
				mark_state(cl, &h[i], 1, disable);
		}
	}
	fput(ctl);
	return ret;
}

/* Whether @tsg of @cl has a channel left. */
static bool has_channels(const struct gs_chan_client *cl,
			 const struct gs_chan_obj *tsg)
{
	unsigned int k;

	for (k = 0; k < cl->nr; k++)
		if (cl->obj[k].channel && cl->obj[k].parent == tsg->handle)
			return true;
	return false;
}

/*
 * Drops the objects of @cl on the slice's GPU @gpu marked gone, their
 * client's file closed if @closed, and gives back what RM kept for them
 * (gs_charge_unkeep_gone()); the channels counted in its chans.
 */
static void sweep(struct gs_slice *s, unsigned int gpu,
		  struct gs_chan_client *cl, bool closed)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;
	unsigned int i, n = 0, channels_gone = 0;
	u64 back = 0;

	for (i = 0; i < cl->nr; i++) {
		struct gs_chan_obj *o = &cl->obj[i];

		if (!o->gone) {
			cl->obj[n++] = *o;
			continue;
		}
		back += o->kept + o->kept_chans;
		channels_gone += o->channel;
	}
	cl->nr = n;
	c->nr_channels -= channels_gone;
	/* a TSG's last channel can only have gone with one that went here */
	for (i = 0; channels_gone && i < cl->nr; i++) {
		struct gs_chan_obj *o = &cl->obj[i];

		if (o->kept_chans && !has_channels(cl, o)) {
			back += o->kept_chans;
			o->kept_chans = 0;
		}
	}
	gs_charge_unkeep_gone(s, cl->tgid, gpu, back, closed);
	if (!cl->nr && !cl->hsubdev)
		free_client(cl);
}

/* After a removal: the slice leaves the GPU's controller with its last. */
static void maybe_leave(struct gs_slice *s, unsigned int gpu)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;

	if (!c->nr_channels && c->slot >= 0)
		gs_chans_leave(s, gpu);
}

/*
 * The driver made @o->handle of @o->hclient, a client of process @tgid, under
 * @o->hparent on the slice's GPU @gpu, an object of @o->role: a subdevice
 * (the controls go to it), a TSG, a channel or a VA space, for which RM
 * keeps @o->kept bytes, charged to the slice already: from here on they
 * are given back when the object goes, and at once when it cannot be
 * followed. The slice joins the GPU's controller with its first channel;
 * a channel made while the slice is disabled is disabled at once. Sleeps.
 */
int gs_chans_made(struct gs_slice *s, unsigned int gpu, struct pid *tgid,
		  const struct gs_chans_obj_made *o)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;
	struct gs_chan_client *cl;
	u64 kept = o->kept;
	int ret = 0;

	mutex_lock(&c->lock);
	cl = find_client(c, o->hclient, tgid);
	if (!cl) {
		ret = -ENOMEM;
		goto out;
	}
	switch (o->role) {
	case GS_NV_ROLE_SUBDEVICE:
		if (!cl->hsubdev)
			cl->hsubdev = o->handle;
		break;
	case GS_NV_ROLE_TSG:
	case GS_NV_ROLE_VASPACE:
		ret = add_obj(cl, o->handle, o->hparent, false, kept);
		if (!ret)
			kept = 0;
		break;
	case GS_NV_ROLE_CHANNEL:
		ret = add_obj(cl, o->handle, o->hparent, true, kept);
		if (ret)
			break;
		kept = 0;
		c->nr_channels++;
		if (c->slot < 0)
			ret = gs_chans_join(s, gpu);
		else if (c->disabled)
			ret = apply_client(s, s->gpu[gpu].device, cl, true);
		sweep(s, gpu, cl, false);
		break;
	}
out:
	mutex_unlock(&c->lock);
	/* not followed: back at once, the object then costs the slice nothing */
	gs_charge_unkeep(s, gpu, kept);
	return ret;
}

/*
 * Whether client @hclient may make a channel on the slice's GPU @gpu: only
 * once it holds a subdevice there, through which the controller reaches
 * its channels (CUDA makes one before any channel).
 */
bool gs_chans_may_make(struct gs_slice *s, unsigned int gpu, u32 hclient)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;
	struct gs_chan_client *cl;
	bool ok;

	mutex_lock(&c->lock);
	cl = find_client(c, hclient, NULL);
	ok = cl && cl->hsubdev;
	mutex_unlock(&c->lock);
	return ok;
}

/*
 * @handle of @hclient was freed, and with it whatever was made under it:
 * the TSGs and channels under it, and the channels of those TSGs.
 */
void gs_chans_freed(struct gs_slice *s, u32 hclient, u32 handle)
{
	unsigned int gpu, i, k;

	for (gpu = 0; gpu < s->nr_gpus; gpu++) {
		struct gs_slice_chans *c = &s->gpu[gpu].chans;
		struct gs_chan_client *cl;

		mutex_lock(&c->lock);
		cl = find_client(c, hclient, NULL);
		if (!cl)
			goto next;
		if (cl->hsubdev == handle)
			cl->hsubdev = 0;
		for (i = 0; i < cl->nr; i++)
			if (cl->obj[i].handle == handle ||
			    cl->obj[i].parent == handle)
				cl->obj[i].gone = true;
		for (i = 0; i < cl->nr; i++) {
			if (!cl->obj[i].gone || cl->obj[i].channel)
				continue;
			for (k = 0; k < cl->nr; k++)
				if (cl->obj[k].parent == cl->obj[i].handle)
					cl->obj[k].gone = true;
		}
		sweep(s, gpu, cl, false);
		maybe_leave(s, gpu);
next:
		mutex_unlock(&c->lock);
	}
}

/* The client and all its objects are gone, with its file if @closed. */
void gs_chans_client_freed(struct gs_slice *s, u32 hclient, bool closed)
{
	unsigned int gpu, i;

	for (gpu = 0; gpu < s->nr_gpus; gpu++) {
		struct gs_slice_chans *c = &s->gpu[gpu].chans;
		struct gs_chan_client *cl;

		mutex_lock(&c->lock);
		cl = find_client(c, hclient, NULL);
		if (cl) {
			for (i = 0; i < cl->nr; i++)
				cl->obj[i].gone = true;
			cl->hsubdev = 0;
			sweep(s, gpu, cl, closed);
			maybe_leave(s, gpu);
		}
		mutex_unlock(&c->lock);
	}
}

/*
 * The controller's step: every channel of the slice on its GPU @gpu
 * enabled, or disabled (preempted off the GPU). Sleeps. Returns 0, or
 * -EIO when the verifier could not make a call (apply_client()).
 */
int gs_chans_apply(struct gs_slice *s, unsigned int gpu, bool enable)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;
	struct gs_chan_client *cl, *tmp;
	int ret = 0;

	mutex_lock(&c->lock);
	if (!READ_ONCE(s->dead)) {
		list_for_each_entry_safe(cl, tmp, &c->clients, link) {
			if (!cl->nr)
				continue;
			if (apply_client(s, s->gpu[gpu].device, cl, !enable))
				ret = -EIO;
			sweep(s, gpu, cl, false);
		}
	}
	c->disabled = !enable;
	maybe_leave(s, gpu);
	mutex_unlock(&c->lock);
	return ret;
}

/* Revoked: the driver has freed everything; the slice leaves its GPUs. */
void gs_chans_forget_all(struct gs_slice *s)
{
	struct gs_chan_client *cl, *tmp;
	unsigned int gpu, i;
	u64 back;

	for (gpu = 0; gpu < s->nr_gpus; gpu++) {
		struct gs_slice_chans *c = &s->gpu[gpu].chans;

		mutex_lock(&c->lock);
		back = 0;
		list_for_each_entry_safe(cl, tmp, &c->clients, link) {
			for (i = 0; i < cl->nr; i++)
				back += cl->obj[i].kept + cl->obj[i].kept_chans;
			free_client(cl);
		}
		gs_charge_unkeep(s, gpu, back);
		c->nr_channels = 0;
		maybe_leave(s, gpu);
		mutex_unlock(&c->lock);
	}
}
