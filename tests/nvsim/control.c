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

#include "nv_fifo.h"
#include "nvsim.h"
#include "rm.h"

#define CLIENT	NV01_ROOT_CLIENT
#define DEVICE	NV01_DEVICE_0
#define SUBDEV	NV20_SUBDEVICE_0
#define CHANNEL	HOPPER_CHANNEL_GPFIFO_A
#define TSG	KEPLER_CHANNEL_GROUP_A

#define ON(...)	{ __VA_ARGS__ }
#define CTL_FD(off)	((off) + 1)

/* Sorted by command; every one the three H100 traces issue, and more. */
static const struct nvsim_control controls[] = {
	{ 0x00000101, "NV0000_CTRL_CMD_SYSTEM_GET_BUILD_VERSION", 40,
	  ON(CLIENT) },
	{ 0x0000013a, "NV0000_CTRL_CMD_SYSTEM_GET_P2P_CAPS_MATRIX", 1352,
	  ON(CLIENT) },
	{ 0x000001f0, "NV0000_CTRL_CMD_SYSTEM_GET_FEATURES", 4, ON(CLIENT) },
	{ 0x00000201, "NV0000_CTRL_CMD_GPU_GET_ATTACHED_IDS", 128, ON(CLIENT),
	  nvsim_ctrl_attached_ids, "out=0+128" },
	/*
	 * gpuFlags@4 (IN_USE) is modelled but not claimed: it says whether
	 * any process has a device on the GPU, so a replay beside another
	 * user (gpuslice's verifier holds one) reads 1 where the trace has 0.
	 */
	{ 0x00000202, "NV0000_CTRL_CMD_GPU_GET_ID_INFO", 40, ON(CLIENT),
	  nvsim_ctrl_id_info, "out=8+8,24+16" },
	{ 0x00000205, "NV0000_CTRL_CMD_GPU_GET_ID_INFO_V2", 32, ON(CLIENT),
	  nvsim_ctrl_id_info_v2, "out=8+24" },
	{ 0x00000214, "NV0000_CTRL_CMD_GPU_GET_PROBED_IDS", 384, ON(CLIENT),
	  nvsim_ctrl_probed_ids, "out=0+256" },
	{ 0x00000215, "NV0000_CTRL_CMD_GPU_ATTACH_IDS", 132, ON(CLIENT),
	  nvsim_ctrl_attach_ids },
	{ 0x00000216, "NV0000_CTRL_CMD_GPU_DETACH_IDS", 128, ON(CLIENT),
	  nvsim_ctrl_detach_ids },
	{ 0x0000021b, "NV0000_CTRL_CMD_GPU_GET_PCI_INFO", 12, ON(CLIENT),
	  nvsim_ctrl_pci_info, "out=4+8" },
	{ 0x00000274, "NV0000_CTRL_CMD_GPU_GET_UUID_INFO", 272, ON(CLIENT),
	  nvsim_ctrl_uuid_info, "out=260+12" },
	{ 0x00000275, "NV0000_CTRL_CMD_GPU_GET_UUID_FROM_GPU_ID", 268,
	  ON(CLIENT), nvsim_ctrl_uuid_from_gpu_id, "out=8+16,264+4" },
	{ 0x00000279, "NV0000_CTRL_CMD_GPU_QUERY_DRAIN_STATE", 12,
	  ON(CLIENT), nvsim_ctrl_drain_state, "out=4+8" },
	{ 0x0000027b, "NV0000_CTRL_CMD_GPU_GET_MEMOP_ENABLE", 4, ON(CLIENT) },
	{ 0x00000288, "NV0000_CTRL_CMD_GPU_GET_ACTIVE_DEVICE_IDS", 3076,
	  ON(CLIENT), nvsim_ctrl_active_device_ids, "out=0+16" },
	{ 0x00000289, "NV0000_CTRL_CMD_GPU_ASYNC_ATTACH_ID", 4, ON(CLIENT),
	  nvsim_ctrl_async_attach_id },
	{ 0x00000a04, "NV0000_CTRL_CMD_SYNC_GPU_BOOST_GROUP_INFO", 2244,
	  ON(CLIENT) },
	{ 0x00000d01, "NV0000_CTRL_CMD_CLIENT_GET_ADDR_SPACE_TYPE", 12,
	  ON(CLIENT) },
	{ 0x00000d04, "NV0000_CTRL_CMD_CLIENT_SET_INHERITED_SHARE_POLICY",
	  12, ON(CLIENT) },
	{ 0x00003d05, "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECT_TO_FD", 24,
	  ON(CLIENT), nvsim_ctrl_export_object, NULL,
	  CTL_FD(NV0000_EXPORT_OBJ_FD) },
	{ 0x00003d06, "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECT_FROM_FD", 20,
	  ON(CLIENT), nvsim_ctrl_import_object, NULL,
	  CTL_FD(NV0000_IMPORT_OBJ_FD) },
	{ 0x00003d08, "NV0000_CTRL_CMD_OS_UNIX_GET_EXPORT_OBJECT_INFO", 80,
	  ON(CLIENT), nvsim_ctrl_export_info, NULL,
	  CTL_FD(NV0000_EXPORT_INFO_FD) },
	{ 0x00003d0a, "NV0000_CTRL_CMD_OS_UNIX_CREATE_EXPORT_OBJECT_FD", 76,
	  ON(CLIENT), nvsim_ctrl_create_export_fd, NULL,
	  CTL_FD(NV0000_EXPORT_FD_FD) },
	{ 0x00003d0b, "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECTS_TO_FD", 2128,
	  ON(CLIENT), nvsim_ctrl_export_objects, NULL,
	  CTL_FD(NV0000_EXPORT_OBJS_FD) },
	{ 0x00003d0c, "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECTS_FROM_FD", 652,
	  ON(CLIENT), nvsim_ctrl_import_objects, NULL,
	  CTL_FD(NV0000_IMPORT_OBJS_FD) },
	{ 0x00800280, "NV0080_CTRL_CMD_GPU_GET_NUM_SUBDEVICES", 4, ON(DEVICE),
	  nvsim_ctrl_num_subdevices, "out=0+4" },
	{ 0x00800289, "NV0080_CTRL_CMD_GPU_GET_VIRTUALIZATION_MODE", 8,
	  ON(DEVICE) },
	{ 0x00800292, "NV0080_CTRL_CMD_GPU_GET_CLASSLIST_V2", 804,
	  ON(DEVICE) },
	{ 0x00801307, "NV0080_CTRL_CMD_FB_GET_CAPS_V2", 3, ON(DEVICE) },
	{ 0x00801402, "NV0080_CTRL_CMD_HOST_GET_CAPS_V2", 3, ON(DEVICE) },
	{ 0x0080170d, "NV0080_CTRL_CMD_FIFO_GET_CHANNELLIST", 24,
	  ON(DEVICE) },
	{ 0x00801909, "NV0080_CTRL_CMD_PERF_CUDA_LIMIT_SET_CONTROL", 1,
	  ON(DEVICE) },
	{ 0x20800102, "NV2080_CTRL_CMD_GPU_GET_INFO_V2", 564, ON(SUBDEV) },
	{ 0x20800110, "NV2080_CTRL_CMD_GPU_GET_NAME_STRING", 132,
	  ON(SUBDEV) },
	{ 0x20800111, "NV2080_CTRL_CMD_GPU_GET_SHORT_NAME_STRING", 64,
	  ON(SUBDEV) },
	{ 0x20800119, "NV2080_CTRL_CMD_GPU_GET_SIMULATION_INFO", 4,
	  ON(SUBDEV) },
	{ 0x2080012f, "NV2080_CTRL_CMD_GPU_QUERY_ECC_STATUS", 1464,
	  ON(SUBDEV) },
	{ 0x20800131, "NV2080_CTRL_CMD_GPU_QUERY_COMPUTE_MODE_RULES", 4,
	  ON(SUBDEV) },
	{ 0x20800133, "NV2080_CTRL_CMD_GPU_QUERY_ECC_CONFIGURATION", 8,
	  ON(SUBDEV) },
	{ 0x20800145, "NV2080_CTRL_CMD_20800145", 0, ON(SUBDEV) },
	{ 0x2080014a, "NV2080_CTRL_CMD_GPU_GET_GID_INFO", 268, ON(SUBDEV),
	  nvsim_ctrl_gid_info, "out=8+20" },
	{ 0x20800170, "NV2080_CTRL_CMD_GPU_GET_ENGINES_V2", 340, ON(SUBDEV) },
	{ 0x2080018d, "NV2080_CTRL_CMD_GPU_GET_PIDS", 3812, ON(SUBDEV),
	  nvsim_ctrl_get_pids, "out=8+4" },
	{ 0x2080018e, "NV2080_CTRL_CMD_GPU_GET_PID_INFO", 14408, ON(SUBDEV),
	  nvsim_ctrl_get_pid_info },
	{ 0x20800195, "NV2080_CTRL_CMD_GPU_GET_COMPUTE_POLICY_CONFIG", 260,
	  ON(SUBDEV) },
	{ 0x208001a3, "NV2080_CTRL_CMD_GET_GPU_FABRIC_PROBE_INFO", 56,
	  ON(SUBDEV) },
	{ 0x20800406, "NV2080_CTRL_CMD_TIMER_GET_GPU_CPU_TIME_CORRELATION_INFO",
	  264, ON(SUBDEV) },
	{ 0x2080110b, "NV2080_CTRL_CMD_FIFO_DISABLE_CHANNELS", 536,
	  ON(SUBDEV), nvsim_ctrl_disable_channels },
	{ 0x20801201, "NV2080_CTRL_CMD_GR_GET_INFO", 32, ON(SUBDEV) },
	{ 0x20801210, "NV2080_CTRL_CMD_GR_SET_CTXSW_PREEMPTION_MODE", 32,
	  ON(SUBDEV) },
	{ 0x20801218, "NV2080_CTRL_CMD_GR_GET_CTX_BUFFER_SIZE", 16,
	  ON(SUBDEV) },
	{ 0x2080121b, "NV2080_CTRL_CMD_GR_GET_GLOBAL_SM_ORDER", 9240,
	  ON(SUBDEV) },
	{ 0x20801227, "NV2080_CTRL_CMD_GR_GET_CAPS_V2", 48, ON(SUBDEV) },
	{ 0x2080122a, "NV2080_CTRL_CMD_GR_GET_GPC_MASK", 24, ON(SUBDEV) },
	{ 0x2080122b, "NV2080_CTRL_CMD_GR_GET_TPC_MASK", 24, ON(SUBDEV) },
	{ 0x20801230, "NV2080_CTRL_CMD_GR_GET_SM_ISSUE_RATE_MODIFIER", 32,
	  ON(SUBDEV) },
	{ 0x20801303, "NV2080_CTRL_CMD_FB_GET_INFO_V2", 1028, ON(SUBDEV),
	  nvsim_ctrl_fb_get_info_v2, "out=0+1028" },
	{ 0x20801701, "NV2080_CTRL_CMD_MC_GET_ARCH_INFO", 16, ON(SUBDEV) },
	{ 0x20801801, "NV2080_CTRL_CMD_BUS_GET_PCI_INFO", 16, ON(SUBDEV) },
	{ 0x20801802, "NV2080_CTRL_CMD_BUS_GET_INFO", 16, ON(SUBDEV) },
	{ 0x20801803, "NV2080_CTRL_CMD_BUS_GET_PCI_BAR_INFO", 200,
	  ON(SUBDEV) },
	{ 0x20801823, "NV2080_CTRL_CMD_BUS_GET_INFO_V2", 420, ON(SUBDEV) },
	{ 0x2080182a, "NV2080_CTRL_CMD_BUS_GET_PCIE_SUPPORTED_GPU_ATOMICS",
	  112, ON(SUBDEV) },
	{ 0x2080182b, "NV2080_CTRL_CMD_BUS_GET_C2C_INFO", 28, ON(SUBDEV) },
	{ 0x2080200a, "NV2080_CTRL_CMD_PERF_BOOST", 8, ON(SUBDEV) },
	/*
	 * No out= bytes: the samples are those of the moment of the call,
	 * which a replay of a recording never meets again.
	 */
	{ 0x20802096,
	  "NV2080_CTRL_CMD_PERF_GET_GPUMON_PERFMON_UTIL_SAMPLES_V2",
	  GS_NV_GPUMON_SIZE, ON(SUBDEV), nvsim_ctrl_gpumon_samples },
	{ 0x2080220c, "NV2080_CTRL_CMD_RC_RELEASE_WATCHDOG_REQUESTS", 0,
	  ON(SUBDEV) },
	{ 0x20802210, "NV2080_CTRL_CMD_RC_SOFT_DISABLE_WATCHDOG", 0,
	  ON(SUBDEV) },
	{ 0x20802a0a, "NV2080_CTRL_CMD_CE_GET_ALL_CAPS", 136, ON(SUBDEV) },
	{ 0x20803002, "NV2080_CTRL_CMD_NVLINK_GET_NVLINK_STATUS", 13344,
	  ON(SUBDEV) },
	{ 0x20803601, "NV2080_CTRL_CMD_GSP_GET_FEATURES", 72, ON(SUBDEV) },
	{ 0x20803801, "NV2080_CTRL_CMD_GRMGR_GET_GR_FS_INFO", 1928,
	  ON(SUBDEV) },
	{ 0x20808159, "NV2080_CTRL_CMD_20808159", 332, ON(SUBDEV) },
	{ 0x20808162, "NV2080_CTRL_CMD_20808162", 1, ON(SUBDEV) },
	{ 0x20809001, "NV2080_CTRL_CMD_20809001", 8, ON(SUBDEV) },
	{ 0x20809009, "NV2080_CTRL_CMD_20809009", 8, ON(SUBDEV) },
	{ 0x20809038, "NV2080_CTRL_CMD_20809038", 4, ON(SUBDEV) },
	{ 0x20809064, "NV2080_CTRL_CMD_20809064", 520, ON(SUBDEV) },
	{ 0x2080a026, "NV2080_CTRL_CMD_2080A026", 532, ON(SUBDEV) },
	{ 0x2080a084, "NV2080_CTRL_CMD_2080A084", 4, ON(SUBDEV) },
	{ 0x20810108, "NV2081_CTRL_CMD_20810108", 992, ON(NV2081_BINAPI) },
	{ 0x503c0102, "NV503C_CTRL_CMD_REGISTER_VA_SPACE", 16,
	  ON(NV50_THIRD_PARTY_P2P) },
	{ 0x503c0104, "NV503C_CTRL_CMD_REGISTER_VIDMEM", 32,
	  ON(NV50_THIRD_PARTY_P2P) },
	{ 0x503c0105, "NV503C_CTRL_CMD_UNREGISTER_VIDMEM", 4,
	  ON(NV50_THIRD_PARTY_P2P) },
	{ 0x83de0309, "NV83DE_CTRL_CMD_DEBUG_SET_EXCEPTION_MASK", 4,
	  ON(GT200_DEBUGGER) },
	{ 0x906f0101, "NV906F_CTRL_GET_CLASS_ENGINEID", 16, ON(CHANNEL) },
	{ 0x90e60102,
	  "NV90E6_CTRL_CMD_MASTER_GET_VIRTUAL_FUNCTION_ERROR_CONT_INTR_MASK",
	  8, ON(GF100_SUBDEVICE_MASTER) },
	{ 0xa06c0101, "NVA06C_CTRL_CMD_GPFIFO_SCHEDULE", 3, ON(TSG),
	  nvsim_ctrl_gpfifo_schedule },
	{ 0xa06c0103, "NVA06C_CTRL_CMD_SET_TIMESLICE", 8, ON(TSG),
	  nvsim_ctrl_set_timeslice },
	{ 0xa06c0104, "NVA06C_CTRL_CMD_GET_TIMESLICE", 8, ON(TSG),
	  nvsim_ctrl_get_timeslice, "out=0+8" },
	{ 0xc36f0108, "NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN", 4,
	  ON(CHANNEL), nvsim_ctrl_work_submit_token },
	{ 0xcb330101, "NV_CONF_COMPUTE_CTRL_CMD_SYSTEM_GET_CAPABILITIES", 6,
	  ON(NV_CONFIDENTIAL_COMPUTE) },
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
	{ 0x20801301, "NV2080_CTRL_CMD_FB_GET_INFO", 0x20801303, 128 },
};

const struct nvsim_control *nvsim_control_find(u32 cmd)
{
	unsigned int lo = 0, hi = ARRAY_SIZE(controls);

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (controls[mid].cmd == cmd)
			return &controls[mid];
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
	if (status != NV_OK)
		return status;
	call.obj = nvsim_obj_lookup(call.client, hobj);
	if (!call.obj)
		return NV_ERR_OBJECT_NOT_FOUND;
	if (!ctrl || !exported_by(ctrl, call.obj->cls))
		return NV_ERR_NOT_SUPPORTED;
	return ctrl->fn ? ctrl->fn(&call) : NV_OK;
}

const struct nvsim_legacy_control *nvsim_legacy_control_find(u32 cmd)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(legacy_controls); i++)
		if (legacy_controls[i].cmd == cmd)
			return &legacy_controls[i];
	return NULL;
}

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
	params = kzalloc(v2->size, GFP_KERNEL_ACCOUNT);
	if (!params)
		return NV_ERR_NO_MEMORY;
	gs_put_u32(params, 0, n);
	memcpy(params + 4, list, bytes);
	status = nvsim_rm_control(os, hclient, hobj, v2, params, v2->size,
				  NULL);
	if (status == NV_OK)
		memcpy(list, params + 4, bytes);
	kfree(params);
	return status;
}

/* debugfs "model": one "control" line per control. */
void nvsim_control_model(struct seq_file *m)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(controls); i++) {
		const struct nvsim_control *c = &controls[i];

		seq_printf(m, "control 0x%x %s%s%s\n", c->cmd, c->name,
			   c->out ? " " : "", c->out ? c->out : "");
	}
	/* the list is behind a pointer: no params bytes to claim */
	for (i = 0; i < ARRAY_SIZE(legacy_controls); i++)
		seq_printf(m, "control 0x%x %s\n", legacy_controls[i].cmd,
			   legacy_controls[i].name);
}
