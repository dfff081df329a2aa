/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Trace recording (GPUSLICE_TRACE): every open, close, mmap and ioctl of
 * the driver's nodes, with the argument bytes before and after, in the
 * format of the H100 traces (tests/fixtures/README.md), which
 * gpuslice-replay reads.
 */
#ifndef _GS_PRELOAD_TRACE_H
#define _GS_PRELOAD_TRACE_H

#include <stdbool.h>
#include <sys/types.h>

#include "fdtab.h"
#include "nv_abi.h"

/* Starts recording into @path; returns 0 or a negative errno. */
int gs_trace_start(const char *path);

/* Whether a trace is being recorded. */
bool gs_trace_on(void);

void gs_trace_open(int fd, const struct gs_fd *f);
void gs_trace_close(int fd, const struct gs_fd *f);
void gs_trace_mmap(int fd, const struct gs_fd *f, size_t len, int prot,
		   int flags, off_t off, void *addr);
void gs_trace_driver(const char *version, const char *table,
		     const char *match);
void gs_trace_mark(const char *name);

/**
 * struct gs_trace_call - an ioctl being recorded
 * @pre: the argument as the program passed it
 * @len: bytes of @pre (what was readable of the argument's size)
 * @size: the size the record states
 * @sub: the params buffer of RM_CONTROL and RM_ALLOC, as passed
 * @sub_ptr: where it is
 * @sub_len: bytes of @sub; no sub record when @sub is NULL
 */
struct gs_trace_call {
	unsigned char *pre;
	size_t len;
	size_t size;
	unsigned char *sub;
	u64 sub_ptr;
	size_t sub_len;
};

/* Before the call: takes the argument bytes, laid out as @abi has them. */
void gs_trace_ioctl_begin(struct gs_trace_call *t, const struct gs_abi *abi,
			  const struct gs_fd *f, unsigned long req, void *arg);

/* After it: writes the record. */
void gs_trace_ioctl_end(struct gs_trace_call *t, int fd,
			const struct gs_fd *f, unsigned long req, void *arg,
			int ret, int err);

#endif /* _GS_PRELOAD_TRACE_H */
