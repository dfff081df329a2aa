/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * How many GPUs, for both engines and the core between them:
 *  - NVIDIA's driver has at most GS_NV_MAX_GPUS (NV_MAX_DEVICES): device
 *    instances, minors of the /dev/nvidiaN it hands out for GPUs, entries
 *    of CARD_INFO. What is kept by a GPU's minor (the verifier's queues,
 *    the controller's GPUs, the user-space engine's ledgers and limits)
 *    has room for that many.
 *  - A slice spans at most GS_SLICE_MAX_GPUS of them: the uapi's
 *    GPUSLICE_SLICE_MAX_GPUS, written here again because the core includes
 *    nothing from outside core/; the kernel engine, which includes both,
 *    checks at build time that they are equal (kmod/gpuid.c).
 */
#ifndef _GS_GPU_LIMITS_H
#define _GS_GPU_LIMITS_H

#include "nv_abi_const.h"

#define GS_NV_MAX_GPUS		GS_ABI_NV_MAX_DEVICES
#define GS_SLICE_MAX_GPUS	16

#if GS_SLICE_MAX_GPUS > GS_NV_MAX_GPUS
#error "a slice cannot span more GPUs than the driver has"
#endif

#endif /* _GS_GPU_LIMITS_H */
