// SPDX-License-Identifier: GPL-2.0
//
// gpuslice apply [--dry-run] [--prune] [--force] [PATH]: converges the
// kernel's slices on the configuration at PATH (default
// /etc/gpuslice/slices.conf; a directory: its *.conf files): creates the
// slices missing, sets what differs, deletes those not described only with
// --prune and those in use only with --force; a slice's labels are those the
// file gives it, none when it gives none. The whole file is read and the
// whole plan made first: a bad line, or a slice in use without --force,
// changes nothing. Prints what it changes, a line each, as it does.

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>

#include "apply_plan.hpp"
#include "cdi.hpp"
#include "client.hpp"
#include "commands.hpp"
#include "config.hpp"
#include "error.hpp"

namespace gpuslice {

void setup_apply(CLI::App& app) {
  auto options = std::make_shared<ApplyCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "apply",
      "Make the slices what a configuration file says (gpuslice.conf(5)): create the missing, "
      "set what differs; print each change");
  command->add_option(
      "path", options->path,
      "The file, or a directory of *.conf files (default " + std::string(kDefaultConfigPath) + ")");
  command->add_flag("--dry-run", options->dry_run, "Print what would change; change nothing");
  command->add_flag("--prune", options->prune,
                    "Delete the slices the configuration does not describe");
  command->add_flag("-f,--force", options->force,
                    "Delete or recreate slices in use too, revoking their open files");
  command->callback([options] { run_apply(*options); });
}

void run_apply(const ApplyCommandOptions& options) {
  std::vector<SliceConfig> desired = read_config(options.path);
  Client client = Client::connect();
  ApplyPlan plan = plan_apply(client.list_slices(), desired, client.status().gpus,
                              ApplyOptions{.prune = options.prune, .force = options.force});
  if (!plan.refusals.empty()) {
    std::string why;
    for (const std::string& refusal : plan.refusals) why += "\n  " + refusal;
    throw Error::runtime(fmt::format("apply: nothing changed:{}", why));
  }
  std::optional<CdiLock> lock;
  if (!options.dry_run) lock.emplace();
  for (const ApplyAction& action : plan.actions) {
    fmt::print("{}\n", action.text);
    std::fflush(stdout);
    if (options.dry_run) continue;
    switch (action.kind) {
      case ApplyAction::Kind::kDelete:
        client.delete_slice(action.name, action.in_use);
        cdi_slice_deleted(action.name, "apply");
        break;
      case ApplyAction::Kind::kRecreate: {
        client.delete_slice(action.name, action.in_use);
        Slice made;
        try {
          made = client.create_slice(action.name, action.gpus, *action.labels);
        } catch (const Error& e) {
          // Refused (requests on a GPU above 100): the slice as it was.
          client.create_slice(action.name, action.before, action.before_labels);
          throw Error::kernel(
              fmt::format("{} (slice {} made again as it was)", e.message(), action.name),
              e.errnum(), e.kernel_message());
        }
        cdi_slice_created(made, "apply");
        break;
      }
      case ApplyAction::Kind::kSet:
        client.set_slice(action.name, action.gpus, action.labels);
        break;
      case ApplyAction::Kind::kCreate:
        cdi_slice_created(client.create_slice(action.name, action.gpus, *action.labels), "apply");
        break;
    }
  }
  if (plan.actions.empty())
    fmt::print("nothing to change\n");
  else if (options.dry_run)
    fmt::print("(dry run: nothing changed)\n");
}

}  // namespace gpuslice
