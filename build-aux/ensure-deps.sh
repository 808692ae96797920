#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Make sure every Debian package listed in build-aux/debian-packages.txt is
# installed.
#
#   build-aux/ensure-deps.sh           # run it
#   . build-aux/ensure-deps.sh         # or source it (defines balut_ensure_deps
#                                      # and runs it; returns its status)
#
# Everything installed: prints nothing, returns 0 (one dpkg-query call).
# Something missing:
#   - as root: apt-get update (once), then
#     apt-get install -y --no-install-recommends <missing packages>
#   - otherwise: prints the exact command to run, e.g.
#       sudo apt-get install -y --no-install-recommends xdotool python3-pyatspi
#     and returns/exits 1.
#
# Environment:
#   BALUT_ASSUME_NONROOT=1  behave as if not root (to check the sudo path
#                           while being root).
#   BALUT_SKIP_DEPS=1       do not check anything (e.g. non-Debian systems
#                           where the dependencies come from elsewhere).

balut_ensure_deps() {
  local list pkgs=() missing=() words=() line pkg status
  list="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debian-packages.txt"

  if [[ "${BALUT_SKIP_DEPS:-0}" == 1 ]]; then
    return 0
  fi
  if [[ ! -r "$list" ]]; then
    echo "ensure-deps: cannot read $list" >&2
    return 1
  fi

  while IFS= read -r line || [[ -n "$line" ]]; do
    line="${line%%#*}"
    read -ra words <<<"$line"
    pkgs+=("${words[@]}")
  done <"$list"
  [[ ${#pkgs[@]} -gt 0 ]] || return 0

  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "ensure-deps: dpkg-query not found (not Debian?); not checking packages" >&2
    return 0
  fi

  # One dpkg-query for the whole list. Unknown packages print nothing (and an
  # error on stderr); a multi-arch package may print one line per architecture.
  local -A installed=()
  while IFS=$'\t' read -r pkg status; do
    if [[ "$status" == "install ok installed" ]]; then
      installed["$pkg"]=1
    fi
  done < <(dpkg-query -W -f='${Package}\t${Status}\n' "${pkgs[@]}" 2>/dev/null || true)

  for pkg in "${pkgs[@]}"; do
    [[ -n "${installed[$pkg]:-}" ]] || missing+=("$pkg")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0

  if [[ "$(id -u)" -ne 0 || "${BALUT_ASSUME_NONROOT:-0}" == 1 ]]; then
    echo "ensure-deps: missing Debian packages: ${missing[*]}" >&2
    echo "ensure-deps: install them with:" >&2
    echo "sudo apt-get install -y --no-install-recommends ${missing[*]}"
    return 1
  fi

  echo "ensure-deps: installing missing Debian packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND="${DEBIAN_FRONTEND:-noninteractive}"
  apt-get update -q </dev/null || return 1
  apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null || return 1
  return 0
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail   # run as a script; a sourcing script keeps its own options
fi
balut_ensure_deps
