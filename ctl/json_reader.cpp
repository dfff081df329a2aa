// SPDX-License-Identifier: GPL-2.0

#include "json_reader.hpp"

#include <fmt/core.h>

#include <utility>

#include "error.hpp"

namespace gpuslice::json {

namespace {

class Reader {
 public:
  Reader(std::string_view text, std::string_view what) : text_(text), what_(what) {}

  Value document() {
    Value v = value(0);
    blanks();
    if (pos_ != text_.size()) fail("text after the value");
    return v;
  }

 private:
  // Deeper documents than any the CLI reads are refused, not recursed into.
  static constexpr int kMaxDepth = 64;

  [[noreturn]] void fail(std::string_view why) const {
    throw Error::runtime(fmt::format("{}: not JSON: {} at byte {}", what_, why, pos_));
  }
  void blanks() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      pos_++;
  }
  bool take(char c) {
    blanks();
    if (pos_ < text_.size() && text_[pos_] == c) {
      pos_++;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!take(c)) fail(fmt::format("expected '{}'", c));
  }

  static void put_utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xc0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xe0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    }
  }
  unsigned hex4() {
    if (text_.size() - pos_ < 4) fail("short \\u escape");
    unsigned cp = 0;
    for (int i = 0; i < 4; i++) {
      char c = text_[pos_++];
      cp <<= 4;
      if (c >= '0' && c <= '9')
        cp |= c - '0';
      else if (c >= 'a' && c <= 'f')
        cp |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        cp |= c - 'A' + 10;
      else
        fail("bad \\u escape");
    }
    return cp;
  }
  std::string string() {
    expect('"');
    std::string out;
    for (;;) {
      if (pos_ >= text_.size()) fail("unterminated string");
      char c = text_[pos_++];
      if (c == '"') return out;
      if (static_cast<unsigned char>(c) < 0x20) {
        pos_--;  // the error names the byte itself
        fail("control character in a string");
      }
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) fail("unterminated string");
      switch (char e = text_[pos_++]) {
        case '"':
        case '\\':
        case '/':
          out += e;
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          unsigned cp = hex4();
          if (cp >= 0xd800 && cp < 0xdc00) {
            if (text_.substr(pos_, 2) != "\\u") fail("lone surrogate");
            pos_ += 2;
            unsigned low = hex4();
            if (low < 0xdc00 || low >= 0xe000) fail("lone surrogate");
            cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
          } else if (cp >= 0xdc00 && cp < 0xe000) {
            fail("lone surrogate");
          }
          put_utf8(out, cp);
          break;
        }
        default:
          pos_--;  // the escape's letter
          fail("bad escape");
      }
    }
  }
  Value scalar() {
    static constexpr std::string_view kWords[] = {"true", "false", "null"};
    Value v;
    for (std::string_view word : kWords) {
      if (text_.substr(pos_, word.size()) == word) {
        pos_ += word.size();
        v.kind = word == "null" ? Value::Kind::kNull : Value::Kind::kBool;
        v.text = word;
        return v;
      }
    }
    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    std::size_t start = pos_;
    auto digits = [&] {
      std::size_t from = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') pos_++;
      return pos_ - from;
    };
    if (pos_ < text_.size() && text_[pos_] == '-') pos_++;
    if (pos_ < text_.size() && text_[pos_] == '0')
      pos_++;
    else if (!digits())
      fail("expected a value");
    if (pos_ < text_.size() && text_[pos_] == '.') {
      pos_++;
      if (!digits()) fail("bad number");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      pos_++;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) pos_++;
      if (!digits()) fail("bad number");
    }
    v.kind = Value::Kind::kNumber;
    v.text = text_.substr(start, pos_ - start);
    return v;
  }
  Value value(int depth) {
    if (depth > kMaxDepth) fail("nested too deep");
    blanks();
    if (pos_ >= text_.size()) fail("expected a value");
    Value v;
    char c = text_[pos_];
    if (c == '"') {
      v.kind = Value::Kind::kString;
      v.text = string();
    } else if (c == '[') {
      pos_++;
      v.kind = Value::Kind::kArray;
      if (!take(']')) {
        do {
          v.items.push_back(value(depth + 1));
        } while (take(','));
        expect(']');
      }
    } else if (c == '{') {
      pos_++;
      v.kind = Value::Kind::kObject;
      if (!take('}')) {
        do {
          blanks();
          std::string key = string();
          expect(':');
          v.members.insert_or_assign(std::move(key), value(depth + 1));
        } while (take(','));
        expect('}');
      }
    } else {
      v = scalar();
    }
    return v;
  }

  std::string_view text_;
  std::string_view what_;
  std::size_t pos_ = 0;
};

}  // namespace

const Value* Value::get(std::string_view key) const {
  if (kind != Kind::kObject) return nullptr;
  auto it = members.find(std::string(key));
  return it == members.end() ? nullptr : &it->second;
}

Value parse(std::string_view text, std::string_view what) { return Reader(text, what).document(); }

}  // namespace gpuslice::json
