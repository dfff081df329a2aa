/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * The memory ledger of one slice on one GPU: its limit and what it holds.
 *
 * Pure arithmetic: the caller serialises every call on one ledger (the
 * kernel engine holds the slice's lock, the user-space engine its shared
 * memory lock).
 */
#ifndef _GS_LEDGER_H
#define _GS_LEDGER_H

#include "gs_types.h"

struct gs_ledger {
	u64 limit;	/* bytes the slice may hold */
	u64 used;	/* bytes it holds now */
	u64 peak;	/* most bytes it ever held */
	u64 denials;	/* charges refused */
};

void gs_ledger_init(struct gs_ledger *l, u64 limit);

/*
 * Whether @bytes could be charged now: the slice would then hold at most
 * its limit. Counts nothing.
 */
bool gs_ledger_fits(const struct gs_ledger *l, u64 bytes);

/*
 * Charges @bytes if the slice then holds at most its limit, and counts a
 * denial otherwise. A limit lowered below what is held refuses every charge
 * until enough is refunded. Returns whether the charge was taken.
 */
bool __must_check gs_ledger_charge(struct gs_ledger *l, u64 bytes);

/*
 * Gives back @bytes charged earlier. Returns false, and changes nothing,
 * when more is refunded than is held: a bookkeeping bug of the caller.
 */
bool __must_check gs_ledger_refund(struct gs_ledger *l, u64 bytes);

/*
 * Records @bytes the slice turned out to hold whatever its limit (the
 * driver's own count said so): use may end above the limit.
 */
void gs_ledger_force(struct gs_ledger *l, u64 bytes);

/*
 * A charge on several GPUs of a slice at once, all or none: the rule of
 * both engines for an allocation gpuslice cannot place on a GPU (its
 * parent is no device or subdevice they know), and for managed memory,
 * which can move to any GPU of the slice.
 *
 * RM puts a framebuffer allocation on one GPU, its parent's, and refuses
 * one that does not fit there with NV_ERR_NO_MEMORY before it allocates
 * anything (docs/nvidia-abi.md 3). The slice's limit must hold on that GPU
 * whichever it is, so the allocation is charged on every GPU of the slice
 * and refused, as RM refuses, when it does not fit on one of them: the
 * smallest share, the one the view of such a call shows (gs_mem_view_of()).
 * Reserving nothing instead would let it past every limit (the kernel
 * engine's audit would then find it and kill the process, where RM would
 * have refused the call; the user-space engine has no audit at all).
 */

/* Whether @bytes could be charged on each of the @n ledgers at @l now. */
bool gs_ledger_fits_each(struct gs_ledger *const *l, unsigned int n,
			 u64 bytes);

/*
 * Charges @bytes on each of the @n ledgers at @l if it fits on all of them,
 * else on none, each ledger it does not fit counting a denial. Returns @n
 * when charged, else the index of the first ledger it did not fit.
 */
unsigned int __must_check gs_ledger_charge_each(struct gs_ledger *const *l,
						unsigned int n, u64 bytes);

/* Sets the limit; takes effect at the next charge. */
void gs_ledger_set_limit(struct gs_ledger *l, u64 limit);

#endif /* _GS_LEDGER_H */
