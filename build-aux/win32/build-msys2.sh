#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-msys2.sh — build, test and package Balut for Windows, in an MSYS2
# UCRT64 shell (as .github/workflows/windows.yml does):
#
#   build-aux/win32/build-msys2.sh [--no-deps] [--no-tests]
#   build-aux/win32/build-msys2.sh --print-outputs VERSION
#
# 1. installs the packages of build-aux/win32/msys2-packages.txt
#    (pacman -S --needed; --no-deps skips this)
# 2. meson setup (release build, prefix build/win32/stage), compile
# 3. meson test: the core, sheet and store suites, less the i18n-tagged
#    variants, which need glibc locales (--no-tests skips this)
# 4. meson install into build/win32/stage
# 5. build-aux/win32/bundle.sh: build/win32/dist/balut-VERSION-windows-x86_64/
#    and build/win32/dist/balut-VERSION-windows-x86_64.zip
# 6. if Inno Setup's ISCC.exe is found (ISCC=path, or PATH, or where
#    Inno Setup 6 installs itself), build-aux/win32/balut.iss:
#    build/win32/dist/balut-VERSION-windows-x86_64-setup.exe
#    (BALUT_REQUIRE_INSTALLER=1: fail without it)
# 7. build/win32/dist/SHA256SUMS: the SHA-256 sums of the zip and the
#    installer (of the zip alone without one), as sha256sum writes them,
#    to be checked in that folder with `sha256sum -c SHA256SUMS`
#
# --print-outputs VERSION prints, relative to the source tree, the zip,
# the folder, the installer and the sums this script makes, one a line,
# and does nothing else (on any system; the tests and the workflow use
# it).
#
# Environment: BALUT_WIN32_DIR (default build/win32 in the source tree)
# is where the build, the stage and the dist folders go. Under GitHub
# Actions (GITHUB_OUTPUT set) the script also sets the step outputs
# version, zip, folder, setup and sums.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$root/build-aux/win32"

die() {
  echo "build-msys2.sh: error: $*" >&2
  exit 1
}

step() {
  echo
  echo "==> $*"
}

# Paths relative to the source tree, for the messages and --print-outputs
work_rel="${BALUT_WIN32_DIR:-build/win32}"
work_rel="${work_rel%/}"

outputs() {
  local name="balut-$1-windows-x86_64"
  printf '%s\n' "$work_rel/dist/$name.zip" "$work_rel/dist/$name" "$work_rel/dist/$name-setup.exe" \
    "$work_rel/dist/SHA256SUMS"
}

install_deps=1
run_tests=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --no-deps) install_deps=0; shift ;;
    --no-tests) run_tests=0; shift ;;
    --print-outputs)
      [[ $# -eq 2 ]] || die "--print-outputs takes the version"
      outputs "$2"
      exit 0 ;;
    -h|--help) sed -n '5,35p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument $1 (see --help)" ;;
  esac
done

[[ "${MSYSTEM:-}" == UCRT64 ]] || die "run this in an MSYS2 UCRT64 shell (MSYSTEM is '${MSYSTEM:-}')"
prefix="${MINGW_PREFIX:-/ucrt64}"

case "$work_rel" in
  /*) work="$work_rel" ;;
  *) work="$root/$work_rel" ;;
esac
builddir="$work/meson"
stage="$work/stage"
dist="$work/dist"

# ------------------------------------------------------------ 1. packages

if [[ $install_deps == 1 ]]; then
  step "MSYS2 packages (build-aux/win32/msys2-packages.txt)"
  packages=()
  while IFS= read -r line || [[ -n "$line" ]]; do
    line="${line%%#*}"
    read -ra words <<<"$line"
    packages+=("${words[@]}")
  done <"$here/msys2-packages.txt"
  [[ ${#packages[@]} -gt 0 ]] || die "no package in msys2-packages.txt"
  pacman -S --needed --noconfirm "${packages[@]}"
fi

for tool in gcc meson ninja pkgconf msgfmt glib-compile-schemas glib-compile-resources windres ntldd zip python sha256sum; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool not found (are the packages installed?)"
done

# ------------------------------------------------------------ 2. build

step "meson setup $builddir"
mkdir -p "$work"
# A Windows path: meson (a Windows program) writes it into the build
stage_w="$(cygpath -m "$stage")"
if [[ -f "$builddir/build.ninja" ]]; then
  meson setup --reconfigure "$builddir" "$root" --prefix="$stage_w"
else
  meson setup "$builddir" "$root" \
    --prefix="$stage_w" \
    --buildtype=release \
    --wrap-mode=nodownload \
    -Dtests=true
fi
step "meson compile"
meson compile -C "$builddir"

# ------------------------------------------------------------ 3. tests

if [[ $run_tests == 1 ]]; then
  step "meson test (core, sheet, store)"
  meson test -C "$builddir" --suite balut-game --suite common --suite balut-engine --suite storage --suite sheet --suite cli --no-suite i18n \
    --print-errorlogs
fi

# ------------------------------------------------------------ 4. install

step "meson install into $stage"
rm -rf "$stage"
meson install -C "$builddir" --no-rebuild

version="$(meson introspect "$builddir" --projectinfo \
  | python -c 'import json, sys; print(json.load(sys.stdin)["version"])' | tr -d '\r')"
[[ -n "$version" ]] || die "meson introspect gave no version"

# ------------------------------------------------------------ 5. bundle

step "bundle (Balut $version)"
bash "$here/bundle.sh" "$stage" "$prefix" "$dist" "$version"

# the zip, the folder and the installer, as absolute paths
out=()
while IFS= read -r f; do
  case "$f" in
    /*) out+=("$f") ;;
    *) out+=("$root/$f") ;;
  esac
done < <(outputs "$version")
[[ -f "${out[0]}" ]] || die "bundle.sh made no ${out[0]}"

# ------------------------------------------------------------ 6. installer

iscc="${ISCC:-}"
if [[ -z "$iscc" ]]; then
  iscc="$(command -v iscc || command -v ISCC || true)"
fi
if [[ -z "$iscc" ]]; then
  for candidate in "/c/Program Files (x86)" "/c/Program Files" \
                   "$(cygpath -u "${LOCALAPPDATA:-C:\\nowhere}")/Programs"; do
    if [[ -f "$candidate/Inno Setup 6/ISCC.exe" ]]; then
      iscc="$candidate/Inno Setup 6/ISCC.exe"
      break
    fi
  done
fi

if [[ -n "$iscc" ]]; then
  iscc="$(cygpath -u "$iscc")"
  step "installer (Inno Setup: $iscc)"
  rm -f "${out[2]}"
  # the installer's languages: po/COMPLETE's, with the launchers'
  # comments from the built desktop files
  "$here/installer-languages.sh" "$root" "$builddir" "$work/languages.iss"
  # ISCC's options start with /: MSYS2 must not take them for paths
  MSYS2_ARG_CONV_EXCL='*' "$iscc" /Qp \
    "/DAppVersion=$version" \
    "/DBundleDir=$(cygpath -w "${out[1]}")" \
    "/DLanguagesIss=$(cygpath -w "$work/languages.iss")" \
    "/O$(cygpath -w "$dist")" \
    "$(cygpath -w "$here/balut.iss")"
  [[ -f "${out[2]}" ]] || die "Inno Setup made no ${out[2]}"
elif [[ "${BALUT_REQUIRE_INSTALLER:-0}" == 1 ]]; then
  die "Inno Setup's ISCC.exe not found (set ISCC=path)"
else
  echo "build-msys2.sh: no Inno Setup (ISCC.exe): no installer"
fi

# ------------------------------------------------------------ 7. sums

step "SHA256SUMS"
rm -f "${out[3]}"
sums=("$(basename "${out[0]}")")
if [[ -f "${out[2]}" ]]; then
  sums+=("$(basename "${out[2]}")")
fi
# names relative to dist/, where the files are downloaded side by side
(cd "$(dirname "${out[3]}")" && sha256sum "${sums[@]}" >"$(basename "${out[3]}").tmp" \
  && mv -f "$(basename "${out[3]}").tmp" "$(basename "${out[3]}")") || die "sha256sum failed"
(cd "$(dirname "${out[3]}")" && sha256sum --check --strict "$(basename "${out[3]}")") \
  || die "${out[3]} does not check"

# Run by GitHub Actions: the version and the outputs (relative to the
# source tree) for the workflow's later steps
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  mapfile -t names < <(outputs "$version")
  {
    echo "version=$version"
    echo "zip=${names[0]}"
    echo "folder=${names[1]}"
    echo "setup=${names[2]}"
    echo "sums=${names[3]}"
  } >>"$(cygpath -u "$GITHUB_OUTPUT")"
fi

step "done"
for f in "${out[@]}"; do
  if [[ -e "$f" ]]; then
    echo "  $f"
  fi
done
