// SPDX-License-Identifier: GPL-2.0 OR MIT

#include "nv_procs.h"

/* GPU_GET_PIDS: idType@0 id@4 pidTblCount@8 pidTbl[950]@12 */
#define PIDS_COUNT	8
#define PIDS_TABLE	12
#define PIDS_MAX	950

/*
 * GPU_GET_PID_INFO: count@0, then 72-byte entries at 8 + 72 * i: pid@0,
 * index@4, result@8, memory usage u64s @16..@63, smc ids @64.
 */
#define INFO_COUNT	0
#define INFO_FIRST	8
#define INFO_ENTRY	72
#define INFO_MAX	200
#define INFO_MEM	16
#define INFO_MEM_END	64

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
		u8 *e = (u8 *)params + INFO_FIRST + INFO_ENTRY * i;

		if (!member(set, gs_get_u32(e, 0)))
			memset(e + INFO_MEM, 0, INFO_MEM_END - INFO_MEM);
	}
}

bool gs_nv_procs_narrow(u32 cmd, void *params, u32 size,
			const struct gs_pid_set *set)
{
	if (cmd == GS_NV_CTRL_GET_PIDS && size == GS_NV_GET_PIDS_SIZE) {
		narrow_pids(params, set);
		return true;
	}
	if (cmd == GS_NV_CTRL_GET_PID_INFO && size == GS_NV_GET_PID_INFO_SIZE) {
		narrow_pid_info(params, set);
		return true;
	}
	return false;
}
