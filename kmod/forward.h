/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_FORWARD_H
#define _GS_FORWARD_H

#include <linux/fs.h>

struct gs_slice;
struct gs_slice_info;

extern const struct file_operations gs_forward_fops;

void gs_forward_revoke(struct gs_slice *s);
void gs_forward_collect_pids(struct gs_slice *s, struct gs_slice_info *info);

#endif /* _GS_FORWARD_H */
