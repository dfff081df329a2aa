// SPDX-License-Identifier: GPL-2.0
/*
 * File descriptors passed inside ioctl arguments, checked the way
 * nv_get_file_private does (nvidia-abi.md 2): the fd is looked up in the
 * caller's table, and its inode must be char major 195 with minor 255 when a
 * ctl file is required, or a GPU minor otherwise.
 *
 * The real driver stops there and trusts file->private_data. nvsim also
 * checks that the file's f_op is its own before touching private_data: in
 * the test VM nvsim is the only major-195 driver, so for the files the real
 * driver accepts this changes nothing, but a node made with mknod for
 * another driver's file could never be mistaken for one of ours.
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
	if (!nvsim_filp_is_ours(filp))
		goto fail;

	*nfp = filp->private_data;
	return filp;

fail:
	fput(filp);
	return NULL;
}
