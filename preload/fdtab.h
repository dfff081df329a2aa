/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which file descriptors of the process name NVIDIA device files, and
 * which: the user-space engine looks at every ioctl and mmap, and must
 * tell in a few instructions whether a call is one of the driver's.
 */
#ifndef _GS_PRELOAD_FDTAB_H
#define _GS_PRELOAD_FDTAB_H

#include <stdbool.h>
#include <sys/types.h>

#include "gs_types.h"
#include "nv_escape.h"

/* NVIDIA's nodes plus the capability nodes, which are only recorded. */
enum gs_fd_kind {
	GS_FD_NONE,
	GS_FD_CTL,		/* /dev/nvidiactl, 195:255 */
	GS_FD_GPU,		/* /dev/nvidiaN, 195:N */
	GS_FD_UVM,		/* /dev/nvidia-uvm */
	GS_FD_UVM_TOOLS,	/* /dev/nvidia-uvm-tools */
	GS_FD_CAPS,		/* /dev/nvidia-caps/nvidia-capN */
};

/**
 * struct gs_fd - what an fd names
 * @kind: enum gs_fd_kind
 * @minor: the node's minor (the GPU's N for GS_FD_GPU)
 * @file: the open file it names: the same for every dup of one open
 *	(the driver frees a ctl file's clients when the last goes), 0 when
 *	the fd is above the table and so untracked
 */
struct gs_fd {
	unsigned int kind;
	unsigned int minor;
	u64 file;
};

/* The fds the table holds; higher ones are looked at on every call. */
#define GS_FDTAB_SIZE	65536

/* Reads /proc/devices for nvidia-uvm's and nvidia-caps' majors. */
void gs_fdtab_init(void);

/*
 * What @fd names, from what fstat() says of it now, as a fresh open
 * (a new @file); false, and nothing recorded, if it is no NVIDIA node.
 * @path is the path it was opened by, or NULL.
 */
bool gs_fd_classify(int fd, const char *path, struct gs_fd *f);

/* Records @f for @fd (a new open or a dup). */
void gs_fdtab_set(int fd, const struct gs_fd *f);

/* What @fd names, if the table says it is an NVIDIA node. */
bool gs_fdtab_get(int fd, struct gs_fd *f);

/*
 * Forgets @fd. Returns whether it was the last fd of its open file in
 * the table (@f gets what it named), false for an untracked fd.
 */
bool gs_fdtab_clear(int fd, struct gs_fd *f);

/*
 * The library's own calls on the program's fds (the compute thread's)
 * hold this lock from finding an fd until the call returns, and closing
 * an fd of the table holds it from forgetting the fd until it is closed:
 * so no such call ever lands on a number the program has since reused.
 */
void gs_fdtab_lock(void);
void gs_fdtab_unlock(void);

/* An fd of open file @file, or -1; gs_fdtab_lock() held. */
int gs_fdtab_find(u64 file);

/* In a child after fork(): no other thread holds the lock. */
void gs_fdtab_forked(void);

/* Tracks the NVIDIA nodes already open (inherited across exec). */
unsigned int gs_fdtab_scan(void);

/* The canonical /dev path of @f, for trace records. */
void gs_fd_path(const struct gs_fd *f, char *buf, size_t len);

/* The core's node kind of @f (GS_NV_NODE_NR for the capability nodes). */
enum gs_nv_node gs_fd_node(const struct gs_fd *f);

#endif /* _GS_PRELOAD_FDTAB_H */
