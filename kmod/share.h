/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_SHARE_H
#define _GS_SHARE_H

#include <linux/types.h>

#include "nv_abi_const.h"

struct file;
struct gs_file;
struct gs_nvos54;
struct gs_slice;
struct gs_uvm_cmd;

/* NV_ERR_INSUFFICIENT_PERMISSIONS: what RM answers a dup it refuses */
#define GS_NV_ERR_INSUFFICIENT_PERMISSIONS	GS_ABI_ERR_INSUFFICIENT_PERMISSIONS

struct file *gs_share_client_ctl(struct gs_slice *s, u32 hclient);
int gs_share_rm_share(struct gs_file *gf, struct file *real,
		      const void __user *uarg);
int gs_share_dup_begin(struct gs_file *gf, const void __user *uarg, u32 size);
int gs_share_check_control(struct gs_slice *s, const struct gs_nvos54 *c);
void gs_share_init(void);
int gs_share_check_uvm(struct gs_slice *s, const struct gs_uvm_cmd *c,
		       const void __user *uarg);

#endif /* _GS_SHARE_H */
