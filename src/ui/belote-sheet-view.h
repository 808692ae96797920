/* belote-sheet-view.h — the feuille de marque on screen: the target, a
 * row a deal with its marks, the running totals and the pot
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-match.h"

G_BEGIN_DECLS

#define BELOTE_TYPE_SHEET_VIEW (belote_sheet_view_get_type ())

G_DECLARE_FINAL_TYPE (BeloteSheetView, belote_sheet_view, BELOTE, SHEET_VIEW, GtkWidget)

GtkWidget   *belote_sheet_view_new             (void);
BeloteMatch *belote_sheet_view_get_match       (BeloteSheetView *self);
void         belote_sheet_view_set_match       (BeloteSheetView *self,
                                                BeloteMatch     *match);
void         belote_sheet_view_set_correctable (BeloteSheetView *self,
                                                gboolean         correctable);

/* What screen readers say of deal @n's row, and of the totals */
char        *belote_sheet_view_describe_deal   (BeloteMatch     *match,
                                                guint            n);
char        *belote_sheet_view_describe_totals (BeloteMatch     *match);

/* for tests: the rows (one a deal) and what they show */
guint        belote_sheet_view_get_n_rows      (BeloteSheetView *self);
GtkWidget   *belote_sheet_view_get_row         (BeloteSheetView *self,
                                                guint            n);
const char  *belote_sheet_view_get_cell_text   (BeloteSheetView *self,
                                                guint            n,
                                                guint            team);
const char  *belote_sheet_view_get_marks_text  (BeloteSheetView *self,
                                                guint            n,
                                                guint            team);
const char  *belote_sheet_view_get_total_text  (BeloteSheetView *self,
                                                guint            team);

G_END_DECLS
