// SPDX-License-Identifier: GPL-2.0
/*
 * What a slice runs on each of its GPUs: the channels (and the TSGs they
 * are grouped in) its RM clients made through the slice's files, in its
 * table of objects (objects.c), and what disables and enables them for
 * the compute controller (compute.c; docs/design.md, "Compute").
 *
 * They, and the VA spaces, also hold framebuffer that RM keeps for itself
 * (core/nv_charge.h), charged to the slice's ledger when they were made
 * (charge.c) and given back when they go (the table says what goes back
 * when: a TSG's with it, a channel's with the last channel of its TSG, as
 * RM gives them back); charge.c keeps them charged while UVM or another
 * file may still hold them.
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
#include <linux/pid.h>
#include <linux/slab.h>

#include "channels.h"
#include "charge.h"
#include "forward.h"
#include "nv_class.h"
#include "nv_fifo.h"
#include "objects.h"
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

void gs_chans_init(struct gs_slice_chans *c)
{
	mutex_init(&c->lock);
	c->slot = -1;
}

/* At the slice's end: no controller slot is left (it holds the slice). */
void gs_chans_destroy(struct gs_slice_chans *c)
{
	WARN_ON(c->slot >= 0);
}

/* The slice's channels on its GPU @gpu. */
static unsigned int nr_channels(struct gs_slice *s, unsigned int gpu)
{
	unsigned int n;

	mutex_lock(&s->objs.lock);
	n = gs_obj_table_count(s->objs.table, GS_NV_ROLE_CHANNEL, gpu);
	mutex_unlock(&s->objs.lock);
	return n;
}

/* After a removal: the slice leaves the GPU's controller with its last. */
static void maybe_leave(struct gs_slice *s, unsigned int gpu)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;

	lockdep_assert_held(&c->lock);
	if (c->slot >= 0 && !nr_channels(s, gpu))
		gs_chans_leave(s, gpu);
}

/*
 * The channels of @hclient on the slice's GPU @gpu that are not yet as
 * @disable says, at most GS_NV_DISABLE_CHANNELS_MAX, into @h, and in
 * *@hsubdev a subdevice of the client there, which the controls go to
 * (none: 0, and no channel). Returns how many. A channel is never named
 * for the state it is in: on the H100, disabling disabled channels again
 * wedged the process that owned them.
 */
static unsigned int next_batch(struct gs_slice *s, unsigned int gpu,
			       u32 hclient, bool disable, u32 *h, u32 *hsubdev)
{
	struct gs_obj_table *t;
	const struct gs_obj *o;
	unsigned int n = 0;
	u32 i;

	mutex_lock(&s->objs.lock);
	t = s->objs.table;
	o = gs_obj_table_first(t, hclient, GS_NV_ROLE_SUBDEVICE, gpu);
	*hsubdev = o ? o->handle : 0;
	for (i = 0; *hsubdev && n < GS_NV_DISABLE_CHANNELS_MAX &&
	     (o = gs_obj_table_at(t, i)); i++)
		if (o->kind == GS_NV_ROLE_CHANNEL && o->client == hclient &&
		    o->gpu == gpu && !!(o->flags & GS_OBJ_DISABLED) != disable)
			h[n++] = o->handle;
	mutex_unlock(&s->objs.lock);
	return n;
}

/* The @n channels in @h of @hclient were disabled (@disable) or enabled. */
static void mark_state(struct gs_slice *s, u32 hclient, const u32 *h,
		       unsigned int n, bool disable)
{
	struct gs_obj *o;
	unsigned int i;

	mutex_lock(&s->objs.lock);
	for (i = 0; i < n; i++) {
		o = gs_obj_table_find(s->objs.table, hclient, h[i]);
		if (!o || o->kind != GS_NV_ROLE_CHANNEL)
			continue;
		if (disable)
			o->flags |= GS_OBJ_DISABLED;
		else
			o->flags &= ~GS_OBJ_DISABLED;
	}
	mutex_unlock(&s->objs.lock);
}

/* What objects that went leave goes back (gs_charge_unkeep_gone()). */
static void give_back(struct gs_slice *s, const struct gs_objs_gone *gone,
		      bool closed)
{
	unsigned int gpu;

	for (gpu = 0; gpu < s->nr_gpus; gpu++)
		gs_charge_unkeep_gone(s, gone->tgid, gpu, gone->kept[gpu],
				      closed);
}

/*
 * Channel @handle of @hclient, a client of process @tgid, failed a call
 * alone: it is no channel of RM's any more, and goes from the table.
 */
static void forget_stale(struct gs_slice *s, u32 hclient, u32 handle,
			 struct pid *tgid)
{
	struct gs_objs_gone gone = { .tgid = tgid };

	gs_objs_free(s, hclient, handle, &gone);
	give_back(s, &gone, false);
}

/*
 * Disables (@disable) or enables the channels of @hclient on the slice's
 * GPU @gpu through the client's real ctl file. A call that fails is made
 * again channel by channel, and the channels that fail alone are
 * forgotten. Returns 0, or -EIO when the verifier could not make a call:
 * then the controller takes the step as not made, and makes it again.
 *
 * A client that freed its last subdevice there, or whose file is closing,
 * is left alone: nothing can reach its channels but the driver's release,
 * and while the slice is disabled the audit sees any of them run.
 */
static int apply_client(struct gs_slice *s, unsigned int gpu, u32 hclient,
			bool disable)
{
	unsigned int device = s->gpu[gpu].device, n, i;
	u32 h[GS_NV_DISABLE_CHANNELS_MAX], hsubdev;
	struct pid *tgid = NULL;
	struct gs_file *gf;
	int ret = 0, status;
	struct file *ctl;

	lockdep_assert_held(&s->gpu[gpu].chans.lock);
	ctl = gs_chans_client_ctl(s, hclient);
	if (!ctl)
		return 0;
	mutex_lock(&s->objs.lock);
	gf = gs_objs_client_file(s, hclient);
	if (gf)
		tgid = get_pid(gf->tgid);
	mutex_unlock(&s->objs.lock);
	while (!ret &&
	       (n = next_batch(s, gpu, hclient, disable, h, &hsubdev))) {
		status = gs_verifier_channels(device, ctl, hclient, hsubdev,
					      disable, h, n);
		if (status < 0) {
			ret = -EIO;
			break;
		}
		if (!status) {
			mark_state(s, hclient, h, n, disable);
			continue;
		}
		/* all or nothing: one by one, the stale ones fail alone */
		if (n == 1) {
			forget_stale(s, hclient, h[0], tgid);
			continue;
		}
		for (i = 0; i < n; i++) {
			status = gs_verifier_channels(device, ctl, hclient,
						      hsubdev, disable, &h[i], 1);
			if (status < 0) {
				ret = -EIO;
				break;
			}
			if (status)
				forget_stale(s, hclient, h[i], tgid);
			else
				mark_state(s, hclient, &h[i], 1, disable);
		}
	}
	put_pid(tgid);
	fput(ctl);
	return ret;
}

/*
 * A channel of @hclient was made on the slice's GPU @gpu, and is in the
 * table: the slice joins the GPU's controller with its first channel; a
 * channel made while the slice is disabled is disabled at once. Sleeps.
 */
void gs_chans_made(struct gs_slice *s, unsigned int gpu, u32 hclient)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;

	mutex_lock(&c->lock);
	if (c->slot < 0)
		gs_chans_join(s, gpu);
	else if (c->disabled)
		apply_client(s, gpu, hclient, true);
	maybe_leave(s, gpu);
	mutex_unlock(&c->lock);
}

/*
 * Whether client @hclient may make a channel on the slice's GPU @gpu: only
 * once it holds a subdevice there, through which the controller reaches
 * its channels (CUDA makes one before any channel).
 */
bool gs_chans_may_make(struct gs_slice *s, unsigned int gpu, u32 hclient)
{
	bool ok;

	mutex_lock(&s->objs.lock);
	ok = gs_obj_table_first(s->objs.table, hclient, GS_NV_ROLE_SUBDEVICE,
				gpu);
	mutex_unlock(&s->objs.lock);
	return ok;
}

/*
 * Objects went from the table (@gone), with their client's file if
 * @closed: what RM kept for them goes back, and the slice leaves the
 * controller of a GPU where its last channel went.
 */
void gs_chans_gone(struct gs_slice *s, const struct gs_objs_gone *gone,
		   bool closed)
{
	unsigned int gpu;

	give_back(s, gone, closed);
	for (gpu = 0; gpu < s->nr_gpus; gpu++) {
		struct gs_slice_chans *c = &s->gpu[gpu].chans;

		if (!(gone->channels & BIT(gpu)))
			continue;
		mutex_lock(&c->lock);
		maybe_leave(s, gpu);
		mutex_unlock(&c->lock);
	}
}

/*
 * The clients with channels on the slice's GPU @gpu, each once, in the
 * order of their first, into *@clients, which the caller kfree()s.
 * Returns how many, or -ENOMEM.
 */
static int channel_clients(struct gs_slice *s, unsigned int gpu,
			   u32 **clients)
{
	struct gs_obj_table *t;
	const struct gs_obj *o;
	unsigned int n = 0, k;
	u32 i, nr, *c;

	mutex_lock(&s->objs.lock);
	t = s->objs.table;
	nr = gs_obj_table_count(t, GS_NV_ROLE_CHANNEL, gpu);
	c = kmalloc_array(max(nr, 1U), sizeof(*c), GFP_KERNEL);
	for (i = 0; c && (o = gs_obj_table_at(t, i)); i++) {
		if (o->kind != GS_NV_ROLE_CHANNEL || o->gpu != gpu)
			continue;
		for (k = 0; k < n && c[k] != o->client; k++)
			;
		if (k == n)
			c[n++] = o->client;
	}
	mutex_unlock(&s->objs.lock);
	*clients = c;
	return c ? n : -ENOMEM;
}

/*
 * The controller's step: every channel of the slice on its GPU @gpu
 * enabled, or disabled (preempted off the GPU). Sleeps. Returns 0, or an
 * error when a call could not be made (apply_client()).
 */
int gs_chans_apply(struct gs_slice *s, unsigned int gpu, bool enable)
{
	struct gs_slice_chans *c = &s->gpu[gpu].chans;
	u32 *clients;
	int ret = 0, nr, i;

	mutex_lock(&c->lock);
	if (!READ_ONCE(s->dead)) {
		nr = channel_clients(s, gpu, &clients);
		if (nr < 0)
			ret = nr;
		for (i = 0; i < nr; i++)
			if (apply_client(s, gpu, clients[i], !enable))
				ret = -EIO;
		if (nr >= 0)
			kfree(clients);
	}
	c->disabled = !enable;
	maybe_leave(s, gpu);
	mutex_unlock(&c->lock);
	return ret;
}

/* Revoked: the driver has freed everything; the slice leaves its GPUs. */
void gs_chans_forget_all(struct gs_slice *s)
{
	struct gs_objs_gone gone = { };
	unsigned int gpu;

	gs_objs_free_all(s, &gone);
	for (gpu = 0; gpu < s->nr_gpus; gpu++) {
		struct gs_slice_chans *c = &s->gpu[gpu].chans;

		gs_charge_unkeep(s, gpu, gone.kept[gpu]);
		mutex_lock(&c->lock);
		maybe_leave(s, gpu);
		mutex_unlock(&c->lock);
	}
}
