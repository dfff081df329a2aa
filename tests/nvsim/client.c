// SPDX-License-Identifier: GPL-2.0
/*
 * RM clients and their object trees: handles, parents and children, the
 * cascade of RM_FREE, dups and share policies.
 *
 * All of it is protected by nvsim_lock (nvsim.h). A client is bound to the
 * ctl file that allocated it (RM's strict client validation, docs/nvidia-abi.md
 * 2): a call naming it through any other file gets NV_ERR_INVALID_CLIENT.
 */

#include <linux/cred.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/seq_file.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

LIST_HEAD(nvsim_clients);
static DEFINE_XARRAY(clients_by_handle);
static u32 next_client;

struct nvsim_client *nvsim_client_lookup(u32 hclient)
{
	lockdep_assert_held(&nvsim_lock);
	return xa_load(&clients_by_handle, hclient);
}

/*
 * The client a user call names, checked like serverutilGetClientUnderLock
 * and rmclientValidate: it must exist and be bound to @os.
 */
u32 nvsim_client_get(u32 hclient, struct nvsim_file *os,
		     struct nvsim_client **out)
{
	struct nvsim_client *c = nvsim_client_lookup(hclient);

	if (!c || c->file != os)
		return GS_ABI_ERR_INVALID_CLIENT;
	*out = c;
	return GS_ABI_NV_OK;
}

struct nvsim_obj *nvsim_obj_lookup(struct nvsim_client *c, u32 handle)
{
	lockdep_assert_held(&nvsim_lock);
	return xa_load(&c->objs, handle);
}

struct nvsim_res *nvsim_res_new(u32 cls, struct nvsim_gpu *gpu)
{
	struct nvsim_res *res = kzalloc(sizeof(*res), GFP_KERNEL_ACCOUNT);

	if (!res)
		return NULL;
	res->refs = 1;
	res->cls = cls;
	res->gpu = gpu;
	return res;
}

/* Drops one handle's reference; the last one gives the FB back. */
void nvsim_res_put(struct nvsim_res *res)
{
	lockdep_assert_held(&nvsim_lock);
	if (--res->refs)
		return;
	if (res->gpu && res->fb_bytes)
		nvsim_fb_uncharge(res->gpu, res->fb_bytes, false);
	if (res->gpu && res->hidden_bytes)
		nvsim_fb_uncharge(res->gpu, res->hidden_bytes, true);
	nvsim_fb_unkeep(res);
	if (res->backing)
		nvsim_backing_put(res->backing);
	if (res->cls == GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A)
		nvsim_eng_chan_detach(res);
	if (res->cls == GS_ABI_CLS_FERMI_CONTEXT_SHARE_A) {
		struct nvsim_res *tsg = res->u.ctxshare.tsg;

		tsg->u.tsg.subctx_used &= ~BIT_ULL(res->u.ctxshare.id);
		kfree(res);
		nvsim_res_put(tsg);
		return;
	}
	kfree(res);
}

/*
 * @h, a new handle on the memory of handle @src, goes right after it, not
 * owning the memory (memCopyConstruct).
 */
void nvsim_memh_dup(struct nvsim_memh *h, struct nvsim_memh *src)
{
	lockdep_assert_held(&nvsim_lock);
	h->owner = false;
	list_add(&h->dups, &src->dups);
}

/*
 * Handle @h goes: an owner hands the memory to the next handle of the
 * list (_memDestructCommonWithDevice).
 */
void nvsim_memh_drop(struct nvsim_memh *h)
{
	lockdep_assert_held(&nvsim_lock);
	if (h->owner && !nvsim_memh_alone(h))
		list_next_entry(h, dups)->owner = true;
	list_del_init(&h->dups);
}

/* The GPU an object belongs to: its resource's, or its nearest ancestor's. */
struct nvsim_gpu *nvsim_obj_gpu(struct nvsim_obj *obj)
{
	for (; obj; obj = obj->parent)
		if (obj->res && obj->res->gpu)
			return obj->res->gpu;
	return NULL;
}

struct nvsim_obj *nvsim_obj_ancestor(struct nvsim_obj *obj, u32 cls)
{
	for (; obj; obj = obj->parent)
		if (obj->cls == cls)
			return obj;
	return NULL;
}

/*
 * Inserts a handle for @res under @parent. *@handle 0 asks for one from the
 * client's generator (clientAssignResourceHandle); the chosen handle is
 * written back. Takes over the caller's reference on @res on success.
 */
u32 nvsim_obj_add(struct nvsim_client *c, struct nvsim_obj *parent,
		  u32 *handle, u32 cls, struct nvsim_res *res)
{
	struct nvsim_obj *obj;
	u32 h = *handle;
	int ret;

	lockdep_assert_held(&nvsim_lock);
	if (!h) {
		do {
			h = GS_ABI_RS_UNIQUE_HANDLE_BASE + c->next_handle++;
		} while (xa_load(&c->objs, h));
	} else if (h == c->handle && parent) {
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	} else if (xa_load(&c->objs, h)) {
		return GS_ABI_ERR_INSERT_DUPLICATE_NAME;
	}

	obj = kzalloc(sizeof(*obj), GFP_KERNEL_ACCOUNT);
	if (!obj)
		return GS_ABI_ERR_NO_MEMORY;
	obj->handle = h;
	obj->cls = cls;
	obj->client = c;
	obj->parent = parent;
	obj->res = res;
	/* a new handle owns what it made; a dup is then linked to its source */
	INIT_LIST_HEAD(&obj->memh.dups);
	obj->memh.owner = true;
	INIT_LIST_HEAD(&obj->children);
	INIT_LIST_HEAD(&obj->maps);
	ret = xa_insert(&c->objs, h, obj, GFP_KERNEL_ACCOUNT);
	if (ret) {
		kfree(obj);
		return ret == -EBUSY ? GS_ABI_ERR_INSERT_DUPLICATE_NAME :
				       GS_ABI_ERR_NO_MEMORY;
	}
	if (parent)
		list_add_tail(&obj->sibling, &parent->children);
	else
		INIT_LIST_HEAD(&obj->sibling);
	*handle = h;
	return GS_ABI_NV_OK;
}

static void client_destroy(struct nvsim_client *c)
{
	xa_erase(&clients_by_handle, c->handle);
	list_del(&c->link);
	nvsim_os_events_free_client(c->handle);
	xa_destroy(&c->objs);
	put_pid(c->pid);
	kfree(c);
}

static void obj_free_one(struct nvsim_obj *obj)
{
	struct nvsim_client *c = obj->client;

	nvsim_obj_free_maps(obj);
	list_del(&obj->sibling);
	xa_erase(&c->objs, obj->handle);
	nvsim_memh_drop(&obj->memh);
	if (obj->res)
		nvsim_res_put(obj->res);
	if (obj == c->root) {
		kfree(obj);
		client_destroy(c);
		return;
	}
	kfree(obj);
}

/*
 * Frees @top and everything below it, children before parents (RM's order
 * for a subtree), without recursion: event classes take any parent, so a
 * caller could build a chain as deep as it likes. Freeing a client's own
 * object frees the client.
 */
void nvsim_obj_free(struct nvsim_obj *top)
{
	struct nvsim_obj *obj = top;

	lockdep_assert_held(&nvsim_lock);
	for (;;) {
		struct nvsim_obj *parent;
		bool last;

		while (!list_empty(&obj->children))
			obj = list_last_entry(&obj->children, struct nvsim_obj,
					      sibling);
		parent = obj->parent;
		last = obj == top;
		obj_free_one(obj);
		if (last)
			return;
		obj = parent;
	}
}

u32 nvsim_client_new(struct nvsim_file *os, u32 *hclient)
{
	struct nvsim_client *c;
	u32 h = *hclient;
	u32 status;
	int ret;

	lockdep_assert_held(&nvsim_lock);
	if (h) {
		if (xa_load(&clients_by_handle, h))
			return GS_ABI_ERR_INSERT_DUPLICATE_NAME;
	} else {
		do {
			h = GS_ABI_RS_CLIENT_HANDLE_BASE +
			    next_client++ % GS_ABI_RS_CLIENT_HANDLE_MAX;
		} while (xa_load(&clients_by_handle, h));
	}

	c = kzalloc(sizeof(*c), GFP_KERNEL_ACCOUNT);
	if (!c)
		return GS_ABI_ERR_NO_MEMORY;
	c->handle = h;
	c->file = os;
	c->pid = get_task_pid(current, PIDTYPE_TGID);
	c->euid = current_euid();
	xa_init(&c->objs);
	ret = xa_insert(&clients_by_handle, h, c, GFP_KERNEL_ACCOUNT);
	if (ret) {
		put_pid(c->pid);
		kfree(c);
		return GS_ABI_ERR_NO_MEMORY;
	}
	list_add_tail(&c->link, &nvsim_clients);

	status = nvsim_obj_add(c, NULL, &h, GS_ABI_CLS_ROOT_CLIENT, NULL);
	if (status != GS_ABI_NV_OK) {
		client_destroy(c);
		return status;
	}
	c->root = xa_load(&c->objs, h);
	*hclient = h;
	return GS_ABI_NV_OK;
}

void nvsim_file_free_clients(struct nvsim_file *nf)
{
	struct nvsim_client *c, *tmp;

	lockdep_assert_held(&nvsim_lock);
	list_for_each_entry_safe(c, tmp, &nvsim_clients, link)
		if (c->file == nf)
			nvsim_obj_free(c->root);
}

void nvsim_clients_show(struct seq_file *m)
{
	struct nvsim_client *c;

	mutex_lock(&nvsim_lock);
	list_for_each_entry(c, &nvsim_clients, link)
		seq_printf(m, "client 0x%x pid %d\n", c->handle,
			   pid_nr(c->pid));
	mutex_unlock(&nvsim_lock);
}

/* RM_FREE: NVOS00 {hRoot, hObjectParent, hObjectOld}. */
u32 nvsim_rm_free(struct nvsim_file *os, u32 hroot, u32 hobj)
{
	struct nvsim_client *c;
	struct nvsim_obj *obj;
	u32 status;

	status = nvsim_client_get(hroot, os, &c);
	if (status != GS_ABI_NV_OK)
		return status;
	/*
	 * An unknown handle in a valid client is not an error: RM is built
	 * with RS_COMPATABILITY_MODE, in which serverFreeResourceTree answers
	 * NV_OK for it (CUDA frees its device handle before allocating it).
	 */
	obj = nvsim_obj_lookup(c, hobj);
	if (obj)
		nvsim_obj_free(obj);
	return GS_ABI_NV_OK;
}

/*
 * May policy @s of an object of @src admit a dup into client @dst? As RM
 * 580 decides (resShareCallback, rmresShareCallback, cliresShareCallback):
 * ALL anyone; CLIENT the client it names; PID a client of the same process
 * (the target is not read); OS_SECURITY_TOKEN one of the same euid or
 * process. GPU, partition and fabric-manager policies admit no user client.
 */
static bool share_allows(const struct nvsim_share *s,
			 const struct nvsim_client *src,
			 const struct nvsim_client *dst)
{
	switch (s->type) {
	case GS_ABI_RS_SHARE_TYPE_ALL:
		return true;
	case GS_ABI_RS_SHARE_TYPE_OS_SECURITY_TOKEN:
		return uid_eq(dst->euid, src->euid) || dst->pid == src->pid;
	case GS_ABI_RS_SHARE_TYPE_CLIENT:
		return dst->handle == s->target;
	case GS_ABI_RS_SHARE_TYPE_PID:
		return dst->pid == src->pid;
	}
	return false;
}

/*
 * May @dst dup @src? Within a client always; otherwise an RM_SHARE policy
 * must allow it, or, by default (sharing.c), the same process.
 */
static bool dup_allowed(struct nvsim_obj *src, struct nvsim_client *dst)
{
	unsigned int i;

	if (src->client == dst)
		return true;
	for (i = 0; i < src->nshares; i++)
		if (!(src->shares[i].action & GS_ABI_RS_SHARE_ACTION_FLAG_REVOKE) &&
		    share_allows(&src->shares[i], src->client, dst))
			return true;
	return src->client->pid == dst->pid;
}

/*
 * May the calling process dup @src into a kernel client, as nvidia-uvm does
 * with NV04_DUP_HANDLE_FLAGS_REJECT_KERNEL_DUP_PRIVILEGE? RM then asks the
 * policies about the current process instead of the kernel client
 * (cliresShareCallback): the default same-process policy and PID admit
 * the object's own process, OS_SECURITY_TOKEN its euid or process too,
 * ALL everyone; CLIENT names a user client, never UVM's.
 */
bool nvsim_obj_dup_allowed_current(struct nvsim_obj *src)
{
	struct nvsim_client *owner = src->client;
	struct pid *me = task_tgid(current);
	unsigned int i;

	lockdep_assert_held(&nvsim_lock);
	if (owner->pid == me)
		return true;
	for (i = 0; i < src->nshares; i++) {
		const struct nvsim_share *s = &src->shares[i];

		if (s->action & GS_ABI_RS_SHARE_ACTION_FLAG_REVOKE)
			continue;
		if (s->type == GS_ABI_RS_SHARE_TYPE_ALL ||
		    (s->type == GS_ABI_RS_SHARE_TYPE_OS_SECURITY_TOKEN &&
		     uid_eq(owner->euid, current_euid())))
			return true;
	}
	return false;
}

/* RM_DUP_OBJECT: a new handle in @hclient on the source's resource. */
u32 nvsim_rm_dup(struct nvsim_file *os, u32 hclient, u32 hparent,
		 u32 *hobj, u32 hclient_src, u32 hobj_src)
{
	struct nvsim_client *c, *src_c;
	struct nvsim_obj *parent, *src;
	u32 status;

	status = nvsim_client_get(hclient, os, &c);
	if (status != GS_ABI_NV_OK)
		return status;
	src_c = nvsim_client_lookup(hclient_src);
	if (!src_c)
		return GS_ABI_ERR_INVALID_CLIENT;
	src = nvsim_obj_lookup(src_c, hobj_src);
	if (!src)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	/* clients, and objects without a resource, cannot be duplicated */
	if (!src->res || src == src_c->root)
		return GS_ABI_ERR_INVALID_OBJECT_HANDLE;
	parent = nvsim_obj_lookup(c, hparent);
	if (!parent)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (!dup_allowed(src, c))
		return GS_ABI_ERR_INSUFFICIENT_PERMISSIONS;
	return nvsim_dup_res(c, parent, hobj, src->cls, src->res, &src->memh);
}

/*
 * A new handle *@hobj (0: one the client picks) of class @cls under
 * @parent of @c on @res, duped from handle @src: the dup itself, once
 * allowed. Importing from an export file (ctrl_export.c) makes the same,
 * as RM imports with a dup.
 */
u32 nvsim_dup_res(struct nvsim_client *c, struct nvsim_obj *parent,
		  u32 *hobj, u32 cls, struct nvsim_res *res,
		  struct nvsim_memh *src)
{
	u32 status;

	lockdep_assert_held(&nvsim_lock);
	res->refs++;
	status = nvsim_obj_add(c, parent, hobj, cls, res);
	if (status != GS_ABI_NV_OK) {
		res->refs--;
		return status;
	}
	nvsim_memh_dup(&nvsim_obj_lookup(c, *hobj)->memh, src);
	return GS_ABI_NV_OK;
}

/* RM_SHARE: record (or revoke) a policy on an object of @hclient. */
u32 nvsim_rm_share(struct nvsim_file *os, u32 hclient, u32 hobj,
		   const struct nvsim_share *policy)
{
	struct nvsim_client *c;
	struct nvsim_obj *obj;
	unsigned int i;
	u32 status;

	if (policy->type >= GS_ABI_RS_SHARE_TYPE_MAX)
		return GS_ABI_ERR_INVALID_ARGUMENT;
	if (policy->type == GS_ABI_RS_SHARE_TYPE_CLIENT) {
		/*
		 * RM 580 locks both clients and checks neither against the
		 * calling file (_serverShareResourceAccessClient): any
		 * process can share any client's object with itself this way
		 * (measured on driver 580.159.04).
		 */
		c = nvsim_client_lookup(hclient);
		if (!c || !nvsim_client_lookup(policy->target))
			return GS_ABI_ERR_INVALID_CLIENT;
	} else {
		status = nvsim_client_get(hclient, os, &c);
		if (status != GS_ABI_NV_OK)
			return status;
	}
	obj = nvsim_obj_lookup(c, hobj);
	if (!obj)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (policy->type == 0)
		return GS_ABI_ERR_INVALID_ARGUMENT;

	for (i = 0; i < obj->nshares; i++) {
		struct nvsim_share *s = &obj->shares[i];

		if (s->type == policy->type && s->target == policy->target) {
			*s = *policy;
			return GS_ABI_NV_OK;
		}
	}
	if (obj->nshares == NVSIM_MAX_SHARES)
		return GS_ABI_ERR_NO_MEMORY;
	obj->shares[obj->nshares++] = *policy;
	return GS_ABI_NV_OK;
}
