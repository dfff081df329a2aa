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

/* GPU 0's UUID (tests/nvsim/README.md) and the CPU's (nvCpuUuid.c). */
extern const uint8_t nvuvm_gpu0_uuid[16];
extern const uint8_t nvuvm_cpu_uuid[16];

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

#endif /* _TEST_NVUVM_H */
