// SPDX-License-Identifier: GPL-2.0
/*
 * The verifier: a gpuslice-owned user process that reads the driver's own
 * per-process accounts (docs/design.md, "Check-then-use"). The driver
 * copies a control's parameters from user memory itself; in a container's
 * memory another thread could change them, in the verifier's nothing can.
 *
 * The module starts the verifier on first need with call_usermodehelper,
 * with no capabilities, handing it a control file and the real
 * /dev/nvidiactl. Callers queue a request and sleep; the verifier takes it
 * (GS_VERIFIER_WAIT), asks the driver and hands the answer back
 * (GS_VERIFIER_DONE). Requests go to one of several queues, each served
 * by a thread of the verifier: the accounts and shares on one, each GPU's
 * compute controls on another (uapi/gpuslice_verifier.h). If the verifier
 * dies, requests waiting or in its hands fail with EIO, and the next
 * request starts a new one.
 */

#include <linux/anon_inodes.h>
#include <linux/cred.h>
#include <linux/error-injection.h>
#include <linux/file.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/pid.h>
#include <linux/sched/signal.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include <linux/umh.h>
#include <linux/wait.h>

#include "gpuslice_verifier.h"
#include "nv_rmapi.h"
#include "nvversion.h"
#include "realdrv.h"
#include "rm_status.h"
#include "verifier.h"

/* A queue for each GPU minor the driver can hand out */
static_assert(GS_VERIFIER_MAX_GPUS == GS_NV_MAX_GPUS);

static char *gs_verifier_path = "/usr/lib/gpuslice/gpuslice-verifier";
module_param_named(verifier, gs_verifier_path, charp, 0444);
MODULE_PARM_DESC(verifier, "path of gpuslice-verifier");

struct gs_vreq {
	struct list_head list;		/* in its queue, under gs_v.lock */
	struct gs_verifier_call call;	/* the question, then the answer */
	struct file *file;		/* given to the verifier, if any */
	long ret;
	bool done;
	struct kref ref;
};

/* What GS_VERIFIER_OP_GPU_IDENT said of a GPU, valid while @known. */
struct gs_gpu_ident {
	bool known;
	u32 gpu_id;
	u32 instance;
};

/* Requests of one queue: not taken yet, and the one the verifier has. */
struct gs_vqueue {
	struct list_head waiting;
	struct gs_vreq *busy;
};

/*
 * @lock guards everything here. @ctl is the verifier's control file while
 * a verifier runs (set when it is started, cleared when its control file
 * is released); @wait wakes the verifier's threads, @done the callers.
 */
static struct {
	struct mutex start_lock;	/* serialises starting a verifier */
	spinlock_t lock;
	struct file *ctl;
	struct pid *pid;		/* the verifier process, while @ctl */
	struct gs_vqueue q[GS_VERIFIER_QUEUES];
	u64 next_id;
	wait_queue_head_t wait;
	wait_queue_head_t done;
	/*
	 * The GPUs' identities as the running verifier read them: the
	 * verifier holds the driver open, so they hold while it runs.
	 */
	struct gs_gpu_ident ident[GS_VERIFIER_MAX_GPUS];
} gs_v = {
	.start_lock = __MUTEX_INITIALIZER(gs_v.start_lock),
	.lock = __SPIN_LOCK_UNLOCKED(gs_v.lock),
	.wait = __WAIT_QUEUE_HEAD_INITIALIZER(gs_v.wait),
	.done = __WAIT_QUEUE_HEAD_INITIALIZER(gs_v.done),
};

static void vreq_free(struct kref *ref)
{
	struct gs_vreq *r = container_of(ref, struct gs_vreq, ref);

	if (r->file)
		fput(r->file);
	kfree(r);
}

static void finish(struct gs_vreq *r, long ret)
{
	lockdep_assert_held(&gs_v.lock);
	r->ret = ret;
	r->done = true;
	wake_up_all(&gs_v.done);
}

static long verifier_wait(struct file *file, void __user *uarg)
{
	struct gs_verifier_call *call;
	struct gs_vqueue *q;
	struct gs_vreq *r;
	long ret;
	u32 queue;

	if (get_user(queue, (u32 __user *)(uarg +
			offsetof(struct gs_verifier_call, queue))))
		return -EFAULT;
	if (queue >= GS_VERIFIER_QUEUES)
		return -EINVAL;
	/* Before the request is taken: failing after would lose it. */
	call = kmalloc(sizeof(*call), GFP_KERNEL);
	if (!call)
		return -ENOMEM;
	q = &gs_v.q[queue];
	ret = wait_event_interruptible(gs_v.wait, ({
		bool ready;

		spin_lock(&gs_v.lock);
		ready = !list_empty(&q->waiting) && !q->busy;
		spin_unlock(&gs_v.lock);
		ready;
	}));
	if (ret)
		goto out;

	spin_lock(&gs_v.lock);
	r = list_first_entry_or_null(&q->waiting, struct gs_vreq, list);
	if (!r || q->busy) {
		spin_unlock(&gs_v.lock);
		ret = -EINTR;
		goto out;
	}
	list_del_init(&r->list);
	q->busy = r;
	*call = r->call;
	spin_unlock(&gs_v.lock);
	/* The verifier closes it; if it dies first, its exit does. */
	if (r->file) {
		call->fd = get_unused_fd_flags(O_CLOEXEC);
		if (call->fd >= 0)
			fd_install(call->fd, get_file(r->file));
	}
	ret = copy_to_user(uarg, call, sizeof(*call)) ? -EFAULT : 0;
out:
	kfree(call);
	return ret;
}

static long verifier_done(struct file *file, void __user *uarg)
{
	struct gs_verifier_call *call;
	struct gs_vqueue *q;
	struct gs_vreq *r;
	long ret = -EINVAL;

	call = kmalloc(sizeof(*call), GFP_KERNEL);
	if (!call)
		return -ENOMEM;
	if (copy_from_user(call, uarg, sizeof(*call))) {
		ret = -EFAULT;
		goto out;
	}
	if (call->queue >= GS_VERIFIER_QUEUES)
		goto out;
	q = &gs_v.q[call->queue];
	spin_lock(&gs_v.lock);
	r = q->busy;
	if (!r || r->call.id != call->id) {
		spin_unlock(&gs_v.lock);
		goto out;
	}
	q->busy = NULL;
	if (!r->done) {
		r->call.status = call->status;
		r->call.bytes = call->bytes;
		r->call.gpu_id = call->gpu_id;
		r->call.instance = call->instance;
		r->call.pageable = call->pageable;
		r->call.rm_status = call->rm_status;
		r->call.count = min_t(u32, call->count, GS_VERIFIER_SAMPLES);
		memcpy(r->call.samples, call->samples,
		       sizeof(call->samples));
		finish(r, 0);
	}
	spin_unlock(&gs_v.lock);
	kref_put(&r->ref, vreq_free);
	wake_up_all(&gs_v.wait);
	ret = 0;
out:
	kfree(call);
	return ret;
}

static long verifier_ioctl(struct file *file, unsigned int cmd,
			   unsigned long arg)
{
	if (file != READ_ONCE(gs_v.ctl))
		return -EPERM;
	switch (cmd) {
	case GS_VERIFIER_WAIT:
		return verifier_wait(file, (void __user *)arg);
	case GS_VERIFIER_DONE:
		return verifier_done(file, (void __user *)arg);
	default:
		return -ENOTTY;
	}
}

/* The verifier is gone: fail what it had and what waited for it. */
static int verifier_release(struct inode *inode, struct file *file)
{
	struct gs_vreq *r, *tmp;
	unsigned int i;

	spin_lock(&gs_v.lock);
	if (gs_v.ctl == file) {
		gs_v.ctl = NULL;
		put_pid(gs_v.pid);
		gs_v.pid = NULL;
		memset(gs_v.ident, 0, sizeof(gs_v.ident));
	}
	for (i = 0; i < GS_VERIFIER_QUEUES; i++) {
		struct gs_vqueue *q = &gs_v.q[i];

		if (q->busy) {
			if (!q->busy->done)
				finish(q->busy, -EIO);
			kref_put(&q->busy->ref, vreq_free);
			q->busy = NULL;
		}
		list_for_each_entry_safe(r, tmp, &q->waiting, list) {
			list_del_init(&r->list);
			finish(r, -EIO);
			kref_put(&r->ref, vreq_free);
		}
	}
	spin_unlock(&gs_v.lock);
	wake_up_all(&gs_v.done);
	return 0;
}

/*
 * No owner: the verifier's file must not pin the module, or it could
 * never be unloaded; module exit kills the verifier and waits for this
 * file's release instead.
 */
static const struct file_operations gs_verifier_fops = {
	.unlocked_ioctl = verifier_ioctl,
	.release = verifier_release,
	.llseek = no_llseek,
};

struct start_ctx {
	struct file *ctl;
	char *envp[1];			/* none: it needs nothing */
	char control_arg[16];
	char real_arg[16];
	char gpus_arg[16];
	char version_arg[GS_ABI_RM_API_VERSION_STRING_LEN];
};

/* Installs @file as a new fd of the current process; its number in @arg. */
static int give_fd(struct file *file, char *arg, size_t len)
{
	int fd = get_unused_fd_flags(0);

	if (fd < 0)
		return fd;
	fd_install(fd, file);
	snprintf(arg, len, "%d", fd);
	return 0;
}

/*
 * Runs in the new process before exec, still with the kernel's
 * credentials: hand it the control file, the real ctl file and the
 * version whose ABI table the kernel reads that driver's calls by (the
 * verifier lays out its own calls by the same), then make it nobody.
 */
static int verifier_init(struct subprocess_info *info, struct cred *new)
{
	struct start_ctx *ctx = info->data;
	struct gs_nvversion version;
	struct file *real;
	int ret;

	ret = give_fd(get_file(ctx->ctl), ctx->control_arg,
		      sizeof(ctx->control_arg));
	if (ret) {
		fput(ctx->ctl);
		return ret;
	}
	real = gs_realdrv_open(GS_NV_NODE_CTL, 0, O_RDWR);
	if (IS_ERR(real))
		return PTR_ERR(real);
	/* the slices' files' choice, the administrator's override included */
	gs_nvversion_of(gs_realdrv_version(real), &version);
	if (!version.abi) {
		fput(real);
		return -EPROTO;
	}
	strscpy(ctx->version_arg, version.abi->version,
		sizeof(ctx->version_arg));
	ret = give_fd(real, ctx->real_arg, sizeof(ctx->real_arg));
	if (ret) {
		fput(real);
		return ret;
	}
	spin_lock(&gs_v.lock);
	if (gs_v.ctl == ctx->ctl)
		gs_v.pid = get_pid(task_tgid(current));
	spin_unlock(&gs_v.lock);

	/* No capabilities: RM treats its calls at the USER level. */
	new->cap_inheritable = CAP_EMPTY_SET;
	new->cap_permitted = CAP_EMPTY_SET;
	new->cap_effective = CAP_EMPTY_SET;
	new->cap_bset = CAP_EMPTY_SET;
	new->cap_ambient = CAP_EMPTY_SET;
	return 0;
}

/*
 * Starts a verifier unless one runs. Fault injection (fail_function) may
 * fail it whole, as a failure to start one.
 */
static noinline int verifier_start(void)
{
	struct subprocess_info *info;
	struct start_ctx *ctx;
	char *argv[10];
	int ret = 0;

	mutex_lock(&gs_v.start_lock);
	if (READ_ONCE(gs_v.ctl))
		goto out;
	ret = -ENOMEM;
	ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		goto out;
	ctx->ctl = anon_inode_getfile("[gpuslice-verifier]", &gs_verifier_fops,
				      NULL, O_RDWR);
	if (IS_ERR(ctx->ctl)) {
		ret = PTR_ERR(ctx->ctl);
		goto out_ctx;
	}
	snprintf(ctx->gpus_arg, sizeof(ctx->gpus_arg), "%u",
		 gs_realdrv_gpu_count());
	argv[0] = gs_verifier_path;
	argv[1] = "--control-fd";
	argv[2] = ctx->control_arg;
	argv[3] = "--ctl-fd";
	argv[4] = ctx->real_arg;
	argv[5] = "--gpus";
	argv[6] = ctx->gpus_arg;
	argv[7] = "--nv-version";
	argv[8] = ctx->version_arg;	/* filled in by verifier_init() */
	argv[9] = NULL;
	info = call_usermodehelper_setup(gs_verifier_path, argv, ctx->envp,
					 GFP_KERNEL, verifier_init, NULL, ctx);
	if (!info)
		goto out_file;
	WRITE_ONCE(gs_v.ctl, ctx->ctl);
	ret = call_usermodehelper_exec(info, UMH_WAIT_EXEC);
	if (ret) {
		pr_warn_ratelimited("cannot start %s: %d\n", gs_verifier_path,
				    ret);
		spin_lock(&gs_v.lock);
		gs_v.ctl = NULL;
		put_pid(gs_v.pid);
		gs_v.pid = NULL;
		spin_unlock(&gs_v.lock);
		ret = -EIO;
	}
out_file:
	/* The verifier holds its own reference now, if it started. */
	fput(ctx->ctl);
out_ctx:
	kfree(ctx);
out:
	mutex_unlock(&gs_v.start_lock);
	return ret;
}
ALLOW_ERROR_INJECTION(verifier_start, ERRNO);

/*
 * Puts @call to the verifier on queue @queue, with @file (a reference the
 * request takes over) to hand it, and waits for the answer in @call, at
 * most @timeout jiffies (0: as long as it takes). Sleeps. Returns 0, -EIO
 * when no verifier could answer or the driver refused, -ETIMEDOUT, or
 * -EINTR when the caller was killed while waiting.
 */
static int ask_on(struct gs_verifier_call *call, struct file *file,
		  unsigned int queue, unsigned long timeout)
{
	struct gs_vreq *r;
	long ret;

	ret = verifier_start();
	if (!ret) {
		r = kzalloc(sizeof(*r), GFP_KERNEL);
		ret = r ? 0 : -ENOMEM;
	}
	if (ret) {
		if (file)
			fput(file);
		return ret;
	}
	kref_init(&r->ref);
	kref_get(&r->ref);	/* the queue's */
	r->call = *call;
	r->call.fd = -1;
	r->call.queue = queue;
	r->file = file;

	spin_lock(&gs_v.lock);
	if (!gs_v.ctl) {
		spin_unlock(&gs_v.lock);
		kref_put(&r->ref, vreq_free);
		kref_put(&r->ref, vreq_free);
		return -EIO;
	}
	r->call.id = gs_v.next_id++;
	list_add_tail(&r->list, &gs_v.q[queue].waiting);
	spin_unlock(&gs_v.lock);
	wake_up_all(&gs_v.wait);

	if (!timeout) {
		/* -ERESTARTSYS would restart nothing: the caller is dying */
		ret = wait_event_killable(gs_v.done, READ_ONCE(r->done)) ?
		      -EINTR : 0;
	} else {
		ret = wait_event_timeout(gs_v.done, READ_ONCE(r->done),
					 timeout);
		ret = ret ? 0 : -ETIMEDOUT;
	}
	spin_lock(&gs_v.lock);
	if (ret) {
		if (!r->done)
			finish(r, ret);
		if (!list_empty(&r->list)) {
			list_del_init(&r->list);
			kref_put(&r->ref, vreq_free);
		}
	}
	ret = r->ret;
	if (!ret && r->call.status)
		ret = -EIO;
	*call = r->call;
	spin_unlock(&gs_v.lock);
	kref_put(&r->ref, vreq_free);
	return ret;
}

static int ask(struct gs_verifier_call *call, struct file *file)
{
	return ask_on(call, file, 0, 0);
}

/*
 * A call for operation @op, zeroed, on the heap: at over 1.5 KiB it does
 * not belong on a kernel stack (the debug kernel's frame limit is 1 KiB).
 */
static struct gs_verifier_call *call_new(u32 op)
{
	struct gs_verifier_call *call = kzalloc(sizeof(*call), GFP_KERNEL);

	if (call)
		call->op = op;
	return call;
}

/*
 * Asks the driver, through the verifier, how many framebuffer bytes process
 * @pid (initial namespace) holds on the GPU of minor @gpu. Sleeps; errors
 * as ask().
 */
int gs_verifier_pid_mem(unsigned int gpu, pid_t pid, u64 *bytes)
{
	struct gs_verifier_call *call = call_new(GS_VERIFIER_OP_PID_MEM);
	int ret;

	*bytes = 0;
	if (!call)
		return -ENOMEM;
	call->gpu = gpu;
	call->pid = pid;
	ret = ask(call, NULL);
	*bytes = call->bytes;
	kfree(call);
	return ret;
}

/*
 * The RM identity of the GPU of minor @gpu: its gpuId and its device
 * instance, as the driver told the verifier. Sleeps the first time for
 * each verifier; errors as ask().
 */
int gs_verifier_gpu_ident(unsigned int gpu, u32 *gpu_id, u32 *instance)
{
	struct gs_verifier_call *call;
	int ret;

	if (gpu >= GS_VERIFIER_MAX_GPUS)
		return -EINVAL;
	spin_lock(&gs_v.lock);
	if (gs_v.ctl && gs_v.ident[gpu].known) {
		*gpu_id = gs_v.ident[gpu].gpu_id;
		*instance = gs_v.ident[gpu].instance;
		spin_unlock(&gs_v.lock);
		return 0;
	}
	spin_unlock(&gs_v.lock);

	call = call_new(GS_VERIFIER_OP_GPU_IDENT);
	if (!call)
		return -ENOMEM;
	call->gpu = gpu;
	ret = ask(call, NULL);
	if (ret)
		goto out;
	*gpu_id = call->gpu_id;
	*instance = call->instance;
	spin_lock(&gs_v.lock);
	if (gs_v.ctl) {
		gs_v.ident[gpu].gpu_id = call->gpu_id;
		gs_v.ident[gpu].instance = call->instance;
		gs_v.ident[gpu].known = true;
	}
	spin_unlock(&gs_v.lock);
out:
	kfree(call);
	return ret;
}

/*
 * Whether GPUs may reach pageable memory through the initialised
 * nvidia-uvm file @uvm (HMM): asked by the verifier, in whose memory no
 * container thread can change the answer. Sleeps; errors as ask().
 */
int gs_verifier_uvm_pageable(struct file *uvm, bool *pageable)
{
	struct gs_verifier_call *call = call_new(GS_VERIFIER_OP_UVM_PAGEABLE);
	int ret;

	*pageable = false;
	if (!call)
		return -ENOMEM;
	ret = ask(call, get_file(uvm));
	*pageable = call->pageable;
	kfree(call);
	return ret;
}

/*
 * RM_SHARE @a, issued by the verifier through @ctl, the caller's real ctl
 * file, with arguments in its memory, which no container thread can
 * change. Returns RM's answer, or an errno as ask() (rm_status.h). Sleeps.
 */
int gs_verifier_rm_share(struct file *ctl, const struct gs_nvos57 *a)
{
	struct gs_verifier_call *call = call_new(GS_VERIFIER_OP_RM_SHARE);
	int ret;

	if (!call)
		return -ENOMEM;
	call->hclient = a->hclient;
	call->hobject = a->hobject;
	call->target = a->policy.target;
	call->access = a->policy.access_mask;
	call->share_type = a->policy.type;
	call->action = a->policy.action;
	ret = ask(call, get_file(ctl));
	if (!ret)
		ret = gs_rm_status(call->rm_status);
	kfree(call);
	return ret;
}

/*
 * A compute control's longest wait: the H100 answers in about a
 * millisecond, the test VM in a few; a verifier that takes longer is
 * stuck, and the controller must not wait for it (module exit stops it).
 */
#define CONTROL_TIMEOUT	(HZ)

/*
 * FIFO_DISABLE_CHANNELS on subdevice @hsubdev of client @hclient, through
 * @ctl, the real ctl file the client was made on: the @n channels
 * @handles disabled (@disable) or enabled, issued by the verifier on the
 * queue of GPU @gpu. Returns RM's answer, or an errno as ask_on()
 * (rm_status.h). Sleeps.
 */
int gs_verifier_channels(unsigned int gpu, struct file *ctl, u32 hclient,
			 u32 hsubdev, bool disable, const u32 *handles,
			 unsigned int n)
{
	struct gs_verifier_call *call;
	int ret;

	if (gpu >= GS_VERIFIER_MAX_GPUS || n > GS_VERIFIER_CHANNELS)
		return -EINVAL;
	call = call_new(GS_VERIFIER_OP_CHANNELS);
	if (!call)
		return -ENOMEM;
	call->gpu = gpu;
	call->hclient = hclient;
	call->hobject = hsubdev;
	call->disable = disable;
	call->count = n;
	memcpy(call->handles, handles, n * sizeof(*handles));
	ret = ask_on(call, get_file(ctl), 1 + gpu, CONTROL_TIMEOUT);
	if (!ret)
		ret = gs_rm_status(call->rm_status);
	kfree(call);
	return ret;
}

/*
 * RM's utilization samples of the GPU of minor @gpu newer than @after,
 * oldest first, into @samples (room for GS_VERIFIER_SAMPLES); *@n of them.
 * Pids are of the initial namespace. Sleeps; errors as ask_on().
 */
int gs_verifier_gpumon(unsigned int gpu, u64 after,
		       struct gs_verifier_sample *samples, unsigned int *n)
{
	struct gs_verifier_call *call;
	int ret;

	*n = 0;
	if (gpu >= GS_VERIFIER_MAX_GPUS)
		return -EINVAL;
	call = call_new(GS_VERIFIER_OP_GPUMON);
	if (!call)
		return -ENOMEM;
	call->gpu = gpu;
	call->after = after;
	ret = ask_on(call, NULL, 1 + gpu, CONTROL_TIMEOUT);
	if (!ret) {
		*n = min_t(u32, call->count, GS_VERIFIER_SAMPLES);
		memcpy(samples, call->samples, *n * sizeof(*samples));
	}
	kfree(call);
	return ret;
}

void __init gs_verifier_init(void)
{
	unsigned int i;

	for (i = 0; i < GS_VERIFIER_QUEUES; i++)
		INIT_LIST_HEAD(&gs_v.q[i].waiting);
}

/*
 * Module exit: no caller is left (their files hold the module); stop the
 * verifier and wait until its control file is gone.
 */
void gs_verifier_uninit(void)
{
	struct pid *pid = NULL;

	spin_lock(&gs_v.lock);
	if (gs_v.pid)
		pid = get_pid(gs_v.pid);
	spin_unlock(&gs_v.lock);
	if (pid) {
		kill_pid(pid, SIGKILL, 1);
		put_pid(pid);
	}
	wait_event(gs_v.done, !READ_ONCE(gs_v.ctl));
}
