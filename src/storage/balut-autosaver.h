/* balut-autosaver.h — saves the game in play after every action (a
 * Balut game or a Belote match: balut-autosave.h)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-autosave.h"
#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_TYPE_AUTOSAVER (balut_autosaver_get_type ())

G_DECLARE_FINAL_TYPE (BalutAutosaver, balut_autosaver, BALUT, AUTOSAVER, GObject)

/* Balut's games (balut_autosave_format_balut ()) */
BalutAutosaver *balut_autosaver_new          (const char      *path);
BalutGame      *balut_autosaver_get_game     (BalutAutosaver  *self);
void            balut_autosaver_set_game     (BalutAutosaver  *self,
                                              BalutGame       *game);

/* Any game's documents */
BalutAutosaver *balut_autosaver_new_for_format (const char                *path,
                                                const BalutAutosaveFormat *format);
const BalutAutosaveFormat *balut_autosaver_get_format (BalutAutosaver *self);
GObject        *balut_autosaver_get_document (BalutAutosaver  *self);
void            balut_autosaver_set_document (BalutAutosaver  *self,
                                              GObject         *document);

const char     *balut_autosaver_get_path     (BalutAutosaver  *self);
gboolean        balut_autosaver_get_pending  (BalutAutosaver  *self);
gboolean        balut_autosaver_flush        (BalutAutosaver  *self,
                                              GError         **error);
gboolean        balut_autosaver_clear        (BalutAutosaver  *self,
                                              GError         **error);

G_END_DECLS
