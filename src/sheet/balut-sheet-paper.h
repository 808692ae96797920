/* balut-sheet-paper.h — what every printed sheet is drawn with, whatever
 * its game: the paper, texts fitted into boxes with Pango, the list of
 * the texts a page drew (for the layout tests), and the export of pages
 * as PDF or SVG files; no GTK
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <gio/gio.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Paper sizes, in points (1/72 inch), portrait */
#define BALUT_A4_WIDTH       (210.0 / 25.4 * 72.0)
#define BALUT_A4_HEIGHT      (297.0 / 25.4 * 72.0)
#define BALUT_LETTER_WIDTH   612.0
#define BALUT_LETTER_HEIGHT  792.0

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

#define BALUT_SHEET_ERROR (balut_sheet_error_quark ())

typedef enum
{
  BALUT_SHEET_ERROR_FAILED,       /* cairo could not write the file */
  BALUT_SHEET_ERROR_FORMAT,       /* not a .pdf or .svg name */
} BalutSheetError;

GQuark              balut_sheet_error_quark               (void);

/* One text drawn on a page and the box it must stay inside (points, page
 * coordinates): what the layout tests check. */
typedef struct
{
  char  *text;
  double box_x, box_y, box_width, box_height;
  double ink_x, ink_y, ink_width, ink_height;
  gboolean ellipsized;   /* cut with "…": the whole text did not fit */
} BalutSheetText;

void                balut_sheet_text_free                 (BalutSheetText       *text);

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

/* ------------------------------------------------------------- the pen */

typedef enum
{
  BALUT_SHEET_ALIGN_START,
  BALUT_SHEET_ALIGN_CENTER,
  BALUT_SHEET_ALIGN_END,
} BalutSheetAlign;

typedef struct
{
  double x, y, width, height;
} BalutSheetBox;

/* What a sheet document writes with: Pango contexts laid out in points
 * with no hinting (a page is measured exactly as it is drawn, the same on
 * every surface), the page being drawn, and the list the tests ask for.
 * Zero-filled is ready; balut_sheet_pen_clear () in the document's
 * finalize. */
typedef struct
{
  cairo_t      *cr;        /* while a page is drawn */
  PangoContext *pango;     /* while a page is drawn */
  PangoContext *measure;   /* for sizes, with no page drawn */
  GPtrArray    *texts;     /* of BalutSheetText, or NULL */
} BalutSheetPen;

void                balut_sheet_pen_clear                 (BalutSheetPen        *pen);
void                balut_sheet_pen_begin_page            (BalutSheetPen        *pen,
                                                           cairo_t              *cr);
void                balut_sheet_pen_end_page              (BalutSheetPen        *pen);

PangoLayout        *balut_sheet_pen_layout_new            (BalutSheetPen        *pen,
                                                           const char           *text,
                                                           double                size,
                                                           gboolean              bold);
double              balut_sheet_pen_text_width            (BalutSheetPen        *pen,
                                                           const char           *text,
                                                           double                size,
                                                           gboolean              bold);
/* Draws @text inside @box: at @size, or smaller down to 70 % if it is too
 * wide, then on several lines, then cut with "…". Vertically centred.
 * Returns the height of the text as drawn. */
double              balut_sheet_pen_draw_text             (BalutSheetPen        *pen,
                                                           const char           *text,
                                                           BalutSheetBox         box,
                                                           double                size,
                                                           gboolean              bold,
                                                           BalutSheetAlign       align);
/* A paragraph wrapped to @width: its height, and drawn at @x, @y (returns
 * its height). */
double              balut_sheet_pen_paragraph_height      (BalutSheetPen        *pen,
                                                           const char           *text,
                                                           double                width,
                                                           double                size);
double              balut_sheet_pen_draw_paragraph        (BalutSheetPen        *pen,
                                                           const char           *text,
                                                           double                x,
                                                           double                y,
                                                           double                width,
                                                           double                size);

/* ------------------------------------------------ documents and export */

/* Draws one page of a document: its draw_page (). */
typedef void (*BalutSheetDrawFunc) (gpointer  document,
                                    cairo_t  *cr,
                                    guint     page,
                                    double    width,
                                    double    height);

/* Every text @draw draws on @page with its box (BalutSheetText), drawn
 * onto a recording surface. */
GPtrArray          *balut_sheet_pen_list_texts            (BalutSheetPen        *pen,
                                                           BalutSheetDrawFunc    draw,
                                                           gpointer              document,
                                                           guint                 page,
                                                           double                width,
                                                           double                height);

/* Writes @n_pages pages drawn by @draw as one PDF (with @title and
 * @subject in its metadata) or as SVG files, one a page (FILE.svg,
 * FILE-2.svg, …, each with @title): each file whole or not at all, see
 * balut_sheet_document_export (). */
gboolean            balut_sheet_export_pages              (const char           *filename,
                                                           BalutSheetFormat      format,
                                                           double                width,
                                                           double                height,
                                                           guint                 n_pages,
                                                           const char           *title,
                                                           const char           *subject,
                                                           BalutSheetDrawFunc    draw,
                                                           gpointer              document,
                                                           GError              **error);

G_END_DECLS
