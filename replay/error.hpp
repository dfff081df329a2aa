// SPDX-License-Identifier: GPL-2.0
//
// The one error type of gpuslice-replay, as in the gpuslice CLI (ctl/): lower
// layers throw it, main() prints it and exits with its code.

#pragma once

#include <exception>
#include <string>
#include <string_view>

namespace gpuslice::replay {

// Exit codes (docs/replay.md; stable).
enum ExitCode : int {
  kExitOk = 0,       // every modelled ioctl agreed, or there was no model
  kExitFailure = 1,  // disagreements, or a runtime error
  kExitUsage = 2,    // bad command line
};

class Error : public std::exception {
 public:
  static Error usage(std::string message) { return Error(kExitUsage, std::move(message)); }
  static Error runtime(std::string message) { return Error(kExitFailure, std::move(message)); }
  // "<operation>: <strerror(errnum)>"
  static Error system(std::string_view operation, int errnum);

  int exit_code() const { return exit_code_; }
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  Error(int exit_code, std::string message) : exit_code_(exit_code), message_(std::move(message)) {}

  int exit_code_;
  std::string message_;
};

}  // namespace gpuslice::replay
