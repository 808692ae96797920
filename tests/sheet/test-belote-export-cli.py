#!/usr/bin/python3
# test-belote-export-cli.py — `balut --export-sheet --game belote` as a
# user runs it
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Drives the real program ($BALUT_BIN) and reads what it wrote back with
# poppler's pdftotext and pdfinfo:
#   - blank sheets, 1 to 4 a page, on A4 and Letter, upright and turned:
#     one page of that size, every sheet's title and target (B3), the
#     teams' names given with --names, the date with --date; SVG too;
#   - the sheet of a Belote record (the record says its game; --game
#     belote too): the teams, each deal's running totals and the winner
#     exactly as `balut --verify --json` reports them (B22–B25); a match in
#     progress with its pot (B24); a long match on several pages, as PDF
#     and as one SVG file a page;
#   - bad options: exit status 2, a message on standard error naming the
#     option, and no file written (nor any temporary file).
# The records come from make-belote-record (tests/sheet/make-belote-record.c).
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

PAPER_SIZES = {"a4": (595.276, 841.89), "letter": (612.0, 792.0)}
TITLE = "Belote — Score sheet"

balut = None
make_record = None
child_env = None
tmp_root = None
records = {}


def run(args, cwd=None):
    """Runs a program; returns (status, stdout, stderr) as text."""
    proc = subprocess.run(args, cwd=cwd, env=child_env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def new_dir(name):
    path = os.path.join(tmp_root, name)
    os.mkdir(path)
    return path


def pdf_pages(path):
    """The text of each page (pdftotext -layout)."""
    status, out, err = run(["pdftotext", "-layout", "-enc", "UTF-8", path, "-"])
    if status != 0:
        raise Failure("pdftotext %s: %s" % (path, err))
    pages = out.split("\f")
    if pages and pages[-1].strip() == "":
        pages.pop()
    return pages


def pdf_info(path):
    status, out, err = run(["pdfinfo", path])
    if status != 0:
        raise Failure("pdfinfo %s: %s" % (path, err))
    info = {}
    for line in out.splitlines():
        key, sep, value = line.partition(":")
        if sep:
            info[key.strip()] = value.strip()
    return info


def check_paper(info, paper, landscape):
    m = re.match(r"([\d.]+) x ([\d.]+) pts", info.get("Page size", ""))
    if not m:
        raise Failure("pdfinfo gives no page size: %r" % info.get("Page size"))
    want_w, want_h = PAPER_SIZES[paper]
    if landscape:
        want_w, want_h = want_h, want_w
    if abs(float(m.group(1)) - want_w) > 0.01 or abs(float(m.group(2)) - want_h) > 0.01:
        raise Failure("the pages are %s × %s pt, not %s × %s pt" % (m.group(1), m.group(2), want_w, want_h))


def export(path, *options):
    """balut --export-sheet PATH OPTIONS…: must succeed; returns the number
    of pages the program says it wrote."""
    status, out, err = run([balut, "--export-sheet", path] + list(options))
    if status != 0:
        raise Failure("balut --export-sheet %s %s: exit status %d\n%s" % (path, " ".join(options), status, err))
    m = re.search(r"Wrote .* \((\d+) pages?(, one a file)?\)", out)
    if not m:
        raise Failure("no “Wrote … (N pages)” message: %r" % out)
    return int(m.group(1))


def only_files(directory, names):
    found = sorted(os.listdir(directory))
    if found != sorted(names):
        raise Failure("files in the folder: %s, not %s" % (found, sorted(names)))


def verify(record):
    status, out, err = run([balut, "--verify", record, "--json"])
    if status != 0:
        raise Failure("balut --verify %s: exit status %d\n%s" % (record, status, err))
    report = json.loads(out)
    if not report.get("valid") or report.get("game") != "belote":
        raise Failure("%s is not a valid Belote record: %s" % (record, out[:400]))
    return report


# ------------------------------------------------------------ the cases

def case_blank(per_page, paper, landscape):
    def case():
        directory = new_dir("blank-%d-%s-%d" % (per_page, paper, landscape))
        path = os.path.join(directory, "sheet.pdf")
        options = ["--game", "belote", "--per-page", str(per_page), "--paper", paper]
        if landscape:
            options.append("--landscape")
        if export(path, *options) != 1:
            raise Failure("a blank page said to be more than one page")
        info = pdf_info(path)
        if info.get("Pages") != "1":
            raise Failure("pdfinfo: %s pages" % info.get("Pages"))
        check_paper(info, paper, landscape)
        if info.get("Title") != "Belote — blank score sheet":
            raise Failure("the PDF's title is %r" % info.get("Title"))
        text = pdf_pages(path)[0]
        for word, count in ((TITLE, per_page), ("Target: 501", per_page), ("Us", per_page), ("Them", per_page)):
            found = len(re.findall(r"(?<!\w)%s(?!\w)" % re.escape(word), text))
            if found != count:
                diag(text)
                raise Failure("“%s” %d times on the page, not %d" % (word, found, count))
        only_files(directory, ["sheet.pdf"])
        return "blank, %d a page, %s%s: one page, %d sheets" % (per_page, paper, " landscape" if landscape else "",
                                                                   per_page)
    return case


def case_blank_names_target_date():
    directory = new_dir("blank-names")
    path = os.path.join(directory, "sheet.pdf")
    export(path, "--game", "belote", "--names", "Les Bleus, Søren & Åsa", "--target", "1000",
           "--date", "2026-11-22", "--per-page", "2")
    text = pdf_pages(path)[0]
    for word in ("Les Bleus", "Søren & Åsa", "Target: 1000", "Date: 22 November 2026"):
        if text.count(word) != 2:
            diag(text)
            raise Failure("“%s” is not on both sheets" % word)
    if "Us" in text.split() or "Them" in text.split():
        raise Failure("Us and Them printed beside the teams' names")
    return "--names, --target and --date on every sheet of the page"


def case_blank_svg():
    directory = new_dir("blank-svg")
    path = os.path.join(directory, "sheet.svg")
    export(path, "--game", "belote", "--per-page", "4", "--paper", "letter")
    with open(path, encoding="utf-8") as f:
        svg = f.read()
    if not svg.startswith("<?xml") or "<title>Belote — blank score sheet</title>" not in svg:
        raise Failure("not a titled SVG: %r" % svg[:300])
    if not re.search(r'<svg[^>]*width="612pt"[^>]*height="792pt"', svg):
        raise Failure("the SVG is not a Letter page: %r" % svg[:300])
    only_files(directory, ["sheet.svg"])
    return "a blank page as SVG"


def running_totals(report):
    totals = [0, 0]
    rows = []
    for deal in report["deals"]:
        if deal["result"] == "unfinished":
            continue
        totals = [totals[t] + deal["scored"][t] for t in range(2)]
        rows.append(list(totals))
    return rows


def check_deal_rows(pages, report):
    """Each deal's running totals, in order, on a line of their own."""
    lines = [line.split() for page in pages for line in page.splitlines()]
    at = 0
    for n, (total0, total1) in enumerate(running_totals(report)):
        while at < len(lines):
            words = lines[at]
            at += 1
            if words and words[0] == str(n + 1) and str(total0) in words and str(total1) in words:
                break
        else:
            diag("\n\f".join(pages))
            raise Failure("deal %d with the totals %d and %d is not on the sheet" % (n + 1, total0, total1))


def case_record_pad():
    directory = new_dir("pad")
    path = os.path.join(directory, "match.pdf")
    report = verify(records["pad"])
    # without --game: the record says its game
    if export(path, "--record", records["pad"]) != 1:
        raise Failure("the sheet of a short match on more than one page")
    pages = pdf_pages(path)
    text = pages[0]
    winner = report["winner"]
    totals = report["totals"]
    if winner not in (0, 1):
        raise Failure("make-belote-record's pad match is not finished: %r" % report)
    names = ["Ana & Ben", "Émile & Zoë"]
    line = "Winner: %s, %d to %d" % (names[winner], totals[winner], totals[1 - winner])
    for word in names + [TITLE, "Target: 501 · Family rules", line, "252+81"]:
        if word not in text:
            diag(text)
            raise Failure("“%s” is not on the sheet" % word)
    check_deal_rows(pages, report)
    if pdf_info(path).get("Title") != "Belote — score sheet of Ana & Ben against Émile & Zoë":
        raise Failure("the PDF's title is %r" % pdf_info(path).get("Title"))
    # --game belote says the same
    export(os.path.join(directory, "again.pdf"), "--game", "belote", "--record", records["pad"])
    if pdf_pages(os.path.join(directory, "again.pdf")) != pages:
        raise Failure("--game belote --record and --record alone differ")
    only_files(directory, ["match.pdf", "again.pdf"])
    return "a pad match's sheet: deals, totals and winner as --verify reports them (B22–B25)"


def case_record_in_progress():
    directory = new_dir("in-progress")
    path = os.path.join(directory, "match.pdf")
    report = verify(records["in-progress"])
    export(path, "--game", "belote", "--record", records["in-progress"], "--date", "2026-11-22")
    pages = pdf_pages(path)
    text = pages[0]
    totals = report["totals"]
    for word in ("In progress: Us lead %d to %d" % (totals[0], totals[1]),
                 "Pot: 81, to the winner of the next deal that is not a litige",
                 "Target: 1000 · Tournament rules", "Date: 22 November 2026"):
        if word not in text:
            diag(text)
            raise Failure("“%s” is not on the sheet" % word)
    check_deal_rows(pages, report)
    return "a match in progress: its standing and its pot (B24)"


def case_record_long():
    directory = new_dir("long")
    pdf = os.path.join(directory, "match.pdf")
    svg = os.path.join(directory, "match.svg")
    report = verify(records["played"])
    n_pages = export(pdf, "--record", records["played"], "--paper", "letter")
    if n_pages < 2:
        raise Failure("a match of %d deals on %d page" % (len(report["deals"]), n_pages))
    info = pdf_info(pdf)
    if info.get("Pages") != str(n_pages):
        raise Failure("the program says %d pages, pdfinfo %s" % (n_pages, info.get("Pages")))
    check_paper(info, "letter", False)
    pages = pdf_pages(pdf)
    for k, page in enumerate(pages):
        if "Page %d of %d" % (k + 1, n_pages) not in page:
            diag(page)
            raise Failure("page %d is not numbered" % (k + 1))
        if (k > 0) != ("Brought forward" in page):
            raise Failure("page %d: the totals brought forward %s" % (k + 1, "missing" if k else "on page 1"))
    check_deal_rows(pages, report)
    if "void" not in [deal["result"] for deal in report["deals"]]:
        raise Failure("the long match has no void deal")

    if export(svg, "--record", records["played"], "--paper", "letter") != n_pages:
        raise Failure("the SVG export has another number of pages")
    names = ["match.pdf", "match.svg"] + ["match-%d.svg" % (k + 1) for k in range(1, n_pages)]
    only_files(directory, names)
    return "a long match: %d pages, numbered, totals brought forward, one SVG a page" % n_pages


def case_refused(name, options, words, record=None):
    """Bad options: exit 2, a message naming the option, no file."""
    def case():
        directory = new_dir("refused-%s" % name)
        path = os.path.join(directory, "sheet.pdf")
        args = [balut]
        if "--export-sheet" not in options:
            args += ["--export-sheet", path]
        args += [records.get(o[1:], o) if o.startswith("@") else o for o in options]
        status, out, err = run(args)
        if status != 2:
            raise Failure("%s: exit status %d, not 2\n%s%s" % (" ".join(args), status, out, err))
        if not all(word in err for word in words):
            raise Failure("%s: the message does not say %s: %r" % (" ".join(args), words, err))
        if os.listdir(directory):
            raise Failure("files left: %s" % os.listdir(directory))
        return "refused: %s" % " ".join(options)
    return case


def make_records():
    directory = new_dir("records")
    for name, args in (("pad", ["pad"]), ("in-progress", ["in-progress"]), ("played", ["played", "2026", "30"])):
        path = os.path.join(directory, name + ".json")
        status, out, err = run([make_record] + args + [path])
        if status != 0:
            raise Failure("make-belote-record %s: %s" % (name, err))
        records[name] = path
    # a record that breaks B28: more than 162 points
    with open(records["pad"], encoding="utf-8") as f:
        text = f.read()
    records["broken"] = os.path.join(directory, "broken.json")
    with open(records["broken"], "w", encoding="utf-8") as f:
        f.write(text.replace('"taker_points":100', '"taker_points":200', 1))
    records["empty"] = os.path.join(directory, "empty.json")
    with open(records["empty"], "w", encoding="utf-8") as f:
        f.write("{}")


def main():
    global balut, make_record, child_env, tmp_root

    parser = argparse.ArgumentParser()
    parser.add_argument("--make-record", required=True)
    args = parser.parse_args()
    balut = os.environ["BALUT_BIN"]
    make_record = args.make_record
    child_env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
    tmp_root = tempfile.mkdtemp(prefix="belote-export-cli-")
    try:
        make_records()
        cases = [case_blank(n, paper, landscape)
                 for n in range(1, 5) for paper in ("a4", "letter") for landscape in (False, True)]
        cases += [case_blank_names_target_date, case_blank_svg, case_record_pad, case_record_in_progress,
                  case_record_long]
        refusals = [
            ("per-page-0", ["--game", "belote", "--per-page", "0"], ["--per-page"]),
            ("per-page-5", ["--game", "belote", "--per-page", "5"], ["--per-page"]),
            ("per-page-sign", ["--game", "belote", "--per-page", "+2"], ["--per-page"]),
            ("per-page-word", ["--game", "belote", "--per-page", "two"], ["--per-page"]),
            ("target-500", ["--game", "belote", "--target", "500"], ["--target", "301, 501 or 1000"]),
            ("target-word", ["--game", "belote", "--target", "many"], ["--target"]),
            ("names-one", ["--game", "belote", "--names", "Solo"], ["--names", "two teams"]),
            ("names-three", ["--game", "belote", "--names", "A,B,C"], ["--names", "two teams"]),
            ("names-empty", ["--game", "belote", "--names", "A,"], ["--names"]),
            ("players", ["--game", "belote", "--players", "2"], ["--players"]),
            ("variant", ["--game", "belote", "--variant", "jackpot"], ["--variant"]),
            ("one-per-page", ["--game", "belote", "--one-per-page"], ["--one-per-page"]),
            ("record-per-page", ["--game", "belote", "--record", "@pad", "--per-page", "2"], ["blank sheets"]),
            ("record-target", ["--record", "@pad", "--target", "301"], ["--per-page and --target"]),
            ("record-names", ["--game", "belote", "--record", "@pad", "--names", "A,B"], ["blank sheets"]),
            ("game", ["--game", "chess"], ["--game", "balut or belote"]),
            ("balut-per-page", ["--per-page", "2"], ["--per-page", "--game belote"]),
            ("balut-target", ["--game", "balut", "--target", "501"], ["--target", "--game belote"]),
            ("balut-record", ["--game", "balut", "--record", "@pad"], ["balut:"]),
            ("broken-record", ["--record", "@broken"], ["162"]),
            ("not-a-record", ["--game", "belote", "--record", "@empty"], ["balut:"]),
            ("paper", ["--game", "belote", "--paper", "a3"], ["--paper"]),
            ("file-name", ["--export-sheet", "sheet.txt", "--game", "belote"], [".pdf or .svg"]),
            ("no-file", ["--export-sheet", "--game", "belote"], ["--export-sheet needs a file name"]),
        ]
        cases += [case_refused(name, options, words) for name, options, words in refusals]

        def case_per_page_alone():
            status, out, err = run([balut, "--per-page", "2"])
            if status != 2 or "only go with --export-sheet" not in err:
                raise Failure("balut --per-page 2: exit %d, %r" % (status, err))
            return "refused: --per-page without --export-sheet"
        cases.append(case_per_page_alone)
        return run_cases(cases)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
