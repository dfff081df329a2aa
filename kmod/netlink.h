/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_NETLINK_H
#define _GS_NETLINK_H

#include <linux/types.h>

struct sk_buff;

bool gs_genl_event_listened(void);
struct sk_buff *gs_genl_event_new(u8 cmd, void **hdr);
void gs_genl_event_send(struct sk_buff *msg, void *hdr);
int gs_genl_init(void);
void gs_genl_uninit(void);

#endif /* _GS_NETLINK_H */
