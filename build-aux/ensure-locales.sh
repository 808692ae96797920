#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Make sure the locales of Balut's translations exist, so that the tests
# can run the program in each language po/COMPLETE declares complete, in
# the locale it names there (da_DK.UTF-8, de_DE.UTF-8, fr_FR.UTF-8), and
# in American English (en_US.UTF-8, whose paper is US Letter). A fresh
# Debian has only C and C.UTF-8.
#
#   build-aux/ensure-locales.sh
#
# Everything there: prints nothing, exits 0.
# Something missing:
#   - as root: enables them in /etc/locale.gen and runs locale-gen
#     (the package "locales" is in build-aux/debian-packages.txt);
#   - otherwise: prints the commands to run and exits 1.
set -euo pipefail

complete="$(dirname "$0")/../po/COMPLETE"
wanted=(en_US.UTF-8)
while read -r _lang locale _rest; do
  wanted+=("$locale")
done < <(grep -v '^[[:space:]]*\(#\|$\)' "$complete")

have() {
  # locale -a prints da_DK.utf8 for da_DK.UTF-8
  local name="${1%.UTF-8}.utf8"
  locale -a 2>/dev/null | grep -qx "$name"
}

missing=()
for l in "${wanted[@]}"; do
  have "$l" || missing+=("$l")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" -ne 0 || "${BALUT_ASSUME_NONROOT:-0}" == 1 ]]; then
  echo "ensure-locales: the tests need the locales ${missing[*]}; generate them with:" >&2
  for l in "${missing[@]}"; do
    echo "sudo sed -i 's/^# *\\($l UTF-8\\)/\\1/' /etc/locale.gen"
  done
  echo "sudo locale-gen"
  exit 1
fi

if [[ ! -f /etc/locale.gen ]] || ! command -v locale-gen >/dev/null 2>&1; then
  echo "ensure-locales: /etc/locale.gen or locale-gen is missing (install the package locales)" >&2
  exit 1
fi

echo "ensure-locales: generating ${missing[*]}" >&2
for l in "${missing[@]}"; do
  if grep -q "^# *$l UTF-8" /etc/locale.gen; then
    sed -i "s/^# *\\($l UTF-8\\)/\\1/" /etc/locale.gen
  elif ! grep -q "^$l UTF-8" /etc/locale.gen; then
    echo "$l UTF-8" >>/etc/locale.gen
  fi
done
locale-gen >/dev/null
for l in "${missing[@]}"; do
  have "$l" || { echo "ensure-locales: $l is still missing after locale-gen" >&2; exit 1; }
done
