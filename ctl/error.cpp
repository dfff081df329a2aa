// SPDX-License-Identifier: GPL-2.0

#include "error.hpp"

#include <fmt/core.h>

#include <system_error>
#include <utility>

namespace gpuslice {

Error::Error(int exit_code, std::string message, int errnum, std::string kernel_message)
    : exit_code_(exit_code),
      message_(std::move(message)),
      errnum_(errnum),
      kernel_message_(std::move(kernel_message)) {}

Error Error::usage(std::string message) { return Error(kExitUsage, std::move(message), 0, {}); }

Error Error::runtime(std::string message) { return Error(kExitFailure, std::move(message), 0, {}); }

Error Error::system(std::string_view operation, int errnum, std::string kernel_message) {
  // generic_category() gives strerror()'s text without its thread-safety issues.
  std::string text = std::generic_category().message(errnum);
  return Error(kExitFailure, fmt::format("{}: {}", operation, text), errnum,
               std::move(kernel_message));
}

Error Error::kernel(std::string message, int errnum, std::string kernel_message) {
  return Error(kExitFailure, std::move(message), errnum, std::move(kernel_message));
}

}  // namespace gpuslice
