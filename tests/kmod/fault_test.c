// SPDX-License-Identifier: GPL-2.0
/*
 * Fault injection on gpuslice's main paths, under the debug kernel
 * (scripts/vm-run --debug): skipped on a kernel without it.
 *
 * allocations_fail: a process with make-it-fail set has a fifth of its
 * slab and page allocations fail (failslab and fail_page_alloc, filtered
 * to it) while it creates a slice, opens its nodes, makes a client,
 * allocates, shares, frees and deletes the slice: the module's own
 * allocations, the sandbox's and the verifier's start among them. Every
 * call comes back, and once it is gone nothing is held: no slice, no
 * framebuffer in nvsim, no client of a dead process (kmemleak, after the
 * modules are unloaded, and the console's splats are vm-run's).
 *
 * helper_starts_fail: fail_function makes the sandbox helper's and the
 * verifier's start fail (gs_sandbox_start, verifier_start): creating a
 * slice is refused with the kernel's message and leaves none; a share
 * that needs the verifier is refused; both work again once the injection
 * is taken away.
 */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "genl.h"
#include "nvrm.h"
#include "vmenv.h"

#define MiB		(1ULL << 20)
#define DBG		"/sys/kernel/debug/"
#define H_MEM		0x5c300000
#define ROUNDS		100

static int put(const char *path, const char *value)
{
	int fd = open(path, O_WRONLY | O_TRUNC);
	ssize_t n = -1;

	if (fd >= 0) {
		n = write(fd, value, strlen(value));
		close(fd);
	}
	return n == (ssize_t)strlen(value) ? 0 : -1;
}

/* Sets a fault_attr directory's knobs: @pct percent, forever, quietly. */
static int attr_set(const char *dir, const char *pct, bool task_filter)
{
	char path[128];
	static const char *const knobs[][2] = {
		{ "interval", "1" }, { "times", "-1" }, { "space", "0" },
		{ "verbose", "0" },
	};
	unsigned int i;

	for (i = 0; i < sizeof(knobs) / sizeof(knobs[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, knobs[i][0]);
		if (put(path, knobs[i][1]))
			return -1;
	}
	snprintf(path, sizeof(path), "%s/task-filter", dir);
	if (put(path, task_filter ? "Y" : "N"))
		return -1;
	snprintf(path, sizeof(path), "%s/probability", dir);
	return put(path, pct);
}

/*
 * Makes fail_function's @func return -@err: its retval file takes the
 * 64-bit pattern (kstrtoull), as `printf %#x -12` writes it.
 */
static int inject(const char *func, int err)
{
	char path[128], val[32];

	if (put(DBG "fail_function/inject", func))
		return -1;
	snprintf(path, sizeof(path), DBG "fail_function/%s/retval", func);
	snprintf(val, sizeof(val), "%#llx", (unsigned long long)-(long long)err);
	return put(path, val);
}

/* A slice "fi" of 256 MiB on GPU 0 through raw netlink: 0 or -errno. */
static int create_slice(int fd, int family)
{
	struct genl_gpu_spec g = {
		.device = 0, .limit = 256 * MiB, .compute = GENL_NO_COMPUTE,
	};

	return genl_put_slice(fd, family, GPUSLICE_CMD_NEW_SLICE, "fi", &g, 1);
}

static int delete_slice(int fd, int family)
{
	struct genl_msg m;

	genl_init(&m, family, GPUSLICE_CMD_DEL_SLICE, 0);
	genl_put_str(&m, GPUSLICE_A_SLICE_NAME, "fi");
	genl_put_u32(&m, GPUSLICE_A_SLICE_FLAGS, GPUSLICE_SLICE_F_FORCE);
	return genl_call(fd, &m, NULL);
}

/*
 * The round's work, in a process whose allocations fail: every step may
 * fail, cleanly; returns how many did.
 */
static int failing_round(void)
{
	int failed = 0, family, fd, ctl, gpu, i;
	uint32_t client;

	if (put("/proc/self/make-it-fail", "1"))
		return -1;
	fd = genl_open();
	family = fd < 0 ? -1 : genl_family_id(fd, GPUSLICE_GENL_NAME);
	if (family < 0 || create_slice(fd, family))
		failed++;
	ctl = nvrm_open("/dev/gpuslice/fi", "nvidiactl");
	gpu = nvrm_open("/dev/gpuslice/fi", "nvidia0");
	failed += (ctl < 0) + (gpu < 0);
	if (ctl >= 0 && gpu >= 0 && nvrm_setup_client(ctl, gpu, &client) == NVRM_OK) {
		for (i = 0; i < 4; i++)
			failed += nvrm_alloc_fb(ctl, client, H_MEM + i, 16 * MiB,
						0, NULL) != NVRM_OK;
		failed += nvrm_share(ctl, client, H_MEM, NVRM_SHARE_ALL, 0,
				     NVRM_ACCESS_DUP) != NVRM_OK;
		failed += nvrm_free(ctl, client, H_MEM + 1) != NVRM_OK;
	} else {
		failed++;
	}
	if (ctl >= 0)
		close(ctl);
	if (gpu >= 0)
		close(gpu);
	if (family >= 0 && delete_slice(fd, family))
		failed++;
	if (fd >= 0)
		close(fd);
	return failed;
}

/* nvsim's clients whose process is gone (its debugfs "clients" file). */
static int dead_clients(void)
{
	return vmenv_nvsim_dead_owners(DBG "nvsim/clients",
				       "client 0x%x pid %d", false);
}

/* Waits up to 10 s for nothing to be held; says what was. */
static bool nothing_held(struct __test_metadata *_metadata)
{
	long long fb = -1;
	int i, dead = -1;

	for (i = 0; i < 100; i++) {
		fb = vmenv_nvsim_fb_used(0);
		dead = dead_clients();
		if (!fb && !dead && access("/dev/gpuslice/fi", F_OK))
			return true;
		usleep(100000);
	}
	TH_LOG("nvsim holds %lld bytes, %d clients of dead processes; slice %s",
	       fb, dead, access("/dev/gpuslice/fi", F_OK) ? "gone" : "left");
	return false;
}

/* @skip: why the tests cannot run (kselftest 6.1 runs a test its setup skipped) */
FIXTURE(fault) {
	int fd, family;
	const char *skip;
};

FIXTURE_SETUP(fault)
{
	self->fd = -1;
	if (access(DBG "failslab", F_OK) || access(DBG "fail_function", F_OK)) {
		self->skip = "needs a kernel with fault injection (vm-run --debug)";
		return;
	}
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	self->fd = genl_open();
	ASSERT_LE(0, self->fd);
	self->family = genl_family_id(self->fd, GPUSLICE_GENL_NAME);
	ASSERT_LT(0, self->family);
}

FIXTURE_TEARDOWN(fault)
{
	if (self->skip || self->fd < 0)
		return;
	attr_set(DBG "failslab", "0", true);
	attr_set(DBG "fail_page_alloc", "0", true);
	attr_set(DBG "fail_function", "0", false);
	put(DBG "fail_function/inject", "\n");
	delete_slice(self->fd, self->family);
	close(self->fd);
}

TEST_F(fault, allocations_fail)
{
	int round, status, failed = 0, hung = 0;
	pid_t pid;

	if (self->skip)
		SKIP(return, "%s", self->skip);
	ASSERT_EQ(0, put(DBG "failslab/ignore-gfp-wait", "N"));
	ASSERT_EQ(0, put(DBG "fail_page_alloc/ignore-gfp-wait", "N"));
	ASSERT_EQ(0, put(DBG "fail_page_alloc/ignore-gfp-highmem", "N"));
	ASSERT_EQ(0, put(DBG "fail_page_alloc/min-order", "0"));
	ASSERT_EQ(0, attr_set(DBG "failslab", "20", true));
	ASSERT_EQ(0, attr_set(DBG "fail_page_alloc", "20", true));
	for (round = 0; round < ROUNDS; round++) {
		int waited;

		pid = fork();
		if (pid == 0) {
			int n = failing_round();

			_exit(n < 0 ? 255 : n > 254 ? 254 : n);
		}
		ASSERT_LT(0, pid);
		for (waited = 0; waited < 600; waited++) {
			if (waitpid(pid, &status, WNOHANG) == pid)
				break;
			usleep(100000);
		}
		if (waited == 600) {
			hung++;
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
		}
		ASSERT_TRUE(WIFEXITED(status) || WIFSIGNALED(status));
		if (WIFEXITED(status)) {
			ASSERT_NE(255, WEXITSTATUS(status));
			failed += WEXITSTATUS(status);
		}
		/* the slice may be left: this process fails nothing */
		delete_slice(self->fd, self->family);
		ASSERT_TRUE(nothing_held(_metadata));
	}
	TH_LOG("%d rounds, %d calls failed, %d hung", ROUNDS, failed, hung);
	EXPECT_EQ(0, hung);
	/* the injection took: some calls failed */
	EXPECT_LT(0, failed);
}

/* Sends SIGKILL to the verifier and waits for it to be gone. */
static void verifier_gone(void)
{
	int tries;

	for (tries = 0; tries < 100 && vmenv_kill_named("gpuslice-verif");
	     tries++)
		usleep(100000);
}

TEST_F(fault, helper_starts_fail)
{
	uint32_t client;
	int ctl, gpu;

	if (self->skip)
		SKIP(return, "%s", self->skip);
	ASSERT_EQ(0, attr_set(DBG "fail_function", "100", false));
	ASSERT_EQ(0, inject("gs_sandbox_start", ENOMEM));
	EXPECT_EQ(-ENOMEM, create_slice(self->fd, self->family));
	TH_LOG("refused: %s", genl_extack);
	EXPECT_NE(NULL, strstr(genl_extack, "sandbox"));
	EXPECT_NE(0, access("/dev/gpuslice/fi", F_OK));
	ASSERT_EQ(0, put(DBG "fail_function/inject", "!gs_sandbox_start"));
	ASSERT_EQ(0, create_slice(self->fd, self->family));

	ctl = nvrm_open("/dev/gpuslice/fi", "nvidiactl");
	gpu = nvrm_open("/dev/gpuslice/fi", "nvidia0");
	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(ctl, gpu, &client));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(ctl, client, H_MEM, 16 * MiB, 0, NULL));
	ASSERT_EQ(0, inject("verifier_start", EIO));
	verifier_gone();
	EXPECT_NE(NVRM_OK, nvrm_share(ctl, client, H_MEM, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	ASSERT_EQ(0, put(DBG "fail_function/inject", "!verifier_start"));
	EXPECT_EQ(NVRM_OK, nvrm_share(ctl, client, H_MEM, NVRM_SHARE_ALL, 0,
				      NVRM_ACCESS_DUP));
	close(ctl);
	close(gpu);
	EXPECT_EQ(0, delete_slice(self->fd, self->family));
	EXPECT_TRUE(nothing_held(_metadata));
}

TEST_HARNESS_MAIN
