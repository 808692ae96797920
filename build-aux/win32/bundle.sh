#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bundle.sh — the portable Windows folder and zip of Balut, made from the
# prefix `meson install` filled and the MSYS2 environment Balut was built
# in. Called by build-aux/win32/build-msys2.sh; tested on Linux against a
# fake MSYS2 tree by tests/packaging/test-win32.py.
#
#   build-aux/win32/bundle.sh [--no-zip] STAGE MINGW_PREFIX OUTDIR VERSION
#
#   STAGE         the prefix meson installed Balut into (bin/balut.exe,
#                 share/locale, share/glib-2.0/schemas, share/icons, ...)
#   MINGW_PREFIX  the MSYS2 environment Balut was built against (/ucrt64)
#   OUTDIR        receives balut-VERSION-windows-x86_64/ and
#                 balut-VERSION-windows-x86_64.zip (both replaced)
#   VERSION       Balut's version (meson.build)
#
# Tools: ntldd, glib-compile-schemas, gtk4-update-icon-cache (or
# gtk-update-icon-cache) and zip from PATH; cygpath and pacman where they
# exist (MSYS2); MINGW_PREFIX/bin/gdk-pixbuf-query-loaders.exe, which is
# run from inside the bundle so that the cache it writes is relative.
#
# The bundle is an ordinary prefix; balut.exe finds its translations and
# schema relative to bin/, and GLib, GTK and gdk-pixbuf find theirs the
# same way (relative to their DLLs, which sit beside balut.exe in bin/):
#
#   bin/        balut.exe (the game; a Windows program), balut-cli.exe
#               (the same, a console program: the command line), GLib's
#               spawn helpers, and every DLL these need from MINGW_PREFIX
#               (ntldd -R). No gdbus.exe: Balut on Windows uses no session
#               bus (src/main.c), and without it a D-Bus question would
#               show as GLib's warning, which the workflow looks for.
#   lib/balut/  balut-svg.dll, Balut's module that draws the dice with
#               librsvg (its DLLs are in bin/, where Windows looks first)
#   lib/gdk-pixbuf-2.0/2.10.0/
#               librsvg's SVG loader (the symbolic icons are SVG) and a
#               loaders.cache with paths relative to the bundle
#   share/glib-2.0/schemas/
#               Balut's schema and GTK's own, compiled
#   share/icons/Adwaita/ (and the themes it inherits, AdwaitaLegacy
#               from Adwaita 45 on)
#               whole, as the MSYS2 package has it: GTK's own widgets,
#               its file chooser and dialogs and Balut (icon-name in
#               ui/*.ui, "...-symbolic" in src/) ask it for icons by name,
#               and which names GTK asks for depends on its version and on
#               what is shown (MIME types, places): no list of them made
#               here could be proved complete. A few megabytes.
#   share/icons/hicolor/
#               the fallback every theme inherits: its index.theme and
#               Balut's application icon (not the other programs' icons
#               MINGW_PREFIX's hicolor holds); an icon-theme.cache each
#   share/locale/LANG/LC_MESSAGES/
#               balut.mo and GTK's and GLib's catalogues, for each
#               language Balut is translated into
#   share/licenses/
#               Balut's COPYING and the licences of the bundled packages
#   etc/fonts/  only if fontconfig is among the DLLs
#
# Left out of STAGE: share/man, share/applications and share/metainfo
# (Linux desktop integration, meaningless on Windows).
set -euo pipefail

# GTK's default icon theme, bundled whole with the themes it inherits;
# and the fallback every theme inherits, with Balut's icon alone
ICON_THEME=Adwaita
FALLBACK_THEME=hicolor

# Where gdk-pixbuf looks for its loaders, relative to the prefix
LOADER_DIR=lib/gdk-pixbuf-2.0/2.10.0

APP_ID=io.github.balut.Balut

usage() {
  cat <<'END'
usage: build-aux/win32/bundle.sh [--no-zip] STAGE MINGW_PREFIX OUTDIR VERSION

  STAGE         the prefix meson installed Balut into
  MINGW_PREFIX  the MSYS2 environment Balut was built against (/ucrt64)
  OUTDIR        receives balut-VERSION-windows-x86_64/ and its .zip
  VERSION       Balut's version
  --no-zip      make the folder only
END
}

die() {
  echo "bundle.sh: error: $*" >&2
  exit 1
}

note() {
  echo "bundle.sh: $*"
}

make_zip=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --no-zip) make_zip=0; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) break ;;
  esac
done
[[ $# -eq 4 ]] || { usage >&2; exit 2; }

source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
stage="$(cd "$1" && pwd)" || die "no stage folder $1"
prefix="$(cd "$2" && pwd)" || die "no MSYS2 prefix $2"
mkdir -p "$3"
outdir="$(cd "$3" && pwd)"
version="$4"
[[ "$version" =~ ^[0-9A-Za-z.+~-]+$ ]] || die "odd version '$version'"

name="balut-$version-windows-x86_64"
bundle="$outdir/$name"
zipfile="$outdir/$name.zip"

# ------------------------------------------------------------ helpers

# A path as Windows programs print it, with forward slashes (C:/msys64/x);
# without cygpath (not MSYS2) the path itself
mixed_path() {
  if command -v cygpath >/dev/null 2>&1; then
    cygpath -m "$1"
  else
    printf '%s\n' "$1"
  fi
}

# A path for a Windows program's environment (C:\msys64\x); MSYS2
# converts arguments by itself, but not every variable
windows_path() {
  if command -v cygpath >/dev/null 2>&1; then
    cygpath -w "$1"
  else
    printf '%s\n' "$1"
  fi
}

# Copies SRC to DEST (a file path), making DEST's folder
install_file() {
  mkdir -p "$(dirname "$2")"
  cp -f "$1" "$2"
}

# install_matching DEST WHAT DIR GLOB: copies every file of the folder DIR
# (of the prefix) that GLOB matches into the folder DEST, and remembers it
# as taken from the prefix; stops when nothing matches (WHAT names it)
install_matching() {
  local dest="$1" what="$2" dir="$3" glob="$4" file
  local files=()
  shopt -s nullglob
  # shellcheck disable=SC2206  # GLOB is meant to expand; DIR stays whole
  files=("$dir"/$glob)
  shopt -u nullglob
  [[ ${#files[@]} -gt 0 ]] || die "no $glob in $dir ($what)"
  for file in "${files[@]}"; do
    install_file "$file" "$dest/$(basename "$file")"
    from_prefix+=("$file")
  done
}

# Every file of DIR (recursively) named after icon NAME: NAME.svg,
# NAME.png, NAME.symbolic.png and their -rtl/-ltr variants
icon_files() {
  local dir="$1" icon="$2"
  find "$dir" -type f \( \
       -name "$icon.svg" -o -name "$icon.png" -o -name "$icon.symbolic.png" \
    -o -name "$icon-rtl.svg" -o -name "$icon-rtl.png" -o -name "$icon-rtl.symbolic.png" \
    -o -name "$icon-ltr.svg" -o -name "$icon-ltr.png" -o -name "$icon-ltr.symbolic.png" \
    \) -print
}

# The icon names Balut's sources use: icon-name/icon_name properties of
# the UI files and "...-symbolic" string literals of the C sources
source_icon_names() {
  {
    grep -rhoE '<property name="icon[-_]name"[^>]*>[^<]+<' "$source_dir/ui" --include='*.ui' \
      | sed -E 's/.*>([^<]+)<$/\1/' || true
    grep -rhoE '"[a-z0-9][a-z0-9.-]*-symbolic"' "$source_dir/src" --include='*.c' \
      | tr -d '"' || true
  } | sort -u
}

# ------------------------------------------------------------ checks

[[ -f "$stage/bin/balut.exe" ]] || die "$stage/bin/balut.exe is missing (not a Windows meson install?)"
[[ -f "$stage/bin/balut-cli.exe" ]] || die "$stage/bin/balut-cli.exe (the console program) is missing"
[[ -f "$stage/share/glib-2.0/schemas/$APP_ID.gschema.xml" ]] || die "$stage has no settings schema"
[[ -f "$stage/share/licenses/balut/COPYING" ]] || die "$stage has no share/licenses/balut/COPYING"
[[ -d "$prefix/bin" ]] || die "$prefix/bin does not exist (MINGW_PREFIX?)"
for tool in ntldd glib-compile-schemas; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool not found in PATH"
done
icon_cache_tool="$(command -v gtk4-update-icon-cache || command -v gtk-update-icon-cache || true)"
[[ -n "$icon_cache_tool" ]] || die "neither gtk4-update-icon-cache nor gtk-update-icon-cache in PATH"
if [[ $make_zip == 1 ]]; then
  command -v zip >/dev/null 2>&1 || die "zip not found in PATH (or use --no-zip)"
fi
query_loaders="$prefix/bin/gdk-pixbuf-query-loaders.exe"
[[ -f "$query_loaders" ]] || die "$query_loaders is missing (gdk-pixbuf2)"

note "bundling $name"
note "  from $stage"
note "  and  $prefix"
rm -rf "$bundle" "$zipfile"
mkdir -p "$bundle"

# Files taken from the MSYS2 prefix, for their packages' licences
from_prefix=()

# ------------------------------------------------------------ Balut

cp -R "$stage/." "$bundle/"
rm -rf "$bundle/share/man" "$bundle/share/applications" "$bundle/share/metainfo"
# rebuilt below for what the bundle holds
rm -f "$bundle/share/glib-2.0/schemas/gschemas.compiled"
find "$bundle/share/icons" -name icon-theme.cache -delete 2>/dev/null || true

# ------------------------------------------------------------ helpers GLib runs

# (GSubprocess and g_spawn: the Belote engines of --seat-engine)
for helper in gspawn-win64-helper.exe gspawn-win64-helper-console.exe; do
  if [[ -f "$prefix/bin/$helper" ]]; then
    install_file "$prefix/bin/$helper" "$bundle/bin/$helper"
    from_prefix+=("$prefix/bin/$helper")
  fi
done

# ------------------------------------------------------------ SVG loader

install_matching "$bundle/$LOADER_DIR/loaders" "the SVG loader, librsvg" "$prefix/$LOADER_DIR/loaders" '*svg*.dll'

# ------------------------------------------------------------ DLLs

# ntldd -R lists every DLL the programs and the loader need, recursively,
# each once, with where it was found:
#     <tab>libglib-2.0-0.dll => C:\msys64\ucrt64\bin\libglib-2.0-0.dll (0x...)
#     <tab> KERNEL32.dll => C:\Windows\SYSTEM32\KERNEL32.dll (0x...)
#     <tab>libfoo.dll => not found
# Those under MINGW_PREFIX are bundled; Windows' own (under %SystemRoot%)
# are not; anything else (not found, or from another folder such as
# MSYS2's /usr/bin) would make the bundle work only on this machine.
# lib/balut/balut-svg.dll: Balut's module that draws the dice with
# librsvg (loaded by balut.exe when needed, so not among its imports)
[[ -f "$bundle/lib/balut/balut-svg.dll" ]] || die "$stage has no lib/balut/balut-svg.dll (meson install)"
seeds=("$bundle/bin/"*.exe "$bundle/lib/balut/balut-svg.dll" "$bundle/$LOADER_DIR/loaders/"*.dll)
ntldd_output="$(ntldd -R "${seeds[@]}")" || die "ntldd -R failed"

prefix_m="$(mixed_path "$prefix")"
prefix_lc="${prefix_m,,}"
prefix_lc="${prefix_lc%/}"
sysroot="${SYSTEMROOT:-${SystemRoot:-C:\\Windows}}"
sysroot_lc="${sysroot//\\//}"
sysroot_lc="${sysroot_lc,,}"
sysroot_lc="${sysroot_lc%/}"

declare -A bundled_dlls=()
missing=()
foreign=()
while IFS= read -r line; do
  line="${line%$'\r'}"
  [[ "$line" == *" => "* ]] || continue
  dll="${line%% => *}"
  dll="${dll##*[[:space:]]}"
  where="${line#* => }"
  case "${dll,,}" in
    api-ms-win-*|ext-ms-*) continue ;;   # API sets: Windows resolves them
  esac
  if [[ "$where" == "not found" ]]; then
    missing+=("$dll")
    continue
  fi
  path="${where% (0x*)}"
  norm="${path//\\//}"
  lc="${norm,,}"
  if [[ "$lc" == "$prefix_lc"/* ]]; then
    src="$prefix/${norm:${#prefix_lc}+1}"
    [[ -f "$src" ]] || die "ntldd found $dll at $path, but $src does not exist"
    if [[ -z "${bundled_dlls[${dll,,}]:-}" ]]; then
      install_file "$src" "$bundle/bin/$(basename "$src")"
      bundled_dlls[${dll,,}]="$src"
      from_prefix+=("$src")
    fi
  elif [[ "$lc" == "$sysroot_lc"/* ]]; then
    :   # part of Windows
  else
    foreign+=("$dll => $path")
  fi
done <<<"$ntldd_output"

if [[ ${#missing[@]} -gt 0 ]]; then
  die "ntldd found no file for: ${missing[*]}"
fi
if [[ ${#foreign[@]} -gt 0 ]]; then
  printf 'bundle.sh:   %s\n' "${foreign[@]}" >&2
  die "these DLLs come neither from $prefix ($prefix_m) nor from Windows ($sysroot); the bundle would not run elsewhere"
fi
[[ ${#bundled_dlls[@]} -gt 0 ]] || die "ntldd listed no DLL from $prefix (is $prefix_m the prefix balut.exe was linked against?)"
note "  ${#bundled_dlls[@]} DLLs"

# fontconfig (when cairo or pango bring it) reads etc/fonts/fonts.conf
# relative to its DLL; without it, it warns and uses defaults
if [[ -n "${bundled_dlls[libfontconfig-1.dll]:-}" && -d "$prefix/etc/fonts" ]]; then
  mkdir -p "$bundle/etc"
  cp -R -L "$prefix/etc/fonts" "$bundle/etc/"   # conf.d may hold symlinks
  while IFS= read -r -d '' f; do from_prefix+=("$f"); done < <(find "$prefix/etc/fonts" -type f -print0)
fi

# ------------------------------------------------------------ schemas

schemas="$bundle/share/glib-2.0/schemas"
mkdir -p "$schemas"
install_matching "$schemas" "GTK 4's schemas, gtk4" "$prefix/share/glib-2.0/schemas" 'org.gtk.gtk4.*.gschema.xml'
glib-compile-schemas --strict "$schemas" || die "glib-compile-schemas failed"
[[ -f "$schemas/gschemas.compiled" ]] || die "glib-compile-schemas wrote no gschemas.compiled"

# ------------------------------------------------------------ icons

mapfile -t wanted_icons < <(source_icon_names)
[[ ${#wanted_icons[@]} -gt 0 ]] || die "found no icon name in $source_dir/ui and $source_dir/src"
note "  icons named in the sources: ${wanted_icons[*]}"

# The themes to bundle whole: Adwaita and those it inherits (Inherits=
# of index.theme, followed), hicolor apart. An inherited theme missing
# from the prefix is missing for GTK there too: noted, not bundled.
whole_themes=()
theme_queue=("$ICON_THEME")
while [[ ${#theme_queue[@]} -gt 0 ]]; do
  theme="${theme_queue[0]}"
  theme_queue=("${theme_queue[@]:1}")
  [[ "$theme" == "$FALLBACK_THEME" || " ${whole_themes[*]} " == *" $theme "* ]] && continue
  if [[ ! -f "$prefix/share/icons/$theme/index.theme" ]]; then
    [[ "$theme" == "$ICON_THEME" ]] && die "$prefix/share/icons/$theme/index.theme is missing"
    note "  (icon theme $theme, inherited, is not in $prefix/share/icons: GTK does without it there too)"
    continue
  fi
  whole_themes+=("$theme")
  inherits="$(sed -n 's/^Inherits[[:space:]]*=[[:space:]]*//p' "$prefix/share/icons/$theme/index.theme" \
    | head -n 1 | tr -d '\r')"
  IFS=',' read -ra parents <<<"$inherits"
  for parent in "${parents[@]}"; do
    parent="${parent//[[:space:]]/}"
    [[ -n "$parent" ]] && theme_queue+=("$parent")
  done
done

for theme in "${whole_themes[@]}"; do
  rm -rf "${bundle:?}/share/icons/$theme"
  mkdir -p "$bundle/share/icons"
  # -L: MSYS2 may keep symbolic links; the bundle holds plain files
  cp -R -L "$prefix/share/icons/$theme" "$bundle/share/icons/$theme"
  # made anew below, for exactly what is bundled
  rm -f "$bundle/share/icons/$theme/icon-theme.cache"
  # the package's licence (one file of it is enough for pacman)
  from_prefix+=("$prefix/share/icons/$theme/index.theme")
done
[[ -f "$prefix/share/icons/$FALLBACK_THEME/index.theme" ]] \
  || die "$prefix/share/icons/$FALLBACK_THEME/index.theme is missing"
install_file "$prefix/share/icons/$FALLBACK_THEME/index.theme" "$bundle/share/icons/$FALLBACK_THEME/index.theme"
from_prefix+=("$prefix/share/icons/$FALLBACK_THEME/index.theme")
note "  icon themes: ${whole_themes[*]} (whole), $FALLBACK_THEME (index.theme and Balut's icon)"

# Every icon Balut names is in what is bundled (a name the themes lack
# would show GTK's "missing image")
for icon in "${wanted_icons[@]}"; do
  [[ -n "$(icon_files "$bundle/share/icons" "$icon")" ]] \
    || die "icon $icon (named in Balut's sources) is in none of ${whole_themes[*]} $FALLBACK_THEME under $prefix/share/icons"
done
[[ -n "$(icon_files "$bundle/share/icons/$FALLBACK_THEME" "$APP_ID")" ]] \
  || die "the application icon $APP_ID is not in $stage/share/icons/$FALLBACK_THEME"
for theme in "${whole_themes[@]}" "$FALLBACK_THEME"; do
  "$icon_cache_tool" --quiet --force "$bundle/share/icons/$theme" \
    || die "$icon_cache_tool failed for $theme"
  [[ -f "$bundle/share/icons/$theme/icon-theme.cache" ]] || die "no icon-theme.cache for $theme"
done
n_icon_files="$(find "$bundle/share/icons" -type f | wc -l)"
note "  ${n_icon_files// /} icon theme files"

# ------------------------------------------------------------ translations

shopt -s nullglob
catalogues=("$bundle/share/locale/"*/LC_MESSAGES/balut.mo)
shopt -u nullglob
[[ ${#catalogues[@]} -gt 0 ]] || die "$stage has no share/locale/*/LC_MESSAGES/balut.mo"
languages=()
for mo in "${catalogues[@]}"; do
  lang="${mo#"$bundle/share/locale/"}"
  lang="${lang%%/*}"
  languages+=("$lang")
  # GTK's and GLib's own texts (dialog buttons, the file chooser, the
  # About dialog, error messages); json-glib's errors where it has them
  for domain in gtk40 glib20 json-glib-1.0; do
    src="$prefix/share/locale/$lang/LC_MESSAGES/$domain.mo"
    if [[ -f "$src" ]]; then
      install_file "$src" "$bundle/share/locale/$lang/LC_MESSAGES/$domain.mo"
      from_prefix+=("$src")
    elif [[ "$domain" != json-glib-1.0 ]]; then
      die "$src is missing"
    fi
  done
done
note "  languages: ${languages[*]}"

# ------------------------------------------------------------ licences

# The licence of every package a bundled file comes from
# (MINGW_PREFIX/share/licenses/NAME, NAME being the package's name
# without mingw-w64-ucrt-x86_64-), where pacman can say which
if command -v pacman >/dev/null 2>&1; then
  package_prefix="${MINGW_PACKAGE_PREFIX:-mingw-w64-ucrt-x86_64}"
  mapfile -t owners < <(pacman -Qqo "${from_prefix[@]}" 2>/dev/null | sort -u || true)
  [[ ${#owners[@]} -gt 0 ]] || die "pacman -Qqo named no package for the bundled files"
  for package in "${owners[@]}"; do
    short="${package#"$package_prefix"-}"
    if [[ -d "$prefix/share/licenses/$short" ]]; then
      mkdir -p "$bundle/share/licenses"
      cp -R "$prefix/share/licenses/$short" "$bundle/share/licenses/"
    else
      note "  (no licence folder for $package)"
    fi
  done
  note "  licences of ${#owners[@]} packages"
else
  note "  (no pacman: the bundled packages' licences are not copied)"
fi

# ------------------------------------------------------------ loaders.cache

# gdk-pixbuf-query-loaders writes module paths relative to the folder
# above its own bin/ (gdk-pixbuf is relocatable on Windows), and
# gdk-pixbuf reads them relative to the folder above its DLL's: so a copy
# is run from the bundle's bin/. Should a build of it write absolute
# paths, those under the bundle are made relative here; anything else
# fails.
cache="$bundle/$LOADER_DIR/loaders.cache"
cp -f "$query_loaders" "$bundle/bin/gdk-pixbuf-query-loaders.exe"
GDK_PIXBUF_MODULEDIR="$(windows_path "$bundle/$LOADER_DIR/loaders")" \
GDK_PIXBUF_MODULE_FILE="$(windows_path "$cache")" \
  "$bundle/bin/gdk-pixbuf-query-loaders.exe" --update-cache \
  || die "gdk-pixbuf-query-loaders failed"
rm -f "$bundle/bin/gdk-pixbuf-query-loaders.exe"
[[ -s "$cache" ]] || die "gdk-pixbuf-query-loaders wrote no $cache"

bundle_m="$(mixed_path "$bundle")"
BUNDLE_LC="${bundle_m,,}" BUNDLE_POSIX_LC="${bundle,,}" awk '
  # A module path is the first line of a block; "\\" in it is one
  # backslash, escaped. Backslashes are built with sprintf: awks differ
  # in how they read them in strings and replacements.
  BEGIN {
    roots[1] = ENVIRON["BUNDLE_LC"] "/"; roots[2] = ENVIRON["BUNDLE_POSIX_LC"] "/"
    bs = sprintf("%c", 92); block = 0; bad = 0
  }
  { sub(/\r$/, "") }
  /^[ \t]*$/ { block = 0; print; next }
  # the comment naming the folder the tool ran in: made relative too
  /^#[ \t]*LoaderDir[ \t]*=/ { print "# LoaderDir = lib" bs "gdk-pixbuf-2.0" bs "2.10.0" bs "loaders"; next }
  /^[ \t]*#/ { print; next }
  block == 0 {
    block = 1
    if ($0 ~ /^[ \t]*"[^"]*"[ \t]*$/) {
      path = $0
      sub(/^[ \t]*"/, "", path); sub(/"[ \t]*$/, "", path)
      # C:\\x\\y, C:/x/y or /x/y: split on either separator
      n = split(path, parts, /[\\\/]/); path = ""
      for (i = 1; i <= n; i++) if (parts[i] != "" || i == 1) path = path (i == 1 ? "" : "/") parts[i]
      lc = tolower(path)
      for (i = 1; i <= 2; i++)
        if (substr(lc, 1, length(roots[i])) == roots[i]) { path = substr(path, length(roots[i]) + 1); break }
      if (path ~ /^\// || path ~ /^[A-Za-z]:/) { print "bundle.sh: absolute loader path " path > "/dev/stderr"; bad = 1 }
      n = split(path, parts, "/"); path = parts[1]
      for (i = 2; i <= n; i++) path = path bs bs parts[i]
      print "\"" path "\""
      next
    }
  }
  { print }
  END { exit bad }
' "$cache" >"$cache.tmp" || die "loaders.cache names loaders outside the bundle"
mv -f "$cache.tmp" "$cache"

# every loader named exists in the bundle, and the SVG one is there
n_loaders=0
while IFS= read -r module; do
  rel="${module//\\\\//}"
  [[ -f "$bundle/$rel" ]] || die "loaders.cache names $module, which the bundle lacks"
  n_loaders=$((n_loaders + 1))
done < <(sed -n 's/^"\(lib\\\\[^"]*\)"$/\1/p' "$cache")
[[ $n_loaders -ge 1 ]] || die "loaders.cache names no loader"
grep -q '"image/svg+xml"' "$cache" || die "loaders.cache registers no SVG loader"

# ------------------------------------------------------------ zip

if [[ $make_zip == 1 ]]; then
  (cd "$outdir" && zip -q -r -9 "$name.zip" "$name") || die "zip failed"
  note "wrote $zipfile"
fi
note "wrote $bundle/"
