/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Work on nvsim's execution engine (tests/nvsim/README.md, "Execution
 * engine"), for the suites that measure GPU time: a client's channel with
 * its USERD and GPFIFO in a mapped system-memory object, its TSG
 * scheduled, items of N microseconds submitted through the doorbell; and
 * nvsim's own accounts of who ran (/sys/kernel/debug/nvsim/engine).
 *
 * The nodes come from a directory: /dev for nvsim itself, or
 * /dev/gpuslice/<slice> for a slice.
 */
#ifndef _TEST_NVWORK_H
#define _TEST_NVWORK_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "nv_abi.h"

/* The handles of the objects nvwork_up() makes, as CUDA picks them */
#define NVWORK_H_MEM		(GS_ABI_CUDA_HANDLE_BASE + 0x100)
#define NVWORK_H_TSG		(GS_ABI_CUDA_HANDLE_BASE + 0x15)
#define NVWORK_H_CHAN		(GS_ABI_CUDA_HANDLE_BASE + 0x1c)
#define NVWORK_H_USERMODE	(GS_ABI_CUDA_HANDLE_BASE + 0x30)

/*
 * The ring: its entries (the tests' own), and GP_GET and GP_PUT's words
 * in USERD (Hopper's)
 */
#define NVWORK_ENTRIES		1024
#define NVWORK_GP_GET		(GS_ABI_USERD_GP_GET_AT / sizeof(uint32_t))
#define NVWORK_GP_PUT		(GS_ABI_USERD_GP_PUT_AT / sizeof(uint32_t))

struct nvwork {
	int ctl, map_fd, gpu_fd;
	bool bare;		/* the channel outside a TSG */
	uint32_t hclient, token;
	uint32_t *userd;	/* shared with the engine: __atomic accesses */
	uint64_t *gpfifo;
	uint32_t *usermode;
};

/*
 * A client with a TSG and a channel on GPU node @gpu (e.g. "nvidia0") of
 * directory @dir, the TSG scheduled with a timeslice of @timeslice_us.
 * Returns 0, or the RM status (or NVRM_ERRNO) of what failed.
 */
uint32_t nvwork_up(struct nvwork *w, const char *dir, const char *gpu,
		   uint64_t timeslice_us);
/* The same in two steps: all but the TSG's GPFIFO_SCHEDULE, then that. */
uint32_t nvwork_open(struct nvwork *w, const char *dir, const char *gpu,
		     uint64_t timeslice_us);
/*
 * The same with the channel directly under the device, in no TSG of the
 * client's (RM wraps it in one of its own), and no timeslice set.
 */
uint32_t nvwork_open_bare(struct nvwork *w, const char *dir, const char *gpu);
/* GPFIFO_SCHEDULE(bEnable=1): of the TSG, or of a bare channel itself */
uint32_t nvwork_schedule(struct nvwork *w);
/* @n items of @us microseconds each, then GP_PUT, then the doorbell. */
void nvwork_submit(struct nvwork *w, unsigned int n, uint32_t us);
/* Items submitted and not yet done; the ring's GP_GET. */
unsigned int nvwork_pending(const struct nvwork *w);
uint32_t nvwork_gp_get(const struct nvwork *w);
/* FIFO_DISABLE_CHANNELS of its channel, through its own client. */
uint32_t nvwork_set_disabled(struct nvwork *w, bool disable);
/* ... preempting or (@only_sched) only taken off the runlist */
uint32_t nvwork_set_disabled_mode(struct nvwork *w, bool disable,
				  bool only_sched);
void nvwork_down(struct nvwork *w);

/*
 * A process that keeps a channel of @dir's @gpu busy with items of @us
 * microseconds, @on_ms on and @off_ms without work in turn (@off_ms 0:
 * always busy; @on_ms 0: never), until it is killed. Returns its pid once
 * its channel is up, with its client in *@hclient, or -1.
 */
pid_t nvwork_spawn(const char *dir, const char *gpu, uint32_t us,
		   unsigned int on_ms, unsigned int off_ms, uint32_t *hclient);
/* The same with a bare channel (nvwork_open_bare()), scheduled. */
pid_t nvwork_spawn_bare(const char *dir, const char *gpu, uint32_t us,
			unsigned int on_ms, unsigned int off_ms,
			uint32_t *hclient);
void nvwork_kill(pid_t pid);

/* nvsim's accounts of GPU @gpu: microseconds each process ran. */
long long nvwork_busy_us(unsigned int gpu, pid_t pid);
long long nvwork_gpu_busy_us(unsigned int gpu);
/*
 * Microseconds GPU @gpu's engine stood still since nvsim was loaded as the
 * VM stalled (tests/nvsim/README.md): a share over an interval leaves them
 * out of the interval.
 */
long long nvwork_stalled_us(unsigned int gpu);
/* Channels of GPU @gpu that a disable of a disabled channel wedged. */
long long nvwork_wedged(unsigned int gpu);
/* CLOCK_MONOTONIC microseconds */
long long nvwork_now_us(void);

/*
 * @busy_us over @span_us less the @stalled_us in it, in basis points: the
 * share of the time the simulated GPU ran.
 */
long long nvwork_share_bp(long long busy_us, long long span_us,
			  long long stalled_us);

/*
 * The share of GPU 0's time, in basis points, that each of the @n (at
 * most NVWORK_MEASURE_MAX) processes @pids ran over @us less the time the
 * GPU stalled, by nvsim's accounts; the GPU's own busy share over that
 * time is printed.
 */
#define NVWORK_MEASURE_MAX	8
void nvwork_measure(const pid_t *pids, int n, long long us, long long *bp);
/*
 * The part of the last interval measured (nvwork_measure(), or one noted
 * with nvwork_note_stalled()) in which the GPU stalled, in basis points.
 */
extern long long nvwork_stalled_bp;
void nvwork_note_stalled(long long span_us, long long stalled_us);

/*
 * An interval stalled beyond it says nothing of gpuslice: the VM stood
 * still for more than a quarter of it, its controller's 100 ms periods
 * with it (a TCG VM on a loaded 2-core builder stood still 8.2 s of 8.9).
 */
#define NVWORK_STALLED_MAX_BP	2500

/*
 * In a kselftest suite: share @bp (basis points) within @tolerance of @pct,
 * measured in the last interval; the test is skipped, unless it failed
 * already, when that interval stalled beyond NVWORK_STALLED_MAX_BP.
 */
#define EXPECT_SHARE(bp, pct, tolerance) do {				\
	if (nvwork_stalled_bp > NVWORK_STALLED_MAX_BP) {		\
		if (_metadata->passed)					\
			SKIP(return, "the VM stood still %lld%% of the "	\
			     "interval measured: a host too slow to "	\
			     "measure shares", nvwork_stalled_bp / 100);	\
		return;							\
	}								\
	TH_LOG("%s: %lld.%02lld%% (target %d%%)", #bp, (bp) / 100,	\
	       (bp) % 100, (pct));					\
	EXPECT_LE((pct - tolerance) * 100, (bp));			\
	EXPECT_GE((pct + tolerance) * 100, (bp));			\
} while (0)

/* Forgets the accounts so far (and gone clients). */
void nvwork_reset(void);

#endif /* _TEST_NVWORK_H */
