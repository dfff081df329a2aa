// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The class table, sorted by number (the lookup relies on it and the unit
 * test checks it). RS_REQUIRED(T) and RS_OPTIONAL(T) in resource_list.h
 * copy sizeof(T); RS_NONE copies nothing (0 here).
 */

#include "nv_class.h"

#define CLS(cls_, size_, name_, role_) \
	{ .cls = (cls_), .params_size = (size_), .name = (name_), .role = (role_) }
#define OTHER GS_NV_ROLE_OTHER
/* Every GPFIFO class takes NV_CHANNEL_ALLOC_PARAMS (alloc_channel.h) */
#define CHANNEL(cls_, name_) CLS(cls_, 368, name_, GS_NV_ROLE_CHANNEL)

static const struct gs_nv_class nv_classes[] = {
	CLS(0x0000, 4, "NV01_ROOT", GS_NV_ROLE_ROOT),
	CLS(0x0001, 4, "NV01_ROOT_NON_PRIV", GS_NV_ROLE_ROOT),
	CLS(0x0005, 24, "NV01_EVENT", OTHER),
	CLS(0x000f, 16, "NV01_MEMORY_FABRIC_IMPORT", OTHER),
	CLS(0x003e, 128, "NV01_MEMORY_SYSTEM", OTHER),
	CLS(0x0040, 128, "NV01_MEMORY_LOCAL_USER", GS_NV_ROLE_VIDMEM),
	CLS(0x0041, 4, "NV01_ROOT_CLIENT", GS_NV_ROLE_ROOT),
	/* EGM: memory attached to the CPU, not the GPU's framebuffer */
	CLS(0x0042, 128, "NV_MEMORY_EXTENDED_USER", OTHER),
	CLS(0x0070, 24, "NV01_MEMORY_VIRTUAL", OTHER),
	CLS(0x0071, 40, "NV01_MEMORY_SYSTEM_OS_DESCRIPTOR", OTHER),
	CLS(0x0078, 24, "NV01_EVENT_KERNEL_CALLBACK", OTHER),
	CLS(0x0079, 24, "NV01_EVENT_OS_EVENT", OTHER),
	CLS(0x007e, 24, "NV01_EVENT_KERNEL_CALLBACK_EX", OTHER),
	CLS(0x0080, 56, "NV01_DEVICE_0", GS_NV_ROLE_DEVICE),
	/* describes the whole heap, allocates none (and is privileged) */
	CLS(0x00c2, 24, "NV01_MEMORY_LOCAL_PHYSICAL", OTHER),
	CLS(0x00de, 8, "RM_USER_SHARED_DATA", OTHER),
	CLS(0x00e0, 244, "NV_MEMORY_EXPORT", OTHER),
	CLS(0x00f1, 32, "NV_MEMORY_FABRIC_EXPORT", OTHER),
	/* maps existing video memory into the fabric: nothing new */
	CLS(0x00f8, 48, "NV_MEMORY_FABRIC", OTHER),
	CLS(0x00f9, 64, "NV_MEMORY_FABRIC_IMPORT_V2", OTHER),
	CLS(0x00fd, 80, "NV_MEMORY_MULTICAST_FABRIC", OTHER),
	CLS(0x2080, 4, "NV20_SUBDEVICE_0", GS_NV_ROLE_SUBDEVICE),
	CLS(0x2081, 4, "NV2081_BINAPI", OTHER),
	CLS(0x503c, 4, "NV50_THIRD_PARTY_P2P", OTHER),
	/* a VA span: page tables come only when it is mapped */
	CLS(0x50a0, 128, "NV50_MEMORY_VIRTUAL", OTHER),
	CLS(0x83de, 12, "GT200_DEBUGGER", OTHER),
	CLS(0x9067, 12, "FERMI_CONTEXT_SHARE_A", OTHER),
	CHANNEL(0x906f, "GF100_CHANNEL_GPFIFO"),
	CLS(0x90e6, 0, "GF100_SUBDEVICE_MASTER", OTHER),
	CLS(0x90f1, 56, "FERMI_VASPACE_A", GS_NV_ROLE_VASPACE),
	CLS(0xa06c, 20, "KEPLER_CHANNEL_GROUP_A", GS_NV_ROLE_TSG),
	CHANNEL(0xa06f, "KEPLER_CHANNEL_GPFIFO_A"),
	CHANNEL(0xa16f, "KEPLER_CHANNEL_GPFIFO_B"),
	CHANNEL(0xb06f, "MAXWELL_CHANNEL_GPFIFO_A"),
	CHANNEL(0xc06f, "PASCAL_CHANNEL_GPFIFO_A"),
	CHANNEL(0xc36f, "VOLTA_CHANNEL_GPFIFO_A"),
	CHANNEL(0xc46f, "TURING_CHANNEL_GPFIFO_A"),
	CHANNEL(0xc56f, "AMPERE_CHANNEL_GPFIFO_A"),
	CLS(0xc637, 16, "AMPERE_SMC_PARTITION_REF", OTHER),
	CLS(0xc638, 16, "AMPERE_SMC_EXEC_PARTITION_REF", OTHER),
	CLS(0xc639, 8, "AMPERE_SMC_CONFIG_SESSION", OTHER),
	CLS(0xc640, 8, "AMPERE_SMC_MONITOR_SESSION", OTHER),
	CLS(0xc661, 2, "HOPPER_USERMODE_A", OTHER),
	CHANNEL(0xc86f, "HOPPER_CHANNEL_GPFIFO_A"),
	CLS(0xc8b5, 8, "HOPPER_DMA_COPY_A", OTHER),
	CHANNEL(0xc96f, "BLACKWELL_CHANNEL_GPFIFO_A"),
	CHANNEL(0xca6f, "BLACKWELL_CHANNEL_GPFIFO_B"),
	CLS(0xcb33, 4, "NV_CONFIDENTIAL_COMPUTE", OTHER),
	CLS(0xcbc0, 16, "HOPPER_COMPUTE_A", OTHER),
};

/**
 * gs_nv_class_find() - look up an RM class
 * @cls: hClass of an RM_ALLOC
 *
 * Return: the class, or NULL for one the table does not know (its
 * parameter size is then unknown to gpuslice).
 */
const struct gs_nv_class *gs_nv_class_find(u32 cls)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(nv_classes);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (nv_classes[mid].cls == cls)
			return &nv_classes[mid];
		if (nv_classes[mid].cls < cls)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_nv_class_table() - all known classes, sorted by number
 * @count: set to the number of entries
 */
const struct gs_nv_class *gs_nv_class_table(unsigned int *count)
{
	*count = ARRAY_SIZE(nv_classes);
	return nv_classes;
}
