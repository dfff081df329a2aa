// SPDX-License-Identifier: GPL-2.0
//
// Model file parsing: strict, since a silently dropped line would turn a
// modelled ioctl into an unmodelled one and hide its disagreements.

#include "model.hpp"

#include <fmt/core.h>

#include <charconv>

#include "error.hpp"

namespace gpuslice::replay {

namespace {

[[noreturn]] void fail(const std::string& name, unsigned long line, std::string_view what) {
  throw Error::runtime(fmt::format("{}:{}: {}", name, line, what));
}

bool parse_u32(std::string_view text, int base, std::uint32_t& out) {
  if (base == 16 && text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    text.remove_prefix(2);
  else if (base == 0) {
    base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
      base = 16;
      text.remove_prefix(2);
    }
  }
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out, base);
  return !text.empty() && ec == std::errc() && p == text.data() + text.size();
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  for (;;) {
    std::size_t at = s.find(sep);
    out.push_back(s.substr(0, at));
    if (at == std::string_view::npos) return out;
    s.remove_prefix(at + 1);
  }
}

}  // namespace

Model parse_model(std::string_view text, const std::string& name) {
  Model model;
  model.present = true;
  unsigned long lineno = 0;
  while (!text.empty()) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    lineno++;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
      line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    if (line.empty() || line.front() == '#') continue;

    std::vector<std::string_view> w;
    for (std::string_view part : split(line, ' '))
      if (!part.empty()) w.push_back(part);
    if (w.size() < 3 || w.size() > 4)
      fail(name, lineno, "expected '<escape|class|control|uvm> <number hex> <NAME> [out=...]'");

    std::map<std::uint32_t, ModelItem>* table = nullptr;
    if (w[0] == "escape")
      table = &model.escapes;
    else if (w[0] == "class")
      table = &model.classes;
    else if (w[0] == "control")
      table = &model.controls;
    else if (w[0] == "uvm")
      table = &model.uvm;
    else
      fail(name, lineno, fmt::format("unknown kind '{}' (escape, class, control or uvm)", w[0]));

    std::uint32_t number = 0;
    if (!parse_u32(w[1], 16, number))
      fail(name, lineno, fmt::format("bad {} number '{}' (hex expected)", w[0], w[1]));
    if (w[0] == "escape" && number > 0xff)
      fail(name, lineno, fmt::format("escape number {} is above 0xff", w[1]));

    ModelItem item;
    item.name = w[2];
    if (item.name.find('=') != std::string::npos)
      fail(name, lineno, fmt::format("missing NAME before '{}'", w[2]));
    if (w.size() == 4) {
      if (w[3].substr(0, 4) != "out=")
        fail(name, lineno, fmt::format("unexpected '{}' (only out=... may follow the name)", w[3]));
      for (std::string_view range : split(w[3].substr(4), ',')) {
        std::vector<std::string_view> parts = split(range, '+');
        OutRange r;
        if (parts.size() != 2 || !parse_u32(parts[0], 0, r.off) || !parse_u32(parts[1], 0, r.len))
          fail(name, lineno, fmt::format("bad out range '{}' (expected <off>+<len>)", range));
        if (r.len == 0) fail(name, lineno, fmt::format("empty out range '{}'", range));
        if (static_cast<std::uint64_t>(r.off) + r.len > 65536)
          fail(name, lineno, fmt::format("out range '{}' is beyond any argument", range));
        item.out.push_back(r);
      }
    }
    if (!table->emplace(number, std::move(item)).second)
      fail(name, lineno, fmt::format("{} {:#x} listed twice", w[0], number));
  }
  return model;
}

}  // namespace gpuslice::replay
