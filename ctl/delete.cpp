// SPDX-License-Identifier: GPL-2.0
//
// gpuslice delete NAME [--force]: removes a slice.

#include <CLI/CLI.hpp>
#include <memory>

#include "cdi.hpp"
#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"

namespace gpuslice {

void setup_delete(CLI::App& app) {
  auto options = std::make_shared<DeleteOptions>();
  CLI::App* command = app.add_subcommand("delete", "Delete a slice");
  command->add_option("name", options->name, "Slice name")->required();
  command->add_flag("-f,--force", options->force,
                    "Delete it even while files of it are open: they stop working at once");
  add_output_options(*command, options->output);
  command->callback([options] { run_delete(*options); });
}

void run_delete(const DeleteOptions& options) {
  Client client = Client::connect();
  {
    CdiLock lock;
    client.delete_slice(options.name, options.force);
    cdi_slice_deleted(options.name, "delete");
  }
  out::Record record;
  record.add("name", "name", options.name).add("deleted", "deleted", true);
  out::print(record, options.output.format());
}

}  // namespace gpuslice
