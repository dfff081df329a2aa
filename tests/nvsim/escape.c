// SPDX-License-Identifier: GPL-2.0
/*
 * The ioctl entry point: nvidia_ioctl's framing, then one handler per
 * escape, for the driver version nvsim answers as (version.c).
 *
 * Framing (docs/nvidia-abi.md 1, docs/abi.md): only _IOC_NR and _IOC_SIZE
 * count. IOCTL_XFER unwraps one level. The whole argument is copied in,
 * and back out after the call whatever happened, unless copying faulted.
 * An escape the version does not have, a wrong size or the wrong kind of
 * file is -EINVAL; the table below, every number of it the description's,
 * decides all three. From 595 on (ESC_VALIDATED_FIRST) nv_validate_ioctls()
 * checks the number and size of the outer escape before anything else,
 * -EINVAL before the argument is read; before 595 the argument is copied
 * in first (-EFAULT) and each handler checks its size. Once dispatched, an
 * RM escape returns 0 and its result goes in the argument's status field.
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

#include "nvsim.h"
#include "rm.h"

struct esc_call;

/**
 * struct escape - one escape of the driver
 * @nr: its number
 * @name: NVIDIA's name, without NV_ESC_
 * @size: its argument's size (an element's with GS_ABI_SIZE_ARRAY);
 *	GS_ABI_ABSENT where the version does not have it
 * @size2: RM_ALLOC's other size (NVOS21), else unset
 * @status: where its RM status goes, for @size
 * @status2: where it goes for @size2
 * @nodes: the files it is valid on (GS_ABI_ON_*)
 * @rule: how its handler checks the size (GS_ABI_SIZE_*); unset: exactly
 * @fn: nvsim's handler; NULL: the escape is answered, not modelled
 * @out: the argument bytes that agree with the H100 recording
 */
struct escape {
	u8 nr;
	const char *name;
	struct nvsim_fact size, size2, status, status2, nodes, rule;
	long (*fn)(struct esc_call *c);
	struct nvsim_span out[NVSIM_OUT_MAX];
};

struct esc_call {
	struct nvsim_file *nf;
	const struct escape *e;
	void *arg;
	u32 size;
};

/* RM_ALLOC's fields, in NVOS21 or NVOS64 */
struct alloc_layout {
	u32 hroot, hparent, hnew, hclass, params;
};

#define ALLOC_LAYOUT(os)						\
	{ GS_ABI_##os##_HROOT_AT, GS_ABI_##os##_HOBJECTPARENT_AT,	\
	  GS_ABI_##os##_HOBJECTNEW_AT, GS_ABI_##os##_HCLASS_AT,		\
	  GS_ABI_##os##_PALLOCPARMS_AT }

static const struct alloc_layout nvos21 = ALLOC_LAYOUT(NVOS21);
static const struct alloc_layout nvos64 = ALLOC_LAYOUT(NVOS64);

static u32 esc_size(const struct escape *e)
{
	return nvsim_fact(e->size);
}

/* Whether @size bytes of escape @e pass @rule. */
static bool size_ok(const struct escape *e, u32 rule, u32 size)
{
	u32 want = esc_size(e);

	if (!size || size > GS_ABI_NV_MAX_IOCTL_SIZE)
		return false;
	switch (rule) {
	case GS_ABI_SIZE_EXACT:
		return size == want;
	case GS_ABI_SIZE_EITHER:
		return size == want || size == nvsim_fact(e->size2);
	case GS_ABI_SIZE_ARRAY:
		return size % want == 0;
	case GS_ABI_SIZE_AT_LEAST:
		return size >= want;
	}
	return false;
}

/* The rule @e's handler checks its size with: unset, GS_ABI_SIZE_EXACT. */
static u32 handler_rule(const struct escape *e)
{
	return nvsim_fact(e->rule);
}

/* Where @c's status goes, GS_ABI_ABSENT for nowhere. */
static u32 status_at(struct esc_call *c)
{
	if (handler_rule(c->e) == GS_ABI_SIZE_EITHER &&
	    c->size == nvsim_fact(c->e->size2))
		return nvsim_fact(c->e->status2);
	return nvsim_fact(c->e->status);
}

static void set_status(struct esc_call *c, u32 status)
{
	u32 off = status_at(c);

	if (gs_abi_within(off, sizeof(u32), c->size))
		gs_put_u32(c->arg, off, status);
}

static u64 arg_u64(struct esc_call *c, u32 off)
{
	return gs_get_u64(c->arg, off);
}

static void put_u16(void *buf, u32 off, u16 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
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
		return GS_ABI_ERR_INVALID_CLASS;
	if (k->rule != NVSIM_PARAMS_NONE && has_params && uparams) {
		psize = nvsim_class_psize(k);
		params = kzalloc(psize, GFP_KERNEL_ACCOUNT);
		if (!params)
			return GS_ABI_ERR_NO_MEMORY;
		if (copy_from_user(params, uparams, psize)) {
			status = GS_ABI_ERR_INVALID_ARGUMENT;
			goto out;
		}
	} else if (k->rule == NVSIM_PARAMS_REQUIRED) {
		return GS_ABI_ERR_INVALID_ARGUMENT;
	}

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_alloc(nvsim_file_os_info(c->nf), hroot, hparent,
				hnew, cls, params, psize);
	mutex_unlock(&nvsim_lock);
	root = cls == GS_ABI_CLS_ROOT || cls == GS_ABI_CLS_ROOT_NON_PRIV ||
	       cls == GS_ABI_CLS_ROOT_CLIENT;

	if (status == GS_ABI_NV_OK && params &&
	    copy_to_user(uparams, params, psize)) {
		undo_alloc(c->nf, hroot, *hnew, root);
		status = GS_ABI_ERR_INVALID_ARGUMENT;
	}
out:
	kfree(params);
	return status;
}

/* RM_ALLOC, NVOS21 or NVOS64, told apart by size */
static long esc_rm_alloc(struct esc_call *c)
{
	const struct alloc_layout *l = c->size == GS_ABI_NVOS21_SIZE ?
				       &nvos21 : &nvos64;
	u32 cls = gs_get_u32(c->arg, l->hclass);
	u32 hnew = gs_get_u32(c->arg, l->hnew);
	void __user *uparams = u64_to_user_ptr(arg_u64(c, l->params));
	u32 status;

	/* RmIoctl: user clients are always NV01_ROOT_CLIENT */
	if (cls == GS_ABI_CLS_ROOT || cls == GS_ABI_CLS_ROOT_NON_PRIV) {
		cls = GS_ABI_CLS_ROOT_CLIENT;
		gs_put_u32(c->arg, l->hclass, cls);
	}
	status = do_alloc(c, gs_get_u32(c->arg, l->hroot),
			  gs_get_u32(c->arg, l->hparent), &hnew, cls, uparams,
			  true);
	if (status == GS_ABI_NV_OK)
		gs_put_u32(c->arg, l->hnew, hnew);
	set_status(c, status);
	return 0;
}

static long esc_rm_alloc_object(struct esc_call *c)
{
	u32 hnew = gs_get_u32(c->arg, GS_ABI_NVOS05_HOBJECTNEW_AT);
	u32 status;

	status = do_alloc(c, gs_get_u32(c->arg, GS_ABI_NVOS05_HROOT_AT),
			  gs_get_u32(c->arg, GS_ABI_NVOS05_HOBJECTPARENT_AT),
			  &hnew, gs_get_u32(c->arg, GS_ABI_NVOS05_HCLASS_AT),
			  NULL, false);
	set_status(c, status);
	return 0;
}

static long esc_rm_free(struct esc_call *c)
{
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_free(nvsim_file_os_info(c->nf),
			       gs_get_u32(c->arg, GS_ABI_NVOS00_HROOT_AT),
			       gs_get_u32(c->arg, GS_ABI_NVOS00_HOBJECTOLD_AT));
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

/* rmapiParamsCopyIn: a NULL pointer is refused before a faulting one. */
static u32 rm_copy_in(void *dst, u64 uptr, u32 size)
{
	if (!uptr)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (copy_from_user(dst, u64_to_user_ptr(uptr), size))
		return GS_ABI_ERR_INVALID_ADDRESS;
	return GS_ABI_NV_OK;
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
	if (status != GS_ABI_NV_OK)
		return status;
	n = gs_get_u32(params, NVSIM_LEGACY_LIST_SIZE);
	ulist = gs_get_u64(params, NVSIM_LEGACY_LIST);
	if (n > nvsim_fact(l->max))
		return GS_ABI_ERR_OUT_OF_RANGE;
	if (n) {
		list = kcalloc(n, NVSIM_LEGACY_ENTRY, GFP_KERNEL_ACCOUNT);
		if (!list)
			return GS_ABI_ERR_NO_MEMORY;
		status = rm_copy_in(list, ulist, n * NVSIM_LEGACY_ENTRY);
	}
	if (status == GS_ABI_NV_OK) {
		mutex_lock(&nvsim_lock);
		status = nvsim_rm_control_legacy(nvsim_file_os_info(c->nf),
						 hclient, hobj, l, list, n);
		mutex_unlock(&nvsim_lock);
	}
	if (status == GS_ABI_NV_OK && n &&
	    copy_to_user(u64_to_user_ptr(ulist), list, n * NVSIM_LEGACY_ENTRY))
		pr_debug("control 0x%x: list not copied back\n", l->cmd);
	kfree(list);
	return status;
}

/*
 * The deprecated SYSTEM_GET_BUILD_VERSION (0x101), as
 * rmapi_deprecated_control.c converts it: the _V2 control on the same
 * client and object first (its checks, its status), then the 40 bytes of
 * parameters, then, if any string pointer is NULL, the longest string's
 * size with its NUL in sizeOfStrings; else buffers of sizeOfStrings bytes
 * get the strings (NV_ERR_INVALID_PARAM_STRUCT when too small or not
 * writable) and the changelist numbers go back.
 */
#define BV(field)	GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_##field##_AT

static u32 build_version_control(struct esc_call *c, u32 hclient, u32 hobj,
				 u64 uptr)
{
	static const struct {
		u32 v2_at, max, ptr_at;
	} strs[] = {
		{ GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_DRIVERVERSIONBUFFER_AT,
		  GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_DRIVERVERSIONBUFFER_MAX,
		  BV(PDRIVERVERSIONBUFFER) },
		{ GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_VERSIONBUFFER_AT,
		  GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_VERSIONBUFFER_MAX,
		  BV(PVERSIONBUFFER) },
		{ GS_ABI_ABSENT,	/* its offset is the version's */
		  GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_TITLEBUFFER_MAX,
		  BV(PTITLEBUFFER) },
	};
	const struct nvsim_control *v2 = nvsim_control_find(
		GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2);
	u8 params[GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION_SIZE];
	u32 len[ARRAY_SIZE(strs)], max = 0, status;
	bool null = false;
	unsigned int i;
	u8 *p2;

	if (!v2)
		return GS_ABI_ERR_NOT_SUPPORTED;
	p2 = kzalloc(nvsim_control_size(v2), GFP_KERNEL_ACCOUNT);
	if (!p2)
		return GS_ABI_ERR_NO_MEMORY;
	mutex_lock(&nvsim_lock);
	status = nvsim_rm_control(nvsim_file_os_info(c->nf), hclient, hobj, v2,
				  p2, nvsim_control_size(v2), NULL);
	mutex_unlock(&nvsim_lock);
	if (status == GS_ABI_NV_OK)
		status = rm_copy_in(params, uptr, sizeof(params));
	if (status != GS_ABI_NV_OK)
		goto out;

	for (i = 0; i < ARRAY_SIZE(strs); i++) {
		u32 at = strs[i].v2_at != GS_ABI_ABSENT ? strs[i].v2_at :
			 NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_TITLEBUFFER_AT);

		len[i] = strnlen(p2 + at, strs[i].max) + 1;
		max = max(max, len[i]);
		null |= !gs_get_u64(params, strs[i].ptr_at);
	}
	if (null) {
		gs_put_u32(params, BV(SIZEOFSTRINGS), max);
	} else if (gs_get_u32(params, BV(SIZEOFSTRINGS)) < max) {
		status = GS_ABI_ERR_INVALID_PARAM_STRUCT;
		goto out;
	} else {
		for (i = 0; i < ARRAY_SIZE(strs); i++) {
			u32 at = strs[i].v2_at != GS_ABI_ABSENT ? strs[i].v2_at :
				 NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_TITLEBUFFER_AT);
			u64 dst = gs_get_u64(params, strs[i].ptr_at);

			if (copy_to_user(u64_to_user_ptr(dst), p2 + at,
					 len[i])) {
				status = GS_ABI_ERR_INVALID_PARAM_STRUCT;
				goto out;
			}
		}
		gs_put_u32(params, BV(CHANGELISTNUMBER), gs_get_u32(p2,
			   NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_CHANGELISTNUMBER_AT)));
		gs_put_u32(params, BV(OFFICIALCHANGELISTNUMBER), gs_get_u32(p2,
			   NVSIM_ABI(CTRL_0000_SYSTEM_GET_BUILD_VERSION_V2_OFFICIALCHANGELISTNUMBER_AT)));
	}
	if (copy_to_user(u64_to_user_ptr(uptr), params, sizeof(params)))
		status = GS_ABI_ERR_INVALID_ARGUMENT;
out:
	kfree(p2);
	return status;
}

/* RM_CONTROL: control.c lists the checks and their order. */
static long esc_rm_control(struct esc_call *c)
{
	u32 hclient = gs_get_u32(c->arg, GS_ABI_NVOS54_HCLIENT_AT);
	u32 cmd = gs_get_u32(c->arg, GS_ABI_NVOS54_CMD_AT);
	u32 flags = gs_get_u32(c->arg, GS_ABI_NVOS54_FLAGS_AT);
	u64 uptr = arg_u64(c, GS_ABI_NVOS54_PARAMS_AT);
	u32 psize = gs_get_u32(c->arg, GS_ABI_NVOS54_PARAMSSIZE_AT);
	const struct nvsim_control *ctrl = nvsim_control_find(cmd);
	const struct nvsim_legacy_control *legacy;
	void __user *uparams = u64_to_user_ptr(uptr);
	struct nvsim_file *fd_nf = NULL;
	struct file *fd_filp = NULL;
	void *params = NULL;
	bool exists;
	u32 status;

	if (flags & GS_ABI_NVOS54_FLAGS_LOCK_BYPASS) {
		status = GS_ABI_ERR_INVALID_ARGUMENT;
		goto out;
	}
	mutex_lock(&nvsim_lock);
	exists = nvsim_client_lookup(hclient);
	mutex_unlock(&nvsim_lock);
	if (!exists || (flags & GS_ABI_NVOS54_FLAGS_IRQL_RAISED)) {
		status = GS_ABI_ERR_INVALID_CLIENT;
		goto out;
	}
	if (cmd == GS_ABI_CTRL_0000_SYSTEM_GET_BUILD_VERSION && !flags) {
		status = build_version_control(c, hclient,
					       gs_get_u32(c->arg,
							  GS_ABI_NVOS54_HOBJECT_AT),
					       uptr);
		goto out;
	}
	legacy = nvsim_legacy_control_find(cmd);
	if (legacy && !flags) {
		status = legacy_control(c, legacy, hclient,
					gs_get_u32(c->arg, GS_ABI_NVOS54_HOBJECT_AT), uptr);
		goto out;
	}
	if ((psize && !uptr) || (!psize && uptr) ||
	    (ctrl && psize != nvsim_control_size(ctrl))) {
		status = GS_ABI_ERR_INVALID_ARGUMENT;
		goto out;
	}
	if (ctrl && psize) {
		params = kvzalloc(psize, GFP_KERNEL_ACCOUNT);
		if (!params) {
			status = GS_ABI_ERR_NO_MEMORY;
			goto out;
		}
		if (copy_from_user(params, uparams, psize)) {
			status = GS_ABI_ERR_INVALID_ARGUMENT;
			goto out;
		}
	}

	/*
	 * An fd in the parameters: RM looks it up when the handler gets to
	 * it, nvsim before taking the lock (nvsim_fget() wants it not held,
	 * and the fput() of a last reference releases the file, which takes
	 * it). A failed lookup is the handler's to answer, in RM's order.
	 */
	if (params && ctrl->has_ctl_fd)
		fd_filp = nvsim_fget((s32)gs_get_u32(params,
						     nvsim_fact(ctrl->ctl_fd)),
				     NVSIM_FD_CTL, &fd_nf);

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_control(nvsim_file_os_info(c->nf), hclient,
				  gs_get_u32(c->arg, GS_ABI_NVOS54_HOBJECT_AT), ctrl,
				  params, psize, fd_filp ? fd_nf : NULL);
	mutex_unlock(&nvsim_lock);
	if (fd_filp)
		fput(fd_filp);

	if (params && copy_to_user(uparams, params, psize) && status == GS_ABI_NV_OK)
		status = GS_ABI_ERR_INVALID_ARGUMENT;
out:
	kvfree(params);
	set_status(c, status);
	return 0;
}

static long esc_rm_dup(struct esc_call *c)
{
	u32 hobj = gs_get_u32(c->arg, GS_ABI_NVOS55_HOBJECT_AT);
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_dup(nvsim_file_os_info(c->nf),
			      gs_get_u32(c->arg, GS_ABI_NVOS55_HCLIENT_AT),
			      gs_get_u32(c->arg, GS_ABI_NVOS55_HPARENT_AT), &hobj,
			      gs_get_u32(c->arg, GS_ABI_NVOS55_HCLIENTSRC_AT),
			      gs_get_u32(c->arg, GS_ABI_NVOS55_HOBJECTSRC_AT));
	mutex_unlock(&nvsim_lock);
	if (status == GS_ABI_NV_OK)
		gs_put_u32(c->arg, GS_ABI_NVOS55_HOBJECT_AT, hobj);
	set_status(c, status);
	return 0;
}

/* NVOS57's sharePolicy, an RS_SHARE_POLICY */
#define POLICY_AT(field) \
	(GS_ABI_NVOS57_SHAREPOLICY_AT + GS_ABI_RS_SHARE_POLICY_##field##_AT)

static long esc_rm_share(struct esc_call *c)
{
	struct nvsim_share policy = {
		.target = gs_get_u32(c->arg, POLICY_AT(TARGET)),
		.access = gs_get_u32(c->arg, POLICY_AT(ACCESSMASK)),
		.type = *(u16 *)((u8 *)c->arg + POLICY_AT(TYPE)),
		.action = *((u8 *)c->arg + POLICY_AT(ACTION)),
	};
	u32 status;

	mutex_lock(&nvsim_lock);
	status = nvsim_rm_share(nvsim_file_os_info(c->nf),
				gs_get_u32(c->arg, GS_ABI_NVOS57_HCLIENT_AT),
				gs_get_u32(c->arg, GS_ABI_NVOS57_HOBJECT_AT), &policy);
	mutex_unlock(&nvsim_lock);
	set_status(c, status);
	return 0;
}

static long esc_rm_map(struct esc_call *c)
{
	s32 fd = (s32)gs_get_u32(c->arg, GS_ABI_NVOS33_FD_FD_AT);
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
	u32 cls = gs_get_u32(c->arg, GS_ABI_NVOS02_HCLASS_AT);
	u32 flags = gs_get_u32(c->arg, GS_ABI_NVOS02_FLAGS_AT);
	u64 limit = arg_u64(c, GS_ABI_NVOS02_LIMIT_AT);
	u32 hroot = gs_get_u32(c->arg, GS_ABI_NVOS02_HROOT_AT);
	u32 hparent = gs_get_u32(c->arg, GS_ABI_NVOS02_HOBJECTPARENT_AT);
	u32 hnew = gs_get_u32(c->arg, GS_ABI_NVOS02_HOBJECTNEW_AT);
	u8 params[GS_ABI_MAX_MEMPARAMS_SIZE] = { 0 };
	struct nvsim_file *os, *target_nf;
	struct file *target = NULL;
	u32 status, psize;
	bool map;
	long ret = 0;

	switch (cls) {
	case GS_ABI_CLS_MEMORY_SYSTEM_OS_DESCRIPTOR:
		put_u64(params, GS_ABI_OSDESC_DESCRIPTOR_AT,
			arg_u64(c, GS_ABI_NVOS02_PMEMORY_AT));
		put_u64(params, GS_ABI_OSDESC_LIMIT_AT, limit);
		psize = GS_ABI_OSDESC_SIZE;
		break;
	case GS_ABI_CLS_MEMORY_SYSTEM:
		put_u64(params, GS_ABI_MEMPARAMS_SIZE_AT, limit + 1);
		gs_put_u32(params, GS_ABI_MEMPARAMS_ATTR_AT,
			   nvsim_drf_set(0, GS_ABI_NVOS32_ATTR_LOCATION_LO,
					 GS_ABI_NVOS32_ATTR_LOCATION_HI,
					 GS_ABI_NVOS32_ATTR_LOCATION_PCI));
		psize = NVSIM_ABI(MEMPARAMS_SIZE);
		break;
	default:
		set_status(c, GS_ABI_ERR_INVALID_CLASS);
		return 0;
	}
	map = cls == GS_ABI_CLS_MEMORY_SYSTEM &&
	      nvsim_drf(flags, GS_ABI_NVOS02_FLAGS_ALLOC_LO,
			GS_ABI_NVOS02_FLAGS_ALLOC_HI) !=
			GS_ABI_NVOS02_FLAGS_ALLOC_NONE &&
	      nvsim_drf(flags, GS_ABI_NVOS02_FLAGS_MAPPING_LO,
			GS_ABI_NVOS02_FLAGS_MAPPING_HI) !=
			GS_ABI_NVOS02_FLAGS_MAPPING_NO_MAP;
	if (map)
		target = nvsim_fget((s32)gs_get_u32(c->arg,
						    GS_ABI_NVOS02_FD_FD_AT),
				    NVSIM_FD_CTL, &target_nf);

	mutex_lock(&nvsim_lock);
	os = nvsim_file_os_info(c->nf);
	status = nvsim_rm_alloc(os, hroot, hparent, &hnew, cls, params, psize);
	if (status == GS_ABI_NV_OK) {
		struct nvsim_client *cl = nvsim_client_lookup(hroot);
		struct nvsim_obj *obj = nvsim_obj_lookup(cl, hnew);

		gs_put_u32(c->arg, GS_ABI_NVOS02_HOBJECTNEW_AT, hnew);
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

/*
 * CARD_INFO: one entry per GPU, the simulated H100's: nvsim's own PCI
 * IDs (NVIDIA's vendor ID, the H100 SXM's device ID), slot and gpuId
 * NVSIM_GPU_ID_BASE + i, and the BARs of the traced host.
 */
#define H100_PCI_VENDOR		0x10de
#define H100_PCI_DEVICE		0x2330
#define H100_INTERRUPT_LINE	0x29
#define H100_REG_ADDRESS	0x102002000000ULL
#define H100_FB_ADDRESS		0x100000000000ULL
#define H100_BAR1_SIZE		0x2000000000ULL

#define CARD_PCI_AT(field) \
	(GS_ABI_CARD_INFO_PCI_INFO_AT + GS_ABI_PCI_INFO_##field##_AT)

static long esc_card_info(struct esc_call *c)
{
	unsigned int i;

	if (c->size / GS_ABI_CARD_INFO_SIZE < nvsim_gpu_count)
		return -EINVAL;
	memset(c->arg, 0, c->size);
	for (i = 0; i < nvsim_gpu_count; i++) {
		u8 *ci = (u8 *)c->arg + GS_ABI_CARD_INFO_SIZE * i;

		ci[GS_ABI_CARD_INFO_VALID_AT] = 1;
		ci[CARD_PCI_AT(SLOT)] = NVSIM_GPU_ID_BASE + i;
		put_u16(ci, CARD_PCI_AT(VENDOR_ID), H100_PCI_VENDOR);
		put_u16(ci, CARD_PCI_AT(DEVICE_ID), H100_PCI_DEVICE);
		gs_put_u32(ci, GS_ABI_CARD_INFO_GPU_ID_AT,
			   NVSIM_GPU_ID_BASE + i);
		put_u16(ci, GS_ABI_CARD_INFO_INTERRUPT_LINE_AT,
			H100_INTERRUPT_LINE);
		put_u64(ci, GS_ABI_CARD_INFO_REG_ADDRESS_AT, H100_REG_ADDRESS);
		put_u64(ci, GS_ABI_CARD_INFO_REG_SIZE_AT, SZ_16M);
		put_u64(ci, GS_ABI_CARD_INFO_FB_ADDRESS_AT, H100_FB_ADDRESS);
		put_u64(ci, GS_ABI_CARD_INFO_FB_SIZE_AT, H100_BAR1_SIZE);
		gs_put_u32(ci, GS_ABI_CARD_INFO_MINOR_NUMBER_AT, i);
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

	ctl = nvsim_fget((s32)gs_get_u32(c->arg, GS_ABI_REGISTER_FD_CTL_FD_AT),
			 NVSIM_FD_CTL, &ctl_nf);
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

/* ALLOC_OS_EVENT and FREE_OS_EVENT, whose layouts are the same */
static long esc_os_event(struct esc_call *c, bool alloc)
{
	u32 hclient = gs_get_u32(c->arg, GS_ABI_OS_EVENT_HCLIENT_AT);
	s32 fd = (s32)gs_get_u32(c->arg, GS_ABI_OS_EVENT_FD_AT);
	u32 status;

	mutex_lock(&nvsim_lock);
	if (alloc)
		status = nvsim_os_event_alloc(c->nf, hclient, fd);
	else
		status = nvsim_os_event_free(hclient, fd);
	mutex_unlock(&nvsim_lock);
	gs_put_u32(c->arg, GS_ABI_OS_EVENT_STATUS_AT, status);
	return 0;
}

static long esc_alloc_os_event(struct esc_call *c)
{
	return esc_os_event(c, true);
}

static long esc_free_os_event(struct esc_call *c)
{
	return esc_os_event(c, false);
}

/* STATUS_CODE: {domain, bus, slot} -> the adapter's status. */
static long esc_status_code(struct esc_call *c)
{
	u8 *a = c->arg;
	u8 slot = a[GS_ABI_STATUS_CODE_SLOT_AT];

	if (gs_get_u32(a, GS_ABI_STATUS_CODE_DOMAIN_AT) != 0 ||
	    a[GS_ABI_STATUS_CODE_BUS_AT] != 0 || slot < NVSIM_GPU_ID_BASE ||
	    slot >= NVSIM_GPU_ID_BASE + nvsim_gpu_count)
		return -EINVAL;
	gs_put_u32(a, GS_ABI_STATUS_CODE_STATUS_AT, GS_ABI_NV_OK);
	return 0;
}

/*
 * CHECK_VERSION_STR, as rm_perform_version_check: QUERY answers the
 * driver's version, needing no client; STRICT wants it whole, RELAXED up to
 * its first '.'; a mismatch gets the driver's version and -EINVAL.
 */
static long esc_check_version(struct esc_call *c)
{
	char *client = (char *)c->arg + GS_ABI_RM_API_VERSION_STRING_AT;
	u32 cmd = gs_get_u32(c->arg, GS_ABI_RM_API_VERSION_CMD_AT);
	const char *rm = nvsim_version;
	unsigned int i;

	gs_put_u32(c->arg, GS_ABI_RM_API_VERSION_REPLY_AT,
		   GS_ABI_RM_API_VERSION_REPLY_RECOGNIZED);
	if (cmd == GS_ABI_RM_API_VERSION_CMD_QUERY) {
		strscpy(client, rm, GS_ABI_RM_API_VERSION_STRING_LEN);
		return 0;
	}
	for (i = 0; i < GS_ABI_RM_API_VERSION_STRING_LEN; i++) {
		if (client[i] != rm[i])
			break;
		if (cmd == GS_ABI_RM_API_VERSION_CMD_RELAXED &&
		    client[i] == '.')
			return 0;
		if (!client[i])
			return 0;
	}
	strscpy(client, rm, GS_ABI_RM_API_VERSION_STRING_LEN);
	return -EINVAL;
}

/*
 * ATTACH_GPUS_TO_FD: known GPU IDs, once per file. Zeros are skipped, as
 * the driver skips them: NCCL passes a list of 32 with its GPU first.
 */
static long esc_attach_gpus(struct esc_call *c)
{
	u32 i, n = c->size / GS_ABI_ATTACH_GPUS_ELEM_SIZE;
	long ret = 0;

	for (i = 0; i < n; i++) {
		u32 id = gs_get_u32(c->arg, GS_ABI_ATTACH_GPUS_ELEM_SIZE * i);

		if (id && (id < NVSIM_GPU_ID_BASE ||
			   id >= NVSIM_GPU_ID_BASE + nvsim_gpu_count))
			return -EINVAL;
	}
	mutex_lock(&nvsim_lock);
	if (c->nf->attached)
		ret = -EINVAL;
	c->nf->attached = true;
	mutex_unlock(&nvsim_lock);
	return ret;
}

/* QUERY_DEVICE_INTR: the GPU's interrupt register, never pending here. */
static long esc_query_device_intr(struct esc_call *c)
{
	gs_put_u32(c->arg, GS_ABI_QUERY_DEVICE_INTR_INTRSTATUS_AT, 0);
	gs_put_u32(c->arg, GS_ABI_QUERY_DEVICE_INTR_STATUS_AT, GS_ABI_NV_OK);
	return 0;
}

/* NUMA_INFO: no NUMA node, 1 GiB memory blocks (as on the H100 host). */
static long esc_numa_info(struct esc_call *c)
{
	memset(c->arg, 0, c->size);
	gs_put_u32(c->arg, GS_ABI_NUMA_INFO_NID_AT, NUMA_NO_NODE);
	put_u64(c->arg, GS_ABI_NUMA_INFO_MEMBLOCK_SIZE_AT, SZ_1G);
	return 0;
}

/* WAIT_OPEN_COMPLETE: every open completes at once, rc 0, adapter NV_OK */
static long esc_wait_open(struct esc_call *c)
{
	gs_put_u32(c->arg, NVSIM_ABI(WAIT_OPEN_COMPLETE_RC_AT), 0);
	gs_put_u32(c->arg, NVSIM_ABI(WAIT_OPEN_COMPLETE_ADAPTER_STATUS_AT),
		   GS_ABI_NV_OK);
	return 0;
}

#define K(name)		NVSIM_K(name)
#define V(name)		NVSIM_V(name)
#define EXACT(nr_, name_, size_, status_, nodes_)			\
	.nr = GS_ABI_##nr_, .name = name_, .size = size_,		\
	.status = status_, .nodes = nodes_
#define NO_STATUS	K(ABSENT)

/*
 * The driver's escapes, sorted by number: those with @fn nvsim models,
 * the others it answers NV_ERR_NOT_SUPPORTED where they have a status, or
 * -EINVAL. Every number comes from the description; an escape the version
 * does not have has an absent size (WAIT_OPEN_COMPLETE before 550, 0x5f's
 * two meanings), and is unknown.
 */
static const struct escape escapes[] = {
	{ EXACT(ESC_RM_ALLOC_MEMORY, "RM_ALLOC_MEMORY", K(NVOS02_FD_SIZE),
		K(NVOS02_STATUS_AT), K(ESC_RM_ALLOC_MEMORY_NODES)),
	  .fn = esc_rm_alloc_memory },
	{ EXACT(ESC_RM_ALLOC_OBJECT, "RM_ALLOC_OBJECT", K(NVOS05_SIZE),
		K(NVOS05_STATUS_AT), K(ESC_RM_ALLOC_OBJECT_NODES)),
	  .fn = esc_rm_alloc_object },
	{ EXACT(ESC_RM_FREE, "RM_FREE", K(NVOS00_SIZE), K(NVOS00_STATUS_AT),
		K(ESC_RM_FREE_NODES)),
	  .fn = esc_rm_free },
	{ EXACT(ESC_RM_CONTROL, "RM_CONTROL", K(NVOS54_SIZE),
		K(NVOS54_STATUS_AT), K(ESC_RM_CONTROL_NODES)),
	  .fn = esc_rm_control },
	{ EXACT(ESC_RM_ALLOC, "RM_ALLOC", K(NVOS64_SIZE), K(NVOS64_STATUS_AT),
		K(ESC_RM_ALLOC_NODES)),
	  .size2 = K(NVOS21_SIZE), .status2 = K(NVOS21_STATUS_AT),
	  .rule = K(ESC_RM_ALLOC_RULE), .fn = esc_rm_alloc },
	{ EXACT(ESC_RM_DUP_OBJECT, "RM_DUP_OBJECT", K(NVOS55_SIZE),
		K(NVOS55_STATUS_AT), K(ESC_RM_DUP_OBJECT_NODES)),
	  .fn = esc_rm_dup },
	{ EXACT(ESC_RM_SHARE, "RM_SHARE", K(NVOS57_SIZE), K(NVOS57_STATUS_AT),
		K(ESC_RM_SHARE_NODES)),
	  .fn = esc_rm_share },
	{ EXACT(ESC_RM_I2C_ACCESS, "RM_I2C_ACCESS", K(NVOS_I2C_SIZE),
		K(NVOS_I2C_STATUS_AT), K(ESC_RM_I2C_ACCESS_NODES)) },
	{ EXACT(ESC_RM_IDLE_CHANNELS, "RM_IDLE_CHANNELS", K(NVOS30_SIZE),
		K(NVOS30_STATUS_AT), K(ESC_RM_IDLE_CHANNELS_NODES)) },
	{ EXACT(ESC_RM_VID_HEAP_CONTROL, "RM_VID_HEAP_CONTROL",
		K(NVOS32_SIZE), K(NVOS32_STATUS_AT),
		K(ESC_RM_VID_HEAP_CONTROL_NODES)),
	  .fn = esc_rm_vid_heap },
	{ EXACT(ESC_RM_ACCESS_REGISTRY, "RM_ACCESS_REGISTRY", K(NVOS38_SIZE),
		K(NVOS38_STATUS_AT), K(ESC_RM_ACCESS_REGISTRY_NODES)) },
	{ EXACT(ESC_RM_MAP_MEMORY, "RM_MAP_MEMORY", K(NVOS33_FD_SIZE),
		K(NVOS33_STATUS_AT), K(ESC_RM_MAP_MEMORY_NODES)),
	  .fn = esc_rm_map },
	{ EXACT(ESC_RM_UNMAP_MEMORY, "RM_UNMAP_MEMORY", K(NVOS34_SIZE),
		K(NVOS34_STATUS_AT), K(ESC_RM_UNMAP_MEMORY_NODES)),
	  .fn = esc_rm_unmap },
	{ EXACT(ESC_RM_GET_EVENT_DATA, "RM_GET_EVENT_DATA", K(NVOS41_SIZE),
		K(NVOS41_STATUS_AT), K(ESC_RM_GET_EVENT_DATA_NODES)) },
	{ EXACT(ESC_RM_ALLOC_CONTEXT_DMA2, "RM_ALLOC_CONTEXT_DMA2",
		K(NVOS39_SIZE), K(NVOS39_STATUS_AT),
		K(ESC_RM_ALLOC_CONTEXT_DMA2_NODES)) },
	{ EXACT(ESC_RM_MAP_MEMORY_DMA, "RM_MAP_MEMORY_DMA", V(NVOS46_SIZE),
		V(NVOS46_STATUS_AT), K(ESC_RM_MAP_MEMORY_DMA_NODES)) },
	{ EXACT(ESC_RM_UNMAP_MEMORY_DMA, "RM_UNMAP_MEMORY_DMA",
		V(NVOS47_SIZE), V(NVOS47_STATUS_AT),
		K(ESC_RM_UNMAP_MEMORY_DMA_NODES)) },
	{ EXACT(ESC_RM_BIND_CONTEXT_DMA, "RM_BIND_CONTEXT_DMA",
		K(NVOS49_SIZE), K(NVOS49_STATUS_AT),
		K(ESC_RM_BIND_CONTEXT_DMA_NODES)) },
	{ EXACT(ESC_RM_UPDATE_DEVICE_MAPPING_INFO,
		"RM_UPDATE_DEVICE_MAPPING_INFO", K(NVOS56_SIZE),
		K(NVOS56_STATUS_AT), K(ESC_RM_UPDATE_DEVICE_MAPPING_INFO_NODES)),
	  .fn = esc_rm_update_mapping },
	{ EXACT(ESC_RM_NVLOG_CTRL, "RM_NVLOG_CTRL", V(NVLOG_CTRL_SIZE),
		NO_STATUS, V(ESC_RM_NVLOG_CTRL_NODES)) },
	{ EXACT(ESC_RM_LOCKLESS_DIAGNOSTIC, "RM_LOCKLESS_DIAGNOSTIC",
		V(LOCKLESS_DIAGNOSTIC_SIZE), V(LOCKLESS_DIAGNOSTIC_STATUS_AT),
		V(ESC_RM_LOCKLESS_DIAGNOSTIC_NODES)) },
	{ EXACT(ESC_CARD_INFO, "CARD_INFO", K(CARD_INFO_SIZE), NO_STATUS,
		K(ESC_CARD_INFO_NODES)),
	  .rule = K(ESC_CARD_INFO_RULE), .fn = esc_card_info,
	  .out = { NVSIM_OUT_TO(K(CARD_INFO_VALID_AT), K(CARD_INFO_SIZE)) } },
	{ EXACT(ESC_REGISTER_FD, "REGISTER_FD", K(REGISTER_FD_SIZE), NO_STATUS,
		K(ESC_REGISTER_FD_NODES)),
	  .fn = esc_register_fd },
	{ EXACT(ESC_ALLOC_OS_EVENT, "ALLOC_OS_EVENT", K(OS_EVENT_SIZE),
		K(OS_EVENT_STATUS_AT), K(ESC_ALLOC_OS_EVENT_NODES)),
	  .fn = esc_alloc_os_event },
	{ EXACT(ESC_FREE_OS_EVENT, "FREE_OS_EVENT", K(FREE_OS_EVENT_SIZE),
		K(OS_EVENT_STATUS_AT), K(ESC_FREE_OS_EVENT_NODES)),
	  .fn = esc_free_os_event },
	{ EXACT(ESC_STATUS_CODE, "STATUS_CODE", K(STATUS_CODE_SIZE), NO_STATUS,
		K(ESC_STATUS_CODE_NODES)),
	  .fn = esc_status_code,
	  .out = { NVSIM_OUT(K(STATUS_CODE_STATUS_AT), NVSIM_N(sizeof(u32))) } },
	{ EXACT(ESC_CHECK_VERSION_STR, "CHECK_VERSION_STR",
		K(RM_API_VERSION_SIZE), NO_STATUS,
		K(ESC_CHECK_VERSION_STR_NODES)),
	  .fn = esc_check_version,
	  .out = { NVSIM_OUT_TO(K(RM_API_VERSION_REPLY_AT),
				K(RM_API_VERSION_SIZE)) } },
	{ EXACT(ESC_IOCTL_XFER_CMD, "IOCTL_XFER_CMD", K(XFER_SIZE), NO_STATUS,
		K(ESC_IOCTL_XFER_CMD_NODES)) },
	{ EXACT(ESC_ATTACH_GPUS_TO_FD, "ATTACH_GPUS_TO_FD",
		K(ATTACH_GPUS_ELEM_SIZE), NO_STATUS,
		K(ESC_ATTACH_GPUS_TO_FD_NODES)),
	  .rule = K(ESC_ATTACH_GPUS_TO_FD_RULE), .fn = esc_attach_gpus },
	{ EXACT(ESC_QUERY_DEVICE_INTR, "QUERY_DEVICE_INTR",
		K(QUERY_DEVICE_INTR_SIZE), K(QUERY_DEVICE_INTR_STATUS_AT),
		K(ESC_QUERY_DEVICE_INTR_NODES)),
	  .rule = K(ESC_QUERY_DEVICE_INTR_HANDLER_RULE),
	  .fn = esc_query_device_intr },
	{ EXACT(ESC_SYS_PARAMS, "SYS_PARAMS", K(SYS_PARAMS_SIZE), NO_STATUS,
		K(ESC_SYS_PARAMS_NODES)),
	  .fn = NULL },
	{ EXACT(ESC_NUMA_INFO, "NUMA_INFO", K(NUMA_INFO_SIZE), NO_STATUS,
		K(ESC_NUMA_INFO_NODES)),
	  .fn = esc_numa_info,
	  .out = { NVSIM_OUT_TO(K(NUMA_INFO_NID_AT), K(NUMA_INFO_SIZE)) } },
	{ EXACT(ESC_SET_NUMA_STATUS, "SET_NUMA_STATUS",
		K(SET_NUMA_STATUS_SIZE), NO_STATUS,
		K(ESC_SET_NUMA_STATUS_NODES)) },
	{ EXACT(ESC_EXPORT_TO_DMABUF_FD, "EXPORT_TO_DMABUF_FD",
		V(EXPORT_DMABUF_SIZE), V(EXPORT_DMABUF_STATUS_AT),
		K(ESC_EXPORT_TO_DMABUF_FD_NODES)) },
	{ EXACT(ESC_WAIT_OPEN_COMPLETE, "WAIT_OPEN_COMPLETE",
		V(WAIT_OPEN_COMPLETE_SIZE), NO_STATUS,
		V(ESC_WAIT_OPEN_COMPLETE_NODES)),
	  .fn = esc_wait_open,
	  .out = { NVSIM_OUT_TO(V(WAIT_OPEN_COMPLETE_RC_AT),
				V(WAIT_OPEN_COMPLETE_SIZE)) } },
};

/*
 * SYS_PARAMS is modelled as accepted: nvsim keeps no NUMA memory block
 * size. The escapes the version has are those whose size it has.
 */
static bool modelled(const struct escape *e)
{
	return e->fn || e->nr == GS_ABI_ESC_SYS_PARAMS;
}

/* Escape @nr of nvsim's version, or NULL; an XFER inside an XFER is NULL */
static const struct escape *escape_find(u32 nr, bool inner)
{
	unsigned int i;

	if (inner && nr == GS_ABI_ESC_IOCTL_XFER_CMD)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(escapes); i++)
		if (escapes[i].nr == nr && esc_size(&escapes[i]) != GS_ABI_ABSENT)
			return &escapes[i];
	return NULL;
}

/*
 * Whether @e is valid on @c's file: a GPU file takes RM_ALLOC of the event
 * classes only (RmIoctl's NV01_EVENT* cases).
 */
static bool node_ok(struct esc_call *c)
{
	u32 nodes = nvsim_fact(c->e->nodes), cls;

	if (c->nf->gpu == NULL)
		return nodes & GS_ABI_ON_CTL;
	if (c->e->nr != GS_ABI_ESC_RM_ALLOC)
		return nodes & GS_ABI_ON_GPU;
	if (!(GS_ABI_ESC_RM_ALLOC_EVENT_NODES & GS_ABI_ON_GPU))
		return false;
	cls = gs_get_u32(c->arg, c->size == GS_ABI_NVOS21_SIZE ?
			 nvos21.hclass : nvos64.hclass);
	return cls == GS_ABI_CLS_EVENT || cls == GS_ABI_CLS_EVENT_OS_EVENT ||
	       cls == GS_ABI_CLS_EVENT_KERNEL_CALLBACK ||
	       cls == GS_ABI_CLS_EVENT_KERNEL_CALLBACK_EX;
}

static long dispatch(struct esc_call *c)
{
	if (c->e->fn)
		return c->e->fn(c);
	if (modelled(c->e))
		return 0;
	/* known to the driver, not simulated: refused, not modelled */
	if (status_at(c) == GS_ABI_ABSENT)
		return -EINVAL;
	set_status(c, GS_ABI_ERR_NOT_SUPPORTED);
	return 0;
}

/*
 * nv_validate_ioctls() (595 on): the outer escape's number and size, as
 * the driver's tables have them, before anything else. Those tables size
 * every escape exactly but for the arrays and RM_ALLOC's two.
 */
static bool validated_first(u32 nr, u32 size)
{
	const struct escape *e = escape_find(nr, false);
	u32 rule;

	if (!e)
		return false;
	rule = handler_rule(e);
	if (rule != GS_ABI_SIZE_ARRAY && rule != GS_ABI_SIZE_EITHER)
		rule = GS_ABI_SIZE_EXACT;
	return size_ok(e, rule, size);
}

long nvsim_ioctl(struct file *filp, unsigned int cmd, unsigned long uarg)
{
	struct esc_call c = { .nf = filp->private_data };
	void __user *uptr = (void __user *)uarg;
	u32 nr = _IOC_NR(cmd);
	long ret;

	c.size = _IOC_SIZE(cmd);
	if (NVSIM_ABI(ESC_VALIDATED_FIRST) && !validated_first(nr, c.size))
		return -EINVAL;
	if (nr == GS_ABI_ESC_IOCTL_XFER_CMD) {
		u8 xfer[GS_ABI_XFER_SIZE];

		if (c.size != sizeof(xfer))
			return -EINVAL;
		if (copy_from_user(xfer, uptr, sizeof(xfer)))
			return -EFAULT;
		nr = gs_get_u32(xfer, GS_ABI_XFER_CMD_AT);
		c.size = gs_get_u32(xfer, GS_ABI_XFER_SIZE_AT);
		uptr = u64_to_user_ptr(gs_get_u64(xfer, GS_ABI_XFER_PTR_AT));
		if (c.size > GS_ABI_NV_MAX_IOCTL_SIZE)
			return -EINVAL;
		c.e = escape_find(nr, true);
	} else {
		c.e = escape_find(nr, false);
	}

	c.arg = kvzalloc(max_t(u32, c.size, 1), GFP_KERNEL_ACCOUNT);
	if (!c.arg)
		return -ENOMEM;
	if (copy_from_user(c.arg, uptr, c.size)) {
		kvfree(c.arg);
		return -EFAULT;
	}

	if (!c.e || !size_ok(c.e, handler_rule(c.e), c.size) || !node_ok(&c))
		ret = -EINVAL;
	else
		ret = dispatch(&c);

	if (copy_to_user(uptr, c.arg, c.size))
		ret = -EFAULT;
	kvfree(c.arg);
	return ret;
}

/* debugfs "model": one "escape" line per modelled escape of the version. */
void nvsim_escape_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(escapes); i++) {
		const struct escape *e = &escapes[i];

		if (modelled(e) && esc_size(e) != GS_ABI_ABSENT &&
		    e->nr != GS_ABI_ESC_IOCTL_XFER_CMD)
			nvsim_model_line(m, "escape", e->nr, e->name, e->out);
	}
}
