#!/usr/bin/python3
# test-release.py — the release files: translations, desktop file,
# metainfo, man page, licence and an installation into a destdir
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-release.py --source DIR --build DIR --balut BALUT
#
# Every check here is one a packager or a translator would run by hand:
# xgettext over POTFILES.in, msgfmt --check --statistics on every
# language, desktop-file-validate, appstreamcli validate --pedantic,
# appstream-util validate-strict, the man page against balut --help, and
# `meson install --destdir` with the installed files validated again.

import argparse
import glob
import os
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases, run_command as run  # noqa: E402

APP_ID = "io.github.balut.Balut"
# Belote's launcher: a desktop file, icon and metainfo component of its own
# for the same program (balut --belote)
LAUNCHER_IDS = (APP_ID, "io.github.balut.Belote")
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# The keywords of meson's i18n 'glib' preset (what `meson compile
# balut-pot` runs), so that this test sees what the template sees.
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format", "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format", "--flag=g_printerr:1:c-format", "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format", "--flag=g_sprintf:2:c-format", "--flag=g_snprintf:3:c-format",
]

# A C file marks a string for translation with one of these.
C_MARK = re.compile(r"(?<![A-Za-z0-9_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2|g_dcgettext)\s*\(")

args = None
tmp = None


def source(*parts):
    return os.path.join(args.source, *parts)


def build(*parts):
    return os.path.join(args.build, *parts)


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.lstrip().startswith("#")]


def languages():
    """Every language with a translation, however far it is"""
    return read_lines(source("po", "LINGUAS"))


def complete_languages():
    """The languages the project declares complete (po/COMPLETE): every
    message translated and a man page of their own"""
    return [line.split()[0] for line in read_lines(source("po", "COMPLETE"))]


def man_languages():
    """The languages with a man page of their own"""
    return [lang for lang in languages() if os.path.exists(source("data", "balut.%s.6.in" % lang))]


def potfiles():
    return read_lines(source("po", "POTFILES.in"))


def make_pot():
    pot = os.path.join(tmp, "balut.pot")
    if not os.path.exists(pot):
        proc = run(["xgettext", *XGETTEXT_ARGS, "--directory", args.source, "--files-from",
                    source("po", "POTFILES.in"), "--output", pot], cwd=args.source)
        if proc.stderr.strip():
            raise Failure("xgettext warns:\n" + proc.stderr)
    return pot


# ------------------------------------------------------------------ cases

def test_potfiles_complete():
    """Every file that marks strings is in POTFILES.in, and every file
    there exists and marks strings."""
    listed = set(potfiles())
    marking = set()
    for top in ("src", "ui", "data"):
        for root, _dirs, files in os.walk(source(top)):
            for name in files:
                path = os.path.join(root, name)
                rel = os.path.relpath(path, args.source)
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
                if name.endswith((".c", ".h")):
                    # comments aside: a "_(" in a comment marks nothing
                    code = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
                    if C_MARK.search(code):
                        marking.add(rel)
                elif name.endswith(".ui") and 'translatable="yes"' in text:
                    marking.add(rel)
                elif name.endswith((".desktop.in", ".metainfo.xml.in", ".gschema.xml")):
                    marking.add(rel)
    missing = sorted(marking - listed)
    stale = sorted(f for f in listed if not os.path.exists(source(f)))
    unmarked = sorted(listed - marking - set(stale))
    if missing or stale or unmarked:
        raise Failure("POTFILES.in is not complete\nmissing: %s\nlisted but gone: %s\nlisted but marking nothing: %s"
                      % (missing, stale, unmarked))
    return "POTFILES.in lists the %d files that mark strings" % len(listed)


def test_xgettext_clean():
    """xgettext reads every file without a warning, and every message is
    whole: a format string cut short (a "%" G_GINT64_FORMAT macro ends
    the msgid) is not a valid C format."""
    pot = make_pot()
    english = os.path.join(tmp, "en.po")
    run(["msginit", "--no-translator", "--locale=en_US.UTF-8", "--input", pot, "--output-file", english])
    run(["msgen", "--output-file", english, english])
    proc = run(["msgfmt", "--check", "--output-file", os.devnull, english], check=False)
    if proc.returncode != 0:
        raise Failure("a message of the template is not whole:\n" + proc.stderr)
    with open(pot, encoding="utf-8") as f:
        n = sum(1 for line in f if line.startswith("msgid ")) - 1
    return "xgettext: %d messages, no warning, every format string valid" % n


def pot_messages(path):
    """A template's messages (contexts, plurals, translators' comments,
    flags) without the header and the source references, which move with
    every edit and are not what a translator needs kept current."""
    proc = run(["msgcat", "--no-location", "--no-wrap", "--sort-output", path])
    entries = proc.stdout.split("\n\n")
    return [e for e in entries if e.strip() and 'msgid ""\nmsgstr ""' not in e]


def test_pot_committed():
    """po/balut.pot is committed (Weblate and GNOME's platform read it)
    and holds the messages of the sources: after a change of strings,
    `meson compile -C _build balut-pot` and commit it."""
    committed = source("po", "balut.pot")
    if not os.path.exists(committed):
        raise Failure("po/balut.pot is missing: run meson compile -C _build balut-pot and commit it")
    made = pot_messages(make_pot())
    kept = pot_messages(committed)
    missing = [e for e in made if e not in kept]
    stale = [e for e in kept if e not in made]
    if missing or stale:
        for e in (missing + stale)[:6]:
            diag(("not in po/balut.pot: " if e in missing else "no longer in the sources: ") + e.replace("\n", " | "))
        raise Failure("po/balut.pot is not current (%d messages new, %d gone): run meson compile -C _build "
                      "balut-pot and commit it" % (len(missing), len(stale)))
    return "po/balut.pot: %d messages, the sources' own" % len(made)


def test_languages():
    """da, de and fr are declared complete; every complete language is
    in LINGUAS and has its man page."""
    langs = languages()
    complete = complete_languages()
    for lang in ("da", "de", "fr"):
        if lang not in complete:
            raise Failure("po/COMPLETE does not list %s" % lang)
    for lang in complete:
        if lang not in langs:
            raise Failure("po/COMPLETE lists %s, which po/LINGUAS does not" % lang)
        if lang not in man_languages():
            raise Failure("%s is declared complete but has no man page (data/balut.%s.6.in)" % (lang, lang))
    return "po/LINGUAS: %s; complete: %s" % (" ".join(langs), " ".join(complete))


def test_translations_complete():
    """Every language: msgfmt --check (formats, accelerators, header);
    the languages declared complete also 0 fuzzy, 0 untranslated,
    nothing missing from the sources' template. A language on its way
    builds as far as it goes."""
    pot = make_pot()
    notes = []
    for lang in languages():
        po = source("po", lang + ".po")
        proc = run(["msgfmt", "--check", "--check-accelerators=_", "--statistics", "--output-file",
                    os.devnull, po], check=False)
        stats = proc.stderr.strip()
        if proc.returncode != 0:
            raise Failure("msgfmt --check fails for %s:\n%s" % (lang, stats))
        if lang not in complete_languages():
            notes.append("%s (on its way): %s" % (lang, stats))
            continue
        if "fuzzy" in stats or "untranslated" in stats:
            raise Failure("%s is declared complete (po/COMPLETE) but is not: %s" % (lang, stats))
        proc = run(["msgcmp", po, pot], check=False)
        if proc.returncode != 0:
            raise Failure("%s.po misses messages of the sources (run meson compile balut-update-po):\n%s"
                          % (lang, proc.stderr))
        notes.append("%s: %s" % (lang, stats))
    return "; ".join(notes)


def test_compiled_catalogues():
    for lang in languages():
        mo = build("po", lang, "LC_MESSAGES", "balut.mo")
        if not os.path.exists(mo):
            raise Failure("%s was not built" % mo)
    return "the build has balut.mo for %s" % ", ".join(languages())


def check_desktop(path):
    run(["desktop-file-validate", path])
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for lang in complete_languages():
        for key in ("GenericName", "Comment", "Keywords"):
            if not re.search(r"^%s\[%s\]=" % (key, lang), text, re.M):
                raise Failure("%s has no %s[%s]" % (path, key, lang))


def test_desktop_file():
    for app_id in LAUNCHER_IDS:
        check_desktop(build("data", app_id + ".desktop"))
    with open(build("data", LAUNCHER_IDS[1] + ".desktop"), encoding="utf-8") as f:
        if not re.search(r"^Exec=balut --belote$", f.read(), re.M):
            raise Failure("Belote's launcher does not run balut --belote")
    return "%s: desktop-file-validate clean, translated into %s" % (", ".join(LAUNCHER_IDS),
                                                                    ", ".join(complete_languages()))


def check_metainfo(path):
    # appstreamcli: clean but for the one pedantic note every GNOME-style
    # id gets (reverse DNS with a capital: io.github.balut.Balut)
    proc = run(["appstreamcli", "validate", "--pedantic", "--no-net", "--no-color", path], check=False)
    issues = [line for line in proc.stdout.splitlines() if re.match(r"^[EWIP]: ", line)]
    # AppStream 0.16 (Debian 12) predates <developer id> (AppStream 1.0,
    # which deprecates <developer_name>, and Flathub's linter asks for it)
    others = [line for line in issues if "cid-contains-uppercase-letter" not in line
              and not re.search(r"unknown-tag developer$", line)]
    if proc.returncode != 0 or others:
        raise Failure("appstreamcli validate --pedantic %s:\n%s" % (path, proc.stdout + proc.stderr))

    # appstream-util 0.8.2 predates <supports> (AppStream 0.12), <branding>
    # (0.15) and <developer> (1.0): it calls them unknown tags. Everything
    # else must pass its strict check.
    proc = run(["appstream-util", "validate-strict", "--nonet", path], check=False)
    problems = [line for line in proc.stdout.splitlines() if line.startswith("\u2022")]
    if any("unknown tag" not in line for line in problems):
        raise Failure("appstream-util validate-strict %s:\n%s" % (path, proc.stdout))
    with open(path, encoding="utf-8") as f:
        text = f.read()
    without = os.path.join(tmp, "without-newer-tags.metainfo.xml")
    with open(without, "w", encoding="utf-8") as f:
        f.write(re.sub(r"\s*<(supports|developer|branding)\b.*?</\1>", "", text, flags=re.S))
    proc = run(["appstream-util", "validate-strict", "--nonet", without], check=False)
    if proc.returncode != 0:
        raise Failure("appstream-util validate-strict (without <supports>, <branding>, <developer>):\n"
                      + proc.stdout)

    root = ET.parse(path).getroot()
    for lang in complete_languages():
        for tag in ("summary", "p", "li", "caption"):
            if not any(e.get(XML_LANG) == lang for e in root.iter(tag)):
                raise Failure("the metainfo has no <%s xml:lang=\"%s\">" % (tag, lang))
    # what Flathub's linter asks for, as far as its rules are known
    wanted = ["description", "releases/release/description", "content_rating", "developer/name",
              "translation", "provides/binary", "supports/control", "screenshots/screenshot/image",
              "url[@type='homepage']", "url[@type='bugtracker']", "url[@type='vcs-browser']",
              "url[@type='translate']", "launchable[@type='desktop-id']",
              "branding/color[@scheme_preference='light']", "branding/color[@scheme_preference='dark']",
              "languages/lang"]
    for xpath in wanted:
        if root.find(xpath) is None:
            raise Failure("the metainfo has no %s" % xpath)
    if root.find("developer_name") is not None:
        raise Failure("the metainfo has <developer_name>, deprecated for <developer id>")
    if not re.fullmatch(r"[a-z0-9]+(\.[a-z0-9-]+)+", root.find("developer").get("id") or ""):
        raise Failure("the developer id is not a reverse-DNS name: %s" % root.find("developer").get("id"))
    if root.find("content_rating").get("type") != "oars-1.1":
        raise Failure("the content rating is not OARS 1.1")
    for summary in root.iter("summary"):
        if len(summary.text) > 35 or summary.text.endswith("."):
            raise Failure("the summary (%s) has %d characters (35 at most, no full stop): “%s”"
                          % (summary.get(XML_LANG, "en"), len(summary.text), summary.text))
    langs = [e.text for e in root.findall("languages/lang")]
    if langs != complete_languages():
        raise Failure("the metainfo lists the languages %s, po/COMPLETE %s" % (langs, complete_languages()))
    # the screenshots resolve once the repository is published: each is a
    # file of data/screenshots on the main branch
    for image in root.iter("image"):
        m = re.fullmatch(r"https://raw\.githubusercontent\.com/balut/balut/main/(data/screenshots/[\w.-]+\.png)",
                         image.text)
        if m is None or not os.path.isfile(source(m.group(1))):
            raise Failure("the screenshot %s is not a file of data/screenshots" % image.text)
    return root


def test_metainfo():
    for app_id in LAUNCHER_IDS:
        root = check_metainfo(build("data", app_id + ".metainfo.xml"))
        if root.findtext("id") != app_id or root.find("launchable").text != app_id + ".desktop":
            raise Failure("the metainfo of %s names %s, %s" % (app_id, root.findtext("id"),
                                                                 root.find("launchable").text))
        homepage = root.find("url[@type='homepage']").text
    return "%s: appstreamcli --pedantic and appstream-util validate-strict clean; homepage %s" % (
        ", ".join(LAUNCHER_IDS), homepage)


def balut_options():
    """The long options balut --help lists."""
    env = dict(os.environ, LC_ALL="C.UTF-8")
    proc = run([args.balut, "--help"], env=env)
    options = re.findall(r"^\s+(?:-\w, )?(--[a-z][a-z-]*)", proc.stdout, re.M)
    if len(options) < 15:
        raise Failure("balut --help lists only %d options:\n%s" % (len(options), proc.stdout))
    return options


MAN_SECTIONS = ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES")


def check_man_page(path, options, version, sections=MAN_SECTIONS):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    # troff writes "-" as "\-"
    plain = text.replace("\\-", "-")
    missing = [o for o in options if o not in plain]
    if missing:
        raise Failure("%s does not describe %s" % (path, ", ".join(missing)))
    if not re.search(r'^\.TH BALUT 6 \S+ "Balut %s"' % re.escape(version), text, re.M):
        raise Failure("%s is not the man page of Balut %s" % (path, version))
    found = [h.strip().strip('"') for h in re.findall(r"^\.SH (.*)$", text, re.M)]
    for wanted in sections:
        if wanted not in found:
            raise Failure("%s has no %s section (it has %s)" % (path, wanted, found))
    for status in ("0", "1", "2"):
        if not re.search(r"^\.B %s$" % status, text, re.M):
            raise Failure("%s does not explain exit status %s" % (path, status))
    proc = run(["groff", "-man", "-Tutf8", "-ww", "-z", path],
               env=dict(os.environ, LC_ALL="C.UTF-8"), check=False)
    if proc.returncode != 0 or proc.stderr.strip():
        raise Failure("groff warns about %s:\n%s" % (path, proc.stderr))


def balut_version():
    proc = run([args.balut, "--version"], env=dict(os.environ, LC_ALL="C.UTF-8"))
    return proc.stdout.split()[-1]


# The translated man pages' sections, as troff writes them (Ø is \(/O,
# Ü is \(:U: groff warns about those letters in UTF-8)
TRANSLATED_SECTIONS = {
    "da": ("NAVN", "SYNOPSIS", "BESKRIVELSE", "TILVALG", "AFSLUTNINGSSTATUS", "MILJ\\(/O", "FILER"),
    "de": ("BEZEICHNUNG", "\\(:UBERSICHT", "BESCHREIBUNG", "OPTIONEN", "EXIT-STATUS", "UMGEBUNGSVARIABLEN",
           "DATEIEN"),
    "fr": ("NOM", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "CODE DE RETOUR", "ENVIRONNEMENT", "FICHIERS"),
}


def man_sections(lang):
    if lang not in TRANSLATED_SECTIONS:
        raise Failure("no man page sections known for %s: add them to TRANSLATED_SECTIONS" % lang)
    return TRANSLATED_SECTIONS[lang]


def test_man_page():
    options = balut_options()
    version = balut_version()
    check_man_page(build("data", "balut.6"), options, version)
    for lang in man_languages():
        check_man_page(build("data", "balut.%s.6" % lang), options, version, man_sections(lang))
    return ("balut(6) in English, %s describes all %d options of balut --help and the exit statuses"
            % (", ".join(man_languages()), len(options)))


SPDX_SKIP = (".png", ".ico", ".tables", ".json", ".md", ".po", ".pot")
# formats without comments (their licence is in build-aux/debian/copyright)
SPDX_SKIP_PATHS = {"build-aux/debian/changelog", "build-aux/debian/source/format"}


def tracked_files(tops):
    """The files under @tops that git tracks; without git (a release
    tarball), every file there but Python's caches"""
    if os.path.isdir(source(".git")) and shutil.which("git"):
        proc = run(["git", "-C", args.source, "ls-files", "--cached", "--others", "--exclude-standard",
                    "--"] + list(tops))
        return sorted(p for p in proc.stdout.splitlines() if os.path.isfile(source(p)))
    found = []
    for top in tops:
        for root, dirs, files in os.walk(source(top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            found += [os.path.relpath(os.path.join(root, f), args.source) for f in files]
    return sorted(found)


def test_spdx_heads():
    """Every source, build, data and UI file says who holds its copyright
    and under which licence."""
    bad = []
    n = 0
    for path in tracked_files(("src", "ui", "data", "tests", "po", "icons", "build-aux", ".ci", ".github")):
        name = os.path.basename(path)
        # licence texts, kept verbatim (REUSE's LICENSES/ folders)
        if name.endswith(SPDX_SKIP) or path in SPDX_SKIP_PATHS or "/LICENSES/" in "/" + path:
            continue
        with open(source(path), encoding="utf-8", errors="replace") as f:
            head = f.read(4000)
        n += 1
        if "SPDX-FileCopyrightText:" not in head or "SPDX-License-Identifier:" not in head:
            bad.append(path)
    for name in ("meson.build", "meson_options.txt"):
        with open(source(name), encoding="utf-8") as f:
            head = f.read(600)
        n += 1
        if "SPDX-License-Identifier:" not in head:
            bad.append(name)
    if bad:
        raise Failure("no SPDX copyright and licence lines in: " + ", ".join(sorted(bad)))
    return "%d files carry SPDX copyright and licence lines" % n


def test_licence():
    with open(source("COPYING"), encoding="utf-8") as f:
        text = f.read()
    if "GNU GENERAL PUBLIC LICENSE" not in text or "Version 3, 29 June 2007" not in text:
        raise Failure("COPYING is not the GNU GPL version 3")
    with open(source("meson.build"), encoding="utf-8") as f:
        if "license: 'GPL-3.0-or-later'" not in f.read():
            raise Failure("meson.build does not declare GPL-3.0-or-later")
    return "COPYING is the GPL, version 3, as meson.build and the About dialog say"


def test_install():
    """meson install --destdir: the program, both catalogues, the man
    page, the licence, and desktop file, metainfo and schema that
    validate where they were installed."""
    destdir = os.path.join(tmp, "destdir")
    env = dict(os.environ, DESTDIR=destdir)
    run(["meson", "install", "-C", args.build, "--no-rebuild", "--quiet", "--destdir", destdir], env=env)
    prefix = None
    for root, dirs, files in os.walk(destdir):
        if "balut" in files and os.path.basename(root) == "bin":
            prefix = os.path.dirname(root)
            break
    if prefix is None:
        raise Failure("no bin/balut under " + destdir)
    share = os.path.join(prefix, "share")
    wanted = [
        os.path.join(share, "applications", APP_ID + ".desktop"),
        os.path.join(share, "metainfo", APP_ID + ".metainfo.xml"),
        os.path.join(share, "glib-2.0", "schemas", APP_ID + ".gschema.xml"),
        os.path.join(share, "icons", "hicolor", "scalable", "apps", APP_ID + ".svg"),
        os.path.join(share, "icons", "hicolor", "symbolic", "apps", APP_ID + "-symbolic.svg"),
        os.path.join(share, "man", "man6", "balut.6"),
        os.path.join(share, "licenses", "balut", "COPYING"),
    ]
    for lang in languages():
        wanted.append(os.path.join(share, "locale", lang, "LC_MESSAGES", "balut.mo"))
    for lang in man_languages():
        wanted.append(os.path.join(share, "man", lang, "man6", "balut.6"))
    # the window's icon at 48 px (not drawn from the SVG at start-up)
    wanted.append(os.path.join(share, "icons", "hicolor", "48x48", "apps", APP_ID + ".png"))
    # Belote's launcher
    belote_id = LAUNCHER_IDS[1]
    belote_files = [
        os.path.join(share, "applications", belote_id + ".desktop"),
        os.path.join(share, "metainfo", belote_id + ".metainfo.xml"),
        os.path.join(share, "icons", "hicolor", "scalable", "apps", belote_id + ".svg"),
        os.path.join(share, "icons", "hicolor", "symbolic", "apps", belote_id + "-symbolic.svg"),
        os.path.join(share, "icons", "hicolor", "48x48", "apps", belote_id + ".png"),
    ]
    wanted += belote_files
    # the module that draws the dice with librsvg, in LIBDIR/balut
    modules = glob.glob(os.path.join(prefix, "lib*", "**", "balut", "balut-svg.so"), recursive=True)
    wanted.append(modules[0] if len(modules) == 1 else os.path.join(prefix, "LIBDIR", "balut", "balut-svg.so"))
    missing = [w for w in wanted if not os.path.isfile(w)]
    if missing:
        raise Failure("not installed: " + ", ".join(os.path.relpath(m, destdir) for m in missing))

    check_desktop(wanted[0])
    check_metainfo(wanted[1])
    check_desktop(belote_files[0])
    check_metainfo(belote_files[1])
    run(["glib-compile-schemas", "--strict", "--dry-run", os.path.dirname(wanted[2])])
    check_man_page(wanted[5], balut_options(), balut_version())
    for lang in man_languages():
        check_man_page(os.path.join(share, "man", lang, "man6", "balut.6"), balut_options(), balut_version(),
                       man_sections(lang))
    for lang in complete_languages():
        mo = os.path.join(share, "locale", lang, "LC_MESSAGES", "balut.mo")
        proc = run(["msgunfmt", mo])
        if proc.stdout.count("msgid ") < 500:
            raise Failure("%s holds only %d messages" % (mo, proc.stdout.count("msgid ")))
    diag("installed under %s" % os.path.relpath(prefix, destdir))
    installed_prefix[0] = prefix
    return "meson install --destdir: %d files checked, desktop file, metainfo, schema and man page valid" % len(wanted)


installed_prefix = [None]
TEST_LOCALES = {}


def test_locales():
    """The locales the tests run the complete languages in (po/COMPLETE)"""
    if not TEST_LOCALES:
        TEST_LOCALES.update(line.split()[:2] for line in read_lines(source("po", "COMPLETE")))
    return TEST_LOCALES


def test_relocated():
    """An installation moved elsewhere (or a .deb or the Windows folder
    unpacked anywhere) finds its translations and its settings schema
    beside the program, not where it was built to be installed."""
    import gettext
    prefix = installed_prefix[0]
    if prefix is None:
        raise Failure("nothing installed (the install case failed)")
    moved = os.path.join(tmp, "moved", "somewhere else")
    os.makedirs(os.path.dirname(moved))
    os.rename(prefix, moved)
    exe = os.path.join(moved, "bin", "balut")
    env = dict(os.environ, XDG_DATA_DIRS=os.path.join(tmp, "no-data"),
               BALUT_DATA_DIR=os.path.join(tmp, "moved-data"))
    env.pop("GSETTINGS_SCHEMA_DIR", None)
    checked = []
    for lang in complete_languages():
        built_for = os.path.join(prefix, "share", "locale", lang, "LC_MESSAGES", "balut.mo")
        if os.path.exists(built_for):
            raise Failure("%s is still there: the test would prove nothing" % built_for)
        catalogue = gettext.translation("balut", os.path.join(moved, "share", "locale"), [lang])
        wanted = catalogue.gettext("Print the version and exit")
        if wanted == "Print the version and exit":
            raise Failure("the %s catalogue does not translate the --version help" % lang)
        proc = run([exe, "--help"], env=dict(env, LANGUAGE=lang, LC_ALL=test_locales().get(lang, "C.UTF-8")))
        if wanted not in proc.stdout:
            raise Failure("the moved balut --help is not in %s (wanted “%s”):\n%s" % (lang, wanted, proc.stdout))
        checked.append("“%s”" % wanted)

    # the schema: compiled where an installer would compile it
    schemas = os.path.join(moved, "share", "glib-2.0", "schemas")
    run(["glib-compile-schemas", schemas])
    no_display = dict(env, LC_ALL="C.UTF-8")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "G_DEBUG"):
        no_display.pop(name, None)
    proc = run([exe], env=no_display, check=False)
    if "not installed" in proc.stderr or "io.github.balut.Balut" in proc.stderr:
        raise Failure("the moved balut does not find its schema in %s:\n%s" % (schemas, proc.stderr))
    os.remove(os.path.join(schemas, "gschemas.compiled"))
    proc = run([exe], env=no_display, check=False)
    if proc.returncode != 1 or "not installed" not in proc.stderr:
        raise Failure("without the compiled schema the moved balut exited %d:\n%s" % (proc.returncode, proc.stderr))
    return ("moved to “%s”: --help in %s; the schema found beside the program (and missed when removed)"
            % (os.path.relpath(moved, tmp), " and ".join(checked)))


def test_missing_schema():
    """Without its settings schema Balut cannot start: it says so, and
    exits with status 1 (it used to warn and exit 0). The program is
    copied out of the build tree, so that it looks where an installed
    Balut looks, and finds nothing there."""
    exe = os.path.join(tmp, "elsewhere", "bin", "balut")
    os.makedirs(os.path.dirname(exe))
    shutil.copy2(args.balut, exe)
    empty = os.path.join(tmp, "elsewhere", "share")
    os.makedirs(empty)
    env = dict(os.environ, LC_ALL="C.UTF-8", XDG_DATA_DIRS=empty, XDG_DATA_HOME=empty,
               BALUT_DATA_DIR=os.path.join(tmp, "elsewhere", "data"))
    env.pop("GSETTINGS_SCHEMA_DIR", None)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    proc = run([exe], env=env, check=False)
    if proc.returncode != 1 or "io.github.balut.Balut" not in proc.stderr or "not installed" not in proc.stderr:
        raise Failure("balut without its schema exited with %d:\n%s%s" % (proc.returncode, proc.stdout, proc.stderr))
    message = proc.stderr.strip()
    # the command line needs no schema
    run([exe, "--version"], env=env)
    return "without its schema, exit status 1: “%s”; --version still works" % message


# A language a translator starts: Norwegian Bokmål, two messages done
NEW_LANGUAGE = "nb"


def test_new_language():
    """A language started as po/README.md tells a translator to (its code
    in LINGUAS, a .po made from the template, a few messages translated)
    builds in a copy of the sources, installs its catalogue and the
    English man page (it has none of its own yet), and the program shows
    what is translated in the new language and the rest in English."""
    copy = os.path.join(tmp, "new-language")
    src = os.path.join(copy, "src")
    shutil.copytree(args.source, src, symlinks=True,
                    ignore=lambda d, names: [n for n in names if (d == args.source and n.startswith(("_", ".git")))
                                             or n == "__pycache__"])
    with open(os.path.join(src, "po", "LINGUAS"), "a", encoding="utf-8") as f:
        f.write(NEW_LANGUAGE + "\n")
    po = os.path.join(src, "po", NEW_LANGUAGE + ".po")
    run(["msginit", "--no-translator", "--locale=nb_NO.UTF-8", "--input", os.path.join(src, "po", "balut.pot"),
         "--output-file", po])
    with open(source("data", APP_ID + ".desktop.in"), encoding="utf-8") as f:
        comment = re.search(r"^Comment=(.*)$", f.read(), re.M).group(1)
    translations = {"Print the version and exit": "Skriv ut versjonen og avslutt",
                    comment: "Spill pokerterningspillet med fem terninger"}
    with open(po, encoding="utf-8") as f:
        text = f.read()
    for english, norwegian in translations.items():
        entry = 'msgid "%s"\nmsgstr ""\n' % english
        if entry not in text:
            raise Failure("the template has no message “%s”" % english)
        text = text.replace(entry, 'msgid "%s"\nmsgstr "%s"\n' % (english, norwegian))
    with open(po, "w", encoding="utf-8") as f:
        f.write(text)
    proc = run(["msgfmt", "--check", "--statistics", "--output-file", os.devnull, po])
    stats = proc.stderr.strip()

    build_dir = os.path.join(copy, "build")
    run(["meson", "setup", "--prefix=/usr", "-Dtests=false", build_dir, src])
    run(["ninja", "-C", build_dir, "balut-gmo", os.path.join("data", APP_ID + ".desktop")])
    with open(os.path.join(build_dir, "data", APP_ID + ".desktop"), encoding="utf-8") as f:
        if "Comment[%s]=%s" % (NEW_LANGUAGE, translations[comment]) not in f.read():
            raise Failure("the desktop file has no Comment[%s]" % NEW_LANGUAGE)
    destdir = os.path.join(copy, "destdir")
    run(["meson", "install", "-C", build_dir, "--no-rebuild", "--quiet", "--tags", "i18n,man", "--destdir", destdir])
    share = os.path.join(destdir, "usr", "share")
    if not os.path.isfile(os.path.join(share, "locale", NEW_LANGUAGE, "LC_MESSAGES", "balut.mo")):
        raise Failure("the %s catalogue was not installed" % NEW_LANGUAGE)
    if not os.path.isfile(os.path.join(share, "man", "man6", "balut.6")):
        raise Failure("the English man page was not installed")
    if os.path.exists(os.path.join(share, "man", NEW_LANGUAGE)):
        raise Failure("a %s man page was installed, though it has none" % NEW_LANGUAGE)

    # the program as installed there (it finds share/locale beside bin/)
    exe = os.path.join(destdir, "usr", "bin", "balut")
    os.makedirs(os.path.dirname(exe))
    shutil.copy2(args.balut, exe)
    env = dict(os.environ, LANGUAGE=NEW_LANGUAGE, LC_ALL=test_locales()["da"])
    proc = run([exe, "--help"], env=env)
    if "Skriv ut versjonen og avslutt" not in proc.stdout:
        raise Failure("balut --help does not show the %s translation:\n%s" % (NEW_LANGUAGE, proc.stdout))
    english = run([exe, "--help"], env=dict(env, LANGUAGE="en", LC_ALL="C.UTF-8")).stdout
    untranslated = [line for line in english.splitlines() if line.strip().startswith("--") and line in proc.stdout]
    if not untranslated:
        raise Failure("balut --help in %s shows no English line for what is not translated:\n%s"
                      % (NEW_LANGUAGE, proc.stdout))
    return ("%s started (%s): built, installed (catalogue, the English man page), --help shows “%s” and "
            "%d untranslated options in English" % (NEW_LANGUAGE, stats, translations["Print the version and exit"],
                                                   len(untranslated)))


def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", required=True)
    parser.add_argument("--balut", required=True)
    args = parser.parse_args()
    tmp = tempfile.mkdtemp(prefix="balut-release-")
    try:
        return run_cases([test_potfiles_complete, test_xgettext_clean, test_pot_committed, test_languages,
                          test_translations_complete, test_compiled_catalogues, test_desktop_file,
                          test_metainfo, test_man_page, test_spdx_heads, test_licence, test_install,
                          test_relocated, test_missing_schema, test_new_language])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
