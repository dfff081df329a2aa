// SPDX-License-Identifier: GPL-2.0
/*
 * Slices of other GPUs than the host's first, and of several: the
 * container numbers the slice's GPUs 0..N-1 in the slice's order, in every
 * call that names a GPU (CARD_INFO's minors, the NV0000 GPU controls,
 * NV01_DEVICE_0's deviceId), sees none of the others, and each GPU is held
 * to its own limit and shown as its own share. nvsim runs two GPUs (gpuIds
 * 6 and 7), with device instances equal to the minors or, in the
 * "reversed" variant, the other way round, as a driver may give them.
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "vmenv.h"

#define MiB (1ULL << 20)
#define KiB 1024ULL
#define DIR "/dev/gpuslice/m"
#define INVALID NVRM_GPU_INVALID_ID

/* Device and subdevice handles of the slice's GPU @g in a test client */
#define H_DEV(g)	(0x5c000010u + 2 * (g))
#define H_SUBDEV(g)	(0x5c000011u + 2 * (g))

static int sh(const char *fmt, ...)
{
	char cmd[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	strncat(cmd, " >/dev/null 2>&1", sizeof(cmd) - strlen(cmd) - 1);
	return vmenv_run("sh", "-c", cmd);
}


FIXTURE(gpus) {
	int ctl, gpu[2];
	uint32_t client;
};

FIXTURE_VARIANT(gpus) {
	const char *nvsim;
};

FIXTURE_VARIANT_ADD(gpus, same) {
	.nvsim = "gpus=2",
};

FIXTURE_VARIANT_ADD(gpus, reversed) {
	.nvsim = "gpus=2 reverse_instances=1",
};

FIXTURE_SETUP(gpus)
{
	self->ctl = self->gpu[0] = self->gpu[1] = -1;
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	ASSERT_EQ(0, vmenv_reload_nvsim(variant->nvsim));
}

FIXTURE_TEARDOWN(gpus)
{
	int i;

	if (self->ctl >= 0)
		close(self->ctl);
	for (i = 0; i < 2; i++)
		if (self->gpu[i] >= 0)
			close(self->gpu[i]);
	sh("gpuslice delete m --force");
	vmenv_reload_nvsim("");
}

/* The slice's nvidiactl, its first @n nvidiaN and a client, in @self. */
static uint32_t open_slice(FIXTURE_DATA(gpus) *self, int n)
{
	uint32_t h = 0;
	int i;

	self->ctl = nvrm_open(DIR, "nvidiactl");
	for (i = 0; i < n; i++) {
		char name[16];

		snprintf(name, sizeof(name), "nvidia%d", i);
		self->gpu[i] = nvrm_open(DIR, name);
	}
	if (self->ctl < 0)
		return NVRM_ERRNO(9);
	self->client = 0;
	return nvrm_alloc(self->ctl, 0, 0, &h, 0x0, NULL) ?: (self->client = h, 0);
}

/* A device on the slice's GPU @g as CUDA makes one, and its subdevice. */
static uint32_t device_on(FIXTURE_DATA(gpus) *self, uint32_t g)
{
	uint32_t devp[14] = { g }, subp = 0, h = H_DEV(g), st;

	st = nvrm_alloc(self->ctl, self->client, self->client, &h, 0x80, devp);
	if (st)
		return st;
	if (devp[0] != g)		/* the caller's deviceId, put back */
		return NVRM_ERRNO(1000);
	h = H_SUBDEV(g);
	return nvrm_alloc(self->ctl, self->client, H_DEV(g), &h, 0x2080,
			  &subp);
}

static uint32_t fb_on(FIXTURE_DATA(gpus) *self, uint32_t g, uint32_t h,
		      uint64_t size)
{
	struct nvrm_memparams p = {
		.owner = self->client, .flags = 0x1c101, .attr = 0x18000000,
		.size = size,
	};

	return nvrm_alloc(self->ctl, self->client, H_DEV(g), &h, 0x40, &p);
}

/* HEAP_SIZE and HEAP_FREE (KiB) of the slice's GPU @g, from its subdevice. */
static uint32_t heap_of(FIXTURE_DATA(gpus) *self, uint32_t g, uint32_t *size,
			uint32_t *free)
{
	/* the version's parameter size (1,028 bytes from 580, 436 on 535) */
	uint32_t p[GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_SIZE / 4] = {
		2, NVRM_FB_HEAP_SIZE, 0, NVRM_FB_HEAP_FREE
	};
	uint32_t st = nvrm_control(self->ctl, self->client, H_SUBDEV(g),
				   NVRM_FB_GET_INFO_V2, p,
				   NVRM_ABI(CTRL_2080_FB_GET_INFO_V2_SIZE));

	*size = p[2];
	*free = p[4];
	return st;
}

/*
 * A slice of the host's GPUs 1 and 0, in that order: CARD_INFO, the ID
 * lists and the ID info all number them 0 and 1 the slice's way.
 */
TEST_F(gpus, numbered_as_the_slice)
{
	uint8_t ci[32 * 72];
	uint32_t ids[GS_ABI_MAX_CTRL_0000_GPU_GET_PROBED_IDS_SIZE / 4];
	struct nvrm_gpu_id_info info;
	unsigned int i;

	ASSERT_EQ(0, sh("gpuslice create m --gpu 1 --memory 1GiB --gpu 0 --memory 1GiB"));
	ASSERT_EQ(NVRM_OK, open_slice(self, 2));

	memset(ci, 0, sizeof(ci));
	ASSERT_EQ(0, ioctl(self->ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO,
						 sizeof(ci)), ci));
	EXPECT_EQ(1, ci[0]);
	EXPECT_EQ(7, *(uint32_t *)(ci + 16));	/* gpu_id */
	EXPECT_EQ(0, *(uint32_t *)(ci + 56));	/* minor_number */
	EXPECT_EQ(1, ci[72]);
	EXPECT_EQ(6, *(uint32_t *)(ci + 72 + 16));
	EXPECT_EQ(1, *(uint32_t *)(ci + 72 + 56));
	for (i = 2 * 72; i < sizeof(ci); i++)
		ASSERT_EQ(0, ci[i]);

	memset(ids, 0, sizeof(ids));
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->client, self->client,
					NVRM_GPU_GET_ATTACHED_IDS, ids, 128));
	EXPECT_EQ(7, ids[0]);
	EXPECT_EQ(6, ids[1]);
	EXPECT_EQ(INVALID, ids[2]);
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->client, self->client,
					NVRM_GPU_GET_PROBED_IDS, ids,
					NVRM_ABI(CTRL_0000_GPU_GET_PROBED_IDS_SIZE)));
	EXPECT_EQ(7, ids[0]);
	EXPECT_EQ(6, ids[1]);
	EXPECT_EQ(INVALID, ids[2]);

	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(self->ctl, self->client, 7, &info));
	EXPECT_EQ(0, info.device_instance);
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(self->ctl, self->client, 6, &info));
	EXPECT_EQ(1, info.device_instance);

	/* Devices by the slice's numbers land on the host's GPUs 1 and 0. */
	ASSERT_EQ(NVRM_OK, device_on(self, 0));
	ASSERT_EQ(NVRM_OK, device_on(self, 1));
	ASSERT_EQ(NVRM_OK, fb_on(self, 0, 0x5c100000, 64 * MiB));
	ASSERT_EQ(NVRM_OK, fb_on(self, 1, 0x5c100001, 32 * MiB));
	EXPECT_EQ((long long)(64 * MiB), vmenv_nvsim_fb_used(1));
	EXPECT_EQ((long long)(32 * MiB), vmenv_nvsim_fb_used(0));
}

/*
 * A slice of the host's GPU 1 alone sees one GPU, its nvidia0, and is
 * refused every call that names GPU 0.
 */
TEST_F(gpus, other_gpus_are_out_of_sight)
{
	uint32_t ids[33], devp[14] = { 1 }, h = 0x5c000100;
	struct nvrm_gpu_id_info info;
	uint8_t ci[32 * 72];
	uint32_t pci[3] = { 6 };

	ASSERT_EQ(0, sh("gpuslice create m --gpu 1 --memory 1GiB"));
	ASSERT_EQ(NVRM_OK, open_slice(self, 1));
	ASSERT_EQ(0, ioctl(self->ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO,
						 sizeof(ci)), ci));
	EXPECT_EQ(7, *(uint32_t *)(ci + 16));
	EXPECT_EQ(0, *(uint32_t *)(ci + 56));
	EXPECT_EQ(0, ci[72]);			/* no second GPU */

	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->client, self->client,
					NVRM_GPU_GET_ATTACHED_IDS, ids, 128));
	EXPECT_EQ(7, ids[0]);
	EXPECT_EQ(INVALID, ids[1]);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_gpu_id_info(self->ctl, self->client, 6, &info));
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_control(self->ctl, self->client, self->client,
			       NVRM_GPU_GET_PCI_INFO, pci, sizeof(pci)));
	memset(ids, 0, sizeof(ids));
	ids[0] = 6;
	ids[1] = INVALID;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(self->ctl, self->client, self->client,
			       NVRM_GPU_ATTACH_IDS, ids, 132));
	ids[0] = 7;
	EXPECT_EQ(NVRM_OK, nvrm_control(self->ctl, self->client, self->client,
					NVRM_GPU_ATTACH_IDS, ids, 132));

	/* deviceId 1 names no GPU of the slice: RM's answer to no instance */
	EXPECT_EQ(NVRM_INVALID_CLASS,
		  nvrm_alloc(self->ctl, self->client, self->client, &h, 0x80,
			     devp));
	EXPECT_EQ(1, devp[0]);
	ASSERT_EQ(NVRM_OK, device_on(self, 0));
	ASSERT_EQ(NVRM_OK, fb_on(self, 0, 0x5c100000, 16 * MiB));
	EXPECT_EQ((long long)(16 * MiB), vmenv_nvsim_fb_used(1));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
}

/*
 * Each GPU of a slice is held to its own limit, exactly, and shows its own
 * share; a device with no node of its GPU open is refused, as by RM.
 */
TEST_F(gpus, each_gpu_has_its_own_limit)
{
	uint32_t size, free;

	ASSERT_EQ(0, sh("gpuslice create m --gpu 0 --memory 1GiB --gpu 1 --memory 2GiB"));
	ASSERT_EQ(NVRM_OK, open_slice(self, 1));
	EXPECT_EQ(NVRM_PERMISSIONS, device_on(self, 1));
	self->gpu[1] = nvrm_open(DIR, "nvidia1");
	ASSERT_EQ(NVRM_OK, device_on(self, 0));
	ASSERT_EQ(NVRM_OK, device_on(self, 1));

	ASSERT_EQ(NVRM_OK, fb_on(self, 0, 0x5c100000, 1024 * MiB));
	EXPECT_EQ(NVRM_NO_MEMORY, fb_on(self, 0, 0x5c100001, 2 * MiB));
	ASSERT_EQ(NVRM_OK, fb_on(self, 1, 0x5c100002, 1024 * MiB));
	ASSERT_EQ(NVRM_OK, fb_on(self, 1, 0x5c100003, 1024 * MiB));
	EXPECT_EQ(NVRM_NO_MEMORY, fb_on(self, 1, 0x5c100004, 2 * MiB));

	ASSERT_EQ(NVRM_OK, heap_of(self, 0, &size, &free));
	EXPECT_EQ(1024 * 1024, size);
	EXPECT_EQ(0, free);
	ASSERT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, 0x5c100003));
	ASSERT_EQ(NVRM_OK, heap_of(self, 1, &size, &free));
	EXPECT_EQ(2048 * 1024, size);
	EXPECT_EQ(1024 * 1024, free);
	EXPECT_EQ((long long)(1024 * MiB), vmenv_nvsim_fb_used(0));
	EXPECT_EQ((long long)(1024 * MiB), vmenv_nvsim_fb_used(1));
}

/*
 * An allocation gpuslice cannot place on a GPU (under a dup of a device:
 * dups of devices are not followed) is charged on every GPU of the slice,
 * so admitted only where it fits on each: RM puts it on one GPU and
 * refuses it there when it does not fit, and the slice's limit must hold
 * on that GPU, whichever it is (core/ledger.h, the user-space engine's
 * rule too). The audit after it leaves it charged on its own GPU alone.
 */
TEST_F(gpus, unplaced_allocation_fits_every_gpu)
{
	struct nvrm_memparams p = {
		.flags = 0x1c101, .attr = 0x18000000,
	};
	uint32_t h_dup = 0x5c000200, h;

	ASSERT_EQ(0, sh("gpuslice create m --gpu 0 --memory 1GiB --gpu 1 --memory 256MiB"));
	ASSERT_EQ(NVRM_OK, open_slice(self, 2));
	ASSERT_EQ(NVRM_OK, device_on(self, 0));
	ASSERT_EQ(NVRM_OK, device_on(self, 1));
	ASSERT_EQ(NVRM_OK, nvrm_dup(self->ctl, self->client, self->client,
				    h_dup, self->client, H_DEV(0)));
	p.owner = self->client;

	/* 512 MiB fit GPU 0's 1 GiB, not GPU 1's 256 MiB: refused */
	p.size = 512 * MiB;
	h = 0x5c100000;
	EXPECT_EQ(NVRM_NO_MEMORY, nvrm_alloc(self->ctl, self->client, h_dup,
					     &h, 0x40, &p));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));

	/* 192 MiB fit both: made, on GPU 0, where RM puts it */
	p.size = 192 * MiB;
	h = 0x5c100001;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(self->ctl, self->client, h_dup, &h,
				      0x40, &p));
	EXPECT_EQ((long long)(192 * MiB), vmenv_nvsim_fb_used(0));

	/* GPU 1's whole limit once audited; GPU 0's less the 192 MiB */
	ASSERT_EQ(NVRM_OK, fb_on(self, 1, 0x5c100002, 256 * MiB));
	EXPECT_EQ(NVRM_NO_MEMORY, fb_on(self, 0, 0x5c100003, 834 * MiB));
	ASSERT_EQ(NVRM_OK, fb_on(self, 0, 0x5c100004, 832 * MiB));
	EXPECT_EQ((long long)(256 * MiB), vmenv_nvsim_fb_used(1));
}

TEST_HARNESS_MAIN
