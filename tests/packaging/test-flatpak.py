#!/usr/bin/python3
# test-flatpak.py — the Flatpak manifests, their scripts and workflow
# agree with the project and with what Flatpak and Flathub accept
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-flatpak.py --source DIR [--build DIR]
#
# No Flatpak runtime can be installed here (no network but the package
# registries), so nothing is built with flatpak-builder; what can be
# checked without one is (docs/packaging.md, "Flatpak", says the same):
#   - both manifests, build-aux/flatpak/io.github.balut.Balut.json (the
#     release: the `meson dist` tarball) and io.github.balut.Balut.Devel.json
#     (this checkout), are strict JSON (what jq and Flathub's tools read)
#     in the form update-manifest.py writes;
#   - their id is meson.build's application_id, which names the desktop
#     file, metainfo and icon; their command is the program meson installs
#     into bin/ and the desktop file's Exec;
#   - runtime org.gnome.Platform and sdk org.gnome.Sdk, one version for both
#     manifests and the workflow's container, GNOME 51 or later;
#   - finish-args from a list, each with its reason, the same in both;
#   - modules: balut alone (everything else is in the runtime), built with
#     meson; the release one from an archive, the tarball's URL made from
#     meson.build's project_url and version, with a sha256 (64 zeros:
#     the placeholder update-manifest.py writes until the tarball exists);
#     the development one from the repository root with its core test
#     suites run in the build (suites that exist, none needing a display,
#     a locale or a packaging tool);
#   - every file a manifest names exists;
#   - export-belote.sh, run on the build installed into a temporary
#     folder as the manifests run it on /app, leaves only files Flatpak
#     exports (names starting with the id) among the desktop files,
#     metainfo and icons, the Belote launcher valid and its icon there,
#     and the licence where Flathub's linter looks (share/licenses/balut);
#   - update-manifest.py writes a tarball's URL and sha256 into a copy of
#     the release manifest and nothing else, and refuses a tarball of
#     another version or one its .sha256sum contradicts;
#   - .github/workflows/flatpak.yml builds the development manifest with
#     flatpak-builder in the GNOME container, tests on, and keeps the bundle;
#   - flatpak-builder --show-manifest reads both without an unknown
#     property, when flatpak-builder is installed (it is not among the
#     Debian packages the suite installs: the case is skipped then).

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

FLATPAK_DIR = os.path.join("build-aux", "flatpak")
RELEASE = os.path.join(FLATPAK_DIR, "io.github.balut.Balut.json")
DEVEL = os.path.join(FLATPAK_DIR, "io.github.balut.Balut.Devel.json")
WORKFLOW = os.path.join(".github", "workflows", "flatpak.yml")
PLACEHOLDER = "0" * 64

# Every permission the sandbox may have, and why
ALLOWED_ARGS = {
    "--share=ipc": "X11's shared memory (with fallback-x11)",
    "--socket=wayland": "the window",
    "--socket=fallback-x11": "the window where there is no Wayland",
    "--device=dri": "GTK 4 draws with the GPU",
    "--socket=pulseaudio": "the game's sounds (GtkMediaFile, GStreamer's pulsesink; PipeWire serves it too)",
}
WANTED_ARGS = ("--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri")
# in the GNOME runtime: a module building one of these is a mistake
IN_RUNTIME = ("gtk", "gtk4", "glib", "librsvg", "json-glib", "sqlite", "sqlite3", "cairo", "pango",
              "gstreamer", "libadwaita")
# suites the development manifest must not run: they need a display, a
# generated locale or packaging tools the SDK does not have (pdftotext,
# lintian, MinGW)
NOT_IN_SANDBOX = ("ui", "i18n", "packaging", "data", "sheet", "fuzz", "tools")

args = None


def source(*parts):
    return os.path.join(args.source, *parts)


def read(rel):
    with open(source(rel), encoding="utf-8") as f:
        return f.read()


def load(rel):
    text = read(rel)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise Failure("%s is not valid JSON: %s" % (rel, e))
    if not isinstance(data, dict):
        raise Failure("%s is not a JSON object" % rel)
    return data


def manifests():
    return {RELEASE: load(RELEASE), DEVEL: load(DEVEL)}


def meson_build():
    return read("meson.build")


def app_id_of_meson():
    found = re.search(r"^application_id\s*=\s*'([^']+)'", meson_build(), re.M)
    if not found:
        raise Failure("meson.build sets no application_id")
    return found.group(1)


def meson_version():
    found = re.search(r"project\(\s*'balut'.*?version:\s*'([^']+)'", meson_build(), re.S)
    if not found:
        raise Failure("meson.build's project() has no version")
    return found.group(1)


def project_url():
    found = re.search(r"^project_url\s*=\s*'([^']+)'", meson_build(), re.M)
    if not found:
        raise Failure("meson.build sets no project_url")
    return found.group(1).rstrip("/")


def manifest_id(data):
    ids = {data.get(k) for k in ("id", "app-id") if k in data}
    if len(ids) != 1:
        raise Failure("a manifest needs one id (\"id\" or the older \"app-id\"), it has %s" % ids)
    return ids.pop()


def balut_module(rel, data):
    modules = data.get("modules") or []
    if not modules or not isinstance(modules[-1], dict):
        raise Failure("%s has no modules" % rel)
    balut = modules[-1]
    if balut.get("name") != "balut" or balut.get("buildsystem") != "meson":
        raise Failure("%s: the last module is %r built with %r, not balut with meson"
                      % (rel, balut.get("name"), balut.get("buildsystem")))
    return balut


def exportable(name, app_id):
    """Flatpak exports a file named after the app: the id, then '.', '-' or the end"""
    return re.match(r"^%s([.-].*)?$" % re.escape(app_id), name) is not None


def installed_files():
    path = os.path.join(args.build, "meson-info", "intro-installed.json")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def desktop_exec(app_id):
    found = re.search(r"^Exec=(\S+)", read(os.path.join("data", app_id + ".desktop.in")), re.M)
    return found.group(1) if found else None


def run(cmd, **kwargs):
    return subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=kwargs.pop("timeout", 120), **kwargs)


# ------------------------------------------------------------------ cases

def test_json():
    for rel, data in manifests().items():
        for key in ("runtime", "runtime-version", "sdk", "command", "finish-args", "modules", "cleanup"):
            if key not in data:
                raise Failure("%s has no %s" % (rel, key))
        # the form update-manifest.py writes back: its diff is the URL and sha256 alone
        if json.dumps(data, indent=4, ensure_ascii=False) + "\n" != read(rel):
            raise Failure("%s is not laid out as update-manifest.py writes it (json.dumps, indent 4, "
                          "a newline at the end)" % rel)
    return "%s and %s: strict JSON with runtime, sdk, command, finish-args, cleanup and modules" % (
        os.path.basename(RELEASE), os.path.basename(DEVEL))


def test_app_id():
    wanted = app_id_of_meson()
    for rel, data in manifests().items():
        if manifest_id(data) != wanted:
            raise Failure("%s's id is %s, meson.build's application_id %s" % (rel, manifest_id(data), wanted))
    if os.path.basename(RELEASE) != wanted + ".json":
        raise Failure("the release manifest is not named after the id (Flathub's linter wants ID.json)")
    files = [source("data", wanted + ".desktop.in"), source("data", wanted + ".metainfo.xml.in"),
             source("icons", "hicolor", "scalable", "apps", wanted + ".svg")]
    missing = [os.path.relpath(f, args.source) for f in files if not os.path.isfile(f)]
    if missing:
        raise Failure("Flatpak exports only files named after the id; missing: " + ", ".join(missing))
    root = ET.parse(files[1]).getroot()
    launchable = root.find("launchable")
    if root.findtext("id") != wanted or launchable is None or launchable.text != wanted + ".desktop":
        raise Failure("the metainfo's id/launchable (%s, %s) are not %s"
                      % (root.findtext("id"), None if launchable is None else launchable.text, wanted))
    if args.build:
        names = {os.path.basename(p) for p in installed_files().values()}
        for name in (wanted + ".desktop", wanted + ".metainfo.xml", wanted + ".svg", wanted + "-symbolic.svg",
                     wanted + ".gschema.xml"):
            if name not in names:
                raise Failure("meson installs no %s" % name)
    return "id %s in both manifests: meson.build's application_id, the desktop file, metainfo and icon" % wanted


def test_command():
    app_id = app_id_of_meson()
    if args.build:
        programs = [os.path.basename(d) for d in installed_files().values()
                    if os.path.basename(os.path.dirname(d)) == "bin"]
        how = "meson installs bin/%s"
    else:
        programs = re.findall(r"executable\('([^']+)',[^)]*?install:\s*true", read(os.path.join("src", "meson.build")),
                              re.S)
        how = "src/meson.build installs %s"
    for rel, data in manifests().items():
        command = data["command"]
        if command not in programs:
            raise Failure("%s's command %r is not an installed program (%s)" % (rel, command, programs))
        if desktop_exec(app_id) != command:
            raise Failure("the desktop file runs %r, %s's command is %r" % (desktop_exec(app_id), rel, command))
    return "command %s: %s, the desktop file's Exec" % (command, how % command)


def runtime_version():
    versions = set()
    for rel, data in manifests().items():
        if data["runtime"] != "org.gnome.Platform" or data["sdk"].split("//")[0] != "org.gnome.Sdk":
            raise Failure("%s: runtime %s, sdk %s: not the GNOME runtime and SDK" % (rel, data["runtime"], data["sdk"]))
        version = data["runtime-version"]
        if not isinstance(version, str) or not re.fullmatch(r"\d{2}", version):
            raise Failure("%s: runtime-version %r is not a GNOME release number (a string)" % (rel, version))
        if "//" in data["sdk"] and data["sdk"].split("//", 1)[1] != version:
            raise Failure("%s: the SDK %s is not the runtime's version %s" % (rel, data["sdk"], version))
        versions.add(version)
    if len(versions) != 1:
        raise Failure("the manifests build on different runtimes: %s" % sorted(versions))
    return versions.pop()


def test_runtime():
    version = runtime_version()
    if int(version) < 51:
        raise Failure("runtime-version %s: GNOME 51 is the current runtime" % version)
    return "runtime org.gnome.Platform, sdk org.gnome.Sdk, version %s, in both manifests" % version


def test_finish_args():
    found = {rel: data["finish-args"] for rel, data in manifests().items()}
    if found[RELEASE] != found[DEVEL]:
        raise Failure("the manifests give the sandbox different permissions:\n%s" % found)
    finish = found[RELEASE]
    missing = [a for a in WANTED_ARGS if a not in finish]
    other = [a for a in finish if a not in ALLOWED_ARGS]
    if missing or other or len(set(finish)) != len(finish):
        raise Failure("finish-args %s\nmissing: %s\nnot on the list (files, buses, network...): %s"
                      % (finish, missing or "-", other or "-"))
    for arg in finish:
        diag("%s: %s" % (arg, ALLOWED_ARGS[arg]))
    return "finish-args: %s; no files, buses or network" % " ".join(finish)


def test_modules():
    common = {}
    for rel, data in manifests().items():
        modules = data["modules"]
        balut = balut_module(rel, data)
        names = [m.get("name", "") if isinstance(m, dict) else str(m) for m in modules]
        rebuilt = [n for n in names if n.lower() in IN_RUNTIME]
        if rebuilt:
            raise Failure("%s builds what the GNOME runtime has: %s" % (rel, ", ".join(rebuilt)))
        if len(modules) != 1:
            diag("%s: modules %s" % (rel, ", ".join(names)))
        common[rel] = {k: data.get(k) for k in ("id", "runtime", "runtime-version", "sdk", "command", "cleanup")}
        common[rel]["post-install"] = balut.get("post-install")
    if common[RELEASE] != common[DEVEL]:
        raise Failure("the manifests differ beyond their sources and tests:\n%s\n%s" % (common[RELEASE], common[DEVEL]))
    if "/include" not in (common[RELEASE]["cleanup"] or []):
        raise Failure("no cleanup of /include: headers would be shipped")
    return "modules: balut alone (GTK, librsvg, json-glib, SQLite, GStreamer from the runtime); " \
        "the same id, runtime, command, cleanup and post-install in both"


def test_release_source():
    data = load(RELEASE)
    balut = balut_module(RELEASE, data)
    if "-Dtests=false" not in balut.get("config-opts", []):
        raise Failure("the release's balut module does not configure -Dtests=false: %s" % balut.get("config-opts"))
    sources = balut.get("sources", [])
    if len(sources) != 1 or not isinstance(sources[0], dict) or sources[0].get("type") != "archive":
        raise Failure("the release's balut module is not built from one archive source: %s" % sources)
    archive = sources[0]
    version = meson_version()
    url = "%s/releases/download/v%s/balut-%s.tar.xz" % (project_url(), version, version)
    if archive.get("url") != url:
        raise Failure("the release manifest's tarball is %s, meson.build's version %s is at %s:\n"
                      "run build-aux/flatpak/update-manifest.py with the tarball (or --placeholder)"
                      % (archive.get("url"), version, url))
    sha256 = archive.get("sha256", "")
    if not re.fullmatch(r"[0-9a-f]{64}", sha256):
        raise Failure("the archive's sha256 %r is not 64 hexadecimal digits" % sha256)
    if sha256 == PLACEHOLDER:
        diag("sha256: the placeholder (64 zeros), until update-manifest.py writes the published tarball's")
        return "release source: archive %s, sha256 still the placeholder" % url
    return "release source: archive %s, sha256 %s" % (url, sha256)


def test_devel_source():
    data = load(DEVEL)
    balut = balut_module(DEVEL, data)
    if "-Dtests=false" in balut.get("config-opts", []):
        raise Failure("the development manifest runs the tests: it cannot configure -Dtests=false")
    sources = balut.get("sources", [])
    if len(sources) != 1 or not isinstance(sources[0], dict) or sources[0].get("type") != "dir":
        raise Failure("the development manifest's balut module is not one dir source: %s" % sources)
    path = os.path.normpath(os.path.join(source(FLATPAK_DIR), sources[0].get("path", "")))
    if os.path.realpath(path) != os.path.realpath(args.source):
        raise Failure("the dir source %s is %s, not the repository root" % (sources[0].get("path"), path))
    for skipped in (".git", ".flatpak-builder", "_flatpak", "_build"):
        if skipped not in sources[0].get("skip", []):
            raise Failure("the dir source does not skip %s" % skipped)

    if balut.get("run-tests") is not True or balut.get("test-rule") != "" or not balut.get("test-commands"):
        raise Failure("the development manifest should run its test-commands (run-tests true, test-rule \"\")")
    suites = set()
    for command in balut["test-commands"]:
        words = command.split()
        if words[:2] != ["meson", "test"]:
            raise Failure("test command %r is not meson test" % command)
        wanted = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "--suite"]
        excluded = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "--no-suite"]
        if not wanted or "i18n" not in excluded:
            raise Failure("test command %r should name its suites and leave out i18n (no locales there)" % command)
        suites.update(wanted)
    bad = sorted(suites & set(NOT_IN_SANDBOX))
    if bad:
        raise Failure("the development manifest runs suites that need more than the SDK: %s" % bad)
    if args.build:
        path = os.path.join(args.build, "meson-info", "intro-tests.json")
        with open(path, encoding="utf-8") as f:
            registered = {s.split(":", 1)[-1] for t in json.load(f) for s in t.get("suite", [])}
        unknown = sorted(suites - registered)
        if unknown:
            raise Failure("the development manifest runs suites meson has not: %s" % unknown)
    return "development source: the repository root (dir ../..); tests in the build: %s" % " ".join(sorted(suites))


def test_referenced_files():
    """Every file a manifest names: dir/file/patch sources (from the
    manifest's folder), and ../PATH in its commands (run in the build
    folder, _flatpak_build at the source root)."""
    named = set()
    for rel, data in manifests().items():
        for module in data["modules"]:
            if not isinstance(module, dict):
                named.add(os.path.normpath(os.path.join(FLATPAK_DIR, module)))
                continue
            for src in module.get("sources", []):
                if isinstance(src, str):
                    named.add(os.path.normpath(os.path.join(FLATPAK_DIR, src)))
                elif src.get("type") in ("dir", "file", "patch", "script") and "path" in src:
                    named.add(os.path.normpath(os.path.join(FLATPAK_DIR, src["path"])))
            for key in ("post-install", "build-commands", "test-commands"):
                for command in module.get(key, []):
                    for path in re.findall(r"(?:^|\s)\.\./(\S+)", command):
                        named.add(os.path.normpath(path))
    missing = sorted(p for p in named if not os.path.exists(source(p)))
    if missing:
        raise Failure("the manifests name files that do not exist: " + ", ".join(missing))
    scripts = [p for p in named if p.endswith((".sh", ".py"))]
    for script in scripts:
        if not os.access(source(script), os.X_OK):
            raise Failure("%s is not executable" % script)
    if shutil.which("shellcheck"):
        shell = [source(p) for p in scripts if p.endswith(".sh")]
        proc = run(["shellcheck", "--shell=sh"] + shell)
        if proc.returncode != 0:
            raise Failure("shellcheck finds problems\n" + proc.stdout + proc.stderr)
    return "the manifests name %s, which exist" % ", ".join(sorted(p if p != "." else "the repository root"
                                                                    for p in named))


def test_exports():
    if not args.build:
        return "exported files # SKIP no build tree to install"
    app_id = app_id_of_meson()
    with tempfile.TemporaryDirectory(prefix="balut-flatpak-") as tmp:
        env = dict(os.environ, DESTDIR=tmp)
        proc = run(["meson", "install", "-C", args.build, "--no-rebuild", "--quiet", "--destdir", tmp], env=env,
                   timeout=300)
        if proc.returncode != 0:
            raise Failure("meson install --destdir failed\n" + proc.stdout + proc.stderr)
        bins = [root for root, dirs, files in os.walk(tmp) if "balut" in files and os.path.basename(root) == "bin"]
        if len(bins) != 1:
            raise Failure("no one bin/balut under the installation: %s" % bins)
        prefix = os.path.dirname(bins[0])
        # as the manifests run it, with FLATPAK_DEST in place of the prefix
        proc = run(["sh", source(FLATPAK_DIR, "export-belote.sh"), prefix])
        if proc.returncode != 0:
            raise Failure("export-belote.sh failed\n" + proc.stdout + proc.stderr)

        share = os.path.join(prefix, "share")
        desktop = sorted(os.listdir(os.path.join(share, "applications")))
        metainfo = sorted(f for f in os.listdir(os.path.join(share, "metainfo")) if f.endswith(".xml"))
        icons, kept = [], []
        for size in os.listdir(os.path.join(share, "icons", "hicolor")):
            apps = os.path.join(share, "icons", "hicolor", size, "apps")
            if os.path.isdir(apps):
                for name in os.listdir(apps):
                    (icons if exportable(name, app_id) else kept).append("%s/%s" % (size, name))
        not_exported = [f for f in desktop + metainfo if not exportable(f, app_id)]
        if not_exported:
            raise Failure("Flatpak would not export: %s" % ", ".join(not_exported))
        if metainfo != [app_id + ".metainfo.xml"]:
            raise Failure("a Flatpak is one AppStream component: the metainfo installed is %s" % metainfo)
        for name in desktop:
            with open(os.path.join(share, "applications", name), encoding="utf-8") as f:
                text = f.read()
            icon = re.search(r"^Icon=(.*)$", text, re.M)
            if not icon or "scalable/%s.svg" % icon.group(1) not in icons:
                raise Failure("%s's icon %s is not an exported scalable icon (%s)"
                              % (name, icon.group(1) if icon else None, icons))
            if shutil.which("desktop-file-validate"):
                proc = run(["desktop-file-validate", os.path.join(share, "applications", name)])
                if proc.returncode != 0 or proc.stdout.strip():
                    raise Failure("desktop-file-validate %s:\n%s%s" % (name, proc.stdout, proc.stderr))
        # Flathub's linter: a licence in share/licenses/MODULE for each module with sources
        licences = os.path.join(share, "licenses", "balut")
        if not os.path.isdir(licences) or not any(f.lower().startswith(("licen", "copying", "copyright"))
                                                  for f in os.listdir(licences)):
            raise Failure("no licence file in share/licenses/balut (the module's name), which Flathub's linter wants")
        diag("exported: %s" % ", ".join(desktop + metainfo + sorted(icons)))
        diag("kept inside the sandbox (the Belote window's icon name): %s" % ", ".join(sorted(kept)))
    return "after export-belote.sh: %s, each with its icon, and %s; nothing else to export; " \
        "the licence in share/licenses/balut" % (
        " and ".join(desktop), metainfo[0])


def test_update_manifest():
    script = source(FLATPAK_DIR, "update-manifest.py")
    version = meson_version()
    with tempfile.TemporaryDirectory(prefix="balut-flatpak-") as tmp:
        copy = os.path.join(tmp, "manifest.json")
        shutil.copyfile(source(RELEASE), copy)
        tarball = os.path.join(tmp, "balut-%s.tar.xz" % version)
        with open(tarball, "wb") as f:
            f.write(os.urandom(4096))
        with open(tarball, "rb") as f:
            sha256 = hashlib.sha256(f.read()).hexdigest()
        with open(tarball + ".sha256sum", "w", encoding="utf-8") as f:
            f.write("%s *balut-%s.tar.xz\n" % (sha256, version))

        proc = run([sys.executable, script, "--manifest", copy, "--source", args.source, tarball])
        if proc.returncode != 0:
            raise Failure("update-manifest.py refused the tarball\n" + proc.stdout + proc.stderr)
        with open(copy, encoding="utf-8") as f:
            written = json.load(f)
        archive = balut_module(RELEASE, written)["sources"][0]
        url = "%s/releases/download/v%s/balut-%s.tar.xz" % (project_url(), version, version)
        if archive != {"type": "archive", "url": url, "sha256": sha256}:
            raise Failure("update-manifest.py wrote %s, not %s and %s" % (archive, url, sha256))
        balut_module(RELEASE, written)["sources"][0] = balut_module(RELEASE, load(RELEASE))["sources"][0]
        if written != load(RELEASE):
            raise Failure("update-manifest.py changed more than the archive's URL and sha256")

        # a tarball of another version, a contradicting .sha256sum: refused, the copy left alone
        before = open(copy, encoding="utf-8").read()
        other = os.path.join(tmp, "balut-0.0.0.tar.xz")
        shutil.copyfile(tarball, other)
        with open(tarball + ".sha256sum", "w", encoding="utf-8") as f:
            f.write("%s *balut-%s.tar.xz\n" % ("1" * 64, version))
        for bad in (other, tarball):
            proc = run([sys.executable, script, "--manifest", copy, "--source", args.source, bad])
            if proc.returncode != 1 or open(copy, encoding="utf-8").read() != before:
                raise Failure("update-manifest.py %s: status %d (wanted 1, nothing written)\n%s%s"
                              % (os.path.basename(bad), proc.returncode, proc.stdout, proc.stderr))

        proc = run([sys.executable, script, "--manifest", copy, "--source", args.source, "--placeholder"])
        archive = balut_module(RELEASE, json.load(open(copy, encoding="utf-8")))["sources"][0]
        if proc.returncode != 0 or archive.get("sha256") != PLACEHOLDER or archive.get("url") != url:
            raise Failure("update-manifest.py --placeholder wrote %s\n%s" % (archive, proc.stderr))
    return "update-manifest.py writes a tarball's URL and sha256 and nothing else; refuses another " \
        "version's tarball and a contradicting .sha256sum; --placeholder"


def test_workflow():
    import yaml
    try:
        with open(source(WORKFLOW), encoding="utf-8") as f:
            wf = yaml.safe_load(f)
    except (OSError, yaml.YAMLError) as e:
        raise Failure("%s does not parse: %s" % (WORKFLOW, e))
    on = wf.get("on", wf.get(True))  # YAML 1.1 reads the key on as True
    on = {on} if isinstance(on, str) else set(on or {})
    if not {"push", "pull_request", "workflow_dispatch"} <= on:
        raise Failure("flatpak.yml runs on %s, not push, pull_request and workflow_dispatch" % on)
    jobs = wf.get("jobs") or {}
    if len(jobs) != 1:
        raise Failure("flatpak.yml should have one job: %s" % list(jobs))
    job = next(iter(jobs.values()))
    container = job.get("container") or {}
    image = "ghcr.io/flathub-infra/flatpak-github-actions:gnome-%s" % runtime_version()
    if job.get("runs-on") != "ubuntu-latest" or container.get("image") != image \
            or "--privileged" not in str(container.get("options")):
        raise Failure("flatpak.yml should run in %s (--privileged) on ubuntu-latest: %r, %r"
                      % (image, job.get("runs-on"), container))
    steps = job.get("steps") or []

    def find(action):
        return [(i, s) for i, s in enumerate(steps) if str(s.get("uses", "")).split("@")[0] == action]

    checkout, builder, upload = (find("actions/checkout"), find("flatpak/flatpak-github-actions/flatpak-builder"),
                                 find("actions/upload-artifact"))
    if len(checkout) != 1 or checkout[0][1]["uses"] != "actions/checkout@v4":
        raise Failure("flatpak.yml should check out once with actions/checkout@v4")
    if len(builder) != 1 or builder[0][1]["uses"] != "flatpak/flatpak-github-actions/flatpak-builder@v6" \
            or builder[0][0] < checkout[0][0]:
        raise Failure("flatpak.yml should build once, after the checkout, with "
                      "flatpak/flatpak-github-actions/flatpak-builder@v6")
    with_ = builder[0][1].get("with") or {}
    if os.path.normpath(str(with_.get("manifest-path"))) != DEVEL:
        raise Failure("flatpak.yml builds %s, not the development manifest %s" % (with_.get("manifest-path"), DEVEL))
    if with_.get("run-tests") is not True:
        raise Failure("flatpak.yml should build with run-tests: true (the core suites in the build)")
    bundle = str(with_.get("bundle", ""))
    if not bundle.endswith(".flatpak") or "/" in bundle:
        raise Failure("the bundle should be a plain FILE.flatpak name: %r" % bundle)
    if len(upload) != 1 or upload[0][1]["uses"] != "actions/upload-artifact@v4" or upload[0][0] < builder[0][0]:
        raise Failure("flatpak.yml should keep the bundle with actions/upload-artifact@v4 after the build")
    up = upload[0][1].get("with") or {}
    if up.get("path") != bundle or up.get("if-no-files-found") != "error":
        raise Failure("the upload should take %s and fail without it: %s" % (bundle, up))
    return "flatpak.yml: %s, flatpak-builder@v6 on %s with run-tests, uploads %s" % (
        image.split(":")[-1], os.path.basename(DEVEL), bundle)


def test_flatpak_builder():
    builder = shutil.which("flatpak-builder")
    if builder is None:
        return "flatpak-builder --show-manifest # SKIP flatpak-builder is not installed"
    for rel in (RELEASE, DEVEL):
        # it makes its state folder, .flatpak-builder, where it runs
        with tempfile.TemporaryDirectory(prefix="balut-flatpak-") as tmp:
            proc = run([builder, "--show-manifest", source(rel)], cwd=tmp)
        if proc.returncode != 0 or "Unknown property" in proc.stderr:
            raise Failure("flatpak-builder --show-manifest %s:\n%s%s" % (rel, proc.stdout, proc.stderr))
        shown = json.loads(proc.stdout)
        if manifest_id(shown) != app_id_of_meson() or shown.get("finish-args") != load(rel)["finish-args"]:
            raise Failure("flatpak-builder reads %s otherwise: %s" % (rel, proc.stdout))
    version = run([builder, "--version"]).stdout.strip()
    return "%s --show-manifest reads both manifests, no unknown property" % version


def main():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", help="a configured build tree: its meson-info says what meson installs")
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    if args.build and not os.path.isfile(os.path.join(args.build, "meson-info", "intro-installed.json")):
        args.build = None
    return run_cases([test_json, test_app_id, test_command, test_runtime, test_finish_args, test_modules,
                      test_release_source, test_devel_source, test_referenced_files, test_exports,
                      test_update_manifest, test_workflow, test_flatpak_builder])


if __name__ == "__main__":
    sys.exit(main())
