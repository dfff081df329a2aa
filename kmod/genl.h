/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _GS_GENL_H
#define _GS_GENL_H

#include <net/genetlink.h>

#include "gpuslice.h"

/*
 * What the commands (netlink.c) do for each request of the family:
 * registered with gs_genl_init(), since the family sits below them.
 */
struct gs_genl_cmds {
	int (*get_status)(struct sk_buff *skb, struct genl_info *info);
	int (*new_slice)(struct sk_buff *skb, struct genl_info *info);
	int (*del_slice)(struct sk_buff *skb, struct genl_info *info);
	int (*set_slice)(struct sk_buff *skb, struct genl_info *info);
	int (*get_slice)(struct sk_buff *skb, struct genl_info *info);
	int (*dump_slices)(struct sk_buff *skb, struct netlink_callback *cb);
};

/* A GPU of NEW_SLICE and SET_SLICE: what a request may set, no more. */
extern const struct nla_policy gs_gpu_policy[GPUSLICE_GPU_A_MAX + 1];

void *gs_genl_reply_put(struct sk_buff *msg, struct genl_info *info, u8 cmd);
void *gs_genl_dump_put(struct sk_buff *skb, struct netlink_callback *cb,
		       u8 cmd);
bool gs_genl_event_listened(void);
struct sk_buff *gs_genl_event_new(u8 cmd, void **hdr);
void gs_genl_event_send(struct sk_buff *msg, void *hdr);
int gs_genl_init(const struct gs_genl_cmds *cmds);
void gs_genl_uninit(void);

#endif /* _GS_GENL_H */
