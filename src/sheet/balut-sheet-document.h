/* balut-sheet-document.h — printable Balut scoresheets, blank or filled,
 * drawn with Cairo and Pango onto any cairo context (PDF, SVG, printing,
 * the screen); no GTK. The paper, the pen and the export are those of
 * every sheet (balut-sheet-paper.h).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "balut-game.h"
#include "balut-sheet-paper.h"
#include "balut-types.h"

G_BEGIN_DECLS

#define BALUT_SHEET_MAX_PLAYERS 8

/* How players share pages: side by side in columns, as many on a page as
 * fit (more pages when they do not), or one player on each page. */
typedef enum
{
  BALUT_SHEET_LAYOUT_COLUMNS,
  BALUT_SHEET_LAYOUT_ONE_PER_PAGE,
} BalutSheetLayout;

#define BALUT_TYPE_SHEET_DOCUMENT (balut_sheet_document_get_type ())

G_DECLARE_FINAL_TYPE (BalutSheetDocument, balut_sheet_document, BALUT, SHEET_DOCUMENT, GObject)

BalutSheetDocument *balut_sheet_document_new_blank        (BalutVariant          variant,
                                                           guint                 n_players,
                                                           const char * const   *names);
BalutSheetDocument *balut_sheet_document_new_for_game     (BalutGame            *game);

BalutVariant        balut_sheet_document_get_variant      (BalutSheetDocument   *self);
guint               balut_sheet_document_get_n_players    (BalutSheetDocument   *self);
gboolean            balut_sheet_document_is_filled        (BalutSheetDocument   *self);
char               *balut_sheet_document_dup_title        (BalutSheetDocument   *self);

void                balut_sheet_document_set_layout       (BalutSheetDocument   *self,
                                                           BalutSheetLayout      layout);
BalutSheetLayout    balut_sheet_document_get_layout       (BalutSheetDocument   *self);
void                balut_sheet_document_set_date         (BalutSheetDocument   *self,
                                                           GDateTime            *date);
GDateTime          *balut_sheet_document_get_date         (BalutSheetDocument   *self);

guint               balut_sheet_document_get_n_pages      (BalutSheetDocument   *self,
                                                           double                width,
                                                           double                height);
void                balut_sheet_document_draw_page        (BalutSheetDocument   *self,
                                                           cairo_t              *cr,
                                                           guint                 page,
                                                           double                width,
                                                           double                height);
GPtrArray          *balut_sheet_document_list_texts       (BalutSheetDocument   *self,
                                                           guint                 page,
                                                           double                width,
                                                           double                height);

gboolean            balut_sheet_document_export           (BalutSheetDocument   *self,
                                                           const char           *filename,
                                                           BalutSheetFormat      format,
                                                           BalutPaper            paper,
                                                           gboolean              landscape,
                                                           GError              **error);

G_END_DECLS
