// SPDX-License-Identifier: GPL-2.0

#include "apply_plan.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <utility>

#include "gpuslice.h"
#include "output.hpp"
#include "slice_args.hpp"

namespace gpuslice {

namespace {

// A GPU's settings as described, the defaults filled in.
struct PlanGpu {
  std::uint32_t device;
  std::uint64_t memory;
  std::uint32_t limit;
  std::uint32_t request;
  std::uint32_t weight;
  Priority priority;
};

PlanGpu plan_gpu(const GpuSettings& g) {
  return PlanGpu{g.device,
                 g.memory_limit.value_or(0),
                 g.compute_limit.value_or(kDefaultComputeLimit),
                 g.compute_request.value_or(kDefaultComputeRequest),
                 g.compute_weight.value_or(GPUSLICE_COMPUTE_WEIGHT_DEFAULT),
                 g.compute_priority.value_or(Priority::kNormal)};
}

// A priority as show and the plans print it.
std::string plan_priority(Priority p) { return priority_name(static_cast<std::uint32_t>(p)); }

std::string plan_gpu_text(const PlanGpu& g) {
  return fmt::format("gpu {}: {}", g.device,
                     gpu_settings_text(g.memory, g.limit, g.request, g.weight,
                                       static_cast<std::uint32_t>(g.priority)));
}

std::string plan_devices(const std::vector<std::uint32_t>& devices) {
  std::string text;
  for (std::uint32_t d : devices) text += fmt::format("{}{}", text.empty() ? "" : ",", d);
  return text;
}

// The changes from `now` to `want` of one GPU: the settings to give set,
// and their description ("memory 2.0 GiB -> 4.0 GiB, compute 100% -> 40%").
// Whether the request goes down in *lowers.
std::pair<GpuSettings, std::string> plan_changes(const SliceGpu& now, const PlanGpu& want,
                                                 bool* lowers) {
  GpuSettings set{};
  set.device = want.device;
  std::string text;
  auto note = [&](std::string what) { text += (text.empty() ? "" : ", ") + what; };
  if (now.limit != want.memory) {
    set.memory_limit = want.memory;
    note(fmt::format("memory {} -> {}", out::human_size(now.limit), out::human_size(want.memory)));
  }
  if (now.compute_limit != want.limit) {
    set.compute_limit = want.limit;
    note(fmt::format("compute {}% -> {}%", now.compute_limit, want.limit));
  }
  if (now.compute_request != want.request) {
    set.compute_request = want.request;
    *lowers = *lowers || want.request < now.compute_request;
    note(fmt::format("request {}% -> {}%", now.compute_request, want.request));
  }
  if (now.compute_weight != want.weight) {
    set.compute_weight = want.weight;
    note(fmt::format("weight {} -> {}", now.compute_weight, want.weight));
  }
  if (now.compute_priority != static_cast<std::uint32_t>(want.priority)) {
    set.compute_priority = want.priority;
    note(fmt::format("priority {} -> {}", priority_name(now.compute_priority),
                     plan_priority(want.priority)));
  }
  return {set, text};
}

// Whether a slice labelled `now` is labelled as `want` says: the same
// labels, in any order.
bool same_labels(std::vector<Label> now, std::vector<Label> want) {
  auto by_key = [](const Label& a, const Label& b) { return a.key < b.key; };
  std::sort(now.begin(), now.end(), by_key);
  std::sort(want.begin(), want.end(), by_key);
  return now == want;
}

// "; labels team=ml, tier=1" for labels, nothing for none.
std::string plan_labels_text(const std::vector<Label>& labels) {
  return labels.empty() ? "" : "; labels " + labels_text(labels, ", ", "none");
}

std::string plan_files(std::uint32_t n) {
  return fmt::format("{} open file{}", n, n == 1 ? "" : "s");
}

// An action of `kind` on slice `name` (its other fields left empty).
ApplyAction plan_action(ApplyAction::Kind kind, const std::string& name, std::string text) {
  ApplyAction a;
  a.kind = kind;
  a.name = name;
  a.text = std::move(text);
  return a;
}

}  // namespace

ApplyPlan plan_apply(const std::vector<Slice>& current, const std::vector<SliceConfig>& desired,
                     std::uint32_t gpus, const ApplyOptions& options) {
  ApplyPlan plan;
  std::vector<ApplyAction> deletes, lowering, sets, creates;

  for (const Slice& now : current) {
    auto want = std::find_if(desired.begin(), desired.end(),
                             [&](const SliceConfig& c) { return c.name == now.name; });
    if (want != desired.end() || !options.prune) continue;
    ApplyAction a = plan_action(ApplyAction::Kind::kDelete, now.name, "delete " + now.name);
    a.in_use = now.open_files > 0;
    if (a.in_use) {
      if (!options.force)
        plan.refusals.push_back(
            fmt::format("slice {} is in use ({}): not deleted; --force revokes its files", now.name,
                        plan_files(now.open_files)));
      a.text += fmt::format(" (forced: {} revoked)", plan_files(now.open_files));
    }
    deletes.push_back(std::move(a));
  }

  for (const SliceConfig& want : desired) {
    auto now = std::find_if(current.begin(), current.end(),
                            [&](const Slice& s) { return s.name == want.name; });
    std::string described;
    for (const GpuSettings& g : want.gpus) {
      described += (described.empty() ? "" : "; ") + plan_gpu_text(plan_gpu(g));
      if (g.device >= gpus)
        plan.refusals.push_back(
            fmt::format("{}: slice {}: no GPU {} (the NVIDIA driver exposes {})", want.origin,
                        want.name, g.device, gpus ? fmt::format("{}", gpus) : "none"));
    }
    described += plan_labels_text(want.labels);
    if (now == current.end()) {
      ApplyAction a = plan_action(ApplyAction::Kind::kCreate, want.name,
                                  fmt::format("create {}: {}", want.name, described));
      a.gpus = want.gpus;
      a.labels = want.labels;
      creates.push_back(std::move(a));
      continue;
    }
    std::vector<std::uint32_t> have, wanted;
    for (const SliceGpu& g : now->gpus) have.push_back(g.device);
    for (const GpuSettings& g : want.gpus) wanted.push_back(g.device);
    if (have != wanted) {
      ApplyAction a = plan_action(ApplyAction::Kind::kRecreate, want.name,
                                  fmt::format("recreate {} (GPUs {} -> {}): {}", want.name,
                                              plan_devices(have), plan_devices(wanted), described));
      a.gpus = want.gpus;
      a.labels = want.labels;
      a.in_use = now->open_files > 0;
      for (const SliceGpu& g : now->gpus)
        a.before.push_back(GpuSettings{g.device, g.limit, g.compute_limit, g.compute_request,
                                       g.compute_weight,
                                       static_cast<Priority>(g.compute_priority)});
      a.before_labels = now->labels;
      if (a.in_use) {
        if (!options.force)
          plan.refusals.push_back(fmt::format(
              "slice {} is in use ({}): not recreated on GPUs {}; --force revokes its files",
              now->name, plan_files(now->open_files), plan_devices(wanted)));
        a.text += fmt::format(" (forced: {} revoked)", plan_files(now->open_files));
      }
      creates.push_back(std::move(a));
      continue;
    }
    ApplyAction a = plan_action(ApplyAction::Kind::kSet, want.name, {});
    bool lowers = false;
    std::string changes;
    for (std::size_t i = 0; i < want.gpus.size(); i++) {
      auto [set, text] = plan_changes(now->gpus[i], plan_gpu(want.gpus[i]), &lowers);
      if (text.empty()) continue;
      a.gpus.push_back(set);
      changes += fmt::format("{}gpu {}: {}", changes.empty() ? "" : "; ", set.device, text);
    }
    if (!same_labels(now->labels, want.labels)) {
      a.labels = want.labels;
      changes += fmt::format("{}labels {} -> {}", changes.empty() ? "" : "; ",
                             labels_text(now->labels, ", ", "none"),
                             labels_text(want.labels, ", ", "none"));
    }
    if (a.gpus.empty() && !a.labels) continue;
    a.text = fmt::format("set {}: {}", want.name, changes);
    (lowers ? lowering : sets).push_back(std::move(a));
  }

  for (auto* part : {&deletes, &lowering, &sets, &creates})
    for (ApplyAction& a : *part) plan.actions.push_back(std::move(a));
  return plan;
}

}  // namespace gpuslice
