// SPDX-License-Identifier: GPL-2.0

#include "client.hpp"

#include <fmt/core.h>

#include <array>
#include <filesystem>
#include <system_error>
#include <utility>

#include "error.hpp"
#include "gpuslice.h"

namespace gpuslice {

namespace {

// Reply policy of GPUSLICE_CMD_GET_STATUS. Strings must be NUL-terminated and
// fit GPUSLICE_VERSION_MAX; integers must have exactly their size.
constexpr std::array<nla_policy, GPUSLICE_A_MAX + 1> kStatusPolicy = [] {
  std::array<nla_policy, GPUSLICE_A_MAX + 1> policy{};
  policy[GPUSLICE_A_STATUS_VERSION] = {NLA_STRING, 0, GPUSLICE_VERSION_MAX};
  policy[GPUSLICE_A_STATUS_GPUS] = {NLA_U32, 0, sizeof(std::uint32_t)};
  policy[GPUSLICE_A_STATUS_SLICES] = {NLA_U32, 0, sizeof(std::uint32_t)};
  return policy;
}();

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
  return ModuleStatus{
      .version = reply.string(GPUSLICE_A_STATUS_VERSION),
      .gpus = reply.u32(GPUSLICE_A_STATUS_GPUS),
      .slices = reply.u32(GPUSLICE_A_STATUS_SLICES),
  };
}

}  // namespace gpuslice
