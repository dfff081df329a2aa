// SPDX-License-Identifier: GPL-2.0
//
// What the simulated driver models, as nvsim publishes it in debugfs
// (/sys/kernel/debug/nvsim/model), one item a line:
//
//   escape <nr hex> <NAME> [out=<off>+<len>[,<off>+<len>...]]
//   class <class hex> <NAME> [out=...]      offsets into the RM_ALLOC params
//   control <cmd hex> <NAME> [out=...]      offsets into the control's params
//   uvm <cmd hex> <NAME> [out=...]          offsets into the UVM argument
//
// Blank lines and lines starting with '#' are ignored.

#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuslice::replay {

struct OutRange {
  std::uint32_t off = 0;
  std::uint32_t len = 0;
};

struct ModelItem {
  std::string name;
  std::vector<OutRange> out;
};

struct Model {
  bool present = false;  // false: no model file, so nothing is modelled
  std::map<std::uint32_t, ModelItem> escapes, classes, controls, uvm;

  const ModelItem* escape(std::uint32_t nr) const { return find(escapes, nr); }
  const ModelItem* cls(std::uint32_t c) const { return find(classes, c); }
  const ModelItem* control(std::uint32_t cmd) const { return find(controls, cmd); }
  const ModelItem* uvm_cmd(std::uint32_t cmd) const { return find(uvm, cmd); }

 private:
  static const ModelItem* find(const std::map<std::uint32_t, ModelItem>& m, std::uint32_t k) {
    auto it = m.find(k);
    return it == m.end() ? nullptr : &it->second;
  }
};

// Parses model text; throws Error "<name>:<line>: <what>" on a bad line.
Model parse_model(std::string_view text, const std::string& name);

}  // namespace gpuslice::replay
