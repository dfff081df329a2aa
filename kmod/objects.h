/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_OBJECTS_H
#define _GS_OBJECTS_H

#include <linux/mutex.h>
#include <linux/types.h>

#include "gpuslice.h"
#include "obj_table.h"

struct gs_file;
struct gs_slice;
struct pid;

/*
 * The RM objects made through a slice's files (objects.c): the core's
 * table (core/obj_table.h), which charging, sharing, GPU numbering and
 * the channels the controller disables read.
 *
 * @lock guards @table, its storage and every entry. It is a mutex, as the
 * table grows under it; taken inside a GPU's gs_slice_chans.lock, outside
 * gs_slice.lock.
 */
struct gs_slice_objs {
	struct mutex lock;
	struct gs_obj_table *table;
};

/**
 * struct gs_objs_gone - what objects that went leave to give back
 * @tgid: the process whose objects they were (the caller's to name)
 * @kept: per GPU of the slice, the framebuffer RM kept for them
 * @channels: the GPUs (bits) that lost a channel
 */
struct gs_objs_gone {
	struct pid *tgid;
	u64 kept[GPUSLICE_SLICE_MAX_GPUS];
	u32 channels;
};

int gs_objs_init(struct gs_slice_objs *o);
void gs_objs_destroy(struct gs_slice_objs *o);
int gs_objs_add(struct gs_slice *s, const struct gs_obj *o,
		struct gs_objs_gone *gone);
void gs_objs_free(struct gs_slice *s, u32 hclient, u32 handle,
		  struct gs_objs_gone *gone);
void gs_objs_free_file(struct gs_slice *s, const struct gs_file *gf,
		       struct gs_objs_gone *gone);
void gs_objs_free_all(struct gs_slice *s, struct gs_objs_gone *gone);
bool gs_objs_is_client(struct gs_slice *s, u32 hclient);
struct gs_file *gs_objs_client_file(struct gs_slice *s, u32 hclient);
void gs_objs_set_shared(struct gs_slice *s, u32 hclient, u32 handle,
			bool shared);
bool gs_objs_shared(struct gs_slice *s, u32 hclient, u32 handle);

#endif /* _GS_OBJECTS_H */
