#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Balut developers
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-sounds.sh — synthesises Balut's four sounds with SoX (Debian: sox,
# libsox-fmt-base for Ogg Vorbis) into data/sounds/: nothing recorded,
# nothing taken from elsewhere. Run it after changing a recipe, listen,
# and commit the .oga files (README.md says what each is).
#
#   data/sounds/make-sounds.sh
#
# -R: SoX's repeatable mode (the same noise every run), so that a run
# without changes gives the same sound.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

sox=(sox -R -V1)
rate=(-r 44100 -c 1)
# quiet and short: event sounds, peaks at -8 dBFS, Ogg Vorbis quality 3
finish=(gain -n -8)
# the licence in each file's Vorbis comments (the release test reads
# every file's head for its SPDX lines)
vorbis=(--comment "COPYRIGHT=SPDX-FileCopyrightText: 2026 The Balut developers"
        --add-comment "LICENSE=SPDX-License-Identifier: GPL-3.0-or-later"
        --add-comment "TITLE=Balut"
        -C 3 -t ogg)

# One click of a die on the table: 18 ms of noise through a band-pass
# filter, a sharp attack and a quick decay. $1 file, $2 centre (Hz),
# $3 gain (dB)
click() {
  "${sox[@]}" -n "${rate[@]}" "$1" synth 0.018 whitenoise \
    bandpass "$2" 1.2q lowpass 5000 fade q 0.0008 0.018 0.016 gain "$3"
}

# throw: five dice rattling in a hand and landing, about 0.45 s: clicks
# at irregular moments, lower and softer as the dice settle
throw_parts=()
i=0
for spec in "0 2900 0" "0.035 2300 -2" "0.070 3400 -1" "0.118 2600 -3" \
            "0.150 3100 -2" "0.205 2000 -4" "0.250 2700 -5" "0.310 2200 -7" \
            "0.365 2500 -9" "0.420 2100 -12"; do
  read -r at centre gain <<<"$spec"
  click "$tmp/c$i.wav" "$centre" "$gain"
  "${sox[@]}" "$tmp/c$i.wav" "$tmp/p$i.wav" pad "$at"
  throw_parts+=("$tmp/p$i.wav")
  i=$((i + 1))
done
"${sox[@]}" -m "${throw_parts[@]}" "$tmp/throw.wav" "${finish[@]}"
"${sox[@]}" "$tmp/throw.wav" "${vorbis[@]}" "$here/throw.oga"

# entry: a soft wooden tock as the pencil marks the box, 0.14 s
"${sox[@]}" -n "${rate[@]}" "$tmp/entry.wav" synth 0.14 pluck E5 \
  synth 0.14 sine amod 1320 fade q 0.002 0.14 0.12 lowpass 2000 "${finish[@]}"
"${sox[@]}" "$tmp/entry.wav" "${vorbis[@]}" "$here/entry.oga"

# note: a plucked note. $1 file, $2 pitch, $3 length (s), $4 start (s)
note() {
  "${sox[@]}" -n "${rate[@]}" "$tmp/n.wav" synth "$3" pluck "$2" fade q 0.003 "$3" "$(awk "BEGIN { print $3 * 0.7 }")"
  "${sox[@]}" "$tmp/n.wav" "$1" pad "$4"
}

# balut: five of a kind. The dice's rattle (they land as the throw's
# animation ends, 0.55 s), then a bright rising arpeggio C6 E6 G6 C7 that
# rings out as "Balut!" appears over them: 1.35 s. A throw that shows
# five of a kind plays this one instead of throw.oga.
note "$tmp/b1.wav" C6 0.30 0.46
note "$tmp/b2.wav" E6 0.30 0.54
note "$tmp/b3.wav" G6 0.35 0.62
note "$tmp/b4.wav" C7 0.66 0.70
"${sox[@]}" -m "$tmp/b1.wav" "$tmp/b2.wav" "$tmp/b3.wav" "$tmp/b4.wav" "$tmp/fanfare.wav" \
  reverb 20 50 40 gain -n -8
"${sox[@]}" -m "$tmp/throw.wav" "$tmp/fanfare.wav" "$tmp/balut.wav" \
  "${finish[@]}" trim 0 1.35 fade q 0 1.35 0.2
"${sox[@]}" "$tmp/balut.wav" "${vorbis[@]}" "$here/balut.oga"

# end: the game is over, a calm closing cadence: G4 B4 D5 then C5 E5 G5
# C6 held, 1.3 s
note "$tmp/e1.wav" G4 0.40 0
note "$tmp/e2.wav" B4 0.40 0
note "$tmp/e3.wav" D5 0.40 0
note "$tmp/e4.wav" C5 0.95 0.32
note "$tmp/e5.wav" E5 0.95 0.32
note "$tmp/e6.wav" G5 0.95 0.32
note "$tmp/e7.wav" C6 0.95 0.32
"${sox[@]}" -m "$tmp"/e[1-7].wav "$tmp/end.wav" \
  reverb 30 50 60 "${finish[@]}" trim 0 1.3 fade q 0 1.3 0.35
"${sox[@]}" "$tmp/end.wav" "${vorbis[@]}" "$here/end.oga"

ls -l "$here"/*.oga
