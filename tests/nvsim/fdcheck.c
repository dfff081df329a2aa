// SPDX-License-Identifier: GPL-2.0
/*
 * File descriptors passed inside ioctl arguments, checked the way
 * nv_get_file_private does (docs/nvidia-abi.md 2): the fd is looked up in the
 * caller's table, and its inode must be char major 195 with minor 255 when a
 * ctl file is required, or a GPU minor otherwise.
 *
 * The real driver stops there and trusts file->private_data, and so does
 * nvsim: it must be neither stricter nor looser than the driver, whose
 * checks gpuslice's sandboxes (kmod/sandbox.c) are built to meet. In the
 * test VM every file whose inode is char 195:N is an nvsim file (a
 * mknod'ed node opens nvsim itself); O_PATH files never come back from
 * fget().
 *
 * The GPU access check is the other fd check the driver makes: RM lets a
 * user client allocate a device, and UVM register a GPU, only while the
 * caller's fd table holds an open file of that GPU (nvsim_gpu_accessible).
 */

#include <linux/fdtable.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/sched.h>

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
	if (!S_ISCHR(inode->i_mode) || imajor(inode) != GS_ABI_NV_MAJOR)
		goto fail;
	minor = iminor(inode);
	if (minor != GS_ABI_NV_CTL_MINOR && minor >= nvsim_gpu_count)
		goto fail;
	if ((need == NVSIM_FD_CTL && minor != GS_ABI_NV_CTL_MINOR) ||
	    (need == NVSIM_FD_GPU && minor == GS_ABI_NV_CTL_MINOR))
		goto fail;

	*nfp = filp->private_data;
	return filp;

fail:
	fput(filp);
	return NULL;
}

/*
 * nv_match_dev_state(): @filp is an open file of GPU @data. The f_op test
 * is the driver's: a file of another driver does not count, even one that
 * carries nvsim's private data. nvidiactl shares nvsim's fops, and its
 * private data has no GPU, so it never matches.
 */
static int match_gpu_file(const void *data, struct file *filp,
			  unsigned int fd)
{
	const struct nvsim_file *nf;

	if (!filp || filp->f_op != &nvsim_fops)
		return 0;
	nf = filp->private_data;
	return nf && nf->gpu == data;
}

/**
 * nvsim_gpu_accessible() - nv_is_gpu_accessible(): may the caller use @gpu?
 * @gpu: the GPU
 *
 * NVIDIA's nv.c walks current->files with iterate_fd() for an open
 * /dev/nvidiaN of the GPU; deviceConstruct (user clients' NV01_DEVICE_0)
 * and nvGpuOpsGetGpuInfo (UVM_REGISTER_GPU) fail with
 * NV_ERR_INSUFFICIENT_PERMISSIONS without one. The whole fd table counts,
 * shared by the caller's threads, at the time of the call: nothing is
 * remembered, so a file closed since no longer counts. A task without a
 * table (exiting) holds nothing: iterate_fd() answers 0.
 *
 * Context: any, nvsim_lock allowed (iterate_fd() only takes the table's
 * spinlock, and the callback does not sleep).
 * Return: whether the caller has a file of @gpu open.
 */
bool nvsim_gpu_accessible(const struct nvsim_gpu *gpu)
{
	return iterate_fd(current->files, 0, match_gpu_file, gpu) != 0;
}
