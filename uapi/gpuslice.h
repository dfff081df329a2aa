/* SPDX-License-Identifier: (GPL-2.0 WITH Linux-syscall-note) OR MIT */
/*
 * gpuslice: kernel-mode isolation of NVIDIA GPUs between containers.
 *
 * This header is the contract between gpuslice.ko and user space. It is
 * included unchanged by the module and by the gpuslice CLI.
 *
 * Generic netlink family
 * ----------------------
 *
 * The family is named GPUSLICE_GENL_NAME ("gpuslice") and has version
 * GPUSLICE_GENL_VERSION. Requests carry no family-specific header. Opening
 * the family autoloads the module (MODULE_ALIAS_GENL_FAMILY).
 *
 * Permissions. Commands that only read state are open to every caller.
 * Every command that changes state (slices, limits) requires
 * GENL_ADMIN_PERM: CAP_NET_ADMIN in the *initial* user namespace. The weaker
 * GENL_UNS_ADMIN_PERM is deliberately never used, because root inside a
 * container that owns its user and network namespaces passes it and could
 * raise its own limits. For the same reason the family is not netns-aware
 * (netnsok = false): it is visible only from the initial network namespace,
 * so a container with its own network namespace cannot even resolve it.
 *
 * Errors. A failed request is answered by the usual netlink error (a
 * negative errno), with an extended-ack message naming the offending
 * attribute where there is one. Unknown attributes are rejected (strict
 * validation).
 *
 * GPUSLICE_CMD_GET_STATUS
 * -----------------------
 *
 * Open to every caller. The request carries no attributes. The reply is a
 * GPUSLICE_CMD_GET_STATUS message with:
 *
 *    GPUSLICE_A_STATUS_VERSION: NLA_NUL_STRING, the module's version
 *                               (at most GPUSLICE_VERSION_MAX bytes with
 *                               the NUL)
 *    GPUSLICE_A_STATUS_GPUS: NLA_U32, number of GPUs the real driver
 *                            exposes: consecutive /dev/nvidiaN character
 *                            nodes (major 195, minor N, N from 0) beside a
 *                            /dev/nvidiactl node (195:255), looked up in
 *                            the initial mount namespace; 0 when no NVIDIA
 *                            driver is present
 *    GPUSLICE_A_STATUS_SLICES: NLA_U32, number of slices that exist
 *
 * Slices
 * ------
 *
 * A slice is one container's share of one or more GPUs. It is named by
 * GPUSLICE_A_SLICE_NAME: 1 to GPUSLICE_SLICE_NAME_MAX - 1 characters of
 * [a-z0-9_.-], the first one [a-z0-9]. Per GPU it spans, a slice has a
 * memory limit in bytes. Its GPUs are numbered inside the slice from 0, in
 * the order they were given at creation: GPU i of a slice is the real GPU
 * GPUSLICE_GPU_A_DEVICE (/dev/nvidia<DEVICE>) and the container sees it as
 * /dev/nvidia<i>.
 *
 * Creating a slice makes its device nodes: /dev/gpuslice/<name>/nvidiactl,
 * nvidia0 ... nvidia<N-1>, nvidia-uvm and nvidia-uvm-tools.
 *
 * GPUSLICE_CMD_NEW_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, required, 1 to
 *                           GPUSLICE_SLICE_MAX_GPUS entries, each an
 *                           NLA_NESTED (of any type) holding:
 *       GPUSLICE_GPU_A_DEVICE: NLA_U32, required, the real GPU's number
 *       GPUSLICE_GPU_A_MEM_LIMIT: NLA_U64, required, bytes, at least 1
 *
 *    Errors: EEXIST when the name is taken, ENODEV for a GPU the real
 *    driver does not expose, EINVAL for a bad name, a GPU given twice or a
 *    missing attribute, ERANGE for a limit of 0, ENOSPC when
 *    GPUSLICE_MAX_SLICES exist.
 *
 * GPUSLICE_CMD_DEL_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_FLAGS: NLA_U32, optional, GPUSLICE_SLICE_F_*
 *
 *    Errors: ENOENT for an unknown slice; EBUSY while files of the slice
 *    are open, unless GPUSLICE_SLICE_F_FORCE is given: then every open file
 *    of the slice fails each further call with ENODEV and the slice's
 *    nodes disappear at once.
 *
 * GPUSLICE_CMD_SET_SLICE (GENL_ADMIN_PERM)
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING, required
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, required, entries as for
 *                           NEW_SLICE; each sets the memory limit of the
 *                           slice's share of GPU GPUSLICE_GPU_A_DEVICE,
 *                           which the slice must span (else ENODEV), each
 *                           GPU once (else EINVAL). All limits change or
 *                           none does. A limit below the current use
 *                           refuses new allocations until use falls below
 *                           it.
 *
 * GPUSLICE_CMD_GET_SLICE
 *
 *    Open to every caller. As a request (doit) with GPUSLICE_A_SLICE_NAME
 *    it answers one message for that slice (ENOENT if there is none); as a
 *    dump (NLM_F_DUMP, no attributes) one message per slice, in creation
 *    order, flagged NLM_F_DUMP_INTR if slices changed during the dump. Each
 *    message holds:
 *
 *    GPUSLICE_A_SLICE_NAME: NLA_NUL_STRING
 *    GPUSLICE_A_SLICE_GPUS: NLA_NESTED, one NLA_NESTED per GPU, in slice
 *                           order, holding:
 *       GPUSLICE_GPU_A_INDEX: NLA_U32, the GPU's number in the slice
 *       GPUSLICE_GPU_A_DEVICE: NLA_U32, the real GPU's number
 *       GPUSLICE_GPU_A_MEM_LIMIT: NLA_U64, bytes
 *       GPUSLICE_GPU_A_MEM_USED: NLA_U64, bytes charged now
 *       GPUSLICE_GPU_A_MEM_PEAK: NLA_U64, most bytes ever charged
 *       GPUSLICE_GPU_A_MEM_DENIALS: NLA_U64, allocations refused
 *    GPUSLICE_A_SLICE_OPEN_FILES: NLA_U32, files of the slice now open
 *    GPUSLICE_A_SLICE_PROCESSES: NLA_NESTED, one NLA_U32 per process that
 *                                has a file of the slice open: its pid in
 *                                the caller's pid namespace (processes
 *                                not visible there are left out)
 */

#ifndef _UAPI_GPUSLICE_H
#define _UAPI_GPUSLICE_H

#define GPUSLICE_GENL_NAME "gpuslice"
#define GPUSLICE_GENL_VERSION 1

/* Longest version string, NUL included. */
#define GPUSLICE_VERSION_MAX 64
/* Longest slice name, NUL included. */
#define GPUSLICE_SLICE_NAME_MAX 64
/* Most GPUs one slice spans. */
#define GPUSLICE_SLICE_MAX_GPUS 16
/* Most slices that can exist at once. */
#define GPUSLICE_MAX_SLICES 1024

enum gpuslice_cmd {
	GPUSLICE_CMD_UNSPEC,
	GPUSLICE_CMD_GET_STATUS,
	GPUSLICE_CMD_NEW_SLICE,
	GPUSLICE_CMD_DEL_SLICE,
	GPUSLICE_CMD_SET_SLICE,
	GPUSLICE_CMD_GET_SLICE,
	__GPUSLICE_CMD_LAST
};
#define GPUSLICE_CMD_MAX (__GPUSLICE_CMD_LAST - 1)

enum gpuslice_attr {
	GPUSLICE_A_UNSPEC,
	GPUSLICE_A_STATUS_VERSION,
	GPUSLICE_A_STATUS_GPUS,
	GPUSLICE_A_STATUS_SLICES,
	GPUSLICE_A_SLICE_NAME,
	GPUSLICE_A_SLICE_FLAGS,
	GPUSLICE_A_SLICE_GPUS,
	GPUSLICE_A_SLICE_OPEN_FILES,
	GPUSLICE_A_SLICE_PROCESSES,
	__GPUSLICE_A_LAST
};
#define GPUSLICE_A_MAX (__GPUSLICE_A_LAST - 1)

enum gpuslice_gpu_attr {
	GPUSLICE_GPU_A_UNSPEC,
	GPUSLICE_GPU_A_INDEX,
	GPUSLICE_GPU_A_DEVICE,
	GPUSLICE_GPU_A_MEM_LIMIT,
	GPUSLICE_GPU_A_MEM_USED,
	GPUSLICE_GPU_A_MEM_PEAK,
	GPUSLICE_GPU_A_MEM_DENIALS,
	__GPUSLICE_GPU_A_LAST
};
#define GPUSLICE_GPU_A_MAX (__GPUSLICE_GPU_A_LAST - 1)

enum gpuslice_slice_flag {
	GPUSLICE_SLICE_F_FORCE = 1U << 0,
	__GPUSLICE_SLICE_F_ALL = GPUSLICE_SLICE_F_FORCE
};

#endif /* _UAPI_GPUSLICE_H */
