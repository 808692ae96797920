#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Make the Windows icon (data/win32/io.github.balut.Balut.ico) from the
# application icon's SVG: every size Windows shows (16 to 256 px; the
# 256 px image stored as PNG, as Windows Vista and later expect).
#
#   build-aux/make-ico.sh            # rewrite the .ico
#   build-aux/make-ico.sh --check    # exit 1 if the .ico is not what the
#                                    # SVG gives today
#
# Needs rsvg-convert (librsvg2-bin) and icotool (icoutils). The .ico is
# committed, so that a Windows build needs neither; tests/data/
# test-release.py runs --check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
svg="$root/icons/hicolor/scalable/apps/io.github.balut.Balut.svg"
ico="$root/data/win32/io.github.balut.Balut.ico"
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
  if ! cmp -s "$tmp/new.ico" "$ico"; then
    echo "make-ico: $ico is not the icon the SVG gives; run build-aux/make-ico.sh" >&2
    exit 1
  fi
  exit 0
fi
cp "$tmp/new.ico" "$ico"
echo "make-ico: wrote $ico (${sizes[*]} px)"
