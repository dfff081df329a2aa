// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-ledger [--dir DIR] SLICE [GPU]: what a slice of the user-space
 * engine holds, read from its shared ledger (docs/preload.md). Reading
 * first gives back what dead processes held, as every member does, so the
 * numbers are those of the live processes.
 *
 * Prints "slice=S gpu=N limit=B used=B peak=B denials=N members=N", then
 * "member pid=P bytes=B" for each live process (bytes; used is the sum of
 * the members' bytes), then, from the GPU's scheduler segment, a line for
 * each slice registered on the GPU (of every slice with a share of it):
 * "compute slice=S limit=L request=R weight=W priority=P target_bp=T
 * share_bp=S busy_us=U members=N" (settings in percent; the share the
 * controller plans for it now and the one it had over the last second, in
 * basis points of the GPU's time; its busy time since it joined).
 *
 * Exit: 0; 1 when the ledger cannot be read (no such slice: ENOENT);
 * 2 on usage.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpuslice.h"
#include "sched_shm.h"
#include "shm_ledger.h"
#include "slice_name.h"

static int print_usage(void)
{
	fprintf(stderr, "usage: gpuslice-ledger [--dir DIR] SLICE [GPU]\n");
	return 2;
}

/* The slices of the GPU's scheduler segment, if it has one. */
static void print_compute(const char *dir, unsigned int gpu)
{
	static struct gs_sched_line l[GS_SCHED_SLICES];
	unsigned int n, i;

	if (gs_sched_shm_read(dir, gpu, l, GS_SCHED_SLICES, &n))
		return;
	for (i = 0; i < n && i < GS_SCHED_SLICES; i++)
		printf("compute slice=%s limit=%u request=%u weight=%u priority=%s target_bp=%u share_bp=%u busy_us=%llu members=%u\n",
		       l[i].name, l[i].set.limit, l[i].set.request,
		       l[i].set.weight,
		       l[i].set.priority == GS_COMPUTE_PRIO_HIGH ?
		       "high" : "normal",
		       l[i].report.target, l[i].report.share,
		       (unsigned long long)l[i].report.busy_total / 1000,
		       l[i].members);
}

int main(int argc, char **argv)
{
	const char *dir = "/dev/shm", *slice;
	unsigned long gpu = 0;
	static struct gs_shm_holder held[GS_SHM_MEMBERS];
	unsigned int members, m;
	struct gs_ledger l;
	char *end;
	int i = 1, ret;

	if (argc > 2 && !strcmp(argv[1], "--dir")) {
		dir = argv[2];
		i = 3;
	}
	if (argc - i < 1 || argc - i > 2)
		return print_usage();
	slice = argv[i];
	if (!gs_slice_name_valid(slice, GPUSLICE_SLICE_NAME_MAX)) {
		fprintf(stderr, "gpuslice-ledger: invalid slice name '%s'\n",
			slice);
		return 2;
	}
	if (argc - i == 2) {
		gpu = strtoul(argv[i + 1], &end, 10);
		if (*end || !*argv[i + 1] || gpu >= GS_NV_MAX_GPUS)
			return print_usage();
	}
	ret = gs_shm_read_members(dir, slice, gpu, &l, held, GS_SHM_MEMBERS,
				  &members);
	if (ret) {
		fprintf(stderr, "gpuslice-ledger: slice %s in %s: %s\n", slice,
			dir, strerror(-ret));
		return 1;
	}
	printf("slice=%s gpu=%lu limit=%llu used=%llu peak=%llu denials=%llu members=%u\n",
	       slice, gpu, (unsigned long long)l.limit,
	       (unsigned long long)l.used, (unsigned long long)l.peak,
	       (unsigned long long)l.denials, members);
	for (m = 0; m < members && m < GS_SHM_MEMBERS; m++)
		printf("member pid=%d bytes=%llu\n", held[m].pid,
		       (unsigned long long)held[m].bytes);
	print_compute(dir, gpu);
	return 0;
}
