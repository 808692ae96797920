#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-deb.sh [OUTDIR] — builds the Debian package balut_VERSION_ARCH.deb
# into OUTDIR (default: the current folder).
#
# The source is copied into a temporary folder first, so that the tree it
# is run from stays untouched (no debian/, no obj-*/ left behind):
#   - in a git checkout, the files git knows about: tracked and not yet
#     tracked, without what .gitignore ignores (_build/ …)
#     and without tracked files deleted in the working tree;
#   - anywhere else (an unpacked release tarball, a copy), the whole tree
#     but .git and meson build folders (those holding meson-private/).
# build-aux/debian/ is put in as debian/, and `dpkg-buildpackage -b -us
# -uc` builds the binary package (debhelper 13, dh --buildsystem=meson).
#
# The package version is meson.build's; debian/changelog must have the
# same (a native package: balut_0.1.0_amd64.deb), or nothing is built.
#
# DEB_BUILD_OPTIONS: unset, it is "nocheck noddebs parallel=N" (the test
# suite runs on its own; no -dbgsym package). Set it (e.g. to
# "parallel=2") to run the core suite during the build as well.
# The build dependencies (Build-Depends in build-aux/debian/control) must
# be installed: dpkg-buildpackage stops and names those that are missing.

set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
src=$(dirname "$here")
outdir=${1:-$PWD}

die() {
  echo "make-deb.sh: $*" >&2
  exit 1
}

for tool in dpkg-buildpackage dpkg-parsechangelog dpkg-architecture meson python3; do
  command -v "$tool" >/dev/null || die "$tool is not installed (dpkg-dev, meson, python3)"
done

mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

version=$(meson introspect --projectinfo "$src/meson.build" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
deb_version=$(dpkg-parsechangelog -l "$here/debian/changelog" -S Version)
deb_source=$(dpkg-parsechangelog -l "$here/debian/changelog" -S Source)
[ "$deb_source" = balut ] || die "debian/changelog is for '$deb_source', not balut"
[ "$version" = "$deb_version" ] ||
  die "meson.build says version $version, build-aux/debian/changelog says $deb_version: add a changelog entry (dch -c build-aux/debian/changelog -v $version)"
arch=$(dpkg-architecture -qDEB_HOST_ARCH)

work=$(mktemp -d "${TMPDIR:-/tmp}/balut-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
tree="$work/balut-$version"
mkdir "$tree"

if git -C "$src" rev-parse --show-toplevel >/dev/null 2>&1 &&
  [ "$(cd "$(git -C "$src" rev-parse --show-toplevel)" && pwd -P)" = "$src" ]; then
  how="git ls-files (tracked and untracked, not ignored)"
  git -C "$src" ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do
      # tracked files deleted in the working tree are not copied
      if [ -e "$src/$f" ] || [ -L "$src/$f" ]; then
        printf '%s\0' "$f"
      fi
    done |
    tar -C "$src" --null --no-recursion -T - -cf - | tar -C "$tree" -xf -
else
  how="the whole tree (not a git checkout)"
  excludes=(--exclude=./.git --exclude=./debian --exclude='__pycache__')
  for d in "$src"/* "$src"/.[!.]*; do
    if [ -d "$d/meson-private" ]; then
      excludes+=("--exclude=./$(basename "$d")")
    fi
  done
  tar -C "$src" "${excludes[@]}" -cf - . | tar -C "$tree" -xf -
fi
[ -f "$tree/meson.build" ] || die "no meson.build copied from $src"

rm -rf "$tree/debian"
cp -a "$here/debian" "$tree/debian"

if [ -z "${DEB_BUILD_OPTIONS+set}" ]; then
  DEB_BUILD_OPTIONS="nocheck noddebs parallel=$(nproc 2>/dev/null || echo 1)"
fi
export DEB_BUILD_OPTIONS
profiles=()
case " $DEB_BUILD_OPTIONS " in
  *" nocheck "*) profiles=(-Pnocheck) ;;
esac

echo "make-deb.sh: balut $version ($arch) from $how, DEB_BUILD_OPTIONS=\"$DEB_BUILD_OPTIONS\""
(cd "$tree" && dpkg-buildpackage -b -us -uc "${profiles[@]}")

deb="balut_${version}_${arch}.deb"
[ -f "$work/$deb" ] || die "dpkg-buildpackage made no $deb"
cp "$work/$deb" "$outdir/$deb"
echo "make-deb.sh: $outdir/$deb"
