# SPDX-License-Identifier: GPL-2.0
"""JAX workloads gpu-validate runs, with or without the engine.

  fixture     JAX with its default preallocation, a MARK after each step
  prealloc    how much JAX preallocated: its pool's limit and RM's count

Results are "key=value" words on one line.
"""

import sys

import jax
import jax.numpy as jnp

from gpumark import mark, rm_held


def fixture():
    x = jnp.ones((1024, 1024), dtype=jnp.float32)
    x.block_until_ready()
    mark("prealloc")
    y = jax.jit(lambda a: a @ a + 1.0)(x)
    y.block_until_ready()
    mark("matmul")
    del x, y
    mark("deleted")


def prealloc():
    x = jnp.ones((1024, 1024), dtype=jnp.float32)
    x.block_until_ready()
    stats = jax.devices()[0].memory_stats()
    p, s, d = rm_held()
    print("prealloc bytes_limit=%d rm=%d" % (stats["bytes_limit"], p + s))


def main(argv):
    if argv[1:] == ["fixture"]:
        fixture()
    elif argv[1:] == ["prealloc"]:
        prealloc()
    else:
        print("usage: jax_jobs.py fixture | prealloc", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
