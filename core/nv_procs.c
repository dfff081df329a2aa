// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_procs.h"

#define PIDS_COUNT	GS_ABI_CTRL_2080_GPU_GET_PIDS_PIDTBLCOUNT_AT
#define PIDS_TABLE	GS_ABI_CTRL_2080_GPU_GET_PIDS_PIDTBL_AT
#define PIDS_MAX	GS_ABI_CTRL_2080_GPU_GET_PIDS_PIDTBL_MAX

/*
 * GPU_GET_PID_INFO: a count, then entries of a pid and the process's
 * memory usage (private, shared and their protected forms), which the
 * view clears for the others.
 */
#define INFO_COUNT	GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLISTCOUNT_AT
#define INFO_FIRST	GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_AT
#define INFO_MAX	GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_MAX
#define INFO_MEM	GS_ABI_PID_INFO_MEMPRIVATE_AT
#define INFO_MEM_END	GS_ABI_PID_INFO_SMCSUBSCRIPTION_AT

static bool member(const struct gs_pid_set *set, u32 pid)
{
	unsigned int i;

	for (i = 0; i < set->count; i++)
		if ((u32)set->pids[i] == pid)
			return true;
	return false;
}

static void narrow_pids(void *params, const struct gs_pid_set *set)
{
	u32 n = gs_get_u32(params, PIDS_COUNT), i, kept = 0;

	if (n > PIDS_MAX)
		n = PIDS_MAX;
	for (i = 0; i < n; i++) {
		u32 pid = gs_get_u32(params, PIDS_TABLE + 4 * i);

		if (member(set, pid))
			gs_put_u32(params, PIDS_TABLE + 4 * kept++, pid);
	}
	/* Nothing of the others stays behind in the table. */
	for (i = kept; i < n; i++)
		gs_put_u32(params, PIDS_TABLE + 4 * i, 0);
	gs_put_u32(params, PIDS_COUNT, kept);
}

static void narrow_pid_info(void *params, const struct gs_pid_set *set)
{
	u32 n = gs_get_u32(params, INFO_COUNT), i;

	if (n > INFO_MAX)
		n = INFO_MAX;
	for (i = 0; i < n; i++) {
		u8 *e = (u8 *)params + INFO_FIRST + GS_ABI_PID_INFO_SIZE * i;

		if (!member(set, gs_get_u32(e, GS_ABI_PID_INFO_PID_AT)))
			memset(e + INFO_MEM, 0, INFO_MEM_END - INFO_MEM);
	}
}

bool gs_nv_procs_narrow(const struct gs_abi *abi, u32 cmd, void *params,
			u32 size, const struct gs_pid_set *set)
{
	if (!abi)
		return false;
	if (cmd == GS_ABI_CTRL_2080_GPU_GET_PIDS &&
	    size == GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE) {
		narrow_pids(params, set);
		return true;
	}
	if (cmd == GS_ABI_CTRL_2080_GPU_GET_PID_INFO &&
	    size == GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE) {
		narrow_pid_info(params, set);
		return true;
	}
	return false;
}
