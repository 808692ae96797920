#!/usr/bin/env python3
# bench-startup.py — time from start to the first painted frame: Balut
# (GSK cairo and gl renderers) side by side with GNOME Tali (GTK 3)
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Method (the same for every program): the driver reads CLOCK_MONOTONIC,
# starts the program with first-frame-shim.so preloaded, and the shim
# prints CLOCK_MONOTONIC at the first emission of GdkFrameClock
# "after-paint" (the first frame drawn). Both clocks are the same kernel
# clock, so the difference is exact to the microsecond; what it includes:
# fork/exec, dynamic linking, toolkit and application start-up, the first
# layout and the first frame drawn by the renderer (not its display by the
# X server, which no program can see without a compositor). Python's
# fork/exec costs the same ~1 ms for every program.
#
# A third Balut row runs with GDK_DEBUG=gl-disable (for reference only:
# GTK 4.8 on X11 sets up GL at start-up even for the cairo renderer).
#
# The floor: bench-bare-window (--bare), a GtkApplication with an empty
# window of Balut's size and a header bar, measured the same way with each
# renderer. What Balut adds to it is Balut's own cost; the bare window's
# ratio to Tali is the best any GTK 4.8 program could reach here.
#
# Balut also reports its own figure (BALUT_REPORT_FIRST_FRAME=1: from
# BalutApplication's construction to after-paint), printed for reference.
#
# Runs are interleaved (balut cairo, balut gl, tali, balut cairo, …) after
# one warm-up round that is not counted, so that the machine's state
# weighs on every program alike.
#
#   bench-startup.py --balut BUILD/src/balut --shim BUILD/tests/ui/first-frame-shim.so \
#                    [--bare BUILD/tests/ui/bench-bare-window] [-n 10]
#
# Needs a display (Xvfb) and a session bus (dbus-run-session). Tali is
# looked up as /usr/games/tali (apt-get install tali); without it only
# Balut is measured.

import argparse
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30.0


def clean_env(extra):
    env = dict(os.environ)
    # warnings of a program measured must not abort it
    if "G_DEBUG" in env:
        env["G_DEBUG"] = ",".join(f for f in env["G_DEBUG"].split(",")
                                  if f not in ("fatal-warnings", "fatal-criticals"))
    env.setdefault("GSETTINGS_BACKEND", "memory")
    env.pop("BALUT_REPORT_FIRST_FRAME", None)
    env.pop("GSK_RENDERER", None)
    env.update(extra)
    return env


def run_once(argv, env):
    """Returns (ms to first frame by the shim, self-reported ms or None,
    the GSK renderer or None)."""
    with tempfile.TemporaryFile() as err:
        start_ns = time.monotonic_ns()
        proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=err)
        shim_ns = None
        self_ms = None
        renderer = None
        deadline = time.monotonic() + TIMEOUT
        try:
            buf = b""
            fd = proc.stdout.fileno()
            while time.monotonic() < deadline:
                ready, _, _ = select.select([fd], [], [], deadline - time.monotonic())
                if not ready:
                    break
                chunk = os.read(fd, 4096)
                if not chunk:
                    break   # the program closed its output: it ended
                buf += chunk
            for raw in buf.splitlines():
                line = raw.decode(errors="replace").strip()
                if line.startswith("shim-first-frame-ns "):
                    shim_ns = int(line.split()[1])
                elif line.startswith("first-frame-ms "):
                    self_ms = float(line.split()[1])
                elif line.startswith("shim-renderer "):
                    renderer = line.split()[1]
            proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            pass
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if shim_ns is None:
            err.seek(0)
            sys.stderr.write(err.read().decode(errors="replace"))
            raise RuntimeError("%s reported no first frame (status %s)" % (argv[0], proc.returncode))
        return (shim_ns - start_ns) / 1e6, self_ms, renderer


def summary(values):
    return (statistics.mean(values), statistics.median(values), min(values), max(values),
            statistics.stdev(values) if len(values) > 1 else 0.0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--balut", required=True)
    parser.add_argument("--shim", required=True)
    parser.add_argument("--bare", help="bench-bare-window: the floor of a GTK 4 window")
    parser.add_argument("--tali", default=shutil.which("tali") or "/usr/games/tali")
    parser.add_argument("-n", type=int, default=10)
    args = parser.parse_args()

    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        print("bench-startup: needs a display (run under xvfb-run)")
        return 1

    configs = [
        ("Balut, GSK cairo", [args.balut],
         clean_env({"GSK_RENDERER": "cairo", "BALUT_REPORT_FIRST_FRAME": "1", "LD_PRELOAD": args.shim})),
        ("Balut, GSK gl", [args.balut],
         clean_env({"GSK_RENDERER": "gl", "BALUT_REPORT_FIRST_FRAME": "1", "LD_PRELOAD": args.shim})),
    ]
    # for reference: GTK 4.8's X11 backend sets up GL (Mesa, llvmpipe)
    # even for the cairo renderer; this row shows what that costs
    configs.append(("Balut, cairo, no GL setup", [args.balut],
                    clean_env({"GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable",
                               "BALUT_REPORT_FIRST_FRAME": "1", "LD_PRELOAD": args.shim})))
    bare_rows = []
    if args.bare:
        for renderer in ("cairo", "gl"):
            name = "Bare GTK 4 window, %s" % renderer
            bare_rows.append(name)
            configs.append((name, [args.bare],
                            clean_env({"GSK_RENDERER": renderer, "LD_PRELOAD": args.shim,
                                       "BENCH_EXIT_AFTER_FIRST_FRAME": "1"})))
    have_tali = os.access(args.tali, os.X_OK)
    if have_tali:
        configs.append(("GNOME Tali 40.9 (GTK 3)", [args.tali],
                        clean_env({"LD_PRELOAD": args.shim, "BENCH_EXIT_AFTER_FIRST_FRAME": "1"})))

    renderers = {}
    results = {name: [] for name, _, _ in configs}
    selfs = {name: [] for name, _, _ in configs}
    for round_ in range(args.n + 1):
        for name, argv, env in configs:
            ms, self_ms, renderer = run_once(argv, env)
            if renderer:
                renderers.setdefault(name, set()).add(renderer)
            if round_ == 0:
                continue   # warm-up
            results[name].append(ms)
            if self_ms is not None:
                selfs[name].append(self_ms)

    print()
    print("Startup to the first painted frame — N=%d runs each (after 1 warm-up), interleaved" % args.n)
    print("display %s; times in ms from fork/exec to the first GdkFrameClock after-paint (LD_PRELOAD shim)"
          % os.environ.get("DISPLAY"))
    print()
    print("%-27s %8s %8s %8s %8s %7s   %s" % ("", "mean", "median", "min", "max", "stdev", "self-reported mean/median"))
    for name, _, _ in configs:
        mean, median, lo, hi, sd = summary(results[name])
        extra = ""
        if selfs[name]:
            extra = "%.1f / %.1f" % (statistics.mean(selfs[name]), statistics.median(selfs[name]))
        if name in renderers:
            extra += "   (renderer: %s)" % ", ".join(sorted(renderers[name]))
        print("%-27s %8.1f %8.1f %8.1f %8.1f %7.1f   %s" % (name, mean, median, lo, hi, sd, extra))
    if bare_rows:
        print()
        for renderer, bare in zip(("cairo", "gl"), bare_rows):
            own = statistics.median(results["Balut, GSK " + renderer]) - statistics.median(results[bare])
            print("Balut's own cost over the bare window, %-5s (medians): %5.1f ms" % (renderer, own))
    if have_tali:
        tali = statistics.median(results[configs[-1][0]])
        print()
        for renderer, target, limit in (("cairo", "at most half of Tali's", 0.5),
                                        ("gl", "less than Tali's", 1.0)):
            name = "Balut, GSK " + renderer
            ratio = statistics.median(results[name]) / tali
            print("%-18s / Tali (medians): %.2f — target %s (≤ %.2f): %s"
                  % (name, ratio, target, limit, "met" if ratio <= limit else "NOT met"))
            if bare_rows:
                floor = statistics.median(results["Bare GTK 4 window, " + renderer]) / tali
                print("%-18s / Tali (medians): %.2f — the floor for any GTK 4 window here"
                      % ("Bare window, " + renderer, floor))
    else:
        print("\nTali is not installed (apt-get install tali): no comparison")
    return 0


if __name__ == "__main__":
    sys.exit(main())
