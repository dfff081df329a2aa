// SPDX-License-Identifier: GPL-2.0

#include "slice_args.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <limits>

#include "error.hpp"

namespace gpuslice {

namespace {

constexpr std::uint64_t kMiB = 1024 * 1024;
// Digits kept exact in 128 bits: 10^28 * 2^30 < 2^128.
constexpr std::size_t kMaxIntegerDigits = 20;
constexpr std::size_t kMaxFractionDigits = 8;

[[noreturn]] void bad_size(std::string_view text, std::string_view why) {
  throw Error::usage(fmt::format("invalid memory size '{}': {}", out::text_safe(text), why));
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string lower(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

}  // namespace

std::uint64_t parse_memory_size(std::string_view text) {
  constexpr std::string_view kExpected =
      "expected a number and a unit, e.g. 4GiB, 512MiB or 1536 (a number alone means MiB)";
  std::size_t pos = 0;
  if (text.empty()) bad_size(text, kExpected);
  if (text[0] == '-') bad_size(text, "a size cannot be negative");

  std::string_view integer;
  std::string_view fraction;
  while (pos < text.size() && is_digit(text[pos])) pos++;
  integer = text.substr(0, pos);
  if (pos < text.size() && text[pos] == '.') {
    std::size_t start = ++pos;
    while (pos < text.size() && is_digit(text[pos])) pos++;
    fraction = text.substr(start, pos - start);
    if (fraction.empty()) bad_size(text, kExpected);
  }
  if (integer.empty() && fraction.empty()) bad_size(text, kExpected);
  while (pos < text.size() && text[pos] == ' ') pos++;
  std::string unit_text(text.substr(pos));

  std::uint64_t unit;
  std::string unit_lower = lower(unit_text);
  if (unit_lower.empty() || unit_lower == "mib") {
    unit = kMiB;
  } else if (unit_lower == "b") {
    unit = 1;
  } else if (unit_lower == "kib") {
    unit = 1024;
  } else if (unit_lower == "gib") {
    unit = 1024 * kMiB;
  } else {
    bad_size(text, fmt::format("unknown unit '{}' (use B, KiB, MiB or GiB; a number alone "
                               "means MiB)",
                               out::text_safe(unit_text)));
  }

  while (!integer.empty() && integer.front() == '0') integer.remove_prefix(1);
  while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
  if (integer.size() > kMaxIntegerDigits) bad_size(text, "too large");
  if (fraction.size() > kMaxFractionDigits) bad_size(text, "too many decimal places");

  unsigned __int128 digits = 0;
  unsigned __int128 scale = 1;
  for (char c : integer) digits = digits * 10 + static_cast<unsigned>(c - '0');
  for (char c : fraction) {
    digits = digits * 10 + static_cast<unsigned>(c - '0');
    scale *= 10;
  }
  unsigned __int128 scaled = digits * unit;
  if (scaled % scale != 0) bad_size(text, "not a whole number of bytes");
  unsigned __int128 bytes = scaled / scale;
  if (bytes > std::numeric_limits<std::uint64_t>::max())
    bad_size(text, "too large (sizes must be below 16 EiB)");
  if (bytes == 0) bad_size(text, "a memory limit is at least 1 MiB");
  if (bytes % kMiB != 0) {
    bad_size(text, fmt::format("{} bytes is not a whole number of MiB (limits are whole MiB, at "
                               "least 1 MiB)",
                               static_cast<std::uint64_t>(bytes)));
  }
  return static_cast<std::uint64_t>(bytes);
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

void add_gpu_memory_options(CLI::App& command, GpuMemoryOptions& options,
                            std::string_view memory_help) {
  command
      .add_option("-g,--gpu", options.gpus,
                  "A real GPU's number N (/dev/nvidiaN); repeat for more GPUs")
      ->required()
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->type_name("N");
  command.add_option("-m,--memory", options.memory, std::string(memory_help))
      ->required()
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->type_name("SIZE");
}

std::vector<GpuLimit> gpu_limits(std::string_view command, const GpuMemoryOptions& options) {
  if (options.gpus.size() != options.memory.size())
    throw Error::usage(fmt::format(
        "{}: give one --memory for each --gpu, in the same order ({} --gpu, {} --memory)", command,
        options.gpus.size(), options.memory.size()));
  std::vector<GpuLimit> limits;
  for (std::size_t i = 0; i < options.gpus.size(); i++) {
    GpuLimit limit;
    try {
      limit = {parse_gpu_number(options.gpus[i]), parse_memory_size(options.memory[i])};
    } catch (const Error& e) {
      throw Error::usage(fmt::format("{}: {}", command, e.message()));
    }
    for (const GpuLimit& earlier : limits) {
      if (earlier.device == limit.device)
        throw Error::usage(fmt::format("{}: GPU {} is given twice", command, limit.device));
    }
    limits.push_back(limit);
  }
  return limits;
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
        .add("memory_denials", "denials", gpu.denials);
    gpus.add(out::Value{std::move(record)});
  }
  out::List processes;
  for (std::uint32_t pid : slice.processes) processes.add(out::Value{std::uint64_t{pid}});

  out::Record record;
  record.add("name", "name", slice.name)
      .add("gpus", "gpus", std::move(gpus))
      .add("open_files", "open files", std::uint64_t{slice.open_files})
      .add("processes", "processes", std::move(processes), "none");
  return record;
}

}  // namespace gpuslice
