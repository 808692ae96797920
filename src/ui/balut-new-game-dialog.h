/* balut-new-game-dialog.h — choose the variant, the players and the guesses
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_TYPE_NEW_GAME_DIALOG (balut_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BalutNewGameDialog, balut_new_game_dialog, BALUT, NEW_GAME_DIALOG, GtkWindow)

BalutNewGameDialog *balut_new_game_dialog_new         (GtkWindow          *parent,
                                                       GSettings          *settings);
guint               balut_new_game_dialog_load_seats  (GSettings          *settings,
                                                       char              **names,
                                                       BalutPlayerKind    *kinds,
                                                       BalutLevel         *levels);
BalutGame          *balut_new_game_dialog_create_game (BalutNewGameDialog *self,
                                                       guint64             seed,
                                                       GError            **error);
GtkWidget          *balut_new_game_dialog_get_kind_chooser  (BalutNewGameDialog *self,
                                                             guint               seat);
GtkWidget          *balut_new_game_dialog_get_level_chooser (BalutNewGameDialog *self,
                                                             guint               seat);
GtkWidget          *balut_new_game_dialog_get_name_entry    (BalutNewGameDialog *self,
                                                             guint               seat);
GtkWidget          *balut_new_game_dialog_get_guess_spin    (BalutNewGameDialog *self,
                                                             guint               seat);
GtkWidget          *balut_new_game_dialog_get_remove_button (BalutNewGameDialog *self,
                                                             guint               seat);

G_END_DECLS
