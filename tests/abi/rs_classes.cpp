// SPDX-License-Identifier: GPL-2.0 OR MIT
//
// RM's class table as one NVIDIA tag builds it (src/nvidia/src/kernel/rmapi/
// resource_list.h): for each class its number, the bytes RM copies from
// an RM_ALLOC's parameters (RS_REQUIRED/RS_OPTIONAL: sizeof the type,
// RS_NONE: 0) and who may allocate it (core/nv_abi.h's GS_ABI_PRIV_*, from
// RS_FLAGS_ALLOC_*; GS_ABI_PRIV_NOBODY for a class with none). scripts/nv-abi builds it against a whole tag when it
// vendors the tag, and keeps its output in the tag's gs_sources.h, so that
// the check needs none of the two hundred class headers it takes.

#include <cstdio>
#include <cstring>

#define SDK_ALL_CLASSES_INCLUDE_FULL_HEADER
#include "nvtypes.h"
#include "nvos.h"
#include "g_allclasses.h"
#include "resource_list_required_includes.h"

// As _serverAllocValidatePrivilege (alloc_free.c) checks the flags of any
// class but a client's, which serverAllocClient makes for anyone.
static int priv(const char *parents, const char *flags)
{
	if (!std::strcmp(parents, "RS_ROOT_OBJECT"))
		return 2;
	if (std::strstr(flags, "RS_FLAGS_ALLOC_KERNEL_PRIVILEGED"))
		return 0;
	if (std::strstr(flags, "RS_FLAGS_ALLOC_PRIVILEGED"))
		return 1;
	if (std::strstr(flags, "RS_FLAGS_ALLOC_NON_PRIVILEGED"))
		return 2;
	return 4;
}

int main()
{
	std::printf("#define GS_RS_CLASSES");
#define RS_REQUIRED(T) sizeof(T)
#define RS_OPTIONAL(T) sizeof(T)
#define RS_NONE 0
#define RS_ENTRY(cls, internal, multi, parents, params, prio, flags, rights) \
	std::printf(" \\\n\tGS_RS_CLASS(%s, %#x, %zu, %d)", #cls,          \
		    (unsigned int)(cls), (size_t)(params), priv(#parents, #flags));
#include "resource_list.h"
	std::printf("\n");
	return 0;
}
