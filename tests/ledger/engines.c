// SPDX-License-Identifier: GPL-2.0
/*
 * The accounts the differential test compares: nvsim's own (GET_PID_INFO
 * through a client of nvsim's nodes, outside every slice, and its debugfs
 * framebuffer counters), the kernel engine's ledger (GET_SLICE, with each
 * process's memory) and the user-space engine's shared ledger (its members,
 * read as gpuslice-ledger reads them).
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "genl.h"
#include "ledger_diff.h"
#include "nvrm.h"
#include "shm_ledger.h"

/*
 * A client of nvsim's nodes with a subdevice on each GPU, to ask, and
 * nvsim's debugfs framebuffer file, read again from its start each time.
 */
struct diff_nvsim {
	int ctl;
	int gpu[DIFF_GPUS];
	uint32_t client[DIFF_GPUS];
	FILE *fb;
};

struct diff_nvsim *diff_nvsim_open(void)
{
	struct diff_nvsim *n = calloc(1, sizeof(*n));
	unsigned int g;

	if (!n)
		return NULL;
	for (g = 0; g < DIFF_GPUS; g++)
		n->gpu[g] = -1;
	n->ctl = nvrm_open_ctl();
	n->fb = fopen("/sys/kernel/debug/nvsim/fb", "r");
	for (g = 0; g < DIFF_GPUS; g++) {
		char name[16];

		snprintf(name, sizeof(name), "nvidia%u", g);
		n->gpu[g] = nvrm_open("/dev", name);
		if (n->ctl < 0 || !n->fb ||
		    nvrm_setup_client_on(n->ctl, n->gpu[g], g,
					 &n->client[g])) {
			diff_nvsim_close(n);
			return NULL;
		}
	}
	return n;
}

void diff_nvsim_close(struct diff_nvsim *n)
{
	unsigned int g;

	if (!n)
		return;
	for (g = 0; g < DIFF_GPUS; g++)
		if (n->gpu[g] >= 0)
			close(n->gpu[g]);
	if (n->ctl >= 0)
		close(n->ctl);
	if (n->fb)
		fclose(n->fb);
	free(n);
}

int diff_nvsim_pid_info(struct diff_nvsim *n, const pid_t *pids,
			unsigned int npids, struct rm_count c[][DIFF_GPUS])
{
	struct nvrm_pid_mem m[NVRM_PID_INFO_MAX];
	uint32_t p[NVRM_PID_INFO_MAX];
	unsigned int g, i;

	if (npids > NVRM_PID_INFO_MAX)
		return -1;
	for (i = 0; i < npids; i++)
		p[i] = pids[i];
	for (g = 0; g < DIFF_GPUS; g++) {
		if (nvrm_pid_mem(n->ctl, n->client[g], p, npids, m))
			return -1;
		for (i = 0; i < npids; i++) {
			memset(&c[i][g], 0, sizeof(c[i][g]));
			/* a pid no process has (0, or gone): nothing */
			if (!pids[i])
				continue;
			if (m[i].result)
				return -1;
			c[i][g].priv = m[i].priv;
			c[i][g].owned = m[i].owned;
			c[i][g].duped = m[i].duped;
		}
	}
	return 0;
}

int diff_nvsim_fb(struct diff_nvsim *n, uint64_t used[DIFF_GPUS],
		  uint64_t hidden[DIFF_GPUS])
{
	unsigned long long total, u, h, free, uvm;
	unsigned int g, seen = 0;

	rewind(n->fb);
	while (fscanf(n->fb, "gpu %u total %llu used %llu hidden %llu free %llu uvm %llu\n",
		      &g, &total, &u, &h, &free, &uvm) == 6) {
		if (g >= DIFF_GPUS)
			continue;
		used[g] = u;
		hidden[g] = h;
		seen |= 1u << g;
	}
	return seen == (1u << DIFF_GPUS) - 1 ? 0 : -1;
}

/* The worker of @pid among @pids, or -1. */
static int worker_of(const pid_t *pids, pid_t pid)
{
	int w;

	for (w = 0; w < DIFF_WORKERS; w++)
		if (pids[w] && pids[w] == pid)
			return w;
	return -1;
}

static uint64_t get_u64(const struct nlattr *a)
{
	uint64_t v;

	memcpy(&v, genl_attr_data(a), sizeof(v));
	return v;
}

/* GPUSLICE_PROC_A_GPUS of one process into its row of @a. */
static int proc_gpus(struct nlattr *gpus, uint64_t *row)
{
	struct nlattr *gpu, *idx, *used;
	int rem;

	genl_for_each_attr(gpu, (struct nlattr *)genl_attr_data(gpus),
			   genl_attr_len(gpus), rem) {
		idx = genl_find(genl_attr_data(gpu), genl_attr_len(gpu),
				GPUSLICE_GPU_A_INDEX);
		used = genl_find(genl_attr_data(gpu), genl_attr_len(gpu),
				 GPUSLICE_GPU_A_MEM_USED);
		if (!idx || !used || *(uint32_t *)genl_attr_data(idx) >= DIFF_GPUS)
			return -EBADMSG;
		row[*(uint32_t *)genl_attr_data(idx)] = get_u64(used);
	}
	return 0;
}

int diff_kernel_read(int genl_fd, int family, const char *name,
		     const pid_t *pids, struct diff_accounts *a)
{
	static struct genl_msg m, r;
	struct nlattr *gpus, *gpu, *procs, *proc, *attr;
	uint64_t row[DIFF_GPUS];
	unsigned int g = 0;
	int rem, w, ret;

	memset(a, 0, sizeof(*a));
	genl_init(&m, family, GPUSLICE_CMD_GET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	ret = genl_call(genl_fd, &m, &r);
	if (ret)
		return ret;
	gpus = genl_attr(&r.nlh, GPUSLICE_A_SLICE_GPUS);
	procs = genl_attr(&r.nlh, GPUSLICE_A_SLICE_PROCESS_MEMORY);
	if (!gpus || !procs)
		return -EBADMSG;
	genl_for_each_attr(gpu, (struct nlattr *)genl_attr_data(gpus),
			   genl_attr_len(gpus), rem) {
		attr = genl_find(genl_attr_data(gpu), genl_attr_len(gpu),
				 GPUSLICE_GPU_A_MEM_USED);
		if (!attr || g >= DIFF_GPUS)
			return -EBADMSG;
		a->used[g++] = get_u64(attr);
	}
	genl_for_each_attr(proc, (struct nlattr *)genl_attr_data(procs),
			   genl_attr_len(procs), rem) {
		struct nlattr *pid, *mem;

		pid = genl_find(genl_attr_data(proc), genl_attr_len(proc),
				GPUSLICE_PROC_A_PID);
		mem = genl_find(genl_attr_data(proc), genl_attr_len(proc),
				GPUSLICE_PROC_A_GPUS);
		memset(row, 0, sizeof(row));
		if (!pid || !mem || proc_gpus(mem, row))
			return -EBADMSG;
		w = worker_of(pids, *(uint32_t *)genl_attr_data(pid));
		if (w < 0) {
			a->others++;
			continue;
		}
		memcpy(a->proc[w], row, sizeof(row));
	}
	return g == DIFF_GPUS ? 0 : -EBADMSG;
}

int diff_preload_read(const char *dir, const char *name, const pid_t *pids,
		      struct diff_accounts *a)
{
	struct gs_shm_holder held[DIFF_WORKERS + 8];
	unsigned int g, i, members;
	struct gs_ledger l;
	int w, ret;

	memset(a, 0, sizeof(*a));
	for (g = 0; g < DIFF_GPUS; g++) {
		ret = gs_shm_read_members(dir, name, g, &l, held,
					  DIFF_WORKERS + 8, &members);
		/* no process of the slice has opened anything yet */
		if (ret == -ENOENT)
			return 0;
		if (ret)
			return ret;
		a->used[g] = l.used;
		for (i = 0; i < members && i < DIFF_WORKERS + 8; i++) {
			w = worker_of(pids, held[i].pid);
			if (w < 0) {
				a->others += !g;
				continue;
			}
			a->proc[w][g] = held[i].bytes;
		}
	}
	return 0;
}
