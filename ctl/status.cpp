// SPDX-License-Identifier: GPL-2.0
//
// gpuslice status: the kernel module's version, GPU count and slice count,
// and the real driver's version with the table the module uses for it.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"

namespace gpuslice {

void add_driver(out::Record& record, const DriverStatus& driver, bool with_match) {
  if (driver.version)
    record.add("driver_version", "driver version", *driver.version);
  else
    record.add_null("driver_version", "driver version", "none");
  if (driver.table)
    record.add("driver_table", "driver table", *driver.table);
  else
    record.add_null("driver_table", "driver table", "none");
  if (with_match) record.add("driver_match", "driver match", driver_match_name(driver.match));
  if (driver.match == DriverMatch::kUnsupported) {
    out::List supported;
    for (const std::string& version : driver.supported) supported.add(out::Value{version});
    record.add("supported_drivers", "supported drivers", std::move(supported));
  }
}

void setup_status(CLI::App& app) {
  auto options = std::make_shared<StatusOptions>();
  CLI::App* command =
      app.add_subcommand("status",
                         "Show the kernel module's version, GPU count and slice count, and the "
                         "NVIDIA driver's version with the ABI table the module uses for it");
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
  add_driver(record, status.driver, true);
  out::print(record, options.output.format());
}

}  // namespace gpuslice
