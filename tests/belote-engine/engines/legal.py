#!/usr/bin/env python3
# legal.py — a small external Belote engine (docs/belote-protocol.md)
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reads one JSON request a line on standard input, writes one JSON answer
# a line on standard output. It takes in the first round with the Jack of
# the turned suit (B6), otherwise passes; it plays its first legal card
# (B12) and declares everything it may on its first card (B19). Standard
# library only: a model for engines written elsewhere.

import json
import sys


def answer(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def main():
    for line in sys.stdin:
        request = json.loads(line)
        kind = request["request"]
        if kind == "hello":
            answer({"name": "Legal test engine", "protocol": 1})
        elif kind == "bid":
            turned_suit = request["turned"][-1]
            if request["round"] == 1 and "J" + turned_suit in request["hand"]:
                answer({"bid": "take", "reason": "I hold the Jack of the turned suit"})
            else:
                answer({"bid": "pass"})
        elif kind == "play":
            reply = {"card": request["legal"][0]}
            if request.get("declare"):
                reply["declare"] = request["declare"]
            answer(reply)
        else:
            answer({})


if __name__ == "__main__":
    main()
