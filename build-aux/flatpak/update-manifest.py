#!/usr/bin/python3
# update-manifest.py — writes the release tarball's URL and sha256 into
# the release Flatpak manifest, build-aux/flatpak/io.github.balut.Balut.json
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   meson dist -C _build --no-tests --formats xztar
#   build-aux/flatpak/update-manifest.py _build/meson-dist/balut-0.1.0.tar.xz
#
#   build-aux/flatpak/update-manifest.py --placeholder
#
# The release manifest builds Balut from the tarball `meson dist` makes,
# balut-VERSION.tar.xz, as it is published on the project's releases page:
#
#   PROJECT_URL/releases/download/vVERSION/balut-VERSION.tar.xz
#
# (PROJECT_URL and VERSION from meson.build: project_url and the project's
# version; the release's tag is vVERSION). Given the tarball, the script
# checks its name against meson.build's version (and against the
# .sha256sum file meson writes beside it, when there is one), and writes
# that URL and the tarball's sha256 into the manifest's one archive
# source. With --placeholder (a new version, no tarball yet) it writes
# the URL for meson.build's version and a sha256 of 64 zeros, which
# flatpak-builder refuses: the placeholder can never be built by mistake.
#
# Everything else in the manifest is left as it was; the file is written
# as it is kept (4 spaces, a newline at the end), so the diff is the URL
# and the sha256 alone. tests/packaging/test-flatpak.py runs this script
# on a copy of the manifest.
#
# Exit status: 0 written, 1 the manifest or tarball is not what is
# expected (nothing written), 2 bad arguments.

import argparse
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
MANIFEST = os.path.join(HERE, "io.github.balut.Balut.json")
PLACEHOLDER = "0" * 64


class Refused(Exception):
    pass


def meson_project(root):
    """(name, version, project_url) from ROOT/meson.build"""
    with open(os.path.join(root, "meson.build"), encoding="utf-8") as f:
        text = f.read()
    project = re.search(r"project\(\s*'([^']+)'.*?version:\s*'([^']+)'", text, re.S)
    url = re.search(r"^project_url\s*=\s*'([^']+)'", text, re.M)
    if not project or not url:
        raise Refused("meson.build: no project() name and version, or no project_url")
    return project.group(1), project.group(2), url.group(1).rstrip("/")


def release_url(name, version, project_url):
    return "%s/releases/download/v%s/%s-%s.tar.xz" % (project_url, version, name, version)


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def archive_source(manifest, name):
    """The one archive source of module NAME (refused otherwise)"""
    modules = [m for m in manifest.get("modules", []) if isinstance(m, dict) and m.get("name") == name]
    if len(modules) != 1:
        raise Refused("the manifest has %d modules named %s, not one" % (len(modules), name))
    sources = modules[0].get("sources", [])
    archives = [s for s in sources if isinstance(s, dict) and s.get("type") == "archive"]
    if len(sources) != 1 or len(archives) != 1:
        raise Refused("the %s module's sources are not one archive: %s" % (name, sources))
    return archives[0]


def update(manifest_path, tarball=None, root=SOURCE_ROOT):
    """Writes the URL and sha256; returns (url, sha256)."""
    name, version, project_url = meson_project(root)
    if tarball is not None:
        wanted = "%s-%s.tar.xz" % (name, version)
        if os.path.basename(tarball) != wanted:
            raise Refused("%s is not %s (meson.build's version is %s): make it with "
                          "`meson dist --formats xztar` from this version" % (tarball, wanted, version))
        sha256 = sha256_of(tarball)
        sumfile = tarball + ".sha256sum"
        if os.path.exists(sumfile):
            with open(sumfile, encoding="utf-8") as f:
                listed = f.read().split()
            if not listed or listed[0].lower() != sha256:
                raise Refused("%s says %s, the tarball's sha256 is %s" % (sumfile, listed[:1], sha256))
    else:
        sha256 = PLACEHOLDER

    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
    source = archive_source(manifest, name)
    source["url"] = release_url(name, version, project_url)
    source["sha256"] = sha256
    text = json.dumps(manifest, indent=4, ensure_ascii=False) + "\n"
    tmp = manifest_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, manifest_path)
    return source["url"], sha256


def main():
    parser = argparse.ArgumentParser(description="Write the release tarball's URL and sha256 into the "
                                     "release Flatpak manifest.")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("tarball", nargs="?", help="balut-VERSION.tar.xz, made by meson dist")
    which.add_argument("--placeholder", action="store_true",
                       help="no tarball yet: the URL of meson.build's version and a sha256 of zeros")
    parser.add_argument("--manifest", default=MANIFEST, help="the manifest to write (default: %(default)s)")
    parser.add_argument("--source", default=SOURCE_ROOT,
                        help="the source tree whose meson.build names the version (default: %(default)s)")
    options = parser.parse_args()
    try:
        url, sha256 = update(options.manifest, None if options.placeholder else options.tarball, options.source)
    except (Refused, OSError, json.JSONDecodeError) as e:
        print("update-manifest.py: %s" % e, file=sys.stderr)
        return 1
    print("%s\n  url:    %s\n  sha256: %s%s" % (options.manifest, url, sha256,
                                                " (placeholder)" if sha256 == PLACEHOLDER else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
