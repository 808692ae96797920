/* belote-sheet-document.h — Belote's score sheets (the feuille de marque),
 * blank or filled from a match, drawn with Cairo and Pango onto any cairo
 * context (PDF, SVG, printing, the screen); no GTK
 *
 * A sheet: the target at the top, two team columns (Us / Them, or the
 * teams' names) with each deal's marks (the taker, dedans, litige, capot,
 * Belote), points and running totals, the pot of a litige, and a line
 * for each deal. A blank document is one page of 1 to 4 sheets to cut
 * apart; a filled one is the sheet of a match, on as many pages as its
 * deals need.
 *
 * The paper, the pen and the export (BalutPaper, BalutSheetFormat,
 * BalutSheetText, balut_sheet_page_filename ()) are those of every sheet
 * (balut-sheet-paper.h): both games print on the same paper.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "balut-sheet-paper.h"
#include "belote-match.h"

G_BEGIN_DECLS

#define BELOTE_SHEET_MAX_PER_PAGE 4

#define BELOTE_TYPE_SHEET_DOCUMENT (belote_sheet_document_get_type ())

G_DECLARE_FINAL_TYPE (BeloteSheetDocument, belote_sheet_document, BELOTE, SHEET_DOCUMENT, GObject)

/* target: 301, 501 or 1000 (B3), or 0 for a line to write it on; the
 * teams' names NULL or "" for "Us" and "Them"; 1 to 4 sheets on the
 * page. */
BeloteSheetDocument *belote_sheet_document_new_blank        (int                   target,
                                                             const char           *team_us,
                                                             const char           *team_them,
                                                             guint                 sheets_per_page);
/* The sheet of a match, finished or in play: its teams, target, school,
 * every deal scored so far, the totals, the pot and the winner, as they
 * are now (a later change to the match does not change the document). */
BeloteSheetDocument *belote_sheet_document_new_for_match    (BeloteMatch          *match);

gboolean             belote_sheet_document_is_filled        (BeloteSheetDocument  *self);
guint                belote_sheet_document_get_sheets_per_page (BeloteSheetDocument *self);
int                  belote_sheet_document_get_target       (BeloteSheetDocument  *self);
/* "Belote — blank score sheet", "Belote — score sheet of a match": the
 * PDF's title and a print job's name */
char                *belote_sheet_document_dup_title        (BeloteSheetDocument  *self);

/* The day printed on the sheet; NULL (the default) prints a line to
 * write it on. */
void                 belote_sheet_document_set_date         (BeloteSheetDocument  *self,
                                                             GDateTime            *date);
GDateTime           *belote_sheet_document_get_date         (BeloteSheetDocument  *self);

/* Pages for paper of this size in points (1/72 inch). */
guint                belote_sheet_document_get_n_pages      (BeloteSheetDocument  *self,
                                                             double                width,
                                                             double                height);
/* Draws @page in points, the page's top left corner at 0, 0 (a
 * GtkPrintOperation with use-full-page, a PDF or SVG surface, a preview
 * scaled to its widget). */
void                 belote_sheet_document_draw_page        (BeloteSheetDocument  *self,
                                                             cairo_t              *cr,
                                                             guint                 page,
                                                             double                width,
                                                             double                height);
/* Every text of @page with the box it was fitted into (BalutSheetText):
 * what the layout tests check. */
GPtrArray           *belote_sheet_document_list_texts       (BeloteSheetDocument  *self,
                                                             guint                 page,
                                                             double                width,
                                                             double                height);

/* Writes every page as PDF, or as SVG (one page a file: FILE.svg,
 * FILE-2.svg, …), as balut_sheet_document_export () does: each file
 * whole or not at all. */
gboolean             belote_sheet_document_export           (BeloteSheetDocument  *self,
                                                             const char           *filename,
                                                             BalutSheetFormat      format,
                                                             BalutPaper            paper,
                                                             gboolean              landscape,
                                                             GError              **error);

G_END_DECLS
