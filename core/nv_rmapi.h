/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The arguments of the two RM escapes gpuslice builds or reads as a whole
 * (nvidia-abi.md 1c), for the module, the verifier and the tests alike.
 * NvP64 pointers are u64 for 32- and 64-bit callers.
 */
#ifndef _GS_NV_RMAPI_H
#define _GS_NV_RMAPI_H

#include "gs_types.h"

/* NVOS64_PARAMETERS: RM_ALLOC (0x2b), 48 bytes */
struct gs_nvos64 {
	u32 hroot, hparent, hnew, hclass;
	u64 params, rights;
	u32 params_size, flags, status, pad;
};

/* NVOS54_PARAMETERS: RM_CONTROL (0x2a), 32 bytes */
struct gs_nvos54 {
	u32 hclient, hobject, cmd, flags;
	u64 params;
	u32 params_size, status;
};

_Static_assert(sizeof(struct gs_nvos64) == 48, "NVOS64 is 48 bytes");
_Static_assert(sizeof(struct gs_nvos54) == 32, "NVOS54 is 32 bytes");

#endif /* _GS_NV_RMAPI_H */
