/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_SLICE_H
#define _GS_SLICE_H

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/workqueue.h>

#include "compute.h"
#include "events.h"
#include "gpuslice.h"
#include "ledger.h"
#include "channels.h"
#include "node.h"
#include "objects.h"
#include "registry.h"
#include "sandbox.h"

/* A slice's nodes: nvidiactl, one per GPU, nvidia-uvm, nvidia-uvm-tools. */
#define GS_SLICE_MAX_NODES (GPUSLICE_SLICE_MAX_GPUS + 3)
/* Most processes a slice's info lists. */
#define GS_SLICE_INFO_MAX_PIDS 256

struct netlink_ext_ack;
struct pid;

/*
 * One slice's share of one real GPU. Each field is written by the one file
 * named beside it (issue 24), whatever reads it.
 */
struct gs_slice_gpu {
	unsigned int device;		/* real GPU number; slice.c, at creation */
	struct gs_ledger ledger;	/* charge.c; under gs_slice.lock */
	/*
	 * Of the ledger's bytes, those the driver counted for processes
	 * whose last file closed, until the next settle; charge.c, under
	 * gs_slice.lock.
	 */
	u64 departed;
	/*
	 * slice.c; changed under gs_slices_lock and gs_slice.lock, read
	 * under either (the controller is told of changes, compute.c).
	 */
	struct gs_compute compute;
	/* its channels and the controller's view of them; channels.c */
	struct gs_slice_chans chans;
};

/* A slice's labels (uapi/gpuslice.h): "KEY=VALUE" each, as given. */
struct gs_slice_labels {
	unsigned int nr;
	char label[GPUSLICE_SLICE_MAX_LABELS][GPUSLICE_LABEL_MAX];
};

/*
 * A slice. Freed after an RCU grace period, because opens find it through
 * their node without holding a reference yet (node.c). Each field is
 * written by the one file named beside it (issue 24), whatever reads it;
 * calling a file's functions is how another changes what it owns.
 */
struct gs_slice {
	struct kref ref;		/* registry.c: gs_slice_get(), _put() */
	struct rcu_head rcu;		/* registry.c */
	/*
	 * In gs_slices, in creation order; registry.c, under
	 * gs_slices_lock.
	 */
	struct list_head list;
	u64 id;				/* creation number; registry.c */
	/* slice.c, at creation: immutable after */
	char name[GPUSLICE_SLICE_NAME_MAX];
	unsigned int nr_gpus;
	/* node.c; created and destroyed under gs_slices_lock */
	unsigned int nr_nodes;
	struct gs_node node[GS_SLICE_MAX_NODES];
	/*
	 * charge.c. Serialises audits of the processes' charges with each
	 * other and with changes of procs. Taken inside gs_slices_lock,
	 * outside lock.
	 */
	struct mutex audit_lock;
	struct delayed_work audit_work;	/* audits after calls; charge.c */
	/*
	 * charge.c: the frees and closes that may move a block's ownership
	 * between processes, in flight and begun (gs_charge_moving()), which
	 * an audit's readings must not straddle; and how many settles in a
	 * row put off their readings for one, under audit_lock.
	 */
	atomic_t moves_in_flight;
	atomic_t moves_begun;
	unsigned int put_off;
	struct gs_events_denied denied;	/* refusals to tell; events.c */
	/*
	 * slice.c. Guards every ledger of gpu[], labels, files, nr_files,
	 * procs and dead. Taken inside gs_slices_lock.
	 */
	spinlock_t lock;
	struct gs_slice_gpu gpu[GPUSLICE_SLICE_MAX_GPUS];
	/* slice.c; changed under gs_slices_lock and lock */
	struct gs_slice_labels labels;
	/* its open files (struct gs_file) and how many; files.c, under lock */
	struct list_head files;
	unsigned int nr_files;
	/* Their processes; charge.c, changed under audit_lock and lock. */
	struct list_head procs;
	/* revoked by forced deletion; forward.c, under lock */
	bool dead;
	/* the RM objects made through its files; objects.c, under objs.lock */
	struct gs_slice_objs objs;
	/* where its calls meet the driver's own files; sandbox.c */
	struct gs_sandbox sandbox;
};

/* What a request gives of a GPU's settings (gs_slice_gpu_spec.given) */
#define GS_SPEC_MEM		BIT(0)
#define GS_SPEC_LIMIT		BIT(1)
#define GS_SPEC_REQUEST		BIT(2)
#define GS_SPEC_WEIGHT		BIT(3)
#define GS_SPEC_PRIORITY	BIT(4)

/*
 * One GPU of a request: the real GPU, and the settings the request gives
 * (@given), in range (the netlink policies say so); the others are
 * defaults for a new slice and left as they are by SET_SLICE.
 */
struct gs_slice_gpu_spec {
	unsigned int device;
	u32 given;
	u64 mem_limit;
	struct gs_compute compute;
};

/*
 * A slice's name, GPUs and labels: what a new slice is made of, or what to
 * set. The labels point into the request, valid (core/slice_label.c); a
 * SET_SLICE without them (!@labels_given) leaves the slice's as they are.
 */
struct gs_slice_spec {
	const char *name;
	unsigned int nr_gpus;
	struct gs_slice_gpu_spec gpu[GPUSLICE_SLICE_MAX_GPUS];
	bool labels_given;
	unsigned int nr_labels;
	const char *label[GPUSLICE_SLICE_MAX_LABELS];
};

/* What the controller reports of a slice's share of a GPU (compute.c) */
struct gs_compute_report {
	u32 target;		/* basis points */
	u32 share;		/* basis points, over the last second */
	u64 busy_us;		/* since the slice was created */
};

/* Processes with open files of a slice, as pids of the caller's namespace. */
struct gs_pid_list {
	unsigned int nr;
	pid_t pids[GS_SLICE_INFO_MAX_PIDS];
};

/* What a process of a slice is charged on each of its GPUs (charge.c). */
struct gs_proc_mem {
	pid_t pid;		/* in the caller's pid namespace */
	u64 bytes[GPUSLICE_SLICE_MAX_GPUS];
};

/* A point-in-time copy of a slice, for replies; gs_slice_info_alloc(). */
struct gs_slice_info {
	char name[GPUSLICE_SLICE_NAME_MAX];
	struct gs_slice_labels labels;
	unsigned int nr_gpus;
	unsigned int device[GPUSLICE_SLICE_MAX_GPUS];
	struct gs_ledger ledger[GPUSLICE_SLICE_MAX_GPUS];
	struct gs_compute compute[GPUSLICE_SLICE_MAX_GPUS];
	struct gs_compute_report report[GPUSLICE_SLICE_MAX_GPUS];
	unsigned int open_files;
	struct gs_pid_list procs;
	unsigned int nr_proc_mem;
	struct gs_proc_mem proc_mem[GS_SLICE_INFO_MAX_PIDS];
};

/*
 * It is some 40 KiB: freed with kvfree(). Its callers answer a request
 * that cannot have it with -ENOMEM, so a failure is the requester's to
 * see, not a warning with a stack in the kernel's log (vmalloc's).
 */
static inline struct gs_slice_info *gs_slice_info_alloc(void)
{
	return kvmalloc(sizeof(struct gs_slice_info),
			GFP_KERNEL | __GFP_NOWARN);
}

int gs_slice_create(const struct gs_slice_spec *spec,
		    struct gs_slice_info *info,
		    struct netlink_ext_ack *extack);
int gs_slice_delete(const char *name, bool force, unsigned int *revoked,
		    struct netlink_ext_ack *extack);
int gs_slice_set(const struct gs_slice_spec *spec, struct gs_slice_info *info,
		 struct netlink_ext_ack *extack);
int gs_slice_get_info(const char *name, struct gs_slice_info *info);
int gs_slice_get_info_after(u64 *cursor, struct gs_slice_info *info,
			    unsigned int *generation);
void gs_slice_init(void);
void gs_slice_uninit(void);

#endif /* _GS_SLICE_H */
