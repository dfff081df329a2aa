/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_DECOY_H
#define _GS_DECOY_H

struct file;

int gs_decoy_init(void);
void gs_decoy_uninit(void);
struct file *gs_decoy_create(struct file *real);
void gs_decoy_retire(struct file *decoy);

#endif /* _GS_DECOY_H */
