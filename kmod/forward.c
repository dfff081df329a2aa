// SPDX-License-Identifier: GPL-2.0
/*
 * Forwarding: every file operation on a slice's node goes to the matching
 * node of the real driver, opened for the opener when it opens the slice's
 * node.
 *
 * Only the process that opened a file may call or map it: the driver's
 * clients made through the file are then always the opener's, so the
 * driver's per-process accounts (charge.c) cover everything the file
 * holds. Another process that inherited or received the file may only pass
 * it to the driver as an argument, as CUDA's shareable handles do, or
 * close it.
 *
 * Managed memory: a mapping of a UVM file is charged at its size before
 * the driver makes it (charge.c, docs/design.md).
 *
 * Lifetime. A gs_file holds a reference to its slice and one to the real
 * file. Forced deletion of a slice revokes its files: it marks the slice
 * dead, waits for the calls in flight (gs_forward_srcu), then drops the
 * real files, so the real driver frees what they held; every later call
 * fails with ENODEV and release only drops the slice reference. Mappings
 * made before stay valid until unmapped: they are the real driver's (the
 * VMA was moved onto the real file at mmap).
 */

#include <linux/file.h>
#include <linux/mm.h>
#include <linux/pid.h>
#include <linux/poll.h>
#include <linux/slab.h>
#include <linux/srcu.h>
#include <linux/task_work.h>

#include "channels.h"
#include "charge.h"
#include "files.h"
#include "forward.h"
#include "ioctl.h"
#include "node.h"
#include "nvversion.h"
#include "objects.h"
#include "realdrv.h"
#include "slice.h"

DEFINE_STATIC_SRCU(gs_forward_srcu);

/*
 * Starts a forwarded call: returns the real file, valid until leave(), or
 * NULL when the slice was revoked.
 */
static struct file *enter(struct gs_file *gf, int *idx)
{
	struct file *real;

	*idx = srcu_read_lock(&gs_forward_srcu);
	real = READ_ONCE(gf->real);
	if (!real || READ_ONCE(gf->slice->dead)) {
		srcu_read_unlock(&gs_forward_srcu, *idx);
		return NULL;
	}
	return real;
}

static void leave(int idx)
{
	srcu_read_unlock(&gs_forward_srcu, idx);
}

static int gs_open(struct inode *inode, struct file *file)
{
	struct gs_nvversion version;
	struct gs_node node;
	struct gs_slice *s;
	struct gs_file *gf;
	struct file *real;
	int ret;

	s = gs_node_get_slice(iminor(inode), &node);
	if (!s)
		return -ENODEV;

	ret = -ENOMEM;
	gf = kzalloc(sizeof(*gf), GFP_KERNEL_ACCOUNT);
	if (!gf)
		goto err_alloc;
	real = gs_realdrv_open(node.kind,
			       node.kind == GS_NV_NODE_GPU ?
			       s->gpu[node.gpu].device : 0,
			       file->f_flags);
	if (IS_ERR(real)) {
		ret = PTR_ERR(real);
		goto err_open;
	}
	/* said in the kernel log once per version (nvversion.c) */
	gs_nvversion_of(gs_realdrv_version(real), &version);
	gf->abi = version.abi;
	if (!gf->abi) {
		/* calls laid out for another driver: read and write nothing */
		ret = -EPROTO;
		goto err_abi;
	}
	gf->slice = s;
	gf->kind = node.kind;
	mutex_init(&gf->uvm_init);
	gf->real = real;
	gf->tgid = get_pid(task_tgid(current));
	gf->proc = gs_charge_open(s, gf->tgid, node.kind == GS_NV_NODE_UVM ?
				  real->f_op : NULL);
	if (IS_ERR(gf->proc)) {
		ret = PTR_ERR(gf->proc);
		goto err_charge;
	}

	ret = gs_files_add(gf);
	if (ret)
		goto err_dead;
	file->private_data = gf;
	return 0;

err_dead:
	gs_charge_close(s, gf->proc, gf->kind == GS_NV_NODE_UVM);
err_charge:
	put_pid(gf->tgid);
err_abi:
	fput(real);
err_open:
	kfree(gf);
err_alloc:
	gs_slice_put(s);
	return ret;
}

/*
 * The end of a file, once the driver has let go of the real one: the move
 * of ownership gs_release() began is over (charge.c).
 */
static void gs_file_closed(struct gs_file *gf)
{
	struct gs_slice *s = gf->slice;

	gs_charge_close(s, gf->proc, gf->kind == GS_NV_NODE_UVM);
	gs_charge_moved(s);
	put_pid(gf->tgid);
	kfree(gf);
	gs_slice_put(s);
}

static void gs_file_closed_work(struct callback_head *work)
{
	struct gs_file *gf = container_of(work, struct gs_file, closing);

	/* in the real file's round of task work, maybe before it: once more */
	if (!gf->closing_again) {
		gf->closing_again = true;
		if (!task_work_add(current, work, TWA_RESUME))
			return;
	}
	gs_file_closed(gf);
}

/*
 * Drops the real file of @gf, then ends @gf. The driver frees what the
 * real file's clients hold when it is released, and the charges must be
 * counted after that (charge.c). fput() makes the release task work of the
 * closing task, run before it returns to user space or exits; the end of
 * @gf is task work queued with it, which queues itself once more, so that
 * it runs in the next round of task work, after the release, whatever the
 * order of one round. A kernel thread, which runs no task work, releases
 * the real file at once; a task past running its task work (fput() then
 * defers the release to a worker) ends @gf without waiting.
 */
static void drop_real(struct gs_file *gf, struct file *real)
{
	if (current->flags & PF_KTHREAD) {
		__fput_sync(real);
		gs_file_closed(gf);
		return;
	}
	init_task_work(&gf->closing, gs_file_closed_work);
	if (task_work_add(current, &gf->closing, TWA_RESUME)) {
		fput(real);
		gs_file_closed(gf);
		return;
	}
	fput(real);
}

static int gs_release(struct inode *inode, struct file *file)
{
	struct gs_file *gf = file->private_data;
	struct gs_objs_gone gone = { .tgid = gf->tgid };
	struct gs_slice *s = gf->slice;
	struct file *real;

	/* Closing frees what the file's clients hold: audit them first. */
	gs_charge_flush(s, gf->proc);
	/* and may hand what others dup'd of it to them */
	gs_charge_moving(s);
	/* The driver frees them with the file: first, as gf goes after. */
	gs_objs_free_file(s, gf, &gone);
	gs_chans_gone(s, &gone, true);
	real = gs_files_del(gf);
	if (real)
		drop_real(gf, real);
	else
		gs_file_closed(gf);
	return 0;
}

static long forward_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg, bool compat)
{
	struct gs_file *gf = file->private_data;
	struct file *real;
	long ret;
	int idx;

	if (task_tgid(current) != gf->tgid)
		return -EPERM;
	real = enter(gf, &idx);
	if (!real)
		return -ENODEV;
	ret = gs_ioctl(gf, real, cmd, arg, compat);
	leave(idx);
	return ret;
}

static long gs_unlocked_ioctl(struct file *file, unsigned int cmd,
			      unsigned long arg)
{
	return forward_ioctl(file, cmd, arg, false);
}

#ifdef CONFIG_COMPAT
static long gs_compat_ioctl(struct file *file, unsigned int cmd,
			    unsigned long arg)
{
	return forward_ioctl(file, cmd, arg, true);
}
#endif

/*
 * Stacked like overlayfs: the VMA moves onto the real file before the real
 * driver's mmap, so its faults, revocations (unmap_mapping_range on the
 * real file's mapping) and f_op checks (UVM's managed VMAs) all see the
 * real file.
 */
static int gs_mmap(struct file *file, struct vm_area_struct *vma)
{
	struct gs_file *gf = file->private_data;
	struct file *real;
	int ret, idx;

	if (task_tgid(current) != gf->tgid)
		return -EPERM;
	real = enter(gf, &idx);
	if (!real)
		return -ENODEV;
	if (!real->f_op->mmap) {
		ret = -ENODEV;
		goto out;
	}
	/* UVM's answer on a file without a VA space (uvm.c says why). */
	if (gf->kind == GS_NV_NODE_UVM && !smp_load_acquire(&gf->uvm_ready)) {
		ret = -EBADFD;
		goto out;
	}
	if (gf->kind == GS_NV_NODE_UVM) {
		ret = gs_charge_map(gf->slice, gf->proc, vma->vm_mm,
				    vma->vm_end - vma->vm_start);
		if (ret)
			goto out;
	}
	vma_set_file(vma, real);
	ret = call_mmap(real, vma);
out:
	leave(idx);
	return ret;
}

/*
 * nvidia_poll skips poll_wait when the real file is O_NONBLOCK, and fcntl
 * on our file does not reach the real one: mirror the flag first.
 */
static __poll_t gs_poll(struct file *file, struct poll_table_struct *wait)
{
	struct gs_file *gf = file->private_data;
	struct file *real;
	__poll_t mask;
	int idx;

	real = enter(gf, &idx);
	if (!real)
		return EPOLLERR;
	spin_lock(&real->f_lock);
	real->f_flags = (real->f_flags & ~O_NONBLOCK) |
			(READ_ONCE(file->f_flags) & O_NONBLOCK);
	spin_unlock(&real->f_lock);
	mask = real->f_op->poll ? real->f_op->poll(real, wait) :
	       DEFAULT_POLLMASK;
	leave(idx);
	return mask;
}

const struct file_operations gs_forward_fops = {
	.owner = THIS_MODULE,
	.open = gs_open,
	.release = gs_release,
	.unlocked_ioctl = gs_unlocked_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl = gs_compat_ioctl,
#endif
	.mmap = gs_mmap,
	.poll = gs_poll,
	.llseek = no_llseek,
};

/*
 * Forced deletion: after this, no call of the slice's files reaches the
 * real driver, and the real files are dropped. Sleeps.
 */
void gs_forward_revoke(struct gs_slice *s)
{
	struct gs_file *gf;

	spin_lock(&s->lock);
	WRITE_ONCE(s->dead, true);
	spin_unlock(&s->lock);
	synchronize_srcu(&gs_forward_srcu);

	spin_lock(&s->lock);
	list_for_each_entry(gf, &s->files, list) {
		if (gf->real) {
			/* fput defers the final release out of this lock. */
			fput(gf->real);
			gf->real = NULL;
		}
	}
	spin_unlock(&s->lock);
	gs_charge_revoke(s);
	gs_chans_forget_all(s);
}
