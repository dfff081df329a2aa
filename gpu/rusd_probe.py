#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""RM_USER_SHARED_DATA (class 0xde) under CUDA, PyTorch, JAX and nvidia-smi.

    gpu/rusd_probe.py [BUILD]

Runs each program four times: without libgpuslice-rusd-shim.so, then with
it logging (RUSD_SHIM=log), refusing class 0xde as a driver without it
would (refuse) and with the page's PMA figures poisoned (poison: total
7 GiB, free 3 GiB). The programs:

  cuda   libcuda alone (ctypes): cuInit, the primary context,
         cuMemGetInfo, a 1 GiB cuMemAlloc, a kernel from PTX that writes
         42, cuMemGetInfo again;
  torch  torch.cuda.mem_get_info, a matmul, mem_get_info again;
  jax    a jitted sum (no preallocation) and the device's bytes_limit;
  smi    nvidia-smi --query-gpu=memory.total,memory.used,memory.free.

Prints, per mode and program, whether it ran and what it said of memory,
and the shim's lines (counted where they repeat). So: does a program work
when the engines refuse the class; does its answer about memory come from
the page (poisoned, it would change) or from FB_GET_INFO_V2 (one logged
per cudaMemGetInfo); and what the page shows (the card's figures).
"""

import ctypes
import os
import subprocess
import sys

PTX = b"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
    .reg .b64 a;
    .reg .b32 r;
    ld.param.u64 a, [p];
    cvta.to.global.u64 a, a;
    mov.u32 r, 42;
    st.global.u32 [a], r;
    ret;
}
"""


def cuda():
    cu = ctypes.CDLL("libcuda.so.1")

    def check(name, *args):
        err = getattr(cu, name)(*args)
        if err:
            text = ctypes.c_char_p()
            cu.cuGetErrorName(err, ctypes.byref(text))
            print(f"cuda: {name} failed: {text.value.decode()}")
            sys.exit(1)

    dev, ctx = ctypes.c_int(), ctypes.c_void_p()
    mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
    ptr, word = ctypes.c_uint64(), ctypes.c_uint32()
    free, total = ctypes.c_size_t(), ctypes.c_size_t()
    check("cuInit", 0)
    check("cuDeviceGet", ctypes.byref(dev), 0)
    check("cuDevicePrimaryCtxRetain", ctypes.byref(ctx), dev)
    check("cuCtxSetCurrent", ctx)
    check("cuMemGetInfo_v2", ctypes.byref(free), ctypes.byref(total))
    print(f"cuda: cuMemGetInfo free {free.value} total {total.value}")
    check("cuMemAlloc_v2", ctypes.byref(ptr), ctypes.c_size_t(1 << 30))
    check("cuModuleLoadData", ctypes.byref(mod), PTX)
    check("cuModuleGetFunction", ctypes.byref(fn), mod, b"k")
    args = (ctypes.c_void_p * 1)(ctypes.cast(ctypes.byref(ptr),
                                             ctypes.c_void_p))
    check("cuLaunchKernel", fn, 1, 1, 1, 1, 1, 1, 0, None, args, None)
    check("cuCtxSynchronize")
    check("cuMemcpyDtoH_v2", ctypes.byref(word), ptr, ctypes.c_size_t(4))
    print(f"cuda: the kernel wrote {word.value}")
    check("cuMemGetInfo_v2", ctypes.byref(free), ctypes.byref(total))
    print(f"cuda: after 1 GiB, cuMemGetInfo free {free.value} "
          f"total {total.value}")


def torch():
    import torch as t

    print("torch: mem_get_info", t.cuda.mem_get_info())
    x = t.randn(2048, 2048, device="cuda")
    print("torch: matmul ran", bool((x @ x).abs().sum() > 0))
    print("torch: mem_get_info", t.cuda.mem_get_info())


def jax():
    import jax as j

    print("jax: sum", float(j.jit(lambda v: v.sum())(j.numpy.ones(8))),
          "bytes_limit", j.devices()[0].memory_stats()["bytes_limit"])


PROGRAMS = {
    "cuda": [sys.executable, __file__, "--run", "cuda"],
    "torch": [sys.executable, __file__, "--run", "torch"],
    "jax": [sys.executable, __file__, "--run", "jax"],
    "smi": ["nvidia-smi", "--query-gpu=memory.total,memory.used,memory.free",
            "--format=csv,noheader"],
}


def probe(build):
    shim = os.path.abspath(os.path.join(build, "gpu",
                                        "libgpuslice-rusd-shim.so"))
    for mode in ("none", "log", "refuse", "poison"):
        print(f"## {mode}")
        for name, argv in PROGRAMS.items():
            env = dict(os.environ, XLA_PYTHON_CLIENT_PREALLOCATE="false")
            if mode != "none":
                env.update(LD_PRELOAD=shim, RUSD_SHIM=mode)
            r = subprocess.run(argv, env=env, capture_output=True, text=True,
                               timeout=300)
            lines = [ln for ln in (r.stdout + r.stderr).splitlines()
                     if ln.startswith(("rusd-shim:", name + ":")) or
                     name == "smi" or "Error" in ln]
            counted = {}
            for ln in lines:
                counted[ln] = counted.get(ln, 0) + 1
            print(f"{name}: exit {r.returncode}")
            for ln, n in counted.items():
                print(f"    {ln}" + (f"  (x{n})" if n > 1 else ""))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--run"]:
        {"cuda": cuda, "torch": torch, "jax": jax}[sys.argv[2]]()
    else:
        probe(sys.argv[1] if len(sys.argv) > 1 else "build")
