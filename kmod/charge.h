/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_CHARGE_H
#define _GS_CHARGE_H

#include <linux/fs.h>

struct gs_proc;
struct gs_proc_mem;
struct gs_slice;
struct gs_slice_spec;
struct mm_struct;
struct pid;

/*
 * An allocating call: the framebuffer it asks for, where known, and what
 * RM keeps for the object it makes (core/nv_charge.h): no count of the
 * driver's shows that, so it stays charged, apart from the process's
 * audited bytes, until the object goes (channels.c).
 */
struct gs_charge_call {
	/*
	 * The slice's GPU number; negative for an allocation gpuslice
	 * cannot place, charged on every GPU of the slice (the core's rule,
	 * gs_ledger_charge_each(), the user-space engine's too) until the
	 * audit finds it in the driver's count of its own GPU (the
	 * user-space engine, which has no such count, keeps it on every
	 * GPU until it is freed).
	 */
	int gpu;
	u64 bytes;		/* after the driver's rounding; 0: unknown */
	u64 kept;		/* RM's own for the object made */
	bool frees;		/* the call can free memory */
};

struct gs_proc *gs_charge_open(struct gs_slice *s, struct pid *tgid,
			       const struct file_operations *uvm_fop);
void gs_charge_close(struct gs_slice *s, struct gs_proc *p, bool uvm);
const struct gs_slice *gs_charge_slice_of(struct pid *tgid);
int gs_charge_begin(struct gs_slice *s, struct gs_proc *p,
		    const struct gs_charge_call *c);
void gs_charge_end(struct gs_slice *s, struct gs_proc *p,
		   const struct gs_charge_call *c, bool done);
int gs_charge_map(struct gs_slice *s, struct gs_proc *p, struct mm_struct *mm,
		  u64 bytes);
void gs_charge_unkeep(struct gs_slice *s, unsigned int gpu, u64 bytes);
void gs_charge_unkeep_gone(struct gs_slice *s, struct pid *tgid,
			   unsigned int gpu, u64 bytes, bool closed);
void gs_charge_settle(struct gs_slice *s);
unsigned int gs_charge_collect(struct gs_slice *s, struct gs_proc_mem *mem,
			       unsigned int max);
void gs_charge_flush(struct gs_slice *s, struct gs_proc *p);
void gs_charge_moving(struct gs_slice *s);
void gs_charge_moved(struct gs_slice *s);
void gs_charge_revoke(struct gs_slice *s);
void gs_charge_slice_init(struct gs_slice *s,
			  const struct gs_slice_spec *spec);
void gs_charge_set_limit(struct gs_slice *s, unsigned int gpu, u64 limit);
int gs_charge_init(void);
void gs_charge_uninit(void);

#endif /* _GS_CHARGE_H */
