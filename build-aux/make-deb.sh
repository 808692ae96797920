#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-deb.sh [OUTDIR]                 the .deb, from the working tree
# make-deb.sh --release [OUTDIR]       the upload: source package and .deb
# make-deb.sh --check-release          is build-aux/debian/ ready for upload?
#
# The packaging is build-aux/debian/ (source format 3.0 (quilt), version
# UPSTREAM-REVISION: 0.1.0-1), put in as debian/. OUTDIR defaults to the
# current folder. Nothing is left in the tree it is run from (no debian/,
# no obj-*/): everything happens in a temporary folder.
#
# Without --release: balut_VERSION-REVISION_ARCH.deb alone (dpkg-buildpackage
# -b -us -uc), built from a copy of
#   - in a git checkout, the files git knows about: tracked and not yet
#     tracked, without what .gitignore ignores (_build/ …)
#     and without tracked files deleted in the working tree;
#   - anywhere else (an unpacked release tarball, a copy), the whole tree
#     but .git and meson build folders (those holding meson-private/).
# This is the package the tests and CI build and check, changes not yet
# committed included; the maintainer and ITP placeholders do not matter.
#
# --release: what a Debian sponsor uploads, unsigned (debsign signs it).
# It refuses to start while build-aux/debian/ holds a placeholder (as
# --check-release, below). `meson dist` (--no-tests) makes
# balut-VERSION.tar.xz from the last commit (it refuses uncommitted
# changes), which becomes balut_VERSION.orig.tar.xz; the tarball's own
# build-aux/debian/ is put in as debian/, and `dpkg-buildpackage -us -uc`
# builds source and binary: OUTDIR gets the .orig.tar.xz, .debian.tar.xz,
# .dsc, the .deb (and -dbgsym .deb), .buildinfo and .changes.
#
# --check-release: exits 1, naming each, while a placeholder is left:
# Maintainer (debian/control) or the changelog's signer at *.invalid or a
# noreply address, "Closes: #NNNNNN" (the ITP bug's number to come) or an
# UNRELEASED distribution in debian/changelog; 0 when there is none.
# docs/packaging.md ("Debian and Ubuntu") says what to put there.
#
# The version of debian/changelog without its revision must be
# meson.build's, or nothing is built.
#
# DEB_BUILD_OPTIONS: unset, it is "nocheck noddebs parallel=N" (the test
# suite runs on its own; no -dbgsym package), or with --release
# "parallel=N" (the core suite runs during the build, as on Debian's
# builders). Set it (e.g. to "parallel=2") to choose.
# The build dependencies (Build-Depends in build-aux/debian/control) must
# be installed: dpkg-buildpackage stops and names those that are missing.

set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
src=$(dirname "$here")

die() {
  echo "make-deb.sh: $*" >&2
  exit 1
}

mode=local
outdir=""
while [ $# -gt 0 ]; do
  case $1 in
    --release) mode=release; shift ;;
    --check-release) mode=check; shift ;;
    -h | --help) sed -n '5,/^$/{/^#/p}' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) die "unknown option $1 (--release, --check-release, --help)" ;;
    *)
      [ -z "$outdir" ] || die "one OUTDIR only"
      outdir=$1
      shift
      ;;
  esac
done
outdir=${outdir:-$PWD}

for tool in dpkg-buildpackage dpkg-parsechangelog dpkg-architecture meson python3; do
  command -v "$tool" >/dev/null || die "$tool is not installed (dpkg-dev, meson, python3)"
done

changelog="$here/debian/changelog"
control="$here/debian/control"

# The placeholders an upload must not carry, one line each
placeholders() {
  local who field value
  for field in Maintainer Uploaders; do
    value=$(sed -n "s/^$field:[[:space:]]*//p" "$control")
    case $value in
      *.invalid\>* | *noreply* | *[Pp]laceholder*)
        echo "build-aux/debian/control: $field: $value (a placeholder: the uploader's name and address)" ;;
    esac
  done
  who=$(dpkg-parsechangelog -l "$changelog" -S Maintainer)
  case $who in
    *.invalid\>* | *noreply* | *[Pp]laceholder*)
      echo "build-aux/debian/changelog: signed by $who (a placeholder: the uploader, as Maintainer)" ;;
  esac
  if dpkg-parsechangelog -l "$changelog" -S Changes | grep -q '#N\{2,\}'; then
    echo "build-aux/debian/changelog: \"Closes: #NNNNNN\" (a placeholder: the number of Balut's ITP bug)"
  fi
  if [ "$(dpkg-parsechangelog -l "$changelog" -S Distribution)" = UNRELEASED ]; then
    echo "build-aux/debian/changelog: distribution UNRELEASED (unstable, for an upload)"
  fi
}

if [ "$mode" != local ]; then
  left=$(placeholders)
  if [ -n "$left" ]; then
    echo "make-deb.sh: not ready for an upload: build-aux/debian/ still holds placeholders" >&2
    printf '%s\n' "$left" | sed 's/^/  /' >&2
    echo "make-deb.sh: replace them and commit (docs/packaging.md, \"Debian and Ubuntu\")" >&2
    exit 1
  fi
  if [ "$mode" = check ]; then
    echo "make-deb.sh: build-aux/debian/ has no placeholder left"
    exit 0
  fi
fi

mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)

version=$(meson introspect --projectinfo "$src/meson.build" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
deb_version=$(dpkg-parsechangelog -l "$changelog" -S Version)
deb_source=$(dpkg-parsechangelog -l "$changelog" -S Source)
[ "$deb_source" = balut ] || die "debian/changelog is for '$deb_source', not balut"
# 1:0.1.0-1 -> 0.1.0 (the upstream version) and 0.1.0-1 (in file names)
file_version=${deb_version#*:}
upstream=${file_version%-*}
[ "$upstream" != "$file_version" ] ||
  die "build-aux/debian/changelog says $deb_version, a version without a Debian revision (source format 3.0 (quilt) wants $version-1)"
[ "$version" = "$upstream" ] ||
  die "meson.build says version $version, build-aux/debian/changelog says $deb_version: add a changelog entry (dch -c build-aux/debian/changelog -v $version-1)"
arch=$(dpkg-architecture -qDEB_HOST_ARCH)

work=$(mktemp -d "${TMPDIR:-/tmp}/balut-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
tree="$work/balut-$version"

if [ -z "${DEB_BUILD_OPTIONS+set}" ]; then
  if [ "$mode" = release ]; then
    DEB_BUILD_OPTIONS="parallel=$(nproc 2>/dev/null || echo 1)"
  else
    DEB_BUILD_OPTIONS="nocheck noddebs parallel=$(nproc 2>/dev/null || echo 1)"
  fi
fi
export DEB_BUILD_OPTIONS
profiles=()
case " $DEB_BUILD_OPTIONS " in
  *" nocheck "*) profiles=(-Pnocheck) ;;
esac

if [ "$mode" = release ]; then
  # the orig tarball: meson dist of the last commit
  git -C "$src" rev-parse --show-toplevel >/dev/null 2>&1 ||
    die "--release makes the tarball with meson dist, which needs a git checkout"
  echo "make-deb.sh: meson dist (balut $version, the last commit: $(git -C "$src" log -1 --format='%h %s'))"
  # only what meson dist needs: the tests are not configured
  meson setup "$work/dist-build" "$src" -Dtests=false >"$work/dist.log" 2>&1 ||
    { tail -20 "$work/dist.log" >&2; die "meson setup failed (for meson dist)"; }
  meson dist -C "$work/dist-build" --no-tests --formats xztar >>"$work/dist.log" 2>&1 ||
    { tail -20 "$work/dist.log" >&2; die "meson dist failed (uncommitted changes? commit them first)"; }
  tarball="$work/dist-build/meson-dist/balut-$version.tar.xz"
  [ -f "$tarball" ] || die "meson dist made no balut-$version.tar.xz"
  orig="$work/balut_$version.orig.tar.xz"
  mv "$tarball" "$orig"
  rm -rf "$work/dist-build"
  tar -C "$work" -xJf "$orig"
  [ -f "$tree/meson.build" ] || die "$orig does not unpack to balut-$version/"
  [ -d "$tree/build-aux/debian" ] || die "$orig has no build-aux/debian/"
  [ ! -e "$tree/debian" ] || die "$orig has a debian/ folder of its own"
  cp -a "$tree/build-aux/debian" "$tree/debian"
  echo "make-deb.sh: balut $deb_version ($arch) from balut_$version.orig.tar.xz, DEB_BUILD_OPTIONS=\"$DEB_BUILD_OPTIONS\""
  (cd "$tree" && dpkg-buildpackage -us -uc "${profiles[@]}")
  changes="$work/balut_${file_version}_$arch.changes"
  [ -f "$changes" ] || die "dpkg-buildpackage made no $(basename "$changes")"
  # the files the .changes names, and the .changes
  files=$(sed -n '/^Files:/,/^[^ ]/s/^ [0-9a-f]\{32\} .* //p' "$changes")
  for f in $files "$(basename "$changes")"; do
    cp "$work/$f" "$outdir/"
    echo "make-deb.sh: $outdir/$f"
  done
  exit 0
fi

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

echo "make-deb.sh: balut $deb_version ($arch) from $how, DEB_BUILD_OPTIONS=\"$DEB_BUILD_OPTIONS\""
left=$(placeholders)
if [ -n "$left" ]; then
  echo "make-deb.sh: a local package, not for upload (--release refuses the placeholders):"
  printf '%s\n' "$left" | sed 's/^/  /'
fi
(cd "$tree" && dpkg-buildpackage -b -us -uc "${profiles[@]}")

deb="balut_${file_version}_${arch}.deb"
[ -f "$work/$deb" ] || die "dpkg-buildpackage made no $deb"
cp "$work/$deb" "$outdir/$deb"
echo "make-deb.sh: $outdir/$deb"
