/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_IOCTL_H
#define _GS_IOCTL_H

#include <linux/types.h>

struct file;
struct gs_file;

long gs_ioctl(struct gs_file *gf, struct file *real, unsigned int cmd,
	      unsigned long arg, bool compat);

#endif /* _GS_IOCTL_H */
