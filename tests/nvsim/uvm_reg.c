// SPDX-License-Identifier: GPL-2.0
/*
 * The UVM commands that name RM objects: GPU, VA space and channel
 * registration and external mappings. nvidia-uvm dups the objects into its
 * own kernel RM client (nvUvmInterfaceDup*, docs/nvidia-abi.md 6); nvsim takes a
 * reference on the resource instead, which keeps it, and its framebuffer,
 * alive until UVM lets go, as the dup does.
 *
 * rmCtrlFd is not read: no version looks it up ("TODO Bug 1624521",
 * uvm_va_space.c, uvm_user_channel.c). hClient names any client, whatever
 * file it is bound to (UVM calls RM as the kernel); the dup then applies
 * RM's default share policy, same process only, with
 * REJECT_KERNEL_DUP_PRIVILEGE: another process's object is
 * NV_ERR_INSUFFICIENT_PERMISSIONS unless RM_SHARE allowed it.
 *
 * Statuses are those of nvidia-uvm and nv_gpu_ops.c in the order they
 * check: an unknown client NV_ERR_INVALID_CLIENT, an unknown handle
 * NV_ERR_OBJECT_NOT_FOUND, a GPU the VA space does not know
 * NV_ERR_INVALID_DEVICE. Locking: uvm.h.
 */

#include <linux/mm.h>
#include <linux/slab.h>

#include "uvm.h"

/* The arguments' fields (uvm_ioctl.h), the version's where they moved */
#define REG_GPU(field)	GS_ABI_UVM_REGISTER_GPU_##field##_AT
#define VAS(field)	GS_ABI_UVM_REGISTER_GPU_VASPACE_##field##_AT
#define CHAN(field)	GS_ABI_UVM_REGISTER_CHANNEL_##field##_AT
#define UNCHAN(field)	NVSIM_ABI(UVM_UNREGISTER_CHANNEL_##field##_AT)
#define MEA(field)	GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION_##field##_AT
#define MEA_V(field)	NVSIM_ABI(UVM_MAP_EXTERNAL_ALLOCATION_##field##_AT)
#define ATTR(field)	GS_ABI_UVM_GPU_MAPPING_##field##_AT
#define UNMAP(field)	GS_ABI_UVM_UNMAP_EXTERNAL_##field##_AT

/* The @i-th UvmGpuMappingAttributes of MAP_EXTERNAL_ALLOCATION @arg */
static u8 *mea_attr(void *arg, u64 i)
{
	return (u8 *)arg + MEA(PERGPUATTRIBUTES) + GS_ABI_UVM_GPU_MAPPING_SIZE * i;
}

static u64 get_u64(const void *arg, u32 off)
{
	return gs_get_u64(arg, off);
}

static bool range_invalid_4k(u64 base, u64 length)
{
	return !IS_ALIGNED(base, SZ_4K) || !IS_ALIGNED(length, SZ_4K) ||
	       !base || !length || base + length < base;
}

/* The registered GPU with @uuid, or NULL. */
static struct nvsim_gpu *vas_gpu(struct nvsim_va_space *vas, const u8 *uuid)
{
	struct nvsim_gpu *gpu = nvsim_gpu_by_uuid(uuid);

	return gpu && (vas->registered & BIT(gpu->minor)) ? gpu : NULL;
}

/* uvm_va_space_get_gpu_by_uuid_with_gpu_va_space() */
bool nvsim_uvm_gpu_has_vas(struct nvsim_va_space *vas, const u8 *uuid,
			   struct nvsim_gpu **gpu)
{
	*gpu = vas_gpu(vas, uuid);
	return *gpu && vas->gpu_vas[(*gpu)->minor];
}

/* serverutilGetResourceRef(), then the dup's share check. */
static u32 user_object(u32 hclient, u32 handle, struct nvsim_obj **out)
{
	struct nvsim_client *c = nvsim_client_lookup(hclient);
	struct nvsim_obj *obj;

	if (!c)
		return GS_ABI_ERR_INVALID_CLIENT;
	obj = nvsim_obj_lookup(c, handle);
	if (!obj || obj == c->root)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	*out = obj;
	return GS_ABI_NV_OK;
}

/* UVM_REGISTER_GPU: no MIG, so hClient and hSmcPartRef are unused. */
u32 nvsim_uvm_register_gpu(struct nvsim_va_space *vas, void *arg)
{
	struct nvsim_gpu *gpu = nvsim_gpu_by_uuid((u8 *)arg +
						 REG_GPU(GPU_UUID));
	s32 node = NUMA_NO_NODE;

	if (!gpu)
		return GS_ABI_ERR_GPU_UUID_NOT_FOUND;
	/* nvGpuOpsGetGpuInfo, on every registration, before the twice check */
	if (!nvsim_gpu_accessible(gpu))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	if (vas->registered & BIT(gpu->minor))
		return GS_ABI_ERR_INVALID_DEVICE;
	if (nvsim_fb_keep_uvm(gpu))
		return GS_ABI_ERR_NO_MEMORY;
	vas->registered |= BIT(gpu->minor);
	*((u8 *)arg + REG_GPU(NUMAENABLED)) = 0;
	memcpy((u8 *)arg + REG_GPU(NUMANODEID), &node, sizeof(node));
	return GS_ABI_NV_OK;
}

static void unregister_vaspace(struct nvsim_va_space *vas,
			       struct nvsim_gpu *gpu)
{
	nvsim_uvm_channels_free(vas, gpu);
	nvsim_res_put(vas->gpu_vas[gpu->minor]);
	vas->gpu_vas[gpu->minor] = NULL;
}

/* UVM_UNREGISTER_GPU: its VA space, channels, mappings and memory. */
u32 nvsim_uvm_unregister_gpu(struct nvsim_va_space *vas, void *arg)
{
	struct nvsim_gpu *gpu =
		vas_gpu(vas, (u8 *)arg + GS_ABI_UVM_UNREGISTER_GPU_GPU_UUID_AT);
	struct nvsim_uvm_range *r;

	if (!gpu)
		return GS_ABI_ERR_INVALID_DEVICE;
	if (vas->gpu_vas[gpu->minor])
		unregister_vaspace(vas, gpu);
	list_for_each_entry(r, &vas->ranges, link)
		if (r->type == NVSIM_RANGE_EXTERNAL)
			nvsim_uvm_ext_maps_free(r, gpu);
	nvsim_vas_evict_gpu(vas, gpu);
	vas->registered &= ~BIT(gpu->minor);
	nvsim_fb_unkeep_uvm(gpu);
	return GS_ABI_NV_OK;
}

/*
 * UVM_REGISTER_GPU_VASPACE: nvGpuOpsDupAddressSpace's checks, then
 * check_gpu_va_space's.
 */
u32 nvsim_uvm_register_vaspace(struct nvsim_va_space *vas, void *arg)
{
	struct nvsim_gpu *gpu = vas_gpu(vas, (u8 *)arg + VAS(GPUUUID));
	struct nvsim_obj *obj;
	u32 status;

	if (!gpu)
		return GS_ABI_ERR_INVALID_DEVICE;
	status = user_object(gs_get_u32(arg, VAS(HCLIENT)),
			     gs_get_u32(arg, VAS(HVASPACE)), &obj);
	if (status != GS_ABI_NV_OK)
		return status;
	if (obj->cls != GS_ABI_CLS_FERMI_VASPACE_A)
		return GS_ABI_ERR_INVALID_OBJECT;
	if (obj->res->gpu != gpu)
		return GS_ABI_ERR_OTHER_DEVICE_FOUND;
	if (!nvsim_obj_dup_allowed_current(obj))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	if (!(obj->res->u.vaspace.flags & GS_ABI_NV_VASPACE_ALLOCATION_FLAGS_IS_EXTERNALLY_OWNED))
		return GS_ABI_ERR_INVALID_FLAGS;
	if (vas->gpu_vas[gpu->minor])
		return GS_ABI_ERR_INVALID_DEVICE;
	obj->res->refs++;
	vas->gpu_vas[gpu->minor] = obj->res;
	return GS_ABI_NV_OK;
}

/* UVM_UNREGISTER_GPU_VASPACE */
u32 nvsim_uvm_unregister_vaspace(struct nvsim_va_space *vas, void *arg)
{
	struct nvsim_gpu *gpu;

	if (!nvsim_uvm_gpu_has_vas(vas, (u8 *)arg +
				   GS_ABI_UVM_UNREGISTER_GPU_VASPACE_GPUUUID_AT,
				   &gpu))
		return GS_ABI_ERR_INVALID_DEVICE;
	unregister_vaspace(vas, gpu);
	return GS_ABI_NV_OK;
}

static void channel_free(struct nvsim_va_space *vas,
			 struct nvsim_uvm_channel *ch)
{
	if (ch->range && !--ch->range->refs)
		nvsim_range_destroy(vas, ch->range);
	nvsim_res_put(ch->res);
	list_del(&ch->link);
	kfree(ch);
}

/* The channels registered on @gpu, or on every GPU for NULL. */
void nvsim_uvm_channels_free(struct nvsim_va_space *vas, struct nvsim_gpu *gpu)
{
	struct nvsim_uvm_channel *ch, *tmp;

	list_for_each_entry_safe(ch, tmp, &vas->channels, link)
		if (!gpu || ch->gpu == gpu)
			channel_free(vas, ch);
}

/* Does channel @res run in the VA space UVM registered for its GPU? */
static bool channel_in_vas(struct nvsim_va_space *vas, struct nvsim_res *res)
{
	struct nvsim_client *c = nvsim_client_lookup(res->u.chan.hclient);
	struct nvsim_obj *va;

	if (!c || !res->u.chan.hvaspace)
		return false;
	va = nvsim_obj_lookup(c, res->u.chan.hvaspace);
	return va && va->res == vas->gpu_vas[res->gpu->minor];
}

/*
 * The channel's resources [base, base + length): one range shared by the
 * channels that name the same one (a TSG's), else a new one.
 */
static u32 channel_range(struct nvsim_va_space *vas, u64 base, u64 length,
			 struct nvsim_uvm_range **out)
{
	struct nvsim_uvm_range *r;

	*out = NULL;
	if (!length)
		return GS_ABI_NV_OK;
	if (!PAGE_ALIGNED(base) || !PAGE_ALIGNED(length) || !base ||
	    base + length < base)
		return GS_ABI_ERR_INVALID_ADDRESS;
	r = nvsim_range_exact(vas, base, length);
	if (r && r->type == NVSIM_RANGE_CHANNEL) {
		r->refs++;
		*out = r;
		return GS_ABI_NV_OK;
	}
	return nvsim_range_new(vas, base, length, NVSIM_RANGE_CHANNEL, out);
}

/* UVM_REGISTER_CHANNEL: nvGpuOpsRetainChannel's checks. */
u32 nvsim_uvm_register_channel(struct nvsim_va_space *vas, void *arg)
{
	u32 hclient = gs_get_u32(arg, CHAN(HCLIENT));
	u32 hchannel = gs_get_u32(arg, CHAN(HCHANNEL));
	struct nvsim_uvm_channel *ch;
	struct nvsim_gpu *gpu;
	struct nvsim_obj *obj;
	u32 status;

	if (!nvsim_uvm_gpu_has_vas(vas, (u8 *)arg + CHAN(GPUUUID), &gpu))
		return GS_ABI_ERR_INVALID_DEVICE;
	if (!nvsim_client_lookup(hclient))
		return GS_ABI_ERR_INVALID_CLIENT;
	if (user_object(hclient, hchannel, &obj) != GS_ABI_NV_OK ||
	    obj->cls != GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A)
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	if (!nvsim_obj_dup_allowed_current(obj))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	if (obj->res->gpu != gpu)
		return GS_ABI_ERR_OTHER_DEVICE_FOUND;
	if (!channel_in_vas(vas, obj->res))
		return GS_ABI_ERR_INVALID_CHANNEL;
	list_for_each_entry(ch, &vas->channels, link)
		if (ch->res == obj->res)
			return GS_ABI_ERR_INVALID_CHANNEL;

	ch = kzalloc(sizeof(*ch), GFP_KERNEL_ACCOUNT);
	if (!ch)
		return GS_ABI_ERR_NO_MEMORY;
	status = channel_range(vas, get_u64(arg, CHAN(BASE)),
			       get_u64(arg, CHAN(LENGTH)), &ch->range);
	if (status != GS_ABI_NV_OK) {
		kfree(ch);
		return status;
	}
	ch->gpu = gpu;
	ch->hclient = hclient;
	ch->hchannel = hchannel;
	ch->res = obj->res;
	obj->res->refs++;
	list_add_tail(&ch->link, &vas->channels);
	return GS_ABI_NV_OK;
}

/* UVM_UNREGISTER_CHANNEL: by the handles it was registered with. */
u32 nvsim_uvm_unregister_channel(struct nvsim_va_space *vas, void *arg)
{
	u32 hclient = gs_get_u32(arg, UNCHAN(HCLIENT));
	u32 hchannel = gs_get_u32(arg, UNCHAN(HCHANNEL));
	struct nvsim_uvm_channel *ch;

	list_for_each_entry(ch, &vas->channels, link) {
		if (ch->hclient == hclient && ch->hchannel == hchannel) {
			channel_free(vas, ch);
			return GS_ABI_NV_OK;
		}
	}
	return GS_ABI_ERR_INVALID_CHANNEL;
}

static void ext_map_free(struct nvsim_uvm_ext_map *m)
{
	list_del(&m->link);
	nvsim_memh_drop(&m->memh);
	nvsim_res_put(m->mem);
	kfree(m);
}

/* External range @r's mappings on @gpu, or on every GPU for NULL. */
void nvsim_uvm_ext_maps_free(struct nvsim_uvm_range *r, struct nvsim_gpu *gpu)
{
	struct nvsim_uvm_ext_map *m, *tmp;

	list_for_each_entry_safe(m, tmp, &r->maps, link)
		if (!gpu || m->gpu == gpu)
			ext_map_free(m);
}

/*
 * uvm_unmap_external_in_range(): mappings of @gpu in [start, end] go;
 * those that stick out are cut, one cut in two if need be.
 */
static u32 unmap_in_range(struct nvsim_uvm_range *r, struct nvsim_gpu *gpu,
			  u64 start, u64 end)
{
	struct nvsim_uvm_ext_map *m, *tmp, *upper;

	list_for_each_entry_safe(m, tmp, &r->maps, link) {
		if (m->gpu != gpu || m->end < start || m->start > end)
			continue;
		if (m->start >= start && m->end <= end) {
			ext_map_free(m);
		} else if (m->start < start && m->end > end) {
			upper = kmemdup(m, sizeof(*m), GFP_KERNEL_ACCOUNT);
			if (!upper)
				return GS_ABI_ERR_NO_MEMORY;
			upper->start = end + 1;
			upper->mem->refs++;
			nvsim_memh_dup(&upper->memh, &m->memh);
			list_add(&upper->link, &m->link);
			m->end = start - 1;
		} else if (m->start < start) {
			m->end = start - 1;
		} else {
			m->start = end + 1;
		}
	}
	return GS_ABI_NV_OK;
}

/* The external range that holds [base, base + length), or NULL. */
static struct nvsim_uvm_range *external_range(struct nvsim_va_space *vas,
					      u64 base, u64 length)
{
	struct nvsim_uvm_range *r = nvsim_range_find(vas, base);

	if (!r || r->type != NVSIM_RANGE_EXTERNAL ||
	    base + length - 1 > r->end)
		return NULL;
	return r;
}

/* nvGpuOpsDupMemory and set_ext_gpu_map_location, for mapping GPU @gpu. */
static u32 dup_memory(struct nvsim_va_space *vas, void *arg,
		      struct nvsim_gpu *gpu, struct nvsim_obj **out)
{
	struct nvsim_obj *obj;
	u32 status;

	status = user_object(gs_get_u32(arg, MEA_V(HCLIENT)),
			     gs_get_u32(arg, MEA_V(HMEMORY)), &obj);
	if (status != GS_ABI_NV_OK)
		return status;
	switch (obj->cls) {
	case GS_ABI_CLS_MEMORY_LOCAL_USER:
	case GS_ABI_CLS_MEMORY_SYSTEM:
	case GS_ABI_CLS_MEMORY_SYSTEM_OS_DESCRIPTOR:
		break;
	default:
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	}
	if (!nvsim_obj_dup_allowed_current(obj))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	/* the owning GPU must be registered; no peer access in nvsim */
	if (!obj->res->gpu || !(vas->registered & BIT(obj->res->gpu->minor)))
		return GS_ABI_ERR_INVALID_DEVICE;
	if (obj->cls == GS_ABI_CLS_MEMORY_LOCAL_USER && obj->res->gpu != gpu)
		return GS_ABI_ERR_INVALID_DEVICE;
	*out = obj;
	return GS_ABI_NV_OK;
}

static u32 map_on_gpu(struct nvsim_va_space *vas, struct nvsim_uvm_range *r,
		      void *arg, const u8 *attr)
{
	u64 base = get_u64(arg, MEA(BASE));
	u64 end = base + get_u64(arg, MEA(LENGTH)) - 1;
	struct nvsim_uvm_ext_map *m;
	struct nvsim_obj *mem;
	struct nvsim_gpu *gpu;
	u32 status;

	if (gs_get_u32(attr, ATTR(GPUMAPPINGTYPE)) >=
	    GS_ABI_UVM_GPU_MAPPING_TYPE_COUNT ||
	    gs_get_u32(attr, ATTR(GPUCACHINGTYPE)) >=
	    GS_ABI_UVM_GPU_CACHING_TYPE_COUNT)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (!nvsim_uvm_gpu_has_vas(vas, attr, &gpu))
		return GS_ABI_ERR_INVALID_DEVICE;
	status = unmap_in_range(r, gpu, base, end);
	if (status != GS_ABI_NV_OK)
		return status;
	status = dup_memory(vas, arg, gpu, &mem);
	if (status != GS_ABI_NV_OK)
		return status;
	m = kzalloc(sizeof(*m), GFP_KERNEL_ACCOUNT);
	if (!m)
		return GS_ABI_ERR_NO_MEMORY;
	m->start = base;
	m->end = end;
	m->gpu = gpu;
	m->mem = mem->res;
	mem->res->refs++;
	nvsim_memh_dup(&m->memh, &mem->memh);
	list_add_tail(&m->link, &r->maps);
	return GS_ABI_NV_OK;
}

/*
 * UVM_MAP_EXTERNAL_ALLOCATION: the memory on each GPU listed. On a
 * failure the mappings this call made on its GPUs go again.
 */
u32 nvsim_uvm_map_external(struct nvsim_va_space *vas, void *arg)
{
	u64 base = get_u64(arg, MEA(BASE)), length = get_u64(arg, MEA(LENGTH));
	u64 count = get_u64(arg, MEA_V(GPUATTRIBUTESCOUNT)), i;
	struct nvsim_uvm_range *r;
	u32 status = GS_ABI_NV_OK;

	if (range_invalid_4k(base, length))
		return GS_ABI_ERR_INVALID_ADDRESS;
	if (!count || count > NVSIM_ABI(UVM_MAX_GPUS))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	r = external_range(vas, base, length);
	if (!r)
		return GS_ABI_ERR_INVALID_ADDRESS;
	for (i = 0; i < count && status == GS_ABI_NV_OK; i++)
		status = map_on_gpu(vas, r, arg,
				    mea_attr(arg, i));
	while (status != GS_ABI_NV_OK && i--) {
		struct nvsim_gpu *gpu;

		if (nvsim_uvm_gpu_has_vas(vas, mea_attr(arg, i), &gpu))
			unmap_in_range(r, gpu, base, base + length - 1);
	}
	return status;
}

/* UVM_UNMAP_EXTERNAL */
u32 nvsim_uvm_unmap_external(struct nvsim_va_space *vas, void *arg)
{
	u64 base = get_u64(arg, MEA(BASE)), length = get_u64(arg, MEA(LENGTH));
	struct nvsim_uvm_range *r;
	struct nvsim_gpu *gpu;

	if (range_invalid_4k(base, length))
		return GS_ABI_ERR_INVALID_ADDRESS;
	r = external_range(vas, base, length);
	if (!r)
		return GS_ABI_ERR_INVALID_ADDRESS;
	gpu = vas_gpu(vas, (u8 *)arg + UNMAP(GPUUUID));
	if (!gpu)
		return GS_ABI_ERR_INVALID_DEVICE;
	return unmap_in_range(r, gpu, base, base + length - 1);
}
