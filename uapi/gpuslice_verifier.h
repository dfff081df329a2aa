/* SPDX-License-Identifier: (GPL-2.0 WITH Linux-syscall-note) OR MIT */
/*
 * gpuslice.ko <-> gpuslice-verifier: the private protocol of the verifier,
 * the process that reads the driver's own accounts for gpuslice
 * (docs/design.md, "Check-then-use").
 *
 * The module starts the verifier with no capabilities, with two
 * open fds named on its command line:
 *
 *   gpuslice-verifier --control-fd C --ctl-fd R --gpus N
 *
 * R is the real driver's /dev/nvidiactl; on it the verifier allocates its
 * own RM client with a device and a subdevice for each GPU of minor
 * 0..N-1 (which it opens from the initial mount namespace's /dev). It then
 * loops: GS_VERIFIER_WAIT blocks until a request is due and fills @op and
 * its inputs; the verifier answers with GS_VERIFIER_DONE, @id unchanged.
 *
 * GS_VERIFIER_OP_PID_MEM: the framebuffer bytes process @pid (a pid of the
 * initial namespace) holds on the GPU of minor @gpu by RM's own count
 * (GPU_GET_PID_INFO: private plus shared-owned bytes) into @bytes.
 *
 * GS_VERIFIER_OP_GPU_IDENT: the RM identity of the GPU of minor @gpu: its
 * gpuId (CARD_INFO) into @gpu_id and its device instance (GET_ID_INFO_V2),
 * what NV01_DEVICE_0's deviceId names, into @instance.
 *
 * GS_VERIFIER_OP_UVM_PAGEABLE: whether the initialised nvidia-uvm file at
 * @fd, which the module installed in the verifier for this request and the
 * verifier closes, gives GPUs access to pageable memory
 * (UVM_PAGEABLE_MEM_ACCESS), into @pageable.
 *
 * GS_VERIFIER_OP_RM_SHARE: RM_SHARE of object @hobject of client @hclient
 * with policy {@target, @access, @share_type, @action}, through the ctl
 * file at @fd, which the module installed in the verifier for this request
 * and the verifier closes; RM's answer into @rm_status. RM checks that a
 * share's client is the file's (strict client validation) except for
 * policy CLIENT (_serverShareResourceAccessClient): for that one the
 * verifier first asks a control RM does check on @hclient through the
 * file (SYSTEM_GET_FEATURES), and answers its refusal without sharing.
 *
 * GS_VERIFIER_OP_CHANNELS: NV2080 FIFO_DISABLE_CHANNELS on subdevice
 * @hobject of client @hclient, through the ctl file at @fd (installed for
 * this request, closed by the verifier), disabling (@disable) or enabling
 * the @count channels @handles of that client; RM's answer in @rm_status.
 *
 * GS_VERIFIER_OP_GPUMON: RM's utilization samples of the GPU of minor
 * @gpu (PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2, on the verifier's own
 * subdevice), newer than @after (CLOCK_REALTIME ns), oldest first, into
 * @samples, @count of them; pids are of the initial namespace.
 *
 * @status is the RM status (0 when it worked).
 */
#ifndef _UAPI_GPUSLICE_VERIFIER_H
#define _UAPI_GPUSLICE_VERIFIER_H

#include <linux/ioctl.h>
#include <linux/types.h>

enum gs_verifier_op {
	GS_VERIFIER_OP_PID_MEM = 1,
	GS_VERIFIER_OP_GPU_IDENT = 2,
	GS_VERIFIER_OP_UVM_PAGEABLE = 3,
	GS_VERIFIER_OP_RM_SHARE = 4,
	GS_VERIFIER_OP_CHANNELS = 5,
	GS_VERIFIER_OP_GPUMON = 6,
};

/* GPUs by minor with a queue of their own: NV_MAX_DEVICES (GS_NV_MAX_GPUS) */
#define GS_VERIFIER_MAX_GPUS	32
#define GS_VERIFIER_QUEUES	(1 + GS_VERIFIER_MAX_GPUS)
#define GS_VERIFIER_CHANNELS	64	/* FIFO_DISABLE_CHANNELS' most */
#define GS_VERIFIER_SAMPLES	72	/* RM keeps so many */

struct gs_verifier_sample {
	__u64 ts;
	__u32 util;
	__u32 pid;
};

struct gs_verifier_call {
	__u64 id;
	__u32 op;
	__u32 gpu;
	__u32 pid;
	__u32 status;
	__u64 bytes;
	__u32 gpu_id;
	__u32 instance;
	__s32 fd;
	__u32 pageable;
	__u32 hclient;
	__u32 hobject;
	__u32 target;
	__u32 access;
	__u16 share_type;
	__u8 action;
	__u8 pad;
	__u32 rm_status;
	__u32 queue;
	__u32 disable;
	__u32 count;
	__u32 pad2;
	__u64 after;
	__u32 handles[GS_VERIFIER_CHANNELS];
	struct gs_verifier_sample samples[GS_VERIFIER_SAMPLES];
};

#define GS_VERIFIER_WAIT _IOWR('G', 1, struct gs_verifier_call)
#define GS_VERIFIER_DONE _IOW('G', 2, struct gs_verifier_call)

#endif /* _UAPI_GPUSLICE_VERIFIER_H */
