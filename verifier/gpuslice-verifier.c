// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-verifier: reads the NVIDIA driver's own per-process accounts for
 * gpuslice.ko, with parameters in this process's memory, which no container
 * can reach (uapi/gpuslice_verifier.h). Started by the module, never by
 * hand.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "gpuslice_verifier.h"
#include "nv_rmapi.h"

#define NV_IOCTL(nr, size)	_IOC(_IOC_READ | _IOC_WRITE, 'F', (nr), (size))
#define NV_MAJOR		195
#define ESC_RM_CONTROL		0x2a
#define ESC_RM_ALLOC		0x2b

#define CLASS_DEVICE		0x80
#define CLASS_SUBDEVICE		0x2080
#define H_DEVICE(g)		(0x5c000000u + 2 * (g))
#define H_SUBDEVICE(g)		(0x5c000001u + 2 * (g))

#define GET_PID_INFO		0x2080018eu
#define PID_INFO_SIZE		14408
#define MAX_GPUS		32

static int ctl;
static uint32_t client;
/* The real /dev/nvidiaN of each GPU, open for the verifier's life. */
static int gpu_fd[MAX_GPUS];

static uint32_t rm_alloc(uint32_t hparent, uint32_t *h, uint32_t cls,
			 void *params)
{
	struct gs_nvos64 a = {
		.hroot = client, .hparent = hparent, .hnew = *h, .hclass = cls,
		.params = (uintptr_t)params,
	};

	if (ioctl(ctl, NV_IOCTL(ESC_RM_ALLOC, sizeof(a)), &a))
		return 0xffffffff;
	*h = a.hnew;
	return a.status;
}

/*
 * Opens the real /dev/nvidia@g: RM allocates a device only for a process
 * whose fd table holds a file of its GPU (nv_is_gpu_accessible), and the
 * module hands over nvidiactl alone. The verifier runs in the initial
 * mount namespace, whose /dev is where the module finds the real nodes
 * (kmod/realdrv.c); the node must be the driver's (char 195:@g).
 */
static int open_gpu(unsigned int g)
{
	char path[32];
	struct stat st;
	int fd;

	snprintf(path, sizeof(path), "/dev/nvidia%u", g);
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) || !S_ISCHR(st.st_mode) ||
	    major(st.st_rdev) != NV_MAJOR || minor(st.st_rdev) != g) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Our own client, with a device and a subdevice on each GPU. */
static int setup(unsigned int gpus)
{
	uint8_t devp[56];
	uint32_t subp = 0, h = 0;
	unsigned int g;

	if (rm_alloc(0, &h, 0, NULL))
		return -1;
	client = h;
	for (g = 0; g < gpus; g++) {
		gpu_fd[g] = open_gpu(g);
		if (gpu_fd[g] < 0)
			return -1;
		memset(devp, 0, sizeof(devp));
		memcpy(devp, &g, sizeof(g));	/* deviceId */
		h = H_DEVICE(g);
		if (rm_alloc(client, &h, CLASS_DEVICE, devp))
			return -1;
		h = H_SUBDEVICE(g);
		if (rm_alloc(H_DEVICE(g), &h, CLASS_SUBDEVICE, &subp))
			return -1;
	}
	return 0;
}

static void pid_mem(struct gs_verifier_call *call)
{
	static uint8_t p[PID_INFO_SIZE];
	struct gs_nvos54 c = {
		.hclient = client, .hobject = H_SUBDEVICE(call->gpu),
		.cmd = GET_PID_INFO, .params = (uintptr_t)p,
		.params_size = sizeof(p),
	};
	uint64_t private_bytes, owned;
	uint32_t one = 1, result;

	memset(p, 0, sizeof(p));
	memcpy(p, &one, 4);
	memcpy(p + 8, &call->pid, 4);		/* entry 0: pid, index 0 */
	if (call->gpu >= MAX_GPUS ||
	    ioctl(ctl, NV_IOCTL(ESC_RM_CONTROL, sizeof(c)), &c)) {
		call->status = 0xffffffff;
		return;
	}
	memcpy(&result, p + 8 + 8, 4);
	memcpy(&private_bytes, p + 8 + 16, 8);
	memcpy(&owned, p + 8 + 24, 8);
	call->status = c.status ? c.status : result;
	call->bytes = private_bytes + owned;
}

int main(int argc, char **argv)
{
	struct gs_verifier_call call;
	int control = -1;
	unsigned int gpus = 0;

	if (argc == 7 && !strcmp(argv[1], "--control-fd") &&
	    !strcmp(argv[3], "--ctl-fd") && !strcmp(argv[5], "--gpus")) {
		control = atoi(argv[2]);
		ctl = atoi(argv[4]);
		gpus = atoi(argv[6]);
	}
	if (control < 0 || gpus > MAX_GPUS) {
		fprintf(stderr, "gpuslice-verifier: started by gpuslice.ko only\n");
		return 2;
	}
	if (setup(gpus))
		return 1;
	for (;;) {
		if (ioctl(control, GS_VERIFIER_WAIT, &call)) {
			if (errno == EINTR)
				continue;
			return 1;
		}
		if (call.op == GS_VERIFIER_OP_PID_MEM)
			pid_mem(&call);
		else
			call.status = 0xffffffff;
		if (ioctl(control, GS_VERIFIER_DONE, &call) && errno != EINTR)
			return 1;
	}
}
