/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CHANNELS_H
#define _GS_CHANNELS_H

#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/types.h>

struct file;
struct gs_slice;
struct pid;

/*
 * What a slice runs on one of its GPUs: its RM clients' channels, TSGs
 * and subdevices there, as the driver made them through the slice's files
 * (channels.c), and where the compute controller stands with them.
 *
 * @lock guards all of it and is held across the calls that disable or
 * enable the channels, so that a channel made meanwhile is not missed.
 * Taken outside the controller's lock (compute.c), never inside it.
 */
struct gs_slice_chans {
	struct mutex lock;
	struct list_head clients;	/* struct gs_chan_client */
	unsigned int nr_channels;
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
/* An object made (gs_chans_made()) */
struct gs_chans_obj_made {
	u32 hclient, handle, hparent;
	u8 role;		/* enum gs_nv_class_role */
	u64 kept;		/* what RM keeps for it, charged already */
};

int gs_chans_made(struct gs_slice *s, unsigned int gpu, struct pid *tgid,
		  const struct gs_chans_obj_made *o);
bool gs_chans_may_make(struct gs_slice *s, unsigned int gpu, u32 hclient);
void gs_chans_freed(struct gs_slice *s, u32 hclient, u32 handle);
void gs_chans_client_freed(struct gs_slice *s, u32 hclient, bool closed);
int gs_chans_apply(struct gs_slice *s, unsigned int gpu, bool enable);
void gs_chans_forget_all(struct gs_slice *s);

#endif /* _GS_CHANNELS_H */
