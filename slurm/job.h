/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A job's slice on one node: made at the job's prolog from its allocation,
 * deleted at its epilog, and those of jobs the node no longer runs deleted
 * when slurmd starts.
 */
#ifndef GS_SLURM_JOB_H
#define GS_SLURM_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The plugin's configuration (plugstack.conf arguments). */
struct gs_conf {
	char cli[256];		/* the gpuslice CLI */
	char scontrol[256];	/* Slurm's scontrol */
	char basepath[256];	/* job_container/tmpfs's BasePath */
	bool allow_high;	/* may jobs ask for the high priority class */
};

/* What a job asked of its slice beyond its GRES (--gpuslice-*). */
struct gs_job_opts {
	unsigned int compute_limit;	/* percent; 0: the job's share */
	unsigned int weight;		/* 0: the module's default */
	bool high;			/* the high priority class */
};

/*
 * Whose a job is, for its slice's labels: what slurmd gives its prolog
 * (SLURM_JOB_USER, SLURM_JOB_ACCOUNT); NULL where it gives nothing.
 */
struct gs_job_owner {
	const char *user;
	const char *account;
};

/* The slice of job @job_id: "slurm-<job_id>" (at least 24 bytes). */
void gs_job_slice(uint32_t job_id, char *name, size_t len);

/*
 * Makes job @job_id's slice on @node from its allocation there (none for
 * a job without gres/gpumem), labelled job_id and, from @owner, user and
 * account. Returns 0, or -1 having drained @node with a reason that says
 * why.
 */
int gs_job_start(const struct gs_conf *conf, uint32_t job_id,
		 const char *node, const struct gs_job_opts *opts,
		 const struct gs_job_owner *owner);

/*
 * Refuses job @job_id's share on @node: its tasks will fail saying
 * @reason. Returns 0, or -1 having drained @node when that cannot be
 * recorded.
 */
int gs_job_refuse(uint32_t job_id, const char *node, const char *reason);

/*
 * Whether job @job_id's share was refused on this node: 1 with the
 * reason in @why, else 0.
 */
int gs_job_refusal(uint32_t job_id, char *why, size_t len);

/*
 * Deletes job @job_id's slice, if it has one, revoking what its
 * processes still hold. Returns 0, or -1 having drained @node.
 */
int gs_job_end(const struct gs_conf *conf, uint32_t job_id,
	       const char *node);

/*
 * Deletes the slices of jobs that have no step on this node (slurmd
 * starting: their epilog never ran); those of running jobs are left alone.
 * @node, this node, is drained when one cannot be deleted.
 */
void gs_node_cleanup(const struct gs_conf *conf, const char *node);

#endif /* GS_SLURM_JOB_H */
