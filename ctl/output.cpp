// SPDX-License-Identifier: GPL-2.0

#include "output.hpp"

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <iterator>
#include <type_traits>
#include <utility>

#include "commands.hpp"
#include "error.hpp"

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

}  // namespace

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

namespace {

// Text of a scalar value, or of a list of scalars (items joined by ", ").
// `null_text` stands for null and for an empty list.
std::string text_scalar(const Value& value, const std::string& null_text) {
  return std::visit(
      [&](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::monostate>) {
          return null_text;
        } else if constexpr (std::is_same_v<T, bool>) {
          return v ? "yes" : "no";
        } else if constexpr (std::is_same_v<T, std::uint64_t>) {
          return fmt::format("{}", v);
        } else if constexpr (std::is_same_v<T, std::string>) {
          return text_safe(v);
        } else if constexpr (std::is_same_v<T, Size>) {
          return human_size(v.bytes);
        } else if constexpr (std::is_same_v<T, Percent>) {
          return fmt::format("{}%", v.percent);
        } else if constexpr (std::is_same_v<T, BasisPoints>) {
          return human_basis_points(v.bp);
        } else if constexpr (std::is_same_v<T, Duration>) {
          return human_duration(v.us);
        } else if constexpr (std::is_same_v<T, StringMap>) {
          if (v.entries.empty()) return null_text;
          std::string text;
          for (const auto& [key, item] : v.entries)
            text +=
                fmt::format("{}{}={}", text.empty() ? "" : ", ", text_safe(key), text_safe(item));
          return text;
        } else if constexpr (std::is_same_v<T, Record>) {
          return "...";  // not a scalar: rendered as a block
        } else {
          if (v.items().empty()) return null_text;
          std::string text;
          for (const Value& item : v.items()) {
            if (!text.empty()) text += ", ";
            text += text_scalar(item, "null");
          }
          return text;
        }
      },
      value.v);
}

bool is_record(const Value& value) { return std::holds_alternative<Record>(value.v); }

// A list whose items are all records (and that has some): a table.
bool is_record_list(const Value& value) {
  const List* list = std::get_if<List>(&value.v);
  if (!list || list->items().empty()) return false;
  return std::all_of(list->items().begin(), list->items().end(), is_record);
}

std::string upper(std::string_view text) {
  std::string result(text);
  for (char& c : result) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return result;
}

// A table of records: columns from the first record's fields.
Table record_table(const List& list) {
  Table table;
  const Record& first = std::get<Record>(list.items().front().v);
  for (const Field& field : first.fields()) table.headers.push_back(upper(field.label));
  for (const Value& item : list.items()) {
    std::vector<std::string> row;
    for (const Field& field : std::get<Record>(item.v).fields())
      row.push_back(text_scalar(field.value, field.null_text));
    row.resize(table.headers.size());
    table.rows.push_back(std::move(row));
  }
  return table;
}

std::string indent(const std::string& text, std::string_view prefix) {
  std::string result;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size() - 1;
    if (end > pos) result += prefix;  // no trailing blanks on empty lines
    result.append(text, pos, end - pos + 1);
    pos = end + 1;
  }
  return result;
}

std::string json_value(const Value& value);

std::string json_string_map(const StringMap& map) {
  std::string json = "{";
  const char* separator = "";
  for (const auto& [key, item] : map.entries) {
    json += separator;
    json += json_quote(key);
    json += ':';
    json += json_quote(item);
    separator = ",";
  }
  json += '}';
  return json;
}

std::string json_record(const Record& record) {
  std::string json = "{";
  const char* separator = "";
  for (const Field& field : record.fields()) {
    json += separator;
    json += json_quote(field.key);
    json += ':';
    json += json_value(field.value);
    separator = ",";
  }
  json += '}';
  return json;
}

std::string json_list(const List& list) {
  std::string json = "[";
  const char* separator = "";
  for (const Value& item : list.items()) {
    json += separator;
    json += json_value(item);
    separator = ",";
  }
  json += ']';
  return json;
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
        } else if constexpr (std::is_same_v<T, std::string>) {
          return json_quote(v);
        } else if constexpr (std::is_same_v<T, Size>) {
          return fmt::format("{}", v.bytes);
        } else if constexpr (std::is_same_v<T, Percent>) {
          return fmt::format("{}", v.percent);
        } else if constexpr (std::is_same_v<T, BasisPoints>) {
          return fmt::format("{}", v.bp);
        } else if constexpr (std::is_same_v<T, Duration>) {
          return fmt::format("{}", v.us);
        } else if constexpr (std::is_same_v<T, StringMap>) {
          return json_string_map(v);
        } else if constexpr (std::is_same_v<T, Record>) {
          return json_record(v);
        } else {
          return json_list(v);
        }
      },
      value.v);
}

void write_stdout(const std::string& text) { std::fwrite(text.data(), 1, text.size(), stdout); }

}  // namespace

List& List::add(Value value) {
  items_.push_back(std::move(value));
  return *this;
}

Record& Record::add(std::string key, std::string label, std::string value) {
  fields_.push_back({std::move(key), std::move(label), Value{std::move(value)}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, const char* value) {
  return add(std::move(key), std::move(label), std::string(value));
}

Record& Record::add(std::string key, std::string label, std::uint64_t value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, bool value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, Size value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, Percent value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, BasisPoints value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, Duration value) {
  fields_.push_back({std::move(key), std::move(label), Value{value}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, StringMap value, std::string empty_text) {
  fields_.push_back(
      {std::move(key), std::move(label), Value{std::move(value)}, std::move(empty_text)});
  return *this;
}

Record& Record::add(std::string key, std::string label, Record value) {
  fields_.push_back({std::move(key), std::move(label), Value{std::move(value)}, {}});
  return *this;
}

Record& Record::add(std::string key, std::string label, List value, std::string empty_text) {
  fields_.push_back(
      {std::move(key), std::move(label), Value{std::move(value)}, std::move(empty_text)});
  return *this;
}

Record& Record::add_null(std::string key, std::string label, std::string null_text) {
  fields_.push_back({std::move(key), std::move(label), Value{}, std::move(null_text)});
  return *this;
}

std::string human_size(std::uint64_t bytes) {
  static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return fmt::format("{} B", bytes);
  unsigned __int128 unit = 1024;
  std::size_t i = 0;
  // Tenths of the unit, rounded to nearest; move up a unit at 1024.0.
  auto tenths = [&] { return (static_cast<unsigned __int128>(bytes) * 10 + unit / 2) / unit; };
  while (i + 1 < std::size(kUnits) && tenths() >= 10240) {
    unit *= 1024;
    i++;
  }
  auto t = static_cast<std::uint64_t>(tenths());
  return fmt::format("{}.{} {}", t / 10, t % 10, kUnits[i]);
}

std::string human_basis_points(std::uint32_t bp, int decimals) {
  decimals = std::clamp(decimals, 0, 2);
  std::uint64_t unit = decimals == 2 ? 1 : decimals == 1 ? 10 : 100;  // in basis points
  std::uint64_t units = (std::uint64_t{bp} + unit / 2) / unit;        // rounded to nearest
  std::uint64_t scale = 100 / unit;                                   // units per percent
  if (decimals == 0) return fmt::format("{}%", units);
  return fmt::format("{}.{:0{}}%", units / scale, units % scale, decimals);
}

std::string human_duration(std::uint64_t us) {
  struct Unit {
    std::uint64_t us;
    const char* name;
  };
  static constexpr Unit kUnits[] = {
      {1000000, "s"}, {60 * std::uint64_t{1000000}, "min"}, {3600 * std::uint64_t{1000000}, "h"}};
  if (us == 0) return "0 s";
  std::size_t i = 0;
  // Tenths of the unit, rounded to nearest; move up a unit at 60.0.
  auto tenths = [&] {
    return (static_cast<unsigned __int128>(us) * 10 + kUnits[i].us / 2) / kUnits[i].us;
  };
  while (i + 1 < std::size(kUnits) && tenths() >= 600) i++;
  auto t = static_cast<std::uint64_t>(tenths());
  return fmt::format("{}.{} {}", t / 10, t % 10, kUnits[i].name);
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
  for (const Field& field : record.fields()) {
    if (!is_record(field.value) && !is_record_list(field.value))
      width = std::max(width, field.label.size());
  }
  std::string text;
  std::string nested;
  for (const Field& field : record.fields()) {
    if (is_record_list(field.value)) {
      nested += '\n';
      nested += render_table(record_table(std::get<List>(field.value.v)));
    } else if (is_record(field.value)) {
      nested += fmt::format("\n{}:\n", field.label);
      nested += indent(render_text(std::get<Record>(field.value.v)), "  ");
    } else {
      text += fmt::format("{:<{}}  {}\n", field.label, width,
                          text_scalar(field.value, field.null_text));
    }
  }
  return text + nested;
}

std::string render_table(const Table& table) {
  std::vector<std::size_t> widths;
  for (const std::string& header : table.headers) widths.push_back(header.size());
  std::vector<std::vector<std::string>> rows;
  rows.push_back(table.headers);
  for (const auto& row : table.rows) {
    std::vector<std::string> safe;
    for (std::size_t i = 0; i < widths.size(); i++) {
      safe.push_back(i < row.size() ? text_safe(row[i]) : std::string());
      widths[i] = std::max(widths[i], safe.back().size());
    }
    rows.push_back(std::move(safe));
  }
  std::string text;
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t i = 0; i < widths.size(); i++) {
      if (i + 1 < widths.size())
        line += fmt::format("{:<{}}  ", row[i], widths[i]);
      else
        line += row[i];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    text += line + '\n';
  }
  return text;
}

std::string render_json(const Record& record) { return json_record(record) + '\n'; }

std::string render_json(const List& list) { return json_list(list) + '\n'; }

void print(const Record& record, Format format) {
  write_stdout(format == Format::kJson ? render_json(record) : render_text(record));
}

void print_list(const List& list, const Table& table, Format format) {
  write_stdout(format == Format::kJson ? render_json(list) : render_table(table));
}

}  // namespace gpuslice::out

namespace gpuslice {

void add_output_options(CLI::App& command, OutputOptions& options) {
  command.add_flag("-j,--json", options.json, "Print one JSON document instead of text");
}

}  // namespace gpuslice

namespace gpuslice::out {

void write_file_at_once(const std::string& path, const std::string& text,
                        std::string_view command) {
  std::string prefix = command.empty() ? "" : fmt::format("{}: ", command);
  std::string tmp = path + ".tmp";
  std::FILE* file = std::fopen(tmp.c_str(), "w");
  if (!file) throw Error::system(fmt::format("{}cannot write {}", prefix, tmp), errno);
  bool ok = std::fwrite(text.data(), 1, text.size(), file) == text.size();
  ok = std::fclose(file) == 0 && ok;
  int err = errno;
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    err = ok ? errno : err;
    std::remove(tmp.c_str());
    throw Error::system(fmt::format("{}cannot write {}", prefix, path), err);
  }
}

}  // namespace gpuslice::out
