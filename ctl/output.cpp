// SPDX-License-Identifier: GPL-2.0

#include "output.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <utility>

namespace gpuslice::out {

namespace {

bool is_continuation(unsigned char c) { return (c & 0xc0) == 0x80; }

// Length of the well-formed UTF-8 sequence (RFC 3629) starting at text[pos],
// or 0 when the bytes there are not one.
std::size_t utf8_sequence_length(std::string_view text, std::size_t pos) {
  auto at = [&](std::size_t i) -> unsigned char {
    return pos + i < text.size() ? static_cast<unsigned char>(text[pos + i]) : 0;
  };
  unsigned char lead = at(0);
  if (lead < 0x80) return 1;
  // Allowed range of the second byte; later bytes are any continuation byte.
  unsigned char lo = 0x80;
  unsigned char hi = 0xbf;
  std::size_t len;
  if (lead >= 0xc2 && lead <= 0xdf) {
    len = 2;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    len = 3;
    if (lead == 0xe0) lo = 0xa0;  // no overlong forms
    if (lead == 0xed) hi = 0x9f;  // no UTF-16 surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    len = 4;
    if (lead == 0xf0) lo = 0x90;  // no overlong forms
    if (lead == 0xf4) hi = 0x8f;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (at(1) < lo || at(1) > hi) return 0;
  for (std::size_t i = 2; i < len; i++) {
    if (!is_continuation(at(i))) return 0;
  }
  return len;
}

// Text output goes to terminals: show control characters instead of sending
// them (a version string from the kernel must not move the cursor).
std::string text_safe(std::string_view text) {
  std::string safe;
  safe.reserve(text.size());
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    if (c < 0x20 || c == 0x7f) {
      safe += fmt::format("\\x{:02x}", c);
    } else {
      safe += ch;
    }
  }
  return safe;
}

std::string text_value(const Field& field) {
  return std::visit(
      [&](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
          return field.null_text;
        } else if constexpr (std::is_same_v<T, bool>) {
          return v ? "yes" : "no";
        } else if constexpr (std::is_same_v<T, std::uint64_t>) {
          return fmt::format("{}", v);
        } else {
          return text_safe(v);
        }
      },
      field.value);
}

std::string json_value(const Value& value) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
          return "null";
        } else if constexpr (std::is_same_v<T, bool>) {
          return v ? "true" : "false";
        } else if constexpr (std::is_same_v<T, std::uint64_t>) {
          return fmt::format("{}", v);
        } else {
          return json_quote(v);
        }
      },
      value);
}

}  // namespace

Record& Record::add(std::string key, std::string label, std::string value) {
  fields_.push_back({std::move(key), std::move(label), Value{std::move(value)}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, std::uint64_t value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, bool value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add_null(std::string key, std::string label, std::string null_text) {
  fields_.push_back({std::move(key), std::move(label), Value{}, std::move(null_text)});
  return *this;
}

std::string json_quote(std::string_view text) {
  std::string quoted = "\"";
  quoted.reserve(text.size() + 2);
  std::size_t pos = 0;
  while (pos < text.size()) {
    auto c = static_cast<unsigned char>(text[pos]);
    switch (c) {
      case '"':
        quoted += "\\\"";
        break;
      case '\\':
        quoted += "\\\\";
        break;
      case '\b':
        quoted += "\\b";
        break;
      case '\f':
        quoted += "\\f";
        break;
      case '\n':
        quoted += "\\n";
        break;
      case '\r':
        quoted += "\\r";
        break;
      case '\t':
        quoted += "\\t";
        break;
      default:
        if (c < 0x20) {
          quoted += fmt::format("\\u{:04x}", c);
        } else if (c < 0x80) {
          quoted += static_cast<char>(c);
        } else if (std::size_t len = utf8_sequence_length(text, pos); len > 0) {
          quoted.append(text.substr(pos, len));
          pos += len;
          continue;
        } else {
          quoted += "\xef\xbf\xbd";  // U+FFFD REPLACEMENT CHARACTER
        }
        break;
    }
    pos++;
  }
  quoted += '"';
  return quoted;
}

std::string render_text(const Record& record) {
  std::size_t width = 0;
  for (const Field& field : record.fields()) width = std::max(width, field.label.size());
  std::string text;
  for (const Field& field : record.fields()) {
    text += fmt::format("{:<{}}  {}\n", field.label, width, text_value(field));
  }
  return text;
}

std::string render_json(const Record& record) {
  std::string json = "{";
  const char* separator = "";
  for (const Field& field : record.fields()) {
    json += separator;
    json += json_quote(field.key);
    json += ':';
    json += json_value(field.value);
    separator = ",";
  }
  json += "}\n";
  return json;
}

void print(const Record& record, Format format) {
  std::string rendered = format == Format::kJson ? render_json(record) : render_text(record);
  std::fwrite(rendered.data(), 1, rendered.size(), stdout);
}

}  // namespace gpuslice::out
