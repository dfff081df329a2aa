// SPDX-License-Identifier: GPL-2.0
/*
 * Memory quotas: a slice of L MiB admits class-0x40 allocations totalling
 * at most L MiB and refuses the first that would exceed it, as the full
 * driver refuses (status NV_ERR_NO_MEMORY, ioctl 0); frees, exits and
 * kill -9 give back exactly; a thread racing the parameters never leaves
 * the slice above its limit; the framebuffer RM keeps for a context's
 * objects counts too. Runs against nvsim in the VM.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "clirun.h"
#include "nv_rmapi.h"
#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

#define MiB (1ULL << 20)
#define DIR "/dev/gpuslice/q"

/* @gpu: the slice's nvidia0, open as CUDA's: device allocation needs it */
FIXTURE(quota) {
	int ctl, gpu;
	uint32_t client;
};

FIXTURE_VARIANT(quota) {
	unsigned long long limit_mib;
};

FIXTURE_VARIANT_ADD(quota, l1024) { .limit_mib = 1024 };
FIXTURE_VARIANT_ADD(quota, l4096) { .limit_mib = 4096 };
FIXTURE_VARIANT_ADD(quota, l65536) { .limit_mib = 65536 };

FIXTURE_SETUP(quota)
{
	char cmd[128];

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	snprintf(cmd, sizeof(cmd), "gpuslice create q --gpu 0 --memory %lluMiB",
		 variant->limit_mib);
	ASSERT_EQ(0, vmenv_run("sh", "-c", cmd));
	self->ctl = nvrm_open(DIR, "nvidiactl");
	self->gpu = nvrm_open(DIR, "nvidia0");
	ASSERT_LE(0, self->ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
}

FIXTURE_TEARDOWN(quota)
{
	if (self->ctl >= 0)
		close(self->ctl);
	if (self->gpu >= 0)
		close(self->gpu);
	vmenv_run("gpuslice", "delete", "q");
}

/* Up to the limit exactly, then refused; then everything comes back. */
TEST_F(quota, admits_exactly_the_limit)
{
	unsigned long long limit = variant->limit_mib * MiB;
	unsigned long long chunk = limit / 64, total = 0;
	struct nvrm_memparams p;
	uint32_t h = 0x5c100000, st;
	int i;

	for (i = 0; i < 64; i++) {
		ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, h + i,
						 chunk, 0, &p));
		total += p.size;
	}
	EXPECT_EQ(limit, total);
	EXPECT_EQ((long long)limit, vmenv_slice_used("q"));
	EXPECT_EQ((long long)limit, vmenv_nvsim_fb_used(0));

	/* The next allocation, however small, is the first that exceeds. */
	st = nvrm_alloc_fb(self->ctl, self->client, h + 100, 2 * MiB, 0, &p);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	EXPECT_EQ((long long)limit, vmenv_nvsim_fb_used(0));

	/* Freeing one chunk makes room for exactly that much. */
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, h));
	EXPECT_EQ((long long)(limit - chunk), vmenv_slice_used("q"));
	EXPECT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, h + 200,
					 chunk, 0, &p));
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc_fb(self->ctl, self->client,
						h + 201, 2 * MiB, 0, &p));

	/* Freeing the client frees it all, and the ledger follows. */
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, self->client));
	EXPECT_EQ(0, vmenv_slice_used("q"));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
}

/* kill -9 of a process holding memory: the slice keeps what remains. */
TEST_F(quota, kill_gives_back_exactly)
{
	struct nvrm_memparams p;
	int ready[2];
	pid_t pid;
	char c;

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 64 * MiB, 0, &p));
	ASSERT_EQ(0, pipe(ready));
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		uint32_t client;
		int ctl = nvrm_open(DIR, "nvidiactl");
		int gpu = nvrm_open(DIR, "nvidia0");

		if (ctl < 0 || nvrm_setup_client(ctl, gpu, &client) ||
		    nvrm_alloc_fb(ctl, client, 0x5c100000, 256 * MiB, 0, &p) ||
		    write(ready[1], "x", 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	ASSERT_EQ(1, read(ready[0], &c, 1));
	EXPECT_EQ((long long)(320 * MiB), vmenv_slice_used("q"));
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	EXPECT_EQ((long long)(64 * MiB), vmenv_slice_used("q"));
	EXPECT_EQ((long long)(64 * MiB), vmenv_nvsim_fb_used(0));
}

struct racer {
	struct nvrm_memparams *p;
	unsigned long long big;
	volatile bool stop;
};

/* Flips the requested size between 2 MiB and 4 GiB beyond the limit. */
static void *race_size(void *arg)
{
	struct racer *r = arg;
	/* Every store must happen: the other thread reads them. */
	volatile uint64_t *size = &r->p->size;

	while (!r->stop) {
		*size = 2 * MiB;
		*size = r->big;
	}
	return NULL;
}

/*
 * A thread rewriting the size under the check: whatever the driver was
 * made to allocate, the slice never stays above its limit (an offender is
 * killed, and with it goes all it held). A racer that survives must have
 * got no allocation of the big size from the driver, even one it freed
 * at once; it counts them from what the driver wrote back.
 */
TEST_F(quota, racing_thread_cannot_stay_over)
{
	unsigned long long limit = variant->limit_mib * MiB;
	static struct bg monitor;
	int status;
	pid_t pid;

	ASSERT_EQ(0, bg_start(&monitor, "gpuslice: monitoring events",
			      "monitor", "--json", NULL));
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		static struct nvrm_memparams p;
		struct racer r = { .p = &p, .big = limit + 4096 * MiB };
		uint32_t client;
		int ctl, gpu, i, wins = 0;
		pthread_t t;

		ctl = nvrm_open(DIR, "nvidiactl");
		gpu = nvrm_open(DIR, "nvidia0");
		if (ctl < 0 || nvrm_setup_client(ctl, gpu, &client))
			_exit(1);
		pthread_create(&t, NULL, race_size, &r);
		for (i = 0; i < 2000; i++) {
			uint32_t h = 0x5c200000 + i;
			struct gs_nvos64 a = {
				.hroot = client, .hparent = NVRM_H_DEV,
				.hnew = h, .hclass = 0x40,
				.params = (uintptr_t)&p,
			};

			p.owner = client;
			p.flags = 0x1c101;
			p.attr = 0x18000000;
			/*
			 * What the driver allocated is read from limit, which
			 * it writes back as size - 1 and the racer never
			 * touches: size is the racer's again at once.
			 */
			p.limit = 0;
			if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)),
				  &a) || a.status)
				continue;
			if (p.limit + 1 > 2 * MiB)
				wins++;
			nvrm_free(ctl, client, h);
		}
		r.stop = true;
		pthread_join(t, NULL);
		_exit(wins > 100 ? 100 : wins);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	TH_LOG("racer %s", WIFSIGNALED(status) ? "was killed" : "finished");
	/* Surviving with the big size allocated would be the bypass. */
	if (WIFEXITED(status))
		EXPECT_EQ(0, WEXITSTATUS(status));
	/* Killed, the admins were told. */
	if (WIFSIGNALED(status))
		EXPECT_TRUE(bg_killed_told(&monitor, pid, "memory", 20000));
	bg_stop(&monitor);
	EXPECT_LE(vmenv_slice_used("q"), (long long)limit);
	EXPECT_LE(vmenv_nvsim_fb_used(0), (long long)limit);
}

/*
 * An allocation leaves an audit queued for the slice, its timer armed for
 * some milliseconds: unloading the module at once, the slice still there,
 * must wait for it rather than let it fire into the module's freed
 * workqueue (an oops fails the VM). The module goes by the syscall itself,
 * at once after the files' release.
 */
TEST_F(quota, unload_with_an_audit_queued)
{
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c300000,
					 2 * MiB, 0, NULL));
	close(self->ctl);
	close(self->gpu);
	self->ctl = self->gpu = -1;
	ASSERT_EQ(0, syscall(SYS_delete_module, "gpuslice", O_NONBLOCK));
	EXPECT_FALSE(vmenv_module_loaded());
	ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
}

/*
 * The stated bound on what a slice's processes make the card hold beyond
 * its limit: UVM's first registration of a GPU (3264 KiB on the GH100),
 * which is the GPU's and not a process's (whichever registers first pays,
 * once), so gpuslice does not charge it. Everything else RM keeps is.
 */
#define KEPT_BOUND	(3264ULL << 10)
#define KDIR		"/dev/gpuslice/k"

/* A process of a 512 MiB slice with UVM: its files and client. */
struct kept_env {
	long long base;		/* what nvsim's heap held before */
	int ctl, gpu, uvm;
	uint32_t client;
};

/* The slice made, its files open, UVM set up with VA space @hvas. */
static void kept_up(struct __test_metadata *_metadata, struct kept_env *e,
		    uint32_t hvas)
{
	e->base = vmenv_nvsim_fb_taken(0);
	ASSERT_LE(0, e->base);
	ASSERT_EQ(0, vmenv_run("sh", "-c",
			       "gpuslice create k --gpu 0 --memory 512MiB"));
	e->ctl = nvrm_open(KDIR, "nvidiactl");
	e->gpu = nvrm_open(KDIR, "nvidia0");
	e->uvm = nvrm_open(KDIR, "nvidia-uvm");
	ASSERT_LE(0, e->uvm);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(e->ctl, e->gpu, &e->client));
	ASSERT_EQ(NVRM_OK, nvuvm_setup_gpu0(e->uvm, e->ctl, e->client, hvas));
}

/*
 * The client freed: UVM may hold what it made (the VA space it has is
 * one), charged until the UVM file closes; then the slice and nvsim's
 * heap are back where they were.
 */
static void kept_down(struct __test_metadata *_metadata, struct kept_env *e)
{
	EXPECT_EQ(NVRM_OK, nvrm_free(e->ctl, e->client, e->client));
	close(e->uvm);
	EXPECT_EQ(0, vmenv_slice_used("k"));
	close(e->gpu);
	close(e->ctl);
	EXPECT_EQ(e->base, vmenv_nvsim_fb_taken(0));
	vmenv_run("gpuslice", "delete", "k");
}

/*
 * Framebuffer RM keeps for itself (contexts' TSGs, channels and VA
 * spaces, outside every count of the driver's) is charged to the slice:
 * a raw client making what contexts are made of, and memory, until
 * refused, never takes nvsim's card (its own heap counters, which model
 * the GH100's per-object costs) beyond the limit plus KEPT_BOUND, and
 * freeing the client gives every byte back.
 */
TEST(rm_kept_framebuffer_is_charged)
{
	uint8_t tsgp[20] = { [12] = 1 }, chanp[368] = { 0 };
	uint32_t h = 0x5c200000, tsg, st = NVRM_OK;
	int i, k, contexts = 0;
	long long taken, worst = 0;
	struct nvrm_memparams p;
	struct kept_env e;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	kept_up(_metadata, &e, h++);

	/* what CUDA makes a context of: a graphics TSG with 8 channels */
	for (i = 0; i < 1000 && st == NVRM_OK; i++) {
		tsg = h++;
		st = nvrm_alloc_vaspace(e.ctl, e.client, h++, 0);
		st = st ?: nvrm_alloc(e.ctl, e.client, NVRM_H_DEV, &tsg,
				      0xa06c, tsgp);
		contexts += !st;
		for (k = 0; k < 8 && !st; k++)
			st = nvrm_alloc(e.ctl, e.client, tsg,
					&(uint32_t){ h++ }, 0xc86f, chanp);
		st = st ?: nvrm_alloc_fb(e.ctl, e.client, h++, 2 << 20, 0, &p);
		taken = vmenv_nvsim_fb_taken(0) - e.base;
		if (taken > worst)
			worst = taken;
		ASSERT_GE((long long)(512 * MiB + KEPT_BOUND), taken)
			TH_LOG("after %d contexts", contexts);
	}
	TH_LOG("%d contexts, then status %#x; the card held at most %lld bytes",
	       contexts, st, worst);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	/* refused for the slice's limit, when the card was nearly there */
	EXPECT_LE((long long)(500 * MiB), worst);
	EXPECT_GE((long long)(512 * MiB), vmenv_slice_used("k"));
	kept_down(_metadata, &e);
}

/*
 * UVM keeps a channel registered with it, and the channel's TSG, after RM
 * frees them: contexts made, their channels registered and their TSGs
 * freed, one after another, stay charged while UVM may hold them, and
 * never take the card beyond the limit plus KEPT_BOUND. Closing the UVM
 * file lets UVM go, and the slice gets everything back.
 */
TEST(rm_kept_framebuffer_held_by_uvm)
{
	uint8_t tsgp[20] = { [12] = 1 }, chanp[368] = { 0 };
	uint32_t h = 0x5c200000, hvas = h++, tsg, chan, st = NVRM_OK;
	struct kept_env e;
	long long taken;
	int i;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	kept_up(_metadata, &e, hvas);
	/* the TSGs' channels run in the VA space UVM has (hVASpace@8) */
	memcpy(tsgp + 8, &hvas, 4);

	for (i = 0; i < 1000 && st == NVRM_OK; i++) {
		tsg = h++;
		chan = h++;
		st = nvrm_alloc(e.ctl, e.client, NVRM_H_DEV, &tsg, 0xa06c,
				tsgp);
		st = st ?: nvrm_alloc(e.ctl, e.client, tsg, &chan, 0xc86f,
				      chanp);
		st = st ?: nvuvm_register_channel(e.uvm, e.client, chan,
						  0x204000000ULL +
						  i * 0x600000ULL, 0x52c000);
		st = st ?: nvrm_free(e.ctl, e.client, tsg);
		taken = vmenv_nvsim_fb_taken(0) - e.base;
		ASSERT_GE((long long)(512 * MiB + KEPT_BOUND), taken)
			TH_LOG("after %d contexts", i + 1);
	}
	TH_LOG("%d contexts made, registered and freed, then status %#x",
	       i, st);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	EXPECT_GE((long long)(512 * MiB), vmenv_slice_used("k"));
	kept_down(_metadata, &e);
}

/*
 * A block another process dup'd passes to it when the owner frees its
 * handle (RM's ownership, docs/gpu-findings.md): the receiver's count
 * grows by the block without a call of its own. That is no raced
 * allocation: a receiver that allocates and frees right after (a free
 * audits an allocation first) lives, and the block is charged once.
 * Before, that audit read the receiver alone, saw growth nothing
 * explained and killed it (ledger_diff_test, 1 sequence in 5,000; here,
 * in the first round).
 */
TEST(handed_over_block_is_no_race)
{
	uint32_t h = 0x5c300000, client, st;
	int ctl, gpu, go[2], rep[2], round, alive;
	struct nvrm_memparams p;
	pid_t pid;
	char c;

	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, vmenv_run("sh", "-c",
			       "gpuslice create hand --gpu 0 --memory 32MiB"));
	for (round = 0; round < 20; round++) {
		ctl = nvrm_open("/dev/gpuslice/hand", "nvidiactl");
		gpu = nvrm_open("/dev/gpuslice/hand", "nvidia0");
		ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &client));
		ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, client, h, 14 * MiB, 0,
						 &p));
		ASSERT_EQ(NVRM_OK, nvrm_share(ctl, client, h, NVRM_SHARE_ALL,
					      client, NVRM_ACCESS_DUP));
		ASSERT_EQ(0, pipe2(go, O_NONBLOCK));
		ASSERT_EQ(0, pipe(rep));
		pid = fork();
		ASSERT_LE(0, pid);
		if (pid == 0) {
			uint32_t mine;
			int i, cctl = nvrm_open("/dev/gpuslice/hand", "nvidiactl");
			int cgpu = nvrm_open("/dev/gpuslice/hand", "nvidia0");

			st = cctl < 0 ? NVRM_ERRNO(ENODEV) :
			     nvrm_setup_client(cctl, cgpu, &mine);
			st = st ?: nvrm_dup(cctl, mine, NVRM_H_DEV, h, client,
					    h);
			if (write(rep[1], &st, sizeof(st)) != sizeof(st))
				_exit(1);
			/*
			 * Allocates and frees until told to stop, so that a
			 * free comes right after the owner's, before the
			 * audit that one queued has read the owner.
			 */
			for (i = 0; !st && read(go[0], &c, 1) != 1; i++) {
				st = nvrm_alloc_fb(cctl, mine, h + 1 + i % 2,
						   8 * MiB, 0, &p);
				st = st ?: nvrm_free(cctl, mine,
						     h + 1 + i % 2);
			}
			if (write(rep[1], &st, sizeof(st)) != sizeof(st))
				_exit(1);
			for (;;)
				pause();
		}
		close(rep[1]);
		ASSERT_EQ(sizeof(st), read(rep[0], &st, sizeof(st)));
		ASSERT_EQ(NVRM_OK, st);
		/* the owner lets go: the receiver's dup owns the block */
		usleep(20000);
		ASSERT_EQ(NVRM_OK, nvrm_free(ctl, client, h));
		usleep(50000);
		ASSERT_EQ(1, write(go[1], "x", 1));
		alive = read(rep[0], &st, sizeof(st)) == sizeof(st);
		EXPECT_TRUE(alive) TH_LOG("round %d: the receiver died", round);
		EXPECT_EQ(NVRM_OK, st);
		alive = alive && waitpid(pid, NULL, WNOHANG) == 0;
		EXPECT_TRUE(alive) TH_LOG("round %d: receiver killed", round);
		EXPECT_EQ((long long)(14 * MiB), vmenv_slice_used("hand"));
		EXPECT_EQ((long long)(14 * MiB), vmenv_nvsim_fb_used(0));
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		close(ctl);
		close(gpu);
		close(go[0]);
		close(go[1]);
		close(rep[0]);
		EXPECT_EQ(0, vmenv_slice_used("hand"));
		if (!alive)
			break;
	}
	EXPECT_EQ(0, vmenv_run("gpuslice", "delete", "hand"));
}

TEST_HARNESS_MAIN
