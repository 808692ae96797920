/* balut-splitmix.h — splitmix64, the one mixer of seeds and streams of
 * random numbers that is not a game's dice
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* the golden gamma: how far a splitmix64 stream's state moves a number */
#define BALUT_SPLITMIX64_GAMMA G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)


guint64 balut_splitmix64      (guint64  x);
guint64 balut_splitmix64_next (guint64 *state);

G_END_DECLS
