/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the plugin asks slurmctld: a job's allocation on this node, this
 * node's configured GRES, and draining this node. Only in processes that
 * carry Slurm's API (slurmstepd, slurmd): the plugin does not link libslurm
 * itself, it uses theirs.
 */
#ifndef GS_SLURM_SLURMAPI_H
#define GS_SLURM_SLURMAPI_H

#include <stddef.h>
#include <stdint.h>

#include "place.h"

/*
 * Job @job_id's gres/gpumem and gres/gpucompute on node @node, as
 * slurmctld recorded the allocation. Returns 0, or -1 with why in @why.
 */
int gs_slurm_job_share(uint32_t job_id, const char *node,
		       struct gs_share *share, char *why, size_t len);

/*
 * Node @node's configured gres/gpumem (bytes) and gres/gpucompute
 * (percent) in all. Returns 0, or -1 with why in @why.
 */
int gs_slurm_node_capacity(const char *node, unsigned long long *memory,
			   unsigned long long *compute, char *why, size_t len);

/* Drains @node, saying @reason; logs a failure. */
void gs_slurm_drain(const char *node, const char *reason);

#endif /* GS_SLURM_SLURMAPI_H */
