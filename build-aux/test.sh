#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Build Balut with AddressSanitizer + UndefinedBehaviorSanitizer in
# _build-test/ and run the test suite. Works from any directory.
#
#   build-aux/test.sh [--thorough] [--under-load[=N]] [meson test arguments...]
#   e.g. build-aux/test.sh --suite balut-game
#
# --thorough (and CI=true) runs the long randomized batches whole
# (`meson test --setup thorough`: 2,304 random games instead of 576, the
# real program killed 20 times instead of 6).
#
# --under-load[=N] runs the tests beside N CPU-bound processes (3 when N is
# not given), started once the build is done and stopped when the tests
# end, as when the suite shares the machine with other heavy jobs. Every
# test must pass so: a pass depends on what the program does, never on
# how fast it does it. meson's per-test limits (whole-test limits, not
# waits) are tripled, as the tests then take up to three times as long.
#
# No test uses the desktop: each UI test starts an X server (Xvfb) and a
# session bus of its own (tests/ui/isolated.py), so they run two at a time
# like the others; the rest need no display. DISPLAY and WAYLAND_DISPLAY
# are removed, and everything runs inside a D-Bus session of its own
# (dbus-run-session), never on the desktop's bus: the same run with or
# without a desktop, and in CI.
#
# The last line printed is "N passed, N failed" (GTest cases counted from the
# TAP output by build-aux/count-tests.py). Exits non-zero if meson test
# failed, any case failed, or no test ran.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

thorough=0
under_load=0
meson_args=()
for arg in "$@"; do
  case "$arg" in
    --thorough) thorough=1 ;;
    --under-load) under_load=3 ;;
    --under-load=*)
      under_load="${arg#--under-load=}"
      if [[ ! "$under_load" =~ ^[1-9][0-9]?$ ]]; then
        echo "test.sh: --under-load wants a number of processes from 1 to 99, not “$under_load”" >&2
        exit 2
      fi
      ;;
    *) meson_args+=("$arg") ;;
  esac
done
if [[ "${CI:-}" == true ]]; then
  thorough=1
fi
setup=()
if [[ $thorough == 1 ]]; then
  setup=(--setup thorough)
fi

build-aux/ensure-deps.sh
build-aux/ensure-locales.sh

# BALUT_TEST_BUILDDIR: another build folder (for several checkouts' or
# people's runs side by side); the default is _build-test
builddir="${BALUT_TEST_BUILDDIR:-_build-test}"
if [[ ! -f "$builddir/meson-private/coredata.dat" ]]; then
  meson setup "$builddir" \
    -Db_sanitize=address,undefined \
    -Db_lundef=false \
    -Dwerror=true \
    -Dbuildtype=debug
elif [[ ! -f "$builddir/build.ninja" ]]; then
  meson setup --reconfigure "$builddir"
fi
meson compile -C "$builddir"

# Sanitizer settings; options already in the environment come last and win.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/build-aux/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
# GLib 2.74's GSlice caches memory and hides leaks from LeakSanitizer.
export G_SLICE=always-malloc

unset DISPLAY WAYLAND_DISPLAY XAUTHORITY
runner=(dbus-run-session --)

# meson names the log after the setup: testlog-thorough.json
testlog="$builddir/meson-logs/testlog${setup[1]:+-${setup[1]}}.json"
rm -f "$testlog"   # never count a previous run's results

load_args=()
hogs=()
stop_hogs() {
  if [[ ${#hogs[@]} -gt 0 ]]; then
    kill "${hogs[@]}" 2>/dev/null || true
    wait "${hogs[@]}" 2>/dev/null || true
  fi
}
if [[ $under_load -gt 0 ]]; then
  trap stop_hogs EXIT
  for ((i = 0; i < under_load; i++)); do
    bash -c 'while :; do :; done' &
    hogs+=("$!")
  done
  load_args=(--timeout-multiplier 3)
  echo "under load: $under_load CPU-bound processes beside the tests (pids ${hogs[*]})"
fi

rc=0
start=$SECONDS
# Three at a time on the two cores CI has: the UI tests wait for the
# window about half of their time (window, a11y, resume-kill, computer:
# 73 s of wall time for 33 s of CPU), and a third test uses that. On two
# cores the default run took 180 s with 2, 167 s with 3, 172 s with 4.
"${runner[@]}" meson test -C "$builddir" --print-errorlogs --num-processes 3 \
  "${setup[@]}" "${load_args[@]}" "${meson_args[@]}" </dev/null || rc=$?
stop_hogs
echo "meson test took $((SECONDS - start)) s"

count_rc=0
build-aux/count-tests.py "$testlog" || count_rc=$?

if [[ $rc -ne 0 ]]; then
  exit "$rc"
fi
exit "$count_rc"
