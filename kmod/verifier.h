/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_VERIFIER_H
#define _GS_VERIFIER_H

#include <linux/types.h>

struct file;
struct gs_nvos57;

/* GPUs by minor whose identity the verifier keeps: NV_MAX_DEVICES */
#define GS_VERIFIER_MAX_GPUS	32

int gs_verifier_pid_mem(unsigned int gpu, pid_t pid, u64 *bytes);
int gs_verifier_gpu_ident(unsigned int gpu, u32 *gpu_id, u32 *instance);
int gs_verifier_uvm_pageable(struct file *uvm, bool *pageable);
int gs_verifier_rm_share(struct file *ctl, const struct gs_nvos57 *a,
			 u32 *rm_status);
void gs_verifier_uninit(void);

#endif /* _GS_VERIFIER_H */
