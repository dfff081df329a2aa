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

#include "genl.h"
#include "gpuslice.h"
#include "nv_abi.h"
#include "nvrm.h"
#include "vmenv.h"

#ifndef GPUSLICE_EXPECTED_VERSION
#error "build with -DGPUSLICE_EXPECTED_VERSION from the VERSION file"
#endif

static int note_gpuslice(struct nlmsghdr *h, void *found)
{
	struct nlattr *a = genl_attr(h, CTRL_ATTR_FAMILY_NAME);

	if (a && !strcmp(genl_attr_data(a), GPUSLICE_GENL_NAME))
		*(bool *)found = true;
	return 0;
}

/*
 * Returns whether the family is registered, from a dump of all families:
 * unlike a lookup by name, a dump never autoloads the module.
 */
static int family_listed(int fd)
{
	struct genl_msg m;
	bool found = false;
	int ret;

	genl_init(&m, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, NLM_F_DUMP);
	ret = genl_exchange(fd, &m, note_gpuslice, &found);
	return ret ? ret : found;
}

static int family_id(int fd)
{
	return genl_family_id(fd, GPUSLICE_GENL_NAME);
}

/* GET_STATUS, the family looked up first (the module may be new). */
static int get_status(int fd, struct genl_status *st)
{
	int id = family_id(fd);

	if (id < 0)
		return id;
	return genl_get_status(fd, id, st);
}

FIXTURE(genl) {
	int fd;
};

FIXTURE_SETUP(genl)
{
	if (!vmenv_module_loaded())
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	self->fd = genl_open();
	ASSERT_LE(0, self->fd);
}

FIXTURE_TEARDOWN(genl)
{
	close(self->fd);
}

TEST_F(genl, family_registered)
{
	struct genl_msg r;
	struct nlattr *a;

	ASSERT_EQ(0, genl_get_family(self->fd, GPUSLICE_GENL_NAME, &r));
	a = genl_attr(&r.nlh, CTRL_ATTR_VERSION);
	ASSERT_NE(NULL, a);
	EXPECT_EQ(GPUSLICE_GENL_VERSION, *(unsigned int *)genl_attr_data(a));
	a = genl_attr(&r.nlh, CTRL_ATTR_MAXATTR);
	ASSERT_NE(NULL, a);
	EXPECT_EQ(GPUSLICE_A_MAX, *(unsigned int *)genl_attr_data(a));
}

/* GET_STATUS is a read: no permission flag, doit only. */
TEST_F(genl, status_op_is_open_read)
{
	struct nlattr *ops, *op, *a;
	bool found = false;
	struct genl_msg r;
	int len;

	ASSERT_EQ(0, genl_get_family(self->fd, GPUSLICE_GENL_NAME, &r));
	ops = genl_attr(&r.nlh, CTRL_ATTR_OPS);
	ASSERT_NE(NULL, ops);
	genl_for_each_attr(op, (struct nlattr *)genl_attr_data(ops),
			   genl_attr_len(ops), len) {
		unsigned int id = 0, flags = 0;
		int l;

		genl_for_each_attr(a, (struct nlattr *)genl_attr_data(op),
				   genl_attr_len(op), l) {
			if (a->nla_type == CTRL_ATTR_OP_ID)
				id = *(unsigned int *)genl_attr_data(a);
			if (a->nla_type == CTRL_ATTR_OP_FLAGS)
				flags = *(unsigned int *)genl_attr_data(a);
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
	struct genl_status st;

	const struct gs_abi *list;
	unsigned int i, n;

	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_STREQ(GPUSLICE_EXPECTED_VERSION, st.version);
	EXPECT_EQ(vmenv_nvsim_gpus(), st.gpus);
	EXPECT_EQ(0, st.slices);
	/* the VM's nvsim answers as a supported version: its own table */
	if (vmenv_nvsim_gpus()) {
		EXPECT_EQ(GPUSLICE_DRIVER_EXACT, st.driver_match);
		EXPECT_STREQ(nvrm_abi()->version, st.driver_version);
		EXPECT_STREQ(st.driver_version, st.driver_table);
	} else {
		EXPECT_EQ(GPUSLICE_DRIVER_NONE, st.driver_match);
		EXPECT_STREQ("", st.driver_version);
		EXPECT_STREQ("", st.driver_table);
	}
	list = gs_abi_list(&n);
	ASSERT_EQ(n, st.nr_supported);
	for (i = 0; i < n; i++)
		EXPECT_STREQ(list[i].version, st.supported[i]);
}

TEST_F(genl, status_rejects_attributes)
{
	struct genl_msg m, r;
	unsigned int zero = 0;
	int id = family_id(self->fd);

	ASSERT_LT(0, id);
	genl_init(&m, id, GPUSLICE_CMD_GET_STATUS, 0);
	genl_put(&m, GPUSLICE_A_STATUS_GPUS, &zero, sizeof(zero));
	EXPECT_EQ(-EINVAL, genl_call(self->fd, &m, &r));

	genl_init(&m, id, GPUSLICE_CMD_GET_STATUS, 0);
	genl_put(&m, 200, &zero, sizeof(zero));
	EXPECT_EQ(-EINVAL, genl_call(self->fd, &m, &r));
}

TEST_F(genl, unknown_command_refused)
{
	struct genl_msg m, r;
	int id = family_id(self->fd);

	ASSERT_LT(0, id);
	genl_init(&m, id, GPUSLICE_CMD_MAX + 1, 0);
	EXPECT_EQ(-EOPNOTSUPP, genl_call(self->fd, &m, &r));
	genl_init(&m, id, GPUSLICE_CMD_GET_STATUS, NLM_F_DUMP);
	EXPECT_EQ(-EOPNOTSUPP, genl_call(self->fd, &m, &r));
}

/* Runs @child in a forked process; returns its wait status, or -1. */
static int in_child(int (*child)(void))
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		_exit(child());
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

static int status_as_nobody(void)
{
	struct genl_status st;
	int fd;

	if (setresgid(65534, 65534, 65534) || setresuid(65534, 65534, 65534))
		return 2;
	fd = genl_open();
	return fd >= 0 && get_status(fd, &st) == 0 && st.slices == 0 ? 0 : 1;
}

/* Reads are open: an unprivileged user gets the status too. */
TEST_F(genl, status_unprivileged)
{
	int status = in_child(status_as_nobody);

	ASSERT_NE(-1, status);
	EXPECT_TRUE(WIFEXITED(status));
	EXPECT_EQ(0, WEXITSTATUS(status));
}

static int family_in_new_netns(void)
{
	int fd;

	if (unshare(CLONE_NEWNET))
		return 2;
	fd = genl_open();
	return fd >= 0 && family_id(fd) == -ENOENT ? 0 : 1;
}

/* netnsok = false: a container with its own netns cannot find the family. */
TEST_F(genl, invisible_in_other_netns)
{
	int status = in_child(family_in_new_netns);

	ASSERT_NE(-1, status);
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
	if (!vmenv_module_loaded())
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	self->had_nvsim = access("/sys/module/nvsim", F_OK) == 0;
	if (self->had_nvsim)
		ASSERT_EQ(0, vmenv_run("rmmod", "nvsim", NULL));
	self->fd = genl_open();
	ASSERT_LE(0, self->fd);
}

FIXTURE_TEARDOWN(nodes)
{
	vmenv_remove_nodes();
	close(self->fd);
	if (self->had_nvsim)
		ASSERT_EQ(0, vmenv_modprobe("nvsim"));
}

/* The GPU count follows the real driver's nodes, 195:N beside 195:255. */
TEST_F(nodes, gpu_count_follows_nodes)
{
	struct genl_status st;

	vmenv_remove_nodes();
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
	vmenv_remove_nodes();
	ASSERT_EQ(0, get_status(self->fd, &st));
	EXPECT_EQ(0, st.gpus);
}

/* A node with the wrong number or type is not a GPU. */
TEST_F(nodes, gpu_count_checks_node_identity)
{
	struct genl_status st;
	int fd;

	vmenv_remove_nodes();
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
	vmenv_remove_nodes();
}

TEST(load_unload_cycles)
{
	struct genl_status st;
	int i, fd;

	fd = genl_open();
	ASSERT_LE(0, fd);
	for (i = 0; i < 20; i++) {
		if (vmenv_module_loaded())
			ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
		ASSERT_FALSE(vmenv_module_loaded());
		ASSERT_EQ(0, family_listed(fd));
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
		ASSERT_EQ(1, family_listed(fd));
		ASSERT_EQ(0, get_status(fd, &st));
		EXPECT_STREQ(GPUSLICE_EXPECTED_VERSION, st.version);
	}
	close(fd);
}

/* Looking the family up by name loads the module (MODULE_ALIAS_GENL_FAMILY). */
TEST(autoload_on_lookup)
{
	struct genl_status st;
	int fd;

	fd = genl_open();
	ASSERT_LE(0, fd);
	if (vmenv_module_loaded())
		ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
	ASSERT_EQ(0, family_listed(fd));
	ASSERT_LT(0, family_id(fd));
	EXPECT_TRUE(vmenv_module_loaded());
	EXPECT_EQ(0, get_status(fd, &st));
	close(fd);
}

static bool stop_hammer;

/* Asks for the status as fast as it can; counts the answers. */
static void *hammer(void *arg)
{
	long ok = 0;
	struct genl_status st;
	int fd = genl_open();

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

	if (!vmenv_module_loaded())
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
	__atomic_store_n(&stop_hammer, false, __ATOMIC_RELAXED);
	for (i = 0; i < 4; i++)
		ASSERT_EQ(0, pthread_create(&t[i], NULL, hammer, NULL));
	for (i = 0; i < 10; i++) {
		ASSERT_EQ(0, vmenv_run("rmmod", "gpuslice", NULL));
		ASSERT_EQ(0, vmenv_modprobe("gpuslice"));
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
