// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim's execution engine, through the protocol of README.md: a channel
 * whose USERD and GPFIFO live in a mapped system-memory object, work items
 * of N microseconds, GP_PUT and the doorbell of the mapped usermode object.
 * Busy time is read from /sys/kernel/debug/nvsim/engine. Bounds are ratios
 * with generous margins: the VM runs under TCG on two slow vCPUs. Then the
 * compute controller's two levers as the H100 has them: RM's utilization
 * samples (GPUMON) against the engine's accounts, FIFO_DISABLE_CHANNELS
 * naming another process's channels, and its preemption.
 */

#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nv_fifo.h"
#include "nvrm.h"
#include "nvwork.h"

#define PID_NONE	0xffffffffu

#define ENGINE		"/sys/kernel/debug/nvsim/engine"

struct accounts {
	long long gpu_busy, sum;
	long long busy[8];
	uint32_t client[8];
	int pid[8];
	int n;
};

static int read_accounts(struct accounts *a)
{
	FILE *f = fopen(ENGINE, "r");
	char line[200];

	memset(a, 0, sizeof(*a));
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned int client;
		long long busy;
		int pid;

		if (sscanf(line, "gpu 0 busy_us %lld", &busy) == 1) {
			a->gpu_busy = busy;
		} else if (sscanf(line, "client 0x%x pid %d gpu 0 busy_us %lld",
				  &client, &pid, &busy) == 3) {
			a->sum += busy;
			if (a->n < 8) {
				a->client[a->n] = client;
				a->pid[a->n] = pid;
				a->busy[a->n++] = busy;
			}
		}
	}
	fclose(f);
	return 0;
}

static long long busy_of(const struct accounts *a, uint32_t hclient)
{
	int i;

	for (i = 0; i < a->n; i++)
		if (a->client[i] == hclient)
			return a->busy[i];
	return -1;
}

static long long busy_of_pid(const struct accounts *a, int pid)
{
	long long sum = 0;
	int i;

	for (i = 0; i < a->n; i++)
		if (a->pid[i] == pid)
			sum += a->busy[i];
	return sum;
}

/* A process with a channel busy with 1000 items of @item_us, until killed. */
static pid_t busy_process_items(uint64_t timeslice_us, uint32_t item_us,
				int ready)
{
	pid_t pid = fork();
	struct nvwork c;

	if (pid)
		return pid;
	if (nvwork_up(&c, "/dev", "nvidia0", timeslice_us))
		_exit(1);
	nvwork_submit(&c, 1000, item_us);
	if (write(ready, "x", 1) != 1)
		_exit(1);
	pause();
	_exit(0);
}

static pid_t busy_process(uint64_t timeslice_us, int ready)
{
	return busy_process_items(timeslice_us, 1000, ready);
}

TEST(equal_timeslices_two_processes)
{
	struct accounts a;
	pid_t p1, p2;
	int ready[2];
	char buf[2];
	double r;

	nvwork_reset();
	ASSERT_EQ(0, pipe(ready));
	p1 = busy_process(2000, ready[1]);
	p2 = busy_process(2000, ready[1]);
	ASSERT_EQ(1, read(ready[0], buf, 1));
	ASSERT_EQ(1, read(ready[0], buf + 1, 1));
	usleep(800000);
	ASSERT_EQ(0, read_accounts(&a));
	kill(p1, SIGKILL);
	kill(p2, SIGKILL);
	waitpid(p1, NULL, 0);
	waitpid(p2, NULL, 0);
	TH_LOG("busy: %lld us and %lld us of %lld us",
	       busy_of_pid(&a, p1), busy_of_pid(&a, p2), a.gpu_busy);
	ASSERT_LT(50000, busy_of_pid(&a, p1));
	ASSERT_LT(50000, busy_of_pid(&a, p2));
	r = (double)busy_of_pid(&a, p1) / busy_of_pid(&a, p2);
	EXPECT_LT(0.6, r);
	EXPECT_GT(1.67, r);
	EXPECT_EQ(a.gpu_busy, a.sum);
}

/*
 * The time the engine counts as stalled (the VM stopped) over an interval
 * lies within the interval, and the GPU ran at most for the rest of it,
 * give or take the lag the engine catches up (50 ms) and a step in
 * progress at either end (10 ms).
 */
TEST(stalled_time_within_the_interval)
{
	long long t0, t1, s0, s1, b0, b1;
	pid_t p;

	nvwork_reset();
	p = nvwork_spawn("/dev", "nvidia0", 1000, 1, 0, NULL);
	ASSERT_LT(0, p);
	usleep(500000);
	t0 = nvwork_now_us();
	s0 = nvwork_stalled_us(0);
	b0 = nvwork_busy_us(0, p);
	usleep(3000000);
	b1 = nvwork_busy_us(0, p);
	s1 = nvwork_stalled_us(0);
	t1 = nvwork_now_us();
	nvwork_kill(p);
	TH_LOG("%lld us busy, %lld us stalled in %lld us", b1 - b0, s1 - s0,
	       t1 - t0);
	ASSERT_LE(0, s0);
	EXPECT_LE(0, s1 - s0);
	EXPECT_GE(t1 - t0, s1 - s0);
	EXPECT_GE(t1 - t0 - (s1 - s0) + 60000, b1 - b0);
}

/*
 * A channel enabled over and over while it runs (its owner's raw controls,
 * preempting and not) gets no more than the time that passed: an enable wakes an idle engine
 * and leaves a step in progress alone.
 */
TEST(enables_do_not_speed_the_gpu)
{
	long long t0, t1, b0, b1, s0, s1;
	struct accounts a;
	struct nvwork c;
	int i;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 20000));
	nvwork_submit(&c, 400, 10000);
	usleep(100000);
	ASSERT_EQ(0, read_accounts(&a));
	b0 = busy_of(&a, c.hclient);
	s0 = nvwork_stalled_us(0);
	t0 = nvwork_now_us();
	for (i = 0; nvwork_now_us() - t0 < 1000000; i++)
		ASSERT_EQ(0, nvwork_set_disabled_mode(&c, false, i & 1));
	t1 = nvwork_now_us();
	s1 = nvwork_stalled_us(0);
	ASSERT_EQ(0, read_accounts(&a));
	b1 = busy_of(&a, c.hclient);
	TH_LOG("%lld us busy in %lld us (%lld us stalled)", b1 - b0, t1 - t0,
	       s1 - s0);
	EXPECT_LT(0, b1 - b0);
	/* a step (10 ms) may straddle each end; the reads take time */
	EXPECT_GE(t1 - t0 + 30000, b1 - b0);
	nvwork_down(&c);
}

TEST(timeslice_weights)
{
	struct nvwork small, big;
	struct accounts a;
	long long s, b;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&small, "/dev", "nvidia0", 300));
	ASSERT_EQ(0, nvwork_up(&big, "/dev", "nvidia0", 3000));
	nvwork_submit(&small, 1000, 1000);
	nvwork_submit(&big, 1000, 1000);
	usleep(800000);
	ASSERT_EQ(0, read_accounts(&a));
	s = busy_of(&a, small.hclient);
	b = busy_of(&a, big.hclient);
	TH_LOG("300 us: %lld us, 3000 us: %lld us (%.0f%% / %.0f%%)", s, b,
	       100.0 * s / (s + b), 100.0 * b / (s + b));
	EXPECT_LT(0, s);
	EXPECT_LT(4 * s, b);
	EXPECT_EQ(a.gpu_busy, a.sum);
	nvwork_down(&small);
	nvwork_down(&big);
}

/* Busy time of @c over @ms, disabled half of each 50 ms if @duty. */
static double utilization(struct nvwork *c, int ms, bool duty)
{
	long long t0 = nvwork_now_us(), b0, b1, t1;
	struct accounts a;
	int i;

	read_accounts(&a);
	b0 = busy_of(&a, c->hclient);
	for (i = 0; i < ms / 50; i++) {
		if (duty)
			nvwork_set_disabled(c, true);
		usleep(25000);
		if (duty)
			nvwork_set_disabled(c, false);
		usleep(25000);
	}
	t1 = nvwork_now_us();
	read_accounts(&a);
	b1 = busy_of(&a, c->hclient);
	return (double)(b1 - b0) / (t1 - t0);
}

TEST(duty_cycle_caps_share)
{
	double free_util, duty_util;
	struct nvwork c;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 2000));
	nvwork_submit(&c, 1020, 1000);
	free_util = utilization(&c, 500, false);
	duty_util = utilization(&c, 1000, true);
	TH_LOG("free %.2f, 50%% duty %.2f: %.0f%% of free", free_util,
	       duty_util, 100 * duty_util / free_util);
	EXPECT_LT(0.2, free_util);
	EXPECT_LT(0.4, duty_util / free_util);
	EXPECT_GT(0.6, duty_util / free_util);
	nvwork_down(&c);
}

TEST(disabled_and_unscheduled_run_nothing)
{
	struct nvwork off, idle, on;
	struct accounts a;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&off, "/dev", "nvidia0", 1000));
	ASSERT_EQ(0, nvwork_open(&idle, "/dev", "nvidia0", 1000));	/* unscheduled */
	ASSERT_EQ(0, nvwork_up(&on, "/dev", "nvidia0", 1000));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&off, true));
	nvwork_submit(&off, 500, 1000);
	nvwork_submit(&idle, 500, 1000);
	nvwork_submit(&on, 500, 1000);
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(0, busy_of(&a, off.hclient));
	EXPECT_EQ(0, busy_of(&a, idle.hclient));
	EXPECT_LT(50000, busy_of(&a, on.hclient));
	EXPECT_EQ(0, nvwork_gp_get(&off));
	EXPECT_LT(0, nvwork_gp_get(&on));
	/* enabled and scheduled, they run */
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&off, false));
	ASSERT_EQ(NVRM_OK, nvwork_schedule(&idle));
	nvwork_submit(&on, 1, 1000);			/* a doorbell */
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_LT(0, busy_of(&a, off.hclient));
	EXPECT_LT(0, busy_of(&a, idle.hclient));
	EXPECT_EQ(a.gpu_busy, a.sum);
	nvwork_down(&off);
	nvwork_down(&idle);
	nvwork_down(&on);
}

/*
 * A channel made directly under the device runs once it is scheduled
 * itself (NVA06F GPFIFO_SCHEDULE), as RM schedules the TSG it wrapped the
 * channel in; GET_CLASS_ENGINEID, which CUDA issues on its channels,
 * schedules nothing, whatever the handle it names.
 */
TEST(a_bare_channel_runs_once_scheduled)
{
	uint8_t q[GS_ABI_CTRL_906F_GET_CLASS_ENGINEID_SIZE] = { 0 };
	struct nvwork bare;
	struct accounts a;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_open_bare(&bare, "/dev", "nvidia0"));
	gs_put_u32(q, GS_ABI_CTRL_906F_GET_CLASS_ENGINEID_HOBJECT_AT,
		   NVWORK_H_CHAN);
	nvrm_control(bare.ctl, bare.hclient, NVWORK_H_CHAN,
		     GS_ABI_CTRL_906F_GET_CLASS_ENGINEID, q, sizeof(q));
	nvwork_submit(&bare, 500, 1000);
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(0, busy_of(&a, bare.hclient));
	EXPECT_EQ(0, nvwork_gp_get(&bare));
	ASSERT_EQ(NVRM_OK, nvwork_schedule(&bare));
	nvwork_submit(&bare, 1, 1000);			/* a doorbell */
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_LT(50000, busy_of(&a, bare.hclient));
	EXPECT_LT(0, nvwork_gp_get(&bare));
	nvwork_down(&bare);
}

/*
 * A preempting disable of a disabled channel wedges it for good, as it
 * wedged CUDA on the H100; disabling enabled channels and enabling them,
 * however often, does not; nor does a scheduling-only disable repeated.
 */
TEST(disabled_twice_wedges)
{
	struct nvwork twice, toggled, sched_only;
	struct accounts a;
	int i;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&twice, "/dev", "nvidia0", 1000));
	ASSERT_EQ(0, nvwork_up(&toggled, "/dev", "nvidia0", 1000));
	ASSERT_EQ(0, nvwork_up(&sched_only, "/dev", "nvidia0", 1000));
	for (i = 0; i < 5; i++) {
		ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&toggled, true));
		ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&toggled, false));
	}
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled_mode(&sched_only, true, true));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled_mode(&sched_only, true, true));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&sched_only, false));
	EXPECT_EQ(0, nvwork_wedged(0));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&twice, true));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&twice, true));
	EXPECT_EQ(1, nvwork_wedged(0));
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&twice, false));
	nvwork_submit(&twice, 100, 1000);
	nvwork_submit(&toggled, 100, 1000);
	nvwork_submit(&sched_only, 100, 1000);
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(0, busy_of(&a, twice.hclient));
	EXPECT_EQ(0, nvwork_gp_get(&twice));
	EXPECT_LT(0, busy_of(&a, toggled.hclient));
	EXPECT_LT(0, busy_of(&a, sched_only.hclient));
	nvwork_reset();
	EXPECT_EQ(0, nvwork_wedged(0));
	nvwork_down(&twice);
	nvwork_down(&toggled);
	nvwork_down(&sched_only);
}

TEST(items_complete_in_order)
{
	struct nvwork c;
	int i;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 1000));
	nvwork_submit(&c, 10, 1000);
	for (i = 0; i < 200 && nvwork_gp_get(&c) != 10; i++)
		usleep(10000);
	EXPECT_EQ(10, nvwork_gp_get(&c));
	/* a wrapped ring */
	__atomic_store_n(&c.userd[NVWORK_GP_PUT], NVWORK_ENTRIES - 2, __ATOMIC_RELAXED);
	__atomic_store_n(&c.userd[NVWORK_GP_GET], NVWORK_ENTRIES - 2, __ATOMIC_RELAXED);
	nvwork_submit(&c, 4, 500);
	for (i = 0; i < 200 && nvwork_gp_get(&c) != 2; i++)
		usleep(10000);
	EXPECT_EQ(2, nvwork_gp_get(&c));
	nvwork_down(&c);
}

TEST(channel_freed_while_running)
{
	struct nvwork c, other;
	struct accounts a, b;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 20000));
	ASSERT_EQ(0, nvwork_up(&other, "/dev", "nvidia0", 20000));
	nvwork_submit(&c, 100, 10000);
	nvwork_submit(&other, 100, 10000);
	usleep(150000);
	EXPECT_EQ(NVRM_OK, nvrm_free(c.ctl, c.hclient, NVWORK_H_CHAN));
	ASSERT_EQ(0, read_accounts(&a));
	usleep(100000);
	ASSERT_EQ(0, read_accounts(&b));
	EXPECT_EQ(busy_of(&a, c.hclient), busy_of(&b, c.hclient));
	EXPECT_LT(busy_of(&a, other.hclient), busy_of(&b, other.hclient));
	EXPECT_EQ(a.gpu_busy, a.sum);
	EXPECT_EQ(b.gpu_busy, b.sum);
	/* the TSG and the whole client, while the other runs */
	EXPECT_EQ(NVRM_OK, nvrm_free(other.ctl, other.hclient, NVWORK_H_TSG));
	EXPECT_EQ(NVRM_OK, nvrm_free(c.ctl, c.hclient, c.hclient));
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(a.gpu_busy, a.sum);
	nvwork_down(&c);
	nvwork_down(&other);
}

/*
 * A client of the test's own, with a device and a subdevice, for the
 * controls that name other clients or read the GPU's samples.
 */
struct mon {
	int ctl, gpu;
	uint32_t hclient;
};

static int mon_open(struct mon *m)
{
	m->ctl = nvrm_open_ctl();
	m->gpu = nvrm_open_gpu();
	if (m->ctl < 0 || m->gpu < 0)
		return -1;
	return nvrm_setup_client(m->ctl, m->gpu, &m->hclient) ? -1 : 0;
}

static void mon_close(struct mon *m)
{
	close(m->gpu);
	close(m->ctl);
}

/*
 * NV2080_CTRL_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_PARAMS as 570 and
 * later lay it out, the largest
 */
#define GPUMON_BUF_SIZE (GS_NV_GPUMON_COUNT * GS_ABI_MAX_GPUMON_SAMPLE_SIZE)

struct engine_sample {
	uint32_t util, vgpu_scale, pid, sub_pid;
	char sub_name[100];
	uint32_t pad;
	uint64_t os_pid_info;
};

struct util_sample {
	uint64_t ts;
	struct engine_sample fb, gr, nvenc, nvdec, nvjpg, nvofa;
};

struct gpumon {
	uint8_t type, pad[3];
	uint32_t buf_size, count, tracker;
	struct util_sample s[GS_NV_GPUMON_COUNT];
};

_Static_assert(sizeof(struct engine_sample) == GS_ABI_MAX_GPUMON_ENGINE_SIZE,
	       "ENGINE_UTIL_SAMPLE");
_Static_assert(sizeof(struct util_sample) == GS_ABI_MAX_GPUMON_SAMPLE_SIZE,
	       "PERFMON_UTIL_SAMPLE");
_Static_assert(sizeof(struct gpumon) == GS_NV_GPUMON_MAX_SIZE, "SAMPLES_V2");

struct sample {
	uint64_t ts;
	uint32_t util, pid;
};

static double distance(double a, double b)
{
	return a > b ? a - b : b - a;
}

static long long real_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/*
 * The GPU's samples through @m, oldest first, into @out (room for 72).
 * Checks RM's ring on the way: while it fills, entries 0..tracker-1 taken
 * and the rest zero; once full, the oldest at tracker; the fields nvsim
 * does not model zero, subProcessID NV2080_GPUMON_PID_INVALID.
 */
static int read_samples(struct __test_metadata *_metadata, struct mon *m,
			struct sample *out)
{
	static const struct engine_sample zero_engines[4];
	static const struct util_sample zero_sample;
	static struct gpumon p;
	int i, k, n = 0;

	memset(&p, 0, sizeof(p));
	p.type = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
	p.buf_size = sizeof(p.s);
	ASSERT_EQ(NVRM_OK, nvrm_control(m->ctl, m->hclient, NVRM_H_SUBDEV,
					GS_NV_CTRL_GPUMON_SAMPLES, &p, sizeof(p)));
	ASSERT_EQ(GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL, p.type);
	ASSERT_EQ(GPUMON_BUF_SIZE, p.buf_size);
	EXPECT_EQ(0, p.count);
	ASSERT_GT(GS_NV_GPUMON_COUNT, p.tracker);
	for (i = 0; i < GS_NV_GPUMON_COUNT; i++)
		n += p.s[i].ts != 0;
	if (n < GS_NV_GPUMON_COUNT) {
		ASSERT_EQ(n, p.tracker);
		for (i = n; i < GS_NV_GPUMON_COUNT; i++)
			ASSERT_EQ(0, memcmp(&p.s[i], &zero_sample,
					    sizeof(zero_sample)));
	}
	for (k = 0; k < n; k++) {
		i = n < GS_NV_GPUMON_COUNT ? k :
		    (p.tracker + k) % GS_NV_GPUMON_COUNT;
		ASSERT_NE(0, p.s[i].ts);
		if (k)
			ASSERT_LT(out[k - 1].ts, p.s[i].ts);
		EXPECT_GE(10000, p.s[i].gr.util);
		EXPECT_EQ(0, p.s[i].gr.vgpu_scale);
		EXPECT_EQ(PID_NONE, p.s[i].gr.sub_pid);
		EXPECT_EQ(0, p.s[i].gr.os_pid_info);
		EXPECT_EQ(0, memcmp(&p.s[i].fb, zero_engines,
				    sizeof(zero_engines[0])));
		/* nvenc, nvdec, nvjpg, nvofa */
		EXPECT_EQ(0, memcmp(&p.s[i].nvenc, zero_engines,
				    sizeof(zero_engines)));
		out[k].ts = p.s[i].ts;
		out[k].util = p.s[i].gr.util;
		out[k].pid = p.s[i].gr.pid;
	}
	return n;
}

/* Disables @duty's channel for the second half of each 50 ms from @t0. */
static void duty_step(struct nvwork *duty, long long t0, bool *off)
{
	bool want = (nvwork_now_us() - t0) / 25000 % 2;

	if (duty && want != *off) {
		nvwork_set_disabled(duty, want);
		*off = want;
	}
}

/* Polls the samples until one newer than @after; its timestamp. */
static uint64_t next_sample(struct __test_metadata *_metadata,
			    struct mon *m, uint64_t after, struct nvwork *duty,
			    long long t0, bool *off)
{
	struct sample s[GS_NV_GPUMON_COUNT];
	long long end = nvwork_now_us() + 2000000;
	int n;

	for (;;) {
		duty_step(duty, t0, off);
		n = read_samples(_metadata, m, s);
		if (n && s[n - 1].ts > after)
			break;
		ASSERT_GT(end, nvwork_now_us());
		usleep(2000);
	}
	/* readable as soon as taken, and taken on CLOCK_REALTIME */
	EXPECT_LE((long long)s[n - 1].ts, real_ns());
	EXPECT_GT((long long)s[n - 1].ts, real_ns() - 100000000LL);
	return s[n - 1].ts;
}

/*
 * Samples and accounts over the same interval: from the first sample
 * after the call to the first one at least @ms later, the GPU's busy time
 * read from debugfs right after each of them (within a poll of 2 ms).
 */
struct window {
	struct sample s[GS_NV_GPUMON_COUNT];
	int n;
	double util;		/* the samples' mean, weighted by interval */
	double busy;		/* the accounts' busy fraction, in % */
};

static void window(struct __test_metadata *_metadata, struct mon *m,
		   int ms, struct nvwork *duty, struct window *w)
{
	struct sample s[GS_NV_GPUMON_COUNT];
	long long t0, t1, b0, start = nvwork_now_us();
	uint64_t ts0, ts1, prev, sum = 0;
	struct accounts a;
	bool off = false;
	int n, i;

	n = read_samples(_metadata, m, s);
	ts0 = next_sample(_metadata, m, n ? s[n - 1].ts : 0, duty, start,
			  &off);
	ASSERT_EQ(0, read_accounts(&a));
	t0 = nvwork_now_us();
	b0 = a.gpu_busy;
	while (nvwork_now_us() - t0 < ms * 1000LL) {
		duty_step(duty, start, &off);
		usleep(2000);
	}
	n = read_samples(_metadata, m, s);
	ts1 = next_sample(_metadata, m, s[n - 1].ts, duty, start, &off);
	ASSERT_EQ(0, read_accounts(&a));
	t1 = nvwork_now_us();
	if (off)
		nvwork_set_disabled(duty, false);
	w->busy = 100.0 * (a.gpu_busy - b0) / (t1 - t0);

	n = read_samples(_metadata, m, s);
	w->n = 0;
	w->util = 0;
	prev = ts0;
	for (i = 0; i < n; i++) {
		if (s[i].ts <= ts0 || s[i].ts > ts1)
			continue;
		/* one every 200 ms */
		EXPECT_LE(180000000, s[i].ts - prev);
		EXPECT_GE(220000000, s[i].ts - prev);
		w->util += (double)s[i].util * (s[i].ts - prev);
		sum += s[i].ts - prev;
		prev = s[i].ts;
		w->s[w->n++] = s[i];
	}
	ASSERT_LE(ms / 200, w->n);
	w->util /= 100.0 * sum;
}

TEST(gpumon_samples_follow_the_engine)
{
	struct window idle, busy, duty;
	struct mon m;
	struct nvwork c;
	int i;

	ASSERT_EQ(0, mon_open(&m));
	window(_metadata, &m, 1000, NULL, &idle);
	TH_LOG("idle: %d samples, util %.2f%%, accounts %.2f%%", idle.n,
	       idle.util, idle.busy);
	EXPECT_EQ(0, idle.busy);
	for (i = 0; i < idle.n; i++) {
		EXPECT_EQ(0, idle.s[i].util);
		EXPECT_EQ(PID_NONE, idle.s[i].pid);
	}

	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 2000));
	nvwork_submit(&c, 1000, 3000);
	window(_metadata, &m, 1000, NULL, &busy);
	TH_LOG("busy: %d samples, util %.2f%%, accounts %.2f%%", busy.n,
	       busy.util, busy.busy);
	EXPECT_LT(50, busy.util);
	EXPECT_GE(2, distance(busy.util, busy.busy));
	for (i = 0; i < busy.n; i++)
		EXPECT_EQ(getpid(), busy.s[i].pid);

	window(_metadata, &m, 1200, &c, &duty);
	TH_LOG("50%% duty: %d samples, util %.2f%%, accounts %.2f%%", duty.n,
	       duty.util, duty.busy);
	EXPECT_GT(0.75 * busy.busy, duty.busy);
	EXPECT_LT(0.25 * busy.busy, duty.busy);
	EXPECT_GE(2, distance(duty.util, duty.busy));
	for (i = 0; i < duty.n; i++)
		EXPECT_TRUE(duty.s[i].pid == getpid() ||
			    duty.s[i].pid == PID_NONE);
	nvwork_down(&c);
	mon_close(&m);
}

/*
 * Two busy processes: the samples name whichever was on the engine. The
 * timeslice (1700 us) does not divide the 200 ms between samples, so they
 * fall on both.
 */
TEST(gpumon_two_processes_alternate)
{
	int ready[2], n1 = 0, n2 = 0, i;
	struct window w;
	struct mon m;
	pid_t p1, p2;
	char buf[2];

	ASSERT_EQ(0, pipe(ready));
	p1 = busy_process_items(1700, 5000, ready[1]);
	p2 = busy_process_items(1700, 5000, ready[1]);
	ASSERT_EQ(1, read(ready[0], buf, 1));
	ASSERT_EQ(1, read(ready[0], buf + 1, 1));
	ASSERT_EQ(0, mon_open(&m));
	window(_metadata, &m, 2000, NULL, &w);
	kill(p1, SIGKILL);
	kill(p2, SIGKILL);
	waitpid(p1, NULL, 0);
	waitpid(p2, NULL, 0);
	for (i = 0; i < w.n; i++) {
		n1 += w.s[i].pid == (uint32_t)p1;
		n2 += w.s[i].pid == (uint32_t)p2;
	}
	TH_LOG("%d samples: %d of %d, %d of %d; util %.2f%%, accounts %.2f%%",
	       w.n, n1, p1, n2, p2, w.util, w.busy);
	EXPECT_EQ(w.n, n1 + n2);
	EXPECT_LT(0, n1);
	EXPECT_LT(0, n2);
	EXPECT_GE(2, distance(w.util, w.busy));
	mon_close(&m);
}

/*
 * In a pid namespace of its own (as pid 1), a busy process and what its
 * samples say there: its own pid in its namespace, and @outside's, which
 * it cannot see, in the initial one, as RM's osFindNsPid leaves it. Its
 * pid in the initial namespace goes to @report first. Exit status 0 when
 * both were seen, else which was not.
 */
static int ns_child(pid_t outside, int report)
{
	static struct gpumon p;
	int i, own = 0, theirs = 0;
	pid_t pid = fork();
	struct mon m;
	struct nvwork c;

	if (pid) {
		int wst = 0;

		if (pid < 0 || write(report, &pid, sizeof(pid)) != sizeof(pid))
			return 9;
		waitpid(pid, &wst, 0);
		return WIFEXITED(wst) ? WEXITSTATUS(wst) : 9;
	}
	if (getpid() != 1 || nvwork_up(&c, "/dev", "nvidia0", 2000) || mon_open(&m))
		_exit(8);
	nvwork_submit(&c, 1000, 5000);
	usleep(600000);
	p.type = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
	p.buf_size = sizeof(p.s);
	if (nvrm_control(m.ctl, m.hclient, NVRM_H_SUBDEV, GS_NV_CTRL_GPUMON_SAMPLES, &p,
			 sizeof(p)))
		_exit(8);
	for (i = 0; i < GS_NV_GPUMON_COUNT; i++) {
		own += p.s[i].ts && p.s[i].gr.pid == 1;
		theirs += p.s[i].ts && p.s[i].gr.pid == (uint32_t)outside;
	}
	_exit((own ? 0 : 1) | (theirs ? 0 : 2));
}

TEST(gpumon_pids_in_the_callers_namespace)
{
	struct sample s[GS_NV_GPUMON_COUNT];
	int report[2], wst, n, i, inside = 0;
	pid_t helper, pid = 0;
	struct mon m;
	struct nvwork c;

	ASSERT_EQ(0, mon_open(&m));
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 2000));
	nvwork_submit(&c, 1000, 5000);
	usleep(500000);
	ASSERT_EQ(NVRM_OK, nvwork_set_disabled(&c, true));
	ASSERT_EQ(0, pipe(report));
	helper = fork();
	if (!helper) {
		if (unshare(CLONE_NEWPID))
			_exit(7);
		_exit(ns_child(getppid(), report[1]));
	}
	ASSERT_LT(0, helper);
	ASSERT_EQ(sizeof(pid), read(report[0], &pid, sizeof(pid)));
	ASSERT_EQ(helper, waitpid(helper, &wst, 0));
	/* 1: it did not see itself as pid 1; 2: not us as our own pid */
	EXPECT_EQ(0, WEXITSTATUS(wst));
	n = read_samples(_metadata, &m, s);
	for (i = 0; i < n; i++)
		inside += s[i].pid == (uint32_t)pid;
	TH_LOG("pid %d (1 in its namespace): %d samples here", pid, inside);
	EXPECT_LT(0, inside);
	nvwork_down(&c);
	mon_close(&m);
}

/* Only the ring's own size is answered, and a refusal writes nothing. */
TEST(gpumon_wrong_buf_size)
{
	static const uint32_t sizes[] = {
		0, GPUMON_BUF_SIZE - GS_ABI_MAX_GPUMON_SAMPLE_SIZE,
		GPUMON_BUF_SIZE + 1, GS_NV_GPUMON_MAX_SIZE,
	};
	static struct gpumon p, sent;
	struct mon m;
	unsigned int i;

	ASSERT_EQ(0, mon_open(&m));
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		memset(&p, 0x5a, sizeof(p));
		p.type = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
		p.buf_size = sizes[i];
		sent = p;
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  nvrm_control(m.ctl, m.hclient, NVRM_H_SUBDEV, GS_NV_CTRL_GPUMON_SAMPLES,
				       &p, sizeof(p)));
		EXPECT_EQ(0, memcmp(&p, &sent, sizeof(p)));
	}
	/* RM's own checks: the registered size, a subdevice's control */
	memset(&p, 0, sizeof(p));
	p.type = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
	p.buf_size = GPUMON_BUF_SIZE;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(m.ctl, m.hclient, NVRM_H_SUBDEV, GS_NV_CTRL_GPUMON_SAMPLES, &p,
			       sizeof(p) - 8));
	EXPECT_EQ(NVRM_NOT_SUPPORTED,
		  nvrm_control(m.ctl, m.hclient, NVRM_H_DEV, GS_NV_CTRL_GPUMON_SAMPLES, &p,
			       sizeof(p)));
	EXPECT_EQ(NVRM_OK, nvrm_control(m.ctl, m.hclient, NVRM_H_SUBDEV,
					GS_NV_CTRL_GPUMON_SAMPLES, &p, sizeof(p)));
	mon_close(&m);
}

/*
 * FIFO_DISABLE_CHANNELS from a child process through its own client and
 * subdevice (or, with @as_target, as @clients[0] on its own file), naming
 * the @n channels of the lists; the RM status, 0xff if the call failed.
 */
static uint32_t foreign_disable(bool disable, const uint32_t *clients,
				const uint32_t *chans, uint32_t n,
				bool as_target)
{
	int wst;
	pid_t pid = fork();

	if (!pid) {
		uint8_t p[GS_NV_DISABLE_CHANNELS_SIZE] = { 0 };
		uint32_t st;
		struct mon m;

		if (mon_open(&m))
			_exit(0xff);
		p[GS_NV_DISABLE_AT] = disable;
		memcpy(p + GS_NV_DISABLE_COUNT_AT, &n, 4);
		memcpy(p + GS_NV_DISABLE_CLIENTS_AT, clients, 4 * n);
		memcpy(p + GS_NV_DISABLE_CHANNELS_AT, chans, 4 * n);
		st = nvrm_control(m.ctl, as_target ? clients[0] : m.hclient,
				  NVRM_H_SUBDEV, GS_NV_CTRL_DISABLE_CHANNELS, p,
				  sizeof(p));
		_exit(st < 0xff ? st : 0xff);
	}
	if (pid < 0 || waitpid(pid, &wst, 0) != pid || !WIFEXITED(wst))
		return 0xff;
	return WEXITSTATUS(wst);
}

/* @c's busy time over 200 ms, from a call's return. */
static long long accrues(struct nvwork *c)
{
	struct accounts a;
	long long b0;

	read_accounts(&a);
	b0 = busy_of(&a, c->hclient);
	usleep(200000);
	read_accounts(&a);
	return busy_of(&a, c->hclient) - b0;
}

/*
 * As on the H100 (580.159.04): RM checks the control's own client
 * against the calling file, not the clients its lists name, so another
 * process can stop and start this one's channel.
 */
TEST(disable_another_process_channels)
{
	uint32_t clients[2], chans[2] = { NVWORK_H_CHAN, NVWORK_H_CHAN };
	struct nvwork c;
	uint32_t got;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 2000));
	nvwork_submit(&c, 1000, 1000);
	clients[0] = c.hclient;
	clients[1] = 0xc1d0fff0;	/* no such client */
	EXPECT_LT(0, accrues(&c));

	ASSERT_EQ(NVRM_OK, foreign_disable(true, clients, chans, 1, false));
	got = nvwork_gp_get(&c);
	EXPECT_EQ(0, accrues(&c));
	EXPECT_EQ(got, nvwork_gp_get(&c));
	ASSERT_EQ(NVRM_OK, foreign_disable(false, clients, chans, 1, false));
	EXPECT_LT(0, accrues(&c));

	/* the lists' clients must exist; all or nothing */
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  foreign_disable(true, clients + 1, chans, 1, false));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  foreign_disable(true, clients, chans, 2, false));
	EXPECT_LT(0, accrues(&c));
	chans[0] = 0x5c0000ff;
	EXPECT_EQ(NVRM_NOT_FOUND,
		  foreign_disable(true, clients, chans, 1, false));
	chans[0] = NVWORK_H_CHAN;
	/* the control's own client is still the caller's to name */
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  foreign_disable(true, clients, chans, 1, true));
	EXPECT_LT(0, accrues(&c));
	nvwork_down(&c);
}

/*
 * A disable preempts: the channel is off the GPU when the call returns,
 * its step in progress (items of 8 ms, one step each) cut short. With
 * bOnlyDisableScheduling the step runs on to its end after the call.
 */
TEST(disable_preempts_unless_only_scheduling)
{
	long long after, most_sched = 0, most_preempt = 0;
	struct accounts a;
	struct nvwork c;
	int mode, i;

	nvwork_reset();
	ASSERT_EQ(0, nvwork_up(&c, "/dev", "nvidia0", 20000));
	nvwork_submit(&c, 1000, 8000);
	for (mode = 0; mode < 2; mode++) {
		for (i = 0; i < 8; i++) {
			usleep(30000 + 3700 * i);
			ASSERT_EQ(NVRM_OK, nvwork_set_disabled_mode(&c, true, mode));
			ASSERT_EQ(0, read_accounts(&a));
			after = busy_of(&a, c.hclient);
			usleep(50000);
			ASSERT_EQ(0, read_accounts(&a));
			after = busy_of(&a, c.hclient) - after;
			ASSERT_EQ(NVRM_OK, nvwork_set_disabled_mode(&c, false, 0));
			EXPECT_GE(8000, after);
			if (mode)
				most_sched = after > most_sched ?
					     after : most_sched;
			else
				most_preempt = after > most_preempt ?
					       after : most_preempt;
		}
	}
	TH_LOG("busy after the disable: at most %lld us preempting, %lld us scheduling only",
	       most_preempt, most_sched);
	EXPECT_GE(1000, most_preempt);
	EXPECT_LT(1000, most_sched);
	nvwork_down(&c);
}

/* Last: kill -9 with work queued, then unload and reload the module. */
TEST(kill_and_unload_while_busy)
{
	struct accounts a;
	int ready[2];
	pid_t p1, p2;
	char buf[2];

	nvwork_reset();
	ASSERT_EQ(0, pipe(ready));
	p1 = busy_process(1000, ready[1]);
	p2 = busy_process(5000, ready[1]);
	ASSERT_EQ(1, read(ready[0], buf, 1));
	ASSERT_EQ(1, read(ready[0], buf + 1, 1));
	usleep(200000);
	kill(p1, SIGKILL);
	kill(p2, SIGKILL);
	waitpid(p1, NULL, 0);
	waitpid(p2, NULL, 0);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(a.gpu_busy, a.sum);
	EXPECT_LT(0, busy_of_pid(&a, p1));
	EXPECT_EQ(0, system("rmmod gpuslice 2>/dev/null; rmmod nvsim"));
	EXPECT_EQ(0, system("modprobe nvsim && modprobe gpuslice"));
}

TEST_HARNESS_MAIN
