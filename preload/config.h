/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user-space engine's configuration, from the environment and an
 * optional file (docs/preload.md): the slice, its limit on each GPU, the
 * directory of the shared ledgers and the trace file.
 */
#ifndef _GS_PRELOAD_CONFIG_H
#define _GS_PRELOAD_CONFIG_H

#include <limits.h>
#include <stdbool.h>

#include "gs_types.h"

/* GPUs a limit can name: RM device instances 0..31 (NV_MAX_DEVICES) */
#define GS_MAX_GPUS	32

/* The ledgers' directory when GPUSLICE_LEDGER_DIR does not name one */
#define GS_DEFAULT_LEDGER_DIR	"/dev/shm"

/**
 * struct gs_config - what the library is to do
 * @slice: the slice's name; empty: no slice, nothing is charged
 * @gpus: bit N set: GPU N has a limit
 * @limit: bytes per GPU
 * @ledger_dir: where the slice's ledger file lives
 * @trace: the trace file's path, "%p" already the pid; empty: none
 * @error: why the configuration is unusable; empty when it is usable
 */
struct gs_config {
	char slice[64];
	u32 gpus;
	u64 limit[GS_MAX_GPUS];
	char ledger_dir[PATH_MAX];
	char trace[PATH_MAX];
	char error[512];
};

/*
 * Reads the configuration for process @pid. A bad one leaves @c->error
 * set; the caller says so and refuses the driver's nodes.
 */
void gs_config_load(struct gs_config *c, int pid);

/* Whether @c names a slice (and is usable). */
static inline bool gs_config_slice(const struct gs_config *c)
{
	return c->slice[0] && !c->error[0];
}

/*
 * Parses a GPUSLICE_LIMITS value into @gpus and @limit. Returns NULL or
 * why it is wrong (written into @err, @errlen bytes).
 */
const char *gs_config_parse_limits(const char *text, u32 *gpus, u64 *limit,
				   char *err, size_t errlen);

#endif /* _GS_PRELOAD_CONFIG_H */
