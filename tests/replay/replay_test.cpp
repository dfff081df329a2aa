// SPDX-License-Identifier: GPL-2.0
//
// Host unit tests of gpuslice-replay (replay/): trace and model parsing, the
// object and framebuffer accounting over the real H100 traces, and the
// remapping of fds, client handles and pointers on synthetic records issued
// to a fake driver. Prints KTAP.
//
// Traces: $GPUSLICE_TRACES, default tests/fixtures/wrapper relative to the
// repository root (make test's working directory). The CLI test runs
// $GPUSLICE_REPLAY, default build/gpuslice-replay. A test whose input is
// missing fails, naming the path it looked for.

#include <fmt/core.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "error.hpp"
#include "fbtrack.hpp"
#include "model.hpp"
#include "replayer.hpp"
#include "trace.hpp"

using namespace gpuslice::replay;

// --- a minimal KTAP harness ---

namespace {

struct Ctx {
  bool failed = false;
};

struct TestCase {
  const char* name;
  void (*fn)(Ctx&);
};

std::vector<TestCase>& registry() {
  static std::vector<TestCase> tests;
  return tests;
}

struct Register {
  Register(const char* name, void (*fn)(Ctx&)) { registry().push_back({name, fn}); }
};

#define TEST(name)                                     \
  static void test_##name(Ctx& ctx);                   \
  static Register register_##name(#name, test_##name); \
  static void test_##name([[maybe_unused]] Ctx& ctx)

#define CHECK(cond)                                                         \
  do {                                                                      \
    if (!(cond)) {                                                          \
      fmt::print("# {}:{}: CHECK({}) failed\n", __FILE__, __LINE__, #cond); \
      ctx.failed = true;                                                    \
    }                                                                       \
  } while (0)

#define CHECK_EQ(a, b)                                                                            \
  do {                                                                                            \
    auto va_ = (a);                                                                               \
    auto vb_ = (b);                                                                               \
    if (!(va_ == vb_)) {                                                                          \
      fmt::print("# {}:{}: CHECK_EQ({}, {}) failed: {} != {}\n", __FILE__, __LINE__, #a, #b, va_, \
                 vb_);                                                                            \
      ctx.failed = true;                                                                          \
    }                                                                                             \
  } while (0)

#define REQUIRE(cond)                                                         \
  do {                                                                        \
    if (!(cond)) {                                                            \
      fmt::print("# {}:{}: REQUIRE({}) failed\n", __FILE__, __LINE__, #cond); \
      ctx.failed = true;                                                      \
      return;                                                                 \
    }                                                                         \
  } while (0)

// Fails the test, naming the path, when its input file is missing.
#define REQUIRE_INPUT(path)                       \
  do {                                            \
    const std::string path_ = (path);             \
    if (!exists(path_)) {                         \
      fmt::print("# missing input: {}\n", path_); \
      ctx.failed = true;                          \
      return;                                     \
    }                                             \
  } while (0)

std::string traces_dir() {
  const char* env = std::getenv("GPUSLICE_TRACES");
  return env ? env : "tests/fixtures/wrapper";
}

bool exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0;
}

std::string trace_path(const char* name) { return traces_dir() + "/" + name + ".trace.gz"; }

// Expects `fn` to throw an Error whose message contains `needle`.
template <typename F>
bool throws_with(F fn, const std::string& needle, std::string* message = nullptr) {
  try {
    fn();
  } catch (const Error& e) {
    if (message) *message = e.what();
    return std::string(e.what()).find(needle) != std::string::npos;
  }
  return false;
}

constexpr std::uint64_t MiB = 1024 * 1024;

// Little-endian argument builder.
struct Buf {
  std::vector<std::uint8_t> b;
  explicit Buf(std::size_t n) : b(n, 0) {}
  Buf& u32(std::size_t off, std::uint32_t v) {
    std::memcpy(&b[off], &v, 4);
    return *this;
  }
  Buf& u64(std::size_t off, std::uint64_t v) {
    std::memcpy(&b[off], &v, 8);
    return *this;
  }
  std::string hex() const {
    std::string s;
    for (auto c : b) s += fmt::format("{:02x}", c);
    return s;
  }
};

std::uint32_t rd32(const void* p, std::size_t off) {
  std::uint32_t v;
  std::memcpy(&v, static_cast<const std::uint8_t*>(p) + off, 4);
  return v;
}

std::uint64_t rd64(const void* p, std::size_t off) {
  std::uint64_t v;
  std::memcpy(&v, static_cast<const std::uint8_t*>(p) + off, 8);
  return v;
}

void wr32(void* p, std::size_t off, std::uint32_t v) {
  std::memcpy(static_cast<std::uint8_t*>(p) + off, &v, 4);
}

void wr64(void* p, std::size_t off, std::uint64_t v) {
  std::memcpy(static_cast<std::uint8_t*>(p) + off, &v, 8);
}

// One IOCTL record in trace syntax.
std::string ioctl_rec(unsigned seq, int fd, const std::string& path, std::uint32_t req,
                      std::uint32_t nr, std::uint32_t size, const Buf& pre, const Buf& post,
                      const Buf* subpre = nullptr, const Buf* subpost = nullptr) {
  std::string s = fmt::format(
      "IOCTL {} pid=1 tid=1 fd={} {} req={:#x} nr={:#x} size={} ret=0 errno=0\n pre={}\n "
      "post={}\n",
      seq, fd, path, req, nr, size, pre.hex(), post.hex());
  if (subpre) s += fmt::format(" subpre={}\n subpost={}\n", subpre->hex(), subpost->hex());
  return s;
}

// A fake driver: records every call; `on_ioctl` plays the driver.
struct FakeBackend : Backend {
  struct Ioctl {
    int fd;
    std::uint32_t req;
    std::vector<std::uint8_t> arg;
  };
  std::vector<std::string> opened;
  std::vector<int> closed;
  std::vector<Ioctl> ioctls;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> reserved, unmapped;
  std::vector<std::uint64_t> mmap_addrs;
  std::function<void(int fd, std::uint32_t req, void* arg, std::size_t size)> on_ioctl;
  int next_fd = 100;
  std::uint64_t next_map = 0x10000000;
  std::size_t last_size = 0;

  int open(const std::string& path, int& err) override {
    opened.push_back(path);
    if (path.find("missing") != std::string::npos) {
      err = ENOENT;
      return -1;
    }
    return next_fd++;
  }
  void close(int fd) override { closed.push_back(fd); }
  IoResult ioctl(int fd, std::uint32_t req, void* arg) override {
    std::size_t size = (req >> 16) & 0x3fff;
    if ((req >> 8 & 0xff) != 'F') size = arg ? 64 : 0;  // UVM: peek at the start only
    if (arg && size) {
      ioctls.push_back({fd, req,
                        std::vector<std::uint8_t>(static_cast<std::uint8_t*>(arg),
                                                  static_cast<std::uint8_t*>(arg) + size)});
    } else {
      ioctls.push_back({fd, req, {}});
    }
    if (on_ioctl) on_ioctl(fd, req, arg, size);
    return {};
  }
  std::uint64_t mmap(std::uint64_t addr, std::uint64_t len, int, int flags, int, std::uint64_t,
                     int&) override {
    std::uint64_t got = (flags & MAP_FIXED) ? addr : next_map;
    if (!(flags & MAP_FIXED)) next_map += (len + 0xfff) & ~0xfffull;
    mmap_addrs.push_back(got);
    return got;
  }
  bool reserve(std::uint64_t addr, std::uint64_t len, int, int&) override {
    reserved.emplace_back(addr, len);
    return true;
  }
  bool protect(std::uint64_t, std::uint64_t, int, int&) override { return true; }
  void unmap(std::uint64_t addr, std::uint64_t len) override { unmapped.emplace_back(addr, len); }
};

struct Captured {
  std::vector<std::string> out, notes;
  Sink sink() {
    return {[this](std::string_view l) { out.emplace_back(l); },
            [this](std::string_view l) { notes.emplace_back(l); },
            {}};
  }
  bool has_out(const std::string& needle) const {
    for (const auto& l : out)
      if (l.find(needle) != std::string::npos) return true;
    return false;
  }
  bool has_note(const std::string& needle) const {
    for (const auto& l : notes)
      if (l.find(needle) != std::string::npos) return true;
    return false;
  }
};

// --- trace parsing ---

TEST(parse_all_three_traces) {
  REQUIRE_INPUT(trace_path("cuda"));
  struct {
    const char* name;
    std::size_t ioctl, open, close, mmap, mark;
  } want[] = {
      {"cuda", 541, 47, 32, 33, 17},
      {"torch", 541, 54, 33, 31, 0},
      {"smi", 51, 8, 8, 0, 0},
  };
  for (const auto& w : want) {
    Trace t = load_trace(trace_path(w.name));
    CHECK_EQ(t.count(Record::Kind::kIoctl), w.ioctl);
    CHECK_EQ(t.count(Record::Kind::kOpen), w.open);
    CHECK_EQ(t.count(Record::Kind::kClose), w.close);
    CHECK_EQ(t.count(Record::Kind::kMmap), w.mmap);
    CHECK_EQ(t.count(Record::Kind::kMark), w.mark);
    // Sequence numbers run 1..N, and every RM_CONTROL/RM_ALLOC with a
    // params pointer carries its params.
    std::uint64_t seq = 0;
    for (const Record& r : t.records) {
      if (r.kind != Record::Kind::kIoctl) continue;
      CHECK_EQ(r.seq, ++seq);
      if (r.path.find("uvm") == std::string::npos && (r.nr == 0x2a || r.nr == 0x2b))
        CHECK_EQ(r.has_sub, rd64(r.pre.data(), 16) != 0);
    }
  }
}

TEST(cuda_trace_marks_in_order) {
  REQUIRE_INPUT(trace_path("cuda"));
  Trace t = load_trace(trace_path("cuda"));
  std::vector<std::string> names;
  for (const Record& r : t.records)
    if (r.kind == Record::Kind::kMark) names.push_back(r.name);
  std::vector<std::string> want = {"init-done",
                                   "meminfo",
                                   "malloc-1MiB",
                                   "malloc-64MiB",
                                   "malloc-1GiB",
                                   "mallochost-16MiB",
                                   "managed-64MiB",
                                   "kernel",
                                   "meminfo2",
                                   "vmm-create-32MiB",
                                   "vmm-map",
                                   "vmm-release",
                                   "mallocasync-256MiB",
                                   "freeasync",
                                   "free-1GiB",
                                   "frees",
                                   "oom"};
  CHECK(names == want);
}

TEST(parse_record_fields) {
  std::string text =
      "OPEN fd=8 /dev/nvidiactl\n"
      "MMAP fd=10 /dev/nvidia-uvm len=2097152 prot=3 flags=0x11 off=0x204a00000 -> 0x204a00000\n"
      "IOCTL 7 pid=477 tid=478 fd=8 /dev/nvidiactl req=0xc00846d6 nr=0xd6 size=8 ret=-1 "
      "errno=22\n pre=0000004000000000\n post=0100004000000000\n"
      "MARK step\n"
      "CLOSE fd=8 /dev/nvidiactl\n";
  Trace t = parse_trace(text, "t");
  REQUIRE(t.records.size() == 5);
  const Record& m = t.records[1];
  CHECK_EQ(m.len, 2097152u);
  CHECK_EQ(m.prot, 3);
  CHECK_EQ(m.flags, 0x11);
  CHECK_EQ(m.off, 0x204a00000u);
  CHECK_EQ(m.addr, 0x204a00000u);
  const Record& i = t.records[2];
  CHECK_EQ(i.seq, 7u);
  CHECK_EQ(i.req, 0xc00846d6u);
  CHECK_EQ(i.nr, 0xd6u);
  CHECK_EQ(i.ret, -1);
  CHECK_EQ(i.err, 22);
  CHECK_EQ(i.pre.size(), 8u);
  CHECK_EQ(i.post[0], 1);
  CHECK(!i.has_sub);
  CHECK_EQ(t.records[3].name, std::string("step"));
  CHECK_EQ(i.line, 3u);
}

// The user-space engine's DRIVER record names the driver, and is no call.
TEST(parse_driver_record) {
  Trace t = parse_trace(
      "DRIVER version=600.10.01 table=580.159.04 match=override\nOPEN fd=8 /dev/nvidiactl\n", "t");
  REQUIRE(t.records.size() == 1);
  CHECK_EQ(t.driver_version, std::string("600.10.01"));
  CHECK_EQ(t.driver_table, std::string("580.159.04"));
  t = parse_trace("DRIVER version=unknown table=none match=unsupported\n", "t");
  CHECK(t.records.empty());
  CHECK(t.driver_version.empty());
  CHECK(t.driver_table.empty());
  t = parse_trace("OPEN fd=8 /dev/nvidiactl\n", "t");
  CHECK(t.driver_version.empty());
  CHECK(throws_with([] { parse_trace("DRIVER version=1.2\n", "f"); }, "f:1: DRIVER wants"));
}

TEST(parse_errors_name_the_line) {
  std::string msg;
  CHECK(throws_with([] { parse_trace("OPEN fd=1 /dev/x\nBOGUS 1\n", "f"); }, "f:2: unknown record",
                    &msg));
  CHECK(throws_with([] { parse_trace(" pre=00\n", "f"); }, "f:1: argument bytes outside"));
  CHECK(throws_with(
      [] {
        parse_trace(
            "IOCTL 1 pid=1 tid=1 fd=3 /dev/nvidiactl req=0x1 nr=0x1 size=1 ret=0 errno=0\n"
            " pre=0\n",
            "f");
      },
      "f:2: pre: odd number"));
  CHECK(throws_with(
      [] {
        parse_trace(
            "IOCTL 1 pid=1 tid=1 fd=3 /dev/nvidiactl req=0x1 nr=0x1 size=1 ret=0 errno=0\n"
            " pre=00\n post=0000\n",
            "f");
      },
      "f:1: pre and post differ"));
  CHECK(throws_with(
      [] { parse_trace("MMAP fd=3 /dev/nvidia0 len=x prot=1 flags=1 off=0 -> 0\n", "f"); },
      "f:1: bad len"));
  CHECK(throws_with([] { parse_trace("OPEN fd=-3 /dev/nvidia0\n", "f"); }, "f:1: bad fd"));
}

// --- model files ---

TEST(model_good_lines) {
  Model m = parse_model(
      "# nvsim model\n"
      "\n"
      "escape 0x2b RM_ALLOC out=8+4\n"
      "escape 2a RM_CONTROL\n"
      "class 0x40 NV01_MEMORY_LOCAL_USER out=64+8,80+16\n"
      "control 0x20801303 NV2080_CTRL_CMD_FB_GET_INFO_V2 out=0x0+4,4+0x400\n"
      "uvm 0x30000001 UVM_INITIALIZE\n",
      "m");
  CHECK(m.present);
  REQUIRE(m.escape(0x2b) != nullptr);
  CHECK_EQ(m.escape(0x2b)->out.size(), 1u);
  CHECK_EQ(m.escape(0x2b)->out[0].off, 8u);
  CHECK(m.escape(0x2a) != nullptr);
  CHECK(m.escape(0x29) == nullptr);
  REQUIRE(m.cls(0x40) != nullptr);
  CHECK_EQ(m.cls(0x40)->name, std::string("NV01_MEMORY_LOCAL_USER"));
  CHECK_EQ(m.cls(0x40)->out[1].len, 16u);
  REQUIRE(m.control(0x20801303) != nullptr);
  CHECK_EQ(m.control(0x20801303)->out[1].len, 0x400u);
  CHECK(m.uvm_cmd(0x30000001) != nullptr);
}

TEST(model_bad_lines) {
  struct {
    const char* text;
    const char* error;
  } bad[] = {
      {"ioctl 0x2b X\n", "m:1: unknown kind 'ioctl'"},
      {"escape zz X\n", "m:1: bad escape number 'zz'"},
      {"escape 0x100 X\n", "m:1: escape number 0x100 is above 0xff"},
      {"escape 0x2b\n", "m:1: expected"},
      {"class 0x40 X out=64\n", "m:1: bad out range '64'"},
      {"class 0x40 X out=64+0\n", "m:1: empty out range"},
      {"class 0x40 X out=64+8,\n", "m:1: bad out range ''"},
      {"class 0x40 X out=99999+8\n", "beyond any argument"},
      {"class 0x40 X extra\n", "m:1: unexpected 'extra'"},
      {"class 0x40 X out=1+1 more\n", "m:1: expected"},
      {"control 0x1 A\ncontrol 0x1 B\n", "m:2: control 0x1 listed twice"},
      {"uvm 0x21 out=0+4\n", "m:1: missing NAME"},
  };
  for (const auto& b : bad) {
    std::string msg;
    bool ok = throws_with([&] { parse_model(b.text, "m"); }, b.error, &msg);
    if (!ok) fmt::print("# '{}' gave '{}'\n", b.text, msg);
    CHECK(ok);
  }
}

// --- accounting ---

TEST(tracker_cascade_frees) {
  ObjectTracker t;
  t.add_client(0xc1d00001, 8);
  t.add_object(0xc1d00001, 0xc1d00001, 0x100, 0x80, 0);        // device
  t.add_object(0xc1d00001, 0x100, 0x101, 0x2080, 0);           // subdevice
  t.add_object(0xc1d00001, 0x100, 0x200, 0x40, 2 * MiB);       // memory under the device
  t.add_object(0xc1d00001, 0x101, 0x201, 0x40, 4 * MiB);       // memory under the subdevice
  t.add_object(0xc1d00001, 0xc1d00001, 0x300, 0x40, 8 * MiB);  // memory under the client
  CHECK_EQ(t.fb_bytes(), 14 * MiB);
  t.free(0xc1d00001, 0x101);  // subdevice and its memory
  CHECK_EQ(t.fb_bytes(), 10 * MiB);
  CHECK(!t.has_object(0xc1d00001, 0x201));
  CHECK(t.has_object(0xc1d00001, 0x200));
  t.free(0xc1d00001, 0x100);
  CHECK_EQ(t.fb_bytes(), 8 * MiB);
  t.add_client(0xc1d00002, 9);
  t.add_object(0xc1d00002, 0xc1d00002, 0x400, 0x40, MiB);
  t.free(0xc1d00001, 0xc1d00001);  // the whole client
  CHECK_EQ(t.fb_bytes(), MiB);
  CHECK(!t.has_client(0xc1d00001));
  t.close_fd(8);  // not the fd of client 2
  CHECK_EQ(t.fb_bytes(), MiB);
  t.close_fd(9);
  CHECK_EQ(t.fb_bytes(), 0u);
  CHECK_EQ(t.objects(), 0u);
}

ReplayResult recorded_run(const char* name, Captured& cap, const Model& model = Model{}) {
  FakeBackend fake;
  ReplayOptions o;
  o.recorded = true;
  Replayer rp(model, fake, o, cap.sink());
  ReplayResult res = rp.run(load_trace(trace_path(name)));
  // Recorded mode issues and opens nothing.
  if (!fake.ioctls.empty() || !fake.opened.empty()) res.ioctls = 0;
  return res;
}

TEST(recorded_fb_bytes_of_cuda_trace) {
  REQUIRE_INPUT(trace_path("cuda"));
  Captured cap;
  ReplayResult res = recorded_run("cuda", cap);
  CHECK_EQ(res.ioctls, 541u);
  std::vector<std::uint64_t> changes;
  std::uint64_t last = 0;
  for (const auto& [name, fb] : res.marks) {
    CHECK_EQ(fb % MiB, 0u);
    if (changes.empty() || fb != last) changes.push_back(fb / MiB);
    last = fb;
  }
  std::vector<std::uint64_t> want = {518, 520, 584, 1608, 1640, 1608, 1864, 1608, 584, 518};
  CHECK(changes == want);
  if (changes != want)
    for (auto c : changes) fmt::print("# got {} MiB\n", c);
  CHECK_EQ(res.end_fb_bytes, 518 * MiB);
  CHECK(cap.has_out("MARK init-done fb_bytes=543162368"));
  CHECK(cap.has_out("MARK malloc-1GiB fb_bytes=1686110208"));
  CHECK(cap.has_out("END fb_bytes=543162368"));
  // Without a model, everything is unmodelled, and listed.
  CHECK_EQ(res.modelled, 0u);
  CHECK_EQ(res.unmodelled, 541u);
  CHECK(cap.has_out("recorded ../") || cap.has_out("recorded /") || cap.has_out("recorded "));
  CHECK(cap.has_out("unmodelled: escape 0x2b RM_ALLOC (134)"));
  CHECK(cap.has_out("unmodelled: uvm 0x21 UVM_MAP_EXTERNAL_ALLOCATION (40)"));
}

TEST(recorded_fb_bytes_of_torch_and_smi) {
  REQUIRE_INPUT(trace_path("torch"));
  Captured cap;
  // PyTorch ends holding its context and its caching allocator's blocks;
  // nvidia-smi allocates no framebuffer at all.
  ReplayResult torch = recorded_run("torch", cap);
  CHECK_EQ(torch.end_fb_bytes, 746 * MiB);
  ReplayResult smi = recorded_run("smi", cap);
  CHECK_EQ(smi.end_fb_bytes, 0u);
  CHECK_EQ(smi.ioctls, 51u);
}

TEST(recorded_mode_classifies_by_model) {
  REQUIRE_INPUT(trace_path("cuda"));
  Model m = parse_model(
      "escape 0x2b RM_ALLOC\nescape 0x2a RM_CONTROL\nclass 0x40 MEM\n"
      "control 0x20801303 FB_GET_INFO_V2\nuvm 0x21 MEA\n",
      "m");
  Captured cap;
  ReplayResult res = recorded_run("cuda", cap, m);
  // 31 class-0x40 allocations, 7 FB_GET_INFO_V2, 40 MAP_EXTERNAL_ALLOCATION.
  CHECK_EQ(res.modelled, 31u + 7u + 40u);
  CHECK_EQ(res.unmodelled, 541u - res.modelled);
  CHECK(cap.has_out("unmodelled: class 0xc86f HOPPER_CHANNEL_GPFIFO_A (20)"));
  CHECK(cap.has_out("unmodelled: control 0x2080014a NV2080_CTRL_CMD_GPU_GET_GID_INFO (2)"));
  CHECK(!cap.has_out("unmodelled: escape 0x2b"));
}

// --- remapping on synthetic records ---

constexpr std::uint32_t kRecClient = 0xc1d0001b;
constexpr std::uint32_t kLiveClient = 0xc1d0beef;
constexpr std::uint32_t kAllocReq = 0xc030462b;
constexpr std::uint32_t kControlReq = 0xc020462a;

// OPEN ctl, allocate the client (driver-chosen handle), open a GPU file.
std::string prologue() {
  Buf pre(48), post(48);
  post.u32(8, kRecClient);
  return "OPEN fd=8 /dev/nvidiactl\n" +
         ioctl_rec(1, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, pre, post) +
         "OPEN fd=12 /dev/nvidia0\n";
}

// The fake RM: hands out kLiveClient for roots, status 0 elsewhere.
void fake_rm(FakeBackend& fake) {
  fake.on_ioctl = [](int, std::uint32_t req, void* arg, std::size_t) {
    if (req == kAllocReq && rd32(arg, 12) == 0 && rd32(arg, 8) == 0) wr32(arg, 8, kLiveClient);
  };
}

TEST(remap_fds_and_client_handles) {
  std::string text = prologue();
  // REGISTER_FD on the GPU file names the ctl fd.
  text += ioctl_rec(2, 12, "/dev/nvidia0", 0xc00446c9, 0xc9, 4, Buf(4).u32(0, 8), Buf(4).u32(0, 8));
  // ALLOC_OS_EVENT keyed by the GPU file's fd.
  Buf ev(16);
  ev.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 12);
  text += ioctl_rec(3, 12, "/dev/nvidia0", 0xc01046ce, 0xce, 16, ev, ev);
  // An RM_CONTROL naming the client as hClient and hObject, with the client
  // inside its params too (SET_INHERITED_SHARE_POLICY).
  Buf ctl(32), sub(12);
  ctl.u32(0, kRecClient).u32(4, kRecClient).u32(8, 0xd04).u64(16, 0x7ffe0000).u32(24, 12);
  sub.u32(0, kRecClient).u32(4, 7);
  text += ioctl_rec(4, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, ctl, ctl, &sub, &sub);
  // An OS event through NV0005: data@16 is the key fd.
  Buf al(48), ep(24);
  al.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 0x5c000040).u32(12, 0x79).u64(16, 0x7ffe1000);
  ep.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 0x79).u64(16, 12);
  text += ioctl_rec(5, 12, "/dev/nvidia0", kAllocReq, 0x2b, 48, al, al, &ep, &ep);

  FakeBackend fake;
  fake_rm(fake);
  std::vector<std::uint8_t> seen_sub, seen_ep;
  auto base = fake.on_ioctl;
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if (req == kControlReq) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      seen_sub.assign(p, p + rd32(arg, 24));
    }
    if (req == kAllocReq && rd32(arg, 12) == 0x79) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      seen_ep.assign(p, p + 24);
    }
  };
  Captured cap;
  ReplayOptions o;
  o.dev_dir = "/dev/gpuslice/s1";
  Replayer rp(Model{}, fake, o, cap.sink());
  rp.run(parse_trace(text, "synthetic"));

  REQUIRE(fake.opened.size() == 2);
  CHECK_EQ(fake.opened[0], std::string("/dev/gpuslice/s1/nvidiactl"));
  CHECK_EQ(fake.opened[1], std::string("/dev/gpuslice/s1/nvidia0"));
  REQUIRE(fake.ioctls.size() == 5);
  CHECK_EQ(fake.ioctls[0].fd, 100);                    // ctl
  CHECK_EQ(fake.ioctls[1].fd, 101);                    // gpu
  CHECK_EQ(rd32(fake.ioctls[1].arg.data(), 0), 100u);  // REGISTER_FD ctl_fd
  CHECK_EQ(rd32(fake.ioctls[2].arg.data(), 0), kLiveClient);
  CHECK_EQ(rd32(fake.ioctls[2].arg.data(), 8), 101u);  // event key
  CHECK_EQ(rd32(fake.ioctls[3].arg.data(), 0), kLiveClient);
  CHECK_EQ(rd32(fake.ioctls[3].arg.data(), 4), kLiveClient);
  REQUIRE(seen_sub.size() == 12);
  CHECK_EQ(rd32(seen_sub.data(), 0), kLiveClient);
  CHECK_EQ(rd32(seen_sub.data(), 4), 7u);
  REQUIRE(seen_ep.size() == 24);
  CHECK_EQ(rd32(seen_ep.data(), 0), kLiveClient);
  CHECK_EQ(rd64(seen_ep.data(), 16), 101u);  // NV0005 data: the key fd
  // Files are closed at the end of the trace.
  CHECK_EQ(fake.closed.size(), 2u);
}

TEST(remap_mapping_tokens_and_addresses) {
  std::string text = prologue();
  // RM_MAP_MEMORY through a fresh ctl file, mmap of it, then the update.
  text += "OPEN fd=16 /dev/nvidiactl\n";
  Buf mpre(56), mpost(56);
  mpre.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 0x5c000006).u64(24, 4096).u32(48, 16);
  mpost = mpre;
  mpost.u64(32, 0x100000a0000);
  text += ioctl_rec(2, 8, "/dev/nvidiactl", 0xc038464e, 0x4e, 56, mpre, mpost);
  text += "MMAP fd=16 /dev/nvidiactl len=4096 prot=3 flags=0x1 off=0 -> 0x7f16564a1000\n";
  text += "CLOSE fd=16 /dev/nvidiactl\n";
  Buf upd(40);
  upd.u32(0, kRecClient)
      .u32(4, 0x5c000003)
      .u32(8, 0x5c000006)
      .u64(16, 0x100000a0000)
      .u64(24, 0x7f16564a1000);
  text += ioctl_rec(3, 8, "/dev/nvidiactl", 0xc028465e, 0x5e, 40, upd, upd);
  // A MAP_FIXED mmap lands at the recorded address, over a reservation.
  text += "OPEN fd=18 /dev/nvidia0\n";
  text += "MMAP fd=18 /dev/nvidia0 len=2097152 prot=3 flags=0x11 off=0 -> 0x200600000\n";

  FakeBackend fake;
  fake_rm(fake);
  auto base = fake.on_ioctl;
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if ((req & 0xff) == 0x4e) wr64(arg, 32, 0xabc0000);  // the live token
  };
  Captured cap;
  Replayer rp(Model{}, fake, ReplayOptions{}, cap.sink());
  rp.run(parse_trace(text, "synthetic"));

  REQUIRE(fake.ioctls.size() == 3);
  CHECK_EQ(rd32(fake.ioctls[1].arg.data(), 48), 102u);         // RM_MAP_MEMORY fd: the fresh file
  CHECK_EQ(rd64(fake.ioctls[2].arg.data(), 16), 0xabc0000u);   // old: the live token
  CHECK_EQ(rd64(fake.ioctls[2].arg.data(), 24), 0x10000000u);  // new: where the mmap landed
  REQUIRE(fake.mmap_addrs.size() == 2);
  CHECK_EQ(fake.mmap_addrs[1], 0x200600000u);
  REQUIRE(!fake.reserved.empty());
  CHECK_EQ(fake.reserved.back().first, 0x200600000u);
  CHECK_EQ(fake.reserved.back().second, 2097152u);
}

TEST(remap_nested_pointers_and_uvm) {
  std::string text = prologue();
  // GR_GET_INFO: 58 entries behind grInfoList, not recorded.
  Buf gr(32), grsub(32);
  gr.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 0x20801201).u64(16, 0x7ffe2000).u32(24, 32);
  grsub.u32(0, 58).u64(8, 0x7ffe3000);
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, gr, gr, &grsub, &grsub);
  // A 2 MiB class-0x40 allocation, then UVM maps it: the recorder kept only
  // 4096 bytes of the 9264-byte MAP_EXTERNAL_ALLOCATION.
  Buf al(48), mem(512), mempost(512);
  al.u32(0, kRecClient).u32(4, 0x5c000002).u32(8, 0x5c000011).u32(12, 0x40).u64(16, 0x7ffe4000);
  mem.u32(0, kRecClient).u64(64, 0x100000);
  mempost = mem;
  mempost.u64(64, 0x200000);
  text += ioctl_rec(3, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, al, al, &mem, &mempost);
  text += "OPEN fd=10 /dev/nvidia-uvm\n";
  Buf cer(4096), mea(4096);
  cer.u64(0, 0x10000000000).u64(8, 0x200000);
  text += ioctl_rec(4, 10, "/dev/nvidia-uvm", 0x49, 0x49, 4096, cer, cer);
  mea.u64(0, 0x10000000000).u64(8, 0x200000).u32(24, 0x9352553a);  // GPU UUID, first word
  text += ioctl_rec(5, 10, "/dev/nvidia-uvm", 0x21, 0x21, 4096, mea, mea);
  text += "MARK done\n";

  FakeBackend fake;
  fake_rm(fake);
  auto base = fake.on_ioctl;
  std::vector<std::uint8_t> mea_seen;
  std::size_t gr_bytes = 0;
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if (req == kControlReq) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      gr_bytes = rd32(p, 0) * 8;
      auto* list = reinterpret_cast<std::uint8_t*>(rd64(p, 8));
      for (std::size_t i = 0; i < gr_bytes; i++) list[i] = 0xaa;  // must be writable
      CHECK(rd64(p, 8) != 0x7ffe3000u);
    }
    if (req == kAllocReq && rd32(arg, 12) == 0x40) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      wr64(p, 64, 0x200000);  // RM rounds up to the alignment
    }
    if (req == 0x21) {
      auto* p = static_cast<std::uint8_t*>(arg);
      mea_seen.assign(p, p + 9264);
    }
  };
  Captured cap;
  Replayer rp(Model{}, fake, ReplayOptions{}, cap.sink());
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));

  CHECK_EQ(gr_bytes, 58u * 8);
  CHECK(cap.has_note("grInfoList points to data the trace did not record"));
  REQUIRE(mea_seen.size() == 9264);
  CHECK_EQ(rd64(mea_seen.data(), 9240), 1u);                             // gpuAttributesCount
  CHECK_EQ(rd32(mea_seen.data(), 9252), kLiveClient);                    // hClient
  CHECK_EQ(rd32(mea_seen.data(), 9256), 0x5c000011u);                    // hMemory
  CHECK_EQ(static_cast<std::int32_t>(rd32(mea_seen.data(), 9248)), -1);  // rmCtrlFd
  // CREATE_EXTERNAL_RANGE's VA range was reserved before the call.
  bool reserved = false;
  for (auto [a, l] : fake.reserved) reserved |= a == 0x10000000000 && l == 0x200000;
  CHECK(reserved);
  CHECK_EQ(res.end_fb_bytes, 2 * MiB);
  REQUIRE(res.marks.size() == 1);
  CHECK_EQ(res.marks[0].second, 2 * MiB);
}

// The whole cuda trace against the fake driver: MAP_EXTERNAL_ALLOCATION's
// unrecorded hMemory is rebuilt as docs/replay.md says.
TEST(cuda_trace_map_external_memory_handles) {
  REQUIRE_INPUT(trace_path("cuda"));
  FakeBackend fake;
  fake_rm(fake);
  auto base = fake.on_ioctl;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> maps;  // hClient, hMemory
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if (req == 0x21) maps.emplace_back(rd32(arg, 9252), rd32(arg, 9256));
  };
  Captured cap;
  Replayer rp(Model{}, fake, ReplayOptions{}, cap.sink());
  ReplayResult res = rp.run(load_trace(trace_path("cuda")));
  CHECK_EQ(res.ioctls, 541u);
  CHECK_EQ(fake.ioctls.size(), 541u);
  REQUIRE(maps.size() == 40);
  for (auto [client, memory] : maps) CHECK_EQ(client, kLiveClient);
  CHECK_EQ(maps[0].second, 0x5c00000eu);  // #115, after the 6 MiB allocation #113
  CHECK_EQ(maps[5].second, 0x5c000019u);  // #137: the 56 MiB sysmem of #133
  for (unsigned i = 0; i < 8; i++)        // cudaMallocAsync: #500..#507
    CHECK_EQ(maps[32 + i].second, 0x5c0000a0u + i);
  CHECK(!cap.has_note("no memory object of the mapped size"));
  // Every file the trace opened was opened under --dev and closed again.
  CHECK_EQ(fake.opened.size(), 47u);
  CHECK_EQ(fake.closed.size(), 47u);
}

TEST(compare_modelled_and_refused_allocation) {
  std::string text = prologue();
  Buf al(48), mem(512), mempost(512);
  al.u32(0, kRecClient).u32(4, 0x5c000002).u32(8, 0x5c000011).u32(12, 0x40).u64(16, 0x7ffe4000);
  mem.u32(0, kRecClient).u64(64, 0x200000);
  mempost = mem;
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, al, al, &mem, &mempost);
  text += "MARK one\n";
  al.u32(8, 0x5c000012);
  text += ioctl_rec(3, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, al, al, &mem, &mempost);
  text += "MARK two\n";
  Buf fb(32), fbsub(1028), fbpost(1028);
  fb.u32(0, kRecClient).u32(4, 0x5c000003).u32(8, 0x20801303).u64(16, 0x7ffe5000).u32(24, 1028);
  fbsub.u32(0, 1).u32(4, 0x16);
  fbpost = fbsub;
  fbpost.u32(8, 1000);
  text += ioctl_rec(4, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, fb, fb, &fbsub, &fbpost);
  // An ioctl on a file that did not open here is not issued.
  text += "OPEN fd=30 /dev/nvidia-caps/missing\n";
  text +=
      ioctl_rec(5, 30, "/dev/nvidia-caps/missing", kControlReq, 0x2a, 32, fb, fb, &fbsub, &fbpost);

  Model m = parse_model(
      "escape 0x2b RM_ALLOC out=8+4\nescape 0x2a RM_CONTROL\nclass 0x0 NV01_ROOT\n"
      "class 0x40 MEM out=64+8\ncontrol 0x20801303 FB out=4+8\n",
      "m");
  FakeBackend fake;
  fake_rm(fake);
  auto base = fake.on_ioctl;
  int allocs = 0;
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if (req == kAllocReq && rd32(arg, 12) == 0x40 && ++allocs == 2) wr32(arg, 40, 0x51);
    if (req == kControlReq) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      wr32(p, 8, 999);  // a different free heap
    }
  };
  Captured cap;
  ReplayOptions o;
  o.verbose = true;
  Replayer rp(m, fake, o, cap.sink());
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));

  CHECK_EQ(res.modelled, 5u);  // root, 2 allocs, 2 controls
  CHECK_EQ(res.agreed, 2u);    // root and the first alloc
  CHECK(!res.all_agree());
  CHECK_EQ(res.refused_allocs, 1u);
  CHECK(cap.has_note("RM_ALLOC of class 0x40 refused: status 0x51"));
  CHECK(cap.has_out("disagree #3 line"));
  CHECK(cap.has_out("status expected 0x0 got 0x51"));
  CHECK(cap.has_out("params 4+8 expected 16000000e8030000 got 16000000e7030000"));
  CHECK(cap.has_out("disagree #5 line"));
  CHECK(cap.has_out("not issued"));
  CHECK(cap.has_note("nvidia-caps/missing"));
  // The refused allocation holds nothing.
  REQUIRE(res.marks.size() == 2);
  CHECK_EQ(res.marks[0].second, 2 * MiB);
  CHECK_EQ(res.marks[1].second, 2 * MiB);
  CHECK(cap.has_out("replay synthetic: 2/5 modelled ioctls agree, 0 unmodelled"));
}

// A trace recorded on other GPUs names them to UVM by UUID: the recorded
// UUID becomes the live GPU's, learnt from GET_GID_INFO's answers, in what
// is issued and in what is expected back.
TEST(remap_gpu_uuids) {
  const std::uint8_t rec_uuid[16] = {0x4a, 0x1d, 0x5d, 0xaa, 0x2d, 0xda, 0x9c, 0xeb,
                                     0xac, 0xf2, 0x8e, 0x24, 0xc9, 0x33, 0x2f, 0x4d};
  const std::uint8_t live_uuid[16] = {0x3a, 0x55, 0x52, 0x93, 0x38, 0x2c, 0x22, 0x26,
                                      0xe9, 0x6a, 0x49, 0x59, 0xf8, 0x30, 0x45, 0xa6};
  std::string text = prologue() + "OPEN fd=20 /dev/nvidia-uvm\n";
  Buf ctl(32), gid_pre(268), gid_post(268), reg(40);
  ctl.u32(0, kRecClient).u32(4, 0x5c000004).u32(8, 0x2080014a).u64(16, 0x7ffe0000).u32(24, 268);
  gid_pre.u32(4, 2);  // flags: binary
  gid_post.u32(4, 2).u32(8, 16);
  for (unsigned i = 0; i < 16; i++) {
    gid_post.b[12 + i] = rec_uuid[i];
    reg.b[i] = rec_uuid[i];
  }
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, ctl, ctl, &gid_pre, &gid_post);
  text += ioctl_rec(3, 20, "/dev/nvidia-uvm", 0x25, 0x25, 40, reg, reg);

  FakeBackend fake;
  fake_rm(fake);
  auto base = fake.on_ioctl;
  std::vector<std::uint8_t> registered;
  fake.on_ioctl = [&](int fd, std::uint32_t req, void* arg, std::size_t size) {
    base(fd, req, arg, size);
    if (req == kControlReq && rd32(arg, 8) == 0x2080014a) {
      auto* p = reinterpret_cast<std::uint8_t*>(rd64(arg, 16));
      wr32(p, 8, 16);
      std::memcpy(p + 12, live_uuid, 16);
    }
    if (req == 0x25)
      registered.assign(static_cast<std::uint8_t*>(arg), static_cast<std::uint8_t*>(arg) + 16);
  };
  Model m = parse_model("uvm 0x25 UVM_REGISTER_GPU out=0+16\n", "m");
  Captured cap;
  ReplayOptions o;
  o.verbose = true;
  Replayer rp(m, fake, o, cap.sink());
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));
  CHECK(registered == std::vector<std::uint8_t>(live_uuid, live_uuid + 16));
  CHECK_EQ(res.modelled, 1u);
  CHECK_EQ(res.agreed, 1u);
}

// A control naming a file the trace never opened (one received from
// another process) is issued but not compared, and listed with why; one
// naming an open file is compared.
TEST(foreign_files_are_listed_not_compared) {
  std::string text = prologue();
  Buf ctl(32), info(80);
  ctl.u32(0, kRecClient).u32(4, kRecClient).u32(8, 0x3d08).u64(16, 0x7ffe0000).u32(24, 80);
  info.u32(0, 77);  // never opened: received over a socket
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, ctl, ctl, &info, &info);
  Buf own(80);
  own.u32(0, 12);  // the trace's own nvidia0
  text += ioctl_rec(3, 8, "/dev/nvidiactl", kControlReq, 0x2a, 32, ctl, ctl, &own, &own);

  FakeBackend fake;
  fake_rm(fake);
  Model m = parse_model(
      "escape 0x2a RM_CONTROL\ncontrol 0x3d08 NV0000_CTRL_CMD_OS_UNIX_GET_EXPORT_OBJECT_INFO\n",
      "m");
  Captured cap;
  Replayer rp(m, fake, ReplayOptions{}, cap.sink());
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));
  CHECK_EQ(res.foreign_items.size(), std::size_t{1});
  CHECK_EQ(res.foreign_items[0x3d08], 1u);
  CHECK_EQ(res.modelled, 1u);
  CHECK(
      cap.has_out("foreign: control 0x3d08 NV0000_CTRL_CMD_OS_UNIX_GET_EXPORT_OBJECT_INFO (1): "
                  "names a file the trace never opened"));
  std::size_t issued = 0;
  for (const auto& io : fake.ioctls) issued += io.req == kControlReq;
  CHECK_EQ(issued, std::size_t{2});
}

// --- the command ---

int run_cli(const std::string& args) {
  const char* env = std::getenv("GPUSLICE_REPLAY");
  std::string bin = env ? env : "build/gpuslice-replay";
  int st = std::system((bin + " " + args + " >/dev/null 2>&1").c_str());
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

TEST(cli_exit_codes) {
  const char* env = std::getenv("GPUSLICE_REPLAY");
  REQUIRE_INPUT(env ? env : "build/gpuslice-replay");
  CHECK_EQ(run_cli(""), 2);
  CHECK_EQ(run_cli("--bogus x"), 2);
  CHECK_EQ(run_cli("--help"), 0);
  CHECK_EQ(run_cli("--recorded /nonexistent/trace"), 1);
  CHECK_EQ(run_cli("--recorded --model /nonexistent/model " + trace_path("smi")), 1);
  if (exists(trace_path("cuda")))
    CHECK_EQ(
        run_cli("--recorded --model /nonexistent/default " + trace_path("cuda") + " --dev /dev"),
        1);
  if (exists(trace_path("cuda"))) CHECK_EQ(run_cli("--recorded " + trace_path("cuda")), 0);
}

// --recorded compares nothing: with a model the ioctls are classified and
// the exit status is still 0 (docs/replay.md), from the replayer's result
// that main() decides by and from the command itself.
TEST(recorded_with_a_model_exits_0) {
  std::string text = prologue();
  Buf al(48), mem(512);
  al.u32(0, kRecClient).u32(4, 0x5c000002).u32(8, 0x5c000011).u32(12, 0x40).u64(16, 0x7ffe4000);
  mem.u32(0, kRecClient).u64(64, 0x200000);
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, al, al, &mem, &mem);
  const std::string model_text =
      "escape 0x2b RM_ALLOC out=8+4\nclass 0x0 NV01_ROOT\nclass 0x40 MEM out=64+8\n";

  Model m = parse_model(model_text, "m");
  FakeBackend fake;
  Captured cap;
  ReplayOptions o;
  o.recorded = true;
  Replayer rp(m, fake, o, cap.sink());
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));
  CHECK(fake.ioctls.empty());
  CHECK_EQ(res.modelled, 2u);
  CHECK(res.all_agree());
  CHECK(cap.has_out("recorded synthetic: 2 ioctls, 2 modelled, 0 unmodelled"));

  const char* env = std::getenv("GPUSLICE_REPLAY");
  REQUIRE_INPUT(env ? env : "build/gpuslice-replay");
  char dir[] = "/tmp/replay_test.XXXXXX";
  REQUIRE(::mkdtemp(dir));
  std::string model_path = std::string(dir) + "/model", trace = std::string(dir) + "/t.trace";
  bool written = true;
  for (const auto& [path, body] : {std::pair{model_path, model_text}, std::pair{trace, text}}) {
    std::FILE* f = std::fopen(path.c_str(), "w");
    written = written && f && std::fwrite(body.data(), 1, body.size(), f) == body.size();
    if (f) std::fclose(f);
  }
  CHECK(written);
  if (written) CHECK_EQ(run_cli("--recorded --model " + model_path + " " + trace), 0);
  ::unlink(model_path.c_str());
  ::unlink(trace.c_str());
  ::rmdir(dir);
}

// --at-mark: the check runs at each MARK, in order, while the replay holds
// what the recording held there; one failing makes the replay fail, from
// the replayer's result and from the command itself.
TEST(at_mark_checks_each_mark) {
  std::string text = prologue();
  Buf al(48), mem(512);
  al.u32(0, kRecClient).u32(4, 0x5c000002).u32(8, 0x5c000011).u32(12, 0x40).u64(16, 0x7ffe4000);
  mem.u32(0, kRecClient).u64(64, 0x200000);
  text += "MARK before\n";
  text += ioctl_rec(2, 8, "/dev/nvidiactl", kAllocReq, 0x2b, 48, al, al, &mem, &mem);
  text += "MARK after\n";

  FakeBackend fake;
  fake_rm(fake);
  Captured cap;
  std::vector<std::pair<std::string, std::uint64_t>> seen;
  Sink sink = cap.sink();
  sink.at_mark = [&](std::string_view mark) {
    seen.emplace_back(mark, fake.ioctls.size());
    return mark != "after";
  };
  Replayer rp(Model{}, fake, ReplayOptions{}, sink);
  ReplayResult res = rp.run(parse_trace(text, "synthetic"));
  REQUIRE(seen.size() == 2);
  CHECK_EQ(seen[0].first, std::string("before"));
  CHECK_EQ(seen[1].first, std::string("after"));
  CHECK(seen[1].second > seen[0].second);  // the allocation was issued between
  CHECK_EQ(res.marks_failed, 1u);
  CHECK(!res.all_agree());
  CHECK(cap.has_out("MARK after check failed"));
  CHECK(!cap.has_out("MARK before check failed"));

  const char* env = std::getenv("GPUSLICE_REPLAY");
  REQUIRE_INPUT(env ? env : "build/gpuslice-replay");
  char dir[] = "/tmp/replay_test.XXXXXX";
  REQUIRE(::mkdtemp(dir));
  std::string trace = std::string(dir) + "/t.trace", log = std::string(dir) + "/marks";
  std::FILE* f = std::fopen(trace.c_str(), "w");
  bool written = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (f) std::fclose(f);
  REQUIRE(written);
  std::string rec = "--recorded --model /dev/null " + trace + " --at-mark ";
  CHECK_EQ(run_cli(rec + "'echo $GPUSLICE_REPLAY_MARK >>" + log + "'"), 0);
  std::string marks;
  if (std::FILE* in = std::fopen(log.c_str(), "r")) {
    char buf[64];
    while (std::fgets(buf, sizeof buf, in)) marks += buf;
    std::fclose(in);
  }
  CHECK_EQ(marks, std::string("before\nafter\n"));
  CHECK_EQ(run_cli(rec + "'test $GPUSLICE_REPLAY_MARK = before'"), 1);
  CHECK_EQ(run_cli(rec + "'kill -9 $$'"), 1);
  ::unlink(trace.c_str());
  ::unlink(log.c_str());
  ::rmdir(dir);
}

}  // namespace

int main() {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  auto& tests = registry();
  fmt::print("TAP version 13\n1..{}\n", tests.size());
  unsigned pass = 0, fail = 0, n = 0;
  for (const TestCase& t : tests) {
    Ctx ctx;
    try {
      t.fn(ctx);
    } catch (const std::exception& e) {
      fmt::print("# unexpected exception: {}\n", e.what());
      ctx.failed = true;
    }
    n++;
    if (ctx.failed) {
      fmt::print("not ok {} {}\n", n, t.name);
      fail++;
    } else {
      fmt::print("ok {} {}\n", n, t.name);
      pass++;
    }
  }
  fmt::print("# Totals: pass:{} fail:{} xfail:0 xpass:0 skip:0 error:0\n", pass, fail);
  return fail ? 1 : 0;
}
