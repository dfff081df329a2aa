// SPDX-License-Identifier: GPL-2.0
//
// What the replay needs to know about NVIDIA 580's ioctl arguments beyond the
// core's escape and UVM tables (core/nv_escape.h): parameter sizes of the
// RM_ALLOC classes, user pointers nested in parameters, file descriptors in
// parameter buffers, UVM virtual-address fields, and names for reports.
// Layouts are from NVIDIA's open kernel modules, tag 580.142
// (src/common/sdk/nvidia/inc, src/nvidia/src/kernel/rmapi/resource_list.h
// and embedded_param_copy.c, kernel-open/nvidia-uvm/uvm_ioctl.h).

#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace gpuslice::replay::abi {

inline constexpr std::uint16_t kNoField = 0xffff;

// RM_ALLOC (NVOS64 and NVOS21), RM_CONTROL (NVOS54) and friends (nvos.h).
inline constexpr std::uint32_t kAllocNew = 8;            // hObjectNew, in/out
inline constexpr std::uint32_t kAllocParams = 16;        // pAllocParms
inline constexpr std::uint32_t kAllocRights = 24;        // NVOS64 pRightsRequested
inline constexpr std::uint32_t kAllocParamsSize21 = 24;  // NVOS21 paramsSize
inline constexpr std::uint32_t kControlCmd = 8;
inline constexpr std::uint32_t kControlParams = 16;
inline constexpr std::uint32_t kControlParamsSize = 24;

// The class the accounting counts: NV01_MEMORY_LOCAL_USER, framebuffer.
inline constexpr std::uint32_t kClassLocalUser = 0x40;
inline constexpr std::uint32_t kMemAllocSize = 64;  // NV_MEMORY_ALLOCATION_PARAMS.size, in/out

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

// UVM_MAP_EXTERNAL_ALLOCATION (UVM_MAX_GPUS = 256 since 555).
// NV2080_CTRL_CMD_GPU_GET_GID_INFO: index, flags, length, data[256]; with
// the binary format, data holds the GPU's 16-byte UUID.
inline constexpr std::uint32_t kCtrlGidInfo = 0x2080014a;
inline constexpr std::uint32_t kGidLength = 8;
inline constexpr std::uint32_t kGidData = 12;
inline constexpr std::uint32_t kUuidSize = 16;

inline constexpr std::uint32_t kUvmMapExternal = 0x21;
inline constexpr std::uint32_t kMeaBase = 0;
inline constexpr std::uint32_t kMeaLength = 8;
inline constexpr std::uint32_t kMeaOffset = 16;
inline constexpr std::uint32_t kMeaAttrs = 24;  // UvmGpuMappingAttributes[256], 36 bytes each
inline constexpr std::uint32_t kMeaAttrSize = 36;
inline constexpr std::uint32_t kMeaAttrCount = 9240;  // gpuAttributesCount u64
inline constexpr std::uint32_t kMeaCtrlFd = 9248;
inline constexpr std::uint32_t kMeaClient = 9252;
inline constexpr std::uint32_t kMeaMemory = 9256;

// The recorder's cap on UVM arguments (the README's 4096 bytes).
inline constexpr std::uint32_t kUvmRecorded = 4096;

// NVIDIA's names, for reports; nullptr when this table has none.
const char* class_name(std::uint32_t cls);
const char* control_name(std::uint32_t cmd);

}  // namespace gpuslice::replay::abi
