/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The fuzzer's corpus: the records of ioctl traces recorded on the H100
 * (tests/fixtures, format in its README.md), read
 * into memory once, before any worker starts. Read-only afterwards, so
 * every thread and forked process shares it without locks.
 */
#ifndef _FUZZ_CORPUS_H
#define _FUZZ_CORPUS_H

#include <stddef.h>
#include <stdint.h>

#include "nv_escape.h"

enum fz_rec_kind {
	FZ_OPEN,
	FZ_CLOSE,
	FZ_MMAP,
	FZ_IOCTL,
	FZ_SKIP,	/* an ioctl whose argument was not recorded */
};

/**
 * struct fz_rec - one record of a trace
 * @kind: enum fz_rec_kind
 * @node: the device file it names (enum gs_nv_node)
 * @tfd: the recording's fd
 * @req: FZ_IOCTL: the request
 * @len: FZ_MMAP: the length mapped
 * @prot: FZ_MMAP: its protection
 * @size: FZ_IOCTL: bytes at @arg
 * @arg: FZ_IOCTL: the argument before the call
 * @post: FZ_IOCTL: the argument after it (for handles RM chose)
 * @sub_size: bytes at @sub, 0 for none
 * @sub: RM_CONTROL's and RM_ALLOC's parameters before the call
 */
struct fz_rec {
	uint8_t kind;
	uint8_t node;
	int tfd;
	uint32_t req;
	uint64_t len;
	int prot;
	uint32_t size;
	uint8_t *arg;
	uint8_t *post;
	uint32_t sub_size;
	uint8_t *sub;
};

/* One trace: its records in order. */
struct fz_trace {
	const char *name;
	struct fz_rec *recs;
	size_t count;
};

/*
 * Reads the trace at @path (gzip-compressed when it ends in .gz) into @t.
 * Records of files other than the NVIDIA nodes are left out. Returns 0, or
 * -1 after printing why to stderr.
 */
int fz_trace_load(struct fz_trace *t, const char *path);

#endif /* _FUZZ_CORPUS_H */
