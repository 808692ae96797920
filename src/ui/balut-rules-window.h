/* balut-rules-window.h — how to play and how points are scored, for
 * either game
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The game whose rules the window shows */
typedef enum
{
  BALUT_RULES_GAME_BALUT,
  BALUT_RULES_GAME_BELOTE,
} BalutRulesGame;

#define BALUT_TYPE_RULES_GAME (balut_rules_game_get_type ())

GType balut_rules_game_get_type (void) G_GNUC_CONST;

#define BALUT_TYPE_RULES_WINDOW (balut_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutRulesWindow, balut_rules_window, BALUT, RULES_WINDOW, GtkWindow)

/* Balut's rules (Balut's window, win.rules) */
BalutRulesWindow *balut_rules_window_new          (GtkWindow        *parent);
/* Belote's window: balut_rules_window_new_for_game (parent, BALUT_RULES_GAME_BELOTE) */
BalutRulesWindow *balut_rules_window_new_for_game (GtkWindow        *parent,
                                                   BalutRulesGame    game);
BalutRulesGame    balut_rules_window_get_game     (BalutRulesWindow *self);

G_END_DECLS
