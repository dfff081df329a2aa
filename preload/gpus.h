/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which GPU a device object is on, as GPUSLICE_LIMITS numbers GPUs: by
 * /dev/nvidiaN minor (gpus.c).
 */
#ifndef _GS_PRELOAD_GPUS_H
#define _GS_PRELOAD_GPUS_H

#include "gs_types.h"
#include "nv_abi.h"

/* The driver answered CARD_INFO with @card (@size bytes). */
void gs_gpus_card_info(const void *card, u32 size);

/*
 * The driver, of @abi's version, answered control @cmd with @params
 * (@size bytes).
 */
void gs_gpus_control(const struct gs_abi *abi, u32 cmd, const void *params,
		     u32 size);

/*
 * The minor of the GPU of device instance @instance, which a device object
 * of @client (made through the ctl file @ctl, of a driver of @abi's
 * version) names; GS_GPU_NONE when the driver does not tell.
 */
int gs_gpus_of_device(const struct gs_abi *abi, int ctl, u32 client,
		      u32 instance);

#endif /* _GS_PRELOAD_GPUS_H */
