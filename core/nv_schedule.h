/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * What makes a program's channels runnable (docs/abi.md, "What schedules a
 * channel"): GPFIFO_SCHEDULE with bEnable, issued
 *
 *  - on a TSG (NVA06C_CTRL_CMD_GPFIFO_SCHEDULE): every channel made in it.
 *    CUDA makes each of its channels in a TSG of its own making and
 *    schedules the TSG once its channels are set up (4 per context in the
 *    H100 traces, each after its channels);
 *  - on a channel made directly under a device
 *    (NVA06F_CTRL_CMD_GPFIFO_SCHEDULE): RM wraps such a channel in a TSG
 *    of its own, under a handle the program never sees
 *    (kchannelConstruct: bAllocatedByRm), and the channel is scheduled
 *    through itself.
 *
 * Until then RM has not put the channels on a runlist. 0x906f0101, which
 * CUDA issues twice on each channel of its first TSG and once on each
 * other, is NV906F_CTRL_GET_CLASS_ENGINEID, a query of an engine object
 * made on the channel (hObject@0): it schedules nothing.
 */
#ifndef _GS_NV_SCHEDULE_H
#define _GS_NV_SCHEDULE_H

#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Room for any version's GPFIFO_SCHEDULE parameters, of either class */
#define GS_NV_SCHEDULE_PARAMS_MAX					\
	(GS_ABI_MAX_CTRL_A06C_GPFIFO_SCHEDULE_SIZE >			\
	 GS_ABI_MAX_CTRL_A06F_GPFIFO_SCHEDULE_SIZE ?			\
	 GS_ABI_MAX_CTRL_A06C_GPFIFO_SCHEDULE_SIZE :			\
	 GS_ABI_MAX_CTRL_A06F_GPFIFO_SCHEDULE_SIZE)

/* Whether RM control @cmd is GPFIFO_SCHEDULE of a TSG or of a channel. */
bool gs_nv_ctrl_schedule(u32 cmd);

/*
 * Whether the parameters @params of GPFIFO_SCHEDULE @cmd, of which the
 * caller passed @size bytes, ask RM to schedule the object: bEnable,
 * whatever bSkipSubmit and bSkipEnable say, for an engine that must
 * control every channel that may run. Reads nothing past @size.
 */
bool gs_nv_schedule_enables(u32 cmd, const void *params, u32 size);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_SCHEDULE_H */
