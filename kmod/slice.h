/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_SLICE_H
#define _GS_SLICE_H

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/spinlock.h>

#include "gpuslice.h"
#include "ledger.h"

struct netlink_ext_ack;

/* One slice's share of one real GPU. */
struct gs_slice_gpu {
	unsigned int device;		/* real GPU number; immutable */
	struct gs_ledger ledger;	/* under gs_slice.lock */
};

struct gs_slice {
	struct kref ref;
	/* In gs_slices, in creation order; under gs_slices_lock. */
	struct list_head list;
	u64 id;				/* creation number; immutable */
	char name[GPUSLICE_SLICE_NAME_MAX];	/* immutable */
	unsigned int nr_gpus;		/* immutable */
	/* Guards every ledger of gpu[]. Taken inside gs_slices_lock. */
	spinlock_t lock;
	struct gs_slice_gpu gpu[GPUSLICE_SLICE_MAX_GPUS];
};

/*
 * A slice's name and per-GPU memory limits: what a new slice is made of, or
 * the limits to set. Limits are at least 1 (the netlink policy says so).
 */
struct gs_slice_spec {
	const char *name;
	unsigned int nr_gpus;
	unsigned int device[GPUSLICE_SLICE_MAX_GPUS];
	u64 mem_limit[GPUSLICE_SLICE_MAX_GPUS];
};

/* A point-in-time copy of a slice, for replies. */
struct gs_slice_info {
	char name[GPUSLICE_SLICE_NAME_MAX];
	unsigned int nr_gpus;
	unsigned int device[GPUSLICE_SLICE_MAX_GPUS];
	struct gs_ledger ledger[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int open_files;
};

int gs_slice_create(const struct gs_slice_spec *spec,
		    struct netlink_ext_ack *extack);
int gs_slice_delete(const char *name, bool force,
		    struct netlink_ext_ack *extack);
int gs_slice_set_limits(const struct gs_slice_spec *spec,
			struct netlink_ext_ack *extack);
int gs_slice_get_info(const char *name, struct gs_slice_info *info);
int gs_slice_get_info_after(u64 *cursor, struct gs_slice_info *info,
			    unsigned int *generation);
unsigned int gs_slice_count(void);
void gs_slice_uninit(void);

#endif /* _GS_SLICE_H */
