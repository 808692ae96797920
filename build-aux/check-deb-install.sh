#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-deb-install.sh — installs the Debian package on a clean Debian 12
# and plays it there: does the package name every dependency?
#
#   build-aux/check-deb-install.sh [--deb FILE] [--build-in-chroot] [--keep] [WORKDIR]
#
# Not part of the test suite: it downloads a Debian 12 base system and
# Balut's dependencies (about 150 MB; 450 MB more with --build-in-chroot)
# from http://deb.debian.org/debian (MIRROR=... to use another), and it
# needs root (debootstrap, chroot, mount). WORKDIR defaults to
# /tmp/balut-deb-install; it is removed at the end unless --keep.
#
#  1. debootstrap --variant=minbase bookworm: a fresh Debian 12 without
#     even a recommended package; bookworm-updates and the security
#     archive added, as on an installed system.
#  2. The package: --deb FILE, or build-aux/make-deb.sh on this machine,
#     or with --build-in-chroot inside a second fresh chroot that has
#     nothing but build-essential and the Build-Depends (apt-get build-dep
#     on build-aux/debian/control), so a missing build dependency shows.
#  3. apt-get install --no-install-recommends ./balut_VERSION_ARCH.deb in
#     the clean chroot: what balut needs must come through Depends alone.
#  4. In the chroot: balut --version; balut --export-sheet (checked with
#     pdfinfo here: 1 page, and its fonts); the schema compiled by the
#     dpkg trigger; and the window. For that, what every desktop session
#     has is added (dbus, at-spi2-core) and gdbus (libglib2.0-bin) to
#     drive balut's actions; balut runs under dbus-run-session on an Xvfb
#     display of this machine (an X server is no dependency of balut; the
#     chroot shares this machine's network namespace, so it reaches the
#     server's abstract socket). Screenshots of the whole screen
#     (ImageMagick's import): the game window, WORKDIR.png, and its About
#     dialog, WORKDIR-about.png (the application icon is an SVG: without
#     librsvg2-common it is the "missing image" icon, and GTK says
#     nothing). Then Quit: balut must exit with status 0, and print
#     nothing on standard error but GTK's note that there is no OpenGL
#     driver (a missing schema or font shows there).
#  5. The package's autopkgtests (build-aux/debian/tests) in the same
#     chroot, by autopkgtest itself (autopkgtest-virt-chroot, root's PATH:
#     no /usr/games) against a copy of the source with debian/ in place;
#     skipped, and said so, when autopkgtest is not installed here.
# The last line printed is "PASS" or "FAIL: ...". Look at the
# screenshots: the window with its icons (menu, hint bulb) and dice, the
# About dialog with the Balut icon.

set -euo pipefail

MIRROR=${MIRROR:-http://deb.debian.org/debian}
SUITE=bookworm
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(dirname "$here")

deb=""
build_in_chroot=false
keep=false
work=""
while [ $# -gt 0 ]; do
  case $1 in
    --deb) deb=$(realpath "$2"); shift 2 ;;
    --build-in-chroot) build_in_chroot=true; shift ;;
    --keep) keep=true; shift ;;
    -h | --help) sed -n '5,/^$/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "check-deb-install.sh: unknown option $1" >&2; exit 2 ;;
    *) work=$1; shift ;;
  esac
done
work=$(realpath -m "${work:-/tmp/balut-deb-install}")
shot="$work/../$(basename "$work").png"
shot_about="$work/../$(basename "$work")-about.png"

fail() {
  echo "FAIL: $*"
  exit 1
}
step() { echo "== $*"; }

[ "$(id -u)" = 0 ] || fail "run as root (debootstrap, chroot and mount need it)"
for tool in debootstrap chroot Xvfb import xdotool pdfinfo dpkg-deb; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (debootstrap, xvfb, imagemagick, xdotool, poppler-utils)"
done

xvfb_pid=""
balut_pid=""
roots=()

unmount_all() {
  local root=$1 m
  # deepest first
  awk -v r="$root/" 'index($2, r) == 1 {print $2}' /proc/mounts | sort -r |
    while IFS= read -r m; do
      umount "$m" || umount -l "$m"
    done
}

cleanup() {
  local root
  if [ -n "$balut_pid" ]; then kill "$balut_pid" 2>/dev/null || true; fi
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
  for root in "${roots[@]}"; do
    unmount_all "$root"
  done
  if ! $keep && [ -d "$work" ]; then
    if awk -v r="$work/" 'index($2, r) == 1 {found = 1} END {exit !found}' /proc/mounts; then
      echo "check-deb-install.sh: $work still has mounts; not removed" >&2
    else
      rm -rf "$work"
    fi
  fi
}
trap cleanup EXIT

in_root() {
  local root=$1
  shift
  chroot "$root" /usr/bin/env -i HOME=/root LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games "$@"
}

make_root() {
  local root=$1
  step "debootstrap --variant=minbase $SUITE $root ($MIRROR)"
  debootstrap --variant=minbase "$SUITE" "$root" "$MIRROR" >"$root.debootstrap.log" 2>&1 ||
    { tail -20 "$root.debootstrap.log"; fail "debootstrap failed (log: $root.debootstrap.log)"; }
  roots+=("$root")
  local security=${MIRROR%/debian}/debian-security
  cat >"$root/etc/apt/sources.list" <<EOF
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb $security $SUITE-security main
EOF
  mount -t proc proc "$root/proc"
  mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
  mount -t tmpfs tmpfs "$root/dev/shm"
  in_root "$root" apt-get update -q >/dev/null
  in_root "$root" apt-get -y -q dist-upgrade >/dev/null
}

if awk -v r="$work/" 'index($2, r) == 1 {found = 1} END {exit !found}' /proc/mounts; then
  fail "something is mounted under $work (a chroot of an interrupted run?): unmount it first"
fi
rm -rf "$work"
mkdir -p "$work"

# ------------------------------------------------------------ the package
if [ -z "$deb" ] && $build_in_chroot; then
  broot="$work/build-root"
  make_root "$broot"
  step "apt-get build-dep (build-aux/debian/control) in a fresh chroot"
  mkdir -p "$broot/src/deps/debian"
  cp "$here/debian/control" "$broot/src/deps/debian/control"
  in_root "$broot" apt-get install -y -q --no-install-recommends build-essential >/dev/null
  # the nocheck profile, as make-deb.sh builds
  in_root "$broot" apt-get build-dep -y -q --no-install-recommends -Pnocheck /src/deps >"$work/build-dep.log" 2>&1 ||
    { tail -20 "$work/build-dep.log"; fail "apt-get build-dep failed"; }
  step "build-aux/make-deb.sh in the chroot (a copy of the tree, no .git)"
  mkdir -p "$broot/src/balut"
  if git -C "$src" rev-parse --show-toplevel >/dev/null 2>&1; then
    git -C "$src" ls-files -z --cached --others --exclude-standard |
      while IFS= read -r -d '' f; do
        if [ -e "$src/$f" ]; then printf '%s\0' "$f"; fi
      done | tar -C "$src" --null --no-recursion -T - -cf - | tar -C "$broot/src/balut" -xf -
  else
    tar -C "$src" --exclude=./.git --exclude='./_build*' -cf - . | tar -C "$broot/src/balut" -xf -
  fi
  in_root "$broot" bash -c 'cd /src/balut && build-aux/make-deb.sh /src/out' >"$work/make-deb.log" 2>&1 ||
    { tail -30 "$work/make-deb.log"; fail "the package does not build with its Build-Depends alone (log: $work/make-deb.log)"; }
  deb=$(ls "$broot"/src/out/balut_*.deb)
  cp "$deb" "$work/"
  deb="$work/$(basename "$deb")"
  unmount_all "$broot"
  rm -rf "$broot"
  echo "built with Build-Depends alone: $(basename "$deb")"
elif [ -z "$deb" ]; then
  step "build-aux/make-deb.sh"
  "$here/make-deb.sh" "$work" >"$work/make-deb.log" 2>&1 || { tail -30 "$work/make-deb.log"; fail "make-deb.sh failed"; }
  deb=$(ls "$work"/balut_*.deb)
fi
[ -f "$deb" ] || fail "no package: $deb"

# ------------------------------------------------------- a clean install
root="$work/root"
make_root "$root"
before=$(in_root "$root" dpkg-query -W -f="\${Package}\n" | wc -l)
cp "$deb" "$root/tmp/"
step "apt-get install --no-install-recommends ./$(basename "$deb")"
in_root "$root" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" >"$work/install.log" 2>&1 ||
  { tail -30 "$work/install.log"; fail "apt-get install failed (log: $work/install.log)"; }
after=$(in_root "$root" dpkg-query -W -f="\${Package}\n" | wc -l)
size=$(in_root "$root" dpkg-query -W -f="\${Installed-Size}\n" | awk '{s += $1} END {print int(s / 1024)}')
echo "installed balut and $((after - before - 1)) packages it depends on (the system is now ${size} MB)"
grep -E "^(W|E):" "$work/install.log" || true

step "balut --version"
version=$(in_root "$root" balut --version) || fail "balut --version failed"
echo "$version"
# the package's version without epoch and Debian revision: 1:0.1.0-1 -> 0.1.0
deb_version=$(in_root "$root" dpkg-query -W -f="\${Version}" balut)
upstream=${deb_version#*:}
upstream=${upstream%-*}
[ "balut $upstream" = "$version" ] || fail "balut --version says $version, the package is $deb_version"

step "balut --export-sheet /tmp/sheet.pdf (no display)"
in_root "$root" balut --export-sheet /tmp/sheet.pdf || fail "balut --export-sheet failed"
pages=$(pdfinfo "$root/tmp/sheet.pdf" | awk '/^Pages:/ {print $2}')
[ "$pages" = 1 ] || fail "the sheet has $pages pages"
pdffonts "$root/tmp/sheet.pdf" | sed -n '3,$p' | awk '{print "  font: " $1}' | sort -u

step "the schema, compiled by the dpkg trigger"
[ -f "$root/usr/share/glib-2.0/schemas/gschemas.compiled" ] || fail "no gschemas.compiled"
if command -v gsettings >/dev/null; then
  keys=$(GSETTINGS_SCHEMA_DIR="$root/usr/share/glib-2.0/schemas" gsettings list-keys io.github.balut.Balut | wc -l)
  [ "$keys" -gt 0 ] || fail "gschemas.compiled has no io.github.balut.Balut"
  echo "/usr/share/glib-2.0/schemas/gschemas.compiled holds io.github.balut.Balut ($keys keys)"
fi

step "the window (Xvfb on this machine, a session bus in the chroot)"
# what any desktop session has, and the test's remote control (gdbus)
in_root "$root" apt-get install -y -q --no-install-recommends dbus at-spi2-core libglib2.0-bin \
  >>"$work/install.log" 2>&1 || fail "could not install dbus, at-spi2-core and libglib2.0-bin for the session"
display=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
    display=":$n"
    break
  fi
done
[ -n "$display" ] || fail "no free X display number"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do
  DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break
  sleep 0.2
done
DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start"

# In the chroot: balut, and its About dialog then Quit when asked for
# (files in /tmp/ctl), through its actions on the session bus
mkdir -p "$root/tmp/xdg" "$root/tmp/ctl" "$root/root"
chmod 700 "$root/tmp/xdg"
cat >"$root/tmp/session.sh" <<'EOF'
#!/bin/sh
action() {
  gdbus call --session --dest io.github.balut.Balut --object-path /io/github/balut/Balut \
    --method org.gtk.Actions.Activate "$1" '[]' '{}' >/dev/null
}
balut 2>/tmp/ctl/balut.err &
pid=$!
for step in about quit; do
  while [ ! -e "/tmp/ctl/$step" ]; do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  action "$step"
done
wait "$pid"
echo $? >/tmp/ctl/status
EOF
chmod +x "$root/tmp/session.sh"
chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 DISPLAY="$display" XDG_RUNTIME_DIR=/tmp/xdg \
  PATH=/usr/local/bin:/usr/bin:/bin:/usr/games dbus-run-session -- /tmp/session.sh \
  >"$work/session.out" 2>&1 &
balut_pid=$!

wait_window() { # NAME-REGEX: the id of the first visible window so named
  local id="" _
  for _ in $(seq 60); do
    id=$(DISPLAY=$display xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1) || true
    [ -n "$id" ] && break
    kill -0 "$balut_pid" 2>/dev/null || break
    sleep 0.5
  done
  echo "$id"
}

window=$(wait_window '^Balut$')
[ -n "$window" ] || { cat "$work/session.out" "$root/tmp/ctl/balut.err"; fail "no Balut window appeared"; }
sleep 1
# the mouse out of the way (no tooltip in the screenshots)
DISPLAY=$display xdotool mousemove 1279 799 mousemove 1278 798
sleep 2 # the first frames
DISPLAY=$display import -window root "$shot"
colours=$(identify -format '%k' "$shot")
echo "the window: \"$(DISPLAY=$display xdotool getwindowname "$window")\"; screenshot $shot ($colours colours)"
[ "$colours" -ge 64 ] || fail "the screenshot has only $colours colours: nothing drawn?"

touch "$root/tmp/ctl/about"
about=$(wait_window '^About')
[ -n "$about" ] || fail "the About dialog did not appear"
sleep 2
DISPLAY=$display import -window root "$shot_about"
echo "the About dialog (the application icon, an SVG): screenshot $shot_about"

touch "$root/tmp/ctl/quit"
for _ in $(seq 40); do
  [ -e "$root/tmp/ctl/status" ] && break
  sleep 0.5
done
wait "$balut_pid" 2>/dev/null || true
balut_pid=""
[ -e "$root/tmp/ctl/status" ] || fail "balut did not quit"
status=$(cat "$root/tmp/ctl/status")
echo "balut quit with exit status $status"
if [ -s "$root/tmp/ctl/balut.err" ]; then
  echo "balut's standard error:"
  grep -v '^$' "$root/tmp/ctl/balut.err" | sed 's/^/  /'
fi
[ "$status" = 0 ] || fail "balut exited with status $status"
# GTK's notes that the chroot has no OpenGL driver (Mesa is no dependency
# of balut; GTK draws with cairo then) aside, nothing may be printed: a
# missing schema, icon, loader or font warns here
if grep -v -E "^$|^Gsk-Message: .*Failed to realize renderer of type 'GskGLRenderer'" \
  "$root/tmp/ctl/balut.err" | grep -q .; then
  fail "balut printed warnings in the clean system (above)"
fi

step "the autopkgtests (debian/tests) in the chroot"
if command -v autopkgtest >/dev/null; then
  # the source as autopkgtest wants it: debian/ at the top
  tests_src="$work/source/balut"
  mkdir -p "$tests_src"
  if git -C "$src" rev-parse --show-toplevel >/dev/null 2>&1; then
    git -C "$src" ls-files -z --cached --others --exclude-standard |
      while IFS= read -r -d '' f; do
        if [ -e "$src/$f" ]; then printf '%s\0' "$f"; fi
      done | tar -C "$src" --null --no-recursion -T - -cf - | tar -C "$tests_src" -xf -
  else
    tar -C "$src" --exclude=./.git --exclude='./_build*' -cf - . | tar -C "$tests_src" -xf -
  fi
  rm -rf "$tests_src/debian"
  cp -a "$here/debian" "$tests_src/debian"
  autopkgtest --no-built-binaries "$deb" "$tests_src/" -- chroot "$root" >"$work/autopkgtest.log" 2>&1 ||
    { tail -40 "$work/autopkgtest.log"; fail "the autopkgtests failed (log: $work/autopkgtest.log)"; }
  sed -n '/@@@@ summary/,/^autopkgtest \[.*\]: Binaries/p' "$work/autopkgtest.log" | grep -v '^autopkgtest \[' |
    sed 's/^/  /'
else
  echo "skipped: autopkgtest is not installed on this machine (apt-get install autopkgtest)"
fi
echo "PASS"
