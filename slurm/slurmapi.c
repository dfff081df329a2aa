// SPDX-License-Identifier: GPL-2.0
/*
 * What the plugin asks slurmctld: see slurmapi.h.
 */

#include <stdio.h>
#include <string.h>

#include <slurm/slurm.h>
#include <slurm/spank.h>

#include "slurmapi.h"

static int api_failed(char *why, size_t len, const char *what)
{
	snprintf(why, len, "%s: %s", what, slurm_strerror(slurm_get_errno()));
	return -1;
}

int gs_slurm_job_share(uint32_t job_id, const char *node,
		       struct gs_share *share, char *why, size_t len)
{
	job_info_msg_t *msg = NULL;
	const char *detail = NULL;
	slurm_job_info_t *job = NULL;
	hostlist_t nodes;
	uint32_t i;
	int at = -1;

	if (slurm_load_job(&msg, job_id, SHOW_DETAIL))
		return api_failed(why, len, "cannot load the job from slurmctld");
	for (i = 0; i < msg->record_count; i++)
		if (msg->job_array[i].job_id == job_id)
			job = &msg->job_array[i];
	if (job && job->nodes) {
		nodes = slurm_hostlist_create(job->nodes);
		if (nodes) {
			at = slurm_hostlist_find(nodes, node);
			slurm_hostlist_destroy(nodes);
		}
	}
	if (at < 0) {
		snprintf(why, len, "slurmctld does not place job %u on %s",
			 job_id, node);
		slurm_free_job_info_msg(msg);
		return -1;
	}
	if ((uint32_t)at < job->gres_detail_cnt)
		detail = job->gres_detail_str[at];
	if (!gs_gres_detail_count(detail, "gpumem", &share->memory) ||
	    !gs_gres_detail_count(detail, "gpucompute", &share->compute) ||
	    !gs_gres_detail_count(detail, "gpu", &share->gpus)) {
		snprintf(why, len, "unreadable GRES of job %u on %s: %s",
			 job_id, node, detail);
		slurm_free_job_info_msg(msg);
		return -1;
	}
	slurm_free_job_info_msg(msg);
	return 0;
}

int gs_slurm_node_capacity(const char *node, unsigned long long *memory,
			   unsigned long long *compute, char *why, size_t len)
{
	node_info_msg_t *msg = NULL;
	const char *gres;

	if (slurm_load_node_single(&msg, (char *)node, SHOW_ALL))
		return api_failed(why, len, "cannot load the node from slurmctld");
	if (msg->record_count < 1) {
		snprintf(why, len, "slurmctld knows no node %s", node);
		slurm_free_node_info_msg(msg);
		return -1;
	}
	gres = msg->node_array[0].gres;
	if (!gs_gres_config_count(gres, "gpumem", memory) ||
	    !gs_gres_config_count(gres, "gpucompute", compute)) {
		snprintf(why, len, "unreadable GRES of node %s: %s", node,
			 gres);
		slurm_free_node_info_msg(msg);
		return -1;
	}
	slurm_free_node_info_msg(msg);
	return 0;
}

void gs_slurm_drain(const char *node, const char *reason)
{
	update_node_msg_t msg;

	slurm_init_update_node_msg(&msg);
	msg.node_names = (char *)node;
	msg.node_state = NODE_STATE_DRAIN;
	msg.reason = (char *)reason;
	msg.reason_uid = 0;
	slurm_error("gpuslice: draining %s: %s", node, reason);
	if (slurm_update_node(&msg))
		slurm_error("gpuslice: cannot drain %s: %s", node,
			    slurm_strerror(slurm_get_errno()));
}
