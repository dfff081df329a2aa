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

#include "nv_rmapi.h"
#include "nvrm.h"
#include "nvuvm.h"
#include "vmenv.h"

#define UVM_INITIALIZE			0x30000001
#define UVM_DEINITIALIZE		0x30000002
#define UVM_CREATE_RANGE_GROUP		0x17
#define UVM_DESTROY_RANGE_GROUP		0x18
#define UVM_REGISTER_GPU_VASPACE	0x19
#define UVM_UNREGISTER_GPU_VASPACE	0x1a
#define UVM_REGISTER_CHANNEL		0x1b
#define UVM_UNREGISTER_CHANNEL		0x1c
#define UVM_SET_RANGE_GROUP		0x1f
#define UVM_MAP_EXTERNAL_ALLOCATION	0x21
#define UVM_FREE			0x22
#define UVM_REGISTER_GPU		0x25
#define UVM_UNREGISTER_GPU		0x26
#define UVM_PAGEABLE_MEM_ACCESS		0x27
#define UVM_SET_PREFERRED_LOCATION	0x2a
#define UVM_UNSET_PREFERRED_LOCATION	0x2b
#define UVM_ENABLE_READ_DUPLICATION	0x2c
#define UVM_DISABLE_READ_DUPLICATION	0x2d
#define UVM_SET_ACCESSED_BY		0x2e
#define UVM_UNSET_ACCESSED_BY		0x2f
#define UVM_MIGRATE			0x33
#define UVM_MAP_DYNAMIC_PARALLELISM	0x41
#define UVM_UNMAP_EXTERNAL		0x42
#define UVM_ALLOC_SEMAPHORE_POOL	0x44
#define UVM_VALIDATE_VA_RANGE		0x48
#define UVM_CREATE_EXTERNAL_RANGE	0x49
#define UVM_MM_INITIALIZE		0x4b

/* what nvidia-uvm answers a command it does not route (uvm_test_ioctl) */
#define ERRNO_NO_CMD	38

#define H_VAS		0x5c000009
#define H_VAS2		0x5c00000a
#define H_TSG		0x5c000015
#define H_SHARE		0x5c000016
#define H_CHAN		0x5c00001c
#define H_CHAN2		0x5c00001d
#define H_MEM		0x5c000100

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
	struct uvm_attr attrs[256];
	uint64_t count;
	uint32_t status, pad;
};

_Static_assert(sizeof(struct uvm_reg_gpu) == 40, "REGISTER_GPU");
_Static_assert(sizeof(struct uvm_reg_chan) == 56, "REGISTER_CHANNEL");
_Static_assert(sizeof(struct uvm_migrate) == 80, "MIGRATE");
_Static_assert(sizeof(struct nvuvm_map_external) == 9264, "MAP_EXTERNAL");
_Static_assert(sizeof(struct uvm_sema_pool) == 9248, "SEMAPHORE_POOL");

#define CALL(fd, cmd, s) \
	nvuvm_call(fd, cmd, &(s), offsetof(__typeof__(s), status))

static uint32_t uvm_init(int fd, uint64_t flags)
{
	struct uvm_init a = { .flags = flags };

	return CALL(fd, UVM_INITIALIZE, a);
}

static uint32_t uvm_mm_init(int fd, int uvm_fd)
{
	struct uvm_mm_init a = { .fd = uvm_fd };

	return CALL(fd, UVM_MM_INITIALIZE, a);
}

static uint32_t reg_gpu(int fd, const uint8_t *uuid)
{
	struct uvm_reg_gpu a = { .ctrl_fd = -1 };

	memcpy(a.uuid, uuid, 16);
	return CALL(fd, UVM_REGISTER_GPU, a);
}

static uint32_t reg_vas(int fd, uint32_t hclient, uint32_t hvas)
{
	struct uvm_reg_vas a = { .ctrl_fd = 12345, .hclient = hclient,
				 .hvas = hvas };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, UVM_REGISTER_GPU_VASPACE, a);
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
	return CALL(fd, UVM_MIGRATE, a);
}

static uint32_t map_ext(int fd, uint64_t base, uint64_t length,
			uint32_t hclient, uint32_t hmem, uint64_t count)
{
	static struct nvuvm_map_external a;

	nvuvm_map_external_args(&a, base, length, hclient, hmem);
	a.count = count;
	return CALL(fd, UVM_MAP_EXTERNAL_ALLOCATION, a);
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
	    nvrm_alloc_vaspace(e->ctl, e->hclient, H_VAS, 0x48) ||
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
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, range_cmd(fd, UVM_FREE, 1 << 21, 4096));
	EXPECT_EQ(NVRM_ILLEGAL_ACTION, CALL(fd, UVM_CREATE_RANGE_GROUP, r));
	/* DEINITIALIZE reads nothing; unknown commands are -ENOSYS */
	EXPECT_EQ(0, ioctl(fd, UVM_DEINITIALIZE, NULL));
	EXPECT_EQ(-1, ioctl(fd, 0x7ff, big));
	EXPECT_EQ(ERRNO_NO_CMD, errno);
	EXPECT_EQ(-1, ioctl(fd, _IOWR('F', 0x17, struct uvm_group), big));
	EXPECT_EQ(ERRNO_NO_CMD, errno);
	/* the argument must be readable and writable, whole */
	EXPECT_EQ(-1, ioctl(fd, UVM_INITIALIZE, NULL));
	EXPECT_EQ(EFAULT, errno);
	edge = mmap(NULL, 4 * 4096, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, edge);
	ASSERT_EQ(0, mprotect(edge + 2 * 4096, 2 * 4096, PROT_NONE));
	EXPECT_EQ(NVRM_ERRNO(EFAULT),
		  nvuvm_call(fd, UVM_MAP_EXTERNAL_ALLOCATION, edge + 4096, 0));
	/* the tools file routes the tools commands only */
	EXPECT_EQ(-1, ioctl(tools, UVM_INITIALIZE, big));
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
		  uuid_cmd(fd, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, CALL(fd, UVM_REGISTER_GPU, a));
	EXPECT_EQ(0, memcmp(a.uuid, nvuvm_gpu0_uuid, 16));
	EXPECT_EQ(0, a.numa_enabled);
	EXPECT_EQ(-1, a.numa_node);
	EXPECT_EQ(NVRM_INVALID_DEVICE, reg_gpu(fd, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, uuid_cmd(fd, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(fd, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
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
		  uuid_cmd(fd, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));

	gpu = nvrm_open_gpu();
	ASSERT_LE(0, gpu);
	EXPECT_EQ(NVRM_OK, reg_gpu(fd, nvuvm_gpu0_uuid));
	close(gpu);
	/* closed since: 0x1b comes before "already registered" */
	EXPECT_EQ(NVRM_PERMISSIONS, reg_gpu(fd, nvuvm_gpu0_uuid));
	/* the registration made stays, and unregistering needs no file */
	EXPECT_EQ(NVRM_OK, uuid_cmd(fd, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
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
		  uuid_cmd(e.uvm, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
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
		  uuid_cmd(e.uvm, UVM_UNREGISTER_GPU_VASPACE, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  uuid_cmd(e.uvm, UVM_UNREGISTER_GPU_VASPACE, nvuvm_gpu0_uuid));
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
		  range_cmd(fd, UVM_CREATE_EXTERNAL_RANGE, base + 1, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, UVM_CREATE_EXTERNAL_RANGE, 0, len));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, UVM_CREATE_EXTERNAL_RANGE, base, len));
	EXPECT_EQ(NVRM_ADDRESS_IN_USE,
		  range_cmd(fd, UVM_CREATE_EXTERNAL_RANGE, base + MiB, len));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, UVM_VALIDATE_VA_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, UVM_VALIDATE_VA_RANGE, base, len / 2));

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
		  range_uuid_cmd(fd, UVM_UNMAP_EXTERNAL, base, len,
				 nvuvm_cpu_uuid));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_uuid_cmd(fd, UVM_UNMAP_EXTERNAL, base + len, len,
				 nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(fd, UVM_UNMAP_EXTERNAL, base, len,
					  nvuvm_gpu0_uuid));
	EXPECT_EQ(before + 64 * 1024, nvrm_heap_free_kib(e.ctl, e.hclient));

	/* FREE: exactly a range; managed and channel ranges are refused */
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(fd, UVM_FREE, base, len / 2));
	EXPECT_EQ(NVRM_OK, range_cmd(fd, UVM_FREE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(fd, UVM_FREE, base, len));
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
		  range_cmd(e.uvm, UVM_CREATE_EXTERNAL_RANGE, base, 2 * len));
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
	st = nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0xa06c, tsg);
	h = H_SHARE;
	st = st ?: nvrm_alloc(ctl, hclient, H_TSG, &h, 0x9067, share);
	chan[6] = H_SHARE;		/* hContextShare */
	h = H_CHAN;
	st = st ?: nvrm_alloc(ctl, hclient, H_TSG, &h, 0xc86f, chan);
	chan[6] = 0;			/* the device's default VA space */
	h = H_CHAN2;
	st = st ?: nvrm_alloc(ctl, hclient, NVRM_H_DEV, &h, 0xc86f, chan);
	return st;
}

static uint32_t reg_chan(int fd, uint32_t hclient, uint32_t hchan,
			 uint64_t base, uint64_t len)
{
	struct uvm_reg_chan a = { .ctrl_fd = -1, .hclient = hclient,
				  .hchan = hchan, .base = base, .length = len };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, UVM_REGISTER_CHANNEL, a);
}

static uint32_t unreg_chan(int fd, uint32_t hclient, uint32_t hchan)
{
	struct uvm_unreg_chan a = { .hclient = hclient, .hchan = hchan };

	memcpy(a.uuid, nvuvm_gpu0_uuid, 16);
	return CALL(fd, UVM_UNREGISTER_CHANNEL, a);
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
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, UVM_VALIDATE_VA_RANGE, base, len));
	EXPECT_EQ(NVRM_INVALID_ADDRESS, range_cmd(e.uvm, UVM_FREE, base, len));
	EXPECT_EQ(NVRM_OK, unreg_chan(e.uvm, e.hclient, H_CHAN));
	EXPECT_EQ(NVRM_INVALID_CHANNEL, unreg_chan(e.uvm, e.hclient, H_CHAN));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, UVM_VALIDATE_VA_RANGE, base, len));
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
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_CREATE_RANGE_GROUP, g));
	EXPECT_EQ(1, g.id);
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_CREATE_RANGE_GROUP, g));
	EXPECT_EQ(2, g.id);
	g.id = 77;
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, UVM_DESTROY_RANGE_GROUP, g));
	g.id = 1;
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_DESTROY_RANGE_GROUP, g));
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, UVM_DESTROY_RANGE_GROUP, g));

	p = nvuvm_map_managed(e.uvm, 4 * MiB);
	ASSERT_NE(NULL, p);
	s.id = 2;
	s.base = (uintptr_t)p;
	s.length = 4 * MiB;
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_SET_RANGE_GROUP, s));
	s.id = 1;
	EXPECT_EQ(NVRM_NOT_FOUND, CALL(e.uvm, UVM_SET_RANGE_GROUP, s));
	s.id = 0;
	s.length = 8 * MiB;
	EXPECT_EQ(NVRM_INVALID_ADDRESS, CALL(e.uvm, UVM_SET_RANGE_GROUP, s));

	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_PAGEABLE_MEM_ACCESS, pm));
	EXPECT_EQ(0, pm.access);	/* no HMM, no ATS */

	/* a semaphore pool, then its CPU mapping at the same address */
	pool.base = pool_va;
	pool.length = 2 * MiB;
	pool.count = 300;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  CALL(e.uvm, UVM_ALLOC_SEMAPHORE_POOL, pool));
	pool.count = 1;
	memcpy(pool.attrs[0].uuid, nvuvm_gpu0_uuid, 16);
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_ALLOC_SEMAPHORE_POOL, pool));
	EXPECT_EQ(NVRM_ADDRESS_IN_USE,
		  CALL(e.uvm, UVM_ALLOC_SEMAPHORE_POOL, pool));
	p = mmap((void *)pool_va, 2 * MiB, PROT_READ | PROT_WRITE,
		 MAP_SHARED | MAP_FIXED_NOREPLACE, e.uvm, pool_va);
	ASSERT_EQ((void *)pool_va, p);
	__atomic_store_n((uint32_t *)p + 1, 7, __ATOMIC_RELAXED);
	EXPECT_EQ(NVRM_OK,
		  range_cmd(e.uvm, UVM_VALIDATE_VA_RANGE, pool_va, 2 * MiB));

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
		  range_cmd(e.uvm, UVM_FREE, 0x7f1442e00000ULL, 0x1000));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, UVM_FREE, pool_va, 2 * MiB));
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
	EXPECT_EQ(NVRM_OK, CALL(e.uvm, UVM_SET_PREFERRED_LOCATION, pref));
	memcpy(pref.uuid, other, 16);
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  CALL(e.uvm, UVM_SET_PREFERRED_LOCATION, pref));
	memcpy(pref.uuid, nvuvm_cpu_uuid, 16);
	pref.nid = 4000;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT,
		  CALL(e.uvm, UVM_SET_PREFERRED_LOCATION, pref));
	pref.base = 0x100000;
	pref.nid = -1;
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  CALL(e.uvm, UVM_SET_PREFERRED_LOCATION, pref));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, UVM_UNSET_PREFERRED_LOCATION, base,
				     8 * MiB));
	EXPECT_EQ(NVRM_OK,
		  range_cmd(e.uvm, UVM_ENABLE_READ_DUPLICATION, base, 4 * MiB));
	EXPECT_EQ(NVRM_OK, range_cmd(e.uvm, UVM_DISABLE_READ_DUPLICATION, base,
				     8 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, UVM_DISABLE_READ_DUPLICATION, base,
			    16 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(e.uvm, UVM_DISABLE_READ_DUPLICATION, base + 1,
			    4096));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(e.uvm, UVM_SET_ACCESSED_BY, base,
					  8 * MiB, nvuvm_gpu0_uuid));
	EXPECT_EQ(NVRM_OK, range_uuid_cmd(e.uvm, UVM_UNSET_ACCESSED_BY, base,
					  8 * MiB, nvuvm_cpu_uuid));
	EXPECT_EQ(NVRM_INVALID_DEVICE,
		  range_uuid_cmd(e.uvm, UVM_SET_ACCESSED_BY, base, 8 * MiB,
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
		  range_cmd(fd, UVM_VALIDATE_VA_RANGE, (uintptr_t)p, 4 * MiB));
	/* an overlapping external range is refused; managed can't be freed */
	EXPECT_EQ(NVRM_ADDRESS_IN_USE, range_cmd(fd, UVM_CREATE_EXTERNAL_RANGE,
						 (uintptr_t)p, 2 * MiB));
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, UVM_FREE, (uintptr_t)p, 4 * MiB));
	/* a mapping cannot move */
	EXPECT_EQ(MAP_FAILED, mremap(p, 4 * MiB, 4 * MiB,
				     MREMAP_MAYMOVE | MREMAP_FIXED,
				     (char *)p + 64 * MiB));
	munmap(p, 4 * MiB);
	EXPECT_EQ(NVRM_INVALID_ADDRESS,
		  range_cmd(fd, UVM_VALIDATE_VA_RANGE, (uintptr_t)p, 4 * MiB));
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
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, CALL(e.uvm, UVM_MIGRATE, m));
	m.sema = 0;
	m.flags = 0x10;
	EXPECT_EQ(NVRM_INVALID_ARGUMENT, CALL(e.uvm, UVM_MIGRATE, m));
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
		  uuid_cmd(e.uvm, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
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

/* UVM_INITIALIZE flags (uvm_types.h) */
#define INIT_DISABLE_HMM		0x1
#define INIT_MULTI_PROCESS		0x2	/* ..._SHARING_MODE */

/*
 * UVM_PAGEABLE_MEM_ACCESS's answer on @fd (0 or 1), or 0x100 + the
 * rmStatus when it fails.
 */
static unsigned int pageable(int fd)
{
	struct { uint8_t access, pad[3]; uint32_t status; } a = {
		.access = 0xff,
	};
	uint32_t st = CALL(fd, UVM_PAGEABLE_MEM_ACCESS, a);

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
		  uuid_cmd(uvm, UVM_UNREGISTER_GPU, nvuvm_gpu0_uuid));
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

TEST_HARNESS_MAIN
