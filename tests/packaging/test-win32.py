#!/usr/bin/python3
# test-win32.py — the Windows build, checked as far as Linux can: the
# MSYS2 scripts, the package list, the workflows, the Inno Setup script,
# and build-aux/win32/bundle.sh run against a fake MSYS2 tree
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-win32.py --source DIR --build DIR
#
# Nothing here runs on Windows. The fake MSYS2 tree holds DLLs that are
# text files naming their imports, a stub ntldd that walks them and prints
# what the real one prints (C:\msys64\... and C:\Windows\SYSTEM32\...), a
# stub cygpath, a stub pacman, and a stub gdk-pixbuf-query-loaders.exe
# that writes the cache as a relocatable gdk-pixbuf does (or, on demand,
# with absolute paths). The schemas, icons and icon themes in it are
# Debian's real ones (libgtk-4-common, adwaita-icon-theme,
# hicolor-icon-theme), and glib-compile-schemas,
# gtk-update-icon-cache and zip are the real tools; the stage is the
# --build tree's installed files (meson introspect --installed; stand-ins
# for those not built yet), with a fake balut.exe in place of bin/balut
# and a fake balut-cli.exe, the console program built on Windows only.
# The fake Adwaita inherits a fake AdwaitaLegacy, as Adwaita 45 and later
# do, and the prefix holds a theme nothing inherits.

import argparse
import fnmatch
import functools
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases, run_command as run  # noqa: E402

APP_ID = "io.github.balut.Balut"
PACKAGE_PREFIX = "mingw-w64-ucrt-x86_64-"
LOADER_DIR = "lib/gdk-pixbuf-2.0/2.10.0"
SYSTEM_ICONS = "/usr/share/icons"
SYSTEM_SCHEMAS = "/usr/share/glib-2.0/schemas"

# The MSYS2 package that provides each pkg-config name meson.build may ask
# for. A dependency() missing here fails test_dependencies_packaged: add
# it, and its package to build-aux/win32/msys2-packages.txt.
DEPENDENCY_PACKAGES = {
    "glib-2.0": "glib2", "gobject-2.0": "glib2", "gio-2.0": "glib2", "gmodule-2.0": "glib2",
    "gio-windows-2.0": "glib2", "json-glib-1.0": "json-glib", "sqlite3": "sqlite3",
    "gtk4": "gtk4", "librsvg-2.0": "librsvg", "cairo": "cairo", "cairo-gobject": "cairo",
    "pango": "pango", "pangocairo": "pango", "gdk-pixbuf-2.0": "gdk-pixbuf2",
    "libadwaita-1": "libadwaita", "graphene-1.0": "graphene", "epoxy": "libepoxy",
    "fontconfig": "fontconfig", "freetype2": "freetype", "harfbuzz": "harfbuzz",
    "libxml-2.0": "libxml2", "zlib": "zlib",
}

# Programs the build, the tests and the bundle run, and their packages
TOOL_PACKAGES = {
    "gcc": PACKAGE_PREFIX + "gcc", "windres (the icon resource)": PACKAGE_PREFIX + "binutils",
    "pkg-config": PACKAGE_PREFIX + "pkgconf", "meson": PACKAGE_PREFIX + "meson",
    "ninja": PACKAGE_PREFIX + "ninja", "python (meson, the script)": PACKAGE_PREFIX + "python",
    "msgfmt": PACKAGE_PREFIX + "gettext-tools",
    "glib-compile-schemas, glib-compile-resources, GLib's spawn helpers": PACKAGE_PREFIX + "glib2",
    "gdk-pixbuf-query-loaders": PACKAGE_PREFIX + "gdk-pixbuf2",
    "the SVG pixbuf loader": PACKAGE_PREFIX + "librsvg",
    "the Adwaita icons": PACKAGE_PREFIX + "adwaita-icon-theme",
    "hicolor's index.theme": PACKAGE_PREFIX + "hicolor-icon-theme",
    "gtk-update-icon-cache": PACKAGE_PREFIX + "gtk-update-icon-cache",
    "ntldd": PACKAGE_PREFIX + "ntldd", "zip": "zip",
}

# The programs the bundle's bin/ holds: Balut's two and GLib's spawn
# helpers; never gdbus.exe (Balut on Windows asks for no session bus)
BUNDLED_EXES = {"bin/balut.exe", "bin/balut-cli.exe", "bin/gspawn-win64-helper.exe",
                "bin/gspawn-win64-helper-console.exe"}

# Installed files (meson introspect --installed, relative to the prefix)
# that the Windows bundle leaves out on purpose, and why
NOT_BUNDLED = [
    ("share/man/", "man pages: Windows has no man"),
    ("share/applications/", "the .desktop file: Linux menus; the installer makes the Start-menu entry"),
    ("share/metainfo/", "AppStream metainfo: Linux software centres"),
]

# The fake MSYS2 tree: every DLL and what it imports. Names not in it are
# Windows' own (SYSTEM_DLLS) or API sets (api-ms-win-*), as in a real
# UCRT64 build of GTK 4.
GLIB = ["libglib-2.0-0.dll", "libgobject-2.0-0.dll", "libgio-2.0-0.dll", "libintl-8.dll"]
DLL_IMPORTS = {
    "libglib-2.0-0.dll": ["libintl-8.dll", "libpcre2-8-0.dll", "KERNEL32.dll", "ole32.dll", "SHELL32.dll",
                          "WS2_32.dll", "api-ms-win-crt-runtime-l1-1-0.dll"],
    "libintl-8.dll": ["libiconv-2.dll", "KERNEL32.dll"],
    "libiconv-2.dll": ["KERNEL32.dll"],
    "libpcre2-8-0.dll": ["KERNEL32.dll"],
    "libgobject-2.0-0.dll": ["libglib-2.0-0.dll", "libffi-8.dll", "libintl-8.dll"],
    "libffi-8.dll": [],
    "libgmodule-2.0-0.dll": ["libglib-2.0-0.dll", "libintl-8.dll"],
    "libgio-2.0-0.dll": ["libglib-2.0-0.dll", "libgobject-2.0-0.dll", "libgmodule-2.0-0.dll", "zlib1.dll",
                         "libintl-8.dll", "DNSAPI.dll", "IPHLPAPI.DLL", "SHLWAPI.dll"],
    "zlib1.dll": [],
    "libgtk-4-1.dll": GLIB + ["libgdk_pixbuf-2.0-0.dll", "libcairo-2.dll", "libcairo-gobject-2.dll",
                              "libpango-1.0-0.dll", "libpangocairo-1.0-0.dll", "libpangowin32-1.0-0.dll",
                              "libharfbuzz-0.dll", "libfribidi-0.dll", "libepoxy-0.dll",
                              "libgraphene-1.0-0.dll", "libpng16-16.dll", "libjpeg-8.dll", "libtiff-6.dll",
                              "vulkan-1.dll", "GDI32.dll", "USER32.dll", "IMM32.dll", "dwmapi.dll",
                              "SETUPAPI.dll", "WINMM.dll", "d3d12.dll", "DXGI.dll", "dcomp.dll"],
    "libgdk_pixbuf-2.0-0.dll": GLIB + ["libgmodule-2.0-0.dll", "libpng16-16.dll", "libjpeg-8.dll",
                                       "libtiff-6.dll", "gdiplus.dll"],
    "libcairo-2.dll": ["libfontconfig-1.dll", "libfreetype-6.dll", "libpixman-1-0.dll", "libpng16-16.dll",
                       "zlib1.dll", "GDI32.dll", "MSIMG32.dll", "USER32.dll"],
    "libcairo-gobject-2.dll": ["libcairo-2.dll", "libgobject-2.0-0.dll", "libglib-2.0-0.dll"],
    "libfontconfig-1.dll": ["libfreetype-6.dll", "libexpat-1.dll", "libintl-8.dll", "libiconv-2.dll"],
    "libfreetype-6.dll": ["libbz2-1.dll", "libbrotlidec.dll", "libharfbuzz-0.dll", "libpng16-16.dll",
                          "zlib1.dll"],
    "libbrotlidec.dll": ["libbrotlicommon.dll"],
    "libbrotlicommon.dll": [],
    "libbz2-1.dll": [],
    "libexpat-1.dll": [],
    "libpixman-1-0.dll": [],
    "libpng16-16.dll": ["zlib1.dll"],
    "libjpeg-8.dll": [],
    "libtiff-6.dll": ["libdeflate.dll", "liblzma-5.dll", "libzstd.dll", "libjpeg-8.dll", "zlib1.dll"],
    "libdeflate.dll": [],
    "liblzma-5.dll": [],
    "libzstd.dll": [],
    "libharfbuzz-0.dll": ["libfreetype-6.dll", "libglib-2.0-0.dll", "libgraphite2.dll", "libstdc++-6.dll",
                          "libgcc_s_seh-1.dll", "libintl-8.dll", "USP10.dll", "RPCRT4.dll", "DWrite.dll"],
    "libgraphite2.dll": ["libstdc++-6.dll", "libgcc_s_seh-1.dll"],
    "libstdc++-6.dll": ["libgcc_s_seh-1.dll", "libwinpthread-1.dll"],
    "libgcc_s_seh-1.dll": ["libwinpthread-1.dll"],
    "libwinpthread-1.dll": [],
    "libpango-1.0-0.dll": GLIB + ["libharfbuzz-0.dll", "libfribidi-0.dll", "libthai-0.dll"],
    "libthai-0.dll": ["libdatrie-1.dll"],
    "libdatrie-1.dll": [],
    "libpangowin32-1.0-0.dll": ["libpango-1.0-0.dll", "libglib-2.0-0.dll", "libgobject-2.0-0.dll",
                                "libharfbuzz-0.dll", "GDI32.dll", "USP10.dll"],
    "libpangoft2-1.0-0.dll": ["libpango-1.0-0.dll", "libfontconfig-1.dll", "libfreetype-6.dll",
                              "libharfbuzz-0.dll", "libglib-2.0-0.dll", "libgobject-2.0-0.dll"],
    "libpangocairo-1.0-0.dll": ["libpango-1.0-0.dll", "libpangowin32-1.0-0.dll", "libpangoft2-1.0-0.dll",
                                "libcairo-2.dll", "libfontconfig-1.dll", "libglib-2.0-0.dll",
                                "libgobject-2.0-0.dll"],
    "libfribidi-0.dll": [],
    "libepoxy-0.dll": ["OPENGL32.dll"],
    "libgraphene-1.0-0.dll": [],
    "vulkan-1.dll": ["ADVAPI32.dll", "CFGMGR32.dll"],
    "librsvg-2-2.dll": GLIB + ["libcairo-2.dll", "libcairo-gobject-2.dll", "libgdk_pixbuf-2.0-0.dll",
                               "libpango-1.0-0.dll", "libpangocairo-1.0-0.dll", "libxml2-2.dll",
                               "bcrypt.dll", "ntdll.dll", "USERENV.dll"],
    "libxml2-2.dll": ["libiconv-2.dll", "liblzma-5.dll", "zlib1.dll"],
    "libjson-glib-1.0-0.dll": GLIB,
    "libsqlite3-0.dll": [],
    # in the prefix, needed by nothing Balut uses: never bundled
    "libgstreamer-1.0-0.dll": GLIB,
    "libunused-1.dll": [],
}
EXE_IMPORTS = {
    "gdbus.exe": GLIB + ["KERNEL32.dll"],
    "gspawn-win64-helper.exe": ["libglib-2.0-0.dll", "KERNEL32.dll"],
    "gspawn-win64-helper-console.exe": ["libglib-2.0-0.dll", "KERNEL32.dll"],
    "gtk4-demo.exe": ["libgtk-4-1.dll"],
}
SVG_LOADER = "pixbufloader_svg.dll"
SVG_LOADER_IMPORTS = ["librsvg-2-2.dll", "libgdk_pixbuf-2.0-0.dll", "libglib-2.0-0.dll", "libgobject-2.0-0.dll"]
# lib/balut/balut-svg.dll, Balut's module that draws the dice with librsvg
# (balut.exe loads it, so it is not among balut.exe's imports)
SVG_MODULE = "lib/balut/balut-svg.dll"
SVG_MODULE_IMPORTS = ["librsvg-2-2.dll", "libcairo-2.dll", "libglib-2.0-0.dll", "libgobject-2.0-0.dll",
                      "libgmodule-2.0-0.dll", "KERNEL32.dll"]
OTHER_LOADER = "pixbufloader-webp.dll"
BALUT_IMPORTS = GLIB + ["libgtk-4-1.dll", "libjson-glib-1.0-0.dll", "libsqlite3-0.dll", "libgmodule-2.0-0.dll",
                        "libcairo-2.dll", "libpango-1.0-0.dll", "libpangocairo-1.0-0.dll", "KERNEL32.dll",
                        "USER32.dll", "api-ms-win-crt-heap-l1-1-0.dll", "api-ms-win-crt-stdio-l1-1-0.dll"]
SYSTEM_DLLS = ["KERNEL32.dll", "USER32.dll", "GDI32.dll", "ole32.dll", "SHELL32.dll", "WS2_32.dll",
               "DNSAPI.dll", "IPHLPAPI.DLL", "SHLWAPI.dll", "IMM32.dll", "dwmapi.dll", "SETUPAPI.dll",
               "WINMM.dll", "d3d12.dll", "DXGI.dll", "dcomp.dll", "gdiplus.dll", "MSIMG32.dll", "USP10.dll",
               "RPCRT4.dll", "DWrite.dll", "OPENGL32.dll", "ADVAPI32.dll", "CFGMGR32.dll", "bcrypt.dll",
               "ntdll.dll", "USERENV.dll"]

# The MSYS2 packages the fake files belong to (for the stub pacman and
# the licences); librsvg has no licence folder in the fake tree
DLL_PACKAGES = {
    "libglib": "glib2", "libgobject": "glib2", "libgio": "glib2", "libgmodule": "glib2",
    "libintl": "gettext-runtime", "libiconv": "libiconv", "libpcre2": "pcre2", "libffi": "libffi",
    "zlib1": "zlib", "libgtk-4": "gtk4", "libgdk_pixbuf": "gdk-pixbuf2", "libcairo": "cairo",
    "libfontconfig": "fontconfig", "libfreetype": "freetype", "libbrotli": "brotli", "libbz2": "bzip2",
    "libexpat": "expat", "libpixman": "pixman", "libpng": "libpng", "libjpeg": "libjpeg-turbo",
    "libtiff": "libtiff", "libdeflate": "libdeflate", "liblzma": "xz", "libzstd": "zstd",
    "libharfbuzz": "harfbuzz", "libgraphite2": "graphite2", "libstdc++": "gcc-libs", "libgcc_s": "gcc-libs",
    "libwinpthread": "libwinpthread", "libpango": "pango", "libthai": "libthai", "libdatrie": "libdatrie",
    "libfribidi": "fribidi", "libepoxy": "libepoxy", "libgraphene": "graphene", "vulkan": "vulkan-loader",
    "librsvg": "librsvg", "libxml2": "libxml2", "libjson-glib": "json-glib", "libsqlite3": "sqlite3",
    "libgstreamer": "gstreamer", "libunused": "unused",
}
NO_LICENCE_PACKAGES = {"librsvg", "unused"}

# Icons in the fake Adwaita that Balut does not name: bundled all the
# same (GTK's widgets and its file chooser ask for icons by name; the
# whole theme is bundled). Some of GTK's own, and others.
OTHER_ADWAITA_ICONS = ["window-close-symbolic", "pan-down-symbolic", "open-menu-symbolic",
                       "value-increase-symbolic", "edit-find-symbolic", "folder", "text-x-generic",
                       "user-home-symbolic", "weather-clear-symbolic", "audio-volume-high-symbolic",
                       "folder-music-symbolic"]
# The fake AdwaitaLegacy (Adwaita's full-colour icons, a theme of their
# own since Adwaita 45): taken from Debian's Adwaita
LEGACY_ICONS = ["folder", "text-x-generic", "user-trash-full", "help-browser"]
# A theme in the prefix that Adwaita does not inherit: never bundled
OTHER_THEME = "HighContrast"

args = None
tmp = None


# ------------------------------------------------------------ helpers

def source(*parts):
    return os.path.join(args.source, *parts)


def win32(*parts):
    return source("build-aux", "win32", *parts)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(path, text, mode=None):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    if mode is not None:
        os.chmod(path, mode)


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def files_under(top):
    """Every file under TOP, relative to it, with / separators."""
    found = set()
    for root, _dirs, names in os.walk(top):
        for name in names:
            found.add(os.path.relpath(os.path.join(root, name), top).replace(os.sep, "/"))
    return found


def package_list():
    packages = []
    for line in read(win32("msys2-packages.txt")).splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            packages.extend(line.split())
    return packages


@functools.lru_cache(maxsize=None)
def version():
    proc = run(["meson", "introspect", args.build, "--projectinfo"])
    return json.loads(proc.stdout)["version"]


@functools.lru_cache(maxsize=None)
def script_outputs():
    """What build-msys2.sh says it makes: zip, folder, installer, sums."""
    proc = run(["bash", win32("build-msys2.sh"), "--print-outputs", version()])
    outputs = proc.stdout.split()
    if len(outputs) != 4:
        raise Failure("build-msys2.sh --print-outputs printed %r" % proc.stdout)
    return outputs


def load_yaml(name):
    import yaml
    path = source(".github", "workflows", name)
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        raise Failure("%s does not parse: %s" % (path, e))
    if not isinstance(data, dict):
        raise Failure("%s is not a mapping" % path)
    return data


def triggers(workflow):
    # YAML 1.1 reads the key on as True
    on = workflow.get("on", workflow.get(True))
    if isinstance(on, str):
        return {on}
    if isinstance(on, list):
        return set(on)
    return set(on or {})


def only_job(workflow, name):
    jobs = workflow.get("jobs") or {}
    if len(jobs) != 1:
        raise Failure("%s should have one job, it has %s" % (name, list(jobs)))
    return next(iter(jobs.values()))


def step_shell(job, step):
    return step.get("shell") or ((job.get("defaults") or {}).get("run") or {}).get("shell")


def find_steps(job, predicate):
    return [(i, s) for i, s in enumerate(job.get("steps") or []) if predicate(s)]


def uses(step, action):
    return str(step.get("uses", "")).split("@")[0] == action


def source_icon_names():
    """The icon names Balut's sources use: icon-name/icon_name properties
    of ui/*.ui and "...-symbolic" string literals in src/**/*.c."""
    names = set()
    for root, _dirs, files in os.walk(source("ui")):
        for name in files:
            if name.endswith(".ui"):
                text = read(os.path.join(root, name))
                names.update(re.findall(r'<property\s+name="icon[-_]name"[^>]*>\s*([^<\s]+)\s*<', text))
    for root, _dirs, files in os.walk(source("src")):
        for name in files:
            if name.endswith(".c"):
                text = read(os.path.join(root, name))
                names.update(re.findall(r'"([a-z0-9][a-z0-9.-]*-symbolic)"', text))
    if not names:
        raise Failure("found no icon name in ui/ and src/")
    return names


@functools.lru_cache(maxsize=None)
def system_theme_files(theme_dir):
    """files_under() of one of this machine's icon themes: thousands of
    files, which do not change while the test runs: read once."""
    return frozenset(files_under(theme_dir))


def icon_files(theme_dir, icon):
    """Files of the icon ICON in a theme folder, relative to it."""
    wanted = set()
    for variant in (icon, icon + "-rtl", icon + "-ltr"):
        wanted.update({variant + ".svg", variant + ".png", variant + ".symbolic.png"})
    if os.path.dirname(os.path.normpath(theme_dir)) == os.path.normpath(SYSTEM_ICONS):
        files = system_theme_files(os.path.normpath(theme_dir))
    else:
        files = files_under(theme_dir)
    return sorted(f for f in files if f.rsplit("/", 1)[-1] in wanted)


def installed_files():
    """meson introspect --installed for --build: (built or source file,
    path relative to the prefix)."""
    proc = run(["meson", "introspect", args.build, "--installed"])
    installed = json.loads(proc.stdout)
    options = json.loads(run(["meson", "introspect", args.build, "--buildoptions"]).stdout)
    prefix = next(o["value"] for o in options if o["name"] == "prefix")
    pairs = []
    for src, dest in sorted(installed.items()):
        rel = os.path.relpath(dest, prefix).replace(os.sep, "/")
        if rel.startswith("../"):
            raise Failure("%s is installed outside the prefix %s" % (dest, prefix))
        pairs.append((src, rel))
    return pairs


def bundle_rel(rel):
    """Where an installed file is in the Windows bundle (bin/balut is
    balut.exe there; balut-cli.exe, built on Windows alone, has no
    counterpart here)."""
    if re.fullmatch(r"lib/(.+/)?balut/balut-svg\.so", rel):
        return SVG_MODULE
    return rel + ".exe" if rel == "bin/balut" else rel


def left_out(rel):
    return next((why for start, why in NOT_BUNDLED if rel.startswith(start)), None)


def po_translation(lang, msgid):
    text = read(source("po", lang + ".po"))
    match = re.search(r'^msgid "%s"\nmsgstr ((?:".*"\n?)+)' % re.escape(msgid), text, re.M)
    if not match:
        raise Failure("po/%s.po does not translate %r" % (lang, msgid))
    return "".join(re.findall(r'"(.*)"', match.group(1)))


# ------------------------------------------------------------ stubs

STUB_COMMON = r'''#!/usr/bin/python3
# a stub of test-win32.py's fake MSYS2 (not part of Balut)
import os, sys
ROOT = os.environ["FAKE_MSYS2_ROOT"]        # what Windows calls C:\msys64
WINROOT = os.environ["FAKE_WINDOWS_ROOT"]   # what Windows calls C:\

def to_windows(path, sep="\\"):
    path = os.path.abspath(path)
    if path == ROOT or path.startswith(ROOT + "/"):
        win = "C:/msys64" + path[len(ROOT):]
    elif path.startswith(WINROOT + "/"):
        win = "C:/" + path[len(WINROOT) + 1:]
    elif len(path) > 2 and path[2] == "/" and path[1].isalpha():   # /c/...
        win = path[1].upper() + ":" + path[2:]
    else:
        win = "C:/msys64" + path
    return win.replace("/", sep)

def to_posix(path):
    p = path.replace("\\", "/")
    low = p.lower()
    if low == "c:/msys64" or low.startswith("c:/msys64/"):
        return ROOT + p[len("C:/msys64"):]
    if low.startswith("c:/windows/"):
        return WINROOT + "/" + p[3:]
    if len(p) > 1 and p[1] == ":":
        return "/" + p[0].lower() + p[2:]
    return p

def imports(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if "FAKEPE-IMPORTS:" in line:
                return line.split("FAKEPE-IMPORTS:", 1)[1].split()
    return []
'''

STUB_CYGPATH = STUB_COMMON + r'''
mode, path = sys.argv[1], sys.argv[2]
if mode == "-u":
    print(to_posix(path))
elif mode == "-m":
    print(to_windows(path, "/"))
elif mode == "-w":
    print(to_windows(path, "\\"))
else:
    sys.exit("cygpath stub: %s?" % mode)
'''

STUB_NTLDD = STUB_COMMON + r'''
# ntldd's search: its own folder (MINGW_PREFIX/bin), System32, then PATH
SEARCH = [os.path.join(ROOT, "ucrt64", "bin"), os.path.join(WINROOT, "Windows", "System32")]
SEARCH += [d for d in os.environ.get("FAKE_NTLDD_PATH", "").split(":") if d]

def find(dll):
    for d in SEARCH:
        if os.path.isdir(d):
            for name in os.listdir(d):
                if name.lower() == dll.lower():
                    return os.path.join(d, name)
    return None

seen = set()
def walk(path, depth):
    for dll in imports(path):
        if dll.lower().startswith("api-ms-win") or dll.lower() in seen:
            continue
        seen.add(dll.lower())
        found = find(dll)
        head = "\t" + " " * depth + dll
        if found is None:
            print(head + " => not found")
            continue
        print("%s => %s (0x00007ff8%08x)" % (head, to_windows(found), len(seen) * 65536))
        walk(found, depth + 1)

if sys.argv[1] != "-R":
    sys.exit("ntldd stub: only -R")
files = sys.argv[2:]
for f in files:
    if len(files) > 1:
        print(to_windows(f) + ":")
    walk(f, 0)
'''

STUB_PACMAN = STUB_COMMON + r'''
if sys.argv[1] != "-Qqo":
    sys.exit("pacman stub: only -Qqo")
owners = {}
with open(os.environ["FAKE_PACMAN_DB"], encoding="utf-8") as f:
    for line in f:
        path, package = line.rstrip("\n").split("\t")
        owners[path] = package
status = 0
for path in sys.argv[2:]:
    package = owners.get(os.path.abspath(path))
    if package:
        print(package)
    else:
        print("error: No package owns %s" % path, file=sys.stderr)
        status = 1
sys.exit(status)
'''

# gdk-pixbuf-query-loaders, as a relocatable gdk-pixbuf has it on
# Windows: module paths relative to the folder above its bin/;
# FAKE_LOADERS_ABSOLUTE=slash|backslash writes absolute paths instead
# (CRLF line ends too), as a build without relocation would
STUB_QUERY_LOADERS = STUB_COMMON + r'''
# FAKEPE-IMPORTS: libgdk_pixbuf-2.0-0.dll libglib-2.0-0.dll libgobject-2.0-0.dll libintl-8.dll KERNEL32.dll
top = os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[0])))
if not os.path.exists(os.path.join(top, "bin", "libgdk_pixbuf-2.0-0.dll")):
    sys.exit("query-loaders stub: libgdk_pixbuf-2.0-0.dll is not beside me in %s/bin" % top)
moduledir = os.environ.get("GDK_PIXBUF_MODULEDIR")
moduledir = to_posix(moduledir) if moduledir else os.path.join(top, "lib/gdk-pixbuf-2.0/2.10.0/loaders")
absolute = os.environ.get("FAKE_LOADERS_ABSOLUTE", "")
nl = "\r\n" if absolute else "\n"
out = ["# GdkPixbuf Image Loader Modules file", "# Automatically generated file, do not edit",
       "# Created by gdk-pixbuf-query-loaders from gdk-pixbuf-2.44.7", "#",
       "# LoaderDir = " + to_windows(moduledir), "#"]
for name in sorted(os.listdir(moduledir)):
    path = os.path.join(moduledir, name)
    with open(path, encoding="utf-8") as f:
        if "FAKEPE-LOADER: svg" not in f.read():
            continue
    if absolute == "slash":
        module = to_windows(path, "/")
    elif absolute == "backslash":
        module = to_windows(path, "\\").replace("\\", "\\\\")
    else:
        module = os.path.relpath(path, top).replace("/", "\\\\")
    out += ['"%s"' % module,
            '"svg" 6 "gdk-pixbuf" "Scalable Vector Graphics" "LGPL"',
            '"image/svg+xml" "image/svg" "image/svg-xml" "image/vnd.adobe.svg+xml" "text/xml-svg" '
            '"image/svg+xml-compressed" ""',
            '"svg" "svgz" "svg.gz" ""',
            '" <svg" "*    " 100',
            '" <!DOCTYPE svg" "*             " 100',
            ""]
text = nl.join(out) + nl
if len(sys.argv) > 1 and sys.argv[1] == "--update-cache":
    cache = os.environ.get("GDK_PIXBUF_MODULE_FILE")
    cache = to_posix(cache) if cache else os.path.join(top, "lib/gdk-pixbuf-2.0/2.10.0/loaders.cache")
    with open(cache, "w", encoding="utf-8", newline="") as f:
        f.write(text)
else:
    sys.stdout.write(text)
'''


# ------------------------------------------------------------ the fake tree

def fake_pe(imports, extra=""):
    return "FAKEPE (a stand-in for a Windows binary)\nFAKEPE-IMPORTS: %s\n%s" % (" ".join(imports), extra)


class FakeTree:
    """A fake MSYS2 root with a UCRT64 prefix, Windows' System32, the
    stage of --build's installed files, stubs, and bundle.sh's output."""

    def __init__(self, name, balut_imports=None, drop_icons=(), loaders_absolute="", no_cli=False):
        self.top = os.path.join(tmp, name)
        self.root = os.path.join(self.top, "msys64")
        self.prefix = os.path.join(self.root, "ucrt64")
        self.winroot = os.path.join(self.top, "windows-c")
        self.stage = os.path.join(self.root, "home", "balut", "stage")
        self.out = os.path.join(self.root, "home", "balut", "dist")
        self.stubs = os.path.join(self.top, "stubs")
        self.loaders_absolute = loaders_absolute
        self.no_cli = no_cli
        self.owners = {}
        self.icon_names = sorted(source_icon_names() | set(OTHER_ADWAITA_ICONS))
        self._prefix_files(drop_icons)
        self._windows()
        self._stage(BALUT_IMPORTS if balut_imports is None else balut_imports)
        self._stubs()

    def own(self, path, package):
        self.owners[os.path.abspath(path)] = PACKAGE_PREFIX + package

    def _prefix_files(self, drop_icons):
        p = self.prefix
        for dll, imports in DLL_IMPORTS.items():
            path = os.path.join(p, "bin", dll)
            write(path, fake_pe(imports))
            self.own(path, next(pkg for start, pkg in DLL_PACKAGES.items() if dll.startswith(start)))
        for exe, imports in EXE_IMPORTS.items():
            path = os.path.join(p, "bin", exe)
            write(path, fake_pe(imports), 0o755)
            self.own(path, "gtk4" if exe.startswith("gtk4") else "glib2")
        write(os.path.join(p, "bin", "gdk-pixbuf-query-loaders.exe"), STUB_QUERY_LOADERS, 0o755)
        loaders = os.path.join(p, LOADER_DIR, "loaders")
        write(os.path.join(loaders, SVG_LOADER), fake_pe(SVG_LOADER_IMPORTS, "FAKEPE-LOADER: svg\n"))
        self.own(os.path.join(loaders, SVG_LOADER), "librsvg")
        write(os.path.join(loaders, OTHER_LOADER), fake_pe(["libglib-2.0-0.dll"], "FAKEPE-LOADER: webp\n"))
        # MSYS2's own runtime, outside the prefix
        write(os.path.join(self.root, "usr", "bin", "msys-2.0.dll"), fake_pe([]))

        # Debian's GTK 4 schemas, and GTK 3's, which Balut does not need
        schemas = os.path.join(p, "share", "glib-2.0", "schemas")
        os.makedirs(schemas)
        gtk4 = [n for n in os.listdir(SYSTEM_SCHEMAS) if n.startswith("org.gtk.gtk4.") and n.endswith(".xml")]
        if not gtk4:
            raise Failure("no org.gtk.gtk4.*.gschema.xml in %s (libgtk-4-common)" % SYSTEM_SCHEMAS)
        for name in gtk4:
            shutil.copy(os.path.join(SYSTEM_SCHEMAS, name), schemas)
            self.own(os.path.join(schemas, name), "gtk4")
        write(os.path.join(schemas, "org.example.NotBalut.gschema.xml"),
              '<schemalist><schema id="org.example.NotBalut" path="/org/example/NotBalut/">'
              '<key name="x" type="b"><default>false</default></key></schema></schemalist>\n')

        # Debian's Adwaita (some of it: its index.theme, the icons Balut
        # names, some GTK asks for and others; a cursor and a symbolic
        # link, as MSYS2 may keep) inheriting a fake AdwaitaLegacy;
        # Debian's hicolor's index.theme; a theme nothing inherits
        icons = os.path.join(p, "share", "icons")
        src = os.path.join(SYSTEM_ICONS, "Adwaita")
        dest = os.path.join(icons, "Adwaita")
        if not os.path.isfile(os.path.join(src, "index.theme")):
            raise Failure("%s/index.theme is missing (adwaita-icon-theme)" % src)
        index = re.sub(r"^Inherits=.*$", "Inherits=AdwaitaLegacy,hicolor", read(os.path.join(src, "index.theme")),
                       count=1, flags=re.M)
        write(os.path.join(dest, "index.theme"), index)
        self.own(os.path.join(dest, "index.theme"), "adwaita-icon-theme")
        for icon in self.icon_names:
            if icon in drop_icons:
                continue
            for rel in icon_files(src, icon):
                os.makedirs(os.path.dirname(os.path.join(dest, rel)), exist_ok=True)
                shutil.copy(os.path.join(src, rel), os.path.join(dest, rel))
                self.own(os.path.join(dest, rel), "adwaita-icon-theme")
        write(os.path.join(dest, "cursors", "left_ptr"), "stand-in for a cursor\n")
        os.symlink("left_ptr", os.path.join(dest, "cursors", "arrow"))
        self.own(os.path.join(dest, "cursors", "left_ptr"), "adwaita-icon-theme")
        self.own(os.path.join(dest, "cursors", "arrow"), "adwaita-icon-theme")

        legacy = os.path.join(icons, "AdwaitaLegacy")
        write(os.path.join(legacy, "index.theme"),
              "[Icon Theme]\nName=AdwaitaLegacy\nComment=Adwaita's full-colour icons (a stand-in)\n"
              "Inherits=hicolor\nDirectories=48x48/legacy\n\n[48x48/legacy]\nSize=48\nContext=Legacy\n"
              "Type=Fixed\n")
        self.own(os.path.join(legacy, "index.theme"), "adwaita-icon-theme-legacy")
        for icon in LEGACY_ICONS:
            found = [rel for rel in icon_files(src, icon) if rel.startswith("48x48/")]
            if not found:
                raise Failure("Debian's Adwaita has no 48x48 %s (for the fake AdwaitaLegacy)" % icon)
            path = os.path.join(legacy, "48x48", "legacy", os.path.basename(found[0]))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            shutil.copy(os.path.join(src, found[0]), path)
            self.own(path, "adwaita-icon-theme-legacy")

        write(os.path.join(icons, "hicolor", "index.theme"), read(os.path.join(SYSTEM_ICONS, "hicolor", "index.theme")))
        self.own(os.path.join(icons, "hicolor", "index.theme"), "hicolor-icon-theme")
        other_theme = os.path.join(icons, OTHER_THEME)
        write(os.path.join(other_theme, "index.theme"),
              "[Icon Theme]\nName=%s\nInherits=hicolor\nDirectories=scalable\n\n[scalable]\nSize=16\n"
              "Type=Scalable\n" % OTHER_THEME)
        shutil.copy(source("icons", "hicolor", "scalable", "apps", APP_ID + ".svg"),
                    os.path.join(other_theme, "index-decoy.svg"))
        # an application icon of another program
        other = os.path.join(p, "share", "icons", "hicolor", "scalable", "apps", "org.example.Other.svg")
        os.makedirs(os.path.dirname(other), exist_ok=True)
        shutil.copy(source("icons", "hicolor", "scalable", "apps", APP_ID + ".svg"), other)

        # the catalogues of GTK, GLib and json-glib (stand-ins: bundle.sh
        # only copies them); Swedish is not one of Balut's languages
        for lang in ("da", "de", "fr", "sv"):
            for domain, package in (("gtk40", "gtk4"), ("glib20", "glib2"), ("json-glib-1.0", "json-glib")):
                dest = os.path.join(p, "share", "locale", lang, "LC_MESSAGES", domain + ".mo")
                write(dest, "stand-in for %s's %s catalogue\n" % (domain, lang))
                self.own(dest, package)

        # fontconfig's configuration (cairo and pango bring fontconfig)
        for rel in ("fonts.conf", "conf.d/10-hinting-slight.conf"):
            path = os.path.join(p, "etc", "fonts", rel)
            write(path, '<?xml version="1.0"?>\n<fontconfig><dir>WINDOWSFONTDIR</dir></fontconfig>\n')
            self.own(path, "fontconfig")

        # licences, for every package but librsvg
        for package in sorted(set(DLL_PACKAGES.values()) | {"glib2", "gtk4", "adwaita-icon-theme", "adwaita-icon-theme-legacy",
                                                              "hicolor-icon-theme", "json-glib"}):
            if package not in NO_LICENCE_PACKAGES:
                write(os.path.join(p, "share", "licenses", package, "COPYING"), "licence of %s\n" % package)

    def _windows(self):
        system32 = os.path.join(self.winroot, "Windows", "System32")
        for dll in SYSTEM_DLLS:
            write(os.path.join(system32, dll), fake_pe([]))

    def _stage(self, balut_imports):
        self.stand_ins = []
        for src, rel in installed_files():
            if rel == "bin/balut":
                write(os.path.join(self.stage, "bin", "balut.exe"), fake_pe(balut_imports), 0o755)
                # the console program, built on Windows alone
                if not self.no_cli:
                    write(os.path.join(self.stage, "bin", "balut-cli.exe"), fake_pe(balut_imports), 0o755)
                continue
            if re.fullmatch(r"lib/(.+/)?balut/balut-svg\.so", rel):
                # LIBDIR is lib/ on MSYS2, lib/<triplet>/ on Debian
                write(os.path.join(self.stage, SVG_MODULE), fake_pe(SVG_MODULE_IMPORTS), 0o755)
                continue
            dest = os.path.join(self.stage, rel)
            if os.path.isfile(src):
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                shutil.copy(src, dest)
            else:
                # not built yet (meson test builds only what a test
                # depends on): bundle.sh only copies it, so a stand-in
                write(dest, "stand-in for %s\n" % rel)
                self.stand_ins.append(rel)
        # what meson's post-install scripts leave in a real stage: stale
        # caches the bundle must make anew
        write(os.path.join(self.stage, "share", "glib-2.0", "schemas", "gschemas.compiled"), "stale\n")
        write(os.path.join(self.stage, "share", "icons", "hicolor", "icon-theme.cache"), "stale\n")

    def _stubs(self):
        write(os.path.join(self.stubs, "cygpath"), STUB_CYGPATH, 0o755)
        write(os.path.join(self.stubs, "ntldd"), STUB_NTLDD, 0o755)
        write(os.path.join(self.stubs, "pacman"), STUB_PACMAN, 0o755)
        self.pacman_db = os.path.join(self.top, "pacman-db.tsv")
        write(self.pacman_db, "".join("%s\t%s\n" % item for item in sorted(self.owners.items())))

    def env(self):
        env = dict(os.environ)
        for name in ("SYSTEMROOT", "SystemRoot", "MINGW_PACKAGE_PREFIX", "GDK_PIXBUF_MODULEDIR",
                     "GDK_PIXBUF_MODULE_FILE"):
            env.pop(name, None)
        env.update({
            "PATH": self.stubs + ":" + os.environ.get("PATH", "/usr/bin:/bin"),
            "FAKE_MSYS2_ROOT": self.root,
            "FAKE_WINDOWS_ROOT": self.winroot,
            "FAKE_NTLDD_PATH": os.path.join(self.root, "usr", "bin"),
            "FAKE_PACMAN_DB": self.pacman_db,
            "FAKE_LOADERS_ABSOLUTE": self.loaders_absolute,
            "LC_ALL": "C.UTF-8",
        })
        return env

    def bundle(self):
        """Runs bundle.sh; returns the process."""
        return run(["bash", win32("bundle.sh"), self.stage, self.prefix, self.out, version()],
                   env=self.env(), check=False)

    @property
    def name(self):
        return "balut-%s-windows-x86_64" % version()

    @property
    def folder(self):
        return os.path.join(self.out, self.name)

    def expected_dlls(self):
        """The DLLs balut.exe, balut-cli.exe, the spawn helpers and the
        SVG loader need from the prefix, recursively."""
        todo = list(BALUT_IMPORTS) + SVG_LOADER_IMPORTS + SVG_MODULE_IMPORTS
        for exe in ("gspawn-win64-helper.exe", "gspawn-win64-helper-console.exe"):
            todo += EXE_IMPORTS[exe]
        needed = set()
        while todo:
            dll = todo.pop()
            if dll in DLL_IMPORTS and dll not in needed:
                needed.add(dll)
                todo += DLL_IMPORTS[dll]
        return needed


_main_bundle = []


def main_bundle():
    """The fake tree and the bundle.sh run every bundle case reads (made
    once; a failure fails each case that reads it)."""
    if not _main_bundle:
        try:
            tree = FakeTree("main")
            proc = tree.bundle()
            if proc.returncode != 0:
                raise Failure("bundle.sh exited with %d\n%s%s" % (proc.returncode, proc.stdout, proc.stderr))
            _main_bundle.append((tree, proc))
        except Failure as e:
            _main_bundle.append(e)
    if isinstance(_main_bundle[0], Failure):
        raise _main_bundle[0]
    return _main_bundle[0]


def bundle_files():
    tree, _proc = main_bundle()
    return files_under(tree.folder)


# ------------------------------------------------------------ cases: scripts

SCRIPTS = ("build-msys2.sh", "bundle.sh")


def test_bash_syntax():
    for name in SCRIPTS:
        run(["bash", "-n", win32(name)])
        if not os.access(win32(name), os.X_OK):
            raise Failure("build-aux/win32/%s is not executable" % name)
    return "bash -n: %s parse; both executable" % ", ".join(SCRIPTS)


def test_shellcheck():
    if shutil.which("shellcheck") is None:
        raise Failure("shellcheck is not installed (Debian package shellcheck)")
    proc = run(["shellcheck", "--shell=bash", "--external-sources"] + [win32(n) for n in SCRIPTS], check=False)
    if proc.returncode != 0:
        raise Failure("shellcheck finds problems\n" + proc.stdout + proc.stderr)
    return "shellcheck: no warning in %s" % ", ".join(SCRIPTS)


def test_spdx_heads():
    files = {
        "build-aux/win32/msys2-packages.txt": "#", "build-aux/win32/build-msys2.sh": "#",
        "build-aux/win32/bundle.sh": "#", "build-aux/win32/balut.iss": ";",
        ".github/workflows/windows.yml": "#", ".github/workflows/linux.yml": "#",
        "tests/packaging/test-win32.py": "#",
    }
    for rel, comment in files.items():
        head = read(source(rel))[:2000].splitlines()
        for tag in ("SPDX-FileCopyrightText: 2026 The Balut developers", "SPDX-License-Identifier: GPL-3.0-or-later"):
            if not any(line.startswith(comment) and tag in line for line in head):
                raise Failure("%s has no '%s %s' line at its head" % (rel, comment, tag))
    return "%d files begin with the SPDX lines in their comment syntax" % len(files)


def test_package_list():
    packages = package_list()
    bad = [p for p in packages if not re.fullmatch(r"(mingw-w64-ucrt-x86_64-)?[a-z0-9][a-z0-9+._-]*", p)]
    other_env = [p for p in packages if re.match(r"mingw-w64-(x86_64|i686|clang|clang-x86_64|clang-aarch64)-", p)]
    dupes = sorted({p for p in packages if packages.count(p) > 1})
    if bad or other_env or dupes:
        raise Failure("msys2-packages.txt: malformed %s, not UCRT64 %s, twice %s" % (bad, other_env, dupes))
    missing = ["%s (%s)" % (pkg, what) for what, pkg in TOOL_PACKAGES.items() if pkg not in packages]
    if missing:
        raise Failure("msys2-packages.txt lacks " + ", ".join(missing))
    # the script reads the same file the same way
    script = read(win32("build-msys2.sh"))
    if "msys2-packages.txt" not in script or "pacman -S --needed --noconfirm" not in script:
        raise Failure("build-msys2.sh does not install msys2-packages.txt with pacman -S --needed --noconfirm")
    return "msys2-packages.txt: %d UCRT64 packages, every tool's among them" % len(packages)


def test_dependencies_packaged():
    packages = set(package_list())
    deps = set()
    for root, dirs, files in os.walk(args.source):
        dirs[:] = [d for d in dirs if not d.startswith((".", "_build")) and d not in ("build", "subprojects")]
        if "meson.build" in files:
            text = read(os.path.join(root, "meson.build"))
            text = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
            deps.update(re.findall(r"(?<![A-Za-z_])dependency\(\s*'([^']+)'", text))
    if not deps:
        raise Failure("found no dependency() in the meson.build files")
    unknown = sorted(d for d in deps if d not in DEPENDENCY_PACKAGES)
    if unknown:
        raise Failure("no MSYS2 package known for dependency() %s: add it to DEPENDENCY_PACKAGES "
                      "and to msys2-packages.txt" % unknown)
    missing = sorted("%s (%s)" % (PACKAGE_PREFIX + DEPENDENCY_PACKAGES[d], d) for d in deps
                     if PACKAGE_PREFIX + DEPENDENCY_PACKAGES[d] not in packages)
    if missing:
        raise Failure("msys2-packages.txt lacks " + ", ".join(missing))
    return "%d dependency() names, each with its package: %s" % (len(deps), ", ".join(sorted(deps)))


def test_print_outputs():
    zip_path, folder, setup, sums = script_outputs()
    name = "balut-%s-windows-x86_64" % version()
    if (zip_path, folder, setup, sums) != ("build/win32/dist/%s.zip" % name, "build/win32/dist/" + name,
                                           "build/win32/dist/%s-setup.exe" % name, "build/win32/dist/SHA256SUMS"):
        raise Failure("build-msys2.sh --print-outputs: %s" % ([zip_path, folder, setup, sums],))
    script = read(win32("build-msys2.sh"))
    for key in ("version", "zip", "folder", "setup", "sums"):
        if 'echo "%s=' % key not in script:
            raise Failure("build-msys2.sh does not write the step output %s" % key)
    return "build-msys2.sh makes %s, %s, %s and %s" % (zip_path, folder, setup, sums)


def test_sums():
    """build-msys2.sh's SHA256SUMS step, run here on stand-ins for the
    zip and the installer: sha256sum's format, names relative to dist/,
    checked by sha256sum -c."""
    script = read(win32("build-msys2.sh"))
    match = re.search(r"^# -+ 7\. sums\n(.*?)^# Run by GitHub Actions", script, re.S | re.M)
    if not match:
        raise Failure("build-msys2.sh has no '7. sums' part before the step outputs")
    dist = os.path.join(tmp, "sums", "dist")
    os.makedirs(dist)
    name = "balut-%s-windows-x86_64" % version()
    names = [name + ".zip", name + "-setup.exe"]
    for n in names:
        write(os.path.join(dist, n), "stand-in for %s\n" % n)
    out = [os.path.join(dist, name + ".zip"), os.path.join(dist, name), os.path.join(dist, name + "-setup.exe"),
           os.path.join(dist, "SHA256SUMS")]
    part = "set -euo pipefail\ndie() { echo \"$*\" >&2; exit 1; }\nstep() { :; }\nout=(%s)\n%s" \
        % (" ".join("'%s'" % o for o in out), match.group(1))
    run(["bash", "-c", part])
    text = read(out[3])
    wanted = "".join("%s  %s\n" % (digest(os.path.join(dist, n)), n) for n in names)
    if text != wanted:
        raise Failure("SHA256SUMS:\n%s\nwanted:\n%s" % (text, wanted))
    run(["sha256sum", "--check", "--strict", "SHA256SUMS"], cwd=dist)
    return "SHA256SUMS holds the zip's and the installer's sums in sha256sum's format; sha256sum -c checks them"


# ------------------------------------------------------------ cases: workflows

def test_windows_workflow():
    wf = load_yaml("windows.yml")
    if not {"push", "pull_request", "workflow_dispatch"} <= triggers(wf):
        raise Failure("windows.yml runs on %s, not push, pull_request and workflow_dispatch" % triggers(wf))
    job = only_job(wf, "windows.yml")
    if job.get("runs-on") != "windows-latest":
        raise Failure("windows.yml runs on %r" % job.get("runs-on"))
    steps = job.get("steps") or []

    crlf = find_steps(job, lambda s: "core.autocrlf false" in str(s.get("run", "")))
    checkout = find_steps(job, lambda s: uses(s, "actions/checkout"))
    if len(checkout) != 1 or checkout[0][1]["uses"] != "actions/checkout@v4":
        raise Failure("windows.yml should check out once with actions/checkout@v4: %s" % checkout)
    if not crlf or crlf[0][0] > checkout[0][0]:
        raise Failure("windows.yml must set core.autocrlf false before the checkout (bash needs LF)")

    listing = find_steps(job, lambda s: "build-aux/win32/msys2-packages.txt" in str(s.get("run", "")))
    msys2 = find_steps(job, lambda s: uses(s, "msys2/setup-msys2"))
    if len(msys2) != 1 or msys2[0][1]["uses"] != "msys2/setup-msys2@v2":
        raise Failure("windows.yml should use msys2/setup-msys2@v2 once: %s" % msys2)
    with_ = msys2[0][1].get("with") or {}
    if with_.get("msystem") != "UCRT64" or with_.get("update") is not True:
        raise Failure("setup-msys2 needs msystem: UCRT64 and update: true, has %s" % with_)
    if not listing or "id" not in listing[0][1] or \
            "steps.%s.outputs." % listing[0][1]["id"] not in str(with_.get("install", "")):
        raise Failure("setup-msys2's install list must come from a step reading msys2-packages.txt")

    inno = find_steps(job, lambda s: re.search(r"^\s*choco install innosetup\b", str(s.get("run", "")), re.M))
    if not inno or not re.search(r'^\s*"ISCC=.*>>\s*\$env:GITHUB_ENV', inno[0][1]["run"], re.M):
        raise Failure("windows.yml must install Inno Setup with choco when missing and set ISCC")

    build = find_steps(job, lambda s: "build-aux/win32/build-msys2.sh" in str(s.get("run", ""))
                       and "--print-outputs" not in str(s.get("run", "")))
    if len(build) != 1:
        raise Failure("windows.yml should run build-aux/win32/build-msys2.sh once: %s" % build)
    b_index, b_step = build[0]
    if step_shell(job, b_step) != "msys2 {0}":
        raise Failure("build-msys2.sh must run with shell: msys2 {0}, not %r" % step_shell(job, b_step))
    if not msys2[0][0] < b_index or not inno[0][0] < b_index or not checkout[0][0] < b_index:
        raise Failure("the checkout, setup-msys2 and Inno Setup must come before build-msys2.sh")
    if str((b_step.get("env") or {}).get("BALUT_REQUIRE_INSTALLER")) != "1":
        raise Failure("the build step should set BALUT_REQUIRE_INSTALLER: 1 (no silent skipping)")
    b_id = b_step.get("id")
    used = set(re.findall(r"steps\.%s\.outputs\.(\w+)" % re.escape(str(b_id)), json.dumps(steps)))
    if not b_id or not used <= {"version", "zip", "folder", "setup", "sums"} or not {"zip", "setup", "sums"} <= used:
        raise Failure("later steps should start the zip and the installer and check the sums from "
                      "steps.<build>.outputs: %s" % used)

    zip_path, _folder, setup, sums = script_outputs()
    uploads = find_steps(job, lambda s: uses(s, "actions/upload-artifact"))
    paths = []
    for index, step in uploads:
        if step["uses"] != "actions/upload-artifact@v4":
            raise Failure("upload with %s, not actions/upload-artifact@v4" % step["uses"])
        with_ = step.get("with") or {}
        if with_.get("if-no-files-found") != "error" or index < b_index:
            raise Failure("each upload should come after the build and fail without files: %s" % with_)
        paths.extend(str(with_.get("path", "")).split())
    for wanted in (zip_path, setup, sums):
        if not any(fnmatch.fnmatchcase(wanted, p) for p in paths):
            raise Failure("no upload-artifact path matches %s (paths: %s)" % (wanted, paths))
    after = [s for i, s in enumerate(steps) if i > b_index]

    checks = [s for s in after if "Get-FileHash" in str(s.get("run", "")) and "outputs.sums" in str(s.get("run", ""))]
    if not checks or step_shell(job, checks[0]) != "pwsh" or "SHA256" not in checks[0]["run"]:
        raise Failure("windows.yml should check SHA256SUMS against the zip and the installer (Get-FileHash)")

    first = [s for s in after if "--smoke-test" in str(s.get("run", "")) and "outputs.zip" in str(s.get("run", ""))]
    if len(first) != 1 or step_shell(job, first[0]) != "pwsh":
        raise Failure("windows.yml should have one pwsh step that runs the unpacked zip's --smoke-test")
    script = first[0]["run"]
    wanted = {
        "a fresh profile": [r"\$env:APPDATA\s*=", r"\$env:LOCALAPPDATA\s*=", r"\$env:USERPROFILE\s*=",
                            r"\$env:TEMP\s*=", r"\$env:TMP\s*="],
        "Windows' own PATH": [r"\$env:PATH\s*=\s*\"\$env:SystemRoot\\System32;\$env:SystemRoot\""],
        "both programs from the zip": [r"'balut\.exe'", r"'balut-cli\.exe'"],
        "Balut's and Belote's windows": [r"@\('--smoke-test'\)", r"@\('--smoke-test', '--belote'\)",
                                         r"BalutWindow", r"BeloteWindow"],
        "the registry, no session bus": [r"settings-backend GRegistryBackend", r"session-bus no"],
        "a PDF sheet by balut-cli.exe": [r"\$cli @\('--export-sheet'", r"'%PDF-'"],
        "records checked by balut-cli.exe": [r"\$cli @\('--verify', \$record\) 0",
                                             r"\$cli @\('--verify', \$inconsistent\) 1"],
        "GLib's messages refused": [r"-cmatch 'CRITICAL\|WARNING'"],
        "the exit status": [r"\.ExitCode -ne \$expect"],
        "UTF-8 help": [r"\[char\]0x2014"],
        "no D-Bus left behind": [r"Get-Process -Name gdbus", r"gdbus-nonce-file-\*"],
    }
    for what, patterns in wanted.items():
        for pattern in patterns:
            if not re.search(pattern, script):
                raise Failure("the first-run step lacks %s (%s)" % (what, pattern))
    for rel in re.findall(r"Resolve-Path '([^']+)'", script):
        if not os.path.isfile(source(rel)):
            raise Failure("the first-run step names %s, which is not in the source tree" % rel)
    install = [s for s in after if "/VERYSILENT" in str(s.get("run", ""))]
    if not install or "balut-cli.exe" not in install[0]["run"] or "--smoke-test" not in install[0]["run"]:
        raise Failure("the installer step should find balut-cli.exe and run the installed --smoke-test")
    return "windows.yml: setup-msys2 (UCRT64) from msys2-packages.txt, Inno Setup, build-msys2.sh; uploads %s; " \
        "checks the sums; a first run in a fresh profile (smoke tests of both games, a PDF, --verify by " \
        "balut-cli.exe; statuses, GLib's messages, gdbus); the installer's programs" % ", ".join(paths)


def test_linux_workflow():
    wf = load_yaml("linux.yml")
    if not {"push", "pull_request"} <= triggers(wf):
        raise Failure("linux.yml runs on %s" % triggers(wf))
    job = only_job(wf, "linux.yml")
    container = job.get("container")
    image = container.get("image") if isinstance(container, dict) else container
    if job.get("runs-on") != "ubuntu-latest" or image != "debian:12":
        raise Failure("linux.yml should run in the debian:12 container on ubuntu-latest: %r, %r"
                      % (job.get("runs-on"), image))
    git = find_steps(job, lambda s: re.search(r"apt-get install[^\n]*\bgit\b", str(s.get("run", ""))))
    checkout = find_steps(job, lambda s: uses(s, "actions/checkout"))
    safe = find_steps(job, lambda s: "safe.directory" in str(s.get("run", "")))
    tests = find_steps(job, lambda s: re.search(r"(^|\s)CI=true build-aux/test\.sh\b", str(s.get("run", ""))))
    if not git or not checkout or checkout[0][1]["uses"] != "actions/checkout@v4" or git[0][0] > checkout[0][0]:
        raise Failure("linux.yml must install git before actions/checkout@v4 (meson dist needs a clone)")
    if not safe or not checkout[0][0] < safe[0][0]:
        raise Failure("linux.yml must mark the workspace safe.directory after the checkout")
    if not tests or tests[0][0] < safe[0][0]:
        raise Failure("linux.yml must run CI=true build-aux/test.sh after that")
    return "linux.yml: debian:12, git before checkout, safe.directory, CI=true build-aux/test.sh"


# ------------------------------------------------------------ cases: icons, installer

def test_icon_names_exist():
    names = source_icon_names()
    missing = []
    for icon in sorted(names):
        if not any(icon_files(os.path.join(SYSTEM_ICONS, theme), icon) for theme in ("Adwaita", "hicolor")):
            missing.append(icon)
    if missing:
        raise Failure("not in %s/Adwaita or hicolor: %s" % (SYSTEM_ICONS, ", ".join(missing)))
    return "the %d icon names of ui/ and src/ are in Adwaita: %s" % (len(names), ", ".join(sorted(names)))


def installer_languages():
    """installer-languages.sh run on this build: the [Languages] and
    [CustomMessages] balut.iss includes"""
    out = os.path.join(tempfile.mkdtemp(prefix="balut-iss-"), "languages.iss")
    run([win32("installer-languages.sh"), args.source, args.build, out])
    with open(out, "rb") as f:
        data = f.read()
    if not data.startswith(b"\xef\xbb\xbf"):
        raise Failure("installer-languages.sh wrote no UTF-8 byte-order mark")
    return data[3:].decode("utf-8")


def iss_sections():
    sections = {}
    current = None
    text = read(win32("balut.iss"))
    if not re.search(r"^#include LanguagesIss$", text, re.M):
        raise Failure("balut.iss does not include LanguagesIss (installer-languages.sh's file)")
    for line in (text + "\n" + installer_languages()).splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        match = re.fullmatch(r"\[(\w+)\]", line)
        if match:
            current = sections.setdefault(match.group(1), [])
        elif current is not None and not line.startswith("#"):
            current.append(line)
    return sections


def iss_entries(lines):
    """Parameter lines (Name: "x"; Flags: y) as dicts."""
    entries = []
    for line in lines:
        entry = {}
        for part in re.findall(r'(\w+):\s*("[^"]*"|[^;]*)', line):
            entry[part[0]] = part[1].strip().strip('"')
        entries.append(entry)
    return entries


def test_installer_languages_unknown():
    """A language po/COMPLETE declares complete that Inno Setup's table
    in installer-languages.sh does not know stops the installer's build,
    naming it (rather than an installer without it)."""
    fake = tempfile.mkdtemp(prefix="balut-iss-src-")
    os.makedirs(os.path.join(fake, "po"))
    with open(os.path.join(fake, "po", "COMPLETE"), "w", encoding="utf-8") as f:
        f.write(read(source("po", "COMPLETE")) + "xx xx_XX.UTF-8\n")
    out = os.path.join(fake, "languages.iss")
    proc = run([win32("installer-languages.sh"), fake, args.build, out], check=False)
    if proc.returncode != 1 or "xx" not in proc.stderr or os.path.exists(out):
        raise Failure("installer-languages.sh with an unknown language: status %d, %r"
                      % (proc.returncode, proc.stderr))
    shutil.rmtree(fake)
    return "an unknown complete language stops installer-languages.sh: " + proc.stderr.strip()


def test_inno_setup_script():
    text = read(win32("balut.iss"))
    tree, _proc = main_bundle()
    defines = {"AppVersion": version(), "BundleDir": tree.folder.replace("/", "\\")}
    defines.update(re.findall(r'^#define (\w+) "([^"]*)"', text, re.M))
    for name in ("AppVersion", "BundleDir"):
        if not re.search(r"^#ifndef %s\s*\n\s*#error" % name, text, re.M):
            raise Failure("balut.iss does not stop with #error when %s is not defined" % name)

    def expand(value):
        value = re.sub(r"\{#(\w+)\}", lambda m: defines.get(m.group(1), m.group(0)), value)
        if "{#" in value:
            raise Failure("balut.iss: %s names an undefined ISPP variable" % value)
        return value

    def in_bundle(path, what):
        """PATH (Windows, under the bundle or {app}) exists in the bundle."""
        path = expand(path)
        for root in (defines["BundleDir"] + "\\", "{app}\\"):
            if path.startswith(root):
                rel = path[len(root):].replace("\\", "/")
                if not os.path.isfile(os.path.join(tree.folder, rel)):
                    raise Failure("balut.iss %s names %s, which the bundle lacks" % (what, rel))
                return rel
        raise Failure("balut.iss %s %s is neither in the bundle nor in {app}" % (what, path))

    sections = iss_sections()
    setup = dict(line.split("=", 1) for line in sections.get("Setup", []))
    wanted = {
        "AppVersion": "{#AppVersion}",
        "OutputBaseFilename": "balut-{#AppVersion}-windows-x86_64-setup",
        "ArchitecturesAllowed": "x64compatible",
        "ArchitecturesInstallIn64BitMode": "x64compatible",
        "PrivilegesRequiredOverridesAllowed": "dialog",
    }
    for key, value in wanted.items():
        if setup.get(key) != value:
            raise Failure("balut.iss [Setup] %s=%r, wanted %r" % (key, setup.get(key), value))
    if not re.fullmatch(r"\{\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}", setup.get("AppId", "")):
        raise Failure("balut.iss AppId=%r is not a fixed {{GUID}" % setup.get("AppId"))
    if expand(setup["OutputBaseFilename"]) + ".exe" != os.path.basename(script_outputs()[2]):
        raise Failure("the installer's name differs from build-msys2.sh --print-outputs")
    in_bundle(setup.get("LicenseFile", ""), "LicenseFile")
    in_bundle(setup.get("UninstallDisplayIcon", ""), "UninstallDisplayIcon")
    icon = setup.get("SetupIconFile", "")
    icon_path = os.path.normpath(os.path.join(win32(), icon.replace("\\", "/")))
    if not icon_path.endswith(".ico") or not os.path.isfile(icon_path):
        raise Failure("balut.iss SetupIconFile=%s: no such .ico (%s)" % (icon, icon_path))

    # English and the languages po/COMPLETE declares complete
    languages = {e.get("Name"): e.get("MessagesFile") for e in iss_entries(sections.get("Languages", []))}
    if languages != {"english": "compiler:Default.isl", "danish": "compiler:Languages\\Danish.isl",
                     "german": "compiler:Languages\\German.isl", "french": "compiler:Languages\\French.isl"}:
        raise Failure("balut.iss [Languages]: %s" % languages)
    complete = [line.split()[0] for line in read(source("po", "COMPLETE")).splitlines()
                if line.strip() and not line.startswith("#")]
    if len(languages) != len(complete) + 1:
        raise Failure("the installer offers %s, po/COMPLETE lists %s" % (sorted(languages), complete))

    # the console program is in the bundle, so installed with it
    in_bundle("{app}\\bin\\balut-cli.exe", "[Files] (the console program)")
    files = iss_entries(sections.get("Files", []))
    if len(files) != 1 or expand(files[0].get("Source", "")) != defines["BundleDir"] + "\\*" \
            or files[0].get("DestDir") != "{app}" \
            or not {"recursesubdirs", "createallsubdirs"} <= set(files[0].get("Flags", "").split()):
        raise Failure("balut.iss [Files] should install {#BundleDir}\\* into {app} recursively: %s" % files)

    icons = iss_entries(sections.get("Icons", []))
    start = [e for e in icons if e.get("Name", "").startswith("{autoprograms}\\")]
    desktop = [e for e in icons if e.get("Name", "").startswith("{autodesktop}\\")]
    balut_start = [e for e in start if "Parameters" not in e]
    belote_start = [e for e in start if e.get("Parameters") == "--belote"]
    if len(balut_start) != 1 or len(belote_start) != 1 or len(start) != 2 \
            or any("Tasks" in e for e in start):
        raise Failure("balut.iss needs two unconditional Start-menu entries ({autoprograms}), "
                      "Balut and Belote (--belote): %s" % icons)
    if belote_start[0].get("Name") != "{autoprograms}\\Belote":
        raise Failure("balut.iss: Belote's Start-menu entry is named %r" % belote_start[0].get("Name"))
    for entry in start + desktop:
        in_bundle(entry.get("Filename", ""), "[Icons] Filename")
    tasks = iss_entries(sections.get("Tasks", []))
    if len(desktop) != 1 or desktop[0].get("Tasks") != "desktopicon" or \
            not any(t.get("Name") == "desktopicon" and "unchecked" in t.get("Flags", "") for t in tasks):
        raise Failure("balut.iss: the desktop icon should be an optional task, unchecked: %s %s" % (desktop, tasks))
    run_entries = iss_entries(sections.get("Run", []))
    if not any("postinstall" in e.get("Flags", "") for e in run_entries):
        raise Failure("balut.iss offers no 'start Balut' at the end ([Run] postinstall)")
    for entry in run_entries:
        in_bundle(entry.get("Filename", ""), "[Run] Filename")

    # the shortcut's comment: the desktop file's, as the translators wrote it
    messages = dict(line.split("=", 1) for line in sections.get("CustomMessages", []))
    comment = re.search(r"^Comment=(.*)$", read(source("data", APP_ID + ".desktop.in")), re.M).group(1)
    for lang, language in (("en", "english"), ("da", "danish"), ("de", "german"), ("fr", "french")):
        want = comment if lang == "en" else po_translation(lang, comment)
        if messages.get(language + ".AppComment") != want:
            raise Failure("balut.iss %s.AppComment=%r, the translation is %r"
                          % (language, messages.get(language + ".AppComment"), want))
    belote_comment = re.search(r"^Comment=(.*)$", read(source("data", "io.github.balut.Belote.desktop.in")), re.M).group(1)
    for lang, language in (("en", "english"), ("da", "danish"), ("de", "german"), ("fr", "french")):
        want = belote_comment if lang == "en" else po_translation(lang, belote_comment)
        if messages.get(language + ".BeloteComment") != want:
            raise Failure("balut.iss %s.BeloteComment=%r, the translation is %r"
                          % (language, messages.get(language + ".BeloteComment"), want))
    return ("balut.iss: AppId %s, x64, per-user or all users, English/Danish/German/French, Start-menu entry, "
            "Belote's Start-menu entry (--belote), optional desktop icon, uninstaller icon; every file it names is in the bundle" % setup["AppId"])


# ------------------------------------------------------------ cases: the bundle

def test_bundle_runs():
    tree, proc = main_bundle()
    diag(proc.stdout.strip())
    if tree.stand_ins:
        diag("not built, stand-ins in the stage: " + ", ".join(tree.stand_ins))
    # bundle.sh's list of icon names is the one this test reads
    expected = source_icon_names()
    match = re.search(r"^bundle.sh:   icons named in the sources: (.*)$", proc.stdout, re.M)
    if not match or set(match.group(1).split()) != expected:
        raise Failure("bundle.sh found the icon names %s, this test %s"
                      % (match.group(1).split() if match else None, sorted(expected)))
    n = len(tree.expected_dlls())
    if "%d DLLs" % n not in proc.stdout:
        raise Failure("bundle.sh should report %d DLLs:\n%s" % (n, proc.stdout))
    if proc.stderr.strip():
        raise Failure("bundle.sh wrote to stderr:\n" + proc.stderr)
    return "bundle.sh made %s/ from the fake MSYS2 tree (%d source icon names, %d DLLs)" \
        % (tree.name, len(expected), n)


def test_bundle_dlls():
    tree, _proc = main_bundle()
    files = bundle_files()
    dlls = {f.split("/", 1)[1] for f in files if f.startswith("bin/") and f.lower().endswith(".dll")}
    expected = tree.expected_dlls()
    missing, extra = sorted(expected - dlls), sorted(dlls - expected)
    if missing or extra:
        raise Failure("bin/ DLLs: missing %s, not needed %s" % (missing, extra))
    for dll in sorted(dlls):
        if digest(os.path.join(tree.folder, "bin", dll)) != digest(os.path.join(tree.prefix, "bin", dll)):
            raise Failure("bin/%s is not the prefix's" % dll)
    system = {d.lower() for d in SYSTEM_DLLS} | {"msys-2.0.dll"}
    outside = [f for f in files if f.rsplit("/", 1)[-1].lower() in system]
    if outside:
        raise Failure("Windows' or MSYS2's own DLLs in the bundle: %s" % outside)
    exes = {f for f in files if f.lower().endswith(".exe")}
    if exes != BUNDLED_EXES:
        raise Failure("programs in the bundle: %s, wanted %s" % (sorted(exes), sorted(BUNDLED_EXES)))
    if digest(os.path.join(tree.folder, "bin", "balut-cli.exe")) != digest(os.path.join(tree.stage, "bin",
                                                                                      "balut-cli.exe")):
        raise Failure("bin/balut-cli.exe is not the stage's")
    loaders = {f for f in files if f.startswith(LOADER_DIR + "/loaders/")}
    if loaders != {LOADER_DIR + "/loaders/" + SVG_LOADER}:
        raise Failure("pixbuf loaders in the bundle: %s" % sorted(loaders))
    modules = {f for f in files if f.startswith("lib/balut/")}
    if modules != {SVG_MODULE}:
        raise Failure("Balut's modules in the bundle: %s, wanted %s" % (sorted(modules), SVG_MODULE))
    return "bin/: balut.exe, balut-cli.exe, the spawn helpers (no gdbus.exe) and exactly the %d DLLs they, " \
        "Balut's SVG module and the SVG loader need, each the prefix's; no Windows or MSYS2 runtime DLL" % len(dlls)


def test_bundle_loaders_cache():
    tree, _proc = main_bundle()
    check_loaders_cache(tree)
    return "loaders.cache: the SVG loader, by a path relative to the bundle"


def check_loaders_cache(tree):
    cache = os.path.join(tree.folder, LOADER_DIR, "loaders.cache")
    with open(cache, encoding="utf-8", newline="") as f:
        text = f.read()
    if "\r" in text:
        raise Failure("loaders.cache has CR line ends")
    for absolute in (tree.top, "C:", "c:", "msys64"):
        if absolute in text:
            raise Failure("loaders.cache names %s:\n%s" % (absolute, text))
    modules = []
    block = False
    for line in text.splitlines():
        if not line.strip():
            block = False
        elif not line.startswith("#") and not block:
            block = True
            modules.append(line)
    if len(modules) != 1:
        raise Failure("loaders.cache should register one loader, not %d:\n%s" % (len(modules), text))
    want = '"lib\\\\gdk-pixbuf-2.0\\\\2.10.0\\\\loaders\\\\%s"' % SVG_LOADER
    if modules[0] != want:
        raise Failure("loaders.cache module path %s, wanted %s" % (modules[0], want))
    if '"image/svg+xml"' not in text:
        raise Failure("loaders.cache lost the SVG loader's MIME types:\n" + text)


def test_bundle_schemas():
    tree, _proc = main_bundle()
    schemas = os.path.join(tree.folder, "share", "glib-2.0", "schemas")
    empty = os.path.join(tmp, "empty-data-dir")
    os.makedirs(empty, exist_ok=True)
    env = dict(os.environ, XDG_DATA_DIRS=empty, XDG_DATA_HOME=empty, LC_ALL="C.UTF-8")
    env.pop("GSETTINGS_SCHEMA_DIR", None)
    listed = set(run(["gsettings", "--schemadir", schemas, "list-schemas"], env=env).stdout.split())
    gtk4 = {n[:-len(".gschema.xml")] for n in os.listdir(SYSTEM_SCHEMAS) if n.startswith("org.gtk.gtk4.")
            and n.endswith(".gschema.xml")}
    if listed != {APP_ID} | gtk4:
        raise Failure("the compiled schemas hold %s, wanted %s" % (sorted(listed), sorted({APP_ID} | gtk4)))
    keys = set(run(["gsettings", "--schemadir", schemas, "list-keys", APP_ID], env=env).stdout.split())
    wanted = set(re.findall(r'<key\s+name="([^"]+)"', read(source("data", APP_ID + ".gschema.xml"))))
    if keys != wanted:
        raise Failure("gsettings list-keys %s: %s, the schema has %s" % (APP_ID, sorted(keys), sorted(wanted)))
    run(["gsettings", "--schemadir", schemas, "list-keys", "org.gtk.gtk4.Settings.FileChooser"], env=env)
    return "gschemas.compiled (not the stage's stale one): %s and GTK's %d, read by gsettings; %d keys of Balut" \
        % (APP_ID, len(gtk4), len(keys))


def test_bundle_icons():
    """Adwaita and the theme it inherits bundled whole (no list of icon
    names to keep up with GTK); hicolor with Balut's icon alone."""
    tree, _proc = main_bundle()
    files = bundle_files()
    icons = os.path.join(tree.folder, "share", "icons")
    whole = ("Adwaita", "AdwaitaLegacy")
    if re.search(r"^\s*GTK_WIDGET_ICONS=", read(win32("bundle.sh")), re.M):
        raise Failure("bundle.sh keeps a list of GTK's icon names (GTK_WIDGET_ICONS): the themes are bundled whole")
    for theme in whole:
        prefix_files = files_under(os.path.join(tree.prefix, "share", "icons", theme))
        got = files_under(os.path.join(icons, theme)) - {"icon-theme.cache"}
        if got != prefix_files:
            raise Failure("share/icons/%s is not the prefix's theme whole: missing %s, not the prefix's %s"
                          % (theme, sorted(prefix_files - got)[:10], sorted(got - prefix_files)[:10]))
        for rel in sorted(prefix_files):
            bundled = os.path.join(icons, theme, rel)
            if os.path.islink(bundled):
                raise Failure("share/icons/%s/%s is a symbolic link" % (theme, rel))
            if digest(bundled) != digest(os.path.join(tree.prefix, "share", "icons", theme, rel)):
                raise Failure("share/icons/%s/%s differs from the prefix's" % (theme, rel))
    for icon in sorted(source_icon_names()):
        if not icon_files(os.path.join(icons, "Adwaita"), icon):
            raise Failure("the bundle's Adwaita lacks %s, which Balut names" % icon)
    hicolor = {f for f in files if f.startswith("share/icons/hicolor/")}
    # Balut's own (the stage's: Balut's and Belote's application icons)
    own = {rel for _src, rel in installed_files() if rel.startswith("share/icons/hicolor/")}
    if "share/icons/hicolor/scalable/apps/%s.svg" % APP_ID not in own:
        raise Failure("meson installs no share/icons/hicolor/scalable/apps/%s.svg" % APP_ID)
    wanted = {"share/icons/hicolor/index.theme", "share/icons/hicolor/icon-theme.cache"} | own
    if hicolor != wanted:
        raise Failure("share/icons/hicolor: %s, wanted %s" % (sorted(hicolor), sorted(wanted)))
    themes = {f.split("/")[2] for f in files if f.startswith("share/icons/")}
    if themes != set(whole) | {"hicolor"}:
        raise Failure("icon themes in the bundle: %s (%s is inherited by nothing)" % (sorted(themes), OTHER_THEME))
    for theme in whole + ("hicolor",):
        if read(os.path.join(icons, theme, "index.theme")) != \
                read(os.path.join(tree.prefix, "share", "icons", theme, "index.theme")):
            raise Failure("share/icons/%s/index.theme is not the prefix's" % theme)
        with open(os.path.join(icons, theme, "icon-theme.cache"), "rb") as f:
            if f.read(6) == b"stale\n":
                raise Failure("share/icons/%s/icon-theme.cache is the stage's stale one" % theme)
    tool = shutil.which("gtk-update-icon-cache") or shutil.which("gtk4-update-icon-cache")
    if tool is None:
        raise Failure("gtk-update-icon-cache is not installed (Debian package gtk-update-icon-cache)")
    for theme in whole + ("hicolor",):
        run([tool, "--validate", os.path.join(icons, theme)])
    n = len([f for f in files if f.startswith("share/icons/Adwaita")])
    return "icons: Adwaita (%d files, its cursor and symbolic link as plain files) and AdwaitaLegacy, which it " \
        "inherits, whole as in the prefix; hicolor's index.theme and Balut's own icons; valid caches; not %s, " \
        "which nothing inherits; the %d icon names of the sources among them" \
        % (n, OTHER_THEME, len(source_icon_names()))


def test_bundle_translations():
    tree, _proc = main_bundle()
    files = bundle_files()
    languages = [line.strip() for line in read(source("po", "LINGUAS")).splitlines()
                 if line.strip() and not line.startswith("#")]
    locale = sorted(f for f in files if f.startswith("share/locale/"))
    wanted = sorted("share/locale/%s/LC_MESSAGES/%s.mo" % (lang, domain) for lang in languages
                    for domain in ("balut", "gtk40", "glib20", "json-glib-1.0"))
    if locale != wanted:
        raise Failure("share/locale has %s, wanted %s" % (locale, wanted))
    for lang in languages:
        rel = "share/locale/%s/LC_MESSAGES/gtk40.mo" % lang
        if digest(os.path.join(tree.folder, rel)) != digest(os.path.join(tree.prefix, rel)):
            raise Failure(rel + " is not the prefix's")
    return "translations: Balut's, GTK's, GLib's and json-glib's for %s, no other language" % ", ".join(languages)


def test_bundle_installed_files():
    """Every file meson installs is in the bundle, or left out on purpose."""
    tree, _proc = main_bundle()
    files = bundle_files()
    kept, dropped = [], []
    for _src, rel in installed_files():
        why = left_out(rel)
        target = bundle_rel(rel)
        if why:
            if target in files:
                raise Failure("%s is in the bundle, but should be left out: %s" % (rel, why))
            dropped.append(rel)
        else:
            if target not in files:
                raise Failure("%s is installed but not in the bundle (bundle it, or add it to NOT_BUNDLED "
                              "with the reason)" % rel)
            if digest(os.path.join(tree.folder, target)) != digest(os.path.join(tree.stage, target)):
                raise Failure("%s in the bundle differs from the installed one" % target)
            kept.append(target)
    for start, _why in NOT_BUNDLED:
        if any(f.startswith(start) for f in files):
            raise Failure("the bundle has files under " + start)
    diag("left out: " + ", ".join(dropped))
    return "all %d installed files bundled (%s) but the %d left out on purpose" \
        % (len(kept), ", ".join(kept), len(dropped))


def test_bundle_licences_and_fonts():
    tree, _proc = main_bundle()
    files = bundle_files()
    if digest(os.path.join(tree.folder, "share/licenses/balut/COPYING")) != digest(source("COPYING")):
        raise Failure("share/licenses/balut/COPYING is not COPYING")
    owners = set()
    for path, package in tree.owners.items():
        rel = os.path.relpath(path, tree.prefix).replace(os.sep, "/")
        if rel in files:   # the prefix's layout is the bundle's
            owners.add(package[len(PACKAGE_PREFIX):])
    wanted = {"share/licenses/%s/COPYING" % p for p in owners if p not in NO_LICENCE_PACKAGES}
    got = {f for f in files if f.startswith("share/licenses/") and not f.startswith("share/licenses/balut/")}
    if got != wanted:
        raise Failure("licences: missing %s, not wanted %s" % (sorted(wanted - got), sorted(got - wanted)))
    for rel in ("etc/fonts/fonts.conf", "etc/fonts/conf.d/10-hinting-slight.conf"):
        if rel not in files:
            raise Failure("fontconfig is bundled, but %s is not" % rel)
    return "COPYING and the licences of the %d packages bundled files come from; fontconfig's etc/fonts" \
        % len(wanted)


def test_bundle_zip():
    tree, _proc = main_bundle()
    path = os.path.join(tree.out, tree.name + ".zip")
    if not os.path.isfile(path):
        raise Failure("bundle.sh made no " + path)
    with zipfile.ZipFile(path) as z:
        bad = z.testzip()
        if bad:
            raise Failure("%s: %s is damaged" % (path, bad))
        names = {n[len(tree.name) + 1:] for n in z.namelist() if not n.endswith("/")}
        if any(not n.startswith(tree.name + "/") for n in z.namelist()):
            raise Failure("the zip has files outside %s/" % tree.name)
    if names != bundle_files():
        raise Failure("the zip and the folder differ: %s" % sorted(names ^ bundle_files()))
    return "%s.zip: the folder, under %s/ (%d files, %d kB)" \
        % (tree.name, tree.name, len(names), os.path.getsize(path) // 1024)


def test_bundle_absolute_loader_paths():
    """A gdk-pixbuf that writes absolute paths (/ or \\, CRLF): made
    relative all the same."""
    for style in ("slash", "backslash"):
        tree = FakeTree("absolute-" + style, loaders_absolute=style)
        proc = tree.bundle()
        if proc.returncode != 0:
            raise Failure("bundle.sh (absolute %s loader paths) exited with %d\n%s%s"
                          % (style, proc.returncode, proc.stdout, proc.stderr))
        check_loaders_cache(tree)
    return "loaders.cache written with absolute paths (C:/... and C:\\\\...) and CRLF comes out relative"


def expect_refusal(tree, *needles):
    proc = tree.bundle()
    if proc.returncode == 0:
        raise Failure("bundle.sh succeeded, but should have refused\n" + proc.stdout)
    for needle in needles:
        if needle not in proc.stderr:
            raise Failure("bundle.sh failed without naming %s:\n%s" % (needle, proc.stderr))
    return proc.stderr.strip().splitlines()[-1]


def test_bundle_refuses_foreign_dll():
    tree = FakeTree("foreign", balut_imports=BALUT_IMPORTS + ["msys-2.0.dll"])
    message = expect_refusal(tree, "msys-2.0.dll", "C:\\msys64\\usr\\bin\\msys-2.0.dll")
    return "a DLL from outside the prefix (MSYS2's msys-2.0.dll) stops bundle.sh: " + message


def test_bundle_refuses_missing_dll():
    tree = FakeTree("missing", balut_imports=BALUT_IMPORTS + ["libnowhere-1.dll"])
    message = expect_refusal(tree, "libnowhere-1.dll")
    return "a DLL ntldd cannot find stops bundle.sh: " + message


def test_bundle_refuses_missing_cli():
    tree = FakeTree("no-cli", no_cli=True)
    message = expect_refusal(tree, "balut-cli.exe")
    return "a stage without balut-cli.exe (the console program) stops bundle.sh: " + message


def test_bundle_refuses_missing_icon():
    icon = sorted(source_icon_names())[0]
    tree = FakeTree("no-icon", drop_icons=(icon,))
    message = expect_refusal(tree, icon)
    return "an icon of the sources missing from the themes stops bundle.sh: " + message


# ------------------------------------------------------------ main

def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", required=True)
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    args.build = os.path.abspath(args.build)
    tmp = tempfile.mkdtemp(prefix="balut-win32-")
    try:
        return run_cases([
            test_bash_syntax, test_shellcheck, test_spdx_heads, test_package_list,
            test_dependencies_packaged, test_print_outputs, test_sums, test_windows_workflow, test_linux_workflow,
            test_icon_names_exist, test_bundle_runs, test_bundle_dlls, test_bundle_loaders_cache,
            test_bundle_schemas, test_bundle_icons, test_bundle_translations, test_bundle_installed_files,
            test_bundle_licences_and_fonts, test_bundle_zip, test_inno_setup_script, test_installer_languages_unknown,
            test_bundle_absolute_loader_paths, test_bundle_refuses_foreign_dll,
            test_bundle_refuses_missing_dll, test_bundle_refuses_missing_icon, test_bundle_refuses_missing_cli,
        ])
    finally:
        if os.environ.get("BALUT_KEEP_TMP") == "1":
            diag("kept " + tmp)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
