// SPDX-License-Identifier: GPL-2.0
/*
 * The device files, like nvidia.ko's: char major 195, /dev/nvidiactl (minor
 * 255) and /dev/nvidia0..N-1, created by devtmpfs through a device class
 * (the real driver leaves node creation to nvidia-modprobe).
 */

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

/* RM's API lock; nvsim.h lists what it protects. */
DEFINE_MUTEX(nvsim_lock);

static struct class *nvsim_class;
static struct cdev nvsim_cdev;
static struct device *ctl_dev;

static int nvsim_open(struct inode *inode, struct file *filp)
{
	unsigned int minor = iminor(inode);
	struct nvsim_file *nf;

	if (minor != GS_ABI_NV_CTL_MINOR && minor >= nvsim_gpu_count)
		return -ENODEV;

	nf = kzalloc(sizeof(*nf), GFP_KERNEL);
	if (!nf)
		return -ENOMEM;
	if (minor != GS_ABI_NV_CTL_MINOR)
		nf->gpu = &nvsim_gpus[minor];
	filp->private_data = nf;
	return 0;
}

/*
 * Closing a file frees what it owns, as rm_cleanup_file_private does: the
 * objects exported to it, the clients allocated through it (and so their
 * objects and framebuffer), its OS events and its mapping context, then
 * the reference REGISTER_FD took on a ctl file. That last fput comes after
 * the unlock because it may release the ctl file, whose release takes
 * nvsim_lock too.
 */
static int nvsim_release(struct inode *inode, struct file *filp)
{
	struct nvsim_file *nf = filp->private_data;
	struct file *ctl;

	mutex_lock(&nvsim_lock);
	nvsim_export_release(nf);
	nvsim_file_free_clients(nf);
	nvsim_os_events_free_file(nf);
	nvsim_map_ctx_clear(&nf->map);
	ctl = nf->ctl_filp;
	nf->ctl_filp = NULL;
	mutex_unlock(&nvsim_lock);

	if (ctl)
		fput(ctl);
	kfree(nf);
	return 0;
}

/* Not static: the GPU access check (fdcheck.c) knows nvsim's files by it. */
const struct file_operations nvsim_fops = {
	.owner		= THIS_MODULE,
	.open		= nvsim_open,
	.release	= nvsim_release,
	.unlocked_ioctl	= nvsim_ioctl,
	.compat_ioctl	= nvsim_ioctl,
	.mmap		= nvsim_mmap,
	.llseek		= noop_llseek,
};

struct nvsim_file *nvsim_file_os_info(struct nvsim_file *nf)
{
	lockdep_assert_held(&nvsim_lock);
	if (nf->ctl_filp)
		return nf->ctl_filp->private_data;
	return nf;
}

static char *nvsim_devnode(struct device *dev, umode_t *mode)
{
	if (mode)
		*mode = 0666;
	return NULL;
}

int nvsim_dev_init(void)
{
	dev_t base = MKDEV(GS_ABI_NV_MAJOR, 0);
	unsigned int i;
	int ret;

	ret = register_chrdev_region(base, GS_ABI_NV_CTL_MINOR + 1, "nvidia");
	if (ret)
		return ret;

	cdev_init(&nvsim_cdev, &nvsim_fops);
	nvsim_cdev.owner = THIS_MODULE;
	ret = cdev_add(&nvsim_cdev, base, GS_ABI_NV_CTL_MINOR + 1);
	if (ret)
		goto err_cdev;

	nvsim_class = class_create(THIS_MODULE, "nvsim");
	if (IS_ERR(nvsim_class)) {
		ret = PTR_ERR(nvsim_class);
		goto err_class;
	}
	nvsim_class->devnode = nvsim_devnode;

	ctl_dev = device_create(nvsim_class, NULL,
				MKDEV(GS_ABI_NV_MAJOR, GS_ABI_NV_CTL_MINOR), NULL,
				"nvidiactl");
	if (IS_ERR(ctl_dev)) {
		ret = PTR_ERR(ctl_dev);
		goto err_ctl;
	}
	for (i = 0; i < nvsim_gpu_count; i++) {
		struct device *dev;

		dev = device_create(nvsim_class, NULL, MKDEV(GS_ABI_NV_MAJOR, i),
				    NULL, "nvidia%u", i);
		if (IS_ERR(dev)) {
			ret = PTR_ERR(dev);
			goto err_gpu;
		}
		nvsim_gpus[i].dev = dev;
	}
	return 0;

err_gpu:
	while (i--)
		device_destroy(nvsim_class, MKDEV(GS_ABI_NV_MAJOR, i));
	device_destroy(nvsim_class, MKDEV(GS_ABI_NV_MAJOR, GS_ABI_NV_CTL_MINOR));
err_ctl:
	class_destroy(nvsim_class);
err_class:
	cdev_del(&nvsim_cdev);
err_cdev:
	unregister_chrdev_region(base, GS_ABI_NV_CTL_MINOR + 1);
	return ret;
}

void nvsim_dev_exit(void)
{
	unsigned int i = nvsim_gpu_count;

	while (i--)
		device_destroy(nvsim_class, MKDEV(GS_ABI_NV_MAJOR, i));
	device_destroy(nvsim_class, MKDEV(GS_ABI_NV_MAJOR, GS_ABI_NV_CTL_MINOR));
	class_destroy(nvsim_class);
	cdev_del(&nvsim_cdev);
	unregister_chrdev_region(MKDEV(GS_ABI_NV_MAJOR, 0), GS_ABI_NV_CTL_MINOR + 1);
}
