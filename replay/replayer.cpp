// SPDX-License-Identifier: GPL-2.0
//
// The replay engine. docs/replay.md states the remapping rules this file
// implements and why they are sound for the traces of tests/fixtures.

#include "replayer.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>
#include <system_error>

#include "abi.hpp"
#include "nv_escape.h"

namespace gpuslice::replay {

namespace {

constexpr std::uint64_t kPage = 4096;
constexpr std::uint64_t kFailed = ~std::uint64_t{0};
constexpr std::uint32_t kMaxNested = 1u << 20;  // bytes of one nested scratch buffer
// The recorded parameter bytes passed for a class of unknown size
constexpr std::size_t kMaxUnknownParams = 512;

std::uint32_t get32(const Bytes& b, std::size_t off) {
  if (off + 4 > b.size()) return 0;
  std::uint32_t v;
  std::memcpy(&v, b.data() + off, 4);
  return v;
}

std::uint64_t get64(const Bytes& b, std::size_t off) {
  if (off + 8 > b.size()) return 0;
  std::uint64_t v;
  std::memcpy(&v, b.data() + off, 8);
  return v;
}

void put32(Bytes& b, std::size_t off, std::uint32_t v) {
  if (off + 4 <= b.size()) std::memcpy(b.data() + off, &v, 4);
}

void put64(Bytes& b, std::size_t off, std::uint64_t v) {
  if (off + 8 <= b.size()) std::memcpy(b.data() + off, &v, 8);
}

std::string errtext(int err) { return std::generic_category().message(err); }

std::string hex_bytes(const Bytes& b, std::size_t off, std::size_t len) {
  std::string s;
  for (std::size_t i = off; i < off + len && i < b.size(); i++) s += fmt::format("{:02x}", b[i]);
  return s;
}

// Which of NVIDIA's nodes a recorded path names.
enum class Node { kCtl, kGpu, kUvm, kUvmTools, kOther };

Node node_of(const std::string& path) {
  if (path == "/dev/nvidiactl") return Node::kCtl;
  if (path == "/dev/nvidia-uvm") return Node::kUvm;
  if (path == "/dev/nvidia-uvm-tools") return Node::kUvmTools;
  constexpr std::string_view kGpuPrefix = "/dev/nvidia";
  if (path.size() > kGpuPrefix.size() && path.compare(0, kGpuPrefix.size(), kGpuPrefix) == 0 &&
      std::all_of(path.begin() + kGpuPrefix.size(), path.end(),
                  [](char ch) { return ch >= '0' && ch <= '9'; }))
    return Node::kGpu;
  return Node::kOther;
}

bool is_uvm(const std::string& path) {
  Node n = node_of(path);
  return n == Node::kUvm || n == Node::kUvmTools;
}

const char* escape_name(std::uint32_t nr) {
  const gs_nv_escape* e = gs_nv_escape_find(&abi::traced(), nr);
  return e ? e->name : "UNKNOWN";
}

const char* uvm_name(std::uint32_t cmd) {
  const gs_uvm_cmd* c = gs_uvm_cmd_find(&abi::traced(), cmd);
  return c ? c->name : "UNKNOWN";
}

enum UnmodelledKind { kEscape = 0, kClass = 1, kControl = 2, kUvm = 3 };
constexpr const char* kKindWord[] = {"escape", "class", "control", "uvm"};

// What traces recorded on several GPUs ask that nvsim does not model, and
// why: its GPUs have no path to each other (no NVLink, no peer mappings)
// and its memory objects no attributes but their size.
struct UnmodelledWhy {
  int kind;
  std::uint32_t number;
  const char* name;
  const char* why;
};
constexpr UnmodelledWhy kUnmodelledWhy[] = {
    {kClass, GS_ABI_CLS_P2P, "NV50_P2P",
     "a peer mapping between two GPUs (CUDA's peer access, NCCL's P2P): nvsim's GPUs have no "
     "path to each other"},
    {kControl, GS_ABI_CTRL_0000_SYSTEM_GET_P2P_CAPS_V2, "NV0000_CTRL_CMD_SYSTEM_GET_P2P_CAPS_V2",
     "which GPUs reach each other, and how: nvsim has no links between its GPUs"},
    {kControl, GS_ABI_CTRL_0041_GET_SURFACE_INFO, "NV0041_CTRL_CMD_GET_SURFACE_INFO",
     "a memory object's physical size and layout: nvsim keeps no surface attributes"},
    {kControl, GS_ABI_CTRL_2080_NVLINK_GET_NVLINK_CAPS, "NV2080_CTRL_CMD_NVLINK_GET_NVLINK_CAPS",
     "the GPU's NVLink capabilities: nvsim models no NVLink"},
};

const UnmodelledWhy* unmodelled_why(int kind, std::uint32_t number) {
  for (const UnmodelledWhy& w : kUnmodelledWhy)
    if (w.kind == kind && w.number == number) return &w;
  return nullptr;
}

}  // namespace

// --- the real system calls ---

int LinuxBackend::open(const std::string& path, int& err) {
  int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) err = errno;
  return fd;
}

void LinuxBackend::close(int fd) { ::close(fd); }

IoResult LinuxBackend::ioctl(int fd, std::uint32_t req, void* arg) {
  IoResult r;
  r.ret = ::ioctl(fd, static_cast<unsigned long>(req), arg);
  r.err = r.ret < 0 ? errno : 0;
  return r;
}

std::uint64_t LinuxBackend::mmap(std::uint64_t addr, std::uint64_t len, int prot, int flags, int fd,
                                 std::uint64_t off, int& err) {
  void* p = ::mmap(reinterpret_cast<void*>(addr), len, prot, flags, fd, static_cast<off_t>(off));
  if (p == MAP_FAILED) {
    err = errno;
    return kFailed;
  }
  return reinterpret_cast<std::uint64_t>(p);
}

bool LinuxBackend::reserve(std::uint64_t addr, std::uint64_t len, int prot, int& err) {
  void* want = reinterpret_cast<void*>(addr);
  void* p = ::mmap(want, len, prot,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
  if (p == MAP_FAILED) {
    err = errno;
    return false;
  }
  if (p != want) {  // a kernel before 4.17 took the flag as a hint
    ::munmap(p, len);
    err = EEXIST;
    return false;
  }
  return true;
}

bool LinuxBackend::protect(std::uint64_t addr, std::uint64_t len, int prot, int& err) {
  if (::mprotect(reinterpret_cast<void*>(addr), len, prot) == 0) return true;
  err = errno;
  return false;
}

void LinuxBackend::unmap(std::uint64_t addr, std::uint64_t len) {
  ::munmap(reinterpret_cast<void*>(addr), len);
}

// --- one ioctl being replayed ---

struct Replayer::Call {
  bool uvm = false;
  const gs_nv_escape* esc = nullptr;
  const gs_uvm_cmd* ucmd = nullptr;
  Bytes arg;  // the argument as issued, and as the driver left it
  Bytes sub;  // RM_CONTROL/RM_ALLOC params, as issued and returned
  bool has_sub = false;
  std::uint32_t cls = 0;               // RM_ALLOC
  std::uint32_t ctrl = 0;              // RM_CONTROL
  std::deque<Bytes> scratch;           // nested buffers; a deque keeps them in place
  const ModelItem* item = nullptr;     // escape or uvm entry
  const ModelItem* subitem = nullptr;  // class or control entry
  bool modelled = false;
  bool foreign_fd = false;  // an fd field names a file the trace never opened
  bool issued = false;
  IoResult res;
  std::uint32_t status_off = GS_NV_NO_FIELD;
  std::uint32_t recorded_len = 0;  // bytes of the argument the trace holds
};

Replayer::Replayer(const Model& model, Backend& backend, ReplayOptions options, Sink sink)
    : model_(model), backend_(backend), options_(std::move(options)), sink_(std::move(sink)) {}

Replayer::~Replayer() { reset(); }

void Replayer::reset() {
  if (!options_.recorded)
    for (auto& [rec, live] : fds_)
      if (live >= 0) backend_.close(live);
  for (auto& [rec, live] : maps_) {
    // Mappings at recorded addresses are unmapped with owned_ below.
    bool owned = false;
    auto it = owned_.upper_bound(live.first);
    if (it != owned_.begin() && std::prev(it)->second > live.first) owned = true;
    if (!owned) backend_.unmap(live.first, live.second);
  }
  for (auto& [start, end] : owned_) backend_.unmap(start, end - start);
  fds_.clear();
  fd_paths_.clear();
  clients_.clear();
  uuids_.clear();
  tokens_.clear();
  maps_.clear();
  owned_.clear();
  pending_.clear();
  noted_.clear();
  tracker_.clear();
}

void Replayer::note(const Record& r, const std::string& what) {
  if (sink_.note) sink_.note(fmt::format("line {}: {}", r.line, what));
}

void Replayer::note_once(const std::string& key, const std::string& what) {
  if (noted_.insert(key).second && sink_.note) sink_.note(what);
}

void Replayer::disagree(const Record& r, const std::string& what) {
  if (options_.verbose && sink_.out)
    sink_.out(fmt::format("disagree #{} line {}: {}", r.seq, r.line, what));
}

void Replayer::count_unmodelled(int kind, std::uint32_t number, std::string name) {
  auto& entry = result_.unmodelled_items[{kind, number}];
  if (entry.first.empty()) entry.first = std::move(name);
  entry.second++;
}

int Replayer::live_fd(int recorded) const {
  auto it = fds_.find(recorded);
  return it == fds_.end() ? -1 : it->second;
}

// Rewrites a recorded fd inside an argument to the live one. -1 stays -1;
// a number that no open file of the trace had stays as it is (the driver
// then refuses it as it would have refused it in the recording): returns
// true for such a number.
bool Replayer::map_fd_field(Bytes& buf, std::size_t off, unsigned width, bool key) {
  (void)key;
  if (off + width > buf.size()) return false;
  std::int64_t v = width == 8 ? static_cast<std::int64_t>(get64(buf, off))
                              : static_cast<std::int32_t>(get32(buf, off));
  if (v < 0 || v > (1 << 20)) return false;
  auto it = fds_.find(static_cast<int>(v));
  if (it == fds_.end()) return true;
  if (it->second < 0) return false;
  if (width == 8)
    put64(buf, off, static_cast<std::uint64_t>(it->second));
  else
    put32(buf, off, static_cast<std::uint32_t>(it->second));
  return false;
}

// Value-based rewrite of RM client handles: every naturally aligned u32 that
// equals a client handle the recording's driver handed out becomes the live
// handle (docs/replay.md: "Client handles").
void Replayer::subst_clients(Bytes& buf) const {
  if (clients_.empty()) return;
  for (std::size_t off = 0; off + 4 <= buf.size(); off += 4) {
    auto it = clients_.find(get32(buf, off));
    if (it != clients_.end()) put32(buf, off, it->second);
  }
}

// Recorded GPU UUIDs in @buf become the live GPUs': a trace recorded on
// other GPUs names them by UUID to UVM (REGISTER_GPU, mappings' attributes).
void Replayer::subst_uuids(Bytes& buf) const {
  for (const auto& [rec, live] : uuids_) {
    if (rec == live) continue;
    auto at = buf.begin();
    while ((at = std::search(at, buf.end(), rec.begin(), rec.end())) != buf.end())
      at = std::copy(live.begin(), live.end(), at);
  }
}

// A recorded CPU address (or RM_MAP_MEMORY token) in live terms.
std::uint64_t Replayer::live_address(std::uint64_t recorded) const {
  auto t = tokens_.find(recorded);
  if (t != tokens_.end()) return t->second;
  auto it = maps_.upper_bound(recorded);
  if (it != maps_.begin()) {
    --it;
    if (recorded - it->first < it->second.second) return it->second.first + (recorded - it->first);
  }
  return recorded;
}

// Makes [addr, addr+len) ours: anonymous memory with `prot` where nothing of
// ours is yet, PROT_NONE reservations of ours upgraded when `prot` asks for
// more. False (reported) when something else of the process is in the way.
bool Replayer::own_range(std::uint64_t addr, std::uint64_t len, int prot, const Record& r) {
  if (len == 0) return true;
  std::uint64_t a = addr & ~(kPage - 1);
  std::uint64_t b = (addr + len + kPage - 1) & ~(kPage - 1);
  if (b < a) return false;
  std::uint64_t cur = a;
  auto it = owned_.upper_bound(a);
  if (it != owned_.begin() && std::prev(it)->second > a) --it;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> holes;
  for (; cur < b; ++it) {
    if (it == owned_.end() || it->first >= b) {
      holes.emplace_back(cur, b);
      break;
    }
    if (it->first > cur) holes.emplace_back(cur, it->first);
    cur = std::max(cur, it->second);
  }
  for (auto [s, e] : holes) {
    int err = 0;
    if (!backend_.reserve(s, e - s, prot, err)) {
      note(r, fmt::format("cannot reserve recorded address range {:#x}-{:#x}: {}", s, e,
                          errtext(err)));
      return false;
    }
    owned_[s] = e;
  }
  int err = 0;
  if (prot != PROT_NONE && !backend_.protect(a, b - a, prot, err))
    note(r, fmt::format("mprotect {:#x}-{:#x}: {}", a, b, errtext(err)));
  return true;
}

// Points a nested user pointer at zeroed scratch memory of the size the
// driver will copy: the trace did not record what it pointed to.
void Replayer::point_nested(const Record& r, Call& c, Bytes& buf, std::uint16_t ptr,
                            std::uint16_t count, std::uint32_t elem, const char* field,
                            const std::string& where) {
  (void)r;
  if (ptr + 8u > buf.size() || get64(buf, ptr) == 0) return;
  std::uint64_t n = count == abi::kNoField ? 1 : get32(buf, count);
  std::uint64_t bytes = std::min<std::uint64_t>(n * elem, kMaxNested);
  Bytes& s = c.scratch.emplace_back(std::max<std::uint64_t>(bytes, 8), 0);
  put64(buf, ptr, reinterpret_cast<std::uint64_t>(s.data()));
  note_once(where + field,
            fmt::format("{}: {} points to data the trace did not record: passing {} zeroed bytes",
                        where, field, bytes));
}

// --- records ---

void Replayer::on_open(const Record& r) {
  fd_paths_[r.fd] = r.path;
  if (options_.recorded) {
    fds_[r.fd] = r.fd;
    return;
  }
  if (auto old = fds_.find(r.fd); old != fds_.end() && old->second >= 0)
    backend_.close(old->second);
  constexpr std::string_view kDev = "/dev/";
  if (r.path.compare(0, kDev.size(), kDev) != 0) {
    note(r, fmt::format("cannot map {} (not under /dev): its ioctls are not issued", r.path));
    fds_[r.fd] = -1;
    return;
  }
  std::string live = options_.dev_dir + r.path.substr(kDev.size() - 1);
  int err = 0;
  int fd = backend_.open(live, err);
  if (fd < 0)
    note(r, fmt::format("open {} (recorded {}): {}: its ioctls are not issued", live, r.path,
                        errtext(err)));
  fds_[r.fd] = fd;
}

void Replayer::on_close(const Record& r) {
  auto it = fds_.find(r.fd);
  if (it == fds_.end()) {
    note(r, fmt::format("CLOSE of fd {}, which the trace never opened", r.fd));
    return;
  }
  if (it->second >= 0) {
    if (!options_.recorded) backend_.close(it->second);
    tracker_.close_fd(it->second);
  }
  fds_.erase(it);
  fd_paths_.erase(r.fd);
}

void Replayer::on_mmap(const Record& r) {
  if (options_.recorded) return;
  int fd = live_fd(r.fd);
  if (fd < 0) {
    note(r, fmt::format("MMAP of fd {}, which is not open here: skipped", r.fd));
    return;
  }
  // MAP_FIXED mmaps (CUDA's own VA layout) and UVM mmaps (offset == VA) go
  // to the recorded address, over a reservation of ours; others anywhere.
  bool fixed = (r.flags & MAP_FIXED) || is_uvm(r.path);
  int flags = r.flags & ~(MAP_FIXED | MAP_FIXED_NOREPLACE);
  std::uint64_t want = 0;
  if (fixed) {
    if (!own_range(r.addr, r.len, PROT_NONE, r)) return;
    want = r.addr;
    flags |= MAP_FIXED;
  }
  int err = 0;
  std::uint64_t got = backend_.mmap(want, r.len, r.prot, flags, fd, r.off, err);
  if (got == kFailed) {
    note(r, fmt::format("mmap {} len={} off={:#x}: {}", r.path, r.len, r.off, errtext(err)));
    return;
  }
  maps_[r.addr] = {got, r.len};
}

void Replayer::build_nv(const Record& r, Call& c) {
  c.esc = gs_nv_escape_find(&abi::traced(), r.nr);
  c.arg = r.pre;
  c.arg.resize(r.size);
  c.recorded_len = static_cast<std::uint32_t>(std::min<std::size_t>(r.pre.size(), r.size));
  subst_clients(c.arg);
  if (c.esc) {
    c.status_off = gs_nv_escape_status(c.esc, r.size);
    if (c.esc->fd.kind != GS_NV_FD_NONE)
      map_fd_field(c.arg, c.esc->fd.offset, 4, c.esc->fd.kind == GS_NV_FD_EVENT_KEY);
  }
  std::string where = fmt::format("{} ({:#x})", escape_name(r.nr), r.nr);

  switch (r.nr) {
    case GS_ABI_ESC_RM_CONTROL: {
      c.ctrl = get32(c.arg, abi::kControlCmd);
      std::uint32_t psize = get32(c.arg, abi::kControlParamsSize);
      std::uint64_t ptr = get64(c.arg, abi::kControlParams);
      if (!ptr) break;
      c.has_sub = true;
      c.sub = r.subpre;
      if (c.sub.size() < psize)
        note(r, fmt::format("control {:#x}: {} params bytes recorded of {}", c.ctrl, c.sub.size(),
                            psize));
      c.sub.resize(std::max<std::uint32_t>(psize, 1));
      subst_clients(c.sub);
      for (const abi::ParamFd& f : abi::control_fds(c.ctrl))
        c.foreign_fd |= map_fd_field(c.sub, f.off, f.width, false);
      const char* name = abi::control_name(c.ctrl);
      std::string cwhere = fmt::format("control {:#x} {}", c.ctrl, name ? name : "");
      for (const abi::NestedPtr& p : abi::control_nested_ptrs(c.ctrl))
        point_nested(r, c, c.sub, p.ptr, p.count, p.elem, p.field, cwhere);
      put64(c.arg, abi::kControlParams, reinterpret_cast<std::uint64_t>(c.sub.data()));
      break;
    }
    case GS_ABI_ESC_RM_ALLOC: {  // NVOS64 or NVOS21
      c.cls = get32(c.arg, GS_NV_RM_ALLOC_CLASS);
      if (r.size == GS_ABI_NVOS64_SIZE && get64(c.arg, abi::kAllocRights)) {
        note_once("rights", "RM_ALLOC pRightsRequested was not recorded: passing NULL");
        put64(c.arg, abi::kAllocRights, 0);
      }
      std::uint64_t ptr = get64(c.arg, abi::kAllocParams);
      if (!ptr) break;
      std::optional<std::uint32_t> psize = abi::class_param_size(c.cls);
      if (!psize) {
        psize =
            static_cast<std::uint32_t>(std::min<std::size_t>(r.subpre.size(), kMaxUnknownParams));
        note_once(fmt::format("class{}", c.cls),
                  fmt::format("class {:#x}: parameter size unknown, passing the {} recorded bytes",
                              c.cls, *psize));
      }
      c.has_sub = true;
      c.sub = r.subpre;
      c.sub.resize(std::max<std::uint32_t>(*psize, 1));
      subst_clients(c.sub);
      for (const abi::ParamFd& f : abi::class_fds(c.cls))
        map_fd_field(c.sub, f.off, f.width, f.off == GS_ABI_EVENT_PARAMS_DATA_AT);
      put64(c.arg, abi::kAllocParams, reinterpret_cast<std::uint64_t>(c.sub.data()));
      break;
    }
    case GS_ABI_ESC_RM_ALLOC_MEMORY: {  // NVOS02 first: an OS descriptor pins pMemory's pages
      if (get32(c.arg, GS_ABI_NVOS02_HCLASS_AT) == GS_ABI_CLS_MEMORY_SYSTEM_OS_DESCRIPTOR) {
        std::uint64_t va = get64(c.arg, GS_ABI_NVOS02_PMEMORY_AT);
        std::uint64_t limit = get64(c.arg, GS_ABI_NVOS02_LIMIT_AT);
        own_range(va, limit + 1, PROT_READ | PROT_WRITE, r);
      }
      break;
    }
    case GS_ABI_ESC_RM_UNMAP_MEMORY:  // pLinearAddress
      put64(c.arg, GS_ABI_NVOS34_PLINEARADDRESS_AT,
            live_address(get64(c.arg, GS_ABI_NVOS34_PLINEARADDRESS_AT)));
      break;
    case GS_ABI_ESC_RM_UPDATE_DEVICE_MAPPING_INFO:  // old token/address, new address
      put64(c.arg, GS_ABI_NVOS56_POLDCPUADDRESS_AT,
            live_address(get64(c.arg, GS_ABI_NVOS56_POLDCPUADDRESS_AT)));
      put64(c.arg, GS_ABI_NVOS56_PNEWCPUADDRESS_AT,
            live_address(get64(c.arg, GS_ABI_NVOS56_PNEWCPUADDRESS_AT)));
      break;
  }
  for (const abi::NestedPtr& p : abi::escape_nested_ptrs(r.nr))
    point_nested(r, c, c.arg, p.ptr, p.count, p.elem, p.field, where);
}

void Replayer::build_uvm(const Record& r, Call& c) {
  c.uvm = true;
  c.ucmd = gs_uvm_cmd_find(&abi::traced(), r.req);
  std::size_t size = c.ucmd ? c.ucmd->size : r.pre.size();
  c.arg.assign(size, 0);
  c.recorded_len = static_cast<std::uint32_t>(std::min(size, r.pre.size()));
  std::copy_n(r.pre.begin(), c.recorded_len, c.arg.begin());
  subst_clients(c.arg);
  subst_uuids(c.arg);
  if (!c.ucmd) return;
  c.status_off = c.ucmd->status;
  if (c.ucmd->fd.kind != GS_NV_FD_NONE) map_fd_field(c.arg, c.ucmd->fd.offset, 4, false);

  const gs_abi* t = &abi::traced();
  if (r.req == abi::kUvmMapExternal &&
      c.recorded_len < GS_ABI(t, UVM_MAP_EXTERNAL_ALLOCATION_HMEMORY_AT) + 4) {
    // The recorder kept 4096 of the argument's bytes: rebuild the tail.
    // Attributes count: the entries whose GPU UUID is set in the recorded part.
    std::uint64_t count = 0;
    for (std::uint32_t off = abi::kMeaAttrs;
         off + abi::kMeaAttrUuid <= c.recorded_len && count < GS_ABI(t, UVM_MAX_GPUS);
         off += abi::kMeaAttrSize, count++)
      if (std::all_of(c.arg.begin() + off, c.arg.begin() + off + abi::kMeaAttrUuid,
                      [](auto v) { return !v; }))
        break;
    put64(c.arg, GS_ABI(t, UVM_MAP_EXTERNAL_ALLOCATION_GPUATTRIBUTESCOUNT_AT), count);
    std::uint64_t len = get64(c.arg, abi::kMeaLength), off = get64(c.arg, abi::kMeaOffset);
    auto pick = std::find_if(pending_.begin(), pending_.end(),
                             [&](const Pending& p) { return p.size == len; });
    if (pick == pending_.end())
      pick = std::find_if(pending_.rbegin(), pending_.rend(), [&](const Pending& p) {
               return p.size >= off + len;
             }).base();
    if (pick != pending_.end() && pick->size >= off + len) {
      auto cl = clients_.find(pick->client);
      put32(c.arg, GS_ABI(t, UVM_MAP_EXTERNAL_ALLOCATION_HCLIENT_AT),
            cl == clients_.end() ? pick->client : cl->second);
      put32(c.arg, GS_ABI(t, UVM_MAP_EXTERNAL_ALLOCATION_HMEMORY_AT), pick->handle);
      pending_.erase(pick);
    } else {
      note(r, "UVM_MAP_EXTERNAL_ALLOCATION: no memory object of the mapped size to name");
    }
    put32(c.arg, GS_ABI(t, UVM_MAP_EXTERNAL_ALLOCATION_RMCTRLFD_AT),
          static_cast<std::uint32_t>(-1));
    note_once("mea",
              "UVM_MAP_EXTERNAL_ALLOCATION: hClient, hMemory and gpuAttributesCount lie "
              "beyond the 4096 recorded bytes; rebuilt from the trace (docs/replay.md)");
  }
  if (auto va = abi::uvm_va_range(r.req)) {
    std::uint64_t base = get64(c.arg, va->base), len = get64(c.arg, va->length);
    if (len) own_range(base, len, PROT_NONE, r);
  }
}

void Replayer::issue(const Record& r, Call& c) {
  int fd = live_fd(r.fd);
  if (fd < 0) return;
  void* arg = c.arg.empty() ? nullptr : c.arg.data();
  c.res = backend_.ioctl(fd, r.req, arg);
  c.issued = true;
}

// Learns from the live reply: driver-chosen handles, mapping tokens.
void Replayer::after(const Record& r, Call& c) {
  if (c.uvm || !c.issued || c.res.ret != 0) return;
  std::uint32_t st = c.status_off == GS_NV_NO_FIELD ? 0 : get32(c.arg, c.status_off);
  std::uint32_t rec_st = c.status_off == GS_NV_NO_FIELD ? 0 : get32(r.post, c.status_off);
  if (r.nr == GS_ABI_ESC_RM_ALLOC) {
    if (st != 0 && rec_st == 0) {
      result_.refused_allocs++;
      note(r, fmt::format("#{} RM_ALLOC of class {:#x} refused: status {:#x} (recorded {:#x})",
                          r.seq, c.cls, st, rec_st));
    }
    if (st == 0 && get32(r.pre, abi::kAllocNew) == 0 && abi::is_root_class(c.cls))
      clients_[get32(r.post, abi::kAllocNew)] = get32(c.arg, abi::kAllocNew);
  } else if (r.nr == GS_ABI_ESC_RM_MAP_MEMORY && st == 0) {
    tokens_[get64(r.post, GS_ABI_NVOS33_PLINEARADDRESS_AT)] =
        get64(c.arg, GS_ABI_NVOS33_PLINEARADDRESS_AT);
  } else if (r.nr == GS_ABI_ESC_RM_CONTROL && st == 0 && rec_st == 0 &&
             c.ctrl == abi::kCtrlGidInfo && get32(c.sub, abi::kGidLength) == abi::kUuidSize &&
             r.subpost.size() >= abi::kGidData + abi::kUuidSize &&
             get32(r.subpost, abi::kGidLength) == abi::kUuidSize &&
             c.sub.size() >= abi::kGidData + abi::kUuidSize) {
    auto rec = r.subpost.begin() + abi::kGidData;
    auto live = c.sub.begin() + abi::kGidData;
    uuids_[Bytes(rec, rec + abi::kUuidSize)] = Bytes(live, live + abi::kUuidSize);
  }
}

void Replayer::compare(const Record& r, Call& c) {
  result_.modelled++;
  std::string what = c.uvm ? fmt::format("{} ({:#x})", uvm_name(r.req), r.req)
                           : fmt::format("{} ({:#x})", escape_name(r.nr), r.nr);
  if (r.nr == GS_ABI_ESC_RM_ALLOC && !c.uvm) what += fmt::format(" class {:#x}", c.cls);
  if (r.nr == GS_ABI_ESC_RM_CONTROL && !c.uvm) what += fmt::format(" control {:#x}", c.ctrl);
  if (!c.issued) {
    disagree(r, what + ": not issued (its file is not open)");
    return;
  }
  if (c.res.ret != r.ret || (r.ret < 0 && c.res.err != r.err)) {
    // A failed ioctl copied nothing back: the fields would only add noise.
    disagree(r, fmt::format("{}: ioctl returned {} errno {}, recorded {} errno {}", what, c.res.ret,
                            c.res.err, r.ret, r.err));
    return;
  }
  bool ok = true;
  if (c.status_off != GS_NV_NO_FIELD && c.status_off + 4 <= c.recorded_len &&
      c.status_off + 4 <= c.arg.size()) {
    std::uint32_t want = get32(r.post, c.status_off), got = get32(c.arg, c.status_off);
    if (want != got) {
      ok = false;
      disagree(r, fmt::format("{}: status expected {:#x} got {:#x}", what, want, got));
    }
  }
  auto ranges = [&](const ModelItem* item, const Bytes& recorded, const Bytes& live,
                    std::size_t limit, const char* label) {
    if (!item) return;
    Bytes expect = recorded;
    subst_clients(expect);
    subst_uuids(expect);
    for (const OutRange& o : item->out) {
      std::size_t end = std::min<std::size_t>({std::size_t{o.off} + o.len, limit, live.size()});
      if (o.off >= end) continue;
      if (!std::equal(expect.begin() + o.off, expect.begin() + end, live.begin() + o.off)) {
        ok = false;
        disagree(r, fmt::format("{}: {} {}+{} expected {} got {}", what, label, o.off, o.len,
                                hex_bytes(expect, o.off, end - o.off),
                                hex_bytes(live, o.off, end - o.off)));
      }
    }
  };
  ranges(c.item, r.post, c.arg, c.recorded_len, "out");
  if (c.has_sub) ranges(c.subitem, r.subpost, c.sub, r.subpost.size(), "params");
  if (ok) result_.agreed++;
}

// Object and framebuffer accounting from an ioctl's result: the live reply,
// or with --recorded the recording's own.
void Replayer::track(const Record& r, int fd, const Bytes& arg, const Bytes& sub, std::uint32_t cls,
                     long ret) {
  if (is_uvm(r.path) || ret != 0) return;
  switch (r.nr) {
    case GS_ABI_ESC_RM_ALLOC: {
      std::uint32_t st = get32(arg, abi::alloc_status_at(r.size));
      if (st) return;
      std::uint32_t root = get32(arg, GS_ABI_NVOS64_HROOT_AT);
      std::uint32_t parent = get32(arg, GS_ABI_NVOS64_HOBJECTPARENT_AT);
      std::uint32_t handle = get32(arg, abi::kAllocNew);
      if (abi::is_root_class(cls)) {
        tracker_.add_client(handle, fd);
      } else {
        std::uint64_t fb = cls == abi::kClassLocalUser ? get64(sub, abi::kMemAllocSize) : 0;
        tracker_.add_object(root, parent, handle, cls, fb);
      }
      break;
    }
    case GS_ABI_ESC_RM_ALLOC_MEMORY:
      if (get32(arg, GS_ABI_NVOS02_STATUS_AT) == 0)
        tracker_.add_object(
            get32(arg, GS_ABI_NVOS02_HROOT_AT), get32(arg, GS_ABI_NVOS02_HOBJECTPARENT_AT),
            get32(arg, GS_ABI_NVOS02_HOBJECTNEW_AT), get32(arg, GS_ABI_NVOS02_HCLASS_AT), 0);
      break;
    case GS_ABI_ESC_RM_DUP_OBJECT:  // a new handle, no new memory
      if (get32(arg, GS_ABI_NVOS55_STATUS_AT) == 0)
        tracker_.add_object(get32(arg, GS_ABI_NVOS55_HCLIENT_AT),
                            get32(arg, GS_ABI_NVOS55_HPARENT_AT),
                            get32(arg, GS_ABI_NVOS55_HOBJECT_AT), 0, 0);
      break;
    case GS_ABI_ESC_RM_FREE:
      if (get32(arg, GS_ABI_NVOS00_STATUS_AT) == 0)
        tracker_.free(get32(arg, GS_ABI_NVOS00_HROOT_AT), get32(arg, GS_ABI_NVOS00_HOBJECTOLD_AT));
      break;
  }
}

// Memory objects that a later UVM_MAP_EXTERNAL_ALLOCATION may name, from the
// recording (its handles are CUDA's, the same live).
void Replayer::track_pending(const Record& r) {
  if (is_uvm(r.path) || r.ret != 0) return;
  if (r.nr == GS_ABI_ESC_RM_ALLOC && get32(r.post, abi::alloc_status_at(r.size)) == 0 &&
      abi::is_memory_class(get32(r.pre, GS_NV_RM_ALLOC_CLASS)) &&
      r.subpost.size() >= abi::kMemAllocSize + sizeof(std::uint64_t)) {
    pending_.push_back({get32(r.post, GS_ABI_NVOS64_HROOT_AT), get32(r.post, abi::kAllocNew),
                        get64(r.subpost, abi::kMemAllocSize)});
  } else if (r.nr == GS_ABI_ESC_RM_ALLOC_MEMORY && get32(r.post, GS_ABI_NVOS02_STATUS_AT) == 0) {
    pending_.push_back({get32(r.post, GS_ABI_NVOS02_HROOT_AT),
                        get32(r.post, GS_ABI_NVOS02_HOBJECTNEW_AT),
                        get64(r.post, GS_ABI_NVOS02_LIMIT_AT) + 1});
  } else if (r.nr == GS_ABI_ESC_RM_FREE && get32(r.post, GS_ABI_NVOS00_STATUS_AT) == 0) {
    std::uint32_t client = get32(r.post, GS_ABI_NVOS00_HROOT_AT);
    std::uint32_t handle = get32(r.post, GS_ABI_NVOS00_HOBJECTOLD_AT);
    std::erase_if(pending_, [&](const Pending& p) {
      return p.client == client && (p.handle == handle || handle == client);
    });
  }
}

void Replayer::on_ioctl(const Record& r) {
  result_.ioctls++;
  Call c;
  bool uvm = is_uvm(r.path);

  // Modelled: escape listed and, for RM_ALLOC/RM_CONTROL, the class/control;
  // for UVM, the command.
  std::uint32_t cls = r.nr == GS_ABI_ESC_RM_ALLOC ? get32(r.pre, GS_NV_RM_ALLOC_CLASS) : 0;
  std::uint32_t ctrl = r.nr == GS_ABI_ESC_RM_CONTROL ? get32(r.pre, abi::kControlCmd) : 0;
  if (uvm) {
    c.item = model_.uvm_cmd(r.req);
    c.modelled = c.item != nullptr;
    if (!c.modelled) count_unmodelled(kUvm, r.req, uvm_name(r.req));
  } else {
    c.item = model_.escape(r.nr);
    if (!c.item) {
      count_unmodelled(kEscape, r.nr, escape_name(r.nr));
    } else if (r.nr == GS_ABI_ESC_RM_ALLOC) {
      c.subitem = model_.cls(cls);
      if (!c.subitem) {
        const char* n = abi::class_name(cls);
        count_unmodelled(kClass, cls, n ? n : "");
      }
    } else if (r.nr == GS_ABI_ESC_RM_CONTROL) {
      c.subitem = model_.control(ctrl);
      if (!c.subitem) {
        const char* n = abi::control_name(ctrl);
        count_unmodelled(kControl, ctrl, n ? n : "");
      }
    }
    c.modelled = c.item && (r.nr != GS_ABI_ESC_RM_ALLOC && r.nr != GS_ABI_ESC_RM_CONTROL
                                ? true
                                : c.subitem != nullptr);
  }
  if (!c.modelled) result_.unmodelled++;

  if (options_.recorded) {
    if (c.modelled) result_.modelled++;
    track(r, r.fd, r.post, r.subpost, cls, r.ret);
    track_pending(r);
    return;
  }

  if (uvm)
    build_uvm(r, c);
  else
    build_nv(r, c);
  issue(r, c);
  after(r, c);
  if (c.issued) track(r, live_fd(r.fd), c.arg, c.sub, cls, c.res.ret);
  track_pending(r);
  if (!c.modelled) return;
  bool recorded_ok =
      r.ret == 0 && (c.status_off == GS_NV_NO_FIELD || c.status_off + 4 > r.post.size() ||
                     get32(r.post, c.status_off) == 0);
  if (c.foreign_fd && recorded_ok)
    result_.foreign_items[ctrl]++;
  else
    compare(r, c);
}

ReplayResult Replayer::run(const Trace& trace) {
  reset();
  result_ = ReplayResult{};
  result_.recorded = options_.recorded;
  for (const Record& r : trace.records) {
    switch (r.kind) {
      case Record::Kind::kOpen:
        on_open(r);
        break;
      case Record::Kind::kClose:
        on_close(r);
        break;
      case Record::Kind::kMmap:
        on_mmap(r);
        break;
      case Record::Kind::kMark:
        result_.marks.emplace_back(r.name, tracker_.fb_bytes());
        if (sink_.out) sink_.out(fmt::format("MARK {} fb_bytes={}", r.name, tracker_.fb_bytes()));
        if (sink_.at_mark && !sink_.at_mark(r.name)) {
          result_.marks_failed++;
          if (sink_.out) sink_.out(fmt::format("MARK {} check failed", r.name));
        }
        break;
      case Record::Kind::kIoctl:
        on_ioctl(r);
        break;
    }
  }
  result_.end_fb_bytes = tracker_.fb_bytes();
  if (sink_.out) {
    sink_.out(fmt::format("END fb_bytes={}", result_.end_fb_bytes));
    if (options_.recorded)
      sink_.out(fmt::format("recorded {}: {} ioctls, {} modelled, {} unmodelled", trace.name,
                            result_.ioctls, result_.modelled, result_.unmodelled));
    else
      sink_.out(fmt::format("replay {}: {}/{} modelled ioctls agree, {} unmodelled", trace.name,
                            result_.agreed, result_.modelled, result_.unmodelled));
    for (const auto& [key, entry] : result_.unmodelled_items) {
      const UnmodelledWhy* why = unmodelled_why(key.first, key.second);
      std::string name = !entry.first.empty() ? entry.first : why ? why->name : "?";
      sink_.out(fmt::format("unmodelled: {} {:#x} {} ({}){}", kKindWord[key.first], key.second,
                            name, entry.second, why ? fmt::format(": {}", why->why) : ""));
    }
    for (const auto& [cmd, count] : result_.foreign_items) {
      const char* name = abi::control_name(cmd);
      sink_.out(fmt::format(
          "foreign: control {:#x} {} ({}): names a file the trace never opened, one the process "
          "received from another (over a Unix socket); a replay of one process cannot have it: "
          "not compared",
          cmd, name ? name : "?", count));
    }
  }
  ReplayResult done = std::move(result_);
  reset();
  return done;
}

}  // namespace gpuslice::replay
