/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_VERIFIER_H
#define _GS_VERIFIER_H

#include <linux/types.h>

struct file;
struct gs_nvos57;

#include "gpuslice_verifier.h"

int gs_verifier_pid_mem(unsigned int gpu, pid_t pid, u64 *bytes);
int gs_verifier_gpu_ident(unsigned int gpu, u32 *gpu_id, u32 *instance);
int gs_verifier_uvm_pageable(struct file *uvm, bool *pageable);
int gs_verifier_rm_share(struct file *ctl, const struct gs_nvos57 *a);
int gs_verifier_channels(unsigned int gpu, struct file *ctl, u32 hclient,
			 u32 hsubdev, bool disable, const u32 *handles,
			 unsigned int n);
int gs_verifier_gpumon(unsigned int gpu, u64 after,
		       struct gs_verifier_sample *samples, unsigned int *n);
void gs_verifier_init(void);
void gs_verifier_uninit(void);

#endif /* _GS_VERIFIER_H */
