/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CHANNELS_H
#define _GS_CHANNELS_H

#include <linux/mutex.h>
#include <linux/types.h>

struct file;
struct gs_objs_gone;
struct gs_slice;

/*
 * Where the compute controller stands with what a slice runs on one of
 * its GPUs: the channels of its table of objects (objects.c) there.
 *
 * @lock guards it and is held across the calls that disable or enable the
 * channels, and by every channel's arrival, so that a channel made
 * meanwhile is not missed. Taken outside the table's lock and outside the
 * controller's lock (compute.c), never inside them.
 */
struct gs_slice_chans {
	struct mutex lock;
	bool disabled;			/* as the controller last left them */
	int slot;			/* in the GPU's controller; -1: none */
	u64 busy_before;		/* ns busy while in earlier slots */
};

void gs_chans_register_client_ctl(struct file *(*client_ctl)(struct gs_slice *s,
							     u32 hclient));
void gs_chans_register_controller(int (*join)(struct gs_slice *s,
					      unsigned int gpu),
				  void (*leave)(struct gs_slice *s,
						unsigned int gpu));
void gs_chans_init(struct gs_slice_chans *c);
void gs_chans_destroy(struct gs_slice_chans *c);
void gs_chans_made(struct gs_slice *s, unsigned int gpu, u32 hclient);
bool gs_chans_may_make(struct gs_slice *s, unsigned int gpu, u32 hclient);
void gs_chans_gone(struct gs_slice *s, const struct gs_objs_gone *gone,
		   bool closed);
int gs_chans_apply(struct gs_slice *s, unsigned int gpu, bool enable);
void gs_chans_forget_all(struct gs_slice *s);

#endif /* _GS_CHANNELS_H */
