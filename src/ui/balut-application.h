/* balut-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"
#include "balut-store.h"
#include "balut-style-manager.h"

G_BEGIN_DECLS

#define BALUT_TYPE_APPLICATION (balut_application_get_type ())

G_DECLARE_FINAL_TYPE (BalutApplication, balut_application, BALUT, APPLICATION, GtkApplication)

BalutApplication *balut_application_new               (void);
GSettings        *balut_application_get_settings      (BalutApplication  *self);
void              balut_application_open_store_async  (BalutApplication    *self,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
BalutStore       *balut_application_get_store         (BalutApplication  *self,
                                                       const char       **notice);
const char       *balut_application_get_autosave_path (BalutApplication  *self);
BalutGame        *balut_application_new_default_game  (BalutApplication  *self);
gboolean          balut_application_load_settings     (BalutApplication  *self,
                                                       GError           **error);
BalutStyleManager *balut_application_get_style_manager (BalutApplication *self);
void              balut_application_set_belote        (BalutApplication  *self,
                                                       gboolean           belote);
gboolean          balut_application_get_belote        (BalutApplication  *self);
void              balut_application_set_smoke_test    (BalutApplication  *self,
                                                       gboolean           smoke_test);
gboolean          balut_application_get_smoke_test_passed (BalutApplication *self);
/* `balut --belote --seat-engine SEAT=COMMAND`: an external engine plays
 * a computer seat (1 East, 2 North, 3 West) by the Belote engine
 * protocol */
gboolean          balut_application_parse_seat_engine (const char        *text,
                                                       guint             *seat,
                                                       char             **command,
                                                       GError           **error);
void              balut_application_set_seat_engine   (BalutApplication  *self,
                                                       guint              seat,
                                                       const char        *command);

G_END_DECLS
