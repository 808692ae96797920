#!/usr/bin/python3
# test-debian-source.py — the Debian source package as a sponsor reads it,
# without building anything (a second at most): build-aux/debian/
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-debian-source.py --source DIR [--build DIR]
#
#   - source/format is 3.0 (quilt); debian/changelog's version has a
#     Debian revision and its upstream part is meson.build's version;
#   - the upload's placeholders: `make-deb.sh --check-release` and
#     `make-deb.sh --release` refuse the placeholder maintainer, signer
#     and ITP bug ("Closes: #NNNNNN"), naming each, before building
#     anything, and accept the same files with real values (in a copy);
#     the tree's own debian/ is refused while it has them and accepted
#     once they are replaced;
#   - the autopkgtests call the program as /usr/games/balut (root's PATH
#     has no /usr/games), which is where debian/rules installs it, and the
#     records they read are in the source;
#   - debian/copyright (DEP-5): every file git tracks is matched by a
#     stanza, every pattern matches a file, every licence named has its
#     text, and each file's SPDX lines agree with its stanza (licence and
#     copyright holders); the strategy tables have a stanza that says how
#     they were made;
#   - the versions in Build-Depends are meson.build's dependency()
#     versions, and Depends asks for at least meson.build's SQLite (the
#     SQL the store uses is no symbol ${shlibs:Depends} could see);
#   - Standards-Version is no newer than this lintian knows;
#   - every lintian override has a comment above it that says why;
#   - debian/watch (version 4) and debian/upstream/metadata point at
#     meson.build's project URL, and the watch regex takes the version
#     from the name `meson dist` gives the tarball.
# Needs dpkg-dev for the make-deb.sh cases (else they are skipped).

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

args = None

# meson.build's dependency() name -> the Debian package in Build-Depends
BUILD_DEPENDS = {
    "glib-2.0": "libglib2.0-dev",
    "gtk4": "libgtk-4-dev",
    "json-glib-1.0": "libjson-glib-dev",
    "sqlite3": "libsqlite3-dev",
    "librsvg-2.0": "librsvg2-dev",
    "cairo": "libcairo2-dev",
    "pangocairo": "libpango1.0-dev",
}

# SPDX licence identifiers -> the names debian/copyright gives them
SPDX_TO_DEBIAN = {
    "GPL-3.0-or-later": "GPL-3.0+",
    "LGPL-3.0-or-later": "LGPL-3.0+",
    "CC0-1.0": "CC0-1.0",
}

PLACEHOLDER_MAINTAINER = "Balut Debian Maintainer Placeholder <placeholder@balut.invalid>"
REAL_MAINTAINER = "Jane Packager <jane@example.org>"


def source(*parts):
    return os.path.join(args.source, *parts)


def debian(*parts):
    return source("build-aux", "debian", *parts)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def run(cmd, check=True, cwd=None):
    proc = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, timeout=120,
                          env=dict(os.environ, LC_ALL="C.UTF-8"))
    if check and proc.returncode != 0:
        raise Failure("%s exited with %d\n%s%s" % (" ".join(cmd), proc.returncode, proc.stdout, proc.stderr))
    return proc


def paragraphs(text):
    """deb822 paragraphs (comments dropped) as lists of (field, value)"""
    result = []
    current = []
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if not line.strip():
            if current:
                result.append(current)
            current = []
        elif line[0] in " \t":
            if not current:
                raise Failure("a continuation line with no field: %r" % line)
            field, value = current[-1]
            current[-1] = (field, value + "\n" + line)
        else:
            field, _sep, value = line.partition(":")
            current.append((field.strip(), value.strip()))
    if current:
        result.append(current)
    return [dict(p) for p in result]


def meson_build():
    return read(source("meson.build"))


def meson_version():
    match = re.search(r"^\s*version:\s*'([^']+)'", meson_build(), re.M)
    if not match:
        raise Failure("no version in meson.build's project()")
    return match.group(1)


def project_url():
    match = re.search(r"^project_url\s*=\s*'([^']+)'", meson_build(), re.M)
    if not match:
        raise Failure("no project_url in meson.build")
    return match.group(1)


def changelog_head():
    first = read(debian("changelog")).splitlines()[0]
    match = re.match(r"^balut \(([^()\s]+)\) ([a-z-]+|UNRELEASED); urgency=\w+$", first)
    if not match:
        raise Failure("debian/changelog's first line is not an entry of balut: %r" % first)
    return match.group(1), match.group(2)


def tracked_files():
    if os.path.isdir(source(".git")) or os.path.isfile(source(".git")):
        if shutil.which("git"):
            out = run(["git", "-C", args.source, "ls-files", "--cached", "--others", "--exclude-standard"]).stdout
            return sorted(p for p in out.splitlines() if os.path.isfile(source(p)))
    found = []
    for root, dirs, files in os.walk(args.source):
        dirs[:] = [d for d in dirs
                   if d not in (".git", "__pycache__") and not os.path.isdir(os.path.join(root, d, "meson-private"))
                   and not d.startswith("_build")]
        found += [os.path.relpath(os.path.join(root, f), args.source) for f in files]
    return sorted(found)


# ------------------------------------------------------------------ cases

def test_format():
    with open(debian("source", "format"), encoding="utf-8") as f:
        first = f.readline().strip()
    if first != "3.0 (quilt)":
        raise Failure("debian/source/format says %r, not 3.0 (quilt)" % first)
    version, distribution = changelog_head()
    if ":" in version:
        version = version.split(":", 1)[1]
    if "-" not in version:
        raise Failure("debian/changelog's version %s has no Debian revision (3.0 (quilt) wants %s-1)"
                      % (version, meson_version()))
    upstream = version.rsplit("-", 1)[0]
    if upstream != meson_version():
        raise Failure("debian/changelog is for %s, meson.build says %s" % (upstream, meson_version()))
    return "3.0 (quilt), balut %s in %s (meson.build's %s, a Debian revision)" % (version, distribution, upstream)


def make_deb_tree(tmp, maintainer, closes, distribution="unstable"):
    """A copy of make-deb.sh and debian/ with the maintainer, signer and
    ITP bug given"""
    aux = os.path.join(tmp, "build-aux")
    shutil.copytree(debian(), os.path.join(aux, "debian"))
    shutil.copy2(source("build-aux", "make-deb.sh"), aux)
    shutil.copy2(source("meson.build"), tmp)
    control = os.path.join(aux, "debian", "control")
    text = re.sub(r"^Maintainer:.*$", "Maintainer: " + maintainer, read(control), count=1, flags=re.M)
    with open(control, "w", encoding="utf-8") as f:
        f.write(text)
    changelog = os.path.join(aux, "debian", "changelog")
    text = read(changelog)
    text = re.sub(r"^(balut \([^)]*\)) \S+;", r"\1 %s;" % distribution, text, count=1, flags=re.M)
    text = re.sub(r"^ -- .*?(  \w{3}, )", lambda m: " -- " + maintainer + m.group(1), text, count=1, flags=re.M)
    text = re.sub(r"Closes: #\w+", "Closes: #" + closes, text, count=1)
    with open(changelog, "w", encoding="utf-8") as f:
        f.write(text)
    return os.path.join(aux, "make-deb.sh")


def need_dpkg():
    for tool in ("dpkg-parsechangelog", "dpkg-buildpackage", "dpkg-architecture", "meson"):
        if shutil.which(tool) is None:
            raise Failure("%s is not installed (dpkg-dev, meson): make-deb.sh cannot be run" % tool)


def test_release_refuses_placeholders():
    need_dpkg()
    with tempfile.TemporaryDirectory(prefix="balut-deb-src-") as tmp:
        script = make_deb_tree(tmp, PLACEHOLDER_MAINTAINER, "NNNNNN", distribution="UNRELEASED")
        out = os.path.join(tmp, "out")
        for option in ("--check-release", "--release"):
            cmd = [script, option] + ([out] if option == "--release" else [])
            proc = run(cmd, check=False)
            text = proc.stdout + proc.stderr
            if proc.returncode != 1:
                raise Failure("make-deb.sh %s exited with %d with placeholders left\n%s"
                              % (option, proc.returncode, text))
            wanted = ["control: Maintainer: " + PLACEHOLDER_MAINTAINER,
                      "changelog: signed by " + PLACEHOLDER_MAINTAINER,
                      "Closes: #NNNNNN", "distribution UNRELEASED", "docs/packaging.md"]
            missing = [w for w in wanted if w not in text]
            if missing:
                raise Failure("make-deb.sh %s does not name %s\n%s" % (option, missing, text))
        if os.path.exists(out) and os.listdir(out):
            raise Failure("make-deb.sh --release left %s in OUTDIR after refusing" % os.listdir(out))
        diag(text)
    with tempfile.TemporaryDirectory(prefix="balut-deb-src-") as tmp:
        # the noreply address a sponsor stops at
        script = make_deb_tree(tmp, "The Balut developers <balut@users.noreply.github.com>", "1234567")
        proc = run([script, "--check-release"], check=False)
        if proc.returncode != 1 or "noreply" not in proc.stderr:
            raise Failure("make-deb.sh --check-release takes a noreply address\n" + proc.stdout + proc.stderr)
    with tempfile.TemporaryDirectory(prefix="balut-deb-src-") as tmp:
        script = make_deb_tree(tmp, REAL_MAINTAINER, "1234567")
        proc = run([script, "--check-release"], check=False)
        if proc.returncode != 0:
            raise Failure("make-deb.sh --check-release refuses real values\n" + proc.stdout + proc.stderr)
    return ("make-deb.sh --check-release and --release refuse the placeholder maintainer, signer, ITP bug and "
            "UNRELEASED, naming each, and build nothing; real values pass")


def test_tree_placeholders():
    """The tree's own debian/: its placeholders (if any) are the ones
    make-deb.sh --release knows, and the docs say how to replace them"""
    need_dpkg()
    proc = run([source("build-aux", "make-deb.sh"), "--check-release"], check=False)
    control = read(debian("control"))
    maintainer = re.search(r"^Maintainer:\s*(.*)$", control, re.M).group(1)
    placeholder = maintainer == PLACEHOLDER_MAINTAINER
    if placeholder != (proc.returncode == 1):
        raise Failure("Maintainer is %r, and make-deb.sh --check-release exits with %d\n%s%s"
                      % (maintainer, proc.returncode, proc.stdout, proc.stderr))
    if proc.returncode not in (0, 1):
        raise Failure("make-deb.sh --check-release exited with %d\n%s" % (proc.returncode, proc.stderr))
    docs = read(source("docs", "packaging.md"))
    if placeholder:
        for needed in ("placeholder@balut.invalid", "#NNNNNN", "--release"):
            if needed not in docs:
                raise Failure("docs/packaging.md does not tell packagers to replace %s" % needed)
        return "build-aux/debian/ holds the placeholders (--check-release refuses them; docs/packaging.md explains)"
    return "build-aux/debian/ is ready for upload: maintainer %s" % maintainer


def test_autopkgtest():
    rules = read(debian("rules"))
    if "--bindir=games" not in rules:
        raise Failure("debian/rules does not install the program in /usr/games (--bindir=games)")
    stanzas = paragraphs(read(debian("tests", "control")))
    if not stanzas:
        raise Failure("debian/tests/control has no test")
    # balut where a shell runs a command: at the start, after ; | & ( `
    # $( or a keyword
    bare = re.compile(r"(^|[;|&(`]|\$\(|\b(?:then|do|else|exec|time|!))\s*balut(\s|;|\)|$)", re.M)
    commands = []
    scripts = []
    for stanza in stanzas:
        if "Test-Command" in stanza:
            commands.append(stanza["Test-Command"])
        for name in stanza.get("Tests", "").split():
            path = debian("tests", name)
            if not os.path.isfile(path) or not os.access(path, os.X_OK):
                raise Failure("debian/tests/%s is not an executable file" % name)
            scripts.append((name, read(path)))
        if "balut" not in stanza.get("Depends", "").replace(",", " ").split() and "@" not in stanza.get("Depends", ""):
            raise Failure("a test does not depend on balut: %r" % stanza)
    problems = []
    for command in commands:
        code = command.replace("/usr/games/balut", "")
        if bare.search(code):
            problems.append("Test-Command calls balut through PATH: %s" % command)
        if "/usr/games/balut" not in command:
            problems.append("Test-Command does not call /usr/games/balut: %s" % command)
    for name, text in scripts:
        code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
        if "/usr/games/balut" not in code:
            problems.append("debian/tests/%s does not call /usr/games/balut" % name)
        if bare.search(code.replace("/usr/games/balut", "")):
            problems.append("debian/tests/%s calls balut through PATH" % name)
        # the records it reads are the source's
        folders = dict(re.findall(r"^(\w+)=(tests/[\w/-]+)$", code, re.M))
        for var, name_json in re.findall(r"\$(?:\{)?(\w+)(?:\})?/([\w-]+\.json)", code):
            if var in folders and not os.path.isfile(source(folders[var], name_json)):
                problems.append("debian/tests/%s reads %s/%s, which is not in the source" % (name, folders[var],
                                                                                            name_json))
    if problems:
        raise Failure("; ".join(problems))
    if shutil.which("shellcheck") and scripts:
        proc = run(["shellcheck", "--shell=sh"] + [debian("tests", n) for n, _t in scripts], check=False)
        if proc.returncode != 0:
            raise Failure("shellcheck finds problems in debian/tests\n" + proc.stdout + proc.stderr)
    return "%d Test-Command(s) and %s call /usr/games/balut (debian/rules: --bindir=games), never through PATH" % (
        len(commands), ", ".join("debian/tests/" + n for n, _t in scripts))


def glob_regex(pattern):
    """A DEP-5 Files pattern: * is any run of characters (/ too), ? one"""
    out = ""
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out += re.escape(pattern[i + 1])
            i += 2
            continue
        out += ".*" if c == "*" else "." if c == "?" else re.escape(c)
        i += 1
    return re.compile(out + r"\Z", re.S)


def spdx_lines(path):
    """The SPDX licence and copyright holders at the head of @path"""
    try:
        with open(source(path), encoding="utf-8", errors="replace") as f:
            head = f.read(4000)
    except OSError:
        return None, []
    licences = re.findall(r"SPDX-License-Identifier:\s*([\w.+-]+(?: (?:AND|OR) [\w.+-]+)*)", head)
    if "\x00" in head:
        # a binary file (the sounds' Vorbis comments): no line ends the
        # holder's name, only its licence is read
        return (licences[0] if licences else None), []
    holders = [re.sub(r"\s*(\*/|-->|\")?\s*$", "", h)
               for h in re.findall(r"SPDX-FileCopyrightText:\s*([^\n]+)", head)]
    return (licences[0] if licences else None), holders


def test_copyright():
    text = read(debian("copyright"))
    stanzas = paragraphs(text)
    header = stanzas[0]
    if header.get("Format") != "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/":
        raise Failure("debian/copyright is not DEP-5: Format %r" % header.get("Format"))
    files_stanzas = [s for s in stanzas[1:] if "Files" in s]
    licences = {s["License"].split("\n")[0].strip(): s for s in stanzas[1:] if "Files" not in s and "License" in s}
    patterns = []
    problems = []
    for stanza in files_stanzas:
        for key in ("Copyright", "License"):
            if not stanza.get(key):
                problems.append("Files: %s has no %s" % (stanza["Files"].split()[0], key))
        names = re.split(r"\s+(?:and|or)\s+", stanza.get("License", "").split("\n")[0].strip())
        for name in names:
            if name not in licences and "\n" not in stanza.get("License", ""):
                problems.append("License %s (Files: %s) has no paragraph of its text"
                                % (name, stanza["Files"].split()[0]))
        for pattern in stanza["Files"].split():
            patterns.append((pattern, glob_regex(pattern), stanza))
    files = [f for f in tracked_files() if not f.startswith("debian/")]
    unmatched = []
    used = set()
    owner = {}
    for path in files:
        last = None
        for pattern, regex, stanza in patterns:
            if regex.match(path):
                last = stanza
                used.add(pattern)
        if last is None:
            unmatched.append(path)
        else:
            owner[path] = last
    if unmatched:
        problems.append("no stanza matches %s" % ", ".join(unmatched))
    superfluous = [p for p, _r, _s in patterns if p not in used]
    if superfluous:
        problems.append("patterns that match no file: %s" % ", ".join(superfluous))
    # each file's SPDX lines agree with its stanza
    disagree = []
    for path, stanza in owner.items():
        spdx, holders = spdx_lines(path)
        if spdx is None:
            continue
        wanted = {SPDX_TO_DEBIAN.get(part, part) for part in re.split(r" (?:AND|OR) ", spdx)}
        names = set(re.split(r"\s+(?:and|or)\s+", stanza["License"].split("\n")[0].strip()))
        if not wanted <= names:
            disagree.append("%s is %s, its stanza (Files: %s) %s" % (path, spdx, stanza["Files"].split()[0],
                                                                       stanza["License"].split("\n")[0]))
        for holder in holders:
            name = re.sub(r"^\d{4}(?:[-,]\s*\d{4})*\s+", "", holder).split(" <")[0].strip()
            if name and name not in stanza["Copyright"]:
                disagree.append("%s: %s is not in its stanza's Copyright (Files: %s)"
                                % (path, holder, stanza["Files"].split()[0]))
    if disagree:
        problems.append("; ".join(disagree))
    # the trained tables: a stanza of their own that says how they are made
    tables = [f for f in files if f.startswith("data/strategy/") and f.endswith(".tables")]
    for path in tables:
        stanza = owner.get(path)
        if stanza is None or stanza["Files"].strip() == "*" or "balut-train" not in stanza.get("Comment", ""):
            problems.append("%s has no stanza of its own that says how it was made (balut-train)" % path)
    if problems:
        raise Failure("debian/copyright: " + "\n".join(problems))
    counted = {}
    for path, stanza in owner.items():
        key = stanza["Files"].split()[0]
        counted[key] = counted.get(key, 0) + 1
    diag("files per stanza (the last that matches): " + ", ".join("%s %d" % kv for kv in counted.items()))
    return ("debian/copyright: all %d files matched (%d stanzas, every pattern used), SPDX lines agree, "
            "%d strategy tables described" % (len(files), len(files_stanzas), len(tables)))


def test_versions():
    control = paragraphs(read(debian("control")))
    src, binary = control[0], control[1]
    build_depends = {}
    for item in src["Build-Depends"].replace("\n", " ").split(","):
        item = item.strip()
        match = re.match(r"^([\w.+-]+)(?:\s*\(\s*>=\s*([\w.~+-]+)\s*\))?", item)
        if match:
            build_depends[match.group(1)] = match.group(2)
    meson = meson_build()
    problems = []
    checked = []
    for name, package in BUILD_DEPENDS.items():
        match = re.search(r"dependency\('%s',\s*version:\s*'>=\s*([\d.]+)'\)" % re.escape(name), meson)
        if not match:
            problems.append("meson.build has no dependency('%s', version: '>= …')" % name)
            continue
        if build_depends.get(package) != match.group(1):
            problems.append("Build-Depends: %s (>= %s), meson.build: %s >= %s"
                            % (package, build_depends.get(package), name, match.group(1)))
        checked.append("%s %s" % (package, match.group(1)))
    match = re.search(r"meson_version:\s*'>=\s*([\d.]+)'", meson)
    wanted = match.group(1) if match else None
    have = build_depends.get("meson")
    # meson (>= 0.63) stands for meson_version '>= 0.63.0'
    if not wanted or not have or have.split(".") != wanted.split(".")[:len(have.split("."))]:
        problems.append("Build-Depends: meson (>= %s), meson.build: meson_version >= %s" % (have, wanted))
    sqlite = re.search(r"dependency\('sqlite3',\s*version:\s*'>=\s*([\d.]+)'\)", meson).group(1)
    depends = binary["Depends"].replace("\n", " ")
    match = re.search(r"libsqlite3-0\s*\(\s*>=\s*([\d.]+)\s*\)", depends)
    if not match or match.group(1) != sqlite:
        problems.append("Depends: %s; it should ask for libsqlite3-0 (>= %s), meson.build's sqlite3"
                        % (match.group(0) if match else "no libsqlite3-0", sqlite))
    if "${shlibs:Depends}" not in depends:
        problems.append("Depends has no ${shlibs:Depends}")
    if problems:
        raise Failure("; ".join(problems))
    # no newer Standards-Version than this lintian knows (it would warn)
    standards = src.get("Standards-Version", "")
    releases = "/usr/share/lintian/data/debian-policy/releases.json"
    note = ""
    if os.path.isfile(releases):
        with open(releases, encoding="utf-8") as f:
            known = [r["version"] for r in json.load(f)["releases"]]

        def key(v):
            return [int(x) for x in v.split(".")]
        newest = max(known, key=key)
        newest3 = ".".join(newest.split(".")[:3])
        if key(standards) > key(newest3):
            raise Failure("Standards-Version %s is newer than this lintian knows (%s)" % (standards, newest3))
        note = " (lintian here knows up to %s)" % newest3
    return "Build-Depends as meson.build (%s, meson %s); Depends: libsqlite3-0 (>= %s); Standards-Version %s%s" % (
        ", ".join(checked), have, sqlite, standards, note)


def test_watch():
    url = project_url()
    match = re.match(r"^https://github\.com/([^/]+)/([^/]+)$", url)
    if not match:
        raise Failure("meson.build's project_url %s is not a GitHub project: update debian/watch's way" % url)
    owner, repo = match.groups()
    lines = [line for line in read(debian("watch")).splitlines() if line.strip() and not line.startswith("#")]
    if not lines or lines[0].strip() != "version=4":
        raise Failure("debian/watch does not start with version=4: %r" % lines[:1])
    body = " ".join(line.rstrip("\\").strip() for line in lines[1:])
    match = re.match(r'^opts="([^"]*)"\s+(\S+)\s+(\S+)\s*$', body)
    if not match:
        raise Failure("debian/watch is not opts=\"…\" URL PATTERN: %r" % body)
    opts, page, pattern = match.groups()
    if page != "https://api.github.com/repos/%s/%s/releases?per_page=100" % (owner, repo):
        raise Failure("debian/watch reads %s, not %s/%s's releases" % (page, owner, repo))
    version = meson_version()
    asset = "%s/releases/download/v%s/balut-%s.tar.xz" % (url, version, version)
    found = re.fullmatch(pattern, asset)
    if not found or found.groups() != (version,):
        raise Failure("debian/watch's pattern %s does not take %s from %s" % (pattern, version, asset))
    if re.fullmatch(pattern, asset.replace(".tar.xz", ".tar.xz.sha256sum")):
        raise Failure("debian/watch's pattern also takes the .sha256sum")
    metadata = read(debian("upstream", "metadata"))
    for field in ("Bug-Database", "Repository", "Repository-Browse"):
        value = re.search(r"^%s:\s*(\S+)" % field, metadata, re.M)
        if not value or not value.group(1).startswith(url):
            raise Failure("debian/upstream/metadata: %s is %s, not under %s" % (field, value and value.group(1), url))
    return "debian/watch (version=4, %s) takes %s from balut-%s.tar.xz; upstream/metadata under %s" % (
        opts, version, version, url)


def test_overrides():
    files = [debian("source", "lintian-overrides")] + [
        debian(n) for n in sorted(os.listdir(debian())) if n.endswith("lintian-overrides")]
    bare = []
    count = 0
    for path in files:
        if not os.path.isfile(path):
            continue
        reason = False
        for line in read(path).splitlines():
            if line.startswith("#"):
                reason = reason or not line.startswith("# SPDX-")
            elif not line.strip():
                reason = False
            else:
                count += 1
                if not reason:
                    bare.append("%s: %s" % (os.path.relpath(path, args.source), line))
    if bare:
        raise Failure("lintian overrides without a comment that says why: " + "; ".join(bare))
    return "%d lintian overrides, each with its reason" % count


def main():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", help="not used")
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    return run_cases([test_format, test_release_refuses_placeholders, test_tree_placeholders, test_autopkgtest,
                      test_copyright, test_versions, test_overrides, test_watch])


if __name__ == "__main__":
    sys.exit(main())
