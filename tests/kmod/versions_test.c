// SPDX-License-Identifier: GPL-2.0
/*
 * What differs between NVIDIA driver versions (issue 25, docs/abi.md),
 * end to end through a slice as a user sees it, with nvsim loaded as each
 * supported branch's version in turn (its version parameter, two GPUs):
 *
 * - UVM_UNREGISTER_CHANNEL (12 bytes from 590, hClient@0) and UVM_FREE (16
 *   bytes from 590) answered, before UVM_INITIALIZE as the driver answers
 *   its own file and after, nothing written or read past the argument; a
 *   client of another slice refused;
 * - UVM_MAP_EXTERNAL_ALLOCATION (1,200 bytes on 535) answered with
 *   nothing read past it, another slice's client refused;
 * - VID_HEAP_CONTROL with NVOS32 attr2 bit 24 (EGM to 590, nothing on 535
 *   and 595, where the driver makes ordinary memory of it) charged to the
 *   slice and refused past its limit, or refused by the driver; class
 *   0x42 (gone in 595) refused as the driver refuses it;
 * - FIFO_ROTATE_KEYS (595) refused whole, another slice's channel left
 *   running;
 * - FB_GET_INFO_V2 (other sizes to 575) showing the slice's memory,
 *   GET_PROBED_IDS (256 bytes to 575) listing the slice's GPU alone,
 *   RM_MAP_MEMORY_DMA (56 bytes to 575) and EXPORT_TO_DMABUF_FD (2,600
 *   bytes to 550) answered as the driver answers them directly.
 *
 * The user-space engine (libgpuslice-preload.so, in preload_client
 * processes) is tested where it decides on the same calls: VID_HEAP
 * attr2 bit 24, class 0x42 and FB_GET_INFO_V2 (the preload_* tests). It
 * reads no UVM argument but UVM_INITIALIZE's flags, narrows no GPU list
 * (containers see their GPUs' nodes alone) and serves cooperative hosts,
 * keeping no process from naming another's channels.
 *
 * Every size and offset is the version's, from the description
 * (nvrm_abi(), asked of the driver); arguments end where 64 KiB that may
 * not be touched begin (a read or write past them fails the call), or 64
 * KiB never touched (mincore() tells whether anything read them), or are
 * followed by canary bytes. The ground truth is nvsim's own: its answers
 * to a client of its own nodes, its framebuffer counters, its execution
 * engine's accounts of who ran. The fixture's variants are the versions,
 * so nvsim is loaded again once for each.
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
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "nvwork.h"
#include "vmenv.h"

#define MiB (1ULL << 20)
#define SLICE_DIR "/dev/gpuslice/vt"
#define OTHER_DIR "/dev/gpuslice/vo"

#define H_VAS		(GS_ABI_CUDA_HANDLE_BASE + 0x09)
#define H_TSG		(GS_ABI_CUDA_HANDLE_BASE + 0x15)
#define H_SHARE		(GS_ABI_CUDA_HANDLE_BASE + 0x16)
#define H_CHAN		(GS_ABI_CUDA_HANDLE_BASE + 0x1c)
#define H_MEM		(GS_ABI_CUDA_HANDLE_BASE + 0x100)

/* Where UVM_REGISTER_CHANNEL says the channel's resources are mapped */
#define CHAN_BASE	0x204000000ULL
#define CHAN_LEN	0x52c000ULL
/* An external range's VA */
#define EXT_BASE	0x7f0000000000ULL

#define CANARY_LEN	64
#define CANARY		0xa5
/*
 * What may not be touched after an argument placed at its end: more than
 * any argument's largest field offset (UVM_MAP_EXTERNAL_ALLOCATION's
 * client read 8 KiB past a 535 argument lands in it).
 */
#define GUARD_LEN	(64 << 10)

static int sh(const char *cmd)
{
	return vmenv_run("sh", "-c", cmd);
}

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, uint32_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static uint32_t get32(const void *buf, uint32_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

static const struct gs_abi *abi_of(const char *version)
{
	enum gs_abi_match match;
	const struct gs_abi *abi = gs_abi_find(version, &match);

	return match == GS_ABI_EXACT ? abi : NULL;
}

/* nvsim's parameter @name into @buf ("" when it is not loaded) */
static void nvsim_param(const char *name, char *buf, size_t size)
{
	char path[96];
	FILE *f;

	snprintf(path, sizeof(path), "/sys/module/nvsim/parameters/%s", name);
	buf[0] = '\0';
	f = fopen(path, "r");
	if (!f)
		return;
	if (!fgets(buf, size, f))
		buf[0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	fclose(f);
}

/* nvsim as driver @version with two GPUs, loaded again unless it is */
static int load_as(const char *version)
{
	char have[64], gpus[16], params[96];

	nvsim_param("version", have, sizeof(have));
	nvsim_param("gpus", gpus, sizeof(gpus));
	if (!strcmp(have, version) && !strcmp(gpus, "2"))
		return 0;
	snprintf(params, sizeof(params), "version=%s gpus=2", version);
	return vmenv_reload_nvsim(params);
}

enum place {
	GUARD,		/* at the end of a page, GUARD_LEN of no access after */
	TAIL,		/* followed by CANARY_LEN canary bytes */
	UNTOUCHED,	/* at the end of a page, GUARD_LEN never touched after */
};

/*
 * ioctl @req on a copy of the @size bytes at @arg, placed as @place says,
 * copied back into @arg afterwards. For TAIL, *@past gets how many of
 * the canary bytes changed; for UNTOUCHED, how many of the pages after
 * the argument were read or written: a page of anonymous memory is
 * resident (mincore) once anything touched it, the zero page mapped for
 * a read. Returns the ioctl's return, or -errno.
 */
static int call_placed(int fd, unsigned long req, void *arg, size_t size,
		       enum place place, unsigned int *past)
{
	long page = sysconf(_SC_PAGESIZE);
	size_t head = (size + CANARY_LEN + page - 1) / page * page;
	size_t len = head + GUARD_LEN;
	uint8_t *map, *at;
	unsigned int i;
	int ret;

	map = mmap(NULL, len, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED)
		return -errno;
	if (place == GUARD) {
		if (mprotect(map + head, GUARD_LEN, PROT_NONE)) {
			ret = -errno;
			munmap(map, len);
			return ret;
		}
		at = map + head - size;
	} else if (place == UNTOUCHED) {
		if (madvise(map, len, MADV_NOHUGEPAGE)) {
			ret = -errno;
			munmap(map, len);
			return ret;
		}
		at = map + head - size;
	} else {
		at = map;
		memset(at + size, CANARY, CANARY_LEN);
	}
	memcpy(at, arg, size);
	ret = ioctl(fd, req, at) ? -errno : 0;
	memcpy(arg, at, size);
	if (place == TAIL && past)
		for (*past = 0, i = 0; i < CANARY_LEN; i++)
			*past += at[size + i] != CANARY;
	if (place == UNTOUCHED && past) {
		unsigned char resident[GUARD_LEN / 4096];

		*past = ~0u;
		if (!mincore(map + head, GUARD_LEN, resident))
			for (*past = 0, i = 0; i < GUARD_LEN / page; i++)
				*past += resident[i] & 1;
	}
	munmap(map, len);
	return ret;
}

/*
 * A process of another slice (@dir) with a client, and a channel of
 * nvwork's kept busy; its client in *@hclient. Returns its pid, or -1.
 */
static pid_t other_slice_client(const char *dir, uint32_t *hclient)
{
	return nvwork_spawn(dir, "nvidia0", 1000, 1, 0, hclient);
}

FIXTURE(ver) {
	int ctl, gpu, uvm;
	uint32_t hc;
	const struct gs_abi *abi;
	pid_t other;
	uint32_t other_hc;
};

FIXTURE_VARIANT(ver) {
	const char *version;
};

FIXTURE_VARIANT_ADD(ver, r535) {
	.version = "535.288.01",
};

FIXTURE_VARIANT_ADD(ver, r545) {
	.version = "545.29.06",
};

FIXTURE_VARIANT_ADD(ver, r550) {
	.version = "550.163.01",
};

FIXTURE_VARIANT_ADD(ver, r555) {
	.version = "555.58.02",
};

FIXTURE_VARIANT_ADD(ver, r560) {
	.version = "560.35.03",
};

FIXTURE_VARIANT_ADD(ver, r565) {
	.version = "565.77",
};

FIXTURE_VARIANT_ADD(ver, r570) {
	.version = "570.211.01",
};

FIXTURE_VARIANT_ADD(ver, r575) {
	.version = "575.64.05",
};

FIXTURE_VARIANT_ADD(ver, r580) {
	.version = "580.159.04",
};

FIXTURE_VARIANT_ADD(ver, r590) {
	.version = "590.48.01",
};

FIXTURE_VARIANT_ADD(ver, r595) {
	.version = "595.45.04",
};

/*
 * Slice vt of 256 MiB on GPU 0 of nvsim loaded as the variant's version
 * with two GPUs, and a client of it (device and subdevice), as CUDA
 * starts; slice vo of 256 MiB for another slice's processes.
 */
FIXTURE_SETUP(ver)
{
	self->ctl = self->gpu = self->uvm = -1;
	self->other = 0;
	ASSERT_EQ(0, load_as(variant->version))
		TH_LOG("nvsim not loaded as %s", variant->version);
	self->abi = nvrm_abi();
	ASSERT_EQ(abi_of(variant->version), self->abi);
	ASSERT_EQ(0, sh("gpuslice create vt --gpu 0 --memory 256MiB"));
	ASSERT_EQ(0, sh("gpuslice create vo --gpu 0 --memory 256MiB"));
	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	self->gpu = nvrm_open(SLICE_DIR, "nvidia0");
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, self->gpu);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu, &self->hc));
}

FIXTURE_TEARDOWN(ver)
{
	if (self->other > 0)
		nvwork_kill(self->other);
	if (self->uvm >= 0)
		close(self->uvm);
	if (self->gpu >= 0)
		close(self->gpu);
	if (self->ctl >= 0)
		close(self->ctl);
	sh("gpuslice delete --force vt");
	sh("gpuslice delete --force vo");
}

/* The slice's UVM file made ready as CUDA makes it, with VA space H_VAS */
static uint32_t uvm_up(FIXTURE_DATA(ver) *self)
{
	self->uvm = nvrm_open(SLICE_DIR, "nvidia-uvm");
	if (self->uvm < 0)
		return NVRM_ERRNO(-self->uvm);
	return nvuvm_setup_gpu0(self->uvm, self->ctl, self->hc, H_VAS);
}

/* A TSG in VA space H_VAS, a context share and channel H_CHAN */
static uint32_t alloc_channel(int ctl, uint32_t hclient)
{
	uint32_t tsg[5] = { 0, 0, H_VAS, 1 }, share[3] = { H_VAS, 1 };
	uint32_t chan[GS_ABI_MAX_CHANNEL_PARAMS_SIZE / 4] = { 0 }, h, st;

	h = H_TSG;
	st = nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h,
			GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsg);
	h = H_SHARE;
	st = st ?: nvrm_alloc(ctl, hclient, H_TSG, &h,
			      GS_ABI_CLS_FERMI_CONTEXT_SHARE_A, share);
	put32(chan, GS_ABI_CHANNEL_PARAMS_HCONTEXTSHARE_AT, H_SHARE);
	h = H_CHAN;
	return st ?: nvrm_alloc(ctl, hclient, H_TSG, &h,
				GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A, chan);
}

#define UNCHAN(abi, field)	GS_ABI(abi, UVM_UNREGISTER_CHANNEL_##field##_AT)

/*
 * UVM_UNREGISTER_CHANNEL of @hchan of @hclient laid out for @abi (590 on
 * name no GPU), placed as @place says: its rmStatus, or NVRM_ERRNO.
 */
static uint32_t unregister_channel(const struct gs_abi *abi, int uvm,
				   uint32_t hclient, uint32_t hchan,
				   enum place place, unsigned int *past)
{
	uint8_t a[GS_ABI_MAX_UVM_UNREGISTER_CHANNEL_SIZE] = { 0 };
	uint32_t size = GS_ABI(abi, UVM_UNREGISTER_CHANNEL_SIZE);
	int ret;

	if (UNCHAN(abi, GPUUUID) != GS_ABI_ABSENT)
		memcpy(a + UNCHAN(abi, GPUUUID), nvuvm_gpu0_uuid,
		       sizeof(nvuvm_gpu0_uuid));
	put32(a, UNCHAN(abi, HCLIENT), hclient);
	put32(a, UNCHAN(abi, HCHANNEL), hchan);
	ret = call_placed(uvm, GS_ABI_UVM_UNREGISTER_CHANNEL, a, size, place,
			  past);
	return ret ? NVRM_ERRNO(-ret) : get32(a, UNCHAN(abi, RMSTATUS));
}

/*
 * UVM_UNREGISTER_CHANNEL through the slice, at the end of a page and
 * before canary bytes: answered, nothing written past the argument; a
 * channel of another slice's client refused, and left registered.
 */
TEST_F(ver, uvm_unregister_channel)
{
	unsigned int past = ~0u;
	int direct = nvuvm_open();
	uint32_t own;

	/* before UVM_INITIALIZE: refused as the driver refuses it */
	ASSERT_LE(0, direct);
	own = unregister_channel(self->abi, direct, self->hc, H_CHAN, TAIL,
				 &past);
	ASSERT_EQ(0, past);
	close(direct);
	self->uvm = nvrm_open(SLICE_DIR, "nvidia-uvm");
	ASSERT_LE(0, self->uvm);
	past = ~0u;
	EXPECT_EQ(own, unregister_channel(self->abi, self->uvm, self->hc,
					  H_CHAN, TAIL, &past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	close(self->uvm);

	past = ~0u;
	ASSERT_EQ(NVRM_OK, uvm_up(self));
	ASSERT_EQ(NVRM_OK, alloc_channel(self->ctl, self->hc));
	ASSERT_EQ(NVRM_OK, nvuvm_register_channel(self->uvm, self->hc, H_CHAN,
						  CHAN_BASE, CHAN_LEN));
	EXPECT_EQ(NVRM_OK, unregister_channel(self->abi, self->uvm, self->hc,
					      H_CHAN, GUARD, NULL));
	ASSERT_EQ(NVRM_OK, nvuvm_register_channel(self->uvm, self->hc, H_CHAN,
						  CHAN_BASE, CHAN_LEN));
	EXPECT_EQ(NVRM_OK, unregister_channel(self->abi, self->uvm, self->hc,
					      H_CHAN, TAIL, &past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	/* unregistered: the driver's own answer now */
	EXPECT_EQ(NVRM_INVALID_CHANNEL,
		  unregister_channel(self->abi, self->uvm, self->hc, H_CHAN,
				     GUARD, NULL));

	self->other = other_slice_client(OTHER_DIR, &self->other_hc);
	ASSERT_LT(0, self->other);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  unregister_channel(self->abi, self->uvm, self->other_hc,
				     NVWORK_H_CHAN, GUARD, NULL));
	past = ~0u;
	EXPECT_EQ(NVRM_PERMISSIONS,
		  unregister_channel(self->abi, self->uvm, self->other_hc,
				     NVWORK_H_CHAN, TAIL, &past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	past = ~0u;
	EXPECT_EQ(NVRM_PERMISSIONS,
		  unregister_channel(self->abi, self->uvm, self->other_hc,
				     NVWORK_H_CHAN, UNTOUCHED, &past));
	EXPECT_EQ(0, past) TH_LOG("%u pages past the argument read", past);
}

/* UVM_FREE of the range at @base laid out for @abi (590 on: no length) */
static uint32_t uvm_free(const struct gs_abi *abi, int uvm, uint64_t base,
			 uint64_t length, enum place place, unsigned int *past)
{
	uint8_t a[GS_ABI_MAX_UVM_FREE_SIZE] = { 0 };
	int ret;

	put64(a, GS_ABI_UVM_FREE_BASE_AT, base);
	if (GS_ABI(abi, UVM_FREE_LENGTH_AT) != GS_ABI_ABSENT)
		put64(a, GS_ABI(abi, UVM_FREE_LENGTH_AT), length);
	ret = call_placed(uvm, GS_ABI_UVM_FREE, a, GS_ABI(abi, UVM_FREE_SIZE),
			  place, past);
	return ret ? NVRM_ERRNO(-ret) : get32(a, GS_ABI(abi, UVM_FREE_RMSTATUS_AT));
}

/*
 * UVM_FREE of an external range through the slice, at the end of a page
 * and before canary bytes: the range freed (the driver's next free of it
 * refused), nothing written past the argument.
 */
TEST_F(ver, uvm_free)
{
	uint64_t len = 64 * MiB;
	unsigned int past = ~0u;
	int direct = nvuvm_open();
	uint32_t own;

	/* before UVM_INITIALIZE: refused as the driver refuses it */
	ASSERT_LE(0, direct);
	own = uvm_free(self->abi, direct, EXT_BASE, len, TAIL, &past);
	ASSERT_EQ(0, past);
	close(direct);
	self->uvm = nvrm_open(SLICE_DIR, "nvidia-uvm");
	ASSERT_LE(0, self->uvm);
	past = ~0u;
	EXPECT_EQ(own, uvm_free(self->abi, self->uvm, EXT_BASE, len, TAIL,
				&past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	close(self->uvm);

	past = ~0u;
	ASSERT_EQ(NVRM_OK, uvm_up(self));
	ASSERT_EQ(NVRM_OK, nvuvm_external_range(self->uvm, EXT_BASE, len));
	EXPECT_EQ(NVRM_OK, uvm_free(self->abi, self->uvm, EXT_BASE, len,
				    GUARD, NULL));
	ASSERT_EQ(NVRM_OK, nvuvm_external_range(self->uvm, EXT_BASE, len));
	EXPECT_EQ(NVRM_OK, uvm_free(self->abi, self->uvm, EXT_BASE, len, TAIL,
				    &past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  uvm_free(self->abi, self->uvm, EXT_BASE, len, GUARD, NULL));
}

/*
 * UVM_MAP_EXTERNAL_ALLOCATION of @hmem of @hclient at [EXT_BASE, +@len)
 * on GPU 0 laid out for @abi (535: 1,200 bytes), placed as @place says
 */
static uint32_t map_external(const struct gs_abi *abi, int uvm,
			     uint32_t hclient, uint32_t hmem, uint64_t len,
			     enum place place, unsigned int *past)
{
	static uint8_t a[GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE];
	int ret;

	nvuvm_map_external_layout(a, EXT_BASE, len, hclient, hmem, 1);
	ret = call_placed(uvm, GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION, a,
			  GS_ABI(abi, UVM_MAP_EXTERNAL_ALLOCATION_SIZE), place,
			  past);
	return ret ? NVRM_ERRNO(-ret) :
	       get32(a, GS_ABI(abi, UVM_MAP_EXTERNAL_ALLOCATION_RMSTATUS_AT));
}

/* UVM_UNMAP_EXTERNAL of [EXT_BASE, +@len) on GPU 0 */
static uint32_t unmap_external(int uvm, uint64_t len)
{
	uint8_t a[GS_ABI_UVM_UNMAP_EXTERNAL_SIZE] = { 0 };

	put64(a, GS_ABI_UVM_UNMAP_EXTERNAL_BASE_AT, EXT_BASE);
	put64(a, GS_ABI_UVM_UNMAP_EXTERNAL_LENGTH_AT, len);
	memcpy(a + GS_ABI_UVM_UNMAP_EXTERNAL_GPUUUID_AT, nvuvm_gpu0_uuid,
	       sizeof(nvuvm_gpu0_uuid));
	return nvuvm_call(uvm, GS_ABI_UVM_UNMAP_EXTERNAL, a,
			  GS_ABI_UVM_UNMAP_EXTERNAL_RMSTATUS_AT);
}

/*
 * UVM_MAP_EXTERNAL_ALLOCATION through the slice: forwarded with nothing
 * read past the argument (at the end of a page), nothing written past it
 * (canary bytes), memory of another slice's client refused.
 */
TEST_F(ver, uvm_map_external_allocation)
{
	uint64_t len = 2 * MiB;
	unsigned int past = ~0u;

	ASSERT_EQ(NVRM_OK, uvm_up(self));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->hc, H_MEM, len, 0,
					 NULL));
	ASSERT_EQ(NVRM_OK, nvuvm_external_range(self->uvm, EXT_BASE, len));
	EXPECT_EQ(NVRM_OK, map_external(self->abi, self->uvm, self->hc, H_MEM,
					len, GUARD, NULL));
	EXPECT_EQ(NVRM_OK, unmap_external(self->uvm, len));
	EXPECT_EQ(NVRM_OK, map_external(self->abi, self->uvm, self->hc, H_MEM,
					len, TAIL, &past));
	EXPECT_EQ(0, past) TH_LOG("%u bytes written past the argument", past);
	EXPECT_EQ(NVRM_OK, unmap_external(self->uvm, len));
	past = ~0u;
	EXPECT_EQ(NVRM_OK, map_external(self->abi, self->uvm, self->hc, H_MEM,
					len, UNTOUCHED, &past));
	EXPECT_EQ(0, past) TH_LOG("%u pages past the argument read", past);
	EXPECT_EQ(NVRM_OK, unmap_external(self->uvm, len));

	self->other = other_slice_client(OTHER_DIR, &self->other_hc);
	ASSERT_LT(0, self->other);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  map_external(self->abi, self->uvm, self->other_hc,
			       NVWORK_H_MEM, len, GUARD, NULL));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->hc, H_MEM));
}

/* VID_HEAP_CONTROL ALLOC_SIZE of @size bytes as cudaMalloc, attr2 @attr2 */
static uint32_t vidheap_alloc_attr2(int ctl, uint32_t hclient, uint32_t h,
				    uint64_t size, uint32_t attr2)
{
	struct nvrm_nvos32 a;

	memset(&a, 0, sizeof(a));
	a.hroot = hclient;
	a.hparent = NVRM_H_DEV;
	a.function = NVRM_VIDHEAP_ALLOC_SIZE;
	a.data.alloc_size.hmemory = h;
	a.data.alloc_size.flags = GS_ABI_CUDA_MALLOC_FLAGS |
				  NVRM_VIDHEAP_HANDLE_PROVIDED;
	a.data.alloc_size.attr = GS_ABI_CUDA_MALLOC_ATTR;
	a.data.alloc_size.attr2 = attr2;
	a.data.alloc_size.size = size;
	return nvrm_vidheap(ctl, &a);
}

/*
 * VID_HEAP_CONTROL with NVOS32 attr2 bit 24: EGM memory from 550 to 590,
 * which the H100 has none of (the driver refuses it, nothing made); on
 * 535 and 595 no such bit, and the driver makes ordinary framebuffer
 * memory, which the slice is charged for and refused past its limit.
 * nvsim's own count of framebuffer is the judge.
 */
TEST_F(ver, vid_heap_attr2_bit_24)
{
	uint32_t bit = GS_ABI(abi_of("580.159.04"), NVOS32_ATTR2_USE_EGM_LO);
	bool egm = GS_ABI(self->abi, VIDHEAP_EGM_CLASS) != GS_ABI_ABSENT;
	long long fb0 = vmenv_nvsim_fb_used(0);
	uint32_t st;

	ASSERT_LE(0, fb0);
	if (egm) {
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  vidheap_alloc_attr2(self->ctl, self->hc, H_MEM,
					      200 * MiB, 1u << bit));
		EXPECT_EQ(fb0, vmenv_nvsim_fb_used(0));
		EXPECT_EQ(0, vmenv_slice_used("vt"));
		return;
	}
	ASSERT_EQ(NVRM_OK, vidheap_alloc_attr2(self->ctl, self->hc, H_MEM,
					       200 * MiB, 1u << bit));
	EXPECT_EQ(fb0 + (long long)(200 * MiB), vmenv_nvsim_fb_used(0));
	EXPECT_EQ((long long)(200 * MiB), vmenv_slice_used("vt"));
	/* past the limit: refused before the driver makes any */
	st = vidheap_alloc_attr2(self->ctl, self->hc, H_MEM + 1, 100 * MiB,
				 1u << bit);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	EXPECT_EQ(fb0 + (long long)(200 * MiB), vmenv_nvsim_fb_used(0));
	if (st == NVRM_OK)
		nvrm_vidheap_free(self->ctl, self->hc, H_MEM + 1);
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(self->ctl, self->hc, H_MEM));
	EXPECT_EQ(fb0, vmenv_nvsim_fb_used(0));
	EXPECT_EQ(0, vmenv_slice_used("vt"));
}

/* A client of nvsim's own nodes (/dev), for its direct answers */
struct direct {
	int ctl, gpu;
	uint32_t hc;
};

static uint32_t direct_up(struct direct *d)
{
	d->ctl = nvrm_open_ctl();
	d->gpu = nvrm_open_gpu();
	if (d->ctl < 0 || d->gpu < 0)
		return NVRM_ERRNO(ENODEV);
	return nvrm_setup_client(d->ctl, d->gpu, &d->hc);
}

static void direct_down(struct direct *d)
{
	if (d->gpu >= 0)
		close(d->gpu);
	if (d->ctl >= 0)
		close(d->ctl);
}

/* RM_ALLOC of class 0x42 (NV_MEMORY_EXTENDED_USER), 1 MiB, as EGM asks */
static uint32_t alloc_class_42(int ctl, uint32_t hclient, uint32_t h)
{
	uint32_t bit = GS_ABI(abi_of("580.159.04"), NVOS32_ATTR2_USE_EGM_LO);
	struct nvrm_memparams m = { .size = MiB };

	m.attr = GS_ABI_CUDA_MALLOC_ATTR;
	m.attr2 = 1u << bit;
	m.flags = GS_ABI_CUDA_MALLOC_FLAGS;
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h,
			  GS_ABI_CLS_MEMORY_EXTENDED_USER, &m);
}

/*
 * Class 0x42: refused through the slice as the driver refuses it to its
 * own client (595 has no such class; the others no EGM on an H100), and
 * nothing charged.
 */
TEST_F(ver, class_0x42_refused_as_the_driver_refuses_it)
{
	bool absent = GS_ABI(self->abi, CLS_MEMORY_EXTENDED_USER_PARAMS) ==
		      GS_ABI_ABSENT;
	long long fb0 = vmenv_nvsim_fb_used(0);
	struct direct d = { .ctl = -1, .gpu = -1 };
	uint32_t own;

	ASSERT_EQ(NVRM_OK, direct_up(&d));
	own = alloc_class_42(d.ctl, d.hc, H_MEM);
	EXPECT_EQ(absent ? NVRM_INVALID_CLASS : NVRM_INVALID_ARGUMENT, own);
	EXPECT_EQ(own, alloc_class_42(self->ctl, self->hc, H_MEM));
	EXPECT_EQ(fb0, vmenv_nvsim_fb_used(0));
	EXPECT_EQ(0, vmenv_slice_used("vt"));
	direct_down(&d);
}

#define ROTATE(abi, field)	GS_ABI(abi, CTRL_2080_FIFO_ROTATE_KEYS_##field)

/*
 * FIFO_ROTATE_KEYS of channel @hchan of @hclient, through @hself's
 * subdevice, laid out for @abi (595's where the version lacks it), its
 * channel enabled again after the rotation if @enable
 */
static uint32_t rotate_keys(const struct gs_abi *abi, int ctl, uint32_t hself,
			    uint32_t hclient, uint32_t hchan, bool enable)
{
	static uint8_t p[GS_ABI_MAX_CTRL_2080_FIFO_ROTATE_KEYS_SIZE];

	if (ROTATE(abi, SIZE) == GS_ABI_ABSENT)
		abi = abi_of("595.45.04");
	memset(p, 0, sizeof(p));
	put32(p, ROTATE(abi, NUMCHANNELS_AT), 1);
	put32(p, ROTATE(abi, HCLIENTLIST_AT), hclient);
	put32(p, ROTATE(abi, HCHANNELLIST_AT), hchan);
	p[ROTATE(abi, BENABLEAFTERKEYROTATION_AT)] = enable;
	return nvrm_control(ctl, hself, NVRM_H_SUBDEV,
			    GS_ABI_CTRL_2080_FIFO_ROTATE_KEYS, p,
			    ROTATE(abi, SIZE));
}

/* Whether @pid's GPU time grows past @busy within 5 s */
static bool runs_again(pid_t pid, long long busy)
{
	int i;

	for (i = 0; i < 500; i++) {
		if (nvwork_busy_us(0, pid) > busy)
			return true;
		usleep(10000);
	}
	return false;
}

/*
 * FIFO_ROTATE_KEYS (595 on, any client may send it) disables the channels
 * its lists name, any client's. Through a slice it is refused whole, on
 * every version and whoever's channels it names (docs/design.md: its
 * lists are in the caller's memory, which another thread can change
 * after a look at them), as RM refuses: another slice's channel keeps
 * running by nvsim's accounts.
 */
TEST_F(ver, fifo_rotate_keys_refused)
{
	long long busy;

	self->other = other_slice_client(OTHER_DIR, &self->other_hc);
	ASSERT_LT(0, self->other);
	ASSERT_TRUE(runs_again(self->other, 0));
	EXPECT_EQ(NVRM_PERMISSIONS,
		  rotate_keys(self->abi, self->ctl, self->hc, self->other_hc,
			      NVWORK_H_CHAN, false));
	busy = nvwork_busy_us(0, self->other);
	EXPECT_TRUE(runs_again(self->other, busy))
		TH_LOG("another slice's channel stopped");

	ASSERT_EQ(NVRM_OK, nvrm_alloc_vaspace(self->ctl, self->hc, H_VAS,
					      GS_ABI_CUDA_VASPACE_FLAGS));
	ASSERT_EQ(NVRM_OK, alloc_channel(self->ctl, self->hc));
	EXPECT_EQ(NVRM_PERMISSIONS, rotate_keys(self->abi, self->ctl, self->hc,
						self->hc, H_CHAN, true));
}

/* FB_GET_INFO_V2 index values, in KiB (ctrl2080fb.h) */
#define HEAP_SIZE	GS_ABI_FB_INFO_INDEX_HEAP_SIZE
#define HEAP_FREE	GS_ABI_FB_INFO_INDEX_HEAP_FREE

/*
 * FB_GET_INFO_V2 with the version's size (436 to 1,028 bytes): the slice's
 * limit and what is left of it, while nvsim's own client sees the card.
 */
TEST_F(ver, fb_get_info_v2_shows_the_slice)
{
	static const uint32_t idx[] = { HEAP_SIZE, HEAP_FREE };
	struct direct d = { .ctl = -1, .gpu = -1 };
	uint32_t kib[2], card[2];

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->hc, H_MEM, 64 * MiB,
					 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(self->ctl, self->hc, idx, 2, kib));
	EXPECT_EQ(256 * MiB >> 10, kib[0]);
	EXPECT_EQ(192 * MiB >> 10, kib[1]);
	ASSERT_EQ(NVRM_OK, direct_up(&d));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(d.ctl, d.hc, idx, 2, card));
	EXPECT_LT(256 * MiB >> 10, card[0]);
	direct_down(&d);
}

/* GET_PROBED_IDS with the version's size: the gpuIds listed, into @ids */
static uint32_t probed_ids(const struct gs_abi *abi, int ctl, uint32_t hc,
			   uint32_t *ids, unsigned int *n)
{
	static uint8_t p[GS_ABI_MAX_CTRL_0000_GPU_GET_PROBED_IDS_SIZE];
	uint32_t st, id;
	unsigned int i;

	memset(p, 0, sizeof(p));
	st = nvrm_control(ctl, hc, hc, NVRM_GPU_GET_PROBED_IDS, p,
			  GS_ABI(abi, CTRL_0000_GPU_GET_PROBED_IDS_SIZE));
	*n = 0;
	for (i = 0; i < GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX; i++) {
		id = get32(p, GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_AT +
			   4 * i);
		if (id != NVRM_GPU_INVALID_ID)
			ids[(*n)++] = id;
	}
	return st;
}

/*
 * GET_PROBED_IDS with the version's size (256 bytes to 575, 384 after):
 * nvsim's two GPUs to its own client, the slice's one GPU through it.
 */
TEST_F(ver, probed_ids_are_the_slices)
{
	uint32_t ids[GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX];
	uint32_t card[GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX];
	struct direct d = { .ctl = -1, .gpu = -1 };
	unsigned int n, ncard;

	ASSERT_EQ(NVRM_OK, direct_up(&d));
	ASSERT_EQ(NVRM_OK, probed_ids(self->abi, d.ctl, d.hc, card, &ncard));
	EXPECT_EQ(2, ncard);
	ASSERT_EQ(NVRM_OK, probed_ids(self->abi, self->ctl, self->hc, ids, &n));
	EXPECT_EQ(1, n);
	if (n == 1 && ncard == 2)
		EXPECT_TRUE(ids[0] == card[0] || ids[0] == card[1]);
	direct_down(&d);
}

/*
 * Escape @nr of the version's @size bytes, its hClient@@client_at
 * @hclient, on @fd at the end of a page: the ioctl's return (0 or
 * -errno) in *@ret, the status at @status_at
 */
static uint32_t escape_at(int fd, uint32_t nr, uint32_t size, uint32_t status_at,
			  uint32_t client_at, uint32_t hclient, int fd_at,
			  int *ret)
{
	static uint8_t a[GS_ABI_NV_MAX_IOCTL_SIZE];

	memset(a, 0, size);
	put32(a, client_at, hclient);
	if (fd_at >= 0)
		put32(a, fd_at, -1);
	*ret = call_placed(fd, NVRM_IOCTL(nr, size), a, size, GUARD, NULL);
	return get32(a, status_at);
}

/*
 * RM_MAP_MEMORY_DMA (NVOS46: 56 bytes to 575, 64 after; hClient first)
 * through the slice: answered as the driver answers its own client.
 */
TEST_F(ver, map_memory_dma_answered_as_the_driver)
{
	uint32_t size = GS_ABI(self->abi, NVOS46_SIZE);
	uint32_t at = GS_ABI(self->abi, NVOS46_STATUS_AT);
	struct direct d = { .ctl = -1, .gpu = -1 };
	uint32_t own, st;
	int own_ret, ret;

	ASSERT_EQ(NVRM_OK, direct_up(&d));
	own = escape_at(d.ctl, GS_ABI_ESC_RM_MAP_MEMORY_DMA, size, at, 0,
			d.hc, -1, &own_ret);
	ASSERT_EQ(0, own_ret);
	st = escape_at(self->ctl, GS_ABI_ESC_RM_MAP_MEMORY_DMA, size, at, 0,
		       self->hc, -1, &ret);
	EXPECT_EQ(0, ret);
	EXPECT_EQ(own, st);
	direct_down(&d);
}

/*
 * EXPORT_TO_DMABUF_FD (2,600 bytes to 550, 2,608 after; fd -1 asks for a
 * new dma-buf) on the slice's GPU node: answered as the driver answers
 * its own client.
 */
TEST_F(ver, export_to_dmabuf_fd_answered_as_the_driver)
{
	uint32_t size = GS_ABI(self->abi, EXPORT_DMABUF_SIZE);
	uint32_t at = GS_ABI(self->abi, EXPORT_DMABUF_STATUS_AT);
	struct direct d = { .ctl = -1, .gpu = -1 };
	uint32_t own, st;
	int own_ret, ret;

	ASSERT_EQ(NVRM_OK, direct_up(&d));
	own = escape_at(d.gpu, GS_ABI_ESC_EXPORT_TO_DMABUF_FD, size, at,
			GS_ABI_EXPORT_DMABUF_HCLIENT_AT, d.hc,
			GS_ABI_EXPORT_DMABUF_FD_AT, &own_ret);
	ASSERT_EQ(0, own_ret);
	st = escape_at(self->gpu, GS_ABI_ESC_EXPORT_TO_DMABUF_FD, size, at,
		       GS_ABI_EXPORT_DMABUF_HCLIENT_AT, self->hc,
		       GS_ABI_EXPORT_DMABUF_FD_AT, &ret);
	EXPECT_EQ(0, ret);
	EXPECT_EQ(own, st);
	direct_down(&d);
}

/* A preload_client process: its pid, its stdin and stdout */
struct client {
	pid_t pid;
	FILE *in, *out;
	char ledger[32];
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
 * preload_client with libgpuslice-preload.so in LD_PRELOAD, in slice
 * "pv" of 256 MiB on GPU 0 (a ledger directory of its own); 0 or -1
 */
static int spawn(struct client *c)
{
	char lib[PATH_MAX], prog[PATH_MAX], ld[PATH_MAX + 16];
	char ledger[64];
	int in[2], out[2];

	beside(lib, sizeof(lib), "libgpuslice-preload.so");
	beside(prog, sizeof(prog), "preload_client");
	strcpy(c->ledger, "/tmp/gs-versions.XXXXXX");
	if (!mkdtemp(c->ledger) || pipe(in) || pipe(out))
		return -1;
	c->pid = fork();
	if (c->pid < 0)
		return -1;
	if (c->pid == 0) {
		char *argv[] = { prog, NULL };

		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		snprintf(ld, sizeof(ld), "LD_PRELOAD=%s", lib);
		snprintf(ledger, sizeof(ledger), "GPUSLICE_LEDGER_DIR=%s",
			 c->ledger);
		putenv(ld);
		putenv(ledger);
		putenv("GPUSLICE_SLICE=pv");
		putenv("GPUSLICE_LIMITS=0:256MiB");
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
	static char line[256];
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

/* Number @i of an answer; ~0 for anything else */
static unsigned long long num(const char *answer, int i)
{
	const char *p = answer;
	unsigned long long v;
	char *end;

	while (i--) {
		p = strchr(p, ' ');
		if (!p)
			return ~0ULL;
		p++;
	}
	v = strtoull(p, &end, 0);
	return end == p ? ~0ULL : v;
}

static void stop(struct client *c)
{
	char cmd[64];

	if (c->pid <= 0)
		return;
	kill(c->pid, SIGKILL);
	fclose(c->in);
	fclose(c->out);
	waitpid(c->pid, NULL, 0);
	c->pid = 0;
	snprintf(cmd, sizeof(cmd), "rm -rf %s", c->ledger);
	sh(cmd);
}

/*
 * VID_HEAP_CONTROL with attr2 bit 24 through the user-space engine:
 * refused by the driver where it is EGM, else charged to the slice and
 * refused past its limit (nvsim's framebuffer count the judge).
 */
TEST_F(ver, preload_vid_heap_attr2_bit_24)
{
	uint32_t bit = GS_ABI(abi_of("580.159.04"), NVOS32_ATTR2_USE_EGM_LO);
	bool egm = GS_ABI(self->abi, VIDHEAP_EGM_CLASS) != GS_ABI_ABSENT;
	long long fb0 = vmenv_nvsim_fb_used(0);
	struct client c = { 0 };
	const char *r;

	ASSERT_LE(0, fb0);
	ASSERT_EQ(0, spawn(&c));
	ASSERT_STREQ("0", ask(&c, "open"));
	r = ask(&c, "vhalloc2 %#x 200 %#x", H_MEM, 1u << bit);
	if (egm) {
		EXPECT_EQ(NVRM_INVALID_ARGUMENT, num(r, 0));
		EXPECT_EQ(fb0, vmenv_nvsim_fb_used(0));
		stop(&c);
		return;
	}
	EXPECT_EQ(NVRM_OK, num(r, 0));
	EXPECT_EQ(fb0 + (long long)(200 * MiB), vmenv_nvsim_fb_used(0));
	r = ask(&c, "vhalloc2 %#x 100 %#x", H_MEM + 1, 1u << bit);
	EXPECT_EQ(NVRM_NO_MEMORY, num(r, 0));
	EXPECT_EQ(fb0 + (long long)(200 * MiB), vmenv_nvsim_fb_used(0));
	stop(&c);
}

/* Class 0x42 through the user-space engine: as the driver, nothing made */
TEST_F(ver, preload_class_0x42_refused_as_the_driver_refuses_it)
{
	long long fb0 = vmenv_nvsim_fb_used(0);
	struct direct d = { .ctl = -1, .gpu = -1 };
	struct client c = { 0 };
	uint32_t own;

	ASSERT_EQ(NVRM_OK, direct_up(&d));
	own = alloc_class_42(d.ctl, d.hc, H_MEM);
	direct_down(&d);
	ASSERT_EQ(0, spawn(&c));
	ASSERT_STREQ("0", ask(&c, "open"));
	EXPECT_EQ(own, num(ask(&c, "alloc42 %#x", H_MEM), 0));
	EXPECT_EQ(fb0, vmenv_nvsim_fb_used(0));
	stop(&c);
}

/* FB_GET_INFO_V2 with the version's size: the slice's limit and free */
TEST_F(ver, preload_fb_get_info_v2_shows_the_slice)
{
	struct client c = { 0 };
	const char *r;

	ASSERT_EQ(0, spawn(&c));
	ASSERT_STREQ("0", ask(&c, "open"));
	ASSERT_EQ(NVRM_OK, num(ask(&c, "alloc %#x 64", H_MEM), 0));
	r = ask(&c, "fbinfo");
	EXPECT_EQ(NVRM_OK, num(r, 0));
	EXPECT_EQ(256 * MiB >> 10, num(r, 1)) TH_LOG("%s", r);
	EXPECT_EQ(192 * MiB >> 10, num(r, 2)) TH_LOG("%s", r);
	stop(&c);
}

TEST_HARNESS_MAIN
