#!/usr/bin/python3
# test-keyboard.py — GTK's keys, as a keyboard or screen-reader user
# presses them, and a finished game that no key takes back
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the real program ($BALUT_BIN) and presses real keys (AT-SPI's
# keyboard synthesis, the X server's XTest): Space and Enter act on the
# control that has the focus, as everywhere in GTK — on a die they hold
# it, on a box of the sheet they enter the dice there, on the Roll
# button they roll, and only where nothing takes them does Space roll
# (issue 27: Space threw the dice whatever had the focus). Then it ends a
# game of one and presses every key a stray hand could (Ctrl+Z, Space,
# Enter, R, H, 1–5, Escape, Delete, BackSpace): the game stays over, and
# `balut --high-scores` run as another program still lists it (an Undo
# after the end once withdrew the recorded game and its high score).
#
# Prints TAP. Needs /usr/bin/python3 with pyatspi, a session bus with the
# accessibility bus (dbus-run-session) and a display (tests/ui/isolated.py).

import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_helpers import (CHILD_G_DEBUG, Failure, diag, name_of, pyatspi,  # noqa: E402
                           role_of, start_program, stop_program, wait_for, walk)

n_ok = 0
failed = False


def ok(description):
    global n_ok
    n_ok += 1
    print("ok %d - %s" % (n_ok, description), flush=True)


def find_all(root, roles, pred):
    return [a for a in walk(root) if role_of(a) in roles and pred(name_of(a) or "")]


def find_one(root, roles, pred):
    found = find_all(root, roles, pred)
    return found[0] if found else None


def text_of(acc):
    try:
        t = acc.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return None


def main_window(app):
    for i in range(app.childCount):
        w = app.getChildAtIndex(i)
        if w is not None and find_one(w, (pyatspi.ROLE_PUSH_BUTTON,), lambda n: n.startswith("Roll")):
            return w
    return None


BOX = re.compile(r"^(Fours|Fives|Sixes|Straight|Full House|Choice|Balut), box (\d): (.*)$")


def boxes(win):
    result = {}
    for a in walk(win):
        m = BOX.match(name_of(a) or "")
        if m:
            result[(m.group(1), int(m.group(2)))] = a
    return result


def dice(win):
    return {int(m.group(1)): a for a in walk(win)
            for m in [re.match(r"^Die (\d):", name_of(a) or "")] if m}


def status_label(win):
    for a in walk(win):
        if role_of(a) == pyatspi.ROLE_LABEL:
            t = text_of(a) or ""
            if " — " in t and ("roll the dice" in t or "throw" in t):
                return a
    return None


def press(keysym_name, modifiers=()):
    """A key pressed and released, as the X server gets it from a keyboard
    (with Control held for ("ctrl",))"""
    control = 1 << 2   # X's ControlMask
    if "ctrl" in modifiers:
        pyatspi.Registry.generateKeyboardEvent(control, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        pyatspi.Registry.generateKeyboardEvent(_keysym(keysym_name), None, pyatspi.KEY_SYM)
    finally:
        if "ctrl" in modifiers:
            pyatspi.Registry.generateKeyboardEvent(control, None, pyatspi.KEY_UNLOCKMODIFIERS)


def _keysym(name):
    # X keysyms of the keys pressed here
    table = {"space": 0x20, "Return": 0xff0d, "Escape": 0xff1b, "Delete": 0xffff, "BackSpace": 0xff08,
             "Tab": 0xff09, "r": 0x72, "h": 0x68, "z": 0x7a,
             "1": 0x31, "2": 0x32, "3": 0x33, "4": 0x34, "5": 0x35}
    return table[name]


def focused(acc):
    try:
        return acc.getState().contains(pyatspi.STATE_FOCUSED)
    except Exception:
        return False


def current_focus(win):
    for a in walk(win):
        if focused(a):
            return a
    return None


def focus(acc, what, win):
    """The keyboard's way there: Tab, as often as it takes (GTK 4.8 does
    not take AT-SPI's grabFocus); each Tab waits for the focus to leave
    where it was"""
    for _ in range(80):
        if focused(acc):
            return
        before = current_focus(win)
        press("Tab")
        wait_for("the focus to move on from %s" % (name_of(before) if before else "nothing"),
                 lambda: focused(acc) or current_focus(win) not in (None, before))
    raise Failure("Tab never brought the focus to %s" % what)


def high_scores(binary, env):
    out = subprocess.run([binary, "--high-scores", "--json"], env=env, capture_output=True, text=True,
                         timeout=60)
    if out.returncode != 0:
        raise Failure("balut --high-scores failed (%d): %s" % (out.returncode, out.stderr))
    data = json.loads(out.stdout)
    return sum(len(t["entries"]) for t in data["high_scores"])


def play(app, binary, env):
    win = wait_for("the main window", lambda: main_window(app))
    roll = wait_for("the Roll button", lambda: find_one(win, (pyatspi.ROLE_PUSH_BUTTON,),
                                                         lambda n: n.startswith("Roll")))
    label = wait_for("the status line", lambda: status_label(win))
    die_accs = wait_for("the five dice", lambda: (lambda d: d if len(d) == 5 else None)(dice(win)))

    def status():
        return text_of(label) or ""

    # Space on the Roll button rolls
    focus(roll, "the Roll button", win)
    press("space")
    wait_for("the first throw", lambda: status().endswith("throw 1 of 3"))
    ok("Space on the Roll button rolls: “%s”" % status())

    # Space and Enter on a die hold and release it: no throw
    focus(die_accs[1], "die 1", win)
    press("space")
    wait_for("die 1 held by Space", lambda: name_of(die_accs[1]).endswith(", held"))
    if not status().endswith("throw 1 of 3"):
        raise Failure("Space on a die threw the dice: “%s”" % status())
    press("Return")
    wait_for("die 1 released by Enter", lambda: not name_of(die_accs[1]).endswith(", held"))
    ok("Space and Enter on a die hold and release it, and throw nothing (“%s”)" % name_of(die_accs[1]))

    # R rolls from anywhere (no control takes the letter)
    press("r")
    wait_for("the second throw by R", lambda: status().endswith("throw 2 of 3"))
    ok("R rolls, wherever the focus is: “%s”" % status())

    # Space on a box of the sheet enters the dice there
    sheet = wait_for("the boxes", lambda: (lambda b: b if len(b) >= 28 else None)(boxes(win)))
    key, box = sorted(sheet.items())[0]
    before = name_of(box)
    focus(box, "the box %s" % (key,), win)
    press("space")
    wait_for("the box %s entered by Space" % (key,),
             lambda: ": would " not in name_of(box) and name_of(box) != before)
    wait_for("the next turn", lambda: "roll the dice" in status())
    ok("Space on a box enters the dice there (“%s”), no throw" % name_of(box))

    # the rest of the game, quickly, through actions
    for turn in range(27):
        wait_for("turn %d" % (turn + 2), lambda: "3 throws left" in name_of(roll))
        roll.queryAction().doAction(0)
        wait_for("its throw", lambda: status().endswith("throw 1 of 3"))
        # the boxes' names may reach AT-SPI after the status line's (a
        # busy machine): waited for, as the rest
        legal = wait_for("turn %d: a box to enter" % (turn + 2),
                         lambda: [a for a in boxes(win).values() if ": would " in name_of(a)] or None)
        legal[0].queryAction().doAction(0)
        wait_for("the entry of turn %d" % (turn + 2),
                 lambda: turn == 26 or "roll the dice" in status())

    def results():
        for i in range(app.childCount):
            w = app.getChildAtIndex(i)
            # the results' window is named by its title, "Game over — …"
            if w is not None and w is not win and name_of(w).startswith("Game over"):
                return w
        return None

    wait_for("the results", results)
    n_before = wait_for("the game in the high scores", lambda: high_scores(binary, env) or None)
    ok("the game is over and recorded: %d entr%s in balut --high-scores" % (n_before, "y" if n_before == 1 else "ies"))

    # every key a stray hand could press; Escape first closes the results
    press("Escape")
    wait_for("the results to close", lambda: results() is None)
    for k in ["z", "space", "Return", "r", "h", "1", "2", "3", "4", "5", "Delete", "BackSpace", "Escape"]:
        press(k, ("ctrl",) if k == "z" else ())
        press(k)
    # a key event is handled before the next: a last round trip through the
    # accessibility bus, then the state
    wait_for("the window to settle", lambda: main_window(app) is not None)
    undo = find_one(win, (pyatspi.ROLE_PUSH_BUTTON,), lambda n: n == "Undo")
    if undo is not None and undo.getState().contains(pyatspi.STATE_SENSITIVE) \
            and undo.getState().contains(pyatspi.STATE_SHOWING):
        raise Failure("Undo is offered after the end of the game")
    n_after = high_scores(binary, env)
    if n_after != n_before:
        raise Failure("after the keys, balut --high-scores lists %d entries, not %d" % (n_after, n_before))
    # (Enter pressed Play Again, which has the focus at the end: a new game
    # of the same players; the finished one stays recorded)
    ok("after Ctrl+Z, Space, Enter, R, H, 1–5, Delete, BackSpace and Escape the game is still recorded "
       "(%d entr%s in balut --high-scores)" % (n_after, "y" if n_after == 1 else "ies"))


def main():
    global failed
    binary = os.environ.get("BALUT_BIN")
    if not binary:
        print("Bail out! BALUT_BIN is not set")
        return 1

    env = dict(os.environ)
    if CHILD_G_DEBUG is not None:
        env["G_DEBUG"] = CHILD_G_DEBUG
    env.setdefault("GSETTINGS_BACKEND", "memory")
    env.pop("NO_AT_BRIDGE", None)
    env["GTK_A11Y"] = "atspi"
    data_dir = tempfile.TemporaryDirectory(prefix="balut-keyboard-")
    env["BALUT_DATA_DIR"] = data_dir.name

    print("1..6", flush=True)
    proc = start_program(binary, env)
    try:
        from atspi_helpers import app_of_process
        app = wait_for("the program on the accessibility bus", lambda: app_of_process(proc.pid), timeout=30)
        play(app, binary, env)
    except Failure as e:
        failed = True
        print("not ok %d - %s" % (n_ok + 1, e), flush=True)
    except Exception as e:
        failed = True
        import traceback
        print("not ok %d - unexpected error: %r" % (n_ok + 1, e), flush=True)
        diag(traceback.format_exc())
    finally:
        if not stop_program(proc):
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
