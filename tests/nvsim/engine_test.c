// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim's execution engine, through the protocol of README.md: a channel
 * whose USERD and GPFIFO live in a mapped system-memory object, work items
 * of N microseconds, GP_PUT and the doorbell of the mapped usermode object.
 * Busy time is read from /sys/kernel/debug/nvsim/engine. Bounds are ratios
 * with generous margins: the VM runs under TCG on two slow vCPUs.
 */

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"

#define H_MEM		0x5c000100
#define H_TSG		0x5c000015
#define H_CHAN		0x5c00001c
#define H_USERMODE	0x5c000030

#define MEM_SIZE	16384
#define GPFIFO_OFF	4096
#define ENTRIES		1024
#define GP_GET		(0x88 / 4)
#define GP_PUT		(0x8c / 4)
#define DOORBELL	(0x90 / 4)

#define GPFIFO_SCHEDULE	0xa06c0101
#define SET_TIMESLICE	0xa06c0103
#define SUBMIT_TOKEN	0xc36f0108
#define DISABLE_CHANNELS 0x2080110b

#define ENGINE		"/sys/kernel/debug/nvsim/engine"

/* One client with a TSG, a channel, its USERD/GPFIFO and the doorbell. */
struct chan {
	int ctl, map_fd, gpu_fd;
	uint32_t hclient, token;
	uint32_t *userd;	/* shared with the engine: __atomic accesses */
	uint64_t *gpfifo;
	uint32_t *usermode;
};

static int chan_up(struct chan *c, uint64_t timeslice_us, bool schedule)
{
	uint32_t tsg[5] = { 0, 0, 0, 1 }, chan[92] = { 0 }, h;
	uint8_t sched[3] = { 1, 0, 0 };
	uint16_t usermode = 0;
	void *mem, *um;

	memset(c, 0, sizeof(*c));
	c->ctl = nvrm_open_ctl();
	c->map_fd = nvrm_open_ctl();
	c->gpu_fd = nvrm_open_gpu();
	if (c->ctl < 0 || c->map_fd < 0 || c->gpu_fd < 0 ||
	    nvrm_setup_client(c->ctl, c->gpu_fd, &c->hclient) ||
	    nvrm_alloc_sysmem(c->ctl, c->hclient, H_MEM, MEM_SIZE, NULL))
		return -1;
	mem = nvrm_mmap(c->ctl, c->hclient, NVRM_H_DEV, H_MEM, MEM_SIZE,
			c->map_fd);
	h = H_USERMODE;
	if (!mem || nvrm_alloc(c->ctl, c->hclient, NVRM_H_SUBDEV, &h, 0xc661,
			       &usermode))
		return -1;
	um = nvrm_mmap(c->ctl, c->hclient, NVRM_H_SUBDEV, H_USERMODE, 65536,
		       c->gpu_fd);
	h = H_TSG;
	if (!um || nvrm_alloc(c->ctl, c->hclient, NVRM_H_DEV, &h, 0xa06c, tsg))
		return -1;
	/* gpFifoOffset@8, gpFifoEntries@16, hUserdMemory[0]@32 */
	chan[2] = GPFIFO_OFF;
	chan[4] = ENTRIES;
	chan[8] = H_MEM;
	h = H_CHAN;
	if (nvrm_alloc(c->ctl, c->hclient, H_TSG, &h, 0xc86f, chan) ||
	    nvrm_control(c->ctl, c->hclient, H_CHAN, SUBMIT_TOKEN,
			 &c->token, 4) ||
	    nvrm_control(c->ctl, c->hclient, H_TSG, SET_TIMESLICE,
			 &timeslice_us, 8))
		return -1;
	if (schedule &&
	    nvrm_control(c->ctl, c->hclient, H_TSG, GPFIFO_SCHEDULE, sched, 3))
		return -1;
	c->userd = mem;
	c->gpfifo = (uint64_t *)((char *)mem + GPFIFO_OFF);
	c->usermode = um;
	return 0;
}

/* @n items of @us each, then GP_PUT, then the doorbell. */
static void submit(struct chan *c, unsigned int n, uint32_t us)
{
	uint32_t put = __atomic_load_n(&c->userd[GP_PUT], __ATOMIC_RELAXED);
	unsigned int i;

	for (i = 0; i < n; i++)
		__atomic_store_n(&c->gpfifo[(put + i) % ENTRIES], us,
				 __ATOMIC_RELAXED);
	__atomic_store_n(&c->userd[GP_PUT], (put + n) % ENTRIES,
			 __ATOMIC_RELEASE);
	__atomic_store_n(&c->usermode[DOORBELL], c->token, __ATOMIC_RELEASE);
}

static uint32_t set_disabled(struct chan *c, bool disable)
{
	uint8_t p[536] = { 0 };
	uint32_t one = 1, h = H_CHAN;

	p[0] = disable;
	memcpy(p + 4, &one, 4);
	memcpy(p + 24, &c->hclient, 4);
	memcpy(p + 280, &h, 4);
	return nvrm_control(c->ctl, c->hclient, NVRM_H_SUBDEV, DISABLE_CHANNELS,
			    p, sizeof(p));
}

static uint32_t gp_get(struct chan *c)
{
	return __atomic_load_n(&c->userd[GP_GET], __ATOMIC_ACQUIRE);
}

static void chan_down(struct chan *c)
{
	close(c->gpu_fd);
	close(c->map_fd);
	close(c->ctl);
}

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

static void reset_accounts(void)
{
	FILE *f = fopen(ENGINE, "w");

	if (f) {
		fputs("0\n", f);
		fclose(f);
	}
}

static long long now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* A process with one busy channel, until killed. */
static pid_t busy_process(uint64_t timeslice_us, int ready)
{
	pid_t pid = fork();
	struct chan c;

	if (pid)
		return pid;
	if (chan_up(&c, timeslice_us, true))
		_exit(1);
	submit(&c, 1000, 1000);
	if (write(ready, "x", 1) != 1)
		_exit(1);
	pause();
	_exit(0);
}

TEST(equal_timeslices_two_processes)
{
	struct accounts a;
	pid_t p1, p2;
	int ready[2];
	char buf[2];
	double r;

	reset_accounts();
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

TEST(timeslice_weights)
{
	struct chan small, big;
	struct accounts a;
	long long s, b;

	reset_accounts();
	ASSERT_EQ(0, chan_up(&small, 300, true));
	ASSERT_EQ(0, chan_up(&big, 3000, true));
	submit(&small, 1000, 1000);
	submit(&big, 1000, 1000);
	usleep(800000);
	ASSERT_EQ(0, read_accounts(&a));
	s = busy_of(&a, small.hclient);
	b = busy_of(&a, big.hclient);
	TH_LOG("300 us: %lld us, 3000 us: %lld us (%.0f%% / %.0f%%)", s, b,
	       100.0 * s / (s + b), 100.0 * b / (s + b));
	EXPECT_LT(0, s);
	EXPECT_LT(4 * s, b);
	EXPECT_EQ(a.gpu_busy, a.sum);
	chan_down(&small);
	chan_down(&big);
}

/* Busy time of @c over @ms, disabled half of each 50 ms if @duty. */
static double utilization(struct chan *c, int ms, bool duty)
{
	long long t0 = now_us(), b0, b1, t1;
	struct accounts a;
	int i;

	read_accounts(&a);
	b0 = busy_of(&a, c->hclient);
	for (i = 0; i < ms / 50; i++) {
		if (duty)
			set_disabled(c, true);
		usleep(25000);
		if (duty)
			set_disabled(c, false);
		usleep(25000);
	}
	t1 = now_us();
	read_accounts(&a);
	b1 = busy_of(&a, c->hclient);
	return (double)(b1 - b0) / (t1 - t0);
}

TEST(duty_cycle_caps_share)
{
	double free_util, duty_util;
	struct chan c;

	reset_accounts();
	ASSERT_EQ(0, chan_up(&c, 2000, true));
	submit(&c, 1020, 1000);
	free_util = utilization(&c, 500, false);
	duty_util = utilization(&c, 1000, true);
	TH_LOG("free %.2f, 50%% duty %.2f: %.0f%% of free", free_util,
	       duty_util, 100 * duty_util / free_util);
	EXPECT_LT(0.2, free_util);
	EXPECT_LT(0.4, duty_util / free_util);
	EXPECT_GT(0.6, duty_util / free_util);
	chan_down(&c);
}

TEST(disabled_and_unscheduled_run_nothing)
{
	uint8_t sched[3] = { 1, 0, 0 };
	struct chan off, idle, on;
	struct accounts a;

	reset_accounts();
	ASSERT_EQ(0, chan_up(&off, 1000, true));
	ASSERT_EQ(0, chan_up(&idle, 1000, false));	/* no GPFIFO_SCHEDULE */
	ASSERT_EQ(0, chan_up(&on, 1000, true));
	ASSERT_EQ(NVRM_OK, set_disabled(&off, true));
	submit(&off, 500, 1000);
	submit(&idle, 500, 1000);
	submit(&on, 500, 1000);
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(0, busy_of(&a, off.hclient));
	EXPECT_EQ(0, busy_of(&a, idle.hclient));
	EXPECT_LT(50000, busy_of(&a, on.hclient));
	EXPECT_EQ(0, gp_get(&off));
	EXPECT_LT(0, gp_get(&on));
	/* enabled and scheduled, they run */
	ASSERT_EQ(NVRM_OK, set_disabled(&off, false));
	ASSERT_EQ(NVRM_OK, nvrm_control(idle.ctl, idle.hclient, H_TSG,
					GPFIFO_SCHEDULE, sched, 3));
	submit(&on, 1, 1000);			/* a doorbell */
	usleep(300000);
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_LT(0, busy_of(&a, off.hclient));
	EXPECT_LT(0, busy_of(&a, idle.hclient));
	EXPECT_EQ(a.gpu_busy, a.sum);
	chan_down(&off);
	chan_down(&idle);
	chan_down(&on);
}

TEST(items_complete_in_order)
{
	struct chan c;
	int i;

	reset_accounts();
	ASSERT_EQ(0, chan_up(&c, 1000, true));
	submit(&c, 10, 1000);
	for (i = 0; i < 200 && gp_get(&c) != 10; i++)
		usleep(10000);
	EXPECT_EQ(10, gp_get(&c));
	/* a wrapped ring */
	__atomic_store_n(&c.userd[GP_PUT], ENTRIES - 2, __ATOMIC_RELAXED);
	__atomic_store_n(&c.userd[GP_GET], ENTRIES - 2, __ATOMIC_RELAXED);
	submit(&c, 4, 500);
	for (i = 0; i < 200 && gp_get(&c) != 2; i++)
		usleep(10000);
	EXPECT_EQ(2, gp_get(&c));
	chan_down(&c);
}

TEST(channel_freed_while_running)
{
	struct chan c, other;
	struct accounts a, b;

	reset_accounts();
	ASSERT_EQ(0, chan_up(&c, 20000, true));
	ASSERT_EQ(0, chan_up(&other, 20000, true));
	submit(&c, 100, 10000);
	submit(&other, 100, 10000);
	usleep(150000);
	EXPECT_EQ(NVRM_OK, nvrm_free(c.ctl, c.hclient, H_CHAN));
	ASSERT_EQ(0, read_accounts(&a));
	usleep(100000);
	ASSERT_EQ(0, read_accounts(&b));
	EXPECT_EQ(busy_of(&a, c.hclient), busy_of(&b, c.hclient));
	EXPECT_LT(busy_of(&a, other.hclient), busy_of(&b, other.hclient));
	EXPECT_EQ(a.gpu_busy, a.sum);
	EXPECT_EQ(b.gpu_busy, b.sum);
	/* the TSG and the whole client, while the other runs */
	EXPECT_EQ(NVRM_OK, nvrm_free(other.ctl, other.hclient, H_TSG));
	EXPECT_EQ(NVRM_OK, nvrm_free(c.ctl, c.hclient, c.hclient));
	ASSERT_EQ(0, read_accounts(&a));
	EXPECT_EQ(a.gpu_busy, a.sum);
	chan_down(&c);
	chan_down(&other);
}

/* Last: kill -9 with work queued, then unload and reload the module. */
TEST(kill_and_unload_while_busy)
{
	struct accounts a;
	int ready[2];
	pid_t p1, p2;
	char buf[2];

	reset_accounts();
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
