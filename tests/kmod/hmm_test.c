// SPDX-License-Identifier: GPL-2.0
/*
 * HMM stays off through slices (docs/design.md, "Managed memory"): with
 * HMM, GPU faults move ordinary memory into video memory no account of
 * the driver's shows, so a slice's UVM files get VA spaces without it,
 * even from a process that races the flag out of UVM_INITIALIZE. nvsim
 * runs with HMM enabled system-wide (hmm=1), as nvidia-uvm on an x86 host
 * whose kernel has HMM.
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

#define DIR "/dev/gpuslice/h"

#define UVM_INITIALIZE		0x30000001
#define UVM_PAGEABLE_MEM_ACCESS	0x27
#define UVM_CREATE_RANGE_GROUP	0x17
#define DISABLE_HMM		0x1ULL

struct init_params {
	uint64_t flags;
	uint32_t status, pad;
};

struct pageable_params {
	uint8_t pageable, pad[3];
	uint32_t status;
};

FIXTURE(hmm) {
	int unused;
};

FIXTURE_SETUP(hmm)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, vmenv_reload_nvsim("hmm=1"));
	ASSERT_EQ(0, vmenv_run("sh", "-c",
			       "gpuslice create h --gpu 0 --memory 1GiB"));
}

FIXTURE_TEARDOWN(hmm)
{
	vmenv_run("sh", "-c", "gpuslice delete h --force >/dev/null 2>&1");
	vmenv_reload_nvsim("");
}

/* Whether GPUs reach pageable memory through UVM file @uvm: 0, 1, or -1. */
static int pageable(int uvm)
{
	struct pageable_params p = { 0 };

	if (nvuvm_call(uvm, UVM_PAGEABLE_MEM_ACCESS, &p, 4) != NVRM_OK)
		return -1;
	return p.pageable;
}

/*
 * A VA space made with flags 0, CUDA's, has HMM when made on the driver's
 * own node, and none when made through the slice.
 */
TEST_F(hmm, slices_get_no_hmm)
{
	struct init_params init = { 0 };
	int direct = nvuvm_open(), uvm = nvrm_open(DIR, "nvidia-uvm");

	ASSERT_LE(0, direct);
	ASSERT_LE(0, uvm);
	ASSERT_EQ(NVRM_OK, nvuvm_call(direct, UVM_INITIALIZE, &init, 8));
	EXPECT_EQ(1, pageable(direct));

	init.flags = 0;
	ASSERT_EQ(NVRM_OK, nvuvm_call(uvm, UVM_INITIALIZE, &init, 8));
	EXPECT_EQ(0, init.flags);		/* the caller's, put back */
	EXPECT_EQ(0, pageable(uvm));
	close(uvm);
	close(direct);
}

struct flipper {
	struct init_params *p;
	volatile int stop;
};

/* Clears the flags under UVM_INITIALIZE, again and again. */
static void *clear_flags(void *arg)
{
	struct flipper *f = arg;
	volatile uint64_t *flags = &f->p->flags;

	while (!f->stop)
		*flags = 0;
	return NULL;
}

/*
 * A thread clearing DISABLE_HMM between gpuslice's write and the driver's
 * read gets its VA space made with HMM: such a file is refused from then
 * on, as UVM refuses a file without a VA space, and is never mapped.
 * Every file either answers no HMM or is refused.
 */
TEST_F(hmm, racing_the_flag_gets_no_hmm)
{
	int ready = 0, refused = 0, leaked = 0, i;
	static struct init_params p;
	struct flipper f = { .p = &p };
	pthread_t t;

	ASSERT_EQ(0, pthread_create(&t, NULL, clear_flags, &f));
	for (i = 0; i < 500; i++) {
		int uvm = nvrm_open(DIR, "nvidia-uvm");
		uint64_t group[2] = { 0 };
		uint32_t st;
		void *m;

		ASSERT_LE(0, uvm);
		st = nvuvm_call(uvm, UVM_INITIALIZE, &p, 8);
		if (st == NVRM_OK) {
			ready++;
			if (pageable(uvm) != 0)
				leaked++;
		} else {
			refused++;
			EXPECT_EQ(NVRM_NOT_SUPPORTED, st);
			EXPECT_EQ(-1, pageable(uvm));
			EXPECT_EQ(NVRM_ILLEGAL_ACTION,
				  nvuvm_call(uvm, UVM_CREATE_RANGE_GROUP,
					     group, 8));
			m = mmap(NULL, 2 << 20, PROT_READ | PROT_WRITE,
				 MAP_SHARED, uvm, 0);
			EXPECT_EQ(MAP_FAILED, m);
			/* UVM keeps the VA space's first flags */
			EXPECT_NE(NVRM_OK,
				  nvuvm_call(uvm, UVM_INITIALIZE, &p, 8));
		}
		close(uvm);
	}
	f.stop = 1;
	pthread_join(t, NULL);
	TH_LOG("%d VA spaces without HMM, %d made with HMM and refused",
	       ready, refused);
	EXPECT_EQ(0, leaked);
	EXPECT_EQ(500, ready + refused);
}

TEST_HARNESS_MAIN
