/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The compute controller of one GPU (docs/design.md, "Compute"): it turns
 * the slices' settings and what it measured into each period's plan of
 * exclusive windows, and closes the loop on what the mechanism achieved.
 *
 * The plan: every period, each busy slice gets one window of the GPU to
 * itself, as long as its share of the period (gs_compute_divide()); the
 * engine enables the slice's channels at its window's start and disables
 * them, preempting what runs, at its end (FIFO_DISABLE_CHANNELS). Slices
 * found idle get no window; they stay enabled in the rest of the period
 * and in the others' windows, as far as their limit allows, so that work
 * they start runs at once and is seen. The windows start at a random
 * offset each period, so that RM's periodic samples fall on every part of
 * the period.
 *
 * What is measured:
 *  - the time each slice was enabled, from the moments the engine's calls
 *    returned (gs_sched_applied_span()): a preempting disable returns once the
 *    slice's channels are off the GPU, so a slice runs at most while it is
 *    enabled. The closed loop drives each window's enabled time to its
 *    target, whatever the calls' latency;
 *  - whether a slice had work: RM's utilization samples (the process on
 *    the GPU's graphics engine at an instant, every 200 ms on the H100),
 *    placed by their timestamps in the log of enabled intervals
 *    (gs_sched_sample()). A slice seen running while it was enabled is
 *    busy; enabled while nothing ran, idle. A slice seen running while it
 *    was disabled is a violation: channels gpuslice does not know of, or a
 *    disable undone behind its back;
 *  - how much of that time the GPU ran each slice: each sample's
 *    utilization is the graphics engine's busy time since the one before,
 *    exact where the instant's process is a lottery. It is split between
 *    the slices enabled in the interval by their enabled time, each
 *    weighted by how often it was seen running, and each slice learns
 *    the fraction of its enabled time the GPU ran it (@ran). A lone slice
 *    gets all of it: its fraction is RM's own count, which takes in the
 *    GPU's start-up after an enable, the switches, and the gaps its own
 *    work leaves (a training step's host-side work between launches).
 *
 * A slice's busy time is its enabled time weighted by that fraction. A
 * window that does not fill the period (a cap) is held to it, so a lone
 * capped slice converges on its cap of the GPU's busy time as RM counts
 * it; windows that fill the period are held to their shares of what all
 * achieved together.
 *
 * Time is CLOCK_REALTIME nanoseconds throughout, the clock of RM's sample
 * timestamps. Every call on one controller is serialised by the caller.
 */
#ifndef _GS_GPU_SCHED_H
#define _GS_GPU_SCHED_H

#include "compute.h"
#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_SCHED_LOG		32	/* enabled intervals kept per slice */
#define GS_SCHED_BUCKETS	10	/* of GS_SCHED_BUCKET_NS: the last second */
#define GS_SCHED_BUCKET_NS	100000000ULL
/* events one slice can add to a plan (gs_sched_plan()) */
#define GS_SCHED_EVENTS_PER_SLICE 5

/* Who ran at a sample's instant, besides a slice's index */
#define GS_SCHED_IDLE		(-1)	/* nothing */
#define GS_SCHED_OTHER		(-2)	/* a process of no slice */

/*
 * When a slice was enabled: each end is known to lie within the call that
 * made it, from its issue (_lo) to its return (_hi).
 */
struct gs_sched_interval {
	u64 on_lo, on_hi;
	u64 off_lo, off_hi;	/* U64_MAX while still on */
};

/**
 * struct gs_sched_slice - one slice on the GPU; the controller's, but for
 * @set and @present, which the engine sets through the calls below
 */
struct gs_sched_slice {
	struct gs_compute set;
	bool present;
	bool enabled;
	bool idle;
	bool on_at_start;	/* in the plan being made */
	u32 share;		/* basis points of the last plan */
	u64 planned;		/* ns the share makes of the last plan */
	u64 window;		/* ns given: @planned, corrected */
	s64 error;		/* ns: what it should have had less what it had */
	u64 achieved;		/* ns it had the GPU to itself, last period */
	u32 util;		/* Q16: seen running when sampled enabled */
	u32 ran;		/* Q16: of its enabled time, the GPU ran it */
	u64 ran_busy, ran_on;	/* decaying sums of ns it ran, was enabled */
	u64 scratch;		/* learn_ran()'s: ns enabled in an interval */
	u32 idle_streak;	/* samples enabled with nothing running */
	u64 last_ran;
	u32 violations;
	u64 joined;
	struct gs_sched_interval iv[GS_SCHED_LOG];
	u32 iv_next;
	u32 iv_count;
	u64 busy_total;		/* ns */
	u64 bucket_id[GS_SCHED_BUCKETS];
	u64 bucket_busy[GS_SCHED_BUCKETS];
	u64 bucket_span[GS_SCHED_BUCKETS];	/* ns the periods spanned */
};

/**
 * struct gs_sched - the controller of one GPU
 * @slot: the engine's slices, @nr_slots of them; NULL: a free slot
 * @claims: room for @nr_slots claims, the division's scratch
 * @period: ns
 * @grace: ns either side of a slice's enable or disable in which a sample
 *	says nothing of it (the calls take time, the clocks differ a little)
 * @scaled: the windows of the current period were scaled down to fit it
 * @start: the current period's start; 0 before the first plan
 * @epoch: the first period's start: samples before it are ignored
 * @last_sample: the timestamp of the last sample, the start of the next
 *	one's interval
 * @rng: xorshift state for the windows' offsets
 */
struct gs_sched {
	struct gs_sched_slice **slot;
	struct gs_compute_claim *claims;
	unsigned int nr_slots;
	u64 period;
	u64 grace;
	bool scaled;
	u64 start;
	u64 epoch;
	u64 last_sample;
	u64 rng;
};

/* A step of a plan: at @at ns into the period, enable or disable @slot. */
struct gs_sched_event {
	u64 at;
	u32 slot;
	bool enable;
};

/**
 * struct gs_sched_plan - one period's steps, in order of time (enables
 * before disables at one instant, so the GPU is never left idle between a
 * window and the next)
 * @start: the period's start
 * @nr: events in @ev
 * @max: room in @ev: GS_SCHED_EVENTS_PER_SLICE for each slot
 *
 * The first events, at 0, say for every present slice whether it is on at
 * the period's start; the engine carries out only those that change a
 * slice's state. It never disables channels again that it disabled: on
 * the H100 that wedged the program that owned them.
 */
struct gs_sched_plan {
	u64 start;
	unsigned int nr;
	unsigned int max;
	struct gs_sched_event *ev;
};

/* What gs_sched_sample() made of a sample */
enum gs_sched_verdict {
	GS_SCHED_SAMPLE_USED,
	GS_SCHED_SAMPLE_IGNORED,	/* too old, at an edge, or no slice */
	GS_SCHED_SAMPLE_VIOLATION,	/* the slice ran while disabled */
};

/*
 * @slot and @claims: room for @nr_slots each, the caller's for as long as
 * @g is used; @seed: any number, for the windows' random offsets.
 */
void gs_sched_init(struct gs_sched *g, struct gs_sched_slice **slot,
		   struct gs_compute_claim *claims, unsigned int nr_slots,
		   u64 period, u64 grace, u64 seed);

/*
 * Slice @s (the engine's, zeroed or not) takes part from @now, in slot
 * @i, with settings @set; it counts as busy until samples say otherwise,
 * and as enabled (channels are created enabled).
 */
void gs_sched_join(struct gs_sched *g, unsigned int i, struct gs_sched_slice *s,
		   const struct gs_compute *set, u64 now);

/* The slice in slot @i takes no further part; its slot is free. */
void gs_sched_leave(struct gs_sched *g, unsigned int i);

/* New settings for the slice in slot @i, from the next plan on. */
void gs_sched_set(struct gs_sched *g, unsigned int i,
		  const struct gs_compute *set);

/*
 * Closes the period under way (if any) at @now, accounting what each slice
 * achieved, and plans the next one from @now into @plan.
 */
void gs_sched_plan(struct gs_sched *g, u64 now, struct gs_sched_plan *plan);

/*
 * The engine's call to enable (@enable) or disable the slice in slot @i,
 * issued at @issued, returned at @done: it took effect in between.
 * Repeated disables change nothing.
 */
void gs_sched_applied_span(struct gs_sched *g, unsigned int i, bool enable,
			   u64 issued, u64 done);

/*
 * RM's sample at @ts: @util is the GPU's busy time since the previous
 * sample, in hundredths of a percent; @who is the slot of the slice whose
 * process was on the GPU at @ts, GS_SCHED_IDLE or GS_SCHED_OTHER. Samples
 * come in the order of their timestamps.
 */
enum gs_sched_verdict gs_sched_sample(struct gs_sched *g, u64 ts, u32 util,
				      int who);

/**
 * struct gs_sched_report - what a slice got, for people
 * @share: basis points of the GPU's time it was busy over the last second
 * @target: basis points it is planned to get now
 * @busy_total: ns of GPU time it was busy since it joined
 */
struct gs_sched_report {
	u32 share;
	u32 target;
	u64 busy_total;
};

void gs_sched_report(const struct gs_sched *g, unsigned int i, u64 now,
		     struct gs_sched_report *r);

#ifdef __cplusplus
}
#endif

#endif /* _GS_GPU_SCHED_H */
