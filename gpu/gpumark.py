# SPDX-License-Identifier: GPL-2.0
"""Marks for the Python workloads, as gpuslice-workload writes them.

mark(step) writes "MARK <step>:rm=<private>/<shared>/<duped>" into the trace
being recorded (gpuslice_trace_mark of the preloaded engine, when there is
one) and on stdout: what RM says this process holds at that point, from
gpuslice-rm-usage run without the engine.
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


def rm_held(pid=None):
    """(private, shared, duped) bytes RM says @pid (default: us) holds."""
    out = subprocess.run([rm_usage_path(), str(pid or os.getpid())],
                         env=bare_environment(), check=True,
                         capture_output=True, text=True).stdout.split()
    return tuple(int(x) for x in out[1:4])


def _trace_mark():
    try:
        return ctypes.CDLL(None).gpuslice_trace_mark
    except AttributeError:
        return None


_MARK = _trace_mark()


def mark(step, sync=None):
    """Marks @step; @sync (e.g. torch.cuda.synchronize) is called first."""
    if sync:
        sync()
    name = "%s:rm=%s" % (step, "/".join(str(x) for x in rm_held()))
    if _MARK:
        _MARK(name.encode())
    print("MARK " + name)
    sys.stdout.flush()
