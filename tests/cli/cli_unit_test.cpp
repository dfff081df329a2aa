// SPDX-License-Identifier: GPL-2.0
//
// Host unit tests of the CLI's pure parts (ctl/): how --gpu pairs with the
// options after it (slice_args.cpp, on command lines parsed by CLI11), the
// compute settings' values, and the renderings of percentages, basis points
// and GPU time (output.cpp), whose nonzero values the VM tests cannot reach
// without a workload. Prints KTAP.

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "client.hpp"
#include "error.hpp"
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
