// SPDX-License-Identifier: GPL-2.0
/*
 * The nvidia-uvm commands, one handler each, answered as uvm_ioctl() of
 * nvsim's version does: every command the version routes is in the table
 * below with its size, rmStatus and route from the description (absent,
 * a command the version does not route: UVM_DISCARD before 580, the
 * system-wide atomics in 595, ...). The argument was copied in whole
 * (uvm_dev.c), the handler
 * returns the rmStatus, and a command other than INITIALIZE and
 * MM_INITIALIZE on a file without a VA space is NV_ERR_ILLEGAL_ACTION
 * before its handler runs.
 *
 * The H100 host had neither HMM nor ATS (PAGEABLE_MEM_ACCESS answered 0):
 * the policy commands and UVM_MIGRATE act on managed ranges only, anything
 * else being NV_ERR_INVALID_ADDRESS. The hmm parameter changes only
 * PAGEABLE_MEM_ACCESS's answer, not that. The policies themselves (preferred
 * location, accessed-by, read duplication) are checked and accepted, not
 * recorded: nvsim has no fault path they would steer.
 *
 * Locking: uvm.h. Handlers run with nvsim_lock held.
 */

#include <linux/file.h>
#include <linux/nodemask.h>
#include <linux/seq_file.h>

#include "uvm.h"

/* The CPU's processor UUID (nvCpuUuid.c), as the description has it */
static const __le32 cpu_uuid[GS_ABI_UUID_BINARY_LEN / sizeof(u32)] = {
	cpu_to_le32(GS_ABI_UVM_CPU_UUID_WORD0),
	cpu_to_le32(GS_ABI_UVM_CPU_UUID_WORD1),
	cpu_to_le32(GS_ABI_UVM_CPU_UUID_WORD2),
	cpu_to_le32(GS_ABI_UVM_CPU_UUID_WORD3),
};

struct uvm_call {
	struct file *filp;
	struct nvsim_uvm_file *uf;
	struct nvsim_va_space *vas;
	void *arg;
};

static u64 arg64(struct uvm_call *c, u32 off)
{
	return gs_get_u64(c->arg, off);
}

static bool range_invalid(u64 base, u64 length, u64 align)
{
	return !IS_ALIGNED(base, align) || !IS_ALIGNED(length, align) ||
	       !base || !length || base + length < base;
}

/* UVM_INITIALIZE: flags. */
static u32 uvm_initialize(struct uvm_call *c)
{
	u64 flags = arg64(c, GS_ABI_UVM_INITIALIZE_FLAGS_AT);

	switch (c->uf->type) {
	case NVSIM_UVM_FD_UNINITIALIZED:
		if (flags & ~(u64)GS_ABI_UVM_INIT_FLAGS_MASK)
			return GS_ABI_ERR_INVALID_ARGUMENT;
		c->uf->vas = nvsim_vas_new(flags);
		if (!c->uf->vas)
			return GS_ABI_ERR_NO_MEMORY;
		c->uf->type = NVSIM_UVM_FD_VA_SPACE;
		return GS_ABI_NV_OK;
	case NVSIM_UVM_FD_VA_SPACE:
		return flags == c->uf->vas->flags ? GS_ABI_NV_OK :
						    GS_ABI_ERR_INVALID_ARGUMENT;
	default:
		return GS_ABI_ERR_INVALID_ARGUMENT;
	}
}

/*
 * UVM_PAGEABLE_MEM_ACCESS: pageableMemAccess, as
 * uvm_va_space_pageable_mem_access_supported() answers on x86, which has
 * no ATS: HMM enabled system-wide (the hmm parameter), the VA space tied
 * to an mm (va_space_mm: not MULTI_PROCESS_SHARING_MODE) and HMM not
 * disabled for it. Nothing about the caller is checked: any process
 * holding the file may ask.
 */
static u32 uvm_pageable_mem_access(struct uvm_call *c)
{
	u64 flags = c->vas->flags;

	*((u8 *)c->arg + GS_ABI_UVM_PAGEABLE_MEM_ACCESS_PAGEABLEMEMACCESS_AT) =
		nvsim_param_hmm &&
		!(flags & GS_ABI_UVM_INIT_FLAGS_MULTI_PROCESS_SHARING_MODE) &&
		!(flags & GS_ABI_UVM_INIT_FLAGS_DISABLE_HMM);
	return GS_ABI_NV_OK;
}

/* UVM_CREATE_RANGE_GROUP: rangeGroupId, from 1 per VA space. */
static u32 uvm_create_range_group(struct uvm_call *c)
{
	u64 id = c->vas->next_group + 1;

	if (id > ULONG_MAX ||
	    xa_err(xa_store(&c->vas->range_groups, id, xa_mk_value(1),
			    GFP_KERNEL_ACCOUNT)))
		return GS_ABI_ERR_NO_MEMORY;
	c->vas->next_group = id;
	memcpy((u8 *)c->arg + GS_ABI_UVM_CREATE_RANGE_GROUP_RANGEGROUPID_AT, &id,
	       sizeof(id));
	return GS_ABI_NV_OK;
}

/* UVM_DESTROY_RANGE_GROUP */
static u32 uvm_destroy_range_group(struct uvm_call *c)
{
	u64 id = arg64(c, GS_ABI_UVM_DESTROY_RANGE_GROUP_RANGEGROUPID_AT);

	if (!id || id > ULONG_MAX || !xa_erase(&c->vas->range_groups, id))
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	return GS_ABI_NV_OK;
}

#define SRG(field)	GS_ABI_UVM_SET_RANGE_GROUP_##field##_AT

/* UVM_SET_RANGE_GROUP: rangeGroupId, requestedBase, length. */
static u32 uvm_set_range_group(struct uvm_call *c)
{
	u64 id = arg64(c, SRG(RANGEGROUPID));
	u64 base = arg64(c, SRG(REQUESTEDBASE)), length = arg64(c, SRG(LENGTH));

	if (range_invalid(base, length, PAGE_SIZE))
		return GS_ABI_ERR_INVALID_ADDRESS;
	if (id && (id > ULONG_MAX || !xa_load(&c->vas->range_groups, id)))
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (!nvsim_range_managed_covered(c->vas, base, length))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return GS_ABI_NV_OK;
}

/* UVM_CREATE_EXTERNAL_RANGE: base, length. */
static u32 uvm_create_external_range(struct uvm_call *c)
{
	u64 base = arg64(c, GS_ABI_UVM_CREATE_EXTERNAL_RANGE_BASE_AT);
	u64 length = arg64(c, GS_ABI_UVM_CREATE_EXTERNAL_RANGE_LENGTH_AT);

	if (range_invalid(base, length, SZ_4K))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return nvsim_range_new(c->vas, base, length, NVSIM_RANGE_EXTERNAL,
			       NULL);
}

/*
 * UVM_FREE: an external, semaphore pool or SKED range, exactly: base and
 * length up to 580, from 590 the range that starts at base, whatever its
 * length (uvm_free(), uvm_va_range.c), there being no length.
 */
static u32 uvm_free(struct uvm_call *c)
{
	u32 length_at = NVSIM_ABI(UVM_FREE_LENGTH_AT);
	u64 base = arg64(c, GS_ABI_UVM_FREE_BASE_AT);
	struct nvsim_uvm_range *r;

	if (length_at != GS_ABI_ABSENT) {
		u64 length = arg64(c, length_at);

		if (range_invalid(base, length, SZ_4K))
			return GS_ABI_ERR_INVALID_ADDRESS;
		r = nvsim_range_exact(c->vas, base, length);
	} else {
		r = nvsim_range_find(c->vas, base);
		if (r && r->start != base)
			r = NULL;
	}
	if (!r || r->type == NVSIM_RANGE_MANAGED ||
	    r->type == NVSIM_RANGE_CHANNEL)
		return GS_ABI_ERR_INVALID_ADDRESS;
	nvsim_range_destroy(c->vas, r);
	return GS_ABI_NV_OK;
}

/* UVM_VALIDATE_VA_RANGE: a range of any type, exactly. */
static u32 uvm_validate_va_range(struct uvm_call *c)
{
	return nvsim_range_exact(c->vas,
				 arg64(c, GS_ABI_UVM_VALIDATE_VA_RANGE_BASE_AT),
				 arg64(c, GS_ABI_UVM_VALIDATE_VA_RANGE_LENGTH_AT)) ?
	       GS_ABI_NV_OK : GS_ABI_ERR_INVALID_ADDRESS;
}

/*
 * UVM_ALLOC_SEMAPHORE_POOL: base, length, gpuAttributesCount, at most
 * UVM_MAX_GPUS (the version's: 32 before 570).
 */
static u32 uvm_alloc_semaphore_pool(struct uvm_call *c)
{
	u64 base = arg64(c, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL_BASE_AT);
	u64 length = arg64(c, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL_LENGTH_AT);

	if (range_invalid(base, length, PAGE_SIZE))
		return GS_ABI_ERR_INVALID_ADDRESS;
	if (arg64(c, NVSIM_ABI(UVM_ALLOC_SEMAPHORE_POOL_GPUATTRIBUTESCOUNT_AT)) >
	    NVSIM_ABI(UVM_MAX_GPUS))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	return nvsim_range_new(c->vas, base, length, NVSIM_RANGE_SEMAPHORE,
			       NULL);
}

#define SKED(field)	GS_ABI_UVM_MAP_DYNAMIC_PARALLELISM_REGION_##field##_AT

/* UVM_MAP_DYNAMIC_PARALLELISM_REGION: base, length, gpuUuid. */
static u32 uvm_map_dynamic_parallelism(struct uvm_call *c)
{
	u64 base = arg64(c, SKED(BASE)), length = arg64(c, SKED(LENGTH));
	struct nvsim_gpu *gpu;

	if (range_invalid(base, length, SZ_4K))
		return GS_ABI_ERR_INVALID_ADDRESS;
	if (!nvsim_uvm_gpu_has_vas(c->vas, (u8 *)c->arg + SKED(GPUUUID), &gpu))
		return GS_ABI_ERR_INVALID_DEVICE;
	/* one GPU page of 4K, 64K, 2M or 512M, aligned to its size */
	if (!is_power_of_2(length) || !IS_ALIGNED(base, length) ||
	    (length != SZ_4K && length != SZ_64K && length != SZ_2M &&
	     length != SZ_512M))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return nvsim_range_new(c->vas, base, length, NVSIM_RANGE_SKED, NULL);
}

/*
 * The processor a policy names: the CPU (*gpu NULL), or a GPU registered
 * in the VA space.
 */
static u32 policy_processor(struct uvm_call *c, const u8 *uuid,
			    struct nvsim_gpu **gpu)
{
	*gpu = NULL;
	if (!memcmp(uuid, cpu_uuid, sizeof(cpu_uuid)))
		return GS_ABI_NV_OK;
	*gpu = nvsim_gpu_by_uuid(uuid);
	if (!*gpu || !(c->vas->registered & BIT((*gpu)->minor)))
		return GS_ABI_ERR_INVALID_DEVICE;
	return GS_ABI_NV_OK;
}

#define SPL(field)	GS_ABI_UVM_SET_PREFERRED_LOCATION_##field##_AT

/*
 * SET_PREFERRED_LOCATION: requestedBase, length, preferredLocation and,
 * from 550, preferredCpuNumaNode (535 has none: no node).
 */
static u32 uvm_set_preferred_location(struct uvm_call *c)
{
	u32 nid_at = NVSIM_ABI(UVM_SET_PREFERRED_LOCATION_PREFERREDCPUNUMANODE_AT);
	s32 nid = nid_at == GS_ABI_ABSENT ? NUMA_NO_NODE :
		  (s32)gs_get_u32(c->arg, nid_at);
	struct nvsim_gpu *gpu;
	u32 status;

	if (!nvsim_range_managed_covered(c->vas, arg64(c, SPL(REQUESTEDBASE)),
					 arg64(c, SPL(LENGTH))))
		return GS_ABI_ERR_INVALID_ADDRESS;
	status = policy_processor(c, (u8 *)c->arg + SPL(PREFERREDLOCATION),
				  &gpu);
	if (status != GS_ABI_NV_OK)
		return status;
	if (!gpu && nid != NUMA_NO_NODE &&
	    (nid < 0 || nid >= MAX_NUMNODES || !node_state(nid, N_MEMORY)))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	return GS_ABI_NV_OK;
}

#define UPL(field)	GS_ABI_UVM_UNSET_PREFERRED_LOCATION_##field##_AT
static_assert(UPL(REQUESTEDBASE) ==
	      GS_ABI_UVM_ENABLE_READ_DUPLICATION_REQUESTEDBASE_AT &&
	      UPL(LENGTH) == GS_ABI_UVM_ENABLE_READ_DUPLICATION_LENGTH_AT &&
	      UPL(REQUESTEDBASE) ==
	      GS_ABI_UVM_DISABLE_READ_DUPLICATION_REQUESTEDBASE_AT &&
	      UPL(LENGTH) == GS_ABI_UVM_DISABLE_READ_DUPLICATION_LENGTH_AT);

/* UNSET_PREFERRED_LOCATION, EN/DISABLE_READ_DUPLICATION: base, length */
static u32 uvm_range_policy(struct uvm_call *c)
{
	if (!nvsim_range_managed_covered(c->vas, arg64(c, UPL(REQUESTEDBASE)),
					 arg64(c, UPL(LENGTH))))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return GS_ABI_NV_OK;
}

#define SAB(field)	GS_ABI_UVM_SET_ACCESSED_BY_##field##_AT
static_assert(SAB(REQUESTEDBASE) ==
	      GS_ABI_UVM_UNSET_ACCESSED_BY_REQUESTEDBASE_AT &&
	      SAB(LENGTH) == GS_ABI_UVM_UNSET_ACCESSED_BY_LENGTH_AT &&
	      SAB(ACCESSEDBYUUID) ==
	      GS_ABI_UVM_UNSET_ACCESSED_BY_ACCESSEDBYUUID_AT);

/* SET/UNSET_ACCESSED_BY: requestedBase, length, accessedByUuid. */
static u32 uvm_accessed_by(struct uvm_call *c)
{
	struct nvsim_gpu *gpu;

	if (!nvsim_range_managed_covered(c->vas, arg64(c, SAB(REQUESTEDBASE)),
					 arg64(c, SAB(LENGTH))))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return policy_processor(c, (u8 *)c->arg + SAB(ACCESSEDBYUUID), &gpu);
}

#define MIG(field)	GS_ABI_UVM_MIGRATE_##field##_AT

/*
 * UVM_MIGRATE: base, length, destinationUuid, flags, semaphoreAddress,
 * semaphorePayload, cpuNumaNode. The migration is done by the time the
 * call returns, ASYNC or not; an ASYNC call's semaphore (in a semaphore
 * pool) is then released with the payload.
 */
static u32 uvm_migrate(struct uvm_call *c)
{
	u64 base = arg64(c, MIG(BASE)), length = arg64(c, MIG(LENGTH));
	u64 sema = arg64(c, MIG(SEMAPHOREADDRESS));
	u32 flags = gs_get_u32(c->arg, MIG(FLAGS));
	u32 payload = gs_get_u32(c->arg, MIG(SEMAPHOREPAYLOAD));
	s32 nid = (s32)gs_get_u32(c->arg, MIG(CPUNUMANODE));
	bool sync = !(flags & GS_ABI_UVM_MIGRATE_FLAG_ASYNC);
	struct nvsim_uvm_range *pool = NULL;
	struct nvsim_gpu *gpu = NULL;
	u32 status;

	if ((length || sync || !sema) && range_invalid(base, length, PAGE_SIZE))
		return GS_ABI_ERR_INVALID_ADDRESS;
	if (flags & ~GS_ABI_UVM_MIGRATE_FLAGS_ALL)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (flags & ~GS_ABI_UVM_MIGRATE_FLAG_ASYNC)	/* test flags */
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (sync && sema)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (!sync && !sema && payload)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (!sync && sema) {
		pool = nvsim_range_find(c->vas, sema);
		if (!pool || pool->type != NVSIM_RANGE_SEMAPHORE ||
		    !IS_ALIGNED(sema, sizeof(payload)))
			return GS_ABI_ERR_INVALID_ADDRESS;
	}
	if (memcmp((u8 *)c->arg + MIG(DESTINATIONUUID), cpu_uuid,
		   sizeof(cpu_uuid))) {
		if (!nvsim_uvm_gpu_has_vas(c->vas,
					   (u8 *)c->arg + MIG(DESTINATIONUUID),
					   &gpu))
			return GS_ABI_ERR_INVALID_DEVICE;
	} else if (nid != NUMA_NO_NODE &&
		   (nid < 0 || nid >= MAX_NUMNODES || !node_state(nid, N_MEMORY))) {
		return GS_ABI_ERR_INVALID_ARGUMENT;
	}
	if (length) {
		if (!nvsim_range_managed_covered(c->vas, base, length))
			return GS_ABI_ERR_INVALID_ADDRESS;
		status = nvsim_vas_migrate(c->vas, base, length, gpu);
		if (status != GS_ABI_NV_OK)
			return status;
	}
	if (pool)
		nvsim_uvm_semaphore_release(c->vas, sema, payload);
	return GS_ABI_NV_OK;
}

static u32 call_register_gpu(struct uvm_call *c)
{
	return nvsim_uvm_register_gpu(c->vas, c->arg);
}

static u32 call_unregister_gpu(struct uvm_call *c)
{
	return nvsim_uvm_unregister_gpu(c->vas, c->arg);
}

static u32 call_register_vaspace(struct uvm_call *c)
{
	return nvsim_uvm_register_vaspace(c->vas, c->arg);
}

static u32 call_unregister_vaspace(struct uvm_call *c)
{
	return nvsim_uvm_unregister_vaspace(c->vas, c->arg);
}

static u32 call_register_channel(struct uvm_call *c)
{
	return nvsim_uvm_register_channel(c->vas, c->arg);
}

static u32 call_unregister_channel(struct uvm_call *c)
{
	return nvsim_uvm_unregister_channel(c->vas, c->arg);
}

static u32 call_map_external(struct uvm_call *c)
{
	return nvsim_uvm_map_external(c->vas, c->arg);
}

static u32 call_unmap_external(struct uvm_call *c)
{
	return nvsim_uvm_unmap_external(c->vas, c->arg);
}

#define K(name)		NVSIM_K(name)
#define V(name)		NVSIM_V(name)
/* a command: its size, rmStatus and route, each constant or versioned */
#define CMD(name_, nvname, S, T, R)					\
	.cmd = GS_ABI_##name_, .name = nvname, .size = S(name_##_SIZE),	\
	.status = T(name_##_RMSTATUS_AT), .route = R(name_##_ROUTE)
#define KKK(name_)	CMD(name_, #name_, K, K, K)
#define VVK(name_)	CMD(name_, #name_, V, V, K)
#define VVV(name_)	CMD(name_, #name_, V, V, V)

/**
 * struct uvm_cmd - one command nvidia-uvm routes
 * @cmd: its number
 * @name: NVIDIA's name
 * @size: its argument's size
 * @status: where rmStatus is
 * @route: the files it is valid on (GS_ABI_ON_UVM, GS_ABI_ON_UVM_TOOLS)
 *	and GS_ABI_UVM_BEFORE_INIT; absent where the version routes none
 * @fn: nvsim's handler; NULL: answered NV_ERR_NOT_SUPPORTED, not modelled
 * @out: the argument bytes that agree with the H100 recording
 */
struct uvm_cmd {
	u32 cmd;
	const char *name;
	struct nvsim_fact size, status, route;
	u32 (*fn)(struct uvm_call *c);
	struct nvsim_span out[NVSIM_OUT_MAX];
};

/* Every command of the description but DEINITIALIZE (uvm_dev.c). */
static const struct uvm_cmd cmds[] = {
	{ KKK(UVM_CREATE_RANGE_GROUP), .fn = uvm_create_range_group,
	  .out = { NVSIM_OUT(K(UVM_CREATE_RANGE_GROUP_RANGEGROUPID_AT),
			     NVSIM_N(sizeof(u64))) } },
	{ KKK(UVM_DESTROY_RANGE_GROUP), .fn = uvm_destroy_range_group },
	{ KKK(UVM_REGISTER_GPU_VASPACE), .fn = call_register_vaspace },
	{ KKK(UVM_UNREGISTER_GPU_VASPACE), .fn = call_unregister_vaspace },
	{ KKK(UVM_REGISTER_CHANNEL), .fn = call_register_channel },
	{ VVK(UVM_UNREGISTER_CHANNEL), .fn = call_unregister_channel },
	{ KKK(UVM_ENABLE_PEER_ACCESS) },
	{ KKK(UVM_DISABLE_PEER_ACCESS) },
	{ KKK(UVM_SET_RANGE_GROUP), .fn = uvm_set_range_group },
	{ VVK(UVM_MAP_EXTERNAL_ALLOCATION), .fn = call_map_external },
	{ VVK(UVM_FREE), .fn = uvm_free },
	{ KKK(UVM_REGISTER_GPU), .fn = call_register_gpu,
	  .out = { NVSIM_OUT_TO(K(UVM_REGISTER_GPU_GPU_UUID_AT),
				K(UVM_REGISTER_GPU_RMCTRLFD_AT)) } },
	{ KKK(UVM_UNREGISTER_GPU), .fn = call_unregister_gpu },
	{ KKK(UVM_PAGEABLE_MEM_ACCESS), .fn = uvm_pageable_mem_access,
	  .out = { NVSIM_OUT(K(UVM_PAGEABLE_MEM_ACCESS_PAGEABLEMEMACCESS_AT),
			     NVSIM_N(sizeof(u8))) } },
	{ KKK(UVM_PREVENT_MIGRATION_RANGE_GROUPS) },
	{ KKK(UVM_ALLOW_MIGRATION_RANGE_GROUPS) },
	{ CMD(UVM_SET_PREFERRED_LOCATION, "UVM_SET_PREFERRED_LOCATION",
	      K, V, K),
	  .fn = uvm_set_preferred_location },
	{ KKK(UVM_UNSET_PREFERRED_LOCATION), .fn = uvm_range_policy },
	{ KKK(UVM_ENABLE_READ_DUPLICATION), .fn = uvm_range_policy },
	{ KKK(UVM_DISABLE_READ_DUPLICATION), .fn = uvm_range_policy },
	{ KKK(UVM_SET_ACCESSED_BY), .fn = uvm_accessed_by },
	{ KKK(UVM_UNSET_ACCESSED_BY), .fn = uvm_accessed_by },
	{ KKK(UVM_MIGRATE), .fn = uvm_migrate },
	{ KKK(UVM_MIGRATE_RANGE_GROUP) },
	{ VVV(UVM_ENABLE_SYSTEM_WIDE_ATOMICS) },
	{ VVV(UVM_DISABLE_SYSTEM_WIDE_ATOMICS) },
	{ VVK(UVM_TOOLS_INIT_EVENT_TRACKER) },
	{ KKK(UVM_TOOLS_SET_NOTIFICATION_THRESHOLD) },
	{ KKK(UVM_TOOLS_EVENT_QUEUE_ENABLE_EVENTS) },
	{ KKK(UVM_TOOLS_EVENT_QUEUE_DISABLE_EVENTS) },
	{ KKK(UVM_TOOLS_ENABLE_COUNTERS) },
	{ KKK(UVM_TOOLS_DISABLE_COUNTERS) },
	{ KKK(UVM_TOOLS_READ_PROCESS_MEMORY) },
	{ KKK(UVM_TOOLS_WRITE_PROCESS_MEMORY) },
	{ VVK(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE) },
	{ KKK(UVM_MAP_DYNAMIC_PARALLELISM_REGION),
	  .fn = uvm_map_dynamic_parallelism },
	{ KKK(UVM_UNMAP_EXTERNAL), .fn = call_unmap_external },
	{ KKK(UVM_TOOLS_FLUSH_EVENTS) },
	{ VVK(UVM_ALLOC_SEMAPHORE_POOL), .fn = uvm_alloc_semaphore_pool },
	{ KKK(UVM_CLEAN_UP_ZOMBIE_RESOURCES) },
	{ KKK(UVM_PAGEABLE_MEM_ACCESS_ON_GPU) },
	{ KKK(UVM_POPULATE_PAGEABLE) },
	{ KKK(UVM_VALIDATE_VA_RANGE), .fn = uvm_validate_va_range },
	{ KKK(UVM_CREATE_EXTERNAL_RANGE), .fn = uvm_create_external_range },
	{ KKK(UVM_MAP_EXTERNAL_SPARSE) },
	/* MM_INITIALIZE: uvm_dev.c, before a VA space */
	{ KKK(UVM_MM_INITIALIZE) },
	{ VVV(UVM_TOOLS_INIT_EVENT_TRACKER_V2) },
	{ VVV(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2) },
	{ VVV(UVM_ALLOC_DEVICE_P2P) },
	{ VVV(UVM_CLEAR_ALL_ACCESS_COUNTERS) },
	{ VVV(UVM_DISCARD) },
	{ KKK(UVM_IS_8_SUPPORTED) },
	{ KKK(UVM_INITIALIZE), .fn = uvm_initialize },
};

/**
 * nvsim_uvm_cmd_find() - a command of nvsim's version
 * @cmd: its number
 * @size: set to its argument's size
 * @status: set to where its rmStatus goes
 * @route: set to GS_ABI_ON_UVM or GS_ABI_ON_UVM_TOOLS, with
 *	GS_ABI_UVM_BEFORE_INIT where it needs no UVM_INITIALIZE
 *
 * Return: false where the version routes no such command.
 */
bool nvsim_uvm_cmd_find(u32 cmd, u32 *size, u32 *status, u32 *route)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cmds); i++) {
		if (cmds[i].cmd != cmd)
			continue;
		*route = nvsim_fact(cmds[i].route);
		*size = nvsim_fact(cmds[i].size);
		*status = nvsim_fact(cmds[i].status);
		return *route != GS_ABI_ABSENT;
	}
	return false;
}

/**
 * nvsim_uvm_dispatch() - one command on a VA space file, under nvsim_lock
 * @filp: the nvidia-uvm file
 * @cmd: the command, one the version routes to nvidia-uvm
 * @arg: its argument, copied in
 *
 * Return: the rmStatus.
 */
long nvsim_uvm_dispatch(struct file *filp, u32 cmd, void *arg)
{
	struct uvm_call c = { .filp = filp, .uf = filp->private_data,
			      .arg = arg };
	unsigned int i;

	lockdep_assert_held(&nvsim_lock);
	for (i = 0; i < ARRAY_SIZE(cmds); i++)
		if (cmds[i].cmd == cmd)
			break;
	if (cmd != GS_ABI_UVM_INITIALIZE &&
	    c.uf->type != NVSIM_UVM_FD_VA_SPACE)
		return GS_ABI_ERR_ILLEGAL_ACTION;
	if (i == ARRAY_SIZE(cmds) || !cmds[i].fn)
		return GS_ABI_ERR_NOT_SUPPORTED;
	c.vas = c.uf->vas;
	return cmds[i].fn(&c);
}

/* debugfs "model": one "uvm" line per modelled command of the version. */
void nvsim_uvm_cmd_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(cmds); i++) {
		const struct uvm_cmd *u = &cmds[i];

		if ((u->fn || u->cmd == GS_ABI_UVM_MM_INITIALIZE) &&
		    nvsim_fact(u->route) != GS_ABI_ABSENT)
			nvsim_model_line(m, "uvm", u->cmd, u->name, u->out);
	}
	nvsim_model_line(m, "uvm", GS_ABI_UVM_DEINITIALIZE,
			 "UVM_DEINITIALIZE", NULL);
}
