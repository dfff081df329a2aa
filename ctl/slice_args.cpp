// SPDX-License-Identifier: GPL-2.0

#include "slice_args.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <iterator>
#include <limits>
#include <map>
#include <optional>

#include "error.hpp"
#include "gpuslice.h"
#include "mem_size.h"
#include "slice_label.h"

namespace gpuslice {

namespace {

// Ranges of the compute settings (uapi/gpuslice.h).
constexpr std::uint32_t kMaxPercent = GPUSLICE_COMPUTE_LIMIT_MAX;
constexpr std::uint32_t kMinComputeLimit = 1;
constexpr std::uint32_t kMinWeight = 1;
constexpr std::uint32_t kMaxWeight = GPUSLICE_COMPUTE_WEIGHT_MAX;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string lower(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

}  // namespace

std::uint64_t parse_memory_size(std::string_view text) {
  u64 bytes;
  char why[GS_MEM_SIZE_WHY_MAX];
  if (!gs_mem_size_parse(text.data(), text.size(), &bytes, why))
    throw Error::usage(fmt::format("invalid memory size '{}': {}", out::text_safe(text), why));
  return bytes;
}

std::uint32_t parse_gpu_number(std::string_view text) {
  bool digits = !text.empty() && std::all_of(text.begin(), text.end(), is_digit);
  std::uint64_t value = 0;
  for (char c : text) {
    if (!digits) break;
    value = value * 10 + static_cast<unsigned>(c - '0');
    if (value > std::numeric_limits<std::uint32_t>::max()) {
      digits = false;
      break;
    }
  }
  if (!digits)
    throw Error::usage(
        fmt::format("invalid GPU number '{}': expected the number N of the host's /dev/nvidiaN",
                    out::text_safe(text)));
  return static_cast<std::uint32_t>(value);
}

namespace {

// A whole number: decimal digits only. Values above 2^32 saturate there
// (every range checked is far below it). std::nullopt when malformed.
std::optional<std::uint64_t> whole_number(std::string_view text) {
  if (text.empty() || !std::all_of(text.begin(), text.end(), is_digit)) return std::nullopt;
  constexpr std::uint64_t kSaturated = std::uint64_t{1} << 32;
  std::uint64_t value = 0;
  for (char c : text) value = std::min(kSaturated, value * 10 + static_cast<unsigned>(c - '0'));
  return value;
}

[[noreturn]] void bad_value(std::string_view option, std::string_view text, std::string_view why) {
  throw Error::usage(fmt::format("invalid {} '{}': {}", option, out::text_safe(text), why));
}

// The per-GPU options: how the command line spells them and their help.
struct OptionSpec {
  GpuOption option;
  const char* names;      // for CLI11
  const char* name;       // in messages
  const char* type_name;  // in the help
  const char* create_help;
  const char* set_help;
};

constexpr OptionSpec kOptionSpecs[] = {
    {GpuOption::kGpu, "-g,--gpu", "--gpu", "N",
     "A real GPU's number N (/dev/nvidiaN); repeat for more GPUs. The options after it, up to "
     "the next --gpu, apply to it",
     "A GPU of the slice, by the real GPU's number N (/dev/nvidiaN); repeat for more GPUs. The "
     "options after it, up to the next --gpu, apply to it"},
    {GpuOption::kMemory, "-m,--memory", "--memory", "SIZE",
     "Memory limit on the GPU of the --gpu before it (one for each --gpu): B, KiB, MiB or GiB, "
     "a number alone is MiB; whole MiB",
     "New memory limit on the GPU of the --gpu before it: B, KiB, MiB or GiB, a number alone is "
     "MiB; whole MiB"},
    {GpuOption::kComputeLimit, "--compute-limit", "--compute-limit", "PCT",
     "Hard cap on the slice's share of the time of the GPU before it, whether or not others are "
     "busy: 1-100 percent (default 100)",
     "New hard cap on the slice's share of the time of the GPU before it, whether or not others "
     "are busy: 1-100 percent"},
    {GpuOption::kComputeRequest, "--compute-request", "--compute-request", "PCT",
     "Share of the time of the GPU before it guaranteed when the GPU is contended: 0 to the "
     "compute limit, percent (default 0); the requests on one GPU add up to at most 100",
     "New guaranteed share of the time of the GPU before it: 0 to the compute limit, percent; "
     "the requests on one GPU add up to at most 100"},
    {GpuOption::kWeight, "--weight", "--weight", "N",
     "How the time of the GPU before it beyond the requests is split between busy slices: "
     "1-1000 (default 100)",
     "New weight on the GPU before it (how time beyond the requests is split between busy "
     "slices): 1-1000"},
    {GpuOption::kPriority, "--priority", "--priority", "high|normal",
     "Priority on the GPU before it: a high slice's work goes first, normal slices keep their "
     "requests (default normal)",
     "New priority on the GPU before it: high (its work goes first) or normal"},
};

const OptionSpec& spec_of(GpuOption option) {
  for (const OptionSpec& spec : kOptionSpecs) {
    if (spec.option == option) return spec;
  }
  throw Error::runtime("internal error: unknown GPU option");
}

// Sets `field` to what `parse` makes of the option's value, unless the
// option was already given for this GPU.
template <typename T, typename Parse>
void set_once(std::optional<T>& field, const OptionSpec& spec, std::uint32_t device, Parse parse) {
  if (field)
    throw Error::usage(
        fmt::format("{} is given twice for --gpu {} (each {} applies to the --gpu "
                    "before it)",
                    spec.name, device, spec.name));
  field = parse();
}

std::string_view command_name(SliceCommand which) {
  return which == SliceCommand::kCreate ? "create" : "set";
}

}  // namespace

std::uint32_t parse_percent(std::string_view option, std::string_view text, std::uint32_t min) {
  std::string_view digits = text;
  if (digits.ends_with('%')) digits.remove_suffix(1);
  std::optional<std::uint64_t> value = whole_number(digits);
  if (!value) bad_value(option, text, "expected a whole number of percent, e.g. 40 or 40%");
  if (*value < min || *value > kMaxPercent)
    bad_value(option, text, fmt::format("out of range ({} to {} percent)", min, kMaxPercent));
  return static_cast<std::uint32_t>(*value);
}

std::uint32_t parse_weight(std::string_view text) {
  std::optional<std::uint64_t> value = whole_number(text);
  if (!value)
    bad_value("--weight", text,
              fmt::format("expected a whole number from {} to {}", kMinWeight, kMaxWeight));
  if (*value < kMinWeight || *value > kMaxWeight)
    bad_value("--weight", text, fmt::format("out of range ({} to {})", kMinWeight, kMaxWeight));
  return static_cast<std::uint32_t>(*value);
}

Priority parse_priority(std::string_view text) {
  std::string word = lower(text);
  if (word == "high") return Priority::kHigh;
  if (word == "normal") return Priority::kNormal;
  bad_value("--priority", text, "expected high or normal");
}

std::vector<Label> parse_labels(const std::vector<std::string>& texts) {
  std::vector<const char*> pointers;
  for (const std::string& text : texts) pointers.push_back(text.c_str());
  unsigned int bad = 0;
  enum gs_label_error err =
      gs_slice_labels_check(pointers.data(), static_cast<unsigned int>(pointers.size()), &bad);
  if (err != GS_LABEL_OK) bad_value("--label", texts.at(bad), gs_label_error_message(err));
  std::vector<Label> labels;
  for (const std::string& text : texts) {
    std::size_t eq = text.find('=');
    labels.push_back(Label{text.substr(0, eq), text.substr(eq + 1)});
  }
  return labels;
}

std::string labels_text(const std::vector<Label>& labels, std::string_view separator,
                        std::string_view empty) {
  if (labels.empty()) return std::string(empty);
  std::string text;
  for (const Label& label : labels)
    text += fmt::format("{}{}={}", text.empty() ? "" : separator, label.key, label.value);
  return text;
}

void add_gpu_options(CLI::App& command, SliceCommand which) {
  for (const OptionSpec& spec : kOptionSpecs) {
    CLI::Option* option =
        command
            .add_option(spec.names,
                        which == SliceCommand::kCreate ? spec.create_help : spec.set_help)
            ->expected(1)
            ->allow_extra_args(false)
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
            ->type_name(spec.type_name);
    // set may change labels alone
    if (spec.option == GpuOption::kGpu && which == SliceCommand::kCreate) option->required();
  }
}

void add_label_options(CLI::App& command, SliceCommand which) {
  command
      .add_option("--label",
                  which == SliceCommand::kCreate
                      ? "A label of the slice, KEY=VALUE (e.g. job_id=42): shown by show and "
                        "list, exported by metrics; repeat for more (at most 8)"
                      : "The slice's labels from now on, KEY=VALUE each, in place of all it "
                        "has; repeat for more (at most 8). Without it, they stay")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->type_name("KEY=VALUE");
  if (which == SliceCommand::kSet) {
    const std::string help = "Remove the slice's labels";
    command.add_flag("--clear-labels", help);
  }
}

std::optional<std::vector<Label>> labels_given(const CLI::App& command, SliceCommand which) {
  const CLI::Option* label = command.get_option("--label");
  bool clear = which == SliceCommand::kSet && command.get_option("--clear-labels")->count() > 0;
  try {
    if (clear && label->count() > 0)
      throw Error::usage(
          "--clear-labels and --label exclude each other (--label alone replaces "
          "the labels)");
    if (clear) return std::vector<Label>{};
    if (label->count() == 0) return std::nullopt;
    return parse_labels(label->results());
  } catch (const Error& e) {
    throw Error::usage(fmt::format("{}: {}", command_name(which), e.message()));
  }
}

GpuOptionList gpu_options_in_order(const CLI::App& command) {
  GpuOptionList options;
  std::map<const CLI::Option*, std::size_t> taken;  // results used so far, per option
  for (const CLI::Option* option : command.parse_order()) {
    auto spec = std::find_if(std::begin(kOptionSpecs), std::end(kOptionSpecs),
                             [&](const OptionSpec& s) { return option->get_name() == s.name; });
    if (spec == std::end(kOptionSpecs)) continue;
    // Each occurrence of an option of one value adds one result.
    std::size_t i = taken[option]++;
    if (i >= option->results().size())
      throw Error::runtime(
          fmt::format("internal error: {} has fewer values than uses", spec->name));
    options.push_back({spec->option, option->results()[i]});
  }
  return options;
}

std::optional<GpuOption> gpu_option_named(std::string_view word) {
  for (const OptionSpec& spec : kOptionSpecs) {
    // "-g,--gpu": either spelling
    std::string_view names = spec.names;
    while (!names.empty()) {
      std::size_t comma = names.find(',');
      if (names.substr(0, comma) == word) return spec.option;
      names.remove_prefix(comma == std::string_view::npos ? names.size() : comma + 1);
    }
  }
  return std::nullopt;
}

std::vector<GpuSettings> gpu_settings(SliceCommand which, const GpuOptionList& options,
                                      std::string_view context) {
  std::string_view command = context.empty() ? command_name(which) : context;
  std::vector<GpuSettings> gpus;
  try {
    for (const GpuOptionValue& given : options) {
      const OptionSpec& spec = spec_of(given.option);
      if (given.option == GpuOption::kGpu) {
        std::uint32_t device = parse_gpu_number(given.value);
        for (const GpuSettings& earlier : gpus) {
          if (earlier.device == device)
            throw Error::usage(fmt::format("GPU {} is given twice", device));
        }
        GpuSettings gpu{};  // nothing given yet
        gpu.device = device;
        gpus.push_back(gpu);
        continue;
      }
      if (gpus.empty())
        throw Error::usage(
            fmt::format("{} comes before any --gpu (each {} applies to the --gpu before it)",
                        spec.name, spec.name));
      GpuSettings& gpu = gpus.back();
      const std::string& text = given.value;
      switch (given.option) {
        case GpuOption::kMemory:
          set_once(gpu.memory_limit, spec, gpu.device, [&] { return parse_memory_size(text); });
          break;
        case GpuOption::kComputeLimit:
          set_once(gpu.compute_limit, spec, gpu.device,
                   [&] { return parse_percent(spec.name, text, kMinComputeLimit); });
          break;
        case GpuOption::kComputeRequest:
          set_once(gpu.compute_request, spec, gpu.device,
                   [&] { return parse_percent(spec.name, text, 0); });
          break;
        case GpuOption::kWeight:
          set_once(gpu.compute_weight, spec, gpu.device, [&] { return parse_weight(text); });
          break;
        case GpuOption::kPriority:
          set_once(gpu.compute_priority, spec, gpu.device, [&] { return parse_priority(text); });
          break;
        case GpuOption::kGpu:
          break;
      }
    }
    for (const GpuSettings& gpu : gpus) {
      if (which == SliceCommand::kSet) {
        if (!gpu.memory_limit && !gpu.compute_limit && !gpu.compute_request &&
            !gpu.compute_weight && !gpu.compute_priority)
          throw Error::usage(fmt::format(
              "--gpu {} sets nothing (give --memory or a compute option after it)", gpu.device));
        continue;
      }
      if (!gpu.memory_limit)
        throw Error::usage(
            fmt::format("give one --memory for each --gpu, after it (--gpu {} has "
                        "none)",
                        gpu.device));
      std::uint32_t limit = gpu.compute_limit.value_or(kDefaultComputeLimit);
      std::uint32_t request = gpu.compute_request.value_or(kDefaultComputeRequest);
      if (request > limit)
        throw Error::usage(
            fmt::format("GPU {}'s compute request ({}%) would exceed its compute limit ({}%)",
                        gpu.device, request, limit));
    }
  } catch (const Error& e) {
    throw Error::usage(fmt::format("{}: {}", command, e.message()));
  }
  return gpus;
}

std::string gpu_settings_text(std::uint64_t memory, std::uint32_t limit, std::uint32_t request,
                              std::uint32_t weight, std::uint32_t priority) {
  return fmt::format("memory {}, compute {}% (request {}%, weight {}, {})", out::human_size(memory),
                     limit, request, weight, priority_name(priority));
}

std::string priority_name(std::uint32_t priority) {
  switch (priority) {
    case static_cast<std::uint32_t>(Priority::kNormal):
      return "normal";
    case static_cast<std::uint32_t>(Priority::kHigh):
      return "high";
    default:
      return fmt::format("{}", priority);  // one this CLI does not know
  }
}

out::Record slice_record(const Slice& slice) {
  out::List gpus;
  for (const SliceGpu& gpu : slice.gpus) {
    out::Record record;
    record.add("index", "gpu", std::uint64_t{gpu.index})
        .add("device", "device", std::uint64_t{gpu.device})
        .add("memory_limit", "limit", out::Size{gpu.limit})
        .add("memory_used", "used", out::Size{gpu.used})
        .add("memory_peak", "peak", out::Size{gpu.peak})
        .add("memory_denials", "denials", gpu.denials)
        .add("compute_limit", "compute", out::Percent{gpu.compute_limit})
        .add("compute_request", "request", out::Percent{gpu.compute_request})
        .add("compute_weight", "weight", std::uint64_t{gpu.compute_weight})
        .add("compute_priority", "priority", priority_name(gpu.compute_priority))
        .add("compute_target_bp", "target", out::BasisPoints{gpu.compute_target})
        .add("compute_share_bp", "share", out::BasisPoints{gpu.compute_share})
        .add("compute_time_us", "gpu time", out::Duration{gpu.compute_time});
    gpus.add(out::Value{std::move(record)});
  }
  out::List processes;
  for (std::uint32_t pid : slice.processes) processes.add(out::Value{std::uint64_t{pid}});

  out::StringMap labels;
  for (const Label& label : slice.labels) labels.entries.emplace_back(label.key, label.value);

  out::Record record;
  record.add("name", "name", slice.name)
      .add("labels", "labels", std::move(labels), "none")
      .add("gpus", "gpus", std::move(gpus))
      .add("open_files", "open files", std::uint64_t{slice.open_files})
      .add("processes", "processes", std::move(processes), "none");
  if (slice.process_memory) {
    out::List memory;
    for (const ProcessMemory& process : *slice.process_memory) {
      out::List used;
      for (std::uint64_t bytes : process.used) {
        out::Value size;
        size.v = out::Size{bytes};
        used.add(std::move(size));
      }
      out::Record row;
      row.add("pid", "pid", std::uint64_t{process.pid})
          .add("memory_used", "memory", std::move(used));
      memory.add(out::Value{std::move(row)});
    }
    record.add("process_memory", "process memory", std::move(memory), "none");
  }
  return record;
}

}  // namespace gpuslice
