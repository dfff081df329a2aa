// SPDX-License-Identifier: GPL-2.0
/*
 * The framebuffer of each simulated GPU: sizes and the heap counters behind
 * FB_GET_INFO_V2's HEAP_FREE.
 *
 * Two things consume the heap, as on the real GPU (nvidia-abi.md 3):
 *  - class-0x40 allocations (used_local), which GET_PID_INFO also reports;
 *  - "hidden" FB that RM allocates for itself when it creates channels,
 *    TSGs and VA spaces (page tables, instance blocks, GR context buffers).
 *    It is no class-0x40 object and only shows as a fall of HEAP_FREE.
 *  - managed memory that nvidia-uvm made resident on the GPU (uvm), which
 *    RM's PMA hands out in 2 MiB root chunks (uvm_va.c).
 * The hidden cost is a fixed amount per object (alloc.c's class table:
 * channel 256 KiB, TSG 512 KiB, VA space 928 KiB). The amounts are
 * calibrated on the H100 traces: a CUDA context (20 channels, 4 TSGs, 2 VA
 * spaces) lowers HEAP_FREE by 9024 KiB more than its class-0x40 bytes, in
 * the cuda and the torch trace alike, and 20 * 256 + 4 * 512 + 2 * 928 =
 * 9024.
 *
 * Counters are protected by nvsim_lock.
 */

#include <linux/kernel.h>
#include <linux/string.h>

#include "nvsim.h"
#include "rm.h"

struct nvsim_gpu nvsim_gpus[NVSIM_MAX_GPUS];
unsigned int nvsim_gpu_count;

/* The doorbell window HOPPER_USERMODE_A maps: 64 KiB (trace). */
#define USERMODE_PAGES	(SZ_64K >> PAGE_SHIFT)

/* GPU 0's UUID, the H100 of the traces; GPU i has i in its last byte. */
static const u8 uuid_base[16] = {
	0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
	0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6,
};

int nvsim_fb_init(unsigned long long ram_kib, unsigned long long heap_kib,
		  bool reverse_instances)
{
	unsigned int i;

	if (!heap_kib || heap_kib > ram_kib || ram_kib > (U32_MAX - 1ULL))
		return -EINVAL;

	for (i = 0; i < nvsim_gpu_count; i++) {
		struct nvsim_gpu *gpu = &nvsim_gpus[i];
		pgoff_t p;

		gpu->minor = i;
		gpu->id = NVSIM_GPU_ID_BASE + i;
		gpu->instance = reverse_instances ? nvsim_gpu_count - 1 - i : i;
		gpu->ram_size = ram_kib * SZ_1K;
		gpu->heap_size = heap_kib * SZ_1K;
		gpu->next_offset = SZ_4M;
		gpu->next_chid = 0x34;	/* the first channel ID in the traces */
		memcpy(gpu->uuid, uuid_base, sizeof(gpu->uuid));
		gpu->uuid[15] ^= i;
		gpu->usermode = nvsim_backing_new(USERMODE_PAGES);
		if (!gpu->usermode)
			goto err;
		for (p = 0; p < USERMODE_PAGES; p++)
			if (!nvsim_backing_page(gpu->usermode, p))
				goto err;
	}
	return 0;

err:
	nvsim_fb_exit();
	return -ENOMEM;
}

void nvsim_fb_exit(void)
{
	unsigned int i;

	for (i = 0; i < NVSIM_MAX_GPUS; i++) {
		if (nvsim_gpus[i].usermode)
			nvsim_backing_put(nvsim_gpus[i].usermode);
		nvsim_gpus[i].usermode = NULL;
	}
}

/* HEAP_FREE in bytes. */
u64 nvsim_fb_free(const struct nvsim_gpu *gpu)
{
	lockdep_assert_held(&nvsim_lock);
	return gpu->heap_size - gpu->used_local - gpu->hidden - gpu->uvm;
}

/* Returns 0, or -ENOMEM when the heap has less than @bytes free. */
int nvsim_fb_charge(struct nvsim_gpu *gpu, u64 bytes, bool hidden)
{
	lockdep_assert_held(&nvsim_lock);
	if (bytes > nvsim_fb_free(gpu))
		return -ENOMEM;
	if (hidden)
		gpu->hidden += bytes;
	else
		gpu->used_local += bytes;
	return 0;
}

void nvsim_fb_uncharge(struct nvsim_gpu *gpu, u64 bytes, bool hidden)
{
	u64 *ctr = hidden ? &gpu->hidden : &gpu->used_local;

	lockdep_assert_held(&nvsim_lock);
	if (WARN_ON_ONCE(*ctr < bytes))
		bytes = *ctr;
	*ctr -= bytes;
}

/* Managed memory made resident (uvm_va.c): -ENOMEM when the heap is full. */
int nvsim_fb_charge_uvm(struct nvsim_gpu *gpu, u64 bytes)
{
	lockdep_assert_held(&nvsim_lock);
	if (bytes > nvsim_fb_free(gpu))
		return -ENOMEM;
	gpu->uvm += bytes;
	return 0;
}

void nvsim_fb_uncharge_uvm(struct nvsim_gpu *gpu, u64 bytes)
{
	lockdep_assert_held(&nvsim_lock);
	if (WARN_ON_ONCE(gpu->uvm < bytes))
		bytes = gpu->uvm;
	gpu->uvm -= bytes;
}

/* The GPU with UUID @uuid (16 bytes), or NULL. */
struct nvsim_gpu *nvsim_gpu_by_uuid(const u8 *uuid)
{
	unsigned int i;

	for (i = 0; i < nvsim_gpu_count; i++)
		if (!memcmp(nvsim_gpus[i].uuid, uuid, 16))
			return &nvsim_gpus[i];
	return NULL;
}

/* The GPU RM knows by gpuId @id, or NULL. */
struct nvsim_gpu *nvsim_gpu_by_id(u32 id)
{
	unsigned int i;

	for (i = 0; i < nvsim_gpu_count; i++)
		if (nvsim_gpus[i].id == id)
			return &nvsim_gpus[i];
	return NULL;
}

/* The GPU of RM device instance @instance, or NULL. */
struct nvsim_gpu *nvsim_gpu_by_instance(u32 instance)
{
	unsigned int i;

	for (i = 0; i < nvsim_gpu_count; i++)
		if (nvsim_gpus[i].instance == instance)
			return &nvsim_gpus[i];
	return NULL;
}
