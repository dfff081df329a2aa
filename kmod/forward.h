/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_FORWARD_H
#define _GS_FORWARD_H

#include <linux/fs.h>
#include <linux/list.h>
#include <linux/mutex.h>

#include "nv_abi.h"
#include "nv_escape.h"

struct gs_proc;
struct gs_slice;
struct pid;

/*
 * An open file of a slice's node.
 * @kind: the node's kind
 * @abi: the ABI table of the real driver's version (nvversion.c), set at open
 * @real: the real driver's file; set at open, cleared (and put) by
 *	revocation or release, under slice->lock
 * @tgid: the opener, the only process that may use the file
 * @proc: the opener's charges (charge.c)
 * @list: in slice->files (files.c), under slice->lock
 * @uvm_init: serialises UVM_INITIALIZE on a UVM file (uvm.c)
 * @uvm_ready: a UVM file's VA space is initialised and gives GPUs no
 *	access to pageable memory; set once, under @uvm_init
 * @closing: the task work that ends the file after its release
 *	(forward.c), which @closing_again says has run once
 */
struct gs_file {
	struct gs_slice *slice;
	enum gs_nv_node kind;
	const struct gs_abi *abi;
	struct file *real;
	struct pid *tgid;
	struct gs_proc *proc;
	struct list_head list;
	struct mutex uvm_init;
	bool uvm_ready;
	struct callback_head closing;
	bool closing_again;
};

extern const struct file_operations gs_forward_fops;

void gs_forward_revoke(struct gs_slice *s);

#endif /* _GS_FORWARD_H */
