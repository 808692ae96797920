#!/usr/bin/python3
# test-translations-window.py — the window in Danish and German, as a
# screen reader reads it: translated, with no English left
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-translations-window.py --build DIR LANG=LOCALE...
#   test-translations-window.py --build DIR --session LANG=LOCALE
#
# Starts the real program ($BALUT_BIN) with LANG set (LC_ALL and LANGUAGE
# removed, as on a user's desktop) and reads every accessible name,
# description and text of the window through AT-SPI: before the first
# throw, after a throw with a die held (the dice and the boxes'
# previews), after an entry, and in every window the main menu opens
# (New Game, Export Scoresheet, High Scores, Preferences, Keyboard
# Shortcuts, Rules, About). It checks that
#   - what Balut's catalogue translates shows translated: no English piece
#     of a translated message is left (tests/i18n_check.py);
#   - nothing shows in English that is not in the catalogue at all: the
#     same steps are taken in English, and a text that reads the same in
#     both languages must be one the translators kept on purpose
#     ("Balut", "Jackpot Balut", …), a name, a number or GTK's own.
# Each language, and English, is read by a process of its own (this
# script with --session, which prints what it read as JSON), all at once,
# each on a display and a session bus of its own (isolated.py).
#
# Needs /usr/bin/python3 with pyatspi, the accessibility bus
# (dbus-run-session) and a display, like test-a11y.py.

import argparse
import ctypes
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from atspi_helpers import (CHILD_G_DEBUG, Failure, app_of_process, diag,  # noqa: E402
                           name_of, pyatspi, role_of, wait_closed, wait_for, walk, windows_of)
from i18n_check import Catalogue, catalogue, english_left  # noqa: E402
from tap import run_cases  # noqa: E402


CATEGORIES = ["Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"]
# The windows of the main menu, by the label of their menu item
MENU_WINDOWS = ["_New Game", "_Export Scoresheet…", "_High Scores", "_Preferences", "_Keyboard Shortcuts",
                "_Rules", "_About Balut"]
BUTTONS = (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)

args = None


class Identity:
    """The catalogue of English: every message is itself."""

    def gettext(self, msgid, context=None):
        return msgid

    def ngettext(self, msgid, plural, n):
        return msgid if n == 1 else plural


def plain(label):
    return label.replace("_", "")


class Session:
    """The program running in one language, read through AT-SPI."""

    def __init__(self, locale, cat, gtk):
        self.locale = locale
        self.cat = cat
        self.gtk = gtk
        self.texts = {}          # text -> where it was seen
        self.proc = None
        self.menu = None

    def _(self, msgid, context=None):
        return self.cat.gettext(msgid, context)

    def start(self):
        env = dict(os.environ)
        for var in ("LC_ALL", "LANGUAGE", "LC_MESSAGES"):
            env.pop(var, None)
        env["LANG"] = self.locale
        if CHILD_G_DEBUG is not None:
            env["G_DEBUG"] = CHILD_G_DEBUG
        env.pop("NO_AT_BRIDGE", None)
        env["GTK_A11Y"] = "atspi"
        self.data_dir = tempfile.TemporaryDirectory(prefix="balut-i18n-window-")
        env["BALUT_DATA_DIR"] = self.data_dir.name
        libc = ctypes.CDLL(None, use_errno=True)
        self.proc = subprocess.Popen([os.environ["BALUT_BIN"]], env=env, stdin=subprocess.DEVNULL,
                                     stdout=sys.stderr.fileno(),
                                     preexec_fn=lambda: libc.prctl(1, signal.SIGKILL))
        self.app = wait_for("the program on the accessibility bus", self.find_app, timeout=30)

    def stop(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def find_app(self):
        return app_of_process(self.proc.pid)

    def windows(self):
        return windows_of(self.app)

    def roll_label(self, n):
        return plain(self.cat.ngettext("_Roll (%u throw left)", "_Roll (%u throws left)", n) % n)

    def main_window(self):
        for w in self.windows():
            if self.find(w, BUTTONS, lambda n: n.startswith(self.roll_label(3)) or n.startswith(self.roll_label(2))):
                return w
        return None

    @staticmethod
    def find(root, roles, pred):
        for a in walk(root):
            if role_of(a) in roles and pred(name_of(a)):
                return a
        return None

    def collect(self, root, where):
        for a in walk(root):
            values = [name_of(a)]
            try:
                values.append(a.description or "")
            except Exception:
                pass
            if role_of(a) in (pyatspi.ROLE_LABEL, pyatspi.ROLE_TEXT, pyatspi.ROLE_STATIC):
                try:
                    t = a.queryText()
                    values.append(t.getText(0, t.characterCount))
                except Exception:
                    pass
            for v in values:
                v = v.strip()
                if v:
                    self.texts.setdefault(v, where)

    def button(self, root, label):
        """A button by its label: GTK 4.8 names it by its label and its
        child's text ("_New Game New Game")."""
        want = plain(label)
        return self.find(root, BUTTONS + (pyatspi.ROLE_MENU_ITEM,),
                         lambda n: plain(n) == want or plain(n).startswith(want + " "))

    def do(self, acc):
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if not names:
            raise Failure("“%s” offers no action" % name_of(acc))
        index = next((i for i, n in enumerate(names)
                      if any(p in n.lower() for p in ("click", "activate", "press", "toggle"))), 0)
        if not action.doAction(index):
            raise Failure("the action %s of “%s” failed" % (names[index], name_of(acc)))

    def play(self):
        """Before the first throw, after a throw with a die held, after an
        entry."""
        win = wait_for("the main window", self.main_window)
        self.collect(win, "the window before the first throw")

        roll = wait_for("the Roll button", lambda: self.button(win, self.roll_label(3)))
        self.do(roll)
        wait_for("the first throw", lambda: name_of(roll).startswith(self.roll_label(2)))
        die_prefix = self._("Die %u: %s").split("%u")[0]
        dice = wait_for("the dice", lambda: [a for a in walk(win) if role_of(a) in BUTTONS
                                             and name_of(a).startswith(die_prefix + "1")])
        self.do(dice[0])
        held_suffix = self._("Die %u: %s, held").split("%s")[-1]
        wait_for("die 1 held", lambda: name_of(dice[0]).endswith(held_suffix))
        self.collect(win, "the window after a throw, die 1 held")

        would_score = self._("%s: would score %d").split("%s")[-1].split("%d")[0]
        box = wait_for("a box that would score", lambda: self.find(win, BUTTONS, lambda n: would_score in n))
        before = name_of(box)
        self.do(box)
        wait_for("the entry", lambda: name_of(box) != before)
        self.collect(win, "the window after an entry")
        return win

    def menu_button(self, win):
        """The main menu's button (found once): the button with an action
        named "Main Menu", inside the menu button that holds the menu."""
        if self.menu is None:
            menu_name = self._("Main Menu")
            buttons = [a for a in walk(win) if role_of(a) == pyatspi.ROLE_PUSH_BUTTON and name_of(a) == menu_name]
            for b in buttons:
                try:
                    if b.queryAction().nActions > 0:
                        self.menu = b
                except Exception:
                    continue
            if self.menu is None:
                raise Failure("no “%s” button with an action" % menu_name)
        return self.menu

    def open_from_menu(self, win, label):
        menu_button = self.menu_button(win)
        known = [w for w in self.windows()]
        self.do(menu_button)
        # the menu (a popover) is the menu button's, next to the button
        item = wait_for("the menu item “%s”" % plain(self._(label)),
                        lambda: next((i for i in walk(menu_button.parent)
                                      if role_of(i) == pyatspi.ROLE_MENU_ITEM
                                      and plain(name_of(i)) == plain(self._(label))), None))
        self.do(item)

        def new_window():
            for w in self.windows():
                if any(w == k for k in known):
                    continue
                try:
                    if w.childCount > 0 and role_of(w) in (pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG,
                                                           pyatspi.ROLE_WINDOW, pyatspi.ROLE_FILLER):
                        return w
                except Exception:
                    continue
            return None

        dialog = wait_for("the window of “%s”" % plain(self._(label)), new_window)
        # the header bar's close button (GTK's "Close"), or the dialog's
        # own Cancel or Close
        closers = [self.gtk.gettext("Close"), self._("Close"), plain(self._("_Cancel")), plain(self._("_Close"))]

        def closer(window):
            return self.find(window, (pyatspi.ROLE_PUSH_BUTTON,),
                             lambda n: n in closers or plain(n).split(" ")[0] in closers)

        if label == "_New Game":
            # a game is in play: the dialog opens at once, and its Start
            # asks before the game is lost (issue 27); Cancel there goes
            # back to the dialog
            question = self._("Abandon the game in play?")
            start = wait_for("the Start button of New Game", lambda: self.button(dialog, self._("_Start")))
            known.append(dialog)
            self.do(start)
            prompt = wait_for("the prompt “%s”" % question, new_window)
            cancel = wait_for("the buttons of the prompt “%s”" % question,
                              lambda: self.button(prompt, self._("_Cancel"))
                              if self.button(prompt, self._("_Start New Game")) else None)
            self.collect(prompt, "the prompt “%s”" % question)
            self.do(cancel)
            wait_closed("the prompt “%s” to close" % question, prompt)
        close = wait_for("a button that closes the window “%s” (%s)" % (plain(self._(label)), closers),
                         lambda: closer(dialog))
        self.collect(dialog, "the window “%s”" % plain(self._(label)))
        self.do(close)
        wait_closed("the window “%s” to close" % plain(self._(label)), dialog)
        if any(w == dialog for w in self.windows()):
            raise Failure("the window “%s” is still among the program's windows" % plain(self._(label)))

    def visit_all(self):
        self.start()
        try:
            win = self.play()
            for label in MENU_WINDOWS:
                self.open_from_menu(win, label)
        finally:
            self.stop()


GTK_MO = "/usr/share/locale/%s/LC_MESSAGES/gtk40.mo"
ENGLISH = ("en", "C.UTF-8")


def run_session(lang, locale):
    """--session: the program in one language (en: English, the C
    locale); prints what it read as JSON ({text: where})."""
    if lang == ENGLISH[0]:
        cat = gtk = Identity()
    else:
        cat = catalogue(args.build, lang)
        gtk = Catalogue(GTK_MO % lang) if os.path.exists(GTK_MO % lang) else Identity()
    session = Session(locale, cat, gtk)
    try:
        session.visit_all()
    except Failure as e:
        print(e)
        return 1
    except Exception:
        print(traceback.format_exc())
        return 1
    json.dump(session.texts, sys.stdout, ensure_ascii=False)
    return 0


ISOLATED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "isolated.py")


def can_isolate():
    return all(shutil.which(tool) for tool in ("Xvfb", "dbus-daemon"))


class SessionRun:
    """One language's session, in a process of its own (this script with
    --session) on a display and a session bus of its own (isolated.py:
    Balut is a unique application on its bus), so that the languages and
    English are read at the same time: most of a session is waiting for
    the window (a button acts 250 ms after its AT-SPI action). Without
    Xvfb, on the display given, one after the other."""

    def __init__(self, lang, locale):
        self.lang = lang
        self.out = tempfile.TemporaryFile()
        command = [sys.executable, os.path.abspath(__file__), "--build", args.build,
                   "--session", "%s=%s" % (lang, locale)]
        if can_isolate():
            command = [sys.executable, ISOLATED] + command
        self.proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=self.out)
        self.texts = None
        self.error = None
        if not can_isolate():
            self.finish()

    def finish(self):
        if self.texts is not None or self.error is not None:
            return
        status = self.proc.wait()
        self.out.seek(0)
        output = self.out.read().decode("utf-8", "replace")
        if status != 0:
            self.error = "the %s session failed (status %d): %s" % (self.lang, status, output.strip()[-2000:])
        else:
            try:
                self.texts = json.loads(output)
            except ValueError as e:
                self.error = "the %s session printed no JSON (%s): %s" % (self.lang, e, output[-2000:])

    def result(self):
        if self.error:
            raise Failure(self.error)
        return self.texts


def gtk_fragments(lang):
    """The pieces of GTK's own translations (the About dialog's licence
    text, the shortcuts window's key names): they are GTK's, whatever
    words they share with Balut's English."""
    if not os.path.exists(GTK_MO % lang):
        return []
    pieces = set()
    for _context, _english, translated in Catalogue(GTK_MO % lang).messages:
        for text in translated:
            for piece in re.split(r"%[-.0-9]*[sdu]|<[^>]*>|\n", text):
                piece = piece.strip()
                if len(piece) >= 6:
                    pieces.add(piece)
    return sorted(pieces, key=len, reverse=True)


def without_gtk(text, fragments):
    for piece in fragments:
        if piece in text:
            text = text.replace(piece, " ")
    return text


def kept_on_purpose(cat):
    """Texts that read the same in the language and in English: the
    messages the translators kept."""
    same = set()
    for _context, eng, translated in cat.messages:
        for e, t in zip(eng, translated):
            if plain(e) == plain(t):
                same.add(plain(e))
    return same


ACCEL = re.compile(r"^((Ctrl|Shift|Alt|Super|Strg|Umschalt|Page_Up|Page_Down|Page|Up|Down|Left|Right|Space|"
                   r"Enter|Return|Escape|Esc|Tab|F\d+|[A-Z0-9?,.+–-]|\s)+)$")


def gtk_kept(lang):
    """GTK's own texts that its translation keeps as in English ("System")."""
    if not os.path.exists(GTK_MO % lang):
        return set()
    return {t for _c, e, ts in Catalogue(GTK_MO % lang).messages for t in ts if t in e}


def not_words(text):
    """Numbers, dice, accelerators, GTK's own object names: no language."""
    if not re.search(r"[A-Za-zÀ-ÿ]{2}", text):
        return True
    if text.startswith("Gtk") or ACCEL.match(text):
        return True
    return False


def make_case(lang, runs):
    def case():
        cat = catalogue(args.build, lang)
        texts = runs[lang].result()
        fragments = gtk_fragments(lang)
        everything = "\n".join(without_gtk(t, fragments) for t in texts)

        left = english_left(everything, cat.english_only())
        if left:
            for piece in left[:20]:
                where = next((texts[t] for t in texts if piece in t), "?")
                diag("“%s” in %s" % (piece, where))
            raise Failure("%s: English is left in the window: %s" % (lang, "; ".join(left[:8])))

        # the categories on the sheet; each window's title (its menu item's
        # label without the ellipsis)
        wanted = [cat.gettext(c) for c in CATEGORIES] + [plain(cat.gettext(m)).rstrip("… ") for m in MENU_WINDOWS]
        missing = [w for w in wanted if not any(w in t for t in texts)]
        if missing:
            raise Failure("%s: not shown: %s" % (lang, missing))

        same = kept_on_purpose(cat) | gtk_kept(lang)
        english = runs[ENGLISH[0]].result()
        untranslated = sorted(t for t in texts if t in english and not not_words(t)
                              and plain(t) not in same and t not in ("root",))
        if untranslated:
            for t in untranslated[:20]:
                diag("“%s” in %s" % (t, texts[t]))
            raise Failure("%s: %d texts read the same as in English and are not in the catalogue: %s"
                          % (lang, len(untranslated), "; ".join(untranslated[:6])))
        return ("%s: %d texts of the window and %d of its windows read, all translated (e.g. “%s”)"
                % (lang, len(texts), len(MENU_WINDOWS), cat.gettext("Fours")))
    return case


def main():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    parser.add_argument("--session", help="LANG=LOCALE: read the window in one language, print JSON")
    parser.add_argument("languages", nargs="*", help="LANG=LOCALE, e.g. da=da_DK.UTF-8")
    args = parser.parse_args()
    if args.session:
        return run_session(*args.session.split("=", 1))
    languages = [x.split("=", 1) for x in args.languages]
    runs = {lang: SessionRun(lang, locale) for lang, locale in languages + [ENGLISH]}
    for run in runs.values():
        run.finish()
    return run_cases([make_case(lang, runs) for lang, _locale in languages])


if __name__ == "__main__":
    sys.exit(main())
