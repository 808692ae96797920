#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The installer's languages, from the one list of complete languages
# (po/COMPLETE): Inno Setup's [Languages] (English and each of them) and
# the Start-menu entries' comments, as the translators wrote them in the
# built desktop files. build-msys2.sh writes it before Inno Setup runs,
# and balut.iss includes it (/DLanguagesIss=FILE).
#
#   build-aux/win32/installer-languages.sh SOURCE_DIR BUILD_DIR OUT.iss
#
# A language without an Inno Setup translation in the table below stops
# the script, naming it: add its line (Inno Setup's own Languages\*.isl).
set -euo pipefail

if [[ $# -ne 3 ]]; then
  echo "usage: installer-languages.sh SOURCE_DIR BUILD_DIR OUT.iss" >&2
  exit 2
fi
src="$1"
build="$2"
out="$3"

# po/COMPLETE's code → Inno Setup's language name and messages file
inno_language() {
  case "$1" in
    da) echo "danish Danish" ;;
    de) echo "german German" ;;
    fr) echo "french French" ;;
    nb) echo "norwegian Norwegian" ;;
    nl) echo "dutch Dutch" ;;
    es) echo "spanish Spanish" ;;
    it) echo "italian Italian" ;;
    pl) echo "polish Polish" ;;
    pt) echo "portuguese Portuguese" ;;
    pt_BR) echo "brazilianportuguese BrazilianPortuguese" ;;
    fi) echo "finnish Finnish" ;;
    cs) echo "czech Czech" ;;
    sl) echo "slovenian Slovenian" ;;
    uk) echo "ukrainian Ukrainian" ;;
    ja) echo "japanese Japanese" ;;
    tr) echo "turkish Turkish" ;;
    *) return 1 ;;
  esac
}

# the Comment of a built desktop file in @2 (empty: English)
comment() {
  local file="$build/data/$1.desktop" key="Comment" value
  [[ -n "$2" ]] && key="Comment\\[$2\\]"
  [[ -f "$file" ]] || { echo "installer-languages.sh: $file was not built" >&2; exit 1; }
  value="$(sed -n "s/^$key=//p" "$file")"
  if [[ -z "$value" ]]; then
    echo "installer-languages.sh: $file has no ${key//\\/} (is ${2:-English} translated?)" >&2
    exit 1
  fi
  printf '%s' "$value"
}

names=(english)
codes=("")
files=("compiler:Default.isl")
while read -r code _locale _rest; do
  if ! inno=$(inno_language "$code"); then
    echo "installer-languages.sh: po/COMPLETE lists $code, which Inno Setup's table here does not know:" \
         "add it to inno_language ()" >&2
    exit 1
  fi
  names+=("${inno%% *}")
  codes+=("$code")
  files+=("compiler:Languages\\${inno#* }.isl")
done < <(grep -v '^[[:space:]]*\(#\|$\)' "$src/po/COMPLETE")

tmp="$out.tmp"
# UTF-8 with a byte-order mark, which Inno Setup reads as UTF-8 in every
# version (the comments are translated)
{
  printf '\xef\xbb\xbf'
  echo "; written by build-aux/win32/installer-languages.sh from po/COMPLETE"
  echo "[Languages]"
  for i in "${!names[@]}"; do
    echo "Name: \"${names[$i]}\"; MessagesFile: \"${files[$i]}\""
  done
  echo
  echo "[CustomMessages]"
  for i in "${!names[@]}"; do
    echo "${names[$i]}.AppComment=$(comment io.github.balut.Balut "${codes[$i]}")"
    echo "${names[$i]}.BeloteComment=$(comment io.github.balut.Belote "${codes[$i]}")"
  done
} > "$tmp"
mv "$tmp" "$out"
