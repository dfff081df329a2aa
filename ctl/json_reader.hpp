// SPDX-License-Identifier: GPL-2.0
//
// A small strict JSON reader for the documents the CLI reads (an OCI
// runtime's container state and bundle configuration): a value tree with
// objects, arrays, strings, and the other scalars kept as their text.

#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace gpuslice::json {

struct Value {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  std::string text;  // a string's value; a number's or bool's JSON text
  std::vector<Value> items;
  std::map<std::string, Value> members;

  // Member `key` of an object, or nullptr (also when this is no object).
  const Value* get(std::string_view key) const;
  // This value as a string, or nullptr when it is none.
  const std::string* string() const { return kind == Kind::kString ? &text : nullptr; }
};

// Parses `text` (one JSON value, blanks around it allowed). Throws Error
// ("<what>: not JSON: <why> at byte N") when it is not valid JSON.
Value parse(std::string_view text, std::string_view what);

}  // namespace gpuslice::json
