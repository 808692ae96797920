#!/usr/bin/python3
# test-export-cli.py — `balut --export-sheet` as a user runs it
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Drives the real program ($BALUT_BIN) and reads what it wrote back with
# poppler's pdftotext and pdfinfo:
#   - every variant × 1, 2 and 8 players × A4 and Letter × blank and filled:
#     every category name (Fours … Balut) on every page, the players' names
#     (or one "Name:" line each), and for a filled sheet each player's score
#     total (R19) and final points (R21) exactly as `balut --verify --json`
#     reports them for the same record, printed as the sheet prints them
#     ("+7", "0", "−2" with U+2212);
#   - the pages: their number (pdfinfo and the program's own message),
#     their size (A4, Letter, turned with --landscape), one per player with
#     --one-per-page, the date given with --date;
#   - the metadata: Title and Creator;
#   - bad options: exit status 2, a message on standard error, and no file
#     written (nor any temporary file).
# The filled sheets come from records of whole games written by
# make-record (tests/sheet/make-record.c: the simple player against a
# careless one, so there are negative points too).
#
# Prints TAP: one "ok N - …" per checked case. Runs with the system
# /usr/bin/python3, standard library only.

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

CATEGORIES = ["Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"]
VARIANTS = ["standard", "jackpot", "olathe"]
PLAYER_COUNTS = [1, 2, 8]
PAPERS = ["a4", "letter"]
# short names that pdftotext cannot mistake for one another; two with
# letters outside ASCII
NAMES = ["Ann", "Søren", "Cyd", "Dora", "Åsa", "Femi", "Gus", "Hiro"]
MINUS = "\u2212"
# points, as the pages show them: at most so many points apart
PAPER_SIZES = {"a4": (595.276, 841.89), "letter": (612.0, 792.0)}

balut = None
make_record = None
child_env = None
tmp_root = None


def run(args, cwd=None, check_status=None):
    """Runs a program; returns (status, stdout, stderr) as text."""
    proc = subprocess.run(args, cwd=cwd, env=child_env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    if check_status is not None and proc.returncode != check_status:
        raise Failure("%s exited with status %d, not %d\nstdout: %s\nstderr: %s"
                      % (" ".join(args), proc.returncode, check_status, out, err))
    return proc.returncode, out, err


def new_dir(name):
    path = os.path.join(tmp_root, name)
    os.mkdir(path)
    return path


def format_points(points):
    """Points as the sheet prints them: "+7", "0", "−2"."""
    if points > 0:
        return "+%d" % points
    if points < 0:
        return "%s%d" % (MINUS, -points)
    return "0"


def format_number(number):
    return "%s%d" % (MINUS, -number) if number < 0 else "%d" % number


def pdf_text(path):
    _, out, _ = run(["pdftotext", "-layout", "-enc", "UTF-8", path, "-"], check_status=0)
    # pages end with a form feed
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages.pop()
    return pages


def pdf_info(path):
    _, out, _ = run(["pdfinfo", path], check_status=0)
    info = {}
    for line in out.splitlines():
        key, sep, value = line.partition(":")
        if sep:
            info[key.strip()] = value.strip()
    return info


def check_page_size(info, paper, landscape):
    m = re.match(r"([\d.]+) x ([\d.]+) pts", info.get("Page size", ""))
    if not m:
        raise Failure("pdfinfo gives no page size: %r" % info.get("Page size"))
    width, height = float(m.group(1)), float(m.group(2))
    want_w, want_h = PAPER_SIZES[paper]
    if landscape:
        want_w, want_h = want_h, want_w
    if abs(width - want_w) > 0.01 or abs(height - want_h) > 0.01:
        raise Failure("the pages are %s × %s pt, not %s × %s pt (%s%s)"
                      % (width, height, want_w, want_h, paper, " landscape" if landscape else ""))


def export(path, *options, cwd=None):
    """balut --export-sheet PATH OPTIONS…: must succeed and write PATH;
    returns the number of pages the program says it wrote."""
    status, out, err = run([balut, "--export-sheet", path] + list(options), cwd=cwd)
    if status != 0:
        raise Failure("balut --export-sheet %s %s: exit status %d\n%s"
                      % (path, " ".join(options), status, err))
    m = re.search(r"Wrote .* \((\d+) pages?\)", out)
    if not m:
        raise Failure("no “Wrote … (N pages)” message: %r" % out)
    with open(path, "rb") as f:
        if f.read(5) != b"%PDF-":
            raise Failure("%s is not a PDF file" % path)
    return int(m.group(1))


def row_values(page, label):
    """The values after LABEL on the first line of PAGE that starts with it
    (the table comes before the rules reference)."""
    for line in page.splitlines():
        stripped = line.strip()
        if stripped.startswith(label):
            return stripped[len(label):].split()
    return None


def players_on_page(page, names):
    """The names on PAGE's name line, left to right."""
    for line in page.splitlines():
        found = [(line.find(n), n) for n in names if re.search(r"(^|\s)%s(\s|$)" % re.escape(n), line)]
        if found:
            return [n for _, n in sorted(found)]
    return []


# ------------------------------------------------------------ the cases

def make_records():
    """One finished game per variant and player count: {(variant, n): path}."""
    records = {}
    directory = new_dir("records")
    for v, variant in enumerate(VARIANTS):
        for n in PLAYER_COUNTS:
            path = os.path.join(directory, "%s-%d.json" % (variant, n))
            run([make_record, variant, str(n), str(100 + 10 * v + n), path] + NAMES[:n], check_status=0)
            records[(variant, n)] = path
    return records


def verify(record):
    _, out, err = run([balut, "--verify", record, "--json"], check_status=0)
    report = json.loads(out)
    if not report.get("valid") or not report.get("finished"):
        raise Failure("%s is not a valid finished game: %s" % (record, out[:400]))
    return report["players"]


def ranking_line(page):
    lines = [line for line in page.splitlines() if "Ranking:" in line]
    return lines[0] if len(lines) == 1 else None


def strip_ranking(page):
    return "\n".join(line for line in page.splitlines() if "Ranking:" not in line)


def check_ranking(page, index, players):
    """The page's ranking line lists every player, best first, with the
    place, final points and score total --verify gives (R22)."""
    line = ranking_line(page)
    if line is None:
        diag(page)
        raise Failure("page %d has no ranking line" % (index + 1))
    line = line[line.index("Ranking:") + len("Ranking:"):]
    # R22: best points first; equal points share a place and are listed
    # by score total, then seat (balut_game_dup_ranking)
    order = sorted(range(len(players)), key=lambda k: (players[k]["place"], -players[k]["total"], k))
    want = "  ".join("%d. %s %s (%d)" % (players[k]["place"], players[k]["name"],
                                         format_number(players[k]["points"]), players[k]["total"])
                     for k in order)
    if " ".join(line.split()) != " ".join(want.split()):
        raise Failure("page %d ranks “%s”; balut --verify gives “%s”" % (index + 1, line.strip(), want))


def case_sheet(variant, n, paper, record=None):
    """One exported sheet, blank (with names for 2 and 8 players, lines
    for 1) or filled from RECORD."""
    directory = new_dir("%s-%d-%s-%s" % (variant, n, paper, "filled" if record else "blank"))
    path = os.path.join(directory, "sheet.pdf")
    if record:
        n_pages = export(path, "--record", record, "--paper", paper)
        names = NAMES[:n]
    elif n == 1:
        n_pages = export(path, "--variant", variant, "--players", "1", "--paper", paper)
        names = []
    else:
        n_pages = export(path, "--variant", variant, "--names", ",".join(NAMES[:n]), "--paper", paper)
        names = NAMES[:n]
    if os.listdir(directory) != ["sheet.pdf"]:
        raise Failure("files beside the sheet: %s" % os.listdir(directory))

    info = pdf_info(path)
    if int(info.get("Pages", "0")) != n_pages:
        raise Failure("pdfinfo counts %s pages, balut said %d" % (info.get("Pages"), n_pages))
    check_page_size(info, paper, False)
    if n == 8 and paper == "a4" and n_pages < 2:
        raise Failure("8 players' columns on one upright A4 page")

    pages = pdf_text(path)
    if len(pages) != n_pages:
        raise Failure("pdftotext finds %d pages, balut said %d" % (len(pages), n_pages))
    if record:
        # a finished game's ranking stands under the title of every page
        # (R22): checked here, then left out of what follows
        players = verify(record)
        for i, page in enumerate(pages):
            check_ranking(page, i, players)
        pages = [strip_ranking(page) for page in pages]
    for i, page in enumerate(pages):
        for category in CATEGORIES:
            # the table and the rules reference
            if len(re.findall(r"(^|\s)%s(\s|$)" % category, page, re.M)) < 2:
                diag(page)
                raise Failure("page %d does not name the category %s twice" % (i + 1, category))
    text = "\n".join(pages)
    if names:
        for name in names:
            if text.count(name) != 1:
                diag(text)
                raise Failure("the name %s is printed %d times" % (name, text.count(name)))
    elif text.count("Name:") != n:
        raise Failure("%d “Name:” lines for %d players" % (text.count("Name:"), n))

    if record:
        if [p["name"] for p in players] != names:
            raise Failure("the record's players are %s" % [p["name"] for p in players])
        seen = []
        for i, page in enumerate(pages):
            order = players_on_page(page, names)
            totals = row_values(page, "Score total")
            finals = row_values(page, "Final points")
            if not order:
                diag(page)
                raise Failure("no names on page %d" % (i + 1))
            want_totals = [format_number(players[names.index(p)]["total"]) for p in order]
            want_finals = [format_points(players[names.index(p)]["points"]) for p in order]
            if totals != want_totals or finals != want_finals:
                diag(page)
                raise Failure("page %d, players %s: the sheet prints score totals %s and final points %s; "
                              "balut --verify says %s and %s"
                              % (i + 1, order, totals, finals, want_totals, want_finals))
            seen += order
        if seen != names:
            raise Failure("the pages show the players %s" % seen)
        return "%s, %d player(s), %s, filled: %d page(s); score totals %s, final points %s as --verify says" % (
            variant, n, paper, n_pages,
            ", ".join(str(p["total"]) for p in players),
            ", ".join(format_points(p["points"]) for p in players))
    return "%s, %d player(s), %s, blank: %d page(s), every category%s" % (
        variant, n, paper, n_pages, ", every name" if names else ", a name line each")


def case_landscape_one_per_page():
    checked = []
    for paper in PAPERS:
        directory = new_dir("turned-" + paper)
        path = os.path.join(directory, "sheet.pdf")
        n_pages = export(path, "--players", "8", "--paper", paper, "--landscape")
        info = pdf_info(path)
        check_page_size(info, paper, True)
        if int(info["Pages"]) != n_pages:
            raise Failure("pdfinfo counts %s pages, balut said %d" % (info["Pages"], n_pages))
        upright = os.path.join(directory, "upright.pdf")
        if export(upright, "--players", "8", "--paper", paper) < n_pages:
            raise Failure("more pages turned than upright on %s" % paper)
        one = os.path.join(directory, "one.pdf")
        if export(one, "--players", "8", "--paper", paper, "--landscape", "--one-per-page") != 8:
            raise Failure("--one-per-page for 8 players does not make 8 pages")
        info = pdf_info(one)
        if info["Pages"] != "8":
            raise Failure("pdfinfo counts %s pages with --one-per-page" % info["Pages"])
        check_page_size(info, paper, True)
        checked.append("%s: %d turned page(s)" % (paper, n_pages))
    return "--landscape turns the pages, --one-per-page makes one page a player (%s)" % "; ".join(checked)


def case_date():
    directory = new_dir("date")
    path = os.path.join(directory, "sheet.pdf")
    export(path, "--date", "2026-11-22", "--paper", "a4")
    text = "\n".join(pdf_text(path))
    # the translatable format "%-d %B %Y", untranslated in C
    if not re.search(r"Date: 22 November 2026\b", text):
        diag(text)
        raise Failure("the date 2026-11-22 is not printed as “Date: 22 November 2026”")
    return "--date 2026-11-22 prints “Date: 22 November 2026” (C locale)"


def case_file_names_outside_ascii(records):
    """File names in other scripts reach the program whole (main() parses
    the options with g_option_context_parse_strv; on Windows from the
    wide command line)"""
    directory = new_dir("mappe på Ærø – ไทย")
    record = os.path.join(directory, "spil på Ærø – ไทย.json")
    shutil.copy(records[("standard", 2)], record)
    path = os.path.join(directory, "ark på Ærø – ไทย.pdf")
    export(path, "--record", record)
    if len(pdf_text(path)) < 1:
        raise Failure("%s has no page" % path)
    status, out, err = run([balut, "--verify", record])
    if status != 0:
        raise Failure("balut --verify %s: exit status %d\n%s" % (record, status, err))
    return "--record, --export-sheet and --verify with “%s” and “%s”" % (
        os.path.basename(record), os.path.basename(path))


def case_metadata(records):
    directory = new_dir("metadata")
    checked = []
    for what, options in [("blank", ["--variant", "jackpot"]),
                          ("filled", ["--record", records[("olathe", 2)]])]:
        path = os.path.join(directory, what + ".pdf")
        export(path, *options)
        info = pdf_info(path)
        title, creator = info.get("Title", ""), info.get("Creator", "")
        if not title or not creator:
            raise Failure("pdfinfo finds no Title or Creator: %r" % info)
        if not creator.startswith("Balut "):
            raise Failure("Creator is %r" % creator)
        label = "Jackpot Balut" if what == "blank" else "Olathe"
        if label not in title:
            raise Failure("the Title %r does not name the variant (%s)" % (title, label))
        checked.append("“%s”" % title)
    return "pdfinfo: Title %s, Creator “%s”" % (" and ".join(checked), creator)


def case_in_progress(source_dir):
    record = os.path.join(source_dir, "..", "balut-game", "records", "in-progress-olathe.json")
    directory = new_dir("in-progress")
    path = os.path.join(directory, "sheet.pdf")
    export(path, "--record", record)
    players = json.loads(run([balut, "--verify", record, "--json"], check_status=0)[1])["players"]
    text = "\n".join(pdf_text(path))
    for p in players:
        if p["name"] not in text:
            raise Failure("%s is not on the sheet of the unfinished game" % p["name"])
    if "Place" in text.split("How to score")[0]:
        raise Failure("an unfinished game's sheet shows places")
    return "the sheet of an unfinished game (tests/balut-game/records/in-progress-olathe.json): names, no places"


# Bad options: (what, arguments); {good}, {corrupt}, … stand for the
# files bad_option_files () writes.
BAD_OPTIONS = [
    ("an unknown variant", ["--export-sheet", "s.pdf", "--variant", "yahtzee"]),
    ("--players 0", ["--export-sheet", "s.pdf", "--players", "0"]),
    ("--players 9", ["--export-sheet", "s.pdf", "--players", "9"]),
    ("--players not a number", ["--export-sheet", "s.pdf", "--players", "two"]),
    ("--players -5", ["--export-sheet", "s.pdf", "--players", "-5"]),
    ("--players -1", ["--export-sheet", "s.pdf", "--players", "-1"]),
    ("--names with an empty name", ["--export-sheet", "s.pdf", "--names", "Ann,,Bo"]),
    ("--names with a blank name", ["--export-sheet", "s.pdf", "--names", "Ann, ,Bo"]),
    ("--names with 9 names", ["--export-sheet", "s.pdf", "--names", "A,B,C,D,E,F,G,H,I"]),
    ("--players 2 with 3 names", ["--export-sheet", "s.pdf", "--players", "2", "--names", "A,B,C"]),
    ("--paper a5", ["--export-sheet", "s.pdf", "--paper", "a5"]),
    ("a file name ending in .png", ["--export-sheet", "s.png"]),
    ("a file name without an extension", ["--export-sheet", "sheet"]),
    ("--record with a missing file", ["--export-sheet", "s.pdf", "--record", "{missing}"]),
    ("--record with a file that is not JSON", ["--export-sheet", "s.pdf", "--record", "{corrupt}"]),
    ("--record with half a record", ["--export-sheet", "s.pdf", "--record", "{truncated}"]),
    ("--record with a record that breaks the rules", ["--export-sheet", "s.pdf", "--record", "{inconsistent}"]),
    ("--record with a directory", ["--export-sheet", "s.pdf", "--record", "{directory}"]),
    ("--record with --variant", ["--export-sheet", "s.pdf", "--record", "{good}", "--variant", "jackpot"]),
    ("--record with --players", ["--export-sheet", "s.pdf", "--record", "{good}", "--players", "2"]),
    ("--record with --names", ["--export-sheet", "s.pdf", "--record", "{good}", "--names", "A,B"]),
    ("a directory that does not exist", ["--export-sheet", "missing/s.pdf"]),
    ("an SVG in a directory that does not exist", ["--export-sheet", "missing/s.svg", "--players", "8"]),
    ("--date 2026-13-40", ["--export-sheet", "s.pdf", "--date", "2026-13-40"]),
    ("--date 2026-02-30", ["--export-sheet", "s.pdf", "--date", "2026-02-30"]),
    ("--date 22.11.2026", ["--export-sheet", "s.pdf", "--date", "22.11.2026"]),
    ("--date -001-01-01", ["--export-sheet", "s.pdf", "--date", "-001-01-01"]),
    ("--date +202-01-01", ["--export-sheet", "s.pdf", "--date", "+202-01-01"]),
    ("--landscape without --export-sheet", ["--landscape"]),
    ("--one-per-page without --export-sheet", ["--one-per-page"]),
    ("--paper without --export-sheet", ["--paper", "a4"]),
    ("--variant without --export-sheet", ["--variant", "jackpot"]),
    ("--players without --export-sheet", ["--players", "2"]),
    ("--names without --export-sheet", ["--names", "A,B"]),
    ("--record without --export-sheet", ["--record", "{good}"]),
    ("--date without --export-sheet", ["--date", "2026-11-22"]),
    ("--export-sheet with --verify", ["--export-sheet", "s.pdf", "--verify", "{good}"]),
    ("--export-sheet with --json", ["--export-sheet", "s.pdf", "--json"]),
]

# Without --paper, the paper of the locale (gtk_paper_size_get_default():
# LC_PAPER with glibc): (environment, the paper)
# (the messages stay English, for export()'s "Wrote …")
DEFAULT_PAPERS = [
    ({"LC_ALL": "C.UTF-8"}, "a4"),
    ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "C.UTF-8"}, "a4"),
    ({"LC_ALL": "en_US.UTF-8"}, "letter"),
    # LC_PAPER alone decides the paper
    ({"LANG": "da_DK.UTF-8", "LC_MESSAGES": "C.UTF-8", "LC_PAPER": "en_US.UTF-8"}, "letter"),
    ({"LANG": "en_US.UTF-8", "LC_PAPER": "da_DK.UTF-8"}, "a4"),
]


def case_default_paper():
    global child_env
    saved = child_env
    checked = []
    try:
        for settings, paper in DEFAULT_PAPERS:
            child_env = dict(saved)
            for name in ("LC_ALL", "LANG", "LC_PAPER", "LC_MESSAGES"):
                child_env.pop(name, None)
            child_env.update(settings)
            path = os.path.join(new_dir("paper-%d" % len(checked)), "sheet.pdf")
            export(path)
            check_page_size(pdf_info(path), paper, False)
            checked.append("%s: %s" % (" ".join("%s=%s" % kv for kv in settings.items()), paper))
    finally:
        child_env = saved
    return "the locale's paper without --paper: " + "; ".join(checked)


bad_files = {}


def bad_option_files(records):
    """The records the bad options use, written once"""
    if bad_files:
        return bad_files
    good = records[("standard", 2)]
    with open(good, encoding="utf-8") as f:
        data = f.read()
    directory = new_dir("bad-records")
    corrupt = os.path.join(directory, "corrupt.json")
    with open(corrupt, "w", encoding="utf-8") as f:
        f.write('{ "format": "balut-record", "version": 1, "variant": ')
    truncated = os.path.join(directory, "truncated.json")
    with open(truncated, "w", encoding="utf-8") as f:
        f.write(data[:len(data) // 2])
    record = json.loads(data)
    record["turns"][0]["box"] = 9      # no category has a box 9
    inconsistent = os.path.join(directory, "inconsistent.json")
    with open(inconsistent, "w", encoding="utf-8") as f:
        json.dump(record, f)
    bad_files.update(good=good, corrupt=corrupt, truncated=truncated, inconsistent=inconsistent,
                     directory=directory, missing=os.path.join(directory, "no-such-record.json"))
    return bad_files


def case_bad_options(index, records):
    description, template = BAD_OPTIONS[index]
    files = bad_option_files(records)
    args = [a.format(**files) for a in template]
    # an empty directory to run in: nothing may appear in it
    directory = new_dir("bad-%d" % index)
    status, out, err = run([balut] + args, cwd=directory)
    if status != 2:
        raise Failure("%s: exit status %d, not 2\nstdout: %s\nstderr: %s" % (description, status, out, err))
    if not err.strip():
        raise Failure("%s: nothing on standard error" % description)
    left = []
    for dirpath, dirnames, filenames in os.walk(directory):
        left += [os.path.join(dirpath, f) for f in filenames + dirnames]
    if left:
        raise Failure("%s: files left: %s" % (description, left))
    return "%s: exit status 2, “%s”, no file" % (description, err.strip().splitlines()[0])


def main():
    global balut, make_record, child_env, tmp_root
    parser = argparse.ArgumentParser()
    parser.add_argument("--make-record", required=True)
    options = parser.parse_args()
    make_record = options.make_record
    balut = os.environ.get("BALUT_BIN")
    source_dir = os.path.dirname(os.path.abspath(__file__))

    cases = []
    missing = [p for p in ("pdftotext", "pdfinfo") if shutil.which(p) is None]
    if not balut:
        print("Bail out! BALUT_BIN is not set")
        return 1
    if missing:
        # poppler-utils is in build-aux/debian-packages.txt: its absence is a
        # broken setup, not a reason to skip
        print("1..1")
        print("not ok 1 - %s not found (install poppler-utils)" % " and ".join(missing))
        return 1

    child_env = dict(os.environ)
    child_env["LC_ALL"] = "C.UTF-8"
    child_env.pop("LANGUAGE", None)

    tmp_root = tempfile.mkdtemp(prefix="balut-export-cli-")
    try:
        records = {}
        cases.append(("make-record writes a finished game for every variant and player count",
                      lambda: (records.update(make_records()),
                               "%d records" % len(records))[1]))
        for variant in VARIANTS:
            for n in PLAYER_COUNTS:
                for paper in PAPERS:
                    cases.append((None, lambda v=variant, n=n, p=paper: case_sheet(v, n, p)))
                    cases.append((None, lambda v=variant, n=n, p=paper: case_sheet(v, n, p, records[(v, n)])))
        cases.append((None, case_landscape_one_per_page))
        cases.append((None, case_date))
        cases.append((None, case_default_paper))
        cases.append((None, lambda: case_file_names_outside_ascii(records)))
        cases.append((None, lambda: case_metadata(records)))
        cases.append((None, lambda: case_in_progress(source_dir)))
        for i in range(len(BAD_OPTIONS)):
            cases.append((None, lambda i=i: case_bad_options(i, records)))

        return run_cases([lambda t=title, f=fn: t + ": " + f() if t else f()
                          for title, fn in cases])
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
