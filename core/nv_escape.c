// SPDX-License-Identifier: GPL-2.0 OR MIT
/*
 * The tables of NVIDIA's ioctls, one per supported driver version: nvidia.ko
 * escapes, nvidia-uvm commands and the RM controls that carry an fd.
 *
 * The rows below name facts of the ABI description (core/nv_abi_*.def), a
 * constant (K) or a versioned fact (V), never a number. gs_nv_tables_init()
 * reads them for each version into the tables the lookups search: a
 * request whose size or files the version lacks (GS_ABI_ABSENT) is not in
 * that version's table, and one whose fields do not all lie within its
 * argument is not either, so no caller reads or writes past an argument
 * whatever the version. Numbers in parentheses, like (1b), are sections of
 * docs/nvidia-abi.md; 580.159.04's table is checked against H100 traces,
 * which tests/core/escape_test.c replays.
 *
 * The rows, and so each table, are sorted by number, which the lookups rely
 * on and gs_nv_tables_init() checks.
 */

#include "nv_escape.h"

/* A fact of the description: a constant, or a versioned fact's index. */
struct fact {
	u32 v;
	u8 how;
};

enum { FACT_NONE, FACT_K, FACT_V };

#define K(name)		{ .v = GS_ABI_##name, .how = FACT_K }
#define V(name)		{ .v = GS_ABI_F_##name, .how = FACT_V }

/**
 * struct esc_row - an escape as the description states it
 * @name: NVIDIA's name without NV_ESC_
 * @nr: its number, a constant
 * @nodes: the files its handler accepts (*_NODES)
 * @event_nodes: files it accepts for event classes too (RM_ALLOC)
 * @rule: how the driver checks its size; unset: exactly
 * @handler_rule: how its handler does, when carried by an XFER; unset:
 *	@rule
 * @size, @size2: its argument's sizes
 * @status, @status2: its RM status for @size and @size2
 * @client: the RM client it acts for
 * @fd_at, @fd_kind: its fd field and what the fd must name
 * @fd_may_be_none: -1 names no file there
 * @admin: the driver wants CAP_SYS_ADMIN
 */
struct esc_row {
	const char *name;
	u8 nr;
	struct fact nodes, event_nodes, rule, handler_rule, size, size2;
	struct fact status, status2, client, fd_at, fd_kind, fd_may_be_none;
	struct fact admin;
};

#define ESC(esc)	.nr = GS_ABI_ESC_##esc, .name = #esc
/* The usual RM escape: its own files, one size, status and client. */
#define RM(esc, os, client_)						\
	ESC(esc), .nodes = K(ESC_##esc##_NODES), .size = K(os##_SIZE),	\
	.status = K(os##_STATUS_AT), .client = K(os##_##client_##_AT)

/* RM_ALLOC_MEMORY and RM_MAP_MEMORY's wrappers put the parameters first. */
_Static_assert(GS_ABI_NVOS02_FD_PARAMS_AT == 0, "NVOS02 starts its wrapper");
_Static_assert(GS_ABI_NVOS33_FD_PARAMS_AT == 0, "NVOS33 starts its wrapper");
/* RM_ALLOC's two layouts put hRoot and hClass at the same offsets. */
_Static_assert(GS_ABI_NVOS21_HROOT_AT == GS_ABI_NVOS64_HROOT_AT,
	       "NVOS21 and NVOS64 hRoot");
_Static_assert(GS_ABI_NVOS21_HCLASS_AT == GS_ABI_NVOS64_HCLASS_AT,
	       "NVOS21 and NVOS64 hClass");

static const struct esc_row esc_rows[] = {
	/*
	 * RM escapes (1b), handled by RM's RmIoctl. The RM structures (1c)
	 * start with the client handle, except where noted.
	 */
	{	/*
		 * NVOS02 + fd. The fd names the file that gets the mmap
		 * context, used only for NV01_MEMORY_SYSTEM with a mapping.
		 */
		ESC(RM_ALLOC_MEMORY), .nodes = K(ESC_RM_ALLOC_MEMORY_NODES),
		.size = K(NVOS02_FD_SIZE), .status = K(NVOS02_STATUS_AT),
		.client = K(NVOS02_HROOT_AT),
		.fd_at = K(NVOS02_FD_FD_AT), .fd_kind = K(NVOS02_FD_FD_KIND),
		.fd_may_be_none = K(NVOS02_FD_FD_MAY_BE_NONE),
	},
	{ RM(RM_ALLOC_OBJECT, NVOS05, HROOT) },
	{ RM(RM_FREE, NVOS00, HROOT) },
	{ RM(RM_CONTROL, NVOS54, HCLIENT) },
	{	/*
		 * NVOS21 or NVOS64, told apart by size only; CUDA sends
		 * NVOS64. Event classes may be allocated through a GPU file,
		 * everything else only through ctl (1b). For root classes
		 * hRoot is an output, not a client to check.
		 */
		RM(RM_ALLOC, NVOS21, HROOT),
		.event_nodes = K(ESC_RM_ALLOC_EVENT_NODES),
		.rule = K(ESC_RM_ALLOC_RULE),
		.size2 = K(NVOS64_SIZE), .status2 = K(NVOS64_STATUS_AT),
	},
	/* NVOS55: the source client is hClientSrc */
	{ RM(RM_DUP_OBJECT, NVOS55, HCLIENT) },
	{ RM(RM_SHARE, NVOS57, HCLIENT) },
	{ RM(RM_I2C_ACCESS, NVOS_I2C, HCLIENT) },
	/* NVOS30: three handle arrays behind pointers */
	{ RM(RM_IDLE_CHANNELS, NVOS30, HCLIENT) },
	{ RM(RM_VID_HEAP_CONTROL, NVOS32, HROOT) },
	{ RM(RM_ACCESS_REGISTRY, NVOS38, HCLIENT) },
	{	/*
		 * NVOS33 + fd: the fd is the file that will be mmapped, ctl
		 * for system memory or the GPU's own file for BAR/FB (7).
		 */
		ESC(RM_MAP_MEMORY), .nodes = K(ESC_RM_MAP_MEMORY_NODES),
		.size = K(NVOS33_FD_SIZE), .status = K(NVOS33_STATUS_AT),
		.client = K(NVOS33_HCLIENT_AT),
		.fd_at = K(NVOS33_FD_FD_AT), .fd_kind = K(NVOS33_FD_FD_KIND),
	},
	{ RM(RM_UNMAP_MEMORY, NVOS34, HCLIENT) },
	{	/* NVOS41: pEvent@0 receives the event; no client */
		ESC(RM_GET_EVENT_DATA), .nodes = K(ESC_RM_GET_EVENT_DATA_NODES),
		.size = K(NVOS41_SIZE), .status = K(NVOS41_STATUS_AT),
	},
	/* NVOS39: RM takes hObjectParent as the client */
	{ RM(RM_ALLOC_CONTEXT_DMA2, NVOS39, HOBJECTPARENT) },
	{	/* NVOS46: 56 bytes before 580 */
		ESC(RM_MAP_MEMORY_DMA), .nodes = K(ESC_RM_MAP_MEMORY_DMA_NODES),
		.size = V(NVOS46_SIZE), .status = V(NVOS46_STATUS_AT),
		.client = K(NVOS46_HCLIENT_AT),
	},
	{	/* NVOS47: 40 bytes before 550 */
		ESC(RM_UNMAP_MEMORY_DMA),
		.nodes = K(ESC_RM_UNMAP_MEMORY_DMA_NODES),
		.size = V(NVOS47_SIZE), .status = V(NVOS47_STATUS_AT),
		.client = K(NVOS47_HCLIENT_AT),
	},
	{ RM(RM_BIND_CONTEXT_DMA, NVOS49, HCLIENT) },
	/* NVOS56: the CPU addresses are recorded, not dereferenced */
	{ RM(RM_UPDATE_DEVICE_MAPPING_INFO, NVOS56, HCLIENT) },
	{	/* 0x5f in 535 */
		ESC(RM_NVLOG_CTRL), .nodes = V(ESC_RM_NVLOG_CTRL_NODES),
		.size = V(NVLOG_CTRL_SIZE), .status = V(NVLOG_CTRL_STATUS_AT),
		.admin = K(ESC_RM_0X5F_ADMIN),
	},
	{	/* 0x5f from 550 on */
		ESC(RM_LOCKLESS_DIAGNOSTIC),
		.nodes = V(ESC_RM_LOCKLESS_DIAGNOSTIC_NODES),
		.size = V(LOCKLESS_DIAGNOSTIC_SIZE),
		.status = V(LOCKLESS_DIAGNOSTIC_STATUS_AT),
		.admin = K(ESC_RM_0X5F_ADMIN),
	},
	/*
	 * Not listed, so unknown: CONFIG_*, ADD_VBLANK_CALLBACK and
	 * EXPORT/IMPORT_OBJECT_*_FD, numbered but unhandled: the driver
	 * fails them (ESC_RM_CONFIG_GET_NODES and the like are absent).
	 */

	/* The nv-ioctl family (1a), handled in nvidia.ko itself. */
	{	/* nv_ioctl_card_info_t[N]; N below the GPU count fails */
		ESC(CARD_INFO), .nodes = K(ESC_CARD_INFO_NODES),
		.rule = K(ESC_CARD_INFO_RULE), .size = K(CARD_INFO_SIZE),
	},
	{	/* links this file to a ctl file's RM clients (2) */
		ESC(REGISTER_FD), .nodes = K(ESC_REGISTER_FD_NODES),
		.size = K(REGISTER_FD_SIZE),
		.fd_at = K(REGISTER_FD_CTL_FD_AT),
		.fd_kind = K(REGISTER_FD_FD_KIND),
	},
	{	/* the fd is a key, matched later by FREE_OS_EVENT (2) */
		RM(ALLOC_OS_EVENT, OS_EVENT, HCLIENT),
		.fd_at = K(OS_EVENT_FD_AT), .fd_kind = K(OS_EVENT_FD_KIND),
	},
	{
		RM(FREE_OS_EVENT, FREE_OS_EVENT, HCLIENT),
		.fd_at = K(FREE_OS_EVENT_FD_AT), .fd_kind = K(OS_EVENT_FD_KIND),
	},
	{	/* its status is the adapter's, the query's answer */
		ESC(STATUS_CODE), .nodes = K(ESC_STATUS_CODE_NODES),
		.size = K(STATUS_CODE_SIZE),
	},
	{
		ESC(CHECK_VERSION_STR), .nodes = K(ESC_CHECK_VERSION_STR_NODES),
		.size = K(RM_API_VERSION_SIZE),
	},
	{	/* nv_ioctl_xfer_t: see GS_NV_XFER_* */
		ESC(IOCTL_XFER_CMD), .nodes = K(ESC_IOCTL_XFER_CMD_NODES),
		.size = K(XFER_SIZE),
	},
	{	/* NvU32 gpu_id[N], once per file */
		ESC(ATTACH_GPUS_TO_FD), .nodes = K(ESC_ATTACH_GPUS_TO_FD_NODES),
		.rule = K(ESC_ATTACH_GPUS_TO_FD_RULE),
		.size = K(ATTACH_GPUS_ELEM_SIZE),
	},
	{	/* exactly 8 bytes from 595 on, unless an XFER carries it */
		ESC(QUERY_DEVICE_INTR), .nodes = K(ESC_QUERY_DEVICE_INTR_NODES),
		.rule = V(ESC_QUERY_DEVICE_INTR_RULE),
		.handler_rule = K(ESC_QUERY_DEVICE_INTR_HANDLER_RULE),
		.size = K(QUERY_DEVICE_INTR_SIZE),
		.status = K(QUERY_DEVICE_INTR_STATUS_AT),
	},
	{
		ESC(SYS_PARAMS), .nodes = K(ESC_SYS_PARAMS_NODES),
		.size = K(SYS_PARAMS_SIZE),
	},
	{	/* its status is the NUMA state, not an RM status */
		ESC(NUMA_INFO), .nodes = K(ESC_NUMA_INFO_NODES),
		.size = K(NUMA_INFO_SIZE),
	},
	{
		ESC(SET_NUMA_STATUS), .nodes = K(ESC_SET_NUMA_STATUS_NODES),
		.size = K(SET_NUMA_STATUS_SIZE),
		.admin = K(ESC_SET_NUMA_STATUS_ADMIN),
	},
	{	/* fd -1 creates a dma-buf and returns its fd there */
		ESC(EXPORT_TO_DMABUF_FD),
		.nodes = K(ESC_EXPORT_TO_DMABUF_FD_NODES),
		.size = V(EXPORT_DMABUF_SIZE),
		.status = V(EXPORT_DMABUF_STATUS_AT),
		.client = K(EXPORT_DMABUF_HCLIENT_AT),
		.fd_at = K(EXPORT_DMABUF_FD_AT),
		.fd_kind = K(EXPORT_DMABUF_FD_KIND),
	},
	{	/* answered before a deferred open completes (8); from 550 */
		ESC(WAIT_OPEN_COMPLETE),
		.nodes = V(ESC_WAIT_OPEN_COMPLETE_NODES),
		.size = V(WAIT_OPEN_COMPLETE_SIZE),
	},
};

/**
 * struct uvm_row - an nvidia-uvm command as the description states it
 * @name: NVIDIA's name
 * @cmd: its number, a constant
 * @no_arg: the driver reads and writes no argument (no size)
 * @route: the file that routes it, and whether before UVM_INITIALIZE
 *	(*_ROUTE: GS_ABI_ON_UVM or GS_ABI_ON_UVM_TOOLS, GS_ABI_UVM_BEFORE_INIT)
 * @size: its argument's size
 * @status: its rmStatus
 * @client: an RM client handle whose objects UVM dups
 * @fd_at, @fd_kind: its fd field and what the fd must name
 * @gpu_access: the driver checks the caller's fd table for the GPU
 */
struct uvm_row {
	const char *name;
	u32 cmd;
	bool no_arg;
	struct fact route, size, status, client, fd_at, fd_kind, gpu_access;
};

#define CMD(c)		.cmd = GS_ABI_##c, .name = #c
/* A command alike in every version: its route, size and status. */
#define UVM(c)								\
	CMD(c), .route = K(c##_ROUTE), .size = K(c##_SIZE),		\
	.status = K(c##_RMSTATUS_AT)
/* One that some versions lack or lay out otherwise. */
#define UVM_V(c)							\
	CMD(c), .route = V(c##_ROUTE), .size = V(c##_SIZE),		\
	.status = V(c##_RMSTATUS_AT)
/*
 * rmCtrlFd names the caller's ctl file, but the driver never looks it up;
 * the RM handles next to it are dup'd into UVM's own RM client, a
 * same-process check only, so a proxy must vouch for them itself.
 */
#define RM_CTRL_FD(at)	.fd_at = at, .fd_kind = K(UVM_RM_CTRL_FD_KIND)
/* uvmFd must name an nvidia-uvm file. */
#define UVM_FD(at)	.fd_at = at, .fd_kind = K(UVM_UVM_FD_KIND)

/*
 * nvidia-uvm (6). Every command copies its fixed-size params in and back out
 * whole, with rmStatus set by the driver. Not listed, so unknown: the pre-8
 * commands, the test commands (only with uvm_enable_builtin_tests) and
 * IS_8_SUPPORTED, which the driver defines but no longer routes.
 */
static const struct uvm_row uvm_rows[] = {
	{ UVM(UVM_CREATE_RANGE_GROUP) },
	{ UVM(UVM_DESTROY_RANGE_GROUP) },
	{
		UVM(UVM_REGISTER_GPU_VASPACE),
		.client = K(UVM_REGISTER_GPU_VASPACE_HCLIENT_AT),
		RM_CTRL_FD(K(UVM_REGISTER_GPU_VASPACE_RMCTRLFD_AT)),
	},
	{ UVM(UVM_UNREGISTER_GPU_VASPACE) },
	{
		UVM(UVM_REGISTER_CHANNEL),
		.client = K(UVM_REGISTER_CHANNEL_HCLIENT_AT),
		RM_CTRL_FD(K(UVM_REGISTER_CHANNEL_RMCTRLFD_AT)),
	},
	{	/* 12 bytes from 590 on, hClient first */
		CMD(UVM_UNREGISTER_CHANNEL),
		.route = K(UVM_UNREGISTER_CHANNEL_ROUTE),
		.size = V(UVM_UNREGISTER_CHANNEL_SIZE),
		.status = V(UVM_UNREGISTER_CHANNEL_RMSTATUS_AT),
		.client = V(UVM_UNREGISTER_CHANNEL_HCLIENT_AT),
	},
	{ UVM(UVM_ENABLE_PEER_ACCESS) },
	{ UVM(UVM_DISABLE_PEER_ACCESS) },
	{ UVM(UVM_SET_RANGE_GROUP) },
	{	/* perGpuAttributes[UVM_MAX_GPUS]: 1,200 bytes on 535 */
		CMD(UVM_MAP_EXTERNAL_ALLOCATION),
		.route = K(UVM_MAP_EXTERNAL_ALLOCATION_ROUTE),
		.size = V(UVM_MAP_EXTERNAL_ALLOCATION_SIZE),
		.status = V(UVM_MAP_EXTERNAL_ALLOCATION_RMSTATUS_AT),
		.client = V(UVM_MAP_EXTERNAL_ALLOCATION_HCLIENT_AT),
		RM_CTRL_FD(V(UVM_MAP_EXTERNAL_ALLOCATION_RMCTRLFD_AT)),
	},
	{	/* 16 bytes from 590 on */
		CMD(UVM_FREE), .route = K(UVM_FREE_ROUTE),
		.size = V(UVM_FREE_SIZE), .status = V(UVM_FREE_RMSTATUS_AT),
	},
	{	/* hClient goes with hSmcPartRef; both 0 without MIG */
		UVM(UVM_REGISTER_GPU),
		.client = K(UVM_REGISTER_GPU_HCLIENT_AT),
		RM_CTRL_FD(K(UVM_REGISTER_GPU_RMCTRLFD_AT)),
		.gpu_access = K(UVM_REGISTER_GPU_GPU_ACCESS),
	},
	{ UVM(UVM_UNREGISTER_GPU) },
	{ UVM(UVM_PAGEABLE_MEM_ACCESS) },
	{ UVM(UVM_PREVENT_MIGRATION_RANGE_GROUPS) },
	{ UVM(UVM_ALLOW_MIGRATION_RANGE_GROUPS) },
	{	/* rmStatus@32 on 535 */
		CMD(UVM_SET_PREFERRED_LOCATION),
		.route = K(UVM_SET_PREFERRED_LOCATION_ROUTE),
		.size = K(UVM_SET_PREFERRED_LOCATION_SIZE),
		.status = V(UVM_SET_PREFERRED_LOCATION_RMSTATUS_AT),
	},
	{ UVM(UVM_UNSET_PREFERRED_LOCATION) },
	{ UVM(UVM_ENABLE_READ_DUPLICATION) },
	{ UVM(UVM_DISABLE_READ_DUPLICATION) },
	{ UVM(UVM_SET_ACCESSED_BY) },
	{ UVM(UVM_UNSET_ACCESSED_BY) },
	{ UVM(UVM_MIGRATE) },
	{ UVM(UVM_MIGRATE_RANGE_GROUP) },
	/* gone in 595 */
	{ UVM_V(UVM_ENABLE_SYSTEM_WIDE_ATOMICS) },
	{ UVM_V(UVM_DISABLE_SYSTEM_WIDE_ATOMICS) },
	{	/* uvmFd names the UVM file of the process to trace */
		CMD(UVM_TOOLS_INIT_EVENT_TRACKER),
		.route = K(UVM_TOOLS_INIT_EVENT_TRACKER_ROUTE),
		.size = V(UVM_TOOLS_INIT_EVENT_TRACKER_SIZE),
		.status = V(UVM_TOOLS_INIT_EVENT_TRACKER_RMSTATUS_AT),
		UVM_FD(K(UVM_TOOLS_INIT_EVENT_TRACKER_UVMFD_AT)),
	},
	{ UVM(UVM_TOOLS_SET_NOTIFICATION_THRESHOLD) },
	{ UVM(UVM_TOOLS_EVENT_QUEUE_ENABLE_EVENTS) },
	{ UVM(UVM_TOOLS_EVENT_QUEUE_DISABLE_EVENTS) },
	{ UVM(UVM_TOOLS_ENABLE_COUNTERS) },
	{ UVM(UVM_TOOLS_DISABLE_COUNTERS) },
	/* Despite their names, these go to the UVM file, not the tools file. */
	{ UVM(UVM_TOOLS_READ_PROCESS_MEMORY) },
	{ UVM(UVM_TOOLS_WRITE_PROCESS_MEMORY) },
	{
		CMD(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE),
		.route = K(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_ROUTE),
		.size = V(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_SIZE),
		.status = V(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_RMSTATUS_AT),
	},
	{ UVM(UVM_MAP_DYNAMIC_PARALLELISM_REGION) },
	{ UVM(UVM_UNMAP_EXTERNAL) },
	{ UVM(UVM_TOOLS_FLUSH_EVENTS) },
	{	/* 1,184 bytes on 535 */
		CMD(UVM_ALLOC_SEMAPHORE_POOL),
		.route = K(UVM_ALLOC_SEMAPHORE_POOL_ROUTE),
		.size = V(UVM_ALLOC_SEMAPHORE_POOL_SIZE),
		.status = V(UVM_ALLOC_SEMAPHORE_POOL_RMSTATUS_AT),
	},
	{ UVM(UVM_CLEAN_UP_ZOMBIE_RESOURCES) },
	{ UVM(UVM_PAGEABLE_MEM_ACCESS_ON_GPU) },
	{ UVM(UVM_POPULATE_PAGEABLE) },
	{ UVM(UVM_VALIDATE_VA_RANGE) },
	{ UVM(UVM_CREATE_EXTERNAL_RANGE) },
	{ UVM(UVM_MAP_EXTERNAL_SPARSE) },
	{	/* issued on a second, uninitialised UVM file */
		UVM(UVM_MM_INITIALIZE),
		UVM_FD(K(UVM_MM_INITIALIZE_UVMFD_AT)),
	},
	/* These four from 570 on */
	{
		UVM_V(UVM_TOOLS_INIT_EVENT_TRACKER_V2),
		UVM_FD(V(UVM_TOOLS_INIT_EVENT_TRACKER_V2_UVMFD_AT)),
	},
	{ UVM_V(UVM_TOOLS_GET_PROCESSOR_UUID_TABLE_V2) },
	{
		UVM_V(UVM_ALLOC_DEVICE_P2P),
		.client = V(UVM_ALLOC_DEVICE_P2P_HCLIENT_AT),
		RM_CTRL_FD(V(UVM_ALLOC_DEVICE_P2P_RMCTRLFD_AT)),
	},
	{ UVM_V(UVM_CLEAR_ALL_ACCESS_COUNTERS) },
	/* from 580 on */
	{ UVM_V(UVM_DISCARD) },
	/* the first call on a UVM file; flags@0 */
	{ UVM(UVM_INITIALIZE) },
	{	/* a no-op that reads nothing and returns 0 */
		CMD(UVM_DEINITIALIZE), .route = K(UVM_DEINITIALIZE_ROUTE),
		.no_arg = true,
	},
};

/*
 * RM controls of the client (NV0000's OS_UNIX group) whose parameters name
 * a ctl file: the export file of CUDA's shareable handles (cuMemExport-
 * ToShareableHandle with POSIX fds). RM looks it up in the caller's fd
 * table (CTRL_0000_OS_UNIX_FD_KIND). By parameter size, as the driver's
 * control table checks it.
 */
struct ctrl_fd_row {
	u32 cmd;
	struct fact size, fd_at;
};

#define CTRL_FD(c)							\
	.cmd = GS_ABI_CTRL_0000_OS_UNIX_##c,				\
	.size = K(CTRL_0000_OS_UNIX_##c##_SIZE),			\
	.fd_at = K(CTRL_0000_OS_UNIX_##c##_FD_AT)

static const struct ctrl_fd_row ctrl_fd_rows[] = {
	{ CTRL_FD(EXPORT_OBJECT_TO_FD) },
	{ CTRL_FD(IMPORT_OBJECT_FROM_FD) },
	{	/* 76 bytes on 535 */
		.cmd = GS_ABI_CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO,
		.size = V(CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_SIZE),
		.fd_at = K(CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_FD_AT),
	},
	{ CTRL_FD(CREATE_EXPORT_OBJECT_FD) },
	{ CTRL_FD(EXPORT_OBJECTS_TO_FD) },
	{ CTRL_FD(IMPORT_OBJECTS_FROM_FD) },
};

/* The supported versions, as gs_abi_versions[] has them, and how many. */
enum {
#define GS_ABI_VERSION(major, minor, patch, version, tagged)	\
	VERSION_##major##_##minor##_##patch,
#define GS_ABI_SPAN(major, minor, patch)
#include "nv_abi_versions.def"
#undef GS_ABI_VERSION
#undef GS_ABI_SPAN
	NR_VERSIONS
};

/**
 * struct nv_tables - one version's tables, read from the rows
 * @ready: filled; set last, by gs_nv_tables_init()
 * @escapes: its escapes, @nr_escapes of them
 * @inner: the same as an IOCTL_XFER_CMD carries them, checked by their
 *	handlers, IOCTL_XFER_CMD itself left out; @nr_inner of them
 * @uvm: its nvidia-uvm commands, @nr_uvm of them
 * @ctrl_fds: its controls with an fd, @nr_ctrl_fds of them
 */
struct nv_tables {
	bool ready;
	unsigned int nr_escapes, nr_inner, nr_uvm, nr_ctrl_fds;
	struct gs_nv_escape escapes[ARRAY_SIZE(esc_rows)];
	struct gs_nv_escape inner[ARRAY_SIZE(esc_rows)];
	struct gs_uvm_cmd uvm[ARRAY_SIZE(uvm_rows)];
	struct gs_nv_ctrl_fd ctrl_fds[ARRAY_SIZE(ctrl_fd_rows)];
};

/*
 * Written by gs_nv_tables_init() only, before any lookup; indexed as
 * gs_abi_versions.
 */
static struct nv_tables nv_tables[NR_VERSIONS];

static u32 fact(const struct gs_abi *abi, struct fact f)
{
	switch (f.how) {
	case FACT_K:
		return f.v;
	case FACT_V:
		return f.v < GS_ABI_FACT_NR ? abi->v[f.v] : GS_ABI_ABSENT;
	}
	return GS_ABI_ABSENT;
}

/*
 * Reads the offset of a u32 field into *@at, GS_NV_NO_FIELD where the
 * version has none. False where the field is not within @size bytes.
 */
static bool field_at(const struct gs_abi *abi, struct fact f, u32 size,
		     u16 *at)
{
	u32 v = fact(abi, f);

	*at = GS_NV_NO_FIELD;
	if (v == GS_ABI_ABSENT)
		return true;
	if (!gs_abi_within(v, sizeof(u32), size))
		return false;
	*at = v;
	return true;
}

/* Reads an fd field; false where it lies outside @size or its kind is odd. */
static bool fd_field(const struct gs_abi *abi, struct fact at,
		     struct fact kind, struct fact may_be_none, u32 size,
		     struct gs_nv_fd_field *fd)
{
	u32 k = fact(abi, kind);

	*fd = (struct gs_nv_fd_field){ .offset = GS_NV_NO_FIELD };
	if (k == GS_ABI_ABSENT)
		return fact(abi, at) == GS_ABI_ABSENT;
	if (!field_at(abi, at, size, &fd->offset) ||
	    fd->offset == GS_NV_NO_FIELD)
		return false;
	switch (k) {
	case GS_ABI_FD_CTL:
	case GS_ABI_FD_CTL_OR_GPU:
	case GS_ABI_FD_UVM:
	case GS_ABI_FD_EVENT_KEY:
		fd->kind = k;
		break;
	case GS_ABI_FD_DMABUF:
		/* -1 asks the driver for a new dma-buf */
		fd->kind = k;
		fd->flags = GS_NV_FD_MAY_BE_NONE;
		break;
	case GS_ABI_FD_UNUSED:
		/* CUDA puts its ctl fd there, or -1 */
		fd->kind = GS_NV_FD_CTL;
		fd->flags = GS_NV_FD_UNUSED | GS_NV_FD_MAY_BE_NONE;
		break;
	default:
		return false;
	}
	if (fact(abi, may_be_none) == 1)
		fd->flags |= GS_NV_FD_MAY_BE_NONE;
	return true;
}

/* A size the tables can hold, that a caller may pass. */
static bool size_fits(u32 size)
{
	return size && size <= GS_ABI_NV_MAX_IOCTL_SIZE;
}

/* A set of nodes of nvidia.ko's, GS_ABI_ABSENT read as none. */
static u8 nv_nodes(const struct gs_abi *abi, struct fact f)
{
	u32 v = fact(abi, f);

	return v == GS_ABI_ABSENT ? 0 : v & GS_NV_ON_NV;
}

static u8 size_rule(u32 rule)
{
	switch (rule) {
	case GS_ABI_SIZE_EXACT:
	case GS_ABI_SIZE_EITHER:
	case GS_ABI_SIZE_ARRAY:
	case GS_ABI_SIZE_AT_LEAST:
		return rule;
	}
	return GS_NV_SIZE_EXACT;
}

/*
 * What reading a row for a version found: an entry; nothing, as the version
 * does not have it; or a row that makes no sense for the version (a field
 * past the argument, a size or rule the tables cannot hold, a number out of
 * order), which is left out.
 */
enum row_read { ROW_READ, ROW_ABSENT, ROW_BAD };

/* Reads @row for @abi into *@e. */
static enum row_read read_escape(const struct gs_abi *abi,
				 const struct esc_row *row,
				 struct gs_nv_escape *e)
{
	u32 size = fact(abi, row->size), size2 = fact(abi, row->size2);
	u32 rule = fact(abi, row->rule), nodes = fact(abi, row->nodes);
	u32 min = size;

	if (size == GS_ABI_ABSENT || nodes == GS_ABI_ABSENT)
		return ROW_ABSENT;
	if (rule == GS_ABI_ABSENT)
		rule = GS_ABI_SIZE_EXACT;
	*e = (struct gs_nv_escape){
		.name = row->name,
		.nr = row->nr,
		.size = size,
		.size_rule = size_rule(rule),
		.nodes = nv_nodes(abi, row->nodes) |
			 nv_nodes(abi, row->event_nodes),
		.event_nodes = nv_nodes(abi, row->event_nodes) &
			       ~nv_nodes(abi, row->nodes),
		.status2 = GS_NV_NO_FIELD,
	};
	if (!size_fits(size) || e->size_rule != rule || !e->nodes)
		return ROW_BAD;
	if (rule == GS_ABI_SIZE_EITHER) {
		if (!size_fits(size2) || size2 == size ||
		    !field_at(abi, row->status2, size2, &e->status2))
			return ROW_BAD;
		e->size2 = size2;
		min = size2 < size ? size2 : size;
	}
	/* an array's element carries no fields */
	if (rule == GS_ABI_SIZE_ARRAY)
		min = 0;
	if (!field_at(abi, row->status, rule == GS_ABI_SIZE_EITHER ? size : min,
		      &e->status) ||
	    !field_at(abi, row->client, min, &e->client) ||
	    !fd_field(abi, row->fd_at, row->fd_kind, row->fd_may_be_none, min,
		      &e->fd))
		return ROW_BAD;
	if (row->nr == GS_ABI_ESC_IOCTL_XFER_CMD)
		e->flags |= GS_NV_ESC_XFER;
	if (fact(abi, row->admin) == 1)
		e->flags |= GS_NV_ESC_ADMIN;
	return ROW_READ;
}

static enum row_read read_uvm(const struct gs_abi *abi,
			      const struct uvm_row *row, struct gs_uvm_cmd *c)
{
	u32 route = fact(abi, row->route), size = 0;

	if (route == GS_ABI_ABSENT)
		return ROW_ABSENT;
	if (!row->no_arg) {
		size = fact(abi, row->size);
		if (size == GS_ABI_ABSENT)
			return ROW_ABSENT;
		if (!size || size > GS_NV_NO_FIELD)
			return ROW_BAD;
	}
	*c = (struct gs_uvm_cmd){
		.name = row->name,
		.cmd = row->cmd,
		.size = size,
		.nodes = route & (GS_NV_ON_UVM | GS_NV_ON_UVM_TOOLS),
	};
	if (c->nodes != GS_NV_ON_UVM && c->nodes != GS_NV_ON_UVM_TOOLS)
		return ROW_BAD;
	if (route & GS_ABI_UVM_BEFORE_INIT)
		c->flags |= GS_UVM_BEFORE_INIT;
	if (row->no_arg)
		c->flags |= GS_UVM_NO_ARG;
	if (fact(abi, row->gpu_access) == 1)
		c->flags |= GS_UVM_GPU_ACCESS;
	/* every command with an argument returns rmStatus (uvm_api.h) */
	if (!field_at(abi, row->status, size, &c->status) ||
	    (size && c->status == GS_NV_NO_FIELD) ||
	    !field_at(abi, row->client, size, &c->client) ||
	    !fd_field(abi, row->fd_at, row->fd_kind, (struct fact){}, size,
		      &c->fd))
		return ROW_BAD;
	return ROW_READ;
}

static enum row_read read_ctrl_fd(const struct gs_abi *abi,
				  const struct ctrl_fd_row *row,
				  struct gs_nv_ctrl_fd *f)
{
	struct fact kind = K(CTRL_0000_OS_UNIX_FD_KIND);
	u32 size = fact(abi, row->size);

	if (size == GS_ABI_ABSENT)
		return ROW_ABSENT;
	f->cmd = row->cmd;
	f->size = size;
	return fd_field(abi, row->fd_at, kind, (struct fact){}, size, &f->fd) ?
	       ROW_READ : ROW_BAD;

}

/*
 * Reads every row for @abi into @t, which stays sorted by number. Return:
 * false when a row was bad, and left out.
 */
static bool read_tables(const struct gs_abi *abi, struct nv_tables *t)
{
	enum row_read r;
	unsigned int i;
	bool ok = true;

	t->nr_escapes = t->nr_inner = t->nr_uvm = t->nr_ctrl_fds = 0;
	for (i = 0; i < ARRAY_SIZE(esc_rows); i++) {
		struct gs_nv_escape *e = &t->escapes[t->nr_escapes];
		u32 rule;

		r = read_escape(abi, &esc_rows[i], e);
		if (r == ROW_READ && t->nr_escapes && e[-1].nr >= e->nr)
			r = ROW_BAD;
		ok &= r != ROW_BAD;
		if (r != ROW_READ)
			continue;
		t->nr_escapes++;
		if (e->flags & GS_NV_ESC_XFER)
			continue;
		t->inner[t->nr_inner] = *e;
		rule = fact(abi, esc_rows[i].handler_rule);
		if (rule != GS_ABI_ABSENT)
			t->inner[t->nr_inner].size_rule = size_rule(rule);
		t->nr_inner++;
	}
	for (i = 0; i < ARRAY_SIZE(uvm_rows); i++) {
		struct gs_uvm_cmd *c = &t->uvm[t->nr_uvm];

		r = read_uvm(abi, &uvm_rows[i], c);
		if (r == ROW_READ && t->nr_uvm && c[-1].cmd >= c->cmd)
			r = ROW_BAD;
		ok &= r != ROW_BAD;
		t->nr_uvm += r == ROW_READ;
	}
	for (i = 0; i < ARRAY_SIZE(ctrl_fd_rows); i++) {
		r = read_ctrl_fd(abi, &ctrl_fd_rows[i],
				 &t->ctrl_fds[t->nr_ctrl_fds]);
		ok &= r != ROW_BAD;
		t->nr_ctrl_fds += r == ROW_READ;
	}
	return ok;
}

/**
 * gs_nv_tables_init() - read the tables of every supported version
 *
 * Before the first lookup and before any other thread may look up: the
 * module's init, the user-space engine's, a test's; a second call only
 * says what the first found. A request whose row does not make sense for a
 * version (a field past its argument) is left out of that version's
 * table, and the version's other requests are kept.
 *
 * Return: true; false when a row was left out, which is a fault of the
 * rows: the caller refuses to start.
 */
bool gs_nv_tables_init(void)
{
	static bool read, ok;
	unsigned int i;

	if (read)
		return ok;
	read = true;
	if (gs_abi_nr_versions != NR_VERSIONS)
		return false;
	ok = true;
	for (i = 0; i < NR_VERSIONS; i++) {
		ok &= read_tables(&gs_abi_versions[i], &nv_tables[i]);
		nv_tables[i].ready = true;
	}
	return ok;
}

/* @abi's tables, or NULL before gs_nv_tables_init() or for a NULL @abi. */
static const struct nv_tables *tables_of(const struct gs_abi *abi)
{
	const struct nv_tables *t;

	if (!abi || abi < gs_abi_versions ||
	    abi >= gs_abi_versions + NR_VERSIONS)
		return NULL;
	t = &nv_tables[abi - gs_abi_versions];
	return t->ready ? t : NULL;
}

static const struct gs_nv_escape *escape_search(const struct gs_nv_escape *tab,
						unsigned int n, u32 nr)
{
	unsigned int lo = 0, hi = n;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (tab[mid].nr == nr)
			return &tab[mid];
		if (tab[mid].nr < nr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_nv_escape_find() - look up an nvidia.ko escape
 * @abi: the driver's version
 * @nr: _IOC_NR of the request (for the escape an XFER carries, see
 *	gs_nv_xfer_inner_find())
 *
 * Return: the escape, or NULL if the driver has no such escape.
 */
const struct gs_nv_escape *gs_nv_escape_find(const struct gs_abi *abi, u32 nr)
{
	const struct nv_tables *t = tables_of(abi);

	return t ? escape_search(t->escapes, t->nr_escapes, nr) : NULL;
}

/**
 * gs_nv_escape_table() - a version's escapes, sorted by number
 * @abi: the driver's version
 * @count: set to the number of entries, 0 where there is no table
 */
const struct gs_nv_escape *gs_nv_escape_table(const struct gs_abi *abi,
					      unsigned int *count)
{
	const struct nv_tables *t = tables_of(abi);

	*count = t ? t->nr_escapes : 0;
	return t ? t->escapes : NULL;
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
	if (!e || !size_fits(size))
		return false;

	switch (e->size_rule) {
	case GS_NV_SIZE_EXACT:
		return size == e->size;
	case GS_NV_SIZE_EITHER:
		return size == e->size || size == e->size2;
	case GS_NV_SIZE_ARRAY:
		return size % e->size == 0;
	case GS_NV_SIZE_AT_LEAST:
		return size >= e->size;
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
 * ctl, only event classes (@e->event_nodes). Without @arg that case is
 * refused.
 *
 * Return: true if the driver would not refuse @e for the file it came on.
 */
bool gs_nv_escape_node_ok(const struct gs_nv_escape *e, enum gs_nv_node node,
			  const void *arg, u32 size)
{
	if (!e || (unsigned int)node >= GS_NV_NODE_NR ||
	    !(e->nodes & GS_NV_ON(node)))
		return false;
	if (!(e->event_nodes & GS_NV_ON(node)))
		return true;
	if (!arg || !gs_abi_within(GS_NV_RM_ALLOC_CLASS, sizeof(u32), size))
		return false;
	return gs_nv_rm_alloc_class_on_gpu(gs_get_u32(arg,
						      GS_NV_RM_ALLOC_CLASS));
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
 * @abi: the driver's version
 * @cmd: the u32 at GS_NV_XFER_CMD
 *
 * The driver unwraps one level and then dispatches @cmd as an escape number
 * compared whole, so a nested XFER or a number above 0xff is unknown. Only
 * the outer escape meets 595's validation before dispatch: the one carried
 * has its size checked by its handler, as the entry returned says.
 *
 * Return: the inner escape, or NULL.
 */
const struct gs_nv_escape *gs_nv_xfer_inner_find(const struct gs_abi *abi,
						 u32 cmd)
{
	const struct nv_tables *t = tables_of(abi);

	return t ? escape_search(t->inner, t->nr_inner, cmd) : NULL;
}

/**
 * gs_nv_rm_alloc_class_on_gpu() - whether RM_ALLOC of @hclass works off ctl
 * @hclass: the class at GS_NV_RM_ALLOC_CLASS
 *
 * The event classes (1b). CUDA allocates its OS events through the GPU
 * file that the event is to be delivered on.
 */
bool gs_nv_rm_alloc_class_on_gpu(u32 hclass)
{
	switch (hclass) {
	case GS_ABI_CLS_EVENT:
	case GS_ABI_CLS_EVENT_KERNEL_CALLBACK:
	case GS_ABI_CLS_EVENT_OS_EVENT:
	case GS_ABI_CLS_EVENT_KERNEL_CALLBACK_EX:
		return true;
	}
	return false;
}

/**
 * gs_nv_ctrl_fd_find() - an RM control whose parameters carry an fd
 * @abi: the driver's version
 * @cmd: the control
 * @size: its paramsSize
 *
 * Return: the control's entry (the fd's offset is into the parameters),
 * or NULL if it carries no fd or @size is not its size (RM then refuses
 * it unread).
 */
const struct gs_nv_ctrl_fd *gs_nv_ctrl_fd_find(const struct gs_abi *abi,
					       u32 cmd, u32 size)
{
	const struct nv_tables *t = tables_of(abi);
	unsigned int i;

	for (i = 0; t && i < t->nr_ctrl_fds; i++)
		if (t->ctrl_fds[i].cmd == cmd && t->ctrl_fds[i].size == size)
			return &t->ctrl_fds[i];
	return NULL;
}

/**
 * gs_uvm_cmd_find() - look up an nvidia-uvm command
 * @abi: the driver's version
 * @cmd: the request number, as passed to ioctl()
 *
 * Return: the command, or NULL if the driver does not route it.
 */
const struct gs_uvm_cmd *gs_uvm_cmd_find(const struct gs_abi *abi, u32 cmd)
{
	const struct nv_tables *t = tables_of(abi);
	unsigned int lo = 0, hi = t ? t->nr_uvm : 0;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (t->uvm[mid].cmd == cmd)
			return &t->uvm[mid];
		if (t->uvm[mid].cmd < cmd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/**
 * gs_uvm_cmd_table() - a version's UVM commands, sorted by number
 * @abi: the driver's version
 * @count: set to the number of entries, 0 where there is no table
 */
const struct gs_uvm_cmd *gs_uvm_cmd_table(const struct gs_abi *abi,
					  unsigned int *count)
{
	const struct nv_tables *t = tables_of(abi);

	*count = t ? t->nr_uvm : 0;
	return t ? t->uvm : NULL;
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
