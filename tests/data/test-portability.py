#!/usr/bin/python3
# test-portability.py — Balut builds for Windows as well as for Linux:
# what this Linux machine can check of that
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   test-portability.py --source DIR --build DIR
#
# 1. No POSIX-only interface (fork, signals, dlfcn.h, sys/wait.h, /proc,
#    /tmp, getuid, setenv, fsync, …) is used outside a guard
#    (#ifdef G_OS_UNIX, __linux__, __GLIBC__, or the #else of
#    #ifdef G_OS_WIN32) in any C file that is built on Windows: the
#    program's sources and the tests'. The few tests that are POSIX by
#    nature are left out of the Windows build by meson
#    (`if not is_windows`), and this test checks that they are.
# 2. Every C file the build compiles is compiled again for 64-bit Windows
#    with MinGW-w64's GCC (-fsyntax-only -Wall -Wextra -Werror): the
#    Windows headers are MinGW's, GLib's and GTK's headers this
#    machine's, with a glibconfig.h made for Win64 from Linux's (64-bit
#    gint64, gsize and pointers on a 32-bit long; G_OS_WIN32). That
#    checks the code between #ifdef G_OS_WIN32 (its calls, types and
#    includes) and that nothing else needs a Linux header; it links
#    nothing and runs nothing.
# 3. balut.exe's resources (data/win32/balut.rc as configured) compile
#    with MinGW's windres: the icon with all its sizes, the version
#    that meson.build says, the manifest.
# 4. The Windows icon and the 48 px window icon are what the application
#    icon's SVG gives today (build-aux/make-icons.sh --check).

import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from tap import Failure, run_cases, run_command as run  # noqa: E402

MINGW_GCC = "x86_64-w64-mingw32-gcc"
MINGW_WINDRES = "x86_64-w64-mingw32-windres"

# Interfaces Windows does not have (or has with other meaning), with
# what to use instead
FORBIDDEN = [
    (r"\b(v?fork)\s*\(", "fork(): GSubprocess"),
    (r"\b(exec[lv]p?e?)\s*\(", "exec*(): GSubprocess"),
    (r"\b(kill)\s*\(", "kill(): g_subprocess_force_exit()"),
    (r"\b(signal|sigaction|sigprocmask|sigemptyset)\s*\(", "signals"),
    (r"\b(SIG(?:KILL|TERM|HUP|INT|CHLD|PIPE|ALRM|USR1|USR2|STOP|CONT|QUIT))\b", "POSIX signal numbers"),
    (r"#\s*include\s*<(dlfcn\.h)>", "dlfcn.h: GModule"),
    (r"\b(dl(?:open|sym|close|error))\s*\(", "dlopen(): GModule"),
    (r"#\s*include\s*<(sys/(?:wait|mman|socket|resource|utsname|ioctl|select|un)\.h)>", "a POSIX system header"),
    (r"#\s*include\s*<((?:unistd|pwd|grp|termios|poll|langinfo|spawn|syslog|fnmatch|glob)\.h)>",
     "a POSIX header: glib/gstdio.h"),
    (r"\b(wait(?:pid)?)\s*\(", "wait(): g_subprocess_wait()"),
    (r"\"(/proc)\b", "/proc: Linux only"),
    (r"\"(/tmp)\b", "/tmp: g_get_tmp_dir(), g_dir_make_tmp()"),
    (r"\"(/dev/\w+)", "/dev: Unix only"),
    (r"\b(gete?[ug]id)\s*\(", "user ids"),
    (r"\b((?:un)?setenv)\s*\(", "setenv(): g_setenv()"),
    (r"\b(nl_langinfo)\b", "nl_langinfo(): glibc"),
    (r"\b((?:sym)?link)\s*\(", "hard and symbolic links"),
    (r"\b(realpath)\s*\(", "realpath(): g_canonicalize_filename()"),
    (r"\b(fsync)\s*\(", "fsync(): g_fsync()"),
    (r"\b(mkstemp|mkdtemp)\s*\(", "mkstemp(): g_mkstemp_full(), g_dir_make_tmp()"),
    (r"\b(pipe)\s*\(", "pipe(): GSubprocess"),
    (r"\b(u?sleep)\s*\(", "sleep(): g_usleep()"),
    (r"\b((?:strtok|localtime|gmtime|ctime|asctime)_r)\s*\(", "*_r(): GDateTime, g_strsplit()"),
    (r"\b(strn?casecmp)\s*\(", "strcasecmp(): g_ascii_strcasecmp()"),
    (r"\b(O_(?:NOFOLLOW|DIRECTORY|NONBLOCK|NOCTTY))\b", "POSIX open() flags"),
    (r"\b(f?ch(?:mod|own)|umask)\s*\(", "modes: g_chmod()"),
    (r"\b(mmap|munmap)\s*\(", "mmap(): GMappedFile"),
    (r"\b(strndup)\s*\(", "strndup(): g_strndup()"),
    (r"\b(sysconf|getline|fcntl|flock|getpwuid|getpwnam)\s*\(", "POSIX only"),
    (r"(?<![\w.>])(mkdir)\s*\(", "mkdir(): g_mkdir()"),
]
FORBIDDEN = [(re.compile(p), why) for p, why in FORBIDDEN]

UNIX_MACROS = {"G_OS_UNIX", "__linux__", "__GLIBC__", "__unix__", "__APPLE__"}
WINDOWS_MACROS = {"G_OS_WIN32", "_WIN32", "G_PLATFORM_WIN32", "_WIN64"}

# C files not built on Windows, and why; each must sit inside an
# `if not is_windows` block of its meson.build
NOT_ON_WINDOWS = {
    "tests/storage/test-store-processes.c": "kills writers with SIGKILL",
    "tests/bench/first-frame-shim.c": "an LD_PRELOAD module (dlsym)",
}


def source(*parts):
    return os.path.join(args.source, *parts)


def c_files():
    """The tracked C sources and headers of the program and the tests
    (git ls-files; a walk where there is no git)"""
    found = []
    for top in ("src", "tests"):
        for root, dirs, files in os.walk(source(top)):
            for name in files:
                if name.endswith((".c", ".h")):
                    found.append(os.path.relpath(os.path.join(root, name), args.source))
    return sorted(found)


def strip_comments(text):
    """The text without C comments (string literals kept), newlines kept
    so that line numbers stay right"""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def classify(condition):
    """'unix', 'windows' or None for the condition of an #if/#elif"""
    names = set(re.findall(r"\b\w+\b", condition))
    negated = set(re.findall(r"!\s*defined\s*\(?\s*(\w+)", condition))
    if "||" in condition:
        return None
    if (names & UNIX_MACROS) - negated or negated & WINDOWS_MACROS:
        return "unix"
    if (names & WINDOWS_MACROS) - negated or negated & UNIX_MACROS:
        return "windows"
    return None


def unguarded_uses(path):
    """(line number, what, why) of each POSIX-only use outside a guard"""
    with open(source(path), encoding="utf-8") as f:
        text = strip_comments(f.read())
    stack = []     # per #if: [kind of the first branch, kind of the current branch]
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        directive = re.match(r"\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b(.*)", line)
        if directive:
            word, rest = directive.group(1), directive.group(2).strip()
            if word == "ifdef":
                kind = classify(rest)
                stack.append([kind, kind])
            elif word == "ifndef":
                kind = {"unix": "windows", "windows": "unix"}.get(classify(rest))
                stack.append([kind, kind])
            elif word == "if":
                kind = classify(rest)
                stack.append([kind, kind])
            elif word == "elif" and stack:
                stack[-1][1] = classify(rest)
            elif word == "else" and stack:
                stack[-1][1] = {"unix": "windows", "windows": "unix"}.get(stack[-1][0])
            elif word == "endif" and stack:
                stack.pop()
            continue
        if any(frame[1] == "unix" for frame in stack):
            continue
        for pattern, why in FORBIDDEN:
            for m in pattern.finditer(line):
                found.append((number, m.group(1), why))
    return found


def built_on_windows(path):
    return path not in NOT_ON_WINDOWS


def test_scanner_finds():
    """The scanner itself: it must flag an unguarded use and pass a
    guarded one (so that a pass below means something)."""
    sample = os.path.join(tmp, "sample.c")
    with open(sample, "w", encoding="utf-8") as f:
        f.write('#include <glib.h>\n'
                '#include <unistd.h>\n'                       # 2: flagged
                '#ifdef G_OS_UNIX\n#include <sys/wait.h>\n#endif\n'
                '#ifdef G_OS_WIN32\n#include <io.h>\n#else\n#include <dlfcn.h>\n#endif\n'
                '/* fork () in a comment */\n'
                'static void f (void) { kill (1, SIGKILL); }\n'  # 12: flagged twice
                '#if defined(__linux__)\nstatic const char *p = "/proc/self/exe";\n#endif\n'
                'static const char *t = "/tmp/x";\n'           # 16: flagged
                'static void g (void) { g_setenv ("A", "b", TRUE); g_mkstemp (NULL); }\n')
    found = unguarded_uses(os.path.relpath(sample, args.source))
    lines = sorted((n, what) for n, what, _ in found)
    want = [(2, "unistd.h"), (12, "SIGKILL"), (12, "kill"), (16, "/tmp")]
    if lines != want:
        raise Failure("the scanner found %s in its sample, not %s" % (lines, want))
    return "the scanner flags an unguarded unistd.h, kill(), SIGKILL and /tmp, and passes guarded ones"


def test_no_posix_outside_guards():
    """No POSIX-only interface outside a G_OS_UNIX guard in any C file
    built on Windows."""
    files = [p for p in c_files() if built_on_windows(p)]
    problems = []
    for path in files:
        for number, what, why in unguarded_uses(path):
            problems.append("%s:%d: %s (%s)" % (path, number, what, why))
    if problems:
        raise Failure("POSIX-only interfaces outside a G_OS_UNIX guard:\n" + "\n".join(problems))
    return "%d C files built on Windows use no POSIX-only interface outside a guard" % len(files)


def test_posix_tests_left_out():
    """The tests that are POSIX by nature are left out of the Windows
    build by meson, not made to fail there."""
    checked = []
    for path, why in NOT_ON_WINDOWS.items():
        folder, name = os.path.split(path)
        meson_files = [os.path.join(folder, "meson.build"), "tests/ui/meson.build"]
        for meson_file in meson_files:
            if not os.path.exists(source(meson_file)):
                continue
            with open(source(meson_file), encoding="utf-8") as f:
                text = f.read()
            if name in text:
                break
        else:
            raise Failure("%s is not in any meson.build" % path)
        inside = False
        for block in re.finditer(r"^if not is_windows\n(.*?)^endif", text, re.S | re.M):
            if name in block.group(1):
                inside = True
        if not inside:
            raise Failure("%s (%s) is built outside `if not is_windows` in %s" % (path, why, meson_file))
        checked.append("%s (%s)" % (name, why))
    return "left out of the Windows build: " + ", ".join(checked)


def win64_include_dir():
    """A folder with a glibconfig.h for 64-bit Windows (made from this
    machine's), and the libintl.h and sqlite3.h the sources include"""
    out = os.path.join(tmp, "win64-include")
    if os.path.isdir(out):
        return out
    os.makedirs(out)
    proc = run(["pkg-config", "--variable=libdir", "glib-2.0"])
    linux_config = os.path.join(proc.stdout.strip(), "glib-2.0", "include", "glibconfig.h")
    with open(linux_config, encoding="utf-8") as f:
        text = f.read()
    replacements = [
        (r"typedef signed long (gint64|gssize|gintptr);", r"typedef signed long long \1;"),
        (r"typedef unsigned long (guint64|gsize|guintptr);", r"typedef unsigned long long \1;"),
        (r"\(val##L\)", "(val##LL)"), (r"\(val##UL\)", "(val##ULL)"),
        (r'(#define G_G(?:INT64|SIZE|SSIZE|INTPTR)_MODIFIER\s+)"l"', r'\1"ll"'),
        (r'(#define G_G(?:U?INT64|S?SIZE|U?INTPTR)_FORMAT\s+)"l([iu])"', r'\1"ll\2"'),
        (r"#define GLIB_SIZEOF_LONG\s+8", "#define GLIB_SIZEOF_LONG   4"),
        (r"(#define G_MAXSIZE\s+)G_MAXULONG", r"\1G_MAXUINT64"),
        (r"(#define G_MINSSIZE\s+)G_MINLONG", r"\1G_MININT64"),
        (r"(#define G_MAXSSIZE\s+)G_MAXLONG", r"\1G_MAXINT64"),
        (r"\(glong\) \((p|i)\)", r"(gint64) (\1)"), (r"\(gulong\) \((p|u)\)", r"(guint64) (\1)"),
        (r"\(\(glong\) GINT64_TO_(LE|BE)", r"((glong) GINT32_TO_\1"),
        (r"\(\(gulong\) GUINT64_TO_(LE|BE)", r"((gulong) GUINT32_TO_\1"),
        (r"#define G_OS_UNIX", "#define G_OS_WIN32\n#define G_PLATFORM_WIN32"),
        (r"G_THREADS_IMPL_POSIX", "G_THREADS_IMPL_WIN32"),
        (r'G_MODULE_SUFFIX "so"', 'G_MODULE_SUFFIX "dll"'),
        (r"typedef int GPid;", "typedef void * GPid;"), (r'G_PID_FORMAT "i"', 'G_PID_FORMAT "p"'),
        (r"#define G_DIR_SEPARATOR '/'", r"#define G_DIR_SEPARATOR '\\\\'"),
        (r'#define G_DIR_SEPARATOR_S "/"', r'#define G_DIR_SEPARATOR_S "\\\\"'),
        (r"#define G_SEARCHPATH_SEPARATOR ':'", "#define G_SEARCHPATH_SEPARATOR ';'"),
        (r'#define G_SEARCHPATH_SEPARATOR_S ":"', '#define G_SEARCHPATH_SEPARATOR_S ";"'),
    ]
    for pattern, replacement in replacements:
        text, count = re.subn(pattern, replacement, text)
        if count == 0:
            raise Failure("glibconfig.h for Win64: %r not found in %s" % (pattern, linux_config))
    with open(os.path.join(out, "glibconfig.h"), "w", encoding="utf-8") as f:
        f.write(text)
    with open(os.path.join(out, "libintl.h"), "w", encoding="utf-8") as f:
        # what GNU libintl.h (MSYS2's gettext) declares, LC_MESSAGES included
        f.write("#pragma once\n"
                "#include <locale.h>\n"
                "#ifndef LC_MESSAGES\n#define LC_MESSAGES 1729\n#endif\n"
                "#include <wchar.h>\n"
                "#define LIBINTL_VERSION 0x001605\n"
                "#define FA(n) __attribute__ ((__format_arg__ (n)))\n"
                "wchar_t *wbindtextdomain (const char *domain, const wchar_t *dir);\n"
                "char *gettext (const char *msgid) FA (1);\n"
                "char *dgettext (const char *domain, const char *msgid) FA (2);\n"
                "char *dcgettext (const char *domain, const char *msgid, int category) FA (2);\n"
                "char *ngettext (const char *msgid, const char *plural, unsigned long n) FA (1) FA (2);\n"
                "char *dngettext (const char *domain, const char *msgid, const char *plural,\n"
                "                 unsigned long n) FA (2) FA (3);\n"
                "char *dcngettext (const char *domain, const char *msgid, const char *plural,\n"
                "                  unsigned long n, int category) FA (2) FA (3);\n"
                "char *textdomain (const char *domain);\n"
                "char *bindtextdomain (const char *domain, const char *dir);\n"
                "char *bind_textdomain_codeset (const char *domain, const char *codeset);\n")
    proc = run(["pkg-config", "--variable=includedir", "sqlite3"])
    shutil.copy(os.path.join(proc.stdout.strip(), "sqlite3.h"), out)
    return out


def win64_arguments(command, include_dir, libdir):
    """The compiler arguments of a compile_commands.json entry, for
    MinGW: include paths and macros kept, Linux's glibconfig.h and
    multiarch folder replaced, sanitizers and outputs dropped"""
    words = shlex.split(command)[1:]
    keep = ["-std=c11", "-fsyntax-only", "-Wall", "-Wextra", "-Werror",
            "-Wno-unused-parameter", "-Wno-missing-field-initializers", "-I" + include_dir]
    skip_next = False
    for word in words:
        if skip_next:
            skip_next = False
            continue
        if word in ("-o", "-MF", "-MQ", "-c"):
            skip_next = word != "-c"
            continue
        if word.startswith("-I"):
            folder = word[2:]
            if folder.startswith(os.path.join(libdir, "glib-2.0")) or folder.rstrip("/") == "/usr/include/" + os.path.basename(libdir):
                continue
            keep.append(word)
        elif word.startswith("-D") or word.startswith("-W") and not word.startswith("-Wl"):
            if word != "-Werror" and not word.startswith("-Wno-error"):
                keep.append(word)
    return keep


def test_win64_syntax():
    """Every C file the build compiles (compile_commands.json), compiled
    again for 64-bit Windows with MinGW-w64 (syntax and warnings only)."""
    if shutil.which(MINGW_GCC) is None:
        raise Failure("%s not found (install gcc-mingw-w64-x86-64)" % MINGW_GCC)
    with open(os.path.join(args.build, "compile_commands.json"), encoding="utf-8") as f:
        entries = json.load(f)
    include_dir = win64_include_dir()
    libdir = run(["pkg-config", "--variable=libdir", "glib-2.0"]).stdout.strip()
    jobs, seen = [], set()
    for entry in entries:
        path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
        rel = os.path.relpath(path, args.source)
        if rel.startswith("..") or not rel.endswith(".c") or rel in seen:
            continue   # generated (resources, enums) or compiled twice
        seen.add(rel)
        if not built_on_windows(rel):
            continue
        cmd = [MINGW_GCC] + win64_arguments(entry["command"], include_dir, libdir) + [path]
        jobs.append((rel, cmd, entry["directory"]))

    def compile_one(job):
        rel, cmd, cwd = job
        proc = run(cmd, check=False, cwd=cwd)
        if proc.returncode != 0:
            return "%s:\n%s" % (rel, "\n".join(proc.stderr.splitlines()[:12]))
        return None

    # one compiler a core
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        failures = [f for f in pool.map(compile_one, jobs) if f is not None]
    checked = len(jobs)
    if checked < 50:
        raise Failure("only %d C files in compile_commands.json" % checked)
    if failures:
        raise Failure("%d of %d files do not compile for Windows:\n%s"
                      % (len(failures), checked, "\n".join(failures)))
    return "%d C files compile for 64-bit Windows (MinGW-w64, -Wall -Wextra -Werror, syntax only)" % checked


def meson_version():
    with open(source("meson.build"), encoding="utf-8") as f:
        m = re.search(r"version:\s*'([^']+)'", f.read())
    return m.group(1)


def test_windows_resources():
    """data/win32/balut.rc (as configured in the build) compiles with
    windres, and holds the icon in all its sizes, the version meson.build
    says and the manifest."""
    if shutil.which(MINGW_WINDRES) is None:
        raise Failure("%s not found (install binutils-mingw-w64-x86-64)" % MINGW_WINDRES)
    rc = os.path.join(args.build, "data", "balut.rc")
    obj = os.path.join(tmp, "balut-rc.o")
    back = os.path.join(tmp, "balut-rc-back.rc")
    run([MINGW_WINDRES, "-I", source("data", "win32"), "-I", os.path.join(args.build, "data"),
         rc, "-O", "coff", "-o", obj])
    run([MINGW_WINDRES, "-i", obj, "-O", "rc", "-o", back])
    with open(back, encoding="utf-8", errors="replace") as f:
        text = f.read()
    icons = len(re.findall(r"^\d+ 3 /\* RT_ICON \*/", text, re.M))
    groups = len(re.findall(r"^1 14 /\* RT_GROUP_ICON \*/", text, re.M))
    manifests = len(re.findall(r"^1 24 /\* RT_MANIFEST \*/", text, re.M))
    version = meson_version()
    commas = ", ".join(version.split(".") + ["0"])
    problems = []
    if icons != 8 or groups != 1:
        problems.append("%d icon images in %d groups, not 8 in 1" % (icons, groups))
    if manifests != 1:
        problems.append("no manifest")
    if "FILEVERSION %s" % commas not in text or 'VALUE "ProductVersion", "%s"' % version not in text:
        problems.append("not version %s" % version)
    if 'VALUE "OriginalFilename", "balut.exe"' not in text:
        problems.append("no file name")
    if problems:
        raise Failure("balut.exe's resources: " + "; ".join(problems))
    with open(os.path.join(args.build, "data", "balut.exe.manifest"), encoding="utf-8") as f:
        manifest = f.read()
    if 'version="%s.0"' % version not in manifest or "io.github.balut.Balut" not in manifest:
        raise Failure("the manifest does not name Balut %s:\n%s" % (version, manifest))
    return "windres compiles balut.rc: %d icon sizes, version %s, the manifest" % (icons, version)


def test_icon_current():
    """The Windows icon and the 48 px PNG are the application icon's SVG
    as it is today."""
    for tool in ("rsvg-convert", "icotool"):
        if shutil.which(tool) is None:
            raise Failure("%s not found" % tool)
    proc = run([source("build-aux", "make-icons.sh"), "--check"], check=False)
    if proc.returncode != 0:
        raise Failure(proc.stderr.strip())
    listing = run(["icotool", "--list", source("data", "win32", "io.github.balut.Balut.ico")]).stdout
    sizes = sorted(int(w) for w in re.findall(r"--width=(\d+)", listing))
    if sizes[0] > 16 or sizes[-1] < 256:
        raise Failure("the icon's sizes are %s: Windows wants 16 to 256" % sizes)
    return "the .ico is the SVG rendered at %s px, and so is the 48 px PNG" % ", ".join(map(str, sizes))


def main():
    global args, tmp
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", required=True)
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    args.build = os.path.abspath(args.build)
    tmp = tempfile.mkdtemp(prefix="balut-portability-", dir=args.build)
    try:
        return run_cases([test_scanner_finds, test_no_posix_outside_guards, test_posix_tests_left_out,
                          test_win64_syntax, test_windows_resources, test_icon_current])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
