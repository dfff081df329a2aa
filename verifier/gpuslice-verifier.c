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
#include "nv_abi.h"

/*
 * Every NVIDIA number is the ABI description's (core/nv_abi.h): a constant
 * GS_ABI_<NAME>, or ABI(<NAME>), the value in the driver's version, the
 * one gpuslice.ko reads the driver's calls by, which it names at start.
 */
#define ABI(name)		GS_ABI(abi, name)
#define NV_IOCTL(nr, size) \
	_IOC(_IOC_READ | _IOC_WRITE, GS_ABI_NV_IOCTL_MAGIC, (nr), (size))
#define FAILED			0xffffffffU	/* the verifier's own */

/* Our own handles: a device and a subdevice a GPU, from CUDA's base */
#define H_DEVICE(g)		(GS_ABI_CUDA_HANDLE_BASE + 2 * (g))
#define H_SUBDEVICE(g)		(GS_ABI_CUDA_HANDLE_BASE + 1 + 2 * (g))
#define MAX_GPUS		GS_VERIFIER_MAX_GPUS

#define GPUMON(field) \
	GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_##field
#define DISABLE(field)		GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS_##field

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

static uint64_t get64(const void *buf, uint32_t off)
{
	uint64_t v;

	memcpy(&v, (const uint8_t *)buf + off, sizeof(v));
	return v;
}

_Static_assert(GPUMON(SAMPLES_MAX) == GS_VERIFIER_SAMPLES,
	       "a call holds all of RM's samples");

/* The driver's version's facts, set before the threads start */
static const struct gs_abi *abi;

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
	uint8_t a[GS_ABI_NVOS64_SIZE] = { 0 };

	put32(a, GS_ABI_NVOS64_HROOT_AT, client);
	put32(a, GS_ABI_NVOS64_HOBJECTPARENT_AT, hparent);
	put32(a, GS_ABI_NVOS64_HOBJECTNEW_AT, *h);
	put32(a, GS_ABI_NVOS64_HCLASS_AT, cls);
	put64(a, GS_ABI_NVOS64_PALLOCPARMS_AT, (uintptr_t)params);
	if (ioctl(ctl, NV_IOCTL(GS_ABI_ESC_RM_ALLOC, sizeof(a)), a))
		return FAILED;
	*h = get32(a, GS_ABI_NVOS64_HOBJECTNEW_AT);
	return get32(a, GS_ABI_NVOS64_STATUS_AT);
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
	    major(st.st_rdev) != GS_ABI_NV_MAJOR || minor(st.st_rdev) != g) {
		close(fd);
		return -1;
	}
	return fd;
}

/* RM_CONTROL @cmd on @hobject of @hclient, through ctl file @fd. */
static uint32_t control_on(int fd, uint32_t hclient, uint32_t hobject,
			   uint32_t cmd, void *params, uint32_t size)
{
	uint8_t c[GS_ABI_NVOS54_SIZE] = { 0 };

	put32(c, GS_ABI_NVOS54_HCLIENT_AT, hclient);
	put32(c, GS_ABI_NVOS54_HOBJECT_AT, hobject);
	put32(c, GS_ABI_NVOS54_CMD_AT, cmd);
	put64(c, GS_ABI_NVOS54_PARAMS_AT, (uintptr_t)params);
	put32(c, GS_ABI_NVOS54_PARAMSSIZE_AT, size);
	if (ioctl(fd, NV_IOCTL(GS_ABI_ESC_RM_CONTROL, sizeof(c)), c))
		return FAILED;
	return get32(c, GS_ABI_NVOS54_STATUS_AT);
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
	static uint8_t ci[MAX_GPUS * GS_ABI_CARD_INFO_SIZE];
	uint32_t id, minor;
	unsigned int i, found = 0;

	if (ioctl(ctl, NV_IOCTL(GS_ABI_ESC_CARD_INFO, sizeof(ci)), ci))
		return -1;
	for (i = 0; i < MAX_GPUS; i++) {
		const uint8_t *e = ci + i * GS_ABI_CARD_INFO_SIZE;

		id = get32(e, GS_ABI_CARD_INFO_GPU_ID_AT);
		minor = get32(e, GS_ABI_CARD_INFO_MINOR_NUMBER_AT);
		if (!e[GS_ABI_CARD_INFO_VALID_AT] || minor >= gpus ||
		    gpu[minor].gpu_id)
			continue;
		gpu[minor].gpu_id = id;
		found++;
	}
	return found == gpus ? 0 : -1;
}

/*
 * The facts of @table, the version whose table gpuslice.ko reads the
 * driver's calls by (its own choice for the driver's module version, an
 * administrator's override included), so that both lay calls out alike;
 * the driver's version by CHECK_VERSION_STR's query said beside it when
 * they differ. A version the description lacks is refused, saying so.
 */
static int read_version(const char *table)
{
	uint8_t v[GS_ABI_RM_API_VERSION_SIZE] = { 0 };
	char *str = (char *)v + GS_ABI_RM_API_VERSION_STRING_AT;
	enum gs_abi_match match;

	abi = gs_abi_find(table, &match);
	if (!abi || match != GS_ABI_EXACT) {
		fprintf(stderr, "gpuslice-verifier: %s is not a version the ABI description has a table for\n",
			table);
		return -1;
	}
	put32(v, GS_ABI_RM_API_VERSION_CMD_AT, GS_ABI_RM_API_VERSION_CMD_QUERY);
	if (ioctl(ctl, NV_IOCTL(GS_ABI_ESC_CHECK_VERSION_STR, sizeof(v)), v))
		return -1;
	str[GS_ABI_RM_API_VERSION_STRING_LEN - 1] = 0;
	if (strcmp(str, abi->version))
		fprintf(stderr, "gpuslice-verifier: NVIDIA driver %s, its calls laid out as %s has them, as gpuslice.ko reads them\n",
			str, abi->version);
	return 0;
}

/*
 * Our own client, with a device and a subdevice on each GPU: the device
 * on the GPU's own device instance (GET_ID_INFO_V2), which need not be its
 * minor.
 */
static int setup(unsigned int gpus, const char *table)
{
	uint8_t devp[GS_ABI_DEVICE_PARAMS_SIZE];
	uint8_t subp[GS_ABI_SUBDEVICE_PARAMS_SIZE] = { 0 };
	uint8_t info[GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_SIZE];
	uint32_t h = 0;
	unsigned int g;

	if (read_version(table))
		return -1;
	if (rm_alloc(0, &h, GS_ABI_CLS_ROOT, NULL))
		return -1;
	client = h;
	if (read_card_info(gpus))
		return -1;
	for (g = 0; g < gpus; g++) {
		gpu[g].fd = open_gpu(g);
		if (gpu[g].fd < 0)
			return -1;
		memset(info, 0, sizeof(info));
		put32(info, GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_GPUID_AT,
		      gpu[g].gpu_id);
		if (rm_control(client, GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2, info,
			       sizeof(info)))
			return -1;
		gpu[g].instance =
			get32(info, GS_ABI_CTRL_0000_GPU_GET_ID_INFO_V2_DEVICEINSTANCE_AT);
		memset(devp, 0, sizeof(devp));
		put32(devp, GS_ABI_DEVICE_PARAMS_DEVICEID_AT, gpu[g].instance);
		h = H_DEVICE(g);
		if (rm_alloc(client, &h, GS_ABI_CLS_DEVICE_0, devp))
			return -1;
		h = H_SUBDEVICE(g);
		if (rm_alloc(H_DEVICE(g), &h, GS_ABI_CLS_SUBDEVICE_0, subp))
			return -1;
	}
	return 0;
}

#define PID_INFO(field)	(GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLIST_AT + \
			 GS_ABI_PID_INFO_##field##_AT)

/*
 * GET_PID_INFO of one process, its video memory: what it holds itself
 * and what it owns that others share.
 */
static void pid_mem(struct gs_verifier_call *call)
{
	static _Thread_local uint8_t p[GS_ABI_CTRL_2080_GPU_GET_PID_INFO_SIZE];

	memset(p, 0, sizeof(p));
	put32(p, GS_ABI_CTRL_2080_GPU_GET_PID_INFO_PIDINFOLISTCOUNT_AT, 1);
	put32(p, PID_INFO(PID), call->pid);
	put32(p, PID_INFO(INDEX), GS_ABI_PID_INFO_INDEX_VIDEO_MEMORY_USAGE);
	call->status = call->gpu < MAX_GPUS && gpu[call->gpu].fd >= 0 ?
		rm_control(H_SUBDEVICE(call->gpu),
			   GS_ABI_CTRL_2080_GPU_GET_PID_INFO, p, sizeof(p)) :
		FAILED;
	if (call->status)
		return;
	call->status = get32(p, PID_INFO(RESULT));
	call->bytes = get64(p, PID_INFO(MEMPRIVATE)) +
		      get64(p, PID_INFO(MEMSHAREDOWNED));
}

static void gpu_ident(struct gs_verifier_call *call)
{
	if (call->gpu >= MAX_GPUS || gpu[call->gpu].fd < 0) {
		call->status = FAILED;
		return;
	}
	call->gpu_id = gpu[call->gpu].gpu_id;
	call->instance = gpu[call->gpu].instance;
	call->status = 0;
}

/* Asks UVM about a container's file; the module gave us @fd for this. */
static void uvm_pageable(struct gs_verifier_call *call)
{
	uint8_t p[GS_ABI_UVM_PAGEABLE_MEM_ACCESS_SIZE] = { 0 };

	if (ioctl(call->fd, GS_ABI_UVM_PAGEABLE_MEM_ACCESS, p))
		put32(p, GS_ABI_UVM_PAGEABLE_MEM_ACCESS_RMSTATUS_AT, FAILED);
	close(call->fd);
	call->status = get32(p, GS_ABI_UVM_PAGEABLE_MEM_ACCESS_RMSTATUS_AT);
	call->pageable = p[GS_ABI_UVM_PAGEABLE_MEM_ACCESS_PAGEABLEMEMACCESS_AT];
}

#define POLICY(field)	(GS_ABI_NVOS57_SHAREPOLICY_AT + \
			 GS_ABI_RS_SHARE_POLICY_##field##_AT)

/*
 * A container's RM_SHARE, checked by the module, issued from our memory
 * through its ctl file; the module gave us @fd for this. A CLIENT share
 * first asks RM about its client (GET_FEATURES), as the module wants
 * the client's own answer.
 */
static void rm_share(struct gs_verifier_call *call)
{
	uint8_t s[GS_ABI_NVOS57_SIZE] = { 0 };
	uint8_t features[GS_ABI_CTRL_0000_SYSTEM_GET_FEATURES_SIZE];
	uint16_t type = call->share_type, action = call->action;
	uint32_t status = 0;

	put32(s, GS_ABI_NVOS57_HCLIENT_AT, call->hclient);
	put32(s, GS_ABI_NVOS57_HOBJECT_AT, call->hobject);
	put32(s, POLICY(TARGET), call->target);
	put32(s, POLICY(ACCESSMASK), call->access);
	memcpy(s + POLICY(TYPE), &type, sizeof(type));
	memcpy(s + POLICY(ACTION), &action, sizeof(action));
	call->status = 0;
	if (call->share_type == GS_ABI_RS_SHARE_TYPE_CLIENT)
		status = control_on(call->fd, call->hclient, call->hclient,
				    GS_ABI_CTRL_0000_SYSTEM_GET_FEATURES,
				    features, sizeof(features));
	if (!status) {
		if (ioctl(call->fd, NV_IOCTL(GS_ABI_ESC_RM_SHARE, sizeof(s)), s))
			call->status = FAILED;
		status = get32(s, GS_ABI_NVOS57_STATUS_AT);
	}
	close(call->fd);
	call->rm_status = status;
}

/*
 * A compute control: a container's channels disabled or enabled through
 * its own ctl file (the module gave us @fd for this), on the subdevice of
 * its client, as RM wants it.
 */
static void channels(struct gs_verifier_call *call)
{
	uint8_t p[DISABLE(SIZE)] = { 0 };
	unsigned int i, n = call->count;

	if (n > DISABLE(HCLIENTLIST_MAX))
		n = DISABLE(HCLIENTLIST_MAX);
	p[DISABLE(BDISABLE_AT)] = call->disable;
	put32(p, DISABLE(NUMCHANNELS_AT), n);
	for (i = 0; i < n; i++) {
		put32(p, DISABLE(HCLIENTLIST_AT) + 4 * i, call->hclient);
		put32(p, DISABLE(HCHANNELLIST_AT) + 4 * i, call->handles[i]);
	}
	call->rm_status = control_on(call->fd, call->hclient, call->hobject,
				     GS_ABI_CTRL_2080_FIFO_DISABLE_CHANNELS, p,
				     sizeof(p));
	close(call->fd);
	call->status = 0;
}

/*
 * RM's utilization samples of a GPU, read on our own subdevice: those
 * newer than call->after, oldest first, with the graphics engine's busy
 * share and the process on it; the samples' size and the engine's place
 * in them are the version's.
 */
static void gpumon(struct gs_verifier_call *call)
{
	static _Thread_local uint8_t p[GS_ABI_MAX_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE];
	uint32_t sample = ABI(GPUMON_SAMPLE_SIZE), gr = ABI(GPUMON_SAMPLE_GR_AT);
	unsigned int i, k, n = 0;
	uint32_t tracker;

	call->count = 0;
	if (call->gpu >= MAX_GPUS || gpu[call->gpu].fd < 0) {
		call->status = FAILED;
		return;
	}
	memset(p, 0, sizeof(p));
	p[GPUMON(TYPE_AT)] = GS_ABI_GPUMON_SAMPLE_TYPE_PERFMON_UTIL;
	put32(p, GPUMON(BUFSIZE_AT), GPUMON(SAMPLES_MAX) * sample);
	call->status = rm_control(H_SUBDEVICE(call->gpu),
				  GS_ABI_CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2,
				  p, ABI(CTRL_2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2_SIZE));
	if (call->status)
		return;
	tracker = get32(p, GPUMON(TRACKER_AT));
	for (k = 0; k < GPUMON(SAMPLES_MAX) && n < GS_VERIFIER_SAMPLES; k++) {
		const uint8_t *s = p + GPUMON(SAMPLES_AT) +
				   (size_t)((tracker + k) % GPUMON(SAMPLES_MAX)) * sample;
		uint64_t ts = get64(s, GS_ABI_GPUMON_SAMPLE_TIMESTAMP_AT);

		if (!ts || ts <= call->after)
			continue;
		call->samples[n].ts = ts;
		call->samples[n].util = get32(s, gr + GS_ABI_GPUMON_ENGINE_UTIL_AT);
		call->samples[n].pid = get32(s, gr + GS_ABI_GPUMON_ENGINE_PROCID_AT);
		n++;
	}
	/* in time order whatever the tracker said: insertion */
	for (k = 1; k < n; k++) {
		struct gs_verifier_sample t = call->samples[k];

		for (i = k; i > 0 && call->samples[i - 1].ts > t.ts; i--)
			call->samples[i] = call->samples[i - 1];
		call->samples[i] = t;
	}
	call->count = n;
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
			call.status = FAILED;
		}
		call.queue = queue;
		if (ioctl(control, GS_VERIFIER_DONE, &call) && errno != EINTR)
			exit(1);
	}
	return NULL;
}

int main(int argc, char **argv)
{
	const char *table = NULL;
	unsigned int gpus = 0, g;
	pthread_t t;

	if (argc == 9 && !strcmp(argv[1], "--control-fd") &&
	    !strcmp(argv[3], "--ctl-fd") && !strcmp(argv[5], "--gpus") &&
	    !strcmp(argv[7], "--nv-version")) {
		control = atoi(argv[2]);
		ctl = atoi(argv[4]);
		gpus = atoi(argv[6]);
		table = argv[8];
	}
	if (control < 0 || gpus > MAX_GPUS) {
		fprintf(stderr, "gpuslice-verifier: started by gpuslice.ko only\n");
		return 2;
	}
	for (g = 0; g < MAX_GPUS; g++)
		gpu[g].fd = -1;
	if (setup(gpus, table))
		return 1;
	/* a thread for each GPU's compute controls, then queue 0 here */
	for (g = 0; g < gpus; g++)
		if (pthread_create(&t, NULL, serve, (void *)(uintptr_t)(1 + g)))
			return 1;
	serve((void *)0);
	return 0;
}
