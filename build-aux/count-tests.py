#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Count individual test cases in a meson testlog.json.

    build-aux/count-tests.py _build-test/meson-logs/testlog.json

meson writes one JSON object per test run. GTest programs print TAP on
stdout; each top-level TAP result line is one case:

    ok N ...             passed (skipped if it carries "# SKIP")
    not ok N ...         failed (skipped if it carries "# TODO" or "# SKIP")

A test with no TAP result lines (crashed before its first case, timed out,
not a TAP program) counts as one case: passed if meson says OK (or
EXPECTEDFAIL), skipped if SKIP, failed otherwise. A test that meson judged
failed (FAIL, TIMEOUT, ERROR, ...) although every parsed case passed (a crash
after the last "ok", a missing plan, a leak found at exit) counts one more
failure; so does a test that meson passed but that ran fewer cases than its
TAP plan announced.

Failures are listed on stderr; the ten slowest tests on stdout; the last
line on stdout is exactly the summary "N passed, N failed" (skipped cases, if any, are counted on the
line before it). Exit status is 1 if
any case failed or none passed, else 0. Standard library only; run with the
system /usr/bin/python3.
"""

import json
import re
import sys

RESULT_RE = re.compile(r'^(not ok|ok)\b[ \t]*(.*)$')
PLAN_RE = re.compile(r'^1\.\.(\d+)')
DIRECTIVE_RE = re.compile(r'(?<!\\)#\s*(skip|todo)', re.IGNORECASE)
BAIL_RE = re.compile(r'^Bail out!')

# how many of the slowest tests are listed before the summary
SLOWEST = 10

GOOD_RESULTS = {'OK', 'EXPECTEDFAIL'}
SKIP_RESULTS = {'SKIP'}


def test_name(entry):
    return str(entry.get('name') or '?')


def count_entry(entry, failures):
    """Return (passed, failed, skipped) for one meson test run."""
    name = test_name(entry)
    result = str(entry.get('result') or 'ERROR').upper()
    meson_bad = result not in GOOD_RESULTS and result not in SKIP_RESULTS
    stdout = entry.get('stdout') or ''

    passed = failed = skipped = 0
    results = 0
    plan = None
    bail = None
    for line in stdout.splitlines():
        line = line.rstrip('\r')
        m = RESULT_RE.match(line)
        if m:
            results += 1
            directive = DIRECTIVE_RE.search(m.group(2))
            kind = directive.group(1).lower() if directive else None
            if m.group(1) == 'ok':
                if kind == 'skip':
                    skipped += 1
                else:
                    passed += 1          # includes "ok ... # TODO" (unexpected pass)
            elif kind in ('skip', 'todo'):
                skipped += 1             # expected failure / incomplete test
            else:
                failed += 1
                failures.append('%s: %s' % (name, line))
            continue
        m = PLAN_RE.match(line)
        if m:
            plan = int(m.group(1))
            continue
        if bail is None and BAIL_RE.match(line):
            bail = line

    returncode = entry.get('returncode')
    how = result if returncode is None else '%s (exit status %s)' % (result, returncode)

    if results == 0:
        if result in GOOD_RESULTS:
            return 1, 0, 0
        if result in SKIP_RESULTS:
            return 0, 0, 1
        failures.append('%s: %s, no test case reported%s'
                        % (name, how, ' - ' + bail if bail else ''))
        return 0, 1, 0

    if meson_bad and failed == 0:
        failed += 1
        failures.append('%s: %s after %d passing case(s)%s'
                        % (name, how, passed, ' - ' + bail if bail else ''))
    elif not meson_bad and plan is not None and results != plan:
        failed += 1
        failures.append('%s: TAP plan announced %d case(s), %d reported'
                        % (name, plan, results))
    return passed, failed, skipped


def main(argv):
    if len(argv) != 2:
        sys.stderr.write('usage: %s MESON-BUILDDIR/meson-logs/testlog.json\n' % argv[0])
        return 2
    path = argv[1]
    entries = []
    # a log that cannot be read whole (another meson test in the same
    # build folder rewrote it, a full disk) is counted as a failure: the
    # last line never says "0 failed" of tests it could not see
    damaged = []
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            for lineno, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    entries.append(json.loads(line))
                except ValueError as e:
                    sys.stderr.write('count-tests: %s:%d: bad JSON: %s\n' % (path, lineno, e))
                    damaged.append('%s:%d: bad JSON (%s)' % (path, lineno, e))
    except OSError as e:
        sys.stderr.write('count-tests: cannot read the test log: %s\n' % e)
        damaged.append('cannot read the test log: %s' % e)

    failures = []
    passed = failed = skipped = 0
    for entry in entries:
        if not isinstance(entry, dict):
            continue
        p, f, s = count_entry(entry, failures)
        passed += p
        failed += f
        skipped += s
    for line in damaged:
        failed += 1
        failures.append('the test log: ' + line)

    if failures:
        sys.stderr.write('\nFailed test cases:\n')
        for line in failures:
            sys.stderr.write('  FAIL %s\n' % line)
        sys.stderr.write('\n')
    if passed == 0:
        sys.stderr.write('count-tests: no test case passed (did any test run?)\n')
    sys.stderr.flush()

    timed = [e for e in entries
             if isinstance(e, dict) and isinstance(e.get('duration'), (int, float))]
    timed.sort(key=lambda e: -e['duration'])
    if timed:
        sys.stdout.write('The slowest tests:\n')
        for entry in timed[:SLOWEST]:
            sys.stdout.write('  %6.1f s  %s\n' % (entry['duration'], test_name(entry)))
    if skipped:
        sys.stdout.write('%d skipped (not counted as passed)\n' % skipped)
    sys.stdout.write('%d passed, %d failed\n' % (passed, failed))
    sys.stdout.flush()
    return 1 if failed or passed == 0 else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
