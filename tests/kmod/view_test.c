// SPDX-License-Identifier: GPL-2.0
/*
 * The slice's own view of memory, and the rules that keep its accounts
 * whole: memory queries answer with the slice's limit and what is left of
 * it (cudaMemGetInfo's and nvidia-smi's queries, as the H100 traces send
 * them); a limit changed while the slice is in use shows and applies at
 * once; only the process that opened a slice's file may use it. Runs
 * against nvsim in the VM.
 */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

#define KiB 1024ULL
#define MiB (1024 * KiB)
#define GiB (1024 * MiB)
#define DIR "/dev/gpuslice/v"

/* FB_GET_INFO_V2 indexes (ctrl2080fb.h) */
#define TOTAL_RAM	0x08
#define HEAP_SIZE	0x09
#define FB_TAX		0x10
#define HEAP_FREE	0x16

static int sh(const char *cmd)
{
	return vmenv_run("sh", "-c", cmd);
}

/* @gpu: the slice's nvidia0, open as CUDA's: device allocation needs it */
FIXTURE(view) {
	int ctl, gpu;
	uint32_t client;
};

FIXTURE_SETUP(view)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, sh("gpuslice create v --gpu 0 --memory 4GiB"));
	self->ctl = nvrm_open(DIR, "nvidiactl");
	self->gpu = nvrm_open(DIR, "nvidia0");
	ASSERT_LE(0, self->ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
}

FIXTURE_TEARDOWN(view)
{
	if (self->ctl >= 0)
		close(self->ctl);
	if (self->gpu >= 0)
		close(self->gpu);
	sh("gpuslice delete v");
	sh("gpuslice delete w");
}

/* cudaMemGetInfo: free = HEAP_FREE, total = HEAP_SIZE (+ FB_TAX, 0). */
static void mem_get_info(struct __test_metadata *_metadata, int ctl,
			 uint32_t client, unsigned long long *free,
			 unsigned long long *total)
{
	static const uint32_t idx[] = { HEAP_FREE, HEAP_SIZE, FB_TAX };
	uint32_t kib[3];

	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(ctl, client, idx, 3, kib));
	*free = kib[0] * KiB;
	*total = (kib[1] + kib[2]) * KiB;
}

TEST_F(view, cuda_sees_the_slice)
{
	unsigned long long free, total;
	struct nvrm_memparams p;

	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(4 * GiB, total);
	EXPECT_EQ(4 * GiB, free);

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 1 * GiB, 0, &p));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(4 * GiB, total);
	EXPECT_EQ(3 * GiB, free);

	ASSERT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, 0x5c100000));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(4 * GiB, free);
}

/*
 * nvidia-smi -q -d MEMORY: total = TOTAL_RAM, reserved = TOTAL_RAM -
 * HEAP_SIZE, used = total - reserved - free. In a slice: the limit, none,
 * and the slice's own use, whatever another slice holds.
 */
TEST_F(view, nvidia_smi_sees_the_slice)
{
	static const uint32_t idx[] = { HEAP_FREE, TOTAL_RAM, HEAP_SIZE };
	struct nvrm_memparams p;
	uint32_t kib[3];
	pid_t other;

	ASSERT_EQ(0, sh("gpuslice create w --gpu 0 --memory 8GiB"));
	other = nvrm_holder("/dev/gpuslice/w", 6 * GiB);
	ASSERT_LT(0, other);
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 1536 * MiB, 0, &p));

	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(self->ctl, self->client, idx, 3,
					     kib));
	/* total, reserved, used */
	EXPECT_EQ(4 * GiB / KiB, kib[1]);
	EXPECT_EQ(0, kib[1] - kib[2]);
	EXPECT_EQ(1536 * MiB / KiB, kib[1] - (kib[1] - kib[2]) - kib[0]);
	nvrm_reap(other);
}

/* The legacy FB_GET_INFO, whose list is behind a pointer, says the same. */
TEST_F(view, legacy_fb_info_sees_the_slice)
{
	static const uint32_t idx[] = { HEAP_FREE, TOTAL_RAM, HEAP_SIZE };
	struct nvrm_memparams p;
	uint32_t kib[3];

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 1 * GiB, 0, &p));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_legacy(self->ctl, self->client, idx, 3,
					       kib));
	EXPECT_EQ(3 * GiB / KiB, kib[0]);
	EXPECT_EQ(4 * GiB / KiB, kib[1]);
	EXPECT_EQ(4 * GiB / KiB, kib[2]);
}

/*
 * VID_HEAP_CONTROL: INFO answers with the slice's heap, and ALLOC_SIZE of
 * video memory is held to the limit exactly like class 0x40.
 */
TEST_F(view, vid_heap_sees_and_keeps_the_slice)
{
	uint64_t total, free, got;
	uint32_t h = 0;

	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(self->ctl, self->client, &total,
					     &free));
	EXPECT_EQ(4 * GiB, total);
	EXPECT_EQ(4 * GiB, free);
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_alloc(self->ctl, self->client, &h,
					      3 * GiB, 0x18000000, &got));
	EXPECT_EQ(3 * GiB, got);
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(self->ctl, self->client, &total,
					     &free));
	EXPECT_EQ(1 * GiB, free);
	h = 0;
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_vidheap_alloc(self->ctl, self->client,
						     &h, 1 * GiB + 2 * MiB,
						     0x18000000, &got));
	h = 0;
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_alloc(self->ctl, self->client, &h,
					      1 * GiB, 0x18000000, &got));
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(self->ctl, self->client, h));
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(self->ctl, self->client, &total,
					     &free));
	EXPECT_EQ(1 * GiB, free);
}

/* The card's own free memory still caps what a slice is told is free. */
TEST_F(view, free_never_above_the_cards)
{
	unsigned long long free, total, card_free;
	pid_t other;

	ASSERT_EQ(0, sh("gpuslice set v --gpu 0 --memory 65536MiB"));
	/* Leave the card less free memory than the slice's limit. */
	mem_get_info(_metadata, self->ctl, self->client, &card_free, &total);
	ASSERT_EQ(64 * GiB, card_free);
	other = nvrm_holder("/dev", 64 * GiB);
	ASSERT_LT(0, other);

	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(64 * GiB, total);
	EXPECT_GT(16 * GiB, free);
	EXPECT_LT(0, free);
	nvrm_reap(other);
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(64 * GiB, free);
}

/* One process, one slice: a file of a second slice is refused. */
TEST_F(view, a_process_uses_one_slice)
{
	int other;

	ASSERT_EQ(0, sh("gpuslice create w --gpu 0 --memory 8GiB"));
	other = nvrm_open("/dev/gpuslice/w", "nvidiactl");
	EXPECT_EQ(-1, other);
	EXPECT_EQ(EBUSY, errno);
	close(self->ctl);
	self->ctl = -1;
	close(self->gpu);
	self->gpu = -1;
	other = nvrm_open("/dev/gpuslice/w", "nvidiactl");
	EXPECT_LE(0, other);
	close(other);
}

/* A direct client of the driver sees the card as it is. */
TEST_F(view, direct_clients_see_the_card)
{
	unsigned long long free, total;
	uint32_t client;
	int direct, gpu;

	direct = nvrm_open_ctl();
	gpu = nvrm_open_gpu();
	ASSERT_LE(0, direct);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(direct, gpu, &client));
	mem_get_info(_metadata, direct, client, &free, &total);
	EXPECT_LT(64 * GiB, total);
	EXPECT_LT(64 * GiB, free);
	close(gpu);
	close(direct);
}

/*
 * RM_USER_SHARED_DATA (class 0xde), which every CUDA context makes under
 * each GPU's subdevice and maps read-only: a slice's process makes and
 * maps it as CUDA does (refused, CUDA finds no device: docs/gpu-findings.md),
 * charged nothing, and its page shows the card's PMA total and free, not
 * the slice's view,
 * moving with every allocation on the card. That is the leak docs/abi.md
 * describes; no memory query CUDA, PyTorch or nvidia-smi answers comes
 * from the page. 535's page has no PMA figures: made, mapped and charged
 * nothing there.
 */
TEST_F(view, shared_data_page_shows_the_card)
{
	uint32_t total_at = NVRM_ABI(RUSD_PAGE_PMA_TOTAL_AT);
	uint32_t free_at = NVRM_ABI(RUSD_PAGE_PMA_FREE_AT);
	uint8_t params[GS_ABI_MAX_CLS_RM_USER_SHARED_DATA_PARAMS] = { 0 };
	unsigned long long free, total, card_free, card_total, page_free;
	uint32_t h = 0x5c000008, client;
	struct nvrm_memparams p;
	int direct, gpu, map;
	const uint8_t *page;

	ASSERT_EQ(NVRM_OK, nvrm_alloc(self->ctl, self->client, NVRM_H_SUBDEV,
				      &h, GS_ABI_CLS_RM_USER_SHARED_DATA,
				      params));
	map = nvrm_open(DIR, "nvidiactl");
	ASSERT_LE(0, map);
	ASSERT_EQ(NVRM_OK, nvrm_map_memory(self->ctl, self->client,
					   NVRM_H_SUBDEV, h,
					   NVRM_ABI(RUSD_PAGE_SIZE), map));
	page = mmap(NULL, 4096, PROT_READ, MAP_SHARED, map, 0);
	ASSERT_NE(MAP_FAILED, page);

	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(4 * GiB, total);
	EXPECT_EQ(4 * GiB, free);
	if (total_at == GS_ABI_ABSENT) {
		munmap((void *)page, 4096);
		close(map);
		return;
	}

	direct = nvrm_open_ctl();
	gpu = nvrm_open_gpu();
	ASSERT_LE(0, direct);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(direct, gpu, &client));
	mem_get_info(_metadata, direct, client, &card_free, &card_total);
	EXPECT_EQ(card_total, *(const uint64_t *)(page + total_at));
	EXPECT_EQ(card_free, *(const uint64_t *)(page + free_at));

	/* the slice's own allocation moves the card's figure */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 1 * GiB, 0, &p));
	page_free = *(const volatile uint64_t *)(page + free_at);
	EXPECT_EQ(card_free - GiB, page_free);
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(3 * GiB, free);

	munmap((void *)page, 4096);
	close(map);
	close(gpu);
	close(direct);
}

/* Live resize: the view and the admission follow at once. */
TEST_F(view, resize_applies_at_once)
{
	unsigned long long free, total;
	struct nvrm_memparams p;

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 2 * GiB, 0, &p));
	ASSERT_EQ(0, sh("gpuslice set v --gpu 0 --memory 6GiB"));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(6 * GiB, total);
	EXPECT_EQ(4 * GiB, free);
	EXPECT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100001,
					 4 * GiB, 0, &p));
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc_fb(self->ctl, self->client,
						0x5c100002, 2 * MiB, 0, &p));

	/* Below use: nothing is free and nothing is admitted ... */
	ASSERT_EQ(0, sh("gpuslice set v --gpu 0 --memory 1GiB"));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(1 * GiB, total);
	EXPECT_EQ(0, free);
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc_fb(self->ctl, self->client,
						0x5c100002, 2 * MiB, 0, &p));
	/* ... and what is held stays, its holder alive, until it falls. */
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, 0x5c100001));
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc_fb(self->ctl, self->client,
						0x5c100002, 2 * MiB, 0, &p));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, 0x5c100000));
	EXPECT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100002,
					 1 * GiB, 0, &p));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(0, free);
}

/*
 * Managed memory (docs/design.md): its GPU residency is in no account of
 * the driver's, so a managed mapping is charged at its size when it is
 * made, refused when it does not fit, and given back when unmapped.
 */
TEST_F(view, managed_memory_counts_at_its_size)
{
	struct { uint64_t flags; uint32_t status, pad; } init = { 0 };
	unsigned long long free, total;
	struct nvrm_memparams p;
	void *m, *more;
	int uvm;

	uvm = nvrm_open(DIR, "nvidia-uvm");
	ASSERT_LE(0, uvm);
	ASSERT_EQ(NVRM_OK, nvuvm_call(uvm, 0x30000001, &init, 8));
	m = nvuvm_map_managed(uvm, 1 * GiB);
	ASSERT_NE(NULL, m);
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(3 * GiB, free);
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc_fb(self->ctl, self->client,
						0x5c100000, 3 * GiB + 2 * MiB,
						0, &p));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c100000,
					 3 * GiB, 0, &p));
	/* Full: not a page more, managed or not. */
	errno = 0;
	more = nvuvm_map_managed(uvm, 2 * MiB);
	EXPECT_EQ(NULL, more);
	EXPECT_EQ(ENOMEM, errno);
	/* Unmapped, it is free again. */
	EXPECT_EQ(0, munmap(m, 1 * GiB));
	mem_get_info(_metadata, self->ctl, self->client, &free, &total);
	EXPECT_EQ(1 * GiB, free);
	more = nvuvm_map_managed(uvm, 512 * MiB);
	EXPECT_NE(NULL, more);
	close(uvm);
}

/*
 * A file is its opener's: a forked child that inherited it can neither
 * call nor map it (the driver would count its clients for the child, and
 * for nobody once the child is gone), only close it.
 */
TEST_F(view, only_the_opener_uses_a_file)
{
	int status;
	pid_t pid;

	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		uint32_t client;
		void *m;

		if (nvrm_setup_client(self->ctl, self->gpu, &client) !=
		    NVRM_ERRNO(EPERM))
			_exit(1);
		m = mmap(NULL, 4096, PROT_READ, MAP_SHARED, self->ctl, 0);
		if (m != MAP_FAILED || errno != EPERM)
			_exit(2);
		_exit(close(self->ctl) ? 3 : 0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
	/* The opener still can. */
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, self->client));
}

TEST_HARNESS_MAIN
