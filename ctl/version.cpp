// SPDX-License-Identifier: GPL-2.0
//
// gpuslice version: the CLI's version, the loaded module's version and the
// NVIDIA driver's with the table the module uses for it. Works without the
// module.

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"

namespace gpuslice {

void setup_version(CLI::App& app) {
  auto options = std::make_shared<VersionOptions>();
  CLI::App* command =
      app.add_subcommand("version", "Show the CLI, kernel module and NVIDIA driver versions");
  add_output_options(*command, options->output);
  command->callback([options] { run_version(*options); });
}

void run_version(const VersionOptions& options) {
  out::Record record;
  record.add("cli_version", "cli version", std::string(kCliVersion));
  if (std::optional<Client> client = Client::open()) {
    ModuleStatus status = client->status();
    record.add("module_version", "module version", status.version);
    add_driver(record, status.driver, false);
  } else {
    record.add_null("module_version", "module version", "not loaded");
    record.add_null("driver_version", "driver version", "unknown (module not loaded)");
    record.add_null("driver_table", "driver table", "none");
  }
  out::print(record, options.output.format());
}

}  // namespace gpuslice
