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
 */

#ifndef _UAPI_GPUSLICE_H
#define _UAPI_GPUSLICE_H

#define GPUSLICE_GENL_NAME "gpuslice"
#define GPUSLICE_GENL_VERSION 1

/* Longest version string, NUL included. */
#define GPUSLICE_VERSION_MAX 64

enum gpuslice_cmd {
	GPUSLICE_CMD_UNSPEC,
	GPUSLICE_CMD_GET_STATUS,
	__GPUSLICE_CMD_LAST
};
#define GPUSLICE_CMD_MAX (__GPUSLICE_CMD_LAST - 1)

enum gpuslice_attr {
	GPUSLICE_A_UNSPEC,
	GPUSLICE_A_STATUS_VERSION,
	GPUSLICE_A_STATUS_GPUS,
	GPUSLICE_A_STATUS_SLICES,
	__GPUSLICE_A_LAST
};
#define GPUSLICE_A_MAX (__GPUSLICE_A_LAST - 1)

#endif /* _UAPI_GPUSLICE_H */
