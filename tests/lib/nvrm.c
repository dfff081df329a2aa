// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "nvrm.h"

#define NV_IOCTL(nr, size)	_IOC(_IOC_READ | _IOC_WRITE, 'F', (nr), (size))

#define ESC_REGISTER_FD		0xc9
#define ESC_MAP_MEMORY		0x4e
#define ESC_FREE		0x29
#define ESC_CONTROL		0x2a
#define ESC_ALLOC		0x2b

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

int nvrm_open(const char *dir, const char *name)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return open(path, O_RDWR | O_CLOEXEC);
}

uint32_t nvrm_alloc(int fd, uint32_t hroot, uint32_t hparent, uint32_t *hnew,
		    uint32_t cls, void *params)
{
	struct nvos64 a = {
		.hroot = hroot, .hparent = hparent, .hnew = hnew ? *hnew : 0,
		.hclass = cls, .params = (uintptr_t)params,
	};

	if (ioctl(fd, NV_IOCTL(ESC_ALLOC, sizeof(a)), &a))
		return NVRM_ERRNO(errno);
	if (hnew)
		*hnew = a.hnew;
	return a.status;
}

uint32_t nvrm_free(int fd, uint32_t hroot, uint32_t hobj)
{
	uint32_t a[4] = { hroot, hroot, hobj, 0 };

	if (ioctl(fd, NV_IOCTL(ESC_FREE, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	return a[3];
}

uint32_t nvrm_control(int fd, uint32_t hclient, uint32_t hobj, uint32_t cmd,
		      void *params, uint32_t size)
{
	struct nvos54 c = {
		.hclient = hclient, .hobject = hobj, .cmd = cmd,
		.params = (uintptr_t)params, .params_size = size,
	};

	if (ioctl(fd, NV_IOCTL(ESC_CONTROL, sizeof(c)), &c))
		return NVRM_ERRNO(errno);
	return c.status;
}

int nvrm_register_fd(int gpu, int ctl_fd)
{
	int32_t a = ctl_fd;

	return ioctl(gpu, NV_IOCTL(ESC_REGISTER_FD, sizeof(a)), &a) ? -errno : 0;
}

uint32_t nvrm_map_memory(int ctl, uint32_t hclient, uint32_t hdev,
			 uint32_t hmem, uint64_t len, int map_fd)
{
	uint8_t a[56] = { 0 };
	uint32_t st;

	memcpy(a, &hclient, 4);
	memcpy(a + 4, &hdev, 4);
	memcpy(a + 8, &hmem, 4);
	memcpy(a + 24, &len, 8);
	memcpy(a + 48, &map_fd, 4);
	if (ioctl(ctl, NV_IOCTL(ESC_MAP_MEMORY, sizeof(a)), a))
		return NVRM_ERRNO(errno);
	memcpy(&st, a + 40, 4);
	return st;
}

uint32_t nvrm_setup_client(int ctl, uint32_t *hclient)
{
	uint8_t devp[56] = { 0 };
	uint32_t subp = 0, h = 0, st;

	st = nvrm_alloc(ctl, 0, 0, &h, 0x0, NULL);
	if (st)
		return st;
	*hclient = h;
	h = NVRM_H_DEV;
	st = nvrm_alloc(ctl, *hclient, *hclient, &h, 0x80, devp);
	if (st)
		return st;
	h = NVRM_H_SUBDEV;
	return nvrm_alloc(ctl, *hclient, NVRM_H_DEV, &h, 0x2080, &subp);
}

/* CUDA's cudaMalloc parameters: flags 0x1c101, attr 0x18000000. */
uint32_t nvrm_alloc_fb(int ctl, uint32_t hclient, uint32_t h, uint64_t size,
		       struct nvrm_memparams *p)
{
	memset(p, 0, sizeof(*p));
	p->owner = hclient;
	p->flags = 0x1c101;
	p->attr = 0x18000000;
	p->size = size;
	return nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0x40, p);
}

uint32_t nvrm_fb_info(int ctl, uint32_t hclient, uint32_t index,
		      uint32_t *kib)
{
	uint32_t p[257] = { 1, index };
	uint32_t st;

	st = nvrm_control(ctl, hclient, NVRM_H_SUBDEV, NVRM_FB_GET_INFO_V2, p,
			  1028);
	*kib = p[2];
	return st;
}
