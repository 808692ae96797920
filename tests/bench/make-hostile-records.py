#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the hostile records of issue 26 into a folder, for measuring
what `balut --verify` takes to refuse or read them (docs/performance.md):

  tests/bench/make-hostile-records.py DIR
  for f in DIR/*.json; do /usr/bin/time -f "%e s %M KB $f" balut --verify $f >/dev/null; done

deep         200 KB: 100,000 brackets hidden from a lax scan by '"' strings
big          15.8 MB: 7.9 million values hidden between two '"' strings
hash         1.8 MB: 49,000 keys of one g_str_hash() value ("Ez"/"FY")
hash64       3.4 MB: 770 objects of 64 colliding 64-byte keys (within every limit)
strings      16 MB: 99,990 strings of 160 bytes (within every limit)
onestring    16 MB: one string (within every limit)
depth        0.1 MB: 1,600 arrays 31 deep (within every limit)
"""

import itertools
import os
import sys


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)

    def write(name, text):
        with open(os.path.join(out, name + ".json"), "w", encoding="utf-8") as f:
            f.write(text)

    write("deep", "{\"a\":'\"',\"b\":" + "[" * 100000 + "]" * 100000 + ",\"c\":'\"'}")
    write("big", "{\"a\":'\"',\"b\":[1" + ",1" * 7900000 + "],\"c\":'\"'}")
    blocks = ["Ez", "FY"]
    keys = ["".join(p) for p in itertools.islice(itertools.product(blocks, repeat=16), 49000)]
    write("hash", "{\"format\":\"balut-record\",\"x\":{" + ",".join("\"%s\":1" % k for k in keys) + "}}")
    keys64 = ["".join(p) for p in itertools.islice(itertools.product(blocks, repeat=32), 64)]
    one = "{" + ",".join("\"%s\":1" % k for k in keys64) + "}"
    write("hash64", "{\"format\":\"balut-record\",\"x\":[" + ",".join([one] * 770) + "]}")
    write("strings", "{\"format\":\"balut-record\",\"x\":[" + ",".join(["\"" + "a" * 160 + "\""] * 99990) + "]}")
    write("onestring", "{\"format\":\"balut-record\",\"x\":\"" + "a" * (16 * 1024 * 1024 - 40) + "\"}")
    write("depth", "{\"format\":\"balut-record\",\"x\":[" + ",".join(["[" * 30 + "]" * 30] * 1600) + "]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
