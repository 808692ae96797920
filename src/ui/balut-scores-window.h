/* balut-scores-window.h — high scores, statistics and the history of
 * finished games, from the local store
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-types.h"
#include "balut-store.h"

G_BEGIN_DECLS

#define BALUT_TYPE_SCORES_WINDOW (balut_scores_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutScoresWindow, balut_scores_window, BALUT, SCORES_WINDOW, GtkWindow)

BalutScoresWindow *balut_scores_window_new              (GtkWindow         *parent,
                                                         BalutStore        *store,
                                                         const char        *notice,
                                                         GSettings         *settings);
void               balut_scores_window_show_page        (BalutScoresWindow *self,
                                                         const char        *page);
void               balut_scores_window_set_mode         (BalutScoresWindow *self,
                                                         BalutStoreMode     mode);
void               balut_scores_window_set_variant      (BalutScoresWindow *self,
                                                         BalutVariant       variant);
void               balut_scores_window_set_highlight    (BalutScoresWindow *self,
                                                         gint64             game_id);
GtkWidget         *balut_scores_window_get_scores_grid  (BalutScoresWindow *self);
gboolean           balut_scores_window_is_busy          (BalutScoresWindow *self);
GtkWidget         *balut_scores_window_get_stats_grid   (BalutScoresWindow *self);
GtkWidget         *balut_scores_window_get_history_list (BalutScoresWindow *self);
GtkWidget         *balut_scores_window_get_plot         (BalutScoresWindow *self,
                                                         gboolean           histogram);
void               balut_scores_window_set_player       (BalutScoresWindow *self,
                                                         const char        *name);
GtkWindow         *balut_scores_window_get_check_window (BalutScoresWindow *self);
GtkWidget         *balut_scores_window_get_categories_grid (BalutScoresWindow *self);
GtkWidget         *balut_scores_window_get_stats_scroller  (BalutScoresWindow *self);
/* Belote's pages (belote-scores-view.h) */
void               balut_scores_window_set_belote_highlight (BalutScoresWindow *self,
                                                             gint64             match_id);
GtkWidget         *balut_scores_window_get_belote_view     (BalutScoresWindow *self);

G_END_DECLS
