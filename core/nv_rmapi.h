/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The arguments of the RM escapes gpuslice builds or reads as a whole
 * (docs/nvidia-abi.md 1c), for the module, the verifier and the tests alike.
 * NvP64 pointers are u64 for 32- and 64-bit callers.
 */
#ifndef _GS_NV_RMAPI_H
#define _GS_NV_RMAPI_H

#include "gs_types.h"
#include "nv_abi.h"

/* NVOS64_PARAMETERS: RM_ALLOC */
struct gs_nvos64 {
	u32 hroot, hparent, hnew, hclass;
	u64 params, rights;
	u32 params_size, flags, status, pad;
};

/* NVOS54_PARAMETERS: RM_CONTROL */
struct gs_nvos54 {
	u32 hclient, hobject, cmd, flags;
	u64 params;
	u32 params_size, status;
};

/* NVOS55_PARAMETERS: RM_DUP_OBJECT */
struct gs_nvos55 {
	u32 hclient, hparent, hobject, hclient_src, hobject_src, flags, status;
};

/* RS_SHARE_POLICY (rs_access.h): who may do what with an object */
struct gs_rs_share_policy {
	u32 target, access_mask;
	u16 type;
	u8 action, pad;
};

/* NVOS57_PARAMETERS: RM_SHARE */
struct gs_nvos57 {
	u32 hclient, hobject;
	struct gs_rs_share_policy policy;
	u32 status;
};

/* RS_SHARE_TYPE_*, RS_SHARE_ACTION_FLAG_REVOKE and RS_ACCESS_DUP_OBJECT */
#define GS_RS_SHARE_ALL			GS_ABI_RS_SHARE_TYPE_ALL
#define GS_RS_SHARE_CLIENT		GS_ABI_RS_SHARE_TYPE_CLIENT
#define GS_RS_SHARE_PID			GS_ABI_RS_SHARE_TYPE_PID
#define GS_RS_SHARE_REVOKE		GS_ABI_RS_SHARE_ACTION_FLAG_REVOKE
#define GS_RS_ACCESS_DUP_OBJECT		GS_ABI_RS_ACCESS_DUP_OBJECT

/*
 * Each structure is NVIDIA's as the description gives it, in every
 * supported version (constants: a version that changed one would fail to
 * compile here).
 */
#define GS_RMAPI_AT(type, field, fact)					\
	_Static_assert(offsetof(struct type, field) == GS_ABI_##fact,	\
		       #type "." #field " is at " #fact)
#define GS_RMAPI_SIZE(type, fact)					\
	_Static_assert(sizeof(struct type) == GS_ABI_##fact,		\
		       #type " is " #fact " bytes")

GS_RMAPI_SIZE(gs_nvos64, NVOS64_SIZE);
GS_RMAPI_AT(gs_nvos64, hroot, NVOS64_HROOT_AT);
GS_RMAPI_AT(gs_nvos64, hparent, NVOS64_HOBJECTPARENT_AT);
GS_RMAPI_AT(gs_nvos64, hnew, NVOS64_HOBJECTNEW_AT);
GS_RMAPI_AT(gs_nvos64, hclass, NVOS64_HCLASS_AT);
GS_RMAPI_AT(gs_nvos64, params, NVOS64_PALLOCPARMS_AT);
GS_RMAPI_AT(gs_nvos64, rights, NVOS64_PRIGHTSREQUESTED_AT);
GS_RMAPI_AT(gs_nvos64, params_size, NVOS64_PARAMSSIZE_AT);
GS_RMAPI_AT(gs_nvos64, flags, NVOS64_FLAGS_AT);
GS_RMAPI_AT(gs_nvos64, status, NVOS64_STATUS_AT);

GS_RMAPI_SIZE(gs_nvos54, NVOS54_SIZE);
GS_RMAPI_AT(gs_nvos54, hclient, NVOS54_HCLIENT_AT);
GS_RMAPI_AT(gs_nvos54, hobject, NVOS54_HOBJECT_AT);
GS_RMAPI_AT(gs_nvos54, cmd, NVOS54_CMD_AT);
GS_RMAPI_AT(gs_nvos54, flags, NVOS54_FLAGS_AT);
GS_RMAPI_AT(gs_nvos54, params, NVOS54_PARAMS_AT);
GS_RMAPI_AT(gs_nvos54, params_size, NVOS54_PARAMSSIZE_AT);
GS_RMAPI_AT(gs_nvos54, status, NVOS54_STATUS_AT);

GS_RMAPI_SIZE(gs_nvos55, NVOS55_SIZE);
GS_RMAPI_AT(gs_nvos55, hclient, NVOS55_HCLIENT_AT);
GS_RMAPI_AT(gs_nvos55, hparent, NVOS55_HPARENT_AT);
GS_RMAPI_AT(gs_nvos55, hobject, NVOS55_HOBJECT_AT);
GS_RMAPI_AT(gs_nvos55, hclient_src, NVOS55_HCLIENTSRC_AT);
GS_RMAPI_AT(gs_nvos55, hobject_src, NVOS55_HOBJECTSRC_AT);
GS_RMAPI_AT(gs_nvos55, flags, NVOS55_FLAGS_AT);
GS_RMAPI_AT(gs_nvos55, status, NVOS55_STATUS_AT);

GS_RMAPI_SIZE(gs_rs_share_policy, RS_SHARE_POLICY_SIZE);
GS_RMAPI_AT(gs_rs_share_policy, target, RS_SHARE_POLICY_TARGET_AT);
GS_RMAPI_AT(gs_rs_share_policy, access_mask, RS_SHARE_POLICY_ACCESSMASK_AT);
GS_RMAPI_AT(gs_rs_share_policy, type, RS_SHARE_POLICY_TYPE_AT);
GS_RMAPI_AT(gs_rs_share_policy, action, RS_SHARE_POLICY_ACTION_AT);

GS_RMAPI_SIZE(gs_nvos57, NVOS57_SIZE);
GS_RMAPI_AT(gs_nvos57, hclient, NVOS57_HCLIENT_AT);
GS_RMAPI_AT(gs_nvos57, hobject, NVOS57_HOBJECT_AT);
GS_RMAPI_AT(gs_nvos57, policy, NVOS57_SHAREPOLICY_AT);
GS_RMAPI_AT(gs_nvos57, status, NVOS57_STATUS_AT);

#undef GS_RMAPI_AT
#undef GS_RMAPI_SIZE

#endif /* _GS_NV_RMAPI_H */
