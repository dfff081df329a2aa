// SPDX-License-Identifier: GPL-2.0
/*
 * nvsim's nvidia-uvm, driven with raw ioctls laid out as CUDA sends them:
 * every command the H100 traces issue with good and bad inputs, managed
 * memory and its GPU residency (UVM_MIGRATE), HEAP_FREE following it, and
 * clean-up on munmap, close and kill -9. Runs as root in the test VM with
 * nvsim.ko loaded.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>

#include <kselftest_harness.h>

#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

/* The commands: the description's GS_ABI_UVM_* */
#define UVM_MAP_DYNAMIC_PARALLELISM	GS_ABI_UVM_MAP_DYNAMIC_PARALLELISM_REGION

/* what nvidia-uvm answers a command it does not route (uvm_test_ioctl) */
#define ERRNO_NO_CMD	38

/* handles as CUDA picks them */
#define H_VAS		(GS_ABI_CUDA_HANDLE_BASE + 0x09)
#define H_VAS2		(GS_ABI_CUDA_HANDLE_BASE + 0x0a)
#define H_TSG		(GS_ABI_CUDA_HANDLE_BASE + 0x15)
#define H_SHARE		(GS_ABI_CUDA_HANDLE_BASE + 0x16)
#define H_CHAN		(GS_ABI_CUDA_HANDLE_BASE + 0x1c)
#define H_CHAN2		(GS_ABI_CUDA_HANDLE_BASE + 0x1d)
#define H_MEM		(GS_ABI_CUDA_HANDLE_BASE + 0x100)

#define MiB		(1ULL << 20)

struct uvm_init { uint64_t flags; uint32_t status, pad; };
struct uvm_mm_init { int32_t fd; uint32_t status; };
struct uvm_reg_gpu {
	uint8_t uuid[16];
	uint8_t numa_enabled, pad[3];
	int32_t numa_node, ctrl_fd;
	uint32_t hclient, hsmc, status;
};
struct uvm_reg_vas {
	uint8_t uuid[16];
	int32_t ctrl_fd;
	uint32_t hclient, hvas, status;
};
struct uvm_uuid { uint8_t uuid[16]; uint32_t status; };
struct uvm_reg_chan {
	uint8_t uuid[16];
	int32_t ctrl_fd;
	uint32_t hclient, hchan, pad;
	uint64_t base, length;
	uint32_t status, pad2;
};
struct uvm_unreg_chan { uint8_t uuid[16]; uint32_t hclient, hchan, status; };
struct uvm_range { uint64_t base, length; uint32_t status, pad; };
struct uvm_range_uuid {
	uint64_t base, length;
	uint8_t uuid[16];
	uint32_t status, pad;
};
struct uvm_pref {
	uint64_t base, length;
	uint8_t uuid[16];
	int32_t nid;
	uint32_t status;
};
struct uvm_group { uint64_t id; uint32_t status, pad; };
struct uvm_set_group { uint64_t id, base, length; uint32_t status, pad; };
struct uvm_migrate {
	uint64_t base, length;
	uint8_t uuid[16];
	uint32_t flags, pad;
	uint64_t sema;
	uint32_t payload;
	int32_t nid;
	uint64_t start_out, length_out;
	uint32_t status, pad2;
};
struct uvm_attr {
	uint8_t uuid[16];
	uint32_t mapping, caching, format, element_bits, compression;
};
struct uvm_sema_pool {
	uint64_t base, length;
	struct uvm_attr attrs[GS_ABI_MAX_UVM_MAX_GPUS];
	uint64_t count;
	uint32_t status, pad;
};

/*
 * The structs are the layouts of the default version (580, the largest of
 * every versioned one): the version tests at the end lay out the others
 * from the description.
 */
#define LAYOUT(type, cmd, size)						\
	_Static_assert(sizeof(struct type) == (size) &&			\
		       offsetof(struct type, status) ==			\
		       GS_ABI_##cmd##_RMSTATUS_AT, #cmd)
#define VLAYOUT(type, cmd)						\
	_Static_assert(sizeof(struct type) == GS_ABI_MAX_##cmd##_SIZE &&	\
		       offsetof(struct type, status) ==			\
		       GS_ABI_MAX_##cmd##_RMSTATUS_AT, #cmd)
LAYOUT(uvm_init, UVM_INITIALIZE, GS_ABI_UVM_INITIALIZE_SIZE);
LAYOUT(uvm_mm_init, UVM_MM_INITIALIZE, GS_ABI_UVM_MM_INITIALIZE_SIZE);
LAYOUT(uvm_reg_gpu, UVM_REGISTER_GPU, GS_ABI_UVM_REGISTER_GPU_SIZE);
LAYOUT(uvm_reg_vas, UVM_REGISTER_GPU_VASPACE,
       GS_ABI_UVM_REGISTER_GPU_VASPACE_SIZE);
LAYOUT(uvm_uuid, UVM_UNREGISTER_GPU, GS_ABI_UVM_UNREGISTER_GPU_SIZE);
LAYOUT(uvm_reg_chan, UVM_REGISTER_CHANNEL, GS_ABI_UVM_REGISTER_CHANNEL_SIZE);
VLAYOUT(uvm_unreg_chan, UVM_UNREGISTER_CHANNEL);
LAYOUT(uvm_range, UVM_VALIDATE_VA_RANGE, GS_ABI_UVM_VALIDATE_VA_RANGE_SIZE);
LAYOUT(uvm_range_uuid, UVM_SET_ACCESSED_BY, GS_ABI_UVM_SET_ACCESSED_BY_SIZE);
_Static_assert(sizeof(struct uvm_pref) ==
	       GS_ABI_UVM_SET_PREFERRED_LOCATION_SIZE &&
	       offsetof(struct uvm_pref, status) ==
	       GS_ABI_MAX_UVM_SET_PREFERRED_LOCATION_RMSTATUS_AT,
	       "SET_PREFERRED_LOCATION");
LAYOUT(uvm_group, UVM_CREATE_RANGE_GROUP, GS_ABI_UVM_CREATE_RANGE_GROUP_SIZE);
LAYOUT(uvm_set_group, UVM_SET_RANGE_GROUP, GS_ABI_UVM_SET_RANGE_GROUP_SIZE);
LAYOUT(uvm_migrate, UVM_MIGRATE, GS_ABI_UVM_MIGRATE_SIZE);
VLAYOUT(uvm_sema_pool, UVM_ALLOC_SEMAPHORE_POOL);
_Static_assert(sizeof(struct nvuvm_map_external) ==
	       GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE, "MAP_EXTERNAL");

static void put32(void *buf, uint32_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, uint32_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static uint32_t get32(const void *buf, uint32_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

#define CALL(fd, cmd, s) \
	nvuvm_call(fd, cmd, &(s), offsetof(__typeof__(s), status))

static uint32_t uvm_init(int fd, uint64_t flags)
{
	struct uvm_init a = { .flags = flags };

	return CALL(fd, GS_ABI_UVM_INITIALIZE, a);
}

static uint32_t uvm_mm_init(int fd, int uvm_fd)
{
	struct uvm_mm_init a = { .fd = uvm_fd };

	return CALL(fd, GS_ABI_UVM_MM_INITIALIZE, a);
}

static uint32_t reg_gpu(int fd, const uint8_t *uuid)
{
	struct uvm_reg_gpu a = { .ctrl_fd = -1 };

	memcpy(a.uuid, uuid, 16);
	return CALL(fd, GS_ABI_UVM_REGISTER_GPU, a);
}

static uint32_t reg_vas(int fd, uint32_t hclient, uint32_t hvas)
{
	struct uvm_reg_vas a = { .ctrl_fd = 12345, .hclient = hclient,
				 .hvas = hvas };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, GS_ABI_UVM_REGISTER_GPU_VASPACE, a);
}

static uint32_t uuid_cmd(int fd, unsigned long cmd, const uint8_t *uuid)
{
	struct uvm_uuid a;

	memcpy(a.uuid, uuid, 16);
	return CALL(fd, cmd, a);
}

static uint32_t range_cmd(int fd, unsigned long cmd, uint64_t base,
			  uint64_t length)
{
	struct uvm_range a = { .base = base, .length = length };

	return CALL(fd, cmd, a);
}

static uint32_t range_uuid_cmd(int fd, unsigned long cmd, uint64_t base,
			       uint64_t length, const uint8_t *uuid)
{
	struct uvm_range_uuid a = { .base = base, .length = length };

	memcpy(a.uuid, uuid, 16);
	return CALL(fd, cmd, a);
}

static uint32_t migrate(int fd, void *base, uint64_t length,
			const uint8_t *uuid)
{
	struct uvm_migrate a = { .base = (uintptr_t)base, .length = length,
				 .nid = -1 };

	memcpy(a.uuid, uuid, 16);
	return CALL(fd, GS_ABI_UVM_MIGRATE, a);
}

static uint32_t map_ext(int fd, uint64_t base, uint64_t length,
			uint32_t hclient, uint32_t hmem, uint64_t count)
{
	static struct nvuvm_map_external a;

	nvuvm_map_external_args(&a, base, length, hclient, hmem);
	a.count = count;
	return CALL(fd, GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION, a);
}

/*
 * An RM client (device, subdevice, CUDA's VA space) and a UVM file on it,
 * with /dev/nvidia0 held open as CUDA holds it: device allocation and GPU
 * registration need it.
 */
struct env {
	int ctl, gpu, uvm;
	uint32_t hclient;
};

/*
 * What UVM's registration of a GPU keeps of its framebuffer while any VA
 * space has it registered, in KiB (measured on the GH100; nvsim's fb.c).
 */
#define UVM_REG_KIB	3264

static int env_up(struct env *e, bool with_vas)
{
	memset(e, 0, sizeof(*e));
	e->ctl = nvrm_open_ctl();
	e->gpu = nvrm_open_gpu();
	e->uvm = nvuvm_open();
	if (e->ctl < 0 || e->uvm < 0 ||
	    nvrm_setup_client(e->ctl, e->gpu, &e->hclient) ||
	    nvrm_alloc_vaspace(e->ctl, e->hclient, H_VAS,
				   GS_ABI_CUDA_VASPACE_FLAGS) ||
	    uvm_init(e->uvm, 0) || reg_gpu(e->uvm, nvuvm_gpu0_uuid))
		return -1;
	if (with_vas && reg_vas(e->uvm, e->hclient, H_VAS))
		return -1;
	return 0;
}

static void env_down(struct env *e)
{
	close(e->uvm);
	close(e->gpu);
	close(e->ctl);
}

/* Managed memory resident on GPU 0, for this process (debugfs "uvm"). */
static long long resident_bytes(pid_t pid)
{
	FILE *f = fopen("/sys/kernel/debug/nvsim/uvm", "r");
	long long sum = 0, v;
	char line[160];
	int p;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "va_space pid %d gpu 0 resident %lld",
			   &p, &v) == 2 && p == pid)
			sum += v;
	fclose(f);
	return sum;
}

/* GPU 0's managed bytes (debugfs "fb", its "uvm" field). */
static long long fb_uvm(void)
{
	FILE *f = fopen("/sys/kernel/debug/nvsim/fb", "r");
	unsigned long long t, u, h, fr, uvm;
	int n = 0;

	if (!f)
		return -1;
	n = fscanf(f, "gpu 0 total %llu used %llu hidden %llu free %llu uvm %llu",
		   &t, &u, &h, &fr, &uvm);
	fclose(f);
	return n == 5 ? (long long)uvm : -1;
}

TEST(devices)
{
	struct stat a, b;

	ASSERT_EQ(0, stat("/dev/nvidia-uvm", &a));
	ASSERT_EQ(0, stat("/dev/nvidia-uvm-tools", &b));
	EXPECT_TRUE(S_ISCHR(a.st_mode));
	EXPECT_TRUE(S_ISCHR(b.st_mode));
	EXPECT_EQ(0, minor(a.st_rdev));
	EXPECT_EQ(1, minor(b.st_rdev));
	EXPECT_EQ(major(a.st_rdev), major(b.st_rdev));
	EXPECT_NE(195, major(a.st_rdev));
}

TEST(framing_and_uninitialized)
{
	int fd = nvuvm_open(), tools = open("/dev/nvidia-uvm-tools", O_RDWR);
	struct uvm_group r = { 0 };
	uint8_t big[64] = { 0 };
	char *edge;

	ASSERT_LE(0, fd);
	ASSERT_LE(0, tools);
	/* every command but INITIALIZE needs a VA space: ioctl 0 */
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, reg_gpu(fd, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, range_cmd(fd, GS_ABI_UVM_FREE, 1 << 21, 4096));
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, CALL(fd, GS_ABI_UVM_CREATE_RANGE_GROUP, r));
	/* DEINITIALIZE reads nothing; unknown commands are -ENOSYS */
	EXPECT_EQ(0, ioctl(fd, GS_ABI_UVM_DEINITIALIZE, NULL));
	EXPECT_EQ(-1, ioctl(fd, 0x7ff, big));
	EXPECT_EQ(ERRNO_NO_CMD, errno);
	EXPECT_EQ(-1, ioctl(fd, _IOWR('F', 0x17, struct uvm_group), big));
	EXPECT_EQ(ERRNO_NO_CMD, errno);
	/* the argument must be readable and writable, whole */
	EXPECT_EQ(-1, ioctl(fd, GS_ABI_UVM_INITIALIZE, NULL));
	EXPECT_EQ(EFAULT, errno);
	edge = mmap(NULL, 4 * 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, edge);
	ASSERT_EQ(0, mprotect(edge + 2 * 4096, 2 * 4096, PROT_NONE));
	EXPECT_EQ(NVRM_ERRNO(EFAULT),
		  nvuvm_call(fd, GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION, edge + 4096, 0));
	/* the tools file routes the tools commands only */
	EXPECT_EQ(-1, ioctl(tools, GS_ABI_UVM_INITIALIZE, big));
	EXPECT_EQ(EINVAL, errno);
	EXPECT_EQ(0, ioctl(tools, 0x3c, big));
	close(tools);
	close(fd);
}

TEST(initialize)
{
	int fd = nvuvm_open();

	ASSERT_LE(0, fd);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_init(fd, 4));
	EXPECT_EQ(NVRM_OK, uvm_init(fd, 1));
	EXPECT_EQ(NVRM_OK, uvm_init(fd, 1));	/* same flags again */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_init(fd, 0));
	close(fd);
}

TEST(mm_initialize)
{
	int va = nvuvm_open(), mm = nvuvm_open(), mm2 = nvuvm_open(),
	    ctl = nvrm_open_ctl();
	int other = nvuvm_open(), null = open("/dev/null", O_RDWR);

	ASSERT_LE(0, va);
	ASSERT_LE(0, mm2);
	ASSERT_LE(0, other);
	/* uvmFd: not an fd, not UVM, an uninitialized UVM file */
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_mm_init(mm, -1));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_mm_init(mm, 999));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_mm_init(mm, ctl));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_mm_init(mm, null));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_mm_init(mm, other));
	ASSERT_EQ(NVRM_OK, uvm_init(va, 0));
	EXPECT_EQ(NVRM_OK, uvm_mm_init(mm, va));
	/* once per VA space; an MM file is no VA space */
	EXPECT_EQ(NVRM_INVALID_STATE, uvm_mm_init(mm2, va));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_init(mm, 0));
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, reg_gpu(mm, nvuvm_gpu0_uuid));
	/* a VA space file cannot become an MM file */
	EXPECT_EQ(NVRM_IN_USE, uvm_mm_init(va, va));
	/* the MM file keeps the VA space file: close it first */
	close(va);
	EXPECT_EQ(NVRM_OK, uvm_init(other, 0));
	close(mm);
	close(mm2);
	close(other);
	close(ctl);
	close(null);
}

TEST(register_gpu)
{
	int fd = nvuvm_open(), gpu = nvrm_open_gpu();
	struct uvm_reg_gpu a = { .ctrl_fd = 77 };
	uint8_t bad[16];

	ASSERT_LE(0, fd);
	ASSERT_LE(0, gpu);
	ASSERT_EQ(NVRM_OK, uvm_init(fd, 0));
	memcpy(bad, nvuvm_gpu0_uuid, 16);
	bad[3] ^= 0xff;
	EXPECT_EQ(NVRM_GPU_UUID_NOT_FOUND, reg_gpu(fd, bad));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(fd, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, CALL(fd, GS_ABI_UVM_REGISTER_GPU, a));
	EXPECT_EQ(0, memcmp(a.uuid, nvuvm_gpu0_uuid, 16));
	EXPECT_EQ(0, a.numa_enabled);
	EXPECT_EQ(-1, a.numa_node);
	EXPECT_EQ(NVRM_INVALID_DEVICE, reg_gpu(fd, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, uuid_cmd(fd, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(fd, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, reg_gpu(fd, nvuvm_gpu0_uuid));
	close(gpu);
	close(fd);
}

/*
 * nvGpuOpsGetGpuInfo's access check: registration needs a file of the GPU
 * open in the caller's fd table at the time, nvidiactl not counting. It
 * comes after the UUID lookup and before the already-registered check,
 * and registering again is checked again.
 */
TEST(register_gpu_needs_its_gpu_open)
{
	int fd = nvuvm_open(), ctl = nvrm_open_ctl(), gpu;
	uint8_t bad[16];

	ASSERT_LE(0, fd);
	ASSERT_LE(0, ctl);
	ASSERT_EQ(NVRM_OK, uvm_init(fd, 0));
	EXPECT_EQ(NVRM_PERMISSIONS, reg_gpu(fd, nvuvm_gpu0_uuid));
	memcpy(bad, nvuvm_gpu0_uuid, 16);
	bad[3] ^= 0xff;
	EXPECT_EQ(NVRM_GPU_UUID_NOT_FOUND, reg_gpu(fd, bad));
	/* refused: not registered, nothing to unregister */
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(fd, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));

	gpu = nvrm_open_gpu();
	ASSERT_LE(0, gpu);
	EXPECT_EQ(NVRM_OK, reg_gpu(fd, nvuvm_gpu0_uuid));
	close(gpu);
	/* closed since: 0x1b comes before "already registered" */
	EXPECT_EQ(NVRM_PERMISSIONS, reg_gpu(fd, nvuvm_gpu0_uuid));
	/* the registration made stays, and unregistering needs no file */
	EXPECT_EQ(NVRM_OK, uuid_cmd(fd, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_PERMISSIONS, reg_gpu(fd, nvuvm_gpu0_uuid));
	close(ctl);
	close(fd);
}

/* A child's client and VA space, with handles sent back through a pipe. */
static pid_t foreign_vaspace(uint32_t *hclient, int *done)
{
	int up[2], down[2];
	pid_t pid;

	if (pipe(up) || pipe(down))
		return -1;
	pid = fork();
	if (!pid) {
		int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu();
		uint32_t h = 0;
		char c;

		close(up[0]);
		close(down[1]);
		if (nvrm_setup_client(ctl, gpu, &h) ||
		    nvrm_alloc_vaspace(ctl, h, H_VAS, 0x48))
			h = 0;
		if (write(up[1], &h, 4) != 4 || read(down[0], &c, 1) < 0)
			_exit(1);
		_exit(0);
	}
	close(up[1]);
	close(down[0]);
	if (read(up[0], hclient, 4) != 4)
		*hclient = 0;
	close(up[0]);
	*done = down[1];
	return pid;
}

TEST(register_gpu_vaspace)
{
	struct env e;
	uint32_t other_client;
	int done;
	pid_t pid;

	ASSERT_EQ(0, env_up(&e, false));
	/* a GPU this VA space does not know */
	EXPECT_EQ(NVRM_OK,
		  uuid_cmd(e.uvm, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE, reg_vas(e.uvm, e.hclient, H_VAS));
	ASSERT_EQ(NVRM_OK, reg_gpu(e.uvm, nvuvm_gpu0_uuid));
	/* bad client, handle, class, flags */
	EXPECT_EQ(NVRM_INVALID_CLIENT, reg_vas(e.uvm, 0xc1d0dead, H_VAS));
	EXPECT_EQ(NVRM_NOT_FOUND, reg_vas(e.uvm, e.hclient, 0x5c00dead));
	EXPECT_EQ(NVRM_INVALID_OBJECT, reg_vas(e.uvm, e.hclient, NVRM_H_DEV));
	ASSERT_EQ(NVRM_OK, nvrm_alloc_vaspace(e.ctl, e.hclient, H_VAS2, 0));
	EXPECT_EQ(NVRM_INVALID_FLAGS, reg_vas(e.uvm, e.hclient, H_VAS2));
	/* another process's VA space: RM's same-process share check */
	pid = foreign_vaspace(&other_client, &done);
	ASSERT_LT(0, pid);
	ASSERT_NE(0, other_client);
	EXPECT_EQ(NVRM_PERMISSIONS, reg_vas(e.uvm, other_client, H_VAS));
	close(done);
	waitpid(pid, NULL, 0);
	/* rmCtrlFd is never read (12345 here); then once only */
	EXPECT_EQ(NVRM_OK, reg_vas(e.uvm, e.hclient, H_VAS));
	EXPECT_EQ(NVRM_INVALID_DEVICE, reg_vas(e.uvm, e.hclient, H_VAS));
	/* the dup keeps the VA space: RM_FREE of it leaves it to UVM */
	EXPECT_EQ(NVRM_OK, nvrm_free(e.ctl, e.hclient, H_VAS));
	EXPECT_EQ(NVRM_OK,
		  uuid_cmd(e.uvm, GS_ABI_UVM_UNREGISTER_GPU_VASPACE, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(e.uvm, GS_ABI_UVM_UNREGISTER_GPU_VASPACE, nvuvm_gpu0_uuid));
	env_down(&e);
}

TEST(external_allocations)
{
	uint64_t base = 0x7f0000000000ULL, len = 64 * MiB;
	struct env e;
	int fd;
	long long before;

	ASSERT_EQ(0, env_up(&e, true));
	fd = e.uvm;
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(e.ctl, e.hclient, H_MEM, len, 0, NULL));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base + 1, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, 0, len));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base, len));
	EXPECT_EQ(NVRM_ADDRESS_IN_USE,
		  range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base + MiB, len));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, GS_ABI_UVM_VALIDATE_VA_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_VALIDATE_VA_RANGE, base, len / 2));

	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  map_ext(fd, base, len, e.hclient, H_MEM, 0));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  map_ext(fd, base, len, e.hclient, H_MEM, 257));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  map_ext(fd, base + len, len, e.hclient, H_MEM, 1));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  map_ext(fd, base, len, 0xc1d0dead, H_MEM, 1));
	EXPECT_EQ(NVRM_NOT_FOUND,
		  map_ext(fd, base, len, e.hclient, 0x5c00dead, 1));
	EXPECT_EQ(NVRM_INVALID_HANDLE,
		  map_ext(fd, base, len, e.hclient, NVRM_H_DEV, 1));
	EXPECT_EQ(NVRM_OK, map_ext(fd, base, len, e.hclient, H_MEM, 1));

	/* UVM's dup keeps the memory charged after RM_FREE */
	before = nvrm_heap_free_kib(e.ctl, e.hclient);
	EXPECT_EQ(NVRM_OK, nvrm_free(e.ctl, e.hclient, H_MEM));
	EXPECT_EQ(before, nvrm_heap_free_kib(e.ctl, e.hclient));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  range_uuid_cmd(fd, GS_ABI_UVM_UNMAP_EXTERNAL, base, len,
				 nvuvm_cpu_uuid));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_uuid_cmd(fd, GS_ABI_UVM_UNMAP_EXTERNAL, base + len, len,
				 nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(fd, GS_ABI_UVM_UNMAP_EXTERNAL, base, len,
					  nvuvm_gpu0_uuid));
	EXPECT_EQ(before + 64 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));

	/* FREE: exactly a range; managed and channel ranges are refused */
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(fd, GS_ABI_UVM_FREE, base, len / 2));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, GS_ABI_UVM_FREE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(fd, GS_ABI_UVM_FREE, base, len));
	env_down(&e);
}

TEST(external_map_freed_with_range)
{
	uint64_t base = 0x7f0000000000ULL, len = 32 * MiB;
	long long before;
	struct env e;

	ASSERT_EQ(0, env_up(&e, true));
	before = nvrm_heap_free_kib(e.ctl, e.hclient);
	ASSERT_EQ(NVRM_OK,
		  nvrm_alloc_fb(e.ctl, e.hclient, H_MEM, len, 0, NULL));
	ASSERT_EQ(NVRM_OK,
		  range_cmd(e.uvm, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base, 2 * len));
	EXPECT_EQ(NVRM_OK, map_ext(e.uvm, base, len, e.hclient, H_MEM, 1));
	EXPECT_EQ(NVRM_OK,
		  map_ext(e.uvm, base + len, len, e.hclient, H_MEM, 1));
	EXPECT_EQ(NVRM_OK, nvrm_free(e.ctl, e.hclient, H_MEM));
	EXPECT_EQ(before - 32 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));
	/* the close of the UVM file drops the dups, and the GPU */
	close(e.uvm);
	EXPECT_EQ(before + UVM_REG_KIB, nvrm_heap_free_kib(e.ctl, e.hclient));
	close(e.ctl);
}

/* A TSG in VA space H_VAS, a context share and two channels. */
static uint32_t alloc_channels(int ctl, uint32_t hclient)
{
	uint32_t tsg[5] = { 0, 0, H_VAS, 1 }, share[3] = { H_VAS, 1 };
	uint32_t chan[92] = { 0 }, h, st;

	h = H_TSG;
	st = nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A, tsg);
	h = H_SHARE;
	st = st ?: nvrm_alloc(ctl, hclient, H_TSG, &h, GS_ABI_CLS_FERMI_CONTEXT_SHARE_A, share);
	chan[6] = H_SHARE;		/* hContextShare */
	h = H_CHAN;
	st = st ?: nvrm_alloc(ctl, hclient, H_TSG, &h, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A, chan);
	chan[6] = 0;			/* the device's default VA space */
	h = H_CHAN2;
	st = st ?: nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A, chan);
	return st;
}

static uint32_t reg_chan(int fd, uint32_t hclient, uint32_t hchan,
			 uint64_t base, uint64_t len)
{
	struct uvm_reg_chan a = { .ctrl_fd = -1, .hclient = hclient,
				  .hchan = hchan, .base = base, .length = len };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, GS_ABI_UVM_REGISTER_CHANNEL, a);
}

static uint32_t unreg_chan(int fd, uint32_t hclient, uint32_t hchan)
{
	struct uvm_unreg_chan a = { .hclient = hclient, .hchan = hchan };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, GS_ABI_UVM_UNREGISTER_CHANNEL, a);
}

TEST(channels)
{
	uint64_t base = 0x204000000ULL, len = 0x52c000;
	struct env e;

	ASSERT_EQ(0, env_up(&e, false));
	ASSERT_EQ(NVRM_OK, alloc_channels(e.ctl, e.hclient));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  reg_chan(e.uvm, e.hclient, H_CHAN, 0, 0));
	ASSERT_EQ(NVRM_OK, reg_vas(e.uvm, e.hclient, H_VAS));
	EXPECT_EQ(NVRM_INVALID_CLIENT,
		  reg_chan(e.uvm, 0xc1d0dead, H_CHAN, 0, 0));
	EXPECT_EQ(NVRM_INVALID_HANDLE,
		  reg_chan(e.uvm, e.hclient, 0x5c00dead, 0, 0));
	EXPECT_EQ(NVRM_INVALID_HANDLE, reg_chan(e.uvm, e.hclient, H_TSG, 0, 0));
	/* a channel of another VA space */
	EXPECT_EQ(NVRM_INVALID_CHANNEL,
		  reg_chan(e.uvm, e.hclient, H_CHAN2, 0, 0));
	EXPECT_EQ(NVRM_OK, reg_chan(e.uvm, e.hclient, H_CHAN, base, len));
	EXPECT_EQ(NVRM_INVALID_CHANNEL,
		  reg_chan(e.uvm, e.hclient, H_CHAN, base, len));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, GS_ABI_UVM_VALIDATE_VA_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(e.uvm, GS_ABI_UVM_FREE, base, len));
	EXPECT_EQ(NVRM_OK, unreg_chan(e.uvm, e.hclient, H_CHAN));
	EXPECT_EQ(NVRM_INVALID_CHANNEL, unreg_chan(e.uvm, e.hclient, H_CHAN));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, GS_ABI_UVM_VALIDATE_VA_RANGE, base, len));
	/* registered again, then the channel freed in RM: UVM keeps it */
	EXPECT_EQ(NVRM_OK, reg_chan(e.uvm, e.hclient, H_CHAN, base, len));
	EXPECT_EQ(NVRM_OK, nvrm_free(e.ctl, e.hclient, H_TSG));
	env_down(&e);
}

TEST(range_groups_and_pools)
{
	struct uvm_group g = { 0 };
	struct uvm_set_group s = { 0 };
	static struct uvm_sema_pool pool;
	uint64_t pool_va = 0x204a00000ULL;
	struct { uint8_t access, pad[3]; uint32_t status; } pm = { .access = 0xff };
	struct env e;
	void *p;

	ASSERT_EQ(0, env_up(&e, true));
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_CREATE_RANGE_GROUP, g));
	EXPECT_EQ(1, g.id);
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_CREATE_RANGE_GROUP, g));
	EXPECT_EQ(2, g.id);
	g.id = 77;
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, GS_ABI_UVM_DESTROY_RANGE_GROUP, g));
	g.id = 1;
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_DESTROY_RANGE_GROUP, g));
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, GS_ABI_UVM_DESTROY_RANGE_GROUP, g));

	p = nvuvm_map_managed(e.uvm, 4 * MiB);
	ASSERT_NE(NULL, p);
	s.id = 2;
	s.base = (uintptr_t)p;
	s.length = 4 * MiB;
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_SET_RANGE_GROUP, s));
	s.id = 1;
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, GS_ABI_UVM_SET_RANGE_GROUP, s));
	s.id = 0;
	s.length = 8 * MiB;
	EXPECT_EQ(NVRM_INVALID_ADDRESS, CALL(e.uvm, GS_ABI_UVM_SET_RANGE_GROUP, s));

	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_PAGEABLE_MEM_ACCESS, pm));
	EXPECT_EQ(0, pm.access);	/* no HMM, no ATS */

	/* a semaphore pool, then its CPU mapping at the same address */
	pool.base = pool_va;
	pool.length = 2 * MiB;
	pool.count = 300;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  CALL(e.uvm, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL, pool));
	pool.count = 1;
	memcpy(pool.attrs[0].uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL, pool));
	EXPECT_EQ(NVRM_ADDRESS_IN_USE,
		  CALL(e.uvm, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL, pool));
	p = mmap((void *)pool_va, 2 * MiB, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED_NOREPLACE, e.uvm, pool_va);
	ASSERT_EQ((void *)pool_va, p);
	__atomic_store_n((uint32_t *)p + 1, 7, __ATOMIC_RELAXED);
	EXPECT_EQ(NVRM_OK,
		  range_cmd(e.uvm, GS_ABI_UVM_VALIDATE_VA_RANGE, pool_va, 2 * MiB));

	/* the dynamic parallelism region: one GPU page, aligned */
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_uuid_cmd(e.uvm, UVM_MAP_DYNAMIC_PARALLELISM,
				 0x7f1442e00000ULL, 0x3000, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  range_uuid_cmd(e.uvm, UVM_MAP_DYNAMIC_PARALLELISM,
				 0x7f1442e00000ULL, 0x1000, nvuvm_cpu_uuid));
	EXPECT_EQ(NVRM_OK,
		  range_uuid_cmd(e.uvm, UVM_MAP_DYNAMIC_PARALLELISM,
				 0x7f1442e00000ULL, 0x1000, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK,
		  range_cmd(e.uvm, GS_ABI_UVM_FREE, 0x7f1442e00000ULL, 0x1000));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, GS_ABI_UVM_FREE, pool_va, 2 * MiB));
	munmap(p, 2 * MiB);
	env_down(&e);
}

TEST(policies)
{
	struct uvm_pref pref = { .nid = -1 };
	struct env e;
	uint8_t other[16];
	uint64_t base;
	void *p;

	ASSERT_EQ(0, env_up(&e, true));
	p = nvuvm_map_managed(e.uvm, 8 * MiB);
	ASSERT_NE(NULL, p);
	base = (uintptr_t)p;
	memcpy(other, nvuvm_gpu0_uuid, 16);
	other[15] ^= 0x80;

	pref.base = base;
	pref.length = 8 * MiB;
	memcpy(pref.uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, pref));
	memcpy(pref.uuid, other, 16);
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  CALL(e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, pref));
	memcpy(pref.uuid, nvuvm_cpu_uuid, 16);
	pref.nid = 4000;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  CALL(e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, pref));
	pref.base = 0x100000;
	pref.nid = -1;
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  CALL(e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, pref));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, GS_ABI_UVM_UNSET_PREFERRED_LOCATION, base,
				     8 * MiB));
	EXPECT_EQ(NVRM_OK,
		  range_cmd(e.uvm, GS_ABI_UVM_ENABLE_READ_DUPLICATION, base, 4 * MiB));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, GS_ABI_UVM_DISABLE_READ_DUPLICATION, base,
				     8 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, GS_ABI_UVM_DISABLE_READ_DUPLICATION, base,
			    16 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, GS_ABI_UVM_DISABLE_READ_DUPLICATION, base + 1,
			    4096));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(e.uvm, GS_ABI_UVM_SET_ACCESSED_BY, base,
					  8 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(e.uvm, GS_ABI_UVM_UNSET_ACCESSED_BY, base,
					  8 * MiB, nvuvm_cpu_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  range_uuid_cmd(e.uvm, GS_ABI_UVM_SET_ACCESSED_BY, base, 8 * MiB,
				 other));
	env_down(&e);
}

TEST(managed_mmap)
{
	int fd = nvuvm_open(), mm = nvuvm_open();
	void *hint, *p;

	ASSERT_LE(0, fd);
	hint = mmap(NULL, 4 * MiB, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS,
		    -1, 0);
	ASSERT_NE(MAP_FAILED, hint);
	/* no VA space yet */
	p = mmap(hint, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 fd, (off_t)(uintptr_t)hint);
	EXPECT_EQ(MAP_FAILED, p);
	EXPECT_EQ(EBADFD, errno);
	ASSERT_EQ(NVRM_OK, uvm_init(fd, 0));
	ASSERT_EQ(NVRM_OK, uvm_mm_init(mm, fd));
	/* offset != VA, private, read-only: refused */
	p = mmap(hint, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 fd, (off_t)(uintptr_t)hint + 2 * MiB);
	EXPECT_EQ(MAP_FAILED, p);
	EXPECT_EQ(EINVAL, errno);
	p = mmap(hint, 2 * MiB, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_FIXED, fd, (off_t)(uintptr_t)hint);
	EXPECT_EQ(MAP_FAILED, p);
	p = mmap(hint, 2 * MiB, PROT_READ, MAP_SHARED | MAP_FIXED, fd,
		 (off_t)(uintptr_t)hint);
	EXPECT_EQ(MAP_FAILED, p);
	/* the MM file maps nothing */
	p = mmap(hint, 2 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 mm, (off_t)(uintptr_t)hint);
	EXPECT_EQ(MAP_FAILED, p);
	p = mmap(hint, 4 * MiB, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
		 fd, (off_t)(uintptr_t)hint);
	ASSERT_EQ(hint, p);
	memset(p, 0x5a, 4 * MiB);
	EXPECT_EQ(0x5a, ((unsigned char *)p)[4 * MiB - 1]);
	EXPECT_EQ(NVRM_OK,
		  range_cmd(fd, GS_ABI_UVM_VALIDATE_VA_RANGE, (uintptr_t)p, 4 * MiB));
	/* an overlapping external range is refused; managed can't be freed */
	EXPECT_EQ(NVRM_ADDRESS_IN_USE, range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE,
						 (uintptr_t)p, 2 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_FREE, (uintptr_t)p, 4 * MiB));
	/* a mapping cannot move */
	EXPECT_EQ(MAP_FAILED, mremap(p, 4 * MiB, 4 * MiB,
				     MREMAP_MAYMOVE | MREMAP_FIXED,
				     (char *)p + 64 * MiB));
	munmap(p, 4 * MiB);
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_VALIDATE_VA_RANGE, (uintptr_t)p, 4 * MiB));
	close(mm);
	close(fd);
}

TEST(residency)
{
	long long heap0, fb0 = fb_uvm();
	struct uvm_migrate m = { .nid = -1 };
	pid_t me = getpid();
	struct env e;
	uint8_t *p;

	ASSERT_EQ(0, env_up(&e, true));
	heap0 = nvrm_heap_free_kib(e.ctl, e.hclient);
	p = nvuvm_map_managed(e.uvm, 64 * MiB);
	ASSERT_NE(NULL, p);
	EXPECT_EQ(0, resident_bytes(me));

	/* bad migrations */
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  migrate(e.uvm, p + 1, 4096, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  migrate(e.uvm, p, 128 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  migrate(e.uvm, (void *)0x10000000, 4096, nvuvm_gpu0_uuid));
	m.base = (uintptr_t)p;
	m.length = MiB;
	m.sema = 0x1000;
	memcpy(m.uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, CALL(e.uvm, GS_ABI_UVM_MIGRATE, m));
	m.sema = 0;
	m.flags = 0x10;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, CALL(e.uvm, GS_ABI_UVM_MIGRATE, m));
	EXPECT_EQ(0, resident_bytes(me));

	/* all 64 MiB to the GPU: HEAP_FREE falls by as much */
	EXPECT_EQ(NVRM_OK, migrate(e.uvm, p, 64 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(64 * MiB, resident_bytes(me));
	EXPECT_EQ(fb0 + 64 * MiB, fb_uvm());
	EXPECT_EQ(heap0 - 64 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));
	/* again: nothing moves; half back to the CPU */
	EXPECT_EQ(NVRM_OK, migrate(e.uvm, p, 64 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(64 * MiB, resident_bytes(me));
	EXPECT_EQ(NVRM_OK, migrate(e.uvm, p, 32 * MiB, nvuvm_cpu_uuid));
	EXPECT_EQ(32 * MiB, resident_bytes(me));
	EXPECT_EQ(heap0 - 32 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));
	/* partial munmap: the blocks in the hole go */
	EXPECT_EQ(0, munmap(p + 48 * MiB, 8 * MiB));
	EXPECT_EQ(24 * MiB, resident_bytes(me));
	EXPECT_EQ(heap0 - 24 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  migrate(e.uvm, p, 64 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK,
		  migrate(e.uvm, p + 56 * MiB, 8 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(24 * MiB, resident_bytes(me));	/* already there */
	/* UNREGISTER_GPU sends it all back */
	EXPECT_EQ(NVRM_OK,
		  uuid_cmd(e.uvm, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(0, resident_bytes(me));
	/* and the GPU's registration gives its framebuffer back */
	EXPECT_EQ(heap0 + UVM_REG_KIB, nvrm_heap_free_kib(e.ctl, e.hclient));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  migrate(e.uvm, p, 8 * MiB, nvuvm_gpu0_uuid));
	/* then munmap, and close, release what is left */
	ASSERT_EQ(NVRM_OK, reg_gpu(e.uvm, nvuvm_gpu0_uuid));
	ASSERT_EQ(NVRM_OK, reg_vas(e.uvm, e.hclient, H_VAS));
	EXPECT_EQ(NVRM_OK, migrate(e.uvm, p, 16 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(0, munmap(p, 16 * MiB));
	EXPECT_EQ(0, resident_bytes(me));
	EXPECT_EQ(NVRM_OK,
		  migrate(e.uvm, p + 16 * MiB, 16 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(16 * MiB, resident_bytes(me));
	EXPECT_EQ(0, munmap(p, 64 * MiB));
	EXPECT_EQ(0, resident_bytes(me));
	close(e.uvm);
	EXPECT_EQ(fb0, fb_uvm());
	EXPECT_EQ(heap0 + UVM_REG_KIB, nvrm_heap_free_kib(e.ctl, e.hclient));
	close(e.ctl);
}

TEST(residency_heap_exhaustion)
{
	struct env e;
	uint32_t heap;
	uint8_t *p;

	ASSERT_EQ(0, env_up(&e, true));
	heap = nvrm_heap_free_kib(e.ctl, e.hclient);
	p = nvuvm_map_managed(e.uvm, 128ULL << 30);
	ASSERT_NE(NULL, p);
	/* more than the heap: as much as fits, then NO_MEMORY */
	EXPECT_EQ(NVRM_NO_MEMORY,
		  migrate(e.uvm, p, 128ULL << 30, nvuvm_gpu0_uuid));
	EXPECT_GT(2 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));
	EXPECT_EQ(NVRM_OK, migrate(e.uvm, p, 128ULL << 30, nvuvm_cpu_uuid));
	EXPECT_EQ(heap, nvrm_heap_free_kib(e.ctl, e.hclient));
	munmap(p, 128ULL << 30);
	env_down(&e);
}

TEST(residency_released_on_kill)
{
	long long fb0 = fb_uvm();
	int up[2];
	pid_t pid;
	char c;

	ASSERT_EQ(0, pipe(up));
	pid = fork();
	if (!pid) {
		struct env e;
		uint8_t *p;

		if (env_up(&e, true))
			_exit(1);
		p = nvuvm_map_managed(e.uvm, 32 * MiB);
		if (!p || migrate(e.uvm, p, 32 * MiB, nvuvm_gpu0_uuid))
			_exit(1);
		if (write(up[1], "x", 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	close(up[1]);
	ASSERT_EQ(1, read(up[0], &c, 1));
	EXPECT_EQ(32 * MiB, resident_bytes(pid));
	EXPECT_EQ(fb0 + 32 * MiB, fb_uvm());
	kill(pid, SIGKILL);
	ASSERT_EQ(pid, waitpid(pid, NULL, 0));
	EXPECT_EQ(0, resident_bytes(pid));
	EXPECT_EQ(fb0, fb_uvm());
	close(up[0]);
}

struct racer {
	int uvm;
	uint8_t *p;
	int id;
};

static void *race(void *arg)
{
	struct racer *r = arg;
	unsigned int i;

	for (i = 0; i < 200; i++) {
		uint8_t *q = r->p + (size_t)((i * 7 + r->id) % 8) * 4 * MiB;

		migrate(r->uvm, q, 4 * MiB,
			(i + r->id) & 1 ? nvuvm_cpu_uuid : nvuvm_gpu0_uuid);
		if (i % 50 == 49 && r->id == 3)
			munmap(r->p + 28 * MiB, 4 * MiB);
	}
	return NULL;
}

TEST(racing_migrations)
{
	long long fb0 = fb_uvm();
	struct racer r[4];
	pthread_t t[4];
	struct env e;
	uint8_t *p;
	int i;

	ASSERT_EQ(0, env_up(&e, true));
	p = nvuvm_map_managed(e.uvm, 32 * MiB);
	ASSERT_NE(NULL, p);
	for (i = 0; i < 4; i++) {
		r[i] = (struct racer){ e.uvm, p, i };
		ASSERT_EQ(0, pthread_create(&t[i], NULL, race, &r[i]));
	}
	for (i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	EXPECT_LE(0, resident_bytes(getpid()));
	EXPECT_GE(32 * MiB, resident_bytes(getpid()));
	EXPECT_EQ(fb0 + resident_bytes(getpid()), fb_uvm());
	munmap(p, 32 * MiB);
	env_down(&e);
	EXPECT_EQ(fb0, fb_uvm());
}

/*
 * nvsim with two GPUs (vmenv_two_gpus), then with one again, as the other
 * tests and the VM's unload expect.
 */
FIXTURE(two_gpus) {
	int uvm, gpu0, gpu1;
};

FIXTURE_SETUP(two_gpus)
{
	bool made;

	self->uvm = self->gpu0 = self->gpu1 = -1;
	ASSERT_EQ(0, vmenv_two_gpus(&made));
	ASSERT_EQ(2, vmenv_nvsim_gpus());
	self->uvm = nvuvm_open();
	ASSERT_LE(0, self->uvm);
	ASSERT_EQ(NVRM_OK, uvm_init(self->uvm, 0));
}

FIXTURE_TEARDOWN(two_gpus)
{
	if (self->gpu1 >= 0)
		close(self->gpu1);
	if (self->gpu0 >= 0)
		close(self->gpu0);
	if (self->uvm >= 0)
		close(self->uvm);
	if (vmenv_nvsim_gpus() == 2 &&
	    (vmenv_run("rmmod", "nvsim", NULL) || vmenv_modprobe("nvsim")))
		TH_LOG("nvsim not reloaded with one GPU");
}

/* GPU 1 (its UUID: GPU 0's with 1 XORed into the last byte) wants nvidia1. */
TEST_F(two_gpus, register_gpu_wants_that_gpus_file)
{
	uint8_t gpu1_uuid[16];

	memcpy(gpu1_uuid, nvuvm_gpu0_uuid, 16);
	gpu1_uuid[15] ^= 1;
	self->gpu0 = nvrm_open_gpu();
	ASSERT_LE(0, self->gpu0);
	EXPECT_EQ(NVRM_PERMISSIONS, reg_gpu(self->uvm, gpu1_uuid));
	EXPECT_EQ(NVRM_OK, reg_gpu(self->uvm, nvuvm_gpu0_uuid));
	self->gpu1 = nvrm_open("/dev", "nvidia1");
	ASSERT_LE(0, self->gpu1);
	EXPECT_EQ(NVRM_OK, reg_gpu(self->uvm, gpu1_uuid));
}

/* GS_ABI_UVM_INITIALIZE flags (uvm_types.h) */
#define INIT_DISABLE_HMM		0x1
#define INIT_MULTI_PROCESS		0x2	/* ..._SHARING_MODE */

/*
 * GS_ABI_UVM_PAGEABLE_MEM_ACCESS's answer on @fd (0 or 1), or 0x100 + the
 * rmStatus when it fails.
 */
static unsigned int pageable(int fd)
{
	struct { uint8_t access, pad[3]; uint32_t status; } a = {
		.access = 0xff,
	};
	uint32_t st = CALL(fd, GS_ABI_UVM_PAGEABLE_MEM_ACCESS, a);

	return st == NVRM_OK ? a.access : 0x100 + st;
}

/* A UVM file initialized with @flags, or -1. */
static int uvm_with(uint64_t flags)
{
	int fd = nvuvm_open();

	if (fd >= 0 && uvm_init(fd, flags) != NVRM_OK) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* nvsim's bool parameter @name as /sys/module shows it. */
static bool nvsim_param(const char *name)
{
	char path[96];
	FILE *f;
	int c = 0;

	snprintf(path, sizeof(path), "/sys/module/nvsim/parameters/%s", name);
	f = fopen(path, "r");
	if (f) {
		c = fgetc(f);
		fclose(f);
	}
	return c == 'Y';
}

/* Without HMM (the traced H100, nvsim's default) no VA space has it. */
TEST(pageable_mem_access_without_hmm)
{
	static const uint64_t flags[] = { 0, INIT_DISABLE_HMM,
					  INIT_MULTI_PROCESS };
	unsigned int i;
	int fd;

	ASSERT_FALSE(nvsim_param("hmm"));
	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		fd = uvm_with(flags[i]);
		ASSERT_LE(0, fd);
		EXPECT_EQ(0, pageable(fd));
		close(fd);
	}
}

/*
 * gpuIsInUse also counts nvidia-uvm's hold on the GPU: from a VA space's
 * REGISTER_GPU until the last VA space lets it go (UNREGISTER_GPU or the
 * close of its file), with no device of any client.
 */
TEST(registered_gpu_is_in_use)
{
	int ctl = nvrm_open_ctl(), gpu = nvrm_open_gpu(), uvm = uvm_with(0),
	    uvm2 = uvm_with(0);
	struct nvrm_gpu_id_info v2;
	uint32_t hc = 0;

	ASSERT_LE(0, ctl);
	ASSERT_LE(0, gpu);
	ASSERT_LE(0, uvm);
	ASSERT_LE(0, uvm2);
	ASSERT_EQ(NVRM_OK, nvrm_alloc(ctl, 0, 0, &hc, 0, NULL));
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(ctl, hc, 6, &v2));
	EXPECT_EQ(0, v2.flags);
	ASSERT_EQ(NVRM_OK, reg_gpu(uvm, nvuvm_gpu0_uuid));
	ASSERT_EQ(NVRM_OK, reg_gpu(uvm2, nvuvm_gpu0_uuid));
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(ctl, hc, 6, &v2));
	EXPECT_EQ(NVRM_GPU_IN_USE, v2.flags);
	EXPECT_EQ(NVRM_OK,
		  uuid_cmd(uvm, GS_ABI_UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(ctl, hc, 6, &v2));
	EXPECT_EQ(NVRM_GPU_IN_USE, v2.flags);	/* uvm2 still has it */
	close(uvm2);
	ASSERT_EQ(NVRM_OK, nvrm_gpu_id_info(ctl, hc, 6, &v2));
	EXPECT_EQ(0, v2.flags);
	close(uvm);
	close(gpu);
	close(ctl);
}

/*
 * nvsim with HMM enabled system-wide (hmm=1), then as the VM loads it
 * again, which the other tests expect.
 */
FIXTURE(hmm) {
	int fd;
};

FIXTURE_SETUP(hmm)
{
	self->fd = -1;
	ASSERT_EQ(0, vmenv_run("rmmod", "nvsim", NULL));
	ASSERT_EQ(0, vmenv_run("modprobe", "nvsim", "hmm=1"));
	ASSERT_TRUE(nvsim_param("hmm"));
}

FIXTURE_TEARDOWN(hmm)
{
	if (self->fd >= 0)
		close(self->fd);
	if (!nvsim_param("hmm") && vmenv_nvsim_gpus() == 1)
		return;
	vmenv_run("rmmod", "nvsim", NULL);
	if (vmenv_modprobe("nvsim") || nvsim_param("hmm") ||
	    vmenv_nvsim_gpus() != 1)
		TH_LOG("nvsim not reloaded as the VM loads it");
}

/*
 * uvm_va_space_pageable_mem_access_supported(): HMM unless the VA space
 * disabled it or has no mm (multi-process sharing mode). Initializing
 * again with other flags is refused and changes nothing.
 */
TEST_F(hmm, pageable_mem_access_follows_the_flags)
{
	static const struct { uint64_t flags; unsigned int want; } cases[] = {
		{ 0, 1 },
		{ INIT_DISABLE_HMM, 0 },
		{ INIT_MULTI_PROCESS, 0 },
		{ INIT_DISABLE_HMM | INIT_MULTI_PROCESS, 0 },
	};
	unsigned int i;
	int fd, mm;

	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		fd = uvm_with(cases[i].flags);
		ASSERT_LE(0, fd);
		EXPECT_EQ(cases[i].want, pageable(fd));
		close(fd);
	}

	self->fd = uvm_with(0);
	ASSERT_LE(0, self->fd);
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_init(self->fd, INIT_DISABLE_HMM));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  uvm_init(self->fd, INIT_MULTI_PROCESS));
	EXPECT_EQ(NVRM_OK, uvm_init(self->fd, 0));
	EXPECT_EQ(1, pageable(self->fd));

	/* no VA space: an uninitialized file, or an MM file */
	fd = nvuvm_open();
	ASSERT_LE(0, fd);
	EXPECT_EQ(0x100 + NVRM_ILLEGAL_ACTION, pageable(fd));
	mm = nvuvm_open();
	ASSERT_LE(0, mm);
	ASSERT_EQ(NVRM_OK, uvm_mm_init(mm, self->fd));
	EXPECT_EQ(0x100 + NVRM_ILLEGAL_ACTION, pageable(mm));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, uvm_init(mm, 0));
	close(mm);
	close(fd);
}

/*
 * UVM does not look at who asks: a process that got the file over a unix
 * socket, or a forked child, gets the VA space's answer, not its own.
 * The child reports the answers for the received file and for the one
 * it inherited.
 */
TEST_F(hmm, pageable_mem_access_from_another_process)
{
	unsigned int got[2];
	int sv[2], status, off;
	pid_t pid;

	self->fd = uvm_with(0);
	ASSERT_LE(0, self->fd);
	off = uvm_with(INIT_DISABLE_HMM);
	ASSERT_LE(0, off);
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	pid = fork();
	ASSERT_LE(0, pid);
	if (!pid) {
		int fd;

		close(sv[0]);
		close(self->fd);	/* only the one it receives */
		fd = nvrm_recv_fd(sv[1]);
		got[0] = fd >= 0 ? pageable(fd) : 0x200;
		got[1] = pageable(off);
		_exit(write(sv[1], got, sizeof(got)) == sizeof(got) ? 0 : 1);
	}
	close(sv[1]);
	ASSERT_EQ(0, nvrm_send_fd(sv[0], self->fd));
	ASSERT_EQ(sizeof(got), read(sv[0], got, sizeof(got)));
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_EQ(0, status);
	EXPECT_EQ(1, got[0]);
	EXPECT_EQ(0, got[1]);
	EXPECT_EQ(1, pageable(self->fd));
	close(sv[0]);
	close(off);
}

/*
 * nvsim answering as another driver version (its version parameter): the
 * commands whose layout differs between versions, laid out from the
 * description for the version loaded. Each runs against 535, 580 and 595;
 * where another of the three versions has another number, the test checks
 * it is not the one used, so that nvsim answering with any other
 * version's number fails it.
 */
static const char *const versions[] = {
	"535.288.01", "580.159.04", "595.45.04",
};

static const struct gs_abi *abi_of(const char *version)
{
	enum gs_abi_match match;
	const struct gs_abi *abi = gs_abi_find(version, &match);

	return match == GS_ABI_EXACT ? abi : NULL;
}

/* nvsim loaded again with @params; the tests' RM client asks again */
static int reload_nvsim(const char *params)
{
	nvrm_abi_forget();
	if (vmenv_run("rmmod", "nvsim", NULL))
		return -1;
	return vmenv_run("modprobe", "nvsim", params);
}

FIXTURE(version) {
	struct env e;
	const struct gs_abi *abi;
	int tools;
};

FIXTURE_VARIANT(version) {
	const char *version;
};

FIXTURE_VARIANT_ADD(version, r535) {
	.version = "535.288.01",
};

FIXTURE_VARIANT_ADD(version, r580) {
	.version = "580.159.04",
};

FIXTURE_VARIANT_ADD(version, r595) {
	.version = "595.45.04",
};

FIXTURE_SETUP(version)
{
	char param[80];

	memset(&self->e, 0, sizeof(self->e));
	self->e.ctl = self->e.gpu = self->e.uvm = self->tools = -1;
	snprintf(param, sizeof(param), "version=%s", variant->version);
	ASSERT_EQ(0, reload_nvsim(param));
	self->abi = abi_of(variant->version);
	ASSERT_NE(NULL, self->abi);
	ASSERT_EQ(self->abi, nvrm_abi());
	ASSERT_EQ(0, env_up(&self->e, true));
	self->tools = open("/dev/nvidia-uvm-tools", O_RDWR | O_CLOEXEC);
	ASSERT_LE(0, self->tools);
}

FIXTURE_TEARDOWN(version)
{
	if (self->tools >= 0)
		close(self->tools);
	if (self->e.uvm >= 0)
		close(self->e.uvm);
	if (self->e.gpu >= 0)
		close(self->e.gpu);
	if (self->e.ctl >= 0)
		close(self->e.ctl);
	if (reload_nvsim(NULL))
		TH_LOG("nvsim not reloaded as the VM loads it");
}

/* A fact of a command: versioned (@f) or the same in every version (@k) */
struct vfact {
	int f;
	uint32_t k;
};

#define FK(name)	{ -1, GS_ABI_##name }
#define FV(name)	{ GS_ABI_F_##name, 0 }

static uint32_t vfact(const struct gs_abi *abi, struct vfact x)
{
	return x.f < 0 ? x.k : abi->v[x.f];
}

#define VCMD(name, S, T, R)						\
	{ #name, GS_ABI_##name, S(name##_SIZE), T(name##_RMSTATUS_AT),	\
	  R(name##_ROUTE) }
static const struct {
	const char *name;
	uint32_t cmd;
	struct vfact size, status, route;
} vcmds[] = {
	VCMD(UVM_UNREGISTER_CHANNEL, FV, FV, FK),
	VCMD(UVM_MAP_EXTERNAL_ALLOCATION, FV, FV, FK),
	VCMD(UVM_FREE, FV, FV, FK),
	VCMD(UVM_SET_PREFERRED_LOCATION, FK, FV, FK),
	VCMD(UVM_ENABLE_SYSTEM_WIDE_ATOMICS, FV, FV, FV),
	VCMD(UVM_DISABLE_SYSTEM_WIDE_ATOMICS, FV, FV, FV),
	VCMD(UVM_TOOLS_INIT_EVENT_TRACKER, FV, FV, FK),
	VCMD(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE, FV, FV, FK),
	VCMD(UVM_ALLOC_SEMAPHORE_POOL, FV, FV, FK),
	VCMD(UVM_TOOLS_INIT_EVENT_TRACKER_V2, FV, FV, FV),
	VCMD(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2, FV, FV, FV),
	VCMD(UVM_ALLOC_DEVICE_P2P, FV, FV, FV),
	VCMD(UVM_CLEAR_ALL_ACCESS_COUNTERS, FV, FV, FV),
	VCMD(UVM_DISCARD, FV, FV, FV),
};

#define TAIL	0xa5

/*
 * Each command with zeros for arguments, the version's size of them and
 * bytes beyond: rmStatus is written where the version has it and nothing
 * else changes, nothing past the size; a command the version does not
 * route is refused (errno 38, EINVAL on nvidia-uvm-tools) with nothing
 * written.
 */
TEST_F(version, command_layouts)
{
	static uint8_t buf[GS_ABI_MAX_UVM_MAP_EXTERNAL_ALLOCATION_SIZE + 64];
	static uint8_t want[sizeof(buf)];
	unsigned int c, i;

	for (c = 0; c < ARRAY_SIZE(vcmds); c++) {
		uint32_t size = vfact(self->abi, vcmds[c].size);
		uint32_t at = vfact(self->abi, vcmds[c].status);
		uint32_t route = GS_ABI_ABSENT;
		int fd, ret;

		/* the file it is routed on, in a version that routes it */
		for (i = 0; i < ARRAY_SIZE(versions) && route == GS_ABI_ABSENT; i++)
			route = vfact(abi_of(versions[i]), vcmds[c].route);
		ASSERT_NE(GS_ABI_ABSENT, route);
		fd = route & GS_ABI_ON_UVM_TOOLS ? self->tools : self->e.uvm;

		memset(buf, TAIL, sizeof(buf));
		if (size != GS_ABI_ABSENT)
			memset(buf, 0, size);
		if (at != GS_ABI_ABSENT)
			memset(buf + at, TAIL, sizeof(uint32_t));
		memcpy(want, buf, sizeof(buf));
		errno = 0;
		ret = ioctl(fd, vcmds[c].cmd, buf);
		if (vfact(self->abi, vcmds[c].route) == GS_ABI_ABSENT) {
			EXPECT_EQ(-1, ret) TH_LOG("%s", vcmds[c].name);
			/* nvidia-uvm-tools: uvm_tools_unlocked_ioctl's */
			EXPECT_EQ(fd == self->tools ? EINVAL : ERRNO_NO_CMD,
				  errno);
			EXPECT_EQ(0, memcmp(buf, want, sizeof(buf)));
			continue;
		}
		EXPECT_EQ(0, ret) TH_LOG("%s", vcmds[c].name);
		/* the status written where the version has it */
		EXPECT_NE(get32(want, at), get32(buf, at))
			TH_LOG("%s: rmStatus@%u", vcmds[c].name, at);
		memcpy(want + at, buf + at, sizeof(uint32_t));
		for (i = 0; i < sizeof(buf); i++)
			if (buf[i] != want[i])
				break;
		EXPECT_EQ(sizeof(buf), i)
			TH_LOG("%s (%u bytes, rmStatus@%u): byte %u written",
			       vcmds[c].name, size, at, i);
	}
}

#define UNCHAN(field)	GS_ABI(abi, UVM_UNREGISTER_CHANNEL_##field##_AT)

/* UVM_UNREGISTER_CHANNEL laid out for @abi: 595 names no GPU */
static uint32_t unreg_chan_v(const struct gs_abi *abi, int fd,
			     uint32_t hclient, uint32_t hchan)
{
	uint8_t a[GS_ABI_MAX_UVM_UNREGISTER_CHANNEL_SIZE] = { 0 };

	if (UNCHAN(GPUUUID) != GS_ABI_ABSENT)
		memcpy(a + UNCHAN(GPUUUID), nvuvm_gpu0_uuid, 16);
	put32(a, UNCHAN(HCLIENT), hclient);
	put32(a, UNCHAN(HCHANNEL), hchan);
	return nvuvm_call(fd, GS_ABI_UVM_UNREGISTER_CHANNEL, a,
			  UNCHAN(RMSTATUS));
}

/* UVM_UNREGISTER_CHANNEL: hClient, hChannel and rmStatus where they are */
TEST_F(version, unregister_channel)
{
	uint64_t base = 0x204000000ULL, len = 0x52c000;
	const struct gs_abi *abi = self->abi;

	ASSERT_EQ(NVRM_OK, alloc_channels(self->e.ctl, self->e.hclient));
	ASSERT_EQ(NVRM_OK,
		  reg_chan(self->e.uvm, self->e.hclient, H_CHAN, base, len));
	EXPECT_EQ(NVRM_OK, unreg_chan_v(abi, self->e.uvm, self->e.hclient,
					H_CHAN));
	EXPECT_EQ(NVRM_INVALID_CHANNEL,
		  unreg_chan_v(abi, self->e.uvm, self->e.hclient, H_CHAN));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(self->e.uvm, GS_ABI_UVM_VALIDATE_VA_RANGE, base,
			    len));
}

/* UVM_FREE laid out for @abi: from 590 the base alone */
static uint32_t free_v(const struct gs_abi *abi, int fd, uint64_t base,
		       uint64_t length)
{
	uint8_t a[GS_ABI_MAX_UVM_FREE_SIZE] = { 0 };

	put64(a, GS_ABI_UVM_FREE_BASE_AT, base);
	if (GS_ABI(abi, UVM_FREE_LENGTH_AT) != GS_ABI_ABSENT)
		put64(a, GS_ABI(abi, UVM_FREE_LENGTH_AT), length);
	return nvuvm_call(fd, GS_ABI_UVM_FREE, a,
			  GS_ABI(abi, UVM_FREE_RMSTATUS_AT));
}

/*
 * UVM_FREE: an external range by base and length, exactly, to 580; by its
 * base from 590, whatever length follows.
 */
TEST_F(version, uvm_free)
{
	uint64_t base = 0x7f0000000000ULL, len = 64 * MiB;
	bool by_base = GS_ABI(self->abi, UVM_FREE_LENGTH_AT) == GS_ABI_ABSENT;
	int fd = self->e.uvm;

	ASSERT_EQ(NVRM_OK,
		  range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS, free_v(self->abi, fd, base + MiB, len));
	/* half the range: a length the command does not have from 590 */
	EXPECT_EQ(by_base ? NVRM_OK : NVRM_INVALID_ADDRESS,
		  free_v(self->abi, fd, base, len / 2));
	EXPECT_EQ(by_base ? NVRM_INVALID_ADDRESS : NVRM_OK,
		  free_v(self->abi, fd, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, GS_ABI_UVM_VALIDATE_VA_RANGE, base, len));
}

/*
 * UVM_MAP_EXTERNAL_ALLOCATION laid out for the version (nvuvm.c): its
 * count, ctrl fd, client, memory and status at the version's offsets, as
 * many attributes as its UVM_MAX_GPUS (32 before 570).
 */
TEST_F(version, map_external_allocation)
{
	uint64_t base = 0x7f0000000000ULL, len = 4 * MiB;
	uint32_t max = GS_ABI(self->abi, UVM_MAX_GPUS);
	int fd = self->e.uvm;

	ASSERT_EQ(NVRM_OK, nvrm_alloc_fb(self->e.ctl, self->e.hclient, H_MEM,
					 len, 0, NULL));
	ASSERT_EQ(NVRM_OK,
		  range_cmd(fd, GS_ABI_UVM_CREATE_EXTERNAL_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  nvuvm_map_external(fd, base, len, self->e.hclient, H_MEM,
				     max + 1));
	EXPECT_EQ(NVRM_NOT_FOUND,
		  nvuvm_map_external(fd, base, len, self->e.hclient,
				     H_MEM + 1, 1));
	EXPECT_EQ(NVRM_OK, nvuvm_map_external(fd, base, len, self->e.hclient,
					      H_MEM, 1));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(fd, GS_ABI_UVM_UNMAP_EXTERNAL, base,
					  len, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, nvrm_free(self->e.ctl, self->e.hclient, H_MEM));
}

#define POOL(field)	GS_ABI_UVM_ALLOC_SEMAPHORE_POOL_##field##_AT

/* UVM_ALLOC_SEMAPHORE_POOL laid out for @abi, GPU 0 first of @count */
static uint32_t sema_pool_v(const struct gs_abi *abi, int fd, uint64_t base,
			    uint64_t count)
{
	static uint8_t a[GS_ABI_MAX_UVM_ALLOC_SEMAPHORE_POOL_SIZE];

	memset(a, 0, sizeof(a));
	put64(a, POOL(BASE), base);
	put64(a, POOL(LENGTH), 2 * MiB);
	memcpy(a + POOL(PERGPUATTRIBUTES), nvuvm_gpu0_uuid, 16);
	put64(a, GS_ABI(abi, UVM_ALLOC_SEMAPHORE_POOL_GPUATTRIBUTESCOUNT_AT),
	      count);
	return nvuvm_call(fd, GS_ABI_UVM_ALLOC_SEMAPHORE_POOL, a,
			  GS_ABI(abi, UVM_ALLOC_SEMAPHORE_POOL_RMSTATUS_AT));
}

/*
 * UVM_ALLOC_SEMAPHORE_POOL: gpuAttributesCount where the version has it,
 * at most its UVM_MAX_GPUS.
 */
TEST_F(version, semaphore_pool)
{
	uint32_t max = GS_ABI(self->abi, UVM_MAX_GPUS);
	uint64_t base = 0x204a00000ULL;
	unsigned int i;

	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  sema_pool_v(self->abi, self->e.uvm, base, max + 1));
	for (i = 0; i < ARRAY_SIZE(versions); i++) {
		uint32_t other = GS_ABI(abi_of(versions[i]), UVM_MAX_GPUS);

		EXPECT_EQ(other <= max ? NVRM_OK : NVRM_INVALID_ARGUMENT,
			  sema_pool_v(self->abi, self->e.uvm,
				      base + 2 * MiB * (i + 1), other));
	}
}

#define SPL(field)	GS_ABI_UVM_SET_PREFERRED_LOCATION_##field##_AT

/*
 * UVM_SET_PREFERRED_LOCATION: the CPU's NUMA node (550 on, before
 * rmStatus) is read where the version has one: a node that does not exist
 * refused. 535 has none: the same bytes are its rmStatus's, overwritten.
 */
TEST_F(version, preferred_cpu_numa_node)
{
	uint8_t a[GS_ABI_UVM_SET_PREFERRED_LOCATION_SIZE] = { 0 };
	uint32_t nid_at = GS_ABI_MAX_UVM_SET_PREFERRED_LOCATION_PREFERREDCPUNUMANODE_AT;
	bool has = GS_ABI(self->abi,
			  UVM_SET_PREFERRED_LOCATION_PREFERREDCPUNUMANODE_AT) ==
		   nid_at;
	void *p = nvuvm_map_managed(self->e.uvm, 2 * MiB);

	ASSERT_NE(NULL, p);
	put64(a, SPL(REQUESTEDBASE), (uintptr_t)p);
	put64(a, SPL(LENGTH), 2 * MiB);
	memcpy(a + SPL(PREFERREDLOCATION), nvuvm_cpu_uuid, 16);
	put32(a, nid_at, 1000);
	EXPECT_EQ(has ? NVRM_INVALID_ARGUMENT : NVRM_OK,
		  nvuvm_call(self->e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, a,
			     GS_ABI(self->abi,
				    UVM_SET_PREFERRED_LOCATION_RMSTATUS_AT)));
	put32(a, nid_at, -1);
	EXPECT_EQ(NVRM_OK,
		  nvuvm_call(self->e.uvm, GS_ABI_UVM_SET_PREFERRED_LOCATION, a,
			     GS_ABI(self->abi,
				    UVM_SET_PREFERRED_LOCATION_RMSTATUS_AT)));
	munmap(p, 2 * MiB);
}

TEST_HARNESS_MAIN
