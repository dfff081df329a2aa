// SPDX-License-Identifier: GPL-2.0
/*
 * Decoys: how the real driver gets its own files from a container without
 * the container ever holding one.
 *
 * nvidia.ko looks fds passed inside ioctl arguments up itself, in the
 * caller's fd table, and accepts a file whose inode is char 195:N, then
 * trusts its private_data (nv_get_file_private; nvidia-abi.md 2). A real
 * file installed there for the call would be visible to the caller's other
 * threads, which could dup it and talk to the driver directly. A decoy is
 * a file of gpuslice's own pseudo file system with a char inode of the real
 * file's number and the real file's private_data: the driver accepts it as
 * its own, while every file operation on it is gpuslice's and refused.
 * The decoy keeps the real file (and so its private data) alive for as long
 * as the driver holds it (REGISTER_FD keeps it until the GPU file closes).
 * After the call the decoy is retired: its inode number is cleared, so a
 * copy a racing thread took can never pass the driver's check again.
 */

#include <linux/file.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mount.h>
#include <linux/pseudo_fs.h>

#include "decoy.h"

#define GS_DECOY_MAGIC 0x67736463	/* "gsdc" */

static struct vfsmount *gs_decoy_mnt;

static int gs_decoy_release(struct inode *inode, struct file *file)
{
	fput(inode->i_private);
	return 0;
}

/* No operation of a decoy reaches anything: a copy of one is worthless. */
static const struct file_operations gs_decoy_fops = {
	.owner = THIS_MODULE,
	.release = gs_decoy_release,
	.llseek = no_llseek,
};

static int gs_decoy_init_fs_context(struct fs_context *fc)
{
	return init_pseudo(fc, GS_DECOY_MAGIC) ? 0 : -ENOMEM;
}

static struct file_system_type gs_decoy_fs = {
	.name = "gpuslice_decoy",
	.init_fs_context = gs_decoy_init_fs_context,
	.kill_sb = kill_anon_super,
};

/* Returns a decoy of @real (holding a reference to it), or an ERR_PTR. */
struct file *gs_decoy_create(struct file *real)
{
	struct inode *inode;
	struct file *decoy;

	inode = alloc_anon_inode(gs_decoy_mnt->mnt_sb);
	if (IS_ERR(inode))
		return ERR_CAST(inode);
	inode->i_mode = S_IFCHR | 0600;
	inode->i_rdev = file_inode(real)->i_rdev;
	inode->i_private = get_file(real);
	/* The file's release puts the module reference of its f_op owner. */
	__module_get(THIS_MODULE);
	decoy = alloc_file_pseudo(inode, gs_decoy_mnt, "nvidia", O_RDWR,
				  &gs_decoy_fops);
	if (IS_ERR(decoy)) {
		module_put(THIS_MODULE);
		fput(real);
		iput(inode);
		return decoy;
	}
	decoy->private_data = real->private_data;
	return decoy;
}

/*
 * After the call: the driver checks the number only when it looks an fd
 * up, so clearing it changes nothing for references the driver took.
 */
void gs_decoy_retire(struct file *decoy)
{
	WRITE_ONCE(file_inode(decoy)->i_rdev, 0);
}

int __init gs_decoy_init(void)
{
	gs_decoy_mnt = kern_mount(&gs_decoy_fs);
	return PTR_ERR_OR_ZERO(gs_decoy_mnt);
}

void gs_decoy_uninit(void)
{
	kern_unmount(gs_decoy_mnt);
}
