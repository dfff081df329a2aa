/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Copies from and to the program's own memory that fail instead of
 * faulting: ioctl arguments are the program's pointers, and a bad one
 * must get the driver's EFAULT, not a crash in this library.
 */
#ifndef _GS_PRELOAD_MEM_H
#define _GS_PRELOAD_MEM_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Copies up to @len bytes at @src; returns how many were readable. */
size_t gs_mem_read(void *dst, const void *src, size_t len);

/* Copies @len bytes to @dst; returns whether all were written. */
bool gs_mem_write(void *dst, const void *src, size_t len);

/* In a child after fork(): it has a pid of its own. */
void gs_mem_forked(void);

#endif /* _GS_PRELOAD_MEM_H */
