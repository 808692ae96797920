/* balut-resume-dialog.h — "Resume the unfinished game?" at start-up
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"

G_BEGIN_DECLS

/* The answers: GTK_RESPONSE_DELETE_EVENT (Escape, the window closed)
 * means Resume too, so that closing the prompt never loses the game. */
#define BALUT_RESUME_RESPONSE_RESUME    GTK_RESPONSE_ACCEPT
#define BALUT_RESUME_RESPONSE_NEW_GAME  GTK_RESPONSE_REJECT

GtkWidget *balut_resume_dialog_new         (GtkWindow *parent,
                                            BalutGame *game);
GtkWidget *balut_resume_dialog_new_for     (GtkWindow  *parent,
                                            const char *question,
                                            const char *description,
                                            const char *new_label);
char      *balut_resume_dialog_describe    (BalutGame *game);

G_END_DECLS
