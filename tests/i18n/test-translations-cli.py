#!/usr/bin/python3
# test-translations-cli.py — the command line and the printed sheet in
# Danish, German and French: translated, with no English left, columns aligned
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-translations-cli.py --build DIR --records DIR LANG=LOCALE...
#
# Runs the real balut with LANG set (LC_ALL and LANGUAGE removed, as on
# a user's desktop) for: --help, --verify of consistent, unfinished and
# broken records, bad options, and --export-sheet read back with
# pdftotext. Each output must hold the translations of what it shows (the
# categories, the headings) and none of the English pieces the catalogue
# translates (i18n_check.py). The same check on the English output must
# find English: the check can fail.

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from i18n_check import catalogue, english_left  # noqa: E402
from tap import Failure, diag, run_cases  # noqa: E402

CATEGORIES = ["Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"]

args = None
tmp = None


def env_for(locale):
    env = dict(os.environ)
    for var in ("LC_ALL", "LANGUAGE", "LC_MESSAGES"):
        env.pop(var, None)
    env["LANG"] = locale
    env["BALUT_DATA_DIR"] = os.path.join(tmp, "data")
    return env


def balut(locale, *options, status=0):
    proc = subprocess.run([os.environ["BALUT_BIN"], *options], env=env_for(locale),
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=120)
    if status is not None and proc.returncode != status:
        raise Failure("balut %s in %s exited with %d, not %d\n%s%s"
                      % (" ".join(options), locale, proc.returncode, status, proc.stdout, proc.stderr))
    return proc


def record(name):
    """A copy of a test record under a name of no language: the file's
    name is part of the output."""
    copy = os.path.join(tmp, "r%d.json" % (sorted(os.listdir(args.records)).index(name) + 1))
    if not os.path.exists(copy):
        shutil.copyfile(os.path.join(args.records, name), copy)
    return copy


def assert_translated(what, text, cat, wanted):
    """text holds every string of wanted and no English piece."""
    left = english_left(text, cat.english_only())
    if left:
        diag(text)
        raise Failure("%s: English is left: %s" % (what, "; ".join("“%s”" % p for p in left[:12])))
    missing = [w for w in wanted if w not in text]
    if missing:
        diag(text)
        raise Failure("%s: not found: %s" % (what, "; ".join("“%s”" % m for m in missing)))


def case_english_is_found():
    """The check finds English in English output (so it can fail)."""
    cat = catalogue(args.build, args.languages[0][0])
    text = balut("C.UTF-8", "--help").stdout + balut("C.UTF-8", "--verify", record("finished-standard.json")).stdout
    left = english_left(text, cat.english_only())
    if len(left) < 10:
        raise Failure("only %d English pieces found in English output: %s" % (len(left), left))
    return "in English output the check finds %d English pieces, e.g. “%s”" % (len(left), left[0])


def make_cases(lang, locale):
    cat = catalogue(args.build, lang)
    _ = cat.gettext

    def case_help():
        text = balut(locale, "--help").stdout
        wanted = [_("Print the version and exit"), _("Write every recorded game to a JSON file, then exit"),
                  "--verify", "--export-sheet", "--high-scores"]
        assert_translated("%s: balut --help" % lang, text, cat, wanted)
        return "%s: balut --help is translated: “%s”" % (lang, _("Print the version and exit"))

    def case_verify():
        notes = []
        for name in ("finished-standard.json", "finished-jackpot.json", "in-progress-olathe.json"):
            text = balut(locale, "--verify", record(name)).stdout
            wanted = [_(c) for c in CATEGORIES]
            # the players' names are the record's, in no language (a
            # computer player named "Computer" is not English left)
            assert_translated("%s: balut --verify %s" % (lang, name), without_names(text, name), cat, wanted)
            check_columns(text, wanted, lang, name)
            notes.append(text.splitlines()[2])
        return "%s: balut --verify of 3 records is translated, its columns aligned: “%s”" % (lang, notes[0])

    def case_errors():
        runs = [
            (("--verify", record("inconsistent-held-die.json")), 1),
            (("--verify", record("not-json.json")), 2),
            (("--verify", os.path.join(tmp, "missing.json")), 2),
            (("--export-sheet", os.path.join(tmp, "x.txt")), 2),
            (("--players", "3"), 2),
            (("--export-sheet", os.path.join(tmp, "x.pdf"), "--paper", "a5"), 2),
            (("--frobnicate",), 2),
        ]
        lines = []
        for options, status in runs:
            err = balut(locale, *options, status=status).stderr
            assert_translated("%s: balut %s" % (lang, " ".join(options)), err, cat, [])
            lines.append(err.strip().splitlines()[0])
        diag("\n".join(lines))
        return "%s: %d error messages are translated, e.g. “%s”" % (lang, len(runs), lines[0])

    def case_sheet_pdf():
        notes = []
        for name, extra in (("blank", ["--variant", "jackpot", "--players", "2"]),
                            ("filled", ["--record", record("finished-standard.json")])):
            pdf = os.path.join(tmp, "%s-%s.pdf" % (lang, name))
            balut(locale, "--export-sheet", pdf, *extra)
            text = subprocess.run(["pdftotext", "-layout", pdf, "-"], stdout=subprocess.PIPE,
                                  text=True, check=True).stdout
            wanted = [_(c) for c in CATEGORIES] + [_("Score total"), _("Final points"), _("How to score")]
            if name == "filled":
                wanted.append(_("Ranking:"))
            # pdftotext writes no-break spaces (French "Classement :") as spaces
            wanted = [w.replace("\u00a0", " ").replace("\u202f", " ") for w in wanted]
            assert_translated("%s: the %s sheet (pdftotext)" % (lang, name), text, cat, wanted)
            notes.append(name)
        return "%s: blank and filled PDF sheets are translated (%s, %s)" % (lang, _("Score total"), _("Final points"))

    return [case_help, case_verify, case_errors, case_sheet_pdf]


def without_names(text, name):
    """text without the names of the players of the record @name"""
    with open(os.path.join(args.records, name), encoding="utf-8") as f:
        players = json.load(f).get("players", [])
    for player in sorted((p["name"] for p in players), key=len, reverse=True):
        text = re.sub(r"(?<![A-Za-z])%s(?![A-Za-z])" % re.escape(player), " ", text)
    return text


def check_columns(text, labels, lang, name):
    """In each player's table, the first box ends in one column whatever
    the length of the translated category names (the labels are padded by
    display width to the longest)."""
    lines = text.splitlines()
    n_blocks = 0
    for i, line in enumerate(lines):
        if not line.startswith("  " + labels[0] + " "):
            continue
        block = lines[i:i + len(labels)]
        ends = set()
        for label, row in zip(labels, block):
            m = re.match(r"^  %s(\s+)(\S+)" % re.escape(label), row)
            if not m:
                diag("\n".join(block))
                raise Failure("%s %s: expected the row of %s, got “%s”" % (lang, name, label, row))
            ends.add(m.end(2))
        if len(ends) != 1:
            diag("\n".join(block))
            raise Failure("%s %s: the first box does not end in one column: %s" % (lang, name, sorted(ends)))
        n_blocks += 1
    if n_blocks == 0:
        diag(text)
        raise Failure("%s %s: no table of categories found" % (lang, name))


def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    parser.add_argument("--records", required=True)
    parser.add_argument("languages", nargs="+", help="LANG=LOCALE, e.g. da=da_DK.UTF-8")
    args = parser.parse_args()
    args.languages = [tuple(x.split("=", 1)) for x in args.languages]
    tmp = tempfile.mkdtemp(prefix="balut-i18n-cli-")
    os.makedirs(os.path.join(tmp, "data"))
    try:
        cases = [case_english_is_found]
        for lang, locale in args.languages:
            cases += make_cases(lang, locale)
        return run_cases(cases)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
