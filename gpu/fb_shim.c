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

#include "nv_procs.h"
#include "nv_rmapi.h"

#define NV_MAJOR		195
#define NV_CTL_MINOR		255
#define ESC_FREE		0x29
#define ESC_CONTROL		0x2a
#define ESC_ALLOC		0x2b
#define RM_IOCTL(nr, size)	_IOC(_IOC_READ | _IOC_WRITE, 'F', (nr), (size))

#define CLS_VASPACE		0x90f1u	/* FERMI_VASPACE_A */
#define CLS_TSG			0xa06cu	/* KEPLER_CHANNEL_GROUP_A */

#define FB_GET_INFO_V2		0x20801303u
#define FB_INFO_V2_WORDS	257	/* 1028 bytes: the registered size */
#define FB_HEAP_FREE		0x16

/* the shim's own handles, apart from CUDA's 0x5c0000xx */
#define H_DEV			0x5cfb0002u
#define H_SUBDEV		0x5cfb0003u

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int ctl_fd = -1, gpu_fd = -1, log_fd = -1, uvm_major = -1;
static int ready;
static uint32_t client;
static long long last_free, last_pid;
static uint8_t pid_info[GS_NV_GET_PID_INFO_SIZE];

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
	struct gs_nvos64 a = {
		.hroot = root, .hparent = parent, .hnew = *h, .hclass = cls,
		.params = (uintptr_t)params,
	};

	if (rm_ioctl(ctl_fd, RM_IOCTL(ESC_ALLOC, sizeof(a)), &a))
		return 0xdead0000u | errno;
	*h = a.hnew;
	return a.status;
}

static uint32_t rm_control(uint32_t obj, uint32_t cmd, void *p, uint32_t size)
{
	struct gs_nvos54 c = {
		.hclient = client, .hobject = obj, .cmd = cmd,
		.params = (uintptr_t)p, .params_size = size,
	};

	if (rm_ioctl(ctl_fd, RM_IOCTL(ESC_CONTROL, sizeof(c)), &c))
		return 0xdead0000u | errno;
	return c.status;
}

/* Free heap in KiB and this process's count in bytes; -1 on failure. */
static int reading(long long *free_kib, long long *pid_bytes)
{
	uint32_t fb[FB_INFO_V2_WORDS] = { 1, FB_HEAP_FREE };
	uint32_t n = 1, pid = getpid(), result;
	uint64_t priv, shared;

	if (rm_control(H_SUBDEV, FB_GET_INFO_V2, fb, sizeof(fb)))
		return -1;
	memset(pid_info, 0, sizeof(pid_info));
	memcpy(pid_info, &n, 4);
	memcpy(pid_info + 8, &pid, 4);	/* entry 0: pid@0, index@4 = 0 */
	if (rm_control(H_SUBDEV, GS_NV_CTRL_GET_PID_INFO, pid_info,
		       sizeof(pid_info)))
		return -1;
	memcpy(&result, pid_info + 8 + 8, 4);
	memcpy(&priv, pid_info + 8 + 16, 8);
	memcpy(&shared, pid_info + 8 + 24, 8);
	*free_kib = fb[2];
	*pid_bytes = result ? 0 : (long long)(priv + shared);
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
	uint8_t devp[56] = { 0 };
	uint32_t subp = 0, h = 0, st;
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
	st = ctl_fd < 0 || gpu_fd < 0 ? 0xdead0000u | errno :
	     rm_alloc(0, 0, &h, 0x41, NULL);
	if (!st) {
		client = h;
		h = H_DEV;
		st = rm_alloc(client, client, &h, 0x80, devp);
	}
	if (!st) {
		h = H_SUBDEV;
		st = rm_alloc(client, H_DEV, &h, 0x2080, &subp);
	}
	if (!st && reading(&last_free, &last_pid))
		st = 0xdead0000u;
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
	if (major(st.st_rdev) == NV_MAJOR)
		return minor(st.st_rdev) == NV_CTL_MINOR ? "ctl" : "gpu";
	if ((int)major(st.st_rdev) == uvm_major && minor(st.st_rdev) == 0)
		return "uvm";
	return NULL;
}

static uint32_t u32_at(const void *arg, size_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)arg + off, 4);
	return v;
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
	} else if (nr == ESC_ALLOC && (size == 48 || size == 32)) {
		uint32_t cls = u32_at(arg, 12);
		uint64_t params;

		memcpy(&params, (const uint8_t *)arg + 16, 8);
		/* a TSG's engine type@12, a VA space's flags@4 */
		if (cls == CLS_TSG && params)
			snprintf(kind, sizeof(kind), "alloc:0x%x/engine=0x%x",
				 cls, u32_at((void *)(uintptr_t)params, 12));
		else if (cls == CLS_VASPACE && params)
			snprintf(kind, sizeof(kind), "alloc:0x%x/flags=0x%x",
				 cls, u32_at((void *)(uintptr_t)params, 4));
		else
			snprintf(kind, sizeof(kind), "alloc:0x%x", cls);
		root = u32_at(arg, 0);
		h = u32_at(arg, 8);
		st = u32_at(arg, size == 48 ? 40 : 28);
	} else if (nr == ESC_FREE && size == 16) {
		snprintf(kind, sizeof(kind), "free");
		root = u32_at(arg, 0);
		h = u32_at(arg, 8);
		st = u32_at(arg, 12);
	} else if (nr == ESC_CONTROL && size == 32) {
		snprintf(kind, sizeof(kind), "control:0x%x", u32_at(arg, 8));
		root = u32_at(arg, 0);
		h = u32_at(arg, 4);
		st = u32_at(arg, 28);
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
