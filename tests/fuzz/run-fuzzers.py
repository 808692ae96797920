#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds Balut's libFuzzer targets with clang in a folder of their own
and runs each for a while with the seed corpus (tests/fuzz/corpus).

  tests/fuzz/run-fuzzers.py [--tap] [--seconds N] [--source DIR] [--force]

Prints a TAP line per target with its executions, executions per second
and coverage (libFuzzer's "cov", the edges reached). A crash, a leak or
undefined behaviour fails it, and the input is kept in the build folder
(crash-…, leak-…) to become a regression test. Without --force it runs
only in the thorough run (BALUT_TEST_THOROUGH=1, build-aux/test.sh
--thorough and CI) and is skipped elsewhere, as when clang or its
fuzzer runtime (Debian: clang, libclang-rt-14-dev) are missing.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time

TARGETS = ["fuzz-json", "fuzz-record", "fuzz-store", "fuzz-belote-record"]
# the JSON tokens and a record's keys and words, for the targets that read text
DICTIONARIES = {"fuzz-json": "record.dict", "fuzz-record": "record.dict",
                "fuzz-belote-record": "belote-record.dict"}
# the seeds of each target in tests/fuzz/corpus/ (Balut's records by default)
SEEDS = {"fuzz-belote-record": "belote-record"}


def skip(reason):
    print("1..0 # SKIP %s" % reason)
    sys.exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tap", action="store_true")
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--source", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--force", action="store_true", help="run outside the thorough run too")
    args = parser.parse_args()

    if not args.force and os.environ.get("BALUT_TEST_THOROUGH") != "1":
        skip("fuzzing runs in the thorough run (build-aux/test.sh --thorough)")
    clang = shutil.which("clang")
    if clang is None:
        skip("no clang")

    source = os.path.abspath(args.source)
    build = os.environ.get("BALUT_FUZZ_BUILDDIR", os.path.join(source, "_build-fuzz"))
    env = dict(os.environ, CC="clang", CXX="clang++")
    flags = "-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -gline-tables-only"
    log = os.path.join(os.path.dirname(build), os.path.basename(build) + "-setup.log")
    with open(log, "w") as out:
        if not os.path.exists(os.path.join(build, "build.ninja")):
            rc = subprocess.call(["meson", "setup", build, "-Dfuzzers=true", "-Db_lundef=false",
                                  "-Dbuildtype=debugoptimized", "-Dc_args=" + flags,
                                  "-Dc_link_args=-fsanitize=address,undefined"],
                                 cwd=source, env=env, stdout=out, stderr=subprocess.STDOUT)
            if rc != 0:
                print("1..1\nnot ok 1 - the fuzzers' build could not be set up (see %s)" % log)
                return 1
        # one job: the other tests run beside it
        rc = subprocess.call(["meson", "compile", "-C", build, "-j", "1"]
                             + ["tests/fuzz/" + t for t in TARGETS],
                             env=env, stdout=out, stderr=subprocess.STDOUT)
    if rc != 0:
        with open(log) as f:
            text = f.read()
        if "libclang_rt.fuzzer" in text or "cannot find" in text:
            skip("clang's fuzzer runtime is missing (libclang-rt-14-dev)")
        print("1..1\nnot ok 1 - the fuzzers did not build (see %s)" % log)
        return 1

    print("1..%d" % len(TARGETS))
    failed = 0
    for n, target in enumerate(TARGETS, 1):
        corpus = os.path.join(build, "corpus-" + target)
        os.makedirs(corpus, exist_ok=True)
        seeds = os.path.join(source, "tests", "fuzz", "corpus", SEEDS.get(target, "record"))
        run_env = dict(os.environ)
        run_env["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=1:allocator_may_return_null=1"
        run_env["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
        run_env["LSAN_OPTIONS"] = "suppressions=%s:print_suppressions=0" % os.path.join(source, "build-aux", "lsan.supp")
        run_env["G_SLICE"] = "always-malloc"
        started = time.monotonic()
        options = ["-max_total_time=%d" % args.seconds, "-print_final_stats=1",
                   "-rss_limit_mb=2048", "-timeout=20", "-artifact_prefix=%s/" % build]
        if target in DICTIONARIES:
            options.append("-dict=" + os.path.join(source, "tests", "fuzz", DICTIONARIES[target]))
        proc = subprocess.run([os.path.join(build, "tests", "fuzz", target)] + options + [corpus, seeds],
                              env=run_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, errors="replace")
        took = time.monotonic() - started
        out = proc.stdout
        runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", out)
        speed = re.search(r"stat::average_exec_per_sec:\s*(\d+)", out)
        cov = re.findall(r"cov: (\d+)", out)
        corpus_n = len(os.listdir(corpus))
        summary = "%s: %s runs in %.0f s, %s/s, coverage %s edges, corpus %d inputs" % (
            target, runs.group(1) if runs else "?", took, speed.group(1) if speed else "?",
            cov[-1] if cov else "?", corpus_n)
        if proc.returncode == 0:
            print("ok %d - %s" % (n, summary))
        else:
            failed += 1
            print("not ok %d - %s: failed (status %d)" % (n, summary, proc.returncode))
            for line in out.splitlines()[-60:]:
                print("# " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
