// SPDX-License-Identifier: GPL-2.0
/*
 * The "gpuslice" generic-netlink family: the configuration interface.
 * uapi/gpuslice.h is the contract; this file implements it.
 */

#include <linux/string.h>
#include <net/genetlink.h>

#include "gpuslice.h"
#include "netlink.h"
#include "realdrv.h"
#include "slice.h"

static struct genl_family gs_genl_family;

static int gs_get_status(struct sk_buff *skb, struct genl_info *info)
{
	struct sk_buff *msg;
	void *hdr;
	int ret;

	msg = genlmsg_new(nla_total_size(sizeof(GPUSLICE_VERSION)) +
			  2 * nla_total_size(sizeof(u32)), GFP_KERNEL);
	if (!msg)
		return -ENOMEM;

	ret = -EMSGSIZE;
	hdr = genlmsg_put_reply(msg, info, &gs_genl_family, 0,
				GPUSLICE_CMD_GET_STATUS);
	if (!hdr)
		goto err;
	if (nla_put_string(msg, GPUSLICE_A_STATUS_VERSION, GPUSLICE_VERSION) ||
	    nla_put_u32(msg, GPUSLICE_A_STATUS_GPUS, gs_realdrv_gpu_count()) ||
	    nla_put_u32(msg, GPUSLICE_A_STATUS_SLICES, gs_slice_count()))
		goto err;
	genlmsg_end(msg, hdr);
	return genlmsg_reply(msg, info);

err:
	nlmsg_free(msg);
	return ret;
}

/*
 * No op has a policy yet: none takes attributes, and with resv_start_op
 * left at 0 the core then rejects every attribute a request carries.
 * State-changing ops must carry GENL_ADMIN_PERM (uapi/gpuslice.h).
 */
static const struct genl_ops gs_genl_ops[] = {
	{
		.cmd = GPUSLICE_CMD_GET_STATUS,
		.doit = gs_get_status,
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
};

int __init gs_genl_init(void)
{
	return genl_register_family(&gs_genl_family);
}

void gs_genl_uninit(void)
{
	genl_unregister_family(&gs_genl_family);
}
