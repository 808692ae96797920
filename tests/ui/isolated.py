#!/usr/bin/python3
# isolated.py — one UI test on an X server and a session bus of its own,
# so that UI tests can run side by side
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   isolated.py COMMAND [ARGUMENT...]
#
# Starts Xvfb on a free display (-displayfd: the server picks a display
# no other server holds and says which once it accepts connections) with
# a 1920×1200 screen, and a dbus-daemon for a session bus of its own, then
# runs COMMAND with DISPLAY and DBUS_SESSION_BUS_ADDRESS pointing at them
# (WAYLAND_DISPLAY, AT_SPI_BUS_ADDRESS and the desktop's bus variables
# removed, GDK_BACKEND=x11, XDG_RUNTIME_DIR a temporary folder of its
# own). What the test starts on that bus is its own too: the accessibility
# bus (at-spi-bus-launcher, activated on the private bus, puts its socket
# in that XDG_RUNTIME_DIR and publishes its address on the private
# display's root window, AT_SPI_BUS), the AT-SPI registry, a fake Settings
# portal (tests/ui/fake-portal.py).
# Two tests run at once cannot see each other's windows, buses or portal.
#
# COMMAND's standard output (TAP) and error go where this script's go.
# The exit status is COMMAND's; if COMMAND was killed by a signal, this
# script kills itself with the same signal, so that meson reports it.
# Whatever way it ends (COMMAND done, SIGTERM from meson's timeout,
# SIGINT), everything it started is stopped: it is the child subreaper of
# all it starts, so what outlives its parent (the accessibility bus, the
# registry) comes back to it and is ended with the servers. The servers'
# own messages are kept aside and printed on standard error only when
# the test fails.
#
# Standard library only; Linux (prctl, /proc).

import ctypes
import os
import resource
import select
import signal
import subprocess
import sys
import tempfile
import time

SCREEN = "1920x1200x24"      # as build-aux/test.sh had it: every size of test-screenshots fits
START_TIMEOUT = 30.0         # seconds for Xvfb or the bus to come up (a loaded machine)

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36

libc = ctypes.CDLL(None, use_errno=True)
servers = []                  # (name, Popen), started in this order
command = None
log = None


def die_with_parent():
    """In the child: SIGTERM when this script ends, however it ends."""
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def read_line_from(fd, what, proc):
    """The first line written to the pipe fd, within START_TIMEOUT."""
    data = b""
    deadline = time.monotonic() + START_TIMEOUT
    while not data.endswith(b"\n"):
        left = deadline - time.monotonic()
        if left <= 0:
            raise RuntimeError("%s did not start within %.0f s" % (what, START_TIMEOUT))
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(fd, 256)
            if not chunk:
                raise RuntimeError("%s exited before it was ready (status %s)" % (what, proc.poll()))
            data += chunk
        elif proc.poll() is not None:
            raise RuntimeError("%s exited with status %s before it was ready" % (what, proc.returncode))
    return data.decode().strip()


def start_server(what, argv, env=None):
    """Starts a server that writes its address to the file descriptor it
    is given (argv's "{fd}"), and returns the line it wrote."""
    read_fd, write_fd = os.pipe()
    try:
        proc = subprocess.Popen([a.replace("{fd}", str(write_fd)) for a in argv],
                                stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=env,
                                pass_fds=(write_fd,), preexec_fn=die_with_parent)
    except OSError:
        os.close(read_fd)
        os.close(write_fd)
        raise
    servers.append((what, proc))
    os.close(write_fd)
    try:
        return read_line_from(read_fd, what, proc)
    finally:
        os.close(read_fd)


def children():
    """The pids of this process's children (what the subreaper got back
    included), zombies too."""
    me = os.getpid()
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % entry, "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) > 1 and int(fields[1]) == me:
            pids.append(int(entry))
    return pids


def reap(pid):
    try:
        return os.waitpid(pid, os.WNOHANG)[0] == pid
    except ChildProcessError:
        return True


class Stopped(Exception):
    """A signal told this script to stop (meson's timeout, ^C)."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def on_signal(signum, frame):
    raise Stopped(signum)


def wait_command(timeout=None):
    """Waits for the command (os.waitpid, not Popen.wait: this may run
    after a signal interrupted a wait) and returns its status, or None
    if it is still running after @timeout seconds."""
    deadline = None if timeout is None else time.monotonic() + timeout
    while command.returncode is None:
        pid, status = os.waitpid(command.pid, 0 if deadline is None else os.WNOHANG)
        if pid == command.pid:
            command.returncode = (-os.WTERMSIG(status) if os.WIFSIGNALED(status)
                                  else os.WEXITSTATUS(status))
        elif time.monotonic() > deadline:
            return None
        else:
            time.sleep(0.02)
    return command.returncode


def stop_all():
    """Ends the command, then everything else this script started or got
    back as subreaper (the bus, what it activated), Xvfb last: its clients
    may still be closing."""
    if command is not None and command.returncode is None:
        command.send_signal(signal.SIGTERM)
        if wait_command(timeout=2) is None:
            command.send_signal(signal.SIGKILL)
            wait_command()
    keep = {proc.pid for what, proc in servers if what == "Xvfb"}
    signalled = set()
    deadline = time.monotonic() + 3.0
    while True:
        # what outlives its parent comes back here: look again each time
        left = [pid for pid in children() if pid not in keep and not reap(pid)]
        if not left:
            break
        late = time.monotonic() > deadline
        for pid in left:
            if pid not in signalled or late:
                try:
                    os.kill(pid, signal.SIGKILL if late else signal.SIGTERM)
                except ProcessLookupError:
                    pass
                signalled.add(pid)
        time.sleep(0.01)
    for what, proc in servers:
        if proc.pid in keep and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    for pid in children():
        reap(pid)


def print_log(reason):
    if log is None:
        return
    log.flush()
    log.seek(0)
    text = log.read().decode(errors="replace").strip()
    if text:
        sys.stderr.write("isolated.py: %s; what Xvfb and dbus-daemon said:\n%s\n" % (reason, text))
        sys.stderr.flush()


def end_with(status):
    """Exits with @status (a Popen returncode: negative for a signal)."""
    sys.stdout.flush()
    sys.stderr.flush()
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))   # the test's core, if any, is dumped already
        os.kill(os.getpid(), -status)
        time.sleep(1)
        os._exit(128 - status)
    sys.exit(status)


def main(argv):
    global command, log
    if len(argv) < 2:
        sys.stderr.write("usage: isolated.py COMMAND [ARGUMENT...]\n")
        return 2
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, on_signal)
    # what a server or the command leaves running comes back to this process
    libc.prctl(PR_SET_CHILD_SUBREAPER, 1)
    log = tempfile.TemporaryFile(prefix="balut-isolated-")

    runtime_dir = tempfile.TemporaryDirectory(prefix="balut-isolated-")
    env = dict(os.environ)
    for var in ("WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "DBUS_SESSION_BUS_PID",
                "DBUS_SESSION_BUS_WINDOWID", "DBUS_STARTER_ADDRESS", "DBUS_STARTER_BUS_TYPE",
                "XAUTHORITY", "DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        env.pop(var, None)
    env["GDK_BACKEND"] = "x11"
    # where the accessibility bus puts its socket (otherwise
    # ~/.cache/at-spi/bus_N, as every run on display N does)
    env["XDG_RUNTIME_DIR"] = runtime_dir.name

    try:
        try:
            env["DISPLAY"] = ":" + start_server(
                "Xvfb", ["Xvfb", "-displayfd", "{fd}", "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"])
            # the bus, and what it activates, on this display
            env["DBUS_SESSION_BUS_ADDRESS"] = start_server(
                "dbus-daemon", ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address={fd}"],
                env=env)
        except (OSError, RuntimeError) as e:
            print("Bail out! cannot start the test's own display and bus: %s" % e, flush=True)
            stop_all()
            print_log("the servers did not start")
            return 1

        try:
            command = subprocess.Popen(argv[1:], env=env)
        except OSError as e:
            print("Bail out! cannot run %s: %s" % (argv[1], e), flush=True)
            stop_all()
            return 1
        status = wait_command()
        stop_all()
    except Stopped as e:
        for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            signal.signal(signum, signal.SIG_IGN)
        stop_all()
        runtime_dir.cleanup()
        print_log("stopped by signal %d" % e.signum)
        end_with(-e.signum)
    finally:
        runtime_dir.cleanup()
    if status != 0:
        print_log("the test ended with status %d" % status)
    end_with(status)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
