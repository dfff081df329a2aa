// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The simulated GPU of gpu_model.h, stepped GM_TICK_NS at a time.
 */

#include <string.h>

#include "gpu_model.h"

#define TIMESLICE_NS	2048000ULL
#define SWITCH_NS	100000ULL
#define ENABLE_NS	450000ULL
#define DISABLE_NS	870000ULL
#define JITTER_NS	100000ULL
#define SAMPLE_NS	200000000ULL
#define READ_NS		250000000ULL
#define GRACE_NS	3000000ULL

static unsigned long long rnd(struct gm *m)
{
	m->seed ^= m->seed << 13;
	m->seed ^= m->seed >> 7;
	m->seed ^= m->seed << 17;
	return m->seed;
}

void gm_init(struct gm *m, unsigned long long period, unsigned long long seed)
{
	memset(m, 0, sizeof(*m));
	m->now = GM_EPOCH;
	m->seed = seed | 1;
	m->running = -1;
	m->samples_at = m->now + 37000000ULL;	/* any phase */
	m->read_at = m->now + READ_NS;
	m->busy_since = m->now;
	m->plan.ev = m->ev;
	m->plan.max = GM_MAX * GS_SCHED_EVENTS_PER_SLICE;
	m->next_ev = 0;
	gs_sched_init(&m->g, m->slot, m->claims, GM_MAX, period, GRACE_NS,
		      seed);
}

int gm_add(struct gm *m, const struct gs_compute *set, const struct gm_work *w)
{
	int i;

	for (i = 0; i < GM_MAX; i++) {
		struct gm_slice *s = &m->s[i];

		if (s->used)
			continue;
		memset(s, 0, sizeof(*s));
		s->used = true;
		s->set = *set;
		s->work = *w;
		s->hw_on = true;		/* channels are made enabled */
		s->engine_on = true;
		s->since = m->now;
		gs_sched_join(&m->g, i, &s->sched, set, m->now);
		return i;
	}
	return -1;
}

void gm_leave(struct gm *m, int i)
{
	gs_sched_leave(&m->g, i);
	m->s[i].used = false;
}

static bool has_work(const struct gm *m, int i)
{
	const struct gm_slice *s = &m->s[i];

	switch (s->work.kind) {
	case GM_BUSY:
		return true;
	case GM_DUTY:
		return (m->now - s->since) % (s->work.on + s->work.off) <
		       s->work.on;
	default:
		return false;
	}
}

static bool runnable(const struct gm *m, int i)
{
	return i >= 0 && m->s[i].used && m->s[i].hw_on && has_work(m, i);
}

/* The engine: plans each period, and queues its calls in plan order. */
static void engine(struct gm *m)
{
	const unsigned int room = GM_MAX * GS_SCHED_EVENTS_PER_SLICE;

	if (m->next_ev == m->plan.nr &&
	    (!m->plan.start || m->now >= m->plan.start + m->g.period)) {
		gs_sched_plan(&m->g, m->now, &m->plan);
		m->next_ev = 0;
	}
	while (m->next_ev < m->plan.nr &&
	       m->plan.start + m->plan.ev[m->next_ev].at <= m->now) {
		const struct gs_sched_event *e = &m->plan.ev[m->next_ev++];
		struct gm_slice *s = &m->s[e->slot];

		if (!s->used || e->enable == s->engine_on)
			continue;
		s->engine_on = e->enable;
		m->queue[(m->q_head + m->q_len) % room] =
			(struct gm_call){ .slot = e->slot, .enable = e->enable };
		m->q_len++;
	}
}

/* The helper that makes the calls, one at a time. */
static void calls(struct gm *m)
{
	const unsigned int room = GM_MAX * GS_SCHED_EVENTS_PER_SLICE;

	if (m->calling && m->now >= m->call_done) {
		struct gm_slice *s = &m->s[m->call.slot];

		m->calling = false;
		if (s->used) {
			if (!m->call.enable && !s->hw_on)
				m->redisabled++;
			if (m->call.enable || !s->work.cheat)
				s->hw_on = m->call.enable;
			gs_sched_applied_span(&m->g, m->call.slot,
					      m->call.enable, m->call_issued,
					      m->now);
		}
	}
	if (!m->calling && m->q_len) {
		m->call = m->queue[m->q_head];
		m->q_head = (m->q_head + 1) % room;
		m->q_len--;
		m->calling = true;
		m->call_issued = m->now;
		m->call_done = m->now +
			(m->call.enable ? ENABLE_NS : DISABLE_NS) +
			rnd(m) % JITTER_NS;
	}
}

static int next_runnable(const struct gm *m, int after)
{
	int k;

	for (k = 1; k <= GM_MAX; k++) {
		int j = ((after < 0 ? -1 : after) + k + GM_MAX) % GM_MAX;

		if (runnable(m, j))
			return j;
	}
	return -1;
}

static void gpu(struct gm *m)
{
	int j;

	if (m->switch_left) {
		m->switch_left -= m->switch_left < GM_TICK_NS ?
				  m->switch_left : GM_TICK_NS;
		if (!m->switch_left) {
			m->running = m->switching_to;
			m->slice_left = TIMESLICE_NS;
		}
		return;
	}
	if (runnable(m, m->running) && m->slice_left) {
		m->s[m->running].busy += GM_TICK_NS;
		m->gpu_busy += GM_TICK_NS;
		m->slice_left -= m->slice_left < GM_TICK_NS ? m->slice_left :
				 GM_TICK_NS;
		if (m->slice_left)
			return;
		j = next_runnable(m, m->running);
		if (j < 0 || j == m->running) {
			m->slice_left = TIMESLICE_NS;
			return;
		}
	} else {
		j = next_runnable(m, m->running);
		if (j < 0) {
			m->running = -1;
			return;
		}
		if (j == m->running) {
			m->slice_left = TIMESLICE_NS;
			return;
		}
	}
	m->switching_to = j;
	m->switch_left = SWITCH_NS;
	m->running = -1;
}

static void sampler(struct gm *m)
{
	unsigned int k;

	if (m->now >= m->samples_at) {
		if (m->pending < 64) {
			m->pending_ts[m->pending] = m->samples_at;
			m->pending_who[m->pending] =
				runnable(m, m->running) && !m->switch_left ?
				m->running : GS_SCHED_IDLE;
			m->pending_util[m->pending] = (unsigned int)
				((m->gpu_busy - m->sampled_busy) * 10000 /
				 SAMPLE_NS);
			m->sampled_busy = m->gpu_busy;
			m->pending++;
		}
		m->samples_at += SAMPLE_NS;
	}
	if (m->now < m->read_at)
		return;
	for (k = 0; k < m->pending; k++) {
		int who = m->pending_who[k];

		if (gs_sched_sample(&m->g, m->pending_ts[k],
				    m->pending_util[k], who) ==
		    GS_SCHED_SAMPLE_VIOLATION)
			m->s[who].violations++;
	}
	m->pending = 0;
	m->read_at += READ_NS;
}

void gm_run(struct gm *m, unsigned long long ns)
{
	unsigned long long end = m->now + ns;

	while (m->now < end) {
		engine(m);
		calls(m);
		gpu(m);
		sampler(m);
		m->now += GM_TICK_NS;
	}
}

void gm_reset(struct gm *m)
{
	int i;

	for (i = 0; i < GM_MAX; i++)
		m->s[i].busy = 0;
	m->busy_since = m->now;
}

unsigned int gm_share(const struct gm *m, int i)
{
	unsigned long long span = m->now - m->busy_since;

	return span ? (unsigned int)(m->s[i].busy * GS_COMPUTE_BP / span) : 0;
}
