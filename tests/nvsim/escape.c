// SPDX-License-Identifier: GPL-2.0
/*
 * The ioctl entry point: nvidia_ioctl's framing, then one handler per
 * escape.
 *
 * Framing (docs/nvidia-abi.md 1): only _IOC_NR and _IOC_SIZE count. IOCTL_XFER
 * unwraps one level. The whole argument is copied in, and back out after
 * the call whatever happened, unless copying faulted. An unknown escape, a
 * wrong size or the wrong kind of file is -EINVAL; the core's escape table
 * (the core's table of escapes) decides all three. Once dispatched, an RM escape
 * returns 0 and its result goes in the argument's status field.
 *
 * Handlers copy nested user buffers (class and control parameters) before
 * taking nvsim_lock and after dropping it (nvsim.h).
 */

#include <linux/file.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "nv_escape.h"
#include "nvsim.h"
#include "rm.h"

#define ESC_RM_ALLOC_MEMORY		0x27
#define ESC_RM_ALLOC_OBJECT		0x28
#define ESC_RM_FREE			0x29
#define ESC_RM_CONTROL			0x2a
#define ESC_RM_ALLOC			0x2b
#define ESC_RM_DUP_OBJECT		0x34
#define ESC_RM_SHARE			0x35
#define ESC_RM_VID_HEAP_CONTROL		0x4a
#define ESC_RM_MAP_MEMORY		0x4e
#define ESC_RM_UNMAP_MEMORY		0x4f
#define ESC_RM_UPDATE_DEVICE_MAPPING_INFO 0x5e
#define ESC_CARD_INFO			0xc8
#define ESC_REGISTER_FD			0xc9
#define ESC_ALLOC_OS_EVENT		0xce
#define ESC_FREE_OS_EVENT		0xcf
#define ESC_STATUS_CODE			0xd1
#define ESC_CHECK_VERSION_STR		0xd2
#define ESC_IOCTL_XFER_CMD		0xd3
#define ESC_ATTACH_GPUS_TO_FD		0xd4
#define ESC_SYS_PARAMS			0xd6
#define ESC_NUMA_INFO			0xd7
#define ESC_WAIT_OPEN_COMPLETE		0xda

/* The GPU ID and PCI slot of GPU i, as the H100 of the traces had them. */
#define GPU_SLOT_BASE			6

struct esc_call {
	struct nvsim_file *nf;
	const struct gs_nv_escape *e;
	void *arg;
	u32 size;
};

static void set_status(struct esc_call *c, u32 status)
{
	u32 off = gs_nv_escape_status(c->e, c->size);

	if (off != GS_NV_NO_FIELD)
		gs_put_u32(c->arg, off, status);
}

static u64 arg_u64(struct esc_call *c, u32 off)
{
	return gs_get_u64(c->arg, off);
}

static void put_u64(void *buf, u32 off, u64 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/* Frees a just-allocated object again (its parameters could not go back). */
static void undo_alloc(struct nvsim_file *nf, u32 hroot, u32 hnew, bool root)
{
	struct nvsim_client *c;
	struct nvsim_obj *obj;

	mutex_lock(&nvsim_lock);
	c = nvsim_client_lookup(root ? hnew : hroot);
	obj = c ? nvsim_obj_lookup(c, hnew) : NULL;
	if (obj)
		nvsim_obj_free(obj);
	mutex_unlock(&nvsim_lock);
}

/*
 * RM_ALLOC and RM_ALLOC_OBJECT. RM sizes the parameters from its class
 * table, not from the caller (docs/nvidia-abi.md 1e), and copies them back only
 * on success.
 */
static u32 do_alloc(struct esc_call *c, u32 hroot, u32 hparent, u32 *hnew,
		    u32 cls, void __user *uparams, bool has_params)
{
	const struct nvsim_class *k = nvsim_class_find(cls);
	void *params = NULL;
	bool root = false;
	u32 psize = 0;
	u32 status;

	if (!k)
		return NV_ERR_INVALID_CLASS;
	if (k->rule != NVSIM_PARAMS_NONE && has_params && uparams) {
		psize = k->psize;
		params = kzalloc(psize, GFP_KERNEL_ACCOUNT);
		if (!params)
			return NV_ERR_NO_MEMORY;
		if (copy_from_user(params, uparams, psize)) {
			status = NV_ERR_INVALID_ARGUMENT;
			goto out;
		}
	} else if (k->rule == NVSIM_PARAMS_REQUIRED) {
		return NV_ERR_INVALID_ARGUMENT;
	}

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_alloc(nvsim_file_os_info(c->nf), hroot, hparent,
				hnew, cls, params, psize);
	mutex_unlock(&nvsim_lock);
	root = cls == NV01_ROOT || cls == NV01_ROOT_NON_PRIV ||
	       cls == NV01_ROOT_CLIENT;

	if (status == NV_OK && params && copy_to_user(uparams, params, psize)) {
		undo_alloc(c->nf, hroot, *hnew, root);
		status = NV_ERR_INVALID_ARGUMENT;
	}
out:
	kfree(params);
	return status;
}

static long esc_rm_alloc(struct esc_call *c)
{
	u32 cls = gs_get_u32(c->arg, NVOS64_HCLASS);
	u32 hnew = gs_get_u32(c->arg, NVOS64_HNEW);
	void __user *uparams = u64_to_user_ptr(arg_u64(c, NVOS64_PPARAMS));
	u32 status;

	/* RmIoctl: user clients are always NV01_ROOT_CLIENT */
	if (cls == NV01_ROOT || cls == NV01_ROOT_NON_PRIV) {
		cls = NV01_ROOT_CLIENT;
		gs_put_u32(c->arg, NVOS64_HCLASS, cls);
	}
	status = do_alloc(c, gs_get_u32(c->arg, NVOS64_HROOT),
			  gs_get_u32(c->arg, NVOS64_HPARENT), &hnew, cls,
			  uparams, true);
	if (status == NV_OK)
		gs_put_u32(c->arg, NVOS64_HNEW, hnew);
	set_status(c, status);
	return 0;
}

static long esc_rm_alloc_object(struct esc_call *c)
{
	u32 hnew = gs_get_u32(c->arg, NVOS64_HNEW);
	u32 status;

	status = do_alloc(c, gs_get_u32(c->arg, NVOS64_HROOT),
			  gs_get_u32(c->arg, NVOS64_HPARENT), &hnew,
			  gs_get_u32(c->arg, NVOS64_HCLASS), NULL, false);
	set_status(c, status);
	return 0;
}

static long esc_rm_free(struct esc_call *c)
{
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_free(nvsim_file_os_info(c->nf),
			       gs_get_u32(c->arg, NVOS00_HROOT),
			       gs_get_u32(c->arg, NVOS00_HOLD));
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

/* rmapiParamsCopyIn: a NULL pointer is refused before a faulting one. */
static u32 rm_copy_in(void *dst, u64 uptr, u32 size)
{
	if (!uptr)
		return NV_ERR_INVALID_ARGUMENT;
	if (copy_from_user(dst, u64_to_user_ptr(uptr), size))
		return NV_ERR_INVALID_ADDRESS;
	return NV_OK;
}

/*
 * A legacy list control (control.c), as RM's ctrlparamAcquire copies it:
 * sizeof its params whatever paramsSize says, then the list they point at,
 * not read at all when empty; a list longer than the V2 one is out of
 * range. The list goes back on success; RM ignores a failed copy-out.
 */
static u32 legacy_control(struct esc_call *c,
			  const struct nvsim_legacy_control *l, u32 hclient,
			  u32 hobj, u64 uptr)
{
	u8 params[NVSIM_LEGACY_PARAMS_SIZE];
	void *list = NULL;
	u32 n, status;
	u64 ulist;

	status = rm_copy_in(params, uptr, sizeof(params));
	if (status != NV_OK)
		return status;
	n = gs_get_u32(params, NVSIM_LEGACY_LIST_SIZE);
	ulist = gs_get_u64(params, NVSIM_LEGACY_LIST);
	if (n > l->max)
		return NV_ERR_OUT_OF_RANGE;
	if (n) {
		list = kcalloc(n, NVSIM_LEGACY_ENTRY, GFP_KERNEL_ACCOUNT);
		if (!list)
			return NV_ERR_NO_MEMORY;
		status = rm_copy_in(list, ulist, n * NVSIM_LEGACY_ENTRY);
	}
	if (status == NV_OK) {
		mutex_lock(&nvsim_lock);
		status = nvsim_rm_control_legacy(nvsim_file_os_info(c->nf),
						 hclient, hobj, l, list, n);
		mutex_unlock(&nvsim_lock);
	}
	if (status == NV_OK && n &&
	    copy_to_user(u64_to_user_ptr(ulist), list, n * NVSIM_LEGACY_ENTRY))
		pr_debug("control 0x%x: list not copied back\n", l->cmd);
	kfree(list);
	return status;
}

/* RM_CONTROL: control.c lists the checks and their order. */
static long esc_rm_control(struct esc_call *c)
{
	u32 hclient = gs_get_u32(c->arg, NVOS54_HCLIENT);
	u32 cmd = gs_get_u32(c->arg, NVOS54_CMD);
	u32 flags = gs_get_u32(c->arg, NVOS54_FLAGS);
	u64 uptr = arg_u64(c, NVOS54_PARAMS);
	u32 psize = gs_get_u32(c->arg, NVOS54_PARAMS_SIZE);
	const struct nvsim_control *ctrl = nvsim_control_find(cmd);
	const struct nvsim_legacy_control *legacy;
	void __user *uparams = u64_to_user_ptr(uptr);
	struct nvsim_file *fd_nf = NULL;
	struct file *fd_filp = NULL;
	void *params = NULL;
	bool exists;
	u32 status;

	if (flags & NVOS54_FLAGS_LOCK_BYPASS) {
		status = NV_ERR_INVALID_ARGUMENT;
		goto out;
	}
	mutex_lock(&nvsim_lock);
	exists = nvsim_client_lookup(hclient);
	mutex_unlock(&nvsim_lock);
	if (!exists || (flags & NVOS54_FLAGS_IRQL_RAISED)) {
		status = NV_ERR_INVALID_CLIENT;
		goto out;
	}
	legacy = nvsim_legacy_control_find(cmd);
	if (legacy && !flags) {
		status = legacy_control(c, legacy, hclient,
					gs_get_u32(c->arg, NVOS54_HOBJECT), uptr);
		goto out;
	}
	if ((psize && !uptr) || (!psize && uptr) ||
	    (ctrl && psize != ctrl->size)) {
		status = NV_ERR_INVALID_ARGUMENT;
		goto out;
	}
	if (ctrl && psize) {
		params = kvzalloc(psize, GFP_KERNEL_ACCOUNT);
		if (!params) {
			status = NV_ERR_NO_MEMORY;
			goto out;
		}
		if (copy_from_user(params, uparams, psize)) {
			status = NV_ERR_INVALID_ARGUMENT;
			goto out;
		}
	}

	/*
	 * An fd in the parameters: RM looks it up when the handler gets to
	 * it, nvsim before taking the lock (nvsim_fget() wants it not held,
	 * and the fput() of a last reference releases the file, which takes
	 * it). A failed lookup is the handler's to answer, in RM's order.
	 */
	if (params && ctrl->ctl_fd)
		fd_filp = nvsim_fget((s32)gs_get_u32(params, ctrl->ctl_fd - 1),
				     NVSIM_FD_CTL, &fd_nf);

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_control(nvsim_file_os_info(c->nf), hclient,
				  gs_get_u32(c->arg, NVOS54_HOBJECT), ctrl,
				  params, psize, fd_filp ? fd_nf : NULL);
	mutex_unlock(&nvsim_lock);
	if (fd_filp)
		fput(fd_filp);

	if (params && copy_to_user(uparams, params, psize) && status == NV_OK)
		status = NV_ERR_INVALID_ARGUMENT;
out:
	kvfree(params);
	set_status(c, status);
	return 0;
}

static long esc_rm_dup(struct esc_call *c)
{
	u32 hobj = gs_get_u32(c->arg, NVOS55_HOBJECT);
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_dup(nvsim_file_os_info(c->nf),
			      gs_get_u32(c->arg, NVOS55_HCLIENT),
			      gs_get_u32(c->arg, NVOS55_HPARENT), &hobj,
			      gs_get_u32(c->arg, NVOS55_HCLIENT_SRC),
			      gs_get_u32(c->arg, NVOS55_HOBJECT_SRC));
	mutex_unlock(&nvsim_lock);
	if (status == NV_OK)
		gs_put_u32(c->arg, NVOS55_HOBJECT, hobj);
	set_status(c, status);
	return 0;
}

static long esc_rm_share(struct esc_call *c)
{
	struct nvsim_share policy = {
		.target = gs_get_u32(c->arg, NVOS57_TARGET),
		.access = gs_get_u32(c->arg, NVOS57_ACCESS),
		.type = *(u16 *)((u8 *)c->arg + NVOS57_TYPE),
		.action = *((u8 *)c->arg + NVOS57_ACTION),
	};
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_share(nvsim_file_os_info(c->nf),
				gs_get_u32(c->arg, NVOS57_HCLIENT),
				gs_get_u32(c->arg, NVOS57_HOBJECT), &policy);
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

static long esc_rm_map(struct esc_call *c)
{
	s32 fd = (s32)gs_get_u32(c->arg, NVOS33_FD);
	struct nvsim_file *unused;
	struct file *target;
	u32 status;

	target = nvsim_fget(fd, NVSIM_FD_ANY, &unused);
	mutex_lock(&nvsim_lock);
	status = nvsim_rm_map(nvsim_file_os_info(c->nf), c->arg, target);
	mutex_unlock(&nvsim_lock);
	if (target)
		fput(target);
	set_status(c, status);
	return 0;
}

static long esc_rm_unmap(struct esc_call *c)
{
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_unmap(nvsim_file_os_info(c->nf), c->arg);
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

static long esc_rm_update_mapping(struct esc_call *c)
{
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_update_mapping(nvsim_file_os_info(c->nf), c->arg);
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

/* RM_VID_HEAP_CONTROL (ctl only): vidheap.c turns it into RM calls. */
static long esc_rm_vid_heap(struct esc_call *c)
{
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_vid_heap(nvsim_file_os_info(c->nf), c->arg);
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

/*
 * RM_ALLOC_MEMORY (NVOS02 + fd, GPU files only): class 0x71 pins user
 * pages (recorded, not pinned), class 0x3e allocates system memory and, if
 * it is to be mapped, puts a mapping context in the ctl file named by fd. A
 * failure there is -EINVAL with the memory left allocated, as RmIoctl does.
 */
static long esc_rm_alloc_memory(struct esc_call *c)
{
	u32 cls = gs_get_u32(c->arg, NVOS02_HCLASS);
	u32 flags = gs_get_u32(c->arg, NVOS02_FLAGS);
	u64 limit = arg_u64(c, NVOS02_LIMIT);
	u32 hroot = gs_get_u32(c->arg, NVOS02_HROOT);
	u32 hparent = gs_get_u32(c->arg, NVOS02_HPARENT);
	u32 hnew = gs_get_u32(c->arg, NVOS02_HNEW);
	u8 params[NVMEM_PARAMS_SIZE] = { 0 };
	struct nvsim_file *os, *target_nf;
	struct file *target = NULL;
	u32 status, psize;
	bool map;
	long ret = 0;

	switch (cls) {
	case NV01_MEMORY_SYSTEM_OS_DESCRIPTOR:
		put_u64(params, NVOSDESC_DESCRIPTOR,
			arg_u64(c, NVOS02_PMEMORY));
		put_u64(params, NVOSDESC_LIMIT, limit);
		psize = NVOSDESC_PARAMS_SIZE;
		break;
	case NV01_MEMORY_SYSTEM:
		put_u64(params, NVMEM_SIZE, limit + 1);
		gs_put_u32(params, NVMEM_ATTR,
			   NVOS32_LOCATION_PCI << NVOS32_ATTR_LOCATION_SHIFT);
		psize = NVMEM_PARAMS_SIZE;
		break;
	default:
		set_status(c, NV_ERR_INVALID_CLASS);
		return 0;
	}
	map = cls == NV01_MEMORY_SYSTEM &&
	      ((flags >> NVOS02_FLAGS_ALLOC_SHIFT) & 3) !=
			NVOS02_FLAGS_ALLOC_NONE &&
	      ((flags >> NVOS02_FLAGS_MAPPING_SHIFT) & 3) !=
			NVOS02_FLAGS_MAPPING_NO_MAP;
	if (map)
		target = nvsim_fget((s32)gs_get_u32(c->arg, NVOS02_FD),
				    NVSIM_FD_CTL, &target_nf);

	mutex_lock(&nvsim_lock);
	os = nvsim_file_os_info(c->nf);
	status = nvsim_rm_alloc(os, hroot, hparent, &hnew, cls, params, psize);
	if (status == NV_OK) {
		struct nvsim_client *cl = nvsim_client_lookup(hroot);
		struct nvsim_obj *obj = nvsim_obj_lookup(cl, hnew);

		gs_put_u32(c->arg, NVOS02_HNEW, hnew);
		if (map && (!target || cl->pid != task_tgid(current) ||
			    nvsim_map_ctx_install(target_nf, obj->res->backing,
						  0, nvsim_backing_pages(
							obj->res->backing))))
			ret = -EINVAL;
	}
	mutex_unlock(&nvsim_lock);
	if (target)
		fput(target);
	set_status(c, status);
	return ret;
}

static long esc_card_info(struct esc_call *c)
{
	unsigned int i;

	if (c->size / NV_CARD_INFO_SIZE < nvsim_gpu_count)
		return -EINVAL;
	memset(c->arg, 0, c->size);
	for (i = 0; i < nvsim_gpu_count; i++) {
		u8 *ci = (u8 *)c->arg + NV_CARD_INFO_SIZE * i;

		ci[0] = 1;				/* valid */
		ci[9] = GPU_SLOT_BASE + i;		/* pci_info.slot */
		*(u16 *)(ci + 12) = 0x10de;		/* vendor: NVIDIA */
		*(u16 *)(ci + 14) = 0x2330;		/* device: H100 SXM */
		gs_put_u32(ci, 16, GPU_SLOT_BASE + i);	/* gpu_id */
		*(u16 *)(ci + 20) = 0x29;		/* interrupt_line */
		put_u64(ci, 24, 0x102002000000ULL);	/* reg_address */
		put_u64(ci, 32, SZ_16M);		/* reg_size */
		put_u64(ci, 40, 0x100000000000ULL);	/* fb_address */
		put_u64(ci, 48, 0x2000000000ULL);	/* fb_size: BAR1 */
		gs_put_u32(ci, 56, i);			/* minor_number */
	}
	return 0;
}

/*
 * REGISTER_FD: link this file to a ctl file, whose clients it may then
 * name (RM_ALLOC_MEMORY, events). Once per file; the ctl file must not be
 * this file nor linked itself. Every failure is -EINVAL.
 */
static long esc_register_fd(struct esc_call *c)
{
	struct nvsim_file *ctl_nf;
	struct file *ctl;
	long ret = 0;

	ctl = nvsim_fget((s32)gs_get_u32(c->arg, 0), NVSIM_FD_CTL, &ctl_nf);
	if (!ctl)
		return -EINVAL;
	mutex_lock(&nvsim_lock);
	if (c->nf->ctl_filp || ctl_nf == c->nf || ctl_nf->ctl_filp)
		ret = -EINVAL;
	else
		c->nf->ctl_filp = ctl;
	mutex_unlock(&nvsim_lock);
	if (ret)
		fput(ctl);
	return ret;
}

static long esc_os_event(struct esc_call *c, bool alloc)
{
	u32 hclient = gs_get_u32(c->arg, NV_OS_EVENT_HCLIENT);
	s32 fd = (s32)gs_get_u32(c->arg, NV_OS_EVENT_FD);
	u32 status;

	mutex_lock(&nvsim_lock);
	if (alloc)
		status = nvsim_os_event_alloc(c->nf, hclient, fd);
	else
		status = nvsim_os_event_free(hclient, fd);
	mutex_unlock(&nvsim_lock);
	gs_put_u32(c->arg, NV_OS_EVENT_STATUS, status);
	return 0;
}

/* STATUS_CODE: {domain u32, bus u8, slot u8} -> the adapter's status. */
static long esc_status_code(struct esc_call *c)
{
	u8 *a = c->arg;

	if (gs_get_u32(a, 0) != 0 || a[4] != 0 || a[5] < GPU_SLOT_BASE ||
	    a[5] >= GPU_SLOT_BASE + nvsim_gpu_count)
		return -EINVAL;
	gs_put_u32(a, 8, NV_OK);
	return 0;
}

/* CHECK_VERSION_STR, as rm_perform_version_check. */
static long esc_check_version(struct esc_call *c)
{
	char *client = (char *)c->arg + NV_VERSION_STRING;
	u32 cmd = gs_get_u32(c->arg, NV_VERSION_CMD);
	const char *rm = NVSIM_VERSION;
	unsigned int i;

	gs_put_u32(c->arg, NV_VERSION_REPLY,
		   NV_RM_API_VERSION_REPLY_RECOGNIZED);
	if (cmd == NV_RM_API_VERSION_CMD_QUERY) {
		strscpy(client, rm, NV_VERSION_STRING_LEN);
		return 0;
	}
	for (i = 0; i < NV_VERSION_STRING_LEN; i++) {
		if (client[i] != rm[i])
			break;
		if (cmd == NV_RM_API_VERSION_CMD_RELAXED && client[i] == '.')
			return 0;
		if (!client[i])
			return 0;
	}
	strscpy(client, rm, NV_VERSION_STRING_LEN);
	return -EINVAL;
}

/*
 * ATTACH_GPUS_TO_FD: known GPU IDs, once per file. Zeros are skipped, as
 * the driver skips them: NCCL passes a list of 32 with its GPU first.
 */
static long esc_attach_gpus(struct esc_call *c)
{
	u32 i, n = c->size / 4;
	long ret = 0;

	for (i = 0; i < n; i++) {
		u32 id = gs_get_u32(c->arg, 4 * i);

		if (id && (id < GPU_SLOT_BASE ||
			   id >= GPU_SLOT_BASE + nvsim_gpu_count))
			return -EINVAL;
	}
	mutex_lock(&nvsim_lock);
	if (c->nf->attached)
		ret = -EINVAL;
	c->nf->attached = true;
	mutex_unlock(&nvsim_lock);
	return ret;
}

/* NUMA_INFO: no NUMA node, 1 GiB memory blocks (as on the H100 host). */
static long esc_numa_info(struct esc_call *c)
{
	memset(c->arg, 0, c->size);
	gs_put_u32(c->arg, 0, U32_MAX);		/* nid: none */
	put_u64(c->arg, 8, SZ_1G);		/* memblock_size */
	return 0;
}

static long esc_wait_open(struct esc_call *c)
{
	memset(c->arg, 0, c->size);		/* rc, adapterStatus: OK */
	return 0;
}

/*
 * The escapes nvsim dispatches. A listed escape is modelled; its "out"
 * names the argument bytes that agree with the H100 recording.
 */
static const struct {
	u8 nr;
	long (*fn)(struct esc_call *c);
	const char *out;
} handlers[] = {
	{ ESC_RM_ALLOC_MEMORY, esc_rm_alloc_memory },
	{ ESC_RM_ALLOC_OBJECT, esc_rm_alloc_object },
	{ ESC_RM_FREE, esc_rm_free },
	{ ESC_RM_CONTROL, esc_rm_control },
	{ ESC_RM_ALLOC, esc_rm_alloc },
	{ ESC_RM_DUP_OBJECT, esc_rm_dup },
	{ ESC_RM_SHARE, esc_rm_share },
	{ ESC_RM_VID_HEAP_CONTROL, esc_rm_vid_heap },
	{ ESC_RM_MAP_MEMORY, esc_rm_map },
	{ ESC_RM_UNMAP_MEMORY, esc_rm_unmap },
	{ ESC_RM_UPDATE_DEVICE_MAPPING_INFO, esc_rm_update_mapping },
	{ ESC_CARD_INFO, esc_card_info, "out=0+72" },
	{ ESC_REGISTER_FD, esc_register_fd },
	{ ESC_STATUS_CODE, esc_status_code, "out=8+4" },
	{ ESC_CHECK_VERSION_STR, esc_check_version, "out=4+68" },
	{ ESC_ATTACH_GPUS_TO_FD, esc_attach_gpus },
	{ ESC_SYS_PARAMS, NULL },
	{ ESC_NUMA_INFO, esc_numa_info, "out=0+560" },
	{ ESC_WAIT_OPEN_COMPLETE, esc_wait_open, "out=0+8" },
};

static long dispatch(struct esc_call *c)
{
	unsigned int i;

	switch (c->e->nr) {
	case ESC_ALLOC_OS_EVENT:
		return esc_os_event(c, true);
	case ESC_FREE_OS_EVENT:
		return esc_os_event(c, false);
	}
	for (i = 0; i < ARRAY_SIZE(handlers); i++)
		if (handlers[i].nr == c->e->nr)
			return handlers[i].fn ? handlers[i].fn(c) : 0;

	/* known to the driver, not simulated: refused, not modelled */
	if (gs_nv_escape_status(c->e, c->size) == GS_NV_NO_FIELD)
		return -EINVAL;
	set_status(c, NV_ERR_NOT_SUPPORTED);
	return 0;
}

long nvsim_ioctl(struct file *filp, unsigned int cmd, unsigned long uarg)
{
	struct esc_call c = { .nf = filp->private_data };
	void __user *uptr = (void __user *)uarg;
	u32 nr = _IOC_NR(cmd);
	long ret;

	c.size = _IOC_SIZE(cmd);
	if (nr == ESC_IOCTL_XFER_CMD) {
		u8 xfer[16];

		if (c.size != sizeof(xfer))
			return -EINVAL;
		if (copy_from_user(xfer, uptr, sizeof(xfer)))
			return -EFAULT;
		nr = gs_get_u32(xfer, GS_NV_XFER_CMD);
		c.size = gs_get_u32(xfer, GS_NV_XFER_SIZE);
		uptr = u64_to_user_ptr(gs_get_u64(xfer, GS_NV_XFER_PTR));
		if (c.size > GS_NV_MAX_ARG_SIZE)
			return -EINVAL;
		c.e = gs_nv_xfer_inner_find(nr);
	} else {
		c.e = gs_nv_escape_find(nr);
	}

	c.arg = kvzalloc(max_t(u32, c.size, 1), GFP_KERNEL_ACCOUNT);
	if (!c.arg)
		return -ENOMEM;
	if (copy_from_user(c.arg, uptr, c.size)) {
		kvfree(c.arg);
		return -EFAULT;
	}

	if (!gs_nv_escape_size_ok(c.e, c.size) ||
	    !gs_nv_escape_node_ok(c.e, c.nf->gpu ? GS_NV_NODE_GPU :
						   GS_NV_NODE_CTL,
				  c.arg, c.size))
		ret = -EINVAL;
	else
		ret = dispatch(&c);

	if (copy_to_user(uptr, c.arg, c.size))
		ret = -EFAULT;
	kvfree(c.arg);
	return ret;
}

/* debugfs "model": one "escape" line per modelled escape. */
void nvsim_escape_model(struct seq_file *m)
{
	const struct gs_nv_escape *e;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(handlers); i++) {
		e = gs_nv_escape_find(handlers[i].nr);
		seq_printf(m, "escape 0x%x %s%s%s\n", handlers[i].nr,
			   e ? e->name : "?", handlers[i].out ? " " : "",
			   handlers[i].out ? handlers[i].out : "");
	}
	seq_printf(m, "escape 0x%x ALLOC_OS_EVENT\n", ESC_ALLOC_OS_EVENT);
	seq_printf(m, "escape 0x%x FREE_OS_EVENT\n", ESC_FREE_OS_EVENT);
}
