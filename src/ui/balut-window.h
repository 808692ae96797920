/* balut-window.h — the game window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-application.h"
#include "balut-game.h"
#include "balut-autosaver.h"

G_BEGIN_DECLS

#define BALUT_TYPE_WINDOW (balut_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutWindow, balut_window, BALUT, WINDOW, GtkApplicationWindow)

BalutWindow *balut_window_new          (BalutApplication *application);
BalutGame   *balut_window_get_game     (BalutWindow      *self);
void         balut_window_set_game     (BalutWindow      *self,
                                        BalutGame        *game);
GtkWidget   *balut_window_get_dice_view (BalutWindow     *self);
GtkWidget   *balut_window_get_sheet_view (BalutWindow    *self);
GtkWindow   *balut_window_get_results_dialog (BalutWindow *self);
GtkWidget   *balut_window_get_roll_button (BalutWindow *self);
GtkWidget   *balut_window_get_player_button (BalutWindow *self,
                                             guint        player);
const char  *balut_window_get_status     (BalutWindow      *self);

void         balut_window_offer_resume   (BalutWindow      *self,
                                          BalutGame        *game);
GtkWindow   *balut_window_get_resume_dialog (BalutWindow   *self);
void         balut_window_show_notice    (BalutWindow      *self,
                                          const char       *heading,
                                          const char       *message);
BalutAutosaver *balut_window_get_autosaver (BalutWindow    *self);
GtkWidget   *balut_window_get_hint_button  (BalutWindow      *self);
GtkWidget   *balut_window_get_hint_popover (BalutWindow      *self);

/* for tests */
void         balut_window_set_computer_pause (BalutWindow    *self,
                                              gint            pause_ms);
void         balut_window_set_strategy_delay (BalutWindow    *self,
                                              guint           delay_ms);
gboolean     balut_window_is_thinking      (BalutWindow      *self);
guint        balut_window_get_n_discarded  (BalutWindow      *self);

G_END_DECLS
