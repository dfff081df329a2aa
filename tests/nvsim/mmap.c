// SPDX-License-Identifier: GPL-2.0
/*
 * CPU mappings (docs/nvidia-abi.md 7): RM_MAP_MEMORY puts one mapping context in
 * the file named by its fd, mmap(fd, offset 0) of that file maps it, and
 * RM_UNMAP_MEMORY / RM_UPDATE_DEVICE_MAPPING_INFO keep RM's record of the
 * mapping. System memory is mapped through a ctl file, framebuffer and
 * doorbells through the memory's own GPU file.
 *
 * The VMA maps real pages (struct nvsim_backing, memory.c), inserted on
 * fault; it holds a reference on the backing, so freeing the memory object
 * while it is mapped leaves the pages to the mapping until munmap.
 */

#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

/* nvsim's own: where the fake bus addresses (pLinearAddress tokens) start */
#define TOKEN_BASE	0x100000000000ULL
static u64 next_token = TOKEN_BASE;	/* nvsim_lock */

/* Which file kind maps @cls: ctl (system memory) or GPU; -1: unmappable. */
static int map_kind(u32 cls)
{
	switch (cls) {
	case GS_ABI_CLS_MEMORY_SYSTEM:
	case GS_ABI_CLS_RM_USER_SHARED_DATA:
		return NVSIM_FD_CTL;
	case GS_ABI_CLS_MEMORY_LOCAL_USER:
	case GS_ABI_CLS_HOPPER_USERMODE_A:
		return NVSIM_FD_GPU;
	}
	return -1;
}

void nvsim_map_ctx_clear(struct nvsim_map_ctx *ctx)
{
	lockdep_assert_held(&nvsim_lock);
	if (ctx->backing)
		nvsim_backing_put(ctx->backing);
	memset(ctx, 0, sizeof(*ctx));
}

/* nv_add_mapping_context_to_file: one context per file. */
u32 nvsim_map_ctx_install(struct nvsim_file *target, struct nvsim_backing *b,
			  pgoff_t pgoff, pgoff_t npages)
{
	struct nvsim_map_ctx *ctx = &target->map;

	lockdep_assert_held(&nvsim_lock);
	if (ctx->valid)
		return GS_ABI_ERR_STATE_IN_USE;
	ctx->backing = nvsim_backing_get(b);
	ctx->pgoff = pgoff;
	ctx->npages = npages;
	ctx->valid = true;
	return GS_ABI_NV_OK;
}

void nvsim_obj_free_maps(struct nvsim_obj *obj)
{
	struct nvsim_cpu_map *m, *tmp;

	list_for_each_entry_safe(m, tmp, &obj->maps, link) {
		list_del(&m->link);
		kfree(m);
	}
}

static struct nvsim_cpu_map *find_map(struct nvsim_obj *obj, u64 token)
{
	struct nvsim_cpu_map *m;

	list_for_each_entry(m, &obj->maps, link)
		if (m->token == token)
			return m;
	return NULL;
}

/* The memory object of a map/unmap call and its device (or subdevice). */
static u32 lookup_mem(struct nvsim_file *os, u32 hclient, u32 hdevice,
		      u32 hmemory, struct nvsim_obj **memp)
{
	struct nvsim_client *c;
	struct nvsim_obj *dev, *mem;
	u32 status;

	status = nvsim_client_get(hclient, os, &c);
	if (status != GS_ABI_NV_OK)
		return status;
	dev = nvsim_obj_lookup(c, hdevice);
	mem = nvsim_obj_lookup(c, hmemory);
	if (!dev || !mem)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (dev->cls != GS_ABI_CLS_DEVICE_0 && dev->cls != GS_ABI_CLS_SUBDEVICE_0 &&
	    dev != c->root)
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	*memp = mem;
	return GS_ABI_NV_OK;
}

/**
 * nvsim_rm_map() - RM_MAP_MEMORY, then the mapping context
 * @os: the file the call is bound to
 * @arg: the NVOS33+fd argument, updated in place
 * @target: the file its fd named, if it is an nvsim file, else NULL
 *
 * Context: nvsim_lock held.
 */
u32 nvsim_rm_map(struct nvsim_file *os, void *arg, struct file *target)
{
	u64 offset = gs_get_u64(arg, GS_ABI_NVOS33_OFFSET_AT);
	u64 length = gs_get_u64(arg, GS_ABI_NVOS33_LENGTH_AT);
	struct nvsim_file *tf = target ? target->private_data : NULL;
	struct nvsim_cpu_map *m;
	struct nvsim_obj *mem;
	pgoff_t first, end;
	u32 status;
	int kind;

	status = lookup_mem(os, gs_get_u32(arg, GS_ABI_NVOS33_HCLIENT_AT),
			    gs_get_u32(arg, GS_ABI_NVOS33_HDEVICE_AT),
			    gs_get_u32(arg, GS_ABI_NVOS33_HMEMORY_AT), &mem);
	if (status != GS_ABI_NV_OK)
		return status;
	kind = map_kind(mem->cls);
	if (kind < 0 || !mem->res->backing)
		return GS_ABI_ERR_NOT_SUPPORTED;
	if (!length || offset >= mem->res->size ||
	    length > mem->res->size - offset)
		return GS_ABI_ERR_INVALID_LIMIT;

	/* rm_create_mmap_context: the client's own process only */
	if (mem->client->pid != task_tgid(current))
		return GS_ABI_ERR_INVALID_CLIENT;
	if (!tf || (kind == NVSIM_FD_CTL) != nvsim_file_is_ctl(tf) ||
	    (kind == NVSIM_FD_GPU && tf->gpu != mem->res->gpu))
		return GS_ABI_ERR_INVALID_ARGUMENT;

	m = kzalloc(sizeof(*m), GFP_KERNEL_ACCOUNT);
	if (!m)
		return GS_ABI_ERR_NO_MEMORY;
	first = offset >> PAGE_SHIFT;
	end = PAGE_ALIGN(offset + length) >> PAGE_SHIFT;
	status = nvsim_map_ctx_install(tf, mem->res->backing, first,
				       end - first);
	if (status != GS_ABI_NV_OK) {
		kfree(m);
		return status;
	}

	m->token = next_token + offset;
	next_token += round_up(mem->res->size, SZ_2M);
	list_add_tail(&m->link, &mem->maps);
	memcpy((u8 *)arg + GS_ABI_NVOS33_PLINEARADDRESS_AT, &m->token, sizeof(m->token));
	return GS_ABI_NV_OK;
}

/* RM_UNMAP_MEMORY (NVOS34): forget the mapping at pLinearAddress. */
u32 nvsim_rm_unmap(struct nvsim_file *os, void *arg)
{
	struct nvsim_cpu_map *m;
	struct nvsim_obj *mem;
	u32 status;

	status = lookup_mem(os, gs_get_u32(arg, GS_ABI_NVOS34_HCLIENT_AT),
			    gs_get_u32(arg, GS_ABI_NVOS34_HDEVICE_AT),
			    gs_get_u32(arg, GS_ABI_NVOS34_HMEMORY_AT), &mem);
	if (status != GS_ABI_NV_OK)
		return status;
	m = find_map(mem, gs_get_u64(arg, GS_ABI_NVOS34_PLINEARADDRESS_AT));
	if (!m)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	list_del(&m->link);
	kfree(m);
	return GS_ABI_NV_OK;
}

/*
 * RM_UPDATE_DEVICE_MAPPING_INFO (NVOS56): the mapping at pOldCpuAddress
 * (the token) now lives at pNewCpuAddress, which RM records and never
 * dereferences.
 */
u32 nvsim_rm_update_mapping(struct nvsim_file *os, void *arg)
{
	struct nvsim_cpu_map *m;
	struct nvsim_obj *mem;
	u32 status;

	status = lookup_mem(os, gs_get_u32(arg, GS_ABI_NVOS56_HCLIENT_AT),
			    gs_get_u32(arg, GS_ABI_NVOS56_HDEVICE_AT),
			    gs_get_u32(arg, GS_ABI_NVOS56_HMEMORY_AT), &mem);
	if (status != GS_ABI_NV_OK)
		return status;
	m = find_map(mem, gs_get_u64(arg, GS_ABI_NVOS56_POLDCPUADDRESS_AT));
	if (!m)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	m->token = gs_get_u64(arg, GS_ABI_NVOS56_PNEWCPUADDRESS_AT);
	return GS_ABI_NV_OK;
}

static void nvsim_vma_open(struct vm_area_struct *vma)
{
	nvsim_backing_get(vma->vm_private_data);
}

static void nvsim_vma_close(struct vm_area_struct *vma)
{
	nvsim_backing_put(vma->vm_private_data);
}

/* vm_pgoff was set to the context's first page, so pgoff indexes pages. */
static vm_fault_t nvsim_vma_fault(struct vm_fault *vmf)
{
	struct nvsim_backing *b = vmf->vma->vm_private_data;
	struct page *page;

	if (vmf->pgoff >= nvsim_backing_pages(b))
		return VM_FAULT_SIGBUS;
	page = nvsim_backing_page(b, vmf->pgoff);
	if (!page)
		return VM_FAULT_OOM;
	return vmf_insert_page(vmf->vma, vmf->address, page);
}

static const struct vm_operations_struct nvsim_vm_ops = {
	.open	= nvsim_vma_open,
	.close	= nvsim_vma_close,
	.fault	= nvsim_vma_fault,
};

/*
 * mmap of a file holding a mapping context, at offset 0 (nvidia_mmap): the
 * length must equal the context's for a GPU file (else -ENXIO) and fit in
 * it for a ctl file. Called with mmap_lock held, which comes before
 * nvsim_lock.
 */
int nvsim_mmap(struct file *filp, struct vm_area_struct *vma)
{
	struct nvsim_file *nf = filp->private_data;
	unsigned long pages = vma_pages(vma);
	struct nvsim_map_ctx *ctx = &nf->map;
	int ret = 0;

	mutex_lock(&nvsim_lock);
	if (!ctx->valid || vma->vm_pgoff != 0) {
		ret = -EINVAL;
		goto out;
	}
	if (nvsim_file_is_ctl(nf) ? pages > ctx->npages :
				    pages != ctx->npages) {
		ret = nvsim_file_is_ctl(nf) ? -EINVAL : -ENXIO;
		goto out;
	}
	vma->vm_pgoff = ctx->pgoff;
	vma->vm_flags |= VM_MIXEDMAP | VM_DONTEXPAND | VM_DONTDUMP;
	vma->vm_private_data = nvsim_backing_get(ctx->backing);
	vma->vm_ops = &nvsim_vm_ops;
out:
	mutex_unlock(&nvsim_lock);
	return ret;
}
