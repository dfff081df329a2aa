/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A slice's ledger shared by all its processes: one file per slice in
 * shared memory (GPUSLICE_LEDGER_DIR, /dev/shm by default), mapped by
 * every process of the slice, guarded by a process-shared robust mutex.
 * It holds the core's ledger per GPU and the slice's members: each
 * process with what it holds per GPU, so that what a dead process held is
 * given back by whichever process next takes the lock (docs/preload.md).
 */
#ifndef _GS_PRELOAD_SHM_LEDGER_H
#define _GS_PRELOAD_SHM_LEDGER_H

#include <pthread.h>
#include <stdbool.h>

#include "config.h"
#include "ledger.h"
#include "nv_meminfo.h"

/* A charge on every GPU of the slice (managed memory, unplaced objects) */
#define GS_GPU_ALL	(-1)

#define GS_SHM_MAGIC	0x67736c67U	/* "glsg" */
#define GS_SHM_VERSION	1
#define GS_SHM_MEMBERS	512

/**
 * struct gs_shm_member - a process of the slice
 * @pid: its pid (in the slice's pid namespace); 0 for a free slot
 * @start: its start time (/proc/<pid>/stat), so a reused pid is not it
 * @bytes: what it holds on each GPU; the ledgers' use is their sum
 */
struct gs_shm_member {
	s32 pid;
	u32 pad;
	u64 start;
	u64 bytes[GS_MAX_GPUS];
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
 */
struct gs_shm {
	u32 magic;
	u32 version;
	u32 size;
	u32 mutex_size;
	u32 gpus;
	u32 members_end;
	pthread_mutex_t lock;
	struct gs_ledger ledger[GS_MAX_GPUS];
	struct gs_shm_member member[GS_SHM_MEMBERS];
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
 * smallest share of any of its GPUs.
 */
void gs_shm_view(int gpu, struct gs_mem_view *v);

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
