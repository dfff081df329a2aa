/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Raw generic netlink for tests (no libnl), so that they check the kernel
 * side alone: messages to gpuslice.ko's family and to the controller, and
 * the attributes of the answers. Safe to use from several threads, each on
 * its own socket.
 */
#ifndef _TEST_GENL_H
#define _TEST_GENL_H

#include <linux/genetlink.h>
#include <linux/netlink.h>

#include "gpuslice.h"

#define GENL_MSG_ATTRS	16384

/* A request or one message of an answer. */
struct genl_msg {
	struct nlmsghdr nlh;
	struct genlmsghdr genl;
	char attrs[GENL_MSG_ATTRS];
};

/* The extended-ack message of this thread's last error, for logs. */
extern __thread char genl_extack[256];

/* A NETLINK_GENERIC socket with extended acks; a negative errno on failure. */
int genl_open(void);

/*
 * Starts a request for @cmd of @family (GENL_ID_CTRL or gpuslice's id), an
 * acked one with @flags added, in the family's version.
 */
void genl_init(struct genl_msg *m, unsigned short family, int cmd, int flags);

void genl_put(struct genl_msg *m, unsigned short type, const void *data,
	      unsigned short len);
void genl_put_u32(struct genl_msg *m, unsigned short type, __u32 v);
void genl_put_u64(struct genl_msg *m, unsigned short type, __u64 v);
void genl_put_str(struct genl_msg *m, unsigned short type, const char *s);

/* A nested attribute: the puts between start and end go in it. */
struct nlattr *genl_nest_start(struct genl_msg *m, unsigned short type);
void genl_nest_end(struct genl_msg *m, struct nlattr *nest);

/*
 * Sends @m and hands each data message of the answer to @each (when not
 * NULL) up to the kernel's ack or error or the end of a dump. Returns 0,
 * the kernel's negative errno (its message in genl_extack), the dump's
 * final status, the first nonzero return of @each, or the negative errno
 * of send or recv.
 */
int genl_exchange(int fd, struct genl_msg *m,
		  int (*each)(struct nlmsghdr *h, void *arg), void *arg);

/*
 * Sends @m and reads the answer up to the kernel's ack or error; a data
 * reply is copied to @reply, which, when given, must get one. Returns 0,
 * the kernel's negative errno (its message in genl_extack), -ENODATA when
 * @reply got no data, -E2BIG when the data did not fit, or the negative
 * errno of send or recv.
 */
int genl_call(int fd, struct genl_msg *m, struct genl_msg *reply);

static inline void *genl_attr_data(const struct nlattr *a)
{
	return (char *)a + NLA_HDRLEN;
}

static inline int genl_attr_len(const struct nlattr *a)
{
	return a->nla_len - NLA_HDRLEN;
}

static inline struct nlattr *genl_attr_next(const struct nlattr *a)
{
	return (struct nlattr *)((char *)a + NLA_ALIGN(a->nla_len));
}

/* Each well-formed attribute @a of the @len bytes at @start; @rem is left. */
#define genl_for_each_attr(a, start, len, rem) \
	for (a = (start), rem = (len); rem >= NLA_HDRLEN && \
	     a->nla_len >= NLA_HDRLEN && a->nla_len <= rem; \
	     rem -= NLA_ALIGN(a->nla_len), a = genl_attr_next(a))

/* The attribute of @type among the @len bytes at @start, or NULL. */
struct nlattr *genl_find(struct nlattr *start, int len, unsigned short type);

/* The top-level attribute of @type in the message @h, or NULL. */
struct nlattr *genl_attr(struct nlmsghdr *h, unsigned short type);

/* The controller's answer (CTRL_CMD_GETFAMILY) about the family @name. */
int genl_get_family(int fd, const char *name, struct genl_msg *reply);

/* The id of the family @name (which autoloads its module), or -errno. */
int genl_family_id(int fd, const char *name);

/*
 * Joins @fd to the multicast group @group of the family @family: 0,
 * -ENOENT when the family has no such group, or the kernel's -errno.
 */
int genl_join_group(int fd, const char *family, const char *group);

/* Most supported driver versions a GET_STATUS reply is read with. */
#define GENL_STATUS_MAX_SUPPORTED 32

/*
 * gpuslice.ko's GPUSLICE_CMD_GET_STATUS reply; the driver's version and
 * table "" when the reply has none.
 */
struct genl_status {
	char version[GPUSLICE_VERSION_MAX];
	unsigned int gpus;
	unsigned int slices;
	unsigned int driver_match;
	char driver_version[GPUSLICE_VERSION_MAX];
	char driver_table[GPUSLICE_VERSION_MAX];
	unsigned int nr_supported;
	char supported[GENL_STATUS_MAX_SUPPORTED][GPUSLICE_VERSION_MAX];
};

/* GET_STATUS from gpuslice's @family; -EBADMSG for a malformed reply. */
int genl_get_status(int fd, int family, struct genl_status *st);

/*
 * A GPU of a NEW_SLICE or SET_SLICE request: its memory limit (0: not
 * given) and its compute settings (each -1: not given): limit, request,
 * weight, priority.
 */
struct genl_gpu_spec {
	__u32 device;
	__u64 limit;
	long long compute[4];
};

#define GENL_NO_COMPUTE { -1, -1, -1, -1 }

/* Puts GPUSLICE_A_SLICE_GPUS with the @n entries of @gpus into @m. */
void genl_put_gpus(struct genl_msg *m, const struct genl_gpu_spec *gpus,
		   int n);

/*
 * NEW_SLICE or SET_SLICE (@cmd) of gpuslice's @family for @name with the
 * @n GPUs of @gpus: 0 or the kernel's -errno.
 */
int genl_put_slice(int fd, int family, int cmd, const char *name,
		   const struct genl_gpu_spec *gpus, int n);

#endif /* _TEST_GENL_H */
