// SPDX-License-Identifier: GPL-2.0
//
// The one error type of the CLI. Lower layers throw it; main() catches it,
// prints it and exits with its exit code. Nothing else is thrown on purpose.

#pragma once

#include <exception>
#include <string>
#include <string_view>

namespace gpuslice {

// Exit codes of the gpuslice command (documented in docs/cli.md; stable).
enum ExitCode : int {
  kExitOk = 0,       // success
  kExitFailure = 1,  // runtime or kernel error
  kExitUsage = 2,    // usage error (bad command line)
};

class Error : public std::exception {
 public:
  // A usage error (exit 2): the command line is wrong.
  static Error usage(std::string message);
  // A runtime error (exit 1) with a complete message.
  static Error runtime(std::string message);
  // A failed system or kernel operation (exit 1). Printed as
  // "<operation>: <strerror(errnum)>", followed by the kernel's extended-ack
  // message on its own line when there is one.
  static Error system(std::string_view operation, int errnum, std::string kernel_message = {});
  // A kernel error (exit 1) said in the command line's terms: `message` is
  // complete; the errno and the kernel's message are kept, and the latter
  // is printed as for system().
  static Error kernel(std::string message, int errnum, std::string kernel_message);

  int exit_code() const { return exit_code_; }
  const std::string& message() const { return message_; }
  // The errno of a failed operation; 0 when the error is not one.
  int errnum() const { return errnum_; }
  // What the kernel said in its extended ack; empty when it said nothing.
  const std::string& kernel_message() const { return kernel_message_; }
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  Error(int exit_code, std::string message, int errnum, std::string kernel_message);

  int exit_code_;
  std::string message_;
  int errnum_;
  std::string kernel_message_;
};

}  // namespace gpuslice
