// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice: per-container slices of NVIDIA GPUs.
 *
 * Only sequences the subsystems' init and exit. The netlink family is
 * registered last and unregistered first, so no request can reach a
 * subsystem that is not up or already gone.
 */

#include <linux/file.h>
#include <linux/module.h>
#include <net/genetlink.h>

#include "gpuslice.h"
#include "charge.h"
#include "controller.h"
#include "events.h"
#include "netlink.h"
#include "node.h"
#include "slice.h"
#include "verifier.h"

static int __init gs_mod_init(void)
{
	int ret;

	gs_verifier_init();
	gs_slice_init();
	ret = gs_charge_init();
	if (ret < 0)
		goto err_charge;
	ret = gs_events_init();
	if (ret < 0)
		goto err_events;
	ret = gs_node_init();
	if (ret < 0)
		goto err_node;
	ret = gs_netlink_init();
	if (ret < 0)
		goto err_netlink;

	pr_info("version %s loaded\n", GPUSLICE_VERSION);
	return 0;

err_netlink:
	gs_node_uninit();
err_node:
	gs_events_uninit();
err_events:
	gs_charge_uninit();
err_charge:
	return ret;
}

/*
 * Slices (and their nodes) go before the char device they live on. Last,
 * the real files our threads and workers let go of are closed: the final
 * fput of a kernel thread is deferred to a work item, and until it runs
 * the real driver's module would still be in use and could not be
 * unloaded right after us.
 */
static void __exit gs_mod_exit(void)
{
	gs_netlink_uninit();
	gs_controller_uninit();
	gs_slice_uninit();
	gs_node_uninit();
	gs_events_uninit();
	gs_charge_uninit();
	gs_verifier_uninit();
	flush_delayed_fput();
}

module_init(gs_mod_init);
module_exit(gs_mod_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Per-container slices of NVIDIA GPUs");
MODULE_VERSION(GPUSLICE_VERSION);
MODULE_ALIAS_GENL_FAMILY(GPUSLICE_GENL_NAME);
