/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The NVIDIA driver the program talks to: its version, and the ABI
 * description's table for it.
 */
#ifndef _GS_PRELOAD_DRIVER_H
#define _GS_PRELOAD_DRIVER_H

#include <stddef.h>

#include "fdtab.h"
#include "nv_abi.h"

int gs_driver_version(int fd, const struct gs_fd *f, char *buf, size_t len);

#endif /* _GS_PRELOAD_DRIVER_H */
