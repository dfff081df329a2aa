// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice.ko's slice commands (NEW/DEL/SET/GET_SLICE, uapi/gpuslice.h),
 * spoken to with raw netlink sockets (no libnl) so these tests check the
 * kernel side alone. Runs as root in the test VM with the module loaded
 * (scripts/vm-run).
 *
 * GPUs: the module counts the real driver's /dev/nvidiaN nodes. Without
 * any, the tests make fake nodes for two GPUs and remove them after; with
 * the simulated driver (nvsim.ko) at one GPU, they load it again with two;
 * otherwise they use what is there.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <grp.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "genl.h"
#include "gpuslice.h"
#include "vmenv.h"

#define GiB (1024ULL * 1024 * 1024)

static int family;

static int resolve_family(int fd)
{
	int id = genl_family_id(fd, GPUSLICE_GENL_NAME);

	if (id < 0)
		return id;
	family = id;
	return 0;
}

static int get_status(int fd, struct genl_status *st)
{
	return genl_get_status(fd, family, st);
}

static unsigned int slice_count(int fd)
{
	struct genl_status st;

	return get_status(fd, &st) ? ~0U : st.slices;
}

static int new_slice(int fd, const char *name,
		     const struct genl_gpu_spec *gpus, int n)
{
	return genl_put_slice(fd, family, GPUSLICE_CMD_NEW_SLICE, name, gpus,
			      n);
}

static int new_slice1(int fd, const char *name, __u32 device, __u64 limit)
{
	struct genl_gpu_spec g = { device, limit, GENL_NO_COMPUTE };

	return new_slice(fd, name, &g, 1);
}

static int del_slice(int fd, const char *name)
{
	struct genl_msg m;

	genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	return genl_call(fd, &m, NULL);
}

static int set_slice(int fd, const char *name, const struct genl_gpu_spec *gpus,
		     int n)
{
	return genl_put_slice(fd, family, GPUSLICE_CMD_SET_SLICE, name, gpus,
			      n);
}

/* A GET_SLICE reply, decoded and checked for form. */
struct slice_info {
	char name[GPUSLICE_SLICE_NAME_MAX];
	unsigned int nr_gpus;
	__u32 index[GPUSLICE_SLICE_MAX_GPUS], device[GPUSLICE_SLICE_MAX_GPUS];
	__u64 limit[GPUSLICE_SLICE_MAX_GPUS], used[GPUSLICE_SLICE_MAX_GPUS];
	__u64 peak[GPUSLICE_SLICE_MAX_GPUS], denials[GPUSLICE_SLICE_MAX_GPUS];
	/* limit, request, weight, priority, target, share */
	__u32 compute[GPUSLICE_SLICE_MAX_GPUS][6];
	__u64 compute_time[GPUSLICE_SLICE_MAX_GPUS];
	__u32 open_files;
	unsigned int nr_processes;
	unsigned int nr_labels;
	char labels[GPUSLICE_SLICE_MAX_LABELS][GPUSLICE_LABEL_MAX];
};

/*
 * Decodes GPUSLICE_A_SLICE_LABELS into @s: at most GPUSLICE_SLICE_MAX_LABELS
 * NUL-terminated strings of GPUSLICE_LABEL_MAX bytes at most, each of its
 * index's type. Returns 0 or -EBADMSG.
 */
static int decode_labels(struct nlattr *labels, struct slice_info *s)
{
	struct nlattr *a;
	int rem, len;

	genl_for_each_attr(a, (struct nlattr *)genl_attr_data(labels),
			   genl_attr_len(labels), rem) {
		len = genl_attr_len(a);
		if (s->nr_labels == GPUSLICE_SLICE_MAX_LABELS ||
		    (a->nla_type & NLA_TYPE_MASK) != s->nr_labels ||
		    len < 1 || len > GPUSLICE_LABEL_MAX ||
		    strnlen(genl_attr_data(a), len) != (size_t)len - 1)
			return -EBADMSG;
		memcpy(s->labels[s->nr_labels++], genl_attr_data(a), len);
	}
	return rem ? -EBADMSG : 0;
}

/*
 * Decodes a message of command @cmd with a slice's attributes (a GET_SLICE
 * reply, or NEW_SLICE's or SET_SLICE's answer). Returns 0, or -EBADMSG
 * when the message is not as uapi/gpuslice.h says.
 */
static int decode_slice_of(struct nlmsghdr *h, int cmd, struct slice_info *s)
{
	struct nlattr *name, *gpus, *files, *procs, *labels, *e, *a;
	int rem;

	memset(s, 0, sizeof(*s));
	if (h->nlmsg_len < NLMSG_LENGTH(GENL_HDRLEN) ||
	    ((struct genlmsghdr *)NLMSG_DATA(h))->cmd != cmd)
		return -EBADMSG;
	name = genl_attr(h, GPUSLICE_A_SLICE_NAME);
	gpus = genl_attr(h, GPUSLICE_A_SLICE_GPUS);
	files = genl_attr(h, GPUSLICE_A_SLICE_OPEN_FILES);
	procs = genl_attr(h, GPUSLICE_A_SLICE_PROCESSES);
	labels = genl_attr(h, GPUSLICE_A_SLICE_LABELS);
	if (!name || !gpus || !files || !procs || !labels ||
	    decode_labels(labels, s) || genl_attr_len(files) != 4 ||
	    genl_attr_len(name) < 2 || genl_attr_len(name) > GPUSLICE_SLICE_NAME_MAX ||
	    ((char *)genl_attr_data(name))[genl_attr_len(name) - 1] != '\0')
		return -EBADMSG;
	memcpy(s->name, genl_attr_data(name), genl_attr_len(name));
	s->open_files = *(__u32 *)genl_attr_data(files);
	genl_for_each_attr(e, (struct nlattr *)genl_attr_data(gpus), genl_attr_len(gpus), rem) {
		struct nlattr *f[GPUSLICE_GPU_A_MAX + 1] = { 0 };
		unsigned int i = s->nr_gpus;
		int t;

		if (i == GPUSLICE_SLICE_MAX_GPUS)
			return -EBADMSG;
		for (t = 1; t <= GPUSLICE_GPU_A_MAX; t++) {
			bool u64 = (t >= GPUSLICE_GPU_A_MEM_LIMIT &&
				    t <= GPUSLICE_GPU_A_MEM_DENIALS) ||
				   t == GPUSLICE_GPU_A_COMPUTE_TIME;

			f[t] = genl_find(genl_attr_data(e), genl_attr_len(e), t);
			if (!f[t] || genl_attr_len(f[t]) != (u64 ? 8 : 4))
				return -EBADMSG;
		}
		for (t = 0; t < 6; t++)
			s->compute[i][t] = *(__u32 *)genl_attr_data(
				f[GPUSLICE_GPU_A_COMPUTE_LIMIT + t]);
		memcpy(&s->compute_time[i],
		       genl_attr_data(f[GPUSLICE_GPU_A_COMPUTE_TIME]), 8);
		s->index[i] = *(__u32 *)genl_attr_data(f[GPUSLICE_GPU_A_INDEX]);
		s->device[i] = *(__u32 *)genl_attr_data(f[GPUSLICE_GPU_A_DEVICE]);
		memcpy(&s->limit[i], genl_attr_data(f[GPUSLICE_GPU_A_MEM_LIMIT]), 8);
		memcpy(&s->used[i], genl_attr_data(f[GPUSLICE_GPU_A_MEM_USED]), 8);
		memcpy(&s->peak[i], genl_attr_data(f[GPUSLICE_GPU_A_MEM_PEAK]), 8);
		memcpy(&s->denials[i], genl_attr_data(f[GPUSLICE_GPU_A_MEM_DENIALS]), 8);
		s->nr_gpus++;
	}
	if (rem != 0 || !s->nr_gpus)
		return -EBADMSG;
	genl_for_each_attr(a, (struct nlattr *)genl_attr_data(procs), genl_attr_len(procs), rem) {
		if (genl_attr_len(a) != 4)
			return -EBADMSG;
		s->nr_processes++;
	}
	return rem ? -EBADMSG : 0;
}

static int decode_slice(struct nlmsghdr *h, struct slice_info *s)
{
	return decode_slice_of(h, GPUSLICE_CMD_GET_SLICE, s);
}

static int get_slice(int fd, const char *name, struct slice_info *s)
{
	struct genl_msg m, r;
	int ret;

	genl_init(&m, family, GPUSLICE_CMD_GET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	ret = genl_call(fd, &m, &r);
	return ret ? ret : decode_slice(&r.nlh, s);
}

struct dump_result {
	unsigned int slices;	/* messages */
	unsigned int datagrams;	/* recv() calls that brought slices */
	bool interrupted;	/* some message had NLM_F_DUMP_INTR */
	struct slice_info *out;	/* NULL or room for @max slices */
	unsigned int max;
};

/*
 * Bytes each recv() of a dump asks for. The kernel sizes a dump's datagrams
 * by the largest read the socket has seen (at least a page).
 */
static size_t dump_recv_len = GENL_MSG_ATTRS * 2;

/* Dumps every slice; 0, a negative errno, or -EBADMSG for a bad message. */
static int dump_slices(int fd, struct dump_result *d)
{
	static char buf[GENL_MSG_ATTRS * 2];
	struct slice_info s;
	struct nlmsghdr *h;
	struct genl_msg m;
	ssize_t n;

	d->slices = d->datagrams = 0;
	d->interrupted = false;
	genl_init(&m, family, GPUSLICE_CMD_GET_SLICE, NLM_F_DUMP);
	if (send(fd, &m, m.nlh.nlmsg_len, 0) < 0)
		return -errno;
	for (;;) {
		bool data = false;

		n = recv(fd, buf, dump_recv_len, 0);
		if (n < 0)
			return -errno;
		for (h = (void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
			if (h->nlmsg_seq != m.nlh.nlmsg_seq)
				return -EBADMSG;
			if (h->nlmsg_type == NLMSG_DONE)
				return *(int *)NLMSG_DATA(h);
			if (h->nlmsg_type == NLMSG_ERROR)
				return ((struct nlmsgerr *)NLMSG_DATA(h))->error;
			if (h->nlmsg_type != family ||
			    !(h->nlmsg_flags & NLM_F_MULTI) ||
			    decode_slice(h, &s))
				return -EBADMSG;
			if (h->nlmsg_flags & NLM_F_DUMP_INTR)
				d->interrupted = true;
			if (d->out && d->slices < d->max)
				d->out[d->slices] = s;
			d->slices++;
			data = true;
		}
		if (n != 0)
			return -EBADMSG;	/* trailing bytes */
		d->datagrams += data;
	}
}

/* Deletes every slice there is (from a dump). */
static void delete_all(int fd)
{
	static struct slice_info all[GPUSLICE_MAX_SLICES + 8];
	struct dump_result d = { .out = all, .max = GPUSLICE_MAX_SLICES + 8 };
	unsigned int i;

	if (dump_slices(fd, &d))
		return;
	for (i = 0; i < d.slices && i < d.max; i++)
		del_slice(fd, all[i].name);
}

FIXTURE(slice) {
	int fd;
	unsigned int gpus;
	bool made_nodes;
};

FIXTURE_SETUP(slice)
{
	struct genl_status st;

	if (!vmenv_module_loaded())
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	ASSERT_EQ(0, vmenv_two_gpus(&self->made_nodes));
	self->fd = genl_open();
	ASSERT_LE(0, self->fd);
	ASSERT_EQ(0, resolve_family(self->fd));
	ASSERT_EQ(0, get_status(self->fd, &st));
	self->gpus = st.gpus;
	ASSERT_LT(0, self->gpus) TH_LOG("no GPUs");
	delete_all(self->fd);
	ASSERT_EQ(0, slice_count(self->fd));
}

FIXTURE_TEARDOWN(slice)
{
	if (vmenv_module_loaded() && self->fd >= 0 && !resolve_family(self->fd))
		delete_all(self->fd);
	if (self->fd >= 0)
		close(self->fd);
	if (self->made_nodes)
		vmenv_remove_nodes();
}

/* Each of these NEW_SLICE requests is refused with EINVAL. */
enum bad_new {
	UNKNOWN_ATTR, FOREIGN_ATTR, NO_NAME, NO_GPUS, EMPTY_GPUS, NO_LIMIT,
	NO_DEVICE, LIMIT_ZERO, SEVENTEEN_GPUS, GPU_TWICE, INDEX_GIVEN,
	NOT_NESTED, SHORT_LIMIT,
};

static void build_bad_new(struct genl_msg *m, enum bad_new what)
{
	struct nlattr *nest, *e;
	int i;

	genl_init(m, family, GPUSLICE_CMD_NEW_SLICE, 0);
	if (what != NO_NAME)
		genl_put_str(m, GPUSLICE_A_SLICE_NAME, "bad");
	if (what == UNKNOWN_ATTR)
		genl_put_u32(m, GPUSLICE_A_MAX + 1, 0);
	if (what == FOREIGN_ATTR)
		genl_put_u32(m, GPUSLICE_A_STATUS_GPUS, 1);
	if (what == NO_GPUS)
		return;
	nest = genl_nest_start(m, GPUSLICE_A_SLICE_GPUS);
	if (what == NOT_NESTED)
		nest->nla_type = GPUSLICE_A_SLICE_GPUS;
	for (i = 0; what != EMPTY_GPUS && i < (what == SEVENTEEN_GPUS ? 17 :
					       what == GPU_TWICE ? 2 : 1); i++) {
		e = genl_nest_start(m, i);
		if (what != NO_DEVICE)
			genl_put_u32(m, GPUSLICE_GPU_A_DEVICE,
				what == SEVENTEEN_GPUS ? i : 0);
		if (what == SHORT_LIMIT)
			genl_put_u32(m, GPUSLICE_GPU_A_MEM_LIMIT, 1 << 30);
		else if (what != NO_LIMIT)
			genl_put_u64(m, GPUSLICE_GPU_A_MEM_LIMIT,
				what == LIMIT_ZERO ? 0 : GiB);
		if (what == INDEX_GIVEN)
			genl_put_u32(m, GPUSLICE_GPU_A_INDEX, 0);
		genl_nest_end(m, e);
	}
	genl_nest_end(m, nest);
}

TEST_F(slice, new_strict_policy)
{
	static const char *const names[] = {
		"unknown attribute", "status attribute", "no name", "no gpus",
		"empty gpus", "no limit", "no device", "limit 0", "17 GPUs",
		"a GPU twice", "index given", "gpus not flagged nested",
		"limit as u32",
	};
	struct genl_msg m;
	int i;

	for (i = UNKNOWN_ATTR; i <= SHORT_LIMIT; i++) {
		/*
		 * A limit of 0 fails the policy's minimum, which the netlink
		 * core reports as ERANGE ("integer out of range").
		 */
		int expected = i == LIMIT_ZERO ? -ERANGE : -EINVAL;

		build_bad_new(&m, i);
		EXPECT_EQ(expected, genl_call(self->fd, &m, NULL))
			TH_LOG("%s: extack '%s'", names[i], genl_extack);
	}
	EXPECT_EQ(0, slice_count(self->fd));
	/* The same request, well-formed, passes. */
	EXPECT_EQ(0, new_slice1(self->fd, "bad", 0, GiB)) TH_LOG("%s", genl_extack);
	EXPECT_EQ(1, slice_count(self->fd));
}

TEST_F(slice, names)
{
	static const char *const bad[] = { "..", "a/b", ".a", "-a", "_a", "A",
					   "a b", "", "a\n" };
	char name[80];
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		EXPECT_EQ(-EINVAL, new_slice1(self->fd, bad[i], 0, GiB))
			TH_LOG("'%s'", bad[i]);
	}
	memset(name, 'a', 64);
	name[64] = '\0';
	EXPECT_EQ(-EINVAL, new_slice1(self->fd, name, 0, GiB));
	/* Too long is explained like any other bad name. */
	EXPECT_NE(NULL, strstr(genl_extack, "1-63 characters"))
		TH_LOG("extack: %s", genl_extack);
	EXPECT_EQ(0, slice_count(self->fd));
	name[63] = '\0';
	EXPECT_EQ(0, new_slice1(self->fd, name, 0, GiB)) TH_LOG("%s", genl_extack);
	EXPECT_EQ(0, new_slice1(self->fd, "0.a_b-c", 0, GiB)) TH_LOG("%s", genl_extack);
	EXPECT_EQ(2, slice_count(self->fd));
}

TEST_F(slice, exists_and_nodev)
{
	EXPECT_EQ(0, new_slice1(self->fd, "a", 0, GiB));
	EXPECT_EQ(-EEXIST, new_slice1(self->fd, "a", 0, 2 * GiB));
	EXPECT_EQ(-ENODEV, new_slice1(self->fd, "b", self->gpus, GiB));
	EXPECT_EQ(-ENODEV, new_slice1(self->fd, "b", 4096, GiB));
	EXPECT_EQ(1, slice_count(self->fd));
	/* the first slice kept its limit */
	struct slice_info s;

	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(GiB, s.limit[0]);
}

/* Runs @fn in a child as uid 65534 or as root of a new user namespace. */
static int in_child(bool userns, int (*fn)(int fd))
{
	int status, fd;
	pid_t pid = fork();

	if (pid == 0) {
		if (userns) {
			int map = -1;

			if (unshare(CLONE_NEWUSER))
				_exit(100);
			map = open("/proc/self/uid_map", O_WRONLY);
			if (map < 0 || write(map, "0 0 1", 5) != 5)
				_exit(101);
			close(map);
			if (geteuid() != 0)
				_exit(102);
		} else if (setgroups(0, NULL) || setresgid(65534, 65534, 65534) ||
			   setresuid(65534, 65534, 65534)) {
			_exit(103);
		}
		fd = genl_open();
		if (fd < 0 || resolve_family(fd))
			_exit(104);
		_exit(fn(fd));
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

/* 0 when every change is refused with EPERM and reads still work. */
static int try_changes(int fd)
{
	struct genl_gpu_spec g = { 0, 2 * GiB, GENL_NO_COMPUTE };
	struct dump_result d = { 0 };
	struct slice_info s;

	if (new_slice1(fd, "b", 0, GiB) != -EPERM)
		return 1;
	if (set_slice(fd, "a", &g, 1) != -EPERM)
		return 2;
	if (del_slice(fd, "a") != -EPERM)
		return 3;
	if (get_slice(fd, "a", &s) || s.limit[0] != GiB)
		return 4;
	if (dump_slices(fd, &d) || d.slices != 1)
		return 5;
	return 0;
}

TEST_F(slice, admin_perm)
{
	struct slice_info s;

	ASSERT_EQ(0, new_slice1(self->fd, "a", 0, GiB));
	EXPECT_EQ(0, in_child(false, try_changes)) TH_LOG("as uid 65534");
	EXPECT_EQ(0, in_child(true, try_changes)) TH_LOG("as root of a user namespace");
	EXPECT_EQ(1, slice_count(self->fd));
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(GiB, s.limit[0]);
}

TEST_F(slice, get_contents)
{
	struct genl_gpu_spec g[2] = {
		{ self->gpus - 1, 4 * GiB, GENL_NO_COMPUTE }, { 0, 3, GENL_NO_COMPUTE },
	};
	int n = self->gpus >= 2 ? 2 : 1;
	struct slice_info s, all[2];
	struct dump_result d = { .out = all, .max = 2 };
	int i;

	ASSERT_EQ(0, new_slice(self->fd, "a", g, n)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, new_slice1(self->fd, "b", 0, 1));
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_STREQ("a", s.name);
	ASSERT_EQ(n, s.nr_gpus);
	for (i = 0; i < n; i++) {
		EXPECT_EQ(i, s.index[i]);
		EXPECT_EQ(g[i].device, s.device[i]);
		EXPECT_EQ(g[i].limit, s.limit[i]);
		EXPECT_EQ(0, s.used[i]);
		EXPECT_EQ(0, s.peak[i]);
		EXPECT_EQ(0, s.denials[i]);
	}
	EXPECT_EQ(0, s.open_files);
	EXPECT_EQ(0, s.nr_processes);

	EXPECT_EQ(-ENOENT, get_slice(self->fd, "c", &s));

	/* the dump: the same, in creation order */
	ASSERT_EQ(0, dump_slices(self->fd, &d));
	ASSERT_EQ(2, d.slices);
	EXPECT_FALSE(d.interrupted);
	EXPECT_STREQ("a", all[0].name);
	EXPECT_EQ(n, all[0].nr_gpus);
	EXPECT_EQ(g[0].limit, all[0].limit[0]);
	EXPECT_STREQ("b", all[1].name);
	EXPECT_EQ(1, all[1].nr_gpus);
	EXPECT_EQ(1, all[1].limit[0]);
}

/*
 * NEW_SLICE and SET_SLICE answer with the slice as they left it, so that
 * nobody has to read it back (another request may delete it first).
 */
TEST_F(slice, new_and_set_answer)
{
	struct genl_gpu_spec g = { 0, 3 * GiB, { 50, -1, -1, -1 } };
	struct slice_info made, set, got;
	struct genl_msg m, r;

	genl_init(&m, family, GPUSLICE_CMD_NEW_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "a");
	genl_put_gpus(&m, &g, 1);
	ASSERT_EQ(0, genl_call(self->fd, &m, &r)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, decode_slice_of(&r.nlh, GPUSLICE_CMD_NEW_SLICE, &made));
	EXPECT_STREQ("a", made.name);
	ASSERT_EQ(1, made.nr_gpus);
	EXPECT_EQ(0, made.device[0]);
	EXPECT_EQ(3 * GiB, made.limit[0]);
	EXPECT_EQ(0, made.used[0]);
	EXPECT_EQ(50, made.compute[0][0]);
	EXPECT_EQ(0, made.open_files);
	EXPECT_EQ(0, made.nr_processes);

	g.limit = GiB;
	g.compute[0] = -1;
	g.compute[2] = 7;
	genl_init(&m, family, GPUSLICE_CMD_SET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "a");
	genl_put_gpus(&m, &g, 1);
	ASSERT_EQ(0, genl_call(self->fd, &m, &r)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, decode_slice_of(&r.nlh, GPUSLICE_CMD_SET_SLICE, &set));
	EXPECT_EQ(GiB, set.limit[0]);
	EXPECT_EQ(50, set.compute[0][0]);
	EXPECT_EQ(7, set.compute[0][2]);

	/* what GET_SLICE says now */
	ASSERT_EQ(0, get_slice(self->fd, "a", &got));
	EXPECT_EQ(0, memcmp(&set, &got, sizeof(got)));
}

TEST_F(slice, set_limits)
{
	struct genl_gpu_spec g = { 0, 6 * GiB, GENL_NO_COMPUTE };
	struct genl_gpu_spec bad = { self->gpus, GiB, GENL_NO_COMPUTE };
	struct genl_gpu_spec both[2] = {
		{ 0, 8 * GiB, GENL_NO_COMPUTE }, { self->gpus, GiB, GENL_NO_COMPUTE },
	};
	struct slice_info s;

	ASSERT_EQ(0, new_slice1(self->fd, "a", 0, 4 * GiB));
	EXPECT_EQ(0, set_slice(self->fd, "a", &g, 1)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(6 * GiB, s.limit[0]);

	EXPECT_EQ(-ENODEV, set_slice(self->fd, "a", &bad, 1));
	EXPECT_EQ(-ENOENT, set_slice(self->fd, "b", &g, 1));
	/* an entry that sets nothing */
	g.limit = 0;
	EXPECT_EQ(-EINVAL, set_slice(self->fd, "a", &g, 1));
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(6 * GiB, s.limit[0]);

	/* A refused request changes nothing, not even its valid entries. */
	EXPECT_EQ(-ENODEV, set_slice(self->fd, "a", both, 2));
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(6 * GiB, s.limit[0]);

	/* The same GPU twice is refused, and changes nothing either. */
	both[1] = both[0];
	both[1].limit = 2 * GiB;
	EXPECT_EQ(-EINVAL, set_slice(self->fd, "a", both, 2));
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(6 * GiB, s.limit[0]);
}

/* A SET_SLICE entry with a memory limit of 0, which the policy refuses. */
TEST_F(slice, set_limit_zero_out_of_range)
{
	struct nlattr *nest, *e;
	struct genl_msg m;

	ASSERT_EQ(0, new_slice1(self->fd, "a", 0, GiB));
	genl_init(&m, family, GPUSLICE_CMD_SET_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "a");
	nest = genl_nest_start(&m, GPUSLICE_A_SLICE_GPUS);
	e = genl_nest_start(&m, 0);
	genl_put_u32(&m, GPUSLICE_GPU_A_DEVICE, 0);
	genl_put_u64(&m, GPUSLICE_GPU_A_MEM_LIMIT, 0);
	genl_nest_end(&m, e);
	genl_nest_end(&m, nest);
	EXPECT_EQ(-ERANGE, genl_call(self->fd, &m, NULL));
}

/* Compute settings: defaults, what NEW_SLICE gives, what SET_SLICE changes. */
TEST_F(slice, compute_settings)
{
	struct genl_gpu_spec g = { 0, 4 * GiB, { 30, 10, 250, 1 } };
	struct genl_gpu_spec only = { 0, 0, { -1, -1, 400, -1 } };
	struct genl_gpu_spec mem = { 0, 2 * GiB, GENL_NO_COMPUTE };
	struct slice_info s;

	ASSERT_EQ(0, new_slice1(self->fd, "d", 0, GiB));
	ASSERT_EQ(0, get_slice(self->fd, "d", &s));
	EXPECT_EQ(100, s.compute[0][0]);
	EXPECT_EQ(0, s.compute[0][1]);
	EXPECT_EQ(100, s.compute[0][2]);
	EXPECT_EQ(GPUSLICE_PRIORITY_NORMAL, s.compute[0][3]);
	/* no channels yet: no target, no share, no time */
	EXPECT_EQ(0, s.compute[0][4]);
	EXPECT_EQ(0, s.compute[0][5]);
	EXPECT_EQ(0, s.compute_time[0]);

	ASSERT_EQ(0, new_slice(self->fd, "a", &g, 1)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(30, s.compute[0][0]);
	EXPECT_EQ(10, s.compute[0][1]);
	EXPECT_EQ(250, s.compute[0][2]);
	EXPECT_EQ(GPUSLICE_PRIORITY_HIGH, s.compute[0][3]);

	/* one setting changes, the rest stay, memory included */
	EXPECT_EQ(0, set_slice(self->fd, "a", &only, 1)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(4 * GiB, s.limit[0]);
	EXPECT_EQ(30, s.compute[0][0]);
	EXPECT_EQ(10, s.compute[0][1]);
	EXPECT_EQ(400, s.compute[0][2]);
	EXPECT_EQ(GPUSLICE_PRIORITY_HIGH, s.compute[0][3]);

	/* and memory alone leaves compute as it is */
	EXPECT_EQ(0, set_slice(self->fd, "a", &mem, 1)) TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(2 * GiB, s.limit[0]);
	EXPECT_EQ(30, s.compute[0][0]);
	EXPECT_EQ(400, s.compute[0][2]);
}

/* Out of range, a request above the limit, requests above 100: refused. */
TEST_F(slice, compute_refusals)
{
	static const struct {
		long long compute[4];
		int err;
	} bad[] = {
		{ { 0, -1, -1, -1 }, -ERANGE },
		{ { 101, -1, -1, -1 }, -ERANGE },
		{ { -1, 101, -1, -1 }, -ERANGE },
		{ { -1, -1, 0, -1 }, -ERANGE },
		{ { -1, -1, 1001, -1 }, -ERANGE },
		{ { -1, -1, -1, 2 }, -ERANGE },
		{ { 40, 50, -1, -1 }, -EINVAL },
	};
	struct genl_gpu_spec a = { 0, GiB, { 100, 60, -1, -1 } };
	struct genl_gpu_spec b = { 0, GiB, { 100, 41, -1, -1 } };
	struct genl_gpu_spec g = { 0, GiB, GENL_NO_COMPUTE };
	struct slice_info s;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++) {
		memcpy(g.compute, bad[i].compute, sizeof(g.compute));
		EXPECT_EQ(bad[i].err, new_slice(self->fd, "x", &g, 1))
			TH_LOG("case %u: %s", i, genl_extack);
	}
	EXPECT_EQ(0, slice_count(self->fd));

	/* the requests on a GPU add up to at most 100 */
	ASSERT_EQ(0, new_slice(self->fd, "a", &a, 1)) TH_LOG("%s", genl_extack);
	EXPECT_EQ(-EOVERFLOW, new_slice(self->fd, "b", &b, 1));
	EXPECT_STREQ("the compute requests on a GPU would add up to more than 100 percent",
		     genl_extack);
	b.compute[1] = 40;
	ASSERT_EQ(0, new_slice(self->fd, "b", &b, 1)) TH_LOG("%s", genl_extack);
	/* on another GPU they do not count */
	if (self->gpus >= 2) {
		b.device = 1;
		b.compute[1] = 90;
		EXPECT_EQ(0, new_slice(self->fd, "c", &b, 1)) TH_LOG("%s", genl_extack);
	}

	/* SET_SLICE: the same checks against the slice's other settings */
	g.limit = 0;
	memcpy(g.compute, (long long[4]){ -1, 41, -1, -1 }, sizeof(g.compute));
	EXPECT_EQ(-EOVERFLOW, set_slice(self->fd, "b", &g, 1));
	memcpy(g.compute, (long long[4]){ 50, -1, -1, -1 }, sizeof(g.compute));
	EXPECT_EQ(-EINVAL, set_slice(self->fd, "a", &g, 1));
	EXPECT_STREQ("the compute request exceeds the compute limit",
		     genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "a", &s));
	EXPECT_EQ(100, s.compute[0][0]);
	EXPECT_EQ(60, s.compute[0][1]);
	/* lowering one request makes room for another, in one request each */
	memcpy(g.compute, (long long[4]){ 60, 20, -1, -1 }, sizeof(g.compute));
	EXPECT_EQ(0, set_slice(self->fd, "a", &g, 1)) TH_LOG("%s", genl_extack);
	memcpy(g.compute, (long long[4]){ -1, 80, -1, -1 }, sizeof(g.compute));
	EXPECT_EQ(0, set_slice(self->fd, "b", &g, 1)) TH_LOG("%s", genl_extack);
}

/* ---- labels ---- */

#define KEY_RULE "label keys are 1-32 characters of [a-zA-Z0-9_], not starting with a digit"
#define RESERVED_KEY "slice, gpu, device, version, job and instance are not label keys (gpuslice's metrics and Prometheus use them)"
#define VALUE_RULE "label values are UTF-8 without control characters, quotes or backslashes"

/* How a test gives a label attribute's entries. */
enum label_form { LABEL_STRING, LABEL_NO_NUL, LABEL_INNER_NUL, LABEL_EMPTY };

/*
 * Puts GPUSLICE_A_SLICE_LABELS with the @n labels @labels into @m, the last
 * in the form @last (the others as strings).
 */
static void put_labels(struct genl_msg *m, const char *const *labels, int n,
		       enum label_form last)
{
	struct nlattr *nest = genl_nest_start(m, GPUSLICE_A_SLICE_LABELS);
	char inner[GPUSLICE_LABEL_MAX + 8];
	int i;

	for (i = 0; i < n; i++) {
		enum label_form form = i == n - 1 ? last : LABEL_STRING;
		size_t len = strlen(labels[i]);

		if (form == LABEL_NO_NUL) {
			genl_put(m, i, labels[i], len);
		} else if (form == LABEL_INNER_NUL) {
			snprintf(inner, sizeof(inner), "%s%cx", labels[i], 0);
			genl_put(m, i, inner, len + 3);
		} else if (form == LABEL_EMPTY) {
			genl_put(m, i, NULL, 0);
		} else {
			genl_put_str(m, i, labels[i]);
		}
	}
	genl_nest_end(m, nest);
}

/*
 * NEW_SLICE or SET_SLICE (@cmd) of slice @name: GPU 0 with a memory limit
 * of @limit (0: no GPU entry) and the @n labels @labels (@n < 0: no label
 * attribute), the last in the form @last. Returns 0 or the kernel's
 * -errno; the answer, decoded, in @s when it is not NULL.
 */
static int labelled(int fd, int cmd, const char *name, __u64 limit,
		    const char *const *labels, int n, enum label_form last,
		    struct slice_info *s)
{
	struct genl_gpu_spec g = { 0, limit, GENL_NO_COMPUTE };
	struct genl_msg m, r;
	int ret;

	genl_init(&m, family, cmd, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, name);
	if (limit)
		genl_put_gpus(&m, &g, 1);
	if (n >= 0)
		put_labels(&m, labels, n, last);
	ret = genl_call(fd, &m, &r);
	if (ret || !s)
		return ret;
	return decode_slice_of(&r.nlh, cmd, s);
}

/* Whether @s carries the @n labels @labels, in that order, and no other. */
static bool labels_are(const struct slice_info *s, const char *const *labels,
		       unsigned int n)
{
	unsigned int i;

	if (s->nr_labels != n)
		return false;
	for (i = 0; i < n; i++)
		if (strcmp(s->labels[i], labels[i]))
			return false;
	return true;
}

static const char *const job_labels[] = { "job_id=42", "user=alice",
					  "account=ml" };

TEST_F(slice, labels_stored_and_returned)
{
	static struct slice_info all[2];
	struct dump_result d = { .out = all, .max = 2 };
	struct slice_info made, got;

	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "a", GiB,
			      job_labels, 3, LABEL_STRING, &made))
		TH_LOG("%s", genl_extack);
	/* the answer carries them, as given */
	EXPECT_TRUE(labels_are(&made, job_labels, 3));
	ASSERT_EQ(0, new_slice1(self->fd, "b", 0, GiB));

	ASSERT_EQ(0, get_slice(self->fd, "a", &got));
	EXPECT_TRUE(labels_are(&got, job_labels, 3));
	EXPECT_EQ(GiB, got.limit[0]);
	ASSERT_EQ(0, get_slice(self->fd, "b", &got));
	EXPECT_EQ(0, got.nr_labels);

	ASSERT_EQ(0, dump_slices(self->fd, &d));
	ASSERT_EQ(2, d.slices);
	EXPECT_STREQ("a", all[0].name);
	EXPECT_TRUE(labels_are(&all[0], job_labels, 3));
	EXPECT_EQ(0, all[1].nr_labels);

	/* an empty attribute is no labels */
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "c", GiB,
			      NULL, 0, LABEL_STRING, &made));
	EXPECT_EQ(0, made.nr_labels);
}

TEST_F(slice, labels_at_their_limits)
{
	char key[40], value[140], *most[GPUSLICE_SLICE_MAX_LABELS];
	const char *edge[2];
	struct slice_info s;
	int i;

	memset(key, 'k', 32);
	snprintf(key + 32, sizeof(key) - 32, "=v");
	strcpy(value, "v=");
	memset(value + 2, 'x', 128);
	value[130] = '\0';
	edge[0] = key;
	edge[1] = value;
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "a", GiB,
			      edge, 2, LABEL_STRING, &s))
		TH_LOG("%s", genl_extack);
	EXPECT_TRUE(labels_are(&s, edge, 2));

	for (i = 0; i < GPUSLICE_SLICE_MAX_LABELS; i++)
		ASSERT_LT(0, asprintf(&most[i], "l%d=%d", i, i));
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "b", GiB,
			      (const char *const *)most,
			      GPUSLICE_SLICE_MAX_LABELS, LABEL_STRING, &s))
		TH_LOG("%s", genl_extack);
	ASSERT_EQ(0, get_slice(self->fd, "b", &s));
	EXPECT_TRUE(labels_are(&s, (const char *const *)most,
			       GPUSLICE_SLICE_MAX_LABELS));
	for (i = 0; i < GPUSLICE_SLICE_MAX_LABELS; i++)
		free(most[i]);
}

TEST_F(slice, labels_replaced_by_set)
{
	static const char *const next[] = { "job_id=43" };
	static const char *const both[] = { "job_id=44", "user=bob" };
	struct slice_info set, got;

	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "a", GiB,
			      job_labels, 3, LABEL_STRING, NULL));

	/* a SET without labels keeps them */
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 2 * GiB,
			      NULL, -1, LABEL_STRING, &set))
		TH_LOG("%s", genl_extack);
	EXPECT_EQ(2 * GiB, set.limit[0]);
	EXPECT_TRUE(labels_are(&set, job_labels, 3));

	/* labels alone replace them all, the settings left as they are */
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 0, next,
			      1, LABEL_STRING, &set))
		TH_LOG("%s", genl_extack);
	EXPECT_TRUE(labels_are(&set, next, 1));
	EXPECT_EQ(2 * GiB, set.limit[0]);
	ASSERT_EQ(0, get_slice(self->fd, "a", &got));
	EXPECT_TRUE(labels_are(&got, next, 1));
	EXPECT_EQ(2 * GiB, got.limit[0]);

	/* both at once */
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 3 * GiB,
			      both, 2, LABEL_STRING, &set))
		TH_LOG("%s", genl_extack);
	EXPECT_TRUE(labels_are(&set, both, 2));
	EXPECT_EQ(3 * GiB, set.limit[0]);

	/* an empty attribute removes them */
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 0, NULL,
			      0, LABEL_STRING, &set))
		TH_LOG("%s", genl_extack);
	EXPECT_EQ(0, set.nr_labels);
	ASSERT_EQ(0, get_slice(self->fd, "a", &got));
	EXPECT_EQ(0, got.nr_labels);
	EXPECT_EQ(3 * GiB, got.limit[0]);

	/* neither labels nor GPUs: nothing to set */
	EXPECT_EQ(-EINVAL, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 0,
				    NULL, -1, LABEL_STRING, NULL));
	/* a new slice needs GPUs, labels or not */
	EXPECT_EQ(-EINVAL, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "b", 0,
				    next, 1, LABEL_STRING, NULL));
	EXPECT_EQ(1, slice_count(self->fd));
	/* labels of a slice that is not */
	EXPECT_EQ(-ENOENT, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "b", 0,
				    next, 1, LABEL_STRING, NULL));
}

/*
 * Labels the kernel refuses, each after a good one, with its extended-ack
 * message; a case of @n labels gives them all.
 */
struct bad_labels {
	const char *labels[GPUSLICE_SLICE_MAX_LABELS + 2];
	int n;
	enum label_form last;
	const char *why;
};

static char long_key[40], long_value[140];

static const struct bad_labels bad_label_cases[] = {
	{ { "ok=1", "job_id" }, 2, LABEL_STRING, "a label is KEY=VALUE" },
	{ { "ok=1", "=42" }, 2, LABEL_STRING, KEY_RULE },
	{ { "ok=1", "1job=42" }, 2, LABEL_STRING, KEY_RULE },
	{ { "ok=1", "job-id=42" }, 2, LABEL_STRING, KEY_RULE },
	{ { "ok=1", long_key }, 2, LABEL_STRING, KEY_RULE },
	{ { "ok=1", "__name__=x" }, 2, LABEL_STRING,
	  "label keys starting with __ are reserved to Prometheus" },
	{ { "ok=1", "slice=other" }, 2, LABEL_STRING, RESERVED_KEY },
	{ { "ok=1", "gpu=1" }, 2, LABEL_STRING, RESERVED_KEY },
	{ { "ok=1", "instance=h" }, 2, LABEL_STRING, RESERVED_KEY },
	{ { "ok=1", long_value }, 2, LABEL_STRING,
	  "label values are at most 128 bytes" },
	{ { "ok=1", "k=a\"b" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=a\\b" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=a\nb" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=\xc2\x85" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=\xed\xa0\x80" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=\xff" }, 2, LABEL_STRING, VALUE_RULE },
	{ { "ok=1", "k=v" }, 2, LABEL_NO_NUL,
	  "a label is a NUL-terminated string" },
	{ { "ok=1", "k=v" }, 2, LABEL_INNER_NUL,
	  "a label is a NUL-terminated string" },
	{ { "ok=1", "k=v" }, 2, LABEL_EMPTY,
	  "a label is a NUL-terminated string" },
	{ { "ok=1", "job_id=1", "ok=2" }, 3, LABEL_STRING,
	  "a label key is given twice" },
	{ { "a=1", "b=1", "c=1", "d=1", "e=1", "f=1", "g=1", "h=1", "i=1" },
	  9, LABEL_STRING, "a slice has at most 8 labels" },
	/* too many is said before what is wrong with the ninth */
	{ { "a=1", "b=1", "c=1", "d=1", "e=1", "f=1", "g=1", "h=1", "i" },
	  9, LABEL_STRING, "a slice has at most 8 labels" },
};

static void make_long_labels(void)
{
	memset(long_key, 'k', 33);
	strcpy(long_key + 33, "=v");
	strcpy(long_value, "v=");
	memset(long_value + 2, 'x', 129);
	long_value[131] = '\0';
}

/*
 * Every bad label refused with its message, in NEW_SLICE (no slice made)
 * and in SET_SLICE beside a valid change of the memory limit (nothing
 * changed: neither labels nor limit).
 */
TEST_F(slice, bad_labels_refused)
{
	static const char *const had[] = { "job_id=42" };
	struct slice_info s;
	unsigned int i;

	make_long_labels();
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "a", GiB, had,
			      1, LABEL_STRING, NULL));
	for (i = 0; i < ARRAY_SIZE(bad_label_cases); i++) {
		const struct bad_labels *c = &bad_label_cases[i];

		EXPECT_EQ(-EINVAL, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE,
					    "x", GiB, c->labels, c->n, c->last,
					    NULL))
			TH_LOG("case %u: new", i);
		EXPECT_STREQ(c->why, genl_extack) TH_LOG("case %u: new", i);
		EXPECT_EQ(1, slice_count(self->fd)) TH_LOG("case %u", i);

		EXPECT_EQ(-EINVAL, labelled(self->fd, GPUSLICE_CMD_SET_SLICE,
					    "a", 2 * GiB, c->labels, c->n,
					    c->last, NULL))
			TH_LOG("case %u: set", i);
		EXPECT_STREQ(c->why, genl_extack) TH_LOG("case %u: set", i);
		ASSERT_EQ(0, get_slice(self->fd, "a", &s));
		EXPECT_TRUE(labels_are(&s, had, 1)) TH_LOG("case %u", i);
		EXPECT_EQ(GiB, s.limit[0]) TH_LOG("case %u", i);
	}
}

/* The next message of the events group on @fd: its command, in *@h. */
static int next_event(int fd, char *buf, size_t size, struct nlmsghdr **h)
{
	struct timeval tv = { .tv_sec = 10 };
	ssize_t n;

	if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)))
		return -errno;
	n = recv(fd, buf, size, 0);
	if (n < 0)
		return -errno;
	*h = (struct nlmsghdr *)buf;
	if (!NLMSG_OK(*h, n) || (*h)->nlmsg_len < NLMSG_LENGTH(GENL_HDRLEN))
		return -EBADMSG;
	return ((struct genlmsghdr *)NLMSG_DATA(*h))->cmd;
}

/* The events of NEW_SLICE and SET_SLICE carry the labels they left. */
TEST_F(slice, labels_in_events)
{
	static const char *const next[] = { "job_id=43" };
	static char buf[GENL_MSG_ATTRS * 2];
	struct slice_info s;
	struct nlmsghdr *h;
	int ev;

	ev = genl_open();
	ASSERT_LE(0, ev);
	ASSERT_EQ(0, genl_join_group(ev, GPUSLICE_GENL_NAME,
				     GPUSLICE_GENL_MCGRP_EVENTS));
	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_NEW_SLICE, "a", GiB,
			      job_labels, 3, LABEL_STRING, NULL));
	ASSERT_EQ(GPUSLICE_CMD_NEW_SLICE, next_event(ev, buf, sizeof(buf), &h));
	ASSERT_EQ(0, decode_slice_of(h, GPUSLICE_CMD_NEW_SLICE, &s));
	EXPECT_STREQ("a", s.name);
	EXPECT_TRUE(labels_are(&s, job_labels, 3));

	ASSERT_EQ(0, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 0, next, 1,
			      LABEL_STRING, NULL));
	ASSERT_EQ(GPUSLICE_CMD_SET_SLICE, next_event(ev, buf, sizeof(buf), &h));
	ASSERT_EQ(0, decode_slice_of(h, GPUSLICE_CMD_SET_SLICE, &s));
	EXPECT_TRUE(labels_are(&s, next, 1));
	EXPECT_EQ(GiB, s.limit[0]);

	/* a refused request tells nothing */
	EXPECT_EQ(-EINVAL, labelled(self->fd, GPUSLICE_CMD_SET_SLICE, "a", 0,
				    (const char *[]){ "slice=b" }, 1,
				    LABEL_STRING, NULL));
	ASSERT_EQ(0, del_slice(self->fd, "a"));
	EXPECT_EQ(GPUSLICE_CMD_DEL_SLICE, next_event(ev, buf, sizeof(buf), &h));
	close(ev);
}

TEST_F(slice, delete_and_count)
{
	struct genl_msg m;

	ASSERT_EQ(0, new_slice1(self->fd, "a", 0, GiB));
	ASSERT_EQ(0, new_slice1(self->fd, "b", 0, GiB));
	ASSERT_EQ(0, new_slice1(self->fd, "c", 0, GiB));
	EXPECT_EQ(3, slice_count(self->fd));
	EXPECT_EQ(0, del_slice(self->fd, "b"));
	EXPECT_EQ(2, slice_count(self->fd));
	EXPECT_EQ(-ENOENT, del_slice(self->fd, "b"));
	EXPECT_EQ(-ENOENT, get_slice(self->fd, "b", &(struct slice_info){ 0 }));

	/* flags: FORCE is known, other bits are refused */
	genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "a");
	genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS, 2);
	EXPECT_EQ(-EINVAL, genl_call(self->fd, &m, NULL));
	genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "a");
	genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS, GPUSLICE_SLICE_F_FORCE);
	EXPECT_EQ(0, genl_call(self->fd, &m, NULL));
	EXPECT_EQ(1, slice_count(self->fd));
	EXPECT_EQ(0, del_slice(self->fd, "c"));
	EXPECT_EQ(0, slice_count(self->fd));
	/* the name is free again */
	EXPECT_EQ(0, new_slice1(self->fd, "b", 0, GiB));
}

static volatile bool stop_churn;

/* Creates and deletes slices until told to stop. */
static void *churn(void *arg)
{
	long id = (long)arg, rounds = 0;
	char name[32];
	int fd = genl_open(), i;

	if (fd < 0)
		return (void *)-1L;
	while (!__atomic_load_n(&stop_churn, __ATOMIC_RELAXED)) {
		for (i = 0; i < 8; i++) {
			snprintf(name, sizeof(name), "churn%ld-%d", id, i);
			if (new_slice1(fd, name, 0, GiB))
				return (void *)-1L;
		}
		for (i = 0; i < 8; i++) {
			snprintf(name, sizeof(name), "churn%ld-%d", id, i);
			if (del_slice(fd, name))
				return (void *)-1L;
		}
		rounds++;
	}
	close(fd);
	return (void *)rounds;
}

/*
 * Dumps while other threads create and delete slices: every dump is
 * well-formed and complete for the slices that do not change (each of them
 * exactly once); one that saw changes may be flagged NLM_F_DUMP_INTR, one
 * that is not flagged holds no slice twice.
 */
TEST_F(slice, dump_under_churn)
{
	static struct slice_info all[400];
	struct dump_result d = { .out = all, .max = 400 };
	unsigned int interrupted = 0, multi = 0, j, k;
	pthread_t t[2];
	char name[16];
	int i, fd;
	void *res;

	for (i = 0; i < 100; i++) {
		snprintf(name, sizeof(name), "s%d", i);
		ASSERT_EQ(0, new_slice1(self->fd, name, 0, GiB));
	}
	/* Small reads on a socket of its own: dumps come in several parts. */
	fd = genl_open();
	ASSERT_LE(0, fd);
	dump_recv_len = 8192;
	stop_churn = false;
	for (i = 0; i < 2; i++)
		ASSERT_EQ(0, pthread_create(&t[i], NULL, churn, (void *)(long)i));
	for (i = 0; i < 200; i++) {
		unsigned int stable = 0;
		bool twice = false;

		ASSERT_EQ(0, dump_slices(fd, &d));
		ASSERT_GE(d.max, d.slices);
		for (j = 0; j < d.slices; j++) {
			stable += all[j].name[0] == 's';
			for (k = 0; k < j; k++)
				twice |= !strcmp(all[j].name, all[k].name);
		}
		EXPECT_EQ(100, stable);
		if (!d.interrupted) {
			EXPECT_FALSE(twice);
			EXPECT_GE(116, d.slices);
		}
		interrupted += d.interrupted;
		multi += d.datagrams > 1;
	}
	__atomic_store_n(&stop_churn, true, __ATOMIC_RELAXED);
	for (i = 0; i < 2; i++) {
		ASSERT_EQ(0, pthread_join(t[i], &res));
		EXPECT_LT(0, (long)res);
	}
	TH_LOG("%u of 200 dumps flagged interrupted", interrupted);
	EXPECT_EQ(200, multi);
	/* quiet again: a dump is whole and not flagged */
	ASSERT_EQ(0, dump_slices(fd, &d));
	EXPECT_EQ(100, d.slices);
	EXPECT_FALSE(d.interrupted);
	close(fd);
}

/* The module's max_slices parameter, as sysfs shows it; -1 if unreadable. */
static long max_slices_param(void)
{
	FILE *f = fopen("/sys/module/gpuslice/parameters/max_slices", "r");
	long v = -1;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/*
 * As many slices as max_slices allows, then ENOSPC until one goes. Filled
 * at a small max_slices: a slice costs a helper task and device nodes, and
 * a thousand of them take longer than a test may in a slow TCG VM.
 */
#define FEW_SLICES 24

TEST_F(slice, max_slices)
{
	struct dump_result d = { 0 };
	char name[16], param[32];
	int i;

	EXPECT_EQ(GPUSLICE_MAX_SLICES, max_slices_param());
	ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
	/* out of range: the module refuses to load */
	EXPECT_NE(0, vmenv_run("modprobe", "gpuslice", "max_slices=0"));
	EXPECT_NE(0, vmenv_run("modprobe", "gpuslice", "max_slices=1025"));
	EXPECT_FALSE(vmenv_module_loaded());
	snprintf(param, sizeof(param), "max_slices=%d", FEW_SLICES);
	ASSERT_EQ(0, vmenv_run("modprobe", "gpuslice", param));
	ASSERT_EQ(0, resolve_family(self->fd));
	EXPECT_EQ(FEW_SLICES, max_slices_param());

	for (i = 0; i < FEW_SLICES; i++) {
		snprintf(name, sizeof(name), "m%d", i);
		ASSERT_EQ(0, new_slice1(self->fd, name, 0, GiB)) TH_LOG("slice %d", i);
	}
	EXPECT_EQ(-ENOSPC, new_slice1(self->fd, "one-more", 0, GiB));
	EXPECT_EQ(FEW_SLICES, slice_count(self->fd));
	ASSERT_EQ(0, dump_slices(self->fd, &d));
	EXPECT_EQ(FEW_SLICES, d.slices);
	EXPECT_EQ(0, del_slice(self->fd, "m0"));
	EXPECT_EQ(0, new_slice1(self->fd, "one-more", 0, GiB));
	EXPECT_EQ(-ENOSPC, new_slice1(self->fd, "two-more", 0, GiB));

	/* back to the default for the tests after this one */
	delete_all(self->fd);
	ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
	ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	ASSERT_EQ(0, resolve_family(self->fd));
	EXPECT_EQ(GPUSLICE_MAX_SLICES, max_slices_param());
}

TEST_F(slice, unload_frees_slices)
{
	char name[16];
	int i;

	for (i = 0; i < 20; i++) {
		snprintf(name, sizeof(name), "u%d", i);
		ASSERT_EQ(0, new_slice1(self->fd, name, 0, GiB));
	}
	ASSERT_EQ(20, slice_count(self->fd));
	ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
	EXPECT_FALSE(vmenv_module_loaded());
	ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	ASSERT_EQ(0, resolve_family(self->fd));
	EXPECT_EQ(0, slice_count(self->fd));
	EXPECT_EQ(-ENOENT, get_slice(self->fd, "u0", &(struct slice_info){ 0 }));
}

TEST_HARNESS_MAIN
