/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The RM objects this process made, as far as charging needs them: each
 * by (client, handle), with its parent, the GPU it is on and the bytes it
 * was charged, and each client with the open file it was made through.
 * RM frees an object's subtree with it, a client's objects with the
 * client, and a file's clients when the file's last fd closes; so does
 * this table, handing back what the freed objects were charged.
 */
#ifndef _GS_PRELOAD_OBJECTS_H
#define _GS_PRELOAD_OBJECTS_H

#include "config.h"
#include "gs_types.h"

/* A GPU not known: the object's parent was never seen */
#define GS_GPU_NONE	(-2)

/**
 * struct gs_obj - one RM object
 * @client: its client
 * @handle: its handle (== @client for the client itself)
 * @parent: its parent's handle (0 for a client)
 * @gpu: the GPU (RM device instance) it is on, GS_GPU_ALL when it was
 *	charged on every GPU of the slice, GS_GPU_NONE when none is known
 * @bytes: what it was charged
 * @file: for a client, the open file it was made through (gs_fd.file)
 */
struct gs_obj {
	u32 client;
	u32 handle;
	u32 parent;
	int gpu;
	u64 bytes;
	u64 file;
};

/* What freed objects had been charged: per GPU, and on every GPU. */
struct gs_refund {
	u64 gpu[GS_MAX_GPUS];
	u64 all;
};

/* Records @o, replacing an object of the same handle. */
void gs_objs_add(const struct gs_obj *o);

/* The GPU of (@client, @handle), or GS_GPU_NONE. */
int gs_objs_gpu(u32 client, u32 handle);

/* Forgets (@client, @handle) and its subtree, adding their charges to @r. */
void gs_objs_free(u32 client, u32 handle, struct gs_refund *r);

/* Forgets the clients made through open file @file, as above. */
void gs_objs_free_file(u64 file, struct gs_refund *r);

/* In a child after fork(): the objects are the parent's. */
void gs_objs_forked(void);

#endif /* _GS_PRELOAD_OBJECTS_H */
