/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_EVENTS_H
#define _GS_EVENTS_H

#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/workqueue.h>

struct gs_slice;
struct pid;

/*
 * A slice's allocations refused and not yet told: the work tells them in
 * one event, at most ten times a second, so that a container refused in
 * a loop cannot flood the group. @lock guards the fields below it.
 */
struct gs_events_denied {
	struct delayed_work work;	/* holds a reference to the slice */
	spinlock_t lock;
	u64 count;
	unsigned int gpu;		/* the last refusal's */
	u64 bytes;
	pid_t pid;			/* of the initial namespace */
};

void gs_events_slice_init(struct gs_slice *s);
void gs_event_denied(struct gs_slice *s, unsigned int gpu, u64 bytes,
		     struct pid *tgid);
void gs_event_killed(const struct gs_slice *s, pid_t pid, u32 reason,
		     unsigned int gpu);
int gs_events_init(void);
void gs_events_uninit(void);

#endif /* _GS_EVENTS_H */
