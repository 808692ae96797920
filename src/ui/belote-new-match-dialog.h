/* belote-new-match-dialog.h — New Belote match: real cards and the
 * scoring pad, the teams' (or four players') names, the rules, the target
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-match.h"

G_BEGIN_DECLS

#define BELOTE_TYPE_NEW_MATCH_DIALOG (belote_new_match_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BeloteNewMatchDialog, belote_new_match_dialog, BELOTE, NEW_MATCH_DIALOG, GtkWindow)

BeloteNewMatchDialog *belote_new_match_dialog_new          (GtkWindow            *parent,
                                                            GSettings            *settings);
BeloteMatch          *belote_new_match_dialog_create_match (BeloteNewMatchDialog *self,
                                                            guint64               seed);

/* The match of the last choices (the settings), or the defaults: Us and
 * Them, family rules, 501 */
BeloteMatch          *belote_new_match_from_settings       (GSettings            *settings,
                                                            guint64               seed);
guint64               belote_new_match_seed                (void);

/* for tests */
GtkWidget            *belote_new_match_dialog_get_entry    (BeloteNewMatchDialog *self,
                                                            guint                 seat_or_team,
                                                            gboolean              players);

G_END_DECLS
