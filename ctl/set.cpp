// SPDX-License-Identifier: GPL-2.0
//
// gpuslice set NAME [--gpu N [--memory SIZE] [--compute-limit PCT]
// [--compute-request PCT] [--weight N] [--priority high|normal]]...
// [--label KEY=VALUE... | --clear-labels]: changes the settings given of a
// slice's GPUs, leaves the others as they are, replaces its labels when
// told, and prints the slice as `show` does.

#include <CLI/CLI.hpp>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_set(CLI::App& app) {
  auto options = std::make_shared<SetOptions>();
  CLI::App* command = app.add_subcommand(
      "set",
      "Change a slice's memory limit or compute settings on GPUs it spans, or its labels; what "
      "is not given stays as it is");
  command->add_option("name", options->name, "Slice name")->required();
  add_gpu_options(*command, SliceCommand::kSet);
  add_label_options(*command, SliceCommand::kSet);
  add_output_options(*command, options->output);
  // Which --gpu an option applies to depends on where it stands: read the
  // options in the order parsed.
  command->callback([options, command] {
    options->gpus = gpu_options_in_order(*command);
    options->labels = labels_given(*command, SliceCommand::kSet);
    run_set(*options);
  });
}

void run_set(const SetOptions& options) {
  std::vector<GpuSettings> gpus = gpu_settings(SliceCommand::kSet, options.gpus);
  if (gpus.empty() && !options.labels)
    throw Error::usage(
        "set: nothing to set (give --gpu N with a setting after it, --label or --clear-labels)");
  Client client = Client::connect();
  out::print(slice_record(client.set_slice(options.name, gpus, options.labels)),
             options.output.format());
}

}  // namespace gpuslice
