#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Build Balut (in _build/) and start it. Works from any directory; extra
# arguments go to the game, and relative paths in them are taken from the
# directory you ran this from.
#
#   build-aux/run.sh [balut arguments...]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
here="$PWD"
cd "$root"

build-aux/ensure-deps.sh

if [[ ! -f _build/meson-private/coredata.dat ]]; then
  meson setup _build
elif [[ ! -f _build/build.ninja ]]; then
  meson setup --reconfigure _build
fi
meson compile -C _build

cd "$here"
exec "$root/_build/src/balut" "$@"
