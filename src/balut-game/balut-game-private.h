/* balut-game-private.h — what the records see of the game beyond its API
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-game.h"

G_BEGIN_DECLS

/* A scoring-pad throw for any seat, a computer's too: the loader replays
 * an entered computer turn of a pad record, already collapsed to its
 * final dice, with it. balut_game_set_pad_dice() is this for people. */
gboolean  balut_game_pad_throw  (BalutGame     *self,
                                 const guint8  *values,
                                 guint          throws_used,
                                 GError       **error);

/* The game's dice are no longer taken as the seed's: its record did not
 * name the generator (balut_game_get_dice_seeded ()) */
void      balut_game_forget_dice_seeded (BalutGame *self);

G_END_DECLS
