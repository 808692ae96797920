#!/usr/bin/python3
# test-deb.py — the Debian package: build-aux/make-deb.sh builds it, and
# it holds what an installed Balut needs, lintian finds no error in it,
# and the program unpacked from it works
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-deb.py --source DIR [--build DIR] [--keep DIR]
#
# Builds balut_VERSION_ARCH.deb from the source tree (its own copy and
# build folder in a temporary folder; the suite's build tree is not used;
# unoptimized, DEB_BUILD_OPTIONS=noopt, but in the thorough run) and
# checks, as a packager would:
#   - build-aux/make-deb.sh and check-deb-install.sh: shellcheck clean;
#   - the file name: debian/changelog's version (meson.build's and a
#     Debian revision: source format 3.0 (quilt)), the architecture;
#   - dpkg-deb --info: name, version, section games, priority, homepage,
#     maintainer, a long description, and Depends naming the libraries
#     (GTK 4, GLib, librsvg, json-glib, SQLite, Cairo, Pango) and the
#     run-time data (librsvg2-common for the SVG icons, a GSettings
#     backend), SQLite at least meson.build's;
#   - dpkg-deb --contents: the program in /usr/games, desktop file,
#     metainfo, schema, icons, both catalogues, man pages (compressed),
#     copyright and changelog.Debian; no compiled schema, no icon
#     cache, nothing outside /usr, everything root's;
#   - lintian --pedantic, with info and experimental tags: nothing at
#     all (build-aux/debian/balut.lintian-overrides says why its one
#     override), but the two warnings of the ITP bug's placeholder while
#     debian/changelog has it ("Closes: #NNNNNN");
#   - dpkg-deb -x into a folder: that balut prints its version, writes a
#     one-page PDF sheet (no display, no settings schema), and speaks
#     Danish from the folder's own share/locale. The Danish check is
#     checked too: with the unpacked catalogues removed, English must come
#     back (otherwise the Danish came from somewhere else, e.g. a Balut
#     installed on this machine).
#
# Needs dpkg-dev, debhelper (no fakeroot: Rules-Requires-Root: no), the
# build dependencies, lintian, poppler-utils (pdfinfo) and the locale
# da_DK.UTF-8; without dpkg-buildpackage or dh it prints "1..0 # SKIP".
# Takes about a minute on two cores, most of it the build.

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from i18n_check import Catalogue, english_left  # noqa: E402
from tap import Failure, diag, run_cases  # noqa: E402

APP_ID = "io.github.balut.Balut"
PROGRAM = "usr/games/balut"

# What Depends must name: the libraries (from ${shlibs:Depends}) and the
# run-time data the window needs (from debian/control)
DEPENDS = [
    "libgtk-4-1", "libglib2.0-0", "librsvg2-2", "libjson-glib-1.0-0", "libsqlite3-0",
    "libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libc6",
    "librsvg2-common", "dconf-gsettings-backend | gsettings-backend",
]

# Environment variables of the test run that must not reach the build or
# the unpacked program (they point into the suite's build tree, or make
# GLib warnings fatal)
SCRUB = ("G_DEBUG", "G_TEST_SRCDIR", "G_TEST_BUILDDIR", "GSETTINGS_BACKEND", "GSETTINGS_SCHEMA_DIR",
         "GSK_RENDERER", "GDK_DEBUG", "MALLOC_CHECK_", "BALUT_BIN", "BALUT_DATA_DIR", "LD_PRELOAD",
         "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "MESONINTROSPECT", "DESTDIR")

# Balut's own messages in --help (GLib's "Usage:" is GLib's catalogue)
OWN_MESSAGES = ("Print the version and exit",)

args = None
tmp = None
state = {}


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items() if k not in SCRUB and not k.startswith("MESON_")}
    env.update(extra)
    return env


def run(cmd, env=None, check=True, timeout=300, cwd=None):
    proc = subprocess.run(cmd, env=env if env is not None else clean_env(LC_ALL="C.UTF-8"), cwd=cwd,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=timeout)
    if check and proc.returncode != 0:
        raise Failure("%s exited with %d\n%s%s" % (" ".join(cmd), proc.returncode, proc.stdout[-6000:],
                                                   proc.stderr[-6000:]))
    return proc


def meson_version():
    proc = run(["meson", "introspect", "--projectinfo", os.path.join(args.source, "meson.build")])
    return json.loads(proc.stdout)["version"]


def deb_path():
    if "deb" not in state:
        raise Failure("no package was built (see the first case)")
    return state["deb"]


def tree(*parts):
    """The package unpacked with dpkg-deb -x"""
    root = os.path.join(tmp, "tree")
    if not os.path.isdir(root):
        run(["dpkg-deb", "-x", deb_path(), root])
    return os.path.join(root, *parts)


def program_env(home, **extra):
    """A user's environment without a display or Balut's schema: the
    command line must need neither."""
    env = clean_env(HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                    XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"),
                    LC_ALL="C.UTF-8")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LANG"):
        env.pop(var, None)
    env.update(extra)
    return env


# ------------------------------------------------------------------ cases

SCRIPTS = ("make-deb.sh", "check-deb-install.sh")


def test_scripts():
    """The packaging scripts: executable, shellcheck clean"""
    paths = [os.path.join(args.source, "build-aux", name) for name in SCRIPTS]
    for path in paths:
        if not os.access(path, os.X_OK):
            raise Failure("%s is not executable" % path)
    if shutil.which("shellcheck") is None:
        raise Failure("shellcheck is not installed (Debian package shellcheck)")
    proc = run(["shellcheck", "--shell=bash", *paths], check=False)
    if proc.returncode != 0:
        raise Failure("shellcheck finds problems\n" + proc.stdout + proc.stderr)
    return "shellcheck: nothing to say about build-aux/%s" % ", build-aux/".join(SCRIPTS)


def test_build():
    out = os.path.join(tmp, "out")
    start = time.monotonic()
    env = clean_env(LC_ALL="C.UTF-8")
    # the default run builds the package without optimizing (Debian's
    # noopt: -O0), the same files at a third less compile time; the
    # thorough run (BALUT_TEST_THOROUGH=1, CI) as make-deb.sh builds it
    if os.environ.get("BALUT_TEST_THOROUGH") != "1" and "DEB_BUILD_OPTIONS" not in env:
        env["DEB_BUILD_OPTIONS"] = "nocheck noddebs noopt parallel=%d" % (os.cpu_count() or 1)
    proc = run([os.path.join(args.source, "build-aux", "make-deb.sh"), out], env=env, timeout=900, check=False)
    seconds = time.monotonic() - start
    log = os.path.join(tmp, "make-deb.log")
    with open(log, "w", encoding="utf-8") as f:
        f.write(proc.stdout + proc.stderr)
    if proc.returncode != 0:
        raise Failure("build-aux/make-deb.sh exited with %d after %.0f s\n%s"
                      % (proc.returncode, seconds, (proc.stdout + proc.stderr)[-8000:]))
    debs = sorted(n for n in os.listdir(out) if n.endswith(".deb"))
    if len(debs) != 1:
        raise Failure("make-deb.sh left %s in %s, not one .deb" % (debs, out))
    state["deb"] = os.path.join(out, debs[0])
    return "make-deb.sh built %s in %.0f s" % (debs[0], seconds)


def deb_version():
    """debian/changelog's version: meson.build's, a Debian revision"""
    changelog = os.path.join(args.source, "build-aux", "debian", "changelog")
    version = run(["dpkg-parsechangelog", "-l", changelog, "-S", "Version"]).stdout.strip()
    if version.split(":")[-1].rsplit("-", 1)[0] != meson_version() or "-" not in version:
        raise Failure("debian/changelog's version %s is not meson.build's %s with a Debian revision"
                      % (version, meson_version()))
    return version


def test_file_name():
    version = deb_version()
    arch = run(["dpkg-architecture", "-qDEB_HOST_ARCH"]).stdout.strip()
    wanted = "balut_%s_%s.deb" % (version.split(":")[-1], arch)
    name = os.path.basename(deb_path())
    if name != wanted:
        raise Failure("the package is %s, not %s" % (name, wanted))
    return "the file is %s (meson.build's version %s, a Debian revision)" % (name, meson_version())


def control_fields():
    text = run(["dpkg-deb", "--field", deb_path()]).stdout
    fields = {}
    key = None
    for line in text.splitlines():
        if line[:1] in (" ", "\t") and key:
            fields[key] += "\n" + line
        elif ":" in line:
            key, value = line.split(":", 1)
            fields[key] = value.strip()
    return fields


def test_info():
    fields = control_fields()
    version = deb_version()
    wanted = {"Package": "balut", "Version": version, "Section": "games", "Priority": "optional",
              "Homepage": "https://github.com/balut/balut"}
    wrong = ["%s: %r, not %r" % (k, fields.get(k), v) for k, v in wanted.items() if fields.get(k) != v]
    if wrong:
        raise Failure("dpkg-deb --info: " + "; ".join(wrong))
    if not re.match(r"^.+ <[^@\s]+@[^@\s]+\.[a-z]+>$", fields.get("Maintainer", "")):
        raise Failure("no maintainer with an address: %r" % fields.get("Maintainer"))
    description = fields.get("Description", "")
    if len(description.splitlines()) < 5:
        raise Failure("the description has no proper long part:\n" + description)
    depends = [d.strip() for d in fields.get("Depends", "").split(",")]
    names = [re.sub(r"\s*\(.*?\)", "", d) for d in depends]
    missing = [d for d in DEPENDS if d not in names]
    if missing:
        raise Failure("Depends does not name %s\nDepends: %s" % (", ".join(missing), fields.get("Depends")))
    # the store's SQL needs meson.build's SQLite, more than the symbols say
    with open(os.path.join(args.source, "meson.build"), encoding="utf-8") as f:
        sqlite = re.search(r"dependency\('sqlite3', version: '>= ([\d.]+)'\)", f.read()).group(1)
    if "libsqlite3-0 (>= %s)" % sqlite not in depends:
        raise Failure("Depends does not ask for libsqlite3-0 (>= %s), meson.build's\nDepends: %s"
                      % (sqlite, fields.get("Depends")))
    diag("Depends: " + fields["Depends"])
    return "dpkg-deb --info: section games, %d dependencies, the libraries and the run-time data among them" % len(
        depends)


def contents():
    text = run(["dpkg-deb", "--contents", deb_path()]).stdout
    entries = {}
    for line in text.splitlines():
        parts = line.split(None, 5)
        if len(parts) < 6:
            continue
        mode, owner, _size, _date, _time, name = parts
        name = name.split(" -> ")[0]
        entries[name[2:] if name.startswith("./") else name] = (mode, owner)
    return entries


def test_contents():
    entries = contents()
    wanted = [
        PROGRAM,
        "usr/share/applications/%s.desktop" % APP_ID,
        "usr/share/metainfo/%s.metainfo.xml" % APP_ID,
        "usr/share/glib-2.0/schemas/%s.gschema.xml" % APP_ID,
        "usr/share/icons/hicolor/scalable/apps/%s.svg" % APP_ID,
        "usr/share/icons/hicolor/48x48/apps/%s.png" % APP_ID,
        "usr/share/icons/hicolor/symbolic/apps/%s-symbolic.svg" % APP_ID,
        "usr/share/locale/da/LC_MESSAGES/balut.mo",
        "usr/share/locale/de/LC_MESSAGES/balut.mo",
        "usr/share/locale/fr/LC_MESSAGES/balut.mo",
        "usr/share/man/man6/balut.6.gz",
        "usr/share/man/da/man6/balut.6.gz",
        "usr/share/man/de/man6/balut.6.gz",
        "usr/share/man/fr/man6/balut.6.gz",
        "usr/share/doc/balut/copyright",
        "usr/share/doc/balut/changelog.Debian.gz",
    ]
    missing = [w for w in wanted if w not in entries]
    # the module that draws the dice with librsvg, in the multiarch libdir
    if not any(re.fullmatch(r"usr/lib/[^/]+/balut/balut-svg\.so", name) for name in entries):
        missing.append("usr/lib/<triplet>/balut/balut-svg.so")
    if missing:
        raise Failure("not in the package: %s\nit holds:\n%s" % (", ".join(missing), "\n".join(sorted(entries))))
    if not entries[PROGRAM][0].startswith("-rwxr-xr-x"):
        raise Failure("%s is %s, not an executable" % (PROGRAM, entries[PROGRAM][0]))
    bad = []
    for name, (mode, owner) in sorted(entries.items()):
        if name.endswith(("gschemas.compiled", "icon-theme.cache")):
            bad.append("%s (made by the dpkg triggers on the machine)" % name)
        elif re.search(r"/man/.*\.\d$", name):
            bad.append("%s (an uncompressed man page)" % name)
        elif name and not name.startswith("usr/") and name != "usr":
            bad.append("%s (outside /usr)" % name)
        elif owner != "root/root":
            bad.append("%s (owned by %s)" % (name, owner))
    if bad:
        raise Failure("should not be in the package: " + "; ".join(bad))
    files = [n for n, (mode, _o) in entries.items() if mode.startswith("-")]
    return "dpkg-deb --contents: %d files, all in place, man pages compressed, no gschemas.compiled" % len(files)


# lintian's tags for the ITP bug's placeholder in debian/changelog
# ("Closes: #NNNNNN"): gone once it is the real number
PLACEHOLDER_TAGS = ("initial-upload-closes-no-bugs", "wrong-bug-number-in-closes")


def test_lintian():
    if shutil.which("lintian") is None:
        raise Failure("lintian is not installed (build-aux/debian-packages.txt lists it)")
    proc = run(["lintian", "--display-info", "--pedantic", "--display-experimental", "--tag-display-limit", "0",
                deb_path()], check=False, timeout=600)
    tags = [line for line in proc.stdout.splitlines() if re.match(r"^[EWIPXC]: ", line)]
    changelog = os.path.join(args.source, "build-aux", "debian", "changelog")
    with open(changelog, encoding="utf-8") as f:
        placeholder = "#NNNNNN" in f.read()
    expected = [line for line in tags if placeholder and any(": %s" % t in line for t in PLACEHOLDER_TAGS)]
    others = [line for line in tags if line not in expected]
    if others or proc.returncode not in (0, 1, 2):
        raise Failure("lintian --pedantic -I -E is not clean (an override needs a reason in "
                      "build-aux/debian/balut.lintian-overrides):\n%s%s" % (proc.stdout, proc.stderr))
    for line in expected:
        diag(line)
    if expected:
        return "lintian --pedantic -I -E: nothing but the ITP placeholder's %d warnings" % len(expected)
    return "lintian --pedantic -I -E: nothing at all"


def test_version():
    exe = tree(PROGRAM)
    home = os.path.join(tmp, "home-version")
    os.mkdir(home)
    out = run([exe, "--version"], env=program_env(home)).stdout.strip()
    wanted = "balut %s" % meson_version()
    if out != wanted:
        raise Failure("%s --version printed %r, not %r" % (PROGRAM, out, wanted))
    return "the unpacked %s --version: %s" % (PROGRAM, out)


def test_export_sheet():
    exe = tree(PROGRAM)
    home = os.path.join(tmp, "home-export")
    os.mkdir(home)
    pdf = os.path.join(tmp, "sheet.pdf")
    proc = run([exe, "--export-sheet", pdf], env=program_env(home))
    if not os.path.isfile(pdf):
        raise Failure("balut --export-sheet wrote no file:\n" + proc.stdout + proc.stderr)
    info = run(["pdfinfo", pdf]).stdout
    pages = re.search(r"^Pages:\s+(\d+)$", info, re.M)
    if not pages or pages.group(1) != "1":
        raise Failure("pdfinfo says:\n" + info)
    return "the unpacked balut --export-sheet wrote a 1-page PDF (no display, no schema): %s" % proc.stdout.strip()


def danish_help(exe, home):
    env = program_env(home, LANGUAGE="da", LC_ALL="da_DK.UTF-8")
    return run([exe, "--help"], env=env).stdout


def check_danish(text, cat):
    """text is Balut's --help in Danish: the translations of its own
    strings, no English they translate"""
    wanted = [cat.gettext(m) for m in OWN_MESSAGES]
    untranslated = [m for m in OWN_MESSAGES if cat.gettext(m) == m]
    if untranslated:
        raise Failure("the Danish catalogue does not translate %s" % untranslated)
    missing = [w for w in wanted if w not in text]
    left = english_left(text, cat.english_only())
    if missing or left:
        return "not Danish: %s%s" % (
            "missing %s; " % ", ".join("“%s”" % m for m in missing) if missing else "",
            "English left: %s" % "; ".join("“%s”" % p for p in left[:8]) if left else "")
    return None


def test_danish_from_tree():
    locales = run(["locale", "-a"]).stdout.lower().replace("-", "")
    if "da_dk.utf8" not in locales:
        raise Failure("the locale da_DK.UTF-8 is not generated (build-aux/ensure-locales.sh makes it)")
    exe = tree(PROGRAM)
    mo = tree("usr", "share", "locale", "da", "LC_MESSAGES", "balut.mo")
    cat = Catalogue(mo)
    home = os.path.join(tmp, "home-da")
    os.mkdir(home)

    text = danish_help(exe, home)
    problem = check_danish(text, cat)
    if problem:
        raise Failure("LANGUAGE=da LC_ALL=da_DK.UTF-8 <tree>/%s --help: %s\n%s" % (PROGRAM, problem, text))

    # The same program in a copy without its catalogues must speak
    # English: the Danish above came from the unpacked tree
    bare = os.path.join(tmp, "bare")
    shutil.copytree(tree(), bare, symlinks=True)
    shutil.rmtree(os.path.join(bare, "usr", "share", "locale"))
    text = danish_help(os.path.join(bare, PROGRAM), home)
    if check_danish(text, cat) is None:
        raise Failure("without its catalogues the unpacked balut still speaks Danish: the translations "
                      "come from elsewhere (is Balut installed on this machine?)\n" + text)
    return "LANGUAGE=da <tree>/%s --help speaks Danish from <tree>/usr/share/locale (and English without it)" % (
        PROGRAM)


def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", help="the suite's build tree (not used: the package is built apart)")
    parser.add_argument("--keep", help="copy the package there too")
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    for tool in ("dpkg-buildpackage", "dh", "dpkg-deb"):
        if shutil.which(tool) is None:
            print("1..0 # SKIP %s is not installed (dpkg-dev, debhelper)" % tool, flush=True)
            return 77
    tmp = tempfile.mkdtemp(prefix="balut-deb-test-")
    start = time.monotonic()
    try:
        status = run_cases([test_scripts, test_build, test_file_name, test_info, test_contents, test_lintian, test_version,
                            test_export_sheet, test_danish_from_tree])
        if args.keep and "deb" in state:
            os.makedirs(args.keep, exist_ok=True)
            shutil.copy2(state["deb"], args.keep)
        diag("test-deb.py took %.0f s" % (time.monotonic() - start))
        return status
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
