// SPDX-License-Identifier: GPL-2.0

#include "config.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <system_error>
#include <utility>

#include "error.hpp"
#include "gpuslice.h"
#include "slice_args.hpp"

extern "C" {
#include "slice_name.h"
}

namespace gpuslice {

namespace {

// The words of a line, up to a comment.
std::vector<std::string> config_words(std::string_view line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) i++;
    if (i == line.size() || line[i] == '#') break;
    std::size_t end = i;
    while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != '\r') end++;
    words.emplace_back(line.substr(i, end - i));
    i = end;
  }
  return words;
}

// One slice's line, its words given; errors without the "PATH:LINE: ".
SliceConfig config_slice(const std::vector<std::string>& words) {
  const std::string& name = words.front();
  if (!gs_slice_name_valid(name.c_str(), GPUSLICE_SLICE_NAME_MAX))
    throw Error::runtime(fmt::format(
        "invalid slice name '{}': 1-63 characters of [a-z0-9_.-], starting with [a-z0-9]",
        out::text_safe(name)));
  GpuOptionList options;
  std::vector<std::string> labels;
  for (std::size_t i = 1; i < words.size(); i++) {
    std::optional<GpuOption> option = gpu_option_named(words[i]);
    if (!option && words[i] != "--label")
      throw Error::runtime(
          fmt::format("slice {}: unknown option '{}'", name, out::text_safe(words[i])));
    if (i + 1 == words.size())
      throw Error::runtime(fmt::format("slice {}: {} needs a value", name, words[i]));
    // a label is the slice's, wherever it stands
    if (option)
      options.push_back({*option, words[++i]});
    else
      labels.push_back(words[++i]);
  }
  if (options.empty())
    throw Error::runtime(fmt::format("slice {}: no --gpu (give --gpu N --memory SIZE)", name));
  try {
    std::vector<GpuSettings> gpus = gpu_settings(SliceCommand::kCreate, options, "slice " + name);
    std::vector<Label> checked;
    try {
      checked = parse_labels(labels);
    } catch (const Error& e) {
      throw Error::usage(fmt::format("slice {}: {}", name, e.message()));
    }
    return SliceConfig{name, gpus, checked, {}};
  } catch (const Error& e) {
    throw Error::runtime(e.message());
  }
}

// Adds `slice` to `slices`, unless one of its name is there.
void config_add(std::vector<SliceConfig>& slices, SliceConfig slice) {
  auto twin = std::find_if(slices.begin(), slices.end(),
                           [&](const SliceConfig& s) { return s.name == slice.name; });
  if (twin != slices.end())
    throw Error::runtime(fmt::format("{}: slice {} is described twice (first at {})", slice.origin,
                                     slice.name, twin->origin));
  slices.push_back(std::move(slice));
}

}  // namespace

std::vector<SliceConfig> parse_config(std::string_view text, const std::string& path) {
  std::vector<SliceConfig> slices;
  std::size_t number = 0;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    number++;
    std::vector<std::string> words = config_words(line);
    if (words.empty()) continue;
    std::string origin = fmt::format("{}:{}", path, number);
    SliceConfig slice;
    try {
      slice = config_slice(words);
    } catch (const Error& e) {
      throw Error::runtime(fmt::format("{}: {}", origin, e.message()));
    }
    slice.origin = origin;
    config_add(slices, std::move(slice));
  }
  return slices;
}

std::vector<SliceConfig> read_config(const std::string& path) {
  std::vector<std::string> files;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    for (const auto& entry : std::filesystem::directory_iterator(path, ec)) {
      if (entry.path().extension() == ".conf" && !entry.is_directory(ec))
        files.push_back(entry.path().string());
    }
    if (ec) throw Error::system(fmt::format("cannot read {}", path), ec.value());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(path);
  }

  std::vector<SliceConfig> slices;
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) throw Error::system(fmt::format("cannot read {}", file), errno ? errno : ENOENT);
    std::ostringstream text;
    text << in.rdbuf();
    for (SliceConfig& slice : parse_config(text.str(), file)) config_add(slices, std::move(slice));
  }
  return slices;
}

}  // namespace gpuslice
