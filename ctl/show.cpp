// SPDX-License-Identifier: GPL-2.0
//
// gpuslice show NAME [--watch]: one slice's GPUs, limits, memory counters,
// compute settings, measured shares and GPU time, its processes and the
// memory charged to each; with --watch again every interval, in place on a
// terminal, until interrupted.

#include <fmt/core.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

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
      "target, share measured over the last second and GPU time used; its processes and the "
      "memory charged to each on each GPU");
  command->add_option("name", options->name, "Slice name")->required();
  command->add_flag("-w,--watch", options->watch,
                    "Show it again every interval until interrupted: in place on a terminal, "
                    "else each after a blank line (with --json, a document a line)");
  command->add_option("-n,--interval", options->interval, "Seconds between two with --watch")
      ->check(CLI::Range(0.1, 3600.0))
      ->default_val(1.0);
  add_output_options(*command, options->output);
  command->callback([options] { run_show(*options); });
}

void run_show(const ShowOptions& options) {
  Client client = Client::connect();
  if (!options.watch) {
    out::print(slice_record(client.get_slice(options.name, "show")), options.output.format());
    return;
  }
  bool terminal = isatty(STDOUT_FILENO);
  auto interval = std::chrono::duration<double>(options.interval);
  for (bool first = true;; first = false) {
    out::Record record = slice_record(client.get_slice(options.name, "show"));
    if (options.output.json)
      fmt::print("{}", out::render_json(record));
    else
      // Home and clear screen on a terminal.
      fmt::print("{}{}", terminal ? "\033[H\033[2J" : (first ? "" : "\n"),
                 out::render_text(record));
    std::fflush(stdout);
    std::this_thread::sleep_for(interval);
  }
}

}  // namespace gpuslice
