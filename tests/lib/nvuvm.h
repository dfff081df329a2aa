/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raw nvidia-uvm commands for tests, beside the RM client of nvrm.h: each
 * returns the command's rmStatus, or NVRM_ERRNO(errno) when the ioctl
 * itself failed.
 */
#ifndef _TEST_NVUVM_H
#define _TEST_NVUVM_H

#include <stddef.h>
#include <stdint.h>

#include "nvrm.h"

/*
 * nvsim's GPU 0's UUID (tests/nvsim/README.md), and the CPU's (nvCpuUuid.c,
 * the description's UVM_CPU_UUID_WORD*)
 */
extern const uint8_t nvuvm_gpu0_uuid[GS_ABI_UUID_BINARY_LEN];
extern const uint8_t nvuvm_cpu_uuid[GS_ABI_UUID_BINARY_LEN];

#define NVUVM_INITIALIZE		GS_ABI_UVM_INITIALIZE
#define NVUVM_REGISTER_GPU_VASPACE	GS_ABI_UVM_REGISTER_GPU_VASPACE
#define NVUVM_REGISTER_CHANNEL		GS_ABI_UVM_REGISTER_CHANNEL
#define NVUVM_MAP_EXTERNAL_ALLOCATION	GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION
#define NVUVM_REGISTER_GPU		GS_ABI_UVM_REGISTER_GPU
#define NVUVM_UNMAP_EXTERNAL		GS_ABI_UVM_UNMAP_EXTERNAL
#define NVUVM_CREATE_EXTERNAL_RANGE	GS_ABI_UVM_CREATE_EXTERNAL_RANGE

/*
 * UVM_MAP_EXTERNAL_ALLOCATION_PARAMS as 550 on have them (UVM_MAX_GPUS
 * attributes); 535's has 32 (nvuvm_map_external() lays out either).
 */
struct nvuvm_map_external {
	uint64_t base, length, offset;
	struct {
		uint8_t uuid[GS_ABI_UUID_BINARY_LEN];
		uint32_t mapping, caching, format, element_bits, compression;
	} attrs[GS_ABI_MAX_UVM_MAX_GPUS];
	uint64_t count;
	int32_t ctrl_fd;
	uint32_t hclient, hmemory, status;
};

/*
 * UVM_MAP_EXTERNAL_ALLOCATION of @hmem of @hclient at [@base, @base +
 * @length) on GPU 0, laid out for the driver's version (nvrm_abi()), with
 * @count in gpuAttributesCount (1 for a plain mapping).
 */
uint32_t nvuvm_map_external(int uvm, uint64_t base, uint64_t length,
			    uint32_t hclient, uint32_t hmem, uint64_t count);

/*
 * Its argument so laid out at @arg, GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE
 * bytes (the version's UVM_MAP_EXTERNAL_ALLOCATION_*_AT say where the
 * fields are).
 */
void nvuvm_map_external_layout(void *arg, uint64_t base, uint64_t length,
			       uint32_t hclient, uint32_t hmem, uint64_t count);

/* The driver's /dev/nvidia-uvm. */
int nvuvm_open(void);

/*
 * A managed range of @len bytes of UVM file @uvm at a 2 MiB-aligned VA,
 * mapped as CUDA maps it (offset == VA, shared, read-write); NULL with
 * errno set on failure.
 */
void *nvuvm_map_managed(int uvm, size_t len);

/* UVM command @cmd on @arg, whose rmStatus is @status bytes in. */
uint32_t nvuvm_call(int fd, unsigned long cmd, void *arg, size_t status);

/*
 * UVM file @uvm made ready for external mappings on GPU 0 as CUDA makes
 * it: initialised, the GPU registered, and VA space object @hvas (made
 * here) of @hclient, whose RM calls go to @ctl, registered with it.
 */
uint32_t nvuvm_setup_gpu0(int uvm, int ctl, uint32_t hclient, uint32_t hvas);

/*
 * UVM_REGISTER_CHANNEL of channel @hchan of @hclient on GPU 0, its
 * resources mapped at [@base, @base + @length): UVM then keeps the
 * channel (and its TSG) until it is unregistered or the file closes.
 */
uint32_t nvuvm_register_channel(int uvm, uint32_t hclient, uint32_t hchan,
				uint64_t base, uint64_t length);

/* UVM_CREATE_EXTERNAL_RANGE of [@base, @base + @length) */
uint32_t nvuvm_external_range(int uvm, uint64_t base, uint64_t length);

/*
 * @a filled for UVM_MAP_EXTERNAL_ALLOCATION of @hmem of @hclient at
 * [@base, @base + @length) on GPU 0.
 */
void nvuvm_map_external_args(struct nvuvm_map_external *a, uint64_t base,
			     uint64_t length, uint32_t hclient, uint32_t hmem);

#endif /* _TEST_NVUVM_H */
