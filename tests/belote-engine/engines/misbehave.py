#!/usr/bin/env python3
# misbehave.py MODE — an external Belote engine that breaks the protocol
# (docs/belote-protocol.md) in one way, for the tests:
#   crash      answers properly, then exits on its 6th play request
#   silent     answers the hello, then never answers again
#   mute       answers nothing at all, not even the hello
#   malformed  answers play requests with a line that is not JSON
#   notobject  answers play requests with a JSON array
#   badutf8    answers play requests with bytes that are not UTF-8
#   illegal    plays a card it may not play (B12) when it has one,
#              else a card it does not hold
#   giant      answers play requests with a line of 200,000 bytes
#   deep       answers play requests with 30,000 nested arrays (in one line)
#   nul        answers play requests with a nul byte inside the JSON
#   random     answers play requests with seeded random bytes (newlines too)
#   badbid     bids "take" in the second round (B7)
#   baddeclare declares a carré it does not hold (B17, B19)
#   latedeclare declares on a card after its first (B19)
#   oldproto   says it speaks protocol 99 in its hello
#
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import random
import sys

CARDS = [r + s for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


def answer(text):
    if isinstance(text, str):
        text = text.encode("utf-8")
    sys.stdout.buffer.write(text + b"\n")
    sys.stdout.buffer.flush()


def main():
    mode = sys.argv[1]
    plays = 0
    for line in sys.stdin.buffer:
        request = json.loads(line)
        kind = request["request"]
        if kind == "hello":
            if mode == "mute":
                continue
            answer(json.dumps({"name": "Misbehaving (%s)" % mode,
                               "protocol": 99 if mode == "oldproto" else 1}))
            continue
        if mode in ("silent", "mute"):
            continue
        if kind == "bid":
            if mode == "badbid" and request["round"] == 2:
                answer(json.dumps({"bid": "take"}))
            else:
                answer(json.dumps({"bid": "pass"}))
            continue
        plays += 1
        if mode == "crash" and plays == 6:
            sys.exit(3)
        legal = request["legal"]
        if mode == "malformed":
            answer('{"card": "7C"')
        elif mode == "notobject":
            answer(json.dumps([legal[0]]))
        elif mode == "badutf8":
            answer(b'{"card": "\xff\xfe"}')
        elif mode == "deep":
            answer("[" * 30000 + "]" * 30000)
        elif mode == "nul":
            answer(b'{"card": "' + legal[0].encode() + b'\x00"}')
        elif mode == "random":
            rng = random.Random(plays)
            answer(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))))
        elif mode == "giant":
            answer('{"card": "' + "x" * 200000 + '"}')
        elif mode == "illegal":
            illegal = [c for c in request["hand"] if c not in legal]
            if illegal:
                answer(json.dumps({"card": illegal[0]}))
            else:
                answer(json.dumps({"card": [c for c in CARDS if c not in request["hand"]][0]}))
        elif mode == "baddeclare" and "declare" in request:
            held = request["declare"]
            wrong = [a for a in ({"carre": "J"}, {"carre": "9"}, {"carre": "7"}) if a not in held][0]
            answer(json.dumps({"card": legal[0], "declare": [wrong]}))
        elif mode == "latedeclare" and request["tricks"]:
            answer(json.dumps({"card": legal[0], "declare": [{"carre": "J"}]}))
        else:
            answer(json.dumps({"card": legal[0]}))


if __name__ == "__main__":
    main()
