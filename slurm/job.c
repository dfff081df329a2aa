// SPDX-License-Identifier: GPL-2.0
/*
 * A job's slice on one node: see job.h.
 *
 * What fails the node and what fails the job: a slice that cannot be made
 * or deleted because the module, the CLI or slurmctld does not answer is
 * the node's fault, and the node is drained (a node whose gpuslice is
 * broken must not run jobs unfenced); a share no GPU of the node can hold
 * (more than one GPU's time, GPU time without GPU memory, or free memory
 * spread over several GPUs) is the job's, which is refused: its tasks fail
 * with the reason (refusal_path) and the node goes on.
 */

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#include <slurm/spank.h>

#include "job.h"
#include "place.h"
#include "run.h"
#include "slice_label.h"
#include "slurmapi.h"

#define SLICE_PREFIX "slurm-"
#define HOST_SLICES "/dev/gpuslice"
/* Refusals of jobs running on this node, one file each, named by job. */
#define REFUSALS "/run/gpuslice-slurm"
#define MIB (1ULL << 20)

void gs_job_slice(uint32_t job_id, char *name, size_t len)
{
	snprintf(name, len, SLICE_PREFIX "%u", job_id);
}

static bool slice_exists(const char *slice)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), HOST_SLICES "/%s", slice);
	return access(path, F_OK) == 0;
}

/* Runs the CLI with @args (NULL-terminated, after the program). */
static int cli(const struct gs_conf *conf, struct gs_output *o,
	       const char *const args[])
{
	char *argv[32];
	int i;

	argv[0] = (char *)conf->cli;
	for (i = 0; args[i] && i < 30; i++)
		argv[i + 1] = (char *)args[i];
	argv[i + 1] = NULL;
	return gs_run(argv, o);
}

static int drain(const char *node, uint32_t job_id, const char *fmt,
		 const char *detail)
{
	char reason[512], what[400];

	snprintf(what, sizeof(what), fmt, detail);
	snprintf(reason, sizeof(reason), "gpuslice: job %u: %s", job_id, what);
	gs_slurm_drain(node, reason);
	return -1;
}

int gs_job_refuse(uint32_t job_id, const char *node, const char *reason)
{
	char path[64];
	FILE *f;

	slurm_error("gpuslice: job %u refused on %s: %s", job_id, node,
		    reason);
	snprintf(path, sizeof(path), REFUSALS "/%u", job_id);
	if (mkdir(REFUSALS, 0755) && errno != EEXIST)
		return drain(node, job_id, "cannot record a refusal in %s",
			     REFUSALS);
	f = fopen(path, "we");
	if (!f || fprintf(f, "gpuslice: %s\n", reason) < 0 || fclose(f))
		return drain(node, job_id, "cannot record a refusal in %s",
			     path);
	return 0;
}

int gs_job_refusal(uint32_t job_id, char *why, size_t len)
{
	char path[PATH_MAX];
	FILE *f;

	snprintf(path, sizeof(path), REFUSALS "/%u", job_id);
	f = fopen(path, "re");
	if (!f)
		return 0;
	if (!fgets(why, len, f))
		snprintf(why, len, "gpuslice: the job's share was refused");
	why[strcspn(why, "\n")] = '\0';
	fclose(f);
	return 1;
}

/*
 * The node's placement lock, held (its fd) until closed: what the GPUs
 * hold is read and a slice made under it, so that prologs running at
 * once do not both take the room one GPU has. -1 having drained @node.
 */
static int place_lock(uint32_t job_id, const char *node)
{
	int fd;

	if (mkdir(REFUSALS, 0755) && errno != EEXIST)
		return drain(node, job_id, "cannot make %s", REFUSALS);
	fd = open(REFUSALS "/.place", O_CREAT | O_RDWR | O_CLOEXEC, 0600);
	if (fd < 0)
		return drain(node, job_id, "cannot open %s",
			     REFUSALS "/.place");
	while (flock(fd, LOCK_EX)) {
		if (errno != EINTR) {
			close(fd);
			return drain(node, job_id, "cannot lock %s",
				     REFUSALS "/.place");
		}
	}
	return fd;
}

/* Size @bytes as the CLI reads it, in MiB, rounded up to a whole one. */
static void mib_text(unsigned long long bytes, char *buf, size_t len)
{
	unsigned long long mib = bytes / MIB + (bytes % MIB != 0);

	snprintf(buf, len, "%lluMiB", mib ? mib : 1);
}

/*
 * What each GPU of this node holds now and how many it has; -1 with why
 * in @why when the module does not answer.
 */
static int node_use(const struct gs_conf *conf, struct gs_gpu_use *use,
		    unsigned int *gpus, char *why, size_t len)
{
	static const char *const status[] = { "status", "--json", NULL };
	static const char *const list[] = { "list", "--json", NULL };
	struct gs_output o;
	int rc;

	rc = cli(conf, &o, status);
	if (rc || !gs_status_gpus(o.out, gpus) || !*gpus) {
		snprintf(why, len, "gpuslice status: %s",
			 rc ? gs_output_why(&o, rc) : "no GPU");
		gs_output_free(&o);
		return -1;
	}
	gs_output_free(&o);
	rc = cli(conf, &o, list);
	if (rc || !gs_list_use(o.out, use, *gpus)) {
		snprintf(why, len, "gpuslice list: %s",
			 rc ? gs_output_why(&o, rc) : "unreadable");
		gs_output_free(&o);
		return -1;
	}
	gs_output_free(&o);
	return 0;
}

/* The job's share on one GPU of the node; 1 when refused, -1 drained. */
static int place(const struct gs_conf *conf, uint32_t job_id,
		 const char *node, const struct gs_share *share, int *gpu)
{
	struct gs_gpu_use use[GS_NODE_MAX_GPUS];
	unsigned long long memory, compute;
	char why[400], free_text[300];
	unsigned int gpus, g, per_compute;
	size_t n = 0;

	if (gs_slurm_node_capacity(node, &memory, &compute, why, sizeof(why)))
		return drain(node, job_id, "%s", why);
	if (node_use(conf, use, &gpus, why, sizeof(why)))
		return drain(node, job_id, "%s", why);
	/* the node's counts are its GPUs' together, shared out equally */
	per_compute = compute / gpus > 100 ? 100 : compute / gpus;
	*gpu = gs_place(use, gpus, memory / gpus, per_compute, share);
	if (*gpu >= 0)
		return 0;
	for (g = 0; g < gpus && n < sizeof(free_text); g++)
		n += snprintf(free_text + n, sizeof(free_text) - n,
			      "%sgpu%u %llu MiB %u%%", g ? ", " : "", g,
			      (memory / gpus - use[g].memory) / MIB,
			      per_compute - use[g].compute);
	snprintf(why, sizeof(why),
		 "no GPU of %s has room for %llu MiB and %llu%% of its time (free: %s)",
		 node, share->memory / MIB, share->compute, free_text);
	return gs_job_refuse(job_id, node, why) ? -1 : 1;
}

/*
 * "@key=@value" in @buf, for a label of job @job_id's slice: NULL when
 * Slurm gave no @value, or one the label rule refuses, which is logged
 * and left out rather than failing the job's slice.
 */
static const char *owner_label(uint32_t job_id, const char *key,
			       const char *value, char *buf, size_t len)
{
	enum gs_label_error err;

	if (!value || !*value)
		return NULL;
	if ((size_t)snprintf(buf, len, "%s=%s", key, value) >= len)
		err = GS_LABEL_LONG_VALUE;
	else
		err = gs_slice_label_check(buf);
	if (err) {
		slurm_info("gpuslice: job %u: no %s label: %s", job_id, key,
			   gs_label_error_message(err));
		return NULL;
	}
	return buf;
}

int gs_job_start(const struct gs_conf *conf, uint32_t job_id,
		 const char *node, const struct gs_job_opts *opts,
		 const struct gs_job_owner *owner)
{
	char slice[32], gpu_text[16], mem[32], request[16], limit[16];
	char weight[16], why[400], job_label[32], user[256], account[256];
	const char *args[28], *label;
	struct gs_share share;
	struct gs_output o;
	unsigned int lim;
	int gpu, rc, lock, n = 0;

	gs_job_slice(job_id, slice, sizeof(slice));
	if (gs_slurm_job_share(job_id, node, &share, why, sizeof(why)))
		return drain(node, job_id, "%s", why);
	if (share.gpus)
		return gs_job_refuse(job_id, node,
				     "gres/gpu names the real GPUs, which no job of a gpuslice node gets: a whole GPU is gpumem:<its memory>,gpucompute:100");
	if (!share.memory && !share.compute)
		return 0;
	if (!share.memory)
		return gs_job_refuse(job_id, node,
			      "gres/gpucompute needs gres/gpumem beside it: a share of a GPU's time is of a GPU the job holds memory on");
	if (share.compute > 100)
		return gs_job_refuse(job_id, node,
			      "gres/gpucompute is a share of one GPU's time: at most 100 per node");
	/* a share caps at itself; no share of time caps at nothing */
	lim = opts->compute_limit ? opts->compute_limit :
	      share.compute ? share.compute : 100;
	if (lim < share.compute || !lim) {
		snprintf(why, sizeof(why),
			 "--gpuslice-compute-limit=%u is below the job's gpucompute share (%llu)",
			 lim, share.compute);
		return gs_job_refuse(job_id, node, why);
	}

	/* jobs starting at once place one at a time */
	lock = place_lock(job_id, node);
	if (lock < 0)
		return -1;
	rc = place(conf, job_id, node, &share, &gpu);
	if (rc) {
		close(lock);
		return rc < 0 ? -1 : 0;
	}

	/* a slice a crashed run of this job left behind goes first */
	if (slice_exists(slice) && gs_job_end(conf, job_id, node)) {
		close(lock);
		return -1;
	}

	snprintf(gpu_text, sizeof(gpu_text), "%d", gpu);
	mib_text(share.memory, mem, sizeof(mem));
	snprintf(request, sizeof(request), "%llu", share.compute);
	snprintf(limit, sizeof(limit), "%u", lim);
	args[n++] = "create";
	args[n++] = slice;
	args[n++] = "--gpu";
	args[n++] = gpu_text;
	args[n++] = "--memory";
	args[n++] = mem;
	args[n++] = "--compute-request";
	args[n++] = request;
	args[n++] = "--compute-limit";
	args[n++] = limit;
	if (opts->weight) {
		snprintf(weight, sizeof(weight), "%u", opts->weight);
		args[n++] = "--weight";
		args[n++] = weight;
	}
	if (opts->high) {
		args[n++] = "--priority";
		args[n++] = "high";
	}
	/* gpuslice list and metrics name the job */
	snprintf(job_label, sizeof(job_label), "job_id=%u", job_id);
	args[n++] = "--label";
	args[n++] = job_label;
	label = owner_label(job_id, "user", owner->user, user, sizeof(user));
	if (label) {
		args[n++] = "--label";
		args[n++] = label;
	}
	label = owner_label(job_id, "account", owner->account, account,
			    sizeof(account));
	if (label) {
		args[n++] = "--label";
		args[n++] = label;
	}
	args[n++] = "--json";
	args[n] = NULL;
	rc = cli(conf, &o, args);
	close(lock);
	if (rc) {
		snprintf(why, sizeof(why), "gpuslice create %s: %s", slice,
			 gs_output_why(&o, rc));
		gs_output_free(&o);
		return drain(node, job_id, "%s", why);
	}
	gs_output_free(&o);
	slurm_info("gpuslice: job %u: slice %s on GPU %d: %s, compute %s%% (limit %s%%)",
		   job_id, slice, gpu, mem, request, limit);
	return 0;
}

int gs_job_end(const struct gs_conf *conf, uint32_t job_id,
	       const char *node)
{
	char slice[32], path[PATH_MAX], why[400];
	const char *args[4];
	struct gs_output o;
	int rc;

	gs_job_slice(job_id, slice, sizeof(slice));
	args[0] = "delete";
	args[1] = slice;
	args[2] = "--force";
	args[3] = NULL;
	snprintf(path, sizeof(path), REFUSALS "/%u", job_id);
	unlink(path);
	if (!slice_exists(slice))
		return 0;
	rc = cli(conf, &o, args);
	if (rc) {
		snprintf(why, sizeof(why), "gpuslice delete %s: %s", slice,
			 gs_output_why(&o, rc));
		gs_output_free(&o);
		return drain(node, job_id, "%s", why);
	}
	gs_output_free(&o);
	slurm_info("gpuslice: job %u: slice %s deleted", job_id, slice);
	return 0;
}

/* Whether @line of scontrol listpids names job @job_id. */
static bool lists_job(const char *line, uint32_t job_id)
{
	unsigned long pid, job;

	return sscanf(line, "%lu %lu", &pid, &job) == 2 && job == job_id;
}

void gs_node_cleanup(const struct gs_conf *conf, const char *node)
{
	char *argv[3], slice[32], *line, *end, *next;
	const char *name;
	struct gs_output o;
	struct dirent *e;
	bool running;
	int rc;
	uint32_t job;
	DIR *d;

	argv[0] = (char *)conf->scontrol;
	argv[1] = "listpids";
	argv[2] = NULL;
	d = opendir(HOST_SLICES);
	if (!d)
		return;
	/*
	 * The jobs with a step here: each has its extern step's process. A
	 * step that died leaves its socket, which scontrol cannot reach and
	 * says so (exit 1): the list it printed is still whole, and without
	 * its header nothing is trusted.
	 */
	rc = gs_run(argv, &o);
	if (rc < 0 || strncmp(o.out, "PID", 3)) {
		slurm_error("gpuslice: scontrol listpids: %s: no slice removed",
			    gs_output_why(&o, rc));
		gs_output_free(&o);
		closedir(d);
		return;
	}
	while ((e = readdir(d))) {
		name = e->d_name;
		if (strncmp(name, SLICE_PREFIX, strlen(SLICE_PREFIX)) ||
		    !isdigit((unsigned char)name[strlen(SLICE_PREFIX)]))
			continue;
		job = strtoul(name + strlen(SLICE_PREFIX), &end, 10);
		gs_job_slice(job, slice, sizeof(slice));
		if (*end || strcmp(slice, name))
			continue;
		running = false;
		for (line = o.out; line && *line && !running; line = next) {
			next = strchr(line, '\n');
			if (next)
				next++;
			running = lists_job(line, job);
		}
		if (running)
			continue;
		slurm_info("gpuslice: job %u runs no more on this node: deleting its slice",
			   job);
		gs_job_end(conf, job, node);
	}
	gs_output_free(&o);
	closedir(d);
}
