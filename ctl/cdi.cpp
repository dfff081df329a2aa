// SPDX-License-Identifier: GPL-2.0
//
// gpuslice cdi generate [--output FILE]: the slices' CDI specs, written
// again for every slice in the transient CDI directory (stale ones
// removed), or all in one spec to FILE ("-": stdout).
// gpuslice cdi hook update-ldcache --folder DIR...: the createContainer
// hook of the specs (cdi.hpp).

#include "cdi.hpp"

#include <fcntl.h>
#include <fmt/core.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <system_error>

#include "commands.hpp"
#include "error.hpp"
#include "json_reader.hpp"
#include "output.hpp"

namespace gpuslice {

namespace fs = std::filesystem;

namespace {

// Where drivers put their libraries and tools.
constexpr const char* kLibraryDirs[] = {
    "/usr/lib/x86_64-linux-gnu",  "/lib/x86_64-linux-gnu",   "/usr/lib64",
    "/usr/lib/aarch64-linux-gnu", "/usr/local/nvidia/lib64", "/usr/local/nvidia/lib",
};
constexpr const char* kBinaryDirs[] = {"/usr/bin", "/usr/local/nvidia/bin"};

// The libraries CUDA programs and the management tools load (the compute
// and utility parts of NVIDIA's driver): "<name>.so.<version>".
constexpr const char* kLibraries[] = {
    "libcuda",
    "libcudadebugger",
    "libnvidia-ml",
    "libnvidia-ptxjitcompiler",
    "libnvidia-nvvm",
    "libnvidia-gpucomp",
    "libnvidia-cfg",
    "libnvidia-opencl",
    "libnvidia-allocator",
    "libnvidia-pkcs11",
    "libnvidia-pkcs11-openssl3",
    "libnvidia-nscq",
};
constexpr const char* kBinaries[] = {"nvidia-smi", "nvidia-debugdump", "nvidia-cuda-mps-control",
                                     "nvidia-cuda-mps-server"};

bool cdi_is_driver_library(const std::string& file) {
  for (const char* name : kLibraries) {
    std::string prefix = std::string(name) + ".so.";
    if (file.starts_with(prefix) && file.size() > prefix.size()) return true;
  }
  return false;
}

std::string cdi_self() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("/usr/sbin/gpuslice") : self.string();
}

}  // namespace

DriverFiles find_driver_files() {
  DriverFiles files;
  std::set<fs::path> seen;
  for (const char* dir : kLibraryDirs) {
    std::error_code ec;
    std::vector<std::string> found;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
      // The versioned files themselves; the loader cache makes the links.
      if (!entry.is_regular_file(ec) || entry.is_symlink(ec)) continue;
      if (!cdi_is_driver_library(entry.path().filename().string())) continue;
      if (!seen.insert(fs::canonical(entry.path(), ec)).second) continue;
      found.push_back(entry.path().string());
    }
    if (found.empty()) continue;
    std::sort(found.begin(), found.end());
    files.libraries.insert(files.libraries.end(), found.begin(), found.end());
    files.folders.push_back(dir);
  }
  for (const char* name : kBinaries) {
    for (const char* dir : kBinaryDirs) {
      std::error_code ec;
      fs::path path = fs::path(dir) / name;
      if (fs::is_regular_file(path, ec)) {
        files.binaries.push_back(path.string());
        break;
      }
    }
  }
  return files;
}

std::string cdi_spec(const std::vector<Slice>& slices, const DriverFiles& files,
                     const std::string& hook) {
  auto node = [](const std::string& path, const std::string& host) {
    return fmt::format("{{\"path\":{},\"hostPath\":{}}}", out::json_quote(path),
                       out::json_quote(host));
  };
  std::string devices;
  for (const Slice& slice : slices) {
    std::string dir = "/dev/gpuslice/" + slice.name + "/";
    std::string nodes = node("/dev/nvidiactl", dir + "nvidiactl");
    for (const SliceGpu& gpu : slice.gpus)
      nodes += "," + node(fmt::format("/dev/nvidia{}", gpu.index),
                          dir + fmt::format("nvidia{}", gpu.index));
    nodes += "," + node("/dev/nvidia-uvm", dir + "nvidia-uvm");
    nodes += "," + node("/dev/nvidia-uvm-tools", dir + "nvidia-uvm-tools");
    devices += fmt::format("{}{{\"name\":{},\"containerEdits\":{{\"deviceNodes\":[{}]}}}}",
                           devices.empty() ? "" : ",", out::json_quote(slice.name), nodes);
  }
  std::string mounts;
  std::vector<std::string> all = files.libraries;
  all.insert(all.end(), files.binaries.begin(), files.binaries.end());
  for (const std::string& path : all)
    mounts += fmt::format(
        "{}{{\"hostPath\":{},\"containerPath\":{},\"options\":[\"ro\",\"nosuid\",\"nodev\","
        "\"bind\"]}}",
        mounts.empty() ? "" : ",", out::json_quote(path), out::json_quote(path));
  std::string hooks;
  if (!files.folders.empty()) {
    std::string args = fmt::format("\"gpuslice\",\"cdi\",\"hook\",\"update-ldcache\"");
    for (const std::string& folder : files.folders)
      args += ",\"--folder\"," + out::json_quote(folder);
    hooks = fmt::format("{{\"hookName\":\"createContainer\",\"path\":{},\"args\":[{}]}}",
                        out::json_quote(hook), args);
  }
  return fmt::format(
      "{{\"cdiVersion\":\"0.5.0\",\"kind\":\"{}\",\"devices\":[{}],\"containerEdits\":{{"
      "\"mounts\":[{}],\"hooks\":[{}]}}}}\n",
      kCdiKind, devices, mounts, hooks);
}

std::string cdi_spec_path(const std::string& name) {
  return fmt::format("{}/gpuslice-{}.json", kCdiDir, name);
}

void cdi_write_slice(const Slice& slice) {
  std::error_code ec;
  fs::create_directories(kCdiDir, ec);
  if (ec) throw Error::system(fmt::format("cannot make {}", kCdiDir), ec.value());
  out::write_file_at_once(cdi_spec_path(slice.name),
                          cdi_spec({slice}, find_driver_files(), cdi_self()));
}

void cdi_remove_slice(const std::string& name) {
  std::string path = cdi_spec_path(name);
  if (std::remove(path.c_str()) != 0 && errno != ENOENT)
    throw Error::system(fmt::format("cannot remove {}", path), errno);
}

void cdi_slice_created(const Slice& slice, std::string_view command) {
  try {
    cdi_write_slice(slice);
  } catch (const Error& e) {
    throw Error::runtime(fmt::format("{}: slice {} is made, but its CDI spec is not: {}", command,
                                     slice.name, e.message()));
  }
}

CdiLock::CdiLock() {
  std::error_code ec;
  fs::create_directories(kCdiDir, ec);
  fd_ = ::open(kCdiDir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) return;
  while (flock(fd_, LOCK_EX) != 0) {
    if (errno != EINTR) {
      ::close(fd_);
      fd_ = -1;
      return;
    }
  }
}

CdiLock::~CdiLock() {
  if (fd_ >= 0) ::close(fd_);
}

void cdi_slice_deleted(const std::string& name, std::string_view command) {
  try {
    cdi_remove_slice(name);
  } catch (const Error& e) {
    throw Error::runtime(fmt::format("{}: slice {} is deleted, but its CDI spec is left: {}",
                                     command, name, e.message()));
  }
}

namespace {

// The hook: the container's root from its bundle's config.json (the OCI
// state on stdin names the bundle), a loader configuration there naming
// the driver's folders, and the host's ldconfig run on that root.
void cdi_update_ldcache(const std::vector<std::string>& folders) {
  std::string state(std::istreambuf_iterator<char>(std::cin), {});
  json::Value st = json::parse(state, "cdi hook: the container's state");
  const json::Value* bundle = st.get("bundle");
  if (!bundle || !bundle->string())
    throw Error::runtime("cdi hook: the container's state names no bundle");
  fs::path config_path = fs::path(*bundle->string()) / "config.json";
  std::ifstream in(config_path);
  if (!in)
    throw Error::system(fmt::format("cdi hook: cannot read {}", config_path.string()), errno);
  std::string text(std::istreambuf_iterator<char>(in), {});
  json::Value config = json::parse(text, config_path.string());
  const json::Value* root = config.get("root");
  const std::string* root_path = root && root->get("path") ? root->get("path")->string() : nullptr;
  if (!root_path)
    throw Error::runtime(fmt::format("cdi hook: {} names no root", config_path.string()));
  fs::path rootfs = fs::path(*root_path).is_absolute() ? fs::path(*root_path)
                                                       : fs::path(*bundle->string()) / *root_path;

  std::string conf;
  for (const std::string& folder : folders) conf += folder + "\n";
  std::error_code ec;
  fs::create_directories(rootfs / "etc/ld.so.conf.d", ec);
  if (ec) throw Error::system("cdi hook: cannot make /etc/ld.so.conf.d", ec.value());
  out::write_file_at_once((rootfs / "etc/ld.so.conf.d/00-gpuslice.conf").string(), conf);
  // An image without a loader configuration gets one that reads ours.
  if (!fs::exists(rootfs / "etc/ld.so.conf", ec))
    out::write_file_at_once((rootfs / "etc/ld.so.conf").string(),
                            "include /etc/ld.so.conf.d/*.conf\n");
  pid_t pid = fork();
  if (pid == 0) {
    execl("/sbin/ldconfig", "ldconfig", "-r", rootfs.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid)
    throw Error::system("cdi hook: cannot run /sbin/ldconfig", errno);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw Error::runtime(
        fmt::format("cdi hook: /sbin/ldconfig -r {} failed (status {})", rootfs.string(), status));
}

}  // namespace

void setup_cdi(CLI::App& app) {
  auto options = std::make_shared<CdiOptions>();
  CLI::App* cdi = app.add_subcommand("cdi", "CDI specs of the slices, for container runtimes");
  cdi->require_subcommand(1);
  CLI::App* generate = cdi->add_subcommand(
      "generate",
      "Write every slice's CDI spec (kind gpuslice.io/slice) into /var/run/cdi again, removing "
      "stale ones; create and delete keep them in step");
  generate
      ->add_option("-o,--output", options->output,
                   "Write one spec of all slices to FILE instead ('-': stdout)")
      ->option_text("FILE");
  generate->callback([options] { run_cdi_generate(*options); });
  CLI::App* hook = cdi->add_subcommand("hook", "Hooks the specs name (run by the runtime)");
  hook->require_subcommand(1);
  CLI::App* ldcache = hook->add_subcommand(
      "update-ldcache",
      "Make the container's loader cache know the driver's folders (the OCI state on stdin)");
  ldcache->add_option("--folder", options->folders, "A folder of driver libraries")
      ->required()
      ->option_text("DIR");
  ldcache->callback([options] { cdi_update_ldcache(options->folders); });
}

void run_cdi_generate(const CdiOptions& options) {
  Client client = Client::connect();
  std::optional<CdiLock> lock;
  if (options.output.empty()) lock.emplace();
  std::vector<Slice> slices = client.list_slices();
  if (!options.output.empty()) {
    std::string spec = cdi_spec(slices, find_driver_files(), cdi_self());
    if (options.output == "-")
      fmt::print("{}", spec);
    else
      out::write_file_at_once(options.output, spec);
    return;
  }
  std::set<std::string> keep;
  for (const Slice& slice : slices) {
    cdi_write_slice(slice);
    keep.insert(fs::path(cdi_spec_path(slice.name)).filename().string());
    fmt::print("{}\n", cdi_spec_path(slice.name));
  }
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(kCdiDir, ec)) {
    std::string file = entry.path().filename().string();
    if (file.starts_with("gpuslice-") && file.ends_with(".json") && !keep.count(file))
      fs::remove(entry.path(), ec);
  }
}

}  // namespace gpuslice
