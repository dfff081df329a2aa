// SPDX-License-Identifier: GPL-2.0
//
// gpuslice create NAME --gpu N --memory SIZE [--gpu N --memory SIZE]...:
// makes a slice and prints it as `show` does.

#include <CLI/CLI.hpp>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_create(CLI::App& app) {
  auto options = std::make_shared<CreateOptions>();
  CLI::App* command = app.add_subcommand(
      "create",
      "Create a slice: a memory limit on each GPU given; the container sees them as "
      "/dev/nvidia0, 1, ... in the order given");
  command->add_option("name", options->name, "Slice name: 1-63 of [a-z0-9_.-], first [a-z0-9]")
      ->required();
  add_gpu_memory_options(*command, options->gpus,
                         "Memory limit on the GPU of the --gpu before it: B, KiB, MiB or GiB, "
                         "a number alone is MiB; whole MiB");
  add_output_options(*command, options->output);
  command->callback([options] { run_create(*options); });
}

void run_create(const CreateOptions& options) {
  std::vector<GpuLimit> limits = gpu_limits("create", options.gpus);
  Client client = Client::connect();
  client.create_slice(options.name, limits);
  out::print(slice_record(client.get_slice(options.name, "create")), options.output.format());
}

}  // namespace gpuslice
