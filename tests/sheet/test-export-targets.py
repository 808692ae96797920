#!/usr/bin/python3
# test-export-targets.py — what `balut --export-sheet` and
# `balut --export-history` do with a name that is not a plain file
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Drives the real program ($BALUT_BIN), with a history store of its own
# (BALUT_DATA_DIR in a scratch folder):
#   - /dev/null and /dev/stdout, by those very names, in a mount
#     namespace of the test's own (unshare -rm, no privileges needed where
#     user namespaces are allowed): /dev there is a tmpfs holding the
#     real /dev/null bind-mounted and a /dev/stdout link, so that however
#     Balut writes, the machine's /dev is never touched. The device stays
#     a device, the link a link, and the JSON comes out on the pipe;
#   - a pipe (FIFO) with a reader gets the whole PDF and stays a pipe; one
#     with no reader fails at once (exit status 2) instead of waiting;
#   - a link to a file: that file is written, the link kept; a link to
#     nothing, a folder and a socket: refused (exit status 2), named in
#     the message, left as they were, no file left beside them.
#
# Prints TAP. The system /usr/bin/python3, standard library only.

import json
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, run_cases  # noqa: E402

balut = None
child_env = None
tmp_root = None

# A pipe nobody reads must fail at once; this is far more than "at once"
# and far less than the test's time-out
NO_HANG_SECONDS = 20


def run(args, cwd=None, stdout=subprocess.PIPE, timeout=120):
    """Runs @args; returns (status, stdout bytes, stderr text)."""
    proc = subprocess.run(args, cwd=cwd, env=child_env, stdin=subprocess.DEVNULL,
                          stdout=stdout, stderr=subprocess.PIPE, timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr.decode("utf-8", "replace")


def new_dir(name):
    path = os.path.join(tmp_root, name)
    os.mkdir(path)
    return path


def listing(directory):
    return sorted(os.listdir(directory))


def kind(path):
    mode = os.lstat(path).st_mode
    for test, name in ((stat.S_ISLNK, "link"), (stat.S_ISREG, "file"), (stat.S_ISDIR, "folder"),
                       (stat.S_ISFIFO, "pipe"), (stat.S_ISCHR, "character device"),
                       (stat.S_ISSOCK, "socket")):
        if test(mode):
            return name
    return "something else"


def expect_kind(path, want):
    got = kind(path)
    if got != want:
        raise Failure("%s is now a %s, not a %s" % (path, got, want))


def check_history_json(data, where):
    try:
        history = json.loads(data)
    except ValueError as e:
        raise Failure("%s: not the history's JSON (%s): %r" % (where, e, data[:200]))
    if history.get("format") != "balut-history" or history.get("games") != []:
        raise Failure("%s: not an empty history: %r" % (where, data[:200]))


# A tmpfs /dev holding the real /dev/null (bind-mounted: a rename over
# it fails rather than replace it) and a /dev/stdout link to
# /proc/self/fd/1, then the command; "$0" is a scratch folder, "$1"
# balut. Prints what /dev holds afterwards, on standard error.
NAMESPACE_SCRIPT = r'''
set -e
keep="$0/keep-null"
: > "$keep"
mount --bind /dev/null "$keep"
mount -t tmpfs tmpfs /dev
: > /dev/null
mount --bind "$keep" /dev/null
ln -s /proc/self/fd/1 /dev/stdout
status=0
"$1" --export-history "$2" || status=$?
for f in /dev/* /dev/.[!.]*; do
  [ -e "$f" ] || [ -L "$f" ] || continue
  if [ -L "$f" ]; then echo "dev: $f link" >&2
  elif [ -c "$f" ]; then echo "dev: $f chardev" >&2
  else echo "dev: $f other" >&2; fi
done
exit $status
'''


def namespace_run(name, target):
    """Runs balut --export-history TARGET in the namespace; returns
    (status, stdout, stderr) or None when no namespace can be made."""
    if shutil.which("unshare") is None:
        return None
    scratch = new_dir(name)
    probe = subprocess.run(["unshare", "-rm", "sh", "-c",
                            "mount -t tmpfs tmpfs \"$0\"", scratch],
                           stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=60)
    if probe.returncode != 0:
        return None
    return run(["unshare", "-rm", "sh", "-c", NAMESPACE_SCRIPT, scratch, balut, target],
               timeout=NO_HANG_SECONDS * 3)


def dev_listing(err):
    return sorted(line[len("dev: "):] for line in err.splitlines() if line.startswith("dev: "))


def case_dev_null():
    result = namespace_run("dev-null", "/dev/null")
    if result is None:
        return "/dev/null # SKIP no mount namespace of the test's own here (unshare -rm)"
    status, out, err = result
    if status != 0:
        raise Failure("balut --export-history /dev/null: exit status %d\n%s" % (status, err))
    if dev_listing(err) != ["/dev/null chardev", "/dev/stdout link"]:
        raise Failure("/dev after the export: %s\n%s" % (dev_listing(err), err))
    return "balut --export-history /dev/null: exit status 0, /dev/null still a character device, nothing beside it"


def case_dev_stdout():
    result = namespace_run("dev-stdout", "/dev/stdout")
    if result is None:
        return "/dev/stdout # SKIP no mount namespace of the test's own here (unshare -rm)"
    status, out, err = result
    if status != 0:
        raise Failure("balut --export-history /dev/stdout: exit status %d\n%s" % (status, err))
    if dev_listing(err) != ["/dev/null chardev", "/dev/stdout link"]:
        raise Failure("/dev after the export: %s\n%s" % (dev_listing(err), err))
    text = out.decode("utf-8", "replace")
    end = text.find("]}\n")
    if not text.startswith("{") or end < 0:
        raise Failure("the pipe got no history: %r" % text[:300])
    check_history_json(text[:end + 3], "/dev/stdout")
    return "balut --export-history /dev/stdout on a pipe: the JSON on the pipe, /dev/stdout still a link"


def read_fifo_while(fifo, args, cwd):
    """Runs balut with a reader on @fifo; returns (status, stderr, what
    was read). A writer end kept open here too means the reader sees no
    end of file before balut has opened the pipe and closed it."""
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    keeper = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    os.set_blocking(reader, True)
    chunks = []

    def read_all():
        while True:
            chunk = os.read(reader, 65536)
            if not chunk:
                return
            chunks.append(chunk)

    thread = threading.Thread(target=read_all)
    thread.start()
    try:
        status, _, err = run([balut] + args, cwd=cwd, timeout=NO_HANG_SECONDS * 3)
    finally:
        os.close(keeper)
        thread.join(NO_HANG_SECONDS * 3)
        os.close(reader)
    return status, err, b"".join(chunks)


def case_fifo_with_reader():
    directory = new_dir("fifo-reader")
    fifo = os.path.join(directory, "sheet.pdf")
    os.mkfifo(fifo)
    status, err, data = read_fifo_while(fifo, ["--export-sheet", "sheet.pdf"], directory)
    if status != 0:
        raise Failure("--export-sheet to a pipe: exit status %d\n%s" % (status, err))
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
        raise Failure("the reader got no whole PDF (%d bytes): %r" % (len(data), data[:40]))
    pdf_size = len(data)
    expect_kind(fifo, "pipe")
    if listing(directory) != ["sheet.pdf"]:
        raise Failure("files left: %s" % listing(directory))

    history = os.path.join(directory, "history.json")
    os.mkfifo(history)
    status, err, data = read_fifo_while(history, ["--export-history", "history.json"], directory)
    if status != 0:
        raise Failure("--export-history to a pipe: exit status %d\n%s" % (status, err))
    check_history_json(data, "the pipe")
    expect_kind(history, "pipe")
    if listing(directory) != ["history.json", "sheet.pdf"]:
        raise Failure("files left: %s" % listing(directory))
    return ("a pipe with a reader: the whole PDF (%d bytes) and the history's JSON, the pipes still pipes"
            % pdf_size)


def case_fifo_without_reader():
    directory = new_dir("fifo-alone")
    checked = []
    for args, name in ((["--export-sheet", "sheet.pdf"], "sheet.pdf"),
                       (["--export-history", "history.json"], "history.json")):
        fifo = os.path.join(directory, name)
        os.mkfifo(fifo)
        try:
            status, _, err = run([balut] + args, cwd=directory, timeout=NO_HANG_SECONDS)
        except subprocess.TimeoutExpired:
            raise Failure("%s: still waiting for a reader after %d s" % (" ".join(args), NO_HANG_SECONDS))
        if status != 2 or name not in err:
            raise Failure("%s with no reader: exit status %d, not 2, or the message does not name it\n%s"
                          % (" ".join(args), status, err))
        expect_kind(fifo, "pipe")
        checked.append("“%s”" % err.strip().splitlines()[-1])
    if listing(directory) != ["history.json", "sheet.pdf"]:
        raise Failure("files left: %s" % listing(directory))
    return "a pipe with no reader: exit status 2 at once, " + "; ".join(checked)


def case_link():
    directory = new_dir("link")
    real_dir = new_dir("link-real")
    real_pdf = os.path.join(real_dir, "real.pdf")
    real_json = os.path.join(real_dir, "real.json")
    for path in (real_pdf, real_json):
        with open(path, "w") as f:
            f.write("an earlier file")
        os.chmod(path, 0o600)
    os.symlink("../link-real/real.pdf", os.path.join(directory, "sheet.pdf"))
    os.symlink(real_json, os.path.join(directory, "history.json"))

    for args in (["--export-sheet", "sheet.pdf"], ["--export-history", "history.json"]):
        status, _, err = run([balut] + args, cwd=directory)
        if status != 0:
            raise Failure("%s through a link: exit status %d\n%s" % (" ".join(args), status, err))
    expect_kind(os.path.join(directory, "sheet.pdf"), "link")
    expect_kind(os.path.join(directory, "history.json"), "link")
    with open(real_pdf, "rb") as f:
        if not f.read(5) == b"%PDF-":
            raise Failure("the file the link leads to is no PDF")
    with open(real_json, "rb") as f:
        check_history_json(f.read(), real_json)
    for path in (real_pdf, real_json):
        if stat.S_IMODE(os.stat(path).st_mode) != 0o600:
            raise Failure("%s lost its mode 0600: %o" % (path, stat.S_IMODE(os.stat(path).st_mode)))
    if listing(directory) != ["history.json", "sheet.pdf"] or listing(real_dir) != ["real.json", "real.pdf"]:
        raise Failure("files left: %s, %s" % (listing(directory), listing(real_dir)))
    return "a link: the PDF and the history written into the files it leads to (0600 kept), the links kept"


def case_refused():
    directory = new_dir("refused")
    os.symlink("nowhere.pdf", os.path.join(directory, "dangling.pdf"))
    os.symlink("nowhere.json", os.path.join(directory, "dangling.json"))
    os.mkdir(os.path.join(directory, "folder.pdf"))
    os.mkdir(os.path.join(directory, "folder.json"))
    sockets = []
    for name in ("socket.pdf", "socket.json"):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(os.path.join(directory, name))
        sockets.append(s)
    before = {name: kind(os.path.join(directory, name)) for name in os.listdir(directory)}

    checked = []
    try:
        for name in sorted(before):
            option = "--export-sheet" if name.endswith(".pdf") else "--export-history"
            status, _, err = run([balut, option, name], cwd=directory)
            if status != 2 or name not in err:
                raise Failure("%s %s: exit status %d, not 2, or the message does not name it\n%s"
                              % (option, name, status, err))
            checked.append("%s: “%s”" % (name, err.strip().splitlines()[-1]))
    finally:
        for s in sockets:
            s.close()
    after = {name: kind(os.path.join(directory, name)) for name in os.listdir(directory)}
    if after != before:
        raise Failure("the folder changed: %s, not %s" % (after, before))
    if os.listdir(os.path.join(directory, "folder.pdf")):
        raise Failure("something was written into the folder")
    return "refused with exit status 2: " + "; ".join(checked)


def main():
    global balut, child_env, tmp_root
    balut = os.environ.get("BALUT_BIN")
    if not balut:
        print("Bail out! BALUT_BIN is not set")
        return 1

    tmp_root = tempfile.mkdtemp(prefix="balut-export-targets-")
    try:
        child_env = dict(os.environ)
        child_env["LC_ALL"] = "C.UTF-8"
        child_env.pop("LANGUAGE", None)
        # a store of its own: the history exported is an empty one
        child_env["BALUT_DATA_DIR"] = new_dir("data")
        return run_cases([case_dev_null, case_dev_stdout, case_fifo_with_reader, case_fifo_without_reader,
                          case_link, case_refused])
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
