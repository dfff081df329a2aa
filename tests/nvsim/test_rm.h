/* SPDX-License-Identifier: GPL-2.0 */
/*
 * RM and UVM calls for the nvsim VM tests (uvm_test.c, engine_test.c):
 * raw ioctls laid out as CUDA sends them. Each call returns the RM status,
 * or 0xdead0000 | errno when the ioctl itself failed.
 */
#ifndef _NVSIM_TEST_RM_H
#define _NVSIM_TEST_RM_H

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#define NV_IOCTL(nr, size)	_IOC(_IOC_READ | _IOC_WRITE, 'F', (nr), (size))
#define IOCTL_FAILED		0xdead0000U

#define ST_OK			0x00
#define ST_GPU_UUID_NOT_FOUND	0x12
#define ST_ILLEGAL_ACTION	0x16
#define ST_IN_USE		0x17
#define ST_PERMISSIONS		0x1b
#define ST_INVALID_ADDRESS	0x1e
#define ST_INVALID_ARGUMENT	0x1f
#define ST_INVALID_CHANNEL	0x21
#define ST_INVALID_CLIENT	0x23
#define ST_INVALID_DEVICE	0x26
#define ST_INVALID_FLAGS	0x29
#define ST_INVALID_OBJECT	0x31
#define ST_INVALID_HANDLE	0x33
#define ST_INVALID_STATE	0x40
#define ST_NO_MEMORY		0x51
#define ST_NOT_FOUND		0x57
#define ST_ADDRESS_IN_USE	0x68

#define H_DEV		0x5c000002
#define H_SUBDEV	0x5c000003
#define H_VAS		0x5c000009
#define H_MEM		0x5c000100

#define MiB		(1ULL << 20)

struct nvos64 {
	uint32_t hroot, hparent, hnew, hclass;
	uint64_t params, rights;
	uint32_t params_size, flags, status, pad;
};

struct nvos54 {
	uint32_t hclient, hobject, cmd, flags;
	uint64_t params;
	uint32_t params_size, status;
};

/* NV_MEMORY_ALLOCATION_PARAMS (128 bytes) */
struct memparams {
	uint32_t owner, type, flags, width, height;
	int32_t pitch;
	uint32_t attr, attr2, format, compr_covg, zcull_covg, pad0;
	uint64_t range_lo, range_hi, size, alignment, offset, limit, address;
	uint32_t ctag_offset, hvaspace, internal_flags, tag;
	uint64_t num_ranges;
};

/* GPU 0's UUID (README.md) and the CPU's (nvCpuUuid.c). */
static const uint8_t gpu0_uuid[16] = {
	0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
	0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6,
};

static const uint8_t cpu_uuid[16] = {
	0xa6, 0x5e, 0x0f, 0x4e, 0xd7, 0xd4, 0x7b, 0xa2,
	0x50, 0x47, 0x41, 0x2c, 0x14, 0x2a, 0x77, 0x73,
};

static inline int open_ctl(void)
{
	return open("/dev/nvidiactl", O_RDWR | O_CLOEXEC);
}

static inline int open_gpu(void)
{
	return open("/dev/nvidia0", O_RDWR | O_CLOEXEC);
}

static inline int open_uvm(void)
{
	return open("/dev/nvidia-uvm", O_RDWR | O_CLOEXEC);
}

static inline uint32_t rm_alloc(int fd, uint32_t hroot, uint32_t hparent,
				uint32_t *hnew, uint32_t cls, void *params)
{
	struct nvos64 a = {
		.hroot = hroot, .hparent = hparent, .hnew = hnew ? *hnew : 0,
		.hclass = cls, .params = (uintptr_t)params,
	};

	if (ioctl(fd, NV_IOCTL(0x2b, sizeof(a)), &a))
		return IOCTL_FAILED | errno;
	if (hnew)
		*hnew = a.hnew;
	return a.status;
}

static inline uint32_t rm_free(int fd, uint32_t hroot, uint32_t hobj)
{
	uint32_t a[4] = { hroot, hroot, hobj, 0 };

	if (ioctl(fd, NV_IOCTL(0x29, sizeof(a)), a))
		return IOCTL_FAILED | errno;
	return a[3];
}

static inline uint32_t rm_control(int fd, uint32_t hclient, uint32_t hobj,
				  uint32_t cmd, void *params, uint32_t size)
{
	struct nvos54 c = {
		.hclient = hclient, .hobject = hobj, .cmd = cmd,
		.params = (uintptr_t)params, .params_size = size,
	};

	if (ioctl(fd, NV_IOCTL(0x2a, sizeof(c)), &c))
		return IOCTL_FAILED | errno;
	return c.status;
}

/* RM_MAP_MEMORY of the whole object into @map_fd, then its mmap. */
static inline void *rm_mmap(int ctl, uint32_t hclient, uint32_t hdev,
			    uint32_t hmem, uint64_t len, int map_fd)
{
	uint8_t a[56] = { 0 };
	uint32_t st;
	void *p;

	memcpy(a, &hclient, 4);
	memcpy(a + 4, &hdev, 4);
	memcpy(a + 8, &hmem, 4);
	memcpy(a + 24, &len, 8);
	memcpy(a + 48, &map_fd, 4);
	if (ioctl(ctl, NV_IOCTL(0x4e, sizeof(a)), a))
		return NULL;
	memcpy(&st, a + 40, 4);
	if (st)
		return NULL;
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, map_fd, 0);
	return p == MAP_FAILED ? NULL : p;
}

/* A client with a device and a subdevice, like CUDA's first objects. */
static inline uint32_t setup_client(int ctl, uint32_t *hclient)
{
	uint8_t devp[56] = { 0 };
	uint32_t subp = 0, h = 0, st;

	st = rm_alloc(ctl, 0, 0, &h, 0x0, NULL);
	if (st)
		return st;
	*hclient = h;
	h = H_DEV;
	st = rm_alloc(ctl, *hclient, *hclient, &h, 0x80, devp);
	if (st)
		return st;
	h = H_SUBDEV;
	return rm_alloc(ctl, *hclient, H_DEV, &h, 0x2080, &subp);
}

/* FERMI_VASPACE_A with CUDA's flags (0x48: IS_EXTERNALLY_OWNED). */
static inline uint32_t alloc_vaspace(int ctl, uint32_t hclient, uint32_t h,
				     uint32_t flags)
{
	uint32_t p[14] = { 0, flags };

	return rm_alloc(ctl, hclient, H_DEV, &h, 0x90f1, p);
}

/* Class 0x40 (cudaMalloc's parameters) or 0x3e, @size bytes. */
static inline uint32_t alloc_mem(int ctl, uint32_t hclient, uint32_t h,
				 uint32_t cls, uint64_t size)
{
	struct memparams p = { .owner = hclient, .size = size };

	if (cls == 0x40) {
		p.flags = 0x1c101;
		p.attr = 0x18000000;
	}
	return rm_alloc(ctl, hclient, H_DEV, &h, cls, &p);
}

/* HEAP_FREE (FB_GET_INFO_V2 index 0x16), KiB. */
static inline uint32_t heap_free_kib(int ctl, uint32_t hclient)
{
	uint32_t p[257] = { 1, 0x16, 0 };

	if (rm_control(ctl, hclient, H_SUBDEV, 0x20801303, p, sizeof(p)))
		return 0;
	return p[2];
}

/* A UVM command: its rmStatus at @status, or 0xdead0000 | errno. */
static inline uint32_t uvm_call(int fd, unsigned long cmd, void *arg,
				size_t status)
{
	uint32_t st;

	if (ioctl(fd, cmd, arg))
		return IOCTL_FAILED | errno;
	memcpy(&st, (uint8_t *)arg + status, 4);
	return st;
}

#endif /* _NVSIM_TEST_RM_H */
