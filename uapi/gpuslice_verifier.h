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
};

#define GS_VERIFIER_WAIT _IOR('G', 1, struct gs_verifier_call)
#define GS_VERIFIER_DONE _IOW('G', 2, struct gs_verifier_call)

#endif /* _UAPI_GPUSLICE_VERIFIER_H */
