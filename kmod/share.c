// SPDX-License-Identifier: GPL-2.0
/*
 * What a slice's processes may share (docs/design.md, "Sharing").
 *
 * RM lets a process dup another's object once its owner shares it
 * (RM_SHARE). CUDA's IPC shares with policy ALL, which admits every
 * process on the machine and nvidia-uvm's external mappings for any of
 * them. No such policy reaches the driver from a slice: a share with ALL
 * goes to the driver as policy PID (what every object has by default: its
 * own process only) and is kept here; when a client of the slice dups an
 * object kept so, the verifier first shares it with that client alone
 * (policy CLIENT), issuing RM_SHARE from its own memory through the file
 * the owner's client is bound to, after asking RM whether the client is
 * that file's (RM does not check it for CLIENT). Every RM_SHARE of a
 * slice goes the same way. The driver's own policies then keep every
 * object in its slice, and a thread racing the handles of a dup or of a
 * UVM external mapping past the checks below meets the driver's refusal.
 *
 * The checks below read the caller's memory and answer the plain cases as
 * RM refuses a dup it does not allow: a dup (RM_DUP_OBJECT, UVM's external
 * mappings) whose source client is not the slice's; a share of an object
 * of a client that is not the slice's, with a client of another slice, or
 * by a policy that admits by user id (every container's root is uid 0),
 * GPU, partition or fabric manager. They read the caller's memory, and
 * the slice's clients and shared objects (its table of objects, objects.c)
 * are read after the driver wrote them: hints, which the verifier's
 * questions to RM make safe.
 */

#include <linux/file.h>
#include <linux/uaccess.h>

#include "forward.h"
#include "nv_escape.h"
#include "nv_rmapi.h"
#include "objects.h"
#include "rm_status.h"
#include "share.h"
#include "slice.h"
#include "verifier.h"

/*
 * NV0000 controls that set share policies: CLIENT_SET_INHERITED_SHARE_POLICY
 * {policy}, CLIENT_SHARE_OBJECT {hObject, policy}.
 */
#define CTRL_SET_INHERITED_SHARE_POLICY \
	GS_ABI_CTRL_0000_CLIENT_SET_INHERITED_SHARE_POLICY
#define CTRL_SHARE_OBJECT	GS_ABI_CTRL_0000_CLIENT_SHARE_OBJECT

/*
 * The real ctl file (a reference) through which client @hclient of @s was
 * made, or NULL. Its gs_file cannot go meanwhile: release frees the file's
 * clients from the table of objects (under its lock, held here) before it
 * takes slice->lock to unlink it.
 */
struct file *gs_share_client_ctl(struct gs_slice *s, u32 hclient)
{
	struct file *real = NULL;
	struct gs_file *gf;

	mutex_lock(&s->objs.lock);
	gf = gs_objs_client_file(s, hclient);
	spin_lock(&s->lock);
	if (gf && gf->real)
		real = get_file(gf->real);
	spin_unlock(&s->lock);
	mutex_unlock(&s->objs.lock);
	return real;
}

/*
 * The status to refuse policy @p on an object of @hclient with, or 0: only
 * revocations, the default (PID; CUDA composes its inherited policy of
 * PID ones), CLIENT naming a client of the slice and, where @all_ok, ALL
 * (which the caller turns into PID) pass.
 */
static int check_policy(struct gs_slice *s, u32 hclient,
			const struct gs_rs_share_policy *p, bool all_ok)
{
	if (!gs_objs_is_client(s, hclient))
		return GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	/* What a policy admits is its type's; the action only combines. */
	if (p->action & GS_RS_SHARE_REVOKE)
		return 0;
	switch (p->type) {
	case GS_RS_SHARE_PID:
		return 0;
	case GS_RS_SHARE_ALL:
		return all_ok ? 0 : GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	case GS_RS_SHARE_CLIENT:
		return gs_objs_is_client(s, p->target) ? 0 :
		       GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	default:
		return GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	}
}

/*
 * RM_SHARE at @uarg through @gf, whose real file is @real: the RM status
 * to answer it with, or an errno (rm_status.h). The driver gets it from the verifier (a copy
 * checked here, a share with ALL turned into PID), never from the
 * caller's memory: RM does not check that the client of a share with
 * policy CLIENT is the caller's, and a thread could turn any share into
 * one.
 */
int gs_share_rm_share(struct gs_file *gf, struct file *real,
		      const void __user *uarg)
{
	struct gs_slice *s = gf->slice;
	struct gs_nvos57 a;
	bool all, revoke;
	int ret;

	if (copy_from_user(&a, uarg, sizeof(a)))
		return -EFAULT;
	ret = check_policy(s, a.hclient, &a.policy, true);
	if (ret)
		return ret;
	all = a.policy.type == GS_RS_SHARE_ALL;
	revoke = a.policy.action & GS_RS_SHARE_REVOKE;
	if (all && !revoke)
		a.policy.type = GS_RS_SHARE_PID;
	ret = gs_verifier_rm_share(real, &a);
	if (ret || !all)
		return ret;
	gs_objs_set_shared(s, a.hclient, a.hobject, !revoke);
	return 0;
}

/*
 * RM_DUP_OBJECT at @uarg through @gf, before the driver: a status to refuse
 * it with, -EINTR, or 0 to let it go (rm_status.h). A dup of an object its slice
 * shared with ALL is first allowed to the dup's client, by the verifier.
 */
int gs_share_dup_begin(struct gs_file *gf, const void __user *uarg, u32 size)
{
	struct gs_slice *s = gf->slice;
	struct gs_nvos57 grant = {
		.policy = {
			.access_mask = BIT(GS_RS_ACCESS_DUP_OBJECT),
			.type = GS_RS_SHARE_CLIENT,
		},
	};
	struct gs_nvos55 d;
	struct file *owner;
	int ret;

	if (size != sizeof(d) || copy_from_user(&d, uarg, sizeof(d)))
		return 0;
	if (!gs_objs_is_client(s, d.hclient_src))
		return GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
	if (d.hclient_src == d.hclient ||
	    !gs_objs_shared(s, d.hclient_src, d.hobject_src))
		return 0;
	owner = gs_share_client_ctl(s, d.hclient_src);
	if (!owner)
		return 0;
	grant.hclient = d.hclient_src;
	grant.hobject = d.hobject_src;
	grant.policy.target = d.hclient;
	ret = gs_verifier_rm_share(owner, &grant);
	fput(owner);
	/* Without the share the driver refuses the dup itself. */
	return ret == -EINTR ? ret : 0;
}

/*
 * The NV0000 controls that set share policies (@c, its parameters in the
 * caller's memory): the status to refuse one with, or 0 (rm_status.h).
 * RM checks their
 * client against the file; ALL is refused, not turned into per-client
 * shares: CUDA sets only PID with them.
 */
int gs_share_check_control(struct gs_slice *s, const struct gs_nvos54 *c)
{
	const void __user *params = u64_to_user_ptr(c->params);
	struct gs_rs_share_policy p;
	u32 at, size;

	if (c->cmd == CTRL_SET_INHERITED_SHARE_POLICY) {
		at = GS_ABI_CTRL_0000_CLIENT_SET_INHERITED_SHARE_POLICY_SHAREPOLICY_AT;
		size = GS_ABI_CTRL_0000_CLIENT_SET_INHERITED_SHARE_POLICY_SIZE;
	} else if (c->cmd == CTRL_SHARE_OBJECT) {
		at = GS_ABI_CTRL_0000_CLIENT_SHARE_OBJECT_SHAREPOLICY_AT;
		size = GS_ABI_CTRL_0000_CLIENT_SHARE_OBJECT_SIZE;
	} else {
		return 0;
	}
	if (c->params_size != size || at + sizeof(p) > size ||
	    copy_from_user(&p, params + at, sizeof(p)))
		return 0;	/* the driver refuses it */
	return check_policy(s, c->hclient, &p, false);
}

/*
 * The status to refuse UVM command @c with, whose client's objects UVM
 * dups, or 0 (rm_status.h).
 */
int gs_share_check_uvm(struct gs_slice *s, const struct gs_uvm_cmd *c,
		       const void __user *uarg)
{
	u32 hclient;

	if (c->client == GS_NV_NO_FIELD ||
	    get_user(hclient, (const u32 __user *)(uarg + c->client)))
		return 0;
	/* REGISTER_GPU passes 0 without MIG: no client, nothing dup'd. */
	if (!hclient)
		return 0;
	return gs_objs_is_client(s, hclient) ? 0 : GS_NV_ERR_INSUFFICIENT_PERMISSIONS;
}

/* Module load: channels.c finds a client's ctl file here. */
void __init gs_share_init(void)
{
	gs_chans_register_client_ctl(gs_share_client_ctl);
}
