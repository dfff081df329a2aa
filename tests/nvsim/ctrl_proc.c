// SPDX-License-Identifier: GPL-2.0
/*
 * The process list and per-process framebuffer use (docs/nvidia-abi.md 4):
 * NV2080_CTRL_CMD_GPU_GET_PIDS and GPU_GET_PID_INFO, as nvidia-smi uses
 * them.
 *
 * A process is the thread group that allocated an RM client. PIDs are
 * reported in, and read from, the caller's PID namespace; processes it
 * cannot see are left out, as the real driver does.
 */

#include <linux/pid.h>
#include <linux/sched.h>

#include "nvsim.h"
#include "rm.h"

#define GET_PIDS(field)		GS_ABI_CTRL_2080_GPU_GET_PIDS_##field##_AT
#define PID_INFO(field)		GS_ABI_CTRL_2080_GPU_GET_PID_INFO_##field##_AT

/* Does @c own an object of class @cls on @gpu? */
static bool client_has(struct nvsim_client *c, u32 cls, struct nvsim_gpu *gpu)
{
	struct nvsim_obj *obj;
	unsigned long h;

	xa_for_each(&c->objs, h, obj)
		if (obj->cls == cls && nvsim_obj_gpu(obj) == gpu)
			return true;
	return false;
}

u32 nvsim_ctrl_get_pids(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	u32 cls = gs_get_u32(call->params, GET_PIDS(ID));
	struct nvsim_client *c, *d;
	u32 count = 0;

	if (gs_get_u32(call->params, GET_PIDS(IDTYPE)) !=
	    GS_ABI_GET_PIDS_ID_TYPE_CLASS)
		return GS_ABI_ERR_INVALID_ARGUMENT;

	list_for_each_entry(c, &nvsim_clients, link) {
		pid_t nr = pid_vnr(c->pid);
		bool seen = false;

		if (!nr || !client_has(c, cls, gpu))
			continue;
		/* one entry per process, from its first client */
		list_for_each_entry(d, &nvsim_clients, link) {
			if (d == c)
				break;
			if (d->pid == c->pid && client_has(d, cls, gpu)) {
				seen = true;
				break;
			}
		}
		if (seen)
			continue;
		if (count == GS_ABI_GET_PIDS_MAX_COUNT)
			break;
		gs_put_u32(call->params, GET_PIDS(PIDTBL) + 4 * count, nr);
		count++;
	}
	gs_put_u32(call->params, GET_PIDS(PIDTBLCOUNT), count);
	return GS_ABI_NV_OK;
}

static void put_u64(void *buf, size_t off, u64 v)
{
	memcpy((u8 *)buf + off, &v, sizeof(v));
}

/*
 * Class-0x40 bytes of process @pid on @gpu, as _gpuCollectMemInfo counts
 * them: each handle of each of its clients once, private when it is the
 * memory's only handle, shared (owned) when it owns the memory, shared
 * (duped) otherwise (struct nvsim_memh). So private plus owned counts a
 * block once for the process whose handle owns it, whichever handle that
 * is now, and a block a process holds through several of its own handles
 * once; the process that allocated it has no say.
 */
static void collect(struct pid *pid, struct nvsim_gpu *gpu, u64 *priv,
		    u64 *owned, u64 *duped)
{
	struct nvsim_client *c;

	list_for_each_entry(c, &nvsim_clients, link) {
		struct nvsim_obj *obj;
		unsigned long h;

		if (c->pid != pid)
			continue;
		xa_for_each(&c->objs, h, obj) {
			if (obj->cls != GS_ABI_CLS_MEMORY_LOCAL_USER ||
			    obj->res->gpu != gpu)
				continue;
			if (nvsim_memh_alone(&obj->memh))
				*priv += obj->res->size;
			else if (obj->memh.owner)
				*owned += obj->res->size;
			else
				*duped += obj->res->size;
		}
	}
}

u32 nvsim_ctrl_get_pid_info(struct nvsim_ctrl_call *call)
{
	struct nvsim_gpu *gpu = nvsim_obj_gpu(call->obj);
	u32 n = gs_get_u32(call->params, PID_INFO(PIDINFOLISTCOUNT));
	u32 i;

	if (!n || n > GS_ABI_GET_PID_INFO_MAX_COUNT)
		return GS_ABI_ERR_INVALID_ARGUMENT;

	for (i = 0; i < n; i++) {
		u8 *e = (u8 *)call->params + PID_INFO(PIDINFOLIST) +
			GS_ABI_PID_INFO_SIZE * i;
		u32 nr = gs_get_u32(e, GS_ABI_PID_INFO_PID_AT);
		u64 priv = 0, owned = 0, duped = 0;
		struct pid *pid;

		/* no MIG: both instance IDs are PARTITIONID_INVALID */
		gs_put_u32(e, GS_ABI_PID_INFO_COMPUTEINSTANCEID_AT, U32_MAX);
		gs_put_u32(e, GS_ABI_PID_INFO_GPUINSTANCEID_AT, U32_MAX);
		if (gs_get_u32(e, GS_ABI_PID_INFO_INDEX_AT) !=
		    GS_ABI_PID_INFO_INDEX_VIDEO_MEMORY_USAGE || !nr) {
			gs_put_u32(e, GS_ABI_PID_INFO_RESULT_AT,
				   GS_ABI_ERR_INVALID_ARGUMENT);
			continue;
		}
		memset(e + GS_ABI_PID_INFO_DATA_AT, 0,
		       GS_ABI_PID_INFO_SMCSUBSCRIPTION_AT -
		       GS_ABI_PID_INFO_DATA_AT);
		rcu_read_lock();
		pid = find_vpid(nr);
		if (pid)
			collect(pid, gpu, &priv, &owned, &duped);
		rcu_read_unlock();
		put_u64(e, GS_ABI_PID_INFO_MEMPRIVATE_AT, priv);
		put_u64(e, GS_ABI_PID_INFO_MEMSHAREDOWNED_AT, owned);
		put_u64(e, GS_ABI_PID_INFO_MEMSHAREDDUPED_AT, duped);
		gs_put_u32(e, GS_ABI_PID_INFO_RESULT_AT, GS_ABI_NV_OK);
	}
	return GS_ABI_NV_OK;
}
