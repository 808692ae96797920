/* balut-move-log.h — what every seat did: throws, entries, undos, Baluts
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-session.h"

G_BEGIN_DECLS

/* The most lines the log keeps (round headings included); older ones go. */
#define BALUT_MOVE_LOG_MAX_LINES 200

#define BALUT_TYPE_MOVE_LOG (balut_move_log_get_type ())

G_DECLARE_FINAL_TYPE (BalutMoveLog, balut_move_log, BALUT, MOVE_LOG, GtkWidget)

GtkWidget    *balut_move_log_new          (void);
BalutSession *balut_move_log_get_session  (BalutMoveLog *self);
void          balut_move_log_set_session  (BalutMoveLog *self,
                                           BalutSession *session);
gboolean      balut_move_log_get_announce (BalutMoveLog *self);
void          balut_move_log_set_announce (BalutMoveLog *self,
                                           gboolean      announce);

/* What the log shows, oldest first (for tests, and for copying) */
guint         balut_move_log_get_n_lines  (BalutMoveLog *self);
char        **balut_move_log_dup_lines    (BalutMoveLog *self);
GtkWidget    *balut_move_log_get_row      (BalutMoveLog *self,
                                           guint         index);

G_END_DECLS
