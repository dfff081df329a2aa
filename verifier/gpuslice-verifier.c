// SPDX-License-Identifier: GPL-2.0
/*
 * gpuslice-verifier: reads the NVIDIA driver's own per-process accounts for
 * gpuslice.ko, with parameters in this process's memory, which no container
 * can reach (uapi/gpuslice_verifier.h). Started by the module, never by
 * hand.
 */

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "gpuslice_verifier.h"
#include "nv_fifo.h"
#include "nv_rmapi.h"

#define NV_IOCTL(nr, size)	_IOC(_IOC_READ | _IOC_WRITE, 'F', (nr), (size))
#define NV_MAJOR		195
#define ESC_RM_CONTROL		0x2a
#define ESC_RM_ALLOC		0x2b
#define ESC_RM_SHARE		0x35
#define ESC_CARD_INFO		0xc8

#define CLASS_DEVICE		0x80
#define CLASS_SUBDEVICE		0x2080
#define H_DEVICE(g)		(0x5c000000u + 2 * (g))
#define H_SUBDEVICE(g)		(0x5c000001u + 2 * (g))

#define GET_PID_INFO		0x2080018eu
#define PID_INFO_SIZE		14408
#define GET_ID_INFO_V2		0x205u
#define GET_FEATURES		0x1f0u
#define MAX_GPUS		GS_VERIFIER_MAX_GPUS

/* nv_ioctl_card_info_t: 72 bytes, valid@0, gpu_id@16, minor_number@56 */
#define CARD_INFO_SIZE		72
#define CARD_INFO_GPU_ID	16
#define CARD_INFO_MINOR		56
/* NV0000_CTRL_GPU_GET_ID_INFO_V2_PARAMS: gpuId@0, deviceInstance@8 */
#define ID_INFO_V2_SIZE		32
#define ID_INFO_V2_INSTANCE	8

/* UVM_PAGEABLE_MEM_ACCESS: {pageableMemAccess u8, rmStatus u32@4} */
#define UVM_PAGEABLE_MEM_ACCESS	0x27

/* Set up before the threads start, read-only after */
static int ctl;
static int control = -1;
static uint32_t client;

/*
 * Each GPU by minor: its real /dev/nvidiaN, open for the verifier's life,
 * and its RM identity.
 */
static struct {
	int fd;
	uint32_t gpu_id;
	uint32_t instance;
} gpu[MAX_GPUS];

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

/* RM_CONTROL @cmd on @hobject of @hclient, through ctl file @fd. */
static uint32_t control_on(int fd, uint32_t hclient, uint32_t hobject,
			   uint32_t cmd, void *params, uint32_t size)
{
	struct gs_nvos54 c = {
		.hclient = hclient, .hobject = hobject, .cmd = cmd,
		.params = (uintptr_t)params, .params_size = size,
	};

	if (ioctl(fd, NV_IOCTL(ESC_RM_CONTROL, sizeof(c)), &c))
		return 0xffffffff;
	return c.status;
}

/* RM_CONTROL on our own client's @hobject */
static uint32_t rm_control(uint32_t hobject, uint32_t cmd, void *params,
			   uint32_t size)
{
	return control_on(ctl, client, hobject, cmd, params, size);
}

/*
 * The gpuId of each GPU, by minor, from CARD_INFO: the driver's own table
 * of its devices.
 */
static int read_card_info(unsigned int gpus)
{
	static uint8_t ci[MAX_GPUS * CARD_INFO_SIZE];
	uint32_t id, minor;
	unsigned int i, found = 0;

	if (ioctl(ctl, NV_IOCTL(ESC_CARD_INFO, sizeof(ci)), ci))
		return -1;
	for (i = 0; i < MAX_GPUS; i++) {
		const uint8_t *e = ci + i * CARD_INFO_SIZE;

		memcpy(&id, e + CARD_INFO_GPU_ID, sizeof(id));
		memcpy(&minor, e + CARD_INFO_MINOR, sizeof(minor));
		if (!e[0] || minor >= gpus || gpu[minor].gpu_id)
			continue;
		gpu[minor].gpu_id = id;
		found++;
	}
	return found == gpus ? 0 : -1;
}

/*
 * Our own client, with a device and a subdevice on each GPU: the device
 * on the GPU's own device instance (GET_ID_INFO_V2), which need not be its
 * minor.
 */
static int setup(unsigned int gpus)
{
	uint8_t devp[56], info[ID_INFO_V2_SIZE];
	uint32_t subp = 0, h = 0;
	unsigned int g;

	if (rm_alloc(0, &h, 0, NULL))
		return -1;
	client = h;
	if (read_card_info(gpus))
		return -1;
	for (g = 0; g < gpus; g++) {
		gpu[g].fd = open_gpu(g);
		if (gpu[g].fd < 0)
			return -1;
		memset(info, 0, sizeof(info));
		memcpy(info, &gpu[g].gpu_id, sizeof(gpu[g].gpu_id));
		if (rm_control(client, GET_ID_INFO_V2, info, sizeof(info)))
			return -1;
		memcpy(&gpu[g].instance, info + ID_INFO_V2_INSTANCE,
		       sizeof(gpu[g].instance));
		memset(devp, 0, sizeof(devp));
		memcpy(devp, &gpu[g].instance, sizeof(gpu[g].instance));
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
	static _Thread_local uint8_t p[PID_INFO_SIZE];
	uint64_t private_bytes, owned;
	uint32_t one = 1, result;

	memset(p, 0, sizeof(p));
	memcpy(p, &one, 4);
	memcpy(p + 8, &call->pid, 4);		/* entry 0: pid, index 0 */
	call->status = call->gpu < MAX_GPUS && gpu[call->gpu].fd >= 0 ?
		rm_control(H_SUBDEVICE(call->gpu), GET_PID_INFO, p, sizeof(p)) :
		0xffffffff;
	if (call->status)
		return;
	memcpy(&result, p + 8 + 8, 4);
	memcpy(&private_bytes, p + 8 + 16, 8);
	memcpy(&owned, p + 8 + 24, 8);
	call->status = result;
	call->bytes = private_bytes + owned;
}

static void gpu_ident(struct gs_verifier_call *call)
{
	if (call->gpu >= MAX_GPUS || gpu[call->gpu].fd < 0) {
		call->status = 0xffffffff;
		return;
	}
	call->gpu_id = gpu[call->gpu].gpu_id;
	call->instance = gpu[call->gpu].instance;
	call->status = 0;
}

/* Asks UVM about a container's file; the module gave us @fd for this. */
static void uvm_pageable(struct gs_verifier_call *call)
{
	struct {
		uint8_t pageable;
		uint8_t pad[3];
		uint32_t status;
	} p = { 0 };

	if (ioctl(call->fd, UVM_PAGEABLE_MEM_ACCESS, &p))
		p.status = 0xffffffff;
	close(call->fd);
	call->status = p.status;
	call->pageable = p.pageable;
}

/*
 * A container's RM_SHARE, checked by the module, issued from our memory
 * through its ctl file; the module gave us @fd for this.
 */
static void rm_share(struct gs_verifier_call *call)
{
	struct gs_nvos57 s = {
		.hclient = call->hclient, .hobject = call->hobject,
		.policy = {
			.target = call->target, .access_mask = call->access,
			.type = call->share_type, .action = call->action,
		},
	};
	uint32_t features;

	call->status = 0;
	if (call->share_type == GS_RS_SHARE_CLIENT)
		s.status = control_on(call->fd, s.hclient, s.hclient,
				      GET_FEATURES, &features,
				      sizeof(features));
	if (!s.status &&
	    ioctl(call->fd, NV_IOCTL(ESC_RM_SHARE, sizeof(s)), &s))
		call->status = 0xffffffff;
	close(call->fd);
	call->rm_status = s.status;
}

/*
 * A compute control: a container's channels disabled or enabled through
 * its own ctl file (the module gave us @fd for this), on the subdevice of
 * its client, as RM wants it.
 */
static void channels(struct gs_verifier_call *call)
{
	uint8_t p[GS_NV_DISABLE_CHANNELS_SIZE];

	gs_nv_disable_channels(p, call->disable, call->hclient, call->handles,
			       call->count);
	call->rm_status = control_on(call->fd, call->hclient, call->hobject,
				     GS_NV_CTRL_DISABLE_CHANNELS, p, sizeof(p));
	close(call->fd);
	call->status = 0;
}

/* RM's utilization samples of a GPU, read on our own subdevice. */
static void gpumon(struct gs_verifier_call *call)
{
	static _Thread_local uint8_t p[GS_NV_GPUMON_SIZE];
	static _Thread_local struct gs_nv_gpumon s[GS_NV_GPUMON_COUNT];
	unsigned int i, n;

	call->count = 0;
	if (call->gpu >= MAX_GPUS || gpu[call->gpu].fd < 0) {
		call->status = 0xffffffff;
		return;
	}
	gs_nv_gpumon_query(p);
	call->status = rm_control(H_SUBDEVICE(call->gpu),
				  GS_NV_CTRL_GPUMON_SAMPLES, p, sizeof(p));
	if (call->status)
		return;
	n = gs_nv_gpumon_read(p, call->after, s, GS_NV_GPUMON_COUNT);
	for (i = 0; i < n && i < GS_VERIFIER_SAMPLES; i++) {
		call->samples[i].ts = s[i].ts;
		call->samples[i].util = s[i].util;
		call->samples[i].pid = s[i].pid;
	}
	call->count = i;
}

/* Serves queue @arg until the module goes away. */
static void *serve(void *arg)
{
	static _Thread_local struct gs_verifier_call call;
	uint32_t queue = (uint32_t)(uintptr_t)arg;

	for (;;) {
		memset(&call, 0, sizeof(call));
		call.queue = queue;
		if (ioctl(control, GS_VERIFIER_WAIT, &call)) {
			if (errno == EINTR)
				continue;
			exit(1);
		}
		switch (call.op) {
		case GS_VERIFIER_OP_PID_MEM:
			pid_mem(&call);
			break;
		case GS_VERIFIER_OP_GPU_IDENT:
			gpu_ident(&call);
			break;
		case GS_VERIFIER_OP_UVM_PAGEABLE:
			uvm_pageable(&call);
			break;
		case GS_VERIFIER_OP_RM_SHARE:
			rm_share(&call);
			break;
		case GS_VERIFIER_OP_CHANNELS:
			channels(&call);
			break;
		case GS_VERIFIER_OP_GPUMON:
			gpumon(&call);
			break;
		default:
			call.status = 0xffffffff;
		}
		call.queue = queue;
		if (ioctl(control, GS_VERIFIER_DONE, &call) && errno != EINTR)
			exit(1);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned int gpus = 0, g;
	pthread_t t;

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
	for (g = 0; g < MAX_GPUS; g++)
		gpu[g].fd = -1;
	if (setup(gpus))
		return 1;
	/* a thread for each GPU's compute controls, then queue 0 here */
	for (g = 0; g < gpus; g++)
		if (pthread_create(&t, NULL, serve, (void *)(uintptr_t)(1 + g)))
			return 1;
	serve((void *)0);
	return 0;
}
