/* balut-sheet-paper.c — what every printed sheet is drawn with
 *
 * A document (Balut's sheet, Belote's feuille de marque) lays its pages
 * out in points from the top left corner of the page and draws them onto
 * any cairo context; this file gives it the pen that fits each text into
 * its box, the list of those texts for the layout tests, and the export
 * of the pages to PDF and SVG files, written whole or not at all.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE 1

#include "config.h"

#include "balut-sheet-paper.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <string.h>

#include "balut-file-write.h"
#include "balut-format.h"

#define FONT_FAMILY      "Sans"
#define MIN_FONT         5.0

G_DEFINE_QUARK (balut-sheet-error-quark, balut_sheet_error)

void
balut_sheet_text_free (BalutSheetText *text)
{
  if (text == NULL)
    return;
  g_free (text->text);
  g_free (text);
}

/* ---------------------------------------------------------------- text */

static PangoFontDescription *
font_new (double   size,
          gboolean bold)
{
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  return font;
}

/* Sizes in points, no hinting: a page is laid out the same on every
 * surface, and measured the same as it is drawn. */
static void
setup_context (PangoContext *context)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  pango_cairo_context_set_resolution (context, 72);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
}

static PangoContext *
get_context (BalutSheetPen *pen)
{
  if (pen->pango != NULL)
    return pen->pango;
  if (pen->measure == NULL)
    {
      pen->measure = pango_font_map_create_context (pango_cairo_font_map_get_default ());
      setup_context (pen->measure);
    }
  return pen->measure;
}

PangoLayout *
balut_sheet_pen_layout_new (BalutSheetPen *pen,
                            const char    *text,
                            double         size,
                            gboolean       bold)
{
  PangoLayout *layout = pango_layout_new (get_context (pen));
  PangoFontDescription *font = font_new (size, bold);

  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

/* Notes a text drawn and its box, in page coordinates, when the tests
 * ask (balut_sheet_pen_list_texts ()). */
static void
record_text (BalutSheetPen *pen,
             const char    *text,
             BalutSheetBox  box,
             double         ink_x,
             double         ink_y,
             double         ink_width,
             double         ink_height)
{
  BalutSheetText *record;

  if (pen->texts == NULL)
    return;

  record = g_new0 (BalutSheetText, 1);
  record->text = g_strdup (text);
  cairo_user_to_device (pen->cr, &box.x, &box.y);
  record->box_x = box.x;
  record->box_y = box.y;
  record->box_width = box.width;
  record->box_height = box.height;
  cairo_user_to_device (pen->cr, &ink_x, &ink_y);
  record->ink_x = ink_x;
  record->ink_y = ink_y;
  record->ink_width = ink_width;
  record->ink_height = ink_height;
  g_ptr_array_add (pen->texts, record);
}

/**
 * balut_sheet_pen_draw_text:
 *
 * Draws @text inside @box: at @size, or smaller down to MIN_FONT if it is
 * too wide, then on as many lines as the box holds, then cut with "…".
 * Vertically centred.
 *
 * Returns: the height of the text as drawn
 */
double
balut_sheet_pen_draw_text (BalutSheetPen   *pen,
                           const char      *text,
                           BalutSheetBox    box,
                           double           size,
                           gboolean         bold,
                           BalutSheetAlign  align)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  double x, y, w, h, min_size;

  if (text == NULL || *text == '\0')
    return 0;

  layout = balut_sheet_pen_layout_new (pen, text, size, bold);
  pango_layout_get_extents (layout, NULL, &logical);
  /* shrunk to at most 70 % of its size: smaller is no longer legible */
  min_size = MAX (MIN_FONT, size * 0.7);
  while (logical.width / (double) PANGO_SCALE > box.width && size > min_size)
    {
      PangoFontDescription *font;

      size = MAX (min_size, size - 0.5);
      font = font_new (size, bold);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_get_extents (layout, NULL, &logical);
    }
  if (logical.width / (double) PANGO_SCALE > box.width)
    {
      /* a long name: on as many lines as the box holds, and only then
       * cut with "…" */
      pango_layout_set_width (layout, (int) floor (box.width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_height (layout, (int) floor (box.height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, align == BALUT_SHEET_ALIGN_START ? PANGO_ALIGN_LEFT
                                          : align == BALUT_SHEET_ALIGN_CENTER ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT);
      /* … unless the lines' marks reach out of the box (tall scripts):
       * then one line */
      pango_layout_get_extents (layout, &ink, &logical);
      if (pango_layout_get_line_count (layout) > 1
          && MAX (ink.height, logical.height) / (double) PANGO_SCALE > box.height)
        pango_layout_set_height (layout, -1);
    }

  pango_layout_get_extents (layout, &ink, &logical);
  w = logical.width / (double) PANGO_SCALE;
  h = logical.height / (double) PANGO_SCALE;
  switch (align)
    {
    case BALUT_SHEET_ALIGN_START:
      x = box.x;
      break;
    case BALUT_SHEET_ALIGN_CENTER:
      x = box.x + (box.width - w) / 2;
      break;
    case BALUT_SHEET_ALIGN_END:
    default:
      x = box.x + box.width - w;
      break;
    }
  /* an ellipsized layout starts at its own left edge */
  x -= logical.x / (double) PANGO_SCALE;
  y = box.y + (box.height - h) / 2 - logical.y / (double) PANGO_SCALE;

  /* Glyphs may reach past their logical box (the left hook of a bold
   * "J"): keep the ink inside the box too. */
  {
    double ink_left = x + ink.x / (double) PANGO_SCALE;
    double ink_right = ink_left + ink.width / (double) PANGO_SCALE;

    if (ink_left < box.x)
      x += box.x - ink_left;
    else if (ink_right > box.x + box.width)
      x -= MIN (ink_right - (box.x + box.width), ink_left - box.x);
  }

  cairo_move_to (pen->cr, x, y);
  pango_cairo_show_layout (pen->cr, layout);

  record_text (pen, pango_layout_get_text (layout), box,
               x + ink.x / (double) PANGO_SCALE, y + ink.y / (double) PANGO_SCALE,
               ink.width / (double) PANGO_SCALE, ink.height / (double) PANGO_SCALE);
  if (pen->texts != NULL && pen->texts->len > 0)
    ((BalutSheetText *) g_ptr_array_index (pen->texts, pen->texts->len - 1))->ellipsized =
      pango_layout_is_ellipsized (layout);
  return h;
}

double
balut_sheet_pen_text_width (BalutSheetPen *pen,
                            const char    *text,
                            double         size,
                            gboolean       bold)
{
  g_autoptr(PangoLayout) layout = balut_sheet_pen_layout_new (pen, text, size, bold);
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.width / (double) PANGO_SCALE;
}

static PangoLayout *
paragraph_new (BalutSheetPen *pen,
               const char    *text,
               double         width,
               double         size)
{
  PangoLayout *layout = balut_sheet_pen_layout_new (pen, text, size, FALSE);

  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

/**
 * balut_sheet_pen_paragraph_height:
 *
 * Returns: the height of @text wrapped to @width at @size
 */
double
balut_sheet_pen_paragraph_height (BalutSheetPen *pen,
                                  const char    *text,
                                  double         width,
                                  double         size)
{
  g_autoptr(PangoLayout) layout = paragraph_new (pen, text, width, size);
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.height / (double) PANGO_SCALE;
}

/**
 * balut_sheet_pen_draw_paragraph:
 *
 * Draws @text wrapped to @width at @size, its top left corner at @x, @y.
 *
 * Returns: the paragraph's height
 */
double
balut_sheet_pen_draw_paragraph (BalutSheetPen *pen,
                                const char    *text,
                                double         x,
                                double         y,
                                double         width,
                                double         size)
{
  g_autoptr(PangoLayout) layout = paragraph_new (pen, text, width, size);
  PangoRectangle ink, logical;
  double height;

  g_return_val_if_fail (pen->cr != NULL, 0);

  pango_layout_get_extents (layout, &ink, &logical);
  height = logical.height / (double) PANGO_SCALE;
  cairo_move_to (pen->cr, x, y);
  pango_cairo_show_layout (pen->cr, layout);
  record_text (pen, pango_layout_get_text (layout),
               (BalutSheetBox) { x, y, width, height },
               x + ink.x / (double) PANGO_SCALE, y + ink.y / (double) PANGO_SCALE,
               ink.width / (double) PANGO_SCALE, ink.height / (double) PANGO_SCALE);
  return height;
}

/* ---------------------------------------------------------------- pages */

void
balut_sheet_pen_begin_page (BalutSheetPen *pen,
                            cairo_t       *cr)
{
  g_return_if_fail (pen->cr == NULL);

  pen->cr = cr;
  pen->pango = pango_cairo_create_context (cr);
  setup_context (pen->pango);
}

void
balut_sheet_pen_end_page (BalutSheetPen *pen)
{
  g_clear_object (&pen->pango);
  pen->cr = NULL;
}

void
balut_sheet_pen_clear (BalutSheetPen *pen)
{
  g_clear_object (&pen->pango);
  g_clear_object (&pen->measure);
  pen->cr = NULL;
  pen->texts = NULL;
}

/**
 * balut_sheet_pen_list_texts:
 *
 * Returns: (transfer full) (element-type BalutSheetText): every text
 *   @draw draws on @page with the box it was fitted into, in page
 *   coordinates
 */
GPtrArray *
balut_sheet_pen_list_texts (BalutSheetPen      *pen,
                            BalutSheetDrawFunc  draw,
                            gpointer            document,
                            guint               page,
                            double              width,
                            double              height)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GPtrArray *texts;

  g_return_val_if_fail (pen->texts == NULL, NULL);

  texts = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_sheet_text_free);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  pen->texts = texts;
  draw (document, cr, page, width, height);
  pen->texts = NULL;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return texts;
}

/* --------------------------------------------------------------- export */

void
balut_paper_get_size (BalutPaper paper,
                      gboolean   landscape,
                      double    *width,
                      double    *height)
{
  double w = paper == BALUT_PAPER_LETTER ? BALUT_LETTER_WIDTH : BALUT_A4_WIDTH;
  double h = paper == BALUT_PAPER_LETTER ? BALUT_LETTER_HEIGHT : BALUT_A4_HEIGHT;

  *width = landscape ? h : w;
  *height = landscape ? w : h;
}

gboolean
balut_paper_from_string (const char *str,
                         BalutPaper *paper)
{
  if (g_ascii_strcasecmp (str, "a4") == 0)
    *paper = BALUT_PAPER_A4;
  else if (g_ascii_strcasecmp (str, "letter") == 0)
    *paper = BALUT_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}

gboolean
balut_sheet_format_for_filename (const char       *filename,
                                 BalutSheetFormat *format)
{
  g_autofree char *lower = g_ascii_strdown (filename, -1);

  if (g_str_has_suffix (lower, ".pdf"))
    *format = BALUT_SHEET_FORMAT_PDF;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = BALUT_SHEET_FORMAT_SVG;
  else
    return FALSE;
  return TRUE;
}

static cairo_status_t
append_to_array (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Finishes and frees a surface drawn into a stream: whatever went wrong
 * while drawing shows only in its status once it is finished. */
static gboolean
finish_surface (cairo_surface_t  *surface,
                GError          **error)
{
  cairo_status_t status;

  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED,
                   _("Could not draw the sheet: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* The whole PDF, in memory (a sheet is a few tens of kilobytes) */
static GBytes *
render_pdf (BalutSheetDrawFunc   draw,
            gpointer             document,
            guint                n_pages,
            double               width,
            double               height,
            const char          *title,
            const char          *subject,
            GError             **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autofree char *creator = g_strdup_printf ("Balut %s", PACKAGE_VERSION);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *created = g_date_time_format_iso8601 (now);
  cairo_surface_t *surface;
  cairo_t *cr;

  surface = cairo_pdf_surface_create_for_stream (append_to_array, data, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, subject);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, created);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      draw (document, cr, page, width, height);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  if (!finish_surface (surface, error))
    return NULL;
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/* One page as SVG, with the document's title */
static GBytes *
render_svg (BalutSheetDrawFunc   draw,
            gpointer             document,
            guint                page,
            double               width,
            double               height,
            const char          *title,
            GError             **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autofree char *escaped = g_markup_escape_text (title, -1);
  g_autofree char *title_element = g_strdup_printf ("\n<title>%s</title>\n<desc>Balut %s</desc>", escaped, PACKAGE_VERSION);
  cairo_surface_t *surface;
  cairo_t *cr;
  const guint8 *svg_start;
  const guint8 *tag_end;

  surface = cairo_svg_surface_create_for_stream (append_to_array, data, width, height);
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
  cr = cairo_create (surface);
  draw (document, cr, page, width, height);
  cairo_destroy (cr);
  if (!finish_surface (surface, error))
    return NULL;

  /* the title and description go right after the <svg …> tag */
  g_byte_array_append (data, (const guint8 *) "", 1);
  svg_start = (const guint8 *) strstr ((const char *) data->data, "<svg");
  tag_end = svg_start != NULL ? (const guint8 *) strchr ((const char *) svg_start, '>') : NULL;
  g_byte_array_set_size (data, data->len - 1);
  if (tag_end != NULL)
    {
      gsize at = (gsize) (tag_end - data->data) + 1;
      gsize len = strlen (title_element);

      g_byte_array_set_size (data, data->len + len);
      memmove (data->data + at + len, data->data + at, data->len - len - at);
      memcpy (data->data + at, title_element, len);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/**
 * balut_sheet_page_filename:
 * @filename: the name given to balut_sheet_export_pages () for an SVG
 * @page: a page, from 0
 *
 * Returns: (transfer full): the file of that page: FILE.svg, then
 *   FILE-2.svg, FILE-3.svg, …
 */
char *
balut_sheet_page_filename (const char *filename,
                           guint       page)
{
  gsize len = strlen (filename);

  g_return_val_if_fail (filename != NULL && len >= 4, NULL);

  if (page == 0)
    return g_strdup (filename);
  return g_strdup_printf ("%.*s-%u%s", (int) (len - 4), filename, page + 1, filename + len - 4);
}

/* A new file's mode (less the umask); a file replaced keeps its own */
#define EXPORT_MODE 0644

/* Writes @pages (GBytes) to @filename and, after the first, FILE-2.svg,
 * FILE-3.svg, …: every file to a temporary first, all of them flushed to
 * disk, and only then each renamed over its old one, so that a failure
 * leaves the earlier files as they were. A file replaced keeps its
 * permissions; a new page after the first gets the first's (a private
 * sheet's pages are all private), and a new first page the default mode.
 * A link is written through and a device or a pipe written straight to
 * (balut_file_writer_new()). */
static gboolean
write_pages (const char  *filename,
             GPtrArray   *pages,
             GError     **error)
{
  g_autoptr(GPtrArray) writers = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_file_writer_abort);
  g_autoptr(GError) local_error = NULL;
  int first_mode = -1;
  guint page;

  /* every file opened before any is written: a folder, a socket or a
   * missing folder in the way of any page stops the export here */
  for (page = 0; page < pages->len; page++)
    {
      g_autofree char *name = balut_sheet_page_filename (filename, page);
      BalutFileWriter *writer;

      if (page > 0 && first_mode >= 0)
        writer = balut_file_writer_new_full (name, first_mode, BALUT_FILE_WRITE_EXACT_MODE, &local_error);
      else
        writer = balut_file_writer_new (name, EXPORT_MODE, &local_error);
      if (writer == NULL)
        goto failed;
      if (page == 0)
        first_mode = balut_file_writer_get_replaced_mode (writer);
      g_ptr_array_add (writers, writer);
    }

  for (page = 0; page < pages->len; page++)
    {
      gsize size;
      const char *data = g_bytes_get_data (g_ptr_array_index (pages, page), &size);

      if (!balut_file_writer_write (g_ptr_array_index (writers, page), data, size, &local_error)
          || !balut_file_writer_sync (g_ptr_array_index (writers, page), &local_error))
        goto failed;
    }

  for (page = 0; page < pages->len; page++)
    {
      /* the writer is freed either way */
      BalutFileWriter *writer = g_steal_pointer (&g_ptr_array_index (writers, page));

      if (!balut_file_writer_commit (writer, &local_error))
        goto failed;
    }
  return TRUE;

failed:
  /* "Could not write “FILE”: why"; the writers left go with their
   * temporaries */
  g_set_error_literal (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED, local_error->message);
  return FALSE;
}

/* Whether the SVG at @path is a page Balut wrote: a regular file (not a
 * link) whose <svg …> tag is followed at once by the <title> and the
 * <desc>Balut VERSION</desc> render_svg() puts there (every Balut has). A
 * file edited since (in Inkscape, say) no longer is. */
static gboolean
is_balut_svg_page (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  char head[4096];
  gsize n_read = 0;
  const char *svg, *after, *title_end, *desc_end;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return FALSE;
  stream = g_file_read (file, NULL, NULL);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head - 1, &n_read, NULL, NULL))
    return FALSE;
  head[n_read] = '\0';

  if (!g_str_has_prefix (head, "<?xml")
      || (svg = strstr (head, "<svg")) == NULL
      || (after = strchr (svg, '>')) == NULL
      || !g_str_has_prefix (after + 1, "\n<title>")
      || (title_end = strstr (after, "</title>")) == NULL
      || !g_str_has_prefix (title_end, "</title>\n<desc>Balut ")
      || (desc_end = strstr (title_end, "</desc>")) == NULL)
    return FALSE;
  /* nothing but the version in the description */
  for (const char *c = title_end + strlen ("</title>\n<desc>Balut "); c < desc_end; c++)
    if (!g_ascii_isalnum (*c) && *c != '.' && *c != '-' && *c != '+' && *c != '~')
      return FALSE;
  return TRUE;
}

/* An SVG export of @n_pages pages: the pages after them that an earlier
 * export of more pages left (FILE-(n+1).svg, …) are removed, up to the
 * first number with no file; a file Balut did not write is kept. */
static void
remove_stale_pages (const char *filename,
                    guint       n_pages)
{
  gsize len = strlen (filename);

  if (len < 4 || g_ascii_strcasecmp (filename + len - 4, ".svg") != 0)
    return;

  for (guint page = n_pages; page < G_MAXUINT; page++)
    {
      g_autofree char *name = balut_sheet_page_filename (filename, page);

      if (!g_file_test (name, G_FILE_TEST_EXISTS) && !g_file_test (name, G_FILE_TEST_IS_SYMLINK))
        break;
      if (!is_balut_svg_page (name))
        continue;
      if (g_remove (name) != 0)
        {
          int saved_errno = errno;
          g_autofree char *display = g_filename_display_name (name);
          g_autofree char *printable = balut_format_dup_printable (display);

          g_debug ("An earlier export's page %s could not be removed: %s", printable, g_strerror (saved_errno));
        }
    }
}

/**
 * balut_sheet_export_pages:
 * @filename: the file to write; an SVG file holds one page, and the pages
 *   after the first go to FILE-2.svg, FILE-3.svg, …
 * @format: PDF or SVG
 * @width: the pages' width, in points
 * @height: the pages' height, in points
 * @n_pages: how many pages @draw draws
 * @title: the document's title, in a PDF's metadata and an SVG's <title>
 * @subject: a PDF's subject
 * @draw: draws a page
 * @document: what @draw draws
 * @error: return location for a #BalutSheetError
 *
 * Writes every page. Each file is written whole or not at all; a file
 * replaced keeps its permissions, and a new SVG page after the first
 * gets the first's. A link is written through (the file it leads to is
 * replaced), a character device or a pipe straight to, and a folder, a
 * socket or a link to nothing is refused (balut_file_writer_new()). The
 * pages an earlier SVG export of more pages wrote after the last one
 * (FILE-(n+1).svg, …) are removed, those Balut wrote only.
 *
 * Returns: whether every file was written
 */
gboolean
balut_sheet_export_pages (const char          *filename,
                          BalutSheetFormat     format,
                          double               width,
                          double               height,
                          guint                n_pages,
                          const char          *title,
                          const char          *subject,
                          BalutSheetDrawFunc   draw,
                          gpointer             document,
                          GError             **error)
{
  g_autoptr(GPtrArray) pages = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (draw != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (format == BALUT_SHEET_FORMAT_PDF)
    {
      GBytes *bytes = render_pdf (draw, document, n_pages, width, height, title, subject, error);

      if (bytes == NULL)
        return FALSE;
      g_ptr_array_add (pages, bytes);
      return write_pages (filename, pages, error);
    }

  if (n_pages > 1 && !g_str_has_suffix (filename, ".svg") && !g_str_has_suffix (filename, ".SVG"))
    {
      g_set_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FORMAT,
                   _("An SVG sheet of several pages needs a file name ending in .svg"));
      return FALSE;
    }

  /* draw every page first: nothing is written if one fails */
  for (guint page = 0; page < n_pages; page++)
    {
      GBytes *bytes = render_svg (draw, document, page, width, height, title, error);

      if (bytes == NULL)
        return FALSE;
      g_ptr_array_add (pages, bytes);
    }
  if (!write_pages (filename, pages, error))
    return FALSE;

  /* fewer pages than the export before: its last pages go */
  remove_stale_pages (filename, n_pages);
  return TRUE;
}
