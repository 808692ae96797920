/* balut-results-dialog.h — the ranking and every sheet's points at the end
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_TYPE_RESULTS_DIALOG (balut_results_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BalutResultsDialog, balut_results_dialog, BALUT, RESULTS_DIALOG, GtkWindow)

BalutResultsDialog *balut_results_dialog_new (GtkWindow *parent,
                                              BalutGame *game);

void                balut_results_dialog_set_high_scores   (BalutResultsDialog *self,
                                                            const char * const *names,
                                                            const guint        *places,
                                                            guint               n);
void                balut_results_dialog_set_not_recorded  (BalutResultsDialog *self,
                                                            const char         *reason);

G_END_DECLS
