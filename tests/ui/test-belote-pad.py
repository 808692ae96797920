#!/usr/bin/python3
# test-belote-pad.py — Belote's scoring pad by keyboard alone, as a table
# enters its deals, read back through AT-SPI as a screen reader does (B28)
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the real program as the Belote launcher does (`balut --belote`)
# and presses real keys (AT-SPI's keyboard synthesis, XTest): the form's
# mnemonics (Alt+T taker, Alt+R trump, Alt+P points, Alt+C capot, Alt+B
# Belote, Alt+D declarations, Alt+W whose announcement was best), Tab,
# Space, digits, Enter to enter the deal. After every deal the sheet's
# rows and totals, as screen readers get them ("Deal 3. … Totals: Us 240,
# Them 198."), must be what an independent scorer written here says
# (B20–B25, dedans, litige and the pot, capot, Belote). It checks:
#
# - every refusal (points 163, a capot for both teams, a carré of
#   sevens): the engine's reason is shown next to the form, and nothing
#   changes: the rows, the totals, the save on disk;
# - Ctrl+E (Correct Last Deal) then Enter replaces the last deal; Ctrl+Z
#   takes the correction back, then the deal;
# - the program killed (SIGKILL) mid-match, once the save holds the deals
#   entered (`balut --verify --json` of current-belote.json): started
#   again, it asks to resume the match, Enter resumes it, and the sheet
#   shows every row and total as before;
# - the match played to its end: "Us win the match!"; its record in the
#   store (balut.db) checked by `balut --verify --json`: valid, finished,
#   the same deals, scores, totals and winner as the window showed;
# - every control of the window (declarations open, B20's question, the
#   end) and of the New Match dialog named for screen readers;
# - `balut --belote` while a Balut runs: it exits at once and that Balut
#   opens Belote's window;
# - a save that cannot be read: a notice says so, the file is kept aside
#   byte for byte, a new match starts.
#
# Prints TAP. Needs /usr/bin/python3 with pyatspi, a display and a session
# bus with the accessibility bus (tests/ui/isolated.py).

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_helpers import (CHILD_G_DEBUG, Failure, app_of_process, diag, name_of,  # noqa: E402
                           pyatspi, role_of, start_program, stop_program, wait_for, walk)

SAVE_NAME = "current-belote.json"
TARGET = 501

n_ok = 0
failed = False


def ok(description):
    global n_ok
    n_ok += 1
    print("ok %d - %s" % (n_ok, description), flush=True)


def text_of(acc):
    try:
        t = acc.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return None


# ------------------------------------------------------------ the keys

CONTROL = 1 << 2   # X's ControlMask
ALT = 1 << 3       # Mod1Mask
KEYSYMS = {"space": 0x20, "Return": 0xff0d, "Escape": 0xff1b, "Tab": 0xff09, "BackSpace": 0xff08,
           "minus": 0x2d}


def keysym(name):
    if name in KEYSYMS:
        return KEYSYMS[name]
    if len(name) == 1:
        return ord(name)
    raise ValueError(name)


def press(name, mask=0):
    """A key pressed and released as a keyboard sends it, with Control or
    Alt held (mask)"""
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        pyatspi.Registry.generateKeyboardEvent(keysym(name), None, pyatspi.KEY_SYM)
    finally:
        if mask:
            pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)


def type_text(text):
    for c in text:
        press("minus" if c == "-" else c)


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


def wait_focus(win, pred, what):
    """Waits for the focus to be on the control @pred accepts (by its name)"""
    try:
        return wait_for(what, lambda: (lambda f: f if f is not None and pred(name_of(f)) else None)(current_focus(win)))
    except Failure as e:
        f = current_focus(win)
        raise Failure("%s (the focus is on %s “%s”)" % (e, role_of(f) if f else None, name_of(f) if f else ""))


def tab(win, times=1):
    """Tab, each press waiting for the focus to move"""
    for _ in range(times):
        before = current_focus(win)
        press("Tab")
        wait_for("the focus to move on from %s" % (name_of(before) if before else "nothing"),
                 lambda: current_focus(win) not in (None, before))


# ----------------------------------------------------------- the window

def belote_window(app):
    for i in range(app.childCount):
        w = app.getChildAtIndex(i)
        if w is None:
            continue
        for a in walk(w):
            if role_of(a) == pyatspi.ROLE_PUSH_BUTTON and name_of(a) in ("Enter Deal", "Save Correction"):
                return w
    return None


ROW = re.compile(r"^Deal (\d+)\. ")
TOTALS = re.compile(r"Totals: (.+) (\d+), (.+) (\d+)\.$")


def rows(win):
    """The sheet's rows as screen readers say them, by deal"""
    found = {}
    for a in walk(win):
        if role_of(a) == pyatspi.ROLE_LIST_ITEM:
            m = ROW.match(name_of(a))
            if m:
                found[int(m.group(1))] = name_of(a)
    return [found[k] for k in sorted(found)]


def foot(win):
    for a in walk(win):
        n = name_of(a)
        if n.startswith("Totals: ") and n.endswith(", to %d." % TARGET) or (n.startswith("Totals: ") and ", to " in n):
            return n
    return None


def foot_totals(win):
    m = re.match(r"^Totals: .+ (\d+), .+ (\d+), to \d+\.", foot(win) or "")
    if not m:
        raise Failure("the sheet's foot says “%s”" % foot(win))
    return int(m.group(1)), int(m.group(2))


def error_shown(win):
    """The reason an entry was refused, shown next to the form (an alert)"""
    for a in walk(win):
        if role_of(a) in (pyatspi.ROLE_ALERT, pyatspi.ROLE_NOTIFICATION):
            # (GTK 4.8 keeps the hidden label in the tree, its text empty,
            # and names it "GtkLabel")
            t = text_of(a)
            if t and not t.endswith("win the match!"):
                return t
    return None


def end_text(win):
    for a in walk(win):
        t = text_of(a) if role_of(a) in (pyatspi.ROLE_LABEL, pyatspi.ROLE_ALERT, pyatspi.ROLE_NOTIFICATION) else None
        if t and t.endswith("win the match!"):
            return t
    return None


# ------------------------------------------------ names for screen readers

CONTROL_ROLES = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
                 pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_TEXT,
                 pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_ITEM)
TYPE_NAME = re.compile(r"^(Gtk|Balut|Belote)[A-Z][A-Za-z]*$")


def check_names(root, what):
    """Every control under root has a name a screen reader can say: not
    empty, no mnemonic underscore, not a widget's type name, not doubled
    ("New Match New Match"); no text under it named by its type
    ("GtkLabel": an empty label)"""
    bad = []
    n = 0
    for acc in walk(root):
        role = role_of(acc)
        name = name_of(acc)
        if role in CONTROL_ROLES:
            n += 1
            words = name.split()
            half = len(words) // 2
            if not name.strip() or "_" in name or TYPE_NAME.match(name) \
                    or (len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]):
                try:
                    parent = acc.parent
                    where = " in %s “%s”" % (parent.getRoleName(), name_of(parent))
                except Exception:
                    where = ""
                bad.append("%s “%s”%s" % (acc.getRoleName(), name, where))
        elif role in (pyatspi.ROLE_LABEL, pyatspi.ROLE_ALERT, pyatspi.ROLE_NOTIFICATION) and TYPE_NAME.match(name):
            bad.append("%s “%s”" % (acc.getRoleName(), name))
    if bad:
        raise Failure("%s: %d names a screen reader cannot say well: %s"
                      % (what, len(bad), "; ".join(sorted(set(bad)))))
    return n


# --------------------------------------------------- the scorer (B20–B25)

class Scorer:
    """An independent reckoning of the pad's deals: B20 (the best
    announcement's team scores all of its own), B21, B22–B25"""

    CARRE = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}
    CARRE_ORDER = {"A": 4, "K": 3, "Q": 2, "10": 1}
    SEQ = {"tierce": 20, "fifty": 50, "hundred": 100}

    def __init__(self, target):
        self.target = target
        self.totals = [0, 0]
        self.pot = 0
        self.winner = None
        self.scored = []

    def best_team(self, deal):
        def best(team):
            items = []
            for kind in ("tierce", "fifty", "hundred"):
                items += [(self.SEQ[kind], 0, 0)] * deal.get(kind, [0, 0])[team]
            for rank in deal.get("carres", [[], []])[team]:
                items.append((self.CARRE[rank], 1, self.CARRE_ORDER.get(rank, 0)))
            return max(items) if items else None
        a, b = best(0), best(1)
        if a is None and b is None:
            return None
        if a is None or b is None:
            return 0 if b is None else 1
        if a != b:
            return 0 if a > b else 1
        return deal["best"]

    def ann(self, deal, team):
        total = 0
        for kind in ("tierce", "fifty", "hundred"):
            total += self.SEQ[kind] * deal.get(kind, [0, 0])[team]
        for rank in deal.get("carres", [[], []])[team]:
            total += self.CARRE[rank]
        return total

    def add(self, deal):
        taker = deal["taker"]
        card = [0, 0]
        if deal.get("capot") is not None:
            card[deal["capot"]] = 252
        else:
            card[taker] = deal["points"]
            card[1 - taker] = 162 - deal["points"]
        belote = [0, 0]
        if deal.get("belote") is not None:
            belote[deal["belote"]] = 20
        ann = [0, 0]
        best = self.best_team(deal)
        if best is not None:
            ann[best] = self.ann(deal, best)
        points = [card[t] + ann[t] + belote[t] for t in (0, 1)]
        defender = 1 - taker
        scored = [0, 0]
        if points[taker] > points[defender]:
            scored = points[:]
            scored[taker] += self.pot
            self.pot = 0
        elif points[taker] < points[defender]:
            scored[defender] = points[defender] + points[taker] - belote[taker] + self.pot
            scored[taker] = belote[taker]
            self.pot = 0
        else:
            scored[defender] = points[defender]
            scored[taker] = belote[taker]
            self.pot += points[taker] - belote[taker]
        for t in (0, 1):
            self.totals[t] += scored[t]
        self.scored.append(scored)
        if max(self.totals) >= self.target and self.totals[0] != self.totals[1]:
            self.winner = 0 if self.totals[0] > self.totals[1] else 1
        return scored


# --------------------------------------------------- entering a deal

SUIT_TABS = {None: 0, "C": 1, "D": 2, "H": 3, "S": 4}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def enter_form(win, deal):
    """Fills the form for @deal by keyboard alone (Enter not pressed)"""
    # the taker's team: Alt+T brings the focus to Us, Tab to Them
    press("t", ALT)
    wait_focus(win, lambda n: n.startswith("Taker: "), "the taker's buttons")
    if deal["taker"] == 1:
        tab(win)
    press("space")
    # the trump: Alt+R, then Tab to its suit
    press("r", ALT)
    wait_focus(win, lambda n: n == "Trump not entered", "the trump's buttons")
    tab(win, SUIT_TABS[deal.get("trump")])
    press("space")
    # B15: a capot, or the taker's points with the last trick
    if deal.get("capot") is not None:
        press("c", ALT)
        wait_focus(win, lambda n: n.startswith("Capot: "), "the capot buttons")
        if deal["capot"] == 1:
            tab(win)
        press("space")
    else:
        press("p", ALT)
        wait_focus(win, lambda n: True, "the points")
        type_text(str(deal["points"]))
    # B21
    press("b", ALT)
    wait_focus(win, lambda n: n == "No Belote-Rebelote", "Belote's buttons")
    if deal.get("belote") is not None:
        tab(win, 1 + deal["belote"])
        press("space")
    # B16–B18: the declarations' counts, Us then Them by kind
    if any(deal.get(k) for k in ("tierce", "fifty", "hundred")):
        press("d", ALT)
        wait_focus(win, lambda n: n.startswith("Declarations"), "the declarations")
        for kind in ("tierce", "fifty", "hundred"):
            for team in (0, 1):
                tab(win)
                count = deal.get(kind, [0, 0])[team]
                if count:
                    type_text(str(count))
        # leaving the last count confirms it
        tab(win)
    if deal.get("best") is not None:
        press("w", ALT)
        wait_focus(win, lambda n: n.startswith("Best announcement: "), "B20's question")
        if deal["best"] == 1:
            tab(win)
        press("space")


def commit_and_wait(win, n_rows):
    press("Return")
    wait_for("deal %d on the sheet" % (n_rows + 1), lambda: len(rows(win)) == n_rows + 1)


def check_rows(win, scorer, names):
    """Every row and the foot as the scorer reckons them"""
    said = rows(win)
    if len(said) != len(scorer.scored):
        raise Failure("the sheet has %d rows, the scorer %d deals" % (len(said), len(scorer.scored)))
    running = [0, 0]
    for i, (row, scored) in enumerate(zip(said, scorer.scored)):
        running = [running[0] + scored[0], running[1] + scored[1]]
        wanted_totals = "Totals: %s %d, %s %d." % (names[0], running[0], names[1], running[1])
        if not row.endswith(wanted_totals):
            raise Failure("deal %d: the row says “%s”, not ending “%s”" % (i + 1, row, wanted_totals))
        if ("Void deal" not in row and "%s score %d, %s %d." % (names[0], scored[0], names[1], scored[1])
                not in row):
            raise Failure("deal %d: the row says “%s”; the scorer: %s %d, %s %d"
                          % (i + 1, row, names[0], scored[0], names[1], scored[1]))
    if foot_totals(win) != tuple(scorer.totals):
        raise Failure("the foot says %s; the scorer %s" % (foot_totals(win), scorer.totals))


# ----------------------------------------------------- the program

class Program:
    def __init__(self, binary, env):
        self.binary = binary
        self.env = env
        self.proc = None
        self.app = None

    def start(self, args=("--belote",)):
        self.proc = start_program(self.binary, self.env, list(args))
        self.app = wait_for("the program on the accessibility bus", lambda: app_of_process(self.proc.pid),
                            timeout=30)
        return self.app

    def window(self):
        return wait_for("the Belote window", lambda: belote_window(self.app), timeout=30)

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        return stop_program(self.proc)


def verify(binary, env, path):
    out = subprocess.run([binary, "--verify", "--json", path], env=env, capture_output=True, text=True,
                         timeout=60)
    if out.returncode not in (0, 1):
        raise Failure("balut --verify %s failed (%d): %s" % (path, out.returncode, out.stderr))
    return json.loads(out.stdout)


def save_deals(binary, env, save):
    if not os.path.exists(save):
        return None
    try:
        report = verify(binary, env, save)
    except (Failure, json.JSONDecodeError):
        return None
    return len(report.get("deals", [])) if report.get("valid") else None


# ------------------------------------------------------------ the test

DEALS = [
    # made, Belote to the taker's team, hearts
    {"taker": 0, "trump": "H", "points": 92, "belote": 0},
    # dedans: Them took with 70
    {"taker": 1, "trump": "S", "points": 70},
    # litige: 81 each, the pot holds 81
    {"taker": 0, "points": 81},
    # Them made, the pot to them; a Tierce each: B20 asks, Them's best
    {"taker": 1, "trump": "C", "points": 100, "tierce": [1, 1], "best": 1},
    # a capot of Us, Belote to Them
    {"taker": 0, "trump": "D", "capot": 0, "belote": 1},
]
FILLER = {"taker": 0, "points": 162}


def run(binary, env, data_dir):
    save = os.path.join(data_dir, SAVE_NAME)
    names = ("Us", "Them")
    scorer = Scorer(TARGET)
    program = Program(binary, env)

    # a save that cannot be read: said in a notice, kept aside byte for byte
    broken = b'{ "format": "belote-record", "version": 1, "deals": ['
    with open(save, "wb") as f:
        f.write(broken)
    program.start()
    win = program.window()
    notice = wait_for("the notice", lambda: next((name_of(a) for a in walk(win)
                                                  if name_of(a).startswith("The saved match could not be resumed")),
                                                 None))
    aside = [n for n in os.listdir(data_dir) if n.startswith(SAVE_NAME + ".broken-")]
    if len(aside) != 1:
        raise Failure("the broken save was not kept aside: %s" % os.listdir(data_dir))
    with open(os.path.join(data_dir, aside[0]), "rb") as f:
        if f.read() != broken:
            raise Failure("the save kept aside is not what it was")
    if not program.stop():
        raise Failure("the program had exited by itself")
    ok("a broken save: “%s”; kept as %s, byte for byte, and a new match" % (notice, aside[0]))

    program.start()
    win = program.window()
    wait_focus(win, lambda n: True, "the focus in the form")
    ok("balut --belote opens Belote's window with the form's focus on %s" % name_of(current_focus(win)))

    # every control named, the declarations open and B20's question asked
    n_controls = check_names(win, "the Belote window")
    press("d", ALT)
    wait_focus(win, lambda n: n.startswith("Declarations"), "the declarations")
    tab(win)
    type_text("1")
    tab(win)
    type_text("1")
    tab(win)
    wait_for("B20's question", lambda: any(name_of(a) == "Best announcement: Us" for a in walk(win)))
    n_open = check_names(win, "the Belote window with its declarations open")
    # the counts back to 0, the declarations closed
    for _ in range(2):
        press("Tab", 1 << 0)   # Shift+Tab
        wait_for("the focus back", lambda: current_focus(win) is not None)
        press("0")
    press("d", ALT)
    press("space")
    press("n", CONTROL)

    def dialog():
        for i in range(program.app.childCount):
            w = program.app.getChildAtIndex(i)
            if w is not None and name_of(w) == "New Belote Match":
                return w
        return None

    new_match = wait_for("the New Match dialog", dialog)
    n_dialog = check_names(new_match, "the New Match dialog")
    press("Escape")
    wait_for("the New Match dialog to close", lambda: dialog() is None)
    program.window()
    press("p", ALT)
    wait_focus(win, lambda n: n == "Points", "the points")
    ok("every control has a name a screen reader can say: %d in the window, %d with the declarations open "
       "and B20's question, %d in the New Match dialog (Ctrl+N, Escape)" % (n_controls, n_open, n_dialog))

    # the first deals, by keyboard
    for i, deal in enumerate(DEALS[:3]):
        enter_form(win, deal)
        commit_and_wait(win, i)
        scorer.add(deal)
        check_rows(win, scorer, names)
    ok("three deals entered by keyboard (made with Belote, dedans, litige); rows and totals as reckoned: %s"
       % foot(win))

    # every refusal: its reason beside the form, nothing changed
    wait_for("the save of 3 deals", lambda: save_deals(binary, env, save) == 3)
    with open(save, "rb") as f:
        save_before = f.read()
    rows_before = rows(win)
    refusals = [
        ("points 163", {"taker": 0, "points": 163}, "162"),
        ("a capot for both teams", None, "capot"),
        ("a carré of sevens", None, "sevens"),
    ]
    for what, deal, word in refusals:
        if deal is not None:
            enter_form(win, deal)
        elif what.startswith("a capot"):
            press("c", ALT)
            wait_focus(win, lambda n: n.startswith("Capot: "), "the capot buttons")
            press("space")
            tab(win)
            press("space")
        else:
            # the points right, then a carré of sevens for Us: the
            # declarations, past the six counts and seven carrés to the 7
            press("c", ALT)
            wait_focus(win, lambda n: n.startswith("Capot: "), "the capot buttons")
            press("space")
            tab(win)
            press("space")
            press("p", ALT)
            wait_focus(win, lambda n: True, "the points")
            type_text("90")
            press("d", ALT)
            wait_focus(win, lambda n: n.startswith("Declarations"), "the declarations")
            tab(win, 6 + 8)
            wait_focus(win, lambda n: n == "Carré of Sevens, Us", "the carré of sevens of Us")
            press("space")
        press("Return")
        shown = wait_for("the reason for refusing %s" % what, lambda: error_shown(win))
        if word not in shown:
            raise Failure("%s refused with “%s”" % (what, shown))
        if rows(win) != rows_before:
            raise Failure("%s changed the sheet" % what)
        with open(save, "rb") as f:
            if f.read() != save_before:
                raise Failure("%s changed the save" % what)
        ok("%s refused: “%s”; the sheet and the save unchanged" % (what, shown))
    # the carré taken back: Space on it again; a change takes the reason away
    press("space")
    try:
        wait_for("the reason to go", lambda: error_shown(win) is None)
    except Failure as e:
        f = current_focus(win)
        raise Failure("%s: “%s” (the focus on “%s”)" % (e, error_shown(win), name_of(f) if f else None))

    # Ctrl+E: the last deal in the form; corrected, then undone
    press("e", CONTROL)
    wait_for("the correction's form", lambda: any(role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                                                  and name_of(a) == "Save Correction" for a in walk(win)))
    press("p", ALT)
    wait_focus(win, lambda n: True, "the points")
    type_text("100")
    press("Return")
    wait_for("the correction on the sheet", lambda: rows(win)[2] != rows_before[2])
    corrected = rows(win)[2]
    if "Made." not in corrected or len(rows(win)) != 3:
        raise Failure("the corrected deal says “%s” (%d rows)" % (corrected, len(rows(win))))
    ok("Ctrl+E then Enter corrects the last deal: “%s”" % corrected)
    press("z", CONTROL)
    wait_for("the correction undone", lambda: rows(win) == rows_before)
    ok("Ctrl+Z takes the correction back: “%s”" % rows(win)[2])
    press("z", CONTROL)
    wait_for("the deal undone", lambda: len(rows(win)) == 2)
    # … and entered again
    enter_form(win, DEALS[2])
    commit_and_wait(win, 2)
    check_rows(win, scorer, names)
    ok("Ctrl+Z again takes the deal back; entered again: %s" % foot(win))

    # killed once the save holds the fourth deal
    enter_form(win, DEALS[3])
    commit_and_wait(win, 3)
    scorer.add(DEALS[3])
    check_rows(win, scorer, names)
    seen = rows(win)
    wait_for("the save of 4 deals", lambda: save_deals(binary, env, save) == 4)
    program.kill()
    app = program.start()

    def resume_prompt():
        for i in range(app.childCount):
            w = app.getChildAtIndex(i)
            if w is not None and any(name_of(a) == "Resume the unfinished match?" or
                                     (text_of(a) or "") == "Resume the unfinished match?" for a in walk(w)):
                return w
        return None

    prompt = wait_for("the resume prompt", resume_prompt, timeout=30)
    said = " ".join(t for t in (text_of(a) for a in walk(prompt)) if t)
    wanted = "After 4 deals: Us %d, Them %d" % tuple(scorer.totals)
    if wanted not in said:
        raise Failure("the resume prompt says “%s”, not “%s”" % (said, wanted))
    press("Return")
    win = program.window()
    wait_for("the rows resumed", lambda: rows(win) == seen)
    check_rows(win, scorer, names)
    ok("killed (SIGKILL) after 4 deals and started again: “%s”; Enter resumes, every row as before" % wanted)

    # to the end
    n = 4
    for deal in [DEALS[4]] + [FILLER] * 10:
        if scorer.winner is not None:
            break
        enter_form(win, deal)
        commit_and_wait(win, n)
        n += 1
        scorer.add(deal)
        check_rows(win, scorer, names)
    if scorer.winner is None:
        raise Failure("the match did not end")
    # the window's title says it (one look, not a walk through the tree),
    # then the end's own words beside the sheet
    wait_for("who won, in the title", lambda: name_of(win).endswith("win the match!"), timeout=60)
    won = wait_for("who won", lambda: end_text(win))
    if won != "%s win the match!" % names[scorer.winner]:
        raise Failure("the window says “%s”" % won)
    n_end = check_names(win, "the Belote window at the end")
    ok("the match to %d played out: “%s”, %s; %d controls named" % (TARGET, won, foot(win), n_end))

    # the record in the store, checked by balut --verify
    wait_for("the save removed once recorded", lambda: not os.path.exists(save))
    if not program.stop():
        raise Failure("the program had exited by itself")
    db = sqlite3.connect("file:%s?mode=ro" % os.path.join(data_dir, "balut.db"), uri=True)
    records = [r[0] for r in db.execute("SELECT record FROM belote_matches")]
    db.close()
    if len(records) != 1:
        raise Failure("the store holds %d Belote matches, not 1" % len(records))
    path = os.path.join(data_dir, "recorded.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write(records[0])
    report = verify(binary, env, path)
    if not report.get("valid") or report.get("game") != "belote" or not report.get("finished"):
        raise Failure("balut --verify says %s" % json.dumps(report)[:400])
    if report["totals"] != scorer.totals or report["winner"] != scorer.winner:
        raise Failure("balut --verify: totals %s, winner %s; the window: %s, %s"
                      % (report["totals"], report["winner"], scorer.totals, scorer.winner))
    if [d["scored"] for d in report["deals"]] != scorer.scored:
        raise Failure("balut --verify's deals score %s; the window %s"
                      % ([d["scored"] for d in report["deals"]], scorer.scored))
    ok("the match recorded once; balut --verify --json of its record: valid, finished, %d deals, totals %s, "
       "winner %s, as the window showed" % (len(report["deals"]), report["totals"], report["winner"]))

    # the Belote launcher while Balut runs: that Balut opens Belote's window
    balut = Program(binary, env)
    app = balut.start(())
    wait_for("Balut's window", lambda: any(name_of(w) == "Balut" for w in
                                           (app.getChildAtIndex(i) for i in range(app.childCount))), timeout=30)
    second = subprocess.run([binary, "--belote"], env=env, capture_output=True, text=True, timeout=60)
    if second.returncode != 0 or second.stderr.strip():
        balut.stop()
        raise Failure("balut --belote beside a running Balut exited %d: %s" % (second.returncode, second.stderr))
    balut.app = app
    balut.window()
    names = sorted(name_of(app.getChildAtIndex(i)) for i in range(app.childCount))
    if not balut.stop():
        raise Failure("Balut had exited by itself")
    ok("balut --belote while Balut runs: exits at once (0, nothing said), and that Balut opens Belote's window "
       "(its windows: %s)" % ", ".join(names))


def main():
    global failed
    binary = os.environ.get("BALUT_BIN")
    if not binary:
        print("Bail out! BALUT_BIN is not set")
        return 1
    env = dict(os.environ)
    if CHILD_G_DEBUG is not None:
        env["G_DEBUG"] = CHILD_G_DEBUG
    env.pop("NO_AT_BRIDGE", None)
    env["GTK_A11Y"] = "atspi"
    data_dir = tempfile.TemporaryDirectory(prefix="balut-belote-pad-")
    env["BALUT_DATA_DIR"] = data_dir.name
    # Belote's window opens on the card table unless the table last chose
    # the scoring pad: this table keeps score of real cards (a settings
    # file of its own, read at every start of the program)
    config_dir = tempfile.TemporaryDirectory(prefix="balut-belote-pad-config-")
    settings_dir = os.path.join(config_dir.name, "glib-2.0", "settings")
    os.makedirs(settings_dir)
    with open(os.path.join(settings_dir, "keyfile"), "w") as f:
        f.write("[io/github/balut/Balut]\nbelote-mode='pad'\n")
    env["XDG_CONFIG_HOME"] = config_dir.name
    env["GSETTINGS_BACKEND"] = "keyfile"

    try:
        run(binary, env, data_dir.name)
    except Failure as e:
        failed = True
        print("not ok %d - %s" % (n_ok + 1, e), flush=True)
    except Exception as e:
        import traceback
        failed = True
        print("not ok %d - unexpected error: %r" % (n_ok + 1, e), flush=True)
        diag(traceback.format_exc())
    print("1..%d" % (n_ok + (1 if failed else 0)), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
