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
void             belote_window_start_match           (BeloteWindow     *self,
                                                      BeloteMatch      *match);
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

/* for tests: the card table (belote-window-play.c) */
void             belote_window_set_computer_pause    (BeloteWindow     *self,
                                                      gint              pause_ms);
GtkWidget       *belote_window_get_table             (BeloteWindow     *self);
GtkWidget       *belote_window_get_bid_button        (BeloteWindow     *self,
                                                      BeloteBid         bid);
gboolean         belote_window_get_bid_offered       (BeloteWindow     *self,
                                                      BeloteBid         bid);
const char      *belote_window_get_play_page         (BeloteWindow     *self);
GtkWidget       *belote_window_get_declare_check     (BeloteWindow     *self,
                                                      guint             i);
GtkWidget       *belote_window_get_declare_button    (BeloteWindow     *self,
                                                      gboolean          declare);
GtkWidget       *belote_window_get_next_deal_button  (BeloteWindow     *self);
const char      *belote_window_get_explanation       (BeloteWindow     *self);
const char      *belote_window_get_refusal           (BeloteWindow     *self);
const char      *belote_window_get_record_text       (BeloteWindow     *self);
const char      *belote_window_get_status            (BeloteWindow     *self);
const char      *belote_window_get_declarations_text (BeloteWindow     *self);
const char      *belote_window_get_announcement      (BeloteWindow     *self);
GPtrArray       *belote_window_get_log               (BeloteWindow     *self);
GtkWidget       *belote_window_get_hint_button       (BeloteWindow     *self);
const char      *belote_window_get_hint_text         (BeloteWindow     *self);
GtkWidget       *belote_window_get_hint_show_button  (BeloteWindow     *self);
GtkWidget       *belote_window_get_play_sheet        (BeloteWindow     *self);
GtkWidget       *belote_window_get_sheet_button      (BeloteWindow     *self);

G_END_DECLS
