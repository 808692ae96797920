# tap.py — what the Python tests share: the TAP protocol that meson
# reads (one "ok"/"not ok" line a case, diagnostics after "#").
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later

import subprocess
import traceback


class Failure(Exception):
    pass


def diag(text):
    for line in str(text).splitlines():
        print("# " + line, flush=True)


def run_cases(cases):
    """Runs every case (a callable returning what it checked) and prints
    TAP. Returns the exit status: 1 if any case failed, else 0."""
    print("1..%d" % len(cases), flush=True)
    failed = False
    for number, fn in enumerate(cases, 1):
        try:
            print("ok %d - %s" % (number, fn()), flush=True)
        except Failure as e:
            failed = True
            lines = str(e).splitlines() or ["failed"]
            print("not ok %d - %s" % (number, lines[0]), flush=True)
            diag("\n".join(lines[1:]))
        except Exception as e:
            failed = True
            print("not ok %d - unexpected error: %r" % (number, e), flush=True)
            diag(traceback.format_exc())
    return 1 if failed else 0


def run_command(cmd, env=None, check=True, cwd=None, timeout=300):
    """Runs @cmd with no input and its output as text; with @check, a
    non-zero exit status is a Failure that shows both outputs."""
    proc = subprocess.run(cmd, env=env, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, timeout=timeout)
    if check and proc.returncode != 0:
        raise Failure("%s exited with %d\n%s%s" % (" ".join(cmd), proc.returncode, proc.stdout, proc.stderr))
    return proc
