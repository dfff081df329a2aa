#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The framebuffer RM keeps for itself on GPU 0, priced per RM object.

    gpu/fb_price.py [BUILD [LOGDIR]]
    gpu/fb_price.py --analyse LOGDIR    the tables again, from LOGDIR

Hidden framebuffer is what the card's used framebuffer grows by (the fall
of FB_GET_INFO_V2 HEAP_FREE, what cudaMemGetInfo and NVML report as free)
beyond what RM counts for the processes (GPU_GET_PID_INFO, what nvidia-smi
lists per process). A client of gpuslice-fb-price's own (monitor) reads
both from outside the programs, and keeps the GPU initialised all along.

1. Prices: CUDA programs (gpuslice-fb-price ctx N: 1 process with 1
   context, 1 with 8, 8 processes with 1 each) run under
   libgpuslice-fb-shim.so, which logs every driver call with the hidden
   framebuffer it took (its own readings before and after the call); each
   kind of call (RM_ALLOC of a class, a TSG by engine and a VA space by
   flags; RM_CONTROL of a command; a UVM command; the time between calls)
   gets a price: the hidden bytes of all its calls over their number.
2. Check: programs without the shim, measured only from outside, against
   the sum of price x calls for the configuration: the calls of one
   process with N contexts as the 8-context run made them, a further
   process's without UVM's first registration of the GPU. PyTorch and
   CUDA_DEVICE_MAX_CONNECTIONS=1 and 32 take their calls from a shim run of
   their own, their prices from the C programs' runs.

Prints Markdown tables; the shim's logs and a JSON summary go to LOGDIR.
"""

import collections
import json
import os
import subprocess
import sys
import time

ANALYSE = sys.argv[1:2] == ["--analyse"]
BUILD = sys.argv[1] if len(sys.argv) > 1 and not ANALYSE else "build"
LOGDIR = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else
                         "/tmp/fb-price")
PROBE = os.path.join(BUILD, "gpu", "gpuslice-fb-price")
SHIM = os.path.abspath(os.path.join(BUILD, "gpu", "libgpuslice-fb-shim.so"))
MIB = 1 << 20
# CUDA_DEVICE_MAX_CONNECTIONS values tried beside the default (8)
CONNECTIONS = (1, 32)
# Mapped memory: (run, MiB, cuMemAlloc block MiB)
FILLS = (("f1g", 65536, 1024), ("f2m", 8192, 2))
# The shim run of each checked configuration, where there is one
TWIN = {"s1": "p1", "s8": "p8", "m8": "pp", "s60": "p60", "m4x4": "pm4x4",
        "t": "pt", "c1": "pc1", "c32": "pc32", "f1g": "pf1g", "f2m": "pf2m"}

TORCH = r"""
import ctypes, sys, torch
torch.zeros(1, device="cuda")
torch.cuda.synchronize()
try:
    ctypes.CDLL(None).fbp_mark(b"held")
except AttributeError:
    pass
print("held", flush=True)
sys.stdin.readline()
"""

NAMES = {
    "alloc:0x41": "NV01_ROOT_CLIENT", "alloc:0x0": "NV01_ROOT",
    "alloc:0x80": "NV01_DEVICE_0", "alloc:0x2080": "NV20_SUBDEVICE_0",
    "alloc:0x2081": "NV2081_BINAPI", "alloc:0x90e6": "GF100_SUBDEVICE_MASTER",
    "alloc:0xc661": "HOPPER_USERMODE_A", "alloc:0xde": "RM_USER_SHARED_DATA",
    "alloc:0xcb33": "NV_CONFIDENTIAL_COMPUTE",
    "alloc:0x90f1": "FERMI_VASPACE_A",
    "alloc:0xa06c": "KEPLER_CHANNEL_GROUP_A",
    "alloc:0x9067": "FERMI_CONTEXT_SHARE_A",
    "alloc:0xc86f": "HOPPER_CHANNEL_GPFIFO_A",
    "alloc:0xcbc0": "HOPPER_COMPUTE_A", "alloc:0xc8b5": "HOPPER_DMA_COPY_A",
    "alloc:0x40": "NV01_MEMORY_LOCAL_USER", "alloc:0x3e": "NV01_MEMORY_SYSTEM",
    "alloc:0x50a0": "NV50_MEMORY_VIRTUAL",
    "alloc:0x503c": "NV50_THIRD_PARTY_P2P",
    "alloc:0x79": "NV01_EVENT_OS_EVENT", "alloc:0x83de": "GT200_DEBUGGER",
    "alloc:0x71": "NV01_MEMORY_SYSTEM_OS_DESCRIPTOR",
    "control:0xa06c0101": "TSG GPFIFO_SCHEDULE",
    "control:0xa06c0103": "TSG SET_TIMESLICE",
    "uvm:0x30000001": "UVM_INITIALIZE", "uvm:0x4b": "UVM_MM_INITIALIZE",
    "uvm:0x25": "UVM_REGISTER_GPU", "uvm:0x19": "UVM_REGISTER_GPU_VASPACE",
    "uvm:0x1b": "UVM_REGISTER_CHANNEL", "uvm:0x44": "UVM_ALLOC_SEMAPHORE_POOL",
    "uvm:0x21": "UVM_MAP_EXTERNAL_ALLOCATION",
    "uvm:0x49": "UVM_CREATE_EXTERNAL_RANGE",
    "uvm:0x41": "UVM_MAP_DYNAMIC_PARALLELISM_REGION",
    "esc:0x27": "RM_ALLOC_MEMORY", "esc:0x4e": "RM_MAP_MEMORY",
    "esc:0x57": "RM_MAP_MEMORY_DMA", "free": "RM_FREE",
    "gap>mark:launched": "kernel launch + sync (no call)",
}


def mib(b):
    return "%.3f" % (b / MIB)


class Monitor:
    def __init__(self):
        self.p = subprocess.Popen([PROBE, "monitor"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)

    def read(self, pids=()):
        """(free KiB, heap KiB, {pid: counted bytes})"""
        self.p.stdin.write(" ".join(str(p) for p in pids) + "\n")
        self.p.stdin.flush()
        w = self.p.stdout.readline().split()
        if not w or w[0] == "error":
            sys.exit("monitor: %s" % " ".join(w))
        d = dict(x.split("=") for x in w)
        return (int(d.pop("free")), int(d.pop("size")),
                {int(k): int(v) for k, v in d.items()})

    def settled(self, want=None):
        """The free heap once two readings 0.1 s apart agree (1 s at most)."""
        last = self.read()[0]
        for _ in range(10):
            time.sleep(0.1)
            f = self.read()[0]
            if f == last and (want is None or f == want):
                break
            last = f
        return last


class Job:
    """A program run until it prints "held"; release() lets it finish."""

    def __init__(self, argv, shim, tag, extra=None):
        env = dict(os.environ, **(extra or {}))
        env.pop("LD_PRELOAD", None)
        env.pop("FBP_LOG", None)
        if shim:
            env["LD_PRELOAD"] = SHIM
            env["FBP_LOG"] = os.path.join(LOGDIR, tag + ".%p")
        self.tag = tag
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, env=env)
        self.out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("%s: exited %d before it held" %
                         (tag, self.p.wait()))
            if line.strip() == "held":
                break
            self.out.append(line.strip())

    def release(self):
        self.p.stdin.write("\n")
        self.p.stdin.flush()
        self.out += self.p.stdout.read().split("\n")
        rc = self.p.wait()
        if rc:
            sys.exit("%s: exit %d" % (self.tag, rc))
        return self.log()

    def log(self):
        return os.path.join(LOGDIR, "%s.%d" % (self.tag, self.p.pid))


def smi_used():
    """nvidia-smi's memory.used and memory.reserved, MiB."""
    try:
        r = subprocess.run(["nvidia-smi", "-i", "0", "--query-gpu="
                            "memory.used,memory.reserved",
                            "--format=csv,noheader,nounits"],
                           capture_output=True, text=True)
        return [int(x) for x in r.stdout.split(",")]
    except (OSError, ValueError):
        return None


def group(mon, tag, argvs, shim, smi=False, env=None):
    """Starts the programs one after another, each held before the next,
    and reads the card before, with all of them held, and after."""
    f0 = mon.settled()
    s0 = smi_used() if smi else None
    jobs = [Job(a, shim, "%s-%d" % (tag, i), env)
            for i, a in enumerate(argvs)]
    f1, _, counts = mon.read([j.p.pid for j in jobs])
    s1 = smi_used() if smi else None
    logs = [j.release() for j in reversed(jobs)][::-1]
    f2 = mon.settled(f0)
    card = (f0 - f1) * 1024
    counted = sum(counts.values())
    r = {"tag": tag, "card": card, "counted": counted,
         "hidden": card - counted, "leak": (f0 - f2) * 1024,
         "logs": logs if shim else [], "out": [j.out for j in jobs]}
    if s0 and s1:
        r["smi"] = [s0, s1]
    return r


def parse(path, first):
    """The shim's log as (segment, kind, hidden bytes), in order. Segments:
    "init" (to cuInit), "ctx1".. (each context, to its launch), "teardown"
    (after "held"). A gap before a call or mark is a kind of its own,
    "gap>" + what it precedes; a free is "free:" + the kind of what it
    frees. UVM_REGISTER_GPU is "/first" in the GPU's first CUDA process
    (@first), "/shared" beside a live one: UVM sets up a GPU once."""
    out, seg, nctx, made = [], "init", 0, {}
    for line in open(path):
        w = line.split()
        d = dict(x.split("=", 1) for x in w[1:] if "=" in x)
        if w[0] == "call":
            kind = d["kind"]
            if kind.startswith("alloc:") and d["st"] != "0x0":
                kind += "!" + d["st"]
            elif kind.startswith("alloc:"):
                made[(d["root"], d["h"])] = kind
            elif kind == "free":
                kind += ":" + made.get((d["root"], d["h"]), "?")
            elif kind == "uvm:0x25":
                kind += "/first" if first else "/shared"
            hidden = int(d["dfree"]) * 1024 - int(d["dpid"])
        elif w[0] == "mark":
            kind, hidden = "mark:" + d["name"], None
        else:
            if w[0] == "error":
                print("%s: %s" % (path, line.strip()), file=sys.stderr)
            continue
        gap = int(d["gfree"]) * 1024 - int(d["gpid"])
        out.append((seg, "gap>" + kind, gap))
        if hidden is not None:
            out.append((seg, kind, hidden))
        if kind == "mark:init":
            seg = "ctx1"
        elif kind == "mark:launched":
            nctx += 1
            seg = "ctx%d" % (nctx + 1)
        elif kind == "mark:held":
            seg = "teardown"
    return out


def made_by(entries, pick=lambda k: True):
    return sum(v for s, k, v in entries if s != "teardown" and pick(k))


def page_tables(entries):
    """What UVM's mapping calls took: its page tables, in 2 MiB chunks."""
    return made_by(entries, lambda k: k.startswith("uvm:") and
                   not k.startswith("uvm:0x25"))


def counts_of(entries, segs=None):
    c = collections.Counter()
    h = collections.Counter()
    for s, k, v in entries:
        if s != "teardown" and (segs is None or s in segs):
            c[k] += 1
            h[k] += v
    return c, h


def predict(prices, counts, fallback=None):
    total, unknown = 0.0, []
    for k, n in counts.items():
        if k in prices:
            total += prices[k] * n
        elif fallback and k in fallback and fallback[k]:
            total += fallback[k] * n
            unknown.append(k)
    return total, unknown


def table(head, rows):
    print("| " + " | ".join(head) + " |")
    print("| " + " | ".join("---" for _ in head) + " |")
    for r in rows:
        print("| " + " | ".join(str(x) for x in r) + " |")
    print()


def main():
    if ANALYSE:
        with open(os.path.join(LOGDIR, "summary.json")) as f:
            res = json.load(f)
        for r in res.values():
            r["logs"] = [os.path.join(LOGDIR, os.path.basename(p))
                         for p in r["logs"]]
        analyse(res)
        return
    os.makedirs(LOGDIR, exist_ok=True)
    for f in os.listdir(LOGDIR):
        os.unlink(os.path.join(LOGDIR, f))
    def ctx(n):
        return [PROBE, "ctx", str(n)]

    torch_argv = [sys.executable, "-c", TORCH]
    mon = Monitor()
    f, size, _ = mon.read()
    print("GPU 0: heap %d KiB, free %d KiB at start\n" % (size, f))
    res = {}
    # The first CUDA process on the freshly started GPU: one-time costs
    res["cold"] = group(mon, "cold", [ctx(1)], False)
    # Priced runs, under the shim
    res["p1"] = group(mon, "p1", [ctx(1)], True)
    res["p8"] = group(mon, "p8", [ctx(8)], True)
    res["pp"] = group(mon, "pp", [ctx(1)] * 8, True)
    res["pt"] = group(mon, "pt", [torch_argv], True)
    for n in CONNECTIONS:
        res["pc%d" % n] = group(mon, "pc%d" % n, [ctx(1)], True,
                                env={"CUDA_DEVICE_MAX_CONNECTIONS": str(n)})
    # Shim runs beyond the priced ones: where the prices stop holding
    res["p60"] = group(mon, "p60", [ctx(60)], True)
    res["pm4x4"] = group(mon, "pm4x4", [ctx(4)] * 4, True)
    for tag, size, block in FILLS:
        res["p" + tag] = group(mon, "p" + tag, [[PROBE, "fill", str(size),
                                                 str(block)]], True)
    res["raw"] = group(mon, "raw", [[PROBE, "raw", "3"]], False)
    # Checks, without the shim
    for n in (1, 2, 4, 8):
        res["s%d" % n] = group(mon, "s%d" % n, [ctx(n)], False, smi=n == 8)
    for n in (2, 4, 8):
        res["m%d" % n] = group(mon, "m%d" % n, [ctx(1)] * n, False)
    res["m4x4"] = group(mon, "m4x4", [ctx(4)] * 4, False)
    res["s60"] = group(mon, "s60", [ctx(60)], False)
    for tag, size, block in FILLS:
        res[tag] = group(mon, tag, [[PROBE, "fill", str(size), str(block)]],
                         False)
    res["t"] = group(mon, "t", [torch_argv], False)
    for n in CONNECTIONS:
        res["c%d" % n] = group(mon, "c%d" % n, [ctx(1)], False,
                               env={"CUDA_DEVICE_MAX_CONNECTIONS": str(n)})

    with open(os.path.join(LOGDIR, "summary.json"), "w") as f:
        json.dump(res, f, indent=1)
    analyse(res)


def analyse(res):
    own = ["pt"] + ["pc%d" % n for n in CONNECTIONS]
    more = ["p60", "pm4x4"] + ["p" + f[0] for f in FILLS]
    logs = {k: [parse(p, not k.startswith(("pp", "pm")) or i == 0)
                for i, p in enumerate(res[k]["logs"])]
            for k in ["p1", "p8", "pp"] + own + more}
    # Prices: every creation-phase call of the C programs' priced runs
    calls = collections.Counter()
    hidden = collections.Counter()
    values = collections.defaultdict(collections.Counter)
    for k in ("p1", "p8", "pp"):
        for e in logs[k]:
            for s, kind, v in e:
                if s == "teardown":
                    continue
                calls[kind] += 1
                hidden[kind] += v
                values[kind][v] += 1
    prices = {k: hidden[k] / calls[k] for k in calls}
    # kinds the C programs never made are priced by the run that made them
    tprices = {}
    for k in own:
        c, h = counts_of(logs[k][0])
        tprices.update({kk: h[kk] / c[kk] for kk in c if kk not in prices})

    print("## Hidden framebuffer per call kind (priced runs: 1 process x 1 "
          "context, 1 x 8, 8 x 1; creation only)\n")
    rows = []
    for k in sorted(calls, key=lambda k: (-abs(hidden[k]), k)):
        if not hidden[k] and not k.startswith("alloc:"):
            continue
        vals = ", ".join("%d KiB x%d" % (v // 1024, n) if v % 1024 == 0
                         else "%d B x%d" % (v, n)
                         for v, n in values[k].most_common(4))
        rows.append((k, NAMES.get(k.split("/")[0], ""), calls[k], hidden[k],
                     "%.0f" % prices[k], mib(prices[k]), vals))
    table(("kind", "name", "calls", "hidden total B", "price B/call",
           "MiB/call", "per-call values (most common)"), rows)

    # Per-context totals from the priced runs
    p8 = logs["p8"][0]
    seg = {s: sum(v for ss, _, v in p8 if ss == s)
           for s in ["init"] + ["ctx%d" % i for i in range(1, 9)]}
    later = [seg["ctx%d" % i] for i in range(2, 9)]
    pp = [made_by(e) for e in logs["pp"]]
    pt = made_by(logs["pt"][0])
    print("## Per-context totals (shim logs)\n")
    table(("part", "hidden B", "MiB"), [
        ("process start to cuInit (1 x 8 run)", seg["init"], mib(seg["init"])),
        ("first context (1 x 8 run)", seg["ctx1"], mib(seg["ctx1"])),
        ("each further context, mean of 7", "%.0f" % (sum(later) / 7),
         mib(sum(later) / 7)),
        ("further contexts, min / max", "%d / %d" % (min(later), max(later)),
         ""),
        ("PyTorch process (torch.zeros on cuda)", pt, mib(pt)),
    ] + [("1 x 1 with CUDA_DEVICE_MAX_CONNECTIONS=%d (%d channels)" %
          (n, counts_of(logs["pc%d" % n][0])[0]["alloc:0xc86f"]),
          made_by(logs["pc%d" % n][0]), mib(made_by(logs["pc%d" % n][0])))
         for n in CONNECTIONS])
    print("Processes of the 8 x 1 priced run, in order (each beside the "
          "ones before):\n")
    table(("process", "UVM_REGISTER_GPU B", "FERMI_VASPACE_A B",
           "TSGs B", "channels B", "other B", "total B"),
          [(i, made_by(e, lambda k: k.startswith("uvm:0x25")),
            made_by(e, lambda k: k.startswith("alloc:0x90f1")),
            made_by(e, lambda k: k.startswith("alloc:0xa06c")),
            made_by(e, lambda k: k == "alloc:0xc86f"),
            made_by(e, lambda k: not k.startswith(
                ("uvm:0x25", "alloc:0x90f1", "alloc:0xa06c", "alloc:0xc86f"))),
            made_by(e)) for i, e in enumerate(logs["pp"])])

    # Teardown: what the frees gave back, by the class freed
    back = collections.Counter()
    nback = collections.Counter()
    rows = []
    for k in ("p1", "p8", "pp"):
        for i, e in enumerate(logs[k]):
            for s, kind, v in e:
                if s == "teardown" and v:
                    back[kind] -= v
                    nback[kind] += 1
            rows.append(("%s-%d" % (k, i), made_by(e),
                         -sum(v for s, _, v in e if s == "teardown"),
                         res[k]["leak"] if i == 0 else ""))
    print("## Given back (shim logs: calls after \"held\"; card after exit)"
          "\n")
    table(("run", "hidden made B", "given back by calls B",
           "card not given back after exit B"), rows)
    table(("teardown call (nonzero ones)", "calls", "given back B"),
          [(k, nback[k], back[k]) for k in sorted(back)])

    # The check: price x calls, calls as the priced runs made them
    c_init, _ = counts_of(p8, {"init"})
    c_first, _ = counts_of(p8, {"ctx1"})
    c_later, _ = counts_of(p8, {"ctx%d" % i for i in range(2, 9)})

    def process(n, first):
        cnt = collections.Counter()
        for kk, v in c_init.items():
            if not first:
                kk = kk.replace("/first", "/shared")
            cnt[kk] += v
        for kk, v in c_first.items():
            cnt[kk] += v
        for kk, v in c_later.items():
            cnt[kk] += v * (n - 1) / 7
        return cnt

    checks = ([("s%d" % n, 1, n) for n in (1, 2, 4, 8, 60)] +
              [("m%d" % n, n, 1) for n in (2, 4, 8)] +
              [("m4x4", 4, 4), ("t", 1, 1)] +
              [("c%d" % n, 1, 1) for n in CONNECTIONS] +
              [(f[0], 1, 1) for f in FILLS])
    rows = []
    for key, nproc, nctx in checks:
        r = res[key]
        if key == "t":
            cnt, what = counts_of(logs["pt"][0])[0], "PyTorch, 1 process"
        elif key[0] == "c":
            cnt = counts_of(logs["p" + key][0])[0]
            what = ("1 x 1, CUDA_DEVICE_MAX_CONNECTIONS=%s (calls: its shim "
                    "run)" % key[1:])
        elif key[0] == "f":
            cnt = counts_of(logs["p" + key][0])[0]
            what = "1 x 1, cuMemAlloc %s MiB in %s-MiB blocks" % [
                (str(f[1]), str(f[2])) for f in FILLS if f[0] == key][0]
        else:
            cnt = process(nctx, True)
            for kk, v in process(nctx, False).items():
                cnt[kk] += v * (nproc - 1)
            what = "%d process%s x %d context%s" % (
                nproc, "es" if nproc > 1 else "", nctx,
                "s" if nctx > 1 else "")
        pred, unknown = predict(prices, cnt, tprices)
        objs = sum(v for kk, v in cnt.items() if kk.startswith("alloc:"))
        diff = r["hidden"] - pred
        pt = (sum(page_tables(e) for e in logs[TWIN[key]])
              if key in TWIN else None)
        rows.append((what, "%.0f" % objs, "%.0f" % pred, r["hidden"],
                     "%+.0f" % diff, "%+.2f%%" % (100 * diff / r["hidden"])
                     if r["hidden"] else "",
                     "" if pt is None else pt,
                     "" if pt is None else "%+.0f" % (diff - pt),
                     mib(r["hidden"] / (nproc * nctx)), r["counted"],
                     r["leak"], " ".join(unknown) or ""))
    print("## Check: price x calls against the card, without the shim\n")
    table(("configuration", "RM_ALLOCs", "predicted hidden B",
           "measured hidden B (card - counted)", "difference B", "rel.",
           "UVM page-table chunks, same configuration under the shim B",
           "difference less those B", "measured MiB per context",
           "counted B", "not given back B",
           "kinds priced by their own run"), rows)

    # Calls of the larger shim runs that cost other than their price
    rows = []
    for k in ("p60", "pm4x4"):
        for i, e in enumerate(logs[k]):
            for s, kind, v in e:
                if s != "teardown" and abs(v - prices.get(kind, 0)) > 65536:
                    rows.append(("%s-%d" % (k, i), s, kind, v,
                                 "%.0f" % prices.get(kind, 0)))
    print("## Larger runs (1 x 60, 4 x 4, under the shim): calls off their "
          "price by more than 64 KiB\n")
    table(("process", "segment", "kind", "hidden B", "price B"), rows)

    rows = []
    for tag, size, block in FILLS:
        e = logs["p" + tag][0]
        got = collections.Counter(k for s, k, v in e
                                  if s == "ctx2" and v >= 2 * MIB)
        mapped = sum(v for s, k, v in e if s == "ctx2")
        rows.append(("%d MiB in %d-MiB blocks" % (size, block),
                     sum(1 for s, k, v in e
                         if s == "ctx2" and k == "alloc:0x40"),
                     mapped, mib(mapped),
                     " ".join("%s x%d" % kv for kv in sorted(got.items())),
                     "%.0f" % (mapped / (size / 1024))))
    print("## Mapping memory (one context, then cuMemAlloc; the hidden "
          "framebuffer of the allocations' calls)\n")
    table(("run", "0x40 allocations", "hidden B", "MiB",
           "calls taking 2 MiB or more", "hidden B per GiB allocated"),
          rows)

    rows = []
    for key in ["cold", "p1", "p8", "pp", "raw"] + own + more:
        r = res[key]
        shim = sum(made_by(e) for e in logs.get(key, []))
        rows.append((key, r["card"], r["counted"], r["hidden"],
                     shim if key in logs else "",
                     r["hidden"] - shim if key in logs else "", r["leak"]))
    print("## Outside readings of the other runs\n")
    table(("run", "card B", "counted B", "hidden B", "shim logs' sum B",
           "outside - logs B (the shims' own clients)",
           "not given back B"), rows)
    print("raw objects (a second client, measured through the first):")
    for line in res["raw"]["out"][0]:
        if line.startswith("raw"):
            print("  " + line)
    if "smi" in res["s8"]:
        (u0, r0), (u1, r1) = res["s8"]["smi"]
        print("\nnvidia-smi memory.used, 8 contexts: %d -> %d MiB (+%d), "
              "reserved %d -> %d; HEAP_FREE fell %s MiB" %
              (u0, u1, u1 - u0, r0, r1, mib(res["s8"]["card"])))


if __name__ == "__main__":
    main()
