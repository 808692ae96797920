#!/usr/bin/env python3
# bench-settle.py — start-up as a player sees it, measured from outside:
# when the window maps, when its first pixels come, and when it stops
# changing
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The program runs under the X server of $DISPLAY (Xvfb: no window
# manager, no compositor). Before it starts, the pointer is moved to the
# screen's bottom-right corner, off the window (hover effects would
# otherwise redraw it), and the driver listens on the root window for
# windows created (SubstructureNotify). Every window created as a child of
# the root gets an X DAMAGE object (XDamageReportRawRectangles): the X
# server then reports every drawing into it — XPutImage of a GL frame,
# cairo's XRender requests, a background cleared — as rectangles. Nothing
# of the program is touched: no preload, no debug variable, so GTK 3 and
# GTK 4 programs are measured alike.
#
# For each run (times in ms from the fork/exec of the program, read with
# CLOCK_MONOTONIC on receipt of each event; the driver does nothing else
# meanwhile, so the delay is the X server's flush, well under 1 ms):
#
#   map     the first toplevel (a child of the root, not override-redirect)
#           mapped (MapNotify)
#   first   the first damage reported on a mapped window: the first pixels.
#           A GTK 4 window has a background colour (black) that the X
#           server paints as it maps it: that fill is this damage, read
#           with the MapNotify
#   frame1  the program's own first drawing: the first damage that is not
#           that fill (the whole window, read with the MapNotify or within
#           2 ms of it)
#   settle  for each quiet period Q (-q, default 300 and 1000 ms): the time
#           of the last damage before Q ms in which nothing was drawn — the
#           window as the player ends up seeing it
#   frames  how many separate drawings came until then, the fill included
#           (damage events closer than 4 ms to each other count as one)
#
# A run ends once the longest quiet period has passed after the last
# damage, or at the time-out (-t, 8 s: then the settle times are "–").
# The program is then ended (SIGTERM, SIGKILL after 2 s).
#
# The configurations run interleaved (Balut first start, Balut later
# start, Tali, Balut first start, …) after one warm-up round that is not
# counted, and the medians of -n runs are printed:
#
#   Balut, first start   a new BALUT_DATA_DIR and BALUT_CACHE_DIR each run
#                        (the dice drawn from SVG, nothing saved yet)
#   Balut, later start   a new BALUT_DATA_DIR, the dice cache filled by
#                        the warm-up run (what a player sees every day)
#   GNOME Tali           /usr/games/tali (apt-get install tali), if there,
#                        with a new HOME each run
#
# all with GSETTINGS_BACKEND=memory, Balut with BALUT_SOUNDS=off,
# LC_ALL=C.UTF-8 (unless set) and its default window size (1000×720), the
# renderer GTK picks (gl here) unless --env GSK_RENDERER=cairo. --balut
# NAME=PROGRAM, given more than once, compares builds (each with its
# first and later start); --env VAR=VALUE adds a variable to every Balut
# run; --runs prints every run.
#
# --record DIR (one program, one run): saves the window's content after
# every drawing (XGetImage of the toplevel, written as PNG with
# /usr/bin/convert when it is there, else PPM) and a list of the damage
# rectangles, to see what changed between the first frame and the
# settled one. Reading the image takes a few ms, so a recorded run is not
# a timed one.
#
#   xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- \
#     tests/bench/bench-settle.py --balut _build/src/balut -n 10
#   … --balut before=/tmp/old/_build/src/balut --balut after=_build/src/balut
#   … --balut _build/src/balut --record /tmp/frames   (then compare the PNGs)
#
# What redraws, seen from inside: tests/bench/settle-shim.c (an LD_PRELOAD
# module that logs every frame, state change and class change).
#
# Uses only libX11 and libXdamage (through ctypes), which GTK needs
# anyway.

import argparse
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

# ------------------------------------------------------------------ Xlib

Window = ctypes.c_ulong
Damage = ctypes.c_ulong

CREATE_NOTIFY = 16
DESTROY_NOTIFY = 17
MAP_NOTIFY = 19
CONFIGURE_NOTIFY = 22
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
DAMAGE_REPORT_RAW_RECTANGLES = 0
X_DAMAGE_NOTIFY = 0
Z_PIXMAP = 2
ALL_PLANES = ctypes.c_ulong(0xFFFFFFFF)


class XAnyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window)]


class XCreateWindowEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("parent", Window), ("window", Window),
                ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("override_redirect", ctypes.c_int)]


class XMapEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", Window), ("window", Window),
                ("override_redirect", ctypes.c_int)]


class XConfigureEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", Window), ("window", Window),
                ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("above", Window), ("override_redirect", ctypes.c_int)]


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short),
                ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", ctypes.c_ulong), ("damage", Damage),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", XRectangle), ("geometry", XRectangle)]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("any", XAnyEvent), ("create", XCreateWindowEvent),
                ("map", XMapEvent), ("configure", XConfigureEvent),
                ("damage", XDamageNotifyEvent), ("pad", ctypes.c_long * 24)]


class XErrorEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("display", ctypes.c_void_p), ("resourceid", ctypes.c_ulong),
                ("serial", ctypes.c_ulong), ("error_code", ctypes.c_ubyte),
                ("request_code", ctypes.c_ubyte), ("minor_code", ctypes.c_ubyte)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(XErrorEvent))


def load(name, soname):
    path = ctypes.util.find_library(name) or soname
    return ctypes.CDLL(path)


xlib = load("X11", "libX11.so.6")
xdamage = load("Xdamage", "libXdamage.so.1")

xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
xlib.XDefaultRootWindow.restype = Window
xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
xlib.XDefaultScreen.argtypes = [ctypes.c_void_p]
xlib.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
xlib.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
xlib.XSelectInput.argtypes = [ctypes.c_void_p, Window, ctypes.c_long]
xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
xlib.XPending.argtypes = [ctypes.c_void_p]
xlib.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
xlib.XFlush.argtypes = [ctypes.c_void_p]
xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xlib.XWarpPointer.argtypes = [ctypes.c_void_p, Window, Window, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_int, ctypes.c_int]
xlib.XSetErrorHandler.argtypes = [ERROR_HANDLER]
xlib.XSetErrorHandler.restype = ctypes.c_void_p
xlib.XGetImage.restype = ctypes.POINTER(XImage)
xlib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                           ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
xlib.XFree.argtypes = [ctypes.c_void_p]
xdamage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                          ctypes.POINTER(ctypes.c_int)]
xdamage.XDamageCreate.restype = Damage
xdamage.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]


@ERROR_HANDLER
def ignore_errors(display, event):
    # a window already gone, or an InputOnly window (BadMatch for DAMAGE):
    # nothing to watch there
    return 0


class Display:
    def __init__(self):
        self.dpy = xlib.XOpenDisplay(None)
        if not self.dpy:
            raise RuntimeError("cannot open display %s" % os.environ.get("DISPLAY"))
        xlib.XSetErrorHandler(ignore_errors)
        base, err = ctypes.c_int(), ctypes.c_int()
        if not xdamage.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(err)):
            raise RuntimeError("the X server has no DAMAGE extension")
        self.damage_event = base.value + X_DAMAGE_NOTIFY
        self.root = xlib.XDefaultRootWindow(self.dpy)
        screen = xlib.XDefaultScreen(self.dpy)
        self.width = xlib.XDisplayWidth(self.dpy, screen)
        self.height = xlib.XDisplayHeight(self.dpy, screen)
        self.fd = xlib.XConnectionNumber(self.dpy)
        xlib.XSelectInput(self.dpy, self.root, SUBSTRUCTURE_NOTIFY_MASK)
        xlib.XSync(self.dpy, 0)

    def pointer_off(self):
        """The pointer to the bottom-right corner: off any window at (0, 0)
        smaller than the screen."""
        xlib.XWarpPointer(self.dpy, 0, self.root, 0, 0, 0, 0, self.width - 1, self.height - 1)
        xlib.XSync(self.dpy, 0)

    def drain(self):
        xlib.XSync(self.dpy, 0)
        event = XEvent()
        while xlib.XPending(self.dpy):
            xlib.XNextEvent(self.dpy, ctypes.byref(event))

    def grab(self, window, width, height):
        """@window's content now: (width, height, stride, BGRX bytes), or
        None. Converted later (write_image), so that a run is slowed as
        little as can be."""
        image = xlib.XGetImage(self.dpy, window, 0, 0, width, height, ALL_PLANES.value, Z_PIXMAP)
        if not image:
            return None
        img = image.contents
        stride, iw, ih = img.bytes_per_line, img.width, img.height
        raw = ctypes.string_at(img.data, stride * ih)
        xlib.XFree(img.data)
        xlib.XFree(image)
        return iw, ih, stride, raw


def write_image(shot, path):
    """Saves a grabbed image as PNG (through /usr/bin/convert) or PPM."""
    iw, ih, stride, raw = shot
    rows = []
    for y in range(ih):
        row = raw[y * stride:y * stride + iw * 4]
        # BGRX (little endian, depth 24) to RGB
        rgb = bytearray(iw * 3)
        rgb[0::3] = row[2::4]
        rgb[1::3] = row[1::4]
        rgb[2::3] = row[0::4]
        rows.append(bytes(rgb))
    ppm = path + ".ppm"
    with open(ppm, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (iw, ih))
        f.write(b"".join(rows))
    if os.access("/usr/bin/convert", os.X_OK):
        subprocess.run(["/usr/bin/convert", ppm, path + ".png"], check=False)
        os.unlink(ppm)
        return path + ".png"
    return ppm


# ------------------------------------------------------------------ a run

TIMEOUT_S = 8.0
FRAME_GAP_MS = 4.0
MAP_CLEAR_MS = 2.0


class Run:
    def __init__(self):
        self.map = None           # ms
        self.map_size = None
        self.damages = []         # (ms, window, x, y, w, h)
        self.clear = None         # ms: the X server filled the window with its background at map
        self.settle = {}          # quiet ms -> ms or None
        self.frames = {}          # quiet ms -> frames until then
        self.timed_out = False

    @property
    def first(self):
        return self.damages[0][0] if self.damages else None

    @property
    def frame1(self):
        """The program's own first drawing (the map's background fill left out)."""
        for d in self.damages:
            if d[0] != self.clear:
                return d[0]
        return None


def frame_times(damages):
    """Damage events closer than FRAME_GAP_MS to the previous one are one
    drawing: the start time of each drawing."""
    frames = []
    last = None
    for d in damages:
        if last is None or d[0] - last >= FRAME_GAP_MS:
            frames.append(d[0])
        last = d[0]
    return frames


def settle_times(damages, quiets, end_ms):
    """For each quiet period: the time of the last damage after which
    nothing came for that long, and how many drawings came until then."""
    result, counts = {}, {}
    times = [d[0] for d in damages]
    frames = frame_times(damages)
    for q in quiets:
        result[q] = None
        counts[q] = None
        for i, t in enumerate(times):
            following = times[i + 1] if i + 1 < len(times) else end_ms
            if following - t >= q:
                result[q] = t
                counts[q] = sum(1 for f in frames if f <= t)
                break
    return result, counts


def run_once(display, argv, env, quiets, record_dir=None):
    run = Run()
    longest = max(quiets)
    display.pointer_off()
    display.drain()
    watched = {}      # window -> [mapped, width, height, override_redirect]
    event = XEvent()
    shots = []
    log = None
    if record_dir:
        os.makedirs(record_dir, exist_ok=True)
        log = open(os.path.join(record_dir, "damage.txt"), "w")

    start = time.monotonic_ns()
    proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def now_ms():
        return (time.monotonic_ns() - start) / 1e6

    deadline = TIMEOUT_S * 1000.0
    try:
        while True:
            t = now_ms()
            if run.damages and t - run.damages[-1][0] >= longest:
                break
            if t >= deadline:
                run.timed_out = True
                break
            if proc.poll() is not None and not xlib.XPending(display.dpy):
                break
            wait = (deadline - t) / 1000.0
            if run.damages:
                wait = min(wait, (run.damages[-1][0] + longest - t) / 1000.0)
            if not xlib.XPending(display.dpy):
                ready, _, _ = select.select([display.fd], [], [], max(0.0, min(wait, 0.05)))
                if not ready and not xlib.XPending(display.dpy):
                    continue
            grab_after = None
            just_mapped = None
            while xlib.XPending(display.dpy):
                xlib.XNextEvent(display.dpy, ctypes.byref(event))
                t = now_ms()
                kind = event.type
                mapped_before, just_mapped = just_mapped, None
                if kind == CREATE_NOTIFY:
                    c = event.create
                    if c.parent == display.root:
                        # before the window can draw: no drawing is missed
                        xdamage.XDamageCreate(display.dpy, c.window, DAMAGE_REPORT_RAW_RECTANGLES)
                        watched[c.window] = [False, c.width, c.height, c.override_redirect]
                        if log:
                            log.write("%9.2f create 0x%x %dx%d%s\n" % (t, c.window, c.width, c.height,
                                                                        " override-redirect" if c.override_redirect else ""))
                elif kind == CONFIGURE_NOTIFY:
                    c = event.configure
                    if c.window in watched:
                        watched[c.window][1:3] = [c.width, c.height]
                        if log:
                            log.write("%9.2f configure 0x%x %dx%d\n" % (t, c.window, c.width, c.height))
                elif kind == MAP_NOTIFY:
                    m = event.map
                    if m.window in watched:
                        watched[m.window][0] = True
                        if run.map is None and not m.override_redirect:
                            run.map = t
                            run.map_size = tuple(watched[m.window][1:3])
                            just_mapped = m.window
                        if log:
                            log.write("%9.2f map 0x%x %dx%d\n" % (t, m.window, *watched[m.window][1:3]))
                elif kind == DESTROY_NOTIFY:
                    watched.pop(event.any.window, None)
                elif kind == display.damage_event:
                    d = event.damage
                    w = watched.get(d.drawable)
                    if w is None or not w[0]:
                        continue
                    run.damages.append((t, d.drawable, d.area.x, d.area.y, d.area.width, d.area.height))
                    # the whole window, read with the MapNotify (nothing
                    # between) or within 2 ms of it, and the first: the
                    # server painting the window's background as it maps it
                    # (GTK 4 sets one), not the program, which draws tens of
                    # ms later
                    if (run.clear is None and len(run.damages) == 1 and d.area.x == 0 and d.area.y == 0
                            and (d.area.width, d.area.height) == tuple(w[1:3])
                            and (mapped_before == d.drawable
                                 or (run.map is not None and t - run.map < MAP_CLEAR_MS))):
                        run.clear = t
                        just_mapped = d.drawable
                    if log:
                        log.write("%9.2f damage 0x%x %d,%d %dx%d\n" % (t, d.drawable, d.area.x, d.area.y,
                                                                       d.area.width, d.area.height))
                    grab_after = d.drawable
            xlib.XFlush(display.dpy)
            if record_dir and grab_after is not None:
                w = watched[grab_after]
                shot = display.grab(grab_after, w[1], w[2])
                if shot is not None:
                    shots.append((now_ms(), shot))
    finally:
        end = now_ms()
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if log:
            log.close()
        for i, (t, shot) in enumerate(shots):
            write_image(shot, os.path.join(record_dir, "%03d-%07.1fms" % (i, t)))
    run.settle, run.frames = settle_times(run.damages, quiets, end)
    if run.timed_out:
        for q in quiets:
            if run.settle[q] is not None and end - run.settle[q] < q:
                run.settle[q] = None
    return run


# ------------------------------------------------------------------ driver

def base_env(extra):
    env = dict(os.environ)
    if "G_DEBUG" in env:
        env["G_DEBUG"] = ",".join(f for f in env["G_DEBUG"].split(",")
                                  if f not in ("fatal-warnings", "fatal-criticals"))
    for name in ("BALUT_REPORT_FIRST_FRAME", "LD_PRELOAD"):
        env.pop(name, None)
    env["GSETTINGS_BACKEND"] = "memory"
    env.update(extra)
    return env


def median_or_none(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(value):
    return "%7.0f" % value if value is not None else "      –"


def main():
    global TIMEOUT_S
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--balut", action="append", default=[], metavar="[NAME=]PROGRAM",
                        help="a balut program (BUILD/src/balut); more than one to compare builds")
    parser.add_argument("--tali", default=shutil.which("tali") or "/usr/games/tali")
    parser.add_argument("--no-tali", action="store_true")
    parser.add_argument("--no-first-start", action="store_true",
                        help="leave out Balut's first start (empty dice cache)")
    parser.add_argument("--env", action="append", default=[], metavar="VAR=VALUE",
                        help="a variable for every Balut run")
    parser.add_argument("-n", type=int, default=10)
    parser.add_argument("-q", "--quiet", type=int, action="append",
                        help="quiet periods in ms (default 300 and 1000)")
    parser.add_argument("-t", "--timeout", type=float, default=TIMEOUT_S)
    parser.add_argument("--record", metavar="DIR",
                        help="one run of the first program, saving every drawing in DIR")
    parser.add_argument("--runs", action="store_true", help="print every run")
    args = parser.parse_args()
    quiets = sorted(args.quiet or [300, 1000])

    TIMEOUT_S = args.timeout

    if not os.environ.get("DISPLAY"):
        print("bench-settle: needs an X display (run under xvfb-run)")
        return 1

    display = Display()
    tmp = tempfile.TemporaryDirectory(prefix="bench-settle-")
    balut_extra = dict(v.split("=", 1) for v in args.env)
    balut_extra.update({"BALUT_SOUNDS": "off", "LC_ALL": os.environ.get("LC_ALL", "C.UTF-8")})

    counter = [0]

    def fresh(name):
        counter[0] += 1
        path = os.path.join(tmp.name, "%s-%d" % (name, counter[0]))
        os.makedirs(path)
        return path

    # each entry: (name, argv, function giving the run's environment)
    configs = []
    for i, spec in enumerate(args.balut):
        name, program = spec.split("=", 1) if "=" in spec else ("Balut", spec)
        program = os.path.abspath(program)
        cache = os.path.join(tmp.name, "cache-%d" % i)   # filled by the warm-up run
        if not args.no_first_start:
            configs.append(("%s, first start" % name, [program],
                            lambda: base_env(dict(balut_extra, BALUT_DATA_DIR=fresh("data"),
                                                  BALUT_CACHE_DIR=fresh("cache")))))
        configs.append(("%s, later start" % name, [program],
                        lambda cache=cache: base_env(dict(balut_extra, BALUT_DATA_DIR=fresh("data"),
                                                          BALUT_CACHE_DIR=cache))))
    if not args.no_tali and os.access(args.tali, os.X_OK):
        configs.append(("GNOME Tali", [args.tali], lambda: base_env({"HOME": fresh("home")})))
    if not configs:
        print("bench-settle: nothing to run (--balut or Tali)")
        return 1

    if args.record:
        name, argv, env = configs[0]
        if name.endswith(", first start") and len(configs) > 1:
            name, argv, env = configs[1]
            run_once(display, argv, env(), quiets)   # fill the dice cache
        run = run_once(display, argv, env(), quiets, record_dir=args.record)
        print("%s: map %s, first damage %s, first frame %s, settled %s; %d damage events; frames in %s"
              % (name, fmt(run.map), fmt(run.first), fmt(run.frame1),
                 ", ".join("%s (%d ms quiet)" % (fmt(run.settle[q]).strip(), q) for q in quiets),
                 len(run.damages), args.record))
        return 0

    results = {name: [] for name, _, _ in configs}
    for round_ in range(args.n + 1):
        for name, argv, env in configs:
            run = run_once(display, argv, env(), quiets)
            if args.runs:
                print("%s%-26s map %s first %s frame1 %s %s  frames %s%s" % (
                    "(warm-up) " if round_ == 0 else "", name, fmt(run.map), fmt(run.first), fmt(run.frame1),
                    " ".join("settle%d %s" % (q, fmt(run.settle[q])) for q in quiets),
                    "/".join(str(run.frames[q]) for q in quiets),
                    " TIMED OUT" if run.timed_out else ""), flush=True)
            if round_ > 0:
                results[name].append(run)

    print()
    print("Start-up seen from outside (X DAMAGE), medians of %d runs each after a warm-up round, interleaved"
          % args.n)
    print("display %s, %dx%d; ms from fork/exec; pointer off the window" %
          (os.environ.get("DISPLAY"), display.width, display.height))
    print()
    header = "%-26s %7s %7s %7s" % ("", "map", "first", "frame1")
    for q in quiets:
        header += " %7s %6s" % ("q%d" % q, "frames")
    header += "   last damage before quiet, min–max"
    print(header)
    for name, _, _ in configs:
        runs = results[name]
        line = "%-26s %s %s %s" % (name, fmt(median_or_none([r.map for r in runs])),
                                   fmt(median_or_none([r.first for r in runs])),
                                   fmt(median_or_none([r.frame1 for r in runs])))
        for q in quiets:
            frames = median_or_none([r.frames[q] for r in runs])
            line += " %s %6s" % (fmt(median_or_none([r.settle[q] for r in runs])),
                                 "%.0f" % frames if frames is not None else "–")
        spans = []
        for q in quiets:
            values = [r.settle[q] for r in runs if r.settle[q] is not None]
            if values:
                spans.append("%.0f–%.0f" % (min(values), max(values)))
        line += "   " + ", ".join(spans)
        timeouts = sum(1 for r in runs if r.timed_out)
        if timeouts:
            line += " (%d timed out)" % timeouts
        print(line)
    print()
    print("map: the toplevel mapped; first: its first damage (first pixels, the X server's background fill at "
          "map included); frame1: the program's first drawing; q300, q1000: the last damage before 300 / 1000 ms "
          "without any; frames: drawings until then (the background fill counted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
