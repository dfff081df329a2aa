// SPDX-License-Identifier: GPL-2.0
//
// gpuslice-workload: the CUDA programs gpu-validate runs on a GPU host,
// with or without the user-space engine preloaded.
//
//   fixture               every allocation path CUDA has, a MARK after each
//                         step (tests/fixtures/cuda*.trace.gz)
//   fill KIND MIB         allocates MIB-sized blocks until the first failure;
//                         KIND: malloc (cudaMalloc), vmm (cuMemCreate),
//                         async (cudaMallocAsync from the default pool)
//   hold MIB              cudaMalloc of MIB, says "held", waits to be killed
//   meminfo               cudaMemGetInfo
//   bench-malloc N MIB    N timed cudaMalloc/cudaFree pairs of MIB
//
// Output is "key=value" words, one result per line, for gpu-validate to
// read. A MARK names the step and what RM says the process holds at that
// point, from gpuslice-rm-usage run beside this program without the engine:
// "MARK <step>:rm=<private>/<shared>/<duped>" (bytes). The fixture tests
// compare the engine's accounting with those numbers.
//
// Exit: 0, 1 when a step failed unexpectedly, 2 on usage.

#include <cuda.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern char** environ;

namespace {

constexpr size_t kMiB = size_t{1} << 20;

[[noreturn]] void fail(const char* what, const char* why) {
  std::fprintf(stderr, "gpuslice-workload: %s: %s\n", what, why);
  std::exit(1);
}

void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) fail(what, cudaGetErrorName(e));
}

void check(CUresult r, const char* what) {
  const char* name = "?";

  if (r != CUDA_SUCCESS) {
    cuGetErrorName(r, &name);
    fail(what, name);
  }
}

// gpuslice-rm-usage beside this program, or where GPUSLICE_RM_USAGE says.
std::string rm_usage_path() {
  const char* env = std::getenv("GPUSLICE_RM_USAGE");
  char exe[4096];
  ssize_t n;

  if (env) return env;
  n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
  if (n <= 0) fail("readlink /proc/self/exe", std::strerror(errno));
  exe[n] = 0;
  std::string dir(exe);
  return dir.substr(0, dir.rfind('/')) + "/gpuslice-rm-usage";
}

// The environment without the engine: the probe must see the real driver.
std::vector<char*> bare_environment() {
  std::vector<char*> env;

  for (char** e = environ; *e; e++)
    if (std::strncmp(*e, "LD_PRELOAD=", 11) && std::strncmp(*e, "GPUSLICE_", 9)) env.push_back(*e);
  env.push_back(nullptr);
  return env;
}

// "P/S/D": what RM says this process holds (private, shared, duped).
std::string rm_held() {
  std::string probe = rm_usage_path(), pid = std::to_string(getpid());
  std::vector<char*> env = bare_environment();
  char* argv[] = {probe.data(), pid.data(), nullptr};
  posix_spawn_file_actions_t fa;
  char out[256] = {0};
  unsigned long long p, s, d;
  int pipefd[2], status;
  pid_t child;
  size_t got = 0;
  ssize_t n;

  if (pipe2(pipefd, O_CLOEXEC)) fail("pipe", std::strerror(errno));
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, pipefd[1], 1);
  if (posix_spawn(&child, probe.c_str(), &fa, nullptr, argv, env.data()))
    fail(probe.c_str(), "cannot run");
  posix_spawn_file_actions_destroy(&fa);
  close(pipefd[1]);
  while ((n = read(pipefd[0], out + got, sizeof(out) - 1 - got)) > 0) got += n;
  close(pipefd[0]);
  waitpid(child, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) ||
      std::sscanf(out, "%*d %llu %llu %llu", &p, &s, &d) != 3)
    fail(probe.c_str(), "no answer");
  return std::to_string(p) + "/" + std::to_string(s) + "/" + std::to_string(d);
}

// A MARK in the trace (when one is recorded) and on stdout.
void mark(const char* step) {
  using mark_fn = void (*)(const char*);
  auto fn = reinterpret_cast<mark_fn>(dlsym(RTLD_DEFAULT, "gpuslice_trace_mark"));
  std::string name;

  check(cudaDeviceSynchronize(), "synchronize");
  name = std::string(step) + ":rm=" + rm_held();
  if (fn) fn(name.c_str());
  std::printf("MARK %s\n", name.c_str());
  std::fflush(stdout);
}

__global__ void fill_bytes(uint8_t* p, size_t n, uint8_t v) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += size_t{gridDim.x} * blockDim.x)
    p[i] = v;
}

void fill_on_gpu(void* p, size_t n, uint8_t v) {
  fill_bytes<<<256, 256>>>(static_cast<uint8_t*>(p), n, v);
  check(cudaGetLastError(), "kernel launch");
  check(cudaDeviceSynchronize(), "kernel");
}

CUmemAllocationProp device_memory() {
  CUmemAllocationProp prop = {};

  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  return prop;
}

// cuMemCreate + cuMemMap of @bytes, written by a kernel, then released.
void vmm_step(size_t bytes) {
  CUmemAllocationProp prop = device_memory();
  CUmemGenericAllocationHandle h;
  CUmemAccessDesc access = {};
  CUdeviceptr va;
  size_t gran;

  check(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM),
        "cuMemGetAllocationGranularity");
  bytes = (bytes + gran - 1) / gran * gran;
  check(cuMemCreate(&h, bytes, &prop, 0), "cuMemCreate");
  check(cuMemAddressReserve(&va, bytes, 0, 0, 0), "cuMemAddressReserve");
  check(cuMemMap(va, bytes, 0, h, 0), "cuMemMap");
  access.location = prop.location;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  check(cuMemSetAccess(va, bytes, &access, 1), "cuMemSetAccess");
  fill_on_gpu(reinterpret_cast<void*>(va), bytes, 0x11);
  mark("vmm-32MiB");
  check(cuMemUnmap(va, bytes), "cuMemUnmap");
  check(cuMemRelease(h), "cuMemRelease");
  check(cuMemAddressFree(va, bytes), "cuMemAddressFree");
  mark("vmm-released");
}

void async_step(size_t bytes) {
  cudaMemPool_t pool;
  cudaStream_t s;
  void* p;

  check(cudaStreamCreate(&s), "cudaStreamCreate");
  check(cudaDeviceGetDefaultMemPool(&pool, 0), "default pool");
  check(cudaMallocAsync(&p, bytes, s), "cudaMallocAsync");
  fill_bytes<<<256, 256, 0, s>>>(static_cast<uint8_t*>(p), bytes, 0x22);
  check(cudaStreamSynchronize(s), "stream");
  mark("async-256MiB");
  check(cudaFreeAsync(p, s), "cudaFreeAsync");
  check(cudaStreamSynchronize(s), "stream");
  mark("async-freed");
  check(cudaMemPoolTrimTo(pool, 0), "cudaMemPoolTrimTo");
  mark("async-trimmed");
  check(cudaStreamDestroy(s), "cudaStreamDestroy");
}

std::string hex(const void* p, size_t n) {
  static const char digits[] = "0123456789abcdef";
  const auto* b = static_cast<const uint8_t*>(p);
  std::string s;

  for (size_t i = 0; i < n; i++) {
    s += digits[b[i] >> 4];
    s += digits[b[i] & 15];
  }
  return s;
}

bool unhex(const char* s, void* p, size_t n) {
  auto* b = static_cast<uint8_t*>(p);

  if (std::strlen(s) != 2 * n) return false;
  for (size_t i = 0; i < n; i++) {
    unsigned int v;

    if (std::sscanf(s + 2 * i, "%2x", &v) != 1) return false;
    b[i] = v;
  }
  return true;
}

// The importer, a second process: opens @handle, checks its bytes are
// 0x5a, says so on @ready, waits for @go, closes it.
int ipc_import(const char* handle, int ready, int go) {
  cudaIpcMemHandle_t h;
  uint8_t first[16];
  char c = 0;
  void* p;

  if (!unhex(handle, &h, sizeof(h))) fail("ipc-import", "bad handle");
  check(cudaFree(nullptr), "init");
  mark("importer-init");
  check(cudaIpcOpenMemHandle(&p, h, cudaIpcMemLazyEnablePeerAccess), "cudaIpcOpenMemHandle");
  check(cudaMemcpy(first, p, sizeof(first), cudaMemcpyDeviceToHost), "cudaMemcpy");
  for (uint8_t b : first)
    if (b != 0x5a) fail("ipc-import", "the exporter's bytes are not there");
  mark("importer-opened");
  if (write(ready, "o", 1) != 1 || read(go, &c, 1) != 1) fail("ipc-import", "lost the exporter");
  check(cudaIpcCloseMemHandle(p), "cudaIpcCloseMemHandle");
  mark("importer-closed");
  return 0;
}

// cudaIpcGetMemHandle of @p, opened by a second process of this program.
void ipc_step(void* p) {
  int to_parent[2], to_child[2], status;
  cudaIpcMemHandle_t h;
  char c = 0;
  pid_t child;

  check(cudaIpcGetMemHandle(&h, p), "cudaIpcGetMemHandle");
  mark("ipc-exported");
  // only the importer's own ends cross the exec
  if (pipe2(to_parent, O_CLOEXEC) || pipe2(to_child, O_CLOEXEC) ||
      fcntl(to_parent[1], F_SETFD, 0) || fcntl(to_child[0], F_SETFD, 0))
    fail("pipe", std::strerror(errno));
  std::string hs = hex(&h, sizeof(h));
  std::string rd = std::to_string(to_parent[1]);
  std::string gd = std::to_string(to_child[0]);
  char exe[] = "/proc/self/exe", cmd[] = "ipc-import";
  char* argv[] = {exe, cmd, hs.data(), rd.data(), gd.data(), nullptr};
  if (posix_spawn(&child, exe, nullptr, nullptr, argv, environ))
    fail("ipc", "cannot start the importer");
  close(to_parent[1]);
  close(to_child[0]);
  if (read(to_parent[0], &c, 1) != 1) fail("ipc", "the importer failed");
  mark("ipc-opened-by-importer");
  if (write(to_child[1], "c", 1) != 1) fail("ipc", "lost the importer");
  waitpid(child, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status)) fail("ipc", "the importer failed");
  close(to_parent[0]);
  close(to_child[1]);
  mark("ipc-closed-by-importer");
}

int fixture() {
  void *m1, *m64, *m1g, *host, *managed, *oom;
  size_t free_b, total_b;
  cudaError_t e;

  check(cudaFree(nullptr), "init");
  mark("init");
  check(cudaMemGetInfo(&free_b, &total_b), "cudaMemGetInfo");
  mark("meminfo");
  check(cudaMalloc(&m1, kMiB), "cudaMalloc 1 MiB");
  mark("malloc-1MiB");
  check(cudaMalloc(&m64, 64 * kMiB), "cudaMalloc 64 MiB");
  mark("malloc-64MiB");
  check(cudaMalloc(&m1g, 1024 * kMiB), "cudaMalloc 1 GiB");
  mark("malloc-1GiB");
  check(cudaMallocHost(&host, 16 * kMiB), "cudaMallocHost");
  mark("mallochost-16MiB");
  check(cudaMallocManaged(&managed, 64 * kMiB), "cudaMallocManaged");
  fill_on_gpu(managed, 64 * kMiB, 0x33);
  mark("managed-64MiB");
  fill_on_gpu(m64, 64 * kMiB, 0x5a);
  mark("kernel");
  vmm_step(32 * kMiB);
  async_step(256 * kMiB);
  ipc_step(m64);
  check(cudaFree(managed), "cudaFree managed");
  check(cudaFreeHost(host), "cudaFreeHost");
  check(cudaFree(m1g), "cudaFree 1 GiB");
  check(cudaFree(m64), "cudaFree 64 MiB");
  check(cudaFree(m1), "cudaFree 1 MiB");
  mark("freed");
  e = cudaMalloc(&oom, size_t{200} << 30);
  if (e != cudaErrorMemoryAllocation) fail("cudaMalloc 200 GiB", "did not fail as out of memory");
  cudaGetLastError();
  mark("oom-200GiB");
  return 0;
}

// Allocates @chunk blocks of @kind until one fails; keeps them.
int fill(const char* kind, size_t chunk) {
  CUmemAllocationProp prop = device_memory();
  size_t bytes = 0, blocks = 0, free_b, total_b;
  const char* error = "none";
  cudaStream_t s;

  check(cudaFree(nullptr), "init");
  check(cudaStreamCreate(&s), "cudaStreamCreate");
  if (!std::strcmp(kind, "async")) {
    cudaMemPool_t pool;
    uint64_t keep = UINT64_MAX;

    check(cudaDeviceGetDefaultMemPool(&pool, 0), "default pool");
    check(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep), "pool threshold");
  }
  for (;;) {
    if (!std::strcmp(kind, "malloc")) {
      void* p;
      cudaError_t e = cudaMalloc(&p, chunk);

      if (e != cudaSuccess) {
        error = cudaGetErrorName(e);
        break;
      }
    } else if (!std::strcmp(kind, "vmm")) {
      CUmemGenericAllocationHandle h;
      CUresult r = cuMemCreate(&h, chunk, &prop, 0);

      if (r != CUDA_SUCCESS) {
        cuGetErrorName(r, &error);
        break;
      }
    } else {
      void* p;
      cudaError_t e = cudaMallocAsync(&p, chunk, s);

      if (e == cudaSuccess) e = cudaStreamSynchronize(s);
      if (e != cudaSuccess) {
        error = cudaGetErrorName(e);
        break;
      }
    }
    bytes += chunk;
    blocks++;
  }
  cudaGetLastError();
  check(cudaMemGetInfo(&free_b, &total_b), "cudaMemGetInfo");
  std::printf(
      "fill kind=%s allocated=%zu blocks=%zu error=%s rm=%s "
      "free=%zu total=%zu\n",
      kind, bytes, blocks, error, rm_held().c_str(), free_b, total_b);
  return 0;
}

int hold(size_t bytes) {
  void* p;

  check(cudaMalloc(&p, bytes), "cudaMalloc");
  fill_on_gpu(p, bytes, 0x44);
  std::printf("held bytes=%zu pid=%d\n", bytes, getpid());
  std::fflush(stdout);
  for (;;) pause();
}

int meminfo() {
  size_t free_b, total_b;

  check(cudaMemGetInfo(&free_b, &total_b), "cudaMemGetInfo");
  std::printf("meminfo free=%zu total=%zu\n", free_b, total_b);
  return 0;
}

int bench_malloc(long n, size_t bytes) {
  using clock = std::chrono::steady_clock;
  std::vector<double> alloc_ns, free_ns;
  void* p;

  check(cudaFree(nullptr), "init");
  for (long i = -10; i < n; i++) {
    auto t0 = clock::now();
    check(cudaMalloc(&p, bytes), "cudaMalloc");
    auto t1 = clock::now();
    check(cudaFree(p), "cudaFree");
    auto t2 = clock::now();
    if (i < 0) continue;  // warm-up
    alloc_ns.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count());
    free_ns.push_back(std::chrono::duration<double, std::nano>(t2 - t1).count());
  }
  std::sort(alloc_ns.begin(), alloc_ns.end());
  std::sort(free_ns.begin(), free_ns.end());
  std::printf("cudaMalloc %.0f %.0f\ncudaFree %.0f %.0f\n", alloc_ns[n / 2], alloc_ns[n * 9 / 10],
              free_ns[n / 2], free_ns[n * 9 / 10]);
  return 0;
}

int usage() {
  std::fprintf(stderr,
               "usage: gpuslice-workload fixture | fill malloc|vmm|async MIB"
               " | hold MIB | meminfo | bench-malloc N MIB\n");
  return 2;
}

size_t mib_arg(const char* s) {
  char* end;
  unsigned long v = std::strtoul(s, &end, 10);

  return *end || !v ? 0 : v * kMiB;
}

}  // namespace

int main(int argc, char** argv) {
  std::string cmd = argc > 1 ? argv[1] : "";

  if (cmd == "fixture" && argc == 2) return fixture();
  if (cmd == "ipc-import" && argc == 5)
    return ipc_import(argv[2], std::atoi(argv[3]), std::atoi(argv[4]));
  if (cmd == "fill" && argc == 4 && mib_arg(argv[3]) &&
      (!std::strcmp(argv[2], "malloc") || !std::strcmp(argv[2], "vmm") ||
       !std::strcmp(argv[2], "async")))
    return fill(argv[2], mib_arg(argv[3]));
  if (cmd == "hold" && argc == 3 && mib_arg(argv[2])) return hold(mib_arg(argv[2]));
  if (cmd == "meminfo" && argc == 2) return meminfo();
  if (cmd == "bench-malloc" && argc == 4 && std::atol(argv[2]) >= 10 && mib_arg(argv[3]))
    return bench_malloc(std::atol(argv[2]), mib_arg(argv[3]));
  return usage();
}
