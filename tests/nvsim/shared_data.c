// SPDX-License-Identifier: GPL-2.0
/*
 * RM_USER_SHARED_DATA's page (class 0xde, docs/abi.md): one per GPU, which
 * every client's 0xde object maps, and which RM writes for all of them.
 * From 550 it carries the PMA's total and free bytes, written on every
 * change of the heap (mem_mgr.c); the H100 showed them equal to
 * FB_GET_INFO_V2's heap size and HEAP_FREE (docs/gpu-findings.md). nvsim
 * writes those two at the version's offsets whenever its heap counters
 * change, each with one 8-byte store. The rest of the page stays zero:
 * BAR1, the polled data, utilisation, and 550's and 570's sequence count
 * (seq, zero: as many writes closed as opened, the data valid) and the
 * later versions' timestamps of each part.
 */

#include <linux/highmem.h>

#include "nvsim.h"
#include "rm.h"

static void put_u64(u8 *page, u32 at, u64 v)
{
	WRITE_ONCE(*(u64 *)(page + at), v);
}

void nvsim_shared_data_publish(struct nvsim_gpu *gpu)
{
	u32 total_at = NVSIM_ABI(RUSD_PAGE_PMA_TOTAL_AT);
	u32 free_at = NVSIM_ABI(RUSD_PAGE_PMA_FREE_AT);
	struct page *page;
	u8 *p;

	lockdep_assert_held(&nvsim_lock);
	if (total_at == GS_ABI_ABSENT || free_at == GS_ABI_ABSENT)
		return;
	page = nvsim_backing_page(gpu->shared_data, 0);
	if (!page)
		return;
	p = kmap_local_page(page);
	put_u64(p, total_at, gpu->heap_size);
	put_u64(p, free_at, nvsim_fb_free(gpu));
	kunmap_local(p);
}
