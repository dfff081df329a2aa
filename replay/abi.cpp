// SPDX-License-Identifier: GPL-2.0
//
// Tables behind abi.hpp. Sizes and offsets were taken from the 580.142
// headers by compiling offsetof/sizeof against them; the sets cover every
// class and control of the H100 traces plus the common ones with nested
// pointers or fds.

#include "abi.hpp"

#include <algorithm>
#include <array>
#include <iterator>

#include "nv_class.h"

namespace gpuslice::replay::abi {

namespace {

struct ControlName {
  std::uint32_t cmd;
  const char* name;
};

// Every control of the H100 traces that the 580 SDK names (the NV2080
// 0x8x/0x9x/0xax categories and NV2081 are legacy or closed interfaces with
// no public name), plus the ones the tables below mention.
constexpr ControlName kControls[] = {
    {0x00000101, "NV0000_CTRL_CMD_SYSTEM_GET_BUILD_VERSION"},
    {0x0000012b, "NV0000_CTRL_CMD_SYSTEM_GET_P2P_CAPS_V2"},
    {0x0000013a, "NV0000_CTRL_CMD_SYSTEM_GET_P2P_CAPS_MATRIX"},
    {0x000001f0, "NV0000_CTRL_CMD_SYSTEM_GET_FEATURES"},
    {0x00000201, "NV0000_CTRL_CMD_GPU_GET_ATTACHED_IDS"},
    {0x00000202, "NV0000_CTRL_CMD_GPU_GET_ID_INFO"},
    {0x00000205, "NV0000_CTRL_CMD_GPU_GET_ID_INFO_V2"},
    {0x00000214, "NV0000_CTRL_CMD_GPU_GET_PROBED_IDS"},
    {0x00000215, "NV0000_CTRL_CMD_GPU_ATTACH_IDS"},
    {0x00000216, "NV0000_CTRL_CMD_GPU_DETACH_IDS"},
    {0x0000021b, "NV0000_CTRL_CMD_GPU_GET_PCI_INFO"},
    {0x00000279, "NV0000_CTRL_CMD_GPU_QUERY_DRAIN_STATE"},
    {0x0000027b, "NV0000_CTRL_CMD_GPU_GET_MEMOP_ENABLE"},
    {0x00000288, "NV0000_CTRL_CMD_GPU_GET_ACTIVE_DEVICE_IDS"},
    {0x00000289, "NV0000_CTRL_CMD_GPU_ASYNC_ATTACH_ID"},
    {0x00000a04, "NV0000_CTRL_CMD_SYNC_GPU_BOOST_GROUP_INFO"},
    {0x00000d01, "NV0000_CTRL_CMD_CLIENT_GET_ADDR_SPACE_TYPE"},
    {0x00000d04, "NV0000_CTRL_CMD_CLIENT_SET_INHERITED_SHARE_POLICY"},
    {0x00003d05, "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECT_TO_FD"},
    {0x00003d06, "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECT_FROM_FD"},
    {0x00003d08, "NV0000_CTRL_CMD_OS_UNIX_GET_EXPORT_OBJECT_INFO"},
    {0x00003d0a, "NV0000_CTRL_CMD_OS_UNIX_CREATE_EXPORT_OBJECT_FD"},
    {0x00003d0b, "NV0000_CTRL_CMD_OS_UNIX_EXPORT_OBJECTS_TO_FD"},
    {0x00003d0c, "NV0000_CTRL_CMD_OS_UNIX_IMPORT_OBJECTS_FROM_FD"},
    {0x00410110, "NV0041_CTRL_CMD_GET_SURFACE_INFO"},
    {0x00800201, "NV0080_CTRL_CMD_GPU_GET_CLASSLIST"},
    {0x00800280, "NV0080_CTRL_CMD_GPU_GET_NUM_SUBDEVICES"},
    {0x00800289, "NV0080_CTRL_CMD_GPU_GET_VIRTUALIZATION_MODE"},
    {0x00800292, "NV0080_CTRL_CMD_GPU_GET_CLASSLIST_V2"},
    {0x00801104, "NV0080_CTRL_CMD_GR_GET_INFO"},
    {0x00801301, "NV0080_CTRL_CMD_FB_GET_CAPS"},
    {0x00801307, "NV0080_CTRL_CMD_FB_GET_CAPS_V2"},
    {0x00801401, "NV0080_CTRL_CMD_HOST_GET_CAPS"},
    {0x00801402, "NV0080_CTRL_CMD_HOST_GET_CAPS_V2"},
    {0x0080170d, "NV0080_CTRL_CMD_FIFO_GET_CHANNELLIST"},
    {0x00801909, "NV0080_CTRL_CMD_PERF_CUDA_LIMIT_SET_CONTROL"},
    {0x00e00101, "NV00E0_CTRL_CMD_EXPORT_MEM"},
    {0x00fd0104, "NV00FD_CTRL_CMD_ATTACH_GPU"},
    {0x20800101, "NV2080_CTRL_CMD_GPU_GET_INFO"},
    {0x20800102, "NV2080_CTRL_CMD_GPU_GET_INFO_V2"},
    {0x20800110, "NV2080_CTRL_CMD_GPU_GET_NAME_STRING"},
    {0x20800111, "NV2080_CTRL_CMD_GPU_GET_SHORT_NAME_STRING"},
    {0x20800119, "NV2080_CTRL_CMD_GPU_GET_SIMULATION_INFO"},
    {0x20800123, "NV2080_CTRL_CMD_GPU_GET_ENGINES"},
    {0x20800124, "NV2080_CTRL_CMD_GPU_GET_ENGINE_CLASSLIST"},
    {0x2080012f, "NV2080_CTRL_CMD_GPU_QUERY_ECC_STATUS"},
    {0x20800131, "NV2080_CTRL_CMD_GPU_QUERY_COMPUTE_MODE_RULES"},
    {0x2080014a, "NV2080_CTRL_CMD_GPU_GET_GID_INFO"},
    {0x20800170, "NV2080_CTRL_CMD_GPU_GET_ENGINES_V2"},
    {0x2080018d, "NV2080_CTRL_CMD_GPU_GET_PIDS"},
    {0x2080018e, "NV2080_CTRL_CMD_GPU_GET_PID_INFO"},
    {0x20800195, "NV2080_CTRL_CMD_GPU_GET_COMPUTE_POLICY_CONFIG"},
    {0x208001a3, "NV2080_CTRL_CMD_GET_GPU_FABRIC_PROBE_INFO"},
    {0x20800406, "NV2080_CTRL_CMD_TIMER_GET_GPU_CPU_TIME_CORRELATION_INFO"},
    {0x2080110b, "NV2080_CTRL_CMD_FIFO_DISABLE_CHANNELS"},
    {0x20801201, "NV2080_CTRL_CMD_GR_GET_INFO"},
    {0x20801210, "NV2080_CTRL_CMD_GR_SET_CTXSW_PREEMPTION_MODE"},
    {0x20801218, "NV2080_CTRL_CMD_GR_GET_CTX_BUFFER_SIZE"},
    {0x2080121b, "NV2080_CTRL_CMD_GR_GET_GLOBAL_SM_ORDER"},
    {0x20801227, "NV2080_CTRL_CMD_GR_GET_CAPS_V2"},
    {0x2080122a, "NV2080_CTRL_CMD_GR_GET_GPC_MASK"},
    {0x2080122b, "NV2080_CTRL_CMD_GR_GET_TPC_MASK"},
    {0x20801230, "NV2080_CTRL_CMD_GR_GET_SM_ISSUE_RATE_MODIFIER"},
    {0x20801301, "NV2080_CTRL_CMD_FB_GET_INFO"},
    {0x20801303, "NV2080_CTRL_CMD_FB_GET_INFO_V2"},
    {0x20801701, "NV2080_CTRL_CMD_MC_GET_ARCH_INFO"},
    {0x20801801, "NV2080_CTRL_CMD_BUS_GET_PCI_INFO"},
    {0x20801802, "NV2080_CTRL_CMD_BUS_GET_INFO"},
    {0x20801803, "NV2080_CTRL_CMD_BUS_GET_PCI_BAR_INFO"},
    {0x20801823, "NV2080_CTRL_CMD_BUS_GET_INFO_V2"},
    {0x2080182a, "NV2080_CTRL_CMD_BUS_GET_PCIE_SUPPORTED_GPU_ATOMICS"},
    {0x2080182b, "NV2080_CTRL_CMD_BUS_GET_C2C_INFO"},
    {0x2080200a, "NV2080_CTRL_CMD_PERF_BOOST"},
    {0x2080220c, "NV2080_CTRL_CMD_RC_RELEASE_WATCHDOG_REQUESTS"},
    {0x20802210, "NV2080_CTRL_CMD_RC_SOFT_DISABLE_WATCHDOG"},
    {0x20802a01, "NV2080_CTRL_CMD_CE_GET_CAPS"},
    {0x20802a0a, "NV2080_CTRL_CMD_CE_GET_ALL_CAPS"},
    {0x20803001, "NV2080_CTRL_CMD_NVLINK_GET_NVLINK_CAPS"},
    {0x20803002, "NV2080_CTRL_CMD_NVLINK_GET_NVLINK_STATUS"},
    {0x20803601, "NV2080_CTRL_CMD_GSP_GET_FEATURES"},
    {0x20803801, "NV2080_CTRL_CMD_GRMGR_GET_GR_FS_INFO"},
    {0x503c0102, "NV503C_CTRL_CMD_REGISTER_VA_SPACE"},
    {0x503c0104, "NV503C_CTRL_CMD_REGISTER_VIDMEM"},
    {0x503c0105, "NV503C_CTRL_CMD_UNREGISTER_VIDMEM"},
    {0x83de0309, "NV83DE_CTRL_CMD_DEBUG_SET_EXCEPTION_MASK"},
    {0x906f0101, "NV906F_CTRL_GET_CLASS_ENGINEID"},
    {0x90e60102, "NV90E6_CTRL_CMD_MASTER_GET_VIRTUAL_FUNCTION_ERROR_CONT_INTR_MASK"},
    {0xa06c0101, "NVA06C_CTRL_CMD_GPFIFO_SCHEDULE"},
    {0xa06c0103, "NVA06C_CTRL_CMD_SET_TIMESLICE"},
    {0xc36f0108, "NVC36F_CTRL_CMD_GPFIFO_GET_WORK_SUBMIT_TOKEN"},
    {0xcb330101, "NV_CONF_COMPUTE_CTRL_CMD_SYSTEM_GET_CAPABILITIES"},
};

// Controls whose params hold pointers RM follows (embedded_param_copy.c,
// rmapi_deprecated_control.c). The count is the u32 at `count`.
struct ControlPtrs {
  std::uint32_t cmd;
  std::array<NestedPtr, 3> ptrs;
  std::size_t n;
};

constexpr ControlPtrs kControlPtrs[] = {
    {0x00000101,
     {{{8, 0, 1, "pDriverVersionBuffer"},
       {16, 0, 1, "pVersionBuffer"},
       {24, 0, 1, "pTitleBuffer"}}},
     3},
    {0x00000202, {{{16, kNoField, 128, "szName"}}}, 1},
    {0x00410110, {{{8, 0, 8, "surfaceInfoList"}}}, 1},
    {0x00800201, {{{8, 0, 4, "classList"}}}, 1},
    {0x00801104, {{{8, 0, 8, "grInfoList"}}}, 1},
    {0x00801301, {{{8, 0, 1, "capsTbl"}}}, 1},
    {0x00801401, {{{8, 0, 1, "capsTbl"}}}, 1},
    {0x0080170d, {{{8, 0, 4, "pChannelHandleList"}, {16, 0, 4, "pChannelList"}}}, 2},
    {0x20800101, {{{8, 0, 8, "gpuInfoList"}}}, 1},
    {0x20800123, {{{8, 0, 4, "engineList"}}}, 1},
    {0x20800124, {{{8, 4, 4, "classList"}}}, 1},
    {0x20801201, {{{8, 0, 8, "grInfoList"}}}, 1},
    {0x20801301, {{{8, 0, 8, "fbInfoList"}}}, 1},
    {0x20801802, {{{8, 0, 8, "busInfoList"}}}, 1},
    {0x20802a01, {{{8, 4, 1, "capsTbl"}}}, 1},
};

struct EscapePtrs {
  std::uint32_t nr;
  std::array<NestedPtr, 3> ptrs;
  std::size_t n;
};

// docs/nvidia-abi.md 1a/1b: argument pointers other than the params pointers.
constexpr EscapePtrs kEscapePtrs[] = {
    {0x39, {{{16, 8, 1, "paramStructPtr"}}}, 1},
    {0x41, {{{16, 12, 4, "phClients"}, {24, 12, 4, "phDevices"}, {32, 12, 4, "phChannels"}}}, 3},
    {0x4d, {{{16, 12, 1, "pDevNode"}, {32, 24, 1, "pParmStr"}, {48, 40, 1, "pBinaryData"}}}, 3},
    {0x52, {{{0, kNoField, 16, "pEvent"}}}, 1},
    {0xd3, {{{8, 4, 1, "ptr"}}}, 1},
};

struct ControlFds {
  std::uint32_t cmd;
  ParamFd fd;
};

constexpr ControlFds kControlFds[] = {
    {0x00003d05, {16, 4, "fd"}},
    {0x00003d06, {0, 4, "fd"}},
    {0x00003d08, {0, 4, "fd"}},
    {0x00003d0a, {72, 4, "fd"}},
    {0x00003d0b, {0, 4, "fd"}},
    {0x00003d0c, {0, 4, "fd"}},
    {0x00e00101, {1040, 8, "devDescriptor"}},
    {0x00fd0104, {8, 8, "devDescriptor"}},
};

struct ClassFds {
  std::uint32_t cls;
  ParamFd fd;
};

constexpr ClassFds kClassFds[] = {
    {0x0005, {16, 8, "data"}},         {0x000f, {0, 8, "capDescriptor"}},
    {0x0079, {16, 8, "data"}},         {0x00f1, {0, 8, "capDescriptor"}},
    {0xc637, {0, 8, "capDescriptor"}}, {0xc638, {0, 8, "capDescriptor"}},
    {0xc639, {0, 8, "capDescriptor"}}, {0xc640, {0, 8, "capDescriptor"}},
};

}  // namespace

bool is_root_class(std::uint32_t cls) {
  const gs_nv_class* c = gs_nv_class_find(cls);
  return c && c->role == GS_NV_ROLE_ROOT;
}

bool is_memory_class(std::uint32_t cls) {
  return cls == 0x3e || cls == 0x40 || cls == 0x42 || cls == 0x71;
}

std::optional<std::uint32_t> class_param_size(std::uint32_t cls) {
  const gs_nv_class* c = gs_nv_class_find(cls);
  if (!c) return std::nullopt;
  return c->params_size;
}

const char* class_name(std::uint32_t cls) {
  const gs_nv_class* c = gs_nv_class_find(cls);
  return c ? c->name : nullptr;
}

const char* control_name(std::uint32_t cmd) {
  auto it = std::lower_bound(std::begin(kControls), std::end(kControls), cmd,
                             [](const ControlName& c, std::uint32_t v) { return c.cmd < v; });
  return it != std::end(kControls) && it->cmd == cmd ? it->name : nullptr;
}

std::span<const NestedPtr> control_nested_ptrs(std::uint32_t cmd) {
  for (const ControlPtrs& c : kControlPtrs)
    if (c.cmd == cmd) return {c.ptrs.data(), c.n};
  return {};
}

std::span<const NestedPtr> escape_nested_ptrs(std::uint32_t nr) {
  for (const EscapePtrs& e : kEscapePtrs)
    if (e.nr == nr) return {e.ptrs.data(), e.n};
  return {};
}

std::span<const ParamFd> control_fds(std::uint32_t cmd) {
  for (const ControlFds& c : kControlFds)
    if (c.cmd == cmd) return {&c.fd, 1};
  return {};
}

std::span<const ParamFd> class_fds(std::uint32_t cls) {
  for (const ClassFds& c : kClassFds)
    if (c.cls == cls) return {&c.fd, 1};
  return {};
}

std::optional<VaRange> uvm_va_range(std::uint32_t cmd) {
  switch (cmd) {
    case 0x1b:  // REGISTER_CHANNEL
      return VaRange{32, 40};
    case 0x21:  // MAP_EXTERNAL_ALLOCATION
    case 0x41:  // MAP_DYNAMIC_PARALLELISM_REGION
    case 0x44:  // ALLOC_SEMAPHORE_POOL
    case 0x49:  // CREATE_EXTERNAL_RANGE
    case 0x4a:  // MAP_EXTERNAL_SPARSE
      return VaRange{0, 8};
  }
  return std::nullopt;
}

}  // namespace gpuslice::replay::abi
