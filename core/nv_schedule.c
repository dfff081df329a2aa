// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * GPFIFO_SCHEDULE recognised: its numbers and bEnable's place are the same
 * in every supported version (core/nv_abi_ctrl.def); only the parameters'
 * size changed (2 bytes until 575, 3 since: bSkipEnable).
 */

#include "nv_schedule.h"

bool gs_nv_ctrl_schedule(u32 cmd)
{
	return cmd == GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE ||
	       cmd == GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE;
}

bool gs_nv_schedule_enables(u32 cmd, const void *params, u32 size)
{
	u32 at;

	switch (cmd) {
	case GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE:
		at = GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE_BENABLE_AT;
		break;
	case GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE:
		at = GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE_BENABLE_AT;
		break;
	default:
		return false;
	}
	return size > at && ((const u8 *)params)[at];
}
