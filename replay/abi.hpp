// SPDX-License-Identifier: GPL-2.0
//
// What the replay needs to know about NVIDIA's ioctl arguments beyond the
// core's escape and UVM tables (core/nv_escape.h): parameter sizes of the
// RM_ALLOC classes, user pointers nested in parameters, file descriptors in
// parameter buffers, UVM virtual-address fields, and names for reports.
// Every number is the ABI description's (core/nv_abi.h); where it differs
// between versions, the version the traces were recorded on (traced()).

#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>

#include "nv_abi.h"

namespace gpuslice::replay::abi {

// The replay's own: a nested pointer with no count field.
inline constexpr std::uint16_t kNoField = std::numeric_limits<std::uint16_t>::max();

// The table of the driver the traces were recorded on, 580.159.04 (the
// description's base branch, GS_ABI_BASE_BRANCH): the layout of their
// arguments, which the replay rebuilds where the recorder cut them short,
// and the version whose escape and UVM tables (nv_escape.h) the replay
// looks requests up in; the first call reads those tables.
const gs_abi& traced();

// RM_ALLOC (NVOS64 and NVOS21, alike up to pRightsRequested), RM_CONTROL
// (NVOS54).
inline constexpr std::uint32_t kAllocNew = GS_ABI_NVOS64_HOBJECTNEW_AT;  // in/out
inline constexpr std::uint32_t kAllocParams = GS_ABI_NVOS64_PALLOCPARMS_AT;
inline constexpr std::uint32_t kAllocRights = GS_ABI_NVOS64_PRIGHTSREQUESTED_AT;
inline constexpr std::uint32_t kControlCmd = GS_ABI_NVOS54_CMD_AT;
inline constexpr std::uint32_t kControlParams = GS_ABI_NVOS54_PARAMS_AT;
inline constexpr std::uint32_t kControlParamsSize = GS_ABI_NVOS54_PARAMSSIZE_AT;
static_assert(GS_ABI_NVOS21_HROOT_AT == GS_ABI_NVOS64_HROOT_AT &&
              GS_ABI_NVOS21_HOBJECTPARENT_AT == GS_ABI_NVOS64_HOBJECTPARENT_AT &&
              GS_ABI_NVOS21_HOBJECTNEW_AT == kAllocNew &&
              GS_ABI_NVOS21_HCLASS_AT == GS_ABI_NVOS64_HCLASS_AT &&
              GS_ABI_NVOS21_PALLOCPARMS_AT == kAllocParams);

// Where RM_ALLOC's status is, for an argument of `size` bytes (NVOS64 or
// NVOS21).
constexpr std::uint32_t alloc_status_at(std::uint32_t size) {
  return size == GS_ABI_NVOS64_SIZE ? GS_ABI_NVOS64_STATUS_AT : GS_ABI_NVOS21_STATUS_AT;
}

// The class the accounting counts: NV01_MEMORY_LOCAL_USER, framebuffer.
inline constexpr std::uint32_t kClassLocalUser = GS_ABI_CLS_MEMORY_LOCAL_USER;
// NV_MEMORY_ALLOCATION_PARAMS.size, in/out
inline constexpr std::uint32_t kMemAllocSize = GS_ABI_MEMPARAMS_SIZE_AT;

// The class table is the core's (core/nv_class.c), as the engines see it.
bool is_root_class(std::uint32_t cls);
// Classes whose objects UVM_MAP_EXTERNAL_ALLOCATION maps (memory allocations).
bool is_memory_class(std::uint32_t cls);

// The bytes RM copies in for an RM_ALLOC of `cls` (RS_REQUIRED/RS_OPTIONAL
// size; 0 for RS_NONE); nullopt for a class the core's table does not know.
std::optional<std::uint32_t> class_param_size(std::uint32_t cls);

// A user pointer inside an argument or parameter buffer whose target the
// trace did not record.
struct NestedPtr {
  std::uint16_t ptr;    // offset of the NvP64
  std::uint16_t count;  // offset of the u32 element count, or kNoField
  std::uint32_t elem;   // bytes per element (or the fixed size when count is kNoField)
  const char* field;    // NVIDIA's field name
};

// Pointers nested in an RM_CONTROL's params, by command; empty if none.
std::span<const NestedPtr> control_nested_ptrs(std::uint32_t cmd);
// Pointers in an escape's own argument other than the RM_CONTROL/RM_ALLOC
// params pointer (RM_IDLE_CHANNELS, RM_ACCESS_REGISTRY, ...); empty if none.
std::span<const NestedPtr> escape_nested_ptrs(std::uint32_t nr);

// A file descriptor inside a parameter buffer (docs/nvidia-abi.md 1d).
struct ParamFd {
  std::uint16_t off;
  std::uint8_t width;  // 4 (NvS32) or 8 (NvU64 descriptor)
  const char* field;
};
std::span<const ParamFd> control_fds(std::uint32_t cmd);
std::span<const ParamFd> class_fds(std::uint32_t cls);

// UVM commands whose argument names a virtual-address range that CUDA
// reserved itself before the call (base and length offsets).
struct VaRange {
  std::uint16_t base;
  std::uint16_t length;
};
std::optional<VaRange> uvm_va_range(std::uint32_t cmd);

// NV2080_CTRL_CMD_GPU_GET_GID_INFO: index, flags, length, data[]; with
// the binary format, data holds the GPU's 16-byte UUID.
inline constexpr std::uint32_t kCtrlGidInfo = GS_ABI_CTRL_2080_GPU_GET_GID_INFO;
inline constexpr std::uint32_t kGidLength = GS_ABI_CTRL_2080_GPU_GET_GID_INFO_LENGTH_AT;
inline constexpr std::uint32_t kGidData = GS_ABI_CTRL_2080_GPU_GET_GID_INFO_DATA_AT;
inline constexpr std::uint32_t kUuidSize = GS_ABI_UUID_BINARY_LEN;

// UVM_MAP_EXTERNAL_ALLOCATION: base, length, offset, perGpuAttributes[],
// then, where traced() has them, gpuAttributesCount, rmCtrlFd, hClient,
// hMemory.
inline constexpr std::uint32_t kUvmMapExternal = GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION;
inline constexpr std::uint32_t kMeaLength = GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION_LENGTH_AT;
inline constexpr std::uint32_t kMeaOffset = GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION_OFFSET_AT;
inline constexpr std::uint32_t kMeaAttrs = GS_ABI_UVM_MAP_EXTERNAL_ALLOCATION_PERGPUATTRIBUTES_AT;
inline constexpr std::uint32_t kMeaAttrSize = GS_ABI_UVM_GPU_MAPPING_SIZE;
// an attribute's GPU UUID, at its start
inline constexpr std::uint32_t kMeaAttrUuid = GS_ABI_UUID_BINARY_LEN;
static_assert(GS_ABI_UVM_GPU_MAPPING_GPUUUID_AT == 0);

// The recorder's cap on UVM arguments (the README's 4096 bytes).
inline constexpr std::uint32_t kUvmRecorded = 4096;

// NVIDIA's names, for reports; nullptr when this table has none.
const char* class_name(std::uint32_t cls);
const char* control_name(std::uint32_t cmd);

}  // namespace gpuslice::replay::abi
