// SPDX-License-Identifier: GPL-2.0
//
// What the slice commands share: parsing of memory sizes, GPU numbers and
// compute settings, pairing of --gpu with the options that apply to it, and
// a slice as an output record.

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client.hpp"
#include "output.hpp"

namespace CLI {
class App;
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

// A compute percentage (--compute-limit, --compute-request): a whole
// number, optionally followed by '%', from `min` to 100. Anything else is a
// usage error: "invalid <option> '<text>': <why>".
std::uint32_t parse_percent(std::string_view option, std::string_view text, std::uint32_t min);

// A compute weight (--weight): a whole number from 1 to 1000.
std::uint32_t parse_weight(std::string_view text);

// A compute priority (--priority): high or normal (case does not matter).
Priority parse_priority(std::string_view text);

// A slice's labels from "KEY=VALUE" texts, split at the first '=', as the
// core's rule takes them (core/slice_label.c, uapi/gpuslice.h "Labels"):
// else a usage error, "invalid --label '<text>': <why>" for the first it
// refuses (the first beyond the most for too many, the second for a key
// given twice).
std::vector<Label> parse_labels(const std::vector<std::string>& texts);

// "job_id=42" of each label, joined by `separator`; `empty` for none.
std::string labels_text(const std::vector<Label>& labels, std::string_view separator,
                        std::string_view empty);

// The per-GPU options of create and set. Each applies to the --gpu before
// it on the command line.
enum class GpuOption { kGpu, kMemory, kComputeLimit, kComputeRequest, kWeight, kPriority };

// One of them as given: which, and its value.
struct GpuOptionValue {
  GpuOption option;
  std::string value;
};

// The per-GPU options of a command line, in the order given.
using GpuOptionList = std::vector<GpuOptionValue>;

// Which command the options are for: create needs a --memory for every
// --gpu; set needs at least one setting for every --gpu.
enum class SliceCommand { kCreate, kSet };

// Adds --gpu (required by create), --memory and the compute options to
// `command`, each repeatable and taking one value, with help texts for
// `which`.
void add_gpu_options(CLI::App& command, SliceCommand which);
// Adds --label KEY=VALUE (repeatable) to `command`, and to set
// --clear-labels.
void add_label_options(CLI::App& command, SliceCommand which);
// The labels add_label_options() took, as `command` parsed them and
// parse_labels() reads them: std::nullopt when none was given and not
// --clear-labels (create makes the slice without; set leaves them), no
// labels for --clear-labels. Usage errors are parse_labels()'s, and
// --clear-labels with --label; messages start with the command's name.
std::optional<std::vector<Label>> labels_given(const CLI::App& command, SliceCommand which);
// The options add_gpu_options() added, as `command` parsed them, in
// command-line order (CLI::App::parse_order()).
GpuOptionList gpu_options_in_order(const CLI::App& command);
// Pairs each option with the --gpu before it. Usage errors: an option
// before any --gpu or given twice for one --gpu, a malformed or
// out-of-range value, a GPU given twice, in create a --gpu without --memory
// or a compute request above the compute limit the GPU would have (100 when
// not given), in set a --gpu without a setting. Messages start with
// `context`, else the command's name ("create: ...").
std::vector<GpuSettings> gpu_settings(SliceCommand which, const GpuOptionList& options,
                                      std::string_view context = {});
// The per-GPU option a command-line word names ("--gpu", "-g", "--weight"
// ...), or std::nullopt.
std::optional<GpuOption> gpu_option_named(std::string_view word);

// A GPUSLICE_PRIORITY_* as `show` prints it: "normal", "high", or the
// number of one this CLI does not know.
std::string priority_name(std::uint32_t priority);

// One GPU's settings as monitor and apply's plans print them: "memory 2.0
// GiB, compute 40% (request 0%, weight 100, normal)".
std::string gpu_settings_text(std::uint64_t memory, std::uint32_t limit, std::uint32_t request,
                              std::uint32_t weight, std::uint32_t priority);

// A slice as `show` prints it (docs/cli.md): name, labels, gpus (a table of
// index, device, memory counters, compute settings and measures),
// open_files, processes, and, when the reply carried it (a request for one
// slice), process_memory (a table of each process's memory per GPU).
out::Record slice_record(const Slice& slice);

}  // namespace gpuslice
