/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A GPU's scheduler segment: one file per GPU in GPUSLICE_LEDGER_DIR
 * (gpuslice@gpu<N>: no slice can be named so), mapped by every process of
 * every slice with a share of that GPU, guarded by a process-shared robust
 * mutex. It holds:
 *
 *  - the slices registered on the GPU, with their compute settings (their
 *    first process's) and their processes (members), each with whether it
 *    has channels on the GPU;
 *  - the compute controller (core/gpu_sched.h): its state lives here,
 *    whichever process runs it;
 *  - the current plan (a period's steps, its sequence number and start),
 *    and the previous one, with the times at which each slice's processes
 *    carried out their steps;
 *  - the leader: the one process that runs the controller, each period
 *    (docs/preload.md, "Compute").
 *
 * Every process calls gs_sched_shm_turn() before it acts on the GPU; the
 * leader's turns plan the periods. Time is CLOCK_REALTIME ns, the clock of
 * RM's utilization samples.
 */
#ifndef _GS_PRELOAD_SCHED_SHM_H
#define _GS_PRELOAD_SCHED_SHM_H

#include <pthread.h>
#include <stdbool.h>
#include <sys/types.h>

#include "compute.h"
#include "gpu_sched.h"
#include "nv_fifo.h"

#define GS_SCHED_SHM_MAGIC	0x67736373U	/* "scsg" */
#define GS_SCHED_SHM_VERSION	1
#define GS_SCHED_SLICES		32	/* slices on one GPU */
#define GS_SCHED_MEMBERS	512	/* their processes */
#define GS_SCHED_PLAN_MAX	(GS_SCHED_SLICES * GS_SCHED_EVENTS_PER_SLICE)
/* A leader silent for this many periods is replaced */
#define GS_SCHED_LEADER_PERIODS	3
/* Either side of an enable or a disable, a sample says nothing of it */
#define GS_SCHED_GRACE_NS	5000000ULL

/**
 * struct gs_sched_done - when a slice's processes carried out its steps
 *	of one plan, step k being the slice's k-th event in the plan
 * @seq: the plan's
 * @at: when step k took effect: of an enable the earliest, of a disable
 *	the latest completion any process reported; 0: none reported
 * @from: when the earliest of those calls was issued
 * @seen: step k was reported, done or skipped (its processes were in that
 *	state already)
 */
struct gs_sched_done {
	u64 seq;
	u64 at[GS_SCHED_EVENTS_PER_SLICE];
	u64 from[GS_SCHED_EVENTS_PER_SLICE];
	u8 seen[GS_SCHED_EVENTS_PER_SLICE];
};

/**
 * struct gs_sched_shm_slice - a slice registered on the GPU
 * @name: its name; "" for a free slot
 * @set: its settings, those of the first process that registered it
 * @gen: counts the slot's registrations, so that a plan made for the
 *	slot's previous slice is not followed by the next (0: never)
 * @joined: in the controller: some member has channels on the GPU
 * @fed: the leader's: steps of @done[fed_seq % 2] given to the controller
 * @done: the steps of the last two plans, by their seq % 2
 */
struct gs_sched_shm_slice {
	char name[64];
	struct gs_compute set;
	u32 gen;
	bool joined;
	u8 fed;
	struct gs_sched_done done[2];
};

/**
 * struct gs_sched_shm_member - a process of a registered slice
 * @pid: its pid; 0 for a free entry
 * @slice: its slice's slot
 * @start: its start time (/proc/<pid>/stat), so a reused pid is not it
 * @active: it has channels on the GPU
 */
struct gs_sched_shm_member {
	s32 pid;
	u32 slice;
	u64 start;
	bool active;
};

/**
 * struct gs_sched_shm_plan - one period's steps, repeated period after
 *	period (offsets from @start) until the next plan
 * @seq: 1, 2, ...; 0: none yet
 * @start: the first period's start
 * @period: ns
 * @nr: events in @ev
 * @gen: each slot's gen when planned; 0 for a slot not in the plan
 * @ev: the steps, in order of time (core/gpu_sched.h)
 */
struct gs_sched_shm_plan {
	u64 seq;
	u64 start;
	u64 period;
	u32 nr;
	u32 gen[GS_SCHED_SLICES];
	struct gs_sched_event ev[GS_SCHED_PLAN_MAX];
};

/**
 * struct gs_sched_shm - the segment file's layout
 * @magic: GS_SCHED_SHM_MAGIC, written last when the file is made
 * @version: GS_SCHED_SHM_VERSION
 * @size: sizeof(struct gs_sched_shm)
 * @mutex_size: sizeof(pthread_mutex_t), which the layout depends on
 * @members_end: one past the highest member entry ever used
 * @lock: guards everything below
 * @period: the controller's, ns
 * @leader_pid: the leader; 0: none
 * @leader_start: its start time
 * @leader_beat: when it last took its turn
 * @seq: the current plan's: @plan[@seq % 2]
 * @fed_seq: the plan whose steps the leader has yet to finish feeding
 * @fed_until: every step before it was given to the controller, so RM's
 *	samples before it can be placed
 * @sampled: the newest sample given to the controller
 * @reaped: when the leader last looked for dead members
 * @updating: the controller is being changed: a process that dies with
 *	the lock then may have left it half-changed (it is started again),
 *	one that dies between changes left it whole
 * @g: the controller; its pointers are re-pointed into the mapping of
 *	whoever runs it (@slot, @claims)
 * @slot: the controller's slices: &@sched[i] while @slice[i] is joined
 * @claims: the controller's scratch
 * @sched: the controller's state of each slot's slice
 * @slice: the registered slices, by slot
 * @plan: the current plan and the previous one
 * @member: the processes
 */
struct gs_sched_shm {
	u32 magic;
	u32 version;
	u32 size;
	u32 mutex_size;
	u32 members_end;
	pthread_mutex_t lock;
	u64 period;
	s32 leader_pid;
	u64 leader_start;
	u64 leader_beat;
	u64 seq;
	u64 fed_seq;
	u64 fed_until;
	u64 sampled;
	u64 reaped;
	bool updating;
	struct gs_sched g;
	struct gs_sched_slice *slot[GS_SCHED_SLICES];
	struct gs_compute_claim claims[GS_SCHED_SLICES];
	struct gs_sched_slice sched[GS_SCHED_SLICES];
	struct gs_sched_shm_slice slice[GS_SCHED_SLICES];
	struct gs_sched_shm_plan plan[2];
	struct gs_sched_shm_member member[GS_SCHED_MEMBERS];
};

/**
 * struct gs_sched_handle - this process's place in one GPU's segment
 * @shm: the mapping; NULL when not attached
 * @gpu: its GPU
 * @slice: its slice's name and settings, to register again after fork
 * @set: ditto
 * @member: its member entry, -1 when it has none (after fork)
 * @slot: its slice's slot
 * @gen: that slot's gen when registered
 * @pid: the process the entry is for
 * @start: its start time
 */
struct gs_sched_handle {
	struct gs_sched_shm *shm;
	unsigned int gpu;
	char slice[64];
	struct gs_compute set;
	int member;
	u32 slot;
	u32 gen;
	pid_t pid;
	u64 start;
};

/*
 * Maps GPU @gpu's segment in @dir, made with @period (ns) if there is
 * none, and registers this process in slice @slice with settings @set.
 * Returns 0, or a negative errno with @err saying why: -EBUSY for a slice
 * in use with other settings, for requests that would add up to more
 * than 100 percent, or for a period other than the GPU's while it is in
 * use; -EUSERS when the GPU has no room for another slice or process.
 */
int gs_sched_shm_attach(struct gs_sched_handle *h, const char *dir,
			unsigned int gpu, const char *slice,
			const struct gs_compute *set, u64 period, char *err,
			size_t errlen);

/* Unregisters this process and unmaps the segment. */
void gs_sched_shm_detach(struct gs_sched_handle *h);

/**
 * struct gs_sched_view - what a turn tells its process
 * @leader: it is the leader now
 * @seq: the current plan; 0: none
 * @start: its start
 * @period: its period
 * @nr: this slice's steps in it; 0 when the plan is not for it (it then
 *	runs unhindered)
 * @ev: those steps, in order (@ev[k] is step k of gs_sched_shm_done())
 */
struct gs_sched_view {
	bool leader;
	u64 seq;
	u64 start;
	u64 period;
	unsigned int nr;
	struct gs_sched_event ev[GS_SCHED_EVENTS_PER_SLICE];
};

/*
 * This process's turn at @now: @active says whether it has channels on
 * the GPU now. Keeps its member entry (made again in a child after fork),
 * joins its slice to the controller or lets it leave, takes over as the
 * leader when there is none or it fell silent; as the leader, reaps dead
 * members now and then and, once the current period is over, gives the
 * controller what the processes reported of the plan and publishes the
 * next. @v gets the current plan. Returns 0 or a negative errno (the
 * segment cannot be locked, or the slice cannot be registered again).
 */
int gs_sched_shm_turn(struct gs_sched_handle *h, u64 now, bool active,
		      struct gs_sched_view *v);

/*
 * This process carried out step @k (an enable if @enable) of plan @seq,
 * its calls issued at @issued and done at @at; @at 0: skipped, it was in
 * that state already.
 */
void gs_sched_shm_done(struct gs_sched_handle *h, u64 seq, unsigned int k,
		       bool enable, u64 issued, u64 at);

/*
 * The leader's: RM's samples @s (@n, oldest first, pids in this
 * process's namespace) given to the controller, each slice's processes
 * mapped to its slot. Samples too recent to place (their period's steps
 * not all fed yet) are left for the next call.
 */
void gs_sched_shm_samples(struct gs_sched_handle *h,
			  const struct gs_nv_gpumon *s, unsigned int n);

/* The newest sample given to the controller (for gs_nv_gpumon_read()). */
u64 gs_sched_shm_sampled(const struct gs_sched_handle *h);

/* In a child after fork(): it is a new process, without an entry. */
void gs_sched_shm_forked(struct gs_sched_handle *h);

/* A registered slice as gpuslice-ledger shows it. */
struct gs_sched_line {
	char name[64];
	struct gs_compute set;
	struct gs_sched_report report;
	unsigned int members;
};

/*
 * For tools: the slices registered on GPU @gpu in @dir (the first @max
 * into @l; *@n counts them all), after dead members are reaped. Returns
 * 0 or a negative errno (-ENOENT: no segment).
 */
int gs_sched_shm_read(const char *dir, unsigned int gpu,
		      struct gs_sched_line *l, unsigned int max,
		      unsigned int *n);

#endif /* _GS_PRELOAD_SCHED_SHM_H */
