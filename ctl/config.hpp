// SPDX-License-Identifier: GPL-2.0
//
// The slices configuration file (gpuslice.conf(5)): a slice a line, its name
// and then the options `gpuslice create` takes for it.
//
//   # NAME  OPTIONS
//   web     --gpu 0 --memory 8GiB --compute-limit 40 --gpu 1 --memory 4GiB
//   batch   --gpu 0 --memory 2GiB --weight 50 --label team=ml
//
// Words are separated by blanks; `#` starts a comment that runs to the end
// of the line; blank lines are ignored. A directory is read as its files
// whose names end in ".conf", in name order.

#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "client.hpp"

namespace gpuslice {

// A slice as the file describes it: every GPU has a memory limit; the
// compute settings not given are the defaults; the labels are all it has.
struct SliceConfig {
  std::string name;
  std::vector<GpuSettings> gpus;
  std::vector<Label> labels;  // --label, in the order given
  std::string origin;         // "PATH:LINE", for messages
};

// The slices in `text`, read from `path` (for messages). A bad line is an
// Error (exit 1) saying "PATH:LINE: " and what is wrong: a bad name, a
// missing or unknown option, a bad value, the checks of `gpuslice create`;
// a slice described twice too.
std::vector<SliceConfig> parse_config(std::string_view text, const std::string& path);

// The slices of the file at `path`, or of the *.conf files of the directory
// at `path`, together; errors as parse_config(), and one for a path that
// cannot be read.
std::vector<SliceConfig> read_config(const std::string& path);

}  // namespace gpuslice
