/* balut-sheet-document.h — printable Balut scoresheets, blank or filled,
 * drawn with Cairo and Pango onto any cairo context (PDF, SVG, printing,
 * the screen); no GTK
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "balut-game.h"
#include "balut-types.h"

G_BEGIN_DECLS

/* Paper sizes, in points (1/72 inch), portrait */
#define BALUT_A4_WIDTH       (210.0 / 25.4 * 72.0)
#define BALUT_A4_HEIGHT      (297.0 / 25.4 * 72.0)
#define BALUT_LETTER_WIDTH   612.0
#define BALUT_LETTER_HEIGHT  792.0

#define BALUT_SHEET_MAX_PLAYERS 8

typedef enum
{
  BALUT_PAPER_A4,
  BALUT_PAPER_LETTER,
} BalutPaper;

typedef enum
{
  BALUT_SHEET_FORMAT_PDF,
  BALUT_SHEET_FORMAT_SVG,
} BalutSheetFormat;

/* How players share pages: side by side in columns, as many on a page as
 * fit (more pages when they do not), or one player on each page. */
typedef enum
{
  BALUT_SHEET_LAYOUT_COLUMNS,
  BALUT_SHEET_LAYOUT_ONE_PER_PAGE,
} BalutSheetLayout;

#define BALUT_SHEET_ERROR (balut_sheet_error_quark ())

typedef enum
{
  BALUT_SHEET_ERROR_FAILED,       /* cairo could not write the file */
  BALUT_SHEET_ERROR_FORMAT,       /* not a .pdf or .svg name */
} BalutSheetError;

/* One text drawn on a page and the box it must stay inside (points, page
 * coordinates): what the layout tests check. */
typedef struct
{
  char  *text;
  double box_x, box_y, box_width, box_height;
  double ink_x, ink_y, ink_width, ink_height;
  gboolean ellipsized;   /* cut with "…": the whole text did not fit */
} BalutSheetText;

#define BALUT_TYPE_SHEET_DOCUMENT (balut_sheet_document_get_type ())

G_DECLARE_FINAL_TYPE (BalutSheetDocument, balut_sheet_document, BALUT, SHEET_DOCUMENT, GObject)

GQuark              balut_sheet_error_quark               (void);

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

void                balut_paper_get_size                  (BalutPaper            paper,
                                                           gboolean              landscape,
                                                           double               *width,
                                                           double               *height);
gboolean            balut_paper_from_string               (const char           *str,
                                                           BalutPaper           *paper);
gboolean            balut_sheet_format_for_filename       (const char           *filename,
                                                           BalutSheetFormat     *format);

char               *balut_sheet_page_filename             (const char           *filename,
                                                           guint                 page);

void                balut_sheet_text_free                 (BalutSheetText       *text);

G_END_DECLS
