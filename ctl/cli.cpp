// SPDX-License-Identifier: GPL-2.0
//
// gpuslice: command-line tool for the gpuslice kernel module.
//
// run_cli() builds the command line, runs the selected subcommand and is the
// one place that catches errors and turns them into messages and exit codes:
//   0  success
//   1  runtime or kernel error
//   2  usage error (CLI11's own parse errors, codes 100+, are remapped)
// Data goes to stdout, diagnostics to stderr.

#include "cli.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

#include "commands.hpp"
#include "error.hpp"

namespace gpuslice {

namespace {

constexpr const char* kFooter = "Exit status: 0 success, 1 runtime or kernel error, 2 usage error";

// The deepest subcommand named on the command line, or `app` itself.
const CLI::App& selected_command(const CLI::App& app) {
  const CLI::App* command = &app;
  while (!command->get_subcommands().empty()) command = command->get_subcommands().front();
  return *command;
}

// "gpuslice create", for "Try '...' --help".
std::string command_path(const CLI::App& app) {
  const CLI::App& command = selected_command(app);
  std::string path = command.get_name();
  for (const CLI::App* parent = command.get_parent(); parent; parent = parent->get_parent())
    path = parent->get_name() + " " + path;
  return path;
}

void report_usage_error(const CLI::App& app, const CLI::ParseError& e) {
  std::string message = e.what();
  // Say what was wrong with the first leftover word in our own terms.
  if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
    std::vector<std::string> extras = app.remaining(true);
    if (!extras.empty()) {
      const std::string& word = extras.front();
      if (word.starts_with('-'))
        message = fmt::format("unknown option '{}'", word);
      else if (app.get_subcommands().empty())
        message = fmt::format("unknown command '{}'", word);
      else
        message = fmt::format("unexpected argument '{}'", word);
    }
  }
  fmt::print(stderr, "gpuslice: {}\nTry '{} --help' for more information.\n", message,
             command_path(app));
}

// A usage error found by a command (a bad size, --gpu without --memory)
// reads like one found by the parser.
void report_error(const CLI::App& app, const Error& e) {
  fmt::print(stderr, "gpuslice: {}\n", e.message());
  if (!e.kernel_message().empty())
    fmt::print(stderr, "gpuslice: kernel reports: {}\n", e.kernel_message());
  if (e.exit_code() == kExitUsage)
    fmt::print(stderr, "Try '{} --help' for more information.\n", command_path(app));
}

// Output that could not be written is a failure, not a success.
int flush_output(int exit_code) {
  errno = 0;
  std::cout.flush();
  if (std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout) {
    int err = errno != 0 ? errno : EIO;
    fmt::print(stderr, "gpuslice: write error: {}\n", std::generic_category().message(err));
    return kExitFailure;
  }
  return exit_code;
}

void setup(CLI::App& app) {
  app.set_version_flag("--version", fmt::format("gpuslice {}", kCliVersion),
                       "Print the CLI version and exit");
  app.footer(kFooter);
  app.require_subcommand(0, 1);

  setup_status(app);
  setup_version(app);
  setup_create(app);
  setup_delete(app);
  setup_set(app);
  setup_list(app);
  setup_show(app);
  setup_monitor(app);
  setup_metrics(app);
  setup_apply(app);
  setup_cdi(app);
}

}  // namespace

int run_cli(int argc, char** argv) {
  CLI::App app{"gpuslice: isolate NVIDIA GPUs between containers (gpuslice.ko control)",
               "gpuslice"};
  try {
    setup(app);
    // Parses the whole command line, then runs the chosen subcommand's
    // callback: a usage error never runs a subcommand.
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) {
      fmt::print(stderr, "{}", app.help());
      return kExitUsage;
    }
    return flush_output(kExitOk);
  } catch (const CLI::Success& e) {  // --help, --version
    return flush_output(app.exit(e, std::cout, std::cerr));
  } catch (const CLI::ParseError& e) {
    report_usage_error(app, e);
    return kExitUsage;
  } catch (const Error& e) {
    report_error(app, e);
    return e.exit_code();
  } catch (const std::exception& e) {
    fmt::print(stderr, "gpuslice: {}\n", e.what());
    return kExitFailure;
  }
}

}  // namespace gpuslice
