// SPDX-License-Identifier: GPL-2.0
/*
 * The framebuffer of each simulated GPU: sizes and the heap counters behind
 * FB_GET_INFO_V2's HEAP_FREE.
 *
 * Three things consume the heap, as on the real GPU (docs/nvidia-abi.md 3):
 *  - class-0x40 allocations (used_local), which GET_PID_INFO also reports;
 *  - "hidden" FB that RM allocates for itself for channels, TSGs, VA
 *    spaces, UVM's registration of the GPU and its page tables. It is no
 *    class-0x40 object and only shows as a fall of HEAP_FREE;
 *  - managed memory that nvidia-uvm made resident on the GPU (uvm), which
 *    RM's PMA hands out in 2 MiB root chunks (uvm_va.c).
 * The hidden FB is as measured per object on the GH100 with driver
 * 580.159.04 (docs/gpu-validate.md, "Framebuffer RM keeps for itself"):
 *  - a TSG of the graphics engine 4416 KiB, a copy engine's none;
 *  - a channel 64 KiB, which RM gives back per TSG, with its last channel
 *    (a channel without a TSG: with itself);
 *  - VA spaces not owned by UVM 64 KiB a pair (RM pools them);
 *  - UVM's first registration of the GPU 3264 KiB, back with its last;
 *  - a 2 MiB page-table chunk for every 11 graphics TSGs on the GPU.
 * A CUDA context with its process, first on the GPU (1 graphics and 3 copy
 * TSGs, 20 channels, 2 VA spaces, UVM), lowers HEAP_FREE by 9024 KiB more
 * than its class-0x40 bytes, as in the cuda and the torch trace:
 * 4416 + 20 * 64 + 64 + 3264 = 9024.
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

/*
 * nvsim's own: GPU 0's UUID, the H100 of the traces; GPU i has i in its
 * last byte.
 */
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
		/* nvsim's own: the first channel ID in the traces */
		gpu->next_chid = 0x34;
		memcpy(gpu->uuid, uuid_base, sizeof(gpu->uuid));
		gpu->uuid[15] ^= i;
		gpu->usermode = nvsim_backing_new(USERMODE_PAGES);
		if (!gpu->usermode)
			goto err;
		for (p = 0; p < USERMODE_PAGES; p++)
			if (!nvsim_backing_page(gpu->usermode, p))
				goto err;
		gpu->shared_data = nvsim_backing_new(1);
		if (!gpu->shared_data)
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
		if (nvsim_gpus[i].shared_data)
			nvsim_backing_put(nvsim_gpus[i].shared_data);
		nvsim_gpus[i].shared_data = NULL;
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
	nvsim_shared_data_publish(gpu);
	return 0;
}

void nvsim_fb_uncharge(struct nvsim_gpu *gpu, u64 bytes, bool hidden)
{
	u64 *ctr = hidden ? &gpu->hidden : &gpu->used_local;

	lockdep_assert_held(&nvsim_lock);
	if (WARN_ON_ONCE(*ctr < bytes))
		bytes = *ctr;
	*ctr -= bytes;
	nvsim_shared_data_publish(gpu);
}

/* Managed memory made resident (uvm_va.c): -ENOMEM when the heap is full. */
int nvsim_fb_charge_uvm(struct nvsim_gpu *gpu, u64 bytes)
{
	lockdep_assert_held(&nvsim_lock);
	if (bytes > nvsim_fb_free(gpu))
		return -ENOMEM;
	gpu->uvm += bytes;
	nvsim_shared_data_publish(gpu);
	return 0;
}

void nvsim_fb_uncharge_uvm(struct nvsim_gpu *gpu, u64 bytes)
{
	lockdep_assert_held(&nvsim_lock);
	if (WARN_ON_ONCE(gpu->uvm < bytes))
		bytes = gpu->uvm;
	gpu->uvm -= bytes;
	nvsim_shared_data_publish(gpu);
}

#define KEPT_GR_TSG		(4416 * SZ_1K)
#define KEPT_CHANNEL		SZ_64K
#define KEPT_VAS_PAIR		SZ_64K
#define KEPT_UVM_GPU		(3264 * SZ_1K)
#define KEPT_PT_CHUNK		SZ_2M
#define PT_CHUNK_TSGS		11
#define ENGINE_TYPE_GR0		1

/* Moves @gpu's page-table chunks to what @gr_tsgs graphics TSGs take. */
static int pt_chunks_for(struct nvsim_gpu *gpu, unsigned int gr_tsgs)
{
	unsigned int want = gr_tsgs / PT_CHUNK_TSGS;

	if (want > gpu->pt_chunks &&
	    nvsim_fb_charge(gpu, (u64)(want - gpu->pt_chunks) * KEPT_PT_CHUNK,
			    true))
		return -ENOMEM;
	if (want < gpu->pt_chunks)
		nvsim_fb_uncharge(gpu, (u64)(gpu->pt_chunks - want) *
				  KEPT_PT_CHUNK, true);
	gpu->pt_chunks = want;
	gpu->gr_tsgs = gr_tsgs;
	return 0;
}

/* A TSG of @engine_type made: -ENOMEM when its FB does not fit. */
int nvsim_fb_keep_tsg(struct nvsim_res *tsg, u32 engine_type)
{
	struct nvsim_gpu *gpu = tsg->gpu;

	lockdep_assert_held(&nvsim_lock);
	if (engine_type != ENGINE_TYPE_GR0 || !gpu)
		return 0;
	if (nvsim_fb_charge(gpu, KEPT_GR_TSG, true))
		return -ENOMEM;
	if (pt_chunks_for(gpu, gpu->gr_tsgs + 1)) {
		nvsim_fb_uncharge(gpu, KEPT_GR_TSG, true);
		return -ENOMEM;
	}
	tsg->hidden_bytes = KEPT_GR_TSG;
	tsg->u.tsg.gr = true;
	return 0;
}

/* A channel made, in @tsg or (NULL) alone: -ENOMEM when it does not fit. */
int nvsim_fb_keep_channel(struct nvsim_res *chan, struct nvsim_res *tsg)
{
	lockdep_assert_held(&nvsim_lock);
	if (!chan->gpu)
		return 0;
	if (nvsim_fb_charge(chan->gpu, KEPT_CHANNEL, true))
		return -ENOMEM;
	if (!tsg) {
		chan->hidden_bytes = KEPT_CHANNEL;
		return 0;
	}
	tsg->refs++;
	tsg->u.tsg.channels++;
	tsg->u.tsg.chan_kept += KEPT_CHANNEL;
	chan->u.chan.tsg = tsg;
	return 0;
}

/* A VA space made: those UVM does not own come in RM's pooled pairs. */
int nvsim_fb_keep_vaspace(struct nvsim_res *vas)
{
	struct nvsim_gpu *gpu = vas->gpu;

	lockdep_assert_held(&nvsim_lock);
	if (!gpu || (vas->u.vaspace.flags & GS_ABI_NV_VASPACE_ALLOCATION_FLAGS_IS_EXTERNALLY_OWNED))
		return 0;
	if (gpu->pooled_vas % 2 == 0 &&
	    nvsim_fb_charge(gpu, KEPT_VAS_PAIR, true))
		return -ENOMEM;
	gpu->pooled_vas++;
	vas->u.vaspace.pooled = true;
	return 0;
}

/* @res goes (its last reference): what was kept for it comes back. */
void nvsim_fb_unkeep(struct nvsim_res *res)
{
	struct nvsim_gpu *gpu = res->gpu;
	struct nvsim_res *tsg;

	lockdep_assert_held(&nvsim_lock);
	if (res->cls == GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A && res->u.tsg.gr) {
		/* fewer chunks never needs FB */
		WARN_ON(pt_chunks_for(gpu, gpu->gr_tsgs - 1));
	} else if (res->cls == GS_ABI_CLS_FERMI_VASPACE_A && res->u.vaspace.pooled) {
		if (--gpu->pooled_vas % 2 == 0)
			nvsim_fb_uncharge(gpu, KEPT_VAS_PAIR, true);
	} else if (res->cls == GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A && res->u.chan.tsg) {
		tsg = res->u.chan.tsg;
		res->u.chan.tsg = NULL;
		if (!--tsg->u.tsg.channels) {
			nvsim_fb_uncharge(gpu, tsg->u.tsg.chan_kept, true);
			tsg->u.tsg.chan_kept = 0;
		}
		nvsim_res_put(tsg);
	}
}

/* UVM registered @gpu: its first registration takes FB, -ENOMEM if full. */
int nvsim_fb_keep_uvm(struct nvsim_gpu *gpu)
{
	lockdep_assert_held(&nvsim_lock);
	if (gpu->uvm_kept)
		return 0;
	if (nvsim_fb_charge(gpu, KEPT_UVM_GPU, true))
		return -ENOMEM;
	gpu->uvm_kept = true;
	return 0;
}

/* UVM let @gpu go: with its last registration the FB comes back. */
void nvsim_fb_unkeep_uvm(struct nvsim_gpu *gpu)
{
	lockdep_assert_held(&nvsim_lock);
	if (gpu->uvm_kept && !nvsim_uvm_gpu_retained(gpu)) {
		nvsim_fb_uncharge(gpu, KEPT_UVM_GPU, true);
		gpu->uvm_kept = false;
	}
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
