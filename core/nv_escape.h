/* SPDX-License-Identifier: GPL-2.0 OR MIT */
/*
 * NVIDIA's ioctls as gpuslice sees them, for each supported driver version:
 * which requests exist, how large their argument is, on which device file
 * each is valid, and where its argument holds a file descriptor, an RM
 * status or an RM client handle.
 *
 * Every number is the ABI description's (core/nv_abi.h, docs/abi.md):
 * gs_nv_tables_init() fills one table per supported version from it, once,
 * before the first lookup. After that the tables are read-only, and nothing
 * here allocates or sleeps, so any context may call it. A lookup before
 * gs_nv_tables_init(), with a NULL abi, or of a request that the version
 * does not have yields NULL: whether to refuse or forward it is the
 * caller's policy.
 *
 * What the numbers mean: docs/nvidia-abi.md, sections 1a-1c (nvidia.ko),
 * 2 (how fds are checked) and 6 (nvidia-uvm).
 */
#ifndef _GS_NV_ESCAPE_H
#define _GS_NV_ESCAPE_H

#include "gs_types.h"
#include "nv_abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The device files of NVIDIA's drivers that gpuslice stands in for. */
enum gs_nv_node {
	GS_NV_NODE_CTL,		/* /dev/nvidiactl, 195:255 */
	GS_NV_NODE_GPU,		/* /dev/nvidiaN, 195:N */
	GS_NV_NODE_UVM,		/* /dev/nvidia-uvm, minor 0 */
	GS_NV_NODE_UVM_TOOLS,	/* /dev/nvidia-uvm-tools, minor 1 */
	GS_NV_NODE_NR,
};

/* Sets of nodes, for where a request is valid: the description's sets. */
#define GS_NV_ON(node)		BIT(node)
#define GS_NV_ON_CTL		GS_ABI_ON_CTL
#define GS_NV_ON_GPU		GS_ABI_ON_GPU
#define GS_NV_ON_NV		GS_ABI_ON_NV
#define GS_NV_ON_UVM		GS_ABI_ON_UVM
#define GS_NV_ON_UVM_TOOLS	GS_ABI_ON_UVM_TOOLS

/* An offset that a request's argument does not have. */
#define GS_NV_NO_FIELD		((u16)~0U)

/*
 * What the file descriptor in an argument must name for the driver to accept
 * it (docs/nvidia-abi.md section 2), as the description's *_FD_KIND facts
 * say. A proxy has to put the real file there, as an fd of the calling
 * process, before the driver reads it.
 */
enum gs_nv_fd_kind {
	GS_NV_FD_NONE,				/* no fd field */
	GS_NV_FD_CTL = GS_ABI_FD_CTL,		/* a ctl file: char 195:255 */
	GS_NV_FD_CTL_OR_GPU = GS_ABI_FD_CTL_OR_GPU, /* ctl, or the GPU's */
	GS_NV_FD_UVM = GS_ABI_FD_UVM,		/* an nvidia-uvm file */
	GS_NV_FD_DMABUF = GS_ABI_FD_DMABUF,	/* a dma-buf of nvidia.ko */
	GS_NV_FD_EVENT_KEY = GS_ABI_FD_EVENT_KEY, /* a key in RM's event list */
};

/* gs_nv_fd_field.flags: -1 is valid and names no file */
#define GS_NV_FD_MAY_BE_NONE	BIT(0)
/*
 * gs_nv_fd_field.flags: the driver never looks the fd up
 * (GS_ABI_FD_UNUSED); the field's kind is what CUDA puts there
 */
#define GS_NV_FD_UNUSED		BIT(1)

/**
 * struct gs_nv_fd_field - a file descriptor inside an ioctl argument
 * @offset: byte offset of the 32-bit fd
 * @kind: enum gs_nv_fd_kind
 * @flags: GS_NV_FD_*
 */
struct gs_nv_fd_field {
	u16 offset;
	u8 kind;
	u8 flags;
};

/* How an escape's _IOC_SIZE is checked: the description's *_RULE facts. */
enum gs_nv_size_rule {
	GS_NV_SIZE_EXACT = GS_ABI_SIZE_EXACT,	/* == size */
	GS_NV_SIZE_EITHER = GS_ABI_SIZE_EITHER,	/* == size or == size2 */
	GS_NV_SIZE_ARRAY = GS_ABI_SIZE_ARRAY,	/* n * size, n > 0 */
	GS_NV_SIZE_AT_LEAST = GS_ABI_SIZE_AT_LEAST, /* >= size */
};

/*
 * gs_nv_escape.flags:
 * XFER: IOCTL_XFER_CMD, which wraps another escape, see below.
 * ADMIN: the driver wants CAP_SYS_ADMIN.
 */
#define GS_NV_ESC_XFER		BIT(0)
#define GS_NV_ESC_ADMIN		BIT(1)

/*
 * NV_ESC_IOCTL_XFER_CMD carries {cmd, size, ptr} (GS_ABI_XFER_*_AT): the
 * driver then runs escape cmd on size bytes at ptr, as if it had come
 * directly (docs/nvidia-abi.md 1a), its size checked by the escape's
 * handler. One level only: an XFER inside an XFER is an unknown escape to
 * the driver.
 */

/* RM_ALLOC: hClass, at the same offset in NVOS21 and NVOS64 (1c). */
#define GS_NV_RM_ALLOC_CLASS	GS_ABI_NVOS64_HCLASS_AT

/**
 * struct gs_nv_escape - one nvidia.ko ioctl of a version, by _IOC_NR
 * @name: NVIDIA's name without the NV_ESC_ prefix
 * @size: the argument size, or the element size for GS_NV_SIZE_ARRAY
 * @size2: the other accepted size for GS_NV_SIZE_EITHER, else 0
 * @status: offset of the u32 RM status the driver writes, or GS_NV_NO_FIELD
 *	(for GS_NV_SIZE_EITHER: when the size is @size)
 * @status2: offset of the status when the size is @size2
 * @client: offset of the RM client handle the call acts for, or GS_NV_NO_FIELD
 * @fd: the fd field, kind GS_NV_FD_NONE if there is none
 * @nr: the escape number
 * @size_rule: enum gs_nv_size_rule
 * @nodes: GS_NV_ON_* set of files the driver accepts it on
 * @event_nodes: those of @nodes on which only event classes are accepted
 *	(RM_ALLOC off ctl, 1b)
 * @flags: GS_NV_ESC_*
 */
struct gs_nv_escape {
	const char *name;
	u16 size;
	u16 size2;
	u16 status;
	u16 status2;
	u16 client;
	struct gs_nv_fd_field fd;
	u8 nr;
	u8 size_rule;
	u8 nodes;
	u8 event_nodes;
	u8 flags;
};

/**
 * struct gs_nv_ctrl_fd - an RM control whose parameters carry an fd
 * @cmd: the control
 * @size: its parameters' size
 * @fd: the fd field, its offset into the parameters
 */
struct gs_nv_ctrl_fd {
	u32 cmd;
	u32 size;
	struct gs_nv_fd_field fd;
};

/* gs_uvm_cmd.flags: valid on a file before its UVM_INITIALIZE */
#define GS_UVM_BEFORE_INIT	BIT(0)
/* gs_uvm_cmd.flags: the driver reads and writes no argument */
#define GS_UVM_NO_ARG		BIT(1)
/*
 * gs_uvm_cmd.flags: the driver checks that the caller's fd table holds an
 * open file of the GPU named (nv_is_gpu_accessible), as it does for
 * RM_ALLOC of GS_ABI_CLS_DEVICE_0
 */
#define GS_UVM_GPU_ACCESS	BIT(2)

/**
 * struct gs_uvm_cmd - one nvidia-uvm ioctl of a version, by its full number
 * @name: NVIDIA's name
 * @cmd: the request number, compared whole (section 6: no _IOC encoding)
 * @size: bytes copied in and back out
 * @status: offset of the u32 rmStatus, or GS_NV_NO_FIELD
 * @client: offset of an RM client handle whose objects UVM dups, or
 *	GS_NV_NO_FIELD
 * @fd: the fd field, kind GS_NV_FD_NONE if there is none
 * @nodes: GS_NV_ON_UVM or GS_NV_ON_UVM_TOOLS
 * @flags: GS_UVM_*
 */
struct gs_uvm_cmd {
	const char *name;
	u32 cmd;
	u16 size;
	u16 status;
	u16 client;
	struct gs_nv_fd_field fd;
	u8 nodes;
	u8 flags;
};

bool __must_check gs_nv_tables_init(void);

const struct gs_nv_escape *gs_nv_escape_find(const struct gs_abi *abi,
					     u32 nr);
const struct gs_nv_escape *gs_nv_escape_table(const struct gs_abi *abi,
					      unsigned int *count);
bool gs_nv_escape_size_ok(const struct gs_nv_escape *e, u32 size);
bool gs_nv_escape_node_ok(const struct gs_nv_escape *e, enum gs_nv_node node,
			  const void *arg, u32 size);
u32 gs_nv_escape_status(const struct gs_nv_escape *e, u32 size);
const struct gs_nv_escape *gs_nv_xfer_inner_find(const struct gs_abi *abi,
						 u32 cmd);
bool gs_nv_rm_alloc_class_on_gpu(u32 hclass);
const struct gs_nv_ctrl_fd *gs_nv_ctrl_fd_find(const struct gs_abi *abi,
					       u32 cmd, u32 size);

const struct gs_uvm_cmd *gs_uvm_cmd_find(const struct gs_abi *abi, u32 cmd);
const struct gs_uvm_cmd *gs_uvm_cmd_table(const struct gs_abi *abi,
					  unsigned int *count);
bool gs_uvm_cmd_node_ok(const struct gs_uvm_cmd *c, enum gs_nv_node node);

bool __must_check gs_nv_fd_get(const struct gs_nv_fd_field *f,
			       const void *arg, u32 size, s32 *fd);
bool gs_nv_fd_kind_names(enum gs_nv_fd_kind kind, enum gs_nv_node node);
const char *gs_nv_node_name(enum gs_nv_node node);
enum gs_nv_node gs_nv_node_of_path(const char *path);

#ifdef __cplusplus
}
#endif

#endif /* _GS_NV_ESCAPE_H */
