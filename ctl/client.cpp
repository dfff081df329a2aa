// SPDX-License-Identifier: GPL-2.0

#include "client.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <utility>

#include "error.hpp"
#include "gpuslice.h"
#include "output.hpp"
#include "slice_label.h"

namespace gpuslice {

namespace {

// Reply policy of GPUSLICE_CMD_GET_STATUS. Strings must be NUL-terminated and
// fit GPUSLICE_VERSION_MAX; integers must have exactly their size.
constexpr std::array<nla_policy, GPUSLICE_A_MAX + 1> kStatusPolicy = [] {
  std::array<nla_policy, GPUSLICE_A_MAX + 1> policy{};
  policy[GPUSLICE_A_STATUS_VERSION] = {NLA_STRING, 0, GPUSLICE_VERSION_MAX};
  policy[GPUSLICE_A_STATUS_GPUS] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_STATUS_SLICES] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_STATUS_DRIVER_MATCH] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_STATUS_DRIVER_VERSION] = {NLA_STRING, 0, GPUSLICE_VERSION_MAX};
  policy[GPUSLICE_A_STATUS_DRIVER_TABLE] = {NLA_STRING, 0, GPUSLICE_VERSION_MAX};
  policy[GPUSLICE_A_STATUS_SUPPORTED] = {NLA_NESTED, 0, 0};
  return policy;
}();

// Reply policies of GPUSLICE_CMD_GET_SLICE: the message, and each GPU entry.
constexpr std::array<nla_policy, GPUSLICE_A_MAX + 1> kSlicePolicy = [] {
  std::array<nla_policy, GPUSLICE_A_MAX + 1> policy{};
  policy[GPUSLICE_A_SLICE_NAME] = {NLA_STRING, 0, GPUSLICE_SLICE_NAME_MAX};
  policy[GPUSLICE_A_SLICE_GPUS] = {NLA_NESTED, 0, 0};
  policy[GPUSLICE_A_SLICE_OPEN_FILES] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_SLICE_PROCESSES] = {NLA_NESTED, 0, 0};
  policy[GPUSLICE_A_SLICE_PROCESS_MEMORY] = {NLA_NESTED, 0, 0};
  policy[GPUSLICE_A_SLICE_LABELS] = {NLA_NESTED, 0, 0};
  return policy;
}();

// A process of GPUSLICE_A_SLICE_PROCESS_MEMORY, and each of its GPUs.
constexpr std::array<nla_policy, GPUSLICE_PROC_A_MAX + 1> kProcessPolicy = [] {
  std::array<nla_policy, GPUSLICE_PROC_A_MAX + 1> policy{};
  policy[GPUSLICE_PROC_A_PID] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_PROC_A_GPUS] = {NLA_NESTED, 0, 0};
  return policy;
}();

constexpr std::array<nla_policy, GPUSLICE_GPU_A_MAX + 1> kProcessGpuPolicy = [] {
  std::array<nla_policy, GPUSLICE_GPU_A_MAX + 1> policy{};
  policy[GPUSLICE_GPU_A_INDEX] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_MEM_USED] = {NLA_U64, 0, sizeof(std::uint64_t)};
  return policy;
}();

constexpr std::array<nla_policy, GPUSLICE_GPU_A_MAX + 1> kSliceGpuPolicy = [] {
  std::array<nla_policy, GPUSLICE_GPU_A_MAX + 1> policy{};
  policy[GPUSLICE_GPU_A_INDEX] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_DEVICE] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_MEM_LIMIT] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_GPU_A_MEM_USED] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_GPU_A_MEM_PEAK] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_GPU_A_MEM_DENIALS] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_LIMIT] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_REQUEST] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_WEIGHT] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_PRIORITY] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_TARGET] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_SHARE] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_GPU_A_COMPUTE_TIME] = {NLA_U64, 0, sizeof(std::uint64_t)};
  return policy;
}();

// Policy of the events group's messages: a slice's attributes and the
// events' own.
constexpr std::array<nla_policy, GPUSLICE_A_MAX + 1> kEventPolicy = [] {
  std::array<nla_policy, GPUSLICE_A_MAX + 1> policy = kSlicePolicy;
  policy[GPUSLICE_A_SLICE_FLAGS] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_EVENT_COUNT] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_A_EVENT_GPU] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_EVENT_BYTES] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_A_EVENT_PID] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_EVENT_USED] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_A_EVENT_LIMIT] = {NLA_U64, 0, sizeof(std::uint64_t)};
  policy[GPUSLICE_A_EVENT_REASON] = {NLA_U32, 0, sizeof(std::uint32_t)};
  return policy;
}();

static_assert(static_cast<std::uint32_t>(Event::KillReason::kMemory) == GPUSLICE_KILL_MEMORY);
static_assert(static_cast<std::uint32_t>(Event::KillReason::kCompute) == GPUSLICE_KILL_COMPUTE);
static_assert(static_cast<std::uint32_t>(Priority::kNormal) == GPUSLICE_PRIORITY_NORMAL);
static_assert(static_cast<std::uint32_t>(Priority::kHigh) == GPUSLICE_PRIORITY_HIGH);
static_assert(kDefaultComputeLimit == GPUSLICE_COMPUTE_LIMIT_MAX);
static_assert(GS_SLICE_MAX_LABELS == GPUSLICE_SLICE_MAX_LABELS);
static_assert(GS_LABEL_KEY_MAX == GPUSLICE_LABEL_KEY_MAX);
static_assert(GS_LABEL_VALUE_MAX == GPUSLICE_LABEL_VALUE_MAX);

constexpr const char* kPermissionDenied =
    "permission denied (CAP_NET_ADMIN in the initial user namespace is required)";

// A slice name as messages show it: quoted, control characters visible.
std::string quoted(const std::string& name) { return "'" + out::text_safe(name) + "'"; }

// How many slices the loaded module allows (its max_slices parameter), or
// the most any can when that is unreadable.
unsigned int max_slices() {
  std::ifstream param("/sys/module/gpuslice/parameters/max_slices");
  unsigned int value = 0;
  if (param >> value && value > 0) return value;
  return GPUSLICE_MAX_SLICES;
}

// No slice can have a name this long; the kernel would refuse it as a
// malformed request rather than as an unknown or invalid name.
bool name_too_long(const std::string& name) { return name.size() >= GPUSLICE_SLICE_NAME_MAX; }

// A label as the kernel gives it, "KEY=VALUE": split at the first '='.
Label split_label(const std::string& text) {
  std::size_t eq = text.find('=');
  if (eq == std::string::npos) return Label{text, ""};
  return Label{text.substr(0, eq), text.substr(eq + 1)};
}

Slice parse_slice(const genl::Reply& reply) {
  const genl::Attrs& attrs = reply.attrs();
  Slice slice{
      .name = attrs.string(GPUSLICE_A_SLICE_NAME),
      .labels = {},
      .gpus = {},
      .open_files = attrs.u32(GPUSLICE_A_SLICE_OPEN_FILES),
      .processes = attrs.u32_array(GPUSLICE_A_SLICE_PROCESSES),
      .process_memory = std::nullopt,
  };
  // A module without labels sends none.
  if (attrs.has(GPUSLICE_A_SLICE_LABELS)) {
    for (const std::string& label : attrs.string_array(GPUSLICE_A_SLICE_LABELS))
      slice.labels.push_back(split_label(label));
  }
  for (const genl::Attrs& gpu : attrs.nested_array(GPUSLICE_A_SLICE_GPUS, kSliceGpuPolicy)) {
    slice.gpus.push_back(SliceGpu{
        .index = gpu.u32(GPUSLICE_GPU_A_INDEX),
        .device = gpu.u32(GPUSLICE_GPU_A_DEVICE),
        .limit = gpu.u64(GPUSLICE_GPU_A_MEM_LIMIT),
        .used = gpu.u64(GPUSLICE_GPU_A_MEM_USED),
        .peak = gpu.u64(GPUSLICE_GPU_A_MEM_PEAK),
        .denials = gpu.u64(GPUSLICE_GPU_A_MEM_DENIALS),
        .compute_limit = gpu.u32(GPUSLICE_GPU_A_COMPUTE_LIMIT),
        .compute_request = gpu.u32(GPUSLICE_GPU_A_COMPUTE_REQUEST),
        .compute_weight = gpu.u32(GPUSLICE_GPU_A_COMPUTE_WEIGHT),
        .compute_priority = gpu.u32(GPUSLICE_GPU_A_COMPUTE_PRIORITY),
        .compute_target = gpu.u32(GPUSLICE_GPU_A_COMPUTE_TARGET),
        .compute_share = gpu.u32(GPUSLICE_GPU_A_COMPUTE_SHARE),
        .compute_time = gpu.u64(GPUSLICE_GPU_A_COMPUTE_TIME),
    });
  }
  if (attrs.has(GPUSLICE_A_SLICE_PROCESS_MEMORY)) {
    slice.process_memory.emplace();
    for (const genl::Attrs& process :
         attrs.nested_array(GPUSLICE_A_SLICE_PROCESS_MEMORY, kProcessPolicy)) {
      ProcessMemory memory{.pid = process.u32(GPUSLICE_PROC_A_PID), .used = {}};
      for (const genl::Attrs& gpu : process.nested_array(GPUSLICE_PROC_A_GPUS, kProcessGpuPolicy))
        memory.used.push_back(gpu.u64(GPUSLICE_GPU_A_MEM_USED));
      slice.process_memory->push_back(std::move(memory));
    }
  }
  return slice;
}

// The GPU entries of NEW_SLICE and SET_SLICE: each carries the settings
// given, no more.
void put_gpus(genl::Request& request, const std::vector<GpuSettings>& gpus) {
  request.begin_nested(GPUSLICE_A_SLICE_GPUS);
  for (std::size_t i = 0; i < gpus.size(); i++) {
    const GpuSettings& gpu = gpus[i];
    request.begin_nested(static_cast<int>(i)).put_u32(GPUSLICE_GPU_A_DEVICE, gpu.device);
    if (gpu.memory_limit) request.put_u64(GPUSLICE_GPU_A_MEM_LIMIT, *gpu.memory_limit);
    if (gpu.compute_limit) request.put_u32(GPUSLICE_GPU_A_COMPUTE_LIMIT, *gpu.compute_limit);
    if (gpu.compute_request) request.put_u32(GPUSLICE_GPU_A_COMPUTE_REQUEST, *gpu.compute_request);
    if (gpu.compute_weight) request.put_u32(GPUSLICE_GPU_A_COMPUTE_WEIGHT, *gpu.compute_weight);
    if (gpu.compute_priority)
      request.put_u32(GPUSLICE_GPU_A_COMPUTE_PRIORITY,
                      static_cast<std::uint32_t>(*gpu.compute_priority));
    request.end_nested();
  }
  request.end_nested();
}

// GPUSLICE_A_SLICE_LABELS of NEW_SLICE and SET_SLICE, "KEY=VALUE" each;
// empty for none (SET_SLICE: remove them).
void put_labels(genl::Request& request, const std::vector<Label>& labels) {
  if (labels.empty()) {
    request.put_empty_nested(GPUSLICE_A_SLICE_LABELS);
    return;
  }
  request.begin_nested(GPUSLICE_A_SLICE_LABELS);
  for (std::size_t i = 0; i < labels.size(); i++)
    request.put_string(static_cast<int>(i), labels[i].key + "=" + labels[i].value);
  request.end_nested();
}

const SliceGpu* find_gpu(const Slice& slice, std::uint32_t device) {
  auto gpu = std::find_if(slice.gpus.begin(), slice.gpus.end(),
                          [&](const SliceGpu& g) { return g.device == device; });
  return gpu == slice.gpus.end() ? nullptr : &*gpu;
}

std::string gpu_list(const Slice& slice) {
  std::string list;
  for (const SliceGpu& gpu : slice.gpus)
    list += fmt::format("{}{}", list.empty() ? "" : ", ", gpu.device);
  return list;
}

// What to say when the kernel refused `gpus` of slice `name` with EOVERFLOW:
// the compute requests on one of the GPUs would add up to more than 100
// percent. The kernel does not say which GPU; `slices` (a dump taken after
// the refusal) does: for each GPU given, the requests of the other slices on
// it plus the request the slice would have there (the one given, else the
// one it has, else none for a new slice).
Error overflow_error(std::string_view command, const std::string& name,
                     const std::vector<GpuSettings>& gpus, const std::vector<Slice>& slices,
                     const Error& e) {
  for (const GpuSettings& gpu : gpus) {
    std::uint64_t sum = 0;
    std::optional<std::uint32_t> own = gpu.compute_request;
    for (const Slice& slice : slices) {
      const SliceGpu* other = find_gpu(slice, gpu.device);
      if (!other) continue;
      if (slice.name == name) {
        if (!own) own = other->compute_request;
      } else {
        sum += other->compute_request;
      }
    }
    sum += own.value_or(kDefaultComputeRequest);
    if (sum > GPUSLICE_COMPUTE_LIMIT_MAX)
      return Error::kernel(
          fmt::format("{}: compute requests on GPU {} would add up to {}% (at most {}%)", command,
                      gpu.device, sum, GPUSLICE_COMPUTE_LIMIT_MAX),
          e.errnum(), e.kernel_message());
  }
  // The other slices changed since the kernel answered.
  return Error::kernel(fmt::format("{}: compute requests on a GPU of slice {} would add up to "
                                   "more than {}%",
                                   command, quoted(name), GPUSLICE_COMPUTE_LIMIT_MAX),
                       e.errnum(), e.kernel_message());
}

// Every slice, or none when they cannot be listed: for messages only.
std::vector<Slice> slices_if_any(Client& client) {
  try {
    return client.list_slices();
  } catch (const Error&) {
    return {};
  }
}

// The errors every slice command can meet. Returns the Error to throw
// instead of `e`, or `e` itself when there is nothing better to say.
Error slice_error(const Error& e, std::string_view command, const std::string& name) {
  switch (e.errnum()) {
    case EPERM:
    case EACCES:
      return Error::runtime(fmt::format("{}: {}", command, kPermissionDenied));
    case ENOENT:
      return Error::runtime(fmt::format("{}: no slice {}", command, quoted(name)));
    case EINVAL:
      // The kernel says why on the next line.
      return Error::system(fmt::format("{}: invalid request for slice {}", command, quoted(name)),
                           EINVAL, e.kernel_message());
    default:
      return e;
  }
}

// The slice a request's one reply describes.
Slice one_slice(const std::vector<genl::Reply>& replies, std::string_view command) {
  if (replies.size() != 1)
    throw Error::runtime(fmt::format("{}: expected one reply, got {}", command, replies.size()));
  return parse_slice(replies.front());
}

}  // namespace

std::optional<Client> Client::open() {
  std::optional<genl::Socket> socket =
      genl::Socket::open(GPUSLICE_GENL_NAME, GPUSLICE_GENL_VERSION);
  if (!socket) return std::nullopt;
  return Client(std::move(*socket));
}

Client Client::connect() {
  std::optional<Client> client = open();
  if (client) return std::move(*client);
  // The family is served only in the initial network namespace
  // (uapi/gpuslice.h): a loaded module that cannot be found means the caller
  // sits in another one, and modprobe would not help.
  std::error_code ignored;
  if (std::filesystem::exists("/sys/module/gpuslice", ignored))
    throw Error::runtime(
        "gpuslice is configured only from the initial network namespace (this process is in "
        "another one)");
  throw Error::runtime("kernel module not loaded (try: modprobe gpuslice)");
}

ModuleStatus Client::status() {
  std::vector<genl::Reply> replies =
      socket_.transact(socket_.request(GPUSLICE_CMD_GET_STATUS), "get status", kStatusPolicy);
  if (replies.size() != 1)
    throw Error::runtime(fmt::format("get status: expected one reply, got {}", replies.size()));
  const genl::Reply& reply = replies.front();
  std::uint32_t match = reply.u32(GPUSLICE_A_STATUS_DRIVER_MATCH);
  if (match >= __GPUSLICE_DRIVER_LAST)
    throw Error::runtime(fmt::format("get status: malformed reply: driver match {}", match));
  auto optional_string = [&reply](int type) -> std::optional<std::string> {
    if (!reply.has(type)) return std::nullopt;
    return reply.string(type);
  };
  return ModuleStatus{
      .version = reply.string(GPUSLICE_A_STATUS_VERSION),
      .gpus = reply.u32(GPUSLICE_A_STATUS_GPUS),
      .slices = reply.u32(GPUSLICE_A_STATUS_SLICES),
      .driver =
          DriverStatus{
              .match = static_cast<DriverMatch>(match),
              .version = optional_string(GPUSLICE_A_STATUS_DRIVER_VERSION),
              .table = optional_string(GPUSLICE_A_STATUS_DRIVER_TABLE),
              .supported = reply.attrs().string_array(GPUSLICE_A_STATUS_SUPPORTED),
          },
  };
}

const char* driver_match_name(DriverMatch match) {
  switch (match) {
    case DriverMatch::kNone:
      return "none";
    case DriverMatch::kExact:
      return "exact";
    case DriverMatch::kBranch:
      return "branch";
    case DriverMatch::kOverride:
      return "override";
    case DriverMatch::kUnsupported:
      return "unsupported";
  }
  return "unknown";
}

}  // namespace gpuslice

namespace gpuslice {

Slice Client::create_slice(const std::string& name, const std::vector<GpuSettings>& gpus,
                           const std::vector<Label>& labels) {
  if (name_too_long(name))
    throw Error::runtime(fmt::format("create: invalid slice name {}: longer than {} characters",
                                     quoted(name), GPUSLICE_SLICE_NAME_MAX - 1));
  genl::Request request = socket_.request(GPUSLICE_CMD_NEW_SLICE);
  request.put_string(GPUSLICE_A_SLICE_NAME, name);
  put_gpus(request, gpus);
  // None is no labels: a module that knows of none takes the request.
  if (!labels.empty()) put_labels(request, labels);
  std::vector<genl::Reply> replies;
  try {
    replies = socket_.transact(std::move(request), "create", kSlicePolicy);
  } catch (const Error& e) {
    switch (e.errnum()) {
      case EEXIST:
        throw Error::runtime(fmt::format("create: slice {} already exists", quoted(name)));
      case ENOSPC:
        throw Error::runtime(
            fmt::format("create: too many slices (at most {} can exist)", max_slices()));
      case ENODEV: {
        // The kernel does not say which GPU: compare with the driver's count.
        std::optional<std::uint32_t> count;
        try {
          count = status().gpus;
        } catch (const Error&) {
        }
        auto missing = std::find_if(gpus.begin(), gpus.end(), [&](const GpuSettings& gpu) {
          return count && gpu.device >= *count;
        });
        if (missing == gpus.end())
          throw Error::runtime(fmt::format(
              "create: a GPU of slice {} is not exposed by the NVIDIA driver", quoted(name)));
        throw Error::runtime(
            fmt::format("create: no GPU {} (the NVIDIA driver exposes {})", missing->device,
                        *count == 0 ? std::string("none") : fmt::format("{}", *count)));
      }
      case EOVERFLOW:
        throw overflow_error("create", name, gpus, slices_if_any(*this), e);
      case EOPNOTSUPP:
        // The kernel's message names the driver's version, the supported
        // ones and the way forward.
        throw Error::kernel("create: the NVIDIA driver's version is not supported", e.errnum(),
                            e.kernel_message());
      default:
        throw slice_error(e, "create", name);
    }
  }
  return one_slice(replies, "create");
}

void Client::delete_slice(const std::string& name, bool force) {
  if (name_too_long(name)) throw Error::runtime(fmt::format("delete: no slice {}", quoted(name)));
  genl::Request request = socket_.request(GPUSLICE_CMD_DEL_SLICE);
  request.put_string(GPUSLICE_A_SLICE_NAME, name);
  if (force) request.put_u32(GPUSLICE_A_SLICE_FLAGS, GPUSLICE_SLICE_F_FORCE);
  try {
    socket_.transact(std::move(request), "delete", {});
  } catch (const Error& e) {
    if (e.errnum() == EBUSY)
      throw Error::runtime(fmt::format(
          "delete: slice {} is in use (files of it are open); --force revokes them", quoted(name)));
    throw slice_error(e, "delete", name);
  }
}

Slice Client::set_slice(const std::string& name, const std::vector<GpuSettings>& gpus,
                        const std::optional<std::vector<Label>>& labels) {
  // The kernel checks each GPU in turn: check first that the slice spans
  // every GPU given and that the settings it would have are valid, so that a
  // typo changes nothing and the error names the GPU.
  Slice slice = get_slice(name, "set");
  for (const GpuSettings& gpu : gpus) {
    const SliceGpu* current = find_gpu(slice, gpu.device);
    if (!current)
      throw Error::runtime(fmt::format("set: slice {} has no GPU {} (it spans GPU{} {})",
                                       quoted(name), gpu.device, slice.gpus.size() == 1 ? "" : "s",
                                       gpu_list(slice)));
    std::uint32_t limit = gpu.compute_limit.value_or(current->compute_limit);
    std::uint32_t request = gpu.compute_request.value_or(current->compute_request);
    if (request > limit)
      throw Error::runtime(
          fmt::format("set: GPU {}'s compute request ({}%) would exceed its compute limit ({}%)",
                      gpu.device, request, limit));
  }
  genl::Request request = socket_.request(GPUSLICE_CMD_SET_SLICE);
  request.put_string(GPUSLICE_A_SLICE_NAME, name);
  if (!gpus.empty()) put_gpus(request, gpus);
  if (labels) put_labels(request, *labels);
  std::vector<genl::Reply> replies;
  try {
    replies = socket_.transact(std::move(request), "set", kSlicePolicy);
  } catch (const Error& e) {
    if (e.errnum() == ENODEV)
      throw Error::runtime(
          fmt::format("set: slice {} does not span a GPU given (it spans GPU{} {})", quoted(name),
                      slice.gpus.size() == 1 ? "" : "s", gpu_list(slice)));
    if (e.errnum() == EOVERFLOW) throw overflow_error("set", name, gpus, slices_if_any(*this), e);
    throw slice_error(e, "set", name);
  }
  return one_slice(replies, "set");
}

Slice Client::get_slice(const std::string& name, std::string_view command) {
  if (name_too_long(name))
    throw Error::runtime(fmt::format("{}: no slice {}", command, quoted(name)));
  genl::Request request = socket_.request(GPUSLICE_CMD_GET_SLICE);
  request.put_string(GPUSLICE_A_SLICE_NAME, name);
  std::vector<genl::Reply> replies;
  try {
    replies = socket_.transact(std::move(request), command, kSlicePolicy);
  } catch (const Error& e) {
    throw slice_error(e, command, name);
  }
  return one_slice(replies, command);
}

std::vector<Slice> Client::list_slices() {
  std::vector<genl::Reply> replies;
  try {
    replies = socket_.dump(GPUSLICE_CMD_GET_SLICE, "list", kSlicePolicy);
  } catch (const Error& e) {
    if (e.errnum() == EPERM || e.errnum() == EACCES)
      throw Error::runtime(fmt::format("list: {}", kPermissionDenied));
    throw;
  }
  std::vector<Slice> slices;
  slices.reserve(replies.size());
  for (const genl::Reply& reply : replies) slices.push_back(parse_slice(reply));
  return slices;
}

void Client::subscribe_events() {
  bool joined = false;
  try {
    joined = socket_.join(GPUSLICE_GENL_MCGRP_EVENTS, "monitor");
  } catch (const Error& e) {
    if (e.errnum() == EPERM || e.errnum() == EACCES)
      throw Error::runtime(fmt::format("monitor: {}", kPermissionDenied));
    throw;
  }
  if (!joined)
    throw Error::runtime(
        "monitor: the module offers no events (its kernel cannot keep them to admins: "
        "GENL_MCAST_CAP_NET_ADMIN)");
}

std::vector<Event> Client::next_events(bool* lost) {
  std::vector<Event> events;
  for (genl::Socket::Notification& n : socket_.receive("monitor", kEventPolicy, lost)) {
    const genl::Attrs& attrs = n.reply.attrs();
    Event event;
    event.slice = attrs.string(GPUSLICE_A_SLICE_NAME);
    switch (n.cmd) {
      case GPUSLICE_CMD_NEW_SLICE:
      case GPUSLICE_CMD_SET_SLICE:
        event.kind =
            n.cmd == GPUSLICE_CMD_NEW_SLICE ? Event::Kind::kCreated : Event::Kind::kChanged;
        event.state = parse_slice(n.reply);
        break;
      case GPUSLICE_CMD_DEL_SLICE:
        event.kind = Event::Kind::kDeleted;
        event.forced = attrs.u32(GPUSLICE_A_SLICE_FLAGS) & GPUSLICE_SLICE_F_FORCE;
        event.revoked_files = attrs.u32(GPUSLICE_A_SLICE_OPEN_FILES);
        break;
      case GPUSLICE_CMD_DENIED:
        event.kind = Event::Kind::kRefused;
        event.count = attrs.u64(GPUSLICE_A_EVENT_COUNT);
        event.gpu = attrs.u32(GPUSLICE_A_EVENT_GPU);
        event.bytes = attrs.u64(GPUSLICE_A_EVENT_BYTES);
        event.pid = attrs.u32(GPUSLICE_A_EVENT_PID);
        event.used = attrs.u64(GPUSLICE_A_EVENT_USED);
        event.limit = attrs.u64(GPUSLICE_A_EVENT_LIMIT);
        break;
      case GPUSLICE_CMD_KILLED:
        event.kind = Event::Kind::kKilled;
        event.pid = attrs.u32(GPUSLICE_A_EVENT_PID);
        event.reason = static_cast<Event::KillReason>(attrs.u32(GPUSLICE_A_EVENT_REASON));
        if (attrs.has(GPUSLICE_A_EVENT_GPU)) event.gpu = attrs.u32(GPUSLICE_A_EVENT_GPU);
        break;
      default:
        continue;  // an event of a newer module
    }
    events.push_back(std::move(event));
  }
  return events;
}

}  // namespace gpuslice
