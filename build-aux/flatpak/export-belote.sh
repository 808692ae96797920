#!/bin/sh
# export-belote.sh — Belote's launcher, renamed so that Flatpak exports it
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   build-aux/flatpak/export-belote.sh PREFIX
#
# Run by both Flatpak manifests after `meson install` (post-install, with
# PREFIX ${FLATPAK_DEST}, that is /app); tests/packaging/test-flatpak.py
# runs it on the build installed into a temporary folder.
#
# Flatpak exports to the desktop only the desktop files, icons and
# metainfo whose names start with the app's ID, io.github.balut.Balut
# (followed by ".", "-" or nothing). io.github.balut.Belote.desktop would
# stay inside the sandbox and Belote would have no launcher. So, in the
# Flatpak only:
#   - the desktop file becomes io.github.balut.Balut.Belote.desktop and
#     its Icon io.github.balut.Balut.Belote (it still runs
#     `balut --belote`, which Flatpak rewrites into `flatpak run`);
#   - Belote's icons (scalable, 48x48, symbolic) are copied under that
#     name; the originals stay, as the Belote window names its icon
#     io.github.balut.Belote inside the sandbox;
#   - Belote's metainfo is removed: a Flatpak is one AppStream component
#     (flatpak-builder composes the app ID's only, and Flathub's linter
#     refuses a catalogue of more), so software centres show Balut's page;
#   - the icon cache, made by meson's post-install step, is made again.

set -eu

prefix=${1:?usage: export-belote.sh PREFIX}
old=io.github.balut.Belote
new=io.github.balut.Balut.Belote
old_re=$(printf '%s' "$old" | sed 's/\./\\./g')
apps=$prefix/share/applications
icons=$prefix/share/icons/hicolor

mv "$apps/$old.desktop" "$apps/$new.desktop"
sed -i "s/^Icon=$old_re\$/Icon=$new/" "$apps/$new.desktop"
if ! grep -qx "Icon=$new" "$apps/$new.desktop"; then
  echo "export-belote.sh: $new.desktop has no Icon=$new" >&2
  exit 1
fi

for dir in scalable 48x48 symbolic; do
  for icon in "$icons/$dir/apps/$old".* "$icons/$dir/apps/$old"-symbolic.*; do
    [ -e "$icon" ] || continue
    name=${icon##*/}
    cp "$icon" "${icon%/*}/$new${name#"$old"}"
  done
done
if [ ! -e "$icons/scalable/apps/$new.svg" ]; then
  echo "export-belote.sh: no $old.svg under $icons/scalable/apps" >&2
  exit 1
fi

rm -f "$prefix/share/metainfo/$old.metainfo.xml"

if [ -e "$icons/icon-theme.cache" ]; then
  for tool in gtk4-update-icon-cache gtk-update-icon-cache; do
    if command -v "$tool" >/dev/null 2>&1; then
      "$tool" -q -t -f "$icons"
      break
    fi
  done
fi
