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
 * For the tests of gpuslice's refusal of drivers it has no table for, the
 * "facts" parameter (test only) names the supported version whose table
 * nvsim answers with while it reports "version" as given, any version
 * string (600.10.01, 530.41.03, 550.40.07): the refusal is of the version
 * reported, and what is refused must still be a driver that works.
 *
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

static char *facts;
module_param(facts, charp, 0444);
MODULE_PARM_DESC(facts,
		 "test only: answer with the facts of this supported version while reporting version as given");

const struct gs_abi *nvsim_abi;
const char *nvsim_version;

/*
 * The table nvsim answers with: that of "facts" when given, while "version"
 * is reported as given (a version string, of any branch), else that of
 * "version". NULL, said with the supported list, for neither.
 */
static const struct gs_abi *find_table(void)
{
	const char *want = facts ? facts : version;
	const struct gs_abi *abi;
	enum gs_abi_match match;
	char supported[256];
	u32 key;

	if (facts && !gs_abi_parse(version, &key)) {
		pr_err("version=%s is not a driver version string\n", version);
		return NULL;
	}
	abi = gs_abi_find(want, &match);
	if (!abi) {
		gs_abi_supported(supported, sizeof(supported));
		pr_err("%s=%s is not a supported NVIDIA driver version; supported: %s\n",
		       facts ? "facts" : "version", want, supported);
		return NULL;
	}
	if (facts)
		pr_info("version=%s: answering with the facts of %s (facts=%s, a test of version refusal)\n",
			version, abi->version, facts);
	else if (match == GS_ABI_BRANCH)
		pr_info("version=%s: not a version the description lists; answering with the facts of %s, of its branch\n",
			version, abi->version);
	return abi;
}

/**
 * nvsim_version_init() - take the version and facts parameters
 *
 * Return: 0, or -EINVAL for a version the description has no table for
 * (and no facts= naming one), after saying so with the supported list.
 */
int nvsim_version_init(void)
{
	nvsim_abi = find_table();
	if (!nvsim_abi)
		return -EINVAL;
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
