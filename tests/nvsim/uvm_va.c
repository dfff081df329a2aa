// SPDX-License-Identifier: GPL-2.0
/*
 * UVM VA spaces: their ranges, the managed memory that mmap of the UVM file
 * creates, and where that memory is resident.
 *
 * Residency: managed memory is resident on the CPU until UVM_MIGRATE moves
 * it to a GPU (nvsim has no GPU faults: a migration stands for them). It is
 * tracked per 2 MiB VA block of a managed range, UVM's va_block, and each
 * block resident on a GPU is charged 2 MiB to that GPU's heap (a PMA root
 * chunk), which lowers FB_GET_INFO's HEAP_FREE as real UVM residency does,
 * with no RM object and no GET_PID_INFO entry. Blocks go back to the CPU
 * (and the heap) on UVM_MIGRATE to the CPU, munmap, UNREGISTER_GPU, and
 * the close of the UVM file (so at exit and kill -9 too). Not modelled:
 * eviction of resident blocks by RM allocations, CPU faults migrating
 * blocks back, read duplication.
 *
 * Locking: uvm.h.
 */

#include <linux/highmem.h>
#include <linux/mm.h>
#include <linux/sched/mm.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include "uvm.h"

static LIST_HEAD(all_vas);	/* nvsim_lock */

struct nvsim_va_space *nvsim_vas_new(u64 flags)
{
	struct nvsim_va_space *vas = kzalloc(sizeof(*vas), GFP_KERNEL_ACCOUNT);

	lockdep_assert_held(&nvsim_lock);
	if (!vas)
		return NULL;
	vas->flags = flags;
	vas->mm = current->mm;
	if (vas->mm)
		mmgrab(vas->mm);
	vas->pid = get_task_pid(current, PIDTYPE_TGID);
	INIT_LIST_HEAD(&vas->ranges);
	INIT_LIST_HEAD(&vas->channels);
	xa_init(&vas->range_groups);
	xa_init(&vas->pages);
	list_add_tail(&vas->link, &all_vas);
	return vas;
}

/*
 * Does nvidia-uvm hold @gpu (gpuIsInUse, ctrl_gpu.c)? It registers a GPU
 * with RM at the first REGISTER_GPU of any VA space and unregisters it
 * when the last one lets it go.
 */
bool nvsim_uvm_gpu_retained(const struct nvsim_gpu *gpu)
{
	struct nvsim_va_space *vas;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(vas, &all_vas, link)
		if (vas->registered & BIT(gpu->minor))
			return true;
	return false;
}

static void free_pages_in(struct nvsim_va_space *vas, u64 start, u64 end)
{
	struct page *page;
	unsigned long idx;

	xa_for_each_range(&vas->pages, idx, page, start >> PAGE_SHIFT,
			  end >> PAGE_SHIFT) {
		xa_erase(&vas->pages, idx);
		put_page(page);
	}
}

/* Blocks [first, last] of managed range @r back to the CPU. */
static void release_blocks(struct nvsim_va_space *vas,
			   struct nvsim_uvm_range *r, u64 first, u64 last)
{
	unsigned long idx;
	void *entry;

	xa_for_each_range(&r->resident, idx, entry, first, last) {
		struct nvsim_gpu *gpu = &nvsim_gpus[xa_to_value(entry)];

		nvsim_fb_uncharge_uvm(gpu, NVSIM_UVM_BLOCK);
		vas->resident[gpu->minor] -= NVSIM_UVM_BLOCK;
		xa_erase(&r->resident, idx);
	}
}

void nvsim_range_destroy(struct nvsim_va_space *vas, struct nvsim_uvm_range *r)
{
	lockdep_assert_held(&nvsim_lock);
	switch (r->type) {
	case NVSIM_RANGE_MANAGED:
		release_blocks(vas, r, 0, ULONG_MAX);
		free_pages_in(vas, r->start, r->end);
		break;
	case NVSIM_RANGE_SEMAPHORE:
		free_pages_in(vas, r->start, r->end);
		break;
	case NVSIM_RANGE_EXTERNAL:
		nvsim_uvm_ext_maps_free(r, NULL);
		break;
	}
	list_del(&r->link);
	xa_destroy(&r->resident);
	kfree(r);
}

/* At the close of the VA space's file: everything goes. */
void nvsim_vas_destroy(struct nvsim_va_space *vas)
{
	struct nvsim_uvm_range *r, *tmp;
	unsigned int i;

	lockdep_assert_held(&nvsim_lock);
	nvsim_uvm_channels_free(vas, NULL);
	list_for_each_entry_safe(r, tmp, &vas->ranges, link)
		nvsim_range_destroy(vas, r);
	for (i = 0; i < NVSIM_MAX_GPUS; i++)
		if (vas->gpu_vas[i])
			nvsim_res_put(vas->gpu_vas[i]);
	free_pages_in(vas, 0, U64_MAX);
	xa_destroy(&vas->pages);
	xa_destroy(&vas->range_groups);
	list_del(&vas->link);
	for (i = 0; i < nvsim_gpu_count; i++)
		if (vas->registered & BIT(i))
			nvsim_fb_unkeep_uvm(&nvsim_gpus[i]);
	if (vas->mm)
		mmdrop(vas->mm);
	put_pid(vas->pid);
	kfree(vas);
}

/* The range holding @va, or NULL. */
struct nvsim_uvm_range *nvsim_range_find(struct nvsim_va_space *vas, u64 va)
{
	struct nvsim_uvm_range *r;

	list_for_each_entry(r, &vas->ranges, link) {
		if (r->start > va)
			break;
		if (va <= r->end)
			return r;
	}
	return NULL;
}

/* The range that is exactly [base, base + length), or NULL. */
struct nvsim_uvm_range *nvsim_range_exact(struct nvsim_va_space *vas,
					  u64 base, u64 length)
{
	struct nvsim_uvm_range *r = nvsim_range_find(vas, base);

	if (r && r->start == base && length && r->end == base + length - 1)
		return r;
	return NULL;
}

static struct nvsim_uvm_range *range_alloc(u64 start, u64 end, u8 type)
{
	struct nvsim_uvm_range *r = kzalloc(sizeof(*r), GFP_KERNEL_ACCOUNT);

	if (!r)
		return NULL;
	r->start = start;
	r->end = end;
	r->type = type;
	r->refs = 1;
	xa_init(&r->resident);
	INIT_LIST_HEAD(&r->maps);
	return r;
}

static void range_insert(struct nvsim_va_space *vas, struct nvsim_uvm_range *r)
{
	struct nvsim_uvm_range *pos;

	list_for_each_entry(pos, &vas->ranges, link) {
		if (pos->start > r->start) {
			list_add_tail(&r->link, &pos->link);
			return;
		}
	}
	list_add_tail(&r->link, &vas->ranges);
}

/* A new range; NV_ERR_UVM_ADDRESS_IN_USE if it overlaps one. */
u32 nvsim_range_new(struct nvsim_va_space *vas, u64 base, u64 length,
		    u8 type, struct nvsim_uvm_range **out)
{
	u64 end = base + length - 1;
	struct nvsim_uvm_range *r;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(r, &vas->ranges, link)
		if (r->start <= end && base <= r->end)
			return GS_ABI_ERR_UVM_ADDRESS_IN_USE;
	r = range_alloc(base, end, type);
	if (!r)
		return GS_ABI_ERR_NO_MEMORY;
	range_insert(vas, r);
	if (out)
		*out = r;
	return GS_ABI_NV_OK;
}

/*
 * uvm_api_range_type_check() without HMM and ATS (the H100 host had
 * neither: PAGEABLE_MEM_ACCESS said no): is [base, base + length) covered
 * by managed ranges without a gap?
 */
bool nvsim_range_managed_covered(struct nvsim_va_space *vas, u64 base,
				 u64 length)
{
	u64 next = base, last = base + length - 1;
	struct nvsim_uvm_range *r;

	if (!length || !PAGE_ALIGNED(base) || !PAGE_ALIGNED(length) || !base ||
	    last < base)
		return false;
	list_for_each_entry(r, &vas->ranges, link) {
		if (r->end < next)
			continue;
		if (r->start > next || r->type != NVSIM_RANGE_MANAGED)
			return false;
		if (r->end >= last)
			return true;
		next = r->end + 1;
	}
	return false;
}

/* One block of @r to @dest (NULL: the CPU). */
static u32 migrate_block(struct nvsim_va_space *vas, struct nvsim_uvm_range *r,
			 u64 idx, struct nvsim_gpu *dest)
{
	void *cur = xa_load(&r->resident, idx);
	struct nvsim_gpu *old = cur ? &nvsim_gpus[xa_to_value(cur)] : NULL;

	if (old == dest)
		return GS_ABI_NV_OK;
	if (dest) {
		if (nvsim_fb_charge_uvm(dest, NVSIM_UVM_BLOCK))
			return GS_ABI_ERR_NO_MEMORY;
		if (xa_err(xa_store(&r->resident, idx, xa_mk_value(dest->minor),
				    GFP_KERNEL_ACCOUNT))) {
			nvsim_fb_uncharge_uvm(dest, NVSIM_UVM_BLOCK);
			return GS_ABI_ERR_NO_MEMORY;
		}
		vas->resident[dest->minor] += NVSIM_UVM_BLOCK;
	} else {
		xa_erase(&r->resident, idx);
	}
	if (old) {
		nvsim_fb_uncharge_uvm(old, NVSIM_UVM_BLOCK);
		vas->resident[old->minor] -= NVSIM_UVM_BLOCK;
	}
	return GS_ABI_NV_OK;
}

/*
 * UVM_MIGRATE of managed memory [base, base + length) to @dest, a GPU, or
 * the CPU for NULL. Best effort, as UVM's: blocks moved before a failure
 * stay moved. The caller checked that the range is managed.
 */
u32 nvsim_vas_migrate(struct nvsim_va_space *vas, u64 base, u64 length,
		      struct nvsim_gpu *dest)
{
	u64 last = base + length - 1;
	struct nvsim_uvm_range *r;
	unsigned int n = 0;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(r, &vas->ranges, link) {
		u64 first_blk, last_blk, idx;

		if (r->end < base || r->start > last)
			continue;
		first_blk = max(r->start, base) >> NVSIM_UVM_BLOCK_SHIFT;
		last_blk = min(r->end, last) >> NVSIM_UVM_BLOCK_SHIFT;
		if (!dest) {
			release_blocks(vas, r, first_blk, last_blk);
			continue;
		}
		for (idx = first_blk; idx <= last_blk; idx++) {
			u32 status = migrate_block(vas, r, idx, dest);

			if (status != GS_ABI_NV_OK)
				return status;
			if (!(++n % 1024)) {
				if (fatal_signal_pending(current))
					return GS_ABI_ERR_NO_MEMORY;
				cond_resched();
			}
		}
	}
	return GS_ABI_NV_OK;
}

/* UNREGISTER_GPU: what was resident on @gpu goes back to the CPU. */
void nvsim_vas_evict_gpu(struct nvsim_va_space *vas, struct nvsim_gpu *gpu)
{
	struct nvsim_uvm_range *r;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry(r, &vas->ranges, link) {
		unsigned long idx;
		void *entry;

		xa_for_each(&r->resident, idx, entry) {
			if (xa_to_value(entry) != gpu->minor)
				continue;
			xa_erase(&r->resident, idx);
			nvsim_fb_uncharge_uvm(gpu, NVSIM_UVM_BLOCK);
			vas->resident[gpu->minor] -= NVSIM_UVM_BLOCK;
		}
	}
}

/*
 * munmap of [start, end] from managed ranges: the part goes, with its
 * blocks and pages; a range cut in the middle becomes two (out of memory
 * for the upper one, the range just shrinks to the lower one).
 */
static void unmap_managed(struct nvsim_va_space *vas, u64 start, u64 end)
{
	struct nvsim_uvm_range *r, *tmp, *upper;

	list_for_each_entry_safe(r, tmp, &vas->ranges, link) {
		u64 first_blk, last_blk;
		unsigned long idx;
		void *entry;

		if (r->type != NVSIM_RANGE_MANAGED || r->end < start ||
		    r->start > end)
			continue;
		if (r->start >= start && r->end <= end) {
			nvsim_range_destroy(vas, r);
			continue;
		}
		free_pages_in(vas, max(start, r->start), min(end, r->end));
		/* blocks wholly inside the hole go; a shared one stays */
		first_blk = (max(start, r->start) + NVSIM_UVM_BLOCK - 1) >>
			    NVSIM_UVM_BLOCK_SHIFT;
		last_blk = (min(end, r->end) + 1) >> NVSIM_UVM_BLOCK_SHIFT;
		if (r->start >= start) {		/* head cut */
			if (last_blk)
				release_blocks(vas, r, 0, last_blk - 1);
			r->start = end + 1;
			continue;
		}
		if (r->end <= end) {			/* tail cut */
			release_blocks(vas, r, first_blk, ULONG_MAX);
			r->end = start - 1;
			continue;
		}
		upper = range_alloc(end + 1, r->end, NVSIM_RANGE_MANAGED);
		if (last_blk > first_blk)
			release_blocks(vas, r, first_blk, last_blk - 1);
		if (upper) {
			xa_for_each_start(&r->resident, idx, entry,
					  (end + 1) >> NVSIM_UVM_BLOCK_SHIFT) {
				if (xa_err(xa_store(&upper->resident, idx, entry,
						    GFP_KERNEL_ACCOUNT)))
					continue;	/* stays with r */
				xa_erase(&r->resident, idx);
			}
			range_insert(vas, upper);
		}
		r->end = start - 1;
	}
}

static void managed_close(struct vm_area_struct *vma)
{
	struct nvsim_va_space *vas = vma->vm_private_data;

	if (vma->vm_mm != vas->mm)
		return;
	mutex_lock(&nvsim_lock);
	unmap_managed(vas, vma->vm_start, vma->vm_end - 1);
	mutex_unlock(&nvsim_lock);
}

/* CPU pages, allocated on first touch; the fault path needs no RM lock. */
static vm_fault_t uvm_fault(struct vm_fault *vmf)
{
	struct nvsim_va_space *vas = vmf->vma->vm_private_data;
	unsigned long idx = vmf->address >> PAGE_SHIFT;
	struct page *page, *old;

	page = xa_load(&vas->pages, idx);
	if (!page) {
		page = alloc_page(GFP_HIGHUSER | __GFP_ZERO);
		if (!page)
			return VM_FAULT_OOM;
		old = xa_cmpxchg(&vas->pages, idx, NULL, page,
				 GFP_KERNEL_ACCOUNT);
		if (old) {
			put_page(page);
			if (xa_is_err(old))
				return VM_FAULT_OOM;
			page = old;
		}
	}
	return vmf_insert_page(vmf->vma, vmf->address, page);
}

/*
 * The end of an ASYNC UVM_MIGRATE: @payload written to the semaphore at
 * @va, in a semaphore pool (checked by the caller).
 */
void nvsim_uvm_semaphore_release(struct nvsim_va_space *vas, u64 va,
				 u32 payload)
{
	unsigned long idx = va >> PAGE_SHIFT;
	struct page *page, *old;
	u32 *p;

	page = xa_load(&vas->pages, idx);
	if (!page) {
		page = alloc_page(GFP_HIGHUSER | __GFP_ZERO);
		if (!page)
			return;
		old = xa_cmpxchg(&vas->pages, idx, NULL, page,
				 GFP_KERNEL_ACCOUNT);
		if (old) {
			put_page(page);
			if (xa_is_err(old))
				return;
			page = old;
		}
	}
	p = (u32 *)((u8 *)kmap_local_page(page) + (va & ~PAGE_MASK));
	WRITE_ONCE(*p, payload);
	kunmap_local(p);
}

/* A managed VMA cannot move: its range is keyed by its address. */
static int uvm_mremap(struct vm_area_struct *vma)
{
	return -EINVAL;
}

static const struct vm_operations_struct managed_vm_ops = {
	.close	= managed_close,
	.fault	= uvm_fault,
	.mremap	= uvm_mremap,
};

/* A semaphore pool's pages stay until UVM_FREE, whatever the VMA does. */
static const struct vm_operations_struct semaphore_vm_ops = {
	.fault	= uvm_fault,
	.mremap	= uvm_mremap,
};

/*
 * ->mmap of a VA space file after uvm_dev.c's checks: a new managed range,
 * or the CPU mapping of a semaphore pool of exactly these bounds.
 * Returns an errno.
 */
int nvsim_uvm_mmap_managed(struct nvsim_va_space *vas,
			   struct vm_area_struct *vma)
{
	u64 len = vma->vm_end - vma->vm_start;
	struct nvsim_uvm_range *r;
	u32 status;

	lockdep_assert_held(&nvsim_lock);
	vma->vm_flags |= VM_MIXEDMAP | VM_DONTEXPAND | VM_DONTCOPY;
	vma->vm_private_data = vas;
	r = nvsim_range_exact(vas, vma->vm_start, len);
	if (r && r->type == NVSIM_RANGE_SEMAPHORE) {
		vma->vm_ops = &semaphore_vm_ops;
		return 0;
	}
	status = nvsim_range_new(vas, vma->vm_start, len, NVSIM_RANGE_MANAGED,
				 NULL);
	if (status == GS_ABI_ERR_UVM_ADDRESS_IN_USE)
		return -EADDRINUSE;
	if (status != GS_ABI_NV_OK)
		return -ENOMEM;
	vma->vm_ops = &managed_vm_ops;
	return 0;
}

/*
 * debugfs "uvm": resident managed memory, in bytes,
 *	gpu <N> resident <bytes>
 *	va_space pid <pid> gpu <N> resident <bytes>
 * one va_space line per VA space and GPU it registered or has memory on.
 */
void nvsim_vas_show(struct seq_file *m)
{
	struct nvsim_va_space *vas;
	unsigned int i;

	mutex_lock(&nvsim_lock);
	for (i = 0; i < nvsim_gpu_count; i++)
		seq_printf(m, "gpu %u resident %llu\n", i, nvsim_gpus[i].uvm);
	list_for_each_entry(vas, &all_vas, link)
		for (i = 0; i < nvsim_gpu_count; i++)
			if ((vas->registered & BIT(i)) || vas->resident[i])
				seq_printf(m, "va_space pid %d gpu %u resident %llu\n",
					   pid_nr(vas->pid), i,
					   vas->resident[i]);
	mutex_unlock(&nvsim_lock);
}
