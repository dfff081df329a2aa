/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_VERIFIER_H
#define _GS_VERIFIER_H

#include <linux/types.h>

int gs_verifier_pid_mem(unsigned int gpu, pid_t pid, u64 *bytes);
void gs_verifier_uninit(void);

#endif /* _GS_VERIFIER_H */
