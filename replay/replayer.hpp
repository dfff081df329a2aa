// SPDX-License-Identifier: GPL-2.0
//
// Replays one trace against live device nodes: opens the mapped nodes,
// rewrites file descriptors, RM client handles and user pointers in each
// recorded argument, issues the ioctl, and compares what the model says the
// driver models with the recording. docs/replay.md describes the rules.

#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fbtrack.hpp"
#include "model.hpp"
#include "trace.hpp"

namespace gpuslice::replay {

struct IoResult {
  long ret = 0;
  int err = 0;
};

// The system calls a replay makes; tests substitute a fake driver.
class Backend {
 public:
  virtual ~Backend() = default;
  // Returns the fd, or -1 with `err` set.
  virtual int open(const std::string& path, int& err) = 0;
  virtual void close(int fd) = 0;
  virtual IoResult ioctl(int fd, std::uint32_t req, void* arg) = 0;
  // mmap(2); returns the address, or ~0 with `err` set. `addr` 0: anywhere.
  virtual std::uint64_t mmap(std::uint64_t addr, std::uint64_t len, int prot, int flags, int fd,
                             std::uint64_t off, int& err) = 0;
  // Anonymous private memory exactly at `addr` that replaces nothing
  // (MAP_FIXED_NOREPLACE); false with `err` set when the range is in use.
  virtual bool reserve(std::uint64_t addr, std::uint64_t len, int prot, int& err) = 0;
  // mprotect(2) of memory reserve() made.
  virtual bool protect(std::uint64_t addr, std::uint64_t len, int prot, int& err) = 0;
  virtual void unmap(std::uint64_t addr, std::uint64_t len) = 0;
};

// The real system calls.
class LinuxBackend : public Backend {
 public:
  int open(const std::string& path, int& err) override;
  void close(int fd) override;
  IoResult ioctl(int fd, std::uint32_t req, void* arg) override;
  std::uint64_t mmap(std::uint64_t addr, std::uint64_t len, int prot, int flags, int fd,
                     std::uint64_t off, int& err) override;
  bool reserve(std::uint64_t addr, std::uint64_t len, int prot, int& err) override;
  bool protect(std::uint64_t addr, std::uint64_t len, int prot, int& err) override;
  void unmap(std::uint64_t addr, std::uint64_t len) override;
};

struct ReplayOptions {
  std::string dev_dir = "/dev";
  bool verbose = false;   // print every disagreement
  bool recorded = false;  // issue nothing: account the recording's own replies
};

// Where output goes: `out` gets the stable lines (MARK, END, the summary and
// the unmodelled list, and with --verbose the disagreements), `note` gets
// diagnostics. Each call is one line without its newline. `at_mark`, when
// set, is called at each MARK after its line, while the replay holds what
// the recording held there (the check of --at-mark); false: the check
// failed.
struct Sink {
  std::function<void(std::string_view)> out;
  std::function<void(std::string_view)> note;
  std::function<bool(std::string_view mark)> at_mark;
};

struct ReplayResult {
  std::vector<std::pair<std::string, std::uint64_t>> marks;  // name, fb bytes
  std::uint64_t end_fb_bytes = 0;
  unsigned ioctls = 0;
  unsigned modelled = 0;
  unsigned agreed = 0;
  unsigned unmodelled = 0;
  unsigned refused_allocs = 0;
  unsigned marks_failed = 0;  // marks whose --at-mark check failed
  // "escape 0x2b RM_ALLOC" and the like, with their counts, in order.
  std::map<std::pair<int, std::uint32_t>, std::pair<std::string, unsigned>> unmodelled_items;
  // Controls the recording's driver answered that name, in an fd field, a
  // file the trace never opened: one the process received from another
  // (NCCL passes its export files over a Unix socket). A replay of one
  // process cannot have it; they are issued, not compared. By control.
  std::map<std::uint32_t, unsigned> foreign_items;
  bool recorded = false;  // --recorded: nothing was issued, so nothing compared

  // No modelled ioctl disagreed and no check at a mark failed (exit status
  // 0): always so when nothing was compared, modelled ones included.
  bool all_agree() const { return marks_failed == 0 && (recorded || agreed == modelled); }
};

class Replayer {
 public:
  Replayer(const Model& model, Backend& backend, ReplayOptions options, Sink sink);
  ~Replayer();
  Replayer(const Replayer&) = delete;
  Replayer& operator=(const Replayer&) = delete;

  // Replays `trace` and prints its MARK, END and summary lines. State does
  // not carry over between traces: files are closed and mappings removed at
  // the end of each.
  ReplayResult run(const Trace& trace);

  // For tests: the recorded-to-live translation tables of the last run.
  const std::map<std::uint32_t, std::uint32_t>& client_map() const { return clients_; }
  const std::map<int, int>& fd_map() const { return fds_; }

 private:
  struct Call;
  struct Pending {
    std::uint32_t client, handle;
    std::uint64_t size;
  };

  void on_open(const Record& r);
  void on_close(const Record& r);
  void on_mmap(const Record& r);
  void on_ioctl(const Record& r);
  void build_nv(const Record& r, Call& c);
  void build_uvm(const Record& r, Call& c);
  void issue(const Record& r, Call& c);
  void after(const Record& r, Call& c);
  void compare(const Record& r, Call& c);
  void track(const Record& r, int fd, const Bytes& arg, const Bytes& sub, std::uint32_t cls,
             long ret);
  void track_pending(const Record& r);
  void count_unmodelled(int kind, std::uint32_t number, std::string name);
  void disagree(const Record& r, const std::string& what);
  void note(const Record& r, const std::string& what);
  void note_once(const std::string& key, const std::string& what);
  void reset();

  // Translation.
  int live_fd(int recorded) const;
  bool map_fd_field(Bytes& buf, std::size_t off, unsigned width, bool key);
  void subst_clients(Bytes& buf) const;
  void subst_uuids(Bytes& buf) const;
  std::uint64_t live_address(std::uint64_t recorded) const;
  bool own_range(std::uint64_t addr, std::uint64_t len, int prot, const Record& r);
  void point_nested(const Record& r, Call& c, Bytes& buf, std::uint16_t ptr, std::uint16_t count,
                    std::uint32_t elem, const char* field, const std::string& where);

  const Model& model_;
  Backend& backend_;
  ReplayOptions options_;
  Sink sink_;
  ReplayResult result_;

  std::map<int, int> fds_;                          // recorded fd -> live fd
  std::map<int, std::string> fd_paths_;             // recorded fd -> recorded path
  std::map<std::uint32_t, std::uint32_t> clients_;  // recorded client -> live client
  std::map<Bytes, Bytes> uuids_;                    // recorded GPU UUID -> live (GET_GID_INFO)
  std::map<std::uint64_t, std::uint64_t> tokens_;   // RM_MAP_MEMORY pLinearAddress
  std::map<std::uint64_t, std::pair<std::uint64_t, std::uint64_t>> maps_;  // rec addr -> live, len
  std::map<std::uint64_t, std::uint64_t> owned_;  // [start, end) mapped at recorded addresses
  std::vector<Pending> pending_;                  // memory objects UVM has not mapped yet
  std::set<std::string> noted_;
  ObjectTracker tracker_;
};

}  // namespace gpuslice::replay
