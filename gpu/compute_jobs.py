#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The workloads of gpu-validate --compute.

  loop LOG     8192x8192 bf16 matmuls, 4 at a time, synchronised: after each
               batch "MONOTONIC_SECONDS COUNT" is appended to LOG (the
               loop's own progress: how gpu-validate measures what it got)
  train LOG    a PyTorch training step (4 bf16 linear layers of 4096,
               batch 8192, SGD), synchronised; progress as for loop
  steps LOG    short steps (4 4096x4096 bf16 matmuls each), back to back:
               "MONOTONIC_SECONDS COUNT STEP_MS" after each, its latency
  idle LOG     a CUDA context with no work; writes "MONOTONIC_SECONDS 0"
               to LOG once ready, then sleeps until killed
"""

import sys
import time

import torch


def loop(log):
    a = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    n = 0
    while True:
        for _ in range(4):
            a @ b
        torch.cuda.synchronize()
        n += 4
        log.write("%f %d\n" % (time.monotonic(), n))


def train(log):
    torch.manual_seed(0)
    layers = []
    for _ in range(4):
        layers += [torch.nn.Linear(4096, 4096), torch.nn.GELU()]
    model = torch.nn.Sequential(*layers).to("cuda", torch.bfloat16)
    opt = torch.optim.SGD(model.parameters(), lr=1e-4)
    x = torch.randn(8192, 4096, device="cuda", dtype=torch.bfloat16)
    n = 0
    while True:
        opt.zero_grad(set_to_none=True)
        model(x).float().pow(2).mean().backward()
        opt.step()
        torch.cuda.synchronize()
        n += 1
        log.write("%f %d\n" % (time.monotonic(), n))


def steps(log):
    a = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
    n = 0
    while True:
        t0 = time.monotonic()
        for _ in range(4):
            a @ b
        torch.cuda.synchronize()
        t1 = time.monotonic()
        n += 1
        log.write("%f %d %.3f\n" % (t1, n, 1000 * (t1 - t0)))


def idle(log):
    torch.randn(1024, device="cuda")
    torch.cuda.synchronize()
    log.write("%f 0\n" % time.monotonic())
    time.sleep(3600)


def main():
    jobs = {"loop": loop, "train": train, "steps": steps, "idle": idle}
    if len(sys.argv) != 3 or sys.argv[1] not in jobs:
        sys.stderr.write(__doc__)
        return 2
    with open(sys.argv[2], "w", buffering=1) as log:
        jobs[sys.argv[1]](log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
