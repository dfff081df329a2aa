// SPDX-License-Identifier: GPL-2.0
/*
 * RM_VID_HEAP_CONTROL (NVOS32, ctl only): the memory API from before
 * RM_ALLOC. RM keeps it as a shim (rmapi_deprecated_vidheapctrl.c) that
 * makes each function the RM calls below, with the caller's rights, so
 * nvsim makes the same calls:
 *  - ALLOC_SIZE: RM_ALLOC of hMemory under hObjectParent, of class
 *    NV50_MEMORY_VIRTUAL (flags VIRTUAL), NV_MEMORY_EXTENDED_USER (attr2
 *    USE_EGM, 550 to 590: VIDHEAP_EGM_CLASS), NV01_MEMORY_LOCAL_USER (attr
 *    LOCATION VIDMEM) or NV01_MEMORY_SYSTEM (any other location),
 *    AllocSize's fields as its NV_MEMORY_ALLOCATION_PARAMS; RM picks the
 *    handle unless flags say MEMORY_HANDLE_PROVIDED. The memory is rounded,
 *    charged to the heap and counted by GET_PID_INFO as RM_ALLOC's is
 *    (memory.c, ctrl_proc.c). 535 and 595 know no EGM bit: attr2's bit 24
 *    set, their VID_HEAP makes ordinary framebuffer memory.
 *  - FREE: RM_FREE of hMemory; flags must say MEMORY_HANDLE_PROVIDED.
 *  - INFO: FB_GET_INFO_V2 of the subdevice of hObjectParent (a device
 *    or a subdevice), in bytes: free HEAP_FREE, total HEAP_SIZE + FB_TAX,
 *    base HEAP_BASE and the largest free region (ctrl_fb.c).
 * The status goes in status@20. A function RM does not know is
 * NV_ERR_INVALID_ARGUMENT, as in RM; those it knows that nvsim does not
 * model (ALLOC_SIZE_RANGE, ALLOC_TILED_PITCH_HEIGHT, compression, HW
 * resources, GET_MEM_ALIGNMENT, ALLOC_OS_DESCRIPTOR) NV_ERR_NOT_SUPPORTED.
 * IVC heaps are for embedded GPUs: ivcHeapNumber > 0 is NV_ERR_NOT_SUPPORTED
 * in RM too.
 */

#include <linux/kernel.h>
#include <linux/string.h>

#include "nvsim.h"
#include "rm.h"

/* RM's table of functions, those nvsim does not model included */
static const u8 rm_functions[] = {
	GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE, GS_ABI_NVOS32_FUNCTION_FREE,
	GS_ABI_NVOS32_FUNCTION_INFO,
	GS_ABI_NVOS32_FUNCTION_ALLOC_TILED_PITCH_HEIGHT,
	GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE_RANGE,
	GS_ABI_NVOS32_FUNCTION_REACQUIRE_COMPR,
	GS_ABI_NVOS32_FUNCTION_RELEASE_COMPR,
	GS_ABI_NVOS32_FUNCTION_GET_MEM_ALIGNMENT,
	GS_ABI_NVOS32_FUNCTION_HW_ALLOC, GS_ABI_NVOS32_FUNCTION_HW_FREE,
	GS_ABI_NVOS32_FUNCTION_ALLOC_OS_DESCRIPTOR,
};

/*
 * ALLOC_SIZE_PARAMS: the AllocSize fields that go into the class parameters,
 * and those that come back (whatever the status). rangeBegin/rangeEnd go in
 * only with USE_BEGIN_END.
 */
static const struct {
	struct nvsim_fact arg;	/* offset in NVOS32 */
	struct nvsim_fact mem;	/* offset in NV_MEMORY_ALLOCATION_PARAMS */
	u8 len;
	bool out;
} alloc_size_fields[] = {
#define AS(field)	NVSIM_K(NVOS32_ALLOC_##field##_AT)
#define MEM(field)	NVSIM_K(MEMPARAMS_##field##_AT)
	{ AS(OWNER), MEM(OWNER), sizeof(u32), false },
	{ AS(TYPE), MEM(TYPE), sizeof(u32), false },
	{ AS(FLAGS), MEM(FLAGS), sizeof(u32), false },
	{ AS(HEIGHT), MEM(HEIGHT), sizeof(u32), false },
	{ AS(WIDTH), MEM(WIDTH), sizeof(u32), false },
	{ AS(SIZE), MEM(SIZE), sizeof(u64), true },
	{ AS(ALIGNMENT), MEM(ALIGNMENT), sizeof(u64), false },
	/* 550 on: where 535 has none, neither side has it */
	{ NVSIM_V(NVOS32_ALLOC_NUMANODE_AT), NVSIM_V(MEMPARAMS_NUMANODE_AT),
	  sizeof(u32), false },
	{ AS(OFFSET), MEM(OFFSET), sizeof(u64), true },
	{ AS(ATTR), MEM(ATTR), sizeof(u32), true },
	{ AS(ATTR2), MEM(ATTR2), sizeof(u32), true },
	{ AS(FORMAT), MEM(FORMAT), sizeof(u32), true },
	{ AS(LIMIT), MEM(LIMIT), sizeof(u64), true },
	{ AS(ADDRESS), MEM(ADDRESS), sizeof(u64), true },
	{ AS(COMPRCOVG), MEM(COMPRCOVG), sizeof(u32), true },
	{ AS(ZCULLCOVG), MEM(ZCULLCOVG), sizeof(u32), true },
	{ AS(CTAGOFFSET), MEM(CTAGOFFSET), sizeof(u32), true },
#undef AS
#undef MEM
};


#define FB(index)	GS_ABI_FB_INFO_INDEX_##index

static void put_u64(void *buf, u32 off, u64 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/*
 * _rmVidHeapControlAllocCommon's choice of class; the EGM class only
 * where the version routes attr2 USE_EGM to it (VIDHEAP_EGM_CLASS).
 */
static u32 alloc_class(u32 flags, u32 attr, u32 attr2)
{
	u32 egm = NVSIM_ABI(NVOS32_ATTR2_USE_EGM_LO);

	if (flags & GS_ABI_NVOS32_ALLOC_FLAGS_VIRTUAL)
		return GS_ABI_CLS_MEMORY_VIRTUAL_50;
	if (NVSIM_ABI(VIDHEAP_EGM_CLASS) != GS_ABI_ABSENT &&
	    nvsim_drf(attr2, egm, egm) == GS_ABI_NVOS32_ATTR2_USE_EGM_TRUE)
		return GS_ABI_CLS_MEMORY_EXTENDED_USER;
	if (nvsim_drf(attr, GS_ABI_NVOS32_ATTR_LOCATION_LO,
		      GS_ABI_NVOS32_ATTR_LOCATION_HI) ==
	    GS_ABI_NVOS32_ATTR_LOCATION_VIDMEM)
		return GS_ABI_CLS_MEMORY_LOCAL_USER;
	return GS_ABI_CLS_MEMORY_SYSTEM;
}

/* Field @i between the parameters @mem and NVOS32 @a, back to @a if @out */
static void copy_field(u8 *mem, u8 *a, unsigned int i, bool out)
{
	u32 m = nvsim_fact(alloc_size_fields[i].mem);
	u32 at = nvsim_fact(alloc_size_fields[i].arg);

	if (m == GS_ABI_ABSENT || at == GS_ABI_ABSENT)
		return;
	if (out)
		memcpy(a + at, mem + m, alloc_size_fields[i].len);
	else
		memcpy(mem + m, a + at, alloc_size_fields[i].len);
}

static u32 alloc_size(struct nvsim_file *os, u8 *a)
{
	u32 flags = gs_get_u32(a, GS_ABI_NVOS32_ALLOC_FLAGS_AT);
	u8 params[GS_ABI_MAX_MEMPARAMS_SIZE] = { 0 };
	u32 hmem = 0, cls, status;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(alloc_size_fields); i++)
		copy_field(params, a, i, false);
	if (flags & GS_ABI_NVOS32_ALLOC_FLAGS_USE_BEGIN_END) {
		memcpy(params + GS_ABI_MEMPARAMS_RANGELO_AT,
		       a + GS_ABI_NVOS32_ALLOC_RANGEBEGIN_AT, sizeof(u64));
		memcpy(params + GS_ABI_MEMPARAMS_RANGEHI_AT,
		       a + GS_ABI_NVOS32_ALLOC_RANGEEND_AT, sizeof(u64));
	}
	gs_put_u32(params, GS_ABI_MEMPARAMS_HVASPACE_AT,
		   gs_get_u32(a, GS_ABI_NVOS32_HVASPACE_AT));
	gs_put_u32(a, GS_ABI_NVOS32_ALLOC_PARTITIONSTRIDE_AT,
		   GS_ABI_VIDHEAP_PARTITION_STRIDE);
	if (flags & GS_ABI_NVOS32_ALLOC_FLAGS_MEMORY_HANDLE_PROVIDED)
		hmem = gs_get_u32(a, GS_ABI_NVOS32_ALLOC_HMEMORY_AT);

	cls = alloc_class(flags, gs_get_u32(params, GS_ABI_MEMPARAMS_ATTR_AT),
			  gs_get_u32(params, GS_ABI_MEMPARAMS_ATTR2_AT));
	status = nvsim_rm_alloc(os, gs_get_u32(a, GS_ABI_NVOS32_HROOT_AT),
				gs_get_u32(a, GS_ABI_NVOS32_HOBJECTPARENT_AT),
				&hmem, cls, params, NVSIM_ABI(MEMPARAMS_SIZE));

	gs_put_u32(a, GS_ABI_NVOS32_ALLOC_HMEMORY_AT, hmem);
	put_u64(a, GS_ABI_NVOS32_FREE_AT, 0);
	put_u64(a, GS_ABI_NVOS32_TOTAL_AT, 0);
	for (i = 0; i < ARRAY_SIZE(alloc_size_fields); i++)
		if (alloc_size_fields[i].out)
			copy_field(params, a, i, true);
	return status;
}

static u32 heap_free(struct nvsim_file *os, u8 *a)
{
	if (!(gs_get_u32(a, GS_ABI_NVOS32_FREE_FLAGS_AT) &
	      GS_ABI_NVOS32_FREE_FLAGS_MEMORY_HANDLE_PROVIDED))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	return nvsim_rm_free(os, gs_get_u32(a, GS_ABI_NVOS32_HROOT_AT),
			     gs_get_u32(a, GS_ABI_NVOS32_FREE_HMEMORY_AT));
}

/* FB info index @index in bytes: RM shifts the KiB of FB_GET_INFO_V2. */
static u64 fb_bytes(struct nvsim_gpu *gpu, u32 index)
{
	return (u64)nvsim_fb_info(gpu, index) << 10;
}

/*
 * RmDeprecatedFindOrCreateSubDeviceHandle: hObjectParent's class, looked up
 * with the caller's rights, must be a device or a subdevice. A device
 * without a subdevice gets a temporary one in RM; nvsim needs none.
 */
static u32 heap_info(struct nvsim_file *os, u8 *a)
{
	struct nvsim_client *c;
	struct nvsim_obj *obj;
	struct nvsim_gpu *gpu;
	u32 status;

	status = nvsim_client_get(gs_get_u32(a, GS_ABI_NVOS32_HROOT_AT), os, &c);
	if (status != GS_ABI_NV_OK)
		return status;
	obj = nvsim_obj_lookup(c, gs_get_u32(a, GS_ABI_NVOS32_HOBJECTPARENT_AT));
	if (!obj)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (obj->cls != GS_ABI_CLS_DEVICE_0 && obj->cls != GS_ABI_CLS_SUBDEVICE_0)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	gpu = nvsim_obj_gpu(obj);

	put_u64(a, GS_ABI_NVOS32_FREE_AT, fb_bytes(gpu, FB(HEAP_FREE)));
	put_u64(a, GS_ABI_NVOS32_TOTAL_AT,
		fb_bytes(gpu, FB(HEAP_SIZE)) + fb_bytes(gpu, FB(FB_TAX_SIZE_KB)));
	put_u64(a, GS_ABI_NVOS32_INFO_BASE_AT,
		fb_bytes(gpu, FB(HEAP_BASE_KB)));
	put_u64(a, GS_ABI_NVOS32_INFO_SIZE_AT,
		fb_bytes(gpu, FB(LARGEST_FREE_REGION_SIZE_KB)));
	put_u64(a, GS_ABI_NVOS32_INFO_OFFSET_AT,
		fb_bytes(gpu, FB(LARGEST_FREE_REGION_BASE_KB)));
	return GS_ABI_NV_OK;
}

static bool rm_knows(u32 function)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(rm_functions); i++)
		if (rm_functions[i] == function)
			return true;
	return false;
}

/**
 * nvsim_rm_vid_heap() - RM_VID_HEAP_CONTROL
 * @os: the file the call is bound to
 * @nvos32: the NVOS32 argument, copied in; updated in place
 *
 * Returns the status for status@20.
 *
 * Context: nvsim_lock held.
 */
u32 nvsim_rm_vid_heap(struct nvsim_file *os, void *nvos32)
{
	u32 function = gs_get_u32(nvos32, GS_ABI_NVOS32_FUNCTION_AT);
	s16 ivc;

	lockdep_assert_held(&nvsim_lock);
	memcpy(&ivc, (u8 *)nvos32 + GS_ABI_NVOS32_IVCHEAPNUMBER_AT, sizeof(ivc));
	if (ivc > 0)
		return GS_ABI_ERR_NOT_SUPPORTED;
	switch (function) {
	case GS_ABI_NVOS32_FUNCTION_ALLOC_SIZE:
		return alloc_size(os, nvos32);
	case GS_ABI_NVOS32_FUNCTION_FREE:
		return heap_free(os, nvos32);
	case GS_ABI_NVOS32_FUNCTION_INFO:
		return heap_info(os, nvos32);
	}
	return rm_knows(function) ? GS_ABI_ERR_NOT_SUPPORTED :
				    GS_ABI_ERR_INVALID_ARGUMENT;
}
