#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""RM's compute levers measured on a GPU host: runs matmul loops, hands
their channels to gpuslice-compute-probe and prints each loop's rate as a
share of its solo rate (the loops' own progress: ground truth nobody in
gpuslice computes)."""

import os
import re
import struct
import subprocess
import sys
import threading
import time

BUILD = sys.argv[1] if len(sys.argv) > 1 else "build"
PRELOAD = os.path.join(BUILD, "preload", "libgpuslice-preload.so")
PROBE = os.path.join(BUILD, "gpu", "gpuslice-compute-probe")

LOOP = r"""
import sys, time, torch
log = open(sys.argv[1], "w", buffering=1)
a = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
b = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
n = 0
while True:
    for _ in range(4):
        c = a @ b
    torch.cuda.synchronize()
    n += 4
    log.write("%f %d\n" % (time.monotonic(), n))
"""


class Loop:
    def __init__(self, name, program=LOOP):
        self.log = "/tmp/%s.log" % name
        self.trace = "/tmp/%s.trace" % name
        for f in (self.log, self.trace):
            if os.path.exists(f):
                os.unlink(f)
        env = dict(os.environ, LD_PRELOAD=os.path.abspath(PRELOAD),
                   GPUSLICE_TRACE=self.trace)
        self.p = subprocess.Popen([sys.executable, "-c", program, self.log],
                                  env=env)
        while self.count_at(time.monotonic()) is None:
            time.sleep(0.2)

    def count_at(self, t):
        try:
            lines = open(self.log).read().split("\n")
        except OSError:
            return None
        best = None
        for l in lines:
            w = l.split()
            if len(w) == 2 and float(w[0]) <= t:
                best = int(w[1])
        return best

    def rate(self, t0, t1):
        return (self.count_at(t1) - self.count_at(t0)) / (t1 - t0)

    def target(self):
        """PID:CTLFD:CLIENT:SUBDEV:CHANNELS:TSGS from the recorded trace."""
        lines = open(self.trace).read().split("\n")
        chans, tsgs, subdev, client, fd = [], [], None, None, None
        for i, l in enumerate(lines):
            if not l.startswith("IOCTL") or "nr=0x2b" not in l:
                continue
            post = None
            for x in lines[i + 1:i + 6]:
                if x.strip().startswith("post="):
                    post = bytes.fromhex(x.strip()[5:])
            if not post or struct.unpack_from(
                    "<I", post, 40 if len(post) >= 48 else 28)[0]:
                continue
            hroot, hpar, hnew, cls = struct.unpack_from("<IIII", post)
            f = int(re.search(r" fd=(\d+)", l).group(1))
            if cls == 0xc86f:
                chans.append(hnew)
                client, fd = hroot, f
            elif cls == 0xa06c:
                tsgs.append(hnew)
            elif cls == 0x2080 and subdev is None:
                subdev = hnew
        return "%d:%d:%x:%x:%s:%s" % (
            self.p.pid, fd, client, subdev,
            ",".join("%x" % c for c in chans),
            ",".join("%x" % t for t in tsgs))

    def stop(self):
        self.p.kill()
        self.p.wait()


LAST_PROBE = [""]


def probe(*args):
    out = subprocess.run([PROBE] + [str(a) for a in args],
                         capture_output=True, text=True)
    LAST_PROBE[0] = out.stdout
    sys.stdout.write("\n".join(l for l in out.stdout.split("\n")
                                if not l.startswith("win ")) + "\n")
    sys.stderr.write(out.stderr)
    return out.stdout


def measure(loops, secs, fn=None, *args):
    """Rates of @loops over @secs seconds while fn(*args) runs."""
    t0 = time.monotonic()
    if fn:
        fn(*args)
    else:
        time.sleep(secs)
    t1 = time.monotonic()
    return [l.rate(t0 + 0.3, t1 - 0.1) for l in loops]


def attribution(out, pids):
    """Share of the samples' GR busy time RM attributes to each pid."""
    total, by = 0, {}
    for l in out.split("\n"):
        m = re.match(r"sample .*gr_util=(\d+) gr_pid=(-?\d+)", l)
        if m:
            u, pid = int(m.group(1)), int(m.group(2))
            total += 1
            by[pid] = by.get(pid, 0) + u / 100.0
    return "samples=%d " % total + " ".join(
        "pid%d=%.1f%%" % (p, by.get(p, 0) / max(total, 1)) for p in pids) + \
        " other=%s" % {k: round(v / max(total, 1), 1) for k, v in by.items()
                       if k not in pids}


def aligned(out, wins, pa, pb):
    """Samples placed in the logged windows by their timestamps."""
    ws = []
    for l in wins.split("\n"):
        m = re.match(r"win real=(\d+) owner=(\w)", l)
        if m:
            ws.append((int(m.group(1)), m.group(2)))
    res = {}
    offs = []
    for l in out.split("\n"):
        m = re.match(r"sample ts=(\d+) real=(\d+) mono=\d+ gr_util=(\d+) "
                     r"gr_pid=(-?\d+)", l)
        if not m:
            continue
        ts, real, pid = int(m.group(1)), int(m.group(2)), int(m.group(4))
        offs.append((real - ts) / 1e6)
        owner = None
        for t, o in ws:
            if t <= ts:
                owner = o
        if owner is None or ts > ws[-1][0] + 100e6:
            continue
        who = "a" if pid == pa else "b" if pid == pb else "none"
        res[(owner, who)] = res.get((owner, who), 0) + 1
    offs.sort()
    return "read_minus_ts_ms(min/med/max)=%.1f/%.1f/%.1f in_window(owner,ran)=%s" % (
        offs[0] if offs else 0, offs[len(offs) // 2] if offs else 0,
        offs[-1] if offs else 0, sorted(res.items()))


def sampled(secs, fn, *args):
    """Runs fn(*args) while the probe reads RM's samples; its output."""
    s = subprocess.Popen([PROBE, "samples", str(secs)], stdout=subprocess.PIPE,
                         text=True)
    fn(*args)
    return s.communicate()[0]


def show(what, rates, solo):
    print("RESULT %-40s %s" % (what, "  ".join(
        "%.1f/s=%.1f%%" % (r, 100 * r / s) for r, s in zip(rates, solo))))
    sys.stdout.flush()


IDLE = r"""
import sys, time, torch
log = open(sys.argv[1], "w", buffering=1)
a = torch.randn(1024, device="cuda")
torch.cuda.synchronize()
log.write("%f 0\n" % time.monotonic())
time.sleep(3600)
"""


def smi(secs):
    """Mean GPU utilization, SM clock and power from nvidia-smi over @secs."""
    p = subprocess.Popen(["nvidia-smi", "--query-gpu=utilization.gpu,"
                          "clocks.sm,power.draw", "--format=csv,noheader,"
                          "nounits", "-lms", "250"], stdout=subprocess.PIPE,
                         text=True)
    time.sleep(secs)
    p.kill()
    rows = [[float(x) for x in l.split(",")]
            for l in p.communicate()[0].split("\n") if l.count(",") == 2]
    rows = rows[2:]
    n = max(len(rows), 1)
    return "smi util=%.1f%% sm_clock=%.0fMHz power=%.0fW n=%d" % tuple(
        [sum(r[i] for r in rows) / n for i in range(3)] + [len(rows)])


def exp_basic(a, b, solo):
    """Raw samples, latency busy and idle, duty with clocks and RM util."""
    ta = a.target()
    out = sampled(2, time.sleep, 2)
    print("\n".join(out.split("\n")[:6]))
    print("SOLO", smi(3))
    probe("latency", 30, ta)
    c = Loop("c", IDLE)
    time.sleep(1)
    print("idle process C:")
    probe("latency", 30, c.target())
    c.stop()
    for on in (300, 700):
        res = []
        t = threading.Thread(target=lambda: res.append(
            measure([a], 0, probe, "duty", 50, on, 6, 0, ta)))
        t.start()
        time.sleep(1)
        print("DUTY %d" % on, smi(4))
        t.join()
        show("duty P=50ms on=%d" % on, res[0], [solo])


def exp_tdma(a, b, solo):
    ta, tb = a.target(), b.target()
    os.environ["PROBE_LOG_WINDOWS"] = "1"
    for period, on in ((50, 300), (50, 500), (100, 300)):
        res = []
        out = sampled(6, lambda: res.append(
            measure([a, b], 0, probe, "tdma", period, on, 6, ta, tb)))
        show("tdma P=%dms A=%d" % (period, on), res[0], [solo, solo])
        print("ALIGN tdma P=%d A=%d" % (period, on),
              aligned(out, LAST_PROBE[0], a.p.pid, b.p.pid))
    del os.environ["PROBE_LOG_WINDOWS"]


def main():
    a = Loop("a")
    time.sleep(3)
    solo = measure([a], 4)[0]
    show("A solo", [solo], [solo])
    exps = sys.argv[2:] or ["basic", "tdma"]
    b = None
    for e in exps:
        if e == "tdma" and not b:
            b = Loop("b")
            time.sleep(3)
        globals()["exp_" + e](a, b, solo)
    a.stop()
    if b:
        b.stop()


if __name__ == "__main__":
    main()
