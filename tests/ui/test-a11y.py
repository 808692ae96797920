#!/usr/bin/python3
# test-a11y.py — a whole game of Balut played through AT-SPI only
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the real program ($BALUT_BIN) and plays it as a screen-reader
# user would: it finds widgets by role and accessible name, reads their
# names and states, and acts with AT-SPI actions (doAction) — no
# synthesized input, no private interface. It starts a new game through
# the New Game dialog, holds dice, rolls, and fills all 28 boxes until
# the results dialog announces the points, which it recomputes from the
# scores the sheet's boxes announced (R12–R21).
#
# Prints TAP: one "ok N - …" per checked group of steps.
#
# Needs /usr/bin/python3 with pyatspi (python3-pyatspi) and a session
# bus with the accessibility bus (dbus-run-session), and a display.

import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_helpers import (CHILD_G_DEBUG, Failure, diag, name_of, pyatspi,  # noqa: E402
                           role_of, start_program, stop_program, wait_closed, wait_for, walk)



CATEGORIES = ["Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"]
FACES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
# the thorough run (build-aux/test.sh --thorough, CI) throws more often
THOROUGH = os.environ.get("BALUT_TEST_THOROUGH") == "1"

n_ok = 0
failed = False
app_proc = None


def ok(description):
    global n_ok
    n_ok += 1
    print("ok %d - %s" % (n_ok, description), flush=True)


def find_all(root, roles, pred):
    return [a for a in walk(root) if role_of(a) in roles and pred(name_of(a))]


def find_one(root, roles, pred):
    for a in walk(root):
        if role_of(a) in roles and pred(name_of(a)):
            return a
    return None


def states(acc):
    try:
        return acc.getState()
    except Exception:
        return None


def text_of(acc):
    """The text of a label, as a screen reader reads it."""
    try:
        t = acc.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return name_of(acc)


def label_is(name, label):
    """A control's name as a screen reader says it: no mnemonic
    underscore, not doubled (GTK 4.8 named a button with a label property
    "_New Game New Game")."""
    return name == label


def do_action(acc, preferred=("click", "activate", "press", "toggle")):
    action = acc.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if not names:
        raise Failure("“%s” offers no action" % name_of(acc))
    index = 0
    for p in preferred:
        for i, n in enumerate(names):
            if p in n.lower():
                index = i
                break
        else:
            continue
        break
    if not action.doAction(index):
        raise Failure("action %s of “%s” failed" % (names[index], name_of(acc)))


BUTTONS = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
WINDOWS = (pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    wanted = ("balut", "io.github.balut.Balut", "Balut")
    for i in range(desktop.childCount):
        try:
            app = desktop.getChildAtIndex(i)
        except Exception:
            continue
        if app is None:
            continue
        if name_of(app) in wanted:
            try:
                if app.get_process_id() != app_proc.pid:
                    continue
            except Exception:
                pass
            return app
    return None


def windows(app):
    """The application's toplevels (GTK 4.8 exposes a GtkWindow subclass
    without a role of its own as a "filler": take every child)."""
    return [w for w in (app.getChildAtIndex(i) for i in range(app.childCount)) if w is not None]


roles_seen = {}


def note_role(what, acc):
    roles_seen[what] = acc.getRoleName() if acc is not None else None


def main_window(app):
    for w in windows(app):
        if find_one(w, BUTTONS, lambda n: n.startswith("Roll")):
            return w
    return None


def box_name_re():
    cats = "|".join(re.escape(c) for c in CATEGORIES)
    return re.compile(r"^(%s), (box ([1-4])|Jackpot box): (.*)$" % cats)


BOX_RE = box_name_re()


def parse_box(name):
    """("Sixes", 1, "would score 18") from "Sixes, box 2: would score 18"."""
    m = BOX_RE.match(name)
    if not m:
        return None
    box = int(m.group(3)) - 1 if m.group(3) else 4
    return m.group(1), box, m.group(4)


def boxes(win):
    """{(category, box): accessible} of every box of the sheet."""
    result = {}
    for a in find_all(win, BUTTONS, lambda n: BOX_RE.match(n) is not None):
        cat, box, _ = parse_box(name_of(a))
        result[(cat, box)] = a
    return result


def dice(win):
    found = {}
    for a in find_all(win, BUTTONS, lambda n: re.match(r"^Die [1-5]: ", n) is not None):
        found[int(name_of(a)[4])] = a
    return found


def die_state(name):
    """("five", True) from "Die 3: five, held"; (None, False) when not thrown."""
    rest = name.split(": ", 1)[1]
    if rest.startswith("not thrown"):
        return None, False
    parts = rest.split(", ")
    return parts[0], "held" in parts[1:]


def status_label(win):
    """The status line ("Ann — throw 1 of 3"), found once a game: a screen
    reader user goes back to it rather than reading the whole window."""
    for a in walk(win):
        if role_of(a) == pyatspi.ROLE_LABEL:
            t = text_of(a)
            if " — " in t and ("throw" in t or "roll the dice" in t):
                return a
    return None


# Standard Balut points (R12–R21), from the scores the boxes announced
def final_points(scores):
    def total(cat):
        return sum(scores[(cat, b)] for b in range(4))

    def nonzero(cat):
        return sum(1 for b in range(4) if scores[(cat, b)] > 0)

    points = 0
    points += 2 if total("Fours") >= 52 else 0
    points += 2 if total("Fives") >= 65 else 0
    points += 2 if total("Sixes") >= 78 else 0
    points += 4 if nonzero("Straight") == 4 else 0
    points += 3 if nonzero("Full House") == 4 else 0
    points += 2 if total("Choice") >= 100 else 0
    points += 2 * nonzero("Balut")
    score_total = sum(total(c) for c in CATEGORIES)
    brackets = [(300, -2), (350, -1), (400, 0), (450, 1), (500, 2), (550, 3), (600, 4), (650, 5)]
    bracket = 6
    for limit, p in brackets:
        if score_total < limit:
            bracket = p
            break
    return points + bracket, score_total


def choose_holds(values, turn):
    """Keep the most frequent face (highest on ties); vary a little."""
    counts = {v: values.count(v) for v in values}
    best = max(counts, key=lambda v: (counts[v], v))
    held = [v == best for v in values]
    if all(held):
        held[turn % 5] = False
    return held


def preview_value(text):
    if text.startswith("would score "):
        return int(text[len("would score "):])
    if text.startswith("would be struck"):
        return 0
    return None


CONTROL_ROLES = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
                 pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_TEXT,
                 pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_LOG, pyatspi.ROLE_LIST)
TYPE_NAME = re.compile(r"^(Gtk|Balut)[A-Z][A-Za-z]*$")


def check_names(root, what):
    """Every control under root has a name a screen reader can say: not
    empty, no mnemonic underscore, not a widget's type name, not doubled
    ("New Game New Game"); and no text under it is named by its type
    ("GtkLabel": an empty label)."""
    bad = []
    for acc in walk(root):
        role = role_of(acc)
        name = name_of(acc)
        if role in CONTROL_ROLES:
            words = name.split()
            half = len(words) // 2
            if not name.strip() or "_" in name or TYPE_NAME.match(name) \
                    or (len(words) % 2 == 0 and half > 0 and words[:half] == words[half:]):
                bad.append("%s “%s”" % (acc.getRoleName(), name))
        elif role == pyatspi.ROLE_LABEL and TYPE_NAME.match(name):
            bad.append("label “%s”" % name)
    if bad:
        raise Failure("%s: %d names a screen reader cannot say well: %s"
                      % (what, len(bad), "; ".join(sorted(set(bad)))))
    ok("%s: every control has a name a screen reader can say" % what)


def play(app):
    win = wait_for("the main window", lambda: main_window(app))
    ok("the program is on the accessibility bus with its window “%s”" % name_of(win))

    # --- a new game through the New Game dialog ---------------------------
    new_game = wait_for("the New Game button",
                        lambda: find_one(win, (pyatspi.ROLE_PUSH_BUTTON,), lambda n: label_is(n, "New Game")))
    do_action(new_game)

    def new_game_dialog():
        for w in windows(app):
            if w is not win and find_one(w, (pyatspi.ROLE_PUSH_BUTTON,), lambda n: label_is(n, "Start")):
                return w
        return None

    dialog = wait_for("the New Game dialog", new_game_dialog)
    note_role("New Game dialog", dialog)
    start = find_one(dialog, (pyatspi.ROLE_PUSH_BUTTON,), lambda n: label_is(n, "Start"))
    ok("New Game opens the dialog “%s” with a Start button" % name_of(dialog))
    check_names(dialog, "the New Game dialog")
    do_action(start)
    wait_closed("the New Game dialog to close", dialog)
    if new_game_dialog() is not None:
        raise Failure("the New Game dialog is still among the program's windows after Start")
    win = wait_for("the main window", lambda: main_window(app))

    roll = wait_for("the Roll button", lambda: find_one(win, (pyatspi.ROLE_PUSH_BUTTON,),
                                                         lambda n: n.startswith("Roll")))
    wait_for("a fresh turn", lambda: "3 throws left" in name_of(roll))
    sheet = wait_for("the 28 boxes of the sheet", lambda: (lambda b: b if len(b) >= 28 else None)(boxes(win)))
    regular = {k: v for k, v in sheet.items() if k[1] < 4}
    if len(regular) != 28:
        raise Failure("the sheet has %d regular boxes, not 28" % len(regular))
    die_accs = wait_for("the five dice", lambda: (lambda d: d if len(d) == 5 else None)(dice(win)))
    for i, a in die_accs.items():
        if not name_of(a).endswith("not thrown yet"):
            raise Failure("before the first throw, die %d is “%s”" % (i, name_of(a)))
    label = wait_for("the status line", lambda: status_label(win))

    def status():
        return text_of(label)

    st = status()
    if st is None or "roll the dice" not in st:
        raise Failure("status line is “%s”" % st)
    ok("a new standard game: 28 empty boxes, 5 dice not thrown, Roll (3 throws left), status “%s”" % st)
    check_names(win, "the game window")

    scores = {}
    for turn in range(28):
        # the Roll button, by its name
        wait_for("turn %d to start" % (turn + 1), lambda: "3 throws left" in name_of(roll))
        do_action(roll)
        wait_for("throw 1 of turn %d" % (turn + 1),
                 lambda: status().endswith("throw 1 of 3")
                 and all(die_state(name_of(a))[0] is not None for a in die_accs.values()))

        # one, two and three throws by turns; after the sixth turn one
        # throw only, but in the thorough run (each throw is a button
        # press, which GTK holds down a quarter of a second)
        n_throws = 1 + turn % 3 if turn < 6 or THOROUGH else 1
        for k in range(1, n_throws):
            values = [FACES[die_state(name_of(die_accs[i]))[0]] for i in range(1, 6)]
            held = choose_holds(values, turn)
            for i in range(1, 6):
                if die_state(name_of(die_accs[i]))[1] != held[i - 1]:
                    do_action(die_accs[i])
                    want = held[i - 1]
                    wait_for("die %d to be %s" % (i, "held" if want else "released"),
                             lambda: die_state(name_of(die_accs[i]))[1] == want)
                    # the pressed state goes with the name
                    s = states(die_accs[i])
                    if s is not None and want and not (s.contains(pyatspi.STATE_PRESSED)
                                                       or s.contains(pyatspi.STATE_CHECKED)):
                        raise Failure("held die %d is not pressed/checked" % i)
            if turn == 1 and k == 1:
                ok("dice are held through their action; a held die’s name says so: “%s”"
                   % next(name_of(a) for a in die_accs.values() if die_state(name_of(a))[1]))
            held_before = {i: die_state(name_of(die_accs[i])) for i in range(1, 6)}
            do_action(roll)
            wait_for("throw %d" % (k + 1), lambda: status().endswith("throw %d of 3" % (k + 1)))
            for i in range(1, 6):
                face, is_held = held_before[i]
                # after the last throw nothing is held any more: the die
                # keeps its face and no longer says "held"
                last = k + 1 == 3
                if is_held and die_state(name_of(die_accs[i])) != (face, not last):
                    raise Failure("held die %d changed: %s → “%s”" % (i, held_before[i], name_of(die_accs[i])))
            if turn == 1 and k == 1:
                ok("rolling again keeps the held dice (status “%s”)" % status())

        # the legal boxes announce what they would score
        def legal():
            result = []
            for key, a in regular.items():
                parsed = parse_box(name_of(a))
                if parsed and preview_value(parsed[2]) is not None:
                    result.append((preview_value(parsed[2]), key, a))
            return result

        options = wait_for("boxes that would score", legal)
        if len(options) != 28 - turn:
            raise Failure("turn %d: %d boxes offered, expected %d" % (turn + 1, len(options), 28 - turn))
        for key in scores:
            parsed = parse_box(name_of(regular[key]))
            expect = "struck" if scores[key] == 0 else str(scores[key])
            if parsed[2] != expect:
                raise Failure("filled box %s says “%s”, expected “%s”" % (key, parsed[2], expect))
        # the best box; a struck one when nothing scores
        options.sort(key=lambda o: (-o[0], CATEGORIES.index(o[1][0]), o[1][1]))
        value, key, acc = options[0]
        if turn == 0:
            ok("after the throws, %d boxes are offered, e.g. “%s”" % (len(options), name_of(acc)))
        do_action(acc)
        expect = "struck" if value == 0 else str(value)
        wait_for("box %s to be filled" % (key,),
                 lambda: parse_box(name_of(acc))[2] == expect)
        scores[key] = value
        if turn == 0:
            ok("entering a box: it now says “%s”" % name_of(acc))

    ok("all 28 boxes filled through AT-SPI")

    points, score_total = final_points(scores)
    points_text = ("\u2212%d" % -points) if points < 0 else "%d" % points

    def results():
        for w in windows(app):
            if w is win:
                continue
            texts = [name_of(w)] + [text_of(a) for a in walk(w) if role_of(a) == pyatspi.ROLE_LABEL]
            joined = "\n".join(texts)
            if "Game over" in joined:
                return w, joined
        return None

    dialog, text = wait_for("the results dialog", results)
    note_role("results dialog", dialog)
    want = "Game over — %s point%s" % (points_text, "" if abs(points) == 1 else "s")
    if want not in text:
        diag(text)
        raise Failure("the results dialog does not say “%s”" % want)
    if str(score_total) not in text:
        diag(text)
        raise Failure("the results dialog does not show the score total %d" % score_total)
    ok("the results dialog “%s” says “%s” (score total %d), as the boxes add up"
       % (name_of(dialog), want, score_total))

    # issue 30: the game reviewed against the Expert, from the results
    review_button = find_one(dialog, BUTTONS, lambda n: n == "Review the Game")
    if review_button is None:
        raise Failure("the results offer no “Review the Game” button")
    do_action(review_button)

    def review():
        for w in windows(app):
            if name_of(w) != "Game Review":
                continue
            texts = [text_of(a) for a in walk(w) if role_of(a) == pyatspi.ROLE_LABEL]
            if any("decisions against the Expert" in t for t in texts):
                return w, "\n".join(texts)
        return None

    review_win, review_text = wait_for("the review of the game", review, timeout=60)
    note_role("review window", review_win)
    for want in ("Expected points lost by decisions: ", "Luck of the dice: ", "Accuracy: "):
        if want not in review_text:
            diag(review_text)
            raise Failure("the review does not say “%s”" % want)
    turns = find_one(review_win, (pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX),
                     lambda n: n == "Turns, with the points each lost")
    if turns is None:
        raise Failure("the review has no list of the turns")
    rows = [turns.getChildAtIndex(i) for i in range(turns.childCount)]
    if len(rows) != 28:
        raise Failure("the review lists %d turns, not 28" % len(rows))
    first = rows[0].description or ""
    if not first.startswith("Throw 1, "):
        raise Failure("the first turn's row does not tell its decisions: “%s”" % first)
    plot = find_one(review_win, (pyatspi.ROLE_IMAGE,), lambda n: n == "Expected final points, turn by turn")
    if plot is None or "Expected final points before each turn" not in (plot.description or ""):
        raise Failure("the review's plot is not described in words")
    ok("the review from the results: the summary, 28 turns whose rows say their decisions "
       "(“%s”), the plot in words" % first.split("\n")[0])
    costly = find_all(review_win, BUTTONS, lambda n: n.startswith("Turn ") and ". Throw " in n)
    if costly:
        do_action(costly[0])
        number = costly[0].name.split(".")[0]
        wait_for("the costliest decision's turn shown",
                 lambda: any(text_of(a).startswith(number + ": ")
                             for a in walk(review_win) if role_of(a) == pyatspi.ROLE_LABEL))
        ok("a costliest decision, “%s”, shows its turn" % costly[0].name[:60])
    else:
        ok("no decision lost 0.05 points: no costliest decisions to show")

    # the same game's review from History
    for w, what in ((review_win, "the review"), (dialog, "the results")):
        close = find_one(w, BUTTONS, lambda n: n == "Close")
        if close is None:
            raise Failure("%s has no Close button" % what)
        do_action(close)
        wait_closed(what, w)
    menu = [b for b in find_all(win, BUTTONS, lambda n: n == "Main Menu") if b.queryAction().nActions > 0]
    if not menu:
        raise Failure("no main menu to open")
    do_action(menu[0])
    history_item = wait_for("the menu's History", lambda: next(
        (a for w in windows(app) for a in walk(w)
         if role_of(a) == pyatspi.ROLE_MENU_ITEM and name_of(a) == "History"), None))
    do_action(history_item)
    scores = wait_for("the History window", lambda: next(
        (w for w in windows(app)
         if any(role_of(a) in (pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX) and name_of(a) == "Finished games, newest first"
                for a in walk(w))), None))
    games = find_one(scores, (pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX), lambda n: n == "Finished games, newest first")
    wait_for("the game in History", lambda: games.childCount > 0)
    games.querySelection().selectChild(0)
    review_item = wait_for("History's Review button", lambda: next(
        (b for b in find_all(scores, BUTTONS, lambda n: n == "Review")
         if pyatspi.STATE_SENSITIVE in b.getState().getStates()), None))
    do_action(review_item)
    history_review, history_text = wait_for("the review from History", review, timeout=60)
    if history_review is review_win:
        raise Failure("History's review is the closed window")
    ok("History → Review: “%s”" % next(t for t in history_text.split("\n") if "decisions against" in t))


def main():
    global app_proc, failed
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
    # a folder of its own for the saved game: a new game, never the user's
    data_dir = tempfile.TemporaryDirectory(prefix="balut-a11y-")
    env["BALUT_DATA_DIR"] = data_dir.name

    print("1..14", flush=True)
    start = time.monotonic()
    app_proc = start_program(binary, env)
    try:
        app = wait_for("the program on the accessibility bus", find_app, timeout=30)
        play(app)
    except Failure as e:
        failed = True
        print("not ok %d - %s" % (n_ok + 1, e), flush=True)
    except Exception as e:
        failed = True
        import traceback
        print("not ok %d - unexpected error: %r" % (n_ok + 1, e), flush=True)
        diag(traceback.format_exc())
    finally:
        if not stop_program(app_proc):
            failed = True
    for what, role in roles_seen.items():
        diag("AT-SPI role of the %s: %s" % (what, role))
    diag("played in %.1f s" % (time.monotonic() - start))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
