// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * Tables of the NVIDIA 580 ioctl ABI: nvidia.ko escapes and nvidia-uvm
 * commands. Numbers in parentheses, like (1b), are sections of docs/nvidia-abi.md,
 * the project's ABI fact sheet. The layouts were checked against NVIDIA's
 * open kernel modules, tag 580.142, and against H100 traces, which
 * tests/core/escape_test.c replays.
 *
 * Both tables are sorted by number, which the lookups rely on and the unit
 * test checks.
 */

#include "nv_escape.h"

#define NONE GS_NV_NO_FIELD

#define FD(off, kind_, flags_) \
	{ .offset = (off), .kind = (kind_), .flags = (flags_) }

/*
 * Every entry names its number, size, status and client; .fd and .flags are
 * optional, and left out they mean no fd (GS_NV_FD_NONE is 0) and no flags.
 */
#define ESC(nr_, name_, nodes_, size_, status_, client_)		\
	.nr = (nr_), .name = (name_), .nodes = (nodes_),		\
	.size_rule = GS_NV_SIZE_EXACT, .size = (size_),			\
	.status = (status_), .status2 = NONE, .client = (client_)

#define ESC_ARRAY(nr_, name_, nodes_, elem_)				\
	.nr = (nr_), .name = (name_), .nodes = (nodes_),		\
	.size_rule = GS_NV_SIZE_ARRAY, .size = (elem_),			\
	.status = NONE, .status2 = NONE, .client = NONE

#define ESC_EITHER(nr_, name_, nodes_, size_, status_, size2_, status2_, \
		   client_)						\
	.nr = (nr_), .name = (name_), .nodes = (nodes_),		\
	.size_rule = GS_NV_SIZE_EITHER,					\
	.size = (size_), .status = (status_),				\
	.size2 = (size2_), .status2 = (status2_), .client = (client_)

static const struct gs_nv_escape nv_escapes[] = {
	/*
	 * RM escapes (1b), handled by RM's RmIoctl. The RM structures (1c)
	 * start with the client handle, except where noted.
	 */
	{	/*
		 * NVOS02 + fd. The fd names the file that gets the mmap
		 * context, used only for NV01_MEMORY_SYSTEM with a mapping;
		 * CUDA's class 0x71 pins the user pages at pMemory, fd -1.
		 */
		ESC(0x27, "RM_ALLOC_MEMORY", GS_NV_ON_GPU, 56, 40, 0),
		.fd = FD(48, GS_NV_FD_CTL, GS_NV_FD_MAY_BE_NONE),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{ ESC(0x28, "RM_ALLOC_OBJECT", GS_NV_ON_CTL, 20, 16, 0) },
	{ ESC(0x29, "RM_FREE", GS_NV_ON_CTL, 16, 12, 0) },
	{	/* NVOS54: params@16 -> paramsSize@24 bytes */
		ESC(0x2a, "RM_CONTROL", GS_NV_ON_CTL, 32, 28, 0),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{	/*
		 * NVOS21 (32) or NVOS64 (48), told apart by size only; CUDA
		 * sends NVOS64. Event classes may be allocated through a GPU
		 * file, everything else only through ctl (1b). For root
		 * classes hRoot is an output, not a client to check.
		 */
		ESC_EITHER(0x2b, "RM_ALLOC", GS_NV_ON_NV, 32, 28, 48, 40, 0),
		.flags = GS_NV_ESC_EVENT_ON_GPU | GS_NV_ESC_USER_PTRS,
	},
	{	/* NVOS55: the source client is hClientSrc@12 */
		ESC(0x34, "RM_DUP_OBJECT", GS_NV_ON_CTL, 28, 24, 0),
	},
	{ ESC(0x35, "RM_SHARE", GS_NV_ON_CTL, 24, 20, 0) },
	{
		ESC(0x39, "RM_I2C_ACCESS", GS_NV_ON_GPU, 32, 24, 0),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{	/* NVOS30: three handle arrays behind pointers */
		ESC(0x41, "RM_IDLE_CHANNELS", GS_NV_ON_CTL, 56, 48, 0),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{	/* NVOS32; ALLOC_OS_DESCRIPTOR passes a user VA */
		ESC(0x4a, "RM_VID_HEAP_CONTROL", GS_NV_ON_CTL, 184, 20, 0),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{
		ESC(0x4d, "RM_ACCESS_REGISTRY", GS_NV_ON_CTL, 72, 64, 0),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{	/*
		 * NVOS33 + fd: the fd is the file that will be mmapped, ctl
		 * for system memory or the GPU's own file for BAR/FB (7).
		 */
		ESC(0x4e, "RM_MAP_MEMORY", GS_NV_ON_CTL, 56, 40, 0),
		.fd = FD(48, GS_NV_FD_CTL_OR_GPU, 0),
	},
	{ ESC(0x4f, "RM_UNMAP_MEMORY", GS_NV_ON_CTL, 32, 24, 0) },
	{	/* NVOS41: pEvent@0 receives the event; no client */
		ESC(0x52, "RM_GET_EVENT_DATA", GS_NV_ON_NV, 16, 12, NONE),
		.flags = GS_NV_ESC_USER_PTRS,
	},
	{	/* NVOS39: RM takes hObjectParent@0 as the client */
		ESC(0x54, "RM_ALLOC_CONTEXT_DMA2", GS_NV_ON_CTL, 56, 48, 0),
	},
	{ ESC(0x57, "RM_MAP_MEMORY_DMA", GS_NV_ON_CTL, 64, 56, 0) },
	{ ESC(0x58, "RM_UNMAP_MEMORY_DMA", GS_NV_ON_CTL, 48, 40, 0) },
	{ ESC(0x59, "RM_BIND_CONTEXT_DMA", GS_NV_ON_CTL, 16, 12, 0) },
	{	/* NVOS56: the CPU addresses are recorded, not dereferenced */
		ESC(0x5e, "RM_UPDATE_DEVICE_MAPPING_INFO", GS_NV_ON_CTL,
		    40, 32, 0),
	},
	{
		ESC(0x5f, "RM_LOCKLESS_DIAGNOSTIC", GS_NV_ON_CTL,
		    15412, 4, NONE),
		.flags = GS_NV_ESC_ADMIN,
	},
	/*
	 * Not listed, so unknown: 0x32 0x33 0x37 0x38 (CONFIG_*), 0x56
	 * (ADD_VBLANK_CALLBACK), 0x5c 0x5d (EXPORT/IMPORT_OBJECT_*_FD). They
	 * are numbered but unhandled in 580 and the driver fails them (1b).
	 */

	/* The nv-ioctl family, base 200 (1a), handled in nvidia.ko itself. */
	{	/* nv_ioctl_card_info_t[N]; N below the GPU count fails */
		ESC_ARRAY(0xc8, "CARD_INFO", GS_NV_ON_CTL, 72),
	},
	{	/* links this file to a ctl file's RM clients (2) */
		ESC(0xc9, "REGISTER_FD", GS_NV_ON_NV, 4, NONE, NONE),
		.fd = FD(0, GS_NV_FD_CTL, 0),
	},
	{	/* the fd is a key, matched later by FREE_OS_EVENT (2) */
		ESC(0xce, "ALLOC_OS_EVENT", GS_NV_ON_NV, 16, 12, 0),
		.fd = FD(8, GS_NV_FD_EVENT_KEY, 0),
	},
	{
		ESC(0xcf, "FREE_OS_EVENT", GS_NV_ON_NV, 16, 12, 0),
		.fd = FD(8, GS_NV_FD_EVENT_KEY, 0),
	},
	{	/* status@8 is the adapter's status, the query's answer */
		ESC(0xd1, "STATUS_CODE", GS_NV_ON_CTL, 12, NONE, NONE),
	},
	{ ESC(0xd2, "CHECK_VERSION_STR", GS_NV_ON_CTL, 72, NONE, NONE) },
	{	/* nv_ioctl_xfer_t: see GS_NV_XFER_* */
		ESC(0xd3, "IOCTL_XFER_CMD", GS_NV_ON_NV, 16, NONE, NONE),
		.flags = GS_NV_ESC_XFER | GS_NV_ESC_USER_PTRS,
	},
	{	/* NvU32 gpu_id[N], once per file */
		ESC_ARRAY(0xd4, "ATTACH_GPUS_TO_FD", GS_NV_ON_CTL, 4),
	},
	{	/*
		 * The driver takes any size >= 8 here; only 8 is what
		 * nv_ioctl_query_device_intr is, and all a caller sends.
		 */
		ESC(0xd5, "QUERY_DEVICE_INTR", GS_NV_ON_GPU, 8, 4, NONE),
	},
	{ ESC(0xd6, "SYS_PARAMS", GS_NV_ON_CTL, 8, NONE, NONE) },
	{ ESC(0xd7, "NUMA_INFO", GS_NV_ON_GPU, 560, NONE, NONE) },
	{
		ESC(0xd8, "SET_NUMA_STATUS", GS_NV_ON_GPU, 4, NONE, NONE),
		.flags = GS_NV_ESC_ADMIN,
	},
	{	/* fd -1 creates a dma-buf and returns its fd there */
		ESC(0xd9, "EXPORT_TO_DMABUF_FD", GS_NV_ON_GPU, 2608, 2600, 4),
		.fd = FD(0, GS_NV_FD_DMABUF, GS_NV_FD_MAY_BE_NONE),
	},
	{	/* answered before a deferred open completes (8) */
		ESC(0xda, "WAIT_OPEN_COMPLETE", GS_NV_ON_NV, 8, NONE, NONE),
	},
};

#define UVM(cmd_, name_, size_, status_, client_)			\
	.cmd = (cmd_), .name = (name_), .nodes = GS_NV_ON_UVM,		\
	.size = (size_), .status = (status_), .client = (client_)

/* nvidia-uvm-tools commands need no UVM_INITIALIZE and pass no RM client. */
#define TOOLS(cmd_, name_, size_, status_)				\
	.cmd = (cmd_), .name = (name_), .nodes = GS_NV_ON_UVM_TOOLS,	\
	.size = (size_), .status = (status_), .client = NONE,		\
	.flags = GS_UVM_BEFORE_INIT

/* rmCtrlFd: see below */
#define RM_CTRL_FD(off) \
	FD(off, GS_NV_FD_CTL, GS_NV_FD_MAY_BE_NONE | GS_NV_FD_UNUSED)

/*
 * nvidia-uvm (6). Every command copies its fixed-size params in and back out
 * whole, with rmStatus set by the driver. rmCtrlFd names the caller's ctl
 * file but 580 never looks it up; CUDA passes -1 to REGISTER_GPU. The RM
 * handles next to it are dup'd into UVM's own RM client, a same-process
 * check only, so a proxy must vouch for them itself.
 *
 * Not listed, so unknown: the pre-8 commands 1-22, the test commands (only
 * with uvm_enable_builtin_tests) and IS_8_SUPPORTED (0x7ff), which 580
 * defines but no longer routes.
 */
static const struct gs_uvm_cmd uvm_cmds[] = {
	{ UVM(0x17, "UVM_CREATE_RANGE_GROUP", 16, 8, NONE) },
	{ UVM(0x18, "UVM_DESTROY_RANGE_GROUP", 16, 8, NONE) },
	{
		UVM(0x19, "UVM_REGISTER_GPU_VASPACE", 32, 28, 20),
		.fd = RM_CTRL_FD(16),
	},
	{ UVM(0x1a, "UVM_UNREGISTER_GPU_VASPACE", 20, 16, NONE) },
	{
		UVM(0x1b, "UVM_REGISTER_CHANNEL", 56, 48, 20),
		.fd = RM_CTRL_FD(16),
	},
	{ UVM(0x1c, "UVM_UNREGISTER_CHANNEL", 28, 24, 16) },
	{ UVM(0x1d, "UVM_ENABLE_PEER_ACCESS", 36, 32, NONE) },
	{ UVM(0x1e, "UVM_DISABLE_PEER_ACCESS", 36, 32, NONE) },
	{ UVM(0x1f, "UVM_SET_RANGE_GROUP", 32, 24, NONE) },
	{	/* perGpuAttributes[256]: 9264 bytes since 555 */
		UVM(0x21, "UVM_MAP_EXTERNAL_ALLOCATION", 9264, 9260, 9252),
		.fd = RM_CTRL_FD(9248),
	},
	{ UVM(0x22, "UVM_FREE", 24, 16, NONE) },
	{	/* hClient@28 goes with hSmcPartRef@32; both 0 without MIG */
		UVM(0x25, "UVM_REGISTER_GPU", 40, 36, 28),
		.fd = RM_CTRL_FD(24), .flags = GS_UVM_GPU_ACCESS,
	},
	{ UVM(0x26, "UVM_UNREGISTER_GPU", 20, 16, NONE) },
	{ UVM(0x27, "UVM_PAGEABLE_MEM_ACCESS", 8, 4, NONE) },
	{ UVM(0x28, "UVM_PREVENT_MIGRATION_RANGE_GROUPS", 272, 264, NONE) },
	{ UVM(0x29, "UVM_ALLOW_MIGRATION_RANGE_GROUPS", 272, 264, NONE) },
	{ UVM(0x2a, "UVM_SET_PREFERRED_LOCATION", 40, 36, NONE) },
	{ UVM(0x2b, "UVM_UNSET_PREFERRED_LOCATION", 24, 16, NONE) },
	{ UVM(0x2c, "UVM_ENABLE_READ_DUPLICATION", 24, 16, NONE) },
	{ UVM(0x2d, "UVM_DISABLE_READ_DUPLICATION", 24, 16, NONE) },
	{ UVM(0x2e, "UVM_SET_ACCESSED_BY", 40, 32, NONE) },
	{ UVM(0x2f, "UVM_UNSET_ACCESSED_BY", 40, 32, NONE) },
	{ UVM(0x33, "UVM_MIGRATE", 80, 72, NONE) },
	{ UVM(0x35, "UVM_MIGRATE_RANGE_GROUP", 32, 24, NONE) },
	{ UVM(0x36, "UVM_ENABLE_SYSTEM_WIDE_ATOMICS", 20, 16, NONE) },
	{ UVM(0x37, "UVM_DISABLE_SYSTEM_WIDE_ATOMICS", 20, 16, NONE) },
	{	/* uvmFd names the UVM file of the process to trace */
		TOOLS(0x38, "UVM_TOOLS_INIT_EVENT_TRACKER", 56, 48),
		.fd = FD(44, GS_NV_FD_UVM, 0),
	},
	{ TOOLS(0x39, "UVM_TOOLS_SET_NOTIFICATION_THRESHOLD", 8, 4) },
	{ TOOLS(0x3a, "UVM_TOOLS_EVENT_QUEUE_ENABLE_EVENTS", 16, 8) },
	{ TOOLS(0x3b, "UVM_TOOLS_EVENT_QUEUE_DISABLE_EVENTS", 16, 8) },
	{ TOOLS(0x3c, "UVM_TOOLS_ENABLE_COUNTERS", 16, 8) },
	{ TOOLS(0x3d, "UVM_TOOLS_DISABLE_COUNTERS", 16, 8) },
	/* Despite their names, these go to the UVM file, not the tools file. */
	{ UVM(0x3e, "UVM_TOOLS_READ_PROCESS_MEMORY", 40, 32, NONE) },
	{ UVM(0x3f, "UVM_TOOLS_WRITE_PROCESS_MEMORY", 40, 32, NONE) },
	{ UVM(0x40, "UVM_TOOLS_GET_PROCESSOR_UUID_TABLE", 16, 8, NONE) },
	{ UVM(0x41, "UVM_MAP_DYNAMIC_PARALLELISM_REGION", 40, 32, NONE) },
	{ UVM(0x42, "UVM_UNMAP_EXTERNAL", 40, 32, NONE) },
	{ UVM(0x43, "UVM_TOOLS_FLUSH_EVENTS", 4, 0, NONE) },
	{ UVM(0x44, "UVM_ALLOC_SEMAPHORE_POOL", 9248, 9240, NONE) },
	{ UVM(0x45, "UVM_CLEAN_UP_ZOMBIE_RESOURCES", 4, 0, NONE) },
	{ UVM(0x46, "UVM_PAGEABLE_MEM_ACCESS_ON_GPU", 24, 20, NONE) },
	{ UVM(0x47, "UVM_POPULATE_PAGEABLE", 24, 20, NONE) },
	{ UVM(0x48, "UVM_VALIDATE_VA_RANGE", 24, 16, NONE) },
	{ UVM(0x49, "UVM_CREATE_EXTERNAL_RANGE", 24, 16, NONE) },
	{ UVM(0x4a, "UVM_MAP_EXTERNAL_SPARSE", 40, 32, NONE) },
	{	/* issued on a second, uninitialised UVM file */
		UVM(0x4b, "UVM_MM_INITIALIZE", 8, 4, NONE),
		.fd = FD(0, GS_NV_FD_UVM, 0), .flags = GS_UVM_BEFORE_INIT,
	},
	{
		TOOLS(0x4c, "UVM_TOOLS_INIT_EVENT_TRACKER_V2", 56, 48),
		.fd = FD(44, GS_NV_FD_UVM, 0),
	},
	{ UVM(0x4d, "UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2", 16, 8, NONE) },
	{
		UVM(0x4e, "UVM_ALLOC_DEVICE_P2P", 56, 52, 44),
		.fd = RM_CTRL_FD(40),
	},
	{ UVM(0x4f, "UVM_CLEAR_ALL_ACCESS_COUNTERS", 4, 0, NONE) },
	{ UVM(0x50, "UVM_DISCARD", 32, 24, NONE) },
	{	/* the first call on a UVM file; flags@0 */
		UVM(0x30000001, "UVM_INITIALIZE", 16, 8, NONE),
		.flags = GS_UVM_BEFORE_INIT,
	},
	{	/* a no-op that reads nothing and returns 0 */
		UVM(0x30000002, "UVM_DEINITIALIZE", 0, NONE, NONE),
		.flags = GS_UVM_BEFORE_INIT | GS_UVM_NO_ARG,
	},
};

/**
 * gs_nv_escape_find() - look up an nvidia.ko escape
 * @nr: _IOC_NR of the request (or the cmd of an XFER, see
 *	gs_nv_xfer_inner_find())
 *
 * Return: the escape, or NULL if the 580 driver has no such escape.
 */
const struct gs_nv_escape *gs_nv_escape_find(u32 nr)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(nv_escapes);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (nv_escapes[mid].nr == nr)
			return &nv_escapes[mid];
		if (nv_escapes[mid].nr < nr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_nv_escape_table() - all known escapes, sorted by number
 * @count: set to the number of entries
 */
const struct gs_nv_escape *gs_nv_escape_table(unsigned int *count)
{
	*count = ARRAY_SIZE(nv_escapes);
	return nv_escapes;
}

/**
 * gs_nv_escape_size_ok() - whether the driver accepts an argument size
 * @e: the escape, may be NULL
 * @size: _IOC_SIZE of the request, or the size field of an XFER
 *
 * Return: true if nvidia.ko dispatches @e with @size bytes.
 */
bool gs_nv_escape_size_ok(const struct gs_nv_escape *e, u32 size)
{
	if (!e || size == 0 || size > GS_NV_MAX_ARG_SIZE)
		return false;

	switch (e->size_rule) {
	case GS_NV_SIZE_EXACT:
		return size == e->size;
	case GS_NV_SIZE_EITHER:
		return size == e->size || size == e->size2;
	case GS_NV_SIZE_ARRAY:
		return size % e->size == 0;
	}
	return false;
}

/**
 * gs_nv_escape_node_ok() - whether an escape is valid on a kind of file
 * @e: the escape, may be NULL
 * @node: the file it arrived on
 * @arg: the argument, already copied; needed only for RM_ALLOC off ctl
 * @size: bytes at @arg
 *
 * RM_ALLOC is the one escape whose valid files depend on its argument: off
 * ctl, only event classes (GS_NV_ESC_EVENT_ON_GPU). Without @arg that case
 * is refused.
 *
 * Return: true if the driver would not refuse @e for the file it came on.
 */
bool gs_nv_escape_node_ok(const struct gs_nv_escape *e, enum gs_nv_node node,
			  const void *arg, u32 size)
{
	u32 hclass;

	if (!e || (unsigned int)node >= GS_NV_NODE_NR ||
	    !(e->nodes & GS_NV_ON(node)))
		return false;
	if (node == GS_NV_NODE_CTL || !(e->flags & GS_NV_ESC_EVENT_ON_GPU))
		return true;
	if (!arg || size < GS_NV_RM_ALLOC_CLASS + sizeof(u32))
		return false;
	hclass = gs_get_u32(arg, GS_NV_RM_ALLOC_CLASS);
	return gs_nv_rm_alloc_class_on_gpu(hclass);
}

/**
 * gs_nv_escape_status() - where the driver reports the RM status
 * @e: the escape, may be NULL
 * @size: the argument size, which picks the layout of RM_ALLOC
 *
 * Return: the offset of the u32 status, or GS_NV_NO_FIELD.
 */
u32 gs_nv_escape_status(const struct gs_nv_escape *e, u32 size)
{
	if (!gs_nv_escape_size_ok(e, size))
		return GS_NV_NO_FIELD;
	if (e->size_rule == GS_NV_SIZE_EITHER && size == e->size2)
		return e->status2;
	return e->status;
}

/**
 * gs_nv_xfer_inner_find() - look up the escape an IOCTL_XFER_CMD carries
 * @cmd: the u32 at GS_NV_XFER_CMD
 *
 * The driver unwraps one level and then dispatches @cmd as an escape number
 * compared whole, so a nested XFER or a number above 0xff is unknown.
 *
 * Return: the inner escape, or NULL.
 */
const struct gs_nv_escape *gs_nv_xfer_inner_find(u32 cmd)
{
	const struct gs_nv_escape *e = gs_nv_escape_find(cmd);

	if (e && (e->flags & GS_NV_ESC_XFER))
		return NULL;
	return e;
}

/**
 * gs_nv_rm_alloc_class_on_gpu() - whether RM_ALLOC of @hclass works off ctl
 * @hclass: the class at GS_NV_RM_ALLOC_CLASS
 *
 * NV01_EVENT, NV01_EVENT_KERNEL_CALLBACK, NV01_EVENT_OS_EVENT and
 * NV01_EVENT_KERNEL_CALLBACK_EX (1b). CUDA allocates its OS events (0x79)
 * through the GPU file that the event is to be delivered on.
 */
bool gs_nv_rm_alloc_class_on_gpu(u32 hclass)
{
	switch (hclass) {
	case 0x05:
	case 0x78:
	case 0x79:
	case 0x7e:
		return true;
	}
	return false;
}

/*
 * RM controls of the client (NV0000's OS_UNIX group) whose parameters name
 * a ctl file: the export file of CUDA's shareable handles (cuMemExport-
 * ToShareableHandle with POSIX fds). RM looks it up in the caller's fd
 * table (nv_get_file_private, ctl only). By parameter size, as the
 * driver's control table checks it.
 */
static const struct gs_nv_ctrl_fd nv_ctrl_fds[] = {
	/* EXPORT_OBJECT_TO_FD: object (16 bytes), fd, flags */
	{ 0x3d05, 24, FD(16, GS_NV_FD_CTL, 0) },
	/* IMPORT_OBJECT_FROM_FD: fd, object */
	{ 0x3d06, 20, FD(0, GS_NV_FD_CTL, 0) },
	/* GET_EXPORT_OBJECT_INFO: fd, then what the export holds */
	{ 0x3d08, 80, FD(0, GS_NV_FD_CTL, 0) },
	/* CREATE_EXPORT_OBJECT_FD: hDevice, maxObjects, metadata[64], fd */
	{ 0x3d0a, 76, FD(72, GS_NV_FD_CTL, 0) },
	/* EXPORT_OBJECTS_TO_FD: fd, hDevice, ..., objects[512], ... */
	{ 0x3d0b, 2128, FD(0, GS_NV_FD_CTL, 0) },
	/* IMPORT_OBJECTS_FROM_FD: fd, hParent, objects[128], ... */
	{ 0x3d0c, 652, FD(0, GS_NV_FD_CTL, 0) },
};

/**
 * gs_nv_ctrl_fd_find() - an RM control whose parameters carry an fd
 * @cmd: the control
 * @size: its paramsSize
 *
 * Return: the control's entry (the fd's offset is into the parameters),
 * or NULL if it carries no fd or @size is not its size (RM then refuses
 * it unread).
 */
const struct gs_nv_ctrl_fd *gs_nv_ctrl_fd_find(u32 cmd, u32 size)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(nv_ctrl_fds); i++)
		if (nv_ctrl_fds[i].cmd == cmd && nv_ctrl_fds[i].size == size)
			return &nv_ctrl_fds[i];
	return NULL;
}

/**
 * gs_uvm_cmd_find() - look up an nvidia-uvm command
 * @cmd: the request number, as passed to ioctl()
 *
 * Return: the command, or NULL if 580 does not route it.
 */
const struct gs_uvm_cmd *gs_uvm_cmd_find(u32 cmd)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(uvm_cmds);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (uvm_cmds[mid].cmd == cmd)
			return &uvm_cmds[mid];
		if (uvm_cmds[mid].cmd < cmd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_uvm_cmd_table() - all known UVM commands, sorted by number
 * @count: set to the number of entries
 */
const struct gs_uvm_cmd *gs_uvm_cmd_table(unsigned int *count)
{
	*count = ARRAY_SIZE(uvm_cmds);
	return uvm_cmds;
}

/**
 * gs_uvm_cmd_node_ok() - whether a UVM command is valid on a kind of file
 * @c: the command, may be NULL
 * @node: the file it arrived on
 *
 * nvidia-uvm and nvidia-uvm-tools share a major but route disjoint sets of
 * commands; anything else fails with -EINVAL or NV_ERR_NOT_SUPPORTED.
 */
bool gs_uvm_cmd_node_ok(const struct gs_uvm_cmd *c, enum gs_nv_node node)
{
	return c && (unsigned int)node < GS_NV_NODE_NR &&
	       (c->nodes & GS_NV_ON(node));
}

/**
 * gs_nv_fd_get() - read the fd an argument carries
 * @f: the field; kind GS_NV_FD_NONE reads nothing
 * @arg: the argument, already copied
 * @size: bytes at @arg
 * @fd: set to the fd
 *
 * Return: false if there is no such field within @size bytes.
 */
bool gs_nv_fd_get(const struct gs_nv_fd_field *f, const void *arg, u32 size,
		  s32 *fd)
{
	if (!f || f->kind == GS_NV_FD_NONE || !arg ||
	    (u32)f->offset + sizeof(u32) > size)
		return false;
	*fd = (s32)gs_get_u32(arg, f->offset);
	return true;
}

/**
 * gs_nv_fd_kind_names() - whether a file of @node may stand in an fd field
 * @kind: the field's enum gs_nv_fd_kind
 * @node: the kind of file the fd names
 *
 * Dma-bufs and event keys are no device file, so no node satisfies them.
 */
bool gs_nv_fd_kind_names(enum gs_nv_fd_kind kind, enum gs_nv_node node)
{
	switch (kind) {
	case GS_NV_FD_CTL:
		return node == GS_NV_NODE_CTL;
	case GS_NV_FD_CTL_OR_GPU:
		return node == GS_NV_NODE_CTL || node == GS_NV_NODE_GPU;
	case GS_NV_FD_UVM:
		/* uvm_file_is_nvidia_uvm(): the tools file has other fops */
		return node == GS_NV_NODE_UVM;
	case GS_NV_FD_NONE:
	case GS_NV_FD_DMABUF:
	case GS_NV_FD_EVENT_KEY:
		break;
	}
	return false;
}

/**
 * gs_nv_node_name() - a node's device path, for messages
 * @node: the node
 */
const char *gs_nv_node_name(enum gs_nv_node node)
{
	switch (node) {
	case GS_NV_NODE_CTL:
		return "nvidiactl";
	case GS_NV_NODE_GPU:
		return "nvidiaN";
	case GS_NV_NODE_UVM:
		return "nvidia-uvm";
	case GS_NV_NODE_UVM_TOOLS:
		return "nvidia-uvm-tools";
	case GS_NV_NODE_NR:
		break;
	}
	return "?";
}

/**
 * gs_nv_node_of_path() - the node a device path names, as traces record it
 * @path: "/dev/nvidiactl", "/dev/nvidia<N>", "/dev/nvidia-uvm" or
 *	"/dev/nvidia-uvm-tools"
 *
 * Return: the node, or GS_NV_NODE_NR for any other path.
 */
enum gs_nv_node gs_nv_node_of_path(const char *path)
{
	const char *p;

	if (!strcmp(path, "/dev/nvidiactl"))
		return GS_NV_NODE_CTL;
	if (!strcmp(path, "/dev/nvidia-uvm"))
		return GS_NV_NODE_UVM;
	if (!strcmp(path, "/dev/nvidia-uvm-tools"))
		return GS_NV_NODE_UVM_TOOLS;
	if (strncmp(path, "/dev/nvidia", 11))
		return GS_NV_NODE_NR;
	for (p = path + 11; *p >= '0' && *p <= '9'; p++)
		;
	return p > path + 11 && !*p ? GS_NV_NODE_GPU : GS_NV_NODE_NR;
}
