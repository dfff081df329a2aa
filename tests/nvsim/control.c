// SPDX-License-Identifier: GPL-2.0
/*
 * RM_CONTROL: the table of controls and their dispatch.
 *
 * A control is registered with its parameter size and the classes of the
 * objects that export it. RM's checks, in its order (rmapiControl,
 * serverControl, resControlLookup):
 *  1. the client exists: else NV_ERR_INVALID_CLIENT;
 *  2. params/paramsSize agree (both or neither) and, for a control RM
 *     knows, paramsSize equals the registered size: else
 *     NV_ERR_INVALID_ARGUMENT;
 *  3. the client is bound to the calling file: else NV_ERR_INVALID_CLIENT;
 *  4. hObject exists in the client: else NV_ERR_OBJECT_NOT_FOUND;
 *  5. the object's class exports the control: else NV_ERR_NOT_SUPPORTED,
 *     which is also the answer to a command nobody exports.
 * Parameters are copied in before and back after, whatever the status.
 *
 * Controls without a handler are "status-only": they succeed and leave the
 * parameters as they came; nvsim claims no output bytes for them.
 */

#include <linux/seq_file.h>
#include <linux/slab.h>

#include "nvsim.h"
#include "rm.h"

#define CLIENT	GS_ABI_CLS_ROOT_CLIENT
#define DEVICE	GS_ABI_CLS_DEVICE_0
#define SUBDEV	GS_ABI_CLS_SUBDEVICE_0
#define CHANNEL	GS_ABI_CLS_HOPPER_CHANNEL_GPFIFO_A
#define TSG	GS_ABI_CLS_KEPLER_CHANNEL_GROUP_A

#define ON(...)	{ __VA_ARGS__ }
#define K(name)	NVSIM_K(name)
#define V(name)	NVSIM_V(name)
/* a control whose size is the same in every version, or versioned */
#define CK(name_, nvname)						\
	.cmd = GS_ABI_CTRL_##name_, .name = nvname,			\
	.size = NVSIM_K(CTRL_##name_##_SIZE)
#define CV(name_, nvname)						\
	.cmd = GS_ABI_CTRL_##name_, .name = nvname,			\
	.size = NVSIM_V(CTRL_##name_##_SIZE)
#define CTL_FD(name)	.ctl_fd = NVSIM_K(name), .has_ctl_fd = true
#define PROBED_LIST_BYTES \
	(GS_ABI_CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_MAX * sizeof(u32))

/* Sorted by command; every one the three H100 traces issue, and more. */
static const struct nvsim_control controls[] = {
	{ CK(0000_SYSTEM_GET_BUILD_VERSION,
	     "NV0000_CTRL_CMD_SYSTEM_GET_BUILD_VERSION"),
	  .classes = ON(CLIENT) },
	{ CK(0000_SYSTEM_GET_P2P_CAPS_MATRIX,
	     "NV0000_CTRL_CMD_SYSTEM_GET_P2P_CAPS_MATRIX"),
	  .classes = ON(CLIENT) },
	{ CV(0000_SYSTEM_GET_BUILD_VERSION_V2,
	     "NV0000_CTRL_CMD_SYSTEM_GET_BUILD_VERSION_V2"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_build_version_v2 },
	{ CK(0000_SYSTEM_GET_FEATURES,
	     "NV0000_CTRL_CMD_SYSTEM_GET_FEATURES"),
	  .classes = ON(CLIENT) },
	{ CK(0000_GPU_GET_ATTACHED_IDS,
	     "NV0000_CTRL_CMD_GPU_GET_ATTACHED_IDS"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_attached_ids,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_ATTACHED_IDS_GPUIDS_AT),
			       K(CTRL_0000_GPU_GET_ATTACHED_IDS_SIZE)) } },
	/*
	 * gpuFlags@4 (IN_USE) is modelled but not claimed: it says whether
	 * any process has a device on the GPU, so a replay beside another
	 * user (gpuslice's verifier holds one) reads 1 where the trace has 0.
	 */
	{ CK(0000_GPU_GET_ID_INFO,
	     "NV0000_CTRL_CMD_GPU_GET_ID_INFO"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_id_info,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_ID_INFO_DEVICEINSTANCE_AT),
			       K(CTRL_0000_GPU_GET_ID_INFO_SZNAME_AT)),
		  NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_ID_INFO_SLISTATUS_AT),
			       K(CTRL_0000_GPU_GET_ID_INFO_SIZE)) } },
	{ CK(0000_GPU_GET_ID_INFO_V2,
	     "NV0000_CTRL_CMD_GPU_GET_ID_INFO_V2"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_id_info_v2,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_ID_INFO_V2_DEVICEINSTANCE_AT),
			       K(CTRL_0000_GPU_GET_ID_INFO_V2_SIZE)) } },
	{ CV(0000_GPU_GET_PROBED_IDS,
	     "NV0000_CTRL_CMD_GPU_GET_PROBED_IDS"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_probed_ids,
	  .out = { NVSIM_OUT(K(CTRL_0000_GPU_GET_PROBED_IDS_GPUIDS_AT),
			    NVSIM_N(PROBED_LIST_BYTES)),
		  NVSIM_OUT(K(CTRL_0000_GPU_GET_PROBED_IDS_EXCLUDEDGPUIDS_AT),
			    NVSIM_N(PROBED_LIST_BYTES)) } },
	{ CK(0000_GPU_ATTACH_IDS,
	     "NV0000_CTRL_CMD_GPU_ATTACH_IDS"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_attach_ids },
	{ CK(0000_GPU_DETACH_IDS,
	     "NV0000_CTRL_CMD_GPU_DETACH_IDS"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_detach_ids },
	{ CK(0000_GPU_GET_PCI_INFO,
	     "NV0000_CTRL_CMD_GPU_GET_PCI_INFO"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_pci_info,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_PCI_INFO_DOMAIN_AT),
			       K(CTRL_0000_GPU_GET_PCI_INFO_SIZE)) } },
	{ CK(0000_GPU_GET_UUID_INFO,
	     "NV0000_CTRL_CMD_GPU_GET_UUID_INFO"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_uuid_info,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_GET_UUID_INFO_GPUID_AT),
			       K(CTRL_0000_GPU_GET_UUID_INFO_SIZE)) } },
	{ CK(0000_GPU_GET_UUID_FROM_GPU_ID,
	     "NV0000_CTRL_CMD_GPU_GET_UUID_FROM_GPU_ID"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_uuid_from_gpu_id,
	  .out = { NVSIM_OUT(K(CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_GPUUUID_AT),
			    K(UUID_BINARY_LEN)),
		  NVSIM_OUT(K(CTRL_0000_GPU_GET_UUID_FROM_GPU_ID_UUIDSTRLEN_AT),
			    NVSIM_N(sizeof(u32))) } },
	{ CK(0000_GPU_QUERY_DRAIN_STATE,
	     "NV0000_CTRL_CMD_GPU_QUERY_DRAIN_STATE"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_drain_state,
	  .out = { NVSIM_OUT_TO(K(CTRL_0000_GPU_QUERY_DRAIN_STATE_DRAINSTATE_AT),
			       K(CTRL_0000_GPU_QUERY_DRAIN_STATE_SIZE)) } },
	{ CK(0000_GPU_GET_MEMOP_ENABLE,
	     "NV0000_CTRL_CMD_GPU_GET_MEMOP_ENABLE"),
	  .classes = ON(CLIENT) },
	{ CV(0000_GPU_GET_ACTIVE_DEVICE_IDS,
	     "NV0000_CTRL_CMD_GPU_GET_ACTIVE_DEVICE_IDS"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_active_device_ids,
	  .out = { NVSIM_OUT(V(CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_NUMDEVICES_AT),
			    NVSIM_N(sizeof(u32))),
		  NVSIM_OUT(V(CTRL_0000_GPU_GET_ACTIVE_DEVICE_IDS_DEVICES_AT),
			    V(ACTIVE_DEVICE_SIZE)) } },
	{ CV(0000_GPU_ASYNC_ATTACH_ID,
	     "NV0000_CTRL_CMD_GPU_ASYNC_ATTACH_ID"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_async_attach_id },
	{ CK(0000_SYNC_GPU_BOOST_GROUP_INFO,
	     "NV0000_CTRL_CMD_SYNC_GPU_BOOST_GROUP_INFO"),
	  .classes = ON(CLIENT) },
	{ CK(0000_CLIENT_GET_ADDR_SPACE_TYPE,
	     "NV0000_CTRL_CMD_CLIENT_GET_ADDR_SPACE_TYPE"),
	  .classes = ON(CLIENT) },
	{ CK(0000_CLIENT_SET_INHERITED_SHARE_POLICY,
	     "NV0000_CTRL_CMD_CLIENT_SET_INHERITED_SHARE_POLICY"),
	  .classes = ON(CLIENT) },
	{ CK(0000_OS_UNIX_EXPORT_OBJECT_TO_FD,
	     "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECT_TO_FD"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_export_object,
	  CTL_FD(CTRL_0000_OS_UNIX_EXPORT_OBJECT_TO_FD_FD_AT) },
	{ CK(0000_OS_UNIX_IMPORT_OBJECT_FROM_FD,
	     "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECT_FROM_FD"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_import_object,
	  CTL_FD(CTRL_0000_OS_UNIX_IMPORT_OBJECT_FROM_FD_FD_AT) },
	{ CV(0000_OS_UNIX_GET_EXPORT_OBJECT_INFO,
	     "NV0000_CTRL_CMD_OS_UNIX_GET_EXPORT_OBJECT_INFO"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_export_info,
	  CTL_FD(CTRL_0000_OS_UNIX_GET_EXPORT_OBJECT_INFO_FD_AT) },
	{ CK(0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD,
	     "NV0000_CTRL_CMD_OS_UNIX_CREATE_EXPORT_OBJECT_FD"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_create_export_fd,
	  CTL_FD(CTRL_0000_OS_UNIX_CREATE_EXPORT_OBJECT_FD_FD_AT) },
	{ CK(0000_OS_UNIX_EXPORT_OBJECTS_TO_FD,
	     "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECTS_TO_FD"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_export_objects,
	  CTL_FD(CTRL_0000_OS_UNIX_EXPORT_OBJECTS_TO_FD_FD_AT) },
	{ CK(0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD,
	     "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECTS_FROM_FD"),
	  .classes = ON(CLIENT),
	  .fn = nvsim_ctrl_import_objects,
	  CTL_FD(CTRL_0000_OS_UNIX_IMPORT_OBJECTS_FROM_FD_FD_AT) },
	{ CK(0080_GPU_GET_NUM_SUBDEVICES,
	     "NV0080_CTRL_CMD_GPU_GET_NUM_SUBDEVICES"),
	  .classes = ON(DEVICE),
	  .fn = nvsim_ctrl_num_subdevices,
	  .out = { NVSIM_OUT_TO(K(CTRL_0080_GPU_GET_NUM_SUBDEVICES_NUMSUBDEVICES_AT),
			       K(CTRL_0080_GPU_GET_NUM_SUBDEVICES_SIZE)) } },
	{ CV(0080_GPU_GET_VIRTUALIZATION_MODE,
	     "NV0080_CTRL_CMD_GPU_GET_VIRTUALIZATION_MODE"),
	  .classes = ON(DEVICE) },
	{ CV(0080_GPU_GET_CLASSLIST_V2,
	     "NV0080_CTRL_CMD_GPU_GET_CLASSLIST_V2"),
	  .classes = ON(DEVICE) },
	{ CK(0080_FB_GET_CAPS_V2,
	     "NV0080_CTRL_CMD_FB_GET_CAPS_V2"),
	  .classes = ON(DEVICE) },
	{ CK(0080_HOST_GET_CAPS_V2,
	     "NV0080_CTRL_CMD_HOST_GET_CAPS_V2"),
	  .classes = ON(DEVICE) },
	{ CK(0080_FIFO_GET_CHANNELLIST,
	     "NV0080_CTRL_CMD_FIFO_GET_CHANNELLIST"),
	  .classes = ON(DEVICE) },
	{ CV(0080_PERF_CUDA_LIMIT_SET_CONTROL,
	     "NV0080_CTRL_CMD_PERF_CUDA_LIMIT_SET_CONTROL"),
	  .classes = ON(DEVICE) },
	{ CV(2080_GPU_GET_INFO_V2,
	     "NV2080_CTRL_CMD_GPU_GET_INFO_V2"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_GPU_GET_NAME_STRING,
	     "NV2080_CTRL_CMD_GPU_GET_NAME_STRING"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_GET_SHORT_NAME_STRING,
	     "NV2080_CTRL_CMD_GPU_GET_SHORT_NAME_STRING"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_GET_SIMULATION_INFO,
	     "NV2080_CTRL_CMD_GPU_GET_SIMULATION_INFO"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_GPU_QUERY_ECC_STATUS,
	     "NV2080_CTRL_CMD_GPU_QUERY_ECC_STATUS"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_QUERY_COMPUTE_MODE_RULES,
	     "NV2080_CTRL_CMD_GPU_QUERY_COMPUTE_MODE_RULES"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_QUERY_ECC_CONFIGURATION,
	     "NV2080_CTRL_CMD_GPU_QUERY_ECC_CONFIGURATION"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_0145,
	     "NV2080_CTRL_CMD_20800145"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_GET_GID_INFO,
	     "NV2080_CTRL_CMD_GPU_GET_GID_INFO"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_gid_info,
	  .out = { NVSIM_OUT(K(CTRL_2080_GPU_GET_GID_INFO_LENGTH_AT),
			    NVSIM_N(sizeof(u32))),
		  NVSIM_OUT(K(CTRL_2080_GPU_GET_GID_INFO_DATA_AT),
			    K(UUID_BINARY_LEN)) } },
	{ CV(2080_GPU_GET_ENGINES_V2,
	     "NV2080_CTRL_CMD_GPU_GET_ENGINES_V2"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GPU_GET_PIDS,
	     "NV2080_CTRL_CMD_GPU_GET_PIDS"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_get_pids,
	  .out = { NVSIM_OUT(K(CTRL_2080_GPU_GET_PIDS_PIDTBLCOUNT_AT),
			    NVSIM_N(sizeof(u32))) } },
	{ CK(2080_GPU_GET_PID_INFO,
	     "NV2080_CTRL_CMD_GPU_GET_PID_INFO"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_get_pid_info },
	{ CK(2080_GPU_GET_COMPUTE_POLICY_CONFIG,
	     "NV2080_CTRL_CMD_GPU_GET_COMPUTE_POLICY_CONFIG"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_GET_GPU_FABRIC_PROBE_INFO,
	     "NV2080_CTRL_CMD_GET_GPU_FABRIC_PROBE_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_TIMER_GET_GPU_CPU_TIME_CORRELATION_INFO,
	     "NV2080_CTRL_CMD_TIMER_GET_GPU_CPU_TIME_CORRELATION_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_FIFO_DISABLE_CHANNELS,
	     "NV2080_CTRL_CMD_FIFO_DISABLE_CHANNELS"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_disable_channels },
	/* 595 on: any user's, lists of any client's channels (ctrl_fifo.c) */
	{ CV(2080_FIFO_ROTATE_KEYS,
	     "NV2080_CTRL_CMD_FIFO_ROTATE_KEYS"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_rotate_keys },
	{ CK(2080_GR_GET_INFO,
	     "NV2080_CTRL_CMD_GR_GET_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_SET_CTXSW_PREEMPTION_MODE,
	     "NV2080_CTRL_CMD_GR_SET_CTXSW_PREEMPTION_MODE"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_GET_CTX_BUFFER_SIZE,
	     "NV2080_CTRL_CMD_GR_GET_CTX_BUFFER_SIZE"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_GR_GET_GLOBAL_SM_ORDER,
	     "NV2080_CTRL_CMD_GR_GET_GLOBAL_SM_ORDER"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_GET_CAPS_V2,
	     "NV2080_CTRL_CMD_GR_GET_CAPS_V2"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_GET_GPC_MASK,
	     "NV2080_CTRL_CMD_GR_GET_GPC_MASK"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_GET_TPC_MASK,
	     "NV2080_CTRL_CMD_GR_GET_TPC_MASK"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GR_GET_SM_ISSUE_RATE_MODIFIER,
	     "NV2080_CTRL_CMD_GR_GET_SM_ISSUE_RATE_MODIFIER"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_FB_GET_INFO_V2,
	     "NV2080_CTRL_CMD_FB_GET_INFO_V2"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_fb_get_info_v2,
	  .out = { NVSIM_OUT(NVSIM_N(0), V(CTRL_2080_FB_GET_INFO_V2_SIZE)) } },
	{ CK(2080_MC_GET_ARCH_INFO,
	     "NV2080_CTRL_CMD_MC_GET_ARCH_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_BUS_GET_PCI_INFO,
	     "NV2080_CTRL_CMD_BUS_GET_PCI_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_BUS_GET_INFO,
	     "NV2080_CTRL_CMD_BUS_GET_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_BUS_GET_PCI_BAR_INFO,
	     "NV2080_CTRL_CMD_BUS_GET_PCI_BAR_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_BUS_GET_INFO_V2,
	     "NV2080_CTRL_CMD_BUS_GET_INFO_V2"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_BUS_GET_PCIE_SUPPORTED_GPU_ATOMICS,
	     "NV2080_CTRL_CMD_BUS_GET_PCIE_SUPPORTED_GPU_ATOMICS"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_BUS_GET_C2C_INFO,
	     "NV2080_CTRL_CMD_BUS_GET_C2C_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_PERF_BOOST,
	     "NV2080_CTRL_CMD_PERF_BOOST"),
	  .classes = ON(SUBDEV) },
	/*
	 * No out= bytes: the samples are those of the moment of the call,
	 * which a replay of a recording never meets again.
	 */
	{ CV(2080_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2,
	     "NV2080_CTRL_CMD_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2"),
	  .classes = ON(SUBDEV),
	  .fn = nvsim_ctrl_gpumon_samples },
	{ CK(2080_RC_RELEASE_WATCHDOG_REQUESTS,
	     "NV2080_CTRL_CMD_RC_RELEASE_WATCHDOG_REQUESTS"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_RC_SOFT_DISABLE_WATCHDOG,
	     "NV2080_CTRL_CMD_RC_SOFT_DISABLE_WATCHDOG"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_CE_GET_ALL_CAPS,
	     "NV2080_CTRL_CMD_CE_GET_ALL_CAPS"),
	  .classes = ON(SUBDEV) },
	{ CV(2080_NVLINK_GET_NVLINK_STATUS,
	     "NV2080_CTRL_CMD_NVLINK_GET_NVLINK_STATUS"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GSP_GET_FEATURES,
	     "NV2080_CTRL_CMD_GSP_GET_FEATURES"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_GRMGR_GET_GR_FS_INFO,
	     "NV2080_CTRL_CMD_GRMGR_GET_GR_FS_INFO"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_8159,
	     "NV2080_CTRL_CMD_20808159"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_8162,
	     "NV2080_CTRL_CMD_20808162"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_9001,
	     "NV2080_CTRL_CMD_20809001"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_9009,
	     "NV2080_CTRL_CMD_20809009"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_9038,
	     "NV2080_CTRL_CMD_20809038"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_9064,
	     "NV2080_CTRL_CMD_20809064"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_A026,
	     "NV2080_CTRL_CMD_2080A026"),
	  .classes = ON(SUBDEV) },
	{ CK(2080_CLOSED_A084,
	     "NV2080_CTRL_CMD_2080A084"),
	  .classes = ON(SUBDEV) },
	{ CK(2081_CLOSED_0108,
	     "NV2081_CTRL_CMD_20810108"),
	  .classes = ON(GS_ABI_CLS_BINAPI) },
	{ CK(503C_REGISTER_VA_SPACE,
	     "NV503C_CTRL_CMD_REGISTER_VA_SPACE"),
	  .classes = ON(GS_ABI_CLS_THIRD_PARTY_P2P) },
	{ CK(503C_REGISTER_VIDMEM,
	     "NV503C_CTRL_CMD_REGISTER_VIDMEM"),
	  .classes = ON(GS_ABI_CLS_THIRD_PARTY_P2P) },
	{ CK(503C_UNREGISTER_VIDMEM,
	     "NV503C_CTRL_CMD_UNREGISTER_VIDMEM"),
	  .classes = ON(GS_ABI_CLS_THIRD_PARTY_P2P) },
	{ CK(83DE_DEBUG_SET_EXCEPTION_MASK,
	     "NV83DE_CTRL_CMD_DEBUG_SET_EXCEPTION_MASK"),
	  .classes = ON(GS_ABI_CLS_GT200_DEBUGGER) },
	{ CK(906F_GET_CLASS_ENGINEID,
	     "NV906F_CTRL_GET_CLASS_ENGINEID"),
	  .classes = ON(CHANNEL) },
	{ CK(90E6_MASTER_GET_VIRTUAL_FUNCTION_ERROR_CONT_INTR_MASK,
	     "NV90E6_CTRL_CMD_MASTER_GET_VIRTUAL_FUNCTION_ERROR_CONT_INTR_MASK"),
	  .classes = ON(GS_ABI_CLS_GF100_SUBDEVICE_MASTER) },
	{ CV(A06C_GPFIFO_SCHEDULE,
	     "NVA06C_CTRL_CMD_GPFIFO_SCHEDULE"),
	  .classes = ON(TSG),
	  .fn = nvsim_ctrl_gpfifo_schedule },
	{ CK(A06C_SET_TIMESLICE,
	     "NVA06C_CTRL_CMD_SET_TIMESLICE"),
	  .classes = ON(TSG),
	  .fn = nvsim_ctrl_set_timeslice },
	{ CK(A06C_GET_TIMESLICE,
	     "NVA06C_CTRL_CMD_GET_TIMESLICE"),
	  .classes = ON(TSG),
	  .fn = nvsim_ctrl_get_timeslice,
	  .out = { NVSIM_OUT(K(CTRL_A06C_SET_TIMESLICE_TIMESLICEUS_AT),
			    K(CTRL_A06C_GET_TIMESLICE_SIZE)) } },
	{ CV(A06F_GPFIFO_SCHEDULE,
	     "NVA06F_CTRL_CMD_GPFIFO_SCHEDULE"),
	  .classes = ON(CHANNEL),
	  .fn = nvsim_ctrl_channel_schedule },
	{ CK(C36F_GPFIFO_GET_WORK_SUBMIT_TOKEN,
	     "NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN"),
	  .classes = ON(CHANNEL),
	  .fn = nvsim_ctrl_work_submit_token },
	{ CV(CB33_SYSTEM_GET_CAPABILITIES,
	     "NV_CONF_COMPUTE_CTRL_CMD_SYSTEM_GET_CAPABILITIES"),
	  .classes = ON(GS_ABI_CLS_CONFIDENTIAL_COMPUTE) },
};


/*
 * Legacy list controls, which RM 580 no longer exports: its deprecated shim
 * (rmapi_deprecated_control.c, CONVERT_TO_V2) takes them, for a client that
 * exists and flags 0, before steps 2 to 5, and paramsSize is never looked
 * at. Their parameters are {listSize u32@0, list NvP64@8}, the list of
 * 8-byte {index, data} entries in user memory (escape.c copies both); the
 * shim issues the V2 control, whose params hold listSize@0 and the same
 * entries from 4, and copies the list back on success.
 */
static const struct nvsim_legacy_control legacy_controls[] = {
	{ GS_ABI_CTRL_2080_FB_GET_INFO, "NV2080_CTRL_CMD_FB_GET_INFO",
	  GS_ABI_CTRL_2080_FB_GET_INFO_V2,
	  NVSIM_V(CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_MAX) },
};

u32 nvsim_control_size(const struct nvsim_control *ctrl)
{
	return nvsim_fact(ctrl->size);
}

/* Control @cmd, if nvsim's version registers it. */
/* Whether the table is sorted, as nvsim_control_find() needs it */
bool nvsim_controls_sorted(void)
{
	unsigned int i;

	for (i = 1; i < ARRAY_SIZE(controls); i++)
		if (controls[i].cmd <= controls[i - 1].cmd) {
			pr_err("control table: %s before %s\n",
			       controls[i - 1].name, controls[i].name);
			return false;
		}
	return true;
}

const struct nvsim_control *nvsim_control_find(u32 cmd)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(controls);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (controls[mid].cmd == cmd)
			return nvsim_control_size(&controls[mid]) ==
			       GS_ABI_ABSENT ? NULL : &controls[mid];
		if (controls[mid].cmd < cmd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static bool exported_by(const struct nvsim_control *ctrl, u32 cls)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ctrl->classes) && ctrl->classes[i]; i++)
		if (ctrl->classes[i] == cls)
			return true;
	return false;
}

/**
 * nvsim_rm_control() - steps 3 to 5 and the handler
 * @os: the file the call is bound to
 * @hclient: the client
 * @hobj: the object
 * @ctrl: the control, NULL if nvsim does not know the command
 * @params: the parameters, already copied and size-checked (step 2)
 * @psize: their size
 * @fd_nf: the ctl file the parameters name (struct nvsim_ctrl_call), or NULL
 *
 * Context: nvsim_lock held.
 */
u32 nvsim_rm_control(struct nvsim_file *os, u32 hclient, u32 hobj,
		     const struct nvsim_control *ctrl, void *params, u32 psize,
		     struct nvsim_file *fd_nf)
{
	struct nvsim_ctrl_call call = {
		.os = os, .params = params, .psize = psize, .fd_nf = fd_nf,
	};
	u32 status;

	lockdep_assert_held(&nvsim_lock);
	status = nvsim_client_get(hclient, os, &call.client);
	if (status != GS_ABI_NV_OK)
		return status;
	call.obj = nvsim_obj_lookup(call.client, hobj);
	if (!call.obj)
		return GS_ABI_ERR_OBJECT_NOT_FOUND;
	if (!ctrl || !exported_by(ctrl, call.obj->cls))
		return GS_ABI_ERR_NOT_SUPPORTED;
	return ctrl->fn ? ctrl->fn(&call) : GS_ABI_NV_OK;
}

const struct nvsim_legacy_control *nvsim_legacy_control_find(u32 cmd)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(legacy_controls); i++)
		if (legacy_controls[i].cmd == cmd)
			return &legacy_controls[i];
	return NULL;
}

/* the V2 list of a legacy control: FB_GET_INFO_V2's layout (see rm.h) */
#define V2_LIST_SIZE_AT	GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLISTSIZE_AT
#define V2_LIST_AT	GS_ABI_CTRL_2080_FB_GET_INFO_V2_FBINFOLIST_AT

/**
 * nvsim_rm_control_legacy() - a legacy list control, as its V2 control
 * @os: the file the call is bound to
 * @hclient: the client
 * @hobj: the object
 * @l: the legacy control
 * @list: its @n entries, already copied in (at most @l->max); updated on
 *	success
 * @n: listSize
 *
 * The V2 control goes through nvsim_rm_control(): steps 3 to 5, then its
 * handler, which refuses an empty list.
 *
 * Context: nvsim_lock held.
 */
u32 nvsim_rm_control_legacy(struct nvsim_file *os, u32 hclient, u32 hobj,
			    const struct nvsim_legacy_control *l, void *list,
			    u32 n)
{
	const struct nvsim_control *v2 = nvsim_control_find(l->v2);
	u32 bytes = n * NVSIM_LEGACY_ENTRY;
	u8 *params;
	u32 status;

	lockdep_assert_held(&nvsim_lock);
	params = kzalloc(nvsim_control_size(v2), GFP_KERNEL_ACCOUNT);
	if (!params)
		return GS_ABI_ERR_NO_MEMORY;
	gs_put_u32(params, V2_LIST_SIZE_AT, n);
	memcpy(params + V2_LIST_AT, list, bytes);
	status = nvsim_rm_control(os, hclient, hobj, v2, params,
				  nvsim_control_size(v2), NULL);
	if (status == GS_ABI_NV_OK)
		memcpy(list, params + V2_LIST_AT, bytes);
	kfree(params);
	return status;
}

/* debugfs "model": one "control" line per control. */
void nvsim_control_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(controls); i++) {
		const struct nvsim_control *c = &controls[i];

		if (nvsim_control_size(c) != GS_ABI_ABSENT)
			nvsim_model_line(m, "control", c->cmd, c->name, c->out);
	}
	/* the list is behind a pointer: no params bytes to claim */
	for (i = 0; i < ARRAY_SIZE(legacy_controls); i++)
		seq_printf(m, "control 0x%x %s\n", legacy_controls[i].cmd,
			   legacy_controls[i].name);
}
