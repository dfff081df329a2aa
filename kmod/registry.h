/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_REGISTRY_H
#define _GS_REGISTRY_H

#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/types.h>

struct gs_slice;
struct netlink_ext_ack;

/*
 * gs_slices_lock serialises every change to the set of slices (netlink
 * requests run in parallel) and guards gs_slices and the registry's
 * counts (registry.c).
 */
extern struct mutex gs_slices_lock;
/* Every slice, in creation order; under gs_slices_lock. */
extern struct list_head gs_slices;

struct gs_slice *gs_slice_new(void);
void gs_slice_get(struct gs_slice *s);
bool gs_slice_tryget(struct gs_slice *s);
void gs_slice_put(struct gs_slice *s);
struct gs_slice *gs_registry_get(const char *name);
struct gs_slice *gs_registry_find_locked(const char *name);
struct gs_slice *gs_registry_after_locked(u64 cursor,
					  unsigned int *generation);
int gs_registry_may_add_locked(const char *name,
			       struct netlink_ext_ack *extack);
void gs_registry_add_locked(struct gs_slice *s);
void gs_registry_del_locked(struct gs_slice *s);
void gs_registry_changed_locked(void);
unsigned int gs_registry_count(void);
void gs_registry_init(void (*release)(struct gs_slice *s));
void gs_registry_wait_freed(void);

#endif /* _GS_REGISTRY_H */
