// SPDX-License-Identifier: GPL-2.0
/*
 * The real NVIDIA driver, as gpuslice finds it.
 *
 * nvidia.ko creates no device nodes itself (nvidia-modprobe or the
 * administrator makes them), so the GPUs a driver exposes to user space are
 * the ones with a /dev/nvidiaN node. Paths are resolved from the initial
 * mount namespace's root, never the caller's: a request may come from a
 * process whose /dev is a container's.
 */

#include <linux/file.h>
#include <linux/fs.h>
#include <linux/fs_struct.h>
#include <linux/path.h>
#include <linux/sched/task.h>

#include "realdrv.h"

/* Returns whether @name is the character node GS_NV_MAJOR:@minor. */
static bool nv_node_present(const char *name, unsigned int minor)
{
	struct inode *inode;
	bool present;
	struct path root;
	struct file *f;

	get_fs_root(init_task.fs, &root);
	/* O_PATH: look the node up without opening the device behind it. */
	f = file_open_root(&root, name, O_PATH, 0);
	path_put(&root);
	if (IS_ERR(f))
		return false;
	inode = file_inode(f);
	present = S_ISCHR(inode->i_mode) && imajor(inode) == GS_NV_MAJOR &&
		  iminor(inode) == minor;
	fput(f);
	return present;
}

/*
 * Counts /dev/nvidia0, /dev/nvidia1, ... up to the first missing one; 0 when
 * there is no /dev/nvidiactl, i.e. no driver to forward to.
 */
unsigned int gs_realdrv_gpu_count(void)
{
	char name[sizeof("/dev/nvidia") + 3];
	unsigned int n;

	if (!nv_node_present("/dev/nvidiactl", GS_NV_CTL_MINOR))
		return 0;
	for (n = 0; n < GS_NV_MAX_GPUS; n++) {
		snprintf(name, sizeof(name), "/dev/nvidia%u", n);
		if (!nv_node_present(name, n))
			break;
	}
	return n;
}
