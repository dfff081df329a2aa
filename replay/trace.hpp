// SPDX-License-Identifier: GPL-2.0
//
// The ioctl trace format of tests/fixtures/README.md: records of one
// process's traffic on /dev/nvidia* (OPEN, CLOSE, MMAP, MARK, IOCTL with its
// argument bytes before and after the call).

#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gpuslice::replay {

using Bytes = std::vector<std::uint8_t>;

struct Record {
  enum class Kind { kOpen, kClose, kMmap, kMark, kIoctl };

  Kind kind = Kind::kMark;
  unsigned long line = 0;  // of the record's first line, 1-based
  int fd = -1;             // OPEN, CLOSE, MMAP, IOCTL
  std::string path;        // OPEN, CLOSE, MMAP, IOCTL
  std::string name;        // MARK

  // MMAP
  std::uint64_t len = 0;
  int prot = 0;
  int flags = 0;
  std::uint64_t off = 0;
  std::uint64_t addr = 0;  // where the recorded mmap landed

  // IOCTL
  std::uint64_t seq = 0;
  std::uint32_t req = 0;
  std::uint32_t nr = 0;
  std::uint32_t size = 0;
  long ret = 0;
  int err = 0;
  Bytes pre, post;
  bool has_sub = false;  // subpre/subpost present (RM_CONTROL, RM_ALLOC)
  Bytes subpre, subpost;
};

struct Trace {
  std::string name;  // as given on the command line
  std::vector<Record> records;
  // The driver the user-space engine recorded it on (its DRIVER record):
  // the version it reported ("" when it did not say, or for the H100
  // recorder's traces, which have none) and the table the engine read its
  // calls with ("" for none).
  std::string driver_version;
  std::string driver_table;

  std::size_t count(Record::Kind kind) const;
};

// Parses trace text. Throws Error naming `name` and the line on a malformed
// record.
Trace parse_trace(std::string_view text, const std::string& name);

// Reads a trace file, plain or gzip-compressed (told apart by its magic
// bytes; gzip -dc decompresses), and parses it.
Trace load_trace(const std::string& path);

// Reads a whole file, decompressing it when it starts with gzip's magic.
std::string read_file_maybe_gz(const std::string& path);

}  // namespace gpuslice::replay
