/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A raw RM client for tests: the ioctls CUDA issues (nvidia-abi.md), on the
 * nodes of a directory: /dev for the (simulated) driver itself,
 * /dev/gpuslice/<slice> for a slice. Every call returns the RM status, or
 * NVRM_ERRNO(errno) when the ioctl itself failed.
 */
#ifndef _TEST_NVRM_H
#define _TEST_NVRM_H

#include <stdint.h>

#define NVRM_ERRNO(e)		(0xdead0000u | (uint32_t)(e))

#define NVRM_OK			0x00
#define NVRM_NO_MEMORY		0x51

#define NVRM_H_DEV		0x5c000002
#define NVRM_H_SUBDEV		0x5c000003

#define NVRM_FB_GET_INFO_V2	0x20801303
#define NVRM_FB_HEAP_SIZE	0x09
#define NVRM_FB_HEAP_FREE	0x16

/* NV_MEMORY_ALLOCATION_PARAMS (128 bytes) */
struct nvrm_memparams {
	uint32_t owner, type, flags, width, height;
	int32_t pitch;
	uint32_t attr, attr2, format, compr_covg, zcull_covg, pad0;
	uint64_t range_lo, range_hi, size, alignment, offset, limit, address;
	uint32_t ctag_offset, hvaspace, internal_flags, tag;
	uint64_t num_ranges;
};

/* Opens NAME ("nvidiactl", "nvidia0", ...) in DIR. */
int nvrm_open(const char *dir, const char *name);

uint32_t nvrm_alloc(int fd, uint32_t hroot, uint32_t hparent, uint32_t *hnew,
		    uint32_t cls, void *params);
uint32_t nvrm_free(int fd, uint32_t hroot, uint32_t hobj);
uint32_t nvrm_control(int fd, uint32_t hclient, uint32_t hobj, uint32_t cmd,
		      void *params, uint32_t size);

/* REGISTER_FD on a GPU file: links it to the client of @ctl_fd. */
int nvrm_register_fd(int gpu, int ctl_fd);

/*
 * RM_MAP_MEMORY of @hmem (@len bytes) into the mapping context of @map_fd,
 * issued on @ctl; the caller then mmaps @map_fd at offset 0.
 */
uint32_t nvrm_map_memory(int ctl, uint32_t hclient, uint32_t hdev,
			 uint32_t hmem, uint64_t len, int map_fd);

/* A root client with a device and a subdevice, as CUDA starts. */
uint32_t nvrm_setup_client(int ctl, uint32_t *hclient);

/* cudaMalloc's framebuffer allocation (class 0x40); @p gets the reply. */
uint32_t nvrm_alloc_fb(int ctl, uint32_t hclient, uint32_t h, uint64_t size,
		       struct nvrm_memparams *p);

/* FB_GET_INFO_V2 of one index, in KiB. */
uint32_t nvrm_fb_info(int ctl, uint32_t hclient, uint32_t index,
		      uint32_t *kib);

#endif /* _TEST_NVRM_H */
