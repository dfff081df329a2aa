// SPDX-License-Identifier: GPL-2.0
//
// Typed access to gpuslice.ko's generic-netlink family (uapi/gpuslice.h):
// one method per command, each turning a reply into a plain struct.

#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "genl.hpp"

namespace gpuslice {

// GPUSLICE_CMD_GET_STATUS's reply.
struct ModuleStatus {
  std::string version;   // GPUSLICE_A_STATUS_VERSION
  std::uint32_t gpus;    // GPUSLICE_A_STATUS_GPUS
  std::uint32_t slices;  // GPUSLICE_A_STATUS_SLICES
};

class Client {
 public:
  // Connects to the module's family; std::nullopt when the module is not
  // loaded (the family does not resolve, autoload included).
  static std::optional<Client> open();
  // Like open(), but a missing module is an error: "kernel module not loaded
  // (try: modprobe gpuslice)".
  static Client connect();

  ModuleStatus status();

 private:
  explicit Client(genl::Socket socket) : socket_(std::move(socket)) {}

  genl::Socket socket_;
};

}  // namespace gpuslice
