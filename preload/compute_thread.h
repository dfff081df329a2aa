/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user-space engine's compute mechanism (docs/preload.md, "Compute"):
 * a thread of the process's own, started when it first has a channel on
 * a GPU of its slice, that follows the plans of each such GPU's scheduler
 * segment (sched_shm.h) for its own channels: FIFO_DISABLE_CHANNELS at
 * each of its slice's steps, through the ctl files their clients were
 * made on. On the GPU it leads, it also runs the controller and feeds it
 * RM's utilization samples.
 */
#ifndef _GS_PRELOAD_COMPUTE_THREAD_H
#define _GS_PRELOAD_COMPUTE_THREAD_H

#include <stdbool.h>
#include <stddef.h>

#include "config.h"

/*
 * Registers this process's slice (@c) on each GPU it has a memory limit
 * on. Returns 0, or a negative errno with @err saying why the devices are
 * refused: the slice is in use with other compute settings, or its
 * request does not fit. A segment that cannot be used only leaves that
 * GPU's channels alone, which is said once on stderr.
 */
int gs_compute_attach(const struct gs_config *c, char *err, size_t errlen);

/* Whether gs_compute_attach() succeeded. */
bool gs_compute_attached(void);

/*
 * A channel was made or scheduled on @gpu: the thread starts if need be.
 * Channels are controlled once the program scheduled them (their TSG);
 * one scheduled while the GPU's channels are disabled is disabled at once.
 */
void gs_compute_channel(int gpu);

/* In a child after fork(): no thread, no channels. */
void gs_compute_forked(void);

#endif /* _GS_PRELOAD_COMPUTE_THREAD_H */
