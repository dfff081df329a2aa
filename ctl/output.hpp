// SPDX-License-Identifier: GPL-2.0
//
// The CLI's data model and its two renderers.
//
// A command builds a Record (an ordered list of fields, each with a JSON key,
// a human label and a value) and hands it to print(), which renders it either
// as aligned text or as one JSON document. Both renderings come from the same
// Record, so text and JSON output cannot drift apart.
//
// Growth path: lists of slices and nested per-GPU records become further
// Value alternatives (a Record, a list of Records) rendered recursively by the
// same two renderers; the scalar rules below stay as they are.

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gpuslice::out {

// A field's value. std::monostate is JSON null.
using Value = std::variant<std::monostate, bool, std::uint64_t, std::string>;

struct Field {
  std::string key;    // JSON member name (stable, documented)
  std::string label;  // text label (stable, documented)
  Value value;
  std::string null_text;  // text rendering of a null value
};

class Record {
 public:
  Record& add(std::string key, std::string label, std::string value);
  Record& add(std::string key, std::string label, std::uint64_t value);
  Record& add(std::string key, std::string label, bool value);
  // A null value: JSON null, `null_text` in text output.
  Record& add_null(std::string key, std::string label, std::string null_text);

  const std::vector<Field>& fields() const { return fields_; }

 private:
  std::vector<Field> fields_;
};

enum class Format { kText, kJson };

// "label  value" lines, labels padded to the widest label, one field a line.
std::string render_text(const Record& record);
// One JSON object on one line, followed by a newline.
std::string render_json(const Record& record);
// Renders `record` in `format` on stdout.
void print(const Record& record, Format format);

// `text` as a JSON string literal, quotes included. Control characters,
// quotes and backslashes are escaped; valid UTF-8 passes through unchanged and
// each byte of an invalid UTF-8 sequence becomes U+FFFD, so the result is
// always valid JSON.
std::string json_quote(std::string_view text);

}  // namespace gpuslice::out
