#!/usr/bin/python3
# test-dist.py — the release tarball: `meson dist` packs every file git
# tracks and nothing else, and the tarball builds and passes the core
# tests in a folder of its own
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-dist.py --source DIR [--build DIR]
#
# The suite's own build tree is never used (it is busy running the
# suite): a throwaway one is set up in a temporary folder,
#   meson setup TMP/b SOURCE -Dtests=false
#   meson dist -C TMP/b --no-tests --allow-dirty --formats xztar
# and the tarball is checked:
#   - its name, balut-VERSION.tar.xz, and its .sha256sum;
#   - its files against `git ls-tree -r HEAD` (what meson dist packs is
#     the last commit: changes not committed yet are not in it, and are
#     listed as a note): nothing tracked missing, nothing else in it (no
#     _build/, no .git; po/balut.pot is tracked, as translators need it);
#   - unpacked into another temporary folder: meson setup (the default
#     options, debugoptimized: the test suite on, no sanitizers; only
#     without debug information, -Ddebug=false, which nothing in the build
#     depends on and which takes a fifth of the compile time), the core
#     suite's programs compiled (the whole tree in the thorough run,
#     BALUT_TEST_THOROUGH=1; test-deb compiles it whole from the source
#     tree in every run), and meson test --suite balut-game, the rules engine's
#     tests, optimized, which need no display (see "timings" in the
#     output).
# Without SOURCE/.git (an unpacked tarball has none) it prints
# "1..0 # SKIP". Measured alone on two cores: 11 s, the thorough run's
# whole compile 40 s.

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

# What the test run sets for the suite's own build tree, and what would
# make the nested build or its tests look at the wrong place
SCRUB = ("G_DEBUG", "G_TEST_SRCDIR", "G_TEST_BUILDDIR", "GSETTINGS_BACKEND", "GSETTINGS_SCHEMA_DIR",
         "GSK_RENDERER", "GDK_DEBUG", "MALLOC_CHECK_", "BALUT_BIN", "BALUT_DATA_DIR", "LD_PRELOAD",
         "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "MESONINTROSPECT", "DESTDIR", "DISPLAY",
         "WAYLAND_DISPLAY", "CFLAGS", "CPPFLAGS", "LDFLAGS")

# the thorough run (build-aux/test.sh --thorough, CI) compiles the whole
# tarball; the default run the core suite's programs
THOROUGH = os.environ.get("BALUT_TEST_THOROUGH") == "1"

args = None
tmp = None
state = {}
timings = []


def env():
    e = {k: v for k, v in os.environ.items() if k not in SCRUB and not k.startswith("MESON_")}
    e["LC_ALL"] = "C.UTF-8"
    return e


def run(cmd, check=True, timeout=600, cwd=None):
    start = time.monotonic()
    proc = subprocess.run(cmd, env=env(), cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=timeout)
    seconds = time.monotonic() - start
    timings.append("%5.1f s  %s" % (seconds, " ".join(os.path.basename(c) if i == 0 else c
                                                       for i, c in enumerate(cmd[:3]))))
    if check and proc.returncode != 0:
        raise Failure("%s exited with %d after %.0f s\n%s" % (" ".join(cmd), proc.returncode, seconds,
                                                               proc.stdout[-8000:]))
    return proc


def git(*cmd):
    return run(["git", "-C", args.source, *cmd]).stdout


def version():
    proc = run(["meson", "introspect", "--projectinfo", os.path.join(args.source, "meson.build")])
    return json.loads(proc.stdout)["version"]


def need(key):
    if key not in state:
        raise Failure("an earlier case failed: nothing to check")
    return state[key]


# ------------------------------------------------------------------ cases

def test_dist():
    build = os.path.join(tmp, "b")
    run(["meson", "setup", build, args.source, "-Dtests=false"])
    proc = run(["meson", "dist", "-C", build, "--no-tests", "--allow-dirty", "--formats", "xztar"])
    name = "balut-%s.tar.xz" % version()
    tarball = os.path.join(build, "meson-dist", name)
    if not os.path.isfile(tarball):
        raise Failure("meson dist made no %s:\n%s" % (tarball, proc.stdout))
    with open(tarball + ".sha256sum", encoding="utf-8") as f:
        digest = f.read().split()[0]
    sha = run(["sha256sum", tarball]).stdout.split()[0]
    if digest != sha:
        raise Failure("%s.sha256sum says %s, the file's is %s" % (name, digest, sha))
    state["tarball"] = tarball
    return "meson dist: %s (%d kB), its .sha256sum right" % (name, os.path.getsize(tarball) // 1024)


def test_file_list():
    tarball = need("tarball")
    top = "balut-%s/" % version()
    with tarfile.open(tarball) as tar:
        members = tar.getmembers()
    outside = [m.name for m in members if not (m.name + "/").startswith(top)]
    if outside:
        raise Failure("not under %s: %s" % (top, outside[:10]))
    packed = {m.name[len(top):] for m in members if not m.isdir()}
    tracked = set(git("ls-tree", "-r", "--name-only", "-z", "HEAD").split("\0")) - {""}
    missing = sorted(tracked - packed)
    extra = sorted(packed - tracked)
    if missing or extra:
        raise Failure("the tarball differs from git ls-tree HEAD\nmissing: %s\nnot tracked: %s"
                      % (", ".join(missing[:20]) or "-", ", ".join(extra[:20]) or "-"))
    junk = sorted(p for p in packed if re.match(r"(_build|build|\.git|meson-private|meson-logs)(/|$)", p)
                  or "/meson-private/" in p or p.endswith(".pyc"))
    if junk:
        raise Failure("build or repository files in the tarball: " + ", ".join(junk[:20]))
    # not an error: what is not committed yet is not released
    pending = [line for line in git("status", "--porcelain", "--untracked-files=all").splitlines() if line]
    if pending:
        diag("%d changes not committed, so not in the tarball, e.g. %s"
             % (len(pending), "; ".join(p.strip() for p in pending[:5])))
    return "the tarball holds the %d files of git ls-tree HEAD, nothing else" % len(packed)


def test_build_unpacked():
    tarball = need("tarball")
    unpacked = os.path.join(tmp, "x")
    os.mkdir(unpacked)
    with tarfile.open(tarball) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(unpacked, filter="data")
        else:
            tar.extractall(unpacked)   # Python before 3.11.4; our own tarball
    src = os.path.join(unpacked, "balut-%s" % version())
    build = os.path.join(tmp, "xb")
    run(["meson", "setup", build, src, "-Ddebug=false"])
    options = json.loads(run(["meson", "introspect", "--buildoptions", build]).stdout)
    values = {o["name"]: o["value"] for o in options}
    if values.get("b_sanitize") not in ("none", None) or values.get("tests") is not True \
            or values.get("optimization") != "2":
        raise Failure("the unpacked tree's build: b_sanitize=%r tests=%r optimization=%r"
                      % (values.get("b_sanitize"), values.get("tests"), values.get("optimization")))
    if THOROUGH:
        run(["meson", "compile", "-C", build], timeout=900)
        what = "meson compile"
    else:
        # the programs of the core suite only: meson setup has read every
        # meson.build of the tarball and found every file they name, the
        # file list above holds every tracked file, and test-deb compiles
        # the whole tree; the thorough run compiles the tarball whole
        tests = json.loads(run(["meson", "introspect", "--tests", build]).stdout)
        programs = sorted({os.path.relpath(t["cmd"][0], build) for t in tests
                           if any(s.split(":")[-1] == "balut-game" for s in t.get("suite", []))
                           and t["cmd"][0].startswith(build)})
        if not programs:
            raise Failure("the unpacked tree has no program in the suite balut-game")
        run(["ninja", "-C", build] + programs, timeout=900)
        what = "ninja of the core suite's %d programs" % len(programs)
    state["build"] = build
    return "the unpacked tarball: meson setup (-O2, no debug information) and %s in a clean folder" % what


def test_core_suite():
    build = need("build")
    proc = run(["meson", "test", "-C", build, "--suite", "balut-game", "--print-errorlogs"]
               + ([] if THOROUGH else ["--no-rebuild"]), check=False, timeout=900)
    summary = dict(re.findall(r"^(Ok|Fail|Timeout|Skipped|Unexpected Pass|Expected Fail):\s+(\d+)", proc.stdout,
                              re.M))
    if proc.returncode != 0 or int(summary.get("Ok", 0)) == 0:
        raise Failure("meson test --suite balut-game in the unpacked tarball failed\n" + proc.stdout[-8000:])
    if int(summary.get("Skipped", 0)):
        diag(proc.stdout)
    return "meson test --suite balut-game from the tarball: %s ok, %s failed" % (summary.get("Ok"), summary.get("Fail"))


def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", help="the suite's build tree (not used: it is busy)")
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    if not os.path.exists(os.path.join(args.source, ".git")):
        print("1..0 # SKIP %s is not a git checkout: meson dist needs one" % args.source, flush=True)
        return 77
    if shutil.which("git") is None:
        print("1..0 # SKIP git is not installed", flush=True)
        return 77
    tmp = tempfile.mkdtemp(prefix="balut-dist-test-")
    start = time.monotonic()
    try:
        status = run_cases([test_dist, test_file_list, test_build_unpacked, test_core_suite])
        diag("timings:\n" + "\n".join(timings))
        diag("test-dist.py took %.0f s" % (time.monotonic() - start))
        return status
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
