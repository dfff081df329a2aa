// SPDX-License-Identifier: GPL-2.0
/*
 * Framebuffer held through dups, charged as RM counts it (issue 23), by
 * the user-space engine's own decisions (engine.c): the processes of a
 * slice are children of the test, each running the engine as the library
 * does, and the driver's part is played by a stand-in that answers every
 * call NV_OK, writing back what RM writes for these calls (the status; a
 * class-0x40 size RM keeps as asked, whole 2 MiB pages). After every step
 * each process's bytes in the slice's ledger (gs_shm_read_members(), what
 * gpuslice-ledger and the differential test read) must be what RM counts
 * for it: private + shared of GET_PID_INFO. For one process holding three
 * handles on a block that is the H200's measured table
 * (docs/gpu-findings.md, "GET_PID_INFO and RM_DUP_OBJECT"); across
 * processes it is RM's rule in its sources (580.142, mem.c
 * memCopyConstruct and memDestructCommon, gpu_rmapi.c
 * _gpuCollectMemInfo): a dup is linked right after its source and owns
 * nothing, and when the owner's handle goes (RM_FREE of it, of its
 * client, the close of the file holding the client, the process's exit)
 * the next handle on the list owns the block, which then counts for its
 * process. The expected numbers below are written out from that rule,
 * step by step.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "config.h"
#include "engine.h"
#include "nv_charge.h"
#include "nv_escape.h"
#include "nv_rmapi.h"
#include "shm_ledger.h"

#define MiB (1ULL << 20)
#define PROCS 4
#define H_DEV 0x5c000002u
/* NV_MEMORY_ALLOCATION_PARAMS: cudaMalloc's flags and attr, its size */
#define MEMPARAMS_FLAGS 8
#define MEMPARAMS_ATTR 24
#define MEMPARAMS_SIZE 64
/* the fds of the stand-in driver's files: 100 + the file's number */
#define FD_BASE 100

/* The driver's part: NV_OK for every call, where RM writes its status. */
static int stand_in_rm(int fd, unsigned long req, ...)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(gs_engine_abi(),
							 _IOC_NR(req));
	va_list ap;
	u8 *arg;

	(void)fd;
	va_start(ap, req);
	arg = va_arg(ap, u8 *);
	va_end(ap);
	if (!e || !gs_nv_escape_size_ok(e, _IOC_SIZE(req))) {
		errno = EINVAL;
		return -1;
	}
	gs_put_u32(arg, gs_nv_escape_status(e, _IOC_SIZE(req)), 0);
	return 0;
}

/* What a test asks a process to do. */
enum op {
	OPEN,		/* a ctl file, @file */
	CLIENT,		/* a client @client through file @file */
	ALLOC,		/* @mib MiB of class 0x40 as (@client, @handle) */
	DUP,		/* (@src_client, @src_handle) as (@client, @handle) */
	SHARE,		/* RM_SHARE of (@src_client, @src_handle) */
	FREE,		/* RM_FREE of (@client, @handle); a client when equal */
	CLOSE,		/* the last fd of file @file closed */
	FORK,		/* a child, which answers on the spare pipes */
	FILL,		/* the slice's table of handles filled up */
	EXIT,		/* exit(0): the files close with the process */
};

struct cmd {
	u32 op, file, client, handle, src_client, src_handle;
	u64 mib;
};

static u32 rm(u32 file, u32 nr, void *arg, u32 size)
{
	struct gs_fd f = { .kind = GS_FD_CTL, .minor = 255, .file = file };
	unsigned long req = _IOC(_IOC_READ | _IOC_WRITE, 'F', nr, size);
	const struct gs_nv_escape *e;

	if (gs_engine_ioctl(stand_in_rm, FD_BASE + file, &f, req, arg))
		return 0xdead0000u | errno;
	/* the engine knows the driver's version once it took a call */
	e = gs_nv_escape_find(gs_engine_abi(), nr);
	return gs_get_u32(arg, gs_nv_escape_status(e, size));
}

/* Carries out @c in this process: an RM status, or what @c answers. */
static u32 run(const struct cmd *c, int spare_in, int spare_out);

/* A process of the slice: commands on @in, answers on @out. */
static void serve(int in, int out, int spare_in, int spare_out)
{
	struct cmd c;
	u32 answer;

	while (read(in, &c, sizeof(c)) == sizeof(c)) {
		answer = run(&c, spare_in, spare_out);
		if (write(out, &answer, sizeof(answer)) != sizeof(answer))
			break;
		if (c.op == EXIT)
			_exit(0);
	}
	_exit(0);
}

static u32 run(const struct cmd *c, int spare_in, int spare_out)
{
	struct gs_fd f = { .kind = GS_FD_CTL, .minor = 255, .file = c->file };
	u8 params[128] = { 0 };
	struct gs_nvos64 a = { 0 };
	struct gs_nvos55 d = { 0 };
	struct gs_nvos57 s = { 0 };
	u32 fr[4] = { 0 };
	pid_t pid;
	int n;

	switch (c->op) {
	case OPEN:
		return -gs_engine_opened(FD_BASE + c->file, &f);
	case CLIENT:
		a.hnew = c->client;
		a.hclass = 0x41;
		return rm(c->file, GS_ABI_ESC_RM_ALLOC, &a, sizeof(a));
	case ALLOC:
		gs_put_u32(params, MEMPARAMS_FLAGS, 0x1c101);
		gs_put_u32(params, MEMPARAMS_ATTR, 0x18000000);
		gs_put_u64(params, MEMPARAMS_SIZE, c->mib * MiB);
		a = (struct gs_nvos64){
			.hroot = c->client, .hparent = H_DEV,
			.hnew = c->handle, .hclass = 0x40,
			.params = (uintptr_t)params,
		};
		return rm(c->file, GS_ABI_ESC_RM_ALLOC, &a, sizeof(a));
	case DUP:
		d = (struct gs_nvos55){
			.hclient = c->client, .hparent = H_DEV,
			.hobject = c->handle, .hclient_src = c->src_client,
			.hobject_src = c->src_handle,
		};
		return rm(c->file, GS_ABI_ESC_RM_DUP_OBJECT, &d, sizeof(d));
	case SHARE:
		s.hclient = c->src_client;
		s.hobject = c->src_handle;
		s.policy.type = GS_RS_SHARE_ALL;
		s.policy.access_mask = BIT(GS_RS_ACCESS_DUP_OBJECT);
		return rm(c->file, 0x35, &s, sizeof(s));
	case FREE:
		fr[0] = c->client;
		fr[1] = c->handle == c->client ? 0 : H_DEV;
		fr[2] = c->handle;
		return rm(c->file, GS_ABI_ESC_RM_FREE, fr, sizeof(fr));
	case CLOSE:
		gs_engine_closed(FD_BASE + c->file, &f, true);
		return 0;
	case FORK:
		pid = fork();
		if (pid == 0) {
			/* what the library's pthread_atfork handler does */
			gs_engine_forked();
			serve(spare_in, spare_out, -1, -1);
		}
		return pid;
	case FILL:
		for (n = 0; gs_shm_fb_charge(GS_GPU_ALL, 0, c->client) >= 0; n++)
			;
		return n;
	case EXIT:
		return 0;
	}
	return ~0U;
}

/**
 * struct proc - a process of the slice, as the test sees it
 * @pid: its pid, 0 before it starts and after it is gone
 * @in, @out: the test's ends of its command and answer pipes
 */
struct proc {
	pid_t pid;
	int in, out;
};

FIXTURE(dups) {
	char dir[64];
	struct proc p[PROCS];
	/* pipes a forked process answers on: the next free entry's */
	int spare_in, spare_out, spare;
};

/*
 * Starts process @i, a child of the test, serving commands; the spare
 * pipes go with it, for a child it forks.
 */
static pid_t start(FIXTURE_DATA(dups) *self, int i)
{
	int cmd[2], ans[2];
	pid_t pid;

	if (pipe(cmd) || pipe(ans))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(cmd[1]);
		close(ans[0]);
		gs_engine_forked();
		serve(cmd[0], ans[1], self->spare_in, self->spare_out);
	}
	close(cmd[0]);
	close(ans[1]);
	self->p[i] = (struct proc){ .pid = pid, .in = cmd[1], .out = ans[0] };
	return pid;
}

/* Makes the spare pipes, for the next process to be forked as entry @i. */
static void spare(FIXTURE_DATA(dups) *self, int i)
{
	int cmd[2], ans[2];

	if (pipe(cmd) || pipe(ans))
		abort();
	self->spare_in = cmd[0];
	self->spare_out = ans[1];
	self->spare = i;
	self->p[i] = (struct proc){ .in = cmd[1], .out = ans[0] };
}

static void config(const char *dir, const char *limits)
{
	struct gs_config c;

	/* no driver to ask: calls laid out as 580.159.04 has them */
	setenv("GPUSLICE_NV_VERSION", "580.159.04", 1);
	setenv("GPUSLICE_SLICE", "d", 1);
	setenv("GPUSLICE_LIMITS", limits, 1);
	setenv("GPUSLICE_LEDGER_DIR", dir, 1);
	unsetenv("GPUSLICE_TRACE");
	unsetenv("GPUSLICE_CONFIG");
	gs_config_load(&c, getpid());
	gs_engine_init(&c, true);
}

FIXTURE_SETUP(dups)
{
	strcpy(self->dir, "/tmp/gs-dups.XXXXXX");
	ASSERT_NE(NULL, mkdtemp(self->dir));
	memset(self->p, 0, sizeof(self->p));
	config(self->dir, "0:256MiB");
	spare(self, PROCS - 1);
}

FIXTURE_TEARDOWN(dups)
{
	char cmd[128];
	int i;

	for (i = 0; i < PROCS; i++) {
		if (self->p[i].pid > 0) {
			kill(self->p[i].pid, SIGKILL);
			waitpid(self->p[i].pid, NULL, 0);
		}
	}
	snprintf(cmd, sizeof(cmd), "rm -rf %s", self->dir);
	if (system(cmd))
		TH_LOG("could not remove %s", self->dir);
}

/* Asks process @i to do @c; its answer. */
static u32 ask(FIXTURE_DATA(dups) *self, int i, struct cmd c)
{
	struct proc *p = &self->p[i];
	u32 answer = ~0U;

	if (write(p->in, &c, sizeof(c)) != sizeof(c) ||
	    read(p->out, &answer, sizeof(answer)) != sizeof(answer))
		return ~0U;
	if (c.op == FORK)
		/* the child is the spare entry; a grandchild is not waited for */
		self->p[self->spare].pid = answer;
	return answer;
}

#define DO(i, ...) ask(self, (i), (struct cmd){ __VA_ARGS__ })

/* Process @i with a ctl file (1) and client @client. */
static bool with_client(FIXTURE_DATA(dups) *self, int i, u32 client)
{
	if (!self->p[i].pid && start(self, i) <= 0)
		return false;
	return !DO(i, .op = OPEN, .file = 1) &&
	       !DO(i, .op = CLIENT, .file = 1, .client = client);
}

/* Waits for process @i, which is exiting or killed. */
static void gone(FIXTURE_DATA(dups) *self, int i)
{
	waitpid(self->p[i].pid, NULL, 0);
	self->p[i].pid = 0;
}

/*
 * What each process holds in the slice's ledger on GPU 0, in MiB, into
 * @mib (0 for one that is no member); false when the ledger cannot be
 * read or its use is not the sum of its members'.
 */
static bool ledger(FIXTURE_DATA(dups) *self, long long *mib)
{
	struct gs_shm_holder held[GS_SHM_MEMBERS];
	unsigned int members, k;
	struct gs_ledger l;
	u64 sum = 0;
	int i;

	if (gs_shm_read_members(self->dir, "d", 0, &l, held, GS_SHM_MEMBERS,
				&members))
		return false;
	for (i = 0; i < PROCS; i++)
		mib[i] = 0;
	for (k = 0; k < members && k < GS_SHM_MEMBERS; k++) {
		sum += held[k].bytes;
		for (i = 0; i < PROCS; i++)
			if (self->p[i].pid == held[k].pid)
				mib[i] = held[k].bytes / MiB;
	}
	return sum == l.used;
}

/* After step @step, processes 0.. hold @a, @b, @c MiB as RM counts them. */
#define HOLD(step, a, b, c)                                             \
	do {                                                            \
		long long m[PROCS];                                     \
		ASSERT_TRUE(ledger(self, m)) TH_LOG("%s", step);        \
		EXPECT_EQ((a), m[0]) TH_LOG("%s: process 0", step);     \
		EXPECT_EQ((b), m[1]) TH_LOG("%s: process 1", step);     \
		EXPECT_EQ((c), m[2]) TH_LOG("%s: process 2", step);     \
	} while (0)

#define CA 0xc1d0a001u
#define CA2 0xc1d0a002u
#define CB 0xc1d0b001u
#define CC 0xc1d0c001u
#define CF 0xc1d0f001u
#define X 0x5c000100u

/*
 * docs/gpu-findings.md's table, measured on the H200: one process, a
 * block dup'ed into its client and into a second client of its own, its
 * handles freed one by one: RM counted 100 MiB until the last went.
 */
TEST_F(dups, one_process_three_handles_as_the_h200_counted)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_EQ(0, DO(0, .op = CLIENT, .file = 1, .client = CA2));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 100));
	HOLD("alloc", 100, 0, 0);
	ASSERT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA, .handle = X + 1,
			.src_client = CA, .src_handle = X));
	HOLD("dup into the same client", 100, 0, 0);
	ASSERT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA2,
			.handle = X + 2, .src_client = CA, .src_handle = X));
	HOLD("dup into a second client", 100, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = X));
	HOLD("free the original handle", 100, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA,
			.handle = X + 1));
	HOLD("free the first dup", 100, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA2,
			.handle = X + 2));
	HOLD("free the second dup", 0, 0, 0);
}

/*
 * The case: in a 256 MiB slice, 200 MiB allocated, dup'ed into
 * the own client and the original freed hold 200 MiB by RM's count, so a
 * second 200 MiB is refused as a full GPU refuses it; once the dup goes,
 * it fits.
 */
TEST_F(dups, a_dup_keeps_its_block_charged)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 200));
	ASSERT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA, .handle = X + 1,
			.src_client = CA, .src_handle = X));
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = X));
	HOLD("alloc, dup, free the original", 200, 0, 0);
	EXPECT_EQ(GS_ABI_ERR_NO_MEMORY,
		  DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X + 2,
		     .mib = 200));
	HOLD("a second 200 MiB refused", 200, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA,
			.handle = X + 1));
	HOLD("the dup freed", 0, 0, 0);
	EXPECT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA,
			.handle = X + 2, .mib = 200));
	HOLD("the second 200 MiB", 200, 0, 0);
}

/*
 * Another process dups the block after a share: it costs the importer
 * nothing (duped) while the owner's handle lives; when the owner frees
 * it, RM counts the block for the importer.
 */
TEST_F(dups, ownership_passes_to_another_process)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_TRUE(with_client(self, 1, CB));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 64));
	ASSERT_EQ(0, DO(0, .op = SHARE, .file = 1, .src_client = CA,
			.src_handle = X));
	ASSERT_EQ(0, DO(1, .op = DUP, .file = 1, .client = CB, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("B dups A's block", 64, 0, 0);
	/* the shared block counts once in the slice: B's 194 MiB do not fit */
	EXPECT_EQ(GS_ABI_ERR_NO_MEMORY,
		  DO(1, .op = ALLOC, .file = 1, .client = CB, .handle = X + 1,
		     .mib = 194));
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = X));
	HOLD("A frees its handle", 0, 64, 0);
	ASSERT_EQ(0, DO(1, .op = FREE, .file = 1, .client = CB, .handle = X));
	HOLD("B frees the last handle", 0, 0, 0);
}

/*
 * RM links each dup right after its source: B dups A's block, then C
 * does, so the list is A's, C's, B's, and A's free makes C the owner.
 */
TEST_F(dups, the_next_handle_in_rm_list_order_owns)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_TRUE(with_client(self, 1, CB));
	ASSERT_TRUE(with_client(self, 2, CC));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 32));
	ASSERT_EQ(0, DO(1, .op = DUP, .file = 1, .client = CB, .handle = X,
			.src_client = CA, .src_handle = X));
	ASSERT_EQ(0, DO(2, .op = DUP, .file = 1, .client = CC, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("two dups", 32, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = X));
	HOLD("the owner's handle freed", 0, 0, 32);
	ASSERT_EQ(0, DO(2, .op = FREE, .file = 1, .client = CC, .handle = X));
	HOLD("the new owner's handle freed", 0, 32, 0);
	/* a dup of a dup follows it: B's, then A's new dup of B's */
	ASSERT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA, .handle = X + 1,
			.src_client = CB, .src_handle = X));
	ASSERT_EQ(0, DO(1, .op = FREE, .file = 1, .client = CB, .handle = X));
	HOLD("the dup of the dup", 32, 0, 0);
}

/*
 * A's block is dup'ed into a second client of A's, then by B: the list
 * is A's, B's, A's second client's. Freeing A's first client (and the
 * block's owner with it) makes B's handle the owner, though A still holds
 * one; then closing A's ctl file frees A's last handle.
 */
TEST_F(dups, a_client_freed_with_dups_elsewhere)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_TRUE(with_client(self, 1, CB));
	ASSERT_EQ(0, DO(0, .op = CLIENT, .file = 1, .client = CA2));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 48));
	ASSERT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA2, .handle = X,
			.src_client = CA, .src_handle = X));
	ASSERT_EQ(0, DO(1, .op = DUP, .file = 1, .client = CB, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("three handles", 48, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = CA));
	HOLD("A's first client freed", 0, 48, 0);
	ASSERT_EQ(0, DO(0, .op = CLOSE, .file = 1));
	HOLD("A's ctl file closed", 0, 48, 0);
	ASSERT_EQ(0, DO(1, .op = CLOSE, .file = 1));
	HOLD("B's ctl file closed", 0, 0, 0);
}

/* The close of the ctl file holding the owner's client passes the block. */
TEST_F(dups, the_owners_file_closed)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_TRUE(with_client(self, 1, CB));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 16));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA,
			.handle = X + 1, .mib = 8));
	ASSERT_EQ(0, DO(1, .op = DUP, .file = 1, .client = CB, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("A's two blocks, one dup'ed by B", 24, 0, 0);
	ASSERT_EQ(0, DO(0, .op = CLOSE, .file = 1));
	HOLD("A's file closed", 0, 16, 0);
}

/*
 * A process exits, or is killed, holding the owner's handles of blocks
 * another process dup'ed: they pass to it when the dead are reaped (each
 * reading of the ledger reaps), and the rest comes back.
 */
TEST_F(dups, the_owner_exits_or_is_killed)
{
	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_TRUE(with_client(self, 1, CB));
	ASSERT_TRUE(with_client(self, 2, CC));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 16));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA,
			.handle = X + 1, .mib = 4));
	ASSERT_EQ(0, DO(1, .op = DUP, .file = 1, .client = CB, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("A holds 20 MiB, B a dup", 20, 0, 0);
	ASSERT_EQ(0, DO(0, .op = EXIT));
	gone(self, 0);
	HOLD("A exited", 0, 16, 0);
	ASSERT_EQ(0, DO(1, .op = ALLOC, .file = 1, .client = CB,
			.handle = X + 2, .mib = 2));
	ASSERT_EQ(0, DO(2, .op = DUP, .file = 1, .client = CC,
			.handle = X + 2, .src_client = CB,
			.src_handle = X + 2));
	ASSERT_EQ(0, DO(2, .op = DUP, .file = 1, .client = CC, .handle = X,
			.src_client = CB, .src_handle = X));
	HOLD("C dups both of B's", 0, 18, 0);
	kill(self->p[1].pid, SIGKILL);
	gone(self, 1);
	HOLD("B killed", 0, 0, 18);
}

/*
 * fork(): the child is a process of its own, holding nothing of its
 * parent's; a dup it makes into a client of its own costs it nothing
 * until the parent lets go. A child freeing the parent's handle through
 * the inherited ctl file (the engine never saw that handle made in this
 * process) frees it all the same.
 */
TEST_F(dups, fork)
{
	long long m[PROCS];
	pid_t child;

	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 40));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA,
			.handle = X + 1, .mib = 10));
	child = DO(0, .op = FORK);
	ASSERT_LT(0, child);
	/* the child is the spare entry, PROCS - 1 */
	ASSERT_EQ(0, DO(3, .op = OPEN, .file = 2));
	ASSERT_EQ(0, DO(3, .op = CLIENT, .file = 2, .client = CF));
	ASSERT_EQ(0, DO(3, .op = DUP, .file = 2, .client = CF, .handle = X,
			.src_client = CA, .src_handle = X));
	HOLD("the child dups its parent's", 50, 0, 0);
	ASSERT_EQ(0, DO(0, .op = FREE, .file = 1, .client = CA, .handle = X));
	HOLD("the parent frees its handle", 10, 0, 0);
	ASSERT_TRUE(ledger(self, m));
	EXPECT_EQ(40, m[3]);
	/* through the inherited file, the parent's other block */
	ASSERT_EQ(0, DO(3, .op = FREE, .file = 1, .client = CA,
			.handle = X + 1));
	HOLD("the child frees its parent's handle", 0, 0, 0);
	ASSERT_EQ(0, DO(3, .op = CLOSE, .file = 2));
	ASSERT_TRUE(ledger(self, m));
	EXPECT_EQ(0, m[3]);
	ASSERT_EQ(0, DO(3, .op = EXIT));
	waitpid(child, NULL, 0);
	self->p[3].pid = 0;
}

/*
 * A full table of handles refuses allocations and dups of the slice's
 * blocks, saying why, rather than let a block go uncounted; a dup of
 * memory the slice does not hold needs no entry and goes through.
 */
TEST_F(dups, a_full_table_refuses)
{
	u32 filled;

	ASSERT_TRUE(with_client(self, 0, CA));
	ASSERT_EQ(0, DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X,
			.mib = 2));
	filled = DO(0, .op = FILL, .client = CA);
	EXPECT_EQ(GS_SHM_HANDLES - 1, filled);
	EXPECT_EQ(GS_ABI_ERR_NO_MEMORY,
		  DO(0, .op = ALLOC, .file = 1, .client = CA, .handle = X + 1,
		     .mib = 2));
	EXPECT_EQ(GS_ABI_ERR_NO_MEMORY,
		  DO(0, .op = DUP, .file = 1, .client = CA, .handle = X + 2,
		     .src_client = CA, .src_handle = X));
	EXPECT_EQ(0, DO(0, .op = DUP, .file = 1, .client = CA,
			.handle = X + 3, .src_client = 0xc1d0ee01u,
			.src_handle = X));
	HOLD("full", 2, 0, 0);
}

TEST_HARNESS_MAIN
