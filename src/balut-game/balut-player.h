/* balut-player.h — a seat at the table: name, kind, guess and sheet
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "balut-scoresheet.h"

G_BEGIN_DECLS

#define BALUT_NO_GUESS (-1)
#define BALUT_MAX_NAME_LENGTH 64   /* characters */

#define BALUT_TYPE_PLAYER (balut_player_get_type ())

G_DECLARE_FINAL_TYPE (BalutPlayer, balut_player, BALUT, PLAYER, GObject)

BalutPlayer     *balut_player_new          (const char      *name,
                                            BalutPlayerKind  kind,
                                            BalutVariant     variant);
const char      *balut_player_get_name     (BalutPlayer     *self);
BalutPlayerKind  balut_player_get_kind     (BalutPlayer     *self);
BalutLevel       balut_player_get_level    (BalutPlayer     *self);
void             balut_player_set_level    (BalutPlayer     *self,
                                            BalutLevel       level);
gint             balut_player_get_guess    (BalutPlayer     *self);
void             balut_player_set_guess    (BalutPlayer     *self,
                                            gint             guess);
BalutScoresheet *balut_player_get_sheet    (BalutPlayer     *self);
gint             balut_player_get_final_points (BalutPlayer *self);
guint            balut_player_get_score_total  (BalutPlayer *self);

GPtrArray       *balut_player_list_seat_names  (guint                  n_seats,
                                                const char * const    *typed,
                                                const BalutPlayerKind *kinds,
                                                const BalutLevel      *levels);

G_END_DECLS
