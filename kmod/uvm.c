// SPDX-License-Identifier: GPL-2.0
/*
 * nvidia-uvm's calls: the HMM gate of UVM_INITIALIZE, the calls that need
 * a VA space held until it is passed, the clients UVM dups from checked
 * (share.c), the rest to the driver (call.c).
 */

#include <linux/uaccess.h>

#include "call.h"
#include "forward.h"
#include "share.h"
#include "slice.h"
#include "uvm.h"
#include "verifier.h"

/*
 * UVM_INITIALIZE, with HMM off (docs/design.md, "Managed memory"): with
 * HMM, GPU faults move ordinary memory into video memory that no account
 * of the driver's shows. The call goes with UVM_INIT_FLAGS_DISABLE_HMM
 * added to its flags; a thread can race that out of the caller's memory
 * before the driver reads it, so the VA space made is then asked, through
 * the verifier, whether GPUs reach pageable memory.
 * Only a file whose VA space says no becomes ready; until then every call
 * that needs a VA space is refused as UVM refuses it on a file without
 * one, and so is mmap. A VA space with HMM stays refused: UVM keeps its
 * first flags.
 */
static long uvm_initialize(const struct gs_call *c)
{
	struct gs_file *gf = c->gf;
	u64 __user *uflags = c->uarg + GS_ABI_UVM_INITIALIZE_FLAGS_AT;
	bool pageable;
	u32 status;
	u64 flags;
	long ret;

	if (mutex_lock_killable(&gf->uvm_init))
		return -EINTR;
	ret = -EFAULT;
	if (get_user(flags, uflags) ||
	    put_user(flags | GS_ABI_UVM_INIT_FLAGS_DISABLE_HMM, uflags))
		goto out;
	ret = gs_call_real(c);
	/* The caller's memory, the caller's problem if it faults. */
	if (put_user(flags, uflags))
		pr_debug("UVM_INITIALIZE flags not put back\n");
	if (ret || gf->uvm_ready ||
	    get_user(status, (u32 __user *)(c->uarg + c->uvm->status)) ||
	    status)
		goto out;
	ret = gs_verifier_uvm_pageable(c->real, &pageable);
	if (!ret && pageable)
		ret = gs_call_answer(c, c->uvm->status, GS_ABI_ERR_NOT_SUPPORTED);
	else if (!ret)	/* pairs with the acquires of the calls it lets go */
		smp_store_release(&gf->uvm_ready, true);
out:
	mutex_unlock(&gf->uvm_init);
	return ret;
}

/* A call of a UVM or UVM tools file, its command known (c->uvm). */
long gs_uvm_call(const struct gs_call *c)
{
	const struct gs_uvm_cmd *u = c->uvm;
	bool uvm = c->gf->kind == GS_NV_NODE_UVM, ready;
	int refused;

	if (uvm && u->cmd == GS_ABI_UVM_INITIALIZE)
		return uvm_initialize(c);
	/* Pairs with uvm_initialize()'s release: the check came first. */
	ready = smp_load_acquire(&c->gf->uvm_ready);
	if (uvm && !(u->flags & GS_UVM_BEFORE_INIT) && !ready)
		return gs_call_answer(c, u->status, GS_ABI_ERR_ILLEGAL_ACTION);
	refused = gs_share_check_uvm(c->slice, u, c->uarg);
	if (refused)		/* UVM answers in rmStatus, as RM does */
		return gs_call_answer(c, u->status, refused);
	return gs_call_sandboxed(c, &u->fd, u->flags & GS_UVM_GPU_ACCESS);
}
