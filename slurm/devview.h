/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The /dev a job's processes see: the host's own, but for NVIDIA's nodes
 * and gpuslice's, of which only the job's slice is there, as
 * /dev/nvidiactl, /dev/nvidia0 ..., /dev/nvidia-uvm and
 * /dev/nvidia-uvm-tools (none for a job without a share).
 */
#ifndef GS_SLURM_DEVVIEW_H
#define GS_SLURM_DEVVIEW_H

#include <stddef.h>

/* The file in a view's /dev naming its slice ("-" for none). */
#define GS_VIEW_MARK "/dev/.gpuslice-view"

/*
 * Replaces /dev in the calling process's mount namespace (which must be
 * the job's own, never the host's) by a view of the host's /dev with the
 * nodes of @slice (NULL: none). The caller must be single-threaded and
 * root. Returns 0, or -1 with why in @why.
 */
int gs_view_build(const char *slice, char *why, size_t len);

/*
 * Whether the calling process sees a view: 1 of @slice (NULL: of none),
 * 0 when its /dev is no view, -1 when it is another's.
 */
int gs_view_is(const char *slice);

/*
 * In a child process that enters the mount namespace held at @ns_path
 * (job_container/tmpfs's), builds the view of @slice there. Returns 0,
 * or -1 with why in @why.
 */
int gs_view_build_in(const char *ns_path, const char *slice, char *why,
		     size_t len);

#endif /* GS_SLURM_DEVVIEW_H */
