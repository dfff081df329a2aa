// SPDX-License-Identifier: GPL-2.0
/*
 * A slice's device nodes and the forwarding of their file operations to
 * the real driver (nvsim.ko in the test VM). Slices are configured with
 * the gpuslice CLI; the RM traffic is raw ioctls, as CUDA sends them.
 */

#include <errno.h>
#include <stddef.h>
#include <signal.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

#define MiB (1ULL << 20)
#define SLICE_DIR "/dev/gpuslice/t"
/* NV_ERR_INSUFFICIENT_PERMISSIONS */
#define GS_INSUFFICIENT_PERMISSIONS 0x1b
/* NV0000 controls that set share policies */
#define CTRL_SET_INHERITED_SHARE_POLICY	0xd04
#define CTRL_SHARE_OBJECT		0xd06

/* Runs a shell command quietly; returns its exit status. */
static int sh(const char *fmt, ...)
{
	char cmd[512];
	va_list ap;
	int st;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	strncat(cmd, " >/dev/null 2>&1", sizeof(cmd) - strlen(cmd) - 1);
	st = system(cmd);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

/*
 * @gpu: the slice's nvidia0, held open as CUDA holds /dev/nvidia0: the
 * driver allocates a device only for a process that has its GPU open.
 */
FIXTURE(fwd) {
	int ctl, gpu;
	uint32_t client;
};

FIXTURE_SETUP(fwd)
{
	ASSERT_EQ(0, access("/sys/module/nvsim", F_OK))
		TH_LOG("missing input /sys/module/nvsim: nvsim.ko is not loaded");
	/* a test killed by the harness's timeout skips its teardown */
	if (!access(SLICE_DIR, F_OK))
		sh("gpuslice delete t --force");
	ASSERT_EQ(0, sh("gpuslice create t --gpu 0 --memory 4GiB"));
	self->ctl = -1;
	self->gpu = -1;
}

FIXTURE_TEARDOWN(fwd)
{
	if (self->ctl >= 0)
		close(self->ctl);
	if (self->gpu >= 0)
		close(self->gpu);
	sh("gpuslice delete t --force");
}

/*
 * The slice's nvidiactl and nvidia0 in @self, and a client with CUDA's
 * device and subdevice: NVRM_OK, or the first failure (an fd that did not
 * open fails the setup's ioctls).
 */
static uint32_t open_client(FIXTURE_DATA(fwd) *self)
{
	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	self->gpu = nvrm_open(SLICE_DIR, "nvidia0");
	return nvrm_setup_client(self->ctl, self->gpu, &self->client);
}

TEST_F(fwd, nodes_follow_the_slice)
{
	static const char *const names[] = {
		"nvidiactl", "nvidia0", "nvidia-uvm", "nvidia-uvm-tools"
	};
	dev_t seen[4];
	struct stat st;
	char path[128];
	unsigned int i, j;

	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), SLICE_DIR "/%s", names[i]);
		ASSERT_EQ(0, stat(path, &st)) TH_LOG("%s", path);
		EXPECT_TRUE(S_ISCHR(st.st_mode));
		EXPECT_EQ(0666, st.st_mode & 0777);
		seen[i] = st.st_rdev;
		for (j = 0; j < i; j++)
			EXPECT_NE(seen[j], seen[i]);
		/* Not the real driver's numbers. */
		EXPECT_NE(195, major(st.st_rdev));
	}
	EXPECT_NE(0, access(SLICE_DIR "/nvidia1", F_OK));
	ASSERT_EQ(0, sh("gpuslice delete t"));
	EXPECT_NE(0, access(SLICE_DIR, F_OK));
}

/* CUDA's first objects and a cudaMalloc, through the slice's nodes. */
TEST_F(fwd, rm_calls_reach_the_driver)
{
	struct nvrm_memparams p;
	uint32_t kib = 0;

	ASSERT_EQ(NVRM_OK, open_client(self));
	EXPECT_EQ(0xc1d00000, self->client & 0xffffff00);
	ASSERT_EQ(NVRM_OK, nvrm_fb_info(self->ctl, self->client,
					NVRM_FB_HEAP_SIZE, &kib));
	EXPECT_LT(0, kib);

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c000100,
					 64 * MiB, 0, &p));
	EXPECT_EQ(64 * MiB, p.size);
	EXPECT_EQ(64 * MiB, vmenv_nvsim_fb_used(0));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, 0x5c000100));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));

	/* Closing the slice's file releases the real one: RM frees it all. */
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c000101,
					 2 * MiB, 0, &p));
	EXPECT_EQ(2 * MiB, vmenv_nvsim_fb_used(0));
	close(self->ctl);
	self->ctl = -1;
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
}

/*
 * A client of one slice cannot be used through another slice's file, by a
 * process of that slice (a process can only be in one: view_test).
 */
TEST_F(fwd, slices_cannot_share_clients)
{
	int status;
	pid_t pid;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	ASSERT_EQ(NVRM_OK, open_client(self));
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		uint32_t kib, h = 0x5c000200;
		int other = nvrm_open("/dev/gpuslice/u", "nvidiactl");

		if (other < 0)
			_exit(1);
		if (nvrm_fb_info(other, self->client, NVRM_FB_HEAP_FREE,
				 &kib) == NVRM_OK)
			_exit(2);
		if (nvrm_alloc(other, self->client, NVRM_H_DEV, &h, 0x40,
			       NULL) == NVRM_OK)
			_exit(3);
		if (nvrm_free(other, self->client, NVRM_H_DEV) == NVRM_OK)
			_exit(4);
		_exit(0);
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_EQ(0, WEXITSTATUS(status));
	EXPECT_EQ(NVRM_OK, nvrm_fb_info(self->ctl, self->client,
					NVRM_FB_HEAP_FREE, &(uint32_t){ 0 }));
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/*
 * A file of @dir opened by another process (it cannot be this one's: one
 * process, one slice) and passed over a socket, as shareable handles are.
 */
static int fd_of_another(const char *dir, const char *name)
{
	char cbuf[CMSG_SPACE(sizeof(int))];
	struct msghdr msg = { 0 };
	struct cmsghdr *cm;
	struct iovec iov;
	int sv[2], fd = -1;
	char c = 0;
	pid_t pid;

	if (socketpair(AF_UNIX, SOCK_DGRAM, 0, sv))
		return -1;
	iov.iov_base = &c;
	iov.iov_len = 1;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	msg.msg_control = cbuf;
	msg.msg_controllen = sizeof(cbuf);
	pid = fork();
	if (pid == 0) {
		fd = nvrm_open(dir, name);
		if (fd < 0)
			_exit(1);
		cm = CMSG_FIRSTHDR(&msg);
		cm->cmsg_level = SOL_SOCKET;
		cm->cmsg_type = SCM_RIGHTS;
		cm->cmsg_len = CMSG_LEN(sizeof(int));
		memcpy(CMSG_DATA(cm), &fd, sizeof(int));
		_exit(sendmsg(sv[1], &msg, 0) == 1 ? 0 : 1);
	}
	if (pid > 0 && recvmsg(sv[0], &msg, 0) == 1) {
		cm = CMSG_FIRSTHDR(&msg);
		if (cm && cm->cmsg_type == SCM_RIGHTS)
			memcpy(&fd, CMSG_DATA(cm), sizeof(int));
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	close(sv[0]);
	close(sv[1]);
	return fd;
}

/* The slice shows who has its files open. */
TEST_F(fwd, show_lists_open_files_and_processes)
{
	char cmd[128];
	int gpu;

	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	gpu = nvrm_open(SLICE_DIR, "nvidia0");
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, gpu);
	snprintf(cmd, sizeof(cmd),
		 "gpuslice show t --json | grep -q '\"open_files\":2,\"processes\":\\[%d\\]'",
		 getpid());
	EXPECT_EQ(0, sh("%s", cmd));
	close(gpu);
	EXPECT_EQ(0, sh("gpuslice show t --json | grep -q '\"open_files\":1,'"));
}

/* In use: deletion refused; forced: every later call fails, all is freed. */
TEST_F(fwd, forced_delete_revokes)
{
	struct nvrm_memparams p;
	uint32_t kib;
	void *m;

	ASSERT_EQ(NVRM_OK, open_client(self));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, 0x5c000100,
					 256 * MiB, 0, &p));
	EXPECT_EQ(1, sh("gpuslice delete t"));
	EXPECT_EQ(0, access(SLICE_DIR "/nvidiactl", F_OK));
	EXPECT_EQ(256 * MiB, vmenv_nvsim_fb_used(0));

	ASSERT_EQ(0, sh("gpuslice delete t --force"));
	EXPECT_NE(0, access(SLICE_DIR, F_OK));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
	EXPECT_EQ(NVRM_ERRNO(ENODEV),
		  nvrm_fb_info(self->ctl, self->client, NVRM_FB_HEAP_FREE,
			       &kib));
	m = mmap(NULL, 4096, PROT_READ, MAP_SHARED, self->ctl, 0);
	EXPECT_EQ(MAP_FAILED, m);
	EXPECT_EQ(ENODEV, errno);
	EXPECT_EQ(0, close(self->ctl));
	self->ctl = -1;
}

struct hammer {
	int fd;
	uint32_t client;
	long ok, gone, other;
};

static bool stop;

static void *hammer_fn(void *arg)
{
	struct hammer *h = arg;
	uint32_t kib, st;

	while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) {
		st = nvrm_fb_info(h->fd, h->client, NVRM_FB_HEAP_FREE, &kib);
		if (st == NVRM_OK)
			h->ok++;
		else if (st == NVRM_ERRNO(ENODEV))
			h->gone++;
		else
			h->other++;
	}
	return NULL;
}

/* Revocation while calls are in flight: they finish or fail, nothing else. */
TEST_F(fwd, forced_delete_under_load)
{
	struct hammer h[4];
	pthread_t t[4];
	int i;

	ASSERT_EQ(NVRM_OK, open_client(self));
	__atomic_store_n(&stop, false, __ATOMIC_RELAXED);
	for (i = 0; i < 4; i++) {
		h[i] = (struct hammer){ .fd = self->ctl, .client = self->client };
		ASSERT_EQ(0, pthread_create(&t[i], NULL, hammer_fn, &h[i]));
	}
	usleep(200000);
	ASSERT_EQ(0, sh("gpuslice delete t --force"));
	usleep(100000);
	__atomic_store_n(&stop, true, __ATOMIC_RELAXED);
	for (i = 0; i < 4; i++) {
		ASSERT_EQ(0, pthread_join(t[i], NULL));
		EXPECT_LT(0, h[i].ok);
		EXPECT_LT(0, h[i].gone);
		EXPECT_EQ(0, h[i].other);
	}
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
}

/* REGISTER_FD: the slice's own ctl file is translated; no other file is. */
TEST_F(fwd, register_fd_translates_only_own_ctl)
{
	int gpu, gpu2, other, pipefd[2];
	int32_t arg;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	gpu = nvrm_open(SLICE_DIR, "nvidia0");
	gpu2 = nvrm_open(SLICE_DIR, "nvidia0");
	other = fd_of_another("/dev/gpuslice/u", "nvidiactl");
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, gpu);
	ASSERT_LE(0, gpu2);
	ASSERT_LE(0, other);
	ASSERT_EQ(0, pipe(pipefd));

	/* The driver's own answer to files that are not its ctl files. */
	EXPECT_EQ(-EINVAL, nvrm_register_fd(gpu, pipefd[0]));
	EXPECT_EQ(-EINVAL, nvrm_register_fd(gpu, other));
	EXPECT_EQ(-EINVAL, nvrm_register_fd(gpu, gpu2));
	EXPECT_EQ(-EINVAL, nvrm_register_fd(gpu, 9999));
	/* The slice's own ctl file is translated, and the driver takes it. */
	EXPECT_EQ(0, nvrm_register_fd(gpu, self->ctl));
	/* The caller's fd number is back in its argument. */
	arg = self->ctl;
	EXPECT_EQ(0, ioctl(gpu2, _IOC(_IOC_READ | _IOC_WRITE, 'F', 0xc9, 4),
			   &arg));
	EXPECT_EQ(self->ctl, arg);
	close(pipefd[0]);
	close(pipefd[1]);
	close(gpu);
	close(gpu2);
	close(other);
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/* RM_MAP_MEMORY names the file to mmap: translated, then the mmap works. */
TEST_F(fwd, map_memory_through_the_slice)
{
	struct nvrm_memparams p = { 0 };
	int m1, m2, other;
	uint8_t *a, *b;
	uint32_t h = 0x5c000100;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	self->gpu = nvrm_open(SLICE_DIR, "nvidia0");
	m1 = nvrm_open(SLICE_DIR, "nvidiactl");
	m2 = nvrm_open(SLICE_DIR, "nvidiactl");
	other = fd_of_another("/dev/gpuslice/u", "nvidiactl");
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, m2);
	ASSERT_LE(0, other);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
	p.flags = 0xc001;
	p.attr = 0x3a000000;
	p.size = 2 * MiB;
	ASSERT_EQ(NVRM_OK, nvrm_alloc(self->ctl, self->client, NVRM_H_DEV, &h,
				      0x3e, &p));

	/* Another slice's file is refused as the driver refuses foreign files. */
	EXPECT_EQ(0x1f, nvrm_map_memory(self->ctl, self->client, NVRM_H_DEV,
					h, 2 * MiB, other));
	EXPECT_EQ(NVRM_OK, nvrm_map_memory(self->ctl, self->client, NVRM_H_DEV,
					   h, 2 * MiB, m1));
	EXPECT_EQ(NVRM_OK, nvrm_map_memory(self->ctl, self->client, NVRM_H_DEV,
					   h, 2 * MiB, m2));
	a = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, m1, 0);
	b = mmap(NULL, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED, m2, 0);
	ASSERT_NE(MAP_FAILED, a);
	ASSERT_NE(MAP_FAILED, b);
	memset(a, 0x5a, 2 * MiB);
	EXPECT_EQ(0x5a, b[2 * MiB - 1]);
	b[4242] = 9;
	EXPECT_EQ(9, a[4242]);
	munmap(a, 2 * MiB);
	munmap(b, 2 * MiB);
	close(m1);
	close(m2);
	close(other);
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/*
 * A racing thread of the caller's process: every way it has into the fd
 * table of the thread making translated calls. @tries counts its attempts,
 * @stolen what it got that is a driver file (char major 195).
 */
struct thief {
	pid_t tid;		/* the thread making the calls */
	int lo, hi;		/* fd numbers to try */
	long tries;
	int stolen;
};

static bool stop_thief;

static void keep_if_driver_file(struct thief *t, int fd)
{
	struct stat st;

	if (fd < 0)
		return;
	if (!fstat(fd, &st) && S_ISCHR(st.st_mode) &&
	    major(st.st_rdev) == 195)
		t->stolen++;
	close(fd);
}

static void *thief_fn(void *arg)
{
	struct thief *t = arg;
	int pidfd = syscall(SYS_pidfd_open, getpid(), 0);
	char path[64];
	int fd;

	while (!__atomic_load_n(&stop_thief, __ATOMIC_RELAXED)) {
		for (fd = t->lo; fd < t->hi; fd++) {
			/* its own table, shared with the caller */
			keep_if_driver_file(t, dup(fd));
			/* the calling thread's, as the leader's */
			keep_if_driver_file(t, syscall(SYS_pidfd_getfd, pidfd,
						       fd, 0));
			/* and as /proc shows it */
			snprintf(path, sizeof(path), "/proc/self/task/%d/fd/%d",
				 t->tid, fd);
			keep_if_driver_file(t, open(path, O_RDWR));
			t->tries += 3;
		}
	}
	close(pidfd);
	return NULL;
}

/*
 * The real files the driver finds during a translated call, or while a
 * device is allocated, are out of reach of the caller's other threads:
 * they look through its fd table, pidfd_getfd and /proc, and find nothing
 * of the driver's.
 */
TEST_F(fwd, translations_are_out_of_reach)
{
	struct thief t = { .tid = gettid(), .lo = 0, .hi = 24 };
	uint32_t h;
	pthread_t th;
	int gpu, i;

	ASSERT_EQ(NVRM_OK, open_client(self));
	__atomic_store_n(&stop_thief, false, __ATOMIC_RELAXED);
	ASSERT_EQ(0, pthread_create(&th, NULL, thief_fn, &t));
	for (i = 0; i < 1000; i++) {
		gpu = nvrm_open(SLICE_DIR, "nvidia0");
		ASSERT_LE(0, gpu);
		EXPECT_EQ(0, nvrm_register_fd(gpu, self->ctl));
		ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, gpu, &h));
		ASSERT_EQ(NVRM_OK, nvrm_free(self->ctl, h, h));
		close(gpu);
	}
	__atomic_store_n(&stop_thief, true, __ATOMIC_RELAXED);
	ASSERT_EQ(0, pthread_join(th, NULL));
	TH_LOG("%d calls of each kind, %ld tries, %d driver files taken", i,
	       t.tries, t.stolen);
	EXPECT_LT(1000, t.tries);
	EXPECT_EQ(0, t.stolen);
}

static bool pids_hold(const uint32_t *p, pid_t pid)
{
	uint32_t i;

	for (i = 0; i < p[2]; i++)
		if (p[3 + i] == (uint32_t)pid)
			return true;
	return false;
}

/* GPU_GET_PIDS (class id 0x2080) and GET_PID_INFO of one pid. */
static uint32_t get_pids(int ctl, uint32_t client, uint32_t *p)
{
	memset(p, 0, 3812);
	p[1] = 0x2080;
	return nvrm_control(ctl, client, NVRM_H_SUBDEV, 0x2080018d, p, 3812);
}

static uint64_t pid_mem(int ctl, uint32_t client, pid_t pid)
{
	static uint8_t p[14408];
	uint64_t mem;

	memset(p, 0, sizeof(p));
	p[0] = 1;
	memcpy(p + 8, &pid, 4);
	if (nvrm_control(ctl, client, NVRM_H_SUBDEV, 0x2080018e, p, sizeof(p)))
		return ~0ULL;
	memcpy(&mem, p + 8 + 16, 8);
	return mem;
}

/* nvidia-smi through a slice lists the slice's processes and no others. */
TEST_F(fwd, process_queries_show_only_the_slice)
{
	static uint32_t p[3812 / 4];
	pid_t in_t, in_u, in_d;
	int direct, dgpu;
	uint32_t dclient;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	in_t = nvrm_holder(SLICE_DIR, 64 * MiB);
	in_u = nvrm_holder("/dev/gpuslice/u", 64 * MiB);
	in_d = nvrm_holder("/dev", 64 * MiB);
	ASSERT_LT(0, in_t);
	ASSERT_LT(0, in_u);
	ASSERT_LT(0, in_d);
	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	self->gpu = nvrm_open(SLICE_DIR, "nvidia0");
	direct = nvrm_open("/dev", "nvidiactl");
	dgpu = nvrm_open("/dev", "nvidia0");
	ASSERT_LE(0, self->ctl);
	ASSERT_LE(0, direct);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(direct, dgpu, &dclient));

	/* The driver itself sees everyone ... */
	ASSERT_EQ(NVRM_OK, get_pids(direct, dclient, p));
	EXPECT_TRUE(pids_hold(p, in_t));
	EXPECT_TRUE(pids_hold(p, in_u));
	EXPECT_TRUE(pids_hold(p, in_d));
	EXPECT_EQ(64 * MiB, pid_mem(direct, dclient, in_u));

	/* ... the slice shows itself only. */
	ASSERT_EQ(NVRM_OK, get_pids(self->ctl, self->client, p));
	EXPECT_EQ(2, p[2]);
	EXPECT_TRUE(pids_hold(p, in_t));
	EXPECT_TRUE(pids_hold(p, getpid()));
	EXPECT_FALSE(pids_hold(p, in_u));
	EXPECT_FALSE(pids_hold(p, in_d));
	EXPECT_EQ(64 * MiB, pid_mem(self->ctl, self->client, in_t));
	EXPECT_EQ(0, pid_mem(self->ctl, self->client, in_u));
	EXPECT_EQ(0, pid_mem(self->ctl, self->client, in_d));

	nvrm_reap(in_t);
	nvrm_reap(in_u);
	nvrm_reap(in_d);
	close(dgpu);
	close(direct);
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/*
 * A child in @dir that dups @hobj of @hclient as CUDA's IPC importer does,
 * reports the status on @rep and, with @hold, keeps the dup until killed.
 */
static pid_t importer(const char *dir, uint32_t hclient, uint32_t hobj,
		      bool hold, uint32_t *status)
{
	int rep[2];
	pid_t pid;

	if (pipe(rep))
		return -1;
	pid = fork();
	if (pid == 0) {
		uint32_t client, st = NVRM_ERRNO(ENODEV);
		int ctl = nvrm_open(dir, "nvidiactl");
		int gpu = nvrm_open(dir, "nvidia0");

		if (ctl >= 0 && !nvrm_setup_client(ctl, gpu, &client))
			st = nvrm_dup(ctl, client, NVRM_H_DEV, hobj, hclient,
				      hobj);
		if (write(rep[1], &st, sizeof(st)) != sizeof(st))
			_exit(1);
		while (hold)
			pause();
		_exit(0);
	}
	close(rep[1]);
	if (pid < 0 || read(rep[0], status, sizeof(*status)) != sizeof(*status))
		*status = NVRM_ERRNO(EIO);
	close(rep[0]);
	if (!hold && pid > 0)
		waitpid(pid, NULL, 0);
	return pid;
}

/*
 * CUDA's IPC (RM_SHARE with policy ALL, RM_DUP_OBJECT in the importer)
 * works within a slice and is charged once, to whoever holds the memory;
 * from another slice the dup is refused as RM refuses one it does not
 * allow.
 */
TEST_F(fwd, ipc_stays_within_the_slice)
{
	struct nvrm_memparams p;
	uint32_t h = 0x5c000300, st;
	pid_t in_t;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	ASSERT_EQ(NVRM_OK, open_client(self));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, h, 64 * MiB,
					 0, &p));
	ASSERT_EQ(NVRM_OK, nvrm_share(self->ctl, self->client, h,
				      NVRM_SHARE_ALL, self->client,
				      NVRM_ACCESS_DUP));

	importer("/dev/gpuslice/u", self->client, h, false, &st);
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS, st);
	EXPECT_EQ(0, vmenv_slice_used("u"));

	in_t = importer(SLICE_DIR, self->client, h, true, &st);
	ASSERT_LT(0, in_t);
	EXPECT_EQ(NVRM_OK, st);
	EXPECT_EQ(64 * MiB, vmenv_slice_used("t"));
	/* The exporter lets go: the importer holds it, still charged once. */
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, h));
	EXPECT_EQ(64 * MiB, vmenv_slice_used("t"));
	nvrm_reap(in_t);
	EXPECT_EQ(0, vmenv_slice_used("t"));
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/*
 * Shares that would reach past the slice are refused: by user id (every
 * container's root is uid 0), with another slice's client, and of an
 * object of a client that is not the slice's; through the client's share
 * controls, ALL too (only RM_SHARE's ALL is kept within the slice).
 */
TEST_F(fwd, shares_stay_within_the_slice)
{
	/* RS_SHARE_POLICY {target, accessMask, type}, after hObject in obj */
	uint32_t pol[3] = { 0, NVRM_ACCESS_DUP }, obj[4] = { 0, 0, NVRM_ACCESS_DUP };
	struct nvrm_memparams p;
	uint32_t h = 0x5c000300, st, foreign;
	pid_t in_u;

	ASSERT_EQ(0, sh("gpuslice create u --gpu 0 --memory 1GiB"));
	ASSERT_EQ(NVRM_OK, open_client(self));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, h, 2 * MiB,
					 0, &p));
	/* A client of slice u: the importer's, whose dup fails harmlessly. */
	in_u = importer("/dev/gpuslice/u", self->client, h, true, &st);
	ASSERT_LT(0, in_u);
	foreign = self->client + 1;

	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_share(self->ctl, self->client, h, NVRM_SHARE_OS_TOKEN, 0,
			     NVRM_ACCESS_DUP));
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_share(self->ctl, self->client, h, NVRM_SHARE_CLIENT,
			     foreign, NVRM_ACCESS_DUP));
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_share(self->ctl, foreign, NVRM_H_DEV, NVRM_SHARE_ALL, 0,
			     NVRM_ACCESS_DUP));
	EXPECT_EQ(NVRM_OK, nvrm_share(self->ctl, self->client, h,
				      NVRM_SHARE_PID, 0, NVRM_ACCESS_DUP));

	/* The same through the client's controls, ALL included. */
	pol[2] = NVRM_SHARE_ALL;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_control(self->ctl, self->client, self->client,
			       CTRL_SET_INHERITED_SHARE_POLICY, pol, 12));
	obj[0] = h;
	obj[3] = NVRM_SHARE_ALL;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_control(self->ctl, self->client, self->client,
			       CTRL_SHARE_OBJECT, obj, sizeof(obj)));
	pol[0] = foreign;
	pol[2] = NVRM_SHARE_CLIENT;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_control(self->ctl, self->client, self->client,
			       CTRL_SET_INHERITED_SHARE_POLICY, pol, 12));
	pol[2] = NVRM_SHARE_PID;
	EXPECT_EQ(NVRM_OK,
		  nvrm_control(self->ctl, self->client, self->client,
			       CTRL_SET_INHERITED_SHARE_POLICY, pol, 12));
	nvrm_reap(in_u);
	EXPECT_EQ(0, sh("gpuslice delete u"));
}

/*
 * CUDA's POSIX-fd shareable handles (cuMemExportToShareableHandle) are not
 * supported through a slice (docs/design.md, "Export files"): every
 * control of an export file is refused as RM refuses what it does not
 * allow, the file made is an empty ctl file, and no memory moves.
 */
TEST_F(fwd, export_files_are_refused)
{
	struct nvrm_create_export_fd cr = {
		.hdevice = NVRM_H_DEV, .max_objects = 1,
		.metadata = "cuMemExport",
	};
	struct nvrm_import_objects im = {
		.hparent = NVRM_H_DEV, .num_objects = 1,
		.objects = { 0x5c000400 },
	};
	struct {
		uint32_t type, hdevice, hparent, hobject;
		int32_t fd;
		uint32_t flags;
	} one = { .type = 1, .hdevice = NVRM_H_DEV, .hparent = NVRM_H_DEV };
	uint32_t h = 0x5c000300, imported = 0x5c000401;
	struct nvrm_memparams p;
	uint8_t type;
	int ex;

	ASSERT_EQ(NVRM_OK, open_client(self));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->ctl, self->client, h, 64 * MiB,
					 0, &p));
	ex = nvrm_export_open(SLICE_DIR);
	ASSERT_LE(0, ex);
	cr.fd = ex;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_export_call(self->ctl, self->client,
				   NVRM_CREATE_EXPORT_FD, &cr));
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_export_one(self->ctl, self->client, ex, h, 1, NULL));
	one.hobject = h;
	one.fd = ex;
	/* EXPORT_OBJECT_TO_FD, the one-object form */
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_control(self->ctl, self->client, self->client, 0x3d05,
			       &one, sizeof(one)));
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_import_one(self->ctl, self->client, ex, &imported, NULL,
				  &type));
	im.fd = ex;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_export_call(self->ctl, self->client,
				   NVRM_IMPORT_OBJECTS, &im));

	EXPECT_EQ(64 * MiB, vmenv_slice_used("t"));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, self->client, h));
	EXPECT_EQ(0, vmenv_slice_used("t"));
	EXPECT_EQ(0, vmenv_nvsim_fb_used(0));
	close(ex);
}

/* UVM_REGISTER_GPU of GPU 0; NVRM_OK or the refusal */
static uint32_t uvm_register_gpu0(int uvm, int ctl)
{
	struct {
		uint8_t uuid[16];
		uint8_t numa_enabled, pad[3];
		int32_t numa_node, ctrl_fd;
		uint32_t hclient, hsmc, status;
	} a = { .ctrl_fd = ctl };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return nvuvm_call(uvm, 0x25, &a, offsetof(__typeof__(a), status));
}

/*
 * The driver lets a process allocate a device, or UVM register a GPU, only
 * while it has the GPU open. Through a slice that means the slice's node
 * of the GPU: the real node itself does not count, so no file of the
 * driver's can get a slice's client onto a GPU that is not the slice's.
 */
TEST_F(fwd, gpus_open_only_through_the_slice)
{
	uint8_t unreg[20] = { 0 };
	uint64_t init = 0;
	uint32_t h;
	int direct, uvm;

	self->ctl = nvrm_open(SLICE_DIR, "nvidiactl");
	ASSERT_LE(0, self->ctl);
	direct = nvrm_open_gpu();
	ASSERT_LE(0, direct);
	/* nvrm_setup_client() checks only that the fd is open */
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_setup_client(self->ctl, direct, &h));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, h, h));

	self->gpu = nvrm_open(SLICE_DIR, "nvidia0");
	ASSERT_LE(0, self->gpu);
	ASSERT_EQ(NVRM_OK, nvrm_setup_client(self->ctl, self->gpu,
					     &self->client));
	uvm = nvrm_open(SLICE_DIR, "nvidia-uvm");
	ASSERT_LE(0, uvm);
	ASSERT_EQ(NVRM_OK, nvuvm_call(uvm, 0x30000001, &init, 8));
	EXPECT_EQ(NVRM_OK, uvm_register_gpu0(uvm, self->ctl));
	memcpy(unreg, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, nvuvm_call(uvm, 0x26, unreg, 16));

	close(self->gpu);
	self->gpu = -1;
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  nvrm_setup_client(self->ctl, direct, &h));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->ctl, h, h));
	EXPECT_EQ(GS_INSUFFICIENT_PERMISSIONS,
		  uvm_register_gpu0(uvm, self->ctl));
	close(uvm);
	close(direct);
}

/* Opening a node whose real node does not exist fails like the open would. */
TEST_F(fwd, uvm_node_follows_the_real_one)
{
	int fd = nvrm_open(SLICE_DIR, "nvidia-uvm");
	bool real = access("/dev/nvidia-uvm", F_OK) == 0;

	if (real) {
		EXPECT_LE(0, fd);
	} else {
		EXPECT_EQ(-1, fd);
		EXPECT_EQ(ENOENT, errno);
	}
	if (fd >= 0)
		close(fd);
}

TEST_HARNESS_MAIN
