// SPDX-License-Identifier: GPL-2.0
/*
 * File descriptors passed inside ioctl arguments, checked the way
 * nv_get_file_private does (nvidia-abi.md 2): the fd is looked up in the
 * caller's table, and its inode must be char major 195 with minor 255 when a
 * ctl file is required, or a GPU minor otherwise.
 *
 * The real driver stops there and trusts file->private_data, and so does
 * nvsim: gpuslice's decoys (kmod/decoy.c) rely on exactly that check and no
 * more, so nvsim must not be stricter than the driver. In the test VM every
 * file whose inode is char 195:N is an nvsim file (a mknod'ed node opens
 * nvsim itself) or a gpuslice decoy, which carries an nvsim file's private
 * data; O_PATH files never come back from fget().
 */

#include <linux/file.h>
#include <linux/fs.h>

#include "nvsim.h"

/**
 * nvsim_fget() - the nvsim file behind a file descriptor of the caller
 * @fd: the descriptor
 * @need: enum nvsim_fd_need: /dev/nvidiactl, a /dev/nvidiaN, or either
 * @nfp: set to the file's private data
 *
 * Return: a reference to the file, to fput(), or NULL where the real driver
 * fails the lookup. Call it without nvsim_lock, and fput() the file after
 * dropping the lock: the last reference may release an nvsim file.
 */
struct file *nvsim_fget(int fd, enum nvsim_fd_need need,
			struct nvsim_file **nfp)
{
	struct file *filp;
	struct inode *inode;
	unsigned int minor;

	if (fd < 0)
		return NULL;
	filp = fget(fd);
	if (!filp)
		return NULL;

	inode = file_inode(filp);
	if (!S_ISCHR(inode->i_mode) || imajor(inode) != NVSIM_MAJOR)
		goto fail;
	minor = iminor(inode);
	if (minor != NVSIM_CTL_MINOR && minor >= nvsim_gpu_count)
		goto fail;
	if ((need == NVSIM_FD_CTL && minor != NVSIM_CTL_MINOR) ||
	    (need == NVSIM_FD_GPU && minor == NVSIM_CTL_MINOR))
		goto fail;

	*nfp = filp->private_data;
	return filp;

fail:
	fput(filp);
	return NULL;
}
