// SPDX-License-Identifier: GPL-2.0
/*
 * libgpuslice-fb-shim.so (LD_PRELOAD): what each driver call of a process
 * costs the card's framebuffer, beyond what RM counts for the process.
 *
 * With FBP_LOG=PATH set (%p becomes the pid), every ioctl on an NVIDIA node
 * (nvidiactl, nvidiaN, nvidia-uvm) is bracketed by two readings taken
 * through an RM client of the shim's own, made when the library loads:
 *   - the card's free framebuffer: FB_GET_INFO_V2 HEAP_FREE (KiB), what
 *     cudaMemGetInfo and NVML's free report;
 *   - the process's count: GPU_GET_PID_INFO VIDEO_MEMORY_USAGE of its pid,
 *     private + shared bytes, what nvidia-smi lists per process.
 * Calls, readings and log lines are serialised by one lock, so each call's
 * line holds its own effect: "call" lines give the device, the kind
 * (alloc:CLASS, with a TSG's engine type or a VA space's flags; free;
 * control:CMD; uvm:CMD; esc:NR), RM's status, the handles, the reading
 * before the call (free: KiB, count: bytes), dfree (KiB the free heap fell
 * during the call), dpid (bytes the count grew), and gfree/gpid: the same
 * since the previous reading, that is, what happened outside any call (a
 * kernel launch, a UVM fault, another process).
 * fbp_mark(NAME), found with dlsym(), writes a "mark" line with that gap.
 *
 * The shim's own client is made before the first reading, so its cost is
 * in no line. Without FBP_LOG every call goes straight to the driver.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "nv_abi.h"

/*
 * Every NVIDIA number is the ABI description's (core/nv_abi.h): a constant
 * GS_ABI_<NAME>, or ABI(<NAME>) of the driver's version, which
 * CHECK_VERSION_STR's query tells when the library loads.
 */
#define ABI(name)		GS_ABI(abi, name)
#define RM_IOCTL(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))
#define FAILED(e)		(0xdead0000u | (e))	/* the shim's own */

/* the shim's own handles, apart from CUDA's */
#define H_DEV			(GS_ABI_CUDA_HANDLE_BASE + 0xfb0002)
#define H_SUBDEV		(GS_ABI_CUDA_HANDLE_BASE + 0xfb0003)

#define FB_INFO_AT(field) \
	(GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT + GS_ABI_FB_INFO_##field##_AT)
#define PID_INFO_AT(field) \
	(GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_AT + \
	 GS_ABI_PID_INFO_##field##_AT)

static const struct gs_abi *abi;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int ctl_fd = -1, gpu_fd = -1, log_fd = -1, uvm_major = -1;
static int ready;
static uint32_t client;
static long long last_free, last_pid;
static uint8_t pid_info[GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE];
static uint8_t fb_info[GS_ABI_MAX_CTRL_2080_FB_GET_INFO_V2_SIZE];

static void put32(void *buf, size_t off, uint32_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static void put64(void *buf, size_t off, uint64_t v)
{
	memcpy((uint8_t *)buf + off, &v, sizeof(v));
}

static uint32_t u32_at(const void *arg, size_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)arg + off, sizeof(v));
	return v;
}

static uint64_t u64_at(const void *arg, size_t off)
{
	uint64_t v;

	memcpy(&v, (const uint8_t *)arg + off, sizeof(v));
	return v;
}

/*
 * The system call itself, for the shim's own calls and the ones it passes
 * on: glibc's ioctl() adds nothing to it on x86-64.
 */
static long rm_ioctl(int fd, unsigned long req, void *arg)
{
	return syscall(SYS_ioctl, fd, req, arg);
}

static uint32_t rm_alloc(uint32_t root, uint32_t parent, uint32_t *h,
			 uint32_t cls, void *params)
{
	uint8_t a[GS_ABI_NVOS64_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS64_HROOT_AT, root);
	put32(a, GS_ABI_NVOS64_HOBJECTPARENT_AT, parent);
	put32(a, GS_ABI_NVOS64_HOBJECTNEW_AT, *h);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, cls);
	put64(a, GS_ABI_NVOS64_PALLOCPARMS_AT, (uintptr_t)params);
	if (rm_ioctl(ctl_fd, RM_IOCTL(GS_ABI_ESC_RM_ALLOC, sizeof(a)), a))
		return FAILED(errno);
	*h = u32_at(a, GS_ABI_NVOS64_HOBJECTNEW_AT);
	return u32_at(a, GS_ABI_NVOS64_STATUS_AT);
}

static uint32_t rm_control(uint32_t obj, uint32_t cmd, void *p, uint32_t size)
{
	uint8_t c[GS_ABI_NVOS54_SIZE] = { 0 };

	put32(c, GS_ABI_NVOS54_HCLIENT_AT, client);
	put32(c, GS_ABI_NVOS54_HOBJECT_AT, obj);
	put32(c, GS_ABI_NVOS54_CMD_AT, cmd);
	put64(c, GS_ABI_NVOS54_PARAMS_AT, (uintptr_t)p);
	put32(c, GS_ABI_NVOS54_PARAMSSIZE_AT, size);
	if (rm_ioctl(ctl_fd, RM_IOCTL(GS_ABI_ESC_RM_CONTROL, sizeof(c)), c))
		return FAILED(errno);
	return u32_at(c, GS_ABI_NVOS54_STATUS_AT);
}

/* The driver's version's facts, by CHECK_VERSION_STR's query */
static const struct gs_abi *driver_abi(void)
{
	uint8_t v[GS_ABI_RM_API_VERSION_SIZE] = { 0 };
	enum gs_abi_match match;

	put32(v, GS_ABI_RM_API_VERSION_CMD_AT, GS_ABI_RM_API_VERSION_CMD_QUERY);
	if (rm_ioctl(ctl_fd, RM_IOCTL(GS_ABI_ESC_CHECK_VERSION_STR, sizeof(v)),
		     v))
		return NULL;
	v[GS_ABI_RM_API_VERSION_STRING_AT + GS_ABI_RM_API_VERSION_STRING_LEN - 1] = 0;
	return gs_abi_find((char *)v + GS_ABI_RM_API_VERSION_STRING_AT, &match);
}

/* Free heap in KiB and this process's count in bytes; -1 on failure. */
static int reading(long long *free_kib, long long *pid_bytes)
{
	memset(fb_info, 0, sizeof(fb_info));
	put32(fb_info, GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT, 1);
	put32(fb_info, FB_INFO_AT(INDEX), GS_ABI_FB_INFO_INDEX_HEAP_FREE);
	if (rm_control(H_SUBDEV, GS_ABI_CTRL_2080_FB_GET_INFO_V2, fb_info,
		       ABI(CTRL_2080_FB_GET_INFO_V2_SIZE)))
		return -1;
	memset(pid_info, 0, sizeof(pid_info));
	put32(pid_info, GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLISTCOUNT_AT, 1);
	put32(pid_info, PID_INFO_AT(PID), getpid());
	put32(pid_info, PID_INFO_AT(INDEX),
	      GS_ABI_PID_INFO_INDEX_VIDEO_MEMORY_USAGE);
	if (rm_control(H_SUBDEV, GS_ABI_CTRL_2080_GPU_GET_PID_INFO, pid_info,
		       sizeof(pid_info)))
		return -1;
	*free_kib = u32_at(fb_info, FB_INFO_AT(DATA));
	*pid_bytes = u32_at(pid_info, PID_INFO_AT(RESULT)) ? 0 :
		     (long long)(u64_at(pid_info, PID_INFO_AT(MEMPRIVATE)) +
				 u64_at(pid_info, PID_INFO_AT(MEMSHAREDOWNED)));
	return 0;
}

static void say(const char *fmt, ...)
{
	char line[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	if (n <= 0)
		return;
	if ((size_t)n >= sizeof(line))
		n = sizeof(line) - 1;
	/* one write() a line: lines of threads never mix */
	if (write(log_fd, line, n) != n)
		return;
}

static int uvm_dev_major(void)
{
	char line[128], name[64];
	FILE *f = fopen("/proc/devices", "r");
	int major = -1, m;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%d %63s", &m, name) == 2 &&
		    !strcmp(name, "nvidia-uvm"))
			major = m;
	fclose(f);
	return major;
}

__attribute__((constructor)) static void shim_init(void)
{
	const char *path = getenv("FBP_LOG");
	uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE] = { 0 };
	uint8_t subp[GS_ABI_SUBDEVICE_PARAMS_SIZE] = { 0 };
	uint32_t h = 0, st;
	char name[256];
	size_t i, o = 0;

	if (!path)
		return;
	for (i = 0; path[i] && o < sizeof(name) - 12; i++) {
		if (path[i] == '%' && path[i + 1] == 'p') {
			o += snprintf(name + o, sizeof(name) - o, "%d",
				      getpid());
			i++;
		} else {
			name[o++] = path[i];
		}
	}
	name[o] = 0;
	log_fd = open(name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (log_fd < 0)
		return;
	uvm_major = uvm_dev_major();
	ctl_fd = open("/dev/nvidiactl", O_RDWR | O_CLOEXEC);
	gpu_fd = open("/dev/nvidia0", O_RDWR | O_CLOEXEC);
	st = ctl_fd < 0 || gpu_fd < 0 ? FAILED(errno) :
	     rm_alloc(0, 0, &h, GS_ABI_CLS_ROOT_CLIENT, NULL);
	abi = st ? NULL : driver_abi();
	if (!st && !abi)
		st = FAILED(ENOTSUP);
	if (!st) {
		client = h;
		h = H_DEV;
		st = rm_alloc(client, client, &h, GS_ABI_CLS_DEVICE_0, devp);
	}
	if (!st) {
		h = H_SUBDEV;
		st = rm_alloc(client, H_DEV, &h, GS_ABI_CLS_SUBDEVICE_0, subp);
	}
	if (!st && reading(&last_free, &last_pid))
		st = FAILED(0);
	if (st) {
		say("error setup status=0x%x\n", st);
		return;
	}
	say("start pid=%d free=%lld count=%lld uvm_major=%d\n", getpid(),
	    last_free, last_pid, uvm_major);
	ready = 1;
}

/* "ctl", "gpu" or "uvm" for the driver's nodes, else NULL. */
static const char *node(int fd)
{
	struct stat st;

	if (fstat(fd, &st) || !S_ISCHR(st.st_mode))
		return NULL;
	if (major(st.st_rdev) == GS_ABI_NV_MAJOR)
		return minor(st.st_rdev) == GS_ABI_NV_CTL_MINOR ? "ctl" : "gpu";
	if ((int)major(st.st_rdev) == uvm_major && minor(st.st_rdev) == 0)
		return "uvm";
	return NULL;
}

static void log_call(const char *dev, unsigned long req, const void *arg,
		     long long free0, long long pid0, long long dfree,
		     long long dpid, long long gfree, long long gpid)
{
	unsigned int nr = _IOC_NR(req), size = _IOC_SIZE(req);
	uint32_t st = 0, root = 0, h = 0;
	char kind[48];

	if (!strcmp(dev, "uvm")) {
		snprintf(kind, sizeof(kind), "uvm:0x%lx", req);
	} else if (nr == GS_ABI_ESC_RM_ALLOC &&
		   (size == GS_ABI_NVOS64_SIZE || size == GS_ABI_NVOS21_SIZE)) {
		uint32_t cls = u32_at(arg, GS_ABI_NVOS64_HCLASS_AT);
		uint64_t params = u64_at(arg, GS_ABI_NVOS64_PALLOCPARMS_AT);
		const void *p = (const void *)(uintptr_t)params;

		/* a TSG's engine type, a VA space's flags */
		if (cls == GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A && params)
			snprintf(kind, sizeof(kind), "alloc:0x%x/engine=0x%x",
				 cls, u32_at(p, GS_ABI_TSG_PARAMS_ENGINETYPE_AT));
		else if (cls == GS_ABI_CLS_FERMI_VASPACE_A && params)
			snprintf(kind, sizeof(kind), "alloc:0x%x/flags=0x%x",
				 cls, u32_at(p, GS_ABI_VASPACE_PARAMS_FLAGS_AT));
		else
			snprintf(kind, sizeof(kind), "alloc:0x%x", cls);
		root = u32_at(arg, GS_ABI_NVOS64_HROOT_AT);
		h = u32_at(arg, GS_ABI_NVOS64_HOBJECTNEW_AT);
		st = u32_at(arg, size == GS_ABI_NVOS64_SIZE ?
			    GS_ABI_NVOS64_STATUS_AT : GS_ABI_NVOS21_STATUS_AT);
	} else if (nr == GS_ABI_ESC_RM_FREE && size == GS_ABI_NVOS00_SIZE) {
		snprintf(kind, sizeof(kind), "free");
		root = u32_at(arg, GS_ABI_NVOS00_HROOT_AT);
		h = u32_at(arg, GS_ABI_NVOS00_HOBJECTOLD_AT);
		st = u32_at(arg, GS_ABI_NVOS00_STATUS_AT);
	} else if (nr == GS_ABI_ESC_RM_CONTROL && size == GS_ABI_NVOS54_SIZE) {
		snprintf(kind, sizeof(kind), "control:0x%x",
			 u32_at(arg, GS_ABI_NVOS54_CMD_AT));
		root = u32_at(arg, GS_ABI_NVOS54_HCLIENT_AT);
		h = u32_at(arg, GS_ABI_NVOS54_HOBJECT_AT);
		st = u32_at(arg, GS_ABI_NVOS54_STATUS_AT);
	} else {
		snprintf(kind, sizeof(kind), "esc:0x%x", nr);
	}
	say("call dev=%s kind=%s st=0x%x root=0x%x h=0x%x free=%lld count=%lld dfree=%lld dpid=%lld gfree=%lld gpid=%lld\n",
	    dev, kind, st, root, h, free0, pid0, dfree, dpid, gfree, gpid);
}

int ioctl(int fd, unsigned long req, ...)
{
	long long f0, p0, f1, p1;
	const char *dev;
	va_list ap;
	void *arg;
	long ret;
	int err;

	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	dev = ready ? node(fd) : NULL;
	if (!dev)
		return rm_ioctl(fd, req, arg);
	pthread_mutex_lock(&lock);
	if (reading(&f0, &p0))
		f0 = last_free, p0 = last_pid;
	ret = rm_ioctl(fd, req, arg);
	err = errno;
	if (reading(&f1, &p1))
		f1 = f0, p1 = p0;
	if (!ret)
		log_call(dev, req, arg, f0, p0, f0 - f1, p1 - p0,
			 last_free - f0, p0 - last_pid);
	else
		say("call dev=%s kind=errno:%d req=0x%lx dfree=%lld dpid=%lld gfree=%lld gpid=%lld\n",
		    dev, err, req, f0 - f1, p1 - p0, last_free - f0,
		    p0 - last_pid);
	last_free = f1;
	last_pid = p1;
	pthread_mutex_unlock(&lock);
	errno = err;
	return ret;
}

__attribute__((visibility("default"))) void fbp_mark(const char *name)
{
	long long f, p;

	if (!ready)
		return;
	pthread_mutex_lock(&lock);
	if (!reading(&f, &p)) {
		say("mark name=%s gfree=%lld gpid=%lld\n", name, last_free - f,
		    p - last_pid);
		last_free = f;
		last_pid = p;
	}
	pthread_mutex_unlock(&lock);
}
