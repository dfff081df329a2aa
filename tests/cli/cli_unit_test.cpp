// SPDX-License-Identifier: GPL-2.0
//
// Host unit tests of the CLI's pure parts (ctl/): how --gpu pairs with the
// options after it (slice_args.cpp, on command lines parsed by CLI11), the
// compute settings' values, and the renderings of percentages, basis points
// and GPU time (output.cpp), whose nonzero values the VM tests cannot reach
// without a workload; the configuration file's parser (config.cpp) and
// apply's plans (apply_plan.cpp) on every case, which apply_test then runs
// against the module. Prints KTAP.

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "../core/mem_size_cases.h"
#include "apply_plan.hpp"
#include "client.hpp"
#include "config.hpp"
#include "error.hpp"
#include "json_reader.hpp"
#include "output.hpp"
#include "slice_args.hpp"

using namespace gpuslice;

// --- a minimal KTAP harness ---

namespace {

struct Ctx {
  bool failed = false;
};

struct TestCase {
  const char* name;
  void (*fn)(Ctx&);
};

std::vector<TestCase>& registry() {
  static std::vector<TestCase> tests;
  return tests;
}

struct Register {
  Register(const char* name, void (*fn)(Ctx&)) { registry().push_back({name, fn}); }
};

#define TEST(name)                                     \
  static void test_##name(Ctx& ctx);                   \
  static Register register_##name(#name, test_##name); \
  static void test_##name([[maybe_unused]] Ctx& ctx)

#define CHECK_EQ(a, b)                                                                            \
  do {                                                                                            \
    auto va_ = (a);                                                                               \
    auto vb_ = (b);                                                                               \
    if (!(va_ == vb_)) {                                                                          \
      fmt::print("# {}:{}: CHECK_EQ({}, {}) failed: {} != {}\n", __FILE__, __LINE__, #a, #b, va_, \
                 vb_);                                                                            \
      ctx.failed = true;                                                                          \
    }                                                                                             \
  } while (0)

#define CHECK(cond)                                                         \
  do {                                                                      \
    if (!(cond)) {                                                          \
      fmt::print("# {}:{}: CHECK({}) failed\n", __FILE__, __LINE__, #cond); \
      ctx.failed = true;                                                    \
    }                                                                       \
  } while (0)

// The usage error `fn` throws, as "<message>"; "no error" when it throws
// none, "exit N: <message>" for an error of another exit code.
template <typename F>
std::string error_of(F fn) {
  try {
    fn();
  } catch (const Error& e) {
    if (e.exit_code() != kExitUsage) return fmt::format("exit {}: {}", e.exit_code(), e.message());
    return e.message();
  }
  return "no error";
}

// The per-GPU options of `args` (after "create NAME"), as create or set
// parses them.
GpuOptionList parsed(SliceCommand which, std::vector<std::string> args) {
  CLI::App app;
  std::string name;
  bool json = false;
  app.add_option("name", name)->required();
  app.add_flag("-j,--json", json);  // not a per-GPU option: left out
  add_gpu_options(app, which);
  args.insert(args.begin(), "a");
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them backwards
  app.parse(reversed);
  return gpu_options_in_order(app);
}

std::vector<GpuSettings> settings(SliceCommand which, std::vector<std::string> args) {
  return gpu_settings(which, parsed(which, std::move(args)));
}

std::string settings_error(SliceCommand which, std::vector<std::string> args) {
  return error_of([&] { settings(which, std::move(args)); });
}

constexpr SliceCommand kCreate = SliceCommand::kCreate;
constexpr SliceCommand kSet = SliceCommand::kSet;

// What the label options of `args` (after "set NAME") come to: "keep",
// "KEY=VALUE ..." ("none" for no labels), or the usage error.
std::string labels_of(SliceCommand which, std::vector<std::string> args) {
  return [&]() -> std::string {
    try {
      CLI::App app;
      std::string name;
      app.add_option("name", name)->required();
      add_gpu_options(app, which);
      add_label_options(app, which);
      args.insert(args.begin(), "a");
      std::vector<std::string> reversed(args.rbegin(), args.rend());
      app.parse(reversed);
      std::optional<std::vector<Label>> labels = labels_given(app, which);
      if (!labels) return "keep";
      return labels_text(*labels, " ", "none");
    } catch (const Error& e) {
      return fmt::format("exit {}: {}", e.exit_code(), e.message());
    }
  }();
}

}  // namespace

TEST(human_duration) {
  CHECK_EQ(out::human_duration(0), "0 s");
  CHECK_EQ(out::human_duration(1), "0.0 s");
  CHECK_EQ(out::human_duration(50'000), "0.1 s");
  CHECK_EQ(out::human_duration(12'345'678), "12.3 s");
  CHECK_EQ(out::human_duration(59'940'000), "59.9 s");
  CHECK_EQ(out::human_duration(59'960'000), "1.0 min");  // 60.0 s moves up a unit
  CHECK_EQ(out::human_duration(270'000'000), "4.5 min");
  CHECK_EQ(out::human_duration(3'597'000'000), "1.0 h");
  CHECK_EQ(out::human_duration(7'560'000'000), "2.1 h");
  CHECK_EQ(out::human_duration(UINT64_MAX), "5124095576.0 h");
}

TEST(human_basis_points) {
  CHECK_EQ(out::human_basis_points(2987), "29.87%");
  CHECK_EQ(out::human_basis_points(2987, 1), "29.9%");
  CHECK_EQ(out::human_basis_points(2987, 0), "30%");
  CHECK_EQ(out::human_basis_points(0), "0.00%");
  CHECK_EQ(out::human_basis_points(0, 1), "0.0%");
  CHECK_EQ(out::human_basis_points(5), "0.05%");
  CHECK_EQ(out::human_basis_points(5, 1), "0.1%");
  CHECK_EQ(out::human_basis_points(10000), "100.00%");
  CHECK_EQ(out::human_basis_points(9999, 1), "100.0%");
  CHECK_EQ(out::human_basis_points(UINT32_MAX, 2), "42949672.95%");
}

TEST(compute_values_render) {
  out::Record record;
  record.add("compute_limit", "compute", out::Percent{30})
      .add("compute_share_bp", "share", out::BasisPoints{2987})
      .add("compute_time_us", "gpu time", out::Duration{12'345'678});
  CHECK_EQ(out::render_text(record),
           "compute   30%\n"
           "share     29.87%\n"
           "gpu time  12.3 s\n");
  CHECK_EQ(out::render_json(record),
           "{\"compute_limit\":30,\"compute_share_bp\":2987,\"compute_time_us\":12345678}\n");
}

TEST(compute_values_parse) {
  CHECK_EQ(parse_percent("--compute-limit", "40", 1), 40u);
  CHECK_EQ(parse_percent("--compute-limit", "40%", 1), 40u);
  CHECK_EQ(parse_percent("--compute-limit", "007", 1), 7u);
  CHECK_EQ(parse_percent("--compute-request", "0%", 0), 0u);
  CHECK_EQ(parse_percent("--compute-request", "100", 0), 100u);
  CHECK_EQ(error_of([] { parse_percent("--compute-limit", "0", 1); }),
           "invalid --compute-limit '0': out of range (1 to 100 percent)");
  CHECK_EQ(error_of([] { parse_percent("--compute-limit", "40%%", 1); }),
           "invalid --compute-limit '40%%': expected a whole number of percent, e.g. 40 or 40%");
  CHECK_EQ(error_of([] { parse_percent("--compute-limit", "40 %", 1); }),
           "invalid --compute-limit '40 %': expected a whole number of percent, e.g. 40 or 40%");
  CHECK_EQ(error_of([] { parse_percent("--compute-limit", "+40", 1); }),
           "invalid --compute-limit '+40': expected a whole number of percent, e.g. 40 or 40%");
  CHECK_EQ(error_of([] { parse_percent("--compute-request", "4294967396", 0); }),
           "invalid --compute-request '4294967396': out of range (0 to 100 percent)");
  CHECK_EQ(error_of([] { parse_percent("--compute-request", "\x1b[2J", 0); }),
           "invalid --compute-request '\\x1b[2J': expected a whole number of percent, e.g. 40 or "
           "40%");
  CHECK_EQ(parse_weight("1"), 1u);
  CHECK_EQ(parse_weight("1000"), 1000u);
  CHECK_EQ(error_of([] { parse_weight("1000.0"); }),
           "invalid --weight '1000.0': expected a whole number from 1 to 1000");
  CHECK_EQ(error_of([] { parse_weight("0"); }), "invalid --weight '0': out of range (1 to 1000)");
  CHECK(parse_priority("high") == Priority::kHigh);
  CHECK(parse_priority("Normal") == Priority::kNormal);
  CHECK_EQ(error_of([] { parse_priority("low"); }),
           "invalid --priority 'low': expected high or normal");
}

// --memory reads sizes by the core's grammar, the table core_mem_size_test
// reads too (tests/core/mem_size_cases.h): the CLI adds only its message.
TEST(memory_sizes_are_the_cores) {
  for (const auto& good : mem_size_good) {
    std::uint64_t bytes = 0;
    CHECK_EQ(error_of([&] { bytes = parse_memory_size(good.text); }), "no error");
    CHECK_EQ(bytes, good.bytes);
  }
  for (const auto& bad : mem_size_bad) {
    std::string text = bad.text;
    std::string error = error_of([&] { parse_memory_size(text); });
    std::string prefix = fmt::format("invalid memory size '{}': ", out::text_safe(text));
    CHECK_EQ(error.substr(0, prefix.size()), prefix);
    CHECK(error.find(bad.why, prefix.size()) != std::string::npos);
  }
  CHECK_EQ(error_of([] { parse_memory_size("4GB"); }),
           "invalid memory size '4GB': unknown unit 'GB' (use B, KiB, MiB or GiB; a number alone "
           "means MiB)");
}

// Each option goes to the --gpu before it, however it is spelled.
TEST(options_pair_with_the_gpu_before) {
  std::vector<GpuSettings> gpus = settings(
      kCreate, {"--gpu", "2", "--memory", "4GiB", "--compute-limit", "30", "--compute-request=20%",
                "-g0", "--weight", "7", "-m", "1", "--priority", "high", "--json"});
  if (gpus.size() != 2) {
    CHECK_EQ(gpus.size(), 2u);
    return;
  }
  CHECK_EQ(gpus[0].device, 2u);
  CHECK_EQ(gpus[0].memory_limit.value_or(0), std::uint64_t{4} << 30);
  CHECK_EQ(gpus[0].compute_limit.value_or(0), 30u);
  CHECK_EQ(gpus[0].compute_request.value_or(99), 20u);
  CHECK(!gpus[0].compute_weight && !gpus[0].compute_priority);
  CHECK_EQ(gpus[1].device, 0u);
  CHECK_EQ(gpus[1].memory_limit.value_or(0), std::uint64_t{1} << 20);
  CHECK_EQ(gpus[1].compute_weight.value_or(0), 7u);
  CHECK(gpus[1].compute_priority == std::optional<Priority>(Priority::kHigh));
  CHECK(!gpus[1].compute_limit && !gpus[1].compute_request);

  // set: only what is given
  gpus = settings(kSet, {"--gpu", "1", "--weight", "5"});
  CHECK_EQ(gpus.size(), 1u);
  CHECK(!gpus[0].memory_limit && !gpus[0].compute_limit && !gpus[0].compute_request &&
        !gpus[0].compute_priority);
  CHECK_EQ(gpus[0].compute_weight.value_or(0), 5u);
}

TEST(pairing_errors) {
  CHECK_EQ(settings_error(kCreate, {"--memory", "1", "--gpu", "0"}),
           "create: --memory comes before any --gpu (each --memory applies to the --gpu before "
           "it)");
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "--gpu", "1", "--memory", "1"}),
           "create: give one --memory for each --gpu, after it (--gpu 0 has none)");
  // the grouped form is not paired by index
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "--gpu", "1", "--memory", "1", "--memory", "2"}),
           "create: --memory is given twice for --gpu 1 (each --memory applies to the --gpu "
           "before it)");
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "-m", "1", "--gpu", "1", "-m", "1", "-m", "2"}),
           "create: --memory is given twice for --gpu 1 (each --memory applies to the --gpu "
           "before it)");
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "-m", "1", "--gpu", "0", "-m", "1"}),
           "create: GPU 0 is given twice");
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "-m", "1", "--compute-limit", "40",
                                    "--compute-request", "41"}),
           "create: GPU 0's compute request (41%) would exceed its compute limit (40%)");
  CHECK_EQ(settings_error(kCreate, {"--gpu", "0", "-m", "1", "--compute-request", "100"}),
           "no error");
  CHECK_EQ(settings_error(kSet, {"--gpu", "0", "--weight", "1", "--gpu", "1"}),
           "set: --gpu 1 sets nothing (give --memory or a compute option after it)");
  CHECK_EQ(settings_error(kSet, {"--gpu", "0", "--priority", "high", "--priority", "high"}),
           "set: --priority is given twice for --gpu 0 (each --priority applies to the --gpu "
           "before it)");
  // in set, a request above the limit is checked against the slice's
  // settings (Client::set_slice), not here
  CHECK_EQ(settings_error(kSet, {"--gpu", "0", "--compute-limit", "40", "--compute-request", "41"}),
           "no error");
  // the first error on the command line is the one reported
  CHECK_EQ(settings_error(kSet, {"--gpu", "x", "--weight", "0"}),
           "set: invalid GPU number 'x': expected the number N of the host's /dev/nvidiaN");
  CHECK_EQ(settings_error(kSet, {"--gpu", "0", "--weight", "0", "--weight", "1"}),
           "set: invalid --weight '0': out of range (1 to 1000)");
}

TEST(labels_parse) {
  std::vector<Label> labels = parse_labels({"job_id=42", "user=a=b", "empty="});
  CHECK_EQ(labels.size(), 3u);
  if (labels.size() == 3) {
    CHECK_EQ(labels[0].key, "job_id");
    CHECK_EQ(labels[0].value, "42");
    CHECK_EQ(labels[1].key, "user");  // split at the first '='
    CHECK_EQ(labels[1].value, "a=b");
    CHECK_EQ(labels[2].value, "");
  }
  CHECK_EQ(parse_labels({}).size(), 0u);
  // the core's words, for the label at fault
  CHECK_EQ(error_of([] {
             parse_labels({"ok=1", "job_id"});
           }),
           "invalid --label 'job_id': a label is KEY=VALUE");
  CHECK_EQ(error_of([] { parse_labels({"Job-Id=1"}); }),
           "invalid --label 'Job-Id=1': label keys are 1-32 characters of [a-zA-Z0-9_], not "
           "starting with a digit");
  CHECK_EQ(error_of([] { parse_labels({"gpu=1"}); }),
           "invalid --label 'gpu=1': slice, gpu, device, version, job and instance are not label "
           "keys (gpuslice's metrics and Prometheus use them)");
  CHECK_EQ(error_of([] { parse_labels({"__x=1"}); }),
           "invalid --label '__x=1': label keys starting with __ are reserved to Prometheus");
  CHECK_EQ(error_of([] { parse_labels({"k=\x1b[2J"}); }),
           "invalid --label 'k=\\x1b[2J': label values are UTF-8 without control characters, "
           "quotes or backslashes");
  CHECK_EQ(error_of([] { parse_labels({"k=" + std::string(129, 'v')}); }),
           fmt::format("invalid --label 'k={}': label values are at most 128 bytes",
                       std::string(129, 'v')));
  CHECK_EQ(error_of([] {
             parse_labels({"a=1", "b=2", "a=3"});
           }),
           "invalid --label 'a=3': a label key is given twice");
  CHECK_EQ(error_of([] {
             parse_labels({"a=1", "b=1", "c=1", "d=1", "e=1", "f=1", "g=1", "h=1", "i=1"});
           }),
           "invalid --label 'i=1': a slice has at most 8 labels");
}

TEST(label_options) {
  CHECK_EQ(labels_of(kCreate, {"--gpu", "0", "--label", "job_id=42", "--label=user=alice"}),
           "job_id=42 user=alice");
  CHECK_EQ(labels_of(kCreate, {"--gpu", "0"}), "keep");
  // --label takes one word: a second is no label
  CHECK_EQ(labels_of(kCreate, {"--label", "a=1", "--gpu", "0", "--label", "b=2"}), "a=1 b=2");
  CHECK_EQ(labels_of(kSet, {"--label", "job_id=43"}), "job_id=43");
  CHECK_EQ(labels_of(kSet, {"--clear-labels"}), "none");
  CHECK_EQ(labels_of(kSet, {"--gpu", "0", "--weight", "5"}), "keep");
  CHECK_EQ(labels_of(kSet, {"--clear-labels", "--label", "a=1"}),
           "exit 2: set: --clear-labels and --label exclude each other (--label alone replaces "
           "the labels)");
  CHECK_EQ(labels_of(kCreate, {"--gpu", "0", "--label", "slice=x"}),
           "exit 2: create: invalid --label 'slice=x': slice, gpu, device, version, job and "
           "instance are not label keys (gpuslice's metrics and Prometheus use them)");
}

TEST(labels_render) {
  Slice slice{};
  slice.name = "slurm-42";
  slice.labels = {{"job_id", "42"}, {"user", "alice"}};
  out::Record record = slice_record(slice);
  std::string json = out::render_json(record);
  CHECK_EQ(json.substr(0, json.find(",\"gpus\"")),
           "{\"name\":\"slurm-42\",\"labels\":{\"job_id\":\"42\",\"user\":\"alice\"}");
  std::string text = out::render_text(record);
  CHECK_EQ(text.substr(0, text.find("gpus")),
           "name        slurm-42\n"
           "labels      job_id=42, user=alice\n");
  slice.labels.clear();
  json = out::render_json(slice_record(slice));
  CHECK(json.find("\"labels\":{}") != std::string::npos);
  text = out::render_text(slice_record(slice));
  CHECK(text.find("labels      none\n") != std::string::npos);
}

// What parse_config() says of `text`: "ok" and the slices, or the error.
std::string config_says(const std::string& text) {
  try {
    std::string said = "ok";
    for (const SliceConfig& s : parse_config(text, "f.conf")) {
      said += fmt::format(" {}@{}", s.name, s.origin);
      for (const GpuSettings& g : s.gpus)
        said += fmt::format(" {}:{}:{}:{}", g.device, g.memory_limit.value_or(0),
                            g.compute_limit.value_or(0), g.compute_weight.value_or(0));
      if (!s.labels.empty()) said += " [" + labels_text(s.labels, " ", "") + "]";
    }
    return said;
  } catch (const Error& e) {
    return e.message();
  }
}

TEST(config_lines) {
  CHECK_EQ(config_says("# comment only\n\n   \t\n"), "ok");
  CHECK_EQ(config_says("web --gpu 0 --memory 1GiB --compute-limit 40  # a comment\n"
                       "\tbatch -g 1 -m 512 --weight 50\n"),
           "ok web@f.conf:1 0:1073741824:40:0 batch@f.conf:2 1:536870912:0:50");
  // the last line needs no newline; CRLF files read the same
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB\r\nb --gpu 0 --memory 2GiB"),
           "ok a@f.conf:1 0:1073741824:0:0 b@f.conf:2 0:2147483648:0:0");
  // labels are the slice's, wherever they stand on the line
  CHECK_EQ(config_says("a --label team=ml --gpu 0 --memory 1GiB --label tier=1 --gpu 1 -m 1\n"),
           "ok a@f.conf:1 0:1073741824:0:0 1:1048576:0:0 [team=ml tier=1]");
}

TEST(config_errors_name_their_line) {
  CHECK_EQ(config_says("ok --gpu 0 --memory 1GiB\n\nBad --gpu 0 --memory 1GiB\n"),
           "f.conf:3: invalid slice name 'Bad': 1-63 characters of [a-z0-9_.-], starting with "
           "[a-z0-9]");
  CHECK_EQ(config_says("a\n"), "f.conf:1: slice a: no --gpu (give --gpu N --memory SIZE)");
  CHECK_EQ(config_says("a --gpu 0\n"),
           "f.conf:1: slice a: give one --memory for each --gpu, after it (--gpu 0 has none)");
  CHECK_EQ(config_says("a --gpu 0 --memory\n"), "f.conf:1: slice a: --memory needs a value");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB --json\n"),
           "f.conf:1: slice a: unknown option '--json'");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB 7\n"), "f.conf:1: slice a: unknown option '7'");
  CHECK_EQ(config_says("a --gpu 0 --memory 1.5MiB\n"),
           "f.conf:1: slice a: invalid memory size '1.5MiB': 1572864 bytes is not a whole number "
           "of MiB (limits are whole MiB, at least 1 MiB)");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB --compute-request 50 --compute-limit 40\n"),
           "f.conf:1: slice a: GPU 0's compute request (50%) would exceed its compute limit (40%)");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB\nb --gpu 0 --memory 1GiB\na --gpu 1 --memory 1\n"),
           "f.conf:3: slice a is described twice (first at f.conf:1)");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB --label\n"),
           "f.conf:1: slice a: --label needs a value");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB --label team=ml --label team=cv\n"),
           "f.conf:1: slice a: invalid --label 'team=cv': a label key is given twice");
  CHECK_EQ(config_says("a --gpu 0 --memory 1GiB --label job=1\n"),
           "f.conf:1: slice a: invalid --label 'job=1': slice, gpu, device, version, job and "
           "instance are not label keys (gpuslice's metrics and Prometheus use them)");
}

// A slice as the kernel reports it: on `devices`, each GPU with `memory`
// bytes, compute limit `limit` and request `request`, `files` open.
Slice kernel_slice(const std::string& name, std::vector<std::uint32_t> devices,
                   std::uint64_t memory, std::uint32_t limit = 100, std::uint32_t request = 0,
                   std::uint32_t files = 0) {
  Slice s{};
  s.name = name;
  s.open_files = files;
  for (std::uint32_t i = 0; i < devices.size(); i++) {
    SliceGpu g{};
    g.index = i;
    g.device = devices[i];
    g.limit = memory;
    g.compute_limit = limit;
    g.compute_request = request;
    g.compute_weight = 100;
    s.gpus.push_back(g);
  }
  return s;
}

// The plan's lines, or its refusals, one string.
std::string plan_says(const std::vector<Slice>& now, const std::string& file, bool prune = false,
                      bool force = false) {
  ApplyPlan plan = plan_apply(now, parse_config(file, "f.conf"), 2, {prune, force});
  std::string said;
  for (const std::string& r : plan.refusals) said += "refused: " + r + "\n";
  if (!said.empty()) return said;
  for (const ApplyAction& a : plan.actions) said += a.text + "\n";
  return said.empty() ? "nothing\n" : said;
}

TEST(plan_converges) {
  constexpr std::uint64_t GiB = 1ULL << 30;
  // as described: nothing, whatever the order of the slices
  CHECK_EQ(plan_says({kernel_slice("b", {0}, GiB), kernel_slice("a", {0}, 2 * GiB, 40)},
                     "a --gpu 0 --memory 2GiB --compute-limit 40\nb --gpu 0 --memory 1GiB\n"),
           "nothing\n");
  CHECK_EQ(plan_says({}, "a --gpu 0 --memory 2GiB --compute-limit 40 --priority high\n"),
           "create a: gpu 0: memory 2.0 GiB, compute 40% (request 0%, weight 100, high)\n");
  // what the file leaves out is the default
  CHECK_EQ(plan_says({kernel_slice("a", {0}, GiB, 40, 10)}, "a --gpu 0 --memory 2GiB\n"),
           "set a: gpu 0: memory 1.0 GiB -> 2.0 GiB, compute 40% -> 100%, request 10% -> 0%\n");
  // slices not described stay, unless pruned
  CHECK_EQ(plan_says({kernel_slice("old", {0}, GiB)}, ""), "nothing\n");
  CHECK_EQ(plan_says({kernel_slice("old", {0}, GiB)}, "", true), "delete old\n");
  // other GPUs: deleted and created again, after the changes
  CHECK_EQ(plan_says({kernel_slice("a", {0}, GiB), kernel_slice("b", {0}, GiB)},
                     "a --gpu 1 --memory 1GiB --gpu 0 --memory 1GiB\nb --gpu 0 --memory 2GiB\n"),
           "set b: gpu 0: memory 1.0 GiB -> 2.0 GiB\n"
           "recreate a (GPUs 0 -> 1,0): gpu 1: memory 1.0 GiB, compute 100% (request 0%, weight "
           "100, normal); gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n");
}

// A difference in labels is a change to apply; their order is none.
TEST(plan_sets_labels) {
  constexpr std::uint64_t GiB = 1ULL << 30;
  Slice labelled = kernel_slice("a", {0}, GiB);
  labelled.labels = {{"tier", "1"}, {"team", "ml"}};
  CHECK_EQ(plan_says({labelled}, "a --gpu 0 --memory 1GiB --label team=ml --label tier=1\n"),
           "nothing\n");
  CHECK_EQ(plan_says({labelled}, "a --gpu 0 --memory 1GiB --label team=cv --label tier=1\n"),
           "set a: labels tier=1, team=ml -> team=cv, tier=1\n");
  // none described: none kept
  CHECK_EQ(plan_says({labelled}, "a --gpu 0 --memory 2GiB\n"),
           "set a: gpu 0: memory 1.0 GiB -> 2.0 GiB; labels tier=1, team=ml -> none\n");
  CHECK_EQ(plan_says({kernel_slice("a", {0}, GiB)}, "a --gpu 0 --memory 1GiB --label team=ml\n"),
           "set a: labels none -> team=ml\n");
  CHECK_EQ(plan_says({}, "a --gpu 0 --memory 1GiB --label team=ml\n"),
           "create a: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal); "
           "labels team=ml\n");

  // what the actions carry: the labels to set, and those to make again
  ApplyPlan plan = plan_apply({labelled}, parse_config("a --gpu 0 -m 2GiB\n", "f"), 1, {});
  CHECK_EQ(plan.actions.size(), 1u);
  if (plan.actions.size() == 1) {
    CHECK(plan.actions[0].labels == std::optional<std::vector<Label>>(std::vector<Label>{}));
    CHECK_EQ(plan.actions[0].gpus.size(), 1u);
  }
  plan = plan_apply({labelled}, parse_config("a --gpu 0 -m 1GiB --label team=ml\n", "f"), 1, {});
  CHECK_EQ(plan.actions.size(), 1u);
  if (plan.actions.size() == 1) CHECK_EQ(plan.actions[0].gpus.size(), 0u);
  plan = plan_apply({labelled}, parse_config("a --gpu 1 -m 1GiB --label x=y\n", "f"), 2, {});
  CHECK_EQ(plan.actions.size(), 1u);
  if (plan.actions.size() == 1) {
    CHECK(plan.actions[0].kind == ApplyAction::Kind::kRecreate);
    CHECK(plan.actions[0].labels == std::optional(std::vector<Label>{Label{"x", "y"}}));
    CHECK(plan.actions[0].before_labels == labelled.labels);
  }
}

TEST(plan_refuses_gpus_the_driver_lacks) {
  constexpr std::uint64_t GiB = 1ULL << 30;
  CHECK_EQ(plan_says({kernel_slice("a", {0}, GiB)},
                     "a --gpu 2 --memory 1GiB\nb --gpu 0 --memory 1GiB --gpu 3 --memory 1GiB\n"),
           "refused: f.conf:1: slice a: no GPU 2 (the NVIDIA driver exposes 2)\n"
           "refused: f.conf:2: slice b: no GPU 3 (the NVIDIA driver exposes 2)\n");
}

TEST(plan_orders_deletions_lowered_requests_first) {
  constexpr std::uint64_t GiB = 1ULL << 30;
  // b's request rises to 70 only once a's has come down to 20, and c,
  // pruned, goes first
  CHECK_EQ(plan_says({kernel_slice("b", {0}, GiB, 100, 30), kernel_slice("a", {0}, GiB, 100, 60),
                      kernel_slice("c", {0}, GiB)},
                     "b --gpu 0 --memory 1GiB --compute-request 70\n"
                     "a --gpu 0 --memory 1GiB --compute-request 20\n"
                     "d --gpu 0 --memory 1GiB\n",
                     true),
           "delete c\n"
           "set a: gpu 0: request 60% -> 20%\n"
           "set b: gpu 0: request 30% -> 70%\n"
           "create d: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n");
}

TEST(plan_refuses_slices_in_use_unless_forced) {
  constexpr std::uint64_t GiB = 1ULL << 30;
  std::vector<Slice> now = {kernel_slice("a", {0}, GiB, 100, 0, 3),
                            kernel_slice("b", {0}, GiB, 100, 0, 1)};
  std::string file = "b --gpu 1 --memory 1GiB\nc --gpu 0 --memory 1GiB\n";
  CHECK_EQ(plan_says(now, file, true),
           "refused: slice a is in use (3 open files): not deleted; --force revokes its files\n"
           "refused: slice b is in use (1 open file): not recreated on GPUs 1; --force revokes "
           "its files\n");
  CHECK_EQ(plan_says(now, file, true, true),
           "delete a (forced: 3 open files revoked)\n"
           "recreate b (GPUs 0 -> 1): gpu 1: memory 1.0 GiB, compute 100% (request 0%, weight "
           "100, normal) (forced: 1 open file revoked)\n"
           "create c: gpu 0: memory 1.0 GiB, compute 100% (request 0%, weight 100, normal)\n");
  // a change that keeps the slice needs nobody's files
  CHECK_EQ(plan_says(now, "a --gpu 0 --memory 2GiB\nb --gpu 0 --memory 1GiB\n"),
           "set a: gpu 0: memory 1.0 GiB -> 2.0 GiB\n");
}

// --- the JSON reader (OCI container state and bundle config, for CDI) ---

// The error parse() throws for `text`, or "no error".
std::string json_error(std::string_view text) {
  try {
    json::parse(text, "state");
  } catch (const Error& e) {
    return e.message();
  }
  return "no error";
}

TEST(json_reads_an_oci_state) {
  json::Value v = json::parse(
      " {\"ociVersion\": \"1.0.2\", \"pid\": 4242, \"root\": {\"path\": \"/b/rootfs\"},\n"
      "  \"annotations\": {}, \"mounts\": [1, -2.5e+3, true, null, \"x\"]} ",
      "state");
  CHECK(v.kind == json::Value::Kind::kObject);
  CHECK_EQ(*v.get("ociVersion")->string(), std::string("1.0.2"));
  CHECK_EQ(v.get("pid")->text, std::string("4242"));
  CHECK(v.get("pid")->string() == nullptr);
  CHECK_EQ(*v.get("root")->get("path")->string(), std::string("/b/rootfs"));
  CHECK(v.get("annotations")->members.empty());
  CHECK(v.get("absent") == nullptr);
  CHECK(v.get("pid")->get("x") == nullptr);
  const auto& items = v.get("mounts")->items;
  CHECK_EQ(items.size(), std::size_t{5});
  CHECK_EQ(items[1].text, std::string("-2.5e+3"));
  CHECK(items[2].kind == json::Value::Kind::kBool);
  CHECK(items[3].kind == json::Value::Kind::kNull);
}

TEST(json_string_escapes) {
  json::Value v = json::parse(R"("a\"b\\c\/d\n\t\u00e9\ud83d\ude00")", "s");
  CHECK_EQ(v.text, std::string("a\"b\\c/d\n\t\xc3\xa9\xf0\x9f\x98\x80"));
}

TEST(json_errors_say_what_and_where) {
  CHECK_EQ(json_error(""), "state: not JSON: expected a value at byte 0");
  CHECK_EQ(json_error("{\"a\": 1,}"), "state: not JSON: expected '\"' at byte 8");
  CHECK_EQ(json_error("[1 2]"), "state: not JSON: expected ']' at byte 3");
  CHECK_EQ(json_error("{} x"), "state: not JSON: text after the value at byte 3");
  CHECK_EQ(json_error("\"abc"), "state: not JSON: unterminated string at byte 4");
  CHECK_EQ(json_error("\"a\nb\""), "state: not JSON: control character in a string at byte 2");
  CHECK_EQ(json_error(R"("\ud83d")"), "state: not JSON: lone surrogate at byte 7");
  CHECK_EQ(json_error(R"("\q")"), "state: not JSON: bad escape at byte 2");
  CHECK_EQ(json_error("01"), "state: not JSON: text after the value at byte 1");
  CHECK_EQ(json_error("1."), "state: not JSON: bad number at byte 2");
  CHECK_EQ(json_error("tru"), "state: not JSON: expected a value at byte 0");
  std::string deep(65, '['), deeper(66, '[');
  CHECK_EQ(json_error(deep + std::string(65, ']')), "no error");
  CHECK_EQ(json_error(deeper + std::string(66, ']')),
           "state: not JSON: nested too deep at byte 65");
}

int main() {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  auto& tests = registry();
  fmt::print("TAP version 13\n1..{}\n", tests.size());
  unsigned pass = 0, fail = 0, n = 0;
  for (const TestCase& t : tests) {
    Ctx ctx;
    try {
      t.fn(ctx);
    } catch (const std::exception& e) {
      fmt::print("# unexpected exception: {}\n", e.what());
      ctx.failed = true;
    }
    n++;
    fmt::print("{} {} {}\n", ctx.failed ? "not ok" : "ok", n, t.name);
    (ctx.failed ? fail : pass)++;
  }
  fmt::print("# Totals: pass:{} fail:{} xfail:0 xpass:0 skip:0 error:0\n", pass, fail);
  return fail ? 1 : 0;
}
