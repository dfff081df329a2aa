// SPDX-License-Identifier: GPL-2.0
//
// gpuslice-replay: re-issues recorded NVIDIA ioctl traces against live
// device nodes and compares the replies with the recording.
//
//   gpuslice-replay [--dev DIR] [--model FILE] [--verbose] [--recorded]
//                   [--at-mark CMD] TRACE...
//
// Exit status: 0 every modelled ioctl agreed (or there is no model, or
// --recorded compared nothing) and every --at-mark check passed, 1
// disagreements, a failed check or a runtime error, 2 usage error.
// docs/replay.md.

#include <fmt/core.h>
#include <sys/personality.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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
  std::string at_mark;  // a shell command run at each MARK
  std::vector<std::string> traces;
};

void print_note(std::string_view line) { fmt::print(stderr, "gpuslice-replay: {}\n", line); }

// Runs `cmd` with /bin/sh at the mark `mark` (named to it in
// GPUSLICE_REPLAY_MARK), its output after the MARK line; true when it
// exits 0.
bool run_at_mark(const std::string& cmd, std::string_view mark) {
  std::fflush(stdout);
  if (setenv("GPUSLICE_REPLAY_MARK", std::string(mark).c_str(), 1) < 0) {
    print_note(fmt::format("--at-mark at {}: {}", mark, std::strerror(errno)));
    return false;
  }
  int status = std::system(cmd.c_str());
  if (status == -1) {
    print_note(fmt::format("--at-mark at {}: cannot run /bin/sh: {}", mark, std::strerror(errno)));
    return false;
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  if (WIFEXITED(status))
    print_note(fmt::format("--at-mark at {}: exit status {}", mark, WEXITSTATUS(status)));
  else
    print_note(fmt::format("--at-mark at {}: killed by signal {}", mark, WTERMSIG(status)));
  return false;
}

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
  if (!o.at_mark.empty())
    sink.at_mark = [&o](std::string_view mark) { return run_at_mark(o.at_mark, mark); };
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
      "Exit status: 0 all modelled ioctls agree (or no model, or --recorded) and every "
      "--at-mark check passed, 1 disagreements, a failed check or runtime error, 2 usage error");
  app.add_option("--dev", o.dev_dir, "Directory of the device nodes to replay against")
      ->capture_default_str();
  CLI::Option* model_opt =
      app.add_option("--model", o.model_path, "What the driver models (nvsim's debugfs file)")
          ->capture_default_str();
  app.add_flag("-v,--verbose", o.verbose, "Print every disagreement");
  app.add_flag("--recorded,--dry-run", o.recorded,
               "Issue nothing: account the recording's own replies");
  app.add_option("--at-mark", o.at_mark,
                 "Shell command run at each MARK (named in $GPUSLICE_REPLAY_MARK) while the "
                 "replay holds what the recording held there; failing, it fails the replay");
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
