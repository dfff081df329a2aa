// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include "nvrm.h"
#include "nvwork.h"

/* USERD and the GPFIFO in one system-memory object: the tests' own */
#define MEM_SIZE	16384
#define GPFIFO_OFF	4096
/* the usermode window's doorbell word, and the window (Hopper's, 64 KiB) */
#define DOORBELL	(GS_ABI_USERMODE_NOTIFY_CHANNEL_PENDING / sizeof(uint32_t))
#define USERMODE_SIZE	65536

#define CHAN(field)	GS_ABI_CHANNEL_PARAMS_##field##_AT
#define DISABLE(field)	GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_##field##_AT

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, uint32_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

#define ENGINE		"/sys/kernel/debug/nvsim/engine"

/* nvwork_open(), or with @bare nvwork_open_bare() */
static uint32_t open_work(struct nvwork *w, const char *dir, const char *gpu,
			  uint64_t timeslice_us, bool bare)
{
	uint8_t tsg[GS_ABI_TSG_PARAMS_SIZE] = { 0 };
	uint8_t chan[GS_ABI_MAX_CHANNEL_PARAMS_SIZE] = { 0 };
	uint8_t usermode[GS_ABI_CLS_HOPPER_USERMODE_A_PARAMS] = { 0 };
	uint64_t timeslice[1] = { timeslice_us };
	uint32_t h, st;
	void *mem, *um;

	memset(w, 0, sizeof(*w));
	w->bare = bare;
	w->ctl = nvrm_open(dir, "nvidiactl");
	w->map_fd = nvrm_open(dir, "nvidiactl");
	w->gpu_fd = nvrm_open(dir, gpu);
	if (w->ctl < 0 || w->map_fd < 0 || w->gpu_fd < 0)
		return NVRM_ERRNO(errno);
	st = nvrm_setup_client(w->ctl, w->gpu_fd, &w->hclient) ?:
	     nvrm_alloc_sysmem(w->ctl, w->hclient, NVWORK_H_MEM, MEM_SIZE,
			       NULL);
	if (st)
		return st;
	mem = nvrm_mmap(w->ctl, w->hclient, NVRM_H_DEV, NVWORK_H_MEM, MEM_SIZE,
			w->map_fd);
	if (!mem)
		return NVRM_ERRNO(EFAULT);
	h = NVWORK_H_USERMODE;
	st = nvrm_alloc(w->ctl, w->hclient, NVRM_H_SUBDEV, &h,
			GS_ABI_CLS_HOPPER_USERMODE_A, usermode);
	if (st)
		return st;
	um = nvrm_mmap(w->ctl, w->hclient, NVRM_H_SUBDEV, NVWORK_H_USERMODE,
		       USERMODE_SIZE, w->gpu_fd);
	if (!um)
		return NVRM_ERRNO(EFAULT);
	if (!bare) {
		h = NVWORK_H_TSG;
		put32(tsg, GS_ABI_TSG_PARAMS_ENGINETYPE_AT,
		      GS_ABI_NV2080_ENGINE_TYPE_GR0);
		st = nvrm_alloc(w->ctl, w->hclient, NVRM_H_DEV, &h,
				GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsg);
		if (st)
			return st;
	}
	put64(chan, CHAN(GPFIFOOFFSET), GPFIFO_OFF);
	put32(chan, CHAN(GPFIFOENTRIES), NVWORK_ENTRIES);
	put32(chan, CHAN(HUSERDMEMORY), NVWORK_H_MEM);
	h = NVWORK_H_CHAN;
	st = nvrm_alloc(w->ctl, w->hclient, bare ? NVRM_H_DEV : NVWORK_H_TSG,
			&h, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A, chan) ?:
	     nvrm_control(w->ctl, w->hclient, NVWORK_H_CHAN,
			  GS_ABI_CTRL_C36F_GPFIFO_GET_WORK_SUBMIT_TOKEN,
			  &w->token,
			  GS_ABI_CTRL_C36F_GPFIFO_GET_WORK_SUBMIT_TOKEN_SIZE);
	if (!st && !bare)
		st = nvrm_control(w->ctl, w->hclient, NVWORK_H_TSG,
				  GS_ABI_CTRL_A06C_SET_TIMESLICE, timeslice,
				  GS_ABI_CTRL_A06C_SET_TIMESLICE_SIZE);
	if (st)
		return st;
	w->userd = mem;
	w->gpfifo = (uint64_t *)((char *)mem + GPFIFO_OFF);
	w->usermode = um;
	return 0;
}

uint32_t nvwork_open(struct nvwork *w, const char *dir, const char *gpu,
		     uint64_t timeslice_us)
{
	return open_work(w, dir, gpu, timeslice_us, false);
}

uint32_t nvwork_open_bare(struct nvwork *w, const char *dir, const char *gpu)
{
	return open_work(w, dir, gpu, 0, true);
}

uint32_t nvwork_schedule(struct nvwork *w)
{
	uint8_t sched[GS_ABI_MAX_CTRL_A06C_GPFIFO_SCHEDULE_SIZE] = { 0 };
	uint8_t chan[GS_ABI_MAX_CTRL_A06F_GPFIFO_SCHEDULE_SIZE] = { 0 };

	if (w->bare) {
		chan[GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE_BENABLE_AT] = 1;
		return nvrm_control(w->ctl, w->hclient, NVWORK_H_CHAN,
				    GS_ABI_CTRL_A06F_GPFIFO_SCHEDULE, chan,
				    NVRM_ABI(CTRL_A06F_GPFIFO_SCHEDULE_SIZE));
	}
	sched[GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE_BENABLE_AT] = 1;
	return nvrm_control(w->ctl, w->hclient, NVWORK_H_TSG,
			    GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE, sched,
			    NVRM_ABI(CTRL_A06C_GPFIFO_SCHEDULE_SIZE));
}

uint32_t nvwork_up(struct nvwork *w, const char *dir, const char *gpu,
		   uint64_t timeslice_us)
{
	return nvwork_open(w, dir, gpu, timeslice_us) ?: nvwork_schedule(w);
}

void nvwork_submit(struct nvwork *w, unsigned int n, uint32_t us)
{
	uint32_t put = __atomic_load_n(&w->userd[NVWORK_GP_PUT], __ATOMIC_RELAXED);
	unsigned int i;

	for (i = 0; i < n; i++)
		__atomic_store_n(&w->gpfifo[(put + i) % NVWORK_ENTRIES], us,
				 __ATOMIC_RELAXED);
	__atomic_store_n(&w->userd[NVWORK_GP_PUT], (put + n) % NVWORK_ENTRIES,
			 __ATOMIC_RELEASE);
	__atomic_store_n(&w->usermode[DOORBELL], w->token, __ATOMIC_RELEASE);
}

unsigned int nvwork_pending(const struct nvwork *w)
{
	uint32_t put = __atomic_load_n(&w->userd[NVWORK_GP_PUT], __ATOMIC_ACQUIRE);
	uint32_t get = __atomic_load_n(&w->userd[NVWORK_GP_GET], __ATOMIC_ACQUIRE);

	return (put + NVWORK_ENTRIES - get) % NVWORK_ENTRIES;
}

uint32_t nvwork_gp_get(const struct nvwork *w)
{
	return __atomic_load_n(&w->userd[NVWORK_GP_GET], __ATOMIC_ACQUIRE);
}

uint32_t nvwork_set_disabled_mode(struct nvwork *w, bool disable,
				  bool only_sched)
{
	uint8_t p[GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_SIZE] = { 0 };

	p[DISABLE(BDISABLE)] = disable;
	put32(p, DISABLE(NUMCHANNELS), 1);
	p[DISABLE(BONLYDISABLESCHEDULING)] = only_sched;
	put32(p, DISABLE(HCLIENTLIST), w->hclient);
	put32(p, DISABLE(HCHANNELLIST), NVWORK_H_CHAN);
	return nvrm_control(w->ctl, w->hclient, NVRM_H_SUBDEV,
			    GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS, p,
			    sizeof(p));
}

uint32_t nvwork_set_disabled(struct nvwork *w, bool disable)
{
	return nvwork_set_disabled_mode(w, disable, false);
}

void nvwork_down(struct nvwork *w)
{
	close(w->gpu_fd);
	close(w->map_fd);
	close(w->ctl);
}

static long long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

/*
 * Keeps FEED_AHEAD_MS of work in the ring while on, and looks again after
 * a quarter of that: under TCG a process can wait tens of milliseconds
 * for a vCPU, and its channel must not run dry meanwhile.
 */
#define FEED_AHEAD_MS	250

static void feed(struct nvwork *w, uint32_t us, unsigned int on_ms,
		 unsigned int off_ms)
{
	unsigned int ahead = FEED_AHEAD_MS * 1000 / us + 1;
	long long start = now_ms();

	for (;;) {
		bool on = off_ms ? (now_ms() - start) % (on_ms + off_ms) <
				   on_ms : on_ms > 0;

		if (on && nvwork_pending(w) < ahead)
			nvwork_submit(w, ahead - nvwork_pending(w), us);
		usleep(FEED_AHEAD_MS * 1000 / 4);
	}
}

/* nvwork_spawn(), or with @bare nvwork_spawn_bare() */
static pid_t spawn_work(const char *dir, const char *gpu, uint32_t us,
			unsigned int on_ms, unsigned int off_ms,
			uint32_t *hclient, bool bare)
{
	struct nvwork w;
	int ready[2];
	uint32_t h;
	pid_t pid;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(ready[0]);
		if ((bare ? nvwork_open_bare(&w, dir, gpu) :
			    nvwork_open(&w, dir, gpu, 1024)) ||
		    nvwork_schedule(&w))
			_exit(1);
		if (write(ready[1], &w.hclient, 4) != 4)
			_exit(1);
		close(ready[1]);
		feed(&w, us, on_ms, off_ms);
	}
	close(ready[1]);
	if (pid > 0 && read(ready[0], &h, 4) != 4) {
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(ready[0]);
	if (pid > 0 && hclient)
		*hclient = h;
	return pid;
}

pid_t nvwork_spawn(const char *dir, const char *gpu, uint32_t us,
		   unsigned int on_ms, unsigned int off_ms, uint32_t *hclient)
{
	return spawn_work(dir, gpu, us, on_ms, off_ms, hclient, false);
}

pid_t nvwork_spawn_bare(const char *dir, const char *gpu, uint32_t us,
			unsigned int on_ms, unsigned int off_ms,
			uint32_t *hclient)
{
	return spawn_work(dir, gpu, us, on_ms, off_ms, hclient, true);
}

void nvwork_kill(pid_t pid)
{
	if (pid <= 0)
		return;
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
}

long long nvwork_busy_us(unsigned int gpu, pid_t pid)
{
	FILE *f = fopen(ENGINE, "r");
	long long busy, sum = 0;
	unsigned int g, client;
	char line[200];
	int p;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "client 0x%x pid %d gpu %u busy_us %lld",
			   &client, &p, &g, &busy) == 4 && p == pid &&
		    g == gpu)
			sum += busy;
	fclose(f);
	return sum;
}

/*
 * The number that @format (a GPU's number, then the number) reads off
 * GPU @gpu's line of nvsim's accounts, or -1.
 */
static long long gpu_line(unsigned int gpu, const char *format)
{
	FILE *f = fopen(ENGINE, "r");
	long long value = -1, v;
	char line[200];
	unsigned int g;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, format, &g, &v) == 2 && g == gpu)
			value = v;
	fclose(f);
	return value;
}

long long nvwork_gpu_busy_us(unsigned int gpu)
{
	return gpu_line(gpu, "gpu %u busy_us %lld");
}

long long nvwork_stalled_us(unsigned int gpu)
{
	return gpu_line(gpu,
			"gpu %u busy_us %*d items %*d wedged %*d stalled_us %lld");
}

long long nvwork_wedged(unsigned int gpu)
{
	return gpu_line(gpu, "gpu %u busy_us %*d items %*d wedged %lld");
}

long long nvwork_now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

long long nvwork_share_bp(long long busy_us, long long span_us,
			  long long stalled_us)
{
	long long span = span_us - stalled_us;

	return busy_us * 10000 / (span < 1 ? 1 : span);
}

long long nvwork_stalled_bp;

void nvwork_note_stalled(long long span_us, long long stalled_us)
{
	nvwork_stalled_bp = stalled_us * 10000 / (span_us < 1 ? 1 : span_us);
}

void nvwork_measure(const pid_t *pids, int n, long long us, long long *bp)
{
	long long before[NVWORK_MEASURE_MAX], gpu, stalled, t0, t1;
	int i;

	t0 = nvwork_now_us();
	stalled = nvwork_stalled_us(0);
	gpu = nvwork_gpu_busy_us(0);
	for (i = 0; i < n; i++)
		before[i] = nvwork_busy_us(0, pids[i]);
	usleep(us);
	for (i = 0; i < n; i++)
		bp[i] = nvwork_busy_us(0, pids[i]) - before[i];
	gpu = nvwork_gpu_busy_us(0) - gpu;
	stalled = nvwork_stalled_us(0) - stalled;
	t1 = nvwork_now_us();
	for (i = 0; i < n; i++)
		bp[i] = nvwork_share_bp(bp[i], t1 - t0, stalled);
	nvwork_note_stalled(t1 - t0, stalled);
	printf("# measured over %lld us less %lld us stalled: GPU busy %lld%%\n",
	       t1 - t0, stalled, nvwork_share_bp(gpu, t1 - t0, stalled) / 100);
}

void nvwork_reset(void)
{
	FILE *f = fopen(ENGINE, "w");

	if (f) {
		fputs("0\n", f);
		fclose(f);
	}
}
