/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_RM_STATUS_H
#define _GS_RM_STATUS_H

#include <linux/errno.h>
#include <linux/limits.h>
#include <linux/types.h>

/*
 * The one return convention of kmod's calls that can both refuse (or be
 * answered) with an RM status and fail with an errno: an int, a negative
 * errno when the call failed, else the RM status: 0 (NV_OK) to let a
 * checked call go or when RM answered NV_OK, another to refuse it with or
 * that RM answered. RM's statuses are small positive numbers
 * (nvstatuscodes.h), so none reads as an errno; a call whose status is
 * never anything but a refusal returns the same way, never negative.
 */

/* RM status @status, answered by a call, in the convention. */
static inline int gs_rm_status(u32 status)
{
	return status <= INT_MAX ? (int)status : -EPROTO;
}

#endif /* _GS_RM_STATUS_H */
