// SPDX-License-Identifier: GPL-2.0
//
// gpuslice-replay: re-issues recorded NVIDIA ioctl traces against live
// device nodes and compares the replies with the recording.
//
//   gpuslice-replay [--dev DIR] [--model FILE] [--verbose] [--recorded] TRACE...
//
// Exit status: 0 every modelled ioctl agreed (or there is no model, or
// --recorded compared nothing), 1 disagreements or a runtime error, 2 usage
// error. docs/replay.md.

#include <fmt/core.h>
#include <sys/personality.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "error.hpp"
#include "model.hpp"
#include "replayer.hpp"
#include "trace.hpp"

namespace gpuslice::replay {
namespace {

constexpr const char* kDefaultModel = "/sys/kernel/debug/nvsim/model";

struct Options {
  std::string dev_dir = "/dev";
  std::string model_path = kDefaultModel;
  bool verbose = false;
  bool recorded = false;
  std::vector<std::string> traces;
};

void print_note(std::string_view line) { fmt::print(stderr, "gpuslice-replay: {}\n", line); }

Model load_model(const Options& o, bool given) {
  std::string text;
  try {
    text = read_file_maybe_gz(o.model_path);
  } catch (const Error& e) {
    if (given) throw;
    print_note(fmt::format("no model at {}: every ioctl is unmodelled", o.model_path));
    return Model{};
  }
  return parse_model(text, o.model_path);
}

// Recorded addresses are CUDA's own layout; without address randomization
// the replay's libraries and heap stay far from them. Re-executes itself
// once with ADDR_NO_RANDOMIZE when that is not yet set.
void disable_aslr(char** argv) {
  int persona = personality(0xffffffff);
  if (persona < 0 || (persona & ADDR_NO_RANDOMIZE)) return;
  if (personality(static_cast<unsigned long>(persona) | ADDR_NO_RANDOMIZE) < 0) return;
  execv("/proc/self/exe", argv);
  // Still here: go on with randomization; collisions are reported.
}

int run(const Options& o, bool model_given) {
  Model model = load_model(o, model_given);
  LinuxBackend backend;
  ReplayOptions ro;
  ro.dev_dir = o.dev_dir;
  ro.verbose = o.verbose;
  ro.recorded = o.recorded;
  Sink sink;
  sink.out = [](std::string_view line) {
    fmt::print("{}\n", line);
    std::fflush(stdout);
  };
  sink.note = print_note;
  Replayer replayer(model, backend, ro, sink);
  bool all_agree = true;
  for (const std::string& path : o.traces) {
    Trace trace = load_trace(path);
    ReplayResult result = replayer.run(trace);
    all_agree = all_agree && result.all_agree();
  }
  return all_agree ? kExitOk : kExitFailure;
}

}  // namespace
}  // namespace gpuslice::replay

int main(int argc, char** argv) {
  using namespace gpuslice::replay;
  Options o;
  CLI::App app{"gpuslice-replay: replay recorded NVIDIA ioctl traces against device nodes",
               "gpuslice-replay"};
  app.footer(
      "Exit status: 0 all modelled ioctls agree (or no model, or --recorded), 1 "
      "disagreements or runtime error, 2 usage error");
  app.add_option("--dev", o.dev_dir, "Directory of the device nodes to replay against")
      ->capture_default_str();
  CLI::Option* model_opt =
      app.add_option("--model", o.model_path, "What the driver models (nvsim's debugfs file)")
          ->capture_default_str();
  app.add_flag("-v,--verbose", o.verbose, "Print every disagreement");
  app.add_flag("--recorded,--dry-run", o.recorded,
               "Issue nothing: account the recording's own replies");
  app.add_option("TRACE", o.traces, "Trace files (plain or gzip)")->required();
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e, std::cout, std::cerr);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "gpuslice-replay: {}\nTry 'gpuslice-replay --help' for more information.\n",
               e.what());
    return kExitUsage;
  }
  if (!o.recorded) disable_aslr(argv);
  try {
    return run(o, model_opt->count() > 0);
  } catch (const Error& e) {
    fmt::print(stderr, "gpuslice-replay: {}\n", e.what());
    return e.exit_code();
  } catch (const std::exception& e) {
    fmt::print(stderr, "gpuslice-replay: {}\n", e.what());
    return kExitFailure;
  }
}
