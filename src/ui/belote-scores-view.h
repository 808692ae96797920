/* belote-scores-view.h — Belote's pages of the scores window: the
 * players (matches won and lost, deals taken and dedans, capots), the
 * records (biggest leads, most capots) and the matches (reopen, print,
 * check), from the store
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-store.h"

G_BEGIN_DECLS

/* The application's action that reopens a match from its record (the
 * record's JSON text as its string parameter) */
#define BELOTE_OPEN_RECORD_ACTION "app.belote-open-record"

#define BELOTE_TYPE_SCORES_VIEW (belote_scores_view_get_type ())

G_DECLARE_FINAL_TYPE (BeloteScoresView, belote_scores_view, BELOTE, SCORES_VIEW, GtkWidget)

GtkWidget  *belote_scores_view_new                 (void);
/* @store: (nullable): NULL when it could not be opened */
void        belote_scores_view_set_store           (BeloteScoresView  *self,
                                                    BalutStore        *store);
/* The pages ("belote-players", "belote-records", "belote-matches"): the
 * window's switcher shows them */
GtkStack   *belote_scores_view_get_stack           (BeloteScoresView  *self);
/* Reads the store again (the pages read it the first time they show) */
void        belote_scores_view_reload              (BeloteScoresView  *self);
/* The match just recorded: chosen in the matches, marked in the leads */
void        belote_scores_view_set_highlight       (BeloteScoresView  *self,
                                                    gint64             match_id);

/* for tests */
GtkWidget  *belote_scores_view_get_players_grid    (BeloteScoresView  *self);
GtkWidget  *belote_scores_view_get_leads_grid      (BeloteScoresView  *self);
GtkWidget  *belote_scores_view_get_matches_list    (BeloteScoresView  *self);
GtkWindow  *belote_scores_view_get_check_window    (BeloteScoresView  *self);

G_END_DECLS
