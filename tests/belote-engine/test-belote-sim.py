#!/usr/bin/env python3
# test-belote-sim.py — `balut-sim --game belote` as a user runs it
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Drives the real simulator (--sim) and checks it against the real
# `balut --verify --json` ($BALUT_BIN):
#   - the output parses, and is the same with --jobs 1 and --jobs 2 but
#     for the timing (per-match seeds);
#   - every seed is played twice, the pairs swapping seats (B2);
#   - --records writes one record a match that --verify accepts as a
#     finished match (B4–B27), with the totals and winner the simulator
#     printed; the figures (wins, taken, made/dedans/litige, capots, void
#     deals, points per deal) are those of the records;
#   - an external engine (engine:COMMAND, docs/belote-protocol.md) takes
#     a pair's seats; one that crashes is replaced by the Expert and its
#     matches complete, its refusals counted and shown once per kind;
#   - bad options: exit status 2, an engine that cannot start: 1.
#
# Prints TAP. Standard library only.

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, run_cases  # noqa: E402

sim = None
balut = None
engines = None
child_env = None
tmp_root = None


def run(args):
    proc = subprocess.run(args, env=child_env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=500)
    return (proc.returncode, proc.stdout.decode("utf-8", "replace"),
            proc.stderr.decode("utf-8", "replace"))


def run_sim(*args):
    status, out, err = run([sim, "--game", "belote"] + list(args))
    if status != 0:
        raise Failure("balut-sim --game belote %s: exit status %d\nstdout: %s\nstderr: %s"
                      % (" ".join(args), status, out, err))
    return out, err


def sim_json(*args):
    out, err = run_sim(*(list(args) + ["--json", "--per-match"]))
    try:
        return json.loads(out), err
    except ValueError as e:
        raise Failure("not JSON (%s)\n%s" % (e, out))


def expect(condition, message):
    if not condition:
        raise Failure(message)


def close(a, b, eps=1e-9):
    return abs(a - b) <= eps * max(1.0, abs(a), abs(b))


def without_timing(result):
    result = dict(result)
    result.pop("timing")
    result.pop("records")
    return result


def new_dir(name):
    path = os.path.join(tmp_root, name)
    os.mkdir(path)
    return path


def engine(script, *args):
    return "engine:%s %s %s" % (sys.executable, os.path.join(engines, script), " ".join(args))


def check_records(result, records):
    """Each record against --verify and the simulator's figures."""
    n = result["matches"]
    files = sorted(os.listdir(records))
    expect(files == ["match-%05d.json" % (i + 1) for i in range(n)], "records: %r" % files)
    wins = [0, 0]
    taken = [0, 0]
    made = [0, 0]
    dedans = [0, 0]
    litige = [0, 0]
    capots = [0, 0]
    points = [0, 0]
    deals = 0
    void = 0
    for i, match in enumerate(result["per_match"]):
        path = os.path.join(records, files[i])
        status, out, err = run([balut, "--verify", path, "--json"])
        expect(status == 0, "balut --verify %s: exit status %d\n%s%s" % (files[i], status, out, err))
        report = json.loads(out)
        with open(path, encoding="utf-8") as f:
            record = json.load(f)
        expect(report["valid"] and report["finished"] and report["decks_proven"],
               "%s: not a finished match dealt from its seed" % files[i])
        expect(record["seed"] == match["seed"], "%s: seed %r, the simulator said %r"
               % (files[i], record["seed"], match["seed"]))
        expect(report["rules"] == {"school": result["school"], "target": result["target"]},
               "%s: rules %r" % (files[i], report["rules"]))
        # pair A at seats 0 and 2 (team 0), or at 1 and 3 (team 1)
        team_a = match["pair_a_seats"][0]
        expect(match["pair_a_seats"] == ([0, 2] if i % 2 == 0 else [1, 3]),
               "match %d: pair A at %r" % (i + 1, match["pair_a_seats"]))
        if i % 2 == 1:
            expect(match["seed"] == result["per_match"][i - 1]["seed"],
                   "match %d: not the seed of match %d" % (i + 1, i))
        pair_of_team = [0, 1] if team_a == 0 else [1, 0]
        totals = [report["totals"][team_a], report["totals"][1 - team_a]]
        expect(totals == match["totals"], "%s: totals %r, the simulator said %r"
               % (files[i], totals, match["totals"]))
        winner = "AB"[pair_of_team[report["winner"]]]
        expect(winner == match["winner"], "%s: winner %s, the simulator said %s"
               % (files[i], winner, match["winner"]))
        wins[pair_of_team[report["winner"]]] += 1
        expect(len(report["deals"]) == match["deals"], "%s: %d deals" % (files[i], len(report["deals"])))
        for deal in report["deals"]:
            deals += 1
            if deal["result"] == "void":
                void += 1
                continue
            for team in (0, 1):
                points[pair_of_team[team]] += deal["scored"][team]
            p = pair_of_team[deal["taker_team"]]
            taken[p] += 1
            {"made": made, "dedans": dedans, "litige": litige}[deal["result"]][p] += 1
            if deal["capot"] is not None:
                capots[pair_of_team[deal["capot"]]] += 1
        for seat, player in enumerate(record["players"]):
            pair = result["pairs"][0 if seat % 2 == team_a else 1]
            expect(player["kind"] == "computer", "%s: seat %d is %r" % (files[i], seat, player))
            if pair["spec"].startswith("engine:"):
                expect(player["level"] == "engine", "%s: seat %d level %r" % (files[i], seat, player["level"]))
            else:
                expect(player["level"] == pair["spec"] and player["name"] == pair["name"],
                       "%s: seat %d is %r, pair %r" % (files[i], seat, player, pair))

    expect(result["deals"] == deals and result["void_deals"] == void,
           "deals %d (void %d), the records hold %d (void %d)"
           % (result["deals"], result["void_deals"], deals, void))
    played = deals - void
    for p, pair in enumerate(result["pairs"]):
        expect(pair["wins"] == wins[p] and close(pair["win_rate"], wins[p] / n),
               "pair %s: %r wins, the records give %d" % (pair["pair"], pair["wins"], wins[p]))
        lo, hi = pair["win_rate_ci95"]
        expect(0.0 <= lo <= pair["win_rate"] <= hi <= 1.0, "pair %s: interval %r" % (pair["pair"], (lo, hi)))
        for key, value in (("taken", taken), ("made", made), ("dedans", dedans),
                           ("litige", litige), ("capots", capots)):
            expect(pair[key] == value[p], "pair %s: %s %r, the records give %d"
                   % (pair["pair"], key, pair[key], value[p]))
        if played:
            expect(close(pair["points_per_deal"]["mean"], points[p] / played),
                   "pair %s: points per deal %r, the records give %r"
                   % (pair["pair"], pair["points_per_deal"]["mean"], points[p] / played))
    return deals


def case_jobs():
    """The brief's run: --matches 4 --seed 1 parses, the same with 1 and 2 jobs."""
    runs = []
    for jobs in ("1", "2"):
        result, _ = sim_json("--matches", "4", "--seed", "1", "--jobs", jobs)
        expect(result["timing"]["jobs"] == int(jobs), "timing.jobs %r" % result["timing"]["jobs"])
        runs.append(without_timing(result))
    expect(runs[0] == runs[1], "--jobs 1 and --jobs 2 differ:\n%s\n%s"
           % (json.dumps(runs[0], sort_keys=True), json.dumps(runs[1], sort_keys=True)))
    result = runs[0]
    expect(result["game"] == "belote" and result["matches"] == 4 and result["seed"] == 1
           and result["target"] == 501 and result["school"] == "family",
           "header %r" % {k: result[k] for k in ("game", "matches", "seed", "target", "school")})
    expect([p["spec"] for p in result["pairs"]] == ["expert", "strong"], "default pairs %r" % result["pairs"])
    expect(result["finished"] + result["unfinished"] == 4, "finished %r" % result["finished"])
    expect(sum(p["wins"] for p in result["pairs"]) == result["finished"], "wins do not add up")
    return "--matches 4 --seed 1: JSON, the same with 1 and 2 jobs; wins: %s %d, %s %d" % (
        result["pairs"][0]["name"], result["pairs"][0]["wins"],
        result["pairs"][1]["name"], result["pairs"][1]["wins"])


def case_text():
    """The text output: the same with 1 and 2 jobs but for the timing lines."""
    texts = []
    for jobs in ("1", "2"):
        out, _ = run_sim("--matches", "2", "--seed", "5", "--pair-a", "casual", "--pair-b", "beginner",
                         "--jobs", jobs, "--per-match")
        texts.append([line for line in out.splitlines()
                      if not line.startswith(("Time per decision", "Speed:"))])
    expect(texts[0] == texts[1], "text differs:\n%s\n%s" % ("\n".join(texts[0]), "\n".join(texts[1])))
    text = "\n".join(texts[0])
    for needle in ("Match wins (95% CI)", "Points per deal", "made (B23)", "dedans (B23)",
                   "litige (B23)", "Capots (B15)", "void (B8)", "match 2, seed", "Casual", "Beginner"):
        expect(needle in text, "%r missing from:\n%s" % (needle, text))
    return "text: every figure named, the same with 1 and 2 jobs"


def case_records(school, target):
    """--records: every match verified, the figures those of the records."""
    runs = []
    for jobs in ("1", "2"):
        records = new_dir("records-%s-%d-%s" % (school, target, jobs))
        result, _ = sim_json("--matches", "4", "--seed", "3", "--pair-a", "strong", "--pair-b", "beginner",
                             "--school", school, "--target", str(target), "--records", records,
                             "--jobs", jobs)
        files = sorted(os.listdir(records))
        runs.append([open(os.path.join(records, f), "rb").read() for f in files])
    expect(runs[0] == runs[1], "the records differ between --jobs 1 and --jobs 2")
    deals = check_records(result, records)
    return "%s, to %d: 4 records verified (the same bytes with 1 and 2 jobs), %d deals, " \
        "figures = the records" % (school, target, deals)


def case_engine():
    """A pair of engines (one process a seat) plays whole matches: no refusal."""
    records = new_dir("engine")
    result, err = sim_json("--matches", "2", "--seed", "2", "--pair-a", engine("legal.py"),
                           "--pair-b", "casual", "--target", "301", "--records", records)
    expect(result["pairs"][0]["engine_refusals"] == 0, "refusals: %r\n%s" % (result["pairs"][0], err))
    check_records(result, records)
    with open(os.path.join(records, "match-00001.json"), encoding="utf-8") as f:
        names = [p["name"] for p in json.load(f)["players"]]
    expect(names[0] == names[2] == "Legal test engine", "players %r (the engine's hello names it)" % names)
    return "engine legal.py against Casual: 2 matches, no refusal, records verified"


def case_engine_crash():
    """An engine that crashes mid-match: the Expert plays its seats, the
    matches complete; the error is shown once per kind."""
    records = new_dir("crash")
    result, err = sim_json("--matches", "2", "--seed", "2", "--pair-a", "beginner",
                           "--pair-b", engine("misbehave.py", "crash"), "--target", "301",
                           "--records", records)
    refused = result["pairs"][1]["engine_refusals"]
    expect(refused > 0 and sum(m["engine_refusals"][1] for m in result["per_match"]) == refused,
           "refusals %r" % refused)
    lines = [line for line in err.splitlines() if line.strip()]
    exited = [line for line in lines if "exited before answering" in line and "Stopped earlier" not in line]
    expect(len(exited) == 1, "the crash is shown %d times:\n%s" % (len(exited), err))
    expect(all("the Expert decides instead" in line for line in lines), "stderr:\n%s" % err)
    check_records(result, records)
    return "crashing engine: %d moves by the Expert, matches complete and verified; %s" % (refused, exited[0])


BAD_OPTIONS = [
    ("unknown level", ["--pair-a", "wizard"], 2),
    ("empty engine", ["--pair-a", "engine:"], 2),
    ("bad target", ["--target", "500"], 2),
    ("bad school", ["--school", "bridge"], 2),
    ("--matches 0", ["--matches", "0"], 2),
    ("--jobs 0", ["--jobs", "0"], 2),
    ("--jobs 65", ["--jobs", "65"], 2),
    ("--seed 2^53", ["--seed", str(1 << 53)], 2),
    ("--engine-timeout 0", ["--engine-timeout", "0"], 2),
    ("--records empty", ["--records", ""], 2),
    ("unknown option", ["--fast"], 2),
    ("extra argument", ["extra"], 2),
    ("engine that cannot start", ["--pair-a", "engine:/nonexistent/engine", "--matches", "1"], 1),
]


def case_bad_options(index):
    description, args, want = BAD_OPTIONS[index]
    status, out, err = run([sim, "--game", "belote"] + args)
    expect(status == want, "%s: exit status %d, not %d\nstdout: %s\nstderr: %s"
           % (description, status, want, out, err))
    expect(err.strip() and not out.strip(), "%s: stdout %r, stderr %r" % (description, out, err))
    return "%s: exit status %d, “%s”" % (description, want, err.strip().splitlines()[0])


def case_game_option():
    """--game chooses the game: belote, balut (Balut's simulator), nothing else."""
    status, out, err = run([sim, "--game", "chess"])
    expect(status == 2 and "--game" in err and not out.strip(), "--game chess: %d %r %r" % (status, out, err))
    status, out, err = run([sim, "--game=balut", "--level", "beginner", "--games", "1"])
    expect(status == 0 and "Final points" in out, "--game=balut: %d\n%s%s" % (status, out, err))
    status, out, err = run([sim, "--game", "belote", "--help"])
    expect(status == 0 and "--pair-a" in out and "--jobs" in out, "--help:\n%s" % out)
    return "--game chess refused, --game=balut is Balut's simulator, --game belote --help"


def main():
    global sim, balut, engines, child_env, tmp_root
    parser = argparse.ArgumentParser()
    parser.add_argument("--sim", required=True)
    parser.add_argument("--engines", required=True)
    options = parser.parse_args()
    sim = options.sim
    engines = options.engines
    balut = os.environ.get("BALUT_BIN")
    if not balut:
        print("Bail out! BALUT_BIN is not set")
        return 1

    child_env = dict(os.environ)
    child_env["LC_ALL"] = "C.UTF-8"
    child_env.pop("LANGUAGE", None)

    cases = [case_jobs, case_text,
             lambda: case_records("family", 501), lambda: case_records("tournament", 301),
             case_engine, case_engine_crash, case_game_option]
    for i in range(len(BAD_OPTIONS)):
        cases.append(lambda i=i: case_bad_options(i))

    tmp_root = tempfile.mkdtemp(prefix="belote-sim-test-")
    try:
        return run_cases(cases)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
