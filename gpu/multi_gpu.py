# SPDX-License-Identifier: GPL-2.0
"""PyTorch on two GPUs, for gpu-validate --multi-gpu, with or without the
engine.

  fill MIB          MIB-sized tensors on cuda:0 until torch.OutOfMemoryError,
                    then on cuda:1 the same, all held to the end
  meminfo           torch.cuda.mem_get_info() of every visible device
  peer              a tensor copied cuda:0 -> cuda:1 -> cuda:0 (peer copies)
  allreduce MIB     two processes, one per GPU, all-reduce MIB of float32
                    with NCCL; each says what it holds, then "held", and
                    they wait for a line on stdin
  fixture-peer      the fixture of peer copies: memory on both GPUs, copies
                    0 -> 1 -> 0, freed; a MARK after each step
  fixture-nccl      the fixture of a two-process NCCL all-reduce, MARKs in
                    each process (named r0-..., r1-...)
  fixture-ddp       the fixture of PyTorch DDP, two processes, three steps

What RM holds is asked of the physical GPU: the minor (/dev/nvidiaN) of
the visible device (gpumark.visible_minor). Results are "key=value" words,
one line each.
"""

import os
import sys

import torch

from gpumark import mark, rm_held, visible_minor

GPUS = (0, 1)


def rm_on(dev, pid=None):
    """What RM says @pid (default: us) holds on visible device @dev."""
    p, s, _ = rm_held(pid, visible_minor(dev))
    return p + s


def fill(mib):
    held, words = [], []
    for dev in (0, 1):
        torch.zeros(1, device="cuda:%d" % dev)
        n, error = 0, "none"
        try:
            while True:
                held.append(torch.empty(mib << 20, dtype=torch.uint8,
                                        device="cuda:%d" % dev))
                n += 1
        except torch.OutOfMemoryError:
            error = "torch.OutOfMemoryError"
        words.append("gpu%d_allocated=%d gpu%d_error=%s" %
                     (dev, n * (mib << 20), dev, error))
    words += ["gpu%d_rm=%d" % (dev, rm_on(dev)) for dev in (0, 1)]
    print("fill " + " ".join(words))


def meminfo():
    words = ["count=%d" % torch.cuda.device_count()]
    for dev in range(torch.cuda.device_count()):
        free, total = torch.cuda.mem_get_info(dev)
        words.append("gpu%d_total=%d gpu%d_free=%d" % (dev, total, dev, free))
    print("meminfo " + " ".join(words))


def peer():
    access = torch.cuda.can_device_access_peer(0, 1)
    a = torch.arange(1 << 24, dtype=torch.float32, device="cuda:0")
    b = a.to("cuda:1")
    c = b.to("cuda:0")
    torch.cuda.synchronize(0)
    torch.cuda.synchronize(1)
    print("peer access=%d copied=%d bytes=%d" %
          (access, torch.equal(a, c) and torch.equal(b.cpu(), a.cpu()),
           a.numel() * 4))


def sync_both():
    for dev in GPUS:
        torch.cuda.synchronize(dev)


def fixture_peer():
    for dev in GPUS:
        torch.zeros(1, device="cuda:%d" % dev)
    mark("init", sync_both, GPUS)
    a = torch.ones(256 << 18, device="cuda:0")
    b = torch.ones(128 << 18, device="cuda:1")
    mark("alloc", sync_both, GPUS)
    c = a.to("cuda:1")
    mark("peer-copy-0-1", sync_both, GPUS)
    d = c.to("cuda:0")
    mark("peer-copy-1-0", sync_both, GPUS)
    del a, b, c, d
    torch.cuda.empty_cache()
    mark("freed", sync_both, GPUS)


def free_port():
    """A TCP port of the loopback that nothing listens on now."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_rank(rank, port):
    """Rank @rank of two, on GPU @rank, its NCCL group met at @port."""
    import torch.distributed as dist

    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    torch.cuda.set_device(rank)
    dist.init_process_group("nccl", rank=rank, world_size=2)
    return dist


def nccl_rank(rank, port):
    dist = start_rank(rank, port)
    x = torch.full((64 << 18,), float(rank + 1), device="cuda:%d" % rank)
    mark("r%d-init" % rank, torch.cuda.synchronize, GPUS)
    dist.all_reduce(x)
    mark("r%d-allreduce" % rank, torch.cuda.synchronize, GPUS)
    if not bool((x == 3.0).all()):
        raise SystemExit("rank %d: wrong sum" % rank)
    dist.destroy_process_group()
    del x
    torch.cuda.empty_cache()
    mark("r%d-destroyed" % rank, torch.cuda.synchronize, GPUS)


def ddp_rank(rank, port):
    from torch.nn.parallel import DistributedDataParallel

    dist = start_rank(rank, port)
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Linear(2048, 2048), torch.nn.GELU(),
                              torch.nn.Linear(2048, 512)).cuda(rank)
    ddp = DistributedDataParallel(net, device_ids=[rank])
    opt = torch.optim.SGD(ddp.parameters(), lr=1e-3)
    x = torch.randn(256, 2048, device="cuda:%d" % rank)
    y = torch.randn(256, 512, device="cuda:%d" % rank)
    mark("r%d-model" % rank, torch.cuda.synchronize, GPUS)
    for i in range(3):
        opt.zero_grad(set_to_none=True)
        torch.nn.functional.mse_loss(ddp(x), y).backward()
        opt.step()
        mark("r%d-step-%d" % (rank, i + 1), torch.cuda.synchronize, GPUS)
    dist.destroy_process_group()


def two_ranks(fn):
    """Runs @fn(rank, port) in two spawned processes."""
    import torch.multiprocessing as mp

    mp.start_processes(fn, args=(free_port(),), nprocs=2,
                       start_method="spawn")


def allreduce_rank(rank, mib, port, ready, go):
    dist = start_rank(rank, port)
    x = torch.full((mib << 18,), float(rank + 1), device="cuda:%d" % rank)
    dist.all_reduce(x)
    torch.cuda.synchronize()
    right = bool((x == 3.0).all())
    ready.put("allreduce rank=%d pid=%d sum_right=%d rm_own=%d rm_other=%d" %
              (rank, os.getpid(), right, rm_on(rank), rm_on(1 - rank)))
    go.wait()
    dist.destroy_process_group()


def allreduce(mib):
    import torch.multiprocessing as mp

    port = free_port()
    ctx = mp.get_context("spawn")
    ready, go = ctx.Queue(), ctx.Event()
    ranks = [ctx.Process(target=allreduce_rank,
                         args=(r, mib, port, ready, go)) for r in (0, 1)]
    for p in ranks:
        p.start()
    for _ in ranks:
        print(ready.get(timeout=300))
    print("held")
    sys.stdout.flush()
    sys.stdin.readline()
    go.set()
    for p in ranks:
        p.join(60)
    return 0 if all(p.exitcode == 0 for p in ranks) else 1


def main(argv):
    if len(argv) == 3 and argv[1] == "fill":
        fill(int(argv[2]))
    elif argv[1:] == ["meminfo"]:
        meminfo()
    elif argv[1:] == ["peer"]:
        peer()
    elif len(argv) == 3 and argv[1] == "allreduce":
        return allreduce(int(argv[2]))
    elif argv[1:] == ["fixture-peer"]:
        fixture_peer()
    elif argv[1:] == ["fixture-nccl"]:
        two_ranks(nccl_rank)
    elif argv[1:] == ["fixture-ddp"]:
        two_ranks(ddp_rank)
    else:
        print("usage: multi_gpu.py fill MIB | meminfo | peer | "
              "allreduce MIB | fixture-peer | fixture-nccl | fixture-ddp",
              file=sys.stderr)
        return 2
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
