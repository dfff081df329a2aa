// SPDX-License-Identifier: GPL-2.0
//
// gpuslice show NAME: one slice's GPUs, limits, memory counters, compute
// settings, measured shares and GPU time, and processes.

#include <CLI/CLI.hpp>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_show(CLI::App& app) {
  auto options = std::make_shared<ShowOptions>();
  CLI::App* command = app.add_subcommand(
      "show",
      "Show a slice: per GPU its memory limit, use, peak and denials, its compute settings, "
      "target, share measured over the last second and GPU time used; its processes");
  command->add_option("name", options->name, "Slice name")->required();
  add_output_options(*command, options->output);
  command->callback([options] { run_show(*options); });
}

void run_show(const ShowOptions& options) {
  Client client = Client::connect();
  out::print(slice_record(client.get_slice(options.name, "show")), options.output.format());
}

}  // namespace gpuslice
