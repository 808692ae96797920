#!/usr/bin/python3
# test-sim.py — `balut-sim` as a user runs it
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Drives the real simulator (--sim) and checks what it says against the
# real `balut --verify --json` ($BALUT_BIN):
#   - every level × every variant plays whole games: each record it
#     writes is valid and finished (R3: 28 turns a player, J1: 34 in
#     Jackpot Balut, O1 the fixed order, R1/O2 the throws, J3 — all
#     checked by --verify), and its final points (R21), score total (R19,
#     J7), bracket (R20), Baluts (R18) and places (R22) are the ones the
#     simulator printed for that game; the summary agrees with the games;
#   - the seed of game n is splitmix64 (splitmix64 (S) + n − 1) kept to
#     53 bits, so that seeds S and S + 1 share no game;
#   - the same seed gives the same output and the same records with 1, 2
#     and 3 threads; another seed gives other games;
#   - --versus: the seats turn every game, the win shares (a first place
#     shared by k counts 1/k) add up to the number of games, the places
#     and winners agree with --verify, reproducible over threads;
#   - bad options: exit status 2 (1 for a folder or file that cannot be
#     written), a message on standard error, nothing on standard output.
#
# Prints TAP: one "ok N - …" per case. Standard library only.

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, run_cases  # noqa: E402

LEVELS = ["beginner", "casual", "strong", "expert"]
VARIANTS = ["standard", "jackpot", "olathe"]
TURNS = {"standard": 28, "jackpot": 34, "olathe": 28}      # R3, J1
MAX_THROWS = {"standard": 3, "jackpot": 3, "olathe": 5}    # R1, O2
CONDITIONS = ["fours", "fives", "sixes", "straight", "full-house", "choice"]
MAX_SEED = (1 << 53) - 1
# the thorough run (BALUT_TEST_THOROUGH=1: build-aux/test.sh --thorough,
# CI) plays the long batches whole
THOROUGH = os.environ.get("BALUT_TEST_THOROUGH") == "1"

sim = None
balut = None
child_env = None
tmp_root = None


def run(args, cwd=None):
    """Runs a program; returns (status, stdout, stderr) as text."""
    proc = subprocess.run(args, cwd=cwd, env=child_env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def run_sim(*args, cwd=None):
    status, out, err = run([sim] + list(args), cwd=cwd)
    if status != 0:
        raise Failure("balut-sim %s: exit status %d\nstdout: %s\nstderr: %s"
                      % (" ".join(args), status, out, err))
    return out


def sim_json(*args, cwd=None):
    out = run_sim(*(list(args) + ["--json", "--per-game"]), cwd=cwd)
    try:
        return json.loads(out)
    except ValueError as e:
        raise Failure("balut-sim %s: not JSON (%s)\n%s" % (" ".join(args), e, out))


def verify(record):
    status, out, err = run([balut, "--verify", record, "--json"])
    if status != 0:
        raise Failure("balut --verify %s: exit status %d\n%s\n%s" % (record, status, out, err))
    return json.loads(out)


def new_dir(name):
    path = os.path.join(tmp_root, name)
    os.mkdir(path)
    return path


def expect(condition, message):
    if not condition:
        raise Failure(message)


def close(a, b, eps=1e-9):
    return abs(a - b) <= eps * max(1.0, abs(a), abs(b))


def splitmix64(x):
    mask = (1 << 64) - 1
    x = (x + 0x9e3779b97f4a7c15) & mask
    x = ((x ^ (x >> 30)) * 0xbf58476d1ce4e5b9) & mask
    x = ((x ^ (x >> 27)) * 0x94d049bb133111eb) & mask
    return x ^ (x >> 31)


def game_seed(seed, index):
    return splitmix64((splitmix64(seed) + index) & ((1 << 64) - 1)) & MAX_SEED


def without_timing(result):
    """What must not depend on the threads: all but the timing and the
    records' folder (each run writes its own)."""
    result = dict(result)
    result.pop("timing")
    records = result.pop("records")
    result["kept"] = records["kept"] if records else None
    return result


def check_record(path, game, variant):
    """The record of one game against the simulator's line for it."""
    with open(path, encoding="utf-8") as f:
        record = json.load(f)
    report = verify(path)
    players = game["players"]
    where = os.path.basename(path)
    expect(report["valid"] and report["finished"], "%s: not a finished game" % where)
    expect(report["variant"] == variant, "%s: variant %s" % (where, report["variant"]))
    expect(record["seed"] == game["seed"], "%s: seed %d, the simulator said %d"
           % (where, record["seed"], game["seed"]))
    expect(report["n_turns"] == TURNS[variant] * len(players),
           "%s: %d turns" % (where, report["n_turns"]))
    expect(len(report["players"]) == len(players), "%s: %d players" % (where, len(report["players"])))
    for seat, (mine, theirs, kept) in enumerate(zip(players, report["players"], record["players"])):
        expect(kept["kind"] == "computer" and kept.get("level") == mine["level"],
               "%s: seat %d is %r, not a %s computer" % (where, seat, kept, mine["level"]))
        expect(kept["name"] == mine["name"], "%s: seat %d named %r" % (where, seat, kept["name"]))
        for key, theirs_key in (("points", "points"), ("total", "total"), ("bracket", "bracket"),
                                ("baluts", "baluts"), ("place", "place")):
            expect(mine[key] == theirs[theirs_key],
                   "%s: seat %d %s %r, --verify says %r" % (where, seat, key, mine[key], theirs[theirs_key]))
    winners = [seat for seat, p in enumerate(players) if p["place"] == 1]
    # the same players (--verify lists them in ranking order)
    expect(sorted(winners) == sorted(report["winners"]),
           "%s: winners %r, --verify says %r" % (where, winners, report["winners"]))
    throws = sum(len(t["throws"]) for t in record["turns"])
    expect(throws == game["decisions"], "%s: %d decisions, the record has %d throws"
           % (where, game["decisions"], throws))
    expect(all(1 <= len(t["throws"]) <= MAX_THROWS[variant] for t in record["turns"]),
           "%s: a turn with too many throws" % where)
    return report


def case_level_variant(level, variant):
    """R1–R3, R12–R22, J1–J7, O1–O2: whole games of one level that --verify accepts
    with the same points."""
    records = new_dir("%s-%s" % (level, variant))
    n = 3
    result = sim_json("--level", level, "--variant", variant, "--games", str(n),
                      "--seed", "11", "--records", records)
    games = result["per_game"]
    expect(result["mode"] == "solitaire" and result["level"] == level
           and result["variant"] == variant and result["games"] == n,
           "the header is %r" % {k: result.get(k) for k in ("mode", "level", "variant", "games")})
    expect(len(games) == n, "%d games in per_game" % len(games))
    expect(sorted(os.listdir(records)) == ["game-%05d.json" % (i + 1) for i in range(n)],
           "the records are %r" % sorted(os.listdir(records)))
    reports = []
    for i, game in enumerate(games):
        expect(game["game"] == i + 1 and game["seed"] == game_seed(11, i),
               "game %d has number %d and seed %d" % (i + 1, game["game"], game["seed"]))
        reports.append(check_record(os.path.join(records, "game-%05d.json" % (i + 1)), game, variant))

    # the summary is made of these games
    points = [g["players"][0]["points"] for g in games]
    totals = [g["players"][0]["total"] for g in games]
    expect(close(result["points"]["mean"], sum(points) / n),
           "mean points %r, the games give %r" % (result["points"]["mean"], sum(points) / n))
    expect(result["points"]["min"] == min(points) and result["points"]["max"] == max(points),
           "points from %r to %r" % (result["points"]["min"], result["points"]["max"]))
    expect(close(result["score_total"]["mean"], sum(totals) / n), "mean score total")
    expect(close(result["baluts_per_game"], sum(g["players"][0]["baluts"] for g in games) / n),
           "Baluts per game")
    expect(close(result["bracket_points"], sum(g["players"][0]["bracket"] for g in games) / n),
           "bracket points")
    for c in CONDITIONS:
        met = sum(1 for r in reports if r["players"][0]["categories"][c]["met"]) / n
        expect(close(result["conditions"][c]["rate"], met),
               "%s met in %r of the games, --verify says %r" % (c, result["conditions"][c]["rate"], met))
    expect(("jackpot" in result) == (variant == "jackpot"), "jackpot figures outside Jackpot Balut")
    if variant == "jackpot":
        for c in CONDITIONS:
            boxes = [r["players"][0]["jackpot"][c] for r in reports]
            used = sum(1 for b in boxes if b) / n
            bonus = sum(1 for r in reports if r["players"][0]["categories"][c].get("jackpot_points", 0) > 0) / n
            fig = result["jackpot"][c]
            expect(close(fig["used"], used) and close(fig["bonus"], bonus)
                   and close(fig["bonus"] + fig["penalty"], fig["used"])
                   and close(fig["used"] + fig["struck"], 1.0),
                   "J5 %s: %r, --verify gives used %r, bonus %r" % (c, fig, used, bonus))
    expect(result["turns"] == n * TURNS[variant], "%d turns" % result["turns"])
    expect(result["decisions"] == sum(g["decisions"] for g in games), "decisions")
    return "%s, %s: %d games, points %r = balut --verify" % (level, variant, n, points)


def case_keep():
    """--keep K writes the first K games only."""
    records = new_dir("keep")
    result = sim_json("--level", "strong", "--games", "4", "--keep", "2", "--records", records)
    expect(sorted(os.listdir(records)) == ["game-00001.json", "game-00002.json"],
           "the records are %r" % sorted(os.listdir(records)))
    expect(result["records"] == {"folder": records, "kept": 2}, "records: %r" % result["records"])
    for i in range(2):
        check_record(os.path.join(records, "game-%05d.json" % (i + 1)), result["per_game"][i], "standard")
    return "--games 4 --keep 2: game-00001.json and game-00002.json, verified"


def case_records_nested():
    """--records creates its folder, parents included."""
    records = os.path.join(tmp_root, "nested", "a", "b")
    result = sim_json("--level", "beginner", "--games", "1", "--records", records)
    check_record(os.path.join(records, "game-00001.json"), result["per_game"][0], "standard")
    return "--records nested/a/b created"


def case_threads(level, variant, seed):
    """The same seed: the same figures, games and records with 1, 2 and 3 threads."""
    outputs = []
    record_bytes = []
    for threads in (1, 2, 3):
        records = new_dir("threads-%s-%s-%d" % (level, variant, threads))
        result = sim_json("--level", level, "--variant", variant, "--games", "7",
                          "--seed", str(seed), "--threads", str(threads), "--records", records)
        expect(result["timing"]["threads"] == threads, "timing.threads is %r" % result["timing"]["threads"])
        outputs.append(without_timing(result))
        files = sorted(os.listdir(records))
        expect(len(files) == 7, "%d records with %d threads" % (len(files), threads))
        record_bytes.append([open(os.path.join(records, f), "rb").read() for f in files])
    for threads, output in zip((2, 3), outputs[1:]):
        if output != outputs[0]:
            raise Failure("--threads %d differs from --threads 1:\n%s\n%s"
                          % (threads, json.dumps(outputs[0], sort_keys=True), json.dumps(output, sort_keys=True)))
    expect(record_bytes[0] == record_bytes[1] == record_bytes[2], "the records differ between thread counts")
    return "%s, %s, seed %d: 1, 2 and 3 threads give the same JSON and records" % (level, variant, seed)


def case_text_threads():
    """The text output is the same with 1 and 2 threads but for the timing lines."""
    texts = []
    for threads in ("1", "2"):
        out = run_sim("--level", "casual", "--variant", "jackpot", "--games", "5", "--seed", "9",
                      "--threads", threads, "--per-game")
        texts.append([l for l in out.splitlines() if not l.startswith(("Speed:", "Time per turn:"))])
    expect(texts[0] == texts[1], "text output differs:\n%s\n%s" % ("\n".join(texts[0]), "\n".join(texts[1])))
    text = "\n".join(texts[0])
    for needle in ("Final points (R21):", "Score total (R19):", "Bracket (R20):", "Baluts (R18):",
                   "R12", "R17", "Jackpot boxes (J5):", "Decisions:", "game 5, seed %d:" % game_seed(9, 4)):
        expect(needle in text, "%r missing from:\n%s" % (needle, text))
    return "text: the same with 1 and 2 threads, every figure named"


def case_other_seed():
    """Another seed gives other games."""
    a = sim_json("--level", "expert", "--games", "4", "--seed", "1")
    expect(a["records"] is None, "records: %r without --records" % a["records"])
    b = sim_json("--level", "expert", "--games", "4", "--seed", "2")
    expect([g["seed"] for g in a["per_game"]] != [g["seed"] for g in b["per_game"]], "same game seeds")
    expect(len({g["seed"] for g in a["per_game"] + b["per_game"]}) == 8, "a game seed repeats")
    key = lambda r: [(g["players"][0]["total"], g["decisions"]) for g in r["per_game"]]
    expect(key(a) != key(b), "seeds 1 and 2 play the same games: %r" % key(a))
    return "seeds 1 and 2: different game seeds, totals and decisions"


def case_seed_range():
    """The seed is 0 … 2^53 − 1; the game seeds stay in the core's range."""
    for seed in (0, MAX_SEED):
        result = sim_json("--level", "beginner", "--variant", "olathe", "--games", "2", "--seed", str(seed))
        expect(result["seed"] == seed, "seed %r" % result["seed"])
        for i, g in enumerate(result["per_game"]):
            expect(g["seed"] == game_seed(seed, i) and 0 <= g["seed"] <= MAX_SEED,
                   "seed %d, game %d: %d" % (seed, i + 1, g["seed"]))
    return "--seed 0 and 2^53 − 1"


def case_versus(levels, variant):
    """R4, R22: a table of several levels, seats turned every game; win shares
    add up; every game as --verify sees it."""
    records = new_dir("versus-%s-%s" % ("-".join(levels), variant))
    n = 4
    runs = []
    for threads in ("1", "2"):
        runs.append(sim_json("--versus", ",".join(levels), "--variant", variant, "--games", str(n),
                             "--seed", "5", "--threads", threads,
                             "--records", records if threads == "1" else new_dir(os.path.basename(records) + "-2")))
    expect(without_timing(runs[0]) == without_timing(runs[1]), "--versus differs between 1 and 2 threads")
    result = runs[0]
    players = result["players"]
    k = len(levels)
    expect(result["mode"] == "versus" and len(players) == k, "%d players" % len(players))
    expect([p["level"] for p in players] == levels, "levels %r" % [p["level"] for p in players])

    wins = [0.0] * k
    places = [0] * k
    by_name = {p["name"]: j for j, p in enumerate(players)}
    expect(len(by_name) == k, "two contestants share a name: %r" % [p["name"] for p in players])
    for i, game in enumerate(result["per_game"]):
        seats = [by_name[p["name"]] for p in game["players"]]
        expect(seats == [(i + s) % k for s in range(k)], "game %d seats %r" % (i + 1, seats))
        check_record(os.path.join(records, "game-%05d.json" % (i + 1)), game, variant)
        first = [s for s, p in enumerate(game["players"]) if p["place"] == 1]
        for s in first:
            wins[seats[s]] += 1.0 / len(first)
        for s, p in enumerate(game["players"]):
            places[seats[s]] += p["place"]
    for j, p in enumerate(players):
        expect(close(p["wins"], wins[j]) and close(p["win_rate"], wins[j] / n),
               "%s: wins %r, the games give %r" % (p["name"], p["wins"], wins[j]))
        expect(close(p["mean_place"], places[j] / n), "%s: mean place %r" % (p["name"], p["mean_place"]))
    total_rate = sum(p["win_rate"] for p in players)
    expect(abs(total_rate - 1.0) < 1e-9, "the win rates add up to %r" % total_rate)
    return "%s, %s: win rates %s (sum %.12g), places and winners = balut --verify, 1 = 2 threads" % (
        ",".join(levels), variant, [round(p["win_rate"], 3) for p in players], total_rate)


def case_points_only():
    """R22: the Expert plays the game's last turn to win when it sits last;
    --points-only changes that turn only: the other player's games and every
    game where the Expert does not play last are the same. 12 games (6 with
    the Expert last), 60 in the thorough run."""
    n = 60 if THOROUGH else 12
    args = ["--versus", "expert,strong", "--games", str(n), "--seed", "8", "--threads", "2"]
    to_win = sim_json(*args)
    for_points = sim_json(*(args + ["--points-only"]))
    solitaire = sim_json("--level", "expert", "--games", "2")
    expect(to_win["play_to_win"] is True and for_points["play_to_win"] is False
           and solitaire["play_to_win"] is False,
           "play_to_win: %r, %r, solitaire %r" % (to_win["play_to_win"], for_points["play_to_win"],
                                                  solitaire["play_to_win"]))
    same = 0
    for a, b in zip(to_win["per_game"], for_points["per_game"]):
        expect(a["seed"] == b["seed"], "game %d: seeds differ" % a["game"])
        names = [p["name"] for p in a["players"]]
        strong_a = [p for p in a["players"] if p["name"] == "Strong"][0]
        strong_b = [p for p in b["players"] if p["name"] == "Strong"][0]
        expect(strong_a["points"] == strong_b["points"] and strong_a["total"] == strong_b["total"],
               "game %d: Strong's game changed" % a["game"])
        if names[-1] != "Expert":
            expect(a == b, "game %d: the Expert sits first, yet the game changed" % a["game"])
            same += 1
    expect(same == n // 2, "%d games of %d with the Expert first" % (same, n))
    return "play_to_win true by default with --versus, false with --points-only and alone; " \
        "only the Expert's last turn when it sits last can change (%d games)" % n


def case_versus_text():
    out = run_sim("--versus", "strong,strong,beginner", "--games", "3")
    for needle in ("Strong ", "Strong 2", "Beginner", "Wins", "Place"):
        expect(needle in out, "%r missing from:\n%s" % (needle, out))
    return "--versus text: a level given twice is “Strong” and “Strong 2”"


def case_help():
    status, out, err = run([sim, "--help"])
    expect(status == 0, "--help: exit status %d" % status)
    expect("--threads" in out and "whatever the number of threads" in " ".join(out.split()),
           "--help does not say the results do not depend on the threads:\n%s" % out)
    return "--help names the options and the thread independence"


BAD_OPTIONS = [
    ("no level", [], 2),
    ("unknown level", ["--level", "grandmaster"], 2),
    ("empty level", ["--level", ""], 2),
    ("unknown variant", ["--level", "expert", "--variant", "yahtzee"], 2),
    ("--games 0", ["--level", "expert", "--games", "0"], 2),
    ("--games -5", ["--level", "expert", "--games", "-5"], 2),
    ("--games huge", ["--level", "expert", "--games", "99999999999999999999999"], 2),
    ("--games over the limit", ["--level", "expert", "--games", "1000001"], 2),
    ("--games garbage", ["--level", "expert", "--games", "12abc"], 2),
    ("--games 1e3", ["--level", "expert", "--games", "1e3"], 2),
    ("--games empty", ["--level", "expert", "--games", ""], 2),
    ("--games missing value", ["--level", "expert", "--games"], 2),
    ("--seed negative", ["--level", "expert", "--seed", "-1"], 2),
    ("--seed 2^53", ["--level", "expert", "--seed", str(MAX_SEED + 1)], 2),
    ("--seed garbage", ["--level", "expert", "--seed", "x"], 2),
    ("--threads 0", ["--level", "expert", "--threads", "0"], 2),
    ("--threads 65", ["--level", "expert", "--threads", "65"], 2),
    ("--threads garbage", ["--level", "expert", "--threads", "two"], 2),
    ("--keep without --records", ["--level", "expert", "--keep", "3"], 2),
    ("--keep 0", ["--level", "expert", "--records", "out", "--keep", "0"], 2),
    ("--records empty", ["--level", "expert", "--records", ""], 2),
    ("--versus one level", ["--versus", "expert"], 2),
    ("--versus unknown level", ["--versus", "expert,wizard"], 2),
    ("--versus empty level", ["--versus", "expert,"], 2),
    ("--versus nine levels", ["--versus", ",".join(["casual"] * 9)], 2),
    ("--level and --versus", ["--level", "expert", "--versus", "expert,strong"], 2),
    ("--points-only without --versus", ["--level", "expert", "--points-only"], 2),
    ("unknown option", ["--level", "expert", "--fast"], 2),
    ("extra argument", ["--level", "expert", "extra"], 2),
]


def case_bad_options(index):
    description, args, want = BAD_OPTIONS[index]
    directory = new_dir("bad-%d" % index)
    status, out, err = run([sim] + args, cwd=directory)
    expect(status == want, "%s: exit status %d, not %d\nstdout: %s\nstderr: %s"
           % (description, status, want, out, err))
    expect(err.strip() and not out.strip(), "%s: stdout %r, stderr %r" % (description, out, err))
    expect(os.listdir(directory) == [], "%s: files left: %r" % (description, os.listdir(directory)))
    return "%s: exit status %d, “%s”" % (description, want, err.strip().splitlines()[0])


def case_records_under_file():
    """A --records folder that cannot be created: exit status 1."""
    blocker = os.path.join(tmp_root, "a-file")
    with open(blocker, "w") as f:
        f.write("not a folder\n")
    status, out, err = run([sim, "--level", "casual", "--games", "2", "--records", os.path.join(blocker, "sub")])
    expect(status == 1 and "a-file" in err and not out.strip(),
           "exit status %d\nstdout: %s\nstderr: %s" % (status, out, err))
    status, out, err = run([sim, "--level", "casual", "--games", "2", "--records", blocker])
    expect(status == 1 and "a-file" in err and not out.strip(),
           "--records FILE: exit status %d\nstdout: %s\nstderr: %s" % (status, out, err))
    return "--records under a file, or a file: exit status 1, “%s”" % err.strip().splitlines()[0]


def case_record_unwritable():
    """A record that cannot be written (a folder in its place): exit status 1,
    with 1 and 2 threads."""
    for threads in ("1", "2"):
        records = new_dir("unwritable-%s" % threads)
        os.mkdir(os.path.join(records, "game-00002.json"))
        status, out, err = run([sim, "--level", "strong", "--games", "3", "--threads", threads,
                                "--records", records])
        expect(status == 1 and "game-00002.json" in err and not out.strip(),
               "--threads %s: exit status %d\nstdout: %s\nstderr: %s" % (threads, status, out, err))
    return "game-00002.json is a folder: exit status 1, “%s”" % err.strip().splitlines()[0]


def main():
    global sim, balut, child_env, tmp_root
    parser = argparse.ArgumentParser()
    parser.add_argument("--sim", required=True)
    options = parser.parse_args()
    sim = options.sim
    balut = os.environ.get("BALUT_BIN")
    if not balut:
        print("Bail out! BALUT_BIN is not set")
        return 1

    child_env = dict(os.environ)
    child_env["LC_ALL"] = "C.UTF-8"
    child_env.pop("LANGUAGE", None)

    cases = []
    for level in LEVELS:
        for variant in VARIANTS:
            cases.append(lambda l=level, v=variant: case_level_variant(l, v))
    cases.append(case_keep)
    cases.append(case_records_nested)
    cases.append(lambda: case_threads("expert", "standard", 3))
    cases.append(lambda: case_threads("strong", "jackpot", 4))
    cases.append(lambda: case_threads("casual", "olathe", 5))
    cases.append(case_text_threads)
    cases.append(case_other_seed)
    cases.append(case_seed_range)
    cases.append(lambda: case_versus(["expert", "casual", "beginner"], "standard"))
    cases.append(lambda: case_versus(["strong", "expert"], "jackpot"))
    cases.append(lambda: case_versus(["beginner", "casual", "strong", "expert"], "olathe"))
    cases.append(case_points_only)
    cases.append(case_versus_text)
    cases.append(case_help)
    for i in range(len(BAD_OPTIONS)):
        cases.append(lambda i=i: case_bad_options(i))
    cases.append(case_records_under_file)
    cases.append(case_record_unwritable)

    tmp_root = tempfile.mkdtemp(prefix="balut-sim-test-")
    try:
        return run_cases(cases)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
