// SPDX-License-Identifier: GPL-2.0
//
// gpuslice create NAME --gpu N --memory SIZE [--compute-limit PCT]
// [--compute-request PCT] [--weight N] [--priority high|normal] [--gpu N ...]
// [--label KEY=VALUE]...: makes a slice and prints it as `show` does.

#include <CLI/CLI.hpp>
#include <memory>

#include "cdi.hpp"
#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_create(CLI::App& app) {
  auto options = std::make_shared<CreateOptions>();
  CLI::App* command = app.add_subcommand(
      "create",
      "Create a slice: per GPU given, a memory limit and compute settings; the container sees "
      "the GPUs as /dev/nvidia0, 1, ... in the order given");
  command->add_option("name", options->name, "Slice name: 1-63 of [a-z0-9_.-], first [a-z0-9]")
      ->required();
  add_gpu_options(*command, SliceCommand::kCreate);
  add_label_options(*command, SliceCommand::kCreate);
  add_output_options(*command, options->output);
  // Which --gpu an option applies to depends on where it stands: read the
  // options in the order parsed.
  command->callback([options, command] {
    options->gpus = gpu_options_in_order(*command);
    options->labels = labels_given(*command, SliceCommand::kCreate).value_or(std::vector<Label>{});
    run_create(*options);
  });
}

void run_create(const CreateOptions& options) {
  std::vector<GpuSettings> gpus = gpu_settings(SliceCommand::kCreate, options.gpus);
  Client client = Client::connect();
  Slice slice;
  {
    CdiLock lock;
    slice = client.create_slice(options.name, gpus, options.labels);
    cdi_slice_created(slice, "create");
  }
  out::print(slice_record(slice), options.output.format());
}

}  // namespace gpuslice
