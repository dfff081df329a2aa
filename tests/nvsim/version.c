// SPDX-License-Identifier: GPL-2.0
/*
 * The driver version nvsim answers as, the "version" module parameter: any
 * version the ABI description supports (core/nv_abi_versions.def), or
 * another release of a supported branch from the branch's span on, which
 * has the branch's facts (gs_abi_find()). Its table gives every size,
 * offset and rule nvsim uses; nvsim writes none of NVIDIA's numbers itself.
 *
 * The version string is what the driver says it is: CHECK_VERSION_STR
 * (escape.c), GET_BUILD_VERSION (ctrl_version.c) and the module's own version,
 * which nvidia.ko sets with MODULE_VERSION(NV_VERSION_STRING) and which
 * gpuslice.ko reads from the owner of the driver's file (docs/abi.md).
 * nvsim declares no MODULE_VERSION, so that no sysfs file can read the
 * pointer while it is set here, before any device exists. For the same
 * reason the module loader never frees it: it frees the version of the
 * modinfo attributes it made at load (free_modinfo_version), and with no
 * version then it made none. nvsim_version_exit() frees it.
 */

#include <linux/module.h>
#include <linux/slab.h>

#include "nvsim.h"

/* nvsim's default: the driver the H100 traces were recorded on */
static char *version = "580.159.04";
module_param(version, charp, 0444);
MODULE_PARM_DESC(version,
		 "driver version to answer as, one the ABI description supports (default 580.159.04)");

const struct gs_abi *nvsim_abi;
const char *nvsim_version;

/**
 * nvsim_version_init() - take the version parameter
 *
 * Return: 0, or -EINVAL for a version the description has no table for,
 * after saying so with the supported list.
 */
int nvsim_version_init(void)
{
	enum gs_abi_match match;
	char supported[256];

	nvsim_abi = gs_abi_find(version, &match);
	if (!nvsim_abi) {
		gs_abi_supported(supported, sizeof(supported));
		pr_err("version=%s is not a supported NVIDIA driver version; supported: %s\n",
		       version, supported);
		return -EINVAL;
	}
	if (match == GS_ABI_BRANCH)
		pr_info("version=%s: not a version the description lists; answering with the facts of %s, of its branch\n",
			version, nvsim_abi->version);
	THIS_MODULE->version = kstrdup(version, GFP_KERNEL);
	if (!THIS_MODULE->version)
		return -ENOMEM;
	nvsim_version = THIS_MODULE->version;
	return 0;
}

/* Frees the version string, once nothing can read it: no device is left. */
void nvsim_version_exit(void)
{
	kfree(THIS_MODULE->version);
	THIS_MODULE->version = NULL;
	nvsim_version = NULL;
}
