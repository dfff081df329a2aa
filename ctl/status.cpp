// SPDX-License-Identifier: GPL-2.0
//
// gpuslice status: the kernel module's version, GPU count and slice count.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"

namespace gpuslice {

void setup_status(CLI::App& app) {
  auto options = std::make_shared<StatusOptions>();
  CLI::App* command =
      app.add_subcommand("status", "Show the kernel module's version, GPU count and slice count");
  add_output_options(*command, options->output);
  command->callback([options] { run_status(*options); });
}

void run_status(const StatusOptions& options) {
  Client client = Client::connect();
  ModuleStatus status = client.status();

  out::Record record;
  record.add("module_version", "module version", status.version)
      .add("gpus", "gpus", std::uint64_t{status.gpus})
      .add("slices", "slices", std::uint64_t{status.slices});
  out::print(record, options.output.format());
}

}  // namespace gpuslice
