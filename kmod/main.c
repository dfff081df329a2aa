// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice: per-container slices of NVIDIA GPUs.
 *
 * Only sequences the subsystems' init and exit. The netlink family is
 * registered last and unregistered first, so no request can reach a
 * subsystem that is not up or already gone.
 *
 * The files call each other in layers, each only the ones below it
 * (docs/design.md, "The kernel engine's layers"; scripts/kmod-graph draws
 * them, and style_test fails on a circle of more than two files):
 *
 *   main
 *   netlink                            the commands
 *   slice                              a slice's lifecycle
 *   forward                            the nodes' file operations
 *   ioctl                              a call's dispatch
 *   alloc, uvm                         allocations and charging; UVM
 *   view                               the slice's view of answers
 *   call                               the real driver, the sandbox
 *   share, controller                  sharing; compute
 *   gpuid, channels                    GPU numbers; channels
 *   charge                             the ledgers
 *   events, files, objects             events; a slice's open files; its
 *                                      RM objects
 *   node                               device nodes
 *   genl, registry, sandbox, verifier
 *   nvversion                          the driver's version, its table
 *   realdrv
 *
 * A lower file reaches a higher one only through a callback the higher
 * one registers at load, where the lower one must act on something the
 * higher one owns:
 * - genl.c calls the commands of netlink.c (gs_genl_init()): the family
 *   is below the commands that use it, and events.c sends through it too.
 * - registry.c calls slice.c's release when a slice's last reference goes
 *   (gs_slice_init()): every layer holds references, and what the slice's
 *   parts hold is torn down by the lifecycle that made them.
 * - node.c's files do what forward.c's file operations say (given by
 *   gs_node_init() below): the nodes know which files are theirs, the
 *   forwarding above them what those files do.
 * - channels.c asks share.c through which real ctl file a client was made
 *   (gs_share_init()), and tells controller.c when a slice's first channel
 *   on a GPU comes and its last goes (gs_controller_init()): share.c and
 *   the controller call down into channels.c, which must not call back.
 */

#include <linux/file.h>
#include <linux/module.h>
#include <net/genetlink.h>

#include "gpuslice.h"
#include "charge.h"
#include "controller.h"
#include "events.h"
#include "forward.h"
#include "netlink.h"
#include "nv_escape.h"
#include "node.h"
#include "nvversion.h"
#include "share.h"
#include "slice.h"
#include "verifier.h"

static int __init gs_mod_init(void)
{
	int ret;

	/* every call is read through them: before any file can open */
	if (!gs_nv_tables_init()) {
		pr_err("the ABI description's ioctl tables do not hold together: a fault of this build\n");
		return -EINVAL;
	}
	gs_verifier_init();
	gs_slice_init();
	gs_share_init();
	gs_controller_init();
	ret = gs_charge_init();
	if (ret < 0)
		goto err_charge;
	ret = gs_events_init();
	if (ret < 0)
		goto err_events;
	ret = gs_node_init(&gs_forward_fops);
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
	gs_nvversion_uninit();
	flush_delayed_fput();
}

module_init(gs_mod_init);
module_exit(gs_mod_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Per-container slices of NVIDIA GPUs");
MODULE_VERSION(GPUSLICE_VERSION);
MODULE_ALIAS_GENL_FAMILY(GPUSLICE_GENL_NAME);
