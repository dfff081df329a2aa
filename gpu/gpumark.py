# SPDX-License-Identifier: GPL-2.0
"""Marks for the Python workloads, as gpuslice-workload writes them.

mark(step) writes "MARK <step>:rm=<private>/<shared>/<duped>" into the trace
being recorded (gpuslice_trace_mark of the preloaded engine, when there is
one) and on stdout: what RM says this process holds at that point, from
gpuslice-rm-usage run without the engine. On two GPUs,
"MARK <step>:rm=<P>/<S>/<D>:rm1=<P>/<S>/<D>": GPU 0's, then GPU 1's.
GPUs are numbered by /dev/nvidiaN minor, as GPUSLICE_LIMITS numbers them.
"""

import ctypes
import glob
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


def host_gpus():
    """The host's GPUs as the driver lists them (/proc/driver/nvidia/gpus):
    [{"minor", "uuid", "bus"}], by minor."""
    gpus = []
    for info in glob.glob("/proc/driver/nvidia/gpus/*/information"):
        with open(info) as f:
            fields = dict(line.split(":", 1) for line in f if ":" in line)
        gpus.append({"minor": int(fields["Device Minor"]),
                     "uuid": fields["GPU UUID"].strip(),
                     "bus": os.path.basename(os.path.dirname(info))})
    return sorted(gpus, key=lambda g: g["minor"])


def smi_indexes():
    """nvidia-smi's index of each GPU, by UUID."""
    out = subprocess.run(["nvidia-smi", "--query-gpu=index,uuid",
                          "--format=csv,noheader"], env=bare_environment(),
                         check=True, capture_output=True, text=True).stdout
    return {u.strip(): i.strip() for i, u in
            (line.split(",") for line in out.splitlines() if line.strip())}


def visible_minor(dev):
    """The minor (/dev/nvidiaN) of CUDA's visible device @dev: the entry of
    CUDA_VISIBLE_DEVICES, a UUID (as gpu-validate sets it) or nvidia-smi's
    index; @dev itself when that is unset."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if not visible:
        return dev
    entry = visible.split(",")[dev].strip()
    indexes = smi_indexes()
    for g in host_gpus():
        if entry in (g["uuid"], indexes.get(g["uuid"])):
            return g["minor"]
    raise LookupError("CUDA_VISIBLE_DEVICES entry %r is no GPU" % entry)


def rm_held(pid=None, gpu=0):
    """(private, shared, duped) bytes RM says @pid (default: us) holds on
    GPU @gpu (/dev/nvidia@gpu)."""
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
    (minors)."""
    if sync:
        sync()
    name = step + "".join(
        ":rm%s=%s" % (g or "", "/".join(str(x) for x in rm_held(gpu=g)))
        for g in gpus)
    if _MARK:
        _MARK(name.encode())
    print("MARK " + name)
    sys.stdout.flush()
