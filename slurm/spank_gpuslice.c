// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice's SPANK plugin: Slurm jobs on gpuslice slices (docs/slurm.md).
 *
 * A job asks for a share of a GPU in Slurm's own terms, GRES counted per
 * node: gres/gpumem (bytes) and gres/gpucompute (percent of one GPU's
 * time). Where Slurm runs it:
 *   - the job's prolog (job_script context, root) makes its slice,
 *     "slurm-<job id>", on one GPU of the node, sized from the allocation
 *     slurmctld recorded and labelled with the job's id, user and account,
 *     and its epilog deletes it however the job ended;
 *   - the job's extern step (PrologFlags=Contain, remote context) gives
 *     the job's mount namespace (job_container/tmpfs) a /dev where the
 *     slice's nodes are /dev/nvidia* and no real GPU's or other slice's
 *     node is (devview.c), which every step, the batch script and every
 *     login pam_slurm_adopt adopts into see;
 *   - each task (task_init_privileged, root) runs only in such a view,
 *     making one in a mount namespace of its own when the job has none;
 *   - slurmd starting (slurmd context) deletes the slices of jobs the node
 *     no longer runs.
 *
 * plugstack.conf arguments: gpuslice=PATH (the CLI, default
 * /usr/sbin/gpuslice), scontrol=PATH (default /usr/bin/scontrol),
 * basepath=DIR (job_container.conf's BasePath, default read from
 * /etc/slurm/job_container.conf), allow_high_priority (jobs may ask for
 * --gpuslice-priority=high).
 */

#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <slurm/slurm.h>
#include <slurm/spank.h>

#include "devview.h"
#include "job.h"

SPANK_PLUGIN(gpuslice, 1);

#define JOB_CONTAINER_CONF "/etc/slurm/job_container.conf"

enum gs_option {
	OPT_COMPUTE_LIMIT,
	OPT_WEIGHT,
	OPT_PRIORITY,
};

static struct gs_conf conf = {
	.cli = "/usr/sbin/gpuslice",
	.scontrol = "/usr/bin/scontrol",
};

static int check_option(int val, const char *arg, int remote);

static struct spank_option options[] = {
	{ "gpuslice-compute-limit", "PCT",
	  "cap the job's share of its GPU's time at PCT percent (its gres/gpucompute share to 100; default: the share)",
	  1, OPT_COMPUTE_LIMIT, check_option },
	{ "gpuslice-weight", "N",
	  "weight of the job on its GPU beyond its share (1 to 1000; default 100)",
	  1, OPT_WEIGHT, check_option },
	{ "gpuslice-priority", "high|normal",
	  "compute priority class of the job on its GPU (default normal)",
	  1, OPT_PRIORITY, check_option },
	SPANK_OPTIONS_TABLE_END
};

/* A whole number from @lo to @hi; -1 otherwise. */
static long number(const char *arg, long lo, long hi)
{
	char *end;
	long v;

	if (!arg || !*arg)
		return -1;
	errno = 0;
	v = strtol(arg, &end, 10);
	if (errno || *end || v < lo || v > hi)
		return -1;
	return v;
}

/* Reads option @val's argument into @opts; -1 with a message if bad. */
static int read_option(int val, const char *arg, struct gs_job_opts *opts)
{
	long v;

	switch (val) {
	case OPT_COMPUTE_LIMIT:
		v = number(arg, 1, 100);
		if (v < 0) {
			slurm_error("gpuslice: --gpuslice-compute-limit=%s: a whole percentage from 1 to 100",
				    arg);
			return -1;
		}
		opts->compute_limit = v;
		return 0;
	case OPT_WEIGHT:
		v = number(arg, 1, 1000);
		if (v < 0) {
			slurm_error("gpuslice: --gpuslice-weight=%s: a whole number from 1 to 1000",
				    arg);
			return -1;
		}
		opts->weight = v;
		return 0;
	case OPT_PRIORITY:
		if (arg && !strcmp(arg, "normal")) {
			opts->high = false;
			return 0;
		}
		if (arg && !strcmp(arg, "high")) {
			if (!conf.allow_high) {
				slurm_error("gpuslice: --gpuslice-priority=high is not allowed on this cluster");
				return -1;
			}
			opts->high = true;
			return 0;
		}
		slurm_error("gpuslice: --gpuslice-priority=%s: high or normal",
			    arg);
		return -1;
	}
	return -1;
}

/* sbatch, salloc and srun refuse a bad option before the job is made. */
static int check_option(int val, const char *arg, int remote)
{
	struct gs_job_opts opts = { 0 };

	(void)remote;
	return read_option(val, arg, &opts);
}

/* The options the job was given (job_script and remote contexts). */
static int job_options(spank_t sp, struct gs_job_opts *opts)
{
	struct spank_option *opt;
	char *arg;

	memset(opts, 0, sizeof(*opts));
	for (opt = options; opt->name; opt++) {
		if (spank_option_getopt(sp, opt, &arg) != ESPANK_SUCCESS)
			continue;
		if (read_option(opt->val, arg, opts))
			return -1;
	}
	return 0;
}

static void copy_arg(char *dst, size_t len, const char *arg)
{
	snprintf(dst, len, "%s", arg);
}

/* job_container.conf's BasePath, unless plugstack.conf gave one. */
static void read_basepath(void)
{
	char line[512], *p, *end;
	FILE *f;

	if (conf.basepath[0])
		return;
	f = fopen(JOB_CONTAINER_CONF, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		if (line[strspn(line, " \t")] == '#')
			continue;
		p = strcasestr(line, "BasePath=");
		if (!p || (p > line && p[-1] != ' ' && p[-1] != '\t'))
			continue;
		p += strlen("BasePath=");
		end = p + strcspn(p, " \t\r\n");
		*end = '\0';
		copy_arg(conf.basepath, sizeof(conf.basepath), p);
		break;
	}
	fclose(f);
}

static int read_args(int ac, char **av)
{
	int i;

	for (i = 0; i < ac; i++) {
		if (!strncmp(av[i], "gpuslice=", 9)) {
			copy_arg(conf.cli, sizeof(conf.cli), av[i] + 9);
		} else if (!strncmp(av[i], "scontrol=", 9)) {
			copy_arg(conf.scontrol, sizeof(conf.scontrol),
				 av[i] + 9);
		} else if (!strncmp(av[i], "basepath=", 9)) {
			copy_arg(conf.basepath, sizeof(conf.basepath),
				 av[i] + 9);
		} else if (!strcmp(av[i], "allow_high_priority")) {
			conf.allow_high = true;
		} else {
			slurm_error("gpuslice: unknown plugstack.conf argument '%s'",
				    av[i]);
			return -1;
		}
	}
	return 0;
}

/* This node's name in Slurm (slurmd context): its short host name. */
static void short_hostname(char *name, size_t len)
{
	if (gethostname(name, len))
		snprintf(name, len, "localhost");
	name[len - 1] = '\0';
	name[strcspn(name, ".")] = '\0';
}

int slurm_spank_init(spank_t sp, int ac, char **av)
{
	char node[256];
	spank_context_t ctx = spank_context();
	struct spank_option *opt;

	if (read_args(ac, av))
		return -1;
	if (ctx == S_CTX_SLURMD) {
		short_hostname(node, sizeof(node));
		gs_node_cleanup(&conf, node);
		return 0;
	}
	for (opt = options; opt->name; opt++)
		if (spank_option_register(sp, opt) != ESPANK_SUCCESS)
			return -1;
	return 0;
}

/* The slice whose nodes job @job_id's view holds; NULL for none. */
static const char *job_view_slice(uint32_t job_id, char *slice, size_t len)
{
	char path[PATH_MAX];

	gs_job_slice(job_id, slice, len);
	snprintf(path, sizeof(path), "/dev/gpuslice/%s", slice);
	return access(path, F_OK) ? NULL : slice;
}

/*
 * The extern step, which starts before every other of the job's steps
 * and processes: the view in the job's mount namespace.
 */
int slurm_spank_init_post_opt(spank_t sp, int ac, char **av)
{
	char slice[32], ns[PATH_MAX], why[512], node[256];
	uint32_t job_id, step_id;

	(void)ac;
	(void)av;
	if (!spank_remote(sp))
		return 0;
	if (spank_get_item(sp, S_JOB_ID, &job_id) != ESPANK_SUCCESS ||
	    spank_get_item(sp, S_JOB_STEPID, &step_id) != ESPANK_SUCCESS)
		return -1;
	if (step_id != SLURM_EXTERN_CONT)
		return 0;
	read_basepath();
	if (!conf.basepath[0]) {
		slurm_error("gpuslice: job %u: no job_container/tmpfs BasePath (job_container.conf or basepath=): the job's processes get a view each",
			    job_id);
		return 0;
	}
	/* job_container/tmpfs keeps each node's namespaces under its name */
	if (spank_getenv(sp, "SLURMD_NODENAME", node, sizeof(node)) !=
	    ESPANK_SUCCESS)
		short_hostname(node, sizeof(node));
	snprintf(ns, sizeof(ns), "%s/%s/%u/.ns", conf.basepath, node, job_id);
	if (gs_view_build_in(ns, job_view_slice(job_id, slice, sizeof(slice)),
			     why, sizeof(why))) {
		slurm_error("gpuslice: job %u: %s", job_id, why);
		return -1;
	}
	return 0;
}

/*
 * Every task, as root, after it joined the job's namespace and before it
 * runs the job's program: in the job's view, or in one of its own.
 */
int slurm_spank_task_init_privileged(spank_t sp, int ac, char **av)
{
	char slice[32], why[512];
	const char *want;
	uint32_t job_id;
	int in_view;

	(void)ac;
	(void)av;
	if (spank_get_item(sp, S_JOB_ID, &job_id) != ESPANK_SUCCESS)
		return -1;
	if (gs_job_refusal(job_id, why, sizeof(why))) {
		slurm_error("%s", why);
		fprintf(stderr, "%s\n", why);
		return -1;
	}
	gs_job_slice(job_id, slice, sizeof(slice));
	/* the job's own view holds its slice, or none */
	in_view = gs_view_is(slice);
	if (in_view < 0)
		in_view = gs_view_is(NULL);
	if (in_view > 0)
		return 0;
	if (in_view < 0) {
		slurm_error("gpuslice: job %u: its /dev is another job's view",
			    job_id);
		return -1;
	}
	want = job_view_slice(job_id, slice, sizeof(slice));
	why[0] = '\0';
	if (unshare(CLONE_NEWNS) || gs_view_build(want, why, sizeof(why))) {
		if (!why[0])
			snprintf(why, sizeof(why), "unshare: %s",
				 strerror(errno));
		slurm_error("gpuslice: job %u: %s", job_id, why);
		return -1;
	}
	return 0;
}

/* The node name the prolog and epilog run for. */
static const char *script_node(void)
{
	return getenv("SLURMD_NODENAME");
}

int slurm_spank_job_prolog(spank_t sp, int ac, char **av)
{
	/*
	 * slurmd puts the job's user (as slurmctld sent it) and account
	 * (the job's credential's) in the prolog's environment: nobody is
	 * asked for them here
	 */
	struct gs_job_owner owner = {
		.user = getenv("SLURM_JOB_USER"),
		.account = getenv("SLURM_JOB_ACCOUNT"),
	};
	struct gs_job_opts opts;
	const char *node = script_node();
	uint32_t job_id;

	/* job_script context calls no slurm_spank_init: the arguments here */
	if (read_args(ac, av) || !node ||
	    spank_get_item(sp, S_JOB_ID, &job_id) != ESPANK_SUCCESS)
		return -1;
	if (job_options(sp, &opts))
		return gs_job_refuse(job_id, node, "bad --gpuslice-* option");
	return gs_job_start(&conf, job_id, node, &opts, &owner);
}

int slurm_spank_job_epilog(spank_t sp, int ac, char **av)
{
	const char *node = script_node();
	uint32_t job_id;

	if (read_args(ac, av) || !node ||
	    spank_get_item(sp, S_JOB_ID, &job_id) != ESPANK_SUCCESS)
		return -1;
	return gs_job_end(&conf, job_id, node);
}
