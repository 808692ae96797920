/* balut-window.h — the game window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-application.h"
#include "balut-game.h"
#include "balut-session.h"

G_BEGIN_DECLS

#define BALUT_TYPE_WINDOW (balut_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutWindow, balut_window, BALUT, WINDOW, GtkApplicationWindow)

BalutWindow  *balut_window_new          (BalutApplication *application);
BalutSession *balut_window_get_session  (BalutWindow      *self);
BalutGame    *balut_window_get_game     (BalutWindow      *self);
void          balut_window_set_game     (BalutWindow      *self,
                                         BalutGame        *game);
void          balut_window_offer_resume (BalutWindow      *self);
void          balut_window_show_notice  (BalutWindow      *self,
                                         const char       *heading,
                                         const char       *message);

G_END_DECLS
