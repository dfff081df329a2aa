// SPDX-License-Identifier: GPL-2.0
//
// What `gpuslice apply` does to converge the kernel's slices on a
// configuration (config.hpp): a plan of actions, worked out before any is
// taken, from the slices as they are and as the file describes them.

#pragma once

#include <optional>
#include <string>
#include <vector>

#include "client.hpp"
#include "config.hpp"

namespace gpuslice {

struct ApplyOptions {
  bool prune = false;  // delete the slices the configuration does not describe
  bool force = false;  // delete or recreate slices in use, revoking their files
};

struct ApplyAction {
  // kRecreate: the slice spans other GPUs than described, which no set can
  // change: deleted, then created as described.
  enum class Kind { kDelete, kRecreate, kSet, kCreate };
  Kind kind = Kind::kCreate;
  std::string name;
  // kCreate, kRecreate: every GPU, as described; kSet: the GPUs with a
  // setting to change, each with only those settings.
  std::vector<GpuSettings> gpus;
  // kCreate, kRecreate: the labels described; kSet: those, when the slice
  // has others (std::nullopt: its labels stay)
  std::optional<std::vector<Label>> labels;
  bool in_use = false;  // kDelete, kRecreate: files of the slice are open
  std::string text;     // what it does, for people (apply's output)
  // kRecreate: the slice as it was, to make again if the new one is refused
  std::vector<GpuSettings> before;
  std::vector<Label> before_labels;
};

struct ApplyPlan {
  // In the order to take them: deletions, then changes (those that lower
  // a compute request first, so that the requests on a GPU never add up to
  // more than 100 on the way), then creations and recreations, in the
  // file's order.
  std::vector<ApplyAction> actions;
  // Why the plan cannot be taken (slices in use without `force`, GPUs the
  // driver does not expose); the plan is then taken not at all.
  std::vector<std::string> refusals;
};

// The plan that makes `current` (the kernel's slices) what `desired` says,
// on a host whose driver exposes `gpus` GPUs. A slice that is as described
// gets no action.
ApplyPlan plan_apply(const std::vector<Slice>& current, const std::vector<SliceConfig>& desired,
                     std::uint32_t gpus, const ApplyOptions& options);

}  // namespace gpuslice
