// SPDX-License-Identifier: GPL-2.0
//
// gpuslice metrics: every slice's limits, use, peak, refusals and compute
// figures in the Prometheus text format (version 0.0.4), for node_exporter's
// textfile collector, and its labels as an info metric that every other
// series joins on `slice`. With --output FILE the metrics replace FILE at
// once (written beside it, then renamed), so that the collector never reads
// half of them.

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "client.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "gpuslice.h"

namespace gpuslice {

namespace {

// A label value with the text format's escapes.
std::string metrics_label(std::string_view value) {
  std::string escaped;
  for (char c : value) {
    if (c == '\\')
      escaped += "\\\\";
    else if (c == '"')
      escaped += "\\\"";
    else if (c == '\n')
      escaped += "\\n";
    else
      escaped += c;
  }
  return escaped;
}

// A metric family: its HELP and TYPE lines, then a sample per line added.
class MetricFamily {
 public:
  MetricFamily(std::string name, std::string type, std::string help)
      : name_(std::move(name)), type_(std::move(type)), help_(std::move(help)) {}

  // Counts as integers, exact however large; ratios and seconds as the
  // shortest decimal that reads back the same.
  void add(const std::string& labels, std::uint64_t value) {
    add_text(labels, fmt::format("{}", value));
  }
  void add(const std::string& labels, double value) { add_text(labels, fmt::format("{}", value)); }
  void add_text(const std::string& labels, const std::string& value) {
    samples_ += fmt::format("{}{}{} {}\n", name_, labels.empty() ? "" : "{",
                            labels.empty() ? labels : labels + "}", value);
  }
  std::string text() const {
    return fmt::format("# HELP {} {}\n# TYPE {} {}\n{}", name_, help_, name_, type_, samples_);
  }

 private:
  std::string name_;
  std::string type_;
  std::string help_;
  std::string samples_;
};

std::string metrics_text(const ModuleStatus& status, const std::vector<Slice>& slices) {
  MetricFamily info("gpuslice_module_info", "gauge",
                    "The loaded gpuslice module, by version (always 1).");
  MetricFamily gpus("gpuslice_gpus", "gauge", "GPUs the NVIDIA driver exposes.");
  MetricFamily count("gpuslice_slices", "gauge", "Slices that exist.");
  MetricFamily slice_info("gpuslice_slice_info", "gauge",
                          "A slice, labelled with its own labels (always 1): join other series "
                          "on slice.");
  MetricFamily limit("gpuslice_memory_limit_bytes", "gauge", "A slice's memory limit on a GPU.");
  MetricFamily used("gpuslice_memory_used_bytes", "gauge",
                    "Memory charged to a slice on a GPU now.");
  MetricFamily peak("gpuslice_memory_peak_bytes", "gauge",
                    "The most memory ever charged to a slice on a GPU.");
  MetricFamily denials("gpuslice_memory_denials_total", "counter",
                       "Allocations refused for exceeding a slice's memory limit on a GPU.");
  MetricFamily compute_limit("gpuslice_compute_limit_ratio", "gauge",
                             "A slice's hard cap on its share of a GPU's time.");
  MetricFamily compute_request("gpuslice_compute_request_ratio", "gauge",
                               "The share of a GPU's time guaranteed to a slice with work.");
  MetricFamily compute_weight("gpuslice_compute_weight", "gauge",
                              "A slice's weight in the time beyond the requests.");
  MetricFamily compute_high("gpuslice_compute_high_priority", "gauge",
                            "Whether a slice is of the high priority class on a GPU (1) or not.");
  MetricFamily compute_target("gpuslice_compute_target_ratio", "gauge",
                              "The share of a GPU's time the controller gives a slice now.");
  MetricFamily compute_share("gpuslice_compute_share_ratio", "gauge",
                             "The share of a GPU's time a slice was busy over the last second.");
  MetricFamily compute_time("gpuslice_compute_busy_seconds_total", "counter",
                            "GPU time a slice was busy since it was created.");
  MetricFamily open_files("gpuslice_open_files", "gauge", "Files of a slice open now.");
  MetricFamily processes("gpuslice_processes", "gauge", "Processes with files of a slice open.");

  info.add(fmt::format("version=\"{}\"", metrics_label(status.version)), std::uint64_t{1});
  gpus.add("", std::uint64_t{status.gpus});
  count.add("", std::uint64_t{slices.size()});
  for (const Slice& slice : slices) {
    std::string name = metrics_label(slice.name);
    // The kernel holds the keys to label names none of ours are.
    std::string own = fmt::format("slice=\"{}\"", name);
    for (const Label& label : slice.labels)
      own += fmt::format(",{}=\"{}\"", label.key, metrics_label(label.value));
    slice_info.add(own, std::uint64_t{1});
    for (const SliceGpu& gpu : slice.gpus) {
      std::string labels =
          fmt::format("slice=\"{}\",gpu=\"{}\",device=\"{}\"", name, gpu.index, gpu.device);
      limit.add(labels, gpu.limit);
      used.add(labels, gpu.used);
      peak.add(labels, gpu.peak);
      denials.add(labels, gpu.denials);
      compute_limit.add(labels, gpu.compute_limit / 100.0);
      compute_request.add(labels, gpu.compute_request / 100.0);
      compute_weight.add(labels, std::uint64_t{gpu.compute_weight});
      compute_high.add(labels, std::uint64_t{gpu.compute_priority ==
                                             static_cast<std::uint32_t>(Priority::kHigh)});
      compute_target.add(labels, gpu.compute_target / double{GPUSLICE_COMPUTE_BP});
      compute_share.add(labels, gpu.compute_share / double{GPUSLICE_COMPUTE_BP});
      compute_time.add(labels, gpu.compute_time / 1e6);
    }
    std::string labels = fmt::format("slice=\"{}\"", name);
    open_files.add(labels, std::uint64_t{slice.open_files});
    processes.add(labels, std::uint64_t{slice.processes.size()});
  }

  std::string text;
  for (const MetricFamily* family :
       {&info, &gpus, &count, &slice_info, &limit, &used, &peak, &denials, &compute_limit,
        &compute_request, &compute_weight, &compute_high, &compute_target, &compute_share,
        &compute_time, &open_files, &processes})
    text += family->text();
  return text;
}

}  // namespace

void setup_metrics(CLI::App& app) {
  auto options = std::make_shared<MetricsOptions>();
  CLI::App* command = app.add_subcommand(
      "metrics",
      "Print every slice's limits, use, peak, refusals and compute figures, and its labels "
      "(gpuslice_slice_info), in the Prometheus text format (for node_exporter's textfile "
      "collector)");
  command
      ->add_option("-o,--output", options->output,
                   "Write them to FILE instead, replacing it at once (FILE.tmp, renamed)")
      ->option_text("FILE");
  command->callback([options] { run_metrics(*options); });
}

void run_metrics(const MetricsOptions& options) {
  Client client = Client::connect();
  ModuleStatus status = client.status();
  std::string text = metrics_text(status, client.list_slices());
  if (options.output.empty())
    fmt::print("{}", text);
  else
    out::write_file_at_once(options.output, text, "metrics");
}

}  // namespace gpuslice
