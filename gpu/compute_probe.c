// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-compute-probe: RM's compute levers and its utilization samples,
 * measured from outside the processes they act on. Every command that acts
 * on a process takes its channels from the command line and the process's
 * real ctl file through pidfd_getfd() (the second process holding the
 * first's ctl file, as gpuslice's helpers do).
 *
 *   samples SECONDS
 *	GPU 0's perfmon samples (PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2) read
 *	through a client of our own: one line per new sample.
 *   latency N TARGET
 *	N disable/enable pairs of FIFO_DISABLE_CHANNELS on TARGET's channels,
 *	preempting and scheduling-only: the time each call takes.
 *   duty PERIOD_MS ON_PERMILLE SECONDS ONLY_SCHED TARGET
 *	TARGET enabled ON_PERMILLE of each period.
 *   tdma PERIOD_MS A_PERMILLE SECONDS TARGET_A TARGET_B
 *	exclusive windows: A alone for A_PERMILLE of each period, B alone for
 *	the rest.
 *   foreign PERIOD_MS ON_PERMILLE SECONDS TARGET
 *	as duty, but issued on a client of our own, naming TARGET's client
 *	and channels only in the lists.
 *   lift SECONDS CMD VALUE TARGET
 *	TARGET's channels disabled for SECONDS, CMD (0: none) issued on its
 *	TSGs after the disable.
 *   tsg CMD VALUE TARGET
 *	SET_TIMESLICE (CMD NVA06C_CTRL_CMD_SET_TIMESLICE, VALUE us),
 *	SET_INTERLEAVE_LEVEL or GPFIFO_SCHEDULE (their numbers in hex) on
 *	TARGET's TSGs.
 *
 * TARGET is PID:CTLFD:CLIENT:SUBDEVICE:CH,CH,...:TSG,TSG,... (hex handles).
 * Prints "key=value" words.
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "nvrm.h"

/* Every NVIDIA number is the ABI description's (core/nv_abi.h), per driver */
#define DISABLE(field)	GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_##field
#define GPUMON(field) \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_##field
#define MAX_CH		DISABLE(HCLIENTLIST_MAX)

static int log_windows;

struct target {
	int pid, fd;
	uint32_t client, subdev;
	unsigned int nch, ntsg;
	uint32_t ch[MAX_CH], tsg[MAX_CH];
};

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static uint32_t get32(const void *buf, uint32_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

static uint64_t get64(const void *buf, uint32_t off)
{
	uint64_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

static uint64_t now_ns(clockid_t c)
{
	struct timespec t;

	clock_gettime(c, &t);
	return (uint64_t)t.tv_sec * 1000000000ull + t.tv_nsec;
}

static void sleep_until(uint64_t t)
{
	struct timespec ts = { t / 1000000000ull, t % 1000000000ull };

	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) ==
	       EINTR)
		;
}

static int parse_list(char *s, uint32_t *out)
{
	int n = 0;
	char *tok;

	for (tok = strtok(s, ","); tok && n < MAX_CH; tok = strtok(NULL, ","))
		out[n++] = strtoul(tok, NULL, 16);
	return n;
}

static int parse_target(const char *text, struct target *t)
{
	char buf[2048], *f[6], *p = buf;
	int i, pidfd, fd;

	snprintf(buf, sizeof(buf), "%s", text);
	for (i = 0; i < 6; i++) {
		f[i] = strsep(&p, ":");
		if (!f[i])
			return -1;
	}
	memset(t, 0, sizeof(*t));
	t->pid = atoi(f[0]);
	fd = atoi(f[1]);
	t->client = strtoul(f[2], NULL, 16);
	t->subdev = strtoul(f[3], NULL, 16);
	t->nch = parse_list(f[4], t->ch);
	t->ntsg = parse_list(f[5], t->tsg);
	pidfd = syscall(SYS_pidfd_open, t->pid, 0);
	if (pidfd < 0)
		return -1;
	t->fd = syscall(SYS_pidfd_getfd, pidfd, fd, 0);
	close(pidfd);
	return t->fd < 0 ? -1 : 0;
}

/* FIFO_DISABLE_CHANNELS of @t's channels, issued on @fd's @client/@subdev */
static uint32_t set_channels(const struct target *t, int fd, uint32_t client,
			     uint32_t subdev, int disable, int only_sched)
{
	uint8_t p[DISABLE(SIZE)] = { 0 };
	unsigned int i;

	p[DISABLE(BDISABLE_AT)] = disable;
	p[DISABLE(BONLYDISABLESCHEDULING_AT)] = only_sched;
	put32(p, DISABLE(NUMCHANNELS_AT), t->nch);
	for (i = 0; i < t->nch; i++) {
		put32(p, DISABLE(HCLIENTLIST_AT) + 4 * i, t->client);
		put32(p, DISABLE(HCHANNELLIST_AT) + 4 * i, t->ch[i]);
	}
	return nvrm_control(fd, client, subdev,
			    GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS, p, sizeof(p));
}

static uint32_t own(const struct target *t, int disable, int only_sched)
{
	return set_channels(t, t->fd, t->client, t->subdev, disable,
			    only_sched);
}

static int by_value(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static void print_lat(const char *what, uint64_t *v, unsigned int n)
{
	qsort(v, n, sizeof(*v), by_value);
	printf("latency op=%s n=%u median_us=%.1f p90_us=%.1f max_us=%.1f\n",
	       what, n, v[n / 2] / 1e3, v[n * 9 / 10] / 1e3, v[n - 1] / 1e3);
}

static int cmd_latency(unsigned int n, const struct target *t)
{
	uint64_t *dis = calloc(n, 8), *en = calloc(n, 8), a;
	unsigned int i, mode;
	uint32_t st = 0;

	for (mode = 0; mode < 2; mode++) {
		for (i = 0; i < n; i++) {
			a = now_ns(CLOCK_MONOTONIC);
			st |= own(t, 1, mode);
			dis[i] = now_ns(CLOCK_MONOTONIC) - a;
			usleep(2000);
			a = now_ns(CLOCK_MONOTONIC);
			st |= own(t, 0, mode);
			en[i] = now_ns(CLOCK_MONOTONIC) - a;
			usleep(2000);
		}
		print_lat(mode ? "disable_sched_only" : "disable_preempt", dis,
			  n);
		print_lat(mode ? "enable_after_sched_only" :
			  "enable_after_preempt", en, n);
	}
	printf("latency status=0x%x\n", st);
	return st != 0;
}

/*
 * Runs @secs seconds of periods of @period_ms; in each, @on_a of every
 * 1000 with A enabled and B (if any) disabled, then the reverse.
 * Reports the enabled time A actually got by our clock.
 */
static int windows(unsigned int period_ms, unsigned int on_a, unsigned int secs,
		   const struct target *a, const struct target *b, int only,
		   int foreign_fd, uint32_t fclient, uint32_t fsub)
{
	uint64_t p = period_ms * 1000000ull, start = now_ns(CLOCK_MONOTONIC);
	uint64_t end = start + secs * 1000000000ull, t0, t1, a_on = 0;
	uint32_t st = 0;
	unsigned int periods = 0;

#define SET(tg, dis) (foreign_fd >= 0 ? \
	set_channels(tg, foreign_fd, fclient, fsub, dis, only) : \
	own(tg, dis, only))
	for (t0 = start; t0 < end; t0 += p, periods++) {
		if (b)
			st |= SET(b, 1);
		if (on_a)
			st |= SET(a, 0);
		t1 = now_ns(CLOCK_MONOTONIC);
		if (log_windows)
			printf("win real=%llu owner=a\n",
			       (unsigned long long)now_ns(CLOCK_REALTIME));
		sleep_until(t0 + p * on_a / 1000);
		if (on_a < 1000)
			st |= SET(a, 1);
		a_on += now_ns(CLOCK_MONOTONIC) - t1;
		if (b)
			st |= SET(b, 0);
		if (log_windows)
			printf("win real=%llu owner=b\n",
			       (unsigned long long)now_ns(CLOCK_REALTIME));
		sleep_until(t0 + p);
	}
	st |= SET(a, 0);
	if (b)
		st |= SET(b, 0);
	printf("schedule periods=%u a_enabled_permille=%.1f status=0x%x\n",
	       periods, 1000.0 * a_on / (now_ns(CLOCK_MONOTONIC) - start), st);
	return st != 0;
}

static int own_client(int *ctl, uint32_t *client)
{
	int gpu = nvrm_open_gpu();

	*ctl = nvrm_open_ctl();
	if (*ctl < 0 || gpu < 0)
		return -1;
	return nvrm_setup_client_minor(*ctl, gpu, 0, client) ? -1 : 0;
}

static int cmd_samples(unsigned int secs)
{
	static uint8_t p[GS_ABI_MAX_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE];
	uint64_t last = 0, end = now_ns(CLOCK_MONOTONIC) + secs * 1000000000ull;
	/* the driver's version's samples: their size and the engines' places */
	uint32_t size = NVRM_ABI(CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE);
	uint32_t sample = NVRM_ABI(GPUMON_SAMPLE_SIZE);
	uint32_t gr = NVRM_ABI(GPUMON_SAMPLE_GR_AT);
	uint32_t fb = GS_ABI_GPUMON_SAMPLE_FB_AT;
	uint32_t client, st;
	int ctl, i;

	if (own_client(&ctl, &client))
		return 1;
	do {
		memset(p, 0, sizeof(p));
		p[GPUMON(TYPE_AT)] = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
		put32(p, GPUMON(BUFSIZE_AT), GPUMON(SAMPLES_MAX) * sample);
		st = nvrm_control(ctl, client, NVRM_H_SUBDEV,
				  GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2,
				  p, size);
		if (st) {
			printf("samples status=0x%x size=%u\n", st, size);
			return 1;
		}
		for (i = 0; i < GPUMON(SAMPLES_MAX); i++) {
			uint32_t k = (get32(p, GPUMON(TRACKER_AT)) + i) %
				     GPUMON(SAMPLES_MAX);
			const uint8_t *s = p + GPUMON(SAMPLES_AT) + k * sample;
			uint64_t ts = get64(s, GS_ABI_GPUMON_SAMPLE_TIMESTAMP_AT);

			if (!ts || ts <= last)
				continue;
			last = ts;
			printf("sample ts=%llu real=%llu mono=%llu gr_util=%u gr_pid=%d fb_util=%u count=%u\n",
			       (unsigned long long)ts,
			       (unsigned long long)now_ns(CLOCK_REALTIME),
			       (unsigned long long)now_ns(CLOCK_MONOTONIC),
			       get32(s, gr + GS_ABI_GPUMON_ENGINE_UTIL_AT),
			       (int)get32(s, gr + GS_ABI_GPUMON_ENGINE_PROCID_AT),
			       get32(s, fb + GS_ABI_GPUMON_ENGINE_UTIL_AT),
			       get32(p, GPUMON(COUNT_AT)));
		}
		usleep(200000);
	} while (now_ns(CLOCK_MONOTONIC) < end);
	return 0;
}

static int cmd_tsg(uint32_t cmd, uint64_t value, const struct target *t)
{
	unsigned int i;

	for (i = 0; i < t->ntsg; i++) {
		uint64_t v = value;
		uint32_t size = cmd == GS_ABI_CTRL_A06C_SET_INTERLEAVE_LEVEL ?
				GS_ABI_CTRL_A06C_SET_INTERLEAVE_LEVEL_SIZE :
				cmd == GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE ?
				NVRM_ABI(CTRL_A06C_GPFIFO_SCHEDULE_SIZE) :
				GS_ABI_CTRL_A06C_SET_TIMESLICE_SIZE;
		uint32_t st = nvrm_control(t->fd, t->client, t->tsg[i], cmd, &v,
					   size);

		printf("tsg handle=0x%x cmd=0x%x status=0x%x\n", t->tsg[i], cmd,
		       st);
	}
	return 0;
}

/*
 * TARGET's channels disabled for @secs seconds, with @cmd (if not 0) issued
 * on its TSGs right after the disable: does it lift the disable?
 */
static int cmd_lift(unsigned int secs, uint32_t cmd, uint64_t value,
		    const struct target *t)
{
	uint32_t st = own(t, 1, 0);

	if (cmd)
		cmd_tsg(cmd, value, t);
	sleep(secs);
	st |= own(t, 0, 0);
	printf("lift status=0x%x\n", st);
	return 0;
}

int main(int argc, char **argv)
{
	struct target a, b;
	uint32_t client;
	int ctl;

	setvbuf(stdout, NULL, _IOLBF, 0);
	log_windows = getenv("PROBE_LOG_WINDOWS") != NULL;
	if (argc == 3 && !strcmp(argv[1], "samples"))
		return cmd_samples(atoi(argv[2]));
	if (argc == 4 && !strcmp(argv[1], "latency") &&
	    !parse_target(argv[3], &a))
		return cmd_latency(atoi(argv[2]), &a);
	if (argc == 7 && !strcmp(argv[1], "duty") && !parse_target(argv[6], &a))
		return windows(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), &a,
			       NULL, atoi(argv[5]), -1, 0, 0);
	if (argc == 7 && !strcmp(argv[1], "tdma") && !parse_target(argv[5], &a) &&
	    !parse_target(argv[6], &b))
		return windows(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), &a,
			       &b, 0, -1, 0, 0);
	if (argc == 6 && !strcmp(argv[1], "foreign") &&
	    !parse_target(argv[5], &a)) {
		if (own_client(&ctl, &client))
			return 1;
		return windows(atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), &a,
			       NULL, 0, ctl, client, NVRM_H_SUBDEV);
	}
	if (argc == 6 && !strcmp(argv[1], "lift") && !parse_target(argv[5], &a))
		return cmd_lift(atoi(argv[2]), strtoul(argv[3], NULL, 0),
				strtoull(argv[4], NULL, 0), &a);
	if (argc == 5 && !strcmp(argv[1], "tsg") && !parse_target(argv[4], &a))
		return cmd_tsg(strtoul(argv[2], NULL, 0),
			       strtoull(argv[3], NULL, 0), &a);
	fprintf(stderr, "usage: see the comment at the top of compute_probe.c (or a bad target: %s)\n",
		strerror(errno));
	return 2;
}
