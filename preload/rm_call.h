/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Calls the engine makes of the driver itself, as raw system calls:
 * libc's ioctl() is this library's own.
 */
#ifndef _GS_PRELOAD_RM_CALL_H
#define _GS_PRELOAD_RM_CALL_H

#include "gs_types.h"

/*
 * RM_CONTROL @cmd on (@client, @object) through the ctl file @fd. Returns
 * RM's status, or ~0 when the call itself failed.
 */
u32 gs_rm_control(int fd, u32 client, u32 object, u32 cmd, void *params,
		  u32 size);

/* CARD_INFO through @fd into @card (@size bytes); 0 or -1 with errno. */
int gs_rm_card_info(int fd, void *card, u32 size);

#endif /* _GS_PRELOAD_RM_CALL_H */
