// SPDX-License-Identifier: GPL-2.0
/*
 * The user-space engine (libgpuslice-preload.so) against nvsim's own nodes
 * in /dev: clients run tests/preload/preload_client with the library in
 * LD_PRELOAD and the slice in their environment, and issue the raw RM
 * calls of the kernel engine's tests. Allocations up to the limit are
 * admitted and the next refused as a full GPU refuses (NV_ERR_NO_MEMORY,
 * ioctl 0, the driver never called); frees, client frees, closes and
 * kill -9 give back exactly; processes of one slice share its limit;
 * memory queries and process lists are the slice's; without configuration
 * nothing changes; a bad configuration refuses the devices, saying why;
 * a recorded trace parses with gpuslice-replay and holds the calls made.
 * Compute shares are measured by nvsim's own accounts of the GPU time
 * each process ran, with workers that keep a channel busy
 * (tests/lib/nvwork.c) in the slices' processes: built with PRELOAD_TIMED
 * defined, this file is those tests only (preload_compute_test, one of
 * `make test-timed`'s suites), and without it all the others.
 */

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvwork.h"
#include "shm_ledger.h"
#include "vmenv.h"

#define MiB (1ULL << 20)
#define KiB (1ULL << 10)
#define H_MEM 0x5c100000u

/* A client process: its pid, its stdin and stdout, its stderr's file. */
struct client {
	pid_t pid;
	FILE *in, *out;
	char err[PATH_MAX];
};

/* Where the test binaries are: the library and the client sit beside. */
static void beside(char *buf, size_t len, const char *name)
{
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);

	self[n > 0 ? n : 0] = 0;
	snprintf(buf, len, "%s/%s", dirname(self), name);
}

/*
 * Starts a client with @env (NULL-terminated "KEY=VALUE" strings) added to
 * an environment holding nothing of gpuslice's but LD_PRELOAD; @preload
 * false leaves the library out.
 */
static int spawn(struct client *c, const char *dir, bool preload,
		 const char *const *env)
{
	int in[2], out[2], errfd;
	char lib[PATH_MAX], prog[PATH_MAX], ld[PATH_MAX + 16];
	static int n;

	beside(lib, sizeof(lib), "libgpuslice-preload.so");
	beside(prog, sizeof(prog), "preload_client");
	snprintf(c->err, sizeof(c->err), "%s/stderr.%d", dir, n++);
	if (pipe(in) || pipe(out))
		return -1;
	c->pid = fork();
	if (c->pid < 0)
		return -1;
	if (c->pid == 0) {
		char *argv[] = { prog, NULL };

		dup2(in[0], 0);
		dup2(out[1], 1);
		errfd = open(c->err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		dup2(errfd, 2);
		close(in[1]);
		close(out[0]);
		unsetenv("GPUSLICE_SLICE");
		unsetenv("GPUSLICE_LIMITS");
		unsetenv("GPUSLICE_TRACE");
		unsetenv("GPUSLICE_CONFIG");
		unsetenv("GPUSLICE_LEDGER_DIR");
		snprintf(ld, sizeof(ld), "LD_PRELOAD=%s", lib);
		if (preload)
			putenv(ld);
		for (; env && *env; env++)
			putenv((char *)*env);
		execv(prog, argv);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	c->in = fdopen(in[1], "w");
	c->out = fdopen(out[0], "r");
	return c->in && c->out ? 0 : -1;
}

/* Sends a command, returns its answer line (static, newline cut). */
static const char *ask(struct client *c, const char *fmt, ...)
{
	static char line[16384];
	va_list ap;

	va_start(ap, fmt);
	vfprintf(c->in, fmt, ap);
	va_end(ap);
	fputc('\n', c->in);
	fflush(c->in);
	if (!fgets(line, sizeof(line), c->out))
		return "eof";
	line[strcspn(line, "\n")] = 0;
	return line;
}

/* The first number of an answer (a status); ~0 for anything else. */
static unsigned long long num(const char *answer, int i)
{
	const char *p = answer;
	char *end;
	unsigned long long v;

	while (i--) {
		p = strchr(p, ' ');
		if (!p)
			return ~0ULL;
		p++;
	}
	v = strtoull(p, &end, 0);
	return end == p ? ~0ULL : v;
}

static void stop(struct client *c, bool kill9)
{
	if (c->pid <= 0)
		return;
	if (kill9)
		kill(c->pid, SIGKILL);
	fclose(c->in);
	fclose(c->out);
	waitpid(c->pid, NULL, 0);
	c->pid = 0;
}

static bool file_has(const char *path, const char *needle)
{
	char buf[4096];
	bool found = false;
	FILE *f = fopen(path, "r");

	if (!f)
		return false;
	while (!found && fgets(buf, sizeof(buf), f))
		found = strstr(buf, needle);
	fclose(f);
	return found;
}

#ifndef PRELOAD_TIMED
/*
 * A slice's environment for spawn(): GPUSLICE_SLICE, GPUSLICE_LIMITS and a
 * ledger directory of its own, which slice_env_remove() removes.
 */
struct slice_env {
	char dir[64];
	char slice[96], limits[96], ledger[128];
	const char *env[4];
};

static bool slice_env_make(struct slice_env *e, const char *slice,
			   const char *limits)
{
	strcpy(e->dir, "/tmp/gs-preload.XXXXXX");
	if (!mkdtemp(e->dir))
		return false;
	snprintf(e->slice, sizeof(e->slice), "GPUSLICE_SLICE=%s", slice);
	snprintf(e->limits, sizeof(e->limits), "GPUSLICE_LIMITS=%s", limits);
	snprintf(e->ledger, sizeof(e->ledger), "GPUSLICE_LEDGER_DIR=%s",
		 e->dir);
	e->env[0] = e->slice;
	e->env[1] = e->limits;
	e->env[2] = e->ledger;
	e->env[3] = NULL;
	return true;
}

static void slice_env_remove(const struct slice_env *e)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", e->dir);
	vmenv_run("sh", "-c", cmd);
}

FIXTURE(preload) {
	struct slice_env s;
	struct client a, b;
	long long fb0;
};

FIXTURE_SETUP(preload)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_TRUE(slice_env_make(&self->s, "s1", "0:64MiB"));
	self->fb0 = vmenv_nvsim_fb_used(0);
}

FIXTURE_TEARDOWN(preload)
{
	stop(&self->a, true);
	stop(&self->b, true);
	slice_env_remove(&self->s);
}

/* The slice's use of GPU 0 in its shared ledger; -1 when unreadable. */
static long long used(const char *dir, const char *slice,
		      unsigned long long *denials)
{
	struct gs_ledger l;
	unsigned int members;

	if (gs_shm_read(dir, slice, 0, &l, &members))
		return -1;
	if (denials)
		*denials = l.denials;
	return (long long)l.used;
}

/* The framebuffer nvsim holds beyond what it held at the start. */
#define FB(self) (vmenv_nvsim_fb_used(0) - (self)->fb0)

TEST_F(preload, admits_exactly_the_limit)
{
	unsigned long long denials;
	const char *r;
	int i;

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	for (i = 0; i < 8; i++) {
		r = ask(&self->a, "alloc %u 8", H_MEM + i);
		ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("alloc %d: %s", i, r);
		EXPECT_EQ(8 * MiB, num(r, 1));
	}
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", &denials));
	EXPECT_EQ(0, denials);
	EXPECT_EQ(64 * MiB, FB(self));
	/* The next, however small, is refused as a full GPU refuses it. */
	r = ask(&self->a, "alloc %u 1", H_MEM + 100);
	EXPECT_EQ(NVRM_NO_MEMORY, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", &denials));
	EXPECT_EQ(1, denials);
	/* the driver never saw it */
	EXPECT_EQ(64 * MiB, FB(self));
}

TEST_F(preload, frees_give_back_exactly)
{
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 32", H_MEM), 0));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 30", H_MEM + 1), 0));
	/* 30 MiB are 30 MiB: RM's 2 MiB pages */
	EXPECT_EQ(62 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->a, "alloc %u 4", H_MEM + 2), 0));
	EXPECT_EQ(NVRM_OK, num(ask(&self->a, "free %u", H_MEM), 0));
	EXPECT_EQ(30 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 34", H_MEM + 2), 0));
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", NULL));
	/* a client's free takes everything under its device */
	EXPECT_EQ(NVRM_OK, num(ask(&self->a, "freeclient"), 0));
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(0, FB(self));
	/* and the closing of a ctl file, with which the driver frees */
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "open"), 0));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 16", H_MEM), 0));
	EXPECT_EQ(16 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_STREQ("0", ask(&self->a, "closectl"));
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(0, FB(self));
}

TEST_F(preload, vid_heap_allocations_are_charged)
{
	const char *r;

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	r = ask(&self->a, "vhalloc %u 48", H_MEM);
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(48 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->a, "vhalloc %u 32", H_MEM + 1), 0));
	EXPECT_EQ(NVRM_OK, num(ask(&self->a, "vhfree %u", H_MEM), 0));
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(0, FB(self));
}

TEST_F(preload, processes_of_a_slice_share_its_limit)
{
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_STREQ("0", ask(&self->b, "open"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 40", H_MEM), 0));
	ASSERT_EQ(NVRM_OK, num(ask(&self->b, "alloc %u 24", H_MEM), 0));
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->b, "alloc %u 2", H_MEM + 1), 0));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->a, "alloc %u 2", H_MEM + 1), 0));
	/* what one gives back, the other may take */
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "free %u", H_MEM), 0));
	EXPECT_EQ(NVRM_OK, num(ask(&self->b, "alloc %u 40", H_MEM + 1), 0));
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(64 * MiB, FB(self));
}

TEST_F(preload, kill_9_is_reaped)
{
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_STREQ("0", ask(&self->b, "open"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 48", H_MEM), 0));
	ASSERT_EQ(NVRM_OK, num(ask(&self->b, "alloc %u 8", H_MEM), 0));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->b, "alloc %u 48", H_MEM + 1), 0));
	stop(&self->a, true);
	/* its 48 MiB come back at the next charge, not a byte more */
	EXPECT_EQ(NVRM_OK, num(ask(&self->b, "alloc %u 56", H_MEM + 1), 0));
	EXPECT_EQ(64 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(64 * MiB, FB(self));
	stop(&self->b, true);
	/* and a reader alone reaps too */
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
}

TEST_F(preload, memory_queries_show_the_slice)
{
	const char *r;

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	r = ask(&self->a, "fbinfo");
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(64 * MiB / KiB, num(r, 1));
	EXPECT_EQ(64 * MiB / KiB, num(r, 2));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 24", H_MEM), 0));
	r = ask(&self->a, "fbinfo");
	EXPECT_EQ(64 * MiB / KiB, num(r, 1));
	EXPECT_EQ(40 * MiB / KiB, num(r, 2));
	r = ask(&self->a, "legacy");
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(64 * MiB / KiB, num(r, 1));
	EXPECT_EQ(40 * MiB / KiB, num(r, 2));
	r = ask(&self->a, "heapinfo");
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(64 * MiB, num(r, 1));
	EXPECT_EQ(40 * MiB, num(r, 2));
}

/*
 * RM_USER_SHARED_DATA (class 0xde), made and mapped as CUDA does: let
 * through and charged nothing (refused, CUDA finds no device:
 * docs/gpu-findings.md), its page showing the card's PMA figures, not the
 * slice's 64 MiB (the leak docs/abi.md describes), where the version's
 * page has them (535's has none).
 */
TEST_F(preload, shared_data_passes_uncharged)
{
	const char *r;

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	r = ask(&self->a, "rusd %u", H_MEM);
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	if (NVRM_ABI(RUSD_PAGE_PMA_TOTAL_AT) != GS_ABI_ABSENT) {
		EXPECT_LT(64 * MiB, num(r, 1)) TH_LOG("%s", r);
		EXPECT_LT(64 * MiB, num(r, 2)) TH_LOG("%s", r);
	}
	r = ask(&self->a, "fbinfo");
	EXPECT_EQ(64 * MiB / KiB, num(r, 1));
	EXPECT_EQ(64 * MiB / KiB, num(r, 2));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 24", H_MEM + 1), 0));
	EXPECT_EQ(40 * MiB / KiB, num(ask(&self->a, "fbinfo"), 2));
}

TEST_F(preload, managed_memory_counts_at_its_size)
{
	const char *r;

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	r = ask(&self->a, "managed 32");
	ASSERT_STREQ("0", r);
	EXPECT_EQ(32 * MiB, used(self->s.dir, "s1", NULL));
	EXPECT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->a, "alloc %u 34", H_MEM), 0));
	ASSERT_STREQ("0", ask(&self->a, "unmap"));
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
	r = ask(&self->a, "managed 66");
	EXPECT_EQ(0, strncmp(r, "errno ", 6));
	EXPECT_EQ(ENOMEM, num(r, 1));
	EXPECT_EQ(0, used(self->s.dir, "s1", NULL));
}

static bool listed(const char *answer, pid_t pid)
{
	unsigned long long n = num(answer, 1), i;

	for (i = 0; i < n; i++)
		if (num(answer, 2 + i) == (unsigned long long)pid)
			return true;
	return false;
}

TEST_F(preload, process_lists_are_the_slice)
{
	pid_t holder, pa, pb;
	const char *r;

	holder = nvrm_holder("/dev", 2 * MiB);
	ASSERT_LT(0, holder);
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_STREQ("0", ask(&self->b, "open"));
	pa = num(ask(&self->a, "pid"), 0);
	pb = num(ask(&self->b, "pid"), 0);
	r = ask(&self->a, "pids");
	ASSERT_EQ(NVRM_OK, num(r, 0)) TH_LOG("%s", r);
	EXPECT_EQ(2, num(r, 1)) TH_LOG("%s", r);
	EXPECT_TRUE(listed(r, pa));
	EXPECT_TRUE(listed(r, pb));
	EXPECT_FALSE(listed(r, holder));
	/* one that is gone is gone from the list */
	stop(&self->b, true);
	r = ask(&self->a, "pids");
	EXPECT_EQ(1, num(r, 1)) TH_LOG("%s", r);
	EXPECT_TRUE(listed(r, pa));
	nvrm_reap(holder);
}

TEST_F(preload, no_configuration_is_a_pass_through)
{
	const char *r;
	struct stat st;
	char path[128];

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, NULL));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 256", H_MEM), 0));
	r = ask(&self->a, "fbinfo");
	/* nvsim's own heap (tests/nvsim/README.md), less what is held */
	EXPECT_EQ(83024896ULL, num(r, 1));
	EXPECT_GT(83024896ULL, num(r, 2));
	r = ask(&self->a, "pids");
	EXPECT_TRUE(listed(r, self->a.pid));
	snprintf(path, sizeof(path), "/dev/shm/gpuslice-s1");
	EXPECT_NE(0, stat(path, &st));
	EXPECT_EQ(0, access(self->a.err, F_OK));
	stop(&self->a, false);
	/* and it said nothing */
	EXPECT_FALSE(file_has(self->a.err, "gpuslice"));
}

TEST_F(preload, a_slice_in_use_keeps_its_limits)
{
	const char *big[] = { self->s.slice, "GPUSLICE_LIMITS=0:128MiB",
			      self->s.ledger, NULL };

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, big));
	EXPECT_STREQ("errno 16", ask(&self->b, "open"));	/* EBUSY */
	stop(&self->b, false);
	EXPECT_TRUE(file_has(self->b.err,
			     "slice s1 is in use with limits 0:64MiB; GPUSLICE_LIMITS says 0:128MiB"));
	/* once no process uses it, the slice takes the new limits */
	stop(&self->a, true);
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, big));
	ASSERT_STREQ("0", ask(&self->b, "open"));
	EXPECT_EQ(NVRM_OK, num(ask(&self->b, "alloc %u 128", H_MEM), 0));
}

/*
 * GPUSLICE_LIMITS numbers GPUs by /dev/nvidiaN minor, as gpuslice create
 * does, whatever device instances RM gave them: on nvsim with two GPUs
 * whose instances run the other way (minor 0 is instance 1), a client that
 * finds its GPU's instance as CUDA does and one that names the instance
 * without asking (the engine asks the driver) are each held to their
 * minor's limit, and nvsim's own count of each GPU grows by exactly that.
 */
FIXTURE(minors) {
	struct slice_env s;
	struct client a, b;
};

FIXTURE_SETUP(minors)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, vmenv_reload_nvsim("gpus=2 reverse_instances=1"));
	ASSERT_TRUE(slice_env_make(&self->s, "two", "0:64MiB,1:128MiB"));
}

FIXTURE_TEARDOWN(minors)
{
	stop(&self->a, true);
	stop(&self->b, true);
	slice_env_remove(&self->s);
	vmenv_reload_nvsim("");
}

/* Allocates 16 MiB blocks through @c until refused: the bytes admitted. */
static unsigned long long fill_16(struct client *c)
{
	unsigned long long bytes = 0;
	unsigned int h;

	for (h = H_MEM; h < H_MEM + 64; h++) {
		if (num(ask(c, "alloc %u 16", h), 0) != NVRM_OK)
			break;
		bytes += 16 * MiB;
	}
	return bytes;
}

TEST_F(minors, limits_are_the_minors)
{
	long long fb0 = vmenv_nvsim_fb_used(0), fb1 = vmenv_nvsim_fb_used(1);
	struct gs_ledger l;
	unsigned int members;

	/* minor 1, its instance (0) asked as CUDA asks */
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->a, "open 1"));
	EXPECT_EQ(128 * MiB, fill_16(&self->a));
	EXPECT_EQ(128 * MiB, vmenv_nvsim_fb_used(1) - fb1);
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0) - fb0);
	/* minor 0 by its instance (1), not asked: the engine asks */
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, self->s.env));
	ASSERT_STREQ("0", ask(&self->b, "open 0 1"));
	EXPECT_EQ(64 * MiB, fill_16(&self->b));
	EXPECT_EQ(64 * MiB, vmenv_nvsim_fb_used(0) - fb0);
	EXPECT_EQ(128 * MiB, vmenv_nvsim_fb_used(1) - fb1);
	ASSERT_EQ(0, gs_shm_read(self->s.dir, "two", 0, &l, &members));
	EXPECT_EQ(64 * MiB, l.used);
	ASSERT_EQ(0, gs_shm_read(self->s.dir, "two", 1, &l, &members));
	EXPECT_EQ(128 * MiB, l.used);
}

/*
 * A GPU's compute requests add up to at most 100%: a slice whose request
 * would go beyond is refused the devices, as is a process of a slice in
 * use with other compute settings, each saying why.
 */
TEST_F(preload, compute_requests_and_settings_are_the_gpus)
{
	const char *first[] = { self->s.slice, self->s.limits,
				self->s.ledger, "GPUSLICE_COMPUTE_REQUEST=0:60",
				NULL };
	const char *greedy[] = { "GPUSLICE_SLICE=s2", self->s.limits,
				 self->s.ledger, "GPUSLICE_COMPUTE_REQUEST=0:50",
				 NULL };
	const char *other[] = { self->s.slice, self->s.limits,
				self->s.ledger, "GPUSLICE_COMPUTE_REQUEST=0:40",
				NULL };

	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, first));
	ASSERT_STREQ("0", ask(&self->a, "open"));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, greedy));
	EXPECT_STREQ("errno 16", ask(&self->b, "open"));	/* EBUSY */
	stop(&self->b, false);
	EXPECT_TRUE(file_has(self->b.err,
			     "GPU 0 has 60% of compute requested by other slices; slice s2's request of 50% would take it to 110%: NVIDIA devices refused"));
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, other));
	EXPECT_STREQ("errno 16", ask(&self->b, "open"));
	stop(&self->b, false);
	EXPECT_TRUE(file_has(self->b.err,
			     "slice s1 is in use on GPU 0 with compute limit=100% request=60% weight=100 priority=normal; GPUSLICE_COMPUTE_* say limit=100% request=40%"));
	/* once s1 is gone, s2 fits */
	stop(&self->a, true);
	ASSERT_EQ(0, spawn(&self->b, self->s.dir, true, greedy));
	EXPECT_STREQ("0", ask(&self->b, "open"));
}

/* The hex digits of the line after " KEY=" in @line, or -1. */
static long hex_len(const char *line, const char *key)
{
	size_t k = strlen(key);

	if (strncmp(line, key, k))
		return -1;
	return (long)strcspn(line + k, "\n");
}

TEST_F(preload, traces_parse_with_replay_and_hold_the_calls)
{
	char trace_env[128], trace[128], cmd[256], line[65536];
	const char *env[] = { self->s.slice, self->s.limits,
			      self->s.ledger, trace_env, NULL };
	bool vidmem = false, device56 = false, refused = false;
	unsigned int marks = 0;
	FILE *f;
	int rc;

	snprintf(trace_env, sizeof(trace_env), "GPUSLICE_TRACE=%s/t.%%p",
		 self->s.dir);
	ASSERT_EQ(0, spawn(&self->a, self->s.dir, true, env));
	snprintf(trace, sizeof(trace), "%s/t.%d", self->s.dir, self->a.pid);
	ASSERT_STREQ("0", ask(&self->a, "open"));
	EXPECT_STREQ("0", ask(&self->a, "mark opened"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 2", H_MEM), 0));
	EXPECT_STREQ("0", ask(&self->a, "mark two"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "alloc %u 8", H_MEM + 1), 0));
	EXPECT_STREQ("0", ask(&self->a, "mark ten"));
	ASSERT_EQ(NVRM_OK, num(ask(&self->a, "free %u", H_MEM), 0));
	EXPECT_STREQ("0", ask(&self->a, "mark eight"));
	ASSERT_EQ(NVRM_NO_MEMORY,
		  num(ask(&self->a, "alloc %u 62", H_MEM + 2), 0));
	EXPECT_STREQ("0", ask(&self->a, "mark refused"));
	stop(&self->a, false);

	/*
	 * The replay tool's own accounting of the recording, mark by mark.
	 * An empty model: with --recorded nothing is compared, and the tool
	 * counts every modelled ioctl as not agreeing (exit 1).
	 */
	snprintf(cmd, sizeof(cmd),
		 "gpuslice-replay --recorded --model /dev/null %s 2>&1", trace);
	f = popen(cmd, "r");
	ASSERT_NE(NULL, f);
	while (fgets(line, sizeof(line), f)) {
		marks += !strcmp(line, "MARK opened fb_bytes=0\n");
		marks += !strcmp(line, "MARK two fb_bytes=2097152\n");
		marks += !strcmp(line, "MARK ten fb_bytes=10485760\n");
		marks += !strcmp(line, "MARK eight fb_bytes=8388608\n");
		marks += !strcmp(line, "MARK refused fb_bytes=8388608\n");
		if (strncmp(line, "MARK", 4))
			TH_LOG("replay: %s", line);
	}
	rc = pclose(f);
	EXPECT_EQ(0, rc);
	EXPECT_EQ(5, marks);

	/*
	 * RM_ALLOC parameters by the class's size in the driver's version,
	 * not paramsSize (0 from this client as from CUDA): 128 bytes of
	 * class 0x40 (120 on 535), 56 of the device; the refusal as the
	 * program saw it, status 0x51 at 40.
	 */
	f = fopen(trace, "r");
	ASSERT_NE(NULL, f);
	while (fgets(line, sizeof(line), f)) {
		vidmem |= hex_len(line, " subpre=") ==
			  2 * NVRM_ABI(CLS_MEMORY_LOCAL_USER_PARAMS);
		device56 |= hex_len(line, " subpre=") == 112;
		refused |= hex_len(line, " post=") == 96 &&
			   !strncmp(line + 6 + 80, "51000000", 8);
	}
	fclose(f);
	EXPECT_TRUE(vidmem);
	EXPECT_TRUE(device56);
	EXPECT_TRUE(refused);
}

#else /* PRELOAD_TIMED: the compute shares only */
/* --- compute shares ----------------------------------------------------- */

#define ITEM_US		10000	/* few wakes of the workers: TCG keeps up */
#define SETTLE_US	3000000
#define MEASURE_US	10000000

FIXTURE(compute) {
	char dir[64], dir_env[128];
	struct client c[2];
	pid_t worker[2];
};

FIXTURE_SETUP(compute)
{
	ASSERT_EQ(0, access("/sys/kernel/debug/nvsim/engine", F_OK))
		TH_LOG("missing input /sys/kernel/debug/nvsim/engine: nvsim.ko and its execution engine are not loaded");
	strcpy(self->dir, "/tmp/gs-compute.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	snprintf(self->dir_env, sizeof(self->dir_env),
		 "GPUSLICE_LEDGER_DIR=%s", self->dir);
	self->worker[0] = self->worker[1] = -1;
	nvwork_reset();
}

FIXTURE_TEARDOWN(compute)
{
	char cmd[128];
	int i;

	for (i = 0; i < 2; i++) {
		if (self->worker[i] > 0)
			kill(self->worker[i], SIGKILL);
		stop(&self->c[i], true);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf %s", self->dir);
	vmenv_run("sh", "-c", cmd);
}

/*
 * Client @i of slice @slice with the compute settings @settings (NULL or
 * "KEY=VALUE" strings), and its worker: a child with a channel (in a TSG,
 * or with @bare directly under the device) kept busy @on_ms and idle
 * @off_ms in turn (@on_ms 0: never busy).
 */
static int worker_client(FIXTURE_DATA(compute) *self, int i,
			 const char *slice, const char *const *settings,
			 unsigned int on_ms, unsigned int off_ms, bool bare)
{
	char slice_env[96];
	const char *env[8] = {
		slice_env, "GPUSLICE_LIMITS=0:64MiB", self->dir_env,
	};
	const char *r;
	int n = 3;

	snprintf(slice_env, sizeof(slice_env), "GPUSLICE_SLICE=%s", slice);
	for (; settings && *settings && n < 7; settings++)
		env[n++] = *settings;
	if (spawn(&self->c[i], self->dir, true, env))
		return -1;
	r = ask(&self->c[i], "%s %d %u %u", bare ? "workbare" : "work",
		ITEM_US, on_ms, off_ms);
	self->worker[i] = strncmp(r, "errno", 5) ? atoi(r) : -1;
	return self->worker[i] > 0 ? 0 : -1;
}

static int compute_client(FIXTURE_DATA(compute) *self, int i,
			  const char *slice, const char *const *settings,
			  unsigned int on_ms, unsigned int off_ms)
{
	return worker_client(self, i, slice, settings, on_ms, off_ms, false);
}

/* A hard cap, alone on the GPU: the rest of the time the GPU idles. */
TEST_F_TIMEOUT(compute, limit_alone, 60)
{
	static const char *const limit[] = { "GPUSLICE_COMPUTE_LIMIT=0:30",
					     NULL };
	long long bp;

	ASSERT_EQ(0, compute_client(self, 0, "capped", limit, 1, 0));
	usleep(SETTLE_US);
	nvwork_measure(self->worker, 1, MEASURE_US, &bp);
	EXPECT_SHARE(bp, 30, 3);
}

/*
 * The same cap on a channel made directly under the device: RM schedules
 * it through NVA06F GPFIFO_SCHEDULE on the channel itself, which is what
 * puts it under the compute thread's control (GET_CLASS_ENGINEID, which
 * the engine once took for a channel's schedule, schedules nothing).
 */
TEST_F_TIMEOUT(compute, limit_holds_a_channel_outside_a_tsg, 60)
{
	static const char *const limit[] = { "GPUSLICE_COMPUTE_LIMIT=0:30",
					     NULL };
	long long bp;

	ASSERT_EQ(0, worker_client(self, 0, "bare", limit, 1, 0, true));
	usleep(SETTLE_US);
	nvwork_measure(self->worker, 1, MEASURE_US, &bp);
	EXPECT_SHARE(bp, 30, 3);
}

/* Two busy slices share the GPU by their weights. */
TEST_F_TIMEOUT(compute, weights_split_the_gpu, 60)
{
	static const char *const light[] = { "GPUSLICE_COMPUTE_WEIGHT=0:100",
					     NULL };
	static const char *const heavy[] = { "GPUSLICE_COMPUTE_WEIGHT=0:300",
					     NULL };
	long long bp[2], a, b;

	ASSERT_EQ(0, compute_client(self, 0, "light", light, 1, 0));
	ASSERT_EQ(0, compute_client(self, 1, "heavy", heavy, 1, 0));
	usleep(SETTLE_US);
	nvwork_measure(self->worker, 2, MEASURE_US, bp);
	a = bp[0] * 10000 / (bp[0] + bp[1]);
	b = 10000 - a;
	TH_LOG("the GPU busy %lld.%02lld%% of the time", (bp[0] + bp[1]) / 100,
	       (bp[0] + bp[1]) % 100);
	EXPECT_SHARE(a, 25, 3);
	EXPECT_SHARE(b, 75, 3);
}

/*
 * A slice with a request of half the GPU and nothing to run (its channel
 * idle) is found idle from RM's samples and costs a busy slice nothing.
 */
TEST_F_TIMEOUT(compute, an_idle_request_costs_nothing, 60)
{
	static const char *const half[] = { "GPUSLICE_COMPUTE_REQUEST=0:50",
					    NULL };
	long long bp;

	ASSERT_EQ(0, compute_client(self, 0, "idle", half, 0, 0));
	ASSERT_EQ(0, compute_client(self, 1, "busy", NULL, 1, 0));
	usleep(SETTLE_US);
	nvwork_measure(&self->worker[1], 1, MEASURE_US, &bp);
	TH_LOG("busy: %lld.%02lld%%", bp / 100, bp % 100);
	EXPECT_LE(9500, bp);
}

/*
 * kill -9 of the leader (the first slice's process to have a channel)
 * while its channels are disabled: the other slice is held back by the
 * last plan until another process leads, then has the GPU to itself.
 */
TEST_F_TIMEOUT(compute, a_killed_leader_frees_the_gpu, 60)
{
	static const char *const small[] = { "GPUSLICE_COMPUTE_LIMIT=0:10",
					     NULL };
	long long bp, b0, b1;
	int tries;

	ASSERT_EQ(0, compute_client(self, 0, "leader", small, 1, 0));
	usleep(500000);
	ASSERT_EQ(0, compute_client(self, 1, "other", NULL, 1, 0));
	usleep(SETTLE_US);
	/* disabled: it ran nothing for 20 ms */
	for (tries = 0; tries < 200; tries++) {
		b0 = nvwork_busy_us(0, self->worker[0]);
		usleep(20000);
		b1 = nvwork_busy_us(0, self->worker[0]);
		if (b0 == b1)
			break;
	}
	ASSERT_GT(200, tries);
	ASSERT_STREQ("0", ask(&self->c[0], "kill %d", self->worker[0]));
	self->worker[0] = -1;
	usleep(1000000);
	nvwork_measure(&self->worker[1], 1, MEASURE_US / 2, &bp);
	TH_LOG("after the kill: %lld.%02lld%%", bp / 100, bp % 100);
	EXPECT_LE(9500, bp);
}
#endif /* PRELOAD_TIMED */

#ifndef PRELOAD_TIMED
FIXTURE(bad) {
	char dir[64];
	struct client c;
};

FIXTURE_VARIANT(bad) {
	const char *env[5];
	const char *says;
	const char *opens;	/* the answer to "open" */
};

FIXTURE_VARIANT_ADD(bad, bad_name) {
	.env = { "GPUSLICE_SLICE=Bad!", "GPUSLICE_LIMITS=0:1GiB" },
	.says = "invalid slice name 'Bad!'",
};

FIXTURE_VARIANT_ADD(bad, decimal_unit) {
	.env = { "GPUSLICE_SLICE=s", "GPUSLICE_LIMITS=0:4GB" },
	.says = "invalid memory size '4GB': unknown unit 'GB' (use B,",
};

FIXTURE_VARIANT_ADD(bad, limits_without_slice) {
	.env = { "GPUSLICE_LIMITS=0:1GiB" },
	.says = "GPUSLICE_LIMITS is set but GPUSLICE_SLICE is not",
};

FIXTURE_VARIANT_ADD(bad, slice_without_limits) {
	.env = { "GPUSLICE_SLICE=s" },
	.says = "GPUSLICE_SLICE=s needs GPUSLICE_LIMITS",
};

FIXTURE_VARIANT_ADD(bad, gpu_twice) {
	.env = { "GPUSLICE_SLICE=s", "GPUSLICE_LIMITS=0:1GiB,0:2GiB" },
	.says = "GPU 0 is given twice",
};

FIXTURE_VARIANT_ADD(bad, compute_limit_out_of_range) {
	.env = { "GPUSLICE_SLICE=s", "GPUSLICE_LIMITS=0:1GiB",
		 "GPUSLICE_COMPUTE_LIMIT=0:130" },
	.says = "GPUSLICE_COMPUTE_LIMIT: '130': a compute limit is 1 to 100 percent",
};

FIXTURE_VARIANT_ADD(bad, compute_request_above_limit) {
	.env = { "GPUSLICE_SLICE=s", "GPUSLICE_LIMITS=0:1GiB",
		 "GPUSLICE_COMPUTE_LIMIT=0:30", "GPUSLICE_COMPUTE_REQUEST=0:50" },
	.says = "GPU 0: the compute request exceeds the compute limit",
};

FIXTURE_VARIANT_ADD(bad, missing_config_file) {
	.env = { "GPUSLICE_CONFIG=/nonexistent/gpuslice.conf" },
	.says = "GPUSLICE_CONFIG /nonexistent/gpuslice.conf: cannot be read",
};

FIXTURE_VARIANT_ADD(bad, missing_ledger_dir) {
	.env = { "GPUSLICE_SLICE=s", "GPUSLICE_LIMITS=0:1GiB",
		 "GPUSLICE_LEDGER_DIR=/nonexistent" },
	.says = "/nonexistent/gpuslice-s",
	.opens = "errno 2",	/* the ledger's own errno: ENOENT */
};

FIXTURE_SETUP(bad)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	strcpy(self->dir, "/tmp/gs-bad.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
}

FIXTURE_TEARDOWN(bad)
{
	char cmd[128];

	stop(&self->c, true);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", self->dir);
	vmenv_run("sh", "-c", cmd);
}

/* Not "no limit": the devices do not open, and stderr says why. */
TEST_F(bad, refuses_the_devices_and_says_why)
{
	const char *r;

	ASSERT_EQ(0, spawn(&self->c, self->dir, true, variant->env));
	r = ask(&self->c, "open");
	EXPECT_STREQ(variant->opens ? variant->opens : "errno 1", r);
	stop(&self->c, false);
	EXPECT_TRUE(file_has(self->c.err, variant->says));
	EXPECT_TRUE(file_has(self->c.err, "gpuslice-preload: "));
}

/* How many lines of @path contain @needle; -1 when it cannot be read. */
static int lines_with(const char *path, const char *needle)
{
	char buf[4096];
	FILE *f = fopen(path, "r");
	int n = 0;

	if (!f)
		return -1;
	while (fgets(buf, sizeof(buf), f))
		n += !!strstr(buf, needle);
	fclose(f);
	return n;
}

/*
 * The driver's version (docs/abi.md, "The driver's version at run time"):
 * nvsim loaded as a driver without a table (its test-only facts= keeps it
 * working), another release of a supported branch, or its default, a
 * supported version; the library with a slice and a trace, and with the
 * override. A driver without a table has the devices refused with one
 * message, as a bad configuration; the override is said once as
 * unsupported, a branch's table once; the trace names the driver.
 */
FIXTURE(driver_version) {
	struct slice_env s;
	struct client c;
	char trace[128], nv[64];
	const char *env[6];
};

/**
 * struct _fixture_variant_driver_version - the driver and the library's
 * configuration
 * @params: nvsim's parameters; NULL: as the VM loads it (580.159.04, or
 *	    the version a suite was started at: scripts/run-tests BIN@VERSION)
 * @override: GPUSLICE_NV_VERSION's value; NULL: unset
 * @opens: the client's answer to "open"
 * @says: the line the library says once on stderr; NULL: nothing
 * @traced: the trace's DRIVER record; NULL: that of the version nvsim was
 *	    loaded as, matched exactly
 */
FIXTURE_VARIANT(driver_version) {
	const char *params;
	const char *override;
	const char *opens;
	const char *says;
	const char *traced;
};

FIXTURE_VARIANT_ADD(driver_version, unknown_branch) {
	.params = "version=600.10.01 facts=580.159.04",
	.opens = "errno 71",	/* EPROTO */
	.says = "gpuslice-preload: NVIDIA driver 600.10.01 is not a version gpuslice supports (supported: 535.288.01, 545.29.06, 550.163.01, 555.58.02, 560.35.03, 565.77, 570.211.01, 575.64.05, 580.142, 580.159.04, 590.48.01, 595.45.04; GPUSLICE_NV_VERSION names one to use anyway, unsupported): NVIDIA devices refused",
	.traced = "DRIVER version=600.10.01 table=none match=unsupported",
};

FIXTURE_VARIANT_ADD(driver_version, unknown_branch_override) {
	.params = "version=600.10.01 facts=580.159.04",
	.override = "580.159.04",
	.opens = "0",
	.says = "gpuslice-preload: NVIDIA driver 600.10.01: calls read as 580.159.04 has them, as GPUSLICE_NV_VERSION says: an unsupported configuration",
	.traced = "DRIVER version=600.10.01 table=580.159.04 match=override",
};

FIXTURE_VARIANT_ADD(driver_version, old_release) {
	.params = "version=580.40.01 facts=580.159.04",
	.opens = "errno 71",
	.says = "gpuslice-preload: NVIDIA driver 580.40.01 is not a version gpuslice supports",
	.traced = "DRIVER version=580.40.01 table=none match=unsupported",
};

FIXTURE_VARIANT_ADD(driver_version, branch) {
	.params = "version=580.65.06",
	.opens = "0",
	.says = "gpuslice-preload: NVIDIA driver 580.65.06 is not a version gpuslice lists; using the table of 580.142, of its branch",
	.traced = "DRIVER version=580.65.06 table=580.142 match=branch",
};

FIXTURE_VARIANT_ADD(driver_version, exact) {
	.opens = "0",
};

FIXTURE_SETUP(driver_version)
{
	unsigned int n = 0;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	if (variant->params)
		ASSERT_EQ(0, vmenv_reload_nvsim(variant->params));
	ASSERT_TRUE(slice_env_make(&self->s, "drv", "0:64MiB"));
	snprintf(self->trace, sizeof(self->trace), "GPUSLICE_TRACE=%s/trace",
		 self->s.dir);
	self->env[n++] = self->s.slice;
	self->env[n++] = self->s.limits;
	self->env[n++] = self->s.ledger;
	self->env[n++] = self->trace;
	if (variant->override) {
		snprintf(self->nv, sizeof(self->nv), "GPUSLICE_NV_VERSION=%s",
			 variant->override);
		self->env[n++] = self->nv;
	}
	self->env[n] = NULL;
}

FIXTURE_TEARDOWN(driver_version)
{
	stop(&self->c, true);
	slice_env_remove(&self->s);
	if (variant->params && vmenv_reload_nvsim(""))
		TH_LOG("cannot load nvsim back with its defaults");
}

TEST_F(driver_version, opens_says_once_and_traces)
{
	const char *traced = variant->traced;
	char trace[128], exact[192], loaded[64] = "";
	FILE *f;

	if (!traced) {
		f = fopen("/sys/module/nvsim/parameters/version", "r");
		ASSERT_NE(NULL, f);
		ASSERT_EQ(1, fscanf(f, "%63s", loaded));
		fclose(f);
		snprintf(exact, sizeof(exact),
			 "DRIVER version=%s table=%s match=exact", loaded,
			 loaded);
		traced = exact;
	}
	ASSERT_EQ(0, spawn(&self->c, self->s.dir, true, self->env));
	EXPECT_STREQ(variant->opens, ask(&self->c, "open"));
	/* a second try: the same answer, nothing said again */
	if (strcmp(variant->opens, "0")) {
		EXPECT_STREQ(variant->opens, ask(&self->c, "open"));
	} else {
		EXPECT_EQ(NVRM_OK, num(ask(&self->c, "alloc %u 16", H_MEM), 0));
	}
	stop(&self->c, false);
	if (variant->says) {
		EXPECT_EQ(1, lines_with(self->c.err, variant->says))
			TH_LOG("%s", variant->says);
		EXPECT_EQ(1, lines_with(self->c.err, "gpuslice-preload: "));
	} else {
		EXPECT_FALSE(file_has(self->c.err, "gpuslice"));
	}
	snprintf(trace, sizeof(trace), "%s/trace", self->s.dir);
	EXPECT_EQ(1, lines_with(trace, traced)) TH_LOG("%s", traced);
	EXPECT_EQ(1, lines_with(trace, "DRIVER "));
}
#endif /* !PRELOAD_TIMED */

TEST_HARNESS_MAIN
