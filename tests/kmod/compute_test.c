// SPDX-License-Identifier: GPL-2.0
/*
 * Compute quotas through slices, against nvsim's execution engine: the
 * GPU time each process ran is nvsim's own account of it
 * (/sys/kernel/debug/nvsim/engine), not gpuslice's. Workers keep a channel
 * busy with 1 ms items through a slice's nodes (tests/lib/nvwork.c). The
 * VM runs under TCG on two slow vCPUs: shares are held to 3 points of the
 * target over 8 s, after 3 s to settle.
 */

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "genl.h"
#include "gpuslice.h"
#include "nv_rmapi.h"
#include "nvrm.h"
#include "nvwork.h"
#include "vmenv.h"

#define GiB		(1ULL << 30)
#define ITEM_US		1000
#define SETTLE_US	3000000
#define MEASURE_US	8000000

static int family;

/* Compute settings of a slice's one GPU; -1: the default. */
struct compute {
	int limit, request, weight, priority;
};

/* NEW_SLICE (@mem nonzero) or SET_SLICE of GPU 0 of @name. */
static int put_slice(int fd, const char *name, __u64 mem,
		     struct compute c)
{
	const struct genl_gpu_spec g = {
		0, mem, { c.limit, c.request, c.weight, c.priority },
	};

	return genl_put_slice(fd, family, mem ? GPUSLICE_CMD_NEW_SLICE :
			      GPUSLICE_CMD_SET_SLICE, name, &g, 1);
}

static int delete(int fd, const char *name, bool force)
{
	struct genl_msg m;

	genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	if (force)
		genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS, GPUSLICE_SLICE_F_FORCE);
	return genl_call(fd, &m, NULL);
}

/* What GET_SLICE says of GPU 0's compute: target, share, time. */
struct report {
	__u32 target, share;
	__u64 time_us;
};

static int report(int fd, const char *name, struct report *r)
{
	struct nlattr *gpus, *e, *a;
	struct genl_msg m, reply;
	int ret;

	genl_init(&m, family, GPUSLICE_CMD_GET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	ret = genl_call(fd, &m, &reply);
	if (ret)
		return ret;
	gpus = genl_attr(&reply.nlh, GPUSLICE_A_SLICE_GPUS);
	if (!gpus)
		return -EBADMSG;
	e = genl_attr_data(gpus);
	a = genl_find(genl_attr_data(e), genl_attr_len(e),
		      GPUSLICE_GPU_A_COMPUTE_TARGET);
	if (!a)
		return -EBADMSG;
	r->target = *(__u32 *)genl_attr_data(a);
	a = genl_find(genl_attr_data(e), genl_attr_len(e),
		      GPUSLICE_GPU_A_COMPUTE_SHARE);
	if (!a)
		return -EBADMSG;
	r->share = *(__u32 *)genl_attr_data(a);
	a = genl_find(genl_attr_data(e), genl_attr_len(e),
		      GPUSLICE_GPU_A_COMPUTE_TIME);
	if (!a)
		return -EBADMSG;
	memcpy(&r->time_us, genl_attr_data(a), 8);
	return 0;
}

#define SLICE(n) "/dev/gpuslice/" n

FIXTURE(compute) {
	int fd;
	pid_t pid[4];
};

FIXTURE_SETUP(compute)
{
	int i;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	for (i = 0; i < 4; i++)
		self->pid[i] = -1;
	self->fd = genl_open();
	ASSERT_LE(0, self->fd);
	family = genl_family_id(self->fd, GPUSLICE_GENL_NAME);
	ASSERT_LT(0, family);
	nvwork_reset();
}

FIXTURE_TEARDOWN(compute)
{
	static const char *const names[] = { "a", "b", "c" };
	int i;

	/* gpuslice never disables a disabled channel (it wedges on the H100) */
	EXPECT_EQ(0, nvwork_wedged(0));
	for (i = 0; i < 4; i++)
		nvwork_kill(self->pid[i]);
	for (i = 0; i < 3; i++)
		delete(self->fd, names[i], true);
	close(self->fd);
}

static const struct compute defaults = { -1, -1, -1, -1 };

/* A hard cap, alone on the GPU: the rest of the time the GPU idles. */
TEST_F(compute, limit_alone)
{
	struct compute c = defaults;
	struct report r;
	long long bp;

	c.limit = 30;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c)) TH_LOG("%s", genl_extack);
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[0]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 1, MEASURE_US, &bp);
	EXPECT_SHARE(bp, 30, 3);
	/* what show reports agrees with nvsim's accounts */
	ASSERT_EQ(0, report(self->fd, "a", &r));
	TH_LOG("reported target %u share %u time %llu us", r.target, r.share,
	       (unsigned long long)r.time_us);
	EXPECT_EQ(3000, r.target);
	EXPECT_LE(2500, r.share);
	EXPECT_GE(3500, r.share);
	EXPECT_LE(nvwork_busy_us(0, self->pid[0]) * 8 / 10, r.time_us);
	EXPECT_GE(nvwork_busy_us(0, self->pid[0]) * 12 / 10, r.time_us);
}

/*
 * The cap on a channel made directly under the device, which the program
 * schedules through the channel itself (NVA06F GPFIFO_SCHEDULE): the
 * kernel engine controls every channel from its making, in a TSG or not.
 */
TEST_F(compute, limit_holds_a_channel_outside_a_tsg)
{
	struct compute c = defaults;
	long long bp;

	c.limit = 30;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c)) TH_LOG("%s", genl_extack);
	self->pid[0] = nvwork_spawn_bare(SLICE("a"), "nvidia0", ITEM_US, 1, 0,
					 NULL);
	ASSERT_LT(0, self->pid[0]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 1, MEASURE_US, &bp);
	EXPECT_SHARE(bp, 30, 3);
}

/* A cap beside a busy neighbour: each gets what the settings say. */
TEST_F(compute, limit_beside_busy)
{
	struct compute c = defaults;
	long long bp[2];

	c.limit = 30;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, defaults));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[0]);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 30, 3);
	EXPECT_SHARE(bp[1], 70, 4);
}

TEST_F(compute, weights)
{
	struct compute c = defaults;
	long long bp[2];

	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, defaults));
	c.weight = 300;
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, c));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 25, 3);
	EXPECT_SHARE(bp[1], 75, 3);
	EXPECT_LE(9500, bp[0] + bp[1]);
}

/* Requests of the whole GPU, both busy: each gets its own. */
TEST_F(compute, requests)
{
	struct compute a = defaults, b = defaults;
	long long bp[2];

	a.request = 30;
	b.request = 70;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, a));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, b));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 30, 3);
	EXPECT_SHARE(bp[1], 70, 3);
	EXPECT_LE(9500, bp[0] + bp[1]);
}

/*
 * nvsim-burn, on the VM's PATH, keeps a channel of the slice busy and says
 * what it ran by nvsim's accounts: a lone slice at each limit, set live.
 */
TEST_F_TIMEOUT(compute, limits_by_burn, 90)
{
	static const int limits[] = { 10, 25, 50, 75 };
	struct compute c = defaults;
	long long whole, frac, bp, busy, span, stalled;
	char line[200];
	unsigned int i;
	FILE *p;

	c.limit = limits[0];
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	for (i = 0; i < ARRAY_SIZE(limits); i++) {
		c.limit = limits[i];
		ASSERT_EQ(0, put_slice(self->fd, "a", 0, c));
		p = popen("nvsim-burn --dev " SLICE("a") " --seconds 6 --settle 2",
			  "r");
		ASSERT_NE(NULL, p);
		bp = -1;
		while (fgets(line, sizeof(line), p))
			if (sscanf(line, "gpu 0 busy %lld.%lld%% (%lld us of %lld us, %lld us stalled)",
				   &whole, &frac, &busy, &span, &stalled) == 5) {
				bp = whole * 100 + frac;
				nvwork_note_stalled(span, stalled);
			}
		EXPECT_EQ(0, pclose(p));
		EXPECT_SHARE(bp, limits[i], 2);
	}
}

/* High priority first; a normal slice keeps its request. */
TEST_F(compute, priority_and_request)
{
	struct compute hi = defaults, lo = defaults;
	long long bp[2];

	hi.priority = GPUSLICE_PRIORITY_HIGH;
	lo.request = 20;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, hi));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, lo));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 80, 4);
	EXPECT_SHARE(bp[1], 20, 3);
}

/* A slice with no work costs the others nothing, its request included. */
TEST_F(compute, idle_costs_nothing)
{
	struct compute c = defaults;
	long long bp[2];

	c.request = 50;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, defaults));
	/* a has channels, and never any work */
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 0, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 0, 0);
	EXPECT_LE(9500, bp[1]);
}

/* A new limit applies from the next period: target at once, share soon. */
TEST_F(compute, resize)
{
	struct compute c = defaults;
	struct report r;
	long long bp;

	c.limit = 30;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[0]);
	usleep(SETTLE_US);
	c.limit = 60;
	ASSERT_EQ(0, put_slice(self->fd, "a", 0, c));
	usleep(300000);		/* a period is 100 ms */
	ASSERT_EQ(0, report(self->fd, "a", &r));
	EXPECT_EQ(6000, r.target);
	usleep(2000000);
	nvwork_measure(self->pid, 1, MEASURE_US, &bp);
	ASSERT_EQ(0, report(self->fd, "a", &r));
	TH_LOG("reported target %u share %u", r.target, r.share);
	EXPECT_SHARE(bp, 60, 3);
}

/*
 * Forced deletion of a capped slice: its channels are gone with its files,
 * and its neighbour gets the whole GPU within a period or two.
 */
TEST_F(compute, delete_frees_the_gpu)
{
	struct compute c = defaults;
	long long bp;

	c.request = 70;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, defaults));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	ASSERT_EQ(0, delete(self->fd, "a", true));
	usleep(300000);
	nvwork_measure(&self->pid[1], 1, 4000000, &bp);
	EXPECT_LE(9500, bp);
}

/*
 * A process killed while its slice is disabled leaves nothing stuck: the
 * neighbour runs on, and a new process of the slice gets its share.
 */
TEST_F(compute, kill_while_disabled)
{
	struct compute c = defaults;
	long long bp[2];
	int i;

	c.limit = 20;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, defaults));
	self->pid[1] = nvwork_spawn(SLICE("b"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	for (i = 0; i < 5; i++) {
		self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1,
					    0, NULL);
		ASSERT_LT(0, self->pid[0]);
		/* most of each period, a is disabled */
		usleep(300000 + 37000 * i);
		nvwork_kill(self->pid[0]);
	}
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[0]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	EXPECT_SHARE(bp[0], 20, 3);
	/*
	 * The neighbour runs on: a channel left disabled would hold it near
	 * 0. (After the kills the GPU idles 1-7% of the time, against under
	 * 1% in limit_beside_busy, which holds the shares' precision: not
	 * explained yet, so not asserted here.)
	 */
	EXPECT_LE(7000, bp[1]);
}

/*
 * A container cannot re-enable its own channels: FIFO_DISABLE_CHANNELS
 * through a slice is refused, and its cap holds while it keeps trying.
 */
static void *lift(void *arg)
{
	struct nvwork *w = arg;

	for (;;) {
		nvwork_set_disabled(w, false);
		usleep(5000);
	}
	return NULL;
}

TEST_F(compute, cannot_lift_own_cap)
{
	struct compute c = defaults;
	int ready[2];
	long long bp;
	uint32_t st;

	c.limit = 20;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, pipe(ready));
	self->pid[0] = fork();
	if (self->pid[0] == 0) {
		struct nvwork w;
		pthread_t t;

		if (nvwork_up(&w, SLICE("a"), "nvidia0", 1024))
			_exit(1);
		st = nvwork_set_disabled(&w, false);
		if (write(ready[1], &st, 4) != 4)
			_exit(1);
		pthread_create(&t, NULL, lift, &w);
		/* the VM's two vCPUs are the engine's too: not a busy loop */
		for (;;) {
			if (nvwork_pending(&w) < 8)
				nvwork_submit(&w, 8 - nvwork_pending(&w),
					      ITEM_US);
			usleep(300);
		}
	}
	ASSERT_EQ(4, read(ready[0], &st, 4));
	EXPECT_EQ(NVRM_PERMISSIONS, st);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 1, MEASURE_US, &bp);
	EXPECT_SHARE(bp, 20, 3);
}

/* FIFO_DISABLE_CHANNELS of channel NVWORK_H_CHAN of @victim, through @w. */
static uint32_t disable_other(struct nvwork *w, uint32_t victim, bool disable)
{
	uint8_t p[536] = { 0 };
	uint32_t one = 1, h = NVWORK_H_CHAN;

	p[0] = disable;
	memcpy(p + 4, &one, 4);
	memcpy(p + 24, &victim, 4);
	memcpy(p + 280, &h, 4);
	return nvrm_control(w->ctl, w->hclient, NVRM_H_SUBDEV, 0x2080110b, p,
			    sizeof(p));
}

/*
 * FIFO_DISABLE_CHANNELS acts on any client's channels its list names
 * (measured on the H100): straight on the driver a process can stop
 * another's work, through a slice it cannot. (A process uses one slice:
 * each side is a process of its own.)
 */
TEST_F(compute, cannot_stop_another_slice)
{
	struct nvwork attacker, direct;
	uint32_t victim, st;
	int out[2];

	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, defaults));
	ASSERT_EQ(0, put_slice(self->fd, "b", GiB, defaults));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0,
				    &victim);
	ASSERT_LT(0, self->pid[0]);
	ASSERT_EQ(0, pipe(out));
	self->pid[1] = fork();
	if (self->pid[1] == 0) {
		st = nvwork_up(&attacker, SLICE("b"), "nvidia0", 1024) ?:
		     disable_other(&attacker, victim, true);
		if (write(out[1], &st, 4) != 4)
			_exit(1);
		pause();
	}
	ASSERT_EQ(4, read(out[0], &st, 4));
	EXPECT_EQ(NVRM_PERMISSIONS, st);
	/*
	 * The same bytes straight to the driver do it. With the attacker
	 * gone, the victim is alone and unlimited, so the controller leaves
	 * it enabled (a period or two): the direct disable cannot land on a
	 * channel the controller disabled, which would wedge it.
	 */
	nvwork_kill(self->pid[1]);
	self->pid[1] = -1;
	usleep(300000);
	ASSERT_EQ(0, nvwork_up(&direct, "/dev", "nvidia0", 1024));
	EXPECT_EQ(NVRM_OK, disable_other(&direct, victim, true));
	EXPECT_EQ(NVRM_OK, disable_other(&direct, victim, false));
	nvwork_down(&direct);
}

/*
 * Channels the slices did not make are never touched: a process outside
 * every slice runs beside a capped slice all along.
 */
TEST_F(compute, foreign_channels_untouched)
{
	struct compute c = defaults;
	long long bp[2];

	c.limit = 30;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	self->pid[0] = nvwork_spawn(SLICE("a"), "nvidia0", ITEM_US, 1, 0, NULL);
	self->pid[1] = nvwork_spawn("/dev", "nvidia0", ITEM_US, 1, 0, NULL);
	ASSERT_LT(0, self->pid[1]);
	usleep(SETTLE_US);
	nvwork_measure(self->pid, 2, MEASURE_US, bp);
	TH_LOG("slice %lld, outside %lld", bp[0], bp[1]);
	EXPECT_GE(3300, bp[0]);
	/* enabled all along: the whole GPU but what a's windows share */
	EXPECT_LE(8000, bp[1]);
}

/*
 * A thread rewrites an RM_CONTROL's number between gpuslice's check and
 * the driver's copy, turning a control gpuslice lets through into
 * FIFO_DISABLE_CHANNELS enabling the process's own channels. Whatever
 * gets through, the process runs while its slice is disabled; RM's
 * samples show it, and it is killed: its share never stays above its cap.
 */
struct race {
	struct nvwork w;
	struct gs_nvos54 c;
	uint8_t p[536];
};

static void *flip(void *arg)
{
	struct race *r = arg;

	for (;;) {
		__atomic_store_n(&r->c.cmd, 0x2080110b, __ATOMIC_RELAXED);
		__atomic_store_n(&r->c.cmd, 0xa06c0101, __ATOMIC_RELAXED);
	}
	return NULL;
}

static void *raced_enables(void *arg)
{
	struct race *r = arg;
	uint32_t one = 1, h = NVWORK_H_CHAN;

	memcpy(r->p + 4, &one, 4);
	memcpy(r->p + 24, &r->w.hclient, 4);
	memcpy(r->p + 280, &h, 4);
	for (;;) {
		r->c.hclient = r->w.hclient;
		r->c.hobject = NVRM_H_SUBDEV;
		r->c.params = (uintptr_t)r->p;
		r->c.params_size = sizeof(r->p);
		ioctl(r->w.ctl, NVRM_IOCTL(NVRM_ESC_CONTROL, sizeof(r->c)),
		      &r->c);
	}
	return NULL;
}

TEST_F(compute, raced_enable_is_caught)
{
	struct compute c = defaults;
	static struct bg monitor;
	int status = 0, ready[2];
	long long bp = 0, t0;
	char x;

	c.limit = 20;
	ASSERT_EQ(0, put_slice(self->fd, "a", GiB, c));
	ASSERT_EQ(0, bg_start(&monitor, "gpuslice: monitoring events",
			      "monitor", "--json", NULL));
	ASSERT_EQ(0, pipe(ready));
	self->pid[0] = fork();
	if (self->pid[0] == 0) {
		static struct race r;
		pthread_t t;

		if (nvwork_up(&r.w, SLICE("a"), "nvidia0", 1024))
			_exit(1);
		if (write(ready[1], "x", 1) != 1)
			_exit(1);
		pthread_create(&t, NULL, flip, &r);
		pthread_create(&t, NULL, raced_enables, &r);
		for (;;) {
			if (nvwork_pending(&r.w) < 8)
				nvwork_submit(&r.w, 8 - nvwork_pending(&r.w),
					      ITEM_US);
			usleep(300);
		}
	}
	ASSERT_EQ(1, read(ready[0], &x, 1));
	/* killed within 20 s, or held to its cap meanwhile */
	t0 = nvwork_now_us();
	while (nvwork_now_us() - t0 < 20000000 &&
	       waitpid(self->pid[0], &status, WNOHANG) == 0)
		nvwork_measure(self->pid, 1, 2000000, &bp);
	if (waitpid(self->pid[0], &status, WNOHANG) == self->pid[0] ||
	    WIFSIGNALED(status)) {
		TH_LOG("the racer was killed (signal %d)", WTERMSIG(status));
		EXPECT_EQ(SIGKILL, WTERMSIG(status));
		/* and the admins were told */
		EXPECT_TRUE(bg_killed_told(&monitor, self->pid[0], "compute",
					   20000));
		self->pid[0] = -1;
	} else {
		EXPECT_SHARE(bp, 20, 3);
	}
	bg_stop(&monitor);
}

TEST_HARNESS_MAIN
