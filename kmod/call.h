/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CALL_H
#define _GS_CALL_H

#include <linux/types.h>

#include "nv_abi.h"
#include "nv_escape.h"

struct file;
struct gs_file;
struct gs_slice;

/*
 * A forwarded ioctl, decoded once by ioctl.c for the handlers it
 * dispatches to.
 * @gf: the caller's file; @slice: its slice
 * @abi: the ABI of the real driver's version (the file's)
 * @real: the real driver's file, valid for the call (forward.c)
 * @cmd: the request number as it came
 * @arg: the argument as it came, native or compat, for the real driver
 * @uarg: the argument as a user pointer (a compat one resolved)
 * @compat: a 32-bit caller's call
 * @size: the bytes of the argument: _IOC_SIZE(@cmd) for an escape, the
 *	command's own for UVM
 * @esc: the escape's entry of the core's table, or NULL (a UVM call)
 * @uvm: the UVM command's entry of the core's table, or NULL (an escape)
 */
struct gs_call {
	struct gs_file *gf;
	struct gs_slice *slice;
	const struct gs_abi *abi;
	struct file *real;
	unsigned int cmd;
	unsigned long arg;
	void __user *uarg;
	bool compat;
	u32 size;
	const struct gs_nv_escape *esc;
	const struct gs_uvm_cmd *uvm;
};

long gs_call_real(const struct gs_call *c);
long gs_call_answer(const struct gs_call *c, u32 at, u32 status);
long gs_call_refuse(const struct gs_call *c, u32 status);
bool gs_call_rm_ok(const struct gs_call *c);
long gs_call_sandboxed(const struct gs_call *c,
		       const struct gs_nv_fd_field *fd, bool gpus);

#endif /* _GS_CALL_H */
