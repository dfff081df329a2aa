/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The RM objects this process made, as far as charging and the compute
 * controller need them: each by (client, handle), with its parent, what
 * it is (its class's role), the GPU it is on and the bytes it was charged,
 * and each client with the open file it was made through. RM frees an
 * object's subtree with it, a client's objects with the client, and a
 * file's clients when the file's last fd closes; so does this table,
 * handing back what the freed objects were charged, and telling the
 * slice's table of framebuffer handles (shm_ledger.h) which of its
 * handles went, which charges their blocks. The channels among them are
 * what the compute thread disables and enables.
 *
 * The table is the core's (core/obj_table.h). Of an object, @gpu is its
 * GPU's minor (gpus.c), GS_GPU_ALL when it was charged on every GPU of the
 * slice, GS_GPU_NONE when none is known; @bytes what it was charged, @kept
 * of it for the framebuffer RM keeps for itself (a block of framebuffer is
 * charged through the slice's table of handles instead, and marked
 * GS_OBJ_FB); @owner, for a client, the open file it was made through
 * (gs_fd.file). GS_OBJ_SCHEDULED marks a TSG (or a channel outside one)
 * the program scheduled (GPFIFO_SCHEDULE with bEnable): until then its
 * channels are left alone, as RM has not finished setting them up;
 * GS_OBJ_DISABLED a channel the compute thread disabled and has not
 * enabled.
 */
#ifndef _GS_PRELOAD_OBJECTS_H
#define _GS_PRELOAD_OBJECTS_H

#include "config.h"
#include "gs_types.h"
#include "nv_fifo.h"
#include "obj_table.h"

/* A GPU not known: the object's parent was never seen */
#define GS_GPU_NONE	(-2)

/* What freed objects had been charged: per GPU, and on every GPU. */
struct gs_refund {
	u64 gpu[GS_NV_MAX_GPUS];
	u64 all;
};

/* Records @o, replacing an object of the same handle. */
void gs_objs_add(const struct gs_obj *o);

/* The GPU of (@client, @handle), or GS_GPU_NONE. */
int gs_objs_gpu(u32 client, u32 handle);

/*
 * What the objects on GPU @gpu (GS_GPU_ALL: charged on every GPU) were
 * charged for the framebuffer RM keeps for itself.
 */
u64 gs_objs_kept(int gpu);

/*
 * Forgets (@client, @handle) and its subtree, adding their charges to @r;
 * their framebuffer handles leave the slice's table. Returns false when
 * (@client, @handle) is no object of the table.
 */
bool gs_objs_free(u32 client, u32 handle, struct gs_refund *r);

/* Forgets the clients made through open file @file, as above. */
void gs_objs_free_file(u64 file, struct gs_refund *r);

/**
 * struct gs_chan_batch - channels of one client on one GPU, as many as
 * one FIFO_DISABLE_CHANNELS names
 * @client: their client
 * @subdevice: the client's subdevice on that GPU, which the control goes
 *	to; 0 when it has none (the channels cannot be controlled)
 * @file: the open file the client was made through (gs_fd.file)
 * @n: channels in @handle
 */
struct gs_chan_batch {
	u32 client;
	u32 subdevice;
	u64 file;
	unsigned int n;
	u32 handle[GS_NV_DISABLE_CHANNELS_MAX];
};

/*
 * The channels on @gpu to be enabled (@enable: those disabled) or
 * disabled (those enabled, once scheduled), in batches of one client's (at
 * most @max batches). Returns how many batches. gs_objs_mark() records
 * what a call achieved: a channel is never named for the state it is in,
 * as on the H100 a disable of disabled channels wedged the program
 * (docs/design.md, "Compute").
 */
unsigned int gs_objs_channels(int gpu, bool enable, struct gs_chan_batch *b,
			      unsigned int max);

/* The @b->n channels of batch @b are now disabled (@disabled) or not. */
void gs_objs_mark(const struct gs_chan_batch *b, bool disabled);

/* TSG (or channel) @handle of @client was scheduled. */
void gs_objs_set_scheduled(u32 client, u32 handle);

/* How many channels this process has on @gpu. */
unsigned int gs_objs_nr_channels(int gpu);

/*
 * A subdevice on @gpu: of client *@client, or of any client when *@client
 * is 0 (*@client then gets its client), with its client's file. Returns
 * false when there is none.
 */
bool gs_objs_subdevice(int gpu, u32 *client, u32 *subdevice, u64 *file);

/* In a child after fork(): the objects are the parent's. */
void gs_objs_forked(void);

#endif /* _GS_PRELOAD_OBJECTS_H */
