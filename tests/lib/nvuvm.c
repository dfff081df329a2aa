// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#include <stdlib.h>

#include "nvuvm.h"

#define MEA(field)	GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION_##field##_AT
#define MEA_V(field)	NVRM_ABI(UVM_MAP_EXTERNAL_ALLOCATION_##field##_AT)

_Static_assert(sizeof(struct nvuvm_map_external) ==
	       GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE, "MEA size");
_Static_assert(offsetof(struct nvuvm_map_external, attrs) ==
	       MEA(PERGPUATTRIBUTES), "MEA perGpuAttributes");
_Static_assert(sizeof(((struct nvuvm_map_external *)0)->attrs[0]) ==
	       GS_ABI_UVM_GPU_MAPPING_SIZE, "UvmGpuMappingAttributes");
_Static_assert(offsetof(struct nvuvm_map_external, count) ==
	       GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_GPUATTRIBUTESCOUNT_AT,
	       "MEA gpuAttributesCount");
_Static_assert(offsetof(struct nvuvm_map_external, status) ==
	       GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_RMSTATUS_AT, "MEA rmStatus");

/* nvsim's GPU 0: the traced H100's UUID (tests/nvsim/README.md) */
const uint8_t nvuvm_gpu0_uuid[GS_ABI_UUID_BINARY_LEN] = {
	0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
	0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6,
};

#define LE32(v) \
	(uint8_t)(v), (uint8_t)((v) >> 8), (uint8_t)((v) >> 16), \
	(uint8_t)((v) >> 24)

const uint8_t nvuvm_cpu_uuid[GS_ABI_UUID_BINARY_LEN] = {
	LE32(GS_ABI_UVM_CPU_UUID_WORD0), LE32(GS_ABI_UVM_CPU_UUID_WORD1),
	LE32(GS_ABI_UVM_CPU_UUID_WORD2), LE32(GS_ABI_UVM_CPU_UUID_WORD3),
};

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, uint32_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

int nvuvm_open(void)
{
	return nvrm_open("/dev", "nvidia-uvm");
}

uint32_t nvuvm_call(int fd, unsigned long cmd, void *arg, size_t status)
{
	uint32_t st;

	if (ioctl(fd, cmd, arg))
		return NVRM_ERRNO(errno);
	memcpy(&st, (uint8_t *)arg + status, sizeof(st));
	return st;
}

void *nvuvm_map_managed(int uvm, size_t len)
{
	const uintptr_t align = 2 << 20;	/* UVM's va_block, 2 MiB */
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
	uint8_t init[GS_ABI_UVM_INITIALIZE_SIZE] = { 0 };
	uint8_t gpu[GS_ABI_UVM_REGISTER_GPU_SIZE] = { 0 };
	uint8_t vas[GS_ABI_UVM_REGISTER_GPU_VASPACE_SIZE] = { 0 };
	uint32_t st;

	memcpy(gpu + GS_ABI_UVM_REGISTER_GPU_GPU_UUID_AT, nvuvm_gpu0_uuid,
	       sizeof(nvuvm_gpu0_uuid));
	put32(gpu, GS_ABI_UVM_REGISTER_GPU_RMCTRLFD_AT, -1);
	memcpy(vas + GS_ABI_UVM_REGISTER_GPU_VASPACE_GPUUUID_AT,
	       nvuvm_gpu0_uuid, sizeof(nvuvm_gpu0_uuid));
	put32(vas, GS_ABI_UVM_REGISTER_GPU_VASPACE_RMCTRLFD_AT, ctl);
	put32(vas, GS_ABI_UVM_REGISTER_GPU_VASPACE_HCLIENT_AT, hclient);
	put32(vas, GS_ABI_UVM_REGISTER_GPU_VASPACE_HVASPACE_AT, hvas);
	st = nvuvm_call(uvm, NVUVM_INITIALIZE, init,
			GS_ABI_UVM_INITIALIZE_RMSTATUS_AT);
	st = st ?: nvuvm_call(uvm, NVUVM_REGISTER_GPU, gpu,
			      GS_ABI_UVM_REGISTER_GPU_RMSTATUS_AT);
	st = st ?: nvrm_alloc_vaspace(ctl, hclient, hvas,
				      GS_ABI_CUDA_VASPACE_FLAGS);
	return st ?: nvuvm_call(uvm, NVUVM_REGISTER_GPU_VASPACE, vas,
				GS_ABI_UVM_REGISTER_GPU_VASPACE_RMSTATUS_AT);
}

uint32_t nvuvm_register_channel(int uvm, uint32_t hclient, uint32_t hchan,
				uint64_t base, uint64_t length)
{
	uint8_t a[GS_ABI_UVM_REGISTER_CHANNEL_SIZE] = { 0 };

	memcpy(a + GS_ABI_UVM_REGISTER_CHANNEL_GPUUUID_AT, nvuvm_gpu0_uuid,
	       sizeof(nvuvm_gpu0_uuid));
	put32(a, GS_ABI_UVM_REGISTER_CHANNEL_RMCTRLFD_AT, -1);
	put32(a, GS_ABI_UVM_REGISTER_CHANNEL_HCLIENT_AT, hclient);
	put32(a, GS_ABI_UVM_REGISTER_CHANNEL_HCHANNEL_AT, hchan);
	put64(a, GS_ABI_UVM_REGISTER_CHANNEL_BASE_AT, base);
	put64(a, GS_ABI_UVM_REGISTER_CHANNEL_LENGTH_AT, length);
	return nvuvm_call(uvm, NVUVM_REGISTER_CHANNEL, a,
			  GS_ABI_UVM_REGISTER_CHANNEL_RMSTATUS_AT);
}

uint32_t nvuvm_external_range(int uvm, uint64_t base, uint64_t length)
{
	uint8_t a[GS_ABI_UVM_CREATE_EXTERNAL_RANGE_SIZE] = { 0 };

	put64(a, GS_ABI_UVM_CREATE_EXTERNAL_RANGE_BASE_AT, base);
	put64(a, GS_ABI_UVM_CREATE_EXTERNAL_RANGE_LENGTH_AT, length);
	return nvuvm_call(uvm, NVUVM_CREATE_EXTERNAL_RANGE, a,
			  GS_ABI_UVM_CREATE_EXTERNAL_RANGE_RMSTATUS_AT);
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
	memcpy(a->attrs[0].uuid, nvuvm_gpu0_uuid, sizeof(nvuvm_gpu0_uuid));
	a->attrs[0].mapping = GS_ABI_UVM_GPU_MAPPING_TYPE_READ_WRITE_ATOMIC;
}

void nvuvm_map_external_layout(void *arg, uint64_t base, uint64_t length,
			       uint32_t hclient, uint32_t hmem, uint64_t count)
{
	uint8_t *a = arg;

	memset(a, 0, GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE);
	put64(a, MEA(BASE), base);
	put64(a, MEA(LENGTH), length);
	memcpy(a + MEA(PERGPUATTRIBUTES) + GS_ABI_UVM_GPU_MAPPING_GPUUUID_AT,
	       nvuvm_gpu0_uuid, sizeof(nvuvm_gpu0_uuid));
	put32(a, MEA(PERGPUATTRIBUTES) + GS_ABI_UVM_GPU_MAPPING_GPUMAPPINGTYPE_AT,
	      GS_ABI_UVM_GPU_MAPPING_TYPE_READ_WRITE_ATOMIC);
	put64(a, MEA_V(GPUATTRIBUTESCOUNT), count);
	put32(a, MEA_V(RMCTRLFD), -1);
	put32(a, MEA_V(HCLIENT), hclient);
	put32(a, MEA_V(HMEMORY), hmem);
}

uint32_t nvuvm_map_external(int uvm, uint64_t base, uint64_t length,
			    uint32_t hclient, uint32_t hmem, uint64_t count)
{
	uint8_t *a = malloc(GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE);
	uint32_t st;

	if (!a)
		return NVRM_ERRNO(ENOMEM);
	nvuvm_map_external_layout(a, base, length, hclient, hmem, count);
	st = nvuvm_call(uvm, NVUVM_MAP_EXTERNAL_ALLOCATION, a, MEA_V(RMSTATUS));
	free(a);
	return st;
}
