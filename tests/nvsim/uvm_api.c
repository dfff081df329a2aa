// SPDX-License-Identifier: GPL-2.0
/*
 * The nvidia-uvm commands, one handler each, answered as uvm_ioctl() of
 * 580 does: the argument was copied in whole (uvm_dev.c), the handler
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

#include "nv_escape.h"
#include "uvm.h"

#define UVM_INITIALIZE			0x30000001
#define UVM_PAGEABLE_MEM_ACCESS		0x27
#define UVM_INIT_FLAGS_DISABLE_HMM	0x1ULL
#define UVM_INIT_FLAGS_MULTI_PROCESS	0x2ULL	/* ..._SHARING_MODE */
#define UVM_INIT_FLAGS_MASK		0x3ULL
#define UVM_MIGRATE_FLAG_ASYNC		0x1
#define UVM_MIGRATE_FLAGS_ALL		0x7

/* The CPU's processor UUID (nvCpuUuid.c). */
static const u8 cpu_uuid[16] = {
	0xa6, 0x5e, 0x0f, 0x4e, 0xd7, 0xd4, 0x7b, 0xa2,
	0x50, 0x47, 0x41, 0x2c, 0x14, 0x2a, 0x77, 0x73,
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

/* UVM_INITIALIZE (16): flags@0. */
static u32 uvm_initialize(struct uvm_call *c)
{
	u64 flags = arg64(c, 0);

	switch (c->uf->type) {
	case NVSIM_UVM_FD_UNINITIALIZED:
		if (flags & ~UVM_INIT_FLAGS_MASK)
			return NV_ERR_INVALID_ARGUMENT;
		c->uf->vas = nvsim_vas_new(flags);
		if (!c->uf->vas)
			return NV_ERR_NO_MEMORY;
		c->uf->type = NVSIM_UVM_FD_VA_SPACE;
		return NV_OK;
	case NVSIM_UVM_FD_VA_SPACE:
		return flags == c->uf->vas->flags ? NV_OK :
						    NV_ERR_INVALID_ARGUMENT;
	default:
		return NV_ERR_INVALID_ARGUMENT;
	}
}

/*
 * UVM_PAGEABLE_MEM_ACCESS (8): pageableMemAccess@0, as
 * uvm_va_space_pageable_mem_access_supported() answers on x86, which has
 * no ATS: HMM enabled system-wide (the hmm parameter), the VA space tied
 * to an mm (va_space_mm: not MULTI_PROCESS_SHARING_MODE) and HMM not
 * disabled for it. Nothing about the caller is checked: any process
 * holding the file may ask.
 */
static u32 uvm_pageable_mem_access(struct uvm_call *c)
{
	u64 flags = c->vas->flags;

	*(u8 *)c->arg = nvsim_param_hmm &&
			!(flags & UVM_INIT_FLAGS_MULTI_PROCESS) &&
			!(flags & UVM_INIT_FLAGS_DISABLE_HMM);
	return NV_OK;
}

/* UVM_CREATE_RANGE_GROUP (16): rangeGroupId@0, from 1 per VA space. */
static u32 uvm_create_range_group(struct uvm_call *c)
{
	u64 id = c->vas->next_group + 1;

	if (id > ULONG_MAX ||
	    xa_err(xa_store(&c->vas->range_groups, id, xa_mk_value(1),
			    GFP_KERNEL_ACCOUNT)))
		return NV_ERR_NO_MEMORY;
	c->vas->next_group = id;
	memcpy(c->arg, &id, sizeof(id));
	return NV_OK;
}

/* UVM_DESTROY_RANGE_GROUP (16) */
static u32 uvm_destroy_range_group(struct uvm_call *c)
{
	u64 id = arg64(c, 0);

	if (!id || id > ULONG_MAX || !xa_erase(&c->vas->range_groups, id))
		return NV_ERR_OBJECT_NOT_FOUND;
	return NV_OK;
}

/* UVM_SET_RANGE_GROUP (32): rangeGroupId@0 requestedBase@8 length@16. */
static u32 uvm_set_range_group(struct uvm_call *c)
{
	u64 id = arg64(c, 0), base = arg64(c, 8), length = arg64(c, 16);

	if (range_invalid(base, length, PAGE_SIZE))
		return NV_ERR_INVALID_ADDRESS;
	if (id && (id > ULONG_MAX || !xa_load(&c->vas->range_groups, id)))
		return NV_ERR_OBJECT_NOT_FOUND;
	if (!nvsim_range_managed_covered(c->vas, base, length))
		return NV_ERR_INVALID_ADDRESS;
	return NV_OK;
}

/* UVM_CREATE_EXTERNAL_RANGE (24): base@0 length@8. */
static u32 uvm_create_external_range(struct uvm_call *c)
{
	u64 base = arg64(c, 0), length = arg64(c, 8);

	if (range_invalid(base, length, SZ_4K))
		return NV_ERR_INVALID_ADDRESS;
	return nvsim_range_new(c->vas, base, length, NVSIM_RANGE_EXTERNAL,
			       NULL);
}

/* UVM_FREE (24): an external, semaphore pool or SKED range, exactly. */
static u32 uvm_free(struct uvm_call *c)
{
	u64 base = arg64(c, 0), length = arg64(c, 8);
	struct nvsim_uvm_range *r;

	if (range_invalid(base, length, SZ_4K))
		return NV_ERR_INVALID_ADDRESS;
	r = nvsim_range_exact(c->vas, base, length);
	if (!r || r->type == NVSIM_RANGE_MANAGED ||
	    r->type == NVSIM_RANGE_CHANNEL)
		return NV_ERR_INVALID_ADDRESS;
	nvsim_range_destroy(c->vas, r);
	return NV_OK;
}

/* UVM_VALIDATE_VA_RANGE (24): a range of any type, exactly. */
static u32 uvm_validate_va_range(struct uvm_call *c)
{
	return nvsim_range_exact(c->vas, arg64(c, 0), arg64(c, 8)) ?
	       NV_OK : NV_ERR_INVALID_ADDRESS;
}

/* UVM_ALLOC_SEMAPHORE_POOL (9248): base@0 length@8 count@9232. */
static u32 uvm_alloc_semaphore_pool(struct uvm_call *c)
{
	u64 base = arg64(c, 0), length = arg64(c, 8);

	if (range_invalid(base, length, PAGE_SIZE))
		return NV_ERR_INVALID_ADDRESS;
	if (arg64(c, 9232) > 256)
		return NV_ERR_INVALID_ARGUMENT;
	return nvsim_range_new(c->vas, base, length, NVSIM_RANGE_SEMAPHORE,
			       NULL);
}

/* UVM_MAP_DYNAMIC_PARALLELISM_REGION (40): base@0 length@8 gpuUuid@16. */
static u32 uvm_map_dynamic_parallelism(struct uvm_call *c)
{
	u64 base = arg64(c, 0), length = arg64(c, 8);
	struct nvsim_gpu *gpu;

	if (range_invalid(base, length, SZ_4K))
		return NV_ERR_INVALID_ADDRESS;
	if (!nvsim_uvm_gpu_has_vas(c->vas, (u8 *)c->arg + 16, &gpu))
		return NV_ERR_INVALID_DEVICE;
	/* one GPU page of 4K, 64K, 2M or 512M, aligned to its size */
	if (!is_power_of_2(length) || !IS_ALIGNED(base, length) ||
	    (length != SZ_4K && length != SZ_64K && length != SZ_2M &&
	     length != SZ_512M))
		return NV_ERR_INVALID_ADDRESS;
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
		return NV_OK;
	*gpu = nvsim_gpu_by_uuid(uuid);
	if (!*gpu || !(c->vas->registered & BIT((*gpu)->minor)))
		return NV_ERR_INVALID_DEVICE;
	return NV_OK;
}

/* SET_PREFERRED_LOCATION (40): base@0 length@8 uuid@16 cpuNumaNode@32. */
static u32 uvm_set_preferred_location(struct uvm_call *c)
{
	s32 nid = (s32)gs_get_u32(c->arg, 32);
	struct nvsim_gpu *gpu;
	u32 status;

	if (!nvsim_range_managed_covered(c->vas, arg64(c, 0), arg64(c, 8)))
		return NV_ERR_INVALID_ADDRESS;
	status = policy_processor(c, (u8 *)c->arg + 16, &gpu);
	if (status != NV_OK)
		return status;
	if (!gpu && nid != NUMA_NO_NODE &&
	    (nid < 0 || nid >= MAX_NUMNODES || !node_state(nid, N_MEMORY)))
		return NV_ERR_INVALID_ARGUMENT;
	return NV_OK;
}

/* UNSET_PREFERRED_LOCATION, EN/DISABLE_READ_DUPLICATION (24) */
static u32 uvm_range_policy(struct uvm_call *c)
{
	if (!nvsim_range_managed_covered(c->vas, arg64(c, 0), arg64(c, 8)))
		return NV_ERR_INVALID_ADDRESS;
	return NV_OK;
}

/* SET/UNSET_ACCESSED_BY (40): base@0 length@8 uuid@16. */
static u32 uvm_accessed_by(struct uvm_call *c)
{
	struct nvsim_gpu *gpu;

	if (!nvsim_range_managed_covered(c->vas, arg64(c, 0), arg64(c, 8)))
		return NV_ERR_INVALID_ADDRESS;
	return policy_processor(c, (u8 *)c->arg + 16, &gpu);
}

/*
 * UVM_MIGRATE (80): base@0 length@8 destinationUuid@16 flags@32
 * semaphoreAddress@40 semaphorePayload@48 cpuNumaNode@52. The migration
 * is done by the time the call returns, ASYNC or not; an ASYNC call's
 * semaphore (in a semaphore pool) is then released with the payload.
 */
static u32 uvm_migrate(struct uvm_call *c)
{
	u64 base = arg64(c, 0), length = arg64(c, 8), sema = arg64(c, 40);
	u32 flags = gs_get_u32(c->arg, 32);
	u32 payload = gs_get_u32(c->arg, 48);
	s32 nid = (s32)gs_get_u32(c->arg, 52);
	bool sync = !(flags & UVM_MIGRATE_FLAG_ASYNC);
	struct nvsim_uvm_range *pool = NULL;
	struct nvsim_gpu *gpu = NULL;
	u32 status;

	if ((length || sync || !sema) && range_invalid(base, length, PAGE_SIZE))
		return NV_ERR_INVALID_ADDRESS;
	if (flags & ~UVM_MIGRATE_FLAGS_ALL)
		return NV_ERR_INVALID_ARGUMENT;
	if (flags & ~UVM_MIGRATE_FLAG_ASYNC)	/* test flags */
		return NV_ERR_INVALID_ARGUMENT;
	if (sync && sema)
		return NV_ERR_INVALID_ARGUMENT;
	if (!sync && !sema && payload)
		return NV_ERR_INVALID_ARGUMENT;
	if (!sync && sema) {
		pool = nvsim_range_find(c->vas, sema);
		if (!pool || pool->type != NVSIM_RANGE_SEMAPHORE ||
		    !IS_ALIGNED(sema, sizeof(payload)))
			return NV_ERR_INVALID_ADDRESS;
	}
	if (memcmp((u8 *)c->arg + 16, cpu_uuid, sizeof(cpu_uuid))) {
		if (!nvsim_uvm_gpu_has_vas(c->vas, (u8 *)c->arg + 16, &gpu))
			return NV_ERR_INVALID_DEVICE;
	} else if (nid != NUMA_NO_NODE &&
		   (nid < 0 || nid >= MAX_NUMNODES || !node_state(nid, N_MEMORY))) {
		return NV_ERR_INVALID_ARGUMENT;
	}
	if (length) {
		if (!nvsim_range_managed_covered(c->vas, base, length))
			return NV_ERR_INVALID_ADDRESS;
		status = nvsim_vas_migrate(c->vas, base, length, gpu);
		if (status != NV_OK)
			return status;
	}
	if (pool)
		nvsim_uvm_semaphore_release(c->vas, sema, payload);
	return NV_OK;
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

/*
 * The commands nvsim answers; "out" names the argument bytes that agree
 * with the H100 recording. The rest of the core's table is answered
 * NV_ERR_NOT_SUPPORTED and not listed.
 */
static const struct {
	u32 cmd;
	u32 (*fn)(struct uvm_call *c);
	const char *out;
} handlers[] = {
	{ 0x17, uvm_create_range_group, "out=0+8" },
	{ 0x18, uvm_destroy_range_group },
	{ 0x19, call_register_vaspace },
	{ 0x1a, call_unregister_vaspace },
	{ 0x1b, call_register_channel },
	{ 0x1c, call_unregister_channel },
	{ 0x1f, uvm_set_range_group },
	{ 0x21, call_map_external },
	{ 0x22, uvm_free },
	{ 0x25, call_register_gpu, "out=0+24" },
	{ 0x26, call_unregister_gpu },
	{ 0x27, uvm_pageable_mem_access, "out=0+1" },
	{ 0x2a, uvm_set_preferred_location },
	{ 0x2b, uvm_range_policy },
	{ 0x2c, uvm_range_policy },
	{ 0x2d, uvm_range_policy },
	{ 0x2e, uvm_accessed_by },
	{ 0x2f, uvm_accessed_by },
	{ 0x33, uvm_migrate },
	{ 0x41, uvm_map_dynamic_parallelism },
	{ 0x42, call_unmap_external },
	{ 0x44, uvm_alloc_semaphore_pool },
	{ 0x48, uvm_validate_va_range },
	{ 0x49, uvm_create_external_range },
	{ 0x4b, NULL },		/* MM_INITIALIZE: uvm_dev.c */
	{ UVM_INITIALIZE, uvm_initialize },
	{ 0x30000002, NULL },	/* DEINITIALIZE: nothing at all */
};

/**
 * nvsim_uvm_dispatch() - one command on a VA space file, under nvsim_lock
 * @filp: the nvidia-uvm file
 * @cmd: the command, known to the core's table and valid on nvidia-uvm
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
	for (i = 0; i < ARRAY_SIZE(handlers); i++)
		if (handlers[i].cmd == cmd && handlers[i].fn)
			break;
	if (cmd != UVM_INITIALIZE && c.uf->type != NVSIM_UVM_FD_VA_SPACE)
		return NV_ERR_ILLEGAL_ACTION;
	if (i == ARRAY_SIZE(handlers))
		return NV_ERR_NOT_SUPPORTED;
	c.vas = c.uf->vas;
	return handlers[i].fn(&c);
}

/* debugfs "model": one "uvm" line per modelled command. */
void nvsim_uvm_cmd_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(handlers); i++) {
		const struct gs_uvm_cmd *u = gs_uvm_cmd_find(handlers[i].cmd);

		seq_printf(m, "uvm 0x%x %s%s%s\n", handlers[i].cmd,
			   u ? u->name : "?", handlers[i].out ? " " : "",
			   handlers[i].out ? handlers[i].out : "");
	}
}
