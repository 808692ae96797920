#!/usr/bin/python3
# test-smoke.py — `balut --smoke-test`, the Windows workflow's first run,
# run here on Linux: the real program starts its real window in a fresh
# profile, draws a first frame and ends with status 0, with nothing on
# standard error (no GLib warning or critical, which G_DEBUG's
# fatal-warnings would also turn into an abort)
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-smoke.py          (BALUT_BIN: the program; run by meson under
#                           tests/ui/isolated.py: an Xvfb and a session
#                           bus of its own)
#
# Each run gets a profile of its own: HOME and the XDG data, config,
# cache and state folders new and empty, and BALUT_DATA_DIR and
# BALUT_CACHE_DIR (the other tests' folders) unset, so that Balut finds
# its folders as on a first start. The program reports its own first
# frame (its window's frame clock, after the first paint): nothing here
# waits a fixed time.

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

BALUT = os.environ.get("BALUT_BIN", "")
APP_ID = "io.github.balut.Balut"
# longer than Balut's own limit for the first frame (300 s), so that
# Balut's message, not this, says what went wrong
RUN_TIMEOUT = 400

tmp = None


def fresh_profile(name):
    """An environment whose home and XDG folders are new and empty."""
    top = os.path.join(tmp, name)
    env = dict(os.environ)
    for var in ("BALUT_DATA_DIR", "BALUT_CACHE_DIR", "BALUT_REPORT_FIRST_FRAME"):
        env.pop(var, None)
    folders = {"HOME": "home", "XDG_DATA_HOME": "data", "XDG_CONFIG_HOME": "config",
               "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state"}
    for var, sub in folders.items():
        path = os.path.join(top, sub)
        os.makedirs(path)
        env[var] = path
    return env


def run_balut(args, env):
    return subprocess.run([BALUT] + args, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, timeout=RUN_TIMEOUT)


def report(proc):
    """The lines `--smoke-test` printed, as a dict (key: the rest)."""
    lines = {}
    for line in proc.stdout.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "smoke-test":
            lines[words[1]] = " ".join(words[2:])
        elif len(words) == 2 and words[0] == "first-frame-ms":
            lines["first-frame-ms"] = words[1]
    return lines


def check_clean_run(args, env, window):
    proc = run_balut(args, env)
    what = "balut " + " ".join(args)
    if proc.returncode != 0:
        raise Failure("%s exited with %d\n%s%s" % (what, proc.returncode, proc.stdout, proc.stderr))
    for word in ("CRITICAL", "WARNING", "ERROR"):
        if word in proc.stderr:
            raise Failure("%s wrote a GLib %s on standard error:\n%s" % (what, word, proc.stderr))
    if proc.stderr.strip():
        raise Failure("%s wrote on standard error:\n%s" % (what, proc.stderr))
    lines = report(proc)
    if "first-frame-ms" not in lines or lines.get("window") != window:
        raise Failure("%s: no first frame of %s reported:\n%s" % (what, window, proc.stdout))
    backend = env.get("GSETTINGS_BACKEND")
    if backend == "memory" and lines.get("settings-backend") != "GMemorySettingsBackend":
        raise Failure("%s: settings in %s, not GSETTINGS_BACKEND's memory" % (what, lines.get("settings-backend")))
    # Linux keeps its one Balut a session, on the session bus
    if env.get("DBUS_SESSION_BUS_ADDRESS") and lines.get("session-bus") != "yes":
        raise Failure("%s: on no session bus, though it has one" % what)
    return lines


def files_in(env):
    found = []
    for var in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        for root, _dirs, names in os.walk(env[var]):
            found += [os.path.relpath(os.path.join(root, n), os.path.dirname(env[var])) for n in names]
    return sorted(found)


def test_balut_first_run():
    env = fresh_profile("balut")
    lines = check_clean_run(["--smoke-test"], env, "BalutWindow")
    diag("left in the profile: " + ", ".join(files_in(env)))
    # a later start reads what the first one left
    check_clean_run(["--smoke-test"], env, "BalutWindow")
    return "balut --smoke-test in a fresh profile: Balut's window drew its first frame after %s ms " \
        "(settings: %s, session bus: %s), status 0, nothing on standard error; and again in that profile" \
        % (lines["first-frame-ms"], lines.get("settings-backend"), lines.get("session-bus"))


def test_belote_first_run():
    env = fresh_profile("belote")
    lines = check_clean_run(["--smoke-test", "--belote"], env, "BeloteWindow")
    diag("left in the profile: " + ", ".join(files_in(env)))
    check_clean_run(["--smoke-test", "--belote"], env, "BeloteWindow")
    return "balut --smoke-test --belote (Belote's launcher) in a fresh profile: Belote's window drew its " \
        "first frame after %s ms, status 0, nothing on standard error; and again in that profile" \
        % lines["first-frame-ms"]


def test_no_display():
    env = fresh_profile("no-display")
    for var in ("DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(var, None)
    env["GDK_BACKEND"] = "x11"
    # GTK's "cannot open display" is a warning: not fatal here, so that
    # the status is GTK's, not an abort
    env["G_DEBUG"] = "gc-friendly"
    proc = run_balut(["--smoke-test"], env)
    if proc.returncode == 0 or "first-frame-ms" in proc.stdout:
        raise Failure("balut --smoke-test without a display exited with %d\n%s%s"
                      % (proc.returncode, proc.stdout, proc.stderr))
    return "without a display, balut --smoke-test fails (status %d): no frame, no success" % proc.returncode


def test_linux_stays_unique():
    """On Linux a second start goes to the Balut already running (the
    first one's window comes up): so a smoke test then draws nothing of
    its own and fails, which also shows Linux kept its one instance."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") or shutil.which("gdbus") is None:
        raise Failure("needs a session bus and gdbus (tests/ui/isolated.py gives the bus)")
    env = fresh_profile("unique")
    first = subprocess.Popen([BALUT], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        # waits for the name on the bus (an event, not a time)
        wait = subprocess.run(["gdbus", "wait", "--session", "--timeout", str(RUN_TIMEOUT), APP_ID],
                              env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=RUN_TIMEOUT + 10)
        if wait.returncode != 0 or first.poll() is not None:
            raise Failure("the first Balut never owned %s on the bus (gdbus wait: %d %s)"
                          % (APP_ID, wait.returncode, wait.stderr))
        proc = run_balut(["--smoke-test"], env)
        if proc.returncode != 1 or "no window drew a frame" not in proc.stderr:
            raise Failure("a smoke test beside a running Balut exited with %d\n%s%s"
                          % (proc.returncode, proc.stdout, proc.stderr))
        if first.poll() is not None:
            raise Failure("the first Balut ended when the second started")
    finally:
        first.terminate()
        try:
            first.communicate(timeout=RUN_TIMEOUT)
        except subprocess.TimeoutExpired:
            first.kill()
            first.communicate()
    return "with a Balut running, a second start hands over to it (status 1: no window of its own), " \
        "as a unique application on the session bus"


def main():
    global tmp
    if not BALUT or not os.access(BALUT, os.X_OK):
        print("1..0 # SKIP BALUT_BIN is not set to the built program")
        return 0
    tmp = tempfile.mkdtemp(prefix="balut-smoke-")
    try:
        return run_cases([test_balut_first_run, test_belote_first_run, test_no_display,
                          test_linux_stays_unique])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
