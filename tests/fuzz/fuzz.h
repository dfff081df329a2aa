/* SPDX-License-Identifier: GPL-2.0 */
/*
 * gpuslice-fuzz: the H100 traces replayed through slices' nodes by many
 * processes and threads at once, mutated on the way (mutate.c), with
 * close, dup, fork, kill -9 and mmap interleaved (replay.c), while slices
 * are resized and force-deleted under them (main.c).
 */
#ifndef _FUZZ_H
#define _FUZZ_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>

#include "corpus.h"

#define FZ_MAX_SLICES	8
#define FZ_MAX_FDS	1024	/* the recordings' fds are below this */
#define FZ_MAX_HANDLES	64	/* handles RM chose, per replay */
#define FZ_MAX_MAPS	8	/* mappings kept, per replay */
#define FZ_POOL		64	/* live clients published for others */
#define FZ_PAGE		4096

/* The escapes the fuzzer treats apart (docs/nvidia-abi.md 1b) */
#define FZ_ESC_CONTROL		GS_ABI_ESC_RM_CONTROL
#define FZ_ESC_ALLOC		GS_ABI_ESC_RM_ALLOC
#define FZ_ESC_ALLOC_OS_EVENT	GS_ABI_ESC_ALLOC_OS_EVENT
#define FZ_ESC_FREE_OS_EVENT	GS_ABI_ESC_FREE_OS_EVENT
#define FZ_ESC_XFER		GS_ABI_ESC_IOCTL_XFER_CMD

/*
 * Counters and the pool of live client handles, in memory shared by every
 * process of the run (MAP_SHARED before the first fork). Updated with
 * __atomic builtins only: a process may be killed at any instruction.
 */
struct fz_shared {
	uint64_t ioctls;	/* ioctls issued */
	uint64_t ok;		/* of which the driver answered 0 */
	uint64_t mutated;	/* of which were mutated */
	uint64_t foreign;	/* made for a client of another slice */
	uint64_t foreign_ok;	/* ... and succeeded: isolation broken */
	uint64_t forks;
	uint64_t killed;	/* processes killed with SIGKILL */
	uint64_t mmaps;		/* mappings made */
	uint64_t admin;		/* slice resizes and force-deletes */
	uint64_t programs;	/* replays started */
	uint32_t stop;		/* set when the run is over */
	uint32_t pool_next;
	uint64_t pool[FZ_POOL];	/* slice << 32 | client, 0 for none */
	char foreign_req[128];	/* the first isolation breach, for the log */
};

/* What every worker needs: the corpus and where the slices are. */
struct fz_config {
	struct fz_trace *traces;
	unsigned int ntraces;
	unsigned int nslices;
	unsigned int mutate_pct;	/* ioctls mutated, percent */
	char slice_dir[FZ_MAX_SLICES][64];
	struct fz_shared *sh;
};

/* One replay's state: a thread's or a forked child's. */
struct fz_replay {
	const struct fz_config *cfg;
	const struct gs_abi *abi;	/* the corpus's: 580.159.04 */
	unsigned int slice;
	uint64_t rng;
	int fds[FZ_MAX_FDS];		/* recording's fd -> ours, or -1 */
	struct {
		uint32_t trace, live;
	} handles[FZ_MAX_HANDLES];
	unsigned int nhandles;
	void *maps[FZ_MAX_MAPS];
	size_t map_len[FZ_MAX_MAPS];
	uint8_t *arg_page;	/* buffers that end at a guard page */
	uint8_t *sub_page;
	uint8_t *guard;		/* a PROT_NONE page, for bad pointers */
	bool child;		/* a forked child: exits when done */
};

static inline uint32_t fz_rd32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

static inline void fz_wr32(uint8_t *p, uint32_t v)
{
	memcpy(p, &v, 4);
}

/*
 * Where RM_CONTROL's and RM_ALLOC's parameter size is: NVOS54 and NVOS21
 * at 24, NVOS64 (RM_ALLOC of 48 bytes) at 32.
 */
static inline uint32_t fz_params_size_off(uint32_t nr, uint32_t size)
{
	return nr == FZ_ESC_ALLOC && size == 48 ? 32 : 24;
}

static inline uint64_t fz_rand(uint64_t *s)
{
	/* xorshift64*: fast, and each thread's sequence is its own */
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545f4914f6cdd1dULL;
}

static inline uint32_t fz_below(uint64_t *s, uint32_t n)
{
	return n ? (uint32_t)(fz_rand(s) % n) : 0;
}

#define fz_count(field) __atomic_add_fetch(&(field), 1, __ATOMIC_RELAXED)
#define fz_read(field) __atomic_load_n(&(field), __ATOMIC_RELAXED)

/* replay.c: sets @r up for slice @slice; 0 or -1 (no memory). */
int fz_replay_init(struct fz_replay *r, const struct fz_config *cfg,
		   unsigned int slice, uint64_t seed);
/* Replays one trace chosen at random, mutated; closes all it opened. */
void fz_replay_one(struct fz_replay *r);
void fz_replay_fini(struct fz_replay *r);
/* A file one of this process's threads opened (perhaps closed since). */
int fz_sibling_fd(uint64_t *rng);

/*
 * mutate.c: mutates the ioctl about to be made (request, argument at *@arg
 * of *@size bytes, which end at a guard page, parameters at @sub): returns
 * the request to make, may move *@arg down (within its page span) and
 * change *@size, and sets *@foreign when it now acts for a client of
 * another slice.
 */
uint32_t fz_mutate(struct fz_replay *r, const struct fz_rec *rec,
		   uint32_t req, uint8_t **arg, uint32_t *size, uint8_t *sub,
		   bool *foreign);

#endif /* _FUZZ_H */
