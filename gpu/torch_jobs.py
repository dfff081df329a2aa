# SPDX-License-Identifier: GPL-2.0
"""PyTorch workloads gpu-validate runs, with or without the engine.

  fixture           a few training steps, a MARK after each (gpumark.py)
  meminfo           torch.cuda.mem_get_info()
  fill MIB          MIB-sized tensors until torch.OutOfMemoryError
  train-bench SECS  training steps for SECS seconds: steps per second

Results are "key=value" words on one line.
"""

import os
import sys
import time

import torch

from gpumark import mark, rm_held


def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Linear(4096, 4096), torch.nn.GELU(),
        torch.nn.Linear(4096, 4096), torch.nn.GELU(),
        torch.nn.Linear(4096, 1024)).cuda()


def step(net, opt, x, y):
    opt.zero_grad(set_to_none=True)
    loss = torch.nn.functional.mse_loss(net(x), y)
    loss.backward()
    opt.step()
    return loss


def fixture():
    sync = torch.cuda.synchronize
    torch.cuda.init()
    torch.zeros(1, device="cuda")
    mark("init", sync)
    free, total = torch.cuda.mem_get_info()
    mark("meminfo", sync)
    net = model()
    opt = torch.optim.AdamW(net.parameters(), lr=1e-4)
    mark("model", sync)
    x = torch.randn(512, 4096, device="cuda")
    y = torch.randn(512, 1024, device="cuda")
    for i in range(3):
        step(net, opt, x, y)
        mark("step-%d" % (i + 1), sync)
    big = torch.empty(512 << 20, dtype=torch.uint8, device="cuda")
    mark("tensor-512MiB", sync)
    del big, net, opt, x, y
    torch.cuda.empty_cache()
    mark("empty-cache", sync)


def meminfo():
    free, total = torch.cuda.mem_get_info()
    print("meminfo free=%d total=%d" % (free, total))


def fill(mib):
    torch.zeros(1, device="cuda")
    held, error = [], "none"
    try:
        while True:
            held.append(torch.empty(mib << 20, dtype=torch.uint8,
                                    device="cuda"))
    except torch.OutOfMemoryError:
        error = "torch.OutOfMemoryError"
    p, s, d = rm_held()
    print("fill allocated=%d error=%s rm=%d reserved=%d" %
          (len(held) * (mib << 20), error, p + s,
           torch.cuda.memory_reserved()))


def train_bench(seconds):
    net = model()
    opt = torch.optim.AdamW(net.parameters(), lr=1e-4)
    x = torch.randn(2048, 4096, device="cuda")
    y = torch.randn(2048, 1024, device="cuda")
    for _ in range(20):
        step(net, opt, x, y)
    torch.cuda.synchronize()
    steps, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for _ in range(10):
            step(net, opt, x, y)
        torch.cuda.synchronize()
        steps += 10
    print("train steps=%d seconds=%.4f rate=%.3f" %
          (steps, time.perf_counter() - t0,
           steps / (time.perf_counter() - t0)))


def main(argv):
    if argv[1:] == ["fixture"]:
        fixture()
    elif argv[1:] == ["meminfo"]:
        meminfo()
    elif len(argv) == 3 and argv[1] == "fill":
        fill(int(argv[2]))
    elif len(argv) == 3 and argv[1] == "train-bench":
        train_bench(float(argv[2]))
    else:
        print("usage: torch_jobs.py fixture | meminfo | fill MIB | "
              "train-bench SECS", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
