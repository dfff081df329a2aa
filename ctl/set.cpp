// SPDX-License-Identifier: GPL-2.0
//
// gpuslice set NAME --gpu N --memory SIZE [--gpu N --memory SIZE]...:
// changes memory limits of a slice and prints it as `show` does.

#include <CLI/CLI.hpp>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_set(CLI::App& app) {
  auto options = std::make_shared<SetOptions>();
  CLI::App* command = app.add_subcommand("set", "Change a slice's memory limit on GPUs it spans");
  command->add_option("name", options->name, "Slice name")->required();
  add_gpu_memory_options(*command, options->gpus,
                         "New memory limit on the GPU of the --gpu before it: B, KiB, MiB or "
                         "GiB, a number alone is MiB; whole MiB");
  add_output_options(*command, options->output);
  command->callback([options] { run_set(*options); });
}

void run_set(const SetOptions& options) {
  std::vector<GpuLimit> limits = gpu_limits("set", options.gpus);
  Client client = Client::connect();
  client.set_slice(options.name, limits);
  out::print(slice_record(client.get_slice(options.name, "set")), options.output.format());
}

}  // namespace gpuslice
