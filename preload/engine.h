/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The user-space engine's decisions on the calls wrap.c hands it: the
 * same classification, charging, refusal and views as the kernel engine,
 * from the core, against the slice's shared ledger.
 */
#ifndef _GS_PRELOAD_ENGINE_H
#define _GS_PRELOAD_ENGINE_H

#include <stdbool.h>
#include <sys/types.h>

#include "config.h"
#include "fdtab.h"
#include "nv_abi.h"

/* The real ioctl(), which the engine forwards to. */
typedef int (*gs_ioctl_fn)(int fd, unsigned long req, ...);

/*
 * Starts the engine with configuration @c (kept); @fresh as for
 * gs_shm_attach(). Reports a bad configuration on stderr.
 */
void gs_engine_init(const struct gs_config *c, bool fresh);

/*
 * The ABI description's table for the driver in use, once the first call
 * found it (before, NULL): every call the engine decides on comes after.
 */
const struct gs_abi *gs_engine_abi(void);

/* Whether the engine has anything to do: a slice, a trace or an error. */
bool gs_engine_active(void);

/*
 * An NVIDIA node @f was opened as @fd: 0 to keep it, or the -errno to
 * fail the open with (after closing it) when the configuration is bad or
 * the slice's ledger cannot be used.
 */
int gs_engine_opened(int fd, const struct gs_fd *f);

/* @fd of @f was closed; @last: its open file's last fd. */
void gs_engine_closed(int fd, const struct gs_fd *f, bool last);

/* An ioctl on an NVIDIA node, answered as the driver would answer it. */
int gs_engine_ioctl(gs_ioctl_fn real, int fd, const struct gs_fd *f,
		    unsigned long req, void *arg);

/*
 * Before an mmap of @len bytes of @f: 0, or the -errno to fail it with
 * (-ENOMEM: managed memory beyond the slice's limit).
 */
int gs_engine_mmap_begin(int fd, const struct gs_fd *f, size_t len);

/* After it: @addr is the mapping, or MAP_FAILED. */
void gs_engine_mmap_end(int fd, const struct gs_fd *f, size_t len, int prot,
			int flags, off_t off, void *addr);

/* [@addr, @addr + @len) was unmapped, or mapped over with MAP_FIXED. */
void gs_engine_unmapped(void *addr, size_t len);

/* In a child after fork(). */
void gs_engine_forked(void);

#endif /* _GS_PRELOAD_ENGINE_H */
