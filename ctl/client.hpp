// SPDX-License-Identifier: GPL-2.0
//
// Typed access to gpuslice.ko's generic-netlink family (uapi/gpuslice.h):
// one method per command, each turning a reply into a plain struct.

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "genl.hpp"

namespace gpuslice {

// How the module takes the real driver's ABI (GPUSLICE_DRIVER_*).
enum class DriverMatch : std::uint32_t {
  kNone = 0,         // GPUSLICE_DRIVER_NONE: no driver
  kExact = 1,        // GPUSLICE_DRIVER_EXACT: a supported version
  kBranch = 2,       // GPUSLICE_DRIVER_BRANCH: another release of a supported branch
  kOverride = 3,     // GPUSLICE_DRIVER_OVERRIDE: the administrator's table, unsupported
  kUnsupported = 4,  // GPUSLICE_DRIVER_UNSUPPORTED: no table, refused
};

// The real driver as the module takes it (uapi/gpuslice.h, "The driver's
// version").
struct DriverStatus {
  DriverMatch match;                   // GPUSLICE_A_STATUS_DRIVER_MATCH
  std::optional<std::string> version;  // GPUSLICE_A_STATUS_DRIVER_VERSION; none without a driver
  std::optional<std::string> table;    // GPUSLICE_A_STATUS_DRIVER_TABLE; none without a table
  std::vector<std::string> supported;  // GPUSLICE_A_STATUS_SUPPORTED
};

// GPUSLICE_CMD_GET_STATUS's reply.
struct ModuleStatus {
  std::string version;   // GPUSLICE_A_STATUS_VERSION
  std::uint32_t gpus;    // GPUSLICE_A_STATUS_GPUS
  std::uint32_t slices;  // GPUSLICE_A_STATUS_SLICES
  DriverStatus driver;
};

// The name of a DriverMatch in output: "none", "exact", "branch",
// "override", "unsupported".
const char* driver_match_name(DriverMatch match);

// A compute priority (uapi/gpuslice.h, GPUSLICE_PRIORITY_*).
enum class Priority : std::uint32_t {
  kNormal = 0,  // GPUSLICE_PRIORITY_NORMAL
  kHigh = 1,    // GPUSLICE_PRIORITY_HIGH
};

// One GPU of a slice, as GPUSLICE_CMD_GET_SLICE reports it. Memory in bytes;
// compute limit and request in percent, target and share in basis points
// (10000: the whole GPU), time in microseconds.
struct SliceGpu {
  std::uint32_t index;             // GPUSLICE_GPU_A_INDEX: the container's /dev/nvidia<index>
  std::uint32_t device;            // GPUSLICE_GPU_A_DEVICE: the host's /dev/nvidia<device>
  std::uint64_t limit;             // GPUSLICE_GPU_A_MEM_LIMIT
  std::uint64_t used;              // GPUSLICE_GPU_A_MEM_USED
  std::uint64_t peak;              // GPUSLICE_GPU_A_MEM_PEAK
  std::uint64_t denials;           // GPUSLICE_GPU_A_MEM_DENIALS
  std::uint32_t compute_limit;     // GPUSLICE_GPU_A_COMPUTE_LIMIT
  std::uint32_t compute_request;   // GPUSLICE_GPU_A_COMPUTE_REQUEST
  std::uint32_t compute_weight;    // GPUSLICE_GPU_A_COMPUTE_WEIGHT
  std::uint32_t compute_priority;  // GPUSLICE_GPU_A_COMPUTE_PRIORITY (a Priority)
  std::uint32_t compute_target;    // GPUSLICE_GPU_A_COMPUTE_TARGET
  std::uint32_t compute_share;     // GPUSLICE_GPU_A_COMPUTE_SHARE
  std::uint64_t compute_time;      // GPUSLICE_GPU_A_COMPUTE_TIME
};

// What one process of a slice is charged (GPUSLICE_A_SLICE_PROCESS_MEMORY).
struct ProcessMemory {
  std::uint32_t pid;                // GPUSLICE_PROC_A_PID, in the caller's pid namespace
  std::vector<std::uint64_t> used;  // bytes on each GPU of the slice, in slice order
};

// A slice's label (uapi/gpuslice.h, "Labels"): KEY=VALUE, split at the
// first '='.
struct Label {
  std::string key;
  std::string value;

  bool operator==(const Label&) const = default;
};

// GPUSLICE_CMD_GET_SLICE's reply.
struct Slice {
  std::string name;
  std::vector<Label> labels;             // GPUSLICE_A_SLICE_LABELS, as given
  std::vector<SliceGpu> gpus;            // in slice order
  std::uint32_t open_files;              // GPUSLICE_A_SLICE_OPEN_FILES
  std::vector<std::uint32_t> processes;  // pids, in the caller's pid namespace
  // The reply for one slice carries what its processes are charged; a dump
  // or an event does not (std::nullopt).
  std::optional<std::vector<ProcessMemory>> process_memory;
};

// What a create or set request gives of one GPU's settings; a setting left
// out (std::nullopt) takes its default in a new slice and stays as it is in
// set. Values are in range (the command line checks them).
struct GpuSettings {
  std::uint32_t device;                          // real GPU number (/dev/nvidia<device>)
  std::optional<std::uint64_t> memory_limit;     // bytes; required by create
  std::optional<std::uint32_t> compute_limit;    // percent, 1 to 100
  std::optional<std::uint32_t> compute_request;  // percent, 0 to 100
  std::optional<std::uint32_t> compute_weight;   // 1 to 1000
  std::optional<Priority> compute_priority;
};

// An event of the module's events group (uapi/gpuslice.h, "Events").
struct Event {
  enum class Kind { kCreated, kChanged, kDeleted, kRefused, kKilled };
  // Why the module killed a process (GPUSLICE_KILL_*).
  enum class KillReason : std::uint32_t { kMemory = 0, kCompute = 1 };

  Kind kind = Kind::kCreated;
  std::string slice;
  Slice state{};  // kCreated, kChanged: the slice as it is now
  // kDeleted
  bool forced = false;
  std::uint32_t revoked_files = 0;
  // kRefused: `count` refusals, the last of `bytes` on the slice's GPU `gpu`
  // by `pid`, the GPU's memory use and limit when the event was sent
  std::uint64_t count = 0;
  std::uint64_t bytes = 0;
  std::uint64_t used = 0;
  std::uint64_t limit = 0;
  // kRefused, kKilled; pid of the initial pid namespace
  std::uint32_t pid = 0;
  std::optional<std::uint32_t> gpu;         // kRefused; kKilled for kCompute
  KillReason reason = KillReason::kMemory;  // kKilled
};

// Defaults of the compute settings (uapi/gpuslice.h).
inline constexpr std::uint32_t kDefaultComputeLimit = 100;
inline constexpr std::uint32_t kDefaultComputeRequest = 0;

// The slice methods turn the kernel's errors into messages in the terms of
// the command line ("create: slice 'a' already exists", "set: no slice 'b'",
// "create: no GPU 3 (the NVIDIA driver exposes 1)", "permission denied
// (...)", "create: compute requests on GPU 0 would add up to 120% (at most
// 100%)"), always prefixed by the command's name, with the kernel's own
// message where it gave one; an error they do not know keeps the
// "<command>: <strerror>" form with the kernel's message.
class Client {
 public:
  // Connects to the module's family; std::nullopt when the module is not
  // loaded (the family does not resolve, autoload included).
  static std::optional<Client> open();
  // Like open(), but a missing module is an error: "kernel module not loaded
  // (try: modprobe gpuslice)".
  static Client connect();

  ModuleStatus status();

  // GPUSLICE_CMD_NEW_SLICE: GPU i of the slice is gpus[i] (each with a
  // memory limit), its labels `labels` (valid: parse_labels()). Returns
  // the slice as the kernel made it: by the time anything reads it back,
  // another request may have deleted it.
  Slice create_slice(const std::string& name, const std::vector<GpuSettings>& gpus,
                     const std::vector<Label>& labels = {});
  // GPUSLICE_CMD_DEL_SLICE; `force` revokes the slice's open files.
  void delete_slice(const std::string& name, bool force);
  // GPUSLICE_CMD_SET_SLICE: new settings for GPUs the slice spans (none:
  // labels alone), and, when `labels` holds some, the slice's labels in
  // place of all it has (an empty list removes them). Checks first, from
  // the slice's current settings, that the slice spans every GPU given and
  // that no compute request would exceed its GPU's compute limit, so that
  // such a request changes nothing and says why. Returns the slice as the
  // kernel set it.
  Slice set_slice(const std::string& name, const std::vector<GpuSettings>& gpus,
                  const std::optional<std::vector<Label>>& labels = std::nullopt);
  // GPUSLICE_CMD_GET_SLICE for one slice; `command` names the command in
  // errors ("show: no slice 'a'").
  Slice get_slice(const std::string& name, std::string_view command = "show");
  // GPUSLICE_CMD_GET_SLICE as a dump: every slice, in creation order.
  std::vector<Slice> list_slices();

  // Joins the events group: next_events() returns its events from then
  // on. Errors: "monitor: permission denied (...)", or one saying the
  // module offers no events (its kernel cannot keep them to admins).
  void subscribe_events();
  // Waits for the next events. Sets *lost when the kernel dropped events
  // because they came faster than they were read.
  std::vector<Event> next_events(bool* lost);

 private:
  explicit Client(genl::Socket socket) : socket_(std::move(socket)) {}

  genl::Socket socket_;
};

}  // namespace gpuslice
