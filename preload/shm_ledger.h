/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A slice's ledger shared by all its processes: one file per slice in
 * shared memory (GPUSLICE_LEDGER_DIR, /dev/shm by default), mapped by
 * every process of the slice, guarded by a process-shared robust mutex.
 * It holds the core's ledger per GPU, the slice's members: each process
 * with what it holds per GPU, so that what a dead process held is given
 * back by whichever process next takes the lock, and the table of the
 * slice's framebuffer handles (core/fb_table.h), so that a block held
 * through dups stays charged, to the process RM counts it for, until its
 * last handle goes (docs/preload.md).
 */
#ifndef _GS_PRELOAD_SHM_LEDGER_H
#define _GS_PRELOAD_SHM_LEDGER_H

#include <pthread.h>
#include <stdbool.h>

#include "config.h"
#include "fb_table.h"
#include "ledger.h"
#include "nv_meminfo.h"

/* A charge on every GPU of the slice (managed memory, unplaced objects) */
#define GS_GPU_ALL	(-1)

#define GS_SHM_MAGIC	0x67736c67U	/* "glsg" */
#define GS_SHM_VERSION	2
#define GS_SHM_MEMBERS	512
/*
 * Framebuffer handles a slice may hold, dups included: 256 GiB in RM's
 * 2 MiB pages. The table's entries cost memory only once used.
 */
#define GS_SHM_HANDLES	131072

/**
 * struct gs_shm_member - a process of the slice
 * @pid: its pid (in the slice's pid namespace); 0 for a free slot
 * @start: its start time (/proc/<pid>/stat), so a reused pid is not it
 * @bytes: what it holds on each GPU; the ledgers' use is their sum. Of
 *	it, the blocks of framebuffer whose owner's handle it holds (RM's
 *	private and shared bytes), its managed mappings and what RM keeps
 *	for its objects
 */
struct gs_shm_member {
	s32 pid;
	u32 pad;
	u64 start;
	u64 bytes[GS_NV_MAX_GPUS];
};

/**
 * struct gs_shm - the ledger file's layout
 * @magic: GS_SHM_MAGIC, written last when the file is made
 * @version: GS_SHM_VERSION
 * @size: sizeof(struct gs_shm)
 * @mutex_size: sizeof(pthread_mutex_t), which the layout depends on
 * @gpus: bit N: GPU N has a limit (the others have limit 0)
 * @members_end: one past the highest member slot ever used
 * @lock: guards everything below
 * @ledger: per GPU; used is always the sum of the members' bytes
 * @member: the slice's processes
 * @fb: the slice's framebuffer handles, each held by a member (its index
 *	in @member); @fb_rest holds the table's buckets and entries
 */
struct gs_shm {
	u32 magic;
	u32 version;
	u32 size;
	u32 mutex_size;
	u32 gpus;
	u32 members_end;
	pthread_mutex_t lock;
	struct gs_ledger ledger[GS_NV_MAX_GPUS];
	struct gs_shm_member member[GS_SHM_MEMBERS];
	struct gs_fb_table fb;
	u8 fb_rest[GS_FB_TABLE_SIZE(GS_SHM_HANDLES) - sizeof(struct gs_fb_table)];
};

/*
 * Maps (making it if need be) the ledger of @c's slice and makes this
 * process a member. @fresh: the process holds nothing yet, so a member
 * entry of this very process (left by the program it exec'd from) is
 * emptied. Returns 0 or a negative errno, with @err saying why.
 */
int gs_shm_attach(const struct gs_config *c, bool fresh, char *err,
		  size_t errlen);

/* Whether a ledger is attached. */
bool gs_shm_attached(void);

/*
 * Charges @bytes on @gpu (GS_GPU_ALL: on every GPU of the slice, all or
 * none) to this process, after giving back what dead members held.
 * Returns false, counting a denial, when the slice would then hold more
 * than its limit there.
 */
bool gs_shm_charge(int gpu, u64 bytes);

/* Charges @bytes whatever the limit: the driver took them already. */
void gs_shm_force(int gpu, u64 bytes);

/* Gives back @bytes on @gpu charged earlier to this process. */
void gs_shm_refund(int gpu, u64 bytes);

/*
 * The slice's share of @gpu, for the memory views; for GS_GPU_ALL the
 * smallest share of any of its GPUs (the core's rule, gs_mem_view_of(),
 * the kernel engine's too).
 */
void gs_shm_view(int gpu, struct gs_mem_view *v);

/*
 * Before an allocation of a block of framebuffer on @gpu (GS_GPU_ALL:
 * on every GPU) in @client: charges @bytes as gs_shm_charge() does and
 * takes an entry in the slice's table of handles for the handle the
 * driver will make, held by this process, which the call's outcome
 * settles (gs_shm_fb_made(), or gs_shm_refund() and gs_shm_fb_cancel()).
 * Returns the entry; -ENOMEM when the bytes do not fit (a denial
 * counted), -ENOSPC when the table is full, another -errno when the
 * ledger cannot be used: nothing is charged then.
 */
int gs_shm_fb_charge(int gpu, u64 bytes, u32 client);

/*
 * Before an RM_DUP_OBJECT of (@src_client, @src_handle) into @client: an
 * entry on the source's block, as above. Returns the entry, -ENOENT when
 * the source is no framebuffer handle of the slice (nothing to follow),
 * or -ENOSPC when the table is full.
 */
int gs_shm_fb_reserve_dup(u32 src_client, u32 src_handle, u32 client);

/*
 * The driver made @handle for @entry; for an allocation, @bytes is the
 * size it took, charged to this process already.
 */
void gs_shm_fb_made(int entry, u32 handle, u64 bytes);

/* The call of @entry failed. */
void gs_shm_fb_cancel(int entry);

/*
 * (@client, @handle) was freed: if it held a block, ownership passes on
 * as RM passes it, with the charge, or the block is given back with its
 * last handle.
 */
void gs_shm_fb_free(u32 client, u32 handle);

/* Client @client was freed, and its handles with it. */
void gs_shm_fb_free_client(u32 client);

/* The live members' pids, at most @max; returns how many. */
unsigned int gs_shm_pids(s32 *pids, unsigned int max);

/* In a child after fork(): it is a new process, holding nothing. */
void gs_shm_forked(void);

/*
 * For tests and tools: copies GPU @gpu's ledger of slice @slice in @dir
 * into @l, after giving back what dead members held, and sets *@members
 * to the number of live members. Returns 0 or a negative errno.
 */
int gs_shm_read(const char *dir, const char *slice, unsigned int gpu,
		struct gs_ledger *l, unsigned int *members);

/* A live member of a slice and what it holds on one GPU. */
struct gs_shm_holder {
	s32 pid;
	u64 bytes;
};

/*
 * gs_shm_read(), and the first @max live members into @held (*@members
 * still counts them all).
 */
int gs_shm_read_members(const char *dir, const char *slice, unsigned int gpu,
			struct gs_ledger *l, struct gs_shm_holder *held,
			unsigned int max, unsigned int *members);

#endif /* _GS_PRELOAD_SHM_LEDGER_H */
