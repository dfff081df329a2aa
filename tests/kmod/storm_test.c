// SPDX-License-Identifier: GPL-2.0
/*
 * Kill storms and helper death, against nvsim in the VM.
 *
 * kill_storm: 1,000 processes allocate and free framebuffer in three
 * slices, fork children that allocate too, and are killed with their
 * children at random moments (mid-ioctl, mid-fork, mid-audit); a few
 * survive. Then each slice's use is what its survivors hold by RM's own
 * sizes, nvsim holds what the slices use together, and once the survivors
 * are gone every use and nvsim's framebuffer are 0. A process killed
 * while it waits for an audit fails nothing: the kernel's log says
 * nothing of accounts it could not read.
 *
 * verifier_killed: while processes fill a slice to its limit over and
 * over, the verifier and the slice's sandbox helper are sent SIGKILL from
 * the initial namespace at random moments. nvsim never holds more than
 * the limit, every refusal is a clear one, the slice admits allocations
 * again once the killing stops, and the module unloads.
 *
 * module_lifetime: 100 load/unload cycles, each creating a slice, using it,
 * trying to unload the module while its files are open (refused, the
 * module still working), then deleting it and unloading.
 */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvwork.h"
#include "vmenv.h"

#define MiB		(1ULL << 20)
#define SLICES		3
#define SLICE_MIB	256
#define WORKERS		1000	/* processes in the storm */
#define AT_ONCE		24	/* alive at a time */
#define SURVIVORS	8	/* of the last ones alive */
#define MAX_HELD	64	/* allocations a worker holds */
#define H_FIRST		0x5c200000

static const char *const slice_dirs[SLICES] = {
	"/dev/gpuslice/st0", "/dev/gpuslice/st1", "/dev/gpuslice/st2",
};

static volatile sig_atomic_t stop_asked;

static void ask_stop(int sig)
{
	stop_asked = 1;
}

/* A client on slice @dir: its ctl file and the GPU file it needs open. */
struct client {
	int ctl, gpu;
	uint32_t h;
};

static int client_on(const char *dir, struct client *c)
{
	c->ctl = nvrm_open(dir, "nvidiactl");
	c->gpu = nvrm_open(dir, "nvidia0");
	if (c->ctl < 0 || c->gpu < 0)
		return -1;
	return nvrm_setup_client(c->ctl, c->gpu, &c->h) == NVRM_OK ? 0 : -1;
}

static void client_close(struct client *c)
{
	close(c->ctl);
	close(c->gpu);
}

/* A forked child's work: a client of its own, an allocation, exit. */
static void child_allocates(const char *dir)
{
	struct client c;

	if (client_on(dir, &c))
		_exit(1);
	nvrm_alloc_fb(c.ctl, c.h, H_FIRST, MiB, 0, NULL);
	_exit(0);
}

/*
 * A storm worker on slice @dir: allocates 1-4 MiB at a time until refused,
 * frees at random, forks children that allocate. Asked to stop (SIGUSR1),
 * it waits for its child and writes the bytes it holds, by RM's sizes, to
 * @report, then waits to be killed.
 */
static void worker(const char *dir, int report, unsigned int seed)
{
	unsigned long long size[MAX_HELD], held = 0;
	uint32_t handle[MAX_HELD], next = H_FIRST, st;
	struct nvrm_memparams p;
	unsigned int n = 0, i;
	struct client c;
	char line[32];
	pid_t child;
	int len;

	setpgid(0, 0);
	signal(SIGUSR1, ask_stop);
	srand(seed);
	if (client_on(dir, &c))
		_exit(1);
	while (!stop_asked) {
		unsigned int r = rand() % 16;

		if (r == 0) {
			child = fork();
			if (child == 0)
				child_allocates(dir);
			if (child > 0)
				waitpid(child, NULL, 0);
		} else if ((r < 5 || n == MAX_HELD) && n) {
			i = rand() % n;
			if (nvrm_free(c.ctl, c.h, handle[i]) == NVRM_OK) {
				held -= size[i];
				handle[i] = handle[--n];
				size[i] = size[n];
			}
		} else if (n < MAX_HELD) {
			st = nvrm_alloc_fb(c.ctl, c.h, next,
					   (1 + rand() % 4) * MiB, 0, &p);
			if (st == NVRM_OK) {
				handle[n] = next;
				size[n++] = p.size;
				held += p.size;
			} else if (st != NVRM_NO_MEMORY) {
				_exit(2);	/* anything but a refusal */
			}
			next++;
		}
	}
	len = snprintf(line, sizeof(line), "%llu\n", held);
	if (write(report, line, len) != len)
		_exit(3);
	for (;;)
		pause();
}

struct live {
	pid_t pid;
	int report;
	int slice;
	long long deadline_us;
};

static int spawn(struct live *w, int slice, unsigned int seed)
{
	int fds[2];

	if (pipe(fds))
		return -1;
	w->pid = fork();
	if (w->pid == 0) {
		close(fds[0]);
		worker(slice_dirs[slice], fds[1], seed);
	}
	close(fds[1]);
	if (w->pid < 0) {
		close(fds[0]);
		return -1;
	}
	/* before it could fork a child outside its group */
	setpgid(w->pid, w->pid);
	w->report = fds[0];
	w->slice = slice;
	/* killed after 0-60 ms of allocating */
	w->deadline_us = nvwork_now_us() + rand() % 60000;
	return 0;
}

/* Kills @w's process group (it and its children) and reaps it. */
static void kill_worker(struct live *w)
{
	kill(-w->pid, SIGKILL);
	kill(w->pid, SIGKILL);
	waitpid(w->pid, NULL, 0);
	close(w->report);
	w->pid = 0;
}

/* Reads the line @w reports once stopped; -1 after 20 s or on error. */
static long long report_of(struct live *w)
{
	struct pollfd pfd = { .fd = w->report, .events = POLLIN };
	char line[32] = "";

	if (poll(&pfd, 1, 20000) != 1 || read(w->report, line, 31) <= 0)
		return -1;
	return strtoll(line, NULL, 10);
}

/* Waits up to 20 s for every slice's use to be @want[] and nvsim's fb
 * their sum; says what it saw last.
 */
static bool settles(struct __test_metadata *_metadata,
		    const long long *want)
{
	long long used[SLICES], total, fb;
	int tries, i;
	bool same;

	for (tries = 0; tries < 200; tries++) {
		same = true;
		total = 0;
		for (i = 0; i < SLICES; i++) {
			char name[8];

			snprintf(name, sizeof(name), "st%d", i);
			used[i] = vmenv_slice_used(name);
			same &= used[i] == want[i];
			total += want[i];
		}
		fb = vmenv_nvsim_fb_used(0);
		if (same && fb == total)
			return true;
		usleep(100000);
	}
	for (i = 0; i < SLICES; i++)
		TH_LOG("slice st%d uses %lld, its survivors hold %lld", i,
		       used[i], want[i]);
	TH_LOG("nvsim holds %lld, the survivors %lld", fb, total);
	return false;
}

FIXTURE(storm) {
	int made;
};

FIXTURE_SETUP(storm)
{
	char cmd[128];
	int i;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	for (i = 0; i < SLICES; i++) {
		/* left by a test the harness killed (no teardown then) */
		snprintf(cmd, sizeof(cmd), "gpuslice delete st%d --force", i);
		vmenv_run("sh", "-c", cmd);
		snprintf(cmd, sizeof(cmd),
			 "gpuslice create st%d --gpu 0 --memory %dMiB", i,
			 SLICE_MIB);
		ASSERT_EQ(0, vmenv_run("sh", "-c", cmd));
		self->made = i + 1;
	}
}

FIXTURE_TEARDOWN(storm)
{
	char cmd[64];
	int i;

	for (i = 0; i < self->made; i++) {
		snprintf(cmd, sizeof(cmd), "gpuslice delete st%d --force", i);
		vmenv_run("sh", "-c", cmd);
	}
}

/* 3 minutes on a loaded 2-core builder; over 10 under the debug kernel */
TEST_F_TIMEOUT(storm, kill_storm, 2400)
{
	long long want[SLICES] = { 0 }, held, zero[SLICES] = { 0 };
	int spawned = 0, i, survivors = 0, reported = 0, kmsg, logged;
	struct live w[AT_ONCE] = { 0 };
	long long t0 = nvwork_now_us();
	char first[256] = "";

	kmsg = vmenv_kmsg_open();
	ASSERT_LE(0, kmsg) TH_LOG("cannot read /dev/kmsg: %s", strerror(-kmsg));
	srand(getpid());
	/* Keep AT_ONCE alive; kill each at its deadline; 1,000 in all. */
	while (spawned < WORKERS) {
		for (i = 0; i < AT_ONCE && spawned < WORKERS; i++) {
			if (w[i].pid && nvwork_now_us() < w[i].deadline_us)
				continue;
			if (w[i].pid)
				kill_worker(&w[i]);
			ASSERT_EQ(0, spawn(&w[i], rand() % SLICES,
					   spawned + 1));
			spawned++;
		}
		usleep(1000);
	}
	/* The last ones: some survive and say what they hold. */
	for (i = 0; i < AT_ONCE; i++) {
		if (i % (AT_ONCE / SURVIVORS)) {
			kill_worker(&w[i]);
			continue;
		}
		ASSERT_EQ(0, kill(w[i].pid, SIGUSR1));
	}
	for (i = 0; i < AT_ONCE; i++) {
		if (!w[i].pid)
			continue;
		survivors++;
		held = report_of(&w[i]);
		if (held < 0) {
			/* it failed before the signal: say how */
			int status = 0;

			kill(w[i].pid, SIGKILL);
			waitpid(w[i].pid, &status, 0);
			TH_LOG("survivor %d exited %d", w[i].pid,
			       WIFEXITED(status) ? WEXITSTATUS(status) : -1);
			w[i].pid = 0;
			continue;
		}
		reported++;
		want[w[i].slice] += held;
	}
	TH_LOG("%d processes in %lld ms, %d survivors holding %lld, %lld, %lld bytes",
	       spawned, (nvwork_now_us() - t0) / 1000, reported, want[0], want[1],
	       want[2]);
	EXPECT_EQ(survivors, reported);
	EXPECT_TRUE(settles(_metadata, want));
	for (i = 0; i < AT_ONCE; i++)
		if (w[i].pid)
			kill_worker(&w[i]);
	EXPECT_TRUE(settles(_metadata, zero));
	logged = vmenv_kmsg_count(kmsg, "cannot read the driver's accounts",
				  first, sizeof(first));
	EXPECT_EQ(0, logged) TH_LOG("logged %d times: %s", logged, first);
	close(kmsg);
}

/*
 * Fills slice @dir with 8 MiB at a time, freeing at random once refused:
 * whatever the refusal (the limit, or no verifier to audit with).
 */
static void filler(const char *dir, unsigned int seed, int ready)
{
	uint32_t next = H_FIRST, handle[MAX_HELD];
	unsigned int n = 0;
	struct client c;

	srand(seed);
	if (client_on(dir, &c) || write(ready, "r", 1) != 1)
		_exit(1);
	close(ready);
	for (;;) {
		if (n < MAX_HELD &&
		    nvrm_alloc_fb(c.ctl, c.h, next, 8 * MiB, 0, NULL) == NVRM_OK) {
			handle[n++] = next++;
		} else if (n) {
			unsigned int i = rand() % n;

			if (nvrm_free(c.ctl, c.h, handle[i]) == NVRM_OK)
				handle[i] = handle[--n];
		}
	}
}

TEST_F(storm, verifier_killed)
{
	const long long limit = SLICE_MIB * MiB;
	long long t0, most = 0, fb, next_kill, none[SLICES] = { 0 };
	int kills = 0, i, status, ready[2];
	struct client c;
	pid_t fill[4];
	char x;

	srand(getpid());
	ASSERT_EQ(0, pipe(ready));
	for (i = 0; i < 4; i++) {
		fill[i] = fork();
		if (fill[i] == 0)
			filler(slice_dirs[0], i + 1, ready[1]);
		ASSERT_LT(0, fill[i]);
	}
	/* the helpers die only once every filler has its client */
	for (i = 0; i < 4; i++)
		ASSERT_EQ(1, read(ready[0], &x, 1));
	/* 10 s of fills, with the helpers killed every 0-100 ms */
	t0 = nvwork_now_us();
	next_kill = t0;
	while (nvwork_now_us() - t0 < 10000000) {
		if (nvwork_now_us() >= next_kill) {
			kills += vmenv_kill_named("gpuslice-verif");
			kills += vmenv_kill_named("gpuslice-sandb");
			next_kill = nvwork_now_us() + rand() % 100000;
		}
		fb = vmenv_nvsim_fb_used(0);
		if (fb > most)
			most = fb;
		usleep(2000);
	}
	TH_LOG("%d helpers killed; nvsim held at most %lld of %lld bytes",
	       kills, most, limit);
	EXPECT_GE(limit, most);
	for (i = 0; i < 4; i++) {
		/* none stopped: every call came back */
		EXPECT_EQ(0, waitpid(fill[i], &status, WNOHANG));
		kill(fill[i], SIGKILL);
		waitpid(fill[i], NULL, 0);
	}
	/* The killing stopped: the slice admits again, a new process too. */
	ASSERT_EQ(0, client_on(slice_dirs[0], &c));
	EXPECT_EQ(NVRM_OK, nvrm_alloc_fb(c.ctl, c.h, H_FIRST, 8 * MiB, 0,
					 NULL));
	client_close(&c);
	EXPECT_TRUE(settles(_metadata, none));
}

/*
 * 100 cycles: load, a slice used, an unload refused while its files are
 * open (the module answering after), the slice deleted, unloaded; and the
 * real driver unloaded right after, as an admin's `rmmod gpuslice nvidia`
 * does: nothing gpuslice took of it is left behind (a kernel thread's
 * last fput is deferred to a work item).
 */
TEST(module_lifetime)
{
	struct nvrm_memparams p;
	struct client c;
	int cycle;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	for (cycle = 0; cycle < 100; cycle++) {
		if (vmenv_module_loaded())
			ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
		ASSERT_EQ(0, vmenv_run("sh", "-c",
				       "gpuslice create life --gpu 0 --memory 1GiB"));
		ASSERT_EQ(0, client_on("/dev/gpuslice/life", &c));
		ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(c.ctl, c.h, H_FIRST, 64 * MiB,
						 0, &p));
		ASSERT_EQ((long long)p.size, vmenv_slice_used("life"));
		ASSERT_NE(0, vmenv_run("rmmod", "gpuslice", NULL));
		ASSERT_TRUE(vmenv_module_loaded());
		ASSERT_EQ((long long)p.size, vmenv_slice_used("life"));
		ASSERT_EQ(NVRM_OK, nvrm_free(c.ctl, c.h, H_FIRST));
		client_close(&c);
		ASSERT_EQ(0, vmenv_run("gpuslice", "delete", "life"));
		ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
		ASSERT_EQ(0, vmenv_nvsim_fb_used(0));
		ASSERT_EQ(0, vmenv_run("rmmod", "nvsim", NULL));
		ASSERT_EQ(0, vmenv_modprobe("nvsim"));
	}
	ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
}

TEST_HARNESS_MAIN
