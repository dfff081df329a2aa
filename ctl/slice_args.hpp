// SPDX-License-Identifier: GPL-2.0
//
// What the slice commands share: parsing of memory sizes and GPU numbers,
// pairing of --gpu with --memory, and a slice as an output record.

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "client.hpp"
#include "output.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace gpuslice {

// A memory size: a non-negative decimal number (digits, optionally with a
// fraction) and an optional unit, B, KiB, MiB or GiB (case does not matter;
// a space may come between); a number alone means MiB. The result must be a
// whole number of MiB, at least 1 MiB. Returns bytes; anything else is a
// usage error: "invalid memory size '<text>': <why>".
std::uint64_t parse_memory_size(std::string_view text);

// A real GPU's number, as in /dev/nvidia<N>: decimal digits only. Anything
// else is a usage error.
std::uint32_t parse_gpu_number(std::string_view text);

// --gpu and --memory as given on a command line: one --memory per --gpu,
// paired in order.
struct GpuMemoryOptions {
  std::vector<std::string> gpus;
  std::vector<std::string> memory;
};
// Adds --gpu and --memory to `command` (both required, repeatable).
void add_gpu_memory_options(CLI::App& command, GpuMemoryOptions& options,
                            std::string_view memory_help);
// Pairs them: usage errors when the counts differ, a value is malformed, or
// a GPU is given twice.
std::vector<GpuLimit> gpu_limits(std::string_view command, const GpuMemoryOptions& options);

// A slice as `show` prints it (docs/cli.md): name, gpus (a table of
// index, device and memory counters), open_files, processes.
out::Record slice_record(const Slice& slice);

}  // namespace gpuslice
