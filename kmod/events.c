// SPDX-License-Identifier: GPL-2.0
/*
 * Events of a slice's processes for the "events" multicast group
 * (uapi/gpuslice.h, "Events"): allocations refused and processes killed.
 * The changes admins make are told by the commands that make them
 * (netlink.c). Both send through the family (genl.c).
 */

#include <linux/pid.h>
#include <net/genetlink.h>

#include "events.h"
#include "genl.h"
#include "slice.h"

/* Refusals are told at most this often per slice. */
#define GS_DENIED_EVERY		(HZ / 10)

/* Runs the slices' denied works; drained at module exit. */
static struct workqueue_struct *gs_events_wq;

static void denied_work(struct work_struct *work)
{
	struct gs_events_denied *d = container_of(to_delayed_work(work),
						  struct gs_events_denied,
						  work);
	struct gs_slice *s = container_of(d, struct gs_slice, denied);
	struct gs_events_denied now;
	struct sk_buff *msg = NULL;
	u64 used, limit;
	void *hdr;

	spin_lock(&d->lock);
	now = *d;
	d->count = 0;
	spin_unlock(&d->lock);

	if (!now.count)
		goto out;
	msg = gs_genl_event_new(GPUSLICE_CMD_DENIED, &hdr);
	if (!msg)
		goto out;
	spin_lock(&s->lock);
	used = s->gpu[now.gpu].ledger.used;
	limit = s->gpu[now.gpu].ledger.limit;
	spin_unlock(&s->lock);
	if (nla_put_string(msg, GPUSLICE_A_SLICE_NAME, s->name) ||
	    nla_put_u64_64bit(msg, GPUSLICE_A_EVENT_COUNT, now.count,
			      GPUSLICE_A_UNSPEC) ||
	    nla_put_u32(msg, GPUSLICE_A_EVENT_GPU, now.gpu) ||
	    nla_put_u64_64bit(msg, GPUSLICE_A_EVENT_BYTES, now.bytes,
			      GPUSLICE_A_UNSPEC) ||
	    nla_put_u32(msg, GPUSLICE_A_EVENT_PID, now.pid) ||
	    nla_put_u64_64bit(msg, GPUSLICE_A_EVENT_USED, used,
			      GPUSLICE_A_UNSPEC) ||
	    nla_put_u64_64bit(msg, GPUSLICE_A_EVENT_LIMIT, limit,
			      GPUSLICE_A_UNSPEC))
		goto out;
	gs_genl_event_send(msg, hdr);
	msg = NULL;
out:
	nlmsg_free(msg);
	gs_slice_put(s);
}

void gs_events_slice_init(struct gs_slice *s)
{
	INIT_DELAYED_WORK(&s->denied.work, denied_work);
	spin_lock_init(&s->denied.lock);
}

/*
 * An allocation of @bytes on the slice's GPU @gpu by @tgid was refused.
 * Any context that may take a spinlock; s->lock not held.
 */
void gs_event_denied(struct gs_slice *s, unsigned int gpu, u64 bytes,
		     struct pid *tgid)
{
	struct gs_events_denied *d = &s->denied;

	if (!gs_genl_event_listened())
		return;
	spin_lock(&d->lock);
	d->count++;
	d->gpu = gpu;
	d->bytes = bytes;
	d->pid = pid_nr(tgid);
	spin_unlock(&d->lock);
	gs_slice_get(s);
	if (!queue_delayed_work(gs_events_wq, &d->work, GS_DENIED_EVERY))
		gs_slice_put(s);
}

/*
 * The module killed process @pid (of the initial namespace) of @s for
 * @reason (GPUSLICE_KILL_*), on the slice's GPU @gpu for a compute kill.
 * Sleeps.
 */
void gs_event_killed(const struct gs_slice *s, pid_t pid, u32 reason,
		     unsigned int gpu)
{
	struct sk_buff *msg;
	void *hdr;

	msg = gs_genl_event_new(GPUSLICE_CMD_KILLED, &hdr);
	if (!msg)
		return;
	if (nla_put_string(msg, GPUSLICE_A_SLICE_NAME, s->name) ||
	    nla_put_u32(msg, GPUSLICE_A_EVENT_PID, pid) ||
	    nla_put_u32(msg, GPUSLICE_A_EVENT_REASON, reason) ||
	    (reason == GPUSLICE_KILL_COMPUTE &&
	     nla_put_u32(msg, GPUSLICE_A_EVENT_GPU, gpu))) {
		nlmsg_free(msg);
		return;
	}
	gs_genl_event_send(msg, hdr);
}

int __init gs_events_init(void)
{
	gs_events_wq = alloc_workqueue("gpuslice_events", 0, 0);
	return gs_events_wq ? 0 : -ENOMEM;
}

/* After the slices: their works hold references to them. */
void gs_events_uninit(void)
{
	destroy_workqueue(gs_events_wq);
}
