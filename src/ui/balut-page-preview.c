/* balut-page-preview.c — one page of a printable scoresheet on screen
 *
 * The page is drawn by the sheet's own renderer (or replayed from what a
 * print operation drew), so the screen shows what the paper or the file
 * will show.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-page-preview.h"

/* room around the page for its shadow, in pixels */
#define PADDING        12.0
#define NATURAL_WIDTH  320

struct _BalutPagePreview
{
  GtkWidget           parent_instance;

  BalutSheetDocument *document;
  guint               page;
  cairo_surface_t    *recording;
  double              paper_width;
  double              paper_height;
};

G_DEFINE_FINAL_TYPE (BalutPagePreview, balut_page_preview, GTK_TYPE_WIDGET)

/* The page's rectangle in a widget of @width × @height, whole pixels */
static gboolean
compute_page_bounds (BalutPagePreview *self,
                     double            width,
                     double            height,
                     graphene_rect_t  *bounds,
                     double           *scale)
{
  double s, page_width, page_height;

  if (self->paper_width <= 0 || self->paper_height <= 0)
    return FALSE;

  s = MIN ((width - 2 * PADDING) / self->paper_width,
           (height - 2 * PADDING) / self->paper_height);
  if (s <= 0)
    return FALSE;

  page_width = floor (self->paper_width * s);
  page_height = floor (self->paper_height * s);
  if (page_width < 1 || page_height < 1)
    return FALSE;

  graphene_rect_init (bounds,
                      floor ((width - page_width) / 2),
                      floor ((height - page_height) / 2),
                      page_width, page_height);
  *scale = MIN (page_width / self->paper_width, page_height / self->paper_height);
  return TRUE;
}

static void
balut_page_preview_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BalutPagePreview *self = BALUT_PAGE_PREVIEW (widget);
  static const GdkRGBA shadow = { 0, 0, 0, 0.28 };
  static const GdkRGBA paper = { 1, 1, 1, 1 };
  graphene_rect_t bounds;
  GskRoundedRect outline;
  double scale;
  cairo_t *cr;

  if (!compute_page_bounds (self, gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                            &bounds, &scale))
    return;

  gsk_rounded_rect_init_from_rect (&outline, &bounds, 0);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, 1, 0, 6);
  gtk_snapshot_append_color (snapshot, &paper, &bounds);

  if (self->document == NULL && self->recording == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_rectangle (cr, bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
  cairo_clip (cr);
  cairo_translate (cr, bounds.origin.x, bounds.origin.y);
  cairo_scale (cr, scale, scale);

  if (self->document != NULL)
    {
      balut_sheet_document_draw_page (self->document, cr, self->page,
                                      self->paper_width, self->paper_height);
    }
  else
    {
      cairo_set_source_surface (cr, self->recording, 0, 0);
      cairo_paint (cr);
    }
  cairo_destroy (cr);
}

static void
balut_page_preview_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  BalutPagePreview *self = BALUT_PAGE_PREVIEW (widget);
  double aspect = 297.0 / 210.0;

  if (self->paper_width > 0 && self->paper_height > 0)
    aspect = self->paper_height / self->paper_width;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 80;
      *natural = for_size > 0
                 ? (int) MAX (80, (for_size - 2 * PADDING) / aspect + 2 * PADDING)
                 : NATURAL_WIDTH;
    }
  else
    {
      int width = for_size > 0 ? for_size : NATURAL_WIDTH;

      *minimum = 100;
      *natural = (int) MAX (100, (width - 2 * PADDING) * aspect + 2 * PADDING);
    }
}

static GtkSizeRequestMode
balut_page_preview_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
balut_page_preview_dispose (GObject *object)
{
  BalutPagePreview *self = BALUT_PAGE_PREVIEW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->recording, cairo_surface_destroy);

  G_OBJECT_CLASS (balut_page_preview_parent_class)->dispose (object);
}

static void
balut_page_preview_class_init (BalutPagePreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_page_preview_dispose;

  widget_class->snapshot = balut_page_preview_snapshot;
  widget_class->measure = balut_page_preview_measure;
  widget_class->get_request_mode = balut_page_preview_get_request_mode;

  gtk_widget_class_set_css_name (widget_class, "pagepreview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
balut_page_preview_init (BalutPagePreview *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
balut_page_preview_new (void)
{
  return g_object_new (BALUT_TYPE_PAGE_PREVIEW, NULL);
}

/**
 * balut_page_preview_set_document:
 * @self: a preview
 * @document: (nullable): the sheet; %NULL shows white paper
 * @page: the page of @document to show
 * @paper_width: the paper's width, in points
 * @paper_height: the paper's height, in points
 *
 * Shows @page as the sheet's renderer draws it on the whole paper.
 */
void
balut_page_preview_set_document (BalutPagePreview   *self,
                                 BalutSheetDocument *document,
                                 guint               page,
                                 double              paper_width,
                                 double              paper_height)
{
  g_return_if_fail (BALUT_IS_PAGE_PREVIEW (self));
  g_return_if_fail (document == NULL || BALUT_IS_SHEET_DOCUMENT (document));
  g_return_if_fail (paper_width > 0 && paper_height > 0);
  g_return_if_fail (document == NULL
                    || page < balut_sheet_document_get_n_pages (document, paper_width, paper_height));

  g_set_object (&self->document, document);
  g_clear_pointer (&self->recording, cairo_surface_destroy);
  self->page = page;
  self->paper_width = paper_width;
  self->paper_height = paper_height;

  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * balut_page_preview_set_recording:
 * @self: a preview
 * @recording: (nullable): a recording surface of the page drawn in
 *   points, the paper's top left corner at 0, 0
 * @paper_width: the paper's width, in points
 * @paper_height: the paper's height, in points
 */
void
balut_page_preview_set_recording (BalutPagePreview *self,
                                  cairo_surface_t  *recording,
                                  double            paper_width,
                                  double            paper_height)
{
  g_return_if_fail (BALUT_IS_PAGE_PREVIEW (self));
  g_return_if_fail (paper_width > 0 && paper_height > 0);

  if (recording != NULL)
    cairo_surface_reference (recording);
  g_clear_pointer (&self->recording, cairo_surface_destroy);
  g_clear_object (&self->document);
  self->recording = recording;
  self->paper_width = paper_width;
  self->paper_height = paper_height;

  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * balut_page_preview_get_page_bounds:
 * @self: a preview
 * @bounds: (out): where the page is drawn, in the widget's coordinates
 *
 * Returns: whether a page is shown (it has a paper size and room)
 */
gboolean
balut_page_preview_get_page_bounds (BalutPagePreview *self,
                                    graphene_rect_t  *bounds)
{
  double scale;

  g_return_val_if_fail (BALUT_IS_PAGE_PREVIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  return compute_page_bounds (self, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)), bounds, &scale);
}
