// SPDX-License-Identifier: GPL-2.0
/*
 * The "gpuslice" generic-netlink family: its registration, operations and
 * policies, the events group, and the helpers that put the family's
 * messages. uapi/gpuslice.h is the contract; the commands behind the
 * operations are netlink.c's, which registers them (gs_genl_init()).
 */

#include <net/genetlink.h>

#include "genl.h"

static struct genl_family gs_genl_family;

/*
 * The events group is for admins only: its messages name every slice and
 * its processes. A kernel without the flag that says so gets no group.
 */
#ifdef GENL_MCAST_CAP_NET_ADMIN
enum gs_genl_mcgrp { GS_MCGRP_EVENTS };

static const struct genl_multicast_group gs_genl_mcgrps[] = {
	[GS_MCGRP_EVENTS] = {
		.name = GPUSLICE_GENL_MCGRP_EVENTS,
		.flags = GENL_MCAST_CAP_NET_ADMIN,
	},
};

bool gs_genl_event_listened(void)
{
	return genl_has_listeners(&gs_genl_family, &init_net, GS_MCGRP_EVENTS);
}
#else
bool gs_genl_event_listened(void)
{
	return false;
}
#endif

/*
 * A message for event @cmd, its header in *@hdr, or NULL when nobody
 * listens (or there is no memory: an event is not worth failing for).
 * Sleeps.
 */
struct sk_buff *gs_genl_event_new(u8 cmd, void **hdr)
{
	struct sk_buff *msg;

	if (!gs_genl_event_listened())
		return NULL;
	msg = genlmsg_new(NLMSG_GOODSIZE, GFP_KERNEL);
	if (!msg)
		return NULL;
	*hdr = genlmsg_put(msg, 0, 0, &gs_genl_family, 0, cmd);
	if (!*hdr) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

/* Sends @msg, made by gs_genl_event_new(), to the events group. */
void gs_genl_event_send(struct sk_buff *msg, void *hdr)
{
	genlmsg_end(msg, hdr);
#ifdef GENL_MCAST_CAP_NET_ADMIN
	genlmsg_multicast(&gs_genl_family, msg, 0, GS_MCGRP_EVENTS,
			  GFP_KERNEL);
#else
	nlmsg_free(msg);
#endif
}

/* The header of the answer @cmd to the request @info, in @msg. */
void *gs_genl_reply_put(struct sk_buff *msg, struct genl_info *info, u8 cmd)
{
	return genlmsg_put_reply(msg, info, &gs_genl_family, 0, cmd);
}

/* The header of one message @cmd of the dump @cb, in @skb. */
void *gs_genl_dump_put(struct sk_buff *skb, struct netlink_callback *cb,
		       u8 cmd)
{
	return genlmsg_put(skb, NETLINK_CB(cb->skb).portid,
			   cb->nlh->nlmsg_seq, &gs_genl_family, NLM_F_MULTI,
			   cmd);
}

const struct nla_policy gs_gpu_policy[GPUSLICE_GPU_A_MAX + 1] = {
	[GPUSLICE_GPU_A_DEVICE]		= { .type = NLA_U32 },
	[GPUSLICE_GPU_A_MEM_LIMIT]	= NLA_POLICY_MIN(NLA_U64, 1),
	[GPUSLICE_GPU_A_COMPUTE_LIMIT]	= NLA_POLICY_RANGE(NLA_U32, 1,
						GPUSLICE_COMPUTE_LIMIT_MAX),
	[GPUSLICE_GPU_A_COMPUTE_REQUEST] = NLA_POLICY_MAX(NLA_U32,
						GPUSLICE_COMPUTE_LIMIT_MAX),
	[GPUSLICE_GPU_A_COMPUTE_WEIGHT]	= NLA_POLICY_RANGE(NLA_U32, 1,
						GPUSLICE_COMPUTE_WEIGHT_MAX),
	[GPUSLICE_GPU_A_COMPUTE_PRIORITY] = NLA_POLICY_MAX(NLA_U32,
						__GPUSLICE_PRIORITY_LAST - 1),
};

static const struct nla_policy gs_new_slice_policy[GPUSLICE_A_MAX + 1] = {
	/* Length and characters: gs_slice_name_valid(), with a clear message. */
	[GPUSLICE_A_SLICE_NAME]		= { .type = NLA_NUL_STRING },
	[GPUSLICE_A_SLICE_GPUS]		= NLA_POLICY_NESTED_ARRAY(gs_gpu_policy),
	/* Strings, each checked by the commands (netlink.c) */
	[GPUSLICE_A_SLICE_LABELS]	= { .type = NLA_NESTED },
};

static const struct nla_policy gs_del_slice_policy[GPUSLICE_A_MAX + 1] = {
	[GPUSLICE_A_SLICE_NAME]		= { .type = NLA_NUL_STRING },
	[GPUSLICE_A_SLICE_FLAGS]	= NLA_POLICY_MASK(NLA_U32,
							  __GPUSLICE_SLICE_F_ALL),
};

static const struct nla_policy gs_get_slice_policy[GPUSLICE_A_MAX + 1] = {
	[GPUSLICE_A_SLICE_NAME]		= { .type = NLA_NUL_STRING },
};

/*
 * Per-op policies with exact maxattr; resv_start_op left at 0 makes every
 * op strict: an attribute outside its op's policy is refused. Every op that
 * changes state carries GENL_ADMIN_PERM (uapi/gpuslice.h says why). The
 * handlers are the commands' (gs_genl_init()).
 */
enum gs_genl_op { GS_OP_STATUS, GS_OP_NEW, GS_OP_DEL, GS_OP_SET, GS_OP_GET };

static struct genl_ops gs_genl_ops[] __ro_after_init = {
	[GS_OP_STATUS] = {
		.cmd = GPUSLICE_CMD_GET_STATUS,
	},
	[GS_OP_NEW] = {
		.cmd = GPUSLICE_CMD_NEW_SLICE,
		.policy = gs_new_slice_policy,
		.maxattr = ARRAY_SIZE(gs_new_slice_policy) - 1,
		.flags = GENL_ADMIN_PERM,
	},
	[GS_OP_DEL] = {
		.cmd = GPUSLICE_CMD_DEL_SLICE,
		.policy = gs_del_slice_policy,
		.maxattr = ARRAY_SIZE(gs_del_slice_policy) - 1,
		.flags = GENL_ADMIN_PERM,
	},
	[GS_OP_SET] = {
		.cmd = GPUSLICE_CMD_SET_SLICE,
		.policy = gs_new_slice_policy,
		.maxattr = ARRAY_SIZE(gs_new_slice_policy) - 1,
		.flags = GENL_ADMIN_PERM,
	},
	[GS_OP_GET] = {
		.cmd = GPUSLICE_CMD_GET_SLICE,
		.policy = gs_get_slice_policy,
		.maxattr = ARRAY_SIZE(gs_get_slice_policy) - 1,
	},
};

static struct genl_family gs_genl_family __ro_after_init = {
	.name = GPUSLICE_GENL_NAME,
	.version = GPUSLICE_GENL_VERSION,
	.maxattr = GPUSLICE_A_MAX,
	.netnsok = false,
	.parallel_ops = true,
	.module = THIS_MODULE,
	.ops = gs_genl_ops,
	.n_ops = ARRAY_SIZE(gs_genl_ops),
#ifdef GENL_MCAST_CAP_NET_ADMIN
	.mcgrps = gs_genl_mcgrps,
	.n_mcgrps = ARRAY_SIZE(gs_genl_mcgrps),
#endif
};

/* Registers the family with the commands' handlers, @cmds. */
int __init gs_genl_init(const struct gs_genl_cmds *cmds)
{
	gs_genl_ops[GS_OP_STATUS].doit = cmds->get_status;
	gs_genl_ops[GS_OP_NEW].doit = cmds->new_slice;
	gs_genl_ops[GS_OP_DEL].doit = cmds->del_slice;
	gs_genl_ops[GS_OP_SET].doit = cmds->set_slice;
	gs_genl_ops[GS_OP_GET].doit = cmds->get_slice;
	gs_genl_ops[GS_OP_GET].dumpit = cmds->dump_slices;
	return genl_register_family(&gs_genl_family);
}

void gs_genl_uninit(void)
{
	genl_unregister_family(&gs_genl_family);
}
