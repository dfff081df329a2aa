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
#include <linux/module.h>
#include <linux/path.h>
#include <linux/string.h>
#include <linux/sched/task.h>

#include "realdrv.h"

/*
 * Opens @name from the initial mount namespace's root, for the caller: its
 * credentials must grant the access @flags ask for by the node's mode, but
 * its device cgroup is not asked. A container's device cgroup grants it
 * its slice's nodes and never the real driver's (which it must not open
 * itself), while gpuslice opens the real one behind each slice node it
 * opens: an open through the path asks the caller's device cgroup, and
 * podman's refused it (EPERM). So the node is found by an O_PATH open,
 * which checks nothing of the node's, its mode checked for the caller
 * (generic_permission(): DAC, no cgroup), and the file opened on that path
 * by dentry_open(), which checks nothing more but the LSM's.
 */
static struct file *open_from_init_root(const char *name, unsigned int flags)
{
	struct file *node, *f;
	int mask = MAY_OPEN;
	struct path root;
	int ret;

	get_fs_root(init_task.fs, &root);
	node = file_open_root(&root, name, O_PATH, 0);
	path_put(&root);
	if (IS_ERR(node) || (flags & O_PATH))
		return node;
	if ((flags & O_ACCMODE) != O_WRONLY)
		mask |= MAY_READ;
	if ((flags & O_ACCMODE) != O_RDONLY)
		mask |= MAY_WRITE;
	ret = generic_permission(&init_user_ns, file_inode(node), mask);
	f = ret ? ERR_PTR(ret) : dentry_open(&node->f_path, flags, current_cred());
	fput(node);
	return f;
}

/*
 * Whether @f is the character node GS_NV_MAJOR:@minor, or any character
 * node for @minor < 0 (nvidia-uvm's major is dynamic).
 */
static bool is_nv_node(struct file *f, int minor)
{
	struct inode *inode = file_inode(f);

	if (!S_ISCHR(inode->i_mode))
		return false;
	return minor < 0 || (imajor(inode) == GS_NV_MAJOR &&
			     iminor(inode) == minor);
}

/* Returns whether @name is the character node GS_NV_MAJOR:@minor. */
static bool nv_node_present(const char *name, unsigned int minor)
{
	bool present;
	struct file *f;

	/* O_PATH: look the node up without opening the device behind it. */
	f = open_from_init_root(name, O_PATH);
	if (IS_ERR(f))
		return false;
	present = is_nv_node(f, minor);
	fput(f);
	return present;
}

/*
 * Opens the real driver's node for a slice's node of @kind (@device: the
 * real GPU of a GPU node) with the opener's credentials and the open mode
 * and O_NONBLOCK of @flags. A node that is not what the real driver's
 * would be is refused with ENXIO rather than opened.
 */
struct file *gs_realdrv_open(enum gs_nv_node kind, unsigned int device,
			     unsigned int flags)
{
	char name[sizeof("/dev/nvidia-uvm-tools")];
	int minor = -1;
	struct file *f;

	switch (kind) {
	case GS_NV_NODE_CTL:
		strscpy(name, "/dev/nvidiactl", sizeof(name));
		minor = GS_NV_CTL_MINOR;
		break;
	case GS_NV_NODE_GPU:
		snprintf(name, sizeof(name), "/dev/nvidia%u", device);
		minor = device;
		break;
	case GS_NV_NODE_UVM:
		strscpy(name, "/dev/nvidia-uvm", sizeof(name));
		break;
	default:
		strscpy(name, "/dev/nvidia-uvm-tools", sizeof(name));
		break;
	}
	f = open_from_init_root(name, (flags & (O_ACCMODE | O_NONBLOCK)) |
					      O_LARGEFILE);
	if (IS_ERR(f))
		return f;
	if (!is_nv_node(f, minor)) {
		fput(f);
		return ERR_PTR(-ENXIO);
	}
	return f;
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
	/* the GPU minors nvidia.ko can hand out */
	for (n = 0; n < GS_NV_MAX_GPUS; n++) {
		snprintf(name, sizeof(name), "/dev/nvidia%u", n);
		if (!nv_node_present(name, n))
			break;
	}
	return n;
}

/**
 * gs_realdrv_version() - a real driver's file's version string
 * @real: a file gs_realdrv_open() opened
 *
 * nvidia.ko and nvidia-uvm.ko declare MODULE_VERSION(NV_VERSION_STRING), so
 * the version is the one of the module that owns @real's file operations,
 * the very driver the calls go to. @real holds that module, and with it
 * the string, for as long as it is open (docs/abi.md).
 *
 * Return: NVIDIA's version string, valid while @real is open, or NULL.
 */
const char *gs_realdrv_version(struct file *real)
{
	struct module *owner = real->f_op->owner;

	return owner ? owner->version : NULL;
}
