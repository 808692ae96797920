/* balut-plot.h — small Cairo plots for the statistics: a histogram of
 * final points and a line of points over the last games; and the game
 * review's two lines over the turns
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BALUT_TYPE_PLOT (balut_plot_get_type ())

G_DECLARE_FINAL_TYPE (BalutPlot, balut_plot, BALUT, PLOT, GtkWidget)

GtkWidget *balut_plot_new            (void);
void       balut_plot_set_histogram  (BalutPlot   *self,
                                      const gint  *values,
                                      guint        n_values,
                                      gint         min,
                                      gint         max);
void       balut_plot_set_series     (BalutPlot   *self,
                                      const gint  *values,
                                      guint        n_values);
void       balut_plot_set_paths      (BalutPlot    *self,
                                      const double *path,
                                      const double *reference,
                                      guint         n,
                                      const char   *x_label,
                                      const char   *description);
void       balut_plot_clear          (BalutPlot   *self,
                                      const char  *empty_text);
guint      balut_plot_get_n_values   (BalutPlot   *self);
gboolean   balut_plot_get_histogram_range (BalutPlot *self,
                                           gint      *min,
                                           gint      *max);

G_END_DECLS
