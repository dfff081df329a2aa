// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice.ko's generic-netlink family, spoken to with raw netlink sockets
 * (no libnl) so these tests check the kernel side alone. Runs as root in
 * the test VM with the module loaded (scripts/vm-run).
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "gpuslice.h"

#ifndef GPUSLICE_EXPECTED_VERSION
#error "build with -DGPUSLICE_EXPECTED_VERSION from the VERSION file"
#endif

#define BUF_SIZE 8192

struct nl_msg_buf {
	struct nlmsghdr nlh;
	struct genlmsghdr genl;
	char attrs[BUF_SIZE];
};

static int nl_open(void)
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

static void put_attr(struct nl_msg_buf *m, unsigned short type,
		     const void *data, unsigned short len)
{
	struct nlattr *a = (void *)((char *)m + NLMSG_ALIGN(m->nlh.nlmsg_len));

	a->nla_type = type;
	a->nla_len = NLA_HDRLEN + len;
	memcpy((char *)a + NLA_HDRLEN, data, len);
	m->nlh.nlmsg_len = NLMSG_ALIGN(m->nlh.nlmsg_len) + NLA_ALIGN(a->nla_len);
}

static void init_msg(struct nl_msg_buf *m, unsigned short family, int cmd,
		     int flags)
{
	memset(m, 0, sizeof(*m));
	m->nlh.nlmsg_len = NLMSG_LENGTH(GENL_HDRLEN);
	m->nlh.nlmsg_type = family;
	m->nlh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | flags;
	m->nlh.nlmsg_seq = 1;
	m->genl.cmd = cmd;
	m->genl.version = 1;
}

/*
 * Sends @m and reads the answer into @reply. Returns 0 when a data reply
 * arrived (and the ack after it), or the negative errno of the kernel's
 * error message.
 */
static int nl_call(int fd, struct nl_msg_buf *m, struct nl_msg_buf *reply)
{
	char buf[BUF_SIZE * 2];
	bool have_data = false;
	struct nlmsghdr *h;
	ssize_t n;

	if (send(fd, m, m->nlh.nlmsg_len, 0) < 0)
		return -errno;
	for (;;) {
		n = recv(fd, buf, sizeof(buf), 0);
		if (n < 0)
			return -errno;
		for (h = (void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_type == NLMSG_ERROR) {
				struct nlmsgerr *e = NLMSG_DATA(h);

				if (e->error || !have_data)
					return e->error ? e->error : -ENODATA;
				return 0;
			}
			if (h->nlmsg_len > sizeof(*reply))
				return -E2BIG;
			memcpy(reply, h, h->nlmsg_len);
			have_data = true;
		}
	}
}

/* Returns the attribute of @type in a reply, or NULL. */
static struct nlattr *find_attr(struct nl_msg_buf *r, unsigned short type)
{
	int len = r->nlh.nlmsg_len - NLMSG_LENGTH(GENL_HDRLEN);
	struct nlattr *a = (void *)r->attrs;

	while (len >= NLA_HDRLEN && a->nla_len >= NLA_HDRLEN &&
	       a->nla_len <= len) {
		if ((a->nla_type & NLA_TYPE_MASK) == type)
			return a;
		len -= NLA_ALIGN(a->nla_len);
		a = (void *)((char *)a + NLA_ALIGN(a->nla_len));
	}
	return NULL;
}

static void *attr_data(struct nlattr *a)
{
	return (char *)a + NLA_HDRLEN;
}

/* Asks the controller for the family; fills @reply. */
static int get_family(int fd, struct nl_msg_buf *reply)
{
	struct nl_msg_buf m;

	init_msg(&m, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 0);
	put_attr(&m, CTRL_ATTR_FAMILY_NAME, GPUSLICE_GENL_NAME,
		 sizeof(GPUSLICE_GENL_NAME));
	return nl_call(fd, &m, reply);
}

/*
 * Returns whether the family is registered, from a dump of all families:
 * unlike a lookup by name, a dump never autoloads the module.
 */
static int family_listed(int fd)
{
	char buf[BUF_SIZE * 4];
	struct nl_msg_buf m;
	struct nlmsghdr *h;
	bool found = false;
	ssize_t n;

	init_msg(&m, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, NLM_F_DUMP);
	if (send(fd, &m, m.nlh.nlmsg_len, 0) < 0)
		return -errno;
	for (;;) {
		n = recv(fd, buf, sizeof(buf), 0);
		if (n < 0)
			return -errno;
		for (h = (void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			struct nlattr *a;

			if (h->nlmsg_type == NLMSG_DONE)
				return found;
			if (h->nlmsg_type == NLMSG_ERROR)
				return ((struct nlmsgerr *)NLMSG_DATA(h))->error;
			a = find_attr((struct nl_msg_buf *)h,
				      CTRL_ATTR_FAMILY_NAME);
			if (a && !strcmp(attr_data(a), GPUSLICE_GENL_NAME))
				found = true;
		}
	}
}

static int family_id(int fd)
{
	struct nl_msg_buf r;
	int ret = get_family(fd, &r);

	if (ret)
		return ret;
	return *(unsigned short *)attr_data(find_attr(&r, CTRL_ATTR_FAMILY_ID));
}

struct status {
	char version[GPUSLICE_VERSION_MAX];
	unsigned int gpus;
	unsigned int slices;
};

static int get_status(int fd, struct status *st)
{
	struct nl_msg_buf m, r;
	struct nlattr *v, *g, *s;
	int id, ret;

	id = family_id(fd);
	if (id < 0)
		return id;
	init_msg(&m, id, GPUSLICE_CMD_GET_STATUS, 0);
	ret = nl_call(fd, &m, &r);
	if (ret)
		return ret;
	v = find_attr(&r, GPUSLICE_A_STATUS_VERSION);
	g = find_attr(&r, GPUSLICE_A_STATUS_GPUS);
	s = find_attr(&r, GPUSLICE_A_STATUS_SLICES);
	if (!v || !g || !s || r.genl.cmd != GPUSLICE_CMD_GET_STATUS)
		return -EBADMSG;
	snprintf(st->version, sizeof(st->version), "%.*s",
		 (int)(v->nla_len - NLA_HDRLEN), (char *)attr_data(v));
	st->gpus = *(unsigned int *)attr_data(g);
	st->slices = *(unsigned int *)attr_data(s);
	return 0;
}

/* Runs a command (module tools); returns its exit status. */
static int run(const char *a0, const char *a1, const char *a2)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		int null = open("/dev/null", O_WRONLY);

		dup2(null, 1);
		dup2(null, 2);
		execlp(a0, a0, a1, a2, (char *)NULL);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

static bool module_loaded(void)
{
	return access("/sys/module/gpuslice", F_OK) == 0;
}

/* GPUs of the simulated driver when it is loaded, else 0 (no driver). */
static unsigned int nvsim_gpus(void)
{
	unsigned int n = 0;
	FILE *f;

	f = fopen("/sys/module/nvsim/parameters/gpus", "r");
	if (!f)
		return 0;
	if (fscanf(f, "%u", &n) != 1)
		n = 0;
	fclose(f);
	return n;
}

FIXTURE(genl) {
	int fd;
};

FIXTURE_SETUP(genl)
{
	if (!module_loaded())
		ASSERT_EQ(0, run("modprobe", "gpuslice", NULL));
	self->fd = nl_open();
	ASSERT_LE(0, self->fd);
}

FIXTURE_TEARDOWN(genl)
{
	close(self->fd);
}

TEST_F(genl, family_registered)
{
	struct nl_msg_buf r;
	struct nlattr *a;

	ASSERT_EQ(0, get_family(self->fd, &r));
	a = find_attr(&r, CTRL_ATTR_VERSION);
	ASSERT_NE(NULL, a);
	EXPECT_EQ(GPUSLICE_GENL_VERSION, *(unsigned int *)attr_data(a));
	a = find_attr(&r, CTRL_ATTR_MAXATTR);
	ASSERT_NE(NULL, a);
	EXPECT_EQ(GPUSLICE_A_MAX, *(unsigned int *)attr_data(a));
}

/* GET_STATUS is a read: no permission flag, doit only. */
TEST_F(genl, status_op_is_open_read)
{
	struct nlattr *ops, *op, *a;
	bool found = false;
	struct nl_msg_buf r;
	int len;

	ASSERT_EQ(0, get_family(self->fd, &r));
	ops = find_attr(&r, CTRL_ATTR_OPS);
	ASSERT_NE(NULL, ops);
	len = ops->nla_len - NLA_HDRLEN;
	for (op = attr_data(ops); len >= NLA_HDRLEN;
	     len -= NLA_ALIGN(op->nla_len),
	     op = (void *)((char *)op + NLA_ALIGN(op->nla_len))) {
		unsigned int id = 0, flags = 0;
		int l = op->nla_len - NLA_HDRLEN;

		for (a = attr_data(op); l >= NLA_HDRLEN;
		     l -= NLA_ALIGN(a->nla_len),
		     a = (void *)((char *)a + NLA_ALIGN(a->nla_len))) {
			if (a->nla_type == CTRL_ATTR_OP_ID)
				id = *(unsigned int *)attr_data(a);
			if (a->nla_type == CTRL_ATTR_OP_FLAGS)
				flags = *(unsigned int *)attr_data(a);
		}
		if (id != GPUSLICE_CMD_GET_STATUS)
			continue;
		found = true;
		EXPECT_EQ(0, flags & GENL_ADMIN_PERM);
		EXPECT_EQ(0, flags & GENL_UNS_ADMIN_PERM);
		EXPECT_NE(0, flags & GENL_CMD_CAP_DO);
		EXPECT_EQ(0, flags & GENL_CMD_CAP_DUMP);
	}
	EXPECT_TRUE(found);
}

TEST_F(genl, status_reply)
{
	struct status st;

	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_STREQ(GPUSLICE_EXPECTED_VERSION, st.version);
	EXPECT_EQ(nvsim_gpus(), st.gpus);
	EXPECT_EQ(0, st.slices);
}

TEST_F(genl, status_rejects_attributes)
{
	struct nl_msg_buf m, r;
	unsigned int zero = 0;
	int id = family_id(self->fd);

	ASSERT_LT(0, id);
	init_msg(&m, id, GPUSLICE_CMD_GET_STATUS, 0);
	put_attr(&m, GPUSLICE_A_STATUS_GPUS, &zero, sizeof(zero));
	EXPECT_EQ(-EINVAL, nl_call(self->fd, &m, &r));

	init_msg(&m, id, GPUSLICE_CMD_GET_STATUS, 0);
	put_attr(&m, 200, &zero, sizeof(zero));
	EXPECT_EQ(-EINVAL, nl_call(self->fd, &m, &r));
}

TEST_F(genl, unknown_command_refused)
{
	struct nl_msg_buf m, r;
	int id = family_id(self->fd);

	ASSERT_LT(0, id);
	init_msg(&m, id, GPUSLICE_CMD_MAX + 1, 0);
	EXPECT_EQ(-EOPNOTSUPP, nl_call(self->fd, &m, &r));
	init_msg(&m, id, GPUSLICE_CMD_GET_STATUS, NLM_F_DUMP);
	EXPECT_EQ(-EOPNOTSUPP, nl_call(self->fd, &m, &r));
}

/* Reads are open: an unprivileged user gets the status too. */
TEST_F(genl, status_unprivileged)
{
	struct status st;
	int status;
	pid_t pid;

	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		int fd;

		if (setresgid(65534, 65534, 65534) || setresuid(65534, 65534, 65534))
			_exit(2);
		fd = nl_open();
		_exit(fd >= 0 && get_status(fd, &st) == 0 && st.slices == 0 ? 0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

/* netnsok = false: a container with its own netns cannot find the family. */
TEST_F(genl, invisible_in_other_netns)
{
	int status;
	pid_t pid;

	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		int fd;

		if (unshare(CLONE_NEWNET))
			_exit(2);
		fd = nl_open();
		_exit(fd >= 0 && family_id(fd) == -ENOENT ? 0 : 1);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
	/* ... while the initial namespace still can. */
	EXPECT_LT(0, family_id(self->fd));
}

/*
 * The node tests make their own nodes, so the simulated driver (whose nodes
 * they would replace) is unloaded for them and loaded again after.
 */
FIXTURE(nodes) {
	int fd;
	bool had_nvsim;
};

FIXTURE_SETUP(nodes)
{
	if (!module_loaded())
		ASSERT_EQ(0, run("modprobe", "gpuslice", NULL));
	self->had_nvsim = access("/sys/module/nvsim", F_OK) == 0;
	if (self->had_nvsim)
		ASSERT_EQ(0, run("rmmod", "nvsim", NULL));
	self->fd = nl_open();
	ASSERT_LE(0, self->fd);
}

static void remove_nodes(void);

FIXTURE_TEARDOWN(nodes)
{
	remove_nodes();
	close(self->fd);
	if (self->had_nvsim)
		ASSERT_EQ(0, run("modprobe", "nvsim", NULL));
}

static void remove_nodes(void)
{
	char name[32];
	int i;

	unlink("/dev/nvidiactl");
	for (i = 0; i < 4; i++) {
		snprintf(name, sizeof(name), "/dev/nvidia%d", i);
		unlink(name);
	}
}

/* The GPU count follows the real driver's nodes, 195:N beside 195:255. */
TEST_F(nodes, gpu_count_follows_nodes)
{
	struct status st;

	remove_nodes();
	ASSERT_EQ(0, mknod("/dev/nvidia0", S_IFCHR | 0666, makedev(195, 0)));
	ASSERT_EQ(0, mknod("/dev/nvidia1", S_IFCHR | 0666, makedev(195, 1)));
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus); /* no nvidiactl: no driver */

	ASSERT_EQ(0, mknod("/dev/nvidiactl", S_IFCHR | 0666, makedev(195, 255)));
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(2, st.gpus);

	/* Counting stops at the first gap. */
	ASSERT_EQ(0, mknod("/dev/nvidia3", S_IFCHR | 0666, makedev(195, 3)));
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(2, st.gpus);
	remove_nodes();
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus);
}

/* A node with the wrong number or type is not a GPU. */
TEST_F(nodes, gpu_count_checks_node_identity)
{
	struct status st;
	int fd;

	remove_nodes();
	ASSERT_EQ(0, mknod("/dev/nvidiactl", S_IFCHR | 0666, makedev(195, 255)));
	ASSERT_EQ(0, mknod("/dev/nvidia0", S_IFCHR | 0666, makedev(195, 7)));
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus);

	unlink("/dev/nvidia0");
	fd = open("/dev/nvidia0", O_CREAT | O_WRONLY, 0644);
	ASSERT_LE(0, fd);
	close(fd);
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus);

	unlink("/dev/nvidia0");
	ASSERT_EQ(0, mknod("/dev/nvidia0", S_IFCHR | 0666, makedev(196, 0)));
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus);
	remove_nodes();
}

TEST(load_unload_cycles)
{
	struct status st;
	int i, fd;

	fd = nl_open();
	ASSERT_LE(0, fd);
	for (i = 0; i < 20; i++) {
		if (module_loaded())
			ASSERT_EQ(0, run("rmmod", "gpuslice", NULL));
		ASSERT_FALSE(module_loaded());
		ASSERT_EQ(0, family_listed(fd));
		ASSERT_EQ(0, run("modprobe", "gpuslice", NULL));
		ASSERT_EQ(1, family_listed(fd));
		ASSERT_EQ(0, get_status(fd, &st));
		EXPECT_STREQ(GPUSLICE_EXPECTED_VERSION, st.version);
	}
	close(fd);
}

/* Looking the family up by name loads the module (MODULE_ALIAS_GENL_FAMILY). */
TEST(autoload_on_lookup)
{
	struct status st;
	int fd;

	fd = nl_open();
	ASSERT_LE(0, fd);
	if (module_loaded())
		ASSERT_EQ(0, run("rmmod", "gpuslice", NULL));
	ASSERT_EQ(0, family_listed(fd));
	ASSERT_LT(0, family_id(fd));
	EXPECT_TRUE(module_loaded());
	EXPECT_EQ(0, get_status(fd, &st));
	close(fd);
}

static bool stop_hammer;

/* Asks for the status as fast as it can; counts the answers. */
static void *hammer(void *arg)
{
	long ok = 0;
	struct status st;
	int fd = nl_open();

	while (fd >= 0 && !__atomic_load_n(&stop_hammer, __ATOMIC_RELAXED)) {
		int ret = get_status(fd, &st);

		if (!ret)
			ok++;
		else if (ret != -ENOENT && ret != -EOPNOTSUPP)
			return (void *)-1L;
	}
	close(fd);
	return (void *)ok;
}

/* Unloading while requests are in flight must not crash or hang. */
TEST(unload_under_requests)
{
	pthread_t t[4];
	long total = 0;
	void *res;
	int i;

	if (!module_loaded())
		ASSERT_EQ(0, run("modprobe", "gpuslice", NULL));
	__atomic_store_n(&stop_hammer, false, __ATOMIC_RELAXED);
	for (i = 0; i < 4; i++)
		ASSERT_EQ(0, pthread_create(&t[i], NULL, hammer, NULL));
	for (i = 0; i < 10; i++) {
		ASSERT_EQ(0, run("rmmod", "gpuslice", NULL));
		ASSERT_EQ(0, run("modprobe", "gpuslice", NULL));
	}
	__atomic_store_n(&stop_hammer, true, __ATOMIC_RELAXED);
	for (i = 0; i < 4; i++) {
		ASSERT_EQ(0, pthread_join(t[i], &res));
		ASSERT_NE(-1L, (long)res);
		total += (long)res;
	}
	EXPECT_LT(0, total);
}

TEST_HARNESS_MAIN
