// SPDX-License-Identifier: GPL-2.0
/*
 * Decisions on the driver's calls, as the kernel engine makes them
 * (kmod/ioctl.c), from the core:
 *
 * - an allocation the core can price (RM_ALLOC of class 0x40, a
 *   VID_HEAP_CONTROL ALLOC_SIZE in video memory) is reserved in the
 *   slice's shared ledger before it goes to the driver, on the GPU of its
 *   parent. One that does not fit is refused as a full GPU refuses it:
 *   NV_ERR_NO_MEMORY in the argument's status, ioctl 0, the driver never
 *   called. After the call the charge stays only if the driver said
 *   NV_OK, at the size the driver wrote back (RM's rounding), as a block
 *   in the slice's table of framebuffer handles (core/fb_table.h, in the
 *   shared ledger): charged once, to the process RM counts it for, until
 *   its last handle goes;
 * - RM_DUP_OBJECT of such a block adds a handle on it to the table,
 *   right after its source as RM links it, and costs nothing; when the
 *   owner's handle goes, the block's charge passes with RM's ownership
 *   to the process holding the next handle. A full table refuses the
 *   allocation or dup (NV_ERR_NO_MEMORY, saying why once) rather than let
 *   a block go uncounted;
 * - so is what RM keeps for itself for a TSG, a channel or a VA space
 *   (core/nv_charge.h), from the allocation to the object's free, at once
 *   (the kernel engine follows RM's own timing and UVM's hold; this
 *   engine serves cooperative hosts);
 * - RM_FREE and VID_HEAP_CONTROL FREE give back what the object and its
 *   subtree were charged (a client: all of it), and so does the close of
 *   a ctl file's last fd, with which the driver frees its clients; their
 *   framebuffer handles leave the table;
 * - managed (UVM) mappings are charged at their size on every GPU of the
 *   slice when mapped (ENOMEM when they do not fit), given back when
 *   unmapped; UVM_INITIALIZE goes with HMM off, as through the kernel
 *   engine, since HMM would move ordinary memory into the GPU in no
 *   account;
 * - FB_GET_INFO_V2, FB_GET_INFO and VID_HEAP_CONTROL INFO answer the
 *   slice's limit and what is left of it (core/nv_meminfo.c); GET_PIDS and
 *   GET_PID_INFO list only the slice's live processes (core/nv_procs.c).
 *
 * IOCTL_XFER_CMD is looked through: the escape it carries is decided on
 * as if it had come directly.
 */

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "compute_thread.h"
#include "driver.h"
#include "engine.h"
#include "gpus.h"
#include "managed.h"
#include "mem.h"
#include "nv_charge.h"
#include "nv_class.h"
#include "nv_escape.h"
#include "nv_gpuid.h"
#include "nv_meminfo.h"
#include "nv_procs.h"
#include "nv_schedule.h"
#include "objects.h"
#include "shm_ledger.h"
#include "trace.h"

/* The largest argument decided on: VID_HEAP_CONTROL's NVOS32 */
#define MAX_ARG		GS_ABI_NVOS32_SIZE
/* The largest class parameters read: the channel's 368 */
#define MAX_PARAMS	512

static struct gs_config cfg;
static bool fresh;
static pthread_mutex_t attach_lock = PTHREAD_MUTEX_INITIALIZER;
static char said[sizeof(cfg.error)];	/* attach_lock */
/* the driver's table: set once, under attach_lock, before any call goes on */
static const struct gs_abi *abi;
static bool refusal_traced;	/* attach_lock: the trace has the refusal */

/* Says @msg on stderr, once for each new message. */
static void say(const char *msg)
{
	pthread_mutex_lock(&attach_lock);
	if (strcmp(said, msg)) {
		snprintf(said, sizeof(said), "%s", msg);
		fprintf(stderr, "gpuslice-preload: %s: NVIDIA devices refused\n",
			msg);
	}
	pthread_mutex_unlock(&attach_lock);
}

void gs_engine_init(const struct gs_config *c, bool fresh_)
{
	int ret;

	cfg = *c;
	fresh = fresh_;
	if (!gs_nv_tables_init() && !cfg.error[0])
		snprintf(cfg.error, sizeof(cfg.error),
			 "the ABI description's ioctl tables do not hold together: a fault of this build");
	if (!cfg.error[0] && cfg.trace[0]) {
		ret = gs_trace_start(cfg.trace);
		if (ret)
			snprintf(cfg.error, sizeof(cfg.error),
				 "GPUSLICE_TRACE: cannot write %.400s: %s",
				 cfg.trace, strerror(-ret));
	}
}

bool gs_engine_active(void)
{
	return cfg.slice[0] || cfg.error[0] || gs_trace_on();
}

const struct gs_abi *gs_engine_abi(void)
{
	return __atomic_load_n(&abi, __ATOMIC_ACQUIRE);
}

/*
 * The table of the driver behind @fd, a node of @f, asked once: 0, or the
 * -errno that refuses the devices, with why in @err. Every call is laid
 * out as its driver's version has it (docs/abi.md): on a driver the ABI
 * description has no table for, the engine would read and write the
 * program's arguments at the wrong places, so it refuses the devices.
 * The trace, if any, names the driver and the table (a DRIVER record)
 * before the records of its calls. attach_lock held.
 */
static int find_abi(int fd, const struct gs_fd *f, char *err, size_t len)
{
	char version[GS_ABI_RM_API_VERSION_STRING_LEN + 1];
	const struct gs_abi *found;
	enum gs_abi_match match;
	char supported[256];
	int ret;

	ret = gs_driver_version(fd, f, version, sizeof(version));
	if (cfg.nv_version[0]) {
		found = gs_abi_find(cfg.nv_version, &match);
		fprintf(stderr,
			"gpuslice-preload: NVIDIA driver %s: calls read as %s has them, as GPUSLICE_NV_VERSION says: an unsupported configuration\n",
			ret ? "of unknown version" : version, found->version);
		gs_trace_driver(ret ? NULL : version, found->version, "override");
		goto use;
	}
	if (ret) {
		snprintf(err, len, "cannot ask the NVIDIA driver its version: %s",
			 strerror(-ret));
		return ret;
	}
	found = gs_abi_find(version, &match);
	if (!found) {
		gs_abi_supported(supported, sizeof(supported));
		snprintf(err, len,
			 "NVIDIA driver %s is not a version gpuslice supports (supported: %s; GPUSLICE_NV_VERSION names one to use anyway, unsupported)",
			 version, supported);
		/* asked again at each open, recorded once, as say() says it */
		if (!refusal_traced)
			gs_trace_driver(version, NULL, "unsupported");
		refusal_traced = true;
		return -EPROTO;
	}
	if (match == GS_ABI_BRANCH)
		fprintf(stderr,
			"gpuslice-preload: NVIDIA driver %s is not a version gpuslice lists; using the table of %s, of its branch\n",
			version, found->version);
	gs_trace_driver(version, found->version,
			match == GS_ABI_BRANCH ? "branch" : "exact");
use:
	__atomic_store_n(&abi, found, __ATOMIC_RELEASE);
	return 0;
}

/*
 * Finds the driver's table, joins the slice's ledger and registers it on
 * its GPUs' scheduler segments; 0 or the -errno that refuses the devices.
 */
static int attach(int fd, const struct gs_fd *f)
{
	char err[sizeof(cfg.error)];
	int ret = 0;

	/* said when it matters: a program that never uses a GPU is left be */
	if (cfg.error[0]) {
		say(cfg.error);
		return -EPERM;
	}
	if (!gs_engine_abi()) {
		pthread_mutex_lock(&attach_lock);
		if (!abi)
			ret = find_abi(fd, f, err, sizeof(err));
		pthread_mutex_unlock(&attach_lock);
		if (ret) {
			say(err);
			return ret;
		}
	}
	if (!gs_config_slice(&cfg) ||
	    (gs_shm_attached() && gs_compute_attached()))
		return 0;
	pthread_mutex_lock(&attach_lock);
	if (!gs_shm_attached())
		ret = gs_shm_attach(&cfg, fresh, err, sizeof(err));
	if (!ret && !gs_compute_attached())
		ret = gs_compute_attach(&cfg, err, sizeof(err));
	pthread_mutex_unlock(&attach_lock);
	if (ret)
		say(err);
	return ret;
}

int gs_engine_opened(int fd, const struct gs_fd *f)
{
	int ret = attach(fd, f);

	if (ret)
		return ret;
	gs_trace_open(fd, f);
	return 0;
}

static void refund(const struct gs_refund *r)
{
	unsigned int g;

	for (g = 0; g < GS_NV_MAX_GPUS; g++)
		gs_shm_refund(g, r->gpu[g]);
	gs_shm_refund(GS_GPU_ALL, r->all);
}

void gs_engine_closed(int fd, const struct gs_fd *f, bool last)
{
	struct gs_refund r;

	memset(&r, 0, sizeof(r));

	gs_trace_close(fd, f);
	/* the driver frees a ctl file's clients with its last fd */
	if (last && f->kind == GS_FD_CTL && gs_config_slice(&cfg)) {
		gs_objs_free_file(f->file, &r);
		refund(&r);
	}
}

/**
 * struct call - one escape being decided on
 * @real: libc's ioctl
 * @fd: the fd it came on
 * @req: the request, as it came
 * @uarg: the argument, as it came
 * @f: what @fd names
 * @arg: the escape's argument: @uarg, or what an XFER points at
 * @nr: the escape: _IOC_NR(@req), or the XFER's cmd
 * @size: bytes at @arg
 * @buf: a copy of @arg, when it is one decided on
 * @op: @buf decoded
 */
struct call {
	gs_ioctl_fn real;
	int fd;
	unsigned long req;
	void *uarg;
	const struct gs_fd *f;
	void *arg;
	u32 nr, size;
	u8 buf[MAX_ARG];
	struct gs_nv_op op;
};

static int forward(const struct call *c)
{
	return c->real(c->fd, c->req, c->uarg);
}

static void *at(const void *base, u32 off)
{
	return (u8 *)base + off;
}

static void *uptr(u64 p)
{
	return (void *)(uintptr_t)p;
}

/*
 * Copies from and to what the driver has just read and written back for a
 * call that succeeded, so mapped and writable: plain copies, without
 * gs_mem_read()'s system call, which would be most of the engine's cost
 * per call. Only a thread that unmaps a running ioctl's argument can make
 * them fault.
 */
static void answer_read(void *dst, const void *answer, size_t len)
{
	memcpy(dst, answer, len);
}

static void answer_write(void *answer, const void *src, size_t len)
{
	memcpy(answer, src, len);
}

/* Refuses the call as the driver does: @status in the argument, ioctl 0. */
static int refuse(const struct call *c, u32 status)
{
	if (c->op.status_at == GS_NV_NO_FIELD ||
	    !gs_mem_write(at(c->arg, c->op.status_at), &status,
			  sizeof(status))) {
		errno = EFAULT;
		return -1;
	}
	return 0;
}

/* Says once that the slice's table of framebuffer handles is full. */
static void table_full(void)
{
	static bool said;

	if (!__atomic_exchange_n(&said, true, __ATOMIC_RELAXED))
		fprintf(stderr, "gpuslice-preload: slice %s: its table of framebuffer handles is full (%d handles): allocations and dups refused\n",
			cfg.slice, GS_SHM_HANDLES);
}

/*
 * Refuses a call whose handle the table could not take: a full table, a
 * block beyond the limit, or a ledger that cannot be used (which says so
 * itself).
 */
static int refuse_untracked(const struct call *c, int err)
{
	if (err == -ENOSPC)
		table_full();
	return refuse(c, GS_ABI_ERR_NO_MEMORY);
}

/* The call went through and the driver said NV_OK. */
static bool rm_ok(const struct call *c, int ret)
{
	u32 status;

	if (ret || c->op.status_at == GS_NV_NO_FIELD)
		return false;
	answer_read(&status, at(c->arg, c->op.status_at), sizeof(status));
	return !status;
}

/*
 * The GPU of an object's parent; none for a client, and for a device until
 * the driver made it (device_gpu()).
 */
static int alloc_gpu(const struct call *c, enum gs_nv_class_role role)
{
	if (role == GS_NV_ROLE_ROOT || role == GS_NV_ROLE_DEVICE)
		return GS_GPU_NONE;
	return gs_objs_gpu(c->op.client, c->op.parent);
}

/* The GPU (minor) of the device object the driver just made (gpus.c). */
static int device_gpu(const struct call *c, const void *params)
{
	if (!params)
		return GS_GPU_NONE;
	return gs_gpus_of_device(c->op.abi, c->fd, c->op.client,
				 gs_get_u32(params,
					    GS_ABI_DEVICE_PARAMS_DEVICEID_AT));
}

/* RM_ALLOC and VID_HEAP_CONTROL ALLOC_SIZE. */
static int alloc_call(struct call *c)
{
	enum gs_nv_class_role role = gs_nv_op_role(&c->op);
	struct gs_obj obj = { 0 };
	u8 params[MAX_PARAMS];
	const void *pp = NULL;
	int gpu, where, ret, entry = -1;
	u64 price, kept, bytes = 0;

	if (c->op.params_size && c->op.params_size <= sizeof(params) &&
	    gs_mem_read(params, uptr(c->op.params), c->op.params_size) ==
	    c->op.params_size)
		pp = params;
	gpu = alloc_gpu(c, role);
	price = gs_nv_op_price(&c->op, c->buf, pp);
	/*
	 * What RM keeps for itself for the object, which no count of the
	 * driver's shows: charged until the object is freed.
	 */
	kept = gs_nv_op_kept(&c->op, pp);
	/*
	 * An object gpuslice cannot place is charged on every GPU of the
	 * slice, admitted where it fits on each (the core's rule,
	 * gs_ledger_charge_each(), the kernel engine's too). It stays so
	 * until freed: this engine has no count of the driver's to find it
	 * on its own GPU, as the kernel engine's audit does.
	 */
	where = gpu >= 0 ? gpu : GS_GPU_ALL;
	/* a block of framebuffer: its handle's entry with the charge */
	if (price) {
		entry = gs_shm_fb_charge(where, price + kept, c->op.client);
		if (entry < 0)
			return refuse_untracked(c, entry);
	} else if (kept && !gs_shm_charge(where, kept)) {
		return refuse(c, GS_ABI_ERR_NO_MEMORY);
	}
	ret = forward(c);
	if (!rm_ok(c, ret)) {
		gs_shm_refund(where, price + kept);
		gs_shm_fb_cancel(entry);
		return ret;
	}
	/* What the driver wrote back: the handle, the size it took. */
	answer_read(c->buf, c->arg, c->size);
	if (pp)
		answer_read(params, uptr(c->op.params), c->op.params_size);
	if (role == GS_NV_ROLE_DEVICE)
		gpu = device_gpu(c, pp);
	obj.handle = gs_nv_op_handle(&c->op, c->buf);
	if (price) {
		bytes = gs_nv_op_allocated(&c->op, c->buf, pp);
		if (bytes > price)
			gs_shm_force(where, bytes - price);
		else
			gs_shm_refund(where, price - bytes);
		gs_shm_fb_made(entry, obj.handle, bytes);
	}
	obj.client = role == GS_NV_ROLE_ROOT ? obj.handle : c->op.client;
	obj.parent = role == GS_NV_ROLE_ROOT ? 0 : c->op.parent;
	obj.cls = c->op.cls;
	obj.kind = role;
	obj.gpu = price + kept ? where : gpu;
	obj.bytes = kept;
	obj.kept = kept;
	obj.owner = role == GS_NV_ROLE_ROOT ? c->f->file : 0;
	obj.flags = price ? GS_OBJ_FB : 0;
	gs_objs_add(&obj);
	if (role == GS_NV_ROLE_CHANNEL)
		gs_compute_channel(gpu);
	return ret;
}

/*
 * RM_DUP_OBJECT: a new handle on an object. On a block of framebuffer of
 * the slice it is a handle in the table, which keeps the block charged
 * while it lives; a dup of anything else (an object of another slice or
 * of no slice, which RM counts for its owner) has nothing to follow.
 */
static int dup_call(struct call *c)
{
	int entry, ret;
	struct gs_obj obj = { 0 };

	entry = gs_shm_fb_reserve_dup(c->op.src_client, c->op.src_handle,
				      c->op.client);
	if (entry < 0 && entry != -ENOENT)
		return refuse_untracked(c, entry);
	ret = forward(c);
	if (!rm_ok(c, ret)) {
		gs_shm_fb_cancel(entry);
		return ret;
	}
	answer_read(c->buf, c->arg, c->size);
	obj.client = c->op.client;
	obj.handle = gs_nv_op_handle(&c->op, c->buf);
	obj.parent = c->op.parent;
	/* never a channel: the compute thread disables each channel once */
	obj.kind = GS_NV_ROLE_OTHER;
	obj.gpu = gs_objs_gpu(c->op.src_client, c->op.src_handle);
	if (obj.gpu == GS_GPU_NONE)
		obj.gpu = gs_objs_gpu(c->op.client, c->op.parent);
	obj.flags = entry >= 0 ? GS_OBJ_FB : 0;
	gs_shm_fb_made(entry, obj.handle, 0);
	gs_objs_add(&obj);
	return ret;
}

/*
 * RM_FREE and VID_HEAP_CONTROL FREE. A handle this process never made
 * (a child after fork() freeing its parent's) leaves the table of
 * framebuffer handles by its name (a client with all its handles).
 */
static int free_call(struct call *c)
{
	struct gs_refund r;

	memset(&r, 0, sizeof(r));
	int ret = forward(c);

	if (!rm_ok(c, ret))
		return ret;
	if (gs_objs_free(c->op.client, c->op.handle, &r))
		refund(&r);
	else if (c->op.handle == c->op.client)
		gs_shm_fb_free_client(c->op.client);
	else
		gs_shm_fb_free(c->op.client, c->op.handle);
	return ret;
}

/* The slice's share of the GPU of (@client, @handle). */
static void view_of(u32 client, u32 handle, struct gs_mem_view *v)
{
	int gpu = gs_objs_gpu(client, handle);

	gs_shm_view(gpu >= 0 ? gpu : GS_GPU_ALL, v);
}

/* VID_HEAP_CONTROL INFO: the heap's size and free bytes. */
static int heap_info(struct call *c)
{
	struct gs_mem_view v;
	int ret = forward(c);

	if (!rm_ok(c, ret))
		return ret;
	answer_read(c->buf, c->arg, c->size);
	view_of(c->op.client, c->op.parent, &v);
	if (gs_nv_meminfo_heap(c->op.abi, c->buf, c->size, &v))
		answer_write(c->arg, c->buf, c->size);
	return ret;
}

/* FB_GET_INFO: the {index, data} list is behind the pointer at 8. */
static void fb_info_list(const struct call *c, const void *params)
{
	u8 copy[GS_NV_FB_INFO_LIST_BYTES];
	struct gs_mem_view v;
	u32 n, bytes;
	void *list;
	u64 at;

	n = gs_nv_meminfo_list_at(c->op.abi, params, c->op.params_size, &at);
	list = uptr(at);
	bytes = n * GS_ABI_FB_INFO_SIZE;
	if (gs_mem_read(copy, list, bytes) != bytes)
		return;
	view_of(c->op.client, c->op.handle, &v);
	gs_nv_meminfo_list(c->op.abi, copy, n, &v);
	gs_mem_write(list, copy, bytes);
}

/* GET_PIDS, GET_PID_INFO: only the slice's live processes. */
static bool narrow(const struct call *c, void *params)
{
	static s32 pids[GS_SHM_MEMBERS];
	static pthread_mutex_t pids_lock = PTHREAD_MUTEX_INITIALIZER;
	struct gs_pid_set set;
	bool ret;

	pthread_mutex_lock(&pids_lock);
	set.pids = pids;
	set.count = gs_shm_pids(pids, GS_SHM_MEMBERS);
	ret = gs_nv_procs_narrow(c->op.abi, c->op.cmd, params,
				 c->op.params_size, &set);
	pthread_mutex_unlock(&pids_lock);
	return ret;
}

/*
 * GPFIFO_SCHEDULE of a TSG, or of a channel outside one (core/nv_schedule.h):
 * once the program scheduled it, the compute thread controls its channels;
 * before, a disable would reach channels RM has not finished setting up.
 */
static int schedule_call(struct call *c)
{
	u8 params[GS_NV_SCHEDULE_PARAMS_MAX];
	u32 size = c->op.params_size < sizeof(params) ? c->op.params_size :
		   sizeof(params);
	int ret = forward(c);

	if (rm_ok(c, ret)) {
		answer_read(params, uptr(c->op.params), size);
		if (gs_nv_schedule_enables(c->op.cmd, params, size)) {
			gs_objs_set_scheduled(c->op.client, c->op.handle);
			gs_compute_channel(gs_objs_gpu(c->op.client,
						       c->op.handle));
		}
	}
	return ret;
}

/* GET_ID_INFO(_V2): a GPU's device instance, learnt (gpus.c). */
static int id_info_call(struct call *c)
{
	u8 params[GS_ABI_CTRL_0000_GPU_GET_ID_INFO_SIZE];
	int ret = forward(c);

	if (rm_ok(c, ret) && c->op.params_size <= sizeof(params)) {
		answer_read(params, uptr(c->op.params), c->op.params_size);
		gs_gpus_control(c->op.abi, c->op.cmd, params,
				c->op.params_size);
	}
	return ret;
}

/* CARD_INFO: the GPUs' minors, learnt (gpus.c). */
static int card_info_call(struct call *c)
{
	u8 card[GS_NV_MAX_GPUS * GS_ABI_CARD_INFO_SIZE];
	u32 size = c->size < sizeof(card) ? c->size : sizeof(card);
	int ret = forward(c);

	if (!ret) {
		answer_read(card, c->arg, size);
		gs_gpus_card_info(card, size);
	}
	return ret;
}

/*
 * RM_CONTROL: the answers of the slice's views rewritten, each by its core
 * function. The ledger is all this engine counts, so nothing is settled
 * first, where the kernel engine settles its audits of the driver's count.
 */
static int control_call(struct call *c)
{
	enum gs_nv_view view = gs_nv_view_find(c->op.abi, c->op.cmd,
					       c->op.params_size);
	u32 size = c->op.params_size;
	struct gs_mem_view v;
	bool write = false;
	void *params;
	int ret;

	if (gs_nv_ctrl_schedule(c->op.cmd))
		return schedule_call(c);
	if (c->op.cmd == GS_ABI_CTRL_0000_GPU_GET_ID_INFO ||
	    c->op.cmd == GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2)
		return id_info_call(c);
	if (view == GS_NV_VIEW_NONE)
		return forward(c);
	ret = forward(c);
	if (!rm_ok(c, ret))
		return ret;
	params = malloc(size);
	if (!params)
		return ret;
	answer_read(params, uptr(c->op.params), size);
	switch (view) {
	case GS_NV_VIEW_FB_INFO_V2:
		view_of(c->op.client, c->op.handle, &v);
		write = gs_nv_meminfo_v2(c->op.abi, params, size, &v);
		break;
	case GS_NV_VIEW_FB_INFO:
		fb_info_list(c, params);
		break;
	case GS_NV_VIEW_PROCS:
		write = narrow(c, params);
		break;
	case GS_NV_VIEW_NONE:
		break;
	}
	if (write)
		answer_write(uptr(c->op.params), params, size);
	free(params);
	return ret;
}

static bool decided_on(u32 nr)
{
	return nr == GS_ABI_ESC_RM_ALLOC || nr == GS_ABI_ESC_RM_FREE ||
	       nr == GS_ABI_ESC_RM_CONTROL || nr == GS_ABI_ESC_RM_DUP_OBJECT ||
	       nr == GS_ABI_ESC_RM_VID_HEAP_CONTROL;
}

/* Points @c at the escape an IOCTL_XFER_CMD carries, if it is one. */
static void look_through_xfer(struct call *c)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(abi, c->nr), *inner;
	u8 x[GS_ABI_XFER_SIZE];

	if (!e || !(e->flags & GS_NV_ESC_XFER) || c->size != sizeof(x) ||
	    gs_mem_read(x, c->arg, sizeof(x)) != sizeof(x))
		return;
	inner = gs_nv_xfer_inner_find(abi, gs_get_u32(x, GS_ABI_XFER_CMD_AT));
	if (!inner)
		return;
	c->nr = inner->nr;
	c->size = gs_get_u32(x, GS_ABI_XFER_SIZE_AT);
	c->arg = uptr(gs_get_u64(x, GS_ABI_XFER_PTR_AT));
}

static int nv_call(gs_ioctl_fn real, int fd, const struct gs_fd *f,
		   unsigned long req, void *arg)
{
	struct call c = {
		.real = real, .fd = fd, .req = req, .uarg = arg, .f = f,
		.arg = arg, .nr = _IOC_NR(req), .size = _IOC_SIZE(req),
	};

	look_through_xfer(&c);
	if (c.nr == GS_ABI_ESC_CARD_INFO)
		return card_info_call(&c);
	if (!decided_on(c.nr) || c.size > sizeof(c.buf) ||
	    gs_mem_read(c.buf, c.arg, c.size) != c.size ||
	    !gs_nv_op_decode(abi, c.nr, c.buf, c.size, &c.op))
		return forward(&c);
	switch (c.op.kind) {
	case GS_NV_OP_ALLOC:
	case GS_NV_OP_HEAP_ALLOC:
		return alloc_call(&c);
	case GS_NV_OP_FREE:
	case GS_NV_OP_HEAP_FREE:
		return free_call(&c);
	case GS_NV_OP_HEAP_INFO:
		return heap_info(&c);
	case GS_NV_OP_CONTROL:
		return control_call(&c);
	case GS_NV_OP_DUP:
		return dup_call(&c);
	}
	return forward(&c);
}

/* UVM_INITIALIZE with HMM off; the caller's flags put back after. */
static int uvm_call(gs_ioctl_fn real, int fd, unsigned long req, void *arg)
{
	void *at = (u8 *)arg + GS_ABI_UVM_INITIALIZE_FLAGS_AT;
	u64 flags, off;
	int ret, err;

	if (req != GS_ABI_UVM_INITIALIZE ||
	    gs_mem_read(&flags, at, sizeof(flags)) != sizeof(flags))
		return real(fd, req, arg);
	off = flags | GS_ABI_UVM_INIT_FLAGS_DISABLE_HMM;
	if (!gs_mem_write(at, &off, sizeof(off)))
		return real(fd, req, arg);
	ret = real(fd, req, arg);
	err = errno;
	gs_mem_write(at, &flags, sizeof(flags));
	errno = err;
	return ret;
}

int gs_engine_ioctl(gs_ioctl_fn real, int fd, const struct gs_fd *f,
		    unsigned long req, void *arg)
{
	struct gs_trace_call t;
	int ret, err;

	err = attach(fd, f);
	if (err) {
		errno = -err;
		return -1;
	}
	gs_trace_ioctl_begin(&t, abi, f, req, arg);
	if (!gs_config_slice(&cfg))
		ret = real(fd, req, arg);
	else if (f->kind == GS_FD_CTL || f->kind == GS_FD_GPU)
		ret = nv_call(real, fd, f, req, arg);
	else if (f->kind == GS_FD_UVM)
		ret = uvm_call(real, fd, req, arg);
	else
		ret = real(fd, req, arg);
	err = errno;
	gs_trace_ioctl_end(&t, fd, f, req, arg, ret, err);
	errno = err;
	return ret;
}

int gs_engine_mmap_begin(int fd, const struct gs_fd *f, size_t len)
{
	int ret = attach(fd, f);

	if (ret)
		return ret;
	if (f->kind == GS_FD_UVM && gs_config_slice(&cfg) &&
	    !gs_shm_charge(GS_GPU_ALL, len))
		return -ENOMEM;
	return 0;
}

void gs_engine_mmap_end(int fd, const struct gs_fd *f, size_t len, int prot,
			int flags, off_t off, void *addr)
{
	bool managed = f->kind == GS_FD_UVM && gs_config_slice(&cfg);

	if (addr == MAP_FAILED) {
		if (managed)
			gs_shm_refund(GS_GPU_ALL, len);
		return;
	}
	if (managed)
		gs_managed_add((uintptr_t)addr, len);
	gs_trace_mmap(fd, f, len, prot, flags, off, addr);
}

void gs_engine_unmapped(void *addr, size_t len)
{
	u64 bytes;

	if (!gs_config_slice(&cfg))
		return;
	bytes = gs_managed_remove((uintptr_t)addr, len);
	gs_shm_refund(GS_GPU_ALL, bytes);
}

void gs_engine_forked(void)
{
	gs_fdtab_forked();
	gs_compute_forked();
	gs_mem_forked();
	gs_objs_forked();
	gs_managed_forked();
	gs_shm_forked();
}
