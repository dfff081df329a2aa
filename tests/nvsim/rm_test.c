// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim.ko's RM, driven with raw ioctls laid out as CUDA sends them
 * (NVOS64 RM_ALLOC, NVOS54 RM_CONTROL ...). Runs as root in the test VM
 * with nvsim.ko loaded; debugfs shows the simulated framebuffer.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvwork.h"
#include "vmenv.h"

/* handles as CUDA picks them */
#define H_MEM		(GS_ABI_CUDA_HANDLE_BASE + 0x100)
#define H_TSG		(GS_ABI_CUDA_HANDLE_BASE + 0x200)
#define H_CHAN		(GS_ABI_CUDA_HANDLE_BASE + 0x300)


#define FB(index)	GS_ABI_FB_INFO_INDEX_##index

#define MiB		(1ULL << 20)
#define GiB		(1ULL << 30)
#define HEAP_KIB	83024896ULL
#define RAM_KIB		83516416ULL

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

/* The RM client handles RM hands out, from RS_CLIENT_HANDLE_BASE */
static int is_client_handle(uint32_t h)
{
	return h - GS_ABI_RS_CLIENT_HANDLE_BASE < GS_ABI_RS_CLIENT_HANDLE_MAX;
}

/* The object handles RM picks, from RS_UNIQUE_HANDLE_BASE */
static int is_unique_handle(uint32_t h)
{
	return h - GS_ABI_RS_UNIQUE_HANDLE_BASE < GS_ABI_RS_CLIENT_HANDLE_MAX;
}

struct fbstat {
	unsigned long long total, used, hidden, free;
};

static int read_fb(struct fbstat *s)
{
	FILE *f = fopen("/sys/kernel/debug/nvsim/fb", "r");
	unsigned int gpu;
	int n;

	if (!f)
		return -1;
	n = fscanf(f, "gpu %u total %llu used %llu hidden %llu free %llu",
		   &gpu, &s->total, &s->used, &s->hidden, &s->free);
	fclose(f);
	return n == 5 ? 0 : -1;
}

/* Waits until the debugfs heap is back to empty (release is synchronous). */
static int fb_is_empty(void)
{
	struct fbstat s;

	return !read_fb(&s) && s.used == 0 && s.hidden == 0 &&
	       s.free == s.total;
}

TEST(device_nodes)
{
	struct stat st;

	ASSERT_EQ(0, stat("/dev/nvidiactl", &st));
	EXPECT_TRUE(S_ISCHR(st.st_mode));
	EXPECT_EQ(195, major(st.st_rdev));
	EXPECT_EQ(255, minor(st.st_rdev));
	ASSERT_EQ(0, stat("/dev/nvidia0", &st));
	EXPECT_EQ(195, major(st.st_rdev));
	EXPECT_EQ(0, minor(st.st_rdev));
	EXPECT_NE(0, access("/dev/nvidia1", F_OK));
}

TEST(root_client_and_objects)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint8_t a[GS_ABI_NVOS64_SIZE] = { 0 }, words[GS_ABI_NVOS21_SIZE] = { 0 };
	uint32_t hclient;

	ASSERT_LE(0, ctl);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, GS_ABI_CLS_ROOT);
	ASSERT_EQ(0, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)), a));
	EXPECT_EQ(NVRM_OK, get32(a, GS_ABI_NVOS64_STATUS_AT));
	EXPECT_TRUE(is_client_handle(get32(a, GS_ABI_NVOS64_HOBJECTNEW_AT)));
	/* forced to NV01_ROOT_CLIENT */
	EXPECT_EQ(GS_ABI_CLS_ROOT_CLIENT, get32(a, GS_ABI_NVOS64_HCLASS_AT));

	/* the NVOS21 form, its status elsewhere */
	put32(words, GS_ABI_NVOS21_HCLASS_AT, GS_ABI_CLS_ROOT_CLIENT);
	ASSERT_EQ(0, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(words)),
			   words));
	EXPECT_EQ(NVRM_OK, get32(words, GS_ABI_NVOS21_STATUS_AT));
	EXPECT_NE(get32(a, GS_ABI_NVOS64_HOBJECTNEW_AT),
		  get32(words, GS_ABI_NVOS21_HOBJECTNEW_AT));

	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

TEST(local_memory_rounding)
{
	static const struct {
		uint64_t size, align, out_size, out_align;
		uint32_t attr, out_attr;
	} cases[] = {
		/* from the cuda trace */
		{ 0x420000, 0x200000, 0x600000, 0x200000,
		  0x18000000, 0x11800000 },
		{ 0x44c6880, 0x200000, 0x4600000, 0x200000,
		  0x18000000, 0x11800000 },
		{ 0x19c80000, 0x200000, 0x19e00000, 0x200000,
		  0x18000000, 0x11800000 },
		{ 0x2000000, 0x200000, 0x2000000, 0x200000,
		  0x38000000, 0x31800000 },
		/* below 2 MiB, default page size: 64 KiB pages */
		{ 0x1000, 0, 0x10000, 0x10000, 0x18000000, 0x11000000 },
		/* 4 KiB pages asked for */
		{ 0x1800, 0, 0x2000, 0x1000, 0x18800000, 0x10800000 },
		/* a larger alignment is kept, the size only page-rounded */
		{ 0x200000, 0x800000, 0x200000, 0x800000,
		  0x18000000, 0x11800000 },
	};
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct nvrm_memparams p;
	uint32_t hclient;
	unsigned int i;
	struct fbstat s;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		memset(&p, 0, sizeof(p));
		p.owner = hclient;
		p.flags = 0x1c101;
		p.attr = cases[i].attr;
		p.size = cases[i].size;
		p.alignment = cases[i].align;
		ASSERT_EQ(NVRM_OK,
			  nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				     &(uint32_t){ H_MEM + i }, GS_ABI_CLS_MEMORY_LOCAL_USER, &p));
		EXPECT_EQ(cases[i].out_size, p.size);
		EXPECT_EQ(cases[i].out_align, p.alignment);
		EXPECT_EQ(cases[i].out_size - 1, p.limit);
		EXPECT_EQ(cases[i].out_attr, p.attr);
		if (cases[i].out_size >= 0x200000)
			EXPECT_EQ(0x100005, p.attr2);
		ASSERT_EQ(0, read_fb(&s));
		EXPECT_EQ(0, s.used % 0x1000);
	}
	/* size 0 and a forced odd alignment are refused */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_alloc_fb(ctl, hclient, H_MEM + 50, 0, 0, &p));
	memset(&p, 0, sizeof(p));
	p.flags = 0x100;
	p.size = 0x300000;
	p.alignment = 0x300000;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV,
			     &(uint32_t){ H_MEM + 51 }, GS_ABI_CLS_MEMORY_LOCAL_USER, &p));
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

TEST(system_memory_rounding)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct nvrm_memparams p = { 0 };
	uint32_t hclient;
	struct fbstat s;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	p.flags = 0xc001;
	p.attr = 0x3a000000;
	p.size = 0x5ea410;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				      &(uint32_t){ H_MEM }, GS_ABI_CLS_MEMORY_SYSTEM, &p));
	EXPECT_EQ(0x5eb000, p.size);
	EXPECT_EQ(0x1000, p.alignment);
	EXPECT_EQ(0x5eafff, p.limit);
	EXPECT_EQ(0x2a800000, p.attr);
	EXPECT_EQ(0x9, p.attr2);
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(0, s.used);		/* host memory: no framebuffer */
	close(gpu);
	close(ctl);
}

TEST(exhaustion_and_cascade)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct nvrm_memparams p;
	uint32_t hclient, h;
	unsigned int n = 0;
	struct fbstat s;
	uint32_t st;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));

	/* CUDA's 200 GiB cudaMalloc: 0x51, ioctl 0, nothing copied back */
	st = nvrm_alloc_fb(ctl, hclient, H_MEM, 200 * GiB, 0x200000, &p);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	EXPECT_EQ(200 * GiB, p.size);
	EXPECT_EQ(0, p.limit);
	EXPECT_EQ(0x18000000, p.attr);

	do {
		h = H_MEM + n;
		st = nvrm_alloc_fb(ctl, hclient, h, 8 * GiB, 0x200000, &p);
		n++;
	} while (st == NVRM_OK && n < 64);
	EXPECT_EQ(NVRM_NO_MEMORY, st);
	EXPECT_EQ(10, n);	/* 9 * 8 GiB fit in 79.2 GiB of heap */
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(9 * 8 * GiB, s.used);
	EXPECT_EQ(HEAP_KIB * 1024, s.total);
	EXPECT_EQ(s.total - s.used, s.free);
	EXPECT_EQ(s.free / 1024, nvrm_heap_free_kib(ctl, hclient));

	/* freeing the device frees the memory under it */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, NVRM_H_DEV));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(0, s.used);
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_dup(ctl, hclient, hclient, 0x5c00beef, hclient, H_MEM));
	/* RS_COMPATABILITY_MODE: freeing a handle that is not there is OK */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_MEM));
	/* and freeing the client frees the client */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, hclient));
	EXPECT_EQ(NVRM_INVALID_CLIENT, nvrm_free(ctl, hclient, hclient));
	close(gpu);
	close(ctl);
}

TEST(fb_info_and_hidden)
{
	static const uint32_t idx[] = { FB(HEAP_FREE), FB(HEAP_SIZE), FB(FB_TAX_SIZE_KB), FB(TOTAL_RAM_SIZE), FB(RAM_SIZE), FB(NUMA_NODE_ID) };
	uint8_t tsgp[20] = { 0 }, chanp[368] = { 0 }, sched[3] = { 1 };
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t v[6], hclient, free0;
	struct nvrm_memparams p;
	uint64_t ts = 2048;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(ctl, hclient, idx, 6, v));
	EXPECT_EQ(HEAP_KIB, v[0]);
	EXPECT_EQ(HEAP_KIB, v[1]);
	EXPECT_EQ(0, v[2]);
	EXPECT_EQ(RAM_KIB, v[3]);
	EXPECT_EQ(RAM_KIB, v[4]);
	EXPECT_EQ(0xffffffff, v[5]);
	free0 = v[0];

	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 64 * MiB, 0x200000, &p));
	EXPECT_EQ(free0 - 65536, nvrm_heap_free_kib(ctl, hclient));

	/*
	 * Hidden FB, as measured on the GH100: a copy engine's TSG none
	 * (engineType 0xb, COPY2), a graphics TSG 4416 KiB (engineType 1),
	 * its channels 64 KiB each, given back with the last of them.
	 */
	tsgp[12] = 0xb;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				      &(uint32_t){ H_TSG + 1 }, GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsgp));
	EXPECT_EQ(free0 - 65536, nvrm_heap_free_kib(ctl, hclient));
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_TSG + 1));
	tsgp[12] = 1;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				      &(uint32_t){ H_TSG }, GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsgp));
	EXPECT_EQ(free0 - 65536 - 4416, nvrm_heap_free_kib(ctl, hclient));
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, H_TSG,
				      &(uint32_t){ H_CHAN }, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A, chanp));
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, H_TSG,
				      &(uint32_t){ H_CHAN + 1 }, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A,
				      chanp));
	EXPECT_EQ(free0 - 65536 - 4416 - 128,
		  nvrm_heap_free_kib(ctl, hclient));
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_CHAN + 1));
	EXPECT_EQ(free0 - 65536 - 4416 - 128,
		  nvrm_heap_free_kib(ctl, hclient));

	/* timeslice and scheduling controls on the TSG */
	EXPECT_EQ(NVRM_OK,
		  nvrm_control(ctl, hclient, H_TSG, GS_ABI_CTRL_A06C_SET_TIMESLICE, &ts, GS_ABI_CTRL_A06C_SET_TIMESLICE_SIZE));
	ts = 0;
	EXPECT_EQ(NVRM_OK,
		  nvrm_control(ctl, hclient, H_TSG, GS_ABI_CTRL_A06C_GET_TIMESLICE, &ts, GS_ABI_CTRL_A06C_GET_TIMESLICE_SIZE));
	EXPECT_EQ(2048, ts);
	EXPECT_EQ(NVRM_OK,
		  nvrm_control(ctl, hclient, H_TSG, GS_ABI_CTRL_A06C_GPFIFO_SCHEDULE, sched, NVRM_ABI(CTRL_A06C_GPFIFO_SCHEDULE_SIZE)));

	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_TSG));
	EXPECT_EQ(free0 - 65536, nvrm_heap_free_kib(ctl, hclient));
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_MEM));
	EXPECT_EQ(free0, nvrm_heap_free_kib(ctl, hclient));

	/* a bad index and a bad count */
	v[0] = 0x3c;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_fb_info_list(ctl, hclient, v, 1, v));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_fb_info_list(ctl, hclient, idx, 0, v));
	close(gpu);
	close(ctl);
}

TEST(controls_errors)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t p[257] = { 1, 0x16 }, hclient;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	/* unknown command: "control not found" for the object's class */
	EXPECT_EQ(NVRM_NOT_SUPPORTED,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, 0x2080ffff, p, 4));
	/* a known control on the wrong class of object */
	EXPECT_EQ(NVRM_NOT_SUPPORTED,
		  nvrm_control(ctl, hclient, NVRM_H_DEV, NVRM_FB_GET_INFO_V2, p,
			       1028));
	/* wrong paramsSize, params without size and size without params */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       p, 1024));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       NULL, 1028));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       p, 0));
	/* an unreadable params pointer */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       (void *)8, 1028));
	/* bad client, bad object */
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_control(ctl, 0x1234, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       p, 1028));
	EXPECT_EQ(NVRM_NOT_FOUND, nvrm_control(ctl, hclient, 0x77,
					       NVRM_FB_GET_INFO_V2, p, 1028));
	close(gpu);
	close(ctl);
}

TEST(bad_handles_and_classes)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hclient, h, subp = 0;
	struct nvrm_memparams p;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	h = 0x5c00f000;
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_alloc(ctl, hclient, 0x5c00dead, &h, GS_ABI_CLS_SUBDEVICE_0, &subp));
	h = NVRM_H_SUBDEV;
	EXPECT_EQ(NVRM_DUPLICATE,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0, &subp));
	h = hclient;
	EXPECT_EQ(NVRM_INVALID_HANDLE,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0, &subp));
	h = 0x5c00f001;
	EXPECT_EQ(NVRM_INVALID_CLASS,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0x1234, &subp));
	/* memory under the client instead of a device */
	memset(&p, 0, sizeof(p));
	p.size = MiB;
	h = 0x5c00f002;
	EXPECT_EQ(0x36, nvrm_alloc(ctl, hclient, hclient, &h, GS_ABI_CLS_MEMORY_LOCAL_USER, &p));
	/* required parameters missing */
	h = 0x5c00f003;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_MEMORY_LOCAL_USER, NULL));
	/* RM picks a handle when asked to */
	h = 0;
	EXPECT_EQ(NVRM_OK,
		  nvrm_alloc(ctl, hclient, NVRM_H_SUBDEV, &h, GS_ABI_CLS_GF100_SUBDEVICE_MASTER, NULL));
	EXPECT_TRUE(is_unique_handle(h));
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, 0x5c00dead));
	close(gpu);
	close(ctl);
}

TEST(odd_sizes_and_escapes)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint8_t buf[4096] = { 0 }, a[GS_ABI_NVOS64_SIZE] = { 0 };

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, gpu);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, GS_ABI_CLS_ROOT_CLIENT);
	errno = 0;
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, 40), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CONTROL, 31), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_FREE, 0), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(0x99, 16), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(0x5c, 16), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO, 71), buf));
	EXPECT_EQ(EINVAL, errno);
	/* RM_ALLOC of a client through a GPU file: ctl only */
	EXPECT_EQ(-1, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)), a));
	EXPECT_EQ(EINVAL, errno);
	/* RM_ALLOC_MEMORY through ctl: GPU files only */
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC_MEMORY,
					    GS_ABI_NVOS02_FD_SIZE), buf));
	EXPECT_EQ(EINVAL, errno);
	/* a faulting argument */
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, GS_ABI_NVOS64_SIZE),
			    (void *)8));
	EXPECT_EQ(EFAULT, errno);
	close(gpu);
	close(ctl);
}

TEST(card_info_and_version)
{
	int ctl = nvrm_open_ctl();
	uint8_t ci[2304];
	uint8_t v[72] = { 0 };

	ASSERT_LE(0, ctl);
	memset(ci, 0xaa, sizeof(ci));
	ASSERT_EQ(0,
		  ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO, sizeof(ci)), ci));
	EXPECT_EQ(1, ci[0]);
	EXPECT_EQ(0x10de, *(uint16_t *)(ci + 12));
	EXPECT_EQ(6, *(uint32_t *)(ci + 16));
	EXPECT_EQ(0, *(uint32_t *)(ci + 56));
	EXPECT_EQ(0, ci[72]);		/* no second GPU */

	strcpy((char *)v + 8, "580.159.04");
	EXPECT_EQ(0, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CHECK_VERSION, 72), v));
	EXPECT_EQ(1, *(uint32_t *)(v + 4));
	strcpy((char *)v + 8, "575.1");
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CHECK_VERSION, 72), v));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_STREQ("580.159.04", (char *)v + 8);
	close(ctl);
}

TEST(client_bound_to_its_file)
{
	int a = nvrm_open_ctl(), b = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t p[257] = { 1, 0x16 }, hclient, h = 0x5c00f000;
	uint8_t osdesc[56] = { 0 };
	void *page;

	ASSERT_LE(0, a);
	ASSERT_LE(0, b);
	ASSERT_LE(0, gpu);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(a, gpu, &hclient));
	EXPECT_EQ(NVRM_OK, nvrm_control(a, hclient, NVRM_H_SUBDEV,
					NVRM_FB_GET_INFO_V2, p, 1028));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_control(b, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       p, 1028));
	EXPECT_EQ(NVRM_INVALID_CLIENT, nvrm_free(b, hclient, NVRM_H_SUBDEV));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_alloc(b, hclient, NVRM_H_SUBDEV, &h, GS_ABI_CLS_GF100_SUBDEVICE_MASTER, NULL));

	/* a GPU file reaches the client once REGISTER_FD links it to a */
	page = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, page);
	memcpy(osdesc, &hclient, 4);
	memcpy(osdesc + 4, &(uint32_t){ NVRM_H_DEV }, 4);
	memcpy(osdesc + 8, &(uint32_t){ 0x5c00f070 }, 4);
	memcpy(osdesc + 12, &(uint32_t){ 0x71 }, 4);
	memcpy(osdesc + 24, &(uint64_t){ (uintptr_t)page }, 8);
	memcpy(osdesc + 32, &(uint64_t){ 4095 }, 8);
	memcpy(osdesc + 48, &(int32_t){ -1 }, 4);
	ASSERT_EQ(0, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_ALLOC_MEMORY, 56), osdesc));
	EXPECT_EQ(NVRM_INVALID_CLIENT, *(uint32_t *)(osdesc + 40));
	ASSERT_EQ(0, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &a));
	ASSERT_EQ(0, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_ALLOC_MEMORY, 56), osdesc));
	EXPECT_EQ(NVRM_OK, *(uint32_t *)(osdesc + 40));

	/* the client dies with its file */
	close(a);
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_control(b, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2,
			       p, 1028));
	close(gpu);
	close(b);
	EXPECT_TRUE(fb_is_empty());
}

TEST(register_fd_checks)
{
	int gpu = nvrm_open_gpu(), gpu2 = nvrm_open_gpu(),
	    ctl = nvrm_open_ctl();
	int pipefd[2], devnull = open("/dev/null", O_RDWR);

	ASSERT_LE(0, gpu);
	ASSERT_LE(0, ctl);
	ASSERT_EQ(0, pipe(pipefd));
	EXPECT_EQ(-1,
		  ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &pipefd[0]));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1,
		  ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &devnull));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &gpu2));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4),
			    &(int){ 999 }));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(0, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &ctl));
	/* once per file */
	EXPECT_EQ(-1, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &ctl));
	EXPECT_EQ(EINVAL, errno);
	/* a ctl file cannot link to itself */
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &ctl));
	EXPECT_EQ(EINVAL, errno);
	close(pipefd[0]);
	close(pipefd[1]);
	close(devnull);
	close(gpu2);
	close(ctl);
	close(gpu);		/* drops its reference on ctl: no leak */
}

TEST(map_memory_read_write)
{
	int ctl = nvrm_open_ctl(), m1 = nvrm_open_ctl(), m2 = nvrm_open_ctl();
	int g1 = nvrm_open_gpu(), g2 = nvrm_open_gpu(), pipefd[2];
	struct nvrm_memparams p = { 0 };
	uint32_t hclient;
	uint8_t *a, *b;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, g2);
	ASSERT_EQ(0, pipe(pipefd));
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, g1, &hclient));
	p.flags = 0xc001;
	p.attr = 0x3a000000;
	p.size = 2 * MiB;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				      &(uint32_t){ H_MEM }, GS_ABI_CLS_MEMORY_SYSTEM, &p));
	/* mmap before any context: refused */
	EXPECT_EQ(MAP_FAILED, mmap(NULL, 4096, PROT_READ, MAP_SHARED, m1, 0));

	EXPECT_EQ(NVRM_OK, nvrm_map_memory(ctl, hclient, NVRM_H_DEV, H_MEM,
					   2 * MiB, m1));
	/* one context per file */
	EXPECT_EQ(NVRM_STATE_IN_USE, nvrm_map_memory(ctl, hclient, NVRM_H_DEV,
						     H_MEM, 2 * MiB, m1));
	/* not an nvsim file, and the wrong kind of file for system memory */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_map_memory(ctl, hclient, NVRM_H_DEV, H_MEM, 4096,
				  pipefd[0]));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_map_memory(ctl, hclient, NVRM_H_DEV, H_MEM, 4096, g1));
	EXPECT_EQ(NVRM_OK, nvrm_map_memory(ctl, hclient, NVRM_H_DEV, H_MEM,
					   2 * MiB, m2));

	EXPECT_EQ(MAP_FAILED, mmap(NULL, 4096, PROT_READ, MAP_SHARED, m1,
				   4096));
	a = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, m1, 0);
	b = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, m2, 0);
	ASSERT_NE(MAP_FAILED, a);
	ASSERT_NE(MAP_FAILED, b);
	memset(a, 0x5a, 2 * MiB);
	EXPECT_EQ(0x5a, b[0]);
	EXPECT_EQ(0x5a, b[2 * MiB - 1]);
	b[12345] = 7;
	EXPECT_EQ(7, a[12345]);

	/* framebuffer memory maps through a GPU file, of the exact size */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hclient, H_MEM + 1, 2 * MiB,
					 0x200000, &p));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_map_memory(ctl, hclient, NVRM_H_SUBDEV, H_MEM + 1,
				  2 * MiB, nvrm_open_ctl()));
	EXPECT_EQ(NVRM_OK, nvrm_map_memory(ctl, hclient, NVRM_H_SUBDEV,
					   H_MEM + 1, 2 * MiB, g2));
	EXPECT_EQ(MAP_FAILED, mmap(NULL, MiB, PROT_READ, MAP_SHARED, g2, 0));
	b[0] = 1;
	munmap(b, 2 * MiB);
	b = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, g2, 0);
	ASSERT_NE(MAP_FAILED, b);
	EXPECT_EQ(0, b[100]);
	b[100] = 42;
	EXPECT_EQ(42, b[100]);

	/* freeing the memory while mapped leaves the pages to the mapping */
	close(ctl);
	close(m1);
	close(m2);
	close(g1);
	close(g2);
	EXPECT_EQ(0x5a, a[1]);
	EXPECT_EQ(42, b[100]);
	munmap(a, 2 * MiB);
	munmap(b, 2 * MiB);
	EXPECT_TRUE(fb_is_empty());
}

static void child_dup(uint32_t src_client, uint32_t expect)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hclient, st;

	if (nvrm_setup_client(ctl, gpu, &hclient))
		_exit(99);
	st = nvrm_dup(ctl, hclient, NVRM_H_DEV, 0x5c00d000, src_client, H_MEM);
	_exit(st == expect ? 0 : 1);
}

/*
 * Another process's view of @src_client's H_MEM through its own ctl file:
 * a share with PID is refused as not its client, one with CLIENT naming
 * its own client is not, and lets it dup. Exits 0 when RM answers so.
 */
static void child_grab(uint32_t src_client)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hclient;

	if (nvrm_setup_client(ctl, gpu, &hclient))
		_exit(99);
	if (nvrm_share(ctl, src_client, H_MEM, NVRM_SHARE_PID, 0,
		       NVRM_ACCESS_DUP) != NVRM_INVALID_CLIENT ||
	    nvrm_share(ctl, src_client, H_MEM, NVRM_SHARE_CLIENT, 0x1234,
		       NVRM_ACCESS_DUP) != NVRM_INVALID_CLIENT ||
	    nvrm_share(ctl, src_client, H_MEM, NVRM_SHARE_CLIENT, hclient,
		       NVRM_ACCESS_DUP) != NVRM_OK)
		_exit(1);
	_exit(nvrm_dup(ctl, hclient, NVRM_H_DEV, 0x5c00d000, src_client,
		       H_MEM) == NVRM_OK ? 0 : 2);
}

TEST(dup_and_share)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hclient, hclient2, status;
	struct nvrm_memparams p;
	struct fbstat s;
	uint32_t share[6] = { 0 };
	uint8_t devp[56] = { 0 };
	int wst, go[2];
	pid_t pid;
	char c;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 64 * MiB, 0x200000, &p));
	/* a second client of this process may dup it: same PID */
	hclient2 = 0;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, 0, 0, &hclient2, 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, hclient2, hclient2,
				      &(uint32_t){ NVRM_H_DEV }, GS_ABI_CLS_DEVICE_0, devp));
	EXPECT_EQ(NVRM_OK, nvrm_dup(ctl, hclient2, NVRM_H_DEV, 0x5c00d000,
				    hclient, H_MEM));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(64 * MiB, s.used);		/* no second charge */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_MEM));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(64 * MiB, s.used);		/* the dup keeps it */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient2, 0x5c00d000));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(0, s.used);

	/* another process: refused by default, allowed after RM_SHARE */
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 2 * MiB, 0x200000, &p));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid)
		child_dup(hclient, NVRM_PERMISSIONS);
	ASSERT_EQ(pid, waitpid(pid, &wst, 0));
	EXPECT_EQ(0, WEXITSTATUS(wst));

	/* policy PID admits the owner's process only: its target is unread */
	ASSERT_EQ(0, pipe(go));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		if (read(go[0], &c, 1) != 1)
			_exit(98);
		child_dup(hclient, NVRM_PERMISSIONS);
	}
	EXPECT_EQ(NVRM_OK, nvrm_share(ctl, hclient, H_MEM, NVRM_SHARE_PID,
				      pid, NVRM_ACCESS_DUP));
	ASSERT_EQ(1, write(go[1], "g", 1));
	ASSERT_EQ(pid, waitpid(pid, &wst, 0));
	EXPECT_EQ(0, WEXITSTATUS(wst));
	close(go[0]);
	close(go[1]);

	/*
	 * RM checks the client of a share against the calling file, except
	 * for policy CLIENT: another process shares the object with itself
	 * through its own file, then dups it.
	 */
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid)
		child_grab(hclient);
	ASSERT_EQ(pid, waitpid(pid, &wst, 0));
	EXPECT_EQ(0, WEXITSTATUS(wst));

	share[0] = hclient;
	share[1] = H_MEM;
	share[4] = 1;			/* RS_SHARE_TYPE_ALL */
	ASSERT_EQ(0, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_SHARE, 24), share));
	status = share[5];
	EXPECT_EQ(NVRM_OK, status);
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid)
		child_dup(hclient, NVRM_OK);
	ASSERT_EQ(pid, waitpid(pid, &wst, 0));
	EXPECT_EQ(0, WEXITSTATUS(wst));
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/* GET_PIDS and GET_PID_INFO with a second process holding 64 MiB. */
TEST(process_list_and_usage)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), up[2], down[2];
	uint32_t hclient, pids[953] = { 0 };
	static uint8_t info[14408];
	struct nvrm_memparams p;
	uint64_t mem;
	unsigned int i;
	int found_child = 0, found_self = 0;
	pid_t pid;
	char c;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(0, pipe(up));
	ASSERT_EQ(0, pipe(down));
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 2 * MiB, 0x200000, &p));

	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		int cctl = nvrm_open_ctl(), cgpu = nvrm_open_gpu();
		uint32_t ch;

		close(up[0]);
		if (nvrm_setup_client(cctl, cgpu, &ch) ||
		    nvrm_alloc_fb(cctl, ch, H_MEM, 64 * MiB, 0x200000, &p))
			_exit(1);
		if (write(up[1], "r", 1) != 1 || read(down[0], &c, 1) != 1)
			_exit(1);
		_exit(0);
	}
	close(up[1]);
	ASSERT_EQ(1, read(up[0], &c, 1));

	pids[0] = 0;			/* idType: class */
	pids[1] = 0x2080;
	ASSERT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_PIDS,
					pids, GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE));
	EXPECT_EQ(2, pids[2]);
	for (i = 0; i < pids[2]; i++) {
		found_child += pids[3 + i] == (uint32_t)pid;
		found_self += pids[3 + i] == (uint32_t)getpid();
	}
	EXPECT_EQ(1, found_child);
	EXPECT_EQ(1, found_self);

	/* a class nobody owns */
	pids[1] = 0xcbc0;
	ASSERT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_PIDS,
					pids, GS_ABI_CTRL_2080_GPU_GET_PIDS_SIZE));
	EXPECT_EQ(0, pids[2]);

	memset(info, 0, sizeof(info));
	*(uint32_t *)info = 2;
	*(uint32_t *)(info + 8) = pid;
	*(uint32_t *)(info + 8 + 72) = getpid();
	ASSERT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
					GS_ABI_CTRL_2080_GPU_GET_PID_INFO, info, GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE));
	EXPECT_EQ(NVRM_OK, *(uint32_t *)(info + 8 + 8));
	memcpy(&mem, info + 8 + 16, 8);
	EXPECT_EQ(64 * MiB, mem);
	memcpy(&mem, info + 8 + 72 + 16, 8);
	EXPECT_EQ(2 * MiB, mem);

	ASSERT_EQ(1, write(down[1], "x", 1));
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	/* the child's exit freed its memory */
	ASSERT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
					GS_ABI_CTRL_2080_GPU_GET_PID_INFO, info, GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE));
	memcpy(&mem, info + 8 + 16, 8);
	EXPECT_EQ(0, mem);
	close(gpu);
	close(ctl);
}

/* A process that dies with objects, mappings and an open GPU file. */
static void busy_child(int ready_fd, int go_fd, int hang)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), m = nvrm_open_gpu();
	uint8_t tsgp[20] = { [12] = 1 }, chanp[368] = { 0 };
	struct nvrm_memparams p;
	uint32_t hclient;
	uint8_t *map;

	if (nvrm_setup_client(ctl, gpu, &hclient) ||
	    nvrm_alloc_fb(ctl, hclient, H_MEM, 1 * GiB, 0x200000, &p) ||
	    nvrm_alloc(ctl, hclient, NVRM_H_DEV, &(uint32_t){ H_TSG }, GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A,
		       tsgp) ||
	    nvrm_alloc(ctl, hclient, H_TSG, &(uint32_t){ H_CHAN }, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A,
		       chanp))
		_exit(1);
	ioctl(gpu, NVRM_IOCTL(NVRM_ESC_REGISTER_FD, 4), &ctl);
	if (nvrm_map_memory(ctl, hclient, NVRM_H_SUBDEV, H_MEM, 2 * MiB, m) !=
	    NVRM_OK)
		_exit(1);
	map = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, m, 0);
	if (map == MAP_FAILED)
		_exit(1);
	map[0] = 1;
	if (write(ready_fd, "r", 1) != 1)
		_exit(1);
	if (hang)
		for (;;)
			pause();
	/* exit, with everything still open, when the parent has looked */
	if (read(go_fd, map, 1) != 1)
		_exit(1);
	_exit(0);
}

TEST(exit_and_kill_free_everything)
{
	int up[2], down[2], round;
	struct fbstat s;
	pid_t pid;
	char c;

	for (round = 0; round < 2; round++) {
		ASSERT_EQ(0, pipe(up));
		ASSERT_EQ(0, pipe(down));
		pid = fork();
		ASSERT_LE(0, pid);
		if (!pid)
			busy_child(up[1], down[0], round);
		close(up[1]);
		ASSERT_EQ(1, read(up[0], &c, 1));
		close(up[0]);
		ASSERT_EQ(0, read_fb(&s));
		EXPECT_EQ(GiB, s.used);
		/* a graphics TSG and its channel */
		EXPECT_EQ((4416 + 64) * 1024, s.hidden);
		if (round)
			kill(pid, SIGKILL);
		else
			ASSERT_EQ(1, write(down[1], "x", 1));
		close(down[0]);
		close(down[1]);
		ASSERT_EQ(pid, waitpid(pid, NULL, 0));
		EXPECT_TRUE(fb_is_empty());
	}
}

struct racer {
	int ctl;
	uint32_t hclient;
	int frees;
};

static void *race_free(void *arg)
{
	struct racer *r = arg;
	unsigned int i;

	for (i = 0; i < 64; i++)
		if (nvrm_free(r->ctl, r->hclient, H_MEM + i) == NVRM_OK)
			r->frees++;
	if (nvrm_free(r->ctl, r->hclient, NVRM_H_DEV) == NVRM_OK)
		r->frees++;
	return NULL;
}

TEST(racing_frees)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), round;

	ASSERT_LE(0, ctl);
	for (round = 0; round < 20; round++) {
		struct racer r[4];
		pthread_t t[4];
		struct nvrm_memparams p;
		uint32_t hclient, i;
		int total = 0;

		ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
		for (i = 0; i < 64; i++)
			ASSERT_EQ(NVRM_OK,
				  nvrm_alloc_fb(ctl, hclient, H_MEM + i,
						2 * MiB, 0x200000, &p));
		for (i = 0; i < 4; i++) {
			r[i] = (struct racer){ ctl, hclient, 0 };
			ASSERT_EQ(0, pthread_create(&t[i], NULL, race_free,
						    &r[i]));
		}
		for (i = 0; i < 4; i++) {
			pthread_join(t[i], NULL);
			total += r[i].frees;
		}
		/*
		 * Each handle is freed once, whatever the device took with
		 * it; a free of a handle already gone is NV_OK too
		 * (RS_COMPATABILITY_MODE), so every call succeeds.
		 */
		EXPECT_EQ(4 * 65, total);
		EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, hclient));
		EXPECT_TRUE(fb_is_empty());
	}
	close(gpu);
	close(ctl);
}

/* GET_PID_INFO's private video memory of @pid, or ~0 on failure. */
static uint64_t pid_private_bytes(int ctl, uint32_t hclient, pid_t pid)
{
	static uint8_t info[14408];
	uint64_t mem;

	memset(info, 0, sizeof(info));
	*(uint32_t *)info = 1;
	*(uint32_t *)(info + 8) = pid;
	if (nvrm_control(ctl, hclient, NVRM_H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_PID_INFO, info,
			 sizeof(info)) != NVRM_OK ||
	    *(uint32_t *)(info + 8 + 8) != NVRM_OK)
		return ~0ULL;
	memcpy(&mem, info + 8 + 16, 8);
	return mem;
}

/* An ALLOC_SIZE of the vid heap as CUDA's class-0x40 RM_ALLOC asks it. */
static void vidheap_alloc_args(struct nvrm_nvos32 *a, uint32_t hclient,
			       uint32_t h, uint64_t size, uint32_t attr)
{
	memset(a, 0, sizeof(*a));
	a->hroot = hclient;
	a->hparent = NVRM_H_DEV;
	a->function = NVRM_VIDHEAP_ALLOC_SIZE;
	a->data.alloc_size.owner = hclient;
	a->data.alloc_size.hmemory = h;
	a->data.alloc_size.flags = 0x1c101;	/* the handle flag included */
	a->data.alloc_size.attr = attr;
	a->data.alloc_size.size = size;
}

static uint32_t vidheap_alloc_raw(int ctl, uint32_t hclient, uint32_t h,
				  uint64_t size, uint32_t attr,
				  struct nvrm_nvos32 *a)
{
	vidheap_alloc_args(a, hclient, h, size, attr);
	return nvrm_vidheap(ctl, a);
}

/*
 * INFO answers, in bytes, what FB_GET_INFO_V2 answers in KiB, and follows
 * the heap as ALLOC_SIZE and FREE use it.
 */
TEST(vidheap_info_matches_fb_info)
{
	static const uint32_t idx[] = { FB(HEAP_FREE), FB(HEAP_SIZE), FB(FB_TAX_SIZE_KB), FB(HEAP_BASE_KB), FB(LARGEST_FREE_REGION_SIZE_KB), FB(LARGEST_FREE_REGION_BASE_KB) };
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	int other = nvrm_open_ctl();
	uint64_t total, free0, free1, got;
	uint32_t v[6], hclient, hmem = 0;
	struct nvrm_nvos32 a;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, other);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(ctl, hclient, idx, 6, v));
	memset(&a, 0, sizeof(a));
	a.hroot = hclient;
	a.hparent = NVRM_H_DEV;
	a.function = NVRM_VIDHEAP_INFO;
	ASSERT_EQ(NVRM_OK, nvrm_vidheap(ctl, &a));
	EXPECT_EQ((uint64_t)v[0] << 10, a.free);
	EXPECT_EQ(((uint64_t)v[1] + v[2]) << 10, a.total);	/* + FB tax */
	EXPECT_EQ(HEAP_KIB << 10, a.total);
	EXPECT_EQ((uint64_t)v[3] << 10, a.data.info.base);
	EXPECT_EQ((uint64_t)v[4] << 10, a.data.info.size);
	EXPECT_EQ((uint64_t)v[5] << 10, a.data.info.offset);
	EXPECT_EQ(a.free, a.data.info.size);	/* one free block */
	free0 = a.free;

	/* 64 MiB of framebuffer: INFO and V2 fall by exactly that */
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_alloc(ctl, hclient, &hmem, 64 * MiB,
					      0x18000000, &got));
	EXPECT_EQ(64 * MiB, got);
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(ctl, hclient, &total, &free1));
	EXPECT_EQ(HEAP_KIB << 10, total);
	EXPECT_EQ(free0 - 64 * MiB, free1);
	EXPECT_EQ(free1 >> 10, nvrm_heap_free_kib(ctl, hclient));

	/* the subdevice answers too; the client, or nothing, does not */
	a.hparent = NVRM_H_SUBDEV;
	EXPECT_EQ(NVRM_OK, nvrm_vidheap(ctl, &a));
	EXPECT_EQ(free1, a.free);
	a.hparent = hclient;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	a.hparent = hmem;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	a.hparent = 0x5c00dead;
	EXPECT_EQ(NVRM_NOT_FOUND, nvrm_vidheap(ctl, &a));
	/* a client of another file, and no client */
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_vidheap_info(other, hclient, &total, &free1));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_vidheap_info(ctl, 0x1234, &total, &free1));

	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(ctl, hclient, hmem));
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(ctl, hclient, NULL, &free1));
	EXPECT_EQ(free0, free1);
	close(other);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/* ALLOC_SIZE is class 0x40's RM_ALLOC: same rounding, same accounting. */
TEST(vidheap_alloc_size_and_free)
{
	static const struct {
		uint64_t size, out_size;
		uint32_t attr;
	} cases[] = {
		/* CUDA's attr, default page size: 64 KiB pages below 2 MiB */
		{ MiB, MiB, 0x18000000 },
		{ 0x1000, 0x10000, 0x18000000 },
		/* huge pages asked for: 1 MiB becomes 2 MiB */
		{ MiB, 2 * MiB, 0x19800000 },
		{ 0x44c6880, 0x4600000, 0x18000000 },
		/* 4 KiB pages */
		{ 0x1800, 0x2000, 0x18800000 },
	};
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct nvrm_memparams p;
	struct nvrm_nvos32 a;
	uint64_t sum = 0, free0, free1;
	uint32_t hclient, h;
	unsigned int i;
	struct fbstat s;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(ctl, hclient, NULL, &free0));
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		memset(&p, 0, sizeof(p));
		p.owner = hclient;
		p.flags = 0x1c101;
		p.attr = cases[i].attr;
		p.size = cases[i].size;
		ASSERT_EQ(NVRM_OK,
			  nvrm_alloc(ctl, hclient, NVRM_H_DEV,
				     &(uint32_t){ H_MEM + i }, GS_ABI_CLS_MEMORY_LOCAL_USER, &p));
		ASSERT_EQ(NVRM_OK,
			  vidheap_alloc_raw(ctl, hclient, H_MEM + 0x40 + i,
					    cases[i].size, cases[i].attr, &a));
		EXPECT_EQ(cases[i].out_size, a.data.alloc_size.size);
		EXPECT_EQ(p.size, a.data.alloc_size.size);
		EXPECT_EQ(p.limit, a.data.alloc_size.limit);
		EXPECT_EQ(p.attr, a.data.alloc_size.attr);
		EXPECT_EQ(p.attr2, a.data.alloc_size.attr2);
		EXPECT_EQ(p.format, a.data.alloc_size.format);
		EXPECT_EQ(H_MEM + 0x40 + i, a.data.alloc_size.hmemory);
		EXPECT_EQ(256, a.data.alloc_size.partition_stride);
		EXPECT_EQ(0, a.total);		/* zeroed by ALLOC_SIZE */
		EXPECT_EQ(0, a.free);
		sum += a.data.alloc_size.size;
		/* free the class-0x40 twin: only the vid heap's memory stays */
		ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_MEM + i));
	}
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(sum, s.used);
	EXPECT_EQ(sum, pid_private_bytes(ctl, hclient, getpid()));
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(ctl, hclient, NULL, &free1));
	EXPECT_EQ(free0 - sum, free1);

	/* without MEMORY_HANDLE_PROVIDED RM picks the handle */
	vidheap_alloc_args(&a, hclient, 0x5c00beef, 2 * MiB, 0);
	a.data.alloc_size.flags = 0;
	ASSERT_EQ(NVRM_OK, nvrm_vidheap(ctl, &a));
	EXPECT_TRUE(is_unique_handle(a.data.alloc_size.hmemory));
	EXPECT_EQ(2 * MiB, a.data.alloc_size.size);
	EXPECT_EQ(NVRM_OK,
		  nvrm_vidheap_free(ctl, hclient, a.data.alloc_size.hmemory));
	h = 0;
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_alloc(ctl, hclient, &h, 2 * MiB,
					      0x18000000, NULL));
	EXPECT_TRUE(is_unique_handle(h));
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(ctl, hclient, h));

	/* system memory (location PCI) is class 0x3e: no framebuffer */
	ASSERT_EQ(NVRM_OK, vidheap_alloc_raw(ctl, hclient, H_MEM + 0x80,
					     0x5ea410, 0x3a000000, &a));
	EXPECT_EQ(0x5eb000, a.data.alloc_size.size);
	EXPECT_EQ(0x2a800000, a.data.alloc_size.attr);
	EXPECT_EQ(0x9, a.data.alloc_size.attr2);
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(sum, s.used);

	/* FREE: the handle flag is required; the memory comes back */
	memset(&a, 0, sizeof(a));
	a.hroot = hclient;
	a.function = NVRM_VIDHEAP_FREE;
	a.data.free.hmemory = H_MEM + 0x40;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(sum, s.used);
	for (i = 0; i < ARRAY_SIZE(cases); i++)
		EXPECT_EQ(NVRM_OK,
			  nvrm_vidheap_free(ctl, hclient, H_MEM + 0x40 + i));
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(ctl, hclient, H_MEM + 0x80));
	/* a handle that is not there: NV_OK, as RM_FREE */
	EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(ctl, hclient, H_MEM + 0x40));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(0, s.used);
	EXPECT_EQ(0, pid_private_bytes(ctl, hclient, getpid()));
	ASSERT_EQ(NVRM_OK, nvrm_vidheap_info(ctl, hclient, NULL, &free1));
	EXPECT_EQ(free0, free1);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

TEST(vidheap_refusals)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct nvrm_nvos32 a;
	uint8_t buf[184] = { 0 };
	uint32_t hclient;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, gpu);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	memset(&a, 0, sizeof(a));
	a.hroot = hclient;
	a.hparent = NVRM_H_DEV;
	/* a function RM does not have, and ones nvsim does not model */
	a.function = 1;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	a.function = 99;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	a.function = 14;		/* ALLOC_SIZE_RANGE */
	EXPECT_EQ(NVRM_NOT_SUPPORTED, nvrm_vidheap(ctl, &a));
	a.function = 27;		/* ALLOC_OS_DESCRIPTOR */
	EXPECT_EQ(NVRM_NOT_SUPPORTED, nvrm_vidheap(ctl, &a));
	/* IVC heaps are embedded-only */
	a.function = NVRM_VIDHEAP_INFO;
	a.ivc_heap = 1;
	EXPECT_EQ(NVRM_NOT_SUPPORTED, nvrm_vidheap(ctl, &a));

	/* the 200 GiB cudaMalloc: 0x51, the request comes back as it went */
	ASSERT_EQ(NVRM_NO_MEMORY, vidheap_alloc_raw(ctl, hclient, H_MEM,
						    200 * GiB, 0x18000000,
						    &a));
	EXPECT_EQ(200 * GiB, a.data.alloc_size.size);
	EXPECT_EQ(0x18000000, a.data.alloc_size.attr);
	EXPECT_EQ(0, a.data.alloc_size.limit);
	EXPECT_EQ(H_MEM, a.data.alloc_size.hmemory);
	EXPECT_EQ(256, a.data.alloc_size.partition_stride);
	/* EGM (attr2 USE_EGM): class 0x42, no local EGM on an H100 */
	vidheap_alloc_args(&a, hclient, H_MEM, MiB, 0x18000000);
	a.data.alloc_size.attr2 = 1 << NVRM_ABI(NVOS32_ATTR2_USE_EGM_LO);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(ctl, &a));
	/* RM_ALLOC's own checks: client, parent, handle */
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  vidheap_alloc_raw(ctl, 0x1234, H_MEM, MiB, 0x18000000, &a));
	vidheap_alloc_args(&a, hclient, H_MEM, MiB, 0x18000000);
	a.hparent = hclient;
	EXPECT_EQ(0x36, nvrm_vidheap(ctl, &a));
	EXPECT_EQ(NVRM_DUPLICATE,
		  vidheap_alloc_raw(ctl, hclient, NVRM_H_SUBDEV, MiB,
				    0x18000000, &a));
	EXPECT_EQ(NVRM_INVALID_CLIENT, nvrm_vidheap_free(ctl, 0x1234, H_MEM));

	/* 184 bytes exactly, and through nvidiactl only */
	errno = 0;
	EXPECT_EQ(-1, ioctl(ctl, NVRM_IOCTL(NVRM_ESC_VID_HEAP, 176), buf));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(gpu, NVRM_IOCTL(NVRM_ESC_VID_HEAP, 184), buf));
	EXPECT_EQ(EINVAL, errno);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/* The legacy FB_GET_INFO: the V2 answers, through a user list. */
TEST(fb_info_legacy)
{
	static const uint32_t idx[] = { FB(HEAP_FREE), FB(HEAP_SIZE), FB(FB_TAX_SIZE_KB), FB(TOTAL_RAM_SIZE), FB(RAM_SIZE), FB(NUMA_NODE_ID),
					FB(BAR1_SIZE), FB(HEAP_BASE_KB), FB(LARGEST_FREE_REGION_SIZE_KB), FB(LARGEST_FREE_REGION_BASE_KB), FB(BAR1_AVAIL_SIZE) };
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	int other = nvrm_open_ctl();
	uint32_t v2[11], old[11], hclient;
	uint32_t list[2 * (GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX + 1)] = { 0 };
	struct nvrm_fb_info_params p = { .list_size = 1 };
	struct nvrm_memparams mp;
	unsigned int i, n = ARRAY_SIZE(idx);

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, other);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(ctl, hclient, idx, n, v2));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_legacy(ctl, hclient, idx, n, old));
	for (i = 0; i < n; i++)
		EXPECT_EQ(v2[i], old[i]);
	EXPECT_EQ(HEAP_KIB, old[0]);
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 64 * MiB, 0x200000, &mp));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_list(ctl, hclient, idx, n, v2));
	ASSERT_EQ(NVRM_OK, nvrm_fb_info_legacy(ctl, hclient, idx, n, old));
	for (i = 0; i < n; i++)
		EXPECT_EQ(v2[i], old[i]);
	EXPECT_EQ(HEAP_KIB - 65536, old[0]);

	/* the V2 list's entries (128 from 580); 0 and one more are refused */
	for (i = 0; i <= NVRM_FB_INFO_MAX; i++)
		list[2 * i] = FB(HEAP_FREE);
	p.list = (uintptr_t)list;
	p.list_size = NVRM_FB_INFO_MAX;
	EXPECT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
					NVRM_FB_GET_INFO, &p, sizeof(p)));
	EXPECT_EQ(HEAP_KIB - 65536, list[2 * (NVRM_FB_INFO_MAX - 1) + 1]);
	p.list_size = NVRM_FB_INFO_MAX + 1;
	EXPECT_EQ(NVRM_OUT_OF_RANGE,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_fb_info_legacy(ctl, hclient, idx, 0, old));
	/* a bad index: refused, and not even the good one is written back */
	list[1] = 0xdeadbeef;
	list[2] = 0x3c;
	list[3] = 0xdeadbeef;
	p.list_size = 2;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	EXPECT_EQ(0xdeadbeef, list[1]);
	EXPECT_EQ(0xdeadbeef, list[3]);
	/* RM copies sizeof(params) whatever paramsSize says */
	list[2] = FB(HEAP_SIZE);
	EXPECT_EQ(NVRM_OK, nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
					NVRM_FB_GET_INFO, &p, 8));
	EXPECT_EQ(HEAP_KIB - 65536, list[1]);
	EXPECT_EQ(HEAP_KIB, list[3]);

	/* bad pointers: the list's, and the params' own */
	p.list = 8;
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	p.list = 0;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       (void *)8, sizeof(p)));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       NULL, sizeof(p)));

	/* then the V2 control's checks: object, class, client's file */
	p.list = (uintptr_t)list;
	p.list_size = 1;
	EXPECT_EQ(NVRM_NOT_SUPPORTED,
		  nvrm_control(ctl, hclient, NVRM_H_DEV, NVRM_FB_GET_INFO, &p,
			       sizeof(p)));
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_control(ctl, hclient, 0x77, NVRM_FB_GET_INFO, &p,
			       sizeof(p)));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_control(other, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  nvrm_control(ctl, 0x1234, NVRM_H_SUBDEV, NVRM_FB_GET_INFO,
			       &p, sizeof(p)));
	close(other);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/* RM_ALLOC of device @h of GPU @id under @hclient; the ioctl must be 0. */
static uint32_t alloc_device(int ctl, uint32_t hclient, uint32_t h,
			     uint32_t id)
{
	uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE] = { 0 };
	uint8_t a[GS_ABI_NVOS64_SIZE] = { 0 };
	uint64_t params = (uintptr_t)devp;

	put32(devp, GS_ABI_DEVICE_PARAMS_DEVICEID_AT, id);
	put32(a, GS_ABI_NVOS64_HROOT_AT, hclient);
	put32(a, GS_ABI_NVOS64_HOBJECTPARENT_AT, hclient);
	put32(a, GS_ABI_NVOS64_HOBJECTNEW_AT, h);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, GS_ABI_CLS_DEVICE_0);
	memcpy(a + GS_ABI_NVOS64_PALLOCPARMS_AT, &params, sizeof(params));
	if (ioctl(ctl, NVRM_IOCTL(NVRM_ESC_ALLOC, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return get32(a, GS_ABI_NVOS64_STATUS_AT);
}

static void *hold_gpu_file(void *fd)
{
	*(int *)fd = nvrm_open_gpu();
	return NULL;
}

/*
 * nv_is_gpu_accessible: a device is allocated only while the caller's fd
 * table holds a file of its GPU. nvidiactl, an O_PATH file of the node and
 * another process's file do not count; a thread's does (one table). The
 * refusal is 0x1b with ioctl 0 and leaves nothing; the check is made at
 * each allocation, and only for devices.
 */
TEST(device_needs_its_gpu_open)
{
	int ctl = nvrm_open_ctl(), ctl2 = nvrm_open_ctl(), gpu, path, up[2];
	uint32_t hclient = 0, h, subp = 0;
	struct nvrm_memparams p;
	pthread_t t;
	pid_t pid;
	char c;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, ctl2);
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, 0, 0, &hclient, 0, NULL));
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(ctl, hclient, NVRM_H_DEV, 0));
	path = open("/dev/nvidia0", O_PATH | O_CLOEXEC);
	ASSERT_LE(0, path);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(ctl, hclient, NVRM_H_DEV, 0));
	close(path);

	/* torn down: the handle is free, nothing is under it */
	h = NVRM_H_SUBDEV;
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0, &subp));

	/* another process holding the GPU open does not help this one */
	ASSERT_EQ(0, pipe(up));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		gpu = nvrm_open_gpu();
		if (gpu < 0 || write(up[1], "r", 1) != 1)
			_exit(1);
		for (;;)
			pause();
	}
	close(up[1]);
	ASSERT_EQ(1, read(up[0], &c, 1));
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(ctl, hclient, NVRM_H_DEV, 0));
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	close(up[0]);

	/* a file another thread opened is in the same table */
	ASSERT_EQ(0, pthread_create(&t, NULL, hold_gpu_file, &gpu));
	ASSERT_EQ(0, pthread_join(t, NULL));
	ASSERT_LE(0, gpu);
	EXPECT_EQ(NVRM_OK, alloc_device(ctl, hclient, NVRM_H_DEV, 0));
	h = NVRM_H_SUBDEV;
	EXPECT_EQ(NVRM_OK,
		  nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0, &subp));
	/* at any fd number */
	ASSERT_EQ(200, dup2(gpu, 200));
	close(gpu);
	EXPECT_EQ(NVRM_OK, alloc_device(ctl, hclient, NVRM_H_DEV + 0x100, 0));

	/* closed: the next device is refused; the others stay and work */
	close(200);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(ctl, hclient, NVRM_H_DEV + 0x200, 0));
	EXPECT_EQ(NVRM_OK,
		  nvrm_alloc_fb(ctl, hclient, H_MEM, 2 * MiB, 0, &p));
	EXPECT_EQ(HEAP_KIB - 2048, nvrm_heap_free_kib(ctl, hclient));
	/* nothing is remembered of the earlier devices: a new client too */
	hclient = 0;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl2, 0, 0, &hclient, 0, NULL));
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(ctl2, hclient, NVRM_H_DEV, 0));
	close(ctl2);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * nvsim with two GPUs for the tests that need them (vmenv_two_gpus), then
 * with one again: the other tests and the VM's unload expect one.
 */
FIXTURE(two_gpus) {
	int ctl, gpu0, gpu1;
};

FIXTURE_SETUP(two_gpus)
{
	bool made;

	self->ctl = self->gpu0 = self->gpu1 = -1;
	ASSERT_EQ(0, vmenv_two_gpus(&made));
	ASSERT_EQ(2, vmenv_nvsim_gpus());
	self->ctl = nvrm_open_ctl();
	ASSERT_LE(0, self->ctl);
}

FIXTURE_TEARDOWN(two_gpus)
{
	if (self->gpu1 >= 0)
		close(self->gpu1);
	if (self->gpu0 >= 0)
		close(self->gpu0);
	if (self->ctl >= 0)
		close(self->ctl);
	if (vmenv_nvsim_gpus() == 2 &&
	    (vmenv_run("rmmod", "nvsim", NULL) || vmenv_modprobe("nvsim")))
		TH_LOG("nvsim not reloaded with one GPU");
}

/* Only a file of the device's own GPU counts. */
TEST_F(two_gpus, another_gpus_file_does_not_count)
{
	uint32_t hclient = 0;

	ASSERT_EQ(NVRM_OK, nvrm_alloc(self->ctl, 0, 0, &hclient, 0, NULL));
	self->gpu1 = nvrm_open("/dev", "nvidia1");
	ASSERT_LE(0, self->gpu1);
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(self->ctl, hclient, NVRM_H_DEV, 0));
	EXPECT_EQ(NVRM_OK,
		  alloc_device(self->ctl, hclient, NVRM_H_DEV + 1, 1));
	self->gpu0 = nvrm_open_gpu();
	ASSERT_LE(0, self->gpu0);
	EXPECT_EQ(NVRM_OK, alloc_device(self->ctl, hclient, NVRM_H_DEV, 0));
	close(self->gpu1);
	self->gpu1 = -1;
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(self->ctl, hclient, NVRM_H_DEV + 2, 1));
	EXPECT_EQ(NVRM_OK,
		  alloc_device(self->ctl, hclient, NVRM_H_DEV + 3, 0));
}

/*
 * GPU identity: a GPU's gpuId (CARD_INFO's gpu_id, 6 + minor in nvsim),
 * its minor and its device instance (NV01_DEVICE_0's deviceId), which RM
 * gives in the order GPUs attach and GET_ID_INFO(_V2) reports.
 */
#define SLI_H100	0x41	/* INVALID_GPU_COUNT | GPU_NOT_SUPPORTED */
#define POISON		0xa5a5a5a5u

static const uint8_t gpu0_uuid[16] = {
	0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
	0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6,
};

struct id_info_v1 {				/* 0x202, 40 bytes */
	uint32_t gpu_id, flags, device_instance, subdevice_instance;
	uint64_t sz_name;
	uint32_t sli_status, board_id, gpu_instance;
	int32_t numa_id;
};

struct pci_info { uint32_t gpu_id, domain; uint16_t bus, slot; };
struct attach_ids { uint32_t ids[32], failed; };
struct uuid_info {
	uint8_t uuid[256];
	uint32_t flags, gpu_id, device_instance, subdevice_instance;
};
struct uuid_from_id { uint32_t gpu_id, flags; uint8_t uuid[256]; uint32_t len; };
struct active_ids { uint32_t num, dev[256][3]; };

_Static_assert(sizeof(struct id_info_v1) == 40, "GET_ID_INFO");
_Static_assert(sizeof(struct nvrm_gpu_id_info) == 32, "GET_ID_INFO_V2");
_Static_assert(sizeof(struct pci_info) == 12, "GET_PCI_INFO");
_Static_assert(sizeof(struct attach_ids) == 132, "ATTACH_IDS");
_Static_assert(sizeof(struct uuid_info) == 272, "GET_UUID_INFO");
_Static_assert(sizeof(struct uuid_from_id) == 268, "GET_UUID_FROM_GPU_ID");
_Static_assert(sizeof(struct active_ids) == 3076, "GET_ACTIVE_DEVICE_IDS");

/* A client of its own on @ctl, with no device; 0 on failure. */
static uint32_t bare_client(int ctl)
{
	uint32_t h = 0;

	return nvrm_alloc(ctl, 0, 0, &h, 0, NULL) == NVRM_OK ? h : 0;
}

/* NV0000 control @cmd on client @hc itself. */
static uint32_t client_ctl(int ctl, uint32_t hc, uint32_t cmd, void *p,
			   uint32_t size)
{
	return nvrm_control(ctl, hc, hc, cmd, p, size);
}

/* gpuFlags of @gpu_id, or POISON when GET_ID_INFO_V2 fails. */
static uint32_t gpu_flags(int ctl, uint32_t hc, uint32_t gpu_id)
{
	struct nvrm_gpu_id_info v2;

	if (nvrm_gpu_id_info(ctl, hc, gpu_id, &v2) != NVRM_OK)
		return POISON;
	return v2.flags;
}

/* Device instance of @gpu_id, or POISON. */
static uint32_t gpu_instance_of(int ctl, uint32_t hc, uint32_t gpu_id)
{
	struct nvrm_gpu_id_info v2;

	if (nvrm_gpu_id_info(ctl, hc, gpu_id, &v2) != NVRM_OK)
		return POISON;
	return v2.device_instance;
}

/* GET_ATTACHED_IDS (@probed: GET_PROBED_IDS) into @ids[32]. */
static uint32_t gpu_ids(int ctl, uint32_t hc, bool probed, uint32_t *ids)
{
	static uint32_t p[96];
	uint32_t st;

	memset(p, 0, sizeof(p));
	st = probed ? client_ctl(ctl, hc, NVRM_GPU_GET_PROBED_IDS, p, 384) :
		      client_ctl(ctl, hc, NVRM_GPU_GET_ATTACHED_IDS, p, 128);
	memcpy(ids, p, 128);
	return st;
}

/* debugfs "fb": GPU @n's class-0x40 bytes, or -1. */
static long long gpu_used(unsigned int n)
{
	FILE *f = fopen("/sys/kernel/debug/nvsim/fb", "r");
	unsigned long long total, used;
	long long ret = -1;
	unsigned int gpu;
	char line[200];

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "gpu %u total %llu used %llu", &gpu, &total,
			   &used) == 3 && gpu == n)
			ret = used;
	fclose(f);
	return ret;
}

/*
 * GET_ID_INFO_V2 and the deprecated GET_ID_INFO of the one GPU: what the
 * H100 answered (trace), szName neither written nor followed; an ID no GPU
 * has is NV_ERR_INVALID_ARGUMENT with nothing written.
 */
TEST(gpu_id_info)
{
	static const uint32_t unknown[] = { 0, 7, 0xffff, NVRM_GPU_INVALID_ID };
	int ctl = nvrm_open_ctl();
	struct nvrm_gpu_id_info v2;
	char name[8] = "unset";
	struct id_info_v1 v1;
	uint32_t hc, ids[32];
	unsigned int i;

	ASSERT_LE(0, ctl);
	hc = bare_client(ctl);
	ASSERT_NE(0, hc);
	ASSERT_EQ(NVRM_OK, gpu_ids(ctl, hc, false, ids));
	EXPECT_EQ(6, ids[0]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, ids[1]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, ids[31]);

	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(ctl, hc, 6, &v2));
	EXPECT_EQ(6, v2.gpu_id);
	EXPECT_EQ(0, v2.flags);
	EXPECT_EQ(0, v2.device_instance);
	EXPECT_EQ(0, v2.subdevice_instance);
	EXPECT_EQ(SLI_H100, v2.sli_status);
	EXPECT_EQ(6, v2.board_id);
	EXPECT_EQ(0, v2.gpu_instance);
	EXPECT_EQ(-1, v2.numa_id);

	memset(&v1, 0xa5, sizeof(v1));
	v1.gpu_id = 6;
	v1.sz_name = (uintptr_t)name;
	ASSERT_EQ(NVRM_OK,
		  client_ctl(ctl, hc, NVRM_GPU_GET_ID_INFO, &v1, sizeof(v1)));
	EXPECT_EQ(0, v1.flags);
	EXPECT_EQ(0, v1.device_instance);
	EXPECT_EQ(0, v1.subdevice_instance);
	EXPECT_EQ((uintptr_t)name, v1.sz_name);
	EXPECT_STREQ("unset", name);
	EXPECT_EQ(SLI_H100, v1.sli_status);
	EXPECT_EQ(6, v1.board_id);
	EXPECT_EQ(0, v1.gpu_instance);
	EXPECT_EQ(-1, v1.numa_id);

	for (i = 0; i < ARRAY_SIZE(unknown); i++) {
		memset(&v2, 0xa5, sizeof(v2));
		v2.gpu_id = unknown[i];
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  client_ctl(ctl, hc, NVRM_GPU_GET_ID_INFO_V2, &v2,
				     sizeof(v2)));
		EXPECT_EQ(POISON, v2.device_instance);
		EXPECT_EQ(POISON, v2.flags);
		memset(&v1, 0xa5, sizeof(v1));
		v1.gpu_id = unknown[i];
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  client_ctl(ctl, hc, NVRM_GPU_GET_ID_INFO, &v1,
				     sizeof(v1)));
		EXPECT_EQ(POISON, v1.device_instance);
	}
	close(ctl);
}

/*
 * gpuFlags IN_USE: while any process's client has a device on the GPU
 * (the traces: 0 before CUDA's device, 1 after).
 */
TEST(gpu_in_use_flag)
{
	int ctl = nvrm_open_ctl(), obs = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct id_info_v1 v1 = { .gpu_id = 6 };
	uint32_t hc, ho;
	pid_t pid;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, obs);
	ho = bare_client(obs);
	ASSERT_NE(0, ho);
	EXPECT_EQ(0, gpu_flags(obs, ho, 6));
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	EXPECT_EQ(NVRM_GPU_IN_USE, gpu_flags(obs, ho, 6));
	ASSERT_EQ(NVRM_OK,
		  client_ctl(obs, ho, NVRM_GPU_GET_ID_INFO, &v1, sizeof(v1)));
	EXPECT_EQ(NVRM_GPU_IN_USE, v1.flags);
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hc, NVRM_H_DEV));
	EXPECT_EQ(0, gpu_flags(obs, ho, 6));

	/* another process's device counts too */
	pid = nvrm_holder("/dev", 2 * MiB);
	ASSERT_LT(0, pid);
	EXPECT_EQ(NVRM_GPU_IN_USE, gpu_flags(obs, ho, 6));
	nvrm_reap(pid);
	EXPECT_EQ(0, gpu_flags(obs, ho, 6));
	close(gpu);
	close(obs);
	close(ctl);
}

/*
 * GET_PCI_INFO: domain 0, bus 0, the slot CARD_INFO reports; an unknown
 * ID is NV_ERR_OBJECT_NOT_FOUND, but INVALID_ID matches an unused probe
 * slot of RM's, whose address is 0. QUERY_DRAIN_STATE looks IDs up the
 * same way: not draining.
 */
TEST(gpu_pci_info_and_drain_state)
{
	int ctl = nvrm_open_ctl();
	struct pci_info p;
	uint32_t hc, d[3];
	uint8_t ci[2304];

	ASSERT_LE(0, ctl);
	hc = bare_client(ctl);
	ASSERT_NE(0, hc);
	ASSERT_EQ(0,
		  ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CARD_INFO, sizeof(ci)), ci));

	memset(&p, 0xa5, sizeof(p));
	p.gpu_id = *(uint32_t *)(ci + 16);
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_PCI_INFO, &p,
				      sizeof(p)));
	EXPECT_EQ(6, p.gpu_id);
	EXPECT_EQ(*(uint32_t *)(ci + 4), p.domain);
	EXPECT_EQ(ci[8], p.bus);
	EXPECT_EQ(ci[9], p.slot);
	EXPECT_EQ(6, p.slot);
	EXPECT_EQ(0, p.bus);
	EXPECT_EQ(0, p.domain);

	memset(&p, 0xa5, sizeof(p));
	p.gpu_id = 7;
	EXPECT_EQ(NVRM_NOT_FOUND, client_ctl(ctl, hc, NVRM_GPU_GET_PCI_INFO,
					     &p, sizeof(p)));
	EXPECT_EQ(POISON, p.domain);

	memset(&p, 0xa5, sizeof(p));
	p.gpu_id = NVRM_GPU_INVALID_ID;
	EXPECT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_PCI_INFO, &p,
				      sizeof(p)));
	EXPECT_EQ(0, p.domain);
	EXPECT_EQ(0, p.bus);
	EXPECT_EQ(0, p.slot);

	memset(d, 0xa5, sizeof(d));
	d[0] = 6;
	EXPECT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_QUERY_DRAIN_STATE, d,
				      sizeof(d)));
	EXPECT_EQ(0, d[1]);
	EXPECT_EQ(0, d[2]);
	d[0] = 7;
	d[1] = POISON;
	EXPECT_EQ(NVRM_NOT_FOUND, client_ctl(ctl, hc,
					     NVRM_GPU_QUERY_DRAIN_STATE, d,
					     sizeof(d)));
	EXPECT_EQ(POISON, d[1]);
	d[0] = NVRM_GPU_INVALID_ID;
	EXPECT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_QUERY_DRAIN_STATE, d,
				      sizeof(d)));
	close(ctl);
}

/* ATTACH_IDS or DETACH_IDS of @n IDs, then INVALID_ID when there is room. */
static uint32_t attach_ids(int ctl, uint32_t hc, bool detach,
			   const uint32_t *ids, unsigned int n,
			   uint32_t *failed)
{
	struct attach_ids a;
	uint32_t st;

	memset(&a, 0, sizeof(a));
	memcpy(a.ids, ids, n * sizeof(*ids));
	if (n < 32)
		a.ids[n] = NVRM_GPU_INVALID_ID;
	a.failed = POISON;
	st = detach ? client_ctl(ctl, hc, NVRM_GPU_DETACH_IDS, &a, 128) :
		      client_ctl(ctl, hc, NVRM_GPU_ATTACH_IDS, &a, sizeof(a));
	if (failed)
		*failed = a.failed;
	return st;
}

/*
 * ATTACH_GPUS_TO_FD (the escape): GPU IDs the driver knows, zeros skipped
 * (NCCL passes 32 IDs, its GPU first); once per file, EINVAL again.
 */
TEST(attach_gpus_to_fd_once_zeros_skipped)
{
	uint32_t list[32] = { 6 }, bad = 0x99;
	unsigned long req = NVRM_IOCTL(NVRM_ESC_ATTACH_GPUS, sizeof(list));
	int ctl = nvrm_open_ctl(), other = nvrm_open_ctl();

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, other);
	EXPECT_EQ(0, ioctl(ctl, req, list));
	EXPECT_EQ(-1, ioctl(ctl, req, list));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(-1, ioctl(other, NVRM_IOCTL(NVRM_ESC_ATTACH_GPUS,
					      sizeof(bad)), &bad));
	EXPECT_EQ(EINVAL, errno);
	close(ctl);
	close(other);
}

/*
 * ATTACH_IDS: every ID up to INVALID_ID must be a probed GPU's, else
 * NV_ERR_INVALID_ARGUMENT, failedId untouched; ATTACH_ALL counts only
 * first. ASYNC_ATTACH_ID: its one ID likewise. DETACH_IDS: only its first
 * ID is looked at (RM's loop ends there). None changes what is attached.
 */
TEST(gpu_attach_detach_ids)
{
	const uint32_t ok[] = { 6 }, bad[] = { 7 }, ok_bad[] = { 6, 7 },
		all[] = { NVRM_GPU_ATTACH_ALL },
		ok_all[] = { 6, NVRM_GPU_ATTACH_ALL };
	int ctl = nvrm_open_ctl();
	uint32_t hc, failed, full[32], ids[32], id;
	unsigned int i;

	ASSERT_LE(0, ctl);
	hc = bare_client(ctl);
	ASSERT_NE(0, hc);
	for (i = 0; i < 32; i++)
		full[i] = 6;

	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, false, ok, 1, &failed));
	EXPECT_EQ(POISON, failed);
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, false, all, 1, NULL));
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, false, NULL, 0, NULL));
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, false, full, 32, NULL));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  attach_ids(ctl, hc, false, bad, 1, &failed));
	EXPECT_EQ(POISON, failed);	/* RM does not write it */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  attach_ids(ctl, hc, false, ok_bad, 2, &failed));
	EXPECT_EQ(POISON, failed);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  attach_ids(ctl, hc, false, ok_all, 2, NULL));

	/* ASYNC_ATTACH_ID: one ID, a probed GPU's */
	id = 6;
	EXPECT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_ASYNC_ATTACH_ID, &id,
				      sizeof(id)));
	id = 7;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  client_ctl(ctl, hc, NVRM_GPU_ASYNC_ATTACH_ID, &id,
			     sizeof(id)));
	id = NVRM_GPU_ATTACH_ALL;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  client_ctl(ctl, hc, NVRM_GPU_ASYNC_ATTACH_ID, &id,
			     sizeof(id)));

	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, true, ok, 1, NULL));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  attach_ids(ctl, hc, true, bad, 1, NULL));
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, true, ok_bad, 2, NULL));
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, true, all, 1, NULL));
	EXPECT_EQ(NVRM_OK, attach_ids(ctl, hc, true, NULL, 0, NULL));

	ASSERT_EQ(NVRM_OK, gpu_ids(ctl, hc, false, ids));
	EXPECT_EQ(6, ids[0]);
	EXPECT_EQ(0, gpu_instance_of(ctl, hc, 6));
	close(ctl);
}

/* GET_ACTIVE_DEVICE_IDS: each probed GPU, no MIG instances. */
TEST(gpu_active_device_ids)
{
	static struct active_ids a;
	int ctl = nvrm_open_ctl();
	uint32_t hc;

	ASSERT_LE(0, ctl);
	hc = bare_client(ctl);
	ASSERT_NE(0, hc);
	memset(&a, 0, sizeof(a));
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_ACTIVE_DEVICE_IDS,
				      &a, sizeof(a)));
	EXPECT_EQ(1, a.num);
	EXPECT_EQ(6, a.dev[0][0]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, a.dev[0][1]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, a.dev[0][2]);
	EXPECT_EQ(0, a.dev[1][0]);	/* past the GPUs: not written */
	close(ctl);
}

/*
 * GET_UUID_FROM_GPU_ID and GET_UUID_INFO: the UUID in binary (flags 2) or
 * as "GPU-..." with its NUL (flags 0); SHA-256 (flags 4) is refused.
 */
TEST(gpu_uuid_controls)
{
	static const char ascii[] = "GPU-3a555293-382c-2226-e96a-4959f83045a6";
	int ctl = nvrm_open_ctl();
	struct uuid_from_id f;
	struct uuid_info u;
	uint32_t hc;

	ASSERT_LE(0, ctl);
	hc = bare_client(ctl);
	ASSERT_NE(0, hc);

	memset(&f, 0xa5, sizeof(f));
	f.gpu_id = 6;
	f.flags = 2;
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_FROM_GPU_ID,
				      &f, sizeof(f)));
	EXPECT_EQ(16, f.len);
	EXPECT_EQ(0, memcmp(f.uuid, gpu0_uuid, 16));
	EXPECT_EQ(0xa5, f.uuid[16]);
	memset(&f, 0, sizeof(f));
	f.gpu_id = 6;
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_FROM_GPU_ID,
				      &f, sizeof(f)));
	EXPECT_EQ(sizeof(ascii), f.len);
	EXPECT_STREQ(ascii, (char *)f.uuid);
	f.flags = 4;
	EXPECT_EQ(NVRM_INVALID_FLAGS,
		  client_ctl(ctl, hc, NVRM_GPU_GET_UUID_FROM_GPU_ID, &f,
			     sizeof(f)));
	f.gpu_id = 7;
	f.flags = 2;
	EXPECT_EQ(NVRM_NOT_FOUND,
		  client_ctl(ctl, hc, NVRM_GPU_GET_UUID_FROM_GPU_ID, &f,
			     sizeof(f)));

	memset(&u, 0, sizeof(u));
	memcpy(u.uuid, gpu0_uuid, 16);
	u.flags = 2;
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_INFO, &u,
				      sizeof(u)));
	EXPECT_EQ(6, u.gpu_id);
	EXPECT_EQ(0, u.device_instance);
	EXPECT_EQ(0, u.subdevice_instance);
	memset(&u, 0, sizeof(u));
	memcpy(u.uuid, ascii, sizeof(ascii));
	ASSERT_EQ(NVRM_OK, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_INFO, &u,
				      sizeof(u)));
	EXPECT_EQ(6, u.gpu_id);
	u.flags = 4 | 2;
	EXPECT_EQ(NVRM_NOT_FOUND, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_INFO,
					     &u, sizeof(u)));
	memset(&u, 0, sizeof(u));
	memcpy(u.uuid, gpu0_uuid, 16);
	u.uuid[15] ^= 1;
	u.flags = 2;
	EXPECT_EQ(NVRM_NOT_FOUND, client_ctl(ctl, hc, NVRM_GPU_GET_UUID_INFO,
					     &u, sizeof(u)));
	close(ctl);
}

/* Two GPUs as loaded by default: GPU N has ID 6 + N and instance N. */
TEST_F(two_gpus, id_info_of_each_gpu)
{
	static struct active_ids a;
	struct nvrm_gpu_id_info v2;
	uint32_t hc, ids[32];
	struct pci_info p = { .gpu_id = 7 };

	hc = bare_client(self->ctl);
	ASSERT_NE(0, hc);
	ASSERT_EQ(NVRM_OK, gpu_ids(self->ctl, hc, false, ids));
	EXPECT_EQ(6, ids[0]);
	EXPECT_EQ(7, ids[1]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, ids[2]);
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(self->ctl, hc, 7, &v2));
	EXPECT_EQ(1, v2.device_instance);
	EXPECT_EQ(1, v2.gpu_instance);
	EXPECT_EQ(7, v2.board_id);
	/* each of two H100 answered GPU_NOT_SUPPORTED alone */
	EXPECT_EQ(0x40, v2.sli_status);
	EXPECT_EQ(0, gpu_instance_of(self->ctl, hc, 6));
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, hc, NVRM_GPU_GET_PCI_INFO,
				      &p, sizeof(p)));
	EXPECT_EQ(7, p.slot);
	memset(&a, 0, sizeof(a));
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, hc,
				      NVRM_GPU_GET_ACTIVE_DEVICE_IDS, &a,
				      sizeof(a)));
	EXPECT_EQ(2, a.num);
	EXPECT_EQ(7, a.dev[1][0]);
}

/*
 * GET_GID_INFO of a subdevice: its GPU's UUID, in binary (flags 2) as
 * CUDA asks, with its length; SHA-256 (flags 4) refused.
 */
TEST_F(two_gpus, gid_info_is_the_subdevices_gpu)
{
	struct { uint32_t index, flags, length; uint8_t data[256]; } g;
	uint8_t uuid1[16];
	uint32_t hc;

	memcpy(uuid1, gpu0_uuid, 16);
	uuid1[15] ^= 1;
	self->gpu1 = nvrm_open("/dev", "nvidia1");
	ASSERT_LE(0, self->gpu1);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client_on(self->ctl, self->gpu1, 1, &hc));
	memset(&g, 0, sizeof(g));
	g.flags = 2;
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, hc, NVRM_H_SUBDEV,
					GS_ABI_CTRL_2080_GPU_GET_GID_INFO, &g, sizeof(g)));
	EXPECT_EQ(16, g.length);
	EXPECT_EQ(0, memcmp(g.data, uuid1, 16));
	g.flags = 4;
	EXPECT_EQ(NVRM_INVALID_FLAGS,
		  nvrm_control(self->ctl, hc, NVRM_H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_GID_INFO, &g,
			       sizeof(g)));
}

/* nvsim's reverse_instances parameter, as /sys/module shows it. */
static bool reversed_loaded(void)
{
	FILE *f = fopen("/sys/module/nvsim/parameters/reverse_instances", "r");
	int c = 0;

	if (f) {
		c = fgetc(f);
		fclose(f);
	}
	return c == 'Y';
}

/*
 * nvsim with two GPUs whose device instances run against their minors
 * (reverse_instances: GPU N is instance 1 - N), then as the VM loads it
 * again, which the other tests expect.
 */
FIXTURE(reversed) {
	int ctl, gpu0, gpu1;
	uint32_t hc;
};

FIXTURE_SETUP(reversed)
{
	self->ctl = self->gpu0 = self->gpu1 = -1;
	ASSERT_EQ(0, vmenv_run("rmmod", "nvsim", NULL));
	ASSERT_EQ(0, system("modprobe nvsim gpus=2 reverse_instances=1"));
	ASSERT_TRUE(reversed_loaded());
	ASSERT_EQ(2, vmenv_nvsim_gpus());
	self->ctl = nvrm_open_ctl();
	ASSERT_LE(0, self->ctl);
	self->hc = bare_client(self->ctl);
	ASSERT_NE(0, self->hc);
}

FIXTURE_TEARDOWN(reversed)
{
	if (self->gpu1 >= 0)
		close(self->gpu1);
	if (self->gpu0 >= 0)
		close(self->gpu0);
	if (self->ctl >= 0)
		close(self->ctl);
	if (!reversed_loaded() && vmenv_nvsim_gpus() == 1)
		return;
	vmenv_run("rmmod", "nvsim", NULL);
	if (vmenv_modprobe("nvsim") || reversed_loaded() ||
	    vmenv_nvsim_gpus() != 1)
		TH_LOG("nvsim not reloaded as the VM loads it");
}

/*
 * The minors stay (CARD_INFO, PCI slots, probe order); the instances are
 * reversed: GPU 1 (ID 7) is instance 0, listed first among the attached.
 */
TEST_F(reversed, id_info_names_each_gpus_instance)
{
	static struct active_ids a;
	struct nvrm_gpu_id_info v2;
	struct id_info_v1 v1 = { .gpu_id = 7 };
	struct pci_info p = { .gpu_id = 7 };
	struct uuid_info u = { .flags = 2 };
	uint32_t ids[32];
	uint8_t ci[2304];

	ASSERT_EQ(NVRM_OK, gpu_ids(self->ctl, self->hc, false, ids));
	EXPECT_EQ(7, ids[0]);
	EXPECT_EQ(6, ids[1]);
	EXPECT_EQ(NVRM_GPU_INVALID_ID, ids[2]);
	ASSERT_EQ(NVRM_OK, gpu_ids(self->ctl, self->hc, true, ids));
	EXPECT_EQ(6, ids[0]);
	EXPECT_EQ(7, ids[1]);

	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(self->ctl, self->hc, 6, &v2));
	EXPECT_EQ(1, v2.device_instance);
	EXPECT_EQ(1, v2.gpu_instance);
	EXPECT_EQ(6, v2.board_id);
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(self->ctl, self->hc, 7, &v2));
	EXPECT_EQ(0, v2.device_instance);
	EXPECT_EQ(0, v2.gpu_instance);
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, self->hc,
				      NVRM_GPU_GET_ID_INFO, &v1, sizeof(v1)));
	EXPECT_EQ(0, v1.device_instance);

	ASSERT_EQ(0, ioctl(self->ctl,
			   NVRM_IOCTL(NVRM_ESC_CARD_INFO, sizeof(ci)), ci));
	EXPECT_EQ(6, *(uint32_t *)(ci + 16));
	EXPECT_EQ(0, *(uint32_t *)(ci + 56));
	EXPECT_EQ(7, *(uint32_t *)(ci + 72 + 16));
	EXPECT_EQ(1, *(uint32_t *)(ci + 72 + 56));
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, self->hc,
				      NVRM_GPU_GET_PCI_INFO, &p, sizeof(p)));
	EXPECT_EQ(7, p.slot);
	memset(&a, 0, sizeof(a));
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, self->hc,
				      NVRM_GPU_GET_ACTIVE_DEVICE_IDS, &a,
				      sizeof(a)));
	EXPECT_EQ(2, a.num);
	EXPECT_EQ(6, a.dev[0][0]);
	EXPECT_EQ(7, a.dev[1][0]);

	memcpy(u.uuid, gpu0_uuid, 16);
	u.uuid[15] ^= 1;		/* GPU 1's */
	ASSERT_EQ(NVRM_OK, client_ctl(self->ctl, self->hc,
				      NVRM_GPU_GET_UUID_INFO, &u, sizeof(u)));
	EXPECT_EQ(7, u.gpu_id);
	EXPECT_EQ(0, u.device_instance);
}

/*
 * deviceId is the instance: device 0 is GPU 1, which needs /dev/nvidia1
 * open and gets its memory; an instance no GPU has is
 * NV_ERR_INVALID_CLASS, one past NV_MAX_DEVICES NV_ERR_INVALID_ARGUMENT.
 * Export files report the instance too.
 */
TEST_F(reversed, device_id_is_the_instance)
{
	struct nvrm_create_export_fd cr = { .hdevice = NVRM_H_DEV + 1,
					    .max_objects = 1 };
	struct nvrm_export_info info;
	int ex, ex2;

	self->gpu1 = nvrm_open("/dev", "nvidia1");
	ASSERT_LE(0, self->gpu1);
	EXPECT_EQ(NVRM_OK, alloc_device(self->ctl, self->hc, NVRM_H_DEV, 0));
	EXPECT_EQ(NVRM_PERMISSIONS,
		  alloc_device(self->ctl, self->hc, NVRM_H_DEV + 1, 1));
	EXPECT_EQ(NVRM_GPU_IN_USE, gpu_flags(self->ctl, self->hc, 7));
	EXPECT_EQ(0, gpu_flags(self->ctl, self->hc, 6));

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->hc, H_MEM, 2 * MiB,
					 0, NULL));
	EXPECT_EQ(2 * MiB, gpu_used(1));
	EXPECT_EQ(0, gpu_used(0));

	self->gpu0 = nvrm_open_gpu();
	ASSERT_LE(0, self->gpu0);
	EXPECT_EQ(NVRM_OK,
		  alloc_device(self->ctl, self->hc, NVRM_H_DEV + 1, 1));
	EXPECT_EQ(NVRM_GPU_IN_USE, gpu_flags(self->ctl, self->hc, 6));
	EXPECT_EQ(NVRM_INVALID_CLASS,
		  alloc_device(self->ctl, self->hc, NVRM_H_DEV + 2, 2));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  alloc_device(self->ctl, self->hc, NVRM_H_DEV + 2, 32));

	ex = nvrm_export_open("/dev");
	ASSERT_LE(0, ex);
	ASSERT_EQ(NVRM_OK, nvrm_export_one(self->ctl, self->hc, ex, H_MEM, 1,
					   NULL));
	memset(&info, 0xa5, sizeof(info));
	info.fd = ex;
	ASSERT_EQ(NVRM_OK, nvrm_export_call(self->ctl, self->hc,
					    NVRM_EXPORT_INFO, &info));
	EXPECT_EQ(0, info.device_instance);
	ex2 = nvrm_export_open("/dev");
	ASSERT_LE(0, ex2);
	cr.fd = ex2;
	ASSERT_EQ(NVRM_OK, nvrm_export_call(self->ctl, self->hc,
					    NVRM_CREATE_EXPORT_FD, &cr));
	info.fd = ex2;
	ASSERT_EQ(NVRM_OK, nvrm_export_call(self->ctl, self->hc,
					    NVRM_EXPORT_INFO, &info));
	EXPECT_EQ(1, info.device_instance);
	close(ex2);
	close(ex);
}

/* GET_PID_INFO of @pid: private, shared-owned and shared-duped bytes. */
static int pid_mem3(int ctl, uint32_t hclient, pid_t pid, uint64_t m[3])
{
	static uint8_t info[14408];

	memset(info, 0, sizeof(info));
	*(uint32_t *)info = 1;
	*(uint32_t *)(info + 8) = pid;
	if (nvrm_control(ctl, hclient, NVRM_H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_PID_INFO, info,
			 sizeof(info)) != NVRM_OK ||
	    *(uint32_t *)(info + 8 + 8) != NVRM_OK)
		return -1;
	memcpy(m, info + 8 + 16, 3 * sizeof(*m));
	return 0;
}

#define H_IMPORTED	0x5c00e000

/*
 * The importer: receives the export file on @sock, imports slot 0 with
 * its own client and reports {status, type, info status, device, gpu
 * instance, max} on @sock; then closes the export file when told, and
 * exits when told again.
 */
static void importer_child(int sock)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), ex;
	struct nvrm_export_info info = { 0 };
	uint32_t hclient, h = H_IMPORTED, rep[6] = { 0 };
	uint8_t type = 0xff;
	char c;

	ex = nvrm_recv_fd(sock);
	if (ex < 0 || nvrm_setup_client(ctl, gpu, &hclient))
		_exit(1);
	rep[0] = nvrm_import_one(ctl, hclient, ex, &h, &info, &type);
	rep[1] = type;
	rep[2] = h;
	rep[3] = info.device_instance;
	rep[4] = info.gpu_instance;
	rep[5] = info.max_objects;
	if (memcmp(info.metadata, "gpuslice", 9))
		rep[5] = 0;
	if (write(sock, rep, sizeof(rep)) != sizeof(rep) ||
	    read(sock, &c, 1) != 1)
		_exit(1);
	close(ex);
	if (write(sock, "c", 1) != 1 || read(sock, &c, 1) != 1)
		_exit(1);
	_exit(0);
}

/*
 * cuMemExportToShareableHandle and its import in another process: the
 * export file's fd goes over a unix socket, the importer dups the memory
 * out of it. The memory is there once; the export alone makes the
 * exporter's allocation shared, the importer's handle is a dup; the
 * export keeps the memory after the exporter's free, until the file goes.
 */
TEST(export_import_across_processes)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), ex, sv[2];
	uint8_t metadata[NVRM_EXPORT_METADATA] = "gpuslice";
	uint32_t hclient, rep[6];
	struct nvrm_memparams p;
	struct fbstat s;
	uint64_t m[3];
	pid_t pid;
	char c;

	ASSERT_LE(0, ctl);
	/* forked first: the export file's only way there is the socket */
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		close(sv[0]);
		importer_child(sv[1]);
	}
	close(sv[1]);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hclient, H_MEM, 64 * MiB, 0, &p));
	ASSERT_EQ(0, pid_mem3(ctl, hclient, getpid(), m));
	EXPECT_EQ(64 * MiB, m[0]);
	ex = nvrm_export_open("/dev");
	ASSERT_LE(0, ex);
	EXPECT_EQ(NVRM_OK,
		  nvrm_export_one(ctl, hclient, ex, H_MEM, 2, metadata));
	/* RM's own dup of it: shared, owned by the exporter, not charged twice */
	ASSERT_EQ(0, pid_mem3(ctl, hclient, getpid(), m));
	EXPECT_EQ(0, m[0]);
	EXPECT_EQ(64 * MiB, m[1]);
	EXPECT_EQ(0, m[2]);
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(64 * MiB, s.used);

	ASSERT_EQ(0, nvrm_send_fd(sv[0], ex));
	close(ex);		/* the importer's copy keeps the file */
	ASSERT_EQ(sizeof(rep), read(sv[0], rep, sizeof(rep)));
	EXPECT_EQ(NVRM_OK, rep[0]);
	EXPECT_EQ(NVRM_IMPORT_VIDMEM, rep[1]);
	EXPECT_EQ(H_IMPORTED, rep[2]);
	EXPECT_EQ(0, rep[3]);			/* device instance of GPU 0 */
	EXPECT_EQ(NVRM_NO_GPU_INSTANCE, rep[4]);
	EXPECT_EQ(2, rep[5]);			/* max, metadata intact */

	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(64 * MiB, s.used);
	ASSERT_EQ(0, pid_mem3(ctl, hclient, pid, m));
	EXPECT_EQ(0, m[0]);
	EXPECT_EQ(0, m[1]);
	EXPECT_EQ(64 * MiB, m[2]);
	ASSERT_EQ(0, pid_mem3(ctl, hclient, getpid(), m));
	EXPECT_EQ(64 * MiB, m[1]);

	/* the exporter lets go: the export and the import keep it */
	EXPECT_EQ(NVRM_OK, nvrm_free(ctl, hclient, H_MEM));
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(64 * MiB, s.used);
	ASSERT_EQ(0, pid_mem3(ctl, hclient, pid, m));
	EXPECT_EQ(64 * MiB, m[2]);
	/* the export file's last close: the importer's handle alone */
	ASSERT_EQ(1, write(sv[0], "x", 1));
	ASSERT_EQ(1, read(sv[0], &c, 1));
	ASSERT_EQ(0, pid_mem3(ctl, hclient, pid, m));
	EXPECT_EQ(64 * MiB, m[0]);
	EXPECT_EQ(0, m[2]);
	ASSERT_EQ(1, write(sv[0], "x", 1));
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	close(sv[0]);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

static uint32_t import_n(int ctl, uint32_t hclient, int fd, uint32_t *h,
			 uint8_t *types, uint16_t n, uint16_t index)
{
	static struct nvrm_import_objects im;
	uint32_t st;

	memset(&im, 0, sizeof(im));
	im.fd = fd;
	im.hparent = NVRM_H_DEV;
	if (h)
		memcpy(im.objects, h, n * sizeof(*h));
	im.num_objects = n;
	im.index = index;
	st = nvrm_export_call(ctl, hclient, NVRM_IMPORT_OBJECTS, &im);
	if (h)
		memcpy(h, im.objects, n * sizeof(*h));
	if (types)
		memcpy(types, im.object_types, n);
	return st;
}

static uint32_t export_info(int ctl, uint32_t hclient, int fd,
			    struct nvrm_export_info *i)
{
	memset(i, 0, sizeof(*i));
	i->fd = fd;
	return nvrm_export_call(ctl, hclient, NVRM_EXPORT_INFO, i);
}

/*
 * The export file must be a ctl file of the caller's fd table
 * (nv_get_file_private): a GPU file, a pipe, a closed or negative fd is
 * NV_ERR_INVALID_PARAMETER for every control, as RM answers.
 */
TEST(export_fd_must_be_a_ctl_file)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), pipefd[2];
	struct nvrm_create_export_fd cr = { .hdevice = NVRM_H_DEV,
					    .max_objects = 1 };
	struct nvrm_export_info info;
	int bad[5], i;
	uint32_t hclient, h = H_MEM;
	struct nvrm_memparams p;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(0, pipe(pipefd));
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hclient, H_MEM, 2 * MiB, 0, &p));
	bad[0] = gpu;
	bad[1] = pipefd[0];
	bad[2] = 999;
	bad[3] = -1;
	bad[4] = -7;
	for (i = 0; i < 5; i++) {
		EXPECT_EQ(NVRM_INVALID_PARAMETER,
			  nvrm_export_n(ctl, hclient, bad[i], NVRM_H_DEV, 1, NULL,
					&h, 1, 0));
		EXPECT_EQ(NVRM_INVALID_PARAMETER,
			  export_info(ctl, hclient, bad[i], &info));
		EXPECT_EQ(NVRM_INVALID_PARAMETER,
			  import_n(ctl, hclient, bad[i], NULL, NULL, 1, 0));
		cr.fd = bad[i];
		EXPECT_EQ(NVRM_INVALID_PARAMETER,
			  nvrm_export_call(ctl, hclient, NVRM_CREATE_EXPORT_FD,
					   &cr));
	}
	/* nothing was exported: the memory is the caller's alone */
	EXPECT_EQ(2 * MiB, pid_private_bytes(ctl, hclient, getpid()));
	/* a ctl file, even the caller's own, is one */
	EXPECT_EQ(NVRM_OK, nvrm_export_n(ctl, hclient, ctl, NVRM_H_DEV, 1, NULL,
					 &h, 1, 0));
	close(pipefd[0]);
	close(pipefd[1]);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * Setting an export up, once; exporting all or nothing, within its
 * slots and device; importing within its slots. RM's statuses.
 */
TEST(export_and_import_checks)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), ex, ex2;
	struct nvrm_create_export_fd cr = { .hdevice = NVRM_H_DEV,
					    .max_objects = 4 };
	static uint32_t h[NVRM_EXPORT_MAX + 1];	/* more than one call takes */
	uint32_t hclient, bogus = 0x5c00beef, sys = H_MEM + 1;
	struct nvrm_export_info info;
	struct nvrm_memparams p;
	uint8_t types[4];
	struct fbstat s;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hclient));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hclient, H_MEM, 2 * MiB, 0, &p));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_sysmem(ctl, hclient, sys, 2 * MiB, &p));
	ex = nvrm_export_open("/dev");
	ex2 = nvrm_export_open("/dev");
	ASSERT_LE(0, ex);
	ASSERT_LE(0, ex2);

	/* not set up: nothing to tell, nothing to import */
	EXPECT_EQ(NVRM_INVALID_PARAMETER, export_info(ctl, hclient, ex, &info));
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  import_n(ctl, hclient, ex, NULL, NULL, 1, 0));
	/* maxObjects 0 sets nothing up */
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  nvrm_export_n(ctl, hclient, ex, NVRM_H_DEV, 0, NULL,
				&h[0], 0, 0));
	/* a failed first export leaves the file as it was */
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_export_n(ctl, hclient, ex, NVRM_H_DEV, 4, NULL,
				&bogus, 1, 0));
	EXPECT_EQ(NVRM_INVALID_PARAMETER, export_info(ctl, hclient, ex, &info));
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvrm_export_n(ctl, hclient, ex, 0x5c00dead, 4, NULL,
				NULL, 0, 0));
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  nvrm_export_n(ctl, hclient, ex, NVRM_H_SUBDEV, 4, NULL,
				NULL, 0, 0));

	/* CREATE_EXPORT_OBJECT_FD sets it up, once */
	cr.fd = ex;
	memcpy(cr.metadata, "meta", 5);
	EXPECT_EQ(NVRM_OK,
		  nvrm_export_call(ctl, hclient, NVRM_CREATE_EXPORT_FD, &cr));
	EXPECT_EQ(ex, cr.fd);
	EXPECT_EQ(NVRM_STATE_IN_USE,
		  nvrm_export_call(ctl, hclient, NVRM_CREATE_EXPORT_FD, &cr));
	ASSERT_EQ(NVRM_OK, export_info(ctl, hclient, ex, &info));
	EXPECT_EQ(4, info.max_objects);
	EXPECT_EQ(0, info.device_instance);
	EXPECT_STREQ("meta", (char *)info.metadata);

	/* slots: within maxObjects, at most 512 a call */
	h[0] = H_MEM;
	h[1] = sys;
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  nvrm_export_n(ctl, hclient, ex, 0, 0, NULL, h, 513, 0));
	EXPECT_EQ(NVRM_OUT_OF_RANGE,
		  nvrm_export_n(ctl, hclient, ex, 0, 0, NULL, h, 2, 3));
	EXPECT_EQ(NVRM_OUT_OF_RANGE,
		  nvrm_export_n(ctl, hclient, ex, 0, 0, NULL, h, 5, 0));
	/* all or nothing: an unknown handle exports neither */
	h[2] = bogus;
	EXPECT_EQ(NVRM_NOT_FOUND, nvrm_export_n(ctl, hclient, ex, 0, 0, NULL,
						h, 3, 0));
	EXPECT_EQ(2 * MiB, pid_private_bytes(ctl, hclient, getpid()));
	EXPECT_EQ(NVRM_OK, nvrm_export_n(ctl, hclient, ex, 0, 0, NULL,
					 h, 2, 0));
	EXPECT_EQ(0, pid_private_bytes(ctl, hclient, getpid()));

	/* an export of no device takes no memory of a GPU */
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  nvrm_export_n(ctl, hclient, ex2, 0, 1, NULL, h, 1, 0));
	EXPECT_EQ(NVRM_INVALID_PARAMETER, export_info(ctl, hclient, ex2, &info));
	cr.fd = ex2;
	cr.hdevice = 0;
	ASSERT_EQ(NVRM_OK,
		  nvrm_export_call(ctl, hclient, NVRM_CREATE_EXPORT_FD, &cr));
	ASSERT_EQ(NVRM_OK, export_info(ctl, hclient, ex2, &info));
	EXPECT_EQ(32, info.device_instance);	/* NV_MAX_DEVICES */
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  nvrm_export_n(ctl, hclient, ex2, 0, 0, NULL, h, 1, 0));

	/* imports: no more than there are slots, at most 128 a call */
	EXPECT_EQ(NVRM_OUT_OF_RANGE,
		  import_n(ctl, hclient, ex, NULL, NULL, 5, 0));
	EXPECT_EQ(NVRM_OUT_OF_RANGE,
		  import_n(ctl, hclient, ex, NULL, NULL, 1, 4));
	EXPECT_EQ(NVRM_INVALID_PARAMETER,
		  import_n(ctl, hclient, ex, NULL, NULL, 129, 0));
	/* empty slots import nothing */
	memset(h, 0, 4 * sizeof(*h));
	memset(types, 0xff, sizeof(types));
	EXPECT_EQ(NVRM_OK, import_n(ctl, hclient, ex, h, types, 2, 2));
	EXPECT_EQ(NVRM_IMPORT_NONE, types[0]);
	EXPECT_EQ(NVRM_IMPORT_NONE, types[1]);
	EXPECT_EQ(0, h[0]);
	/* a handle taken fails the import, and undoes the ones before it */
	h[0] = 0x5c00e000;
	h[1] = H_MEM;
	EXPECT_EQ(NVRM_DUPLICATE, import_n(ctl, hclient, ex, h, types, 2, 0));
	EXPECT_EQ(NVRM_IMPORT_VIDMEM, types[0]);
	h[1] = 0x5c00e001;
	EXPECT_EQ(NVRM_OK, import_n(ctl, hclient, ex, h, types, 2, 0));
	EXPECT_EQ(0x5c00e000, h[0]);
	EXPECT_EQ(NVRM_IMPORT_VIDMEM, types[0]);
	EXPECT_EQ(NVRM_IMPORT_SYSMEM, types[1]);
	/* handles RM picks */
	memset(h, 0, 4 * sizeof(*h));
	EXPECT_EQ(NVRM_OK, import_n(ctl, hclient, ex, h, types, 1, 0));
	EXPECT_NE(0, h[0]);
	EXPECT_NE(0x5c00e000, h[0]);
	ASSERT_EQ(0, read_fb(&s));
	EXPECT_EQ(2 * MiB, s.used);

	/* exporting 0 empties a slot; the import is then nothing */
	h[0] = 0;
	EXPECT_EQ(NVRM_OK, nvrm_export_n(ctl, hclient, ex, 0, 0, NULL,
					 h, 1, 0));
	h[0] = 0x5c00e100;
	EXPECT_EQ(NVRM_OK, import_n(ctl, hclient, ex, h, types, 1, 0));
	EXPECT_EQ(NVRM_IMPORT_NONE, types[0]);
	close(ex);
	close(ex2);
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * GET_PID_INFO as RM 580 counts dups (docs/gpu-findings.md, "GET_PID_INFO
 * and RM_DUP_OBJECT"; RM's _gpuCollectMemInfo and mem.c): each handle of a
 * process's clients once, private when its memory has no other handle,
 * shared (owned) when it owns the memory, shared (duped) otherwise. The
 * allocating handle owns; a dup goes right after its source in the
 * memory's circular list of handles; when the owner's handle goes,
 * ownership passes to the next handle of that list, whichever process
 * holds it.
 */
#define H_DUP1		0x5c00f001
#define H_DUP2		0x5c00f002
#define H_DUP3		0x5c00f003

/* @pid's {private, shared, duped} on GPU 0 are @p, @o and @d MiB. */
#define EXPECT_PID_MEM(ctl, hc, pid, p, o, d) do {			\
	uint64_t m_[3];							\
									\
	ASSERT_EQ(0, pid_mem3(ctl, hc, pid, m_));			\
	EXPECT_EQ((uint64_t)(p) * MiB, m_[0]);				\
	EXPECT_EQ((uint64_t)(o) * MiB, m_[1]);				\
	EXPECT_EQ((uint64_t)(d) * MiB, m_[2]);				\
} while (0)

/* nvsim's framebuffer objects on GPU 0, MiB. */
static unsigned long long fb_used_mib(void)
{
	struct fbstat s;

	return read_fb(&s) ? ~0ULL : s.used / MiB;
}

/* Another root client of this process on @ctl, with a device NVRM_H_DEV. */
static uint32_t second_client(int ctl, uint32_t *hclient)
{
	uint8_t devp[56] = { 0 };
	uint32_t st;

	*hclient = 0;
	st = nvrm_alloc(ctl, 0, 0, hclient, 0, NULL);
	return st ?: nvrm_alloc(ctl, *hclient, *hclient,
				&(uint32_t){ NVRM_H_DEV }, 0x80, devp);
}

/*
 * A peer: another process with a client of its own (device NVRM_H_DEV),
 * doing what it is told over a unix socket and answering the RM status.
 */
enum peer_op { PEER_ALLOC, PEER_DUP, PEER_FREE, PEER_SHARE, PEER_EXIT };

struct peer {
	pid_t pid;
	int sock;
	uint32_t hclient;
};

struct peer_cmd {
	uint32_t op, a, b, c;
};

static void peer_serve(int sock)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct peer_cmd cmd;
	uint32_t hclient, st;

	if (nvrm_setup_client(ctl, gpu, &hclient) ||
	    write(sock, &hclient, 4) != 4)
		_exit(1);
	while (read(sock, &cmd, sizeof(cmd)) == sizeof(cmd)) {
		switch (cmd.op) {
		case PEER_ALLOC:	/* handle a, b MiB */
			st = nvrm_alloc_fb(ctl, hclient, cmd.a,
					   (uint64_t)cmd.b * MiB, 0, NULL);
			break;
		case PEER_DUP:		/* handle c from client a's b */
			st = nvrm_dup(ctl, hclient, NVRM_H_DEV, cmd.c, cmd.a,
				      cmd.b);
			break;
		case PEER_FREE:		/* handle a */
			st = nvrm_free(ctl, hclient, cmd.a);
			break;
		case PEER_SHARE:	/* handle a with everyone */
			st = nvrm_share(ctl, hclient, cmd.a, NVRM_SHARE_ALL, 0,
					NVRM_ACCESS_DUP);
			break;
		default:
			_exit(0);
		}
		if (write(sock, &st, 4) != 4)
			_exit(1);
	}
	_exit(0);
}

static int peer_start(struct peer *p)
{
	int sv[2];

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return -1;
	p->pid = fork();
	if (p->pid < 0)
		return -1;
	if (!p->pid) {
		close(sv[0]);
		peer_serve(sv[1]);
	}
	close(sv[1]);
	p->sock = sv[0];
	return read(p->sock, &p->hclient, 4) == 4 ? 0 : -1;
}

static uint32_t peer_do(struct peer *p, uint32_t op, uint32_t a, uint32_t b,
			uint32_t c)
{
	struct peer_cmd cmd = { op, a, b, c };
	uint32_t st;

	if (write(p->sock, &cmd, sizeof(cmd)) != sizeof(cmd) ||
	    read(p->sock, &st, 4) != 4)
		return NVRM_ERRNO(EPIPE);
	return st;
}

/* Tells the peer to exit and waits until it is gone, its files released. */
static void peer_stop(struct peer *p)
{
	struct peer_cmd cmd = { .op = PEER_EXIT };

	if (p->pid <= 0)
		return;
	if (write(p->sock, &cmd, sizeof(cmd)) != sizeof(cmd))
		kill(p->pid, SIGKILL);
	waitpid(p->pid, NULL, 0);
	close(p->sock);
	p->pid = 0;
}

/*
 * The H200 table of docs/gpu-findings.md: one process, a root client with
 * a device, 100 MiB of class 0x40 duped into the same client, then into a
 * second client of its own, then each handle freed in turn; after each
 * step RM said (MiB):
 */
TEST(pid_info_h200_table)
{
	static const struct {
		const char *step;
		unsigned int priv, shared, duped;
	} table[] = {
		{ "alloc", 100, 0, 0 },
		{ "dup into the same client", 0, 100, 100 },
		{ "dup into a second client", 0, 100, 200 },
		{ "free the original handle", 0, 100, 100 },
		{ "free the first dup", 100, 0, 0 },
		{ "free the second dup", 0, 0, 0 },
	};
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hc, hc2, st = NVRM_OK;
	uint64_t m[3];
	unsigned int i;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	ASSERT_EQ(NVRM_OK, second_client(ctl, &hc2));
	for (i = 0; i < ARRAY_SIZE(table); i++) {
		switch (i) {
		case 0:
			st = nvrm_alloc_fb(ctl, hc, H_MEM, 100 * MiB, 0, NULL);
			break;
		case 1:
			st = nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP1, hc, H_MEM);
			break;
		case 2:
			st = nvrm_dup(ctl, hc2, NVRM_H_DEV, H_DUP2, hc, H_MEM);
			break;
		case 3:
			st = nvrm_free(ctl, hc, H_MEM);
			break;
		case 4:
			st = nvrm_free(ctl, hc, H_DUP1);
			break;
		case 5:
			st = nvrm_free(ctl, hc2, H_DUP2);
			break;
		}
		ASSERT_EQ(NVRM_OK, st) TH_LOG("%s", table[i].step);
		ASSERT_EQ(0, pid_mem3(ctl, hc, getpid(), m));
		EXPECT_TRUE(m[0] == table[i].priv * MiB &&
			    m[1] == table[i].shared * MiB &&
			    m[2] == table[i].duped * MiB)
			TH_LOG("%s: %llu/%llu/%llu MiB, the H200 %u/%u/%u",
			       table[i].step, (unsigned long long)(m[0] / MiB),
			       (unsigned long long)(m[1] / MiB),
			       (unsigned long long)(m[2] / MiB),
			       table[i].priv, table[i].shared,
			       table[i].duped);
		/* the card holds the block until its last handle goes */
		EXPECT_EQ(i < 5 ? 100 : 0, fb_used_mib());
	}
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * Six rounds of "allocate 200 MiB, dup it, free the original" in one
 * process: RM counted 1,200 MiB for it on the H200.
 */
TEST(pid_info_dup_then_free_original)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	uint32_t hc;
	unsigned int i;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	for (i = 0; i < 6; i++) {
		ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hc, H_MEM, 200 * MiB,
						 0, NULL));
		ASSERT_EQ(NVRM_OK, nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP1 + i,
					    hc, H_MEM));
		ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_MEM));
	}
	EXPECT_PID_MEM(ctl, hc, getpid(), 1200, 0, 0);
	EXPECT_EQ(1200, fb_used_mib());
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * Across processes after RM_SHARE: a dup goes right after its source, so
 * which handle inherits the memory from a freed owner depends on the
 * order of the dups, not on which process allocated it.
 */
TEST(pid_info_owner_passes_to_next_handle)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct peer q = { 0 };
	uint32_t hc;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	ASSERT_EQ(0, peer_start(&q));

	/* list H_MEM, H_DUP1; then Q's dup right after H_MEM */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hc, H_MEM, 64 * MiB, 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP1, hc, H_MEM));
	ASSERT_EQ(NVRM_OK, nvrm_share(ctl, hc, H_MEM, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_DUP, hc, H_MEM, H_DUP3));
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 64, 64);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 0, 64);
	/* the owner goes: the next handle is Q's, though P holds one */
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_MEM));
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 0, 64);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 64, 0);
	/* Q's goes: P's handle is the only one */
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_FREE, H_DUP3, 0, 0));
	EXPECT_PID_MEM(ctl, hc, getpid(), 64, 0, 0);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 0, 0);
	EXPECT_EQ(64, fb_used_mib());
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_DUP1));
	EXPECT_EQ(0, fb_used_mib());

	/* Q's dup first, P's after: P's is next to the owner */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, hc, H_MEM, 32 * MiB, 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_share(ctl, hc, H_MEM, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_DUP, hc, H_MEM, H_DUP3));
	ASSERT_EQ(NVRM_OK, nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP2, hc, H_MEM));
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_MEM));
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 32, 0);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 0, 32);
	/* a dup of a dup goes after it: Q's dup of P's dup */
	ASSERT_EQ(NVRM_OK, nvrm_share(ctl, hc, H_DUP2, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_DUP, hc, H_DUP2, H_DUP1));
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 0, 64);
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_DUP2));
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 0, 0);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 32, 32);
	EXPECT_EQ(32, fb_used_mib());
	peer_stop(&q);
	EXPECT_EQ(0, fb_used_mib());
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * A client's free lets go of its handles one by one: the memory passes to
 * the next handle left, in another process if it comes first, and stays
 * on the card while any handle is left.
 */
TEST(pid_info_client_freed_with_dups_elsewhere)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct peer q = { 0 };
	uint32_t hc, ha;

	ASSERT_LE(0, ctl);
	/* hc asks (its subdevice); client ha is the one freed */
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	ASSERT_EQ(NVRM_OK, second_client(ctl, &ha));
	ASSERT_EQ(0, peer_start(&q));
	/* list H_MEM (ha), Q's, H_DUP1 (hc) */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, ha, H_MEM, 48 * MiB, 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP1, ha, H_MEM));
	ASSERT_EQ(NVRM_OK, nvrm_share(ctl, ha, H_MEM, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_DUP, ha, H_MEM, H_DUP3));
	/* a second block, ha's alone */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, ha, H_DUP2, 16 * MiB, 0, NULL));
	EXPECT_PID_MEM(ctl, hc, getpid(), 16, 48, 48);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 0, 48);

	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, ha, ha));
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 0, 48);
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 48, 0);
	EXPECT_EQ(48, fb_used_mib());
	peer_stop(&q);
	EXPECT_PID_MEM(ctl, hc, getpid(), 48, 0, 0);
	EXPECT_EQ(48, fb_used_mib());
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, hc));
	EXPECT_EQ(0, fb_used_mib());
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

/*
 * A process exits holding the owner's handle of memory two others dup'd:
 * its release hands the memory to the next handle, the last process's dup,
 * which had come in right after the owner.
 */
TEST(pid_info_process_exits_with_dups_elsewhere)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
	struct peer q = { 0 }, r = { 0 };
	uint32_t hc;

	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &hc));
	ASSERT_EQ(0, peer_start(&q));
	ASSERT_EQ(0, peer_start(&r));
	/* Q allocates and shares; P dups it, then R: list Q's, R's, P's */
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_ALLOC, H_MEM, 24, 0));
	ASSERT_EQ(NVRM_OK, peer_do(&q, PEER_SHARE, H_MEM, 0, 0));
	ASSERT_EQ(NVRM_OK, nvrm_dup(ctl, hc, NVRM_H_DEV, H_DUP1, q.hclient,
				    H_MEM));
	ASSERT_EQ(NVRM_OK, peer_do(&r, PEER_DUP, q.hclient, H_MEM, H_DUP2));
	EXPECT_PID_MEM(ctl, hc, q.pid, 0, 24, 0);
	EXPECT_PID_MEM(ctl, hc, r.pid, 0, 0, 24);
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 0, 24);

	peer_stop(&q);
	EXPECT_PID_MEM(ctl, hc, r.pid, 0, 24, 0);
	EXPECT_PID_MEM(ctl, hc, getpid(), 0, 0, 24);
	EXPECT_EQ(24, fb_used_mib());
	peer_stop(&r);
	EXPECT_PID_MEM(ctl, hc, getpid(), 24, 0, 0);
	EXPECT_EQ(24, fb_used_mib());
	ASSERT_EQ(NVRM_OK, nvrm_free(ctl, hc, H_DUP1));
	EXPECT_EQ(0, fb_used_mib());
	close(gpu);
	close(ctl);
	EXPECT_TRUE(fb_is_empty());
}

TEST(model_listing)
{
	FILE *f = fopen("/sys/kernel/debug/nvsim/model", "r");
	char line[256];
	int fbinfo = 0, legacy = 0, local = 0, alloc = 0, vidheap = 0, bad = 0;
	int export = 0;

	ASSERT_NE(NULL, f);
	while (fgets(line, sizeof(line), f)) {
		unsigned int nr;
		char kind[16], name[128];

		if (sscanf(line, "%15s 0x%x %127s", kind, &nr, name) != 3)
			bad++;
		if (strstr(line,
			   "control 0x20801303 NV2080_CTRL_CMD_FB_GET_INFO_V2"))
			fbinfo++;
		if (!strcmp(line,
			    "control 0x20801301 NV2080_CTRL_CMD_FB_GET_INFO\n"))
			legacy++;
		if (!strcmp(line, "escape 0x4a RM_VID_HEAP_CONTROL\n"))
			vidheap++;
		if (!strncmp(line,
			     "class 0x40 NV01_MEMORY_LOCAL_USER out=", 38))
			local++;
		if (!strncmp(line, "escape 0x2b RM_ALLOC", 20))
			alloc++;
		/* the export-file controls, 0x3d05 to 0x3d0c */
		if (!strncmp(line, "control 0x3d0", 13) &&
		    strstr(line, " NV0000_CTRL_CMD_OS_UNIX_"))
			export++;
	}
	fclose(f);
	EXPECT_EQ(0, bad);
	EXPECT_EQ(1, fbinfo);
	EXPECT_EQ(1, legacy);
	EXPECT_EQ(1, vidheap);
	EXPECT_EQ(1, local);
	EXPECT_EQ(1, alloc);
	EXPECT_EQ(6, export);
}

/*
 * nvsim answering as another driver version (its version parameter): the
 * tests of what differs between versions. Each runs against 535, 580 and
 * 595; every number is the description's for the version loaded, and
 * where another of the three versions has another number, the test
 * checks that number is refused or missed, so that nvsim answering with
 * any other version's number fails it.
 */
static const char *const versions[] = {
	"535.288.01", "580.159.04", "595.45.04",
};

static const struct gs_abi *abi_of(const char *version)
{
	enum gs_abi_match match;
	const struct gs_abi *abi = gs_abi_find(version, &match);

	return match == GS_ABI_EXACT ? abi : NULL;
}

/* Fact @f of each of the three versions, for "for (i...) other(f, i)" */
static uint32_t fact_of(unsigned int i, enum gs_abi_fact f)
{
	return abi_of(versions[i])->v[f];
}

/* nvsim loaded again with @params; the tests' RM client asks again */
static int reload_nvsim(const char *params)
{
	nvrm_abi_forget();
	if (vmenv_run("rmmod", "nvsim", NULL))
		return -1;
	return vmenv_run("modprobe", "nvsim", params);
}

static int nvsim_loaded(void)
{
	return access("/sys/module/nvsim", F_OK) == 0;
}

FIXTURE(version) {
	int ctl, gpu;
	uint32_t hc;
	const struct gs_abi *abi;
};

FIXTURE_VARIANT(version) {
	const char *version;
};

FIXTURE_VARIANT_ADD(version, r535) {
	.version = "535.288.01",
};

FIXTURE_VARIANT_ADD(version, r580) {
	.version = "580.159.04",
};

FIXTURE_VARIANT_ADD(version, r595) {
	.version = "595.45.04",
};

FIXTURE_SETUP(version)
{
	char param[80];

	self->ctl = self->gpu = -1;
	snprintf(param, sizeof(param), "version=%s", variant->version);
	ASSERT_EQ(0, reload_nvsim(param));
	self->abi = abi_of(variant->version);
	ASSERT_NE(NULL, self->abi);
	/* what CHECK_VERSION_STR's query answered the RM client */
	ASSERT_EQ(self->abi, nvrm_abi());
	self->ctl = nvrm_open_ctl();
	self->gpu = nvrm_open_gpu();
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, self->gpu);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu, &self->hc));
}

FIXTURE_TEARDOWN(version)
{
	if (self->gpu >= 0)
		close(self->gpu);
	if (self->ctl >= 0)
		close(self->ctl);
	if (nvsim_loaded() && !fb_is_empty())
		TH_LOG("framebuffer left allocated");
	/* as the VM loads it: the default version */
	if (reload_nvsim(NULL))
		TH_LOG("nvsim not reloaded as the VM loads it");
}

/* CHECK_VERSION_STR of @cmd with @str: the ioctl's return; @v the reply */
static int check_version(int ctl, uint32_t cmd, const char *str,
			 uint8_t *v)
{
	memset(v, 0, GS_ABI_RM_API_VERSION_SIZE);
	put32(v, GS_ABI_RM_API_VERSION_CMD_AT, cmd);
	if (str)
		strcpy((char *)v + GS_ABI_RM_API_VERSION_STRING_AT, str);
	return ioctl(ctl, NVRM_IOCTL(NVRM_ESC_CHECK_VERSION,
				     GS_ABI_RM_API_VERSION_SIZE), v);
}

/*
 * The version string: CHECK_VERSION_STR's query ('2'), strict and relaxed
 * checks, the module's parameter.
 */
TEST_F(version, check_version_str)
{
	uint8_t v[GS_ABI_RM_API_VERSION_SIZE];
	const char *got = (char *)v + GS_ABI_RM_API_VERSION_STRING_AT;
	char branch[16], buf[64];
	unsigned int i;
	FILE *f;

	EXPECT_EQ(0, check_version(self->ctl, GS_ABI_RM_API_VERSION_CMD_QUERY,
				   NULL, v));
	EXPECT_STREQ(variant->version, got);
	EXPECT_EQ(GS_ABI_RM_API_VERSION_REPLY_RECOGNIZED,
		  get32(v, GS_ABI_RM_API_VERSION_REPLY_AT));
	EXPECT_EQ(0, check_version(self->ctl, GS_ABI_RM_API_VERSION_CMD_STRICT,
				   variant->version, v));
	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		if (!strcmp(versions[i], variant->version))
			continue;
		errno = 0;
		EXPECT_EQ(-1, check_version(self->ctl,
					    GS_ABI_RM_API_VERSION_CMD_STRICT,
					    versions[i], v));
		EXPECT_EQ(EINVAL, errno);
		EXPECT_STREQ(variant->version, got);
		EXPECT_EQ(-1, check_version(self->ctl,
					    GS_ABI_RM_API_VERSION_CMD_RELAXED,
					    versions[i], v));
	}
	/* relaxed: the branch alone */
	snprintf(branch, sizeof(branch), "%u.1",
		 GS_ABI_KEY_BRANCH(self->abi->key));
	EXPECT_EQ(0, check_version(self->ctl, GS_ABI_RM_API_VERSION_CMD_RELAXED,
				   branch, v));

	f = fopen("/sys/module/nvsim/parameters/version", "r");
	ASSERT_NE(NULL, f);
	ASSERT_NE(NULL, fgets(buf, sizeof(buf), f));
	fclose(f);
	buf[strcspn(buf, "\n")] = 0;
	EXPECT_STREQ(variant->version, buf);
}

#define BV2(field)	GS_ABI_F_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_##field
#define BV(field)	GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_##field

/*
 * SYSTEM_GET_BUILD_VERSION_V2 in the version's size and layout, and the
 * deprecated GET_BUILD_VERSION that libcuda asks, converted to it.
 */
TEST_F(version, build_version)
{
	uint8_t p[GS_ABI_MAX_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_SIZE];
	uint8_t old[GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_SIZE];
	char drv[GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_DRIVERVERSIONBUFFER_MAX];
	char ver[GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_VERSIONBUFFER_MAX];
	char title[GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_TITLEBUFFER_MAX];
	uint32_t size = GS_ABI(self->abi, CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_SIZE);
	uint32_t cl = self->abi->v[BV2(CHANGELISTNUMBER_AT)];
	uint32_t br = self->abi->v[BV2(DRIVERBRANCH_AT)];
	char want[16];
	unsigned int i;

	memset(p, 0xa5, sizeof(p));
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->hc, self->hc,
					GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2,
					p, size));
	EXPECT_STREQ(variant->version,
		     (char *)p + GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_DRIVERVERSIONBUFFER_AT);
	/* nvsim's changelist numbers: the version's key */
	EXPECT_EQ(self->abi->key, get32(p, cl));
	EXPECT_EQ(self->abi->key,
		  get32(p, self->abi->v[BV2(OFFICIALCHANGELISTNUMBER_AT)]));
	EXPECT_NE(0, p[self->abi->v[BV2(TITLEBUFFER_AT)]]);
	/* driverBranch, 570 on: "r<branch>" */
	snprintf(want, sizeof(want), "r%u", GS_ABI_KEY_BRANCH(self->abi->key));
	if (br != GS_ABI_ABSENT)
		EXPECT_STREQ(want, (char *)p + br);
	/* nothing past the version's size */
	for (i = size; i < sizeof(p); i++)
		ASSERT_EQ(0xa5, p[i]);
	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		uint32_t other = fact_of(i, BV2(SIZE));

		if (other != size)
			EXPECT_EQ(NVRM_INVALID_ARGUMENT,
				  nvrm_control(self->ctl, self->hc, self->hc,
					       GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2,
					       p, other));
	}

	/* the deprecated control: sizeOfStrings, then the strings */
	memset(old, 0, sizeof(old));
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->hc, self->hc,
					GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION,
					old, sizeof(old)));
	ASSERT_LE(strlen(variant->version) + 1, get32(old, BV(SIZEOFSTRINGS_AT)));
	ASSERT_GE(sizeof(title), get32(old, BV(SIZEOFSTRINGS_AT)));
	put64(old, BV(PDRIVERVERSIONBUFFER_AT), (uintptr_t)drv);
	put64(old, BV(PVERSIONBUFFER_AT), (uintptr_t)ver);
	put64(old, BV(PTITLEBUFFER_AT), (uintptr_t)title);
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->hc, self->hc,
					GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION,
					old, sizeof(old)));
	EXPECT_STREQ(variant->version, drv);
	EXPECT_EQ(self->abi->key, get32(old, BV(CHANGELISTNUMBER_AT)));
	EXPECT_EQ(self->abi->key, get32(old, BV(OFFICIALCHANGELISTNUMBER_AT)));
	/* buffers too small for the longest string */
	put32(old, BV(SIZEOFSTRINGS_AT), strlen(variant->version));
	EXPECT_EQ(GS_ABI_ERR_INVALID_PARAM_STRUCT,
		  nvrm_control(self->ctl, self->hc, self->hc,
			       GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION,
			       old, sizeof(old)));
}

/*
 * The escapes whose size differs between versions, or which a version
 * lacks: with the version's size the escape is known (nvsim answers
 * NV_ERR_NOT_SUPPORTED in its status, or its handler's answer), with
 * another version's size it is refused (-EINVAL).
 */
static const struct {
	const char *name;
	uint32_t nr;
	enum gs_abi_fact size, status;
	bool gpu;	/* on a GPU's node, not nvidiactl */
} vescapes[] = {
	{ "EXPORT_TO_DMABUF_FD", GS_ABI_ESC_EXPORT_TO_DMABUF_FD,
	  GS_ABI_F_EXPORT_DMABUF_SIZE, GS_ABI_F_EXPORT_DMABUF_STATUS_AT, true },
	{ "RM_MAP_MEMORY_DMA", GS_ABI_ESC_RM_MAP_MEMORY_DMA,
	  GS_ABI_F_NVOS46_SIZE, GS_ABI_F_NVOS46_STATUS_AT, false },
	{ "RM_UNMAP_MEMORY_DMA", GS_ABI_ESC_RM_UNMAP_MEMORY_DMA,
	  GS_ABI_F_NVOS47_SIZE, GS_ABI_F_NVOS47_STATUS_AT, false },
	/* 0x5f: NVLOG_CTRL to 535, no status; LOCKLESS_DIAGNOSTIC after */
	{ "RM_LOCKLESS_DIAGNOSTIC", GS_ABI_ESC_RM_LOCKLESS_DIAGNOSTIC,
	  GS_ABI_F_LOCKLESS_DIAGNOSTIC_SIZE,
	  GS_ABI_F_LOCKLESS_DIAGNOSTIC_STATUS_AT, false },
};

TEST_F(version, escape_sizes)
{
	static uint8_t buf[GS_ABI_NV_MAX_IOCTL_SIZE];
	uint8_t w[GS_ABI_MAX_WAIT_OPEN_COMPLETE_SIZE];
	unsigned int e, i;

	for (e = 0; e < ARRAY_SIZE(vescapes); e++) {
		uint32_t own = self->abi->v[vescapes[e].size];
		uint32_t at = self->abi->v[vescapes[e].status];

		for (i = 0; i < ARRAY_SIZE(versions); i++) {
			uint32_t size = fact_of(i, vescapes[e].size);
			int ret;

			if (size == GS_ABI_ABSENT)
				continue;
			memset(buf, 0, size);
			errno = 0;
			ret = ioctl(vescapes[e].gpu ? self->gpu : self->ctl,
				    NVRM_IOCTL(vescapes[e].nr, size), buf);
			if (size == own) {
				EXPECT_EQ(0, ret) TH_LOG("%s, %u bytes",
							 vescapes[e].name, size);
				EXPECT_EQ(NVRM_NOT_SUPPORTED, get32(buf, at));
			} else {
				EXPECT_EQ(-1, ret) TH_LOG("%s, %u bytes",
							  vescapes[e].name, size);
				EXPECT_EQ(EINVAL, errno);
			}
		}
	}
	/* 0x5f as NVLOG_CTRL: known to 535, not modelled, no status */
	if (GS_ABI(self->abi, NVLOG_CTRL_SIZE) != GS_ABI_ABSENT) {
		errno = 0;
		EXPECT_EQ(-1, ioctl(self->ctl,
				    NVRM_IOCTL(GS_ABI_ESC_RM_NVLOG_CTRL,
					       GS_ABI(self->abi, NVLOG_CTRL_SIZE)),
				    buf));
		EXPECT_EQ(EINVAL, errno);
	}

	/* WAIT_OPEN_COMPLETE: 550 on, on either node */
	memset(w, 0xa5, sizeof(w));
	errno = 0;
	if (GS_ABI(self->abi, WAIT_OPEN_COMPLETE_SIZE) == GS_ABI_ABSENT) {
		EXPECT_EQ(-1, ioctl(self->gpu,
				    NVRM_IOCTL(GS_ABI_ESC_WAIT_OPEN_COMPLETE,
					       GS_ABI_MAX_WAIT_OPEN_COMPLETE_SIZE),
				    w));
		EXPECT_EQ(EINVAL, errno);
	} else {
		EXPECT_EQ(0, ioctl(self->gpu,
				   NVRM_IOCTL(GS_ABI_ESC_WAIT_OPEN_COMPLETE,
					      GS_ABI(self->abi, WAIT_OPEN_COMPLETE_SIZE)),
				   w));
		EXPECT_EQ(0, get32(w, GS_ABI(self->abi, WAIT_OPEN_COMPLETE_RC_AT)));
		EXPECT_EQ(NVRM_OK,
			  get32(w, GS_ABI(self->abi,
					  WAIT_OPEN_COMPLETE_ADAPTER_STATUS_AT)));
	}
}

/*
 * 595's nv_validate_ioctls(): the escape's number and size checked before
 * its argument is read, so a faulting pointer to an unknown escape, or to
 * a known one with the wrong size, is -EINVAL there and -EFAULT before;
 * QUERY_DEVICE_INTR, which its handler takes at any size from its own on,
 * only at its size there, but for one inside IOCTL_XFER_CMD, which is
 * validated as the XFER.
 */
TEST_F(version, entry_validation)
{
	bool first = GS_ABI(self->abi, ESC_VALIDATED_FIRST);
	uint8_t q[2 * GS_ABI_QUERY_DEVICE_INTR_SIZE] = { 0 };
	uint8_t x[GS_ABI_XFER_SIZE] = { 0 };
	uint32_t rule = GS_ABI(self->abi, ESC_QUERY_DEVICE_INTR_RULE);
	int ret;

	errno = 0;
	EXPECT_EQ(-1, ioctl(self->ctl, NVRM_IOCTL(0x99, 16), (void *)8));
	EXPECT_EQ(first ? EINVAL : EFAULT, errno);
	EXPECT_EQ(-1, ioctl(self->ctl,
			    NVRM_IOCTL(NVRM_ESC_CONTROL, GS_ABI_NVOS54_SIZE - 1),
			    (void *)8));
	EXPECT_EQ(first ? EINVAL : EFAULT, errno);
	/* the right size: -EFAULT either way */
	EXPECT_EQ(-1, ioctl(self->ctl,
			    NVRM_IOCTL(NVRM_ESC_CONTROL, GS_ABI_NVOS54_SIZE),
			    (void *)8));
	EXPECT_EQ(EFAULT, errno);

	errno = 0;
	ret = ioctl(self->gpu, NVRM_IOCTL(GS_ABI_ESC_QUERY_DEVICE_INTR,
					  sizeof(q)), q);
	if (rule == GS_ABI_SIZE_AT_LEAST) {
		EXPECT_EQ(0, ret);
		EXPECT_EQ(NVRM_OK, get32(q, GS_ABI_QUERY_DEVICE_INTR_STATUS_AT));
	} else {
		EXPECT_EQ(GS_ABI_SIZE_EXACT, rule);
		EXPECT_EQ(-1, ret);
		EXPECT_EQ(EINVAL, errno);
	}
	EXPECT_EQ(0, ioctl(self->gpu,
			   NVRM_IOCTL(GS_ABI_ESC_QUERY_DEVICE_INTR,
				      GS_ABI_QUERY_DEVICE_INTR_SIZE), q));
	memset(q, 0xa5, sizeof(q));
	put32(x, GS_ABI_XFER_CMD_AT, GS_ABI_ESC_QUERY_DEVICE_INTR);
	put32(x, GS_ABI_XFER_SIZE_AT, sizeof(q));
	put64(x, GS_ABI_XFER_PTR_AT, (uintptr_t)q);
	EXPECT_EQ(0, ioctl(self->gpu, NVRM_IOCTL(GS_ABI_ESC_IOCTL_XFER_CMD,
						 sizeof(x)), x));
	EXPECT_EQ(NVRM_OK, get32(q, GS_ABI_QUERY_DEVICE_INTR_STATUS_AT));
}

enum { ON_CLIENT, ON_DEVICE, ON_SUBDEV, ON_TSG, ON_CHANNEL };
enum { PREP_NONE, PREP_FB_INFO, PREP_GPUMON, PREP_GPU_ID, PREP_EXPORT };

/*
 * The controls nvsim has whose size differs between versions, or which a
 * version lacks, and what each answers at the version's size with
 * parameters that are zeros but for what @prep fills.
 */
#define VCTRL(name, on_, prep_)						\
	{ #name, GS_ABI_CTRL_##name, GS_ABI_F_CTRL_##name##_SIZE, on_, prep_ }
static const struct {
	const char *name;
	uint32_t cmd;
	enum gs_abi_fact size;
	int on, prep;
} vcontrols[] = {
	VCTRL(0000_SYSTEM_GET_BUILD_VERSION_V2, ON_CLIENT, PREP_NONE),
	VCTRL(0000_GPU_GET_PROBED_IDS, ON_CLIENT, PREP_NONE),
	VCTRL(0000_GPU_GET_ACTIVE_DEVICE_IDS, ON_CLIENT, PREP_NONE),
	VCTRL(0000_GPU_ASYNC_ATTACH_ID, ON_CLIENT, PREP_GPU_ID),
	VCTRL(0000_OS_UNIX_GET_EXPORT_OBJECT_INFO, ON_CLIENT, PREP_EXPORT),
	VCTRL(0080_GPU_GET_VIRTUALIZATION_MODE, ON_DEVICE, PREP_NONE),
	VCTRL(0080_GPU_GET_CLASSLIST_V2, ON_DEVICE, PREP_NONE),
	VCTRL(0080_PERF_CUDA_LIMIT_SET_CONTROL, ON_DEVICE, PREP_NONE),
	VCTRL(2080_GPU_GET_INFO_V2, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_GPU_GET_NAME_STRING, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_GPU_QUERY_ECC_STATUS, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_GPU_GET_ENGINES_V2, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_GET_GPU_FABRIC_PROBE_INFO, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_FIFO_ROTATE_KEYS, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_GR_GET_GLOBAL_SM_ORDER, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_FB_GET_INFO_V2, ON_SUBDEV, PREP_FB_INFO),
	VCTRL(2080_BUS_GET_PCIE_SUPPORTED_GPU_ATOMICS, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2, ON_SUBDEV,
	      PREP_GPUMON),
	VCTRL(2080_CE_GET_ALL_CAPS, ON_SUBDEV, PREP_NONE),
	VCTRL(2080_NVLINK_GET_NVLINK_STATUS, ON_SUBDEV, PREP_NONE),
	VCTRL(A06C_GPFIFO_SCHEDULE, ON_TSG, PREP_NONE),
	VCTRL(A06F_GPFIFO_SCHEDULE, ON_CHANNEL, PREP_NONE),
};

#define GPUMON(field) \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_##field

/* The first GPU probed, as client @hc of @ctl asks */
static uint32_t first_gpu_id(int ctl, uint32_t hc)
{
	uint8_t ids[GS_ABI_MAX_CTRL_0000_GPU_GET_PROBED_IDS_SIZE];

	if (nvrm_control(ctl, hc, hc, GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS,
			 ids, NVRM_ABI(CTRL_0000_GPU_GET_PROBED_IDS_SIZE)) != NVRM_OK)
		return 0;
	return get32(ids, GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_AT);
}

TEST_F(version, control_sizes)
{
	static uint8_t p[GS_ABI_MAX_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE];
	uint32_t hmem = H_MEM, gpu_id = first_gpu_id(self->ctl, self->hc);
	int ex = nvrm_export_open("/dev");
	struct nvwork w;
	unsigned int c, i;

	ASSERT_NE(0, gpu_id);
	ASSERT_LE(0, ex);
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->hc, hmem, MiB, 0,
					 NULL));
	ASSERT_EQ(NVRM_OK, nvrm_export_one(self->ctl, self->hc, ex, hmem, 4,
					   NULL));
	ASSERT_EQ(NVRM_OK, nvwork_up(&w, "/dev", "nvidia0", 1000));

	for (c = 0; c < ARRAY_SIZE(vcontrols); c++) {
		uint32_t own = self->abi->v[vcontrols[c].size];
		bool work = vcontrols[c].on >= ON_TSG;
		int ctl = work ? w.ctl : self->ctl;
		uint32_t hc = work ? w.hclient : self->hc;
		uint32_t h = vcontrols[c].on == ON_CLIENT ? hc :
			     vcontrols[c].on == ON_DEVICE ? NVRM_H_DEV :
			     vcontrols[c].on == ON_SUBDEV ? NVRM_H_SUBDEV :
			     vcontrols[c].on == ON_TSG ? NVWORK_H_TSG :
			     NVWORK_H_CHAN;

		for (i = 0; i < ARRAY_SIZE(versions); i++) {
			uint32_t size = fact_of(i, vcontrols[c].size);
			uint32_t want = own == GS_ABI_ABSENT ? NVRM_NOT_SUPPORTED :
					size == own ? NVRM_OK :
					NVRM_INVALID_ARGUMENT;

			if (size == GS_ABI_ABSENT)
				continue;
			ASSERT_GE(sizeof(p), size);
			memset(p, 0, size);
			switch (vcontrols[c].prep) {
			case PREP_FB_INFO:
				put32(p, GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT, 1);
				break;
			case PREP_GPUMON:
				put32(p, GPUMON(BUFSIZE_AT), GPUMON(SAMPLES_MAX) *
				      GS_ABI(self->abi, GPUMON_SAMPLE_SIZE));
				break;
			case PREP_GPU_ID:
				if (own != GS_ABI_ABSENT)
					put32(p, GS_ABI(self->abi, CTRL_0000_GPU_ASYNC_ATTACH_ID_GPUID_AT),
					      gpu_id);
				break;
			case PREP_EXPORT:
				put32(p, GS_ABI_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_FD_AT,
				      ex);
				break;
			}
			EXPECT_EQ(want, nvrm_control(ctl, hc, h,
						     vcontrols[c].cmd, p, size))
				TH_LOG("%s with %u bytes", vcontrols[c].name,
				       size);
		}
	}

	/* what changed with the sizes: where GET_EXPORT_OBJECT_INFO's are */
	memset(p, 0, sizeof(p));
	put32(p, GS_ABI_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_FD_AT, ex);
	ASSERT_EQ(NVRM_OK, nvrm_control(self->ctl, self->hc, self->hc,
					NVRM_EXPORT_INFO, p,
					GS_ABI(self->abi, CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_SIZE)));
	EXPECT_EQ(4, get32(p, GS_ABI(self->abi, CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_MAXOBJECTS_AT)) & 0xffff);
	/* GPUMON's bufSize is the version's samples' */
	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		uint32_t sample = fact_of(i, GS_ABI_F_GPUMON_SAMPLE_SIZE);

		if (sample == GS_ABI(self->abi, GPUMON_SAMPLE_SIZE))
			continue;
		memset(p, 0, sizeof(p));
		put32(p, GPUMON(BUFSIZE_AT), GPUMON(SAMPLES_MAX) * sample);
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  nvrm_control(self->ctl, self->hc, NVRM_H_SUBDEV,
				       GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2, p,
				       GS_ABI(self->abi, CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE)));
	}
	nvwork_down(&w);
	close(ex);
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->hc, hmem));
}

/*
 * FB_GET_INFO_V2's list (54 entries to 550, 128 after) and its indexes
 * (the version's last, FB_INFO_INDEX_MAX): up to the version's, answered;
 * beyond, NV_ERR_INVALID_ARGUMENT.
 */
TEST_F(version, fb_info_limits)
{
	uint32_t idx[GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX];
	uint32_t kib[GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX];
	uint32_t max = GS_ABI(self->abi, FB_INFO_INDEX_MAX);
	uint32_t list = GS_ABI(self->abi, CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX);
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(idx); i++)
		idx[i] = FB(HEAP_SIZE);
	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		uint32_t other = fact_of(i, GS_ABI_F_FB_INFO_INDEX_MAX);
		uint32_t n = fact_of(i, GS_ABI_F_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX);

		EXPECT_EQ(other <= max ? NVRM_OK : NVRM_INVALID_ARGUMENT,
			  nvrm_fb_info(self->ctl, self->hc, other, kib));
		EXPECT_EQ(n <= list ? NVRM_OK : NVRM_INVALID_ARGUMENT,
			  nvrm_fb_info_list(self->ctl, self->hc, idx, n, kib));
	}
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_fb_info(self->ctl, self->hc, max + 1, kib));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvrm_fb_info_list(self->ctl, self->hc, idx, list + 1, kib));
}

/*
 * Class parameters: RM copies the class's size in and back. Laid out to
 * end where readable memory ends, the version's size is taken; one byte
 * short of it, the copy faults (NV_ERR_INVALID_ARGUMENT, nothing made).
 * A class the version lacks is NV_ERR_INVALID_CLASS.
 */
static const struct {
	const char *name;
	uint32_t cls;
	enum gs_abi_fact size;
	int on;
	bool mem;	/* NV_MEMORY_ALLOCATION_PARAMS of a MiB */
} vclasses[] = {
	{ "NV01_MEMORY_SYSTEM", GS_ABI_CLS_MEMORY_SYSTEM,
	  GS_ABI_F_CLS_MEMORY_SYSTEM_PARAMS, ON_DEVICE, true },
	{ "NV01_MEMORY_LOCAL_USER", GS_ABI_CLS_MEMORY_LOCAL_USER,
	  GS_ABI_F_CLS_MEMORY_LOCAL_USER_PARAMS, ON_DEVICE, true },
	{ "NV50_MEMORY_VIRTUAL", GS_ABI_CLS_MEMORY_VIRTUAL_50,
	  GS_ABI_F_CLS_MEMORY_VIRTUAL_50_PARAMS, ON_DEVICE, true },
	{ "RM_USER_SHARED_DATA", GS_ABI_CLS_RM_USER_SHARED_DATA,
	  GS_ABI_F_CLS_RM_USER_SHARED_DATA_PARAMS, ON_SUBDEV, false },
	{ "FERMI_VASPACE_A", GS_ABI_CLS_FERMI_VASPACE_A,
	  GS_ABI_F_CLS_FERMI_VASPACE_A_PARAMS, ON_DEVICE, false },
	{ "HOPPER_CHANNEL_GPFIFO_A", GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A,
	  GS_ABI_F_CLS_HOPPER_CHANNEL_GPFIFO_A_PARAMS, ON_DEVICE, false },
};

/* Class @c's parameters, @len bytes of them, ending at @end */
static uint8_t *class_params(uint8_t *end, unsigned int c, uint32_t len,
			     uint32_t hclient)
{
	struct nvrm_memparams m = {
		.owner = hclient,
		.size = MiB,
	};
	uint8_t *params = end - len;

	memset(params, 0, len);
	if (vclasses[c].mem)
		memcpy(params, &m, len < sizeof(m) ? len : sizeof(m));
	return params;
}

TEST_F(version, class_sizes)
{
	long page = sysconf(_SC_PAGESIZE);
	uint8_t *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uint8_t *end = map + page;
	unsigned int c;

	ASSERT_NE(MAP_FAILED, map);
	ASSERT_EQ(0, mprotect(end, page, PROT_NONE));
	for (c = 0; c < ARRAY_SIZE(vclasses); c++) {
		uint32_t size = self->abi->v[vclasses[c].size];
		uint32_t parent = vclasses[c].on == ON_SUBDEV ? NVRM_H_SUBDEV :
				  NVRM_H_DEV;
		uint32_t h = H_MEM + c;

		if (size == GS_ABI_ABSENT) {
			EXPECT_EQ(NVRM_INVALID_CLASS,
				  nvrm_alloc(self->ctl, self->hc, parent, &h,
					     vclasses[c].cls,
					     class_params(end, c, 64, self->hc)));
			continue;
		}
		/* one byte short: the copy faults */
		EXPECT_EQ(NVRM_INVALID_ARGUMENT,
			  nvrm_alloc(self->ctl, self->hc, parent, &h,
				     vclasses[c].cls,
				     class_params(end, c, size - 1, self->hc)))
			TH_LOG("%s with %u bytes", vclasses[c].name, size - 1);
		/* the version's size */
		EXPECT_EQ(NVRM_OK, nvrm_alloc(self->ctl, self->hc, parent, &h,
					      vclasses[c].cls,
					      class_params(end, c, size,
							   self->hc)))
			TH_LOG("%s with %u bytes", vclasses[c].name, size);
		EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->hc, h));
	}
	munmap(map, 2 * page);
}

/*
 * NVOS32 attr2 USE_EGM (bit 24, 550 to 590): RM_VID_HEAP_CONTROL makes
 * class 0x42, EGM memory, which an H100 on x86 has none of:
 * NV_ERR_INVALID_ARGUMENT. 535 and 595 know no such bit: the same call
 * makes ordinary framebuffer memory, charged as any. Class 0x42 itself:
 * no EGM on 535 and 580, unknown on 595.
 */
TEST_F(version, vid_heap_egm_bit)
{
	uint32_t bit = GS_ABI(abi_of("580.159.04"), NVOS32_ATTR2_USE_EGM_LO);
	bool egm = GS_ABI(self->abi, VIDHEAP_EGM_CLASS) != GS_ABI_ABSENT;
	struct nvrm_memparams m = { .size = MiB };
	struct nvrm_nvos32 a;
	uint32_t before = nvrm_heap_free_kib(self->ctl, self->hc);
	uint32_t h = H_MEM;

	ASSERT_NE(GS_ABI_ABSENT, bit);
	EXPECT_EQ(egm, GS_ABI(self->abi, NVOS32_ATTR2_USE_EGM_LO) == bit);
	memset(&a, 0, sizeof(a));
	a.hroot = self->hc;
	a.hparent = NVRM_H_DEV;
	a.function = NVRM_VIDHEAP_ALLOC_SIZE;
	a.data.alloc_size.hmemory = h;
	a.data.alloc_size.flags = GS_ABI_CUDA_MALLOC_FLAGS |
				  NVRM_VIDHEAP_HANDLE_PROVIDED;
	a.data.alloc_size.attr = GS_ABI_CUDA_MALLOC_ATTR;
	a.data.alloc_size.attr2 = 1u << bit;
	a.data.alloc_size.size = MiB;
	if (egm) {
		EXPECT_EQ(NVRM_INVALID_ARGUMENT, nvrm_vidheap(self->ctl, &a));
		EXPECT_EQ(before, nvrm_heap_free_kib(self->ctl, self->hc));
		/* nothing made: the handle is free */
		EXPECT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->hc, h, MiB, 0,
						 NULL));
		EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->hc, h));
	} else {
		EXPECT_EQ(NVRM_OK, nvrm_vidheap(self->ctl, &a));
		EXPECT_LE(MiB >> 10,
			  before - nvrm_heap_free_kib(self->ctl, self->hc));
		EXPECT_EQ(NVRM_OK, nvrm_vidheap_free(self->ctl, self->hc, h));
		EXPECT_EQ(before, nvrm_heap_free_kib(self->ctl, self->hc));
	}

	m.attr2 = 1u << bit;
	m.attr = GS_ABI_CUDA_MALLOC_ATTR;
	m.flags = GS_ABI_CUDA_MALLOC_FLAGS;
	EXPECT_EQ(GS_ABI(self->abi, CLS_MEMORY_EXTENDED_USER_PARAMS) ==
		  GS_ABI_ABSENT ? NVRM_INVALID_CLASS : NVRM_INVALID_ARGUMENT,
		  nvrm_alloc(self->ctl, self->hc, NVRM_H_DEV, &h,
			     GS_ABI_CLS_MEMORY_EXTENDED_USER, &m));
	EXPECT_EQ(before, nvrm_heap_free_kib(self->ctl, self->hc));
}

#define ROTATE(field)	GS_ABI_F_CTRL_2080_FIFO_ROTATE_KEYS_##field

/* FIFO_ROTATE_KEYS of the @n channels of @hc/@hch on client @self's */
static uint32_t rotate_keys(int ctl, uint32_t hclient,
			    const struct gs_abi *abi, uint32_t n,
			    const uint32_t *hc, const uint32_t *hch,
			    bool enable)
{
	static uint8_t p[GS_ABI_MAX_CTRL_2080_FIFO_ROTATE_KEYS_SIZE];
	uint32_t i;

	memset(p, 0, sizeof(p));
	put32(p, abi->v[ROTATE(NUMCHANNELS_AT)], n);
	for (i = 0; i < n && i < GS_ABI_MAX_CTRL_2080_FIFO_ROTATE_KEYS_HCLIENTLIST_MAX; i++) {
		put32(p, abi->v[ROTATE(HCLIENTLIST_AT)] + 4 * i, hc[i]);
		put32(p, abi->v[ROTATE(HCHANNELLIST_AT)] + 4 * i, hch[i]);
	}
	p[abi->v[ROTATE(BENABLEAFTERKEYROTATION_AT)]] = enable;
	return nvrm_control(ctl, hclient, NVRM_H_SUBDEV,
			    GS_ABI_CTRL_2080_FIFO_ROTATE_KEYS, p,
			    abi->v[ROTATE(SIZE)]);
}

/* Waits up to 5 s for @pid's GPU time to grow past @busy; 1 if it did */
static int runs_again(pid_t pid, long long busy)
{
	int i;

	for (i = 0; i < 500; i++) {
		if (nvwork_busy_us(0, pid) > busy)
			return 1;
		usleep(10000);
	}
	return 0;
}

/*
 * FIFO_ROTATE_KEYS (595 on, any client): the listed channels, another
 * process's included, disabled and preempted for the rotation, enabled
 * again after it if bEnableAfterKeyRotation. A failed lookup is the
 * status; the channels found are disabled all the same.
 */
TEST_F(version, fifo_rotate_keys)
{
	const struct gs_abi *abi595 = abi_of("595.45.04");
	uint32_t hc[2], hch[2] = { NVWORK_H_CHAN, NVWORK_H_CHAN };
	uint32_t max = GS_ABI_MAX_CTRL_2080_FIFO_ROTATE_KEYS_HCLIENTLIST_MAX;
	long long busy;
	pid_t pid;

	if (GS_ABI(self->abi, CTRL_2080_FIFO_ROTATE_KEYS_SIZE) == GS_ABI_ABSENT) {
		hc[0] = self->hc;
		EXPECT_EQ(NVRM_NOT_SUPPORTED,
			  rotate_keys(self->ctl, self->hc, abi595, 0, hc, hch,
				      false));
		return;
	}
	pid = nvwork_spawn("/dev", "nvidia0", 1000, 1, 0, &hc[0]);
	ASSERT_LT(0, pid);
	ASSERT_TRUE(runs_again(pid, 0));

	/* another process's channel: disabled, nothing runs */
	EXPECT_EQ(NVRM_OK, rotate_keys(self->ctl, self->hc, self->abi, 1, hc,
				       hch, false));
	usleep(50000);
	busy = nvwork_busy_us(0, pid);
	usleep(300000);
	EXPECT_EQ(busy, nvwork_busy_us(0, pid));
	/* enabled after the rotation */
	EXPECT_EQ(NVRM_OK, rotate_keys(self->ctl, self->hc, self->abi, 1, hc,
				       hch, true));
	EXPECT_TRUE(runs_again(pid, busy));

	/* an unknown client listed first: its status, the other disabled */
	hc[1] = hc[0];
	hc[0] = 0;
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  rotate_keys(self->ctl, self->hc, self->abi, 2, hc, hch,
			      false));
	usleep(50000);
	busy = nvwork_busy_us(0, pid);
	usleep(300000);
	EXPECT_EQ(busy, nvwork_busy_us(0, pid));
	hc[0] = hc[1];
	/* more than the lists hold */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  rotate_keys(self->ctl, self->hc, self->abi, max + 1, hc, hch,
			      true));
	EXPECT_EQ(NVRM_OK, rotate_keys(self->ctl, self->hc, self->abi, 1, hc,
				       hch, true));
	EXPECT_TRUE(runs_again(pid, busy));
	nvwork_kill(pid);
}

/*
 * The version parameter: a version the description lacks is refused at
 * load, saying so; another release of a supported branch loads with the
 * branch's facts and answers its own version string.
 */
TEST(version_parameter)
{
	uint8_t v[GS_ABI_RM_API_VERSION_SIZE];
	char line[512];
	bool said = false;
	FILE *f;
	int ctl;

	ASSERT_EQ(0, vmenv_run("rmmod", "nvsim", NULL));
	EXPECT_NE(0, vmenv_run("modprobe", "nvsim", "version=600.1.1"));
	EXPECT_FALSE(nvsim_loaded());
	f = popen("dmesg | tail -n 20", "r");
	ASSERT_NE(NULL, f);
	while (fgets(line, sizeof(line), f))
		said |= strstr(line, "version=600.1.1 is not a supported") &&
			strstr(line, "580.159.04");
	pclose(f);
	EXPECT_TRUE(said);
	EXPECT_NE(0, vmenv_run("modprobe", "nvsim", "version=580"));
	EXPECT_FALSE(nvsim_loaded());

	ASSERT_EQ(0, vmenv_run("modprobe", "nvsim", "version=580.95.05"));
	nvrm_abi_forget();
	ctl = nvrm_open_ctl();
	ASSERT_LE(0, ctl);
	EXPECT_EQ(0, check_version(ctl, GS_ABI_RM_API_VERSION_CMD_QUERY, NULL,
				   v));
	EXPECT_STREQ("580.95.05", (char *)v + GS_ABI_RM_API_VERSION_STRING_AT);
	EXPECT_EQ(GS_ABI_BASE_BRANCH, GS_ABI_KEY_BRANCH(nvrm_abi()->key));
	close(ctl);
	EXPECT_EQ(0, reload_nvsim(NULL));
}

TEST_HARNESS_MAIN
