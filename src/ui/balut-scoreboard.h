/* balut-scoreboard.h — every player's points side by side, a strip of
 * fixed geometry above the sheet
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_TYPE_SCOREBOARD (balut_scoreboard_get_type ())

G_DECLARE_FINAL_TYPE (BalutScoreboard, balut_scoreboard, BALUT, SCOREBOARD, GtkWidget)

GtkWidget  *balut_scoreboard_new          (void);
void        balut_scoreboard_set_game     (BalutScoreboard *self,
                                           BalutGame       *game);
void        balut_scoreboard_set_playing  (BalutScoreboard *self,
                                           gint             seat);
guint       balut_scoreboard_get_viewed   (BalutScoreboard *self);
void        balut_scoreboard_set_viewed   (BalutScoreboard *self,
                                           guint            seat);
void        balut_scoreboard_update       (BalutScoreboard *self);
void        balut_scoreboard_set_compact  (BalutScoreboard *self,
                                           gboolean         compact);
GtkWidget  *balut_scoreboard_get_cell     (BalutScoreboard *self,
                                           guint            seat);

G_END_DECLS
