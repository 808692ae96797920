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
#   that opening the window does not run librsvg (docs/performance.md).
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
  exit $status
fi
cp "$tmp/new.ico" "$ico"
mkdir -p "$(dirname "$png48")"
cp "$tmp/icon-48.png" "$png48"
echo "make-icons: wrote $ico (${sizes[*]} px) and $png48"
