#!/usr/bin/python3
# test-belote-match.py — whole Belote matches against the computer played
# through the real window by AT-SPI alone, as a blind player with a
# screen reader plays them (issue 29)
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts the real program as the Belote launcher does (`balut --belote`)
# and plays only through what the window gives to screen readers:
#
# - New Match (the header's button), "Play against the computer", the
#   rules (Family, then Tournament) and the target (501, then 301), Start;
#   the match dealt at start-up is given up when the window asks
#   ("Start New Match").
# - Whose turn it is, read from the window: the bid buttons offered and
#   enabled (B6: "Take the …", "Pass"; B7: the suits but the turned one),
#   the Hint button enabled on the person's turn, South's seat saying "to
#   play"; the hand's cards (push buttons named by the card, ", cannot be
#   played now" and the rules' reason in the description when B12 forbids
#   them).
# - A simple player: takes with the Jack of the turned suit or three of
#   it, names a suit with its Jack in the second round, else passes (and
#   takes once in a match that has not taken yet); plays one of the cards
#   not marked "cannot be played now" (a seeded choice). On its first
#   card with announcements (family rules, B19) the window asks: it
#   declares the first time in a match, then keeps quiet and declares in
#   turn; what it declared is checked in the record.
# - Once a match, a card marked "cannot be played now" is chosen: it is
#   refused, the rules' reason (the card's description, "You must …")
#   is shown beside the hand and said in an alert, and the card stays.
# - After each deal, the explanation ("Deal N: the score", its lines) is
#   read and Next Deal pressed; the window's score sheet (the list's rows,
#   "Totals: …") is read after each deal.
# - At the end: the window's words ("… win the match!", "X to Y, in N
#   deals"), then the store (balut.db): the match is there, with its
#   school, target and mode "play"; `balut --verify --json` of its record
#   says valid and finished, the school, and the totals, the winner and
#   the deals' scores the window showed.
# - A deal by keyboard alone (AT-SPI's keyboard synthesis, no action
#   invoked): Ctrl+N and Return in the dialog, the bid keys (T, P, C, D,
#   H, S), the focus to the hand (Tab when it is elsewhere), Left/Right
#   to a card that may be played, Return; Return on Declare; the deal
#   completes and Return on Next Deal deals the next one.
# - Screenshots of the real window (X's own pixels: ImageMagick's import,
#   the window resized by xdotool) at 1920×1080 in English, light and
#   dark, at 360×640 in English, and at 360×640, 1280×800 and 1920×1080
#   in French, Danish and German, at the person's first move and at the
#   first deal's score (belote-match-*.png beside the other screenshots):
#   the window takes each size (its smallest is not wider), the bid bar's
#   buttons, the hand, the score's lines and Next Deal are inside it and
#   clear of each other (the hand's cards overlap by design).
#
# The computer seats move at the fastest pace the settings give
# (computer-speed "fast", no hold) with animations off: a temporary
# settings file (GSETTINGS_BACKEND=keyfile). Everything waits for the
# window to change (polling AT-SPI), never a fixed time.
#
# Prints TAP. Needs /usr/bin/python3 with pyatspi, a display and a
# session bus with the accessibility bus (tests/ui/isolated.py).

import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_helpers import (CHILD_G_DEBUG, Failure, app_of_process, diag, name_of,  # noqa: E402
                           pyatspi, role_of, start_program, stop_program, wait_closed, wait_for, walk,
                           windows_of)

# the longest one move of the computer, a deal or a window may take on a
# busy machine
MOVE_TIMEOUT = 120.0
SAVE_NAME = "current-belote.json"

n_ok = 0
failed = False


def ok(description):
    global n_ok
    n_ok += 1
    print("ok %d - %s" % (n_ok, description), flush=True)


def not_ok(description):
    global n_ok, failed
    n_ok += 1
    failed = True
    print("not ok %d - %s" % (n_ok, description), flush=True)


def text_of(acc):
    try:
        t = acc.queryText()
        return t.getText(0, t.characterCount)
    except Exception:
        return None


def description_of(acc):
    try:
        return acc.description or ""
    except Exception:
        return ""


def has_state(acc, state):
    try:
        return acc.getState().contains(state)
    except Exception:
        return False


def sensitive(acc):
    return has_state(acc, pyatspi.STATE_SENSITIVE)


def focused(acc):
    return has_state(acc, pyatspi.STATE_FOCUSED)


def children(acc):
    try:
        n = acc.childCount
    except Exception:
        return []
    out = []
    for i in range(n):
        try:
            c = acc.getChildAtIndex(i)
        except Exception:
            continue
        if c is not None:
            out.append(c)
    return out


def do_action(acc, what=None):
    """Invokes the control's action (a click, as a screen reader does)"""
    try:
        action = acc.queryAction()
    except NotImplementedError:
        raise Failure("“%s” offers no action" % name_of(acc))
    names = [action.getName(i) for i in range(action.nActions)]
    for i, n in enumerate(names):
        if n in ("click", "activate", "card.choose", "press", "toggle"):
            if not action.doAction(i):
                raise Failure("the action %s of “%s” failed" % (n, what or name_of(acc)))
            return
    raise Failure("“%s” offers no action to press it (%s)" % (what or name_of(acc), names))


# ------------------------------------------------------------ the keys

CONTROL = 1 << 2   # X's ControlMask
ALT = 1 << 3       # Mod1Mask
KEYSYMS = {"space": 0x20, "Return": 0xff0d, "Escape": 0xff1b, "Tab": 0xff09,
           "Left": 0xff51, "Right": 0xff53, "Home": 0xff50, "End": 0xff57}


def press(name, mask=0):
    """A key pressed and released as a keyboard sends it (XTest)"""
    sym = KEYSYMS[name] if name in KEYSYMS else ord(name)
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        pyatspi.Registry.generateKeyboardEvent(sym, None, pyatspi.KEY_SYM)
    finally:
        if mask:
            pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)


# ------------------------------------------------------------ the cards

RANKS = {"7": "7", "8": "8", "9": "9", "10": "10", "Jack": "J", "Queen": "Q", "King": "K", "Ace": "A"}
SUITS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
SUIT_BUTTONS = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
SUIT_KEYS = {"C": "c", "D": "d", "H": "h", "S": "s"}
CARD_NAME = re.compile(r"^(7|8|9|10|Jack|Queen|King|Ace) of (clubs|diamonds|hearts|spades)$")
ILLEGAL = ", cannot be played now"


def card_code(name):
    """"Jack of hearts" → "JH" (the records' notation)"""
    m = CARD_NAME.match(name)
    if not m:
        raise Failure("a card of the hand is named “%s”" % name)
    return RANKS[m.group(1)] + SUITS[m.group(2)]


class Card:
    def __init__(self, acc):
        self.acc = acc
        name = name_of(acc)
        self.legal = not name.endswith(ILLEGAL)
        self.name = name[:-len(ILLEGAL)] if not self.legal else name
        self.code = card_code(self.name)
        self.why = description_of(acc)

    def __repr__(self):
        return self.code + ("" if self.legal else "!")


# ------------------------------------------------------------ the window

class Table:
    """The Belote window at the card table, as AT-SPI shows it"""

    def __init__(self, app, win):
        self.app = app
        self.win = win
        self.find()

    def find(self):
        self.table = wait_for("the card table in the window",
                              lambda: next((a for a in walk(self.win) if role_of(a) == pyatspi.ROLE_PANEL
                                            and name_of(a) == "Card table"), None), timeout=60)
        # the play page: the table's column and its bars
        page = self.table
        for _ in range(6):
            page = page.parent
            if page is None:
                break
            if any(name_of(a) == "Next Deal" for a in walk(page)):
                break
        self.page = page
        everything = list(walk(self.page))

        def one(what, pred):
            found = [a for a in everything if pred(a)]
            if not found:
                raise Failure("the window has no %s" % what)
            return found[0]

        self.flow = one("bid buttons' box", lambda a: role_of(a) == pyatspi.ROLE_TABLE)
        self.next_deal = one("Next Deal button", lambda a: role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                             and name_of(a) == "Next Deal")
        self.declare = one("Declare button", lambda a: role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                           and name_of(a) == "Declare")
        self.keep_quiet = one("Keep Quiet button", lambda a: role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                              and name_of(a) == "Keep Quiet")
        self.hint = one("Hint button", lambda a: role_of(a) == pyatspi.ROLE_PUSH_BUTTON and name_of(a) == "Hint")
        self.status = one("status line", lambda a: role_of(a) == pyatspi.ROLE_STATUS_BAR)
        # the table's column: the table (in its overlay), the refusal, the
        # status line, the bars
        self.column = self.status.parent.parent
        self.end_new_match = one("New Match button at the end", lambda a: role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                                 and name_of(a) == "New Match")
        # the explanation: its title and lines, above Next Deal
        parts = children(self.next_deal.parent)
        self.explain_title, self.explain_lines = parts[0], parts[1]
        # the end: who won, the detail, the last deal explained
        parts = children(self.end_new_match.parent)
        self.end_label, self.end_detail = parts[0], parts[1]
        # the declarations' question, its check boxes
        parts = children(self.declare.parent.parent)
        self.declare_label, self.declare_checks = parts[0], parts[1]

    # ----- what is shown

    def hand(self):
        return [Card(a) for a in children(self.table) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON]

    def seat(self, prefix):
        return next((a for a in children(self.table) if name_of(a).startswith(prefix)), None)

    def south_to_play(self):
        s = self.seat("South")
        return s is not None and "to play" in description_of(s)

    def bid_buttons(self):
        """The bid buttons offered (their box shows only those)"""
        return [a for a in walk(self.flow) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON]

    def bidding(self):
        offered = [b for b in self.bid_buttons() if sensitive(b)]
        return offered or None

    def explaining(self):
        return sensitive(self.next_deal)

    def over(self):
        return name_of(self.win).endswith("win the match!")

    def playing(self):
        """The person's turn to play a card: the Hint enabled while no
        bid is asked (South's seat says "to play" too)"""
        return sensitive(self.hint) and not self.bidding() and not self.explaining() and not self.over()

    def declaring(self, card):
        """B19's question about @card on screen: the focus on Declare,
        the question naming the card, the card still in the hand"""
        return (focused(self.declare) and (text_of(self.declare_label) or "").startswith(
            "Your first card, the %s: declare" % card.name) and any(c.code == card.code for c in self.hand()))

    def declarable(self):
        return [name_of(a) for a in children(self.declare_checks) if role_of(a) == pyatspi.ROLE_CHECK_BOX]

    def moment(self):
        """What the window waits for: "end", "explain", "bid", "play", or
        None while the computer seats move"""
        if self.over():
            return "end"
        if self.explaining():
            return "explain"
        if self.bidding():
            return "bid"
        if self.playing():
            return "play"
        return None

    def wait_moment(self, what="the person's turn"):
        return wait_for(what, self.moment, timeout=MOVE_TIMEOUT)

    def alerts(self):
        """What is said aloud: the alert over the table (shown again at
        each line said)"""
        return [name_of(a) or text_of(a) for a in walk(self.column) if role_of(a) == pyatspi.ROLE_ALERT]

    def declarations_shown(self):
        """B19, B20: every seat's declarations, shown from the second
        trick on (the label under the status line)"""
        after = False
        for a in children(self.column):
            if a == self.status.parent:
                after = True
            elif after and role_of(a) == pyatspi.ROLE_LABEL and (text_of(a) or "").startswith("Declared: "):
                return text_of(a)
        return None

    def refusal(self):
        """Why the last card was refused, beside the hand: the label
        between the table and the status line, shown only then"""
        for a in children(self.column):
            if role_of(a) == pyatspi.ROLE_LABEL and text_of(a):
                return text_of(a)
            if a == self.status.parent:
                break
        return None

    def rows(self):
        """The score sheet beside the table: its rows as read"""
        rows = {}
        for a in walk(self.win):
            if role_of(a) == pyatspi.ROLE_LIST_ITEM:
                m = re.match(r"^Deal (\d+)\. ", name_of(a))
                if m:
                    rows[int(m.group(1))] = name_of(a)
        return rows


def belote_window(app):
    for w in windows_of(app):
        if name_of(w) == "Belote" or name_of(w).endswith("win the match!"):
            return w
    return None


def toplevel_with_button(app, button):
    for w in windows_of(app):
        for a in walk(w):
            if role_of(a) in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON) and name_of(a) == button:
                return w, a
    return None


def find_button(root, name, roles=(pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON), word=False):
    """The button named @name (with @word: whose name holds that word,
    as GTK 4.8 names a toggle by its group's heading too: "Family
    Rules", "Target 301")"""
    for a in walk(root):
        if role_of(a) in roles and (name_of(a) == name or (word and name in name_of(a).split())):
            return a
    raise Failure("no button “%s” in %s (its buttons: %s)"
                  % (name, name_of(root), ", ".join("%s “%s”" % (a.getRoleName(), name_of(a)) for a in walk(root)
                                                    if role_of(a) in roles)))


# ------------------------------------------------------------ the player

class Player:
    """A simple player: takes with the Jack of the turned suit or three
    of it, names a suit of its Jack in the second round, plays a card it
    may (a seeded choice)"""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.taken = 0
        self.declared = []       # (deal, announcements' names)
        self.kept_quiet = 0
        self.offers = 0
        self.bids = {"take": 0, "suit": 0, "pass": 0}

    def bid(self, offered, hand, deal):
        names = {name_of(b): b for b in offered}
        take = next((n for n in names if n.startswith("Take the ")), None)
        codes = [c.code for c in hand]
        if take is not None:
            turned = card_code(take[len("Take the "):])
            suit = turned[-1]
            mine = [c for c in codes if c[-1] == suit]
            if "J" + suit in codes or len(mine) >= 2 or (self.taken == 0 and deal >= 2):
                return take
            return "Pass"
        for s, button in SUIT_BUTTONS.items():
            if button in names and ("J" + s in codes or (self.taken == 0 and deal >= 3
                                                         and sum(1 for c in codes if c[-1] == s) >= 2)):
                return button
        return "Pass"

    def choose(self, hand):
        legal = [c for c in hand if c.legal]
        if not legal:
            raise Failure("every card of the hand is marked “cannot be played now”: %s" % hand)
        return self.random.choice(legal)

    def declares(self):
        """The first offer of a match declared, then in turn"""
        self.offers += 1
        return self.offers % 2 == 1


# ------------------------------------------------------------ the program

class Program:
    def __init__(self, binary, env):
        self.binary = binary
        self.env = env
        self.proc = None
        self.app = None

    def start(self, args=("--belote",), env=None):
        self.proc = start_program(self.binary, env or self.env, list(args))
        self.app = wait_for("the program on the accessibility bus", lambda: app_of_process(self.proc.pid),
                            timeout=60)
        return self.app

    def window(self):
        return wait_for("the Belote window", lambda: belote_window(self.app), timeout=60)

    def stop(self):
        return stop_program(self.proc)


def verify(binary, env, path):
    out = subprocess.run([binary, "--verify", "--json", path], env=env, capture_output=True, text=True,
                         timeout=120)
    if out.returncode not in (0, 1):
        raise Failure("balut --verify %s failed (%d): %s" % (path, out.returncode, out.stderr))
    return json.loads(out.stdout)


def new_match(program, table, school, target, keyboard=False):
    """New Match → Play against the computer, the rules, the target, Start
    (and Start New Match when a match in play is given up)"""
    app = program.app
    if keyboard:
        press("n", CONTROL)
    else:
        # the header's button (the others stand on pages not shown)
        do_action(next(a for a in walk(table.win) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON
                       and name_of(a) == "New Match" and "Ctrl+N" in description_of(a)))

    def dialog():
        for w in windows_of(app):
            if name_of(w) == "New Belote Match":
                return w
        return None

    dlg = wait_for("the New Match dialog", dialog)
    if keyboard:
        # the defaults are the last match's: Alt+S (_Start) starts
        wait_for("the focus in the New Match dialog", lambda: any(focused(a) for a in walk(dlg)))
        press("s", ALT)
    else:
        for name in ("Play against the computer", school, str(target)):
            button = find_button(dlg, name, word=True)
            if not has_state(button, pyatspi.STATE_CHECKED) and not has_state(button, pyatspi.STATE_PRESSED):
                do_action(button)
            wait_for("“%s” chosen" % name, lambda: has_state(button, pyatspi.STATE_CHECKED)
                     or has_state(button, pyatspi.STATE_PRESSED))
        start = find_button(dlg, "Start")
        do_action(start)
    # a match in play: the window asks before giving it up
    asked = wait_for("the match to start or the question", lambda: ("closed" if has_state(dlg, pyatspi.STATE_DEFUNCT)
                                                                    else toplevel_with_button(app, "Start New Match")))
    if asked != "closed":
        question, button = asked
        if keyboard:
            wait_for("the focus in the question", lambda: any(focused(a) for a in walk(question)))
            press("s", ALT)
        else:
            do_action(button)
        wait_closed("the question to close", question)
        wait_closed("the New Match dialog to close", dlg)
    return dlg


# ------------------------------------------------------------ a match

def play_match(program, table, player, school, target, binary, env, data_dir):
    """Plays a whole match through the window; returns what it showed"""
    deals = 0
    explained = []
    refusal = None
    cards_played = 0
    declare_seen = []
    unexpected_refusals = 0
    # the person's declarations, to be shown at the second trick
    pending_shown = None
    declarations_shown = []
    started = time.monotonic()

    while True:
        moment = table.wait_moment("the person's turn (deal %d)" % (deals + 1))
        if moment == "end":
            break
        if moment == "explain":
            title = wait_for("the deal's score explained", lambda: text_of(table.explain_title))
            lines = text_of(table.explain_lines) or ""
            m = re.match(r"^Deal (\d+): the score$", title)
            if not m or not lines.strip():
                raise Failure("the explanation says “%s” / “%s”" % (title, lines))
            deals = int(m.group(1))
            explained.append((title, lines))
            wait_for("deal %d on the score sheet" % deals,
                                   lambda: (lambda r: r if deals in r and "Being played" not in r[deals] else None)(
                                       table.rows()))
            do_action(table.next_deal)
            wait_for("the next deal", lambda: not table.explaining() or table.over(), timeout=MOVE_TIMEOUT)
            continue
        if moment == "bid":
            offered = table.bidding()
            choice = player.bid(offered, table.hand(), deals + 1)
            button = next(b for b in offered if name_of(b) == choice)
            before = [name_of(b) for b in offered]
            do_action(button)
            if choice != "Pass":
                player.taken += 1
            player.bids["pass" if choice == "Pass" else "take" if choice.startswith("Take") else "suit"] += 1
            # the bid made: the bar goes (or the second round's comes)
            wait_for("the bid “%s” taken" % choice,
                     lambda: [name_of(b) for b in (table.bidding() or [])] != before, timeout=MOVE_TIMEOUT)
            continue
        # the person's card
        hand = table.hand()
        if pending_shown is not None and len(hand) <= 6:
            # B19: what the person declared, shown to all once the second
            # trick has begun (looked at on the person's third card)
            said = table.declarations_shown() or ""
            kinds = [o.split()[0] for o in pending_shown]
            if not said.startswith("Declared: ") or not all(k in said for k in kinds):
                raise Failure("the third trick: the declarations shown are “%s”, not %s"
                              % (said, ", ".join(pending_shown)))
            declarations_shown.append(said)
            pending_shown = None
        if not table.south_to_play():
            # the seat's words may come a moment after the Hint: read again
            wait_for("South's seat to say “to play”", lambda: table.south_to_play() or not table.playing())
            continue
        illegal = [c for c in hand if not c.legal]
        if refusal is None and illegal and table.playing():
            # B12: a card that may not be played, chosen all the same
            card = illegal[0]
            if not card.why.startswith("You "):
                raise Failure("the card “%s” says why it cannot be played: “%s”" % (name_of(card.acc), card.why))
            do_action(card.acc)
            try:
                wait_for("the reason for refusing the %s beside the hand" % card.name,
                         lambda: table.refusal() == card.why)
            except Failure as e:
                raise Failure("%s: “%s” (the card says “%s”)" % (e, table.refusal(), card.why))
            wait_for("the reason said (an alert)", lambda: card.why in table.alerts())
            if not any(c.code == card.code for c in table.hand()):
                raise Failure("the %s was refused but left the hand" % card.name)
            refusal = (card.name, card.why)
            continue
        card = player.choose(hand)
        n_hand = len(hand)
        do_action(card.acc)

        def outcome():
            if not any(c.code == card.code for c in table.hand()):
                return "played"
            if table.declaring(card):
                return "declare"
            if table.refusal():
                return "refused"
            return None

        result = wait_for("the %s played (or the declarations asked)" % card.name, outcome, timeout=MOVE_TIMEOUT)
        if result == "declare":
            offered = table.declarable()
            if not offered:
                raise Failure("the declarations asked with nothing to declare")
            if school != "Family":
                raise Failure("the tournament rules asked to declare %s" % offered)
            declare_seen.append(offered)
            if player.declares():
                do_action(table.declare)
                player.declared.append((deals + 1, offered))
                pending_shown = offered
            else:
                do_action(table.keep_quiet)
                player.kept_quiet += 1
            wait_for("the %s played with the declarations" % card.name,
                     lambda: not any(c.code == card.code for c in table.hand()), timeout=MOVE_TIMEOUT)
        elif result == "refused":
            # read a moment before the hand's marks changed, perhaps:
            # read again, but not over and over
            unexpected_refusals += 1
            diag("the %s, not marked “cannot be played now”, refused: “%s”" % (card.name, table.refusal()))
            if unexpected_refusals > 3:
                raise Failure("cards not marked “cannot be played now” refused: the %s (“%s”)"
                              % (card.name, table.refusal()))
            continue
        cards_played += 1
        if len(table.hand()) >= n_hand and not table.over():
            raise Failure("the hand did not shrink after the %s" % card.name)

    # the end, as the window says it
    won = wait_for("who won", lambda: text_of(table.end_label))
    detail = text_of(table.end_detail) or ""
    m = re.match(r"^(\d+) to (\d+), in (\d+) deals?$", detail)
    if not won.endswith("win the match!") or not m:
        raise Failure("the end says “%s” / “%s”" % (won, detail))
    winner = 0 if won.startswith("Us ") else 1 if won.startswith("Them ") else None
    if winner is None:
        raise Failure("the end names no team: “%s”" % won)
    rows = wait_for("the last deal on the sheet", lambda: (lambda r: r if int(m.group(3)) in r
                                                          and "Being played" not in r[int(m.group(3))]
                                                          else None)(table.rows()))
    n_deals = int(m.group(3))
    foot = re.search(r"Totals: Us (\d+), Them (\d+)\.$", rows[n_deals])
    if not foot:
        raise Failure("the last row says “%s”" % rows[n_deals])
    totals = [int(foot.group(1)), int(foot.group(2))]
    if sorted(totals, reverse=True) != [int(m.group(1)), int(m.group(2))] or totals[winner] != int(m.group(1)):
        raise Failure("the end says “%s %s”, the sheet %s" % (won, detail, totals))
    scored = []
    for k in range(1, n_deals + 1):
        if k not in rows:
            raise Failure("the sheet has no row for deal %d: %s" % (k, sorted(rows)))
        s = re.search(r"Us score (\d+), Them (\d+)\.", rows[k])
        scored.append([int(s.group(1)), int(s.group(2))] if s else None)
    return {
        "won": won, "detail": detail, "winner": winner, "totals": totals, "deals": n_deals, "scored": scored,
        "rows": rows, "explained": explained, "refusal": refusal, "cards": cards_played,
        "declare_seen": declare_seen, "declarations_shown": declarations_shown,
        "seconds": time.monotonic() - started,
    }


def check_record(binary, env, data_dir, shown, school, target, player, n_before, win):
    """The match in the store, and balut --verify --json of its record"""
    db_path = os.path.join(data_dir, "balut.db")
    want_school = school.lower()
    last = {}

    def stored():
        """The store's matches, once this one is there"""
        try:
            db = sqlite3.connect("file:%s?mode=ro" % db_path, uri=True)
            try:
                rows = db.execute("SELECT school, target, mode, total0, total1, winner, deals, record "
                                  "FROM belote_matches ORDER BY id").fetchall()
            finally:
                db.close()
        except sqlite3.Error as e:
            last["error"] = str(e)
            return None
        last["rows"] = [r[:7] for r in rows]
        return rows if any(r[0] == want_school and [r[3], r[4]] == shown["totals"] for r in rows) else None

    try:
        rows = wait_for("the match in the store", stored, timeout=60)
    except Failure as e:
        raise Failure("%s (the store: %s)" % (e, last))
    lost = None
    if len(rows) != n_before + 1:
        # (said once the record itself is checked)
        lost = ("the store holds %d Belote matches after %d played through the window: %s%s"
                % (len(rows), n_before + 1, [r[:7] for r in rows],
                   " (the match recorded before this one was taken out of the store when this one "
                   "was recorded)" if len(rows) == n_before else ""))
    row = rows[-1]
    if (row[0], row[1], row[2]) != (want_school, target, "play"):
        raise Failure("the store says school %s, target %s, mode %s" % row[:3])
    if [row[3], row[4]] != shown["totals"] or row[5] != shown["winner"] or row[6] != shown["deals"]:
        raise Failure("the store says totals %s, winner %s, %s deals; the window %s, %s, %s"
                      % ([row[3], row[4]], row[5], row[6], shown["totals"], shown["winner"], shown["deals"]))
    path = os.path.join(data_dir, "recorded-%s.json" % want_school)
    with open(path, "w", encoding="utf-8") as f:
        f.write(row[7])
    report = verify(binary, env, path)
    if not report.get("valid") or report.get("game") != "belote" or not report.get("finished"):
        raise Failure("balut --verify says %s" % json.dumps(report)[:600])
    if report.get("totals") != shown["totals"] or report.get("winner") != shown["winner"]:
        raise Failure("balut --verify: totals %s, winner %s; the window %s, %s"
                      % (report.get("totals"), report.get("winner"), shown["totals"], shown["winner"]))
    deals = report.get("deals", [])
    if len(deals) != shown["deals"]:
        raise Failure("balut --verify: %d deals; the window %d" % (len(deals), shown["deals"]))
    for k, (d, s) in enumerate(zip(deals, shown["scored"])):
        if s is not None and d.get("scored") != s:
            raise Failure("deal %d: balut --verify scores %s, the window's row “%s”"
                          % (k + 1, d.get("scored"), shown["rows"][k + 1]))
    record = json.loads(row[7])
    # nothing undone, no hint: not assisted
    if record.get("assisted") or report.get("assisted"):
        raise Failure("the match is recorded as assisted, with no hint nor undo asked")
    rules = record.get("rules", {})
    said_school = report.get("school", rules.get("school"))
    if said_school != want_school or rules.get("school") != want_school or rules.get("target") != target:
        raise Failure("the record's rules: %s; balut --verify's school: %s" % (rules, report.get("school")))
    # B19: what the person declared is in the record, with that deal
    for deal_no, offered in player.declared:
        rd = record["deals"][deal_no - 1]
        mine = (rd.get("declarations") or [[]])[0]
        if not mine:
            raise Failure("deal %d: declared %s through the window, the record has %s"
                          % (deal_no, offered, rd.get("declarations")))
    if lost is not None:
        raise Failure("%s; this match's record is right (balut --verify: valid, finished, totals %s)"
                      % (lost, report.get("totals")))
    return report, record


# ------------------------------------------------------------ keyboard only

def keyboard_deal(program, table):
    """A deal by keys alone: nothing invoked through AT-SPI's actions"""
    keys = []
    new_match(program, table, None, None, keyboard=True)
    keys.append("Ctrl+N, Alt+S")
    wait_for("deal 1 of the new match", lambda: "Deal 1." in " ".join(table.rows().get(1, "")
                                                                    for _ in [0]) and not table.explaining())
    player = Player(7)
    bids = cards = 0
    while True:
        moment = table.wait_moment("the person's turn (keyboard)")
        if moment == "explain":
            break
        if moment == "end":
            raise Failure("the match ended within one deal")
        if moment == "bid":
            offered = table.bidding()
            # takes at once: a deal all pass would have no card to play
            choice = next((name_of(b) for b in offered if name_of(b).startswith("Take the ")), None) or \
                player.bid(offered, table.hand(), 3)
            key = "t" if choice.startswith("Take") else "p" if choice == "Pass" else \
                SUIT_KEYS[next(s for s, b in SUIT_BUTTONS.items() if b == choice)]
            before = [name_of(b) for b in offered]
            press(key)
            keys.append(key.upper())
            bids += 1
            wait_for("the bid key %s taken" % key.upper(),
                     lambda: [name_of(b) for b in (table.bidding() or [])] != before, timeout=MOVE_TIMEOUT)
            continue
        # the focus to the hand: it comes there by itself, else Tab
        hand = table.hand()

        def focused_card():
            return next((c for c in table.hand() if focused(c.acc)), None)

        tabs = 0
        while focused_card() is None:
            if tabs > 40:
                raise Failure("40 presses of Tab did not bring the focus to the hand")
            press("Tab")
            tabs += 1
            try:
                wait_for("the focus to move", lambda: focused_card() is not None
                         or any(focused(a) for a in walk(table.win)), timeout=5)
            except Failure:
                pass
        if tabs:
            keys.append("Tab×%d" % tabs)
        # Right or Left to the nearest card that may be played (the
        # hand is read left to right)
        moves = []
        current = focused_card()
        while not current.legal:
            hand = table.hand()
            here = next(i for i, c in enumerate(hand) if c.code == current.code)
            legal = [i for i, c in enumerate(hand) if c.legal]
            if not legal:
                raise Failure("no card of the hand may be played: %s" % hand)
            target = min(legal, key=lambda i: abs(i - here))
            direction = "Right" if target > here else "Left"
            before = current.code
            press(direction)
            moves.append(direction)
            current = wait_for("the focus to move %s from the %s" % (direction, current.name),
                               lambda: (lambda c: c if c is not None and c.code != before else None)(focused_card()),
                               timeout=MOVE_TIMEOUT)
            if len(moves) > 16:
                raise Failure("the arrows never reached a card that may be played: %s" % table.hand())
        if moves:
            keys.append("%s×%d" % (moves[0], len(moves)))
        card = current
        press("Return")
        keys.append("Return")
        result = wait_for("the %s played by Return" % card.name,
                          lambda: "played" if not any(c.code == card.code for c in table.hand())
                          else "declare" if focused(table.declare) else None, timeout=MOVE_TIMEOUT)
        if result == "declare":
            press("Return")
            keys.append("Return (Declare)")
            wait_for("the %s played with the declarations" % card.name,
                     lambda: not any(c.code == card.code for c in table.hand()), timeout=MOVE_TIMEOUT)
        cards += 1
    title = text_of(table.explain_title)
    if cards != 8 or title != "Deal 1: the score":
        raise Failure("the keyboard's deal: %d cards played, the explanation “%s”" % (cards, title))
    wait_for("the focus on Next Deal", lambda: focused(table.next_deal))
    press("Return")
    keys.append("Return (Next Deal)")
    wait_for("deal 2 dealt", lambda: not table.explaining() and 2 in table.rows())
    return bids, cards, keys


# ------------------------------------------------------------ screenshots

def is_card(acc):
    """A card of the hand: its action is card.choose"""
    try:
        action = acc.queryAction()
        return any(action.getName(i) == "card.choose" for i in range(action.nActions))
    except Exception:
        return False


def overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def screenshot_dir():
    build = os.environ.get("G_TEST_BUILDDIR")
    if build:
        d = os.path.join(build, "ui", "screenshots")
    else:
        d = os.path.join(tempfile.gettempdir(), "balut-belote-match-screenshots")
    os.makedirs(d, exist_ok=True)
    return d


def window_xid(pid):
    out = subprocess.run(["xdotool", "search", "--pid", str(pid)],
                         capture_output=True, text=True, timeout=30)
    ids = [int(x) for x in out.stdout.split()]
    # the biggest of the program's visible windows
    best = None
    for xid in ids:
        geo = subprocess.run(["xdotool", "getwindowgeometry", str(xid)], capture_output=True, text=True,
                             timeout=30).stdout
        m = re.search(r"Geometry: (\d+)x(\d+)", geo)
        if m and (best is None or int(m.group(1)) * int(m.group(2)) > best[1]):
            best = (xid, int(m.group(1)) * int(m.group(2)))
    return best[0] if best else None


def geometry(xid):
    geo = subprocess.run(["xdotool", "getwindowgeometry", str(xid)], capture_output=True, text=True,
                         timeout=30).stdout
    m = re.search(r"Geometry: (\d+)x(\d+)", geo)
    return (int(m.group(1)), int(m.group(2))) if m else None


def extents(acc):
    """The control's place in the window (x, y, width, height)"""
    e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (e.x, e.y, e.width, e.height)


def settled_shot(xid, path):
    """The window as X shows it, once two looks in a row are the same
    (the window drawn after its last change)"""
    last = None
    for _ in range(40):
        subprocess.run(["/usr/bin/import", "-window", str(xid), path], check=True, capture_output=True, timeout=120)
        with open(path, "rb") as f:
            data = f.read()
        # PNG's time chunk aside: the pixels' digest
        digest = subprocess.run(["/usr/bin/identify", "-format", "%#", path], capture_output=True, text=True,
                                timeout=120).stdout.strip()
        if digest and digest == last:
            return data
        last = digest
    raise Failure("the window never stopped changing (%s)" % path)


LOOKS = [("en", "C.UTF-8", "dark", [(1920, 1080)]),
         ("en", "C.UTF-8", "light", [(360, 640), (1920, 1080)]),
         ("fr", "fr_FR.UTF-8", "light", [(360, 640), (1280, 800), (1920, 1080)]),
         ("da", "da_DK.UTF-8", "light", [(360, 640), (1280, 800), (1920, 1080)]),
         ("de", "de_DE.UTF-8", "light", [(360, 640), (1280, 800), (1920, 1080)])]


def shoot_sizes(program, win, xid, lang, style, sizes, moment, controls, out_dir, shots, problems):
    """The window at each size: a screenshot; @controls () inside the
    window and clear of each other (but the hand's cards)"""
    for width, height in sizes:
        # asked twice at most: a window going from wide to narrow at once
        # stops at the wide layout's smallest width, then lays itself out
        # narrow (as a window dragged narrower goes on)
        for attempt in range(2):
            before = extents(win)[2:]
            subprocess.run(["xdotool", "windowsize", str(xid), str(width), str(height)], check=True,
                           capture_output=True, timeout=30)
            # GTK has taken the new size (or its smallest): the frame changed
            try:
                wait_for("the window resized to %d×%d" % (width, height), lambda: extents(win)[2:] != before)
            except Failure:
                break
            if geometry(xid) == (width, height):
                break
            if attempt == 0:
                diag("%s %s%s: asked %d×%d, the window took %s first"
                     % (lang, style, moment, width, height, "×".join(map(str, geometry(xid)))))
        name = "belote-match-%s-%dx%d-%s%s" % (lang, width, height, style, moment)
        settled_shot(xid, os.path.join(out_dir, name + ".png"))
        shots.append(name)
        got = geometry(xid)
        if got != (width, height):
            problems.append("%s: the window cannot be %d×%d, it stays %d×%d (its smallest size)"
                            % (name, width, height, got[0], got[1]))
            continue
        outside = []
        boxes = []
        for acc in controls():
            x, y, w, h = extents(acc)
            # (a bar not shown now: no size)
            if w <= 0 or h <= 0:
                continue
            if x < 0 or y < 0 or x + w > width or y + h > height:
                outside.append("“%s” at %d,%d %d×%d" % (name_of(acc) or text_of(acc), x, y, w, h))
            boxes.append((name_of(acc) or text_of(acc), is_card(acc), (x, y, w, h)))
        if outside:
            problems.append("%s: outside the window: %s" % (name, "; ".join(outside)))
        overlaps = []
        for i, (n1, card1, b1) in enumerate(boxes):
            for n2, card2, b2 in boxes[i + 1:]:
                # the hand's cards overlap one another by design
                if not (card1 and card2) and overlap(b1, b2):
                    overlaps.append("“%s” and “%s”" % (n1, n2))
        if overlaps:
            problems.append("%s: overlapping: %s" % (name, "; ".join(overlaps)))


def play_to_explanation(win, flow, table, hint, lang):
    """Plays the deal to its end in any language: the first bid offered
    (Take, or the first suit), a card that may be played (no reason in its
    description), Declare when asked. Returns Next Deal and the score's
    lines, found by the bars' shapes (a label, a label, a button)"""
    stack = flow
    while stack is not None and role_of(stack) != pyatspi.ROLE_SCROLL_PANE:
        stack = stack.parent
    explain = declare = None
    for box in walk(stack):
        kids = children(box)
        roles = [role_of(k) for k in kids]
        if roles == [pyatspi.ROLE_LABEL, pyatspi.ROLE_LABEL, pyatspi.ROLE_PUSH_BUTTON]:
            explain = kids
        elif len(kids) == 3 and roles[0] == pyatspi.ROLE_LABEL and roles[2] == pyatspi.ROLE_PANEL:
            buttons = [k for k in children(kids[2]) if role_of(k) == pyatspi.ROLE_PUSH_BUTTON]
            if len(buttons) == 2:
                declare = buttons[1]
    if explain is None or declare is None:
        raise Failure("%s: the score's bar or the declarations' not found" % lang)
    next_deal = explain[2]
    for _ in range(200):
        moment = wait_for("the person's turn or the deal's end (%s)" % lang, lambda: (
            "end" if sensitive(next_deal) else
            "bid" if any(sensitive(b) for b in walk(flow) if role_of(b) == pyatspi.ROLE_PUSH_BUTTON) else
            "play" if sensitive(hint) else None), timeout=MOVE_TIMEOUT)
        if moment == "end":
            return next_deal, explain[1]
        if moment == "bid":
            offered = [b for b in walk(flow) if role_of(b) == pyatspi.ROLE_PUSH_BUTTON and sensitive(b)]
            before = [name_of(b) for b in offered]
            do_action(offered[0])
            wait_for("the bid taken (%s)" % lang, lambda: [name_of(b) for b in walk(flow)
                                                          if role_of(b) == pyatspi.ROLE_PUSH_BUTTON
                                                          and sensitive(b)] != before, timeout=MOVE_TIMEOUT)
            continue
        if focused(declare):
            do_action(declare)
        else:
            cards = [c for c in children(table) if is_card(c)]
            legal = [c for c in cards if not description_of(c)]
            if not legal:
                continue
            chosen = name_of(legal[0])
            do_action(legal[0])
            try:
                wait_for("the %s played (%s)" % (chosen, lang), lambda: focused(declare) or not any(
                    name_of(c) == chosen for c in children(table) if is_card(c)), timeout=MOVE_TIMEOUT)
            except Failure:
                pass
    raise Failure("%s: the deal did not end" % lang)


def screenshots(binary, base_env, config_base):
    """Each look: the window at each size, at the person's first move
    and at the first deal's score; yields (look, the shots' names, what is
    wrong)"""
    out_dir = screenshot_dir()
    for lang, locale, style, sizes in LOOKS:
        env = dict(base_env)
        env.pop("LC_ALL", None)
        env.pop("LANGUAGE", None)
        env["LANG"] = locale
        config = os.path.join(config_base, "%s-%s" % (lang, style))
        write_settings(config, {"color-scheme": "'%s'" % style})
        env["XDG_CONFIG_HOME"] = config
        data = tempfile.mkdtemp(prefix="balut-belote-match-shots-")
        env["BALUT_DATA_DIR"] = data
        program = Program(binary, env)
        app = program.start(env=env)
        shots = []
        problems = []
        try:
            win = wait_for("the window (%s)" % lang, lambda: next((w for w in windows_of(app) if name_of(w)), None),
                           timeout=60)
            flow = wait_for("the bid bar (%s)" % lang, lambda: next((a for a in walk(win)
                                                                     if role_of(a) == pyatspi.ROLE_TABLE), None))
            # the card table: the panel holding the hand's cards
            table = wait_for("the hand (%s)" % lang, lambda: next(
                (a for a in walk(win) if role_of(a) == pyatspi.ROLE_PANEL
                 and any(role_of(c) == pyatspi.ROLE_PUSH_BUTTON and is_card(c) for c in children(a))), None))
            # the status line's row holds the Hint
            status = next(a for a in walk(win) if role_of(a) == pyatspi.ROLE_STATUS_BAR)
            hint = next(a for a in children(status.parent) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON)
            # the person's first move: the bid bar's buttons or the Hint enabled
            wait_for("the person's turn (%s)" % lang, lambda: sensitive(hint) or [
                b for b in walk(flow) if role_of(b) == pyatspi.ROLE_PUSH_BUTTON and sensitive(b)],
                timeout=MOVE_TIMEOUT)
            xid = wait_for("the window's X id", lambda: window_xid(program.proc.pid))

            def bid_and_hand():
                return [b for b in walk(flow) if role_of(b) == pyatspi.ROLE_PUSH_BUTTON] + \
                    [c for c in children(table) if role_of(c) == pyatspi.ROLE_PUSH_BUTTON]

            shoot_sizes(program, win, xid, lang, style, sizes, "", bid_and_hand, out_dir, shots, problems)

            # the deal played to its end: the score explained at each size
            next_deal, lines = play_to_explanation(win, flow, table, hint, lang)

            def explanation():
                return [lines, next_deal]

            shoot_sizes(program, win, xid, lang, style, sizes, "-score", explanation, out_dir, shots, problems)
        except Failure as e:
            problems.append(str(e))
        finally:
            program.stop()
            shutil.rmtree(data, ignore_errors=True)
        yield "%s %s" % (lang, style), out_dir, shots, problems


# ------------------------------------------------------------ the test

SETTINGS = {
    # the fastest pace the settings give, no hold, no animation
    "computer-speed": "'fast'",
    "hold-computer-entries": "false",
    "animations": "false",
    "belote-mode": "'play'",
    # the match dealt at start-up: tournament rules, to 1000 (the New
    # Match dialog changes both)
    "belote-school": "'tournament'",
    "belote-target": "1000",
    "belote-player-name": "'Ana'",
}


def write_settings(config_dir, extra=None):
    settings_dir = os.path.join(config_dir, "glib-2.0", "settings")
    os.makedirs(settings_dir, exist_ok=True)
    values = dict(SETTINGS)
    values.update(extra or {})
    with open(os.path.join(settings_dir, "keyfile"), "w") as f:
        f.write("[io/github/balut/Balut]\n")
        for k, v in values.items():
            f.write("%s=%s\n" % (k, v))


def play_school(program, table, binary, env, data_dir, seed, school, target, n_before):
    """One whole match of @school to @target; returns the matches now
    in the store"""
    player = Player(seed + target)
    new_match(program, table, school, target)
    heading = "Match to %d · %s rules" % (target, school.lower())
    try:
        wait_for("the new match's rules on the sheet", lambda: any(name_of(a) == heading
                                                                   for a in walk(table.win)))
    except Failure as e:
        raise Failure("%s: “%s” (its words: %s; the windows: %s)"
                      % (e, heading, [name_of(a) for a in walk(table.win) if name_of(a).startswith("Match")],
                         [name_of(w) for w in windows_of(program.app)]))
    shown = play_match(program, table, player, school, target, binary, env, data_dir)
    if shown["refusal"] is None:
        diag("no card was ever marked “cannot be played now” on the person's turn in this match")
    else:
        ok("%s: the %s, marked “cannot be played now”, refused: “%s” shown beside the hand and said "
           "in an alert; the card stays in the hand" % (school, shown["refusal"][0], shown["refusal"][1]))
    if school == "Family":
        if not shown["declare_seen"]:
            diag("the family match never asked the person to declare (no announcement dealt to South)")
        elif not player.declared:
            raise Failure("asked to declare %d times, declared nothing" % len(shown["declare_seen"]))
        else:
            ok("B19 asked %d time(s) (%s); declared %s, kept quiet %d time(s); shown to all from the second trick: "
               "“%s”" % (len(shown["declare_seen"]), "; ".join(", ".join(o) for o in shown["declare_seen"]),
                         "; ".join("deal %d: %s" % (d, ", ".join(o)) for d, o in player.declared),
                         player.kept_quiet, "”, “".join(shown["declarations_shown"])))
    ok("%s to %d played through the window: %d deals, the person's bids (%d takes, %d suits named, %d passes) "
       "and %d cards, every deal explained (the last: “%s”); “%s %s”, the sheet's totals Us %d, Them %d (%.0f s)"
       % (school, target, shown["deals"], player.bids["take"], player.bids["suit"], player.bids["pass"],
          shown["cards"],
          shown["explained"][-1][1].splitlines()[0] if shown["explained"] else "",
          shown["won"], shown["detail"], shown["totals"][0], shown["totals"][1], shown["seconds"]))
    report, record = check_record(binary, env, data_dir, shown, school, target, player, n_before, table.win)
    ok("%s: the store holds the match (%s, to %d, played); balut --verify --json of its record: valid, "
       "finished, school %s, totals %s, winner %d, %d deals scored as the sheet showed"
       % (school, school.lower(), target, record["rules"]["school"], report["totals"], report["winner"],
          len(report["deals"])))
    return n_before + 1


def run(binary, env, data_dir, config_dir, seed, parts):
    write_settings(config_dir)
    env["XDG_CONFIG_HOME"] = config_dir
    program = Program(binary, env)
    program.start()
    win = program.window()
    table = Table(program.app, win)
    ok("balut --belote opens the card table: %s; South's seat “%s”"
       % (description_of(table.table), name_of(table.seat("South"))))

    n_before = 0
    if parts & {"matches", "family", "tournament"}:
        for school, target in (("Family", 501), ("Tournament", 301)):
            if "matches" not in parts and school.lower() not in parts:
                continue
            try:
                n_before = play_school(program, table, binary, env, data_dir, seed, school, target, n_before)
            except Failure as e:
                not_ok("%s to %d: %s" % (school, target, e))
                n_before += 1
                if program.proc.poll() is not None:
                    raise Failure("the program exited (status %s)" % program.proc.returncode)

    if "keyboard" in parts:
        try:
            bids, cards, keys = keyboard_deal(program, table)
            ok("a deal by keyboard alone: %d bids by their keys, %d cards by the arrows and Return, Return on "
               "Next Deal deals the next (keys: %s)" % (bids, cards, ", ".join(keys)))
        except Failure as e:
            not_ok("a deal by keyboard alone: %s" % e)

    if not program.stop():
        raise Failure("the program had exited by itself")

    if "screenshots" in parts:
        if shutil.which("xdotool") is None or not os.path.exists("/usr/bin/import"):
            raise Failure("xdotool or ImageMagick's import is missing (build-aux/debian-packages.txt lists them)")
        for look, out_dir, shots, problems in screenshots(binary, env, os.path.join(config_dir, "looks")):
            if problems:
                not_ok("%s: %s (screenshots in %s)" % (look, "; ".join(problems), out_dir))
            else:
                ok("%s: %s in %s; the bid bar and the hand inside the window in each"
                   % (look, ", ".join(shots), out_dir))


def main():
    binary = os.environ.get("BALUT_BIN")
    if not binary:
        print("Bail out! BALUT_BIN is not set")
        return 1
    args = sys.argv[1:]
    seed = int(os.environ.get("BALUT_TEST_SEED", "0")) or random.SystemRandom().randrange(1, 1 << 30)
    parts = set(args) if args else {"matches", "keyboard", "screenshots"}
    diag("the player's seed: %d (BALUT_TEST_SEED=%d plays the same choices; the deals are the program's own)"
         % (seed, seed))
    env = dict(os.environ)
    if CHILD_G_DEBUG is not None:
        env["G_DEBUG"] = CHILD_G_DEBUG
    env.pop("NO_AT_BRIDGE", None)
    env["GTK_A11Y"] = "atspi"
    env["GSETTINGS_BACKEND"] = "keyfile"
    data_dir = tempfile.TemporaryDirectory(prefix="balut-belote-match-")
    config_dir = tempfile.TemporaryDirectory(prefix="balut-belote-match-config-")
    env["BALUT_DATA_DIR"] = data_dir.name

    try:
        run(binary, env, data_dir.name, config_dir.name, seed, parts)
    except Failure as e:
        not_ok(str(e))
    except Exception as e:
        import traceback
        not_ok("unexpected error: %r" % e)
        diag(traceback.format_exc())
    print("1..%d" % n_ok, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
