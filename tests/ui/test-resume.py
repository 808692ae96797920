#!/usr/bin/python3
# test-resume.py — the real program killed in the middle of a game, and
# broken saves, seen through AT-SPI
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-resume.py kill [--rounds N] [--thorough-rounds N] [--seed S]
#   test-resume.py bad-data
#
# kill: plays one two-player game of standard Balut in the real program
# ($BALUT_BIN) through AT-SPI actions (Roll, the dice, the sheet's boxes),
# with a seeded script of random actions, and kills it (SIGKILL) at a
# seeded random moment: right after an action was sent (a button's
# click comes 250 ms after its AT-SPI action, as after a key press),
# while it is saved, while the dice roll (one round has the animations
# on), or after it showed. The save as the kill left it must be the state the test saw
# before its last action, or that state with the last action applied:
# never older, never anything else. Then it restarts the program, which
# must ask "Resume the unfinished game?" naming the round, the player and
# the throw; Resume; and the window must show exactly the saved state:
# the status line (player, throw), the round, each die's value and hold
# ("Die 3: five, held"), the throws left on the Roll button, every box of
# every player's sheet (with the scores the boxes of the player in turn
# would take), and each player's points. The expected state comes from
# the save through `balut --verify --json` ("in_play", the boxes, the
# points). 20 kills, then a last start to check the last one.
#
# bad-data: a save of each broken kind (empty, cut in the middle, random
# bytes, a text, another JSON, a newer version, a record that breaks the
# rules, a folder): the program starts a new game, shows the notice (an
# alert with a Close button) saying the saved game could not be read and
# where it was kept, and the file is there, renamed aside, with the same
# bytes.
#
# Prints TAP. Needs /usr/bin/python3 with pyatspi, a display, and a
# session bus with the accessibility bus (dbus-run-session).

import ctypes
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_helpers import (CHILD_G_DEBUG, Failure, app_of_process, diag,  # noqa: E402
                           name_of, pyatspi, role_of, wait_closed, wait_for, walk, windows_of)



NAMES = ["Ann", "Ben"]
CATEGORIES = ["Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"]
CATEGORY_IDS = ["fours", "fives", "sixes", "straight", "full-house", "choice", "balut"]
FACES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
FACE_NAMES = {v: k for k, v in FACES.items()}
SAVE_NAME = "current-game.json"

BUTTONS = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)

n_tests = 0
failed = False


def ok(description):
    global n_tests
    n_tests += 1
    print("ok %d - %s" % (n_tests, description), flush=True)


def not_ok(description):
    global n_tests, failed
    n_tests += 1
    failed = True
    print("not ok %d - %s" % (n_tests, description), flush=True)


def text_of(acc):
    try:
        t = acc.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return name_of(acc)


def label_is(name, label):
    """GTK 4.8 names a button by its label and its child's text: match either."""
    plain = name.replace("_", "")
    return plain == label or plain.startswith(label + " ")


def do_action(acc):
    action = acc.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    for preferred in ("click", "activate", "press", "toggle"):
        for i, n in enumerate(names):
            if preferred in n.lower():
                if not action.doAction(i):
                    raise Failure("action %s of “%s” failed" % (n, name_of(acc)))
                return
    if not names or not action.doAction(0):
        raise Failure("“%s” offers no action" % name_of(acc))


# --------------------------------------------------------------------------
# The program

class Balut:
    """One run of the program, with its own data folder and settings."""

    def __init__(self, data_dir, config_dir, animations=False):
        self.data_dir = data_dir
        settings_dir = os.path.join(config_dir, "glib-2.0", "settings")
        os.makedirs(settings_dir, exist_ok=True)
        with open(os.path.join(settings_dir, "keyfile"), "w") as f:
            f.write("[io/github/balut/Balut]\n"
                    "player-names=['%s', '%s']\n"
                    "player-kinds=['human', 'human']\n"
                    "variant='standard'\n"
                    "animations=%s\n" % (NAMES[0], NAMES[1], "true" if animations else "false"))

        env = dict(os.environ)
        if CHILD_G_DEBUG is not None:
            env["G_DEBUG"] = CHILD_G_DEBUG
        env.pop("NO_AT_BRIDGE", None)
        env["GTK_A11Y"] = "atspi"
        env["BALUT_DATA_DIR"] = data_dir
        env["GSETTINGS_BACKEND"] = "keyfile"
        env["XDG_CONFIG_HOME"] = config_dir
        env["GSK_RENDERER"] = "cairo"
        # the program dies with this script, however it ends
        libc = ctypes.CDLL(None, use_errno=True)
        self.proc = subprocess.Popen([os.environ["BALUT_BIN"]], env=env, stdin=subprocess.DEVNULL,
                                     stdout=sys.stderr.fileno(),
                                     preexec_fn=lambda: libc.prctl(1, signal.SIGKILL))
        self.app = wait_for("the program on the accessibility bus", self.find_app, timeout=60)
        self.win = None
        self.cache = {}

    def find_app(self):
        if self.proc.poll() is not None:
            raise Failure("the program exited with status %s" % self.proc.returncode)
        return app_of_process(self.proc.pid)

    def windows(self):
        return windows_of(self.app)

    def main_window(self):
        for w in self.windows():
            for a in walk(w):
                if role_of(a) == pyatspi.ROLE_PUSH_BUTTON and name_of(a).startswith("Roll"):
                    return w
        return None

    def resume_prompt(self):
        """(dialog, its text) while the prompt is shown."""
        for w in self.windows():
            texts = [text_of(a) for a in walk(w) if role_of(a) == pyatspi.ROLE_LABEL]
            if any("Resume the unfinished game?" in t for t in texts):
                return w, "\n".join(texts)
        return None

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def quit(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    # -- the widgets of the main window, found once ------------------------

    def scan(self):
        self.win = wait_for("the main window", self.main_window)
        found = {"dice": {}, "boxes": {}, "players": []}
        box_re = re.compile(r"^(%s), box ([1-4]): " % "|".join(re.escape(c) for c in CATEGORIES))
        for a in walk(self.win):
            role, name = role_of(a), name_of(a)
            if role == pyatspi.ROLE_PUSH_BUTTON and name.startswith("Roll"):
                found["roll"] = a
            elif role in BUTTONS and re.match(r"^Die [1-5]: ", name):
                found["dice"][int(name[4]) - 1] = a
            elif role in BUTTONS and box_re.match(name):
                m = box_re.match(name)
                found["boxes"][(CATEGORIES.index(m.group(1)), int(m.group(2)) - 1)] = a
            elif role in BUTTONS and re.match(r"^(%s), (-?\d+ points?|no points yet)" % "|".join(NAMES), name):
                found["players"].append(a)
            elif role == pyatspi.ROLE_LABEL:
                t = text_of(a)
                if " — " in t and ("throw" in t or "roll the dice" in t):
                    found["status"] = a
                elif re.match(r"^Round \d+ of \d+$", t):
                    found["round"] = a
        for key in ("roll", "status", "round"):
            if key not in found:
                raise Failure("the window has no %s" % key)
        if len(found["dice"]) != 5 or len(found["boxes"]) != 28 or len(found["players"]) != 2:
            raise Failure("the window has %d dice, %d boxes, %d player buttons"
                          % (len(found["dice"]), len(found["boxes"]), len(found["players"])))
        found["players"].sort(key=lambda a: NAMES.index(name_of(a).split(",")[0]))
        self.cache = found

    def status(self):
        return text_of(self.cache["status"])

    def round_text(self):
        return text_of(self.cache["round"])

    def roll_name(self):
        return name_of(self.cache["roll"])

    def die_names(self):
        return [name_of(self.cache["dice"][i]) for i in range(5)]

    def box_names(self):
        return {k: name_of(a) for k, a in self.cache["boxes"].items()}

    def player_names(self):
        return [name_of(a) for a in self.cache["players"]]


# --------------------------------------------------------------------------
# Game states: the test's own model, and the save as `balut --verify` reads it

def box_score(category, dice):
    counts = {f: dice.count(f) for f in range(1, 7)}
    total = sum(dice)
    if category == 0:
        return 4 * counts[4]
    if category == 1:
        return 5 * counts[5]
    if category == 2:
        return 6 * counts[6]
    if category == 3:
        s = sorted(dice)
        return 15 if s == [1, 2, 3, 4, 5] else 20 if s == [2, 3, 4, 5, 6] else 0
    if category == 4:
        c = sorted(v for v in counts.values() if v)
        return total if c == [2, 3] else 0
    if category == 5:
        return total
    return 20 + total if counts[dice[0]] == 5 else 0


class State:
    """What a player sees: whose turn, which throw, the dice and holds,
    every box of both sheets (None: empty, 0: struck)."""

    def __init__(self):
        self.player = 0
        self.throw = 0
        self.max_throws = 3
        self.dice = None
        self.held = [False] * 5
        self.boxes = {(p, c, b): None for p in range(2) for c in range(7) for b in range(4)}
        self.points = [None, None]
        self.leader = None

    def copy(self):
        s = State()
        s.player, s.throw, s.max_throws = self.player, self.throw, self.max_throws
        s.dice = list(self.dice) if self.dice else None
        s.held = list(self.held)
        s.boxes = dict(self.boxes)
        s.points = list(self.points)
        s.leader = self.leader
        return s

    def n_turns(self):
        return sum(1 for v in self.boxes.values() if v is not None)

    def round(self):
        return min(self.n_turns() // 2 + 1, 28)

    def shown_held(self):
        """The holds as the window shows them: none after the last throw
        (issue 27: nothing can be held then)."""
        return tuple(self.held) if self.throw < self.max_throws else (False,) * 5

    def key(self, with_dice=True, with_boxes=True):
        return (self.player, self.throw, tuple(self.dice) if (self.dice and with_dice) else None,
                self.shown_held(), tuple(sorted(self.boxes.items())) if with_boxes else None)

    def describe(self):
        filled = ", ".join("%s%s%d=%s" % (NAMES[p][0], CATEGORY_IDS[c][:3], b + 1, v)
                           for (p, c, b), v in sorted(self.boxes.items()) if v is not None)
        return ("%s, throw %d, dice %s, held %s; %d boxes: %s"
                % (NAMES[self.player], self.throw, self.dice, "".join("H" if h else "." for h in self.held),
                   self.n_turns(), filled))

    @staticmethod
    def from_save(path):
        out = subprocess.run([os.environ["BALUT_BIN"], "--verify", path, "--json"],
                             capture_output=True, text=True)
        if out.returncode != 0:
            raise Failure("balut --verify %s: status %d: %s" % (path, out.returncode, out.stderr.strip()))
        report = json.loads(out.stdout)
        s = State()
        in_play = report["in_play"]
        if in_play is None:
            raise Failure("the save holds a finished game")
        s.player = in_play["player"]
        s.throw = in_play["throw"]
        s.max_throws = in_play["max_throws"]
        s.dice = in_play["dice"]
        s.held = in_play["held"]
        if in_play["throws_left"] != s.max_throws - s.throw:
            raise Failure("in_play: %d throws left after throw %d of %d"
                          % (in_play["throws_left"], s.throw, s.max_throws))
        for p, player in enumerate(report["players"]):
            if player["name"] != NAMES[p]:
                raise Failure("player %d is “%s”" % (p, player["name"]))
            s.points[p] = player["points"]
        # the leader is marked once a box is filled (R22's ranking)
            for c, cid in enumerate(CATEGORY_IDS):
                for b, v in enumerate(player["categories"][cid]["boxes"]):
                    s.boxes[(p, c, b)] = v
        s.leader = report["ranking"][0] if any(v is not None for v in s.boxes.values()) else None
        return s


def expected_die_name(i, state):
    if state.throw == 0:
        return "Die %d: not thrown yet" % (i + 1)
    return "Die %d: %s%s" % (i + 1, FACE_NAMES[state.dice[i]], ", held" if state.shown_held()[i] else "")


def expected_box_name(p, c, b, state, current_sheet_in_turn):
    name = "%s, box %d: " % (CATEGORIES[c], b + 1)
    v = state.boxes[(p, c, b)]
    if v is not None:
        return name + ("struck" if v == 0 else str(v))
    if current_sheet_in_turn:
        score = box_score(c, state.dice)
        return name + ("would score %d" % score if score > 0 else "would be struck")
    return name + "empty"


def minus(n):
    return "\u2212%d" % -n if n < 0 else "%d" % n


def check_window(balut, state, what):
    """The window shows exactly @state: status, round, dice, Roll, both
    sheets, the players' points."""
    problems = []
    name = NAMES[state.player]
    want_status = ("%s — roll the dice" % name if state.throw == 0
                   else "%s — throw %d of %d" % (name, state.throw, state.max_throws))
    left = state.max_throws - state.throw
    want_roll = ("Roll (no throws left)" if left == 0
                 else "Roll (%d throw%s left)" % (left, "" if left == 1 else "s"))
    # the round, under the variant in the title
    want_round = "Round %d of 28" % state.round()

    def compare(label, got, want):
        if got != want:
            problems.append("%s: “%s”, expected “%s”" % (label, got, want))

    compare("status line", balut.status(), want_status)
    compare("round", balut.round_text(), want_round)
    compare("Roll button", balut.roll_name().replace("_", ""), want_roll)
    for i, got in enumerate(balut.die_names()):
        compare("die %d" % (i + 1), got, expected_die_name(i, state))

    # each player's sheet, shown by its button; the player in turn's last
    for p in [q for q in range(2) if q != state.player] + [state.player]:
        button = balut.cache["players"][p]
        do_action(button)
        in_turn = p == state.player and state.throw > 0
        want = {(c, b): expected_box_name(p, c, b, state, in_turn) for c in range(7) for b in range(4)}
        try:
            wait_for("%s's sheet" % NAMES[p], lambda: balut.box_names() == want, timeout=5)
        except Failure:
            got = balut.box_names()
            for k in sorted(want):
                compare("%s's %s" % (NAMES[p], want[k].split(":")[0]), got[k], want[k])

    # the scoreboard's cells: name, points, score total, the lead, the turn
    for p, got in enumerate(balut.player_names()):
        if state.points[p] is not None:
            entries = any(state.boxes.get((p, c, b)) is not None for c in range(7) for b in range(4))
            want = r"^%s, %s%s%s$" % (
                re.escape(NAMES[p]),
                r"%d points?, score total \d+" % state.points[p] if entries else "no points yet",
                ", in the lead" if p == state.leader else "",
                ", playing now" if p == state.player else "")
            if not re.match(want, got):
                problems.append("player cell %d: “%s”, expected /%s/" % (p + 1, got, want))

    if problems:
        raise Failure("%s: the window does not show the save:\n  %s" % (what, "\n  ".join(problems)))


# --------------------------------------------------------------------------
# Playing through AT-SPI

def read_state(balut, model):
    """The state on the screen for the player in turn (without the boxes:
    the model's are kept; the save and the next start check them)."""
    s = model.copy()
    st = balut.status()
    m = re.match(r"^(\w+) — (?:throw (\d+) of (\d+)|roll the dice)$", st)
    if not m:
        raise Failure("status line “%s”" % st)
    s.player = NAMES.index(m.group(1))
    s.throw = int(m.group(2) or 0)
    dice, held = [], []
    for name in balut.die_names():
        rest = name.split(": ", 1)[1]
        if rest.startswith("not thrown"):
            dice, held = None, [False] * 5
            break
        parts = rest.split(", ")
        dice.append(FACES[parts[0]])
        held.append("held" in parts[1:])
    s.dice, s.held = dice, held
    return s


class Script:
    """The seeded random player: holds, rolls, enters boxes."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, state):
        if state.throw == 0:
            return ("roll",)
        options = []
        left = state.max_throws - state.throw
        if left > 0:
            options += [("hold", i) for i in range(5)]
            if not all(state.held):
                options += [("roll",)] * 3
        # enter less often, so the game lasts the 20 rounds
        if left == 0 or self.rng.random() < 0.25:
            empty = [(c, b) for c in range(7) for b in range(4) if state.boxes[(state.player, c, b)] is None]
            c, b = self.rng.choice(empty)
            options.append(("enter", c, b))
        return self.rng.choice(options)


def apply(state, action):
    """The state after @action, as far as it can be known before it is
    done (a roll's new dice are not): (state, dice known?)."""
    s = state.copy()
    if action[0] == "hold":
        s.held[action[1]] = not s.held[action[1]]
        return s, True
    if action[0] == "roll":
        s.throw += 1
        return s, False
    _, c, b = action
    s.boxes[(s.player, c, b)] = box_score(c, s.dice)
    s.player = 1 - s.player
    s.throw = 0
    s.dice = None
    s.held = [False] * 5
    return s, True


def matches(got, want, dice_known, with_boxes=True):
    if got.key(with_dice=False, with_boxes=with_boxes) != want.key(with_dice=False, with_boxes=with_boxes):
        return False
    if dice_known:
        return got.dice == want.dice
    # a roll: the held dice kept their values
    return all(got.dice[i] == want.dice[i] for i in range(5) if want.held[i]) if want.dice else True


def perform(balut, action):
    if action[0] == "roll":
        do_action(balut.cache["roll"])
    elif action[0] == "hold":
        do_action(balut.cache["dice"][action[1]])
    else:
        do_action(balut.cache["boxes"][(action[1], action[2])])


def wait_shown(balut, model, action, before):
    want, dice_known = apply(before, action)

    def shown():
        s = read_state(balut, model)
        return s if matches(s, want, dice_known, with_boxes=False) else None

    s = wait_for("the window to show %s" % (action,), shown)
    s.boxes = want.boxes
    if action[0] == "roll" and s.dice is None:
        raise Failure("a roll shows no dice")
    return s


def save_path(data_dir):
    return os.path.join(data_dir, SAVE_NAME)


def run_kills(rounds, seed):
    rng = random.Random(seed)
    root = tempfile.mkdtemp(prefix="balut-kill-")
    data_dir = os.path.join(root, "data")
    config_dir = os.path.join(root, "config")
    os.makedirs(data_dir)
    animated_round = rounds // 2
    expected = None          # the state the next start must show (None: a new game)
    stats = {"in flight": 0, "applied": 0, "no save": 0}
    start = time.monotonic()

    try:
        for r in range(rounds + 1):
            last = r == rounds
            animations = r == animated_round
            balut = Balut(data_dir, config_dir, animations=animations)
            try:
                # -- the start: a new game, or the prompt and the saved game
                if expected is None:
                    balut.scan()
                    model = State()
                    check_window(balut, model, "round %d: a new game" % (r + 1))
                    if balut.resume_prompt() is not None:
                        raise Failure("round %d: a resume prompt without a save" % (r + 1))
                else:
                    dialog, text = wait_for("the resume prompt", balut.resume_prompt)
                    where = ("Round %d of 28: %s to roll" % (expected.round(), NAMES[expected.player])
                             if expected.throw == 0 else
                             "Round %d of 28: %s, throw %d of %d"
                             % (expected.round(), NAMES[expected.player], expected.throw, expected.max_throws))
                    for want in ("Balut with Ann, Ben", where):
                        if want not in text:
                            raise Failure("round %d: the prompt does not say “%s”:\n%s" % (r + 1, want, text))
                    resume = None
                    for a in walk(dialog):
                        if role_of(a) == pyatspi.ROLE_PUSH_BUTTON and label_is(name_of(a), "Resume"):
                            resume = a
                    if resume is None:
                        raise Failure("the prompt has no Resume button")
                    do_action(resume)
                    wait_closed("the prompt to go", dialog)
                    if balut.resume_prompt() is not None:
                        raise Failure("round %d: the prompt is still there after Resume" % (r + 1))
                    balut.scan()
                    check_window(balut, expected, "round %d" % (r + 1))
                    model = expected
                    ok("start %d: “%s”; Resume shows the saved game: %s"
                       % (r + 1, where, model.describe()))
                if last:
                    break

                # -- a few actions, the last one maybe not awaited, then the kill
                script = Script(rng)
                n_actions = rng.randint(1, 7)
                await_last = rng.random() < 0.5
                if animations:
                    await_last = False
                for k in range(n_actions):
                    action = script.choose(model)
                    if animations and k == n_actions - 1:
                        action = ("roll",) if model.max_throws - model.throw > 0 and not all(model.held) \
                            else action
                    before = model
                    perform(balut, action)
                    if k < n_actions - 1 or await_last:
                        model = wait_shown(balut, model, action, before)
                if animations:
                    delay = rng.uniform(0.05, 0.35)    # the dice in the air (550 ms)
                else:
                    delay = rng.choice([0, rng.uniform(0, 0.01), rng.uniform(0.01, 0.3)])
                time.sleep(delay)
                balut.kill()

                # -- the save the kill left: the state before the last action, or after it
                path = save_path(data_dir)
                if not os.path.exists(path):
                    if before.n_turns() > 0 or before.throw > 0:
                        raise Failure("round %d: no save after %s" % (r + 1, before.describe()))
                    stats["no save"] += 1
                    expected = None
                    how = "no save yet (killed before the first throw was saved)"
                else:
                    saved = State.from_save(path)
                    after, dice_known = apply(before, action)
                    if matches(saved, after, dice_known):
                        stats["applied"] += 1
                        how = "the save has the last action"
                    elif matches(saved, before, True) and not await_last:
                        stats["in flight"] += 1
                        how = "the save is the state before the last action (killed before it was done and saved)"
                    else:
                        raise Failure("round %d: the save after the kill is\n  %s\nnot\n  %s\nnor\n  %s"
                                      % (r + 1, saved.describe(), before.describe(), after.describe()))
                    expected = saved
                ok("kill %d%s after %d action%s (last %s, %s, %.0f ms later): %s"
                   % (r + 1, " (dice animated)" if animations else "", n_actions,
                      "" if n_actions == 1 else "s", action,
                      "awaited" if await_last else "not awaited", delay * 1000, how))
            finally:
                if balut.proc.poll() is None:
                    balut.quit()
    except Failure as e:
        not_ok(str(e))
    except Exception as e:
        import traceback
        not_ok("unexpected error: %r" % e)
        diag(traceback.format_exc())
    finally:
        shutil.rmtree(root, ignore_errors=True)

    if not failed:
        ok("%d kills: the save had the last action %d times, was the state before it %d times "
           "(killed before it was done and saved), %d times no game was saved yet"
           % (rounds, stats["applied"], stats["in flight"], stats["no save"]))
    diag("%d kills in %.1f s" % (rounds, time.monotonic() - start))
    # the plan last: the number of checks depends on where a failure stops
    print("1..%d" % n_tests, flush=True)


# --------------------------------------------------------------------------
# Broken saves

def broken_kinds(source_dir):
    records = os.path.join(source_dir, "..", "balut-game", "records")
    with open(os.path.join(records, "in-progress-olathe.json"), "rb") as f:
        record = f.read()
    with open(os.path.join(records, "inconsistent-held-die.json"), "rb") as f:
        inconsistent = f.read()
    rng = random.Random(5)
    return [
        ("empty", b"", "The file is empty"),
        ("cut in the middle", record[:len(record) // 2], "not valid JSON"),
        ("random bytes", bytes(rng.randrange(256) for _ in range(3000)), "not a text file"),
        ("a text", b"Groceries:\n- dice\n- a pencil\n", "not valid JSON"),
        ("another JSON", b'{"format": "something-else", "version": 1}\n', "not a Balut record"),
        ("a newer version", record.replace(b'"version": 1', b'"version": 2'), "version 2"),
        ("a record that breaks the rules", inconsistent, "Turn 3"),
        ("a folder", None, "not a regular file"),
    ]


def run_bad_data():
    source_dir = os.path.dirname(os.path.abspath(__file__))
    kinds = broken_kinds(source_dir)
    print("1..%d" % len(kinds), flush=True)
    for what, data, reason in kinds:
        root = tempfile.mkdtemp(prefix="balut-bad-")
        data_dir = os.path.join(root, "data")
        os.makedirs(data_dir)
        path = save_path(data_dir)
        if data is None:
            os.makedirs(os.path.join(path, "inside"))
        else:
            with open(path, "wb") as f:
                f.write(data)
        balut = None
        try:
            balut = Balut(data_dir, os.path.join(root, "config"))
            balut.scan()

            def notice():
                for a in walk(balut.win):
                    if name_of(a).startswith("The saved game could not be resumed"):
                        return a
                return None

            bar = wait_for("the notice", notice)
            message = name_of(bar)
            if role_of(bar) != pyatspi.ROLE_ALERT:
                raise Failure("the notice's role is %s, not alert" % bar.getRoleName())
            if balut.resume_prompt() is not None:
                raise Failure("a resume prompt for a broken save")
            check_window(balut, State(), "a broken save")

            # the scores database lives there too
            names = sorted(n for n in os.listdir(data_dir) if not n.startswith("balut.db"))
            if len(names) != 1 or not re.match(r"^current-game\.json\.broken-\d{8}-\d{6}(-\d+)?$", names[0]):
                raise Failure("the data folder holds %s" % names)
            aside = os.path.join(data_dir, names[0])
            if data is None:
                if not os.path.isdir(os.path.join(aside, "inside")):
                    raise Failure("the folder was not kept whole")
            else:
                with open(aside, "rb") as f:
                    if f.read() != data:
                        raise Failure("the file kept aside does not have the same bytes")
            for want in (aside, reason):
                if want not in message:
                    raise Failure("the notice does not say “%s”: “%s”" % (want, message))
            # its Close button, by name
            close = [a for a in walk(bar) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON and name_of(a) == "Close"]
            if len(close) != 1:
                raise Failure("the notice has no Close button")
            do_action(close[0])
            wait_for("the notice to close", lambda: notice() is None)
            ok("a save that is %s: a new game, the notice “%s” (closed with its Close button), "
               "the file kept aside whole" % (what, message))
        except Failure as e:
            not_ok("a save that is %s: %s" % (what, e))
        finally:
            if balut is not None:
                balut.quit()
            shutil.rmtree(root, ignore_errors=True)


def main():
    if not os.environ.get("BALUT_BIN"):
        print("Bail out! BALUT_BIN is not set")
        return 1
    args = sys.argv[1:]
    if args[:1] == ["kill"]:
        rounds, seed = 20, 2026
        if "--rounds" in args:
            rounds = int(args[args.index("--rounds") + 1])
        # the thorough run (BALUT_TEST_THOROUGH=1: build-aux/test.sh
        # --thorough, CI) kills more often
        if "--thorough-rounds" in args and os.environ.get("BALUT_TEST_THOROUGH") == "1":
            rounds = int(args[args.index("--thorough-rounds") + 1])
        if "--seed" in args:
            seed = int(args[args.index("--seed") + 1])
        run_kills(rounds, seed)
    elif args[:1] == ["bad-data"]:
        run_bad_data()
    else:
        print("usage: test-resume.py kill [--rounds N] [--thorough-rounds N] [--seed S] | bad-data", file=sys.stderr)
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
