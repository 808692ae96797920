#!/usr/bin/python3
# test-flatpak.py — the Flatpak manifest,
# build-aux/flatpak/io.github.balut.Balut.json, agrees with the project
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-flatpak.py --source DIR [--build DIR]
#
# Reads the manifest (strict JSON: flatpak-builder reads JSON with
# json-glib, which takes no comments) and checks:
#   - its id is meson.build's application_id, and the desktop file,
#     metainfo (and the id inside it) and app icon carry that name;
#   - its command is the program meson installs into bin/ (from the build
#     tree's meson-info when --build is given, else src/meson.build) and
#     the desktop file's Exec;
#   - runtime org.gnome.Platform and sdk org.gnome.Sdk of one version (a
#     GNOME release number; the SDK takes the runtime's version unless it
#     names its own);
#   - finish-args: the display (Wayland, X11 as fallback, IPC, DRI) and
#     no access to files, devices, buses or the network beyond that;
#   - modules: the last one is balut, built with meson from the
#     repository root (a "dir" source at ../..) with -Dtests=false, and
#     none of them rebuilds what the GNOME runtime has (GTK 4, GLib,
#     librsvg, json-glib, SQLite, Cairo, Pango);
#   - flatpak-builder --show-manifest reads it, when flatpak-builder is
#     installed (it is not among the Debian packages the suite installs:
#     that case is skipped then).

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, diag, run_cases  # noqa: E402

MANIFEST = os.path.join("build-aux", "flatpak", "io.github.balut.Balut.json")

WANTED_ARGS = ["--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"]
# finish-args that reach beyond the game's own window and data
BROAD = re.compile(r"^--(filesystem=(home|host|host-os|host-etc|~|/)|device=all|socket=(x11|session-bus|"
                   r"system-bus|ssh-auth|pcsc|cups|gpg-agent)|share=network|allow=|talk-name=org\.freedesktop\.Flatpak"
                   r"|system-talk-name=)")
# in the GNOME runtime: a module building one of these is a mistake
IN_RUNTIME = ("gtk", "gtk4", "glib", "librsvg", "json-glib", "sqlite", "sqlite3", "cairo", "pango")

args = None


def source(*parts):
    return os.path.join(args.source, *parts)


def manifest():
    with open(source(MANIFEST), encoding="utf-8") as f:
        text = f.read()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise Failure("%s is not valid JSON: %s" % (MANIFEST, e))
    if not isinstance(data, dict):
        raise Failure("%s is not a JSON object" % MANIFEST)
    return data


def app_id_of_meson():
    with open(source("meson.build"), encoding="utf-8") as f:
        found = re.search(r"^application_id\s*=\s*'([^']+)'", f.read(), re.M)
    if not found:
        raise Failure("meson.build sets no application_id")
    return found.group(1)


def manifest_id(data):
    ids = {data.get(k) for k in ("id", "app-id") if k in data}
    if len(ids) != 1:
        raise Failure("the manifest needs one id (\"id\" or the older \"app-id\"), it has %s" % ids)
    return ids.pop()


def desktop_exec(app_id):
    with open(source("data", app_id + ".desktop.in"), encoding="utf-8") as f:
        found = re.search(r"^Exec=(\S+)", f.read(), re.M)
    return found.group(1) if found else None


# ------------------------------------------------------------------ cases

def test_json():
    data = manifest()
    for key in ("runtime", "runtime-version", "sdk", "command", "finish-args", "modules"):
        if key not in data:
            raise Failure("the manifest has no %s" % key)
    return "%s is valid JSON with id, runtime, sdk, command, finish-args and modules" % MANIFEST


def test_app_id():
    data = manifest()
    app_id = manifest_id(data)
    wanted = app_id_of_meson()
    if app_id != wanted:
        raise Failure("the manifest's id is %s, meson.build's application_id %s" % (app_id, wanted))
    if os.path.basename(MANIFEST) != app_id + ".json":
        raise Failure("the manifest is not named after the id")
    files = [source("data", app_id + ".desktop.in"), source("data", app_id + ".metainfo.xml.in"),
             source("icons", "hicolor", "scalable", "apps", app_id + ".svg")]
    missing = [os.path.relpath(f, args.source) for f in files if not os.path.isfile(f)]
    if missing:
        raise Failure("Flatpak exports only files named after the id; missing: " + ", ".join(missing))
    root = ET.parse(files[1]).getroot()
    if root.findtext("id") != app_id or root.find("launchable").text != app_id + ".desktop":
        raise Failure("the metainfo's id/launchable (%s, %s) are not %s" % (root.findtext("id"),
                                                                           root.find("launchable").text, app_id))
    if args.build:
        installed = installed_files()
        names = {os.path.basename(p) for p in installed.values()}
        for name in (app_id + ".desktop", app_id + ".metainfo.xml", app_id + ".svg", app_id + "-symbolic.svg",
                     app_id + ".gschema.xml"):
            if name not in names:
                raise Failure("meson installs no %s" % name)
    return "id %s: meson.build's application_id, the desktop file, metainfo and icon names" % app_id


def installed_files():
    path = os.path.join(args.build, "meson-info", "intro-installed.json")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def test_command():
    data = manifest()
    command = data["command"]
    if args.build:
        bindirs = {}
        for dest in installed_files().values():
            bindirs.setdefault(os.path.basename(os.path.dirname(dest)), []).append(os.path.basename(dest))
        programs = bindirs.get("bin", [])
        how = "meson installs bin/%s" % command
    else:
        with open(source("src", "meson.build"), encoding="utf-8") as f:
            programs = re.findall(r"executable\('([^']+)',[^)]*?install:\s*true", f.read(), re.S)
        how = "src/meson.build installs %s" % command
    if command not in programs:
        raise Failure("the manifest's command %r is not an installed program (%s)" % (command, programs))
    exe = desktop_exec(app_id_of_meson())
    if exe != command:
        raise Failure("the desktop file runs %r, the manifest's command is %r" % (exe, command))
    return "command %s: %s, the desktop file's Exec" % (command, how)


def test_runtime():
    data = manifest()
    if data["runtime"] != "org.gnome.Platform" or not data["sdk"].startswith("org.gnome.Sdk"):
        raise Failure("runtime %s, sdk %s: not the GNOME runtime and SDK" % (data["runtime"], data["sdk"]))
    version = data["runtime-version"]
    if not isinstance(version, str) or not re.match(r"^\d{2}$", version) or int(version) < 47:
        raise Failure("runtime-version %r is not a supported GNOME release (a string, 47 or later)" % version)
    if "//" in data["sdk"] and data["sdk"].split("//", 1)[1] != version:
        raise Failure("the SDK %s is not the runtime's version %s" % (data["sdk"], version))
    if data.get("base-version") not in (None, version):
        raise Failure("base-version %s is not the runtime's %s" % (data["base-version"], version))
    return "runtime org.gnome.Platform, sdk org.gnome.Sdk, version %s" % version


def test_finish_args():
    data = manifest()
    finish = data["finish-args"]
    missing = [a for a in WANTED_ARGS if a not in finish]
    broad = [a for a in finish if BROAD.match(a)]
    if missing or broad:
        raise Failure("finish-args %s\nmissing: %s\ntoo broad: %s" % (finish, missing or "-", broad or "-"))
    others = [a for a in finish if a not in WANTED_ARGS]
    if others:
        diag("other finish-args: " + " ".join(others))
    return "finish-args: %s, no files, buses or network beyond them" % " ".join(finish)


def test_modules():
    data = manifest()
    modules = data["modules"]
    if not modules or not isinstance(modules[-1], dict):
        raise Failure("no modules")
    balut = modules[-1]
    if balut.get("name") != "balut" or balut.get("buildsystem") != "meson":
        raise Failure("the last module is %r built with %r, not balut with meson" % (balut.get("name"),
                                                                                  balut.get("buildsystem")))
    if "-Dtests=false" not in balut.get("config-opts", []):
        raise Failure("the balut module does not configure -Dtests=false: %s" % balut.get("config-opts"))
    sources = balut.get("sources", [])
    dirs = [s for s in sources if isinstance(s, dict) and s.get("type") == "dir"]
    if len(sources) != 1 or len(dirs) != 1:
        raise Failure("the balut module's sources are not one dir source: %s" % sources)
    path = os.path.normpath(os.path.join(os.path.dirname(source(MANIFEST)), dirs[0]["path"]))
    if os.path.realpath(path) != os.path.realpath(args.source):
        raise Failure("the dir source %s is %s, not the repository root %s" % (dirs[0]["path"], path, args.source))
    for skipped in (".git", ".flatpak-builder"):
        if skipped not in dirs[0].get("skip", []):
            raise Failure("the dir source does not skip %s" % skipped)
    names = [m.get("name", "") if isinstance(m, dict) else str(m) for m in modules[:-1]]
    rebuilt = [n for n in names if n.lower() in IN_RUNTIME]
    if rebuilt:
        raise Failure("modules the GNOME runtime already has: " + ", ".join(rebuilt))
    if not data.get("cleanup"):
        raise Failure("no cleanup: headers, pkg-config files and docs would be shipped")
    return "modules: %s; balut from %s (the repository root) with meson, -Dtests=false" % (
        ", ".join(names + ["balut"]), dirs[0]["path"])


def test_flatpak_builder():
    builder = shutil.which("flatpak-builder")
    if builder is None:
        return "flatpak-builder --show-manifest # SKIP flatpak-builder is not installed"
    proc = subprocess.run([builder, "--show-manifest", source(MANIFEST)], stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)
    if proc.returncode != 0:
        raise Failure("flatpak-builder --show-manifest failed:\n" + proc.stdout + proc.stderr)
    shown = json.loads(proc.stdout)
    if manifest_id(shown) != app_id_of_meson():
        raise Failure("flatpak-builder reads another id: %s" % manifest_id(shown))
    return "flatpak-builder --show-manifest reads it"


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
                      test_flatpak_builder])


if __name__ == "__main__":
    sys.exit(main())
