// SPDX-License-Identifier: GPL-2.0
//
// CDI (the Container Device Interface) specs of the slices: kind
// gpuslice.io/slice, a device per slice, so that a runtime given
// `--device gpuslice.io/slice=NAME` mounts the slice's nodes as the
// container's /dev/nvidiactl, /dev/nvidia<i>, /dev/nvidia-uvm and
// /dev/nvidia-uvm-tools, the host's NVIDIA user-space driver files read-only
// at their own paths, and updates the container's loader cache for them
// (a createContainer hook: `gpuslice cdi hook update-ldcache`). Each slice
// has its spec in the transient CDI directory, /var/run/cdi, kept in step
// by create, delete and apply.

#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "client.hpp"

namespace gpuslice {

inline constexpr const char* kCdiDir = "/var/run/cdi";
inline constexpr const char* kCdiKind = "gpuslice.io/slice";

// The host's NVIDIA user-space driver files a container needs: libraries
// (regular files, each once), their directories, and tools.
struct DriverFiles {
  std::vector<std::string> libraries;
  std::vector<std::string> folders;
  std::vector<std::string> binaries;
};

// Looks for them in the usual library and binary directories of Debian,
// Ubuntu, Red Hat and NVIDIA's container images (/usr/local/nvidia).
DriverFiles find_driver_files();

// The spec of `slices` (JSON, a newline at its end); `hook` is the path of
// the gpuslice binary the loader-cache hook runs.
std::string cdi_spec(const std::vector<Slice>& slices, const DriverFiles& files,
                     const std::string& hook);

// The path of slice `name`'s spec in the transient CDI directory.
std::string cdi_spec_path(const std::string& name);

// Writes slice `slice`'s spec there (at once: a file beside it, renamed),
// the directory made if missing. Throws Error when it cannot.
void cdi_write_slice(const Slice& slice);
// Removes slice `name`'s spec, if there is one. Throws Error when it cannot.
void cdi_remove_slice(const std::string& name);

// What create, delete and apply (`command`) do once the kernel made
// `slice` (as its answer describes it) or deleted slice `name`: its spec
// written or removed. An Error says the slice changed but its spec did not.
void cdi_slice_created(const Slice& slice, std::string_view command);
void cdi_slice_deleted(const std::string& name, std::string_view command);

// Held by a command from before it changes slices until their specs are
// in step (create, delete, apply, cdi generate): the specs then change in
// the order the slices did, and a create racing a delete of the same name
// cannot leave a spec behind for a slice that is gone. An flock(2) of the
// transient CDI directory, made if missing; where it cannot be taken the
// commands go on unserialised, and writing a spec says what is wrong.
class CdiLock {
 public:
  CdiLock();
  ~CdiLock();
  CdiLock(const CdiLock&) = delete;
  CdiLock& operator=(const CdiLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace gpuslice
