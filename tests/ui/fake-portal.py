#!/usr/bin/python3
# fake-portal.py — a Settings portal for the tests of the dark style
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Owns org.freedesktop.portal.Desktop on the session bus and answers
# org.freedesktop.portal.Settings (version 2: ReadOne, Read, ReadAll and
# the SettingChanged signal) with org.freedesktop.appearance's
# color-scheme (0 no preference, 1 dark, 2 light), as xdg-desktop-portal
# does for a desktop set to that scheme, and, once a test sets them,
# contrast (0 normal, 1 high) and accent-color ((ddd), sRGB 0 to 1).
#
#   fake-portal.py [--version 1|2] SCHEME
#
# Prints "ready" once the name is owned. Each line read on standard input
# is a change ("N" a new scheme, "contrast N", "accent R G B" or "accent
# none"): it is stored and SettingChanged is emitted, then "set" and the
# line are printed. Until set, contrast and accent-color are not there
# (NotFound), as with an older desktop. With --version 1 there is no ReadOne (a portal before
# 1.15), so readers must fall back to Read.

import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

INTERFACE_XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="ReadAll">
      <arg type="as" name="namespaces" direction="in"/>
      <arg type="a{sa{sv}}" name="value" direction="out"/>
    </method>
    <method name="Read">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
    %s
    <signal name="SettingChanged">
      <arg type="s" name="namespace"/>
      <arg type="s" name="key"/>
      <arg type="v" name="value"/>
    </signal>
    <property name="version" type="u" access="read"/>
  </interface>
</node>
"""
READ_ONE = """
    <method name="ReadOne">
      <arg type="s" name="namespace" direction="in"/>
      <arg type="s" name="key" direction="in"/>
      <arg type="v" name="value" direction="out"/>
    </method>
"""

NAMESPACE = "org.freedesktop.appearance"
KEY = "color-scheme"
PATH = "/org/freedesktop/portal/desktop"


class Portal:
    def __init__(self, scheme, version):
        self.values = {KEY: GLib.Variant("u", scheme)}
        self.version = version
        xml = INTERFACE_XML % (READ_ONE if version >= 2 else "")
        self.info = Gio.DBusNodeInfo.new_for_xml(xml).interfaces[0]
        self.connection = None

    def method_call(self, connection, sender, path, interface, method, params, invocation):
        if method == "ReadAll":
            namespaces = params.unpack()[0]
            wanted = not namespaces or any(
                n == NAMESPACE or (n.endswith("*") and NAMESPACE.startswith(n[:-1])) for n in namespaces)
            result = {NAMESPACE: dict(self.values)} if wanted else {}
            invocation.return_value(GLib.Variant("(a{sa{sv}})", (result,)))
            return
        namespace, key = params.unpack()
        if namespace != NAMESPACE or key not in self.values:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound",
                                         "Requested setting not found")
            return
        if method == "ReadOne":
            invocation.return_value(GLib.Variant("(v)", (self.values[key],)))
        else:  # Read, version 1: the value in one more variant
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", self.values[key]),)))

    def get_property(self, connection, sender, path, interface, name):
        return GLib.Variant("u", self.version)

    def bus_acquired(self, connection, name):
        self.connection = connection
        connection.register_object(PATH, self.info, self.method_call, self.get_property, None)

    def name_acquired(self, connection, name):
        print("ready", flush=True)

    def name_lost(self, connection, name):
        print("lost the name %s" % name, file=sys.stderr, flush=True)
        sys.exit(1)

    def stdin_cb(self, channel, condition):
        """A line a change: "N" the colour scheme, "contrast N", "accent R G B"
        (0 to 1; "accent none" sends the out-of-range value that means no
        accent colour)"""
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        words = line.split()
        if words[0] == "contrast":
            key, value = "contrast", GLib.Variant("u", int(words[1]))
        elif words[0] == "accent":
            rgb = (-1.0, -1.0, -1.0) if words[1] == "none" else tuple(float(w) for w in words[1:4])
            key, value = "accent-color", GLib.Variant("(ddd)", rgb)
        else:
            key, value = KEY, GLib.Variant("u", int(words[0]))
        self.values[key] = value
        self.connection.emit_signal(None, PATH, "org.freedesktop.portal.Settings", "SettingChanged",
                                    GLib.Variant("(ssv)", (NAMESPACE, key, value)))
        self.connection.flush_sync(None)
        print("set " + " ".join(words), flush=True)
        return True


def main():
    args = sys.argv[1:]
    version = 2
    if len(args) == 3 and args[0] == "--version":
        version = int(args[1])
        args = args[2:]
    if len(args) != 1:
        print("usage: fake-portal.py [--version 1|2] SCHEME", file=sys.stderr)
        return 2
    portal = Portal(int(args[0]), version)
    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop",
                     Gio.BusNameOwnerFlags.NONE, portal.bus_acquired,
                     portal.name_acquired, portal.name_lost)
    GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT,
                      GLib.IOCondition.IN | GLib.IOCondition.HUP, portal.stdin_cb)
    loop.run()
    return 0


loop = GLib.MainLoop()

if __name__ == "__main__":
    sys.exit(main())
