// SPDX-License-Identifier: GPL-2.0
/*
 * Test-only module: fails in the way its "mode" parameter names when it is
 * loaded, so the VM harness's tests can prove that a kernel oops, BUG or
 * WARN fails a run. Never built into or installed with gpuslice.
 */

#include <linux/bug.h>
#include <linux/module.h>
#include <linux/string.h>

/* No mapping backs this address: writing through it oopses. */
static int *unmapped = (int *)16;
static char *mode = "none";
module_param(mode, charp, 0444);
MODULE_PARM_DESC(mode, "none, warn, bug or oops");

static int __init gs_crashtest_init(void)
{
	if (!strcmp(mode, "warn"))
		WARN(1, "gs_crashtest: warning on request\n");
	else if (!strcmp(mode, "bug"))
		BUG();
	else if (!strcmp(mode, "oops"))
		WRITE_ONCE(*unmapped, 1);
	else if (strcmp(mode, "none"))
		return -EINVAL;
	return 0;
}

static void __exit gs_crashtest_exit(void)
{
}

module_init(gs_crashtest_init);
module_exit(gs_crashtest_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("gpuslice VM harness self-test: crashes on request");
MODULE_INFO(test, "Y");
