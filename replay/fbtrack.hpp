// SPDX-License-Identifier: GPL-2.0
//
// The RM objects a replaying process holds, as a tree per client, and the
// framebuffer bytes they pin: the sizes of its NV01_MEMORY_LOCAL_USER (0x40)
// allocations as the driver returned them (NV_MEMORY_ALLOCATION_PARAMS.size,
// offset 64, after the call). Freeing an object frees its subtree, freeing a
// client frees the client, and closing the ctl file a client was allocated
// on frees the client, as RM does.

#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace gpuslice::replay {

class ObjectTracker {
 public:
  // A client (a root object) allocated through the ctl file `fd`.
  void add_client(std::uint32_t client, int fd);
  // An object under `parent` (the client itself or one of its objects);
  // `fb_bytes` is what it pins of the framebuffer, 0 for most classes.
  void add_object(std::uint32_t client, std::uint32_t parent, std::uint32_t handle,
                  std::uint32_t cls, std::uint64_t fb_bytes);
  // RM_FREE: the client when `handle` is `client`, else the object's subtree.
  void free(std::uint32_t client, std::uint32_t handle);
  // The ctl file `fd` was closed: its clients go.
  void close_fd(int fd);
  void clear();

  bool has_client(std::uint32_t client) const { return clients_.count(client) != 0; }
  bool has_object(std::uint32_t client, std::uint32_t handle) const;
  std::size_t objects() const;
  std::uint64_t fb_bytes() const { return fb_bytes_; }

 private:
  struct Object {
    std::uint32_t parent = 0;
    std::uint32_t cls = 0;
    std::uint64_t fb = 0;
    std::vector<std::uint32_t> children;
  };
  struct Client {
    int fd = -1;
    std::map<std::uint32_t, Object> objects;
  };

  void free_subtree(Client& c, std::uint32_t handle);
  void free_client(std::map<std::uint32_t, Client>::iterator it);

  std::map<std::uint32_t, Client> clients_;
  std::uint64_t fb_bytes_ = 0;
};

}  // namespace gpuslice::replay
