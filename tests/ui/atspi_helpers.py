# atspi_helpers.py — what the AT-SPI tests share: waiting for the
# accessible tree to change, and reading it without tripping over objects
# that go away while the window changes.
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later

import ctypes
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag  # noqa: E402,F401

# G_DEBUG=fatal-warnings is for the program under test; GLib in this
# process (through pyatspi) must not abort on AT-SPI's own warnings about
# other applications on the bus. GLib reads G_DEBUG when it is loaded, so
# this is done before pyatspi is imported; the tests give CHILD_G_DEBUG
# back to the program they start.
CHILD_G_DEBUG = os.environ.get("G_DEBUG")
if CHILD_G_DEBUG is not None:
    os.environ["G_DEBUG"] = ",".join(f for f in CHILD_G_DEBUG.split(",")
                                     if f not in ("fatal-warnings", "fatal-criticals"))

try:
    import pyatspi  # noqa: E402,F401
except ImportError as e:  # pragma: no cover
    # python3-pyatspi is in build-aux/debian-packages.txt: its absence is a
    # broken setup, not a reason to skip the screen-reader tests
    print("1..1")
    print("not ok 1 - pyatspi is not available: %s" % e)
    sys.exit(1)

STEP_TIMEOUT = 15.0      # seconds for any one thing to happen
POLL = 0.02              # seconds between two looks


def wait_for(what, fn, timeout=STEP_TIMEOUT):
    """Polls fn () until it returns something true; fails after timeout."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = fn()
            if value:
                return value
        except Exception as e:  # objects go away while the UI changes
            last_error = e
        if time.monotonic() > deadline:
            raise Failure("timed out after %.0f s waiting for %s%s"
                          % (timeout, what, " (last error: %r)" % last_error if last_error else ""))
        time.sleep(POLL)


def wait_closed(what, window, timeout=STEP_TIMEOUT):
    """Waits until @window (an accessible toplevel) has closed, by asking
    the window itself: GTK takes a window's object off the bus when it is
    hidden or destroyed, and AT-SPI then gives it the state "defunct".

    Never by listing the application's windows meanwhile: GTK 4.8 answers
    ChildCount and GetChildAtIndex of the application one at a time, and
    when a window closes between the two, GetChildAtIndex names the closed
    window, whose object path is gone, with a GLib critical warning in the
    program (g_variant_is_object_path), fatal under G_DEBUG=fatal-warnings.
    The window closes 250 ms after its button's action (GtkButton's
    activation), so a test that polls the windows then hits it now and
    then, more often on a loaded machine."""
    return wait_for(what, lambda: window.getState().contains(pyatspi.STATE_DEFUNCT), timeout)


def name_of(acc):
    try:
        return acc.name or ""
    except Exception:
        return ""


def role_of(acc):
    try:
        return acc.getRole()
    except Exception:
        return None


def walk(acc, depth=0):
    """Every accessible under acc (acc included), depth first."""
    if acc is None or depth > 60:
        return
    yield acc
    try:
        n = acc.childCount
    except Exception:
        return
    for i in range(n):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def app_of_process(pid):
    """The accessible application of the process pid, or None while it is
    not on the accessibility bus yet."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def windows_of(app):
    """The application's toplevels (not while one of them closes: see
    wait_closed)."""
    return [w for w in (app.getChildAtIndex(i) for i in range(app.childCount)) if w is not None]


def start_program(binary, env, args=()):
    """Starts the program under test; it dies with this script, however
    the script ends (PR_SET_PDEATHSIG)."""
    libc = ctypes.CDLL(None, use_errno=True)
    return subprocess.Popen([binary] + list(args), env=env, stdin=subprocess.DEVNULL,
                            stdout=sys.stderr.fileno(),
                            preexec_fn=lambda: libc.prctl(1, signal.SIGKILL))


def stop_program(proc):
    """Ends the program (SIGTERM, then SIGKILL after 10 s). Returns False
    when it had already exited by itself: a crash, for a test."""
    if proc.poll() is not None:
        diag("the program exited early with status %s" % proc.returncode)
        return False
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    return True
