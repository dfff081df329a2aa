// SPDX-License-Identifier: GPL-2.0
//
// gpuslice list: every slice. Text is a table (NAME, GPUS, MEMORY, COMPUTE,
// PROCESSES, LABELS); JSON an array of the records `show` prints.

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <memory>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

void setup_list(CLI::App& app) {
  auto options = std::make_shared<ListOptions>();
  CLI::App* command = app.add_subcommand("list", "List the slices");
  add_output_options(*command, options->output);
  command->callback([options] { run_list(*options); });
}

void run_list(const ListOptions& options) {
  Client client = Client::connect();
  std::vector<Slice> slices = client.list_slices();

  out::List list;
  out::Table table{{"NAME", "GPUS", "MEMORY", "COMPUTE", "PROCESSES", "LABELS"}, {}};
  for (const Slice& slice : slices) {
    list.add(out::Value{slice_record(slice)});
    std::string gpus;
    std::string memory;
    std::string compute;
    for (const SliceGpu& gpu : slice.gpus) {
      const char* separator = gpus.empty() ? "" : ",";
      gpus += fmt::format("{}{}", separator, gpu.device);
      memory += fmt::format("{}{}/{}", memory.empty() ? "" : ", ", out::human_size(gpu.used),
                            out::human_size(gpu.limit));
      // The share measured over the last second, of the limit.
      compute += fmt::format("{}{}/{}%", compute.empty() ? "" : ", ",
                             out::human_basis_points(gpu.compute_share, 1), gpu.compute_limit);
    }
    // Last: the widest, and the one a script reading columns needs least.
    table.rows.push_back({slice.name, gpus, memory, compute,
                          fmt::format("{}", slice.processes.size()),
                          labels_text(slice.labels, ",", "none")});
  }
  out::print_list(list, table, options.output.format());
}

}  // namespace gpuslice
