/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The arguments of the RM escapes gpuslice builds or reads as a whole
 * (docs/nvidia-abi.md 1c), for the module, the verifier and the tests alike.
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

/* NVOS55_PARAMETERS: RM_DUP_OBJECT (0x34), 28 bytes */
struct gs_nvos55 {
	u32 hclient, hparent, hobject, hclient_src, hobject_src, flags, status;
};

/* RS_SHARE_POLICY (rs_access.h): who may do what with an object */
struct gs_rs_share_policy {
	u32 target, access_mask;
	u16 type;
	u8 action, pad;
};

/* NVOS57_PARAMETERS: RM_SHARE (0x35), 24 bytes */
struct gs_nvos57 {
	u32 hclient, hobject;
	struct gs_rs_share_policy policy;
	u32 status;
};

/* RS_SHARE_TYPE_*, RS_SHARE_ACTION_FLAG_REVOKE and RS_ACCESS_DUP_OBJECT */
#define GS_RS_SHARE_ALL			1
#define GS_RS_SHARE_CLIENT		3
#define GS_RS_SHARE_PID			4
#define GS_RS_SHARE_REVOKE		0x1
#define GS_RS_ACCESS_DUP_OBJECT		0

_Static_assert(sizeof(struct gs_nvos64) == 48, "NVOS64 is 48 bytes");
_Static_assert(sizeof(struct gs_nvos54) == 32, "NVOS54 is 32 bytes");
_Static_assert(sizeof(struct gs_nvos55) == 28, "NVOS55 is 28 bytes");
_Static_assert(sizeof(struct gs_nvos57) == 24, "NVOS57 is 24 bytes");

#endif /* _GS_NV_RMAPI_H */
