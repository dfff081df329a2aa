// SPDX-License-Identifier: GPL-2.0
//
// The subcommands. Each lives in its own file and exposes two functions:
// setup_<name>(CLI::App&) adds the subcommand to the application and binds
// its options into an options struct; run_<name>(const <Name>Options&) does
// the work once the whole command line has been parsed. run_* functions report
// failures by throwing gpuslice::Error (error.hpp).

#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "output.hpp"
#include "slice_args.hpp"

namespace CLI {
class App;
}

#ifndef GPUSLICE_CLI_VERSION
#error "GPUSLICE_CLI_VERSION must be defined (ctl/ctl.mk passes the VERSION file)"
#endif

namespace gpuslice {

inline constexpr std::string_view kCliVersion = GPUSLICE_CLI_VERSION;

struct DriverStatus;

// Options shared by every command that prints data; added by
// add_output_options() so they are spelled and documented the same way.
struct OutputOptions {
  bool json = false;  // -j, --json

  out::Format format() const { return json ? out::Format::kJson : out::Format::kText; }
};
void add_output_options(CLI::App& command, OutputOptions& options);

// gpuslice status
struct StatusOptions {
  OutputOptions output;
};
void setup_status(CLI::App& app);
void run_status(const StatusOptions& options);
// The driver's fields of `status` and `version` (docs/cli.md): its version,
// the table in use, with `with_match` how it was matched, and the supported
// versions when it has no table.
void add_driver(out::Record& record, const DriverStatus& driver, bool with_match);

// gpuslice version
struct VersionOptions {
  OutputOptions output;
};
void setup_version(CLI::App& app);
void run_version(const VersionOptions& options);

// gpuslice create NAME --gpu N --memory SIZE [compute options]...
// [--label KEY=VALUE]...
struct CreateOptions {
  std::string name;
  GpuOptionList gpus;         // --gpu and the options that apply to it, in order
  std::vector<Label> labels;  // --label
  OutputOptions output;
};
void setup_create(CLI::App& app);
void run_create(const CreateOptions& options);

// gpuslice delete NAME [--force]
struct DeleteOptions {
  std::string name;
  bool force = false;  // -f, --force
  OutputOptions output;
};
void setup_delete(CLI::App& app);
void run_delete(const DeleteOptions& options);

// gpuslice set NAME [--gpu N [--memory SIZE] [compute options]...]...
// [--label KEY=VALUE... | --clear-labels]
struct SetOptions {
  std::string name;
  GpuOptionList gpus;  // --gpu and the options that apply to it, in order
  // --label, or none for --clear-labels; std::nullopt: labels left as they are
  std::optional<std::vector<Label>> labels;
  OutputOptions output;
};
void setup_set(CLI::App& app);
void run_set(const SetOptions& options);

// gpuslice list
struct ListOptions {
  OutputOptions output;
};
void setup_list(CLI::App& app);
void run_list(const ListOptions& options);

// gpuslice show NAME [--watch [--interval S]]
struct ShowOptions {
  std::string name;
  bool watch = false;     // -w, --watch
  double interval = 1.0;  // -n, --interval: seconds between two with --watch
  OutputOptions output;
};
void setup_show(CLI::App& app);
void run_show(const ShowOptions& options);

// gpuslice monitor [--timestamp]
struct MonitorOptions {
  bool timestamp = false;  // -t, --timestamp
  OutputOptions output;
};
void setup_monitor(CLI::App& app);
void run_monitor(const MonitorOptions& options);

// gpuslice metrics [--output FILE]
struct MetricsOptions {
  std::string output;  // -o, --output; empty: stdout
};
void setup_metrics(CLI::App& app);
void run_metrics(const MetricsOptions& options);

// gpuslice apply [--dry-run] [--prune] [--force] [PATH]
inline constexpr const char* kDefaultConfigPath = "/etc/gpuslice/slices.conf";
struct ApplyCommandOptions {
  std::string path = kDefaultConfigPath;
  bool dry_run = false;  // --dry-run
  bool prune = false;    // --prune
  bool force = false;    // -f, --force
};
void setup_apply(CLI::App& app);
void run_apply(const ApplyCommandOptions& options);

// gpuslice cdi generate [--output FILE] | cdi hook update-ldcache --folder DIR...
struct CdiOptions {
  std::string output;                // generate -o, --output
  std::vector<std::string> folders;  // hook update-ldcache --folder
};
void setup_cdi(CLI::App& app);
void run_cdi_generate(const CdiOptions& options);

}  // namespace gpuslice
