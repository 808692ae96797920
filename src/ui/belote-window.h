/* belote-window.h — the Belote window: the scoring pad of a table that
 * plays with real cards (B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-application.h"
#include "belote-deal-form.h"
#include "belote-session.h"
#include "belote-sheet-view.h"

G_BEGIN_DECLS

#define BELOTE_TYPE_WINDOW (belote_window_get_type ())

G_DECLARE_FINAL_TYPE (BeloteWindow, belote_window, BELOTE, WINDOW, GtkApplicationWindow)

BeloteWindow    *belote_window_new                   (BalutApplication *application);
BeloteWindow    *belote_window_new_for_record        (BalutApplication *application,
                                                      BeloteMatch      *match);
BeloteSession   *belote_window_get_session           (BeloteWindow     *self);
BeloteMatch     *belote_window_get_match             (BeloteWindow     *self);
void             belote_window_offer_resume          (BeloteWindow     *self);
void             belote_window_show_new_match_dialog (BeloteWindow     *self);
void             belote_window_show_notice           (BeloteWindow     *self,
                                                      const char       *heading,
                                                      const char       *message);

gboolean         belote_window_get_recorded          (BeloteWindow     *self);

char            *belote_window_describe_match        (BeloteMatch      *match);

/* for tests */
BeloteDealForm  *belote_window_get_deal_form         (BeloteWindow     *self);
BeloteSheetView *belote_window_get_sheet_view        (BeloteWindow     *self);
GtkWindow       *belote_window_get_new_match_dialog  (BeloteWindow     *self);
GtkWindow       *belote_window_get_resume_dialog     (BeloteWindow     *self);
const char      *belote_window_get_end_text          (BeloteWindow     *self);
gboolean         belote_window_get_wide              (BeloteWindow     *self);

G_END_DECLS
