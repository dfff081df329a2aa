// SPDX-License-Identifier: GPL-2.0
/*
 * The nvidia-uvm device files, like nvidia-uvm.ko's: a dynamic major with
 * minor 0 (/dev/nvidia-uvm) and 1 (/dev/nvidia-uvm-tools), here created by
 * devtmpfs; the ioctl framing, UVM_MM_INITIALIZE, mmap and release.
 *
 * Framing (docs/nvidia-abi.md 6, uvm.c/uvm_api.h): commands are whole numbers,
 * not _IOC; UVM_DEINITIALIZE returns 0 and touches nothing; any other
 * command the driver routes copies its fixed-size argument in (-EFAULT if
 * it cannot), sets rmStatus and copies it all back (-EFAULT), returning 0;
 * a command it does not route gets what its disabled test ioctls answer,
 * errno 38. The tools file routes only the tools commands, anything else
 * -EINVAL; nvsim answers those NV_ERR_NOT_SUPPORTED. Which commands are
 * routed where, and their sizes, are the version's (uvm_api.c).
 *
 * Locking: uvm.h. A file's type and VA space change under nvsim_lock.
 */

#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "uvm.h"

#define UVM_ERRNO_NO_CMD	38	/* uvm_test_ioctl(): tests disabled */

static dev_t uvm_base;
static struct cdev uvm_cdev, tools_cdev;
static struct class *uvm_class;
static const struct file_operations uvm_fops;

bool nvsim_filp_is_uvm(const struct file *filp)
{
	return filp && filp->f_op == &uvm_fops;
}

static int uvm_open(struct inode *inode, struct file *filp)
{
	struct nvsim_uvm_file *uf = kzalloc(sizeof(*uf), GFP_KERNEL_ACCOUNT);

	if (!uf)
		return -ENOMEM;
	filp->private_data = uf;
	return 0;
}

/*
 * The last close of a VA space file destroys the VA space (its managed
 * memory leaves the GPUs, its dups are dropped); an MM file lets go of the
 * VA space file. Its fput comes after the unlock: it may be the last.
 */
static int uvm_release(struct inode *inode, struct file *filp)
{
	struct nvsim_uvm_file *uf = filp->private_data;
	struct file *va_file = NULL;

	mutex_lock(&nvsim_lock);
	if (uf->type == NVSIM_UVM_FD_VA_SPACE) {
		nvsim_vas_destroy(uf->vas);
	} else if (uf->type == NVSIM_UVM_FD_MM) {
		struct nvsim_uvm_file *vf = uf->va_file->private_data;

		vf->vas->mm_file = false;
		va_file = uf->va_file;
	}
	mutex_unlock(&nvsim_lock);
	if (va_file)
		fput(va_file);
	kfree(uf);
	return 0;
}

/*
 * UVM_MM_INITIALIZE: uvmFd must be a VA space file (f_op check, as
 * uvm_file_is_nvidia_uvm), once per VA space; this file then keeps it.
 */
static u32 mm_initialize(struct file *filp, void *arg, struct file **put)
{
	struct nvsim_uvm_file *uf = filp->private_data, *vf;
	struct file *va_file =
		fget((s32)gs_get_u32(arg, GS_ABI_UVM_MM_INITIALIZE_UVMFD_AT));
	u32 status = GS_ABI_NV_OK;

	*put = va_file;
	if (!nvsim_filp_is_uvm(va_file))
		return GS_ABI_ERR_INVALID_ARGUMENT;
	vf = va_file->private_data;
	mutex_lock(&nvsim_lock);
	if (vf->type != NVSIM_UVM_FD_VA_SPACE)
		status = GS_ABI_ERR_INVALID_ARGUMENT;
	else if (uf->type != NVSIM_UVM_FD_UNINITIALIZED)
		status = GS_ABI_ERR_IN_USE;
	else if (vf->vas->mm_file)
		status = GS_ABI_ERR_INVALID_STATE;
	if (status == GS_ABI_NV_OK) {
		vf->vas->mm_file = true;
		uf->type = NVSIM_UVM_FD_MM;
		uf->va_file = va_file;
		*put = NULL;	/* the reference stays with this file */
	}
	mutex_unlock(&nvsim_lock);
	return status;
}

static long uvm_ioctl(struct file *filp, unsigned int cmd, unsigned long uarg)
{
	void __user *uptr = (void __user *)uarg;
	u32 size, status_at, route, status;
	struct file *put = NULL;
	long ret = 0;
	void *arg;

	if (cmd == GS_ABI_UVM_DEINITIALIZE)
		return 0;
	if (!nvsim_uvm_cmd_find(cmd, &size, &status_at, &route) ||
	    !(route & GS_ABI_ON_UVM))
		return -UVM_ERRNO_NO_CMD;
	arg = kvzalloc(size, GFP_KERNEL_ACCOUNT);
	if (!arg)
		return -ENOMEM;
	if (copy_from_user(arg, uptr, size)) {
		kvfree(arg);
		return -EFAULT;
	}

	if (cmd == GS_ABI_UVM_MM_INITIALIZE) {
		status = mm_initialize(filp, arg, &put);
	} else {
		mutex_lock(&nvsim_lock);
		status = nvsim_uvm_dispatch(filp, cmd, arg);
		mutex_unlock(&nvsim_lock);
	}
	if (put)
		fput(put);

	gs_put_u32(arg, status_at, status);
	if (copy_to_user(uptr, arg, size))
		ret = -EFAULT;
	kvfree(arg);
	return ret;
}

/*
 * Managed memory (uvm.c's uvm_mmap): a VA space file only, from the
 * process that initialized it, offset == address, shared and read-write.
 */
static int uvm_mmap(struct file *filp, struct vm_area_struct *vma)
{
	struct nvsim_uvm_file *uf = filp->private_data;
	int ret;

	mutex_lock(&nvsim_lock);
	if (uf->type != NVSIM_UVM_FD_VA_SPACE)
		ret = -EBADFD;
	else if (uf->vas->mm != current->mm)
		ret = -EOPNOTSUPP;
	else if (vma->vm_start != vma->vm_pgoff << PAGE_SHIFT)
		ret = -EINVAL;
	else if ((vma->vm_flags & (VM_SHARED | VM_READ | VM_WRITE)) !=
		 (VM_SHARED | VM_READ | VM_WRITE))
		ret = -EINVAL;
	else
		ret = nvsim_uvm_mmap_managed(uf->vas, vma);
	mutex_unlock(&nvsim_lock);
	return ret;
}

static const struct file_operations uvm_fops = {
	.owner		= THIS_MODULE,
	.open		= uvm_open,
	.release	= uvm_release,
	.unlocked_ioctl	= uvm_ioctl,
	.compat_ioctl	= uvm_ioctl,
	.mmap		= uvm_mmap,
	.llseek		= noop_llseek,
};

/* nvidia-uvm-tools: the tools commands, unmodelled. */
static long tools_ioctl(struct file *filp, unsigned int cmd,
			unsigned long uarg)
{
	void __user *uptr = (void __user *)uarg;
	u32 size, status_at, route;
	long ret = 0;
	void *arg;

	if (!nvsim_uvm_cmd_find(cmd, &size, &status_at, &route) ||
	    !(route & GS_ABI_ON_UVM_TOOLS))
		return -EINVAL;
	arg = kzalloc(size, GFP_KERNEL);
	if (!arg)
		return -ENOMEM;
	if (copy_from_user(arg, uptr, size)) {
		kfree(arg);
		return -EFAULT;
	}
	gs_put_u32(arg, status_at, GS_ABI_ERR_NOT_SUPPORTED);
	if (copy_to_user(uptr, arg, size))
		ret = -EFAULT;
	kfree(arg);
	return ret;
}

static const struct file_operations tools_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= tools_ioctl,
	.compat_ioctl	= tools_ioctl,
	.llseek		= noop_llseek,
};

static char *uvm_devnode(struct device *dev, umode_t *mode)
{
	if (mode)
		*mode = 0666;
	return NULL;
}

int nvsim_uvm_init(void)
{
	struct device *dev;
	int ret;

	ret = alloc_chrdev_region(&uvm_base, 0, 2, "nvidia-uvm");
	if (ret)
		return ret;
	cdev_init(&uvm_cdev, &uvm_fops);
	uvm_cdev.owner = THIS_MODULE;
	ret = cdev_add(&uvm_cdev, uvm_base, 1);
	if (ret)
		goto err_uvm;
	cdev_init(&tools_cdev, &tools_fops);
	tools_cdev.owner = THIS_MODULE;
	ret = cdev_add(&tools_cdev, uvm_base + 1, 1);
	if (ret)
		goto err_tools;

	uvm_class = class_create(THIS_MODULE, "nvsim-uvm");
	if (IS_ERR(uvm_class)) {
		ret = PTR_ERR(uvm_class);
		goto err_class;
	}
	uvm_class->devnode = uvm_devnode;
	dev = device_create(uvm_class, NULL, uvm_base, NULL, "nvidia-uvm");
	if (IS_ERR(dev)) {
		ret = PTR_ERR(dev);
		goto err_dev;
	}
	dev = device_create(uvm_class, NULL, uvm_base + 1, NULL,
			    "nvidia-uvm-tools");
	if (IS_ERR(dev)) {
		ret = PTR_ERR(dev);
		goto err_tools_dev;
	}
	return 0;

err_tools_dev:
	device_destroy(uvm_class, uvm_base);
err_dev:
	class_destroy(uvm_class);
err_class:
	cdev_del(&tools_cdev);
err_tools:
	cdev_del(&uvm_cdev);
err_uvm:
	unregister_chrdev_region(uvm_base, 2);
	return ret;
}

void nvsim_uvm_exit(void)
{
	device_destroy(uvm_class, uvm_base + 1);
	device_destroy(uvm_class, uvm_base);
	class_destroy(uvm_class);
	cdev_del(&tools_cdev);
	cdev_del(&uvm_cdev);
	unregister_chrdev_region(uvm_base, 2);
}

/* debugfs "model": the uvm lines. */
void nvsim_uvm_model(struct seq_file *m)
{
	nvsim_uvm_cmd_model(m);
}
