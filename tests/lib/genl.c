// SPDX-License-Identifier: GPL-2.0

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include "genl.h"

__thread char genl_extack[256];

int genl_open(void)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK };
	int one = 1, fd;

	fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	if (fd < 0)
		return -errno;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 ||
	    setsockopt(fd, SOL_NETLINK, NETLINK_EXT_ACK, &one, sizeof(one))) {
		close(fd);
		return -errno;
	}
	return fd;
}

void genl_init(struct genl_msg *m, unsigned short family, int cmd, int flags)
{
	static __u32 seq;

	memset(m, 0, sizeof(m->nlh) + sizeof(m->genl));
	m->nlh.nlmsg_len = NLMSG_LENGTH(GENL_HDRLEN);
	m->nlh.nlmsg_type = family;
	m->nlh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | flags;
	m->nlh.nlmsg_seq = __atomic_add_fetch(&seq, 1, __ATOMIC_RELAXED);
	m->genl.cmd = cmd;
	m->genl.version = family == GENL_ID_CTRL ? 1 : GPUSLICE_GENL_VERSION;
}

static struct nlattr *msg_tail(struct genl_msg *m)
{
	return (void *)((char *)m + NLMSG_ALIGN(m->nlh.nlmsg_len));
}

void genl_put(struct genl_msg *m, unsigned short type, const void *data,
	      unsigned short len)
{
	struct nlattr *a = msg_tail(m);

	a->nla_type = type;
	a->nla_len = NLA_HDRLEN + len;
	memset((char *)a + NLA_HDRLEN, 0, NLA_ALIGN(len));
	if (len)
		memcpy((char *)a + NLA_HDRLEN, data, len);
	m->nlh.nlmsg_len = NLMSG_ALIGN(m->nlh.nlmsg_len) + NLA_ALIGN(a->nla_len);
}

void genl_put_u32(struct genl_msg *m, unsigned short type, __u32 v)
{
	genl_put(m, type, &v, sizeof(v));
}

void genl_put_u64(struct genl_msg *m, unsigned short type, __u64 v)
{
	genl_put(m, type, &v, sizeof(v));
}

void genl_put_str(struct genl_msg *m, unsigned short type, const char *s)
{
	genl_put(m, type, s, strlen(s) + 1);
}

struct nlattr *genl_nest_start(struct genl_msg *m, unsigned short type)
{
	struct nlattr *a = msg_tail(m);

	genl_put(m, type | NLA_F_NESTED, NULL, 0);
	return a;
}

void genl_nest_end(struct genl_msg *m, struct nlattr *nest)
{
	nest->nla_len = (char *)m + m->nlh.nlmsg_len - (char *)nest;
}

static void save_extack(struct nlmsghdr *h)
{
	struct nlmsgerr *e = NLMSG_DATA(h);
	int off = sizeof(*e), len = h->nlmsg_len - NLMSG_HDRLEN;
	struct nlattr *a;

	genl_extack[0] = '\0';
	if (!(h->nlmsg_flags & NLM_F_ACK_TLVS))
		return;
	if (!(h->nlmsg_flags & NLM_F_CAPPED))
		off += e->msg.nlmsg_len - NLMSG_HDRLEN;
	for (a = (void *)((char *)e + NLMSG_ALIGN(off));
	     (char *)a + NLA_HDRLEN <= (char *)e + len &&
	     a->nla_len >= NLA_HDRLEN;
	     a = genl_attr_next(a))
		if (a->nla_type == NLMSGERR_ATTR_MSG)
			snprintf(genl_extack, sizeof(genl_extack), "%s",
				 (char *)a + NLA_HDRLEN);
}

int genl_exchange(int fd, struct genl_msg *m,
		  int (*each)(struct nlmsghdr *h, void *arg), void *arg)
{
	char buf[GENL_MSG_ATTRS * 2];
	struct nlmsghdr *h;
	ssize_t n;
	int ret;

	genl_extack[0] = '\0';
	if (send(fd, m, m->nlh.nlmsg_len, 0) < 0)
		return -errno;
	for (;;) {
		n = recv(fd, buf, sizeof(buf), 0);
		if (n < 0)
			return -errno;
		for (h = (void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_type == NLMSG_ERROR) {
				save_extack(h);
				return ((struct nlmsgerr *)NLMSG_DATA(h))->error;
			}
			if (h->nlmsg_type == NLMSG_DONE)
				return *(int *)NLMSG_DATA(h);
			ret = each ? each(h, arg) : 0;
			if (ret)
				return ret;
		}
	}
}

struct call_reply {
	struct genl_msg *reply;
	bool have_data, too_big;
};

static int copy_reply(struct nlmsghdr *h, void *arg)
{
	struct call_reply *c = arg;

	if (h->nlmsg_len > sizeof(*c->reply)) {
		c->too_big = true;
		return 0;
	}
	memcpy(c->reply, h, h->nlmsg_len);
	c->have_data = true;
	return 0;
}

int genl_call(int fd, struct genl_msg *m, struct genl_msg *reply)
{
	struct call_reply c = { .reply = reply };
	int ret;

	ret = genl_exchange(fd, m, reply ? copy_reply : NULL, &c);
	if (ret || !reply)
		return ret;
	if (c.too_big)
		return -E2BIG;
	return c.have_data ? 0 : -ENODATA;
}

struct nlattr *genl_find(struct nlattr *start, int len, unsigned short type)
{
	struct nlattr *a;
	int rem;

	genl_for_each_attr(a, start, len, rem)
		if ((a->nla_type & NLA_TYPE_MASK) == type)
			return a;
	return NULL;
}

struct nlattr *genl_attr(struct nlmsghdr *h, unsigned short type)
{
	return genl_find((void *)((char *)NLMSG_DATA(h) + GENL_HDRLEN),
			 h->nlmsg_len - NLMSG_LENGTH(GENL_HDRLEN), type);
}

int genl_get_family(int fd, const char *name, struct genl_msg *reply)
{
	struct genl_msg m;

	genl_init(&m, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 0);
	genl_put_str(&m, CTRL_ATTR_FAMILY_NAME, name);
	return genl_call(fd, &m, reply);
}

int genl_family_id(int fd, const char *name)
{
	struct genl_msg r;
	struct nlattr *a;
	int ret;

	ret = genl_get_family(fd, name, &r);
	if (ret)
		return ret;
	a = genl_attr(&r.nlh, CTRL_ATTR_FAMILY_ID);
	if (!a)
		return -EBADMSG;
	return *(__u16 *)genl_attr_data(a);
}

int genl_join_group(int fd, const char *family, const char *group)
{
	struct nlattr *groups, *g, *name, *id;
	struct genl_msg r;
	int ret, rem;
	__u32 grp;

	ret = genl_get_family(fd, family, &r);
	if (ret)
		return ret;
	groups = genl_attr(&r.nlh, CTRL_ATTR_MCAST_GROUPS);
	if (!groups)
		return -ENOENT;
	genl_for_each_attr(g, (struct nlattr *)genl_attr_data(groups),
			   genl_attr_len(groups), rem) {
		name = genl_find(genl_attr_data(g), genl_attr_len(g),
				 CTRL_ATTR_MCAST_GRP_NAME);
		id = genl_find(genl_attr_data(g), genl_attr_len(g),
			       CTRL_ATTR_MCAST_GRP_ID);
		if (!name || !id || genl_attr_len(id) != sizeof(grp) ||
		    strncmp(genl_attr_data(name), group, genl_attr_len(name)))
			continue;
		memcpy(&grp, genl_attr_data(id), sizeof(grp));
		if (setsockopt(fd, SOL_NETLINK, NETLINK_ADD_MEMBERSHIP, &grp,
			       sizeof(grp)))
			return -errno;
		return 0;
	}
	return -ENOENT;
}

void genl_put_gpus(struct genl_msg *m, const struct genl_gpu_spec *gpus,
		   int n)
{
	static const unsigned short compute_attr[4] = {
		GPUSLICE_GPU_A_COMPUTE_LIMIT, GPUSLICE_GPU_A_COMPUTE_REQUEST,
		GPUSLICE_GPU_A_COMPUTE_WEIGHT, GPUSLICE_GPU_A_COMPUTE_PRIORITY,
	};
	struct nlattr *nest = genl_nest_start(m, GPUSLICE_A_SLICE_GPUS), *e;
	int i, k;

	for (i = 0; i < n; i++) {
		e = genl_nest_start(m, i);
		genl_put_u32(m, GPUSLICE_GPU_A_DEVICE, gpus[i].device);
		if (gpus[i].limit)
			genl_put_u64(m, GPUSLICE_GPU_A_MEM_LIMIT,
				     gpus[i].limit);
		for (k = 0; k < 4; k++)
			if (gpus[i].compute[k] >= 0)
				genl_put_u32(m, compute_attr[k],
					     gpus[i].compute[k]);
		genl_nest_end(m, e);
	}
	genl_nest_end(m, nest);
}

int genl_put_slice(int fd, int family, int cmd, const char *name,
		   const struct genl_gpu_spec *gpus, int n)
{
	struct genl_msg m;

	genl_init(&m, family, cmd, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	genl_put_gpus(&m, gpus, n);
	return genl_call(fd, &m, NULL);
}

/* A string attribute @a, NUL-terminated, into @buf; "" when absent. */
static bool status_string(const struct nlattr *a, char *buf, size_t size)
{
	buf[0] = 0;
	if (!a)
		return true;
	if (!genl_attr_len(a) || genl_attr_len(a) > size ||
	    ((char *)genl_attr_data(a))[genl_attr_len(a) - 1])
		return false;
	memcpy(buf, genl_attr_data(a), genl_attr_len(a));
	return true;
}

int genl_get_status(int fd, int family, struct genl_status *st)
{
	struct nlattr *v, *g, *s, *match, *list, *e;
	struct genl_msg m, r;
	int ret, len;

	genl_init(&m, family, GPUSLICE_CMD_GET_STATUS, 0);
	ret = genl_call(fd, &m, &r);
	if (ret)
		return ret;
	v = genl_attr(&r.nlh, GPUSLICE_A_STATUS_VERSION);
	g = genl_attr(&r.nlh, GPUSLICE_A_STATUS_GPUS);
	s = genl_attr(&r.nlh, GPUSLICE_A_STATUS_SLICES);
	match = genl_attr(&r.nlh, GPUSLICE_A_STATUS_DRIVER_MATCH);
	list = genl_attr(&r.nlh, GPUSLICE_A_STATUS_SUPPORTED);
	if (!v || !g || !s || !match || !list ||
	    r.genl.cmd != GPUSLICE_CMD_GET_STATUS)
		return -EBADMSG;
	snprintf(st->version, sizeof(st->version), "%.*s", genl_attr_len(v),
		 (char *)genl_attr_data(v));
	st->gpus = *(__u32 *)genl_attr_data(g);
	st->slices = *(__u32 *)genl_attr_data(s);
	st->driver_match = *(__u32 *)genl_attr_data(match);
	if (!status_string(genl_attr(&r.nlh, GPUSLICE_A_STATUS_DRIVER_VERSION),
			   st->driver_version, sizeof(st->driver_version)) ||
	    !status_string(genl_attr(&r.nlh, GPUSLICE_A_STATUS_DRIVER_TABLE),
			   st->driver_table, sizeof(st->driver_table)))
		return -EBADMSG;
	st->nr_supported = 0;
	genl_for_each_attr(e, (struct nlattr *)genl_attr_data(list),
			   genl_attr_len(list), len) {
		if (st->nr_supported == GENL_STATUS_MAX_SUPPORTED ||
		    !status_string(e, st->supported[st->nr_supported],
				   sizeof(st->supported[0])))
			return -EBADMSG;
		st->nr_supported++;
	}
	return 0;
}
