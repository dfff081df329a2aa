/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_REALDRV_H
#define _GS_REALDRV_H

/* Character major of NVIDIA's nvidia.ko: /dev/nvidiaN and /dev/nvidiactl. */
#define GS_NV_MAJOR 195
#define GS_NV_CTL_MINOR 255
#include "gpu_limits.h"
#include "nv_escape.h"

struct file;

unsigned int gs_realdrv_gpu_count(void);
struct file *gs_realdrv_open(enum gs_nv_node kind, unsigned int device,
			     unsigned int flags);

#endif /* _GS_REALDRV_H */
