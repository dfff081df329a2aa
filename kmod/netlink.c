// SPDX-License-Identifier: GPL-2.0
/*
 * The configuration interface's commands: GET_STATUS, and NEW_SLICE,
 * SET_SLICE, DEL_SLICE and GET_SLICE, read from their requests, done by
 * the slice's lifecycle (slice.c) and answered; the changes told to the
 * events group. uapi/gpuslice.h is the contract; the family these run in
 * is genl.c's, below them, with which they register (gs_netlink_init()).
 */

#include <linux/string.h>
#include <net/genetlink.h>

#include "gpuslice.h"
#include "genl.h"
#include "netlink.h"
#include "nv_abi.h"
#include "nvversion.h"
#include "realdrv.h"
#include "slice.h"
#include "slice_label.h"

static_assert(GS_SLICE_MAX_LABELS == GPUSLICE_SLICE_MAX_LABELS);
static_assert(GS_LABEL_KEY_MAX == GPUSLICE_LABEL_KEY_MAX);
static_assert(GS_LABEL_VALUE_MAX == GPUSLICE_LABEL_VALUE_MAX);

/* The driver's version, the table used for it and the supported ones. */
static int put_driver(struct sk_buff *msg)
{
	char version[GPUSLICE_VERSION_MAX];
	const struct gs_abi *list;
	struct gs_nvversion v;
	unsigned int i, n;
	struct nlattr *nest;

	gs_nvversion_probe(version, sizeof(version), &v);
	if (nla_put_u32(msg, GPUSLICE_A_STATUS_DRIVER_MATCH, v.match) ||
	    (v.match != GPUSLICE_DRIVER_NONE &&
	     nla_put_string(msg, GPUSLICE_A_STATUS_DRIVER_VERSION, version)) ||
	    (v.abi && nla_put_string(msg, GPUSLICE_A_STATUS_DRIVER_TABLE,
				     v.abi->version)))
		return -EMSGSIZE;
	nest = nla_nest_start(msg, GPUSLICE_A_STATUS_SUPPORTED);
	if (!nest)
		return -EMSGSIZE;
	list = gs_abi_list(&n);
	for (i = 0; i < n; i++)
		if (nla_put_string(msg, i, list[i].version))
			return -EMSGSIZE;
	nla_nest_end(msg, nest);
	return 0;
}

/* The bytes put_driver() takes at most. */
static size_t driver_size(void)
{
	unsigned int n;

	gs_abi_list(&n);
	return nla_total_size(sizeof(u32)) +
	       2 * nla_total_size(GPUSLICE_VERSION_MAX) +
	       nla_total_size(0) + n * nla_total_size(GPUSLICE_VERSION_MAX);
}

static int gs_get_status(struct sk_buff *skb, struct genl_info *info)
{
	struct sk_buff *msg;
	void *hdr;
	int ret;

	msg = genlmsg_new(nla_total_size(sizeof(GPUSLICE_VERSION)) +
			  2 * nla_total_size(sizeof(u32)) + driver_size(),
			  GFP_KERNEL);
	if (!msg)
		return -ENOMEM;

	ret = -EMSGSIZE;
	hdr = gs_genl_reply_put(msg, info, GPUSLICE_CMD_GET_STATUS);
	if (!hdr)
		goto err;
	if (nla_put_string(msg, GPUSLICE_A_STATUS_VERSION, GPUSLICE_VERSION) ||
	    nla_put_u32(msg, GPUSLICE_A_STATUS_GPUS, gs_realdrv_gpu_count()) ||
	    nla_put_u32(msg, GPUSLICE_A_STATUS_SLICES, gs_registry_count()) ||
	    put_driver(msg))
		goto err;
	genlmsg_end(msg, hdr);
	return genlmsg_reply(msg, info);

err:
	nlmsg_free(msg);
	return ret;
}

/* The compute settings an entry gives, into @g. */
static void parse_compute(struct nlattr **tb, struct gs_slice_gpu_spec *g)
{
	if (tb[GPUSLICE_GPU_A_COMPUTE_LIMIT]) {
		g->given |= GS_SPEC_LIMIT;
		g->compute.limit =
			nla_get_u32(tb[GPUSLICE_GPU_A_COMPUTE_LIMIT]);
	}
	if (tb[GPUSLICE_GPU_A_COMPUTE_REQUEST]) {
		g->given |= GS_SPEC_REQUEST;
		g->compute.request =
			nla_get_u32(tb[GPUSLICE_GPU_A_COMPUTE_REQUEST]);
	}
	if (tb[GPUSLICE_GPU_A_COMPUTE_WEIGHT]) {
		g->given |= GS_SPEC_WEIGHT;
		g->compute.weight =
			nla_get_u32(tb[GPUSLICE_GPU_A_COMPUTE_WEIGHT]);
	}
	if (tb[GPUSLICE_GPU_A_COMPUTE_PRIORITY]) {
		g->given |= GS_SPEC_PRIORITY;
		g->compute.priority =
			nla_get_u32(tb[GPUSLICE_GPU_A_COMPUTE_PRIORITY]);
	}
}

/* Says in @extack why the label @attr is refused, in the core's words. */
static void label_refused(struct netlink_ext_ack *extack,
			  const struct nlattr *attr, enum gs_label_error err)
{
	switch (err) {
	case GS_LABEL_OK:
		break;
	case GS_LABEL_NOT_PAIR:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_NOT_PAIR);
		break;
	case GS_LABEL_BAD_KEY:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_BAD_KEY);
		break;
	case GS_LABEL_PROMETHEUS_KEY:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_PROMETHEUS_KEY);
		break;
	case GS_LABEL_RESERVED_KEY:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_RESERVED_KEY);
		break;
	case GS_LABEL_LONG_VALUE:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_LONG_VALUE);
		break;
	case GS_LABEL_BAD_VALUE:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_BAD_VALUE);
		break;
	case GS_LABEL_TOO_MANY:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_TOO_MANY);
		break;
	case GS_LABEL_KEY_TWICE:
		NL_SET_ERR_MSG_ATTR(extack, attr, GS_LABEL_MSG_KEY_TWICE);
		break;
	}
}

/*
 * Reads the labels of GPUSLICE_A_SLICE_LABELS, if the request has them,
 * into @spec: NUL-terminated strings that the core's rule takes; the
 * extended ack says why of the first it does not.
 */
static int parse_labels(struct genl_info *info, struct gs_slice_spec *spec)
{
	struct nlattr *labels = info->attrs[GPUSLICE_A_SLICE_LABELS];
	/* one beyond the most, for the core to refuse */
	const char *label[GPUSLICE_SLICE_MAX_LABELS + 1];
	struct nlattr *entry, *attr[GPUSLICE_SLICE_MAX_LABELS + 1];
	enum gs_label_error err;
	unsigned int n = 0, bad;
	int rem;

	spec->labels_given = !!labels;
	spec->nr_labels = 0;
	if (!labels)
		return 0;
	nla_for_each_nested(entry, labels, rem) {
		if (!nla_len(entry) ||
		    strnlen(nla_data(entry), nla_len(entry)) != nla_len(entry) - 1) {
			NL_SET_ERR_MSG_ATTR(info->extack, entry,
					    "a label is a NUL-terminated string");
			return -EINVAL;
		}
		attr[n] = entry;
		label[n++] = nla_data(entry);
		if (n > GPUSLICE_SLICE_MAX_LABELS)
			break;
	}
	if (n <= GPUSLICE_SLICE_MAX_LABELS && rem) {
		NL_SET_ERR_MSG_ATTR(info->extack, labels,
				    "malformed labels attribute");
		return -EINVAL;
	}
	err = gs_slice_labels_check(label, n, &bad);
	if (err) {
		label_refused(info->extack, attr[bad], err);
		return -EINVAL;
	}
	spec->nr_labels = n;
	memcpy(spec->label, label, n * sizeof(label[0]));
	return 0;
}

/*
 * Reads a request's name, labels and the GPU entries of
 * GPUSLICE_A_SLICE_GPUS into @spec: every entry names a device; a new
 * slice's entries also carry a memory limit (@create), a SET_SLICE entry
 * at least a setting. A SET_SLICE with labels needs no GPU entries.
 */
static int parse_spec(struct genl_info *info, struct gs_slice_spec *spec,
		      bool create)
{
	struct nlattr *tb[GPUSLICE_GPU_A_MAX + 1];
	struct nlattr *gpus = info->attrs[GPUSLICE_A_SLICE_GPUS];
	struct nlattr *entry;
	int rem, ret;

	if (GENL_REQ_ATTR_CHECK(info, GPUSLICE_A_SLICE_NAME))
		return -EINVAL;
	spec->name = nla_data(info->attrs[GPUSLICE_A_SLICE_NAME]);
	ret = parse_labels(info, spec);
	if (ret)
		return ret;
	spec->nr_gpus = 0;
	if (!gpus && !create && spec->labels_given)
		return 0;
	if (GENL_REQ_ATTR_CHECK(info, GPUSLICE_A_SLICE_GPUS))
		return -EINVAL;
	nla_for_each_nested(entry, gpus, rem) {
		struct gs_slice_gpu_spec *g = &spec->gpu[spec->nr_gpus];

		if (spec->nr_gpus == GPUSLICE_SLICE_MAX_GPUS) {
			NL_SET_ERR_MSG_ATTR(info->extack, entry,
					    "a slice spans 1 to 16 GPUs");
			return -EINVAL;
		}
		ret = nla_parse_nested(tb, GPUSLICE_GPU_A_MAX, entry,
				       gs_gpu_policy, info->extack);
		if (ret)
			return ret;
		if (!tb[GPUSLICE_GPU_A_DEVICE] ||
		    (create && !tb[GPUSLICE_GPU_A_MEM_LIMIT])) {
			NL_SET_ERR_MSG_ATTR(info->extack, entry,
					    "each GPU needs a device and a memory limit");
			return -EINVAL;
		}
		memset(g, 0, sizeof(*g));
		g->device = nla_get_u32(tb[GPUSLICE_GPU_A_DEVICE]);
		if (tb[GPUSLICE_GPU_A_MEM_LIMIT]) {
			g->given |= GS_SPEC_MEM;
			g->mem_limit = nla_get_u64(tb[GPUSLICE_GPU_A_MEM_LIMIT]);
		}
		parse_compute(tb, g);
		if (!g->given) {
			NL_SET_ERR_MSG_ATTR(info->extack, entry,
					    "a GPU entry sets nothing");
			return -EINVAL;
		}
		spec->nr_gpus++;
	}
	if (!spec->nr_gpus) {
		NL_SET_ERR_MSG_ATTR(info->extack, gpus,
				    "a slice spans 1 to 16 GPUs");
		return -EINVAL;
	}
	return 0;
}

static int fill_slice(struct sk_buff *skb, const struct gs_slice_info *s,
		      bool proc_mem);

/*
 * The bytes the attributes of a slice take in a GET_SLICE message
 * (fill_slice()): a name of @name_len bytes, @nr_labels labels, @nr_gpus
 * GPUs, @nr_pids processes, and with @proc_mem the memory of @nr_proc_mem
 * processes.
 */
static size_t slice_size(size_t name_len, unsigned int nr_labels,
			 unsigned int nr_gpus, unsigned int nr_pids,
			 unsigned int nr_proc_mem, bool proc_mem)
{
	size_t gpu = nla_total_size(0) + 8 * nla_total_size(sizeof(u32)) +
		     5 * nla_total_size_64bit(sizeof(u64));
	size_t proc_gpu = nla_total_size(0) + nla_total_size(sizeof(u32)) +
			  nla_total_size_64bit(sizeof(u64));
	size_t size;

	size = nla_total_size(name_len + 1) +
	       nla_total_size(0) + nr_labels * nla_total_size(GPUSLICE_LABEL_MAX) +
	       nla_total_size(0) + nr_gpus * gpu +
	       nla_total_size(sizeof(u32)) +
	       nla_total_size(0) + nr_pids * nla_total_size(sizeof(u32));
	if (proc_mem)
		size += nla_total_size(0) +
			nr_proc_mem * (nla_total_size(0) +
				       nla_total_size(sizeof(u32)) +
				       nla_total_size(0) + nr_gpus * proc_gpu);
	return size;
}

/* The most any slice takes, with its processes' memory. */
static size_t slice_size_max(void)
{
	return slice_size(GPUSLICE_SLICE_NAME_MAX, GPUSLICE_SLICE_MAX_LABELS,
			  GPUSLICE_SLICE_MAX_GPUS, GS_SLICE_INFO_MAX_PIDS,
			  GS_SLICE_INFO_MAX_PIDS, true);
}

/*
 * Tells the events group of slice @s under @cmd (created or changed). Its
 * pids are of the caller's namespace, which an admin's (the only callers
 * that change slices) is the initial one.
 */
static void event_slice(u8 cmd, const struct gs_slice_info *s)
{
	struct sk_buff *msg;
	void *hdr;

	msg = gs_genl_event_new(cmd, &hdr);
	if (!msg)
		return;
	if (fill_slice(msg, s, false)) {
		nlmsg_free(msg);
		return;
	}
	gs_genl_event_send(msg, hdr);
}

/*
 * NEW_SLICE and SET_SLICE (@cmd): the slice made or changed, answered as
 * the request left it and told to the events group so. That state is
 * taken while the request holds the registry: read back afterwards, the
 * slice could already be deleted by another request, or be another of
 * its name. The answer's memory is taken first, so that a slice made or
 * changed is never reported as an error for want of it.
 */
static int change_slice(struct genl_info *info, u8 cmd)
{
	bool create = cmd == GPUSLICE_CMD_NEW_SLICE;
	struct gs_slice_spec *spec;
	struct gs_slice_info *s;
	struct sk_buff *msg;
	void *hdr;
	int ret;

	/* the spec takes about 900 bytes: off the stack */
	spec = kmalloc(sizeof(*spec), GFP_KERNEL);
	if (!spec)
		return -ENOMEM;
	ret = parse_spec(info, spec, create);
	if (ret)
		goto out_spec;
	ret = -ENOMEM;
	s = gs_slice_info_alloc();
	if (!s)
		goto out_spec;
	msg = genlmsg_new(slice_size_max(), GFP_KERNEL);
	if (!msg)
		goto out;
	ret = -EMSGSIZE;
	hdr = gs_genl_reply_put(msg, info, cmd);
	if (!hdr)
		goto err_msg;
	ret = create ? gs_slice_create(spec, s, info->extack) :
		       gs_slice_set(spec, s, info->extack);
	if (ret)
		goto err_msg;
	event_slice(cmd, s);
	ret = -EMSGSIZE;
	if (WARN_ON_ONCE(fill_slice(msg, s, true)))	/* slice_size_max() is wrong */
		goto err_msg;
	genlmsg_end(msg, hdr);
	ret = genlmsg_reply(msg, info);
	goto out;

err_msg:
	nlmsg_free(msg);
out:
	kvfree(s);
out_spec:
	kfree(spec);
	return ret;
}

static int gs_new_slice(struct sk_buff *skb, struct genl_info *info)
{
	return change_slice(info, GPUSLICE_CMD_NEW_SLICE);
}

static int gs_del_slice(struct sk_buff *skb, struct genl_info *info)
{
	unsigned int revoked;
	struct sk_buff *msg;
	const char *name;
	u32 flags = 0;
	void *hdr;
	int ret;

	if (GENL_REQ_ATTR_CHECK(info, GPUSLICE_A_SLICE_NAME))
		return -EINVAL;
	name = nla_data(info->attrs[GPUSLICE_A_SLICE_NAME]);
	if (info->attrs[GPUSLICE_A_SLICE_FLAGS])
		flags = nla_get_u32(info->attrs[GPUSLICE_A_SLICE_FLAGS]);
	ret = gs_slice_delete(name, flags & GPUSLICE_SLICE_F_FORCE, &revoked,
			      info->extack);
	if (ret)
		return ret;
	msg = gs_genl_event_new(GPUSLICE_CMD_DEL_SLICE, &hdr);
	if (!msg)
		return 0;
	if (nla_put_string(msg, GPUSLICE_A_SLICE_NAME, name) ||
	    nla_put_u32(msg, GPUSLICE_A_SLICE_FLAGS, flags) ||
	    nla_put_u32(msg, GPUSLICE_A_SLICE_OPEN_FILES, revoked))
		nlmsg_free(msg);
	else
		gs_genl_event_send(msg, hdr);
	return 0;
}

static int gs_set_slice(struct sk_buff *skb, struct genl_info *info)
{
	return change_slice(info, GPUSLICE_CMD_SET_SLICE);
}

/* GPUSLICE_A_SLICE_PROCESS_MEMORY */
static int fill_proc_mem(struct sk_buff *skb, const struct gs_slice_info *s)
{
	struct nlattr *all, *proc, *gpus, *gpu;
	unsigned int i, k;

	all = nla_nest_start(skb, GPUSLICE_A_SLICE_PROCESS_MEMORY);
	if (!all)
		return -EMSGSIZE;
	for (k = 0; k < s->nr_proc_mem; k++) {
		const struct gs_proc_mem *m = &s->proc_mem[k];

		proc = nla_nest_start(skb, k);
		if (!proc || nla_put_u32(skb, GPUSLICE_PROC_A_PID, m->pid))
			return -EMSGSIZE;
		gpus = nla_nest_start(skb, GPUSLICE_PROC_A_GPUS);
		if (!gpus)
			return -EMSGSIZE;
		for (i = 0; i < s->nr_gpus; i++) {
			gpu = nla_nest_start(skb, i);
			if (!gpu ||
			    nla_put_u32(skb, GPUSLICE_GPU_A_INDEX, i) ||
			    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_MEM_USED,
					      m->bytes[i],
					      GPUSLICE_GPU_A_UNSPEC))
				return -EMSGSIZE;
			nla_nest_end(skb, gpu);
		}
		nla_nest_end(skb, gpus);
		nla_nest_end(skb, proc);
	}
	nla_nest_end(skb, all);
	return 0;
}

/* GPUSLICE_A_SLICE_LABELS */
static int fill_labels(struct sk_buff *skb, const struct gs_slice_labels *l)
{
	struct nlattr *labels;
	unsigned int i;

	labels = nla_nest_start(skb, GPUSLICE_A_SLICE_LABELS);
	if (!labels)
		return -EMSGSIZE;
	for (i = 0; i < l->nr; i++)
		if (nla_put_string(skb, i, l->label[i]))
			return -EMSGSIZE;
	nla_nest_end(skb, labels);
	return 0;
}

static int fill_slice(struct sk_buff *skb, const struct gs_slice_info *s,
		      bool proc_mem)
{
	struct nlattr *gpus, *gpu, *procs;
	unsigned int i;

	if (nla_put_string(skb, GPUSLICE_A_SLICE_NAME, s->name) ||
	    fill_labels(skb, &s->labels))
		return -EMSGSIZE;
	gpus = nla_nest_start(skb, GPUSLICE_A_SLICE_GPUS);
	if (!gpus)
		return -EMSGSIZE;
	for (i = 0; i < s->nr_gpus; i++) {
		const struct gs_ledger *l = &s->ledger[i];
		const struct gs_compute *c = &s->compute[i];
		const struct gs_compute_report *r = &s->report[i];

		gpu = nla_nest_start(skb, i);
		if (!gpu ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_INDEX, i) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_DEVICE, s->device[i]) ||
		    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_MEM_LIMIT, l->limit,
				      GPUSLICE_GPU_A_UNSPEC) ||
		    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_MEM_USED, l->used,
				      GPUSLICE_GPU_A_UNSPEC) ||
		    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_MEM_PEAK, l->peak,
				      GPUSLICE_GPU_A_UNSPEC) ||
		    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_MEM_DENIALS,
				      l->denials, GPUSLICE_GPU_A_UNSPEC) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_LIMIT, c->limit) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_REQUEST,
				c->request) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_WEIGHT, c->weight) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_PRIORITY,
				c->priority) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_TARGET, r->target) ||
		    nla_put_u32(skb, GPUSLICE_GPU_A_COMPUTE_SHARE, r->share) ||
		    nla_put_u64_64bit(skb, GPUSLICE_GPU_A_COMPUTE_TIME,
				      r->busy_us, GPUSLICE_GPU_A_UNSPEC))
			return -EMSGSIZE;
		nla_nest_end(skb, gpu);
	}
	nla_nest_end(skb, gpus);
	if (nla_put_u32(skb, GPUSLICE_A_SLICE_OPEN_FILES, s->open_files))
		return -EMSGSIZE;
	procs = nla_nest_start(skb, GPUSLICE_A_SLICE_PROCESSES);
	if (!procs)
		return -EMSGSIZE;
	for (i = 0; i < s->procs.nr; i++)
		if (nla_put_u32(skb, i, s->procs.pids[i]))
			return -EMSGSIZE;
	nla_nest_end(skb, procs);
	return proc_mem ? fill_proc_mem(skb, s) : 0;
}

static int gs_get_slice(struct sk_buff *skb, struct genl_info *info)
{
	struct gs_slice_info *s;
	struct sk_buff *msg;
	void *hdr;
	int ret;

	if (GENL_REQ_ATTR_CHECK(info, GPUSLICE_A_SLICE_NAME))
		return -EINVAL;
	s = gs_slice_info_alloc();
	if (!s)
		return -ENOMEM;
	ret = gs_slice_get_info(nla_data(info->attrs[GPUSLICE_A_SLICE_NAME]),
				s);
	if (ret) {
		NL_SET_ERR_MSG_ATTR(info->extack,
				    info->attrs[GPUSLICE_A_SLICE_NAME],
				    "no slice of that name");
		goto out;
	}
	ret = -ENOMEM;
	msg = genlmsg_new(slice_size(strlen(s->name), s->labels.nr, s->nr_gpus,
				     s->procs.nr, s->nr_proc_mem, true),
			  GFP_KERNEL);
	if (!msg)
		goto out;
	ret = -EMSGSIZE;
	hdr = gs_genl_reply_put(msg, info, GPUSLICE_CMD_GET_SLICE);
	if (!hdr || fill_slice(msg, s, true)) {
		nlmsg_free(msg);
		goto out;
	}
	genlmsg_end(msg, hdr);
	ret = genlmsg_reply(msg, info);
out:
	kvfree(s);
	return ret;
}

/* cb->args[0]: creation number of the next slice to dump. */
static int gs_dump_slices(struct sk_buff *skb, struct netlink_callback *cb)
{
	u64 cursor = cb->args[0];
	struct gs_slice_info *s;
	unsigned int generation;
	void *hdr;
	int ret = 0;

	s = gs_slice_info_alloc();
	if (!s)
		return -ENOMEM;
	while (!gs_slice_get_info_after(&cursor, s, &generation)) {
		cb->seq = generation;
		hdr = gs_genl_dump_put(skb, cb, GPUSLICE_CMD_GET_SLICE);
		if (!hdr)
			break;
		genl_dump_check_consistent(cb, hdr);
		if (fill_slice(skb, s, false)) {
			genlmsg_cancel(skb, hdr);
			break;
		}
		genlmsg_end(skb, hdr);
		cb->args[0] = cursor;
	}
	kvfree(s);
	/* An empty message with slices left: one slice does not fit at all. */
	if (!skb->len && cursor != cb->args[0])
		ret = -EMSGSIZE;
	return ret ?: skb->len;
}

static const struct gs_genl_cmds gs_slice_cmds = {
	.get_status = gs_get_status,
	.new_slice = gs_new_slice,
	.del_slice = gs_del_slice,
	.set_slice = gs_set_slice,
	.get_slice = gs_get_slice,
	.dump_slices = gs_dump_slices,
};

int __init gs_netlink_init(void)
{
	return gs_genl_init(&gs_slice_cmds);
}

void gs_netlink_uninit(void)
{
	gs_genl_uninit();
}
