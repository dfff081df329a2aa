// SPDX-License-Identifier: GPL-2.0
/*
 * The user-space engine's logic without a driver: its configuration,
 * its table of RM objects (cascading frees as RM does), its managed
 * ranges, and the shared ledger: limits across processes, reaping of the
 * dead, and repair after a process died holding the ledger's lock.
 * Each test runs in a child of its own (kselftest), so the environment
 * and the library's state start clean.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "config.h"
#include "managed.h"
#include "mem.h"
#include "objects.h"
#include "shm_ledger.h"

#define MiB (1ULL << 20)
#define GiB (1ULL << 30)

TEST(limits_parse)
{
	u64 limit[GS_MAX_GPUS];
	char err[256];
	u32 gpus;

	ASSERT_EQ(NULL, gs_config_parse_limits("0:4GiB,1:2048,3:1.5GiB", &gpus,
					       limit, err, sizeof(err)));
	EXPECT_EQ(0xbU, gpus);
	EXPECT_EQ(4 * GiB, limit[0]);
	EXPECT_EQ(2 * GiB, limit[1]);
	EXPECT_EQ(1536 * MiB, limit[3]);
	ASSERT_EQ(NULL, gs_config_parse_limits("31:1 MiB", &gpus, limit, err,
					       sizeof(err)));
	EXPECT_EQ(1U << 31, gpus);
}

TEST(limits_refused_with_reasons)
{
	static const struct {
		const char *text, *why;
	} bad[] = {
		{ "", "no limits" },
		{ "4GiB", "expected GPU:SIZE" },
		{ "32:1GiB", "a number from 0 to 31" },
		{ "-1:1GiB", "a number from 0 to 31" },
		{ "x:1GiB", "a number from 0 to 31" },
		{ "0:4GB", "unknown unit" },
		{ "0:1.5KiB", "not a whole number of MiB" },
		{ "0:0", "at least 1 MiB" },
		{ "0:-1", "cannot be negative" },
		{ "0:1GiB,", "trailing comma" },
		{ "0:1GiB,0:2GiB", "GPU 0 is given twice" },
		{ "0:99999999999999999999GiB", "too large" },
	};
	u64 limit[GS_MAX_GPUS];
	char err[256];
	unsigned int i;
	u32 gpus;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		const char *why = gs_config_parse_limits(bad[i].text, &gpus,
							 limit, err,
							 sizeof(err));

		ASSERT_NE(NULL, why) TH_LOG("'%s' accepted", bad[i].text);
		EXPECT_NE(NULL, strstr(why, bad[i].why))
			TH_LOG("'%s': %s", bad[i].text, why);
	}
}

TEST(nothing_configured_is_no_slice)
{
	struct gs_config c;

	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_LIMITS");
	unsetenv("GPUSLICE_CONFIG");
	unsetenv("GPUSLICE_TRACE");
	gs_config_load(&c, 42);
	EXPECT_STREQ("", c.error);
	EXPECT_FALSE(gs_config_slice(&c));
	EXPECT_STREQ("", c.trace);
	EXPECT_STREQ("/dev/shm", c.ledger_dir);
}

TEST(environment_and_file)
{
	char path[] = "/tmp/gs-conf.XXXXXX";
	struct gs_config c;
	int fd = mkstemp(path);
	const char text[] = "# a slice\nGPUSLICE_SLICE = web-1\n"
			    "GPUSLICE_LIMITS=0:2GiB\nGPUSLICE_TRACE=/t/%p.x\n";

	ASSERT_LE(0, fd);
	ASSERT_EQ((ssize_t)strlen(text), write(fd, text, strlen(text)));
	close(fd);
	setenv("GPUSLICE_CONFIG", path, 1);
	unsetenv("GPUSLICE_SLICE");
	unsetenv("GPUSLICE_TRACE");
	setenv("GPUSLICE_LIMITS", "0:1GiB", 1);	/* the environment wins */
	gs_config_load(&c, 42);
	unlink(path);
	EXPECT_STREQ("", c.error);
	EXPECT_TRUE(gs_config_slice(&c));
	EXPECT_STREQ("web-1", c.slice);
	EXPECT_EQ(1U, c.gpus);
	EXPECT_EQ(1 * GiB, c.limit[0]);
	EXPECT_STREQ("/t/42.x", c.trace);
}

TEST(file_errors_name_the_line)
{
	char path[] = "/tmp/gs-conf.XXXXXX";
	struct gs_config c;
	int fd = mkstemp(path);
	const char text[] = "GPUSLICE_SLICE=a\nGPUSLICE_LIMIT=0:1GiB\n";

	ASSERT_LE(0, fd);
	ASSERT_EQ((ssize_t)strlen(text), write(fd, text, strlen(text)));
	close(fd);
	setenv("GPUSLICE_CONFIG", path, 1);
	gs_config_load(&c, 1);
	EXPECT_NE(NULL, strstr(c.error, ":2: unknown key 'GPUSLICE_LIMIT'"))
		TH_LOG("%s", c.error);
	EXPECT_FALSE(gs_config_slice(&c));
	unlink(path);
}

TEST(relative_ledger_dir_refused)
{
	struct gs_config c;

	unsetenv("GPUSLICE_CONFIG");
	setenv("GPUSLICE_SLICE", "a", 1);
	setenv("GPUSLICE_LIMITS", "0:1GiB", 1);
	setenv("GPUSLICE_LEDGER_DIR", "shm", 1);
	gs_config_load(&c, 1);
	EXPECT_NE(NULL, strstr(c.error, "not an absolute directory path"));
}

static void obj(u32 client, u32 handle, u32 parent, int gpu, u64 bytes,
		u64 file)
{
	struct gs_obj o = {
		.client = client, .handle = handle, .parent = parent,
		.gpu = gpu, .bytes = bytes, .file = file,
	};

	gs_objs_add(&o);
}

/* A client, a device on GPU 1 with a subdevice, memory under both. */
static void tree(u32 c, u64 file)
{
	obj(c, c, 0, GS_GPU_NONE, 0, file);
	obj(c, 0xd, c, 1, 0, 0);
	obj(c, 0x5d, 0xd, 1, 0, 0);
	obj(c, 0x100, 0xd, 1, 2 * MiB, 0);
	obj(c, 0x101, 0x5d, 1, 4 * MiB, 0);
	obj(c, 0x102, 0xd, GS_GPU_ALL, 8 * MiB, 0);
}

TEST(objects_free_as_rm_does)
{
	struct gs_refund r;

	tree(0xc1d00001, 7);
	tree(0xc1d00002, 8);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00001, 0x5d));
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00001, 0x999));

	/* one object */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0x100, &r);
	EXPECT_EQ(2 * MiB, r.gpu[1]);
	EXPECT_EQ(0, r.all);
	/* freeing it again, or an unknown handle, gives nothing */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0x100, &r);
	EXPECT_EQ(0, r.gpu[1]);
	/* a subdevice takes what is under it */
	gs_objs_free(0xc1d00001, 0x5d, &r);
	EXPECT_EQ(4 * MiB, r.gpu[1]);
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00001, 0x101));
	/* the client: everything else of it, nothing of the other */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00001, 0xc1d00001, &r);
	EXPECT_EQ(0, r.gpu[1]);
	EXPECT_EQ(8 * MiB, r.all);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00002, 0x5d));
	/* a device's subtree, through two levels */
	memset(&r, 0, sizeof(r));
	gs_objs_free(0xc1d00002, 0xd, &r);
	EXPECT_EQ(6 * MiB, r.gpu[1]);
	EXPECT_EQ(8 * MiB, r.all);
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00002, 0xd));
}

TEST(objects_go_with_their_file)
{
	struct gs_refund r;

	tree(0xc1d00001, 7);
	tree(0xc1d00002, 8);
	tree(0xc1d00003, 7);
	memset(&r, 0, sizeof(r));
	gs_objs_free_file(7, &r);
	EXPECT_EQ(12 * MiB, r.gpu[1]);
	EXPECT_EQ(16 * MiB, r.all);
	EXPECT_EQ(1, gs_objs_gpu(0xc1d00002, 0xd));
	EXPECT_EQ(GS_GPU_NONE, gs_objs_gpu(0xc1d00003, 0xd));
}

/* A thread's own stack, read and written as the main thread's is. */
static void *copy_on_a_thread(void *arg)
{
	char here[64], back[64];

	(void)arg;
	memset(here, 0x5a, sizeof(here));
	if (gs_mem_read(back, here, sizeof(back)) != sizeof(back) ||
	    memcmp(back, here, sizeof(back)) ||
	    !gs_mem_write(here, "x", 1) || here[0] != 'x')
		return (void *)1;
	return NULL;
}

/*
 * Arguments are the program's pointers: the stack of the calling thread
 * (CUDA's), the heap, and bad ones, which must give a short copy, never
 * SIGSEGV (the driver answers EFAULT to them).
 */
TEST(memory_copies_do_not_fault)
{
	char on_stack[256], back[256];
	long page = sysconf(_SC_PAGESIZE);
	char *heap = malloc(256), *map;
	pthread_t t;
	void *ret;

	ASSERT_NE(NULL, heap);
	memset(on_stack, 1, sizeof(on_stack));
	memset(heap, 2, 256);
	EXPECT_EQ(sizeof(back), gs_mem_read(back, on_stack, sizeof(back)));
	EXPECT_EQ(0, memcmp(back, on_stack, sizeof(back)));
	EXPECT_EQ(256, gs_mem_read(back, heap, 256));
	EXPECT_EQ(0, memcmp(back, heap, 256));
	EXPECT_TRUE(gs_mem_write(on_stack, heap, 16));
	EXPECT_EQ(2, on_stack[15]);

	/* two pages, the second unmapped: a short read, then none */
	map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, map);
	ASSERT_EQ(0, munmap(map + page, page));
	EXPECT_EQ(128, gs_mem_read(back, map + page - 128, 256));
	EXPECT_EQ(0, gs_mem_read(back, map + page, 16));
	EXPECT_FALSE(gs_mem_write(map + page, back, 16));
	EXPECT_EQ(0, gs_mem_read(back, (void *)16, 16));
	munmap(map, page);

	ASSERT_EQ(0, pthread_create(&t, NULL, copy_on_a_thread, NULL));
	ASSERT_EQ(0, pthread_join(t, &ret));
	EXPECT_EQ(NULL, ret);
	free(heap);
}

TEST(managed_ranges)
{
	gs_managed_add(0x200000000ULL, 64 * MiB);
	gs_managed_add(0x300000000ULL, 2 * MiB);
	/* a hole in the middle, then both ends, then what is left */
	EXPECT_EQ(4 * MiB, gs_managed_remove(0x200000000ULL + 8 * MiB,
					     4 * MiB));
	EXPECT_EQ(8 * MiB, gs_managed_remove(0x200000000ULL, 8 * MiB));
	EXPECT_EQ(0, gs_managed_remove(0x200000000ULL, 8 * MiB));
	EXPECT_EQ(52 * MiB, gs_managed_remove(0x1f0000000ULL, 2 * GiB));
	EXPECT_EQ(2 * MiB, gs_managed_remove(0, ~0ULL));
	EXPECT_EQ(0, gs_managed_remove(0, ~0ULL));
}

FIXTURE(shm) {
	char dir[64];
	struct gs_config c;
};

FIXTURE_SETUP(shm)
{
	char err[256];

	strcpy(self->dir, "/tmp/gs-shm.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	memset(&self->c, 0, sizeof(self->c));
	strcpy(self->c.slice, "u");
	strcpy(self->c.ledger_dir, self->dir);
	self->c.gpus = 0x3;
	self->c.limit[0] = 64 * MiB;
	self->c.limit[1] = 32 * MiB;
	ASSERT_EQ(0, gs_shm_attach(&self->c, true, err, sizeof(err)))
		TH_LOG("%s", err);
}

FIXTURE_TEARDOWN(shm)
{
	char path[128];

	snprintf(path, sizeof(path), "%s/gpuslice-u", self->dir);
	unlink(path);
	rmdir(self->dir);
}

static u64 used(const char *dir, unsigned int gpu, u64 *denials)
{
	unsigned int members;
	struct gs_ledger l;

	if (gs_shm_read(dir, "u", gpu, &l, &members))
		return ~0ULL;
	if (denials)
		*denials = l.denials;
	return l.used;
}

TEST_F(shm, charges_per_gpu_and_on_all)
{
	struct gs_mem_view v;
	u64 denials;

	EXPECT_TRUE(gs_shm_charge(0, 60 * MiB));
	EXPECT_FALSE(gs_shm_charge(0, 8 * MiB));
	EXPECT_TRUE(gs_shm_charge(1, 8 * MiB));
	/* all GPUs, all or nothing: GPU 0 has 4 MiB left */
	EXPECT_FALSE(gs_shm_charge(GS_GPU_ALL, 8 * MiB));
	EXPECT_EQ(8 * MiB, used(self->dir, 1, NULL));
	EXPECT_TRUE(gs_shm_charge(GS_GPU_ALL, 4 * MiB));
	EXPECT_EQ(64 * MiB, used(self->dir, 0, &denials));
	EXPECT_EQ(2, denials);
	EXPECT_EQ(12 * MiB, used(self->dir, 1, NULL));
	/* a GPU without a limit takes nothing */
	EXPECT_FALSE(gs_shm_charge(2, 1));
	/* the views: per GPU, and the smallest share of all */
	gs_shm_view(1, &v);
	EXPECT_EQ(32 * MiB, v.limit);
	EXPECT_EQ(12 * MiB, v.used);
	gs_shm_view(GS_GPU_ALL, &v);
	EXPECT_EQ(32 * MiB, v.limit);
	EXPECT_EQ(32 * MiB, v.used);	/* GPU 0 has nothing left */
	gs_shm_refund(GS_GPU_ALL, 4 * MiB);
	gs_shm_refund(0, 60 * MiB);
	/* never more than this process holds */
	gs_shm_refund(1, 1 * GiB);
	EXPECT_EQ(0, used(self->dir, 0, NULL));
	EXPECT_EQ(0, used(self->dir, 1, NULL));
}

/* A child of the slice that charges @bytes on GPU 0 and waits. */
static pid_t holder(u64 bytes, int *ready_fd)
{
	int p[2];
	pid_t pid;
	char c = 0;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		gs_shm_forked();
		c = gs_shm_charge(0, bytes) ? 1 : 2;
		if (write(p[1], &c, 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(p[1]);
	if (read(p[0], &c, 1) != 1 || c != 1) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	*ready_fd = p[0];
	return pid;
}

TEST_F(shm, the_dead_are_reaped)
{
	pid_t a, b;
	int fa, fb;
	s32 pids[8];

	a = holder(40 * MiB, &fa);
	ASSERT_LT(0, a);
	b = holder(20 * MiB, &fb);
	ASSERT_LT(0, b);
	EXPECT_EQ(60 * MiB, used(self->dir, 0, NULL));
	EXPECT_FALSE(gs_shm_charge(0, 8 * MiB));
	/* this process and the two holders */
	EXPECT_EQ(3, gs_shm_pids(pids, 8));
	kill(a, SIGKILL);
	/* dead but not waited for: a zombie, whose files are closed already */
	ASSERT_EQ(0, waitid(P_PID, a, &(siginfo_t){ 0 }, WEXITED | WNOWAIT));
	EXPECT_TRUE(gs_shm_charge(0, 8 * MiB));
	EXPECT_EQ(28 * MiB, used(self->dir, 0, NULL));
	EXPECT_EQ(2, gs_shm_pids(pids, 8));
	waitpid(a, NULL, 0);
	kill(b, SIGKILL);
	waitpid(b, NULL, 0);
	EXPECT_EQ(8 * MiB, used(self->dir, 0, NULL));
	close(fa);
	close(fb);
}

/* gpuslice-ledger @args; its output in @out, its exit status returned. */
static int ledger_tool(const char *args, char *out, size_t len)
{
	char cmd[256];
	size_t n = 0;
	FILE *p;
	int st;

	snprintf(cmd, sizeof(cmd), "%s %s 2>/dev/null", GS_LEDGER_TOOL, args);
	p = popen(cmd, "r");
	if (!p)
		return -1;
	n = fread(out, 1, len - 1, p);
	out[n] = 0;
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* What an admin sees of a slice: its ledger and who holds what in it. */
TEST_F(shm, gpuslice_ledger_shows_the_members)
{
	char out[1024], args[128], want[256];
	pid_t a;
	int fa;

	a = holder(40 * MiB, &fa);
	ASSERT_LT(0, a);
	ASSERT_TRUE(gs_shm_charge(0, 8 * MiB));
	ASSERT_FALSE(gs_shm_charge(0, 20 * MiB));
	snprintf(args, sizeof(args), "--dir %s u", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "slice=u gpu=0 limit=67108864 used=50331648 peak=50331648 denials=1 members=2\n"))
		TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d bytes=%llu\n", (int)a,
		 40 * MiB);
	EXPECT_NE(NULL, strstr(out, want)) TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d bytes=%llu\n",
		 (int)getpid(), 8 * MiB);
	EXPECT_NE(NULL, strstr(out, want)) TH_LOG("%s", out);
	/* GPU 1, where nothing is held */
	snprintf(args, sizeof(args), "--dir %s u 1", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "gpu=1 limit=33554432 used=0 "))
		TH_LOG("%s", out);

	/* the dead are given back before the tool says anything */
	kill(a, SIGKILL);
	waitpid(a, NULL, 0);
	close(fa);
	snprintf(args, sizeof(args), "--dir %s u", self->dir);
	ASSERT_EQ(0, ledger_tool(args, out, sizeof(out)));
	EXPECT_NE(NULL, strstr(out, "used=8388608 peak=50331648 denials=1 members=1\n"))
		TH_LOG("%s", out);
	snprintf(want, sizeof(want), "member pid=%d", (int)a);
	EXPECT_EQ(NULL, strstr(out, want)) TH_LOG("%s", out);

	/* no such slice: 1; a bad name, GPU or option: 2 */
	snprintf(args, sizeof(args), "--dir %s nope", self->dir);
	EXPECT_EQ(1, ledger_tool(args, out, sizeof(out)));
	EXPECT_EQ(2, ledger_tool("Bad/Name", out, sizeof(out)));
	snprintf(args, sizeof(args), "--dir %s u 32", self->dir);
	EXPECT_EQ(2, ledger_tool(args, out, sizeof(out)));
	EXPECT_EQ(2, ledger_tool("", out, sizeof(out)));
	gs_shm_refund(0, 8 * MiB);
}

/*
 * A process killed while it holds the ledger's lock, in the middle of an
 * update: the next owner of the lock makes the ledger whole again.
 */
TEST_F(shm, a_death_under_the_lock_is_repaired)
{
	char path[128];
	struct gs_shm *s;
	int fd, st;
	pid_t pid;

	ASSERT_TRUE(gs_shm_charge(0, 16 * MiB));
	snprintf(path, sizeof(path), "%s/gpuslice-u", self->dir);
	fd = open(path, O_RDWR);
	ASSERT_LE(0, fd);
	s = mmap(NULL, sizeof(*s), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	ASSERT_NE(MAP_FAILED, s);
	pid = fork();
	if (pid == 0) {
		pthread_mutex_lock(&s->lock);
		/* half an update: the ledger moved, no member did */
		s->ledger[0].used += 32 * MiB;
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &st, 0));
	EXPECT_EQ(48 * MiB, s->ledger[0].used);
	/* 16 held + 48 asked = 64: fits once the ledger is repaired */
	EXPECT_TRUE(gs_shm_charge(0, 48 * MiB));
	EXPECT_EQ(64 * MiB, used(self->dir, 0, NULL));
	munmap(s, sizeof(*s));
	close(fd);
}

TEST_HARNESS_MAIN
