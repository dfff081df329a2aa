/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Runs a program (the gpuslice CLI, scontrol) from the plugin and keeps
 * what it printed.
 */
#ifndef GS_SLURM_RUN_H
#define GS_SLURM_RUN_H

#include <stddef.h>

/* What a program printed, NUL-terminated (cut at GS_RUN_MAX bytes each). */
struct gs_output {
	char *out;
	char *err;
	char why[64];	/* gs_output_why's words when it said nothing */
};

#define GS_RUN_MAX (1 << 20)

/*
 * Runs @argv (argv[0] a path) with stdin /dev/null and an environment of
 * PATH alone; its stdout and stderr into @o (free with gs_output_free).
 * Returns its exit status, 128 + the signal that ended it, or -1 when it
 * could not run (errno set).
 */
int gs_run(char *const argv[], struct gs_output *o);

void gs_output_free(struct gs_output *o);

/*
 * Why a run that returned @rc failed: the first line of @o's stderr, else
 * of its stdout, else its exit status or why it could not run (errno
 * as gs_run left it); points into @o.
 */
const char *gs_output_why(struct gs_output *o, int rc);

#endif /* GS_SLURM_RUN_H */
