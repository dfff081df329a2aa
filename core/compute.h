/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * A slice's compute settings on one GPU and how the GPU's time is divided
 * between busy slices (docs/design.md, "Compute").
 *
 * Shares are in basis points: GS_COMPUTE_BP (10000) is the whole GPU.
 * Settings are whole percent, as the CLI and netlink carry them.
 */
#ifndef _GS_COMPUTE_H
#define _GS_COMPUTE_H

#include "gs_types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_COMPUTE_BP		10000U	/* the whole GPU */

#define GS_COMPUTE_LIMIT_MIN	1
#define GS_COMPUTE_LIMIT_MAX	100
#define GS_COMPUTE_REQUEST_MAX	100
#define GS_COMPUTE_WEIGHT_MIN	1
#define GS_COMPUTE_WEIGHT_MAX	1000
#define GS_COMPUTE_WEIGHT_DEFAULT 100

enum gs_compute_priority {
	GS_COMPUTE_PRIO_NORMAL = 0,
	GS_COMPUTE_PRIO_HIGH = 1,
};

/**
 * struct gs_compute - a slice's compute settings on one GPU
 * @limit: hard cap on its share of the GPU's time, percent (1..100)
 * @request: share guaranteed while it has work, percent (0..@limit); the
 *	requests of the slices on one GPU add up to at most 100
 * @weight: how time beyond the requests is split (1..1000)
 * @priority: enum gs_compute_priority
 */
struct gs_compute {
	u8 limit;
	u8 request;
	u16 weight;
	u8 priority;
};

/* limit 100, request 0, weight 100, normal */
void gs_compute_default(struct gs_compute *c);

/*
 * Whether @c is a valid setting; NULL, or why not (a message for people,
 * e.g. "the compute request exceeds the compute limit").
 */
const char *gs_compute_invalid(const struct gs_compute *c);

/**
 * struct gs_compute_claim - one busy slice, as the division sees it
 * @cap: the most it may get, basis points: its limit, or less when it
 *	would not use more (its demand)
 * @request: what it gets first, basis points (at most @cap is given)
 * @weight: its weight
 * @high: of the high priority class
 * @id: the caller's, untouched
 * @share: out: what it gets, basis points
 */
struct gs_compute_claim {
	u32 cap;
	u32 request;
	u32 weight;
	bool high;
	u32 id;
	u32 share;
};

/*
 * Divides @total basis points between the @n claims: each first gets its
 * request (up to its cap); what is left goes to the high priority class,
 * split by weight and water-filled up to the caps, then what is still left
 * to the normal class the same way. Whatever no claim can take stays
 * unused (the GPU idles: the caps are hard). Deterministic: rounding
 * remainders go one basis point at a time in index order.
 */
void gs_compute_divide(struct gs_compute_claim *c, unsigned int n, u32 total);

#ifdef __cplusplus
}
#endif

#endif /* _GS_COMPUTE_H */
