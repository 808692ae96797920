#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Make the application icon's images that are drawn from its SVG:
#
# - data/win32/io.github.balut.Balut.ico, the Windows icon: every size
#   Windows shows (16 to 256 px; the 256 px image stored as PNG, as
#   Windows Vista and later expect);
# - icons/hicolor/48x48/apps/io.github.balut.Balut.png: GTK 4 gives X11
#   the window's icon at 48 px, and finds this image before the SVG, so
#   that opening the window does not run librsvg (docs/performance.md);
#   and io.github.balut.Belote.png, the same for Belote's window and
#   launcher.
#
#   build-aux/make-icons.sh            # rewrite both
#   build-aux/make-icons.sh --check    # exit 1 if either is not what the
#                                      # SVG gives today
#
# Needs rsvg-convert (librsvg2-bin) and icotool (icoutils). Both files are
# committed, so that a build needs neither; tests/data/test-portability.py
# runs --check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
svg="$root/icons/hicolor/scalable/apps/io.github.balut.Balut.svg"
ico="$root/data/win32/io.github.balut.Balut.ico"
png48="$root/icons/hicolor/48x48/apps/io.github.balut.Balut.png"
belote_svg="$root/icons/hicolor/scalable/apps/io.github.balut.Belote.svg"
belote_png48="$root/icons/hicolor/48x48/apps/io.github.balut.Belote.png"
sizes=(16 20 24 32 40 48 64 256)

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

pngs=()
for size in "${sizes[@]}"; do
  rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio \
    --output "$tmp/icon-$size.png" "$svg"
  if [[ $size -ge 256 ]]; then
    pngs+=(--raw="$tmp/icon-$size.png")
  else
    pngs+=("$tmp/icon-$size.png")
  fi
done
icotool --create --output "$tmp/new.ico" "${pngs[@]}"
rsvg-convert --width 48 --height 48 --keep-aspect-ratio --output "$tmp/belote-48.png" "$belote_svg"

if [[ "${1:-}" == --check ]]; then
  status=0
  if ! cmp -s "$tmp/new.ico" "$ico"; then
    echo "make-icons: $ico is not the icon the SVG gives; run build-aux/make-icons.sh" >&2
    status=1
  fi
  if ! cmp -s "$tmp/icon-48.png" "$png48"; then
    echo "make-icons: $png48 is not the icon the SVG gives; run build-aux/make-icons.sh" >&2
    status=1
  fi
  if ! cmp -s "$tmp/belote-48.png" "$belote_png48"; then
    echo "make-icons: $belote_png48 is not the icon the SVG gives; run build-aux/make-icons.sh" >&2
    status=1
  fi
  exit $status
fi
cp "$tmp/new.ico" "$ico"
mkdir -p "$(dirname "$png48")"
cp "$tmp/icon-48.png" "$png48"
cp "$tmp/belote-48.png" "$belote_png48"
echo "make-icons: wrote $ico (${sizes[*]} px), $png48 and $belote_png48"
