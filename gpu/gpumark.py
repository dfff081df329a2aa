# SPDX-License-Identifier: GPL-2.0
"""Marks for the Python workloads, as gpuslice-workload writes them.

mark(step) writes "MARK <step>:rm=<private>/<shared>/<duped>" into the trace
being recorded (gpuslice_trace_mark of the preloaded engine, when there is
one) and on stdout: what RM says this process holds at that point, from
gpuslice-rm-usage run without the engine. On two GPUs,
"MARK <step>:rm=<P>/<S>/<D>:rm1=<P>/<S>/<D>": GPU 0's, then GPU 1's.
"""

import ctypes
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def rm_usage_path():
    return os.environ.get("GPUSLICE_RM_USAGE",
                          os.path.join(HERE, "gpuslice-rm-usage"))


def bare_environment():
    """The environment without the engine: the probe sees the driver."""
    return {k: v for k, v in os.environ.items()
            if k != "LD_PRELOAD" and not k.startswith("GPUSLICE_")}


def rm_held(pid=None, gpu=0):
    """(private, shared, duped) bytes RM says @pid (default: us) holds on
    GPU @gpu (its device instance)."""
    out = subprocess.run([rm_usage_path(), "--gpu", str(gpu),
                          str(pid or os.getpid())],
                         env=bare_environment(), check=True,
                         capture_output=True, text=True).stdout.split()
    return tuple(int(x) for x in out[1:4])


def _trace_mark():
    try:
        return ctypes.CDLL(None).gpuslice_trace_mark
    except AttributeError:
        return None


_MARK = _trace_mark()


def mark(step, sync=None, gpus=(0,)):
    """Marks @step; @sync (e.g. torch.cuda.synchronize) is called first.
    RM's count of GPU 0 is "rm=", of each further GPU N of @gpus "rmN="
    (device instances)."""
    if sync:
        sync()
    name = step + "".join(
        ":rm%s=%s" % (g or "", "/".join(str(x) for x in rm_held(gpu=g)))
        for g in gpus)
    if _MARK:
        _MARK(name.encode())
    print("MARK " + name)
    sys.stdout.flush()
