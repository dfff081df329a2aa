// SPDX-License-Identifier: GPL-2.0

#include "fbtrack.hpp"

#include <algorithm>

namespace gpuslice::replay {

void ObjectTracker::add_client(std::uint32_t client, int fd) {
  auto it = clients_.find(client);
  if (it != clients_.end()) free_client(it);
  clients_[client].fd = fd;
}

void ObjectTracker::add_object(std::uint32_t client, std::uint32_t parent, std::uint32_t handle,
                               std::uint32_t cls, std::uint64_t fb_bytes) {
  auto cit = clients_.find(client);
  if (cit == clients_.end()) cit = clients_.emplace(client, Client{}).first;
  Client& c = cit->second;
  if (c.objects.count(handle)) free_subtree(c, handle);
  // An unknown parent (not seen allocated) hangs the object off the client.
  if (parent != client && !c.objects.count(parent)) parent = client;
  Object& o = c.objects[handle];
  o.parent = parent;
  o.cls = cls;
  o.fb = fb_bytes;
  fb_bytes_ += fb_bytes;
  if (parent != client) c.objects[parent].children.push_back(handle);
}

void ObjectTracker::free_subtree(Client& c, std::uint32_t handle) {
  auto it = c.objects.find(handle);
  if (it == c.objects.end()) return;
  std::vector<std::uint32_t> children = std::move(it->second.children);
  for (std::uint32_t child : children) free_subtree(c, child);
  it = c.objects.find(handle);
  fb_bytes_ -= it->second.fb;
  std::uint32_t parent = it->second.parent;
  c.objects.erase(it);
  auto pit = c.objects.find(parent);
  if (pit != c.objects.end()) {
    auto& siblings = pit->second.children;
    siblings.erase(std::remove(siblings.begin(), siblings.end(), handle), siblings.end());
  }
}

void ObjectTracker::free_client(std::map<std::uint32_t, Client>::iterator it) {
  for (const auto& [handle, o] : it->second.objects) fb_bytes_ -= o.fb;
  clients_.erase(it);
}

void ObjectTracker::free(std::uint32_t client, std::uint32_t handle) {
  auto it = clients_.find(client);
  if (it == clients_.end()) return;
  if (handle == client)
    free_client(it);
  else
    free_subtree(it->second, handle);
}

void ObjectTracker::close_fd(int fd) {
  for (auto it = clients_.begin(); it != clients_.end();) {
    auto next = std::next(it);
    if (it->second.fd == fd) free_client(it);
    it = next;
  }
}

void ObjectTracker::clear() {
  clients_.clear();
  fb_bytes_ = 0;
}

bool ObjectTracker::has_object(std::uint32_t client, std::uint32_t handle) const {
  auto it = clients_.find(client);
  return it != clients_.end() && it->second.objects.count(handle) != 0;
}

std::size_t ObjectTracker::objects() const {
  std::size_t n = 0;
  for (const auto& [h, c] : clients_) n += c.objects.size();
  return n;
}

}  // namespace gpuslice::replay
