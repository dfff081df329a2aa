// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim module init and exit only: the driver version, the framebuffer
 * model, the execution engine, the device files (nvidia, then nvidia-uvm)
 * and debugfs, in that order, torn down in reverse.
 */

#include <linux/module.h>

#include "nvsim.h"
#include "rm.h"

unsigned int nvsim_param_gpus = 1;
module_param_named(gpus, nvsim_param_gpus, uint, 0444);
MODULE_PARM_DESC(gpus, "number of simulated GPUs, /dev/nvidia0..N-1 (1-32)");

/* nvsim's own: an H100 80GB HBM3 as the traces saw it (docs/nvidia-abi.md 4). */
static unsigned long long fb_ram_kib = 83516416;
module_param(fb_ram_kib, ullong, 0444);
MODULE_PARM_DESC(fb_ram_kib, "per-GPU framebuffer (TOTAL_RAM_SIZE), KiB");

static unsigned long long fb_heap_kib = 83024896;
module_param(fb_heap_kib, ullong, 0444);
MODULE_PARM_DESC(fb_heap_kib, "per-GPU RM heap (HEAP_SIZE), KiB, <= fb_ram_kib");

/*
 * RM numbers its devices in the order GPUs attach (first opened), not by
 * minor: a client must learn the mapping (GET_ID_INFO), and with this set
 * one that assumes instance == minor goes wrong (ctrl_gpu.c).
 */
static bool reverse_instances;
module_param(reverse_instances, bool, 0444);
MODULE_PARM_DESC(reverse_instances,
		 "GPU N is RM device instance gpus-1-N instead of N");

/* The traced H100 host had no HMM (uvm_api.c, PAGEABLE_MEM_ACCESS). */
bool nvsim_param_hmm;
module_param_named(hmm, nvsim_param_hmm, bool, 0444);
MODULE_PARM_DESC(hmm, "nvidia-uvm has HMM enabled system-wide");

static int __init nvsim_init(void)
{
	int ret;

	if (nvsim_param_gpus < 1 || nvsim_param_gpus > NVSIM_MAX_GPUS)
		return -EINVAL;
	nvsim_gpu_count = nvsim_param_gpus;
	if (!nvsim_controls_sorted())
		return -EINVAL;
	ret = nvsim_version_init();
	if (ret)
		return ret;

	ret = nvsim_fb_init(fb_ram_kib, fb_heap_kib, reverse_instances);
	if (ret)
		goto err_fb;
	ret = nvsim_engine_init();
	if (ret)
		goto err_engine;
	ret = nvsim_dev_init();
	if (ret)
		goto err_dev;
	ret = nvsim_uvm_init();
	if (ret)
		goto err_uvm;
	ret = nvsim_debugfs_init();
	if (ret)
		goto err_debugfs;
	pr_info("%u simulated GPU(s), driver %s\n", nvsim_gpu_count,
		nvsim_version);
	return 0;

err_debugfs:
	nvsim_uvm_exit();
err_uvm:
	nvsim_dev_exit();
err_dev:
	nvsim_engine_exit();
err_engine:
	nvsim_fb_exit();
err_fb:
	nvsim_version_exit();
	return ret;
}

static void __exit nvsim_exit(void)
{
	nvsim_debugfs_exit();
	nvsim_uvm_exit();
	nvsim_dev_exit();
	nvsim_engine_exit();
	nvsim_fb_exit();
	nvsim_version_exit();
}

module_init(nvsim_init);
module_exit(nvsim_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Simulated NVIDIA driver (RM) for gpuslice tests");
MODULE_INFO(test, "Y");
