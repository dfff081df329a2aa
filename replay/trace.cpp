// SPDX-License-Identifier: GPL-2.0
//
// Trace parsing. Every malformed line is an error naming the file and line:
// a replay of a half-understood trace would compare the wrong things.

#include "trace.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <iterator>
#include <optional>
#include <system_error>

#include "error.hpp"

extern char** environ;

namespace gpuslice::replay {

Error Error::system(std::string_view operation, int errnum) {
  return Error(kExitFailure,
               fmt::format("{}: {}", operation, std::generic_category().message(errnum)));
}

std::size_t Trace::count(Record::Kind kind) const {
  std::size_t n = 0;
  for (const Record& r : records) n += r.kind == kind;
  return n;
}

namespace {

class LineParser {
 public:
  LineParser(const std::string& file, unsigned long line) : file_(file), line_(line) {}

  [[noreturn]] void fail(std::string_view what) const {
    throw Error::runtime(fmt::format("{}:{}: {}", file_, line_, what));
  }

  // Splits on single spaces (the format has no other separator).
  static std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    while (!s.empty()) {
      std::size_t sp = s.find(' ');
      if (sp != 0) out.push_back(s.substr(0, sp));
      if (sp == std::string_view::npos) break;
      s.remove_prefix(sp + 1);
    }
    return out;
  }

  // "key=value" with the expected key; returns the value.
  std::string_view field(std::string_view word, std::string_view key) const {
    if (word.size() <= key.size() || word.substr(0, key.size()) != key || word[key.size()] != '=')
      fail(fmt::format("expected {}=..., found '{}'", key, word));
    return word.substr(key.size() + 1);
  }

  // A number in C notation: 0x hex, a leading minus allowed for signed values.
  std::int64_t number(std::string_view text, std::string_view what) const {
    bool neg = !text.empty() && text.front() == '-';
    std::string_view digits = neg ? text.substr(1) : text;
    int base = 10;
    if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
      base = 16;
      digits.remove_prefix(2);
    }
    std::uint64_t v = 0;
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v, base);
    if (digits.empty() || ec != std::errc() || p != digits.data() + digits.size())
      fail(fmt::format("bad {} '{}'", what, text));
    return neg ? -static_cast<std::int64_t>(v) : static_cast<std::int64_t>(v);
  }

  std::uint64_t unsigned_number(std::string_view text, std::string_view what) const {
    std::int64_t v = number(text, what);
    if (!text.empty() && text.front() == '-') fail(fmt::format("negative {} '{}'", what, text));
    return static_cast<std::uint64_t>(v);
  }

  Bytes hex(std::string_view text, std::string_view what) const {
    if (text.size() % 2) fail(fmt::format("{}: odd number of hex digits", what));
    Bytes out(text.size() / 2);
    for (std::size_t i = 0; i < out.size(); i++) {
      auto [p, ec] = std::from_chars(text.data() + 2 * i, text.data() + 2 * i + 2, out[i], 16);
      if (ec != std::errc() || p != text.data() + 2 * i + 2)
        fail(fmt::format("{}: bad hex digit", what));
    }
    return out;
  }

 private:
  const std::string& file_;
  unsigned long line_;
};

int parse_fd(const LineParser& p, std::string_view word) {
  std::int64_t fd = p.number(p.field(word, "fd"), "fd");
  if (fd < 0 || fd > 1 << 20) p.fail(fmt::format("bad fd {}", fd));
  return static_cast<int>(fd);
}

}  // namespace

Trace parse_trace(std::string_view text, const std::string& name) {
  Trace trace;
  trace.name = name;
  unsigned long lineno = 0;
  Record* ioctl = nullptr;  // the IOCTL that continuation lines belong to

  while (!text.empty()) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    lineno++;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    LineParser p(name, lineno);

    if (line.front() == ' ') {
      if (!ioctl) p.fail("argument bytes outside an IOCTL record");
      std::string_view rest = line.substr(1);
      std::size_t eq = rest.find('=');
      if (eq == std::string_view::npos) p.fail("expected pre=, post=, subpre= or subpost=");
      std::string_view key = rest.substr(0, eq), val = rest.substr(eq + 1);
      if (key == "pre")
        ioctl->pre = p.hex(val, "pre");
      else if (key == "post")
        ioctl->post = p.hex(val, "post");
      else if (key == "subpre")
        ioctl->subpre = p.hex(val, "subpre"), ioctl->has_sub = true;
      else if (key == "subpost")
        ioctl->subpost = p.hex(val, "subpost"), ioctl->has_sub = true;
      else
        p.fail(fmt::format("unknown argument line '{}='", key));
      continue;
    }

    std::vector<std::string_view> w = LineParser::words(line);
    Record r;
    r.line = lineno;
    ioctl = nullptr;
    if (w[0] == "OPEN" || w[0] == "CLOSE") {
      if (w.size() != 3) p.fail(fmt::format("{} wants fd=N PATH", w[0]));
      r.kind = w[0] == "OPEN" ? Record::Kind::kOpen : Record::Kind::kClose;
      r.fd = parse_fd(p, w[1]);
      r.path = w[2];
    } else if (w[0] == "MARK") {
      if (w.size() != 2) p.fail("MARK wants one NAME");
      r.kind = Record::Kind::kMark;
      r.name = w[1];
    } else if (w[0] == "MMAP") {
      if (w.size() != 9 || w[7] != "->")
        p.fail("MMAP wants fd=N PATH len=L prot=P flags=F off=O -> ADDR");
      r.kind = Record::Kind::kMmap;
      r.fd = parse_fd(p, w[1]);
      r.path = w[2];
      r.len = p.unsigned_number(p.field(w[3], "len"), "len");
      r.prot = static_cast<int>(p.unsigned_number(p.field(w[4], "prot"), "prot"));
      r.flags = static_cast<int>(p.unsigned_number(p.field(w[5], "flags"), "flags"));
      r.off = p.unsigned_number(p.field(w[6], "off"), "off");
      r.addr = p.unsigned_number(w[8], "address");
    } else if (w[0] == "DRIVER") {
      if (w.size() != 4) p.fail("DRIVER wants version=V table=T match=M");
      trace.driver_version = p.field(w[1], "version");
      trace.driver_table = p.field(w[2], "table");
      p.field(w[3], "match");
      if (trace.driver_version == "unknown") trace.driver_version.clear();
      if (trace.driver_table == "none") trace.driver_table.clear();
      continue;
    } else if (w[0] == "IOCTL") {
      if (w.size() != 11) p.fail("IOCTL wants SEQ pid= tid= fd= PATH req= nr= size= ret= errno=");
      r.kind = Record::Kind::kIoctl;
      r.seq = p.unsigned_number(w[1], "sequence number");
      p.field(w[2], "pid");
      p.field(w[3], "tid");
      r.fd = parse_fd(p, w[4]);
      r.path = w[5];
      r.req = static_cast<std::uint32_t>(p.unsigned_number(p.field(w[6], "req"), "req"));
      r.nr = static_cast<std::uint32_t>(p.unsigned_number(p.field(w[7], "nr"), "nr"));
      r.size = static_cast<std::uint32_t>(p.unsigned_number(p.field(w[8], "size"), "size"));
      r.ret = static_cast<long>(p.number(p.field(w[9], "ret"), "ret"));
      r.err = static_cast<int>(p.number(p.field(w[10], "errno"), "errno"));
    } else {
      p.fail(fmt::format("unknown record '{}'", w[0]));
    }
    trace.records.push_back(std::move(r));
    if (trace.records.back().kind == Record::Kind::kIoctl) ioctl = &trace.records.back();
  }
  for (const Record& r : trace.records) {
    if (r.kind != Record::Kind::kIoctl) continue;
    LineParser p(name, r.line);
    if (r.pre.size() != r.post.size()) p.fail("pre and post differ in length");
    if (r.subpre.size() != r.subpost.size()) p.fail("subpre and subpost differ in length");
  }
  return trace;
}

std::string read_file_maybe_gz(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw Error::system(fmt::format("open {}", path), errno);
  static constexpr unsigned char kGzipMagic[2] = {0x1f, 0x8b};  // RFC 1952
  unsigned char magic[2] = {};
  ssize_t got = ::pread(fd, magic, sizeof(magic), 0);
  bool gz = got == 2 && std::equal(std::begin(magic), std::end(magic), kGzipMagic);

  int in = fd;
  int pipefd[2] = {-1, -1};
  pid_t pid = -1;
  if (gz) {
    if (::pipe2(pipefd, O_CLOEXEC) < 0) {
      int e = errno;
      ::close(fd);
      throw Error::system("pipe", e);
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fd, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&fa, pipefd[1], STDOUT_FILENO);
    char arg0[] = "gzip", arg1[] = "-dc";
    char* argv[] = {arg0, arg1, nullptr};
    int rc = posix_spawnp(&pid, "gzip", &fa, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    ::close(pipefd[1]);
    ::close(fd);
    if (rc != 0) {
      ::close(pipefd[0]);
      throw Error::system(fmt::format("{}: run gzip -dc", path), rc);
    }
    in = pipefd[0];
  }

  std::string data;
  char buf[1 << 16];
  int read_errno = 0;
  for (;;) {
    ssize_t n = ::read(in, buf, sizeof(buf));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) read_errno = errno;
    if (n <= 0) break;
    data.append(buf, static_cast<std::size_t>(n));
  }
  ::close(in);
  if (gz) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
      throw Error::runtime(fmt::format("{}: gzip -dc failed", path));
  }
  if (read_errno) throw Error::system(fmt::format("read {}", path), read_errno);
  return data;
}

Trace load_trace(const std::string& path) { return parse_trace(read_file_maybe_gz(path), path); }

}  // namespace gpuslice::replay
