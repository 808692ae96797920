# atspi_helpers.py — what the AT-SPI tests share: waiting for the
# accessible tree to change, and reading it without tripping over objects
# that go away while the window changes.
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag  # noqa: E402,F401

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
