// SPDX-License-Identifier: GPL-2.0
/*
 * Sharing between slices under racing threads (docs/design.md, "Sharing").
 *
 * A victim in slice u allocates memory and shares it with policy ALL, as
 * CUDA's cudaIpcGetMemHandle does. An attacker in slice t names its own
 * client in a dup (RM_DUP_OBJECT) or a UVM external mapping, which
 * gpuslice lets through, while a second thread rewrites that client to
 * the victim's between gpuslice's check and the driver's copy. Whatever
 * the driver reads, it must refuse: no policy from a slice reaches it
 * that admits another slice's clients.
 */

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nv_rmapi.h"
#include "nvrm.h"
#include "nvuvm.h"

#define MiB		(1ULL << 20)
#define ATTACKER	"/dev/gpuslice/t"
#define VICTIM		"/dev/gpuslice/u"
#define H_MEM		0x5c000300
#define H_DUP		0x5c000301
#define H_VAS		0x5c000009
#define TRIES		2000
/*
 * Tries go on past TRIES, up to this many seconds, until the racer has won
 * once: with its vCPU not running, every call reads the value it left, the
 * attacker's own (all 2,000 did in a make test beside other VMs).
 */
#define RACE_MAX_S	60

/* Runs a shell command quietly; returns its exit status. */
static int sh(const char *cmd)
{
	char line[256];
	int st;

	snprintf(line, sizeof(line), "%s >/dev/null 2>&1", cmd);
	st = system(line);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

/*
 * The victim: a child in slice u holding 64 MiB shared with policy ALL;
 * its client's handle in *@hclient. Killed by the teardown.
 */
static pid_t victim(uint32_t *hclient)
{
	struct nvrm_memparams p;
	int rep[2];
	pid_t pid;

	if (pipe(rep))
		return -1;
	pid = fork();
	if (pid == 0) {
		int ctl = nvrm_open(VICTIM, "nvidiactl");
		int gpu = nvrm_open(VICTIM, "nvidia0");
		uint32_t client = 0;

		if (ctl < 0 || nvrm_setup_client(ctl, gpu, &client) ||
		    nvrm_alloc_fb(ctl, client, H_MEM, 64 * MiB, 0, &p) ||
		    nvrm_share(ctl, client, H_MEM, NVRM_SHARE_ALL, 0,
			       NVRM_ACCESS_DUP))
			client = 0;
		if (write(rep[1], &client, sizeof(client)) != sizeof(client))
			_exit(1);
		for (;;)
			pause();
	}
	close(rep[1]);
	if (pid > 0 && read(rep[0], hclient, sizeof(*hclient)) !=
	    sizeof(*hclient))
		*hclient = 0;
	close(rep[0]);
	return pid;
}

FIXTURE(share) {
	pid_t victim;
	uint32_t victim_client;
	int ctl, gpu;
	uint32_t client;
};

FIXTURE_SETUP(share)
{
	self->victim = -1;
	self->ctl = -1;
	self->gpu = -1;
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, sh("gpuslice create t --gpu 0 --memory 4GiB"));
	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	self->victim = victim(&self->victim_client);
	ASSERT_LT(0, self->victim);
	ASSERT_NE(0, self->victim_client);
	self->ctl = nvrm_open(ATTACKER, "nvidiactl");
	self->gpu = nvrm_open(ATTACKER, "nvidia0");
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
}

FIXTURE_TEARDOWN(share)
{
	if (self->victim > 0) {
		kill(self->victim, SIGKILL);
		waitpid(self->victim, NULL, 0);
	}
	if (self->ctl >= 0)
		close(self->ctl);
	if (self->gpu >= 0)
		close(self->gpu);
	sh("gpuslice delete t --force");
	sh("gpuslice delete u --force");
}

/* A thread flipping *@field between @mine and @theirs until @stop. */
struct racer {
	pthread_t thread;
	volatile uint32_t *field;
	volatile uint32_t mine, theirs;
	atomic_bool stop;
};

static void *race(void *arg)
{
	struct racer *r = arg;

	while (!atomic_load_explicit(&r->stop, memory_order_relaxed)) {
		*r->field = r->theirs;
		*r->field = r->mine;
	}
	return NULL;
}

static int race_start(struct racer *r, volatile uint32_t *field,
		      uint32_t mine, uint32_t theirs)
{
	r->field = field;
	r->mine = mine;
	r->theirs = theirs;
	atomic_init(&r->stop, false);
	return pthread_create(&r->thread, NULL, race, r);
}

static void race_stop(struct racer *r)
{
	atomic_store(&r->stop, true);
	pthread_join(r->thread, NULL);
}

/* What the driver answered the attacker's calls. */
struct tally {
	unsigned int ok, refused, other;
};

static void count(struct tally *t, uint32_t st)
{
	if (st == NVRM_OK)
		t->ok++;
	else if (st == NVRM_PERMISSIONS)
		t->refused++;
	else
		t->other++;
}

/*
 * cudaIpcOpenMemHandle's dup naming the attacker's own client (which has
 * no such object) while a thread names the victim's: the dup that reaches
 * the driver with the victim's client is refused, never granted.
 */
TEST_F(share, raced_dups_reach_no_other_slice)
{
	volatile uint32_t a[7];
	struct tally t = { 0 };
	struct racer r;
	unsigned int i;
	time_t t0;

	ASSERT_EQ(0, race_start(&r, &a[3], self->client,
				self->victim_client));
	for (i = 0, t0 = time(NULL);
	     i < TRIES || (!t.refused && time(NULL) - t0 < RACE_MAX_S); i++) {
		a[0] = self->client;
		a[1] = NVRM_H_DEV;
		a[2] = H_DUP;
		a[4] = H_MEM;
		a[5] = 0;
		a[6] = ~0u;
		if (ioctl(self->ctl, NVRM_IOCTL(NVRM_ESC_DUP, sizeof(a)),
			  (void *)a))
			t.other++;
		else
			count(&t, a[6]);
		if (a[6] == NVRM_OK)
			nvrm_free(self->ctl, self->client, H_DUP);
	}
	race_stop(&r);
	TH_LOG("%u dups: %u granted, %u refused, %u not found", i, t.ok,
	       t.refused, t.other);
	EXPECT_EQ(0, t.ok);
	EXPECT_LT(0, t.refused);
	/* Asked plainly, the answer is the same. */
	EXPECT_EQ(NVRM_PERMISSIONS,
		  nvrm_dup(self->ctl, self->client, NVRM_H_DEV, H_DUP,
			   self->victim_client, H_MEM));
}

/*
 * The same race on UVM_MAP_EXTERNAL_ALLOCATION, which nvidia-uvm serves by
 * duping the named client's memory into its own client as the caller.
 */
TEST_F(share, raced_uvm_mappings_reach_no_other_slice)
{
	const uint64_t base = 0x7f0000000000ULL, len = 64 * MiB;
	/* laid out for the driver's version: 1,200 bytes on 535 */
	static uint8_t a[GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE];
	uint32_t client_at = NVRM_ABI(UVM_MAP_EXTERNAL_ALLOCATION_HCLIENT_AT);
	uint32_t status_at = NVRM_ABI(UVM_MAP_EXTERNAL_ALLOCATION_RMSTATUS_AT);
	struct tally t = { 0 };
	struct {
		uint64_t base, length;
		uint8_t uuid[16];
		uint32_t status, pad;
	} u = { .base = base, .length = len };
	struct racer r;
	unsigned int i;
	uint32_t st;
	time_t t0;
	int uvm;

	uvm = nvrm_open(ATTACKER, "nvidia-uvm");
	ASSERT_LE(0, uvm);
	ASSERT_EQ(NVRM_OK, nvuvm_setup_gpu0(uvm, self->ctl, self->client,
					    H_VAS));
	ASSERT_EQ(NVRM_OK, nvuvm_external_range(uvm, base, len));

	ASSERT_EQ(0, race_start(&r, (uint32_t *)(a + client_at), self->client,
				self->victim_client));
	for (i = 0, t0 = time(NULL);
	     i < TRIES || (!t.refused && time(NULL) - t0 < RACE_MAX_S); i++) {
		nvuvm_map_external_layout(a, base, len, self->client, H_MEM, 1);
		st = nvuvm_call(uvm, NVUVM_MAP_EXTERNAL_ALLOCATION, a,
				status_at);
		count(&t, st);
		if (st != NVRM_OK)
			continue;
		memcpy(u.uuid, nvuvm_gpu0_uuid, 16);
		nvuvm_call(uvm, NVUVM_UNMAP_EXTERNAL, &u,
			   offsetof(__typeof__(u), status));
	}
	race_stop(&r);
	TH_LOG("%u mappings: %u made, %u refused, %u not found", i, t.ok,
	       t.refused, t.other);
	EXPECT_EQ(0, t.ok);
	EXPECT_LT(0, t.refused);
	close(uvm);
}

/*
 * A client handle gpuslice keeps is read back after the driver wrote it:
 * a thread rewriting it to the victim's makes gpuslice take the victim's
 * client for the attacker's. RM does not check the client of a share with
 * policy CLIENT, so that share, naming the victim's object and the
 * attacker's client, would open it; the verifier first asks RM whether
 * the client is the attacker's (NV_ERR_INVALID_CLIENT: not).
 */
TEST_F(share, forged_clients_share_nothing)
{
	volatile struct gs_nvos64 a;
	struct tally t = { 0 };
	unsigned int i, forged = 0;
	struct racer r;
	uint32_t h, st;

	memset((void *)&a, 0, sizeof(a));
	ASSERT_EQ(0, race_start(&r, &a.hnew, 0, self->victim_client));
	for (i = 0; i < 3 * TRIES && forged < 3; i++) {
		h = 0xc1d0f000 + i;
		r.mine = h;
		memset((void *)&a, 0, sizeof(a));
		a.hnew = h;
		if (ioctl(self->ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)),
			  (void *)&a) || a.status)
			continue;
		st = nvrm_share(self->ctl, self->victim_client, H_MEM,
				NVRM_SHARE_CLIENT, self->client,
				NVRM_ACCESS_DUP);
		forged += st == NVRM_INVALID_CLIENT;
		count(&t, st);
		nvrm_free(self->ctl, h, h);
	}
	race_stop(&r);
	TH_LOG("%u tries: %u shares made, %u refused, %u forged clients caught",
	       i, t.ok, t.refused, forged);
	EXPECT_EQ(0, t.ok);
	EXPECT_LT(0, forged);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  nvrm_dup(self->ctl, self->client, NVRM_H_DEV, H_DUP,
			   self->victim_client, H_MEM));
}

TEST_HARNESS_MAIN
