/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_REALDRV_H
#define _GS_REALDRV_H

#include "gpu_limits.h"
#include "nv_abi.h"
#include "nv_escape.h"

/* Character major of NVIDIA's nvidia.ko: /dev/nvidiaN and /dev/nvidiactl. */
#define GS_NV_MAJOR GS_ABI_NV_MAJOR
#define GS_NV_CTL_MINOR GS_ABI_NV_CTL_MINOR

struct file;

unsigned int gs_realdrv_gpu_count(void);
struct file *gs_realdrv_open(enum gs_nv_node kind, unsigned int device,
			     unsigned int flags);
const char *gs_realdrv_version(struct file *real);

#endif /* _GS_REALDRV_H */
