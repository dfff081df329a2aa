// SPDX-License-Identifier: GPL-2.0
/*
 * The driver's version as RM's controls answer it: SYSTEM_GET_BUILD_VERSION
 * (0x101 in the description, what libcuda asks) and its _V2, on the
 * client. RM fills the _V2 parameters from its build
 * (cliresCtrlCmdSystemGetBuildVersionV2_IMPL): the version string, the
 * build branch's, a title, the changelist numbers and, from 570, the
 * branch; nvsim's version string is the one it answers as (version.c), the
 * rest nvsim's own: its branch strings "nvsim/r<branch>" and "r<branch>",
 * and as changelist numbers the version as a number (GS_ABI_KEY), so that
 * each lands where a reader of the version looks. The deprecated 0x101 is converted to _V2 by
 * rmapi_deprecated_control.c, its strings copied to user buffers
 * (escape.c, as the copy needs no lock).
 */

#include "nvsim.h"
#include "rm.h"

#define V2(field)	GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_##field

/* Fills @v2, the version's _V2 parameters, zeroed by the caller. */
void nvsim_build_version(u8 *v2)
{
	u32 branch = NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_DRIVERBRANCH_AT);

	strscpy(v2 + V2(DRIVERVERSIONBUFFER_AT), nvsim_version,
		V2(DRIVERVERSIONBUFFER_MAX));
	snprintf(v2 + V2(VERSIONBUFFER_AT), V2(VERSIONBUFFER_MAX),
		 "nvsim/r%u", GS_ABI_KEY_BRANCH(nvsim_abi->key));
	strscpy(v2 + NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_TITLEBUFFER_AT),
		"nvsim: simulated NVIDIA driver", V2(TITLEBUFFER_MAX));
	if (branch != GS_ABI_ABSENT)
		snprintf(v2 + branch, V2(DRIVERVERSIONBUFFER_MAX), "r%u",
			 GS_ABI_KEY_BRANCH(nvsim_abi->key));
	gs_put_u32(v2,
		   NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_CHANGELISTNUMBER_AT),
		   nvsim_abi->key);
	gs_put_u32(v2,
		   NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_OFFICIALCHANGELISTNUMBER_AT),
		   nvsim_abi->key);
}

u32 nvsim_ctrl_build_version_v2(struct nvsim_ctrl_call *call)
{
	memset(call->params, 0, call->psize);
	nvsim_build_version(call->params);
	return GS_ABI_NV_OK;
}
