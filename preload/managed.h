/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Managed (UVM) mappings of this process (docs/design.md, "Managed
 * memory"): each is charged at its size on every GPU of the slice when it
 * is mapped, and given back as it is unmapped, in whole or in part.
 */
#ifndef _GS_PRELOAD_MANAGED_H
#define _GS_PRELOAD_MANAGED_H

#include "gs_types.h"

/* Records the managed mapping [@addr, @addr + @len). */
void gs_managed_add(u64 addr, u64 len);

/*
 * Forgets the parts of managed mappings within [@addr, @addr + @len)
 * (an munmap, or a MAP_FIXED mapping over them). Returns their bytes.
 */
u64 gs_managed_remove(u64 addr, u64 len);

/* In a child after fork(): its mappings were charged to the parent. */
void gs_managed_forked(void);

#endif /* _GS_PRELOAD_MANAGED_H */
