/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * A simulated GPU with an engine driving core/gpu_sched.c as gpuslice's
 * engines do, for the controller's unit tests. What it models was measured
 * on an H100 with driver 580.159.04 (docs/gpu-findings.md):
 *
 *  - one context on the graphics engine at a time, round robin between
 *    the enabled ones with work, a 2048 us timeslice (CUDA's), 100 us lost
 *    at each context switch;
 *  - FIFO_DISABLE_CHANNELS takes 870 us and preempts (the slice stops when
 *    the call returns), an enable 450 us, each with up to 100 us of
 *    jitter; the engine makes its calls one at a time, in plan order,
 *    only those that change a slice's state (disabling disabled channels
 *    wedges their program on the H100: the model counts such calls);
 *  - RM samples the engine every 200 ms: the process on it at that
 *    instant (nothing during a switch or when idle) and its busy time
 *    since the sample before; the engine reads them every 250 ms.
 *
 * Work is per slice: always busy, never, or busy for a while then idle in
 * turn; a cheating slice ignores disables (channels gpuslice never saw).
 * The model keeps the truth: the GPU time each slice ran.
 */
#ifndef _GPU_MODEL_H
#define _GPU_MODEL_H

#include "gpu_sched.h"

#define GM_MAX		8
#define GM_TICK_NS	50000ULL
#define GM_EPOCH	1795561091369211968ULL	/* a realtime clock's ns */

enum gm_kind { GM_BUSY, GM_IDLE, GM_DUTY };

/**
 * struct gm_work - what a slice's processes submit
 * @kind: enum gm_kind
 * @on: GM_DUTY: ns with work ...
 * @off: ... then ns without, in turn
 * @cheat: its channels ignore disables
 */
struct gm_work {
	enum gm_kind kind;
	unsigned long long on, off;
	bool cheat;
};

struct gm_slice {
	bool used;
	struct gs_compute set;
	struct gm_work work;
	struct gs_sched_slice sched;
	bool hw_on;			/* what the GPU obeys */
	bool engine_on;			/* what the engine believes */
	unsigned long long busy;	/* truth: ns it ran */
	unsigned long long since;	/* its work's phase origin */
	unsigned int violations;
};

struct gm_call {
	unsigned int slot;
	bool enable;
};

struct gm {
	unsigned long long now;
	unsigned long long seed;
	/* the controller, as an engine holds it */
	struct gs_sched g;
	struct gs_sched_slice *slot[GM_MAX];
	struct gs_compute_claim claims[GM_MAX];
	struct gs_sched_event ev[GM_MAX * GS_SCHED_EVENTS_PER_SLICE];
	struct gs_sched_plan plan;
	unsigned int next_ev;
	/* the engine's calls */
	struct gm_call queue[GM_MAX * GS_SCHED_EVENTS_PER_SLICE];
	unsigned int q_head, q_len;
	bool calling;
	unsigned long long call_issued, call_done;
	struct gm_call call;
	/* the GPU */
	int running;			/* slot, or -1 */
	unsigned long long slice_left;
	unsigned long long switch_left;
	int switching_to;
	unsigned long long samples_at, read_at;
	int pending_who[64];
	unsigned long long pending_ts[64];
	unsigned int pending_util[64];
	unsigned long long gpu_busy, sampled_busy;	/* ns, all slices */
	unsigned int pending;
	unsigned long long busy_since;	/* gm_reset()'s time */
	unsigned int redisabled;	/* disables of disabled slices */
	struct gm_slice s[GM_MAX];
};

void gm_init(struct gm *m, unsigned long long period, unsigned long long seed);
/* A slice with @set and @work joins now; its slot. */
int gm_add(struct gm *m, const struct gs_compute *set, const struct gm_work *w);
void gm_leave(struct gm *m, int slot);
void gm_run(struct gm *m, unsigned long long ns);
/* Forget the truth so far: shares are counted from now. */
void gm_reset(struct gm *m);
/* The true share of slot @i since gm_reset(), in basis points. */
unsigned int gm_share(const struct gm *m, int i);

#endif /* _GPU_MODEL_H */
