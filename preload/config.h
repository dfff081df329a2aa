/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user-space engine's configuration, from the environment and an
 * optional file (docs/preload.md): the slice, its memory limit and compute
 * settings on each GPU, the compute controller's period, the directory of
 * the shared ledgers and the trace file.
 */
#ifndef _GS_PRELOAD_CONFIG_H
#define _GS_PRELOAD_CONFIG_H

#include <limits.h>
#include <stdbool.h>

#include "compute.h"
#include "gpu_limits.h"
#include "gs_types.h"

/* The ledgers' directory when GPUSLICE_LEDGER_DIR does not name one */
#define GS_DEFAULT_LEDGER_DIR	"/dev/shm"

/* GPUSLICE_COMPUTE_PERIOD_MS: its default and bounds */
#define GS_PERIOD_MS_DEFAULT	100
#define GS_PERIOD_MS_MIN	10
#define GS_PERIOD_MS_MAX	1000

/**
 * struct gs_config - what the library is to do
 * @slice: the slice's name; empty: no slice, nothing is charged
 * @gpus: bit N set: GPU N has a limit; at most GS_SLICE_MAX_GPUS bits
 * @limit: bytes per GPU, by its minor: this engine names a slice's GPUs as
 *	the host does, so its per-GPU state has room for every minor
 *	(GS_NV_MAX_GPUS), where the kernel engine, which numbers them
 *	0..N-1 for the container, keeps GS_SLICE_MAX_GPUS
 * @compute: compute settings per GPU (gs_compute_default() where unset)
 * @period_ms: the compute controller's period
 * @ledger_dir: where the slice's ledger file lives
 * @trace: the trace file's path, "%p" already the pid; empty: none
 * @nv_version: the supported driver version whose table the calls are
 *	read with, whatever the driver says (GPUSLICE_NV_VERSION, an
 *	administrator's override: unsupported); empty: the driver's own
 * @error: why the configuration is unusable; empty when it is usable
 */
struct gs_config {
	char slice[64];
	u32 gpus;
	u64 limit[GS_NV_MAX_GPUS];
	struct gs_compute compute[GS_NV_MAX_GPUS];
	u32 period_ms;
	char ledger_dir[PATH_MAX];
	char trace[PATH_MAX];
	char nv_version[32];
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

/* The compute setting a GPUSLICE_COMPUTE_* variable gives per GPU */
enum gs_config_compute {
	GS_CONFIG_LIMIT,	/* percent, 1..100 */
	GS_CONFIG_REQUEST,	/* percent, 0..100 */
	GS_CONFIG_WEIGHT,	/* 1..1000 */
	GS_CONFIG_PRIORITY,	/* high or normal */
};

/*
 * Parses a GPUSLICE_COMPUTE_* value of setting @what (GPU:VALUE[,...],
 * a percent as "30" or "30%") into @c[GPU] for every GPU it names, whose
 * bits it sets in @gpus. Returns NULL or why it is wrong (in @err).
 */
const char *gs_config_parse_compute(enum gs_config_compute what,
				    const char *text, struct gs_compute *c,
				    u32 *gpus, char *err, size_t errlen);

#endif /* _GS_PRELOAD_CONFIG_H */
