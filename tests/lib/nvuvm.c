// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#include "nvuvm.h"

const uint8_t nvuvm_gpu0_uuid[16] = {
	0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
	0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6,
};

const uint8_t nvuvm_cpu_uuid[16] = {
	0xa6, 0x5e, 0x0f, 0x4e, 0xd7, 0xd4, 0x7b, 0xa2,
	0x50, 0x47, 0x41, 0x2c, 0x14, 0x2a, 0x77, 0x73,
};

int nvuvm_open(void)
{
	return nvrm_open("/dev", "nvidia-uvm");
}

uint32_t nvuvm_call(int fd, unsigned long cmd, void *arg, size_t status)
{
	uint32_t st;

	if (ioctl(fd, cmd, arg))
		return NVRM_ERRNO(errno);
	memcpy(&st, (uint8_t *)arg + status, 4);
	return st;
}

void *nvuvm_map_managed(int uvm, size_t len)
{
	const uintptr_t align = 2 << 20;
	void *hint = mmap(NULL, len + align, PROT_NONE,
			  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	uintptr_t va;
	void *p;

	if (hint == MAP_FAILED)
		return NULL;
	va = ((uintptr_t)hint + align - 1) & ~(align - 1);
	p = mmap((void *)va, len, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED, uvm, (off_t)va);
	return p == MAP_FAILED ? NULL : p;
}

uint32_t nvuvm_setup_gpu0(int uvm, int ctl, uint32_t hclient, uint32_t hvas)
{
	struct { uint64_t flags; uint32_t status, pad; } init = { 0 };
	struct {
		uint8_t uuid[16];
		uint8_t numa_enabled, pad[3];
		int32_t numa_node, ctrl_fd;
		uint32_t hclient, hsmc, status;
	} gpu = { .ctrl_fd = -1 };
	struct {
		uint8_t uuid[16];
		int32_t ctrl_fd;
		uint32_t hclient, hvas, status;
	} vas = { .ctrl_fd = ctl, .hclient = hclient, .hvas = hvas };
	uint32_t st;

	memcpy(gpu.uuid, nvuvm_gpu0_uuid, 16);
	memcpy(vas.uuid, nvuvm_gpu0_uuid, 16);
	st = nvuvm_call(uvm, NVUVM_INITIALIZE, &init,
			offsetof(__typeof__(init), status));
	st = st ?: nvuvm_call(uvm, NVUVM_REGISTER_GPU, &gpu,
			      offsetof(__typeof__(gpu), status));
	st = st ?: nvrm_alloc_vaspace(ctl, hclient, hvas, 0x48);
	return st ?: nvuvm_call(uvm, NVUVM_REGISTER_GPU_VASPACE, &vas,
				offsetof(__typeof__(vas), status));
}

uint32_t nvuvm_register_channel(int uvm, uint32_t hclient, uint32_t hchan,
				uint64_t base, uint64_t length)
{
	struct {
		uint8_t uuid[16];
		int32_t ctrl_fd;
		uint32_t hclient, hchan, pad;
		uint64_t base, length;
		uint32_t status, pad2;
	} a = { .ctrl_fd = -1, .hclient = hclient, .hchan = hchan,
		.base = base, .length = length };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return nvuvm_call(uvm, NVUVM_REGISTER_CHANNEL, &a,
			  offsetof(__typeof__(a), status));
}

uint32_t nvuvm_external_range(int uvm, uint64_t base, uint64_t length)
{
	struct { uint64_t base, length; uint32_t status, pad; } a = {
		.base = base, .length = length,
	};

	return nvuvm_call(uvm, NVUVM_CREATE_EXTERNAL_RANGE, &a,
			  offsetof(__typeof__(a), status));
}

void nvuvm_map_external_args(struct nvuvm_map_external *a, uint64_t base,
			     uint64_t length, uint32_t hclient, uint32_t hmem)
{
	memset(a, 0, sizeof(*a));
	a->base = base;
	a->length = length;
	a->count = 1;
	a->ctrl_fd = -1;
	a->hclient = hclient;
	a->hmemory = hmem;
	memcpy(a->attrs[0].uuid, nvuvm_gpu0_uuid, 16);
	a->attrs[0].mapping = 1;
}
