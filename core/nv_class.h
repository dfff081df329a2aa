/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * RM classes as an RM_ALLOC names them (docs/nvidia-abi.md 1e, 3): how many
 * bytes of parameters the driver copies from pAllocParms, and what an
 * object of the class is to gpuslice: a client, a GPU's device or
 * subdevice, framebuffer memory, or what runs work on the GPU (channels
 * and their groups, which the compute controller disables and enables).
 *
 * RM sizes the parameters itself from its class table (resource_list.h)
 * and ignores the caller's paramsSize; the sizes, and which classes a
 * driver version has at all, are the ABI description's (CLS_*_PARAMS,
 * core/nv_abi_class.def): for every class of the H100 traces and the
 * memory classes of docs/nvidia-abi.md 3.
 */
#ifndef _GS_NV_CLASS_H
#define _GS_NV_CLASS_H

#include "gs_types.h"
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What an object of a class is (gs_nv_class.role). */
enum gs_nv_class_role {
	GS_NV_ROLE_OTHER,
	GS_NV_ROLE_ROOT,	/* a client: hObjectNew is the client handle */
	GS_NV_ROLE_DEVICE,	/* NV01_DEVICE_0: deviceId@0 names the GPU */
	GS_NV_ROLE_SUBDEVICE,	/* NV20_SUBDEVICE_0, on its device's GPU */
	GS_NV_ROLE_VIDMEM,	/* takes framebuffer: NV_MEMORY_ALLOCATION_PARAMS */
	GS_NV_ROLE_TSG,		/* a channel group, under a device */
	GS_NV_ROLE_CHANNEL,	/* a GPFIFO channel, under a TSG or a device */
	GS_NV_ROLE_VASPACE,	/* a GPU virtual address space */
};

/**
 * struct gs_nv_class - one RM class
 * @name: NVIDIA's name
 * @cls: the class number
 * @role: enum gs_nv_class_role
 * @versioned: whether @params is a versioned fact (an index of a
 *	version's table) rather than the size itself
 * @params: the bytes RM copies from pAllocParms when it is not NULL, or
 *	the fact that holds them: read it with gs_nv_class_params()
 */
struct gs_nv_class {
	const char *name;
	u32 cls;
	u8 role;
	bool versioned;
	u32 params;
};

const struct gs_nv_class *gs_nv_class_find(const struct gs_abi *abi,
					   u32 cls);
u32 gs_nv_class_params(const struct gs_abi *abi, const struct gs_nv_class *c);
const struct gs_nv_class *gs_nv_class_table(unsigned int *count);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_CLASS_H */
