// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The class table, sorted by number (the lookup relies on it and the unit
 * test checks it). RS_REQUIRED(T) and RS_OPTIONAL(T) in resource_list.h
 * copy sizeof(T); RS_NONE copies nothing (0). A row names its class's
 * facts in the ABI description: K() where its parameter size is the same
 * in every supported version, V() where it differs or the class is absent
 * from some (GS_ABI_ABSENT: RM_ALLOC of it fails, and the lookup does not
 * know it there).
 */

#include "nv_class.h"

#define K(name_, role_) {						\
	.name = #name_, .cls = GS_ABI_CLS_##name_, .role = (role_),	\
	.params = GS_ABI_CLS_##name_##_PARAMS }
#define V(name_, role_) {						\
	.name = #name_, .cls = GS_ABI_CLS_##name_, .role = (role_),	\
	.versioned = true, .params = GS_ABI_F_CLS_##name_##_PARAMS }
#define OTHER GS_NV_ROLE_OTHER
/* Every GPFIFO class takes NV_CHANNEL_ALLOC_PARAMS (alloc_channel.h) */
#define CHANNEL(name_) V(name_, GS_NV_ROLE_CHANNEL)

static const struct gs_nv_class nv_classes[] = {
	K(ROOT, GS_NV_ROLE_ROOT),
	K(ROOT_NON_PRIV, GS_NV_ROLE_ROOT),
	K(EVENT, OTHER),
	K(FABRIC_MANAGER_SESSION, OTHER),
	V(MEMORY_SYSTEM, OTHER),
	V(MEMORY_LOCAL_USER, GS_NV_ROLE_VIDMEM),
	K(ROOT_CLIENT, GS_NV_ROLE_ROOT),
	/* EGM: memory attached to the CPU, not the GPU's framebuffer */
	V(MEMORY_EXTENDED_USER, OTHER),
	K(MEMORY_VIRTUAL, OTHER),
	K(MEMORY_SYSTEM_OS_DESCRIPTOR, OTHER),
	K(EVENT_KERNEL_CALLBACK, OTHER),
	K(EVENT_OS_EVENT, OTHER),
	K(EVENT_KERNEL_CALLBACK_EX, OTHER),
	K(DEVICE_0, GS_NV_ROLE_DEVICE),
	/* describes the whole heap, allocates none (and is privileged) */
	K(MEMORY_LOCAL_PHYSICAL, OTHER),
	V(RM_USER_SHARED_DATA, OTHER),
	V(MEMORY_EXPORT, OTHER),
	V(IMEX_SESSION, OTHER),
	/* maps existing video memory into the fabric: nothing new */
	K(MEMORY_FABRIC, OTHER),
	V(MEMORY_FABRIC_IMPORT_V2, OTHER),
	V(MEMORY_MULTICAST_FABRIC, OTHER),
	K(SUBDEVICE_0, GS_NV_ROLE_SUBDEVICE),
	K(BINAPI, OTHER),
	K(THIRD_PARTY_P2P, OTHER),
	/* a VA span: page tables come only when it is mapped */
	V(MEMORY_VIRTUAL_50, OTHER),
	K(GT200_DEBUGGER, OTHER),
	K(FERMI_CONTEXT_SHARE_A, OTHER),
	CHANNEL(GF100_CHANNEL_GPFIFO),
	K(GF100_SUBDEVICE_MASTER, OTHER),
	V(FERMI_VASPACE_A, GS_NV_ROLE_VASPACE),
	K(KEPLER_CHANNEL_GROUP_A, GS_NV_ROLE_TSG),
	CHANNEL(KEPLER_CHANNEL_GPFIFO_A),
	CHANNEL(KEPLER_CHANNEL_GPFIFO_B),
	CHANNEL(MAXWELL_CHANNEL_GPFIFO_A),
	CHANNEL(PASCAL_CHANNEL_GPFIFO_A),
	CHANNEL(VOLTA_CHANNEL_GPFIFO_A),
	CHANNEL(TURING_CHANNEL_GPFIFO_A),
	CHANNEL(AMPERE_CHANNEL_GPFIFO_A),
	K(AMPERE_SMC_PARTITION_REF, OTHER),
	K(AMPERE_SMC_EXEC_PARTITION_REF, OTHER),
	K(AMPERE_SMC_CONFIG_SESSION, OTHER),
	K(AMPERE_SMC_MONITOR_SESSION, OTHER),
	K(HOPPER_USERMODE_A, OTHER),
	CHANNEL(HOPPER_CHANNEL_GPFIFO_A),
	K(HOPPER_DMA_COPY_A, OTHER),
	CHANNEL(BLACKWELL_CHANNEL_GPFIFO_A),
	CHANNEL(BLACKWELL_CHANNEL_GPFIFO_B),
	K(CONFIDENTIAL_COMPUTE, OTHER),
	K(HOPPER_COMPUTE_A, OTHER),
};

/**
 * gs_nv_class_params() - the bytes RM copies for a class
 * @abi: the driver's version
 * @c: a row of the table
 *
 * Return: the size of the class's parameters in @abi's driver, or
 * GS_ABI_ABSENT where that driver has no such class.
 */
u32 gs_nv_class_params(const struct gs_abi *abi, const struct gs_nv_class *c)
{
	return c->versioned ? abi->v[c->params] : c->params;
}

/**
 * gs_nv_class_find() - look up an RM class
 * @abi: the driver's version (NULL finds nothing)
 * @cls: hClass of an RM_ALLOC
 *
 * Return: the class, or NULL for one the table does not know or @abi's
 * driver does not have (its parameter size is then unknown to gpuslice).
 */
const struct gs_nv_class *gs_nv_class_find(const struct gs_abi *abi,
					   u32 cls)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(nv_classes);

	if (!abi)
		return NULL;
	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;
		const struct gs_nv_class *c = &nv_classes[mid];

		if (c->cls == cls)
			return gs_nv_class_params(abi, c) == GS_ABI_ABSENT ?
			       NULL : c;
		if (c->cls < cls)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_nv_class_table() - every class of any supported version, sorted by
 * number
 * @count: set to the number of entries
 */
const struct gs_nv_class *gs_nv_class_table(unsigned int *count)
{
	*count = ARRAY_SIZE(nv_classes);
	return nv_classes;
}
