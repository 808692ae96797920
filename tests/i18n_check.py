# i18n_check.py — what the tests of the translations share: Balut's
# compiled catalogues, and finding English left in translated output.
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# "No English left where a translation exists": every English message of
# the catalogue is cut into its literal pieces (between printf
# conversions and line breaks, mnemonic underscores removed); a piece
# that the translations never use themselves (so not "Balut", "Jackpot",
# "Full House" in German, option names like --verify) must not appear in
# what the program showed in that language.

import os
import re
import struct

FORMAT = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGcspn%]")
LETTER = re.compile(r"[A-Za-z]")


class Catalogue:
    """A compiled gettext catalogue (.mo): messages, with plurals and
    contexts, as {(context, msgid): [msgid, msgid_plural...], ...}."""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        magic = struct.unpack("<I", data[:4])[0]
        order = "<" if magic == 0x950412DE else ">"
        _rev, n, orig_off, trans_off = struct.unpack(order + "4I", data[4:20])
        self.messages = []   # (context, [english forms], [translated forms])
        self.plural = "n != 1"
        for i in range(n):
            olen, ooff = struct.unpack(order + "2I", data[orig_off + 8 * i:orig_off + 8 * i + 8])
            tlen, toff = struct.unpack(order + "2I", data[trans_off + 8 * i:trans_off + 8 * i + 8])
            orig = data[ooff:ooff + olen].decode("utf-8")
            trans = data[toff:toff + tlen].decode("utf-8")
            if orig == "":
                # the header: the language's plural rule, e.g. (n != 1)
                # in Danish and German, (n > 1) in French
                rule = re.search(r"plural=([^;\n]+)", trans)
                if rule:
                    self.plural = rule.group(1).replace("&&", " and ").replace("||", " or ")
                continue
            context = None
            if "\x04" in orig:
                context, orig = orig.split("\x04", 1)
            self.messages.append((context, orig.split("\x00"), trans.split("\x00")))
        self._index = {}
        for context, english, translated in self.messages:
            self._index[(context, english[0])] = (english, translated)

    def gettext(self, msgid, context=None):
        found = self._index.get((context, msgid))
        return found[1][0] if found else msgid

    def ngettext(self, msgid, plural, n):
        found = self._index.get((None, msgid))
        if not found:
            return msgid if n == 1 else plural
        forms = found[1]
        index = int(eval(self.plural, {"__builtins__": {}}, {"n": n}))
        return forms[min(index, len(forms) - 1)]

    def english_only(self):
        """The literal pieces of the English messages that no translation
        uses: finding one in translated output means English was left."""
        def clean(text):
            return text.replace("_", "").replace("\u00ad", "")

        translated_text = "\n".join(clean(t) for _c, _e, forms in self.messages for t in forms)
        pieces = set()
        for _context, english, _translated in self.messages:
            for text in english:
                for piece in re.split(FORMAT.pattern + r"|\n", clean(text)):
                    piece = piece.strip(" .,:;()[]\"“”’'—–-·*…")
                    if len(LETTER.findall(piece)) < 4 or not re.search(r"[A-Za-z]{3}", piece):
                        continue
                    if piece in translated_text:
                        continue
                    pieces.add(piece)
        return pieces


def catalogue(build_root, language):
    return Catalogue(os.path.join(build_root, "po", language, "LC_MESSAGES", "balut.mo"))


def english_left(text, pieces):
    """The English pieces found in text, as whole words."""
    found = []
    for piece in pieces:
        if re.search(r"(?<![A-Za-z])" + re.escape(piece) + r"(?![A-Za-z])", text):
            found.append(piece)
    return sorted(found, key=lambda p: (-len(p), p))
