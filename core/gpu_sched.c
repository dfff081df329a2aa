// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The compute controller of one GPU: plans, the log of what the engine
 * achieved, RM's samples placed in it. core/gpu_sched.h says what it does.
 */

#include "gpu_sched.h"

#define Q16			(1U << 16)
/* idle: this many samples in a row enabled with nothing running ... */
#define IDLE_SAMPLES		2
/* ... and not seen running for this long */
#define IDLE_HOLD_NS		500000000ULL
#define NSEC			1000000000ULL

enum state { WAS_OFF, WAS_ON, AT_EDGE };

static u64 min_u64(u64 a, u64 b)
{
	return a < b ? a : b;
}

static u64 max_u64(u64 a, u64 b)
{
	return a > b ? a : b;
}

static u64 next_random(struct gs_sched *g)
{
	u64 x = g->rng;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	g->rng = x;
	return x * 0x2545f4914f6cdd1dULL;
}

void gs_sched_init(struct gs_sched *g, struct gs_sched_slice **slot,
		   struct gs_compute_claim *claims, unsigned int nr_slots,
		   u64 period, u64 grace, u64 seed)
{
	unsigned int i;

	g->slot = slot;
	g->claims = claims;
	g->nr_slots = nr_slots;
	for (i = 0; i < nr_slots; i++)
		slot[i] = NULL;
	g->period = period;
	g->grace = grace;
	g->start = 0;
	g->epoch = 0;
	g->rng = seed | 1;
}

static struct gs_sched_interval *newest(struct gs_sched_slice *s)
{
	if (!s->iv_count)
		return NULL;
	return &s->iv[(s->iv_next + GS_SCHED_LOG - 1) % GS_SCHED_LOG];
}

/* The moment an end took effect, as well as it is known: mid-call. */
static u64 mid(u64 lo, u64 hi)
{
	return lo + (hi - lo) / 2;
}

static u64 on_of(const struct gs_sched_interval *iv)
{
	return mid(iv->on_lo, iv->on_hi);
}

static u64 off_of(const struct gs_sched_interval *iv)
{
	return iv->off_hi == U64_MAX ? U64_MAX : mid(iv->off_lo, iv->off_hi);
}

static void open_interval(struct gs_sched_slice *s, u64 lo, u64 hi)
{
	s->iv[s->iv_next].on_lo = lo;
	s->iv[s->iv_next].on_hi = hi;
	s->iv[s->iv_next].off_lo = U64_MAX;
	s->iv[s->iv_next].off_hi = U64_MAX;
	s->iv_next = (s->iv_next + 1) % GS_SCHED_LOG;
	if (s->iv_count < GS_SCHED_LOG)
		s->iv_count++;
	s->enabled = true;
}

void gs_sched_join(struct gs_sched *g, unsigned int i, struct gs_sched_slice *s,
		   const struct gs_compute *set, u64 now)
{
	memset(s, 0, sizeof(*s));
	s->set = *set;
	s->present = true;
	s->util = Q16;
	s->ran = Q16;
	s->last_ran = now;
	s->joined = now;
	open_interval(s, now, now);
	g->slot[i] = s;
}

void gs_sched_leave(struct gs_sched *g, unsigned int i)
{
	g->slot[i] = NULL;
}

void gs_sched_set(struct gs_sched *g, unsigned int i,
		  const struct gs_compute *set)
{
	if (g->slot[i])
		g->slot[i]->set = *set;
}

void gs_sched_applied_span(struct gs_sched *g, unsigned int i, bool enable,
			   u64 issued, u64 done)
{
	struct gs_sched_slice *s = g->slot[i];
	struct gs_sched_interval *iv;

	if (!s || enable == s->enabled)
		return;
	if (enable) {
		open_interval(s, issued, max_u64(issued, done));
		return;
	}
	iv = newest(s);
	iv->off_lo = max_u64(issued, iv->on_lo);
	iv->off_hi = max_u64(done, iv->off_lo);
	s->enabled = false;
}


/* ns @s was enabled within [@a, @b) */
static u64 enabled_within(const struct gs_sched_slice *s, u64 a, u64 b)
{
	u64 sum = 0;
	unsigned int k;

	for (k = 0; k < s->iv_count; k++) {
		const struct gs_sched_interval *iv =
			&s->iv[(s->iv_next + GS_SCHED_LOG - 1 - k) % GS_SCHED_LOG];
		u64 on = max_u64(on_of(iv), a), off = min_u64(off_of(iv), b);

		if (off > on)
			sum += off - on;
		if (off_of(iv) <= a)
			break;
	}
	return sum;
}

/*
 * ns within [@a, @b) that @s had the GPU to itself among the slices with
 * windows: its enabled time less what it overlapped with another's
 * interval that had begun before its own. At a window's change both are
 * enabled for a moment (the enable first: the GPU is never left idle), and
 * the slice already on keeps running until the disable has preempted it.
 */
static u64 achieved_within(const struct gs_sched *g,
			   const struct gs_sched_slice *s, u64 a, u64 b)
{
	u64 sum = enabled_within(s, a, b);
	unsigned int i, k, m;

	for (i = 0; i < g->nr_slots; i++) {
		const struct gs_sched_slice *t = g->slot[i];

		if (!t || t == s || !t->planned)
			continue;
		for (k = 0; k < s->iv_count; k++) {
			const struct gs_sched_interval *x =
				&s->iv[(s->iv_next + GS_SCHED_LOG - 1 - k) %
				       GS_SCHED_LOG];

			if (off_of(x) <= a)
				break;
			for (m = 0; m < t->iv_count; m++) {
				const struct gs_sched_interval *y =
					&t->iv[(t->iv_next + GS_SCHED_LOG - 1 -
						m) % GS_SCHED_LOG];
				u64 on, off;

				if (off_of(y) <= a)
					break;
				if (on_of(y) >= on_of(x))
					continue;
				on = max_u64(max_u64(on_of(x), on_of(y)), a);
				off = min_u64(min_u64(off_of(x), off_of(y)), b);
				if (off > on)
					sum -= min_u64(off - on, sum);
			}
		}
	}
	return sum;
}

/*
 * Whether @s was surely enabled all through [@lo, @hi], surely disabled
 * all through it, or neither: an end whose call was under way in it.
 */
static enum state state_within(const struct gs_sched_slice *s, u64 lo, u64 hi)
{
	bool overlap = false;
	unsigned int k;

	if (lo < s->joined)
		return AT_EDGE;
	for (k = 0; k < s->iv_count; k++) {
		const struct gs_sched_interval *iv =
			&s->iv[(s->iv_next + GS_SCHED_LOG - 1 - k) % GS_SCHED_LOG];

		if (iv->on_hi <= lo && iv->off_lo >= hi)
			return WAS_ON;
		if (iv->on_lo <= hi && iv->off_hi >= lo)
			overlap = true;
		if (iv->off_hi < lo)
			return overlap ? AT_EDGE : WAS_OFF;
	}
	/* history older than the log: known only if the log never wrapped */
	if (s->iv_count == GS_SCHED_LOG)
		return AT_EDGE;
	return overlap ? AT_EDGE : WAS_OFF;
}

/* @busy ns of the @span ns that end at @now, in the buckets of a second */
static void add_busy(struct gs_sched_slice *s, u64 busy, u64 span, u64 now)
{
	u64 id = now / GS_SCHED_BUCKET_NS;
	unsigned int b = id % GS_SCHED_BUCKETS;

	if (s->bucket_id[b] != id) {
		s->bucket_id[b] = id;
		s->bucket_busy[b] = 0;
		s->bucket_span[b] = 0;
	}
	s->bucket_busy[b] += busy;
	s->bucket_span[b] += span;
	s->busy_total += busy;
}

/*
 * What each slice achieved in the period that ends at @now, and the closed
 * loop's error: what it should have achieved less what it did. When the
 * windows filled the period, what the switches between them cost is
 * shared in proportion to the shares (each should have had its share of
 * what all achieved together); otherwise each should have had its share
 * of the whole period (a cap is a cap, whatever the switches cost).
 */
static void close_period(struct gs_sched *g, u64 now)
{
	s64 bound = (s64)(g->period / 2);
	u64 all = 0, shares = 0, busy;
	unsigned int i;

	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s)
			continue;
		if (s->planned)
			s->achieved = achieved_within(g, s, g->start, now);
		else
			s->achieved = enabled_within(s, g->start, now);
		if (s->planned) {
			all += s->achieved;
			shares += s->share;
		}
	}
	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];
		u64 expected;

		if (!s)
			continue;
		busy = s->achieved * s->ran >> 16;
		add_busy(s, busy, now - max_u64(g->start, s->joined), now);
		/*
		 * An idle slice keeps its correction for when its work comes
		 * back (or when it was not idle after all: work that leaves
		 * gaps can look idle to a few samples in a row); the whole
		 * period cannot be corrected.
		 */
		if (!s->planned)
			continue;
		if (s->planned >= g->period) {
			s->error = 0;
			continue;
		}
		/*
		 * Windows that fill the period share whatever the GPU loses,
		 * efficiency included; a window that does not is held to
		 * the GPU's busy time.
		 */
		if (shares >= GS_COMPUTE_BP) {
			expected = all * s->share / shares;
		} else if (!g->scaled) {
			expected = s->planned;
			s->achieved = busy;
		} else {
			continue;	/* it could not have: no windup */
		}
		s->error += (s64)expected - (s64)s->achieved;
		if (s->error > bound)
			s->error = bound;
		if (s->error < -bound)
			s->error = -bound;
	}
}

/*
 * Its share of the periods that closed in the last second: a ratio of the
 * time they span, so that a period more or less in the second (each is a
 * tenth of it at 100 ms) does not move it.
 */
static u32 recent_share(const struct gs_sched_slice *s, u64 now)
{
	u64 id = now / GS_SCHED_BUCKET_NS, busy = 0, span = 0;
	u64 first = id + 1 - GS_SCHED_BUCKETS;
	unsigned int b;

	for (b = 0; b < GS_SCHED_BUCKETS; b++) {
		if (s->bucket_id[b] < first || s->bucket_id[b] > id)
			continue;
		busy += s->bucket_busy[b];
		span += s->bucket_span[b];
	}
	if (!span)
		return 0;
	return (u32)min_u64(busy * GS_COMPUTE_BP / span, GS_COMPUTE_BP);
}

static bool is_idle(const struct gs_sched_slice *s, u64 now)
{
	return s->idle_streak >= IDLE_SAMPLES && now - s->last_ran >= IDLE_HOLD_NS;
}

/* Shares for the period: every busy slice's, by gs_compute_divide(). */
static void divide(struct gs_sched *g, u64 now, struct gs_compute_claim *c)
{
	unsigned int i, n = 0;

	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s)
			continue;
		s->idle = is_idle(s, now);
		if (s->idle)
			continue;
		c[n].cap = (u32)s->set.limit * 100;
		c[n].request = (u32)s->set.request * 100;
		c[n].weight = s->set.weight;
		c[n].high = s->set.priority == GS_COMPUTE_PRIO_HIGH;
		c[n].id = i;
		n++;
	}
	gs_compute_divide(c, n, GS_COMPUTE_BP);
	for (i = 0; i < g->nr_slots; i++)
		if (g->slot[i])
			g->slot[i]->share = 0;
	for (i = 0; i < n; i++)
		g->slot[c[i].id]->share = c[i].share;
}

/*
 * Each busy slice's window for the period: its share, corrected by half
 * the error summed so far (what the engine's calls gave more or less than
 * planned), scaled down together should they then overflow the period.
 */
static void size_windows(struct gs_sched *g)
{
	u64 sum = 0;
	unsigned int i;

	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];
		s64 w;

		if (!s)
			continue;
		s->window = 0;
		s->planned = g->period * s->share / GS_COMPUTE_BP;
		if (!s->share)
			continue;
		if (s->share >= GS_COMPUTE_BP) {
			s->window = g->period;
		} else {
			w = (s64)s->planned + s->error / 2;
			s->window = w < 0 ? 0 : min_u64((u64)w, g->period);
		}
		sum += s->window;
	}
	g->scaled = sum > g->period;
	if (!g->scaled)
		return;
	for (i = 0; i < g->nr_slots; i++)
		if (g->slot[i])
			g->slot[i]->window = g->slot[i]->window * g->period / sum;
}

static void add_event(struct gs_sched_plan *p, u64 at, unsigned int slot,
		      bool enable)
{
	if (p->nr >= p->max)
		return;
	p->ev[p->nr].at = at;
	p->ev[p->nr].slot = slot;
	p->ev[p->nr].enable = enable;
	p->nr++;
}

/*
 * Slot @i on for @len ns from @from, around the period (mod @period): its
 * events, and whether it is on at the period's start.
 */
static bool add_span(struct gs_sched_plan *p, unsigned int i, u64 from,
		     u64 len, u64 period)
{
	u64 end = from + len;

	if (len >= period)
		return true;
	if (!len)
		return false;
	if (end <= period) {
		if (from)
			add_event(p, from, i, true);
		if (end < period)
			add_event(p, end, i, false);
		return from == 0;
	}
	/* wraps: on from @from to the end, and from 0 to what is left */
	add_event(p, from, i, true);
	add_event(p, end - period, i, false);
	return true;
}

static bool before(const struct gs_sched_event *a,
		   const struct gs_sched_event *b)
{
	if (a->at != b->at)
		return a->at < b->at;
	return a->enable && !b->enable;
}

static void sift(struct gs_sched_event *ev, unsigned int root, unsigned int n)
{
	for (;;) {
		unsigned int child = 2 * root + 1;
		struct gs_sched_event t;

		if (child >= n)
			return;
		if (child + 1 < n && before(&ev[child], &ev[child + 1]))
			child++;
		if (!before(&ev[root], &ev[child]))
			return;
		t = ev[root];
		ev[root] = ev[child];
		ev[child] = t;
		root = child;
	}
}

/* Heapsort (kernel and user space alike, no allocation): by time. */
static void sort_events(struct gs_sched_event *ev, unsigned int n)
{
	unsigned int i;

	for (i = n / 2; i-- > 0;)
		sift(ev, i, n);
	for (i = n; i-- > 1;) {
		struct gs_sched_event t = ev[0];

		ev[0] = ev[i];
		ev[i] = t;
		sift(ev, 0, i);
	}
}

/*
 * How long an idle slice is on: its limit of the period, corrected as its
 * window was when it was last busy.
 */
static u64 idle_span(const struct gs_sched *g, const struct gs_sched_slice *s)
{
	s64 span = (s64)(g->period * s->set.limit / 100);

	if (s->set.limit < 100)
		span += s->error / 2;
	return span < 0 ? 0 : min_u64((u64)span, g->period);
}

/*
 * The windows one after the other from a random offset, around the
 * period; then what is left, in which the idle slices are on, each for as
 * much of the period as its limit allows (into the windows that follow).
 * Every present slice also gets an event at 0: its state there.
 */
static void lay_out(struct gs_sched *g, struct gs_sched_plan *p)
{
	u64 pos = next_random(g) % g->period, rest;
	unsigned int i;

	p->nr = 0;
	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s || !s->window)
			continue;
		s->on_at_start = add_span(p, i, pos, s->window, g->period);
		pos = (pos + s->window) % g->period;
	}
	rest = pos;
	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s || s->window)
			continue;
		s->on_at_start = s->idle &&
			add_span(p, i, rest, idle_span(g, s), g->period);
	}
	for (i = 0; i < g->nr_slots; i++)
		if (g->slot[i])
			add_event(p, 0, i, g->slot[i]->on_at_start);
	sort_events(p->ev, p->nr);
}

void gs_sched_plan(struct gs_sched *g, u64 now, struct gs_sched_plan *p)
{
	if (g->start)
		close_period(g, now);
	else
		g->epoch = now;
	g->start = now;
	p->start = now;
	divide(g, now, g->claims);
	size_windows(g);
	lay_out(g, p);
}

/* Intervals in which the slices were enabled less than this say nothing */
#define RAN_MIN_ENABLED_Q16	(Q16 / 20)

/*
 * The interval [@from, @to) in which the GPU was busy @util hundredths of
 * a percent of the time, split between the slices enabled in it by their
 * enabled time weighted by how often each was seen running. Each slice
 * keeps decaying sums of its part and of its enabled time (a quarter of
 * their weight goes at each interval); their ratio is the fraction of its
 * enabled time that the GPU ran it. A ratio of sums, not an average of
 * each interval's ratio: an interval that cut a window short says less
 * than one that held it whole. A lone slice gets all of the busy time,
 * whatever the samples saw, so its fraction is RM's own count: the GPU's
 * start-up after an enable, the switches and the gaps its own work leaves.
 * Time of processes outside the slices can only make the GPU busier: no
 * slice ran for longer than it was enabled.
 */
static void learn_ran(struct gs_sched *g, u64 from, u64 to, u32 util)
{
	u64 span = to - from, enabled = 0, seen = 0, busy, on;
	unsigned int i;

	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s)
			continue;
		on = s->planned ? achieved_within(g, s, from, to) :
		     enabled_within(s, from, to);
		s->scratch = on;
		enabled += on;
		seen += on * s->util >> 16;
	}
	if (enabled * Q16 < span * RAN_MIN_ENABLED_Q16 || !seen)
		return;
	busy = span * min_u64(util, 10000) / 10000;
	for (i = 0; i < g->nr_slots; i++) {
		struct gs_sched_slice *s = g->slot[i];

		if (!s || !s->scratch)
			continue;
		/* its part: busy * (scratch * util / seen), at most scratch */
		s->ran_busy -= s->ran_busy >> 2;
		s->ran_busy += min_u64(busy * s->util / seen * s->scratch >> 16,
				       s->scratch);
		s->ran_on -= s->ran_on >> 2;
		s->ran_on += s->scratch;
		s->ran = (u32)min_u64(s->ran_busy * Q16 / s->ran_on, Q16);
	}
}

enum gs_sched_verdict gs_sched_sample(struct gs_sched *g, u64 ts, u32 util,
				      int who)
{
	struct gs_sched_slice *s;
	bool used = false;
	unsigned int i;

	if (!g->epoch || ts < g->epoch + g->grace || ts <= g->last_sample) {
		g->last_sample = max_u64(g->last_sample, ts);
		return GS_SCHED_SAMPLE_IGNORED;
	}
	if (g->last_sample >= g->epoch && ts - g->last_sample <= NSEC)
		learn_ran(g, g->last_sample, ts, util);
	g->last_sample = ts;
	if (who >= 0) {
		s = (unsigned int)who < g->nr_slots ? g->slot[who] : NULL;
		if (!s)
			return GS_SCHED_SAMPLE_IGNORED;
		switch (state_within(s, ts - g->grace, ts + g->grace)) {
		case WAS_OFF:
			s->violations++;
			return GS_SCHED_SAMPLE_VIOLATION;
		case AT_EDGE:
			return GS_SCHED_SAMPLE_IGNORED;
		case WAS_ON:
			break;
		}
		s->util += (Q16 - s->util) >> 2;
		s->last_ran = max_u64(s->last_ran, ts);
		s->idle_streak = 0;
		return GS_SCHED_SAMPLE_USED;
	}
	if (who != GS_SCHED_IDLE)
		return GS_SCHED_SAMPLE_IGNORED;
	/* nothing ran: every slice enabled then had no work */
	for (i = 0; i < g->nr_slots; i++) {
		s = g->slot[i];
		if (!s || state_within(s, ts - g->grace, ts + g->grace) != WAS_ON)
			continue;
		s->util -= s->util >> 2;
		s->idle_streak++;
		used = true;
	}
	return used ? GS_SCHED_SAMPLE_USED : GS_SCHED_SAMPLE_IGNORED;
}

void gs_sched_report(const struct gs_sched *g, unsigned int i, u64 now,
		     struct gs_sched_report *r)
{
	const struct gs_sched_slice *s = i < g->nr_slots ? g->slot[i] : NULL;

	memset(r, 0, sizeof(*r));
	if (!s)
		return;
	r->share = recent_share(s, now);
	r->target = s->idle ? 0 : s->share;
	r->busy_total = s->busy_total;
}
