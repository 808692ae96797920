/* balut-review-window.h — a Balut game reviewed against the Expert
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"
#include "balut-review.h"
#include "balut-sheet-paper.h"

G_BEGIN_DECLS

#define BALUT_TYPE_REVIEW_WINDOW (balut_review_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutReviewWindow, balut_review_window, BALUT, REVIEW_WINDOW, GtkWindow)

/* Reviews a copy of @game (it may go on changing) for its first person,
 * in a worker thread; the window shows the review when it is done. */
BalutReviewWindow *balut_review_window_new         (GtkWindow         *parent,
                                                    BalutGame         *game);
/* The review shown, or NULL while it is worked out (for the tests) */
const BalutReview *balut_review_window_get_review  (BalutReviewWindow *self);
/* Writes the filled sheet and, after it, the review shown (PDF, or SVG
 * by the file name) */
gboolean           balut_review_window_export      (BalutReviewWindow *self,
                                                    const char        *filename,
                                                    BalutPaper         paper,
                                                    GError           **error);
/* Shows the turn (1-based) of the review shown */
void               balut_review_window_show_turn   (BalutReviewWindow *self,
                                                    guint              turn);

G_END_DECLS
