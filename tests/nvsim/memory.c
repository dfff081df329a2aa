// SPDX-License-Identifier: GPL-2.0
/*
 * Memory classes and the pages behind their CPU mappings.
 *
 * Class 0x40 (NV01_MEMORY_LOCAL_USER) charges the GPU's heap with its
 * rounded size; 0x3e (system memory), 0x50a0 (virtual), 0x71 (pinned user
 * pages), 0xde (user shared data) and 0xc661 (usermode doorbells) do not.
 *
 * Rounding of class 0x40 on an H100, as RM does it (memmgrAllocResources,
 * memmgrDeterminePageSize, memmgrAllocDetermineAlignment_GM107 in NVIDIA's
 * tree) and as the traces show it:
 *  1. the page size comes from attr PAGE_SIZE: DEFAULT picks 2 MiB (huge)
 *     for sizes of 2 MiB and more, else 64 KiB (big: a client allocation);
 *     4KB, BIG (64 KiB) and HUGE (attr2 PAGE_SIZE_HUGE: 2 MiB, 512 MiB;
 *     256 GiB is not an H100 page size and fails) as asked. attr and attr2
 *     come back with the page size chosen;
 *  2. a requested alignment that is a multiple or a divisor of the page
 *     size is kept (raised to the page size if smaller); any other one is
 *     replaced by the page size, or fails with ALIGNMENT_FORCE;
 *  3. the size is rounded up to the page size (not to the alignment), and
 *     alignment@72 returns the alignment, limit@88 size - 1.
 * So CUDA's 0x420000 bytes with alignment 2 MiB come back as 0x600000, a
 * 0x44c6880 request as 0x4600000 and 0x19c80000 as 0x19e00000 (cuda trace).
 * System memory is rounded to 4 KiB pages (0x5ea410 -> 0x5eb000).
 *
 * Pages: a memory object that can be mapped owns a struct nvsim_backing,
 * a sparse array of pages allocated on first touch and freed with the last
 * reference (the object, or a VMA still mapping it). Its xarray has its own
 * lock, so the fault path never needs nvsim_lock.
 */

#include <linux/gfp.h>
#include <linux/kref.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "nvsim.h"
#include "rm.h"

struct nvsim_backing {
	struct kref ref;
	pgoff_t npages;
	struct xarray pages;	/* index -> struct page *, one reference */
};

struct nvsim_backing *nvsim_backing_new(pgoff_t npages)
{
	struct nvsim_backing *b = kzalloc(sizeof(*b), GFP_KERNEL);

	if (!b)
		return NULL;
	kref_init(&b->ref);
	b->npages = npages;
	xa_init(&b->pages);
	return b;
}

struct nvsim_backing *nvsim_backing_get(struct nvsim_backing *b)
{
	kref_get(&b->ref);
	return b;
}

static void backing_release(struct kref *ref)
{
	struct nvsim_backing *b = container_of(ref, struct nvsim_backing, ref);
	struct page *page;
	unsigned long idx;

	xa_for_each(&b->pages, idx, page)
		put_page(page);
	xa_destroy(&b->pages);
	kfree(b);
}

void nvsim_backing_put(struct nvsim_backing *b)
{
	kref_put(&b->ref, backing_release);
}

pgoff_t nvsim_backing_pages(const struct nvsim_backing *b)
{
	return b->npages;
}

/*
 * The page at @idx, allocated (zeroed) on first use. The backing keeps the
 * reference; the caller must hold one on the backing. NULL when out of
 * range or out of memory. Any context that may sleep.
 */
struct page *nvsim_backing_page(struct nvsim_backing *b, pgoff_t idx)
{
	struct page *page, *old;

	if (idx >= b->npages)
		return NULL;
	page = xa_load(&b->pages, idx);
	if (page)
		return page;

	page = alloc_page(GFP_HIGHUSER | __GFP_ZERO);
	if (!page)
		return NULL;
	old = xa_cmpxchg(&b->pages, idx, NULL, page, GFP_KERNEL);
	if (old) {
		put_page(page);
		return xa_is_err(old) ? NULL : old;
	}
	return page;
}

/* NVOS32's attr and attr2 fields, as the bits they take */
struct bits {
	u32 lo, hi;
};

#define ATTR(f) \
	((struct bits){ GS_ABI_NVOS32_ATTR_##f##_LO, GS_ABI_NVOS32_ATTR_##f##_HI })
#define ATTR2(f) \
	((struct bits){ GS_ABI_NVOS32_ATTR2_##f##_LO, GS_ABI_NVOS32_ATTR2_##f##_HI })

static u32 field(u32 v, struct bits b)
{
	return nvsim_drf(v, b.lo, b.hi);
}

static u32 set_field(u32 v, struct bits b, u32 f)
{
	return nvsim_drf_set(v, b.lo, b.hi, f);
}

/* Step 1 above: the page size, and attr/attr2 updated to name it. */
static u32 pick_page_size(u32 *attr, u32 *attr2, u64 size, u64 *page)
{
	switch (field(*attr, ATTR(PAGE_SIZE))) {
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_DEFAULT:
		*page = size >= SZ_2M ? SZ_2M : SZ_64K;
		break;
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_4KB:
		*page = SZ_4K;
		break;
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_BIG:
		*page = SZ_64K;
		break;
	default:
		switch (field(*attr2, ATTR2(PAGE_SIZE_HUGE))) {
		case GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_DEFAULT:
		case GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_2MB:
			*page = SZ_2M;
			break;
		case GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_512MB:
			*page = SZ_512M;
			break;
		default:
			return GS_ABI_ERR_INVALID_STATE;
		}
	}

	switch (*page) {
	case SZ_4K:
		*attr = set_field(*attr, ATTR(PAGE_SIZE),
				  GS_ABI_NVOS32_ATTR_PAGE_SIZE_4KB);
		break;
	case SZ_64K:
		*attr = set_field(*attr, ATTR(PAGE_SIZE),
				  GS_ABI_NVOS32_ATTR_PAGE_SIZE_BIG);
		break;
	default:
		*attr = set_field(*attr, ATTR(PAGE_SIZE),
				  GS_ABI_NVOS32_ATTR_PAGE_SIZE_HUGE);
		*attr2 = set_field(*attr2, ATTR2(PAGE_SIZE_HUGE),
				   *page == SZ_2M ? GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_2MB :
						    GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_512MB);
	}
	return GS_ABI_NV_OK;
}

/* Steps 2 and 3: alignment and size, for page size @page. */
static u32 align_size(u64 *size, u64 *align, u64 page, u32 flags)
{
	u64 a = *align;

	if (a && ((a > page && a % page == 0) || (a <= page && page % a == 0))) {
		if (a < page)
			a = page;
	} else {
		if (a && (flags & GS_ABI_NVOS32_ALLOC_FLAGS_ALIGNMENT_FORCE))
			return GS_ABI_ERR_INVALID_ARGUMENT;
		a = page;
	}
	if (*size > U64_MAX - page)
		return GS_ABI_ERR_NO_MEMORY;
	*size = round_up(*size, page);
	*align = a;
	return GS_ABI_NV_OK;
}

/* The fields common to the memory classes' NV_MEMORY_ALLOCATION_PARAMS. */
static u32 mem_params(struct nvsim_alloc *a, u64 *size, u32 *attr,
		      u32 *attr2)
{
	*size = gs_get_u64(a->params, GS_ABI_MEMPARAMS_SIZE_AT);
	*attr = gs_get_u32(a->params, GS_ABI_MEMPARAMS_ATTR_AT);
	*attr2 = gs_get_u32(a->params, GS_ABI_MEMPARAMS_ATTR2_AT);
	if (!*size || gs_get_u32(a->params, GS_ABI_MEMPARAMS_TYPE_AT) >=
		      NVSIM_ABI(NVOS32_NUM_MEM_TYPES))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	return GS_ABI_NV_OK;
}

static void mem_params_out(struct nvsim_alloc *a, u32 attr, u32 attr2,
			   u64 size, u64 align, u64 offset)
{
	/* ZBC and GPU caching picked by RM; format = the generic PTE kind */
	if (!field(attr2, ATTR2(ZBC)))
		attr2 = set_field(attr2, ATTR2(ZBC),
				  GS_ABI_NVOS32_ATTR2_ZBC_PREFER_NO_ZBC);
	gs_put_u32(a->params, GS_ABI_MEMPARAMS_ATTR_AT, attr);
	gs_put_u32(a->params, GS_ABI_MEMPARAMS_ATTR2_AT, attr2);
	gs_put_u32(a->params, GS_ABI_MEMPARAMS_FORMAT_AT,
		   GS_ABI_H100_PTE_KIND_GENERIC);
	memcpy((u8 *)a->params + GS_ABI_MEMPARAMS_SIZE_AT, &size, sizeof(size));
	memcpy((u8 *)a->params + GS_ABI_MEMPARAMS_ALIGNMENT_AT, &align, sizeof(align));
	memcpy((u8 *)a->params + GS_ABI_MEMPARAMS_OFFSET_AT, &offset, sizeof(offset));
	size -= 1;
	memcpy((u8 *)a->params + GS_ABI_MEMPARAMS_LIMIT_AT, &size, sizeof(size));
}

static u32 cacheable_default(u32 attr2, u32 dflt)
{
	if (field(attr2, ATTR2(GPU_CACHEABLE)))
		return attr2;
	return set_field(attr2, ATTR2(GPU_CACHEABLE), dflt);
}

u32 nvsim_mem_local_ctor(struct nvsim_alloc *a)
{
	u64 size, page, offset, align = gs_get_u64(a->params, GS_ABI_MEMPARAMS_ALIGNMENT_AT);
	u32 flags = gs_get_u32(a->params, GS_ABI_MEMPARAMS_FLAGS_AT);
	u32 attr, attr2, status;

	status = mem_params(a, &size, &attr, &attr2);
	if (status != GS_ABI_NV_OK)
		return status;
	status = pick_page_size(&attr, &attr2, size, &page);
	if (status != GS_ABI_NV_OK)
		return status;
	status = align_size(&size, &align, page, flags);
	if (status != GS_ABI_NV_OK)
		return status;

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->backing = nvsim_backing_new(size >> PAGE_SHIFT);
	if (!a->res->backing || nvsim_fb_charge(a->gpu, size, false))
		return GS_ABI_ERR_NO_MEMORY;
	a->res->fb_bytes = size;
	a->res->size = size;

	/* a plausible physical offset, not an allocator */
	offset = round_up(a->gpu->next_offset, align);
	if (offset >= a->gpu->heap_size || size > a->gpu->heap_size - offset)
		offset = 0;
	a->gpu->next_offset = offset + size;

	attr = set_field(attr, ATTR(LOCATION),
			 GS_ABI_NVOS32_ATTR_LOCATION_VIDMEM);
	if (field(attr, ATTR(PHYSICALITY)) !=
	    GS_ABI_NVOS32_ATTR_PHYSICALITY_NONCONTIGUOUS)
		attr = set_field(attr, ATTR(PHYSICALITY),
				 GS_ABI_NVOS32_ATTR_PHYSICALITY_CONTIGUOUS);
	attr2 = cacheable_default(attr2, GS_ABI_NVOS32_ATTR2_GPU_CACHEABLE_YES);
	mem_params_out(a, attr, attr2, size, align, offset);
	return GS_ABI_NV_OK;
}

u32 nvsim_mem_system_ctor(struct nvsim_alloc *a)
{
	u64 size, align = gs_get_u64(a->params, GS_ABI_MEMPARAMS_ALIGNMENT_AT);
	u32 flags = gs_get_u32(a->params, GS_ABI_MEMPARAMS_FLAGS_AT);
	u32 attr, attr2, status;

	status = mem_params(a, &size, &attr, &attr2);
	if (status != GS_ABI_NV_OK)
		return status;
	switch (field(attr, ATTR(PAGE_SIZE))) {
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_DEFAULT:
	case GS_ABI_NVOS32_ATTR_PAGE_SIZE_4KB:
		break;
	default:
		/* big and huge pages are not supported in sysmem */
		return GS_ABI_ERR_INVALID_STATE;
	}
	attr = set_field(attr, ATTR(PAGE_SIZE),
			 GS_ABI_NVOS32_ATTR_PAGE_SIZE_4KB);
	status = align_size(&size, &align, SZ_4K, flags);
	if (status != GS_ABI_NV_OK)
		return status;
	if (size >> PAGE_SHIFT > totalram_pages())
		return GS_ABI_ERR_NO_MEMORY;

	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->backing = nvsim_backing_new(size >> PAGE_SHIFT);
	if (!a->res->backing)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->size = size;

	attr = set_field(attr, ATTR(LOCATION), GS_ABI_NVOS32_ATTR_LOCATION_PCI);
	if (field(attr, ATTR(PHYSICALITY)) !=
	    GS_ABI_NVOS32_ATTR_PHYSICALITY_CONTIGUOUS)
		attr = set_field(attr, ATTR(PHYSICALITY),
				 GS_ABI_NVOS32_ATTR_PHYSICALITY_NONCONTIGUOUS);
	attr2 = cacheable_default(attr2, GS_ABI_NVOS32_ATTR2_GPU_CACHEABLE_NO);
	mem_params_out(a, attr, attr2, size, align, 0);
	return GS_ABI_NV_OK;
}

/* A GPU virtual range: no memory at all, the offset is the caller's. */
u32 nvsim_mem_virtual_ctor(struct nvsim_alloc *a)
{
	u64 size, page, align = gs_get_u64(a->params, GS_ABI_MEMPARAMS_ALIGNMENT_AT);
	u32 flags = gs_get_u32(a->params, GS_ABI_MEMPARAMS_FLAGS_AT);
	u32 attr, attr2, status;

	status = mem_params(a, &size, &attr, &attr2);
	if (status != GS_ABI_NV_OK)
		return status;
	page = size >= SZ_2M ? SZ_2M : SZ_64K;
	status = align_size(&size, &align, page, flags);
	if (status != GS_ABI_NV_OK)
		return status;
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->size = size;

	attr = set_field(attr, ATTR(LOCATION), GS_ABI_NVOS32_ATTR_LOCATION_ANY);
	if (!field(attr, ATTR(PHYSICALITY)))
		attr = set_field(attr, ATTR(PHYSICALITY),
				 GS_ABI_NVOS32_ATTR_PHYSICALITY_CONTIGUOUS);
	if (page == SZ_2M)
		attr2 = set_field(attr2, ATTR2(PAGE_SIZE_HUGE),
				  GS_ABI_NVOS32_ATTR2_PAGE_SIZE_HUGE_2MB);
	attr2 = cacheable_default(attr2, GS_ABI_NVOS32_ATTR2_GPU_CACHEABLE_YES);
	mem_params_out(a, attr, attr2, size, align,
		       gs_get_u64(a->params, GS_ABI_MEMPARAMS_OFFSET_AT));
	return GS_ABI_NV_OK;
}

/*
 * NV_MEMORY_EXTENDED_USER, EGM memory (CPU memory the GPU reaches as its
 * own), up to 590; VID_HEAP_CONTROL makes it for attr2 USE_EGM (vidheap.c).
 * egmmemValidateParams: the parameters as any memory class's, attr2
 * USE_EGM, then local EGM enabled, which an x86 H100 never has:
 * NV_ERR_INVALID_ARGUMENT, nothing allocated.
 */
u32 nvsim_mem_egm_ctor(struct nvsim_alloc *a)
{
	u32 attr, attr2, status;
	u64 size;

	status = mem_params(a, &size, &attr, &attr2);
	if (status != GS_ABI_NV_OK)
		return status;
	/* without USE_EGM as with it: no local EGM */
	return GS_ABI_ERR_INVALID_ARGUMENT;
}

/*
 * Pinned user memory (cudaMallocHost): nvsim validates the range and
 * records it; it pins nothing.
 */
u32 nvsim_mem_osdesc_ctor(struct nvsim_alloc *a)
{
	u64 va = gs_get_u64(a->params, GS_ABI_OSDESC_DESCRIPTOR_AT);
	u64 limit = gs_get_u64(a->params, GS_ABI_OSDESC_LIMIT_AT);

	if (!va || (va & ~PAGE_MASK) || limit == U64_MAX ||
	    !access_ok(u64_to_user_ptr(va), limit + 1))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->size = limit + 1;
	a->res->u.osdesc.user_va = va;
	return GS_ABI_NV_OK;
}

/*
 * RM's user shared data page, mapped through ctl: the GPU's one page,
 * every object's the same, with the heap's figures in it (shared_data.c).
 */
u32 nvsim_mem_shared_data_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->size = PAGE_SIZE;
	a->res->backing = nvsim_backing_get(a->gpu->shared_data);
	nvsim_shared_data_publish(a->gpu);
	return GS_ABI_NV_OK;
}

/*
 * The usermode window: every 0xc661 object maps the GPU's one doorbell
 * window (fb.c), whose doorbell the execution engine polls (engine.c).
 */
u32 nvsim_mem_usermode_ctor(struct nvsim_alloc *a)
{
	a->res = nvsim_res_new(a->cls, a->gpu);
	if (!a->res)
		return GS_ABI_ERR_NO_MEMORY;
	a->res->backing = nvsim_backing_get(a->gpu->usermode);
	a->res->size = nvsim_backing_pages(a->gpu->usermode) << PAGE_SHIFT;
	return GS_ABI_NV_OK;
}
