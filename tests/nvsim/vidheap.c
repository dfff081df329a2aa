// SPDX-License-Identifier: GPL-2.0
/*
 * RM_VID_HEAP_CONTROL (escape 0x4a, NVOS32, 184 bytes, ctl only): the memory
 * API from before RM_ALLOC. RM 580 keeps it as a shim
 * (rmapi_deprecated_vidheapctrl.c) that makes each function the RM calls
 * below, with the caller's rights, so nvsim makes the same calls:
 *  - ALLOC_SIZE (2): RM_ALLOC of hMemory under hObjectParent, of class
 *    0x50a0 (flags VIRTUAL), 0x42 (attr2 USE_EGM), 0x40 (attr LOCATION
 *    VIDMEM) or 0x3e (any other location), AllocSize's fields as its
 *    NV_MEMORY_ALLOCATION_PARAMS; RM picks the handle unless flags say
 *    MEMORY_HANDLE_PROVIDED. The memory is rounded, charged to the heap and
 *    counted by GET_PID_INFO as RM_ALLOC's is (memory.c, ctrl_proc.c).
 *  - FREE (3): RM_FREE of hMemory; flags must say MEMORY_HANDLE_PROVIDED.
 *  - INFO (5): FB_GET_INFO_V2 of the subdevice of hObjectParent (a device
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
static const u8 rm_functions[] = { 2, 3, 5, 6, 14, 15, 16, 18, 19, 20, 27 };

/*
 * ALLOC_SIZE_PARAMS: the AllocSize fields that go into the class parameters,
 * and those that come back (whatever the status). rangeBegin/rangeEnd go in
 * only with USE_BEGIN_END.
 */
static const struct {
	u8 arg;		/* offset in NVOS32 */
	u8 mem;		/* offset in NV_MEMORY_ALLOCATION_PARAMS */
	u8 len;
	bool out;
} alloc_size_fields[] = {
	{ NVOS32_AS_OWNER, NVMEM_OWNER, 4, false },
	{ NVOS32_AS_TYPE, NVMEM_TYPE, 4, false },
	{ NVOS32_AS_FLAGS, NVMEM_FLAGS, 4, false },
	{ NVOS32_AS_HEIGHT, NVMEM_HEIGHT, 4, false },
	{ NVOS32_AS_WIDTH, NVMEM_WIDTH, 4, false },
	{ NVOS32_AS_SIZE, NVMEM_SIZE, 8, true },
	{ NVOS32_AS_ALIGNMENT, NVMEM_ALIGNMENT, 8, false },
	{ NVOS32_AS_NUMA_NODE, NVMEM_NUMA_NODE, 4, false },
	{ NVOS32_AS_OFFSET, NVMEM_OFFSET, 8, true },
	{ NVOS32_AS_ATTR, NVMEM_ATTR, 4, true },
	{ NVOS32_AS_ATTR2, NVMEM_ATTR2, 4, true },
	{ NVOS32_AS_FORMAT, NVMEM_FORMAT, 4, true },
	{ NVOS32_AS_LIMIT, NVMEM_LIMIT, 8, true },
	{ NVOS32_AS_ADDRESS, NVMEM_ADDRESS, 8, true },
	{ NVOS32_AS_COMPR_COVG, NVMEM_COMPR_COVG, 4, true },
	{ NVOS32_AS_ZCULL_COVG, NVMEM_ZCULL_COVG, 4, true },
	{ NVOS32_AS_CTAG_OFFSET, NVMEM_CTAG_OFFSET, 4, true },
};

/* FB_GET_INFO_V2 indexes (ctrl2080fb.h) */
#define FB_HEAP_SIZE		0x09
#define FB_TAX_SIZE		0x10
#define FB_HEAP_BASE		0x11
#define FB_LARGEST_FREE_SIZE	0x12
#define FB_LARGEST_FREE_BASE	0x13
#define FB_HEAP_FREE		0x16

static void put_u64(void *buf, u32 off, u64 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/* _rmVidHeapControlAllocCommon's choice of class. */
static u32 alloc_class(u32 flags, u32 attr, u32 attr2)
{
	if (flags & NVOS32_ALLOC_FLAGS_VIRTUAL)
		return NV50_MEMORY_VIRTUAL;
	if (attr2 & NVOS32_ATTR2_USE_EGM)
		return NV_MEMORY_EXTENDED_USER;
	if (((attr >> NVOS32_ATTR_LOCATION_SHIFT) & NVOS32_FIELD2) ==
	    NVOS32_LOCATION_VIDMEM)
		return NV01_MEMORY_LOCAL_USER;
	return NV01_MEMORY_SYSTEM;
}

static u32 alloc_size(struct nvsim_file *os, u8 *a)
{
	u32 flags = gs_get_u32(a, NVOS32_AS_FLAGS);
	u8 params[NVMEM_PARAMS_SIZE] = { 0 };
	u32 hmem = 0, cls, status;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(alloc_size_fields); i++)
		memcpy(params + alloc_size_fields[i].mem,
		       a + alloc_size_fields[i].arg, alloc_size_fields[i].len);
	if (flags & NVOS32_ALLOC_FLAGS_USE_BEGIN_END) {
		memcpy(params + NVMEM_RANGE_LO, a + NVOS32_AS_RANGE_BEGIN, 8);
		memcpy(params + NVMEM_RANGE_HI, a + NVOS32_AS_RANGE_END, 8);
	}
	gs_put_u32(params, NVMEM_HVASPACE, gs_get_u32(a, NVOS32_HVASPACE));
	gs_put_u32(a, NVOS32_AS_PARTITION_STRIDE, 256);
	if (flags & NVOS32_ALLOC_FLAGS_MEMORY_HANDLE_PROVIDED)
		hmem = gs_get_u32(a, NVOS32_AS_HMEMORY);

	cls = alloc_class(flags, gs_get_u32(params, NVMEM_ATTR),
			  gs_get_u32(params, NVMEM_ATTR2));
	if (cls == NV_MEMORY_EXTENDED_USER)
		status = NV_ERR_NOT_SUPPORTED;	/* EGM: self-hosted GPUs only */
	else
		status = nvsim_rm_alloc(os, gs_get_u32(a, NVOS32_HROOT),
					gs_get_u32(a, NVOS32_HPARENT), &hmem,
					cls, params, sizeof(params));

	gs_put_u32(a, NVOS32_AS_HMEMORY, hmem);
	put_u64(a, NVOS32_FREE, 0);
	put_u64(a, NVOS32_TOTAL, 0);
	for (i = 0; i < ARRAY_SIZE(alloc_size_fields); i++)
		if (alloc_size_fields[i].out)
			memcpy(a + alloc_size_fields[i].arg,
			       params + alloc_size_fields[i].mem,
			       alloc_size_fields[i].len);
	return status;
}

static u32 heap_free(struct nvsim_file *os, u8 *a)
{
	if (!(gs_get_u32(a, NVOS32_FREE_FLAGS) &
	      NVOS32_FREE_FLAGS_MEMORY_HANDLE_PROVIDED))
		return NV_ERR_INVALID_ARGUMENT;
	return nvsim_rm_free(os, gs_get_u32(a, NVOS32_HROOT),
			     gs_get_u32(a, NVOS32_FREE_HMEMORY));
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

	status = nvsim_client_get(gs_get_u32(a, NVOS32_HROOT), os, &c);
	if (status != NV_OK)
		return status;
	obj = nvsim_obj_lookup(c, gs_get_u32(a, NVOS32_HPARENT));
	if (!obj)
		return NV_ERR_OBJECT_NOT_FOUND;
	if (obj->cls != NV01_DEVICE_0 && obj->cls != NV20_SUBDEVICE_0)
		return NV_ERR_INVALID_ARGUMENT;
	gpu = nvsim_obj_gpu(obj);

	put_u64(a, NVOS32_FREE, fb_bytes(gpu, FB_HEAP_FREE));
	put_u64(a, NVOS32_TOTAL,
		fb_bytes(gpu, FB_HEAP_SIZE) + fb_bytes(gpu, FB_TAX_SIZE));
	put_u64(a, NVOS32_INFO_BASE, fb_bytes(gpu, FB_HEAP_BASE));
	put_u64(a, NVOS32_INFO_SIZE, fb_bytes(gpu, FB_LARGEST_FREE_SIZE));
	put_u64(a, NVOS32_INFO_OFFSET, fb_bytes(gpu, FB_LARGEST_FREE_BASE));
	return NV_OK;
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
	u32 function = gs_get_u32(nvos32, NVOS32_FUNCTION);
	s16 ivc;

	lockdep_assert_held(&nvsim_lock);
	memcpy(&ivc, (u8 *)nvos32 + NVOS32_IVC_HEAP_NUMBER, sizeof(ivc));
	if (ivc > 0)
		return NV_ERR_NOT_SUPPORTED;
	switch (function) {
	case NVOS32_FUNCTION_ALLOC_SIZE:
		return alloc_size(os, nvos32);
	case NVOS32_FUNCTION_FREE:
		return heap_free(os, nvos32);
	case NVOS32_FUNCTION_INFO:
		return heap_info(os, nvos32);
	}
	return rm_knows(function) ? NV_ERR_NOT_SUPPORTED :
				    NV_ERR_INVALID_ARGUMENT;
}
