/* balut-plot.c — small Cairo plots for the statistics
 *
 * Two kinds: a histogram (how many games ended with each number of final
 * points) and a series (the final points of the last games, oldest on the
 * left). Drawn with the theme's foreground colour and accent, so they read
 * in light and dark themes alike; the widget's accessible description
 * says in words what the plot shows. A plot takes the keyboard's focus
 * (a ring shows it), so that Tab reaches it, scrolls the statistics to
 * it and a screen reader reads its description.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "balut-plot.h"

#include <glib/gi18n.h>
#include <math.h>

#include "balut-format.h"

#define PAD_LEFT    34.0
#define PAD_RIGHT   10.0
#define PAD_TOP     10.0
#define PAD_BOTTOM  22.0
#define MAX_SERIES  50     /* the last games a series shows */

typedef enum
{
  PLOT_EMPTY,
  PLOT_HISTOGRAM,
  PLOT_SERIES,
  PLOT_PATHS,      /* two lines of doubles over turns (the game review) */
} PlotKind;

struct _BalutPlot
{
  GtkWidget  parent_instance;

  PlotKind   kind;
  GArray    *values;       /* of gint */
  gint       min, max;     /* histogram range */
  char      *empty_text;
  GArray    *path;         /* PLOT_PATHS: of double, the line in the accent */
  GArray    *reference;    /* the dashed line */
  char      *x_label;
};

G_DEFINE_FINAL_TYPE (BalutPlot, balut_plot, GTK_TYPE_WIDGET)

static void
get_colors (BalutPlot *self,
            GdkRGBA   *fg,
            GdkRGBA   *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    gdk_rgba_parse (accent, "#3584e4");
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       align)   /* 0 left, 0.5 centre, 1 right of x */
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * align, y - h / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* A "nice" step for about @n ticks over @range */
static gint
tick_step (gint range,
           gint n)
{
  const gint steps[] = { 1, 2, 5, 10, 20, 50, 100 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (range / steps[i] <= n)
      return steps[i];
  return 200;
}

static void
draw_plot (BalutPlot *self,
           cairo_t   *cr,
           double     width,
           double     height)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 8");
  GdkRGBA fg, accent;
  double plot_w = width - PAD_LEFT - PAD_RIGHT;
  double plot_h = height - PAD_TOP - PAD_BOTTOM;
  gint y_max = 1, y_min = 0, step;

  get_colors (self, &fg, &accent);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  if (self->kind == PLOT_EMPTY || (self->kind != PLOT_PATHS && self->values->len == 0)
      || (self->kind == PLOT_PATHS && self->path->len == 0) || plot_w < 20 || plot_h < 20)
    {
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.55);
      show_text (cr, layout, self->empty_text != NULL ? self->empty_text : "", width / 2, height / 2, 0.5);
      return;
    }

  if (self->kind == PLOT_HISTOGRAM)
    {
      guint n_bins = (guint) (self->max - self->min + 1);
      g_autofree guint *counts = g_new0 (guint, n_bins);
      double bar_w = plot_w / n_bins;

      for (guint i = 0; i < self->values->len; i++)
        {
          gint v = CLAMP (g_array_index (self->values, gint, i), self->min, self->max);
          counts[v - self->min]++;
        }
      for (guint b = 0; b < n_bins; b++)
        y_max = MAX (y_max, (gint) counts[b]);

      /* bars */
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.85);
      for (guint b = 0; b < n_bins; b++)
        if (counts[b] > 0)
          {
            double h = plot_h * counts[b] / y_max;

            cairo_rectangle (cr, PAD_LEFT + b * bar_w + 1, PAD_TOP + plot_h - h, MAX (1, bar_w - 2), h);
          }
      cairo_fill (cr);

      /* x labels: the points */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.75);
      step = tick_step (self->max - self->min, 10);
      for (gint p = self->min; p <= self->max; p++)
        if (p == self->min || (p % step == 0 && p - self->min >= (step + 1) / 2))
          {
            g_autofree char *text = balut_format_number (p);

            show_text (cr, layout, text, PAD_LEFT + (p - self->min + 0.5) * bar_w, height - PAD_BOTTOM / 2, 0.5);
          }
    }
  else if (self->kind == PLOT_PATHS)
    {
      guint n = self->path->len;
      double dx = n > 1 ? plot_w / (n - 1) : 0;
      double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;
      GArray *lines[] = { self->reference, self->path };

      for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
        for (guint i = 0; i < lines[l]->len; i++)
          {
            lo = MIN (lo, g_array_index (lines[l], double, i));
            hi = MAX (hi, g_array_index (lines[l], double, i));
          }
      y_min = (gint) floor (MIN (lo, 0));
      y_max = MAX ((gint) ceil (hi), y_min + 1);

      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
        {
          static const double dash[] = { 5, 4 };

          if (lines[l]->len != n)
            continue;
          if (l == 0)
            {
              cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.6);
              cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
              cairo_set_line_width (cr, 1.5);
            }
          else
            {
              cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 1);
              cairo_set_dash (cr, NULL, 0, 0);
              cairo_set_line_width (cr, 2);
            }
          for (guint i = 0; i < n; i++)
            {
              double x = n > 1 ? PAD_LEFT + i * dx : PAD_LEFT + plot_w / 2;
              double y = PAD_TOP + plot_h * (y_max - g_array_index (lines[l], double, i)) / (double) (y_max - y_min);

              if (i == 0)
                cairo_move_to (cr, x, y);
              else
                cairo_line_to (cr, x, y);
            }
          cairo_stroke (cr);
        }
      cairo_set_dash (cr, NULL, 0, 0);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.75);
      show_text (cr, layout, self->x_label != NULL ? self->x_label : "", PAD_LEFT + plot_w / 2,
                 height - PAD_BOTTOM / 2, 0.5);
    }
  else
    {
      guint first = self->values->len > MAX_SERIES ? self->values->len - MAX_SERIES : 0;
      guint n = self->values->len - first;
      double dx = n > 1 ? plot_w / (n - 1) : 0;

      y_min = G_MAXINT;
      y_max = G_MININT;
      for (guint i = first; i < self->values->len; i++)
        {
          y_min = MIN (y_min, g_array_index (self->values, gint, i));
          y_max = MAX (y_max, g_array_index (self->values, gint, i));
        }
      y_min = MIN (y_min, 0);
      y_max = MAX (y_max, y_min + 1);

      /* the zero line */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.3);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, PAD_LEFT, PAD_TOP + plot_h * (y_max - 0) / (double) (y_max - y_min));
      cairo_rel_line_to (cr, plot_w, 0);
      cairo_stroke (cr);

      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 1);
      cairo_set_line_width (cr, 2);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint i = first; i < self->values->len; i++)
        {
          double x = n > 1 ? PAD_LEFT + (i - first) * dx : PAD_LEFT + plot_w / 2;
          double y = PAD_TOP + plot_h * (y_max - g_array_index (self->values, gint, i)) / (double) (y_max - y_min);

          if (i == first)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      for (guint i = first; i < self->values->len; i++)
        {
          double x = n > 1 ? PAD_LEFT + (i - first) * dx : PAD_LEFT + plot_w / 2;
          double y = PAD_TOP + plot_h * (y_max - g_array_index (self->values, gint, i)) / (double) (y_max - y_min);

          cairo_arc (cr, x, y, 3, 0, 2 * G_PI);
          cairo_fill (cr);
        }

      /* x labels: the games */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.75);
      {
        /* Translators: under the plot of the last games, e.g. "last 12 games" */
        g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the last game", "the last %u games", n), n);

        show_text (cr, layout, text, PAD_LEFT + plot_w / 2, height - PAD_BOTTOM / 2, 0.5);
      }
    }

  /* y axis: a few values and light grid lines */
  step = tick_step (y_max - y_min, 4);
  for (gint v = (y_min / step) * step; v <= y_max; v += step)
    {
      double y = PAD_TOP + plot_h * (y_max - v) / (double) (y_max - y_min);
      g_autofree char *text = balut_format_number (v);

      if (v < y_min)
        continue;
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.12);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, PAD_LEFT, floor (y) + 0.5);
      cairo_rel_line_to (cr, plot_w, 0);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.75);
      show_text (cr, layout, text, PAD_LEFT - 6, y, 1.0);
    }

  /* the axes */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha * 0.6);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, PAD_LEFT - 0.5, PAD_TOP);
  cairo_line_to (cr, PAD_LEFT - 0.5, PAD_TOP + plot_h + 0.5);
  cairo_line_to (cr, PAD_LEFT + plot_w, PAD_TOP + plot_h + 0.5);
  cairo_stroke (cr);
}

static void
balut_plot_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  BalutPlot *self = BALUT_PLOT (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_plot (self, cr, width, height);
  if (gtk_widget_has_visible_focus (widget))
    {
      GdkRGBA fg, accent;

      /* the focus, as the theme rings a button's: the accent, half seen */
      get_colors (self, &fg, &accent);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.5);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, 1, 1, width - 2, height - 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

/* the ring comes and goes with the focus */
static void
balut_plot_state_flags_changed (GtkWidget     *widget,
                                GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (balut_plot_parent_class)->state_flags_changed (widget, previous);
  if ((previous ^ gtk_widget_get_state_flags (widget)) & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}

static void
balut_plot_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 160 : 100;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 480 : 170;
}

static void
balut_plot_css_changed (GtkWidget         *widget,
                        GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (balut_plot_parent_class)->css_changed (widget, change);
  /* the theme's colours are the plot's */
  gtk_widget_queue_draw (widget);
}

static void
balut_plot_finalize (GObject *object)
{
  BalutPlot *self = BALUT_PLOT (object);

  g_array_unref (self->values);
  g_array_unref (self->path);
  g_array_unref (self->reference);
  g_free (self->empty_text);
  g_free (self->x_label);

  G_OBJECT_CLASS (balut_plot_parent_class)->finalize (object);
}

static void
balut_plot_class_init (BalutPlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = balut_plot_finalize;
  widget_class->snapshot = balut_plot_snapshot;
  widget_class->measure = balut_plot_measure;
  widget_class->css_changed = balut_plot_css_changed;
  widget_class->state_flags_changed = balut_plot_state_flags_changed;

  gtk_widget_class_set_css_name (widget_class, "plot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
balut_plot_init (BalutPlot *self)
{
  self->values = g_array_new (FALSE, FALSE, sizeof (gint));
  self->path = g_array_new (FALSE, FALSE, sizeof (double));
  self->reference = g_array_new (FALSE, FALSE, sizeof (double));
  self->kind = PLOT_EMPTY;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
balut_plot_new (void)
{
  return g_object_new (BALUT_TYPE_PLOT, NULL);
}

static void
set_values (BalutPlot  *self,
            const gint *values,
            guint       n_values)
{
  g_array_set_size (self->values, 0);
  if (n_values > 0)
    g_array_append_vals (self->values, values, n_values);
}

static void
describe (BalutPlot  *self,
          const char *text)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/**
 * balut_plot_get_histogram_range:
 * @min: (out): the first bar's final points
 * @max: (out): the last bar's
 *
 * Returns: whether the plot is a histogram
 */
gboolean
balut_plot_get_histogram_range (BalutPlot *self,
                                gint      *min,
                                gint      *max)
{
  g_return_val_if_fail (BALUT_IS_PLOT (self), FALSE);
  g_return_val_if_fail (min != NULL && max != NULL, FALSE);

  if (self->kind != PLOT_HISTOGRAM)
    return FALSE;
  *min = self->min;
  *max = self->max;
  return TRUE;
}

/**
 * balut_plot_set_histogram:
 * @values: final points, one a game
 * @min: @max: the range of the bars (values outside count at its ends)
 */
void
balut_plot_set_histogram (BalutPlot  *self,
                          const gint *values,
                          guint       n_values,
                          gint        min,
                          gint        max)
{
  g_autofree guint *counts = NULL;
  guint best = 0;
  gint mode = min;
  g_autofree char *description = NULL;
  g_autofree char *mode_games = NULL;

  g_return_if_fail (BALUT_IS_PLOT (self));
  g_return_if_fail (min < max);

  set_values (self, values, n_values);
  self->kind = PLOT_HISTOGRAM;
  self->min = min;
  self->max = max;

  counts = g_new0 (guint, max - min + 1);
  for (guint i = 0; i < n_values; i++)
    {
      gint v = CLAMP (values[i], min, max);

      if (++counts[v - min] > best)
        {
          best = counts[v - min];
          mode = v;
        }
    }
  /* Translators: how many games had the most frequent final points,
   * inserted in "40 games; the most frequent final points: 9 (6 games)" */
  mode_games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", best), best);
  /* Translators: what the histogram shows, for screen readers: the
   * number of games, the most frequent final points, "6 games" */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u game; the most frequent final points: %d (%s)",
                                              "%u games; the most frequent final points: %d (%s)",
                                              n_values),
                                 n_values, mode, mode_games);
  describe (self, description);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * balut_plot_set_series:
 * @values: final points, oldest first; the last %MAX_SERIES are drawn
 */
void
balut_plot_set_series (BalutPlot  *self,
                       const gint *values,
                       guint       n_values)
{
  g_autoptr(GString) description = g_string_new (NULL);
  guint first = n_values > MAX_SERIES ? n_values - MAX_SERIES : 0;

  g_return_if_fail (BALUT_IS_PLOT (self));

  set_values (self, values, n_values);
  self->kind = PLOT_SERIES;

  /* Translators: what the plot of the last games shows, for screen readers;
   * the points follow */
  g_string_append (description, _("Final points, oldest first:"));
  for (guint i = first; i < n_values; i++)
    g_string_append_printf (description, " %d", values[i]);
  describe (self, description->str);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
balut_plot_clear (BalutPlot  *self,
                  const char *empty_text)
{
  g_return_if_fail (BALUT_IS_PLOT (self));

  set_values (self, NULL, 0);
  self->kind = PLOT_EMPTY;
  g_free (self->empty_text);
  self->empty_text = g_strdup (empty_text);
  describe (self, empty_text != NULL ? empty_text : "");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
balut_plot_get_n_values (BalutPlot *self)
{
  g_return_val_if_fail (BALUT_IS_PLOT (self), 0);
  return self->kind == PLOT_EMPTY ? 0 : self->values->len;
}

/**
 * balut_plot_set_paths:
 * @path: the line drawn in the accent, @n values
 * @reference: (nullable): the dashed line beside it, @n values
 * @x_label: what the x axis counts, under it
 * @description: the plot in words, for screen readers
 *
 * Two lines over the same steps (the game review's expected final
 * points turn by turn, and the same with the Expert's decisions).
 */
void
balut_plot_set_paths (BalutPlot    *self,
                      const double *path,
                      const double *reference,
                      guint         n,
                      const char   *x_label,
                      const char   *description)
{
  g_return_if_fail (BALUT_IS_PLOT (self));
  g_return_if_fail (n == 0 || path != NULL);

  g_array_set_size (self->path, 0);
  g_array_set_size (self->reference, 0);
  if (n > 0)
    g_array_append_vals (self->path, path, n);
  if (n > 0 && reference != NULL)
    g_array_append_vals (self->reference, reference, n);
  g_free (self->x_label);
  self->x_label = g_strdup (x_label);
  self->kind = PLOT_PATHS;
  describe (self, description);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
