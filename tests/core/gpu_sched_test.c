// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The compute policy (core/compute.c) and the controller (core/gpu_sched.c),
 * run against a simulated GPU (gpu_model.c) with the latencies, switch
 * costs and sampling measured on an H100. Shares are the model's truth:
 * the GPU time each slice ran in periods of 100 ms (the engines' default),
 * over 10 s after a few seconds to settle, within 2 points of the target
 * unless a test says otherwise.
 */

#include <kselftest_harness.h>

#include "compute.h"
#include "gpu_model.h"

#define MS		1000000ULL
#define S		(1000 * MS)
#define PERIOD		(100 * MS)
#define POINTS(n)	((n) * 100)

static struct gm model;

static struct gs_compute settings(int limit, int request, int weight,
				  int high)
{
	struct gs_compute c = {
		.limit = limit, .request = request, .weight = weight,
		.priority = high ? GS_COMPUTE_PRIO_HIGH : GS_COMPUTE_PRIO_NORMAL,
	};

	return c;
}

static const struct gm_work busy = { .kind = GM_BUSY };
static const struct gm_work idle = { .kind = GM_IDLE };

static int add(struct gs_compute c, struct gm_work w)
{
	return gm_add(&model, &c, &w);
}

/* Settles for @settle, then measures the true shares over @measure. */
static void measure(unsigned long long settle, unsigned long long measure)
{
	gm_run(&model, settle);
	gm_reset(&model);
	gm_run(&model, measure);
}

#define EXPECT_SHARE(slot, pct, tolerance) do {				\
	unsigned int got_ = gm_share(&model, (slot));			\
	TH_LOG("slot %d: %u.%02u%% (target %d%%)", (slot), got_ / 100,	\
	       got_ % 100, (pct));					\
	EXPECT_LE(POINTS(pct) - POINTS(tolerance), (int)got_);		\
	EXPECT_GE(POINTS(pct) + POINTS(tolerance), (int)got_);		\
} while (0)

/* --- the division ------------------------------------------------------ */

static void divide(struct gs_compute_claim *c, unsigned int n)
{
	gs_compute_divide(c, n, GS_COMPUTE_BP);
}

TEST(divide_requests_then_weights)
{
	struct gs_compute_claim c[2] = {
		{ .cap = 10000, .request = 3000, .weight = 100 },
		{ .cap = 10000, .request = 0, .weight = 100 },
	};

	divide(c, 2);
	EXPECT_EQ(6500, c[0].share);
	EXPECT_EQ(3500, c[1].share);
}

TEST(divide_caps_water_filled)
{
	struct gs_compute_claim c[3] = {
		{ .cap = 2000, .weight = 100 },
		{ .cap = 10000, .weight = 200 },
		{ .cap = 10000, .weight = 100 },
	};

	divide(c, 3);
	EXPECT_EQ(2000, c[0].share);
	EXPECT_EQ(5334, c[1].share);
	EXPECT_EQ(2666, c[2].share);
}

TEST(divide_high_first_normal_keeps_request)
{
	struct gs_compute_claim c[2] = {
		{ .cap = 10000, .weight = 100, .high = true },
		{ .cap = 10000, .request = 2000, .weight = 1000 },
	};

	divide(c, 2);
	EXPECT_EQ(8000, c[0].share);
	EXPECT_EQ(2000, c[1].share);
}

TEST(divide_caps_leave_idle)
{
	struct gs_compute_claim c[2] = {
		{ .cap = 3000, .weight = 100 },
		{ .cap = 1000, .request = 1000, .weight = 100 },
	};

	divide(c, 2);
	EXPECT_EQ(3000, c[0].share);
	EXPECT_EQ(1000, c[1].share);
}

TEST(divide_never_more_than_total)
{
	struct gs_compute_claim c[7];
	unsigned int i, n, sum;

	for (n = 1; n <= 7; n++) {
		for (i = 0; i < n; i++) {
			c[i] = (struct gs_compute_claim){
				.cap = 10000 - i * 7, .request = i * 3,
				.weight = 1 + i * 97, .high = i % 3 == 0,
			};
		}
		divide(c, n);
		for (i = 0, sum = 0; i < n; i++) {
			EXPECT_LE(c[i].share, c[i].cap);
			sum += c[i].share;
		}
		EXPECT_EQ(10000, sum);
	}
}

TEST(settings_checked)
{
	struct gs_compute c;

	gs_compute_default(&c);
	EXPECT_EQ(NULL, gs_compute_invalid(&c));
	EXPECT_EQ(100, c.limit);
	EXPECT_EQ(100, c.weight);
	c = settings(0, 0, 100, 0);
	EXPECT_NE(NULL, gs_compute_invalid(&c));
	c = settings(101, 0, 100, 0);
	EXPECT_NE(NULL, gs_compute_invalid(&c));
	c = settings(30, 40, 100, 0);
	EXPECT_STREQ("the compute request exceeds the compute limit",
		     gs_compute_invalid(&c));
	c = settings(30, 0, 0, 0);
	EXPECT_NE(NULL, gs_compute_invalid(&c));
	c = settings(30, 0, 1001, 0);
	EXPECT_NE(NULL, gs_compute_invalid(&c));
	c = settings(30, 0, 1000, 0);
	c.priority = 2;
	EXPECT_NE(NULL, gs_compute_invalid(&c));
	c = settings(1, 1, 1, 1);
	EXPECT_EQ(NULL, gs_compute_invalid(&c));
}

/* --- the controller against the model ------------------------------------ */

FIXTURE(gpu) {};
FIXTURE_SETUP(gpu)
{
	gm_init(&model, PERIOD, 0x5eed);
}
FIXTURE_TEARDOWN(gpu)
{
	EXPECT_EQ(0, model.redisabled);
}

/* A lone slice with @work at each of the @n @limits, within a point. */
static void limits_alone(struct __test_metadata *_metadata, const int *limits,
			 unsigned int n, struct gm_work work, unsigned int seed)
{
	unsigned int k;

	for (k = 0; k < n; k++) {
		int a;

		gm_init(&model, PERIOD, seed + k);
		a = add(settings(limits[k], 0, 100, 0), work);
		measure(3 * S, 10 * S);
		EXPECT_SHARE(a, limits[k], 1);
	}
}

TEST_F(gpu, limit_alone)
{
	static const int limits[] = { 1, 10, 30, 50, 90, 99 };

	limits_alone(_metadata, limits, ARRAY_SIZE(limits), busy, 0x5eed);
}

/*
 * Work that leaves the GPU idle now and then even while it may run (a
 * training step's host-side gaps: 10% of the time here, in a cycle RM's
 * 200 ms samples do not divide, so that they see the gaps): the cap is on
 * GPU time, so its window grows until the GPU runs it for its limit. A
 * few samples in a row that fall in gaps make it look idle for a while;
 * it keeps its correction meanwhile.
 */
TEST_F(gpu, limit_alone_with_gaps)
{
	static const int limits[] = { 10, 30, 50, 80 };
	struct gm_work gaps = {
		.kind = GM_DUTY, .on = 1830 * 1000, .off = 210 * 1000,
	};

	limits_alone(_metadata, limits, ARRAY_SIZE(limits), gaps, 0x6a95);
}

TEST_F(gpu, alone_unlimited_never_disabled)
{
	int a = add(settings(100, 0, 100, 0), busy);

	measure(1 * S, 5 * S);
	EXPECT_SHARE(a, 100, 0);
	EXPECT_TRUE(model.s[a].hw_on);
}

TEST_F(gpu, limit_beside_a_busy_neighbour)
{
	int a = add(settings(30, 0, 100, 0), busy);
	int b = add(settings(100, 0, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 30, 1);
	EXPECT_SHARE(b, 70, 2);
}

TEST_F(gpu, weights_split_the_time)
{
	int a = add(settings(100, 0, 100, 0), busy);
	int b = add(settings(100, 0, 300, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 25, 2);
	EXPECT_SHARE(b, 75, 2);
}

TEST_F(gpu, request_first_then_weights)
{
	int a = add(settings(100, 30, 100, 0), busy);
	int b = add(settings(100, 0, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 65, 2);
	EXPECT_SHARE(b, 35, 2);
}

TEST_F(gpu, requests_of_the_whole_gpu)
{
	int a = add(settings(100, 70, 1, 0), busy);
	int b = add(settings(100, 30, 1000, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 70, 2);
	EXPECT_SHARE(b, 30, 2);
}

TEST_F(gpu, high_priority_first_normal_keeps_request)
{
	int a = add(settings(100, 0, 100, 1), busy);
	int b = add(settings(100, 20, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 80, 2);
	EXPECT_SHARE(b, 20, 2);
}

TEST_F(gpu, high_priority_held_to_its_limit)
{
	int a = add(settings(50, 0, 100, 1), busy);
	int b = add(settings(100, 0, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 50, 1);
	EXPECT_SHARE(b, 50, 2);
}

TEST_F(gpu, three_slices)
{
	int a = add(settings(20, 0, 100, 0), busy);
	int b = add(settings(100, 0, 200, 0), busy);
	int c = add(settings(100, 0, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 20, 1);
	EXPECT_SHARE(b, 53, 2);
	EXPECT_SHARE(c, 27, 2);
}

TEST_F(gpu, eight_equal_slices)
{
	int s[8], i;

	for (i = 0; i < 8; i++)
		s[i] = add(settings(100, 0, 100, 0), busy);
	measure(3 * S, 10 * S);
	for (i = 0; i < 8; i++)
		EXPECT_SHARE(s[i], 12, 2);
}

/* A slice with no work costs the others nothing, its request included. */
TEST_F(gpu, idle_slice_costs_nothing)
{
	int a = add(settings(100, 50, 100, 0), idle);
	int b = add(settings(100, 0, 100, 0), busy);

	measure(3 * S, 10 * S);
	EXPECT_SHARE(a, 0, 0);
	EXPECT_SHARE(b, 99, 1);
}

/* Found idle within a few seconds, whatever its share. */
TEST_F(gpu, idle_found_quickly)
{
	int a = add(settings(100, 80, 100, 0), idle);
	int b = add(settings(100, 0, 100, 0), busy);

	gm_run(&model, 3 * S);
	gm_reset(&model);
	gm_run(&model, 1 * S);
	EXPECT_SHARE(b, 99, 1);
	EXPECT_SHARE(a, 0, 0);
}

/* An idle slice that starts work gets its request back at once. */
TEST_F(gpu, wakes_to_its_request)
{
	int a = add(settings(100, 50, 100, 0), idle);
	int b = add(settings(100, 0, 100, 0), busy);

	gm_run(&model, 5 * S);
	model.s[a].work = busy;
	gm_run(&model, 2 * S);
	gm_reset(&model);
	gm_run(&model, 5 * S);
	EXPECT_SHARE(a, 75, 2);
	EXPECT_SHARE(b, 25, 2);
}

/*
 * A slice busy for 3 s, then idle for 3 s, in turn, beside a busy one: in
 * its idle spells the other gets the GPU (once it is found idle: about a
 * second), in its busy ones it gets its share. A slice that rests for less
 * than a second keeps its window (docs/design.md, "Compute").
 */
TEST_F(gpu, partial_load_is_work_conserving)
{
	struct gm_work spells = {
		.kind = GM_DUTY, .on = 3 * S, .off = 3 * S,
	};
	int a = add(settings(100, 0, 100, 0), spells);
	int b = add(settings(100, 0, 100, 0), busy);
	unsigned int total;

	measure(6 * S, 30 * S);
	total = gm_share(&model, a) + gm_share(&model, b);
	TH_LOG("a %u b %u total %u", gm_share(&model, a),
	       gm_share(&model, b), total);
	EXPECT_GE(total, POINTS(88));
	EXPECT_SHARE(a, 25, 2);
}

/* New settings take effect from the next period on. */
TEST_F(gpu, resize_applies_within_a_period)
{
	int a = add(settings(30, 0, 100, 0), busy);
	struct gs_compute c = settings(60, 0, 100, 0);

	gm_run(&model, 3 * S);
	gs_sched_set(&model.g, a, &c);
	gm_run(&model, PERIOD + PERIOD / 2);
	EXPECT_EQ(6000, model.g.slot[a]->share);
	measure(2 * S, 5 * S);
	EXPECT_SHARE(a, 60, 1);
}

TEST_F(gpu, leaving_frees_the_gpu)
{
	int a = add(settings(100, 0, 100, 0), busy);
	int b = add(settings(100, 0, 100, 0), busy);

	gm_run(&model, 3 * S);
	gm_leave(&model, a);
	measure(PERIOD * 2, 5 * S);
	EXPECT_SHARE(b, 99, 1);
}

/*
 * A slice whose channels ignore the disables is seen running while
 * disabled; slices that obey never are.
 */
TEST_F(gpu, violations_seen)
{
	struct gm_work cheat = { .kind = GM_BUSY, .cheat = true };
	int a = add(settings(20, 0, 100, 0), cheat);
	int b = add(settings(100, 0, 100, 0), busy);

	gm_run(&model, 10 * S);
	EXPECT_GE(model.s[a].violations, 5);
	EXPECT_EQ(0, model.s[b].violations);
}

TEST_F(gpu, no_false_violations)
{
	struct gm_work half = {
		.kind = GM_DUTY, .on = 30 * MS, .off = 70 * MS,
	};
	int a = add(settings(30, 10, 100, 0), busy);
	int b = add(settings(100, 0, 300, 1), half);
	int c = add(settings(100, 20, 100, 0), idle);

	gm_run(&model, 60 * S);
	EXPECT_EQ(0, model.s[a].violations);
	EXPECT_EQ(0, model.s[b].violations);
	EXPECT_EQ(0, model.s[c].violations);
}

/* What the controller reports agrees with the truth. */
TEST_F(gpu, report_measures_the_truth)
{
	int a = add(settings(40, 0, 100, 0), busy);
	int b = add(settings(100, 0, 100, 0), busy);
	struct gs_sched_report r;

	measure(3 * S, 1 * S);
	gs_sched_report(&model.g, a, model.now, &r);
	TH_LOG("reported %u truth %u target %u", r.share,
	       gm_share(&model, a), r.target);
	EXPECT_EQ(4000, r.target);
	/* the calls' latencies, half of each not known: about 1.5 points */
	EXPECT_LE(abs((int)r.share - (int)gm_share(&model, a)), 150);
	EXPECT_GE(r.busy_total, (unsigned long long)(1.5 * S));
	gs_sched_report(&model.g, b, model.now, &r);
	EXPECT_LE(abs((int)r.share - (int)gm_share(&model, b)), 150);
}

TEST_HARNESS_MAIN
