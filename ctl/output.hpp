// SPDX-License-Identifier: GPL-2.0
//
// The CLI's data model and its two renderers.
//
// A command builds a Record (an ordered list of fields, each with a JSON key,
// a human label and a value) or a List of them and hands it to print(), which
// renders it either as aligned text or as one JSON document. Both renderings
// come from the same data, so text and JSON output cannot drift apart.
//
// Values are scalars (null, bool, unsigned number, string, byte size,
// percentage, basis points, duration), string maps (a JSON object of
// strings; in text "k=v, k=v" like a list of scalars) or
// nested: a Record (a JSON object) or a List (a JSON array). In text, a
// record's scalar fields are "label  value" lines; a field holding a list of
// scalars is one such line with the items joined by ", " (its null_text when
// the list is empty); a field holding a list of records becomes a table
// after those lines (a blank line first, upper-case column headers from the
// records' labels); a field holding a record becomes an indented block. A
// List of Records at the top renders as a table; a command that wants other
// columns for it than the records' fields builds a Table for the text form
// (print_list()).

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace gpuslice::out {

struct Value;
struct Field;

// A number of bytes: "4.0 GiB" in text, 4294967296 in JSON.
struct Size {
  std::uint64_t bytes;
};

// A whole percentage: "30%" in text, 30 in JSON.
struct Percent {
  std::uint32_t percent;
};

// A share in basis points (10000: all of it): "29.87%" in text, 2987 in
// JSON.
struct BasisPoints {
  std::uint32_t bp;
};

// A duration in microseconds: "12.3 s" in text (human_duration()), the
// microseconds in JSON.
struct Duration {
  std::uint64_t us;
};

// Strings by key, in order: a JSON object of strings ({"job_id":"42"});
// in text "job_id=42, user=alice", its empty_text when empty.
struct StringMap {
  std::vector<std::pair<std::string, std::string>> entries;
};

// An ordered list of values: a JSON array.
class List {
 public:
  List& add(Value value);
  const std::vector<Value>& items() const { return items_; }

 private:
  std::vector<Value> items_;
};

// An ordered list of fields: a JSON object.
class Record {
 public:
  Record& add(std::string key, std::string label, std::string value);
  // A string: without it a literal would convert to bool.
  Record& add(std::string key, std::string label, const char* value);
  Record& add(std::string key, std::string label, std::uint64_t value);
  Record& add(std::string key, std::string label, bool value);
  Record& add(std::string key, std::string label, Size value);
  Record& add(std::string key, std::string label, Percent value);
  Record& add(std::string key, std::string label, BasisPoints value);
  Record& add(std::string key, std::string label, Duration value);
  Record& add(std::string key, std::string label, Record value);
  // A string map; `empty_text` is its text rendering when it has no entries.
  Record& add(std::string key, std::string label, StringMap value, std::string empty_text = "none");
  // A list; `empty_text` is its text rendering when it has no items.
  Record& add(std::string key, std::string label, List value, std::string empty_text = "none");
  // A null value: JSON null, `null_text` in text output.
  Record& add_null(std::string key, std::string label, std::string null_text);

  const std::vector<Field>& fields() const { return fields_; }

 private:
  std::vector<Field> fields_;
};

// A field's or a list item's value. std::monostate is JSON null.
struct Value {
  using Variant = std::variant<std::monostate, bool, std::uint64_t, std::string, Size, Percent,
                               BasisPoints, Duration, StringMap, Record, List>;
  Variant v;
};

struct Field {
  std::string key;    // JSON member name (stable, documented)
  std::string label;  // text label (stable, documented)
  Value value;
  std::string null_text;  // text rendering of a null value or an empty list
};

// Text columns for a list whose text form is not the records' fields.
struct Table {
  std::vector<std::string> headers;
  std::vector<std::vector<std::string>> rows;  // one cell per header
};

enum class Format { kText, kJson };

// "label  value" lines, labels padded to the widest label, one field a line,
// then the tables and blocks of nested fields (see above).
std::string render_text(const Record& record);
// Columns separated by two spaces, each padded to its widest cell (the last
// one is not padded); cells are shown as text_safe() makes them.
std::string render_table(const Table& table);
// One JSON document on one line, followed by a newline.
std::string render_json(const Record& record);
std::string render_json(const List& list);
// Renders `record` in `format` on stdout.
void print(const Record& record, Format format);
// Renders `list` on stdout: as JSON, or in text as `table`.
void print_list(const List& list, const Table& table, Format format);

// A byte count for people: "0 B", "1023 B", "1.5 KiB", "4.0 GiB" (binary
// units up to EiB, one decimal, rounded to nearest).
std::string human_size(std::uint64_t bytes);

// Basis points as a percentage with `decimals` decimals (0 to 2), rounded
// to nearest: 2987 gives "29.87%" with 2, "29.9%" with 1, "30%" with 0.
std::string human_basis_points(std::uint32_t bp, int decimals = 2);

// Microseconds for people: "0 s" for none, else one decimal, rounded to
// nearest, in seconds below a minute ("12.3 s"), minutes below an hour
// ("4.5 min"), hours above ("2.1 h").
std::string human_duration(std::uint64_t us);

// `text` as a JSON string literal, quotes included. Control characters,
// quotes and backslashes are escaped; valid UTF-8 passes through unchanged and
// each byte of an invalid UTF-8 sequence becomes U+FFFD, so the result is
// always valid JSON.
std::string json_quote(std::string_view text);

// Writes `text` to `path` at once: to `path`.tmp, then renamed over it, so
// that a reader never sees half of it. Throws Error ("<command>: cannot
// write PATH: <strerror>", without "<command>: " when it is empty), the
// temporary file removed.
void write_file_at_once(const std::string& path, const std::string& text,
                        std::string_view command = {});

// `text` for a terminal: control characters (and DEL) become \xNN.
std::string text_safe(std::string_view text);

}  // namespace gpuslice::out
