// SPDX-License-Identifier: GPL-2.0
//
// gpuslice monitor: the module's events as they happen (uapi/gpuslice.h,
// "Events"), a line each, like `ip monitor`: slices created, changed and
// deleted, allocations refused, processes killed. Runs until interrupted.

#include <fmt/chrono.h>
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>

#include "client.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

namespace {

// Now as RFC 3339 in UTC, to the millisecond.
std::string monitor_time() {
  auto now = std::chrono::system_clock::now();
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()) % 1000;
  return fmt::format("{:%Y-%m-%dT%H:%M:%S}.{:03}Z", fmt::gmtime(now), ms.count());
}

// One GPU's settings, for people: "gpu 0 (host 1): memory 2.0 GiB, compute
// 40% (request 10%, weight 100, normal)".
std::string monitor_gpu_text(const SliceGpu& gpu) {
  return fmt::format("gpu {} (host {}): {}", gpu.index, gpu.device,
                     gpu_settings_text(gpu.limit, gpu.compute_limit, gpu.compute_request,
                                       gpu.compute_weight, gpu.compute_priority));
}

const char* kill_reason_name(Event::KillReason reason) {
  return reason == Event::KillReason::kCompute ? "compute" : "memory";
}

std::string monitor_text(const Event& e) {
  std::string slice = out::text_safe(e.slice);
  switch (e.kind) {
    case Event::Kind::kCreated:
    case Event::Kind::kChanged: {
      std::string gpus;
      for (const SliceGpu& gpu : e.state.gpus)
        gpus += (gpus.empty() ? "" : "; ") + monitor_gpu_text(gpu);
      // "created slurm-42 (job_id=42, user=alice): ..."
      std::string labels = out::text_safe(labels_text(e.state.labels, ", ", ""));
      return fmt::format("{} {}{}: {}", e.kind == Event::Kind::kCreated ? "created" : "changed",
                         slice, labels.empty() ? "" : " (" + labels + ")", gpus);
    }
    case Event::Kind::kDeleted:
      if (!e.forced) return fmt::format("deleted {}", slice);
      return fmt::format("deleted {} (forced: {} open file{} revoked)", slice, e.revoked_files,
                         e.revoked_files == 1 ? "" : "s");
    case Event::Kind::kRefused:
      return fmt::format(
          "refused {}: {} allocation{}, the last of {} on gpu {} by pid {} ({} of {} in use)",
          slice, e.count, e.count == 1 ? "" : "s", out::human_size(e.bytes), e.gpu.value_or(0),
          e.pid, out::human_size(e.used), out::human_size(e.limit));
    case Event::Kind::kKilled:
      if (e.reason == Event::KillReason::kCompute)
        return fmt::format("killed {}: pid {} ran on gpu {} while the slice was held off it", slice,
                           e.pid, e.gpu.value_or(0));
      return fmt::format("killed {}: pid {} took more memory than the slice's limit", slice, e.pid);
  }
  return {};
}

out::Record monitor_record(const Event& e) {
  out::Record record;
  record.add("time", "time", monitor_time());
  switch (e.kind) {
    case Event::Kind::kCreated:
    case Event::Kind::kChanged:
      record.add("event", "event", e.kind == Event::Kind::kCreated ? "created" : "changed")
          .add("slice", "slice", slice_record(e.state));
      break;
    case Event::Kind::kDeleted:
      record.add("event", "event", "deleted")
          .add("slice", "slice", e.slice)
          .add("forced", "forced", e.forced)
          .add("revoked_files", "revoked files", std::uint64_t{e.revoked_files});
      break;
    case Event::Kind::kRefused:
      record.add("event", "event", "refused")
          .add("slice", "slice", e.slice)
          .add("count", "count", e.count)
          .add("gpu", "gpu", std::uint64_t{e.gpu.value_or(0)})
          .add("bytes", "bytes", e.bytes)
          .add("pid", "pid", std::uint64_t{e.pid})
          .add("memory_used", "used", e.used)
          .add("memory_limit", "limit", e.limit);
      break;
    case Event::Kind::kKilled:
      record.add("event", "event", "killed")
          .add("slice", "slice", e.slice)
          .add("pid", "pid", std::uint64_t{e.pid})
          .add("reason", "reason", kill_reason_name(e.reason));
      if (e.gpu)
        record.add("gpu", "gpu", std::uint64_t{*e.gpu});
      else
        record.add_null("gpu", "gpu", "-");
      break;
  }
  return record;
}

}  // namespace

void setup_monitor(CLI::App& app) {
  auto options = std::make_shared<MonitorOptions>();
  CLI::App* command = app.add_subcommand(
      "monitor",
      "Print the module's events as they happen, a line each, until interrupted: slices "
      "created, changed and deleted, allocations refused, processes killed");
  command->add_flag("-t,--timestamp", options->timestamp,
                    "Start each line with the time (RFC 3339, UTC; JSON always has it)");
  add_output_options(*command, options->output);
  command->callback([options] { run_monitor(*options); });
}

void run_monitor(const MonitorOptions& options) {
  Client client = Client::connect();
  client.subscribe_events();
  // Said on stderr, so that a script knows from when on events are seen.
  fmt::print(stderr, "gpuslice: monitoring events\n");
  for (;;) {
    bool lost = false;
    std::vector<Event> events = client.next_events(&lost);
    if (lost)
      fmt::print(stderr, "gpuslice: monitor: events were lost (they came faster than read)\n");
    for (const Event& e : events) {
      if (options.output.json)
        fmt::print("{}", out::render_json(monitor_record(e)));
      else if (options.timestamp)
        fmt::print("[{}] {}\n", monitor_time(), monitor_text(e));
      else
        fmt::print("{}\n", monitor_text(e));
    }
    std::fflush(stdout);
  }
}

}  // namespace gpuslice
