/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The simulated nvidia-uvm: files (uvm_dev.c), VA spaces, their ranges and
 * the GPU residency of managed memory (uvm_va.c), and the commands
 * (uvm_api.c, uvm_reg.c). README.md says what is modelled.
 *
 * Locking: a VA space and everything in it is protected by nvsim_lock, the
 * RM API lock, because its state charges the GPU heap and holds RM
 * resources (dup'd VA spaces and memory). Commands copy their argument in
 * before taking it and out after. The CPU pages of managed memory and
 * semaphore pools live in @pages, an xarray with its own lock, so the page
 * fault path never takes nvsim_lock. The VMA close path does, under
 * mmap_lock, which is the order of ->mmap (mmap_lock, then nvsim_lock).
 */
#ifndef _NVSIM_UVM_H
#define _NVSIM_UVM_H

#include <linux/list.h>
#include <linux/mm_types.h>
#include <linux/xarray.h>

#include "nvsim.h"
#include "rm.h"

/* UVM's va_block, and the PMA root chunk residency is charged in. */
#define NVSIM_UVM_BLOCK_SHIFT	21
#define NVSIM_UVM_BLOCK		(1ULL << NVSIM_UVM_BLOCK_SHIFT)

enum nvsim_uvm_fd_type {
	NVSIM_UVM_FD_UNINITIALIZED,
	NVSIM_UVM_FD_VA_SPACE,	/* UVM_INITIALIZE done */
	NVSIM_UVM_FD_MM,	/* UVM_MM_INITIALIZE done */
};

enum nvsim_uvm_range_type {
	NVSIM_RANGE_MANAGED,	/* mmap of the UVM file */
	NVSIM_RANGE_EXTERNAL,	/* CREATE_EXTERNAL_RANGE */
	NVSIM_RANGE_CHANNEL,	/* REGISTER_CHANNEL's base/length */
	NVSIM_RANGE_SEMAPHORE,	/* ALLOC_SEMAPHORE_POOL */
	NVSIM_RANGE_SKED,	/* MAP_DYNAMIC_PARALLELISM_REGION */
};

/**
 * struct nvsim_uvm_range - a VA range of a VA space, [start, end]
 * @link: in the VA space's @ranges, sorted by @start
 * @start: first byte
 * @end: last byte
 * @type: enum nvsim_uvm_range_type
 * @refs: channel ranges: the channels sharing it (a TSG's resources)
 * @resident: managed: 2 MiB block index -> xa_mk_value(GPU minor)
 * @maps: external: struct nvsim_uvm_ext_map
 */
struct nvsim_uvm_range {
	struct list_head link;
	u64 start;
	u64 end;
	u8 type;
	unsigned int refs;
	struct xarray resident;
	struct list_head maps;
};

/*
 * MAP_EXTERNAL_ALLOCATION on one GPU: UVM's dup of the RM memory, a
 * reference and a handle among the memory's (rm.h). UVM keeps one RM dup
 * for the pieces a mapping is cut into (uvm_ext_gpu_map_split); nvsim
 * gives each piece a handle of its own, next to the one it was cut from,
 * which weighs the same for GET_PID_INFO: the process's handles are
 * shared while any piece is there, and ownership leaves the pieces, once
 * they have it, when the last of them goes.
 */
struct nvsim_uvm_ext_map {
	struct list_head link;
	u64 start;
	u64 end;
	struct nvsim_gpu *gpu;
	struct nvsim_res *mem;
	struct nvsim_memh memh;
};

/* REGISTER_CHANNEL */
struct nvsim_uvm_channel {
	struct list_head link;
	struct nvsim_gpu *gpu;
	u32 hclient;
	u32 hchannel;
	struct nvsim_res *res;		/* a reference: the retained channel */
	struct nvsim_uvm_range *range;	/* a reference, or NULL */
};

/**
 * struct nvsim_va_space - what UVM_INITIALIZE creates on a file
 * @link: in the list of all VA spaces (debugfs)
 * @mm: the process's mm (mmgrab'd), the only one that may map managed
 *	memory
 * @pid: the initializing process (thread group), a reference
 * @flags: UVM_INITIALIZE's flags
 * @mm_file: the file UVM_MM_INITIALIZE initialized with it, if any
 * @registered: GPUs registered (bit = minor)
 * @gpu_vas: per GPU, UVM's dup of the registered RM VA space, or NULL
 * @gpu_vas_client: per GPU, the client handle of that VA space
 * @gpu_vas_handle: per GPU, its handle
 * @ranges: struct nvsim_uvm_range, sorted
 * @channels: struct nvsim_uvm_channel
 * @range_groups: range group ID -> xa_mk_value(1)
 * @next_group: the last range group ID handed out
 * @resident: bytes of managed memory resident per GPU
 * @pages: CPU pages of managed and semaphore pool memory, by VA page
 *	number (its own lock)
 */
struct nvsim_va_space {
	struct list_head link;
	struct mm_struct *mm;
	struct pid *pid;
	u64 flags;
	bool mm_file;
	u32 registered;
	struct nvsim_res *gpu_vas[NVSIM_MAX_GPUS];
	u32 gpu_vas_client[NVSIM_MAX_GPUS];
	u32 gpu_vas_handle[NVSIM_MAX_GPUS];
	struct list_head ranges;
	struct list_head channels;
	struct xarray range_groups;
	u64 next_group;
	u64 resident[NVSIM_MAX_GPUS];
	struct xarray pages;
};

/* The private data of an open nvidia-uvm file. */
struct nvsim_uvm_file {
	enum nvsim_uvm_fd_type type;	/* nvsim_lock */
	struct nvsim_va_space *vas;	/* VA_SPACE */
	struct file *va_file;		/* MM: the VA space's file, a ref */
};

/* uvm_dev.c */
bool nvsim_filp_is_uvm(const struct file *filp);

/* uvm_va.c */
struct nvsim_va_space *nvsim_vas_new(u64 flags);
void nvsim_vas_destroy(struct nvsim_va_space *vas);
struct nvsim_uvm_range *nvsim_range_find(struct nvsim_va_space *vas, u64 va);
struct nvsim_uvm_range *nvsim_range_exact(struct nvsim_va_space *vas,
					  u64 base, u64 length);
u32 nvsim_range_new(struct nvsim_va_space *vas, u64 base, u64 length,
		    u8 type, struct nvsim_uvm_range **out);
void nvsim_range_destroy(struct nvsim_va_space *vas,
			 struct nvsim_uvm_range *r);
bool nvsim_range_managed_covered(struct nvsim_va_space *vas, u64 base,
				 u64 length);
u32 nvsim_vas_migrate(struct nvsim_va_space *vas, u64 base, u64 length,
		      struct nvsim_gpu *dest);
void nvsim_uvm_semaphore_release(struct nvsim_va_space *vas, u64 va,
				 u32 payload);
void nvsim_vas_evict_gpu(struct nvsim_va_space *vas, struct nvsim_gpu *gpu);
int nvsim_uvm_mmap_managed(struct nvsim_va_space *vas,
			   struct vm_area_struct *vma);

/* uvm_reg.c: what ties UVM to RM objects */
u32 nvsim_uvm_register_gpu(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_unregister_gpu(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_register_vaspace(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_unregister_vaspace(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_register_channel(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_unregister_channel(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_map_external(struct nvsim_va_space *vas, void *arg);
u32 nvsim_uvm_unmap_external(struct nvsim_va_space *vas, void *arg);
void nvsim_uvm_ext_maps_free(struct nvsim_uvm_range *r,
			     struct nvsim_gpu *gpu);
void nvsim_uvm_channels_free(struct nvsim_va_space *vas,
			     struct nvsim_gpu *gpu);
bool nvsim_uvm_gpu_has_vas(struct nvsim_va_space *vas, const u8 *uuid,
			   struct nvsim_gpu **gpu);

/* uvm_api.c */
bool nvsim_uvm_cmd_find(u32 cmd, u32 *size, u32 *status, u32 *route);
long nvsim_uvm_dispatch(struct file *filp, u32 cmd, void *arg);
void nvsim_uvm_cmd_model(struct seq_file *m);

#endif /* _NVSIM_UVM_H */
