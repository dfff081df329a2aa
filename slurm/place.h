/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the SPANK plugin reads and decides without Slurm or the module: the
 * counts in Slurm's GRES strings, the slices a node's GPUs already hold
 * (gpuslice list --json) and the GPU a job's share goes to. Pure functions,
 * unit tested on the host (tests/slurm/place_test.c).
 */
#ifndef GS_SLURM_PLACE_H
#define GS_SLURM_PLACE_H

#include <stdbool.h>

/* GPUs of one node the plugin places shares on (the module's own most). */
#define GS_NODE_MAX_GPUS 32

/* What the slices on one GPU hold: the sums of their settings there. */
struct gs_gpu_use {
	unsigned long long memory;	/* memory limits, bytes */
	unsigned int compute;		/* compute requests, percent */
};

/*
 * A job's share on one node, as Slurm recorded its allocation: bytes of
 * gres/gpumem and percent of one GPU's time of gres/gpucompute (and any
 * gres/gpu, which names the real devices).
 */
struct gs_share {
	unsigned long long memory;
	unsigned long long compute;
	unsigned long long gpus;	/* gres/gpu: whole GPUs, refused */
};

/*
 * The count of GRES @name in a job's per-node detail string as slurmctld
 * records it ("gpumem(CNT:8589934592),gpucompute(CNT:30)", or for GRES
 * with files "gpu:2(IDX:0-1)"); 0 when the job has none. False when the
 * string names @name in a form it cannot read.
 */
bool gs_gres_detail_count(const char *detail, const char *name,
			  unsigned long long *count);

/*
 * The count of GRES @name configured on a node ("gpumem:16G,gpucompute:200",
 * types and socket lists allowed: "gpu:h100:2(S:0-1)"), summed over its
 * types, Slurm's suffixes K, M, G, T and P read as powers of 1024.
 */
bool gs_gres_config_count(const char *gres, const char *name,
			  unsigned long long *count);

/* The "gpus" of gpuslice status --json. */
bool gs_status_gpus(const char *json, unsigned int *gpus);

/*
 * Adds what each slice of gpuslice list --json holds on each GPU to
 * @use[device], for devices below @gpus (all zero first). False for a
 * document it cannot read or a device number of @gpus or more.
 */
bool gs_list_use(const char *json, struct gs_gpu_use *use, unsigned int gpus);

/*
 * The GPU of @gpus (each with @memory bytes and @compute percent to share
 * out) where @share fits beside what @use says they hold, the one it
 * leaves the least memory free on (best fit, the lowest number on a tie);
 * -1 when none has room.
 */
int gs_place(const struct gs_gpu_use *use, unsigned int gpus,
	     unsigned long long memory, unsigned int compute,
	     const struct gs_share *share);

#endif /* GS_SLURM_PLACE_H */
